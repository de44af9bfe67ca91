"""The QU4TO table's mouse and keyboard. Left-click a card to select it, right-click to rotate it (a pass);
the buttons play, rotate, draw and sort. Keys: Left/Right move a cursor, Space or Up selects, Enter plays,
R rotates, D draws (or passes), S sorts, G / B choose green- or blue-up, Esc opens the pause menu. Drag a card
along your hand to put it where you want it (Sort sorts again)."""

from __future__ import annotations

from typing import Any

#: The table's keys as the How-to-play page lists them (kept next to the code that reads them).
SHORTCUTS = (
    ("Click a card", "select it (click again to drop it)"),
    ("Right-click a card", "turn it round: a pass"),
    ("Left  or  Right", "move the card cursor"),
    ("Space  or  Up", "select the card at the cursor"),
    ("Enter  or  P", "play the selected set"),
    ("R", "rotate the selected card (a pass)"),
    ("D", "draw a card (or pass when nothing is left)"),
    ("G  or  B", "hold green-up or blue-up"),
    ("S", "sort the hand"),
    ("Esc", "pause menu"),
)


class Qu4toInput:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.cursor = 0
        self.press: tuple[int, int] | None = None  # (hand index, x) of a left press on a card of the hand
        self.drag_x: int | None = None  # where the dragged card is, once the pointer moved far enough

    def drag_key(self) -> tuple | None:
        """What a drag in the hand shows (None: no drag)."""
        if self.press is None or self.drag_x is None:
            return None
        return self.press[0], self.drop_index(), self.drag_x

    def drop_index(self) -> int:
        """The place in the hand the dragged card would take: the slot whose centre is nearest the pointer."""
        sc = self.scene
        slots = sc.view.lay.hand_slots(len(sc.shown_hand()), sc.app.pg)
        x = self.drag_x if self.drag_x is not None else 0
        return min(range(len(slots)), key=lambda i: abs(slots[i].centerx - x)) if slots else 0

    def _drag(self, event: Any) -> bool:
        """Press, move and release a card of the hand: past a few pixels it is a drag, not a click."""
        sc = self.scene
        pg = sc.app.pg
        if event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
            hit = sc.view.hand_hit(event.pos)
            if hit is not None and sc.arranging():
                self.press, self.drag_x = (hit, event.pos[0]), None
            return False
        if self.press is None:
            return False
        if event.type == pg.MOUSEMOTION:
            if self.drag_x is None and abs(event.pos[0] - self.press[1]) < sc.view.px(12):
                return True
            self.drag_x = event.pos[0]
            sc.view.invalidate()
            return True
        if event.type == pg.MOUSEBUTTONUP and event.button == 1:
            index, dragged = self.press[0], self.drag_x is not None
            target = self.drop_index()
            self.press, self.drag_x = None, None
            if dragged:
                sc.move_card(index, target)
                return True
        return False

    def _buttons(self) -> list[Any]:
        sc = self.scene
        st = sc.state
        out = [sc.menu_button]
        if sc.my_turn():
            if st.phase == "play":
                out += [sc.play_button, sc.rotate_button, sc.draw_button, sc.sort_button]
            else:
                out += [b for b in sc.keep_buttons if b.rect is not None]
        return out

    def handle_event(self, event: Any) -> bool:
        sc = self.scene
        pg = sc.app.pg
        card = sc.result
        if card is not None:
            return self._result_event(card, event)
        if self._drag(event):
            return True
        if event.type == pg.KEYDOWN:
            return self._key(event.key)
        if event.type == pg.MOUSEWHEEL:
            sc.view.moves.wheel(event.y > 0)
            sc.view.invalidate()
            return True
        if event.type == pg.MOUSEBUTTONUP and event.button in (1, 3):
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

    def _result_event(self, card: Any, event: Any) -> bool:
        sc = self.scene
        pg = sc.app.pg
        if event.type == pg.KEYDOWN:
            if event.key in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_SPACE) and card.buttons:
                card.buttons[card.focus].activate(sc.app)
            elif event.key in (pg.K_DOWN, pg.K_TAB, pg.K_RIGHT):
                card.step_focus(1)
            elif event.key in (pg.K_UP, pg.K_LEFT):
                card.step_focus(-1)
            elif event.key == pg.K_ESCAPE:
                sc.pause_menu()
            return True
        if event.type == pg.MOUSEBUTTONUP and event.button == 1:
            for b in card.buttons:
                if getattr(b, "rect", None) is not None and b.rect.collidepoint(event.pos):
                    b.activate(sc.app)
                    return True
        return True

    def _key(self, key: int) -> bool:
        sc = self.scene
        pg = sc.app.pg
        if key == pg.K_ESCAPE:
            sc.pause_menu()
            return True
        if key == pg.K_s:
            sc.toggle_sort()
            return True
        if not sc.my_turn():
            return False
        phase = sc.state.phase
        if phase in ("orient", "keep"):
            if key in (pg.K_g, pg.K_b):
                sc.choose_up(0 if key == pg.K_g else 1)
                return True
            return False
        n = len(sc.shown_hand())
        if key in (pg.K_LEFT, pg.K_RIGHT) and n:
            self.cursor = (self.cursor + (1 if key == pg.K_RIGHT else -1)) % n
            sc.say(f"Card {self.cursor + 1} of {n} — Space selects", 1.5)
        elif key in (pg.K_SPACE, pg.K_UP) and n:
            sc.toggle(min(self.cursor, n - 1))
        elif key in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_p):
            sc.play_selected()
        elif key == pg.K_r:
            sc.rotate_selected()
        elif key == pg.K_d:
            sc.draw_card()
        else:
            return False
        return True
