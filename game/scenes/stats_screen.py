"""Statistics: wins, losses and draws per game and opponent."""

from __future__ import annotations

from typing import Any

from game.scenes.common import FormScene
from game.ui.theme import PALETTE
from game.ui.widgets import Button


class StatsScene(FormScene):
    name = "stats"
    title = "Statistics"
    subtitle = "Your results, from your side of the table: win rate, and wins in a row now and at best."

    def build(self) -> list[Any]:
        return [Button("Back", self.app.back, size=20)]

    def layout(self, size: tuple[int, int]) -> None:
        pg, th = self.app.pg, self.app.theme
        th.resize(size)
        w = min(th.px(820), size[0] - th.px(144))
        self.table = pg.Rect((size[0] - w) // 2, th.px(150), w, size[1] - th.px(150) - th.px(110))
        self.form.widgets[0].rect = pg.Rect(0, 0, th.px(200), th.px(48))
        self.form.widgets[0].rect.midtop = (size[0] // 2, self.table.bottom + th.px(24))

    def draw(self, surface: Any) -> None:
        th = self.app.theme
        self.draw_header(surface)
        th.panel(surface, self.table, radius=16)
        rows = self.app.records.table()
        inner = self.table.inflate(-th.px(48), -th.px(40))
        cols = [0, 0.22, 0.42, 0.52, 0.62, 0.73, 0.85]
        heads = ["Game", "Opponent", "Won", "Lost", "Drawn", "Win rate", "Streak"]
        y = inner.y
        for c, head in zip(cols, heads, strict=True):
            th.blit_text(surface, head, 17, PALETTE["ink_soft"], (inner.x + int(c * inner.w), y), bold=True)
        y += th.px(34)
        if not rows:
            th.blit_text(
                surface,
                "No games finished yet — your results will appear here.",
                19,
                PALETTE["ink"],
                (inner.x, y + th.px(10)),
            )
        line_h = th.px(30)
        for row in rows:
            if y + line_h > inner.bottom:
                break
            game, opponent, won, lost, drawn, rate, streak, best = row
            shown = (game, opponent, won, lost, drawn, rate, f"{streak} (best {best})")
            for c, value in zip(cols, shown, strict=True):
                th.blit_text(surface, str(value), 18, PALETTE["ink"], (inner.x + int(c * inner.w), y))
            y += line_h
        self.form.draw(surface, th)
