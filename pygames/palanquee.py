"""Palanquée: plants of seeds and grains on a cylinder, with custodian captures.

The rules are those of ``shared/rules/palanquee.md`` (two players, the
board of 313 cells, sowing in place of an action, no parasite or leaf rule).

The board has 19 columns ``S R Q P O N M L K J I H G F E D C B A`` (left to
right); the low columns have rows 1..16, the raised ones (R P N ... B) rows
1..17. A column is a ring (its top and bottom cells touch across the blue
line); a diagonal that crosses the blue line ends; the red line at the left
of S and the right of A counts, for a capture, as a piece of the capturer.

A turn is a sequence of ``play`` calls, one per action, in the notation of
the rules (``parse_move`` reads it, ``str`` writes it)::

    grow I9        grow a grain on I9 (next to the plant)
    grow-seed I9   grow a seed there
    move J7 I9     move the plant's grain J7 to I9 (next to the rest of the plant)
    trim J7        return the grain J7 to reserve
    recoil K7      return the seed K7 to reserve (a plant of two seeds or more)
    sow O4         put a reserve seed on any empty cell, in place of an action
    K7: grow I9    the same, spending the action that seed K7 owes

Readings of the rules (the rules page says them too):

- The actions owed are the mover's seeds on the board when the turn starts,
  one each. An action is spent by one of those seeds (it still owes, it is
  still on the board) on the plant the seed is part of at that moment. A
  seed that leaves the board during the turn (captured, or recoiled by an
  action another seed spent) loses the action it owed; a seed grown or sown
  during the turn owes none.
- When more than one seed could spend an action, the seed may be written
  first (``K7: grow I9``). Without it, ``play`` picks the seed when all the
  candidates are in one plant (the recoiled seed itself for ``recoil``,
  otherwise the first in board order: columns S to A, rows top to bottom)
  and refuses the action, naming the seeds, when they are in different
  plants. ``legal_moves`` lists one action per seed that could spend it
  whenever there are several, each with its seed written first.
- "Every piece they place" in the opening distance rule covers grown,
  sown and moved pieces; the distance is counted on the adjacency graph
  (across the blue line too) before the action's captures.
- Custodian captures are made only by the piece the action put down (the
  destination of a move); a trim or a recoil puts nothing down, so captures
  nothing, though saturation and dead plants are still resolved.
- "Captures exactly one piece" (the second ko rule) counts every piece the
  action removed from the board (custodian, saturation, dead plants).
- A sow takes the place of one owed action, so it too is spent by one seed:
  ``K7: sow O4`` when the seeds that still owe are in different plants.
- A player with no piece on the board at the start of any turn (not only
  the first) sows one seed and does nothing else that turn.
- Recoil needs a plant of two seeds or more that stays seeded in every part
  once the seed is gone (judged on the plant, before any capture).
- The first ko rule compares the board and the lost seeds (which fix the
  reserves, grains being never lost) with those at the end of the mover's
  previous turn; it forbids an action only when the turn ends with it
  (the last owed action, or the remaining ones having no legal use).
- A turn that cannot use any of its remaining actions ends at once; so does
  a whole turn with no legal action (it still counts as a turn). The state
  that ``play`` returns therefore always has a legal action, unless the game
  is over.

The state's surface: ``legal_moves()``, ``check(move)`` (the action as
listed, or ``IllegalMove`` naming the rule), ``play(move)``,
``play_report(move)`` (the state and a sentence saying what happened;
``summary`` gives the sentence alone), ``targets(kind, seed, source)`` (the
cells an action can take, for highlighting), ``owed_seeds()``,
``describe()``, ``winner()``, ``is_over()``, ``to_text()``/``from_text()``,
``to_dict()``/``from_dict()``. For boards one clicks on: ``action_kinds(state)``
(the kinds of action with a legal use now) and ``click(state, cell, selected,
action)`` (what a click means once a kind of action is chosen).

>>> state = initial_state()
>>> state.describe()
'Black to play, turn 1: Black has no piece on the board and sows one seed. Opening rule: pieces go at least 3 cells from enemy pieces (this turn and 2 more). Reserves: Black 3 seeds, 50 grains; White 3 seeds, 50 grains.'
>>> state = state.play("sow K7").play("sow K12")
>>> state.owed_seeds(), len(state.legal_moves())
(['K7'], 305)
>>> state, words = state.play_report("grow L8")
>>> words
'Black grows a grain at L8. The turn ends.'
>>> state.to_move, state.turn, state.to_text()
('white', 3, '500_w.3.12_0.0.2.49.2.50_HoIpI~_CP_00_00Ji__')
>>> State.from_text(state.to_text()) == state
True
>>> state.play("sow K9")
Traceback (most recent call last):
...
pygames.IllegalMove: opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; K9 is 2 from L8
>>> sorted(state.targets("grow"))
['J12', 'J13', 'K11', 'K13', 'L12', 'L13']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import NamedTuple

from . import IllegalMove
from .drawing import drawing_of

BLACK, WHITE, DRAW = "black", "white", "draw"
COLOURS = (BLACK, WHITE)
LETTERS = "SRQPONMLKJIHGFEDCBA"
GROW, GROW_SEED, MOVE, TRIM, RECOIL, SOW = "grow", "grow-seed", "move", "trim", "recoil", "sow"
KINDS = (GROW, GROW_SEED, MOVE, TRIM, RECOIL, SOW)
PLACING = (GROW, GROW_SEED, MOVE, SOW)
SEEDS, GRAINS = 3, 50
MAX_TURNS = 500

# -- the board ------------------------------------------------------------------------
#
# Cells are numbered 0..312, column by column (S first), top to bottom. A piece is
# a byte: colour bit (1 black, 2 white), plus 4 for a seed; 0 is an empty cell.

SEED = 4
BIT = {BLACK: 1, WHITE: 2}
PIECE_WORDS = {1: "black grain", 5: "black seed", 2: "white grain", 6: "white seed"}
PIECE_VALUES = {v: k for k, v in PIECE_WORDS.items()}
RED, BLUE = -2, -1
# Directions (dx, dh): N, NE, SE, S, SW, NW; the opposite of d is (d + 3) % 6.
DIRECTIONS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


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


def cell_index(name: str) -> int:
    """The number of a cell (0..312) from its name; ``ValueError`` for a cell not on the board.

    >>> cell_index("S1"), cell_index("b17"), cell_index("A16")
    (0, 296, 312)
    >>> cell_index("A17")
    Traceback (most recent call last):
    ...
    ValueError: 'A17' is not a cell of the board: columns S to A, rows 1 to 16 (to 17 in the raised columns R P N L J H F D B)
    """
    key = name.strip().upper() if isinstance(name, str) else None
    if key not in INDEX:
        raise ValueError(
            f"{name!r} is not a cell of the board: columns S to A, rows 1 to 16 "
            "(to 17 in the raised columns R P N L J H F D B)"
        )
    return INDEX[key]


def neighbours(name: str) -> list:
    """The names of the cells next to ``name`` (across the blue line too).

    >>> neighbours("B1"), neighbours("A1")
    (['B17', 'B2', 'A1', 'C1'], ['A16', 'A2', 'B1', 'B2'])
    """
    i = cell_index(name)
    return sorted((NAMES[n] for n in NEIGH[i]), key=lambda c: _order_key(INDEX[c], i))


def _order_key(n: int, i: int):
    """Neighbours listed: the column first (N then S), then the columns to the right, then to the left."""
    dx = X[n] - X[i]
    return (0 if dx == 0 else 1 if dx > 0 else 2, HEIGHT[n] if dx else (0 if STEP[0][i] == n else 1))


def board_cells() -> list:
    """Every cell name, in board order (column S to A, top to bottom).

    >>> cells = board_cells()
    >>> len(cells), cells[:3], cells[-1]
    (313, ['S1', 'S2', 'S3'], 'A16')
    >>> sorted({len(NEIGH[i]) for i in range(N)}), sum(len(NEIGH[i]) == 6 for i in range(N))
    ([4, 6], 263)
    """
    return list(NAMES)


def distance(a: str, b: str) -> int:
    """The number of steps between two cells on the adjacency graph.

    >>> distance("I9", "J11"), distance("B1", "B17"), distance("S1", "A1")
    (2, 1, 18)
    """
    goal = cell_index(b)
    return next(d for d, ring in _rings(cell_index(a)) if goal in ring)


def _rings(start: int):
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


def other(colour: str) -> str:
    return WHITE if colour == BLACK else BLACK


def name(colour: str) -> str:
    return colour.capitalize()


def _and(items) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _cells(cells) -> str:
    return _and(NAMES[c] for c in sorted(cells))


def _pieces(owner: str, pairs) -> str:
    """``White's grain J9``, ``White's seed O9 and grains O4 and O6`` (``owner`` may be ``your``)."""
    seeds = sorted(c for c, v in pairs if v & SEED)
    grains = sorted(c for c, v in pairs if not v & SEED)
    parts = []
    if seeds:
        parts.append(("seed " if len(seeds) == 1 else "seeds ") + _cells(seeds))
    if grains:
        parts.append(("grain " if len(grains) == 1 else "grains ") + _cells(grains))
    return f"{owner} " + " and ".join(parts)


# -- moves ----------------------------------------------------------------------------


class Move(NamedTuple):
    """One action: ``kind`` (grow, grow-seed, move, trim, recoil, sow), ``cell``
    (where the piece goes, or the piece trimmed or recoiled), ``source`` (the
    grain a move takes) and ``seed`` (the seed whose action it spends, when
    written)."""

    kind: str
    cell: str
    source: str | None = None
    seed: str | None = None

    def __str__(self) -> str:
        body = f"move {self.source} {self.cell}" if self.kind == MOVE else f"{self.kind} {self.cell}"
        return f"{self.seed}: {body}" if self.seed else body


_SYNTAX = (
    "write grow I9, grow-seed I9, move J7 I9, trim J7, recoil K7 or sow O4 "
    "(with the seed first when several could spend it: K7: grow I9)"
)


def parse_move(text) -> Move:
    """Read one action in the notation of the module docstring.

    >>> [str(parse_move(t)) for t in ["grow i9", " Grow-Seed I9", "grow seed I9", "move J7 I9", "move J7-I9", "k7: trim J7", "SOW O4"]]
    ['grow I9', 'grow-seed I9', 'grow-seed I9', 'move J7 I9', 'move J7 I9', 'K7: trim J7', 'sow O4']
    >>> parse_move("K7: grow I9")
    Move(kind='grow', cell='I9', source=None, seed='K7')
    >>> parse_move("plant I9")
    Traceback (most recent call last):
    ...
    ValueError: 'plant I9' is not a Palanquée action: write grow I9, grow-seed I9, move J7 I9, trim J7, recoil K7 or sow O4 (with the seed first when several could spend it: K7: grow I9)
    """
    if isinstance(text, Move):
        return text
    if isinstance(text, tuple) and len(text) in (2, 3, 4):
        return parse_move(str(Move(*text)))
    raw = str(text).strip()
    seed = None
    body = raw
    m = re.match(r"^([A-Za-z]\d{1,2})\s*:\s*(.*)$", raw)
    if m:
        seed, body = m.group(1), m.group(2)
    words = re.split(r"\s*(?:->|\s|(?<=\d)-(?=[A-Za-z]))\s*", body.strip())
    words = [w for w in words if w]
    if len(words) >= 2 and words[0].lower() == "grow" and words[1].lower() == "seed":
        words = ["grow-seed"] + words[2:]
    kind = words[0].lower() if words else ""
    want = 3 if kind == MOVE else 2
    if kind not in KINDS or len(words) != want:
        raise ValueError(f"{raw!r} is not a Palanquée action: {_SYNTAX}")
    cells = [NAMES[cell_index(w)] for w in words[1:]]
    seed = NAMES[cell_index(seed)] if seed else None
    if kind == MOVE:
        return Move(MOVE, cells[1], cells[0], seed)
    return Move(kind, cells[0], None, seed)


def _as_move(move) -> Move:
    return move if isinstance(move, Move) else parse_move(move)


# -- position strings -----------------------------------------------------------------

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-~"
_DIGIT = {ch: i for i, ch in enumerate(ALPHABET)}
_CODE = {1: 0, 5: 1, 2: 2, 6: 3}  # piece -> code 0..3
_PIECE = (1, 5, 2, 6)


def _enc(n: int) -> str:
    return ALPHABET[n // 64] + ALPHABET[n % 64]


def _decode(text: str, what: str, limit: int) -> list:
    if len(text) % 2 or any(ch not in _DIGIT for ch in text):
        raise ValueError(f"the {what} must be pairs of the letters A-Z a-z 0-9 - ~, not {text!r}")
    out = [_DIGIT[text[k]] * 64 + _DIGIT[text[k + 1]] for k in range(0, len(text), 2)]
    for n in out:
        if n >= limit:
            raise ValueError(f"the {what} hold a code out of range ({n} >= {limit})")
    return out


def _diff_text(board: bytes, other_board: bytes) -> str:
    return "".join(
        _enc(i * 5 + (0 if other_board[i] == 0 else 1 + _CODE[other_board[i]]))
        for i in range(N)
        if board[i] != other_board[i]
    )


def _apply_diff(board: bytes, text: str, what: str) -> bytes:
    b = bytearray(board)
    for n in _decode(text, what, N * 5):
        cell, code = divmod(n, 5)
        b[cell] = 0 if code == 0 else _PIECE[code - 1]
    return bytes(b)


def _zobrist(board) -> int:
    h = 0
    for i in range(N):
        if board[i]:
            h ^= ZOBRIST[8 * i + board[i]]
    return h


# -- simulation -----------------------------------------------------------------------


class _Sim(NamedTuple):
    """What one action does: the board after, the pieces it removed (cell, piece) and why."""

    board: bytes
    removed: tuple
    custodian: tuple
    saturated: tuple  # (column x, cells)
    dead: tuple
    placed: int | None
    flank: tuple | None  # (run of the mover's pieces, end, end) for a suicide


class _Place(NamedTuple):
    """The fast analysis of putting one of the mover's pieces on an empty cell."""

    ok: bool
    removed: tuple
    sensitive: frozenset  # the mover's pieces whose lifting (a move) could change this
    flank: tuple | None


