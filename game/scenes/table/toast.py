"""The table's toast: the line it shows for a few seconds to say what just happened (a refusal, a call, a hint)."""

from __future__ import annotations


class TableToast:
    """Owns the line and how long it has left; ``shown`` is what a view draws ("" once its time is up)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds  # how long a line stays unless said otherwise
        self.text = ""
        self.left = 0.0

    @property
    def shown(self) -> str:
        return self.text if self.left > 0 else ""

    def say(self, text: str, seconds: float | None = None) -> None:
        self.text, self.left = text, self.seconds if seconds is None else seconds

    def hush(self) -> None:
        """The line is stale (the position it spoke of is gone)."""
        self.left = 0.0

    def tick(self, dt: float) -> bool:
        """Count ``dt`` off; True in the frame its time runs out."""
        if self.left <= 0:
            return False
        self.left -= dt
        return self.left <= 0
