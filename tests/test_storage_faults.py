"""A fault in our own checks is not damage: the player's file is logged about, kept as it was and never written."""

from __future__ import annotations

import json
import logging

import pytest

from game.storage import Store

GOOD = json.dumps({"version": 1, "data": {"name": "Ann", "n": 5}})


def _buggy_check(value) -> bool:
    return value.startswith("A")  # meant for the name, given the number: AttributeError, a bug of ours


def _buggy_step(data):
    return {"name": data["name"].upper(), "n": data["n"] + None}  # TypeError, a bug of ours


@pytest.mark.parametrize(
    "store_kw",
    [
        {"version": 1, "checks": {"n": _buggy_check}},
        {"version": 2, "migrations": {1: _buggy_step}},
    ],
    ids=["validator", "migration"],
)
def test_a_bug_in_a_check_keeps_the_file_untouched(tmp_path, caplog, store_kw) -> None:
    path = tmp_path / "settings.json"
    path.write_text(GOOD)
    store = Store(path, defaults={"name": "", "n": 0}, **store_kw)
    with caplog.at_level(logging.ERROR, logger="game.storage"):
        data, notice = store.load()
    assert data == {"name": "", "n": 0}, "defaults for this run"
    assert notice and "defaults" in notice and "copy was kept" not in notice
    assert path.read_text() == GOOD and not list(tmp_path.glob("*.bak")), "never moved aside"
    assert any(r.exc_info and r.exc_info[0] in (AttributeError, TypeError) for r in caplog.records)
    store.save({"name": "Bob", "n": 1})
    store.save_soon({"name": "Cy", "n": 2})
    store.flush()
    assert path.read_text() == GOOD and sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_damage_the_checks_report_is_still_set_aside(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(GOOD)
    store = Store(path, version=1, defaults={"name": "", "n": 0}, checks={"n": lambda v: v < 3})
    data, notice = store.load()
    assert data == {"name": "Ann", "n": 0} and "invalid values for n" in notice
    assert not path.exists() and len(list(tmp_path.glob("*.bak"))) == 1
    store.save({"name": "Ann", "n": 1})
    assert store.load() == ({"name": "Ann", "n": 1}, None)
