"""Which figure a How-to-play page shows: ``kind:argument`` names from ``rules_text.PAGES`` to drawing functions
(Quarto-family kinds take the piece set: ``line:aces``; SET and QU4TO name their figure: ``set:valid``)."""

from __future__ import annotations

import pygame

from game.scenes.howto import fig_qu4to, fig_quarto, fig_set, fig_set_modes
from game.scenes.howto.paint import Painter

QUARTO_KINDS = ("pieces", "turn", "line", "call", "variants", "keys")
SET_FIGURES = {
    "features": fig_set.features,
    "valid": fig_set.valid,
    "invalid": fig_set.invalid,
    "table": fig_set.table,
    "variants": fig_set.variants,
    "chain": fig_set_modes.chain,
    "ultra": fig_set_modes.ultra,
    "keys": fig_set.keys,
}
QU4TO_FIGURES = {
    "cards": fig_qu4to.cards,
    "sets": fig_qu4to.sets,
    "ladder": fig_qu4to.ladder,
    "turn": fig_qu4to.turn,
    "score": fig_qu4to.score,
    "two": fig_qu4to.two,
    "keys": fig_qu4to.keys,
}


def is_wide(name: str) -> bool:
    """Wide figures take the page's full width under the text (the key tables)."""
    return name.startswith("keys:") or name.endswith(":keys")


def draw(p: Painter, name: str, rect: pygame.Rect) -> None:
    kind, _, arg = name.partition(":")
    if kind in QUARTO_KINDS:
        getattr(fig_quarto, kind)(p, rect, arg)
    elif kind == "set":
        SET_FIGURES[arg](p, rect)
    elif kind == "qu4to":
        QU4TO_FIGURES[arg](p, rect)
    else:
        raise ValueError(f"There is no How-to-play figure {name!r}.")
