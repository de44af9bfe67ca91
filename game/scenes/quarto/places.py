"""Where pieces stand on screen apart from the board: the pool (or, with a draw pile, the hand shown), and the
spot beside a player's plate where the piece to place waits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.scenes.quarto import layout

if TYPE_CHECKING:
    from game.rules.quarto import QuartoState
    from game.scenes.quarto.view import QuartoView


class Laid(Protocol):
    """What the places read of their table: the game, whose hand shows, the layout and the view's look."""

    view: QuartoView

    @property
    def state(self) -> QuartoState: ...

    @property
    def lay(self) -> layout.QuartoLayout: ...

    def viewing_seat(self) -> int | None: ...


class Places:
    """Answers "where is this piece?" for the scene, its input and its view; it keeps no state of its own."""

    def __init__(self, scene: Laid) -> None:
        self.scene = scene

    def shown_hand(self) -> tuple[int, ...]:
        """The private hand face up on screen (draw pile), in order; empty while hands are hidden."""
        seat = self.scene.viewing_seat()
        return self.scene.state.hand_of(seat) if seat is not None else ()

    def pool_index(self, piece: int) -> int:
        """The pool place a piece stands in (with a draw pile: its place in the shown hand)."""
        if self.scene.state.variant.draw_pile:
            hand = self.shown_hand()
            return hand.index(piece) if piece in hand else 0
        return piece

    def pool_slot(self, piece: int) -> layout.Slot | None:
        """Where a piece the giver may give stands: its pool place, or (draw pile) its place in the shown hand,
        or the pile for a card nobody sees."""
        lay = self.scene.lay
        slots = lay.pool_slots
        if self.scene.state.variant.draw_pile:
            hand = self.shown_hand()
            if piece in hand:
                return slots[hand.index(piece)]
            return layout.Slot(lay.pile.center, slots[0].cell_w, lay.pile) if lay.pile else None
        return slots[piece]

    def hand_slot(self) -> layout.Slot:
        """Beside the plate of the seat that must place: where the given piece waits."""
        st = self.scene.state
        seat = st.to_move if st.to_move is not None else 0
        return layout.hand_slot(self.scene.lay, self.scene.view.look, seat)
