"""The computer's Pallanguzhi: three levels, all playing by the same rules.

- ``easy``: looks one turn ahead but plays a random move half the time, so a
  beginner can beat it.
- ``medium``: always the turn that wins the most seeds now (its own bowl gain
  minus the opponent's, pasus included), ties broken at random.
- ``hard``: an alpha-beta search four turns deep on the difference of the
  bowls, counting half of the seeds on each row for the row's owner (they are
  its own when a round ends).

The same ``seed`` always gives the same move; ``budget_ms`` is not used yet
(every level is quick).

>>> from pygames.pallanguzhi import initial_state
>>> start = initial_state()
>>> choose_move(start, "hard", seed=7) == choose_move(start, "hard", seed=7)
True
>>> choose_move(start, "expert")
Traceback (most recent call last):
...
ValueError: unknown level 'expert': choose easy, medium or hard
"""

from __future__ import annotations

import random

from .words import say

LEVELS = ("easy", "medium", "hard")
HARD_DEPTH = 4
WIN = 10_000


def _index(side: str) -> int:
    return 0 if side == "south" else 1


def evaluate(state, side: str) -> float:
    """How good ``state`` is for ``side``: bowls, plus half the seeds on its row."""
    me, them = _index(side), 1 - _index(side)
    if state.result is not None:
        if state.result == "draw":
            return 0
        margin = state.bowls[me] - state.bowls[them]
        return WIN + margin if state.result == side else -WIN + margin
    row_seeds = [sum(h or 0 for h in state.holes[:7]), sum(h or 0 for h in state.holes[7:])]
    return (state.bowls[me] + 0.5 * row_seeds[me]) - (state.bowls[them] + 0.5 * row_seeds[them])


def _gain(state, move) -> float:
    side = state.to_move
    me = _index(side)
    after = state.play(move)
    if after.result is not None:
        return evaluate(after, side)
    return (after.bowls[me] - state.bowls[me]) - (after.bowls[1 - me] - state.bowls[1 - me])


def _search(state, side: str, depth: int, alpha: float, beta: float) -> float:
    if depth == 0 or state.result is not None:
        return evaluate(state, side)
    children = [state.play(m) for m in state.legal_moves()]
    maximising = state.to_move == side
    children.sort(key=lambda s: evaluate(s, side), reverse=maximising)
    best = -float("inf") if maximising else float("inf")
    for child in children:
        value = _search(child, side, depth - 1, alpha, beta)
        if maximising:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def _best(moves, score, rng):
    scored = [(score(m), m) for m in moves]
    top = max(value for value, _ in scored)
    return rng.choice([m for value, m in scored if value == top])


def choose_move(state, level: str = "medium", seed=None, budget_ms=None):
    """The computer's move for the side to move, at ``level``."""
    if level not in LEVELS:
        raise ValueError(say("unknown_level", level=repr(level)))
    moves = state.legal_moves()
    if not moves:
        raise ValueError(say("no_move"))
    rng = random.Random(seed)
    if level == "easy":
        if rng.random() < 0.5:
            return rng.choice(moves)
        return _best(moves, lambda m: _gain(state, m), rng)
    if level == "medium":
        return _best(moves, lambda m: _gain(state, m), rng)
    side = state.to_move
    return _best(moves, lambda m: _search(state.play(m), side, HARD_DEPTH - 1, -float("inf"), float("inf")), rng)
