"""The Puzzles screen driven by posted clicks and keys: a win-in-1 solved by a click (progress saved, stars), a
wrong move the computer defends against and Try again, Show solution on the board, and the ladder's cache."""

from __future__ import annotations

import datetime

from helpers import click, key, make_app, step

from game import resources
from game.ai.quarto.puzzles import generate
from game.play.quarto.puzzle_book import Progress, PuzzleBook
from game.rules.quarto.notation import format_position
from game.scenes.study.board import GOOD, Mark


def _screen(tmp_path, monkeypatch, puzzles):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("study-puzzles", puzzles=[p.to_json() for p in puzzles])
    step(app, frames=2)
    return app, app.stack.top


def _cell(scene, cell):
    return scene.board.lay.cells[cell].pos


def _piece(scene, piece):
    return scene.board.lay.pool_slots[piece].rect.center


def test_win_in_one_solved_by_a_click_saves_progress_and_three_stars(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=11, win_in=1)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle])
    cell = puzzle.first_moves[0][0]
    step(app, click(app, _cell(scene, cell)), 2)
    assert scene.trial.result == "solved"
    assert scene.trial.state.board[cell] is not None
    saved = Progress(resources.data_dir()).entry(puzzle.position)  # read back from the file
    assert saved["solved"] and saved["attempts"] == 1 and saved["best"] == 1
    assert scene.progress.stars(puzzle.position) == 3
    assert scene.banner()[0].startswith("Solved")


def test_a_wrong_move_is_defended_and_try_again_resets(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=4, win_in=2)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle])
    st = scene.trial.state
    good = set(puzzle.first_moves)
    wrong = next((c, g) for c in range(16) if st.board[c] is None for g in st.pool if (c, g) not in good)
    step(app, click(app, _cell(scene, wrong[0])), 2)
    assert scene.trial.result is None and st.phase == "give"
    step(app, click(app, _piece(scene, wrong[1])), 2)
    step(app, frames=6)  # the computer (Perfect, answered inline) replies
    assert len(scene.trial.state.history) > 2, "the computer moved"
    assert scene.trial.result == "failed"
    assert scene.banner()[0] == "Not this time"
    step(app, [key(app, "t")], 2)
    assert scene.trial.result is None and not scene.trial.state.history
    fresh = scene.trial.state
    assert format_position(fresh.board, fresh.hand) == puzzle.position  # the start position again
    assert scene.progress.entry(puzzle.position)["attempts"] == 1
    assert scene.progress.stars(puzzle.position) == 0


def test_show_solution_marks_the_board_and_caps_the_stars(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=4, win_in=2)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle])
    before = app.screen.copy()
    step(app, [key(app, "s")], 2)
    cell, give = puzzle.first_moves[0]
    assert scene.shown == (cell, give)
    assert Mark(GOOD, cell=cell) in scene.marks() and Mark(GOOD, piece=give) in scene.marks()
    x, y = _cell(scene, cell)
    assert app.screen.get_at((x, y)) != before.get_at((x, y)), "the solution shows on the board"
    assert any(text.startswith("Solution: place on") for text, _ in scene.words())
    # playing the solution through: the computer defends, the solution follows, and the puzzle is solved
    for _ in range(4):
        if scene.trial.result is not None:
            break
        shown = scene.shown or scene.trial.solution()
        step(app, click(app, _cell(scene, shown[0])), 2)
        if shown[1] is not None and scene.trial.result is None:
            step(app, click(app, _piece(scene, shown[1])), 2)
        step(app, frames=6)
    assert scene.trial.result == "solved"
    assert scene.progress.stars(puzzle.position) == 1, "a peeked solution earns one star"


