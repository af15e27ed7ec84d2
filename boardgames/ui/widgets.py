"""Our own small widget set: buttons, labels, text input, cycler, toggle, slider,
scroll list and toasts.

Why our own: it is a few hundred lines, has no CJK/locale surprises, draws at
the real window size and reads mouse positions from events (so headless tests
can drive it). Widget text is a string or a zero-argument callable, resolved at
draw time, so switching language re-renders everything without rebuilding.

Every widget receives `ui` (the App): theme, fonts, sprites, mouse position.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import paint
from .theme import mix

def resolve(text) -> str:
    if callable(text):
        return str(text())
    return "" if text is None else str(text)


def _is_on(flag) -> bool:
    return bool(flag()) if callable(flag) else bool(flag)


def _left_click(event) -> bool:
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1


class Widget:
    """Something with a rectangle that draws itself and may react to events."""

    focusable = False

    def __init__(self, ui, rect=None, tooltip=None, visible=True, enabled=True):
        self.ui = ui
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.tooltip = tooltip
        self.visible = visible
        self.enabled = enabled
        self.hovered = False

    def is_enabled(self) -> bool:
        return _is_on(self.enabled)

    def is_visible(self) -> bool:
        return _is_on(self.visible)

    def track_hover(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hovered = False

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        return False

    def live(self, event) -> bool:
        """Follow the pointer, then say whether the widget takes events now (shown, enabled)."""
        self.track_hover(event)
        return self.is_visible() and self.is_enabled()

    def press_on(self, event) -> bool:
        """Whether `event` is a left press on the widget."""
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip_lines(self) -> list[str] | None:
        if self.tooltip is None:
            return None
        value = self.tooltip() if callable(self.tooltip) else self.tooltip
        if value is None:
            return None
        return [resolve(v) for v in value] if isinstance(value, (list, tuple)) else [resolve(value)]


def dispatch(widgets: list[Widget], event) -> bool:
    """Hand `event` to the widgets from the top down: the first visible one that takes it uses
    it; the rest only follow the pointer (hover), and a click elsewhere takes the focus from a
    text field. Whether any widget used it."""
    used = False
    for w in reversed(widgets):
        if not used and w.is_visible():
            used = w.handle_event(event)
        else:
            w.track_hover(event)
            if isinstance(w, TextInput) and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                w.blur()
    return used


class Label(Widget):
    def __init__(self, ui, text, rect=None, role="body", colour=None, align="left", bold=False,
                 wrap=False, valign="center", **kw):
        super().__init__(ui, rect, **kw)
        self.text, self.role, self.colour, self.align = text, role, colour, align
        self.bold, self.wrap, self.valign = bold, wrap, valign

    def draw(self, surface):
        value = resolve(self.text)
        colour = self.colour() if callable(self.colour) else self.colour
        if self.wrap:
            paint.text_block(self.ui, surface, value, self.rect, self.role, colour, self.bold, self.align)
            return
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        if self.valign == "top":
            anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[self.align]
        pos = getattr(self.rect, anchor)
        paint.text(self.ui, surface, value, pos, self.role, colour, self.bold, anchor, max_width=self.rect.w)


class Button(Widget):
    """A clickable button with optional icon sprite; styles: normal, primary, danger, ghost, dark."""

    wrap_first = False      # True: a label too long for one line wraps at its size rather than shrinks

    def __init__(self, ui, text="", on_click: Callable[[], Any] | None = None, rect=None, icon=None,
                 style="normal", role="label", hotkey=None, selected=False, **kw):
        super().__init__(ui, rect, **kw)
        self.text, self.on_click, self.icon, self.style, self.role = text, on_click, icon, style, role
        self.hotkey = hotkey
        self.selected = selected
        self.pressed = False

    def click(self) -> None:
        if self.is_enabled() and self.is_visible() and self.on_click:
            sounds = getattr(self.ui, "sounds", None)
            if sounds is not None:
                sounds.play("click")
            self.on_click()

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        if not self.is_visible():
            return False
        if _left_click(event) and event.type == pygame.MOUSEBUTTONDOWN:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.is_enabled()
                return True
        elif _left_click(event) and event.type == pygame.MOUSEBUTTONUP:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.is_enabled():
                self.click()
                return True
        return False

    def colours(self):
        pal = self.ui.theme.palette
        enabled = self.is_enabled()
        hot = self.hovered and enabled
        if not enabled:
            return pal.button_disabled, pal.text_disabled, pal.button_disabled
        if self.style == "primary":
            return (pal.accent_hover if hot else pal.accent), pal.accent_text, mix(pal.accent, (0, 0, 0), 0.3)
        if self.style == "danger":
            return (pal.danger_hover if hot else pal.danger), pal.accent_text, mix(pal.danger, (0, 0, 0), 0.3)
        if self.style == "dark":
            base = (58, 76, 92) if not hot else (74, 96, 114)
            return base, pal.text_light, (90, 110, 126)
        if self.style == "ghost":
            return None, (pal.accent if hot else pal.text), None
        fill = pal.button_hover if hot else pal.button
        if _is_on(self.selected):
            fill = pal.selection
        return fill, pal.text, pal.button_edge

    def draw(self, surface):
        if not self.is_visible() or self.rect.w <= 0:
            return
        th = self.ui.theme
        fill, fg, edge = self.colours()
        r = self.rect.move(0, th.px(1) if self.pressed else 0)
        radius = th.px(8)
        if fill is not None:
            if self.is_enabled():
                pygame.draw.rect(surface, mix(fill, (0, 0, 0), 0.35), r.move(0, th.px(3)), border_radius=radius)
            pygame.draw.rect(surface, fill, r, border_radius=radius)
            if edge is not None:
                pygame.draw.rect(surface, edge, r, max(1, th.px(1.5)), border_radius=radius)
        if _is_on(self.selected) and self.style != "normal":
            pygame.draw.rect(surface, th.palette.highlight, r, max(2, th.px(3)), border_radius=radius)
        label = resolve(self.text)
        size = th.font_px(self.role)
        pad = th.px(12)
        has_icon = paint.has_icon(self.ui, self.icon)
        alpha = 255 if self.is_enabled() else 110
        ih = min(r.h - th.px(14), th.px(26))
        if not label:
            if has_icon:
                paint.icon(self.ui, surface, self.icon, pygame.Rect(0, 0, ih, ih).move(r.centerx - ih // 2, r.centery - ih // 2),
                           fg, alpha)
            return
        icon_w = ih + th.px(8) if has_icon else 0
        # too long: a little smaller, else on two lines, cut only as the last resort
        lines, size = self.ui.fonts.fit_lines(label, size, max(10, r.w - 2 * pad - icon_w), r.h - th.px(8),
                                              bold=True, floor=th.font_px(12), wrap_first=self.wrap_first)
        imgs = [self.ui.fonts.render(line, size, fg, bold=True) for line in lines]
        text_w = max(img.get_width() for img in imgs)
        x = r.centerx - (text_w + icon_w) // 2
        if has_icon:
            paint.icon(self.ui, surface, self.icon, pygame.Rect(x, r.centery - ih // 2, ih, ih), fg, alpha)
            x += icon_w
        step = round(size * 1.18)
        for i, img in enumerate(imgs):
            cy = r.centery + round((i - (len(imgs) - 1) / 2) * step)
            surface.blit(img, img.get_rect(center=(x + text_w // 2, cy)))


class TextInput(Widget):
    """One line of text; typing goes through SDL text input, so IMEs (Zhuyin, Pinyin...) work:
    the composition being typed is shown underlined and only committed text is inserted.
    Clicking into it (or Ctrl+A) selects the whole text, so typing replaces a default name
    instead of adding to it."""

    focusable = True
    _active: "TextInput | None" = None

    def __init__(self, ui, value="", on_change=None, rect=None, placeholder="", max_chars=24,
                 on_submit=None, role="body", allowed: Callable[[str], bool] | None = None, **kw):
        super().__init__(ui, rect, **kw)
        self.value = str(value)
        self.on_change, self.on_submit = on_change, on_submit
        self.placeholder, self.max_chars, self.role = placeholder, max_chars, role
        self.allowed = allowed
        self.cursor = len(self.value)
        self.composition = ""
        self.focused = False
        self.all_selected = False
        self._blink = 0.0

    # focus handling: only one text input owns SDL text input at a time
    def focus(self) -> None:
        prev = TextInput._active
        if prev is not None and prev is not self:
            prev.focused = False
            prev.composition = ""
        TextInput._active = self
        self.focused = True
        self.cursor = len(self.value)
        self.all_selected = bool(self.value)
        self._blink = 0.0
        try:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        except pygame.error:
            pass

    def blur(self) -> None:
        if not self.focused:
            return
        self.focused = False
        self.composition = ""
        self.all_selected = False
        if TextInput._active is self:
            TextInput._active = None
            try:
                pygame.key.stop_text_input()
            except pygame.error:
                pass

    def set_value(self, value: str, notify=True) -> None:
        value = str(value)[: self.max_chars]
        if value == self.value:
            return
        self.value = value
        self.cursor = min(self.cursor, len(value))
        if notify and self.on_change:
            self.on_change(value)

    def _take_selection(self) -> None:
        """What is typed next replaces the selected text."""
        if self.all_selected:
            self.all_selected = False
            self.cursor = 0
            self.set_value("")

    def _insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if s:
            self._take_selection()
        if self.allowed:
            s = "".join(ch for ch in s if self.allowed(ch))
        room = self.max_chars - len(self.value)
        if room <= 0 or not s:
            return
        s = s[:room]
        new = self.value[: self.cursor] + s + self.value[self.cursor:]
        self.cursor += len(s)
        self.set_value(new)

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        if not self.is_visible():
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.is_enabled():
                self.focus()
                return True
            self.blur()
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self._insert(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if self.composition:          # the IME is using these keys
                return True
            k = event.key
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if k == pygame.K_a and ctrl:
                self.all_selected = bool(self.value)
                self.cursor = len(self.value)
                return True
            if self.all_selected and k in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self._take_selection()
                return True
            if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False     # moving the caret ends the selection; typing replaces it
            if k == pygame.K_BACKSPACE and self.cursor > 0:
                self.cursor -= 1
                self.set_value(self.value[: self.cursor] + self.value[self.cursor + 1:])
            elif k == pygame.K_DELETE and self.cursor < len(self.value):
                self.set_value(self.value[: self.cursor] + self.value[self.cursor + 1:])
            elif k == pygame.K_LEFT:
                self.cursor = max(0, self.cursor - 1)
            elif k == pygame.K_RIGHT:
                self.cursor = min(len(self.value), self.cursor + 1)
            elif k == pygame.K_HOME:
                self.cursor = 0
            elif k == pygame.K_END:
                self.cursor = len(self.value)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.blur()
                if self.on_submit:
                    self.on_submit(self.value)
            elif k == pygame.K_ESCAPE:
                self.blur()
            elif k == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self._paste()
            elif k == pygame.K_TAB:
                return False                 # the scene moves focus
            self._blink = 0.0
            return True                      # swallow keys while typing (no shortcuts fire)
        return False

    def _paste(self) -> None:
        try:
            text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
        except pygame.error:
            text = ""
        if text:
            self._insert(text.replace("\n", " "))

    def update(self, dt):
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface):
        if not self.is_visible():
            return
        th = self.ui.theme
        pal = th.palette
        r = self.rect
        enabled = self.is_enabled()
        pygame.draw.rect(surface, pal.input_bg if enabled else pal.button_disabled, r, border_radius=th.px(6))
        edge = pal.focus if self.focused else pal.button_edge
        pygame.draw.rect(surface, edge, r, max(1, th.px(2 if self.focused else 1)), border_radius=th.px(6))
        size = th.font_px(self.role)
        pad = th.px(10)
        clip = surface.get_clip()
        inner = r.inflate(-2 * pad, 0)
        surface.set_clip(inner.clip(clip) if clip else inner)
        try:
            if not self.value and not self.composition and not self.focused:
                img = self.ui.fonts.render(resolve(self.placeholder), size, pal.text_muted)
                surface.blit(img, img.get_rect(midleft=(inner.x, r.centery)))
                return
            before = self.value[: self.cursor]
            after = self.value[self.cursor:]
            font = self.ui.fonts.get(size)
            x_cursor = font.size(before + self.composition)[0]
            shift = max(0, x_cursor - inner.w + th.px(4))
            x = inner.x - shift
            colour = pal.text if enabled else pal.text_disabled
            if self.all_selected and self.focused:
                width = font.size(self.value)[0]
                lh = font.get_height()
                pygame.draw.rect(surface, pal.selection, pygame.Rect(x, r.centery - lh // 2, width, lh))
            for part, underline in ((before, False), (self.composition, True), (after, False)):
                if not part:
                    continue
                img = self.ui.fonts.render(part, size, colour)
                rr = img.get_rect(midleft=(x, r.centery))
                surface.blit(img, rr)
                if underline:
                    pygame.draw.line(surface, pal.focus, (rr.left, rr.bottom - 2), (rr.right, rr.bottom - 2), 2)
                x += img.get_width()
            if self.focused and self._blink < 0.6:
                cx = inner.x - shift + x_cursor
                lh = font.get_height()
                pygame.draw.line(surface, pal.text, (cx, r.centery - lh // 2), (cx, r.centery + lh // 2), max(1, th.px(2)))
        finally:
            surface.set_clip(clip)


class Cycler(Widget):
    """‹ value › — click the arrows (or the wheel) to step through a short list of values."""

    def __init__(self, ui, values: Sequence, label: Callable[[Any], str], on_change=None, rect=None,
                 index=0, role="body", **kw):
        super().__init__(ui, rect, **kw)
        self.values = list(values)
        self.label, self.on_change, self.role = label, on_change, role
        self.index = max(0, min(index, len(self.values) - 1)) if self.values else 0

    @property
    def value(self):
        return self.values[self.index] if self.values else None

    def set_values(self, values: Sequence, value=None) -> None:
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0

    def select(self, value, notify=False) -> None:
        if value in self.values:
            self.index = self.values.index(value)
            if notify and self.on_change:
                self.on_change(self.value)

    def step(self, d: int) -> None:
        if len(self.values) < 2 or not self.is_enabled():
            return
        self.index = (self.index + d) % len(self.values)
        if self.on_change:
            self.on_change(self.value)

    def _arrow_w(self) -> int:
        return min(self.rect.h, self.ui.theme.px(40))

    def handle_event(self, event) -> bool:
        if not self.live(event):
            return False
        if self.press_on(event):
            self.step(-1 if event.pos[0] < self.rect.x + self._arrow_w() else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ui.mouse_pos):
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface):
        if not self.is_visible():
            return
        th = self.ui.theme
        pal = th.palette
        r = self.rect
        enabled = self.is_enabled() and len(self.values) > 1
        pygame.draw.rect(surface, pal.input_bg if self.is_enabled() else pal.button_disabled, r, border_radius=th.px(6))
        pygame.draw.rect(surface, pal.button_edge, r, max(1, th.px(1)), border_radius=th.px(6))
        aw = self._arrow_w()
        arrow_col = (pal.accent if self.hovered else pal.text_muted) if enabled else pal.button_disabled
        for side in (-1, 1):
            cx = r.x + aw // 2 if side < 0 else r.right - aw // 2
            s = th.px(6)
            pts = ([(cx + s // 2, r.centery - s), (cx - s // 2, r.centery), (cx + s // 2, r.centery + s)]
                   if side < 0 else
                   [(cx - s // 2, r.centery - s), (cx + s // 2, r.centery), (cx - s // 2, r.centery + s)])
            pygame.draw.polygon(surface, arrow_col, pts)
        value = resolve(self.label(self.value)) if self.values else "—"
        size = th.font_px(self.role)
        value, size = self.ui.fonts.fit(value, size, r.w - 2 * aw, floor=th.font_px(12))
        img = self.ui.fonts.render(value, size, pal.text if self.is_enabled() else pal.text_disabled)
        surface.blit(img, img.get_rect(center=r.center))


class Toggle(Widget):
    """An on/off switch, optionally with a text label to its right."""

    def __init__(self, ui, value=False, on_change=None, rect=None, text=None, role="body", **kw):
        super().__init__(ui, rect, **kw)
        self.value, self.on_change, self.text, self.role = bool(value), on_change, text, role

    def handle_event(self, event) -> bool:
        if not self.live(event):
            return False
        if self.press_on(event):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface):
        if not self.is_visible():
            return
        th = self.ui.theme
        pal = th.palette
        h = min(self.rect.h, th.px(28))
        w = int(h * 1.8)
        track = pygame.Rect(self.rect.x, self.rect.centery - h // 2, w, h)
        on_col = pal.good if self.is_enabled() else pal.button_disabled
        pygame.draw.rect(surface, on_col if self.value else (170, 160, 146), track, border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.x + h // 2
        pygame.draw.circle(surface, (252, 250, 244), (knob_x, track.centery), h // 2 - th.px(3))
        if self.hovered:
            pygame.draw.rect(surface, pal.focus, track, max(1, th.px(2)), border_radius=h // 2)
        if self.text:
            paint.text(self.ui, surface, resolve(self.text), (track.right + th.px(12), self.rect.centery),
                       self.role, anchor="midleft", max_width=self.rect.right - track.right - th.px(12))


class DragTrack(Widget):
    """A widget set by pressing on it or dragging along it (a slider, the replay's scrubber);
    the subclass says what a pointer's x means in `drag_to(x)`."""

    dragging = False

    def drag_to(self, x: int) -> None:
        raise NotImplementedError

    def handle_event(self, event) -> bool:
        if not self.live(event):
            return False
        if self.press_on(event):
            self.dragging = True
            self.drag_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.drag_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False


class Slider(DragTrack):
    """A horizontal slider for a number in [lo, hi], snapped to `step`."""

    def __init__(self, ui, lo=0.0, hi=1.0, value=0.0, on_change=None, rect=None, step=0.1,
                 fmt: Callable[[float], str] = lambda v: f"{v:.1f}", **kw):
        super().__init__(ui, rect, **kw)
        self.lo, self.hi, self.step, self.fmt = lo, hi, step, fmt
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def _track(self) -> pygame.Rect:
        vw = self.ui.theme.px(64)
        return pygame.Rect(self.rect.x + self.ui.theme.px(10), self.rect.centery - self.ui.theme.px(3),
                           max(10, self.rect.w - vw - self.ui.theme.px(20)), self.ui.theme.px(6))

    def drag_to(self, x: int) -> None:
        t = self._track()
        f = min(1.0, max(0.0, (x - t.x) / max(1, t.w)))
        v = self.lo + f * (self.hi - self.lo)
        if self.step:
            v = round(round(v / self.step) * self.step, 6)
        v = min(self.hi, max(self.lo, v))
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def draw(self, surface):
        if not self.is_visible():
            return
        th = self.ui.theme
        pal = th.palette
        t = self._track()
        pygame.draw.rect(surface, (190, 178, 158), t, border_radius=t.h // 2)
        f = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        filled = pygame.Rect(t.x, t.y, round(t.w * f), t.h)
        pygame.draw.rect(surface, pal.accent, filled, border_radius=t.h // 2)
        kx = t.x + round(t.w * f)
        rad = th.px(11)
        pygame.draw.circle(surface, mix(pal.accent, (0, 0, 0), 0.3), (kx, t.centery), rad)
        pygame.draw.circle(surface, (252, 250, 244) if not self.hovered else pal.highlight, (kx, t.centery), rad - th.px(2))
        paint.text(self.ui, surface, self.fmt(self.value), (self.rect.right, self.rect.centery), "body",
                   anchor="midright")


class ScrollList(Widget):
    """A vertical list of items with variable row heights, wheel scrolling and selection.

    `row_height(item, width)` and `draw_row(surface, rect, item, index, selected, hovered)`
    come from the owner; `stick_to_bottom` keeps a log showing its newest entries.

    Rows are measured when they come into view, and a few more each frame: a game loaded late
    has a log of hundreds of entries, and wrapping them all stalled its first frame by tens of
    milliseconds. Until it is measured a row counts as high as the first one measured; when
    the real height differs, the rows in view stay where they are (a list kept at its bottom
    stays there). Rows that are the very same items as before keep their heights.
    """

    MEASURE_PER_FRAME = 12
    whole_rows = False          # draw only rows that show whole (a list for reading: WholeRows)
    MEASURE_AT_ONCE = 40        # a list this short is measured whole: exact from its first frame

    def __init__(self, ui, draw_row, row_height, rect=None, items=(), on_select=None, on_activate=None,
                 selectable=True, stick_to_bottom=False, empty_text=None, **kw):
        super().__init__(ui, rect, **kw)
        self.draw_row, self.row_height = draw_row, row_height
        self.on_select, self.on_activate = on_select, on_activate
        self.selectable, self.stick_to_bottom, self.empty_text = selectable, stick_to_bottom, empty_text
        self.items: list = []
        self.heights: list[int | None] = []     # None: not measured yet
        self.selected: int | None = None
        self.offset = 0
        self.hover_index: int | None = None
        self._last_click = (None, -10.0)
        self._clock = 0.0
        self._dragging_bar = False
        self._width = None                      # the row width the heights were measured at
        self._estimate: int | None = None
        self.set_items(items)

    def set_items(self, items, keep_selection=False) -> None:
        at_bottom = self.offset >= self.max_offset() - 2
        old_items, old_heights = self.items, self.heights
        self.items = list(items)
        self.heights = [None] * len(self.items)
        if self._width == self._row_width():
            for i, (old, new) in enumerate(zip(old_items, self.items)):
                if old is not new:
                    break
                self.heights[i] = old_heights[i]
        if not keep_selection or (self.selected is not None and self.selected >= len(self.items)):
            self.selected = None
        self._settle(at_bottom)

    def measure(self) -> None:
        """Forget every row's height (the owner's rows changed): they are measured again as they
        come into view."""
        self._width = self._row_width()
        self._estimate = None
        self.heights = [None] * len(self.items)

    def _row_width(self) -> int:
        return max(10, self.rect.w - self.ui.theme.px(14))

    def _height(self, i: int) -> int:
        """Row i's height, measuring it now."""
        h = self.heights[i]
        if h is None:
            h = self.heights[i] = max(1, int(self.row_height(self.items[i], self._row_width())))
            if self._estimate is None:
                self._estimate = h
        return h

    def _guess(self) -> int:
        if self._estimate is None and self.items:
            self._height(len(self.items) - 1 if self.stick_to_bottom else 0)
        return self._estimate or 1

    def _settle(self, at_bottom: bool) -> None:
        """Measure the rows in view (a short list whole); then keep a log at its bottom, and the
        offset in range."""
        if len(self.items) <= self.MEASURE_AT_ONCE:
            if self._width != self._row_width():
                self.measure()
            for i in range(len(self.items)):
                self._height(i)
        self._measure_view(at_bottom)
        if self.stick_to_bottom and at_bottom:
            self.offset = self.max_offset()
        self.offset = max(0, min(self.offset, self.max_offset()))

    def _measure_view(self, at_bottom: bool | None = None) -> None:
        """Measure the rows in view, again while real heights bring other rows into view."""
        if self._width != self._row_width():
            self.measure()
        if at_bottom is None:
            at_bottom = self.offset >= self.max_offset() - 2
        for _ in range(8):
            todo = [i for i in self._rows_in_view() if self.heights[i] is None]
            if not todo:
                return
            self._measure_rows(todo, at_bottom)

    def _measure_rows(self, rows, at_bottom: bool) -> None:
        guess = self._guess()
        tops = self._tops()
        shift = 0
        for i in rows:
            if self.heights[i] is None:
                h = self._height(i)
                if tops[i] < self.offset:        # a row above the view: the view stays put
                    shift += h - guess
        if self.stick_to_bottom and at_bottom:
            self.offset = self.max_offset()
        else:
            self.offset = max(0, min(self.offset + shift, self.max_offset()))

    def _tops(self) -> list[int]:
        guess = self._guess()
        tops, y = [], 0
        for h in self.heights:
            tops.append(y)
            y += guess if h is None else h
        return tops

    def _rows_in_view(self) -> list[int]:
        guess = self._guess()
        out, y = [], -self.offset
        for i, h in enumerate(self.heights):
            h = guess if h is None else h
            if y + h >= 0 and y <= self.rect.h:
                out.append(i)
            elif y > self.rect.h:
                break
            y += h
        return out

    def content_height(self) -> int:
        if not self.items:
            return 0
        guess = self._guess()
        return sum(guess if h is None else h for h in self.heights)

    def max_offset(self) -> int:
        return max(0, self.content_height() - self.rect.h)

    def set_rect(self, rect) -> None:
        at_bottom = self.offset >= self.max_offset() - 2
        self.rect = pygame.Rect(rect)
        self._settle(at_bottom or self.stick_to_bottom)

    def index_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.y + self.offset
        acc = 0
        guess = self._guess()
        for i, h in enumerate(self.heights):
            h = guess if h is None else h
            if acc <= y < acc + h:
                return i
            acc += h
        return None

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn now (maybe outside the list's own rect)."""
        self._measure_rows([index], self.stick_to_bottom and self.offset >= self.max_offset() - 2)
        return pygame.Rect(self.rect.x, self.rect.y - self.offset + self._tops()[index], self._row_width(),
                           self.heights[index])

    def scroll_to(self, index: int) -> None:
        self._measure_rows([index], False)
        top = self._tops()[index]
        if top < self.offset:
            self.offset = top
        elif top + self.heights[index] > self.offset + self.rect.h:
            self.offset = top + self.heights[index] - self.rect.h
        self.offset = max(0, min(self.offset, self.max_offset()))
        self._measure_view(False)

    def _bar(self) -> pygame.Rect | None:
        total = self.content_height()
        if total <= self.rect.h:
            return None
        w = self.ui.theme.px(6)
        h = max(self.ui.theme.px(30), round(self.rect.h * self.rect.h / total))
        y = self.rect.y + round((self.rect.h - h) * self.offset / max(1, self.max_offset()))
        return pygame.Rect(self.rect.right - w - 2, y, w, h)

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        if not self.is_visible():
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(event.pos)
            if self._dragging_bar:
                total = self.content_height()
                self.offset = max(0, min(self.max_offset(), self.offset + round(event.rel[1] * total / max(1, self.rect.h))))
                return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ui.mouse_pos):
            step = self.ui.theme.px(48)
            self.offset = max(0, min(self.max_offset(), self.offset - event.y * step))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging_bar:
            self._dragging_bar = False
            return True
        if self.press_on(event):
            bar = self._bar()
            if bar is not None and bar.inflate(self.ui.theme.px(8), 0).collidepoint(event.pos):
                self._dragging_bar = True
                return True
            i = self.index_at(event.pos)
            if i is not None and self.selectable and self.is_enabled():
                double = self._last_click[0] == i and self._clock - self._last_click[1] < 0.4
                self._last_click = (i, self._clock)
                self.selected = i
                if self.on_select:
                    self.on_select(i)
                if double and self.on_activate:
                    self.on_activate(i)
                return True
            return True
        if event.type == pygame.KEYDOWN and self.selectable and self.items and self.selected is not None:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = max(0, min(len(self.items) - 1, self.selected + (1 if event.key == pygame.K_DOWN else -1)))
                self.scroll_to(self.selected)
                if self.on_select:
                    self.on_select(self.selected)
                return True
        return False

    def update(self, dt):
        self._clock += dt
        if None in self.heights:             # a few rows more each frame, nearest the view first
            order = range(len(self.heights) - 1, -1, -1) if self.stick_to_bottom else range(len(self.heights))
            rows = [i for i in order if self.heights[i] is None][:self.MEASURE_PER_FRAME]
            self._measure_rows(rows, self.offset >= self.max_offset() - 2)

    def draw(self, surface):
        if not self.is_visible():
            return
        self._measure_view()
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:
            if not self.items and self.empty_text:
                paint.text_block(self.ui, surface, resolve(self.empty_text), self.rect.inflate(-self.ui.theme.px(16), -self.ui.theme.px(16)),
                                 "body", self.ui.theme.palette.text_muted, align="center")
            width = self._row_width()
            tops = self._tops()
            # a log kept at its newest line shows whole lines only: one cut by the top edge is left out
            whole = self.stick_to_bottom and self.offset >= self.max_offset() - 2
            for i in self._rows_in_view():
                h = self._height(i)
                top = self.rect.y - self.offset + tops[i]
                if whole and tops[i] < self.offset:
                    continue
                if self.whole_rows and (top < self.rect.y - 1 or top + h > self.rect.bottom + 1) and h <= self.rect.h:
                    continue            # cut by an edge: left out (the next step shows it whole)
                self.draw_row(surface, pygame.Rect(self.rect.x, top, width, h), self.items[i], i,
                              i == self.selected, i == self.hover_index and self.hovered)
            bar = self._bar()
            if bar is not None:
                pygame.draw.rect(surface, (150, 130, 104), bar, border_radius=bar.w // 2)
        finally:
            surface.set_clip(clip)


class Toasts:
    """Short messages that fade out at the bottom of the window (refusals, 'saved')."""

    DURATION = 3.2

    def __init__(self, ui):
        self.ui = ui
        self.items: list[list] = []     # [text, age, kind]

    def add(self, text, kind: str = "info") -> None:
        self.items.append([text, 0.0, kind])
        self.items = self.items[-4:]

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] += dt
        self.items = [i for i in self.items if i[1] < self.DURATION]

    def draw(self, surface: pygame.Surface) -> None:
        th = self.ui.theme
        y = surface.get_height() - th.px(28)
        for text, age, kind in reversed(self.items):
            value = resolve(text)
            size = th.font_px("label")
            lines = self.ui.fonts.wrap(value, size, th.px(640))
            lh = self.ui.fonts.line_height(size)
            w = max(self.ui.fonts.size(l, size)[0] for l in lines) + th.px(40)
            h = lh * len(lines) + th.px(20)
            alpha = 235 if age < self.DURATION - 0.6 else int(235 * (self.DURATION - age) / 0.6)
            box = pygame.Surface((w, h), pygame.SRCALPHA)
            bg = th.palette.toast_bg[:3] if kind != "error" else (120, 40, 34)
            pygame.draw.rect(box, (*bg, max(0, alpha)), box.get_rect(), border_radius=th.px(10))
            yy = th.px(10)
            for line in lines:
                img = self.ui.fonts.render(line, size, th.palette.text_light)
                box.blit(img, ((w - img.get_width()) // 2, yy))
                yy += lh
            if alpha < 235:
                box.set_alpha(max(0, alpha * 255 // 235))
            y -= h
            surface.blit(box, ((surface.get_width() - w) // 2, y))
            y -= th.px(8)
