"""The QU4TO banner and plates (#29): the banner never lags the plates (a frame that repainted a changed seat's
plate while the banner still said the last turn's words looked, at 1920x1080, like two tables at once), and no
plate says "leads" once the match is over."""

from __future__ import annotations

from helpers import qu4to_table, step

from game.play.seats import Seat


def test_a_new_banner_is_painted_in_the_frame_that_asks_for_it(tmp_path, monkeypatch) -> None:
    seats = [Seat("computer", "easy") for _ in range(4)]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats, size=(1920, 1080))
    regions = scene.view.regions
    frame: list[str] = []
    update, drain, through = regions.update, regions.drain, regions.drain_through

    def traced_update(*args, **kw):
        frame.clear()
        return update(*args, **kw)

    def traced_drain(*args, **kw):
        names = drain(*args, **kw)
        frame.extend(names)
        return names

    def traced_through(
        *args, **kw
    ):  # what shows with the banner, painted in its frame (joined where cheaper)
        names = through(*args, **kw)
        frame.extend(names)
        return names

    monkeypatch.setattr(regions, "update", traced_update)
    monkeypatch.setattr(regions, "drain", traced_drain)
    monkeypatch.setattr(regions, "drain_through", traced_through)
    monkeypatch.setattr(regions, "BUDGET_S", 0.0)  # a slow machine: one area a frame, the least there is
    asked = changed = 0
    while changed < 6 and asked < 2000:
        was = dict(regions.shown)
        step(app, frames=1)
        asked += 1
        if regions.shown.get("banner") != was.get("banner") and was.get("banner") is not None:
            changed += 1
            assert "banner" in frame, f"the banner {regions.shown['banner'][1]!r} waited for a later frame"
            # every plate that changed with it is painted in its frame too (in any order: one frame shows them)
            seats = {n for n, shown in regions.shown.items() if n.startswith("seat") and shown != was.get(n)}
            assert seats <= set(frame), f"{sorted(seats - set(frame))} waited for a later frame"
    assert changed >= 6, "the computers played on and the banner changed"


def test_no_plate_says_leads_once_the_match_is_over(tmp_path, monkeypatch) -> None:
    """Seen at the end of a five-seat match at 1024x640: "Computer 3 · Easy · leads" beside the match's card."""
    seats = [Seat("human", name="Ann")] + [Seat("computer", "easy") for _ in range(2)]
    app, scene = qu4to_table(tmp_path, monkeypatch, seats)
    st = scene.state
    st.leader = 1
    assert scene.view._role(1).endswith("· leads"), "in play the leader's plate says so"
    st.phase = "over"
    assert "leads" not in scene.view._role(1)
