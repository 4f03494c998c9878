"""The computer's Pallanguzhi: four levels over the shared search (:mod:`pygames.search`).

- ``easy``: looks one turn ahead but plays a random move three times in
  four, so a beginner can beat it.
- ``medium``: the best turn one turn ahead.
- ``hard``: the search four turns deep.
- ``expert``: the search as deep as its budget allows (iterative deepening,
  a transposition table, a node budget and at most about a second).

The evaluation is the difference of the bowls, counting half of the seeds on
each row for the row's owner (they are its own when a round ends). The same
``seed`` (and node budget) always gives the same move.

>>> from pygames.pallanguzhi import initial_state
>>> start = initial_state()
>>> choose_move(start, "hard", seed=7) == choose_move(start, "hard", seed=7)
True
>>> choose_move(start, "grandmaster")
Traceback (most recent call last):
...
ValueError: unknown level 'grandmaster': choose easy, medium, hard or expert
"""

from __future__ import annotations

from ..search import Engine, Level, choose
from .board import ROW, SOUTH
from .words import say, shown

EXPERT_NODES = 60_000  # about a second of search in the browser (make bench prints the nodes per second)
SETTINGS = {  # the package's LEVELS, in its order
    "easy": Level(depth=1, blunder=0.75),
    "medium": Level(depth=1),
    "hard": Level(depth=4),
    "expert": Level(depth=40, budget_ms=1000, nodes=EXPERT_NODES),
}


def evaluate(state) -> float:
    """How good a position is for its side to move: bowls, plus half the seeds on each side's row."""
    me = 0 if state.to_move == SOUTH else 1
    rows = (sum(h or 0 for h in state.holes[:ROW]), sum(h or 0 for h in state.holes[ROW:]))
    return (state.bowls[me] + 0.5 * rows[me]) - (state.bowls[1 - me] + 0.5 * rows[1 - me])


ENGINE = Engine(evaluate=evaluate)


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's move for the side to move, at ``level`` (``budget_ms``/``nodes`` override its budget)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=shown(level)))
    if state.is_over():
        raise ValueError(say("no_move"))
    return choose(state, ENGINE, SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
