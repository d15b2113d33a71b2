"""Titania's controller: clicks on ship cards, spaces and buttons become Titania's actions.

Playing a card: click a card in the hand (its legal spaces glow), then a glowing space. A
two-coloured card places either colour: pick the colour with the buttons under the hand or by
clicking that half of the selected card, or just click a space only one of the colours can take.
A space that only one card in the hand can reach may be clicked without choosing a card first.
The steps a space asks for use the board too (a glowing tower space to build on or to crown with a
sea star, a glowing space for the extra ship) or the buttons (shell colour, which tower of a space
gets the story, keep the sea stars, finish building, end the turn, discard). Every click the rules
refuse gets a one-line reason in the status line.

Hands are private, so the play scene hands the screen over before each person's turn
(``needs_handoff``) and the controller only ever sees that seat's view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Action, Event, PointsScored, Seat
from boardgames.games.titania import queries
from boardgames.games.titania.actions import (
    Build,
    ChooseShells,
    Discard,
    DrawCards,
    EndTurn,
    FinishBuilding,
    KeepSeaStars,
    OccupyTower,
    PlaceExtraShip,
    PlayCard,
)
from boardgames.games.titania.building import MAX_STORIES, story_cost
from boardgames.games.titania.cards import HAND_LIMIT
from boardgames.games.titania.components import (
    SHELL_COLOURS,
    SHIP_COLOURS,
    card_colours,
    parse_gift,
)
from boardgames.games.titania.events import (
    EraBegun,
    FogRevealed,
    FogTileRemoved,
    PointTileTaken,
    SeaStarPlaced,
    SeaStarsReceived,
    ShellsReceived,
    ShipPlaced,
    StoryBuilt,
)
from boardgames.games.titania.layout import (
    BONUS_SPACE,
    CASTLE,
    FOG,
    POINT_SPACE,
    TOWER_SPACE,
    TitaniaLayout,
)
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.view import (
    SHELL_LETTER,
    SHELL_RGB,
    SHIP_LETTER,
    SHIP_RGB,
    SPACE_NAMES,
    BoardArt,
    CardButton,
    Track,
    card_label,
    draw_diamond,
    draw_shell,
    draw_star,
    draw_story,
    gift_words,
)
from boardgames.ui import theme as th
from boardgames.ui.anim import Custom, FloatText, Travel
from boardgames.ui.boards import HexBoard
from boardgames.ui.controller import Controller, Reject, Result
from boardgames.ui.widgets import Button

Cell = tuple[int, int]
Point = tuple[float, float]

MOVE_S = 0.3  # a piece travelling or a tile flipping
POP_S = 0.25  # a story dropping onto its tower
FLOAT_S = 0.35  # "+3" rising over the place that earned it
FIRST_STEPS = {
    queries.STEP_CHOOSE_SHELLS: "choose the colour of the shells (buttons on the right)",
    queries.STEP_SEA_STARS: "place a sea star on a glowing tower space, or keep them",
    queries.STEP_EXTRA_SHIP: "place the extra ship on a glowing space",
    queries.STEP_BUILD: "build on a glowing tower space",
}
PLAYING = (queries.START, queries.PLAY)
SEA_TEXT: th.Color = (206, 212, 222)  # small text on the sea keeps >= 4.5:1 contrast


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class TitaniaController(Controller):
    needs_handoff = True

    def make_board(self) -> HexBoard:
        layout: TitaniaLayout = self.match.layout
        self.board_data = layout  # the spaces, for drawing; the state's own copy is the same
        self.viewer: Seat | None = None
        self.card: str | None = None  # the selected card (to play or to discard)
        self.card_index = -1  # which copy of it in the hand is lifted
        self.colour: str | None = None  # the ship colour chosen for a two-coloured card
        self.spot: Cell | None = None  # a space both colours of the selected joker could take
        self.tower: Cell | None = None  # a tower space waiting for its tower colour
        self.art: BoardArt | None = None
        self.track: Track | None = None
        self.sea = pygame.Rect(0, 0, 0, 0)
        self._buttons: list[Button] = []
        self._cards: list[CardButton] = []
        self._targets: set[Cell] = set()
        self._hand: tuple[str, ...] = ()
        self._star_spot: Point = (0.0, 0.0)
        self._rows: dict[str, int] = {}
        return HexBoard([s.at for s in layout.spaces], pointy=layout.pointy, margin=0.1)

    # --- state-derived caches ------------------------------------------------------------------
    @property
    def state(self) -> TitaniaState:
        return self.view

    def refresh(self, viewer: Seat | None, seat: Seat | None) -> None:
        self.viewer = viewer
        super().refresh(viewer, seat)

    def on_refresh(self) -> None:
        self.last_move = self._recent_cells()
        self._rebuild()

    def _step(self) -> str:
        return queries.step(self.state)

    def _rebuild(self) -> None:
        """Targets and buttons for the current step and selection (drops stale selections)."""
        s, seat = self.state, self.seat
        self._buttons = []
        self._cards = []
        self._targets = set()
        owner = self._owner()
        self._hand = s.players[owner].hand if owner is not None else ()
        if seat is None:
            self.card = self.colour = None
            self.spot = self.tower = None
            if owner is not None and owner == self.viewer:  # a person waiting sees their hand
                for i, card in enumerate(self._hand):
                    b = CardButton(f"card:{i}", card_label(card), card=card, dim=True)
                    b.tooltip = self._card_tip(card)
                    self._cards.append(b)
            self._place()
            return
        now = self._step()
        if self.card is not None and (
            self.card_index >= len(self._hand) or self._hand[self.card_index] != self.card
        ):
            self.card = self.colour = None
            self.spot = None
        if now not in (*PLAYING, queries.STEP_DISCARD):
            self.card = self.colour = None
            self.spot = None
        if now != queries.STEP_BUILD:
            self.tower = None

        for i, card in enumerate(self._hand):
            b = CardButton(f"card:{i}", card_label(card), card=card, tooltip=self._card_tip(card))
            b.selected = self.card is not None and i == self.card_index
            b.dim = now not in (*PLAYING, queries.STEP_DISCARD)
            self._cards.append(b)

        if now in PLAYING:
            self._targets = self._play_targets()
            if self.card is not None and len(card_colours(self.card)) == 2:
                for colour in card_colours(self.card):
                    b = Button(
                        f"colour:{colour}",
                        f"{colour.capitalize()} ship ({SHIP_LETTER[colour]})",
                        color=th.mix(SHIP_RGB[colour], th.PANEL, 0.25),
                        tooltip="or click that half of the card",
                    )
                    b.selected = self.colour == colour
                    self._buttons.append(b)
            if now == queries.START:
                self._buttons.append(Button("draw", "Draw 3 cards", tooltip="ends the turn"))
            else:
                self._buttons.append(self._end_button())
        elif now == queries.MUST_END:
            self._buttons.append(self._end_button())
        elif now == queries.STEP_DISCARD:
            label = f"Discard {card_label(self.card)}" if self.card else "Discard (pick a card)"
            b = Button("discard", label, tooltip=f"keep at most {HAND_LIMIT} cards")
            b.enabled = self.card is not None
            self._buttons.append(b)
        elif now == queries.STEP_CHOOSE_SHELLS:
            task = s.task
            amount = task.amount if task else 0
            for a in self.legal:
                if isinstance(a, ChooseShells):
                    self._buttons.append(
                        Button(
                            f"shells:{a.colour}",
                            f"{amount} {a.colour} ({SHELL_LETTER[a.colour]})",
                            color=th.mix(SHELL_RGB[a.colour], th.PANEL, 0.2),
                        )
                    )
        elif now == queries.STEP_SEA_STARS:
            self._targets = set(queries.occupiable_towers(s))
            self._buttons.append(Button("keep", "Keep sea stars", tooltip="save them for later"))
        elif now == queries.STEP_EXTRA_SHIP:
            self._targets = set(queries.extra_ship_targets(s))
        elif now == queries.STEP_BUILD:
            options = queries.buildable(s)
            self._targets = {at for at, _ in options}
            if self.tower not in self._targets:
                self.tower = None
            if self.tower is not None:
                heights = queries.tower_heights(s, self.tower)
                for at, colour in options:
                    if at != self.tower:
                        continue
                    level = heights[colour] + 1
                    cost = _count(story_cost(level - 1), "shell")
                    self._buttons.append(
                        Button(
                            f"build:{colour}",
                            f"{colour.capitalize()} ({SHELL_LETTER[colour]}): {cost}",
                            color=th.mix(SHELL_RGB[colour], th.PANEL, 0.2),
                            tooltip=f"story {level} of the {colour} tower "
                            f"costs {story_cost(level - 1)} {colour} shells",
                        )
                    )
            if any(isinstance(a, FinishBuilding) for a in self.legal):
                self._buttons.append(Button("finish", "Finish building"))
        self._place()

    def _end_button(self) -> Button:
        n = queries.cards_drawn_at_end(self.state)
        return Button(
            "end", f"End turn, draw {n}" if n else "End turn", tooltip="the next player's turn"
        )

    def _card_tip(self, card: str) -> str:
        names = " or ".join(card_colours(card))
        return f"{names} ship card"

    def _owner(self) -> Seat | None:
        """Whose supplies the panel shows: the viewer, else the player to act."""
        if self.viewer is not None:
            return self.viewer
        s = self.state
        return s.turn if s is not None and s.turn < s.n_players else None

    def _play_targets(self) -> set[Cell]:
        s, seat = self.state, self.seat
        assert seat is not None
        if self.card is not None:
            return set(queries.legal_spaces(s, seat, self.card, self.colour))
        return {a.at for a in self.legal if isinstance(a, PlayCard)}

    def _recent_cells(self) -> set[Cell]:
        """Spaces touched by the latest turn (the previous player's, or this one so far)."""
        steps = self.match.played()
        if not steps:
            return set()
        seat = steps[-1].seat
        cells: set[Cell] = set()
        for step in reversed(steps):
            if step.seat != seat:
                break
            if any(isinstance(e, EraBegun) for e in step.events):
                break  # the board was cleared after this step
            for e in step.events:
                if isinstance(e, ShipPlaced | StoryBuilt | SeaStarPlaced):
                    cells.add(tuple(e.at))  # type: ignore[arg-type]
        return cells

    # --- layout --------------------------------------------------------------------------------
    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        self.panel_rect = panel_rect
        thickness = max(16, int(min(board_rect.width, board_rect.height) * 0.034))
        self.track = Track(board_rect.copy(), thickness)
        self.sea = board_rect.inflate(-2 * thickness - 6, -2 * thickness - 6)
        self.board.fit(self.sea.inflate(-8, -8))
        key = (
            board_rect.size,
            board_rect.topleft,
            round(self.board.size, 3),
            self.theme.px["small"],
        )
        if self.art is None or self.art.key != key:
            self.art = BoardArt(self.board_data, self.board, board_rect, self.track, self.theme)
        self._place()

    def _supply_spot(self, colour: str) -> Point:
        """Where the unplaced ships of a colour wait: the board's top-right corner by the panel."""
        k = SHIP_COLOURS.index(colour)
        step = self.board.size * 1.25
        return (self.sea.right - step * (3 - k) + step * 0.1, self.sea.y + self.board.size * 0.55)

    def _place(self) -> None:
        """Lay out the panel section: supplies, the hand, then the step's buttons."""
        rect = self.panel_rect
        theme = self.theme
        small = theme.font("small").get_linesize()
        row = theme.px["normal"] + 12
        y = rect.y
        self._rows = {"title": y}
        y += small + 2
        self._rows["shells"] = y
        y += row
        self._rows["tiles"] = y
        y += row + 4
        self._rows["hand"] = y
        y += small + 10
        card_h = max(34, int(theme.px["normal"] * 3.1))
        n = len(self._cards)
        if n:
            gap = 6
            per_row = n
            width = min(int(card_h / 1.4), (rect.width - gap * (n - 1)) // n)
            if width < 26:
                per_row = math.ceil(n / 2)
                width = (rect.width - gap * (per_row - 1)) // per_row
            rows = math.ceil(n / per_row)
            height = card_h if rows == 1 else (card_h - gap) // 2
            for i, b in enumerate(self._cards):
                r, c = divmod(i, per_row)
                b.rect = pygame.Rect(
                    rect.x + c * (width + gap), y + r * (height + gap), width, height
                )
        y += card_h + 10
        # where sea stars leave from when one is placed: the sea star counter
        self._star_spot = (
            rect.x + rect.width * 0.66 + row * 0.5,
            self._rows["shells"] + row / 2 - 2,
        )
        self.stack_buttons(self._buttons, y)

    # --- the controller protocol ---------------------------------------------------------------
    def prompt(self) -> str:
        s = self.state
        names = self.match.names
        who = names[s.turn] if s.turn < len(names) else ""
        now = self._step()
        if now in PLAYING and self.card is not None:
            if self.spot is not None:
                a, b = card_colours(self.card)
                return f"{who}: a {a} or a {b} ship on the ringed space? Choose the colour below."
            colours = [self.colour] if self.colour else list(card_colours(self.card))
            what = " or ".join(colours)
            return f"{who}: place a {what} ship on a glowing space (right click: another card)."
        if now == queries.STEP_BUILD and self.tower is not None:
            return f"{who}: which tower of the ringed space gets the next story? (buttons below)"
        if now == queries.STEP_DISCARD and self.card is not None:
            return f"{who}: discard this {self.card} card? Press Discard, or pick another card."
        return queries.prompt(s, names)

    def player_line(self, seat: Seat) -> str:
        p = queries.player_summary(self.state, seat)
        shells = sum(p.shells.values())
        return " · ".join(
            (
                _count(p.hand_size, "card"),
                _count(shells, "shell"),
                _count(p.sea_stars, "sea star"),
                _count(p.point_tiles, "tile"),
            )
        )

    def score(self, seat: Seat) -> int:
        return queries.player_summary(self.state, seat).score

    def targets(self) -> set[Cell]:
        return self._targets

    def buttons(self) -> Sequence[Button]:
        return [*self._cards, *self._buttons]

    def cancel(self) -> bool:
        had = any(x is not None for x in (self.card, self.colour, self.spot, self.tower))
        self.card = self.colour = None
        self.spot = self.tower = None
        self.card_index = -1
        if self.view is not None:
            self._rebuild()
        return had

    # --- clicks on the board -------------------------------------------------------------------
    def on_cell(self, cell: Cell) -> Result:
        if self.seat is None:
            return Reject("Wait for your turn.")
        s = self.state
        now = self._step()
        if now in PLAYING:
            return self._play_click(cell)
        if now == queries.MUST_END:
            return Reject(self._must_end_reason())
        if now == queries.STEP_DISCARD:
            extra = _count(len(self._hand) - HAND_LIMIT, "more card")
            return Reject(f"Discard {extra} first: click a card, then Discard.")
        if now == queries.STEP_CHOOSE_SHELLS:
            return Reject("First choose the colour of the shells with the buttons on the right.")
        if now == queries.STEP_EXTRA_SHIP:
            if cell in self._targets:
                return PlaceExtraShip(cell)
            return Reject(self._extra_reason(cell))
        if now == queries.STEP_SEA_STARS:
            if cell in self._targets:
                return OccupyTower(cell)
            return Reject(self._star_reason(cell))
        if now == queries.STEP_BUILD:
            options = [colour for at, colour in queries.buildable(s) if at == cell]
            if len(options) == 1:
                return Build(cell, options[0])
            if options:
                self.tower = cell
                self._rebuild()
                return None
            return Reject(self._build_reason(cell))
        return Reject("The game is over.")

    def _play_click(self, cell: Cell) -> Result:
        s, seat = self.state, self.seat
        assert seat is not None
        if self.card is not None:
            colours = [self.colour] if self.colour else list(card_colours(self.card))
            fits = [c for c in colours if cell in queries.legal_spaces(s, seat, self.card, c)]
            if len(fits) == 1:
                return PlayCard(self.card, fits[0], cell)
            if fits:
                self.spot = cell
                self._rebuild()
                return None
            return Reject(self._place_reason(colours, cell))
        options = [a for a in self.legal if isinstance(a, PlayCard) and a.at == cell]
        plain = [a for a in options if len(card_colours(a.card)) == 1]
        chosen = plain or options
        if len(chosen) == 1:
            return chosen[0]
        if not chosen:
            if not self._hand:
                return Reject("There is no card in the hand: draw 3 cards.")
            colours = list(dict.fromkeys(c for card in self._hand for c in card_colours(card)))
            return Reject(self._place_reason(colours, cell))
        cards = {a.card for a in chosen}
        if len(cards) == 1:  # one joker whose two colours both fit: ask which
            card = chosen[0].card
            self.card, self.card_index, self.spot = card, self._hand.index(card), cell
            self._rebuild()
            return None
        return Reject("Several cards can place a ship there: click a card first.")

    def _place_reason(self, colours: Sequence[str], cell: Cell) -> str:
        s, seat = self.state, self.seat
        assert seat is not None
        reasons = [queries.placement_reason(s, seat, c, cell) for c in colours]
        known = list(dict.fromkeys(r for r in reasons if r))
        if len(known) == 1:
            return known[0]
        if known:
            return (
                f"No {' or '.join(colours)} ship may go there: {known[0][0].lower()}{known[0][1:]}"
            )
        return "A ship cannot go there now."

    def _must_end_reason(self) -> str:
        if self.state.era_over:
            return "The era is over: end the turn (button on the right)."
        return "Three cards have been played: end the turn (button on the right)."

    def _extra_reason(self, cell: Cell) -> str:
        s, seat = self.state, self.seat
        task = s.task
        assert seat is not None and task is not None
        if not s.layout.has(cell) or cell not in s.layout.neighbours(task.at):
            return "The extra ship must go next to the fog space it came from."
        return (
            queries.placement_reason(s, seat, task.colour, cell)
            or "The extra ship cannot go there."
        )

    def _star_reason(self, cell: Cell) -> str:
        s, seat = self.state, self.seat
        assert seat is not None
        if s.layout.space_at(cell).kind != TOWER_SPACE:
            return "Sea stars are placed on tower spaces only."
        if queries.has_sea_star(s, cell):
            return "A sea star already lies on that tower space."
        cost = queries.sea_star_cost(s, cell)
        have = s.players[seat].sea_stars
        return f"That tower space costs {cost} sea stars (one per tower); there are {have}."

    def _build_reason(self, cell: Cell) -> str:
        s, seat = self.state, self.seat
        task = s.task
        assert seat is not None and task is not None
        space = s.layout.space_at(cell)
        if space.kind != TOWER_SPACE:
            return "Stories go on the towers of a tower space next to the crane."
        if cell not in s.layout.neighbours(task.at):
            return "That tower space does not touch the crane the ship stands on."
        shells = s.players[seat].shells
        for colour, height in queries.tower_heights(s, cell).items():
            k = SHELL_COLOURS.index(colour)
            if height >= MAX_STORIES:
                continue
            if s.story_supply[k] <= 0:
                return f"No {colour} stories are left in the supply."
            cost = story_cost(height)
            return (
                f"Story {height + 1} of the {colour} tower costs {cost} {colour} shells; "
                f"there are {shells[k]}."
            )
        return f"Every tower there already has {MAX_STORIES} stories."

    # --- clicks on buttons ---------------------------------------------------------------------
    def on_button(self, button_id: str) -> Result:
        if self.seat is None:
            return Reject("Wait for your turn.")
        kind, _, arg = button_id.partition(":")
        if kind == "card":
            return self._card_click(int(arg))
        if kind == "colour":
            if self.card is None:
                return Reject("Choose a two-coloured card first.")
            if self.spot is not None:
                return PlayCard(self.card, arg, self.spot)
            self.colour = arg
            self._rebuild()
            return None
        simple: dict[str, Action] = {
            "draw": DrawCards(),
            "end": EndTurn(),
            "keep": KeepSeaStars(),
            "finish": FinishBuilding(),
        }
        if kind in simple:
            return simple[kind]
        if kind == "shells":
            return ChooseShells(arg)
        if kind == "build":
            if self.tower is None:
                return Reject("Click a glowing tower space first.")
            return Build(self.tower, arg)
        if kind == "discard":
            if self.card is None:
                return Reject("Click the card to discard first.")
            return Discard(self.card)
        return None

    def _card_click(self, i: int) -> Result:
        if i >= len(self._hand):
            return None
        card = self._hand[i]
        now = self._step()
        if now == queries.STEP_DISCARD:
            same = self.card == card and self.card_index == i
            self.card, self.card_index = (None, -1) if same else (card, i)
            self._rebuild()
            return None
        if now == queries.MUST_END:
            return Reject(self._must_end_reason())
        if now not in PLAYING:
            return Reject(f"First {FIRST_STEPS.get(now, 'finish this step')}.")
        seat = self.seat
        assert seat is not None
        colours = card_colours(card)
        if self.card == card and self.card_index == i:
            half = self._cards[i].half if i < len(self._cards) else ""
            if len(colours) == 2 and half:
                if self.spot is not None:
                    return PlayCard(card, half, self.spot)
                self.colour = half
            else:
                self.card, self.card_index, self.colour = None, -1, None
            self.spot = None
            self._rebuild()
            return None
        if not queries.legal_spaces(self.state, seat, card):
            left = queries.ships_left(self.state)
            gone = [c for c in colours if left[c] == 0]
            if gone:
                return Reject(f"No {gone[0]} ships are left in the supply.")
            return Reject(f"No space can take a {' or '.join(colours)} ship now.")
        self.card, self.card_index, self.colour, self.spot = card, i, None, None
        self._rebuild()
        return None

    # --- the side panel ------------------------------------------------------------------------
    def panel_height(self) -> int:
        theme = self.theme
        small = theme.font("small").get_linesize()
        row = theme.px["normal"] + 12
        card_h = max(34, int(theme.px["normal"] * 3.1))
        button = max(30, theme.px["normal"] + 14) + 6
        return small + 2 + 2 * row + 4 + small + 10 + card_h + 10 + 3 * button

    def draw_panel(self, surface: pygame.Surface) -> None:
        rect = self.panel_rect
        owner = self._owner()
        if rect.height <= 0 or owner is None or self.view is None:
            return
        theme = self.theme
        s = self.state
        p = queries.player_summary(s, owner)
        name = self.match.names[owner]
        style = th.player_style(owner)
        y = self._rows["title"]
        th.draw_glyph(surface, style.glyph, (rect.x + 6, y + 8), 6, style.color)
        title = theme.text(f"{name}: shells, sea stars, point tiles", "small", th.TEXT_DIM)
        surface.blit(title, (rect.x + 16, y))
        # shells by colour, then sea stars
        row = theme.px["normal"] + 12
        y = self._rows["shells"]
        chip = rect.width * 0.66 / len(SHELL_COLOURS)
        for k, colour in enumerate(SHELL_COLOURS):
            x = rect.x + k * chip
            pill = pygame.Rect(round(x), y, round(chip) - 6, row - 4)
            pygame.draw.rect(surface, th.PANEL_LIGHT, pill, border_radius=6)
            draw_shell(surface, theme, (pill.x + row * 0.5, pill.centery - 1), row * 0.36, colour)
            count = theme.text(str(p.shells[colour]), "normal", th.TEXT, bold=True)
            surface.blit(count, count.get_rect(midleft=(pill.x + row * 0.95, pill.centery)))
        star_pill = pygame.Rect(
            round(rect.x + rect.width * 0.66), y, round(rect.width * 0.34), row - 4
        )
        pygame.draw.rect(surface, th.PANEL_LIGHT, star_pill, border_radius=6)
        draw_star(surface, (star_pill.x + row * 0.5, star_pill.centery), row * 0.33)
        label = theme.text(f"{p.sea_stars} sea star" + ("" if p.sea_stars == 1 else "s"), "small")
        surface.blit(label, label.get_rect(midleft=(star_pill.x + row * 0.95, star_pill.centery)))
        # point tiles: own values, or "?" for tiles the viewer may not see
        y = self._rows["tiles"]
        label = theme.text("Point tiles", "small", th.TEXT_DIM)
        surface.blit(label, label.get_rect(midleft=(rect.x, y + row / 2 - 2)))
        x = rect.x + label.get_width() + 10 + row * 0.3
        for value in p.point_tile_values[:12]:
            draw_diamond(surface, theme, (x, y + row / 2 - 2), row * 0.4, str(value or "?"))
            x += row * 0.7
        if not p.point_tile_values:
            none = theme.text("none yet", "small", th.TEXT_DIM)
            surface.blit(none, none.get_rect(midleft=(x - row * 0.3, y + row / 2 - 2)))
        # the hand
        y = self._rows["hand"]
        hand = "Hand" if owner == self.viewer else "Hand (hidden)"
        label = theme.text(f"{hand}: {_count(len(self._hand), 'card')}", "small", th.TEXT_DIM)
        surface.blit(label, (rect.x, y))

    # --- the board -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        art = self.art
        if art is None or self.view is None:
            return
        s = self.state
        theme = self.theme
        board = self.board
        hidden = self.animator.hidden
        surface.blit(art.static, art.rect)
        self._draw_corners(surface)
        layout = s.layout
        for i, space in enumerate(layout.spaces):
            cell = space.at
            tile = s.fog[i]
            if tile is not None and not hidden(("fog", cell)):
                face = art.fog_face(tile) if s.fog_up[i] else art.fog_back
                art.blit_center(surface, face, art.fog_spot(cell))
            if space.kind == TOWER_SPACE:
                self._draw_towers(surface, i)
        for cell in self.last_move:
            art.blit_center(surface, art.last, board.center(cell))
        for cell in self._targets:
            art.blit_center(surface, art.glow, board.center(cell))
        for ring in (self.spot, self.tower):
            if ring is not None:
                art.blit_center(surface, art.selected, board.center(ring))
        if hover is not None and hover in self._targets:
            art.blit_center(surface, art.hover, board.center(hover))
        for i, here in enumerate(s.ships):
            cell = layout.spaces[i].at
            for k, colour in enumerate(here):
                if not hidden(("ship", cell, colour)):
                    art.blit_center(surface, art.ships[colour], art.ship_spot(cell, k))
        if queries.step(s) == queries.STEP_SEA_STARS and self.seat is not None:
            for cell in self._targets:  # what crowning each glowing space costs
                cost = queries.sea_star_cost(s, cell)
                badge = theme.outlined(f"{cost}x", "small", th.WHITE)
                x, y = art.star_spot(cell)
                art.blit_center(surface, art.star, (x + board.size * 0.14, y))
                surface.blit(badge, badge.get_rect(midright=(x, y)))
        self._draw_markers(surface)
        if hover is not None:
            self._draw_hover_info(surface, hover)

    def _draw_towers(self, surface: pygame.Surface, i: int) -> None:
        art = self.art
        assert art is not None
        s = self.state
        space = s.layout.spaces[i]
        cell = space.at
        for j, colour in enumerate(space.towers):
            for level in range(1, s.stories[i][j] + 1):
                if not self.animator.hidden(("story", cell, colour, level)):
                    draw_story(surface, art.story_rect(space, j, level), colour)
        if s.starred[i] and not self.animator.hidden(("star", cell)):
            art.blit_center(surface, art.star, art.star_spot(cell))

    def _draw_corners(self, surface: pygame.Surface) -> None:
        """The era (top left) and the ships still to place this era (top right)."""
        s = self.state
        theme = self.theme
        x, y = self.sea.x + 12, self.sea.y + 8
        era = theme.text(f"Era {s.era} of 2", "large", th.TEXT, bold=True)
        surface.blit(era, (x, y))
        tiles = theme.text(f"{len(s.point_supply)} point tiles left", "small", SEA_TEXT)
        surface.blit(tiles, (x, y + era.get_height() + 2))
        assert self.art is not None
        left = queries.ships_left(s)
        title = theme.text("Ships left this era", "small", SEA_TEXT)
        surface.blit(title, title.get_rect(topright=(self.sea.right - 12, self.sea.y + 4)))
        for colour in SHIP_COLOURS:
            cx, cy = self._supply_spot(colour)
            cy += title.get_height() - 2
            self.art.blit_center(surface, self.art.ships[colour], (cx, cy))
            n = left[colour]
            # the era ends when a colour runs out: low counts turn orange (outlined for contrast)
            color = th.ORANGE if n <= 2 else th.WHITE
            label = theme.outlined(str(n), "normal", color)
            surface.blit(label, label.get_rect(midleft=(cx + self.art.ship_size * 0.5, cy + 4)))

    def _marker_scores(self) -> list[int]:
        s = self.state
        return [queries.player_summary(s, seat).score for seat in range(s.n_players)]

    def _draw_markers(self, surface: pygame.Surface) -> None:
        art, track = self.art, self.track
        assert art is not None and track is not None
        scores = self._marker_scores()
        at: dict[int, list[int]] = {}
        for seat, score in enumerate(scores):
            if not self.animator.hidden(("marker", seat)):
                at.setdefault(score % 100, []).append(seat)
        for spot, seats in at.items():
            sprites = art.markers if len(seats) == 1 else art.small_markers
            for k, seat in enumerate(seats):
                pos = track.slot(spot, k, len(seats))
                art.blit_center(surface, sprites[seat], pos)
                if scores[seat] >= 100:
                    pygame.draw.circle(surface, th.WHITE, pos, track.thickness * 0.42, 2)

    def _draw_hover_info(self, surface: pygame.Surface, cell: Cell) -> None:
        text = self._describe(cell)
        if not text:
            return
        theme = self.theme
        label = theme.text(text, "small", th.TEXT)
        cx, cy = self.board.center(cell)
        box = label.get_rect(midbottom=(cx, cy - self.board.size * 0.95)).inflate(12, 6)
        box.clamp_ip(self.sea)
        pygame.draw.rect(surface, (12, 14, 18), box, border_radius=5)
        pygame.draw.rect(surface, th.PANEL_LIGHT, box, 1, border_radius=5)
        surface.blit(label, label.get_rect(center=box.center))

    def _describe(self, cell: Cell) -> str:
        """One line about a space, for the hover label."""
        s = self.state
        space = s.layout.space_at(cell)
        name = SPACE_NAMES[space.kind]
        if space.kind == BONUS_SPACE:
            return f"{name}: each ship gets {gift_words(space.gifts)}"
        if space.kind == POINT_SPACE:
            return f"{name}: 1st and 2nd ship take a point tile ({len(s.point_supply)} left)"
        if space.kind == FOG:
            tile = queries.fog_tile(s, cell)
            if tile is None:
                return f"{name}: the tile has been taken"
            if not tile.face_up:
                return f"{name}: a face-down tile"
            return f"{name}: {tile.gift.label} (once more for the 2nd ship)"
        if space.kind == TOWER_SPACE:
            heights = queries.tower_heights(s, cell)
            towers = ", ".join(f"{c} {h}/4" for c, h in heights.items())
            star = "sea star" if queries.has_sea_star(s, cell) else "no sea star"
            return f"{name}: {towers} · {star}"
        if space.kind == CASTLE:
            return f"{name} ({space.flag} flag): ships start here"
        return f"{name}: build on the towers next to it"

    # --- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], before: Any) -> None:
        art = self.art
        if art is None or self.view is None or not self.animator.enabled:
            return
        # Before a hand-off the play scene shows the public view while these run.
        viewer = self.viewer
        board = self.board
        size = board.size
        delay = 0.0
        origin: Cell | None = None
        floated = 0.0  # stacks several float texts over one place
        running = {}
        if isinstance(before, TitaniaState):
            running = {
                seat: queries.player_summary(before, seat).score for seat in range(before.n_players)
            }
        for e in events:
            if not e.visible(viewer):
                continue
            if isinstance(e, ShipPlaced):
                cell = tuple(e.at)
                here = queries.ships_at(self.state, cell)
                k = here.index(e.colour) if e.colour in here else 0
                start = self._supply_spot(e.colour)
                if not e.card and isinstance(before, TitaniaState) and before.task is not None:
                    start = art.fog_spot(before.task.at)  # the fog tile gave this ship
                self._travel(
                    art.ships[e.colour],
                    start,
                    art.ship_spot(cell, k),
                    delay,
                    ("ship", cell, e.colour),
                )
                origin = cell
                delay += MOVE_S
                floated = 0.0
            elif isinstance(e, FogRevealed):
                self._flip(tuple(e.at), delay)
                delay += MOVE_S
            elif isinstance(e, FogTileRemoved):
                self._fade_tile(tuple(e.at), e.tile, delay)
            elif isinstance(e, ShellsReceived) and origin is not None:
                text = f"+{e.amount} {e.colour} ({SHELL_LETTER[e.colour]})"
                self._float(text, board.center(origin), delay, floated, th.WHITE)
                floated += 1
            elif isinstance(e, SeaStarsReceived) and origin is not None:
                text = f"+{e.amount} sea star" + ("s" if e.amount > 1 else "")
                self._float(text, board.center(origin), delay, floated, th.ORANGE)
                floated += 1
            elif isinstance(e, PointTileTaken) and origin is not None:
                self._float("+1 point tile", board.center(origin), delay, floated, th.SKY)
                floated += 1
            elif isinstance(e, StoryBuilt):
                self._drop_story(tuple(e.at), e.colour, e.level, delay)
                delay += POP_S
            elif isinstance(e, SeaStarPlaced):
                cell = tuple(e.at)
                self._travel(art.star, self._star_spot, art.star_spot(cell), delay, ("star", cell))
                delay += MOVE_S
            elif isinstance(e, PointsScored) and e.points:
                where = e.where
                old = running.get(e.seat, 0)
                running[e.seat] = old + e.points
                if isinstance(where, tuple | list) and len(where) == 2:
                    at = board.center((int(where[0]), int(where[1])))
                else:
                    at = self.track.point(old) if self.track else board.rect.center
                self._float(f"+{e.points}", (at[0], at[1] - size * 0.2), delay, 0, th.GREEN)
                self._glide_marker(e.seat, old, old + e.points, delay)

    def _travel(
        self,
        sprite: pygame.Surface,
        start: Point,
        end: Point,
        delay: float,
        key: tuple[Any, ...],
    ) -> None:
        art = self.art
        assert art is not None

        def draw(surface: pygame.Surface, pos: Point, _t: float) -> None:
            art.blit_center(surface, sprite, pos)

        self.animator.add(
            Travel(duration=MOVE_S, delay=delay, hides=key, start=start, end=end, draw_piece=draw)
        )

    def _flip(self, cell: Cell, delay: float) -> None:
        art = self.art
        assert art is not None
        at = art.fog_spot(cell)

        def fn(surface: pygame.Surface, t: float) -> None:
            i = self.state.index(cell)
            tile = self.state.fog[i]
            face = art.fog_back if t < 0.5 or tile is None else art.fog_face(tile)
            w = max(1, int(face.get_width() * abs(1 - 2 * t)))
            squeezed = pygame.transform.scale(face, (w, face.get_height()))
            art.blit_center(surface, squeezed, at)

        self.animator.add(Custom(duration=MOVE_S, delay=delay, hides=("fog", cell), fn=fn))

    def _fade_tile(self, cell: Cell, label: str, delay: float) -> None:
        art = self.art
        gift = parse_gift(label)
        if art is None or gift is None:
            return
        face = art.fog_face(gift)
        at = art.fog_spot(cell)

        def fn(surface: pygame.Surface, t: float) -> None:
            scale = max(0.05, 1 - t)
            w, h = face.get_size()
            small = pygame.transform.smoothscale(
                face, (max(1, int(w * scale)), max(1, int(h * scale)))
            )
            small.set_alpha(int(255 * (1 - t)))
            art.blit_center(surface, small, (at[0], at[1] - self.board.size * 0.4 * t))

        self.animator.add(Custom(duration=MOVE_S, delay=delay + MOVE_S, fn=fn))

    def _drop_story(self, cell: Cell, colour: str, level: int, delay: float) -> None:
        art = self.art
        assert art is not None
        space = self.state.layout.space_at(cell)
        if colour not in space.towers:
            return
        j = space.towers.index(colour)
        final = art.story_rect(space, j, level)
        height = self.board.size

        def fn(surface: pygame.Surface, t: float) -> None:
            draw_story(surface, final.move(0, -round(height * (1 - t))), colour)

        self.animator.add(
            Custom(duration=POP_S, delay=delay, hides=("story", cell, colour, level), fn=fn)
        )

    def _float(self, text: str, at: Point, delay: float, row: float, color: th.Color) -> None:
        y = at[1] - self.board.size * 0.1 - row * self.theme.px["large"]
        self.animator.add(
            FloatText(
                duration=FLOAT_S,
                delay=delay,
                text=text,
                at=(at[0], y),
                color=th.mix(color, th.WHITE, 0.3),
                rise=self.board.size * 0.6,
            )
        )

    def _glide_marker(self, seat: Seat, old: int, new: int, delay: float) -> None:
        art, track = self.art, self.track
        if art is None or track is None:
            return
        sprite = art.markers[seat]

        def fn(surface: pygame.Surface, t: float) -> None:
            art.blit_center(surface, sprite, track.point(old + (new - old) * t))

        self.animator.add(Custom(duration=MOVE_S, delay=delay, hides=("marker", seat), fn=fn))
