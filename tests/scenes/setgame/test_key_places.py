"""SET's keys by place (issue #45): synthetic KEYDOWNs carry the key and the scancode an AZERTY, a QWERTZ and a
Dvorak keyboard send; the same places pick the same cards, and the card corners and the keys list show the
letters of a layout table injected in place of the system's."""

from __future__ import annotations

import pygame
import pytest
from helpers import make_app, step

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes import keypos
from game.scenes.setgame.input import CARD_PLACES, CHAIN_PLACES, HINT_PLACE, card_row

QWERTY_CARD_NAMES = "qazwsxedcrfvtgbyhnujm"
# what each layout types (pygame's key names) at the card places, US QWERTY's q a z w s x … m
LAYOUT_CARD_NAMES = {
    "azerty": tuple("a q w z s x e d c r f v t g b y h n u j ,".split()),
    "qwertz": tuple("q a y w s x e d c r f v t g b z h n u j m".split()),
    "dvorak": tuple("' a ; , o q . e j p u k y i x f d b g h m".split()),
}
HINT_NAMES = {"azerty": "!", "qwertz": "-", "dvorak": "z"}
# a letter QWERTY has at a card place, at its place on this layout: (scancode, name, the card place it is, if any)
ELSEWHERE = {
    "azerty": (51, "m", None),
    "qwertz": (29, "y", 2),
    "dvorak": (51, "s", None),
}


def layout_table(name: str) -> dict[int, str]:
    table = {code: keypos.qwerty(code) for code in range(4, 231) if keypos.qwerty(code)}
    table.update(zip(CARD_PLACES, LAYOUT_CARD_NAMES[name], strict=True))
    table[HINT_PLACE] = HINT_NAMES[name]
    code, key, _slot = ELSEWHERE[name]
    table[code] = key
    if name == "azerty":  # its top row types symbols unshifted
        table.update(zip(range(30, 39), ("&", "é", '"', "'", "(", "-", "è", "_", "ç"), strict=True))
    return table


def press(name: str, scancode: int) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.KEYDOWN, key=pygame.key.key_code(name), mod=0, unicode=name, scancode=scancode
    )


def _table(tmp_path, monkeypatch, layout: str, seats=("human",), **setup):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    app.go("set-table", setup=SetSetup(seats=[Seat(k) for k in seats], **setup).to_json())
    step(app, frames=2)
    sc = app.stack.scenes[0]
    table = layout_table(layout)
    sc.input.use_layout(lambda code: table.get(code, ""))
    return app, sc, table


@pytest.mark.parametrize("layout", sorted(LAYOUT_CARD_NAMES))
def test_the_same_places_pick_the_same_cards_on_every_layout(tmp_path, monkeypatch, layout):
    app, sc, table = _table(tmp_path, monkeypatch, layout, mode="practice", hotkeys=True)
    slots = sc.slots.slots
    for slot in (0, 1, 2, 4, 11):
        code = CARD_PLACES[slot]
        step(app, [press(table[code], code)], 1)
        assert sc.picked == [slots[slot]], f"{layout}: the key at place {slot} picks the card at place {slot}"
        step(app, [press(table[code], code)], 1)
        assert sc.picked == []
    # a letter of QWERTY's grid, pressed where this layout has it, picks by its place, not by its letter
    code, name, slot = ELSEWHERE[layout]
    step(app, [press(name, code)], 1)
    assert sc.picked == ([] if slot is None else [slots[slot]]), f"{layout}: {name!r} picks by its place"


