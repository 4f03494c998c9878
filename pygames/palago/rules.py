"""Palago's rules: groups of regions, the win check, and the ``State``.

The rules are those of ``rules/palago.md``: 48 shared tiles in 3
orientations, two tiles a turn (the second touching the first), a closed
group with a bridge wins, the mover loses when a tile closes the opponent's
group, single holes, and the draw when the tiles run out. Each tile is one
``play`` call; the state records how many tiles of the turn are already
placed (``placed``).

>>> state = State().play("(0,0,0)")
>>> state.placed, state.turn_over(), state.play("(0,1,4)").turn_over()
(1, False, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .. import IllegalMove
from .board import (
    AROUND, COLOURS, CORNER_PART, DARK, DRAW, LIGHT, ORIENTATIONS, PART_CORNERS, TILES, adjacent, cell_text, is_bridge,
    neighbours, other, part_colour,
)
from .text import Move, as_move, read_dict, read_text, write_dict, write_text
from . import words
from .words import closed_words, name, say, shown, turn_mismatch

# -- regions and groups -------------------------------------------------------------


@dataclass(frozen=True)
class Group:
    """A connected set of regions of one colour, joined at shared corner points.

    ``regions`` holds ``(q, r, part)`` triples, sorted; ``closed`` says that
    every corner point of the group has tiles on all three hexes around it.

    >>> Group(DARK, ((1, -1, 2), (1, 0, 3), (2, 0, 2)), True).describe()
    'the Dark bridge of (1,0) and the Dark tips of (1,-1) and (2,0)'
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
        """The regions in words."""
        return words.group_words(self)


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

    def is_single_hole(self, cell) -> bool:
        """Whether an empty ``cell`` has tiles all round (a first tile goes there only if it ends the game)."""
        return cell not in self.board and self._is_single_hole(cell)

    def _is_single_hole(self, cell) -> bool:
        return all(c in self.board for c in neighbours(cell))

    def _ends_game(self, cell, l: int) -> bool:
        if len(self.tiles) + 1 >= TILES:
            return True
        board = dict(self.board)
        board[cell] = l
        return bool(closing_colours(board, cell))

    def check(self, move) -> Move:
        """The move (read from its text if need be), or ``IllegalMove`` saying why it is not allowed here.

        >>> State().check("0,0,2")
        Move(q=0, r=0, l=2)
        """
        move = as_move(move)
        if self.result is not None:
            raise IllegalMove(say("game_over"))
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in move.tile):
            raise IllegalMove(say("not_whole", move=move))
        if move.l not in ORIENTATIONS:
            raise IllegalMove(say("bad_orientation", move=move, l=move.l))
        cell = move.cell
        where = cell_text(cell)
        if cell in self.board:
            raise IllegalMove(say("occupied", cell=where))
        if not self.tiles:
            return move
        if self.placed == 1:
            first = self.tiles[-1][:2]
            if not adjacent(first, cell):
                raise IllegalMove(say("not_touching_first", cell=where, first=cell_text(first)))
            return move
        if not any(c in self.board for c in neighbours(cell)):
            raise IllegalMove(say("touches_nothing", cell=where))
        if self._is_single_hole(cell) and not self._ends_game(cell, move.l):
            raise IllegalMove(say("single_hole", cell=where, move=move))
        return move

    def play(self, move) -> State:
        """The state after placing one tile (a ``Move``, its text, or a ``(q, r, l)`` triple)."""
        move = self.check(move)
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

    def play_report(self, move) -> tuple:
        """``(state after, what the tile did in words, [])``: Palago does not animate.

        >>> after, summary, events = State().play_report("(0,0,0)")
        >>> summary
        'Light placed (0,0,0), with its Light tip at right and its Dark tip at left, the first tile of the opening; Light places a second tile, touching it.'
        """
        move = as_move(move)
        after = self.play(move)
        return after, words.summary(self, move, after), []

    def is_over(self) -> bool:
        return self.result is not None

    def winner(self) -> str | None:
        """``"light"``, ``"dark"``, ``"draw"``, or ``None`` while the game goes on."""
        return self.result

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words (the winning group), or ``None`` while it goes on."""
        return words.end_words(self)

    def turn_over(self) -> bool:
        """Whether no turn is half-made: the game is over, or no tile of the current turn is placed yet."""
        return self.result is not None or self.placed == 0

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

    def winning_colours(self) -> set:
        """The colours with a winning group on the table (see ``winning_colours``)."""
        return winning_colours(self.tiles)

    def closing_colours(self) -> set:
        """The colours with a winning group through the last tile: those it closed (see ``closing_colours``)."""
        return closing_colours(self.board, self.tiles[-1][:2]) if self.tiles else set()

    def winning_group(self) -> Group | None:
        """The winner's winning group (the largest, if one tile closed two)."""
        found = self.winning_groups()
        return max(found, key=lambda g: len(g.regions)) if found else None

    def describe(self) -> str:
        """The position in words, for a status line."""
        return words.status(self)

    # -- serialisation -----------------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form: ``tiles`` ``[[q, r, l], ...]``, ``to_move``, ``placed``, ``winner``."""
        return write_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        >>> State.from_dict({"tiles": [[0, 0, 0], [0, 0, 2]]})
        Traceback (most recent call last):
        ...
        ValueError: tiles 1 and 2 are both on (0,0)
        """
        return cls.from_tiles(*read_dict(d))

    @classmethod
    def from_tiles(cls, tiles, to_move: str = LIGHT, placed: int = 0, winner: str | None = None) -> State:
        """A position from a table of tiles (``(q, r, l)`` triples or their text).

        For set-up positions (puzzles, the worked examples): the tiles must be
        one connected set, but their order is not replayed. ``placed=1``
        makes the last tile the first of the current turn.

        >>> State.from_tiles(["(0,0,0)", "(0,1,4)"], to_move="dark").describe()
        'Dark to play: the first tile of the turn, touching the table. 2 tiles placed, 46 left.'
        """
        tiles = tuple(as_move(t).tile if isinstance(t, (str, Move)) else tuple(t) for t in tiles)
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
        return write_text(self)

    @classmethod
    def from_text(cls, text: str) -> State:
        """Read a ``to_text()`` string, a position a real game reaches; ``ValueError`` says what is wrong:
        the text first, then what any table must be (:meth:`validate`), then ``check_reached``.

        >>> State.from_text("l.0_0.0.0_9.9.0")
        Traceback (most recent call last):
        ...
        ValueError: the tiles are not one connected set: (9,9,0) is cut off from (0,0,0)
        >>> State.from_text("w.0")
        Traceback (most recent call last):
        ...
        ValueError: the side to move is written l (Light) or d (Dark), not 'w'
        >>> State.from_text("d.0_0.0.0_0.1.4_1.0.2")
        Traceback (most recent call last):
        ...
        ValueError: with 3 tiles on the table, the next is the second tile of a turn, so the position starts 'd.1', not 'd.0'
        """
        read = read_text(text)
        state = cls.from_tiles(*read)
        check_reached(*read)
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        if not isinstance(self.tiles, tuple):
            raise ValueError(say("tiles_not_tuple"))
        seen = {}
        for i, t in enumerate(self.tiles, 1):
            if not (
                isinstance(t, tuple) and len(t) == 3 and all(isinstance(x, int) and not isinstance(x, bool) for x in t)
            ):
                raise ValueError(say("tile_not_numbers", i=i, value=shown(t, 40)))
            if t[2] not in ORIENTATIONS:
                raise ValueError(say("tile_bad_orientation", i=i, tile=Move(*t), l=t[2]))
            if t[:2] in seen:
                raise ValueError(say("same_cell", a=seen[t[:2]], b=i, cell=cell_text(t[:2])))
            seen[t[:2]] = i
        if len(self.tiles) > TILES:
            raise ValueError(say("too_many", n=len(self.tiles), tiles=TILES))
        if self.to_move not in COLOURS:
            raise ValueError(say("bad_side", value=shown(self.to_move, 40)))
        if self.placed not in (0, 1) or isinstance(self.placed, bool):
            raise ValueError(say("bad_placed", value=shown(self.placed, 40)))
        self._check_connected()
        closed = winning_colours(self.tiles)
        if self.result is None:
            self._check_in_play(closed)
        elif self.result == DRAW:
            if len(self.tiles) != TILES:
                raise ValueError(say("draw_needs_all", tiles=TILES, n=len(self.tiles)))
            if closed:
                raise ValueError(closed_words(closed, "not_a_draw_one", "not_a_draw_both"))
        elif self.result in COLOURS:
            if not closed:
                raise ValueError(say("no_win_on_table", winner=name(self.result)))
            mover = self.to_move
            expected = other(mover) if other(mover) in closed else mover
            if self.result != expected:
                raise ValueError(closed_words(
                    closed, "wrong_winner_one", "wrong_winner_both",
                    mover=name(mover), expected=name(expected), winner=name(self.result),
                ))
        else:
            raise ValueError(say("bad_winner", value=shown(self.result, 40)))

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
                raise ValueError(say("not_connected", tile=Move(*t), first=Move(*self.tiles[0])))

    def _check_in_play(self, closed: set) -> None:
        if not self.tiles and (self.to_move, self.placed) != (LIGHT, 0):
            raise ValueError(say("empty_table_opens"))
        if closed:
            raise ValueError(closed_words(closed, "over_needs_winner_one", "over_needs_winner_both"))
        if len(self.tiles) == TILES:
            raise ValueError(say("all_tiles_down", tiles=TILES))
        if self.placed == 1:
            last = self.tiles[-1][:2]
            if all(c in self.board for c in neighbours(last)):
                raise ValueError(say("no_room_for_second", cell=cell_text(last)))


# -- positions a real game reaches (position strings) ------------------------------------------------


def placed_before(n: int) -> int:
    """How many tiles of its turn are down when the ``n``-th tile of a game (from 1) is placed: every
    turn, the opening too, is two tiles.

    >>> [placed_before(n) for n in (1, 2, 3, 48)]
    [0, 1, 0, 1]
    """
    return (n - 1) % 2


def check_reached(tiles, side: str, placed: int, winner) -> None:
    """Raise ``ValueError`` when no real game reaches this table (already valid as a table) in this order.

    The side to move is not checked against the number of tiles: a puzzle may give the move to either
    side (the source's figure, with Dark to move, is one).
    """
    n = len(tiles)
    over = winner is not None
    if n:
        expected = placed_before(n if over else n + 1)
        if placed != expected:
            raise ValueError(turn_mismatch(n, over, (side, expected), (side, placed)))
    board = {}
    for i, (q, r, l) in enumerate(tiles, 1):
        cell = (q, r)
        around = [c in board for c in neighbours(cell)]
        if board and not any(around):
            raise ValueError(say("not_beside_earlier", i=i, tile=f"({q},{r},{l})"))
        board[cell] = l
        ends = bool(closing_colours(board, cell)) or i == TILES
        if ends and i < n:
            raise ValueError(say("won_before", i=i, tile=f"({q},{r},{l})"))
        if i > 2 and i % 2 == 1 and all(around) and not ends:
            raise ValueError(say("hole_filled", i=i, tile=f"({q},{r},{l})", cell=cell_text(cell)))


def initial_state(**options) -> State:
    """A new game: an empty table, Light to place the two tiles of the opening.

    Palago has no rule options (the tie-break by the largest group that the
    rules mention is not implemented).
    """
    if options:
        raise ValueError(say("no_options", names=", ".join(sorted(options))))
    return State()
