"""What the Join screen remembers for a friend who comes back to it (dropped, or their Quadrille restarted): the
last address they joined, and that table's code while its game goes on. The code belongs to one table: it is
filled in only beside that table's address, and forgotten once the friend has seen that game end (the name is
the ``net_name`` setting, shared with hosting). Kept in the settings (``net_join``); headless, no pygame."""

from __future__ import annotations

from typing import Any

KEY = "net_join"  # game.settings: {"address": …, "code": …, "code_for": the address the code belongs to}
EMPTY = {"address": "", "code": "", "code_for": ""}
MAX_ADDRESS = 64  # the Join screen's address field's limit
MAX_CODE = 16


def valid(value: object) -> bool:
    """The settings' check of ``net_join``: these three short strings and nothing else."""
    return (
        isinstance(value, dict)
        and set(value) == set(EMPTY)
        and all(isinstance(v, str) for v in value.values())
        and len(value["address"]) <= MAX_ADDRESS
        and len(value["code_for"]) <= MAX_ADDRESS
        and len(value["code"]) <= MAX_CODE
    )


def _get(settings: Any) -> dict[str, str]:
    value = settings[KEY]
    return dict(value) if valid(value) else dict(EMPTY)


def recalled(settings: Any) -> tuple[str, str]:
    """The address to fill in, and the code when it is that address's table's (else "")."""
    kept = _get(settings)
    return kept["address"], kept["code"] if kept["code_for"] == kept["address"] else ""


def code_for(settings: Any, address: str) -> str:
    """The code kept for the table at ``address`` ("" for any other table)."""
    kept = _get(settings)
    return kept["code"] if kept["code"] and kept["code_for"] == address.strip() else ""


def remember_address(settings: Any, address: str) -> None:
    """The address a friend tried last (even when nothing answered there): the field's text, as typed."""
    kept = _get(settings)
    kept["address"] = address.strip()[:MAX_ADDRESS]
    settings.set(KEY, kept)


def remember_table(settings: Any, address: str, code: str) -> None:
    """A friend sat at the table at ``address`` with ``code``: both are filled in next time."""
    address = address.strip()[:MAX_ADDRESS]
    settings.set(KEY, {"address": address, "code": code[:MAX_CODE], "code_for": address})


def forget_code(settings: Any, address: str) -> None:
    """The game at ``address`` ended: its code is not filled in again (the address stays)."""
    kept = _get(settings)
    if kept["code"] and kept["code_for"] == address.strip():
        kept["code"], kept["code_for"] = "", ""
        settings.set(KEY, kept)


def dealt_again(settings: Any, address: str, code: str) -> None:
    """A rematch at the table at ``address``, last joined from the Join screen: its code is kept again."""
    kept = _get(settings)
    if kept["address"] == address.strip() and not kept["code"]:
        remember_table(settings, address, code)
