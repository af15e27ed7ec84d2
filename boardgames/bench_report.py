"""The tables `boardgames bench` prints from its result (bench.measure), every figure with the
conditions it was taken in (loadwatch.py): a figure taken on a loaded machine says so."""
from __future__ import annotations

from typing import Callable


def lines(result: dict, t: Callable[..., str], table: Callable[[list[str], list[list[str]]], str]) -> list[str]:
    """The report, line by line (a table counts as one); `t` translates a `cli.*` key,
    `table(header, rows)` lays out a table."""
    out = []
    rows = [[g["game"], str(g["players"]), f"{g['games_per_cpu_s']:.1f}", f"{g['steps_per_game']:.0f}",
             f"{g['clone_ms']:.3f}", _load(g.get("conditions"), t)] for g in result["games"]]
    out.append(table([t("cli.bench_game"), t("cli.bench_players"), t("cli.bench_rate"), t("cli.bench_steps"),
                      t("cli.bench_clone"), t("cli.bench_load")], rows))
    where = result.get("conditions", {})
    if "save_ms" in result:
        out.append(t("cli.bench_saving", save=f"{result['save_ms']:.1f}", load=f"{result['load_ms']:.1f}",
                     verify=f"{result['load_verify_ms']:.1f}") + _said(where.get("save"), t))
        out.append(t("cli.bench_autosave", wall=f"{result['autosave_block_ms']:.1f}",
                     cpu=f"{result.get('autosave_block_cpu_ms', 0):.1f}") + _said(where.get("autosave"), t))
    figures = result.get("duel")
    if figures:
        lo95, hi95 = figures["ci95"]
        out.append(t("cli.bench_duel", game=figures["game"], games=figures["games"], sims=figures["sims"],
                     pct=f"{100 * figures['win_share']:.0f}", lo=f"{100 * lo95:.0f}", hi=f"{100 * hi95:.0f}",
                     rate=figures["sims_per_s"], slowest=figures["slowest_move_s"]) + _said(where.get("duel"), t))
    for game, hard in (result.get("hard") or {}).items():
        out.append(t("cli.bench_hard", game=game, least=hard["sims_min"], median=hard["sims_median"],
                     budget=hard["budget_s"], slowest=hard["slowest_s"], cpu=hard.get("slowest_cpu_s", "-"))
                   + _said(hard.get("conditions"), t))
    if "startup_cpu_s" in result:
        out.append(t("cli.bench_startup", warm=f"{result['startup_cpu_s']:.2f}",
                     cold=f"{result['startup_cold_cpu_s']:.2f}") + _said(where.get("startup"), t))
    if "frames_error" in result:
        out.append(t("cli.bench_no_ui", error=result["frames_error"]))
    elif "frames" in result:
        out.append("")
        rows = [[f["screen"], f"{f['first_ms']:.1f}" if "first_ms" in f else "-", f"{f['median_ms']:.2f}",
                 f"{f['p99_ms']:.2f}", _load(f.get("conditions"), t)] if "error" not in f
                else [f["screen"], "-", "-", "-", "-", f["error"]] for f in result["frames"]]
        header = [t("cli.bench_screen"), t("cli.bench_first"), t("cli.bench_median"), t("cli.bench_p99"),
                  t("cli.bench_load")]
        if any(len(r) > 5 for r in rows):
            header.append("")
            rows = [r + [""] * (6 - len(r)) for r in rows]
        out.append(table(header, rows))
    out.append(host(result, t))
    return out


def host(result: dict, t) -> str:
    """The host's speed, the load average at the start and the end, and the verdict."""
    load = result.get("load", {})
    named = result.get("loaded_figures", [])
    verdict = t("cli.bench_some_loaded", n=len(named)) if named else t("cli.bench_all_quiet")
    return t("cli.bench_host", ns=result["host_loop_ns"], start=_avg(load.get("load_avg_start")),
             end=_avg(load.get("load_avg_end")), cores=load.get("cores", "-"), verdict=verdict)


def _avg(values) -> str:
    return " ".join(f"{v:.2f}" for v in values) if values else "-"


def _load(cond: dict | None, t) -> str:
    """A table's cell: the load a core, and the mark of a figure taken on a loaded machine."""
    if not cond:
        return "-"
    cell = f"{cond['load_per_core']:.2f}" if cond.get("load_per_core") is not None else "-"
    return f"{cell} {t('cli.bench_loaded_mark')}" if cond.get("loaded") else cell


def _said(cond: dict | None, t) -> str:
    """A figure's conditions, after it: its CPU share of the wall time and the load a core."""
    if not cond:
        return ""
    load = f"{cond['load_per_core']:.2f}" if cond.get("load_per_core") is not None else "-"
    key = "cli.bench_conditions" if cond.get("cpu_share") is not None else "cli.bench_load_only"
    key += "_loaded" if cond.get("loaded") else ""
    share = f"{100 * cond['cpu_share']:.0f}%" if cond.get("cpu_share") is not None else ""
    return t(key, share=share, load=load)         # its own spacing: none before a full-width bracket
