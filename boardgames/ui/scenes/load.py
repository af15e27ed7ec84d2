"""Load a saved game: the saves listed newest first (game, players, round, date),
load, replay (the replay viewer, finished or not) or delete; a refused save shows its reason
in a dialog, never a traceback."""
from __future__ import annotations

import pygame

from .. import paint, savestore
from ..widgets import Button, ScrollList
from .base import Scene
from .dialog import ConfirmDialog


def _players(app, info) -> str:
    value = savestore.field(info, "players", "seats", "names", default=[])
    if isinstance(value, str):
        return value
    return app.names(p.get("name", "?") if isinstance(p, dict) else str(p) for p in value or [])


class LoadScene(Scene):
    name = "load"

    def __init__(self, app):
        super().__init__(app)
        tr = app.tr
        self.list = self.add(ScrollList(app, self._draw_row, lambda item, w: self.px(72), on_activate=self._activate,
                                        empty_text=self._empty_text))
        self.load_button = self.add(Button(app, tr("ui.load.load"), self.load, style="primary", icon="ui/load",
                                           enabled=lambda: self.list.selected is not None))
        self.delete_button = self.add(Button(app, tr("ui.load.delete"), self.delete, style="danger",
                                             enabled=lambda: self.list.selected is not None))
        self.replay_button = self.add(Button(app, tr("ui.replay.button"), self.replay,
                                             enabled=self._replayable, tooltip=tr("ui.replay.button_tip")))
        self.back = self.add(Button(app, tr("ui.common.back"), lambda: self.app.pop(self)))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    def _empty_text(self) -> str:
        return self.t("ui.load.empty") if savestore.available() else self.t("ui.load.unavailable")

    def refresh(self) -> None:
        import datetime as dt
        self.app.autosaver.flush()     # a game underneath may still be writing its autosave
        saves = savestore.list_saves()
        epoch = dt.datetime(1970, 1, 1)
        saves.sort(key=lambda i: (savestore.when(i) or epoch).replace(tzinfo=None), reverse=True)
        self.list.set_items(saves)

    def resume(self):
        self.refresh()

    def layout(self, size):
        super().layout(size)
        w, h = size
        m = self.px(40)
        self.back.rect = pygame.Rect(w - m - self.px(150), self.px(34), self.px(150), self.px(44))
        self.panel = pygame.Rect(m, self.px(110), w - 2 * m, h - self.px(110) - m)
        bh = self.px(50)
        by = self.panel.bottom - self.px(24) - bh
        self.load_button.rect = pygame.Rect(self.panel.right - self.px(24) - self.px(200), by, self.px(200), bh)
        self.replay_button.rect = pygame.Rect(self.load_button.rect.x - self.px(16) - self.px(180), by, self.px(180), bh)
        self.delete_button.rect = pygame.Rect(self.panel.x + self.px(24), by, self.px(180), bh)
        self.list.set_rect(pygame.Rect(self.panel.x + self.px(20), self.panel.y + self.px(20),
                                       self.panel.w - self.px(40), by - self.px(20) - self.panel.y - self.px(20)))

    def _selected(self):
        i = self.list.selected
        return self.list.items[i] if i is not None and i < len(self.list.items) else None

    def update(self, dt):
        super().update(dt)
        info = self._selected()
        if info is not None and savestore.field(info, "problem", default=None) is None:
            self.app.warmup.save(info, replay=True)    # it opens, or replays, with its pictures made
        self.app.warmup.idle(self)

    def leave(self):
        super().leave()
        self.app.warmup.drop()

    def _activate(self, index: int) -> None:
        self.load()

    def load(self) -> None:
        info = self._selected()
        if info is not None:
            self.app.load_save(info)

    def _replayable(self) -> bool:
        info = self._selected()
        return info is not None and savestore.field(info, "problem", default=None) is None

    def replay(self) -> None:
        """The selected save, finished or not, in the replay viewer."""
        info = self._selected()
        if info is not None:
            self.app.open_replay(info)

    def delete(self) -> None:
        info = self._selected()
        if info is None:
            return

        def really():
            try:
                savestore.delete(info)
            except Exception as exc:        # a refusal with its reason, never a traceback
                self.app.toast(savestore.refusal_text(exc, self.app.locale), "error")
            self.list.selected = None
            self.refresh()

        self.app.push(ConfirmDialog(self.app, self.tr("ui.load.delete"), self.tr("ui.load.delete_confirm"), really,
                                    yes=self.tr("ui.load.delete"), danger=True))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load()
            return True
        return super().handle_event(event)

    def _kind_text(self, info) -> str:
        problem = savestore.field(info, "problem", default=None)
        if isinstance(problem, dict) and "key" in problem:
            return self.t("ui.load.damaged") + ": " + self.app.render(problem)
        kind = savestore.kind_of(info)
        name = savestore.field(info, "name", default=None)
        label = self.t(f"ui.load.kind.{kind}") if self.app.locale.has(f"ui.load.kind.{kind}") else kind
        return f"{label}: {name}" if kind == "named" and name else label

    def _round_text(self, info) -> str:
        if savestore.field(info, "over", default=False) is True:
            return self.t("ui.game.over")
        value = savestore.field(info, "round_label", "round", default="")
        if isinstance(value, dict) and "key" in value:
            return self.app.render(value)
        if isinstance(value, int):
            return self.t("engine.round", n=value)
        return str(value or "")

    def _draw_row(self, surface, rect, info, index, selected, hovered):
        th = self.theme
        pal = th.palette
        px = self.px
        box = rect.inflate(0, -px(6))
        if selected:
            pygame.draw.rect(surface, pal.selection, box, border_radius=px(8))
        elif hovered:
            pygame.draw.rect(surface, pal.row_alt, box, border_radius=px(8))
        game = str(savestore.field(info, "game", "game_id", default=None) or "?")
        side = box.h - px(14)
        paint.emblem(self.app, surface, game, pygame.Rect(box.x + px(8), box.centery - side // 2, side, side),
                     self.app.game_name(game))
        x = box.x + box.h + px(6)
        col2 = box.x + box.w * 55 // 100
        paint.text(self.app, surface, self.app.game_name(game), (x, box.centery - px(2)), "label", pal.text, bold=True,
                   anchor="bottomleft", max_width=col2 - x - px(10))
        paint.text(self.app, surface, _players(self.app, info), (x, box.centery + px(2)), "small", pal.text_muted,
                   anchor="topleft", max_width=col2 - x - px(10))
        paint.text(self.app, surface, self._round_text(info), (col2, box.centery - px(2)), "body", pal.text,
                   anchor="bottomleft", max_width=box.right - col2 - px(220))
        damaged = savestore.field(info, "problem", default=None) is not None
        paint.text(self.app, surface, self._kind_text(info), (col2, box.centery + px(2)), "small",
                   pal.danger if damaged else pal.text_muted,
                   anchor="topleft", max_width=box.right - col2 - px(220))
        when = savestore.when(info)
        if when is not None:
            paint.text(self.app, surface, when.strftime("%Y-%m-%d %H:%M"), (box.right - px(12), box.centery), "body",
                       pal.text_muted, anchor="midright")

    def draw(self, surface):
        paint.background(self.app, surface)
        paint.text(self.app, surface, self.t("ui.load.title"), (self.px(40), self.px(36)), "title",
                   self.theme.palette.text_light, bold=True)
        paint.panel(self.app, surface, self.panel)
        super().draw(surface)
