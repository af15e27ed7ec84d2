"""Golden seeded playthroughs: every decision and a state digest, diffed against tests/golden/.

When a rule changes on purpose, regenerate with UPDATE_GOLDEN=1 and review the diff.
"""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale
from boardgames.engine.match import Match

from vn_helpers import COLOURS, guided_pick

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
# (mode, players, seed, bot): the guided bot reaches the fifth building, the random one a stalemate.
CASES = [("beginner", 2, 21, "guided"), ("expert", 3, 22, "guided"), ("beginner", 4, 23, "guided"),
         ("expert", 2, 24, "random")]


def playthrough(rules, mode, n, seed, bot_kind) -> str:
    en = Locale(load_catalog().strings, "en")
    seats = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
    m = Match.new(rules, seats, mode, {}, seed)
    bot = random.Random(seed)
    lines = [f"# via_nebula {mode} {n}p seed {seed} {bot_kind} bot", "0 " + rules.summary(m.state)]
    step = 0
    while not m.over:
        ch = m.pending
        opt = guided_pick(rules, m, bot) if bot_kind == "guided" else bot.choice(ch.options)
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


@pytest.mark.parametrize("mode,n,seed,bot_kind", CASES)
def test_golden_playthrough(rules, mode, n, seed, bot_kind):
    path = GOLDEN / f"via_nebula_{mode}_{n}p.txt"
    text = playthrough(rules, mode, n, seed, bot_kind)
    if os.environ.get("UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
        if not os.environ.get("UPDATE_GOLDEN"):
            pytest.fail(f"{path.name} was missing and has been written; review and commit it")
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs; rerun with UPDATE_GOLDEN=1 if intended"