_COMPLEX = None  # an analysis that needs the full simulation (a column saturates)
_NOTHING = frozenset()


def _end_kind(b, x: int, enemy: int, removed=()) -> str:
    if x == RED:
        return "red"
    if x == BLUE:
        return "blue"
    if b[x] & enemy and x not in removed:
        return "enemy"
    return "empty"


def _flanked(k1: str, k2: str) -> bool:
    return (k1 == "enemy" and k2 in ("enemy", "red")) or (k2 == "enemy" and k1 == "red")


def _run_through(b, mine: int, cell: int, d: int):
    """The run of ``mine`` pieces through ``cell`` along axis ``d``: (run from cell outward in d, then back), ends."""
    fwd, back = STEP[d], STEP[d + 3]
    ahead = []
    n = fwd[cell]
    while n >= 0 and n != cell and b[n] & mine:
        ahead.append(n)
        n = fwd[n]
    if n == cell:
        return None  # a whole column of one player's pieces: no end
    behind = []
    p = back[cell]
    while p >= 0 and b[p] & mine:
        behind.append(p)
        p = back[p]
    return ahead, behind, n, p


def _flank_through(b, mine: int, enemy: int, cell: int):
    """A suicide through ``cell``: (run, far end, near end) or None. The run starts at ``cell`` when it can."""
    for d in (0, 1, 2):
        found = _run_through(b, mine, cell, d)
        if found is None:
            continue
        ahead, behind, end_a, end_b = found
        if _flanked(_end_kind(b, end_a, enemy), _end_kind(b, end_b, enemy)):
            if not ahead:  # list the run from the cell outward
                return (tuple([cell] + behind), end_b, end_a)
            return (tuple(list(reversed(behind)) + [cell] + ahead), end_a, end_b)
    return None


def _all_flanks(b, mine: int, enemy: int):
    """Every run of ``mine`` pieces flanked as the suicide rule says: (run, end, end)."""
    out = []
    for i in range(N):
        if not b[i] & mine:
            continue
        for d in (0, 1, 2):
            back = STEP[d + 3][i]
            if back >= 0 and b[back] & mine:
                continue  # not the start of a run (a full ring has no start)
            run = [i]
            n = STEP[d][i]
            while n >= 0 and b[n] & mine:
                run.append(n)
                n = STEP[d][n]
            if _flanked(_end_kind(b, back, enemy), _end_kind(b, n, enemy)):
                out.append((tuple(run), n, back))
    return out


def _saturated(b, x: int) -> bool:
    column = COLUMNS[x]
    full = False
    prev = b[column[-1]]
    for c in column:
        v = b[c]
        if v == 0 and prev == 0:
            return False
        full = full or v != 0
        prev = v
    return full


def _empty_pairs(b, x: int) -> int:
    column = COLUMNS[x]
    prev = b[column[-1]]
    count = 0
    for c in column:
        v = b[c]
        if v == 0 and prev == 0:
            count += 1
        prev = v
    return count


def _grow_plant(b, start: int, colour_bits: int, seen: set) -> tuple:
    """The connected pieces of ``colour_bits`` from ``start`` (added to ``seen``), and whether one is a seed."""
    comp = [start]
    seen.add(start)
    seeded = False
    k = 0
    while k < len(comp):
        x = comp[k]
        k += 1
        if b[x] & SEED:
            seeded = True
        for n in NEIGH[x]:
            if n not in seen and b[n] & colour_bits:
                seen.add(n)
                comp.append(n)
    return comp, seeded


def _cut_kills(b, cells, colour_bit: int) -> set:
    """The pieces of one plant whose removal would leave a part of it without a seed (Tarjan's cut vertices)."""
    root = cells[0]
    total = sum(1 for c in cells if b[c] & SEED)
    disc = {root: 0}
    low = {root: 0}
    sub = {root: 1 if b[root] & SEED else 0}
    sep = {}
    kills = set()
    t = 1
    stack = [(root, -1, iter(NEIGH[root]))]
    while stack:
        node, parent, it = stack[-1]
        for n in it:
            if not b[n] & colour_bit:
                continue
            if n not in disc:
                disc[n] = low[n] = t
                t += 1
                sub[n] = 1 if b[n] & SEED else 0
                stack.append((n, node, iter(NEIGH[n])))
                break
            if n != parent and disc[n] < low[node]:
                low[node] = disc[n]
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                if low[node] < low[p]:
                    low[p] = low[node]
                sub[p] += sub[node]
                if low[node] >= disc[p]:
                    sep[p] = sep.get(p, 0) + sub[node]
                    if sub[node] == 0:
                        kills.add(p)
    for c in cells:
        if c != root and total - (1 if b[c] & SEED else 0) - sep.get(c, 0) == 0:
            kills.add(c)
    return kills


