"""The command line: validate, simulate, score, bench and starting the app."""
from __future__ import annotations

import json
import os
import shutil
import sys
import types

import pytest

import boardgames.ui
from boardgames import cli
from boardgames.engine import saves
from boardgames.engine.catalog import load_catalog
from boardgames.engine.match import Match

BROKEN_DECK = """\
# a hand edit gone wrong
cards:
  - 1
  - 2
  - three
max_take: 3
short_deck: 8
"""


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# --- validate ---------------------------------------------------------------------------
def test_validate_real_data_is_clean(capsys):
    code, out, err = run(capsys, "validate")
    assert code == 0, out + err
    assert "moon_river: OK" in out


def test_validate_fixture_game(capsys, tally_root):
    code, out, _ = run(capsys, "validate", "--data", tally_root)
    assert code == 0 and out.strip() == "tally: OK"


def test_validate_broken_copy_names_file_line_and_path(capsys, tally_root):
    broken = tally_root / "broken"
    shutil.copytree(tally_root / "tally", broken)
    (broken / "game.yaml").write_text((broken / "game.yaml").read_text().replace("id: tally", "id: broken"))
    (broken / "deck.yaml").write_text(BROKEN_DECK)
    code, out, _ = run(capsys, "validate", "--data", tally_root)
    assert code == 1
    assert "broken: 1 error(s)" in out
    assert "broken/deck.yaml:5: cards/2: 'three' is not of type 'integer'" in out
    assert "tally: OK" in out
    catalog = load_catalog(tally_root)
    assert "tally" in catalog.games and "broken" in catalog.errors


def test_validate_unreadable_data_folder(capsys, tmp_path):
    code, _, err = run(capsys, "validate", "--data", tmp_path / "nothing-here")
    assert code == 1 and "could not be read" in err


def test_validate_in_traditional_chinese(capsys, tally_root):
    code, out, _ = run(capsys, "--lang", "zh-Hant", "validate", "--data", tally_root)
    assert code == 0 and out.strip() == "tally：正常"


# --- simulate ------------------------------------------------------------------------------
def test_simulate_small_run(capsys, tally_root):
    code, out, err = run(capsys, "simulate", "tally", "--players", 3, "--games", 4, "--seed", 5,
                         "--data", tally_root)
    assert code == 0, err
    assert "tally: 4 random game(s), 3 players, mode standard, seeds 5 to 8" in out
    assert "Steps per game" in out and "Scores" in out and "games per second" in out
    assert "seat 3" in out


def test_simulate_other_mode_and_sparse_checks(capsys, tally_root):
    code, out, _ = run(capsys, "simulate", "tally", "--players", 2, "--games", 2, "--mode", "short",
                       "--check-every", 5, "--data", tally_root)
    assert code == 0 and "mode short" in out


def test_simulate_failure_names_the_seed(capsys, tally_root, monkeypatch):
    module = sys.modules["boardgames.games.tally"]

    class Broken(module.TallyRules):
        def check(self, state):
            return ["seat 0 hoards"] if len(state["players"][0]["taken"]) > 3 else []

    monkeypatch.setattr(module, "RULES", Broken)
    code, _, err = run(capsys, "simulate", "tally", "--players", 2, "--games", 3, "--seed", 100,
                       "--data", tally_root)
    assert code == 1
    assert "the game with seed 100 failed" in err and "seat 0 hoards" in err
    assert "--games 1 --seed 100" in err


def test_simulate_refuses_bad_requests(capsys, tally_root):
    code, _, err = run(capsys, "simulate", "chess", "--data", tally_root)
    assert code == 1 and "Unknown game: chess. Available: tally." in err
    code, _, err = run(capsys, "simulate", "tally", "--players", 9, "--data", tally_root)
    assert code == 1 and "needs 2 to 4 players, not 9" in err
    code, _, err = run(capsys, "simulate", "tally", "--mode", "blitz", "--data", tally_root)
    assert code == 1 and "Unknown game mode: blitz" in err


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_moon_river(capsys, players):
    for mode in ("camp", "legends"):
        code, out, err = run(capsys, "simulate", "moon_river", "--players", players, "--games", 2,
                             "--mode", mode, "--seed", players)
        assert code == 0, err
        assert f"{players} players" in out