@pytest.mark.parametrize("layout", sorted(LAYOUT_CARD_NAMES))
def test_the_corners_and_the_keys_list_show_the_layouts_letters(tmp_path, monkeypatch, layout):
    app, sc, _table_ = _table(tmp_path, monkeypatch, layout, mode="practice", hotkeys=True)
    names = LAYOUT_CARD_NAMES[layout]
    assert [sc.input.key_for_slot(i) for i in range(21)] == [n.upper() for n in names]
    rows = sc.input.key_help()
    assert card_row(names, shown=True) in rows, "F1 names the card keys as this keyboard prints them"
    assert any(r.keys == (HINT_NAMES[layout].upper(),) for r in rows), "and the hint key at its place"
    sc.setup.hotkeys = False
    spoken = next(r.does for r in sc.input.key_help() if r.keys == tuple(n.upper() for n in names[:3]))
    first_columns = ", ".join(" ".join(n.upper() for n in names[i : i + 3]) for i in (0, 3, 6))
    assert first_columns in spoken, "the columns the keys list spells are this keyboard's"


def test_a_press_without_a_scancode_is_read_by_the_layouts_name(tmp_path, monkeypatch):
    app, sc, _t = _table(tmp_path, monkeypatch, "azerty", mode="practice")
    step(app, [press("a", 0)], 1)
    assert sc.picked == [sc.slots.slots[0]], "AZERTY's A is the first place"
    step(app, [press("q", 0)], 1)
    assert sc.picked[-1] == sc.slots.slots[1], "and its Q the second, under it"


def test_the_hint_key_works_by_place(tmp_path, monkeypatch):
    app, sc, _t = _table(tmp_path, monkeypatch, "azerty", mode="practice", hints=True)
    step(app, [press(":", 55)], 1)
    assert not sc.session.hint, "the key beside it gives no hint"
    step(app, [press("!", HINT_PLACE)], 1)
    assert sc.session.hint, "AZERTY's ! lies where QWERTY's / does: the hint"


def test_buzzers_by_place_so_an_azerty_top_row_buzzes_unshifted(tmp_path, monkeypatch):
    app, sc, _t = _table(tmp_path, monkeypatch, "azerty", seats=("human", "human"), buzz_s=5)
    app.settings.set("buzz_keys", ["1", "2", "left shift", "right shift"])
    step(app, [press("é", 31)], 1)
    assert sc.session.buzzer == 1, "the key printed 2 (typing é) is seat 2's buzzer"


def test_the_system_layout_falls_back_to_qwerty_names_headless():
    pygame.init()
    assert [keypos.system(code) for code in CARD_PLACES] == list(QWERTY_CARD_NAMES)
    assert keypos.system(HINT_PLACE) == "/"


def test_a_layout_switched_during_the_game_changes_the_corners(tmp_path, monkeypatch):
    app, sc, table = _table(tmp_path, monkeypatch, "qwertz", mode="practice", hotkeys=True)
    assert sc.input.key_for_slot(2) == "Y"
    table.update(layout_table("azerty"))  # the player switches to AZERTY: SDL tells with KEYMAPCHANGED
    assert sc.input.key_for_slot(2) == "Y", "the names are kept between changes of the keymap"
    step(app, [pygame.event.Event(pygame.KEYMAPCHANGED)], 1)
    assert [sc.input.key_for_slot(i) for i in range(3)] == ["A", "Q", "W"]
    code = CARD_PLACES[2]
    step(app, [press("w", code)], 1)
    assert sc.picked == [sc.slots.slots[2]]


def test_a_layout_switched_unseen_is_noticed_at_the_next_press(tmp_path, monkeypatch):
    app, sc, table = _table(tmp_path, monkeypatch, "qwertz", mode="practice", hotkeys=True)
    assert sc.input.key_for_slot(0) == "Q"
    table.update(layout_table("azerty"))  # its KEYMAPCHANGED went to a screen on top of the table
    step(app, [press("a", CARD_PLACES[0])], 1)
    assert sc.picked == [sc.slots.slots[0]], "the press picks by its place all the same"
    assert [sc.input.key_for_slot(i) for i in range(3)] == ["A", "Q", "W"], "and the corners follow"


def test_the_line_under_the_cards_names_the_layouts_hint_key(tmp_path, monkeypatch):
    app, sc, _t = _table(tmp_path, monkeypatch, "qwertz", mode="practice", hints=True)
    assert "- for a hint" in sc.view.bars.bottom_text()
    sc.input.use_layout(keypos.qwerty)
    assert "/ for a hint" in sc.view.bars.bottom_text()


