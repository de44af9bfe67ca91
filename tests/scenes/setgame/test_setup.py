"""The SET setup screen by posted events: seats (humans and computers, nobody), the mode, Start and the memory."""

from __future__ import annotations

from helpers import click, make_app, step

from game.scenes.setgame.input import BUZZ_CHOICES, DEFAULT_BUZZ, buzz_keys
from game.settings import Settings


def _setup(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("set")
    step(app, frames=2)
    return app, app.stack.top


def test_the_menu_entry_opens_the_setup_and_start_deals_the_chosen_table(tmp_path, monkeypatch):
    app, sc = _setup(tmp_path, monkeypatch)
    assert sc.name == "set-setup"
    assert sc.form.focused() is sc.start_button, "Enter starts at once with the remembered choices"
    seat2, seat3, seat4 = sc.left[1], sc.left[2], sc.left[3]
    step(app, click(app, seat2.rect.center), 1)  # Computer · Easy → the next choice
    step(app, click(app, seat4.right_rect.center), 1)  # Nobody → Human: a fourth seat
    assert sc.count == 4
    step(app, click(app, seat3.left_rect.center), 1)
    chosen = sc.chosen()
    assert [s.kind for s in chosen.seats] == ["human", "computer", "computer", "human"]
    step(app, click(app, sc.start_button.rect.center), 3)
    table = app.stack.scenes[0]
    assert table.name == "set-table" and table.setup.players == 4 and table.setup.hot_seat
    assert app.settings["game_defaults"]["set"]["seats"][3]["kind"] == "human", "the choices are remembered"


def test_nobody_in_the_second_seat_leaves_one_player_and_practice_mode_plays_alone(tmp_path, monkeypatch):
    app, sc = _setup(tmp_path, monkeypatch)
    mode = sc.right[0]
    step(app, click(app, mode.right_rect.center), 1)
    assert sc.setup.mode == "practice"
    step(app, click(app, sc.start_button.rect.center), 3)
    table = app.stack.scenes[0]
    assert table.setup.mode == "practice" and table.setup.players == 1 and not table.session.bots


def test_puzzle_mode_from_the_setup_opens_a_six_set_table(tmp_path, monkeypatch):
    app, sc = _setup(tmp_path, monkeypatch)
    step(app, click(app, sc.right[0].left_rect.center), 1)
    assert sc.setup.mode == "puzzle"
    step(app, click(app, sc.start_button.rect.center), 3)
    session = app.stack.scenes[0].session
    assert session.puzzle and len(session.sets_on_table()) == 6


def test_autoplay_starts_a_table_of_computers(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1, autoplay=True)
    app.go("set")
    step(app, frames=30)
    table = app.stack.scenes[0]
    assert table.name == "set-table" and table.autoplaying and len(table.session.bots) == 3


def test_buzz_keys_are_chosen_per_seat_never_twice_and_remembered_in_the_settings(tmp_path, monkeypatch):
    app, sc = _setup(tmp_path, monkeypatch)
    assert app.settings["buzz_keys"] == ["space", "return", "left shift", "right shift"]
    seat2, seat2_key = sc.left[1], sc.left[5]
    step(app, click(app, seat2_key.right_rect.center), 1)
    assert app.settings["buzz_keys"][1] == "return", "a computer seat's buzz key is greyed and stays"
    while sc.seats[1].is_bot:
        step(app, click(app, seat2.left_rect.center), 1)  # back through the levels to Human
    step(app, click(app, seat2_key.right_rect.center), 1)  # Enter → L-Shift is seat 3's: skipped
    assert app.settings["buzz_keys"] == ["space", "left ctrl", "left shift", "right shift"]
    step(app, click(app, seat2_key.left_rect.center), 1)  # back past R-Shift and L-Shift (held) to Enter
    assert app.settings["buzz_keys"][1] == "return"
    step(app, click(app, seat2_key.left_rect.center), 1)  # Space is seat 1's: skipped going back too
    keys = app.settings["buzz_keys"]
    assert keys[1] == list(BUZZ_CHOICES)[-1] and len(set(keys)) == 4
    assert Settings(app.settings.store.path).values["buzz_keys"] == keys, "the choice is saved"
    assert "seat 1 Space, seat 2 9" in " ".join(sc.notes()), "the note names each human seat's key"


def test_damaged_buzz_keys_in_the_settings_fall_back_to_the_defaults(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "data": {"buzz_keys": ["space", "space", "tab", "1"]}}', encoding="utf-8")
    settings = Settings(path)
    assert settings["buzz_keys"] == list(DEFAULT_BUZZ), "two seats on one key: the defaults, with a notice"
    assert settings.notice
    assert buzz_keys({"buzz_keys": ["space", "return", "f13", "tab"]}) == list(DEFAULT_BUZZ), "an unknown key"
    assert buzz_keys({"buzz_keys": ["tab", "1", "2", "3"]}) == ["tab", "1", "2", "3"]
