"""The table's hint: instant one-move marks (losing gives, winning and losing places), then the AI's analysis
merged in when it arrives, with words that claim only what the analysis proved."""

from __future__ import annotations

from typing import Any

from game.scenes.quarto_analysis import dangerous_gives, place_verdicts


def show_hint(scene: Any) -> None:
    """The instant one-move marks, then ask the AI for its analysis (merged by ``take_analysis``)."""
    st = scene.state
    if st.is_over or scene.bot_seat(st.to_move):
        scene.app.audio.play("error")
        return
    if st.phase == "give":
        bad = dangerous_gives(st)
        scene.hint = {"pieces": bad}
        safe = len(st.pool) - len(bad)
        scene.say(
            "Every give hands over a win — choose the least bad."
            if not safe
            else f"{safe} safe choice{'s' if safe != 1 else ''}; the marked ones hand over a win."
        )
    else:
        verdicts = place_verdicts(st)
        scene.hint = {"cells": verdicts}
        wins = [c for c, v in verdicts.items() if v == "win"]
        scene.say(
            "This piece wins on the glowing place!"
            if wins
            else "No winning place; red places leave only losing gives."
        )
    scene.hint_moves = len(st.history)
    scene.analyst.request(st, 0.3 if scene.app.options.headless else 1.5)
    scene.version += 1


def take_analysis(scene: Any) -> None:
    """Merge the AI's analysis into the hint: perfect-play values for every place or give."""
    got = scene.analyst.poll()
    st = scene.state
    if got is None or scene.hint is None or len(st.history) != scene.hint_moves or st.is_over:
        return
    size = st.grid_size
    if "placements" in got:
        cells = {r["cell"]: {"win": "win", "loss": "lose"}.get(r["value"]) for r in got["placements"]}
        scene.hint = {"cells": {c: v for c, v in cells.items() if v}}
        best = got.get("best", {}).get("cell")
        if best is not None:
            r, c = divmod(best, size)
            scene.say(f"Best place: {'abcdefg'[c]}{size - r} — {value_words(got)}", 5.0)
    elif "gives" in got:
        bad = {g["give"] for g in got["gives"] if g["value"] == "loss"}
        good = {g["give"] for g in got["gives"] if g["value"] == "win"}
        scene.hint = {"pieces": bad, "good": good}
        marks = ["red: these gives lose"] if bad else []
        marks += ["green: these win"] if good else []
        head = "; ".join(marks).capitalize() or "No give loses or wins outright"
        scene.say(f"{head} — {value_words(got)}", 5.0)
    scene.version += 1


def value_words(got: dict) -> str:
    value, distance = got.get("value"), got.get("distance")
    if value == "draw" and not got.get("exact", True):  # a search cut short proves no draw, only no quick end
        return "no forced win or loss within reach yet"
    if value == "draw" or not distance:
        return f"the position is a {value or 'draw'} with best play"
    return f"you {'win' if value == 'win' else 'lose'} in {distance} with best play"
