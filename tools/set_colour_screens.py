"""Screenshots of SET's card colours for docs/screenshots (set-colours-<palette>.png), one per palette of
Settings → Card colours: the SET table, the SET Quarto table, How to play's first SET page and the nine
colour × shading faces up close, each quarter at 1280x720 shrunk to half, so the palettes compare side by side;
and set-colours-simulated.png, each palette's close-up as protanopes and deuteranopes see it (Machado 2009).

    python3 tools/set_colour_screens.py [OUT_DIR]      (headless; the full-size shots go to a temporary folder)

The tables come from ``python -m game --autoplay`` (as tools/table_shots.sh), each with a private QUADRILLE_HOME
whose settings choose the palette.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.art.colourvision import CHECKED, simulate  # noqa: E402
from game.art.setcards import SetCard, set_card_face  # noqa: E402
from game.art.setcolours import PALETTES  # noqa: E402

SIZE = (1280, 720)


def home_with(palette: str) -> str:
    home = tempfile.mkdtemp(prefix="quadrille-colours-")
    (Path(home) / "config").mkdir()
    doc = {"version": 1, "data": {"card_colours": palette, "window_size": list(SIZE)}}
    (Path(home) / "config" / "settings.json").write_text(json.dumps(doc), encoding="utf-8")
    return home


def table(scene: str, palette: str, out: Path) -> Path:
    path = out / f"{scene}-{palette}.png"
    env = dict(os.environ, QUADRILLE_HOME=home_with(palette), QUADRILLE_FIRST_RUN="0")
    subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--scene", scene, "--size", "x".join(map(str, SIZE)),
         "--seed", "3", "--autoplay", "--frames", "400", "--screenshot", str(path)],
        check=True, env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    return path


def howto(palette: str, out: Path) -> Path:
    """How to play's SET page of the four features (drawn in-process, as tools/howto_screens.py does)."""
    path = out / f"howto-set-{palette}.png"
    code = (
        "import pygame, sys\n"
        "from game.app import App, Options\n"
        f"app = App(Options(headless=True, size={SIZE!r}))\n"
        "app.stack.reset(app.make('rules', game='set'))\n"
        "for i in range(30):\n"
        "    app.step([], 1 / 60); app.draw_frame(); app.frame += 1\n"
        "pygame.image.save(app.screen, sys.argv[1])\n"
    )
    env = dict(os.environ, QUADRILLE_HOME=home_with(palette), QUADRILLE_FIRST_RUN="0")
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, env=env, cwd=ROOT)
    return path


def close_up(palette: str) -> pygame.Surface:
    """The nine faces of one shape: a row per colour, a column per shading, on the felt."""
    surf = pygame.Surface(SIZE)
    surf.fill((24, 78, 60))
    w, h, gap = 360, 225, 40
    x0, y0 = (SIZE[0] - 3 * w - 2 * gap) // 2, (SIZE[1] - 3 * h - 2 * 10) // 2
    for colour in range(3):
        for fill in range(3):
            face = set_card_face(SetCard(2, colour, fill, 1), (w, h), palette=palette)
            surf.blit(face, (x0 + fill * (w + gap), y0 + colour * (h + 10)))
    return surf


def seen_by(surf: pygame.Surface, vision: str) -> pygame.Surface:
    """``surf`` as ``vision`` sees it (game.art.colourvision's simulation, pixel by pixel)."""
    out = surf.copy()
    seen: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    for y in range(out.get_height()):
        for x in range(out.get_width()):
            rgb = tuple(out.get_at((x, y)))[:3]
            if rgb not in seen:
                lin = simulate((rgb[0], rgb[1], rgb[2]), vision)
                seen[rgb] = tuple(  # type: ignore[assignment]
                    round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))
                    for v in lin
                )
            out.set_at((x, y), seen[rgb])
    return out


def simulated_sheet(out: Path) -> None:
    """set-colours-simulated.png: a row per palette, its close-up as normal vision, protanopia, deuteranopia."""
    cell = (SIZE[0] // 3, SIZE[1] // 3)
    sheet = pygame.Surface((3 * cell[0], len(PALETTES) * cell[1]))
    for row, palette in enumerate(PALETTES):
        small = pygame.transform.smoothscale(close_up(palette), cell)
        for col, vision in enumerate(CHECKED):
            sheet.blit(seen_by(small, vision), (col * cell[0], row * cell[1]))
    pygame.image.save(sheet, str(out / "set-colours-simulated.png"))
    print(out / "set-colours-simulated.png")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    full = Path(tempfile.mkdtemp(prefix="quadrille-colour-shots-"))
    print(f"full-size shots in {full}")
    pygame.display.init()
    half = (SIZE[0] // 2, SIZE[1] // 2)
    for palette in PALETTES:
        parts = [
            pygame.image.load(str(table("set", palette, full))),
            pygame.image.load(str(table("set-quarto", palette, full))),
            pygame.image.load(str(howto(palette, full))),
            close_up(palette),
        ]
        sheet = pygame.Surface(SIZE)
        for i, part in enumerate(parts):
            sheet.blit(pygame.transform.smoothscale(part, half), ((i % 2) * half[0], (i // 2) * half[1]))
        pygame.image.save(sheet, str(out / f"set-colours-{palette}.png"))
        print(out / f"set-colours-{palette}.png")
    simulated_sheet(out)


if __name__ == "__main__":
    main()
