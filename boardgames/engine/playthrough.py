"""Golden playthroughs: a readable record of one seeded game, diffed in tests.

Each line is one decision (player, choice kind, option) with the rules' state
digest after it, then the score pad and the game log in English. When a rule
changes on purpose the diff shows exactly which decisions and outcomes moved.
"""
from __future__ import annotations

import json
from typing import Callable

from .i18n import Locale
from .match import Match


def record(rules, seats: list[dict], mode: str, seed: int, pick: Callable[[Match], dict],
           strings: dict, options: dict | None = None, title: str = "", every_step: bool = True) -> str:
    """With `every_step` the digest follows each decision on its line; otherwise (long games)
    it gets a line of its own ("= ...") whenever the round label changes and at the end."""
    en = Locale(strings, "en")
    m = Match.new(rules, seats, mode, options or {}, seed)
    lines = [f"# {rules.id} {mode} {len(seats)}p seed {seed} {title}".rstrip(), "0 " + rules.summary(m.state)]
    step = 0
    label = rules.round_label(m.state)
    while not m.over:
        ch = m.pending
        opt = pick(m)
        m.choose(opt)
        step += 1
        line = f"{step} P{ch.player} {ch.kind} {json.dumps(opt, sort_keys=True, ensure_ascii=False)}"
        if every_step:
            lines.append(f"{line} | {rules.summary(m.state)}")
            continue
        lines.append(line)
        if rules.round_label(m.state) != label or m.over:
            label = rules.round_label(m.state)
            lines.append("= " + rules.summary(m.state))
    lines.append("score " + json.dumps(rules.score(m.state).to_dict(), sort_keys=True))
    lines.append("# log")
    for e in m.log:
        who = f"P{e['p']} " if e.get("p") is not None else ""
        lines.append(who + en.t(e["key"], **e["args"]))
    return "\n".join(lines) + "\n"
