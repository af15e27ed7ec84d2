"""Command line: start the app, or check data, play random games, score a save, benchmark.

    boardgames [--lang L] [--windowed|--fullscreen] [--size WxH] [--smoke-test]
    boardgames validate [--data DIR]
    boardgames simulate GAME --players N --games K --seed S [--mode M] [--check-every N]
    boardgames simulate --all --games N [--seed S] [--jobs J] [--json]   (the release check)
    boardgames score SAVE
    boardgames rules GAME [--players N] [--mode M] [--lang L]   (the rules help as text)
    boardgames bench [--seconds T]

Text a player or a data editor reads comes from the locale files (`cli.*`,
`save.*`); file:line errors from the data loader stay as written, since they
quote the files themselves.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import statistics
import sys
import json
import time
import traceback
import unicodedata
from collections import Counter
from pathlib import Path

from . import paths
from .engine.i18n import FALLBACK, LANGUAGES, Locale


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    return w, h


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    # Sub-commands repeat --lang/--data with SUPPRESS so they do not reset the top-level value.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    common.add_argument("--data", type=Path, default=argparse.SUPPRESS, help="game data folder")

    parser = argparse.ArgumentParser(prog="boardgames", description="Board games for friends around one computer.")
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help="language of the app")
    parser.add_argument("--data", type=Path, default=None, help=argparse.SUPPRESS)
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    screen.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size, e.g. 1280x800")
    parser.add_argument("--smoke-test", action="store_true",
                        help="load all data, render every screen offscreen, then exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("validate", parents=[common], help="check every game's data files")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("simulate", parents=[common], help="play seeded random games with every check on")
    p.add_argument("game", nargs="?")
    p.add_argument("--all", action="store_true",
                   help="the release check: spread the games over every game, player count and mode")
    p.add_argument("--players", type=_positive, default=None)
    p.add_argument("--games", type=_positive, default=None,
                   help="games to play (default: 10; with --all, one per combination)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mode", default=None)
    p.add_argument("--check-every", type=int, default=1, metavar="N", help="check invariants every N steps (0: at the end)")
    p.add_argument("--observe-every", type=int, default=None, metavar="N",
                   help="check every player's view (and a determinization) every N steps "
                        "(0: never; the default for one game; --all checks now and then)")
    p.add_argument("--jobs", type=_positive, default=None,
                   help="worker processes for --all (default: one per CPU)")
    p.add_argument("--json", action="store_true",
                   help="with --all: print one JSON object on standard output (tables go to standard error)")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("duel", parents=[common], help="computer opponents against each other, seats rotated")
    p.add_argument("game")
    p.add_argument("--players", type=_positive, default=None, help="default: the game's smallest count")
    p.add_argument("--games", type=_positive, default=20)
    p.add_argument("--seat", default="hard", help="the level measured: random, easy, medium, hard")
    p.add_argument("--vs", default="easy", help="the level in every other seat")
    p.add_argument("--sims", type=_positive, default=None, help="the measured search's simulations per move")
    p.add_argument("--seconds", type=float, default=None, help="the measured search's deadline per move")
    p.add_argument("--vs-sims", type=_positive, default=None, help="the other seats' simulations per move")
    p.add_argument("--vs-seconds", type=float, default=None, help="the other seats' deadline per move")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mode", default=None)
    p.add_argument("--jobs", type=_positive, default=None, help="worker processes (default: one per CPU)")
    p.add_argument("--json", action="store_true", help="print one JSON object on standard output")
    p.set_defaults(func=cmd_duel)

    p = sub.add_parser("score", parents=[common], help="print the score sheet of a save")
    p.add_argument("save", type=Path)
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("rules", parents=[common], help="print a game's rules help (the same as the app's)")
    p.add_argument("game")
    p.add_argument("--players", type=_positive, default=None, help="default: the game's smallest usual count")
    p.add_argument("--mode", default=None, help="game mode (default: the game's first)")
    p.add_argument("--width", type=int, default=88, help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser("bench", parents=[common], help="measure game speed, drawing and saving")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of random games per game and player count")
    p.add_argument("--json", action="store_true", help="print one JSON object on standard output (tables go to standard error)")
    p.add_argument("--no-screens", action="store_true", help="skip the frame-time measurement")
    p.set_defaults(func=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):     # a console that cannot show CJK must not crash us
        try:
            stream.reconfigure(errors="replace")
        except (AttributeError, ValueError):
            pass
    args = build_parser().parse_args(argv)
    if args.command is None:
        return _start_app(args)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130


# --- shared helpers -------------------------------------------------------------
class _Out:
    """Localized printing for one command."""

    def __init__(self, strings: dict, lang: str | None):
        self.locale = Locale(strings, lang or FALLBACK)

    def t(self, key: str, **args) -> str:
        return self.locale.t(key, **args)

    def say(self, key: str, **args) -> None:
        print(self.t(key, **args))

    def error(self, key: str, **args) -> None:
        print(self.t(key, **args), file=sys.stderr)

    def message(self, message: dict) -> str:
        return self.locale.render(message)


def _app_strings() -> dict:
    """The app's own strings, for errors raised before (or instead of) a full catalog."""
    from .engine.catalog import _load_locales
    root = paths.data_dir()
    return _load_locales(root / "app", root, "", [])


