"""The Pallanguzhi board: 14 holes in two rows of 7, their labels and owners.

Index ``i`` = 0..13: S1..S7 are 0..6, N1..N7 are 7..13; sowing goes
``i -> i + 1`` (mod 14). Seen from South, North's row is on top with N7 at
the left (facing S1) and N1 at the right (facing S7).

>>> LABELS[0], LABELS[13], side_of(0), side_of(7), list(row("north"))[:2]
('S1', 'N7', 'south', 'north', [7, 8])
>>> screen_place(0), screen_place(13)
((1, 0), (0, 0))
"""

from __future__ import annotations

from ..game import other

SOUTH, NORTH = "south", "north"
SIDES = (SOUTH, NORTH)
ROW = 7
HOLES = 2 * ROW
HOLES_LAST = HOLES - 1
SEEDS_PER_HOLE = 5
TOTAL_SEEDS = HOLES * SEEDS_PER_HOLE  # 70
PASU = 4
LABELS = tuple([f"S{i}" for i in range(1, ROW + 1)] + [f"N{i}" for i in range(1, ROW + 1)])

__all__ = [
    "SOUTH", "NORTH", "SIDES", "ROW", "HOLES", "HOLES_LAST", "SEEDS_PER_HOLE", "TOTAL_SEEDS", "PASU",
    "LABELS", "side_of", "other", "row", "bowl_index", "screen_place",
]


def side_of(hole: int) -> str:
    """The owner of a hole index: 0..6 are South's, 7..13 North's."""
    return SOUTH if hole < ROW else NORTH


def row(side: str) -> range:
    """The hole indices of one side's row, from its left."""
    return range(0, ROW) if side == SOUTH else range(ROW, HOLES)


def bowl_index(side: str) -> int:
    """Where a side's bowl is in ``State.bowls``: ``(south, north)``."""
    return SIDES.index(side)


def screen_place(hole: int) -> tuple[int, int]:
    """``(row, column)`` of a hole as drawn: North's row (0) on top, N7 at its left."""
    return (0, HOLES_LAST - hole) if hole >= ROW else (1, hole)
