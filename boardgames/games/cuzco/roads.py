"""Where a chasqui can run: the stone trails and rope bridges of Tawantinsuyu, and the overlay.

The overlay's arms join Cuzco to the inner villages; which arm meets which village depends on the
overlay's rotation, which a player may change just before the chasqui leaves Cuzco. A road can be
used with a die of at least its pips.

A layout never changes, so each answer is worked out once per place, rotation, road and die and
kept (``functools.cache``): the rules ask where a chasqui can run several times a step (which
placements are open, what the move task offers, which phase II abilities can do anything).
"""

from __future__ import annotations

from functools import cache

from boardgames.games.cuzco.layout import CUZCO, CuzcoLayout

ANY = "any"  # Mama Sara 14: jump to any village
NEVER = 7  # more pips than any die shows


def arm_to(layout: CuzcoLayout, arm: int, rotation: int) -> str:
    """The inner village that arm number ``arm`` meets at ``rotation``."""
    return layout.arm_target(arm, rotation)


def arm_at(layout: CuzcoLayout, village: str, rotation: int) -> int | None:
    """The arm that meets an inner village at ``rotation`` (None for an outer village)."""
    inner = layout.inner_ids()
    if village not in inner:
        return None
    return (inner.index(village) - rotation) % len(inner)


@cache
def destinations(
    layout: CuzcoLayout, at: str, rotation: int, road: str, reach: int
) -> tuple[tuple[str, int], ...]:
    """Every (place, rotation) a chasqui at ``at`` can run to along ``road`` with a die of
    ``reach`` pips. Leaving Cuzco the overlay may be turned to any rotation first; otherwise the
    rotation stays. A jump reaches every village but the one the chasqui stands in."""
    if road == ANY:
        return tuple((v.id, rotation) for v in layout.villages if v.id != at)
    out: list[tuple[str, int]] = []
    if at == CUZCO:
        for rot in range(len(layout.arms)):
            for k, arm in enumerate(layout.arms):
                if arm.kind == road and arm.pips <= reach:
                    out.append((arm_to(layout, k, rot), rot))
        return tuple(sorted(set(out), key=lambda d: (d[1], d[0])))
    meets = arm_at(layout, at, rotation)
    if meets is not None:
        arm = layout.arms[meets]
        if arm.kind == road and arm.pips <= reach:
            out.append((CUZCO, rotation))
    for r in layout.roads:
        if r.kind != road or r.pips > reach:
            continue
        if r.a == at:
            out.append((r.b, rotation))
        elif r.b == at:
            out.append((r.a, rotation))
    return tuple(sorted(set(out)))


def can_move(layout: CuzcoLayout, at: str, rotation: int, road: str, reach: int) -> bool:
    least = least_pips(layout, at, rotation, road)
    return least <= reach and least != NEVER


@cache
def least_pips(layout: CuzcoLayout, at: str, rotation: int, road: str) -> int:
    """The smallest die that runs the chasqui anywhere from ``at`` along ``road`` (``NEVER``:
    none does). A road needing fewer pips takes any larger die too, so this says it all."""
    for reach in range(1, NEVER):
        if destinations(layout, at, rotation, road, reach):
            return reach
    return NEVER
