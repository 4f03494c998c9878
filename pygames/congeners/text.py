"""Congeners in text: the step notation (:class:`Move`, :func:`parse_move`), cells, and position strings.

=====================  ===========================================================
``black 0,0``          setup: the first player puts a black (or white) stone
``choose white``       setup: the second player takes a colour (Black moves first)
``0,0-1,-1``           a move: the stone on (0,0) slides to (1,-1)
``0,0x1,-1``           a bite: the same, removing the enemy stone on (1,-1)
``@2,3``               the placement that completes the turn (``place 2,3`` too)
``pass``               the only legal step of a player who has no legal turn
=====================  ===========================================================

>>> parse_move("(0, 0) x (1, -1)"), str(parse_move("place 2,3"))
(Move(kind='move', cell=(1, -1), start=(0, 0), bite=True, colour=None), '@2,3')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .board import BLACK, COLOURS, WHITE
from .words import quoted, say


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
        raise ValueError(say("not_turn_step", step=self))


_CELL = r"\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?"
_MOVE_RE = re.compile(rf"^{_CELL}\s*(->|-|x|X|×)\s*{_CELL}$")
_PLACE_RE = re.compile(rf"^(?:@|place\s+)\s*{_CELL}$", re.I)
_SETUP_RE = re.compile(rf"^(black|white)\s+{_CELL}$", re.I)
_CHOOSE_RE = re.compile(r"^choose\s+(black|white)$", re.I)


def parse_move(text) -> Move:
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
    if raw.lower() == "pass":
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
    raise ValueError(say("bad_step", text=quoted(raw)))


def as_move(move) -> Move:
    return move if isinstance(move, Move) else parse_move(move)


def cell_of(value, what: str) -> tuple:
    """A cell from a JSON pair ``[q, r]``; ``what`` names it in the refusal."""
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    ):
        raise ValueError(say("bad_cell_pair", what=what, value=quoted(value)))
    return (value[0], value[1])


def parse_cell(value) -> tuple:
    """A cell from ``"q,r"``, ``"(q, r)"`` or a pair.

    >>> parse_cell("(2, -1)"), parse_cell([0, 3])
    ((2, -1), (0, 3))
    >>> parse_cell("<b>")
    Traceback (most recent call last):
    ...
    ValueError: a cell is written q,r (like 2,-1), not '<b>'
    """
    if isinstance(value, str):
        m = re.fullmatch(_CELL, value.strip())
        if not m:
            raise ValueError(say("bad_cell", text=quoted(value)))
        return (int(m[1]), int(m[2]))
    return cell_of(list(value) if isinstance(value, tuple) else value, say("what_cell"))


# -- position strings ------------------------------------------------------------------


def to_text(state) -> str:
    """A compact, URL-safe position string (see ``State.to_text``)."""
    head = f"{state.size}.{state.max_plies}.{state.repetitions}"
    progress = f"{state.phase[0]}.{state.to_move[0]}.{(state.first_player or 'n')[0]}.{state.plies}.{state.passes}"
    if state.moved:
        progress += f".{state.moved[0]}.{state.moved[1]}"
    parts = [head, progress]
    for colour in COLOURS:
        parts.append(colour[0] + ".".join(f"{q}.{r}" for q, r in sorted(state.stones(colour))))
    if state.trail:
        parts.append("t" + "~".join(m.token() for m in state.trail))
    return "_".join(parts)


def _is_int(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def read_token(token: str) -> Move:
    """A trail step of a position string (``m0.0.1.-1``, ``x...``, ``p2.3``, ``z``)."""
    nums = token[1:].split(".") if len(token) > 1 else []
    if not all(_is_int(x) for x in nums):
        raise ValueError(say("text_token", text=quoted(token)))
    n = [int(x) for x in nums]
    if token[:1] in ("m", "x") and len(n) == 4:
        return Move("move", (n[2], n[3]), (n[0], n[1]), token[0] == "x")
    if token[:1] == "p" and len(n) == 2:
        return Move("place", (n[0], n[1]))
    if token == "z":
        return Move("pass")
    raise ValueError(say("text_token", text=quoted(token)))


def from_text(cls, text: str):
    """Read a ``to_text()`` string into a ``cls`` (the ``State``); ``ValueError`` says what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(say("empty_text"))
    parts = text.strip().split("_")
    if len(parts) not in (4, 5):
        raise ValueError(say("text_parts", n=len(parts)))
    options = parts[0].split(".")
    if len(options) != 3 or not all(_is_int(x) for x in options):
        raise ValueError(say("text_options", text=quoted(parts[0])))
    size, max_plies, repetitions = (int(x) for x in options)
    progress = parts[1].split(".")
    if len(progress) not in (5, 7):
        raise ValueError(say("text_progress", text=quoted(parts[1])))
    phase = {"s": "setup", "m": "move", "p": "place", "o": "over"}.get(progress[0])
    if phase is None:
        raise ValueError(say("text_phase", text=quoted(progress[0])))
    to_move = {"b": BLACK, "w": WHITE}.get(progress[1])
    if to_move is None:
        raise ValueError(say("text_to_move", text=quoted(progress[1])))
    if progress[2] not in ("b", "w", "n"):
        raise ValueError(say("text_first", text=quoted(progress[2])))
    first = {"b": BLACK, "w": WHITE, "n": None}[progress[2]]
    if not all(_is_int(x) for x in progress[3:]):
        raise ValueError(say("text_numbers", text=quoted(parts[1])))
    plies, passes = int(progress[3]), int(progress[4])
    moved = (int(progress[5]), int(progress[6])) if len(progress) == 7 else None
    stones = {}
    for colour, part in zip(COLOURS, parts[2:4]):
        if not part.startswith(colour[0]):
            raise ValueError(say("text_stones_start", colour=colour, letter=quoted(colour[0]), text=quoted(part[:1])))
        body = part[1:]
        items = body.split(".") if body else []
        if len(items) % 2 or not all(_is_int(x) for x in items):
            raise ValueError(say("text_stones", colour=colour, text=quoted(body)))
        nums = [int(x) for x in items]
        stones[colour] = list(zip(nums[::2], nums[1::2]))
        if len(set(stones[colour])) != len(stones[colour]):
            raise ValueError(say("text_twice", colour=colour))
    trail = []
    if len(parts) == 5:
        if not parts[4].startswith("t") or len(parts[4]) < 2:
            raise ValueError(say("text_trail", text=quoted(parts[4])))
        trail = [read_token(token) for token in parts[4][1:].split("~")]
    return cls.from_stones(
        black=stones[BLACK], white=stones[WHITE], to_move=to_move, phase=phase, moved=moved, size=size,
        max_plies=max_plies, repetitions=repetitions, plies=plies, passes=passes, first_player=first, trail=trail,
    )


