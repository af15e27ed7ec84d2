"""Widgets, fonts, sprites and theme: the small pieces every screen is built from."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.ui import paint  # noqa: E402
from boardgames.ui.fonts import Fonts  # noqa: E402
from boardgames.ui.sprites import Sprites, tint  # noqa: E402
from boardgames.ui.theme import Theme  # noqa: E402
from boardgames.ui.widgets import Button, Cycler, ScrollList, Slider, TextInput, Toggle  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    return F.make_app(F.catalog(tmp_path, monkeypatch), persist=False)


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def press(widget, pos, button=1):
    widget.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    return widget.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def test_theme_scales_with_the_window():
    assert Theme((1280, 800)).px(10) == 10
    assert Theme((3840, 2160)).px(10) == 27
    assert Theme((640, 400)).scale == 0.7                   # never unreadably small
    assert Theme((3840, 2160)).font_px("body") > Theme((1280, 800)).font_px("body")


def test_fonts_cache_and_wrap():
    fonts = Fonts()
    assert fonts.get(20) is fonts.get(20)
    assert fonts.render("abc", 20, (0, 0, 0)) is fonts.render("abc", 20, (0, 0, 0))
    lines = fonts.wrap("the quick brown fox jumps over the lazy dog", 20, 120)
    assert len(lines) > 1 and all(fonts.size(l, 20)[0] <= 120 for l in lines)
    zh = fonts.wrap("每條規則都由電腦把關，親友輪流同樂。", 20, 100)
    assert len(zh) > 1 and "".join(zh) == "每條規則都由電腦把關，親友輪流同樂。"
    assert not any(line.startswith("，") or line.startswith("。") for line in zh)
    cut = fonts.ellipsize("a very long player name indeed", 20, 90)
    assert cut.endswith("...") and fonts.size(cut, 20)[0] <= 90


def test_chinese_lines_never_start_with_closing_or_end_with_opening_punctuation():
    """At every width: a closing bracket or comma is never alone at the start of a line (it
    takes the character before it along, with the marks between), and an opening bracket never
    ends one; nothing is lost."""
    fonts = Fonts()
    text = "請先選擇一個種子（倉庫中的種子），然後拖到梯田上亮起的格子。「長老」說：（注意）「好」。"
    for width in range(40, 500, 3):
        lines = fonts.wrap(text, 16, width)
        assert "".join(lines) == text
        assert not any(line[:1] in set("）」』》〉】，。、；：！？") for line in lines[1:]), (width, lines)
        assert not any(line[-1:] in set("（「『《〈【") for line in lines[:-1]), (width, lines)


def test_fonts_fall_back_without_bundled_font(tmp_path):
    fonts = Fonts(tmp_path)
    assert not fonts.bundled
    assert fonts.render("Hello", 18, (0, 0, 0)).get_width() > 0


def test_bundled_font_has_chinese():
    fonts = Fonts()
    if not fonts.bundled:
        pytest.skip("no bundled font yet")
    font = fonts.get(24)
    assert all(m is not None for m in font.metrics("繁體中文"))


def test_missing_sprite_is_a_placeholder_not_a_crash(tmp_path, caplog):
    sprites = Sprites(tmp_path)
    img = sprites.get("ui/nothing", (40, 30))
    assert img.get_size() == (40, 30)
    assert not sprites.has("ui/nothing")
    assert sprites.fit("ui/nothing", (50, 50)).get_size() == (50, 50)
    assert sprites.nine_slice("ui/nothing", (100, 100), 8) is None
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "broken.png").write_bytes(b"not a png")
    assert sprites.get("ui/broken", (10, 10)).get_size() == (10, 10)


def test_sprite_scaling_tint_and_nine_slice(tmp_path):
    pygame.display.init()
    (tmp_path / "ui").mkdir()
    src = pygame.Surface((20, 10), pygame.SRCALPHA)
    src.fill((255, 255, 255, 255))
    pygame.image.save(src, str(tmp_path / "ui" / "white.png"))
    sprites = Sprites(tmp_path)
    assert sprites.fit("ui/white", (100, 100)).get_size() == (100, 50)
    assert sprites.get("ui/white", (7, 7)) is sprites.get("ui/white", (7, 7))
    red = sprites.tinted("ui/white", (10, 10), (200, 0, 0))
    assert red.get_at((5, 5))[:3] == (200, 0, 0)
    assert tint(src, (0, 0, 255)).get_at((0, 0))[:3] == (0, 0, 255)
    assert sprites.nine_slice("ui/white", (300, 200), 4).get_size() == (300, 200)
    assert sprites.cover("ui/white", (50, 50)).get_size() == (50, 50)


def test_button_click_and_disabled(app):
    hits = []
    b = Button(app, "Go", lambda: hits.append(1), rect=(10, 10, 100, 40))
    assert press(b, (50, 30)) and hits == [1]
    assert not press(b, (500, 30)) and hits == [1]
    b.enabled = False
    press(b, (50, 30))
    assert hits == [1]
    surf = pygame.Surface((200, 100))
    b.draw(surf)
    Button(app, "", None, rect=(0, 0, 40, 40), icon="ui/menu").draw(surf)


def test_text_input_editing(app):
    got = []
    t = TextInput(app, "ab", on_change=got.append, rect=(0, 0, 200, 40), max_chars=5)
    t.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert t.focused and t.all_selected                  # a click selects the whole text
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert not t.all_selected                            # moving the caret ends the selection
    t.handle_event(ev(pygame.TEXTINPUT, text="cdefg"))
    assert t.value == "abcde"                            # max_chars
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    assert t.value == "bcde"
    t.handle_event(ev(pygame.TEXTEDITING, text="ㄓ", start=0, length=1))
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert t.value == "bcde"                             # the IME owns backspace while composing
    t.draw(pygame.Surface((300, 60)))
    t.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(500, 500), button=1))
    assert not t.focused and got[-1] == "bcde"


def test_typing_replaces_a_selected_default_name(app):
    """The New game screen's name fields hold "Player 1": clicking in and typing gives "Alice",
    not "Player 1Alice"; Ctrl+A selects again, Backspace clears."""
    t = TextInput(app, "Player 1", rect=(0, 0, 200, 40), max_chars=20)
    t.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LSHIFT, unicode="A"))
    t.handle_event(ev(pygame.TEXTINPUT, text="A"))
    t.handle_event(ev(pygame.TEXTINPUT, text="lice"))
    assert t.value == "Alice"
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode=""))
    assert t.all_selected
    t.draw(pygame.Surface((300, 60)))
    t.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert t.value == "" and not t.all_selected


def test_cycler_toggle_slider(app):
    seen = []
    c = Cycler(app, ["a", "b", "c"], str.upper, seen.append, rect=(0, 0, 300, 40))
    press(c, (290, 20))
    press(c, (5, 20))
    press(c, (5, 20))
    assert seen == ["b", "a", "c"]
    t = Toggle(app, False, seen.append, rect=(0, 0, 100, 30))
    press(t, (10, 10))
    assert t.value is True and seen[-1] is True
    s = Slider(app, 0, 2, 1, seen.append, rect=(0, 0, 300, 30), step=0.5)
    s.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(s._track().x, 15), button=1))
    assert s.value == 0
    s.handle_event(ev(pygame.MOUSEMOTION, pos=(s._track().right, 15), rel=(1, 0), buttons=(1, 0, 0)))
    assert s.value == 2
    surf = pygame.Surface((400, 100))
    for w in (c, t, s):
        w.draw(surf)


def test_scroll_list_scrolls_and_selects(app):
    drawn = []
    lst = ScrollList(app, lambda s, r, item, i, sel, hov: drawn.append(i), lambda item, w: 30,
                     rect=(0, 0, 200, 100), items=range(20))
    assert lst.max_offset() == 600 - 100
    app.mouse_pos = (50, 50)
    lst.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert lst.offset > 0
    press(lst, (50, 10))
    assert lst.selected is not None
    lst.draw(pygame.Surface((200, 100)))
    assert drawn and len(drawn) <= 5
    log = ScrollList(app, lambda *a: None, lambda item, w: 30, rect=(0, 0, 200, 100), stick_to_bottom=True)
    log.set_items(range(10))
    assert log.offset == log.max_offset()


def test_tooltip_and_toasts_draw(app):
    surf = pygame.Surface((1280, 800))
    paint.tooltip(app, surf, ["Title", "a long line " * 10], (1270, 790))
    app.toast("Saved")
    app.toasts.update(0.5)
    app.toasts.draw(surf)
    app.toasts.update(10)
    assert not app.toasts.items


def test_a_long_list_measures_only_the_rows_in_view_and_keeps_the_view_still(app):
    measured = []

    def height(item, width):
        measured.append(item)
        return 30 if item % 3 else 60          # every third row wraps onto two lines

    drawn = []
    log = ScrollList(app, lambda s, r, item, i, sel, hov: drawn.append((i, r.y, r.h)), height,
                     rect=(0, 0, 200, 100), stick_to_bottom=True)
    log.set_items(range(600))
    log.draw(pygame.Surface((200, 100)))
    assert len(set(measured)) < 12                           # the newest rows, not 600
    assert drawn[-1][0] == 599 and drawn[-1][1] + drawn[-1][2] == 100   # the newest row ends at the bottom
    for _ in range(60):                                      # a few rows more each frame
        log.update(1 / 60)
    assert None not in log.heights and log.content_height() == 400 * 30 + 200 * 60
    assert log.offset == log.max_offset()                    # still at its bottom
    # rows scrolled to keep their place while the rows above them are measured
    other = ScrollList(app, lambda *a: None, height, rect=(0, 0, 200, 100), items=range(600))
    other.scroll_to(300)
    top = other.row_rect(300).y
    for _ in range(60):
        other.update(1 / 60)
    assert None not in other.heights and other.row_rect(300).y == top
    # the same items again (a log that grew) keep their heights: only the new row is measured
    measured.clear()
    log.set_items(list(log.items) + [600])
    log.draw(pygame.Surface((200, 100)))
    assert measured == [600]


def test_a_log_at_its_newest_line_draws_no_line_cut_by_its_top_edge(app):
    drawn = []
    log = ScrollList(app, lambda s, r, item, i, sel, hov: drawn.append(r.copy()), lambda item, w: 30,
                     rect=(0, 0, 200, 100), stick_to_bottom=True, items=range(10))
    log.draw(pygame.Surface((200, 100)))
    assert drawn and all(r.top >= 0 and r.bottom <= 100 for r in drawn)
    assert drawn[-1].bottom == 100 and len(drawn) == 3          # 100 px hold three whole rows of 30
