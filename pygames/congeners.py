"""Congeners: grow creatures of stones and match their shapes.

The rules are those of ``shared/rules/congeners.md``: a hexhex board of side
5, 6 (default) or 7; the two-stone pie setup; a turn is a move (a stone of a
creature of two or more slides along a line, every cell it enters touching
exactly one friendly creature once it is lifted; it may bite the first enemy
stone in its way) then a placement; a player with no legal turn passes; two
passes in a row, the third repetition of a position or the ply cap end the
game; creatures are scored by shape (free polyhexes) and compared size level
by size level.

Cells are ``(q, r)`` axial coordinates. Each ``play`` call is one step, and
each step has its own notation (``parse_move`` reads it, ``str`` writes it):

=====================  ===========================================================
``black 0,0``          setup: the first player puts a black (or white) stone
``choose white``       setup: the second player takes a colour (Black moves first)
``0,0-1,-1``           a move: the stone on (0,0) slides to (1,-1)
``0,0x1,-1``           a bite: the same, removing the enemy stone on (1,-1)
``@2,3``               the placement that completes the turn (``place 2,3`` too)
``pass``               the only legal step of a player who has no legal turn
=====================  ===========================================================

Setup goes black, black, white, white, then the choice:

>>> state = initial_state()
>>> for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1", "choose white"]:
...     state = state.play(step)
>>> state.phase, state.to_move, state.first_player
('move', 'black', 'black')
>>> [str(m) for m in state.legal_moves()]
['0,0-1,-1', '0,0-0,1', '1,0-1,-1', '1,0-0,1']
>>> state = state.play("0,0-1,-1")
>>> state.phase, str(state.moved_cell()), len(state.legal_moves())
('place', '(1, -1)', 18)
>>> state = state.play("@1,-3")
>>> state.to_move, state.to_text()
('white', '6.1000.3_m.w.b.1.0_b1.-3.1.-1.1.0_w-3.0.-3.1')
>>> State.from_text(state.to_text()) == state
True
>>> parse_move("(0, 0) x (1, -1)"), str(parse_move("place 2,3"))
(Move(kind='move', cell=(1, -1), start=(0, 0), bite=True, colour=None), '@2,3')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from . import IllegalMove
from .drawing import drawing_of

BLACK, WHITE, DRAW = "black", "white", "draw"
COLOURS = (BLACK, WHITE)
SIZES = (5, 6, 7)
SETUP, MOVE, PLACE, OVER = "setup", "move", "place", "over"
PHASES = (SETUP, MOVE, PLACE, OVER)
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


def other(colour: str) -> str:
    return WHITE if colour == BLACK else BLACK


def name(colour: str) -> str:
    return colour.capitalize()


def cell_text(cell) -> str:
    """``(q,r)``, as the rules write a cell."""
    return f"({cell[0]},{cell[1]})"


def on_board(cell, size: int) -> bool:
    """Whether ``cell`` is on the hexhex board of side ``size``.

    >>> on_board((5, -5), 6), on_board((5, 1), 6)
    (True, False)
    """
    q, r = cell
    return max(abs(q), abs(r), abs(q + r)) <= size - 1


def board_cells(size: int) -> list:
    """Every cell of the board of side ``size``, sorted.

    >>> [len(board_cells(n)) for n in SIZES]
    [61, 91, 127]
    """
    n = size - 1
    return [(q, r) for q in range(-n, n + 1) for r in range(-n, n + 1) if abs(q + r) <= n]


def neighbours(cell) -> list:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def creatures(stones) -> list:
    """The creatures (maximal edge-connected sets) of one colour's stones, each a sorted tuple.

    >>> creatures({(0, 0), (1, 0), (3, -1)})
    [((0, 0), (1, 0)), ((3, -1),)]
    """
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


def _labels(stones) -> dict:
    """cell -> index of its creature."""
    return {c: i for i, group in enumerate(creatures(stones)) for c in group}


def _touching(cell, labels: dict) -> set:
    return {labels[nb] for nb in neighbours(cell) if nb in labels}


# -- shapes and scoring -------------------------------------------------------------


def _symmetries(cells) -> list:
    """The 12 images of ``cells`` under the rotations and reflections of the hex grid."""
    out = []
    current = list(cells)
    for _ in range(6):
        current = [(-r, q + r) for q, r in current]  # a turn by 60 degrees
        out.append(current)
        out.append([(r, q) for q, r in current])  # a reflection
    return out


def canonical_shape(cells) -> tuple:
    """The free polyhex of ``cells``: the same for every translation, rotation and reflection.

    >>> canonical_shape([(0, 0), (0, 1), (0, 2), (1, 2)]) == canonical_shape([(5, 0), (6, 0), (7, 0), (7, 1)])
    True
    >>> canonical_shape([(3, 3)])
    ((0, 0),)
    """
    best = None
    for image in _symmetries(cells):
        q0 = min(q for q, _ in image)
        r0 = min(r for _, r in image)
        key = tuple(sorted((q - q0, r - r0) for q, r in image))
        if best is None or key < best:
            best = key
    return best


def shapes_of(state, colour: str) -> dict:
    """``colour``'s creatures grouped by shape: canonical shape -> list of creatures."""
    out = {}
    for group in creatures(state.stones(colour)):
        out.setdefault(canonical_shape(group), []).append(group)
    return out


def same_shape(state, cell) -> tuple:
    """The creature on ``cell`` and every creature of its colour with the same shape (cell sets).

    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (3, 1), (-3, 0)], white=[(0, 3)])
    >>> picked, alike = same_shape(s, (0, 0))
    >>> sorted(picked), len(alike)
    ([(0, 0), (1, 0)], 2)
    """
    colour = state.colour_at(cell)
    if colour is None:
        return (), []
    shapes = shapes_of(state, colour)
    for group in creatures(state.stones(colour)):
        if cell in group:
            return group, shapes[canonical_shape(group)]
    return (), []


