"""Overlays of the Quarto table: the keyboard shortcuts card (F1 or ?) and the draw-pile privacy curtain."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes.base import Scene
from game.ui.backdrop import backdrop
from game.ui.theme import PALETTE

SHORTCUTS = (
    ("Click a piece, click again", "give it (or Enter)"),
    ("Hover a place, click", "place the piece in hand"),
    ("Arrows · Tab · Enter", "move the cursor · pool/board · act"),
    ("Q", "call Quarto! / WIN (manual calls)"),
    ("U  or  Ctrl+Z", "undo"),
    ("R  or  Ctrl+Y", "redo"),
    ("H", "hint: what loses, what wins"),
    ("Mouse wheel", "scroll the move list"),
    ("Esc", "pause menu (save and quit from there)"),
    ("F1  or  ?", "this card"),
)


class ShortcutsScene(Scene):
    """A card listing the table's keys; any key or click closes it."""

    name = "quarto-shortcuts"
    overlay = True

    def handle(self, event: Any) -> bool:
        pg = self.app.pg
        if event.type in (pg.KEYDOWN, pg.MOUSEBUTTONUP):
            self.app.back()
            return True
        return event.type in (pg.MOUSEBUTTONDOWN, pg.MOUSEMOTION, pg.MOUSEWHEEL)

    def autoplay(self, frame: int) -> None:
        self.app.back()

    def draw(self, surface: Any) -> None:
        pg, th = self.app.pg, self.app.theme
        dim = pg.Surface(surface.get_size(), pg.SRCALPHA)
        dim.fill((8, 20, 16, 150))
        surface.blit(dim, (0, 0))
        line = th.font(17).get_linesize() + th.px(8)
        box = pg.Rect(0, 0, th.px(640), th.px(110) + line * len(SHORTCUTS))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        th.panel(surface, box, radius=20)
        th.blit_text(
            surface,
            "Keys and clicks",
            28,
            PALETTE["ink"],
            (box.centerx, box.y + th.px(20)),
            anchor="midtop",
            bold=True,
        )
        y = box.y + th.px(72)
        for keys, what in SHORTCUTS:
            th.blit_text(surface, keys, 17, PALETTE["ink"], (box.x + th.px(36), y), bold=True)
            th.blit_text(surface, what, 17, PALETTE["ink_soft"], (box.x + th.px(300), y))
            y += line
        th.blit_text(
            surface,
            "any key closes",
            14,
            PALETTE["ink_soft"],
            (box.centerx, box.bottom - th.px(14)),
            anchor="midbottom",
        )


class CurtainScene(Scene):
    """Hides the private hands between hot-seat turns: "Pass to <name> — press Space when ready"."""

    name = "quarto-curtain"
    overlay = True

    def __init__(
        self,
        app: Any,
        player: str = "the next player",
        on_ready: Callable[[], None] | None = None,
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        self.player = player
        self.on_ready = on_ready
        self.entered = 0

    def enter(self) -> None:
        self.entered = self.app.frame

    def ready(self) -> None:
        self.app.audio.play("click")
        self.app.back()
        if self.on_ready is not None:
            self.on_ready()

    def handle(self, event: Any) -> bool:
        pg = self.app.pg
        if event.type == pg.KEYDOWN:
            if event.key in (pg.K_SPACE, pg.K_RETURN, pg.K_KP_ENTER):
                self.ready()
            elif event.key == pg.K_ESCAPE:
                self.app.push("pause", game="aces-faces")
            return True
        if event.type == pg.MOUSEBUTTONUP and event.button == 1 and self.button.collidepoint(event.pos):
            self.ready()
        return True

    def autoplay(self, frame: int) -> None:
        if frame - self.entered > 20:
            self.ready()

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        self.button = self.app.pg.Rect(0, 0, th.px(260), th.px(56))
        self.button.center = (size[0] // 2, size[1] // 2 + th.px(70))

    def draw(self, surface: Any) -> None:
        th = self.app.theme
        surface.blit(backdrop(self.app.pg, surface.get_size()), (0, 0))
        cx, cy = surface.get_width() // 2, surface.get_height() // 2
        th.blit_text(
            surface,
            f"Pass to {self.player}",
            44,
            PALETTE["title"],
            (cx, cy - th.px(70)),
            anchor="center",
            bold=True,
        )
        th.blit_text(
            surface,
            "Hands are private — press Space when ready",
            20,
            PALETTE["cream"],
            (cx, cy - th.px(10)),
            anchor="center",
        )
        th.panel(surface, self.button, color=PALETTE["paper"], radius=14)
        th.blit_text(
            surface, "I am ready", 20, PALETTE["ink"], self.button.center, anchor="center", bold=True
        )


__all__ = ["CurtainScene", "ShortcutsScene"]
