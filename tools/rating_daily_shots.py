"""Screenshots of the rating page and the daily calendar with made-up history: ``python tools/rating_daily_shots.py
OUTDIR`` writes rating-WxH[-150].png and daily-WxH[-150].png at 1280x720, 1920x1080 and 1280x720 at 150 % text."""

from __future__ import annotations

import datetime
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's game, not an installed one


def fill(app: object, today: datetime.date) -> None:
    """Sixty rated SET games against the levels, a few unrated, and a calendar with a streak."""
    from game.play import rating
    from game.play.daily import DailyBook

    book = app.stats_book  # type: ignore[attr-defined]
    rng = random.Random(4)
    levels = rating.level_ratings("set")
    for i in range(60):
        lv = rng.choice(["easy", "medium", "medium", "hard"])
        mine = rating.rating_of(book.game("set").book).value + 6 * i / 60
        won = rng.random() < rating.expected(mine + 250, levels[lv])
        day = (today - datetime.timedelta(days=60 - i)).isoformat()
        book.record(
            "set", lv.title(), "win" if won else "loss", field=[(f"computer:{lv}", float(won))], day=day
        )
    book.record("set", "Hard", "loss", hints=2, field=[("computer:hard", 0.0)])
    daily = DailyBook(Path(book.store.path).parent)
    for back, fams in (
        (9, ["set"]),
        (8, ["set", "quarto"]),
        (4, ["qu4to"]),
        (3, ["set"]),
        (2, ["set", "quarto"]),
    ):
        d = today - datetime.timedelta(days=back)
        daily.data["days"][d.isoformat()] = fams
    daily.data["days"][(today - datetime.timedelta(days=1)).isoformat()] = ["set", "quarto", "qu4to"]
    daily.data["days"][today.isoformat()] = ["set"]
    daily.data["latest"] = today.isoformat()
    daily.data["best"] = 4
    daily.store.save(daily.data)


def main(out: str) -> int:
    os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App, Options

    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    today = datetime.date(2026, 11, 28)
    first = True
    for size, percent in (((1280, 720), 100), ((1920, 1080), 100), ((1280, 720), 150)):
        app = App(Options(headless=True, size=size))
        if first:
            fill(app, today)
            first = False
        if percent != 100:
            app.set_text_size(percent)
        tail = f"{size[0]}x{size[1]}" + ("" if percent == 100 else f"-{percent}")
        for scene, kw in (("stats", {"game": "set", "rating": True}), ("daily", {"today": today})):
            app.go(scene, **kw)
            for _ in range(3):
                app.step([], 1 / 60)
                app.draw_frame()
            name = "rating" if scene == "stats" else "daily"
            pygame.image.save(app.screen, str(folder / f"{name}-{tail}.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/quadrille-shots"))
