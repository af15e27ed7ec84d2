"""Zones: where each component of a game may lie and who sees it, declared in a game's
`zones.yaml`; from it the engine hides what a player may not see (`Rules.observation`), deals
the unseen components back for the bots' worlds (`Rules.determinize`) and checks that every
component is accounted for (`Rules.check`).

    kinds:
      - id: card
        ids: {copies: $data.components.cards, count: count}   # paper_lantern.1 ... : the box
        zones:
          - {at: players.*.hand, seen: owner, order: ids}
          - {at: deck, seen: nobody}
          - {at: display}
          - {at: players.*.played}
      - id: resource
        amounts: $rules.supply_total             # each resource's total in the game
        zones: [{at: supply}, {at: players.*.res}]
    hide: hooks.secret_cards                      # what the declaration cannot say

A kind is a set of components, given one of three ways:
- `ids`: the components by id (a multiset, in its own order): a `$` path to a list (each item
  an id), to a mapping (its keys), or `{copies: PATH, count: FIELD}`, the designs of a list
  each made `FIELD` times as `<design>.<k>` (k from 1), the design being the copy's face.
- `amounts`: a path to a mapping, each resource's total; a zone holds a mapping resource ->
  number (a missing resource is 0), or a list of resources, one each (the characters a
  player holds, a gap is none), or one resource's id.
- `total`: a path or a number, the total of one resource; a zone holds a number (or
  several, `players.*.cows.*`).
`amounts` may also be a list of such paths and of mappings resource -> path (or number),
merged: `[$data.crops.*.count, {vine: $data.vine.count}]`. Either may instead name
`hooks.NAME`, a function (R, state) -> the totals, for totals no path reaches (those that
depend on the player count: `R.horse_total(state["n"])`).
A kind with none of them is only hidden (its `fill` hook deals it back; nothing is counted),
or `fill: never`: a determinization leaves it hidden (a digest of the whole table, hidden
things included, which no drawn world needs).
A `$` path starts at `data` (the game's files), `rules` (the rules object: its attributes and
their items) or `state` (a total that depends on the game, `$state.coins_total`); `*` maps over
the values of a mapping (a mapping with the same keys) or the items of a list (a mapping by
their `id` when each has one: `$data.components.resources.*.supply`, else a list).

A zone's `at` is a path in the state: keys and list indexes, `*` for every item of a list or
every value of a mapping. What it reaches is a list of ids (a gap is None), one id (or None),
or for amounts a number, a mapping of numbers, a list of resources or one. Its other keys:
- `seen`: `all` (the default), `owner` (the player of the `players.*` it lies under, and no
  one else) or `nobody`. A hidden list becomes its backs (`observe.backs`: its length shows, not
  its faces or order), a hidden id or amount None.
- `turned`: a state path to a mapping (or list) of the zone's last keys already turned face
  up: those slots are seen by all (harvest markers turned one round at a time).
- `open_if`: a key of the mapping that holds the zone's value: while it is true, the slot is
  seen by all (a card in hand dealt face up).
- `when`: `hooks.NAME`, a function (R, state) -> bool: the zone is hidden only while it says so.
- `order`: `ids`, the list is kept in the kind's own order (a hand: equal hands are equal
  lists), which the invariants check and a fill keeps; `any`, its order means nothing (a box
  of unused cards), and a fill sorts it.
- `faces`: a state path to a mapping id -> face: a hidden id's entry goes with it, and comes
  back (the kind's `copies` tell each face) when it is dealt again. Every hidden zone of the
  kind names the same map (else an id in an unmarked hidden zone would show its face).
- `mixed`: the zone may hold things of no kind of the file (bonus tiles on a farm of plots),
  or in a kind of amounts resources the kind does not count (a dwelling among furnishings).
- `of`: in a kind of amounts, the resource a bare number in the zone counts (the kind's own
  id when the kind has one resource); `named_by`: instead, a key of the mapping that holds
  the number, naming its resource (an exploitation's `n` of its `res`). A flag (true or false)
  counts as one or none (a tile on a space).
- `most`: how many of the kind the zone may hold (a number, or a `$` path to one or to a list or
  mapping: its length), counted in each place the path's first `*` reaches (each player's
  part of `players.*.talents.*.id`; a path without `*`: the whole zone). The talent notches
  on a player board, a market's capacity.
- `distinct`: no id lies twice in one such place (a player's technologies).

A determinization (`fill`) goes through the kinds in their order: a kind with `fill: hooks.NAME`
calls it with (R, state, rng); any other kind with hidden zones has its unseen ids (the kind's
ids less every id in sight) shuffled once and dealt into its hidden slots in the order of its
zones, then of the players. A kind of amounts with hidden zones needs a `fill` hook. The hooks
are functions of the game's `observe` module; the top-level `hide` one, (R, obs, player), runs
after the zones are hidden.

The invariants (`problems`): each id of a kind lies in its zones exactly as many times as the
kind has it, no zone holds an id of another kind (or of none, unless `mixed`), an amount is
never negative and the amounts of each resource add up to its total; a zone with `order: ids`
is in the kind's order; one with `most` or `distinct` holds no more, and no id twice.
"""
from __future__ import annotations

