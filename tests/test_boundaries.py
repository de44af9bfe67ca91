"""game.rules, game.ai, game.play and the catalog stay headless: importing them never imports pygame; and no
module imports another inside a function to hide an import cycle (only for start-up time, said in a comment)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _modules(package: str) -> list[str]:
    folder = ROOT / "game" / package
    mods = []
    for path in sorted(folder.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts[-1] == "__main__":
            continue
        mods.append(".".join(parts))
    return mods


def test_rules_ai_and_play_never_import_pygame() -> None:
    mods = _modules("rules") + _modules("ai") + _modules("play") + ["game.catalog"]
    assert {"game.rules", "game.ai", "game.play", "game.rules.quarto", "game.play.quarto"} <= set(mods)
    code = (
        "import sys\n"
        f"for m in {mods!r}:\n"
        "    __import__(m)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported by game.rules/ai/play: {out.stdout.strip()}"


def test_importing_the_app_does_no_pygame_work() -> None:
    code = "import game.app, game.cli, game.scenes, sys; import pygame; print(pygame.display.get_init())"
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""},
    )
    assert out.stdout.strip() == "False"