def _catalog(args):
    """Load the catalog and a printer in the chosen language; catalog is None (reported) on failure."""
    from .engine.catalog import load_catalog
    from .engine.yamlio import DataError
    root = args.data or paths.data_dir()
    try:
        catalog = load_catalog(root)
    except (DataError, OSError) as exc:
        out = _Out(_app_strings(), args.lang)
        out.error("cli.data_unreadable", folder=str(root))
        print(f"  {exc}", file=sys.stderr)
        return None, out
    return catalog, _Out(catalog.strings, args.lang)


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _table(header: list[str], rows: list[list[str]]) -> str:
    """Columns padded by display width (CJK counts double); first column left, others right."""
    cols = [header] + rows
    widths = [max(_width(r[i]) for r in cols) for i in range(len(header))]

    def line(cells):
        parts = []
        for i, cell in enumerate(cells):
            pad = " " * (widths[i] - _width(cell))
            parts.append(cell + pad if i == 0 else pad + cell)
        return "  ".join(parts).rstrip()

    rule = "  ".join("-" * w for w in widths).rstrip()
    return "\n".join([line(header), rule] + [line(r) for r in rows])


def _find_game(catalog, game: str, out: _Out):
    game = game.replace("-", "_")  # "via-nebula" and "via_nebula" both name the game
    spec = catalog.games.get(game)
    if spec is None:
        if game in catalog.errors:
            out.error("cli.game_has_errors", game=game)
        else:
            out.error("cli.unknown_game", game=game, games=", ".join(sorted(catalog.games)) or "-")
    return spec


# --- the app --------------------------------------------------------------------
def _start_app(args) -> int:
    if args.smoke_test:
        return _smoke_test(args)
    args.windowed = args.fullscreen is False
    try:
        from .ui.app import run
    except ImportError as exc:
        _Out(_app_strings(), args.lang).error("cli.ui_missing", error=str(exc))
        return 1
    result = run(args)
    return result if isinstance(result, int) else 0


def _smoke_test(args) -> int:
    """Load all data and draw every screen offscreen; any error makes the exit code non-zero."""
    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    if catalog.errors:
        for name, errors in sorted(catalog.errors.items()):
            out.error("cli.game_errors", game=name, n=len(errors))
            for err in errors:
                print(f"  {err}", file=sys.stderr)
        return 1
    try:
        _smoke_games(catalog)
        from .ui import offscreen
        offscreen.check_all(lang=args.lang or FALLBACK, catalog=catalog)
    except Exception:
        traceback.print_exc()
        out.error("cli.smoke_failed")
        return 1
    out.say("cli.smoke_ok", games=len(catalog.games))
    return 0