from collections import Counter

from .observe import backs, deal, unseen

#: the JSON Schema of a zones file, the engine's own: a game's schema.yaml does not type it
#: again (what its paths and hooks name is checked with the rules, `validate`)
_PATH = {"type": "string", "pattern": r"^[^.\s]+(\.[^.\s]+)*$"}
_SOURCE = {"oneOf": [{"type": "string", "pattern": r"^\$(data|rules|state)\."},
                     {"type": "object", "required": ["copies"], "additionalProperties": False,
                      "properties": {"copies": {"type": "string", "pattern": r"^\$"},
                                     "count": {"type": "string"}}}]}
_HOOK = {"type": "string", "pattern": r"^hooks\.[A-Za-z_][A-Za-z0-9_]*$"}
_PATH_SOURCE = {"type": "string", "pattern": r"^\$"}
SCHEMA = {
    "type": "object", "required": ["kinds"], "additionalProperties": False,
    "properties": {
        "hide": _HOOK,
        "kinds": {"type": "array", "items": {
            "type": "object", "required": ["id", "zones"], "additionalProperties": False,
            "properties": {
                "id": {"type": "string"},
                "ids": _SOURCE, "amounts": {"oneOf": [_PATH_SOURCE, _HOOK, {"type": "array", "minItems": 1, "items": {
                    "oneOf": [_PATH_SOURCE, {"type": "object", "additionalProperties": {
                        "oneOf": [{"type": "integer"}, _PATH_SOURCE]}}]}}]},
                "total": {"oneOf": [{"type": "integer"}, {"type": "string", "pattern": r"^\$"}, _HOOK]},
                "fill": {"oneOf": [_HOOK, {"const": "never"}]},
                "zones": {"type": "array", "minItems": 1, "items": {
                    "type": "object", "required": ["at"], "additionalProperties": False,
                    "properties": {"at": _PATH, "seen": {"enum": ["all", "owner", "nobody"]},
                                   "turned": _PATH, "open_if": {"type": "string"}, "when": _HOOK, "order": {"enum": ["ids", "any"]},
                                   "faces": _PATH, "mixed": {"type": "boolean"}, "of": {"type": "string"},
                                   "named_by": {"type": "string"},
                                   "most": {"oneOf": [{"type": "integer"}, _PATH_SOURCE]},
                                   "distinct": {"type": "boolean"}}}}},
            "not": {"anyOf": [{"required": ["ids", "amounts"]}, {"required": ["ids", "total"]},
                              {"required": ["amounts", "total"]}]}}}}}


class ZonesError(ValueError):
    """A zones file that names what the rules do not have."""


def _steps(path: str) -> tuple:
    return tuple(int(s) if s.isdigit() else s for s in path.split("."))


def _reach(value, steps: tuple):
    """What a `$` path's steps reach from `value` (attributes of objects, items of plain data)."""
    for i, step in enumerate(steps):
        if step == "*":
            rest = steps[i + 1:]
            if isinstance(value, dict):
                return {k: _reach(v, rest) for k, v in value.items()}
            if all(isinstance(v, dict) and "id" in v for v in value):
                return {v["id"]: _reach(v, rest) for v in value}
            return [_reach(v, rest) for v in value]
        if isinstance(value, (dict, list)):
            value = value[step]
        else:
            value = getattr(value, step)
    return value


