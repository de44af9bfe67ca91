"""The one registry of games: the menu, statistics, saves, the scene registry, the worker, sim and bench read it.

A *family* is one rules engine (quarto, set, qu4to) with its AI; a *game* is what the menu offers (SET Quarto is
the quarto family played with SET cards). Code is named by ``"module:attribute"`` strings and imported only when
used, so reading the catalog costs nothing at start-up and imports no pygame (rules, AI and play may read it).

Adding a game: a rules package, an AI module, a scene package, and one ``Family`` plus one ``Game`` below.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

from game.i18n import N_

if TYPE_CHECKING:  # read lazily, like everything the catalog names
    import random
    from collections.abc import Callable

    from game.jsondoc import JSON
    from game.rules.base import GameState

#: A value of a game's fixed options (a piece set's key, a seat count, a flag).
Option: TypeAlias = str | int | bool
#: A ``python -m game.sim`` entry: (name, "module:add_parser", "module:run").
Sim: TypeAlias = tuple[str, str, str]


@dataclass(frozen=True)
class Family:
    """One rules engine and what is built on it."""

    id: str
    state: str  # "module:Class" of the GameState subclass (from_json / replay)
    rules: str  # "module:function": new_game(rng, **options) -> GameState
    ai: str | None = None  # "module:function": run_job(kind, state_json, level, seed, budget_s) -> dict;
    # None where the computer players are cheap enough to run in the frame (SET's searchers)
    players: tuple[int, ...] = (2,)  # seat counts the engine plays
    scenes: str | None = None  # "module:attribute": {scene name: factory} the family's scene package adds
    start_scenes: tuple[str, ...] = ()  # of those, the ones ``--scene`` may start in
    sims: tuple[Sim, ...] = ()  # python -m game.sim NAME: (NAME, "mod:add_parser", "mod:run")
    benches: tuple[tuple[str, str], ...] = ()  # python -m game.bench NAME: (NAME, "mod:main")
    # a table's computer seats, where ``ai`` thinks in the worker: "module:attribute" of the think budgets by level
    # ({level: seconds}), of the reader of the AI's answer (text -> move), and of the instant stand-in played when
    # the AI cannot answer ((state, level, rng) -> move)
    budgets: str | None = None
    parse_move: str | None = None
    standin: str | None = None
    fast_budget: float = 0.2  # the budgets' share in fast headless runs (tests, --autoplay screenshots)
    # "module:function": a move -> its text as the other seats may see it (None: every move is seen whole)
    public_move: str | None = None


@dataclass(frozen=True)
class Game:
    """One entry of the menu: a family played with fixed options."""

    id: str  # menu, save, statistics and start-scene key (python -m game --scene ID)
    # the title is the game's name, never translated; a title with more than the name in it (SET practice,
    # QU4TO for two) and the tagline and blurb are msgids (N_): translate them with _() where they are shown
    title: str
    tagline: str  # one line under the menu button
    blurb: str  # two sentences for the menu's side panel
    family: str
    options: dict[str, Option] = field(default_factory=dict)  # passed to the rules factory
    scene: str | None = None  # "module:function": open(app, game, resume=None, **kw) -> Scene; None: soon
    menu: bool = True  # False: reached from another entry's setup (Common Sense from Aces & Faces)
    # the StatsBook key: a mode reached from another entry counts in that entry's book; default: the id
    stats_key: str = ""
    mode: str = ""  # the family's mode this entry plays (SET: classic, practice, puzzle)
    # "module:Class" of the setup this entry's setup screen remembers in the settings (from_json forgives
    # damage, to_json writes it; game.play.remembered); "": its setup is remembered by no screen of its own
    setup: str = ""
    short: str = ""  # the name in running text and tabs where the title is long ("Aces & Faces")
    rules_page: str = ""  # an entry reached from another: the page of that entry's rules it opens on
    rules: str = ""  # a menu entry: "module:attribute" of its How to play pages
    # the Quarto family's setup: the piece sets its screen offers (the Aces & Faces entry only its decks)
    piece_sets: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.short or self.title

    @property
    def entry(self) -> str:
        """The menu entry that reaches this game: its setup screen, lesson, remembered setup and statistics
        book (Common Sense is Aces & Faces', practice and the puzzle SET's)."""
        return self.stats_key or self.id

    @property
    def stats(self) -> str:
        """The statistics book the game counts in: its entry's."""
        return self.entry


