"""HEADLESS. What each table tells the statistics when a game ends, read from its session: the game, opponent and
the first human's result, the mode, every hot-seat player's result by name, times, places, points, hints and undos
— the keyword arguments of ``StatsBook.record``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Required, TypedDict

from game.i18n import N_
from game.play.daily import won_first_round
from game.play.rating import by_order
from game.play.seats import Seat

if TYPE_CHECKING:  # the sessions are only read here
    from game.play.qu4to.session import Qu4toSession
    from game.play.quarto.session import QuartoSession
    from game.play.quarto.setup import TableSetup
    from game.play.setgame.session import SetSession


#: A game's mode is kept in English (it is data, a key of the statistics); the Statistics screen translates each of
#: its parts when it draws them, and these marks put the parts in the catalogs (issue #30).
MODE_WORDS = (
    N_("Classic"),
    N_("Squares"),
    N_("Called wins"),
    N_("Touching"),
    N_("Unmarked board"),
    N_("Draw pile"),
    N_("2 players"),
    N_("3 players"),
    N_("4 players"),
    N_("5 players"),
    "Set-Chain",  # SET's modes are names, never translated (like the games' titles)
    "UltraSet",
)
#: SET's table modes as the statistics keep them.
SET_MODE_LABELS = {"chain": "Set-Chain", "ultra": "UltraSet"}


class Finished(TypedDict, total=False):
    """A finished game as ``StatsBook.record`` takes it (its keyword arguments)."""

    game: Required[str]
    opponent: Required[str]
    result: Required[str]
    mode: str
    players: dict[str, str]
    seconds: float | None
    set_times: list[float]
    place: int | None
    points: int | None
    hints: int
    undos: int
    hinted: bool
    field: list[tuple[str, float]]
    day: str
    daily: (
        str  # today's challenge solved by this game: its date (the table's ending counts it, game.play.daily)
    )


def field(seats: list[Seat], names: list[str], you: int, values: list[float]) -> list[tuple[str, float]]:
    """The other seats ("computer:LEVEL", "human:NAME") and ``you``'s score against each by finishing order
    (a higher value finishes ahead): what rates the game (game.play.rating). A person left unnamed ("Player 2")
    is "human:", whom nothing rates: a rating is kept by name, and two people both called "Player 2" on
    different days are not one player (docs/ratings.md)."""
    return [
        (
            f"stand-in:{names[j]}"  # the computer finished a friend's game: rated for no one (docs/ratings.md)
            if seats[j].stand_in
            else f"computer:{seats[j].level}"
            if seats[j].is_bot
            else (f"human:{names[j]}" if seats[j].name.strip() else "human:"),
            score,
        )
        for j, score in by_order(values, you).items()
    ]


def _by_name(names: list[str], humans: list[int], results: dict[int, str]) -> dict[str, str]:
    """Hot-seat games (two or more humans) are counted per player name; one human has no name table."""
    return {names[i]: results[i] for i in humans} if len(humans) > 1 else {}


def quarto_mode(setup: TableSetup) -> str:
    """A Quarto game's mode as the statistics name it: the deck (Common Sense) and the variants, or "Classic"."""
    parts = ["Common Sense"] if setup.pieces == "common" else []
    variant = setup.variant()
    if variant.squares:
        parts.append("Squares")
    if variant.calls == "manual":
        parts.append("Called wins")
    if variant.board == "unmarked":
        parts.append("Touching" if variant.must_touch else "Unmarked board")
    if variant.draw_pile:
        parts.append("Draw pile")
    return " · ".join(parts) or "Classic"


def quarto_record(session: QuartoSession, hints: int) -> Finished:
    """The finished game of a Quarto session: its mode, hot-seat results, the humans' undos, the hints asked."""
    st, humans, setup = session.state, session.humans(), session.setup
    winner = st.outcome.winner if st.outcome else None
    results = {i: "draw" if winner is None else ("win" if winner == i else "loss") for i in humans}
    undos = sum(1 for _ply, seat, words in session.notes if seat in humans and words.startswith("takes back"))
    return {
        "game": setup.game_key,
        "opponent": setup.opponent_label(),
        "result": results[humans[0]],
        "mode": quarto_mode(session.setup),
        "players": _by_name(session.names(), humans, results),
        "hints": hints,
        "undos": undos,
        "field": field(
            setup.seats, session.names(), humans[0], [float(winner == i) for i in range(len(setup.seats))]
        ),
    }


def set_results(session: SetSession) -> dict[int, str]:
    """Each human's result at a finished SET table: alone at the top wins, a shared top draws; solo always wins."""
    setup = session.setup
    humans = setup.humans()
    if session.puzzle or len(setup.seats) == 1:
        return dict.fromkeys(humans, "win")
    scores = [session.score(i) for i in range(setup.players)]
    best = max(scores)
    leaders = [i for i, s in enumerate(scores) if s == best]
    return {i: ("win" if len(leaders) == 1 else "draw") if i in leaders else "loss" for i in humans}


def set_record(session: SetSession, game: str) -> Finished:
    """The finished SET game: its mode, the clock, the first human's time per SET, hot-seat results, the hints
    asked (each card a hint showed counts one)."""
    setup, humans = session.setup, session.setup.humans()
    results = set_results(session)
    scores = [float(session.score(i)) for i in range(setup.players)]
    rated = setup.mode == "classic" and len(setup.seats) > 1  # the levels were measured at classic tables
    return {
        "game": game,
        "opponent": setup.opponent_label(),
        "result": results[humans[0]],
        "mode": SET_MODE_LABELS.get(setup.mode, setup.mode.capitalize()),
        "players": _by_name(session.names(), humans, results),
        "seconds": session.clock,
        "set_times": list(session.stats[humans[0]].times),
        "hints": session.hints,
        "hinted": bool(session.hinted),
        "field": field(setup.seats, session.names(), humans[0], scores) if rated else [],
        "daily": session.daily if session.puzzle and session.is_over else "",
    }


def qu4to_record(session: Qu4toSession, hints: int = 0) -> Finished:
    """The finished QU4TO match: seats, the first human's points and finishing place, hot-seat results, hints."""
    st, humans, setup = session.state, session.humans(), session.setup
    results = {i: "win" if i == st.winner else "loss" for i in humans}
    you = humans[0]
    return {
        "game": setup.game_key,
        "opponent": setup.opponent_label(),
        "result": results[you],
        "mode": f"{st.players} players",
        "players": _by_name(session.names(), humans, results),
        "place": st.ranking().index(you) + 1,
        "points": st.scores[you],
        "hints": hints,
        "hinted": hints > 0,
        "daily": session.daily if won_first_round(st.history, you) else "",
        "field": field(
            setup.seats, session.names(), you, [-float(st.ranking().index(s)) for s in range(st.players)]
        ),
    }
