"""Every player-facing text goes through this module (issue #30): ``_`` translates a sentence now, ``ngettext``
picks the plural the language's rules ask for, and ``N_`` only marks a constant for extraction, so that it is
translated where it is drawn (``_(CONSTANT)``), never at import.

Sentences take *named* placeholders filled after translation -- ``_("{name} wins the match").format(name=who)``
-- so that a translator may move them; a sentence is never assembled from translated pieces.

Headless: no pygame here, so the rules and the AI may use it too.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "quadrille"
LOCALE_DIR = Path(__file__).with_name("locale")
#: The languages Quadrille speaks, English (the source) first, with each one's own name for itself.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
}

_current = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def set_language(code: str) -> None:
    """Speak ``code`` (one of ``LANGUAGES``) from now on; ``ValueError`` names the five for any other code."""
    global _current, _catalog
    if code not in LANGUAGES:
        raise ValueError(f"Unknown language {code!r}; choose one of {', '.join(LANGUAGES)}.")
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _current = code


def language() -> str:
    """The code of the language in use."""
    return _current


def _(message: str) -> str:
    """``message`` in the current language (itself when there is no translation)."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the current language, e.g. ``ngettext("{n} card", "{n} cards", n).format(n=n)``."""
    return _catalog.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it (for constants; translate with ``_`` on use)."""
    return message