# --- score ---------------------------------------------------------------------------------
def _finished_save(catalog):
    rules = catalog.games["tally"].rules()
    match = Match.new(rules, [{"name": "Ann"}, {"name": "Bo"}], seed=2)
    while not match.over:
        match.choose(match.pending.options[0])
    return saves.save(match, "named", "final"), rules.score(match.state)


def test_score_prints_the_sheet(capsys, tally_catalog, tally_root):
    path, sheet = _finished_save(tally_catalog)
    code, out, err = run(capsys, "score", path, "--data", tally_root)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Final score"
    assert lines[1].split() == ["Ann", "Bo"]
    assert lines[3].split() == ["Card", "points", *map(str, sheet.values[0])]
    assert lines[5].split() == ["Total", *map(str, sheet.totals)]
    assert lines[-1].startswith("Winner(s): ")


def test_score_in_traditional_chinese(capsys, tally_catalog, tally_root):
    path, sheet = _finished_save(tally_catalog)
    code, out, _ = run(capsys, "score", path, "--data", tally_root, "--lang", "zh-Hant")
    assert code == 0
    assert "卡牌分數" in out and "總分" in out and "獲勝者：" in out


def test_score_refuses_a_damaged_save(capsys, tally_root, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"format": "boardgames-save", "vers')
    code, _, err = run(capsys, "score", bad, "--data", tally_root)
    assert code == 1 and "damaged or incomplete" in err
    assert bad.read_bytes() == b'{"format": "boardgames-save", "vers'


def test_score_of_a_folder_says_it_is_not_a_file(capsys, tally_root, tmp_path):
    folder = tmp_path / "x.json"
    folder.mkdir()
    code, out, err = run(capsys, "score", folder, "--data", tally_root)
    assert code == 1 and out == ""
    assert err.strip() == "“x.json” is not an ordinary file (it is a folder, a named pipe or a device), so it was not opened."


# --- bench -----------------------------------------------------------------------------------
def test_bench_prints_a_table_and_json(capsys, tally_root):
    code, out, err = run(capsys, "bench", "--seconds", 0.2, "--no-screens", "--data", tally_root)
    assert code == 0, err
    header, rule, *rows, host = out.strip().splitlines()
    assert header.split()[:2] == ["Game", "Players"]
    assert host.startswith("Host: ") and host.split()[1].replace(".", "").isdigit()
    assert [r.split()[:2] for r in rows] == [["tally", "2"], ["tally", "4"]]
    code, out, err = run(capsys, "bench", "--seconds", 0.2, "--no-screens", "--json", "--data", tally_root)
    result = json.loads(out)
    assert "Game" in err                      # the table went to standard error
    games = result["games"]
    assert result["duel"] is None             # no Moon River in this data: no duel
    assert [(g["game"], g["players"]) for g in games] == [("tally", 2), ("tally", 4)]
    assert result["host_loop_ns"] > 0 and f"Host: {result['host_loop_ns']} ns" in err
    for g in games:
        assert set(g) == {"game", "players", "games_per_cpu_s", "games_per_cpu_s_windows", "steps_per_game", "clone_ms",
                          "conditions"}
        assert len(g["games_per_cpu_s_windows"]) == 5
        assert g["games_per_cpu_s"] > 0 and g["steps_per_game"] > 0 and g["clone_ms"] >= 0
        cond = g["conditions"]                # what the machine was doing meanwhile
        assert set(cond) == {"cpu_s", "wall_s", "cpu_share", "load_avg", "load_per_core", "loaded", "why"}
        assert 0 < cond["cpu_s"] and 0 < cond["wall_s"] and cond["loaded"] == bool(cond["why"])
    assert result["load"]["cores"] >= 1 and "load_avg_start" in result["load"] and "load_avg_end" in result["load"]
    assert result["loaded"] == bool(result["loaded_figures"])
    assert ("no figure was taken on a loaded machine" in err) != result["loaded"]


def test_bench_says_which_figures_were_taken_on_a_loaded_machine():
    """A constructed result: the autosave snapshot printed as 128 ms of wall time that cost 2.2 ms
    of CPU, and a Hard game run at 2.1 runnable threads a core, are marked in the tables and
    named in `loaded_figures`; the quiet ones are not."""
    from boardgames import bench, bench_report, loadwatch
    quiet = loadwatch.conditions(1.0, 1.02, [0.6, 0.5, 0.4], n_cores=2)
    snapshot = loadwatch.conditions(0.0022, 0.128, [0.9, 0.5, 0.4], n_cores=2)
    busy = loadwatch.conditions(5.9, 6.0, [4.2, 3.0, 2.0], n_cores=2)
    starting = loadwatch.conditions(None, None, [3.0, 2.0, 1.0], n_cores=2)     # a child process: the load alone
    result = {"host_loop_ns": 31.5, "load": {"cores": 2, "load_avg_start": [0.6, 0.5, 0.4],
                                             "load_avg_end": [4.2, 3.0, 2.0]},
              "games": [{"game": "tally", "players": 2, "games_per_cpu_s": 50.0, "steps_per_game": 12,
                         "clone_ms": 0.01, "conditions": quiet}],
              "save_ms": 5.0, "load_ms": 3.0, "load_verify_ms": 9.0, "autosave_block_ms": 128.0,
              "autosave_block_cpu_ms": 2.2, "conditions": {"save": quiet, "autosave": snapshot, "startup": starting},
              "startup_cpu_s": 0.3, "startup_cold_cpu_s": 0.8,
              "duel": None, "hard": {"via_nebula": {"sims_min": 38, "sims_median": 160, "budget_sims": 2000,
                                                    "budget_s": 2.0, "slowest_s": 2.01, "slowest_cpu_s": 1.98,
                                                    "conditions": busy}}}
    assert bench.loaded_figures(result) == ["autosave", "startup", "hard:via_nebula"]
    assert (snapshot["why"], busy["why"], quiet["why"]) == (["cpu"], ["load"], [])
    result["loaded_figures"] = bench.loaded_figures(result)
    out = bench_report.lines(result, _Out_en().t, cli._table)
    text = "\n".join(out)
    autosave = next(line for line in out if line.startswith("Autosave"))
    assert "128.0 ms" in autosave and "2.2 ms of CPU" in autosave and "LOADED MACHINE" in autosave
    assert "CPU 2% of the wall time" in autosave
    hard = next(line for line in out if line.startswith("Hard, via_nebula"))
    assert "LOADED MACHINE" in hard and "load 2.10 a core" in hard and "1.98 s of it on the CPU" in hard
    saving = next(line for line in out if line.startswith("Caverna"))
    assert "LOADED" not in saving and "CPU 98% of the wall time, load 0.30 a core" in saving
    startup = next(line for line in out if line.startswith("Start-up"))
    assert startup.endswith("(LOADED MACHINE, read with care: load 1.50 a core)") and "CPU" not in startup.split("(")[-1]
    assert "LOADED" not in out[0]                                   # the games table: a quiet row
    assert out[-1].startswith("Host: 31.5 ns") and "figures taken on a LOADED machine: 3" in out[-1]
    assert "0.60 0.50 0.40 at the start, 4.20 3.00 2.00 at the end, 2 cores" in text


def _Out_en():
    return cli._Out(cli._app_strings(), "en")


def test_bench_host_speed_is_a_loop_of_plain_python():
    """The host's own speed, beside the figures: more turns of the same loop take longer, in
    proportion, so the figure is per turn and not the loop's set-up."""
    from boardgames import bench
    one, ten = bench.host_loop_ns(turns=20_000, runs=3), bench.host_loop_ns(turns=200_000, runs=3)
    assert one > 0 and ten > 0
    assert 0.3 < one / ten < 3


@pytest.mark.slow
def test_bench_duel_figures():
    from boardgames import bench
    from boardgames.engine.catalog import load_catalog
    figures = bench.duel_figures(load_catalog(), games=1, sims=5)
    for key in ("win_share", "ci95", "mean_margin", "mean_rank", "sims_per_s", "slowest_move_s"):
        assert key in figures
    assert figures["games"] == 1 and figures["sims_per_s"] > 0 and not figures["failures"]


def test_bench_hard_figures_spend_the_full_budget():
    """Hard's figures come from real moves: simulations counted, the deadline kept."""
    from boardgames import bench
    from boardgames.engine.bots import BUDGETS
    figures = bench.hard_figures(load_catalog(), positions=(0.5,), games=("via_nebula",))
    assert list(figures) == ["via_nebula"]
    hard = figures["via_nebula"]
    sims, seconds = BUDGETS["hard"]
    assert (hard["budget_sims"], hard["budget_s"]) == (sims, seconds)
    assert 0 < hard["sims_min"] <= hard["sims_median"] <= sims
    assert hard["slowest_s"] <= seconds * 1.1


def test_bench_player_counts():
    from boardgames import bench
    cat = load_catalog()
    assert bench.counts_for(cat.games["caverna"].rules()) == [2, 4, 7]
    assert bench.counts_for(cat.games["moon_river"].rules()) == [2, 4]


def test_bench_frames_without_ui(tally_catalog, monkeypatch):
    from boardgames import bench
    monkeypatch.delattr(boardgames.ui, "offscreen", raising=False)
    monkeypatch.setitem(sys.modules, "boardgames.ui.offscreen", None)
    result = bench.measure(tally_catalog, 0.05, "en")
    assert "frames" not in result and "frames_error" in result


def test_bench_times_a_real_start_up_to_the_first_frame():
    """A fresh app process paints its first menu frame and quits by itself (bench's hook)."""
    from boardgames import bench
    cpu = bench.startup_cpu_s("en", runs=1)
    assert cpu is None or 0 < cpu["warm"] < 60 and 0 < cpu["cold"] < 60


# --- the app -------------------------------------------------------------------------------------
@pytest.fixture
def fake_ui(monkeypatch):
    calls = types.SimpleNamespace(run=[], rendered=0, fail=False)
    app = types.ModuleType("boardgames.ui.app")
    app.run = lambda options: calls.run.append(options) or 0
    offscreen = types.ModuleType("boardgames.ui.offscreen")

    def check_all(**options):
        calls.options = options
        if calls.fail:
            raise RuntimeError("font missing")
        calls.rendered += 1
    offscreen.check_all = check_all
    for name, module in (("app", app), ("offscreen", offscreen)):
        monkeypatch.setitem(sys.modules, f"boardgames.ui.{name}", module)
        monkeypatch.setattr(boardgames.ui, name, module, raising=False)
    return calls


def test_app_gets_the_options(fake_ui):
    assert cli.main(["--size", "1280x800", "--fullscreen", "--lang", "zh-Hant"]) == 0
    options = fake_ui.run[-1]
    assert (options.size, options.fullscreen, options.lang, options.smoke_test) == ((1280, 800), True, "zh-Hant", False)
    assert cli.main([]) == 0
    assert (fake_ui.run[-1].fullscreen, fake_ui.run[-1].size, fake_ui.run[-1].lang) == (None, None, None)
    assert cli.main(["--windowed"]) == 0 and fake_ui.run[-1].fullscreen is False and fake_ui.run[-1].windowed


def test_bad_window_size_is_a_usage_error(fake_ui):
    with pytest.raises(SystemExit) as err:
        cli.main(["--size", "big"])
    assert err.value.code == 2 and not fake_ui.run


def test_smoke_test(capsys, fake_ui, tally_root):
    code, out, _ = run(capsys, "--smoke-test", "--data", tally_root)
    assert code == 0 and fake_ui.rendered == 1 and "Smoke test passed" in out
    assert fake_ui.options["catalog"].games.keys() == {"tally"}
    fake_ui.fail = True
    code, _, err = run(capsys, "--smoke-test", "--data", tally_root)
    assert code == 1 and "font missing" in err and not fake_ui.run


def test_bench_frames_with_the_real_ui(tally_catalog):
    pytest.importorskip("boardgames.ui.offscreen")
    from boardgames import bench
    rows = {f["screen"]: f for f in bench.frames(tally_catalog, "en", size=(1024, 640), count=2)}
    assert {"menu", "load", "game:tally", "score:tally"} <= set(rows), rows
    assert all("error" not in f and f["median_ms"] > 0 and f["p99_ms"] >= f["median_ms"] for f in rows.values())


def test_cli_messages_exist_in_both_languages(tally_catalog):
    import re
    from boardgames.engine.i18n import LANGUAGES
    keys = set(re.findall(r'"(cli\.[a-z_0-9]+)"', open(cli.__file__, encoding="utf-8").read()))
    assert len(keys) > 20
    for lang in LANGUAGES:
        assert not keys - set(tally_catalog.strings[lang]), lang


def test_game_names_accept_hyphens(capsys):
    """`boardgames simulate via-nebula` names the same game as via_nebula."""
    from boardgames.cli import main
    assert main(["simulate", "moon-river", "--players", "2", "--games", "1", "--seed", "3"]) == 0


@pytest.mark.slow
def test_bench_json_is_the_whole_standard_output():
    """Run as reviews run it (a fresh process, screens included): standard output is one JSON
    object and nothing else (no library banner)."""
    import subprocess
    out = subprocess.run([sys.executable, "-m", "boardgames", "bench", "--json", "--seconds", "0.05"],
                         capture_output=True, text=True, timeout=600,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout)
    assert {"games", "frames", "save_ms", "load_ms"} <= set(result)


@pytest.mark.parametrize("command", [["validate"], ["--smoke-test"]])
def test_hostile_data_files_are_reported_without_a_traceback(capsys, tally_root, fake_ui, command):
    attacks = {
        "alias": "cards: &c [1, *c]\nmax_take: 3\nshort_deck: 8\n",
        "deep": "cards: " + "[" * 10_000 + "]" * 10_000 + "\n",
        "empty": "",
    }
    for name, text in attacks.items():
        folder = tally_root / name
        shutil.copytree(tally_root / "tally", folder)
        (folder / "game.yaml").write_text((folder / "game.yaml").read_text().replace("id: tally", f"id: {name}"))
        (folder / "deck.yaml").write_text(text)
    (tally_root / "latin1").mkdir()
    (tally_root / "latin1" / "game.yaml").write_bytes(b"# caf\xe9\nid: latin1\n")
    code, out, err = run(capsys, *command, "--data", tally_root)
    text = out + err
    assert code == 1 and "Traceback" not in text
    for line in ("data/alias/deck.yaml:1: cards/1: recursive alias *c: it is used inside the value it names",
                 "data/deep/deck.yaml:1: cards/0/0/0/0/...: nested more than 64 levels deep",
                 "data/empty/deck.yaml:1: the file is empty",
                 "data/latin1/game.yaml:1: not UTF-8 text: byte 0xe9 at column 6 cannot be decoded"):
        assert line in text
    if command == ["validate"]:
        assert "tally: OK" in out
    else:
        assert fake_ui.rendered == 0
