"""What `boardgames bench` measures: game speed, cloning, saving and loading, drawing.

Speed is CPU time (the machine may be shared), frames apart, and never asserted in
tests: reviews read the JSON object `measure` returns (`boardgames bench --json`).

  host_loop_ns   CPU nanoseconds a turn of a fixed loop of plain Python arithmetic takes
          (`host_loop_ns()`): the host's own speed, which moves by half or more from one host of
          a kind to the next, so that figures measured on two hosts can be read side by side
  games   one entry per game and player count: random full games per CPU-second with every
          check off (the median of five timing windows, each window's rate listed too), steps
          per game, and the time to clone a finished game's state (what a search pays for
          every simulation)
  save_ms / load_ms   a 7-player Caverna game at round 6 (or the largest game available): load_ms
          is what the UI thread waits (the game opens from its stored state, its rules warmed as
          the app warms them while the menu is up); load_verify_ms the whole replay check that
          then runs (the app runs it a slice per frame) and the hand-over of its undo history
  autosave_block_ms   the longest the UI thread spends on an autosave (its snapshot; the worker
          thread encodes and writes) over every choice of that game up to round 6
  duel    a short duel, the search at 60 simulations a move against Easy in Moon River:
          `win_share`, `ci95`, `mean_margin`, `mean_rank`, `sims_per_s`, `slowest_move_s`
  hard    per game the app offers, Hard at its full budget on positions from an early, middle
          and late point of an Easy game: the simulations each move completed (`sims_min`,
          `sims_median`, against `budget_sims`) and the longest move (`slowest_s`, wall-clock)
          against its deadline (`budget_s`)
  startup_cpu_s   CPU seconds from launching the app (a fresh process) to its first painted
          menu frame, the median of three launches after a first one (startup_cold_cpu_s) has
          validated the game data and remembered it
  frames  one entry per screen drawn offscreen at 1920x1080 (`frames()`): `first_ms`, the
          entering stall (the screen opened from the one it is reached from, and its first
          frame), and `median_ms` / `p99_ms` of the 120 steady frames after it, drawn with the
          pointer sweeping across the window; `loaded:<game>` is a game four fifths through
          opened by the menu's Continue, its first frames running the replay check;
          `moved:<game>` a move made on the game screen as a computer's is, its first frame
          the change and the frames after it its motion (pieces travelling, boards cross-fading)

Every figure comes with the conditions it was measured in (loadwatch.py): the measuring
thread's CPU time beside the wall time, and the load average. `conditions` in each entry of
`games`, `hard` and `frames`, and in `conditions` (`save`, `autosave`, `duel`, `startup`) for
the others; `autosave_block_cpu_ms` and Hard's `slowest_cpu_s` are the CPU time beside their
wall-clock figures; `load` the machine's load average at the start and the end, and `loaded`
whether any figure was taken on a loaded machine (`loaded_figures` names them).
"""
from __future__ import annotations

import functools
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .engine import saves
from .engine.match import Match
from .engine.playout import play, seats_for, warm
from .engine.rules import clone_plain
from .loadwatch import Watch, conditions, cores, load_avg

#: player counts measured per game (any other game: its smallest and 4, within its range)
COUNTS = {"caverna": (2, 4, 7)}


def counts_for(rules) -> list[int]:
    lo, hi = rules.player_range()
    wanted = COUNTS.get(rules.id, (2, 4))
    out = sorted({max(lo, min(hi, n)) for n in wanted})
    return out


