"""The Quarto-family table: turns input into give / place / call moves, runs the computer seats, animates.

It decides no rule: every move goes through the session (``QuartoSession.play`` → the rules engine), and what is
drawn comes from the state. The scene owns the game in play and its moments (selection, glides, messages, the
result); ``QuartoInput`` owns hover, drag and the keyboard cursor; ``QuartoView`` owns layout and caches; ``Hints``
owns the hint marks. They ask the scene to act; none of them sets the scene's fields.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from game import resources
from game.i18n import N_, _, pgettext
from game.play import remembered
from game.play.history_records import keep_quarto_game
from game.play.quarto.lookahead import dangerous_gives, forced_give
from game.play.quarto.session import NOT_REVIEWABLE, QuartoSession, reviewable
from game.play.seats import result_name
from game.play.table_stats import Finished, quarto_record
from game.rules.quarto import Call, Give, Move, Place, QuartoState
from game.scenes.quarto.board_view import BoardCamera
from game.scenes.quarto.hints import Hints
from game.scenes.quarto.input import QuartoInput
from game.scenes.quarto.layout import QuartoLayout, Slot
from game.scenes.quarto.places import Places
from game.scenes.quarto.view import QuartoView
from game.scenes.table.anim import GLIDE_S, Glide
from game.scenes.table.result_card import ResultCard
from game.scenes.table.scene import TableScene
from game.ui.rows import row_need, share_row
from game.ui.widgets import Button

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

CROWDED = 8  # pieces on the 3D board from which a square can hide behind others: the 2D board is offered


class QuartoTableScene(TableScene[QuartoSession, Move]):
    name = "quarto-table"
    view: QuartoView
    input: QuartoInput
    session_type = QuartoSession

    def build(self) -> None:
        self.hints = Hints(self, inline=self.fast)
        self.view = QuartoView(self)
        self.input = QuartoInput(self)
        self.camera = BoardCamera(self)
        self.places = Places(self)
        self.glides: list[Glide[Slot]] = []
        self.danger_tip = ""  # the words pointing at Mark danger, while the give they were said for lasts
        self.selected: int | None = None  # the pool piece lifted by a first click
        self.buttons = [
            Button(N_("Undo"), self.undo, size=16),
            Button(N_("Redo"), self.redo, size=16),
            Button(N_("Hint"), self.show_hint, size=16),
            Button(N_("Menu"), self.pause_menu, size=16),
        ]
        self.call_button = Button(self.session.call_word, self.call, primary=False, size=22)

    # lifecycle ---------------------------------------------------------------------
    def exit(self) -> None:
        super().exit()
        self.hints.close()

    def layout(self, size: tuple[int, int]) -> None:
        v = self.session.variant
        self.app.theme.resize(size)
        self.view.layout(size, v.pieces, v.draw_pile, v.board == "unmarked")
        lay = self.lay
        row, gap = lay.buttons.copy(), lay.px(8)
        # a language with long words (German "Rückgängig", "Wiederholen") widens the row under the board's
        # edge, short of the call button, rather than cutting its labels
        row.w = max(row.w, min(row_need(self.app.theme, self.buttons, gap), lay.call.x - gap - row.x))
        share_row(self.app.theme, self.buttons, row, gap)
        self.call_button.rect = lay.call
        self.retell()
        self.glides.clear()
        self.camera.settle()
        self.view.warm()

    @property
    def lay(self) -> QuartoLayout:
        return self.view.lay

    # seats ---------------------------------------------------------------------------
    @property
    def state(self) -> QuartoState:
        return self.session.state

    def human_turn(self) -> bool:
        st = self.state
        return not st.is_over and not self.bot_seat(st.to_move) and not self.glides

    def to_act(self) -> int | None:
        return self.state.to_move

    def viewing_seat(self) -> int | None:
        """Whose private hand (draw pile) is face up: the human at the table, or the hot-seat player at the
        screen; computer against computer shows the giver's."""
        if self.drivers.home is not None:  # a joiner's own seat
            return self.drivers.home
        humans = [s for s in (0, 1) if not self.bot_seat(s) and s not in self.drivers.friends]
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return self.state.to_move
        return self.viewer

    # choosing a piece ------------------------------------------------------------------
    def select(self, piece: int) -> None:
        """One click gives; with the "confirm gives" preference the first lifts the piece and the second gives."""
        if self.selected == piece or not remembered.pref(self.app.settings, "confirm_gives"):
            self.play(Give(piece))
            return
        self.lift(piece)
        self.app.audio.play("click")

    def lift(self, piece: int) -> None:
        self.selected = piece
        self.view.invalidate()

    def drop_selection(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.view.invalidate()

    # moves ---------------------------------------------------------------------------
    def apply(self, move: Move, seat: int) -> None:
        """A give, place or call through the rules engine, with its glide and sound."""
        st = self.state
        before_slot = self.places.hand_slot() if isinstance(move, Place) else None
        giver_slot = self.places.pool_slot(move.piece) if isinstance(move, Give) else None
        falses = len(st.false_calls)
        self.session.play(move, seat)
        self.selected = None
        self.hints.clear()
        speed = self.speed()
        if isinstance(move, Give):
            self.app.audio.play("give")
            if giver_slot is not None and speed > 0:
                self.glides = [Glide(move.piece, giver_slot, self.places.hand_slot(), GLIDE_S / speed)]
        elif isinstance(move, Place):
            self.app.audio.play("place")
            self.camera.follow()
            piece = self.state.board[move.cell]
            if before_slot is not None and speed > 0 and piece is not None:
                end = self.camera.slots(final=True)[move.cell]
                self.glides = [Glide(piece, before_slot, end, GLIDE_S / speed)]
        elif len(self.state.false_calls) > falses:
            self.app.audio.play("error")
            who = self.session.name(self.state.false_calls[-1][0])
            self.say(_("No {call} there, {who} — play on.").format(call=self.session.call_word, who=who))
        else:
            self.app.audio.play("call")

    def turn_started(self) -> None:
        super().turn_started()
        self.input.turn_started()
        st = self.state
        if st.variant.draw_pile and len(self.humans()) > 1 and not self.autoplaying and not st.is_over:
            if st.to_move is not None and st.to_move != self.viewer:
                self.raise_curtain(st.to_move)
        self.offer_flat_board()
        self.point_to_danger()

    def point_to_danger(self) -> None:
        """Once ever, the first time a person here must give while some pieces would hand over a win and they
        are not marked: the table names the setting that marks them (playtest: nobody found it)."""
        st, settings = self.state, self.app.settings
        if self.toast.shown and self.toast.text == self.danger_tip:
            self.toast.hush()  # said for the give just made: the next turn has its own words
        if (
            st.phase != "give"
            or st.to_move not in self.humans()
            or not remembered.pref(settings, "danger_tip")
        ):
            return
        if self.marks_danger() or not dangerous_gives(st):  # marked already, or nothing to mark now
            return
        remembered.put_pref(settings, "danger_tip", False)
        # TRANSLATORS: "Mark danger in Quarto" is the Settings row's name
        if st.variant.pieces == "classic":
            text = _(
                "Some pieces here would let your opponent win: Settings → Mark danger in Quarto rings them."
            )
        else:
            text = _(
                "Some cards here would let your opponent win: Settings → Mark danger in Quarto rings them."
            )
        self.danger_tip = text
        self.say(text, 10)

    def offer_flat_board(self) -> None:
        """Once a crowded 3D board (``CROWDED`` pieces) can hide a square: the table asks, once ever, with two
        buttons, whether to show the 2D board (V and the pause menu switch it at any time)."""
        st, settings = self.state, self.app.settings
        if st.is_over or not self.humans() or not self.view.depth.board3d():
            return
        if sum(p is not None for p in st.board) < CROWDED or not remembered.pref(settings, "flat_offer"):
            return
        if st.to_move not in self.humans() or self.app.stack.top is not self:
            return  # asked of a player at this screen, on their turn
        if os.environ.get("QUADRILLE_FIRST_RUN", "1") == "0":
            return  # a first-run question, as the lesson offer: not for tests that drive a table by clicks
        remembered.put_pref(settings, "flat_offer", False)
        self.app.push(
            "confirm",
            text=N_("A crowded board?"),
            # TRANSLATORS: V is the key that switches the board between 3D and 2D (seen from above)
            detail=N_(
                "On a crowded board a short piece can hide behind a tall one. The flat board shows every square "
                "from above. Switch back at any time with V or from the Menu."
            ),
            yes=N_("Show the flat board"),
            no=N_("Keep the 3D board"),
            on_yes=self.view.flat.toggle,
        )

    def pause_menu(self) -> None:
        """The pause menu, with the board's view under Resume on the classic pieces' fixed board (V does it too)."""
        extra = []
        if self.view.flat.applies():
            label = N_("3D board (V)") if self.view.flat.on else N_("Flat board (V)")
            extra.append(Button(label, self._switch_board, size=20))
        self.app.push("pause", game=self.game_key, extra=extra, entries=self.drivers.entries())

    def _switch_board(self) -> None:
        self.app.back()  # back to the table, which shows the other board at once
        self.view.flat.toggle()

    def end_sound(self) -> str:
        out = self.state.outcome
        return "success" if out is None or out.winner is None else "win"

    def stats_details(self) -> Finished:
        return quarto_record(self.session, self.hints.used_in(self.state))

    def keep_in_history(self) -> None:
        keep_quarto_game(resources.data_dir(), self.session)

    def result_card(self) -> ResultCard:
        """The card for the game as it stands (the view also lays out a stand-in to make its fonts ready)."""
        s = self.session
        out = s.state.outcome
        title = (
            pgettext("tie", "A draw")
            if out is None or out.winner is None
            else _("{name} wins!").format(name=result_name(s.seats[out.winner], s.name(out.winner)))
        )
        if s.match_over and s.setup.match != "single":
            mw = s.match_winner()
            title = _("Match drawn") if mw is None else _("{name} takes the match!").format(name=s.name(mw))
        drawn = _("drawn games: {n}").format(n=s.match.draws) if s.match.draws else ""
        return ResultCard(
            title,
            s.result_text().split(" — ", 1)[-1],
            [(s.name(seat), s.match.score[seat]) for seat in (1, 0)],
            " ".join(filter(None, (drawn, "" if reviewable(s) else _(NOT_REVIEWABLE)))),
            self.card_buttons(
                N_("Rematch") if s.match_over else N_("Next game"),
                self.review_button(),
            ),
        )

    def review_button(self) -> Button:
        """The result card's "Review game": the coach on this game (the fixed board without a draw pile only)."""
        s = self.session
        record, players = s.state.record(), s.names()
        return Button(
            N_("Review game"),
            lambda: self.app.push("study-review", text=record, players=players),
            size=16,
            enabled=reviewable(s),
        )

    def start_next(self) -> None:
        """The next game of the match (a fresh match once it is over)."""
        self.session.next_game()

    def reset_moments(self) -> None:
        super().reset_moments()
        self.glides.clear()
        self.hints.clear()
        self.selected = None
        self.camera.settle()

    # helpers ---------------------------------------------------------------------------
    def undo(self) -> None:
        if not self.session.can_undo():
            self.app.audio.play("error")
            return
        self._jump(self.session.undo)

    def redo(self) -> None:
        if not self.session.can_redo():
            self.app.audio.play("error")
            return
        self._jump(self.session.redo)
        if self.state.is_over:
            self.game_over()

    def _jump(self, step: Callable[[], object]) -> None:
        self.cancel_bots()
        self.glides.clear()
        step()
        self.app.audio.play("undo")
        self.selected = None
        self.hints.clear()
        self.camera.settle()
        self.view.invalidate()
        self.turn_started()

    def show_hint(self) -> None:
        if self.hints.show():
            self.view.invalidate()
        else:
            self.app.audio.play("error")

    def danger(self) -> set[int]:
        """Pool pieces to mark while a human gives: with the danger setting on, and always against a Beginner or
        Easy computer (new players are the ones who need it)."""
        if not self.marks_danger() or not self.human_turn() or self.state.phase != "give":
            return set()
        return dangerous_gives(self.state)

    def marks_danger(self) -> bool:
        """The setting is on, or a Beginner or Easy computer sits at the table."""
        gentle = any(s.is_bot and s.level in ("beginner", "easy") for s in self.session.seats)
        return bool(self.app.settings["danger_highlight"]) or gentle

    def call_available(self) -> bool:
        """The call button shows under the manual rule while a human seat may call."""
        win = self.state.call_window
        return win is not None and not self.bot_seat(win.seat)

    def call(self) -> None:
        if not self.call_available():
            self.app.audio.play("error")
            return
        self.play(Call())

    def refresh_buttons(self) -> None:
        undo, redo, hint, _menu = self.buttons
        undo.enabled = self.session.can_undo() and not self.autoplaying
        redo.enabled = self.session.can_redo() and not self.autoplaying
        hint.enabled = self.human_turn()
        self.call_button.enabled = self.call_available()

    # per frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if not moving:  # a frame with nothing to draw has room for work ahead
            self.view.work_ahead()
        return moving

    def advance(self, dt: float) -> bool:
        moving = False
        if self.glides:
            moving = True
            if self.glides[0].advance(dt):
                self.glides.clear()
                self.view.invalidate()
                self.input.refresh()
        if self.camera.update(dt):
            self.view.invalidate()
            moving = True
        if self.hints.waiting and not self.state.is_over:
            if self.hints.update():
                self.view.invalidate()
            moving = True
        return moving

    def position(self) -> QuartoState:
        return self.state

    def ready(self, seat: int) -> bool:
        return not self.glides

    def only_move(self, seat: int) -> Move | None:
        """The only piece left to give goes by itself."""
        last = forced_give(self.state) if self.human_turn() else None
        return None if last is None else Give(last)
