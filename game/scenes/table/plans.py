"""Where a panel's words go, kept: a plate's or the banner's text plan (sizes stepped down the type scale, lines
wrapped, forms chosen) is measured again only when its words, its box or the theme's text sizes change. Working it
out measures many texts (``Font.size`` for each size tried): 0.2–0.5 ms a paint at 1280×720, and a move repaints
the plates and the banner several times over (each area a neighbour's shadow reaches). The plan is a pure function
of its key, so a kept plan draws the same pixels. While a theme reports texts (the fit tests), plans are always
worked out afresh, so every misfit is reported."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

from game.ui.theme import Theme

T = TypeVar("T")

MOST = 256  # plans kept (a table shows a handful at a time; a language or size change makes new keys)
_plans: OrderedDict[tuple, object] = OrderedDict()


def planned(theme: Theme, key: Hashable, make: Callable[[], T]) -> T:
    """``make()``, kept under ``key`` and what the theme's text depends on (``Theme.look``)."""
    if theme.report is not None:
        return make()
    full = (theme.look(), key)
    if full in _plans:
        _plans.move_to_end(full)
        return _plans[full]  # type: ignore[return-value]
    plan = make()
    _plans[full] = plan
    if len(_plans) > MOST:
        _plans.popitem(last=False)
    return plan
