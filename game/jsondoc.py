"""The one name for a JSON document the game reads or writes (saves, settings, records, analyses, job results).

Its values really are arbitrary until a reader checks them: this alias is the one place they may be.
"""

from __future__ import annotations

from typing import Any, TypeAlias

JSON: TypeAlias = dict[str, Any]
