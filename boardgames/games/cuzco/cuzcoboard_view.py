"""Drawing the Cuzco board: round and phase, status track, temple steps, the study and farm
columns, the market row of this round, the palace and the god display."""

from __future__ import annotations

import pygame

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
from boardgames.games.cuzco.table_view import (
    DISCARD,
    FARM_COL,
    GOD,
    GOOD,
    PALACE,
    STEP,
    STUDY_COL,
    Spot,
    Table,
)
from boardgames.ui import theme as th
from boardgames.ui.theme import Theme

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


def people_tile(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    code: str,
    rect: pygame.Rect,
    slid: bool = False,
) -> None:
    """A study (blue, S) or farm (red-orange, F) tile: ability, and its status or food value."""
    tile = state.layout.tile(code)
    base = pal.STUDY if tile.kind == "study" else pal.FARM
    fill = th.mix(base, th.BLACK, 0.35) if slid else base
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=4)
    name = SHORT_ABILITY.get(tile.ability, str(tile.ability))
    if theme.font("tiny", True).size(name)[0] > rect.width - 4:
        name = TINY_ABILITY.get(tile.ability, name)  # a narrow window: five letters at most
        if theme.font("tiny", True).size(name)[0] > rect.width - 4:
            name = f"{tile.ability:02d}"  # narrower still: the ability's number (hover tells)
    label = fit_text(theme, name, rect.width - 4, th.WHITE, bold=True)
    surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 2)))
    value = "status" if tile.kind == "study" else "food"
    foot_text = f"{value} {tile.value}"
    if theme.font("tiny").size(foot_text)[0] > rect.width - 4:
        foot_text = f"{'st' if tile.kind == 'study' else 'fd'} {tile.value}"
    foot = fit_text(theme, foot_text, rect.width - 4, th.mix(th.WHITE, fill, 0.2))
    if rect.height >= label.get_height() + foot.get_height():
        surface.blit(foot, foot.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))
    if slid:
        pygame.draw.polygon(
            surface,
            pal.GOLD,
            [
                (rect.right - 11, rect.y + 3),
                (rect.right - 3, rect.y + 3),
                (rect.right - 7, rect.y + 10),
            ],
        )


SHORT_ABILITY = {
    1: "Offering",
    2: "2 VP",
    3: "Feather",
    4: "Stone",
    5: "Status",
    6: "Rope",
    7: "God card",
    8: "Quipu",
    9: "Circlet",
    10: "Food",
    11: "Farming",
    12: "Study",
}


TINY_ABILITY = {
    1: "Offer",
    2: "2 VP",
    3: "Feath",
    4: "Stone",
    5: "Stat",
    6: "Rope",
    7: "God",
    8: "Quipu",
    9: "Circl",
    10: "Food",
    11: "Farm",
    12: "Study",
}
TINY_GOOD = {"clothes": "cloth", "decanter": "jug", "jewelry": "jewel"}


def fit_text(
    theme: Theme, text: str, width: int, color: th.Color, bold: bool = False
) -> pygame.Surface:
    """Text in the tiny size, shortened with a dot when it would spill out of ``width``."""
    surf = theme.text(text, "tiny", color, bold)
    while surf.get_width() > width and len(text) > 2:
        text = text[:-2] + "."
        surf = theme.text(text, "tiny", color, bold)
    return surf


