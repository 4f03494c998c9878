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
from collections import Counter
from dataclasses import dataclass

from .board import (
    BLACK, COLOURS, MOVE, OVER, PLACE, SETUP, SIZES, WHITE, board_cells, cell_text, creatures, neighbours,
)
from .words import colour_word, ordinal, quoted, say, stones_count, turns_count

# The longest number a position string or a step holds (the site's shared layer refuses longer ones
# too): far beyond any option or turn a game uses, and Python would refuse to read one of thousands
# of digits, in words no reader should see.
DIGITS = 9


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
    _short_numbers(raw)
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


def _short_numbers(text: str) -> None:
    """Refuse a step or a cell holding a number longer than any board has, before Python reads it."""
    longest = max((len(run) for run in re.findall(r"\d+", text)), default=0)
    if longest > DIGITS:
        raise ValueError(say("step_long_number", text=quoted(text), digits=longest))


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
        _short_numbers(value)
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


def _whole(text: str, what: str) -> int:
    """A whole number of a position string (``_is_int`` already), written as ``to_text`` writes it."""
    digits = len(text.lstrip("-"))
    if digits > DIGITS:
        raise ValueError(say("text_long_number", what=what, digits=digits))
    n = int(text)
    if str(n) != text:
        raise ValueError(say("text_number_form", what=what, text=quoted(text), written=quoted(str(n))))
    return n


def read_token(token: str) -> Move:
    """A trail step of a position string (``m0.0.1.-1``, ``x...``, ``p2.3``, ``z``)."""
    nums = token[1:].split(".") if len(token) > 1 else []
    if not all(_is_int(x) for x in nums):
        raise ValueError(say("text_token", text=quoted(token)))
    n = [_whole(x, say("what_trail")) for x in nums]
    if token[:1] in ("m", "x") and len(n) == 4:
        return Move("move", (n[2], n[3]), (n[0], n[1]), token[0] == "x")
    if token[:1] == "p" and len(n) == 2:
        return Move("place", (n[0], n[1]))
    if token == "z":
        return Move("pass")
    raise ValueError(say("text_token", text=quoted(token)))


