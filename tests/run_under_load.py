"""Run the README's test command while one CPU-bound process keeps each core busy.

The suite must not depend on wall-clock speed (budgets are steps and sizes; wall clocks are
only generous backstops), and this is how that claim is checked::

    python tests/run_under_load.py            # the whole suite, as in README.md
    python tests/run_under_load.py tests/security -x    # extra pytest arguments

The busy processes run at normal priority (the point is a machine with other work) and are
stopped however pytest ends. The exit status is pytest's.
"""

from __future__ import annotations

import os
import subprocess
import sys

BUSY = "while True:\n    pass\n"


def main(argv: list[str]) -> int:
    cores = len(os.sched_getaffinity(0))
    busy = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(cores)]
    try:
        command = [sys.executable, "-m", "pytest", "-m", "not slow", "-q",
                   "-p", "no:cacheprovider", *argv]
        print(f"{cores} busy processes running; {' '.join(command[1:])}", flush=True)
        return subprocess.call(command)
    finally:
        for proc in busy:
            proc.kill()
            proc.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
