"""Why a Cuzco action is refused: one line in the game's words for an action that is not legal now.

``why_not`` answers for every action class of ``actions``: what the step at hand asks first,
then the rule the action breaks ("That slot takes a pink feather; this one is orange.", "Your mask
has no empty space for another people tile.", "Viracocha 07 costs an offering, and you have
none."). It never names an internal id (tile codes, village ids, action ids): things are
named by ``names``. Die placements reuse ``placement.why_not_placed``.
"""

from __future__ import annotations

from boardgames.core.rules import Action, Seat
from boardgames.games.cuzco import roads
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
from boardgames.games.cuzco.gains import open_gods
from boardgames.games.cuzco.gods import BEFORE_PLACING, near_missions, windows
from boardgames.games.cuzco.layout import CUZCO, FARM_KIND, FEATHERS, ROPE, STONE, STUDY_KIND
from boardgames.games.cuzco.missions import shortfall
from boardgames.games.cuzco.names import (
    ability_name,
    article,
    counted,
    mission_name,
    space_name,
    tile_name,
    village_name,
)
from boardgames.games.cuzco.phase2 import ROAD_REACH, TILE_REACH, strength
from boardgames.games.cuzco.phase3 import market_row
from boardgames.games.cuzco.placement import ready_circlets, row, why_not_placed
from boardgames.games.cuzco.state import (
    BLESSING,
    CIRCLET,
    DISCARD_TILE,
    EXCHANGE,
    FEATHER,
    FINAL,
    GOD_CARD,
    MARKET,
    MISSIONS,
    MOVE,
    OVER,
    PHASE_I,
    PHASE_II,
    REALLOCATE,
    SLIDE_UP,
    START,
    TAKE_MISSION,
    TILE,
    CuzcoState,
    Player,
    Task,
    free_spaces,
)
from boardgames.games.cuzco.tasks import EXCHANGE_COST

GENERIC = "That is not a move of this game."

# What a task still asks of the player, as the rest of "First ...".
_OWED = {
    FEATHER: "place the feather you are gaining",
    MOVE: "run your chasqui",
    DISCARD_TILE: "take a tile from the discard piles, or skip it",
    EXCHANGE: "spend the exchange's pips, or end the exchange",
    CIRCLET: "adorn a circlet",
    BLESSING: "take the fire blessing",
    SLIDE_UP: "slide tiles back up with Iliapa, or end that step",
    REALLOCATE: "move a die with Mama Quilia, or end that step",
    GOD_CARD: "take a god card from the display",
}
# Which action classes answer which task.
_ANSWERS: dict[type[Action], tuple[str, ...]] = {
    PlaceFeather: (FEATHER,),
    Move: (MOVE,),
    TakeTile: (TILE, DISCARD_TILE),
    Exchange: (EXCHANGE,),
    Activate: (CIRCLET,),
    Blessing: (BLESSING,),
    SlideUp: (SLIDE_UP,),
    Reallocate: (REALLOCATE,),
    TakeGod: (GOD_CARD,),
}
_ROAD_WORDS = {STONE: "stone trail", ROPE: "rope bridge"}


def why_not(state: CuzcoState, seat: Seat, action: Action) -> str:
    """One line saying why ``action`` is refused for ``seat`` now."""
    if state.phase == OVER:
        return "The game is over."
    if seat != state.turn:
        return "It is another player's turn."
    if isinstance(action, PlayGod):
        return _god(state, seat, action)
    task = state.task
    kind = type(action)
    if task is not None:
        if task.kind in _ANSWERS.get(kind, ()):
            return _task(state, seat, action, task)
        if isinstance(action, Done):
            return _no_skip(task)
        return f"First {owed(task)}."
    if kind in _ANSWERS or isinstance(action, PlaceFeather):
        return _no_task(state, action)
    if isinstance(action, PlaceDie):
        return _place(state, seat, action)
    if isinstance(action, UsePututu):
        return _pututu(state, seat, action)
    if isinstance(action, UseAbility):
        return _ability(state, seat, action)
    if isinstance(action, Buy):
        return _buy(state, seat, action)
    if isinstance(action, CompleteMission | ReturnMission | TakeMission):
        return _mission(state, seat, action)
    if isinstance(action, Done):
        return _done(state)
    return GENERIC


