"""The QU4TO match: deal, orientation choices, leads, beats and passes, scoring, rounds, and the match end.

Hands are counts per held card (``cards.py``), piles are lists of kinds, and moves are interned, so a computer-only
match costs a few milliseconds. Seats act one at a time (``turn``); shuffles come from the injected RNG, or from a
script of card orders when a record is replayed.
"""

from __future__ import annotations

import random
from typing import ClassVar, Unpack

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.base import GameState
from game.rules.errors import IllegalMove, NotationError
from game.rules.qu4to.cards import (
    CODE_TEXT,
    FULL_DECK,
    KIND_CHARS,
    NUM_CODES,
    QU4TO,
    SET_STRENGTH,
    VALUE,
    canon,
    count_codes,
    playable,
    set_name,
)
from game.rules.qu4to.deal import FOURS, HAND_SIZE, ROUNDS, Qu4toOptions, check_options
from game.rules.qu4to.moves import (
    DRAW,
    KEEP,
    ORIENT,
    PASS,
    ROTATE,
    Draw,
    Keep,
    Move,
    Orient,
    Pass,
    Play,
    Rotate,
    play_of,
)
from game.rules.qu4to.record import replay_record, state_from_json, state_to_json, write_record
from game.rules.qu4to.refusals import (
    NO_FREE_PASS,
    NOT_A_SET,
    NOT_BEATEN,
    NOT_HELD,
    SCRIPT_MISSING,
    SCRIPT_WRONG,
    beat_gap,
)
from game.rules.qu4to.views import determinize, observation


