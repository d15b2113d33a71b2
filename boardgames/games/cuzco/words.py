"""Words for Cuzco's screen: the prompt of each step and the hover explanations, in our own words.

Pure (no pygame): the controller asks, the rules layer's data answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.core.rules import Seat
from boardgames.games.cuzco.layout import CUZCO
from boardgames.games.cuzco.names import article, counted
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
    PHASE_I,
    PHASE_II,
    REALLOCATE,
    SLIDE_UP,
    START,
    TAKE_MISSION,
    TILE,
    CuzcoState,
)

ACTION_HELP = {
    "stone": "Run your chasqui along a stone trail whose pips the die reaches.",
    "rope": "Run your chasqui over a rope bridge whose pips the die reaches.",
    "study": "Take a study tile from a column at or below the die, onto an empty mask space.",
    "farm": "Take a farm tile from a column at or below the die, onto an empty mask space.",
    "exchange": "Spend the pips: 1 each for a slide (status or food) or 1 VP; 2 each for an "
    "offering, a god card, a feather or a quipu to the reserve.",
    "temple": "Put a priest on the step of the die's value (pushing the others down), then "
    "take the fire blessing.",
    "headdress": "Adorn a circlet at or below the die that holds both its feathers: points by "
    "round plus the circlet's, then the fire blessing.",
    "vp": "2 victory points, whatever the die; this space takes any die.",
}


def prompt(state: CuzcoState, seat: Seat) -> str:
    """What the player in front of the screen should do now."""
    task = state.task
    p = state.players[seat]
    if task is not None:
        kind = task.kind
        if kind == FEATHER:
            if state.phase == START:
                return (
                    f"Place your starting {task.colour} feather: click a glowing slot on your mask."
                )
            what = f"the {task.colour} feather" if task.colour else "a feather of any colour"
            return f"Place {what}: click a glowing slot on your mask."
        if kind == MOVE:
            road = {"stone": "stone trail", "rope": "rope bridge"}.get(task.road, "road")
            turn = (
                " Turn the overlay with the arrows first if you like." if p.chasqui == CUZCO else ""
            )
            pips = "1 pip" if task.reach == 1 else f"{task.reach} pips or fewer"
            return f"Move your chasqui along a {road} of {pips}: click a glowing place.{turn}"
        if kind == TILE:
            return (
                f"Take {article(task.tile)} tile from a glowing column (die {task.reach} or lower)."
            )
        if kind == DISCARD_TILE:
            return "Viracocha: take any tile from the discard piles, or skip."
        if kind == EXCHANGE:
            return (
                f"Exchange: {counted(task.reach, 'pip')} left. Click a people tile to slide it down, a god "
                "card, a feather slot, or a button; End when done."
            )
        if kind == CIRCLET:
            return (
                f"Adorn a glowing circlet (at most {counted(task.reach, 'pip')}, both feathers in "
                "place)."
            )
        if kind == BLESSING:
            return "Fire blessing: an offering or a god card (click one), then status or food."
        if kind == SLIDE_UP:
            return (
                f"Iliapa: slide up to {counted(task.count, 'slid-down tile')} back up, then Done."
            )
        if kind == REALLOCATE:
            return "Mama Quilia: click any die on the action board, then the space to move it to."
        if kind == GOD_CARD:
            return "Take a god card: click a glowing card of the display."
    phase = state.phase
    if phase == PHASE_I:
        if state.bonus:
            return "Extra turn (Mama Quilia): use an empty action space as if with a die of 1."
        if state.turned:
            more = " (or turn it on with another pututu tile)" if p.pututu else ""
            return f"Place the die you turned to {state.turned} on a glowing action space{more}."
        return "Choose one of your dice, then a glowing action space (lower than every die there)."
    if phase == PHASE_II:
        return "Phase II: use one study and one farm ability (buttons or click the tile), then End."
    if phase == MARKET:
        return "Market: buy one good of this round's row with food, or buy nothing."
    if phase == MISSIONS:
        return "Missions: click a glowing mission on your mask to complete it (or to return it if none can be completed)."
    if phase == TAKE_MISSION:
        return "Take a new mission from the palace: click one."
    if phase == FINAL:
        return "Last missions: play Mama Quilia 04 cards if you can, then score them."
    return ""


def village_text(state: CuzcoState, vid: str, names: Sequence[str] = ()) -> str:
    """A village in words; ``names``: the players' names, for whose quipu is on top."""
    v = state.layout.village(vid)
    i = state.village_index(vid)
    stack = state.quipus[i]
    ring = "inner" if v.ring == "inner" else "outer"
    if stack:
        top = stack[-1]
        owner = f"{names[top]}'s" if top < len(names) else f"player {top + 1}'s"
        held = f" {counted(len(stack), 'quipu')} here, the top one {owner}."
    else:
        held = " No quipu yet."
    return (
        f"A village of the {ring} circle: {article(v.feather)} feather, {v.vp} VP at the end for "
        f"the top quipu.{held}"
    )


def tile_text(state: CuzcoState, code: str) -> str:
    t = state.layout.tile(code)
    ab = {a.ability: a for a in state.layout.abilities}[t.ability]
    value = f"{t.value} status" if t.kind == "study" else f"{t.value} food"
    return f"{ab.name} {t.kind} tile ({value} when slid down): {ab.text}"


def god_text(state: CuzcoState, card: int) -> str:
    g = state.layout.god(card)
    phases = "/".join(g.phases)
    return f"{g.god} {card:02d} (phase {phases}): {g.text}"


def mission_text(state: CuzcoState, mid: str) -> str:
    return f"Mission {mid}: {state.layout.mission(mid).text}"
