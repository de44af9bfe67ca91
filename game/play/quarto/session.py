"""HEADLESS. The Quarto game behind the table: setup, match, state, undo/redo (from ``TableSession``), and the
words for the banner, the result and the move list. ``to_json``/``from_json`` carry it through a save exactly.
"""

from __future__ import annotations

import logging
import random
import re

from game.i18n import N_, _, language, ngettext, pgettext
from game.jsondoc import JSON
from game.play.quarto.setup import TableSetup
from game.play.quarto.words import by_noun, cell_name, four_pieces, pattern_place, piece_words, short_piece
from game.play.session import TableSession
from game.rules.quarto import Call, Give, Match, Move, Place, QuartoState, WinPattern, parse_move

FORMAT = "quadrille-quarto-table"
NAME_SHORT = 12  # a name in the shortest form of the banner: at most this many letters, the last an ellipsis
log = logging.getLogger(__name__)
#: What a move list is made from: the state, who made each move, the notes and the names.
LinesKey = tuple[QuartoState, tuple[int, ...], tuple[tuple[int, int, str], ...], tuple[str, ...]]


class QuartoSession(TableSession[Move]):
    """A match of Quarto-family games between two seats, as set up on the setup screen."""

    state: QuartoState

    def __init__(self, setup: TableSetup, rng: random.Random | None = None) -> None:
        self.setup = setup
        self.rng = rng or random.Random()
        self.variant = setup.variant()
        self.match = Match(self.variant, self.rng, setup.first_giver(self.rng))
        super().__init__(setup.seats, self.match.new_game())
        self.scored = False
        self.notes: list[tuple[int, int, str]] = []  # (ply, seat, words): undos and redos, for the move list

    @classmethod
    def new(cls, setup: JSON | None, rng: random.Random) -> QuartoSession:
        """A new match of ``setup`` (a setup screen's JSON; the defaults where it is missing or damaged)."""
        return cls(TableSetup.from_json(setup, None), rng)

    @property
    def call_word(self) -> str:
        return self.state.pieces.call_word

    def after_move(self) -> None:
        """Score a finished game in the match, once."""
        if self.state.is_over and not self.scored:
            self.match.finish(self.state)
            self.scored = True

    @property
    def match_over(self) -> bool:
        return self.scored and (self.setup.match == "single" or max(self.match.score) >= self.setup.target())

    def match_winner(self) -> int | None:
        return self.match.leader() if self.match_over else None

    def next_game(self) -> None:
        """The next game of the match (or, when the match is over, a fresh match with the same setup)."""
        if self.match_over:
            first = self.match.next_first_giver
            self.match = Match(self.variant, self.rng, first)
        self.state = self.match.new_game()
        self.redo_moves.clear()
        self.movers = []
        self.notes = []
        self.scored = False

    # words ------------------------------------------------------------------------
    def piece_words(self, piece: int) -> str:
        return piece_words(self.state.pieces, piece)

    def banner(self) -> str:
        """Who does what now, in the players' words."""
        st = self.state
        seat = st.to_move
        if st.is_over or seat is None:  # nobody is to move exactly when the game is over
            return self.result_text(short=True)
        me, other = self.name(seat), self.name(1 - seat)
        if st.phase == "give" or st.hand is None:  # a piece is in hand exactly while placing
            text = by_noun(
                st.pieces, _("{me} — choose a piece for {other}"), _("{me} — choose a card for {other}")
            )
            return text.format(me=me, other=other)
        return _("{me} — place {piece}").format(me=me, piece=self.piece_words(st.hand))

    def banner_forms(self) -> tuple[str, ...]:
        """The banner's line in its forms, longest first: ``banner``, then (choosing a piece) without "for NAME"
        (two seats: it goes to the other), then with the mover's long name cut short; the words of what to do
        are never cut (large text and a long name: docs/playtest-friends.md)."""
        st, full = self.state, self.banner()
        seat = st.to_move
        if st.is_over or seat is None or not (st.phase == "give" or st.hand is None):
            return (full,)
        # TRANSLATORS: the Quarto banner's shorter form of "{me} — choose a piece for {other}" (large text)
        text = by_noun(st.pieces, _("{me} — choose a piece"), _("{me} — choose a card"))
        me = self.name(seat)
        short = me if len(me) <= NAME_SHORT else me[: NAME_SHORT - 1].rstrip() + "…"
        return (full, text.format(me=me), text.format(me=short))

    def match_line(self) -> str:
        """The banner's second line: the match (with its score and game number) and the variant's extra rules."""
        games = self.match.games_played + (0 if self.scored else 1)
        line = self.setup.match_text()
        if self.setup.match != "single":
            score = f"{self.name(0)} {self.match.score[0]} – {self.match.score[1]} {self.name(1)}"
            line += f" · {score} · " + _("game {n}").format(n=games)
        extras = []
        if self.variant.calls == "manual":
            extras.append(pgettext("call a win", "call {call}").format(call=self.call_word))
        if self.variant.squares:
            extras.append(_("2×2 squares"))
        if self.variant.board == "unmarked":
            extras.append(_("unmarked board"))
        return line + (" · " + ", ".join(extras) if extras else "")

    def next_placer_text(self, seat: int) -> str:
        """While a piece is chosen, the other seat's hand area says it places next ("" otherwise)."""
        st = self.state
        if st.phase == "give" and st.to_move is not None and seat == 1 - st.to_move:
            text = by_noun(st.pieces, _("{name} places the next piece"), _("{name} places the next card"))
            return text.format(name=self.name(seat))
        return ""

    def result_text(self, short: bool = False, brief: bool = False) -> str:
        """The result in words; ``short`` names only the first of several winning lines (the banner's width);
        ``brief`` names where the line is and not what it shares, for a banner too narrow for the rest (the
        words at the board's foot and on the result card say what it shares)."""
        out = self.state.outcome
        if out is None:
            return ""
        call = self.call_word
        if out.winner is None:
            if out.missed and brief:
                return _("A draw — nobody called {call}, and the chance has passed").format(call=call)
            if out.missed:  # manual calls: a winning line stood on the board, but nobody called it
                where = self.shared_words(out.missed[0])
                return _("A draw — nobody called {call} on {where}, and the chance has passed").format(
                    call=call, where=where
                )
            return _("A draw — the board is full and no line shares a trait")
        who = self.name(out.winner)
        if out.how == "false call":
            return _("{who} wins — {other} called {call} with nothing to claim").format(
                who=who, other=self.name(1 - out.winner), call=call
            )
        more = len(out.patterns) - 1
        if brief and out.patterns:
            where = pattern_place(out.patterns[0].description) or _("a winning line")
            if more:
                return self._won(out.how, _("{where} and {n} more").format(where=where, n=more), who)
            return self._won(out.how, where, who)
        what = "; ".join(self.shared_words(p) for p in out.patterns) or _("a winning line")
        if short and more > 0:
            what = ngettext("{what} (and {n} more line)", "{what} (and {n} more lines)", more).format(
                what=self.shared_words(out.patterns[0]), n=more
            )
        return self._won(out.how, what, who)

    def _won(self, how: str, what: str, who: str) -> str:
        """ "Ana wins — …", "Ana calls Quarto! — …" or "Ana steals the win — …"."""
        if how == "steal":
            return _("{who} steals the win — {what}").format(who=who, what=what)
        if how == "call":
            return _("{who} calls {call} — {what}").format(who=who, call=self.call_word, what=what)
        return _("{who} wins — {what}").format(who=who, what=what)

    def shared_words(self, pattern: WinPattern) -> str:
        """Words for a winning pattern: "four tall pieces in the top row", "all red in a column"."""
        words = four_pieces(self.state.pieces, pattern.shared)
        where = pattern_place(pattern.description)
        return _("{words} in {where}").format(words=words, where=where) if where else words

    def short_piece(self, piece: int) -> str:
        """A piece's name without "the" and "piece"/"card", for the move list ("tall dark round solid")."""
        return short_piece(self.state.pieces, piece)

    _lines: tuple[LinesKey, list[str]] | None = None  # the last move list, with what it was made from

    def move_lines(self) -> list[str]:
        """The move list, one short line per turn so that it fits the table's column: "3. b2 ← tall dark round
        hollow" once placed, "4. short light round solid given" while it waits in hand; calls, steals and
        undos/redos by name where they happened. Who placed is the plates' and the banner's to say: a name made
        the longest lines wrap at 1280×720. Cells are named only on the fixed board (the unmarked board has no
        coordinates). Kept until the game, its notes, the names or the language change (the table asks for it
        each draw)."""
        key = (self.state, tuple(self.movers), tuple(self.notes), (*self.names(), language()))
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, self._move_lines())
        return list(self._lines[1])

    def _move_lines(self) -> list[str]:
        st = self.state
        size = st.grid_size
        named = self.variant.board == "fixed"
        notes: dict[int, list[str]] = {}
        for ply, seat, text in self.notes:
            notes.setdefault(ply, []).append(note_words(self.name(seat), text))
        lines: list[str] = []
        turn = 0
        given: int | None = None
        last = len(st.history) - 1
        out = st.outcome
        call = self.call_word
        for ply, (move, mover) in enumerate(zip(st.history, self.movers, strict=False)):
            lines += notes.get(ply, [])
            who = self.name(mover)
            if isinstance(move, Give):
                turn += 1
                given = move.piece
                lines.append(_("{turn}. {piece} given").format(turn=turn, piece=self.short_piece(move.piece)))
            elif isinstance(move, Place):
                what = self.short_piece(given) if given is not None else call
                if named:
                    line = _("{turn}. {cell} ← {piece}").format(
                        turn=turn, cell=cell_name(move.cell, size), piece=what
                    )
                else:
                    line = _("{turn}. {piece} placed").format(turn=turn, piece=what)
                if (
                    given is not None
                    and lines
                    and lines[-1] == _("{turn}. {piece} given").format(turn=turn, piece=what)
                ):
                    lines[-1] = line  # the turn's one line: no note came between the give and the place
                else:
                    lines.append(line)
                given = None
            elif isinstance(move, Call):
                won = ply == last and out is not None and out.winner == mover and out.how in ("call", "steal")
                steal = given is not None  # called with a piece in hand, before placing it
                if won and steal:
                    lines.append(_("{who} steals the win with {call}").format(who=who, call=call))
                elif won:
                    lines.append(_("{who} calls {call} and wins").format(who=who, call=call))
                else:
                    lines.append(_("{who}: {call} — nothing to claim").format(who=who, call=call))
        lines += notes.get(len(st.history), [])
        return lines

    # undo / redo with a note in the move list ------------------------------------------
    def undo(self) -> list[Move]:
        seat = self.state.current_player
        undone = super().undo()
        if undone:
            by = self.state.current_player if self.state.current_player in self.humans() else seat
            self._note(by, "takes back", len(undone))
        return undone

    def redo(self) -> list[Move]:
        seat, ply = self.state.current_player, len(self.state.history)
        done = super().redo()
        if done:  # noted before the moves it replayed, which the list shows as they stand
            self._note(seat, "replays", len(done), ply)
        return done

    def _note(self, seat: int | None, verb: str, count: int, ply: int | None = None) -> None:
        now = len(self.state.history)
        self.notes = [(min(p, now), w, t) for p, w, t in self.notes]  # an older note stays, in its order
        words = f"{verb} {count} move{'s' if count > 1 else ''}"
        self.notes.append((now if ply is None else ply, seat if seat is not None else 0, words))

    # saving -----------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "format": FORMAT,
            "setup": self.setup.to_json(),
            "match": self.match.to_json(),
            "state": self.state.to_json(),
            "movers": list(self.movers),
            "redo": [str(m) for m in self.redo_moves],
            "notes": [list(n) for n in self.notes],
        }

    @classmethod
    def from_json(cls, data: JSON, rng: random.Random | None = None) -> QuartoSession:
        """Rebuild exactly what was saved (raises one of ``DAMAGED`` on a damaged save)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("This is not a saved Quarto table.")
        setup = TableSetup.from_json(data["setup"])
        session = cls(setup, rng)
        session.match = Match.from_json(data["match"], session.rng)
        session.state = QuartoState.from_json(data["state"])
        session.movers = [int(m) for m in data.get("movers", [])]
        if len(session.movers) != len(session.state.history):
            session.movers = _replay_movers(session.state)
        session.redo_moves = [parse_move(t) for t in data.get("redo", [])]
        session.notes = [(int(p), int(w), str(t)) for p, w, t in data.get("notes", [])]
        session.scored = session.state.is_over
        return session


def _replay_movers(state: QuartoState) -> list[int]:
    """Who made each move, worked out by undoing on a copy."""
    probe = state.copy()
    out = []
    while probe.history:
        probe.undo()
        out.append(probe.to_move if probe.to_move is not None else 0)
    return out[::-1]


_NOTE = re.compile(r"(takes back|replays) (\d+) moves?")


def note_words(who: str, text: str) -> str:
    """An undo or redo note of the move list, in the language in use (saves keep the English words)."""
    m = _NOTE.fullmatch(text)
    if m is None:
        return f"{who} {text}"
    n = int(m.group(2))
    if m.group(1) == "takes back":
        return ngettext("{who} takes back {n} move", "{who} takes back {n} moves", n).format(who=who, n=n)
    return ngettext("{who} replays {n} move", "{who} replays {n} moves", n).format(who=who, n=n)


def reviewable(session: QuartoSession) -> bool:
    """The coach reviews the fixed board without a draw pile (the result card says so when it cannot)."""
    v = session.state.variant
    return v.board == "fixed" and not v.draw_pile


#: What the result card says under a greyed "Review game".
NOT_REVIEWABLE = N_("Review game: the coach reads only games on the 4×4 board with no draw pile.")
