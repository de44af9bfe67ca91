"""The Quarto table's static layer: felt, board, placed pieces, pool, plates, move list and banner, composed
once per layout and game change (≈1 ms), so each frame only blits it; plus the piece blitter both layers use."""

from __future__ import annotations

from typing import Any

from game.scenes import quarto_art as art
from game.scenes.quarto_config import levels
from game.ui.backdrop import backdrop
from game.ui.theme import PALETTE

GOLD = PALETTE["gold"]
WIN = (120, 210, 130)
LOSE = (226, 92, 80)


def blit_piece(surface: Any, scene: Any, piece: int, slot: Any, *, alpha: int = 255, lift: int = 0) -> None:
    st = scene.state
    surf, anchor = art.face(st.variant.pieces, piece, slot.cell_w, scene.app.settings["colorblind"])
    if alpha < 255:
        surf = _ghost(surf, alpha)
    surface.blit(surf, (slot.pos[0] - anchor[0], slot.pos[1] - anchor[1] - lift))


_ghosts: dict[tuple[int, int], Any] = {}


def _ghost(surf: Any, alpha: int) -> Any:
    key = (id(surf), alpha)
    g = _ghosts.get(key)
    if g is None:
        if len(_ghosts) > 64:
            _ghosts.clear()
        g = surf.copy()
        g.set_alpha(alpha)
        _ghosts[key] = g
    return g


# static layer -----------------------------------------------------------------------------------
def static_layer(scene: Any, size: tuple[int, int]) -> Any:
    key = (scene.version, size, scene.app.settings["colorblind"], scene.moves_scroll)
    if scene.static is not None and scene.static_key == key:
        return scene.static
    pg = scene.app.pg
    layer = scene.static if scene.static is not None and scene.static.get_size() == size else pg.Surface(size)
    layer.blit(_base(scene, size), (0, 0))
    flying = {g.piece for g in scene.glides}
    _board(scene, layer, flying)
    _pool(scene, layer, flying)
    _plates(scene, layer)
    _moves(scene, layer)
    _banner(scene, layer)
    scene.static, scene.static_key = layer, key
    return layer


def _base(scene: Any, size: tuple[int, int]) -> Any:
    """What never changes during a game: felt, board (or mat and card backs), the pool and move-list panels."""
    lay, st = scene.lay, scene.state
    key = (size, st.variant, id(lay))
    if getattr(scene, "base_key", None) == key:
        return scene.base
    pg, th = scene.app.pg, scene.app.theme
    base = pg.Surface(size)
    base.blit(backdrop(pg, size), (0, 0))
    if st.variant.pieces == "classic" and lay.board_art is not None:
        base.blit(lay.board_art, lay.board.topleft)
    else:
        mat = lay.board.inflate(-lay.px(4), -lay.px(4))
        th.panel(base, mat, color=PALETTE["felt_dark"], alpha=110, shadow=False, radius=22)
        if st.variant.board == "fixed":
            for slot in lay.cells:
                base.blit(art.card_back(slot.rect.size), slot.rect)
    th.panel(base, lay.pool, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=18)
    th.panel(base, lay.moves, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=14)
    scene.base, scene.base_key = base, key
    return base


def _board(scene: Any, layer: Any, flying: set[int]) -> None:
    st = scene.state
    slots = scene.cell_slots()
    if st.variant.board != "fixed" and st.phase == "place":
        for cell in st.legal_cells():
            layer.blit(art.place_outline(slots[cell].rect.size), slots[cell].rect)
    win_cells = {c for p in (st.outcome.patterns if st.outcome else ()) for c in p.cells}
    order = sorted((c for c, p in enumerate(st.board) if p is not None), key=lambda c: slots[c].pos[1])
    if win_cells and not flying:
        _win_glow(scene, layer, slots, win_cells)
    classic_win = win_cells and not flying and st.variant.pieces == "classic"
    for cell in order:
        piece = st.board[cell]
        if piece in flying:
            continue
        if classic_win and cell in win_cells:
            _classic_halo(scene, layer, slots[cell], piece)
        blit_piece(layer, scene, piece, slots[cell])