def draw_cuzco_board(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    colors: list[th.Color],
    glyphs: list[str],
    lit: set[Spot],
    hover: Spot | None,
    discard: list[str] | None = None,
) -> None:
    r = table.cuzco
    pygame.draw.rect(surface, (70, 58, 44), r, border_radius=8)
    rows = table.cuzco_rows
    small = theme.font("small").get_linesize()

    def head(name: str, text: str) -> None:
        top, h = rows[name]
        if table.head_w < 40:  # a narrow window: the row's name stands on its side
            word = text.split(" ")[0]
            label = pygame.transform.rotate(theme.text(word, "tiny", pal.PAPER, bold=True), 90)
            if label.get_height() > h:
                label = pygame.transform.rotate(theme.text(word[:4], "tiny", pal.PAPER, True), 90)
            surface.blit(label, label.get_rect(center=(r.x + table.head_w // 2, top + h / 2)))
            return
        first, _, rest = text.partition(" (")
        label = theme.text(first, "small", pal.PAPER, bold=True)
        if rest:  # a note in brackets goes on a second, smaller line
            note = theme.text(rest.rstrip(")"), "tiny", pal.PAPER)
            surface.blit(label, (r.x + 6, top + h / 2 - label.get_height()))
            surface.blit(note, (r.x + 6, top + h / 2))
            return
        surface.blit(label, (r.x + 6, top + (h - small) / 2))

    # Round and phase.
    top, h = rows["round"]
    title = theme.text(
        f"Round {state.round} of {state.layout.rounds}", "normal", pal.GOLD, bold=True
    )
    surface.blit(title, (r.x + 6, top))
    phase = theme.text(PHASE_NAMES.get(state.phase, state.phase), "small", pal.PAPER)
    surface.blit(phase, (r.x + 6 + title.get_width() + 10, top + 3))
    # Status track: spaces 0..last, markers stacked (the latest arrival on top).
    top, h = rows["status"]
    head("status", "Status")
    last = len(state.layout.status_vp)
    x0 = r.x + table.head_w
    w = (r.right - 6 - x0) / last
    for k in range(last):
        cell = pygame.Rect(int(x0 + k * w), int(top), max(2, int(w) - 1), int(h))
        pygame.draw.rect(surface, th.mix(pal.PAPER, (70, 58, 44), 0.25 if k % 5 else 0.0), cell)
        if k % 5 == 0:
            n = theme.text(str(k), "small", pal.INK)
            surface.blit(n, n.get_rect(midbottom=(cell.centerx, cell.bottom)))
    rank = {s: i for i, s in enumerate(state.status_stack)}
    for seat in sorted(range(state.n_players), key=lambda s: rank.get(s, 0)):
        pos = state.players[seat].status
        same = sorted(
            (s for s in range(state.n_players) if state.players[s].status == pos),
            key=lambda s: rank.get(s, 0),
        )
        k = same.index(seat)
        cx = x0 + pos * w + w / 2
        th.draw_glyph(
            surface, glyphs[seat], (cx, top + h * 0.35 - k * 3), min(w, h) * 0.33, colors[seat]
        )
    # Temple steps 1..6 (step 6 highest).
    head("temple", f"Temple ({state.medals_left} medals)")
    for k in range(6):
        spot = (STEP, k)
        rect = table.spots[spot]
        pygame.draw.rect(surface, th.mix(pal.PAPER, pal.GOLD, k / 8), rect, border_radius=3)
        n = theme.text(str(k + 1), "small", pal.INK)
        surface.blit(n, (rect.x + 2, rect.y))
        seat = state.temple[k]
        if seat is not None:
            th.draw_glyph(surface, glyphs[seat], rect.center, rect.height * 0.32, colors[seat])
        if spot in lit:
            pal.glow_rect(surface, rect)
    # People columns.
    for name, kind, row in (
        ("study", STUDY_COL, state.study_row),
        ("farm", FARM_COL, state.farm_row),
    ):
        head(name, "Study" if name == "study" else "Farming")
        for c in range(6):
            spot = (kind, c)
            rect = table.spots[spot]
            code = row[c]
            pip = theme.text(str(c + 1), "small", pal.GOLD, bold=True)
            if code is None:
                pygame.draw.rect(
                    surface, th.mix((70, 58, 44), th.BLACK, 0.2), rect, border_radius=4
                )
                surface.blit(pip, pip.get_rect(center=rect.center))
                continue
            people_tile(surface, theme, state, code, rect)
            pygame.draw.circle(surface, pal.INK, (rect.x + 1, rect.y + 1), 8)
            surface.blit(pip, pip.get_rect(center=(rect.x + 1, rect.y + 1)))
            if spot in lit:
                pal.glow_rect(surface, rect)
            if hover == spot:
                pygame.draw.rect(surface, th.WHITE, rect, 2, border_radius=4)
    # Market row of this round.
    head("market", "Market")
    row = state.market[min(state.round, len(state.market)) - 1] if state.market else ()
    for c, good in enumerate(row):
        spot = (GOOD, c)
        if spot not in table.spots:
            continue
        rect = table.spots[spot]
        if good is None:
            pygame.draw.rect(surface, th.mix((70, 58, 44), th.BLACK, 0.2), rect, border_radius=4)
            continue
        g = state.layout.good(good)
        pygame.draw.rect(surface, pal.PAPER, rect, border_radius=4)
        word = (
            good
            if theme.font("tiny", True).size(good)[0] <= rect.width - 4
            else TINY_GOOD.get(good, good)
        )
        label = fit_text(theme, word, rect.width - 4, pal.INK, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 1)))
        price_text = f"{g.food} food" if rect.width > 44 else f"{g.food} fd"
        price = fit_text(theme, price_text, rect.width - 4, pal.INK)
        surface.blit(price, price.get_rect(center=(rect.centerx, rect.centery + 1)))
        points = fit_text(theme, f"{g.vp} VP", rect.width - 4, pal.INK, bold=True)
        surface.blit(points, points.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))
        if spot in lit:
            pal.glow_rect(surface, rect)
    # Palace: the missions on display.
    head("palace", "Palace")
    for i in range(state.n_players + 2):
        spot = (PALACE, i)
        rect = table.spots[spot]
        if i >= len(state.palace):
            pygame.draw.rect(surface, th.mix((70, 58, 44), th.BLACK, 0.2), rect, border_radius=4)
            continue
        mission_tile(surface, theme, state, state.palace[i], rect)
        if spot in lit:
            pal.glow_rect(surface, rect)
    # God display: the face-up card of each god's pile.
    head("gods", "Gods")
    for g, name in enumerate(state.layout.god_names):
        spot = (GOD, g)
        rect = table.spots[spot]
        god_card(surface, theme, state, state.display[g], name, rect, len(state.god_piles[g]))
        if spot in lit:
            pal.glow_rect(surface, rect)
    if discard is not None:
        draw_discard(surface, theme, table, state, discard, lit)


