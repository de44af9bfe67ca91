"""The shared one-line-error parser: every entry point turns a bad argument into one stderr line and status 2."""

from __future__ import annotations

import argparse

import pytest

from game import bench, cli, cliargs, sim
from game.ai import __main__ as ai_main

ENTRY_POINTS = {
    "quadrille": (cli.main, ["--frames", "0"]),
    "game.sim": (sim.main, ["quarto", "--games", "-1"]),
    "game.ai": (ai_main.main, ["quarto", "................:0", "--budget", "nan"]),
    "game.bench": (bench.main, ["no-such-benchmark"]),
}


@pytest.mark.parametrize("prog", sorted(ENTRY_POINTS))
def test_every_entry_point_reports_a_bad_argument_in_one_line(prog, capsys) -> None:
    main, argv = ENTRY_POINTS[prog]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{prog}: ") and captured.err.count("\n") == 1


def test_the_entry_points_share_one_parser_class() -> None:
    assert isinstance(cli.build_parser(), cliargs.Parser)
    assert isinstance(sim.build_parser(), cliargs.Parser)


def test_parser_raises_instead_of_exiting() -> None:
    parser = cliargs.Parser(prog="x")
    parser.add_argument("--n", type=cliargs.positive_int)
    with pytest.raises(cliargs.UsageError, match="expected a positive number, not 0"):
        parser.parse_args(["--n", "0"])
    with pytest.raises(cliargs.UsageError, match="unrecognized arguments"):
        parser.parse_args(["--m"])


def test_usage_failure_prints_one_line_even_for_a_multi_line_message(capsys) -> None:
    assert cliargs.usage_failure("tool", "first\nsecond") == 2
    assert capsys.readouterr().err == "tool: first second\n"


@pytest.mark.parametrize(
    ("helper", "text", "value"),
    [
        (cliargs.whole_number, "-4", -4),
        (cliargs.positive_int, "1", 1),
        (cliargs.non_negative_float, "0", 0.0),
        (cliargs.non_negative_float, "2.5", 2.5),
    ],
)
def test_type_helpers_accept(helper, text, value) -> None:
    assert helper(text) == value


@pytest.mark.parametrize(
    ("helper", "text"),
    [
        (cliargs.whole_number, "1.5"),
        (cliargs.positive_int, "0"),
        (cliargs.positive_int, "many"),
        (cliargs.non_negative_float, "-0.1"),
        (cliargs.non_negative_float, "nan"),
        (cliargs.non_negative_float, "inf"),
        (cliargs.non_negative_float, "soon"),
    ],
)
def test_type_helpers_refuse(helper, text) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        helper(text)


@pytest.mark.parametrize(
    "argv",
    [
        ["set-puzzle", "--count", "99999999999"],
        ["quarto", "--games", "1000001"],
        ["set", "--games", "1000001"],
        ["qu4to", "--games", "100001"],
    ],
)
def test_every_simulation_count_has_a_bound(argv, capsys) -> None:
    assert sim.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "expected at most" in err


def test_a_record_folder_that_is_a_file_is_refused_in_one_line(tmp_path, capsys) -> None:
    taken = tmp_path / "taken"
    taken.write_text("not a folder", encoding="utf-8")
    assert sim.main(["qu4to", "--games", "1", "--record", str(taken)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a file, not a folder" in err
    assert sim.main(["qu4to", "--games", "1", "--record", str(tmp_path / "new" / "records")]) == 0
    assert len(list((tmp_path / "new" / "records").glob("*.txt"))) == 1, "a missing folder is made"