def _win_glow(scene: Any, layer: Any, slots: list[Any], win_cells: set[int]) -> None:
    """Behind winning cards: a warm glow (classic pieces get theirs in depth order, see _classic_halo)."""
    lay, st = scene.lay, scene.state
    if st.variant.pieces != "classic":
        for cell in win_cells:
            r = slots[cell].rect
            halo = art.glow(r.size, GOLD, lay.px(18))
            layer.blit(halo, halo.get_rect(center=r.center))
        return


def _classic_halo(scene: Any, layer: Any, slot: Any, piece: int) -> None:
    """A warm light around a winning classic piece, drawn just before the piece so it stays in depth order."""
    glow, anchor = art.halo("classic", piece, slot.cell_w, scene.app.settings["colorblind"], (255, 200, 80))
    for _ in range(3):
        layer.blit(glow, (slot.pos[0] - anchor[0], slot.pos[1] - anchor[1]))


def _pool(scene: Any, layer: Any, flying: set[int]) -> None:
    th, lay, st = scene.app.theme, scene.lay, scene.state
    head = (lay.pool.x + lay.px(18), lay.pool.y + lay.px(12))
    if st.variant.draw_pile:
        _private_hand(scene, layer, flying, head)
        return
    noun = "cards" if st.variant.pieces != "classic" else "pieces"
    n = len(st.pool)
    th.blit_text(layer, f"Pool · {n} {noun if n != 1 else noun[:-1]}", 17, PALETTE["cream"], head, bold=True)
    if st.variant.pieces == "classic":  # shallow dimples in the tray where the pieces stand
        for slot in lay.pool_slots:
            x, y = slot.pos
            w, h = round(slot.cell_w * 0.7), round(slot.cell_w * 0.36)
            scene.app.pg.draw.ellipse(layer, (17, 58, 44), (x - w // 2, y - h // 2, w, h))
    for p in sorted(st.pool, key=lambda q: lay.pool_slots[q].pos[1]):
        if p in flying or p == scene.selected:
            continue
        blit_piece(layer, scene, p, lay.pool_slots[p])


def _private_hand(scene: Any, layer: Any, flying: set[int], head: tuple[int, int]) -> None:
    th, lay, st = scene.app.theme, scene.lay, scene.state
    seat = scene.viewing_seat()
    if seat is None:
        th.blit_text(layer, "Hands are hidden", 17, PALETTE["cream"], head, bold=True)
    else:
        th.blit_text(layer, f"{scene.session.name(seat)}’s hand", 17, PALETTE["cream"], head, bold=True)
        for i, p in enumerate(st.hand_of(seat)):
            if p in flying or p == scene.selected or i >= len(lay.pool_slots):
                continue
            blit_piece(layer, scene, p, lay.pool_slots[i])
    if lay.pile is not None:
        n = st.pile_size
        for k in range(min(n, 4)):
            back = art.card_back(lay.pile.size)
            layer.blit(back, lay.pile.move(-k * lay.px(3), -k * lay.px(3)))
        th.blit_text(
            layer,
            f"Draw pile · {n}",
            16,
            PALETTE["muted"],
            (lay.pile.centerx, lay.pile.bottom + lay.px(10)),
            anchor="midtop",
        )
        other = 1 - seat if seat is not None else None
        if other is not None:
            k = len(st.hand_of(other))
            th.blit_text(
                layer,
                f"{scene.session.name(other)} holds {k} card{'s' if k != 1 else ''}",
                15,
                PALETTE["muted"],
                (lay.pool.centerx, lay.pool.bottom - lay.px(16)),
                anchor="midbottom",
            )


def _plates(scene: Any, layer: Any) -> None:
    pg, th, lay, st = scene.app.pg, scene.app.theme, scene.lay, scene.state
    score = scene.session.match.score
    for seat in (0, 1):
        rect = lay.plates[seat]
        active = st.to_move == seat
        th.panel(layer, rect, color=PALETTE["paper"] if active else PALETTE["paper_lo"], radius=14)
        if active:
            pg.draw.rect(
                layer, GOLD, rect.inflate(lay.px(6), lay.px(6)), width=lay.px(3), border_radius=lay.px(17)
            )
        name = scene.session.name(seat)
        th.blit_text(layer, name, 20, PALETTE["ink"], (rect.x + lay.px(16), rect.y + lay.px(10)), bold=True)
        role = role_words(scene, seat)
        th.blit_text(
            layer,
            role,
            15,
            PALETTE["ink_soft"],
            (rect.x + lay.px(16), rect.bottom - lay.px(10)),
            anchor="bottomleft",
        )
        th.blit_text(
            layer,
            str(score[seat]),
            34,
            GOLD if score[seat] else PALETTE["disabled"],
            (rect.right - lay.px(16), rect.centery),
            anchor="midright",
            bold=True,
        )
        if st.to_move is not None and st.phase == "place" and active:
            continue
        if st.phase == "give" and st.to_move is not None and seat == 1 - st.to_move:
            box = lay.hands[seat]
            th.panel(layer, box, color=PALETTE["felt_dark"], alpha=70, shadow=False, radius=16)
            th.blit_text(
                layer,
                f"{scene.session.name(seat)} places the next {st.pieces.noun}",
                15,
                PALETTE["muted"],
                box.center,
                anchor="center",
            )


def role_words(scene: Any, seat: int) -> str:
    st, s = scene.state, scene.session
    level = s.setup.seats[seat].level
    who = levels()[1].get(level, level) if s.is_bot(seat) else "Human"
    if scene.bot_seat(seat) and st.to_move == seat and not st.is_over and not scene.glides:
        return f"{who} · thinking"
    if st.is_over:
        out = st.outcome
        tag = "draw" if out is None or out.winner is None else ("winner" if out.winner == seat else "")
        return f"{who} · {tag}" if tag else who
    if st.to_move != seat:
        return f"{who} · waiting"
    return f"{who} · {'choosing a ' + st.pieces.noun if st.phase == 'give' else 'placing'}"


def _moves(scene: Any, layer: Any) -> None:
    th, lay = scene.app.theme, scene.lay
    box = lay.moves
    width = box.w - lay.px(28)
    lines = []
    for text in scene.session.move_lines():
        parts = th.wrap(text, 14, width)
        lines += [parts[0]] + ["     " + p for p in parts[1:]]
    line_h = th.font(14).get_linesize()
    room = max(1, (box.h - lay.px(40)) // line_h)
    scene.moves_scroll = min(scene.moves_scroll, max(0, len(lines) - room))
    end = len(lines) - scene.moves_scroll
    shown = lines[max(0, end - room) : end]
    th.blit_text(layer, "Moves", 15, PALETTE["cream"], (box.x + lay.px(14), box.y + lay.px(8)), bold=True)
    if scene.moves_scroll:
        th.blit_text(
            layer,
            "wheel ↓ for newer",
            12,
            PALETTE["muted"],
            (box.right - lay.px(12), box.y + lay.px(10)),
            anchor="topright",
        )
    y = box.y + lay.px(32)
    for text in shown:
        surf = th.text(text, 14, PALETTE["cream"])
        layer.blit(surf, (box.x + lay.px(14), y), area=(0, 0, width, line_h))
        y += line_h
    if not lines:
        th.blit_text(layer, "No moves yet", 14, PALETTE["muted"], (box.x + lay.px(14), y))


def _banner(scene: Any, layer: Any) -> None:
    th, lay, s = scene.app.theme, scene.lay, scene.session
    box = lay.banner
    text = s.banner()
    size = th.fit(text, 22, box.w - lay.px(28), bold=True)
    th.panel(layer, box, color=PALETTE["paper"], radius=16)
    th.blit_text(
        layer, text, size, PALETTE["ink"], (box.centerx, box.y + lay.px(8)), anchor="midtop", bold=True
    )
    setup = s.setup
    games = s.match.games_played + (0 if s.scored else 1)
    line = setup.match_text()
    if setup.match != "single":
        line += f" · {s.name(0)} {s.match.score[0]} – {s.match.score[1]} {s.name(1)} · game {games}"
    extras = []
    if s.variant.calls == "manual":
        extras.append(f"call {s.call_word}")
    if s.variant.squares:
        extras.append("2×2 squares")
    if s.variant.board == "unmarked":
        extras.append("unmarked board")
    if extras:
        line += " · " + ", ".join(extras)
    th.blit_text(
        layer, line, 14, PALETTE["ink_soft"], (box.centerx, box.bottom - lay.px(8)), anchor="midbottom"
    )