GOD_COLORS = {
    "Iliapa": (40, 170, 180),
    "Mama Quilia": (225, 120, 170),
    "Viracocha": (70, 110, 200),
    "Pacha Mama": (120, 190, 90),
    "Mama Sara": (230, 200, 60),
}


def god_card(
    surface: pygame.Surface,
    theme: Theme,
    state: CuzcoState,
    card: int,
    god: str,
    rect: pygame.Rect,
    pile: int = -1,
) -> None:
    color = GOD_COLORS.get(god, pal.GOLD)
    if not card:
        pygame.draw.rect(surface, th.mix(color, th.BG, 0.7), rect, border_radius=5)
        label = theme.text("empty", "small", th.TEXT_DIM)
        surface.blit(label, label.get_rect(center=rect.center))
        return
    pygame.draw.rect(surface, color, rect, border_radius=5)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=5)
    ink = th.contrast_text(color)
    lines = theme.wrap(god, rect.width - 4, "tiny")
    y = rect.y + 1
    for line in lines[:2]:
        label = fit_text(theme, line, rect.width - 4, ink, bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        y += theme.font("tiny").get_linesize() - 2
    number = theme.text(f"{card:02d}", "normal", ink, bold=True)
    surface.blit(number, number.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))
    if pile >= 0:
        left = theme.text(str(pile), "small", ink)
        surface.blit(left, left.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))


def mission_tile(
    surface: pygame.Surface, theme: Theme, state: CuzcoState, mid: str, rect: pygame.Rect
) -> None:
    start = mid.startswith("S")
    fill = (200, 200, 196) if start else pal.GOLD
    pygame.draw.rect(surface, fill, rect, border_radius=4)
    pygame.draw.rect(surface, th.BLACK, rect, 1, border_radius=4)
    label = theme.text(mid, "tiny", pal.INK, bold=True)
    surface.blit(label, (rect.x + 3, rect.y + 1))
    text = state.layout.mission(mid).text
    lines = theme.wrap(text, rect.width - 6, "tiny")
    lh = theme.font("tiny").get_linesize() - 3
    y = rect.y + lh + 1
    for line in lines:
        if y + lh > rect.bottom:
            break
        surface.blit(theme.text(line, "tiny", pal.INK), (rect.x + 3, y))
        y += lh


def draw_discard(
    surface: pygame.Surface,
    theme: Theme,
    table: Table,
    state: CuzcoState,
    codes: list[str],
    lit: set[Spot],
) -> None:
    """Viracocha 09: the people discard piles spread over the Cuzco board to pick from."""
    r = table.cuzco
    pygame.draw.rect(surface, (30, 26, 22), r, border_radius=8)
    title = theme.text("Discarded people tiles: take one", "normal", pal.GOLD, bold=True)
    surface.blit(title, (r.x + 8, r.y + 6))
    for i, code in enumerate(codes):
        rect = table.spots.get((DISCARD, i))
        if rect is None:
            break
        people_tile(surface, theme, state, code, rect)
        if (DISCARD, i) in lit:
            pal.glow_rect(surface, rect, strong=False)
