"""The window, the main loop and the stack of scenes.

The App also carries what every screen needs (settings, catalog, locale, theme,
fonts, sprites, toasts) so widgets and scenes receive a single object. The main
loop never lets an exception reach the players: a failing scene is logged to a
file in the user data folder, an error dialog explains what happened, and the
app keeps running (a scene that cannot draw is dropped, back to the menu).
"""
from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

import pygame

from .. import paths
from ..engine.catalog import Catalog, load_catalog
from ..engine.i18n import Locale
from ..settings import LANGUAGES, WINDOW_PRESETS, Settings
from . import paint, savestore, warmup
from .autosaver import Autosaver
from .bot_turns import Worker
from .replay_check import ReplayCheck
from .frame_meter import FrameMeter
from .fonts import Fonts
from .sound import Sounds
from .sprites import Sprites
from .theme import Theme
from .widgets import Toasts

log = logging.getLogger(__name__)

SCENE_ENV = "BOARDGAMES_SCREENSHOT_SCENE"


def error_log_path() -> Path:
    """Where unexpected errors are written (the user data folder, next to the saves)."""
    return paths.saves_dir().parent / "boardgames.log"


def option(options: Any, name: str, default=None):
    """Read one start-up option from an argparse Namespace, a dict or None."""
    if options is None:
        return default
    if isinstance(options, dict):
        value = options.get(name, default)
    else:
        value = getattr(options, name, default)
    return default if value is None else value


def parse_size(value) -> tuple[int, int] | None:
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return int(value[0]), int(value[1])
    if isinstance(value, str) and "x" in value.lower():
        w, h = value.lower().split("x", 1)
        return int(w), int(h)
    return None


#: set in the environment, the app quits right after painting its first frame (start-up is measured)
FIRST_FRAME_EXIT = "BOARDGAMES_FIRST_FRAME_EXIT"

def _desktop() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and sizes[0][0] > 0 and sizes[0][1] > 0 else None


