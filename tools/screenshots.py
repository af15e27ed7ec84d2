"""Screenshots of the real app in a real X window (Xvfb), as the players see it.

    python3 tools/screenshots.py                 # all scenes, en + zh-Hant, 1280x800 + 1920x1080
    python3 tools/screenshots.py --scenes game --langs en --sizes 1920x1080 --out /tmp/shots

For each size it starts its own Xvfb whose screen is exactly that size, starts
`python -m boardgames --size WxH --lang L` in it (with throw-away settings and
saves folders, so nothing of yours is touched), waits for the window
(`xdotool search --pid`), drives it, and captures the X root window with
ImageMagick's `import -window root` into `<out>/<scene>_<lang>_<WxH>.png`.

How each scene is reached:
- menu:      the app as it starts;
- new_game:  from the menu, a real click on "New game" (the position comes from
             laying out the same menu off-screen);
- new_game_choices: the same, then real clicks on the mode's right arrow (the first game's
             second mode and its options, each explained) and on the second seat's colour
             (the palette open);
- game, score, handoff, settings, load, pause, about, replay, final_board: opened
             directly with the environment hook BOARDGAMES_SCREENSHOT_SCENE=<scene> (see
             boardgames/ui/scenes/direct.py; BOARDGAMES_SCREENSHOT_GAME, _SEED and
             _STEPS pick the game and the seeded random position);
- about_owners: the about panel, then a real click on its "For owners of the game" button
             (a game with reconstructions: `--game moon_river`).
The app is closed with SIGTERM (never `xdotool windowclose`, which crashes SDL).

The replay viewer (a game in progress, from the load screen) and the score screen's final
board: `python3 tools/screenshots.py --scenes replay final_board --steps 60`.

Board shots for a chosen number of players (the hook always deals the default count):

    python3 tools/screenshots.py --scenes --boards via_nebula:2 via_nebula:4

writes `<out>/<game>_<n>p_<lang>_<WxH>.png`: a seeded position for n players (random
legal choices, `--board-steps`) is saved as the autosave of the run's throw-away data
folder, the app starts on its menu, "Continue" is clicked for real and the hand-off
screen is passed with Enter, exactly as players resume a game.

The side panel's action bar, with one of its entries clicked (its piece in hand, its places lit):

    python3 tools/screenshots.py --scenes --action-bars via_nebula:100:craftsman moon_river:11:pair

writes `<out>/action_bar_<game>_<lang>_<WxH>.png`: the seeded position (`--seed`, the given
number of steps) opened by the shell's hook, the entry found by laying the same position out
off-screen, and clicked for real.

Needs: Xvfb, xdotool, ImageMagick (Debian: xvfb xdotool imagemagick).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SCENES = ("menu", "new_game", "game", "score")
DEFAULT_LANGS = ("en", "zh-Hant")
DEFAULT_SIZES = ((1280, 800), (1920, 1080))


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        sys.exit(f"screenshots: {tool} is missing (Debian: apt-get install xvfb xdotool imagemagick)")
    return path


class Xvfb:
    """An X server of exactly the screen size we want to capture.

    The display number is chosen here (not with -displayfd): an X server that has
    just stopped can leave its socket behind for a moment, and a new server given
    the same number then dies. Each server of one run gets a fresh number.
    """

    _next = 90 + os.getpid() % 400

    def __init__(self, size: tuple[int, int]):
        for _ in range(40):
            number = Xvfb._next
            Xvfb._next += 1
            if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                continue
            self.display = f":{number}"
            self.proc = subprocess.Popen(
                [need("Xvfb"), self.display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            env = dict(os.environ, DISPLAY=self.display)
            for _ in range(100):
                if self.proc.poll() is not None:
                    break
                if subprocess.run([need("xdotool"), "getdisplaygeometry"], env=env,
                                  capture_output=True).returncode == 0:
                    if self._owns(number):
                        return
                    break                  # another run's server answered on this number
                time.sleep(0.1)
            self.stop()
        sys.exit("screenshots: Xvfb did not start")

    def _owns(self, number: int) -> bool:
        """Whether the server on `number` is ours. Two runs at once (screenshots while the
        tests run, two test workers) can pick the same number: the later server dies at once,
        and its run would draw on the other's, which may stop at any moment ("x11 not
        available")."""
        try:
            holder = int(Path(f"/tmp/.X{number}-lock").read_text().strip())
        except (OSError, ValueError):
            return False
        return holder == self.proc.pid and self.proc.poll() is None

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


