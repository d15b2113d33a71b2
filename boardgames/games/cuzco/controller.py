"""Cuzco's controller: clicks on the road system, the action board, the Cuzco board and the mask
become Cuzco's actions.

Every legal action is mapped either to a thing on the board (a village, an action space, a tile
column, a temple step, a good, a palace mission, a face-up god card, a feather slot, a circlet, a
people tile or mission on the mask) or to a button with its cost. Glowing things are legal; a click
anywhere else gets a one-line reason. Placing a die: click one of your dice (when there is a
choice), then a glowing action space; on a double space click the half you want. Leaving Cuzco, the
arrows in the road area's top corners turn the overlay before you click the village. The fire
blessing is two clicks: an offering or a god card, then status or food.

God cards are private, so the play scene hands the screen over before each person's turn and the
controller only ever sees that seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from boardgames.core.match import Match
from boardgames.core.rules import Action, Event, Seat
from boardgames.games.cuzco import palette_view as pal
from boardgames.games.cuzco import words
from boardgames.games.cuzco.actions import (
    Activate,
    Blessing,
    Buy,
    CompleteMission,
    Done,
    Exchange,
    Move,
    PlaceDie,
    PlaceFeather,
    PlayGod,
    Reallocate,
    ReturnMission,
    SlideUp,
    TakeGod,
    TakeMission,
    TakeTile,
    UseAbility,
    UsePututu,
)
from boardgames.games.cuzco.animations_view import Animations
from boardgames.games.cuzco.cuzcoboard_view import (
    card_text,
    draw_card_zoom,
    draw_cuzco_board,
    draw_discard,
)
from boardgames.games.cuzco.layout import CUZCO, CuzcoLayout
from boardgames.games.cuzco.mask_view import draw_facts, draw_mask, mask_spots
from boardgames.games.cuzco.refusals import why_not
from boardgames.games.cuzco.road_view import ACTION_LABELS, draw_action_board, draw_road_system
from boardgames.games.cuzco.state import (
    BLESSING,
    DISCARD_TILE,
    EXCHANGE,
    FINAL,
    PHASE_II,
    REALLOCATE,
    CuzcoState,
)
from boardgames.games.cuzco.table_view import Kind, Spot, Table, as_spot
from boardgames.ui import theme as th
from boardgames.ui.anim import Animator
from boardgames.ui.boards.grid import Cell
from boardgames.ui.controller import Controller, Reject, Result
from boardgames.ui.theme import Theme
from boardgames.ui.widgets import LABEL_PAD, Button, draw_tip

KEY_DONE = (pygame.K_RETURN, pygame.K_e)
MASK_KINDS = (Kind.SLOT, Kind.CIRCLET, Kind.PEOPLE, Kind.MISSION)


class CuzcoController(Controller):
    needs_handoff = True

    def __init__(self, match: Match, theme: Theme, animator: Animator) -> None:
        # Set before the base class asks for the board (``make_board``) and refreshes.
        layout: CuzcoLayout = match.layout
        self.table = Table(layout, match.params.players)
        self.table.theme = theme
        self.by_spot: dict[Spot, list[Action]] = {}
        self._buttons: list[tuple[Button, Action | str]] = []
        self.die: int | None = None  # index of the selected die
        self.rot: int | None = None  # the overlay's turn previewed before leaving Cuzco
        self.moving: tuple[str, int, int] | None = None  # Mama Quilia 06: (space, owner, die)
        self.bless_first: str | None = None
        self._cards: list[tuple[Button, Action | None]] = []
        self._shown: list[Button] = []  # the buttons of the page on show
        self.page = 0
        self.look: Seat | None = None  # another player's mask, opened by its tab
        self.look_for: Seat | None = None  # the viewer who opened it
        self._layer: pygame.Surface | None = None  # the board as last drawn (see draw_board)
        self._layer_view: object = None
        self._layer_key: tuple[object, ...] = ()
        self.anims = Animations(self)
        super().__init__(match, theme, animator)

    def make_board(self) -> Table:
        return self.table

    @property
    def state(self) -> CuzcoState:
        view: CuzcoState = self.view
        return view

    # --- who is shown ----------------------------------------------------------------------------
    def shown(self) -> Seat:
        """The mask drawn large: the one whose tab was clicked, else the person in front of the
        screen, else the player to act."""
        if self.look is not None:
            return self.look
        if self.viewer is not None:
            return self.viewer
        return self.state.turn

    def shown_own(self) -> Seat:
        """The person in front of the screen, else the player to act (whose dice are shown)."""
        return self.viewer if self.viewer is not None else self.state.turn

    def colors(self) -> list[th.Color]:
        return [self.player_color(s) for s in range(self.match.params.players)]

    def glyphs(self) -> list[str]:
        return [th.player_style(s).glyph for s in range(self.match.params.players)]

    # --- state-derived caches ---------------------------------------------------------------------
    def on_refresh(self) -> None:
        s = self.state
        self.page = 0
        if self.look_for != self.viewer:  # a new person at the screen starts on their own mask
            self.look = self.look_for = None
        seat = self.seat
        player = s.players[self.shown()]
        self.table.set_mask_spots(
            mask_spots(self.table.mask, player, self.theme, self.match.params.players)
        )
        self.table.set_dice([len(here) for here in s.spaces])
        self.table.dice_clickable = False
        task = s.task
        if task is not None and task.kind == DISCARD_TILE and seat is not None:
            self.table.set_discard_spots(sorted(set(s.study_discard) | set(s.farm_discard)))
        else:
            self.table.set_discard_spots([])
        if seat is None:
            self.by_spot, self._buttons = {}, []
            self.die = self.rot = None
            self.moving = None
            self.bless_first = None
            self._hand_buttons()
            self._place_buttons()
            return
        if task is None or task.kind != BLESSING:
            self.bless_first = None
        if task is None or task.kind != REALLOCATE:
            self.moving = None
        dice = s.players[seat].dice
        if self.die is not None and (self.die >= len(dice) or s.task is not None):
            self.die = None
        if len(set(dice)) == 1 and not s.pending:
            self.die = 0
        if s.turned and s.turned in dice:  # a pututu tile turned this die: it is the one to place
            self.die = dice.index(s.turned)
        self._map()
        self._place_buttons()

    def _map(self) -> None:
        s = self.state
        seat = self.seat
        assert seat is not None
        player = s.players[seat]
        by: dict[Spot, list[Action]] = {}
        buttons: list[tuple[Button, Action | str]] = []

        def add(spot: Spot, action: Action) -> None:
            by.setdefault(spot, []).append(action)

        spaces = s.layout.spaces_for(s.n_players)
        index = {sp.id: i for i, sp in enumerate(spaces)}
        task = s.task
        moves = [a for a in self.legal if isinstance(a, Move)]
        if moves and player.chasqui == CUZCO:
            rots = sorted({a.rotation for a in moves})
            if self.rot not in rots:
                self.rot = s.rotation if s.rotation in rots else rots[0]
        for a in self.legal:
            if isinstance(a, PlaceFeather):
                add(Spot(Kind.SLOT, a.slot), a)
            elif isinstance(a, PlaceDie):
                i = index[a.space]
                add(Spot.action(i, spaces[i].actions.index(a.action)), a)
            elif isinstance(a, Move):
                # Leaving Cuzco, only what the overlay reaches as it is shown glows (a jump that
                # keeps the overlay still glows once the arrows turn it back).
                if player.chasqui == CUZCO and a.rotation != self.rot:
                    continue
                spot = (
                    Spot(Kind.CUZCO_SPOT, 0)
                    if a.to == CUZCO
                    else Spot(Kind.VILLAGE, s.village_index(a.to))
                )
                add(spot, a)
            elif isinstance(a, TakeTile):
                if task is not None and task.kind == DISCARD_TILE:
                    codes = self.table.discard_codes
                    if a.tile in codes:
                        add(Spot(Kind.DISCARD, codes.index(a.tile)), a)
                elif a.tile in s.study_row:
                    add(Spot(Kind.STUDY_COL, s.study_row.index(a.tile)), a)
                else:
                    add(Spot(Kind.FARM_COL, s.farm_row.index(a.tile)), a)
            elif isinstance(a, Exchange):
                if a.what in ("status", "food"):
                    add(Spot(Kind.PEOPLE, [c for c, _ in player.people].index(a.arg)), a)
                elif a.what == "god":
                    add(Spot(Kind.GOD, s.layout.god_names.index(a.arg)), a)
                elif a.what == "feather":
                    add(Spot(Kind.SLOT, int(a.arg)), a)
                else:
                    label = {
                        "vp": "+1 VP (1 pip)",
                        "offering": "Offering (2 pips)",
                        "quipu": "Quipu to reserve (2)",
                    }[a.what]
                    buttons.append((Button(f"x:{a.what}", label), a))
            elif isinstance(a, Activate):
                add(Spot(Kind.CIRCLET, a.circlet - 1), a)
            elif isinstance(a, Blessing):
                if self.bless_first is None:
                    if a.first and a.first != "offering":
                        add(Spot(Kind.GOD, s.layout.god_names.index(a.first)), a)
                elif a.first == self.bless_first:
                    label = "+1 status" if a.second == "status" else "+1 food"
                    buttons.append((Button(f"b:{a.second}", label), a))
            elif isinstance(a, SlideUp):
                add(Spot(Kind.PEOPLE, player.people.index((a.tile, True))), a)
            elif isinstance(a, Reallocate):
                if self.moving is None:
                    i = index[a.source]
                    k = s.spaces[i].index((a.owner, a.die))
                    add(Spot.die_on(i, k), a)
                elif (a.source, a.owner, a.die) == self.moving:
                    j = index[a.to]
                    add(Spot.action(j, 0), a)
            elif isinstance(a, TakeGod):
                add(Spot(Kind.GOD, s.layout.god_names.index(a.god)), a)
            elif isinstance(a, UseAbility):
                letter = "S" if a.tiles == "study" else "F"
                for k, (code, _) in enumerate(player.people):
                    if code[0] == letter and s.layout.tile(code).ability == a.ability:
                        add(Spot(Kind.PEOPLE, k), a)
                name = {x.ability: x.name for x in s.layout.abilities}[a.ability]
                buttons.append(
                    (Button(f"u:{a.tiles}:{a.ability}", f"{name} ability ({a.tiles} tiles)"), a)
                )
            elif isinstance(a, Buy):
                add(Spot(Kind.GOOD, a.column), a)
            elif isinstance(a, CompleteMission | ReturnMission):
                add(Spot(Kind.MISSION, player.missions.index(a.mission)), a)
            elif isinstance(a, TakeMission):
                add(Spot(Kind.PALACE, s.palace.index(a.mission)), a)
            elif isinstance(a, UsePututu):
                sign = "+" if a.change > 0 else ""
                buttons.append(
                    (
                        Button(
                            f"p:{a.die}:{a.change}",
                            f"Turn the {a.die} into a {a.die + a.change} (pututu {sign}{a.change})",
                        ),
                        a,
                    )
                )
            elif isinstance(a, Done):
                buttons.append((Button("done", self._done_label(), tooltip="Enter"), a))
        if any(isinstance(a, Blessing) for a in self.legal) and self.bless_first is None:
            if any(isinstance(a, Blessing) and a.first == "offering" for a in self.legal):
                buttons.insert(0, (Button("b:offering", "Offering"), "bless:offering"))
            if all(
                isinstance(a, Blessing) and not a.first
                for a in self.legal
                if isinstance(a, Blessing)
            ):
                self.bless_first = ""
                return self._map()
        # Dice of the player: selectable when placing.
        placing = [a for a in self.legal if isinstance(a, PlaceDie)]
        if placing and not s.bonus:
            for k, d in enumerate(player.dice):
                if any(a.die == d for a in placing):
                    by.setdefault(Spot(Kind.DIE, k), [])
        if moves and player.chasqui == CUZCO and len({a.rotation for a in moves}) > 1:
            by.setdefault(Spot(Kind.ROTATE, 0), [])
            by.setdefault(Spot(Kind.ROTATE, 1), [])
        if self.look is not None and self.look != seat:  # another's mask: nothing on it to click
            by = {spot: acts for spot, acts in by.items() if spot[0] not in MASK_KINDS}
        for k in range(s.n_players):
            if k != self.shown():
                by.setdefault(Spot(Kind.LOOK, k), [])
        self.by_spot = by
        self._buttons = buttons
        # Dice on the spaces answer clicks only while one may be picked up (Mama Quilia 06).
        self.table.dice_clickable = any(spot.kind == Kind.PLACED for spot in by)
        self._hand_buttons()

    def _done_label(self) -> str:
        s = self.state
        task = s.task
        if task is not None:
            if task.kind == EXCHANGE:
                return f"End exchange ({task.reach} left)"
            if task.kind == REALLOCATE:
                return "Move no die"
            return "Done"
        if s.phase == PHASE_II:
            return "End phase II"
        if s.phase == FINAL:
            return "Score last missions"
        return "Buy nothing"

    def _hand_buttons(self) -> None:
        """The viewer's god cards (private) as buttons: playable ones enabled, plus medal uses of
        the face-up cards. Each names its god and phases; the hover shows the whole card."""
        s = self.state
        viewer = self.viewer
        self._cards = []
        if viewer is None:
            return
        plays = {(a.card, a.medal): a for a in self.legal if isinstance(a, PlayGod)}
        for k, card in enumerate(s.players[viewer].hand):
            if not card:
                continue
            g = s.layout.god(card)
            action = plays.get((card, False))
            b = Button(
                f"card:{k}",
                f"{g.god} ({', '.join(g.phases)})",
                enabled=action is not None,
                tooltip=card_text(s, card, medal=False),
                tip_painter=self._zoom(card),
            )
            self._cards.append((b, action))
        for (card, medal), action in sorted(plays.items()):
            if medal:
                g = s.layout.god(card)
                self._cards.append(
                    (
                        Button(
                            f"medal:{card}",
                            f"Medal: face-up {g.god}",
                            tooltip=card_text(s, card, medal=True),
                            tip_painter=self._zoom(card, medal=True),
                        ),
                        action,
                    )
                )

    def _zoom(
        self, card: int, medal: bool = False
    ) -> Callable[[pygame.Surface, th.Theme, pygame.Rect], object]:
        """The hover of a god card's button: the card enlarged, as in the display."""
        state = self.state
        return lambda surface, theme, rect: draw_card_zoom(
            surface, theme, state, card, rect, medal=medal
        )

    def _place_buttons(self) -> None:
        """Every button of the step in the game's part of the panel; where they do not all fit,
        pages with a "More" button that turns them, so none is ever drawn under the log."""
        every = [b for b, _ in self._buttons] + [b for b, _ in self._cards]
        every.sort(key=lambda b: not b.enabled)  # what can be done now on the first page
        rect = self.panel_rect
        height = max(30, self.theme.px["normal"] + 14)
        # Two columns where every label fits whole in half the panel, else one.
        half = (rect.width - 6) // 2 - 2 * LABEL_PAD
        tiny = self.theme.font("tiny")
        columns = 2 if all(tiny.size(b.label)[0] <= half for b in every) else 1
        rows = max(1, (rect.height + 6) // (height + 6))
        room = rows * columns
        if len(every) <= room:
            self.page = 0
            self._shown = every
        else:
            per = max(1, room - 1)
            pages = -(-len(every) // per)
            self.page %= pages
            self._shown = every[self.page * per : (self.page + 1) * per]
            self._shown.append(
                Button("page", f"More ({self.page + 1} of {pages})", tooltip="the other choices")
            )
        self.stack_buttons(self._shown, rect.y, columns=columns)

    def layout(self, board_rect: pygame.Rect, panel_rect: pygame.Rect) -> None:
        self.table.theme = self.theme
        super().layout(board_rect, panel_rect)
        if self.view is not None:
            player = self.state.players[self.shown()]
            self.table.set_mask_spots(
                mask_spots(self.table.mask, player, self.theme, self.match.params.players)
            )
            self.table.set_dice([len(here) for here in self.state.spaces])
            self._place_buttons()

    def panel_height(self) -> int:
        n = len(self._buttons) + len(self._cards)
        rows = max(3, n)  # one column where labels are long; the panel gives what it has
        return rows * (max(30, self.theme.px["normal"] + 14) + 6)

    # --- the Controller interface ---------------------------------------------------------------
    def buttons(self) -> Sequence[Button]:
        return self._shown

    def targets(self) -> set[Cell]:
        return set(self.by_spot)

    def suggestion_cells(self, action: Action) -> list[Cell]:
        """The spots whose click plays ``action`` (and the die to pick first, when placing)."""
        spots: list[Cell] = [spot for spot, acts in self.by_spot.items() if action in acts]
        if isinstance(action, PlaceDie) and self.seat is not None:
            dice = self.state.players[self.seat].dice
            spots += [Spot(Kind.DIE, k) for k, d in enumerate(dice) if d == action.die][:1]
        return spots

    def suggestion_buttons(self, action: Action) -> list[str]:
        return [b.id for b, act in self._buttons if act == action]

    def prompt(self) -> str:
        if self.seat is None:
            return ""
        if (
            self.bless_first is not None
            and self.state.task is not None
            and self.state.task.kind == BLESSING
        ):
            got = (
                "an offering"
                if self.bless_first == "offering"
                else f"{self.bless_first}'s card"
                if self.bless_first
                else "nothing"
            )
            return f"Fire blessing: {got}; now +1 status or +1 food."
        if self.moving is not None:
            return "Now click the action space the die moves to."
        return words.prompt(self.state, self.seat)

    def player_line(self, seat: Seat) -> str:
        s = self.state
        p = s.players[seat]
        order = s.order.index(seat) + 1
        return f"order {order}  status {p.status}  cards {len(p.hand)}  dice {' '.join(map(str, p.dice)) or '-'}"

    def cancel(self) -> bool:
        had = self.die is not None or self.moving is not None or bool(self.bless_first)
        self.moving = None
        self.bless_first = None
        if self.seat is not None:
            self._map()
            self._place_buttons()
        return had

    def on_button(self, button_id: str) -> Result:
        if button_id == "page":
            self.page += 1
            self._place_buttons()
            return None
        for b, action in self._buttons:
            if b.id == button_id:
                if action == "bless:offering":
                    self.bless_first = "offering"
                    self._map()
                    self._place_buttons()
                    return None
                return action if isinstance(action, Action) else None
        for b, play in self._cards:
            if b.id == button_id:
                if play is None:
                    return Reject(
                        "That god card cannot be played at this moment (or you have no offering)."
                    )
                return play
        return None

    def on_key(self, event: pygame.event.Event) -> Result:
        if event.key in KEY_DONE:
            for b, action in self._buttons:
                if b.id == "done":
                    return action if isinstance(action, Action) else None
        return None

    def on_cell(self, spot: Cell) -> Result:
        s = self.state
        cell = as_spot(spot)
        if cell.kind == Kind.LOOK:  # a player's tab: show that mask (one's own tab goes back)
            self.look = None if cell[1] == self.shown_own() else cell[1]
            self.look_for = self.viewer
            player = s.players[self.shown()]
            spots = mask_spots(self.table.mask, player, self.theme, self.match.params.players)
            self.table.set_mask_spots(spots)
            if self.seat is not None:
                self._map()
                self._place_buttons()
            return None
        if self.seat is None:
            return Reject("Wait for your turn.")
        kind = cell[0]
        if kind == Kind.DIE:
            if cell in self.by_spot:
                self.die = cell[1]
                self._map()
                self._place_buttons()
                return None
            return Reject("That die has no legal space now.")
        if kind == Kind.ROTATE:
            if cell not in self.by_spot:
                return Reject("The overlay turns only as your chasqui leaves Cuzco.")
            step = -1 if cell[1] == 0 else 1
            self.rot = ((self.rot if self.rot is not None else s.rotation) + step) % 6
            self.anims.turn_overlay(s.rotation if self.rot is None else self.rot - step, self.rot)
            self._map()
            self._place_buttons()
            return None
        if kind == Kind.PLACED and cell not in self.by_spot:  # a die that only sits there: its half
            i = cell.space
            second = self.table.spots.get(Spot.action(i, 1))
            die = self.table.spots.get(cell)
            k = 1 if second is not None and die is not None and die.centerx >= second.x else 0
            cell = Spot.action(i, k)
            kind = Kind.SPACE
        actions = self.by_spot.get(cell, [])
        if not actions:
            return Reject(self._why_not(cell))
        if kind == Kind.PLACED and self.moving is None:
            a = actions[0]
            assert isinstance(a, Reallocate)
            self.moving = (a.source, a.owner, a.die)
            self._map()
            self._place_buttons()
            return None
        if kind == Kind.SPACE and isinstance(actions[0], PlaceDie):
            dice = self.state.players[self.seat].dice
            chosen = [
                a
                for a in actions
                if isinstance(a, PlaceDie)
                and self.die is not None
                and self.die < len(dice)
                and a.die == dice[self.die]
            ]
            if chosen:
                return chosen[0]
            values = sorted({a.die for a in actions if isinstance(a, PlaceDie)})
            if len(values) == 1 or s.bonus:
                return actions[0]
            return Reject(f"Choose a die first: {', '.join(map(str, values))} can go here.")
        if isinstance(actions[0], Blessing) and self.bless_first is None:
            a = actions[0]
            self.bless_first = a.first
            self._map()
            self._place_buttons()
            return None
        if len(actions) > 1 and isinstance(actions[0], UseAbility):
            return actions[0]
        return actions[0]

    def _why_not(self, cell: Spot) -> str:
        """The action a click on ``cell`` would mean now, and the rules' one line on why it is
        not allowed (``refusals.why_not``)."""
        s = self.state
        seat = self.seat
        assert seat is not None
        if cell[0] in MASK_KINDS and self.shown() != seat:
            name = self.match.params.name(self.shown())
            return f"This is {name}'s mask; your own opens with your tab above it."
        candidate = self._candidate(cell)
        if candidate is None:
            return "Nothing on that spot takes part in this step; the glowing ones do."
        return why_not(s, seat, candidate)

    def _candidate(self, cell: Spot) -> Action | None:
        """What clicking ``cell`` asks for, whether or not the rules allow it now."""
        s = self.state
        assert self.seat is not None
        player = s.players[self.seat]
        kind, i = cell
        spaces = s.layout.spaces_for(s.n_players)
        exchanging = any(isinstance(a, Exchange) for a in self.legal)
        if kind == Kind.SPACE:
            sp, k = divmod(i, 2)
            if sp < len(spaces) and k < len(spaces[sp].actions):
                dice = player.dice
                die = dice[self.die] if self.die is not None and self.die < len(dice) else None
                if die is None and dice:
                    die = dice[0]
                if die is not None:
                    return PlaceDie(die, spaces[sp].id, spaces[sp].actions[k])
            return None
        if kind == Kind.SLOT:
            return Exchange("feather", str(i)) if exchanging else PlaceFeather(i)
        if kind == Kind.VILLAGE:
            rot = self.rot if self.rot is not None else s.rotation
            return Move(s.layout.villages[i].id, rot)
        if kind == Kind.CUZCO_SPOT:
            return Move(CUZCO, s.rotation)
        if kind in (Kind.STUDY_COL, Kind.FARM_COL):
            code = (s.study_row if kind == Kind.STUDY_COL else s.farm_row)[i]
            return TakeTile(code) if code else None
        if kind == Kind.GOD:
            god = s.layout.god_names[i]
            return Exchange("god", god) if exchanging else TakeGod(god)
        if kind == Kind.CIRCLET:
            return Activate(i + 1)
        if kind == Kind.PEOPLE and i < len(player.people):
            code, slid = player.people[i]
            if slid:
                return SlideUp(code)
            if exchanging:
                return Exchange("status" if code[0] == "S" else "food", code)
            tile = s.layout.tile(code)
            return UseAbility(tile.kind, tile.ability)
        if kind == Kind.GOOD:
            return Buy(i)
        if kind == Kind.MISSION and i < len(player.missions):
            return CompleteMission(player.missions[i])
        if kind == Kind.PALACE and i < len(s.palace):
            return TakeMission(s.palace[i])
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, hover_cell: Cell | None) -> None:
        """The board, drawn once per view, selection and window size into a layer that each
        frame blits, with the hover on top (a frame redrew some 1,500 pieces before)."""
        hover = None if hover_cell is None else as_spot(hover_cell)
        s = self.state
        lit = set(self.by_spot)
        if self.seat is not None and s.players[self.seat].chasqui == CUZCO and self.rot is not None:
            angle = self.anims.overlay_angle(self.rot)
        else:
            angle = self.anims.overlay_angle(s.rotation)
        running = self.anims.chasqui_positions()
        key = (
            surface.get_size(),
            self.table.rect.size,
            frozenset(lit),
            self.die,
            self.look,
            self.moving,
            self.bless_first,
            angle,
            tuple(sorted(running.items())),
            self.theme.px["small"],
        )
        if self._layer is None or self._layer_view is not self.view or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size())
            self._layer.fill(th.BG)
            self._draw_all(self._layer, lit, angle, running)
            self._layer_view, self._layer_key = self.view, key
        area = self.table.rect.inflate(8, 8)
        surface.blit(self._layer, area.topleft, area)
        if hover is not None:
            if hover in self.table.spots or hover in self.table.round_spots:
                edge = th.WHITE if hover in lit else th.mix(th.WHITE, th.BG, 0.5)
                pygame.draw.polygon(surface, edge, self.table.polygon(hover), 2)
            self._draw_hover(surface, hover)

    def _draw_all(
        self,
        surface: pygame.Surface,
        lit: set[Spot],
        angle: float,
        running: dict[int, tuple[float, float]],
    ) -> None:
        s = self.state
        theme = self.theme
        colors, glyphs = self.colors(), self.glyphs()
        draw_road_system(surface, theme, self.table, s, colors, glyphs, lit, None, angle, running)
        draw_action_board(surface, theme, self.table, s, colors, glyphs, lit, None)
        draw_cuzco_board(surface, theme, self.table, s, colors, glyphs, lit, None)
        shown = self.shown()
        draw_mask(
            surface,
            theme,
            self.table.mask,
            s,
            shown,
            colors[shown],
            glyphs[shown],
            self.match.params.name(shown),
            lit,
            None,
            colors,
            glyphs,
        )
        own = self.shown_own()
        self._draw_dice(surface, own, colors[own], glyphs[own], lit)
        if self.table.discard_codes:  # Viracocha 09: the piles lie over the right column
            draw_discard(surface, theme, self.table, s, self.table.discard_codes, lit)

    def _draw_dice(
        self, surface: pygame.Surface, seat: Seat, color: th.Color, glyph: str, lit: set[Spot]
    ) -> None:
        """The dice still to place, beside the action board; the chosen one lifted and ringed."""
        strip = self.table.dice_strip
        pygame.draw.rect(surface, th.mix(th.PANEL, color, 0.15), strip, border_radius=6)
        dice = self.state.players[seat].dice
        for k in range(3):
            rect = self.table.spots[Spot(Kind.DIE, k)]
            if k >= len(dice):
                pygame.draw.rect(surface, th.mix(th.PANEL, th.BLACK, 0.2), rect, 1, border_radius=6)
                continue
            chosen = self.die == k and Spot(Kind.DIE, k) in lit
            if chosen:  # lifted: a shadow where it stood, the die raised and ringed
                pygame.draw.rect(surface, th.BLACK, rect.move(2, 2), border_radius=6)
                rect = rect.move(-2, -4)
            pal.die(surface, self.theme, rect, dice[k], color, glyph)
            if chosen:
                pygame.draw.rect(surface, th.WHITE, rect.inflate(8, 8), 3, border_radius=8)
            elif Spot(Kind.DIE, k) in lit:
                pal.glow_rect(surface, rect, strong=False)

    def draw_player_facts(self, surface: pygame.Surface, rect: pygame.Rect, seat: Seat) -> bool:
        if self.view is None:
            return False
        draw_facts(surface, self.theme, rect, self.state, seat)
        return True

    def _draw_hover(self, surface: pygame.Surface, spot: Spot) -> None:
        """What the thing under the mouse is, wrapped inside the window; a god card enlarged."""
        if spot not in self.table.spots and spot not in self.table.round_spots:
            return  # the thing under the mouse went away with the last move
        xs, ys = zip(*self.table.polygon(spot), strict=True)
        anchor = pygame.Rect(
            int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys))
        )
        s = self.state
        if spot[0] == Kind.GOD and s.display[spot[1]]:
            left = len(s.god_piles[spot[1]])
            note = f"{left} card{'' if left == 1 else 's'} left in the pile under it."
            draw_card_zoom(surface, self.theme, s, s.display[spot[1]], anchor, note)
            return
        text = self.hover_text(spot)
        if text:
            draw_tip(surface, self.theme, text, anchor, area=surface.get_rect())

    def hover_text(self, spot: Spot) -> str:
        s = self.state
        kind, i = spot
        player = s.players[self.shown()]
        if kind == Kind.LOOK:
            name = self.match.params.name(i)
            return "Back to your own mask." if i == self.shown_own() else f"Show {name}'s mask."
        if kind == Kind.VILLAGE:
            names = [self.match.params.name(k) for k in range(s.n_players)]
            return words.village_text(s, s.layout.villages[i].id, names)
        if kind == Kind.CUZCO_SPOT:
            return "Cuzco: a chasqui arriving here takes the fire blessing; leaving, it may turn the overlay."
        if kind == Kind.SPACE:
            spaces = s.layout.spaces_for(s.n_players)
            sp, k = divmod(i, 2)
            if sp < len(spaces) and k < len(spaces[sp].actions):
                action = spaces[sp].actions[k]
                return f"{ACTION_LABELS[action]}: {words.ACTION_HELP[action]}"
        if kind in (Kind.STUDY_COL, Kind.FARM_COL):
            row = s.study_row if kind == Kind.STUDY_COL else s.farm_row
            code = row[i]
            return f"Column {i + 1}: " + (
                words.tile_text(s, code) if code else "empty until the round ends."
            )
        if kind == Kind.PEOPLE and i < len(player.people):
            return words.tile_text(s, player.people[i][0])
        if kind == Kind.GOD and s.display[i]:
            return card_text(s, s.display[i])
        if kind == Kind.MISSION and i < len(player.missions):
            return words.mission_text(s, player.missions[i])
        if kind == Kind.PALACE and i < len(s.palace):
            return words.mission_text(s, s.palace[i])
        if kind == Kind.GOOD:
            row = s.market[s.round - 1]
            good = row[i] if i < len(row) else None
            if good:
                g = s.layout.good(good)
                return f"{g.name}: costs {g.food} food, gives {g.vp} VP at once."
        if kind == Kind.STEP:
            per = s.layout.priest_vp[s.round - 1]
            return f"Temple step {i + 1}: each priest on the steps scores {per} VP at the end of this round."
        if kind == Kind.CIRCLET:
            mask = s.layout.masks[player.mask]
            a, b = mask.circlets[i]
            vp = s.layout.circlet_vp[i]
            now = s.layout.headdress_vp[s.round - 1]
            return f"Circlet {i + 1}: needs a {a} and a {b} feather; adorning it now scores {now} + {vp} VP."
        if kind == Kind.DISCARD and i < len(self.table.discard_codes):
            return words.tile_text(s, self.table.discard_codes[i])
        return ""

    def animate(self, events: Sequence[Event], before: Any) -> None:
        self.anims.play(events, before)
