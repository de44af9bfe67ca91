"""One try at a puzzle, without pygame: the position, the player's own placements so far, and how it ended.

The player places the piece in hand and gives one; the computer (Perfect, asked by the screen in the worker)
places and gives back. After each of its replies the solver checks that the player can still win within the
placements left; if not, or if the computer wins, or the last placement passes without a win, the try fails.
"""

from __future__ import annotations

from game.ai.quarto.puzzles import solve_puzzle, wins_within
from game.ai.quarto.search import Solver
from game.i18n import N_
from game.play.quarto.words import cell_name
from game.play.said import Said
from game.rules.quarto import Give, Place, QuartoState, Variant


class Trial:
    """Owns the state of one try; ``result`` is None while it goes on, then 'solved' or 'failed'."""

    def __init__(self, puzzle: dict) -> None:
        self.puzzle = puzzle
        self.win_in = int(puzzle["win_in"])
        self.state = QuartoState.from_position(
            puzzle["position"], Variant(pieces=puzzle.get("pieces", "classic"))
        )
        self.player = self.state.to_move
        self.placed = 0  # the player's placements in this try
        self.result: str | None = None
        self.why = ""  # (a Said: shown in the language of the moment)

    @property
    def left(self) -> int:
        return self.win_in - self.placed

    def players_turn(self) -> bool:
        return self.result is None and self.state.to_move == self.player

    def place(self, cell: int) -> None:
        """The player places the piece in hand (IllegalMove for a taken cell); a win solves the puzzle."""
        self.state.play(Place(cell))
        self.placed += 1
        self._settle()
        if self.result is None and self.placed >= self.win_in:
            self.result = "failed"
            # the square in the table's notation (c3), so a player sees which placement missed
            self.why = Said(
                N_("No win by placing on {square}: the line is not there."), square=cell_name(cell, 4)
            )

    def give(self, piece: int) -> None:
        self.state.play(Give(piece))

    def computer_moved(self) -> None:
        """After each of the computer's moves: did it win, and once it has given, can the player still win?"""
        self._settle()
        if self.result is None and self.players_turn() and self.state.phase == "place":
            if wins_within(self.state, self.left) is None:
                self.result = "failed"
                self.why = Said(N_("The computer holds on: no forced win in {n} any more."), n=self.left)

    def _settle(self) -> None:
        st = self.state
        if not st.is_over:
            return
        winner = st.outcome.winner if st.outcome else None
        if winner == self.player:
            self.result, self.why = "solved", Said(N_("Solved!"))
        elif winner is None:
            self.result, self.why = "failed", Said(N_("The board filled up: a draw, not a win."))
        else:
            self.result, self.why = "failed", Said(N_("That gave the computer a winning piece."))

    def solution(self) -> tuple[int, int | None] | None:
        """A move that keeps the shortest win from here (the stored one at the start)."""
        if not self.players_turn() or self.state.phase != "place":
            return None
        if self.placed == 0 and self.puzzle.get("first_moves"):
            first = self.puzzle["first_moves"][0]
            return first["cell"], first["give"]
        st = self.state
        if st.hand is None:  # a puzzle always starts with a piece in hand; nothing to place without one
            return None
        solver = Solver(st.variant.squares)
        for n in range(1, self.left + 1):
            moves = solve_puzzle(solver, st.board, st.hand, n)
            if moves:
                return moves[0]
        return None
