"""The loaded-machine verdict of `boardgames bench`, on numbers: a figure counts as taken on a
loaded machine when more threads were runnable than there are cores, or when the measuring
thread ran for well under the wall time it measured. Nothing here is timed."""
from __future__ import annotations

import pytest

from boardgames import loadwatch
from boardgames.loadwatch import conditions, verdict


@pytest.mark.parametrize("per_core, cpu, wall, why", [
    (0.5, 1.0, 1.02, []),                    # a quiet machine: the thread had its core
    (1.0, 1.0, 1.0, []),                     # exactly a runnable thread a core: not over the line
    (1.05, 1.0, 1.0, ["load"]),              # more runnable threads than cores
    (0.4, 0.0022, 0.128, ["cpu"]),           # the autosave snapshot: 2.2 ms of CPU in 128 ms
    (2.1, 0.7, 2.0, ["load", "cpu"]),        # Hard's two seconds on a busy machine
    (None, 0.9, 1.0, []),                    # no load average (Windows): the CPU share alone
    (None, 0.5, 1.0, ["cpu"]),
    (0.5, None, None, []),                   # a child process's figure: the load alone
    (0.5, 0.0, 0.0, []),                     # nothing measured: no evidence
])
def test_the_verdict(per_core, cpu, wall, why):
    assert verdict(per_core, cpu, wall) == why


def test_the_thresholds_are_the_documented_ones():
    assert loadwatch.LOAD_PER_CORE == 1.0 and loadwatch.CPU_SHARE == 0.8
    assert verdict(0.99, 0.81, 1.0) == [] and verdict(1.01, 0.79, 1.0) == ["load", "cpu"]


def test_conditions_carry_their_numbers_and_verdict():
    c = conditions(0.0022, 0.128, [0.9, 0.7, 0.5], n_cores=2)
    assert c == {"cpu_s": 0.0022, "wall_s": 0.128, "cpu_share": 0.017, "load_avg": [0.9, 0.7, 0.5],
                 "load_per_core": 0.45, "loaded": True, "why": ["cpu"]}
    unknown = conditions(None, None, None, n_cores=4)
    assert unknown["loaded"] is False and unknown["load_per_core"] is None and unknown["cpu_share"] is None


def test_a_watch_measures_the_threads_cpu_beside_the_wall_time():
    with loadwatch.Watch() as w:
        sum(i * i for i in range(200_000))
    c = w.conditions()
    assert w.cpu_s > 0 and w.wall_s > 0 and c["cpu_s"] == round(w.cpu_s, 4)
    assert set(c) == {"cpu_s", "wall_s", "cpu_share", "load_avg", "load_per_core", "loaded", "why"}
    assert loadwatch.cores() >= 1
