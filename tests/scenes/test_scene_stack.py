"""SceneStack: hook order and counts, overlay drawing, events offered top-down and consumed."""

from __future__ import annotations

from game.scenes.base import Scene, SceneStack


class Recorder(Scene):
    def __init__(
        self, name: str, log: list, *, overlay: bool = False, consume: bool = False, modal: bool = True
    ) -> None:
        super().__init__(app=None)
        self.name, self.log, self.overlay, self.consume, self.modal = name, log, overlay, consume, modal

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))

    def handle(self, event):
        self.log.append(("handle", self.name))
        return self.consume

    def draw(self, surface):
        self.log.append(("draw", self.name))


def test_push_pop_replace_call_hooks_symmetrically() -> None:
    log: list = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == [
        ("enter", "a"),
        ("pause", "a"),
        ("enter", "b"),
        ("exit", "b"),
        ("enter", "c"),
        ("exit", "c"),
        ("resume", "a"),
    ]
    assert stack.top is a
    counts = {k: sum(1 for e in log if e[0] == k) for k in ("enter", "exit", "pause", "resume")}
    assert counts == {"enter": 3, "exit": 2, "pause": 1, "resume": 1}


def test_reset_exits_everything_top_first() -> None:
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log, overlay=True))
    log.clear()
    stack.reset(Recorder("m", log))
    assert log == [("exit", "b"), ("exit", "a"), ("enter", "m")]
    assert len(stack) == 1


def test_overlays_draw_over_the_scene_below() -> None:
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("bottom", log))
    stack.push(Recorder("game", log))
    stack.push(Recorder("pause", log, overlay=True))
    stack.push(Recorder("confirm", log, overlay=True))
    log.clear()
    stack.draw(None)
    assert log == [("draw", "game"), ("draw", "pause"), ("draw", "confirm")]


def test_events_go_top_down_and_stop_when_consumed_or_modal() -> None:
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("game", log, consume=True))
    stack.push(Recorder("hud", log, overlay=True, modal=False))
    log.clear()
    assert stack.handle(object()) is True
    assert log == [("handle", "hud"), ("handle", "game")]
    stack.push(Recorder("pause", log, overlay=True, consume=False, modal=True))
    log.clear()
    assert stack.handle(object()) is False
    assert log == [("handle", "pause")]


def test_pop_on_empty_stack_is_harmless() -> None:
    assert SceneStack().pop() is None
