"""QU4TO's card faces ahead of need, one small piece of work per idle or quiet frame (issue 26): each size's faces
are read from the disk cache if a run stored them there (one batch a step), else painted a few at a time within a
budget and, once all of that size are painted, stored for the next run (one batch a step). The setup screen runs
it while a person reads it; the table, in frames that drew little."""

from __future__ import annotations

import time

from game.art.qu4tocards import card_face, faces_from_disk, store_faces

Face = tuple[int, tuple[int, int]]


class FacesAhead:
    """Owns the faces still to read, paint and store, and how long the last painted face took."""

    def __init__(self, faces: list[Face]) -> None:
        self.faces = list(faces)  # painted by popping from the end (the list's last size first)
        self.unread = list(dict.fromkeys(size for _code, size in faces))  # sizes to look for on disk
        self.unstored: list[tuple[int, int]] = []  # sizes not on disk: stored once all are painted
        self.face_s = 0.0  # how long the last face painted took

    @property
    def done(self) -> bool:
        return not (self.unread or self.faces or self.unstored)

    def read(self, size: tuple[int, int]) -> None:
        """Look for ``size``'s faces on disk now (the table's opening frame: the hand's size)."""
        if size in self.unread:
            self.unread.remove(size)
            if faces_from_disk(size):
                self.faces = [f for f in self.faces if f[1] != size]
            else:
                self.unstored.append(size)

    def step(self, budget_s: float) -> None:
        """One piece of work: a size read from disk; else faces while the next, as long as the last, still fits
        ``budget_s`` (at least one; a step that started a face whenever less than the budget was spent ran up
        to twice it); else a size's faces stored."""
        if self.unread:
            self.read(self.unread[-1])
            return
        if self.faces:
            start = now = time.perf_counter()
            first = True
            while self.faces and (first or now - start + self.face_s <= budget_s):
                card_face(*self.faces.pop())
                now, was, first = time.perf_counter(), now, False
                self.face_s = now - was
            return
        if self.unstored:
            size = self.unstored.pop()
            if all(f[1] != size for f in self.faces):
                store_faces(size)
