"""A SET game rebuilt from what one seat was shown (``observation``), for a joiner's table: the face-down deck's
order is unknown there, so any order of the cards not yet seen will do (the joiner cannot tell)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.jsondoc import JSON
from game.rules.errors import NotationError
from game.rules.setgame import modes
from game.rules.setgame.cards import DECK, JUNIOR_DECK, parse_card, parse_cards

if TYPE_CHECKING:
    from game.rules.setgame.state import SetState


def from_observation(obs: JSON) -> SetState:
    """A state whose ``observation(seat)`` is ``obs``; it cannot be saved (its deck is made up)."""
    from game.rules.setgame.moves import Event, SetOptions
    from game.rules.setgame.state import SetState

    try:
        state = object.__new__(SetState)
        options = SetOptions.from_json(obs["options"])
        state._options = options
        state._players = obs["players"]
        state._table = [parse_card(text) for text in obs["table"]]
        state._taken = [parse_cards(text) if text else [] for text in obs["taken"]]
        gone = set(state._table) | {card for cards in state._taken for card in cards}
        state._deck = [card for card in (JUNIOR_DECK if options.junior else DECK) if card not in gone]
        state._start = tuple(state._table) + tuple(state._deck)
        state._chain = tuple(parse_card(text) for text in obs.get("chain", []))
        state._sets = modes.answers(options.mode, state._table, state._chain)
        state._scores = list(obs["scores"])
        state._locked = set(obs["locked"])
        state._events = [Event.from_json(e) for e in obs["events"]]
        state._moves = obs["moves"]
        state._sampled = True
    except (KeyError, TypeError, ValueError) as exc:
        raise NotationError(f"This is not a SET observation ({exc!r}).") from None
    if len(state._deck) != obs["deck_size"]:
        raise NotationError("The cards seen do not add up to a SET deck.")
    return state
