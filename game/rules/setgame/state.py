"""The SET rules state: every seat looks at once, the first valid claim takes three cards.

Dealing follows ``dealing`` (shared with the simulator). A wrong call costs ``options.penalty`` points (never
below 0) and, with more than one seat, locks the caller out until the table next changes or the scene's timer
calls ``release``; if that would lock every seat, the lockout ends for all, so the game can never stall.
"""

from __future__ import annotations

import random
from typing import cast

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.base import GameState
from game.rules.errors import IllegalMove, NotationError
from game.rules.setgame import dealing, modes
from game.rules.setgame import record as set_record
from game.rules.setgame.cards import DECK, JUNIOR_DECK, format_card, format_cards
from game.rules.setgame.moves import MAX_PLAYERS, Claim, Event, SetOptions, check_at, parse_claim


class SetState(GameState[Claim]):
    """One game of SET for 1-4 seats; build it with ``SetState(rng, players, options)`` or ``new_game``."""

    family = "set"
    returns_sum = None

    def __init__(
        self,
        rng: random.Random | None = None,
        players: int = 1,
        options: SetOptions | None = None,
        *,
        deal: list[int] | tuple[int, ...] | None = None,
    ) -> None:
        if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
            raise ValueError(f"SET is played by 1 to {MAX_PLAYERS} players, not {players!r}.")
        self._options = options or SetOptions()
        deck = list(JUNIOR_DECK if self._options.junior else DECK)
        if deal is None:
            (rng or random.Random()).shuffle(deck)
        elif sorted(deal) != deck:
            raise NotationError(
                f"The deal must hold each of the {len(deck)} cards of this deck exactly once."
            )
        else:
            deck = list(deal)
        self._start = tuple(deck)
        self._players = players
        self._deck = deck
        self._table: list[int] = []
        self._chain: tuple[int, ...] = ()  # Set-Chain: the previous SET, apart from the table
        self._sets: list[tuple[int, ...]]
        if self._options.mode == "classic":
            self._sets = list(dealing.open_table(self._table, self._deck))
        else:
            self._sets = modes.open_table(self._options.mode, self._table, self._deck)
        self._scores = [0] * players
        self._taken: list[list[int]] = [[] for _ in range(players)]
        self._locked: set[int] = set()
        self._events: list[Event] = []
        self._moves = 0
        self._sampled = False

    # ---- what everyone sees ----------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self._players

    @property
    def options(self) -> SetOptions:
        return self._options

    @property
    def table(self) -> tuple[int, ...]:
        """The face-up cards in slot order (dealt-back cards take the slots of the cards taken)."""
        return tuple(self._table)

    @property
    def mode(self) -> str:
        """classic, chain (Set-Chain) or ultra (UltraSet)."""
        return self._options.mode

    @property
    def chain(self) -> tuple[int, ...]:
        """Set-Chain: the previous SET, which lies apart from the table (empty before the first SET)."""
        return self._chain

    @property
    def deck_size(self) -> int:
        return len(self._deck)

    @property
    def deck(self) -> tuple[int, ...]:
        """The face-down deck in dealing order (hidden from players: ``observation`` shows only its size)."""
        return tuple(self._deck)

    @property
    def is_sample(self) -> bool:
        """True for a ``determinize`` copy: its deck order is invented, so it cannot be saved."""
        return self._sampled

    @property
    def start(self) -> tuple[int, ...]:
        """The shuffled deck in dealing order at the start: with the events, it replays the game."""
        return self._start

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    def taken(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` has taken off the table, in the order taken: three per SET (four per UltraSet, two
        per chained SET after the first in Set-Chain)."""
        return tuple(self._taken[self._seat(seat)])

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def locked(self) -> frozenset[int]:
        """The seats locked out by a wrong call."""
        return frozenset(self._locked)

    @property
    def moves(self) -> int:
        """How many claims (takes and wrong calls) have been made."""
        return self._moves

    @property
    def sets_on_table(self) -> tuple[tuple[int, ...], ...]:
        """The answers the table holds: SETs (chained ones in Set-Chain), or UltraSets as four sorted cards."""
        return tuple(self._sets)

    @property
    def is_terminal(self) -> bool:
        return not self._sets and not self._deck

    def current_players(self) -> tuple[int, ...]:
        if self.is_terminal:
            return ()
        return tuple(s for s in range(self._players) if s not in self._locked)

    def winners(self) -> tuple[int, ...]:
        """The seats with the most points once the game is over (several on a tie); empty before."""
        if not self.is_terminal:
            return ()
        best = max(self._scores)
        return tuple(s for s, points in enumerate(self._scores) if points == best)

    def result(self) -> str:
        """``*`` while the game goes on, else "seat 0 wins" or "seats 0, 2 tie"."""
        winners = self.winners()
        if not winners:
            return "*"
        if len(winners) == 1:
            return f"seat {winners[0]} wins"
        return f"seats {', '.join(map(str, winners))} tie"

    def returns(self) -> list[float]:
        return [float(points) for points in self._scores]

    # ---- acting ----------------------------------------------------------------------------------------------

    def legal_moves(self, player: int | None = None) -> list[Claim]:
        """Every SET on the table as a Claim, for a seat that may call; a wrong call is legal too, but not listed."""
        if self.is_terminal:
            return []
        seat = self._acting_seat(player)
        if seat in self._locked:
            return []
        return [Claim(cards) for cards in self._sets]

    def play(self, move: Claim | str, player: int | None = None, *, at: float | None = None) -> None:
        """Claim table cards for ``player``: an answer of the mode (a SET; a chained SET; an UltraSet of four) is
        taken (+1), any other well-formed claim is a wrong call; a malformed one raises IllegalMove."""
        if self.is_terminal:
            raise IllegalMove(N_("The game is over: no more SETs can be claimed."))
        seat = self._acting_seat(player)
        mode = self._options.mode
        if mode == "classic":
            claim = self._check_claim(move)
            gone = claim.cards
        else:
            claim = self._read_claim(move)
            gone = modes.leaving(mode, claim.cards, self._table, self._chain)
        try:
            at = check_at(at)
        except NotationError as exc:
            raise IllegalMove(exc.sentence) from None
        if seat in self._locked:
            raise IllegalMove(
                N_("Seat {seat} is locked out after a wrong call until the table changes."), seat=seat
            )
        cards = claim.cards
        if modes.is_answer(mode, cards):
            before = set(self._table)
            if mode == "classic":
                a, b, c = cards
                classic = cast(list[tuple[int, int, int]], self._sets)
                self._sets = list(dealing.take(self._table, self._deck, (a, b, c), classic))
            else:
                self._chain = cards if mode == "chain" else ()
                self._sets = modes.take(mode, self._table, self._deck, gone, self._chain)
            dealt = tuple(card for card in self._table if card not in before)
            self._scores[seat] += 1
            self._taken[seat].extend(gone)
            self._locked.clear()
            event = Event(self._moves, seat, "take", cards, 1, dealt, at)
        else:
            event = Event(self._moves, seat, "wrong", cards, -self._penalise(seat), (), at)
        self._events.append(event)
        self._moves += 1

    def timeout(self, player: int, *, at: float | None = None) -> None:
        """``player`` buzzed (hot-seat) and named no SET in time: a wrong call without cards (penalty, lockout)."""
        if self.is_terminal:
            raise IllegalMove(N_("The game is over: no more SETs can be claimed."))
        seat = self._seat(player)
        try:
            at = check_at(at)
        except NotationError as exc:
            raise IllegalMove(exc.sentence) from None
        if seat in self._locked:
            raise IllegalMove(
                N_("Seat {seat} is locked out after a wrong call until the table changes."), seat=seat
            )
        self._events.append(Event(self._moves, seat, "timeout", (), -self._penalise(seat), (), at))
        self._moves += 1

    def _penalise(self, seat: int) -> int:
        """A wrong call's cost: the penalty (never below 0 points) and, with others at the table, a lockout."""
        lost = min(self._options.penalty, self._scores[seat])
        self._scores[seat] -= lost
        if self._players > 1:
            self._locked.add(seat)
            if len(self._locked) == self._players:  # nobody left to play: everyone may call again
                self._locked.clear()
        return lost

    def release(self, player: int, *, at: float | None = None) -> bool:
        """End ``player``'s lockout (the scene's timer ran out); False when it was not locked out."""
        seat = self._seat(player)
        try:
            at = check_at(at)
        except NotationError as exc:
            raise IllegalMove(exc.sentence) from None
        if seat not in self._locked:
            return False
        self._locked.discard(seat)
        self._events.append(Event(self._moves, seat, "release", at=at))
        return True

    def _seat(self, player: object) -> int:
        if type(player) is not int or not 0 <= player < self._players:
            raise IllegalMove(
                N_("There is no seat {seat} at this table of {players}."),
                seat=repr(player),
                players=self._players,
            )
        return player

    def _acting_seat(self, player: int | None) -> int:
        if player is None:
            if self._players > 1:
                raise IllegalMove(N_("Everyone may call at once in SET: say which seat claims."))
            return 0
        return self._seat(player)

    def _read_claim(self, move: object) -> Claim:
        """``move`` as a Claim (parsed from text); IllegalMove for anything that is not a claim."""
        if isinstance(move, str):
            try:
                move = parse_claim(move)
            except NotationError as exc:
                raise IllegalMove(exc.sentence) from None
        if not isinstance(move, Claim) or not all(type(c) is int for c in move.cards):
            if self._options.mode == "ultra":  # the mode's own words: an UltraSet is claimed with four
                raise IllegalMove(N_("{move} is not a claim of four cards."), move=repr(move))
            raise IllegalMove(N_("{move} is not a claim of three cards."), move=repr(move))
        return move

    def _check_claim(self, move: object) -> Claim:
        if isinstance(move, str):
            try:
                move = parse_claim(move)
            except NotationError as exc:
                raise IllegalMove(exc.sentence) from None
        if not isinstance(move, Claim):
            raise IllegalMove(N_("{move} is not a claim of three cards."), move=repr(move))
        cards = move.cards
        if len(cards) != 3 or not all(type(c) is int for c in cards) or len(set(cards)) != 3:
            raise IllegalMove(N_("A claim names three different cards from the table."))
        on_table = set(self._table)
        for card in cards:
            if card not in on_table:
                shown = format_card(card) if 0 <= card < 81 else repr(card)
                raise IllegalMove(N_("{card} is not on the table."), card=shown)
        return move

    # ---- views, copies and saving -----------------------------------------------------------------------------

    def observation(self, player: int) -> JSON:
        """The table, scores and log as ``player`` sees them: the deck's size, never its order."""
        seat = self._seat(player)
        return {
            "family": self.family,
            "seat": seat,
            "players": self._players,
            "options": self._options.to_json(),
            "mode": self._options.mode,
            "chain": [format_card(c) for c in self._chain],
            "table": [format_card(c) for c in self._table],
            "deck_size": len(self._deck),
            "scores": list(self._scores),
            "taken": [format_cards(cards) for cards in self._taken],
            "locked": sorted(self._locked),
            "current_players": list(self.current_players()),
            "moves": self._moves,
            "events": [e.to_json() for e in self._events],
            "is_terminal": self.is_terminal,
        }

    def copy(self) -> SetState:
        """An independent copy (search, previews); it shares nothing mutable with this state."""
        other = object.__new__(SetState)
        other.__dict__.update(self.__dict__)
        other._deck = list(self._deck)
        other._table = list(self._table)
        other._sets = list(self._sets)
        other._scores = list(self._scores)
        other._taken = [list(cards) for cards in self._taken]
        other._locked = set(self._locked)
        other._events = list(self._events)
        return other

    def determinize(self, player: int, rng: random.Random) -> SetState:
        """A copy whose face-down deck is reshuffled: what ``player`` cannot tell from this game."""
        self._seat(player)
        other = self.copy()
        rng.shuffle(other._deck)
        other._sampled = True
        return other

    def to_json(self) -> JSON:
        return set_record.state_to_json(self)

    @classmethod
    def from_json(cls, data: JSON | str) -> SetState:
        return set_record.state_from_json(cls, data)

    def record(self) -> str:
        return set_record.record(self)

    @classmethod
    def replay(cls, text: str) -> SetState:
        return set_record.replay(cls, text)

    def __repr__(self) -> str:
        return (
            f"<SetState {self._players}p table={format_cards(self._table)} deck={len(self._deck)} "
            f"scores={self._scores} {self.result()}>"
        )
