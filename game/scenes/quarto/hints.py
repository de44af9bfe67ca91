"""The table's hint: instant one-move marks (losing gives, winning and losing places), then the AI's analysis
merged in when it arrives, with words that claim only what the analysis proved."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.ai.quarto.analysis import HINT_BUDGET_S
from game.i18n import _, ngettext, pgettext
from game.play.quarto.lookahead import dangerous_gives, place_verdicts
from game.play.quarto.words import by_noun, cell_name
from game.rules.quarto import Place
from game.scenes.table.bots import AiClient

if TYPE_CHECKING:
    from game.app import App
    from game.play.quarto.session import QuartoSession
    from game.rules.quarto import QuartoState


class Advised(Protocol):
    """What the hints read of their table, and the one thing they ask of it: to say a line."""

    app: App
    session: QuartoSession

    @property
    def state(self) -> QuartoState: ...

    def bot_seat(self, seat: int | None) -> bool: ...

    def say(self, text: str, seconds: float | None = None) -> None: ...


class Hints:
    """What the hint marks now (``marks``: pieces to avoid, good pieces, cells with verdicts) for one position."""

    def __init__(self, scene: Advised, *, inline: bool) -> None:
        self.scene = scene
        self.analyst = AiClient("quarto", inline=inline)
        self.marks: dict[str, Any] | None = None
        self.moves = -1  # history length the marks belong to
        self.used = 0  # hints shown in the game whose state is ``used_for`` (statistics)
        self.used_for: QuartoState | None = None

    @staticmethod
    def covers(state: QuartoState) -> bool:
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
        """The instant one-move marks, then ask the AI for its analysis (merged by ``update``); False if none.

        Every hint marks its target: the recommended pieces ringed green (the ones that hand over a win crossed
        red), or the best hole ringed green (a winning one glows, losing ones are red)."""
        scene = self.scene
        st = scene.state
        if st.to_move is None or scene.bot_seat(st.to_move):
            return False
        other = scene.session.name(1 - st.to_move)
        if st.phase == "give":
            bad = dangerous_gives(st)
            good = set(st.pool) - bad
            self.marks = {"pieces": bad, "good": good}
            if not good:
                text = by_noun(
                    st.pieces,
                    _("Every piece you can give lets {other} win. Pick one and hope."),
                    _("Every card you can give lets {other} win. Pick one and hope."),
                )
            elif bad:
                text = by_noun(
                    st.pieces,
                    _("The crossed pieces let {other} win at once. Give a green one."),
                    _("The crossed cards let {other} win at once. Give a green one."),
                )
            else:
                text = by_noun(
                    st.pieces,
                    _("No piece lets {other} win at once. Any green one is safe."),
                    _("No card lets {other} win at once. Any green one is safe."),
                )
            scene.say(text.format(other=other))
        else:
            verdicts = place_verdicts(st)
            best = best_place(st, verdicts)
            self.marks = {"cells": verdicts, "best": best}
            if best is not None and verdicts.get(best) == "win":
                text = self.by_hole(
                    _("Place it on the glowing hole to win."), _("Place it on the glowing place to win.")
                )
            elif any(v == "lose" for v in verdicts.values()):
                text = self.by_hole(
                    _("Red holes leave {other} a win. Try the green one."),
                    pgettext("board spot", "Red places leave {other} a win. Try the green one."),
                )
            else:
                text = self.by_hole(_("Try the green hole."), pgettext("board spot", "Try the green place."))
            scene.say(text.format(other=other))
        self.moves = len(st.history)
        self.used, self.used_for = (self.used + 1 if st is self.used_for else 1), st
        self.analyst.cancel()
        if self.covers(st):
            self.analyst.request(
                "analyse", st, "perfect", 0, 0.3 if scene.app.options.headless else HINT_BUDGET_S
            )
        return True

    def used_in(self, state: QuartoState) -> int:
        """Hints shown in the game ``state`` is (a new game is a new state, so its count starts at 0)."""
        return self.used if state is self.used_for else 0

    def by_hole(self, hole_text: str, place_text: str) -> str:
        """The sentence written for the classic board's holes or the one for the cards' places."""
        return hole_text if self.scene.state.variant.pieces == "classic" else place_text

    def update(self) -> bool:
        """Merge the AI's analysis into the marks when it arrives; True when the marks changed."""
        got = self.analyst.poll()
        st = self.scene.state
        if got is None or "error" in got or self.marks is None or len(st.history) != self.moves or st.is_over:
            return False
        value = value_words(got)
        if "placements" in got:
            cells = {r["cell"]: {"win": "win", "loss": "lose"}.get(r["value"]) for r in got["placements"]}
            best = got.get("best", {}).get("cell")
            self.marks = {"cells": {c: v for c, v in cells.items() if v}, "best": best}
            if best is not None:
                where = cell_name(best, st.grid_size)
                text = self.by_hole(
                    _("Best: the green hole, {where}. {value}"), _("Best: the green place, {where}. {value}")
                )
                self.scene.say(text.format(where=where, value=value), 5.0)
        elif "gives" in got:
            rows = got["gives"]
            bad = {g["give"] for g in rows if g["value"] == "loss"}
            top = max(rows, key=lambda g: _rank(g))
            good = {g["give"] for g in rows if _rank(g) == _rank(top)}
            self.marks = {"pieces": bad - good, "good": good}
            text = by_noun(
                st.pieces,
                _("Give a piece framed in green. {value}"),
                _("Give a card framed in green. {value}"),
            )
            self.scene.say(text.format(value=value), 5.0)
        return True


def _rank(row: dict) -> tuple[int, int]:
    """Orders moves for the player: wins (sooner better), draws, losses (later better)."""
    d = row.get("distance") or 0
    return {"win": (2, -d), "draw": (1, 0)}.get(row["value"], (0, d))


def best_place(state: QuartoState, verdicts: dict[int, str]) -> int | None:
    """Where the piece in hand should go, one move deep: a winning hole, else the hole that leaves the most
    safe gives afterwards (never a losing one while another exists)."""
    cells = list(state.legal_cells())
    if not cells:
        return None
    wins = [c for c in cells if verdicts.get(c) == "win"]
    if wins:
        return wins[0]

    def safe_after(cell: int) -> int:
        if verdicts.get(cell) == "lose":
            return -1
        probe = state.copy()
        probe.play(Place(cell))
        return len(probe.pool) - len(probe.deadly_gives()) if not probe.is_over else 0

    return max(cells, key=safe_after)


def value_words(got: dict) -> str:
    """The analysis in one plain sentence."""
    value, distance = got.get("value"), got.get("distance")
    if value == "draw" and not got.get("exact", True):  # a search cut short proves no draw, only no quick end
        return _("Nobody can force a win yet.")
    if value == "draw" or not distance:
        return _("With best play it is a draw.")
    if value == "win":
        return ngettext(
            "You can force a win in {n} move.", "You can force a win in {n} moves.", distance
        ).format(n=distance)
    return ngettext(
        "Best play loses in {n} move; hold out.", "Best play loses in {n} moves; hold out.", distance
    ).format(n=distance)