def game_speed(rules, players: int, seconds: float, windows: int = 5) -> dict:
    """Random full games with every check off, for at least `seconds` of CPU in all.

    One game is played first, unmeasured (caches a game builds as it goes are part of its
    steady state). Then the time is cut into `windows` equal parts and the rate reported is
    the median of the windows' rates: on a shared machine one slow stretch (another process
    on the sibling core) then moves the figure far less than it moves a single average.
    """
    last = play(rules, players, 10_000, checks=False, verify=False)
    rates, games, steps, seed = [], 0, 0, 0
    share = seconds / windows
    with Watch() as watch:
        for _ in range(windows):
            n = 0
            started = time.process_time()
            while time.process_time() - started < share or n < 2:
                last = play(rules, players, seed, checks=False, verify=False)
                seed, n, steps = seed + 1, n + 1, steps + last.steps
            rates.append(n / (time.process_time() - started))
            games += n
    return {"game": rules.id, "players": players, "games_per_cpu_s": round(statistics.median(rates), 2),
            "games_per_cpu_s_windows": [round(r, 1) for r in rates],
            "steps_per_game": round(steps / games, 1), "clone_ms": round(clone_ms(last.match.state), 4),
            "conditions": watch.conditions()}


def clone_ms(state: dict, reps: int = 60) -> float:
    times = []
    for _ in range(reps):
        t0 = time.process_time()
        clone_plain(state)
        times.append(time.process_time() - t0)
    return statistics.median(times) * 1000


def save_and_load(catalog, folder: Path) -> dict:
    """Median save and load time of a 7-player Caverna game at round 6 (5 runs each; a save this
    install could not seal replays as it opens, `sealed` False); the
    longest autosave snapshot in wall time and in the thread's CPU time, with the conditions
    of the one that took longest (`conditions`: `save`, `autosave`)."""
    spec = catalog.games.get("caverna")
    if spec is None:
        return {}
    warm(spec)                    # as the app does while its menu is up
    rules = spec.rules()
    m = Match.new(rules, seats_for(rules, 7), "full", seed=0)
    rnd = random.Random(0)
    block, block_cpu, slowest = 0.0, 0.0, None   # the UI thread's part of an autosave: the snapshot after a choice
    while not m.over and m.state["round"] < 6:
        m.choose(rnd.choice(m.pending.options))
        with Watch() as snap:
            saves.snapshot(m, "auto")
        block_cpu = max(block_cpu, snap.cpu_s)
        if snap.wall_s >= block:
            block, slowest = snap.wall_s, snap
    save, load, verify = [], [], []
    with Watch() as watch:
        for _ in range(5):
            t0 = time.process_time()
            path = saves.save(m, "named", "bench", folder=folder)
            t1 = time.process_time()
            loaded = saves.load_full(path, catalog, defer=True)
            t2 = time.process_time()
            if loaded.verify is not None:     # sealed here: its replay check comes after it opens
                loaded.match.adopt_history(loaded.verify())
            t3 = time.process_time()
            save.append((t1 - t0) * 1000)
            load.append((t2 - t1) * 1000)
            verify.append((t3 - t2) * 1000)
    # `sealed` False (no usable install key): the save replayed before it opened, within load_ms
    return {"save_ms": round(statistics.median(save), 2), "load_ms": round(statistics.median(load), 2),
            "sealed": loaded.sealed,
            "load_verify_ms": round(statistics.median(verify), 2), "autosave_block_ms": round(block * 1000, 2),
            "autosave_block_cpu_ms": round(block_cpu * 1000, 2),
            "conditions": {"save": watch.conditions(),
                           "autosave": slowest.conditions() if slowest is not None else conditions(None, None)}}


