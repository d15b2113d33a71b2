"""Cuzco's things named in plain words for the log, the prompts and the refusals.

The rules know tiles, villages, spaces and missions by their ids ("S12-3", "I3", "vp", "S-03");
a player reads "the Study study tile (status 3)", "the inner orange village (2 VP)", "the 2 VP
space", "the mission "A study tile and a farm tile"". Also the small grammar every sentence needs:
"a" or "an", and "1 pip" but "2 pips". Pure: no pygame, only the layout's data.
"""

from __future__ import annotations

import re

from boardgames.games.cuzco.layout import (
    CUZCO,
    EXCHANGE,
    FARM,
    HEADDRESS,
    ROPE,
    STONE,
    STUDY,
    STUDY_KIND,
    TEMPLE,
    VP,
    CuzcoLayout,
)

# What each action of the action board is called on the board and in the rulebook.
ACTION_WORDS = {
    STONE: "stone trail",
    ROPE: "rope bridge",
    STUDY: "study",
    FARM: "farming",
    EXCHANGE: "exchange",
    TEMPLE: "temple",
    HEADDRESS: "headdress",
}

# Nouns whose plural is not the noun plus "s".
_PLURALS = {"food": "food", "status": "status", "jewelry": "jewelry", "clothes": "clothes"}
# Numbers said with a vowel sound: eight, eleven, eighteen, eighty..., eight hundred...
_AN_NUMBER = re.compile(r"(8|11|18)(?!\d)|8\d")


def article(word: str) -> str:
    """``word`` with "a" or "an" in front ("an orange", "a pink", "an 8", "a 5")."""
    if word[:1].isdigit():
        return f"an {word}" if _AN_NUMBER.match(word) else f"a {word}"
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def plural(noun: str) -> str:
    if noun in _PLURALS:
        return _PLURALS[noun]
    if noun.endswith(("s", "sh", "ch", "x")):
        return noun + "es"
    return noun + "s"


def counted(n: int, noun: str) -> str:
    """ "1 pip", "2 pips", "0 pips"."""
    return f"{n} {noun if n == 1 else plural(noun)}"


def action_name(layout: CuzcoLayout, action: str) -> str:
    """An action of the action board in words: "stone trail", "farming", "2 VP"."""
    if action == VP:
        return f"{layout.vp_space} VP"
    return ACTION_WORDS.get(action, action.replace("_", " "))


def space_name(layout: CuzcoLayout, space: str) -> str:
    """An action space ("vp", "study+farm") as "the 2 VP space", "the study and farming space"."""
    return "the " + " and ".join(action_name(layout, a) for a in space.split("+")) + " space"


def village_name(layout: CuzcoLayout, vid: str) -> str:
    """ "the inner orange village (2 VP)"; Cuzco is "Cuzco"."""
    if vid == CUZCO:
        return "Cuzco"
    v = layout.village(vid)
    return f"the {v.ring} {v.feather} village ({v.vp} VP)"


def tile_name(layout: CuzcoLayout, code: str) -> str:
    """A people tile: "the Feather study tile (status 3)", "the Food farm tile (food 2)"."""
    t = layout.tile(code)
    value = f"status {t.value}" if t.kind == STUDY_KIND else f"food {t.value}"
    return f"the {ability_name(layout, t.ability)} {t.kind} tile ({value})"


def ability_name(layout: CuzcoLayout, ability: int) -> str:
    """A people ability's name ("Feather", "Rope bridge")."""
    for a in layout.abilities:
        if a.ability == ability:
            return a.name
    return "unknown"


def mission_name(layout: CuzcoLayout, mid: str) -> str:
    """A mission by what it asks: 'the mission "A study tile and a farm tile"'."""
    return f'the mission "{layout.mission(mid).text.rstrip(".")}"'
