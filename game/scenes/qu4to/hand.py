"""How each seat's hand is arranged on screen: sorted by value or by colour, or in the order its player dragged
the cards into (kept per seat until they sort again). Cards are codes, and a hand may hold two of one code."""

from __future__ import annotations

from game.rules.qu4to.cards import VALUE


class HandOrder:
    def __init__(self) -> None:
        self.sort_mode = "value"  # or "colour"
        self.arranged: dict[int, list[int]] = {}  # seat -> the codes in the order its player dragged them

    def sorted(self, codes: list[int] | tuple[int, ...]) -> list[int]:
        if self.sort_mode == "colour":
            return sorted(codes, key=lambda c: (c & 1, VALUE[c], c))
        return sorted(codes, key=lambda c: (VALUE[c], c & 1, c))

    def shown(self, seat: int, codes: list[int] | tuple[int, ...]) -> list[int]:
        """The seat's cards in the order shown: the dragged order for the cards still held, new ones after it."""
        left = self.sorted(codes)
        order = self.arranged.get(seat)
        if order is None:
            return left
        out = []
        for code in order:
            if code in left:
                left.remove(code)
                out.append(code)
        return out + left

    def toggle_sort(self) -> None:
        """Sort again (value ↔ colour); every dragged order is forgotten."""
        self.sort_mode = "colour" if self.sort_mode == "value" else "value"
        self.arranged.clear()

    def move(self, seat: int, codes: list[int] | tuple[int, ...], i: int, j: int) -> list[int]:
        """Move the shown card at ``i`` to place ``j``; the permutation (new place -> old place)."""
        hand = self.shown(seat, codes)
        perm = list(range(len(hand)))
        if not 0 <= i < len(hand):
            return perm
        perm.insert(max(0, min(j, len(hand) - 1)), perm.pop(i))
        self.arranged[seat] = [hand[k] for k in perm]
        return perm

    def rotated(self, seat: int, code: int) -> None:
        """A rotated card keeps its place in a dragged order (its code shows the other end now)."""
        order = self.arranged.get(seat)
        if order is not None and code in order:
            order[order.index(code)] = code ^ 1
