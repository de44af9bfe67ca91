"""One word for one thing (#44): each language's glossary (game/locale/<code>/glossary) fixes how every game term
is translated, and these tests hold every catalog entry to it, to French typography and to one register, so a
player never reads a QU4TO set as "jogo" on one screen and "combinação" on the next. Format: docs/translating.md."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
CODES = ["pt_BR", "es", "fr", "de", "it", "nl"]

#: Words of the register a language does NOT use with the player (docs/translating.md: pt_BR você, es tú, fr tu,
#: de du, it tu, nl je). Case-sensitive where the case tells (German Sie/Ihr); whole words.
OTHER_REGISTER: dict[str, str] = {
    "pt_BR": r"\b(?:tu|teu|tua|teus|tuas|contigo|senhora?)\b",
    "es": r"\b(?:[Uu]sted(?:es)?|[Vv]osotros|[Vv]uestr[oa]s?|[Hh]aga clic)\b",
    "fr": r"\b(?:[Vv]ous|[Vv]otre|[Vv]os|[Dd]ites|[Ff]aites|[A-Za-zÀ-ÿ]+ez)\b",
    "it": r"(?<![.!?:]\s)(?<!^)\b(?:Lei|Suo|Sua|Suoi|Sue|La preghiamo)\b|\b(?:[Cc]licchi|[Pp]remi?a|[Ss]celga|[Ss]i prega)\b",
    "nl": r"\b(?:[Uu]|[Uu]w|[Uu]we)\b",
    "de": r"(?<![.!?:]\s)(?<!^)\b(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b|\b(?:[Kk]licken|[Dd]rücken|[Ww]ählen) Sie\b",
}
#: French words ending in -ez that are no imperative of the "vous" register
_NOT_VOUS = {"chez", "assez", "nez", "rez"}


@dataclass(frozen=True)
class Term:
    """One glossary line: where the English says ``english`` (within ``scope``), the translation says ``forms``."""

    english: str
    scope: str
    translation: str
    forms: str
    line: int

    def english_re(self) -> re.Pattern[str]:
        flags = 0 if any(c.isupper() for c in self.english) else re.IGNORECASE
        return re.compile(rf"\b(?:{self.english})\b", flags)

    def forms_re(self) -> re.Pattern[str]:
        return re.compile(self.forms, re.IGNORECASE)

    def applies(self, message: Message, english: str, paths: list[str]) -> bool:
        """The entry speaks of this term: its English has the term and it lies in the term's scope."""
        if not self.english_re().search(english):
            return False
        wanted = [t for t in self.scope.split() if not t.startswith("!")]
        unwanted = [t[1:] for t in self.scope.split() if t.startswith("!")]
        return any(_in(t, message, english, paths) for t in wanted) and not any(
            _in(t, message, english, paths) for t in unwanted
        )


def _in(token: str, message: Message, english: str, paths: list[str]) -> bool:
    """A scope token: ``all``; a game (its files, or its name in the English); ``ctx=`` a msgctxt; ``path=`` a
    piece of a source path; ``en=`` a regular expression the English matches (``_`` for a space)."""
    if token == "all":
        return True
    if token == "qu4to":
        return any("qu4to" in p for p in paths) or "QU4TO" in english
    if token == "set":
        return any(re.search(r"setgame|set_|setsetup|setplates|fig_set", p) for p in paths) or bool(
            re.search(r"\bSETs?\b(?! Quarto)", english)
        )
    if token == "quarto":
        return any("quarto" in p for p in paths)
    if token.startswith("ctx="):
        return message.context == token[4:].replace("_", " ")
    if token.startswith("path="):
        return any(token[5:] in p for p in paths)
    if token.startswith("en="):
        return bool(re.search(token[3:].replace("_", " "), english, re.IGNORECASE))
    raise ValueError(f"unknown scope {token!r}")


def read_glossary(path: Path) -> list[Term]:
    """The glossary's terms: tab-separated english, context (scope: words), translation and, optionally, the
    forms (a regular expression) an entry may use; # starts a comment."""
    terms = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cells = raw.split("\t")
        if len(cells) not in (3, 4) or not all(c.strip() for c in cells):
            raise ValueError(f"{path}:{n}: a line is english<TAB>context<TAB>translation[<TAB>forms]")
        english, context, translation = (c.strip() for c in cells[:3])
        scope = context.split(":", 1)[0]
        forms = cells[3].strip() if len(cells) == 4 else re.escape(translation)
        terms.append(Term(english, scope, translation, forms, n))
    return terms


def _texts(message: Message) -> tuple[str, str]:
    """The English (every form; placeholders and notation blanked) and the translation (every form) of an entry."""
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = [message.string] if isinstance(message.string, str) else list(message.string)
    english = re.sub(r"\{[^{}]*\}", "X", " \n ".join(ids))
    # notation the translation keeps in English: '3. seat 1 take …', give:<piece>, (orient, play, … or pass)
    english = re.sub(
        r"(?<!\w)'[^'\n]*'(?!\w)|(?:\b\w+:<[^>]*>,? )+or \w+|\b\w+:<[^>]*>|\((?:[a-z]+, )+[a-z]+ or [a-z]+\)",
        " ",
        english,
    )
    return english, " \n ".join(strings)


def _paths(pot: Catalog) -> dict[tuple[str | None, str], list[str]]:
    return {(m.context, _key(m)): [p for p, _ in m.locations] for m in pot if m.id}


