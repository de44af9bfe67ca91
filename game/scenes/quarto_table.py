"""The Quarto-family table: turns input into give / place / call moves, runs the computer seats, animates.

It decides no rule: every move goes through the rules engine (``TableSession.play``), and what is drawn comes
from the state. Drawing lives in quarto_draw (and quarto_static), the hint in quarto_hints, the one-move helpers in
quarto_analysis.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Any

from game.rules.quarto import Give, IllegalMove, Move, Place
from game.rules.quarto.moves import CALL
from game.scenes import quarto_draw as draw
from game.scenes import quarto_hints as hints
from game.scenes import quarto_layout as layout
from game.scenes.base import Scene
from game.scenes.quarto_analysis import dangerous_gives
from game.scenes.quarto_bots import Analyst, BotDriver
from game.scenes.quarto_config import TableSetup, remember_setup
from game.scenes.quarto_session import TableSession
from game.ui.widgets import Button

log = logging.getLogger(__name__)
GLIDE_S = 0.26  # pool -> hand -> board, at normal speed
THINK_MIN_S = 0.45  # a computer move is shown no sooner than this (normal speed), so it can be followed
RESULT_DELAY_S = 0.9  # the winning line glows alone for a moment before the result panel


def ease(t: float) -> float:
    """Ease-in-out (smoothstep): starts and lands softly."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Glide:
    """One piece in flight between two slots; ``t`` runs 0 → 1."""

    piece: int
    start: layout.Slot
    end: layout.Slot
    duration: float
    t: float = 0.0


