"""QU4TO turns and scoring: leads, beats, passes, QU4TO points, going out, reshuffles, rounds and the match end."""

from __future__ import annotations

import random

import pytest
from qu4to_helpers import codes, play, position

from game.rules.errors import IllegalMove
from game.rules.qu4to.cards import KIND_OF_CHAR, QU4TO
from game.rules.qu4to.moves import DRAW, PASS, Play, Rotate, parse_move
from game.rules.qu4to.state import HAND_SIZE, Qu4toState


def test_deal_sizes_and_orientation_choices_come_first() -> None:
    for players, size in ((2, 14), (3, 12), (4, 11), (5, 10)):
        state = Qu4toState(random.Random(players), players, first_leader=1)
        assert state.sizes == [size] * players == [HAND_SIZE[players]] * players
        assert len(state.deck) == 60 - players * size
        assert state.phase == "orient" and state.turn == 1
        for seat in [*range(1, players), 0]:  # clockwise from the Leader
            assert state.current_players() == (seat,)
            state.play(parse_move("orient blue"), seat)
        assert state.phase == "play" and state.turn == 1
        assert all(sum(h[0::2]) == 0 for h in state.hands)  # every card is held blue-up now


def test_beating_with_a_4_scores_a_qu4to_point() -> None:
    state = position(["5g 9g", "4g 7g", "1g 2g", "1g 3g"], turn=1, table="3g", leader=0)
    play(state, "play 4g")
    assert state.scores == [0, 1, 0, 0] and state.leader == 1
    assert state.discard == [KIND_OF_CHAR["3"]]  # the beaten set went to the discard pile


def test_leading_a_4_onto_an_empty_table_scores_nothing() -> None:
    state = position(["4g 9g", "1g 7g", "1g 2g"], turn=0)
    play(state, "play 4g")
    assert state.scores == [0, 0, 0]


def test_a_run_with_a_4_scores_too() -> None:
    state = position(["5g 9g", "3g 4g 5g 9g", "1g 2g"], turn=1, table="1g 2g 3g", leader=0)
    play(state, "play 3g-4g-5g")
    assert state.scores == [0, 1, 0]


@pytest.mark.parametrize(("option", "points"), [("set", 1), ("four", 2)])
def test_qu4to_point_per_set_or_per_4(option: str, points: int) -> None:
    state = position(["5g 9g", "4g 4b 7g", "1g 2g"], turn=1, table="3g 3g", leader=0, qu4to_point=option)
    play(state, "play 4g-4b")
    assert state.scores == [0, points, 0]


def test_two_players_score_no_qu4to_points() -> None:
    state = position(["4g 7g", "2g 9g"], turn=0, table="2g", leader=1)
    play(state, "play 4g")
    assert state.scores == [0, 0]


def test_when_everyone_else_passed_the_leader_discards_and_leads_again() -> None:
    state = position(["5g 9g 10g", "1g 7g", "1g 2g"], turn=0, deck="12")
    play(state, "play 5g", "rotate 1g", "draw", "keep blue")
    assert state.turn == 0 and state.table == () and state.leader is None
    assert state.discard == [KIND_OF_CHAR["5"]]
    assert all(type(m) is Play for m in state.legal_moves())  # a starting Leader must lead


def test_a_starting_leader_cannot_pass() -> None:
    state = position(["5g 9g", "1g 7g", "1g 2g"], turn=0)
    before = state.record()
    for move in ("rotate 5g", "draw", "pass"):
        with pytest.raises(IllegalMove, match="Leader starting a turn"):
            state.play(parse_move(move))
    assert state.record() == before and state.hands[0] == _hand("5g 9g")


def _hand(text: str) -> list[int]:
    from game.rules.qu4to.cards import count_codes

    return count_codes(codes(text))


def test_emptying_your_hand_scores_and_sits_out_and_the_next_player_with_cards_leads() -> None:
    state = position(["9g", "1g 7g", "1g 2g", "1g 3g"], turn=0, table="5g", leader=3, deck="123")
    play(state, "play 9g")
    assert state.scores == [3, 0, 0, 0] and state.finished == [0]  # three players still hold cards
    play(state, "rotate 1g", "rotate 1g", "rotate 1g")  # seats 1, 2, 3 pass
    assert state.turn == 1 and state.table == ()  # seat 0's set was discarded; seat 1 is next clockwise
    assert KIND_OF_CHAR["9"] in state.discard
    play(state, "play 11b", "rotate 2g", "rotate 3g")
    assert state.turn == 1  # seat 0 is skipped while it sits out


def test_only_4s_in_hand_must_draw() -> None:
    state = position(["5g 9g", "4g 4g", "1g 2g"], turn=1, table="9g 9g 9g", leader=0, deck="57")
    assert state.legal_moves() == [DRAW]
    with pytest.raises(IllegalMove, match="cannot be rotated"):
        state.play(Rotate(QU4TO * 2))


def test_an_empty_deck_is_refilled_from_the_discard_without_its_4s() -> None:
    state = position(["5g 9g", "1g 7g", "1g 2g"], turn=1, table="9g", leader=0, discard="4574")
    play(state, "draw")
    assert state.out == [QU4TO, QU4TO] and state.discard == []
    assert sorted([state.pending, *state.deck]) == sorted([KIND_OF_CHAR["5"], KIND_OF_CHAR["7"]])
    play(state, "keep green")
    assert state.sizes[1] == 3