def test_a_shown_win_in_one_played_leaves_no_empty_solution_sentence(tmp_path, monkeypatch) -> None:
    """Playtest of #47: after Show solution and its placement the panel said "Solution: give ." (no piece)."""
    puzzles = generate(2, seed=11, win_in=1)
    app, scene = _screen(tmp_path, monkeypatch, puzzles)
    step(app, [key(app, "s")], 2)
    cell = scene.shown[0]
    step(app, click(app, _cell(scene, cell)), 2)
    assert scene.trial.result == "solved"
    assert scene.shown is None
    assert not any(text.startswith("Solution:") for text, _ in scene.words())
    assert scene.form.focused() is scene.buttons["next"], (
        "Enter goes on to the next puzzle, as the banner says"
    )
    step(app, [key(app, "return")], 2)
    assert scene.current == 1


def test_ladder_is_made_once_and_cached(tmp_path, monkeypatch) -> None:
    import game.play.quarto.puzzle_book as book_module

    monkeypatch.setattr(book_module, "LADDER", ((1, 2), (2, 1)))
    folder = tmp_path / "data"
    day = datetime.date(2026, 11, 23)
    book = PuzzleBook(folder, day)
    assert not book.ready
    book.make("inline")
    assert book.ready
    puzzles = book.puzzles()
    assert [p["win_in"] for p in puzzles[:3]] == [1, 1, 2] and puzzles[-1]["daily"] == "2026-11-23"
    again = PuzzleBook(folder, day)
    assert again.ready and again.puzzles() == puzzles  # read from the cache, not made again


def test_a_set_quarto_puzzle_plays_on_cards_and_keeps_its_own_progress(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=2, win_in=1, pieces="set")[0]
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("study-puzzles", puzzles=[{**puzzle.to_json(), "pieces": "set"}])
    step(app, frames=2)
    scene = app.stack.top
    assert scene.trial.state.variant.pieces == "set" and scene.board.set_key == "set"
    assert scene.board.lay.cells[0].rect.w > scene.board.lay.cells[0].rect.h, "landscape SET cards"
    scene.switch_set()  # V: the next set's ladder (made on a thread; not waited for here)
    assert scene.pieces == "aces" and scene.board.set_key == "aces" and scene.trial is None
    app.go("study-puzzles", puzzles=[{**puzzle.to_json(), "pieces": "set"}])
    step(app, frames=2)
    scene = app.stack.top
    step(app, click(app, _cell(scene, puzzle.first_moves[0][0])), 2)
    assert scene.trial.result == "solved"
    assert scene.progress.stars(f"set:{puzzle.position}") == 3 and scene.progress.stars(puzzle.position) == 0


def test_a_closed_book_stops_making_puzzles(tmp_path) -> None:
    book = PuzzleBook(tmp_path / "data", datetime.date(2026, 11, 23))
    book.close()  # the screen was left before the work began
    book.make("inline")
    assert not book.ready and not book.error
    assert not (tmp_path / "data" / "study-puzzles.json").exists()


def test_a_new_day_s_puzzle_is_made_in_a_process_of_its_own(tmp_path, monkeypatch) -> None:
    import time

    import game.play.quarto.puzzle_book as book_module

    monkeypatch.setattr(book_module, "LADDER", ((1, 1),))
    folder = tmp_path / "data"
    PuzzleBook(folder, datetime.date(2026, 11, 23)).make("inline")  # yesterday: ladder and daily cached
    book = PuzzleBook(folder, datetime.date(2026, 11, 24))
    assert not book.ready and len(book.puzzles()) == 1  # the ladder is there, today's puzzle is not
    book.make("process")
    deadline = time.monotonic() + 120
    while not book.poll() and time.monotonic() < deadline and not book.error:
        time.sleep(0.05)
    assert book.ready and not book.error
    assert book.puzzles()[-1]["daily"] == "2026-11-24"
    # the cached ladder was kept, not made again; only today's puzzle is kept with it
    assert book.puzzles()[:-1] == PuzzleBook(folder, datetime.date(2026, 11, 23)).puzzles()


