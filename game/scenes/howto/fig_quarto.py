"""How-to-play figures for the Quarto family, drawn with the pieces' own art on positions the rules engine checks:
the four traits in pairs, a give with the deadly pieces ringed, a winning line named, the call, the variants."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.play.quarto.words import by_noun, pattern_words, shared_phrase, trait_name, value_word
from game.rules.quarto import PIECE_SETS, Place, QuartoState, Variant
from game.rules.quarto.tables import shared_values, shares_attribute
from game.scenes.howto.paint import GOLD, SOFT, Painter, board, draw_piece, key_table
from game.ui.theme import PALETTE

#: Three pieces that share only one trait (the top row), the piece that completes it, and two bystanders.
LINE_POSITION = "09a..7....d....."
LINE_PIECE = 2
LINE_CELL = 3
SQUARE_PIECES = (4, 5, 6, 7)


def _first_up(text: str) -> str:
    """``text`` with a capital first letter (the rest as the language writes it)."""
    return text[:1].upper() + text[1:]


def _cells(state: QuartoState) -> dict[int, int]:
    return {i: p for i, p in enumerate(state.board) if p is not None}


def line_example(set_key: str, calls: str = "auto") -> QuartoState:
    """The page's winning placement played by the engine (its outcome names the line and the trait)."""
    state = QuartoState.from_position(f"{LINE_POSITION}:{LINE_PIECE:x}", Variant(pieces=set_key, calls=calls))
    state.play(Place(LINE_CELL))
    return state