def shape_score(size: int, count: int) -> int:
    """Rule 7: a shape held by one creature scores 0, by k >= 2 creatures of size s, s*s*k.

    >>> shape_score(4, 1), shape_score(4, 2)
    (0, 32)
    """
    return size * size * count if count >= 2 else 0


def score(state, colour: str) -> tuple:
    """``colour``'s profile for rule 8: ``((size, (shape scores, highest first)), ...)``, largest size first."""
    levels = {}
    for shape, group in shapes_of(state, colour).items():
        levels.setdefault(len(shape), []).append(shape_score(len(shape), len(group)))
    return tuple((s, tuple(sorted(levels[s], reverse=True))) for s in sorted(levels, reverse=True))


def total(profile) -> int:
    """The sum of a profile's shape scores (not what decides the game here)."""
    return sum(sum(scores) for _, scores in profile)


def compare(a, b) -> int:
    """Rule 8, the reading this site uses: 1 if profile ``a`` wins, -1 if ``b`` does, 0 for a draw.

    Level by level, each player's own largest size first, then their next
    size, whatever the sizes are; within a level shape by shape, highest
    score first, a missing entry counting 0. The first difference decides.
    Replace this function to use another reading (total score, or only the
    sizes both players hold).

    >>> compare(((4, (32,)),), ((3, (18,)), (2, (40,))))
    1
    >>> compare(((5, (0,)), (4, (48,))), ((4, (32,)), (3, (81,))))
    -1
    """
    step = deciding_step(a, b)
    return 0 if step is None else step[2]


def deciding_step(a, b):
    """Where rule 8 finds the first difference: ``(level, shape, sign)`` (0-based), or ``None``."""
    for level in range(max(len(a), len(b))):
        sa = a[level][1] if level < len(a) else ()
        sb = b[level][1] if level < len(b) else ()
        for i in range(max(len(sa), len(sb))):
            x = sa[i] if i < len(sa) else 0
            y = sb[i] if i < len(sb) else 0
            if x != y:
                return (level, i, 1 if x > y else -1)
    return None


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def score_breakdown(state) -> dict:
    """The scores, for a scoring explainer: JSON-friendly.

    ``black`` and ``white``: ``levels`` (largest size first), each with its
    ``size`` and ``shapes`` (``cells`` of one creature of that shape,
    ``creatures`` holding it, ``score``), and ``total``. ``comparison``: one
    entry per level compared; ``winner`` and ``explanation`` in words.

    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(0, 3), (1, 3), (-3, 0)])
    >>> b = score_breakdown(s)
    >>> b["black"]["levels"][0]["shapes"][0]["score"], b["winner"]
    (8, 'black')
    >>> b["explanation"]
    "Black's largest creatures (size 2) score 8 against White's (size 2) 0: Black wins."
    """
    out = {}
    profiles = {}
    for colour in COLOURS:
        levels = {}
        for shape, group in shapes_of(state, colour).items():
            levels.setdefault(len(shape), []).append(
                {"cells": [list(c) for c in group[0]], "creatures": len(group), "score": shape_score(len(shape), len(group))}
            )
        rows = []
        for size in sorted(levels, reverse=True):
            shapes = sorted(levels[size], key=lambda s: (-s["score"], -s["creatures"], s["cells"]))
            rows.append({"size": size, "shapes": shapes})
        profiles[colour] = score(state, colour)
        out[colour] = {"levels": rows, "total": total(profiles[colour])}
    a, b = profiles[BLACK], profiles[WHITE]
    comparison = []
    for level in range(max(len(a), len(b))):
        comparison.append(
            {
                "level": level + 1,
                "black_size": a[level][0] if level < len(a) else None,
                "white_size": b[level][0] if level < len(b) else None,
                "black": list(a[level][1]) if level < len(a) else [],
                "white": list(b[level][1]) if level < len(b) else [],
            }
        )
    result = compare(a, b)
    winner = {1: BLACK, -1: WHITE, 0: DRAW}[result]
    out["comparison"] = comparison
    out["winner"] = winner
    out["explanation"] = explain(a, b)
    return out


def explain(a, b, names=("Black", "White")) -> str:
    """Rule 8's verdict between profiles ``a`` and ``b`` in words."""
    step = deciding_step(a, b)
    if step is None:
        return f"{names[0]} and {names[1]} have the same scores at every level: a draw."
    level, i, sign = step

    def level_words(p, who):
        if level >= len(p):
            return f"{who} has no creatures at that level"
        return f"size {p[level][0]}"

    winner = names[0] if sign > 0 else names[1]
    which = "largest creatures" if level == 0 else f"{_ordinal(level + 1)} size level"
    sa = a[level][1] if level < len(a) else ()
    sb = b[level][1] if level < len(b) else ()
    x = sa[i] if i < len(sa) else 0
    y = sb[i] if i < len(sb) else 0
    what = "" if i == 0 else f", {_ordinal(i + 1)} best shape,"
    sizes_a = f"size {a[level][0]}" if level < len(a) else "none"
    sizes_b = f"size {b[level][0]}" if level < len(b) else "none"
    earlier = "" if level == 0 and i == 0 else "Tied before that; "
    return (
        f"{earlier}{names[0]}'s {which} ({sizes_a}){what} score {x} against "
        f"{names[1]}'s ({sizes_b}) {y}: {winner} wins."
    )


# -- moves --------------------------------------------------------------------------


