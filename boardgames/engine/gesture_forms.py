"""Board gestures declared as forms: which fields of an option a drag or a click names.

Most decisions on a board are made by one gesture whose parts name the option's fields (see
`gestures.py`): a partner token `("partner", token)` dropped on `("farm", player, cell)`,
turned to the face wanted. A `Form` writes that once, as templates of the piece picked up,
where it goes and how it is turned:

    Form(("partner", "$token"), ("farm", "@p", "$cell"), turn="$side")

In a template, `"$name"` is the option's field `name` (a list such as a cell appears as a
tuple, which gestures need), `"$name.i"` item i of a list field, `"$name:conv"` the field
as converter `conv` writes it in a gesture (`CONVERTERS`: `key` puts a cell [q, r] as the key
"q,r" of a board that names its spaces so), `"@name"` a role of the decision itself (`roles`: its player `p`, the piece waiting), anything else a literal; a piece
of None is a plain click. `when` keeps the form to options whose fields have these values
(it also fills them in when a gesture is read back). An option lacking a field the form names
is not made by that form.

The engine derives both directions from the same forms:

  moves(forms, options, roles)   the options by their roles on the board (`TaskType.gestures`)
  meant(forms, gesture)          the option a gesture that fits no move stands for (the first
                                 form whose literals match; roles are not compared), so the
                                 rules can say why it is refused (`TaskType.meant`); a form
                                 with `explains=False` is never read back

`Formed` is the mixin a task or node type uses to declare its `forms` and nothing else.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .gestures import Gesture, Move

FIELD, ROLE, CONVERT = "$", "@", ":"


def _cell_key(c) -> str:
    return f"{c[0]},{c[1]}"


def _key_cell(k) -> list[int] | None:
    """The cell [q, r] of a key "q,r" (None: the gesture names no cell)."""
    q, _, r = k.partition(",") if isinstance(k, str) else ("", "", "")
    try:
        return [int(q), int(r)]
    except ValueError:
        return None


#: a field's value as a gesture holds it and back: name -> (to the gesture, from the gesture)
CONVERTERS = {"key": (_cell_key, _key_cell)}


@dataclass(frozen=True)
class Form:
    piece: Any
    to: Any
    turn: Any = None
    when: dict = field(default_factory=dict)
    explains: bool = True


def _parts(template: str) -> tuple[str, str, str]:
    """A field's name, item index and converter: "$name.i:conv" -> ("name", "i", "conv")."""
    spec, _, conv = template[1:].partition(CONVERT)
    name, _, index = spec.partition(".")
    return name, index, conv


def _fill(template, option: dict, roles: dict):
    """The template with the option's fields and the roles put in (KeyError: a field is absent)."""
    if isinstance(template, tuple):
        return tuple(_fill(part, option, roles) for part in template)
    if isinstance(template, str) and template[:1] == FIELD:
        name, index, conv = _parts(template)
        value = option[name][int(index)] if index else option[name]
        if conv:
            return CONVERTERS[conv][0](value)
        return tuple(value) if isinstance(value, list) else value
    if isinstance(template, str) and template[:1] == ROLE:
        return roles[template[1:]]
    return template


def moves(forms, options: list[dict], roles: dict) -> list[Move]:
    """Every option made by each form that fits it, option by option, forms in their order."""
    out = []
    for o in options:
        for f in forms:
            if any(o.get(k) != v for k, v in f.when.items()):
                continue
            try:
                gesture = Gesture(_fill(f.piece, o, roles), _fill(f.to, o, roles), _fill(f.turn, o, roles))
            except KeyError:
                continue
            out.append(Move(gesture, (o,)))
    return out


def _read(template, value, found: dict) -> bool:
    """Match a gesture's part against a template, collecting the fields it names."""
    if isinstance(template, tuple):
        return (isinstance(value, tuple) and len(value) == len(template)
                and all(_read(t, v, found) for t, v in zip(template, value)))
    if isinstance(template, str) and template[:1] == FIELD:
        name, index, conv = _parts(template)
        if conv:
            value = CONVERTERS[conv][1](value)
        value = list(value) if isinstance(value, tuple) else value
        if index:
            found.setdefault(name, {})[int(index)] = value
        else:
            found[name] = value
        return True
    if isinstance(template, str) and template[:1] == ROLE:
        return True
    return template == value


def meant(forms, gesture) -> dict | None:
    """The option `gesture` would be by the first form that reads it, or None."""
    for f in forms:
        found: dict = {}
        if not f.explains or not all(_read(t, v, found) for t, v in
                                     ((f.piece, gesture.piece), (f.to, gesture.to), (f.turn, gesture.turn))):
            continue
        for name, items in found.items():
            if isinstance(items, dict):
                found[name] = [items[i] for i in sorted(items)]
        return {**f.when, **found}
    return None


class Formed:
    """A decision (task type or node type) whose gestures are its `forms`; `roles` names the
    `@` parts (by default the deciding player `p`)."""

    forms: tuple = ()

    def roles(self, R, state: dict, task: dict) -> dict:
        return {"p": task.get("p")}

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        return moves(self.forms, options, self.roles(R, state, task))

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        return meant(self.forms, gesture)
