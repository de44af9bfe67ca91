"""Mouse and keyboard on the Quarto table: pick a piece (second click or Enter gives it), hover and click to
place, arrows move a cursor, Tab switches pool/board, Q calls, U/R undo/redo, H hint, F1 or ? shortcuts."""

from __future__ import annotations

from typing import Any

from game.rules.quarto import Give, Place


def handle_event(scene: Any, event: Any) -> bool:
    pg = scene.app.pg
    if event.type == pg.KEYDOWN:
        return _key(scene, event)
    if event.type == pg.MOUSEMOTION:
        scene.keyboard = False
        if scene.drag is not None:
            scene.drag["pos"] = event.pos
            if not scene.drag["moved"] and _far(scene, event.pos, scene.drag["start"]):
                scene.drag["moved"] = True
                scene.selected = scene.drag["piece"]  # lifted out of the pool while it travels
                scene.version += 1
        _hover(scene, event.pos)
        return True
    if event.type == pg.MOUSEWHEEL:
        scene.moves_scroll = max(0, scene.moves_scroll + (1 if event.y > 0 else -1))
        scene.version += 1
        return True
    if event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
        for b in _all_buttons(scene):
            if b.rect is not None and b.rect.collidepoint(event.pos) and b.enabled:
                b.pressed = True
                return True
        _press(scene, event.pos)
        return True
    if event.type == pg.MOUSEBUTTONUP and event.button == 1:
        for b in _all_buttons(scene):
            was, b.pressed = b.pressed, False
            if was and b.rect.collidepoint(event.pos):
                b.activate(scene.app)
                return True
        drag, scene.drag = scene.drag, None
        if drag is not None and drag["moved"]:
            _drop(scene, drag, event.pos)
        else:
            _click(scene, event.pos)
        return True
    if event.type == pg.MOUSEBUTTONDOWN and event.button in (4, 5):
        return True
    return False


def _all_buttons(scene: Any) -> list[Any]:
    out = list(scene.result_buttons) if scene.state.is_over and scene.over_t >= 0.9 else []
    out += scene.buttons
    if call_available(scene):
        out.append(scene.call_button)
    _refresh_buttons(scene)
    return out


def _refresh_buttons(scene: Any) -> None:
    s = scene.session
    undo, redo, hint, _menu = scene.buttons
    undo.enabled = s.can_undo() and not scene.autoplaying
    redo.enabled = s.can_redo() and not scene.autoplaying
    hint.enabled = scene.human_turn()


def call_available(scene: Any) -> bool:
    """The call button shows under the manual rule while a human seat may call."""
    win = scene.state.call_window
    return win is not None and not scene.bot_seat(win.seat)


def _hover(scene: Any, pos: tuple[int, int]) -> None:
    for b in _all_buttons(scene):
        b.hovered = b.rect is not None and b.rect.collidepoint(pos)
    before = (scene.hover_cell, scene.hover_piece)
    scene.hover_cell = scene.hover_piece = None
    if scene.human_turn():
        st = scene.state
        if st.phase == "place":
            scene.hover_cell = _cell_at(scene, pos)
        elif st.phase == "give":
            scene.hover_piece = _piece_at(scene, pos)
    if before != (scene.hover_cell, scene.hover_piece):
        scene.version += 0  # hover is drawn on the dynamic layer


def _cell_at(scene: Any, pos: tuple[int, int]) -> int | None:
    legal = set(scene.state.legal_cells())
    slots = scene.cell_slots()
    best = None
    for cell in legal:
        slot = slots[cell]
        if slot.rect.collidepoint(pos):
            d = (slot.pos[0] - pos[0]) ** 2 + (slot.pos[1] - pos[1]) ** 2
            if best is None or d < best[0]:
                best = (d, cell)
    return best[1] if best else None


def _piece_at(scene: Any, pos: tuple[int, int]) -> int | None:
    st = scene.state
    if scene.state.variant.draw_pile and scene.viewing_seat() != st.to_move:
        return None
    for p in st.pool:
        slot = scene._pool_slot(p)
        if slot is not None and slot.rect.collidepoint(pos):
            return p
    return None