def first_window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window of a first start: the largest preset that leaves a margin of the screen
    (1440x900 on a full HD screen, 1920x1080 on a 2560x1440 one), 1280x800 when unknown."""
    if desktop is None:
        return WINDOW_PRESETS[0]
    dw, dh = desktop
    fitting = [(w, h) for w, h in WINDOW_PRESETS if w <= dw * 0.9 and h <= (dh - 60) * 0.92]
    return max(fitting) if fitting else WINDOW_PRESETS[0]


class App:
    """One running shell: a window (or an off-screen surface) and its scene stack."""

    TOOLTIP_DELAY = 0.35      # seconds of stillness before a tooltip shows
    IDLE_AFTER = 1.0          # seconds without input or animation before frames stop being redrawn

    def __init__(self, settings: Settings | None = None, catalog: Catalog | None = None,
                 surface: pygame.Surface | None = None, start: bool = True, persist: bool = True,
                 data_root: Path | None = None):
        self.settings = settings if settings is not None else Settings.load()
        self.catalog = catalog if catalog is not None else self._load_catalog()
        self.locale = Locale(self.catalog.strings, self.settings.language)
        self.headless = surface is not None
        if not pygame.font.get_init():
            pygame.font.init()        # display and fonts only: no audio device is opened
        self.screen = surface if surface is not None else self._open_window()
        self.theme = Theme(self.screen.get_size())
        self.fonts = Fonts()
        self.sprites = Sprites()
        self.toasts = Toasts(self)
        self.warmup = warmup.Warmup(self)               # games warmed ahead for the screens that lead to them
        self.meter = FrameMeter()         # F3: frame times in the corner
        self.autosaver = Autosaver(savestore.write)     # autosaves written off the UI thread
        self.replay_check: ReplayCheck | None = None    # a save opened from its state, being proved
        self.bot_worker = Worker(data_root)     # the process computer opponents think in, started when needed
        self.sounds = Sounds(self.settings, device=not self.headless)
        self._prefetched = False
        self._quiet, self._drawn = 0.0, False     # seconds without input or animation; a frame is up
        if not self.headless and self.sprites.has("ui/icon"):
            pygame.display.set_icon(self.sprites.load("ui/icon"))
        self.scenes: list = []
        self.mouse_pos = (-1, -1)
        self.still_for = 0.0              # seconds the mouse has rested (tooltips wait a moment)
        self.buttons_down = 0             # no tooltips while dragging
        self.running = True
        self.clock_time = 0.0
        self._errors: list[float] = []
        self.errors: list[str] = []       # "where: exception" of every reported error (smoke test)
        self.persist = persist            # False: never write settings or autosaves (off-screen renders)
        self._set_caption()
        if start:
            from .scenes.menu import MainMenuScene
            self.push(MainMenuScene(self))

    # --- set-up --------------------------------------------------------------------
    @staticmethod
    def _load_catalog() -> Catalog:
        try:
            return load_catalog(cache=paths.validated_cache())
        except Exception as exc:     # the app data itself is damaged: still open, show it
            log.exception("catalog failed to load")
            from ..engine.yamlio import DataError
            return Catalog({}, {"app": [exc if isinstance(exc, DataError) else DataError("data", str(exc))]},
                           {lang: {} for lang in LANGUAGES})

    def _open_window(self) -> pygame.Surface:
        pygame.display.init()
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if not self.settings.window_chosen:
            self.settings.window_size = first_window_size(_desktop())
        return pygame.display.set_mode(self._fitting(self.settings.window_size), pygame.RESIZABLE)

    @staticmethod
    def _fitting(size) -> tuple[int, int]:
        """The requested window size, shrunk to the desktop when the desktop is smaller."""
        w, h = size
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        if desktops:
            dw, dh = desktops[0]
            if dw > 0 and dh > 0 and (w > dw or h > dh):
                w, h = min(w, dw), min(h, max(240, dh - 60))      # leave room for a title bar
        return max(320, w), max(240, h)

    def _set_caption(self) -> None:
        if not self.headless:
            pygame.display.set_caption(self.t("app.title"))

    # --- services ---------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def t(self, key: str, **args) -> str:
        return self.locale.t(key, **args)

    def tr(self, key: str, **args):
        return lambda: self.locale.t(key, **args)

    def render(self, message: dict) -> str:
        return self.locale.render(message)

    def toast(self, text, kind: str = "info") -> None:
        self.toasts.add(text, kind)

    def names(self, names) -> str:
        """Names in a list, joined as the language writes them ("Ann, Bruno"; "小明、美玲")."""
        return self.t("ui.common.list_sep").join(str(n) for n in names)

    def game_name(self, game_id: str) -> str:
        key = f"{game_id}.name"
        return self.t(key) if self.locale.has(key) else game_id.replace("_", " ").title()

    def rules_for(self, spec):
        """The game's one rules object (see GameSpec.rules)."""
        return spec.rules()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            self.settings.save()
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)
            self.toast(self.tr("app.settings_not_saved"), "error")

    # --- settings that change the whole app ---------------------------------------------
    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.settings.language = lang
        self.locale.lang = lang          # views hold this same Locale object
        self._set_caption()
        self.relayout()
        self.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = bool(on)
        self.apply_display_mode()
        self.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.settings.window_size = (int(size[0]), int(size[1]))
        self.settings.window_chosen = True
        if not self.settings.fullscreen:
            self.apply_display_mode()
        self.save_settings()

    def apply_display_mode(self) -> None:
        if self.headless:
            return
        if self.settings.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self._fitting(self.settings.window_size), pygame.RESIZABLE)
        self.resized(self.screen.get_size())

    def resized(self, size) -> None:
        if not self.headless:
            self.screen = pygame.display.get_surface() or self.screen
        self.theme.resize(self.screen.get_size())
        self.relayout()

    def relayout(self) -> None:
        for scene in list(self.scenes):
            self._guard(scene, "layout", scene.layout, self.size)

    # --- scene stack ---------------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.scenes.append(scene)
        self._guard(scene, "layout", scene.layout, self.size)
        self._guard(scene, "enter", scene.enter)

    def pop(self, scene=None) -> None:
        """Remove `scene` (default: the top one) and resume whatever is then on top."""
        if not self.scenes:
            return
        scene = scene or self.scenes[-1]
        if scene in self.scenes:
            was_top = scene is self.scenes[-1]
            self.scenes.remove(scene)
            self._guard(scene, "leave", scene.leave)
            if was_top and self.scenes:
                self._guard(self.top, "resume", self.top.resume)
        if not self.scenes:
            self.home()

    def replace(self, scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            old = self.scenes.pop()
            self._guard(old, "leave", old.leave)
        self.push(scene)

    def reset(self, *scenes) -> None:
        """Clear the stack and push `scenes` in order."""
        while self.scenes:
            old = self.scenes.pop()
            self._guard(old, "leave", old.leave)
        for s in scenes:
            self.push(s)

    def home(self) -> None:
        from .scenes.menu import MainMenuScene
        self.reset(MainMenuScene(self))

    def find(self, cls):
        return next((s for s in reversed(self.scenes) if isinstance(s, cls)), None)

    # --- games --------------------------------------------------------------------
    def open_match(self, match, confirm: bool = True) -> None:
        """Show a match (new, loaded or rematch): main menu underneath, game on top. When it
        would replace another game in progress of the same game (`replaced_game`), the players
        are asked first (`confirm` False: they were)."""
        from .scenes.game import GameScene
        from .scenes.menu import MainMenuScene
        if confirm and self.ask_before_replacing(match, lambda: self.open_match(match, confirm=False)):
            return
        if self.replay_check is not None and self.replay_check.match is not match:
            self.replay_check = None      # that game is left: its check (and held autosave) with it
        self.reset(MainMenuScene(self), GameScene(self, match))

    def load_save(self, info_or_path) -> bool:
        """Load a save and open it; a refused save shows its reason in a dialog. True when it
        opened, or waits for the players to agree that it replaces a game in progress."""
        try:
            match, steps = savestore.load(info_or_path, self.catalog)
        except Exception as exc:
            self._refused(exc)
            return False

        def go():
            self.replay_check = ReplayCheck(match, steps) if steps is not None else None
            self.open_match(match, confirm=False)
        if not self.ask_before_replacing(match, go):
            go()
        return True

    def open_replay(self, info_or_path) -> bool:
        """Open a save, finished or not, in the replay viewer (nothing is played or written);
        a refused save shows its reason in a dialog."""
        from .scenes.replay import ReplayScene
        try:
            match, _ = savestore.load(info_or_path, self.catalog)   # the viewer's replay checks its moves
        except Exception as exc:
            self._refused(exc)
            return False
        path = info_or_path if isinstance(info_or_path, (str, Path)) else savestore.path_of(info_or_path)
        self.push(ReplayScene(self, match, file=Path(path).name if path else ""))
        return True

    def replaced_game(self, match):
        """The game in progress that opening `match` would take Continue's place of: autosaves
        are kept one per game, so another match of the same game replaces it (None: nothing
        is replaced; the same match, at its last position or later, replaces nothing)."""
        if not self.persist:
            return None
        self.autosaver.flush()            # the slot on disk holds the last position played
        info = savestore.in_progress(match.rules.id)
        if info is None or savestore.field(info, "problem", default=None) is not None:
            return None                   # a damaged one keeps its backup (saves.write_atomic)
        same = savestore.field(info, "match_id", default=None) == savestore.match_id(match)
        if same and len(match.actions) >= int(savestore.field(info, "moves", default=0) or 0):
            return None
        return info

    def ask_before_replacing(self, match, proceed) -> bool:
        """Whether a warning went up: opening `match` would replace a game in progress, and
        `proceed` runs only if the players agree."""
        info = self.replaced_game(match)
        if info is None:
            return False
        from .scenes.dialog import ConfirmDialog
        self.push(ConfirmDialog(self, self.tr("ui.continue.replace_title"),
                                lambda: self.replace_warning(info), proceed,
                                yes=self.tr("ui.continue.replace_yes"), danger=True))
        return True

    def replace_warning(self, info) -> str:
        """The warning's text: which game in progress would be replaced, and how to keep it."""
        game = savestore.field(info, "game", default="") or ""
        players = savestore.field(info, "players", default=[]) or []
        when = savestore.when(info)
        return self.t("ui.continue.replace_text", game=self.game_name(game),
                      players=self.names(players),
                      round=self.describe_round(savestore.field(info, "round", default=None)),
                      when=when.strftime("%Y-%m-%d %H:%M") if when is not None else "?")

    def describe_round(self, value) -> str:
        """A save's round as the lists show it."""
        if isinstance(value, dict) and "key" in value:
            return self.render(value)
        if isinstance(value, int):
            return self.t("engine.round", n=value)
        return str(value or "")

    def _refused(self, exc: BaseException) -> None:
        from .scenes.dialog import MessageDialog
        log.info("save refused: %s", exc, exc_info=True)
        reason = savestore.refusal_text(exc, self.locale)
        self.push(MessageDialog(self, self.tr("ui.load.refused_title"), lambda: reason, kind="error"))

    def poll_replay_check(self, wait: float | None = None) -> None:
        """Once the replay check of a game opened from its stored state is done: the game takes
        its undo history and its held autosave is written, or, when the moves did not make that
        state, the game is closed and the players are told why. Each frame runs a slice of it;
        `wait`: seconds to give it now instead."""
        check = self.replay_check
        if check is None or not (check.step() if wait is None else check.join(wait)):
            return
        self.replay_check = None
        error = check.error
        if error is None:
            try:
                check.match.adopt_history(check.result)
            except ValueError as exc:      # the replay made another game: the save is not sound
                error = exc
        if error is None:
            if check.held is not None:
                self.autosaver.submit(check.held)
            return
        self.home()
        self._refused(error)

    def holds_autosave(self, match, doc: dict) -> bool:
        """Keep `match`'s autosave back while its replay check runs (see poll_replay_check)."""
        check = self.replay_check
        if check is None or check.match is not match:
            return False
        check.held = doc
        return True

    # --- errors ---------------------------------------------------------------------
    def _guard(self, scene, phase: str, fn, *args):
        try:
            return fn(*args)
        except Exception as exc:
            self.report_error(exc, scene, phase)
            return None

    def report_error(self, exc: BaseException, scene=None, phase: str = "") -> None:
        """Log the details to the error log, tell the players in plain words, keep going."""
        where = f"{getattr(scene, 'name', type(scene).__name__)}.{phase}" if scene is not None else phase
        details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        log.error("unexpected error in %s:\n%s", where, details)
        self.errors.append(f"{where}: {exc!r}")
        logfile = error_log_path()
        try:
            logfile.parent.mkdir(parents=True, exist_ok=True)
            with open(logfile, "a", encoding="utf-8") as out:
                out.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} in {where}\n{details}\n")
        except OSError:
            pass
        if scene is not None and phase in ("draw", "update", "layout", "enter", "resume", "tooltip"):
            scene.broken = True
        now = time.monotonic()
        self._errors = [t for t in self._errors if now - t < 3.0] + [now]
        from .scenes.dialog import ErrorDialog
        if isinstance(scene, ErrorDialog) or len(self._errors) > 6:
            # errors are cascading (or the dialog itself failed): keep only sound scenes
            self._errors.clear()
            self.scenes = [s for s in self.scenes if not s.broken and not isinstance(s, ErrorDialog)]
            if not self.scenes:
                try:
                    self.home()
                except Exception:
                    log.exception("main menu cannot be built")
            if isinstance(scene, ErrorDialog):
                return
        dialogs = [s for s in self.scenes if isinstance(s, ErrorDialog)]
        if dialogs and dialogs[-1] is self.top:
            return
        for d in dialogs:                   # keep exactly one dialog, on top
            self.scenes.remove(d)
        self.push(ErrorDialog(self, where, str(logfile)))

    def drop_broken(self) -> None:
        """Remove scenes that failed to draw or update (called when the error dialog closes)."""
        broken = [s for s in self.scenes if s.broken]
        for s in broken:
            self.scenes.remove(s)
            try:
                s.leave()
            except Exception:
                log.exception("leave failed")
        if not self.scenes:
            self.home()
        elif broken:
            self._guard(self.top, "resume", self.top.resume)

    # --- the frame ----------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse_pos = event.pos
            self.still_for = 0.0
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.buttons_down += 1
            elif event.type == pygame.MOUSEBUTTONUP:
                self.buttons_down = max(0, self.buttons_down - 1)
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse_pos = (-1, -1)
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.headless and not self.settings.fullscreen and event.type == pygame.VIDEORESIZE:
                self.settings.window_size = (event.w, event.h)
            self.resized(getattr(event, "size", self.size))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F3:
            self.meter.toggle()
            return
        scene = self.top
        if scene is not None:
            self._guard(scene, "event", scene.handle_event, event)

    def update(self, dt: float) -> None:
        self.poll_replay_check()
        self.clock_time += dt
        self.still_for += dt
        self.toasts.update(dt)
        scene = self.top
        if scene is not None and not scene.broken:
            self._guard(scene, "update", scene.update, dt)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.screen
        # Draw from the top-most opaque scene upwards; modals get a scrim over what is below.
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        first = max(0, first)
        base = self.scenes[first] if self.scenes else None
        if base is None or not base.opaque or base.broken:
            paint.background(self, surface)
        for i in range(first, len(self.scenes)):
            scene = self.scenes[i]
            if i > first:
                paint.scrim(self, surface)
            if not scene.broken:
                self._guard(scene, "draw", scene.draw, surface)
        top = self.top
        if (top is not None and not top.broken and self.mouse_pos[0] >= 0 and not self.buttons_down
                and self.still_for >= self.TOOLTIP_DELAY):
            lines = self._guard(top, "tooltip", top.tooltip, self.mouse_pos)
            if lines:
                paint.tooltip(self, surface, lines, self.mouse_pos)
        self.toasts.draw(surface)
        self.meter.draw(surface, self.fonts, max(12, self.theme.font_px("small")))

    def frame(self, events, dt: float) -> None:
        started = time.perf_counter()
        for event in events:
            self.handle(event)
            if not self.running:
                return
        self.update(dt)
        self.draw()
        self.meter.add((time.perf_counter() - started) * 1000)

    def quit(self) -> None:
        self.running = False

    def busy(self) -> bool:
        """Something moves on screen without input: a toast, the frame meter, or the top
        scene's own animation (a piece gliding, a caret blinking)."""
        top = self.top
        return bool(self.toasts.items) or self.meter.on or self.replay_check is not None or (top is not None and not top.broken
                                                              and bool(self._guard(top, "animating", top.animating)))

    def tick(self, events, dt: float) -> bool:
        """One turn of the main loop; whether a frame was drawn. After IDLE_AFTER seconds with
        no input and nothing moving, time goes on but the unchanged screen is not redrawn."""
        self._quiet = 0.0 if events or self.busy() else self._quiet + dt
        if self._drawn and self._quiet >= self.IDLE_AFTER:
            self.update(dt)
            return False
        self.frame(events, dt)
        self._drawn = True
        return True

    def run(self) -> int:
        clock = pygame.time.Clock()
        first_only = bool(os.environ.get(FIRST_FRAME_EXIT))     # `boardgames bench`: start-up time
        while self.running:
            dt = min(clock.tick(60) / 1000.0, 0.1)
            try:
                if self.tick(pygame.event.get(), dt) and self.running:
                    pygame.display.flip()
            except Exception as exc:      # last resort: outside any scene (background, toasts...)
                self.report_error(exc, None, "frame")
            if first_only:
                self.running = False
            elif not self._prefetched:         # the first frame is up: read the games' art ahead
                self._prefetched = True
                warmup.start(self)               # and import their views and rules
        self.bot_worker.close()           # a computer still thinking stops with the app
        self.poll_replay_check(wait=5.0)  # a game loaded a moment ago: its autosave once it is proved
        self.autosaver.flush()            # the last position is on disk before the app ends
        if not self.settings.fullscreen:
            self.save_settings()
        return 0