def _key(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def glossary_faults(catalog: Catalog, terms: list[Term], paths: dict) -> list[str]:
    """Every entry whose English has a glossary term in its scope but whose translation has none of its forms."""
    faults = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        english, text = _texts(m)
        where = paths.get((m.context, _key(m)), [])
        for term in terms:
            if term.applies(m, english, where) and not term.forms_re().search(text):
                faults.append(
                    f"{term.english!r} is {term.translation!r} (line {term.line}): {_key(m)!r} → {text!r}"
                )
    return faults


_NBSP = "\u00a0\u202f"


def typography_faults(catalog: Catalog) -> list[str]:
    """French entries with a plain space (or none) before : ; ! ? or inside « », where French puts a no-break
    space; a colon or mark glued to what follows (a time, a URL, notation such as give:<piece>) is not prose."""
    faults = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        for text in [m.string] if isinstance(m.string, str) else list(m.string)[:1]:
            bare = re.sub(r"\{[^{}]*\}", "x", re.sub(r"\w+://\S+", "", text))
            for k, ch in enumerate(bare):
                before = bare[k - 1] if k else ""
                after = bare[k + 1] if k + 1 < len(bare) else ""
                bad = False
                if ch in ":;!?":
                    prose = after in ("", " ", "\n", "\u00a0", "\u202f", "»", ")", "…", '"', "’", ",", ".")
                    bad = prose and before not in _NBSP and before not in ("", "\n", "!", "?")
                elif ch == "«":
                    bad = after not in _NBSP
                elif ch == "»":
                    bad = before not in _NBSP
                if bad:
                    faults.append(f"{_key(m)!r} → {text!r} (at {bare[max(0, k - 12) : k + 3]!r})")
                    break
    return faults


def register_faults(catalog: Catalog, code: str) -> list[str]:
    """Entries that speak to the player in the register the language does not use (docs/translating.md)."""
    pattern = re.compile(OTHER_REGISTER[code], re.MULTILINE)
    faults = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        _, text = _texts(m)
        found = [w for w in (x.group(0) for x in pattern.finditer(text)) if w.lower() not in _NOT_VOUS]
        if found:
            faults.append(f"{_key(m)!r} → {text!r} ({found[0]})")
    return faults


def _catalog(code: str) -> Catalog:
    with (LOCALE / code / "LC_MESSAGES" / "quadrille.po").open("rb") as f:
        return read_po(f, locale=code)


def _pot_paths() -> dict:
    with (LOCALE / "quadrille.pot").open("rb") as f:
        return _paths(read_po(f))


@pytest.mark.parametrize("code", CODES)
def test_each_language_has_a_glossary_of_the_games_terms(code: str) -> None:
    terms = read_glossary(LOCALE / code / "glossary")
    english = {t.english for t in terms}
    # the homonyms of #44 each have their own line, and every line's forms accept its own translation
    for word in (
        "[Ss]ets?",
        "SETs?",
        "seats?",
        "places?",
        "a draw",
        "draw|",
        "call",
        "records?",
        "log",
        "pass",
    ):
        assert any(word in e for e in english), f"{code}: no glossary line for {word!r}"
    assert [t.line for t in terms if not t.forms_re().search(t.translation)] == []


@pytest.mark.parametrize("code", CODES)
def test_every_entry_uses_the_glossary(code: str) -> None:
    faults = glossary_faults(_catalog(code), read_glossary(LOCALE / code / "glossary"), _pot_paths())
    assert faults == [], f"{len(faults)} entries of {code} leave the glossary:\n" + "\n".join(faults)


def test_french_puts_no_break_spaces_where_its_typography_wants_them() -> None:
    faults = typography_faults(_catalog("fr"))
    assert faults == [], f"{len(faults)} French entries break the spaces:\n" + "\n".join(faults)


@pytest.mark.parametrize("code", CODES)
def test_each_language_speaks_to_the_player_in_one_register(code: str) -> None:
    faults = register_faults(_catalog(code), code)
    assert faults == [], f"{len(faults)} entries of {code} change register:\n" + "\n".join(faults)


def test_the_checks_find_a_wrong_term_a_plain_space_and_a_formal_word() -> None:
    """The checks can fail: a QU4TO set translated as a game, a plain space before a colon, a German "Sie"."""
    terms = [
        Term("sets?", "qu4to", "combinação", "combinaç", 1),
        Term("draw", "ctx=tie", "empate", "empat", 2),
    ]
    catalog = Catalog(locale="pt_BR")
    catalog.add("A set has at most four cards", "Um jogo tem no máximo quatro cartas")
    catalog.add("Play {set}", "Jogar {set}")  # the placeholder is not the word
    catalog.add("Draw", "Comprar", context="take a card")  # another meaning of the word
    catalog.add("Draw", "Comprar", context="tie")
    paths = {(None, "A set has at most four cards"): ["game/play/qu4to/session.py"]}
    faults = glossary_faults(catalog, terms, paths)
    assert len(faults) == 2 and "Um jogo" in faults[0] and "Comprar" in faults[1], faults

    french = Catalog(locale="fr")
    french.add("Score: {n}", "Score : {n}")
    french.add("Well done!", "Bravo\u202f!")
    french.add("Open {path}", "Ouvre « {path} »")
    french.add("{hour}:{minute}", "{hour}:{minute}")
    french.add("See https://example.org", "Voir https://example.org")
    assert [f.split(" → ")[0] for f in typography_faults(french)] == ["'Score: {n}'", "'Open {path}'"]

    german = Catalog(locale="de")
    german.add("Click a card.", "Klicken Sie auf eine Karte.")
    german.add("They play.", "Sie spielen.")  # "they" at the start of a sentence
    german.add("Your turn.", "Du bist dran.")
    assert len(register_faults(german, "de")) == 1
