"""What the site needs of Palanquée beside the rules: its diagram blocks, its puzzle goal, the browser's extras.

>>> from pygames.palanquee import initial_state
>>> state = state_from_fields({"black_seeds": "K7", "black_grains": "K8", "white_seeds": "K12"})
>>> view_extras(state, {})["actions"], first_hint("grow I9")
(['grow', 'grow-seed', 'move', 'trim', 'sow'], 'Look at grow I9.')
>>> view_extras(initial_state(), {})["sides"][0]
'Black (to play): no piece on the board, so one seed to sow · reserve 3 seeds, 50 grains · 0 seeds lost'
>>> PUZZLE_GOALS["capture"].words(2, "Black")
'Black to play: capture at least 2 enemy pieces this turn.'
"""

from __future__ import annotations

from ..game import GoalKind, plain_diagram, whole_number
from .clicks import action_kinds
from .rules import State, removed
from .text import parse_move
from .puzzle import count, over
from .words import captured_words, goal_words, say, side_lines

# -- diagram blocks --------------------------------------------------------------------

DIAGRAM_KEYS = ("black_seeds", "black_grains", "white_seeds", "white_grains", "to_move", "turn")
DIAGRAM_MODES = ("diagram", "game")
SPACED_STEPS = True  # "grow I9": a block's steps are separated by ";"
diagram_extras = plain_diagram


def state_from_fields(fields: dict) -> State:
    """``black_seeds: K7``, ``black_grains: I7 I8``, the same for white, ``to_move`` (black), ``turn`` (past the opening).

    >>> state_from_fields({"black_seeds": "K7", "white_grains": "K7"})
    Traceback (most recent call last):
    ...
    ValueError: K7 is given twice
    """
    board = {}
    for colour in ("black", "white"):
        for kind in ("seed", "grain"):
            for cell in fields.get(f"{colour}_{kind}s", "").split():
                if cell.upper() in board:
                    raise ValueError(say("given_twice", cell=cell.upper()))
                board[cell.upper()] = f"{colour} {kind}"
    d = {"board": board, "to_move": fields.get("to_move", "black")}
    if "turn" in fields:
        d["turn"] = whole_number(fields, "turn")
    return State.from_dict(d)


# -- puzzles ----------------------------------------------------------------------------


def _capture(n: int, before, turn: str, after) -> tuple:
    taken = removed(before, after)
    return taken >= n, captured_words(turn, taken, n)


PUZZLE_GOALS = {"capture": GoalKind(_capture, goal_words, over=over, amount=lambda before, turn, after: removed(before, after), count=count)}
SOLVER = None


def first_hint(move) -> str:
    """The first hint of a puzzle: where its solution's first action happens."""
    return say("look_at", step=str(parse_move(move)))


# -- the browser ----------------------------------------------------------------------------


def view_extras(state, marks) -> dict:
    """Beside the board: the kinds of action with a legal use now, and one line per player."""
    return {"actions": action_kinds(state), "sides": side_lines(state)}


REQUESTS: dict = {}