def from_text(cls, text: str):
    """Read a ``to_text()`` string into a ``cls`` (the ``State``); ``ValueError`` says what is wrong,
    including why no game reaches the position (:func:`check_reached`)."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(say("empty_text"))
    parts = text.strip().split("_")
    if len(parts) not in (4, 5):
        raise ValueError(say("text_parts", n=len(parts)))
    options = parts[0].split(".")
    if len(options) != 3 or not all(_is_int(x) for x in options):
        raise ValueError(say("text_options", text=quoted(parts[0])))
    size, max_plies, repetitions = (_whole(x, say("what_options")) for x in options)
    if size not in SIZES:
        raise ValueError(say("bad_size", size=size))
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
    numbers = [_whole(x, say("what_progress")) for x in progress[3:]]
    plies, passes = numbers[:2]
    moved = tuple(numbers[2:]) if len(numbers) == 4 else None
    cells = len(board_cells(size))
    stones = {}
    for colour, part in zip(COLOURS, parts[2:4]):
        if not part.startswith(colour[0]):
            raise ValueError(say("text_stones_start", colour=colour_word(colour, many=True), letter=quoted(colour[0]), text=quoted(part[:1])))
        body = part[1:]
        items = body.split(".") if body else []
        if len(items) > 2 * cells:
            raise ValueError(say("text_too_many_stones", colour=colour_word(colour, many=True), n=len(items) // 2, size=size, cells=cells))
        if len(items) % 2 or not all(_is_int(x) for x in items):
            raise ValueError(say("text_stones", colour=colour_word(colour, many=True), text=quoted(body)))
        nums = [_whole(x, say("what_stones", colour=colour_word(colour, many=True))) for x in items]
        stones[colour] = list(zip(nums[::2], nums[1::2]))
        if len(set(stones[colour])) != len(stones[colour]):
            raise ValueError(say("text_twice", colour=colour_word(colour)))
        for before, cell in zip(stones[colour], stones[colour][1:]):
            if cell < before:
                raise ValueError(say("text_stone_order", colour=colour_word(colour, many=True), cell=cell_text(cell), before=cell_text(before)))
    trail = []
    if len(parts) == 5:
        if not parts[4].startswith("t") or len(parts[4]) < 2:
            raise ValueError(say("text_trail", text=quoted(parts[4])))
        tokens = parts[4][1:].split("~")
        if len(tokens) > 2 * plies + 1:  # a move and a placement a turn, and the move of a turn under way
            raise ValueError(say("text_trail_long", n=len(tokens), turns=turns_count(plies), most=2 * plies + 1))
        trail = [read_token(token) for token in tokens]
    state = cls.from_stones(
        black=stones[BLACK], white=stones[WHITE], to_move=to_move, phase=phase, moved=moved, size=size,
        max_plies=max_plies, repetitions=repetitions, plies=plies, passes=passes, first_player=first, trail=trail,
    )
    check_reached(state)
    return state


def check_reached(state) -> None:
    """Raise ``ValueError`` when no game reaches ``state`` (already valid by the rules' ``validate``).

    Every position: the turn cap, the trail (only bites with their placements and passes since the
    last turn that added a stone for good; passes in a row as it ends), no position repeated past the
    limit. A position of a game with a chosen first player (not a composed diagram, whose first
    player is not known, ``n``): whose turn it is after so many turns, and how many stones each side
    can have.

    >>> from .rules import State
    >>> State.from_text("6.1000.3_m.w.b.0.0_b0.0.1.0_w-3.0.-3.1")
    Traceback (most recent call last):
    ...
    ValueError: no turn has been played, so it is Black's turn, not White's: Black plays the first turn
    """
    if state.phase == SETUP:
        return  # the rules check the setup stone by stone
    over = state.phase == OVER
    plies, trail = state.plies, state.trail
    if plies > state.max_plies or (plies == state.max_plies and not over):
        key = "past_cap" if plies > state.max_plies else "cap_not_over"
        raise ValueError(say(key, turns=turns_count(plies), most=turns_count(state.max_plies)))
    for k, step in enumerate(trail):
        last = k == len(trail) - 1
        if step.kind == "place" and (k == 0 or trail[k - 1].kind != "move"):
            raise ValueError(say("trail_place_alone", step=step))
        if step.kind == "move":
            if last and state.phase != PLACE or not last and trail[k + 1].kind != "place":
                raise ValueError(say("trail_move_unplaced", step=step))
            if not last and not step.bite:
                raise ValueError(say("trail_slide", step=step))
    turns = sum(1 for step in trail if step.kind != "move")
    if turns > plies:
        raise ValueError(say("trail_turns", n=turns_count(turns), turns=turns_count(plies)))
    steps = trail[:-1] if state.phase == PLACE and trail else trail
    in_a_row = 0
    for step in reversed(steps):
        if step.kind != "pass":
            break
        in_a_row += 1
    if in_a_row != state.passes:
        raise ValueError(say("passes_trail", passes=state.passes, n=in_a_row))
    starts = sum(1 for step in trail if step.kind != "place")  # the turn-start positions the trail passes
    if starts + 1 >= state.repetitions:  # else no position can have occurred that often
        now = state.key() if state.phase != PLACE else None
        for key, count in Counter(state.history()).items():
            total = count + (key == now)
            if total >= state.repetitions and not (key == now and over):
                which = "repeated_now" if key == now else "repeated_before"
                raise ValueError(say(which, n=total, nth=ordinal(state.repetitions)))
    if state.first_player is None:
        return  # a composed position (a diagram, a puzzle) and the games played on from it
    expected = BLACK if plies % 2 == 0 else WHITE
    if state.to_move != expected:
        raise ValueError(say(
            "wrong_turn" if plies else "wrong_first_turn", turns=turns_count(plies),
            expected=say(expected), given=say(state.to_move),
        ))
    if state.phase == PLACE and not trail:
        raise ValueError(say("trail_not_move"))
    for colour, own_turns in ((BLACK, (plies + 1) // 2), (WHITE, plies // 2)):
        n = len(state.stones(colour))
        if n > 2 + own_turns:
            raise ValueError(say(
                "too_many_for_turns", who=say(colour), n=stones_count(n), turns=turns_count(plies),
                own=turns_count(own_turns),
            ))
    least = 3 if state.phase == PLACE and trail[-1].bite else 4
    total = len(state.black) + len(state.white)
    if total < least:
        raise ValueError(say("too_few_stones", n=stones_count(total), least=least))
    if plies == 0 and state.phase == MOVE:
        pairs = [creatures(state.stones(colour)) for colour in COLOURS]
        if any(len(p) != 1 for p in pairs) or any(nb in state.white for c in state.black for nb in neighbours(c)):
            raise ValueError(say("not_the_setup"))


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
            raise ValueError(say("bad_stone_list", colour=colour_word(colour, many=True), value=quoted(raw)))
        cells[colour] = [cell_of(c, say("what_stone", colour=colour_word(colour))) for c in raw]
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
    check_reached(state)
    if "winner" in d and d["winner"] != state.winner():
        raise ValueError(say("wrong_winner", actual=quoted(state.winner()), given=quoted(d["winner"])))
    return state
