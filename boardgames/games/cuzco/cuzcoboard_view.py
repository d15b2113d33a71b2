"""Drawing the Cuzco board: round and phase, status track, temple steps, the study and farm
columns, the market row of this round, the palace and the god display."""

from __future__ import annotations

import pygame

from boardgames.games.cuzco import icons_view as icons
from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco.state import (
    FINAL,
    MARKET,
    MISSIONS,
    OVER,
    PHASE_I,
    PHASE_II,
    START,
    TAKE_MISSION,
    CuzcoState,
)
from boardgames.games.cuzco.table_view import Kind, Spot, Table
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import draw_label, must_label, tip_box

PHASE_NAMES = {
    START: "Setup: starting feathers",
    PHASE_I: "Phase I: dice and actions",
    PHASE_II: "Phase II: studies and farming",
    MARKET: "Phase III: market",
    MISSIONS: "Phase III: missions",
    TAKE_MISSION: "Phase III: missions",
    FINAL: "End of the game: last missions",
    OVER: "The game is over",
}


def ability_names(state: CuzcoState) -> dict[int, str]:
    return {a.ability: a.name for a in state.layout.abilities}


BOARD_FILL: th.Color = (70, 58, 44)
EMPTY_FILL: th.Color = th.mix(BOARD_FILL, th.BLACK, 0.2)