def source(R, state: dict | None, text):
    """The value of a `$data.`, `$rules.` or `$state.` path (a number stays itself)."""
    if not isinstance(text, str):
        return text
    root, *steps = _steps(text[1:])
    start = {"data": R.data, "rules": R, "state": state}[root]
    if start is None:
        raise ZonesError(f"{text} needs a game in play")
    try:
        return _reach(start, tuple(steps))
    except (KeyError, IndexError, AttributeError, TypeError) as exc:
        raise ZonesError(f"{text}: the {root} have no {exc}") from None


def slots(state: dict, steps: tuple):
    """Every (container, key, where) a zone's path reaches in `state`: `container[key]` is the
    zone's value; `where` names it (`players.1.hand`). A missing key or a None on the way
    reaches nothing."""
    out = []
    _slots(state, steps, 0, "", out)
    return out


def _slots(value, steps: tuple, i: int, where: str, out: list) -> None:
    step = steps[i]
    last = i == len(steps) - 1
    if step == "*":
        keys = range(len(value)) if isinstance(value, list) else list(value) if isinstance(value, dict) else ()
    elif isinstance(value, list) and isinstance(step, int) and step < len(value) \
            or isinstance(value, dict) and step in value:
        keys = (step,)
    else:
        return
    for k in keys:
        name = f"{where}.{k}" if where else str(k)
        if last:
            out.append((value, k, name))
        elif value[k] is not None:
            _slots(value[k], steps, i + 1, name, out)


def _walker(steps: tuple):
    """A zone's path made once into a function of a state: the (container, key) of every slot
    it reaches, as `slots` finds them but unnamed (hiding and dealing run at every step of a
    search; only the invariants need the names)."""
    step, rest = steps[0], steps[1:]
    inner = _walker(rest) if rest else None
    if step == "*":
        def each(value):
            cls = value.__class__
            if cls is list:
                keys = range(len(value))
            elif cls is dict:
                keys = value
            else:
                return []
            if inner is None:
                return [(value, k) for k in keys]
            out = []
            for k in keys:
                if value[k] is not None:
                    out += inner(value[k])
            return out
        return each

    def one(value):
        cls = value.__class__
        if cls is dict:
            if step not in value:
                return []
        elif cls is not list or step.__class__ is not int or step >= len(value):
            return []
        if inner is None:
            return [(value, step)]
        return [] if value[step] is None else inner(value[step])
    return one


class Zone:
    def __init__(self, spec: dict):
        self.at = spec["at"]
        self.steps = _steps(self.at)
        self.seen = spec.get("seen", "all")
        if self.seen == "owner" and self.steps[:2] != ("players", "*"):
            raise ZonesError(f"zone {self.at}: only a zone under players.* has an owner")
        self.turned = _steps(spec["turned"]) if "turned" in spec else None
        self.open_if = spec.get("open_if")
        self.when = spec.get("when")
        self.order = spec.get("order")
        self.faces = _steps(spec["faces"]) if "faces" in spec else None
        self.mixed = spec.get("mixed", False)
        self.of = spec.get("of")
        self.named_by = spec.get("named_by")
        self.most = spec.get("most")
        self.distinct = spec.get("distinct", False)
        #: how many steps of a slot's name make the place `most` and `distinct` count in
        self.place = self.steps.index("*") + 1 if "*" in self.steps else len(self.steps)
        #: (container, key) of each slot in a state; for a zone with an owner, in one player's part
        self.reach = _walker(self.steps)
        self.reach_in_player = _walker(self.steps[2:]) if self.seen == "owner" else None
        self.when_hook = None       # the `when` function, found by the game's Zones

    def hidden_slots(self, R, state: dict, player: int | None) -> list:
        """The (container, key) of the slots of this zone `player` may not see."""
        if self.seen == "all":
            return []
        if self.when_hook is not None and not self.when_hook(R, state):
            return []
        if self.seen == "owner":
            found = []
            for p, part in enumerate(state["players"]):
                if p != player and part is not None:
                    found += self.reach_in_player(part)
        else:
            found = self.reach(state)
        if self.turned is not None:
            shown = _value(state, self.turned) or ()
            found = [s for s in found if s[1] not in shown]
        if self.open_if is not None:
            found = [s for s in found if not s[0].get(self.open_if)]
        return found


#: each path `_value` reads, made into its walker once
_WALKERS: dict = {}


def _value(state: dict, steps: tuple):
    walk = _WALKERS.get(steps)
    if walk is None:
        walk = _WALKERS[steps] = _walker(steps)
    found = walk(state)
    return found[0][0][found[0][1]] if found else None


