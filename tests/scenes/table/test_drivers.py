"""The kit's move loop: every seat is played by a driver, and every move — a click's, a computer's, another kind of
seat's — goes through ``TableScene.play(move, seat)``; a new kind of seat touches no table."""

from __future__ import annotations

from helpers import make_app, quarto_hot_seat, step

from game.play.seats import Seat
from game.play.setgame.calls import SetCall
from game.play.setgame.setup import SetSetup
from game.rules.qu4to import Orient
from game.rules.quarto.moves import Give, Place
from game.scenes.table.drivers import SeatDriver, Turn


class Scripted(SeatDriver):
    """A seat played from elsewhere (what a friend's connection will be): it hands over the moves it is given."""

    kind = "friend"

    def __init__(self, *moves) -> None:
        self.moves = list(moves)
        self.asked: list[Turn] = []

    def step(self, dt: float, turn: Turn):
        self.asked.append(turn)
        return self.moves.pop(0) if self.moves else None


def test_a_new_kind_of_seat_plays_through_the_one_path_and_the_person_cannot_play_for_it(
    tmp_path, monkeypatch
) -> None:
    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    friend = Scripted(Place(5), Give(3))
    table.drivers.friends[1] = friend
    assert (
        table.drivers.of(1, computer=False) is friend and table.drivers.of(0, False) is table.drivers.person
    )
    assert table.play(Give(7)), "Ann gives by her own hand"
    assert table.person_seat(Place(0)) is None, "Bob's seat is not played from this screen"
    assert not table.play(Place(0)) and table.state.board[0] is None
    step(app, frames=3)
    assert table.state.board[5] == 7 and table.state.history[-1] == Give(3), "the friend's place and give"
    assert [t.seat for t in friend.asked] == [1, 1], "asked only while its seat was to act"
    assert table.session.movers == [0, 1, 1]


def test_a_driver_s_illegal_move_is_refused_with_the_rule_s_sentence_and_changes_nothing(
    tmp_path, monkeypatch
) -> None:
    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    table.drivers.friends[0] = Scripted(Place(3))
    step(app, frames=2)
    assert not table.state.history and table.state.phase == "give"
    assert table.toast.text, "the rule's sentence is shown"


def test_a_computer_s_set_call_shows_first_and_lapses_when_its_cards_are_taken(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    setup = SetSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")])
    app.go("set-table", setup=setup.to_json())
    step(app, frames=2)
    table = app.stack.top
    s = table.session
    target = s.state.sets_on_table[0]
    table.drivers.friends[1] = Scripted(SetCall(target))
    table.announce = lambda move, seat: 0.5  # shown half a second, as a computer's call is
    step(app, frames=2)
    assert table.calling is not None and table.calling[1].cards == target and s.score(1) == 0
    assert table.play(SetCall(target), 0), "Ann is quicker"
    while table.flights:
        step(app, frames=1)
    step(app, frames=40)
    assert table.calling is None and s.score(0) == 1 and s.score(1) == 0, "Bob's call lapsed, unpunished"
    assert s.stats[1].wrong == 0


def test_a_qu4to_person_plays_only_for_the_hand_at_the_bottom(tmp_path, monkeypatch) -> None:
    from helpers import qu4to_table

    app, table = qu4to_table(tmp_path, monkeypatch, [Seat("human"), Seat("human")])
    table.drivers.friends[1] = Scripted()  # seat 1 plays from elsewhere and has nothing to say yet
    for _ in range(20):
        if table.state.turn != 0:
            break
        assert table.play(table.state.legal_moves()[0]), "the person plays for the hand at the bottom"
        step(app, frames=1)
    assert table.state.turn == 1 and table.bottom_seat() == 0
    assert table.person_seat(Orient(0)) is None
    assert not any(table.play(m) for m in table.state.legal_moves(1)), "no click plays for seat 1"
