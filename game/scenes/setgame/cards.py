"""One card slot of the SET table: how its card looks now (``Look``, also the key its region repaints on) and the
painting of it — shadow, ring, face, hint, hover, hotkey chip, and a wrong call's feature marks."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.seats import seat_colour
from game.play.setgame.words import value_word
from game.rules.setgame.explain import broken, verdicts
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.rules.setgame.state import SetState
    from game.scenes.setgame.view import SetView
    from game.ui.theme import Theme

Color = tuple[int, int, int]
PICK: Color = (255, 214, 96)
HINT: Color = (120, 220, 255)


@dataclass(frozen=True)
class Look:
    """What a card in its slot shows; two equal looks paint the same pixels."""

    card: int
    ring: Color | None  # picked, a computer's call, a shake or a found SET's glow
    lifted: bool  # picked or called: raised a little
    hint: bool
    hover: bool
    hotkey: str
    mark: str  # a wrong call: this card's value of each feature that broke the rule
    odd: bool  # ... and whether this card is the odd one out


def mark_labels(cards: tuple[int, ...]) -> dict[int, tuple[str, bool]]:
    """For a wrong call's three cards: card -> (its values of the features that break the rule, odd one out)."""
    faults = broken(cards)
    feats = {name for name, _odd, _phrase in faults}
    labels: dict[int, tuple[str, bool]] = {}
    per_feature = [v for v in verdicts(cards) if v.name in feats]
    shapes = {"one": _("one shape"), "two": _("two shapes"), "three": _("three shapes")}
    for i, card in enumerate(cards):
        words = []
        for v in per_feature:
            word = v.values[i]
            words.append(shapes[word] if v.name == "Number" else value_word(word))
        labels[card] = (" · ".join(words), any(odd == i for _name, odd, _phrase in faults))
    return labels


def card_look(view: SetView, slot: int, card: int, hover: bool = True) -> Look:
    """How ``card`` in ``slot`` looks now; ``hover`` false: without the pointer's ring (the layer's look: the
    ring is drawn over the layer each frame, ``draw_hover``, so a moving pointer repaints no card)."""
    sc = view.scene
    s = sc.session
    ring: Color | None = None
    if card in sc.picked:
        ring = PICK
    elif sc.calling is not None and card in sc.calling[1].cards:
        ring = seat_colour(sc.calling[0])
    lifted = ring is not None
    if sc.glow[1] > 0 and card in sc.glow[0]:
        ring = PALETTE["ok"]
    hint = card in s.hint
    hover = hover and not hint and ring is None and card == sc.input.hover and sc.picker() is not None
    hotkey = sc.input.key_for_slot(slot) if s.setup.hotkeys and not sc.autoplaying else ""
    mark, odd = "", False
    if sc.marks[1] > 0 and card in sc.marks[0]:
        mark, odd = view.marks_for(sc.marks[0]).get(card, ("", False))
    return Look(card, ring, lifted, hint, hover, hotkey, mark, odd)


def shaking(view: SetView, card: int) -> int | None:
    """The sideways offset of a card shaking after a wrong call (None when it is still)."""
    cards, left = view.scene.shake
    if left <= 0 or card not in cards:
        return None
    th = view.scene.app.theme
    return int(math.sin(left * 48) * th.px(7) * left / 0.5)


def shadow_margin(view: SetView) -> int:
    """How far a card's soft shadow reaches beyond the card on each side."""
    th, lay = view.scene.app.theme, view.lay
    shadow = th.shadow((lay.card_w, lay.card_h), max(3, int(lay.card_w * 0.056)), th.px(6), 80)
    return (shadow.get_width() - lay.card_w) // 2


def reach(view: SetView, rect: pygame.Rect) -> pygame.Rect:
    """Everything a card in ``rect`` may paint: lifted ring, shake, and the soft shadow under it."""
    th = view.scene.app.theme
    m = max(shadow_margin(view), th.px(13)) + th.px(7)
    out = rect.inflate(2 * m, 2 * m)
    out.h += th.px(10)
    return out


