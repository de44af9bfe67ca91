"""python -m game (and the frozen Quadrille executable) → cli.main()."""

from __future__ import annotations

import time

_T0 = time.perf_counter()

if __name__ == "__main__":
    import multiprocessing
    import sys

    multiprocessing.freeze_support()  # bot worker processes in the frozen build
    from game.cli import main

    sys.exit(main(t0=_T0))
