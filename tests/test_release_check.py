"""The release check, `boardgames simulate --all`: its plan, its pool, its report.

The full check (10,000 games) is run by hand before a release; CI runs `test_release_check_slice`,
a few games of every combination through the same command.
"""
from __future__ import annotations

import json
import os
import pickle
import shlex
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest

from boardgames import cli
from boardgames.engine import sweep
from boardgames.engine.catalog import load_catalog


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def expected_combos(catalog) -> set[tuple[str, int, str]]:
    out = set()
    for spec in catalog.games.values():
        rules = spec.rules()
        lo, hi = rules.player_range()
        out |= {(spec.id, n, mode) for n in range(lo, hi + 1) for mode in rules.modes()}
    return out


@pytest.fixture
def break_tally(monkeypatch):
    """Tally rules whose invariants fail once seat 0 has taken more than three cards."""
    module = sys.modules["boardgames.games.tally"]

    class Broken(module.TallyRules):
        def check(self, state):
            return ["seat 0 hoards"] if len(state["players"][0]["taken"]) > 3 else []

    monkeypatch.setattr(module, "RULES", Broken)


# --- the plan ------------------------------------------------------------------------------
def test_combos_cover_every_game_count_and_mode():
    catalog = load_catalog()
    combos = sweep.combos(catalog)
    assert len(combos) == len(set(combos))
    assert {(c.game, c.players, c.mode) for c in combos} == expected_combos(catalog)
    assert sweep.Combo("caverna", 7, "intro") in combos and sweep.Combo("caverna", 1, "full") in combos


@pytest.mark.parametrize("games", [6, 20, 10_000])
def test_plan_divides_the_games_fairly_with_distinct_seeds(tally_catalog, games):
    combos = sweep.combos(tally_catalog)
    assert len(combos) == 6                     # 2 to 4 players, standard and short
    tasks = sweep.plan(combos, games, seed=7)
    per_combo = Counter(t.combo for t in tasks)
    assert len(tasks) == games and set(per_combo) == set(combos)
    assert max(per_combo.values()) - min(per_combo.values()) <= 1
    seeds = [t.seed for t in tasks]
    assert len(set(seeds)) == games and min(seeds) == 7
    assert sweep.plan(combos, games, seed=7) == tasks                 # deterministic
    assert sweep.plan(combos, 5, seed=7) == tasks[:5]                 # a smaller run is a prefix


def test_an_outcome_is_small_and_names_its_game(tally_catalog):
    task = sweep.plan(sweep.combos(tally_catalog), 1, seed=3)[0]
    outcome = sweep.Player(tally_catalog, sweep.Checks())(task)
    assert outcome.problem is None and outcome.steps > 0 and outcome.winners
    assert len(pickle.dumps(outcome)) < 1000


# --- the command ------------------------------------------------------------------------------
def test_fixture_run_in_process_as_json(capsys, tally_root):
    code, out, err = run(capsys, "simulate", "--all", "--games", 12, "--jobs", 1, "--json", "--data", tally_root)
    assert code == 0, err
    result = json.loads(out)                     # stdout holds only the object; the table is on stderr
    assert [(c["players"], c["mode"], c["games"], c["failures"]) for c in result["combinations"]] == [
        (n, mode, 2, 0) for n in (2, 3, 4) for mode in ("standard", "short")]
    assert result["games"] == 12 and result["failures"] == 0 and not result["failed"]
    assert result["wall_s"] > 0 and result["cpu_s"] > 0 and result["observe_every"] == sweep.Checks.observe_every
    assert "Total: 12 games in 6 combinations, 0 failed" in err


def test_small_real_run_in_worker_processes(capsys):
    """Every combination of the real games once, in two spawned workers."""
    code, out, err = run(capsys, "simulate", "--all", "--jobs", 2, "--seed", 500)
    assert code == 0, out + err
    combos = expected_combos(load_catalog())
    rows = {tuple(line.split()[:3]) for line in out.splitlines()}
    assert {(g, str(n), m) for g, n, m in combos} <= rows
    assert f"Total: {len(combos)} games in {len(combos)} combinations, 0 failed" in out


