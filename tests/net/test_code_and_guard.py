"""The join code (no look-alikes, from secrets, compared in constant time) and the host's memory of abuse."""

from __future__ import annotations

import ipaddress
import logging

from game.net import code as join_code
from game.net.addresses import local_addresses
from game.net.guard import Bucket, CodeGuard, Hush, Limits


def test_codes_are_six_characters_without_look_alikes() -> None:
    assert not set("01OILUV") & set(join_code.ALPHABET)
    codes = {join_code.new_code() for _ in range(200)}
    assert len(codes) > 190, "fresh randomness each time"
    assert all(join_code.is_valid(c) and len(c) == 6 for c in codes)


def test_a_typed_code_matches_whatever_its_case_spaces_or_dashes() -> None:
    assert join_code.matches("abc-def", "ABCDEF") and join_code.matches(" ab cd ef ", "ABCDEF")
    assert not join_code.matches("ABCDEG", "ABCDEF") and not join_code.matches("", "ABCDEF")
    assert not join_code.matches("ABCDEF\u00e9", "ABCDEF")
    assert not join_code.is_valid("ABCDE0") and not join_code.is_valid("ABCDE")


def test_five_wrong_codes_in_a_minute_refuse_the_address_for_a_minute() -> None:
    now = [0.0]
    guard = CodeGuard(Limits(), lambda: now[0])
    for _ in range(4):
        assert not guard.wrong_code("10.0.0.9")
        now[0] += 10
    assert not guard.banned("10.0.0.9")
    assert guard.wrong_code("10.0.0.9") and guard.banned("10.0.0.9")
    assert not guard.banned("10.0.0.10"), "only that address"
    now[0] += 59
    assert guard.banned("10.0.0.9")
    now[0] += 2
    assert not guard.banned("10.0.0.9")


def test_wrong_codes_spread_over_more_than_a_minute_are_forgiven() -> None:
    now = [0.0]
    guard = CodeGuard(Limits(), lambda: now[0])
    for _ in range(20):
        assert not guard.wrong_code("10.0.0.9")
        now[0] += 16
    assert not guard.banned("10.0.0.9")


def test_a_friend_may_send_a_burst_then_only_the_rate() -> None:
    now = [0.0]
    bucket = Bucket(rate=2.0, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5
    assert bucket.take() and not bucket.take()
    now[0] += 100
    assert sum(bucket.take() for _ in range(10)) == 3


def test_the_host_shows_addresses_a_friend_can_type() -> None:
    found = local_addresses()
    assert found and len(found) == len(set(found))
    assert all(ipaddress.ip_address(a).version == 4 for a in found)
    assert found == ["127.0.0.1"] or not any(ipaddress.ip_address(a).is_loopback for a in found)


def test_a_flood_of_log_lines_is_held_back_and_counted(caplog) -> None:
    now = [0.0]
    hush = Hush(logging.getLogger("test.hush"), lines=20, window=10.0, clock=lambda: now[0])
    with caplog.at_level(logging.INFO, logger="test.hush"):
        for n in range(25):
            hush.info("refused %d", n)
        assert len(caplog.records) == 20
        now[0] += 10
        hush.info("refused again")
    lines = [r.getMessage() for r in caplog.records]
    assert lines[20:] == ["5 more lines like these were not logged", "refused again"]
