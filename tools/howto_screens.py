"""Screenshots of How to play and the first-run lessons for docs/screenshots (howto-*.png, lesson-*.png).

    python3 tools/howto_screens.py [OUT_DIR]      (both 1280x720 and 1920x1080; headless)

Pages are opened and lessons played with posted clicks, as a player would; a private QUADRILLE_HOME is used.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp(prefix="quadrille-shots-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.app import App, Options  # noqa: E402
from game.play.quarto.setup import TableSetup  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.rules.qu4to.cards import VALUE  # noqa: E402
from game.rules.setgame.cards import all_sets, is_set, third  # noqa: E402

PAGES = (
    ("quarto", 1, "quarto-give"),
    ("quarto", 2, "quarto-line"),
    ("quarto", 5, "quarto-keys"),
    ("set-quarto", 0, "set-quarto-cards"),
    ("aces-faces", 3, "aces-faces-call-win"),
    ("aces-faces", 5, "common-sense-deck"),
    ("set", 2, "set-not-a-set"),
    ("qu4to", 2, "qu4to-ladder"),
)


class Shooter:
    def __init__(self, size: tuple[int, int], out: Path) -> None:
        self.app = App(Options(headless=True, size=size))
        self.app.settings.set("animation", "off")
        self.tag = f"{size[0]}x{size[1]}"
        self.out = out

    def step(self, events: list | None = None, frames: int = 1) -> None:
        for i in range(frames):
            self.app.step(events if (events and i == 0) else [], 1 / 60)
            self.app.draw_frame()
            self.app.frame += 1

    def click(self, pos: tuple[int, int]) -> None:
        pg = pygame
        self.step(
            [
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
            ]
        )

    def shot(self, name: str) -> None:
        self.step(frames=30)
        pygame.image.save(self.app.screen, str(self.out / f"{name}-{self.tag}.png"))

    def lesson(self, game: str):
        self.app.stack.reset(self.app.make("menu"))
        self.app.push("lesson", game=game)
        self.step(frames=2)
        return self.app.stack.top

    def hit(self, scene, key) -> None:
        self.click(scene.hits[key].center)

    def pages(self) -> None:
        for game, page, name in PAGES:
            self.app.stack.reset(self.app.make("rules", game=game))
            for _ in range(page):
                self.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
            self.shot(f"howto-{name}")

    def lessons(self) -> None:
        sc = self.lesson("quarto")
        self.hit(sc, ("piece", sc.state.deadly_gives()[0]))
        self.shot("lesson-quarto-give-careful")
        self.hit(sc, ("piece", next(p for p in sc.state.pool if p not in sc.state.deadly_gives())))
        self.click(sc.next_button.rect.center)
        self.hit(sc, ("cell", sc.state.legal_cells()[0]))
        self.click(sc.next_button.rect.center)
        self.hit(sc, ("cell", sc.state.winning_cells()[0]))
        self.click(sc.next_button.rect.center)
        self.click(sc.call_button.rect.center)
        self.shot("lesson-quarto-call-win")
        sc = self.lesson("set")
        bad = next(t for t in _trios(sc.cards) if not is_set(*t))
        for c in bad:
            self.hit(sc, ("card", c))
        for c in all_sets(sc.cards)[0]:
            self.hit(sc, ("card", c))
        self.click(sc.next_button.rect.center)
        self.hit(sc, ("card", next(c for c in sc.cards if c != third(*sc.fixed))))
        self.shot("lesson-set-why-not")
        sc = self.lesson("qu4to")
        self.shot("lesson-qu4to-choose-colour")
        self.click(sc.green_button.rect.center)
        self.click(sc.next_button.rect.center)
        hand = sc.hand()
        for i in [i for i, c in enumerate(hand) if VALUE[c] == 10][:2]:
            self.hit(sc, ("card", i))
        self.shot("lesson-qu4to-beat-the-set")
        setup = TableSetup(
            seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0", pieces="aces"
        )
        self.app.go("quarto-table", setup=setup.to_json(), menu_key="aces-faces")
        self.shot("lesson-offer")


def _trios(cards: list[int]):
    n = len(cards)
    return (
        (cards[a], cards[b], cards[c]) for a in range(n) for b in range(a + 1, n) for c in range(b + 1, n)
    )


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for size in ((1280, 720), (1920, 1080)):
        shooter = Shooter(size, out)
        shooter.pages()
        shooter.lessons()


if __name__ == "__main__":
    main()
