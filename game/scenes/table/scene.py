"""``TableScene``: the one base class of every game's table.

It owns what every table does the same way: the session (opened through the one resume policy), who plays each
seat and the one path every move takes (``play(move, seat)``; see ``drivers``), autosave, the pause menu with the
game's own rules page, the hot-seat curtain, the toast line, the end of a game (its sound, its record, its card),
rematch / new setup / menu, and handing input to the table's ``input`` and drawing to its ``view``.

A game's table fills in hooks: ``session_type``, ``build`` (its parts), ``apply`` (the move through the session,
with what it animates and says), ``acting_seats`` / ``ready`` / ``position`` (who may act, and when), ``result_card``,
``stats_details``, ``start_next`` / ``reset_moments`` (what a rematch renews), ``advance`` (its animations)."""

from __future__ import annotations

import logging
import random
import time
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import pygame

from game import catalog
from game.i18n import N_, _
from game.play import remembered
from game.play.session import Session, resume_or_new
from game.play.table_stats import Finished
from game.rules.errors import IllegalMove
from game.scenes.base import Scene
from game.scenes.table import contracts
from game.scenes.table.anim import AUTOPLAY_NEXT_S
from game.scenes.table.autosave import Autosave, daily_or_own, shown_whole
from game.scenes.table.bots import Position
from game.scenes.table.drivers import PersonDriver, SeatDriver, SeatDrivers, Turn, computer_for
from game.scenes.table.ending import Ending
from game.scenes.table.result_card import ResultCard
from game.scenes.table.toast import TableToast
from game.scenes.table.view import QUIET_S
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.keymap import KeyRow

log = logging.getLogger(__name__)

S = TypeVar("S", bound=Session)
M = TypeVar("M")  # the game's move


