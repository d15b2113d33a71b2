"""Drawing the mask boards: the shown player's large, the others' as compact strips.

A mask shows, top to bottom: the six circlets with their two feather slots each (the feather
colours the mask asks for), the twelve spaces (people tiles, the quipus still waiting, empty
spaces), and a line of supplies (reserve quipus, food, offerings, medals, priests at home,
pututu tiles, god cards), the three missions and the goods. ``mask_spots`` says where each
clickable part lies, so drawing and hit-testing agree.
"""

from __future__ import annotations

import pygame

from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.cuzcoboard_view import mission_tile, people_tile
from boardgames.games.cuzco.layout import FEATHERS
from boardgames.games.cuzco.state import CuzcoState, Player, feather_count
from boardgames.games.cuzco.table_view import CIRCLET, DIE, MISSION, PEOPLE, SLOT, Spot
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme


def mask_spots(rect: pygame.Rect, player: Player) -> dict[Spot, pygame.Rect]:
    """Where the shown mask's slots, circlets, spaces, missions and dice are."""
    spots: dict[Spot, pygame.Rect] = {}
    pad = 6
    inner = rect.inflate(-2 * pad, -2 * pad)
    head_h = int(inner.height * 0.11)
    crown_h = int(inner.height * 0.27)
    spaces_h = int(inner.height * 0.36)
    top = inner.y + head_h
    cw = inner.width // 6
    for c in range(6):
        x = inner.x + c * cw
        slot_w = (cw - 10) // 2
        for k in range(2):
            spots[(SLOT, 2 * c + k)] = pygame.Rect(
                x + 3 + k * (slot_w + 3), top, slot_w, int(crown_h * 0.42)
            )
        spots[(CIRCLET, c)] = pygame.Rect(
            x + 3, top + int(crown_h * 0.48), cw - 8, int(crown_h * 0.5)
        )
    top += crown_h + 4
    sh = (spaces_h - 4) // 2
    for i in range(12):
        row, col = divmod(i, 6)
        spots[(PEOPLE, i)] = pygame.Rect(inner.x + col * cw + 2, top + row * (sh + 3), cw - 5, sh)
    top += spaces_h + 4
    rest = inner.bottom - top
    mw = int(inner.width * 0.62) // 3
    for i in range(3):
        spots[(MISSION, i)] = pygame.Rect(inner.x + i * mw, top, mw - 4, rest)
    size = min(rest // 2 + 6, 30)
    for i in range(3):
        spots[(DIE, i)] = pygame.Rect(inner.x + 3 * mw + 6 + i * (size + 4), top + 2, size, size)
    return spots


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
    selected_die: int | None,
) -> None:
    player = state.players[seat]
    mask = state.layout.masks[player.mask]
    pygame.draw.rect(surface, th.mix(th.PANEL, color, 0.18), rect, border_radius=8)
    pygame.draw.rect(surface, color, rect, 2, border_radius=8)
    spots = mask_spots(rect, player)
    # Header: name, order, supplies.
    pad = 6
    th.draw_glyph(surface, glyph, (rect.x + pad + 9, rect.y + pad + 10), 8, color)
    order = state.order.index(seat) + 1 if seat in state.order else 0
    room = rect.width - 2 * pad - 22
    line = theme.text(supplies_line(state, player), "small", th.TEXT_DIM)
    if line.get_width() > room * 0.55:
        line = theme.text(short_supplies(state, player), "small", th.TEXT_DIM)
    if line.get_width() > room * 0.55:
        line = theme.text(short_supplies(state, player), "tiny", th.TEXT_DIM)
    title = None
    for text in (f"{name} - mask {mask.name} - order {order}", f"{name} - order {order}", name):
        title = theme.text(text, "normal", th.TEXT, bold=True)
        if title.get_width() <= room - line.get_width() - 10:
            break
    assert title is not None
    surface.blit(title, (rect.x + pad + 22, rect.y + pad))
    surface.blit(line, line.get_rect(topright=(rect.right - pad, rect.y + pad + 3)))
    # Circlets and their feather slots.
    for c in range(6):
        for k in range(2):
            slot = 2 * c + k
            srect = spots[(SLOT, slot)]
            pal.feather(surface, theme, mask.slot_colour(slot), srect, player.feathers[slot])
            if (SLOT, slot) in lit:
                pal.glow_rect(surface, srect)
        crect = spots[(CIRCLET, c)]
        done = player.circlets[c]
        fill = pal.GOLD if done else th.mix(pal.PAPER, th.PANEL, 0.3)
        pygame.draw.rect(surface, fill, crect, border_radius=6)
        pygame.draw.rect(surface, th.BLACK, crect, 1, border_radius=6)
        text = "adorned" if done else f"circlet {c + 1}"
        label = theme.text(text, "small", pal.INK, bold=done)
        if label.get_width() > crect.width - 4:
            label = theme.text("done" if done else f"{c + 1}", "small", pal.INK, bold=True)
        surface.blit(label, label.get_rect(center=crect.center))
        if (CIRCLET, c) in lit:
            pal.glow_rect(surface, crect)
    # The twelve spaces: people tiles first, then the quipus still on the mask, then empty.
    layout = state.layout
    quipu_spaces = layout.quipus
    for i in range(12):
        srect = spots[(PEOPLE, i)]
        if i < len(player.people):
            code, slid = player.people[i]
            people_tile(surface, theme, state, code, srect, slid)
            if (PEOPLE, i) in lit:
                pal.glow_rect(surface, srect)
            if hover == (PEOPLE, i):
                pygame.draw.rect(surface, th.WHITE, srect, 2, border_radius=4)
            continue
        pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.25), srect, border_radius=4)
        if i - len(player.people) < player.quipus and i < len(player.people) + player.quipus:
            q = srect.inflate(-srect.width // 3, -srect.height // 3)
            pygame.draw.rect(surface, color, q, border_radius=3)
            pygame.draw.rect(surface, th.BLACK, q, 1, border_radius=3)
            th.draw_glyph(surface, glyph, q.center, min(q.width, q.height) * 0.3, th.WHITE)
    del quipu_spaces
    # Missions and the dice still to place.
    for i in range(3):
        mrect = spots[(MISSION, i)]
        if i < len(player.missions):
            mission_tile(surface, theme, state, player.missions[i], mrect)
            if (MISSION, i) in lit:
                pal.glow_rect(surface, mrect)
        else:
            pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.25), mrect, border_radius=4)
    for i in range(3):
        drect = spots[(DIE, i)]
        if i < len(player.dice):
            pal.die(surface, theme, drect, player.dice[i], color)
            if (DIE, i) in lit:
                pal.glow_rect(surface, drect, strong=selected_die == i)
            if selected_die == i:
                pygame.draw.rect(surface, th.WHITE, drect.inflate(6, 6), 2, border_radius=5)
    x = spots[(DIE, 2)].right + 8
    y = spots[(DIE, 0)].y
    goods = ", ".join(player.goods) if player.goods else "no goods"
    done = f"{len(player.completed)} done"
    lh = theme.font("tiny").get_linesize()
    for text in (f"Missions {done}", f"Goods: {goods}"):
        for line in theme.wrap(text, rect.right - x - 6, "tiny")[:2]:
            if y + lh > rect.bottom - 4:
                break  # no room left: the hover and the compact strips tell the rest
            surface.blit(theme.text(line, "tiny", th.TEXT), (x, y))
            y += lh