@dataclass(frozen=True)
class Move:
    """One step of play.

    ``kind`` is ``"setup"`` (``colour`` and ``cell``), ``"choose"``
    (``colour``), ``"move"`` (``start`` -> ``cell``, ``bite`` when it takes
    an enemy stone), ``"place"`` (``cell``) or ``"pass"``.
    """

    kind: str
    cell: tuple | None = None
    start: tuple | None = None
    bite: bool = False
    colour: str | None = None

    def __str__(self) -> str:
        if self.kind == "move":
            sep = "x" if self.bite else "-"
            return f"{self.start[0]},{self.start[1]}{sep}{self.cell[0]},{self.cell[1]}"
        if self.kind == "place":
            return f"@{self.cell[0]},{self.cell[1]}"
        if self.kind == "setup":
            return f"{self.colour} {self.cell[0]},{self.cell[1]}"
        if self.kind == "choose":
            return f"choose {self.colour}"
        return "pass"

    def token(self) -> str:
        """The URL-safe form used in ``to_text`` (``m0.0.1.-1``, ``x...``, ``p2.3``, ``z``)."""
        if self.kind == "move":
            return f"{'x' if self.bite else 'm'}{self.start[0]}.{self.start[1]}.{self.cell[0]}.{self.cell[1]}"
        if self.kind == "place":
            return f"p{self.cell[0]}.{self.cell[1]}"
        if self.kind == "pass":
            return "z"
        raise ValueError(f"{self} is not a turn step")


_CELL = r"\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?"
_MOVE_RE = re.compile(rf"^{_CELL}\s*(->|-|x|X|×)\s*{_CELL}$")
_PLACE_RE = re.compile(rf"^(?:@|place\s+)\s*{_CELL}$", re.I)
_SETUP_RE = re.compile(rf"^(black|white)\s+{_CELL}$", re.I)
_CHOOSE_RE = re.compile(r"^choose\s+(black|white)$", re.I)


def parse_move(text: str) -> Move:
    """Read one step in the notation of the module docstring.

    >>> [str(parse_move(t)) for t in ["0,0-1,-1", "(0,0)->(1,-1)", "0,0x1,-1", "place 2,-3", "Black 0,0", "choose WHITE", " pass "]]
    ['0,0-1,-1', '0,0-1,-1', '0,0x1,-1', '@2,-3', 'black 0,0', 'choose white', 'pass']
    >>> parse_move("0,0 to 1,1")
    Traceback (most recent call last):
    ...
    ValueError: '0,0 to 1,1' is not a Congeners step: write a move 0,0-1,-1 (a bite 0,0x1,-1), a placement @2,3, a setup stone black 0,0, choose white, or pass
    """
    if isinstance(text, Move):
        return text
    raw = str(text).strip()
    low = raw.lower()
    if low == "pass":
        return Move("pass")
    m = _MOVE_RE.match(raw)
    if m:
        a, b, sep, c, d = m.groups()
        return Move("move", (int(c), int(d)), (int(a), int(b)), sep.lower() in ("x", "×"))
    m = _PLACE_RE.match(raw)
    if m:
        return Move("place", (int(m.group(1)), int(m.group(2))))
    m = _SETUP_RE.match(raw)
    if m:
        return Move("setup", (int(m.group(2)), int(m.group(3))), colour=m.group(1).lower())
    m = _CHOOSE_RE.match(raw)
    if m:
        return Move("choose", colour=m.group(1).lower())
    raise ValueError(
        f"{raw!r} is not a Congeners step: write a move 0,0-1,-1 (a bite 0,0x1,-1), a placement @2,3, "
        "a setup stone black 0,0, choose white, or pass"
    )


def _as_move(move) -> Move:
    return move if isinstance(move, Move) else parse_move(move)


def _cell(value, what: str) -> tuple:
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    ):
        raise ValueError(f"{what} must be a cell [q, r] of two whole numbers, not {value!r}")
    return (value[0], value[1])


def parse_cell(value) -> tuple:
    """A cell from ``"q,r"``, ``"(q, r)"`` or a pair.

    >>> parse_cell("(2, -1)"), parse_cell([0, 3])
    ((2, -1), (0, 3))
    """
    if isinstance(value, str):
        m = re.fullmatch(_CELL, value.strip())
        if not m:
            raise ValueError(f"a cell is written q,r (like 2,-1), not {value!r}")
        return (int(m[1]), int(m[2]))
    return _cell(list(value) if isinstance(value, tuple) else value, "a cell")


