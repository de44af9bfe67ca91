"""Every second line a SET table's plates may show, so that its column of plates is laid out as wide as the
longest needs in the language and text size in use (#30)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.scenes.table.words import level_title

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene


def role_words(scene: SetTableScene) -> list[str]:
    """The plates' role lines (``SetView.role``) this table can show, a lock at its longest and a key named."""
    s = scene.session
    words = [_("winner"), _("game over"), _("picking"), _("SET!"), _("locked out"), _("click three cards")]
    words += [_("locked out · {n} s").format(n=10), _("solved"), _("found {n} of 6").format(n=6)]
    words += [_("buzz: {key}").format(key=key) for key in scene.buzz_keys().values()]
    words += [_("{level} · looking").format(level=level_title(bot.level.name)) for bot in s.bots.values()]
    return words
