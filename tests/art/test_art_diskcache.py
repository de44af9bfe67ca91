"""The painted-art cache on disk: what it gives back is the painter's own pixels, a second table opens without
painting, and a damaged or foreign cache file is ignored and rewritten, never a crash."""

from __future__ import annotations

import pygame
import pytest
from helpers import make_app, step

from game import resources
from game.art import diskcache, pieces, table
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.quarto import art


def _forget_painted() -> None:
    """Drop every in-memory copy, as a new process starts with."""
    art._face.cache_clear()
    art._board.cache_clear()
    art._warm.clear()
    art._from_disk.clear()
    pieces._piece.cache_clear()
    table._board.cache_clear()


@pytest.fixture
def app(tmp_path, monkeypatch):
    _forget_painted()
    app = make_app(tmp_path, monkeypatch)
    yield app
    _forget_painted()


def _bytes(app, surf) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("set_key", ["classic", "aces", "set"])
def test_faces_read_back_are_the_painted_pixels(app, set_key) -> None:
    art.warm_faces(set_key, 61, False)
    painted = [art.face(set_key, p, 61)[0] for p in range(16)]
    colours = "-classic" if set_key == "set" else ""  # SET cards' files name the card colours painted in
    assert (diskcache.folder() / f"faces-{set_key}-61-0{colours}.art").is_file()
    _forget_painted()
    art.warm_faces(set_key, 61, False)
    read = [art.face(set_key, p, 61) for p in range(16)]
    assert all(r[0] is not p for r, p in zip(read, painted, strict=True)), (
        "read from disk, not kept in memory"
    )
    for (surf, anchor), old in zip(read, painted, strict=True):
        assert surf.get_size() == old.get_size() and surf.get_flags() == old.get_flags()
        assert _bytes(app, surf) == _bytes(app, old)
        assert anchor == art.face(set_key, 0, 61)[1]


def test_the_board_read_back_is_the_painted_board(app) -> None:
    painted = art.wood_board((400, 360))[0]
    _forget_painted()
    read = art.wood_board((400, 360))[0]
    assert read is not painted and _bytes(app, read) == _bytes(app, painted)


def _open_classic_table(app):
    seats = [Seat("human", name="Ann"), Seat("computer", "easy")]
    app.go("quarto-table", setup=TableSetup(seats=seats, first="0").to_json(), menu_key="quarto")
    step(app, frames=2)
    return app.stack.top


def test_a_second_table_opens_without_painting(app, monkeypatch) -> None:
    first = _open_classic_table(app)
    first.exit()
    _forget_painted()

    def no_painting(*_a, **_k):
        raise AssertionError("painted although the cache held it")

    monkeypatch.setattr(pieces, "_paint_body", no_painting)
    monkeypatch.setattr(table, "_wood_top", no_painting)
    scene = _open_classic_table(app)
    assert scene.name == "quarto-table" and not app.crashed
    scene.exit()


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"not an art cache at all",
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: data + b"extra",
        lambda data: data.replace(diskcache.stamp().encode(), b"0123456789abcdef", 1),  # other art
        lambda data: data.split(b"\n", 1)[0] + b"\n{not json\n" + data.split(b"\n", 2)[2],
    ],
)
def test_a_damaged_cache_file_is_ignored_and_rewritten(app, damage) -> None:
    art.warm_faces("classic", 40, False)
    painted = [_bytes(app, art.face("classic", p, 40)[0]) for p in range(16)]
    path = diskcache.folder() / "faces-classic-40-0.art"
    good = path.read_bytes()
    path.write_bytes(damage(good))
    _forget_painted()
    art.warm_faces("classic", 40, False)
    assert [_bytes(app, art.face("classic", p, 40)[0]) for p in range(16)] == painted
    assert path.read_bytes() == good, "the damaged file was replaced by a good one"


def test_an_unwritable_cache_folder_only_costs_the_painting(app, monkeypatch, tmp_path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setattr(resources, "cache_dir", lambda: blocker)
    art.warm_faces("classic", 44, False)
    assert art.face("classic", 5, 44)[0].get_width() > 0
    assert diskcache.load("faces-classic-44-0", 16) is None


def test_the_folder_keeps_only_the_newest_files(app, monkeypatch) -> None:
    monkeypatch.setattr(diskcache, "KEEP", 3)
    surf = pygame.Surface((4, 4), pygame.SRCALPHA)
    for i in range(6):
        diskcache.store(f"test-{i}", [surf])
    assert len(list(diskcache.folder().glob("*.art"))) == 3
    assert diskcache.load("test-5", 1) is not None


def test_faces_read_again_for_a_size_still_in_memory_are_not_kept_twice(app) -> None:
    """A window that goes back to a size reads its faces from disk again once the warm list has forgotten it,
    while the faces are still in memory: the read copies are dropped, not left to pile up with every resize."""
    art.warm_faces("classic", 52, False)
    for k in range(14):  # other sizes, until the warm list forgets 52
        art.warm_faces("classic", 30 + k, False)
    art.warm_faces("classic", 52, False)  # read again, while _face still has all sixteen
    assert not art._from_disk


def test_a_large_surface_is_written_a_chunk_a_step_and_reads_back_the_same(app, monkeypatch) -> None:
    """``Writer`` writes at most ``CHUNK`` bytes of a surface a step (a 3840×2160 felt, 32 MB, was one 74–89 ms
    frame), and the file reads back as the same pixels."""
    monkeypatch.setattr(diskcache, "CHUNK", 4096)
    big = pygame.Surface((100, 60), pygame.SRCALPHA, 32)  # 24,000 bytes: six chunks
    for x in range(100):
        pygame.draw.line(big, (x * 2, 255 - x, 40, 128 + x), (x, 0), (x, 59))
    small = pygame.Surface((8, 8), pygame.SRCALPHA, 32)
    small.fill((1, 2, 3, 4))
    writer = diskcache.Writer("chunks", [big, small])
    assert not writer.step()  # the header
    file, written = writer.file, []
    real = file.write
    monkeypatch.setattr(file, "write", lambda data: written.append(len(data)) or real(data))
    steps = []
    while not writer.step():
        steps.append(sum(written))
        written.clear()
    assert steps == [4096] * 5 + [24000 - 5 * 4096, 8 * 8 * 4], steps  # six chunks, then the small one whole
    back = diskcache.load("chunks", 2)
    assert back is not None and [_bytes(app, s) for s in back] == [_bytes(app, big), _bytes(app, small)]
