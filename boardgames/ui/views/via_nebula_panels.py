"""Via Nebula around the valley: the guild board of the player to move (stacks of meadow
tiles, craftsmen, sites, buildings, storage, tokens, action points, private contracts),
the contract display, deck, End-of-Game card, general supply, and the other guilds.

A mixin of ViaNebulaView. Private contracts are drawn in one place only, `draw_hand`,
and only for the player who must decide now (the shell has shown the hand-off screen).
"""
from __future__ import annotations

import pygame

from .. import paint
from ..theme import readable_on
from .via_nebula_board import grid_spots

G = "via_nebula"
PAPER_TEXT = (52, 40, 30)
LIGHT = (246, 240, 226)
MUTED = (190, 196, 204)


class Panels:
    """Guild boards, cards and the supply (uses the view's layout, art and state)."""

    # --- shared bits ------------------------------------------------------------------
    def board_panel(self, surface, rect: pygame.Rect, rgb, alpha: int = 255) -> None:
        """A parchment board edged in a player's colour (a translucent dark box when alpha < 255)."""
        radius = max(4, rect.h // 14)
        sh = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 90), sh.get_rect(), border_radius=radius)
        surface.blit(sh, (rect.x + 2, rect.y + 4))
        if alpha == 255 and self.ctx.sprites.has("ui/panel"):
            surface.blit(self.ctx.sprites.tiled("ui/panel", rect.size, radius), rect.topleft)
        else:
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill = (244, 235, 214, alpha) if alpha == 255 else (24, 30, 36, alpha)
            pygame.draw.rect(box, fill, box.get_rect(), border_radius=radius)
            surface.blit(box, rect.topleft)
        pygame.draw.rect(surface, rgb, rect, max(2, rect.h // 60), border_radius=radius)

    def counted(self, surface, img: pygame.Surface, n: int, rect: pygame.Rect, colour=PAPER_TEXT,
                max_shown: int = 5) -> None:
        """Up to `max_shown` copies of a piece fanned in the middle of `rect`, and the count after them
        (a faint ghost of the piece when there is none left)."""
        size = img.get_width()
        shown = min(max(0, n), max_shown)
        step = size * 0.62 if shown > 1 else 0
        font = max(10, round(min(size * 0.5, rect.h * 0.42)))
        label = f"×{n}"
        label_w = self.ctx.fonts.size(label, font, True)[0]
        total = size + step * max(0, shown - 1) + 4 + label_w
        if total > rect.w and shown > 1:
            step = max(2.0, (rect.w - size - 4 - label_w) / (shown - 1))
            total = size + step * (shown - 1) + 4 + label_w
        x = rect.centerx - total / 2 + size / 2
        cy = rect.centery
        if shown == 0:
            ghost = img.copy()
            ghost.set_alpha(60)
            surface.blit(ghost, ghost.get_rect(center=(round(x), cy)))
        for i in range(shown):
            self.shadowed(surface, img, (x + i * step, cy))
        self.text(surface, label, font, colour, (x + max(0, shown - 1) * step + size / 2 + 4, cy), "midleft",
                  bold=True, shadow=False)

    def printed_box(self, surface, rect: pygame.Rect, caption: str, cap: int) -> None:
        """A box printed on the guild board, with its caption in the top left corner."""
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(3, cap // 2)
        pygame.draw.rect(box, (120, 86, 44, 34), box.get_rect(), border_radius=radius)
        pygame.draw.rect(box, (120, 86, 44, 110), box.get_rect(), max(1, cap // 10), border_radius=radius)
        surface.blit(box, rect)
        self.text(surface, caption, cap * 0.78, (112, 84, 54), (rect.x + cap * 0.4, rect.y + cap * 0.55), "midleft",
                  shadow=False, max_width=rect.w - cap * 0.8)

    # --- cards --------------------------------------------------------------------------
    def draw_contract(self, surface, cid: str, rect: pygame.Rect, lifted: bool = False) -> None:
        """A contract card: name, victory points, the resources it needs and its power."""
        c = self.rules.contract(cid)
        w, h = rect.size
        sh = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 120 if lifted else 80), sh.get_rect(), border_radius=max(3, w // 14))
        off = max(2, w // (12 if lifted else 30))
        surface.blit(sh, (rect.x + off, rect.y + off * 1.5))
        surface.blit(self.art.card("card_private" if c["deck"] == "private" else "card_neutral", rect.size), rect)
        title = self.t(f"{G}.contract_name.{c['name']}") if c.get("name") else cid
        self.text(surface, title, h * 0.085, LIGHT, (rect.x + w * 0.1, rect.y + h * 0.105), "midleft", bold=True,
                  max_width=w * 0.62)
        self.vp_badge(surface, c["vp"], (rect.right - w * 0.17, rect.y + h * 0.105), h * 0.07)
        body = pygame.Rect(rect.x + w * 0.1, rect.y + h * 0.23, w * 0.8, h * 0.5)
        spots, size = grid_spots(body, len(c["resources"]), h * 0.2)
        for r, spot in zip(c["resources"], spots):
            self.shadowed(surface, self.art.resource(r, size * 0.9), spot)
        power = c.get("power")
        if power:
            ic = self.art.icon(f"power_{power['type']}", round(h * 0.13))
            band_y = rect.y + h * 0.88
            surface.blit(ic, ic.get_rect(midleft=(rect.x + w * 0.09, band_y)))
            self.text(surface, self.power_short(power), h * 0.068, PAPER_TEXT,
                      (rect.x + w * 0.11 + ic.get_width(), band_y), "midleft", shadow=False,
                      max_width=w * 0.8 - ic.get_width())

    def power_short(self, power: dict) -> str:
        """A few words for the card's power band (the tooltip has the full text)."""
        kind = power["type"]
        if kind == "extra_action":
            return self.t(f"{G}.ui.power_extra", n=power["actions"])
        if kind == "explore":
            return self.t(f"{G}.ui.power_explore", space=f"@{G}.space.{power['space']}")
        if kind == "swap":
            return self.t(f"{G}.act.swap")
        if kind == "end_bonus":
            return self.t(f"{G}.ui.power_bonus", vp=power["vp"], what=self.t(f"{G}.ui.per.{power['count']}"))
        return self.t(f"{G}.power.{kind}")

    def draw_card_back(self, surface, rect: pygame.Rect, n: int | None = None) -> None:
        for i in range(min(3, n or 1) - 1, -1, -1):
            surface.blit(self.art.card("card_back", rect.size), (rect.x + i * 2, rect.y - i * 2))
        if n is not None:
            self.count_badge(surface, n, rect.center, rect.w * 0.2)

    def empty_slot(self, surface, rect: pygame.Rect, colour=(255, 255, 255)) -> None:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, colour + (40,), box.get_rect(), max(1, rect.w // 40), border_radius=max(3, rect.w // 14))
        surface.blit(box, rect)

    # --- the market column ------------------------------------------------------------------
    def draw_market(self, surface) -> None:
        m = self.lay.market
        st = self.state
        self.text(surface, self.t(f"{G}.ui.display"), m.label.h * 0.72, LIGHT, m.label.midleft, "midleft",
                  bold=True, max_width=m.label.w)
        held = self.drag.held
        for cid, rect in zip(st["display"], m.display):
            if cid is None:
                self.empty_slot(surface, rect)
            elif not (held is not None and held.payload == ("contract", cid) and self.drag.dragging) \
                    and not self.drag.gliding(("contract", cid)):
                self.draw_contract(surface, cid, rect)
        if st["deck"]:
            self.draw_card_back(surface, m.deck, len(st["deck"]))
        else:
            self.empty_slot(surface, m.deck)
        self.draw_end_card(surface, m.end_card)
        self.draw_tile_pile(surface, m.tiles)
        for r, rect in zip(self.rules.rtypes, m.supply):
            ic = self.art.resource(r, round(rect.h * 0.82))
            self.shadowed(surface, ic, (rect.x + rect.h * 0.45, rect.centery))
            self.text(surface, str(st["supply"][r]), rect.h * 0.5, LIGHT, (rect.x + rect.h * 0.9, rect.centery),
                      "midleft", bold=True)

    def draw_end_card(self, surface, rect: pygame.Rect) -> None:
        """The End-of-Game card: waiting on the table, or taken by a player."""
        holder = self.state.get("end_card")
        card = self.art.card("card_neutral", rect.size)
        if holder is not None:
            card = card.copy()
            card.set_alpha(110)
        surface.blit(card, rect)
        flag = self.art.icon("end_card", round(rect.w * 0.62))
        surface.blit(flag, flag.get_rect(center=(rect.centerx, rect.y + rect.h * 0.48)))
        self.vp_badge(surface, self.rules.end_card["vp"], (rect.right - rect.w * 0.2, rect.y + rect.h * 0.14),
                      rect.w * 0.14)
        if holder is not None:
            rgb = self.colour(holder)
            pill = pygame.Rect(rect.x + 2, rect.bottom - rect.h * 0.26, rect.w - 4, rect.h * 0.2)
            pygame.draw.rect(surface, rgb, pill, border_radius=pill.h // 2)
            self.text(surface, self.seat_name(holder), pill.h * 0.7, readable_on(rgb), pill.center, bold=True,
                      shadow=False, max_width=pill.w - 4)

    def draw_tile_pile(self, surface, rect: pygame.Rect) -> None:
        """Meadow tiles left in the general supply."""
        n = self.state["tiles"]
        size = round(min(rect.w * 0.75, rect.h * 0.7))
        img = self.art.meadow_tile(size)
        c = (rect.centerx, rect.y + size * 0.55)
        for i in range(min(3, n) - 1, -1, -1):
            surface.blit(img, img.get_rect(center=(c[0], c[1] - i * size * 0.07)))
        self.text(surface, f"×{n}", size * 0.36, LIGHT, (rect.centerx, rect.bottom), "midbottom", bold=True)

    # --- the guild board of the player to move ------------------------------------------------
    def draw_guild(self, surface) -> None:
        g = self.lay.guild
        p = self.guild_player()
        pl = self.state["players"][p]
        rgb = self.colour(p)
        self.board_panel(surface, g.rect, rgb)
        u = g.unit
        hh = g.header.h
        paint.chip(surface, (g.header.x + hh // 2, g.header.centery), max(5, hh // 3), rgb)
        name = self.seat_name(p)
        guild = self.t(f"{G}.guild.{pl['guild']}", players=self.guild_players(pl["guild"]))
        r = self.text(surface, name, hh * 0.55, PAPER_TEXT, (g.header.x + hh * 1.1, g.header.centery), "midleft",
                      bold=True, shadow=False, max_width=g.header.w * 0.3)
        if self.state.get("end_card") == p:         # the End-of-Game card is this player's
            flag = self.art.icon("end_card", round(hh * 0.8))
            surface.blit(flag, flag.get_rect(midleft=(r.right + hh * 0.2, g.header.centery)))
            r = r.union(flag.get_rect(midleft=(r.right + hh * 0.2, g.header.centery)))
        self.text(surface, guild, hh * 0.4, (120, 104, 86), (r.right + hh * 0.4, g.header.centery), "midleft",
                  shadow=False, max_width=g.ap.x - r.right - hh * 0.6)
        self.draw_action_points(surface, g.ap, hh)
        for name, box in g.boxes.items():
            self.printed_box(surface, box, self.t(f"{G}.ui.box.{name}"), g.caption)
        self.draw_stacks(surface, p, pl, g)
        hold = self.drag.held.payload if self.drag.held is not None and self.drag.dragging else None
        meeple = self.art.piece("craftsman", rgb, round(u * 0.8))
        self.counted(surface, meeple, pl["craftsmen"] - (hold == ("craftsman",)), g.craftsmen)
        site = self.art.piece("site_half" if pl["site"] == "half" else "site_full", rgb, round(u * 0.9))
        self.counted(surface, site, pl["sites"] - (hold == ("site",)), g.sites)
        house = self.art.piece("building", rgb, round(u * 0.8))
        left = self.rules.cfg["buildings_each"] - pl["buildings"]
        self.counted(surface, house, left - (hold == ("building",)), g.buildings)
        self.draw_storage(surface, pl, g.storage, u)
        self.draw_kept(surface, pl, g.tokens, u)
        self.draw_hand(surface, p)

    def guild_players(self, guild: str) -> list[int]:
        return sorted(n for n, pc in self.rules.cfg["by_players"].items() if pc["guild_side"] == guild)

    def draw_action_points(self, surface, rect: pygame.Rect, hh: int) -> None:
        """Action points left this turn as lit pips; "final turn" once the End-of-Game card is out."""
        turn = self.state.get("turn") or {}
        ap = max(0, int(turn.get("ap") or 0))
        total = max(self.rules.cfg["action_points"], ap)
        rad = max(5, round(hh * 0.26))
        x = rect.right - rad
        for i in range(total):
            lit = i < ap
            c = (round(x - i * rad * 2.5), rect.centery)
            pygame.draw.circle(surface, (70, 50, 20), (c[0] + 1, c[1] + 1), rad + 1)
            pygame.draw.circle(surface, (250, 196, 60) if lit else (200, 190, 170), c, rad)
            if lit:
                ic = self.art.icon("power_extra_action", round(rad * 1.5))
                surface.blit(ic, ic.get_rect(center=c))
        left = rect.right - total * rad * 2.5
        words = self.t(f"{G}.ui.actions")
        if self.state.get("final_by") is not None:
            words = self.t(f"{G}.ui.final_turn") + " · " + words
        self.text(surface, words, hh * 0.42, PAPER_TEXT, (left, rect.centery), "midright", shadow=False,
                  max_width=rect.w * 0.7)

    def stack_top(self, p: int) -> int | None:
        """The stack the next meadow tile comes from (the leftmost that is not empty)."""
        for i, n in enumerate(self.state["players"][p]["stacks"]):
            if n > 0:
                return i
        return None

    def draw_stacks(self, surface, p: int, pl: dict, g) -> None:
        """The four stacks of meadow tiles; an emptied stack shows the explorer it became."""
        top = self.stack_top(p)
        hold = self.drag.held is not None and self.drag.dragging and self.drag.held.payload == ("tile",)
        for i, (n, rect) in enumerate(zip(pl["stacks"], g.stacks)):
            size = round(min(rect.w, rect.h * 1.05))
            lift = size * 0.06
            shown = min(n, 4) - (1 if hold and i == top else 0)
            c = (rect.centerx, rect.centery + lift * max(0, shown - 1) / 2)
            if n <= 0:
                self.shadowed(surface, self.art.icon("explorer", round(size * 0.8)), c)
                continue
            img = self.art.meadow_tile(size)
            for j in range(shown):
                surface.blit(img, img.get_rect(center=(c[0], c[1] - j * lift)))
            self.count_badge(surface, n, (rect.right - size * 0.12, rect.bottom - size * 0.14), size * 0.17)

    def draw_storage(self, surface, pl: dict, rect: pygame.Rect, u: int) -> None:
        crate = self.art.icon("storage", round(min(rect.h, u) * 0.8))
        self.shadowed(surface, crate, (rect.x + crate.get_width() / 2, rect.centery))
        x = rect.x + crate.get_width() * 1.2
        size = round(min(rect.h, u) * 0.6)
        items = [(r, pl["storage"][r]) for r in self.rules.rtypes if pl["storage"].get(r)]
        if not items:
            self.text(surface, "—", size * 0.8, (120, 104, 86), (x, rect.centery), "midleft", shadow=False)
        for r, n in items:
            self.shadowed(surface, self.art.resource(r, size), (x + size / 2, rect.centery))
            t = self.text(surface, str(n), size * 0.7, PAPER_TEXT, (x + size + 2, rect.centery), "midleft",
                          bold=True, shadow=False)
            x = t.right + size * 0.3

    def draw_kept(self, surface, pl: dict, rect: pygame.Rect, u: int) -> None:
        """Exploitation tokens kept (their victory points)."""
        size = round(min(rect.h, u) * 0.8)
        disc = self.art.icon("token", size)
        vp = sum(self.rules.token(t)["vp"] for t in pl["tokens"])
        label = f"×{len(pl['tokens'])}"
        font = max(10, round(size * 0.5))
        total = size + 4 + self.ctx.fonts.size(label, font, True)[0] + (size * 0.7 if vp else 0)
        x = rect.centerx - total / 2
        self.shadowed(surface, disc, (x + size / 2, rect.centery))
        t = self.text(surface, label, font, PAPER_TEXT, (x + size + 4, rect.centery), "midleft", bold=True,
                      shadow=False)
        if vp:
            self.vp_badge(surface, vp, (t.right + size * 0.38, rect.centery), size * 0.28)

    def draw_hand(self, surface, p: int) -> None:
        """Player p's private contracts, face up, only while p is the one deciding; a card the
        viewer may not see (`None` in the observation) shows its back."""
        g = self.lay.guild
        if self.me() != p:
            for rect in g.hand:
                self.empty_slot(surface, rect, PAPER_TEXT)
            return
        private = self.state["players"][p]["private"]
        held = self.drag.held
        for i, rect in enumerate(g.hand):
            if i >= len(private):
                self.empty_slot(surface, rect, PAPER_TEXT)
                continue
            cid = private[i]
            if cid is None:
                self.draw_card_back(surface, rect)
                continue
            if held is not None and held.payload == ("contract", cid) and self.drag.dragging:
                continue
            if self.drag.gliding(("contract", cid)):
                continue
            self.draw_contract(surface, cid, rect)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        """(contract, rect) of the cards in the hand of the player deciding now."""
        p = self.me()
        if p is None or self.lay is None or p != self.guild_player():
            return []
        return [(c, r) for c, r in zip(self.state["players"][p]["private"], self.lay.guild.hand) if c is not None]

    def display_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(c, r) for c, r in zip(self.state["display"], self.lay.market.display) if c]

    # --- the other guilds ------------------------------------------------------------------------
    def draw_others(self, surface) -> None:
        for p, rect in self.lay.others:
            self.draw_summary(surface, p, rect)

    def summary_items(self, p: int) -> list[tuple[str, str, int]]:
        """(what, picture, count) shown for another player's guild."""
        pl = self.state["players"][p]
        return [("craftsmen", "craftsman", pl["craftsmen"]),
                ("sites", "site_half" if pl["site"] == "half" else "site_full", pl["sites"]),
                ("buildings", "building", pl["buildings"]),
                ("tiles", "meadow_tile", sum(pl["stacks"])),
                ("explorers", "explorer", self.rules.explorers(self.state, p)),
                ("tokens", "token", len(pl["tokens"])),
                ("storage", "storage", sum(pl["storage"].values())),
                ("private", "card_back", len(pl["private"]))]

    def summary_cells(self, p: int, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        items = self.summary_items(p)
        head = round(rect.h * 0.36)
        per_row = 4
        cw = (rect.w - 8) / per_row
        ch = (rect.h - head - 4) / 2
        return [(what, pygame.Rect(round(rect.x + 4 + (i % per_row) * cw), round(rect.y + head + (i // per_row) * ch),
                                   round(cw), round(ch))) for i, (what, _, _) in enumerate(items)]

    def draw_summary(self, surface, p: int, rect: pygame.Rect) -> None:
        rgb = self.colour(p)
        self.board_panel(surface, rect, rgb, alpha=200)
        head = round(rect.h * 0.36)
        paint.chip(surface, (rect.x + head // 2 + 2, rect.y + head // 2 + 2), max(4, head // 3), rgb)
        r = self.text(surface, self.seat_name(p), head * 0.58, LIGHT, (rect.x + head + 4, rect.y + head // 2 + 2),
                      "midleft", bold=True, max_width=rect.w * 0.6)
        if self.state.get("end_card") == p:
            flag = self.art.icon("end_card", round(head * 0.8))
            surface.blit(flag, flag.get_rect(midleft=(r.right + 4, r.centery)))
        cells = dict(self.summary_cells(p, rect))
        for what, picture, n in self.summary_items(p):
            cell = cells[what]
            size = round(min(cell.h * 0.9, cell.w * 0.5))
            if picture == "card_back":
                img = self.art.card("card_back", (round(size * 0.75), size))
            elif picture == "meadow_tile":
                img = self.art.meadow_tile(size)
            elif picture in ("craftsman", "site_half", "site_full", "building"):
                img = self.art.piece(picture, rgb, size)
            else:
                img = self.art.icon(picture, size)
            self.shadowed(surface, img, (cell.x + size / 2, cell.centery))
            self.text(surface, str(n), size * 0.62, LIGHT, (cell.x + size + 3, cell.centery), "midleft", bold=True)