def owed(task: Task) -> str:
    """What the front task asks, as "take the fire blessing"."""
    if task.kind == TILE:
        return f"take {article(task.tile)} tile"
    return _OWED.get(task.kind, "finish the step at hand")


def _cap(text: str) -> str:
    """``text`` with its first letter in capitals (and the rest as it is, unlike capitalize)."""
    return text[:1].upper() + text[1:]


def _no_skip(task: Task) -> str:
    return f"This step cannot be skipped: {owed(task)}."


# --- actions that answer a task --------------------------------------------------------------
def _no_task(state: CuzcoState, action: Action) -> str:
    """The action answers a task, and none is pending."""
    if isinstance(action, PlaceFeather):
        return "You are not gaining a feather now."
    if isinstance(action, Move):
        return (
            "Your chasqui runs after a die on a stone trail or rope bridge space, or with a "
            "road ability in phase II."
        )
    if isinstance(action, TakeTile):
        return (
            "People tiles are taken after a die on the study or farming space, or with an ability."
        )
    if isinstance(action, Exchange):
        return "Pips are spent after a die on the exchange space."
    if isinstance(action, Activate):
        return "A circlet is adorned after a die on the headdress space, or with an ability."
    if isinstance(action, Blessing):
        return (
            "The fire blessing comes with a priest on the temple, an adorned circlet or a run "
            "into Cuzco."
        )
    if isinstance(action, SlideUp):
        return "Tiles slide back up only with Iliapa 02, before an exchange."
    if isinstance(action, Reallocate):
        return "A die on the board moves only with Mama Quilia 06."
    return "A god card is taken this way only with the God card ability or the exchange."


def _task(state: CuzcoState, seat: Seat, action: Action, task: Task) -> str:
    p = state.players[seat]
    if isinstance(action, PlaceFeather):
        return _feather_slot(state, p, action.slot, task.colour, from_supply=state.phase != START)
    if isinstance(action, Move):
        return _move(state, p, action, task)
    if isinstance(action, TakeTile):
        return _take_tile(state, p, action.tile, task)
    if isinstance(action, Exchange):
        return _exchange(state, p, action, task)
    if isinstance(action, Activate):
        return _circlet(state, p, action.circlet, task.reach)
    if isinstance(action, Blessing):
        return _blessing(state, action)
    if isinstance(action, SlideUp):
        return _slide_up(state, p, action.tile)
    if isinstance(action, Reallocate):
        return _reallocate(state, action)
    if isinstance(action, TakeGod):
        return _open_god(state, action.god)
    return GENERIC


def _feather_slot(
    state: CuzcoState, p: Player, slot: int, colour: str, from_supply: bool = True
) -> str:
    if not 0 <= slot < len(p.feathers):
        return "Your mask has no such feather slot."
    if p.feathers[slot]:
        return "That slot already holds a feather."
    wants = state.layout.masks[p.mask].slot_colour(slot)
    if colour and wants != colour:
        return f"That slot takes {article(wants)} feather; this one is {colour}."
    if from_supply and state.feather_supply[FEATHERS.index(wants)] <= 0:
        return f"The supply has no {wants} feather left."
    return "That slot cannot take a feather now."


def _roads_between(state: CuzcoState, a: str, b: str, rotation: int) -> list[tuple[str, int]]:
    """(kind, pips) of every road or overlay arm joining ``a`` and ``b`` at ``rotation``."""
    layout = state.layout
    out = [(r.kind, r.pips) for r in layout.roads if {r.a, r.b} == {a, b}]
    inner = b if a == CUZCO else a if b == CUZCO else None
    if inner is not None:
        arm = roads.arm_at(layout, inner, rotation)
        if arm is not None:
            out.append((layout.arms[arm].kind, layout.arms[arm].pips))
    return out


def _move(state: CuzcoState, p: Player, action: Move, task: Task) -> str:
    layout = state.layout
    to = action.to
    if to != CUZCO and to not in {v.id for v in layout.villages}:
        return "There is no such village."
    if to == p.chasqui:
        return "Your chasqui already stands there."
    if not 0 <= action.rotation < len(layout.arms):
        return "The overlay has no such position."
    if action.rotation != state.rotation and p.chasqui != CUZCO:
        return "The overlay turns only as a chasqui leaves Cuzco."
    where = village_name(layout, to)
    if task.road == roads.ANY:
        return f"Your chasqui cannot jump to {where}."
    road = _ROAD_WORDS.get(task.road, "road")
    links = _roads_between(state, p.chasqui, to, action.rotation)
    mine = [pips for kind, pips in links if kind == task.road]
    if mine:
        need = min(mine)
        return (
            f"The {road} to {where} needs {counted(need, 'pip')}; "
            f"yours reaches {counted(task.reach, 'pip')}."
        )
    if links:
        other = _ROAD_WORDS.get(links[0][0], "road")
        return f"Only {article(other)} leads to {where}, and this run takes {article(road)}."
    return f"No road leads from your chasqui straight to {where}."


