"""What a Hard simulation costs, and proof that a speed-up changed no move.

    python tools/search_cost.py digest [GAME...] [--sims N]
        Hard at N simulations (no deadline) on the bench's positions (`bench.hard_positions`):
        a digest of every ranked output (options, visits, mean rewards). A change that only
        makes the search faster leaves it equal, so the duels measured before it stand.
    python tools/search_cost.py cpu [GAME...] [--sims N] [--runs R]
        CPU seconds per simulation at those positions, the best of R runs.
    python tools/search_cost.py callgrind [GAME...] [--sims A,B]
        Instructions per simulation counted by valgrind's callgrind (installed separately):
        a search of A and one of B simulations at each position, the difference over B - A,
        so the set-up is left out. A count does not drift with the host's speed, which moves
        by half from one session to the next (the bench's seconds do).

The positions (an Easy game's moves up to each) are kept in a cache file beside the
system's temporary files, so a run under valgrind replays them instead of playing Easy.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import inspect
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from boardgames.bench import hard_positions  # noqa: E402
from boardgames.engine.bots import Table, make  # noqa: E402
from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.match import Match  # noqa: E402

GAMES = ("caverna", "la_loire", "moon_river", "urubamba_valley", "via_nebula")
#: how many positions `bench.hard_positions` finds per game (its default), for a mean over them
POSITIONS = len(inspect.signature(hard_positions).parameters["positions"].default)
CACHE = Path(os.environ.get("SEARCH_COST_CACHE", tempfile.gettempdir())) / "boardgames-search-cost"


def tables(catalog, game: str) -> list[Table]:
    """The bench's positions of `game`, replayed from the cache when it has them."""
    rules = catalog.games[game].rules()
    path = CACHE / f"{game}.json"
    if path.exists():
        saved = json.loads(path.read_text())
        out = []
        for setup, actions in saved:
            match = Match.replay(rules, setup, actions)
            out.append(Table.of(match))
        return out
    found = hard_positions(catalog.games[game])
    CACHE.mkdir(exist_ok=True)
    path.write_text(json.dumps([[setup, actions] for _, setup, actions in found]))
    return [table for table, _, _ in found]


def search(table: Table, sims: int):
    bot = make("hard", "bench", sims, 10_000.0)
    ranked = bot.ranked(table)
    return bot, ranked


def digest(games, sims: int) -> None:
    catalog = load_catalog()
    total = hashlib.sha256()
    for game in games:
        h = hashlib.sha256()
        for table in tables(catalog, game):
            _, ranked = search(table, sims)
            h.update(json.dumps([[o, n, round(w, 9)] for o, n, w in ranked], sort_keys=True).encode())
        total.update(h.digest())
        print(f"{game:16} {h.hexdigest()[:16]}", flush=True)
    print(f"{'all':16} {total.hexdigest()[:16]}")


def cpu(games, sims: int, runs: int) -> None:
    catalog = load_catalog()
    for game in games:
        best = []
        for table in tables(catalog, game):
            times = []
            for _ in range(runs):
                started = time.process_time()
                bot, _ = search(table, sims)
                times.append((time.process_time() - started) / max(1, bot.last["sims"]))
            best.append(min(times))
        print(f"{game:16} " + "  ".join(f"{1000 * t:.3f}" for t in best) + "  ms/simulation", flush=True)


def callgrind(games, lo: int, hi: int) -> None:
    for game in games:
        counts = {}
        for sims in (lo, hi):
            out = Path(tempfile.mkdtemp(prefix="bg-cg-")) / "cg.out"
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                            sys.executable, __file__, "_one", game, str(sims)],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env={**os.environ, "PYTHONHASHSEED": "0"})
            text = out.read_text(errors="replace")
            counts[sims] = int(re.search(r"^summary:\s+(\d+)", text, re.M).group(1))
        print(f"{game:16} {(counts[hi] - counts[lo]) / (hi - lo) / POSITIONS / 1e6:.2f}M instructions/simulation"
              f" (mean of the positions)", flush=True)


def _one(game: str, sims: int) -> None:
    catalog = load_catalog()
    for table in tables(catalog, game):
        search(table, sims)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["digest", "cpu", "callgrind", "_one"])
    ap.add_argument("games", nargs="*")
    ap.add_argument("--sims", default=None)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    if args.what == "_one":
        _one(args.games[0], int(args.games[1]))
        return
    games = args.games or GAMES
    if args.what == "callgrind":
        lo, hi = (int(x) for x in (args.sims or "100,300").split(","))
        callgrind(games, lo, hi)
    elif args.what == "cpu":
        cpu(games, int(args.sims or 500), args.runs)
    else:
        digest(games, int(args.sims or 300))


if __name__ == "__main__":
    main()
