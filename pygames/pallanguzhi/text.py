"""Pallanguzhi's text forms: the move notation, the position string and the JSON form.

A move is its hole, ``S1``..``S7`` or ``N1``..``N7``. A position string is
URL-safe: fields joined by ``-``: South's holes, North's holes (``x`` for a
closed hole), the bowls, then ``<s|n>.<round>.<stall>.<turns>.<starter>``,
then the result and its reason once over (``o`` while playing, when options
follow), then the options that differ from the defaults.

>>> parse_move("n7"), str(Move(2)), describe_move("S1")
(Move(hole=13), 'S3', 'sow the seeds of S1')
>>> parse_move("S8")
Traceback (most recent call last):
...
ValueError: 'S8' is not a hole: write S1..S7 or N1..N7
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import HOLES, LABELS, NORTH, ROW, SIDES, SOUTH, TOTAL_SEEDS, row
from .words import not_a_hole, say, shown, side_name


@dataclass(frozen=True)
class Move:
    """A move: the hole the mover picks up. ``str(Move(2)) == 'S3'``."""

    hole: int

    def __str__(self) -> str:
        return LABELS[self.hole]


def parse_move(text) -> Move:
    """Read a move in the spec's notation (a ``Move`` is returned as it is)."""
    if isinstance(text, Move):
        return text
    label = str(text).strip().upper()
    if label not in LABELS:
        raise ValueError(not_a_hole(str(text)))
    return Move(LABELS.index(label))


def describe_move(move) -> str:
    """A move in words: ``sow the seeds of S3``."""
    return say("move", hole=str(parse_move(move)))


# -- the JSON form --------------------------------------------------------------------


def to_dict(state) -> dict:
    """The JSON form; fields as in the rules spec, plus ``starter``, ``reason``, ``options``."""
    return {
        "holes": list(state.holes),
        "bowls": list(state.bowls),
        "to_move": state.to_move,
        "round": state.round,
        "stall": state.stall,
        "turns": state.turns,
        "winner": state.result,
        "starter": state.starter,
        "reason": state.reason,
        "options": vars(state.options).copy(),
    }


def from_dict(cls, d: dict, options_type):
    """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong."""
    if not isinstance(d, dict):
        raise ValueError(say("not_an_object"))
    try:
        options = options_type(**d.get("options", {}))
    except TypeError as e:
        raise ValueError(say("unknown_options", options=shown(d.get("options")))) from e
    state = cls(
        holes=tuple(d.get("holes", ())),
        bowls=tuple(d.get("bowls", ())),
        to_move=d.get("to_move"),
        round=d.get("round", 1),
        stall=d.get("stall", 0),
        turns=d.get("turns", 0),
        starter=d.get("starter", d.get("to_move")),
        result=d.get("winner"),
        reason=d.get("reason"),
        options=options,
    )
    state.validate()
    return state


# -- the position string ----------------------------------------------------------------


def to_text(state) -> str:
    cells = ["x" if h is None else str(h) for h in state.holes]
    parts = [
        ".".join(cells[:ROW]),
        ".".join(cells[ROW:]),
        f"{state.bowls[0]}.{state.bowls[1]}",
        f"{state.to_move[0]}.{state.round}.{state.stall}.{state.turns}.{state.starter[0]}",
    ]
    extra = state.options.non_default()
    if state.result or extra:
        parts.append(f"{state.result[0]}.{state.reason}" if state.result else "o")
    if extra:
        parts.append(".".join(f"{k}.{v}" for k, v in sorted(extra.items())))
    return "-".join(parts)


def from_text(cls, text: str, options_type):
    parts = text.strip().split("-")
    if not 4 <= len(parts) <= 6:
        raise ValueError(say("parts", n=len(parts)))
    holes = read_row(parts[0], SOUTH) + read_row(parts[1], NORTH)
    bowls = tuple(read_int(b, "bad_bowl") for b in _split(parts[2], 2, "bowls_parts"))
    side, rnd, stall, turns, starter = _split(parts[3], 5, "turn_parts")
    result = reason = None
    if len(parts) > 4 and parts[4] != "o":
        code, _, reason = parts[4].partition(".")
        result = {"s": SOUTH, "n": NORTH, "d": "draw"}.get(code)
        if result is None:
            raise ValueError(say("result_code", code=shown(code)))
    options = {}
    if len(parts) > 5:
        items = parts[5].split(".")
        if len(items) % 2:
            raise ValueError(say("option_pairs"))
        for name, value in zip(items[::2], items[1::2]):
            if name not in vars(options_type()):
                raise ValueError(say("unknown_option", name=shown(name)))
            options[name] = read_int(value, "bad_option", name=name)
    state = cls(
        holes=holes,
        bowls=bowls,
        to_move=_read_side(side),
        round=read_int(rnd, "bad_round"),
        stall=read_int(stall, "bad_stall"),
        turns=read_int(turns, "bad_turns"),
        starter=_read_side(starter),
        result=result,
        reason=reason,
        options=options_type(**options),
    )
    state.validate()
    return state


