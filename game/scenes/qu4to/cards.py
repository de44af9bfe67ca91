"""The QU4TO table's cards over the felt: the summary between two rounds and the match's result card, worded in the
language in use, and worded again when the language changes while one shows (``reword``, from the layout)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, language, ngettext
from game.play.seats import result_name
from game.rules.qu4to.scoring import OUT, round_breakdown
from game.scenes.qu4to.points import seat_note
from game.scenes.table.regions import apart, merge
from game.scenes.table.result_card import ResultCard
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene
    from game.scenes.qu4to.view import Qu4toView


def summary_card(scene: Qu4toTableScene, round_no: int) -> ResultCard:
    """The card between two rounds: the finishing order, who leads the next round, each seat's points with what
    they were for (emptying the hand by place, each QU4TO point and its set: ``round_breakdown``)."""
    st = scene.state
    points = st.history[round_no - 1]
    names = scene.session.names()
    # (the finishing order is in the lines under the names: who emptied the hand first, second …)
    detail = _("Round {n} begins; {name} leads.").format(n=st.round_no, name=names[st.round_leader])
    order = st.ranking()
    notes: list[str] = []
    if st.log is not None:  # (a table's match always keeps its record: the causes are read back from it)
        breakdown = round_breakdown(st, round_no)
        emptied = {s.seat for causes in breakdown for s in causes if s.cause == OUT}
        notes = [seat_note(breakdown[s], s not in emptied) for s in order]
    return ResultCard(
        _("Round {n} is over").format(n=round_no),
        detail,
        [(f"{names[s]}  (+{points[s]})", st.scores[s]) for s in order],
        "",
        [
            Button(N_("Next round"), scene.next_round, primary=True, size=20),
            Button(N_("Review round"), lambda: scene.review_round(round_no), size=18),
        ],
        notes=notes,
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
        _("{name} wins the match!").format(
            name=result_name(scene.session.seats[st.winner or 0], names[st.winner or 0])
        ),
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
            card.title, card.detail, card.scores, card.footnote, card.notes = (
                new.title,
                new.detail,
                new.scores,
                new.footnote,
                new.notes,
            )


def card_look(card: ResultCard, lang: str, text_px: int) -> tuple[object, ...]:
    """Everything a card's frame shows: its words, and each button's label, place and state (hover, press,
    focus), in the language and text size given."""
    buttons = tuple(
        (
            b.label,
            b.sublabel,
            b.enabled,
            b.hovered,
            b.pressed,
            b.primary,
            b.size,
            None if b.rect is None else tuple(b.rect),
        )
        for b in card.buttons
    )
    return (card.content(), buttons, card.focus, lang, text_px)


class Dimmed:
    """The table dimmed under a round's or the match's card. The shade's alpha blend over the whole window cost
    ≈ 2 ms in every frame the card shows at 1920×1080 (issue 26); the dimmed table is composed once while the
    layer stays as it is (``version``) and copied, opaque, in each frame — the same pixels. A layer painted
    again in a few areas under the card (``touched``) is composed again only there; a set still flying under the
    card is shaded only where it is drawn (``over``)."""

    MOST = 64  # the layer's areas kept since the picture was composed; past this it is composed whole again
    SHADE = (0, 0, 0, 110)  # the shade's colour, blended over the table
    STRIP = 32  # rows of the shade kept (blended band by band: a window-sized one took ≈ 4 ms to make)

    def __init__(self) -> None:
        self.shade: pygame.Surface | None = None  # a band of the shade as wide as the window
        self.picture: pygame.Surface | None = None
        self.key: tuple[object, ...] | None = None  # the layer (itself) and the window's size
        self.version: int | None = None  # the layer's version the picture shows
        # the layer's areas painted since the picture was composed (None: too many, or unknown)
        self.stale: list[pygame.Rect] | None = None

    def _band(self, width: int) -> pygame.Surface:
        if self.shade is None or self.shade.get_width() < width:
            self.shade = pygame.Surface((width, self.STRIP), pygame.SRCALPHA)
            self.shade.fill(self.SHADE)
        return self.shade

    def touched(self, areas: list[pygame.Rect]) -> None:
        """The layer was painted again in ``areas`` (its version counted once more)."""
        if self.stale is not None:
            self.stale.extend(areas)
            if len(self.stale) > self.MOST:
                self.stale = None

    def over(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """The shade over ``rects`` of ``surface``, each pixel once (overlapping ones cut apart: ``apart``), band
        by band (the shade is one colour: the same pixels as one blend of a shade the window's size)."""
        band = self._band(surface.get_width())
        for rect in apart([r.clip(surface.get_rect()) for r in rects]):
            for y in range(rect.y, rect.bottom, self.STRIP):
                surface.blit(band, (rect.x, y), (0, 0, rect.w, min(self.STRIP, rect.bottom - y)))

    def ready(self, surface: pygame.Surface, layer: pygame.Surface, version: int) -> pygame.Surface | None:
        """The dimmed table, if it is ``layer`` at ``version`` at ``surface``'s size (``draw`` would only copy
        it); else None."""
        if self.key == (layer, surface.get_size()) and self.version == version:
            return self.picture
        return None

    def draw(self, surface: pygame.Surface, layer: pygame.Surface, version: int) -> pygame.Rect:
        """The layer dimmed, on ``surface`` (which shows the layer and nothing over it)."""
        size = surface.get_size()
        key = (layer, size)
        if self.picture is None or self.key != key or (version != self.version and not self.stale):
            if self.picture is None or self.picture.get_size() != size:
                self.picture = pygame.Surface(size)  # (the layer's own format: the blend is the one it was)
            self.picture.blit(layer, (0, 0))
            self.over(self.picture, [self.picture.get_rect()])
        elif version != self.version and self.stale:
            for rect in merge([r.clip(self.picture.get_rect()) for r in self.stale]):
                self.picture.blit(layer, rect, rect)
                self.over(self.picture, [rect])
        self.key, self.version, self.stale = key, version, []
        return surface.blit(self.picture, (0, 0))


class CardPlace:
    """Where a round's or the match's card shows over the table, its height kept while it looks the same, and the
    card's frame the screen shows now: a frame that would show the same draws nothing (the card's buttons were
    drawn again in every frame it showed: ≈ 4–5 ms at 1920×1080, issue 26)."""

    def __init__(self) -> None:
        self.heights: tuple[tuple[object, ...], int] | None = None
        self.shown: tuple[object, ...] | None = None  # ``still`` of the frame on screen (None: not a card's)

    def box(self, view: Qu4toView, surface: pygame.Surface, card: ResultCard) -> pygame.Rect:
        px = view.px
        # wider with larger text, so the lines under the names stay few (as wide as the play area allows)
        w = min(px(round(460 * max(1.0, min(1.25, view.app.theme.text_scale)))), view.lay.play.w)
        most = surface.get_height() - px(16)
        # as tall as its words and buttons need (a guess by rows and buttons left a gap over the buttons where
        # two share a row)
        box = pygame.Rect(0, 0, w, min(most, self.height(view, card, w)))
        box.center = view.lay.play.center
        # close enough to the banner to cover the Leading Set label under it
        below_banner = view.lay.banner.bottom + px(4)
        if box.top < below_banner and below_banner + box.h <= surface.get_height() - px(8):
            box.top = below_banner  # the banner stays whole above the card
        box.clamp_ip(surface.get_rect())
        return box

    def height(self, view: Qu4toView, card: ResultCard, w: int) -> int:
        """``card.height``, kept while the card's words, buttons, width, language and text size stay (it measures
        every line: ≈ 0.3 ms in each frame the card shows)."""
        th = view.app.theme
        key = (id(card), card.content(), tuple(b.label for b in card.buttons), w, language(), th.text_px(16))
        if self.heights is None or self.heights[0] != key:
            self.heights = (key, card.height(th, w, view.px))
        return self.heights[1]

    def still(
        self,
        view: Qu4toView,
        surface: pygame.Surface,
        layer: pygame.Surface,
        card: ResultCard,
        box: pygame.Rect,
    ) -> tuple[object, ...] | None:
        """What a frame of the card over the dimmed table shows, when ``surface`` is the screen, which still shows
        the last frame unless ``overdrawn`` counted a cover (None otherwise, and while a text report watches
        every frame's drawing)."""
        app = view.app
        if surface is not app.screen or app.theme.report is not None:
            return None
        look = card_look(card, language(), app.theme.text_px(16))
        return (
            surface,
            surface.get_size(),
            app.overdrawn,
            layer,
            view.layer_version,
            tuple(box),
            view.px(100),
            *look,
        )