def face_size(w: float) -> tuple[int, int]:
    """The size of a SET card's face for a slot ``w`` wide (a card is 1.6 times as wide as it is tall)."""
    return max(8, int(w)), max(5, int(w / 1.6))


def opaque_parts(view: SetView, rect: pygame.Rect, look: Look) -> tuple[pygame.Rect, pygame.Rect]:
    """The parts of the face ``paint_card`` puts in slot ``rect`` that cover what lies under them with opaque
    pixels whatever it is: the face less its rounded corners, as a cross of two rectangles (the faces' art is
    opaque there: tests/scenes/setgame/test_opaque_faces.py)."""
    th, w = view.scene.app.theme, view.lay.card_w
    face = pygame.Rect((rect.x, rect.y - (th.px(8) if look.lifted else 0)), face_size(w))
    corner = max(3, int(w * 0.056)) + 1
    return (face.inflate(-2 * corner, 0), face.inflate(0, -2 * corner))


def paint_card(
    view: SetView, surface: pygame.Surface, rect: pygame.Rect, look: Look, dx: int | None = None
) -> None:
    """The card of ``look`` in its slot ``rect``; ``dx``: shaking after a wrong call, moved that far sideways."""
    th = view.scene.app.theme
    lay = view.lay
    w, h = lay.card_w, lay.card_h
    radius = max(3, int(w * 0.056))
    shadow = th.shadow((w, h), radius, th.px(6), 80)
    off = (shadow.get_width() - w) // 2
    rect = rect.move(dx or 0, -th.px(8) if look.lifted else 0)
    ring = PALETTE["danger"] if dx is not None else look.ring
    surface.blit(shadow, (rect.x - off, rect.y - off + th.px(4) + (th.px(6) if ring else 0)))
    if ring is not None:
        pygame.draw.rect(surface, ring, rect.inflate(th.px(10), th.px(10)), border_radius=radius + th.px(5))
    surface.blit(view.face(look.card, w), rect)
    if look.hint:
        pygame.draw.rect(
            surface, HINT, rect.inflate(th.px(4), th.px(4)), width=th.px(4), border_radius=radius + th.px(2)
        )
        pygame.draw.circle(surface, HINT, (rect.right - th.px(12), rect.y + th.px(12)), th.px(7))
    elif look.hover:
        _hover_ring(view, surface, rect)
    if look.hotkey:
        chip = pygame.Rect(0, 0, th.px(22), th.px(22))
        chip.bottomleft = (rect.x + th.px(5), rect.bottom - th.px(5))
        pygame.draw.rect(surface, PALETTE["paper_lo"], chip, border_radius=th.px(5))
        th.blit_text(surface, look.hotkey, 13, PALETTE["ink"], chip.center, anchor="center", bold=True)
    if look.mark:
        _mark(view, surface, rect, look)


