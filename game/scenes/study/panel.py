"""The right-hand panel of Replay and Review: the turns (with the coach's verdicts once reviewed, a click jumps
to one), the coach's words on the shown turn, and the review's progress bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.quarto.words import cell_name
from game.rules.quarto.moves import Place
from game.scenes.study.coach import VERDICT_WORDS, row_words, summary
from game.ui.theme import PALETTE, SMALLEST

if TYPE_CHECKING:
    from game.scenes.study.viewer import ReplayScene

Entry = tuple[
    str, int, str | None, tuple[str, str] | None
]  # label, move index, verdict, (name, square) to fit
VERDICT_COLOURS = {"best": (120, 210, 130), "inaccuracy": (236, 196, 90), "mistake": (250, 142, 128)}


class CoachPanel:
    """Owns its scroll and the rows' hit boxes; reads the scene's record, index and report."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = scene
        self.box: pygame.Rect | None = None
        self.scroll = 0
        self.hits: list[tuple[pygame.Rect, int]] = []  # (row rectangle, move index to jump to)

    def layout(self, box: pygame.Rect) -> None:
        self.box = box

    def wheel(self, up: bool) -> None:
        self.scroll = max(0, self.scroll + (-1 if up else 1))

    def click(self, pos: tuple[int, int]) -> bool:
        for rect, index in self.hits:
            if rect.collidepoint(pos):
                self.scene.go_to(index)
                return True
        return False

    def entries(self) -> list[Entry]:
        """(label, move index, verdict or None, the short form's name and square) per turn; per move where the
        coach does not apply."""
        sc = self.scene
        if not sc.starts:
            return [(f"{i + 1}. {sc.move_words(i)}", i, None, None) for i in range(len(sc.moves))]
        rows = sc.rows()
        out: list[Entry] = []
        for ply, first in enumerate(sc.starts):
            row = rows[ply] if ply < len(rows) else None
            move = sc.moves[first]
            who = sc.mover(first)
            verdict = row["verdict"] if row else None
            if isinstance(move, Place):
                square = cell_name(move.cell, 4)
                label = _("{n}. {who} places on {square}").format(n=ply + 1, who=who, square=square)
                out.append((label, first, verdict, (f"{ply + 1}. {who}", square)))
            else:
                out.append((_("{n}. {who} gives first").format(n=ply + 1, who=who), first, verdict, None))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        box = self.box
        if box is None:  # not laid out yet
            return
        pad = th.px(14)
        x = box.x + pad
        th.blit_text(surface, _("Turns"), 17, PALETTE["cream"], (x, box.y + th.px(10)), bold=True)
        if sc.game is None:
            return
        detail_h = th.px(210)
        list_box = pygame.Rect(box.x, box.y + th.px(40), box.w, box.h - th.px(44) - detail_h)
        self._list(surface, list_box)
        detail = pygame.Rect(box.x + pad, list_box.bottom + th.px(4), box.w - 2 * pad, detail_h - th.px(8))
        self._detail(surface, detail)

    def _list(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        sc, th = self.scene, self.scene.app.theme
        entries = self.entries()
        two = not all(
            self._one_line(label, self._room(area, verdict), short) for label, _i, verdict, short in entries
        )
        # rows of two lines where a name and its square do not fit one (larger text, the coach's tags)
        line_h = th.font(14).get_linesize() * (2 if two else 1) + th.px(4)
        room = max(1, area.h // line_h)
        current = sc.decision() if sc.starts else sc.index - 1
        if current is not None and current >= 0 and not (self.scroll <= current < self.scroll + room):
            self.scroll = max(0, current - room // 2)
        self.scroll = min(self.scroll, max(0, len(entries) - room))
        self.hits = []
        y = area.y
        for i, (label, index, verdict, short) in enumerate(
            entries[self.scroll : self.scroll + room], self.scroll
        ):
            rect = pygame.Rect(area.x + th.px(8), y, area.w - th.px(16), line_h)
            if i == current:
                th.panel(surface, rect, color=PALETTE["paper"], alpha=60, shadow=False, radius=6)
            if verdict:
                centre = (rect.x + th.px(10), rect.centery)
                pygame.draw.circle(surface, VERDICT_COLOURS[verdict], centre, th.px(5))
            room_w = self._room(area, verdict)
            if verdict and verdict != "best":
                at = (rect.right - th.px(6), rect.centery)
                tag = _(VERDICT_WORDS[verdict])
                th.blit_text(surface, tag, 13, VERDICT_COLOURS[verdict], at, anchor="midright", bold=True)
            if two:
                lines, size = self._two(label, room_w)
                top = rect.centery - len(lines) * th.font(size).get_linesize() // 2
                for k, line in enumerate(lines):
                    at = (rect.x + th.px(22), top + k * th.font(size).get_linesize())
                    th.blit_text(surface, line, size, PALETTE["cream"], at)
            else:
                text, size = self._fit(label, room_w, short)
                th.blit_text(
                    surface,
                    text,
                    size,
                    PALETTE["cream"],
                    (rect.x + th.px(22), rect.centery),
                    anchor="midleft",
                )
            self.hits.append((rect, index))
            y += line_h

    def _room(self, area: pygame.Rect, verdict: str | None) -> int:
        """The width a row's label has: the row less its dot, and less its tag (the label never runs under it)."""
        th = self.scene.app.theme
        room = area.w - th.px(16) - th.px(28)
        if verdict and verdict != "best":
            room -= th.font(13, True).size(_(VERDICT_WORDS[verdict]))[0] + th.px(8)
        return room

    def _one_line(self, label: str, width: int, short: tuple[str, str] | None) -> bool:
        """The label, or its short form "8. Ann · d2", fits one line of ``width`` at the smallest type."""
        font = self.scene.app.theme.font(SMALLEST)
        return font.size(label)[0] <= width or (
            short is not None and font.size(" · ".join(short))[0] <= width
        )

    def _two(self, label: str, width: int) -> tuple[list[str], int]:
        """The whole label in two lines of ``width``, at the largest size from 14 down that holds it."""
        th = self.scene.app.theme
        for size in range(14, SMALLEST - 1, -1):
            font = th.font(size)
            if max(font.size(word)[0] for word in label.split(" ")) > width:
                continue
            lines = th.wrap(label, size, width)
            if len(lines) <= 2:
                return lines, size
        lines = [th.fit_text(line, SMALLEST, width)[0] for line in th.wrap(label, SMALLEST, width)]
        return [lines[0], th.fit_text(" ".join(lines[1:]), SMALLEST, width)[0]] if len(
            lines
        ) > 1 else lines, SMALLEST

    def _fit(self, label: str, width: int, short: tuple[str, str] | None) -> tuple[str, int]:
        """The row's label in ``width`` pixels: whole if it fits (down to the smallest type), else
        "8. Computer · d2", then "8. Comp… · d2": the name is cut short rather than the square, which is what the
        row is for."""
        th = self.scene.app.theme
        if short is None or th.font(SMALLEST).size(label)[0] <= width:
            return th.fit_text(label, 14, width)
        head, cell = short
        tail = f" · {cell}"
        if th.font(SMALLEST).size(head + tail)[0] <= width:
            return head + tail, th.fit(head + tail, 14, width)
        head, _ = th.fit_text(head, SMALLEST, width - th.font(SMALLEST).size(tail)[0])
        return head + tail, SMALLEST

    def _detail(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        sc, th = self.scene, self.scene.app.theme
        pygame.draw.line(surface, PALETTE["muted"], area.topleft, area.topright, 1)
        y = area.y + th.px(10)
        if sc.reviewing:
            th.blit_text(surface, _("The coach is reviewing…"), 16, PALETTE["cream"], (area.x, y), bold=True)
            bar = pygame.Rect(area.x, y + th.px(34), area.w, th.px(16))
            th.panel(surface, bar, color=PALETTE["felt_dark"], shadow=False, radius=8)
            fill = bar.copy()
            fill.w = max(th.px(8), round(bar.w * sc.review_progress()))
            th.panel(surface, fill, color=PALETTE["gold"], shadow=False, radius=8)
            return
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        rows, ply, game = sc.rows(), sc.decision(), sc.game
        if rows and ply is not None and ply < len(rows) and game is not None:
            row = rows[ply]
            rival = sc.players[1 - row["player"]] if row["player"] in (0, 1) else _("the opponent")
            words = row_words(row, game.start.pieces, rival)
            head = _("{name}: {summary}").format(name=sc.players[row["player"]], summary=words[0])
            lines.append((head, VERDICT_COLOURS[row["verdict"]], True))
            lines += [(w, PALETTE["cream"], False) for w in words[1:]]
            both = [
                _("{name}: {summary}").format(name=sc.players[s], summary=summary(rows, s)) for s in (0, 1)
            ]
            lines.append((" · ".join(both), PALETTE["muted"], False))
        elif sc.review_note:
            lines.append((_(sc.review_note), PALETTE["muted"], False))
        elif sc.coachable:
            lines.append(
                (_("Press Review (R) for the coach's verdict on every turn."), PALETTE["muted"], False)
            )
        else:
            lines.append(
                (_("The coach reads games on the 4×4 board with no draw pile."), PALETTE["muted"], False)
            )
        th.blit_paragraphs(surface, lines, 15, pygame.Rect(area.x, y, area.w, area.bottom - y), th.px(4))
