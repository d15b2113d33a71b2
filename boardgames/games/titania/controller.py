"""Titania's controller: clicks on ship cards, spaces and buttons become Titania's actions.

Playing a card: click a card in the hand (its legal spaces glow), then a glowing space. A
two-coloured card places either colour: pick the colour with the buttons under the hand or by
clicking that half of the selected card, or just click a space only one of the colours can take.
A space that only one card in the hand can reach may be clicked without choosing a card first.
The steps a space asks for use the board too (a glowing tower space to build on or to crown with a
sea star, a glowing space for the extra ship) or the buttons (shell colour, which tower of a space
gets the story, keep the sea stars, finish building, end the turn, discard). Every click the rules
refuse gets a one-line reason in the status line (``refusals``).

Hands are private, so the play scene hands the screen over before each person's turn
(``needs_handoff``) and the controller only ever sees that seat's view.

The controller keeps the selection and interprets input; the buttons it offers come from
``buttons``, the panel section is ``panel``, the board is drawn by ``frame`` and ``hover``, and
events become animations in ``animations``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from boardgames.core.rules import Action, Event, Seat
from boardgames.games.titania import buttons_view, queries
from boardgames.games.titania import frame_view as frame
from boardgames.games.titania import panel_view as panel
from boardgames.games.titania import refusals_view as refusals
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
from boardgames.games.titania.animations_view import EventAnimations
from boardgames.games.titania.art_view import BoardArt
from boardgames.games.titania.buttons_view import PLAYING, hand_buttons, step_buttons
from boardgames.games.titania.cardbutton_view import CardButton
from boardgames.games.titania.components import card_colours
from boardgames.games.titania.hover_view import draw_description
from boardgames.games.titania.layout import TitaniaLayout
from boardgames.games.titania.state import TitaniaState
from boardgames.games.titania.track_view import Track
from boardgames.games.titania.words_view import count
from boardgames.ui import theme as th
from boardgames.ui.boards import HexBoard
from boardgames.ui.controller import Controller, Reject, Result
from boardgames.ui.widgets import Button, readable

Cell = tuple[int, int]


KEY_BUTTONS = {
    pygame.K_d: "draw",
    pygame.K_e: "end",
    pygame.K_RETURN: "end",
    pygame.K_k: "keep",
    pygame.K_f: "finish",
}


# The step buttons that are an action by themselves.
STEP_BUTTONS: dict[str, Action] = {
    "draw": DrawCards(),
    "end": EndTurn(),
    "keep": KeepSeaStars(),
    "finish": FinishBuilding(),
}


class TitaniaController(Controller):
    needs_handoff = True

    def make_board(self) -> HexBoard:
        layout: TitaniaLayout = self.match.layout
        self.board_data = layout  # the spaces, for drawing; the state's own copy is the same
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
        self._rows = panel.PanelRows()
        return HexBoard([s.at for s in layout.spaces], pointy=layout.pointy, margin=0.1)

    # --- state-derived caches ------------------------------------------------------------------
    @property
    def state(self) -> TitaniaState:
        view: TitaniaState = self.view
        return view

    def on_refresh(self) -> None:
        self.last_move = frame.recent_cells(self.match.played())
        self._rebuild()

    def _step(self) -> str:
        return queries.step(self.state)

    def _rebuild(self) -> None:
        """Targets and buttons for the current step and selection (drops stale selections)."""
        s, seat = self.state, self.seat
        owner = self._owner()
        self._hand = s.players[owner].hand if owner is not None else ()
        self._buttons = []
        self._targets = set()
        if seat is None:
            self.card = self.colour = None
            self.spot = self.tower = None
            shown = owner is not None and owner == self.viewer  # a person waiting sees their hand
            self._cards = hand_buttons(self._hand, None, dim=True) if shown else []
            self._place()
            return
        now = self._step()
        picking = now in (*PLAYING, queries.STEP_DISCARD)  # the steps in which cards are picked
        moved = self.card is not None and (
            self.card_index >= len(self._hand) or self._hand[self.card_index] != self.card
        )
        if moved or not picking:  # the lifted card left the hand, or cards are not picked now
            self.card = self.colour = None
            self.spot = None
        self._targets = self._step_targets(now)
        if now != queries.STEP_BUILD or self.tower not in self._targets:
            self.tower = None  # only the build step rings a tower space, and only a buildable one
        lifted = self.card_index if self.card is not None else None
        self._cards = hand_buttons(self._hand, lifted, dim=not picking)
        self._buttons = step_buttons(s, now, self.legal, self.card, self.colour, self.tower)
        self._place()

    def _step_targets(self, now: str) -> set[Cell]:
        """The spaces a click may use in step ``now``."""
        s = self.state
        if now in PLAYING:
            return self._play_targets()
        if now == queries.STEP_SEA_STARS:
            return set(queries.occupiable_towers(s))
        if now == queries.STEP_EXTRA_SHIP:
            return set(queries.extra_ship_targets(s))
        if now == queries.STEP_BUILD:
            return {at for at, _ in queries.buildable(s)}
        return set()

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
            self.theme.px[readable(self.theme, "small")],
        )
        if self.art is None or self.art.key != key:
            assert isinstance(self.board, HexBoard)
            self.art = BoardArt(self.board_data, self.board, board_rect, self.track, self.theme)
        self._place()

    def _place(self) -> None:
        """Lay out the panel section: supplies, the hand, then the step's buttons."""
        self._rows = panel.place(self.panel_rect, self.theme, self._cards)
        # Each kind of step button has its own place: what a click brings never lands under it.
        buttons_view.place(self._buttons, self.panel_rect, self._rows.buttons, self.theme)

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
                count(p.hand_size, "card"),
                count(shells, "shell"),
                count(p.sea_stars, "sea star"),
                count(p.point_tiles, "tile"),
            )
        )

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
        s, seat = self.state, self.seat
        now = self._step()
        if now in PLAYING:
            return self._play_click(cell)
        if now == queries.MUST_END:
            return Reject(refusals.must_end(s))
        if now == queries.STEP_DISCARD:
            return Reject(refusals.discard_first(len(self._hand)))
        if now == queries.STEP_CHOOSE_SHELLS:
            return Reject("First choose the colour of the shells with the buttons on the right.")
        if now == queries.STEP_EXTRA_SHIP:
            if cell in self._targets:
                return PlaceExtraShip(cell)
            return Reject(refusals.extra_ship(s, seat, cell))
        if now == queries.STEP_SEA_STARS:
            if cell in self._targets:
                return OccupyTower(cell)
            return Reject(refusals.sea_star(s, seat, cell))
        if now == queries.STEP_BUILD:
            options = [colour for at, colour in queries.buildable(s) if at == cell]
            if len(options) == 1:
                return Build(cell, options[0])
            if options:
                self.tower = cell
                self._rebuild()
                return None
            return Reject(refusals.build(s, seat, cell))
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
            return Reject(refusals.place(s, seat, colours, cell))
        options = [a for a in self.legal if isinstance(a, PlayCard) and a.at == cell]
        plain = [a for a in options if len(card_colours(a.card)) == 1]
        chosen = plain or options
        if len(chosen) == 1:
            return chosen[0]
        if not chosen:
            if not self._hand:
                return Reject("There is no card in the hand: draw 3 cards.")
            colours = list(dict.fromkeys(c for card in self._hand for c in card_colours(card)))
            return Reject(refusals.place(s, seat, colours, cell))
        cards = {a.card for a in chosen}
        if len(cards) == 1:  # one joker whose two colours both fit: ask which
            card = chosen[0].card
            self.card, self.card_index, self.spot = card, self._hand.index(card), cell
            self._rebuild()
            return None
        return Reject("Several cards can place a ship there: click a card first.")

    # --- clicks on buttons ---------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> Result:
        """Shortcuts for the panel: digits pick a card; D draw, E or Enter end, K keep, F finish."""
        if pygame.K_1 <= event.key <= pygame.K_9:
            wanted = f"card:{event.key - pygame.K_1}"
        else:
            wanted = KEY_BUTTONS.get(event.key, "")
        if wanted and any(b.id == wanted and b.enabled for b in self.buttons()):
            return self.on_button(wanted)
        return None

    def suggestion_buttons(self, action: Action) -> list[str]:
        """The buttons that play a suggested action: the card to lift, its colour, a step."""
        ids: list[str] = []
        card = getattr(action, "card", None)
        if card is not None and card in self._hand:
            ids.append(f"card:{self._hand.index(card)}")
        colour = getattr(action, "colour", None)
        if isinstance(action, PlayCard) and colour is not None:
            ids.append(f"colour:{colour}")
        elif isinstance(action, Build | ChooseShells):
            ids.append(f"{'build' if isinstance(action, Build) else 'shells'}:{colour}")
        ids += [b for b, step in STEP_BUTTONS.items() if step == action]
        return ids

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
        if kind in STEP_BUTTONS:
            return STEP_BUTTONS[kind]
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
            return Reject(refusals.must_end(self.state))
        if now not in PLAYING:
            return Reject(refusals.finish_step_first(now))
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
            return Reject(refusals.unplayable_card(self.state, colours))
        self.card, self.card_index, self.colour, self.spot = card, i, None, None
        self._rebuild()
        return None

    # --- drawing -------------------------------------------------------------------------------
    def panel_height(self) -> int:
        return panel.height(self.theme)

    def draw_panel(self, surface: pygame.Surface) -> None:
        rect = self.panel_rect
        owner = self._owner()
        if rect.height <= 0 or owner is None or self.view is None:
            return
        summary = queries.player_summary(self.state, owner)
        name = self.match.names[owner]
        panel.draw(
            surface, self.theme, rect, self._rows, owner, name, summary, owner == self.viewer
        )
        if self.seat is not None:
            edge = th.mix(th.PANEL, th.PANEL_LIGHT, 0.7)
            for place in buttons_view.empty_places(
                self._buttons, rect, self._rows.buttons, self.theme
            ):
                pygame.draw.rect(surface, edge, place, 1, border_radius=max(4, place.height // 4))

    def draw_board(self, surface: pygame.Surface, hover: Cell | None) -> None:
        art = self.art
        if art is None or self.view is None:
            return
        assert self.track is not None  # laid out together with the art
        acting = self.seat is not None
        marks = frame.Marks(self.last_move, self._targets, (self.spot, self.tower), hover, acting)
        frame.draw_board(
            surface, self.state, art, self.track, self.sea, self.animator.hidden, marks
        )
        if hover is not None:
            assert isinstance(self.board, HexBoard)
            draw_description(surface, self.theme, self.board, self.sea, self.state, hover)

    def animate(self, events: Sequence[Event], before: Any) -> None:
        art = self.art
        if art is None or self.view is None or not self.animator.enabled:
            return
        # Before a hand-off the play scene shows the public view while these run.
        animations = EventAnimations(
            self.animator,
            art,
            self.track,
            self.sea,
            self.theme,
            self._rows.star_spot,
            lambda: self.state,
        )
        animations.add(events, before, self.viewer)
