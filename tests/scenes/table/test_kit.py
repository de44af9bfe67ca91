"""The table kit (game/scenes/table) and the headless play layer, on their own: the AI clients and workers, bot
pacing, the ending, seats' names, and the drawing fixes found in review (ghost cache, two glides)."""

from __future__ import annotations

import random
import threading

import pygame
import pytest
from helpers import make_app, quarto_hot_seat, step

from game.ai import worker
from game.play.seats import Seat, seat_names
from game.rules.quarto import QuartoState, parse_move
from game.scenes.quarto import art
from game.scenes.table.anim import THINK_MIN_S, Glide
from game.scenes.table.bots import AiClient, BotAnswers
from game.scenes.table.drivers import ComputerDriver, Turn
from game.scenes.table.ending import Ending
from game.scenes.table.result_card import ResultCard


def _gated_jobs(monkeypatch):
    """Make worker.run_job block until released, and count how many run at once."""
    gates: list[threading.Event] = []
    started = threading.Semaphore(0)
    running = {"now": 0, "most": 0}
    lock = threading.Lock()

    def run_job(family, kind, state_json, level, seed, budget):
        gate = threading.Event()
        gates.append(gate)
        with lock:
            running["now"] += 1
            running["most"] = max(running["most"], running["now"])
        started.release()
        gate.wait(10)
        with lock:
            running["now"] -= 1
        return {"move": f"give:{seed}"}

    monkeypatch.setattr(worker, "run_job", run_job)
    return gates, started, running


def _wait_for(predicate, worker_) -> object:
    done = threading.Event()
    for _ in range(2000):
        got = predicate()
        if got is not None:
            return got
        done.wait(0.005)
    pytest.fail("no answer from the thread worker")


def test_thread_worker_runs_one_job_at_a_time_and_drops_a_cancelled_answer(monkeypatch) -> None:
    gates, started, running = _gated_jobs(monkeypatch)
    w = worker.ThreadWorker()
    try:
        w.submit("quarto", "move", "{}", "easy", 1)
        assert started.acquire(timeout=5)
        w.cancel()  # the first search is still running: its answer must never come back
        second = w.submit("quarto", "move", "{}", "easy", 2)
        gates[0].set()
        assert started.acquire(timeout=5), "the second job starts once the first has finished"
        assert running["most"] == 1, "two searches never run at once (they would share the AI's caches)"
        gates[1].set()
        ticket, result = _wait_for(w.poll, w)
        assert (ticket, result) == (second, {"move": "give:2"})
        assert w.poll() is None and not w.busy
    finally:
        for g in gates:
            g.set()
        w.close()


def test_ai_client_returns_only_the_newest_request() -> None:
    client = AiClient("quarto", inline=True)
    state = QuartoState()
    client.request("move", state, "easy", 1, 0.05)
    client.request("move", state, "easy", 2, 0.05)
    got = client.poll()
    assert got is not None and "move" in got and not client.busy
    assert client.poll() is None, "the first, replaced request never answers"


def test_ai_client_for_an_unknown_family_answers_an_error_and_the_stand_in_plays() -> None:
    played = []
    driver = BotAnswers(
        "chess",
        inline=True,
        budgets={},
        parse=parse_move,
        standin=lambda state, level, rng: played.append(level) or parse_move("give:3"),
    )
    driver.request(QuartoState(), "hard", 7)
    assert driver.poll() == parse_move("give:3") and played == ["hard"]


def test_the_computer_shows_a_move_no_sooner_than_the_think_time() -> None:
    answers = BotAnswers(
        "quarto", inline=True, budgets={"easy": 0.05}, parse=parse_move, standin=lambda *a: None
    )
    computer = ComputerDriver(answers, random.Random(1))
    state = QuartoState()

    def turn(ready: bool) -> Turn:
        return Turn(0, state, "easy", speed=1.0, ready=ready)

    assert computer.step(0.0, turn(True)) is None, "answered, but too soon to show"
    assert computer.step(THINK_MIN_S / 2, turn(True)) is None
    assert computer.step(THINK_MIN_S, turn(False)) is None, "waits while a glide runs"
    move = computer.step(0.0, turn(True))
    assert move is not None and move in state.legal_moves()


def test_ending_records_once_and_shows_the_card_after_the_pause() -> None:
    class Book:
        def __init__(self) -> None:
            self.rows: list[tuple] = []

        def record(self, *row) -> None:
            self.rows.append(row)

    book, ending = Book(), Ending()
    ending.begin(ResultCard("Ann wins!", "a line", [("Ann", 1), ("Bob", 0)]))
    ending.record(book, "quarto", "hard", "win")
    ending.record(book, "quarto", "hard", "win")
    assert book.rows == [("quarto", "hard", "win")]
    assert not ending.shown
    ending.update(1.0)
    assert ending.shown
    ending.reset()
    assert ending.card is None and not ending.recorded


