"""Helpers shared by every game's tests: seats, the games in the catalog, random games.

Random full games go through the engine's own playout (`engine/playout.py`), so every game
is checked the same way: invariants, observations and determinizations, save round trips
and replays.
"""
from __future__ import annotations

import random
from functools import lru_cache

from boardgames.engine.catalog import load_catalog
from boardgames.engine.match import Match
from boardgames.engine.playout import play, seats_for  # noqa: F401  (re-exported for the tests)


@lru_cache(maxsize=1)
def catalog():
    return load_catalog()


def rules_of(game: str):
    return catalog().games[game].rules()


def seats(game: str, n: int) -> list[dict]:
    return seats_for(rules_of(game), n)


def counts(game: str) -> list[int]:
    lo, hi = rules_of(game).player_range()
    return list(range(lo, hi + 1))


def named_seats(rules, n: int, first: int = 0) -> list[dict]:
    """Seats P<first>, P<first+1>... in the game's own colours (the goldens' naming)."""
    colours = [c["id"] for c in rules.spec.manifest.get("colours", [])]
    return [{"name": f"P{i + first}", "colour": colours[i]} for i in range(n)]


def new_match(rules, n: int, mode: str | None = None, seed: int = 1, first: int = 1):
    return Match.new(rules, named_seats(rules, n, first), mode=mode, options={}, seed=seed)


def advance_to(match, want, seed: int = 1, limit: int = 4000, skip_acts=()):
    """Random legal play until `want(choice)` holds (options whose act is in `skip_acts` are
    avoided when there is anything else)."""
    import random
    rng = random.Random(seed)
    for _ in range(limit):
        choice = match.pending
        if choice is None:
            break
        if want(choice):
            return match
        opts = [o for o in choice.options if o.get("act") not in skip_acts] or choice.options
        match.choose(rng.choice(opts))
    raise AssertionError("position not reached")


def play_to_end(match, seed, limit: int = 5000) -> None:
    """Random legal moves to the game's end (a loaded or upgraded game plays on), every
    invariant holding there."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.over:
            break
        match.choose(rng.choice(match.pending.options))
    assert match.over, "no end"
    assert not match.rules.check(match.state)


def only_turned_pair(match):
    """Moon River: a pair of stored plots whose card fits on the farm, but never as it is first
    held (lying right, board direction 1): only turned. None when the choice has none."""
    c = match.pending
    if c is None or c.kind != "moon_river.expand" or len(match.state["players"][c.player]["farm"]) < 2:
        return None
    for o in c.options:
        if o.get("act") == "pair":
            fork = match.fork()
            fork.choose(o)
            places = [x for x in fork.pending.options if x.get("act") == "place"]
            if places and all(x["dir"] != 1 for x in places):
                return o
    return None


def refusal_probe(bent, rnd, every: int = 3):
    """An `on_step` for `playout.play` that offers, at every `every`-th decision, malformed
    variants of a few options (`bent(option, rnd)`) and checks each is refused with a reason:
    `explain` answers with a message, `choose` raises `Illegal` with one, the state does not
    change, and nothing else is ever raised. Returns (probe, counted): counted["refused"] and
    counted["kinds"] (the kinds of decision met)."""
    from boardgames.engine.choice import Illegal
    counted = {"refused": 0, "kinds": set()}

    def probe(match, step):
        choice = match.pending
        if choice is None or choice.chance or step % every:
            return
        before = repr(match.state)
        for option in rnd.sample(choice.options, min(3, len(choice.options))):
            for bad in bent(option, rnd):
                try:
                    if choice.find(bad) is not None:
                        continue                     # bent into another legal option
                except Exception as exc:             # noqa: BLE001 - the finding itself must not fail
                    raise AssertionError(f"{choice.kind}: find({bad!r}) raised {exc!r}") from exc
                try:
                    why = match.explain(bad)
                except Exception as exc:             # noqa: BLE001
                    raise AssertionError(f"{choice.kind}: explain({bad!r}) raised {exc!r}") from exc
                assert isinstance(why, dict) and why.get("key"), (choice.kind, bad, why)
                try:
                    match.choose(bad)
                except Illegal as refused:
                    assert refused.reason.get("key"), (choice.kind, bad)
                except Exception as exc:             # noqa: BLE001
                    raise AssertionError(f"{choice.kind}: choose({bad!r}) raised {exc!r}") from exc
                else:
                    raise AssertionError(f"{choice.kind}: {bad!r} was taken")
                assert repr(match.state) == before, (choice.kind, bad)
                counted["refused"] += 1
                counted["kinds"].add(choice.kind)
    return probe, counted


class BaseBuilder:
    """Starts a real game, then edits the position like a referee laying out a test; every
    game's Builder adds its own edits to this reading of the position."""

    def __init__(self, rules, seats: list[dict], mode: str | None = None, options: dict | None = None,
                 seed: int = 1):
        self.rules = rules
        self.m = Match.new(rules, seats, mode, options or {}, seed)

    @property
    def s(self) -> dict:
        return self.m.state          # after an undo or a load the match holds another state

    def pl(self, p: int = 0) -> dict:
        return self.s["players"][p]

    def opts(self, **match) -> list[dict]:
        """The pending options whose fields have the given values."""
        return [o for o in self.m.pending.options if all(o.get(k) == v for k, v in match.items())]

    @property
    def kind(self) -> str:
        """The pending decision's kind without the game's prefix."""
        return self.m.pending.kind.split(".", 1)[1]

    def ok(self):
        """The invariants hold (`Rules.check`)."""
        problems = self.rules.check(self.s)
        assert not problems, problems
        return self

    def refresh(self):
        """The edits are done: the match works its decision out again, and the invariants hold."""
        self.m.invalidate()
        return self.ok()


def edited_data(tmp_path, game: str, edits: dict) -> "Path":
    """A data root holding the app's files and a copy of `game`'s folder with text edits made,
    `{file name: [(old, new), ...]}`: each `old` must be in the file (a test of a bad value fails
    loudly when the data it edits has moved on)."""
    import shutil
    from pathlib import Path

    from boardgames import paths
    root = Path(tmp_path) / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(paths.data_dir() / game, root / game)
    for name, pairs in edits.items():
        f = root / game / name
        text = f.read_text(encoding="utf-8")
        for old, new in pairs:
            assert old in text, old
            text = text.replace(old, new)
        f.write_text(text, encoding="utf-8")
    return root


def data_errors(root, game: str) -> list[str]:
    """The catalog's errors for `game` under `root` (the game itself refused)."""
    catalog = load_catalog(root)
    assert game not in catalog.games
    return [str(e) for e in catalog.errors[game]]
