"""--host and --join as issue #43 writes them, between real processes over 127.0.0.1: a whole game under
--headless --autoplay (both exit 0), and every way a join fails — one line on stderr, exit 2, within 20 s."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import cli

ROOT = Path(__file__).resolve().parent.parent
CODE = "ABCDEF"


def free_port() -> int:
    """A port nothing listens on now (port 0 cannot be shared across processes): bound, read, closed."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def game(home: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QUADRILLE_HOME=str(home), QUADRILLE_FIRST_RUN="0", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def hosting(home: Path, spec: str, port: int, *more: str, game_id: str = "quarto") -> subprocess.Popen[str]:
    """A host process, once its table listens (it says so on its first line)."""
    host = game(home, "--host", game_id, "--seats", spec, "--port", str(port), "--code", CODE, *more)
    assert host.stdout is not None
    line = host.stdout.readline()  # bounded: the host prints it or dies (then the line is empty)
    assert line.startswith(f"hosting {game_id}"), (
        line,
        host.stderr.read() if host.poll() is not None else "",
    )
    return host


def finish(proc: subprocess.Popen[str], timeout: float) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"still running after {timeout} s: {err[-2000:]}") from None
    return proc.returncode, out, err


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("quadrille: "), err
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--host", "quarto"], "--host needs --seats"),
        (["--host", "chess", "--seats", "me,friend"], "unknown game 'chess'"),
        (["--host", "quarto", "--seats", "me,friend,friend"], "3 seats given"),
        (["--host", "qu4to", "--seats", "me,computer:hard"], "at least one friend seat"),
        (["--host", "qu4to", "--seats", "me,friend,computer:genius"], "unknown computer level"),
        (["--host", "quarto", "--seats", "me,friend", "--code", "ABC"], "a join code is 6"),
        (["--host", "quarto", "--seats", "me,friend", "--port", "70000"], "a port is 0 to 65535"),
        (["--host", "quarto", "--seats", "me,friend", "--join", "a:1"], "cannot go together"),
        (["--join", "127.0.0.1"], "a table's address looks like"),
        (["--join", "127.0.0.1:47812"], "--join needs --code"),
        (["--seats", "me,friend"], "--seats goes with --host"),
        (["--code", "ABCDEF"], "--code goes with --host or --join"),
        (["--join", "127.0.0.1:47812", "--code", "ABCDEF", "--name", " "], "a name is 1 to 24"),
    ],
)
def test_a_bad_friends_argument_is_one_line_and_exit_2(argv, words, capsys) -> None:
    assert cli.main(argv) == 2
    line = one_line(capsys.readouterr().err)
    assert words in line


def test_nothing_listening_is_one_line_and_exit_2_at_once(tmp_path) -> None:
    began = time.monotonic()
    status, _out, err = finish(game(tmp_path, "--join", f"127.0.0.1:{free_port()}", "--code", CODE), 20)
    assert status == 2 and "nothing is listening" in one_line(err)
    assert time.monotonic() - began < 20


def test_a_listener_that_never_answers_is_one_line_and_exit_2_within_20_s(tmp_path) -> None:
    with socket.socket() as silent:  # the TCP handshake completes, the WebSocket one never does
        silent.bind(("127.0.0.1", 0))
        silent.listen(4)
        began = time.monotonic()
        joiner = game(tmp_path, "--join", f"127.0.0.1:{silent.getsockname()[1]}", "--code", CODE)
        status, _out, err = finish(joiner, 20)
    assert status == 2 and "no answer" in one_line(err)
    assert time.monotonic() - began < 20


def test_a_wrong_code_a_full_table_and_a_taken_port_are_one_line_and_exit_2(tmp_path) -> None:
    port = free_port()
    host = hosting(
        tmp_path / "host", "me,friend", port
    )  # a person's seat: the game waits for them, untouched
    try:
        began = time.monotonic()
        status, _out, err = finish(
            game(tmp_path / "a", "--join", f"127.0.0.1:{port}", "--code", "ZZZZZZ"), 20
        )
        assert status == 2 and "code" in one_line(err).lower()
        assert time.monotonic() - began < 20
        ann = game(tmp_path / "ann", "--join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Ann")
        try:
            assert ann.stdout is not None and ann.stdout.readline().startswith("joined quarto")
            began = time.monotonic()
            bob = game(tmp_path / "bob", "--join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Bob")
            status, _out, err = finish(bob, 20)
            assert status == 2 and "seat is taken" in one_line(err)
            assert time.monotonic() - began < 20
        finally:
            ann.kill()
            ann.communicate()
        status, _out, err = finish(game(tmp_path / "b", "--host", "quarto", "--seats", "me,friend", "--port",
                                        str(port)), 20)  # fmt: skip
        assert status == 2 and str(port) in one_line(err)
    finally:
        host.kill()
        host.communicate()


def play_together(tmp_path: Path, game_id: str, spec: str, timeout: float) -> tuple[str, str]:
    port = free_port()
    host = hosting(tmp_path / "host", spec, port, "--autoplay", "--name", "Hana", game_id=game_id)
    joiner = game(
        tmp_path / "ann", "--autoplay", "--join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Ann"
    )
    try:
        status, out, err = finish(joiner, timeout)
        assert status == 0, err[-3000:]
        assert out.startswith(f"joined {game_id}")
        status, hout, herr = finish(host, timeout)
        assert status == 0, herr[-3000:]
        return out + hout, err + herr
    finally:
        for proc in (host, joiner):
            if proc.poll() is None:
                proc.kill()
                proc.communicate()


def test_a_whole_quarto_game_between_a_host_and_a_joiner_process(tmp_path) -> None:
    play_together(tmp_path, "quarto", "me,friend", 60)


@pytest.mark.slow
def test_a_whole_qu4to_match_between_a_host_and_a_joiner_process(tmp_path) -> None:
    play_together(tmp_path, "qu4to", "me,friend,computer:easy", 90)


@pytest.mark.slow
def test_a_host_killed_mid_game_hosts_its_save_again_and_the_joiner_finishes(tmp_path) -> None:
    port = free_port()
    spec = "me,friend,computer:easy"
    host = hosting(tmp_path / "host", spec, port, "--autoplay", game_id="qu4to")
    joiner = game(
        tmp_path / "ann", "--autoplay", "--join", f"127.0.0.1:{port}", "--code", CODE, "--name", "Ann"
    )
    again = None
    try:
        assert joiner.stdout is not None and joiner.stdout.readline().startswith("joined qu4to")
        time.sleep(4.0)  # a few rounds' worth of moves
        assert host.poll() is None, "the match is still on"
        host.kill()  # as a crash: no goodbye, only the autosave
        host.communicate()
        saves = list((tmp_path / "host").rglob("qu4to*.json"))
        assert saves, list((tmp_path / "host").rglob("*"))
        again = game(tmp_path / "host", "--autoplay", "--host", "qu4to", "--seats", spec)  # its port and code
        assert again.stdout is not None
        assert again.stdout.readline().startswith(
            f"hosting qu4to on port {port}, code {CODE} (the saved game"
        )
        status, _out, err = finish(joiner, 90)
        assert status == 0, err[-3000:]
        status, _out, err = finish(again, 30)
        assert status == 0, err[-3000:]
    finally:
        for proc in (host, joiner, again):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.communicate()


def test_a_whole_set_game_between_a_host_and_a_joiner_process(tmp_path) -> None:
    """SET is real-time: the joiner's stand-in finds SETs on its own screen and calls them while the host's
    computers call theirs; both exit 0 at the end."""
    play_together(tmp_path, "set", "me,friend,computer:easy", 90)
