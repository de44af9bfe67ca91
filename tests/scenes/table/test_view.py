"""The table kit's view base on its own: it owns the still layer (a new one, every region painted again, for a new
size), its ``Regions`` and the ``ScreenDamage``; a frame paints the layer where it changed, copies it to the screen
only where needed and draws what moves over it; a quiet frame (drawn fast, nothing over it) does one piece of the
table's work ahead. Every table's view derives from it."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.scenes.table import view as kit_view
from game.scenes.table.regions import Region, Regions
from game.scenes.table.view import QUIET_S, TableViewBase, laid
from game.ui.theme import Theme

SIZE = (120, 80)


class Window:
    """The App as the view sees it: a screen, a count of frames drawn over it, a theme, and what covers it."""

    def __init__(self) -> None:
        self.screen = pygame.Surface(SIZE)
        self.overdrawn = 0
        self.theme = Theme(1.0)
        self.over = False

    def covered(self) -> bool:
        return self.over


class Dot(TableViewBase):
    """A felt with one dot whose colour is ``colour``, and a moving square drawn over it while ``moving``."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.colour = (200, 40, 40)
        self.moving: pygame.Rect | None = None
        self.ahead = 0  # pieces of work ahead done
        self.calls: list[str] = []
        self.cloth = pygame.Surface(SIZE)
        self.cloth.fill((20, 90, 40))
        self.invalidated = 0

    def invalidate(self) -> None:
        self.invalidated += 1

    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        self.calls.append("still")
        layer = self.still_layer(surface.get_size())
        region = Region("dot", pygame.Rect(40, 20, 40, 40), self.colour, self._dot)
        self.regions.update(layer, self.cloth, [region], at_once=True)
        return layer

    def _dot(self, layer: pygame.Surface) -> None:
        pygame.draw.circle(layer, self.colour, (60, 40), 15)

    def draw_moving(self, surface: pygame.Surface) -> None:
        self.calls.append("moving")
        if self.moving is not None:
            self.damage.hurt(surface.fill((250, 250, 250), self.moving))

    def work_ahead(self) -> bool:
        self.ahead += 1
        return True


