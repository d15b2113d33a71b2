"""Drawing the mask boards: the shown player's large, the others' facts as icons in the side
panel's player rows.

A mask shows, top to bottom: the owner and the mask's name, the supplies as icons with numbers
(food, offerings, Inti medals, priests at home, quipus in reserve, god cards, the Pututu tiles
held, the goods bought), the six circlets with their two feather slots each (the feather colours
the mask asks for), the twelve spaces (people tiles, the quipus still waiting, empty spaces) and
the missions. ``mask_spots`` says where each clickable part lies, so drawing and hit-testing
agree.
"""

from __future__ import annotations

import pygame

from boardgames.games.cuzco import icons_view as icons
from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.cuzcoboard_view import icon_number, mission_tile, people_tile
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import CuzcoState, Player, feather_count
from boardgames.games.cuzco.table_view import Kind, Spot
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import draw_label, must_label

PAD = 6


def bands(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    """The mask's horizontal bands: header, supplies (two rows of icons), crown, spaces,
    missions."""
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    head_h = theme.font("normal", True).get_linesize() + 2
    sup_h = 2 * (theme.font("small", True).get_height() + 4)
    rest = inner.height - head_h - sup_h
    crown_h = int(rest * 0.36)
    spaces_h = int(rest * 0.32)
    y = inner.y
    out = {}
    for name, h in (
        ("head", head_h),
        ("supplies", sup_h),
        ("crown", crown_h),
        ("spaces", spaces_h),
        ("missions", inner.bottom - y - head_h - sup_h - crown_h - spaces_h),
    ):
        out[name] = pygame.Rect(inner.x, y, inner.width, h)
        y += h
    return out


def tab_rects(rect: pygame.Rect, theme: Theme, players: int) -> list[pygame.Rect]:
    """One tab per player at the header's right: a click shows that player's mask."""
    head = bands(rect, theme)["head"]
    side = head.height
    return [
        pygame.Rect(head.right - (players - k) * (side + 3), head.y, side, side)
        for k in range(players)
    ]


def mask_spots(
    rect: pygame.Rect, player: Player, theme: Theme, players: int
) -> dict[Spot, pygame.Rect]:
    """Where the shown mask's slots, circlets, spaces and missions are, and the players' tabs."""
    spots: dict[Spot, pygame.Rect] = {
        Spot(Kind.LOOK, k): tab for k, tab in enumerate(tab_rects(rect, theme, players))
    }
    b = bands(rect, theme)
    crown = b["crown"]
    cw = crown.width / 6
    slot_h = int(crown.height * 0.6)
    for c in range(6):
        x = int(crown.x + c * cw)
        slot_w = int((cw - 8) / 2)
        for k in range(2):
            spots[Spot(Kind.SLOT, 2 * c + k)] = pygame.Rect(
                x + 2 + k * (slot_w + 3), crown.y, slot_w, slot_h - 2
            )
        spots[Spot(Kind.CIRCLET, c)] = pygame.Rect(
            x + 2, crown.y + slot_h, int(cw) - 5, crown.height - slot_h - 3
        )
    sp = b["spaces"]
    sh = (sp.height - 3) // 2
    for i in range(12):
        row, col = divmod(i, 6)
        spots[Spot(Kind.PEOPLE, i)] = pygame.Rect(
            int(sp.x + col * cw + 2), sp.y + row * (sh + 3), int(cw) - 5, sh
        )
    ms = b["missions"]
    mw = ms.width / 3
    for i in range(3):
        spots[Spot(Kind.MISSION, i)] = pygame.Rect(
            int(ms.x + i * mw), ms.y + 3, int(mw) - 4, ms.height - 4
        )
    return spots


def supplies(state: CuzcoState, p: Player) -> list[tuple[str, str]]:
    """What a player holds, as (icon, number) pairs: the same list for the mask and the rows."""
    out = [
        ("food", str(p.food)),
        ("offering", str(p.offerings)),
        ("medal", str(p.medals)),
        ("priest", str(p.priests)),
        ("quipu", str(p.reserve)),
        ("card", str(len(p.hand))),
    ]
    out += [("pututu", f"+{v}" if v > 0 else str(v)) for v in p.pututu]
    out += [(good, "") for good in p.goods]
    return out


def draw_supply(
    surface: pygame.Surface,
    theme: Theme,
    name: str,
    text: str,
    rect: pygame.Rect,
    color: th.Color,
    glyph: str,
) -> None:
    if name == "pututu":  # a Pututu tile: a shell horn with the turn it gives
        pygame.draw.rect(surface, (240, 230, 210), rect, border_radius=4)
        pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=4)
        must_label(surface, theme, text, rect, pal.INK, ("small", "tiny"), True)
        return
    if not text:
        icons.icon(surface, theme, name, rect)
        return
    icon_number(
        surface, theme, name, text, rect, th.TEXT, color if name in ("priest", "quipu") else None
    )


