"""The SET table: everyone looks at once; clicks, hotkeys and buzzers become claims; bots call in the frame.

It decides no rule: every claim goes through the session to the engine, and the cards drawn are the state's. The
scene owns the moments (picked cards, flights, shakes, a bot's call, the message, the ending); ``SetInput`` turns
events into requests, ``SetView`` draws and owns the layout; neither assigns the scene's fields.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game import resources
from game.i18n import N_, _, and_list, decimal, ngettext
from game.play.history_records import keep_set_game, set_session_record
from game.play.seats import result_name
from game.play.setgame.calls import ClaimOutcome, SetCall
from game.play.setgame.session import SetSession
from game.play.setgame.setup import SetSetup
from game.play.table_stats import Finished, set_record
from game.scenes.setgame.computer import SetComputer
from game.scenes.setgame.input import SetInput
from game.scenes.setgame.layout import Slots, Spot
from game.scenes.setgame.view import SetView
from game.scenes.table.anim import Glide
from game.scenes.table.autosave import own_game_kept
from game.scenes.table.result_card import ResultCard
from game.scenes.table.scene import TableScene
from game.ui.widgets import Button

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

FLY_S = 0.45  # a taken SET flies to its pile
DEAL_S = 0.3  # a dealt card flies in from the deck
SHAKE_S = 0.5  # a wrong call shakes its cards
CALL_S = 0.6  # a computer's call is shown (its cards lifted in its colour) before it is played
FOUND_S = 1.2  # a puzzle SET glows once found
# a click on a card this soon after it landed is ignored (it was not there when the player looked)
FRESH_S = 0.5
MARK_S = 2.4  # a wrong call's cards show the feature that breaks the rule this long


class SetTableScene(TableScene[SetSession, SetCall]):
    name = "set-table"
    view: SetView
    input: SetInput
    session_type = SetSession
    autoplay_from_start = False  # --autoplay gives every seat a bot at the first autoplay step

    def build(self) -> None:
        self.slots = Slots()
        self.slots.sync(self.session.table)
        self.picked: list[int] = []
        self.flights: list[tuple[Glide[Spot], int]] = []  # (glide, seat or -1 for a deal)
        self.arriving: set[int] = set()  # dealt cards still in the air (not drawn in their slots yet)
        self.shake: tuple[tuple[int, ...], float] = ((), 0.0)
        self.glow: tuple[tuple[int, ...], float] = ((), 0.0)  # a found puzzle SET
        self.marks: tuple[tuple[int, ...], float] = ((), 0.0)  # a wrong call's cards, labelled with why
        # card -> seconds until a click on it counts (while it is in the air, and a moment after it lands)
        self.fresh: dict[int, float] = {}
        self.picking_since: float | None = None  # the session clock at the first pick of this selection
        self.shown_second = -1
        self.hint_button = Button(N_("Hint"), self.press_hint, size=16)
        self.menu_button = Button(N_("Menu"), self.pause_menu, size=16)
        self.view = SetView(self)
        self.input = SetInput(self)

    # lifecycle -------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        self.view.layout(size)
        self.retell()
        self.flights.clear()
        self.arriving.clear()

    @property
    def setup(self) -> SetSetup:
        return self.session.setup

    # who picks -----------------------------------------------------------------------------------------------
    def picker(self) -> int | None:
        """The human whose clicks pick cards now: the only human, or the hot-seat buzzer's holder."""
        if self.autoplaying or self.session.is_over:
            return None
        s = self.session
        if s.setup.hot_seat:
            return s.buzzer
        humans = s.setup.humans()
        return humans[0] if humans and s.may_pick(humans[0]) else None

    def buzz_keys(self) -> dict[int, str]:
        """Hot-seat only: each buzz key name of the people at this screen (a friend's is on their own screen)."""
        if not self.setup.hot_seat or self.autoplaying:
            return {}
        return {seat: self.input.buzz_name(seat) for seat in self.humans()}

    # acting ----------------------------------------------------------------------------------------------------
    def pick(self, card: int) -> None:
        """A human clicks or keys a card: it lifts (or drops back); the third one makes the claim."""
        seat = self.picker()
        if seat is None:
            if self.setup.hot_seat and not self.autoplaying and not self.session.is_over:
                keys = ", ".join(f"{self.session.name(s)} {k}" for s, k in self.buzz_keys().items())
                self.say(_("Buzz first — {keys}.").format(keys=keys))
            elif self.session.locked(self.setup.humans()[0] if self.setup.humans() else 0):
                self.say(_("Locked out for a moment after a wrong call."))
            self.app.audio.play("error")
            return
        if card in self.fresh:  # not a penalty: the card was not there when the player looked
            self.say(_("That card was just dealt — look again, then pick it."), 2.0)
            return
        if card in self.picked:
            self.picked.remove(card)
        elif self.session.pickable(card):
            self.picked.append(card)
        if not self.picked:
            self.picking_since = None
        elif self.picking_since is None:  # the first pick of a selection: cards dealt after it are excused
            self.picking_since = self.session.clock
        self.app.audio.play("click")
        if len(self.picked) == self.session.claim_size:
            cards, self.picked, since = tuple(self.picked), [], self.picking_since
            self.picking_since = None
            self.play(SetCall(cards, since), seat)

    def buzz(self, seat: int) -> None:
        if self.session.buzz(seat):
            self.picked, self.picking_since = [], None
            self.app.audio.play("call")
            said = (
                _("{name} buzzed — pick four cards.")
                if self.session.claim_size == 4
                else _("{name} buzzed — pick three cards.")
            )
            self.say(said.format(name=self.session.name(seat)), self.setup.buzz_s)
        else:
            self.app.audio.play("error")

    def press_hint(self) -> None:
        if not self.setup.hints or self.autoplaying or self.session.is_over:
            self.app.audio.play("error")
            return
        if self.session.press_hint() is None:
            self.app.audio.play("error")
            return
        self.app.audio.play("click")
        if self.session.mode == "ultra":
            self.say(_("Hint: the marked cards belong to one UltraSet."))
        else:
            self.say(_("Hint: the marked cards belong to one SET."))

    # moves: a seat's call of SET ---------------------------------------------------------------------------------
    @property
    def calling(self) -> tuple[int, SetCall, float] | None:
        """A computer's call on show (its cards lifted in its colour) before it is played."""
        return self.drivers.showing

    def acting_seats(self) -> list[int]:
        """Everyone looks at once; no one while taken cards are still flying."""
        return [] if self.flights else list(range(self.setup.players))

    def make_computer(self) -> SetComputer:
        return SetComputer(lambda: self.session, lambda: 2.0 if self.autoplaying else 1.0)

    def announce(self, move: SetCall, seat: int) -> float:
        """A computer's call shows a moment before it is played."""
        speed = self.speed()
        if speed <= 0:
            return 0.0
        self.say(_("{name} calls SET!").format(name=self.session.name(seat)), 1.5)
        return CALL_S / speed

    def stale(self, move: SetCall, seat: int) -> bool:
        """Another seat took the buzzer, or a card went, while the call was on its way: it lapses."""
        s = self.session
        return s.buzzer not in (None, seat) or not all(s.pickable(c) for c in move.cards)

    def apply(self, move: SetCall, seat: int) -> None:
        self.show(self.session.claim(seat, move.cards, picking_since=move.since))

    def settle(self, out: ClaimOutcome) -> None:
        """What the table did by itself (a buzzer's time ran out), shown and followed like a move."""
        if out.kind == "refused":
            self.say(out.text)
            self.app.audio.play("error")
            return
        self.show(out)
        self.followed()

    def show(self, out: ClaimOutcome) -> None:
        """Show what a claim did and follow the table: flights for a take, a shake for a wrong call."""
        speed = self.speed()
        self.say(out.text)
        if out.kind == "take":
            self.app.audio.play("win" if not self.session.is_bot(out.seat) else "place")
            self._follow_take(out, speed)
            left = len(self.session.table) - len(out.dealt)  # the cards that stayed
            if len(out.dealt) > max(0, 12 - left):  # more than the deal back to 12: no SET showed
                self.say(_("{said} No SET showed, so 3 more cards were dealt.").format(said=out.text))
        elif out.kind in ("wrong", "excused"):
            self.app.audio.play("error" if out.kind == "wrong" else "click")
            self.shake = (out.cards, SHAKE_S)
            if len(out.cards) == 3:  # a call, not a buzzer's timeout: show which feature breaks the rule
                self.marks = (out.cards, MARK_S)
        elif out.kind in ("found", "again"):
            self.app.audio.play("success" if out.kind == "found" else "click")
            self.glow = (out.cards, FOUND_S)

    def _follow_take(self, out: ClaimOutcome, speed: float) -> None:
        """The taken cards fly to the taker's pile, new ones slide in from the deck (cards pulled into holes
        slide from where they lay); a selection that lost a card is dropped; new cards ignore clicks a moment."""
        s = self.session
        starts = {c: self.view.card_spot(c) for c in (*out.cards, *s.table)}
        if any(c not in s.table for c in self.picked):
            if self.picked and self.picker() is not None and out.seat not in self.humans():
                self.say(
                    _("{said} Your picked cards were put back: one of them was taken.").format(said=out.text)
                )
            self.picked, self.picking_since = [], None
        moved = self.slots.sync(s.table)
        self.view.relayout_cards()
        self.flights = [f for f in self.flights if f[1] >= 0]
        self.arriving.clear()
        self.fresh = {c: FRESH_S for c in out.dealt}
        if speed <= 0:
            return
        pile = self.view.pile_spot(out.seat)
        for card in out.cards:
            self.flights.append((Glide(card, starts[card], pile, FLY_S / speed), out.seat))
        for k, card in enumerate(moved):
            end = self.view.card_spot(card)
            start = starts[card] if card not in out.dealt else Spot(self.view.deck_spot().pos, end.cell_w)
            glide = Glide(card, start, end, DEAL_S / speed)
            glide.t = -0.25 * k  # dealt one after another
            self.flights.append((glide, -1))
            self.arriving.add(card)
            if card in self.fresh:  # ignored while in the air, and a moment after it lands
                self.fresh[card] = FRESH_S + (DEAL_S + 0.25 * k * DEAL_S) / speed

    # the end ----------------------------------------------------------------------------------------------------
    def keep_in_history(self) -> None:
        keep_set_game(resources.data_dir(), self.session)

    def stats_details(self) -> Finished:
        return set_record(self.session, self.game_key)

    def result_card(self) -> ResultCard:
        s = self.session
        seats = range(s.setup.players)
        minutes = f"{int(s.clock) // 60}:{int(s.clock) % 60:02d}"
        if s.puzzle:
            title, detail = _("Puzzle solved!"), _("All six SETs found in {time}.").format(time=minutes)
        else:
            best = max(s.score(i) for i in seats)
            leaders = [result_name(s.seats[i], s.name(i)) for i in seats if s.score(i) == best]
            if len(leaders) == 1:
                title = _("{name} wins!").format(name=leaders[0])
            else:
                title = _("A tie: {names}").format(names=and_list(leaders))
            ultra = s.mode == "ultra"
            if len(s.setup.seats) == 1:
                n = s.score(0)
                title = (
                    ngettext("{n} UltraSet", "{n} UltraSets", n)
                    if ultra
                    else ngettext("{n} SET", "{n} SETs", n)
                ).format(n=n)
            taken = sum(len(st.times) for st in s.stats)
            if ultra:
                detail = ngettext(
                    "{n} UltraSet in {time} · the deck is spent.",
                    "{n} UltraSets in {time} · the deck is spent.",
                    taken,
                )
            else:
                detail = ngettext(
                    "{n} SET in {time} · the deck is spent.", "{n} SETs in {time} · the deck is spent.", taken
                )
            detail = detail.format(n=taken, time=minutes)
        rows = []
        for i in sorted(seats, key=lambda seat: -s.score(seat)):  # the winner first; ties keep seat order
            st = s.stats[i]
            times = ""
            if st.times:
                times = _("avg {avg} s, best {best} s").format(
                    avg=decimal(sum(st.times) / len(st.times)), best=decimal(min(st.times))
                )
            if st.wrong:
                wrong = ngettext("{n} wrong call", "{n} wrong calls", st.wrong).format(n=st.wrong)
            else:
                wrong = _("no wrong calls")
            rows.append((f"{s.name(i)} — {', '.join(x for x in (times, wrong) if x)}", s.score(i)))
        hints = ""
        if s.hints:
            hints = ngettext("{n} hint asked in this game.", "{n} hints asked in this game.", s.hints).format(
                n=s.hints
            )
        more = [] if s.puzzle else [self.review_button()]
        return ResultCard(
            title,
            detail,
            rows,
            hints or (_("Hints were used in this game.") if s.hinted else ""),
            self.card_buttons(N_("Next puzzle") if s.puzzle else N_("Rematch"), *more),
        )

    def review_button(self) -> Button:
        """The result card's "Review game": the coach's timeline of this game (the SET review screen), its record
        written when pressed (1–3 ms: not in the frame that ends the game)."""
        session = self.session

        def review() -> None:
            self.app.push("set-review", text=set_session_record(session), players=session.names())

        return Button(N_("Review game"), review, size=18)

    def rematch(self) -> None:
        """After today's challenge the rematch is an ordinary game, asked first over one left unfinished."""
        if not own_game_kept(self, super().rematch):
            super().rematch()

    def start_next(self) -> None:
        setup = self.setup
        if setup.mode == "puzzle":  # the next puzzle is a new one, also after the day's
            setup.puzzle_seed = str(self.rng.randrange(10**9))
        self.session = SetSession(setup, self.rng)
        if self.autoplaying:
            self.session.make_bots(autoplay=True)
        self.slots = Slots()
        self.slots.sync(self.session.table)

    def reset_moments(self) -> None:
        super().reset_moments()
        self.picked, self.flights, self.picking_since = [], [], None
        self.arriving.clear()
        self.fresh.clear()
        self.marks = ((), 0.0)
        self.view.layout(self.app.size)

    # per frame ------------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if not self.on_top:
            return False  # under the pause menu every clock stands still
        return super().update(dt)

    def advance(self, dt: float) -> bool:
        moving = self.view.opening.step(self.view)  # the opening's faces, a few a frame
        if self.flights:
            moving = True
            for glide, _seat in self.flights:
                glide.advance(dt)
            landed = [g.item for g, seat in self.flights if g.t >= 1.0 and seat < 0]
            self.arriving.difference_update(landed)
            self.flights = [f for f in self.flights if f[0].t < 1.0]
        if self.fresh:
            self.fresh = {c: left - dt for c, left in self.fresh.items() if left > dt}
            moving = True
        for name in ("shake", "glow", "marks"):
            cards, left = getattr(self, name)
            if left > 0:
                setattr(self, name, (cards, left - dt))
                moving = True
        s = self.session
        if s.is_over:
            return moving
        buzzer = s.buzzer
        for out in s.tick(dt, tuple(self.picked)):
            self.picked, self.picking_since = [], None
            self.settle(out)
        if buzzer is not None:
            moving = True
            if s.buzzer is None and not s.is_over:
                self.picked, self.picking_since = [], None
        second = int(s.clock)
        if second != self.shown_second:  # the clock redraws once a second, not every frame
            self.shown_second = second
            moving = True
        return moving

    def autoplay(self, frame: int) -> None:
        """--autoplay: computers take every seat (the next game starts by itself)."""
        if not self.autoplaying:
            self.autoplaying = True
            self.picked = []
            self.session.make_bots(autoplay=True)


__all__ = ["SetTableScene", "Spot"]
