"""What the site needs of Congeners beside the rules: diagram blocks, puzzle goals, the scores beside the board, requests.

The drawings come from :mod:`.svg`, loaded on first use.

>>> PUZZLE_GOALS["lead"].words(0, "Black")
'Black to play: make a turn after which Black would win if the game ended.'
"""

from __future__ import annotations

from ..drawing import on_first_use
from ..game import GoalKind, whole_number
from . import words
from .board import BLACK, MOVE, SETUP, other
from .puzzle import over_lead, over_no_turn
from .rules import State, initial_state
from .scoring import compare, explain, score, shape_report
from .text import parse_cell, parse_move
from .words import name, say

render_scores, render_shapes, score_panel, score_title = on_first_use(
    "pygames.congeners.svg", "render_scores", "render_shapes", "score_panel", "score_title"
)


def view_extras(state, marks) -> dict:
    """Beside the board: the score as it stands (with ``shape_of``, its creature's shape marked)."""
    return {"scores": render_scores(state, shape_of=marks.get("shape_of"))}


def op_shape(req: dict, web) -> dict:
    """The scoring explainer: a stone's creature, the creatures of the same shape, its images.

    The answer is the board (nothing playable, the shapes marked) with a
    ``message`` working out rule 7 for that creature, and ``shapes``: its
    images; an empty cell gives the board and a ``message`` only.
    """
    module, state = web.read_state(req)
    cell = parse_cell(req["cell"])
    group, message = shape_report(state, cell)
    if not group:
        return dict(web.view(module, state, playable=False), message=message)
    answer = web.view(module, state, playable=False, shape_of=cell)
    answer.update(message=message, shapes=render_shapes(group, state.colour_at(cell)))
    return answer


REQUESTS = {"shape": op_shape}

# -- the site's blocks ------------------------------------------------------------------

DIAGRAM_KEYS = ("size", "black", "white", "to_move", "phase", "moved")
DIAGRAM_MODES = ("diagram", "game", "score")
SPACED_STEPS = True


def state_from_fields(fields: dict) -> State:
    """A block's position: ``black: 0,0 1,0``, ``white: -3,0 -3,1``, ``size`` (6), ``to_move`` (black),
    ``phase`` (move, or setup when no stone is given), ``moved``.

    >>> state_from_fields({"black": "0,0 1,0", "white": "-3,0 -3,1"}).to_text()
    '6.1000.3_m.b.n.0.0_b0.0.1.0_w-3.0.-3.1'
    >>> state_from_fields({"size": "five"})
    Traceback (most recent call last):
    ...
    ValueError: size must be a whole number, not 'five'
    """
    def cells(key):
        return [parse_cell(text) for text in fields.get(key, "").split()]

    stones = fields.keys() & {"black", "white"}
    phase = fields.get("phase", MOVE if stones else SETUP)
    size = whole_number(fields, "size") if "size" in fields else 6
    moved = parse_cell(fields["moved"]) if "moved" in fields else None
    if phase == SETUP and not stones:
        return initial_state(size=size)
    return State.from_stones(
        black=cells("black"), white=cells("white"), to_move=fields.get("to_move", BLACK), phase=phase, moved=moved, size=size
    )


def diagram_extras(state, mode: str) -> dict:
    """What a block shows beside the board: the scores in ``score`` and ``game`` modes."""
    if mode == "score":
        return {"status": say("score_status"), "panel": score_panel(state), "marks": {"playable": False}}
    if mode == "game":
        return {"panel": score_title() + score_panel(state)}
    return {}


# -- puzzles ------------------------------------------------------------------------------


def _lead(n, before, turn, after) -> tuple:
    """After the turn, the mover would win if the game ended then."""
    me, them = before.to_move, other(before.to_move)
    mine, theirs = score(after, me), score(after, them)
    verdict = explain(mine, theirs, names=(name(me), name(them)))
    return compare(mine, theirs) > 0, say("lead_after", turn=turn, verdict=verdict)


def _no_turn(n, before, turn, after) -> tuple:
    """After the turn, the opponent has no legal turn (must pass)."""
    if after.is_over():
        return False, say("turn_ends_game", turn=turn)
    moves = after.legal_moves()
    if len(moves) == 1 and moves[0].kind == "pass":
        return True, say("opponent_passes", turn=turn)
    return False, words.opponent_turns(turn, len(after.legal_turns()))


PUZZLE_GOALS = {
    "lead": GoalKind(_lead, lambda n, who: say("goal_lead", who=who), numbered=False, over=over_lead),
    "no-turn": GoalKind(_no_turn, lambda n, who: say("goal_no_turn", who=who), numbered=False, over=over_no_turn),
}


def first_hint(move) -> str:
    """The first hint of a puzzle: where its solution's first step happens.

    >>> first_hint("0,0-1,-1"), first_hint("@2,3")
    ('Look at the stone on (0,0).', 'Look at @2,3: a placement on (2,3).')
    """
    return words.first_hint(parse_move(move))


puzzle_area = first_hint  # the first hint names a place (a stone, a cell), never the turn