def _far(scene: Any, a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > scene.lay.px(14)


def _press(scene: Any, pos: tuple[int, int]) -> None:
    """A press on a pool piece may start a drag (the piece follows the pointer until released)."""
    if scene.state.phase != "give" or not scene.human_turn():
        return
    piece = _piece_at(scene, pos)
    if piece is not None:
        scene.drag = {"piece": piece, "start": pos, "pos": pos, "moved": False}


def _drop(scene: Any, drag: dict, pos: tuple[int, int]) -> None:
    """Dropped outside the pool: give it; dropped back in the pool: just choose it."""
    piece = drag["piece"]
    if scene.lay.pool.collidepoint(pos):
        if scene.selected != piece:
            choose(scene, piece)
        return
    if scene.human_turn() and scene.state.phase == "give":
        scene.play(Give(piece))


def _click(scene: Any, pos: tuple[int, int]) -> None:
    if scene.state.is_over:
        return
    if not scene.human_turn():
        return
    st = scene.state
    if st.phase == "give":
        piece = _piece_at(scene, pos)
        if piece is None:
            if scene.selected is not None:
                scene.selected = None
                scene.version += 1
            return
        choose(scene, piece)
    elif st.phase == "place":
        cell = _cell_at(scene, pos)
        if cell is not None:
            scene.play(Place(cell))


def choose(scene: Any, piece: int) -> None:
    """First choice lifts the piece; choosing it again gives it."""
    if scene.selected == piece:
        scene.play(Give(piece))
        return
    scene.selected = piece
    scene.app.audio.play("click")
    scene.version += 1


def _key(scene: Any, event: Any) -> bool:
    pg = scene.app.pg
    k = event.key
    ch = getattr(event, "unicode", "")
    if k == pg.K_ESCAPE:
        scene.pause_menu()
        return True
    if k == pg.K_F1 or ch == "?":
        scene.app.push("quarto-shortcuts")
        return True
    if scene.state.is_over:
        return _result_keys(scene, event)
    ctrl = event.mod & pg.KMOD_CTRL
    if k == pg.K_u or (ctrl and k == pg.K_z):
        scene.undo()
        return True
    if k == pg.K_r or (ctrl and k == pg.K_y):
        scene.redo()
        return True
    if k == pg.K_h:
        scene.show_hint()
        return True
    if k == pg.K_q:
        scene.call()
        return True
    if not scene.human_turn():
        return True
    scene.keyboard = True
    st = scene.state
    if k == pg.K_TAB:
        scene.zone = "board" if scene.zone == "pool" else "pool"
        return True
    if k in (pg.K_LEFT, pg.K_RIGHT, pg.K_UP, pg.K_DOWN):
        dx = {pg.K_LEFT: -1, pg.K_RIGHT: 1}.get(k, 0)
        dy = {pg.K_UP: -1, pg.K_DOWN: 1}.get(k, 0)
        _move_cursor(scene, dx, dy)
        return True
    if k in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_SPACE):
        if st.phase == "give":
            if scene.zone == "pool":
                piece = _cursor_piece(scene)
                if piece is not None:
                    choose(scene, piece)
            elif scene.selected is not None:
                scene.play(Give(scene.selected))
        elif st.phase == "place" and scene.zone == "board":
            if scene.cursor["board"] in st.legal_cells():
                scene.play(Place(scene.cursor["board"]))
        return True
    return True


def _result_keys(scene: Any, event: Any) -> bool:
    pg = scene.app.pg
    if not scene.result_buttons or scene.over_t < 0.9:
        return True
    if event.key in (pg.K_LEFT, pg.K_UP, pg.K_RIGHT, pg.K_DOWN, pg.K_TAB):
        step = -1 if event.key in (pg.K_LEFT, pg.K_UP) else 1
        scene.result_focus = (scene.result_focus + step) % len(scene.result_buttons)
    elif event.key in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_SPACE):
        scene.result_buttons[scene.result_focus].activate(scene.app)
    return True


def _cursor_piece(scene: Any) -> int | None:
    st = scene.state
    if st.variant.draw_pile:
        hand = scene._shown_hand()
        i = scene.cursor["pool"]
        return hand[i] if 0 <= i < len(hand) and hand[i] in st.pool else None
    p = scene.cursor["pool"]
    return p if p in st.pool else None


def _move_cursor(scene: Any, dx: int, dy: int) -> None:
    st = scene.state
    if scene.zone == "pool":
        if st.variant.draw_pile:
            n = max(1, len(scene._shown_hand()))
            scene.cursor["pool"] = (scene.cursor["pool"] + dx + dy) % n
            return
        cols = 2 if st.variant.pieces == "set" else 4
        slots = scene.lay.pool_slots
        scene.cursor["pool"] = _step_to(slots, scene.cursor["pool"], dx, dy, set(st.pool), cols)
        return
    legal = set(st.legal_cells())
    slots = scene.cell_slots()
    scene.cursor["board"] = _step_to(slots, scene.cursor["board"], dx, dy, legal, None)


def _step_to(slots: list[Any], current: int, dx: int, dy: int, allowed: set[int], cols: int | None) -> int:
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
