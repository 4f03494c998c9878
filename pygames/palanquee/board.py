"""The Palanquée board: 313 cells in 19 columns on a cylinder, the pieces and the kinds of action.

Cells are numbered 0..312, column by column (S first), top to bottom; ``NAMES``
gives their names (:mod:`.text` reads the names a reader writes). A piece is a
byte: colour bit (1 black, 2 white), plus 4 for a seed; 0 is an empty cell.

>>> cells = board_cells()
>>> len(cells), cells[:3], cells[-1]
(313, ['S1', 'S2', 'S3'], 'A16')
>>> sorted({len(NEIGH[i]) for i in range(N)}), sum(len(NEIGH[i]) == 6 for i in range(N))
([4, 6], 263)
"""

from __future__ import annotations

BLACK, WHITE, DRAW = "black", "white", "draw"
COLOURS = (BLACK, WHITE)
SIDES = COLOURS  # the game contract's name: Black plays first
LETTERS = "SRQPONMLKJIHGFEDCBA"
GROW, GROW_SEED, MOVE, TRIM, RECOIL, SOW = "grow", "grow-seed", "move", "trim", "recoil", "sow"
KINDS = (GROW, GROW_SEED, MOVE, TRIM, RECOIL, SOW)
PLACING = (GROW, GROW_SEED, MOVE, SOW)
SEEDS, GRAINS = 3, 50
MAX_TURNS = 500

SEED = 4
BIT = {BLACK: 1, WHITE: 2}
PIECE_WORDS = {1: "black grain", 5: "black seed", 2: "white grain", 6: "white seed"}
PIECE_VALUES = {v: k for k, v in PIECE_WORDS.items()}
RED, BLUE = -2, -1
# Directions (dx, dh): N, NE, SE, S, SW, NW; the opposite of d is (d + 3) % 6.
DIRECTIONS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


class lazy:
    """A computed attribute kept in the instance's ``__dict__`` once worked out: ``functools.cached_property``
    without its lock and checks (the engine reads several of them for every position)."""

    def __init__(self, func):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def _rows(x: int) -> int:
    return 17 if x % 2 else 16


def _height(x: int, n: int) -> int:
    return 2 * n - 2 if x % 2 else 2 * n - 1


def _build():
    names, xs, rows, hs, at = [], [], [], [], {}
    columns = []
    for x in range(19):
        column = []
        for n in range(1, _rows(x) + 1):
            i = len(names)
            names.append(f"{LETTERS[x]}{n}")
            xs.append(x)
            rows.append(n)
            hs.append(_height(x, n))
            at[(x, hs[-1])] = i
            column.append(i)
        columns.append(tuple(column))
    step = []
    for dx, dh in DIRECTIONS:
        table = []
        for i in range(len(names)):
            x, n, h = xs[i], rows[i], hs[i]
            nx = x + dx
            if not 0 <= nx < 19:
                table.append(RED)
            elif dx == 0:  # along the column: a ring
                k = _rows(x)
                table.append(columns[x][(n - 1 + dh // 2) % k])
            else:
                table.append(at.get((nx, h + dh), BLUE))
        step.append(tuple(table))
    return tuple(names), tuple(xs), tuple(rows), tuple(hs), tuple(columns), tuple(step)


NAMES, X, ROW, HEIGHT, COLUMNS, STEP = _build()
N = len(NAMES)
INDEX = {name: i for i, name in enumerate(NAMES)}
NEIGH = tuple(tuple(STEP[d][i] for d in range(6) if STEP[d][i] >= 0) for i in range(N))


def _lines(i: int) -> frozenset:
    """The cells on the three lines through ``i`` (its column ring and both diagonals, to their ends)."""
    out = {i}
    for d in range(6):
        n = STEP[d][i]
        while n >= 0 and n != i:
            out.add(n)
            n = STEP[d][n]
    return frozenset(out)


LINES = tuple(_lines(i) for i in range(N))


def _ball2(i: int) -> frozenset:
    out = {i}
    for n in NEIGH[i]:
        out.add(n)
        out.update(NEIGH[n])
    return frozenset(out)


BALL2 = tuple(_ball2(i) for i in range(N))


def _splitmix(seed: int):
    while True:
        seed = (seed + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = seed
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        yield z ^ (z >> 31)


_RANDOM = _splitmix(1988)
ZOBRIST = tuple(next(_RANDOM) for _ in range(N * 8))  # ZOBRIST[8 * cell + piece]


def zobrist(board) -> int:
    h = 0
    for i in range(N):
        if board[i]:
            h ^= ZOBRIST[8 * i + board[i]]
    return h


def board_cells() -> list:
    """Every cell name, in board order (column S to A, top to bottom)."""
    return list(NAMES)


def rings(start: int):
    """``(d, cells)``: the cells at distance 0, 1, 2, ... from ``start``, ring by ring."""
    seen, frontier, d = {start}, [start], 0
    while frontier:
        yield d, frontier
        d += 1
        nxt = []
        for c in frontier:
            for n in NEIGH[c]:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt


def positions(data: bytes, value: int) -> list:
    """The indices where ``value`` stands in ``data``, in order (``bytes.find``: fast on a board).

    >>> positions(bytes([0, 3, 0, 3]), 3)
    [1, 3]
    """
    out = []
    i = data.find(value)
    while i >= 0:
        out.append(i)
        i = data.find(value, i + 1)
    return out


def components(board, bit: int):
    """(label per cell, groups): the connected sets of the pieces with colour ``bit``, in board order."""
    label = [-1] * N
    groups = []
    for i in range(N):
        if board[i] & bit and label[i] < 0:
            gid = len(groups)
            label[i] = gid
            comp = [i]
            k = 0
            while k < len(comp):
                x = comp[k]
                k += 1
                for n in NEIGH[x]:
                    if label[n] < 0 and board[n] & bit:
                        label[n] = gid
                        comp.append(n)
            comp.sort()
            groups.append(comp)
    return label, groups


_OWN = {bit: bytes(1 if v & bit else 0 for v in range(256)) for bit in (1, 2)}


def plant_components(board, bit: int):
    """The same as :func:`components` (labels, groups), found from the pieces alone (the engine's path)."""
    label = [-1] * N
    groups = []
    marks = board.translate(_OWN[bit])
    i = marks.find(1)
    while i >= 0:
        if label[i] < 0:
            gid = len(groups)
            label[i] = gid
            comp = [i]
            for x in comp:
                for n in NEIGH[x]:
                    if label[n] < 0 and marks[n]:
                        label[n] = gid
                        comp.append(n)
            comp.sort()
            groups.append(comp)
        i = marks.find(1, i + 1)
    return label, groups

