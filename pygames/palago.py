"""Palago, Cameron Browne's game of hexagonal bridge tiles.

The rules are those of ``shared/rules/palago.md``: 48 shared tiles in 3
orientations, two tiles a turn (the second touching the first), a closed
group with a bridge wins, the mover loses when a tile closes the opponent's
group, single holes, and the draw when the tiles run out.

A tile is ``(q, r, l)``: the cell in flat-topped axial coordinates and the
corner (0, 2 or 4) of its Light tip. Each tile is one ``play`` call; the
state records how many tiles of the turn are already placed (``placed``).

>>> state = initial_state()
>>> [str(m) for m in state.legal_moves()]
['(0,0,0)', '(0,0,2)', '(0,0,4)']
>>> state = state.play(parse_move("0,0,0")).play(parse_move("(0, 1, 4)"))
>>> state.to_move, state.placed, state.to_text()
('dark', 0, 'd.0_0.0.0_0.1.4')
>>> State.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from . import IllegalMove
from .drawing import drawing_of

LIGHT, DARK, DRAW = "light", "dark", "draw"
COLOURS = (LIGHT, DARK)
TILES = 48
ORIENTATIONS = (0, 2, 4)

# Directions d = 0..5 (NE, N, NW, SW, S, SE); edge d of a hex joins corners d
# and d+1 and is shared with the neighbour in direction d.
DIRECTIONS = ((1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0))
CORNER_NAMES = ("right", "upper-right", "upper-left", "left", "lower-left", "lower-right")

# The four regions of a tile, by index ("part").
LIGHT_TIP, LIGHT_BRIDGE, DARK_TIP, DARK_BRIDGE = range(4)
PART_NAMES = ("Light tip", "Light bridge", "Dark tip", "Dark bridge")


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


def name(colour: str) -> str:
    return colour.capitalize()


def cell_text(cell) -> str:
    """``(q,r)``, as the rules write a cell."""
    return f"({cell[0]},{cell[1]})"


def neighbours(cell) -> list:
    """The six cells around ``cell``, in direction order NE, N, NW, SW, S, SE.

    >>> neighbours((0, 0))
    [(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0)]
    """
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def adjacent(a, b) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


@dataclass(frozen=True)
class Move:
    """One tile: cell ``(q, r)`` and orientation ``l``. ``str(Move(1, -1, 2)) == '(1,-1,2)'``."""

    q: int
    r: int
    l: int  # noqa: E741  (the rules' name: the corner of the Light tip)

    def __str__(self) -> str:
        return f"({self.q},{self.r},{self.l})"

    @property
    def cell(self) -> tuple:
        return (self.q, self.r)

    @property
    def tile(self) -> tuple:
        return (self.q, self.r, self.l)


def parse_move(text: str) -> Move:
    """Read a tile as the rules write it: ``(q,r,l)``, brackets and spaces optional.

    >>> parse_move("(1, -1, 2)"), parse_move("1,-1,2") == parse_move(" ( 1,-1 ,2 ) ")
    (Move(q=1, r=-1, l=2), True)
    >>> parse_move("(1,-1,3)")
    Traceback (most recent call last):
    ...
    ValueError: '(1,-1,3)': the orientation l must be 0, 2 or 4 (the corner of the Light tip), not 3
    >>> parse_move("1,2")
    Traceback (most recent call last):
    ...
    ValueError: '1,2' is not a tile: write (q,r,l), three whole numbers such as (1,-1,2)
    """
    raw = text.strip()
    body = raw
    if body.startswith("(") and body.endswith(")"):
        body = body[1:-1]
    items = [item.strip() for item in body.split(",")]
    if len(items) != 3 or not all(_is_int(item) for item in items):
        raise ValueError(f"{raw!r} is not a tile: write (q,r,l), three whole numbers such as (1,-1,2)")
    q, r, l = (int(item) for item in items)
    if l not in ORIENTATIONS:
        raise ValueError(f"{raw!r}: the orientation l must be 0, 2 or 4 (the corner of the Light tip), not {l}")
    return Move(q, r, l)


def _is_int(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def _as_move(move) -> Move:
    if isinstance(move, Move):
        return move
    if isinstance(move, str):
        return parse_move(move)
    return Move(*move)


# -- regions and groups -------------------------------------------------------------


@dataclass(frozen=True)
class Group:
    """A connected set of regions of one colour, joined at shared corner points.

    ``regions`` holds ``(q, r, part)`` triples, sorted; ``closed`` says that
    every corner point of the group has tiles on all three hexes around it.
    """

    colour: str
    regions: tuple
    closed: bool

    @property
    def bridges(self) -> int:
        return sum(1 for _, _, p in self.regions if is_bridge(p))

    @property
    def winning(self) -> bool:
        """Closed and holding a bridge (an eye of three tips does not count)."""
        return self.closed and self.bridges > 0

    @property
    def cells(self) -> tuple:
        return tuple(sorted({(q, r) for q, r, _ in self.regions}))

    def describe(self) -> str:
        """The regions in words.

        >>> Group(DARK, ((1, -1, 2), (1, 0, 3), (2, 0, 2)), True).describe()
        'the Dark bridge of (1,0) and the Dark tips of (1,-1) and (2,0)'
        """
        out = []
        for kind, parts in (("bridge", (LIGHT_BRIDGE, DARK_BRIDGE)), ("tip", (LIGHT_TIP, DARK_TIP))):
            cells = [cell_text((q, r)) for q, r, p in self.regions if p in parts]
            if cells:
                what = f"{name(self.colour)} {kind}" + ("s" if len(cells) > 1 else "")
                out.append(f"the {what} of {_and(cells)}")
        return " and ".join(out)


def _and(items: list) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _walk(board: dict, cell, part: int, stop_when_open: bool = False):
    """The regions connected to ``(cell, part)`` and whether they are closed.

    With ``stop_when_open``, return ``None`` at the first corner point that
    faces an empty cell (the win check only needs closed groups).
    """
    start = (cell, part)
    seen = {start}
    stack = [start]
    closed = True
    while stack:
        (q, r), p = stack.pop()
        for k in PART_CORNERS[board[(q, r)]][p]:
            for (dq, dr), j in AROUND[k]:
                nb = (q + dq, r + dr)
                l = board.get(nb)
                if l is None:
                    if stop_when_open:
                        return None
                    closed = False
                    continue
                node = (nb, CORNER_PART[l][j])
                if node not in seen:
                    seen.add(node)
                    stack.append(node)
    return seen, closed


def _group(board: dict, cell, part: int) -> Group:
    nodes, closed = _walk(board, cell, part)
    return Group(part_colour(part), tuple(sorted((c[0], c[1], p) for c, p in nodes)), closed)


def closing_colours(board: dict, cell) -> set:
    """The colours with a winning group through the tile at ``cell``.

    Only a group holding a region of the newest tile can have just closed: a
    group that was open faced an empty cell, and the tile filling it joins it.
    """
    found = set()
    for part in range(4):
        walked = _walk(board, cell, part, stop_when_open=True)
        if walked is not None and any(is_bridge(p) for _, p in walked[0]):
            found.add(part_colour(part))
    return found


def board_of(tiles) -> dict:
    """``{(q, r): l}`` for a sequence of ``(q, r, l)`` tiles."""
    return {(q, r): l for q, r, l in tiles}


def groups(tiles) -> list:
    """Every group on a table of tiles, closed or not, in a stable order.

    >>> [g.describe() for g in groups([(0, 0, 0)])]
    ['the Light tip of (0,0)', 'the Light bridge of (0,0)', 'the Dark tip of (0,0)', 'the Dark bridge of (0,0)']
    """
    board = board_of(tiles)
    seen = set()
    out = []
    for q, r, _ in tiles:
        for part in range(4):
            if ((q, r), part) in seen:
                continue
            nodes, closed = _walk(board, (q, r), part)
            seen |= nodes
            out.append(Group(part_colour(part), tuple(sorted((c[0], c[1], p) for c, p in nodes)), closed))
    return out


def winning_groups(tiles) -> list:
    """The closed groups with a bridge on a table of tiles."""
    return [g for g in groups(tiles) if g.winning]


def winning_colours(tiles) -> set:
    """The colours that have a winning group on a table of tiles."""
    return {g.colour for g in winning_groups(tiles)}


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


# -- the state -----------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A position: a table of tiles and the turn, or a finished game.

    ``tiles``: ``(q, r, l)`` triples in the order placed. ``to_move``:
    ``"light"`` or ``"dark"``. ``placed``: tiles already placed in this turn
    (0 or 1). ``result``: ``None`` in play, else ``"light"``, ``"dark"`` or
    ``"draw"``. Once the game is over, ``to_move`` and ``placed`` stay as
    they were before the last tile: they say who placed it, and whether it
    was the first or the second of the turn.
    """

    tiles: tuple = ()
    to_move: str = LIGHT
    placed: int = 0
    result: str | None = None

    @cached_property
    def board(self) -> dict:
        """``{(q, r): l}``: the table, for look-ups."""
        return board_of(self.tiles)

    # -- the rules -------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every tile the mover may place now, sorted.

        The very first tile of the game may go anywhere on the unbounded
        table: to keep this list finite it offers only the cell (0,0), in
        its 3 orientations (which are all the same up to a rotation of the
        board); ``play`` accepts a first tile on any cell.
        """
        if self.result is not None:
            return []
        if not self.tiles:
            return [Move(0, 0, l) for l in ORIENTATIONS]
        board = self.board
        if self.placed == 1:
            q, r, _ = self.tiles[-1]
            cells = [c for c in neighbours((q, r)) if c not in board]
            return [Move(c[0], c[1], l) for c in sorted(cells) for l in ORIENTATIONS]
        cells = {c for q, r, _ in self.tiles for c in neighbours((q, r)) if c not in board}
        moves = []
        for c in sorted(cells):
            if self._is_single_hole(c):
                moves += [Move(c[0], c[1], l) for l in ORIENTATIONS if self._ends_game(c, l)]
            else:
                moves += [Move(c[0], c[1], l) for l in ORIENTATIONS]
        return moves

    def _is_single_hole(self, cell) -> bool:
        return all(c in self.board for c in neighbours(cell))

    def _ends_game(self, cell, l: int) -> bool:
        if len(self.tiles) + 1 >= TILES:
            return True
        board = dict(self.board)
        board[cell] = l
        return bool(closing_colours(board, cell))

    def check(self, move) -> None:
        """Raise ``IllegalMove`` saying why ``move`` is not allowed here."""
        move = _as_move(move)
        if self.result is not None:
            raise IllegalMove("the game is over: start a new one to play again")
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in move.tile):
            raise IllegalMove(f"{move} is not a tile: q, r and l are whole numbers")
        if move.l not in ORIENTATIONS:
            raise IllegalMove(
                f"{move} has orientation {move.l}: a tile turns only by 120°, "
                "so its Light tip is at corner 0, 2 or 4"
            )
        cell = move.cell
        where = cell_text(cell)
        if cell in self.board:
            raise IllegalMove(f"{where} already holds a tile: a tile goes on an empty cell")
        if not self.tiles:
            return
        if self.placed == 1:
            first = self.tiles[-1][:2]
            if not adjacent(first, cell):
                raise IllegalMove(
                    f"{where} does not touch {cell_text(first)}, the first tile of this turn: "
                    "the second tile must touch it"
                )
            return
        if not any(c in self.board for c in neighbours(cell)):
            raise IllegalMove(f"{where} touches no tile: the first tile of a turn must touch a tile on the table")
        if self._is_single_hole(cell) and not self._ends_game(cell, move.l):
            raise IllegalMove(
                f"{where} is a single hole: the second tile of the turn would have no room "
                f"(a first tile goes there only if it ends the game, and {move} does not)"
            )

    def play(self, move) -> State:
        """The state after placing one tile (a ``Move`` or its text)."""
        move = _as_move(move)
        self.check(move)
        board = dict(self.board)
        board[move.cell] = move.l
        tiles = self.tiles + (move.tile,)
        mover = self.to_move
        closing = closing_colours(board, move.cell)
        if closing:
            winner = other(mover) if other(mover) in closing else mover
            after = State(tiles, mover, self.placed, winner)
        elif len(tiles) >= TILES:
            after = State(tiles, mover, self.placed, DRAW)
        elif self.placed == 0:
            after = State(tiles, mover, 1)
        else:
            after = State(tiles, other(mover), 0)
        after.__dict__["board"] = board  # cached_property's slot: no need to rebuild it
        return after

    def is_over(self) -> bool:
        return self.result is not None

    def winner(self) -> str | None:
        """``"light"``, ``"dark"``, ``"draw"``, or ``None`` while the game goes on."""
        return self.result

    # -- views -----------------------------------------------------------------------

    def last_tile(self) -> Move | None:
        return Move(*self.tiles[-1]) if self.tiles else None

    def groups(self) -> list:
        """Every group on the table (see ``groups``)."""
        return groups(self.tiles)

    def winning_groups(self) -> list:
        """The winner's closed groups with a bridge, once the game is won."""
        if self.result not in COLOURS:
            return []
        return [g for g in winning_groups(self.tiles) if g.colour == self.result]

    def winning_group(self) -> Group | None:
        """The winner's winning group (the largest, if one tile closed two)."""
        found = self.winning_groups()
        return max(found, key=lambda g: len(g.regions)) if found else None

    def describe(self) -> str:
        """The position in words, for a status line."""
        n = len(self.tiles)
        mover = name(self.to_move)
        if self.result == DRAW:
            return f"All {TILES} tiles are on the table and no group is closed: the game is a draw."
        if self.result:
            won = name(self.result)
            where = cell_text(self.tiles[-1][:2])
            closed = winning_colours(self.tiles)
            found = " ".join(_sentence(g.describe()) for g in self.winning_groups())
            if closing_colours(self.board, self.tiles[-1][:2]) != closed:  # a set-up position
                why = f"{_colours(closed)} a closed group with a bridge: {won} wins."
            elif len(closed) == 2:
                why = f"{mover}'s tile at {where} closed a Light and a Dark group at once, so the mover loses: {won} wins."
            elif self.result != self.to_move:
                why = f"{mover}'s tile at {where} closed a {won} group with a bridge: {won} wins, though {mover} placed it."
            else:
                why = f"{mover}'s tile at {where} closed a {won} group with a bridge: {won} wins."
            return f"{why} {found}"
        left = f"{n} tiles placed, {TILES - n} left." if n != 1 else f"1 tile placed, {TILES - 1} left."
        if not self.tiles:
            return "Light to place the first tile of the opening, anywhere."
        if self.placed == 1:
            first = cell_text(self.tiles[-1][:2])
            which = "of the opening" if n == 1 else "of the turn"
            return f"{mover} to place the second tile {which}, touching {first}. {left}"
        return f"{mover} to play: the first tile of the turn, touching the table. {left}"

    # -- serialisation -----------------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form: ``tiles`` ``[[q, r, l], ...]``, ``to_move``, ``placed``, ``winner``."""
        return {
            "tiles": [list(t) for t in self.tiles],
            "to_move": self.to_move,
            "placed": self.placed,
            "winner": self.result,
        }

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        >>> State.from_dict({"tiles": [[0, 0, 0], [0, 0, 2]]})
        Traceback (most recent call last):
        ...
        ValueError: tiles 1 and 2 are both on (0,0)
        """
        if not isinstance(d, dict):
            raise ValueError("a Palago position must be a JSON object")
        tiles = d.get("tiles")
        if not isinstance(tiles, (list, tuple)):
            raise ValueError(f"'tiles' must be a list of [q, r, l] triples, not {tiles!r}")
        read = []
        for i, t in enumerate(tiles, 1):
            if not isinstance(t, (list, tuple)):
                raise ValueError(f"tile {i} must be a [q, r, l] triple, not {t!r}")
            read.append(tuple(t))
        return cls.from_tiles(read, d.get("to_move", LIGHT), d.get("placed", 0), d.get("winner"))

    @classmethod
    def from_tiles(cls, tiles, to_move: str = LIGHT, placed: int = 0, winner: str | None = None) -> State:
        """A position from a table of tiles (``(q, r, l)`` triples or their text).

        For set-up positions (puzzles, the worked examples): the tiles must be
        one connected set, but their order is not replayed. ``placed=1``
        makes the last tile the first of the current turn.

        >>> State.from_tiles(["(0,0,0)", "(0,1,4)"], to_move="dark").describe()
        'Dark to play: the first tile of the turn, touching the table. 2 tiles placed, 46 left.'
        """
        tiles = tuple(_as_move(t).tile if isinstance(t, (str, Move)) else tuple(t) for t in tiles)
        state = cls(tiles, to_move, placed, winner)
        state.validate()
        return state

    def to_text(self) -> str:
        """A compact, URL-safe position string.

        Parts joined by ``_``: first ``<l|d>.<placed>`` (the side to move and
        the tiles it has placed this turn), then ``.l``, ``.d`` or ``.x`` (the
        winner, or a draw) once over; then each tile as ``q.r.l``, in the order
        placed, negative numbers with a ``-``.

        >>> State.from_tiles([(0, 0, 2), (-1, 1, 4)], placed=1).to_text()
        'l.1_0.0.2_-1.1.4'
        """
        head = f"{self.to_move[0]}.{self.placed}"
        if self.result:
            head += "." + {LIGHT: "l", DARK: "d", DRAW: "x"}[self.result]
        return "_".join([head] + [f"{q}.{r}.{l}" for q, r, l in self.tiles])

    @classmethod
    def from_text(cls, text: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("l.0_0.0.0_9.9.0")
        Traceback (most recent call last):
        ...
        ValueError: the tiles are not one connected set: (9,9,0) is cut off from (0,0,0)
        >>> State.from_text("w.0")
        Traceback (most recent call last):
        ...
        ValueError: the side to move is written l (Light) or d (Dark), not 'w'
        """
        if not isinstance(text, str) or not text.strip():
            raise ValueError("a Palago position string is empty")
        head, *tokens = text.strip().split("_")
        fields = head.split(".")
        if len(fields) not in (2, 3):
            raise ValueError(
                f"a Palago position starts with the side to move and the tiles placed this turn, like 'l.0', not {head!r}"
            )
        side = {"l": LIGHT, "d": DARK}.get(fields[0])
        if side is None:
            raise ValueError(f"the side to move is written l (Light) or d (Dark), not {fields[0]!r}")
        if fields[1] not in ("0", "1"):
            raise ValueError(f"the tiles placed this turn are 0 or 1, not {fields[1]!r}")
        winner = None
        if len(fields) == 3:
            winner = {"l": LIGHT, "d": DARK, "x": DRAW}.get(fields[2])
            if winner is None:
                raise ValueError(f"the result is written l (Light wins), d (Dark wins) or x (a draw), not {fields[2]!r}")
        tiles = []
        for i, token in enumerate(tokens, 1):
            items = token.split(".")
            if len(items) != 3 or not all(_is_int(x) for x in items):
                raise ValueError(f"tile {i} must be written q.r.l (three whole numbers), not {token!r}")
            tiles.append(tuple(int(x) for x in items))
        return cls.from_tiles(tiles, side, int(fields[1]), winner)

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        if not isinstance(self.tiles, tuple):
            raise ValueError("the tiles must be a tuple of (q, r, l) triples")
        seen = {}
        for i, t in enumerate(self.tiles, 1):
            if not (
                isinstance(t, tuple) and len(t) == 3 and all(isinstance(x, int) and not isinstance(x, bool) for x in t)
            ):
                raise ValueError(f"tile {i} must be three whole numbers q, r, l, not {t!r}")
            if t[2] not in ORIENTATIONS:
                raise ValueError(f"tile {i} {Move(*t)} has orientation {t[2]}: it must be 0, 2 or 4")
            if t[:2] in seen:
                raise ValueError(f"tiles {seen[t[:2]]} and {i} are both on {cell_text(t[:2])}")
            seen[t[:2]] = i
        if len(self.tiles) > TILES:
            raise ValueError(f"the table holds {len(self.tiles)} tiles; the game has only {TILES}")
        if self.to_move not in COLOURS:
            raise ValueError(f"the side to move must be 'light' or 'dark', not {self.to_move!r}")
        if self.placed not in (0, 1) or isinstance(self.placed, bool):
            raise ValueError(f"the tiles placed this turn must be 0 or 1, not {self.placed!r}")
        self._check_connected()
        closed = winning_colours(self.tiles)
        if self.result is None:
            self._check_in_play(closed)
        elif self.result == DRAW:
            if len(self.tiles) != TILES:
                raise ValueError(f"a draw needs all {TILES} tiles on the table, not {len(self.tiles)}")
            if closed:
                raise ValueError(f"not a draw: {_colours(closed)} a closed group with a bridge")
        elif self.result in COLOURS:
            if not closed:
                raise ValueError(f"{name(self.result)} cannot have won: no closed group with a bridge is on the table")
            mover = self.to_move
            expected = other(mover) if other(mover) in closed else mover
            if self.result != expected:
                raise ValueError(
                    f"{_colours(closed)} a closed group with a bridge and {name(mover)} placed the last tile, "
                    f"so {name(expected)} wins, not {name(self.result)}"
                )
        else:
            raise ValueError(f"the winner must be 'light', 'dark', 'draw' or null, not {self.result!r}")

    def _check_connected(self) -> None:
        if not self.tiles:
            return
        reached = {self.tiles[0][:2]}
        stack = [self.tiles[0][:2]]
        while stack:
            for c in neighbours(stack.pop()):
                if c in self.board and c not in reached:
                    reached.add(c)
                    stack.append(c)
        for t in self.tiles:
            if t[:2] not in reached:
                raise ValueError(f"the tiles are not one connected set: {Move(*t)} is cut off from {Move(*self.tiles[0])}")

    def _check_in_play(self, closed: set) -> None:
        if not self.tiles and (self.to_move, self.placed) != (LIGHT, 0):
            raise ValueError("on an empty table Light opens: the side to move must be 'light', with 0 tiles placed")
        if closed:
            raise ValueError(
                f"{_colours(closed)} a closed group with a bridge: the game is over, so the position needs its winner"
            )
        if len(self.tiles) == TILES:
            raise ValueError(f"all {TILES} tiles are on the table: the game is over (a draw)")
        if self.placed == 1:
            last = self.tiles[-1][:2]
            if all(c in self.board for c in neighbours(last)):
                raise ValueError(
                    f"{cell_text(last)}, the first tile of this turn, has no empty neighbour: "
                    "the second tile would have no room"
                )


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def _colours(colours: set) -> str:
    if len(colours) == 2:
        return "Light and Dark have"
    return f"{name(next(iter(colours)))} has"


