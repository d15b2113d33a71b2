"""Cuzco's rules help (F1), in our own words, ending with every decision the app takes where the
rulebook is silent, and the numbers our layout file invents (they come from the layout, so an
edited copy of ``layouts/cuzco.yaml`` is described as it is)."""

from __future__ import annotations

import textwrap
from collections import Counter

from boardgames.games.cuzco.layout import FARM_KIND, STUDY_KIND, CuzcoLayout

WIDTH = 96
ACTION_NAMES = {
    "stone": "stone trail",
    "rope": "rope bridge",
    "study": "study",
    "farm": "farming",
    "exchange": "exchange",
    "temple": "temple",
    "headdress": "headdress",
    "vp": "victory points",
}


def _section(title: str, paragraphs: list[str]) -> str:
    lines = [title]
    for p in paragraphs:
        if p.startswith("- "):
            lines.append(textwrap.fill(p, WIDTH, subsequent_indent="  ", break_on_hyphens=False))
        else:
            lines.append(textwrap.fill(p, WIDTH, break_on_hyphens=False))
    return "\n".join(lines)


def _by_round(table: tuple[int, ...]) -> str:
    """'1, 1, 2, 2, 3 and 3 VP in rounds 1 to 6'."""
    values = [str(v) for v in table]
    return f"{', '.join(values[:-1])} and {values[-1]} VP in rounds 1 to {len(values)}"


def _spaces(layout: CuzcoLayout, players: int) -> str:
    names = []
    for s in layout.spaces_for(players):
        names.append(" or ".join(ACTION_NAMES.get(a, a) for a in s.actions))
    return "; ".join(names)


def _villages(layout: CuzcoLayout) -> str:
    return ", ".join(f"{v.id} {v.feather} {v.vp} VP" for v in layout.villages)


def _roads(layout: CuzcoLayout) -> str:
    return ", ".join(f"{r.a}-{r.b} {r.kind} {r.pips}" for r in layout.roads)


def _arms(layout: CuzcoLayout) -> str:
    return ", ".join(f"{a.kind} {a.pips}" for a in layout.arms)


def _goods(layout: CuzcoLayout) -> str:
    return ", ".join(
        f"{g.name} {g.food} food for {g.vp} VP ({g.count} tiles)" for g in layout.goods
    )


def _people_values(layout: CuzcoLayout) -> str:
    out = []
    for kind in (STUDY_KIND, FARM_KIND):
        per = Counter(
            tuple(sorted(t.value for t in layout.people if t.kind == kind and t.ability == a))
            for a in range(1, 13)
        )
        what = "status" if kind == STUDY_KIND else "food"
        common = ", ".join(
            f"{'/'.join(map(str, values))} {what} ({n} abilities)" for values, n in per.items()
        )
        out.append(f"{kind} tiles {common}")
    return "; ".join(out)


def _status(layout: CuzcoLayout) -> str:
    vp = layout.status_vp
    last = len(vp) - 1
    top = max(vp)
    first_top = vp.index(top)
    return (
        f"The status track runs from 0 to {last}; a marker pays its space in VP up to {top} "
        f"(space {first_top}), and {top} on every space beyond."
    )


def _masks(layout: CuzcoLayout) -> str:
    return "; ".join(
        f"mask {m.name}: " + ", ".join(f"{i}: {a}+{b}" for i, (a, b) in enumerate(m.circlets, 1))
        for m in layout.masks
    )


def _abilities(layout: CuzcoLayout) -> list[str]:
    return [f"- {a.ability:02d} {a.name}: {a.text}" for a in layout.abilities]


def _gods(layout: CuzcoLayout) -> list[str]:
    out = []
    for name in layout.god_names:
        for g in layout.gods:
            if g.god == name:
                phases = "/".join(g.phases)
                out.append(f"- {g.ability:02d} {name} (phase {phases}): {g.text}")
    return out


def _missions(layout: CuzcoLayout) -> list[str]:
    return [f"- {m.id}: {m.text}" for m in layout.missions]


