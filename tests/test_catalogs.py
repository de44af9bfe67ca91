"""The translation catalogs (#30): the .pot holds every marked string of the code, each shipped .mo says what
its .po says, plural rules are right, and no translation loses or renames a {placeholder}."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("catalogs", ROOT / "tools" / "catalogs.py")
assert _spec is not None and _spec.loader is not None
catalogs = importlib.util.module_from_spec(_spec)
sys.modules["catalogs"] = catalogs
_spec.loader.exec_module(catalogs)

CODES = catalogs.languages()


def test_the_languages_are_the_four_besides_english() -> None:
    assert CODES == ["pt_BR", "es", "fr", "de", "it", "nl"]


def test_the_pot_holds_every_marked_string_of_the_code() -> None:
    in_code = catalogs.msgids(catalogs.extract())
    in_pot = catalogs.msgids(catalogs.read(catalogs.POT))
    missing = sorted(in_code - in_pot)
    assert not missing, (
        f"run python tools/catalogs.py: the .pot lacks {len(missing)} strings, e.g. {missing[:5]}"
    )


def test_extraction_reads_the_keywords_and_translator_comments(tmp_path, monkeypatch) -> None:
    """What the staleness test relies on: _, ngettext's two forms, N_, and TRANSLATORS: comments are found."""
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "probe.py").write_text(
        "from game.i18n import _, N_, ngettext\n"
        "A = N_('Constant')\n"
        "# TRANSLATORS: a button that passes the turn\n"
        "b = _('Pass')\n"
        "c = ngettext('{n} card', '{n} cards', 2)\n"
        "d = print('not marked')\n",
        encoding="utf-8",
    )
    (tmp_path / "pyproject.toml").write_bytes((ROOT / "pyproject.toml").read_bytes())
    monkeypatch.setattr(catalogs, "ROOT", tmp_path)
    found = {m.id if isinstance(m.id, str) else m.id: m for m in catalogs.extract() if m.id}
    assert set(found) == {"Constant", "Pass", ("{n} card", "{n} cards")}
    assert found["Pass"].auto_comments == ["a button that passes the turn"]


@pytest.mark.parametrize("code", CODES)
def test_each_catalog_has_its_plural_rule(code: str) -> None:
    assert catalogs.read(catalogs.po_path(code)).plural_forms == catalogs.PLURAL_FORMS[code]


@pytest.mark.parametrize("code", CODES)
def test_each_shipped_mo_is_its_po_compiled(code: str) -> None:
    assert not catalogs.stale_mo(code), f"run python tools/catalogs.py compile: {code}'s .mo is stale"


def placeholder_faults(catalog: Catalog) -> list[str]:
    """Every translated entry whose {placeholders} are not the msgid's (for plurals: each form has the names of
    the singular or of the plural msgid)."""
    faults = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        if isinstance(m.id, str):
            ids, forms = [m.id], [m.string]
        else:
            ids, forms = list(m.id), [s for s in m.string if s]
        wanted = [catalogs.placeholders(i) for i in ids]
        for form in forms:
            try:
                names = catalogs.placeholders(form)
            except ValueError as exc:  # an unbalanced brace
                faults.append(f"{m.id!r}: {form!r} ({exc})")
                continue
            if names not in wanted:
                faults.append(f"{m.id!r}: {form!r} has {sorted(names)}, not {sorted(wanted[-1])}")
    return faults


@pytest.mark.parametrize("code", CODES)
def test_translations_keep_the_placeholders(code: str) -> None:
    assert placeholder_faults(catalogs.read(catalogs.po_path(code))) == []


def test_the_placeholder_check_finds_a_renamed_a_lost_and_a_broken_field() -> None:
    catalog = Catalog(locale="de")
    catalog.add("{name} wins", "{name} gewinnt")
    catalog.add("{name} gives {piece}", "{wer} übergibt {piece}")
    catalog.add(("{n} card", "{n} cards"), ("eine Karte", "{n} Karten"))
    catalog.add("{n} left", "noch {n")
    catalog.add("{who} passes", "Passen")
    faults = placeholder_faults(catalog)
    assert len(faults) == 4 and not any("gewinnt" in f for f in faults), faults


@pytest.mark.parametrize("code", CODES)
def test_every_language_is_complete_with_nothing_fuzzy(code: str) -> None:
    """Every msgid of the .pot is translated in each language, none fuzzy (Babel's statistics: 100 %, 0)."""
    catalog = catalogs.read(catalogs.po_path(code), code)
    pot = catalogs.msgids(catalogs.read(catalogs.POT))
    assert pot - catalogs.msgids(catalog) == set(), "the .po lacks msgids of the .pot (run tools/catalogs.py)"
    c = catalogs.counts(catalog)
    assert (c.fuzzy, c.untranslated) == (0, 0) and c.translated == c.total > 0


def test_the_game_never_imports_babel() -> None:
    """Babel is the catalogs' tool ([test] extra), not the game's: a played install has no Babel, and the frozen
    app would carry its 32 MB of locale data."""
    found = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "game").rglob("*.py")
        if any(
            line.lstrip().startswith(("import babel", "from babel"))
            for line in path.read_text(encoding="utf-8").splitlines()
        )
    ]
    assert found == []


def test_an_update_keeps_the_translation_of_a_string_that_comes_back() -> None:
    """A string removed by one branch and brought back by another keeps its translation (not fuzzy, not empty);
    one the template still lacks stays obsolete, and a new one waits untranslated."""
    catalog = Catalog(locale="de")
    catalog.add("Back", "Zurück")
    catalog.add("Gone", "Weg")
    template = Catalog()
    template.add("Gone")
    template.add("New")
    catalogs.refresh(catalog, template)  # "Back" leaves, "Gone" stays
    assert "Back" in catalog.obsolete and catalog.get("Gone").string == "Weg"
    template.add("Back")
    catalogs.refresh(catalog, template)  # "Back" returns
    back = catalog.get("Back")
    assert back.string == "Zurück" and not back.fuzzy and not catalog.obsolete
    assert not catalog.get("New").string
