"""First-run lessons: each one is completed step by step by posted clicks (wrong tries say why and change
nothing), can be skipped, and the offer over a table shows once only."""

from __future__ import annotations

import pytest
from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.qu4to.cards import VALUE
from game.rules.setgame.cards import all_sets, is_set, third
from game.rules.setgame.explain import why_not
from game.scenes.lessons import progress


def _lesson(tmp_path, monkeypatch, game, size=(1280, 720)):
    app = make_app(tmp_path, monkeypatch, size=size)
    app.go("menu")
    app.push("lesson", game=game)
    step(app, frames=2)
    return app, app.stack.top


def _hit(app, scene, name) -> None:
    step(app, click(app, scene.hits[name].center))


def _button(app, widget) -> None:
    step(app, click(app, widget.rect.center))


def _next(app, scene) -> None:
    assert scene.complete and scene.next_button.enabled
    _button(app, scene.next_button)


@pytest.mark.parametrize("game", ["quarto", "set-quarto", "aces-faces"])
def test_the_quarto_lesson_gives_places_spots_a_line_and_calls(tmp_path, monkeypatch, game) -> None:
    app, scene = _lesson(tmp_path, monkeypatch, game)
    assert scene.step == 0 and not scene.next_button.enabled
    deadly = scene.state.deadly_gives()
    _hit(app, scene, ("piece", deadly[0]))
    assert not scene.complete and not scene.feedback_ok and "Careful" in scene.feedback
    assert scene.state.phase == "give"  # the wrong try changed nothing
    safe = next(p for p in scene.state.pool if p not in deadly)
    _hit(app, scene, ("piece", safe))
    assert scene.complete and scene.state.hand == safe
    _next(app, scene)

    assert scene.step == 1
    _hit(app, scene, ("cell", scene.state.legal_cells()[0]))
    assert scene.complete
    _next(app, scene)

    assert scene.step == 2
    winning = scene.state.winning_cells()
    wrong_cell = next(c for c in scene.state.legal_cells() if c not in winning)
    _hit(app, scene, ("cell", wrong_cell))
    assert not scene.complete and scene.state.phase == "place"
    _hit(app, scene, ("cell", winning[0]))
    assert scene.complete and scene.state.call_window is not None
    _next(app, scene)

    assert scene.step == 3 and scene.next_button.label == "Done"
    _button(app, scene.call_button)
    assert scene.complete and scene.state.outcome.winner is not None and scene.state.outcome.how == "call"
    assert scene.pieces.call_word in scene.feedback
    _next(app, scene)
    assert app.stack.top.name == "menu"
    assert progress.status(app.settings, game) == progress.DONE


def test_the_set_lesson_explains_a_wrong_pick_per_feature(tmp_path, monkeypatch) -> None:
    app, scene = _lesson(tmp_path, monkeypatch, "set")
    cards = scene.cards
    (good,) = all_sets(cards)
    bad = next(
        (a, b, c) for a in cards for b in cards for c in cards if len({a, b, c}) == 3 and not is_set(a, b, c)
    )
    for c in bad:
        _hit(app, scene, ("card", c))
    assert not scene.complete and scene.feedback == why_not(bad), "the same words as the table"
    assert scene.feedback.startswith("Not a SET: two ")
    assert scene.last_try == bad
    for c in good:
        _hit(app, scene, ("card", c))
    assert scene.complete
    _next(app, scene)

    answer = third(*scene.fixed)
    wrong = next(c for c in scene.cards if c != answer)
    _hit(app, scene, ("card", wrong))
    assert not scene.complete and scene.feedback == why_not(scene.last_try) and scene.last_try[-1] == wrong
    _hit(app, scene, ("card", answer))
    assert scene.complete
    _next(app, scene)

    for c in all_sets(scene.cards)[-1]:
        _hit(app, scene, ("card", c))
    assert scene.complete
    _next(app, scene)
    assert progress.status(app.settings, "set") == progress.DONE


def _select(app, scene, values) -> None:
    hand = scene.hand()
    picked = []
    for v in values:
        i = next(i for i, c in enumerate(hand) if VALUE[c] == v and i not in picked)
        picked.append(i)
        _hit(app, scene, ("card", i))


