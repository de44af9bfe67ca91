"""A whole game of Quarto between the host (seat 0, here) and a friend (seat 1) over 127.0.0.1: the host's rules
apply every move, the friend acts only from what its Table shows, an illegal move comes back with the rule's
sentence, and both sides see the same end."""

from __future__ import annotations

import random
import time

from game import catalog
from game.net import protocol as p
from game.net.client import Gone, JoinClient
from game.net.events import Joined, MoveFrom
from game.rules.errors import IllegalMove
from game.rules.quarto.moves import parse_move

from .conftest import QUICK

SEATS = [p.SeatInfo(name="Hana", kind="here"), p.SeatInfo(name="", kind="friend")]


def friends_move(view: dict) -> str:
    """A move chosen from the friend's observation alone (the first piece in the pool, the first empty square)."""
    if view["phase"] == "give":
        return f"give:{view['pool'][0]:x}"
    return f"place:{view['board'].index(None)}"


def test_a_whole_game_of_quarto_between_the_host_and_a_friend(make_host, clients, no_errors) -> None:
    rng = random.Random(3)
    state = catalog.new_state("quarto", rng)
    host = make_host(game="quarto", setup={"seed": 3}, seats=SEATS, friend_seats=[1], limits=QUICK)
    friend = JoinClient("127.0.0.1", host.port, host.code, "Ann", open_timeout=2.0)
    clients.append(friend)
    assert friend.connect(5.0).seat == 1

    moves = 0
    refused: list[p.MoveRefused] = []
    friend_tables: list[p.Table] = []
    tried_illegal = False
    joined = False
    taken = -1
    ended = False
    deadline = time.monotonic() + 20.0
    for _ in range(20_000):  # the two main loops, one frame each turn, bounded in count and in time
        if time.monotonic() > deadline:
            break
        # the host's frame
        for event in host.poll():
            if isinstance(event, Joined):
                joined = True
                host.broadcast(p.Start())
                host.send(1, p.Table(move=moves, observation=state.observation(1)))
            elif isinstance(event, MoveFrom):
                assert event.seat == 1
                try:
                    state.play(parse_move(event.text), player=event.seat)
                except IllegalMove as err:
                    host.send(event.seat, p.MoveRefused(text=event.text, reason=str(err)))
                    continue
                moves += 1
                host.broadcast(p.Played(seat=1, text=event.text, move=moves), except_seat=1)
                host.send(1, p.Table(move=moves, observation=state.observation(1)))
        if joined and not state.is_terminal and state.current_players() == (0,):  # the host's own seat
            move = rng.choice(state.legal_moves())
            state.play(move)
            moves += 1
            host.broadcast(p.Played(seat=0, text=str(move), move=moves))
            host.send(1, p.Table(move=moves, observation=state.observation(1)))
        if state.is_terminal and not ended:
            host.broadcast(p.Bye(reason="ended", text="The game is over."))
            ended = True
        # the friend's frame
        for item in friend.poll():
            if isinstance(item, p.MoveRefused):
                refused.append(item)
            elif isinstance(item, p.Table):
                friend_tables.append(item)
                view = item.observation
                if view["outcome"] is None and view["to_move"] == 1:
                    if (
                        not tried_illegal
                        and view["phase"] == "place"
                        and any(c is not None for c in view["board"])
                    ):
                        tried_illegal = True  # a square already taken: the host's rules say no
                        taken = next(i for i, c in enumerate(view["board"]) if c is not None)
                        friend.send_move(f"place:{taken}", seen=item.move)
                    friend.send_move(friends_move(view), seen=item.move)
            elif isinstance(item, Gone):
                break
        else:
            time.sleep(0.002)
            continue
        break

    assert state.is_terminal, "the game reached its end"
    assert friend_tables[-1].move == moves and friend_tables[-1].observation == state.observation(1)
    assert friend_tables[-1].observation["outcome"] is not None
    assert tried_illegal and [r.text for r in refused] == [f"place:{taken}"] and refused[0].reason
    assert [t.move for t in friend_tables] == sorted(t.move for t in friend_tables), "tables arrive in order"
