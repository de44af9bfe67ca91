"""The kit's faces ahead (``game.scenes.table.ahead``), which Quarto's and QU4TO's tables and QU4TO's setup screen
share: the order of its work, its budget, and what it stores."""

from __future__ import annotations

from functools import partial

from game.scenes.table import ahead
from game.scenes.table.ahead import Batch, FacesAhead


def _logged(log: list, key: str, on_disk: bool, faces: int = 3) -> Batch:
    def load() -> bool:
        log.append(("load", key))
        return on_disk

    return Batch(
        key, load, [partial(log.append, (key, f)) for f in range(faces)], partial(log.append, ("store", key))
    )


def test_batches_are_read_most_needed_first_then_painted_in_that_order_and_each_stored_once_whole() -> None:
    log: list = []
    work = FacesAhead([_logged(log, "table", False), _logged(log, "hand", False), _logged(log, "kept", True)])
    steps = 0
    while work.step(0.0):  # no budget: one face a step
        steps += 1
    assert log == [
        ("load", "kept"),
        ("load", "hand"),
        ("load", "table"),
        ("hand", 0),
        ("hand", 1),
        ("hand", 2),
        ("store", "hand"),
        ("table", 0),
        ("table", 1),
        ("table", 2),
        ("store", "table"),
    ]
    assert steps == len(log) and work.done and not work.step(0.0)


def test_a_batch_asked_for_now_is_read_now_and_only_once() -> None:
    log: list = []
    work = FacesAhead([_logged(log, "hand", True), _logged(log, "table", True)])
    work.read("hand")
    work.read("hand")
    work.read("nothing such")
    assert log == [("load", "hand")] and [b.key for b in work.unread] == ["table"]
    assert work.step(1.0) and work.done and log[-1] == ("load", "table")


def test_a_step_starts_a_face_only_while_one_as_long_as_the_last_still_fits(monkeypatch) -> None:
    """The faces ahead come in steps of the budget (issue 26): a face starts only while one as long as the last
    still fits, so a step is not the budget plus a face (up to twice it before)."""
    clock = [100.0]
    cost = [0.0012]  # each face: 1.2 ms of the fake clock
    painted: list[int] = []

    def paint(face: int) -> None:
        clock[0] += cost[0]
        painted.append(face)

    monkeypatch.setattr(ahead.time, "perf_counter", lambda: clock[0])
    work = FacesAhead([Batch("size", lambda: False, [partial(paint, f) for f in range(10)], lambda: None)])
    assert work.step(0.003) and painted == [], "the first step looks on disk"
    work.step(0.003)
    assert len(painted) == 2, "1.2 + 1.2 fit 3 ms; a third would end at 3.6"
    cost[0], work.face_s = 0.005, 0.0
    work.step(0.003)
    assert len(painted) == 3, "a face longer than the budget: one a step, still one"
    work.step(0.003)
    assert len(painted) == 4 and len(work.unpainted) == 6


def test_a_face_painted_in_parts_is_called_again_until_it_is_whole_then_the_next() -> None:
    """A paint that returns False painted a part of its face (a classic piece at 3840×2160 is painted over a few
    frames): it is called again, the next face only after it, and the batch is stored once all are whole."""
    log: list = []
    left = {0: 3, 1: 1}  # face 0 in three parts, face 1 in one

    def paint(face: int) -> bool:
        left[face] -= 1
        log.append((face, left[face]))
        return left[face] == 0

    work = FacesAhead([Batch("size", lambda: False, [partial(paint, 0), partial(paint, 1)], lambda: None)])
    assert work.step(0.0) and log == []  # (looked for on disk)
    for _ in range(3):
        assert work.step(0.0) and not work.unstored
    assert log == [(0, 2), (0, 1), (0, 0)] and len(work.unpainted) == 1
    assert work.step(0.0) and log[-1] == (1, 0) and not work.unpainted and work.unstored
    assert work.step(0.0) and work.done  # stored