def supply_width(theme: Theme, name: str, text: str, h: int) -> int:
    if not text:
        return h
    return h + 4 + theme.font("small", True).size(text)[0] + 6


def draw_mask(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    state: CuzcoState,
    seat: int,
    color: th.Color,
    glyph: str,
    name: str,
    lit: set[Spot],
    hover: Spot | None,
    colors: list[th.Color],
    glyphs: list[str],
) -> None:
    player = state.players[seat]
    mask = state.layout.masks[player.mask]
    pygame.draw.rect(surface, th.mix(th.PANEL, color, 0.18), rect, border_radius=8)
    pygame.draw.rect(surface, color, rect, 2, border_radius=8)
    spots = mask_spots(rect, player, theme, state.n_players)
    b = bands(rect, theme)
    # Header: the owner's glyph and name, the mask and the place in the turn order; at the
    # right, a tab per player (the one shown lit).
    head = b["head"]
    g = head.height * 0.38
    th.draw_glyph(surface, glyph, (head.x + g + 1, head.centery), g, color)
    tabs = tab_rects(rect, theme, state.n_players)
    for k, tab in enumerate(tabs):
        on = k == seat
        fill = th.mix(th.PANEL, colors[k], 0.5 if on else 0.15)
        pygame.draw.rect(surface, fill, tab, border_radius=4)
        edge = th.WHITE if on or hover == Spot(Kind.LOOK, k) else colors[k]
        pygame.draw.rect(surface, edge, tab, 2 if on else 1, border_radius=4)
        th.draw_glyph(surface, glyphs[k], tab.center, tab.height * 0.3, colors[k])
    order = state.order.index(seat) + 1 if seat in state.order else 0
    left = head.x + int(2 * g) + 6
    text_box = pygame.Rect(left, head.y, tabs[0].x - 4 - left, head.height)
    for text in (
        f"{name} · mask {mask.name} · turn order {order}",
        f"{name} · turn order {order}",
        name,
    ):
        if draw_label(surface, theme, text, text_box, th.TEXT, ("normal", "small"), bold=True):
            break
    else:
        must_label(surface, theme, name, text_box, th.TEXT, ("small", "tiny"), True)
    # Supplies: two rows of icons with numbers.
    sup = b["supplies"]
    h = sup.height // 2 - 2
    x, y = sup.x, sup.y
    for icon_name, text in supplies(state, player):
        w = supply_width(theme, icon_name, text, h)
        if x + w > sup.right:
            x, y = sup.x, y + h + 4
        if y + h > sup.bottom:
            theme.report_cut(f"{icon_name} {text}")
            break
        draw_supply(surface, theme, icon_name, text, pygame.Rect(x, y, w, h), color, glyph)
        x += w + 4
    # Circlets and their feather slots.
    for c in range(6):
        for k in range(2):
            slot = 2 * c + k
            srect = spots[Spot(Kind.SLOT, slot)]
            filled = player.feathers[slot]
            pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.2), srect, border_radius=4)
            icons.feather(surface, mask.slot_colour(slot), srect.inflate(-2, -2), filled)
            if Spot(Kind.SLOT, slot) in lit:
                pal.glow_rect(surface, srect)
        crect = spots[Spot(Kind.CIRCLET, c)]
        done = player.circlets[c]
        fill = pal.GOLD if done else th.mix(pal.PAPER, th.PANEL, 0.3)
        pygame.draw.rect(surface, fill, crect, border_radius=6)
        pygame.draw.rect(surface, th.BLACK, crect, 1, border_radius=6)
        pip = theme.text(str(c + 1), "tiny", pal.INK, bold=True)
        surface.blit(pip, pip.get_rect(midleft=(crect.x + 3, crect.centery)))
        if done:
            side = min(crect.height - 2, crect.width - pip.get_width() - 6)
            icons.icon(
                surface,
                theme,
                "circlet",
                pygame.Rect(crect.right - side - 2, crect.centery - side // 2, side, side),
            )
        if Spot(Kind.CIRCLET, c) in lit:
            pal.glow_rect(surface, crect)
    # The twelve spaces: people tiles first, then the quipus still on the mask, then empty.
    for i in range(12):
        srect = spots[Spot(Kind.PEOPLE, i)]
        if i < len(player.people):
            code, slid = player.people[i]
            people_tile(surface, theme, state, code, srect, slid)
            if Spot(Kind.PEOPLE, i) in lit:
                pal.glow_rect(surface, srect)
            if hover == Spot(Kind.PEOPLE, i):
                pygame.draw.rect(surface, th.WHITE, srect, 2, border_radius=4)
            continue
        pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.25), srect, border_radius=4)
        if i < len(player.people) + player.quipus:
            icons.icon(surface, theme, "quipu", srect.inflate(-4, -4), color, glyph)
    # Missions.
    for i in range(3):
        mrect = spots[Spot(Kind.MISSION, i)]
        if i < len(player.missions):
            mission_tile(surface, theme, state, player.missions[i], mrect)
            if Spot(Kind.MISSION, i) in lit:
                pal.glow_rect(surface, mrect)
        else:
            pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.25), mrect, border_radius=4)
    completed = len(player.completed)
    if completed and len(player.missions) < 3:
        free = spots[Spot(Kind.MISSION, 2)]
        must_label(surface, theme, f"{done} done", free, th.TEXT, ("small", "tiny"))


