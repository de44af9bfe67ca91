"""QU4TO's round review: a seat's decisions in one round (or the whole match), costly ones first, each with what was
played, what Expert suggests and why in words; the position is drawn on the left (the seat's hand, the leading set,
the others' cards and points).

The coach is seconds of Expert work, so it runs in the AI worker one decision at a time (a bar shows how far it
got); rows fill in as the answers come. Opened by the table's round summary ("Review round"), the Study hub, or
``--scene qu4to-review`` (a seeded match of computers when no record text is given).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.qu4to_expert import PLAYOUTS
from game.ai.qu4to_hint import FAST_PLAYOUTS
from game.art.qu4tocards import card_face, card_size
from game.i18n import N_, _, decimal, ngettext
from game.play.qu4to.coach_lessons import why
from game.play.qu4to.coach_words import move_words
from game.play.qu4to.round_review import Decision, Verdict, row_label, seat_decisions, sim_record
from game.play.said import Said, now
from game.play.seats import seat_colour
from game.rules.errors import NotationError
from game.rules.qu4to.cards import set_name
from game.rules.qu4to.moves import Move
from game.scenes.qu4to.hints import Job, marked_indexes, named_codes
from game.scenes.study.review_base import TONES, ReviewListScene, ReviewRow
from game.scenes.table.bots import AiClient
from game.ui.theme import PALETTE
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


class Qu4toReviewScene(ReviewListScene):
    name = "qu4to-review"
    title = N_("QU4TO review")
    export_name = "qu4to"
    costly_first = True

    def __init__(
        self,
        app: App,
        text: str | None = None,
        players: list[str] | None = None,
        round: int | None = None,  # noqa: A002 - the keyword the table and the Study hub pass
        seat: int = 0,
        hints: dict[int, str] | None = None,
        **options: Any,
    ) -> None:
        self.text = text if text is not None else sim_record(app.options.seed or 0)
        self.hints = dict(hints or {})  # the table's Hint per decision number: the review reads the same move
        self.round = round
        self.problem = ""
        try:
            self.decisions: list[Decision] = seat_decisions(self.text, seat, round)
            players_n = self.decisions[0].before.players if self.decisions else max(2, seat + 1)
        except NotationError as exc:
            self.decisions, players_n = [], 2
            self.problem = Said(N_("This record cannot be reviewed: {error}"), error=exc.sentence)
        given = list(players or [])
        self.names = given + [_("Player {n}").format(n=i + 1) for i in range(len(given), players_n)]
        self.seat = seat if 0 <= seat < len(self.names) else 0
        self.verdicts: dict[int, Verdict] = {}
        self.asked: int | None = None  # index into decisions of the job under way
        self.client = AiClient("qu4to", inline=app.fast_forward)
        self.playouts = FAST_PLAYOUTS if app.fast_forward else PLAYOUTS
        super().__init__(app, **options)

    def subtitle_words(self) -> str:
        name = self.names[self.seat]
        if self.round is None:
            return _("{name}'s decisions in the whole match, judged by Expert").format(name=name)
        return _("{name}'s decisions in round {n}, judged by Expert").format(name=name, n=self.round)

    def extra_buttons(self) -> list[Button]:
        return []

    # the worker ------------------------------------------------------------------
    @property
    def working(self) -> bool:
        return len(self.verdicts) < len(self.decisions) and not self.problem

    def update(self, dt: float) -> bool:
        if not self.working:
            return False
        if self.asked is None:
            self._ask_next()
        got = self.client.poll()
        if got is not None and self.asked is not None:
            decision = self.decisions[self.asked]
            self.asked = None
            try:
                self.verdicts[decision.turn] = Verdict.from_json(got)
            except ValueError:
                log.warning("the coach could not judge turn %s: %r", decision.turn, got)
                self.problem = Said(N_("The coach stopped; the log says why."))  # (its English is logged)
            self.refresh_rows()
            if self.selected is None and not self.working and self.all_rows():
                self.select(self.order()[0])
        return True

    def _ask_next(self) -> None:
        for i, d in enumerate(self.decisions):
            if d.turn not in self.verdicts:
                self.asked = i
                job: dict[str, Any] = {"record": self.text, "turn": d.turn, "playouts": self.playouts}
                if d.turn in self.hints:
                    job["hint"] = self.hints[d.turn]
                self.client.request("review", Job(job), "expert", 0, None)
                return

    def exit(self) -> None:
        self.client.close()

    # what the base shows ------------------------------------------------------------
    def rows(self) -> list[ReviewRow]:
        out = []
        for d in self.decisions:
            v = self.verdicts.get(d.turn)
            label = row_label(d, v, self.round is None)
            if v is None:
                out.append(ReviewRow(label, (_("The coach has not looked at this one yet."),), "plain", -1.0))
                continue
            played, best = move_words(d.before, v.played), move_words(d.before, v.best)
            detail = (self.why(d, v), _("Played: {played} · Expert: {best}").format(played=played, best=best))
            out.append(ReviewRow(label, detail, v.tone, v.loss))
        return out

    @staticmethod
    def why(d: Decision, v: Verdict) -> str:
        """The coach's sentence in the language in use (the worker's own words are English)."""
        return why(d.before, v.played, v.best, v.loss)

    def summary(self) -> list[str]:
        if self.problem:
            return [now(self.problem), ""]
        done, total = len(self.verdicts), len(self.decisions)
        if not total:
            return [_("No decisions of this seat to review."), ""]
        if done < total:  # always two lines: the list's place is laid out once
            return [
                ngettext(
                    "The coach is reviewing… {done} of {n} decision",
                    "The coach is reviewing… {done} of {n} decisions",
                    total,
                ).format(done=done, n=total),
                _("Costly ones come first once judged"),
            ]
        costly = sum(1 for v in self.verdicts.values() if v.tone == "costly")
        cost = sum(v.loss for v in self.verdicts.values())
        agreed = sum(1 for v in self.verdicts.values() if v.tone == "good")
        counts = ngettext(
            "{n} decision · Expert agrees with {agreed} · {costly} costly",
            "{n} decisions · Expert agrees with {agreed} · {costly} costly",
            total,
        )
        return [
            counts.format(n=total, agreed=agreed, costly=costly),
            _("Total cost about {cost} points (costly ones first)").format(cost=decimal(cost, 2)),
        ]

    def export_text(self) -> str:
        return self.text

    # the position ---------------------------------------------------------------------
    def draw_position(self, surface: pygame.Surface, area: pygame.Rect, row: int | None) -> None:
        th, px = self.app.theme, self.app.theme.px
        th.panel(surface, area, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=14)
        pad = px(16)
        inner = area.inflate(-2 * pad, -2 * pad)
        y = inner.y
        if self.working:
            y = self._progress(surface, inner)
        if row is None or row >= len(self.decisions):
            words = now(self.problem) or _(
                "Choose a decision on the right to see the position it was made in."
            )
            for line in th.wrap(words, 16, inner.w):
                th.blit_text(surface, line, 16, PALETTE["cream"], (inner.x, y))
                y += th.font(16).get_linesize()
            return
        d = self.decisions[row]
        v = self.verdicts.get(d.turn)
        self._draw_decision(surface, inner.clip(pygame.Rect(inner.x, y, inner.w, inner.bottom - y)), d, v)

    def _progress(self, surface: pygame.Surface, box: pygame.Rect) -> int:
        """The bar of decisions judged so far; the y under it."""
        th, px = self.app.theme, self.app.theme.px
        done, total = len(self.verdicts), max(1, len(self.decisions))
        th.blit_text(surface, _("Expert is judging each decision…"), 15, PALETTE["cream"], (box.x, box.y))
        bar = pygame.Rect(box.x, box.y + th.font(15).get_linesize() + px(4), box.w, px(10))
        pygame.draw.rect(surface, PALETTE["felt"], bar, border_radius=px(5))
        fill = bar.copy()
        fill.w = max(px(10), bar.w * done // total)
        pygame.draw.rect(surface, PALETTE["gold"], fill, border_radius=px(5))
        return bar.bottom + px(14)

    def _draw_decision(
        self, surface: pygame.Surface, box: pygame.Rect, d: Decision, v: Verdict | None
    ) -> None:
        th, px = self.app.theme, self.app.theme.px
        st = d.before
        y = box.y
        head = _("Round {n} · turn {turn} · {name} to act").format(
            n=st.round_no, turn=d.turn, name=self.names[self.seat]
        )
        th.blit_text(surface, head, 18, PALETTE["title"], (box.x, y), bold=True)
        y += th.font(18, True).get_linesize() + px(4)
        for seat in range(st.players):  # the others: cards held and points
            if seat == self.seat:
                continue
            name = self.names[seat] if seat < len(self.names) else _("Player {n}").format(n=seat + 1)
            held = st.sizes[seat]
            cards = ngettext("{n} card", "{n} cards", held).format(n=held) if held else _("no cards")
            points = ngettext("{n} point", "{n} points", st.scores[seat]).format(n=st.scores[seat])
            # TRANSLATORS: another seat in the review: its name, "{n} cards" and "{n} points"
            line = _("{name}: {cards} · {points}").format(name=name, cards=cards, points=points)
            pygame.draw.circle(surface, seat_colour(seat), (box.x + px(6), y + px(9)), px(5))
            th.blit_text(surface, line, 15, PALETTE["cream"], (box.x + px(18), y))
            y += th.font(15).get_linesize()
        y += px(8)
        widest = self._card_w(box, y, d, v)
        card = card_size(max(24, min(widest, (box.w - px(40)) // 9)))
        if st.table:
            leader = self.names[st.leader] if st.leader is not None and st.leader < len(self.names) else ""
            text = _("Leading set {set} — {owner}").format(set=set_name(st.table), owner=leader)
            th.blit_text(surface, text, 15, PALETTE["title"], (box.x, y), bold=True)
            y += th.font(15, True).get_linesize() + px(4)
            for i, code in enumerate(st.table):
                surface.blit(card_face(code, card), (box.x + i * (card[0] + px(6)), y))
            y += card[1] + px(12)
        else:
            phase = {
                "orient": _("A new hand: green-up or blue-up?"),
                "keep": _("A card was just drawn: keep it which way up?"),
            }
            text = phase.get(st.phase, _("No leading set: this seat leads"))
            th.blit_text(surface, text, 15, PALETTE["title"], (box.x, y), bold=True)
            y += th.font(15, True).get_linesize() + px(8)
        y = self._hand(surface, box, y, d, v, widest) + px(10)
        if v is None:
            th.blit_text(surface, _("Waiting for the coach…"), 15, PALETTE["muted"], (box.x, y))
            return
        lines = [
            (_("Played: {move}").format(move=move_words(st, v.played)), TONES[v.tone]),
            (_("Expert: {move}").format(move=move_words(st, v.best)), TONES["good"]),
        ]
        for text, colour in lines:
            th.blit_text(surface, text, 16, colour, (box.x, y), bold=True)
            y += th.font(16, True).get_linesize()
        for line in th.wrap(self.why(d, v), 15, box.w):
            th.blit_text(surface, line, 15, PALETTE["cream"], (box.x, y))
            y += th.font(15).get_linesize()

    def _card_w(self, box: pygame.Rect, y: int, d: Decision, v: Verdict | None) -> int:
        """The widest cards (70 px at most) whose rows leave room under them for the words below ``y``: larger
        text and longer languages take their lines from the cards' height, never from the words."""
        th, px = self.app.theme, self.app.theme.px
        words = 2 * th.font(15, True).get_linesize() + px(8) + px(4) + px(8) + px(12) + px(10)
        if v is None:
            words += th.font(15).get_linesize()
        else:
            words += 2 * th.font(16, True).get_linesize()
            words += len(th.wrap(self.why(d, v), 15, box.w)) * th.font(15).get_linesize()
        rows = 2 if d.before.table else 1
        room = (box.bottom - y - words) // rows
        return max(24, min(px(70), int(room / card_size(100)[1] * 100)))

    def _hand(
        self, surface: pygame.Surface, box: pygame.Rect, y: int, d: Decision, v: Verdict | None, widest: int
    ) -> int:
        """The seat's hand as it was; the cards played ringed in the row's colour, Expert's in green."""
        th, px = self.app.theme, self.app.theme.px
        st = d.before
        codes = sorted(st.hand_codes(self.seat), key=lambda c: (c >> 1 == 10, c))
        n = max(1, len(codes))
        w = min(widest, max(24, (box.w - px(8)) // min(n, 12)))
        size = card_size(w)
        step = min(size[0] + px(4), (box.w - size[0]) / max(1, n - 1)) if n > 1 else 0
        th.blit_text(surface, _("Hand"), 15, PALETTE["title"], (box.x, y), bold=True)
        y += th.font(15, True).get_linesize() + px(8)
        played = _named(codes, v.played) if v else set()
        best = _named(codes, v.best) if v else set()
        for i, code in enumerate(codes):
            r = pygame.Rect(round(box.x + px(4) + i * step), y, *size)
            surface.blit(card_face(code, size), r)
            for marks, colour, grow in ((played, TONES[v.tone] if v else None, 6), (best, TONES["good"], 12)):
                if i in marks and colour is not None:
                    pygame.draw.rect(
                        surface, colour, r.inflate(px(grow), px(grow)), width=px(3), border_radius=px(10)
                    )
        return y + size[1]


def _named(hand: list[int], move: Move) -> set[int]:
    """Places in ``hand`` of the cards ``move`` plays or rotates."""
    return set(marked_indexes(hand, named_codes(move)))
