"""The QU4TO table's cards over the felt: the summary between two rounds and the match's result card, worded in the
language in use, and worded again when the language changes while one shows (``reword``, from the layout)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.scenes.table.panels import ResultCard
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene


def summary_card(scene: Qu4toTableScene, round_no: int) -> ResultCard:
    """The card between two rounds: the finishing order, who leads the next round, each seat's points."""
    st = scene.state
    points = st.history[round_no - 1]
    names = scene.session.names()
    # TRANSLATORS: {order} is the seats' names in the order they went out, joined by commas
    detail = _("Finishing order: {order}. Round {n} begins; {name} leads.").format(
        order=", ".join(names[s] for s in st.last_finish), n=st.round_no, name=names[st.round_leader]
    )
    return ResultCard(
        _("Round {n} is over").format(n=round_no),
        detail,
        [(f"{names[s]}  (+{points[s]})", st.scores[s]) for s in st.ranking()],
        "",
        [
            Button(N_("Next round"), scene.next_round, primary=True, size=20),
            Button(N_("Review round"), lambda: scene.review_round(round_no), size=18),
        ],
    )


def match_card(scene: Qu4toTableScene) -> ResultCard:
    """The match's result card: the winner, each seat's points round by round, the hints asked."""
    st = scene.state
    names = scene.session.names()
    rounds = len(st.history)
    detail = ngettext(
        "After {n} round; each player's points round by round in brackets.",
        "After {n} rounds; each player's points round by round in brackets.",
        rounds,
    ).format(n=rounds)
    used = scene.hints.used
    if used:  # (nothing when no hint was asked)
        detail += " " + ngettext("You asked for {n} hint.", "You asked for {n} hints.", used).format(n=used)
    return ResultCard(
        _("{name} wins the match!").format(name=names[st.winner or 0]),
        detail,
        [(f"{names[s]}  ({' + '.join(str(r[s]) for r in st.history)})", st.scores[s]) for s in st.ranking()],
        _("Ties go to whoever went out first in the last round.") if st.players > 2 else "",
        scene.card_buttons(
            N_("Rematch"), Button(N_("Review round"), lambda: scene.review_round(rounds), size=18)
        ),
    )


def reword(scene: Qu4toTableScene) -> None:
    """The round summary's and the result card's words again, in the language in use; buttons and focus stay."""
    shown = [(scene.summary, lambda: summary_card(scene, scene.summary_round))]
    if scene.ending.card is not None and scene.state.is_terminal:
        shown.append((scene.ending.card, lambda: match_card(scene)))
    for card, fresh in shown:
        if card is not None:
            new = fresh()
            card.title, card.detail, card.scores, card.footnote = (
                new.title,
                new.detail,
                new.scores,
                new.footnote,
            )


class Dimmed:
    """The table dimmed under a round's or the match's card. The shade's alpha blend over the whole window cost
    ≈ 2 ms in every frame the card shows at 1920×1080 (issue 26); the dimmed table is composed once while the
    layer stays as it is (``version``) and copied, opaque, in each frame — the same pixels."""

    def __init__(self) -> None:
        self.shade: pygame.Surface | None = None
        self.picture: pygame.Surface | None = None
        self.key: tuple[object, ...] | None = None  # the layer (itself), its version and the window's size

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        if self.shade is None or self.shade.get_size() != size:
            self.shade = pygame.Surface(size, pygame.SRCALPHA)
            self.shade.fill((0, 0, 0, 110))
        return self.shade

    def over(self, surface: pygame.Surface) -> pygame.Rect:
        """The shade over what ``surface`` shows now (something moves over the layer, such as a flight)."""
        return surface.blit(self._shade(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface, layer: pygame.Surface, version: int) -> pygame.Rect:
        """The layer dimmed, on ``surface`` (which shows the layer and nothing over it)."""
        size = surface.get_size()
        key = (layer, version, size)
        if self.picture is None or self.key != key:
            if self.picture is None or self.picture.get_size() != size:
                self.picture = pygame.Surface(size)  # (the layer's own format: the blend is the one it was)
            self.picture.blit(layer, (0, 0))
            self.picture.blit(self._shade(size), (0, 0))
            self.key = key
        return surface.blit(self.picture, (0, 0))