def _smoke_games(catalog) -> None:
    """A few random steps of every game and a save round trip: proves the engine and its
    dependencies (jsonschema, the data files) made it into a bundle."""
    from .engine import saves
    from .engine.playout import play
    for spec in catalog.ordered():
        rules = spec.rules()
        match = play(rules, rules.player_range()[0], seed=1, stop_after=20, verify=False).match
        doc = saves.parse(saves.encode(saves.document(match, "auto"), sign=False))
        saves.check_shape(doc)
        saves.rebuild(doc, catalog)


# --- validate ---------------------------------------------------------------------
def cmd_validate(args) -> int:
    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    failed = False
    for name in sorted(set(catalog.games) | set(catalog.errors)):
        errors = catalog.errors.get(name, []) or _help_errors(catalog.games[name])
        failed = failed or bool(errors)
        if errors:
            out.say("cli.game_errors", game=name, n=len(errors))
            for err in errors:
                print(f"  {err}")
        else:
            recon = len(catalog.games[name].reconstructions)
            out.say("cli.game_ok_recon" if recon else "cli.game_ok", game=name, n=recon)
    if not catalog.games and not catalog.errors:
        out.say("cli.no_games", folder=str(args.data or paths.data_dir()))
    return 1 if failed else 0


def _help_errors(spec) -> list[str]:
    """What the game's rules help (its help data file, engine/help_data.py) asks of the data and
    does not find, for every player count and mode: the help is built only when read, so a
    broken document would otherwise show first on a player's screen."""
    from .engine.help_data import HelpDataError
    try:
        rules = spec.rules()
        lo, hi = rules.player_range()
        problems = set()
        for n in range(lo, hi + 1):
            for mode in rules.modes():
                try:
                    rules.help_sections(n, mode)
                except HelpDataError as exc:
                    problems.add(str(exc))
    except Exception as exc:          # the rules themselves do not start: say so, never a traceback
        return [f"{type(exc).__name__}: {exc}"]
    return sorted(problems)


# --- simulate -------------------------------------------------------------------------
def cmd_simulate(args) -> int:
    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    if _refuse_simulate(args, catalog, out):
        return 2
    return _simulate_all(args, catalog, out) if args.all else _simulate_one(args, catalog, out)


def _refuse_simulate(args, catalog, out: _Out) -> bool:
    """Say why the options do not fit together (True), or nothing (False)."""
    one_game = [o for o, v in (("--players", args.players), ("--mode", args.mode)) if v is not None]
    all_only = [o for o, v in (("--jobs", args.jobs), ("--json", args.json)) if v]
    if args.all and args.game:
        out.error("cli.sim_game_and_all", game=args.game)
    elif not args.all and not args.game:
        out.error("cli.sim_no_game", games=", ".join(sorted(catalog.games)) or "-")
    elif args.all and one_game:
        out.error("cli.sim_not_with_all", options=one_game)
    elif not args.all and all_only:
        out.error("cli.sim_only_with_all", options=all_only)
    else:
        return False
    return True


def _repeat(args, game: str, players: int, mode: str, seed: int, observe_every: int) -> str:
    """The command that plays one game again exactly as it was played (same checks)."""
    command = f"boardgames simulate {game} --players {players} --mode {mode} --games 1 --seed {seed}"
    if args.check_every != 1:
        command += f" --check-every {args.check_every}"
    if observe_every:
        command += f" --observe-every {observe_every}"
    if args.data:
        command += f" --data {shlex.quote(str(args.data))}"
    return command


def _report_failure(out: _Out, game: str, seed: int, step: int, problem: str, command: str,
                    detail: str = "") -> None:
    if detail:
        print(detail.rstrip("\n"), file=sys.stderr)
    out.error("cli.sim_failed", game=game, seed=seed, step=step, problem=problem)
    out.error("cli.sim_repeat", command=command)