FAMILIES: dict[str, Family] = {
    f.id: f
    for f in (
        Family(
            "quarto",
            state="game.rules.quarto:QuartoState",
            rules="game.rules.quarto:new_game",
            ai="game.ai.quarto:run_job",
            budgets="game.ai.quarto.levels:BUDGETS",
            parse_move="game.rules.quarto:parse_move",
            standin="game.play.quarto.lookahead:standin_move",
            scenes="game.scenes.quarto:SCENES",
            start_scenes=("quarto-table",),
            sims=(("quarto", "game.rules.quarto.sim:add_parser", "game.rules.quarto.sim:run"),),
            benches=(
                ("quarto-rules", "game.rules.quarto.bench:main"),
                ("quarto-ai", "game.ai.quarto.bench:main"),
                ("quarto-hint", "game.ai.quarto.hint_bench:main"),  # the hint's analysis within its budget
                ("quarto-table", "game.table_bench:main"),
            ),
        ),
        Family(
            "set",
            state="game.rules.setgame:SetState",
            rules="game.rules.setgame:new_game",
            players=(1, 2, 3, 4),
            scenes="game.scenes.setgame:SCENES",
            sims=(  # "set --record": bots at a table
                ("set", "game.ai.set_sim:add_set_parser", "game.ai.set_sim:run_set"),
                (
                    "set-puzzle",
                    "game.rules.setgame.sim:add_puzzle_parser",
                    "game.rules.setgame.sim:run_puzzle",
                ),
            ),
            benches=(("set-rules", "game.rules.setgame.bench:main"), ("set-ai", "game.ai.set_bench:main")),
            parse_move="game.play.setgame.calls:parse_call",  # a friend's call over the wire (claim:…)
        ),
        Family(
            "qu4to",
            state="game.rules.qu4to:Qu4toState",
            rules="game.rules.qu4to:new_game",
            ai="game.ai.qu4to_jobs:run_job",
            budgets="game.ai.qu4to_ai:BUDGETS",
            parse_move="game.rules.qu4to:parse_move",
            standin="game.play.qu4to.session:standin_move",
            fast_budget=0.1,
            public_move="game.rules.qu4to.moves:seen_by_others",
            players=(2, 3, 4, 5),
            scenes="game.scenes.qu4to:SCENES",
            start_scenes=("qu4to-table",),
            sims=(("qu4to", "game.ai.qu4to_sim:add_parser", "game.ai.qu4to_sim:run"),),
            benches=(("qu4to-ai", "game.ai.qu4to_bench:main"),),
        ),
    )
}

_QUARTO_SCENE = "game.scenes.quarto:open_game"
_SET_SCENE = "game.scenes.setgame:open_game"
_QU4TO_SCENE = "game.scenes.qu4to:open_game"

GAMES: dict[str, Game] = {
    g.id: g
    for g in (
        Game(
            "quarto",
            "Quarto",
            N_("Sixteen wooden pieces, four attributes, one line to make."),
            N_(
                "You choose the piece your opponent must place. Make four in a row that share an attribute — "
                "tall, dark, round or hollow — and call Quarto!"
            ),
            family="quarto",
            options={"pieces": "classic"},
            scene=_QUARTO_SCENE,
            rules="game.scenes.rules_text:QUARTO_PAGES",
            piece_sets=("classic", "set", "aces", "common"),
            setup="game.play.quarto.setup:TableSetup",
        ),
        Game(
            "set-quarto",
            "SET Quarto",
            N_("Quarto played with SET cards on a grid of card backs."),
            N_(
                "The Quarto duel with SET cards: one or two symbols, red or green, solid or empty, oval or diamond."
            ),
            family="quarto",
            options={"pieces": "set"},
            scene=_QUARTO_SCENE,
            rules="game.scenes.rules_text:SET_QUARTO_PAGES",
            piece_sets=("classic", "set", "aces", "common"),
            setup="game.play.quarto.setup:TableSetup",
        ),
        Game(
            "aces-faces",
            "Aces & Faces Quarto",
            N_("Court cards and aces; Common Sense deck as an option."),
            N_(
                "Quarto with playing cards: rounded or pointed suits, red or black, male or female, ruler or "
                "follower. The Common Sense deck plays with 2 to 5."
            ),
            family="quarto",
            options={"pieces": "aces"},
            short="Aces & Faces",
            scene=_QUARTO_SCENE,
            rules="game.scenes.rules_text:ACES_FACES_PAGES",
            piece_sets=("aces", "common"),
            setup="game.play.quarto.setup:TableSetup",
        ),
        Game(
            "common-sense",
            "Common Sense Quarto",
            N_("Aces & Faces with the Common Sense deck."),
            N_("Quarto with the Common Sense deck: twos to fives in four suits."),
            family="quarto",
            options={"pieces": "common"},
            scene=_QUARTO_SCENE,
            piece_sets=("aces", "common"),
            setup="game.play.quarto.setup:TableSetup",
            menu=False,
            stats_key="aces-faces",
            rules_page="Common Sense deck",
        ),
        Game(
            "set",
            "SET",
            N_("Find three cards where every attribute matches or differs."),
            N_(
                "The real-time classic: spot three cards where each attribute is all the same or all different."
            ),
            family="set",
            scene=_SET_SCENE,
            rules="game.scenes.rules_text:SET_PAGES",
            mode="classic",
            setup="game.play.setgame.setup:SetSetup",
        ),
        Game(
            "set-practice",
            N_("SET practice"),
            N_("SET alone against the clock."),
            N_("Solo SET with an optional hint button and a clock: how fast can you clear the deck?"),
            family="set",
            scene=_SET_SCENE,
            menu=False,
            stats_key="set",
            mode="practice",
            rules_page="Ways to play",
        ),
        Game(
            "set-chain",
            "Set-Chain",
            N_("Every SET after the first uses one card of the one before."),
            N_(
                "SET with a chain: after the first SET, each SET takes one card of the previous SET, which lies "
                "apart from the table, and two from the table."
            ),
            family="set",
            scene=_SET_SCENE,
            menu=False,
            stats_key="set",
            mode="chain",
            options={"mode": "chain"},
            rules_page="Set-Chain",
        ),
        Game(
            "set-ultra",
            "UltraSet",
            N_("Four cards whose two pairs complete to the same fifth card."),
            N_(
                "Find four cards that split into two pairs, each pair completed to a SET by the same fifth card, "
                "which need not be on the table."
            ),
            family="set",
            scene=_SET_SCENE,
            menu=False,
            stats_key="set",
            mode="ultra",
            options={"mode": "ultra"},
            rules_page="UltraSet",
        ),
        Game(
            "set-puzzle",
            N_("SET puzzle"),
            N_("Twelve cards, six SETs: find them all."),
            N_(
                "A table of twelve cards that holds exactly six SETs, from the seed or the day's date. Find them all."
            ),
            family="set",
            scene=_SET_SCENE,
            menu=False,
            stats_key="set",
            mode="puzzle",
            rules_page="Ways to play",
        ),
        Game(
            "qu4to",
            "QU4TO",
            N_("A climbing card game of green and blue halves."),
            N_("Play higher sets and runs of two-coloured cards; rotate a card to change its value."),
            family="qu4to",
            scene=_QU4TO_SCENE,
            rules="game.scenes.rules_text:QU4TO_PAGES",
            setup="game.play.qu4to.session:Qu4toSetup",
        ),
        Game(
            "qu4to-2p",
            N_("QU4TO for two"),
            N_("The 2-player variant: first to win two rounds."),
            N_(
                "QU4TO for two players: fourteen cards each, no QU4TO points, the first to win two rounds wins."
            ),
            family="qu4to",
            options={"players": 2},
            scene=_QU4TO_SCENE,
            menu=False,
            stats_key="qu4to",
            rules_page="Two players",
        ),
        Game(
            "qu4to-5p",
            N_("QU4TO for five"),
            N_("Five seats round the table."),
            N_("QU4TO for five players: ten cards each, three rounds, most points wins."),
            family="qu4to",
            options={"players": 5},
            scene=_QU4TO_SCENE,
            menu=False,
            stats_key="qu4to",
        ),
    )
}