def frames(catalog, lang: str, size=(1920, 1080), count: int = 120, budget: float = 4.0) -> list[dict]:
    """Per screen, drawn offscreen: the entering stall and the steady frame time; raises if
    there is no UI.

    The screen it is opened from is put up and drawn first (the menu; the new-game screen
    set to the game and its player count; the game under a hand-off, a game menu or an about
    box), and left to prepare what it prepares while a player looks at it (`warmup`; its
    longest step is `warm_step_ms`, the most a pointer moving just then waits). `first_ms` is
    what the player's click costs: the screen opened (built, laid out, entered) and its
    first frame drawn. The next `count` frames (fewer when `budget` seconds run out first)
    have the pointer sweeping across the window, so hovers are drawn as a player's moves
    draw them; `median_ms` and `p99_ms` are over those. Frames are timed in the process's
    CPU time, every thread's: other programs on the machine do not inflate them, and work
    handed to a background thread meanwhile is counted, not hidden.
    """
    import pygame

    from .ui import offscreen, warmup
    from .ui.scenes.direct import prepare_scene
    app = offscreen.make_app(size, lang, catalog)
    # the real app reads the games' pictures and imports their views while its menu is up
    for thread in warmup.start(app):
        thread.join()
    out = []
    folder = tempfile.TemporaryDirectory(prefix="boardgames-bench-")
    stages = [(key, functools.partial(prepare_scene, app, scene, game_id=game_id, seed=7, steps=12))
              for key, scene, game_id in offscreen.screen_list(catalog)]
    stages += [(f"loaded:{spec.id}", functools.partial(_late_save, app, spec, Path(folder.name)))
               for spec in catalog.ordered() if spec.manifest.get("view")]
    stages += [(f"moved:{spec.id}", functools.partial(_moved, app, spec))
               for spec in catalog.ordered() if spec.manifest.get("view")]
    for key, prepare in stages:
        try:
            switch = prepare()
            app.update(1 / 60)
            app.draw(app.screen)
            warm = app.warmup.settle()          # what that screen prepares while the player looks at it
            with Watch() as watch:
                t0 = time.process_time()
                switch()
                app.update(1 / 60)
                app.draw(app.screen)
                first = (time.process_time() - t0) * 1000
                times: list[float] = []
                started = time.process_time()
                while len(times) < count and (time.process_time() - started < budget or len(times) < 10):
                    t0 = time.process_time()
                    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=sweep(len(times), size), rel=(0, 0),
                                                  buttons=(0, 0, 0)))
                    app.update(1 / 60)
                    app.draw(app.screen)
                    times.append((time.process_time() - t0) * 1000)
        except Exception as exc:
            out.append({"screen": key, "error": f"{type(exc).__name__}: {exc}"})
            continue
        finally:
            app.poll_replay_check(wait=60)     # a loaded game's check ends before the next screen
        times.sort()
        p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
        out.append({"screen": key, "first_ms": round(first, 2), "median_ms": round(statistics.median(times), 2),
                    "p99_ms": round(p99, 2), "frames": len(times), "warm_step_ms": round(warm, 2),
                    "conditions": watch.conditions()})
    folder.cleanup()
    return out


