"""The end of a game at any table: a moment for the winning line to show alone, the result card after it, and
the result recorded in the statistics exactly once."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.i18n import _, and_list, language
from game.play.daily import solve_daily
from game.play.stats import SOLO
from game.scenes.table.anim import RESULT_DELAY_S
from game.scenes.table.result_card import ResultCard

if TYPE_CHECKING:
    from game.play.stats import StatsBook

log = logging.getLogger(__name__)
STAND_IN = "stand-in:"  # a field's seat the computer finished for a friend (game.play.table_stats.field)


class Ending:
    """Owns the time since the game ended, the result card, and whether the result was recorded."""

    def __init__(self) -> None:
        self.t = 0.0
        self.card: ResultCard | None = None
        self.language = language()
        self.recorded = False
        self.rating: tuple[float, float] | None = None  # the game moved the rating: (before, after)
        self.unrated = False  # a game against someone that a hint or an undo left unrated
        self.unnamed = False  # a game against people left unnamed only: nobody to rate it against
        self.stood_in: list[str] = []  # friends whose game the computer finished: rated for no one

    def begin(self, card: ResultCard) -> None:
        self.t = 0.0
        self.card = self.rated(card)
        self.language = language()  # the card's words are in it (a table makes them again for a new one)

    def rated(self, card: ResultCard) -> ResultCard:
        """The card with the rating's news in its footnote: the new rating and its change, or why it is unrated."""
        if self.rating is not None:
            before, after = (round(v) for v in self.rating)
            note = _("Your rating: {rating} ({change:+d})").format(rating=after, change=after - before)
        elif self.unrated:
            note = _("Not rated: a hint or an undo was used.")
        elif self.unnamed:
            note = _("Not rated: a player without a name has no rating (name the players in the setup).")
        elif self.stood_in:
            # TRANSLATORS: a result card's footnote: {names} are friends who dropped and whose seat the computer
            # played to the end (the game counts for nobody's rating, and not as their win)
            note = _("Not rated: the computer finished the game for {names}.").format(
                names=and_list(self.stood_in)
            )
        else:
            return card
        card.footnote = f"{note}  ·  {card.footnote}" if card.footnote else note
        return card

    def reset(self) -> None:
        """A new game: no card, nothing recorded yet."""
        self.t = 0.0
        self.card = None
        self.recorded = False
        self.rating, self.unrated, self.unnamed, self.stood_in = None, False, False, []

    def outdated(self) -> bool:
        """A card is up, in another language than the one in use (chosen since it was made)."""
        return self.card is not None and self.language != language()

    def retold(self, again: ResultCard) -> None:
        """The card made again in the language in use takes the old one's place, its focus kept."""
        if self.card is not None:
            again.focus = self.card.focus
        self.card, self.language = self.rated(again), language()

    @property
    def shown(self) -> bool:
        """The card waits a moment, so the winning line glows alone first."""
        return self.card is not None and self.t >= RESULT_DELAY_S

    def update(self, dt: float) -> bool:
        """Advance the clock; True while something still moves (the glow's pulses, the card appearing)."""
        before = self.t
        self.t += dt
        return before < RESULT_DELAY_S <= self.t or self.t < 3.0

    def record(self, stats_book: StatsBook, game: str, opponent: str, result: str, **details: Any) -> None:
        """Count the result once ('win', 'loss' or 'draw' for the human, with the table's ``details``: mode, hot-seat
        players, times, place, points, hints, undos); a failed write is logged, not raised."""
        if self.recorded:
            return
        self.recorded = True
        daily = details.pop("daily", "")
        try:
            stats_book.record(game, opponent, result, **details)
        except OSError as exc:
            log.warning("could not record the result: %s", exc)
        self.rating = getattr(stats_book, "rated", None)
        helped = bool(details.get("hints") or details.get("undos") or details.get("hinted"))
        self.unrated = bool(details.get("field")) and helped and opponent not in SOLO
        # nobody rated at the table but people left unnamed ("Player 2"): a rating needs a name to be kept by
        self.unnamed = any(who == "human:" for who, _score in details.get("field") or ())
        self.stood_in = [
            who[len(STAND_IN) :] for who, _score in details.get("field") or () if who.startswith(STAND_IN)
        ]
        if daily:
            solve_daily(stats_book.store.path.parent, game, daily)
