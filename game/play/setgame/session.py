"""A SET table in play, headless: the game clock, hot-seat buzzers, lockout timers, hints, bots and the puzzle.

Every claim goes through the rules engine (``SetState.play``); the session only keeps time. The scene calls
``tick(dt)`` each frame while the table is on top (so a pause or a save stops every clock) and reads back the
``ClaimOutcome`` of each claim to animate it (a call, its outcome and a seat's figures are ``calls.py``).
"""

from __future__ import annotations

import datetime
import random

from game.ai.set_ai import SetBot
from game.i18n import N_, _, ngettext
from game.jsondoc import JSON
from game.play.seats import Seat, seat_names
from game.play.setgame.calls import ClaimOutcome, SeatStats
from game.play.setgame.setup import SetSetup
from game.play.setgame.words import mode_why_not, why_not
from game.rules.errors import IllegalMove
from game.rules.setgame import Claim, SetState, all_sets, daily_puzzle, is_set, new_game, puzzle
from game.rules.setgame.cards import format_cards, parse_cards
from game.rules.setgame.modes import is_answer

LOCK_S = 5.0  # a wrong caller waits this long (or until the table changes) before calling again


class SetSession:
    """The game, its clocks and helpers; ``play``-like calls return a ``ClaimOutcome``, never raise for a player."""

    def __init__(self, setup: SetSetup, rng: random.Random, daily: datetime.date | None = None) -> None:
        self.setup = setup
        self.rng = rng
        self.clock = 0.0  # seconds of play (paused with the table)
        self.since_change = 0.0  # seconds since the table last changed (a SET's time)
        self.buzzer: int | None = None
        self.buzz_left = 0.0
        self.locks: dict[int, float] = {}
        self.stats = [SeatStats() for _ in setup.seats]
        self.hint: list[int] = []
        self.hinted = False
        self.hints = 0  # hint presses that showed a card, this game (the statistics count them)
        self.found: list[tuple[int, ...]] = []
        self.dealt_at: dict[int, float] = {}  # card -> the clock when it was dealt (cards dealt during play)
        self.puzzle_cards: tuple[int, ...] = ()
        self.state: SetState | None = None
        self.daily = ""  # the date whose puzzle this is (today's challenge), else ""
        if setup.mode == "puzzle":
            seed = setup.puzzle_seed
            self.puzzle_cards = puzzle(seed) if seed else daily_puzzle(daily)
            self.daily = "" if seed else (daily or datetime.date.today()).isoformat()
        else:
            self.state = new_game(rng, setup.players, junior=setup.junior, mode=setup.rules_mode)
        self.bots: dict[int, SetBot] = {}
        self.make_bots(autoplay=False)

    def make_bots(self, autoplay: bool) -> None:
        """A SetBot per computer seat (every seat under --autoplay), each with its own seeded random stream."""
        levels = {i: s.level for i, s in enumerate(self.setup.seats) if s.is_bot}
        if autoplay:
            pace = ("lightning", "hard", "medium", "hard")
            levels = {i: levels.get(i, pace[i]) for i in range(self.setup.players)}
        mode = self.setup.rules_mode
        self.bots = {i: SetBot(level, random.Random(self.rng.random()), mode) for i, level in levels.items()}

    # ---- what the table shows --------------------------------------------------------------------------------
    @property
    def puzzle(self) -> bool:
        return self.state is None

    @property
    def table(self) -> tuple[int, ...]:
        return self.puzzle_cards if self.state is None else self.state.table

    @property
    def chain(self) -> tuple[int, ...]:
        """Set-Chain: the previous SET, apart from the table (its cards may be picked); empty otherwise."""
        return () if self.state is None else self.state.chain

    @property
    def mode(self) -> str:
        """The rules' mode: classic (also practice and the puzzle), chain or ultra."""
        return self.setup.rules_mode

    @property
    def claim_size(self) -> int:
        """Cards a call names: four in UltraSet, else three."""
        return 4 if self.mode == "ultra" else 3

    def pickable(self, card: int) -> bool:
        """A card a player may pick now: on the table, or one of Set-Chain's previous SET."""
        return card in self.table or card in self.chain

    @property
    def deck_size(self) -> int:
        return 0 if self.state is None else self.state.deck_size

    @property
    def is_over(self) -> bool:
        if self.state is None:
            return len(self.found) == len(all_sets(self.puzzle_cards))
        return self.state.is_terminal

    def sets_on_table(self) -> list[tuple[int, ...]]:
        """The answers the table holds (SETs, chained SETs or UltraSets), less a puzzle's SETs found."""
        if self.state is None:
            return [s for s in all_sets(self.puzzle_cards) if s not in self.found]
        return list(self.state.sets_on_table)

    def score(self, seat: int) -> int:
        return len(self.found) if self.state is None else self.state.scores[seat]

    def locked(self, seat: int) -> bool:
        return self.state is not None and seat in self.state.locked

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def level(self, seat: int) -> str:
        bot = self.bots.get(seat)
        return bot.level.name if bot is not None else self.setup.seats[seat].level

    # ---- who is who ------------------------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The seats as every table's session names them (a hosted table writes its friends' names there)."""
        return self.setup.seats

    def names(self) -> list[str]:
        return seat_names(self.setup.seats)

    def name(self, seat: int) -> str:
        return self.names()[seat]

    def humans(self) -> list[int]:
        return self.setup.humans()

    @property
    def hot_seat(self) -> bool:
        return self.setup.hot_seat

    # ---- acting ------------------------------------------------------------------------------------------------
    def may_pick(self, seat: int) -> bool:
        """A human may pick cards now: solo tables always; hot-seat only while holding the buzzer."""
        if self.is_over or self.locked(seat):
            return False
        return not self.setup.hot_seat or self.buzzer == seat

    def buzz(self, seat: int) -> bool:
        """``seat`` presses its buzz key: exclusive selection for ``buzz_s`` seconds, when no one else holds it."""
        if self.is_over or self.buzzer is not None or self.locked(seat) or seat in self.bots:
            return False
        self.buzzer, self.buzz_left = seat, float(self.setup.buzz_s)
        return True

    def claim(self, seat: int, cards: tuple[int, ...], picking_since: float | None = None) -> ClaimOutcome:
        """``seat`` calls SET on three table cards. ``picking_since``: the clock at the caller's first pick; a
        wrong call with a card dealt after it is excused (the table changed under the player's hand). A call the
        rules refuse (another holds the buzzer, a card not on the table) raises IllegalMove."""
        name = self.name(seat)
        if self.buzzer is not None and self.buzzer != seat:
            raise IllegalMove(N_("{name} holds the buzzer."), name=self.name(self.buzzer))
        if self.buzzer == seat:
            self.buzzer = None
        if self.state is None:
            return self._puzzle_claim(seat, tuple(sorted(cards)))
        late = picking_since is not None and any(self.dealt_at.get(c, -1.0) > picking_since for c in cards)
        whole = len(set(cards)) == self.claim_size and all(self.pickable(c) for c in cards)
        if late and whole and not self._scores(cards):
            why = mode_why_not(self.mode, cards)
            return ClaimOutcome(
                "excused",
                seat,
                tuple(cards),
                _("{why} No penalty: a card was dealt while you picked.").format(why=why),
            )
        before = len(self.state.events)
        self.state.play(Claim(tuple(cards)), seat, at=round(self.clock, 3))
        event = self.state.events[before]
        if event.kind == "take":
            self.stats[seat].times.append(self.since_change)
            self._table_changed()
            for card in event.dealt:
                self.dealt_at[card] = self.clock
            took = _("{name} takes an UltraSet.") if self.mode == "ultra" else _("{name} takes a SET.")
            return ClaimOutcome("take", seat, event.cards, took.format(name=name), event.dealt)
        self.stats[seat].wrong += 1
        if seat in self.state.locked:
            self.locks[seat] = LOCK_S
        n = -event.points
        why = mode_why_not(self.mode, event.cards)
        if n:
            text = ngettext("{why} {name} loses {n} point.", "{why} {name} loses {n} points.", n)
        else:
            text = _("{why} {name} was wrong.")
        return ClaimOutcome("wrong", seat, event.cards, text.format(why=why, name=name, n=n))

    def _scores(self, cards: tuple[int, ...]) -> bool:
        """Whether ``cards`` (a whole claim of the mode) would score; a malformed chain claim never does."""
        if self.mode == "chain" and self.chain and sum(c in self.chain for c in cards) != 1:
            return False
        return is_answer(self.mode, tuple(sorted(cards)))

    def _puzzle_claim(self, seat: int, cards: tuple[int, ...]) -> ClaimOutcome:
        if not is_set(*cards):
            self.stats[seat].wrong += 1
            return ClaimOutcome("wrong", seat, cards, _("{why} Look again.").format(why=why_not(cards)))
        if cards in self.found:
            return ClaimOutcome("again", seat, cards, _("Found already — there are others."))
        self.found.append(cards)
        self.stats[seat].times.append(self.since_change)
        self.since_change = 0.0
        self.hint = []
        left = len(all_sets(self.puzzle_cards)) - len(self.found)
        text = _("A SET! {n} to go.").format(n=left) if left else _("All six found!")
        return ClaimOutcome("found", seat, cards, text)

    def timeout(self, seat: int, picked: tuple[int, ...]) -> ClaimOutcome:
        """The buzzer ran out: the engine's timeout (a wrong call without cards: penalty and lockout); the cards
        ``seat`` had picked shake, but the record does not pretend they were called."""
        self.buzzer = None
        name = self.name(seat)
        if self.state is None:  # the puzzle has no opponents to hand the turn to
            return ClaimOutcome("refused", seat, tuple(picked), _("Time is up."))
        before = len(self.state.events)
        try:
            self.state.timeout(seat, at=round(self.clock, 3))
        except IllegalMove as exc:
            return ClaimOutcome("refused", seat, tuple(picked), exc.for_player())
        event = self.state.events[before]
        self.stats[seat].wrong += 1
        if seat in self.state.locked:
            self.locks[seat] = LOCK_S
        if event.points:
            n = -event.points
            text = ngettext(
                "Time is up for {name} and loses {n} point.", "Time is up for {name} and loses {n} points.", n
            )
            return ClaimOutcome("wrong", seat, tuple(picked), text.format(name=name, n=n))
        return ClaimOutcome("wrong", seat, tuple(picked), _("Time is up for {name}.").format(name=name))

    def _table_changed(self) -> None:
        self.since_change = 0.0
        self.hint = []
        self.locks.clear()  # the engine ends every lockout when the table changes

    def press_hint(self) -> int | None:
        """Reveal one more card of a SET (up to three); the card, or None when there is nothing to show."""
        sets = self.sets_on_table()
        if not sets or len(self.hint) >= self.claim_size:
            return None
        target = next((s for s in sets if set(self.hint) <= set(s)), sets[0])
        if not set(self.hint) <= set(target):
            self.hint = []
        card = next(c for c in target if c not in self.hint)
        self.hint.append(card)
        self.hinted = True
        self.hints += 1
        return card

    # ---- time ----------------------------------------------------------------------------------------------------
    def tick(self, dt: float, picked: tuple[int, ...] = ()) -> list[ClaimOutcome]:
        """Advance the clocks by ``dt``: buzzer countdown (its timeout), lockouts (released), bots (their claims)."""
        if self.is_over:
            return []
        out: list[ClaimOutcome] = []
        self.clock += dt
        self.since_change += dt
        if self.buzzer is not None:
            self.buzz_left -= dt
            if self.buzz_left <= 0:
                out.append(self.timeout(self.buzzer, picked))
        for seat in list(self.locks):
            if self.state is None or seat not in self.state.locked:
                del self.locks[seat]
                continue
            self.locks[seat] -= dt
            if self.locks[seat] <= 0:
                del self.locks[seat]
                self.state.release(seat, at=round(self.clock, 3))
        return out

    def bot_claim(self, seat: int, dt: float) -> Claim | None:
        """Let ``seat``'s bot, when free, look at the table for ``dt`` seconds; the claim it calls (not yet played)."""
        bot = self.bots.get(seat)
        if bot is None or self.is_over or self.buzzer is not None or self.locked(seat):
            return None
        bot.see(self.table, self.chain)
        claim = bot.advance(dt)
        if claim is None or (self.state is None and claim.cards in self.found):
            return None  # a puzzle's bot keeps going through its pairs past the SETs already found
        if self.state is not None:
            bot.reset(())  # looks again once the claim is settled
        return claim

    def bot_claims(self, dt: float) -> list[tuple[int, Claim]]:
        """Every bot's ``bot_claim`` for ``dt`` seconds, in seat order."""
        calls = []
        for seat in list(self.bots):
            claim = self.bot_claim(seat, dt)
            if claim is not None:
                calls.append((seat, claim))
        return calls

    # ---- saving ------------------------------------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "setup": self.setup.to_json(),
            "state": None if self.state is None else self.state.to_json(),
            "puzzle": format_cards(self.puzzle_cards),
            "found": [format_cards(f) for f in self.found],
            "clock": round(self.clock, 3),
            "since_change": round(self.since_change, 3),
            "locks": {str(k): round(v, 3) for k, v in self.locks.items()},
            "stats": [s.to_json() for s in self.stats],
            "hinted": self.hinted,
            "hints": self.hints,
            **({"daily": self.daily} if self.daily else {}),
        }

    @classmethod
    def new(cls, setup: JSON | None, rng: random.Random) -> SetSession:
        """A new game of ``setup`` (a setup screen's JSON; the defaults where it is missing or damaged)."""
        return cls(SetSetup.from_json(setup), rng)

    @classmethod
    def from_json(cls, data: object, rng: random.Random) -> SetSession:
        """The saved table, with every timer where it stopped; ValueError (or a NotationError) if damaged."""
        if not isinstance(data, dict):
            raise ValueError("not a saved SET table")
        setup = SetSetup.from_json(data.get("setup"))
        session = cls.__new__(cls)
        session.setup, session.rng = setup, rng
        session.state = None if data.get("state") is None else SetState.from_json(data["state"])
        session.puzzle_cards = tuple(parse_cards(data.get("puzzle", "")))
        daily = data.get("daily")
        session.daily = daily if isinstance(daily, str) and session.state is None else ""
        if session.state is None and len(session.puzzle_cards) != 12:
            raise ValueError("the saved puzzle has no table")
        if session.state is not None and session.state.num_players != setup.players:
            raise ValueError("the saved seats do not match the game")
        session.found = [tuple(parse_cards(f)) for f in data.get("found", [])]
        session.clock = float(data.get("clock", 0.0))
        session.since_change = float(data.get("since_change", 0.0))
        session.buzzer, session.buzz_left = None, 0.0
        session.locks = {int(k): float(v) for k, v in dict(data.get("locks", {})).items()}
        stats = data.get("stats") or []
        session.stats = [
            SeatStats.from_json(stats[i] if i < len(stats) else None) for i in range(setup.players)
        ]
        session.hint, session.hinted = [], bool(data.get("hinted", False))
        hints = data.get("hints", 0)
        session.hints = hints if type(hints) is int and hints >= 0 else int(session.hinted)
        session.dealt_at = {}  # a resumed table's cards count as there from the start
        session.make_bots(autoplay=False)
        return session
