"""The table's hint: instant one-move marks (losing gives, winning and losing places), then the AI's analysis
merged in when it arrives, with words that claim only what the analysis proved."""

from __future__ import annotations

from typing import Any

from game.play.quarto.lookahead import dangerous_gives, place_verdicts
from game.play.quarto.words import cell_name
from game.scenes.table.bots import AiClient


class Hints:
    """What the hint marks now (``marks``: pieces to avoid, good pieces, cells with verdicts) for one position."""

    def __init__(self, scene: Any, *, inline: bool) -> None:
        self.scene = scene
        self.analyst = AiClient("quarto", inline=inline)
        self.marks: dict[str, Any] | None = None
        self.moves = -1  # history length the marks belong to

    @staticmethod
    def covers(state: Any) -> bool:
        """Only fixed boards without a draw pile are analysed (what the AI covers)."""
        return state.variant.board == "fixed" and not state.variant.draw_pile and not state.is_over

    @property
    def waiting(self) -> bool:
        return self.analyst.busy

    def clear(self) -> None:
        self.marks = None
        self.analyst.cancel()

    def close(self) -> None:
        self.analyst.close()

    def get(self, key: str, default: Any) -> Any:
        return self.marks.get(key, default) if self.marks else default

    def show(self) -> bool:
        """The instant one-move marks, then ask the AI for its analysis (merged by ``update``); False if none."""
        scene = self.scene
        st = scene.state
        if st.is_over or scene.bot_seat(st.to_move):
            return False
        if st.phase == "give":
            bad = dangerous_gives(st)
            self.marks = {"pieces": bad}
            safe = len(st.pool) - len(bad)
            scene.say(
                "Every give hands over a win — choose the least bad."
                if not safe
                else f"{safe} safe choice{'s' if safe != 1 else ''}; the marked ones hand over a win."
            )
        else:
            verdicts = place_verdicts(st)
            self.marks = {"cells": verdicts}
            wins = [c for c, v in verdicts.items() if v == "win"]
            scene.say(
                "This piece wins on the glowing place!"
                if wins
                else "No winning place; red places leave only losing gives."
            )
        self.moves = len(st.history)
        self.analyst.cancel()
        if self.covers(st):
            self.analyst.request("analyse", st, "perfect", 0, 0.3 if scene.app.options.headless else 1.5)
        return True

    def update(self) -> bool:
        """Merge the AI's analysis into the marks when it arrives; True when the marks changed."""
        got = self.analyst.poll()
        st = self.scene.state
        if got is None or "error" in got or self.marks is None or len(st.history) != self.moves or st.is_over:
            return False
        if "placements" in got:
            cells = {r["cell"]: {"win": "win", "loss": "lose"}.get(r["value"]) for r in got["placements"]}
            self.marks = {"cells": {c: v for c, v in cells.items() if v}}
            best = got.get("best", {}).get("cell")
            if best is not None:
                self.scene.say(f"Best place: {cell_name(best, st.grid_size)} — {value_words(got)}", 5.0)
        elif "gives" in got:
            bad = {g["give"] for g in got["gives"] if g["value"] == "loss"}
            good = {g["give"] for g in got["gives"] if g["value"] == "win"}
            self.marks = {"pieces": bad, "good": good}
            marks = ["red: these gives lose"] if bad else []
            marks += ["green: these win"] if good else []
            head = "; ".join(marks).capitalize() or "No give loses or wins outright"
            self.scene.say(f"{head} — {value_words(got)}", 5.0)
        return True


def value_words(got: dict) -> str:
    value, distance = got.get("value"), got.get("distance")
    if value == "draw" and not got.get("exact", True):  # a search cut short proves no draw, only no quick end
        return "no forced win or loss within reach yet"
    if value == "draw" or not distance:
        return f"the position is a {value or 'draw'} with best play"
    return f"you {'win' if value == 'win' else 'lose'} in {distance} with best play"
