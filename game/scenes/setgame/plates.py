"""Every second line a SET table's plates may show, so that its column of plates is laid out as wide as the
longest needs in the language and text size in use (#30)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.i18n import _
from game.scenes.table.away import waiting_words
from game.scenes.table.words import level_title

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene


def role_words(scene: SetTableScene) -> list[str]:
    """The plates' role lines (``seat_role``) this table can show, a lock at its longest and a key named."""
    s = scene.session
    words = [_("winner"), _("game over"), _("picking"), _("SET!"), _("locked out"), _("click three cards")]
    words += [_("at their screen")] if scene.drivers.friends else []
    words += [_("click four cards")] if s.mode == "ultra" else []
    words += [_("locked out · {n} s").format(n=10), _("solved"), _("found {n} of 6").format(n=6)]
    words += [_("buzz: {key}").format(key=key) for key in scene.buzz_keys().values()]
    words += [_("{level} · looking").format(level=level_title(bot.level.name)) for bot in s.bots.values()]
    return words


def seat_role(scene: SetTableScene, seat: int, keys: dict[int, str], calling: int | None) -> str:
    """The second line of a seat's plate: what it does now (or its buzz key, in hot-seat)."""
    s = scene.session
    bot = s.is_bot(seat)
    if s.is_over:
        if s.puzzle:
            return _("solved")
        return _("winner") if s.state is not None and seat in s.state.winners() else _("game over")
    if s.locked(seat):
        left = s.locks.get(seat, 0.0)
        return _("locked out · {n} s").format(n=math.ceil(left)) if left > 0 else _("locked out")
    if s.buzzer == seat:
        return _("picking")
    if calling == seat:
        return _("SET!")
    if bot:
        return _("{level} · looking").format(level=level_title(s.bots[seat].level.name))
    if seat in keys:
        return _("buzz: {key}").format(key=keys[seat])
    if waiting_words(scene.drivers, seat):  # a friend who dropped
        return waiting_words(scene.drivers, seat)
    if seat in scene.drivers.friends:
        # TRANSLATORS: a SET plate's second line for a person who plays at another screen (a friend's seat)
        return _("at their screen")
    if s.setup.mode == "puzzle":
        return _("found {n} of 6").format(n=len(s.found))
    return _("click four cards") if s.mode == "ultra" else _("click three cards")
