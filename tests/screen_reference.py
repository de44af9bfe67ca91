"""The reference a table's screen is compared with, byte for byte: the same frame drawn whole on a spare surface.

Shared by the screen-damage tests of every table (Quarto, QU4TO, SET), the SET opening's and ``test_present``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

# (object, attribute, value while the reference draws): what the screen's frame left still to paint (the next
# frame paints it), hidden from the reference so it draws from the layer as that frame left it
Hidden = Callable[[Any], list[tuple[object, str, object]]]


class Reference:
    """Each frame on the screen and a full redraw of the same frame, side by side. A frame's work ahead (a face
    painted, a halo, a card laid out: in a frame drawn fast, ``view.QUIET_S``, or with room, ``ROOM_S``) runs after
    its drawing and can change what a redraw would show (Quarto: a glide's stand-in face becomes the real one;
    SET: a card in flight shown at the size whose face is ready): it waits until the reference is drawn. The
    reference is a picture only: it does no work ahead, it is drawn at the screen frame's number (``app.frame``,
    which a table reads to paint one face a frame), and what the view notes while drawing (its time, where it
    drew, what the screen shows: the view's own fields, its ``damage``'s and those of ``kept``) is put back as the
    screen's frame left it — else how fast the reference was drawn (how loaded the machine is) would decide the
    table's next frames, and a redraw that forgets what the screen shows makes the next frame whole (a weaker
    test).

    ``hidden``: what the screen's frame left still to paint (Quarto's ``static.pending``, QU4TO's ``dirty``).
    ``kept``: the view's parts whose fields a draw changes besides its own and its ``damage``'s."""

    def __init__(
        self,
        app: Any,
        view: Any,
        hidden: Hidden | None = None,
        kept: Callable[[Any], list[object]] | None = None,
    ) -> None:
        self.app, self.view = app, view
        self.hidden, self.kept = hidden, kept
        self._draw, self._ahead, self._needed = view.draw, view.work_ahead, view.work_needed
        self.mode = "game"  # "screen": the screen's frame, its work owed; "reference": no work at all
        self.owed: list[Callable[[], bool]] = []
        self.frame = app.frame  # the number of the screen's last frame
        view.draw = self._drawn
        view.work_ahead = lambda: self._work(self._ahead)
        view.work_needed = lambda: self._work(self._needed)

    @classmethod
    def of(
        cls,
        app: Any,
        scene: Any,
        hidden: Hidden | None = None,
        kept: Callable[[Any], list[object]] | None = None,
    ):
        """The scene's reference, made at its first frame compared (again for a new view)."""
        reference = getattr(scene, "_reference", None)
        if reference is None or reference.view is not scene.view:
            reference = scene._reference = cls(app, scene.view, hidden, kept)
        return reference

    def _work(self, work: Callable[[], bool]) -> bool:
        if self.mode == "screen":
            self.owed.append(work)
        return work() if self.mode == "game" else False

    def _drawn(self, surface: pygame.Surface) -> None:
        if surface is not self.app.screen or self.mode != "game":
            self._draw(surface)  # (a save's picture draws as in the game)
            return
        self.mode, self.frame = "screen", self.app.frame
        try:
            self._draw(surface)
        finally:
            self.mode = "game"

    def picture(self) -> pygame.Surface:
        """The frame drawn from scratch on a spare surface (the full path: not the screen), from the still layer as
        the screen's frame left it (its painting still to come waits for the next frame)."""
        view, app = self.view, self.app
        parts = [view, view.damage, *(self.kept(view) if self.kept else [])]
        noted = [(part, dict(vars(part))) for part in parts]
        hidden = self.hidden(view) if self.hidden else []
        shown = [(owner, name, getattr(owner, name)) for owner, name, _value in hidden]
        frame = app.frame
        for owner, name, value in hidden:
            setattr(owner, name, value)
        ref = pygame.Surface(app.size)
        self.mode, app.frame = "reference", self.frame
        try:
            self._draw(ref)
        finally:
            self.mode, app.frame = "game", frame
            for owner, name, value in shown:
                setattr(owner, name, value)
            for part, fields in noted:
                vars(part).update(fields)
        return ref

    def work(self) -> None:
        """The frame's work ahead, owed since its drawing."""
        owed, self.owed = self.owed, []
        for work in owed:
            work()


def table_reference(app: Any, scene: Any) -> Reference:
    """The reference of a table scene (``Reference.of``), with what its view needs hidden and kept: Quarto's
    static layer's redrawing still to come, QU4TO's painting still to come and what the screen shows of a card,
    SET's frame a face was last painted in for a card in flight."""
    from game.scenes.qu4to.view import Qu4toView
    from game.scenes.quarto.view import QuartoView
    from game.scenes.setgame.view import SetView

    view = scene.view
    if isinstance(view, QuartoView):
        return Reference.of(app, scene, hidden=lambda v: [(v.static, "pending", [])])
    if isinstance(view, Qu4toView):
        return Reference.of(app, scene, hidden=lambda v: [(v, "dirty", False)], kept=lambda v: [v.place])
    if isinstance(view, SetView):
        return Reference.of(app, scene, kept=lambda v: [v.faces])
    raise TypeError(f"no reference for {type(view).__name__}")
