"""'About the components': the parts of a game that could not be read from the printed
components and were rebuilt from the rules, told in the player's words and grouped by kind of
component (one group per data file), each with its name and a small picture.

Where an owner of the physical game corrects one (the data folder, each file and line) is
folded away in a section of its own, so that the players' reading carries no file names.
"""
from __future__ import annotations

import importlib
import logging
import re
from dataclasses import dataclass
from pathlib import Path

import pygame

from .. import paint
from ..theme import mix
from ..widgets import Button
from .base import ModalScene
from .rules_help import WholeRows

log = logging.getLogger(__name__)


def stem(rec) -> str:
    """The data file a reconstruction is in, by its name without folder or extension ("plots")."""
    return Path(rec.file).stem


@dataclass
class Block:
    """One kind of rebuilt detail: its group's heading (over a group's first block), what was
    rebuilt (None when the game does not say) and the lines of chips of its components."""
    heading: str | None
    note: str | None
    lines: list


@dataclass
class Chip:
    """One component in the players' reading: a name with its picture, for the entries `recs`
    (several when they share a name, such as the five kinds of desert plot)."""
    label: str
    recs: list
    width: int


class AboutScene(ModalScene):
    name = "about"

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        try:
            self.rules = app.rules_for(spec)
        except Exception:  # the panel must open even for a game whose rules fail to load
            self.rules = None
        self.groups: dict[str, dict] = {}        # data file -> what is rebuilt -> its entries
        for rec in spec.reconstructions:
            self.groups.setdefault(stem(rec), {}).setdefault(rec.what, []).append(rec)
        self.owners_open = False
        self.rows: list[tuple] = []
        self.pictures: dict = {}
        self._art = None                          # (art module, its Art) once looked up; False: none
        self.rect = self.intro_rect = pygame.Rect(0, 0, 0, 0)
        self.owners_button = self.add(Button(app, self._owners_label, self.toggle_owners,
                                             visible=bool(spec.reconstructions)))
        self.close_button = self.add(Button(app, app.tr("ui.common.close"), self.close, icon="ui/close"))
        self.list = self.add(WholeRows(app, self._draw_row, self._row_height, selectable=False,
                                       empty_text=app.tr("ui.about.none")))

    # --- words ---------------------------------------------------------------------------------
    def _intro(self) -> str:
        key = f"{self.spec.id}.about"
        return self.t(key) if self.app.locale.has(key) else self.t("ui.about.intro")

    def _owners_label(self) -> str:
        return self.t("ui.about.owners_hide" if self.owners_open else "ui.about.owners_show")

    def label(self, rec, with_id: bool = True) -> str:
        """The component's name in the player's language ("Neutral contract N01"); without its
        id ("Neutral contract"), so that entries told apart only by their ids share a chip; the
        id alone when the game gives no name."""
        try:
            message = self.rules.recon_label(stem(rec), rec.item) if self.rules else None
        except Exception:
            message = None
        if not message:
            return rec.item or stem(rec)
        if not with_id:
            args = message.get("args") or {}
            message = {**message, "args": {k: ("" if v == rec.item else v) for k, v in args.items()}}
        return re.sub(r"\s+", " ", self.app.locale.render(message)).strip()

    def _note(self, what) -> str | None:
        """What was rebuilt of these components, for players; None when the game says nothing
        (the maintainers' own note is English reasoning, not for this reading)."""
        key = f"{self.spec.id}.recon.{what}"
        return self.t(key) if what and self.app.locale.has(key) else None

    def _group_title(self, name: str, n: int) -> str:
        key = f"{self.spec.id}.recon_group.{name}"
        title = self.t(key) if self.app.locale.has(key) else self.t("ui.about.other")
        return self.t("ui.about.group", name=title, n=n)

    def _owners_line(self, rec) -> tuple[str, str]:
        """(where, what) of one entry in the owners' section: "line 11", "DE1 · Desert plot"."""
        where = self.t("ui.about.line", line=rec.line) if rec.line else ""
        name = self.label(rec)
        return where, (f"{rec.item} · {name}" if rec.item and rec.item not in name else name)

    # --- rows ------------------------------------------------------------------------------------
    def _chips(self, recs: list, width: int) -> list[Chip]:
        """The entries as chips, one per distinct name, each as wide as its name needs."""
        by_name: dict[str, list] = {}
        for rec in recs:
            by_name.setdefault(self.label(rec, with_id=False), []).append(rec)
        th = self.theme
        size = th.font_px("body")
        chips = []
        for name, same in by_name.items():
            text = name if len(same) == 1 else self.t("ui.about.several", label=name, n=len(same))
            w = th.px(8) + self._pic_size() + th.px(8) + self.app.fonts.size(text, size)[0] + th.px(14)
            chips.append(Chip(text, same, min(w, width)))
        return chips

    def _flow(self, chips: list[Chip], width: int) -> list[list[Chip]]:
        """Chips in lines no wider than `width`."""
        lines: list[list[Chip]] = []
        x = width
        gap = self.px(10)
        for chip in chips:
            if not lines or x + chip.width > width:
                lines.append([])
                x = 0
            lines[-1].append(chip)
            x += chip.width + gap
        return lines

    def _build(self) -> None:
        """The list's rows at its width, each (kind, value, space above it in design px): per kind
        of rebuilt detail a block of its note and its components' chips, the first of a group
        under the group's heading (so that neither shows without what it introduces); then,
        when open, the owners' section."""
        width = self.list._row_width()
        rows: list[tuple] = []
        for name, whats in self.groups.items():
            heading = self._group_title(name, sum(map(len, whats.values())))
            for what, recs in whats.items():
                block = Block(heading, self._note(what), self._flow(self._chips(recs, width), width))
                rows.append(("block", block, (18 if heading else 8) if rows else 0))
                heading = None
        if self.owners_open:
            rows.append(("heading", self.t("ui.about.owners_title"), 18))
            rows.append(("para", self.t("ui.about.owners_how"), 0))
            rows.append(("para", self.t("ui.about.owners_folder"), 4))
            rows.append(("path", str(self.spec.dir), 0))
            by_file: dict[str, list] = {}
            for rec in self.spec.reconstructions:
                by_file.setdefault(rec.file, []).append(rec)
            for file, recs in by_file.items():
                rows.append(("file", Path(file).name, 10))
                rows += [("line", rec, 0) for rec in sorted(recs, key=lambda r: r.line or 0)]
        self.rows = rows
        self.list.set_items(rows)

    def toggle_owners(self) -> None:
        """Open the owners' section (the list shows it from its heading) or fold it away."""
        self.owners_open = not self.owners_open
        self._build()
        if self.owners_open:
            self.list.show_at_top(next(i for i, row in enumerate(self.rows) if row[0] == "heading"))
        else:
            self.list.offset = min(self.list.offset, self.list.max_offset())

    # --- pictures --------------------------------------------------------------------------------
    def _pic_size(self) -> int:
        return self.px(32)

    def _game_art(self):
        """The game's art module and pictures when it draws reconstructed components."""
        if self._art is None:
            self._art = False
            view = self.spec.manifest.get("view")
            if view and self.rules is not None:
                try:
                    module = importlib.import_module(f"boardgames.ui.views.{view}_art")
                    if hasattr(module, "recon_picture"):
                        art = self.app.sprites.shared((module.__name__, "about"), lambda: module.Art(self.app.sprites),
                                                               game=self.spec.id)
                        self._art = (module, art)
                except ImportError:
                    pass                          # a game without art of its own: chips without pictures
                except Exception:
                    log.warning("no pictures for the about panel of %s", self.spec.id, exc_info=True)
        return self._art or None

    def picture(self, rec, size: int) -> pygame.Surface | None:
        """A small picture of the component, or None: a picture that cannot be made leaves its
        chip with the name alone."""
        key = (rec.file, rec.item, size)
        if key not in self.pictures:
            pic = None
            found = self._game_art()
            if found:
                module, art = found
                try:
                    pic = module.recon_picture(art, self.rules, stem(rec), rec.item, size)
                except Exception:
                    log.warning("no picture of %s in %s", rec.item, rec.file, exc_info=True)
            self.pictures[key] = pic
        return self.pictures[key]

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        th = self.theme
        pad = self.px(32)
        bh = self.px(46)
        self.rect = self.panel_rect(size, 920, 740)
        inner = self.rect.w - 2 * pad
        title_h = self.px(20) + self.app.fonts.line_height(th.font_px("heading"), True) + self.px(14)
        intro_h = paint.text_height(self.app, self._intro(), inner, "body")
        if not self.spec.reconstructions:          # nothing to list: a panel as tall as its words
            none_h = paint.text_height(self.app, self.t("ui.about.none"), inner - self.px(16), "body") + self.px(24)
            self.rect.h = min(self.rect.h, title_h + intro_h + self.px(16) + none_h + self.px(16) + bh + pad)
            self.rect.centery = size[1] // 2
        top = self.rect.y + title_h
        self.intro_rect = pygame.Rect(self.rect.x + pad, top, inner, intro_h)
        self.close_button.rect = pygame.Rect(self.rect.right - pad - self.px(180), self.rect.bottom - pad - bh,
                                             self.px(180), bh)
        label = th.font_px("label")
        widest = max(self.app.fonts.size(self.t(key), label, True)[0]
                     for key in ("ui.about.owners_show", "ui.about.owners_hide"))
        room = self.close_button.rect.x - self.px(16) - (self.rect.x + pad)
        self.owners_button.rect = pygame.Rect(self.rect.x + pad, self.close_button.rect.y,
                                              min(room, widest + self.px(40)), bh)
        list_top = self.intro_rect.bottom + self.px(16)
        self.list.set_rect(pygame.Rect(self.rect.x + pad, list_top, inner,
                                       self.close_button.rect.y - self.px(16) - list_top))
        self._build()

    def handle_event(self, event) -> bool:
        if self.list.reading_key(event):
            return True
        return super().handle_event(event)

    # --- drawing -----------------------------------------------------------------------------------
    def _row_height(self, row, width) -> int:
        kind, value, above = row
        th = self.theme
        fonts = self.app.fonts
        if kind == "heading":
            h = self._heading_height()
        elif kind == "block":
            h = (self._heading_height() if value.heading else 0) + len(value.lines) * self._chips_height()
            if value.note:
                h += paint.text_height(self.app, value.note, width - th.px(8), "body") + th.px(8)
        elif kind in ("para", "path"):
            h = paint.text_height(self.app, value, width - th.px(8), "body", kind == "path") + th.px(8)
        else:                                    # a file's name, an entry's line
            h = fonts.line_height(th.font_px("body"), kind == "file") + th.px(4)
        return th.px(above) + h

    def _draw_row(self, surface, rect, row, index, selected, hovered):
        kind, value, above = row
        th = self.theme
        pal = th.palette
        inner = rect.w - th.px(8)
        y = rect.y + th.px(above)
        if kind == "heading":
            paint.heading(self.app, surface, value, (rect.x, y), rect.w, "label")
        elif kind == "block":
            self._draw_block(surface, pygame.Rect(rect.x, y, rect.w, rect.bottom - y), value)
        elif kind in ("para", "path"):
            colour = mix(pal.accent, (0, 0, 0), 0.25) if kind == "path" else pal.text
            paint.text_block(self.app, surface, value, pygame.Rect(rect.x, y, inner, rect.h), "body", colour,
                             bold=kind == "path")
        elif kind == "file":
            paint.text(self.app, surface, value, (rect.x, y), "body", pal.text, bold=True, max_width=inner)
        else:
            self._draw_line(surface, rect, value)

    def _heading_height(self) -> int:
        return self.app.fonts.line_height(self.theme.font_px("label"), True) + self.px(14)

    def _chips_height(self) -> int:
        return self._pic_size() + self.px(20)

    def _draw_block(self, surface, rect, block: Block) -> None:
        th = self.theme
        y = rect.y
        if block.heading:
            paint.heading(self.app, surface, block.heading, (rect.x, y), rect.w, "label")
            y += self._heading_height()
        if block.note:
            y += paint.text_block(self.app, surface, block.note, pygame.Rect(rect.x, y, rect.w - th.px(8), 0), "body",
                                  th.palette.text) + th.px(8)
        h = self._chips_height()
        for line in block.lines:
            x = rect.x
            for chip in line:
                self._draw_chip(surface, pygame.Rect(x, y + th.px(4), chip.width, h - th.px(8)), chip)
                x += chip.width + th.px(10)
            y += h

    def _draw_chip(self, surface, rect, chip: Chip) -> None:
        th = self.theme
        pal = th.palette
        surface.blit(paint.box(rect.size, mix(pal.panel, (255, 255, 255), 0.45), th.px(8),
                               mix(pal.panel_edge, pal.panel, 0.45)), rect.topleft)
        size = self._pic_size()
        x = rect.x + th.px(8)
        pic = self.picture(chip.recs[0], size)
        if pic is not None:
            surface.blit(pic, pic.get_rect(center=(x + size // 2, rect.centery)))
        x += size + th.px(8)
        paint.text(self.app, surface, chip.label, (x, rect.centery), "body", pal.text, anchor="midleft",
                   max_width=rect.right - th.px(8) - x)

    def _draw_line(self, surface, rect, rec) -> None:
        """One entry in the owners' section: its line in the file, then its id and name."""
        th = self.theme
        pal = th.palette
        where, what = self._owners_line(rec)
        column = th.px(96)
        x = rect.x + th.px(12)
        if where:
            paint.text(self.app, surface, where, (x, rect.y), "body", mix(pal.accent, (0, 0, 0), 0.25),
                       max_width=column - th.px(8))
        paint.text(self.app, surface, what, (x + column, rect.y), "body", pal.text,
                   max_width=rect.right - th.px(8) - x - column)

    def draw(self, surface):
        title = self.t("ui.about.title", game=self.app.game_name(self.spec.id))
        self.draw_frame(surface, self.rect, title)
        paint.text_block(self.app, surface, self._intro(), self.intro_rect, "body", self.theme.palette.text)
        super().draw(surface)
