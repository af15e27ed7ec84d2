"""Every screen of every game drawn off-screen, with what its text did recorded: each label cut
short (`Fonts.clipped`), each line drawn below the smallest readable size, and each wrapped
line that starts with closing punctuation (Chinese line breaking, `fonts._NO_LINE_START`).

Shared by tests/ui/test_text_fits.py; run it alone for a report of one game, size and language:
    python tests/ui/text_fit_survey.py [GAME] [WxH] [LANG]
"""
from __future__ import annotations

import os
import random
import sys
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from boardgames.ui import fonts as fonts_module, offscreen, paint, samples  # noqa: E402
from boardgames.ui.fonts import Fonts  # noqa: E402
from boardgames.ui.scenes.direct import open_scene  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402

SIZES = ((1280, 800), (1920, 1080))
LANGS = ("en", "zh-Hant")
SMALLEST = 12              # px, at 1280x800 (the design size)
SEED = 7
POINTER_GRID = (40, 24)    # tooltips asked for at this many columns x rows of the window
HOVER_GRID = (7, 5)        # whole frames drawn with the pointer resting at these points


@dataclass
class Findings:
    """What went wrong, each with the screens it was seen on."""
    clipped: dict = field(default_factory=lambda: defaultdict(set))     # (text, size, width) -> {where}
    small: dict = field(default_factory=lambda: defaultdict(set))       # (text, size) -> {where}
    kinsoku: dict = field(default_factory=lambda: defaultdict(set))     # line -> {where}

    def merge(self, other: "Findings") -> None:
        for mine, theirs in ((self.clipped, other.clipped), (self.small, other.small),
                             (self.kinsoku, other.kinsoku)):
            for k, v in theirs.items():
                mine[k] |= v

    def lines(self) -> list[str]:
        out = []
        for (text, size, width), where in sorted(self.clipped.items()):
            out.append(f"clipped {text!r} ({size} px in {width} px) on {', '.join(sorted(where))}")
        for (text, size), where in sorted(self.small.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            out.append(f"{size} px {text!r} on {', '.join(sorted(where))}")
        for line, where in sorted(self.kinsoku.items()):
            out.append(f"line starts with closing punctuation {line!r} on {', '.join(sorted(where))}")
        return out


class Recorder:
    """Watches one app's fonts: the screen being drawn is `where`."""

    def __init__(self, app, smallest: int | None):
        self.app = app
        self.smallest = smallest
        self.where = "?"
        self.found = Findings()

    def screen(self, where: str) -> None:
        """A new screen: forget the measures and rendered text, so what it draws is seen again."""
        self.flush()
        self.where = where
        self.app.fonts.clear()

    def flush(self) -> None:
        fonts = self.app.fonts
        for text, (size, width) in fonts.clipped.items():
            self.found.clipped[(text.strip(), size, width)].add(self.where)
        fonts.clipped.clear()


@contextmanager
def watching(recorders: list[Recorder]):
    """Hook every Fonts: rendered sizes and wrapped lines reach the recorder of their app."""
    by_fonts = {}
    real_render, real_wrap = Fonts.render, Fonts.wrap

    def render(self, text, size, colour=(0, 0, 0), bold=False):
        rec = by_fonts.get(id(self))
        if rec is not None and rec.smallest and int(size) < rec.smallest and str(text).strip():
            rec.found.small[(str(text), int(size))].add(rec.where)
        return real_render(self, text, size, colour, bold)

    def wrap(self, text, size, width, bold=False):
        lines = real_wrap(self, text, size, width, bold)
        rec = by_fonts.get(id(self))
        if rec is not None and len(lines) > 1:
            # each paragraph wraps alone; its own first line may start with anything
            for para in str(text).split("\n"):
                for line in real_wrap(self, para, size, width, bold)[1:]:
                    if line[:1] in fonts_module._NO_LINE_START:
                        rec.found.kinsoku[f"{line} (in {para})"].add(rec.where)
        return lines

    for rec in recorders:
        by_fonts[id(rec.app.fonts)] = rec
    Fonts.render, Fonts.wrap = render, wrap
    try:
        yield
    finally:
        Fonts.render, Fonts.wrap = real_render, real_wrap
        for rec in recorders:
            rec.flush()


# --- the screens ---------------------------------------------------------------------------
def frame(app, dt: float = 0.016) -> None:
    app.update(dt)
    app.draw(app.screen)


def positions(app, spec) -> list[tuple[str, int, str, float]]:
    """(label, players, mode, how far through) of the game positions drawn for `spec`: the
    start, the middle and near the end, at the usual, the most and the fewest players, on
    every side of the board (mode)."""
    rules = app.rules_for(spec)
    lo, hi = rules.player_range()
    usual = min(max(lo, 3), hi)
    modes = rules.modes()
    first, last = modes[0], modes[-1]
    out = [("start", usual, first, 0.0), ("middle", hi, last, 0.5), ("end", hi, first, 0.92)]
    if lo != usual:
        out.append(("end", lo, last, 0.92))
    return out


def sample_at(app, spec, players: int, mode: str, fraction: float):
    """A seeded random game `fraction` of the way through."""
    probe = samples.new_sample(app, spec, SEED, players=players, mode=mode)
    probe.history = False
    rng, n = random.Random(SEED), 0
    while n < 5000 and samples.random_step(probe, rng):
        n += 1
    match = samples.new_sample(app, spec, SEED, players=players, mode=mode)
    return samples.advance(match, int(n * fraction), SEED)


def show_game(app, match) -> GameScene:
    app.open_match(match, confirm=False)
    game = app.find(GameScene)
    while app.top is not game and isinstance(app.top, HandoffScene):
        app.pop()
    return game


def point(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.still_for = app.TOOLTIP_DELAY + 1


def hover_frames(app) -> None:
    """Whole frames with the pointer resting on a coarse grid (hover states, their tooltips)."""
    w, h = app.screen.get_size()
    cols, rows = HOVER_GRID
    for j in range(rows):
        for i in range(cols):
            point(app, ((i + 0.5) * w / cols, (j + 0.5) * h / rows))
            app.draw(app.screen)


def tooltips(app) -> None:
    """Every different tooltip found on a fine grid of pointer positions, drawn where it shows."""
    top = app.top
    w, h = app.screen.get_size()
    cols, rows = POINTER_GRID
    seen = set()
    scratch = app.screen.copy()
    for j in range(rows):
        for i in range(cols):
            pos = (int((i + 0.5) * w / cols), int((j + 0.5) * h / rows))
            lines = top.tooltip(pos)
            key = tuple(str(x) for x in lines or ())
            if not key or key in seen:
                continue
            seen.add(key)
            paint.tooltip(app, scratch, list(key), pos)


def rules_pages(app) -> None:
    """A reading screen (the rules help, the about panel) paged through to its end, each page drawn."""
    scene = app.top
    lists = [w for w in getattr(scene, "widgets", []) if hasattr(w, "page") and hasattr(w, "offset")]
    for lst in lists:
        for _ in range(400):
            before = lst.offset
            lst.page(1)
            frame(app)
            if lst.offset == before:
                break


def survey_app(size, lang, catalog, games=None, hovers: bool = True) -> Findings:
    """Draw every screen at `size` in `lang` (the games `games`, default all)."""
    app = offscreen.make_app(size, lang, catalog)
    rec = Recorder(app, SMALLEST if tuple(size) == (1280, 800) else None)
    tag = f"{size[0]}x{size[1]} {lang}"
    specs = [s for s in catalog.playable() if games is None or s.id in games]
    with watching([rec]):
        for name in ("menu", "new_game", "settings", "load"):
            rec.screen(f"{name} {tag}")
            open_scene(app, name, game_id=specs[0].id if specs else None)
            frame(app)
            if hovers:
                hover_frames(app)
                tooltips(app)
        for spec in specs:
            rules = app.rules_for(spec)
            lo, hi = rules.player_range()
            # the new-game form set to this game at its most players
            rec.screen(f"new_game:{spec.id} {tag}")
            form = open_scene(app, "new_game", game_id=spec.id)
            if hasattr(form, "set_players"):
                form.set_players(hi)
            frame(app)
            game = None
            for label, players, mode, fraction in positions(app, spec):
                rec.screen(f"game:{spec.id} {label} {players}p {mode} {tag}")
                match = sample_at(app, spec, players, mode, fraction)
                game = show_game(app, match)
                frame(app)
                frame(app, 1.0)              # glides finished
                if hovers:
                    hover_frames(app)
                    tooltips(app)
                if label == "middle":
                    keep = match
            # the screens over a game, at its middle position
            for name in ("handoff", "pause", "about", "rules_help"):
                rec.screen(f"{name}:{spec.id} {tag}")
                game = show_game(app, keep)
                if name == "handoff":
                    choice = keep.pending
                    player = choice.player if choice else 0
                    secret = bool(choice and choice.private) or keep.private_to(player)
                    app.push(HandoffScene(app, game, player, secret))
                elif name == "pause":
                    game.open_menu()
                elif name == "about":
                    from boardgames.ui.scenes.about import AboutScene
                    app.push(AboutScene(app, spec))
                else:
                    from boardgames.ui.scenes.rules_help import open_help
                    open_help(app, spec, len(keep.state["seats"]), keep.state.get("mode"))
                frame(app)
                if name == "rules_help":
                    rules_pages(app)
                elif name == "about":           # read to the end, then again with the owners' section
                    rules_pages(app)
                    if app.top.owners_button.is_visible():
                        app.top.toggle_owners()
                        frame(app)
                        rules_pages(app)
                    if hovers:
                        hover_frames(app)
                elif hovers:
                    hover_frames(app)
            for players in sorted({min(max(lo, 3), hi), hi}):
                rec.screen(f"score:{spec.id} {players}p {tag}")
                from boardgames.ui.scenes.score import ScoreScene
                match = samples.new_sample(app, spec, SEED, players=players)
                match.history = False
                rng = random.Random(SEED)
                while samples.random_step(match, rng):
                    pass
                app.home()
                app.push(ScoreScene(app, match))
                frame(app)
                if hovers:
                    hover_frames(app)
        rec.screen("done")
    if app.errors:
        raise AssertionError("screens failed:\n" + "\n".join(app.errors))
    return rec.found


def sweep_app(size, lang, catalog, games=None, seeds=(1, 2, 3), every: int = 5) -> Findings:
    """The game screen drawn every `every` random steps through whole games (several seeds,
    the fewest and the most players, every mode): the rarer choices and their pickers."""
    app = offscreen.make_app(size, lang, catalog)
    rec = Recorder(app, SMALLEST if tuple(size) == (1280, 800) else None)
    tag = f"{size[0]}x{size[1]} {lang}"
    specs = [s for s in catalog.playable() if games is None or s.id in games]
    with watching([rec]):
        for spec in specs:
            rules = app.rules_for(spec)
            lo, hi = rules.player_range()
            for seed in seeds:
                for players in (lo, hi):
                    for mode in rules.modes():
                        match = samples.new_sample(app, spec, seed, players=players, mode=mode)
                        match.history = False
                        rng = random.Random(seed)
                        step = 0
                        while True:
                            if step % every == 0:
                                rec.where = f"game:{spec.id} seed {seed} {players}p {mode} step {step} {tag}"
                                show_game(app, match)
                                frame(app)
                                rec.flush()
                            if not samples.random_step(match, rng):
                                break
                            step += 1
    return rec.found


def main(argv: list[str]) -> int:
    import time
    from boardgames.engine.catalog import load_catalog
    catalog = load_catalog()
    games = [a for a in argv if a in catalog.games] or None
    sizes = [tuple(int(x) for x in a.split("x")) for a in argv if "x" in a and a[0].isdigit()] or list(SIZES)
    langs = [a for a in argv if a in LANGS] or list(LANGS)
    total = Findings()
    for size in sizes:
        for lang in langs:
            t = time.process_time()
            if "sweep" in argv:
                total.merge(sweep_app(size, lang, catalog, games))
            else:
                total.merge(survey_app(size, lang, catalog, games))
            print(f"{size} {lang}: {time.process_time() - t:.1f} CPU s", file=sys.stderr)
    for line in total.lines():
        print(line)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    raise SystemExit(main(sys.argv[1:]))