def _setup_logging() -> None:
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    try:
        logfile = error_log_path()
        logfile.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.FileHandler(logfile, encoding="utf-8"))
    except OSError:
        pass
    logging.basicConfig(level=logging.WARNING, handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")


def run(argv_options: Any = None) -> int:
    """Start the app and return the exit code.

    Recognised options (argparse Namespace or dict, all optional): `lang`/`language`
    ('en' | 'zh-Hant'), `fullscreen` (bool), `windowed` (bool), `size` ('1280x800' or
    (w, h)), `data` (a data folder instead of the bundled one).
    The environment variable BOARDGAMES_SCREENSHOT_SCENE opens a given screen
    directly (see boardgames.ui.scenes.direct); tools/screenshots.py uses it.
    """
    _setup_logging()
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    settings = Settings.load()
    lang = option(argv_options, "lang") or option(argv_options, "language")
    if lang in LANGUAGES:
        settings.language = lang
    if option(argv_options, "fullscreen", False):
        settings.fullscreen = True
    if option(argv_options, "windowed", False):
        settings.fullscreen = False
    size = parse_size(option(argv_options, "size"))
    if size:
        settings.window_size = size
        settings.window_chosen = True
        settings.fullscreen = False
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.key.stop_text_input()      # only a focused text field receives typed text
    except pygame.error:
        pass
    catalog = None
    data = option(argv_options, "data")
    if data:
        try:
            catalog = load_catalog(Path(data))
        except Exception:
            log.exception("data folder %s unreadable", data)
    app = App(settings, catalog=catalog, data_root=Path(data) if catalog is not None else None)
    direct = os.environ.get(SCENE_ENV)
    if direct:
        from .scenes.direct import open_scene
        try:
            open_scene(app, direct)
        except Exception as exc:
            app.report_error(exc, None, f"open {direct}")
    try:
        return app.run()
    finally:
        pygame.quit()
