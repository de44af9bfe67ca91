"""Faces made ready ahead of need, one small piece of work per quiet frame (issue 26), for every table whose art
keeps its faces on disk: Quarto's board and hand sizes, QU4TO's hand and table cards (also from QU4TO's setup
screen while a person reads it). A *batch* is one size's faces: read from the art's disk cache in one step when a
run stored it there; else painted a few at a time within a budget; and once all of its faces are painted, stored
for the next run in one more step. The game says what a batch is (how it is read, each face painted, stored); this
says when."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Batch:
    """One size's faces: ``load`` reads them all from the disk cache (True if a run stored them there, or they
    are ready in memory), each of ``paints`` paints one face into the art's cache (a paint that returns False
    painted a part of it and is called again for the next part: a face that takes 5–6 ms at 3840×2160 is painted
    over a few frames), ``store`` keeps them all on disk (once all are painted, it only writes; a store that
    returns False has more to write, and is called again in the next step)."""

    key: Hashable
    load: Callable[[], bool]
    paints: Sequence[Callable[[], object]]
    store: Callable[[], object]


class FacesAhead:
    """Owns the batches still to read, the faces still to paint, the batches still to store, and how long the last
    face painted took. The batches come most needed last (looked for on disk, and painted, from the end)."""

    def __init__(self, batches: Sequence[Batch] = ()) -> None:
        self.unread = list(batches)
        self.unpainted: list[tuple[Batch, int]] = []  # (batch, face), painted from the end
        self.unstored: list[Batch] = []  # painted whole, to store
        self.face_s = 0.0

    @property
    def done(self) -> bool:
        return not (self.unread or self.unpainted or self.unstored)

    def read(self, key: Hashable) -> None:
        """Look for batch ``key`` on disk now, if it is still to read (the table's opening frame: the hand's)."""
        for batch in self.unread:
            if batch.key == key:
                self.unread.remove(batch)
                self._read(batch)
                return

    def _read(self, batch: Batch) -> None:
        if not batch.load():  # to paint, after the batches read before it (they are needed sooner)
            self.unpainted[:0] = [(batch, face) for face in reversed(range(len(batch.paints)))]

    def step(self, budget_s: float) -> bool:
        """One piece of work; True if there was any: a batch looked for on disk; else a batch painted whole
        stored; else faces (or parts of a face) while the next, as long as the last, still fits ``budget_s`` (at
        least one: a step that started a face whenever less than the budget was spent ran up to twice it)."""
        if self.unread:
            self._read(self.unread.pop())
            return True
        if self.unstored:
            if self.unstored[-1].store() is not False:
                self.unstored.pop()
            return True
        if not self.unpainted:
            return False
        start = now = time.perf_counter()
        first = True
        while self.unpainted and (first or now - start + self.face_s <= budget_s):
            batch, face = self.unpainted[-1]
            if batch.paints[face]() is not False:  # (False: a part of it painted, the rest to come)
                self.unpainted.pop()
                if not any(b is batch for b, _face in self.unpainted):
                    self.unstored.append(batch)  # its last face: stored in the next step
            now, was, first = time.perf_counter(), now, False
            self.face_s = now - was
        return True
