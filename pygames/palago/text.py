"""Palago's text forms: the move notation ``(q,r,l)``, a cell ``q,r``, the position string and the JSON form.

They are read here as text; whether a position is one the rules allow is the rules' question
(:meth:`pygames.palago.rules.State.from_text`).

>>> parse_move("(1, -1, 2)"), str(parse_move("1,-1,2"))
(Move(q=1, r=-1, l=2), '(1,-1,2)')
>>> describe_move("(1,0,2)")
'(1,0,2), with its Light tip at upper-left and its Dark tip at lower-right'
>>> read_text("d.1_0.0.2_-1.1.4_-1.0.2")
(((0, 0, 2), (-1, 1, 4), (-1, 0, 2)), 'dark', 1, None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..game import whole_number
from .board import DARK, DRAW, LIGHT, ORIENTATIONS, TILES
from . import words
from .words import quote, say, shown

# The longest number a position string or a tile holds: no game's table reaches further (the site's
# shared layer refuses longer numbers too), and Python would refuse to read one of thousands of digits.
DIGITS = 9


def is_int(text: str) -> bool:
    """Whether ``text`` is a whole number, with an optional ``-``."""
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


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

    >>> parse_move("1,-1,2") == parse_move(" ( 1,-1 ,2 ) ")
    True
    >>> parse_move("(1,-1,3)")
    Traceback (most recent call last):
    ...
    ValueError: '(1,-1,3)': the orientation l must be 0, 2 or 4 (the corner of the Light tip), not 3
    >>> parse_move("1,2")
    Traceback (most recent call last):
    ...
    ValueError: '1,2' is not a tile: write (q,r,l), three whole numbers such as (1,-1,2)
    """
    raw = str(text).strip()
    body = raw
    if body.startswith("(") and body.endswith(")"):
        body = body[1:-1]
    items = [item.strip() for item in body.split(",")]
    if len(items) != 3 or not all(is_int(item) for item in items):
        raise ValueError(say("not_a_tile", text=quote(raw)))
    longest = max(len(item.lstrip("-")) for item in items)
    if longest > DIGITS:
        raise ValueError(say("tile_number_too_long", text=quote(raw), digits=longest))
    q, r, l = (int(item) for item in items)
    if l not in ORIENTATIONS:
        raise ValueError(say("bad_orientation_text", text=quote(raw), l=l))
    return Move(q, r, l)


def as_move(move) -> Move:
    """A ``Move`` from a move, its text, or a ``(q, r, l)`` triple."""
    if isinstance(move, Move):
        return move
    if isinstance(move, str):
        return parse_move(move)
    return Move(*move)


def describe_move(move) -> str:
    """A placement in words (a ``Move``, its text or a ``(q, r, l)`` triple)."""
    return words.describe_move(as_move(move))


def read_cell(text):
    """``(q, r)`` from ``"q,r"`` (brackets and spaces optional), or ``None`` if it is not a cell.

    A number of more than nine digits is refused (``ValueError``) in a reader's
    words, as in a tile or a position string: no table reaches that far, and
    Python would refuse to read one of thousands in words no reader should see.

    >>> read_cell("1,-2"), read_cell("(0, 3)"), read_cell("a,b")
    ((1, -2), (0, 3), None)
    >>> read_cell("1," + "9" * 100000)
    Traceback (most recent call last):
    ...
    ValueError: '1,99999999999999999999999999999999999999…' has a number 100000 digits long: no game's table reaches that far
    """
    raw = str(text).strip()
    parts = [part.strip() for part in raw.strip("()").split(",")]
    if len(parts) != 2 or not all(is_int(p) for p in parts):
        return None
    longest = max(len(p.lstrip("-")) for p in parts)
    if longest > DIGITS:
        raise ValueError(say("tile_number_too_long", text=quote(raw), digits=longest))
    return (int(parts[0]), int(parts[1]))


# -- the position string -------------------------------------------------------------

RESULT_LETTERS = {LIGHT: "l", DARK: "d", DRAW: "x"}


def write_text(state) -> str:
    """The position string of ``state`` (see ``State.to_text``)."""
    head = f"{state.to_move[0]}.{state.placed}"
    if state.result:
        head += "." + RESULT_LETTERS[state.result]
    return "_".join([head] + [f"{q}.{r}.{l}" for q, r, l in state.tiles])


