"""Drawing the Quarto table: the cached static layer (``quarto_static``) and a thin dynamic layer on top
(hand, selection, ghost, glides, glow, call button, result card), redrawn each frame."""

from __future__ import annotations

import math
from typing import Any

from game.scenes import quarto_art as art
from game.scenes.quarto_input import _refresh_buttons, call_available
from game.scenes.quarto_layout import hand_slot
from game.scenes.quarto_static import GOLD, LOSE, WIN, blit_piece, role_words, static_layer
from game.ui.theme import PALETTE


# dynamic layer -----------------------------------------------------------------------------------
def draw_table(scene: Any, surface: Any) -> None:
    size = surface.get_size()
    if scene.lay is None or scene.lay.size != size:
        scene.layout(size)
    surface.blit(static_layer(scene, size), (0, 0))
    _hand(scene, surface)
    _marks(scene, surface)
    _glides(scene, surface)
    _dragged(scene, surface)
    _win_rings(scene, surface)
    _thinking(scene, surface)
    _controls(scene, surface)
    if scene.state.is_over and scene.over_t >= 0.9:
        _result(scene, surface)


def _hand(scene: Any, surface: Any) -> None:
    st = scene.state
    if st.hand is None or st.is_over or any(g.piece == st.hand for g in scene.glides):
        return
    slot = hand_slot(scene.app.pg, scene.lay, st.variant.pieces, st.to_move)
    blit_piece(surface, scene, st.hand, slot)


def _ring(surface: Any, scene: Any, rect: Any, colour: tuple[int, int, int], width: int = 3) -> None:
    lay = scene.lay
    scene.app.pg.draw.rect(
        surface, colour, rect.inflate(lay.px(8), lay.px(8)), width=lay.px(width), border_radius=lay.px(10)
    )


