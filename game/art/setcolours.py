"""The one source of SET's card colours (SET, SET Quarto, the puzzle, the how-to, reviews, screenshots): the
palettes Settings → Card colours offers, and the one in use.

"classic" is the printed deck's red, purple and green. "colourblind" keeps the three apart for protanopes and
deuteranopes too (red vs green is the hardest pair for them): a warm red, a deep violet and a light teal green,
apart in lightness as well as hue; ``game.art.colourvision`` checks it (docs/accessibility.md). The cards' names
stay red, purple and green in every palette, as do the corner letters of the colour-blind aid.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

#: Each palette's red, purple and green, in the deck's order of colours (``SetCard.colour``).
PALETTES: dict[str, tuple[RGB, RGB, RGB]] = {
    "classic": ((212, 28, 48), (96, 38, 152), (24, 160, 84)),
    "colourblind": ((208, 28, 20), (78, 24, 132), (24, 160, 146)),
}
DEFAULT = "classic"

_chosen = [DEFAULT]  # the palette in use: Settings sets it from the player's choice


def chosen() -> str:
    return _chosen[0]


def colours(palette: str | None = None) -> tuple[RGB, RGB, RGB]:
    """The red, purple and green of ``palette`` (default: the one in use; an unknown name: classic)."""
    return PALETTES.get(palette or _chosen[0], PALETTES[DEFAULT])


def use(palette: str) -> bool:
    """Paint SET cards in ``palette`` from now on (an unknown name: classic); True when that changed it. The art
    painted in the old colours is dropped from memory, so every table, figure and cached face paints again."""
    name = palette if palette in PALETTES else DEFAULT
    if name == _chosen[0]:
        return False
    _chosen[0] = name
    from game.art.memo import BUDGET

    for cache in list(BUDGET.caches):
        cache.cache_clear()
    return True