def _items(value) -> list:
    """The ids a zone's value holds (a gap or a back is none)."""
    if value.__class__ is list:
        return [x for x in value if x is not None]
    return [] if value is None else [value]


class Kind:
    def __init__(self, R, spec: dict):
        self.id = spec["id"]
        self.zones = [Zone(z) for z in spec["zones"]]
        self.never = spec.get("fill") == "never"
        self.fill_hook = None if self.never else spec.get("fill")
        self.amounts = "amounts" in spec or "total" in spec
        self.ids: list | None = None
        #: each copy's face (design), for a kind of `copies`
        self.face_of: dict = {}
        self._total = spec.get("amounts", spec.get("total"))
        if "ids" in spec:
            self.ids, self.face_of = _ids(R, spec["ids"])
            self.rank = {x: i for i, x in reversed(list(enumerate(self.ids)))}
            self.count = Counter(self.ids)
        elif isinstance(self._total, str) and self._total.startswith("hooks."):
            R.zones_hook(self._total)       # fails now if the game has no such hook
        elif self._total is not None and "$state." not in str(self._total):
            self.totals(R, None)            # fails now if a path is wrong
        self.counted = self.ids is not None
        for z in self.zones:
            if isinstance(z.most, str) and not z.most.startswith("$state."):
                _most(R, None, z)           # fails now if a path is wrong
        faces = {z.faces for z in self.zones if z.seen != "all"}
        if len(faces) > 1 or any(z.faces is not None and z.seen == "all" for z in self.zones):
            raise ZonesError(f"kind {self.id}: every hidden zone names the same faces map, or none does")
        self.faces_at = faces.pop() if faces else None
        if self.faces_at is not None and not self.face_of:
            raise ZonesError(f"kind {self.id}: a faces map needs the kind's `copies`")
        if self.never and (self.amounts or self.counted):
            raise ZonesError(f"kind {self.id}: only a kind of neither ids nor amounts is never dealt")
        if not self.counted and not self.fill_hook and not self.never and any(z.seen != "all" for z in self.zones):
            raise ZonesError(f"kind {self.id}: hidden {'amounts' if self.amounts else 'things'} "
                             "without ids need a fill hook")

    def totals(self, R, state) -> dict:
        """Each resource of an amounts kind with its total (one resource: the kind's id)."""
        if isinstance(self._total, str) and self._total.startswith("hooks."):
            got = R.zones_hook(self._total)(R, state)
        elif isinstance(self._total, list):     # merged from several sources
            got = {}
            for part in self._total:
                got.update({r: source(R, state, x) for r, x in part.items()} if isinstance(part, dict)
                           else source(R, state, part))
        else:
            got = source(R, state, self._total)
        return dict(got) if isinstance(got, dict) else {self.id: got}


def _ids(R, spec) -> tuple[list, dict]:
    """A kind's ids in their order, and each copy's face (`copies`)."""
    if isinstance(spec, dict):
        field = spec.get("count", "count")
        designs = source(R, None, spec["copies"])
        faces = {f"{d['id']}.{k + 1}": d["id"] for d in designs for k in range(d[field])}
        return list(faces), faces
    got = source(R, None, spec)
    return list(got), {}


