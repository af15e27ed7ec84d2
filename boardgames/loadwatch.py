"""How loaded the machine was while a figure of `boardgames bench` was measured.

A figure timed by the wall clock (an autosave's snapshot, Hard's simulations within its two
seconds) reads a busy machine as a slow program: a 2 ms snapshot printed as 128 ms because the
measuring thread waited for a core. Every figure is therefore given its conditions: the CPU
time of the measuring thread beside the wall time it took, and the load average (runnable
threads, over the last minute, per core of this process). `verdict` says from those numbers
alone whether the figure was taken on a loaded machine; it is a pure function, so its rule is
tested on numbers and never on a real machine's state.
"""
from __future__ import annotations

import os
import time

#: more threads waiting to run than there are cores (the bench's own thread counts as one)
LOAD_PER_CORE = 1.0
#: the measuring thread was on a core for less than this share of the wall time it measured
CPU_SHARE = 0.8


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):      # macOS and Windows have no affinity call
        return max(1, os.cpu_count() or 1)


def load_avg() -> list[float] | None:
    """The 1-, 5- and 15-minute load averages; None where the system keeps none (Windows)."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def verdict(load_per_core: float | None, cpu_s: float | None = None, wall_s: float | None = None) -> list[str]:
    """Why a figure counts as taken on a loaded machine: "load" (more runnable threads per
    core than LOAD_PER_CORE), "cpu" (the measuring thread ran for less than CPU_SHARE of the
    wall time); empty when neither. A number not known (None) is no evidence either way."""
    why = []
    if load_per_core is not None and load_per_core > LOAD_PER_CORE:
        why.append("load")
    if cpu_s is not None and wall_s is not None and wall_s > 0 and cpu_s / wall_s < CPU_SHARE:
        why.append("cpu")
    return why


def conditions(cpu_s: float | None, wall_s: float | None, load: list[float] | None = None,
               n_cores: int | None = None) -> dict:
    """The conditions of one figure, as `boardgames bench --json` reports them: `cpu_s`,
    `wall_s`, `cpu_share`, `load_avg` (1, 5, 15 minutes), `load_per_core` (the 1-minute one),
    `loaded` (a verdict) and `why` (its reasons)."""
    n_cores = n_cores or cores()
    per_core = round(load[0] / n_cores, 2) if load else None
    why = verdict(per_core, cpu_s, wall_s)
    share = round(cpu_s / wall_s, 3) if cpu_s is not None and wall_s else None
    return {"cpu_s": None if cpu_s is None else round(cpu_s, 4), "wall_s": None if wall_s is None else round(wall_s, 4),
            "cpu_share": share, "load_avg": load, "load_per_core": per_core, "loaded": bool(why), "why": why}


class Watch:
    """A measurement's thread CPU time and wall time (`with Watch() as w: ...`), and its
    `conditions()` with the load average as it ended."""

    def __enter__(self) -> "Watch":
        self.cpu_s = self.wall_s = None
        self._cpu, self._wall = time.thread_time(), time.perf_counter()
        return self

    def __exit__(self, *exc) -> None:
        self.cpu_s = time.thread_time() - self._cpu
        self.wall_s = time.perf_counter() - self._wall

    def conditions(self) -> dict:
        return conditions(self.cpu_s, self.wall_s, load_avg())
