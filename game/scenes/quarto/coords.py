"""The board's coordinates, files a–d under the front row and ranks 1–4 left of the first file: the names the
move list, the hints and the study's solutions use. One drawing for the table and every study board."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.scenes.quarto.layout import Slot
from game.ui.theme import PALETTE, Theme

WOOD_INK = (96, 60, 32)  # burnt into the wooden board (and the 2D board's rim)


def spots(
    look: str, slots: Sequence[Slot], grid: int, below_gap: int, left_gap: int
) -> list[tuple[str, tuple[int, int], str, tuple[int, int], str]]:
    """For each file and rank: (letter, where its top centre goes, digit, where it goes, the digit's anchor).
    ``look``: "classic" (the wooden board: on its rim, the digit centred), else a flat board, of cards or the 2D
    one (under and left of its places, the digit ending there); ``below_gap`` and ``left_gap`` are those gaps."""
    out = []
    for i in range(grid):
        front, first = slots[(grid - 1) * grid + i], slots[i * grid]
        if look == "classic":
            below = (front.pos[0], front.pos[1] + round(front.cell_w * 0.42))
            left = (first.pos[0] - round(first.cell_w * 0.72), first.pos[1])
            anchor = "center"
        else:
            below = (front.rect.centerx, front.rect.bottom + below_gap)
            left = (first.rect.x - left_gap, first.rect.centery)
            anchor = "midright"
        out.append(("abcdefg"[i], below, str(grid - i), left, anchor))
    return out


def draw(
    theme: Theme,
    layer: pygame.Surface,
    placed: list[tuple[str, tuple[int, int], str, tuple[int, int], str]],
    ink: tuple[int, int, int],
) -> None:
    for letter, below, digit, left, anchor in placed:
        theme.blit_text(layer, letter, 15, ink, below, anchor="midtop", bold=True)
        theme.blit_text(layer, digit, 15, ink, left, anchor=anchor, bold=True)


def ink(look: str) -> tuple[int, int, int]:
    """Dark wood on the wooden boards, the quiet text colour beside a board of cards."""
    return WOOD_INK if look in ("classic", "flat") else PALETTE["muted"]
