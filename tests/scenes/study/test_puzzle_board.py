"""The puzzle board is as readable as the table (issue 47): no ring over a piece standing in front of its hole,
the pieces in front of the square under the pointer fade, a hovered piece names its attributes, a wrong answer
names its square, the solved line stands risen in its light, and the piece-set button says what V does."""

from __future__ import annotations

import pygame
from helpers import click, make_app, step

from game.ai.quarto.puzzles import generate
from game.rules.quarto.notation import format_position
from game.scenes.quarto import art
from game.scenes.study import board as study_board

MAGENTA = (255, 0, 255)
# a late board with no line yet: tall pieces on a2, b2, d2 and b3; a4, b4, a3 and d3 open behind them
LATE = {2: 7, 3: 5, 5: 2, 6: 0, 8: 8, 9: 11, 10: 12, 11: 3, 12: 9, 13: 6, 14: 10, 15: 4}
HAND = 14
OPEN_CELLS = (0, 1, 4, 7)


def _screen(tmp_path, monkeypatch, puzzles):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.go("study-puzzles", puzzles=puzzles)
    step(app, frames=2)
    return app, app.stack.top


def _late(tmp_path, monkeypatch):
    board = [LATE.get(c) for c in range(16)]
    puzzle = {"position": format_position(board, HAND), "win_in": 2, "pieces": "classic"}
    return _screen(tmp_path, monkeypatch, [puzzle])


def _move(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def _ring_box(slot) -> pygame.Rect:
    w, h = round(slot.cell_w * 0.95), round(slot.cell_w * 0.5)
    return pygame.Rect(slot.pos[0] - w // 2, slot.pos[1] - h // 2, w, h).inflate(8, 8)


def test_no_ring_is_drawn_over_a_piece_standing_in_front(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(study_board, "OPEN", MAGENTA)
    app, scene = _late(tmp_path, monkeypatch)
    cells, board = scene.board.lay.cells, scene.trial.state.board
    shot = app.screen
    behind = 0
    for cell in OPEN_CELLS:
        ring = _ring_box(cells[cell])
        seen = sum(
            tuple(shot.get_at((x, y)))[:3] == MAGENTA
            for x in range(ring.left, ring.right)
            for y in range(ring.top, ring.bottom)
        )
        assert seen > 20, f"the ring of hole {cell} shows where nothing stands in front of it"
        for front in study_board.in_front(board, cells, cell, ring):
            behind += 1
            mask, anchor = art.silhouette(board[front], cells[front].cell_w)
            x0, y0 = cells[front].pos[0] - anchor[0], cells[front].pos[1] - anchor[1]
            over = [
                (x, y)
                for x in range(ring.left, ring.right)
                for y in range(ring.top, ring.bottom)
                if 0 <= x - x0 < mask.get_size()[0]
                and 0 <= y - y0 < mask.get_size()[1]
                and mask.get_at((x - x0, y - y0))
                and tuple(shot.get_at((x, y)))[:3] == MAGENTA
            ]
            assert not over, f"hole {cell}'s ring is drawn over the piece on {front}, in front of it"
    assert behind, "some open hole has a piece in front of it (else this board tests nothing)"


def test_the_pieces_in_front_of_the_square_under_the_pointer_fade(tmp_path, monkeypatch) -> None:
    app, scene = _late(tmp_path, monkeypatch)
    cells = scene.board.lay.cells
    assert 8 in scene.board.fade(scene.trial.state.board, 4), "a2's tall piece covers a3"
    slot = cells[8]
    surf, anchor = art.face("classic", scene.trial.state.board[8], slot.cell_w, False)
    spot = (slot.pos[0], slot.pos[1] - anchor[1] // 3)
    solid = app.screen.get_at(spot)
    step(app, _move(cells[4].pos), 2)
    assert scene.hover == 4
    faded = app.screen.get_at(spot)
    piece_px = surf.get_at((anchor[0], anchor[1] - anchor[1] // 3))
    assert faded != solid and sum(abs(faded[i] - piece_px[i]) for i in range(3)) > 20, "a2 fades"


def test_a_hovered_piece_names_its_four_attributes_and_its_square(tmp_path, monkeypatch) -> None:
    said: list[str] = []
    real = study_board.draw_tip
    monkeypatch.setattr(
        study_board, "draw_tip", lambda th, s, text, *a: said.append(text) or real(th, s, text, *a)
    )
    app, scene = _late(tmp_path, monkeypatch)
    step(app, _move(scene.board.lay.pool_slots[13].rect.center), 2)
    assert said and said[-1] == "dark · round · short · hollow"
    step(app, _move(scene.board.lay.cells[12].pos), 2)  # a1
    assert said[-1] == "a1: dark · round · tall · hollow", "on the board: its square first"


def test_a_wrong_answer_names_its_square_and_the_solved_line_rises(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=11, win_in=1)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle.to_json()])
    st = scene.trial.state
    wrong = next(c for c in range(16) if st.board[c] is None and c != puzzle.first_moves[0][0])
    step(app, click(app, scene.board.lay.cells[wrong].pos), 3)
    from game.play.quarto.words import cell_name

    assert scene.trial.result == "failed"
    assert f"No win by placing on {cell_name(wrong, 4)}" in scene.banner()[1]
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0)], 2)
    cell = puzzle.first_moves[0][0]
    step(app, click(app, scene.board.lay.cells[cell].pos), 3)
    assert scene.trial.result == "solved"
    line = scene.won()
    assert cell in line and len(line) >= 4
    risen = app.screen.copy()
    monkeypatch.setattr(type(scene), "won", lambda self: ())
    scene.board._layer = None
    step(app, frames=1)
    for c in line:  # each winning piece stands higher, in its light
        box = scene.board.lay.cells[c].rect
        assert pygame.image.tobytes(risen.subsurface(box), "RGB") != pygame.image.tobytes(
            app.screen.subsurface(box), "RGB"
        )


def test_the_panel_says_what_the_piece_set_button_and_v_do(tmp_path, monkeypatch) -> None:
    puzzle = generate(1, seed=11, win_in=1)[0]
    app, scene = _screen(tmp_path, monkeypatch, [puzzle.to_json()])
    assert scene.buttons["set"].label == "Classic pieces · V"
    said = " ".join(text for text, _bold in scene.words())
    assert "V or the button under the pool" in said and "SET cards" in said