def facts(state: CuzcoState, seat: int) -> list[tuple[str, str]]:
    """A player's public facts for the side panel's row: feathers by colour, circlets, status,
    quipus placed, god cards held and the dice still to place."""
    p = state.players[seat]
    out = [("status", str(p.status)), ("circlet", f"{sum(p.circlets)}")]
    out += [(f"feather:{c}", str(feather_count(state, p, c))) for c in FEATHERS]
    out += [("card", str(len(p.hand))), ("missions", str(len(p.completed)))]
    return out


def draw_facts(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, state: CuzcoState, seat: int
) -> None:
    """The facts as icons and numbers in one line; what does not fit is left out whole (the
    player's mask, shown on a click, has everything)."""
    x = rect.x
    h = rect.height
    font = theme.font("small", True)
    for name, text in facts(state, seat):
        w = h + 2 + font.size(text)[0] + 6
        if x + w > rect.right:
            break
        box = pygame.Rect(x, rect.y, h, h)
        if name.startswith("feather:"):
            icons.feather(surface, name.split(":")[1], box)
        elif name == "missions":
            pygame.draw.rect(surface, pal.GOLD, box.inflate(-h // 5, -h // 8), border_radius=2)
        else:
            icons.icon(surface, theme, name, box)
        label = theme.text(text, "small", th.TEXT, bold=True)
        surface.blit(label, label.get_rect(midleft=(x + h + 2, rect.centery)))
        x += w
