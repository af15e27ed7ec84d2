"""The hand-off cover: "Pass to <name>". Opaque, so nothing of the board shows
while the computer changes hands; the next player reveals their turn. It says "only <name>
should look" only when that player's observation holds something secret."""
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
        self.ready = self.add(Button(app, app.tr("ui.handoff.ready", name=self.seat_name), self.reveal,
                                     style="primary", role="label", icon="ui/check", hotkey=pygame.K_RETURN))
        self.menu = self.add(Button(app, "", game_scene.open_menu, icon="ui/menu", style="dark",
                                    tooltip=app.tr("ui.game.menu_tip")))
        self.card = pygame.Rect(0, 0, 0, 0)

    def reveal(self) -> None:
        self.app.pop(self)

    def layout(self, size):
        super().layout(size)
        w, h = size
        cw, ch = min(self.px(620), w - self.px(40)), min(self.px(380), h - self.px(40))
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        bw = min(self.px(380), cw - self.px(60))
        self.ready.rect = pygame.Rect(self.card.centerx - bw // 2, self.card.bottom - self.px(96), bw, self.px(60))
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
        y = top + self.px(78)
        title = self.t("ui.handoff.pass_to", name=self.seat_name)
        r = paint.text(self.app, surface, title, (self.card.centerx + self.px(20), y), "title", pal.text, bold=True,
                       anchor="midtop", max_width=self.card.w - self.px(100))
        paint.chip(surface, (r.x - self.px(26), r.centery), self.px(18), self.rgb)
        paint.text_block(self.app, surface, self.t("ui.handoff.hint" if self.secret else "ui.handoff.hint_open", name=self.seat_name),
                         pygame.Rect(self.card.x + self.px(40), r.bottom + self.px(16), self.card.w - self.px(80), self.px(60)),
                         "body", pal.text_muted, align="center")
        super().draw(surface)