def pieces(p: Painter, rect: pygame.Rect, set_key: str) -> None:
    """Each trait as a pair: the same piece with that one trait flipped, the two values named below."""
    ps = PIECE_SETS[set_key]
    rows = 2
    cw, ch = rect.w // 2, rect.h // rows
    cell = (
        min(int(cw * 0.26), int(ch * 0.45)) if set_key == "classic" else min(int(cw * 0.36), int(ch * 0.56))
    )
    base = 0
    for attr in range(4):
        box = pygame.Rect(rect.x + (attr % 2) * cw, rect.y + (attr // 2) * ch, cw, ch).inflate(
            -p.px(10), -p.px(10)
        )
        p.th.panel(p.surface, box, color=PALETTE["paper_hi"], radius=12, shadow_alpha=40)
        p.text(
            _first_up(trait_name(ps, attr)),
            17,
            (box.centerx, box.y + p.px(8)),
            anchor="midtop",
            bold=True,
            width=box.w - p.px(16),
        )
        cy = box.y + box.h // 2 + p.px(6)
        for k, piece in enumerate((base, base ^ (1 << attr))):
            cx = box.x + box.w * (1 + 2 * k) // 4 - (cell // 6 if set_key == "classic" else 0)
            draw_piece(p, set_key, piece, (cx, cy), cell)
            p.text(
                value_word(ps, attr, (piece >> attr) & 1),
                15,
                (cx, box.bottom - p.px(8)),
                anchor="midbottom",
                color=SOFT,
                width=box.w // 2 - p.px(8),
            )
        base = 15 if attr == 1 else base  # the second row of pairs starts from the opposite piece


def turn(p: Painter, rect: pygame.Rect, set_key: str) -> None:
    """A position to give from: the board on the left, the pool on the right with the deadly pieces ringed."""
    state = QuartoState.from_position(LINE_POSITION, Variant(pieces=set_key))
    deadly = set(state.deadly_gives())
    side = min(rect.h - p.px(30), int(rect.w * 0.5))
    b = pygame.Rect(rect.x, rect.y, side, side)
    board(p, b, set_key, _cells(state))
    pool = pygame.Rect(b.right + p.px(20), rect.y, rect.right - b.right - p.px(20), side)
    p.text(_("The pool: give one"), 16, (pool.centerx, pool.y), anchor="midtop", bold=True, width=pool.w)
    cols = 4
    left = list(state.pool)
    rows = (len(left) + cols - 1) // cols
    tall = 1.35 if set_key == "classic" else 1.0  # classic pieces stand up out of their cell
    cell = min(pool.w // cols, int((pool.h - p.px(40)) / rows / tall))
    for i, piece in enumerate(left):
        c = (
            pool.x + (i % cols) * cell + cell // 2 + (pool.w - cols * cell) // 2,
            pool.y + p.px(34) + int((i // cols + 0.5) * cell * tall + cell * (tall - 1) * 0.5),
        )
        draw_piece(p, set_key, piece, c, int(cell * 0.9))
        if piece in deadly:
            r = pygame.Rect(0, 0, cell - p.px(4), int(cell * tall) - p.px(4))
            r.midbottom = (c[0], c[1] + cell // 2)
            p.ring(r, PALETTE["danger"], 3, 10)
    ps = PIECE_SETS[set_key]
    p.text(
        _("Red: {value} — would finish the top row").format(value=value_word(ps, 2, 0)),
        15,
        (rect.centerx, rect.bottom),
        anchor="midbottom",
        color=PALETTE["danger"],
        width=rect.w,
    )


def line(p: Painter, rect: pygame.Rect, set_key: str) -> None:
    state = line_example(set_key)
    if state.outcome is None:
        raise ValueError(f"the {set_key} line example is not a won game")
    pattern = state.outcome.patterns[0]
    ps = PIECE_SETS[set_key]
    words = ", ".join(shared_phrase(ps, a, bit) for a, bit in pattern.shared)
    names = ", ".join(trait_name(ps, a) for a, _bit in pattern.shared)
    note = p.th.wrap(
        _("Shared {names}: {words}. Nothing else matches.").format(names=names, words=words), 15, rect.w
    )
    note_h = len(note) * p.th.font(15).get_linesize()
    side = min(rect.h - max(p.px(70), p.px(52) + note_h), rect.w)  # the board gives the note its lines
    b = pygame.Rect(0, 0, side, side)
    b.midtop = (rect.centerx, rect.y)
    board(
        p,
        b,
        set_key,
        _cells(state),
        gold=pattern.cells,
        dim=[c for c in _cells(state) if c not in pattern.cells],
    )
    p.pill(
        pattern_words(ps, pattern.description, pattern.shared), (rect.centerx, b.bottom + p.px(24)), size=17
    )
    y = rect.bottom - note_h
    for text in note:
        p.text(text, 15, (rect.centerx, y), anchor="midtop", color=SOFT)
        y += p.th.font(15).get_linesize()


def call(p: Painter, rect: pygame.Rect, set_key: str) -> None:
    state = line_example(set_key, calls="manual")
    pattern = state.winning_patterns_now()[0]
    word = PIECE_SETS[set_key].call_word
    side = min(rect.h, int(rect.w * 0.55))
    b = pygame.Rect(rect.x, rect.y, side, side)
    board(p, b, set_key, _cells(state), gold=pattern.cells)
    steps = (
        ("1", by_noun(PIECE_SETS[set_key], _("Place the winning piece"), _("Place the winning card"))),
        ("2", _("Call {word} before you give").format(word=word)),
        ("3", _("Missed it? Your opponent may steal")),
    )
    x = b.right + p.px(24)
    w = rect.right - x
    button = pygame.Rect(x, rect.y + p.px(8), w, p.px(54))
    p.th.panel(p.surface, button, color=GOLD, radius=14)
    p.text(word, 26, button.center, anchor="center", bold=True, width=button.w - p.px(16))
    y = button.bottom + p.px(26)
    for num, what in steps:
        pygame.draw.circle(p.surface, PALETTE["felt"], (x + p.px(14), y + p.px(12)), p.px(14))
        p.text(num, 15, (x + p.px(14), y + p.px(12)), anchor="center", bold=True, color=PALETTE["cream"])
        lines = p.th.wrap(what, 15, w - p.px(40))
        for k, ln in enumerate(lines[:2]):
            p.text(ln, 15, (x + p.px(36), y + k * p.th.font(15).get_linesize()))
        y += p.px(64)


def variants(p: Painter, rect: pygame.Rect, set_key: str) -> None:
    """Three small panels: a winning 2×2 square, an unmarked group inside its 4×4 limit, a two-piece hand."""
    from game.art.backs import card_back

    w = (rect.w - 2 * p.px(14)) // 3
    titles = (_("2×2 squares"), _("Unmarked board"), _("Draw pile"))
    ps = PIECE_SETS[set_key]
    shared = shared_values(shares_attribute(SQUARE_PIECES))
    notes = (
        ", ".join(shared_phrase(ps, a, bit) for a, bit in shared),
        _("never wider or taller than four"),
        by_noun(ps, _("draw one, give one of your pieces"), _("draw one, give one of your cards")),
    )
    for k in range(3):
        box = pygame.Rect(rect.x + k * (w + p.px(14)), rect.y, w, rect.h)
        p.th.panel(p.surface, box, color=PALETTE["paper_hi"], radius=12, shadow_alpha=40)
        p.text(
            titles[k], 17, (box.centerx, box.y + p.px(10)), anchor="midtop", bold=True, width=box.w - p.px(12)
        )
        # the figure between the title and its note, each as tall as its words (a long language, larger text)
        note_lines = p.th.wrap(notes[k], 14, box.w - p.px(12))
        top = max(p.px(53), p.px(18) + p.th.font(17, True).get_linesize())
        bottom = max(p.px(37), p.px(16) + len(note_lines) * p.th.font(14).get_linesize())
        inner = pygame.Rect(box.x + p.px(8), box.y + top, box.w - p.px(16), box.h - top - bottom)
        if k == 0:
            cells = dict(zip((5, 6, 9, 10), SQUARE_PIECES, strict=True)) | {0: 9, 15: 10}
            board(p, inner, set_key, cells, gold=(5, 6, 9, 10))
        elif k == 1:
            side = min(inner.w, inner.h)
            frame = pygame.Rect(0, 0, side, side)
            frame.center = inner.center
            cell = side // 4
            for i in range(0, side, p.px(10)):  # a dashed 4×4 limit
                pygame.draw.line(p.surface, SOFT, (frame.x + i, frame.y), (frame.x + i + p.px(5), frame.y), 2)
                pygame.draw.line(
                    p.surface, SOFT, (frame.x + i, frame.bottom), (frame.x + i + p.px(5), frame.bottom), 2
                )
                pygame.draw.line(p.surface, SOFT, (frame.x, frame.y + i), (frame.x, frame.y + i + p.px(5)), 2)
                pygame.draw.line(
                    p.surface, SOFT, (frame.right, frame.y + i), (frame.right, frame.y + i + p.px(5)), 2
                )
            for (col, row), piece in zip(
                ((1, 1), (2, 1), (0, 2), (2, 3), (3, 0)), (3, 12, 5, 10, 14), strict=True
            ):
                draw_piece(
                    p,
                    set_key,
                    piece,
                    (frame.x + col * cell + cell // 2, frame.y + row * cell + cell // 2),
                    cell,
                )
        else:
            cw = min(inner.w // 3, int(inner.h * 0.4))
            ch = int(cw * 1.4)
            for j in range(4):
                back = card_back((cw, ch))
                p.image(back, center=(inner.centerx + j * p.px(3), inner.y + ch // 2 + p.px(6) - j * p.px(3)))
            p.text(_("your hand"), 13, (inner.centerx, inner.y + ch + p.px(14)), anchor="midtop", color=SOFT)
            for j, piece in enumerate((6, 9)):
                cx = inner.centerx + (j * 2 - 1) * (cw // 2 + p.px(6))
                draw_piece(p, set_key, piece, (cx, inner.bottom - cw // 2), int(cw * 0.9))
        y = box.bottom - p.px(10) - len(note_lines) * p.th.font(14).get_linesize()
        for line in note_lines:
            p.text(line, 14, (box.centerx, y), anchor="midtop", color=SOFT)
            y += p.th.font(14).get_linesize()


def keys(p: Painter, rect: pygame.Rect, set_key: str = "classic") -> None:
    """The table's own keys (the rows F1 lists at the table, every phase's), with this game's call word."""
    from game.scenes.keymap import ANYWHERE_ROWS
    from game.scenes.quarto.input import key_rows

    key_table(p, rect, key_rows(PIECE_SETS[set_key].call_word, None) + ANYWHERE_ROWS, 16)