class Zones:
    """A game's zones file, read against its rules object (`of`)."""

    def __init__(self, R, doc: dict):
        self.kinds = [Kind(R, k) for k in doc["kinds"]]
        self.hide_hook = doc.get("hide")
        hooks = [self.hide_hook] + [k.fill_hook for k in self.kinds] + [z.when for k in self.kinds for z in k.zones]
        for name in filter(None, hooks):
            R.zones_hook(name)
        #: per zone path, the kinds that may lie there
        self.kinds_at: dict[str, list[Kind]] = {}
        for kind in self.kinds:
            for z in kind.zones:
                self.kinds_at.setdefault(z.at, []).append(kind)
        #: the zones someone may not see, in the kinds' order (each kind's own, once per kind)
        self.hidden_zones = [z for kind in self.kinds for z in kind.zones if z.seen != "all"]
        #: the kinds a determinization deals (a fill hook, or hidden zones), in their order
        self.dealt = [k for k in self.kinds if k.fill_hook or not k.never and any(z.seen != "all" for z in k.zones)]
        self.hooks: dict = {}
        for zone in (z for kind in self.kinds for z in kind.zones if z.when):
            zone.when_hook = self.hook(R, zone.when)

    # --- what a player may see ------------------------------------------------------------------
    def hide(self, R, obs: dict, player: int | None) -> None:
        for zone in self.hidden_zones:
            for holder, key in zone.hidden_slots(R, obs, player):
                value = holder[key]
                if zone.faces is not None:
                    faces = _value(obs, zone.faces)
                    for x in _items(value):
                        del faces[x]
                holder[key] = backs(value) if value.__class__ is list else None
        if self.hide_hook:
            self.hook(R, self.hide_hook)(R, obs, player)

    # --- a full state agreeing with an observation ----------------------------------------------
    def fill(self, R, state: dict, rng) -> None:
        for kind in self.dealt:
            if kind.fill_hook:
                self.hook(R, kind.fill_hook)(R, state, rng)
            else:
                self._deal(kind, state, rng)

    def hook(self, R, name: str):
        """The game's function a zones file names, found once."""
        found = self.hooks.get(name)
        if found is None:
            found = self.hooks[name] = R.zones_hook(name)
        return found

    def _deal(self, kind: Kind, state: dict, rng) -> None:
        """The kind's unseen ids shuffled once and dealt into its hidden slots, in order."""
        found = []
        seen: list = []
        count = kind.faces_at is None           # else the faces tell every id in sight
        for zone in kind.zones:
            if zone.seen == "all" and not count:
                continue
            for holder, key in zone.reach(state):
                value = holder[key]
                if zone.seen != "all" and _hidden(value):
                    found.append((zone, holder, key))
                elif count:
                    seen += value if value.__class__ is list else (value,)
        if kind.faces_at is not None:           # the faces tell every id in sight
            faces = _value(state, kind.faces_at)
            pool = [x for x in kind.ids if x not in faces]
        else:
            pool = unseen(kind.ids, seen)
        sizes = [len(holder[key]) if holder[key].__class__ is list else 1 for _, holder, key in found]
        if len(pool) != sum(sizes):
            raise ValueError(f"the observation hides {sum(sizes)} {kind.id}s, but {len(pool)} are unseen")
        *piles, _ = deal(pool, sizes, rng)
        for (zone, holder, key), pile in zip(found, piles):
            if holder[key].__class__ is not list:
                pile = pile[0]
            elif zone.order == "any":
                pile.sort()
            elif zone.order == "ids":
                pile.sort(key=kind.rank.__getitem__)
            holder[key] = pile
        if kind.faces_at is not None:           # their faces come back, in the kind's order
            faces.update((x, kind.face_of[x]) for x in pool)

    # --- invariants ----------------------------------------------------------------------------
    def problems(self, R, state: dict) -> list[str]:
        out: list[str] = []
        found: dict[str, Counter] = {k.id: Counter() for k in self.kinds if k.counted}
        where: dict[tuple, list[str]] = {}
        for at, kinds in self.kinds_at.items():
            ids_kinds = [k for k in kinds if k.counted]
            if not ids_kinds:
                continue
            zone = next(z for z in ids_kinds[0].zones if z.at == at)
            for holder, key, name in slots(state, zone.steps):
                items = _items(holder[key])
                for x in items:
                    kind = next((k for k in ids_kinds if x in k.count), None)
                    if kind is None:
                        other = next((k for k in self.kinds if k.counted and x in k.count), None)
                        if other is not None:
                            out.append(f"{other.id} {x} lies in {name}, where no {other.id} may lie")
                        elif not any(z.mixed for k in ids_kinds for z in k.zones if z.at == at):
                            out.append(f"{name} holds {x!r}, which is no {' or '.join(k.id for k in ids_kinds)}")
                        continue
                    found[kind.id][x] += 1
                    where.setdefault((kind.id, x), []).append(name)
                out += self._order(ids_kinds, at, name, items)
        for kind in self.kinds:
            if kind.amounts:
                out += self._amounts(R, kind, state)
            out += [p for z in kind.zones if z.most is not None or z.distinct for p in _capped(R, kind, z, state)]
            if not kind.counted:
                continue
            have = found[kind.id]
            for x in list(kind.count) + [x for x in have if x not in kind.count]:
                if have[x] != kind.count[x]:
                    places = ", ".join(where.get((kind.id, x), [])) or "nowhere"
                    out.append(f"{kind.id} {x} is not accounted for: found {have[x]} "
                               f"(in {places}), the game has {kind.count[x]}")
        return out

    @staticmethod
    def _order(kinds: list[Kind], at: str, name: str, items: list) -> list[str]:
        for kind in kinds:
            for zone in kind.zones:
                if zone.at == at and zone.order == "ids" \
                        and items != sorted(items, key=lambda x: kind.rank.get(x, -1)):
                    return [f"{name} is not in the order of the {kind.id}s' list"]
        return []

    @staticmethod
    def _amounts(R, kind: Kind, state: dict) -> list[str]:
        totals = kind.totals(R, state)
        held: dict[str, list] = {r: [] for r in totals}
        out = []
        for zone in kind.zones:
            for holder, key, name in slots(state, zone.steps):
                value = holder[key]
                for r, n in _amounts_in(kind, zone, holder, value):
                    if r not in held:
                        if not zone.mixed:
                            out.append(f"{name} holds {n} {r}, which is no {kind.id}")
                        continue
                    if n < 0:
                        out.append(f"{name} holds {n} {r}")
                    held[r].append((name, n))
        for r, total in totals.items():
            s = sum(n for _, n in held[r])
            if s != total:
                parts = " + ".join(f"{name} {n}" for name, n in held[r] if n) or "nothing"
                out.append(f"{r} is not conserved: {parts} = {s}, the game has {total}")
        return out