def _marks(scene: Any, surface: Any) -> None:
    pg, lay, st = scene.app.pg, scene.lay, scene.state
    if st.is_over:
        return
    human = scene.human_turn()
    if st.phase == "give":
        pool_slot = scene._pool_slot
        danger = scene.danger()
        hinted = scene.hint.get("pieces", set()) if scene.hint else set()
        for p in danger | hinted:
            slot = pool_slot(p)
            if slot is not None and p != scene.selected:
                _cross(surface, scene, slot.rect)
        dragging = scene.drag is not None and scene.drag["moved"]
        if scene.selected is not None and not dragging:
            slot = pool_slot(scene.selected)
            if slot is not None:
                blit_piece(surface, scene, scene.selected, slot, lift=lay.px(10))
                _ring(surface, scene, slot.rect.move(0, -lay.px(10)), GOLD)
                th = scene.app.theme
                tip = th.text("click again or Enter to give", 13, PALETTE["cream"])
                pill = tip.get_rect().inflate(lay.px(16), lay.px(8))
                pill.midtop = (slot.rect.centerx, slot.rect.bottom + lay.px(2))
                pill = pill.clamp(
                    lay.pool.inflate(-lay.px(8), 0)
                )  # inside the pool panel, over what lies below
                th.panel(surface, pill, color=(24, 40, 34), radius=pill.h // 2, shadow=False)
                surface.blit(tip, tip.get_rect(center=pill.center))
        for p in scene.hint.get("good", set()) if scene.hint else set():
            slot = pool_slot(p)
            if slot is not None and p != scene.selected:
                _ring(surface, scene, slot.rect, WIN, 3)
        if human and scene.hover_piece is not None and scene.hover_piece != scene.selected:
            slot = pool_slot(scene.hover_piece)
            if slot is not None:
                _ring(surface, scene, slot.rect, PALETTE["cream"], 2)
        if human and scene.keyboard and scene.zone == "pool":
            slot = _cursor_slot(scene)
            if slot is not None:
                _ring(surface, scene, slot.rect, (120, 200, 255), 3)
    elif st.phase == "place":
        slots = scene.cell_slots()
        if scene.hint:
            for cell, verdict in scene.hint.get("cells", {}).items():
                _ring(surface, scene, slots[cell].rect, WIN if verdict == "win" else LOSE, 4)
        target = scene.hover_cell
        if human and scene.keyboard and scene.zone == "board":
            target = scene.cursor["board"]
            _ring(surface, scene, slots[target].rect, (120, 200, 255), 3)
        if human and target is not None and target in st.legal_cells() and st.hand is not None:
            blit_piece(
                surface, scene, st.hand, slots[target], alpha=120 if st.variant.pieces == "classic" else 200
            )
            if st.variant.pieces != "classic":
                _ring(surface, scene, slots[target].rect, PALETTE["cream"], 2)
    del pg


def _dragged(scene: Any, surface: Any) -> None:
    """A pool piece following the pointer, over a soft shadow."""
    drag = scene.drag
    if drag is None or not drag["moved"] or scene.state.phase != "give":
        return
    slot = scene._pool_slot(drag["piece"])
    if slot is None:
        return
    from game.scenes.quarto_layout import Slot

    x, y = drag["pos"]
    lift = scene.lay.px(16)
    shadow = art.soft_shadow((slot.cell_w, slot.cell_w // 2))
    surface.blit(shadow, shadow.get_rect(center=(x + lift // 2, y + lift // 2)))
    blit_piece(surface, scene, drag["piece"], Slot((x, y), slot.cell_w, slot.rect), lift=lift)


def _cursor_slot(scene: Any) -> Any:
    st = scene.state
    if st.variant.draw_pile:
        i = scene.cursor["pool"]
        return scene.lay.pool_slots[i] if i < len(scene.lay.pool_slots) else None
    return scene.lay.pool_slots[scene.cursor["pool"]]


def _cross(surface: Any, scene: Any, rect: Any) -> None:
    pg, lay = scene.app.pg, scene.lay
    r = lay.px(11)
    c = (rect.right - r, rect.y + r)
    pg.draw.circle(surface, LOSE, c, r)
    d = r // 2
    w = max(2, lay.px(3))
    pg.draw.line(surface, (255, 255, 255), (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
    pg.draw.line(surface, (255, 255, 255), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)


def _glides(scene: Any, surface: Any) -> None:
    from game.scenes.quarto_layout import Slot
    from game.scenes.quarto_table import ease

    for g in scene.glides:
        t = ease(g.t)
        x = g.start.pos[0] + (g.end.pos[0] - g.start.pos[0]) * t
        y = g.start.pos[1] + (g.end.pos[1] - g.start.pos[1]) * t
        cw = round(g.start.cell_w + (g.end.cell_w - g.start.cell_w) * t)
        lift = round(math.sin(math.pi * t) * scene.lay.px(26))
        card = scene.state.variant.pieces != "classic"
        cs = art.cell_shape(scene.state.variant.pieces, cw)
        shadow = art.soft_shadow((round(cs[0] * 1.3), round(cs[1] * 1.3)) if card else (cw, round(cw * 0.5)))
        shadow_pos = shadow.get_rect(center=(round(x + lift * 0.4), round(y + lift * 0.3)))
        surface.blit(shadow, shadow_pos, special_flags=0)
        # draw at the nearer slot's size (cached faces); glide between sizes is a smooth scale of it
        src = g.end if t > 0.5 else g.start
        face, anchor = art.face(
            scene.state.variant.pieces, g.piece, src.cell_w, scene.app.settings["colorblind"]
        )
        k = cw / max(1, src.cell_w)
        if abs(k - 1) > 0.02:
            face = scene.app.pg.transform.smoothscale(
                face, (max(1, round(face.get_width() * k)), max(1, round(face.get_height() * k)))
            )
            anchor = (round(anchor[0] * k), round(anchor[1] * k))
        surface.blit(face, (round(x) - anchor[0], round(y) - anchor[1] - lift))
        del Slot


def _win_rings(scene: Any, surface: Any) -> None:
    """Cards of the winning pattern get a gold frame that pulses a few times, then stays."""
    st = scene.state
    if not st.outcome or not st.outcome.patterns or scene.glides or st.variant.pieces == "classic":
        return
    slots = scene.cell_slots()
    pulse = 0.5 + 0.5 * math.sin(scene.over_t * 6.0) if scene.over_t < 3.0 else 1.0
    colour = tuple(
        int(a + (b - a) * pulse) for a, b in zip(PALETTE["gold_dark"], (255, 226, 140), strict=True)
    )
    for pattern in st.outcome.patterns:
        for c in pattern.cells:
            _ring(surface, scene, slots[c].rect, colour, 3)


def _thinking(scene: Any, surface: Any) -> None:
    st = scene.state
    if st.is_over or not scene.bot_seat(st.to_move) or scene.glides:
        return
    th, lay = scene.app.theme, scene.lay
    rect = lay.plates[st.to_move]
    dots = 1 + int(scene.time * 3) % 3
    role = role_words(scene, st.to_move)
    x = rect.x + lay.px(16) + th.font(15).size(role)[0]
    th.blit_text(
        surface,
        "." * dots,
        15,
        PALETTE["gold_dark"],
        (x, rect.bottom - lay.px(10)),
        anchor="bottomleft",
        bold=True,
    )


def _controls(scene: Any, surface: Any) -> None:
    th, lay, st = scene.app.theme, scene.lay, scene.state
    _refresh_buttons(scene)
    for b in scene.buttons:
        b.draw(surface, th, False)
    if call_available(scene):
        _call_button(scene, surface)
        win = st.call_window
        who = scene.session.name(win.seat)
        text = (
            f"{who} may call {scene.session.call_word} before giving"
            if win.reason == "placed"
            else f"Steal window: {who} may call {scene.session.call_word} before placing"
        )
        th.blit_text(
            surface,
            text + "  (Q)",
            14,
            PALETTE["cream"],
            (lay.call.centerx, lay.call.y - lay.px(6)),
            anchor="midbottom",
        )
    if scene.message_t > 0 and scene.message:
        box_y = lay.banner.bottom + lay.px(8)
        surf = th.text(scene.message, 16, PALETTE["ink"])
        box = surf.get_rect(midtop=(lay.banner.centerx, box_y)).inflate(lay.px(24), lay.px(12))
        th.panel(surface, box, color=(250, 236, 200), radius=10)
        surface.blit(surf, surf.get_rect(center=box.center))


def _call_button(scene: Any, surface: Any) -> None:
    """The Quarto!/WIN button: gold, so the chance to call cannot be missed."""
    pg, th, lay = scene.app.pg, scene.app.theme, scene.lay
    b = scene.call_button
    rect = b.rect.move(0, lay.px(2)) if b.pressed else b.rect
    sh = th.shadow(rect.size, lay.px(16), lay.px(10), 110)
    surface.blit(sh, (rect.x - lay.px(10), rect.y - lay.px(6)))
    fill = (240, 194, 92) if b.hovered else GOLD
    pg.draw.rect(surface, fill, rect, border_radius=lay.px(16))
    pg.draw.rect(surface, PALETTE["gold_dark"], rect, width=max(1, lay.px(2)), border_radius=lay.px(16))
    th.blit_text(surface, b.label, 24, PALETTE["ink"], rect.center, anchor="center", bold=True)


def _result(scene: Any, surface: Any) -> None:
    """The result card sits in the players' column, so the board and its winning pattern stay in view."""
    pg, th, lay, s = scene.app.pg, scene.app.theme, scene.lay, scene.session
    box = pg.Rect(lay.hands[1].x, lay.hands[1].y, lay.hands[1].w, lay.px(400))
    th.panel(surface, box, color=PALETTE["paper"], radius=18)
    pad = lay.px(18)
    inner = box.w - 2 * pad
    out = s.state.outcome
    title = "A draw" if out is None or out.winner is None else f"{s.name(out.winner)} wins!"
    if s.match_over and s.setup.match != "single":
        mw = s.match_winner()
        title = "Match drawn" if mw is None else f"{s.name(mw)} takes the match!"
    size = th.fit(title, 28, inner, bold=True, smallest=16)
    y = box.y + pad
    r = th.blit_text(surface, title, size, PALETTE["ink"], (box.centerx, y), anchor="midtop", bold=True)
    y = r.bottom + lay.px(10)
    detail = s.result_text().split(" — ", 1)[-1]
    line_h = th.font(16).get_linesize()
    for line in th.wrap(detail, 16, inner)[:4]:
        th.blit_text(surface, line, 16, PALETTE["ink_soft"], (box.centerx, y), anchor="midtop")
        y += line_h
    y += lay.px(10)
    pg.draw.line(surface, PALETTE["paper_lo"], (box.x + pad, y), (box.right - pad, y), max(1, lay.px(2)))
    y += lay.px(12)
    for seat in (1, 0):
        th.blit_text(surface, s.name(seat), 18, PALETTE["ink"], (box.x + pad, y))
        th.blit_text(
            surface,
            str(s.match.score[seat]),
            22,
            PALETTE["gold_dark"],
            (box.right - pad, y),
            anchor="topright",
            bold=True,
        )
        y += th.font(22, True).get_linesize()
    if s.match.draws:
        th.blit_text(surface, f"drawn games: {s.match.draws}", 14, PALETTE["ink_soft"], (box.x + pad, y))
    bh, gap = lay.px(46), lay.px(10)
    by = box.bottom - pad - 3 * bh - 2 * gap
    for i, b in enumerate(scene.result_buttons):
        b.rect = pg.Rect(box.x + pad, by + i * (bh + gap), inner, bh)
        b.draw(surface, th, i == scene.result_focus)