@pytest.mark.slow
def test_release_check_slice():
    """CI's slice of the release check: three games of every combination, in a fresh
    process as a release is checked, one worker per CPU."""
    catalog = load_catalog()
    n = 3 * len(expected_combos(catalog))
    done = subprocess.run([sys.executable, "-m", "boardgames", "simulate", "--all", "--games", str(n),
                           "--seed", "1000", "--json"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout)
    assert result["games"] == n and result["failures"] == 0
    assert {c["games"] for c in result["combinations"]} == {3}
    assert {(c["game"], c["players"], c["mode"]) for c in result["combinations"]} == expected_combos(catalog)


def test_a_failure_is_reported_with_its_command_and_the_run_goes_on(capsys, tally_root, break_tally):
    code, out, err = run(capsys, "simulate", "--all", "--games", 12, "--jobs", 1, "--data", tally_root)
    assert code == 1
    assert "Total: 12 games in 6 combinations" in out          # every game was still played
    failed = [line for line in err.splitlines() if "failed at step" in line]
    repeats = [line.split("To repeat it: ", 1)[1] for line in err.splitlines() if "To repeat it: " in line]
    assert failed and len(failed) == len(repeats) and "seat 0 hoards" in failed[0]
    assert f"{len(failed)} failed" in out
    assert repeats[0].startswith("boardgames simulate tally --players ")
    assert f"--observe-every {sweep.Checks.observe_every} --data {tally_root}" in repeats[0]
    # the command repeats exactly that game, alone
    code, _, again = run(capsys, *shlex.split(repeats[0])[1:])
    assert code == 1 and failed[0] in again


def test_ctrl_c_in_process_stops_and_summarises(capsys, tally_root, monkeypatch):
    played = []
    real = sweep.Player.__call__

    def interrupted(self, task):
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(task)
        return real(self, task)

    monkeypatch.setattr(sweep.Player, "__call__", interrupted)
    code, out, err = run(capsys, "simulate", "--all", "--games", 12, "--jobs", 1, "--data", tally_root)
    assert code == 130 and "Interrupted: 3 of 12 games were played." in err and "Total: 3 games" in out


@pytest.mark.skipif(sys.platform == "win32", reason="sends SIGINT to a process group")
def test_ctrl_c_stops_the_workers(tmp_path):
    """Ctrl+C (SIGINT to the whole foreground group, as a terminal sends it) ends the run with
    code 130, no traceback and no worker left running."""
    done = subprocess.Popen([sys.executable, "-m", "boardgames", "simulate", "--all", "--games", "2000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert done.stdout.readline().startswith("Release check:")
    time.sleep(3)                              # the workers are playing by now
    os.killpg(done.pid, signal.SIGINT)
    out, err = done.communicate(timeout=60)
    assert done.returncode == 130, err
    assert "Traceback" not in err and "Interrupted:" in err
    for _ in range(40):                        # workers end with their current game
        left = subprocess.run(["pgrep", "-g", str(done.pid)], capture_output=True, text=True).stdout.split()
        if not left:
            break
        time.sleep(0.25)
    assert not left


@pytest.mark.parametrize("argv, message", [
    (["simulate"], "Name the game to simulate (tally), or give --all"),
    (["simulate", "tally", "--all"], "Give either a game (tally) or --all, not both."),
    (["simulate", "--all", "--players", "3", "--mode", "short"], "--players, --mode cannot be used with --all"),
    (["simulate", "tally", "--jobs", "2"], "--jobs can only be used with --all."),
    (["simulate", "tally", "--json"], "--json can only be used with --all."),
    (["simulate", "--all", "--games", "5"], "--all needs at least 6 games"),
])
def test_bad_option_combinations_are_refused(capsys, tally_root, argv, message):
    code, out, err = run(capsys, *argv, "--data", tally_root)
    assert code == 2 and message in err and "Traceback" not in err and not out


def test_refusals_in_traditional_chinese(capsys, tally_root):
    code, _, err = run(capsys, "--lang", "zh-Hant", "simulate", "--data", tally_root)
    assert code == 2 and "請指定要模擬的遊戲（tally），或使用 --all" in err
