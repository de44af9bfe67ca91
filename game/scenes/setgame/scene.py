"""The SET table: everyone looks at once; clicks, hotkeys and buzzers become claims; bots call in the frame.

It decides no rule: every claim goes through the session to the engine, and the cards drawn are the state's. The
scene owns the moments (picked cards, flights, shakes, a bot's call, the message, the ending); ``SetInput`` turns
events into requests, ``SetView`` draws and owns the layout; neither assigns the scene's fields.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from game.play.setgame.session import Outcome, SetSession
from game.play.setgame.setup import SetSetup
from game.play.table_stats import set_record
from game.rules.setgame import Claim
from game.scenes.base import Scene
from game.scenes.setgame.input import SetInput
from game.scenes.setgame.layout import Slots, Spot
from game.scenes.setgame.view import SetView
from game.scenes.table.anim import Glide
from game.scenes.table.autosave import Autosave
from game.scenes.table.ending import Ending
from game.scenes.table.panels import ResultCard
from game.ui.widgets import Button

log = logging.getLogger(__name__)

FLY_S = 0.45  # a taken SET flies to its pile
DEAL_S = 0.3  # a dealt card flies in from the deck
SHAKE_S = 0.5  # a wrong call shakes its cards
CALL_S = 0.6  # a computer's call is shown (its cards lifted in its colour) before it is played
FOUND_S = 1.2  # a puzzle SET glows once found
GAME_IDS = {"classic": "set", "practice": "set-practice", "puzzle": "set-puzzle"}


class SetTableScene(Scene):
    name = "set-table"

    def __init__(
        self, app: Any, setup: dict | None = None, resume: dict | None = None, **options: Any
    ) -> None:
        super().__init__(app, **options)
        self.rng = random.Random(app.options.seed)
        self.session = self._open(setup, resume)
        self.autoplaying = False
        self.slots = Slots()
        self.slots.sync(self.session.table)
        self.picked: list[int] = []
        self.flights: list[tuple[Glide, int]] = []  # (glide, seat or -1 for a deal)
        self.arriving: set[int] = set()  # dealt cards still in the air (not drawn in their slots yet)
        self.shake: tuple[tuple[int, ...], float] = ((), 0.0)
        self.glow: tuple[tuple[int, ...], float] = ((), 0.0)  # a found puzzle SET
        self.calling: tuple[int, Claim, float] | None = None  # a computer's call on show
        self.message, self.message_t = "", 0.0
        self.shown_second = -1
        self.ending = Ending()
        self.autosave = Autosave(app, lambda: GAME_IDS[self.session.setup.mode], draw=self.draw)
        self.hint_button = Button("Hint", self.press_hint, size=16)
        self.menu_button = Button("Menu", self.pause_menu, size=16)
        self.view = SetView(self)
        self.input = SetInput(self)

    def _open(self, setup: dict | None, resume: dict | None) -> SetSession:
        if resume is not None:
            try:
                return SetSession.from_json(resume, self.rng)
            except Exception as exc:  # a damaged save must never stop the game from opening
                log.warning("could not resume the SET table: %s", exc, exc_info=True)
                self.app.notify("The saved game could not be restored; a new game starts.")
        return SetSession(SetSetup.from_json(setup), self.rng)

    # lifecycle -------------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.save_game(soon=True)
        self.offer_lesson("set")

    def resume(self) -> None:
        self.view.invalidate()

    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        self.view.layout(size)
        self.flights.clear()
        self.arriving.clear()

    @property
    def setup(self) -> SetSetup:
        return self.session.setup

    def speed(self) -> float:
        return 2.0 if self.autoplaying else self.app.animation_speed()

    # who picks -----------------------------------------------------------------------------------------------
    def picker(self) -> int | None:
        """The human whose clicks pick cards now: the only human, or the hot-seat buzzer's holder."""
        if self.autoplaying or self.session.over:
            return None
        s = self.session
        if s.setup.hot_seat:
            return s.buzzer
        humans = s.setup.humans()
        return humans[0] if humans and s.may_pick(humans[0]) else None

    def buzz_keys(self) -> dict[int, str]:
        """Hot-seat only: each human seat's buzz key name."""
        if not self.setup.hot_seat or self.autoplaying:
            return {}
        return {seat: self.input.buzz_name(seat) for seat in self.setup.humans()}

    # acting ----------------------------------------------------------------------------------------------------
    def pick(self, card: int) -> None:
        """A human clicks or keys a card: it lifts (or drops back); the third one makes the claim."""
        seat = self.picker()
        if seat is None:
            if self.setup.hot_seat and not self.autoplaying and not self.session.over:
                keys = ", ".join(f"{self.session.names[s]} {k}" for s, k in self.buzz_keys().items())
                self.say(f"Buzz first — {keys}.")
            elif self.session.locked(self.setup.humans()[0] if self.setup.humans() else 0):
                self.say("Locked out for a moment after a wrong call.")
            self.app.audio.play("error")
            return
        if card in self.picked:
            self.picked.remove(card)
        elif card in self.session.table:
            self.picked.append(card)
        self.app.audio.play("click")
        if len(self.picked) == 3:
            cards, self.picked = tuple(self.picked), []
            self.settle(self.session.claim(seat, cards))

    def buzz(self, seat: int) -> None:
        if self.session.buzz(seat):
            self.picked = []
            self.app.audio.play("call")
            self.say(f"{self.session.names[seat]} buzzed — pick three cards.", self.setup.buzz_s)
        else:
            self.app.audio.play("error")

    def press_hint(self) -> None:
        if not self.setup.hints or self.autoplaying or self.session.over:
            self.app.audio.play("error")
            return
        if self.session.press_hint() is None:
            self.app.audio.play("error")
            return
        self.app.audio.play("click")
        self.say("Hint: the marked cards belong to one SET.")

    def settle(self, out: Outcome) -> None:
        """Show what a claim did and follow the table: flights for a take, a shake for a wrong call."""
        speed = self.speed()
        if out.kind == "refused":
            self.say(out.text)
            self.app.audio.play("error")
            return
        self.say(out.text)
        if out.kind == "take":
            self.app.audio.play("win" if not self.session.is_bot(out.seat) else "place")
            starts = {c: self.view.card_spot(c) for c in out.cards}
            self.picked = [c for c in self.picked if c in self.session.table]
            moved = self.slots.sync(self.session.table)
            self.view.relayout_cards()
            self.flights = [f for f in self.flights if f[1] >= 0]
            self.arriving.clear()
            if speed > 0:
                pile = self.view.pile_spot(out.seat)
                for card in out.cards:
                    self.flights.append((Glide(card, starts[card], pile, FLY_S / speed), out.seat))
                for k, card in enumerate(moved):
                    end = self.view.card_spot(card)
                    glide = Glide(card, Spot(self.view.deck_spot().pos, end.cell_w), end, DEAL_S / speed)
                    glide.t = -0.25 * k  # dealt one after another
                    self.flights.append((glide, -1))
                    self.arriving.add(card)
            left = len(self.session.table) - len(out.dealt)  # the cards that stayed
            if len(out.dealt) > max(0, 12 - left):  # more than the deal back to 12: no SET showed
                self.say(f"{out.text} No SET showed, so 3 more cards were dealt.")
        elif out.kind == "wrong":
            self.app.audio.play("error")
            self.shake = (out.cards, SHAKE_S)
        elif out.kind in ("found", "again"):
            self.app.audio.play("success" if out.kind == "found" else "click")
            self.glow = (out.cards, FOUND_S)
        self.view.invalidate()
        if self.session.over:
            self._game_over()
        else:
            self.save_game(soon=True)

    # the end ----------------------------------------------------------------------------------------------------
    def _game_over(self) -> None:
        s = self.session
        self.picked, self.calling = [], None
        self.app.audio.play("win")
        if s.setup.humans() and not self.autoplaying:
            self.ending.record(self.app.records, **set_record(s, GAME_IDS[s.setup.mode]))
        self.autosave.forget()
        self.ending.begin(self._summary())

    def _summary(self) -> ResultCard:
        s = self.session
        seats = range(s.setup.players)
        minutes = f"{int(s.clock) // 60}:{int(s.clock) % 60:02d}"
        if s.puzzle:
            title, detail = "Puzzle solved!", f"All six SETs found in {minutes}."
        else:
            best = max(s.score(i) for i in seats)
            leaders = [s.names[i] for i in seats if s.score(i) == best]
            title = f"{leaders[0]} wins!" if len(leaders) == 1 else f"A tie: {' and '.join(leaders)}"
            if len(s.setup.seats) == 1:
                title = f"{s.score(0)} SETs"
            taken = sum(len(st.times) for st in s.stats)
            detail = f"{taken} SETs in {minutes} · the deck is spent."
        rows = []
        for i in sorted(seats, key=lambda seat: -s.score(seat)):  # the winner first; ties keep seat order
            st = s.stats[i]
            times = (
                f"avg {sum(st.times) / len(st.times):.1f} s, best {min(st.times):.1f} s" if st.times else ""
            )
            wrong = f"{st.wrong} wrong call{'s' if st.wrong > 1 else ''}" if st.wrong else "no wrong calls"
            rows.append((f"{s.names[i]} — {', '.join(x for x in (times, wrong) if x)}", s.score(i)))
        return ResultCard(
            title,
            detail,
            rows,
            "Hints were used in this game." if s.hinted else "",
            [
                Button("Next puzzle" if s.puzzle else "Rematch", self.rematch, primary=True, size=20),
                Button("New setup", self.new_setup, size=18),
                Button("Menu", self.to_menu, size=18),
            ],
        )

    @property
    def result(self) -> ResultCard | None:
        return self.ending.card

    def result_shown(self) -> bool:
        return self.session.over and self.ending.shown

    def rematch(self) -> None:
        setup = self.setup
        if setup.mode == "puzzle":  # the next puzzle is a new one, also after the day's
            setup.puzzle_seed = str(self.rng.randrange(10**9))
        self.session = SetSession(setup, self.rng)
        if self.autoplaying:
            self.session.make_bots(autoplay=True)
        self.ending.reset()
        self.slots = Slots()
        self.slots.sync(self.session.table)
        self.picked, self.flights, self.calling = [], [], None
        self.arriving.clear()
        self.view.layout(self.app.size)
        self.app.audio.play("deal")
        self.save_game(soon=True)

    def new_setup(self) -> None:
        self.app.go("set")

    def to_menu(self) -> None:
        self.save_game()
        self.app.go("menu")

    def pause_menu(self) -> None:
        self.app.push("pause", game="set")  # its rules page

    def say(self, text: str, seconds: float = 3.5) -> None:
        self.message, self.message_t = text, seconds

    # per frame ------------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.app.stack.top is not self:
            return False  # under the pause menu every clock stands still
        moving = False
        if self.message_t > 0:
            self.message_t -= dt
            moving = True
        if self.flights:
            moving = True
            for glide, _seat in self.flights:
                glide.advance(dt)
            landed = [g.item for g, seat in self.flights if g.t >= 1.0 and seat < 0]
            self.arriving.difference_update(landed)
            self.flights = [f for f in self.flights if f[0].t < 1.0]
        for name in ("shake", "glow"):
            cards, left = getattr(self, name)
            if left > 0:
                setattr(self, name, (cards, left - dt))
                moving = True
        s = self.session
        if s.over:
            return self.ending.update(dt) or moving or self._autoplay_next()
        buzzer = s.buzzer
        for out in s.tick(dt, tuple(self.picked)):
            self.picked = []
            self.settle(out)
        if buzzer is not None:
            moving = True
            if s.buzzer is None and not s.over:
                self.picked = []
        moving = self._computers(dt) or moving
        second = int(s.clock)
        if second != self.shown_second:  # the clock redraws once a second, not every frame
            self.shown_second = second
            moving = True
        return moving

    def _computers(self, dt: float) -> bool:
        """Computer seats look at the table; a call is shown lifted in the caller's colour, then played."""
        s = self.session
        if self.calling is not None:
            seat, claim, left = self.calling
            left -= dt
            if left > 0:
                self.calling = (seat, claim, left)
                return True
            self.calling = None
            if s.buzzer is None and all(c in s.table for c in claim.cards):  # a buzz first silences the call
                self.settle(s.claim(seat, claim.cards))
            return True
        if self.flights or s.over:
            return False
        for seat, claim in s.bot_claims(dt * (2.0 if self.autoplaying else 1.0)):
            speed = self.speed()
            if speed > 0:
                self.calling = (seat, claim, CALL_S / speed)
                self.say(f"{s.names[seat]} calls SET!", 1.5)
            else:
                self.settle(s.claim(seat, claim.cards))
            return True
        return False

    def _autoplay_next(self) -> bool:
        if self.autoplaying and self.ending.t > 2.2:
            self.rematch()
            return True
        return False

    def autoplay(self, frame: int) -> None:
        """--autoplay: computers take every seat (the next game starts by itself)."""
        if not self.autoplaying:
            self.autoplaying = True
            self.picked = []
            self.session.make_bots(autoplay=True)

    def save_game(self, soon: bool = False) -> None:
        if self.session.over or not self.setup.humans() or self.autoplaying:
            return
        self.autosave.save(self.session.to_json(), soon=soon)

    def handle(self, event: Any) -> bool:
        return self.input.handle_event(event)

    def draw(self, surface: Any) -> None:
        self.view.draw(surface)
        self.autosave.settle(surface)  # a save made since the last frame takes its picture from this one


__all__ = ["GAME_IDS", "SetTableScene", "Spot"]