def test_with_nothing_to_draw_the_pass_is_free() -> None:
    state = position(["5g 9g", "4g 7g", "1g 2g"], turn=1, table="9g 9g", leader=0, discard="44")
    moves = state.legal_moves()
    assert PASS in moves and DRAW not in moves and Rotate(codes("7g")[0]) in moves
    with pytest.raises(IllegalMove, match="free"):
        state.play(DRAW)
    play(state, "pass")
    assert state.turn == 2 and state.sizes[1] == 2 and state.hands[1] == _hand("4g 7g")


def test_passing_is_never_free_while_cards_can_be_drawn() -> None:
    state = position(["5g 9g", "4g 7g", "1g 2g"], turn=1, table="9g 9g", leader=0, deck="3")
    assert PASS not in state.legal_moves()
    with pytest.raises(IllegalMove, match="never free"):
        state.play(PASS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_going_out_scores_one_point_per_player_still_holding_cards(players: int) -> None:
    singles = ["1g", "2g", "3g", "5g"][: players - 1]
    state = position([*singles, "6g 7g"], turn=0)
    for single in singles:
        play(state, f"play {single}")
    assert state.history[0] == [*range(players - 1, 0, -1), 0]  # 2p: 1; 3p: 2 1; 4p: 3 2 1; 5p: 4 3 2 1
    assert state.round_no == 2 or state.is_terminal


def test_the_round_ends_at_once_when_one_player_holds_cards() -> None:
    state = position(["5g", "9g", "1g 2g"], turn=0)
    play(state, "play 5g", "play 9g")
    assert state.history == [[2, 1, 0]] and state.round_no == 2 and state.phase == "orient"
    assert state.sizes == [12, 12, 12]  # a new deal


def test_match_end_tie_goes_to_who_emptied_first_in_the_last_round() -> None:
    state = position(["5g", "9g", "1g 2g"], turn=0)
    state.round_no, state.scores = 3, [5, 6, 7]
    play(state, "play 5g", "play 9g")
    assert state.scores == [7, 7, 7] and state.is_terminal
    assert state.winner == 0 and state.ranking() == [0, 1, 2]
    assert state.returns() == [1.0, 0.0, 0.0] and state.current_players() == () and state.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        state.play(PASS)


def test_fewest_points_leads_the_next_round_tie_to_who_emptied_last_or_not_at_all() -> None:
    state = position(["5g", "9g", "1g 2g", "3g 3g"], turn=0)
    state.scores, state.last_finish = [3, 3, 5, 2], [0, 1, 2, 3]
    assert state.next_leader() == 3
    state.scores, state.last_finish = [2, 2, 5, 6], [0, 2, 3, 1]
    assert state.next_leader() == 1  # seat 1 held cards at the end; seat 0 went out first
    state.scores, state.last_finish = [2, 2, 5, 6], [1, 0, 2, 3]
    assert state.next_leader() == 0  # both went out; seat 0 later
    play(state, "play 5g", "play 9g")  # seat 0 +3, seat 1 +2, then seat 2 and 3 still hold cards
    assert state.round_no == 1


def test_two_player_variant_first_out_scores_the_other_leads_first_to_two_wins() -> None:
    state = Qu4toState(random.Random(5), 2)
    assert state.sizes == [14, 14]
    state = position(["4g", "3g 7g"], turn=0, table="2g", leader=1)
    play(state, "play 4g")
    assert state.history == [[1, 0]] and state.scores == [1, 0] and state.round_no == 2
    assert state.round_leader == 1 and state.turn == 1  # the player who did not empty leads
    state = position(["4g", "3g 7g"], turn=0, table="2g", leader=1)
    state.scores = [1, 1]
    play(state, "play 4g")
    assert state.is_terminal and state.winner == 0 and state.scores == [2, 1]


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("play 5g", "does not beat the leading set 6"),
        ("play 5g-7g", "not a set"),
        ("play 2g-2g", "do not hold"),
        ("rotate 4g", "cannot be rotated"),
        ("rotate 11g", "do not hold"),
        ("keep blue", "play a set or pass"),
        ("orient green", "play a set or pass"),
    ],
)
def test_bad_actions_raise_a_readable_sentence_and_change_nothing(move: str, message: str) -> None:
    state = position(["5g 9g", "4g 5g 7g", "1g 2g"], turn=1, table="6g", leader=0, deck="12")
    before = (state.record(), [list(h) for h in state.hands], list(state.deck), state.table, state.turn)
    with pytest.raises(IllegalMove, match=message):
        state.play(parse_move(move))
    assert (state.record(), state.hands, state.deck, state.table, state.turn) == before


def test_wrong_seat_and_wrong_phase_are_refused() -> None:
    state = Qu4toState(random.Random(1), 3, first_leader=0)
    with pytest.raises(IllegalMove, match="green-up or blue-up"):
        state.play(DRAW)
    with pytest.raises(IllegalMove, match="seat 0's turn"):
        state.play(parse_move("orient green"), 2)
    assert state.legal_moves(2) == []
