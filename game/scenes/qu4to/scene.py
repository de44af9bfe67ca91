"""The QU4TO table: turns clicks and keys into Orient / Play / Rotate / Draw / Keep moves, runs the computer seats
at a pace people can follow, hides hands between hot-seat players, and shows the round and match summaries.

It decides no rule: every move goes through the session (the rules engine). The scene owns the match in play and
its moments (the selection, the flight of a played set, the summaries); ``Qu4toInput`` owns the keyboard and the
mouse; ``Qu4toView`` owns the layout, the caches and the drawing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game import resources
from game.i18n import N_, _
from game.play.history_records import keep_qu4to_game
from game.play.qu4to.session import Qu4toSession, describe, verdict
from game.play.said import Said
from game.play.table_stats import Finished, qu4to_record
from game.rules.qu4to import Draw, Keep, Move, Orient, Pass, Play, Qu4toState, Rotate
from game.rules.qu4to.cards import QU4TO
from game.rules.qu4to.scoring import points_of_last_move
from game.scenes.qu4to import cards
from game.scenes.qu4to.hand import HandOrder
from game.scenes.qu4to.hints import Qu4toHints
from game.scenes.qu4to.input import Qu4toInput
from game.scenes.qu4to.points import log_lines
from game.scenes.qu4to.view import Qu4toView
from game.scenes.table.anim import AUTOPLAY_NEXT_S, GLIDE_S
from game.scenes.table.autosave import own_game_kept
from game.scenes.table.result_card import ResultCard
from game.scenes.table.scene import TableScene
from game.ui.widgets import Button

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

BOT_PACE_S = 0.75  # a computer's move follows the last move by at least this (normal speed): ≈0.6–1 s a turn


class Qu4toTableScene(TableScene[Qu4toSession, Move]):
    name = "qu4to-table"
    view: Qu4toView
    input: Qu4toInput
    session_type = Qu4toSession
    game_noun = "match"
    autoplay_speed = 3.0
    message_s = 3.0

    def build(self) -> None:
        self.summary: ResultCard | None = None  # the round summary, shown until dismissed
        self.summary_round = 0  # the round it sums up
        self.summary_t = 0.0
        self.selected: list[int] = []  # indexes into the shown hand
        self.hand = HandOrder()  # sorted, or as the player dragged the cards
        self.flight: dict[str, Any] | None = None  # the last played set gliding to the centre
        self.since_move = 0.0
        self.log: list[str] = [
            self._round_heading()
        ]  # (Said lines: drawn in the language of the moment)  # the move list, a heading at each round's start
        self.rounds_seen = self.state.round_no
        self.view = Qu4toView(self)
        self.input = Qu4toInput(self)
        # (labels are marked msgids: the buttons translate them when drawn)
        self.play_button = Button(N_("Play"), self.play_selected, primary=True, size=20)
        self.rotate_button = Button(N_("Rotate (R)"), self.rotate_selected, size=16)
        self.draw_button = Button(N_("Draw (D)"), self.draw_card, size=16)
        self.sort_button = Button(N_("Sort (S)"), self.toggle_sort, size=16)
        self.keep_buttons = [
            Button(N_("Green up (G)"), lambda: self.choose_up(0), primary=True, size=18),
            Button(N_("Blue up (B)"), lambda: self.choose_up(1), primary=True, size=18),
        ]
        self.menu_button = Button(N_("Menu"), self.pause_menu, size=16)
        self.hints = Qu4toHints(self, inline=self.fast)  # Expert's suggestion for the person's seat
        self.hint_button = Button(N_("Hint (H)"), self.ask_hint, size=16)

    # lifecycle ------------------------------------------------------------
    def exit(self) -> None:
        super().exit()
        self.hints.close()

    def resume(self) -> None:
        self.view.repaint_all()

    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        self.view.layout(size)
        cards.reword(self)  # a language switch lays the table out again

    @property
    def state(self) -> Qu4toState:
        return self.session.state

    # seats ---------------------------------------------------------------------------
    def to_act(self) -> int | None:
        return self.state.turn

    def bottom_seat(self) -> int:
        """The seat whose hand lies along the bottom: a joiner's own, the one human, the hot-seat player, or 0."""
        if self.drivers.home is not None:
            return self.drivers.home
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        if len(humans) > 1:
            if self.viewer is not None:
                return self.viewer
            turn = self.state.turn
            return turn if turn in humans else humans[0]
        return 0

    def hand_visible(self) -> bool:
        """Face up: in hot-seat only on its player's turn, once they lifted the curtain (not while computers play)."""
        if len(self.humans()) > 1:
            return self.viewer is not None and self.viewer == self.bottom_seat() == self.state.turn
        return True

    def my_turn(self) -> bool:
        st = self.state
        return (
            not st.is_terminal
            and not self.bot_seat(st.turn)
            and st.turn == self.bottom_seat()
            and self.hand_visible()
            and self.summary is None
        )

    def can_hint(self) -> bool:
        """A hint is offered on the person's own turn while nothing is open over the table."""
        return not self.autoplaying and self.my_turn() and self.on_top and self.result is None

    def ask_hint(self) -> None:
        if self.hints.ask():
            self.view.invalidate()

    def arranging(self) -> bool:
        """The player at the bottom may drag their cards into order (their hand is face up)."""
        return not self.autoplaying and self.hand_visible() and not self.bot_seat(self.bottom_seat())

    def shown_hand(self) -> list[int]:
        """The bottom seat's held cards in the chosen order."""
        seat = self.bottom_seat()
        return self.hand.shown(seat, self.state.hand_codes(seat))

    @property
    def sort_mode(self) -> str:
        return self.hand.sort_mode

    def selected_codes(self) -> list[int]:
        hand = self.shown_hand()
        return [hand[i] for i in self.selected if i < len(hand)]

    def verdict(self) -> tuple[Play | None, str]:
        return verdict(self.state, self.bottom_seat(), self.selected_codes())

    # actions -------------------------------------------------------------------------
    def toggle(self, index: int) -> None:
        if not self.my_turn() or self.state.phase != "play":
            return
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self.app.audio.play("click")
        self.view.invalidate()

    def move_card(self, i: int, j: int) -> None:
        """The player dragged the card at ``i`` to place ``j``; the selection follows its cards."""
        seat = self.bottom_seat()
        perm = self.hand.move(seat, self.state.hand_codes(seat), i, j)
        self.selected = [perm.index(k) for k in self.selected if k < len(perm)]
        self.app.audio.play("click")
        self.view.invalidate()

    def play_selected(self) -> None:
        move, why = self.verdict()
        if move is None:
            self.say(why)
            self.app.audio.play("error")
            return
        self.play(move)

    def rotate_selected(self, code: int | None = None) -> None:
        if code is None:
            codes = self.selected_codes()
            if len(codes) != 1:
                self.say(_("Select one card to rotate (or right-click it)"))
                self.app.audio.play("error")
                return
            code = codes[0]
        if code >= QU4TO * 2:
            self.say(_("A QU4TO 4 cannot be rotated"))
            self.app.audio.play("error")
            return
        self.play(Rotate(code))

    def draw_card(self) -> None:
        st = self.state
        self.play(Draw() if st.can_draw() else Pass())

    def choose_up(self, up: int) -> None:
        phase = self.state.phase
        if phase == "orient":
            self.play(Orient(up))
        elif phase == "keep":
            self.play(Keep(up))

    def toggle_sort(self) -> None:
        self.hand.toggle_sort()
        self.selected.clear()
        self.app.audio.play("click")
        self.view.invalidate()

    def person_seat(self, move: Move) -> int | None:
        """The person plays for the seat whose hand lies face up at the bottom, on its turn."""
        seat = super().person_seat(move)
        return seat if seat == self.bottom_seat() else None

    def apply(self, move: Move, seat: int) -> None:
        """``move`` for ``seat``, with its sound, its glide and its line in the move list."""
        table_before = self.state.table
        lines_before = len(self.state.log or ())
        self.session.play(move, seat)
        self.selected.clear()
        if isinstance(move, Rotate):
            self.hand.rotated(seat, move.code)
        self.since_move = 0.0
        self.toast.hush()  # a message about the last position is stale now
        who = self.session.name(seat)
        scored = points_of_last_move(self.state, lines_before)  # a QU4TO point, emptying the hand: marked
        self.log.extend(log_lines(who, describe(who, move, table_before), scored))
        if isinstance(move, Play):
            self.app.audio.play("place")
            if self.speed() > 0:
                self.flight = {
                    "seat": seat,
                    "codes": move.codes,
                    "t": 0.0,
                    "dur": GLIDE_S * 1.6 / self.speed(),
                }
        else:
            self.app.audio.play("give" if isinstance(move, Draw | Keep) else "click")

    def next_turn(self) -> None:
        """The next seat's turn, or, when the move ended a round, the round's summary."""
        ended = self.rounds_seen
        if self.state.round_no == ended:
            self.turn_started()
            return
        self.rounds_seen = self.state.round_no
        self.log.append(self._round_heading())
        self._round_over(ended)

    def _round_heading(self) -> str:
        return Said(N_("— Round {n} —"), n=self.state.round_no)

    def turn_started(self) -> None:
        super().turn_started()
        st = self.state
        humans = self.humans()
        if len(humans) > 1 and not st.is_terminal and st.turn in humans and st.turn != self.viewer:
            self.selected.clear()  # nothing of the next player's hand is drawn before they confirm
            self.view.invalidate()
            self.raise_curtain(st.turn)

    def _round_over(self, round_no: int) -> None:
        self.summary, self.summary_round = cards.summary_card(self, round_no), round_no
        self.summary_t = 0.0
        self.app.audio.play("success")
        self.save_game(soon=True)

    def review_round(self, round_no: int) -> None:
        """The coach's review of the person's decisions in ``round_no`` (a scene over the table)."""
        self.app.push(
            "qu4to-review",
            text=self.state.record(),
            players=self.session.names(),
            round=round_no,
            seat=self.bottom_seat(),
            hints=dict(self.session.hinted),
        )

    def next_round(self) -> None:
        self.summary = None
        self.view.invalidate()
        self.turn_started()

    def keep_in_history(self) -> None:
        keep_qu4to_game(resources.data_dir(), self.session)

    def stats_details(self) -> Finished:
        return qu4to_record(self.session, self.hints.used)

    def result_card(self) -> ResultCard:
        return cards.match_card(self)

    @property
    def result(self) -> ResultCard | None:
        return self.summary if self.summary is not None else (self.ending.card if self.ending.shown else None)

    def rematch(self) -> None:
        """After today's challenge the rematch is an ordinary game, asked first over one left unfinished."""
        if not own_game_kept(self, super().rematch):
            super().rematch()

    def reset_moments(self) -> None:
        super().reset_moments()
        self.summary, self.flight = None, None
        self.hints.reset()
        self.selected.clear()
        self.log = [self._round_heading()]
        self.rounds_seen = self.state.round_no

    def new_setup(self) -> None:
        """QU4TO's setup screen opens on this table's seats."""
        self.cancel_bots()
        self.app.go(self.game_key, setup=self.session.setup.to_json())

    def say(self, text: str, seconds: float | None = None) -> None:
        super().say(text, seconds)
        self.view.invalidate()

    def message_gone(self) -> None:
        self.view.invalidate()

    # per frame -----------------------------------------------------------------------------
    def advance(self, dt: float) -> bool:
        moving = False
        self.since_move += dt
        if self.hints.update():  # an answer came (or went stale): paint it this frame
            self.view.invalidate()
            moving = True
        if self.flight is not None:
            self.flight["t"] += dt
            if self.flight["t"] >= self.flight["dur"]:
                self.flight = None
                self.view.invalidate()
            moving = True
        return moving

    def acting_seats(self) -> list[int]:
        return [] if self.summary is not None else super().acting_seats()

    def after_moves(self, dt: float) -> bool:
        """The round's summary stays until dismissed (under --autoplay, a moment)."""
        if self.summary is not None:
            self.summary_t += dt
            if self.autoplaying and self.summary_t > AUTOPLAY_NEXT_S / 2:
                self.next_round()
        return False

    def position(self) -> Qu4toState:
        return self.state

    def ready(self, seat: int) -> bool:
        """Nothing flies, and the last move was seen a moment (computers keep a pace people can follow)."""
        speed = self.speed()
        return self.flight is None and (speed == 0 or self.since_move >= BOT_PACE_S / speed)
