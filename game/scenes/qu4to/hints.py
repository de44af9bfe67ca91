"""The QU4TO table's Hint: Expert's suggestion for the person's seat, asked of the AI worker (never in the frame),
shown on the table — the cards it would play or rotate ringed in the hand, the action named in words, one reason —
and dropped as soon as the position it was for has gone (the player acted meanwhile)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.ai.qu4to_expert import PLAYOUTS
from game.ai.qu4to_expert_review import decision_number
from game.ai.qu4to_hint import FAST_PLAYOUTS
from game.i18n import _, language
from game.play.qu4to.coach_words import move_words, praise
from game.play.qu4to.session import Qu4toSession
from game.rules.errors import NotationError
from game.rules.qu4to import Move, Play, Qu4toState, Rotate, parse_move
from game.scenes.table.bots import AiClient

if TYPE_CHECKING:
    from game.app import App


class Hinted(Protocol):
    """What the hint reads of its table."""

    app: App
    session: Qu4toSession  # owns the match's hint count, so a resumed match keeps it

    @property
    def state(self) -> Qu4toState: ...

    def can_hint(self) -> bool: ...

    def say(self, text: str, seconds: float | None = None) -> None: ...


class Job:
    """A job for the AI worker as plain data (the client sends its ``to_json``): a hint with its playouts, or a
    review's decision."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def to_json(self) -> dict[str, Any]:
        return self.data

    def copy(self) -> object:
        return self


def position_key(state: Qu4toState) -> tuple:
    """Changes with every action of anyone (the record grows by a line each time), so a hint knows its position."""
    return (state.round_no, len(state.log or ()), state.turn, state.phase)


class Qu4toHints:
    """One hint at a time for the table's person: asked, thinking, shown, or stale; ``used`` is the match's count,
    kept by the session (saved with the match)."""

    def __init__(self, table: Hinted, *, inline: bool) -> None:
        self.table = table
        self.client = AiClient("qu4to", inline=inline)
        self.asked_for: tuple | None = None  # the position the pending request is about
        self.shown_for: tuple | None = None  # the position the shown suggestion is about
        self.move: Move | None = None
        self._words: tuple[tuple, str, str] | None = None  # (position, language) -> the move and its reason
        self.seed = 0

    @property
    def used(self) -> int:
        return self.table.session.hints

    @property
    def thinking(self) -> bool:
        return self.client.busy and self.asked_for == position_key(self.table.state)

    def ask(self) -> bool:
        """Ask Expert about the position now (True when asked); the answer comes through ``update``."""
        table = self.table
        if not table.can_hint():
            table.say(_("A hint is for your own turn"))
            return False
        key = position_key(table.state)
        if self.thinking or self.shown_for == key:
            return False  # already on its way, or on the table
        self.table.session.hints += 1
        self.seed += 1
        self.asked_for = key
        # the search's playouts decide the answer (``expert_hint``: seeded from the position, as the review's)
        playouts = FAST_PLAYOUTS if table.app.fast_forward else PLAYOUTS
        job = Job({"state": table.state.to_json(), "playouts": playouts})
        self.client.request("hint", job, "expert", self.seed, None)
        return True

    def update(self) -> bool:
        """Take the answer when it arrives (an answer for an older position is dropped); True when what the
        table shows changed."""
        changed = False
        key = position_key(self.table.state)
        if self.shown_for is not None and self.shown_for != key:
            self.clear_shown()
            changed = True
        got = self.client.poll()
        if got is None:  # (an answer still owed for a position that has gone is dropped when it comes)
            return changed
        asked, self.asked_for = self.asked_for, None
        if asked != key or "error" in got:
            return True  # stale, or the worker failed: the button reads "Hint" again
        try:
            self.move = parse_move(str(got.get("move", "")))
        except NotationError:
            return True
        self.shown_for = key  # (the worker's own words are English: the table words it in its language)
        # kept with the match: the round's review reads this same move for this decision
        self.table.session.hinted[decision_number(self.table.state)] = str(self.move)
        return True

    def clear_shown(self) -> None:
        self.move, self.shown_for = None, None

    def reset(self) -> None:
        """A new match (its new session counts from 0): nothing shown, nothing asked."""
        self.client.cancel()
        self.asked_for = None
        self.clear_shown()

    def close(self) -> None:
        self.client.close()

    def shown(self) -> bool:
        return self.move is not None and self.shown_for == position_key(self.table.state)

    def words(self) -> tuple[str, str]:
        """The shown suggestion as a phrase ("8-9", "drawing" …) and its reason, in the language in use (worded
        here, not in the worker: the language may change while the note shows); empty when none is shown."""
        if not self.shown() or self.move is None:
            return "", ""
        key = (self.shown_for, language())
        if self._words is None or self._words[0] != key:
            state = self.table.state
            self._words = (key, move_words(state, self.move), praise(state, self.move))
        return self._words[1], self._words[2]

    @property
    def say_words(self) -> str:
        return self.words()[0]

    @property
    def why(self) -> str:
        return self.words()[1]

    def marked_codes(self) -> list[int]:
        """The held cards the suggestion names (a set to play, the card to rotate), to ring in the hand."""
        return named_codes(self.move) if self.shown() and self.move is not None else []

    def headline(self) -> str:
        """The suggestion in words: "Expert would play 8-9", "Expert would pass by drawing"."""
        move = self.move
        if isinstance(move, Play):
            return _("Expert would play {move}").format(move=self.say_words)
        if isinstance(move, Rotate):
            # TRANSLATORS: {move} is e.g. "rotating your 5 into a 8"
            return _("Expert would pass by {move}").format(move=self.say_words)
        if move is not None and str(move) == "draw":
            return _("Expert would pass by drawing")
        return _("Expert suggests {move}").format(move=self.say_words)

    def button_label(self) -> str:
        """The Hint button's label now (set on the button while the table is drawn)."""
        return _("Thinking…") if self.thinking else _("Hint (H)")


def named_codes(move: Move) -> list[int]:
    """The held cards an action names: the set it plays, the card it rotates (none for the others)."""
    if isinstance(move, Play):
        return list(move.codes)
    if isinstance(move, Rotate):
        return [move.code]
    return []


def marked_indexes(hand: list[int], codes: list[int]) -> list[int]:
    """Which cards of the shown hand carry ``codes`` (a code twice in the set marks two copies)."""
    out: list[int] = []
    for code in codes:
        for i, held in enumerate(hand):
            if held == code and i not in out:
                out.append(i)
                break
    return out
