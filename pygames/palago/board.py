"""The Palago table's geometry: cells, directions, corners, the four regions of a tile, symmetries.

Flat-topped hexes in axial coordinates ``(q, r)``, screen y down; the table is
unbounded. A tile is ``(q, r, l)``: its cell and the corner (0, 2 or 4) of its
Light tip.

>>> neighbours((0, 0))
[(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0)]
>>> cell_text((1, -1)), adjacent((0, 0), (0, 1))
('(1,-1)', True)
"""

from __future__ import annotations

LIGHT, DARK, DRAW = "light", "dark", "draw"
COLOURS = (LIGHT, DARK)
TILES = 48
ORIENTATIONS = (0, 2, 4)

# Directions d = 0..5 (NE, N, NW, SW, S, SE); edge d of a hex joins corners d
# and d+1 and is shared with the neighbour in direction d.
DIRECTIONS = ((1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0))

# The four regions of a tile, by index ("part").
LIGHT_TIP, LIGHT_BRIDGE, DARK_TIP, DARK_BRIDGE = range(4)


def part_colour(part: int) -> str:
    """The colour of a region: parts 0 and 1 are Light, 2 and 3 Dark."""
    return LIGHT if part < DARK_TIP else DARK


def is_bridge(part: int) -> bool:
    return part in (LIGHT_BRIDGE, DARK_BRIDGE)


# The corners each part holds, for each orientation l: the Light tip at l, the
# Light bridge at the two other even corners, the Dark tip at l+3, the Dark
# bridge at the two other odd corners.
PART_CORNERS = {
    l: ((l,), ((l + 2) % 6, (l + 4) % 6), ((l + 3) % 6,), ((l + 1) % 6, (l + 5) % 6)) for l in ORIENTATIONS
}
# The part holding corner k, for each orientation.
CORNER_PART = {
    l: tuple(next(p for p in range(4) if k in PART_CORNERS[l][p]) for k in range(6)) for l in ORIENTATIONS
}
# A corner point is shared by 3 hexes: corner k of a hex is corner k+4 of its
# neighbour in direction k and corner k+2 of its neighbour in direction k-1.
AROUND = tuple(((DIRECTIONS[k], (k + 4) % 6), (DIRECTIONS[k - 1], (k + 2) % 6)) for k in range(6))


def other(colour: str) -> str:
    return DARK if colour == LIGHT else LIGHT


def cell_text(cell) -> str:
    """``(q,r)``, as the rules write a cell."""
    return f"({cell[0]},{cell[1]})"


def neighbours(cell) -> list:
    """The six cells around ``cell``, in direction order NE, N, NW, SW, S, SE."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def adjacent(a, b) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


# -- symmetry ----------------------------------------------------------------------


def transform(tile, turn: int = 0, flip: bool = False) -> tuple:
    """A tile under a symmetry that keeps the colours: ``turn`` rotations by
    120° (counter-clockwise on screen, about the hex (0,0)), after a mirror
    in the horizontal line through (0,0) when ``flip``.

    A 60° turn or a mirror in a vertical line would swap Light and Dark
    corners, so these 6 (with translations) are all the symmetries of the game.

    >>> transform((1, -1, 0), turn=1), transform((0, -1, 2), flip=True)
    ((-1, 0, 2), (0, 1, 4))
    """
    q, r, l = tile
    if flip:
        q, r, l = q, -q - r, (-l) % 6
    for _ in range(turn % 3):
        q, r, l = r, -q - r, (l + 2) % 6
    return (q, r, l)


def canonical(tiles) -> tuple:
    """One representative of a set of tiles under the game's symmetries
    (the 6 of ``transform`` and translations), for counting positions.

    >>> canonical([(0, 0, 0), (0, 1, 0)]) == canonical([(5, 5, 0), (5, 4, 0)])
    True
    """
    best = None
    for flip in (False, True):
        for turn in range(3):
            moved = sorted(transform(t, turn, flip) for t in tiles)
            if moved:
                q0, r0 = moved[0][0], moved[0][1]
                moved = [(q - q0, r - r0, l) for q, r, l in moved]
            key = tuple(moved)
            if best is None or key < best:
                best = key
    return best