# -- the state ----------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A position, with what the rules need to go on from it.

    ``black`` and ``white``: the stones (frozensets of cells). ``phase``:
    ``setup``, ``move``, ``place`` (``moved`` is the cell of the stone just
    moved) or ``over``. ``plies``: turns played since setup (a pass counts as
    a turn). ``passes``: passes in a row just made. ``first_player``: the
    colour of the player who set up (``None`` before the choice). ``trail``:
    the steps since the last turn that changed the number of stones, the
    only ones a position can repeat across (a turn that is not a bite adds a
    stone for good).
    """

    size: int = 6
    max_plies: int = 1000
    repetitions: int = 3
    black: frozenset = frozenset()
    white: frozenset = frozenset()
    to_move: str = BLACK
    phase: str = SETUP
    moved: tuple | None = None
    plies: int = 0
    passes: int = 0
    first_player: str | None = None
    trail: tuple = field(default=())

    # -- basic views ---------------------------------------------------------------

    def stones(self, colour: str) -> frozenset:
        return self.black if colour == BLACK else self.white

    def colour_at(self, cell) -> str | None:
        if cell in self.black:
            return BLACK
        if cell in self.white:
            return WHITE
        return None

    def moved_cell(self):
        return self.moved

    @cached_property
    def labels(self) -> dict:
        """colour -> {cell: creature index}."""
        return {BLACK: _labels(self.black), WHITE: _labels(self.white)}

    def creature_of(self, cell) -> tuple:
        """The creature holding the stone on ``cell``."""
        colour = self.colour_at(cell)
        if colour is None:
            return ()
        return next(g for g in creatures(self.stones(colour)) if cell in g)

    def key(self) -> tuple:
        """The position for repetition: the board and the side to move."""
        return (self.black, self.white, self.to_move)

    @property
    def setup_step(self) -> str | None:
        """In setup: ``"black"``/``"white"`` (the colour of the next stone) or ``"choose"``."""
        if self.phase != SETUP:
            return None
        if len(self.black) < 2:
            return BLACK
        if len(self.white) < 2:
            return WHITE
        return "choose"

    # -- the move ------------------------------------------------------------------

    def _slides(self, start):
        """``(cell, bite, why_stopped)`` for each cell the stone on ``start`` can reach, by direction.

        Yields ``(cell, bite)`` for reachable cells.
        """
        colour = self.to_move
        own, enemy = self.stones(colour), self.stones(other(colour))
        labels = _labels(own - {start})
        for dq, dr in DIRECTIONS:
            x = (start[0] + dq, start[1] + dr)
            while on_board(x, self.size) and x not in own:
                if len(_touching(x, labels)) != 1:
                    break
                if x in enemy:
                    yield (x, True)
                    break
                yield (x, False)
                x = (x[0] + dq, x[1] + dr)

    def _after_move(self, start, dest):
        """(own, enemy) stones after the stone on ``start`` moves to ``dest``."""
        colour = self.to_move
        own = (self.stones(colour) - {start}) | {dest}
        enemy = self.stones(other(colour)) - {dest}
        return own, enemy

    def _placements(self, own, enemy, moved):
        """The legal placement cells once the moved stone stands on ``moved``."""
        labels = _labels(own)
        home = labels[moved]
        for dq, dr in DIRECTIONS:
            x = (moved[0] + dq, moved[1] + dr)
            while on_board(x, self.size) and x not in own and x not in enemy:
                touched = _touching(x, labels)
                if home not in touched and len(touched) <= 1:
                    yield x
                x = (x[0] + dq, x[1] + dr)

    def movable(self) -> list:
        """The stones of the side to move that belong to a creature of two or more."""
        labels = self.labels[self.to_move]
        sizes = {}
        for i in labels.values():
            sizes[i] = sizes.get(i, 0) + 1
        return sorted(c for c, i in labels.items() if sizes[i] >= 2)

    def moves_from(self, start) -> list:
        """The legal moves of the stone on ``start`` (each followed by some legal placement)."""
        if self.phase != MOVE or start not in self.movable():
            return []
        out = []
        for dest, bite in self._slides(start):
            own, enemy = self._after_move(start, dest)
            if next(self._placements(own, enemy, dest), None) is not None:
                out.append(Move("move", dest, start, bite))
        return out

    @cached_property
    def _turn_moves(self) -> list:
        out = []
        for start in self.movable():
            out += self.moves_from(start)
        return out

    def legal_moves(self) -> list:
        """Every legal step now: setup steps, moves (or the one ``pass``), or placements."""
        if self.phase == OVER:
            return []
        if self.phase == SETUP:
            step = self.setup_step
            if step == "choose":
                return [Move("choose", colour=BLACK), Move("choose", colour=WHITE)]
            return [Move("setup", c, colour=step) for c in board_cells(self.size) if self._setup_problem(step, c) is None]
        if self.phase == PLACE:
            own, enemy = self.stones(self.to_move), self.stones(other(self.to_move))
            return [Move("place", c) for c in sorted(self._placements(own, enemy, self.moved))]
        return list(self._turn_moves) or [Move("pass")]

    def legal_turns(self) -> list:
        """Every whole turn now: ``(move, placement)`` pairs."""
        out = []
        for m in self.legal_moves():
            if m.kind == "move":
                out += [(m, p) for p in self.play(m).legal_moves()]
        return out

    # -- checking ------------------------------------------------------------------

    def _setup_problem(self, colour, cell):
        if not on_board(cell, self.size):
            return f"{cell_text(cell)} is off the board"
        if cell in self.black or cell in self.white:
            return f"{cell_text(cell)} already holds a stone"
        mine = self.stones(colour)
        theirs = self.stones(other(colour))
        if any(nb in theirs for nb in neighbours(cell)):
            return f"{cell_text(cell)} touches a {other(colour)} stone: the two creatures of the setup may not touch"
        if len(mine) == 1:
            (first,) = mine
            if cell not in neighbours(first):
                return f"{cell_text(cell)} does not touch {cell_text(first)}: each setup creature is two adjacent stones"
        elif colour == WHITE:
            # the second white stone must find room beside the first
            if not any(
                on_board(nb, self.size) and nb not in self.black and nb not in self.white
                and not any(x in self.black for x in neighbours(nb))
                for nb in neighbours(cell)
            ):
                return f"{cell_text(cell)} leaves no room for the second white stone beside it"
        return None

    def check(self, move) -> Move:
        """Raise ``IllegalMove`` saying why ``move`` is not allowed here; return it (a bite marked as one)."""
        move = _as_move(move)
        mover = name(self.to_move)
        if self.phase == OVER:
            raise IllegalMove("the game is over: start a new one to play again")
        if self.phase == SETUP:
            step = self.setup_step
            if step == "choose":
                if move.kind != "choose":
                    raise IllegalMove("the setup is done: the second player now chooses a colour (choose black or choose white)")
                return move
            if move.kind != "setup":
                raise IllegalMove(f"the setup is not finished: the first player places a {step} stone next (like {step} 0,0)")
            if move.colour != step:
                raise IllegalMove(f"the setup goes black, black, white, white: the next stone is {step}, not {move.colour}")
            problem = self._setup_problem(step, move.cell)
            if problem:
                raise IllegalMove(problem)
            return move
        if move.kind in ("setup", "choose"):
            raise IllegalMove("the setup is over: play the game's moves now")
        if self.phase == PLACE:
            if move.kind != "place":
                raise IllegalMove(
                    f"{mover} has moved {cell_text(self.moved)} and now places a stone (like @2,3): the turn goes move, then place"
                )
            self._check_place(move.cell)
            return move
        if move.kind == "place":
            raise IllegalMove(f"{mover} moves a stone first (like 0,0-1,-1), then places one")
        turns = self._turn_moves
        if move.kind == "pass":
            if turns:
                raise IllegalMove(f"{mover} has a legal turn, so may not pass: a player passes only when no move and placement can be played")
            return move
        return self._check_move(move)

    def _check_move(self, move) -> Move:
        colour = self.to_move
        mover = name(colour)
        start, dest = move.start, move.cell
        own, enemy = self.stones(colour), self.stones(other(colour))
        if start not in own:
            what = f"a {other(colour)} stone" if start in enemy else "no stone"
            raise IllegalMove(f"{cell_text(start)} holds {what}: {mover} moves one of their own stones")
        if start not in self.movable():
            raise IllegalMove(f"{cell_text(start)} is a lone stone: a creature of one stone cannot move")
        dq, dr = dest[0] - start[0], dest[1] - start[1]
        k = max(abs(dq), abs(dr), abs(dq + dr))
        if k == 0 or (dq // k if dq % k == 0 else None, dr // k if dr % k == 0 else None) not in DIRECTIONS:
            raise IllegalMove(f"{cell_text(dest)} is not on a straight line from {cell_text(start)}: a stone slides along one of the six lines")
        if not on_board(dest, self.size):
            raise IllegalMove(f"{cell_text(dest)} is off the board")
        d = (dq // k, dr // k)
        labels = _labels(own - {start})
        for i in range(1, k + 1):
            x = (start[0] + d[0] * i, start[1] + d[1] * i)
            if x in own:
                raise IllegalMove(f"{cell_text(x)} holds a {colour} stone: a stone slides through empty cells")
            if x in enemy and i < k:
                raise IllegalMove(
                    f"{cell_text(x)} holds a {other(colour)} stone on the way: a stone slides through empty cells "
                    f"and can only bite the first enemy stone it meets"
                )
            n = len(_touching(x, labels))
            if n != 1:
                where = "" if i == k else " on the way"
                raise IllegalMove(
                    f"{cell_text(x)}{where} touches {NUMBERS[min(n, 6)]} {colour} creatures once {cell_text(start)} is lifted: "
                    "a stone may only slide beside exactly one of its own creatures"
                )
        bite = dest in enemy
        if move.bite and not bite:
            raise IllegalMove(f"{cell_text(dest)} holds no {other(colour)} stone to bite")
        full = Move("move", dest, start, bite)
        own2, enemy2 = self._after_move(start, dest)
        if next(self._placements(own2, enemy2, dest), None) is None:
            raise IllegalMove(f"after {full} no stone can be placed: a move must be followed by a legal placement")
        return full

    def _check_place(self, cell) -> None:
        colour = self.to_move
        m = self.moved
        own, enemy = self.stones(colour), self.stones(other(colour))
        if not on_board(cell, self.size):
            raise IllegalMove(f"{cell_text(cell)} is off the board")
        if cell in own or cell in enemy:
            raise IllegalMove(f"{cell_text(cell)} already holds a stone: a stone is placed on an empty cell")
        dq, dr = cell[0] - m[0], cell[1] - m[1]
        k = max(abs(dq), abs(dr), abs(dq + dr))
        if k == 0 or dq % k or dr % k or (dq // k, dr // k) not in DIRECTIONS:
            raise IllegalMove(f"{cell_text(cell)} is not on a straight line from {cell_text(m)}, the stone just moved")
        d = (dq // k, dr // k)
        for i in range(1, k):
            x = (m[0] + d[0] * i, m[1] + d[1] * i)
            if x in own or x in enemy:
                raise IllegalMove(f"{cell_text(x)} stands between {cell_text(m)} and {cell_text(cell)}: a placement does not jump over stones")
        labels = self.labels[colour]
        touched = _touching(cell, labels)
        if labels[m] in touched:
            raise IllegalMove(
                f"{cell_text(cell)} touches the creature of the stone just moved to {cell_text(m)}: the new stone may not"
            )
        if len(touched) > 1:
            raise IllegalMove(f"{cell_text(cell)} touches {NUMBERS[min(len(touched), 6)]} {colour} creatures: placing never merges creatures")

    # -- playing -------------------------------------------------------------------

    def _with(self, **changes) -> State:
        values = {f: getattr(self, f) for f in self.__dataclass_fields__}
        values.update(changes)
        return State(**values)

    def play(self, move) -> State:
        """The state after one step (a ``Move`` or its text)."""
        move = self.check(move)
        colour = self.to_move
        if move.kind == "setup":
            stones = {BLACK: self.black, WHITE: self.white}
            stones[move.colour] = stones[move.colour] | {move.cell}
            after = self._with(black=stones[BLACK], white=stones[WHITE])
            step = after.setup_step
            return after._with(to_move=BLACK if step == "choose" else step)
        if move.kind == "choose":
            return self._with(phase=MOVE, to_move=BLACK, first_player=other(move.colour))
        if move.kind == "move":
            own, enemy = self._after_move(move.start, move.cell)
            black, white = (own, enemy) if colour == BLACK else (enemy, own)
            return self._with(black=black, white=white, phase=PLACE, moved=move.cell, trail=self.trail + (move,))
        if move.kind == "place":
            own = self.stones(colour) | {move.cell}
            black, white = (own, self.white) if colour == BLACK else (self.black, own)
            trail = self.trail + (move,) if self.trail and self.trail[-1].bite else ()
            after = self._with(
                black=black, white=white, phase=MOVE, moved=None, to_move=other(colour), plies=self.plies + 1, passes=0, trail=trail
            )
            return after._ended()
        # a pass
        after = self._with(to_move=other(colour), plies=self.plies + 1, passes=self.passes + 1, trail=self.trail + (move,))
        return after._ended()

    def _ended(self) -> State:
        if self.passes >= 2 or self.plies >= self.max_plies or self.occurrences() >= self.repetitions:
            return self._with(phase=OVER)
        return self

    def history(self) -> list:
        """The earlier turn-start positions (``key()``s) that this one could repeat, oldest last."""
        black, white, to_move, phase = set(self.black), set(self.white), self.to_move, self.phase
        out = []
        for step in reversed(self.trail):
            if step.kind == "move":
                own, enemy = (black, white) if to_move == BLACK else (white, black)
                if step.cell not in own:
                    raise ValueError(f"the trail does not lead here: {step} left no stone on {cell_text(step.cell)}")
                own.discard(step.cell)
                own.add(step.start)
                if step.bite:
                    enemy.add(step.cell)
                phase = MOVE
                out.append((frozenset(black), frozenset(white), to_move))
            else:
                if phase == PLACE:
                    raise ValueError(f"the trail does not lead here: {step} cannot come right after a move")
                to_move = other(to_move)
                if step.kind == "place":
                    own = black if to_move == BLACK else white
                    if step.cell not in own:
                        raise ValueError(f"the trail does not lead here: no {to_move} stone on {cell_text(step.cell)}")
                    own.discard(step.cell)
                    phase = PLACE
                else:
                    out.append((frozenset(black), frozenset(white), to_move))
        return out

    def occurrences(self) -> int:
        """How many times this position has occurred (this time included)."""
        return 1 + self.history().count(self.key())

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def end_reason(self) -> str | None:
        """``"passes"``, ``"cap"`` or ``"repetition"`` once over."""
        if self.phase != OVER:
            return None
        if self.passes >= 2:
            return "passes"
        if self.occurrences() >= self.repetitions:
            return "repetition"
        return "cap"

    def winner(self) -> str | None:
        """``"black"``, ``"white"``, ``"draw"``, or ``None`` while the game goes on."""
        if self.phase != OVER:
            return None
        return {1: BLACK, -1: WHITE, 0: DRAW}[compare(score(self, BLACK), score(self, WHITE))]

    def describe(self) -> str:
        """The position in words, for a status line.

        >>> initial_state().describe()
        'Setup: the first player places the first black stone anywhere.'
        """
        mover = name(self.to_move)
        if self.phase == SETUP:
            step = self.setup_step
            if step == "choose":
                return "Setup done: the second player chooses a colour; Black moves first."
            nth = "first" if len(self.stones(step)) == 0 else "second"
            where = "anywhere" if step == BLACK and nth == "first" else (
                "beside the first" if nth == "second" else "not touching the black stones"
            )
            return f"Setup: the first player places the {nth} {step} stone {where}."
        if self.phase == OVER:
            why = {
                "passes": "Both players passed",
                "repetition": f"The position occurred for the {_ordinal(self.repetitions)} time",
                "cap": f"The game reached {self.max_plies} turns",
            }[self.end_reason]
            win = self.winner()
            b = score_breakdown(self)["explanation"]
            verdict = "a draw" if win == DRAW else f"{name(win)} wins"
            return f"{why}: the game is over and {verdict}. {b}"
        if self.phase == PLACE:
            return f"{mover} moved to {cell_text(self.moved)} and now places a stone on a line from it."
        if self.legal_moves()[0].kind == "pass":
            return f"{mover} has no legal turn and must pass."
        return f"{mover} to move a stone ({len(self.black)} black, {len(self.white)} white on the board)."

    # -- serialisation -------------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form (fields of the rules spec, plus the options and the game's progress)."""
        return {
            "size": self.size,
            "stones": {BLACK: [list(c) for c in sorted(self.black)], WHITE: [list(c) for c in sorted(self.white)]},
            "to_move": self.to_move,
            "phase": self.phase,
            "moved": list(self.moved) if self.moved else None,
            "winner": self.winner(),
            "plies": self.plies,
            "passes": self.passes,
            "first_player": self.first_player,
            "trail": [str(m) for m in self.trail],
            "max_plies": self.max_plies,
            "repetitions": self.repetitions,
        }

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        >>> State.from_dict({"stones": {"black": [[0, 0], [9, 9]]}, "phase": "move"})
        Traceback (most recent call last):
        ...
        ValueError: black stone (9,9) is off the board of side 6
        """
        if not isinstance(d, dict):
            raise ValueError("a Congeners position must be a JSON object")
        stones = d.get("stones", {})
        if not isinstance(stones, dict):
            raise ValueError("'stones' must be an object {\"black\": [[q, r], ...], \"white\": [...]}")
        cells = {}
        for colour in COLOURS:
            raw = stones.get(colour, [])
            if not isinstance(raw, (list, tuple)):
                raise ValueError(f"{colour} stones must be a list of [q, r] cells, not {raw!r}")
            cells[colour] = [_cell(c, f"a {colour} stone") for c in raw]
        moved = d.get("moved")
        trail = d.get("trail") or []
        if not isinstance(trail, (list, tuple)):
            raise ValueError("'trail' must be a list of steps")
        state = cls.from_stones(
            black=cells[BLACK],
            white=cells[WHITE],
            to_move=d.get("to_move", BLACK),
            phase=d.get("phase", MOVE),
            moved=None if moved is None else _cell(moved, "'moved'"),
            size=d.get("size", 6),
            max_plies=d.get("max_plies", 1000),
            repetitions=d.get("repetitions", 3),
            plies=d.get("plies", 0),
            passes=d.get("passes", 0),
            first_player=d.get("first_player"),
            trail=[parse_move(m) for m in trail],
        )
        if "winner" in d and d["winner"] != state.winner():
            raise ValueError(f"the winner here is {state.winner()!r}, not {d['winner']!r}")
        return state

    @classmethod
    def from_stones(
        cls, black=(), white=(), to_move=BLACK, phase=MOVE, moved=None, size=6, max_plies=1000, repetitions=3,
        plies=0, passes=0, first_player=None, trail=(),
    ) -> State:
        """A set-up position (the worked examples, puzzles); checked by ``validate``."""
        black = frozenset(tuple(c) for c in black)
        white = frozenset(tuple(c) for c in white)
        state = cls(
            size, max_plies, repetitions, black, white, to_move, phase,
            None if moved is None else tuple(moved), plies, passes, first_player, tuple(_as_move(m) for m in trail),
        )
        state.validate()
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        for label, value, allowed in (("size", self.size, None), ("max_plies", self.max_plies, None), ("repetitions", self.repetitions, None)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{label} must be a whole number, not {value!r}")
        if self.size not in SIZES:
            raise ValueError(f"the board side must be 5, 6 or 7, not {self.size}")
        if self.max_plies < 1:
            raise ValueError(f"max_plies must be at least 1, not {self.max_plies}")
        if self.repetitions < 2:
            raise ValueError(f"repetitions must be at least 2, not {self.repetitions}")
        if self.to_move not in COLOURS:
            raise ValueError(f"the side to move must be 'black' or 'white', not {self.to_move!r}")
        if self.phase not in PHASES:
            raise ValueError(f"the phase must be setup, move, place or over, not {self.phase!r}")
        for colour in COLOURS:
            for c in self.stones(colour):
                if not on_board(c, self.size):
                    raise ValueError(f"{colour} stone {cell_text(c)} is off the board of side {self.size}")
        both = self.black & self.white
        if both:
            raise ValueError(f"{cell_text(min(both))} holds both a black and a white stone")
        if not isinstance(self.plies, int) or self.plies < 0:
            raise ValueError(f"plies must be a whole number >= 0, not {self.plies!r}")
        if self.passes not in (0, 1, 2):
            raise ValueError(f"passes in a row must be 0, 1 or 2, not {self.passes!r}")
        if self.first_player not in (None, BLACK, WHITE):
            raise ValueError(f"first_player must be 'black', 'white' or null, not {self.first_player!r}")
        if self.phase == SETUP:
            self._validate_setup()
        if self.phase == PLACE:
            if self.moved is None or self.moved not in self.stones(self.to_move):
                raise ValueError(f"in the place phase 'moved' must be a {self.to_move} stone, not {self.moved!r}")
        elif self.moved is not None:
            raise ValueError(f"'moved' is only set in the place phase, not in {self.phase}")
        for step in self.trail:
            if step.kind not in ("move", "place", "pass"):
                raise ValueError(f"the trail holds only moves, placements and passes, not {step}")
        if self.trail and self.phase != SETUP:
            if self.phase == PLACE and self.trail[-1].kind != "move":
                raise ValueError("in the place phase the trail ends with the move just made")
            self.history()
        if self.phase == OVER:
            if self.passes < 2 and self.plies < self.max_plies and self.occurrences() < self.repetitions:
                raise ValueError("the game is marked over, but no pass, repetition or ply cap ended it")
        elif self.phase != SETUP and self.passes >= 2:
            raise ValueError("two passes in a row end the game: the phase must be over")

    def _validate_setup(self) -> None:
        if self.plies or self.trail or self.first_player:
            raise ValueError("in setup no turn has been played yet")
        if len(self.black) > 2 or len(self.white) > 2 or (self.white and len(self.black) < 2):
            raise ValueError("the setup places two black stones, then two white ones")
        for colour in COLOURS:
            if len(self.stones(colour)) == 2 and len(creatures(self.stones(colour))) != 1:
                raise ValueError(f"the two {colour} stones of the setup must be adjacent")
        if any(nb in self.white for c in self.black for nb in neighbours(c)):
            raise ValueError("the black and white creatures of the setup may not touch")
        step = self.setup_step
        expected = BLACK if step == "choose" else step
        if self.to_move != expected:
            raise ValueError(f"in this setup step the side to move is {expected}, not {self.to_move}")

    def to_text(self) -> str:
        """A compact, URL-safe position string.

        Parts joined by ``_``: the options ``size.max_plies.repetitions``;
        the progress ``phase.to_move.first_player.plies.passes`` (letters
        ``s m p o``, ``b w``, ``b w n``), followed by ``.q.r`` of the stone
        just moved in the place phase; ``b`` then the black stones as
        ``q.r`` pairs; ``w`` then the white ones; and, when not empty, ``t``
        then the trail's steps joined by ``~`` (``m0.0.1.-1``, ``x...`` for
        a bite, ``p2.3``, ``z`` for a pass).

        >>> State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1)]).to_text()
        '6.1000.3_m.b.n.0.0_b0.0.1.0_w1.-1'
        """
        head = f"{self.size}.{self.max_plies}.{self.repetitions}"
        progress = f"{self.phase[0]}.{self.to_move[0]}.{(self.first_player or 'n')[0]}.{self.plies}.{self.passes}"
        if self.moved:
            progress += f".{self.moved[0]}.{self.moved[1]}"
        parts = [head, progress]
        for colour in COLOURS:
            parts.append(colour[0] + ".".join(f"{q}.{r}" for q, r in sorted(self.stones(colour))))
        if self.trail:
            parts.append("t" + "~".join(m.token() for m in self.trail))
        return "_".join(parts)

    @classmethod
    def from_text(cls, text: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("6.1000.3_m.b.n.0.0_b0.0.1_w")
        Traceback (most recent call last):
        ...
        ValueError: the black stones must be q.r pairs of whole numbers, not '0.0.1'
        >>> State.from_text("8.1000.3_m.b.n.0.0_b_w")
        Traceback (most recent call last):
        ...
        ValueError: the board side must be 5, 6 or 7, not 8
        """
        if not isinstance(text, str) or not text.strip():
            raise ValueError("a Congeners position string is empty")
        parts = text.strip().split("_")
        if len(parts) not in (4, 5):
            raise ValueError(
                "a Congeners position has 4 or 5 parts joined by _ (options, progress, black, white, trail), "
                f"not {len(parts)}"
            )
        options = parts[0].split(".")
        if len(options) != 3 or not all(_is_int(x) for x in options):
            raise ValueError(f"the options are written size.max_plies.repetitions, like 6.1000.3, not {parts[0]!r}")
        size, max_plies, repetitions = (int(x) for x in options)
        progress = parts[1].split(".")
        if len(progress) not in (5, 7):
            raise ValueError(f"the progress is written phase.to_move.first_player.plies.passes, like m.b.w.0.0, not {parts[1]!r}")
        phase = {"s": SETUP, "m": MOVE, "p": PLACE, "o": OVER}.get(progress[0])
        if phase is None:
            raise ValueError(f"the phase is written s, m, p or o, not {progress[0]!r}")
        to_move = {"b": BLACK, "w": WHITE}.get(progress[1])
        if to_move is None:
            raise ValueError(f"the side to move is written b or w, not {progress[1]!r}")
        if progress[2] not in ("b", "w", "n"):
            raise ValueError(f"the first player's colour is written b, w or n (not chosen yet), not {progress[2]!r}")
        first = {"b": BLACK, "w": WHITE, "n": None}[progress[2]]
        if not all(_is_int(x) for x in progress[3:]):
            raise ValueError(f"plies, passes and the moved cell are whole numbers, not {parts[1]!r}")
        plies, passes = int(progress[3]), int(progress[4])
        moved = (int(progress[5]), int(progress[6])) if len(progress) == 7 else None
        stones = {}
        for colour, part in zip(COLOURS, parts[2:4]):
            if not part.startswith(colour[0]):
                raise ValueError(f"the {colour} stones start with {colour[0]!r}, not {part[:1]!r}")
            body = part[1:]
            items = body.split(".") if body else []
            if len(items) % 2 or not all(_is_int(x) for x in items):
                raise ValueError(f"the {colour} stones must be q.r pairs of whole numbers, not {body!r}")
            nums = [int(x) for x in items]
            stones[colour] = list(zip(nums[::2], nums[1::2]))
            if len(set(stones[colour])) != len(stones[colour]):
                raise ValueError(f"a {colour} stone is written twice")
        trail = []
        if len(parts) == 5:
            if not parts[4].startswith("t") or len(parts[4]) < 2:
                raise ValueError(f"the trail starts with 't', then steps joined by ~, not {parts[4]!r}")
            for token in parts[4][1:].split("~"):
                trail.append(_read_token(token))
        return cls.from_stones(
            black=stones[BLACK], white=stones[WHITE], to_move=to_move, phase=phase, moved=moved, size=size,
            max_plies=max_plies, repetitions=repetitions, plies=plies, passes=passes, first_player=first, trail=trail,
        )