def _hover_ring(view: SetView, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The pointer's cream ring round a card in ``rect``; the rectangle it covers."""
    th = view.scene.app.theme
    radius = max(3, int(view.lay.card_w * 0.056))
    ring = rect.inflate(th.px(4), th.px(4))
    pygame.draw.rect(surface, PALETTE["cream"], ring, width=th.px(2), border_radius=radius + th.px(2))
    return ring


def draw_hover(view: SetView, surface: pygame.Surface) -> pygame.Rect | None:
    """The hovered card's ring over the layer (which shows the card without it), and a wrong call's label on
    the card's top edge over the ring again, as ``paint_card`` layers them; the rectangle drawn on, or None.
    A card shaking or arriving is not in the layer: it is drawn whole over it, ring and all."""
    sc = view.scene
    card = sc.input.hover
    rect = view.rects.get(card) if card is not None else None
    if card is None or rect is None or card in sc.arriving or card in view.opening.unready:
        return None
    if shaking(view, card) is not None:
        return None
    if card not in sc.slots.slots:
        return None
    slot = sc.slots.slots.index(card)
    look = card_look(view, slot, card)
    if not look.hover:
        return None
    drawn = _hover_ring(view, surface, rect)
    if look.mark:
        drawn = drawn.union(_mark(view, surface, rect, look))
    return drawn


def _mark(view: SetView, surface: pygame.Surface, rect: pygame.Rect, look: Look) -> pygame.Rect:
    return mark_chip(view.scene.app.theme, surface, rect, look.mark, look.odd, view.chips)


class ChipFits:
    """A wrong call's labels as fitted to a card's width: text, size and measure. Fitting measures the text at
    every size of the type scale it tries (≈ 0.15 ms a label), and the three shaking cards draw theirs every
    frame of the shake. Keyed by everything the fit reads: the text, the width, the language's fonts and the
    window's and the text setting's scale."""

    def __init__(self) -> None:
        self.kept: dict[tuple[object, ...], tuple[str, int, int, int]] = {}

    def fit(self, th: Theme, text: str, width: int) -> tuple[str, int, int, int]:
        key = (text, width, th.look())
        found = self.kept.get(key)
        if found is None:
            if len(self.kept) >= 64:  # a few calls' labels at a few sizes: never more than a handful
                self.kept.clear()
            fitted, size = th.fit_text(text, 15, width, bold=True, smallest=11)
            found = self.kept[key] = (fitted, size, *th.font(size, True).size(fitted))
        return found


def mark_chip(
    th: Theme, surface: pygame.Surface, rect: pygame.Rect, text: str, odd: bool, fits: ChipFits | None = None
) -> pygame.Rect:
    """A label on the card's top edge: the value that breaks the rule, red on the odd card, pale on the others
    (the table's wrong call and the SET review's)."""
    fill, ink = (PALETTE["danger"], PALETTE["cream"]) if odd else (PALETTE["paper"], PALETTE["ink"])
    text, size, tw, tht = (fits or ChipFits()).fit(th, text, rect.w - th.px(20))
    chip = pygame.Rect(0, 0, tw + th.px(16), tht + th.px(6))
    chip.center = (rect.centerx, rect.y + th.px(2))  # across the card's top edge, clear of its symbols
    pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
    pygame.draw.rect(surface, PALETTE["ink"], chip, width=max(1, th.px(1)), border_radius=chip.h // 2)
    th.blit_text(surface, text, size, ink, chip.center, anchor="center", bold=True)
    return chip


class NextFaces:
    """The faces a coming frame would paint, painted one per quiet frame instead: the next cards of the deck at
    the slot's size (a deal) and the table's cards at the pile's (a take flies them there). A face at the slot's
    size costs 1–6 ms at 1920×1080; three of them in a take's frame, with the flights, made the table's slowest
    frames. Only what the next take can need: the whole deck ahead made a hundred and more such frames."""

    def __init__(self) -> None:
        self.asked: set[tuple[int, int]] = (
            set()
        )  # (card, width) already made ready (the face cache keeps them)
        self._look: tuple[int, int, bool, str] | None = None  # the sizes and colours they were asked at
        self._after_key: object = None  # the state the tables ``_after_takes`` gives were played from
        self._after: list[tuple[int, ...]] = []

    def wanted(self, view: SetView) -> list[tuple[int, int]]:
        """(card, width) in the order they may be needed: then, where a take can leave a table of another
        number of columns (twelve cards without a SET get three more, fifteen shrink back to twelve), that
        table's cards at its width — else the frames after such a take painted its twelve to fifteen faces, one
        a frame beside the deal's flights (7–12 ms each at 3840×2160)."""
        s = view.scene.session
        if s.state is None or view._lay is None:
            return []
        slot, pile = view.lay.card_w, int(view.pile_spot(0).cell_w)
        deck = s.state.deck  # (its order never shows: only what is painted, and only when dealt)
        out = [(c, slot) for c in deck[:3]] + [(c, pile) for c in s.table]
        for table in self._after_takes(s.state):
            width = view.card_w_for(len(table))
            if width != slot:
                out += [(c, width) for c in table]
        return out

    def _after_takes(self, state: SetState) -> list[tuple[int, ...]]:
        """The tables the next take can leave (one per answer on the table), played on copies of the state by the
        rules themselves; kept until the state moves on."""
        key = (state.moves, state.table)
        if key != self._after_key:
            seat = next((p for p in range(state.num_players) if p not in state.locked), None)
            tables: list[tuple[int, ...]] = []
            for claim in [] if seat is None else state.legal_moves(seat):
                after = state.copy()
                after.play(claim, seat)
                tables.append(after.table)
            self._after_key, self._after = key, tables
        return self._after

    def paint_one(self, view: SetView) -> bool:
        """Make one more face ready; True if one was painted."""
        settings = view.scene.app.settings
        look = (
            view.lay.card_w,
            view.scene.app.theme.px(100),
            bool(settings["colorblind"]),
            settings["card_colours"],
        )
        if look != self._look:
            self._look, self.asked = look, set()
        for card, w in self.wanted(view):
            if (card, w) not in self.asked:
                self.asked.add((card, w))
                view.face(card, w)
                return True
        return False


class FacesNow:
    """When a face was last painted for what a frame shows (the opening's, a card in the air): one a frame."""

    def __init__(self) -> None:
        self.frame = -1

    def paint(self, frame: int) -> None:
        self.frame = frame

    def painted_now(self, frame: int) -> bool:
        return self.frame == frame


class OpeningFaces:
    """In a window, the table's first cards come onto the felt as their faces are ready instead of all in the
    frame that opens the table: twelve faces at the slot's size were 45–60 ms of that frame (the deal is not known
    before Start, so the setup screen cannot paint them). A card whose face is not ready shows nothing in its
    slot (its region is empty, as a card in the air); each frame paints faces for ``BUDGET_S`` (at least one), in
    slot order, like a deal. Headless runs at full speed (tests, screenshots) paint them at once, as before."""

    BUDGET_S = 0.0015

    def __init__(self) -> None:
        self.unready: set[int] = set()  # cards on the table whose face at the slot's size is still to paint

    def open(self, view: SetView) -> None:
        """At a layout: the table's cards whose face is not ready yet wait for theirs (none headless) — but for
        the first in slot order, painted now: the frame that lays the table out paints all of it (30–40 ms at
        3840×2160) and the first face of a size was 10 ms of a frame of its own (the card's blank at that size
        comes with it)."""
        self.unready = set()
        if view.scene.app.fast_forward:
            return
        self.unready = {c for c in view.scene.session.table if not view.face_ready(c, view.lay.card_w)}
        first = next((card for _slot, card in view.scene.slots.cards() if card in self.unready), None)
        if first is not None:
            view.face(first, view.lay.card_w)
            self.unready.discard(first)

    def step(self, view: SetView) -> bool:
        """Paint faces of waiting cards within ``BUDGET_S`` (at least one; another only while one as long as the
        last still fits), in slot order; True if any waited (the frame then paints their regions). No face while
        the scenes cross-fade: a frame of the fade blends the whole window (≈ 2–3 ms at 1920×1080), with a face
        it went over 4 ms; the cards come as the fade ends, like a deal."""
        if not self.unready:
            return False
        if view.scene.app.fade.active:
            return True
        start = last = time.perf_counter()
        view.faces.paint(view.scene.app.frame)
        for _slot, card in view.scene.slots.cards():
            if card in self.unready:
                view.face(card, view.lay.card_w)
                self.unready.discard(card)
                now = time.perf_counter()
                if (now - start) + (now - last) > self.BUDGET_S:  # a face as long as the last would not fit
                    break
                last = now
        self.unready &= set(view.scene.session.table)  # (a card taken meanwhile waits for nothing)
        return True
