"""Golden seeded playthroughs: every decision and a state digest, diffed against tests/golden/.

When a rule changes on purpose, regenerate with UPDATE_GOLDEN=1 and review the diff.
"""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from boardgames.engine.i18n import Locale
from boardgames.engine.catalog import load_catalog
from boardgames.engine.match import Match

from mr_helpers import COLOURS

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
CASES = [("camp", 3, 11), ("legends", 4, 12), ("camp", 2, 13), ("legends", 2, 14)]


def playthrough(rules, mode, n, seed) -> str:
    strings = load_catalog().strings
    en = Locale(strings, "en")
    seats = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
    m = Match.new(rules, seats, mode, {}, seed)
    bot = random.Random(seed)
    lines = [f"# moon_river {mode} {n}p seed {seed}", "0 " + rules.summary(m.state)]
    step = 0
    while not m.over:
        ch = m.pending
        opt = bot.choice(ch.options)
        m.choose(opt)
        step += 1
        lines.append(f"{step} P{ch.player} {ch.kind} {json.dumps(opt, sort_keys=True)} | {rules.summary(m.state)}")
    sheet = rules.score(m.state)
    lines.append("score " + json.dumps(sheet.to_dict(), sort_keys=True))
    lines.append("# log")
    for e in m.state["log"]:
        who = f"P{e['p']} " if e.get("p") is not None else ""
        lines.append(who + en.t(e["key"], **e["args"]))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mode,n,seed", CASES)
def test_golden_playthrough(rules, mode, n, seed):
    path = GOLDEN / f"moon_river_{mode}_{n}p.txt"
    text = playthrough(rules, mode, n, seed)
    if os.environ.get("UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
        if not os.environ.get("UPDATE_GOLDEN"):
            pytest.fail(f"{path.name} was missing and has been written; review and commit it")
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs; rerun with UPDATE_GOLDEN=1 if intended"