def icon_number(
    surface: pygame.Surface,
    theme: Theme,
    name: str,
    n: int | str,
    rect: pygame.Rect,
    ink: th.Color,
    color: th.Color | None = None,
) -> int:
    """An icon with its number after it ("[maize] 3"), centred in ``rect``; returns the width
    drawn. The number keeps its size where it can and the icon follows the text's height."""
    text = str(n)
    for size in ("normal", "small", "tiny"):
        label = theme.text(text, size, ink, bold=True)
        side = min(rect.height, int(label.get_height() * 1.15))
        # a digit fills less than the font's line: a few pixels of it may overhang the box
        if label.get_width() + side + 2 <= rect.width and label.get_height() <= rect.height + 4:
            break
    else:
        theme.report_cut(text)
    total = side + 2 + label.get_width()
    x = rect.centerx - total // 2
    icons.icon(surface, theme, name, pygame.Rect(x, rect.centery - side // 2, side, side), color)
    surface.blit(label, label.get_rect(midleft=(x + side + 2, rect.centery)))
    return total


def people_tile(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    code: str,
    rect: pygame.Rect,
    slid: bool = False,
    inset: int = 0,
) -> None:
    """A study (blue) or farm (red-orange) tile: its ability as a word (or its icon where the
    word does not fit), and its status or food value as an icon and a number. ``inset``: room
    kept free at the top left (for the column's pips)."""
    tile = state.layout.tile(code)
    base = pal.STUDY if tile.kind == "study" else pal.FARM
    fill = th.mix(base, th.BLACK, 0.35) if slid else base
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=4)
    number_h = theme.font("tiny", True).get_height()
    foot_h = min(rect.height // 2, max(12, rect.height * 2 // 5, number_h))
    top = pygame.Rect(rect.x + 2, rect.y + 2, rect.width - 4, rect.height - foot_h - 3)
    if inset:  # the word or icon goes beside the pips
        top = pygame.Rect(rect.x + inset, rect.y + 2, rect.width - inset - 2, top.height)
    name = ability_names(state).get(tile.ability, "")
    if not draw_label(surface, theme, name, top, th.WHITE, ("small", "tiny"), bold=True):
        plate = top.inflate(-2, -2)
        side = min(plate.width, plate.height)
        disc = pygame.Rect(0, 0, side, side)
        disc.center = plate.center
        pygame.draw.ellipse(surface, pal.PAPER, disc)
        icons.icon(
            surface, theme, icons.ABILITY_ICONS[tile.ability], disc.inflate(-side // 5, -side // 5)
        )
    foot = pygame.Rect(rect.x + 2, rect.bottom - foot_h - 1, rect.width - 4, foot_h)
    icon_number(
        surface, theme, "status" if tile.kind == "study" else "food", tile.value, foot, th.WHITE
    )
    if slid:  # slid down: a gold mark in the corner
        pygame.draw.polygon(
            surface,
            pal.GOLD,
            [
                (rect.right - 11, rect.y + 3),
                (rect.right - 3, rect.y + 3),
                (rect.right - 7, rect.y + 10),
            ],
        )


def draw_cuzco_board(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    colors: list[th.Color],
    glyphs: list[str],
    lit: set[Spot],
    hover: Spot | None,
) -> None:
    r = table.cuzco
    pygame.draw.rect(surface, BOARD_FILL, r, border_radius=8)
    rows = table.cuzco_rows
    # Round and phase.
    title = f"Round {state.round} of {state.layout.rounds} · {PHASE_NAMES.get(state.phase, state.phase)}"
    must_label(
        surface,
        theme,
        title,
        pygame.Rect(r.x + 6, r.y + 2, r.width - 12, table.title_h),
        pal.GOLD,
        ("small", "tiny"),
        bold=True,
    )
    if table.head_w:
        for name, text in table.ROW_NAMES:
            top, h = rows[name]
            head = pygame.Rect(r.x + 4, int(top), table.head_w - 6, int(h))
            must_label(surface, theme, text, head, pal.PAPER, ("small", "tiny"), bold=True)
    x0 = r.x + table.head_w + 3
    draw_status_track(surface, theme, state, colors, glyphs, rows["status"], x0, r.right - 3)
    # Temple steps 1..6 (step 6 highest), each with its priest.
    for k in range(6):
        spot = Spot(Kind.STEP, k)
        rect = table.spots[spot]
        pygame.draw.rect(surface, th.mix(pal.PAPER, pal.GOLD, k / 8), rect, border_radius=3)
        seat = state.temple[k]
        n = theme.text(str(k + 1), "tiny", pal.INK, bold=True)
        surface.blit(n, (rect.x + 2, rect.y + 1))
        if seat is not None:
            side = min(rect.height - 2, rect.width - n.get_width() - 2)
            icons.icon(
                surface,
                theme,
                "priest",
                pygame.Rect(rect.right - side - 1, rect.y + 1, side, side),
                colors[seat],
            )
            th.draw_glyph(
                surface,
                glyphs[seat],
                (rect.x + 2 + n.get_width() / 2, rect.bottom - side * 0.25),
                side * 0.2,
                colors[seat],
            )
        if spot in lit:
            pal.glow_rect(surface, rect)
    # People columns: the pips above each column are the die that takes it.
    pip_r = max(7, theme.px["tiny"] // 2 + 1)
    for kind, row in ((Kind.STUDY_COL, state.study_row), (Kind.FARM_COL, state.farm_row)):
        for c in range(6):
            spot = Spot(kind, c)
            rect = table.spots[spot]
            code = row[c]
            if code is None:
                pygame.draw.rect(surface, EMPTY_FILL, rect, border_radius=4)
            else:
                people_tile(surface, theme, state, code, rect, inset=2 * pip_r)
            pygame.draw.circle(surface, pal.INK, (rect.x + pip_r - 2, rect.y + pip_r - 2), pip_r)
            pip = theme.text(str(c + 1), "tiny", pal.GOLD, bold=True)
            surface.blit(pip, pip.get_rect(center=(rect.x + pip_r - 2, rect.y + pip_r - 2)))
            if spot in lit:
                pal.glow_rect(surface, rect)
            if hover == spot:
                pygame.draw.rect(surface, th.WHITE, rect, 2, border_radius=4)
    # Market row of this round: each good with its price in food and its points.
    row = state.market[min(state.round, len(state.market)) - 1] if state.market else ()
    for c, good in enumerate(row):
        spot = Spot(Kind.GOOD, c)
        if spot not in table.spots:
            continue
        rect = table.spots[spot]
        if good is None:
            pygame.draw.rect(surface, EMPTY_FILL, rect, border_radius=4)
            continue
        draw_good(surface, theme, state, good, rect)
        if spot in lit:
            pal.glow_rect(surface, rect)
    # Palace: the missions on display.
    for i in range(state.n_players + 2):
        spot = Spot(Kind.PALACE, i)
        rect = table.spots[spot]
        if i >= len(state.palace):
            pygame.draw.rect(surface, EMPTY_FILL, rect, border_radius=4)
            continue
        mission_tile(surface, theme, state, state.palace[i], rect)
        if spot in lit:
            pal.glow_rect(surface, rect)
    # God display: the face-up card of each god's pile.
    for g, name in enumerate(state.layout.god_names):
        spot = Spot(Kind.GOD, g)
        rect = table.spots[spot]
        god_card(surface, theme, state, state.display[g], name, rect, len(state.god_piles[g]))
        if spot in lit:
            pal.glow_rect(surface, rect)


def draw_status_track(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    colors: list[th.Color],
    glyphs: list[str],
    band: tuple[float, float],
    x0: int,
    x1: int,
) -> None:
    """Spaces 0..last with every fifth numbered; each player's marker stands above its space,
    markers on one space side by side (the latest arrival first), never on top of each other."""
    top, h = band
    last = len(state.layout.status_vp)
    w = (x1 - x0) / last
    bar_h = max(8, int(h * 0.4))
    bar_y = int(top + h - bar_h)
    for k in range(last):
        cell = pygame.Rect(int(x0 + k * w), bar_y, max(2, int(w) - 1), bar_h)
        pygame.draw.rect(surface, th.mix(pal.PAPER, BOARD_FILL, 0.25 if k % 5 else 0.0), cell)
    for k in range(0, last, 5):  # every fifth space numbered, over its neighbours if need be
        n = theme.text(str(k), "tiny", pal.INK, bold=True)
        at = n.get_rect(center=(int(x0 + k * w + w / 2), bar_y + bar_h // 2))
        at.clamp_ip(pygame.Rect(x0, bar_y, x1 - x0, bar_h))
        pygame.draw.rect(surface, pal.PAPER, at.inflate(2, 0))
        surface.blit(n, at)
    rank = {s: i for i, s in enumerate(state.status_stack)}
    radius = max(6.0, min((h - bar_h) * 0.45, w * 0.9))
    for pos in {p.status for p in state.players}:
        same = sorted(
            (s for s in range(state.n_players) if state.players[s].status == pos),
            key=lambda s: -rank.get(s, 0),
        )
        cx = x0 + pos * w + w / 2
        for k, seat in enumerate(same):
            x = cx + (k - (len(same) - 1) / 2) * radius * 2.1
            x = min(max(x, x0 + radius), x1 - radius)
            y = bar_y - radius - 1
            if abs(x - cx) > 1:
                pygame.draw.line(surface, colors[seat], (x, y + radius), (cx, bar_y), 2)
            th.draw_glyph(surface, glyphs[seat], (x, y), radius, colors[seat])


def draw_good(
    surface: pygame.Surface, theme: Theme, state: CuzcoState, good: str, rect: pygame.Rect
) -> None:
    """A good of the market: its picture (and name where it fits), its price and its points."""
    g = state.layout.good(good)
    pygame.draw.rect(surface, pal.PAPER, rect, border_radius=4)
    line = rect.height // 3
    top = pygame.Rect(rect.x + 2, rect.y + 1, rect.width - 4, rect.height - 2 * line)
    name_h = theme.font("tiny", True).get_linesize()
    if top.height >= name_h * 2 and draw_label(
        surface, theme, good, pygame.Rect(top.x, top.y, top.width, name_h), pal.INK, ("tiny",), True
    ):
        icons.icon(
            surface, theme, good, pygame.Rect(top.x, top.y + name_h, top.width, top.height - name_h)
        )
    else:
        icons.icon(surface, theme, good, top)
    bottom = pygame.Rect(rect.x + 2, rect.bottom - 2 * line, rect.width - 4, 2 * line - 1)
    digits = theme.font("tiny", True).size(f"{g.food}{g.vp}")[0]
    if bottom.width >= 2 * (bottom.height + 4) + digits + 4:
        halves = [pygame.Rect(bottom.x, bottom.y, bottom.width // 2, bottom.height)]
        halves.append(halves[0].move(bottom.width // 2, 0))
    else:
        halves = [
            pygame.Rect(bottom.x, bottom.y, bottom.width, line),
            pygame.Rect(bottom.x, bottom.y + line, bottom.width, line),
        ]
    icon_number(surface, theme, "food", g.food, halves[0], pal.INK)
    icon_number(surface, theme, "vp", g.vp, halves[1], pal.INK)


def god_card(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    card: int,
    god: str,
    rect: pygame.Rect,
    pile: int = -1,
) -> None:
    """A god card face up: the god's colour and sign, the name where it fits, the phases it is
    played in, and how many cards are left under it."""
    color = icons.GOD_COLORS.get(god, pal.GOLD)
    if not card:
        pygame.draw.rect(surface, th.mix(color, th.BG, 0.7), rect, border_radius=5)
        draw_label(surface, theme, "empty", rect, th.TEXT_DIM, ("small", "tiny"))
        return
    pygame.draw.rect(surface, color, rect, border_radius=5)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=5)
    ink = th.contrast_text(color)
    g = state.layout.god(card)
    line = theme.font("tiny").get_linesize()
    foot = pygame.Rect(rect.x + 2, rect.bottom - line - 1, rect.width - 4, line)
    phases = " ".join(g.phases)
    body = pygame.Rect(rect.x + 2, rect.y + 2, rect.width - 4, foot.y - rect.y - 3)
    name_box = pygame.Rect(body.x, body.y, body.width, min(body.height, 2 * line))
    named = body.height >= 3 * line and draw_label(
        surface, theme, god, name_box, ink, ("tiny",), True
    )
    sign = (
        body
        if not named
        else pygame.Rect(body.x, name_box.bottom, body.width, body.bottom - name_box.bottom)
    )
    icons.god_symbol(surface, god, sign.inflate(-sign.width // 4, -4), ink)
    # The foot: the phases it is played in, and the cards left in its pile where both fit.
    left = theme.text(str(pile), "tiny", ink, bold=True) if pile >= 0 else None
    room = pygame.Rect(foot)
    if left is not None:
        room.width -= left.get_width() + 2
    for text in (f"phase {phases}", phases):
        if draw_label(surface, theme, text, room, ink, ("tiny",)):
            if left is not None:
                surface.blit(left, left.get_rect(bottomright=(foot.right, foot.bottom)))
            break
    else:  # one phase a line, the whole width
        two = pygame.Rect(foot.x, foot.y - line, foot.width, 2 * line)
        must_label(surface, theme, phases, two, ink, ("tiny",))


def card_text(state: CuzcoState, card: int, medal: bool = False) -> str:
    """A god card in words: its god, when it is played, what it costs and what it does."""
    g = state.layout.god(card)
    phases = " or ".join("the final scoring" if p == "end" else f"phase {p}" for p in g.phases)
    cost = "an offering"
    if medal:
        cost = "an Inti medal; the face-up card is discarded and the medal leaves the game"
    return f"{g.god}, played in {phases}, costs {cost}. {g.text}"


def draw_card_zoom(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    card: int,
    anchor: pygame.Rect,
    note: str = "",
    medal: bool = False,
) -> pygame.Rect:
    """A god card enlarged beside ``anchor``: its god's colour and sign, then when it is played,
    its cost and its whole ability, wrapped to a readable width and kept inside the window."""
    g = state.layout.god(card)
    area = surface.get_rect()
    size = "small"
    width = min(area.width - 16, max(area.width // 3, theme.px[size] * 20))
    body = f"{card_text(state, card, medal)} {note}".strip()
    lines = theme.wrap(body, width - 16, size)
    line_h = theme.font(size).get_linesize()
    head_h = theme.font("normal", True).get_linesize() + 8
    box = pygame.Rect(0, 0, width, head_h + line_h * len(lines) + 12)
    box = tip_box(area, (box.width - 10, box.height - 6), anchor, "above")
    color = icons.GOD_COLORS.get(g.god, pal.GOLD)
    pygame.draw.rect(surface, th.BLACK, box.inflate(4, 4), border_radius=10)
    pygame.draw.rect(surface, color, box, border_radius=8)
    ink = th.contrast_text(color)
    sign = pygame.Rect(box.x + 6, box.y + 4, head_h - 8, head_h - 8)
    icons.god_symbol(surface, g.god, sign, ink)
    title = theme.text(g.god, "normal", ink, bold=True)
    surface.blit(title, (sign.right + 8, box.y + (head_h - title.get_height()) // 2))
    inner = pygame.Rect(box.x + 6, box.y + head_h, box.width - 12, box.height - head_h - 6)
    pygame.draw.rect(surface, pal.PAPER, inner, border_radius=6)
    y = inner.y + 4
    for line in lines:
        surface.blit(theme.text(line, size, pal.INK), (inner.x + 6, y))
        y += line_h
    return box


def mission_tile(
    surface: pygame.Surface, theme: Theme, state: CuzcoState, mid: str, rect: pygame.Rect
) -> None:
    """A mission: each of its requirements as a number and pictures, a row each (a start
    mission on a grey tile, a general one on gold)."""
    mission = state.layout.mission(mid)
    fill = (200, 200, 196) if mission.start else pal.GOLD
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=4)
    reqs = mission.requirements
    inner = rect.inflate(-4, -4)
    row_h = inner.height // max(1, len(reqs))
    for k, req in enumerate(reqs):
        box = pygame.Rect(inner.x, inner.y + k * row_h, inner.width, row_h)
        requirement(surface, theme, state, req.kind, req.n, req.arg, box)


def requirement(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    kind: str,
    n: int,
    arg: str,
    box: pygame.Rect,
) -> None:
    """One requirement as "n" and pictures: 3 [orange feather], 2 [quipu] [pink feather] ..."""
    pics: list[tuple[str, object]] = []  # (what, its detail)
    tail = ""
    if kind == "feathers":
        pics = [("feather", arg or "any")]
    elif kind == "feather_colours":
        pics = [("feather", c) for c in ("turquoise", "purple", "orange", "pink")]
        n = 0
    elif kind in ("quipu_villages", "quipu_distinct_vp"):
        pics = [("quipu", None)]
        key, _, value = arg.partition(":")
        if key == "feather":
            pics.append(("feather", value))
        elif key == "vp":
            pics.append(("vp", value))
        elif key == "ring":
            pics.append(("ring", value))
        if kind == "quipu_distinct_vp":
            pics.append(("vp", "≠"))
    elif kind in ("people", "people_distinct", "slid"):
        pics = [(arg or "study", None)] if arg else [("study", None), ("farm", None)]
        if kind == "people_distinct":
            tail = "≠"
        elif kind == "slid":
            pics.append(("slid", None))
    elif kind == "people_ability":
        pics = [("study", None), ("ability", int(arg))]
    elif kind == "first_player":
        pics = [("first", None)]
        n = 0
    elif kind in ("goods", "goods_distinct"):
        pics = [(arg, None)] if arg else [("soup", None), ("tools", None)]
        if kind == "goods_distinct":
            tail = "≠"
    elif kind in ("gods_distinct", "gods_same", "gods_of"):
        pics = [("card", arg or None)]
        tail = {"gods_distinct": "≠", "gods_same": "="}.get(kind, "")
    else:  # food, offerings, medals, priests, circlets
        pics = [
            (
                {
                    "offerings": "offering",
                    "medals": "medal",
                    "priests": "priest",
                    "circlets": "circlet",
                }.get(kind, kind),
                None,
            )
        ]
    side = box.height
    for size in ("normal", "small", "tiny"):
        font = theme.font(size, True)
        words = (f"{n}" if n else "", tail)
        text_w = sum(font.size(t)[0] + 2 for t in words if t)
        side = min(box.height, int(font.get_height() * 1.3))
        if text_w + side * len(pics) <= box.width:
            break
    else:
        side = max(8, (box.width - text_w) // max(1, len(pics)))
        if side < 8:
            theme.report_cut(f"{n} {kind}")
    total = text_w + side * len(pics)
    x = box.centerx - total // 2
    y = box.centery
    if n:
        label = theme.text(str(n), size, pal.INK, bold=True)
        surface.blit(label, label.get_rect(midleft=(x, y)))
        x += label.get_width() + 2
    for what, detail in pics:
        cell = pygame.Rect(x, y - side // 2, side, side)
        if what == "feather":
            icons.feather(
                surface,
                str(detail) if detail in pal.FEATHER_COLORS else "turquoise",
                cell,
                detail in pal.FEATHER_COLORS,
            )
        elif what == "vp":
            icons.icon(surface, theme, "vp", cell)
            mark = theme.text(str(detail), "tiny", pal.INK, bold=True)
            surface.blit(mark, mark.get_rect(center=cell.center))
        elif what == "ability":
            icons.icon(surface, theme, icons.ABILITY_ICONS[int(str(detail))], cell.inflate(-2, -2))
        elif what == "card":
            icons.icon(
                surface, theme, "card", cell, icons.GOD_COLORS.get(str(detail)) if detail else None
            )
        elif what == "slid":  # slid down: an arrow pointing down
            x0, y0 = cell.centerx, cell.y + side * 0.15
            y1 = cell.bottom - side * 0.15
            pygame.draw.line(surface, pal.INK, (x0, y0), (x0, y1 - side * 0.2), max(2, side // 8))
            tip = [
                (x0 - side * 0.25, y1 - side * 0.3),
                (x0 + side * 0.25, y1 - side * 0.3),
                (x0, y1),
            ]
            pygame.draw.polygon(surface, pal.INK, tip)
        elif what == "ring":  # the inner or the outer ring of villages, the one meant filled
            c = cell.center
            outer, inner = side * 0.46, side * 0.22
            pygame.draw.circle(surface, pal.INK, c, outer, 0 if detail == "outer" else 2)
            pygame.draw.circle(surface, pal.PAPER if detail == "outer" else pal.INK, c, inner)
        elif what == "first":
            pygame.draw.circle(surface, pal.PAPER, cell.center, side * 0.45)
            pygame.draw.circle(surface, th.BLACK, cell.center, side * 0.45, 1)
            one = theme.text("1", "tiny", pal.INK, bold=True)
            surface.blit(one, one.get_rect(center=cell.center))
        else:
            icons.icon(surface, theme, what, cell, (180, 180, 180) if what == "quipu" else None)
        x += side
    if tail:
        label = theme.text(tail, size, pal.INK, bold=True)
        surface.blit(label, label.get_rect(midleft=(x + 2, y)))


def draw_discard(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    codes: list[str],
    lit: set[Spot],
) -> None:
    """Viracocha 09: the people discard piles spread over the right column to pick from."""
    r = table.discard_area
    pygame.draw.rect(surface, (30, 26, 22), r, border_radius=8)
    title = pygame.Rect(r.x + 8, r.y + 2, r.width - 16, table.title_h)
    must_label(
        surface,
        theme,
        "Discarded people tiles: take one",
        title,
        pal.GOLD,
        ("normal", "small", "tiny"),
        True,
    )
    for i, code in enumerate(codes):
        rect = table.spots.get(Spot(Kind.DISCARD, i))
        if rect is None:
            break
        people_tile(surface, theme, state, code, rect)
        if Spot(Kind.DISCARD, i) in lit:
            pal.glow_rect(surface, rect, strong=False)
