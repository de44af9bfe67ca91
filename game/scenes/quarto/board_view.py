"""Which part of the board the table shows: the whole fixed 4×4 board, or on the unmarked board the occupied
cells and the legal places next to them, gliding smoothly as the layout grows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.rules.quarto import Give
from game.scenes.quarto import layout

if TYPE_CHECKING:
    from game.rules.quarto import QuartoState

Window = tuple[float, float, float, float]  # (row, col, rows, cols) of the 7 × 7 grid in view
WHOLE: Window = (0.0, 0.0, 4.0, 4.0)


class Filmed(Protocol):
    """What the camera reads of its table: the game, the layout and the animation speed."""

    @property
    def state(self) -> QuartoState: ...

    @property
    def lay(self) -> layout.QuartoLayout: ...

    def speed(self) -> float: ...


class BoardCamera:
    """Owns the visible window (``now``) and where it is heading (``goal``); the unmarked board only."""

    def __init__(self, scene: Filmed) -> None:
        self.scene = scene
        self.now: Window = (2.0, 2.0, 3.0, 3.0)
        self.goal: Window = self.now

    def goal_now(self) -> Window:
        st = self.scene.state
        if st.variant.board == "fixed":
            return WHOLE
        cells = [c for c, p in enumerate(st.board) if p is not None]
        probe = st
        if st.phase == "give" and st.pool:
            probe = st.copy()
            probe.play(Give(st.pool[0]))
        cells += list(probe.legal_cells()) if probe.phase == "place" else []
        if not cells:
            cells = [24]
        rows = [c // 7 for c in cells]
        cols = [c % 7 for c in cells]
        return (
            float(min(rows)),
            float(min(cols)),
            float(max(rows) - min(rows) + 1),
            float(max(cols) - min(cols) + 1),
        )

    def follow(self) -> None:
        """Head for the window the position needs now (glides there in ``update``)."""
        self.goal = self.goal_now()

    def settle(self) -> None:
        """Jump straight to the window the position needs (new layout, new game, undo)."""
        self.now = self.goal = self.goal_now()

    def update(self, dt: float) -> bool:
        """Glide towards the goal; True while moving."""
        if self.now == self.goal:
            return False
        speed = self.scene.speed()
        k = 1.0 if speed == 0 else min(1.0, dt * 9 * speed)
        (r, c, h, w), (gr, gc, gh, gw) = self.now, self.goal
        self.now = (r + (gr - r) * k, c + (gc - c) * k, h + (gh - h) * k, w + (gw - w) * k)
        if max(abs(a - b) for a, b in zip(self.now, self.goal, strict=True)) < 0.01:
            self.now = self.goal
        return True

    def slots(self, final: bool = False) -> list[layout.Slot]:
        """The board's places on screen (``final``: where they will be once the window has settled)."""
        scene = self.scene
        if scene.state.variant.board == "fixed":
            return scene.lay.cells
        window = self.goal if final else self.now
        return layout.unmarked_slots(scene.lay, scene.state.variant.pieces, window)