def _simulate_one(args, catalog, out: _Out) -> int:
    from .engine.choice import msg
    from .engine.playout import PlayoutError, play

    spec = _find_game(catalog, args.game, out)
    if spec is None:
        return 1
    rules = spec.rules()
    lo, hi = rules.player_range()
    players = args.players or lo
    if not lo <= players <= hi:
        print(out.message(msg("engine.bad_player_count", n=players, lo=lo, hi=hi)), file=sys.stderr)
        return 1
    mode = args.mode or rules.modes()[0]
    if mode not in rules.modes():
        print(out.message(msg("engine.bad_mode", mode=mode)), file=sys.stderr)
        return 1
    observe_every = max(args.observe_every or 0, 0)
    results = []
    started = time.perf_counter()
    for i in range(args.games or 10):
        seed = args.seed + i
        try:
            results.append(play(rules, players, seed, mode, check_every=max(args.check_every, 0),
                                observe_every=observe_every))
        except PlayoutError as exc:
            detail = "".join(traceback.format_exception(exc.__cause__)) if exc.__cause__ else ""
            _report_failure(out, args.game, exc.seed, exc.step, exc.problem,
                            _repeat(args, spec.id, players, mode, exc.seed, observe_every), detail)
            return 1
    elapsed = time.perf_counter() - started
    _print_summary(out, args.game, players, mode, results, elapsed)
    return 0


def _simulate_all(args, catalog, out: _Out) -> int:
    """The release check (engine/sweep.py): every game, player count and mode; goes on past failures."""
    from .engine import sweep

    for name in sorted(catalog.errors):
        out.error("cli.game_has_errors", game=name)
    combos = sweep.combos(catalog)
    games = args.games or len(combos)
    if games < len(combos):
        out.error("cli.sim_too_few", n=len(combos), games=games)
        return 2
    observe = sweep.Checks.observe_every if args.observe_every is None else max(args.observe_every, 0)
    checks = sweep.Checks(args.check_every, observe)
    jobs = args.jobs or os.cpu_count() or 1
    report = sys.stderr if args.json else sys.stdout      # with --json, stdout holds only the object
    print(out.t("cli.sweep_start", games=games, combos=len(combos), first=args.seed,
                last=args.seed + games - 1, jobs=jobs), file=report, flush=True)
    summary = sweep.Summary(combos)
    started = time.perf_counter()
    tasks = sweep.plan(combos, games, args.seed)
    with contextlib.closing(sweep.run(tasks, catalog, args.data or paths.data_dir(), jobs, checks)) as outcomes:
        interrupted = _collect(args, out, outcomes, summary, checks, games)
    wall = time.perf_counter() - started
    _print_sweep(out, summary, wall, jobs, report)
    if args.json:
        print(json.dumps({**summary.as_dict(), "wall_s": round(wall, 2), "jobs": jobs,
                          "seed": args.seed, "check_every": checks.check_every,
                          "observe_every": checks.observe_every, "interrupted": interrupted,
                          "data_errors": sorted(catalog.errors)}, ensure_ascii=False, sort_keys=True))
    if interrupted:
        out.error("cli.sweep_interrupted", done=summary.games, total=games)
        return 130
    return 1 if summary.failed or catalog.errors else 0


PROGRESS_EVERY = 60.0   # seconds between progress lines of a long release check (on standard error)


def _collect(args, out: _Out, outcomes, summary, checks, games: int) -> bool:
    """Take outcomes into `summary` as they come, reporting failures at once; True if Ctrl+C stopped it."""
    started = shown = time.perf_counter()
    try:
        for outcome in outcomes:
            summary.add(outcome)
            if outcome.problem is not None:
                _report_outcome(args, out, outcome, checks, first=summary.rows[outcome.task.combo].failures == 1)
            if time.perf_counter() - shown >= PROGRESS_EVERY:
                shown = time.perf_counter()
                out.error("cli.sweep_progress", done=summary.games, total=games, failures=len(summary.failed),
                          seconds=f"{shown - started:.0f}")
    except KeyboardInterrupt:
        return True
    return False


