"""The computer's Palago: four levels over the shared search (:mod:`pygames.search`) and the solver.

A turn is two tiles, one search turn. The evaluation, between turns, reads the
solver's fast model (:mod:`pygames.palago.solver_model`): the side to move
wins at once if it has a winning turn; otherwise each of the opponent's
winning turns is a threat it must stop this turn, and each of its own groups
(and the opponent's) near closing, with one or two empty cells left round it,
counts for later.

- ``easy``: the best turn by that evaluation one turn ahead, but a random turn
  half the time: it misses wins and walks into losses.
- ``medium``: the best turn one turn ahead: it takes a win in one turn and
  does not leave the opponent one it can see.
- ``hard``: as Light, one of the three openings the solver finds no forced
  loss after; then first the solver: a forced win within two of its turns is
  played; then the search one turn ahead. So it never misses a win within
  its turn, never leaves a loss in one that it can avoid, and plays the
  solver's forced wins.
- ``expert``: Hard's opening; the solver's forced wins up to three turns;
  then the search one turn ahead, playing the best turn after which the
  solver finds no forced win for the opponent within two of its turns.

The same ``seed`` (and node budget) always gives the same move.

>>> from pygames.palago import State
>>> almost = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")
>>> str(choose_move(almost, "hard", seed=1))  # the rules' example 2 but its last tile
'(0,1,2)'
"""

from __future__ import annotations

import time

from ..search import WIN, Engine, Level, choose
from .solver import _board, solve
from .solver_model import COLOUR_INDEX, _analyse, _cell, _wins
from .words import say

from . import LEVELS  # noqa: F401
NOW = WIN // 10  # the side to move has a winning turn: as good as won (kept below a proven win)


def evaluate(state) -> float:
    """How good a position between turns is for its side to move."""
    n = len(state.tiles)
    if n < 2:
        return 0.0
    board = _board(state)
    analysis = _analyse(board)
    me = COLOUR_INDEX[state.to_move]
    if _wins(analysis, board, n, me, True):
        return NOW
    threats = len(_wins(analysis, board, n, 1 - me, False))
    near = analysis.small[me].bit_count() - analysis.small[1 - me].bit_count()
    return -40.0 * threats + 3.0 * near


def order(state, moves: list) -> list:
    """Tiles on the cells round groups near closing first (where wins and blocks are)."""
    if len(state.tiles) < 2:
        return moves
    small = _analyse(_board(state)).small
    hot = small[0] | small[1]
    return sorted(moves, key=lambda m: not (hot >> _cell(m.q, m.r)) & 1)


def _proof(turns: int, seconds: float):
    """A proof search for the engine: the first turn of a forced win within ``turns``, tried nearest first."""

    def proof(state):
        if state.placed != 0 or len(state.tiles) < 2:
            return None
        deadline = time.process_time() + seconds
        for k in range(1, turns + 1):
            left = deadline - time.process_time()
            if left <= 0:
                return None
            result = solve(state, state.to_move, k, time_limit=left)
            if result.win:
                return result.first_turn
            if result.win is None:
                return None
        return None

    return proof


# Light's opening pairs that no Dark turn is known to beat by force: of the six
# openings up to symmetry, the solver proves that three lose (Dark wins within
# three or four turns); after these three it finds no Dark win within three.
SAFE_OPENINGS = (("(0,0,0)", "(1,-1,0)"), ("(0,0,0)", "(0,1,2)"), ("(0,0,0)", "(1,-1,4)"))


def opening_book(state, rng):
    """Light's opening pair, at the levels that know the solver's verdicts on the six openings."""
    if state.tiles or state.placed:
        return None
    return list(SAFE_OPENINGS[rng.randrange(len(SAFE_OPENINGS))])


def safe(state) -> bool | None:
    """After a turn: ``False`` when the side to move forces a win within two of its turns (the solver, briefly)."""
    if len(state.tiles) < 2 or state.placed:
        return None
    result = solve(state, state.to_move, 2, time_limit=0.04)
    return None if result.win is None else not result.win


PLAIN = Engine(evaluate=evaluate, order=order)
HARD = Engine(evaluate=evaluate, order=order, proof=_proof(2, 0.15), book=opening_book)
EXPERT = Engine(evaluate=evaluate, order=order, proof=_proof(3, 0.15), book=opening_book, safe=safe)
ENGINES = {"easy": PLAIN, "medium": PLAIN, "hard": HARD, "expert": EXPERT}
SETTINGS = {
    "easy": Level(depth=1, blunder=0.5),
    "medium": Level(depth=1),
    "hard": Level(depth=1, budget_ms=300),
    "expert": Level(depth=1, budget_ms=300),
}


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next tile at ``level`` (called again after the first, it places the second of the same turn)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=repr(level)))
    if state.is_over():
        raise ValueError(say("no_tile_to_choose"))
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)

