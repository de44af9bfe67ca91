"""Test setup: SDL dummy drivers before pygame is ever imported, so tests need no display or sound card."""

from __future__ import annotations

import faulthandler
import gc
import os
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the tests speak English whatever this machine's language (#30): the system language the game reads first, for
# this process and every game process a test starts
os.environ["LANGUAGE"] = "en"
# no mDNS from the tests (it multicasts to 224.0.0.251, beyond 127.0.0.1): discovery is tested with fake objects
os.environ["QUADRILLE_NO_DISCOVERY"] = "1"


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test (and every process it starts) gets its own QUADRILLE_HOME: parallel workers (pytest -n auto)
    never share a settings file, a save or a log, and no test touches the real user folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("QUADRILLE_HOME", str(home))
    monkeypatch.setenv(
        "QUADRILLE_FIRST_RUN", "0"
    )  # no lesson offer over the tables tests drive (lesson tests unset it)
    from game import i18n

    i18n.set_language("en")  # a test that switched language leaves none behind
    return home


@pytest.fixture(autouse=True)
def art_of_this_home(private_home):
    """What the art knows of the disk cache (``game.art.diskcache``, in the home) is forgotten as each test gets
    its own home, as a new process starts knowing nothing: else a test found a size's faces 'warm' (stored, said
    a home long gone) and took what an earlier test left — which depends on which tests ran before in the same
    worker, so on xdist's scheduling. Only modules already imported are touched (nothing imported, nothing
    painted: faces in memory stay, as in a process that lives on)."""
    _forget_home_art()
    yield


def _forget_home_art() -> None:
    quarto_art = sys.modules.get("game.scenes.quarto.art")
    if quarto_art is not None:
        quarto_art._warm.clear()  # batches stored on disk or all in memory
        quarto_art._read_alone.clear()  # batches whose file is on disk
        quarto_art._from_disk.clear()  # faces read from disk, not yet taken
        for writers in quarto_art._writing.values():  # batches half written into the last home
            for writer in writers:
                if writer.file is not None:
                    writer.file.close()
        quarto_art._writing.clear()
    qu4to_cards = sys.modules.get("game.art.qu4tocards")
    if qu4to_cards is not None:
        qu4to_cards._from_disk.clear()
    quarto_setup = sys.modules.get("game.scenes.quarto.setup")
    if quarto_setup is not None:
        quarto_setup._legend_stored.clear()  # legend faces read from disk
        quarto_setup._legend_looked.clear()  # legend batches looked for on disk


@pytest.fixture(autouse=True)
def quiet_after(private_home):
    """A test leaves nothing running into the next one in this process, as a game process ends with its one App:
    no sound still playing (the audio thread drops a finished sound's last reference, and a later test's App may
    quit or re-open the mixer) and no save still being written on its thread."""
    yield
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.mixer.get_init():
        pygame.mixer.stop()
    storage = sys.modules.get("game.storage")
    if storage is not None:
        storage.flush_all()
    if not gc.get_freeze_count():  # a test gave what was frozen back (App.run freezes; the test unfreezes)
        _freeze_what_lasts()


def _freeze_what_lasts() -> None:
    """What lives as long as the test process (pytest's collected tests and rewritten modules, the game's modules)
    is set aside from the collector, as ``App.run`` sets aside what start-up built: every table a test opens
    collects the closed scenes (``game.memory.release_memory``), and a full collection went over all of it each
    time (≈ 20 ms a go() in a subset of 136 scene tests, more in the whole suite's bigger process). Collected
    first, so no garbage is kept; what a test makes afterwards is collected as before."""
    gc.collect()
    gc.freeze()


def pytest_collection_finish(session: pytest.Session) -> None:
    _freeze_what_lasts()


def pytest_sessionstart(session: pytest.Session) -> None:
    """With ``QUADRILLE_CRASH_DIR`` set (``.ci/run`` sets it), a test process that dies on a fatal signal writes
    every thread's Python stack to a file of its own there, for CI to print after the run: pytest-xdist only
    reports that a worker crashed, and the dump on the worker's stderr gets lost in the output. (At session start:
    after pytest's own faulthandler plugin has pointed the handler at stderr.)"""
    folder = os.environ.get("QUADRILLE_CRASH_DIR")
    if not folder:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    os.makedirs(folder, exist_ok=True)
    dump = open(os.path.join(folder, f"crash-{worker}-{os.getpid()}.txt"), "w")  # noqa: SIM115 - open while the process lives
    session.config._quadrille_crash_file = dump  # kept referenced: faulthandler writes to its descriptor
    faulthandler.enable(file=dump, all_threads=True)