@pytest.mark.parametrize("pass_by", ["rotate", "draw"])
def test_the_qu4to_lesson_orients_beats_and_passes(tmp_path, monkeypatch, pass_by) -> None:
    app, scene = _lesson(tmp_path, monkeypatch, "qu4to")
    _button(app, scene.green_button)
    assert scene.complete and scene.state.ups[0] == 0 and scene.state.table  # the computer led
    assert scene.stage_buttons == [], "the choice made, its buttons go"
    _next(app, scene)

    led = scene.state.table
    _select(app, scene, (1, 3))
    _button(app, scene.play_button)
    assert not scene.complete and "is not a set" in scene.feedback and scene.state.table == led
    _select(app, scene, (1, 3))  # drop them again
    _select(app, scene, (7, 8))  # a run of two against a pair: the refusal says which rule it falls short of
    _button(app, scene.play_button)
    assert scene.feedback == "7-8 does not beat 6-6: with as many cards, a same-number set beats a run."
    assert not scene.complete and scene.state.table == led
    _select(app, scene, (7, 8))
    _select(app, scene, (10, 10))
    _button(app, scene.play_button)
    assert scene.complete and scene.state.table != led and scene.state.turn == 0  # the computer beat it
    _next(app, scene)

    size = scene.state.sizes[0]
    if pass_by == "rotate":
        _button(app, scene.rotate_button)
        assert not scene.complete and "exactly one" in scene.feedback
        _select(app, scene, (9,))
        _button(app, scene.rotate_button)
    else:
        _button(app, scene.draw_button)
        assert scene.state.phase == "keep"
        import game.art.qu4tocards as cards

        faces: list[int] = []
        real = cards.card_face
        monkeypatch.setattr(
            cards, "card_face", lambda code, size, **kw: faces.append(code) or real(code, size, **kw)
        )
        step(app, frames=1)
        drawn = scene.state.pending
        assert {drawn * 2, drawn * 2 + 1} <= set(faces), "the drawn card shows both ways up while it is kept"
        _button(app, scene.stage_buttons[1])
        assert scene.state.sizes[0] == size + 1 and scene.stage_buttons == []
    assert scene.complete and scene.state.turn == 1  # the computer leads again
    _next(app, scene)

    # how points are scored: a 4 that leads earns nothing, one that beats earns a QU4TO point
    assert scene.step == 3 and scene.stage_buttons == [scene.lead_button, scene.beat_button]
    _button(app, scene.lead_button)
    assert not scene.complete and "a 4 that leads earns no point" in scene.feedback
    _button(app, scene.beat_button)
    assert scene.complete and "scores a QU4TO point" in scene.feedback
    _next(app, scene)
    assert progress.status(app.settings, "qu4to") == progress.DONE


@pytest.mark.parametrize("how", ["button", "escape"])
def test_a_lesson_can_be_skipped(tmp_path, monkeypatch, how) -> None:
    app, scene = _lesson(tmp_path, monkeypatch, "set")
    if how == "button":
        _button(app, scene.skip_button)
    else:
        step(app, [key(app, "escape")])
    assert app.stack.top.name == "menu"
    assert progress.status(app.settings, "set") == progress.SKIPPED


def _quarto_table(app) -> None:
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0")
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)


def test_the_first_run_offer_shows_once_only(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("QUADRILLE_FIRST_RUN")
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _quarto_table(app)
    offer = app.stack.top
    assert offer.name == "lesson-offer" and offer.game == "quarto"
    assert "with the real pieces" in offer.text() and "cards" not in offer.text()  # Quarto has no cards
    not_now = next(w for w in offer.form.widgets if w.label == "Not now")
    _button(app, not_now)
    assert app.stack.top.name == "quarto-table"
    _quarto_table(app)
    assert app.stack.top.name == "quarto-table"  # not offered again
    again = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)  # nor after a restart
    _quarto_table(again)
    assert again.stack.top.name == "quarto-table"
    assert progress.status(again.settings, "quarto") == progress.OFFERED


