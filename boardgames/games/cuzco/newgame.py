"""Setting up a game of Cuzco, step by step as the rulebook lays the table out.

Decisions where the text is silent or contradicts itself (also in the F1 help):
- the starting feathers left over at 2-3 players go back to the common supply;
- the god-card reserve left after the deal goes face up onto the discard pile, at 2 players too;
- the overlay starts at a random rotation (any rotation is allowed);
- status markers start on space 0, stacked with the holder of token 1 on top.
"""

from __future__ import annotations

from boardgames.core.rng import Rng
from boardgames.games.cuzco.layout import FEATHERS, CuzcoLayout
from boardgames.games.cuzco.state import FEATHER, START, CuzcoState, Player, Task, add_vp

START_VP_CATEGORY = "start"


def new_game(layout: CuzcoLayout, players: int, seed: int, pututu: bool = False) -> CuzcoState:
    rng = Rng.from_seed(seed)
    n = players
    order, rng = rng.shuffled(range(n))
    masks, rng = rng.shuffled(range(len(layout.masks)))
    rotation, rng = rng.below(6)

    # People tiles: two face-down stacks, six of each face up in the columns.
    study = [t.code for t in layout.people if t.kind == "study"]
    farm = [t.code for t in layout.people if t.kind == "farm"]
    study_pile, rng = rng.shuffled(study)
    farm_pile, rng = rng.shuffled(farm)

    # Goods: one of each kind leaves the game at 2-3 players; rows of 4 or 5.
    columns = layout.market_columns if n == 4 else layout.market_columns - 1
    goods: list[str] = []
    for g in layout.goods:
        goods.extend([g.name] * (g.count if n == 4 else g.count - 1))
    goods_t, rng = rng.shuffled(goods)
    market = tuple(tuple(goods_t[r * columns : (r + 1) * columns]) for r in range(layout.rounds))

    # Missions: the palace shows players + 2; each player one start mission and two general.
    general = [m.id for m in layout.missions if not m.start]
    start = [m.id for m in layout.missions if m.start]
    pile, rng = rng.shuffled(general)
    starts, rng = rng.shuffled(start)
    palace = pile[: n + 2]
    pile = pile[n + 2 :]
    hands_of_missions = []
    for i in range(n):
        hands_of_missions.append((starts[i], pile[0], pile[1]))
        pile = pile[2:]

    # God cards: one pile per god; the deal avoids two cards of one god in a hand.
    god_piles: list[list[int]] = []
    for name in layout.god_names:
        cards = [g.ability for g in layout.gods if g.god == name for _ in range(g.copies)]
        shuffled, rng = rng.shuffled(cards)
        god_piles.append(list(shuffled))
    take = 1 if n == 2 else 2
    reserve: list[int] = []
    for p in god_piles:
        reserve.extend(p[:take])
        del p[:take]
    reserve_t, rng = rng.shuffled(reserve)
    reserve = list(reserve_t)
    hands: dict[int, list[int]] = {}
    for seat in order:
        hands[seat] = [reserve.pop(0), reserve.pop(0)]
    god_of = {g.ability: g.god for g in layout.gods}
    for seat in order:
        hand = hands[seat]
        for _ in range(50):  # a safe bound: each draw is a fresh chance
            if god_of[hand[0]] != god_of[hand[1]] or not reserve:
                break
            discarded = hand.pop()
            hand.append(reserve.pop(0))
            reserve.append(discarded)
            reserve_t, rng = rng.shuffled(reserve)
            reserve = list(reserve_t)
    display = tuple(p.pop(0) if p else 0 for p in god_piles)

    # Starting feathers: one of each colour, dealt at random; leftovers go back to the supply.
    colours, rng = rng.shuffled(FEATHERS)
    supply = [layout.feathers_per_player * n] * len(FEATHERS)
    players_list: list[Player] = []
    for seat in range(n):
        pos = order.index(seat)
        player = Player(
            mask=masks[seat % len(masks)],
            quipus=layout.quipus,
            hand=tuple(hands[seat]),
            offerings=layout.start_offerings,
            medals=1,
            missions=hands_of_missions[seat],
            priests=layout.priests,
        )
        player = add_vp(player, START_VP_CATEGORY, layout.start_vp[pos])
        players_list.append(player)
    start_colours = {seat: colours[order.index(seat)] for seat in range(n)}
    for colour in start_colours.values():
        supply[FEATHERS.index(colour)] -= 1  # it is in the player's hand, to be placed

    # Each player's START turn holds one task: place the starting feather.
    state = CuzcoState(
        layout=layout,
        players=tuple(players_list),
        rng=rng,
        pututu_module=pututu,
        phase=START,
        order=tuple(order),
        turn=order[0],
        status_stack=tuple(reversed(order)),  # token 1 on top: the latest arrival is last
        rotation=rotation,
        spaces=tuple(() for _ in layout.spaces_for(n)),
        temple=(None,) * layout.temple_steps,
        medals_left=layout.medals_on_temple,
        quipus=tuple(() for _ in layout.villages),
        study_row=tuple(study_pile[:6]),
        farm_row=tuple(farm_pile[:6]),
        study_pile=tuple(study_pile[6:]),
        farm_pile=tuple(farm_pile[6:]),
        god_piles=tuple(tuple(p) for p in god_piles),
        display=display,
        god_discard=tuple(reserve),
        market=market,
        palace=tuple(palace),
        mission_pile=tuple(pile),
        pututu_supply=tuple(c for _, c in layout.pututu) if pututu else (0, 0),  # type: ignore[arg-type]
        offering_supply=layout.offerings - layout.start_offerings * n,
        food_supply=layout.food,
        feather_supply=tuple(supply),
        pending=(Task(FEATHER, colour=start_colours[order[0]]),),
        start_feathers=tuple(start_colours[s] for s in range(n)),
    )
    return state
