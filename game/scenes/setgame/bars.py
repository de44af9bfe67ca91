"""The SET table's two bars: the one above the cards (the game's name, the deck, the SETs on the table, Hint and
Menu; the clock in its middle is a region of its own) and the line under the cards (what to do now, the newest
message, or the buzzer's bar while a seat picks). For each: the key its region repaints on, its painting, and the
rectangles a change of key touched (``Region.dirty``). A take changes the deck's count and the SETs on the table:
two short texts, not the whole bar, which is 3,770 × 240 pixels at 3840×2160 — with the line under the cards,
a third of the pixels a take repainted there (issue 46)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.backs import card_back
from game.i18n import _, decimal
from game.play.seats import seat_colour
from game.rules.setgame.moves import MODE_NAMES
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView

DECK_SIZE, COUNT_SIZE, LINE_SIZE, BUZZ_SIZE = 18, 16, 17, 18  # the texts' sizes
BAR = (18, 44, 36)


class Bars:
    """Paints the bar above the cards and the line under them for ``view``; keeps nothing of its own."""

    def __init__(self, view: SetView) -> None:
        self.view = view

    # the bar above the cards ------------------------------------------------------------------------------
    def top_key(self) -> tuple[object, ...]:
        sc = self.view.scene
        s = sc.session
        sc.hint_button.enabled = s.setup.hints and sc.picker() is not None and len(s.hint) < s.claim_size
        shown = s.setup.hints and not sc.autoplaying
        if shown:
            of = _("Hint {n}/4") if s.claim_size == 4 else _("Hint {n}/3")
            sc.hint_button.label = of.format(n=len(s.hint)) if s.hint else _("Hint")
        count = len(s.sets_on_table()) if s.setup.show_count and not s.is_over else None
        buttons = tuple((b.label, b.enabled, b.hovered, b.pressed) for b in (sc.hint_button, sc.menu_button))
        return (s.deck_size if not s.puzzle else None, count, shown, buttons)

    def paint_top(self, surface: pygame.Surface) -> None:
        sc, th, top = self.view.scene, self.view.scene.app.theme, self.view.lay.top
        s = sc.session
        th.panel(surface, top, color=BAR, radius=14, shadow=False, alpha=170)
        mode = {"classic": "", "practice": _("practice"), "puzzle": _("puzzle")}.get(s.setup.mode)
        title = "SET" + (f" · {mode}" if mode else "")
        size = 24
        if mode is None:  # SET's other modes go by their names, fitted before the deck
            title = MODE_NAMES[s.setup.mode]
        title += " · " + _("junior") if s.setup.junior else ""
        if mode is None:
            title, size = th.fit_text(title, 24, th.px(250 - 16 - 26), bold=True)
        th.blit_text(
            surface,
            title,
            size,
            PALETTE["title"],
            (top.x + th.px(16), top.centery),
            anchor="midleft",
            bold=True,
        )
        if not s.puzzle:
            back = card_back((th.px(26), th.px(40)))
            for place in self._backs(s.deck_size):
                surface.blit(back, place)
            text, pos = self._deck_text(s.deck_size)
            th.blit_text(surface, text, DECK_SIZE, PALETTE["cream"], pos, anchor="midleft", bold=True)
        if s.setup.show_count and not s.is_over:
            text, pos = self._count_text(len(s.sets_on_table()))
            th.blit_text(surface, text, COUNT_SIZE, PALETTE["muted"], pos, anchor="midleft")
        if s.setup.hints and not sc.autoplaying:
            sc.hint_button.draw(surface, th, False)
        sc.menu_button.draw(surface, th, False)

    def top_changes(self, was: object, now: object) -> list[pygame.Rect] | None:
        """Where the bar changed from key ``was`` to ``now``: only the deck's or the count's box when nothing else
        did (None: the whole bar)."""
        if not isinstance(was, tuple) or not isinstance(now, tuple) or was[2:] != now[2:]:
            return None
        boxes: list[pygame.Rect] = []
        for deck in {was[0], now[0]} if was[0] != now[0] else ():
            if deck is not None:
                boxes.append(self._deck_box(deck))
        for count in {was[1], now[1]} if was[1] != now[1] else ():
            if count is not None:
                boxes.append(self._text_box(*self._count_text(count), COUNT_SIZE, False))
        return boxes

    def _backs(self, deck: int) -> list[pygame.Rect]:
        """Where the deck's backs lie: three while cards are left, none once it is empty."""
        th, top = self.view.scene.app.theme, self.view.lay.top
        x = top.x + th.px(250)
        back = card_back((th.px(26), th.px(40)))
        return [
            back.get_rect(center=(x - th.px(4) + k * th.px(3), top.centery - k * th.px(2)))
            for k in range(3 if deck else 0)
        ]

    def _deck_text(self, deck: int) -> tuple[str, tuple[int, int]]:
        th, top = self.view.scene.app.theme, self.view.lay.top
        return _("Deck {n}").format(n=deck), (top.x + th.px(250) + th.px(24), top.centery)

    def _count_text(self, count: int) -> tuple[str, tuple[int, int]]:
        th, top = self.view.scene.app.theme, self.view.lay.top
        return _("SETs on table: {n}").format(n=count), (top.centerx + th.px(60), top.centery)

    def _deck_box(self, deck: int) -> pygame.Rect:
        box = self._text_box(*self._deck_text(deck), DECK_SIZE, True)
        return box.unionall(self._backs(deck))

    def _text_box(self, text: str, pos: tuple[int, int], size: int, bold: bool) -> pygame.Rect:
        """Where ``blit_text`` puts ``text`` anchored by its middle left at ``pos``."""
        return self.view.scene.app.theme.text(text, size, PALETTE["cream"], bold).get_rect(midleft=pos)

    def paint_clock(self, surface: pygame.Surface) -> None:
        th, top = self.view.scene.app.theme, self.view.lay.top
        clock = int(self.view.scene.session.clock)
        text = f"{clock // 60}:{clock % 60:02d}"
        th.blit_text(surface, text, 22, PALETTE["cream"], top.center, anchor="center", bold=True)

    # the line under the cards -----------------------------------------------------------------------------
    def bottom_key(self) -> tuple[object, ...]:
        s = self.view.scene.session
        if s.buzzer is not None:
            bar = self._buzz_bar()
            return (s.buzzer, self._fill(bar).w, self.buzz_line(s.buzzer), bar.h)
        return (self.bottom_text(),)

    def paint_bottom(self, surface: pygame.Surface) -> None:
        sc, th = self.view.scene, self.view.scene.app.theme
        s = sc.session
        if s.buzzer is not None:
            bar = self._buzz_bar()
            pygame.draw.rect(surface, BAR, bar, border_radius=th.px(10))
            fill = self._fill(bar)
            pygame.draw.rect(surface, seat_colour(s.buzzer), fill, border_radius=th.px(10))
            text = self.buzz_line(s.buzzer)
            th.blit_text(surface, text, BUZZ_SIZE, PALETTE["cream"], bar.center, anchor="center", bold=True)
            clip = surface.get_clip()
            surface.set_clip(fill.clip(clip))  # dark ink over the coloured part, cream over the dark rest
            th.blit_text(surface, text, BUZZ_SIZE, PALETTE["ink"], bar.center, anchor="center", bold=True)
            surface.set_clip(clip)
            return
        box = self.view.lay.bottom
        th.blit_text(surface, self.bottom_text(), LINE_SIZE, PALETTE["cream"], box.center, anchor="center")

    def bottom_changes(self, was: object, now: object) -> list[pygame.Rect] | None:
        """Where the line changed from key ``was`` to ``now``: one line for another, the old and the new line's
        boxes; the buzzer's bar running down, the stretch between the two fills (with their rounded ends) and
        the line's boxes. None (the whole line) when one is the buzzer's bar and the other is not, or another
        seat's."""
        if not isinstance(was, tuple) or not isinstance(now, tuple) or len(was) != len(now):
            return None
        th = self.view.scene.app.theme
        if len(now) == 1:
            centre = self.view.lay.bottom.center
            return [
                th.text(str(k[0]), LINE_SIZE, PALETTE["cream"]).get_rect(center=centre) for k in (was, now)
            ]
        if was[0] != now[0] or was[3] != now[3]:
            return None
        bar, end = self._buzz_bar(), th.px(10)
        low, high = sorted((int(str(was[1])), int(str(now[1]))))
        boxes = [pygame.Rect(bar.x + low - end, bar.y, high - low + 2 * end, bar.h).clip(bar)]
        for k in (was, now):
            boxes.append(th.text(str(k[2]), BUZZ_SIZE, PALETTE["cream"], True).get_rect(center=bar.center))
        return boxes

    def _buzz_bar(self) -> pygame.Rect:
        th, box = self.view.scene.app.theme, self.view.lay.bottom
        return pygame.Rect(box.x, box.y + th.px(6), box.w, box.h - th.px(12))

    def _fill(self, bar: pygame.Rect) -> pygame.Rect:
        """The buzzer bar's coloured part: the picking seat's time left."""
        s = self.view.scene.session
        fill = bar.copy()
        fill.w = int(bar.w * max(0.0, s.buzz_left / max(1, s.setup.buzz_s)))
        return fill

    def buzz_line(self, seat: int) -> str:
        """The buzzer bar's line while ``seat`` picks: the cards of a claim in the mode, and the time left."""
        s = self.view.scene.session
        pick = (
            _("{name} — pick four cards · {seconds} s")
            if s.claim_size == 4
            else _("{name} — pick three cards · {seconds} s")
        )
        return pick.format(name=s.name(seat), seconds=decimal(s.buzz_left))

    def bottom_text(self) -> str:
        """The line under the cards: the newest message while it lasts — not under the result card, where the keys
        that answer it are what a player needs — else what to do now."""
        sc = self.view.scene
        return sc.toast.shown if sc.toast.shown and not sc.result_shown() else self.idle_line()

    def idle_line(self) -> str:
        sc = self.view.scene
        s = sc.session
        if s.is_over:
            return _("The game is over · arrows choose, Enter confirms · Esc opens the menu")
        if sc.autoplaying:
            return _("Computers play every seat.")
        keys = sc.buzz_keys()
        if keys:
            who = " · ".join(f"{s.name(seat)} {k}" for seat, k in keys.items())
            if s.setup.hints:  # why Hint is grey till then
                return _("Buzz to call SET: {keys} · Hint once you have buzzed").format(keys=who)
            return _("Buzz to call SET: {keys}").format(keys=who)
        if s.puzzle:
            return _("Find all six SETs: click three cards. Every card may be in several SETs.")
        hint = sc.input.hint_key()  # the key at QWERTY's / on the player's keyboard
        if s.mode == "ultra":
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _("Click four cards that make an UltraSet · {key} for a hint · Esc pauses").format(
                key=hint
            )
        if s.chain:
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _(
                "Click a card of the previous SET and two from the table · {key} for a hint · Esc pauses"
            ).format(key=hint)
        if s.setup.hotkeys:
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _(
                "Click three cards that make a SET · keys on the cards pick them · {key} for a hint · Esc pauses"
            ).format(key=hint)
        # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
        return _("Click three cards that make a SET · {key} for a hint · Esc pauses").format(key=hint)