DATA: Path | None = None     # --data: another data folder for the app (a data-only game's copy)


class AppRun:
    """The app started in the Xvfb display with private settings and saves folders."""

    def __init__(self, display: str, size, lang: str, scene: str | None, game: str | None, seed: int, steps: int,
                 before_start=None):
        self.tmp = Path(tempfile.mkdtemp(prefix="boardgames-shots-"))
        config = self.tmp / "config" / "boardgames"
        config.mkdir(parents=True)
        (config / "settings.json").write_text(json.dumps(
            {"language": lang, "window_size": list(size), "fullscreen": False}), encoding="utf-8")
        env = dict(os.environ, DISPLAY=display, XDG_CONFIG_HOME=str(self.tmp / "config"),
                   XDG_DATA_HOME=str(self.tmp / "data"), XDG_STATE_HOME=str(self.tmp / "state"),
                   SDL_VIDEO_WINDOW_POS="0,0", SDL_AUDIODRIVER="dummy",
                   PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env["SDL_VIDEODRIVER"] = "x11"    # never another driver: a window off the X server is never seen
        for key in ("BOARDGAMES_SCREENSHOT_SCENE", "BOARDGAMES_SCREENSHOT_GAME"):
            env.pop(key, None)
        if scene:
            env["BOARDGAMES_SCREENSHOT_SCENE"] = scene
        if game:
            env["BOARDGAMES_SCREENSHOT_GAME"] = game
        env["BOARDGAMES_SCREENSHOT_SEED"] = str(seed)
        env["BOARDGAMES_SCREENSHOT_STEPS"] = str(steps)
        self.env = env
        if before_start is not None:
            before_start(env)
        self.log = open(self.tmp / "app.log", "w")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "boardgames", "--windowed", "--size", f"{size[0]}x{size[1]}", "--lang", lang]
            + (["--data", str(DATA)] if DATA else []),
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def wait_window(self, timeout: float = 90) -> str:
        end = time.time() + timeout
        while time.time() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the app exited early:\n{self.output()}")
            out = subprocess.run([need("xdotool"), "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                                 env=self.env, capture_output=True, text=True)
            ids = out.stdout.split()
            if ids:
                return ids[-1]
            time.sleep(0.2)
        raise RuntimeError(f"no window from the app after {timeout}s:\n{self.output()}")

    def xdotool(self, *args) -> None:
        subprocess.run([need("xdotool"), *map(str, args)], env=self.env, check=True)

    def wait_until(self, ready, timeout: float = 20, step: float = 0.25) -> bool:
        """Whether `ready()` came true within `timeout` seconds, asked every `step` (a loaded
        host answers an event later than an idle one: a test waits for the effect it expects
        instead of sleeping a fixed time)."""
        end = time.time() + timeout
        while True:
            if ready():
                return True
            if time.time() >= end or self.proc.poll() is not None:
                return False
            time.sleep(step)

    def capture_when(self, path: Path, ready, timeout: float = 20) -> Path:
        """A capture of the screen once `ready(path)` holds of it (the last one tried if it never does)."""
        def shot() -> bool:
            self.capture(path)
            return ready(path)
        self.wait_until(shot, timeout)
        return path

    def capture(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([need("import"), "-window", "root", str(path)], env=self.env, check=True)

    def output(self) -> str:
        self.log.flush()
        return (self.tmp / "app.log").read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)      # SDL turns it into a quit event
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def button_center(size, lang: str, key: str) -> tuple[int, int]:
    """Where the main menu draws the button labelled by `key`, from an off-screen layout."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from boardgames.ui import offscreen
    from boardgames.ui.widgets import Button, resolve
    app = offscreen.make_app(size, lang)
    app.home()
    want = app.t(key)
    for w in app.top.widgets:
        if isinstance(w, Button) and resolve(w.text) == want:
            return w.rect.center
    raise RuntimeError(f"no {key} button in the menu")


def entry_center(size, lang: str, game: str, seed: int, steps: int, key: str) -> tuple[int, int]:
    """Where the game screen of that seeded position draws its action bar's entry `key`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    from boardgames.ui.scenes.game import GameScene
    app = offscreen.make_app(size, lang)
    open_scene(app, "game", game_id=game, seed=seed, steps=steps)
    scene = app.find(GameScene)
    app.update(0.02)
    app.draw(app.screen)
    for e in scene.panel.action_entries + scene.panel.act_buttons:
        if e.group.key == key:
            return e.rect.center
    raise RuntimeError(f"no action {key!r} in the action bar of {game} after {steps} steps")


def shoot_action_bar(xvfb: Xvfb, out_dir: Path, size, lang: str, game: str, steps: int, key: str, seed: int,
                     settle: float) -> Path:
    """The game screen with the action bar's entry `key` clicked."""
    x, y = entry_center(size, lang, game, seed, steps, key)
    app = AppRun(xvfb.display, size, lang, "game", game, seed, steps)
    try:
        app.wait_window()
        time.sleep(settle)
        app.xdotool("mousemove", "--sync", x, y)
        time.sleep(0.2)
        app.xdotool("click", 1)
        time.sleep(0.4)
        app.xdotool("mousemove", "--sync", 2, 2)
        time.sleep(0.6)
        return capture_checked(app, out_dir / f"action_bar_{game}_{lang}_{size[0]}x{size[1]}.png", game)
    finally:
        app.stop()


def parse_action_bar(text: str) -> tuple[str, int, str]:
    game, _, rest = text.partition(":")
    steps, _, key = rest.partition(":")
    if not game or not steps.isdigit() or not key:
        raise argparse.ArgumentTypeError(f"expected GAME:STEPS:ACTION such as via_nebula:100:craftsman, not {text!r}")
    return game, int(steps), key


def new_game_points(size, lang: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where New game draws the mode cycler's right arrow and the second seat's colour chip."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.new_game import NewGameScene
    app = offscreen.make_app(size, lang)
    app.home()
    form = NewGameScene(app)
    app.push(form)
    arrow = (form.mode_cycler.rect.right - form.px(12), form.mode_cycler.rect.centery)
    form.mode_cycler.step(1)
    return arrow, form.seat_rows[1][0].rect.center


def owners_button_center(size, lang: str, game: str | None, seed: int, steps: int) -> tuple[int, int]:
    """Where the about panel draws the button that opens its owners' section."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    app = offscreen.make_app(size, lang)
    button = open_scene(app, "about", game_id=game, seed=seed, steps=steps).owners_button
    if not button.is_visible():
        raise RuntimeError(f"the about panel of {game} has no owners' section (nothing was reconstructed)")
    return button.rect.center


def not_blank(path: Path) -> bool:
    out = subprocess.run([need("identify"), "-format", "%[fx:standard_deviation]", str(path)],
                         capture_output=True, text=True)
    try:
        return float(out.stdout.strip() or 0) > 0.01
    except ValueError:
        return True


def shoot(xvfb: Xvfb, out_dir: Path, size, lang: str, scene: str, game: str | None, seed: int, steps: int,
          settle: float) -> Path:
    direct = None if scene in ("menu", "new_game", "new_game_choices") else scene
    direct = "about" if scene == "about_owners" else direct
    app = AppRun(xvfb.display, size, lang, direct, game, seed, steps)
    try:
        app.wait_window()
        time.sleep(settle)
        app.xdotool("mousemove", "--sync", 2, 2)
        if scene in ("new_game", "new_game_choices"):
            x, y = button_center(size, lang, "ui.menu.new_game")
            app.xdotool("mousemove", "--sync", x, y)
            app.xdotool("click", 1)
            time.sleep(0.5)
            app.xdotool("mousemove", "--sync", 2, 2)
        if scene == "new_game_choices":
            for x, y in new_game_points(size, lang):
                app.xdotool("mousemove", "--sync", x, y)
                app.xdotool("click", 1)
                time.sleep(0.4)
            app.xdotool("mousemove", "--sync", 2, 2)
        if scene == "about_owners":
            x, y = owners_button_center(size, lang, game, seed, steps)
            app.xdotool("mousemove", "--sync", x, y)
            app.xdotool("click", 1)
            time.sleep(0.4)
            app.xdotool("mousemove", "--sync", 2, 2)
        time.sleep(0.6)
        return capture_checked(app, out_dir / f"{scene}_{lang}_{size[0]}x{size[1]}.png", scene)
    finally:
        app.stop()


def capture_checked(app, path: Path, what: str) -> Path:
    """Capture the screen, refusing a window that died and warning about a logged error."""
    if app.proc.poll() is not None:
        raise RuntimeError(f"the app exited:\n{app.output()}")
    app.capture(path)
    if "Traceback" in app.output():
        print(f"warning: the app logged an error while showing {what}:\n{app.output()}", file=sys.stderr)
    return path


SAVE_POSITION = """
import sys
from boardgames.ui import offscreen, samples, savestore
game, players, seed, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
app = offscreen.make_app((1280, 800), sys.argv[5])
match = samples.advance(samples.new_sample(app, app.catalog.games[game], seed, players=players), steps, seed)
if savestore.save(match, kind="auto") is None:
    sys.exit("no saves module")
"""


def prepare_save(env: dict, game: str, players: int, seed: int, steps: int, lang: str) -> None:
    """Write a seeded n-player position as the autosave of the app about to start (its data folder)."""
    subprocess.run([sys.executable, "-c", SAVE_POSITION, game, str(players), str(seed), str(steps), lang],
                   cwd=ROOT, env=dict(env, SDL_VIDEODRIVER="dummy"), check=True)


def shoot_board(xvfb: Xvfb, out_dir: Path, size, lang: str, game: str, players: int, seed: int, steps: int,
                settle: float) -> Path:
    """The board of `game` for `players` players, resumed through the menu's "Continue"."""
    app = AppRun(xvfb.display, size, lang, None, None, seed, steps,
                 before_start=lambda env: prepare_save(env, game, players, seed, steps, lang))
    try:
        app.wait_window()
        time.sleep(settle)
        x, y = button_center(size, lang, "ui.menu.continue")
        app.xdotool("mousemove", "--sync", x, y)
        app.xdotool("click", 1)
        time.sleep(0.8)
        app.xdotool("key", "Return")          # the hand-off screen: "I am <name>, show my turn"
        time.sleep(0.6)
        app.xdotool("mousemove", "--sync", 2, 2)
        time.sleep(0.6)
        return capture_checked(app, out_dir / f"{game}_{players}p_{lang}_{size[0]}x{size[1]}.png", game)
    finally:
        app.stop()


def parse_board(text: str) -> tuple[str, int]:
    game, _, players = text.partition(":")
    if not game or not players.isdigit():
        raise argparse.ArgumentTypeError(f"expected GAME:PLAYERS such as via_nebula:2, not {text!r}")
    return game, int(players)


def parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    p.add_argument("--scenes", nargs="*", default=list(DEFAULT_SCENES))
    p.add_argument("--langs", nargs="+", default=list(DEFAULT_LANGS))
    p.add_argument("--sizes", nargs="+", type=parse_size, default=list(DEFAULT_SIZES))
    p.add_argument("--game", default=None, help="game id (default: the first loadable game)")
    p.add_argument("--data", type=Path, default=None,
                   help="the app's data folder (a copy of data/ with a data-only game put in)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--steps", type=int, default=12, help="random legal choices before the game screenshot")
    p.add_argument("--settle", type=float, default=1.5, help="seconds to wait after the window appears")
    p.add_argument("--boards", nargs="*", type=parse_board, default=[], metavar="GAME:PLAYERS",
                   help="also shoot these boards for a number of players, e.g. via_nebula:2 via_nebula:4")
    p.add_argument("--board-steps", type=int, default=40, help="random legal choices before a board shot")
    p.add_argument("--action-bars", nargs="*", type=parse_action_bar, default=[], metavar="GAME:STEPS:ACTION",
                   help="also shoot the action bar with that entry clicked, e.g. via_nebula:100:craftsman")
    args = p.parse_args(argv)
    global DATA
    DATA = args.data.resolve() if args.data else None
    for tool in ("Xvfb", "xdotool", "import"):
        need(tool)
    failed = 0

    def attempt(what: str, size, make) -> None:
        """Take one shot (`make()` returns its path) and say how it went."""
        nonlocal failed
        try:
            path = make()
        except (RuntimeError, subprocess.CalledProcessError) as exc:
            print(f"FAILED {what} {size[0]}x{size[1]}: {exc}", file=sys.stderr)
            failed += 1
            return
        ok = not_blank(path)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(("wrote " if ok else "BLANK ") + str(shown))
        failed += not ok

    for size in args.sizes:
        xvfb = Xvfb(size)          # one server per size: restarting Xvfb quickly is unreliable
        try:
            for lang in args.langs:
                for scene in args.scenes:
                    attempt(f"{scene} {lang}", size, lambda: shoot(
                        xvfb, args.out, size, lang, scene, args.game, args.seed, args.steps, args.settle))
                for game, steps, key in args.action_bars:
                    attempt(f"action bar {game} {lang}", size, lambda: shoot_action_bar(
                        xvfb, args.out, size, lang, game, steps, key, args.seed, args.settle))
                for game, players in args.boards:
                    attempt(f"{game} {players}p {lang}", size, lambda: shoot_board(
                        xvfb, args.out, size, lang, game, players, args.seed, args.board_steps, args.settle))
        finally:
            xvfb.stop()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
