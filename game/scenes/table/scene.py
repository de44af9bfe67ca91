"""``TableScene``: the one base class of every game's table.

It owns what every table does the same way: the session (opened through the one resume policy), the seats and
who plays them, the computer seats' driver, autosave, the pause menu with the game's own rules page, the
hot-seat curtain, the toast line, the end of a game (its sound, its record, its card and the card's buttons),
rematch / new setup / menu, and handing input to the table's ``input`` and drawing to its ``view``.

A game's table fills in hooks: ``session_type`` and the bots' facts (class attributes), ``result_card`` (the
card's title and rows), ``stats_details`` (what the statistics record), ``start_next`` and ``reset_moments``
(what a rematch renews), ``advance`` (its animations and turns, per frame), and ``frame_whole`` (whether the
frame just drawn may be the autosave's picture).
"""

from __future__ import annotations

import logging
import random
import time
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import pygame

from game import catalog
from game.i18n import N_, _, language
from game.play import remembered
from game.play.session import DAMAGED, Session
from game.play.table_stats import Finished
from game.scenes.base import Scene
from game.scenes.table import contracts
from game.scenes.table.anim import AUTOPLAY_NEXT_S
from game.scenes.table.autosave import Autosave
from game.scenes.table.bots import BotDriver, BotTurn
from game.scenes.table.ending import Ending
from game.scenes.table.panels import ResultCard
from game.scenes.table.view import QUIET_S
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.keymap import KeyRow

log = logging.getLogger(__name__)

S = TypeVar("S", bound=Session)


