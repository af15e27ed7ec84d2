"""Every refused option says why, in both languages: the reasons come from the task and node
types that offer the options (explain.py is gone), one constructed position per decision."""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.choice import Illegal
from boardgames.engine.i18n import Locale

from mr_helpers import clear_storage

G = "moon_river"
#: every reason the old explain.py gave, plus the cowboy's "no_path" and the card's "turn" (each is
#: asserted below)
EVERY_REASON = {"outside", "occupied", "no_anchor", "turn", "must_expand", "must_place", "not_in_storage",
                "no_place_for_card", "slot_taken", "not_in_saloon", "not_circle", "no_cow", "one_step",
                "not_plot", "cows_avoid", "too_far", "no_path", "not_opponent", "protected", "not_in_region"}


def refused(m, option) -> str:
    """The refusal's reason key; it also renders in both languages and explain agrees."""
    with pytest.raises(Illegal) as exc:
        m.choose(option)
    reason = exc.value.reason
    assert m.explain(option) == reason
    strings = load_catalog().strings
    for lang in ("en", "zh-Hant"):
        text = Locale(strings, lang).render(reason)
        assert text and "{" not in text and "@" not in text and "why." not in text, (lang, text)
    return reason["key"].removeprefix(f"{G}.why.")


def test_draft_and_pick_slots(build):
    b = build(n=3)
    taken = b.m.pending.options[0]
    b.m.choose(taken)
    assert refused(b.m, taken) == "slot_taken"
    assert refused(b.m, {"slot": 9}) == "slot_taken"
    b.finish_draft()
    picked = None
    while True:
        opts = b.m.pending.options
        if b.m.pending.kind == f"{G}.pick":
            if picked is not None:
                break
            picked = opts[0]
        b.m.choose(next((o for o in opts if o.get("act") == "stop"), opts[0]))
    assert picked not in b.m.pending.options
    assert refused(b.m, picked) == "slot_taken"


