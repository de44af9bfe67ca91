"""What the Quarto table hands to the study: a finished game kept in the history, and the result card's
"Review game" button (the coach on that game)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game import resources
from game.i18n import N_
from game.play.history import History
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App
    from game.play.quarto.session import QuartoSession

log = logging.getLogger(__name__)


def keep_finished(app: App, session: QuartoSession, autoplaying: bool = False) -> None:
    """Add the finished game to the history (not --autoplay's games, and never the same game twice: redo
    after undo ends the same game again)."""
    st = session.state
    if autoplaying or not st.is_over:
        return
    try:
        history = History(resources.data_dir())
        record = st.record()
        newest = history.games()[:1]
        if newest and newest[0]["record"] == record:
            return
        players = [session.name(0), session.name(1)]
        history.add(
            session.setup.game_key,
            players,
            session.result_text(short=True).split(" — ")[0],
            record,
            soon=True,
        )
    except (OSError, ValueError) as exc:  # the history is a nicety: the game's end must not fail on it
        log.warning("could not keep the game in the history: %s", exc)


def study_button(app: App, session: QuartoSession, keep: bool = True) -> Button:
    """At the end of a game: keep it in the history (``keep``: not --autoplay's games), and return the result
    card's "Review game" button, which opens the coach on it (the fixed board without a draw pile only)."""
    keep_finished(app, session, autoplaying=not keep)
    record, players = session.state.record(), [session.name(0), session.name(1)]
    return Button(
        N_("Review game"),
        lambda: app.push("study-review", text=record, players=players),
        size=16,
        enabled=reviewable(session),
    )


def reviewable(session: QuartoSession) -> bool:
    """The coach reviews the fixed board without a draw pile (the result card says so when it cannot)."""
    v = session.state.variant
    return v.board == "fixed" and not v.draw_pile


#: What the result card says under a greyed "Review game".
NOT_REVIEWABLE = N_("Review game: the coach reads games on the fixed board without a draw pile.")