def test_study_boards_carry_the_tables_coordinates(tmp_path, monkeypatch) -> None:
    """The solutions say 'place on b3': every study board writes a–d and 1–4 where the table does, on pieces
    and on cards, and the table's setting hides them on both."""
    import pygame

    from game.play import remembered
    from game.scenes.quarto import coords
    from game.scenes.study.board import StudyBoard

    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    for set_key, look in (("classic", "classic"), ("set", "cards")):
        board = StudyBoard(app)
        board.layout((1280, 720), set_key)
        with_labels = board._base_layer((1280, 720)).copy()
        remembered.put_pref(app.settings, "coordinates", False)
        bare = board._base_layer((1280, 720))
        remembered.put_pref(app.settings, "coordinates", True)
        lay = board.laid
        for letter, below, digit, left, _anchor in coords.spots(look, lay.cells, 4, lay.px(3), lay.px(8)):
            top = pygame.Rect(below[0] - lay.px(6), below[1], lay.px(12), lay.px(16))
            beside = pygame.Rect(left[0] - lay.px(12), left[1] - lay.px(8), lay.px(14), lay.px(16))
            for box, what in ((top, letter), (beside, digit)):
                changed = any(
                    with_labels.get_at((x, y)) != bare.get_at((x, y))
                    for x in range(box.left, box.right)
                    for y in range(box.top, box.bottom)
                )
                assert changed, f"{set_key}: no '{what}' written at {box}"


def test_while_the_puzzles_are_made_the_buttons_wait_and_the_seconds_count(tmp_path, monkeypatch) -> None:
    import game.play.quarto.puzzle_book as book_module

    made = generate(1, seed=11, win_in=1)[0].to_json()
    ready = {"now": False}
    monkeypatch.setattr(book_module.PuzzleBook, "make", lambda self, how="process": None)
    monkeypatch.setattr(book_module.PuzzleBook, "poll", lambda self: ready["now"])
    monkeypatch.setattr(book_module.PuzzleBook, "puzzles", lambda self: [made])
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("study-puzzles")
    step(app, frames=130)  # two seconds and more
    scene = app.stack.top
    assert scene.trial is None
    assert not any(scene.buttons[b].enabled for b in ("again", "solution", "next"))
    assert scene.buttons["back"].enabled and scene.buttons["set"].enabled
    assert all(words.endswith("… 2 s") for words in scene.waiting_words())
    step(app, click(app, scene.buttons["next"].box.center), 2)
    assert scene.trial is None, "a greyed Next puzzle does nothing"
    ready["now"] = True
    step(app, frames=2)
    assert scene.trial is not None
    assert all(scene.buttons[b].enabled for b in ("again", "solution", "next"))


def _ringed(app, scene, name) -> bool:
    """The gold focus ring is drawn around the button ``name`` (a few pixels just outside its face)."""
    from game.ui.theme import PALETTE

    rect = scene.buttons[name].rect
    ring = [(rect.centerx, rect.top - d) for d in range(1, app.theme.px(4))]
    return any(tuple(app.screen.get_at(p))[:3] == tuple(PALETTE["gold"])[:3] for p in ring)


def test_a_puzzle_opens_with_no_button_focused_and_enter_does_not_try_again(tmp_path, monkeypatch) -> None:
    """Try again had the gold ring before any try: it read as if the player had already failed."""
    puzzle = generate(1, seed=4, win_in=2)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle])
    assert scene.resting and not any(_ringed(app, scene, n) for n in ("again", "solution", "next"))
    trial = scene.trial
    step(app, [key(app, "return")], 2)
    assert scene.trial is trial and scene.shown is None and app.stack.top is scene, "Enter did nothing"
    step(app, [key(app, "tab")], 2)
    assert not scene.resting, "Tab brings the focus to the buttons"
    st = scene.trial.state
    good = set(puzzle.first_moves)
    wrong = next((c, g) for c in range(16) if st.board[c] is None for g in st.pool if (c, g) not in good)
    step(app, [key(app, "t")], 2)  # a fresh try rests the focus again
    assert scene.resting
    step(app, click(app, _cell(scene, wrong[0])), 2)
    step(app, click(app, _piece(scene, wrong[1])), 2)
    step(app, frames=6)
    assert scene.trial.result == "failed" and not scene.resting and _ringed(app, scene, "again")
