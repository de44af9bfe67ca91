"""The QU4TO table's mouse and keyboard. Left-click a card to select it, right-click to rotate it (a pass);
the buttons play, rotate, draw and sort. Keys: Left/Right move a cursor, Space or Up selects, Enter plays,
R rotates, D draws (or passes), S sorts, G / B choose green- or blue-up, Esc opens the pause menu. Drag a card
along your hand to put it where you want it (Sort sorts again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.scenes.keymap import CLICK, ENTER, LEFT, RIGHT, RIGHT_CLICK, SPACE, UP, KeyRow, row
from game.scenes.table.input import CARD_ROWS, MOVES_ROW, PAUSE_ROW, InputBase

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene
    from game.scenes.table.result_card import ResultCard
    from game.ui.widgets import Button

PLAY_ROWS = (
    row(CLICK, does=N_("select a card (click again to drop it); drag it along the hand to move it")),
    row(RIGHT_CLICK, does=N_("turn a card round: a pass")),
    row(LEFT, RIGHT, does=N_("move the card cursor")),
    row(SPACE, UP, does=N_("select the card at the cursor")),
    row(ENTER, "P", does=N_("play the selected set")),
    row("R", does=N_("rotate the selected card (a pass)")),
    row("D", does=N_("draw a card (or pass when nothing is left)")),
)
HOLD_ROW = row("G", "B", does=N_("hold green-up or blue-up"))
COMMON_ROWS = (
    row("S", does=N_("sort the hand")),
    row("H", does=N_("a hint: Expert's suggestion on your turn")),
    MOVES_ROW,
    PAUSE_ROW,
)


def key_rows(phase: str | None) -> tuple[KeyRow, ...]:
    """The table's keys in ``phase`` ('play', 'orient' or 'keep' on your turn, 'wait', 'over'; None: every one,
    for the How-to-play page)."""
    if phase == "over":
        return CARD_ROWS
    own: tuple[KeyRow, ...] = {"play": PLAY_ROWS, "orient": (HOLD_ROW,), "keep": (HOLD_ROW,)}.get(
        phase or "", ()
    )
    if phase is None:
        own = PLAY_ROWS + (HOLD_ROW,)
    return own + COMMON_ROWS


class Qu4toInput(InputBase["Qu4toTableScene"]):
    def __init__(self, scene: Qu4toTableScene) -> None:
        super().__init__(scene)
        self.cursor = 0
        self.press: tuple[int, int] | None = None  # (hand index, x) of a left press on a card of the hand
        self.drag_x: int | None = None  # where the dragged card is, once the pointer moved far enough

    def key_help(self) -> tuple[KeyRow, ...]:
        sc = self.scene
        if sc.result is not None:
            return key_rows("over")
        return key_rows(sc.state.phase if sc.my_turn() else "wait")

    def drag_key(self) -> tuple | None:
        """What a drag in the hand shows (None: no drag)."""
        if self.press is None or self.drag_x is None:
            return None
        return self.press[0], self.drop_index(), self.drag_x

    def drop_index(self) -> int:
        """The place in the hand the dragged card would take: the slot whose centre is nearest the pointer."""
        sc = self.scene
        slots = sc.view.lay.hand_slots(len(sc.shown_hand()))
        x = self.drag_x if self.drag_x is not None else 0
        return min(range(len(slots)), key=lambda i: abs(slots[i].centerx - x)) if slots else 0

    def _drag(self, event: pygame.event.Event) -> bool:
        """Press, move and release a card of the hand: past a few pixels it is a drag, not a click."""
        sc = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = sc.view.hand_hit(event.pos)
            if hit is not None and sc.arranging():
                self.press, self.drag_x = (hit, event.pos[0]), None
            return False
        if self.press is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            if self.drag_x is None and abs(event.pos[0] - self.press[1]) < sc.view.px(12):
                return True
            self.drag_x = event.pos[0]
            sc.view.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, dragged = self.press[0], self.drag_x is not None
            target = self.drop_index()
            self.press, self.drag_x = None, None
            if dragged:
                sc.move_card(index, target)
                return True
        return False

    def _buttons(self) -> list[Button]:
        sc = self.scene
        st = sc.state
        out = [sc.menu_button, sc.hint_button]
        if sc.my_turn():
            if st.phase == "play":
                out += [sc.play_button, sc.rotate_button, sc.draw_button, sc.sort_button]
            else:
                out += [b for b in sc.keep_buttons if b.rect is not None]
        return out

    def card(self) -> ResultCard | None:
        """The round's summary or the match's result, whichever is on show."""
        return self.scene.result

    def table_event(self, event: pygame.event.Event) -> bool:
        sc = self.scene
        if self._drag(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEWHEEL:
            sc.view.moves.wheel(event.y > 0)
            sc.view.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for b in self._buttons():
                if event.button == 1 and b.rect is not None and b.rect.collidepoint(event.pos):
                    b.activate(sc.app)
                    return True
            hit = sc.view.hand_hit(event.pos)
            if hit is not None and sc.my_turn():
                if event.button == 1:
                    sc.toggle(hit)
                elif sc.state.phase == "play":
                    sc.rotate_selected(sc.shown_hand()[hit])
                return True
        return False

    def _key(self, key: int) -> bool:
        sc = self.scene
        if key == pygame.K_s:
            sc.toggle_sort()
            return True
        if key == pygame.K_h:
            sc.ask_hint()
            return True
        if not sc.my_turn():
            return False
        phase = sc.state.phase
        if phase in ("orient", "keep"):
            if key in (pygame.K_g, pygame.K_b):
                sc.choose_up(0 if key == pygame.K_g else 1)
                return True
            return False
        n = len(sc.shown_hand())
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            self.cursor = (self.cursor + (1 if key == pygame.K_RIGHT else -1)) % n
            sc.say(_("Card {n} of {total} — Space selects").format(n=self.cursor + 1, total=n), 1.5)
        elif key in (pygame.K_SPACE, pygame.K_UP) and n:
            sc.toggle(min(self.cursor, n - 1))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_p):
            sc.play_selected()
        elif key == pygame.K_r:
            sc.rotate_selected()
        elif key == pygame.K_d:
            sc.draw_card()
        else:
            return False
        return True