def _late_save(app, spec, folder: Path):
    """The stage of `loaded:<game>`: a game four fifths through (its log long, its board
    full) saved, and the main menu up with that save as its Continue; the step returned
    opens it, and the frames after it include its replay check, a slice per frame."""
    from .ui import samples
    full = samples.finished(app, spec, seed=7)
    match = samples.new_sample(app, spec, seed=7)
    samples.advance(match, len(full.actions) * 4 // 5 if full is not None else 200, seed=7)
    path = saves.save(match, "named", f"late {spec.id}", folder=folder)
    app.home()
    app.warmup.save(path)                 # as the menu does for its Continue
    return lambda: app.load_save(path)


def _moved(app, spec):
    """The stage of `moved:<game>`: the game screen up at the seeded position, the other seats
    made computers (that do not think here), so the screen keeps its player's eyes; the step
    returned makes a move of that player as a panel button does (not by hand), so the frames
    after it draw its motion (ui/motion.py): `first_ms` is the frame of the change, `p99_ms`
    the worst of those after it."""
    from .ui.scenes.direct import prepare_scene
    from .ui.scenes.game import GameScene
    prepare_scene(app, "game", game_id=spec.id, seed=7, steps=12)()
    game = app.find(GameScene)
    match = game.match
    me = match.pending.player
    for p, seat in enumerate(match.state["seats"]):
        if p != me:
            seat["bot"] = "easy"
    game.bots.update = lambda: None

    def move():
        options = match.pending.options
        game.choose(random.Random(7).choice(options))
    return move


def sweep(i: int, size) -> tuple[int, int]:
    """Frame i's pointer: a fixed path back and forth across the whole window."""
    w, h = size
    x = (i * 0.023) % 2.0
    x = x if x <= 1.0 else 2.0 - x
    return (round(w * (0.03 + 0.94 * x)), round(h * (0.5 + 0.42 * math.sin(i * 0.17))))


def startup_cpu_s(lang: str, runs: int = 3) -> dict | None:
    """CPU seconds (user + system) of `python -m boardgames` up to its first menu frame, drawn
    by SDL's dummy driver, in fresh user folders: `cold` is the very first launch (the game
    data is validated), `warm` the median of the next `runs` (its validation is remembered).
    None where the platform cannot count a child's CPU time."""
    try:
        import resource
    except ImportError:              # Windows
        return None
    from .ui.app import FIRST_FRAME_EXIT
    times = []
    with tempfile.TemporaryDirectory(prefix="boardgames-start-") as tmp:
        env = {**os.environ, FIRST_FRAME_EXIT: "1", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "XDG_DATA_HOME": tmp, "XDG_CONFIG_HOME": tmp, "XDG_CACHE_HOME": tmp,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        for _ in range(runs + 1):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run([sys.executable, "-m", "boardgames", "--lang", lang, "--windowed"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120, check=False)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if done.returncode != 0:
                raise RuntimeError(f"the app did not start: {done.stderr.decode(errors='replace')[-300:]}")
            times.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return {"cold": round(times[0], 3), "warm": round(statistics.median(times[1:]), 3)}


def duel_figures(catalog, game: str = "moon_river", games: int = 2, sims: int = 60) -> dict | None:
    """A short duel (engine/bots/duel.py): the search at `sims` simulations a move against Easy,
    the search's seat rotated; its speed (simulations per second, slowest move) is what this
    shows, the strength tables come from `boardgames duel` runs of hundreds of games."""
    from .engine.bots import duel
    spec = catalog.games.get(game)
    if spec is None:
        return None
    rules = spec.rules()
    n = max(2, rules.player_range()[0])
    pairing = duel.Pairing(game, n, "hard", "easy", rules.modes()[0], sims=sims, seconds=2.0)
    return duel.summary(pairing, [duel.play(rules, task) for task in duel.plan(pairing, games)])


def hard_positions(spec, positions: tuple[float, ...] = (0.2, 0.5, 0.8)) -> list[tuple["Table", dict, list]]:
    """Positions `positions` of the way through a seeded Easy game of `spec` (at the game's
    smallest count of at least two players), counted over its decisions with more than one
    option: each as the table Hard decides on, the set-up and the moves up to it (a replay)."""
    from .engine.bots import Table, make
    rules = spec.rules()
    n = max(2, rules.player_range()[0])
    match = Match.new(rules, seats_for(rules, n), rules.modes()[0], None, seed=1, history=False)
    easy = [make("easy", f"bench:{s}") for s in range(n)]
    found = []
    while match.pending is not None:
        table = Table.of(match)
        if len(table.options) > 1:
            found.append((table, len(match.actions)))
        match.choose(easy[table.seat].decide(table))
    picked = [found[min(len(found) - 1, int(at * len(found)))] for at in positions]
    return [(table, match.setup, match.actions[:k]) for table, k in picked]


def hard_figures(catalog, positions: tuple[float, ...] = (0.2, 0.5, 0.8), games: tuple[str, ...] | None = None) -> dict:
    """Hard's budget, spent for real: per game the app offers, the simulations a Hard move
    completes by its deadline on the positions `hard_positions` finds; `games` limits it to those.
    Its deadline is wall-clock time, so each game's figures come with the CPU time the moves
    had (`slowest_cpu_s`, and in `conditions` all of its moves'): on a loaded machine a move
    gets less of the CPU within its two seconds and completes fewer simulations."""
    from .engine.bots import BUDGETS, make
    sims, deadline = BUDGETS["hard"]
    out = {}
    for spec in catalog.playable():
        if games is not None and spec.id not in games:
            continue
        counts, slowest, slowest_cpu, cpu, wall = [], 0.0, 0.0, 0.0, 0.0
        for table, _, _ in hard_positions(spec, positions):
            bot = make("hard", "bench")
            with Watch() as move:
                bot.decide(table)
            if move.wall_s >= slowest:
                slowest, slowest_cpu = move.wall_s, move.cpu_s
            cpu, wall = cpu + move.cpu_s, wall + move.wall_s
            counts.append(bot.last["sims"])
        out[spec.id] = {"sims_min": min(counts), "sims_median": int(statistics.median(counts)),
                        "budget_sims": sims, "budget_s": deadline, "slowest_s": round(slowest, 3),
                        "slowest_cpu_s": round(slowest_cpu, 3), "conditions": conditions(cpu, wall, load_avg())}
    return out


def host_loop_ns(turns: int = 1_000_000, runs: int = 5) -> float:
    """CPU nanoseconds per turn of a fixed loop of plain Python arithmetic, the best of `runs`:
    no game code in it, so it changes with the host and the interpreter only (the games'
    figures below are CPU-bound Python too, and scale with it)."""
    best = math.inf
    for _ in range(runs):
        started = time.process_time()
        s = 0
        for i in range(turns):
            s += i * i % 7
        best = min(best, time.process_time() - started)
    return round(1e9 * best / turns, 1)


def measure(catalog, seconds: float, lang: str, screens: bool = True) -> dict:
    """Everything `boardgames bench` reports, as one JSON-able object."""
    result: dict = {"host_loop_ns": host_loop_ns(), "load": {"cores": cores(), "load_avg_start": load_avg()},
                    "games": []}
    where: dict = {}                  # the conditions of the figures that are not entries of a list
    for spec in catalog.ordered():
        rules = spec.rules()
        for n in counts_for(rules):
            result["games"].append(game_speed(rules, n, seconds))
    with tempfile.TemporaryDirectory(prefix="boardgames-bench-") as tmp:
        saving = save_and_load(catalog, Path(tmp))
    where.update(saving.pop("conditions", {}))
    result.update(saving)
    with Watch() as duel:
        result["duel"] = duel_figures(catalog)
    if result["duel"] is not None:
        where["duel"] = duel.conditions()
    result["hard"] = hard_figures(catalog)
    if screens:
        try:
            result["frames"] = frames(catalog, lang)
        except Exception as exc:      # no UI available (pygame missing, no display driver)
            result["frames_error"] = f"{type(exc).__name__}: {exc}"
        try:
            start = startup_cpu_s(lang)
            if start is not None:
                result["startup_cpu_s"] = start["warm"]
                result["startup_cold_cpu_s"] = start["cold"]
                # the load alone: a starting app also waits on the disk and for its frame's time
                where["startup"] = conditions(None, None, load_avg())
        except (OSError, RuntimeError, subprocess.SubprocessError) as exc:
            result["startup_error"] = f"{type(exc).__name__}: {exc}"
    result["conditions"] = where
    result["load"]["load_avg_end"] = load_avg()
    result["loaded_figures"] = loaded_figures(result)
    result["loaded"] = bool(result["loaded_figures"])
    return result


def loaded_figures(result: dict) -> list[str]:
    """The figures of a `measure` result taken on a loaded machine, by name (`games:caverna/7`,
    `hard:via_nebula`, `frames:replay:la_loire`, `autosave`...)."""
    names = [f"games:{g['game']}/{g['players']}" for g in result.get("games", []) if g["conditions"]["loaded"]]
    names += [name for name, c in result.get("conditions", {}).items() if c["loaded"]]
    names += [f"hard:{game}" for game, h in (result.get("hard") or {}).items() if h["conditions"]["loaded"]]
    names += [f"frames:{f['screen']}" for f in result.get("frames", []) if f.get("conditions", {}).get("loaded")]
    return names
