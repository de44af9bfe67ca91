"""The translation catalogs (issue #30): extract the marked strings into game/locale/quadrille.pot, bring every
language's .po up to date with it, compile the .mo files the game reads, and print each language's statistics.

    python tools/catalogs.py            all of it: extract, update, compile, statistics
    python tools/catalogs.py extract    only the .pot
    python tools/catalogs.py update     the .pot, then every .po (new strings untranslated, changed ones fuzzy)
    python tools/catalogs.py compile    every .po to its .mo (fuzzy entries left out), then the statistics
    python tools/catalogs.py stats      translated / fuzzy / untranslated per language
    python tools/catalogs.py check      exit 1 when the .pot or a .mo is stale (nothing is written)

The extraction settings (files, keywords, translator comments) are pyproject.toml's [tool.babel]. Babel is a
tool here, not a dependency of the game: the game reads the compiled .mo files with the standard library.
Only game/locale/<code>/LC_MESSAGES/quadrille.po is updated and compiled (part files handed in by parallel work
are merged into it by hand and then removed). See docs/translating.md.
"""

from __future__ import annotations

import io
import string
import sys
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
DOMAIN = "quadrille"
POT = LOCALE / f"{DOMAIN}.pot"
#: Plural rules (GNU gettext's); Babel's own for these locales say the same
PLURAL_FORMS = {
    "pt_BR": "nplurals=2; plural=(n > 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
}
WIDTH = 110  # the .po line width, as the code's


def languages() -> list[str]:
    """The translated languages: game.i18n's list without English, the source."""
    sys.path.insert(0, str(ROOT))
    from game.i18n import LANGUAGES

    return [code for code in LANGUAGES if code != "en"]


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def _config() -> tuple[list[tuple[str, str]], dict[str, dict], list[str]]:
    """pyproject.toml's [tool.babel] mappings: (pattern, method) pairs and each pattern's options."""
    babel = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["babel"]
    method_map, options_map, tags = [], {}, []
    for entry in babel["mappings"]:
        method_map.append((entry["pattern"], entry["method"]))
        options_map[entry["pattern"]] = {"keywords": parse_keywords(entry["keywords"])}
        tags += entry.get("add_comments", [])
    return method_map, options_map, tags


def extract() -> Catalog:
    """Every marked string in the game's code, with where it is and its translator comments."""
    method_map, options_map, tags = _config()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    catalog = Catalog(
        project="Quadrille",
        version=version,
        copyright_holder="the Quadrille authors",
        msgid_bugs_address="",
        charset="utf-8",
        fuzzy=False,
    )
    found = extract_from_dir(
        str(ROOT), method_map, options_map, keywords={}, comment_tags=tags, strip_comment_tags=True
    )
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def _po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    # no line numbers: a line added above a string would otherwise change every catalog
    write_po(out, catalog, width=WIDTH, include_lineno=False, sort_by_file=False)
    return out.getvalue()


def _body(data: bytes) -> bytes:
    """A .po/.pot without its header's dates (what changes on every run)."""
    return b"\n".join(
        line
        for line in data.splitlines()
        if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))
    )


def _write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` unless the file says the same but for its dates; True when written."""
    if path.exists() and _body(path.read_bytes()) == _body(data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_pot() -> Catalog:
    template = extract()
    if _write_if_changed(POT, _po_text(template)):
        print(f"wrote {POT.relative_to(ROOT)}: {len(template)} messages")
    return template


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def update(template: Catalog) -> None:
    """Each language's .po brought up to date with the template (a missing one is created)."""
    for code in languages():
        path = po_path(code)
        if path.exists():
            catalog = read(path, code)
        else:
            catalog = Catalog(
                locale=code,
                project="Quadrille",
                version=template.version,
                copyright_holder="the Quadrille authors",
                language_team=f"{code} <translators of Quadrille>",
                charset="utf-8",
                fuzzy=False,
            )
        refresh(catalog, template)
        if catalog.plural_forms != PLURAL_FORMS[code]:
            raise SystemExit(
                f"{code}: Babel's plural rule {catalog.plural_forms!r} is not {PLURAL_FORMS[code]!r}"
            )
        if _write_if_changed(path, _po_text(catalog)):
            print(f"updated {path.relative_to(ROOT)}")


def refresh(catalog: Catalog, template: Catalog) -> None:
    """``catalog`` brought up to date with ``template``. Its obsolete entries (``#~``) with a translation come
    back to life first, so a string that was removed and returns -- two branches merged in either order, a text
    moved back -- keeps its translation instead of waiting as untranslated or fuzzy; those the template still
    lacks become obsolete again."""
    for message in list(catalog.obsolete.values()):
        if message.id and _done(message) and catalog.get(message.id, message.context) is None:
            catalog[message.id] = message
    catalog.obsolete.clear()
    catalog.update(template, update_header_comment=False)


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_all() -> None:
    for code in languages():
        data = mo_bytes(read(po_path(code), code))
        path = mo_path(code)
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            print(f"compiled {path.relative_to(ROOT)}")


@dataclass
class Counts:
    translated: int
    fuzzy: int
    untranslated: int

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated


def _done(message: Message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings)


def counts(catalog: Catalog) -> Counts:
    entries = [m for m in catalog if m.id]
    fuzzy = sum(1 for m in entries if m.fuzzy)
    translated = sum(1 for m in entries if not m.fuzzy and _done(m))
    return Counts(translated, fuzzy, len(entries) - fuzzy - translated)


def stats() -> dict[str, Counts]:
    table = {code: counts(read(po_path(code), code)) for code in languages()}
    for code, c in table.items():
        share = 100 * c.translated / c.total if c.total else 100.0
        print(
            f"{code:6} {c.translated:5} translated ({share:5.1f} %)  {c.fuzzy:4} fuzzy  {c.untranslated:5} untranslated"
        )
    return table


def msgids(catalog: Iterable[Message]) -> set[str]:
    """Every msgid (a plural entry counts by its singular) of a catalog."""
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a format string (``{{`` escapes are not fields)."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def stale_mo(code: str) -> bool:
    """The .mo says something else than its .po compiled now (fuzzy entries left out), or is missing."""
    path = mo_path(code)
    if not path.exists():
        return True
    with path.open("rb") as f:
        shipped = read_mo(f)
    fresh = read_mo(io.BytesIO(mo_bytes(read(po_path(code), code))))

    def pairs(catalog: Catalog) -> dict:
        return {m.id if isinstance(m.id, str) else tuple(m.id): m.string for m in catalog}

    return pairs(shipped) != pairs(fresh) or shipped.plural_forms != fresh.plural_forms


def check() -> int:
    """1 when the .pot misses a marked string or a .mo is stale (what the tests check too)."""
    missing = msgids(extract()) - msgids(read(POT))
    problems = (
        [f"the .pot lacks {len(missing)} marked strings, e.g. {sorted(missing)[:3]}"] if missing else []
    )
    problems += [f"{mo_path(c).relative_to(ROOT)} is stale" for c in languages() if stale_mo(c)]
    for line in problems:
        print(line)
    print("catalogs: " + ("stale (run python tools/catalogs.py)" if problems else "up to date"))
    return 1 if problems else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command == "extract":
        write_pot()
    elif command == "update":
        update(write_pot())
    elif command == "compile":
        compile_all()
        stats()
    elif command == "stats":
        stats()
    elif command == "check":
        return check()
    elif command == "all":
        update(write_pot())
        compile_all()
        stats()
    else:
        print(
            f"catalogs.py: unknown command {command!r}; choose one of extract, update, compile, stats, check, all"
        )
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
