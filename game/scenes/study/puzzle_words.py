"""What the Puzzles screen shows of the try in progress: the banner, the panel's words, the marks on the board,
the ghost of the piece about to be placed and a solved puzzle's winning line (``PuzzleScene`` in
``puzzles.py`` owns the try and its moves; these only read them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _, ngettext
from game.play.quarto.words import cell_name, piece_words
from game.play.said import now
from game.rules.quarto import Place
from game.scenes.study.board import GOOD, SOFT, Mark

if TYPE_CHECKING:
    from game.play.quarto.puzzle_book import Progress
    from game.scenes.study.trial import Trial


class PuzzleWords:
    """The puzzle screen's words and marks, read from its state (a part of ``PuzzleScene``)."""

    trial: Trial | None
    shown: tuple[int | None, int | None] | None
    hover: int | None
    current: int
    attempt: int
    puzzles: list[dict[str, Any]]
    progress: Progress

    def _try(self) -> Trial:
        """The try on the board (moves, marks and the banner exist only while a puzzle is open)."""
        if self.trial is None:
            raise RuntimeError("no puzzle is open")
        return self.trial

    @property
    def position(self) -> str:
        from game.play.quarto.puzzle_book import key

        return key(self.puzzles[self.current])

    def won(self) -> tuple[int, ...]:
        """The solved puzzle's winning line (its cells), shown as the table shows a won line."""
        st = self._try().state
        if self._try().result != "solved" or st.outcome is None:
            return ()
        return tuple(sorted({c for p in st.outcome.patterns for c in p.cells}))

    def marks(self) -> tuple[Mark, ...]:
        t, out = self._try(), []
        places = [m for m in t.state.history if isinstance(m, Place)]
        if places:
            out.append(Mark(SOFT, cell=places[-1].cell))
        if self.shown is not None:
            cell, give = self.shown
            if cell is not None:
                out.append(Mark(GOOD, cell=cell))
            if give is not None:
                out.append(Mark(GOOD, piece=give))
        return tuple(out)

    def ghosts(self) -> tuple[tuple[int, int], ...]:
        t = self._try()
        st = t.state
        if not t.players_turn() or st.phase != "place" or st.hand is None:
            return ()
        cell = self.shown[0] if self.shown and self.shown[0] is not None else self.hover
        if cell is None or st.board[cell] is not None:
            return ()
        return ((cell, st.hand),)

    def banner(self) -> tuple[str, str]:
        t = self._try()
        names = {"n": self.current + 1, "total": len(self.puzzles), "k": t.win_in, "a": self.attempt}
        if self.attempt:
            where = _("Puzzle {n} of {total} · win in {k} · attempt {a}").format(**names)
        else:
            where = _("Puzzle {n} of {total} · win in {k}").format(**names)
        if t.result == "solved":
            solved = ngettext("Solved! ({n} placement)", "Solved! ({n} placements)", t.placed)
            return (solved.format(n=t.placed), _("{where} · N: next puzzle").format(where=where))
        if t.result == "failed":
            return (_("Not this time"), _("{why} · T: try again").format(why=now(t.why)))
        if not t.players_turn():
            return (_("The computer defends…"), where)
        if t.state.phase == "give":
            return (_("Now give the computer a piece"), where)
        left = t.left
        if left == 1:
            goal = _("Win with this placement")
        else:
            goal = ngettext(
                "Force a win within {n} of your placements", "Force a win within {n} of your placements", left
            ).format(n=left)
        return (goal, _("{where} · click a square").format(where=where))

    def words(self) -> list[tuple[str, bool]]:
        """The panel's lines: how to play, this puzzle's record, the solution in words when shown."""
        if self.trial is None:
            return []
        entry = self.progress.entry(self.position)
        how = _(
            "You place the piece in hand (ringed in gold), then give one; the computer defends perfectly."
        )
        tries = _("Attempts {n} · best {best}").format(n=entry["attempts"], best=entry["best"] or "–")
        # what the piece-set button under the pool (and V) does, for a newcomer (issue 47)
        other = _(
            "V or the button under the pool: these puzzles with another set (classic pieces, SET cards, Aces & Faces, Common Sense)."
        )
        out = [(how, False), (other, False), (tries, True)]
        if self.shown is not None:
            cell, give = self.shown
            st = self.trial.state
            square = cell_name(cell, 4) if cell is not None else ""
            piece = piece_words(st.pieces, give) if give is not None else ""
            if cell is not None and give is not None:
                solution = _("Solution: place on {square}, then give {piece}.")
            elif cell is not None:
                solution = _("Solution: place on {square}.")
            else:
                solution = _("Solution: give {piece}.")
            out.append((solution.format(square=square, piece=piece), True))
        return out