def _take_tile(state: CuzcoState, p: Player, code: str, task: Task) -> str:
    layout = state.layout
    known = {t.code for t in layout.people}
    if code not in known:
        return "There is no such people tile."
    if free_spaces(state, p) <= 0:
        return "Your mask has no empty space for another people tile."
    name = tile_name(layout, code)
    if task.kind == DISCARD_TILE:
        return f"{_cap(name)} is not in the discard piles."
    kind = layout.tile(code).kind
    if kind != task.tile:
        return f"This step takes {article(task.tile)} tile, and that is {article(kind)} tile."
    tiles = row(state, task.tile)
    if code not in tiles:
        return f"{_cap(name)} is not in the {task.tile} column of the board."
    column = tiles.index(code) + 1
    return f"That tile needs a die of {column} or more; yours counts {task.reach}."


def _exchange(state: CuzcoState, p: Player, action: Exchange, task: Task) -> str:
    what = action.what
    if what not in EXCHANGE_COST:
        return "The exchange does not offer that."
    cost = EXCHANGE_COST[what]
    if cost > task.reach:
        return (
            f"That costs {counted(cost, 'pip')}, and {counted(task.reach, 'pip')} "
            f"{'is' if task.reach == 1 else 'are'} left."
        )
    if what in ("status", "food"):
        return _slide_down(state, p, action.arg, what)
    if what == "offering":
        return "The supply has no offering left."
    if what == "god":
        return _open_god(state, action.arg)
    if what == "feather":
        slot = int(action.arg) if action.arg.isdigit() else -1
        return _feather_slot(state, p, slot, "")
    if what == "quipu":
        return "Your mask has no quipu left to move to the reserve space."
    return "The exchange does not offer that now."


def _slide_down(state: CuzcoState, p: Player, code: str, what: str) -> str:
    mine = [c for c, _ in p.people]
    if code not in mine:
        return "That people tile is not on your mask."
    if (code, False) not in p.people:
        return "That tile is already slid down."
    wants = "status" if state.layout.tile(code).kind == STUDY_KIND else "food"
    if wants != what:
        return "A study tile slides down for status, a farm tile for food."
    return "That tile cannot slide down now."


def _open_god(state: CuzcoState, god: str) -> str:
    if god not in state.layout.god_names:
        return "There is no such god."
    if god not in open_gods(state):
        return f"{god}'s pile shows no card to take."
    return f"{god}'s card cannot be taken now."


def _circlet(state: CuzcoState, p: Player, circlet: int, reach: int) -> str:
    if not 1 <= circlet <= len(p.circlets):
        return "There is no such circlet."
    if p.circlets[circlet - 1]:
        return "That circlet is already adorned."
    mask = state.layout.masks[p.mask]
    slots = (2 * (circlet - 1), 2 * (circlet - 1) + 1)
    missing = [mask.slot_colour(s) for s in slots if not p.feathers[s]]
    if missing:
        colours = " and ".join(article(c) for c in missing)
        return f"The circlet of {counted(circlet, 'pip')} still needs {colours} feather."
    if circlet > reach:
        return f"The circlet of {counted(circlet, 'pip')} is beyond your reach of {reach}."
    return "That circlet cannot be adorned now."


def _blessing(state: CuzcoState, action: Blessing) -> str:
    first, second = action.first, action.second
    gods = open_gods(state)
    if first == "offering" and state.offering_supply <= 0:
        return "The supply has no offering left: take a god card."
    if first not in ("", "offering") and first not in gods:
        return _open_god(state, first)
    if first == "" and (state.offering_supply > 0 or gods):
        return "Take an offering or a god card: the blessing gives nothing only when both are gone."
    if second not in ("status", "food"):
        return "The blessing's second gift is a status step or 1 food."
    if second == "food" and state.food_supply <= 0:
        return "The supply has no food left: take the status step."
    return "That blessing cannot be taken now."


