"""SET saves and records: round trips, and bad data refused with a readable NotationError (never a stray error)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from set_helpers import random_finished

from game.rules.errors import NotationError
from game.rules.setgame import Claim, SetState, format_card, is_set, new_game, parse_claim


def test_record_round_trip_of_finished_games():
    for seed in range(5):
        state = random_finished(seed, players=1 + seed % 4)
        text = state.record()
        again = SetState.replay(text)
        assert again.to_json() == state.to_json()
        assert again.events == state.events and again.scores == state.scores


def test_record_shape():
    state = new_game(random.Random(3), 2, penalty=2)
    claim = state.legal_moves(0)[0]
    state.play(claim, 1, at=2.25)
    text = state.record()
    lines = text.splitlines()
    assert lines[:4] == ['[Game "SET"]', '[Players "2"]', '[Deck "full"]', '[Penalty "2"]']
    assert lines[4] == '[Deal "' + " ".join(format_card(c) for c in state.start) + '"]'
    assert lines[5:7] == ['[Score "0 1"]', '[Result "*"]']
    assert lines[7] == "" and lines[8] == f"1. seat 1 take {str(claim)[6:]} @2.25"


def test_claim_notation_round_trips():
    claim = parse_claim("claim:3pod,1rso,2gtd")
    assert str(claim) == "claim:1rso,2gtd,3pod" and claim == Claim.of(*reversed(claim.cards))
    assert parse_claim("claim 1rso 2gtd 3pod") == parse_claim("1RSO,2gtd,3pod") == claim
    for bad in ("claim:1rso,2gtd", "claim:1rso,1rso,2gtd", "claim:1rso,2gtd,9zzz", "", 3):
        with pytest.raises(NotationError):
            parse_claim(bad)


def _record_with_events():
    state = new_game(random.Random(8), 2)
    state.play(state.legal_moves(0)[0], 0)
    rng = random.Random(1)
    while True:
        cards = rng.sample(state.table, 3)
        if not is_set(*sorted(cards)):
            break
    state.play(Claim(tuple(cards)), 1, at=4.0)
    state.release(1, at=6.5)
    state.play(state.legal_moves(1)[0], 1)
    return state, state.record().splitlines()


def test_record_with_wrong_call_and_release_replays():
    state, lines = _record_with_events()
    assert lines[-3].startswith("2. seat 1 wrong ") and lines[-3].endswith("@4.0")
    assert lines[-2] == "2. seat 1 release @6.5" and lines[-1].startswith("3. seat 1 take ")
    again = SetState.replay("# a comment\n" + "\n".join(lines) + "\n\n")
    assert again.events == state.events


def _broken(lines, index, new):
    lines = list(lines)
    lines[index] = new
    return "\n".join(lines)


@pytest.mark.parametrize(
    "where, change, message",
    [
        (1, '[Players "7"]', "line 2: Players"),
        (2, '[Deck "huge"]', "line 3: Deck"),
        (3, '[Penalty "x"]', "line 4: Penalty"),
        (4, '[Deal "1rso 2gtd"]', "line 5: The deal"),
        (5, '[Score "9 9"]', "line 6: the record says the score"),
        (6, '[Result "seat 1 wins"]', "line 7: the record says"),
        (-1, "3. seat 1 dance", "line 12: "),
        (-1, "4. seat 1 take 1rso,2gtd,3pod", "line 12: the event is numbered 4"),
        (-1, "3. seat 5 take 1rso,2gtd,3pod", "line 12: There is no seat 5"),
        (-2, "2. seat 0 release", "line 11: seat 0 is not locked out"),
        (-3, "2. seat 1 wrong 1rso,2gtd", "line 10: a wrong names three cards"),
        (-3, "2. seat 1 wrong 1rso,2gtd,3pod @soon", "line 10: "),
    ],
)
def test_bad_records_name_the_line(where, change, message):
    _state, lines = _record_with_events()
    assert len(lines) == 12
    with pytest.raises(NotationError, match=message):
        SetState.replay(_broken(lines, where, change))


def test_record_kind_must_match_what_the_cards_are():
    state, lines = _record_with_events()
    wrong = lines[-3]
    take = lines[8]
    with pytest.raises(NotationError, match="line 10: .* is not a SET, but the record says take"):
        SetState.replay(_broken(lines, -3, wrong.replace(" wrong ", " take ")))
    with pytest.raises(NotationError, match="line 9: .* is a SET, but the record says wrong"):
        SetState.replay(_broken(lines, 8, take.replace(" take ", " wrong ")))
    with pytest.raises(NotationError, match="no Deal header"):
        SetState.replay("\n".join(line for line in lines if not line.startswith("[Deal")))
    with pytest.raises(NotationError, match="line 10: header Game comes after the first event"):
        SetState.replay("\n".join(lines[:9] + ['[Game "SET"]'] + lines[9:]))


def test_json_round_trip_and_string_form():
    state, _ = _record_with_events()
    data = state.to_json()
    assert data["format"] == "quadrille-set" and data["version"] == 1
    again = SetState.from_json(json.dumps(data))
    assert again.to_json() == data and again.events == state.events


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="quadrille-quarto"),
        lambda d: d.update(version=2),
        lambda d: d.update(players=9),
        lambda d: d.update(players="2"),
        lambda d: d.update(options={"junior": "yes"}),
        lambda d: d.update(options={"colour": 1}),
        lambda d: d.update(deal=d["deal"][:-1]),
        lambda d: d.update(deal=[*d["deal"][:-1], d["deal"][0]]),
        lambda d: d.update(deal=None),
        lambda d: d.update(events="many"),
        lambda d: d["events"].append({"move": 3, "seat": 0, "kind": "fly"}),
        lambda d: d["events"].append("take"),
        lambda d: d["events"][0].update(points=5),
        lambda d: d["events"][0].update(cards=["1rso"]),
        lambda d: d["events"][1].update(at="noon"),
        lambda d: d.update(table=d["table"][::-1]),
        lambda d: d.update(scores=[5, 5]),
        lambda d: d.update(locked=[0]),
        lambda d: d.pop("deal"),
    ],
)
def test_bad_json_is_a_notation_error(change):
    state, _ = _record_with_events()
    data = state.to_json()
    change(data)
    with pytest.raises(NotationError):
        SetState.from_json(data)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"set"'])
def test_text_that_is_not_a_saved_game(text):
    with pytest.raises(NotationError):
        SetState.from_json(text)


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 90) | st.floats(allow_nan=True) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(
    key=st.sampled_from(["players", "options", "deal", "events", "table", "deck", "scores", "locked"]),
    value=_json,
)
def test_any_damaged_field_is_refused_cleanly(key, value):
    state, _ = _record_with_events()
    data = state.to_json()
    data[key] = value
    try:
        SetState.from_json(data)
    except NotationError:
        pass


@settings(max_examples=100, deadline=None)
@given(
    index=st.integers(0, 3),
    field=st.sampled_from(["move", "seat", "kind", "cards", "points", "dealt", "at"]),
    value=_json,
)
def test_any_damaged_event_is_refused_cleanly(index, field, value):
    state, _ = _record_with_events()
    data = state.to_json()
    data["events"][index][field] = value
    try:
        SetState.from_json(data)
    except NotationError:
        pass
