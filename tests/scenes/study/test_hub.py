"""The Study screen for the three families: tabs by click and by key, each tab's past games from the history
(SET → the SET review, QU4TO → ``qu4to-review`` with the record and names), pages of games, and a record file of
any family opened from the path field (a bad one names its line)."""

from __future__ import annotations

from pathlib import Path

import pygame
from helpers import click, key, make_app, step

from game import resources
from game.ai.set_sim import play_game
from game.play.history import History
from game.play.history_records import record_text
from game.scenes.base import Scene
from game.scenes.study.hub import SHOWN_GAMES
from game.scenes.study.records_io import check, kind_of

QU4TO_RECORD = (Path(__file__).parents[2] / "rules/qu4to/golden/three_medium_seed4.txt").read_text(
    encoding="utf-8"
)


def set_record(seed: int = 1) -> str:
    session = play_game(["medium", "hard"], seed)
    return record_text(session.state, {"Seats": "human,hard"})


class Pushed(Scene):
    """A stand-in for a scene another part of the game provides; keeps what it was opened with."""

    name = "qu4to-review"

    def __init__(self, app, **options) -> None:
        super().__init__(app, **options)


def _hub(tmp_path, monkeypatch, games=(), stand_in=True, size=(1280, 720)):
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    history = History(resources.data_dir())
    for game, players, record in games:
        history.add(game, players, "done", record)
    if stand_in:
        app.registry["qu4to-review"] = Pushed
    else:
        app.registry.pop("qu4to-review", None)
    app.go("menu")
    app.push("study")
    step(app, frames=2)
    return app, app.stack.top


def _type(app, text: str) -> None:
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0) for ch in text])


def test_the_set_tab_lists_set_games_and_review_opens_one(tmp_path, monkeypatch) -> None:
    record = set_record()
    app, hub = _hub(
        tmp_path, monkeypatch, [("set", ["Ann", "Hard"], record), ("qu4to", ["A", "B", "C"], QU4TO_RECORD)]
    )
    assert hub.tab == "quarto" and hub.games == []
    step(app, click(app, hub.tabs["set"].rect.center))
    assert hub.tab == "set" and [g["game"] for g, _ in hub.games] == ["set"]
    (review,) = hub.rows[0]
    step(app, click(app, review.rect.center), 2)
    top = app.stack.top
    assert top.name == "set-review" and top.text == record and top.players == ["Ann", "Hard"]
    step(app, [key(app, "escape")], 2)
    assert app.stack.top is hub and hub.tab == "set", "back on the same tab"


def test_the_qu4to_tab_pushes_the_round_review_with_the_record(tmp_path, monkeypatch) -> None:
    app, hub = _hub(tmp_path, monkeypatch, [("qu4to", ["Ann", "Bo", "Cy"], QU4TO_RECORD)])
    step(app, [key(app, "]")])
    step(app, [key(app, "]")])
    assert hub.tab == "qu4to"
    (review,) = hub.rows[0]
    step(app, click(app, review.rect.center), 2)
    top = app.stack.top
    assert isinstance(top, Pushed)
    assert top.options == {"text": QU4TO_RECORD, "players": ["Ann", "Bo", "Cy"]}


def test_without_the_round_review_the_qu4to_button_is_greyed(tmp_path, monkeypatch) -> None:
    app, hub = _hub(tmp_path, monkeypatch, [("qu4to", ["Ann", "Bo", "Cy"], QU4TO_RECORD)], stand_in=False)
    hub.show_tab("qu4to")
    (review,) = hub.rows[0]
    assert not review.enabled
    step(app, click(app, review.rect.center), 2)
    assert app.stack.top is hub


def test_the_games_come_a_page_at_a_time(tmp_path, monkeypatch) -> None:
    record = set_record()
    games = [("set", ["Ann", f"Hard {i}"], record) for i in range(SHOWN_GAMES + 2)]
    app, hub = _hub(tmp_path, monkeypatch, games)
    hub.show_tab("set")
    step(app)
    assert len(hub.games) == SHOWN_GAMES and hub.pages == 2
    assert hub.games[0][0]["players"][1] == f"Hard {SHOWN_GAMES + 1}", "newest first"
    assert not hub.paging["newer"].enabled
    step(app, click(app, hub.paging["older"].rect.center))
    assert hub.page == 1 and [g["players"][1] for g, _ in hub.games] == ["Hard 1", "Hard 0"]


def test_a_record_file_of_each_family_opens_its_screen(tmp_path, monkeypatch) -> None:
    app, hub = _hub(tmp_path, monkeypatch)
    files = {"set": set_record(), "qu4to": QU4TO_RECORD}
    for kind, text in files.items():
        path = tmp_path / f"{kind}.txt"
        path.write_text(text, encoding="utf-8")
        step(app, click(app, hub.field.rect.center))
        hub.field.text = ""
        _type(app, str(path))
        step(app, [key(app, "return")], 2)
        top = app.stack.top
        assert top.name == {"set": "set-review", "qu4to": "qu4to-review"}[kind], hub.message
        if kind == "set":
            assert top.text == text and top.players == ["Seat 1", "Seat 2"]
        else:
            assert top.options["text"] == text and top.options["players"] == ["Seat 1", "Seat 2", "Seat 3"]
        app.back()
        step(app)
    assert kind_of(files["set"]) == "set" and kind_of(QU4TO_RECORD) == "qu4to"
    assert kind_of('[Game "Classic Quarto"]\n') == "quarto"


def test_a_bad_set_file_names_its_line_in_one_line(tmp_path, monkeypatch) -> None:
    lines = set_record().splitlines()
    at = next(i for i, line in enumerate(lines) if " take " in line)
    lines[at] = lines[at].replace(" take ", " wrong ")
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    app, hub = _hub(tmp_path, monkeypatch)
    step(app, click(app, hub.field.rect.center))
    _type(app, str(path))
    step(app, [key(app, "return")], 2)
    assert app.stack.top is hub
    assert hub.message.startswith(f"Line {at + 1}: ") and "\n" not in hub.message
    bad_qu4to = QU4TO_RECORD.replace('[Players "3"]', '[Players "x"]')
    try:
        check(bad_qu4to)
    except ValueError as exc:
        assert str(exc)[:1].isupper() and "\n" not in str(exc)
    else:
        raise AssertionError("a damaged QU4TO record was read")


def test_the_hub_fits_every_size(tmp_path, monkeypatch) -> None:
    record = set_record()
    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        games = [("set", ["Ann", "A very long computer name indeed"], record)] * (SHOWN_GAMES + 1)
        app, hub = _hub(tmp_path, monkeypatch, games, size=size)
        hub.show_tab("set")
        step(app)
        w, h = size
        boxes = [wdg.rect for wdg in hub.form.widgets]
        assert all(r.right <= w and r.bottom <= h for r in boxes)
        assert hub.paging["older"].rect.bottom < hub.back_button.rect.top or hub.paging["older"].rect.left > (
            hub.back_button.rect.right
        )
        last_row = hub.rows[-1][0].rect
        assert last_row.bottom < hub.paging["older"].rect.top