def _report_outcome(args, out: _Out, outcome, checks, first: bool) -> None:
    """A failed game of the release check; the traceback only for a combination's first failure."""
    c, seed = outcome.task.combo, outcome.task.seed
    _report_failure(out, c.game, seed, outcome.step, outcome.problem,
                    _repeat(args, c.game, c.players, c.mode, seed, checks.observe_every),
                    outcome.detail if first else "")


def _print_sweep(out: _Out, summary, wall: float, jobs: int, report) -> None:
    rows = [[c.game, str(c.players), c.mode, str(r.games), "-" if r.mean_steps is None else f"{r.mean_steps:.1f}",
             str(r.failures), f"{r.cpu / r.games:.2f}" if r.games else "-"] for c, r in summary.rows.items()]
    header = [out.t("cli.bench_game"), out.t("cli.bench_players"), out.t("cli.sweep_mode"),
              out.t("cli.sweep_games"), out.t("cli.bench_steps"), out.t("cli.sweep_failures"),
              out.t("cli.sweep_cpu")]
    print(_table(header, rows), file=report)
    print(out.t("cli.sweep_total", games=summary.games, combos=len(summary.rows), failures=len(summary.failed),
                wall=f"{wall:.1f}", cpu=f"{summary.cpu:.1f}", jobs=jobs), file=report)


def _print_summary(out: _Out, game: str, players: int, mode: str, results, elapsed: float) -> None:
    steps = [r.steps for r in results]
    totals = [t for r in results for t in r.sheet.totals]
    wins = Counter()
    for r in results:
        winners = r.sheet.winners
        wins["shared" if len(winners) > 1 else winners[0]] += 1
    n = len(results)
    out.say("cli.sim_header", game=game, games=n, players=players, mode=mode,
            first=results[0].seed, last=results[-1].seed)
    out.say("cli.sim_steps", mean=f"{statistics.fmean(steps):.1f}", min=min(steps), max=max(steps))
    out.say("cli.sim_scores", mean=f"{statistics.fmean(totals):.1f}", min=min(totals), max=max(totals))
    parts = [out.t("cli.sim_seat", seat=p + 1, pct=f"{100 * wins[p] / n:.0f}", n=wins[p]) for p in range(players)]
    parts.append(out.t("cli.sim_shared", pct=f"{100 * wins['shared'] / n:.0f}", n=wins["shared"]))
    out.say("cli.sim_winners", list=parts)
    out.say("cli.sim_speed", rate=f"{n / elapsed:.1f}" if elapsed > 0 else "-")


# --- duel -----------------------------------------------------------------------------
def cmd_duel(args) -> int:
    """Bot levels against each other (engine/bots/duel.py), in worker processes."""
    from .engine import pool
    from .engine.bots import LEVELS, duel

    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    spec = catalog.games.get(args.game)
    if spec is None:
        out.error("cli.unknown_game", game=args.game, games=", ".join(sorted(catalog.games)) or "-")
        return 2
    for level in (args.seat, args.vs):
        if level not in LEVELS:
            out.error("cli.duel_level", level=level, levels=", ".join(LEVELS))
            return 2
    rules = spec.rules()
    lo, hi = rules.player_range()
    players = args.players or max(lo, 2)
    if not lo <= players <= hi:
        out.error("cli.duel_players", game=args.game, lo=lo, hi=hi)
        return 2
    pairing = duel.Pairing(args.game, players, args.seat, args.vs, args.mode or rules.modes()[0],
                           args.sims, args.seconds, args.vs_sims, args.vs_seconds)
    tasks = duel.plan(pairing, args.games, args.seed)
    jobs = args.jobs or os.cpu_count() or 1
    report = sys.stderr if args.json else sys.stdout
    print(out.t("cli.duel_header", game=args.game, players=players, seat=args.seat, vs=args.vs, games=args.games,
                first=args.seed, last=args.seed + args.games - 1, jobs=jobs), file=report, flush=True)
    started = time.perf_counter()
    results = []
    with contextlib.closing(pool.run(tasks, catalog, args.data or paths.data_dir(), jobs, duel.Duelist)) as games:
        for game in games:             # a long duel shows its progress, a game at a time
            results.append(game)
            so_far = sum(g.share for g in results if g.problem is None)
            print(out.t("cli.duel_game", done=len(results), games=args.games, seed=game.seed, seat=game.seat,
                        share=f"{game.share:.2f}", margin=f"{game.margin:+.0f}",
                        pct=f"{100 * so_far / len(results):.1f}"), file=report, flush=True)
    result = duel.summary(pairing, sorted(results, key=lambda g: g.seed))
    result["wall_s"] = round(time.perf_counter() - started, 1)
    lo95, hi95 = result["ci95"]
    print(out.t("cli.duel_share", seat=args.seat, pct=f"{100 * result['win_share']:.1f}",
                lo=f"{100 * lo95:.1f}", hi=f"{100 * hi95:.1f}", fair=f"{100 / players:.1f}",
                margin=f"{result['mean_margin']:+.1f}", rank=f"{result['mean_rank']:.2f}"), file=report)
    print(out.t("cli.duel_speed", sims=result["sims_per_s"], slowest=result["slowest_move_s"],
                wall=result["wall_s"]), file=report)
    for failure in result["failures"]:
        out.error("cli.duel_failed", seed=failure["seed"], seat=failure["seat"], problem=failure["problem"])
    if args.json:
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))
    return 1 if result["failures"] else 0


