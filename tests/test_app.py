"""The app shell driven in-process: menu navigation by keys and clicks, settings apply and persist, pause."""

from __future__ import annotations

import pygame
from helpers import click, key, make_app, step


def test_menu_keyboard_opens_settings_and_esc_returns(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    step(app)
    menu = app.stack.top
    assert menu.name == "menu"
    # Continue is disabled with no save, so focus starts on Quarto; walk down (past Study and Today's challenge,
    # at the top right) to Settings
    assert menu.form.focused().label == "Quarto"
    for _ in range(6):
        step(app, [key(app, "down")])
    assert menu.form.focused().label == "Today's challenge"
    step(app, [key(app, "down")])
    assert menu.form.focused().label == "Settings"
    step(app, [key(app, "return")])
    assert app.stack.top.name == "settings"
    step(app, [key(app, "escape")])
    assert app.stack.top is menu


def test_clicking_a_menu_entry_opens_it(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    step(app)
    stats_button = next(w for w in app.stack.top.form.widgets if w.label == "Statistics")
    step(app, click(app, stats_button.rect.center))
    assert app.stack.top.name == "stats"


def test_settings_change_at_once_and_persist(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("settings")
    step(app)
    form = app.stack.top.form
    labels = [w.label for w in form.widgets]
    form.focus = labels.index("Colour-blind aids")
    step(app, [key(app, "return")])
    assert app.settings["colorblind"] is True
    form.focus = labels.index("Animation speed")
    step(app, [key(app, "right")])
    assert app.settings["animation"] == "fast"
    form.focus = labels.index("Master volume")
    step(app, [key(app, "left")])
    assert app.settings["master_volume"] == 0.7
    from game.settings import Settings

    again = Settings(tmp_path / "home" / "config" / "settings.json")
    assert again["colorblind"] is True and again["animation"] == "fast" and again["master_volume"] == 0.7


def test_volume_slider_follows_a_drag(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("settings")
    step(app)
    slider = next(w for w in app.stack.top.form.widgets if w.label == "Effects volume")
    track, pg = slider.track, pygame
    y = track.centery
    step(app, [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=(track.right - 2, y), button=1)])
    for x in (track.right - 40, track.x + track.w // 4, track.x + track.w // 2):  # drag left, then back right
        step(app, [pg.event.Event(pg.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))])
    assert app.settings["effects_volume"] == 0.5
    step(app, [pg.event.Event(pg.MOUSEBUTTONUP, pos=(track.x + track.w // 2, y), button=1)])
    step(app, [pg.event.Event(pg.MOUSEMOTION, pos=(track.x, y), rel=(0, 0), buttons=(0, 0, 0))])
    assert app.settings["effects_volume"] == 0.5, "moving without the button held changes nothing"


def test_a_burst_of_resizes_lays_out_once_for_the_last(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    step(app)
    sizes = []
    monkeypatch.setattr(app, "_relayout", lambda: sizes.append(app.screen.get_size()))
    pg = pygame
    burst = [
        pg.event.Event(pg.VIDEORESIZE, size=(w, h), w=w, h=h)
        for w, h in ((900, 600), (1000, 640), (1100, 700))
    ]
    step(app, burst)
    assert sizes == [(1100, 700)]


def test_window_size_setting_resizes(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("settings")
    step(app)
    form = app.stack.top.form
    form.focus = [w.label for w in form.widgets].index("Window size")
    step(app, [key(app, "right")])
    assert app.screen.get_size() == (1600, 900)
    assert app.settings["window_size"] == [1600, 900]


def test_quit_confirmation_overlay(tmp_path, monkeypatch) -> None:
    """Menu Quit and Esc agree: both leave at once, with no question, because nothing is ever unsaved (every
    move is autosaved; quitting saves the game on top once more). Decision recorded in docs/data.md."""
    for how in ("escape", "button"):
        app = make_app(tmp_path / how, monkeypatch)
        app.go("menu")
        step(app)
        if how == "escape":
            step(app, [key(app, "escape")])
        else:
            quit_button = app.stack.top.form.widgets[-1]
            assert quit_button.label == "Quit"
            step(app, click(app, quit_button.rect.center))
        assert not app.running, how
        assert all(s.name != "confirm" for s in app.stack.scenes), how


def test_pause_overlay_draws_over_scene_below(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("stats")
    step(app)
    before = app.screen.copy()
    app.push("pause")
    step(app)
    assert [s.name for s in app.stack.visible()] == ["stats", "pause"]
    box = app.stack.top.box
    table = app.stack.scenes[0].table
    # the stats table beside the pause panel is dimmed; the pause panel itself is light paper
    spot = (table.x + 8, table.bottom - 8)
    assert not box.collidepoint(spot)
    assert sum(app.screen.get_at(spot)[:3]) < sum(before.get_at(spot)[:3]) - 150
    assert sum(app.screen.get_at((box.x + 12, box.centery))[:3]) > 650
    step(app, [key(app, "return")])  # Resume
    assert app.stack.top.name == "stats"


def test_crash_shows_error_screen_and_writes_log(tmp_path, monkeypatch) -> None:
    from game.scenes.menu import MenuScene

    def boom(self, dt):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(MenuScene, "update", boom)
    app = make_app(tmp_path, monkeypatch, frames=10)
    assert app.run("menu") == 1  # headless runs report the crash in the exit status
    assert app.stack.top.name == "error"
    logs = list((tmp_path / "home" / "data" / "crashes").glob("crash-*.log"))
    assert logs and "kaboom" in logs[0].read_text()


def test_error_screen_returns_to_menu(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    app.go("error", message="RuntimeError: kaboom", log_path="/x/crash.log")
    step(app)
    assert "/x/crash.log" in app.stack.top.message
    step(app, [key(app, "return")])
    assert app.stack.top.name == "menu"


def test_notice_toast_for_corrupt_settings(tmp_path, monkeypatch) -> None:
    cfg = tmp_path / "home" / "config"
    cfg.mkdir(parents=True)
    (cfg / "settings.json").write_text("{oops")
    app = make_app(tmp_path, monkeypatch, frames=5)
    assert app.notices and "defaults" in app.notices[0]
    assert app.run("menu") == 0
    assert any(p.name.endswith(".bak") for p in cfg.iterdir())


def test_a_dragged_window_is_laid_out_once_its_size_settles(tmp_path, monkeypatch) -> None:
    """In a real window a drag sends a new size every frame; laying out (and painting a table's art) at each cost
    ≈ 0.3 s a step. The app shows plain felt, ignores clicks on the stale layout, and lays out once for the last
    size when no new one has come for a moment. Headless fast-forward runs (tests, the soak) lay out at once."""
    import time as real_time

    from game import app as app_module
    from game import window as window_module
    from game.app import App, Options

    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, realtime=True, size=(1280, 720)))
    app.go("menu")
    app.step()
    app.draw_frame()
    menu = app.stack.top
    layouts: list[tuple[int, int]] = []
    real_layout = menu.layout
    monkeypatch.setattr(menu, "layout", lambda size: (layouts.append(size), real_layout(size)))
    pg = pygame
    clock = [real_time.perf_counter()]
    monkeypatch.setattr(app_module.time, "perf_counter", lambda: clock[0])
    for w in (1300, 1340, 1400):  # three frames of dragging
        app.step([pg.event.Event(pg.VIDEORESIZE, size=(w, 760), w=w, h=760)], 1 / 60)
        app.draw_frame()
        clock[0] += 0.05
    assert layouts == [], "nothing laid out while the size kept changing"
    quit_button = menu.form.widgets[-1]
    app.step(
        [
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=quit_button.rect.center, button=1),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=quit_button.rect.center, button=1),
        ],
        1 / 60,
    )
    assert app.running, "a click on the stale layout does nothing"
    clock[0] += window_module.RESIZE_SETTLE_S
    app.step()
    app.draw_frame()
    assert layouts == [(1400, 760)] and app.size == (1400, 760)
    assert app.settings["window_size"] == [1400, 760]


def test_closing_the_app_leaves_every_scene_then_silences_the_sound_before_pygame_quits(
    tmp_path, monkeypatch
) -> None:
    """The one way out of pygame (the game's end, the rehearsal child, the benchmarks): quitting pygame with a
    sound still ending can hang or crash the process, so the mixer is closed first (Audio.close halts it)."""
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    app.push("settings")
    step(app)
    calls: list[str] = []
    for scene in app.stack.scenes:
        monkeypatch.setattr(scene, "exit", lambda s=scene: calls.append(f"exit {s.name}"))
    real_close = app.audio.close
    monkeypatch.setattr(app.audio, "close", lambda: calls.append("audio") or real_close())
    real_quit = pygame.quit
    monkeypatch.setattr(pygame, "quit", lambda: calls.append("quit") or real_quit())
    app.audio.play("click")
    app.close()
    assert calls == ["exit settings", "exit menu", "audio", "quit"]
    assert not pygame.mixer.get_init() and not pygame.display.get_init()


def test_the_loop_runs_the_public_test_api(tmp_path, monkeypatch) -> None:
    """``App.step`` / ``draw_frame`` / ``finish`` are the loop's own frame, not a copy: what tests drive is what plays."""
    app = make_app(tmp_path, monkeypatch, frames=3)
    calls: list[str] = []
    real_step, real_draw, real_finish = app.step, app.draw_frame, app.finish

    def counted_step(events=(), dt=1 / 60) -> bool:
        calls.append("step")
        real_step(events, dt)
        return True  # every frame dirty: each one is drawn

    monkeypatch.setattr(app, "step", counted_step)
    monkeypatch.setattr(app, "draw_frame", lambda: calls.append("draw") or real_draw())
    monkeypatch.setattr(app, "finish", lambda: calls.append("finish") or real_finish())
    assert app.run("menu") == 0
    assert calls == ["step", "draw"] * 3 + ["finish"]
    assert app.frame == 3
