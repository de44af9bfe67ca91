"""The join code a host shows and a friend types: six characters from an alphabet without look-alikes."""

from __future__ import annotations

import hmac
import secrets

# no 0/O, 1/I/L, nor U/V: a code read aloud or off a screen is typed right the first time
ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"
LENGTH = 6


def new_code() -> str:
    """A fresh code from the system's cryptographic randomness (never the game's seeded RNG)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalize(text: str) -> str:
    """What a person typed, as the code it means: case, spaces and dashes do not count."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def is_valid(text: str) -> bool:
    """Whether a (normalized) text could be a code at all, e.g. one given on the command line."""
    return len(text) == LENGTH and all(ch in ALPHABET for ch in text)


def matches(given: str, code: str) -> bool:
    """Compare in constant time, so the time an answer takes tells a guesser nothing."""
    return hmac.compare_digest(normalize(given).encode("utf-8"), code.encode("utf-8"))