def _is_int(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def _read_token(token: str) -> Move:
    nums = token[1:].split(".") if len(token) > 1 else []
    if not all(_is_int(x) for x in nums):
        raise ValueError(f"a trail step must be m/x q.r.q.r, p q.r or z, not {token!r}")
    n = [int(x) for x in nums]
    if token[:1] in ("m", "x") and len(n) == 4:
        return Move("move", (n[2], n[3]), (n[0], n[1]), token[0] == "x")
    if token[:1] == "p" and len(n) == 2:
        return Move("place", (n[0], n[1]))
    if token == "z":
        return Move("pass")
    raise ValueError(f"a trail step must be m/x q.r.q.r, p q.r or z, not {token!r}")


def click(state, cell, selected=None) -> dict:
    """What a click on ``cell`` means now, for a board one clicks on.

    The answer has ``move`` (the step to play, as text), or ``selected`` (the
    stone now chosen to move, or ``None``) with a ``message`` saying what
    happened or why nothing can happen there.

    >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> click(s, (0, 0))["selected"], click(s, (0, 1), selected=(0, 0))["move"]
    ((0, 0), '0,0-0,1')
    >>> click(s, (2, 0), selected=(0, 0))["message"]
    '(1,0) holds a black stone: a stone slides through empty cells'
    >>> click(s, (-3, 0))["message"]
    "(-3,0) holds a white stone: Black moves one of Black's own stones (the ringed ones)."
    """
    cell = parse_cell(cell)
    selected = parse_cell(selected) if selected is not None else None
    mover = name(state.to_move)
    if state.phase == OVER:
        return {"selected": None, "message": "The game is over."}
    if state.phase == SETUP:
        step = state.setup_step
        if step == "choose":
            return {"selected": None, "message": "The setup is done: the second player now chooses a colour."}
        move = Move("setup", cell, colour=step)
    elif state.phase == PLACE:
        move = Move("place", cell)
    else:
        colour = state.colour_at(cell)
        if cell == selected:
            return {"selected": None, "message": f"{cell_text(cell)} is no longer selected."}
        if colour == state.to_move:
            moves = state.moves_from(cell)
            if moves:
                n = len(moves)
                return {
                    "selected": cell,
                    "message": f"{cell_text(cell)} selected: {NUMBERS[n] if n < 7 else n} destination{'s' if n > 1 else ''} marked. "
                    "Choose one, or another stone.",
                }
            if cell not in state.movable():
                why = "it is a lone stone, and a creature of one stone cannot move"
            else:
                why = "every line from it is blocked, or no stone could be placed after"
            return {"selected": selected, "message": f"{cell_text(cell)} cannot move: {why}."}
        if selected is None:
            what = f"holds a {colour} stone" if colour else "is empty"
            return {"selected": None, "message": f"{cell_text(cell)} {what}: {mover} moves one of {mover}'s own stones (the ringed ones)."}
        move = Move("move", cell, start=selected, bite=colour == other(state.to_move))
    try:
        return {"move": str(state.check(move))}
    except IllegalMove as e:
        return {"selected": selected, "message": str(e)}


def initial_state(size: int = 6, max_plies: int = 1000, repetitions: int = 3) -> State:
    """A new game: an empty board, the first player to set up.

    ``size``: the board side, 5, 6 (recommended) or 7. ``max_plies``: the
    game ends after this many turns. ``repetitions``: the game ends when a
    position occurs this many times.

    >>> initial_state(size=8)
    Traceback (most recent call last):
    ...
    ValueError: the board side must be 5, 6 or 7, not 8
    """
    state = State(size=size, max_plies=max_plies, repetitions=repetitions)
    state.validate()
    return state


render_svg, render_scores, render_shapes, __getattr__ = drawing_of(__name__, "render_svg", "render_scores", "render_shapes")


__all__ = [
    "IllegalMove", "Move", "State", "initial_state", "parse_move", "render_svg", "BOARD_CSS",
    "canonical_shape", "shapes_of", "score", "compare", "score_breakdown", "creatures", "board_cells",
    "BLACK", "WHITE", "DRAW", "DIRECTIONS",
]
