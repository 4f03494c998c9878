"""What the site needs of Pallanguzhi beside the rules: diagram blocks, puzzle goals, the play page's line, requests.

>>> state = state_from_fields({"board": "1 0 0 9 0 0 1 | 0 2 0 0 0 0 1", "bowls": "28 28"})
>>> state.to_text()
'1.0.0.9.0.0.1-0.2.0.0.0.0.1-28.28-s.1.0.0.s'
>>> PUZZLE_GOALS["capture"].words(7, "South")
'South to play: win at least 7 seeds this turn.'
>>> first_hint("N1")
'Look at hole N1.'
"""

from __future__ import annotations

from ..drawing import on_first_use
from ..game import GoalKind, plain_diagram, whole_number
from .rules import State, captured, initial_state
from .text import parse_move
from .puzzle import count, over
from .words import counters, say, seeds, shown

DIAGRAM_KEYS = ("board", "bowls", "to_move", "round", "stall", "turns")
DIAGRAM_MODES = ("diagram", "game")
SPACED_STEPS = False
diagram_extras = plain_diagram
render_frame, = on_first_use("pygames.pallanguzhi.svg", "render_frame")  # the drawing, loaded on first use


def state_from_fields(fields: dict) -> State:
    """A diagram block's position: ``board: 5 5 5 5 5 5 5 | 5 5 5 5 5 5 5``, ``bowls: 0 0``,
    ``to_move`` (south), ``round``, ``stall``, ``turns``; ``ValueError`` says what is wrong."""
    extra = {key: whole_number(fields, key) for key in ("round", "stall", "turns") if key in fields}
    bowls = fields.get("bowls", "0 0").split()
    if len(bowls) != 2 or not all(b.isdigit() for b in bowls):
        raise ValueError(say("bad_bowls_field", text=shown(fields.get("bowls"))))
    board = fields.get("board", initial_state().board_text())
    return State.from_board(board, bowls=tuple(map(int, bowls)), to_move=fields.get("to_move", "south"), **extra)


def view_extras(state, marks) -> dict:
    """The line under the play page's board: ``{"counters": "Round 1 · turn 1 · bowls: South 0, North 0."}``."""
    return {"counters": counters(state)}


def first_hint(move) -> str:
    """The first hint of a puzzle: the hole its solution sows from."""
    return say("first_hint", hole=str(parse_move(move)))


def _capture_measure(n: int, before, turn: str, after) -> tuple:
    won, _ = captured(before, turn)
    return won >= n, say("goal_capture_result", turn=turn, seeds=seeds(won), n=n)


def _capture_words(n: int, side: str) -> str:
    return say("goal_capture", side=side, n=n)


def _capture_amount(before, turn: str, after) -> int:
    return captured(before, turn)[0]


PUZZLE_GOALS = {"capture": GoalKind(_capture_measure, _capture_words, over=over, amount=_capture_amount, count=count)}


def _frame(req: dict, web=None) -> dict:
    """One frame of a turn's animation (an event of ``play_report``), drawn."""
    return {"ok": True, "svg": render_frame(req["frame"])}


REQUESTS = {"frame": _frame}
