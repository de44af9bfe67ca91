"""Numbers, percentages, times and dates as each language writes them (#30), from the shipped catalogs: one
place (game.i18n) and no locale data at run time."""

from __future__ import annotations

import time

import pytest

from game import i18n
from game.play.stats import rate

NNBSP, NBSP = "\u202f", "\u00a0"
DAY = time.struct_time((2026, 11, 26, 18, 5, 0, 3, 330, 0))

#: code -> (decimal(6.75, 2), percent(0.8), in_seconds(8.44), date(DAY), clock_time(DAY))
EXPECTED = {
    "en": ("6.75", "80%", "8.4 s", "26 Nov 2026", "18:05"),
    "pt_BR": ("6,75", "80%", f"8,4{NBSP}s", "26 nov 2026", "18:05"),
    "es": ("6,75", f"80{NBSP}%", f"8,4{NBSP}s", "26 nov 2026", "18:05"),
    "fr": ("6,75", f"80{NNBSP}%", f"8,4{NBSP}s", "26 nov. 2026", "18:05"),
    "de": ("6,75", f"80{NNBSP}%", f"8,4{NBSP}s", "26. Nov. 2026", "18:05"),
    "it": ("6,75", "80%", f"8,4{NBSP}s", "26 nov 2026", "18:05"),
    "nl": ("6,75", "80%", f"8,4{NBSP}s", "26 nov 2026", "18:05"),
}


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("code", list(EXPECTED))
def test_numbers_and_dates_follow_the_language(code, speak) -> None:
    speak(code)
    got = (
        i18n.decimal(6.75, 2),
        i18n.percent(0.8),
        i18n.in_seconds(8.44),
        i18n.date(DAY),
        i18n.clock_time(DAY),
    )
    assert got == EXPECTED[code]


@pytest.mark.parametrize("code", list(EXPECTED))
def test_the_statistics_win_rate_is_a_percentage_of_the_language(code, speak) -> None:
    speak(code)
    assert rate(3, 1, 0) == EXPECTED[code][1].replace("80", "75")
    assert rate(0, 0, 0) == "–"


def test_a_percentage_keeps_its_decimals_in_the_language(speak) -> None:
    speak("en")
    assert i18n.percent(0.125, 1) == "12.5%"
    speak("de")
    assert i18n.percent(0.125, 1) == f"12,5{NNBSP}%"