def read_board(board: str) -> tuple:
    """The 14 holes of the spec's board notation, ``"2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"`` (``X`` closed)."""
    halves = board.split("|")
    if len(halves) != 2:
        raise ValueError(say("board_halves"))
    return read_row(halves[0].split(), SOUTH) + read_row(halves[1].split(), NORTH)


def board_text(state) -> str:
    """The board as in the rules spec: ``S1..S7 | N1..N7``, ``X`` closed."""
    cells = ["X" if h is None else str(h) for h in state.holes]
    return " ".join(cells[:ROW]) + " | " + " ".join(cells[ROW:])


def _split(text: str, n: int, message: str) -> list:
    items = text.split(".")
    if len(items) != n:
        raise ValueError(say(message, n=len(items)))
    return items


def read_int(text: str, message: str, **values) -> int:
    if not text.isdigit():
        raise ValueError(say(message, text=shown(text), **values))
    return int(text)


def _read_side(code: str) -> str:
    side = {"s": SOUTH, "n": NORTH}.get(code)
    if side is None:
        raise ValueError(say("side_code", code=shown(code)))
    return side


def read_row(cells, side: str) -> tuple:
    if isinstance(cells, str):
        cells = cells.split(".")
    if len(cells) != ROW:
        raise ValueError(say("row_length", side=side_name(side), holes=ROW, n=len(cells)))
    return tuple(None if c.upper() == "X" else read_int(c, "bad_seeds") for c in cells)


# -- what no game can reach --------------------------------------------------------------


def _whole(value, least: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def validate(state, reasons) -> None:
    """Raise ``ValueError`` naming the first thing wrong with ``state``."""
    if len(state.holes) != HOLES:
        raise ValueError(say("hole_count", n=len(state.holes), holes=HOLES))
    for label, h in zip(LABELS, state.holes):
        if h is not None and not _whole(h):
            raise ValueError(say("hole_content", hole=label, value=shown(h)))
    if len(state.bowls) != 2 or not all(_whole(b) for b in state.bowls):
        raise ValueError(say("bowls_content", value=shown(list(state.bowls))))
    if state.to_move not in SIDES or state.starter not in SIDES:
        raise ValueError(say("sides"))
    for name in ("round", "stall", "turns"):
        value = getattr(state, name)
        if not _whole(value, 1 if name == "round" else 0):
            raise ValueError(say(f"whole_{name}", value=shown(value)))
    limits = state.options
    for what, value, most in (
        ("round", state.round, limits.max_rounds),
        ("turns", state.turns, limits.max_turns),
        ("stall", state.stall, limits.stall_limit - (state.result is None)),
    ):
        if value > most:  # no game of these limits reaches it
            raise ValueError(say(f"over_{what}", value=value, most=most))
    total = sum(h or 0 for h in state.holes) + sum(state.bowls)
    if total != TOTAL_SEEDS:
        raise ValueError(say("seed_total", n=total, total=TOTAL_SEEDS))
    for side in SIDES:
        opened = [state.holes[i] is not None for i in row(side)]
        if opened != sorted(opened, reverse=True):
            raise ValueError(say("closed_right", side=side_name(side)))
        if not any(opened):
            raise ValueError(say("no_open_hole", side=side_name(side)))
    if state.result is None:
        if state.reason is not None:
            raise ValueError(say("reason_in_play"))
        if not state.legal_moves():
            raise ValueError(say("stuck", side=side_name(state.to_move)))
    elif state.result not in (SOUTH, NORTH, "draw") or state.reason not in reasons:
        raise ValueError(say("unknown_result", result=shown(state.result), reason=shown(state.reason)))
