"""Write PNG sheets of every procedural face so people can look at the art without playing.

Usage: python tools/gallery.py OUT_DIR   (headless; prints one line per sheet with its render time)
       python tools/gallery.py --timings (cold render times of each painter, caches cleared first)
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.art import _draw  # noqa: E402
from game.art.backs import STYLES, card_back, place_outline  # noqa: E402
from game.art.faces import face_size, quarto_face  # noqa: E402
from game.art.pieces import classic_piece, piece_anchor, piece_box  # noqa: E402
from game.art.playingcards import RANKS, SUITS, card_size, playing_card_face  # noqa: E402
from game.art.setcards import all_cards, set_card_face  # noqa: E402
from game.art.table import board_cell_width, board_cells, felt, wood_board  # noqa: E402

GAP = 12
INK = (244, 236, 214)


def _label(sheet: pygame.Surface, text: str, pos: tuple[int, int], px: int = 18) -> int:
    surf = _draw.font(px, True).render(text, True, INK)
    sheet.blit(surf, pos)
    return surf.get_height()


def _grid(items: list[pygame.Surface], cols: int, cell: tuple[int, int], title: str) -> pygame.Surface:
    rows = (len(items) + cols - 1) // cols
    head = 34
    w = cols * (cell[0] + GAP) + GAP
    h = head + rows * (cell[1] + GAP) + GAP
    sheet = felt((w, h)).copy()
    _label(sheet, title, (GAP, 8))
    for i, item in enumerate(items):
        x = GAP + (i % cols) * (cell[0] + GAP)
        y = head + (i // cols) * (cell[1] + GAP)
        sheet.blit(item, item.get_rect(center=(x + cell[0] // 2, y + cell[1] // 2)))
    return sheet


def _stack(sheets: list[pygame.Surface]) -> pygame.Surface:
    w = max(s.get_width() for s in sheets)
    out = felt((w, sum(s.get_height() for s in sheets))).copy()
    y = 0
    for s in sheets:
        out.blit(s, (0, y))
        y += s.get_height()
    return out


def set_deck(width: int, colorblind: bool) -> pygame.Surface:
    size = face_size("set", width)
    faces = [set_card_face(c, size, colorblind=colorblind) for c in all_cards()]
    aid = " (colour-blind aid)" if colorblind else ""
    return _grid(faces, 9, size, f"SET deck, all 81 cards at {size[0]}x{size[1]}{aid}")


def playing_deck(width: int, colorblind: bool) -> pygame.Surface:
    size = card_size(width)
    faces = [playing_card_face(r, s, size, colorblind=colorblind) for s in SUITS for r in RANKS]
    aid = " (colour-blind aid)" if colorblind else ""
    return _grid(faces, 8, size, f"Playing cards A K Q J 2-5 at {size[0]}x{size[1]}{aid}")


def quarto_set(set_key: str, width: int, colorblind: bool) -> pygame.Surface:
    aid = " (colour-blind aid)" if colorblind else ""
    if set_key == "classic":
        box = piece_box(width)
        cell = (box[0], box[1])
    else:
        cell = face_size(set_key, width)
    faces = [quarto_face(set_key, p, width, colorblind=colorblind) for p in range(16)]
    return _grid(faces, 8, cell, f"{set_key}: pieces 0-15 (hex 0..f) at {width}px{aid}")


def backs() -> pygame.Surface:
    items = [card_back(s, style=st) for st in STYLES for s in ((64, 90), (110, 154), (160, 100))]
    items += [card_back((220, 308)), place_outline((110, 154)), place_outline((160, 100))]
    return _grid(items, 4, (220, 308), "Card backs (quadrille, crimson) and place outlines")


def table(size: tuple[int, int]) -> pygame.Surface:
    """Felt with the wooden board and a game in progress, as the scene might show it."""
    sheet = felt(size).copy()
    bs = (round(size[0] * 0.55), round(size[1] * 0.86))
    ox, oy = round(size[0] * 0.03), round(size[1] * 0.1)
    sheet.blit(wood_board(bs), (ox, oy))
    c = board_cell_width(bs)
    ax, ay = piece_anchor(c)
    placed = {0: 0x3, 2: 0xC, 5: 0x9, 6: 0x6, 9: 0xF, 10: 0x0, 13: 0x5, 15: 0xA}
    for i, (x, y) in enumerate(board_cells(bs)):
        if i in placed:
            sheet.blit(classic_piece(placed[i], c), (ox + x - ax, oy + y - ay))
    pool = [p for p in range(16) if p not in placed.values()]
    pc = round(c * 0.8)
    pax, pay = piece_anchor(pc)
    for k, p in enumerate(pool):
        x = round(size[0] * 0.68) + (k % 4) * round(pc * 1.05)
        y = round(size[1] * 0.3) + (k // 4) * round(pc * 1.35)
        sheet.blit(classic_piece(p, pc), (x - pax, y - pay))
    _label(sheet, f"Felt and wooden board at {size[0]}x{size[1]}", (12, 8), 22)
    return sheet


def _cold(label: str, make: Callable[[], object], repeat: int = 3) -> None:
    """Best of ``repeat`` cold renders (every art cache cleared before each), in milliseconds."""
    from game.art import backs as b
    from game.art import pieces as p
    from game.art import playingcards as pc
    from game.art import setcards as sc
    from game.art import table as tb

    caches = [sc._face, pc._face, pc._suit, p._piece, p._shadow, b._back, b._outline, tb._felt, tb._board]
    best = float("inf")
    for _ in range(repeat):
        for c in caches:
            c.cache_clear()
        t = time.perf_counter()
        make()
        best = min(best, time.perf_counter() - t)
    print(f"{label}: {best * 1000:.1f} ms")


def timings() -> int:
    pygame.init()
    _cold("felt 1280x720", lambda: felt((1280, 720)))
    _cold("felt 1920x1080", lambda: felt((1920, 1080)))
    _cold("wooden board 640x560", lambda: wood_board((640, 560)))
    _cold("wooden board 1000x860", lambda: wood_board((1000, 860)))
    _cold("81 SET faces at 120x75", lambda: [set_card_face(c, (120, 75)) for c in all_cards()])
    _cold("81 SET faces at 240x150", lambda: [set_card_face(c, (240, 150)) for c in all_cards()])
    _cold("one SET face at 400x250", lambda: set_card_face(all_cards()[40], (400, 250)))
    _cold(
        "32 playing cards at 90x126",
        lambda: [playing_card_face(r, s, (90, 126)) for r in RANKS for s in SUITS],
    )
    _cold("16 classic pieces at 64", lambda: [classic_piece(p, 64) for p in range(16)])
    _cold("16 classic pieces at 130", lambda: [classic_piece(p, 130) for p in range(16)])
    _cold("card back 110x154", lambda: card_back((110, 154)))
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--timings"]:
        return timings()
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python tools/gallery.py OUT_DIR | --timings", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    sheets: dict[str, Callable[[], pygame.Surface]] = {
        "set_deck_small.png": lambda: _stack([set_deck(84, False), set_deck(84, True)]),
        "set_deck_large.png": lambda: _stack([set_deck(200, False), set_deck(200, True)]),
        "playing_cards.png": lambda: _stack(
            [playing_deck(72, False), playing_deck(72, True), playing_deck(150, False)]
        ),
        "playing_cards_large.png": lambda: playing_deck(240, True),
        "quarto_classic.png": lambda: _stack(
            [quarto_set("classic", w, cb) for w in (64, 120) for cb in (False, True)]
        ),
        "quarto_set.png": lambda: _stack(
            [quarto_set("set", w, cb) for w in (72, 150) for cb in (False, True)]
        ),
        "quarto_aces.png": lambda: _stack(
            [quarto_set("aces", w, cb) for w in (64, 120) for cb in (False, True)]
        ),
        "quarto_common.png": lambda: _stack(
            [quarto_set("common", w, cb) for w in (64, 120) for cb in (False, True)]
        ),
        "backs.png": backs,
        "table_720.png": lambda: table((1280, 720)),
        "table_1080.png": lambda: table((1920, 1080)),
    }
    for name, make in sheets.items():
        t = time.perf_counter()
        surf = make()
        ms = (time.perf_counter() - t) * 1000
        pygame.image.save(surf, str(out / name))
        print(f"{name}: {surf.get_width()}x{surf.get_height()} in {ms:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
