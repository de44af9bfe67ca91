"""The schema of what the settings remember per game: each part checked on its own, so one damaged value is
mended where it stands and the player keeps every other setting, setup, preference and lesson."""

from __future__ import annotations

import json

from game import catalog
from game.play import remembered
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.settings import Settings


def _write(path, game_defaults, **more) -> None:
    data = {"game_defaults": game_defaults, "master_volume": 0.3, **more}
    path.write_text(json.dumps({"version": 1, "data": data}), encoding="utf-8")


def test_a_damaged_part_is_mended_alone_and_the_file_is_kept(tmp_path) -> None:
    path = tmp_path / "settings.json"
    ann = TableSetup(seats=[Seat("human", name="Ann"), Seat("computer", "hard")], pieces="set").to_json()
    _write(
        path,
        {
            "set-quarto": ann,
            "set": {"seats": "everyone", "mode": "puzzle", "hints": "yes"},  # two damaged values
            "table": {"coordinates": False, "confirm_gives": "please", "wobbly": True},
            "lessons": {"quarto": "done", "set": "maybe", "chess": "done"},
            "a-game-that-left": {"seats": []},
        },
    )
    settings = Settings(path)
    assert settings.notice is None and path.exists() and not list(tmp_path.glob("*.bak*"))
    assert settings["master_volume"] == 0.3, "the rest of the file is kept"
    kept = settings["game_defaults"]
    assert kept["set-quarto"] == ann
    assert kept["set"]["mode"] == "puzzle" and kept["set"]["hints"] is True and len(kept["set"]["seats"]) == 1
    assert kept["table"] == {"coordinates": False}
    assert kept["lessons"] == {"quarto": "done"}
    assert "a-game-that-left" not in kept
    assert (
        remembered.pref(settings, "coordinates") is False
        and remembered.pref(settings, "confirm_gives") is False
    )
    assert remembered.lesson(settings, "quarto") == "done" and remembered.lesson(settings, "set") is None


def test_what_is_set_goes_through_the_schema_and_round_trips(tmp_path) -> None:
    settings = Settings(tmp_path / "settings.json")
    setup = TableSetup(seats=[Seat("human", name="Bo"), Seat("computer", "easy")], pieces="aces")
    remembered.remember_setup(settings, "aces-faces", setup)
    remembered.put_pref(settings, "flat_board", True)
    remembered.mark_lesson(settings, "qu4to", remembered.DONE)
    remembered.mark_lesson(settings, "qu4to", remembered.SKIPPED)  # a finished lesson stays finished
    settings.set("game_defaults", {**settings["game_defaults"], "table": {"flat_board": "on"}})
    again = Settings(tmp_path / "settings.json")
    assert TableSetup.from_json(remembered.setup_json(again, "aces-faces")).seats[0].name == "Bo"
    assert remembered.pref(again, "flat_board") is False, "a preference that is not a yes/no never lands"
    assert remembered.lesson(again, "qu4to") == "done"


def test_every_entry_with_a_setup_screen_names_a_setup_that_round_trips() -> None:
    for game in (g for g in catalog.GAMES.values() if g.setup):
        cls = remembered.setup_class(game.id)
        blank = cls.from_json(None).to_json()
        assert cls.from_json(blank).to_json() == blank
        assert remembered.normalize({game.id: blank}) == {game.id: blank}