def _fresh(view: Dot) -> bytes:
    """The frame as a whole redraw gives it: the felt, the dot, the moving square."""
    whole = view.cloth.copy()
    view._dot(whole)
    if view.moving is not None:
        whole.fill((250, 250, 250), view.moving)
    return pygame.image.tobytes(whole, "RGB")


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every frame is drawn fast enough to be quiet, however busy the machine."""
    monkeypatch.setattr(kit_view, "QUIET_S", 10.0)


def test_a_frame_paints_the_still_layer_then_what_moves_and_matches_a_whole_redraw(quiet) -> None:
    win = Window()
    view = Dot(win)
    for step in range(6):
        view.calls.clear()
        if step == 2:
            view.moving = pygame.Rect(5, 5, 10, 10)
        if step == 3:
            view.colour = (40, 40, 200)
        if step == 4:
            view.moving = None
        view.draw(win.screen)
        assert view.calls == ["still", "moving"]
        assert pygame.image.tobytes(win.screen, "RGB") == _fresh(view), f"frame {step}"


def test_a_quiet_frame_works_ahead_and_a_covered_or_slow_one_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    win = Window()
    view = Dot(win)
    monkeypatch.setattr(kit_view, "QUIET_S", 10.0)
    view.draw(win.screen)
    assert view.ahead == 1 and view.quiet()
    win.over = True  # a fade or an overlay still to be drawn over the table
    view.draw(win.screen)
    assert view.ahead == 1 and not view.quiet()
    win.over = False
    monkeypatch.setattr(kit_view, "QUIET_S", 0.0)  # no frame is drawn fast enough
    view.draw(win.screen)
    assert view.ahead == 1 and view.frame_s > 0


def test_a_new_size_makes_a_new_layer_and_paints_every_region_again(quiet) -> None:
    win = Window()
    view = Dot(win)
    view.draw(win.screen)
    first = view.layer
    assert first is not None and view.regions.shown
    view.draw(win.screen)
    assert view.layer is first and view.regions.painted == [], "the same size keeps its layer, painted once"
    before = view.invalidated
    win.screen = pygame.Surface((SIZE[0] + 20, SIZE[1]))
    view.cloth = pygame.Surface(win.screen.get_size())
    view.cloth.fill((20, 90, 40))
    view.draw(win.screen)
    assert view.layer is not first and view.layer.get_size() == win.screen.get_size()
    assert view.regions.painted == ["dot"] and view.invalidated == before + 1


def test_repaint_all_paints_every_region_afresh(quiet) -> None:
    win = Window()
    view = Dot(win)
    view.draw(win.screen)
    view.repaint_all()
    assert not view.regions.shown
    view.draw(win.screen)
    assert view.regions.painted == ["dot"]


def test_still_says_whether_a_frame_drew_only_what_moves_over_a_table_at_rest(quiet) -> None:
    win = Window()
    view = Dot(win)
    view.draw(win.screen)
    assert not view.still(), "the first frame puts the whole layer on the screen"
    view.draw(win.screen)
    assert view.still(), "nothing changed, nothing drawn over the layer"
    view.moving = pygame.Rect(0, 0, 4, 4)
    view.draw(win.screen)
    assert view.still(), "only a square drawn over the layer"
    view.moving = None
    view.draw(win.screen)
    assert view.still(), "only the square's place put back"
    view.colour = (10, 10, 10)
    view.draw(win.screen)
    assert not view.still(), "the dot painted again and copied to the screen"
    view.draw(win.screen)
    assert view.still()
    win.overdrawn += 1  # a toast drew over the screen: the next frame copies the layer whole
    view.draw(win.screen)
    assert not view.still()


def test_laid_gives_the_layout_or_says_what_is_not_laid_out() -> None:
    assert laid((3, 4)) == (3, 4)
    with pytest.raises(RuntimeError, match="the study board is not laid out yet"):
        laid(None, "the study board")


def test_every_table_view_derives_from_the_base_with_one_quiet_threshold() -> None:
    from game.scenes.qu4to import view as qu4to
    from game.scenes.quarto import view as quarto
    from game.scenes.setgame import view as setgame
    from game.scenes.table import scene

    for module, cls in ((quarto, quarto.QuartoView), (setgame, setgame.SetView), (qu4to, qu4to.Qu4toView)):
        assert issubclass(cls, TableViewBase)
        assert not hasattr(module, "QUIET_S"), f"{module.__name__} keeps a quiet threshold of its own"
        assert "draw" not in vars(cls), f"{cls.__name__} draws its frame through the base"
    assert not hasattr(scene, "PICTURE_QUIET_S") and scene.QUIET_S is QUIET_S


class Spots(Dot):
    """Two dots far apart, painted a share of the layer a frame: a change to both takes two frames."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.regions = Regions(share=0.03)

    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        layer = self.still_layer(surface.get_size())
        spots = [
            Region(f"spot{x}", pygame.Rect(x, 10, 20, 20), self.colour, partial(self._spot, x=x))
            for x in (0, 90)
        ]
        self.regions.update(layer, self.cloth, spots)
        return layer

    def _spot(self, layer: pygame.Surface, x: int) -> None:
        pygame.draw.circle(layer, self.colour, (x + 10, 20), 8)


def test_painting_says_a_change_still_waits_for_the_next_frames(quiet) -> None:
    win = Window()
    view = Spots(win)
    view.draw(win.screen)
    assert not view.painting(), "the first frame paints the whole layer"
    view.colour = (1, 2, 3)
    view.draw(win.screen)
    assert view.painting() and view.regions.painted == ["spot0"]
    view.draw(win.screen)
    assert not view.painting() and view.regions.painted == ["spot90"]
