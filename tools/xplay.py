"""Play one whole game at a table in a real window, as a person would, and check it reaches its result card.

The game runs in this process with the real video driver (start it under Xvfb: ``xvfb-run -a``); a second
thread looks at what the table shows, chooses a move as a careful beginner would, and clicks it with xdotool:
real X events that reach the table through SDL's queue, exactly like a mouse. Every click waits until the table
is still (no glide, no computer thinking), as a person waits to see the move before theirs.

    xvfb-run -a -s "-screen 0 1920x1080x24" python tools/xplay.py quarto --size 1280x720 --shot /tmp/q.png

Tables: quarto, set-quarto, aces-faces (``--draw-pile`` for the private hands), set (``--hotseat``: two people
who buzz with their keys before they pick; ``--mode chain`` or ``ultra``: Set-Chain, whose previous SET's cards
are clicked in the side column, or UltraSet, four clicks a call), set-puzzle (find every SET of the puzzle), qu4to (``--players
2..5``; ``--hotseat`` gives the second seat to a person too, behind the curtain; ``--coach DIR`` presses Hint on the
first turn of each round and opens "Review round" after each round, keeping PNGs of both in DIR). Study, from the menu on:
study-puzzle (Quarto study → Puzzles, solve one, Next puzzle) and replay (a Quarto game played first, then
Menu → Quarto study → Replay, stepped to its end with Next). ``--shots DIR --every K`` keeps the window as the
player saw it before every K-th of their moves, to look at afterwards. SET: ``--hints N`` asks for a hint (one
card of a SET) before each of the first N calls; ``--review PNG`` clicks the result card's "Review game", walks
the review with the arrow keys and "Costly first", and keeps the window as a PNG.

Prints one line per human move and a summary; exit 0 once the mode's end is on screen (a table's result card,
the next puzzle, the replay's last move), 1 otherwise.
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

WM_CLASS = "QuadrilleXPlay"
QUARTO_TABLES = {"quarto": "classic", "set-quarto": "set", "aces-faces": "aces"}  # table -> piece set
MODES = (*QUARTO_TABLES, "set", "set-puzzle", "qu4to", "study-puzzle", "replay")
BUZZ_XKEYS = ("space", "Return")  # the default buzz keys of the first two seats, as xdotool names them


def _window() -> str:
    for _ in range(100):
        out = subprocess.run(["xdotool", "search", "--class", WM_CLASS], capture_output=True, text=True)
        if out.stdout.strip():
            return out.stdout.split()[0]
        time.sleep(0.1)
    raise SystemExit("xplay: no window appeared (is DISPLAY set? run under xvfb-run)")


class Player:
    """Decides the human seat's next click from the scene's state and layout, and sends it with xdotool."""

    def __init__(
        self,
        app: Any,
        game: str,
        shot: str | None,
        seed: int,
        shots: str | None = None,
        every: int = 5,
        hints: int = 0,
        review: str | None = None,
    ) -> None:
        self.app, self.game, self.shot = app, game, shot
        self.hints, self.review = hints, review
        self.shots, self.every = shots, max(1, every)
        self.rng = random.Random(seed)
        self.wid = ""
        self.moves = 0
        self.done = False
        self.log: list[str] = []
        self.kept: set[int] = set()  # the move numbers already kept as screenshots
        self.hotseat = False  # set: two people buzz before they pick
        self.keys = False  # set: cards picked with their keys (keys on the cards on)
        self.keyed = 0  # set --keys: cards picked by a key press
        self.chain_keyed = 0  # of which Set-Chain's previous SET's, by their digits
        self.played = False  # replay: the Quarto game before it is over
        self.solved: int | None = None  # study-puzzle: the puzzle solved, before Next
        self.give: int | None = None  # study-puzzle: the solution's give after its placement
        self.stuck: dict[str, int] = {}  # how long each screen showed with nothing to click (a dead end)
        self.coach: str | None = (
            None  # qu4to --coach DIR: press Hint, open each round's review, keep PNGs there
        )
        self.hinted: set[int] = set()  # the rounds whose first turn asked for a hint
        self.reviewed: set[int] = set()  # the rounds whose review was opened

    def key(self, name: str) -> None:
        subprocess.run(["xdotool", "key", "--window", self.wid, name])
        time.sleep(0.35)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        x, y = int(pos[0]), int(pos[1])
        subprocess.run(["xdotool", "mousemove", "--window", self.wid, str(x), str(y), "click", str(button)])
        time.sleep(0.35)

    def press(self, label: str) -> bool:
        """Click the enabled button called ``label`` on the screen on top; False when there is none."""
        top = self.app.stack.top
        for w in getattr(getattr(top, "form", None), "widgets", []):
            if w.label == label and w.rect is not None and getattr(w, "enabled", True):
                self.click(w.rect.center)
                return True
        return False

    def finish(self, note: str) -> None:
        """The mode reached its end: note it, keep the window, close."""
        time.sleep(1.0)
        self.log.append(note)
        if self.shot:
            import pygame

            pygame.image.save(self.app.screen.copy(), self.shot)
        self.done = True
        self.app.running = False

    def run(self) -> None:
        self.wid = _window()
        time.sleep(1.0)
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and self.app.running:
            time.sleep(0.25)
            scene = self.app.stack.scenes[0] if self.app.stack.scenes else None
            top = self.app.stack.top
            if scene is None:
                continue
            if self.game in ("study-puzzle", "replay") and (self.game == "study-puzzle" or self.played):
                self.study(top)
                if self.done:
                    return
                continue
            if top is not scene:  # a curtain or a notice over the table: a person reads it and goes on
                if top.name == "qu4to-review":
                    self.read_review(top)
                elif top.name == "curtain":
                    self.click(top.button.center)
                continue
            if scene.result_shown() if hasattr(scene, "result_shown") else False:
                time.sleep(1.5)  # the card settles
                card = scene.result
                last = len(scene.state.history) if self.coach else 0
                if last and last not in self.reviewed:  # the last round's review, from the result card
                    self.reviewed.add(last)
                    self.log.append(f"result card: opening the review of round {last}")
                    self.click(next(b for b in card.buttons if b.label == "Review round").rect.center)
                    continue
                self.log.append(f"result: {card.title} — {card.detail}")
                self.log.append("buttons: " + " / ".join(b.label for b in card.buttons))
                if self.game == "replay":  # the game is kept: now to its replay, through the menu
                    self.played = True
                    menu = next(b for b in card.buttons if b.label == "Menu")
                    self.click(menu.rect.center)
                    continue
                if self.shot:  # the window's surface as it was last shown (the table is still at its card)
                    import pygame

                    pygame.image.save(self.app.screen.copy(), self.shot)
                if self.review:
                    self.open_review(card)
                self.done = True
                self.app.running = False
                return
            drawn = self.app.frame > 30  # (the first frames of a big window may not be on screen yet)
            if self.shots and drawn and self.moves % self.every == 0 and self.moves not in self.kept:
                self.kept.add(self.moves)
                self.save(Path(self.shots) / f"{self.game}-{self.moves:03d}.png")
            method = self.game.replace("-", "_")
            getattr(self, "quarto" if self.game in (*QUARTO_TABLES, "replay") else method)(scene)
        self.app.running = False

    def open_review(self, card: Any) -> None:
        """Click "Review game" on the result card, walk the rows by keys, sort costly first, keep a PNG."""
        button = next(b for b in card.buttons if b.label == "Review game")
        self.click(button.rect.center)
        for _ in range(40):
            if self.app.stack.top.name == "set-review":
                break
            time.sleep(0.1)
        review = self.app.stack.top
        if review.name != "set-review":
            self.log.append("review: did NOT open")
            return
        for _ in range(4):
            self.key("Down")
        self.click(review.buttons["sort"].rect.center)
        self.key("Home")
        time.sleep(0.5)
        rows = review.all_rows()
        self.log.append(f"review: {len(rows)} rows; selected: {rows[review.selected].label}")
        self.log.append("review summary: " + " | ".join(review.summary()))
        if self.review:
            self.save(Path(self.review))

    def save(self, path: Path) -> None:
        """The window as it was last shown."""
        import pygame

        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.screen.copy(), str(path))

    # Quarto: give a piece that hands no win over when one exists; place on a winning hole, else anywhere
    def quarto(self, sc: Any) -> None:
        from game.play.quarto.lookahead import dangerous_gives
        from game.rules.quarto import Give

        if not sc.human_turn() or sc.glides or sc.hints.waiting:
            return
        st = sc.state
        if st.phase == "give":
            pool = [m.piece for m in st.legal_moves() if isinstance(m, Give)]
            safe = [p for p in pool if p not in dangerous_gives(st)] or pool
            piece = self.rng.choice(safe)
            self.log.append(f"{self.moves + 1}. give {sc.session.short_piece(piece)}")
            self.click(sc.places.pool_slot(piece).rect.center)
        else:
            empty = [c for c, p in enumerate(st.board) if p is None]
            win = [c for c in empty if _wins(st, c)]
            cell = (win or [self.rng.choice(empty)])[0]
            self.log.append(f"{self.moves + 1}. place on cell {cell}" + (" (wins)" if win else ""))
            self.click(sc.camera.slots()[cell].pos)
        self.moves += 1

    # SET: when a SET lies on the table and the cards are still, click its three cards one by one
    def set(self, sc: Any) -> None:
        if (sc.picker() is None and not self.hotseat) or sc.flights or sc.calling is not None or sc.arriving:
            return
        if sc.session.since_change < 2.0:  # a person takes a moment to see a SET
            return
        sets = sc.session.sets_on_table()
        if not sets:
            return
        if self.hints > 0 and not sc.session.hint:  # ask for one card of a SET first, and call that SET
            self.hints -= 1
            self.click(sc.hint_button.rect.center)
            self.log.append(f"hint: {sc.session.hint}")
            time.sleep(0.3)
        shown = [s for s in sets if set(sc.session.hint) <= set(s)]
        cards = self.rng.choice(shown or sets)
        if self.hotseat:  # a person buzzes with their key first, then picks
            seat = self.rng.randrange(2)
            self.key(BUZZ_XKEYS[seat])
            if sc.picker() != seat:
                self.log.append(f"{self.moves + 1}. seat {seat + 1} buzzed, but does not hold the buzzer")
                return
            self.log.append(f"{self.moves + 1}. seat {seat + 1} buzzes")
        self.log.append(f"{self.moves + 1}. call {cards}")
        for c in cards:
            rect = sc.view.rects.get(c) or sc.view.mode_panel.rects.get(c)  # Set-Chain: the previous SET's
            if rect is None or not sc.session.pickable(c):
                return  # the table changed under the hand: look again
            if self.keys and self.press_card(sc, c):
                continue
            self.click(rect.center)
        self.moves += 1

    def press_card(self, sc: Any, card: int) -> bool:
        """--keys: pick ``card`` with its key (US QWERTY under Xvfb): the grid's by slot, the previous SET's by
        its digit; False when it has none (a slot past the 21 keys)."""
        from game.scenes.setgame.input import CARD_KEYS, CHAIN_KEYS

        chain = sc.session.chain
        if card in chain:
            self.key(CHAIN_KEYS[chain.index(card)])
            self.keyed += 1
            self.chain_keyed += 1
            return True
        slot = sc.slots.slots.index(card) if card in sc.slots.slots else len(CARD_KEYS)
        if slot >= len(CARD_KEYS):
            return False
        self.key(CARD_KEYS[slot])
        self.keyed += 1
        return True

    def set_puzzle(self, sc: Any) -> None:
        self.set(sc)

    # Study: Menu → Quarto study → Puzzles (solve one with the solution's moves, then Next) or → Replay
    def study(self, top: Any) -> None:
        name = top.name
        if name in ("menu", "study"):
            want = "Quarto study" if name == "menu" else "Puzzles"
            if self.game == "replay" and name == "study":
                rows = getattr(top, "rows", [])
                if rows and rows[0][0].rect is not None and rows[0][0].enabled:
                    self.log.append("study: replay the newest finished game")
                    self.click(rows[0][0].rect.center)
                    return
                self.note_stuck(name, "no finished game to replay")
                return
            if not self.press(want):
                self.note_stuck(name, f"no {want!r} button")
        elif name == "study-puzzles":
            self.puzzle(top)
        elif name == "replay":
            self.replay(top)
        else:
            self.note_stuck(name, "an unexpected screen")

    def note_stuck(self, screen: str, why: str) -> None:
        self.stuck[screen] = self.stuck.get(screen, 0) + 1
        if self.stuck[screen] == 40:  # ten seconds with nothing to do
            self.log.append(f"STUMBLE: {screen}: {why}")

    def puzzle(self, sc: Any) -> None:
        t = sc.trial
        if t is None:  # the puzzles are being made (the first time only)
            if sc.making > 60:
                self.note_stuck("study-puzzles", "the puzzles never came")
            return
        if self.moves == 0 and self.solved is None and not self.log:
            self.log.append(f"puzzles ready after {sc.making:.0f} s: {sc.banner()[0]} — {sc.banner()[1]}")
        if self.solved is not None:
            if sc.current != self.solved and t.result is None:
                self.finish(f"next puzzle open: {sc.banner()[0]} — {sc.banner()[1]}")
            return
        if t.result == "solved":
            self.log.append(f"solved: {sc.banner()[0]} — {sc.banner()[1]}")
            self.solved = sc.current
            time.sleep(1.0)
            if not self.press("Next puzzle"):
                self.log.append("STUMBLE: no Next puzzle button after solving")
            return
        if t.result == "failed":
            self.log.append(f"failed: {t.why}; try again")
            self.press("Try again")
            return
        if not t.players_turn():
            return
        st, lay = t.state, sc.board.laid
        if st.phase == "place":
            sol = t.solution()
            if sol is None:
                self.log.append("STUMBLE: no solution from this position")
                return
            cell, self.give = sol
            self.log.append(f"{self.moves + 1}. place on cell {cell}")
            self.click(lay.cells[cell].rect.center)
        else:
            from game.play.quarto.lookahead import dangerous_gives

            pool = sorted(st.pool)
            piece = self.give if self.give in pool else next(p for p in pool if p not in dangerous_gives(st))
            self.log.append(f"{self.moves + 1}. give piece {piece}")
            self.click(lay.pool_slots[piece].rect.center)
        self.moves += 1

    def replay(self, sc: Any) -> None:
        if sc.game is None:
            self.log.append(f"STUMBLE: the record cannot be shown: {sc.error}")
            self.app.running = False
            return
        if sc.index >= len(sc.moves):
            self.finish(f"replay at its end: {sc.banner()[0]} — {sc.banner()[1]}")
            return
        before = sc.index
        self.press("Next")
        self.moves += 1
        if sc.index == before:
            self.note_stuck("replay", "Next did not step")

    # QU4TO: choose green up; lead or beat with the smallest legal set, else draw or pass
    def qu4to(self, sc: Any) -> None:
        from game.rules.qu4to import Play

        if sc.summary is not None:
            time.sleep(1.0)
            done = sc.state.round_no - 1
            if self.coach and done not in self.reviewed:
                self.reviewed.add(done)
                self.log.append(f"round over: {sc.summary.title}; opening its review")
                self.click(next(b for b in sc.summary.buttons if b.label == "Review round").rect.center)
                return
            self.log.append(f"round over: {sc.summary.title}")
            self.click(sc.summary.buttons[0].rect.center)
            return
        if not sc.my_turn() or sc.flight is not None:
            return
        st = sc.state
        if self.coach and st.phase == "play" and st.round_no not in self.hinted:
            self.hinted.add(st.round_no)
            self.click(sc.hint_button.rect.center)
            for _ in range(80):  # Expert thinks in the worker (≈1 s); the window keeps drawing
                if sc.hints.shown():
                    break
                time.sleep(0.1)
            time.sleep(1.5)  # the note is painted over a few frames
            self.log.append(f"hint: {sc.hints.headline()} — {sc.hints.why}")
            self.save(Path(self.coach) / f"hint-round{st.round_no}.png")
            return
        if st.phase in ("orient", "keep"):
            if sc.keep_buttons[0].rect is None:
                return  # not drawn yet
            self.log.append(f"{self.moves + 1}. {st.phase} green up")
            self.click(sc.keep_buttons[0].rect.center)
        elif st.phase == "play":
            plays = [m for m in st.legal_moves(st.turn) if isinstance(m, Play)]
            if plays:
                move = min(plays, key=lambda m: (len(m.codes), sorted(m.codes)))
                hand = sc.shown_hand()
                used: list[int] = []
                for code in move.codes:
                    i = next(i for i, c in enumerate(hand) if c == code and i not in used)
                    used.append(i)
                    self.click(sc.view.hand_rects[i].center)
                self.log.append(f"{self.moves + 1}. {move}")
                self.click(sc.play_button.rect.center)
            else:
                self.log.append(f"{self.moves + 1}. {'draw' if st.can_draw() else 'pass'}")
                self.click(sc.draw_button.rect.center)
        self.moves += 1

    def read_review(self, review: Any) -> None:
        """The round review over the table: wait for the coach, look at the costliest decision, go back."""
        for _ in range(1200):  # at most two minutes of Expert work
            if not review.working:
                break
            time.sleep(0.1)
        time.sleep(0.8)
        order = review.order()
        if order:
            row = next((r for r, i in review.hits if i == order[0]), None)
            if row is not None:
                self.click(row.center)
        time.sleep(0.8)
        self.log.append("review: " + " | ".join(review.summary()))
        if order:
            self.log.append("  costliest: " + review.all_rows()[order[0]].label)
            self.log.append("  why: " + review.all_rows()[order[0]].detail[0])
        self.save(Path(self.coach or ".") / f"review-round{review.round}.png")
        self.click(review.buttons["back"].rect.center)


def _wins(state: Any, cell: int) -> bool:
    from game.rules.quarto import Place

    probe = state.copy()
    try:
        probe.play(Place(cell))
    except ValueError:
        return False
    out = probe.outcome
    return probe.is_over and out is not None and out.winner is not None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=MODES, help="the table or study screen to play: " + ", ".join(MODES))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--shot", default=None, help="a PNG of the window at the result card")
    parser.add_argument("--shots", default=None, help="a folder for PNGs of the window during the game")
    parser.add_argument("--every", type=int, default=5, help="with --shots: one PNG every K moves")
    parser.add_argument("--players", type=int, default=2, help="qu4to: 2 to 5 seats")
    parser.add_argument(
        "--hotseat", action="store_true", help="set, qu4to: the second seat is a person too (set: buzz keys)"
    )
    parser.add_argument(
        "--coach", default=None, help="qu4to: press Hint and open each round's review; PNGs here"
    )
    parser.add_argument("--draw-pile", action="store_true", help="aces-faces: private hands and a pile")
    parser.add_argument("--hints", type=int, default=0, help="set: ask for a hint before the first N calls")
    parser.add_argument("--review", default=None, help="set: open Review game at the end, a PNG of it")
    parser.add_argument(
        "--mode", choices=("classic", "chain", "ultra"), default="classic", help="set: Set-Chain or UltraSet"
    )
    parser.add_argument(
        "--keys", action="store_true", help="set: pick the cards with their keys, shown on them"
    )
    parser.add_argument("--text", type=int, default=100, help="the Settings text size, in per cent")
    parser.add_argument(
        "--lang", default=None, help="the language to play in (a code of game.i18n.LANGUAGES)"
    )
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ.setdefault("QUADRILLE_HOME", tempfile.mkdtemp(prefix="xplay-"))
    os.environ["QUADRILLE_FIRST_RUN"] = "0"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    from game.app import App, Options
    from game.play.seats import Seat

    w, h = (int(n) for n in args.size.split("x"))
    app = App(Options(size=(w, h), seed=args.seed))
    me, bot = Seat("human", name="Ann"), Seat("computer", args.level)
    options: dict[str, Any] = {}
    if args.game in (*QUARTO_TABLES, "replay"):
        from game.play.quarto.setup import TableSetup

        pieces = QUARTO_TABLES.get(args.game, "classic")
        table = TableSetup(pieces=pieces, seats=[me, bot], first="0", draw_pile=args.draw_pile)
        start, setup = "quarto-table", table.to_json()
    elif args.game in ("set", "set-puzzle"):
        from game.play.setgame.setup import SetSetup

        other = Seat("human", name="Bob") if args.hotseat else bot
        if args.game == "set":
            table = SetSetup(seats=[me, other], mode=args.mode, hotkeys=args.keys)
        else:
            table = SetSetup(seats=[me], mode="puzzle")
        start, setup = "set-table", table.to_json()
    elif args.game == "study-puzzle":
        start, setup = "menu", None
    else:
        from game.play.qu4to.session import Qu4toSetup

        if not 2 <= args.players <= 5:
            parser.error("--players takes 2 to 5")
        others = [Seat("computer", args.level) for _ in range(args.players - 1)]
        if args.hotseat:
            others[0] = Seat("human", name="Bob")
        start, setup = "qu4to-table", Qu4toSetup([me, *others]).to_json()
    if setup is not None:
        options["setup"] = setup
    player = Player(app, args.game, args.shot, args.seed, args.shots, args.every, args.hints, args.review)
    player.hotseat = args.hotseat and args.game == "set"
    player.keys = args.keys and args.game == "set"
    if args.text != 100:
        app.set_text_size(args.text)
    if args.lang:
        app.set_language(args.lang)
    player.coach = args.coach
    thread = threading.Thread(target=player.run, daemon=True)
    thread.start()
    t0 = time.monotonic()
    app.run(start, **options)
    for line in player.log:
        print(line)
    mode = f" ({args.mode})" if args.game == "set" and args.mode != "classic" else ""
    print(
        f"xplay {args.game}{mode} {args.size}: {player.moves} moves "
        + (f"({player.keyed} cards by keys, {player.chain_keyed} by 1 2 3) " if player.keys else "by clicks ")
        + f"in {time.monotonic() - t0:.0f} s; "
        + ("reached its end" if player.done else "did NOT reach its end")
    )
    return 0 if player.done else 1


if __name__ == "__main__":
    sys.exit(main())
