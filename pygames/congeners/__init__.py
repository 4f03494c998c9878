"""Congeners: grow creatures of stones and match their shapes.

The rules are those of ``rules/congeners.md``: a hexhex board of side
5, 6 (default) or 7; the two-stone pie setup; a turn is a move then a
placement; a player with no legal turn passes; two passes in a row, the third
repetition of a position or the ply cap end the game; creatures are scored by
shape (free polyhexes) and compared size level by size level.

The package, by layer: :mod:`.board` (cells and creatures), :mod:`.scoring`
(shapes and scores), :mod:`.text` (notation and position strings),
:mod:`.words` (every sentence), :mod:`.rules` (the ``State``),
:mod:`.clicks` and, loaded on first use, :mod:`.svg`.

Setup goes black, black, white, white, then the choice:

>>> state = initial_state()
>>> for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1"]:
...     state = state.play(step)
>>> state.turn_over(), state.play_report("choose white")[1]
(True, 'The second player takes White; the first player has Black and moves first.')
>>> state = state.play("choose white")
>>> state.phase, state.to_move, state.first_player
('move', 'black', 'black')
>>> [str(m) for m in state.legal_moves()]
['0,0-1,-1', '0,0-0,1', '1,0-1,-1', '1,0-0,1']
>>> state = state.play("0,0-1,-1")
>>> state.phase, state.turn_over(), len(state.legal_moves())
('place', False, 18)
>>> state, summary, events = state.play_report("@1,-3")
>>> summary, state.to_move, state.to_text()
('Black places a stone on (1,-3).', 'white', '6.1000.3_m.w.b.1.0_b1.-3.1.-1.1.0_w-3.0.-3.1')
>>> State.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from ..drawing import drawing_of
from ..game import GoalKind, Option, Prepared, no_puzzle_effort, whole_number
from .. import IllegalMove
from .board import (
    BLACK, COLOURS, DIRECTIONS, DRAW, SIZES, WHITE, board_cells, cell_text, creatures, neighbours, on_board, other,
)
from .clicks import click
from .rules import MOVE, OVER, PHASES, PLACE, SETUP, State, initial_state
from .scoring import (
    canonical_shape, compare, deciding_step, explain, same_shape, score, score_breakdown, shape_report, shape_score,
    shapes_of, total,
)
from .puzzle import PUZZLE_THEMES, over_lead, over_no_turn, puzzle_themes
from .text import Move, parse_cell, parse_move
from . import words
from .words import NUMBERS, describe_move, name, say

GAME = "congeners"
INPUT = "stones"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=12)
TITLE = "Congeners"
SIDES = (BLACK, WHITE)  # Black moves first
PLAYERS = ("first player", "second player")  # the first sets up both colours; the second then takes one


def actor(state) -> int:
    """Which player acts now: the first (0) in the setup, the second (1) when choosing a colour, then the colour's player.

    >>> s = initial_state()
    >>> actor(s), actor(s.play("black 0,0").play("black 1,0").play("white -3,0").play("white -3,1"))
    (0, 1)
    >>> after = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> actor(after)   # a position with no setup: Black, who moves first, is the first player
    0
    """
    if state.phase == "setup":
        return 1 if state.setup_step == "choose" else 0
    first = state.first_player or BLACK
    return 0 if state.to_move == first else 1
OPTIONS = {
    "size": Option(6, SIZES, "Board side"),
    "max_plies": Option(1000, (), "Turns before the game ends", least=1),
    "repetitions": Option(3, (), "Occurrences of a position that end the game", least=2),
}
LEVELS = ("easy", "medium", "hard", "expert")


def choose_move(state, level="medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next step (:mod:`pygames.congeners.ai`, loaded on first use)."""
    from .ai import choose_move as choose

    return choose(state, level, seed=seed, budget_ms=budget_ms, nodes=nodes)


ACTIONS = ()
SOLVER = None

render_svg, render_scores, render_shapes, render_shape, describe_board, __getattr__ = drawing_of(
    "pygames.congeners.svg", "render_svg", "render_scores", "render_shapes", "render_shape", "describe_board"
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
    if mode not in ("score", "game"):
        return {}
    from .svg import score_panel, score_title

    if mode == "score":
        return {"status": say("score_status"), "panel": score_panel(state), "marks": {"playable": False}}
    return {"panel": score_title() + score_panel(state)}


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
puzzle_effort = no_puzzle_effort


__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "OPTIONS", "LEVELS", "ACTIONS", "SOLVER", "REQUESTS", "DIAGRAM_KEYS", "DIAGRAM_MODES",
    "SPACED_STEPS", "PUZZLE_GOALS", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area", "IllegalMove", "Move", "State", "initial_state", "parse_move", "describe_move",
    "render_svg", "render_scores", "render_shapes", "BOARD_CSS", "choose_move", "click", "view_extras", "state_from_fields",
    "diagram_extras", "first_hint", "canonical_shape", "shapes_of", "same_shape", "shape_score", "score", "total", "compare",
    "deciding_step", "explain", "score_breakdown", "creatures", "board_cells", "on_board", "neighbours", "cell_text",
    "parse_cell", "name", "BLACK", "WHITE", "DRAW", "COLOURS", "SIZES", "DIRECTIONS", "NUMBERS", "SETUP", "MOVE", "PLACE",
    "OVER", "PHASES",
]
