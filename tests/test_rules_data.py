"""Issue 46's standing checks, from tools/rules_data.py: in every game, a node kind used by one
data entry only says why it is a mechanic (a docstring line "Mechanic: ..."), and no Python
dispatches over names with an if/elif chain of string comparisons unless a "# chain:" comment
above it says why (board state told apart on a hot path, not actions or effects)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(p.name for p in (ROOT / "boardgames" / "games").iterdir() if (p / "__init__.py").exists())


def _tool():
    spec = importlib.util.spec_from_file_location("rules_data", ROOT / "tools" / "rules_data.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("rules_data", module)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


@pytest.mark.parametrize("game", GAMES)
def test_single_use_kinds_are_mechanics(game):
    single = TOOL.report(game)["single"]
    unexplained = {k: s["entries"] for k, s in single.items() if not s["mechanic"]}
    assert not unexplained, f"{game}: node kinds used by one entry with no 'Mechanic:' line: {unexplained}"


@pytest.mark.parametrize("game", GAMES)
def test_no_name_chains(game):
    chains = [c for c in TOOL.report(game)["chains"] if not c["explained"]]
    assert not chains, f"{game}: if/elif chains over names with no '# chain:' reason: {chains}"


def test_the_chain_detector_finds_a_chain_and_passes_a_table(tmp_path):
    chained = tmp_path / "chained.py"
    chained.write_text(
        "def run(act):\n"
        "    if act == 'sow':\n        return 1\n"
        "    elif act == 'fence':\n        return 2\n"
        "    if act == 'breed':\n        return 3\n"
        "    return 0\n", encoding="utf-8")
    table = tmp_path / "table.py"
    table.write_text("RUN = {'sow': 1, 'fence': 2}\n\ndef run(act):\n    return RUN.get(act, 0)\n", encoding="utf-8")
    assert TOOL.name_chains(chained) == [(2, ["sow", "fence", "breed"])]
    assert TOOL.name_chains(table) == []
    lines = ["    # chain: board state, kept for speed", "    if kind == 'a':"]
    assert TOOL.chain_explained(lines, 2) and not TOOL.chain_explained(lines[1:], 1)


def test_the_mechanic_line_is_read_from_the_docstring():
    class Explained:
        """Moves a piece.

        Mechanic: the box's one way to move a piece this far."""

    class Silent:
        """Moves a piece."""

    assert TOOL.is_mechanic(Explained())
    assert not TOOL.is_mechanic(Silent())
