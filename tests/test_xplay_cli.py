"""tools/xplay.py's command line (#29): its help names every mode it plays, and a mode it does not know is one
line and exit 2 (the play itself needs a real window: see docs/playtesting.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

XPLAY = Path(__file__).resolve().parents[1] / "tools" / "xplay.py"
MODES = ("quarto", "set-quarto", "aces-faces", "set", "set-puzzle", "qu4to", "study-puzzle", "replay")


def test_help_lists_every_mode() -> None:
    out = subprocess.run([sys.executable, str(XPLAY), "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    text = " ".join(out.stdout.split())
    for mode in MODES:
        assert mode in text, f"--help does not name {mode}"
    assert "--hotseat" in text and "buzz" in text


def test_an_unknown_mode_is_refused_in_one_line() -> None:
    out = subprocess.run([sys.executable, str(XPLAY), "chess"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "invalid choice: 'chess'" in out.stderr
    assert "Traceback" not in out.stderr
