"""Draw Quadrille's app icon procedurally: four Quarto pieces, seen from above, on a felt-green tile.

The four pieces differ in all four attributes (light/dark, round/square, tall/short shown as large/small,
hollow/solid), which is the whole idea of the parlour in one picture. It is drawn large and smoothscaled down
for clean edges, then written as sprites/icon.png (256), sprites/icon-64.png, a multi-size sprites/icon.ico
whose entries are PNGs (Windows Vista and later read those), a sprites/icon.icns for the macOS app bundle (PNG
entries too, which macOS 10.7 and later read), and the Linux desktop icons, packaging/linux/icons/<N>.png.
Run: python tools/make_icon.py [OUT_DIR]  (the Linux icons go to OUT_DIR/linux-icons when OUT_DIR is given)
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns entry types holding a PNG of that many pixels (the @2x types hold the doubled size of their point size)
ICNS_TYPES = ((b"ic11", 32), (b"ic12", 64), (b"ic07", 128), (b"ic13", 256), (b"ic08", 256), (b"ic14", 512))
ICNS_TYPES += ((b"ic09", 512),)
LINUX_SIZES = (48, 128, 256)  # the hicolor theme's usual sizes for an application icon

FELT_LIGHT = (58, 148, 98)
FELT_DARK = (20, 84, 54)
RIM = (12, 52, 34)
GOLD = (214, 178, 98)
LIGHT_WOOD = (244, 226, 186)
LIGHT_EDGE = (196, 160, 108)
DARK_WOOD = (142, 74, 40)
DARK_EDGE = (84, 40, 18)

Color = tuple[int, int, int]


def lerp(a: Color, b: Color, t: float) -> Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def blur(surface: pygame.Surface, factor: int) -> pygame.Surface:
    """Cheap soft blur: shrink, then grow back with smoothscale (good enough for shadows)."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def felt_tile(size: int) -> pygame.Surface:
    """Rounded square of felt: a radial glow in the middle, a dark rim and a thin gold inlay line."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size * 18 // 100
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    glow.fill((*FELT_DARK, 255))
    steps = 96
    for i in range(steps):
        t = i / (steps - 1)
        r = round(size * 0.78 * (1.0 - t))
        pygame.draw.circle(
            glow, (*lerp(FELT_DARK, FELT_LIGHT, t**0.8), 255), (size // 2, size * 45 // 100), max(1, r)
        )
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, size, size), border_radius=radius)
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(tile, (*RIM, 255), (0, 0, size, size), border_radius=radius)
    rim = size * 3 // 100
    inner = pygame.transform.smoothscale(glow, (size - 2 * rim, size - 2 * rim))
    tile.blit(inner, (rim, rim))
    inset = size * 7 // 100
    pygame.draw.rect(
        tile,
        (*GOLD, 200),
        (inset, inset, size - 2 * inset, size - 2 * inset),
        width=max(2, size // 110),
        border_radius=radius - inset // 2,
    )
    return tile


def draw_top(
    surface: pygame.Surface, centre: tuple[int, int], half: int, round_: bool, colour: Color
) -> None:
    x, y = centre
    if round_:
        pygame.draw.circle(surface, colour, centre, half)
    else:
        pygame.draw.rect(surface, colour, (x - half, y - half, 2 * half, 2 * half), border_radius=half // 5)


def piece(
    surface: pygame.Surface, centre: tuple[int, int], half: int, *, dark: bool, round_: bool, hollow: bool
) -> None:
    """One piece seen from above: an edge ring, a top face with a soft highlight, and a hole when hollow."""
    face, edge = (DARK_WOOD, DARK_EDGE) if dark else (LIGHT_WOOD, LIGHT_EDGE)
    x, y = centre
    draw_top(surface, centre, half, round_, edge)
    top = half * 86 // 100
    draw_top(surface, (x - half // 30, y - half // 30), top, round_, face)
    # highlight toward the top-left, as if lit by a lamp above the table
    shine = lerp(face, (255, 255, 255), 0.28)
    for k in range(8):
        t = k / 8
        draw_top(
            surface,
            (x - round(half * 0.22 * (1 + t)), y - round(half * 0.22 * (1 + t))),
            round(top * 0.55 * (1 - t)),
            round_,
            lerp(face, shine, t),
        )
    if hollow:
        hole = half * 42 // 100
        draw_top(surface, centre, hole, round_, edge)
        draw_top(
            surface, (x + hole // 10, y + hole // 10), hole * 80 // 100, round_, lerp(edge, (0, 0, 0), 0.45)
        )


def draw_master(size: int = MASTER) -> pygame.Surface:
    """The whole emblem at master size: tile, soft shadows, then the four pieces in a 2x2 square."""
    icon = felt_tile(size)
    c, d = size * 30 // 100, size * 70 // 100
    big, small = size * 185 // 1000, size * 13 // 100
    # (centre, half-size, dark, round, hollow): every pair of pieces differs in two attributes
    pieces = [
        ((c, c), big, False, True, False),
        ((d, c), small, True, False, False),
        ((c, d), small, True, True, True),
        ((d, d), big, False, False, True),
    ]
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    for (x, y), half, _dark, round_, _hollow in pieces:
        off = size // 45 + half // 8
        draw_top(shadow, (x + off, y + off), half + size // 120, round_, (0, 0, 0, 120))
    icon.blit(blur(shadow, 24), (0, 0))
    for centre, half, dark, round_, hollow in pieces:
        piece(icon, centre, half, dark=dark, round_=round_, hollow=hollow)
    return icon


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """Halve step by step, then a last smoothscale: keeps small sizes crisp rather than mushy."""
    surf = master
    while surf.get_width() // 2 >= size * 2:
        w = surf.get_width() // 2
        surf = pygame.transform.smoothscale(surf, (w, w))
    return pygame.transform.smoothscale(surf, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR header, one 16-byte entry per size, then the PNG images themselves."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(sizes)
    for s in sizes:
        data = images[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' magic and total length, then (type, length, PNG) entries, all big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[s])) + images[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(out_dir: str | Path | None = None) -> list[Path]:
    """Write icon.png, icon-64.png, icon.ico and icon.icns into out_dir (default: the repository's sprites/),
    and the Linux icons into packaging/linux/icons (out_dir/linux-icons when out_dir is given)."""
    root = Path(__file__).resolve().parent.parent
    out = Path(out_dir) if out_dir is not None else root / "sprites"
    linux = out / "linux-icons" if out_dir is not None else root / "packaging" / "linux" / "icons"
    pygame.display.init()  # only video: pygame.init() would also poke the sound card
    master = draw_master()
    sizes = {*ICO_SIZES, *(s for _, s in ICNS_TYPES), *LINUX_SIZES}
    images = {s: png_bytes(scaled(master, s)) for s in sorted(sizes)}
    written = {
        out / "icon.png": images[256],
        out / "icon-64.png": images[64],
        out / "icon.ico": ico_bytes({s: images[s] for s in ICO_SIZES}),
        out / "icon.icns": icns_bytes(images),
        **{linux / f"{s}.png": images[s] for s in LINUX_SIZES},
    }
    for path, data in written.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return list(written)


if __name__ == "__main__":
    for p in main(sys.argv[1] if len(sys.argv) > 1 else None):
        print(p)