# -- the state ------------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A position, with what the rules need to go on from it.

    ``board``: 313 bytes, one per cell in board order (0 empty, 1 black grain,
    5 black seed, 2 white grain, 6 white seed). ``turn``: turns played.
    ``lost``: seeds that left the game (black, white). ``reserve``: (black
    seeds, black grains, white seeds, white grains). ``owed``: the cells of
    the mover's seeds that still owe an action this turn; ``sow_only``: the
    mover had no piece on the board when the turn started, so sows one seed.
    ``opening``: how many of each player's turns remain under the opening
    distance rule (3 at the start). ``start``: (board, lost) when this turn
    started; ``previous``: (board, lost) when the mover's previous turn
    ended (the first ko rule), or ``None``. ``ko``: the (placed, captured)
    cells of the opponent's previous turn's single captures (the second ko
    rule); ``captures``: those of this turn so far.
    """

    board: bytes = bytes(N)
    to_move: str = BLACK
    turn: int = 0
    lost: tuple = (0, 0)
    reserve: tuple = (SEEDS, GRAINS, SEEDS, GRAINS)
    owed: tuple = ()
    sow_only: bool = True
    opening: tuple = (3, 3)
    start: tuple = (bytes(N), (0, 0))
    previous: tuple | None = None
    ko: tuple = ()
    captures: tuple = ()
    max_turns: int = MAX_TURNS
    _clean: bool | None = field(default=None, compare=False, repr=False)

    def __repr__(self) -> str:
        try:
            return f"State.from_text({self.to_text()!r})"
        except Exception:  # a malformed state, while it is being reported
            return f"State(to_move={self.to_move!r}, turn={self.turn!r}, lost={self.lost!r}, owed={self.owed!r})"

    # -- basic views -----------------------------------------------------------------

    @property
    def side(self) -> int:
        return 0 if self.to_move == BLACK else 1

    @property
    def _bits(self):
        return (1, 2) if self.to_move == BLACK else (2, 1)

    def piece_at(self, cell: str) -> str | None:
        """``"black seed"``, ``"white grain"``..., or ``None`` for an empty cell."""
        return PIECE_WORDS.get(self.board[cell_index(cell)])

    def pieces(self, colour: str) -> dict:
        """``colour``'s pieces: cell name -> ``"seed"`` or ``"grain"``."""
        bit = BIT[colour]
        return {NAMES[i]: ("seed" if v & SEED else "grain") for i, v in enumerate(self.board) if v & bit}

    def reserve_of(self, colour: str) -> dict:
        k = 0 if colour == BLACK else 2
        return {"seeds": self.reserve[k], "grains": self.reserve[k + 1]}

    def lost_of(self, colour: str) -> int:
        return self.lost[0 if colour == BLACK else 1]

    def owed_seeds(self) -> list:
        """The names of the mover's seeds that still owe an action this turn."""
        return [NAMES[s] for s in self.owed]

    def plants(self, colour: str) -> list:
        """``colour``'s plants, each a list of cell names (board order), in board order of their first cell."""
        label, groups = _components(self.board, BIT[colour])
        return [[NAMES[c] for c in g] for g in groups]

    def plant_of(self, cell: str) -> list:
        """The plant holding the piece on ``cell`` (cell names), or ``[]``."""
        i = cell_index(cell)
        v = self.board[i]
        if not v:
            return []
        label, groups = _components(self.board, v & 3)
        return [NAMES[c] for c in groups[label[i]]]

    @cached_property
    def _own(self):
        return _components(self.board, self._bits[0])

    @cached_property
    def _zhash(self) -> int:
        return _zobrist(self.board)

    @cached_property
    def _previous_key(self):
        if self.previous is None:
            return None
        return (_zobrist(self.previous[0]), self.previous[1])

    @cached_property
    def _previous_diff(self) -> int:
        """How many cells differ from the end of the mover's previous turn (an action changes at most 2 + captures)."""
        prev = self.previous[0]
        return sum(1 for i in range(N) if self.board[i] != prev[i])

    @cached_property
    def _is_clean(self) -> bool:
        """No saturated column and no run flanked as the suicide rule says: true of every position play reaches."""
        if self._clean is not None:
            return self._clean
        b = self.board
        if any(_saturated(b, x) for x in range(19)):
            return False
        return not _all_flanks(b, 1, 2) and not _all_flanks(b, 2, 1)

    @cached_property
    def _pairs(self) -> list:
        return [_empty_pairs(self.board, x) for x in range(19)]

    @cached_property
    def _near_enemy(self) -> frozenset:
        """The cells within 2 of an enemy piece, while the mover is under the opening distance rule."""
        if self.opening[self.side] <= 0:
            return frozenset()
        enemy = self._bits[1]
        out = set()
        for i in range(N):
            if self.board[i] & enemy:
                out |= BALL2[i]
        return frozenset(out)

    # -- the end ---------------------------------------------------------------------

    def winner(self) -> str | None:
        """``"black"``, ``"white"``, ``"draw"``, or ``None`` while the game goes on."""
        b, w = self.lost
        if b >= SEEDS and w >= SEEDS:
            return DRAW
        if b >= SEEDS:
            return WHITE
        if w >= SEEDS:
            return BLACK
        if self.turn >= self.max_turns:
            return DRAW
        return None

    def is_over(self) -> bool:
        return self.winner() is not None

    @property
    def end_reason(self) -> str | None:
        """``"seeds"`` (a player lost all three seeds) or ``"cap"`` once over."""
        if not self.is_over():
            return None
        return "seeds" if max(self.lost) >= SEEDS else "cap"

    # -- simulation ------------------------------------------------------------------

    def _simulate(self, kind: str, c: int, src: int | None = None) -> _Sim:
        """The action on the board, with its captures and the suicide test (the reference for every rule)."""
        mine, enemy = self._bits
        b = bytearray(self.board)
        placed = None
        vacated = []
        if kind == GROW:
            b[c] = mine
            placed = c
        elif kind in (GROW_SEED, SOW):
            b[c] = mine | SEED
            placed = c
        elif kind == MOVE:
            b[src] = 0
            b[c] = mine
            placed = c
            vacated.append(src)
        else:
            b[c] = 0
            vacated.append(c)
        removed = []
        custodian = []
        if placed is not None:
            seen = set()
            for d in range(6):
                step = STEP[d]
                run = []
                n = step[placed]
                while n >= 0 and b[n] & enemy:
                    run.append(n)
                    n = step[n]
                if run and (n == RED or (n >= 0 and b[n] & mine)):
                    for r in run:
                        if r not in seen:
                            seen.add(r)
                            custodian.append(r)
            for r in custodian:
                removed.append((r, b[r]))
                b[r] = 0
        clean = self._is_clean
        saturated = []
        columns = (X[placed],) if clean and placed is not None else () if clean else range(19)
        for x in columns:
            if _saturated(b, x):
                cells = [i for i in COLUMNS[x] if b[i]]
                for i in cells:
                    removed.append((i, b[i]))
                    b[i] = 0
                saturated.append((x, tuple(cells)))
        starts = set()
        for cell in [r for r, _ in removed] + vacated:
            for n in NEIGH[cell]:
                if b[n]:
                    starts.add(n)
        dead = []
        visited = set()
        for s in sorted(starts):
            if s in visited:
                continue
            comp, seeded = _grow_plant(b, s, b[s] & 3, visited)
            if not seeded:
                dead.extend(comp)
        for r in dead:
            removed.append((r, b[r]))
            b[r] = 0
        flank = None
        if not clean:
            flanks = _all_flanks(b, mine, enemy)
            if flanks:
                flank = flanks[0]
                if placed is not None:  # the one through the placed piece, when there is one
                    through = _flank_through(b, mine, enemy, placed) if b[placed] else None
                    flank = through or flank
        elif placed is not None and b[placed]:
            flank = _flank_through(b, mine, enemy, placed)
        return _Sim(bytes(b), tuple(removed), tuple(custodian), tuple(saturated), tuple(dead), placed, flank)

    @cached_property
    def _analyses(self) -> dict:
        return {}

    def _analyse(self, dest: int):
        """Putting a mover's piece on the empty cell ``dest``, in a clean position (see ``_simulate``)."""
        cache = self._analyses
        if dest not in cache:
            cache[dest] = self._analyse_on(self.board, dest)
        return cache[dest]

    def _analyse_on(self, b, dest: int):
        """The analysis on board ``b`` (the position's board, or it with a grain lifted for a move).

        ``sensitive`` holds the mover's pieces that end a captured run (the
        capture needs them) and the pieces of the flanked run, if any: lifting
        any other grain cannot change the result (lifting only empties a cell,
        which can end a run but never flank one).
        """
        mine, enemy = self._bits
        captured = None
        terms = []
        for d in range(6):
            step = STEP[d]
            n = step[dest]
            if n < 0 or not b[n] & enemy:
                continue
            run = [n]
            n = step[n]
            while n >= 0 and b[n] & enemy:
                run.append(n)
                n = step[n]
            if n == RED or n == dest or (n >= 0 and b[n] & mine):
                if captured is None:
                    captured = set()
                captured.update(run)
                if n >= 0 and n != dest:
                    terms.append(n)
        if captured is None:
            captured = _NOTHING
        x = X[dest]
        if self._pairs[x] <= 2:
            column = COLUMNS[x]
            last = column[-1]
            prev_empty = not (last == dest or (b[last] and last not in captured))
            full = False
            pair = False
            for c in column:
                empty = not (c == dest or (b[c] and c not in captured))
                if empty and prev_empty:
                    pair = True
                    break
                full = full or not empty
                prev_empty = empty
            if not pair and full:
                return _COMPLEX
        removed = captured
        if captured:
            removed = set(captured)
            visited = set(captured)
            for r in captured:
                for s in NEIGH[r]:
                    if s in visited or not b[s] & enemy:
                        continue
                    comp, seeded = _grow_plant(b, s, enemy, visited)
                    if not seeded:
                        removed.update(comp)
        flank = None
        for d in (0, 1, 2):
            fwd = STEP[d]
            n = fwd[dest]
            while n >= 0 and n != dest and b[n] & mine:
                n = fwd[n]
            if n == dest or n == BLUE or (n >= 0 and (not b[n] & enemy or n in removed)):
                continue  # a full ring, or an end that is empty or the blue line
            back = STEP[d + 3]
            p = back[dest]
            while p >= 0 and b[p] & mine:
                p = back[p]
            if p == BLUE or (p >= 0 and (not b[p] & enemy or p in removed)) or (p == RED and n == RED):
                continue
            ahead, behind = [], []
            y = fwd[dest]
            while y != n:
                ahead.append(y)
                y = fwd[y]
            y = back[dest]
            while y != p:
                behind.append(y)
                y = back[y]
            if not ahead:
                flank = (tuple([dest] + behind), p, n)
            else:
                flank = (tuple(list(reversed(behind)) + [dest] + ahead), n, p)
            terms.extend(ahead)
            terms.extend(behind)
            break
        pairs = tuple(sorted((r, b[r]) for r in removed)) if removed else ()
        return _Place(flank is None, pairs, frozenset(terms), flank)

    def _outcome(self, kind: str, c: int, src: int | None = None):
        """(legal apart from the ko and opening rules, removed pieces) of an action whose shape is right."""
        if self._is_clean:
            if kind in PLACING:
                a = self._analyse(c)
                if a is not _COMPLEX and kind == MOVE and src in a.sensitive:
                    lifted = bytearray(self.board)
                    lifted[src] = 0
                    a = self._analyse_on(lifted, c)
                if a is not _COMPLEX:
                    if kind != MOVE or src not in self._kills(src):
                        return a.ok, a.removed
                    return self._move_cutting(a, c, src)
            elif c not in self._kills(c):
                return True, ()
            elif kind == TRIM:
                b = self.board
                return True, tuple(sorted((x, b[x]) for comp in self._lift_dead(c) for x in comp))
        sim = self._simulate(kind, c, src)
        return sim.flank is None, sim.removed

    def _move_cutting(self, a, c: int, src: int):
        """A move of a grain whose lifting leaves parts of its plant without a seed (clean position)."""
        b = self.board
        mine = self._bits[0]
        dead = self._lift_dead(src)
        doomed = set().union(*dead)
        alive = any(n != src and b[n] & mine and n not in doomed for n in NEIGH[c])
        if alive:
            for comp in dead:
                if any(n in comp for n in NEIGH[c]):
                    doomed -= comp
            if not a.ok and a.sensitive & doomed:
                sim = self._simulate(MOVE, c, src)
                return sim.flank is None, sim.removed
            ok = a.ok
        else:
            ok = True  # the moved grain dies too: no piece of the action stays to be flanked
        removed = list(a.removed) + [(x, b[x]) for x in doomed]
        if not alive:
            removed.append((c, mine))
        return ok, tuple(sorted(removed))

    def _lift_dead(self, g: int) -> list:
        """The parts of the plant of ``g`` left without a seed once ``g`` is lifted (each a frozenset)."""
        cache = self._lift_cache
        if g not in cache:
            label, groups = self._own
            b = self.board
            mine = self._bits[0]
            seen = {g}
            comps = []
            for s in groups[label[g]]:
                if s in seen:
                    continue
                comp, seeded = _grow_plant(b, s, mine, seen)
                if not seeded:
                    comps.append(frozenset(comp))
            cache[g] = comps
        return cache[g]

    @cached_property
    def _lift_cache(self) -> dict:
        return {}

    def _kills(self, cell: int) -> set:
        """The pieces of the plant of ``cell`` (the mover's) whose removal leaves part of it without a seed."""
        label, groups = self._own
        pid = label[cell]
        cache = self._kill_cache
        if pid not in cache:
            cache[pid] = _cut_kills(self.board, groups[pid], self._bits[0])
        return cache[pid]

    @cached_property
    def _kill_cache(self) -> dict:
        return {}

    # -- legal actions ---------------------------------------------------------------

    @cached_property
    def _legal(self):
        """(moves, index): index maps (kind, cell, source) -> (seeds that may spend it, removed pieces)."""
        index = {}
        if self.is_over():
            return [], index
        b = self.board
        mine, enemy = self._bits
        k = 2 * self.side
        seeds_left, grains_left = self.reserve[k], self.reserve[k + 1]
        near = self._near_enemy
        empties = [i for i in range(N) if not b[i]]

        def add(key, seeds, kind, c, src=None):
            if key in index:
                index[key][0].extend(seeds)
                return
            ok, removed = self._outcome(kind, c, src)
            if ok:
                index[key] = (list(seeds), removed)

        if self.sow_only:
            if seeds_left > 0:
                for dest in empties:
                    if dest not in near:
                        add((SOW, dest, None), [None], SOW, dest)
        else:
            label, groups = self._own
            owing = {}
            for s in self.owed:
                owing.setdefault(label[s], []).append(s)
            for pid in sorted(owing):
                seeds = owing[pid]
                cells = groups[pid]
                count, last = {}, {}
                for c in cells:
                    for n in NEIGH[c]:
                        if not b[n]:
                            count[n] = count.get(n, 0) + 1
                            last[n] = c
                frontier = sorted(count)
                grains = [c for c in cells if not b[c] & SEED]
                for dest in frontier:
                    if dest in near:
                        continue
                    if grains_left > 0:
                        add((GROW, dest, None), seeds, GROW, dest)
                    if seeds_left > 0:
                        add((GROW_SEED, dest, None), seeds, GROW_SEED, dest)
                for g in grains:
                    for dest in frontier:
                        if dest in near or (count[dest] == 1 and last[dest] == g):
                            continue
                        add((MOVE, dest, g), seeds, MOVE, dest, g)
                for g in grains:
                    add((TRIM, g, None), seeds, TRIM, g)
                plant_seeds = [c for c in cells if b[c] & SEED]
                if len(plant_seeds) >= 2:
                    for s in plant_seeds:
                        if s not in self._kills(s):
                            add((RECOIL, s, None), seeds, RECOIL, s)
            if seeds_left > 0:
                everyone = list(self.owed)
                for dest in empties:
                    if dest not in near:
                        add((SOW, dest, None), everyone, SOW, dest)
        # the two ko rules
        prev = self._previous_key
        for key in list(index):
            seeds, removed = index[key]
            kind, c, src = key
            if kind in PLACING and len(removed) == 1 and (removed[0][0], c) in self.ko:
                del index[key]
                continue
            if prev is not None and len(removed) + 2 >= self._previous_diff and self._same_as_previous(key, removed):
                keep = [s for s in seeds if not self._ends_turn(key, removed, s)]
                if keep:
                    index[key] = (keep, removed)
                else:
                    del index[key]
        moves = []
        for key, (seeds, _) in index.items():
            kind, c, src = key
            cell, source = NAMES[c], (NAMES[src] if src is not None else None)
            if len(seeds) == 1:
                moves.append(Move(kind, cell, source))
            else:
                for s in sorted(seeds):
                    moves.append(Move(kind, cell, source, NAMES[s]))
        return moves, index

    def _result_key(self, key, removed):
        kind, c, src = key
        mine = self._bits[0]
        h = self._zhash
        b = self.board
        if kind == GROW:
            h ^= ZOBRIST[8 * c + mine]
        elif kind in (GROW_SEED, SOW):
            h ^= ZOBRIST[8 * c + (mine | SEED)]
        elif kind == MOVE:
            h ^= ZOBRIST[8 * c + mine] ^ ZOBRIST[8 * src + mine]
        else:
            h ^= ZOBRIST[8 * c + b[c]]
        lost = list(self.lost)
        for r, v in removed:
            h ^= ZOBRIST[8 * r + v]
            if v & SEED:
                lost[0 if v & 1 else 1] += 1
        return h, tuple(lost)

    def _same_as_previous(self, key, removed) -> bool:
        if self._result_key(key, removed) != self._previous_key:
            return False
        after = self._after(key, removed, None)
        return (after.board, after.lost) == self.previous

    def _ends_turn(self, key, removed, seed) -> bool:
        after = self._after(key, removed, seed)
        if after.is_over():
            return False
        return self.sow_only or not after.owed or not after._legal[0]

    def legal_moves(self) -> list:
        """Every legal action now (each a ``Move``; a seed is written when several could spend it)."""
        return list(self._legal[0])

    def has_legal_move(self) -> bool:
        return bool(self._legal[0])

    def _spender(self, move: Move):
        """The seed (cell number, or None in a sowing turn) that a listed ``move`` spends."""
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seeds = self._legal[1][(kind, c, src)][0]
        return INDEX[move.seed] if move.seed else seeds[0]

    def targets(self, kind: str, seed: str | None = None, source: str | None = None) -> set:
        """The cells an action of ``kind`` can take now, for highlighting.

        ``grow``, ``grow-seed``, ``sow``: the empty cells it may fill;
        ``trim``, ``recoil``: the pieces it may remove; ``move``: the grains
        that can move, or with ``source`` that grain's destinations.
        ``seed`` keeps the actions that seed's owed action may spend.
        """
        if kind not in KINDS:
            raise ValueError(f"the kind of action is one of {', '.join(KINDS)}, not {kind!r}")
        want = cell_index(seed) if seed else None
        src = NAMES[cell_index(source)] if source else None
        out = set()
        for mv in self._legal[0]:
            if mv.kind != kind:
                continue
            if want is not None and self._spender(mv) != want:
                continue
            if kind == MOVE:
                if src is None:
                    out.add(mv.source)
                elif mv.source == src:
                    out.add(mv.cell)
            else:
                out.add(mv.cell)
        return out

    # -- checking --------------------------------------------------------------------

    def check(self, move) -> Move:
        """The action as ``legal_moves`` writes it, or ``IllegalMove`` saying which rule forbids it."""
        move = _as_move(move)
        if self.is_over():
            raise IllegalMove("the game is over: start a new one to play again")
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seed = INDEX[move.seed] if move.seed else None
        key = (kind, c, src)
        entry = self._legal[1].get(key)
        if entry is not None:
            seeds = entry[0]
            if seed is None:
                if len(seeds) == 1:
                    return Move(kind, move.cell, move.source)
                label = self._own[0]
                if len({label[s] for s in seeds}) > 1:
                    body = str(Move(kind, move.cell, move.source))
                    raise IllegalMove(
                        f"ambiguous: {'both ' if len(seeds) == 2 else ''}your seeds {_cells(seeds)} could spend this action; "
                        f"write {_or([f'{NAMES[s]}: {body}' for s in sorted(seeds)])}"
                    )
                chosen = c if kind == RECOIL and c in seeds else min(seeds)
                return Move(kind, move.cell, move.source, NAMES[chosen])
            if seed in seeds:
                return Move(kind, move.cell, move.source, NAMES[seed] if len(seeds) > 1 else None)
        raise IllegalMove(self._why_not(move, kind, c, src, seed))

    def _why_not(self, move, kind, c, src, seed) -> str:
        b = self.board
        mine, enemy = self._bits
        you = name(self.to_move)
        k = 2 * self.side
        cell = NAMES[c]
        if self.sow_only:
            if kind != SOW or seed is not None:
                return (
                    f"opening: {you} has no piece on the board, so this turn is one sow on an empty cell "
                    f"(like sow {self._example_empty()}) and nothing else"
                )
        elif seed is not None:
            if b[seed] != mine | SEED:
                return f"{NAMES[seed]} is not one of your seeds: write the seed whose action you spend first (like {self._owed_example()}: {_bare(move)})"
            if seed not in self.owed:
                return f"your seed {NAMES[seed]} has no action left this turn; {self._owed_words()}"
        # the shape of the action
        if kind in (GROW, GROW_SEED, SOW):
            if b[c]:
                return f"{cell} is not empty: a piece is put on an empty cell"
            if kind == GROW and self.reserve[k + 1] <= 0:
                return "you have no grain left in reserve to grow"
            if kind != GROW and self.reserve[k] <= 0:
                return "you have no seed left in reserve"
        elif kind == MOVE:
            if not b[src] & mine or b[src] & SEED:
                what = "a seed: only grains move" if b[src] & mine else "not one of your grains"
                return f"{NAMES[src]} is {what}"
            if b[c]:
                return f"{cell} is not empty: a grain moves to an empty cell"
        elif kind == TRIM:
            if not b[c] & mine or b[c] & SEED:
                what = "a seed: trim returns a grain (recoil returns a seed)" if b[c] & mine else "not one of your grains"
                return f"{cell} is {what}"
        elif kind == RECOIL:
            if b[c] != mine | SEED:
                return f"{cell} is not one of your seeds: recoil returns one of your seeds to reserve"
        # the plant and the seed that spends the action
        if kind != SOW:
            label, groups = self._own
            if kind in (GROW, GROW_SEED):
                plants = {label[n] for n in NEIGH[c] if b[n] & mine}
                if not plants:
                    return f"{cell} is not next to any of your plants: a plant grows on a cell next to it"
            elif kind == MOVE:
                plants = {label[src]}
                rest = set(groups[label[src]]) - {src}
                if not any(n in rest for n in NEIGH[c]):
                    return f"{cell} is not next to the rest of the plant of {NAMES[src]}: a grain moves next to its own plant"
            else:
                plants = {label[c]}
                if kind == RECOIL:
                    pid = label[c]
                    if sum(1 for x in groups[pid] if b[x] & SEED) < 2:
                        return f"the plant of {cell} has only one seed: a plant recoils a seed only when it has two or more"
                    if c in self._kills(c):
                        return f"recoiling {cell} would leave grains without a seed: a plant may not recoil that seed"
            owing = [s for s in self.owed if label[s] in plants]
            if seed is not None and label[seed] not in plants:
                return f"the action of seed {NAMES[seed]} is spent on its own plant, and {_bare(move)} acts on another plant"
            if not owing:
                seeds = sorted(x for p in plants for x in groups[p] if b[x] & SEED)
                return (
                    f"the plant of {_plural('seed', seeds)} {_cells(seeds)} has no action left this turn: "
                    f"an action is spent only on the plant of the seed that owes it; {self._owed_words()}"
                )
        if kind in PLACING and c in self._near_enemy:
            far, d = self._nearest_enemy(c)
            return (
                "opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; "
                f"{cell} is {d} from {NAMES[far]}"
            )
        sim = self._simulate(kind, c, src)
        if sim.flank is not None:
            run, end1, end2 = sim.flank
            return f"suicide: your {_run_words(run, sim.board)} would stand between {_end_words(end1)} and {_end_words(end2)}"
        removed = sim.removed
        if kind in PLACING and len(removed) == 1 and (removed[0][0], c) in self.ko:
            x = NAMES[removed[0][0]]
            return (
                f"ko: placing at {cell} to capture the single piece at {x} would undo {name(other(self.to_move))}'s "
                f"last capture (a piece placed at {x} took the single piece at {cell}); play elsewhere first"
            )
        if self.previous is not None and self._same_as_previous((kind, c, src), removed):
            return (
                "ko: this would end your turn with the same board and reserves as at the end of your previous turn"
            )
        return f"{_bare(move)} is not a legal action now"

    def _example_empty(self) -> str:
        for i in range(N):
            if not self.board[i] and i not in self._near_enemy:
                return NAMES[i]
        return "O4"

    def _owed_example(self) -> str:
        return NAMES[self.owed[0]] if self.owed else "K7"

    def _owed_words(self) -> str:
        if not self.owed:
            return "no seed of yours owes an action"
        if len(self.owed) == 1:
            return f"only your seed {NAMES[self.owed[0]]} still owes an action"
        return f"your seeds {_cells(self.owed)} still owe an action"

    def _nearest_enemy(self, c: int):
        enemy = self._bits[1]
        for d, ring in _rings(c):
            hits = sorted(x for x in ring if self.board[x] & enemy)
            if hits:
                return hits[0], d
        return c, 0

    # -- playing ---------------------------------------------------------------------

    def _after(self, key, removed, seed) -> State:
        """The position right after one action, before the turn's end is looked at."""
        kind, c, src = key
        mine = self._bits[0]
        side = self.side
        b = bytearray(self.board)
        reserve = list(self.reserve)
        lost = list(self.lost)
        if kind == GROW:
            b[c] = mine
            reserve[2 * side + 1] -= 1
        elif kind in (GROW_SEED, SOW):
            b[c] = mine | SEED
            reserve[2 * side] -= 1
        elif kind == MOVE:
            b[src] = 0
            b[c] = mine
        elif kind == TRIM:
            b[c] = 0
            reserve[2 * side + 1] += 1
        else:
            b[c] = 0
            reserve[2 * side] += 1
        for r, v in removed:
            b[r] = 0
            owner = 0 if v & 1 else 1
            if v & SEED:
                lost[owner] += 1
            else:
                reserve[2 * owner + 1] += 1
        board = bytes(b)
        owed = tuple(s for s in self.owed if s != seed and board[s] == mine | SEED)
        captures = self.captures
        if kind in PLACING and len(removed) == 1:
            captures = captures + ((c, removed[0][0]),)
        return replace(
            self, board=board, reserve=tuple(reserve), lost=tuple(lost), owed=owed, sow_only=False,
            captures=captures, _clean=True if self._is_clean else None,
        )

    def _next_turn(self) -> State:
        """The start of the next turn with a legal action (turns with none are forfeited), or the end."""
        state = self
        while True:
            side = state.side
            opening = list(state.opening)
            opening[side] = max(0, opening[side] - 1)
            to_move = other(state.to_move)
            bit = BIT[to_move] | SEED
            seeds = tuple(i for i in range(N) if state.board[i] == bit)
            state = State(
                board=state.board, to_move=to_move, turn=state.turn + 1, lost=state.lost, reserve=state.reserve,
                owed=seeds, sow_only=not seeds, opening=tuple(opening), start=(state.board, state.lost),
                previous=state.start, ko=state.captures, captures=(), max_turns=state.max_turns,
                _clean=True if state._is_clean else None,
            )
            if state.is_over():
                return replace(state, owed=(), sow_only=False, _clean=state._clean)
            if state._legal[0]:
                return state

    def play(self, move) -> State:
        """The state after one action (a ``Move`` or its text); the turn ends by itself when it is over."""
        return self._play(self.check(move))

    def _play(self, move: Move) -> State:
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        key = (kind, c, src)
        seeds, removed = self._legal[1][key]
        spender = INDEX[move.seed] if move.seed else seeds[0]
        after = self._after(key, removed, spender)
        if after.is_over():
            return replace(after, owed=(), sow_only=False, _clean=after._clean)
        if self.sow_only or not after.owed or not after._legal[0]:
            return after._next_turn()
        return after

    def play_report(self, move):
        """``(state after, what happened in words)``.

        >>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
        ...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
        >>> s.play_report("grow I9")[1]
        "Black grows a grain at I9 and captures White's grain J9. The turn ends."
        """
        move = self.check(move)
        after = self._play(move)
        return after, summary(self, move, after)

    # -- words -----------------------------------------------------------------------

    def _reserves_words(self) -> str:
        parts = []
        for colour in COLOURS:
            r = self.reserve_of(colour)
            words = f"{name(colour)} {_plural_n(r['seeds'], 'seed')}, {_plural_n(r['grains'], 'grain')}"
            if self.lost_of(colour):
                words += f" ({_plural_n(self.lost_of(colour), 'seed')} lost)"
            parts.append(words)
        return "Reserves: " + "; ".join(parts) + "."

    def describe(self) -> str:
        """The position in one line, for a status line or a screen reader.

        >>> initial_state().play("sow K7").play("sow K12").describe()
        'Black to play, turn 3: 1 action left, owed by seed K7. Opening rule: pieces go at least 3 cells from enemy pieces (this turn and 1 more). Reserves: Black 2 seeds, 50 grains; White 2 seeds, 50 grains.'
        """
        you = name(self.to_move)
        win = self.winner()
        if win is not None:
            if self.end_reason == "cap":
                why = f"the game reached {self.max_turns} turns"
            elif win == DRAW:
                why = "both players' last seeds left the game in the same action"
            else:
                why = f"{name(other(win))}'s three seeds have all left the game"
            verdict = "a draw" if win == DRAW else f"{name(win)} wins"
            return f"Game over: {verdict}: {why}. {self._reserves_words()}"
        head = f"{you} to play, turn {self.turn + 1}: "
        if self.sow_only:
            body = f"{you} has no piece on the board and sows one seed."
        else:
            n = len(self.owed)
            body = f"{_plural_n(n, 'action')} left, owed by {_plural('seed', self.owed)} {_cells(self.owed)}."
        if not self._legal[0]:
            body += " None has a legal use."
        left = self.opening[self.side]
        if left > 0:
            when = "this turn only" if left == 1 else f"this turn and {left - 1} more"
            body += f" Opening rule: pieces go at least 3 cells from enemy pieces ({when})."
        return head + body + " " + self._reserves_words()

    # -- serialisation ---------------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form: the rules spec's fields, plus what the turn and the ko rules need."""

        def board_dict(board):
            return {NAMES[i]: PIECE_WORDS[v] for i, v in enumerate(board) if v}

        def lost_dict(lost):
            return {BLACK: lost[0], WHITE: lost[1]}

        out = {
            "board": board_dict(self.board),
            "reserve": {colour: self.reserve_of(colour) for colour in COLOURS},
            "lost": lost_dict(self.lost),
            "to_move": self.to_move,
            "turn": self.turn,
            "winner": self.winner(),
            "max_turns": self.max_turns,
            "owed": self.owed_seeds(),
            "sow_only": self.sow_only,
            "opening_left": {BLACK: self.opening[0], WHITE: self.opening[1]},
            "previous": None if self.previous is None else {
                "board": board_dict(self.previous[0]), "lost": lost_dict(self.previous[1])
            },
            "ko": [[NAMES[x], NAMES[y]] for x, y in self.ko],
            "turn_captures": [[NAMES[x], NAMES[y]] for x, y in self.captures],
        }
        if self.start != (self.board, self.lost):
            out["turn_start"] = {"board": board_dict(self.start[0]), "lost": lost_dict(self.start[1])}
        return out

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        Only ``board`` is needed: the other fields default to a turn's start
        (every seed of the side to move owes an action), outside the opening
        (unless the board is empty at turn 0), with the reserves and lost
        seeds that the board leaves.

        >>> State.from_dict({"board": {"K7": "black seed", "K8": "black grain"}}).describe()
        'Black to play, turn 1: 1 action left, owed by seed K7. Reserves: Black 2 seeds, 49 grains; White 3 seeds, 50 grains.'
        >>> State.from_dict({"board": {"K7": "black grain"}})
        Traceback (most recent call last):
        ...
        ValueError: black's grain K7 touches no black seed: a plant without a seed is removed at once
        """
        if not isinstance(d, dict):
            raise ValueError("a Palanquée position must be a JSON object")
        board = _read_board(d.get("board", {}), "'board'")
        to_move = d.get("to_move", BLACK)
        if to_move not in COLOURS:
            raise ValueError(f"'to_move' must be 'black' or 'white', not {to_move!r}")
        turn = _whole(d.get("turn", 0), "'turn'")
        max_turns = _whole(d.get("max_turns", MAX_TURNS), "'max_turns'")
        raw_reserve = d.get("reserve") or {}
        raw_lost = d.get("lost") or {}
        if not isinstance(raw_reserve, dict) or not isinstance(raw_lost, dict):
            raise ValueError("'reserve' and 'lost' must be objects with 'black' and 'white'")
        reserve, lost = [], []
        for colour in COLOURS:
            bit = BIT[colour]
            on_seeds = sum(1 for v in board if v == bit | SEED)
            on_grains = sum(1 for v in board if v == bit)
            r = raw_reserve.get(colour) or {}
            if not isinstance(r, dict):
                raise ValueError(f"'reserve' of {colour} must be {{\"seeds\": n, \"grains\": n}}, not {r!r}")
            if colour in raw_lost:
                gone = _whole(raw_lost[colour], f"'lost' of {colour}")
            elif "seeds" in r:
                gone = SEEDS - on_seeds - _whole(r["seeds"], f"the reserve seeds of {colour}")
            else:
                gone = 0
            seeds = _whole(r["seeds"], f"the reserve seeds of {colour}") if "seeds" in r else SEEDS - on_seeds - gone
            grains = _whole(r["grains"], f"the reserve grains of {colour}") if "grains" in r else GRAINS - on_grains
            if on_seeds + seeds + gone != SEEDS:
                raise ValueError(
                    f"{colour} has {on_seeds} seeds on the board, {seeds} in reserve and {gone} lost: "
                    f"that makes {on_seeds + seeds + gone}, not the {SEEDS} seeds of each player"
                )
            if on_grains + grains > GRAINS:
                raise ValueError(
                    f"{colour} has {on_grains} grains on the board and {grains} in reserve: more than {GRAINS}"
                )
            reserve += [seeds, grains]
            lost.append(gone)
        lost = tuple(lost)
        over = max(lost) >= SEEDS or turn >= max_turns
        bit = BIT[to_move]
        mover_seeds = tuple(i for i in range(N) if board[i] == bit | SEED)
        if "owed" in d:
            owed = d["owed"]
            if not isinstance(owed, (list, tuple)):
                raise ValueError(f"'owed' must be a list of seed cells, not {owed!r}")
            owed = tuple(sorted({_cell(x, "'owed'") for x in owed}))
        else:
            owed = () if over else mover_seeds
        sow_only = d.get("sow_only", not over and not mover_seeds and "owed" not in d)
        if not isinstance(sow_only, bool):
            raise ValueError(f"'sow_only' must be true or false, not {sow_only!r}")
        if "opening_left" in d:
            ol = d["opening_left"]
            if not isinstance(ol, dict):
                raise ValueError("'opening_left' must be {\"black\": n, \"white\": n}")
            opening = tuple(_whole(ol.get(c, 0), f"'opening_left' of {c}") for c in COLOURS)
        else:
            opening = (3, 3) if turn == 0 and not any(board) else (0, 0)
        start = (board, lost)
        if d.get("turn_start") is not None:
            start = _read_snapshot(d["turn_start"], "'turn_start'")
        previous = None
        if d.get("previous") is not None:
            previous = _read_snapshot(d["previous"], "'previous'")
        ko = _read_pairs(d.get("ko", []), "'ko'")
        captures = _read_pairs(d.get("turn_captures", []), "'turn_captures'")
        state = cls(
            board, to_move, turn, lost, tuple(reserve), owed, sow_only, opening, start, previous, ko, captures, max_turns
        )
        state.validate()
        if "winner" in d and d["winner"] != state.winner():
            raise ValueError(f"the winner here is {state.winner()!r}, not {d['winner']!r}")
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        if not isinstance(self.board, bytes) or len(self.board) != N or any(v not in PIECE_WORDS for v in self.board if v):
            raise ValueError(f"the board must be {N} bytes of pieces")
        if self.to_move not in COLOURS:
            raise ValueError(f"the side to move must be 'black' or 'white', not {self.to_move!r}")
        for label, value in (("turn", self.turn), ("max_turns", self.max_turns)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{label} must be a whole number >= 0, not {value!r}")
        if self.max_turns < 1:
            raise ValueError("max_turns must be at least 1")
        for k, colour in enumerate(COLOURS):
            bit = BIT[colour]
            on_seeds = sum(1 for v in self.board if v == bit | SEED)
            on_grains = sum(1 for v in self.board if v == bit)
            seeds, grains, gone = self.reserve[2 * k], self.reserve[2 * k + 1], self.lost[k]
            if min(seeds, grains, gone) < 0:
                raise ValueError(f"{colour}'s reserve and lost seeds cannot be negative")
            if on_seeds + seeds + gone != SEEDS:
                raise ValueError(f"{colour}'s seeds on the board, in reserve and lost must make {SEEDS}")
            if on_grains + grains > GRAINS:
                raise ValueError(f"{colour} has more than {GRAINS} grains on the board and in reserve")
            if not 0 <= self.opening[k] <= 3:
                raise ValueError(f"{colour}'s opening turns left must be 0 to 3, not {self.opening[k]}")
        for colour in COLOURS:
            label, groups = _components(self.board, BIT[colour])
            for g in groups:
                if not any(self.board[c] & SEED for c in g):
                    raise ValueError(
                        f"{colour}'s {_plural('grain', g)} {_cells(g)} {'touch' if len(g) > 1 else 'touches'} no {colour} seed: "
                        "a plant without a seed is removed at once"
                    )
        mine = BIT[self.to_move] | SEED
        for s in self.owed:
            if self.board[s] != mine:
                raise ValueError(f"{NAMES[s]} owes an action but holds no {self.to_move} seed")
        if list(self.owed) != sorted(set(self.owed)):
            raise ValueError("the seeds that owe an action are listed once each, in board order")
        if not self.is_over():
            if self.sow_only:
                if self.owed or any(v & BIT[self.to_move] for v in self.board):
                    raise ValueError("a sowing turn is one where the side to move has no piece on the board")
            elif not self.owed:
                raise ValueError("no seed owes an action, so the turn would be over: give 'owed' or the next side to move")
        for label, snap in (("turn_start", self.start), ("previous", self.previous)):
            if snap is None:
                continue
            board, lost = snap
            if not isinstance(board, bytes) or len(board) != N or any(v not in PIECE_WORDS for v in board if v):
                raise ValueError(f"the {label} board must be {N} bytes of pieces")
            if len(lost) != 2 or min(lost) < 0 or max(lost) > SEEDS:
                raise ValueError(f"the {label} lost seeds must be 0 to {SEEDS}")
        for pairs in (self.ko, self.captures):
            for x, y in pairs:
                if not (0 <= x < N and 0 <= y < N):
                    raise ValueError("a ko pair must name two cells")

    def to_text(self) -> str:
        """A compact, URL-safe position string (letters, digits and ``._-~``).

        Parts joined by ``_``: ``max_turns``; ``to_move.turn.opening``
        (``b``/``w``, turns played, the two opening turns left as two
        digits); ``lost black.lost white.reserve seeds.grains black.seeds.grains
        white``; the board, two characters a piece (``4 cell + kind``, kinds
        black grain, black seed, white grain, white seed) in base 64
        (``A-Z a-z 0-9 - ~``); the seeds owing an action (two characters a
        cell), or ``s`` in a sowing turn; the turn's start, as two digits of
        lost seeds then the cells that differ from the board now
        (``5 cell + piece``, piece 0 for empty); the end of the mover's
        previous turn the same way (``n`` for none); the opponent's previous
        single captures and this turn's (four characters each: placed cell,
        captured cell).

        >>> initial_state().to_text()
        '500_b.0.33_0.0.3.50.3.50__s_00_n__'
        """
        def cells(values):
            return "".join(_enc(i) for i in values)

        board = "".join(_enc(4 * i + _CODE[v]) for i, v in enumerate(self.board) if v)
        owed = "s" if self.sow_only else cells(self.owed)
        start = f"{self.start[1][0]}{self.start[1][1]}" + _diff_text(self.board, self.start[0])
        previous = "n" if self.previous is None else (
            f"{self.previous[1][0]}{self.previous[1][1]}" + _diff_text(self.board, self.previous[0])
        )
        parts = [
            str(self.max_turns),
            f"{self.to_move[0]}.{self.turn}.{self.opening[0]}{self.opening[1]}",
            ".".join(str(n) for n in self.lost + self.reserve),
            board,
            owed,
            start,
            previous,
            "".join(_enc(x) + _enc(y) for x, y in self.ko),
            "".join(_enc(x) + _enc(y) for x, y in self.captures),
        ]
        return "_".join(parts)

    @classmethod
    def from_text(cls, text: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("500_b.0.33_0.0.3.50.3.50__s_00")
        Traceback (most recent call last):
        ...
        ValueError: a Palanquée position has 9 parts joined by _ (options, progress, counts, board, owed, turn start, previous turn, ko, captures), not 6
        >>> State.from_text("500_b.0.33_0.0.3.50.3.50_Zz_s_00_n__")
        Traceback (most recent call last):
        ...
        ValueError: the board hold a code out of range (1651 >= 1252)
        """
        if isinstance(text, str) and text in _READ:
            return _READ[text]  # an immutable state, with what it has worked out already
        if not isinstance(text, str) or not text.strip():
            raise ValueError("a Palanquée position string is empty")
        parts = text.strip().split("_")
        if len(parts) != 9:
            raise ValueError(
                "a Palanquée position has 9 parts joined by _ (options, progress, counts, board, owed, "
                f"turn start, previous turn, ko, captures), not {len(parts)}"
            )
        if not _is_int(parts[0]):
            raise ValueError(f"the first part is the turn cap, a whole number, not {parts[0]!r}")
        max_turns = int(parts[0])
        progress = parts[1].split(".")
        if (
            len(progress) != 3 or progress[0] not in ("b", "w") or not _is_int(progress[1])
            or len(progress[2]) != 2 or not all(ch in "0123" for ch in progress[2])
        ):
            raise ValueError(f"the progress is written to_move.turn.opening, like b.0.33, not {parts[1]!r}")
        to_move = BLACK if progress[0] == "b" else WHITE
        turn = int(progress[1])
        opening = (int(progress[2][0]), int(progress[2][1]))
        counts = parts[2].split(".")
        if len(counts) != 6 or not all(_is_int(x) for x in counts):
            raise ValueError(f"the counts are six whole numbers (lost, then reserves), like 0.0.3.50.3.50, not {parts[2]!r}")
        nums = tuple(int(x) for x in counts)
        lost, reserve = nums[:2], nums[2:]
        b = bytearray(N)
        previous_cell = -1
        for n in _decode(parts[3], "board", N * 4):
            cell, code = divmod(n, 4)
            if cell <= previous_cell:
                raise ValueError("the board lists each cell once, in board order")
            previous_cell = cell
            b[cell] = _PIECE[code]
        board = bytes(b)
        if parts[4] == "s":
            owed, sow_only = (), True
        else:
            owed, sow_only = tuple(_decode(parts[4], "owed seeds", N)), False

        def snapshot(part, what):
            if len(part) < 2 or part[0] not in "0123" or part[1] not in "0123":
                raise ValueError(f"the {what} starts with two digits of lost seeds, not {part!r}")
            return (_apply_diff(board, part[2:], what), (int(part[0]), int(part[1])))

        start = snapshot(parts[5], "turn start")
        previous = None if parts[6] == "n" else snapshot(parts[6], "previous turn")

        def pairs(part, what):
            if len(part) % 4:
                raise ValueError(f"the {what} are groups of four characters, not {part!r}")
            cells = _decode(part, what, N)
            return tuple(zip(cells[::2], cells[1::2]))

        state = cls(
            board, to_move, turn, lost, reserve, owed, sow_only, opening, start, previous,
            pairs(parts[7], "ko captures"), pairs(parts[8], "turn captures"), max_turns,
        )
        state.validate()
        _READ[text] = state
        if len(_READ) > READ_CACHE:
            del _READ[next(iter(_READ))]
        return state

    def settle(self) -> State:
        """This position, or, when the side to move has no legal action, the next turn that has one (or the end)."""
        if self.is_over() or self._legal[0]:
            return self
        return self._next_turn()