def test_seat_names_tell_players_apart_and_computers_ignore_a_leftover_name() -> None:
    seats = [Seat("computer", name="Bob"), Seat("computer"), Seat("human", name="Ann"), Seat("human")]
    assert seat_names(seats) == ["Computer 1", "Computer 2", "Ann", "Player 4"]


def test_the_hover_ghost_shows_the_piece_asked_for_even_after_the_face_cache_is_cleared(
    tmp_path, monkeypatch
):
    make_app(tmp_path, monkeypatch)  # pygame up for the art
    first, _ = art.ghost("classic", 3, 60, False, 120)
    art._face.cache_clear()  # the surfaces go; Python may hand their ids to new ones
    again, _ = art.ghost("classic", 12, 60, False, 120)
    fresh, _ = art.face("classic", 12, 60, False)
    assert again is not first
    assert again.get_size() == fresh.get_size()
    w, h = fresh.get_size()
    probes = [(x, y) for x in range(0, w, 5) for y in range(0, h, 5)]
    assert all(again.get_at(p)[:3] == fresh.get_at(p)[:3] for p in probes)


def test_two_glides_at_once_draw(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("quarto-table")
    step(app, frames=2)
    scene = app.stack.scenes[0]
    slots = scene.lay.pool_slots
    scene.glides = [Glide(0, slots[0], slots[5], 1.0, 0.3), Glide(1, slots[1], slots[6], 1.0, 0.6)]
    scene.draw(app.screen)  # a second glide once raised UnboundLocalError
    scene.glides = []


def test_the_result_card_paints_once_and_looks_as_painted_on_the_spot(tmp_path, monkeypatch) -> None:
    """The card's panel, shadow and text are painted once and kept (its buttons are drawn each frame); the kept
    picture blitted over the table gives the pixels of painting it straight on the table."""
    from game.ui.widgets import Button

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    pg, th = pygame, app.theme
    card = ResultCard("Ann wins!", "Four tall pieces in a row.", [("Ann", 1), ("Bob", 0)], "Match to 3")
    card.buttons = [Button("Next game", lambda: None), Button("Menu", lambda: None)]
    box = pg.Rect(700, 120, 420, 400)
    table = pg.Surface((1280, 720))
    table.fill((40, 90, 60))
    painted = []
    real = card._paint
    monkeypatch.setattr(card, "_paint", lambda *a: (painted.append(1), real(*a)))
    for _ in range(3):  # three frames, each over a fresh table
        kept = table.copy()
        card.draw(th, kept, box, th.px)
    assert len(painted) == 1, "painted once, then blitted"
    straight = table.copy()
    real(th, straight, box, th.px)
    card.draw_buttons(th, straight, box, th.px)
    area = box.inflate(th.px(60), th.px(60))
    a, b = kept.subsurface(area), straight.subsurface(area)
    worst = max(
        max(abs(x - y) for x, y in zip(a.get_at((i, j)), b.get_at((i, j)), strict=True))
        for i in range(0, area.w, 3)
        for j in range(0, area.h, 3)
    )
    assert worst <= 2, f"the kept card differs from one painted on the spot by up to {worst}"
    card.scores = [("Ann", 2), ("Bob", 0)]
    card.draw(th, kept, box, th.px)
    assert len(painted) == 2, "a new score paints the card again"


def test_a_gliding_card_is_scaled_in_a_few_kept_steps() -> None:
    """A card gliding from a 96-px place to a 150-px one changes width every frame; its face is scaled to widths
    rounded to ≈ 3 % steps and kept, not smoothscaled anew each frame, and never more than a step off."""
    import pygame

    pygame.display.init()
    art._scaled.cache_clear()
    widths = [round(96 + (150 - 96) * i / 40) for i in range(41)]  # 40 frames of a glide
    for w in widths:
        surf, _ = art.scaled_face("set", 5, 96, False, w)
        assert abs(surf.get_width() - art.face("set", 5, 96, False)[0].get_width() * w / 96) <= 96 // 32 + 1
    info = art._scaled.cache_info()
    assert info.misses <= 20 < len(widths) and info.hits >= len(widths) - 20


def test_the_table_lays_out_its_result_card_ahead(tmp_path, monkeypatch) -> None:
    """Laying a Quarto table out paints a stand-in result card off screen, so the fonts, shadows and button faces
    of the real card are ready when a game ends: its first paint then loads no font."""
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, size=(1600, 900))
    loaded: list[tuple] = []
    real_font = app.theme.font.__func__

    def counting(theme, size, bold=False):
        if not theme.font_is_open(size, bold):
            loaded.append((theme.px(size), bold))
        return real_font(theme, size, bold)

    monkeypatch.setattr(type(app.theme), "font", counting)
    card = scene.result_card()
    card.draw(app.theme, app.screen, scene.view.result_box(), scene.lay.px)
    assert loaded == [], f"the card loaded fonts at the end of the game: {loaded}"
