"""The in-game rules help for Titania, in our own words, ending with the decisions we took."""

from __future__ import annotations

import textwrap
from collections import Counter

from boardgames.games.titania.layout import TitaniaLayout

WIDTH = 96


def _mix(layout: TitaniaLayout) -> str:
    counts = Counter(tile.label for tile in layout.fog_tiles)
    return "; ".join(f"{n} x {label}" for label, n in counts.items())


def _point_split(layout: TitaniaLayout) -> str:
    counts = Counter(layout.point_tiles)
    return ", ".join(f"{n} worth {v}" for v, n in sorted(counts.items()))


def _section(title: str, paragraphs: list[str]) -> str:
    lines = [title]
    for p in paragraphs:
        if p.startswith("- "):
            lines.append(textwrap.fill(p, WIDTH, subsequent_indent="  "))
        else:
            lines.append(textwrap.fill(p, WIDTH))
    return "\n".join(lines)


def rules_help(layout: TitaniaLayout) -> str:
    era1 = layout.ships_per_era(1)
    era2 = layout.ships_per_era(2)
    sections = [
        (
            "GOAL",
            [
                "Three fleets sail out from the king's castle. They belong to nobody: every "
                "player may move every colour. Gather shells and sea stars on the way, rebuild "
                "the old sea towers, and have the most points after two eras."
            ],
        ),
        (
            "YOUR TURN",
            [
                "Do one of two things:",
                "- Draw 3 cards. Your turn is over.",
                "- Play 1, 2 or 3 cards, one at a time. Each card puts one ship on the board (a "
                "two-coloured card lets you pick either colour), and you deal with that ship's "
                "space before the next card. Then end the turn: you draw 3 cards minus the number "
                "you played (1 played: draw 2; 3 played: draw none).",
                "After drawing you may hold at most 7 cards; discard down to 7 if you have more. "
                "The cards you played go onto the discard pile only after you have drawn.",
                "The moment the last card of the draw pile is drawn (even in the middle of a "
                "draw), the discard pile is shuffled and becomes the new draw pile. The cards "
                "played this turn, and any cards discarded after the draw to get down to 7, are "
                "not on the discard pile yet, so they start the next discard pile instead.",
            ],
        ),
        (
            "PLACING A SHIP",
            [
                "- It must touch a ship of the same colour (the castle's ships count).",
                "- A space holds at most two ships, and never two of the same colour.",
                "- Tower spaces never take ships, and the castle is already full.",
                "- A building space takes a ship only if you can build at least one story from it.",
            ],
        ),
        (
            "THE SPACES",
            [
                "Fog: the first ship flips the fog tile and you get what it shows. The second "
                "ship gets it again, then the tile leaves the board. Tiles give shells of one "
                "colour, one shell of each colour, shells of a colour you choose, sea stars, or "
                "an extra ship: at once place another ship of the colour you just placed, next "
                "to that fog space and by the usual rules (no card needed), and deal with its "
                "space too.",
                "Bonus: every ship placed here gives you what the space shows. Spaces on the edge "
                "of the board show two things and give both. Possible gifts: 2 cards, 3 points, a "
                "sea star, 2 shells of the colour shown, 2 shells of a colour you choose.",
                "Point: the first and the second ship each let you take a point tile. Look at it "
                "and keep it face down; it counts at the end. When the tiles run out, these "
                "spaces give nothing.",
                "Building (crane): you must build at least one story on the towers of the tower "
                "spaces it touches, and may build more, on one tower or several. The next story "
                "of a tower costs as many shells of its colour as the story's height: 1, 2, 3, "
                "then 4. A tower has at most 4 stories. Each story scores 3 points, or 4 if a sea "
                "star lies on that tower space.",
            ],
        ),
        (
            "SEA STARS",
            [
                "Right after you receive a sea star (and only then) you may spend sea stars to "
                "occupy tower spaces anywhere on the board that have none yet. It costs one sea "
                "star per tower shown on the space: one stays there, the others go back. You "
                "score one point per tower shown plus one per story already standing there. "
                "Repeat while you can afford it, or keep your sea stars for a later chance."
            ],
        ),
        (
            "THE TWO ERAS",
            [
                f"There are {era1} ships of each colour to place in era 1 and {era2} in era 2. "
                "Whoever places the last ship of a colour finishes that space, then the turn ends "
                "(they still draw). Between the eras every ship except the castle's six goes "
                "back, sea stars on tower spaces go back, and every fog tile that was turned up "
                "is shuffled face down onto the fog spaces left bare. Towers, hands, shells, sea "
                "stars and point tiles stay. The next player starts era 2. When the last ship of "
                "a colour is placed in era 2, its space is finished and the game ends at once."
            ],
        ),
        (
            "THE END",
            [
                "Everyone turns up their point tiles and adds them. Most points wins. On a tie, "
                "the most shells (counted by value) plus sea stars wins; if that is tied too, the "
                "victory is shared. The results show points from bonus spaces, building, sea "
                "stars and point tiles."
            ],
        ),
        (
            "THIS BOARD",
            [
                f"The published board's map is not public, so this one is ours: "
                f"{len(layout.spaces)} spaces, the castle in the middle ringed by the fog spaces, "
                "and three thirds alike in shape, each with tower, building, point and bonus "
                "spaces.",
                f"The {len(layout.fog_tiles)} fog tiles: {_mix(layout)}.",
                f"The {len(layout.point_tiles)} point tiles: {_point_split(layout)}.",
            ],
        ),
        (
            "OUR DECISIONS (where the rulebook is silent)",
            [
                "- Building spaces: a ship may go there only if its player can pay for at least "
                "one story (shells, a tower not yet at 4 stories, a story left in the supply). So "
                "the compulsory building is always possible, and an unaffordable crane simply "
                "cannot be entered.",
                "- Bonus spaces reward every ship placed there, the second one too.",
                "- The extra ship from a fog tile must be placed if any space next to the fog "
                "space can take it. If none can, or no ship of that colour is left, it is lost. "
                "It does not use a card and does not count towards the 3 cards of a turn. A "
                "second ship on that fog space brings another extra ship.",
                "- A space that gives several things: the things come first, then you choose the "
                'colour of shells "of choice", then you may place sea stars, then the extra '
                "ship, then building.",
                "- The chance to place sea stars comes only when at least one sea star really "
                "arrived (none does when the supply is empty). You may then spend any of your "
                "sea stars, not only the new ones.",
                "- Shells are counted by value and players make change freely. The supply holds "
                f"{layout.shells_per_colour} of each colour, {layout.stories_per_colour} stories "
                f"of each colour and {layout.sea_stars} sea stars: when a supply runs short you "
                "get what is left; a tower colour with no stories left cannot grow.",
                "- Cards drawn from a bonus space during your turn may be played in the same "
                "turn. The hand limit is checked only at the end of the turn; you choose the "
                "cards to discard.",
                "- If the draw pile runs out while the discard pile is empty, it stays empty; "
                "the cards discarded after that are shuffled into a new draw pile the next time "
                "someone must draw. If both piles are empty, you draw fewer.",
                "- The first player in the seat order starts the game.",
                "- Ending the second era ends the game without the end-of-turn draw.",
                "- The map, the fog tile mix and the point tile split are our own (see THIS "
                "BOARD); the layout file layouts/titania.yaml holds them and may be edited to "
                "match a printed copy.",
            ],
        ),
    ]
    return "\n\n".join(_section(title, paragraphs) for title, paragraphs in sections) + "\n"