class TableScene(Scene, Generic[S]):
    """A game's table: the lifecycle every table shares; the game's own table subclasses it."""

    session_type: type[S]  # the game's Session class (new / from_json)
    game_noun: ClassVar[str] = "game"  # "The saved {noun} could not be restored; a new {noun} starts."
    autoplay_speed: ClassVar[float] = 2.0  # animations under --autoplay, against the player's chosen speed
    message_s: ClassVar[float] = 3.5  # how long a toast stays
    # the computer seats: the family the AI worker runs, its budgets by level, how a move is read back and
    # the instant stand-in; ``bot_family = None`` where the bots think in the frame (SET)
    bot_family: ClassVar[str | None] = None
    bot_budgets: ClassVar[dict[str, float]] = {}
    fast_budget_scale: ClassVar[float] = 0.2
    view: contracts.TableView  # each table narrows both to its own classes
    input: contracts.TableInput

    def __init__(
        self,
        app: App,
        setup: dict[str, Any] | None = None,
        resume: dict[str, Any] | None = None,
        menu_key: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        self.rng = random.Random(app.options.seed)
        self.session: S = self.open_session(setup, resume)
        # the menu entry whose setup screen, lesson and rules this table belongs to: the one the player came
        # from (the classic setup may deal SET cards), else the catalog's entry for the game
        entry = catalog.game(self.game_key).entry
        self.menu_key = menu_key if menu_key and resume is None else entry
        self.autoplaying = bool(app.options.autoplay)
        self.fast = app.fast_forward  # headless and not --realtime: bots answer inline, faster than the clock
        self.bots: BotDriver | None = None
        self.bot_turn: BotTurn | None = None
        if self.bot_family is not None:
            self.bots = BotDriver(
                self.bot_family,
                inline=self.fast,
                budgets=self.bot_budgets,
                parse=self.parse_move,
                standin=self.standin_move,
                budget_scale=self.fast_budget_scale if self.fast else 1.0,
            )
            self.bot_turn = BotTurn(self.bots, self.rng)
        self.autosave = Autosave(app, lambda: self.game_key, draw=self.draw)
        self.ending = Ending()
        self.message, self.message_t = "", 0.0
        self.viewer: int | None = (
            None  # hot seat: whose private hand the screen shows (None behind the curtain)
        )
        self.time = 0.0

    # opening ------------------------------------------------------------------------------------------------
    def open_session(self, setup: dict[str, Any] | None, resume: dict[str, Any] | None) -> S:
        """The saved game when ``resume`` holds one; a damaged save gives a new game of its setup, with a notice
        (one policy for every table: the exceptions a damaged document raises, ``DAMAGED``)."""
        kind = self.session_type
        if resume is not None:
            try:
                return kind.from_json(resume, self.rng)
            except DAMAGED as exc:
                log.warning("the saved %s could not be restored: %s", self.game_noun, exc)
                notice = {
                    "match": _("The saved match could not be restored; a new match starts."),
                }.get(self.game_noun, _("The saved game could not be restored; a new game starts."))
                self.app.notify(notice)
                saved = resume.get("setup") if isinstance(resume, dict) else None
                setup = saved if isinstance(saved, dict) else setup
        return kind.new(setup, self.rng)

    @staticmethod
    def parse_move(text: str) -> Any:
        raise NotImplementedError

    @staticmethod
    def standin_move(state: Any, level: str, rng: random.Random) -> Any:
        raise NotImplementedError

    # the catalog's facts -----------------------------------------------------------------------------------
    @property
    def game_key(self) -> str:
        """The catalog id this table saves and counts under."""
        return self.session.setup.game_key

    @property
    def rules_key(self) -> str:
        """The pause menu's rules page: the game's own (the rules screen opens the right section of it)."""
        return self.game_key

    # lifecycle ----------------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.turn_started()
        self.offer_lesson(self.menu_key)

    def exit(self) -> None:
        if self.bots is not None:
            self.bots.close()

    def pause(self) -> None:
        """Something opened over the table: its computers wait, and their plates say so (looked at again)."""
        self.view.invalidate()

    def resume(self) -> None:
        self.view.invalidate()

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
        """The seats people play (none under --autoplay)."""
        return [] if self.autoplaying else self.session.humans()

    def speed(self) -> float:
        return self.autoplay_speed if self.autoplaying else self.app.animation_speed()

    def cancel_bots(self) -> None:
        if self.bot_turn is not None:
            self.bot_turn.cancel()

    # the curtain between hot-seat players -------------------------------------------------------------------
    def raise_curtain(self, seat: int) -> None:
        """Hide the table until ``seat``'s player says they are ready; then the screen is theirs."""
        self.viewer = None
        self.app.push(
            "curtain", player=self.session.name(seat), on_ready=self.curtain_lifted, game=self.rules_key
        )

    def curtain_lifted(self) -> None:
        self.viewer = self.to_act()
        self.view.invalidate()

    def to_act(self) -> int | None:
        """The seat to act now (the curtain lifts for it)."""
        return None

    # turns --------------------------------------------------------------------------------------------------
    def turn_started(self) -> None:
        """After every move, undo and redo, and as the table opens: a killed process or a power cut loses
        nothing. A table adds its own (the curtain, the cursor)."""
        self.save_game(soon=True)

    def save_game(self, soon: bool = False) -> None:
        if self.session.is_over or not self.humans():
            return
        self.autosave.save(self.session.to_json(), soon=soon)

    def say(self, text: str, seconds: float | None = None) -> None:
        """A toast under the banner for a few seconds."""
        self.message, self.message_t = text, self.message_s if seconds is None else seconds

    # the end of a game --------------------------------------------------------------------------------------
    def game_over(self) -> None:
        """Once, as the game ends: the computers stop, the sound, the result counted, the save gone, the card."""
        if self.bots is not None:
            self.bots.cancel()
        self.app.audio.play(self.end_sound())
        if self.humans():
            self.ending.record(self.app.records, **self.stats_details())
        if not self.autoplaying:
            self.keep_in_history()
        self.autosave.forget()
        self.ending.begin(self.result_card())

    def end_sound(self) -> str:
        return "win"

    def keep_in_history(self) -> None:
        """The finished game's record goes to the study's history (not --autoplay's games). Quarto keeps its own
        with the result card's Review button."""

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

    def card_again(self) -> ResultCard:
        """The result card made again, for a new language (no side effects: nothing is kept or counted twice)."""
        return self.result_card()

    def retell(self) -> None:
        """From ``layout``: a language chosen since the result card was made says it again, in the new language
        (its focus kept)."""
        card = self.ending.card
        if card is None or self.ending.language == language():
            return
        again = self.card_again()
        again.focus = card.focus
        self.ending.card, self.ending.language = again, language()

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
        self.app.push("pause", game=self.rules_key)

    # per frame ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.time += dt
        moving = False
        if self.message_t > 0:
            self.message_t -= dt
            moving = True
            if self.message_t <= 0:
                self.message_gone()
        return self.advance(dt) or moving

    def message_gone(self) -> None:
        """The toast's time is up (a table that keeps the toast in a still layer repaints it)."""

    def advance(self, dt: float) -> bool:
        """The game's own per-frame work; True while something moves."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def key_help(self) -> tuple[KeyRow, ...]:
        return self.input.key_help()

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.view.draw(surface)
        # a save made since the last frame takes its picture from a whole frame after it, one whose own drawing
        # left room for the picture's 2–4 ms (at 1920×1080) in a window (a quiet frame, as for the view's work
        # ahead); at once in a headless run at full speed
        quiet = self.fast or time.perf_counter() - start < QUIET_S
        self.autosave.settle(surface, ready=self.frame_whole(), quiet=quiet)

    def frame_whole(self) -> bool:
        """The frame just drawn shows the table whole (not a change still being painted over several frames)."""
        return True