def _slide_up(state: CuzcoState, p: Player, code: str) -> str:
    if code not in [c for c, _ in p.people]:
        return "That people tile is not on your mask."
    return "That tile is not slid down."


def _reallocate(state: CuzcoState, action: Reallocate) -> str:
    layout = state.layout
    ids = [s.id for s in layout.spaces_for(state.n_players)]
    if action.source not in ids or action.to not in ids:
        return "There is no such action space."
    if action.source == action.to:
        return "The die must go to another action space."
    return f"{_cap(space_name(layout, action.source))} holds no such die."


# --- phase I -----------------------------------------------------------------------------------
def _phase_i_turn(state: CuzcoState, what: str) -> str | None:
    """Why a phase I action of the turn is refused before looking at it (None: it may be)."""
    if state.phase != PHASE_I:
        return f"{what} only in phase I."
    if state.placed:
        return "Your die for this turn is already placed."
    return None


def _place(state: CuzcoState, seat: Seat, action: PlaceDie) -> str:
    early = _phase_i_turn(state, "Dice are placed")
    return early or why_not_placed(state, seat, action)


def _pututu(state: CuzcoState, seat: Seat, action: UsePututu) -> str:
    if not state.pututu_module:
        return "This game is played without the Pututu module."
    early = _phase_i_turn(state, "Pututu tiles turn a die")
    if early:
        return early
    if state.bonus:
        return "The extra turn has no die for a pututu tile to turn."
    value = abs(action.change)
    if value not in (1, 2):
        return "A pututu tile turns a die by 1 or 2 pips."
    p = state.players[seat]
    if not p.pututu:
        return "You hold no pututu tile."
    if value not in p.pututu:
        return f"You hold no pututu tile +{value}/-{value}."
    if action.die not in p.dice:
        return f"You have no die showing {action.die}."
    if state.turned and action.die != state.turned:
        return (
            f"A tile already turned your die to {state.turned}: only that die may turn again "
            "and go down this turn."
        )
    return "A die never goes below 1 or above 6."


# --- phase II ----------------------------------------------------------------------------------
def _ability(state: CuzcoState, seat: Seat, action: UseAbility) -> str:
    if state.phase != PHASE_II:
        return "People abilities are used in phase II."
    kind, a = action.tiles, action.ability
    if kind not in (STUDY_KIND, FARM_KIND):
        return "Abilities belong to study or farm tiles."
    layout = state.layout
    name = ability_name(layout, a)
    letter = "S" if kind == STUDY_KIND else "F"
    p = state.players[seat]
    if not any(c[0] == letter and layout.tile(c).ability == a for c, _ in p.people):
        return f"You have no {kind} tile with the {name} ability."
    ph = state.phase2
    if (kind, a) in ph.used:
        return f"The {name} ability of your {kind} tiles was already used this phase."
    if (ph.study_uses if kind == STUDY_KIND else ph.farm_uses) <= 0:
        return f"You have already used {article(kind)} ability this phase."
    return _ability_useless(state, p, a, strength(state, seat, kind, a))


def _ability_useless(state: CuzcoState, p: Player, a: int, s: int) -> str:
    """Why ability ``a`` at strength ``s`` would do nothing now."""
    if a == 3:
        return "Your mask has no empty feather slot whose colour the supply still has."
    if a in (4, 6):
        road = _ROAD_WORDS[STONE if a == 4 else ROPE]
        return f"Your chasqui has no {road} of {counted(ROAD_REACH[s], 'pip')} or fewer to run."
    if a == 7:
        return "No god card is face up in the display."
    if a == 8:
        return "Your mask has no quipu left to move to the reserve space."
    if a == 9:
        reach = TILE_REACH[s]
        if not ready_circlets(state, p, 6):
            return "No circlet on your mask has both its feathers."
        return f"No circlet of {counted(reach, 'pip')} or fewer has both its feathers."
    if a in (11, 12):
        if free_spaces(state, p) <= 0:
            return "Your mask has no empty space for another people tile."
        kind = FARM_KIND if a == 11 else STUDY_KIND
        return f"No {kind} tile lies at {TILE_REACH[s]} or lower on the board."
    return "That ability cannot be used now."


