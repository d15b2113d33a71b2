"""The in-game rules help for Titicaca, in our own words, with the decisions we took.

The numbers (houses, weapons, temples, chain bonus, scoring lakes) come from the layout, so an
edited layout file is described correctly.
"""

from __future__ import annotations

from boardgames.games.titicaca.layout import TiticacaLayout


def help_text(layout: TiticacaLayout) -> str:
    colours = ", ".join(f"{c.name} {c.houses}" for c in layout.colours)
    tokens = ", ".join(str(v) for v in layout.weapon_tokens)
    temples = " and ".join(f"+{v}" for v in layout.temples)
    first, second = (*layout.scoring_lakes, 5, 10)[:2]
    last = layout.lake_rounds
    bonus = layout.chain_bonus
    small = "; ".join(
        f"with {n} players the {_tiles_with(lakes)} stay{'s' if len(lakes) == 1 else ''} out"
        for n, lakes in sorted(layout.leave_out, reverse=True)
    )
    return f"""\
THE GAME
Settle the shores of the lakes around Titicaca. Houses form lands; lands pay points to whoever
has the most houses in them. There are points after lake {first}, after lake {second} and at the end;
the highest total wins.

THE LANDSCAPE
The {len(layout.tiles)} tiles of this edition are laid at random into one round landscape of
lakes numbered 1 to {last} and land fields of {len(layout.land_types)} land types:
{", ".join(layout.land_types)}.
{small[:1].upper() + small[1:]}.

WHAT EVERYONE HAS
Houses by colour: {colours}. Weapons worth {layout.weapons} (tokens of {tokens}; they can be
changed freely, so only their total counts). Two temples, {temples}, built face down.

A ROUND
Rounds go around lake 1, then lake 2, and so on up to lake {last}. A lake without a free field
next to it is skipped.
- Bidding: everyone who has weapons and can still place a house chooses an amount in secret
  (pass the computer on; each player sees only their own choice); anyone else bids 0 without
  being asked. The amounts are shown together.
- The highest bid plays first, then the next highest. Equal bids: the holder of the arrow token
  goes first, the others follow clockwise from the holder. A bid of 0 means sitting the round out.
- Your bid is handed in when your turn begins. If the free fields run out before your turn, you
  keep your weapons.
- The arrow token goes to the last player who took a turn in the round.

YOUR TURN
1. Place a house on a free field next to this round's lake. It becomes a land of one field,
   fenced off by border sticks from the fields around it.
2. You may join this new land to a land next to it, if that land has no field of the new field's
   land type. The sticks between them go.
3. You may join two other lands that share a border stick, if one of them holds a house of yours,
   one of them is adjacent to your new field's land, and each has a land type the other lacks.
   Lands are adjacent when they share a border stick or a lake.
4. You may build a temple on one of your fields (one temple per field) in your new field's land
   or a land adjacent to it.
Then end your turn. Skipping a step: just take a later one or end the turn.

SCORING A LAND
For every land type in the land, the player with the most houses on that type gets as many
points as the land has fields. The player with the most houses in the whole land gets one point
per lake field bordering the land. A tie goes to the tied player whose houses in question touch
the most lake fields (counted house by house) plus the values of their temples there (temples
are turned up for this). Still tied: the points are split evenly, rounded down.

AFTER LAKE {first} AND LAKE {second}
Even when that round was skipped: everyone scores the value of the weapons they still hold, and
every land next to that lake is scored; its temples go back to their owners. Then everyone gets
new weapons worth their houses on the board plus {bonus} for each house in their longest chain.

THE END
The game ends after a round that leaves no free field. If fields are still free after lake {last},
extra rounds follow in which the player on turn may take any free field, until all are taken or
nobody has weapons. Final scoring: 1 point per house, {bonus} per house in the longest chain, the
value of the weapons still held, and every land.

OUR DECISIONS
- The rulebook shows no tiles: tile shapes and land types are ours (see the layout file). Every
  tile is four hexes and every lake touches a field of its own tile, so it always has a shore.
- The tiles are laid by growing the landscape from the middle: each tile goes where it stays
  closest to the middle and touches the most, in a random rotation among equal choices, never
  leaving a hole.
- Each lake is one hex; "lake fields" are those hexes.
- Seats sit clockwise in menu order; the first player starts with the arrow token.
- Colours by seat: yellow, red, orange, then purple with 4 players and pink with 5.
- A chain is a group of your houses that touch each other, across land borders; its length is
  the number of houses in it.
- A tie-break that still ties splits the points among the players level at the top only.
- A land with no lake next to it gives nothing for most houses.
- Scoring reveals every temple in the lands it scores; the temples of other lands stay hidden.
- Equal final totals share the victory; the rules name no tie-break.
- The game ends at once when no free field is left after a round, even before lake {first} or
  lake {second}: the scorings after lakes not yet reached are then not held (the final scoring
  covers every land).
- If the last free field goes in round {first} or {second} itself, that lake's scoring still comes
  first, new weapons included, and the final scoring then counts those weapons as points.
- An extra round in which nobody takes a turn ends the game, so it cannot go on for ever.
- Out of houses: when your supply is empty, the app moves a house onto the border between two of
  your neighbouring fields for you (preferably one next to the new field), as the rulebook's
  special rule allows; you do not pick the pair. Each such field still counts as a house
  everywhere. With no such pair you cannot take a turn, so you are not asked to bid.
- The 15-tile edition is not in this rulebook: its tiles, and which tiles small games leave out,
  are our reading of public descriptions (see layouts/titicaca-15tiles.yaml).
- Weapons are a single value: any bid from 0 to what you hold is allowed.
"""


def _tiles_with(lakes: tuple[int, ...]) -> str:
    if len(lakes) == 1:
        return f"tile with lake {lakes[0]}"
    return "tiles with lakes " + " and ".join(map(str, lakes))