class Qu4toState(GameState[Move]):
    """One QU4TO match for 2–5 seats; ``play`` raises IllegalMove and changes nothing for a bad action."""

    family: ClassVar[str] = "qu4to"
    returns_sum: ClassVar[float | None] = 1.0

    def __init__(
        self,
        rng: random.Random,
        players: int = 4,
        qu4to_point: str = "set",
        first_leader: int | None = None,
        script: list[list[int]] | None = None,
        log: bool = True,
    ) -> None:
        first_leader = check_options(players, qu4to_point, first_leader, rng)
        self.rng = rng
        self.players = players
        self.qu4to_point = qu4to_point
        self.first_leader = first_leader
        self.script = script
        self.log: list[str] | None = [] if log else None
        self.scores = [0] * players
        self.history: list[list[int]] = []
        self.last_finish: list[int] = []
        self.round_no = 0
        self.turns = 0
        self.winner: int | None = None
        self._deal(first_leader)

    # ----- the protocol ------------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.players

    def current_players(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        """1 for the match winner and 0 for the others; all 0 until the match ends (scores are ``scores``)."""
        return [1.0 if seat == self.winner else 0.0 for seat in range(self.players)]

    def legal_moves(self, player: int | None = None) -> list[Move]:
        if self.phase == "over" or (player is not None and player != self.turn):
            return []
        if self.phase == "orient":
            return list(ORIENT)
        if self.phase == "keep":
            return list(KEEP)
        hand = self.hands[self.turn]
        moves: list[Move] = [play_of(codes) for codes in playable(hand, self.table_strength)]
        if self.table:
            moves.extend(ROTATE[c] for c in range(QU4TO * 2) if hand[c])
            moves.append(DRAW if self.can_draw() else PASS)
        return moves

    def play(self, move: Move, player: int | None = None) -> None:
        if self.phase == "over":
            raise IllegalMove(N_("The match is over; no more moves can be made."))
        seat = self.turn
        if player is not None and player != seat:
            raise IllegalMove(N_("It is seat {seat}'s turn, not seat {player}'s."), seat=seat, player=player)
        if self.phase == "orient":
            if type(move) is not Orient:
                raise IllegalMove(N_("First choose to hold your cards green-up or blue-up."))
            self._orient(seat, move.up)
            return
        if self.phase == "keep":
            if type(move) is not Keep:
                raise IllegalMove(N_("Choose how to hold the card you drew: green-up or blue-up."))
            self._keep(seat, move.up)
            return
        if type(move) is Play:
            self._play(seat, canon(move.codes), move)
            return
        if type(move) not in (Rotate, Draw, Pass):
            raise IllegalMove(N_("{move} is not a move you can make now: play a set or pass."), move=move)
        if not self.table:
            raise IllegalMove(N_("You are the Leader starting a turn: lead a set; you cannot pass."))
        if type(move) is Rotate:
            self._rotate(seat, move.code, move)
        elif type(move) is Draw:
            self._draw(seat)
        elif self.can_draw():
            raise IllegalMove(NO_FREE_PASS)
        else:
            self._done(seat, PASS)

    # ----- saves, records and views (record.py, views.py) -----------------------------------------------------

    def to_json(self) -> JSON:
        return state_to_json(self)

    @classmethod
    def from_json(cls, data: JSON | str) -> Qu4toState:
        return state_from_json(cls, data)

    def record(self) -> str:
        return write_record(self)

    @classmethod
    def replay(cls, text: str) -> Qu4toState:
        return replay_record(cls, text)

    def observation(self, player: int) -> JSON:
        return observation(self, player)

    def determinize(self, player: int, rng: random.Random) -> Qu4toState:
        return determinize(self, player, rng)

    # ----- helpers the bots and views use ------------------------------------------------------------------

    def can_draw(self) -> bool:
        """A card can be drawn: the deck has cards, or the discard has cards other than 4s to reshuffle."""
        return bool(self.deck) or self.plain_discards > 0

    def hand_codes(self, seat: int) -> list[int]:
        """The held cards of ``seat``, in code order (the view sorts them as it likes)."""
        return [c for c in range(NUM_CODES) for _ in range(self.hands[seat][c])]

    def holders(self) -> int:
        """How many players still hold cards this round."""
        return sum(1 for n in self.sizes if n)

    def copy(self, log: bool = True) -> Qu4toState:
        """An independent copy (same RNG state); ``log=False`` drops the record for fast playouts."""
        new = object.__new__(Qu4toState)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random.__new__(random.Random)  # skips seeding from the OS: a copy costs microseconds
        new.rng.setstate(self.rng.getstate())
        new.script = None if self.script is None else [list(o) for o in self.script]
        new.log = list(self.log) if (log and self.log is not None) else None
        new.scores = list(self.scores)
        new.history = [list(r) for r in self.history]
        new.last_finish = list(self.last_finish)
        new.hands = [list(h) for h in self.hands]
        new.sizes = list(self.sizes)
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.out = list(self.out)
        new.ups = list(self.ups)
        new.finished = list(self.finished)
        new.round_points = list(self.round_points)
        return new

    # ----- round flow ----------------------------------------------------------------------------------------

    def _shuffled(self, cards: list[int], what: str) -> list[int]:
        """A shuffle from the RNG, or the next order of a replayed record (checked to be these cards)."""
        if self.script is None:
            self.rng.shuffle(cards)
            return cards
        if not self.script:
            raise NotationError(SCRIPT_MISSING[what])
        order = self.script.pop(0)
        if sorted(order) != sorted(cards):
            raise NotationError(SCRIPT_WRONG[what])
        return list(order)

    def _deal(self, leader: int) -> None:
        self.round_no += 1
        order = self._shuffled(list(FULL_DECK), "deal")
        size = HAND_SIZE[self.players]
        self.hands = [
            count_codes(k * 2 for k in order[i * size : (i + 1) * size]) for i in range(self.players)
        ]
        self.sizes = [size] * self.players
        self.deck = order[self.players * size :][::-1]  # the top of the deck is the end of the list
        self.discard: list[int] = []
        self.plain_discards = 0
        self.out: list[int] = []
        self.table: tuple[int, ...] = ()
        self.table_strength = -1
        self.leader: int | None = None
        self.pending: int | None = None
        self.ups: list[int | None] = [None] * self.players
        self.finished: list[int] = []
        self.round_points = [0] * self.players
        self.round_leader = leader
        self.turn = leader
        self.phase = "orient"
        if self.log is not None:
            self.log.append(f"round {self.round_no} leader {leader}")
            self.log.append("deal " + "".join(KIND_CHARS[k] for k in order))

    def _note(self, seat: int, move: Move) -> None:
        if self.log is not None:
            self.log.append(f"{seat} {move}")

    def _done(self, seat: int, move: Move) -> None:
        """A turn that leaves the table as it is (a rotate, a kept card, a pass) is noted and moves on."""
        self._note(seat, move)
        self.turns += 1
        self._advance(seat)

    def _score(self, seat: int, points: int, why: str) -> None:
        self.scores[seat] += points
        self.round_points[seat] += points
        if self.log is not None:
            self.log.append(f"{seat} {why} +{points}")

    def _orient(self, seat: int, up: int) -> None:
        if up:
            hand = self.hands[seat]
            self.hands[seat] = [0 if c & 1 == 0 else hand[c - 1] for c in range(NUM_CODES)]
        self.ups[seat] = up
        self._note(seat, ORIENT[up])
        nxt = (seat + 1) % self.players
        self.turn = nxt
        if nxt == self.round_leader:
            self.phase = "play"

    def _play(self, seat: int, codes: tuple[int, ...], move: Move) -> None:
        hand = self.hands[seat]
        for c in set(codes):
            if hand[c] < codes.count(c):
                raise IllegalMove(NOT_HELD, card=CODE_TEXT[c], count=codes.count(c))
        name = set_name(codes)
        strength = SET_STRENGTH.get(tuple(sorted(VALUE[c] for c in codes)))
        if strength is None:
            raise IllegalMove(NOT_A_SET, set=name)
        if self.table and strength <= self.table_strength:
            gap = beat_gap(tuple(VALUE[c] for c in codes), tuple(VALUE[c] for c in self.table))
            raise IllegalMove(NOT_BEATEN[gap], set=name, leading=set_name(self.table))
        for c in codes:
            hand[c] -= 1
        self.sizes[seat] -= len(codes)
        beating = bool(self.table)
        self._clear_table()
        self.table, self.table_strength, self.leader = codes, strength, seat
        self._note(seat, move if type(move) is Play and move.codes == codes else play_of(codes))
        self.turns += 1
        fours = sum(1 for c in codes if c >= FOURS[0])
        if beating and fours and self.players > 2:
            self._score(seat, 1 if self.qu4to_point == "set" else fours, "qu4to")
        if not self.sizes[seat]:
            self.finished.append(seat)
            holding = self.holders()
            self._score(seat, holding, "out")
            if holding <= 1:
                self._end_round()
                return
        self._advance(seat)

    def _rotate(self, seat: int, code: int, move: Move) -> None:
        if not 0 <= code < NUM_CODES:
            raise IllegalMove(N_("That card does not exist."))
        if code in FOURS:
            raise IllegalMove(N_("QU4TO cards (the 4s) cannot be rotated: rotate another card or draw."))
        hand = self.hands[seat]
        if not hand[code]:
            raise IllegalMove(N_("You do not hold {card}, so you cannot rotate it."), card=CODE_TEXT[code])
        hand[code] -= 1
        hand[code ^ 1] += 1
        self._done(seat, move)

    def _draw(self, seat: int) -> None:
        if not self.can_draw():
            raise IllegalMove(N_("The deck and the discard pile are empty, so this pass is free: pass."))
        self._note(seat, DRAW)
        if not self.deck:
            self._reshuffle()
        self.pending = self.deck.pop()
        self.phase = "keep"

    def _keep(self, seat: int, up: int) -> None:
        kind = self.pending
        if kind is None:  # the keep phase always has a drawn card waiting
            raise IllegalMove(N_("There is no drawn card to keep."))
        self.hands[seat][kind * 2 + up] += 1
        self.sizes[seat] += 1
        self.pending = None
        self.phase = "play"
        self._done(seat, KEEP[up])

    def _reshuffle(self) -> None:
        """The deck ran out: the QU4TO cards leave the discard pile, the rest is shuffled as the new deck."""
        fours = [k for k in self.discard if k == QU4TO]
        order = self._shuffled([k for k in self.discard if k != QU4TO], "reshuffle")
        self.out.extend(fours)
        self.discard = []
        self.plain_discards = 0
        self.deck = order[::-1]
        if self.log is not None:
            self.log.append("reshuffle " + "".join(KIND_CHARS[k] for k in order))

    def _clear_table(self) -> None:
        for c in self.table:
            self.discard.append(c >> 1)
            if c < FOURS[0]:
                self.plain_discards += 1
        self.table, self.table_strength, self.leader = (), -1, None

    def _advance(self, seat: int) -> None:
        """Turn passes clockwise to the next player holding cards; back at the Leader, the table is cleared."""
        sizes, n, i = self.sizes, self.players, seat
        while True:
            i = (i + 1) % n
            if i == self.leader:
                self._clear_table()  # everyone else passed: a Leader with cards leads again, else the next one
                if sizes[i]:
                    break
            elif sizes[i]:
                break
        self.turn = i

    def _end_round(self) -> None:
        holding = [s for s in range(self.players) if self.sizes[s]]
        self.last_finish = self.finished + holding
        self.history.append(list(self.round_points))
        if self.log is not None:
            self.log.append(f"round {self.round_no} end " + " ".join(map(str, self.round_points)))
        if max(self.scores) >= 2 if self.players == 2 else self.round_no >= ROUNDS:
            self.winner = self.ranking()[0]
            self.phase = "over"
            self.turn = -1
            if self.log is not None:
                self.log.append(f"winner {self.winner} scores " + " ".join(map(str, self.scores)))
            return
        self._deal(self.next_leader())

    def ranking(self) -> list[int]:
        """Seats from best to worst: more points first; a tie goes to who emptied their hand first last round."""
        place = {seat: i for i, seat in enumerate(self.last_finish)}
        return sorted(range(self.players), key=lambda s: (-self.scores[s], place.get(s, self.players)))

    def next_leader(self) -> int:
        """Fewest points leads; among the tied, who did not empty their hand or emptied it last."""
        if self.players == 2:
            return self.last_finish[-1]
        place = {seat: i for i, seat in enumerate(self.last_finish)}
        return min(range(self.players), key=lambda s: (self.scores[s], -place.get(s, self.players)))


def new_game(rng: random.Random, players: int = 4, **options: Unpack[Qu4toOptions]) -> Qu4toState:
    """The catalog's rules factory: options ``qu4to_point`` ("set" or "four") and ``first_leader``."""
    return Qu4toState(rng, players, **options)