def supplies_line(state: CuzcoState, p: Player) -> str:
    pututu = f"  pututu {'/'.join(f'+{v}' for v in p.pututu)}" if p.pututu else ""
    return (
        f"food {p.food}  offerings {p.offerings}  medals {p.medals}  priests {p.priests}  "
        f"quipus {p.quipus}+{p.reserve}  cards {len(p.hand)}{pututu}"
    )


def short_supplies(state: CuzcoState, p: Player) -> str:
    return (
        f"F{p.food} O{p.offerings} M{p.medals} P{p.priests} Q{p.quipus}+{p.reserve} C{len(p.hand)}"
    )


def draw_compact(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    state: CuzcoState,
    seat: int,
    color: th.Color,
    glyph: str,
    name: str,
) -> None:
    """Another player's mask at a glance: feathers by colour, circlets, people, quipus, goods,
    supplies and missions."""
    p = state.players[seat]
    pygame.draw.rect(surface, th.mix(th.PANEL, color, 0.12), rect, border_radius=6)
    pygame.draw.rect(surface, th.mix(color, th.PANEL, 0.3), rect, 1, border_radius=6)
    th.draw_glyph(surface, glyph, (rect.x + 11, rect.y + 11), 7, color)
    small = theme.font("small").get_linesize()
    surface.blit(theme.text(name, "small", th.TEXT, bold=True), (rect.x + 22, rect.y + 3))
    x = rect.x + 22 + theme.font("small").size(name)[0] + 10
    y = rect.y + 3
    for colour in FEATHERS:
        n = feather_count(state, p, colour)
        frect = pygame.Rect(x, y, 18, small - 2)
        pal.feather(surface, theme, colour, frect, n > 0)
        label = theme.text(str(n), "small", th.TEXT)
        surface.blit(label, (x + 20, y))
        x += 34
    circ = theme.text(f"circlets {sum(p.circlets)}/6", "small", pal.GOLD)
    if x + 4 + circ.get_width() > rect.right - 4:
        circ = theme.text(f"{sum(p.circlets)}/6", "small", pal.GOLD)
    surface.blit(circ, (x + 4, y))
    y2 = rect.y + 3 + small
    studies = sum(1 for c, _ in p.people if c[0] == "S")
    farms = len(p.people) - studies
    line = (
        f"study {studies}  farm {farms}  goods {len(p.goods)}  missions {' '.join(p.missions)}"
        f" ({len(p.completed)} done)"
    )
    width = rect.width - 14
    surface.blit(fit_line(theme, line, width), (rect.x + 8, y2))
    surface.blit(fit_line(theme, short_supplies(state, p), width), (rect.x + 8, y2 + small))


def fit_line(theme: Theme, text: str, width: int) -> pygame.Surface:
    """A line of a compact strip: small, else tiny, else cut short with a dot."""
    surf = theme.text(text, "small", th.TEXT_DIM)
    if surf.get_width() <= width:
        return surf
    surf = theme.text(text, "tiny", th.TEXT_DIM)
    while len(text) > 3 and surf.get_width() > width:
        text = text[:-2] + "."
        surf = theme.text(text, "tiny", th.TEXT_DIM)
    return surf