# -- the JSON form -----------------------------------------------------------------------


def to_dict(state) -> dict:
    """The JSON form (fields of the rules spec, plus the options and the game's progress)."""
    return {
        "size": state.size,
        "stones": {BLACK: [list(c) for c in sorted(state.black)], WHITE: [list(c) for c in sorted(state.white)]},
        "to_move": state.to_move,
        "phase": state.phase,
        "moved": list(state.moved) if state.moved else None,
        "winner": state.winner(),
        "plies": state.plies,
        "passes": state.passes,
        "first_player": state.first_player,
        "trail": [str(m) for m in state.trail],
        "max_plies": state.max_plies,
        "repetitions": state.repetitions,
    }


def from_dict(cls, d: dict):
    """Read ``to_dict()``'s form back into a ``cls``; ``ValueError`` says what is wrong."""
    if not isinstance(d, dict):
        raise ValueError(say("not_object"))
    stones = d.get("stones", {})
    if not isinstance(stones, dict):
        raise ValueError(say("bad_stones"))
    cells = {}
    for colour in COLOURS:
        raw = stones.get(colour, [])
        if not isinstance(raw, (list, tuple)):
            raise ValueError(say("bad_stone_list", colour=colour, value=quoted(raw)))
        cells[colour] = [cell_of(c, say("what_stone", colour=colour)) for c in raw]
    moved = d.get("moved")
    trail = d.get("trail") or []
    if not isinstance(trail, (list, tuple)):
        raise ValueError(say("bad_trail"))
    state = cls.from_stones(
        black=cells[BLACK],
        white=cells[WHITE],
        to_move=d.get("to_move", BLACK),
        phase=d.get("phase", "move"),
        moved=None if moved is None else cell_of(moved, say("what_moved")),
        size=d.get("size", 6),
        max_plies=d.get("max_plies", 1000),
        repetitions=d.get("repetitions", 3),
        plies=d.get("plies", 0),
        passes=d.get("passes", 0),
        first_player=d.get("first_player"),
        trail=[parse_move(m) for m in trail],
    )
    if "winner" in d and d["winner"] != state.winner():
        raise ValueError(say("wrong_winner", actual=quoted(state.winner()), given=quoted(d["winner"])))
    return state