# -- helpers ----------------------------------------------------------------------------

# The last positions read by ``State.from_text``: a board one clicks on sends the
# same position string with every click, and the browser's answers then skip
# reading it and listing its legal actions again.
READ_CACHE = 8
_READ: dict = {}



def _components(board, bit: int):
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


def _plural(word: str, items) -> str:
    return word if len(list(items)) == 1 else word + "s"


def _plural_n(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _or(items) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _bare(move: Move) -> str:
    return str(Move(move.kind, move.cell, move.source))


def _end_words(x: int) -> str:
    return "the red line" if x == RED else NAMES[x]


def _run_words(run, board) -> str:
    """``grains J10 and K9``, ``seed K7``, ``pieces K7 and K8``: a run, listed in its order."""
    kinds = {board[r] & SEED for r in run}
    names = _and(NAMES[r] for r in run)
    word = "seed" if kinds == {SEED} else "grain" if kinds == {0} else "piece"
    return f"{word}{'s' if len(run) > 1 else ''} {names}"


def _is_int(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _whole(value, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{what} must be a whole number >= 0, not {value!r}")
    return value


def _cell(value, what: str) -> int:
    if not isinstance(value, str):
        raise ValueError(f"{what} must hold cell names like K7, not {value!r}")
    return cell_index(value)


def _read_board(raw, what: str) -> bytes:
    if not isinstance(raw, dict):
        raise ValueError(f"{what} must be an object: cell name -> \"black seed\", \"white grain\"...")
    b = bytearray(N)
    for cell, piece in raw.items():
        i = _cell(cell, what)
        v = PIECE_VALUES.get(piece.strip().lower() if isinstance(piece, str) else piece)
        if v is None:
            raise ValueError(f"{NAMES[i]} holds {piece!r}: a piece is \"black seed\", \"black grain\", \"white seed\" or \"white grain\"")
        b[i] = v
    return bytes(b)


def _read_snapshot(raw, what: str) -> tuple:
    if not isinstance(raw, dict):
        raise ValueError(f"{what} must be an object with 'board' and 'lost'")
    board = _read_board(raw.get("board", {}), f"{what} board")
    lost = raw.get("lost") or {}
    if not isinstance(lost, dict):
        raise ValueError(f"{what} 'lost' must be {{\"black\": n, \"white\": n}}")
    return (board, tuple(_whole(lost.get(c, 0), f"{what} lost seeds of {c}") for c in COLOURS))


def _read_pairs(raw, what: str) -> tuple:
    if not isinstance(raw, (list, tuple)):
        raise ValueError(f"{what} must be a list of [placed, captured] cell pairs")
    out = []
    for pair in raw:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise ValueError(f"{what} must be a list of [placed, captured] cell pairs, not {pair!r}")
        out.append((_cell(pair[0], what), _cell(pair[1], what)))
    return tuple(out)


def summary(before: State, move, after: State | None = None) -> str:
    """What an action did, in one or two sentences (``after`` adds how the turn went on).

    >>> s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain",
    ...     "P4": "black grain"}, "to_move": "white"})
    >>> summary(s, "sow O4")
    "White sows a seed at O4 and captures Black's seed S2 and grains R3, Q3 and P4 (the seed leaves the game)."
    """
    move = before.check(move)
    kind, c = move.kind, INDEX[move.cell]
    src = INDEX[move.source] if move.source else None
    sim = before._simulate(kind, c, src)
    you = name(before.to_move)
    cell = move.cell
    verb = {
        GROW: f"grows a grain at {cell}",
        GROW_SEED: f"grows a seed at {cell}",
        SOW: f"sows a seed at {cell}",
        MOVE: f"moves the grain {move.source} to {cell}",
        TRIM: f"trims the grain {cell}",
        RECOIL: f"returns the seed {cell} to reserve",
    }[kind]
    text = f"{you} {verb}"
    b = before.board
    if sim.custodian:
        caught = [(r, b[r]) for r in sim.custodian]
        text += " and captures " + _pieces(f"{name(other(before.to_move))}'s", caught)
        seeds = sum(1 for _, v in caught if v & SEED)
        if seeds:
            text += f" ({'the seed leaves' if seeds == 1 else 'the seeds leave'} the game)"
    for x, cells in sim.saturated:
        words = []
        for colour in COLOURS:
            own = [(r, _removed_value(before, sim, r)) for r in cells if _removed_value(before, sim, r) & BIT[colour]]
            if own:
                words.append(_pieces(f"{name(colour)}'s", own))
        text += f"; column {LETTERS[x]} is saturated, so every piece in it goes ({'; '.join(words)})"
    if sim.dead:
        words = []
        for colour in COLOURS:
            own = [(r, _removed_value(before, sim, r)) for r in sim.dead if _removed_value(before, sim, r) & BIT[colour]]
            if own:
                words.append(_pieces(f"{name(colour)}'s", own))
        text += f"; {' and '.join(words)}, cut off from every seed, {'go' if len(sim.dead) > 1 else 'goes'} too"
    text += "."
    if after is None:
        return text
    if after.is_over():
        win = after.winner()
        if after.end_reason == "cap":
            return text + f" The game reached {after.max_turns} turns: a draw."
        if win == DRAW:
            return text + " Both players have lost all their seeds: a draw."
        return text + f" {name(other(win))} has lost all three seeds: {name(win)} wins."
    if after.turn == before.turn:
        return text
    left = [s for s in before.owed if s != before._spender(move) and sim.board[s] == before._bits[0] | SEED]
    if before.sow_only or not left:
        text += " The turn ends."
    else:
        text += f" {you}'s remaining {_plural('action', left)} {'has' if len(left) == 1 else 'have'} no legal use: the turn ends."
    skipped = after.turn - before.turn - 1
    if skipped:
        text += f" {_plural_n(skipped, 'turn')} forfeited (no legal action)."
    return text


def _removed_value(before: State, sim: _Sim, cell: int) -> int:
    """The piece a simulated action removed from ``cell``."""
    for r, v in sim.removed:
        if r == cell:
            return v
    return before.board[cell]


# -- clicks -------------------------------------------------------------------------------

LABELS = {GROW: "Grow", GROW_SEED: "Grow a seed", MOVE: "Move", TRIM: "Trim", RECOIL: "Recoil", SOW: "Sow"}
SHORTCUTS = {GROW: "G", GROW_SEED: "S", MOVE: "M", TRIM: "T", RECOIL: "R", SOW: "O"}


def action_kinds(state: State) -> list:
    """The kinds of action that have a legal use now, in the order of ``KINDS``.

    >>> s = initial_state()
    >>> action_kinds(s), action_kinds(s.play("sow K7").play("sow K12"))
    (['sow'], ['grow', 'grow-seed', 'sow'])
    """
    kinds = {m.kind for m in state.legal_moves()}
    return [k for k in KINDS if k in kinds]


def _named(kind: str) -> str:
    return f"{LABELS[kind]} ({SHORTCUTS[kind]})"


def _cell_words(state: State, i: int) -> str:
    """``I9 is empty``, ``K7 holds your seed``, ``J9 holds White's grain``."""
    v = state.board[i]
    if not v:
        return f"{NAMES[i]} is empty"
    owner = "your" if v & BIT[state.to_move] else f"{name(WHITE if v & 2 else BLACK)}'s"
    return f"{NAMES[i]} holds {owner} {'seed' if v & SEED else 'grain'}"


def _no_use(state: State, kind: str) -> str:
    """Why an action of ``kind`` has no legal use now (it is not in ``action_kinds``)."""
    you = name(state.to_move)
    if state.is_over():
        return "the game is over"
    if state.sow_only:
        return f"{you} has no piece on the board, so this turn is one sow"
    k = 2 * state.side
    if kind in (GROW_SEED, SOW) and state.reserve[k] <= 0:
        return "you have no seed left in reserve"
    if kind == GROW and state.reserve[k + 1] <= 0:
        return "you have no grain left in reserve"
    label, groups = state._own
    owing = {label[s] for s in state.owed}
    grains = [c for p in owing for c in groups[p] if not state.board[c] & SEED]
    if kind in (MOVE, TRIM) and not grains:
        return "the plants that still owe an action have no grain"
    return {
        GROW: "the rules refuse every empty cell next to the plants that still owe an action",
        GROW_SEED: "the rules refuse every empty cell next to the plants that still owe an action",
        MOVE: "no grain of the plants that still owe an action has a legal place to go",
        TRIM: "the rules refuse every trim now",
        RECOIL: "recoil needs a plant of two seeds or more that keeps a seed by every grain without the one returned",
        SOW: "the rules refuse every empty cell",
    }[kind]


def _first_step(state: State, kind: str) -> dict:
    """The action ``kind`` just chosen: its first cells marked, and what to do."""
    cells = sorted(state.targets(kind), key=INDEX.get)
    n = len(cells)
    if kind == SOW and state.sow_only:
        text = f"{name(state.to_move)} has no piece on the board: choose an empty cell to sow a seed ({n} marked)."
    else:
        text = {
            GROW: f"Grow: choose an empty cell next to a plant that still owes an action ({n} marked).",
            GROW_SEED: f"Grow a seed: choose an empty cell next to a plant that still owes an action ({n} marked).",
            MOVE: f"Move: choose one of your grains ({n} can move, marked), then where it goes.",
            TRIM: f"Trim: choose one of your grains to return to reserve ({n} marked).",
            RECOIL: f"Recoil: choose one of your seeds to return to reserve ({n} marked).",
            SOW: f"Sow: choose an empty cell for a seed from your reserve ({n} marked).",
        }[kind]
    return {"selected": None, "message": text, "marks": {"targets": cells, "selected": None}}


def _grain_picked(state: State, g: str) -> dict:
    cells = sorted(state.targets(MOVE, source=g), key=INDEX.get)
    if cells:
        text = f"{g} selected: {_plural_n(len(cells), 'place')} to move it to, marked. Choose one, or another grain."
    else:
        text = f"{g} selected, but it has no legal place to go: choose a cell to hear why, or another grain."
    return {"selected": g, "message": text, "marks": {"targets": cells, "selected": g}}


def _attempt(state: State, move: Move, kind: str, selected=None) -> dict:
    """Play ``move`` if it is legal; ask for the seed that spends it if that is ambiguous; else say why not."""
    try:
        return {"move": str(state.check(move))}
    except IllegalMove as e:
        reason = str(e)
    bare = _bare(move)
    seeds = sorted((m.seed for m in state.legal_moves() if m.seed and _bare(m) == bare), key=INDEX.get)
    if move.seed is None and len(seeds) > 1:
        return {
            "selected": bare,
            "message": f"{bare}: your seeds {_and(seeds)} are in different plants and either could spend this action. "
            "Choose the seed whose action it spends (marked).",
            "marks": {"targets": seeds, "selected": bare},
        }
    if kind == MOVE and selected:
        marks = _grain_picked(state, selected)["marks"]
    else:
        marks = _first_step(state, kind)["marks"]
    return {"selected": selected, "message": reason[:1].upper() + reason[1:] + ".", "marks": marks}


def click(state: State, cell=None, selected=None, action=None) -> dict:
    """What a click on ``cell`` means, with the action ``action`` chosen (grow, grow-seed, move, trim, recoil, sow).

    ``selected`` is the half-made action the previous click left: the grain
    chosen to move (``"J7"``), or an action whose seed is still to be chosen
    (``"grow I9"``, when seeds of different plants could spend it). The
    answer has ``move`` (a complete, legal action, as text), or ``selected``
    (the half-made action now), a ``message`` for the player, and the
    ``marks`` to draw (``targets``: the cells to pick from next;
    ``selected``). ``cell=None`` means the action was just chosen: its
    cells are marked. In a turn that is one sow, the action may be left out.

    >>> s = State.from_dict({"board": {"K7": "black seed", "I7": "black grain", "I8": "black grain",
    ...     "J7": "black grain", "K8": "black grain", "J11": "white seed", "J9": "white grain", "J10": "white grain"}})
    >>> click(s, "I9", action="grow")
    {'move': 'grow I9'}
    >>> click(s, action="move")["message"]
    'Move: choose one of your grains (4 can move, marked), then where it goes.'
    >>> answer = click(s, "J7", action="move")
    >>> answer["selected"], answer["message"]
    ('J7', 'J7 selected: 11 places to move it to, marked. Choose one, or another grain.')
    >>> click(s, "J8", selected="J7", action="move")
    {'move': 'move J7 J8'}
    >>> click(s, "J9", selected="J7", action="move")["message"]
    'J9 is not empty: a grain moves to an empty cell.'
    >>> click(s, "K7", action="recoil")["message"]
    'Recoil has no legal use now: recoil needs a plant of two seeds or more that keeps a seed by every grain without the one returned.'
    >>> click(s, "I9")["message"]
    'I9 is empty: choose an action first; Grow (G), Grow a seed (S), Move (M) or Sow (O) can use this cell.'

    Two plants, each with a seed that owes an action; a sow may be spent by either:

    >>> two = State.from_dict({"board": {"K7": "black seed", "C7": "black seed", "K12": "white seed"}})
    >>> answer = click(two, "O4", action="sow")
    >>> answer["selected"], answer["marks"]["targets"], answer["message"]
    ('sow O4', ['K7', 'C7'], 'sow O4: your seeds K7 and C7 are in different plants and either could spend this action. Choose the seed whose action it spends (marked).')
    >>> click(two, "C7", selected="sow O4", action="sow")
    {'move': 'C7: sow O4'}
    """
    if state.is_over():
        return {"selected": None, "message": "The game is over: start a new one to play again.", "marks": {}}
    if action is None and state.sow_only:
        action = SOW
    i = cell_index(cell) if cell is not None else None
    if action is None:
        if i is None:
            return {"selected": None, "message": state.describe(), "marks": {}}
        uses = [k for k in KINDS if NAMES[i] in state.targets(k)]
        if any(m.kind == MOVE and m.cell == NAMES[i] for m in state.legal_moves()) and MOVE not in uses:
            uses.append(MOVE)
        uses.sort(key=KINDS.index)
        if uses:
            text = f"{_cell_words(state, i)}: choose an action first; {_or([_named(k) for k in uses])} can use this cell."
        else:
            text = f"{_cell_words(state, i)}: no action can use this cell now. Choose an action to see the cells it can use."
        return {"selected": None, "message": text, "marks": {}}
    if action not in KINDS:
        raise ValueError(f"the action is one of {', '.join(KINDS)}, not {action!r}")
    if action not in action_kinds(state):
        return {"selected": None, "message": f"{LABELS[action]} has no legal use now: {_no_use(state, action)}.", "marks": {}}
    pending = None  # an action waiting for the seed that spends it
    grain = None  # the grain chosen to move
    if isinstance(selected, str) and selected.strip():
        try:
            if " " in selected.strip():
                pending = parse_move(selected)
                if pending.kind != action:
                    pending = None
            elif action == MOVE:
                grain = NAMES[cell_index(selected)]
                if state.board[INDEX[grain]] != BIT[state.to_move]:
                    grain = None
        except ValueError:
            pending = grain = None
    if i is None:
        return _grain_picked(state, grain) if grain else _first_step(state, action)
    here = NAMES[i]
    if pending is not None:
        seeds = {m.seed for m in state.legal_moves() if m.seed and _bare(m) == _bare(pending)}
        if here in seeds:
            return _attempt(state, pending._replace(seed=here), action)
        if here in (pending.cell, pending.source):
            return _first_step(state, action)
        return {
            "selected": _bare(pending),
            "message": f"Choose which seed spends {_bare(pending)}: {_or(sorted(seeds, key=INDEX.get))} (marked).",
            "marks": {"targets": sorted(seeds, key=INDEX.get), "selected": _bare(pending)},
        }
    if action == MOVE:
        mine = state.board[i] == BIT[state.to_move]
        if grain is None or here == grain:
            if mine and here != grain:
                return _grain_picked(state, here)
            if here == grain:
                return dict(_first_step(state, MOVE), message=f"{here} is no longer selected. " + _first_step(state, MOVE)["message"])
            if state.board[i] == BIT[state.to_move] | SEED:
                why = f"{here} is a seed: only grains move (Recoil returns a seed to reserve)"
            else:
                why = f"{_cell_words(state, i)}: choose one of your grains to move first (the marked ones)"
            return dict(_first_step(state, MOVE), message=why + ".")
        if mine:
            return _grain_picked(state, here)
        return _attempt(state, Move(MOVE, here, grain), MOVE, grain)
    return _attempt(state, Move(action, here), action)


def initial_state(max_turns: int = MAX_TURNS) -> State:
    """A new game: an empty board, Black to sow the first seed.

    ``max_turns``: the game ends in a draw after this many turns (500 by
    default). The board is the 313-cell reading of the rules (the only one
    implemented).

    >>> initial_state(max_turns=0)
    Traceback (most recent call last):
    ...
    ValueError: max_turns must be at least 1
    """
    state = State(max_turns=max_turns)
    state.validate()
    return state


render_svg, __getattr__ = drawing_of(__name__, "render_svg")


__all__ = [
    "IllegalMove", "Move", "State", "initial_state", "parse_move", "render_svg", "BOARD_CSS", "summary",
    "board_cells", "neighbours", "distance", "cell_index", "BLACK", "WHITE", "DRAW", "KINDS", "LETTERS", "NAMES",
    "click", "action_kinds",
]