def _chain_started(app, sc) -> None:
    """The first SET taken by its keys: Set-Chain's previous SET now lies in the side panel."""
    s = sc.session
    for card in s.sets_on_table()[0]:
        code = CARD_PLACES[sc.slots.slots.index(card)]
        step(app, [press(keypos.qwerty(code), code)], 1)
    assert s.score(0) == 1 and len(s.chain) == 3
    step(app, frames=40)  # the cards dealt back take keys a moment after they land


@pytest.mark.parametrize("layout", sorted(LAYOUT_CARD_NAMES))
def test_set_chain_s_previous_set_is_picked_by_the_top_row_s_places(tmp_path, monkeypatch, layout):
    app, sc, table = _table(tmp_path, monkeypatch, layout, mode="chain", hotkeys=True)
    s = sc.session
    step(app, [press(table[CHAIN_PLACES[0]], CHAIN_PLACES[0])], 1)
    assert sc.picked == [], "before the first SET the keys pick nothing"
    _chain_started(app, sc)
    assert sc.view.mode_panel.chain_keys() == ("1", "2", "3"), "the corners show the digits the keys print"
    assert any(r.keys == ("1", "2", "3") for r in sc.input.key_help()), "F1 lists them"
    chained = s.sets_on_table()[0]
    link = next(c for c in chained if c in s.chain)
    code = CHAIN_PLACES[s.chain.index(link)]
    step(app, [press(table[code], code)], 1)  # AZERTY's & é ": the same places
    assert sc.picked == [link]
    for card in chained:
        if card != link:
            code = CARD_PLACES[sc.slots.slots.index(card)]
            step(app, [press(table[code], code)], 1)
    assert s.score(0) == 2 and link not in s.table, "a chained SET taken with keys only"


def test_the_chain_keys_show_only_with_keys_on_the_cards_and_yield_to_a_buzzer(tmp_path, monkeypatch):
    app, sc, table = _table(tmp_path, monkeypatch, "azerty", mode="chain")
    _chain_started(app, sc)
    assert sc.view.mode_panel.chain_keys() == ("", "", ""), "keys on the cards off: no corners"
    step(app, [press("é", CHAIN_PLACES[1])], 1)
    assert sc.picked == [sc.session.chain[1]], "but the keys work, as the grid's do"
    app2, hot, _t = _table(tmp_path / "hot", monkeypatch, "qwertz", seats=("human", "human"), mode="chain")
    app2.settings.set("buzz_keys", ["1", "space", "left shift", "right shift"])
    hot.setup.hotkeys = True
    assert hot.input.chain_key(0) == "" and hot.input.chain_key(1) == "2", "seat 1 buzzes with 1"
    step(app2, [press("1", CHAIN_PLACES[0])], 1)
    assert hot.session.buzzer == 0


def test_the_top_row_picks_nothing_outside_set_chain(tmp_path, monkeypatch):
    app, sc, _t = _table(tmp_path, monkeypatch, "qwertz", mode="practice", hotkeys=True)
    step(app, [press("1", CHAIN_PLACES[0])], 1)
    assert sc.picked == [] and not any(r.keys == ("1", "2", "3") for r in sc.input.key_help())


def test_the_previous_set_s_keys_fit_in_en_and_de_at_every_size_and_150_percent(tmp_path, monkeypatch):
    from test_text_fits import SIZES, every_case

    from game.ui.textreport import TextReport

    app, sc, _t = _table(tmp_path, monkeypatch, "azerty", mode="chain", hotkeys=True)
    _chain_started(app, sc)
    app.theme.report = TextReport()
    found = every_case(
        app,
        "set-chain keys",
        [(c, p, s) for c in ("en", "de", "it", "nl") for p in (100, 150) for s in SIZES],
    )
    drawn = {d.text for d in app.theme.report.drawn}
    assert not found, "\n".join(found)
    assert {"1", "2", "3"} <= drawn, "the chips are drawn"
