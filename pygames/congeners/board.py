"""The Congeners board: a hexhex board of side 5, 6 or 7 in axial coordinates ``(q, r)``; the colours and phases.

>>> [len(board_cells(n)) for n in SIZES], on_board((5, -5), 6), on_board((5, 1), 6)
([61, 91, 127], True, False)
>>> creatures({(0, 0), (1, 0), (3, -1)})
[((0, 0), (1, 0)), ((3, -1),)]
"""

from __future__ import annotations

BLACK, WHITE, DRAW = "black", "white", "draw"
COLOURS = (BLACK, WHITE)
SIZES = (5, 6, 7)
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SETUP, MOVE, PLACE, OVER = "setup", "move", "place", "over"  # the phases of a game (``State.phase``)
PHASES = (SETUP, MOVE, PLACE, OVER)


def other(colour: str) -> str:
    return WHITE if colour == BLACK else BLACK


def cell_text(cell) -> str:
    """``(q,r)``, as the rules write a cell."""
    return f"({cell[0]},{cell[1]})"


def on_board(cell, size: int) -> bool:
    """Whether ``cell`` is on the hexhex board of side ``size``."""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r)) <= size - 1


def board_cells(size: int) -> list:
    """Every cell of the board of side ``size``, sorted."""
    n = size - 1
    return [(q, r) for q in range(-n, n + 1) for r in range(-n, n + 1) if abs(q + r) <= n]


def neighbours(cell) -> list:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def line_step(start, end):
    """``(direction, distance)`` from ``start`` to ``end`` along one of the six lines, or ``None``.

    >>> line_step((0, 0), (2, -2)), line_step((0, 0), (1, 1))
    (((1, -1), 2), None)
    """
    dq, dr = end[0] - start[0], end[1] - start[1]
    k = max(abs(dq), abs(dr), abs(dq + dr))
    if k == 0 or dq % k or dr % k or (dq // k, dr // k) not in DIRECTIONS:
        return None
    return (dq // k, dr // k), k


def creatures(stones) -> list:
    """The creatures (maximal edge-connected sets) of one colour's stones, each a sorted tuple."""
    stones = set(stones)
    out = []
    for start in sorted(stones):
        if start not in stones:
            continue
        stones.discard(start)
        found, stack = [start], [start]
        while stack:
            for nb in neighbours(stack.pop()):
                if nb in stones:
                    stones.discard(nb)
                    found.append(nb)
                    stack.append(nb)
        out.append(tuple(sorted(found)))
    return out


def labels_of(stones) -> dict:
    """cell -> index of its creature."""
    return {c: i for i, group in enumerate(creatures(stones)) for c in group}


def touching(cell, labels: dict) -> set:
    """The creatures (indices of ``labels``) that ``cell`` touches."""
    return {labels[nb] for nb in neighbours(cell) if nb in labels}
