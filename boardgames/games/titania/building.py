"""Building stories from a building (crane) space onto the towers of the tower spaces it touches.

A tower's next story costs as many shells of the tower's colour as the story's height (1 to 4); a
tower never grows past 4 stories, and a colour with no stories left in the supply cannot grow. Each
story scores 3 points, or 4 where a sea star lies on the tower space.
"""

from __future__ import annotations

from boardgames.core.rules import PointsScored, Seat, evolve
from boardgames.games.titania.components import BUILDING, SHELL_COLOURS, TRACK_CATEGORIES
from boardgames.games.titania.events import Events, StoryBuilt
from boardgames.games.titania.state import TitaniaState, add_at, put

MAX_STORIES = 4
STORY_POINTS = 3
STARRED_STORY_POINTS = 4
BUILDING_TRACK = TRACK_CATEGORIES.index(BUILDING)


def story_cost(height: int) -> int:
    """Shells for the story on top of a tower ``height`` stories tall."""
    return height + 1


def story_points(state: TitaniaState, tower: int) -> int:
    return STARRED_STORY_POINTS if state.starred[tower] else STORY_POINTS


def build_options(state: TitaniaState, seat: Seat, building: int) -> list[tuple[int, str]]:
    """(tower space index, tower colour) pairs ``seat`` can build on next from ``building``."""
    shells = state.players[seat].shells
    stories, supply = state.stories, state.story_supply
    return [
        (t, colour)
        for t, j, k, colour in state.layout.towers_around(building)
        if stories[t][j] < MAX_STORIES and supply[k] > 0 and shells[k] >= story_cost(stories[t][j])
    ]


def build_story(
    state: TitaniaState, seat: Seat, tower: int, colour: str, events: Events
) -> TitaniaState:
    """Pay for and stack the next story of one tower, score it, and count it on the building step
    in front (legality checked before)."""
    space = state.layout.spaces[tower]
    j = space.towers.index(colour)
    k = SHELL_COLOURS.index(colour)
    height = state.stories[tower][j]
    cost = story_cost(height)
    points = story_points(state, tower)
    p = state.players[seat]
    player = evolve(
        p, shells=add_at(p.shells, k, -cost), points=add_at(p.points, BUILDING_TRACK, points)
    )
    step = state.pending[0]
    state = evolve(
        state,
        players=put(state.players, seat, player),
        stories=put(state.stories, tower, add_at(state.stories[tower], j, 1)),
        story_supply=add_at(state.story_supply, k, -1),
        shell_supply=add_at(state.shell_supply, k, cost),
        pending=(evolve(step, built=step.built + 1), *state.pending[1:]),
    )
    if events is not None:
        events.append(StoryBuilt(seat, space.at, colour, height + 1, cost))
        reason = f"story {height + 1} of a {colour} tower"
        events.append(PointsScored(seat, points, BUILDING, reason, space.at))
    return state