def load(target: str) -> Any:
    """The object a ``"module:attribute"`` string names, imported now (its type is whatever that names: the
    caller knows which kind of entry it reads)."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def game(game_id: str) -> Game:
    """The catalog entry for ``game_id``; KeyError names the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; the games are {', '.join(GAMES)}") from None


def game_for(family_id: str, **facts: Any) -> Game:
    """The entry of ``family_id`` that plays ``facts`` (Quarto's ``pieces``, QU4TO's ``players``, SET's ``mode``):
    of the entries whose options and mode contradict none of them, the one that names the most."""
    best: tuple[int, Game] | None = None
    for g in GAMES.values():
        if g.family != family_id:
            continue
        own = {**g.options, **({"mode": g.mode} if g.mode else {})}
        if any(key in own and own[key] != value for key, value in facts.items()):
            continue
        named = sum(key in own for key in facts)
        if best is None or named > best[0]:
            best = (named, g)
    if best is None:
        raise KeyError(f"no {family_id} game plays {facts!r}")
    return best[1]


def family(family_id: str) -> Family:
    try:
        return FAMILIES[family_id]
    except KeyError:
        raise KeyError(f"no game family {family_id!r}; the families are {', '.join(FAMILIES)}") from None


def menu_games() -> list[Game]:
    return [g for g in GAMES.values() if g.menu]


def playable(game_id: str) -> bool:
    """True when the game has a table (its family is registered and it names a scene)."""
    g = GAMES.get(game_id)
    return g is not None and g.scene is not None and g.family in FAMILIES


def new_state(game_id: str, rng: random.Random, **options: Option) -> GameState[object]:
    """A fresh rules state for a menu game: its family's factory with the game's options (and any extra)."""
    g = game(game_id)
    new_game: Callable[..., GameState[object]] = load(family(g.family).rules)  # Family.rules names it
    return new_game(rng, **{**g.options, **options})


def simulations() -> list[Sim]:
    """Every family's ``python -m game.sim`` entries: (name, "module:add_parser", "module:run")."""
    return [sim for fam in FAMILIES.values() for sim in fam.sims]


def benchmarks() -> dict[str, str]:
    """Every family's ``python -m game.bench`` entries: name -> "module:main"."""
    return {name: target for fam in FAMILIES.values() for name, target in fam.benches}


def state_from_json(family_id: str, data: JSON | str) -> GameState[object]:
    state_class: type[GameState[object]] = load(family(family_id).state)  # Family.state names it
    return state_class.from_json(data)
