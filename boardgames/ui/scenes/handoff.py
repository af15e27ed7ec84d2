"""The hand-off cover between two people's turns. Opaque, so nothing of the board shows while
the computer changes hands; the next player reveals their turn.

Worded by what is private: when the coming choice or the player's observation holds something
secret (`secret`, as GameScene decides it), "Pass to <name>: only <name> should look", naming
what the next screen shows when the game says (`<game>.handoff.secret`); otherwise a friendly
"<name>'s turn" that only asks to pass the mouse (the cover then comes only when the settings
ask for one before every turn)."""
from __future__ import annotations

import pygame

from .. import paint
from ..widgets import Button
from .base import Scene
from ..theme import seat_rgb


class HandoffScene(Scene):
    name = "handoff"
    opaque = True

    def __init__(self, app, game_scene, player: int, secret: bool = True):
        super().__init__(app)
        self.game = game_scene
        self.player = player
        self.secret = secret
        seat = game_scene.match.state["seats"][player]
        self.seat_name = seat.get("name", "?")
        self.rgb = seat_rgb(game_scene.spec, seat)
        ready = "ui.handoff.ready" if secret else "ui.handoff.go"
        self.ready = self.add(Button(app, app.tr(ready, name=self.seat_name), self.reveal,
                                     style="primary", role="label", icon="ui/check", hotkey=pygame.K_RETURN))
        self.menu = self.add(Button(app, "", game_scene.open_menu, icon="ui/menu", style="dark",
                                    tooltip=app.tr("ui.game.menu_tip")))
        self.card = pygame.Rect(0, 0, 0, 0)

    # --- words ---------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("ui.handoff.pass_to" if self.secret else "ui.game.turn", name=self.seat_name)

    def text(self) -> str:
        """What the player should know before looking: who may look and why, or that nothing is hidden."""
        if not self.secret:
            return self.t("ui.handoff.hint_open", name=self.seat_name)
        key = f"{self.game.spec.id}.handoff.secret"
        return self.t(key if self.app.locale.has(key) else "ui.handoff.hint", name=self.seat_name)

    def reveal(self) -> None:
        self.app.pop(self)

    def layout(self, size):
        super().layout(size)
        w, h = size
        cw, ch = min(self.px(640), w - self.px(40)), min(self.px(400), h - self.px(40))
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        bw = min(self.px(400), cw - self.px(60))
        self.ready.rect = pygame.Rect(self.card.centerx - bw // 2, self.card.bottom - self.px(92), bw, self.px(60))
        self.menu.rect = pygame.Rect(w - self.px(64), self.px(16), self.px(48), self.px(48))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.game.open_menu()
            return True
        return super().handle_event(event)

    def draw(self, surface):
        th = self.theme
        pal = th.palette
        paint.background(self.app, surface)
        paint.panel(self.app, surface, self.card)
        top = self.card.y + self.px(28)
        paint.icon(self.app, surface, "ui/hand", pygame.Rect(self.card.centerx - self.px(32), top, self.px(64), self.px(64)),
                   pal.text_muted)
        y = top + self.px(80)
        chip_r = self.px(18)
        room = self.card.w - self.px(80) - 2 * chip_r - self.px(14)
        title = self.title()
        role = "title"
        if self.app.fonts.size(title, th.font_px(role), True)[0] > room:
            role = "heading"              # a long name: the title shrinks rather than being cut
        lines = self.app.fonts.wrap(title, th.font_px(role), room, True)
        lh = self.app.fonts.line_height(th.font_px(role), True)
        widest = max(self.app.fonts.size(line, th.font_px(role), True)[0] for line in lines)
        x = self.card.centerx - (widest + 2 * chip_r + self.px(14)) // 2
        paint.chip(surface, (x + chip_r, y + lh // 2), chip_r, self.rgb)
        for i, line in enumerate(lines):
            paint.text(self.app, surface, line, (x + 2 * chip_r + self.px(14), y + i * lh), role, pal.text, bold=True)
        y += len(lines) * lh + self.px(14)
        body = pygame.Rect(self.card.x + self.px(40), y, self.card.w - self.px(80), self.ready.rect.y - y - self.px(10))
        paint.text_block(self.app, surface, self.text(), body, "body", pal.text if self.secret else pal.text_muted,
                         align="center")
        super().draw(surface)
