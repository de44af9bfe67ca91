"""A scoring play's mark in the QU4TO move list stays whole: at 1280×720 with four seats "+1" and "QU4TO" went onto
two lines (playtest); the mark now wraps as one word, under its play when the line is too long."""

from __future__ import annotations

from helpers import qu4to_table, step

from game.play.seats import Seat
from game.scenes.qu4to.view import whole_mark

LINES = (
    "Computer 2 beats with 1-2-3-4 · +1 QU4TO",
    "Computer 4 empties the hand second · +2",
    "Computer 4 beats with 10-10-10-10 · +1 QU4TO",
)


def test_the_mark_of_a_scoring_play_is_never_split(tmp_path, monkeypatch) -> None:
    seats = [Seat("human", name="Ann")] + [Seat("computer", "medium") for _ in range(3)]
    app, table = qu4to_table(tmp_path, monkeypatch, seats)
    table.log.extend(LINES)
    table.view.invalidate()
    step(app, frames=3)
    shown = [line.replace("\u00a0", " ").strip() for line in table.view.moves.shown]
    for mark in ("· +1 QU4TO", "· +2"):
        assert any(line.endswith(mark) for line in shown), (mark, shown)
    assert not any(line.endswith("+1") or line.startswith("QU4TO") for line in shown), shown
    joined = " ".join(shown)
    assert all(line in joined for line in LINES), "every entry is shown, in its words"


def test_only_a_scoring_mark_is_glued() -> None:
    assert whole_mark("Ann beats with 4-4 · +1 QU4TO") == "Ann beats with 4-4 ·\u00a0+1\u00a0QU4TO"
    assert whole_mark("Ann passes · draws a card") == "Ann passes · draws a card"
    assert whole_mark("— Round 2 —") == "— Round 2 —"
