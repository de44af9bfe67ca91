"""Mouse and keyboard on the Quarto table: pick a piece (second click or Enter gives it), hover and click to
place, arrows move a cursor, Tab switches pool/board, Q calls, U/R undo/redo, H hint, V 2D/3D board (F1 or ?,
the shell's keys card, lists them: ``key_rows``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_
from game.play import remembered
from game.rules.quarto import Give, Place
from game.scenes.keymap import (
    ARROWS,
    CLICK,
    CTRL_Y,
    CTRL_Z,
    ENTER,
    ESC,
    RESULT_ROWS,
    SPACE,
    TAB,
    KeyRow,
    row,
)
from game.scenes.quarto.layout import Slot
from game.scenes.table.input import MOVES_ROW, InputBase

if TYPE_CHECKING:
    from game.scenes.quarto.scene import QuartoTableScene
    from game.ui.widgets import Button


GIVE_ROWS = (
    row(CLICK, does=N_("pick a piece to give (click it again to give it)")),
    row(ARROWS, does=N_("move the cursor over the pieces you may give")),
    row(ENTER, SPACE, does=N_("give the piece at the cursor (with confirm gives: press twice)")),
)
PLACE_ROWS = (
    row(CLICK, does=N_("place the piece in hand on a square")),
    row(ARROWS, does=N_("move the cursor over the empty squares")),
    row(ENTER, SPACE, does=N_("place the piece in hand at the cursor")),
)
CURSOR_ROW = row(TAB, does=N_("move the cursor between the pool and the board"))
UNDO_ROWS = (
    row("U", CTRL_Z, does=N_("undo")),
    row("R", CTRL_Y, does=N_("redo")),
    row("H", does=N_("hint: what loses, what wins")),
)
CALL_ROWS = {
    "Quarto!": row("Q", does=N_("call Quarto! (with manual calls)")),
    "WIN": row("Q", does=N_("call WIN (with manual calls)")),
}
VIEW_ROWS = (
    row("V", does=N_("board seen from above (2D) or in 3D")),
    MOVES_ROW,
)
PAUSE_ROW = row(ESC, does=N_("pause menu (save and quit from there)"))


def key_rows(call_word: str | None, phase: str | None) -> tuple[KeyRow, ...]:
    """The table's keys in ``phase`` ('give', 'place', 'wait' for the other side's turn, 'over'; None: every
    one, for the How-to-play page). ``call_word`` is the piece set's ("Quarto!" or "WIN"), None without
    manual calls."""
    turn: tuple[KeyRow, ...] = {"give": GIVE_ROWS, "place": PLACE_ROWS}.get(phase or "", ())
    if phase is None:
        turn = (
            row(CLICK, does=N_("pick a piece to give (click it again to give it), or a square to place on")),
            row(ARROWS, does=N_("move the cursor")),
            row(ENTER, SPACE, does=N_("give the piece at the cursor, or place the piece in hand there")),
        )
    if phase == "over":
        return RESULT_ROWS + VIEW_ROWS + (PAUSE_ROW,)
    cursor = (CURSOR_ROW,) if turn or phase is None else ()
    call = (CALL_ROWS.get(call_word, CALL_ROWS["Quarto!"]),) if call_word else ()
    return turn + cursor + UNDO_ROWS + call + VIEW_ROWS + (PAUSE_ROW,)


class QuartoInput(InputBase["QuartoTableScene"]):
    """Turns events into the scene's actions; owns what only input needs: hover, drag, keyboard cursor."""

    card_modal = False  # under the result card the board still turns (V), the list scrolls, buttons answer

    def __init__(self, scene: QuartoTableScene) -> None:
        super().__init__(scene)
        self.hover_cell: int | None = None  # the legal hole under the pointer while a human places
        self.over_cell: int | None = (
            None  # the board square under the pointer, in any phase (pieces in front fade)
        )
        self.hover_piece: int | None = None
        self.drag: dict | None = None  # a pool piece being dragged: piece, start, pos, moved
        self.zone = "pool"  # where the keyboard cursor is: 'pool' or 'board'
        self.cursor = {"pool": 0, "board": 5}
        self.keyboard = False  # the last input was a key (the cursor shows)
        self.tip: tuple[int, Slot] | None = (
            None  # (piece, its rect on screen) under the pointer, for the tooltip
        )
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen

    def refresh(self) -> None:
        """The table changed under a still pointer (a piece given or placed, a glide landed): what it hovers is
        worked out again, so a tooltip never names a piece that has left and the aimed-at hole shows at once."""
        if self.pointer is not None and not self.keyboard:
            self._hover(self.pointer)
        else:
            self.tip = self.over_cell = None

    def turn_started(self) -> None:
        """Put the keyboard cursor where the new turn acts."""
        st = self.scene.state
        self.hover_cell = None
        self.zone = "board" if st.phase == "place" else "pool"
        cells = st.legal_cells()
        self.cursor["board"] = cells[0] if cells else 0
        if st.phase == "give" and st.pool:
            self.cursor["pool"] = self.scene.places.pool_index(st.pool[0])
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        return super().handle_event(event)

    def table_event(self, event: pygame.event.Event) -> bool:
        """The board, the pool and the table's buttons."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            if self.drag is not None:
                self.drag["pos"] = event.pos
                if not self.drag["moved"] and self._far(event.pos, self.drag["start"]):
                    self.drag["moved"] = True
                    self.scene.lift(self.drag["piece"])  # lifted out of the pool while it travels
            self._hover(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scene.view.scroll_moves(event.y > 0)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self._all_buttons():
                if b.rect is not None and b.rect.collidepoint(event.pos) and b.enabled:
                    b.pressed = True
                    return True
            self._press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self._all_buttons():
                was, b.pressed = b.pressed, False
                if was and b.rect is not None and b.rect.collidepoint(event.pos):
                    b.activate(self.scene.app)
                    return True
            drag, self.drag = self.drag, None
            if drag is not None and drag["moved"]:
                self._drop(drag, event.pos)
            else:
                self._click(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return True
        return False

    def _all_buttons(self) -> list[Button]:
        scene = self.scene
        out = list(scene.buttons)
        if scene.call_available():
            out.append(scene.call_button)
        scene.refresh_buttons()
        return out

    def _hover(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        for b in self._all_buttons():
            b.hovered = b.rect is not None and b.rect.collidepoint(pos)
        self.hover_cell = self.hover_piece = None
        self.over_cell = self._square_at(pos)
        self.tip = self._piece_under(pos)
        if self.scene.human_turn():
            st = self.scene.state
            if st.phase == "place":
                self.hover_cell = self._cell_at(pos)
            elif st.phase == "give":
                self.hover_piece = self._piece_at(pos)

    def _piece_under(self, pos: tuple[int, int]) -> tuple[int, Slot] | None:
        """Any piece under the pointer, in the pool or on the board (the front-most one, unless the pieces in
        front of the square looked at fade: then that square's, or none for an empty hole)."""
        st = self.scene.state
        if not st.variant.draw_pile:
            for p in st.pool:
                slot = self.scene.places.pool_slot(p)
                if slot is not None and slot.rect.collidepoint(pos):
                    return p, slot
        slots = self.scene.camera.slots()
        seen = (
            self.over_cell
        )  # the square looked at: its piece, though a piece in front (now faded) covers it
        held = None if seen is None else st.board[seen]
        if seen is not None and self.scene.view.depth.fade():  # the square looked at, seen through
            return None if held is None else (held, slots[seen])
        hits = [c for c, p in enumerate(st.board) if p is not None and slots[c].rect.collidepoint(pos)]
        if not hits:
            return None
        front = max(hits, key=lambda c: slots[c].pos[1])
        piece = st.board[front]
        return None if piece is None else (piece, slots[front])

    def _cell_at(self, pos: tuple[int, int]) -> int | None:
        return self._square_at(pos, set(self.scene.state.legal_cells()))

    def _square_at(self, pos: tuple[int, int], cells: set[int] | None = None) -> int | None:
        """The square (of ``cells``, else any) whose place holds ``pos``, the nearest centre first."""
        slots = self.scene.camera.slots()
        best = None
        for cell in range(len(slots)) if cells is None else cells:
            slot = slots[cell]
            if slot.rect.collidepoint(pos):
                d = (slot.pos[0] - pos[0]) ** 2 + (slot.pos[1] - pos[1]) ** 2
                if best is None or d < best[0]:
                    best = (d, cell)
        return best[1] if best else None

    def _piece_at(self, pos: tuple[int, int]) -> int | None:
        st = self.scene.state
        if self.scene.state.variant.draw_pile and self.scene.viewing_seat() != st.to_move:
            return None
        for p in st.pool:
            slot = self.scene.places.pool_slot(p)
            if slot is not None and slot.rect.collidepoint(pos):
                return p
        return None

    def _far(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) > self.scene.view.lay.px(14)

    def _press(self, pos: tuple[int, int]) -> None:
        """A press on a pool piece may start a drag (the piece follows the pointer until released)."""
        if self.scene.state.phase != "give" or not self.scene.human_turn():
            return
        piece = self._piece_at(pos)
        if piece is not None:
            self.drag = {"piece": piece, "start": pos, "pos": pos, "moved": False}

    def _drop(self, drag: dict, pos: tuple[int, int]) -> None:
        """Dropped outside the pool: give it; dropped back in the pool: nothing is given (with "confirm gives"
        the piece stays lifted)."""
        piece = drag["piece"]
        if self.scene.view.lay.pool.collidepoint(pos):
            if self.scene.selected != piece and remembered.pref(self.scene.app.settings, "confirm_gives"):
                self.scene.lift(piece)
            return
        if self.scene.human_turn() and self.scene.state.phase == "give":
            self.scene.play(Give(piece))

    def _click(self, pos: tuple[int, int]) -> None:
        if self.scene.state.is_over:
            return
        if not self.scene.human_turn():
            return
        st = self.scene.state
        if st.phase == "give":
            piece = self._piece_at(pos)
            if piece is None:
                self.scene.drop_selection()
                return
            self.scene.select(piece)
        elif st.phase == "place":
            cell = self._cell_at(pos)
            if cell is not None:
                self.scene.play(Place(cell))

    def key_help(self) -> tuple[KeyRow, ...]:
        """What the keys do now: the phase's own when it is a person's turn (F1 lists them)."""
        sc = self.scene
        st = sc.state
        phase = "over" if st.is_over else st.phase if sc.human_turn() else "wait"
        word = st.pieces.call_word if st.variant.calls == "manual" else None
        return key_rows(word, phase)

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_v:
            self.scene.view.flat.toggle()
            return True
        if self.scene.state.is_over:  # (the result card's keys are its own: ``ResultCard.handle``)
            return True
        ctrl = event.mod & pygame.KMOD_CTRL
        if k == pygame.K_u or (ctrl and k == pygame.K_z):
            self.scene.undo()
            return True
        if k == pygame.K_r or (ctrl and k == pygame.K_y):
            self.scene.redo()
            return True
        if k == pygame.K_h:
            self.scene.show_hint()
            return True
        if k == pygame.K_q:
            self.scene.call()
            return True
        if not self.scene.human_turn():
            return True
        self.keyboard = True
        st = self.scene.state
        if k == pygame.K_TAB:
            self.zone = "board" if self.zone == "pool" else "pool"
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            dx = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(k, 0)
            dy = {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(k, 0)
            self._move_cursor(dx, dy)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if st.phase == "give":
                if self.zone == "pool":
                    piece = self._cursor_piece()
                    if piece is not None:
                        self.scene.select(piece)
                elif self.scene.selected is not None:
                    self.scene.play(Give(self.scene.selected))
            elif st.phase == "place" and self.zone == "board":
                if self.cursor["board"] in st.legal_cells():
                    self.scene.play(Place(self.cursor["board"]))
            return True
        return True

    def _cursor_piece(self) -> int | None:
        st = self.scene.state
        if st.variant.draw_pile:
            hand = self.scene.places.shown_hand()
            i = self.cursor["pool"]
            return hand[i] if 0 <= i < len(hand) and hand[i] in st.pool else None
        p = self.cursor["pool"]
        return p if p in st.pool else None

    def _move_cursor(self, dx: int, dy: int) -> None:
        st = self.scene.state
        if self.zone == "pool":
            if st.variant.draw_pile:
                n = max(1, len(self.scene.places.shown_hand()))
                self.cursor["pool"] = (self.cursor["pool"] + dx + dy) % n
                return
            cols = 2 if st.variant.pieces == "set" else 4
            slots = self.scene.view.lay.pool_slots
            self.cursor["pool"] = self._step_to(slots, self.cursor["pool"], dx, dy, set(st.pool), cols)
            return
        legal = set(st.legal_cells())
        slots = self.scene.camera.slots()
        self.cursor["board"] = self._step_to(slots, self.cursor["board"], dx, dy, legal, None)

    @staticmethod
    def _step_to(
        slots: list[Slot], current: int, dx: int, dy: int, allowed: set[int], cols: int | None
    ) -> int:
        """The nearest allowed slot in the direction pressed (by screen position, so it works on any grid)."""
        if not allowed:
            return current
        if current not in range(len(slots)):
            return min(allowed)
        x0, y0 = slots[current].pos
        best = None
        for i in allowed:
            x, y = slots[i].pos
            ax, ay = (x - x0) * dx, (y - y0) * dy
            along = ax if dx else ay
            across = abs(y - y0) if dx else abs(x - x0)
            if along <= 0:
                continue
            score = along + 2.5 * across
            if best is None or score < best[0]:
                best = (score, i)
        if best is None:
            return current if current in allowed else min(allowed)
        return best[1]
