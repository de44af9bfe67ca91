"""QU4TO's card faces ahead of need (issue 26): a batch (``game.scenes.table.ahead``) per card size the table
shows, the hand's and the table's, each read from the disk cache or painted a few at a time and stored. The setup
screen works on them while a person reads it; the table, in frames that drew little."""

from __future__ import annotations

from functools import partial

from game.art.qu4tocards import FACES, card_face, faces_from_disk, store_faces
from game.scenes.qu4to.layout import Qu4toLayout
from game.scenes.table.ahead import Batch, FacesAhead


def card_batch(size: tuple[int, int]) -> Batch:
    """Every face of a held card at ``size``."""
    return Batch(
        size,
        partial(faces_from_disk, size),
        [partial(card_face, code, size) for code in range(FACES)],
        partial(store_faces, size),
    )


def faces_ahead(lay: Qu4toLayout) -> FacesAhead:
    """The faces at the table's and the hand's size, the hand's first (the table's opening frame shows them)."""
    return FacesAhead([card_batch(lay.table_card), card_batch(lay.card)])