def test_expand(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.store(p, "DE1", "DE1", "DE1")              # storage over capacity
    b.refresh()
    assert refused(b.m, {"act": "stop"}) == "must_expand"
    assert refused(b.m, {"act": "pair", "plots": ["DE1.1", "nowhere"]}) == "not_in_storage"
    stored = b.s["players"][p]["storage"]
    assert refused(b.m, {"act": "pair", "plots": [stored[0], stored[0]]}) == "not_in_storage"
    for r in range(5):                            # now nothing fits any more
        for c in range(5):
            if (r, c) not in ((4, 3), (4, 4)) and f"{r},{c}" not in b.s["players"][p]["farm"]:
                b.put(p, (r, c), "CO2")
    b.refresh()
    assert refused(b.m, {"act": "pair", "plots": sorted(stored[:2])}) == "no_place_for_card"


def test_stop_in_the_final_round(build):
    b = build(n=4, seed=3)
    while not (b.s["final"] and b.m.pending.kind == f"{G}.expand"):
        opts = b.m.pending.options
        b.m.choose(next((o for o in opts if o.get("act") in ("stop", "done", "skip")), opts[0]))
    assert refused(b.m, {"act": "stop"}) == "must_place"


def test_place(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.put(p, (0, 0), "FO1")
    b.s["players"][p]["bridges"] = [0, 2]
    clear_storage(b, p)
    ids = b.store(p, "DE1", "PR1")
    b.refresh()
    b.m.choose({"act": "pair", "plots": sorted(ids)})
    assert refused(b.m, {"act": "place", "cell": [0, 0], "dir": 1}) == "occupied"
    assert refused(b.m, {"act": "place", "cell": [0, 4], "dir": 1}) == "outside"
    assert refused(b.m, {"act": "place", "cell": [7, 1], "dir": 1}) == "outside"
    assert refused(b.m, {"act": "place", "cell": [3, 3], "dir": 1}) == "no_anchor"
    # lying across the bridge's plot it would fit: turn it (not for a card that fits only shifted)
    assert {"act": "place", "cell": [0, 2], "dir": 2} in b.m.pending.options
    assert refused(b.m, {"act": "place", "cell": [1, 2], "dir": 1}) == "turn"       # across (1, 2)
    assert {"act": "place", "cell": [0, 1], "dir": 1} in b.m.pending.options
    assert refused(b.m, {"act": "place", "cell": [0, 0], "dir": 1}) == "occupied"   # fits shifted, not turned



def test_place_the_other_way_round(build):
    """A card that fits on two cells one way round only: the other way it is told to turn."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.put(p, (0, 0), "DE1")
    b.s["players"][p]["bridges"] = [4]
    clear_storage(b, p)
    ids = b.store(p, "DE1", "PR1")
    b.refresh()
    b.m.choose({"act": "pair", "plots": sorted(ids)})
    places = [o for o in b.m.pending.options if o.get("act") == "place"]
    steps = ((-1, 0), (0, 1), (1, 0), (0, -1))
    swapped = [{"act": "place", "cell": [o["cell"][0] + steps[o["dir"]][0], o["cell"][1] + steps[o["dir"]][1]],
                "dir": (o["dir"] + 2) % 4} for o in places]
    one_way = [o for o in swapped if o not in places]
    assert one_way, "the desert half must lie by the desert plot"
    for o in one_way:
        assert refused(b.m, o) == "turn"


def test_hire_and_drought(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.put(p, (0, 0), "FA1")
    b.put(p, (0, 1), "CA1", cows=1)
    b.put(p, (3, 3), "CA1", cows=1)
    b.decide({"t": "hire", "p": p, "cells": ["0,0"]})
    tok = next(t for t in b.s["saloon"] if t)
    assert refused(b.m, {"token": "nobody.1", "side": "expert", "cell": [0, 0]}) == "not_in_saloon"
    assert refused(b.m, {"token": tok, "side": "expert", "cell": [3, 3]}) == "not_circle"
    b.s["tasks"].pop()
    b.decide({"t": "drought", "p": p, "cell": "0,1"})
    b.decide({"t": "drought", "p": p, "cell": "0,1"})   # two skulls: the first had a single choice
    assert refused(b.m, {"cell": [3, 3]}) == "not_in_region"


def _cowboy_farm(b, p):
    """Deserts in column 0 (a cow on top), a cornfield at (0,2), a desert island at (0,4)."""
    b.s["players"][p]["bridges"] = [0]
    for r in range(5):
        b.put(p, (r, 0), "DE1", cows=1 if r == 0 else 0)
    b.put(p, (0, 1), "DE1")
    b.put(p, (0, 2), "CO2")
    b.put(p, (0, 4), "DE1")
    b.partner_decision(p, b.rules.cowboy["effect"])


def test_cowboy(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    _cowboy_farm(b, p)
    assert b.m.pending.kind == f"{G}.cowboy"
    assert refused(b.m, {"from": [3, 3], "to": [3, 4]}) == "no_cow"
    assert refused(b.m, {"from": [0, 0], "to": [1, 1]}) == "not_plot"
    assert refused(b.m, {"from": [0, 0], "to": [0, 5]}) == "not_plot"
    assert refused(b.m, {"from": [0, 0], "to": [2, 0]}) == "one_step"     # within reach: step by step
    assert refused(b.m, {"from": [0, 0], "to": [0, 2]}) == "cows_avoid"
    assert refused(b.m, {"from": [0, 0], "to": [4, 0]}) == "too_far"
    assert refused(b.m, {"from": [0, 0], "to": [0, 4]}) == "no_path"
    reason = b.m.explain({"from": [0, 0], "to": [4, 0]})
    assert reason["args"] == {"n": 3}


def test_thief_and_desperado(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    q = (p + 1) % 3
    b.put(p, (0, 0), "FA1")
    b.put(q, (0, 0), "PR6")
    b.put(q, (0, 1), "PR1", cows=1)
    b.put(q, (0, 3), "DE1", cows=1)
    b.partner(q, (0, 0), "hunter")
    thief = b.rules.experts["cattle_thief"]["effect"]
    b.partner_decision(p, thief, (0, 0))
    assert b.m.pending.kind == f"{G}.thief"
    assert refused(b.m, {"player": p, "cell": [0, 0]}) == "not_opponent"
    assert refused(b.m, {"player": q, "cell": [2, 2]}) == "no_cow"
    assert refused(b.m, {"player": q, "cell": [0, 1]}) == "protected"
    b.m.choose({"act": "skip"})
    mine = b.store(p, "CO1")[0]
    theirs = b.store(q, "FA1")[0]
    b.partner_decision(p, b.rules.experts["desperado"]["effect"])
    assert b.m.pending.kind == f"{G}.desperado"
    assert refused(b.m, {"mine": mine, "player": p, "theirs": theirs}) == "not_opponent"
    assert refused(b.m, {"mine": theirs, "player": q, "theirs": mine}) == "not_in_storage"


def test_bonus_tile(build):
    b = build(n=2, seed=2).finish_draft()
    p = b.turn_player
    b.s["players"][p]["bridges"] = [0]
    b.put(p, (0, 0), "DE1")
    b.decide({"t": "bonus", "p": p})
    assert b.m.pending.kind == f"{G}.bonus"
    tile = b.s["bonus_left"][0]
    face = b.rules.bonus_tiles[tile]["faces"][0]["id"]
    assert refused(b.m, {"tile": tile, "face": face, "cell": [6, 3]}) == "no_anchor"


def test_every_reason_has_words_in_both_languages():
    strings = load_catalog().strings
    for lang in ("en", "zh-Hant"):
        loc = Locale(strings, lang)
        assert all(loc.has(f"{G}.why.{key}") for key in EVERY_REASON), lang