def _amounts_in(kind: Kind, zone: Zone, holder, value) -> list:
    """The (resource, number) pairs an amounts zone's value holds: a mapping's items, one of
    each resource of a list (or of one id), or a bare number (a flag: one or none) of the
    zone's resource (`of`, the holder's `named_by`, else the kind's one resource)."""
    if isinstance(value, dict):
        return list(value.items())
    if value is None or isinstance(value, (list, str)):
        return [(r, 1) for r in _items(value)]
    resource = holder[zone.named_by] if zone.named_by else zone.of or kind.id
    return [(resource, int(value))]


def _most(R, state, zone: Zone) -> int:
    """A zone's `most`: a number, or a path's (a list's or a mapping's length)."""
    got = source(R, state, zone.most)
    return len(got) if isinstance(got, (list, dict)) else got


def _capped(R, kind: Kind, zone: Zone, state: dict) -> list[str]:
    """A zone's `most` and `distinct` problems: what each place of it holds (`Zone.place`)."""
    held: dict[str, list] = {}
    for holder, key, name in slots(state, zone.steps):
        value = holder[key]
        place = ".".join(name.split(".")[:zone.place])
        items = held.setdefault(place, [])
        if kind.amounts:
            items += [r for r, n in _amounts_in(kind, zone, holder, value) for _ in range(max(n, 0))]
        else:
            items += _items(value)
    out = []
    most = None if zone.most is None else _most(R, state, zone)
    for place, items in held.items():
        if most is not None and len(items) > most:
            out.append(f"{place} holds {len(items)} {kind.id}s, at most {most}")
        if zone.distinct and len(set(items)) != len(items):
            out.append(f"{place} holds a {kind.id} twice: {sorted(items)}")
    return out


def _hidden(value) -> bool:
    """Whether an observed zone's value is hidden: backs, or None for one id. A list partly
    hidden is not an observation."""
    if value.__class__ is list:
        backs = value.count(None)
        if not backs:
            return False
        if backs != len(value):
            raise ValueError("a zone is partly hidden")
        return True
    return value is None


def of(R) -> Zones | None:
    """The game's zones (its `zones` data file) read once per rules object; None without one."""
    z = R.__dict__.get("_zones", False)
    if z is False:
        doc = R.data.get("zones")
        z = R._zones = Zones(R, doc) if doc is not None else None
    return z


def validate(R) -> list:
    """What the game's zones file names that its rules or data do not have (DataErrors located
    in the file): each kind read once, as `of` reads it."""
    located = R.spec.located.get("zones")
    if located is None:
        return []
    out = []
    for i, spec in enumerate(located.data["kinds"]):
        try:
            Kind(R, spec)
            for name in filter(None, [spec.get("fill") if spec.get("fill") != "never" else None]
                               + [z.get("when") for z in spec["zones"]]):
                R.zones_hook(name)
        except (ZonesError, KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
            out.append(located.error(f"kind {spec['id']}: {exc}", ("kinds", i)))
    if "hide" in located.data:
        try:
            R.zones_hook(located.data["hide"])
        except ZonesError as exc:
            out.append(located.error(str(exc), ("hide",)))
    return out
