"""The QU4TO table's mouse and keyboard. Left-click a card to select it, right-click to rotate it (a pass);
the buttons play, rotate, draw and sort. Keys: Left/Right move a cursor, Space or Up selects, Enter plays,
R rotates, D draws (or passes), S sorts, G / B choose green- or blue-up, Esc opens the pause menu."""

from __future__ import annotations

from typing import Any


class Qu4toInput:
    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.cursor = 0

    def drag_key(self) -> tuple | None:
        """What a drag in the hand shows (None: no drag)."""
        return None

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
