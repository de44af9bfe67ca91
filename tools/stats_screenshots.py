"""Fill a statistics book with a made-up but plausible history and screenshot every tab of the Statistics screen.

    python3 tools/stats_screenshots.py 1280x720 docs/screenshots

A private QUADRILLE_HOME is used; the player's own statistics are never touched."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path


def fill(book, rng: random.Random) -> None:
    def result(p: float) -> str:
        x = rng.random()
        return "win" if x < p else ("draw" if x < p + 0.12 else "loss")

    for level, p, n in (
        ("beginner", 0.9, 6),
        ("easy", 0.7, 9),
        ("medium", 0.45, 14),
        ("hard", 0.25, 8),
        ("perfect", 0.02, 4),
    ):
        for _ in range(n):
            mode = rng.choice(["Classic", "Classic", "Squares", "Called wins"])
            book.record(
                "quarto",
                level,
                result(p),
                mode=mode,
                hints=rng.choice([0, 0, 0, 1, 2]),
                undos=rng.choice([0, 0, 1]),
            )
    for _ in range(5):
        ann_wins = rng.random() < 0.6
        players = {"Ann": "win", "Bob": "loss"} if ann_wins else {"Ann": "loss", "Bob": "win"}
        book.record("quarto", "human", players["Ann"], players=players)
    for _ in range(3):
        book.record("quarto", "human", "draw", players={"Maximilian the Great": "draw", "Cleo": "draw"})
    for level in ("easy", "medium"):
        for _ in range(5):
            book.record("set-quarto", level, result(0.5))
    for _ in range(7):
        book.record("aces-faces", "medium", result(0.5), mode="Unmarked board · Draw pile")
        book.record("common-sense", "hard", result(0.3), mode="Common Sense")
    for _ in range(24):
        mode = rng.choice(["classic", "practice", "practice", "puzzle"])
        times = [rng.uniform(4, 40) for _ in range(rng.randint(6, 26) if mode != "puzzle" else 6)]
        game = {"classic": "set", "practice": "set-practice", "puzzle": "set-puzzle"}[mode]
        opponent = {"classic": rng.choice(["easy", "easy, medium", "hard"]), "practice": "practice"}.get(
            mode, mode
        )
        book.record(
            game,
            opponent,
            result(0.5) if mode == "classic" else "win",
            mode=mode.capitalize(),
            seconds=sum(times) + rng.uniform(5, 30),
            set_times=times,
            hinted=rng.random() < 0.2,
        )
    for _ in range(16):
        seats = rng.choice([2, 3, 4, 4, 5])
        place = rng.randint(1, seats)
        game = {2: "qu4to-2p", 5: "qu4to-5p"}.get(seats, "qu4to")
        level = rng.choice(["easy", "medium", "hard"])
        outcome = "win" if place == 1 else "loss"
        book.record(game, level, outcome, mode=f"{seats} players", place=place, points=rng.randint(0, 9))


def main() -> None:
    size = tuple(int(v) for v in sys.argv[1].split("x"))
    out = Path(sys.argv[2])
    os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
    os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the tables
    os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import pygame

    from game.app import App, Options

    app = App(Options(headless=True, size=size))
    fill(app.stats_book, random.Random(7))
    app.go("stats")
    for _ in range(3):
        app.step()
        app.draw_frame()
    scene = app.stack.top
    for i, game in enumerate(scene.games):
        scene.show(i)
        app.step()
        app.draw_frame()
        pygame.image.save(app.screen, str(out / f"statistics-{game.id}-{size[0]}x{size[1]}.png"))


if __name__ == "__main__":
    main()