def initial_state(**options) -> State:
    """A new game: an empty table, Light to place the two tiles of the opening.

    Palago has no rule options (the tie-break by the largest group that the
    rules mention is not implemented).
    """
    if options:
        raise ValueError(f"Palago has no rule options: unknown {', '.join(sorted(options))}")
    return State()


render_svg, __getattr__ = drawing_of(__name__, "render_svg")


def describe_move(move) -> str:
    """A placement in words.

    >>> describe_move(parse_move("(1,0,2)"))
    'a tile on (1,0) with its Light tip at upper-left and its Dark tip at lower-right'
    """
    m = _as_move(move)
    return f"a tile on {cell_text(m.cell)} with its Light tip at {CORNER_NAMES[m.l]} and its Dark tip at {CORNER_NAMES[(m.l + 3) % 6]}"


def take_apart(state: State, removed) -> tuple[str, str]:
    """``state``'s table with the tiles on the ``removed`` cells (text ``"q,r"``) lifted off.

    Returns the drawing (lifted tiles shown faintly in their places, to be put
    back) and a sentence saying whether a winning group still stands. The
    reader of the rules page uses it to see which tiles a win needs.

    >>> won = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)", "(0,1,2)"], winner="light")
    >>> take_apart(won, [])[1]
    'All 5 tiles on the table: Light has a winning group.'
    >>> take_apart(won, ["0,1"])[1]
    'Without (0,1): no group is closed with a bridge any more, so the win needs this tile.'
    """
    lifted = set()
    for text in removed:
        parts = str(text).strip("() ").split(",")
        if len(parts) != 2 or not all(_is_int(p.strip()) for p in parts):
            raise ValueError(f"{text!r} is not a cell: write q,r")
        lifted.add((int(parts[0]), int(parts[1])))
    kept = tuple(t for t in state.tiles if t[:2] not in lifted)
    colours = winning_colours(kept)
    result = next(iter(colours)) if len(colours) == 1 else None
    view = State(kept, state.to_move, state.placed, result)  # not validated: lifting tiles may split the table
    ghosts = [Move(*t) for t in state.tiles if t[:2] in lifted]
    if not lifted:
        words = f"All {len(kept)} tiles on the table: " + (f"{name(result)} has a winning group." if result else "no winning group.")
    else:
        gone = ", ".join(cell_text(c) for c in sorted(lifted))
        if result:
            words = f"Without {gone}: {name(result)} still has a winning group, so the win does not need {'it' if len(lifted) == 1 else 'them'}."
        else:
            words = f"Without {gone}: no group is closed with a bridge any more, so the win needs {'this tile' if len(lifted) == 1 else 'some of these tiles'}."
    return render_svg(view, hint=ghosts, playable=False, label=words), words


__all__ = [
    "IllegalMove", "Move", "State", "Group", "initial_state", "parse_move", "render_svg", "BOARD_CSS", "take_apart", "describe_move",
    "groups", "winning_groups", "winning_colours", "closing_colours", "transform", "canonical",
    "LIGHT", "DARK", "DRAW", "TILES", "ORIENTATIONS", "DIRECTIONS",
]
