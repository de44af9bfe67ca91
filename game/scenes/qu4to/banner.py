"""QU4TO's banner in words: who acts (in a shorter form too, for a narrow banner and larger text) and what they
may do; the kit's ``draw_banner`` draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.seats import result_name
from game.rules.qu4to.cards import set_name
from game.scenes.table.banner import banner_words

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene
    from game.scenes.qu4to.view import Qu4toView


def banner_dirty(view: Qu4toView, was: object, now: object) -> list[pygame.Rect] | None:
    """Where new banner words show at the same place (``Region.dirty``): the lines that changed, where they were
    and where they go — not the paper round them and its shadow, which stay (a turn's new title at 3840×2160:
    ≈ 0.05 Mpx of the banner's 0.46)."""
    if not isinstance(was, tuple) or not isinstance(now, tuple):
        return None
    th, box = view.app.theme, view.lay.banner
    old, new = (banner_words(th, box, view.px, *key) for key in (was, now))
    return [line[-1] for line in old if line not in new] + [line[-1] for line in new if line not in old]


def banner_text(sc: Qu4toTableScene) -> tuple[tuple[str, ...], str]:
    """The banner's two lines: who acts (in a shorter form too, for a narrow banner and larger text) and
    what they may do."""
    names = sc.session.names()
    st = sc.state
    head = (_("Round {n}") if st.players == 2 else _("Round {n} of 3")).format(n=st.round_no)
    name = names[st.turn]
    if st.phase == "over" and st.winner is not None:
        # (the computer finishing a friend's match says so, in the longer form)
        won = _("{name} wins the match")
        full = result_name(sc.session.seats[st.winner], names[st.winner])
        return (won.format(name=full), won.format(name=names[st.winner])), head
    elif sc.summary is not None:  # the summary under it says which round is over and who leads: not twice
        # TRANSLATORS: QU4TO's banner while the round summary shows (the summary says which round ended)
        text, sub = _("Between rounds"), _("Next round deals the new hands")
    elif not sc.hand_visible() and not sc.bot_seat(st.turn):
        text, sub = _("{name} is next").format(name=name), _("Hands are private")
    elif sc.bot_seat(st.turn):  # nothing moves while a question is open
        text = (_("{name} is thinking…") if sc.on_top else _("{name} waits for you")).format(name=name)
        sub = head
    elif st.phase in ("orient", "keep"):
        if st.phase == "orient":
            text = _("{name}: hold your hand green or blue up?").format(name=name)
            sub = _("{round} · choose for the whole round").format(round=head)
        else:
            text, sub = _("{name}: keep the drawn card green or blue up?").format(name=name), head
        # TRANSLATORS: the QU4TO banner's short form of "hold your hand / keep the drawn card green or blue up?"
        return (text, _("{name}: green or blue up?").format(name=name)), sub
    elif st.table:
        text = _("{name}: beat {set} or pass").format(name=name, set=set_name(st.table))
        sub = _("{round} · pass by rotating or drawing").format(round=head)
    else:
        text = _("{name}: lead any set").format(name=name)
        sub = _("{round} · the Leader cannot pass").format(round=head)
    return (text,), sub
