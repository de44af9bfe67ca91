"""What QU4TO points were for, at the table (issue 47): the round summary's line under each seat names every
cause of its points (a QU4TO point and its set, emptying the hand by place) and adds up to the round's points; the
move list marks a play that scored a QU4TO point ("+1 QU4TO") and says who emptied the hand, in which place."""

from __future__ import annotations

import re

from helpers import key, qu4to_table, step

from game.play.seats import Seat
from game.rules.qu4to.cards import set_name
from game.rules.qu4to.scoring import OUT, round_breakdown

PLACES = ("first", "second", "third", "fourth")


def _to_round_summary(app, table) -> None:
    for _ in range(6000):
        if table.summary is not None:
            return
        st = table.state
        if table.my_turn() and st.phase in ("orient", "keep"):
            step(app, [key(app, "g")], 1)
        elif table.my_turn():
            table.play(st.legal_moves()[0])
            step(app, frames=1)
        else:
            step(app, frames=1)
    raise AssertionError("the round never ended")


def test_the_round_summary_and_the_move_list_say_what_the_points_were_for(tmp_path, monkeypatch) -> None:
    seats = [Seat("human", name="Ann")] + [Seat("computer", "medium") for _ in range(3)]
    app, table = qu4to_table(tmp_path, monkeypatch, seats, seed=5)
    _to_round_summary(app, table)
    st, card = table.state, table.summary
    breakdown = round_breakdown(st, 1)
    points = st.history[0]
    order = st.ranking()
    assert len(card.notes) == len(card.scores) == 4
    for seat, note in zip(order, card.notes, strict=True):
        assert sum(int(n) for n in re.findall(r"\+(\d+)", note)) == points[seat], note
        for scored in breakdown[seat]:
            if scored.cause == OUT:
                assert f"emptied the hand {PLACES[scored.place - 1]}: +{scored.points}" in note
            else:
                assert set_name(scored.codes) in note and "QU4TO point" in note
        if not any(s.cause == OUT for s in breakdown[seat]):
            assert "still held cards" in note
    assert any(
        "QU4TO point" in n for n in card.notes
    )  # this seed's round has one (else the test proves less)
    # the move list: one "+n QU4TO" mark per scoring play, one line per emptied hand, in this round
    lines = [str(line) for line in table.log]
    round_lines = lines[: lines.index("— Round 2 —")]
    fours = [s for seat in breakdown for s in seat if s.cause != OUT]
    outs = sorted((s for seat in breakdown for s in seat if s.cause == OUT), key=lambda s: s.place)
    marked = [line for line in round_lines if re.search(r" · \+\d+ QU4TO$", line)]
    assert len(marked) == len(fours) and all(
        set_name(s.codes) in m for s, m in zip(fours, marked, strict=True)
    )
    emptied = [line for line in round_lines if " empties the hand " in line]
    names = table.session.names()
    assert emptied == [f"{names[s.seat]} empties the hand {PLACES[s.place - 1]} · +{s.points}" for s in outs]
    # at 100 % and 150 % text the card gets all the height its words and buttons need (nothing under a button)
    for percent in (100, 150):
        app.set_text_size(percent)
        step(app, frames=2)
        view = table.view
        box = view.place.box(view, app.screen, card)
        assert table.summary is card and card.height(app.theme, box.w, view.px) <= box.h, percent