def rules_help(layout: CuzcoLayout) -> str:
    bonus = layout.bonuses
    sections = [
        (
            "GOAL",
            [
                "You run a chasqui, a relay runner of the Inca empire, over the road system "
                "around the capital Cuzco. Over six rounds you deliver quipus to villages, "
                "recruit students and farm workers, send priests up the temple, adorn your "
                "headdress with feathers, buy goods at the market and fulfil the missions of the "
                "Sapa Inca. The most victory points (VP) after round 6 wins.",
            ],
        ),
        (
            "SETUP",
            [
                "- Each player takes a mask board (all four have a different order of feather "
                "colours), 10 quipus on the mask's two rows of five spaces (the two spaces "
                "above them start empty), 6 circlets of 1 to 6 pips, 4 priests, 3 dice and a "
                "chasqui standing in Cuzco.",
                "- Player order tokens are dealt at random. VP start at 0, 1, 2 and 3 for "
                "tokens 1 to 4. The status markers start together on space 0, token 1 on top.",
                "- Everyone gets 2 offerings and 1 Inti medal; 6 medals wait on the temple (the "
                "rest leave the game at 2 and 3 players).",
                "- One feather of each colour is dealt out at random; each player places theirs "
                "in a slot of that colour on the mask (a feather never moves once placed). The "
                "supply holds 3 feathers of each colour per player.",
                "- Each player gets one random start mission and two general missions. The "
                "palace shows players + 2 general missions face up.",
                "- The god cards form one pile per god with its top card face up. For the deal, "
                "2 cards of every god (1 each at 2 players) are mixed and 2 dealt to each "
                "player; a player holding two cards of one god gives one back and draws again "
                "until their two cards differ.",
                "- Six study and six farm tiles lie face up beside the column of die values 1-6.",
                f"- The market holds {layout.rounds} rows of goods, one per round, 5 per row at "
                "4 players. At 2 and 3 players one of each good leaves the game and the rows "
                "hold 4.",
                "- Action spaces at 4 players: " + _spaces(layout, 4) + ". At 3 players the "
                "stone trail and rope bridge share one double space; at 2 players study and "
                "farming share one too.",
            ],
        ),
        (
            "PHASE I: DICE AND ACTIONS",
            [
                "Everyone rolls their three dice. In player order, one die at a time, you put a "
                "die on an action space and carry out its action at once, until all dice are "
                "placed.",
                "- A die may join a space only if it shows fewer pips than every die already "
                "there (whoever owns them). The victory point space takes any die. On a double "
                "space all its dice count and you pick one of its two actions.",
                "- Stone trail / rope bridge: run your chasqui along one road of that kind whose "
                "printed pips your die reaches (equal or more). In a village where you have no "
                "quipu yet you deliver one (from the mask's spaces, or from the reserve when the "
                "mask has none left) on top of any others there, and take the village's feather "
                "if you hold fewer than 3 of its colour. Each village takes only one quipu per "
                "player. Entering Cuzco gives a fire blessing instead of a quipu. When your "
                "chasqui leaves Cuzco you may first turn the overlay to any position.",
                "- Study / farming: take one study (or farm) tile from a row at or below your "
                "die's value and lay it on an empty mask space (no quipu, no tile). The rows "
                "are refilled only at the end of the round, and a new tile does nothing until "
                "phase II.",
                "- Exchange: spend the die's pips on any mix of these, as often as the pips allow. "
                "For 1 pip each: slide one study tile down and move up as many status steps as "
                "it shows; slide one farm tile down and take its food; score 1 VP. For 2 pips "
                "each: take an offering; take a face-up god card (its pile shows the next one at "
                "once); take a feather of a colour you hold fewer than 3 of; move a quipu from "
                "the mask to the reserve space, which frees its space. A slid-down tile stays "
                "down.",
                "- Temple: a priest from your mask goes to the step of your die's value. A "
                "priest already there moves one step down, and so on down the chain; one "
                "pushed off step 1 goes home to its owner. Then take a fire blessing.",
                "- Headdress: adorn a circlet with no more pips than your die whose two "
                f"feather slots are both filled. It pays {_by_round(layout.headdress_vp)}, "
                "plus the circlet's own VP and a fire blessing.",
                f"- Victory points: {layout.vp_space} VP, whatever the die.",
                "- Fire blessing (after a priest, a headdress or a return to Cuzco): take an "
                "offering or a face-up god card, and one status step or one food.",
            ],
        ),
        (
            "GOD CARDS AND INTI MEDALS",
            [
                "Playing a god card costs one offering (no offering, no card); it goes face up "
                "to the discard pile. Each card works only in the phase printed on it and at "
                "the moment it speaks of. Instead of an offering you may spend an Inti medal to "
                "use one of the five face-up cards: the card is discarded, the medal leaves the "
                "game and the pile shows its next card. When a god's pile runs out, its "
                "discarded cards are shuffled into a new pile.",
                *_gods(layout),
            ],
        ),
        (
            "PHASE II: STUDIES AND FARMING",
            [
                "In player order each player may use one ability of their study tiles and one "
                "of their farm tiles, in either order. Where a tile lies and whether it is slid "
                "down does not matter, and the tiles stay where they are. Identical tiles of one "
                "kind (same ability) always work together as one stronger use; a study tile and "
                "a farm tile never join.",
                *_abilities(layout),
            ],
        ),
        (
            "PHASE III: THE CUZCO BOARD",
            [
                "- Status: everyone scores the VP of their status space. The new player order "
                "follows at once: highest status first; on a shared space the marker on top "
                "(the one that arrived last) goes first. All markers go back to 0, stacked in "
                "that order.",
                f"- Temple: each priest on the steps pays {_by_round(layout.priest_vp)}. The "
                "player with the most priests there takes a medal from the temple; a tie goes "
                "to the tied player with the highest priest. With no priest on the steps a "
                "medal leaves the game.",
                "- Market: in the new order each player may buy one good from this round's row, "
                "paying its food, and scores its VP at once.",
                f"- Missions: in order, each player completes one of their three missions if "
                f"any is met ({layout.mission_vp} VP; nothing is spent, the mission only has to "
                "be shown) and turns it face down; only if none is met, they give one back to "
                "the box. Then they take a new mission from the palace (also in round 6). The "
                "palace is not refilled while players take from it.",
                "- End of the round: the leftover study and farm tiles go to their discard "
                "piles and six new ones of each are laid out, the palace's leftovers leave and "
                "it is refilled to players + 2, the rest of the goods row leaves, and the dice "
                "come back. After round 6 none of this happens.",
            ],
        ),
        (
            "END OF THE GAME",
            [
                "After the missions of round 6 everyone completes every remaining mission they "
                f"meet ({layout.mission_vp} VP each); the others go back. Then:",
                f"- {layout.medal_vp} VP for each unused Inti medal.",
                "- Every village pays its printed VP to the owner of the quipu on top.",
                f"- {bonus['feathers']} VP for all 12 feathers, {bonus['circlets']} for all 6 "
                f"circlets adorned, {bonus['missions']} for 9 completed missions, "
                f"{bonus['quipus']} for all 10 quipus delivered, {bonus['people']} for 12 "
                f"people tiles, {bonus['goods']} for 6 goods. All or nothing: no points for "
                "coming close.",
                "- Food, offerings, god cards and pututu tiles left over are worth nothing.",
                "- Most VP wins; on a tie, the tied player earlier in player order wins.",
            ],
        ),
        (
            "MISSIONS OF THE SAPA INCA",
            ["Each names the least you must show (more is fine):", *_missions(layout)],
        ),
        (
            "THE PUTUTU MODULE (A MENU OPTION)",
            [
                "A supply of 12 pututu tiles +1/-1 and 3 tiles +2/-2. Whoever rolls a double "
                "takes a +1/-1 tile, a triple a +2/-2 tile, while the supply lasts; when there "
                "are fewer tiles than players to take them, the players later in player order "
                "take them first. In your turn, before placing a die, you may hand back tiles "
                "to turn that die up or down by their value (the die really shows the new "
                "value), never below 1 or above 6. The turned die is the one you place in that "
                "turn; more tiles may turn it further, never another die. Tiles are kept from "
                "round to round.",
            ],
        ),
        (
            "OUR DECISIONS WHERE THE RULEBOOK IS SILENT",
            [
                "- An action that could do nothing cannot be chosen: no road the die reaches, "
                "no tile at or below the die or no empty mask space, no priest left on the mask "
                "(all four on the steps), no circlet ready. The same holds for phase II "
                "abilities.",
                "- The victory point space ignores the lower-die rule (the rulebook implies it, "
                "and Mama Quilia 05 names it). A double space is one space: its lower-die rule "
                "looks at all its dice.",
                "- The starting feathers left over at 2 and 3 players go back to the supply. "
                "The cards left after the god-card deal go face up onto the discard pile, at 2 "
                "players too. The overlay starts at a random position, and the chasquis may "
                "turn it on their very first move. Status markers start on space 0.",
                "- God cards from a fire blessing or from people tile 07 are taken from the "
                "face-up display, like the exchange's. An empty god pile is rebuilt from that "
                "god's discards when its next card is needed; a card played from the hand of a "
                "god that shows no card at all turns face up again at once.",
                "- The feather comes with a delivered quipu only: a village already holding your "
                "quipu, or a chasqui with no quipu left, gives none. With one free slot of the "
                "colour the feather goes there by itself; otherwise you choose the slot.",
                "- Supplies are finite (30 offerings, 36 food, 3 feathers of a colour per "
                "player): what the supply no longer has is not gained.",
                "- Most phase I god cards are played before the die is placed and last for that "
                "turn. Pacha Mama 10 and Mama Sara 14 may also be played while the chasqui is "
                "about to run, Viracocha 09 while taking the tile (its extra tile needs a "
                "second empty space; it may be declined), Viracocha 08 whenever a blessing is "
                "due in phase I or II, Iliapa 02 only before the exchange's first pip and only "
                "with a slid-down tile. Mama Quilia 06 needs a die on the board and may be left "
                "unused; Mama Quilia 05 played in the extra turn gives yet another one.",
                "- Mama Quilia 04 completes a mission exactly one unit short (one feather, one "
                "quipu, one tile...); one card per mission, in phase III or at the end. A mission "
                "already met still pays the full points.",
                "- Iliapa 01 counts as one more identical tile for one study and one farm use. "
                "The strength of identical tiles stops growing where the ability does: trail "
                "and bridge reach 2, 4, then any road; circlet, farming and study reach 3, then "
                "6. So one circlet tile with Iliapa 01 adorns one circlet of up to 6 pips, and "
                "three food tiles with it give 4 food.",
                "- A people tile taken in phase II may be used in the same phase if that kind's "
                "use is still open. Pacha Mama 11 and Mama Sara 15 add a use of a different "
                "ability; its identical tiles join in.",
                "- Status ties: the marker that arrived last on a space is on top; markers that "
                "never moved keep their order; a marker already on the last space does not "
                "move, so it does not get on top.",
                "- Priests stay on the temple steps from round to round. With no medal left on "
                "the temple, the most priests win nothing.",
                "- A pututu change that would pass 1 or 6 is not allowed (a 5 cannot take +2). "
                "Several tiles may turn the same die. No tiles in Mama Quilia 05's extra turn, "
                "which has no die. The tiles a player holds lie face up: everyone sees them.",
                "- 'All 10 quipus delivered' means none is left on the mask or the reserve.",
                "- Slips in the rulebook's examples: the temple example calls Frank green (he is "
                "blue); the Mama Quilia 04 example names S-01 but describes mission 01 (3 orange "
                "feathers), which is how we read it.",
            ],
        ),
        (
            "OUR BOARD: THE NUMBERS WE INVENTED",
            [
                "The printed boards' numbers are not public, so these are ours; the file "
                "layouts/cuzco.yaml holds them and may be edited to match a printed copy.",
                f"- Villages (id, feather, VP): {_villages(layout)}. Inner villages I1-I6 ring "
                "Cuzco clockwise; outer village Oi lies between Ii and Ii+1.",
                f"- Roads (minimum pips): {_roads(layout)}.",
                f"- Overlay arms, clockwise (the first faces I1 when the overlay is not turned): "
                f"{_arms(layout)}.",
                f"- {_status(layout)}",
                f"- Goods: {_goods(layout)}.",
                f"- People tile values: {_people_values(layout)}.",
                "- Circlet VP for 1 to 6 pips: "
                + ", ".join(str(v) for v in layout.circlet_vp)
                + ".",
                f"- Mask colour pairs per circlet: {_masks(layout)}.",
                "- The order of the action spaces on the board is ours.",
            ],
        ),
    ]
    return "\n\n".join(_section(title, paragraphs) for title, paragraphs in sections) + "\n"
