"""Play SET with a friend between two real windows, as two people would: one Quadrille hosts, the other joins by
the typed address and code, and each person buzzes and picks cards on their own screen with real X input.

Each role runs the game in this process with the real video driver, in its own X server and its own
QUADRILLE_HOME (two "machines" that share only 127.0.0.1). A driver thread looks at what its window shows and
clicks and types with xdotool: Menu → Play with friends → Host a table (SET, a name, the port) → the seats (a
person here, A friend) → Open the table → Start once the friend sat; or Menu → Play with friends → Join a table →
the address, the code (read from a file the host's driver writes off its lobby), a name → Join. At the table each
person waits a human moment after the cards change, buzzes with their seat's buzz key, and clicks a SET's cards
(now and then a wrong call, and the joiner asks for a hint once, where the table has hints). Screenshots of the
whole X screen (ImageMagick's ``import -window root``) are kept at each step in --shots.

    Xvfb :91 -screen 0 1600x900x24 &  Xvfb :92 -screen 0 1600x900x24 &
    DISPLAY=:91 python tools/xfriends.py host --port 47150 --code-file /tmp/x/code --shots /tmp/x/host &
    DISPLAY=:92 python tools/xfriends.py join --address 127.0.0.1:47150 --code-file /tmp/x/code --shots /tmp/x/join

``join --drop-after N`` quits the joiner's Quadrille after N of its calls (exit 3); run ``join --rejoin`` then:
it opens Join, checks what is filled in, and presses Join without typing. Loopback only (127.0.0.1); every wait
is bounded (--limit seconds in all). Exit 0 once the result card is on this screen, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

XKEYS = {
    "space": "space",
    "return": "Return",
    "left shift": "Shift_L",
    "right shift": "Shift_R",
    "tab": "Tab",
}


class Person:
    """One person at one window: what they look at is the app's scene, what they do is xdotool input."""

    def __init__(self, app: Any, args: argparse.Namespace) -> None:
        self.app, self.args = app, args
        self.rng = random.Random(args.seed)
        self.wid = ""
        self.log: list[str] = []
        self.shots = Path(args.shots) if args.shots else None
        self.shot_no = 0
        self.done = False
        self.calls = 0
        self.hinted = False
        self.seen_table: tuple[int, ...] = ()
        self.changed_at = time.monotonic()
        self.wait_s = 2.0
        self.exit = 1

    # input and eyes -------------------------------------------------------------------------------------
    def window(self) -> None:
        for _ in range(200):
            out = subprocess.run(
                ["xdotool", "search", "--class", self.args.wm_class], capture_output=True, text=True
            )
            if out.stdout.strip():
                self.wid = out.stdout.split()[0]
                return
            time.sleep(0.1)
        raise SystemExit("xfriends: no window appeared (is DISPLAY set to an X server?)")

    def click(self, pos: tuple[int, int]) -> None:
        x, y = (str(int(v)) for v in pos)
        subprocess.run(["xdotool", "mousemove", "--window", self.wid, x, y, "click", "1"], check=False)
        time.sleep(0.3)

    def key(self, *names: str) -> None:
        subprocess.run(["xdotool", "key", "--window", self.wid, *names], check=False)
        time.sleep(0.25)

    def type(self, text: str) -> None:
        subprocess.run(["xdotool", "type", "--window", self.wid, "--delay", "60", text], check=False)
        time.sleep(0.3)

    def shot(self, what: str) -> None:
        """The whole X screen as the person sees it, numbered in order."""
        if self.shots is None:
            return
        self.shots.mkdir(parents=True, exist_ok=True)
        self.shot_no += 1
        path = self.shots / f"{self.shot_no:02d}-{what}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=False, timeout=30)
        self.log.append(f"screenshot {path}")

    def top(self) -> Any:
        return self.app.stack.top

    def at(self) -> str:
        """The name of the screen on top ("" before the first)."""
        return str(getattr(self.top(), "name", ""))

    def wait(self, check: Any, seconds: float, what: str) -> Any:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.app.running:
            got = check()
            if got:
                return got
            time.sleep(0.1)
        self.log.append(f"STUMBLE: waited {seconds:.0f} s for {what} (on {getattr(self.top(), 'name', '?')})")
        return None

    def press(self, label: str, seconds: float = 10.0) -> bool:
        """Click the enabled widget called ``label`` on the screen on top (waiting until there is one)."""

        def find() -> Any:
            for w in getattr(getattr(self.top(), "form", None), "widgets", []):
                if w.label == label and w.rect is not None and getattr(w, "enabled", True):
                    return w
            return None

        widget = self.wait(find, seconds, f"a {label!r} button")
        if widget is None:
            return False
        self.click(widget.rect.center)
        return True

    def fill(self, field: Any, text: str) -> None:
        """Click a text field, erase what it holds, type ``text`` as a person does."""
        self.click(field.rect.center)
        self.key("End")
        for _ in range(len(field.text)):
            self.key("BackSpace")
        self.type(text)
        if field.text != text:
            self.log.append(f"STUMBLE: typed {text!r} into {field.label!r}, it shows {field.text!r}")

    # the way to the table ---------------------------------------------------------------------------------
    def host(self) -> None:
        a = self.args
        self.wait(lambda: self.at() == "menu", 20, "the menu")
        time.sleep(1.0)
        self.shot("menu")
        self.press("Play with friends")
        self.press("Host a table")
        host = self.wait(lambda: self.top() if self.at() == "friends-host" else None, 10, "Host a table")
        for _ in range(8):
            if host.game == "set":
                break
            self.click(host.game_selector.rect.center)
        self.fill(host.name_field, a.name)
        self.fill(host.port_field, str(a.port))
        self.shot("host-a-table")
        self.press("Choose the seats")
        setup = self.wait(lambda: self.top() if self.at().endswith("setup") else None, 10, "the setup")
        time.sleep(0.8)
        self.shot("seats")
        self.log.append(f"setup: {setup.name}; friends at seats {sorted(setup.friends)}")
        self.press("Open the table")
        lobby = self.wait(lambda: self.top() if self.at() == "friends-lobby" else None, 10, "the lobby")
        if lobby is None or lobby.server is None:
            self.log.append(f"STUMBLE: no lobby server: {getattr(lobby, 'status', '')}")
            return
        time.sleep(0.8)
        self.shot("lobby")
        self.log.append(f"lobby: code {lobby.server.code}, addresses {lobby.addresses}")
        Path(a.code_file).write_text(lobby.server.code)
        if self.wait(lambda: lobby.go_button.enabled, a.limit / 3, "the friend to sit") is None:
            return
        time.sleep(1.0)
        self.shot("lobby-friend-sat")
        self.press("Start")

    def join(self) -> None:
        a = self.args
        self.wait(lambda: self.at() == "menu", 20, "the menu")
        time.sleep(1.0)
        self.press("Play with friends")
        self.press("Join a table")
        join = self.wait(lambda: self.top() if self.at() == "friends-join" else None, 10, "Join a table")
        time.sleep(0.8)
        if a.rejoin:
            self.wait(lambda: join.found, 8, "the table in the list")
            time.sleep(0.5)
            self.log.append(
                "tables listed: " + "; ".join(f"{t.host}: {join._table_line(t)}" for t in join.found)
            )
            self.shot("join-again")
            filled = (join.address_field.text, join.code_field.text, join.name_field.text)
            self.log.append(
                f"join screen filled in: address {filled[0]!r}, code {filled[1]!r}, name {filled[2]!r}"
            )
        else:
            self.shot("join")
            self.fill(join.address_field, a.address)
            code_file = Path(a.code_file)
            if (
                self.wait(lambda: code_file.exists() and code_file.read_text().strip(), 60, "the code")
                is None
            ):
                return
            self.fill(join.code_field, code_file.read_text().strip())
            self.fill(join.name_field, a.name)
            self.shot("join-typed")
        self.press("Join")

    # the table ------------------------------------------------------------------------------------------
    def table(self) -> Any:
        scene = self.app.stack.scenes[0] if self.app.stack.scenes else None
        return scene if scene is not None and hasattr(scene, "session") and hasattr(scene, "slots") else None

    def seat(self, sc: Any) -> int:
        guest = sc.drivers.guest
        return guest.seat if guest is not None else sc.humans()[0]

    def play(self) -> None:
        a = self.args
        sc = self.wait(self.table, 60, "the SET table")
        if sc is None:
            return
        time.sleep(1.5)
        self.shot("table")
        deadline = time.monotonic() + a.limit
        mid_shot = False
        while time.monotonic() < deadline and self.app.running:
            time.sleep(0.15)
            sc = self.table()
            if sc is None:
                continue
            if sc.ending.shown:
                time.sleep(2.0)
                card = sc.ending.card
                self.log.append(f"result: {card.title} — {card.detail}")
                self.log.append("scores: " + " | ".join(f"{t} ({n})" for t, n in card.scores))
                self.log.append(f"footnote: {card.footnote}")
                self.shot("result")
                self.done, self.exit = True, 0
                return
            if self.app.stack.top is not sc:  # a notice or a menu over the table: read it, go on
                if self.at() == "lesson-offer":  # the first time at a SET table: not now
                    self.shot("lesson-offer")
                    self.press("Not now")
                continue
            s = sc.session
            guest = sc.drivers.guest
            if guest is not None and (guest.moves < 0 or guest.waiting):
                continue
            if tuple(s.table) != self.seen_table:
                self.seen_table, self.changed_at = tuple(s.table), time.monotonic()
                self.wait_s = self.rng.uniform(a.pace, a.pace * 2.2)
            if not mid_shot and s.deck_size < 45:
                mid_shot = True
                self.shot("mid-game")
            self.turn(sc, self.seat(sc))
            if a.drop_after and self.calls >= a.drop_after:
                self.shot("before-quitting")
                self.log.append(f"quitting after {self.calls} calls (--drop-after)")
                self.exit = 3
                return

    def turn(self, sc: Any, seat: int) -> None:
        s = sc.session
        if s.is_over or sc.flights or sc.arriving or s.locked(seat) or s.buzzer not in (None, seat):
            if s.buzzer not in (None, seat) and self.rng.random() < 0.05:
                self.shot(f"buzzer-held-by-seat{s.buzzer + 1}")
            return
        if time.monotonic() - self.changed_at < self.wait_s:  # a person takes a moment to see a SET
            return
        sets = s.sets_on_table()
        if not sets:
            return
        if not self.hinted and self.args.hint and s.setup.hints and sc.hint_button.enabled is not False:
            self.hinted = True
            if s.buzzer == seat or not s.hot_seat:
                self.click(sc.hint_button.rect.center)
                self.log.append(f"hint asked: {s.hint}")
        if s.hot_seat and s.buzzer is None:
            name = sc.input.buzz_key(seat)  # the key this seat's plate names on this screen
            self.key(XKEYS.get(name, name))
            held = self.wait(lambda: sc.session.buzzer is not None, 2.0, "the buzzer")
            if not held or sc.session.buzzer != seat:
                self.log.append(f"buzzed, but seat {sc.session.buzzer} holds the buzzer")
                return
            if not self.hinted and self.args.hint and s.setup.hints:
                self.hinted = True
                self.click(sc.hint_button.rect.center)
                self.log.append(f"hint asked: {s.hint}")
        sets = sc.session.sets_on_table()
        if not sets:
            return
        cards = list(self.rng.choice(sets))
        wrong = self.rng.random() < self.args.wrong
        if wrong:  # a person errs now and then: the last card is not the one that makes the SET
            spare = [c for c in s.table if c not in cards]
            cards[-1] = self.rng.choice(spare)
        self.log.append(f"call {self.calls + 1}: {'wrong ' if wrong else ''}{cards}")
        for card in cards:
            rect = sc.view.rects.get(card)
            if rect is None or not sc.session.pickable(card) or sc.session.buzzer not in (None, seat):
                self.log.append("the table changed under the hand")
                return
            self.click(rect.center)
        self.calls += 1
        self.changed_at = time.monotonic()

    def run(self) -> None:
        try:
            self.window()
            if self.args.role == "host":
                self.host()
            else:
                self.join()
            self.play()
        except (
            AttributeError,
            TypeError,
            ValueError,
            LookupError,
            OSError,
            subprocess.SubprocessError,
        ) as exc:
            self.log.append(f"driver failed: {exc!r}")
        finally:
            if self.args.role == "host" and self.done:
                time.sleep(self.args.linger)  # the friend's screen shows its own result card
            self.app.running = False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("role", choices=("host", "join"))
    parser.add_argument("--port", type=int, default=47150, help="host: the port typed on Host a table")
    parser.add_argument("--address", default="127.0.0.1:47150", help="join: the address typed")
    parser.add_argument("--code-file", required=True, help="the host's driver writes the lobby's code here")
    parser.add_argument("--name", default=None)
    parser.add_argument("--shots", default=None, help="a folder for screenshots of the X screen")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=1.6, help="seconds a person looks before buzzing")
    parser.add_argument("--wrong", type=float, default=0.1, help="the share of calls made wrong on purpose")
    parser.add_argument("--hint", action="store_true", help="ask for a hint once (where the table has hints)")
    parser.add_argument("--drop-after", type=int, default=0, help="join: quit after N calls (exit 3)")
    parser.add_argument("--rejoin", action="store_true", help="join: press Join with what the screen filled")
    parser.add_argument("--limit", type=float, default=420.0, help="seconds for the whole game at most")
    parser.add_argument("--linger", type=float, default=10.0, help="host: seconds its result card stays")
    args = parser.parse_args()
    if not args.address.startswith(("127.0.0.1:", "[::1]:", "localhost:")):
        parser.error("loopback only: --address 127.0.0.1:PORT")
    args.name = args.name or ("Ann" if args.role == "host" else "Bob")
    args.wm_class = f"QuadrilleFriends{args.role.title()}"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = args.wm_class
    os.environ.setdefault("QUADRILLE_HOME", tempfile.mkdtemp(prefix=f"xfriends-{args.role}-"))
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ.setdefault("QUADRILLE_DISCOVERY_LOOPBACK", "1")  # tables announced and looked for on 127.0.0.1
    from game.app import App, Options

    w, h = (int(n) for n in args.size.split("x"))
    app = App(Options(size=(w, h), seed=args.seed))
    person = Person(app, args)
    threading.Thread(target=person.run, name="xfriends-person", daemon=True).start()
    t0 = time.monotonic()
    app.run("menu")
    for line in person.log:
        print(line)
    print(f"xfriends {args.role}: {person.calls} calls in {time.monotonic() - t0:.0f} s; "
          + ("reached the result card" if person.done else "did NOT reach the result card"))  # fmt: skip
    return person.exit


if __name__ == "__main__":
    from multiprocessing import freeze_support

    freeze_support()
    sys.exit(main())