def read_text(text: str) -> tuple:
    """``(tiles, to_move, placed, winner)`` from a position string, read as ``to_text`` writes it; whether the
    rules allow that position is :meth:`State.from_text`'s question.

    >>> read_text("d.0_0.0.0_0.01.4")
    Traceback (most recent call last):
    ...
    ValueError: tile 2 is written '0.01.4': the site writes it '0.1.4'
    """
    if not isinstance(text, str) or not text.strip():
        raise ValueError(say("empty_text"))
    head, *tokens = text.strip().split("_")
    if len(tokens) > TILES:
        raise ValueError(say("too_many", n=len(tokens), tiles=TILES))
    fields = head.split(".")
    if len(fields) not in (2, 3):
        raise ValueError(say("bad_head", head=quote(head)))
    side = {"l": LIGHT, "d": DARK}.get(fields[0])
    if side is None:
        raise ValueError(say("bad_side_letter", value=quote(fields[0])))
    if fields[1] not in ("0", "1"):
        raise ValueError(say("bad_placed_text", value=quote(fields[1])))
    winner = None
    if len(fields) == 3:
        winner = {"l": LIGHT, "d": DARK, "x": DRAW}.get(fields[2])
        if winner is None:
            raise ValueError(say("bad_result_letter", value=quote(fields[2])))
    tiles = []
    for i, token in enumerate(tokens, 1):
        items = token.split(".")
        if len(items) != 3 or not all(is_int(x) for x in items):
            raise ValueError(say("bad_tile_text", i=i, value=quote(token)))
        longest = max(len(x.lstrip("-")) for x in items)
        if longest > DIGITS:
            raise ValueError(say("tile_number_too_long", text=say("what_tile", i=i), digits=longest))
        tile = tuple(int(x) for x in items)
        written = ".".join(map(str, tile))
        if token != written:
            raise ValueError(say("tile_not_canonical", i=i, value=quote(token), written=quote(written)))
        tiles.append(tile)
    return tuple(tiles), side, int(fields[1]), winner


# -- the JSON form ------------------------------------------------------------------------


def write_dict(state) -> dict:
    """The JSON form: ``tiles`` ``[[q, r, l], ...]``, ``to_move``, ``placed``, ``winner``."""
    return {
        "tiles": [list(t) for t in state.tiles],
        "to_move": state.to_move,
        "placed": state.placed,
        "winner": state.result,
    }


def read_dict(d) -> tuple:
    """``(tiles, to_move, placed, winner)`` from the JSON form, not yet validated as a position."""
    if not isinstance(d, dict):
        raise ValueError(say("not_an_object"))
    tiles = d.get("tiles")
    if not isinstance(tiles, (list, tuple)):
        raise ValueError(say("tiles_not_list", value=shown(tiles, 40)))
    read = []
    for i, t in enumerate(tiles, 1):
        if not isinstance(t, (list, tuple)):
            raise ValueError(say("tile_not_triple", i=i, value=shown(t, 40)))
        read.append(tuple(t))
    return read, d.get("to_move", LIGHT), d.get("placed", 0), d.get("winner")


# -- a diagram block's fields -------------------------------------------------------------


def read_fields(fields: dict) -> dict:
    """The JSON form of a diagram block's position: ``tiles: (0,0,0) (0,1,2)`` in the order placed;
    ``to_move`` and ``placed`` default to a normal game's.

    >>> read_fields({"tiles": "(0,0,0) (0,1,2)"})
    {'tiles': [[0, 0, 0], [0, 1, 2]], 'to_move': 'dark', 'placed': 0, 'winner': None}
    """
    written = fields.get("tiles", "")
    tiles = [parse_move(text) for text in re.findall(r"\([^)]*\)", written)]
    leftover = re.sub(r"\([^)]*\)", "", written).strip()
    if leftover:
        raise ValueError(say("bad_tiles_field", value=quote(leftover)))
    count = len(tiles)
    to_move = fields.get("to_move", LIGHT if (count // 2) % 2 == 0 else DARK)
    placed = whole_number(fields, "placed") if "placed" in fields else count % 2
    return {"tiles": [[t.q, t.r, t.l] for t in tiles], "to_move": to_move, "placed": placed, "winner": None}