# --- score ----------------------------------------------------------------------------
def cmd_score(args) -> int:
    from .engine import saves

    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    try:
        match = saves.load(args.save, catalog)
    except saves.SaveError as exc:
        print(out.message(exc.message), file=sys.stderr)
        return 1
    sheet = match.score()
    names = [s.get("name") or out.t("cli.player", n=i + 1) for i, s in enumerate(match.state["seats"])]

    def label(key: str) -> str:
        return out.t(key) if out.locale.has(key) else key

    def cell(v) -> str:
        return "/" if v is None else str(v)

    rows = [[label(r)] + [cell(v) for v in values] for r, values in zip(sheet.rows, sheet.values)]
    rows.append([out.t("cli.total")] + [str(t) for t in sheet.totals])
    for i, tl in enumerate(sheet.tiebreak_labels):
        rows.append([label(tl)] + [str(sheet.tiebreaks[p][i]) for p in range(len(names))])
    print(out.message(match.rules.round_label(match.state)) if not match.over else out.t("cli.game_over"))
    print(_table([""] + names, rows))
    out.say("cli.winners", names=[names[p] for p in sheet.winners])
    return 0


# --- rules -------------------------------------------------------------------------------
def cmd_rules(args) -> int:
    """The rules help of a game as text: the very document the app shows (engine/rules_help)."""
    from .engine import rules_help

    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    spec = _find_game(catalog, args.game, out)
    if spec is None:
        return 2
    rules = spec.rules()
    lo, hi = rules.player_range()
    if args.players is not None and not lo <= args.players <= hi:
        out.error("engine.bad_player_count", lo=lo, hi=hi, n=args.players)
        return 2
    if args.mode is not None and args.mode not in rules.modes():
        out.error("engine.bad_mode", mode=args.mode)
        return 2
    from .engine.help_data import HelpDataError
    try:
        doc = rules_help.build(rules, out.locale, args.players, args.mode)
    except HelpDataError as exc:            # the game's help data asks for what is not there
        out.error("cli.help_broken", game=spec.id, error=str(exc))
        return 1
    sys.stdout.write(rules_help.as_text(doc, out.locale, max(40, args.width)))
    return 0


# --- bench ------------------------------------------------------------------------------
def cmd_bench(args) -> int:
    from . import bench

    catalog, out = _catalog(args)
    if catalog is None:
        return 1
    if not catalog.games:
        out.say("cli.no_games", folder=str(args.data or paths.data_dir()))
        return 1
    result = bench.measure(catalog, args.seconds, args.lang or FALLBACK, screens=not args.no_screens)
    report = sys.stderr if args.json else sys.stdout      # with --json, stdout holds only the object
    from .bench_report import lines
    for line in lines(result, out.t, _table):
        print(line, file=report)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
