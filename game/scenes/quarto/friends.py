"""Quarto with friends at other machines: a friend's Hint is shown on their own screen (their table's hints, as
ever) and counted at the host's table, as a hint asked there is (its statistics, its result card)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.scenes.quarto.scene import QuartoTableScene
    from game.scenes.table.friends import TableHost
    from game.scenes.table.guest import TableGuest

HINT_BUTTON = 2  # the Hint button among the table's buttons (Undo, Redo, Hint, Menu)


def host_quarto(table: QuartoTableScene, host: TableHost[Any]) -> None:
    """A hosted Quarto table counts a friend's hint on their turn, one a turn."""

    def friend_hint(seat: int) -> bool:
        st, hints = table.state, table.hints
        if st.is_over or st.to_move != seat:
            return False
        hints.used, hints.used_for = (hints.used + 1 if st is hints.used_for else 1), st
        return True

    host.hint = friend_hint
    host.hint_cap = 1


def join_quarto(table: QuartoTableScene, guest: TableGuest[Any]) -> None:
    """A joiner's Hint shows here, and the host is told it was asked."""
    show = table.show_hint

    def hint() -> None:
        before = table.hints.used_in(table.state)
        show()
        if table.hints.used_in(table.state) > before and guest.moves >= 0 and guest.gone is None:
            guest.client.send_hint(guest.moves)

    table.show_hint = hint  # type: ignore[method-assign]
    table.buttons[HINT_BUTTON].action = hint  # (the button was given the method before)


def carry_hints(table: Any, old: Any, new: Any) -> None:
    """A joiner's state is rebuilt from every Table: the hints counted in the game go on to the new state of the
    same game (its statistics count them at the end)."""
    hints = getattr(table, "hints", None)
    if hints is not None and hints.used_for is old:
        hints.used_for = new