# --- gods --------------------------------------------------------------------------------------
_MOMENTS = {
    2: "before the exchange's first pip, with a slid-down tile on your mask",
    6: "before placing your die, with a die on the action board",
    8: "when a fire blessing is due, in phase I or II",
    9: "when taking a people tile, with a tile in the discard piles and two empty spaces",
    10: "before placing your die, or as your chasqui is about to run",
    14: "before placing your die, or as your chasqui is about to run",
}


def _god(state: CuzcoState, seat: Seat, action: PlayGod) -> str:
    layout = state.layout
    known = {g.ability for g in layout.gods}
    if action.card not in known:
        return "There is no such god card."
    god = layout.god(action.card)
    card = f"{god.god} {action.card:02d}"
    p = state.players[seat]
    if action.medal:
        if p.medals <= 0:
            return "You have no Inti medal to spend."
        if action.card not in state.display:
            return f"{card} is not face up in the display, so a medal cannot play it."
    else:
        if action.card not in p.hand:
            return f"{card} is not in your hand."
        if p.offerings <= 0:
            return f"{card} costs an offering, and you have none."
    if action.card in windows(state, seat):
        return f"{card} cannot be played now."
    if action.card in state.effects:
        return f"{card}'s ability already works this turn."
    phases = "/".join(god.phases)
    return f"{card} is played in phase {phases}: {_moment(state, seat, action.card)}."


def _moment(state: CuzcoState, seat: Seat, card: int) -> str:
    """When a card may be played, or what it still lacks now."""
    p = state.players[seat]
    if card == 5 and state.extra_turn:
        return "the extra turn it gives is already due"
    if card == 6 and state.phase == PHASE_I and not any(state.spaces):
        return "there is no die on the action board to move"
    if card == 4:
        if not near_missions(state, seat):
            return "none of your missions is exactly one requirement short"
        return "in the missions step of phase III or at the end"
    if card == 3:
        return "in the market, when you can buy a good"
    if card == 1 or card in (11, 15):
        return "only while you have a people ability left to use"
    if card in _MOMENTS:
        return _MOMENTS[card]
    if card in BEFORE_PLACING:
        if card == 9 and free_spaces(state, p) < 2:
            return "it needs two empty spaces on your mask"
        return "before placing your die"
    return "not at this moment"


# --- phase III and the end ---------------------------------------------------------------------
def _buy(state: CuzcoState, seat: Seat, action: Buy) -> str:
    if state.phase != MARKET:
        return "Goods are bought in the market, in phase III."
    goods = market_row(state)
    if not 0 <= action.column < len(goods) or goods[action.column] is None:
        return "That market space is empty."
    name = goods[action.column]
    assert name is not None
    good = state.layout.good(name)
    food = state.players[seat].food
    return f"The {name} costs {counted(good.food, 'food')}, and you have {food}."


def _mission(
    state: CuzcoState, seat: Seat, action: CompleteMission | ReturnMission | TakeMission
) -> str:
    layout = state.layout
    p = state.players[seat]
    known = {m.id for m in layout.missions}
    if action.mission not in known:
        return "There is no such mission."
    name = mission_name(layout, action.mission)
    if isinstance(action, TakeMission):
        if state.phase != TAKE_MISSION:
            return "A new mission is taken from the palace after the missions step of phase III."
        return f"{_cap(name)} is not in the palace."
    if state.phase == FINAL:
        return "At the end your missions score by themselves: play Mama Quilia 04, then Done."
    if state.phase != MISSIONS:
        return "Missions are completed in phase III, after the market."
    if action.mission not in p.missions:
        return f"{_cap(name)} is not on your mask."
    if isinstance(action, ReturnMission):
        return "You can complete a mission, so you must; one goes back only if none can."
    short = shortfall(state, seat, layout.mission(action.mission))
    if short == 1:
        return f"You are one requirement short of {name}; Mama Quilia 04 could make up for it."
    return f"You are {short} requirements short of {name}."


def _done(state: CuzcoState) -> str:
    phase = state.phase
    if phase == PHASE_I:
        return "A turn in phase I places a die; there is no passing."
    if phase == MISSIONS:
        return "Complete a mission, or return one if none can be completed."
    if phase == TAKE_MISSION:
        return "Take a new mission from the palace first."
    if phase == START:
        return "Place your starting feather first."
    return "There is nothing to end now."
