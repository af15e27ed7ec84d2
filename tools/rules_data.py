"""How much of each game's rules is data: the figures issue 46 asks for, from the code itself.

    python tools/rules_data.py [GAME...] [--json]

Per game:
  python     lines of Python under boardgames/games/<game>/
  yaml       lines of rule data in data/<game>/ (schema.yaml and locale/ left out)
  kinds      node kinds of the game's registries, each with the data entries that use it
             (an entry: the nearest mapping with an `id` around the node, else its file)
  single     kinds used by one entry only, and whether the kind's docstring says why it is
             a mechanic (a docstring line starting "Mechanic:")
  chains     if/elif (or consecutive if) chains comparing one expression with two or more
             string constants: dispatch over names that belongs in data or a registry; a chain
             with a comment starting "# chain:" on the line above says why it stays (explained)
"""
from __future__ import annotations

import argparse
import ast
import importlib
import json
import pkgutil
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from boardgames.engine.effects import Registry  # noqa: E402
from boardgames.engine.flow import COMPOSITE  # noqa: E402
from boardgames.engine.yamlio import load_file  # noqa: E402

GAMES_DIR = ROOT / "boardgames" / "games"
DATA_DIR = ROOT / "data"


def python_lines(game: str) -> int:
    return sum(len(f.read_text(encoding="utf-8").splitlines()) for f in sorted((GAMES_DIR / game).glob("*.py")))


def rule_files(game: str) -> list[Path]:
    return [f for f in sorted((DATA_DIR / game).glob("*.yaml")) if f.name != "schema.yaml"]


def yaml_lines(game: str) -> int:
    return sum(len(f.read_text(encoding="utf-8").splitlines()) for f in rule_files(game))


def registries(game: str) -> list[Registry]:
    """Every node registry the game's modules hold (module-level instances)."""
    found: dict[int, Registry] = {}
    package = importlib.import_module(f"boardgames.games.{game}")
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for value in vars(module).values():
            if isinstance(value, Registry):
                found[id(value)] = value
    return list(found.values())


def _walk(value, entry: str, out: dict, keyed: bool = True) -> None:
    """`entry` names where a node sits: the nearest mapping with an id around it, else the path of
    mapping keys from the file's top (`actions#merchant.city`); `keyed`: no id seen yet."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), str):
            entry, keyed = f"{entry.split('#')[0]}#{value['id']}", False
        kind = value.get("type")
        if isinstance(kind, str):
            out[kind].add(entry)
        for key, v in value.items():
            if keyed and isinstance(v, (dict, list)):
                base, _, path = entry.partition("#")
                _walk(v, f"{base}#{path + '.' if path else ''}{key}", out, keyed)
            else:
                _walk(v, entry, out, keyed)
    elif isinstance(value, list):
        for v in value:
            _walk(v, entry, out, keyed)


def kind_uses(game: str) -> dict[str, set]:
    """Node kinds of the game's registries -> the data entries that use each."""
    types: dict = {}
    for reg in registries(game):
        types.update(reg.types)
    seen: dict[str, set] = defaultdict(set)
    for f in rule_files(game):
        _walk(load_file(f, f.name).data, f.stem, seen)
    return {k: seen.get(k, set()) for k in sorted(types) if k not in COMPOSITE}, types


def is_mechanic(kind) -> bool:
    doc = type(kind).__doc__ or ""
    return any(line.strip().startswith("Mechanic:") for line in doc.splitlines())


def _compared(test) -> tuple[str, str] | None:
    """(expression, string) when `test` is `<expr> == "<string>"`."""
    if (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
            and isinstance(test.comparators[0], ast.Constant) and isinstance(test.comparators[0].value, str)):
        return ast.dump(test.left), test.comparators[0].value
    return None


def _chain(node: ast.If) -> list[tuple[str, str]]:
    out = []
    while isinstance(node, ast.If):
        got = _compared(node.test)
        if got is None:
            break
        out.append(got)
        node = node.orelse[0] if len(node.orelse) == 1 else None
    return out


def name_chains(path: Path) -> list[tuple[int, list[str]]]:
    """(line, names) of every chain of two or more string comparisons of one expression."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found, inner = [], set()
    for node in ast.walk(tree):
        body_lists = [getattr(node, f) for f in ("body", "orelse", "finalbody") if isinstance(getattr(node, f, None), list)]
        for body in body_lists:
            run: list = []
            for stmt in body + [None]:
                link = _chain(stmt) if isinstance(stmt, ast.If) else []
                if link and run and link[0][0] == run[-1][1][0][0]:
                    run.append((stmt, link))
                    continue
                if run:
                    names = [n for _, lk in run for _, n in lk]
                    if len(names) >= 2 and id(run[0][0]) not in inner:
                        found.append((run[0][0].lineno, names))
                        for s, _ in run:
                            x = s
                            while isinstance(x, ast.If) and len(x.orelse) == 1:
                                x = x.orelse[0]
                                inner.add(id(x))
                run = [(stmt, link)] if link else []
    return sorted(found)


def chain_explained(lines: list[str], line: int) -> bool:
    """Whether the comment lines just above `line` (1-based) hold one starting "# chain:"."""
    i = line - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        if lines[i].strip().startswith("# chain:"):
            return True
        i -= 1
    return False


def report(game: str) -> dict:
    uses, types = kind_uses(game)
    single = {k: sorted(v) for k, v in uses.items() if len(v) <= 1}
    chains = []
    for f in sorted((GAMES_DIR / game).glob("*.py")):
        lines = f.read_text(encoding="utf-8").splitlines()
        chains += [{"file": f"{f.relative_to(ROOT)}", "line": line, "names": names,
                    "explained": chain_explained(lines, line)} for line, names in name_chains(f)]
    return {
        "python": python_lines(game),
        "yaml": yaml_lines(game),
        "kinds": {k: len(v) for k, v in uses.items()},
        "single": {k: {"entries": v, "mechanic": is_mechanic(types[k])} for k, v in single.items()},
        "chains": chains,
    }


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    games = args.games or sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").exists())
    out = {g: report(g) for g in games}
    if args.json:
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    total = 0
    for g, r in out.items():
        total += r["python"]
        print(f"{g}: python {r['python']}, yaml {r['yaml']}, kinds {len(r['kinds'])}, "
              f"single-use {len(r['single'])} ({sum(not s['mechanic'] for s in r['single'].values())} unexplained), "
              f"name chains {len(r['chains'])} ({sum(not c['explained'] for c in r['chains'])} unexplained)")
        for k, s in r["single"].items():
            print(f"    single {k}: {', '.join(s['entries']) or 'unused'}{'' if not s['mechanic'] else ' (mechanic)'}")
        for c in r["chains"]:
            print(f"    chain {c['file']}:{c['line']}: {' / '.join(c['names'])}{' (explained)' if c['explained'] else ''}")
    print(f"all games: python {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