class TableScene(Scene, Generic[S, M]):
    """A game's table: the lifecycle and the move loop every table shares; the game's own table subclasses it."""

    session_type: type[S]  # the game's Session class (new / from_json)
    game_noun: ClassVar[str] = "game"  # "The saved {noun} could not be restored; a new {noun} starts."
    autoplay_speed: ClassVar[float] = 2.0  # animations under --autoplay, against the player's chosen speed
    autoplay_from_start: ClassVar[bool] = True  # --autoplay's computers from frame 1 (else in autoplay())
    message_s: ClassVar[float] = 3.5  # how long a toast stays
    view: contracts.TableView  # each table narrows both to its own classes
    input: contracts.TableInput

    def __init__(
        self,
        app: App,
        setup: dict[str, Any] | None = None,
        resume: dict[str, Any] | None = None,
        menu_key: str | None = None,
        slot: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        self.rng = random.Random(app.options.seed)
        self.session: S = self.open_session(setup, resume)
        # the menu entry (setup, lesson, rules) of this table: the one the player came from, else the catalog's
        entry = catalog.game(self.game_key).entry
        self.menu_key = menu_key if menu_key and resume is None else entry
        self.autoplaying = bool(app.options.autoplay) and self.autoplay_from_start
        self.fast = app.fast_forward  # headless and not --realtime: bots answer inline, faster than the clock
        # who plays each seat: the person here, the computer (every seat under --autoplay), a friend elsewhere
        self.drivers = SeatDrivers(PersonDriver(self.only_move), self.make_computer())
        self.autosave = Autosave(app, lambda: daily_or_own(slot, self), self.draw, lambda: shown_whole(self))
        self.on_glass = False  # the table has drawn a frame on the screen (``shown_whole``)
        self.ending = Ending()
        self.toast = TableToast(self.message_s)
        # hot seat: whose private hand the screen shows (None behind the curtain)
        self.viewer: int | None = None
        self.time = 0.0
        self.build()

    def build(self) -> None:
        """The table's own parts (view, input, moments), made once the session is open and its seats driven."""

    # opening ------------------------------------------------------------------------------------------------
    def open_session(self, setup: dict[str, Any] | None, resume: dict[str, Any] | None) -> S:
        """The saved game, or a new one of its setup with a notice when the save is damaged (``resume_or_new``)."""
        session, damaged = resume_or_new(self.session_type, setup, resume, self.rng)
        if damaged:
            if self.game_noun == "match":
                self.app.notify(_("The saved match could not be restored; a new match starts."))
            else:
                self.app.notify(_("The saved game could not be restored; a new game starts."))
        return session

    def make_computer(self) -> SeatDriver[M]:
        """The computer seats' driver, from the catalog (a table whose computers think in the frame gives its own)."""
        return computer_for(catalog.game(self.game_key).family, self.rng, fast=self.fast)

    # the catalog's facts -----------------------------------------------------------------------------------
    @property
    def game_key(self) -> str:
        """The catalog id this table saves and counts under (and whose rules page the pause menu opens)."""
        return self.session.setup.game_key

    # lifecycle ----------------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.turn_started()
        self.offer_lesson(self.menu_key)

    def exit(self) -> None:
        self.drivers.close()

    def pause(self) -> None:
        """Something opened over the table: its computers wait, and their plates say so (looked at again)."""
        self.view.invalidate()

    resume = pause  # back on top: the plates say so again

    @property
    def on_top(self) -> bool:
        """Nothing is open over the table (a pause menu, a curtain, a question)."""
        return self.app.stack.top is self

    def autoplay(self, frame: int) -> None:
        """--autoplay: the table plays every seat itself (see ``bot_seat``); nothing to click."""
        self.autoplaying = True

    # seats --------------------------------------------------------------------------------------------------
    def bot_seat(self, seat: int | None) -> bool:
        """The computer plays ``seat`` (every seat under --autoplay)."""
        return seat is not None and seat >= 0 and (self.autoplaying or self.session.is_bot(seat))

    def humans(self) -> list[int]:
        """The seats people at this screen play (none under --autoplay; a friend's seat is played elsewhere)."""
        return [] if self.autoplaying else [s for s in self.session.humans() if s not in self.drivers.friends]

    def speed(self) -> float:
        return self.autoplay_speed if self.autoplaying else self.app.animation_speed()

    def cancel_bots(self) -> None:
        self.drivers.cancel()

    # the curtain between hot-seat players -------------------------------------------------------------------
    def raise_curtain(self, seat: int) -> None:
        """Hide the table until ``seat``'s player says they are ready; then the screen is theirs."""
        self.viewer = None
        self.app.push(
            "curtain", player=self.session.name(seat), on_ready=self.curtain_lifted, game=self.game_key
        )

    def curtain_lifted(self) -> None:
        self.viewer = self.to_act()
        self.view.invalidate()

    def to_act(self) -> int | None:
        return None  # the seat to act now (the curtain lifts for it)

    # turns --------------------------------------------------------------------------------------------------
    def turn_started(self) -> None:
        """After every move, undo, redo, and as the table opens: a crash loses nothing (+ curtain, cursor)."""
        self.save_game(soon=True)

    # moves: every seat's, through one path ----------------------------------------------------------------
    def play(self, move: M, seat: int | None = None) -> bool:
        """Play ``move`` for ``seat`` (None: the person at this screen's). Every move, whoever made it, comes here:
        dropped if the table changed under it, refused with the rule's sentence, or applied, shown and followed."""
        if seat is None:
            seat = self.person_seat(move)
            if seat is None:
                return False
        if self.stale(move, seat):
            return False
        if self.drivers.sent(move, seat):  # a joiner's move: the host plays it, and says so
            return True
        try:
            self.apply(move, seat)
        except IllegalMove as exc:
            self.refuse(exc, seat)
            return False
        self.drivers.played(move, seat)
        self.followed()
        return True

    def followed(self) -> None:
        """After anything that changed the game (a move; SET's buzzer running out): its end, or its next turn."""
        self.view.invalidate()
        if self.session.is_over:
            self.game_over()
        else:
            self.next_turn()

    def apply(self, move: M, seat: int) -> None:
        """The move through the session, with what it animates and says; IllegalMove (nothing changed) if refused."""
        raise NotImplementedError

    def refuse(self, exc: IllegalMove, seat: int) -> None:
        """A refused move: the rule's sentence and the error sound (a friend's goes back to their screen)."""
        if self.drivers.refused(exc, seat):
            return
        self.say(exc.for_player())
        self.app.audio.play("error")

    def stale(self, move: M, seat: int) -> bool:
        """The move was made on a table that has changed since: dropped without a word or a penalty."""
        return False

    def next_turn(self) -> None:
        """After a move that did not end the game."""
        self.turn_started()

    def person_seat(self, move: M) -> int | None:
        """The seat the person at this screen may act for now (None: none; their click plays nothing)."""
        seat = self.to_act()
        if seat is None or self.bot_seat(seat) or seat in self.drivers.friends:
            return None
        return seat

    def only_move(self, seat: int) -> M | None:
        """A move the person at ``seat`` has no choice about, played for them (none by default)."""
        return None

    # the seats' drivers, asked every frame ------------------------------------------------------------------
    def drive(self, dt: float) -> bool:
        """Every seat that may act is asked for its move while nothing is open over the table."""
        return self.on_top and self.drivers.drive(self, dt, self.bot_seat)

    def acting_seats(self) -> list[int]:
        """The seats whose drivers are asked this frame: the one to act (SET: every seat)."""
        seat = self.to_act()
        return [] if seat is None else [seat]

    def turn(self, seat: int) -> Turn:
        return Turn(seat, self.position(), self.session.level(seat), self.speed(), self.ready(seat))

    def position(self) -> Position | None:
        """The rules' state, as the computer's driver sends it to the AI."""
        return None

    def ready(self, seat: int) -> bool:
        """The table is still enough for ``seat``'s move to show now."""
        return True

    def announce(self, move: M, seat: int) -> float:
        """A driver's move about to be played: the seconds it is shown first (and what the table says meanwhile)."""
        return 0.0

    def save_game(self, soon: bool = False) -> None:
        if self.session.is_over or not self.humans():
            return
        self.autosave.save(self.session.to_json(), soon=soon)

    def say(self, text: str, seconds: float | None = None) -> None:
        """A toast under the banner for a few seconds."""
        self.toast.say(text, seconds)

    # the end of a game --------------------------------------------------------------------------------------
    def game_over(self) -> None:
        """Once, as the game ends: the computers stop, the sound, the result counted, the save gone, the card."""
        self.drivers.cancel()
        self.app.audio.play(self.end_sound())
        if self.humans():
            self.ending.record(self.app.stats_book, **self.stats_details())
        if not self.autoplaying:
            self.keep_in_history()
        self.autosave.forget()
        self.ending.begin(self.result_card())

    def end_sound(self) -> str:
        return "win"

    def keep_in_history(self) -> None:
        """The finished game's record goes to the study's history (not --autoplay's games)."""

    def stats_details(self) -> Finished:
        """The statistics' record of the finished game (game, opponent, result and the table's details)."""
        raise NotImplementedError

    def result_card(self) -> ResultCard:
        raise NotImplementedError

    def card_buttons(self, again: str, *more: Button) -> list[Button]:
        """The result card's buttons: play again (``again`` names it), New setup, the game's own, Menu."""
        return [
            Button(again, self.rematch, primary=True, size=20),
            Button(N_("New setup"), self.new_setup, size=18),
            *more,
            Button(N_("Menu"), self.to_menu, size=18),
        ]

    def retell(self) -> None:
        """From ``layout``: a card made in another language says it again (``result_card`` counts nothing)."""
        if self.ending.outdated():
            self.ending.retold(self.result_card())

    @property
    def result(self) -> ResultCard | None:
        return self.ending.card

    def result_shown(self) -> bool:
        return self.session.is_over and self.ending.shown

    def shown_card(self) -> ResultCard | None:
        """The result card while it shows (None before the game ends and during the winning line's moment)."""
        return self.ending.card if self.result_shown() else None

    def ended(self, dt: float) -> bool:
        """A frame after the end: the card's clock; under --autoplay the next game after a while."""
        moving = self.ending.update(dt)
        if self.autoplaying and self.ending.t > AUTOPLAY_NEXT_S:
            self.rematch()
            return True
        return moving

    # after the end ------------------------------------------------------------------------------------------
    def rematch(self) -> None:
        """The next game (or match) at this table, with the same setup."""
        self.cancel_bots()
        self.start_next()
        self.ending.reset()
        self.reset_moments()
        self.view.invalidate()
        self.app.audio.play("deal")
        self.turn_started()

    def start_next(self) -> None:
        """The session's next game."""
        self.session = self.session_type.new(self.session.setup.to_json(), self.rng)

    def reset_moments(self) -> None:
        """Forget what belonged to the last game (selections, flights, messages)."""
        self.viewer = None
        self.drivers.showing = None

    def new_setup(self) -> None:
        self.cancel_bots()
        self.remember_setup()
        self.app.go(self.menu_key)

    def remember_setup(self) -> None:
        """Keep this table's setup as its menu entry's defaults, so the setup screen opens on it."""
        remembered.remember_setup(self.app.settings, self.menu_key, self.session.setup)

    def to_menu(self) -> None:
        self.cancel_bots()
        self.save_game()
        self.app.go("menu")

    def pause_menu(self) -> None:
        self.app.push("pause", game=self.game_key, entries=self.drivers.entries())

    # per frame ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.time += dt
        moving = self.view.painting()  # a change still being painted, region by region, over the next frames
        if self.toast.shown:
            moving = True
            if self.toast.tick(dt):
                self.message_gone()
        self.drivers.pump()  # what friends (or a joiner's host) sent, also after the end
        moving = self.advance(dt) or moving
        if self.session.is_over:
            return self.ended(dt) or moving
        moving = self.drive(dt) or moving
        return self.after_moves(dt) or moving

    def message_gone(self) -> None:
        """The toast's time is up (a table that keeps the toast in a still layer repaints it)."""

    def advance(self, dt: float) -> bool:
        """The game's per-frame work before the seats are asked (animations, clocks); True while something moves."""
        return False

    def after_moves(self, dt: float) -> bool:
        """The game's per-frame work after the seats were asked (a round's card under --autoplay)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def key_help(self) -> tuple[KeyRow, ...]:
        return self.input.key_help()

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.view.draw(surface)
        self.on_glass = self.on_glass or surface is self.app.screen
        # a save's picture waits for a quiet frame (its 2–4 ms at 1920×1080) that shows the table whole, not a
        # change still being painted; at once in a headless run at full speed
        quiet = self.fast or time.perf_counter() - start < QUIET_S
        self.autosave.settle(surface, ready=not self.view.painting(), quiet=quiet)

    def changed_rects(self) -> list[pygame.Rect] | None:
        return self.view.changed_rects()

    def fade_layer(self, surface: pygame.Surface) -> pygame.Surface | None:
        return self.view.fade_layer(surface)
