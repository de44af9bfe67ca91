"""A SET table session in Set-Chain and UltraSet: the setup names the mode (and its catalog entry), bots call
answers of the mode, a wrong call says why in the mode's words, a saved table resumes with its chain, hints
reveal up to a whole answer, and older setups read as before."""

from __future__ import annotations

import random

import pytest

from game.play.seats import Seat
from game.play.setgame.session import SetSession
from game.play.setgame.setup import SetSetup
from game.rules.setgame.modes import is_answer


@pytest.mark.parametrize(
    ("mode", "key"), [("chain", "set-chain"), ("ultra", "set-ultra"), ("classic", "set")]
)
def test_the_setup_plays_the_mode_under_its_catalog_entry(mode, key):
    setup = SetSetup(seats=[Seat("human"), Seat("computer", "hard")], mode=mode)
    assert setup.game_key == key and setup.rules_mode == mode
    again = SetSetup.from_json(setup.to_json())
    assert again.mode == mode and again.players == 2, "the modes keep their seats (practice would not)"
    assert SetSession(setup, random.Random(1)).state.mode == mode


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_bots_play_the_mode_and_a_saved_table_resumes_with_its_chain(mode):
    setup = SetSetup(seats=[Seat("computer", "lightning"), Seat("computer", "hard")], mode=mode)
    s = SetSession(setup, random.Random(2))
    while len([e for e in s.state.events if e.kind == "take"]) < 3:
        s.tick(0.05)
        for seat, claim in s.bot_claims(0.05):
            if all(s.pickable(c) for c in claim.cards):
                out = s.claim(seat, claim.cards)
                if out.kind == "take":
                    assert is_answer(mode, tuple(sorted(claim.cards)))
    back = SetSession.from_json(s.to_json(), random.Random(3))
    assert back.state.to_json() == s.state.to_json() and back.chain == s.chain
    assert back.mode == mode and set(back.bots) == {0, 1}
    if mode == "chain":
        assert len(back.chain) == 3


def test_a_wrong_ultraset_call_says_why_and_hints_reveal_four_cards():
    s = SetSession(SetSetup(seats=[Seat("human")], mode="ultra"), random.Random(4))
    answers = set(s.sets_on_table())
    wrong = next(
        four
        for four in ((a, b, c, d) for a in s.table for b in s.table for c in s.table for d in s.table)
        if len(set(four)) == 4 and tuple(sorted(four)) not in answers
    )
    out = s.claim(0, wrong)
    assert out.kind == "wrong" and "Not an UltraSet" in out.text
    for _ in range(5):
        s.press_hint()
    assert len(s.hint) == 4 and tuple(sorted(s.hint)) in answers


def test_the_review_of_a_set_chain_game_counts_a_chained_set_missed_only_while_it_was_one():
    from game.ai.set_sim import play_game
    from game.play.history_records import record_text
    from game.play.setgame.review import read

    for seed in range(3):
        session = play_game(["medium", "easy"], seed, mode="chain")
        review = read(record_text(session.state, {"Seats": "medium,easy"}))
        assert session.state.is_terminal
        missed = [m for m in review.moments if m.kind == "missed"]
        # the game ended with no chained SET left: every missed one broke up at a take, none "lasted to the end"
        assert all(m.breaker is not None for m in missed)
        assert all(m.since is not None and m.at is not None and m.since <= m.at for m in missed)


@pytest.mark.parametrize(("mode", "answer"), [("ultra", "UltraSet"), ("chain", "SET"), ("classic", "SET")])
def test_the_review_summary_says_the_mode_s_own_answer(mode, answer):
    from game.ai.set_sim import play_game
    from game.play.history_records import record_text
    from game.play.setgame.review import find_summary, read

    text = record_text(play_game(["hard", "medium"], 4, mode=mode).state, {"Seats": "human,medium"})
    lines = find_summary(read(text), ["Ann", "Computer"])
    assert (
        lines[0]
        == f"Median time to find {'an' if answer == 'UltraSet' else 'a'} {answer}, by the table's size:"
    )


def test_an_ultraset_refusal_counts_four_cards_and_a_wrong_one_says_why_in_its_words():
    from game.play.setgame.words import why_not
    from game.rules.errors import IllegalMove
    from game.rules.setgame import SetOptions, SetState
    from game.rules.setgame.ultra import ultra_sets

    for mode, count in (("ultra", "four"), ("chain", "three")):
        state = SetState(random.Random(2), 1, SetOptions(mode=mode))
        with pytest.raises(IllegalMove) as refused:
            state.play((1, 2, 3, 4))  # type: ignore[arg-type]
        assert f"is not a claim of {count} cards" in str(refused.value)
    four = ultra_sets(list(range(20)))[0]
    assert why_not(four) == "" and why_not((0, 1, 2, 4)).startswith("Not an UltraSet:")
    assert why_not((0, 1, 3)).startswith("Not a SET:")
