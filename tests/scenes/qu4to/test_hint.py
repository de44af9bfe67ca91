"""The QU4TO table's Hint, driven by posted events with the inline worker: H or the button asks Expert on the
person's turn only, the suggestion is ringed in the hand and named with a reason, an answer for a position that has
gone is dropped, and the hints are counted on the result card and in the statistics."""

from __future__ import annotations

from helpers import click, key, qu4to_table, step

from game.play.seats import Seat
from game.rules.qu4to.moves import Play, Rotate, parse_move
from game.scenes.qu4to.hints import marked_indexes


def _solo(players: int = 3) -> list[Seat]:
    return [Seat("human", name="Ann")] + [Seat("computer", "medium") for _ in range(players - 1)]


def _until_my_play_turn(app, scene, frames: int = 3000) -> None:
    for _ in range(frames):
        st = scene.state
        if scene.my_turn() and st.phase == "play":
            return
        if scene.my_turn() and st.phase in ("orient", "keep"):
            step(app, [key(app, "g")], 1)
        elif scene.summary is not None:
            step(app, click(app, scene.summary.buttons[0].rect.center), 1)
        else:
            step(app, frames=1)
    raise AssertionError("the person's turn to play never came")


def test_hint_shows_experts_suggestion_rings_its_cards_and_counts(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _until_my_play_turn(app, scene)
    assert scene.hint_button.enabled and scene.hints.used == 0
    step(app, [key(app, "h")], 2)
    hints = scene.hints
    assert hints.shown() and hints.used == 1
    assert hints.move in scene.state.legal_moves()
    assert hints.why.endswith(".") and hints.headline().startswith("Expert ")
    codes = hints.marked_codes()
    if isinstance(hints.move, Play):
        assert codes == list(hints.move.codes)
    elif isinstance(hints.move, Rotate):
        assert codes == [hints.move.code]
    marked = marked_indexes(scene.shown_hand(), codes)
    assert [scene.shown_hand()[i] for i in marked] == codes
    # the note lies on the table, clear of the hand's cards
    from game.scenes.qu4to.hint_panel import hint_box

    note = hint_box(scene.view)
    assert note is not None and not any(note.colliderect(r) for r in scene.view.hand_rects)
    # asking again for the same position neither asks nor counts again
    step(app, click(app, scene.hint_button.rect.center), 1)
    assert scene.hints.used == 1
    # the player acts: the hint belonged to the old position and goes
    scene.play(hints.move)
    step(app, frames=1)
    assert not scene.hints.shown() and scene.hints.marked_codes() == []
    assert scene.stats_details()["hints"] == 1 and scene.stats_details()["hinted"] is True


def test_no_hint_on_a_computers_turn_and_a_stale_answer_is_dropped(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _until_my_play_turn(app, scene)
    # the player acts while Expert thinks: the answer (already waiting in the inline worker) is for a position
    # that has gone, and is dropped
    assert scene.hints.ask() and scene.hints.thinking
    assert scene.hint_button.label == "Hint (H)"  # (the button is repainted next frame)
    move = next(m for m in scene.state.legal_moves() if isinstance(m, Play))
    scene.play(move)
    assert not scene.hints.thinking
    # a computer's turn now: H does nothing and says why
    assert not scene.my_turn() and not scene.can_hint()
    used = scene.hints.used
    step(app, [key(app, "h")], 1)
    assert scene.hints.used == used and scene.toast.text == "A hint is for your own turn"
    step(app, frames=2)
    assert not scene.hints.shown() and scene.hints.move is None and scene.hints.asked_for is None


def test_the_result_card_counts_the_hints(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(2), seed=4)
    _until_my_play_turn(app, scene)
    assert "hint" not in scene.result_card().detail
    step(app, [key(app, "h")], 1)
    assert scene.result_card().detail.endswith(" You asked for 1 hint.")
    assert parse_move(str(scene.hints.move)) == scene.hints.move


def test_the_hint_count_is_saved_with_the_match_and_comes_back_on_resume(tmp_path, monkeypatch) -> None:
    app, scene = qu4to_table(tmp_path, monkeypatch, _solo(), seed=4)
    _until_my_play_turn(app, scene)
    step(app, [key(app, "h")], 2)
    assert scene.hints.used == 1
    scene.save_game()
    saved = app.saves.data
    assert saved["state"]["hints"] == 1
    app.go("qu4to", resume=saved["state"])
    step(app, frames=2)
    again = app.stack.scenes[0]
    assert again is not scene and again.hints.used == 1
    assert again.stats_details()["hints"] == 1
    # a save from before the count was kept, or a damaged count, resumes at 0
    for bad in (None, -3, "2"):
        state = dict(saved["state"])
        if bad is None:
            del state["hints"]
        else:
            state["hints"] = bad
        app.go("qu4to", resume=state)
        step(app, frames=2)
        assert app.stack.scenes[0].hints.used == 0