def test_show_me_opens_the_lesson_over_the_table_and_returns_to_it(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("QUADRILLE_FIRST_RUN")
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _quarto_table(app)
    show = next(w for w in app.stack.top.form.widgets if w.label == "Show me")
    _button(app, show)
    lesson = app.stack.top
    assert lesson.name == "lesson" and lesson.game == "quarto"
    _button(app, lesson.skip_button)
    assert app.stack.top.name == "quarto-table"
    assert progress.status(app.settings, "quarto") == progress.SKIPPED


def test_the_offer_names_what_each_lesson_is_played_with(tmp_path, monkeypatch) -> None:
    from game.scenes.lessons.offer import LessonOfferScene

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    for game in ("set", "qu4to", "set-quarto", "aces-faces"):
        assert "with real cards." in LessonOfferScene(app, game=game).text(), game


def test_no_offer_under_autoplay(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("QUADRILLE_FIRST_RUN")
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1, autoplay=True)
    _quarto_table(app)
    assert app.stack.top.name == "quarto-table"
    assert progress.status(app.settings, "quarto") is None


@pytest.mark.parametrize("game", ["quarto", "aces-faces", "set", "qu4to"])
def test_random_clicks_and_keys_never_break_a_lesson_or_the_pages(tmp_path, monkeypatch, game) -> None:
    """Half the clicks aim at something clickable (a stage item or a button), the rest are the monkey's."""
    import random

    from game.monkey import Monkey

    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("rules", game=game)
    monkey = Monkey(5)
    rng = random.Random(5)
    lessons_seen = 0
    for _ in range(200):
        top = app.stack.top
        if top.name not in ("lesson", "rules"):
            app.go("rules", game=game)
            top = app.stack.top
        if top.name == "rules" and rng.random() < 0.1:
            app.push("lesson", game=game)
            lessons_seen += 1
            top = app.stack.top
        targets = [w.rect for w in top.form.widgets if w.rect is not None]
        targets += list(getattr(top, "hits", {}).values())
        if targets and rng.random() < 0.5:
            events = click(app, rng.choice(targets).center)
        else:
            events = monkey.events(app.size)
        step(app, events)
    assert lessons_seen > 1


@pytest.mark.parametrize("game", ["quarto", "set", "qu4to"])
def test_enter_takes_the_steps_action_and_never_skips(tmp_path, monkeypatch, game) -> None:
    """Enter on a step whose task is not done must not leave the lesson: Skip is only its button or Esc."""
    app, scene = _lesson(tmp_path, monkeypatch, game)
    assert scene.form.focused() is not scene.skip_button
    step(app, [key(app, "return")])
    assert app.stack.top is scene and progress.status(app.settings, game) is None
    if game == "qu4to":  # the step's first button is the action Enter takes: Green up, then Next
        assert scene.complete and scene.state.ups[0] == 0
        step(app, [key(app, "return")])
        assert scene.step == 1 and scene.form.focused() is scene.play_button
        step(app, [key(app, "return")])  # Play with nothing selected says why, and the lesson stays
        assert app.stack.top is scene and scene.step == 1 and not scene.feedback_ok
    else:
        assert scene.step == 0 and not scene.complete


def test_enter_on_the_first_run_offer_starts_the_lesson(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("QUADRILLE_FIRST_RUN")
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _quarto_table(app)
    assert app.stack.top.name == "lesson-offer"
    step(app, [key(app, "return")])
    assert app.stack.top.name == "lesson" and progress.status(app.settings, "quarto") != progress.SKIPPED


def test_the_beat_step_keeps_naming_the_set_the_computer_led(tmp_path, monkeypatch) -> None:
    """Once the computer has answered the player's set, the step still says what it led (not "leads 11-11")."""
    app, scene = _lesson(tmp_path, monkeypatch, "qu4to")
    _button(app, scene.green_button)
    _next(app, scene)
    assert "The computer leads 6-6." in scene.step_words(1)[1]
    _select(app, scene, (10, 10))
    _button(app, scene.play_button)
    assert scene.complete and scene.state.table != scene.led
    answer = "-".join(["11"] * 2)
    assert (
        "The computer leads 6-6." in scene.step_words(1)[1]
        and f"leads {answer}" not in scene.step_words(1)[1]
    )
    assert f"answers with {answer}" in scene.feedback