class QuartoTableScene(Scene):
    name = "quarto-table"

    def __init__(
        self,
        app: Any,
        setup: dict | None = None,
        menu_key: str = "quarto",
        resume: dict | None = None,
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        seed = app.options.seed
        self.rng = random.Random(seed)
        self.menu_key = menu_key
        self.session: TableSession
        if resume is not None:
            try:
                self.session = TableSession.from_json(resume, self.rng)
                self.menu_key = (
                    "aces-faces" if self.session.setup.pieces == "common" else self.session.setup.game_key
                )
            except (ValueError, KeyError, TypeError, IndexError) as exc:
                log.warning("the saved game could not be restored: %s", exc)
                app.notify("The saved game could not be restored; a new game starts.")
                self.session = TableSession(
                    TableSetup.from_json(resume.get("setup") if isinstance(resume, dict) else None), self.rng
                )
        else:
            self.session = TableSession(TableSetup.from_json(setup, None), self.rng)
        self.autoplaying = bool(app.options.autoplay)
        # headless runs go faster than the clock (tests, --autoplay screenshots): their bots answer inline, with a
        # small budget; a real window (or --realtime) asks the AI's worker process, so frames keep flowing
        fast = bool(app.options.headless) and not getattr(app.options, "realtime", False)
        self.bots = BotDriver(inline=fast, budget_scale=0.2 if fast else 1.0)
        self.analyst = Analyst(inline=fast)
        self.hint_moves = -1  # history length the pending analysis belongs to
        self.version = 0
        self.static: Any = None
        self.static_key: tuple | None = None
        self.lay: layout.TableLayout | None = None
        self.glides: list[Glide] = []
        self.pending_bot: Move | None = None
        self.think_t = 0.0
        self.selected: int | None = None
        self.drag: dict | None = None  # a pool piece being dragged: piece, start, pos, moved
        self.hover_cell: int | None = None
        self.hover_piece: int | None = None
        self.zone = "pool"
        self.cursor = {"pool": 0, "board": 5}
        self.keyboard = False
        self.hint: dict[str, Any] | None = None
        self.message = ""
        self.message_t = 0.0
        self.over_t = 0.0
        self.recorded = False
        self.moves_scroll = 0
        self.viewer: int | None = None  # draw pile: whose private hand the screen shows
        self.view = (
            2.0,
            2.0,
            3.0,
            3.0,
        )  # unmarked board: visible part of the 7 x 7 grid (row, col, rows, cols)
        self.view_goal = self.view
        self.time = 0.0
        self.buttons = [
            Button("Undo", self.undo, size=16),
            Button("Redo", self.redo, size=16),
            Button("Hint", self.show_hint, size=16),
            Button("Menu", self.pause_menu, size=16),
        ]
        self.call_button = Button(self.session.call_word, self.call, primary=False, size=22)
        self.result_buttons: list[Button] = []
        self.result_focus = 0

    # lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self._turn_started()

    def exit(self) -> None:
        self.bots.close()
        self.analyst.close()

    def resume(self) -> None:
        self.version += 1

    def layout(self, size: tuple[int, int]) -> None:
        v = self.session.variant
        self.app.theme.resize(size)
        self.lay = layout.compute(self.app.pg, size, v.pieces, v.draw_pile, v.board == "unmarked")
        bw = (self.lay.buttons.w - 3 * self.lay.px(8)) // 4
        for i, b in enumerate(self.buttons):
            b.rect = self.app.pg.Rect(
                self.lay.buttons.x + i * (bw + self.lay.px(8)), self.lay.buttons.y, bw, self.lay.buttons.h
            )
        self.call_button.rect = self.lay.call
        self._warm()
        self.glides.clear()
        self.view = self.view_goal = self._view_goal()
        self.version += 1

    def _warm(self) -> None:
        """Paint every face at the sizes this layout uses now, so no frame mid-game pays for a new one."""
        from game.scenes.quarto_art import face

        v = self.session.variant
        sizes = {self.lay.pool_slots[0].cell_w, layout.hand_slot(self.app.pg, self.lay, v.pieces, 0).cell_w}
        if v.board == "fixed":
            sizes.add(self.lay.cells[0].cell_w)
        else:
            sizes.add(layout.unmarked_slots(self.app.pg, self.lay, v.pieces, self.view)[0].cell_w)
        cb = self.app.settings["colorblind"]
        for cw in sizes:
            for p in range(16):
                face(v.pieces, p, cw, cb)

    # seats ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def bot_seat(self, seat: int | None) -> bool:
        return seat is not None and (self.autoplaying or self.session.is_bot(seat))

    def human_turn(self) -> bool:
        st = self.state
        return not st.is_over and not self.bot_seat(st.to_move) and not self.glides

    def speed(self) -> float:
        return 2.0 if self.autoplaying else self.app.animation_speed()

    def viewing_seat(self) -> int | None:
        """Whose private hand (draw pile) is face up: the human at the table, or the hot-seat player at the
        screen; computer against computer shows the giver's."""
        humans = [s for s in (0, 1) if not self.bot_seat(s)]
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return self.state.to_move
        return self.viewer

    # moves ---------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play a move through the rules engine, with its glide and sound; False (and a message) if illegal."""
        st = self.state
        before_slot = self._slot_of_hand() if isinstance(move, Place) else None
        giver_slot = self._pool_slot(move.piece) if isinstance(move, Give) else None
        falses = len(st.false_calls)
        try:
            self.session.play(move)
        except IllegalMove as exc:
            self.say(str(exc))
            self.app.audio.play("error")
            return False
        self.selected = None
        self.hint = None
        self.hover_cell = None
        speed = self.speed()
        if isinstance(move, Give):
            self.app.audio.play("give")
            if giver_slot is not None and speed > 0:
                self.glides = [Glide(move.piece, giver_slot, self._slot_of_hand(), GLIDE_S / speed)]
        elif isinstance(move, Place):
            self.app.audio.play("place")
            self.view_goal = self._view_goal()
            if before_slot is not None and speed > 0:
                piece = self.state.board[move.cell]
                if piece is not None:
                    self.glides = [
                        Glide(piece, before_slot, self._cell_slot(move.cell, final=True), GLIDE_S / speed)
                    ]
        else:
            if len(self.state.false_calls) > falses:
                self.app.audio.play("error")
                who = self.session.name(self.state.false_calls[-1][0])
                self.say(f"No {self.session.call_word} there, {who} — play on.")
            else:
                self.app.audio.play("call")
        self.version += 1
        if self.state.is_over:
            self._game_over()
        else:
            self._turn_started()
        return True

    def _turn_started(self) -> None:
        # after every move, undo and redo: a killed process or a power cut loses nothing
        self.save_game(soon=True)
        st = self.state
        self.zone = "board" if st.phase == "place" else "pool"
        self.cursor["board"] = self._first_legal_cell()
        if st.phase == "give" and st.pool:
            self.cursor["pool"] = self._pool_index(st.pool[0])
        if st.variant.draw_pile and self.session.hot_seat and not self.autoplaying and not st.is_over:
            if st.to_move != self.viewer:
                self.viewer = None
                self.app.push(
                    "quarto-curtain", player=self.session.name(st.to_move), on_ready=self._curtain_lifted
                )

    def _curtain_lifted(self) -> None:
        self.viewer = self.state.to_move
        self.version += 1

    def _game_over(self) -> None:
        self.bots.cancel()
        self.over_t = 0.0
        out = self.state.outcome
        self.app.audio.play("success" if out is None or out.winner is None else "win")
        self._record()
        if self.app.saves.data.get("scene") == self.session.setup.game_key:
            self.app.saves.clear()
        self._build_result_buttons()

    def _record(self) -> None:
        if self.recorded or self.autoplaying:
            return
        self.recorded = True
        humans = self.session.setup.humans()
        if not humans:
            return
        winner = self.state.outcome.winner if self.state.outcome else None
        me = humans[0]
        result = "draw" if winner is None else ("win" if winner == me else "loss")
        try:
            self.app.records.record(self.session.setup.game_key, self.session.setup.opponent_label(), result)
        except OSError as exc:
            log.warning("could not record the result: %s", exc)

    def _build_result_buttons(self) -> None:
        first = "Rematch" if self.session.match_over else "Next game"
        self.result_buttons = [
            Button(first, self.next_game, primary=True, size=20),
            Button("New setup", self.new_setup, size=18),
            Button("Menu", self.to_menu, size=18),
        ]
        self.result_focus = 0

    def next_game(self) -> None:
        self.bots.cancel()
        self.session.next_game()
        self.recorded = False
        self.glides.clear()
        self.hint = None
        self.selected = None
        self.viewer = None
        self.result_buttons = []
        self.view = self.view_goal = self._view_goal()
        self.version += 1
        self.app.audio.play("deal")
        self._turn_started()

    def new_setup(self) -> None:
        self.bots.cancel()
        remember_setup(self.app, self.menu_key, self.session.setup)
        self.app.go(self.menu_key)

    def to_menu(self) -> None:
        self.bots.cancel()
        self.save_game()
        self.app.go("menu")

    def pause_menu(self) -> None:
        self.app.push("pause", game=self.menu_key)

    # helpers ---------------------------------------------------------------------------
    def say(self, text: str, seconds: float = 3.5) -> None:
        self.message, self.message_t = text, seconds

    def undo(self) -> None:
        if not self.session.can_undo():
            self.app.audio.play("error")
            return
        self.bots.cancel()
        self.pending_bot = None
        self.glides.clear()
        self.session.undo()
        self._after_jump()

    def redo(self) -> None:
        if not self.session.can_redo():
            self.app.audio.play("error")
            return
        self.bots.cancel()
        self.pending_bot = None
        self.glides.clear()
        self.session.redo()
        self._after_jump()
        if self.state.is_over:
            self._game_over()

    def _after_jump(self) -> None:
        self.app.audio.play("undo")
        self.selected = None
        self.hint = None
        self.view = self.view_goal = self._view_goal()
        self.version += 1
        self._turn_started()

    def show_hint(self) -> None:
        hints.show_hint(self)

    def danger(self) -> set[int]:
        """Pool pieces to mark when the danger setting is on and a human is giving."""
        if not self.app.settings["danger_highlight"] or not self.human_turn() or self.state.phase != "give":
            return set()
        return dangerous_gives(self.state)

    def call(self) -> None:
        win = self.state.call_window
        if win is None or self.bot_seat(win.seat):
            self.app.audio.play("error")
            return
        self.play(CALL)

    # slots -------------------------------------------------------------------------------
    def _pool_index(self, piece: int) -> int:
        if self.state.variant.draw_pile:
            hand = self._shown_hand()
            return hand.index(piece) if piece in hand else 0
        return piece

    def _shown_hand(self) -> tuple[int, ...]:
        st = self.state
        seat = self.viewing_seat()
        return st.hand_of(seat) if seat is not None else ()

    def _pool_slot(self, piece: int) -> layout.Slot | None:
        slots = self.lay.pool_slots
        if self.state.variant.draw_pile:
            hand = self._shown_hand()
            if piece in hand:
                return slots[hand.index(piece)]
            return (
                layout.Slot(self.lay.pile.center, slots[0].cell_w, self.lay.pile) if self.lay.pile else None
            )
        return slots[piece]

    def _slot_of_hand(self) -> layout.Slot:
        seat = self.state.to_move if self.state.to_move is not None else 0
        return layout.hand_slot(self.app.pg, self.lay, self.state.variant.pieces, seat)

    def _cell_slot(self, cell: int, final: bool = False) -> layout.Slot:
        if self.state.variant.board == "fixed":
            return self.lay.cells[cell]
        view = self.view_goal if final else self.view
        return layout.unmarked_slots(self.app.pg, self.lay, self.state.variant.pieces, view)[cell]

    def cell_slots(self) -> list[layout.Slot]:
        if self.state.variant.board == "fixed":
            return self.lay.cells
        return layout.unmarked_slots(self.app.pg, self.lay, self.state.variant.pieces, self.view)

    def _view_goal(self) -> tuple[float, float, float, float]:
        st = self.state
        if st.variant.board == "fixed":
            return (0.0, 0.0, 4.0, 4.0)
        cells = [c for c, p in enumerate(st.board) if p is not None]
        probe = st
        if st.phase == "give" and st.pool:
            probe = st.copy()
            probe.play(Give(st.pool[0]))
        cells += list(probe.legal_cells()) if probe.phase == "place" else []
        if not cells:
            cells = [24]
        rows = [c // 7 for c in cells]
        cols = [c % 7 for c in cells]
        return (
            float(min(rows)),
            float(min(cols)),
            float(max(rows) - min(rows) + 1),
            float(max(cols) - min(cols) + 1),
        )

    def _first_legal_cell(self) -> int:
        cells = self.state.legal_cells()
        return cells[0] if cells else 0

    # per frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = False
        self.time += dt
        if self.message_t > 0:
            self.message_t -= dt
            moving = True
        if self.glides:
            g = self.glides[0]
            g.t += dt / max(1e-6, g.duration)
            moving = True
            if g.t >= 1.0:
                self.glides.clear()
                self.version += 1
        if self.view != self.view_goal:
            k = 1.0 if self.speed() == 0 else min(1.0, dt * 9 * self.speed())
            self.view = tuple(a + (b - a) * k for a, b in zip(self.view, self.view_goal, strict=True))  # type: ignore[assignment]
            if max(abs(a - b) for a, b in zip(self.view, self.view_goal, strict=True)) < 0.01:
                self.view = self.view_goal
            self.version += 1
            moving = True
        st = self.state
        if st.is_over:
            before = self.over_t
            self.over_t += dt
            if before < RESULT_DELAY_S <= self.over_t or self.over_t < 3.0:
                moving = True
            if self.autoplaying and self.over_t > 2.2:
                self.next_game()
            return moving
        if self.analyst.ticket is not None or self.analyst._ready is not None:
            hints.take_analysis(self)
            moving = True
        if self.bot_seat(st.to_move) and not self._curtain_up():
            moving = self._drive_bot(dt) or moving
        return moving

    def _curtain_up(self) -> bool:
        return self.app.stack.top is not self

    def _drive_bot(self, dt: float) -> bool:
        self.think_t += dt
        if self.pending_bot is None:
            if not self.bots.busy:
                self.think_t = 0.0
                level = self.session.setup.seats[self.state.to_move].level
                self.bots.request(self.state, level, self.rng.randrange(1 << 30))
            self.pending_bot = self.bots.poll()
        speed = self.speed()
        ready = speed == 0 or self.think_t >= THINK_MIN_S / speed
        if self.pending_bot is not None and ready and not self.glides:
            move, self.pending_bot = self.pending_bot, None
            if not self.play(move):
                log.warning("the bot's move %s was refused", move)
        return True

    def autoplay(self, frame: int) -> None:
        """--autoplay: the table plays every seat itself (see bot_seat); nothing to click."""
        self.autoplaying = True

    def save_game(self, soon: bool = False) -> None:
        if self.state.is_over or not self.session.setup.humans() or self.autoplaying:
            return
        self.app.saves.save(self.session.setup.game_key, self.session.to_json(), soon=soon)

    # input ------------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        from game.scenes.quarto_input import handle_event

        return handle_event(self, event)

    def draw(self, surface: Any) -> None:
        draw.draw_table(self, surface)


__all__ = ["QuartoTableScene", "ease"]
