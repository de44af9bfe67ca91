"""The QU4TO score sheet on the right of the table: a row per seat, a column per round, the totals."""

from __future__ import annotations

from typing import Any

from game.play.seats import seat_colour
from game.ui.theme import PALETTE


def draw_sheet(self: Any, layer: Any, names: list[str]) -> None:
    """The score sheet: each seat's points per round and in total; the seat to act shaded."""
    st, th, lay, pg = self.scene.state, self.app.theme, self.lay, self.app.pg
    box = lay.sheet
    th.panel(layer, box, color=PALETTE["paper"], radius=14)
    pad = self.px(14)
    th.blit_text(layer, "Score sheet", 18, PALETTE["ink"], (box.x + pad, box.y + pad), bold=True)
    rounds = 3 if st.players > 2 else max(1, len(st.history) + 1)
    col_w = self.px(34)
    right = box.right - pad
    cols = [right - col_w * (rounds - k) - self.px(44) for k in range(rounds)]
    y = box.y + pad + self.px(30)
    for k, x in enumerate(cols):
        th.blit_text(layer, f"R{k + 1}", 13, PALETTE["ink_soft"], (x + col_w // 2, y), anchor="midtop")
    th.blit_text(layer, "Total", 13, PALETTE["ink_soft"], (right, y), anchor="topright")
    y += self.px(22)
    for seat in range(st.players):
        if st.turn == seat:
            pg.draw.rect(
                layer,
                PALETTE["paper_lo"],
                (box.x + self.px(6), y - self.px(3), box.w - self.px(12), self.px(30)),
                border_radius=self.px(6),
            )
        pg.draw.circle(layer, seat_colour(seat), (box.x + pad + self.px(5), y + self.px(12)), self.px(6))
        name = names[seat]
        name, size = th.fit_text(name, 16, cols[0] - box.x - pad - self.px(22))
        th.blit_text(layer, name, size, PALETTE["ink"], (box.x + pad + self.px(18), y + self.px(2)))
        for k, x in enumerate(cols):
            if k < len(st.history):
                pts = str(st.history[k][seat])
            elif k == len(st.history) and st.phase != "over":
                pts = str(st.round_points[seat]) if st.round_points[seat] else "·"
            else:
                pts = ""
            th.blit_text(layer, pts, 15, PALETTE["ink"], (x + col_w // 2, y + self.px(3)), anchor="midtop")
        th.blit_text(
            layer,
            str(st.scores[seat]),
            18,
            PALETTE["gold_dark"],
            (right, y),
            anchor="topright",
            bold=True,
        )
        y += self.px(34)
