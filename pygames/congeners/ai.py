"""The computer's Congeners: four levels over the shared search (:mod:`pygames.search`).

A turn is a move then a placement: two steps, one turn to the search. The
evaluation, between turns, is the game's own scoring (:func:`.scoring.compare`
on the two score profiles: which side would win if the game ended now, by how
much at the level that decides, the largest levels counting most) plus what
each side can still do: the cells its stones can slide to, the enemy stones
it can bite, its stones on the board.

- ``easy``: the scoring alone one turn ahead, but a random turn four times in
  five: a beginner can beat it.
- ``medium``: the scoring alone one turn ahead, and a random turn one time
  in five: blind to what the opponent can still do.
- ``hard``: the whole evaluation one turn ahead, never a random turn.
- ``expert``: the whole evaluation, two turns deep (its turn and the reply)
  within a time budget (the deepest finished turn decides).

The setup is not searched (every stone has about 90 cells): as the first
player the computer puts two pairs near the centre, apart, by a seeded rule;
as the second it takes the colour its search prefers (both colours lead to
the same board with Black to move, so one search from it values both). A
player whose only legal step is ``pass`` passes at once. The same ``seed``
(and node budget) always gives the same step.

>>> from pygames.congeners import State
>>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
>>> step = choose_move(s, "hard", seed=3)
>>> step.kind, str(choose_move(s.play(step), "hard", seed=3)).startswith("@")
('move', True)
>>> choose_move(s, "grandmaster")
Traceback (most recent call last):
...
ValueError: unknown level 'grandmaster': choose easy, medium, hard or expert
"""

from __future__ import annotations

import random

from ..search import Engine, Level, choose, search
from .board import BLACK, WHITE, board_cells, neighbours
from .fast import COLOUR_CODE
from .rules import MOVE, SETUP
from .scoring import deciding_step
from .text import Move
from .words import say

LEVELS = ("easy", "medium", "hard", "expert")
EXPERT_MS = 180  # CPython milliseconds; the browser's Python is about 2-3x slower

# -- the evaluation ----------------------------------------------------------------------------

LEVEL_WEIGHT = 100.0  # the level that decides rule 8, the largest first
MARGIN_WEIGHT = 0.5  # the difference of the scores there
SLIDE_WEIGHT = 1.0  # each cell a stone can slide to
BITE_WEIGHT = 4.0  # each enemy stone that can be bitten
STONE_WEIGHT = 3.0  # each stone on the board


def profile_value(mine, theirs) -> float:
    """Rule 8 as a number: positive when ``mine`` wins, larger the earlier the deciding level and the wider the gap."""
    step = deciding_step(mine, theirs)
    if step is None:
        return 0.0
    level, i, sign = step
    sa = mine[level][1] if level < len(mine) else ()
    sb = theirs[level][1] if level < len(theirs) else ()
    gap = abs((sa[i] if i < len(sa) else 0) - (sb[i] if i < len(sb) else 0))
    return sign * (LEVEL_WEIGHT + MARGIN_WEIGHT * min(gap, 100)) / (1 + level)


def reach(creatures, code) -> tuple:
    """``(cells to slide to, bites)`` of the stones of ``code`` (a placement after each not required)."""
    slides = bites = 0
    for start in creatures.movable(code):
        for _, bite, _ in creatures.slides(start, code):
            slides += 1
            bites += bite
    return slides, bites


def scoring_only(state) -> float:
    """The score profiles alone, for the side to move."""
    cr = state.creatures_now
    me = COLOUR_CODE[state.to_move]
    return profile_value(cr.profile(me), cr.profile(3 - me))


def evaluate(state) -> float:
    """How good a position between turns is for its side to move: the scoring, then what each side can still do."""
    cr = state.creatures_now
    me = COLOUR_CODE[state.to_move]
    value = profile_value(cr.profile(me), cr.profile(3 - me))
    my_slides, my_bites = reach(cr, me)
    their_slides, their_bites = reach(cr, 3 - me)
    mine, theirs = (state.black, state.white) if me == 1 else (state.white, state.black)
    return (
        value
        + SLIDE_WEIGHT * (my_slides - their_slides)
        + BITE_WEIGHT * (my_bites - their_bites)
        + STONE_WEIGHT * (len(mine) - len(theirs))
    )


def order(state, moves: list) -> list:
    """Bites first."""
    if state.phase != MOVE:
        return moves
    return sorted(moves, key=lambda m: not m.bite)


SIMPLE = Engine(evaluate=scoring_only, order=order)
FULL = Engine(evaluate=evaluate, order=order)
ENGINES = {"easy": SIMPLE, "medium": SIMPLE, "hard": FULL, "expert": FULL}
SETTINGS = {
    "easy": Level(depth=1, blunder=0.95),
    "medium": Level(depth=1, blunder=0.2),
    "hard": Level(depth=1),
    "expert": Level(depth=2, budget_ms=EXPERT_MS),
}

# -- the setup -----------------------------------------------------------------------------------


def _distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def setup_targets(size: int, seed) -> list:
    """The four cells the first player aims at: a black pair by the centre, a white pair two or three cells off."""
    rng = random.Random(seed)
    centre = (0, 0)
    near = [c for c in board_cells(size) if _distance(c, centre) <= 1]
    b1 = rng.choice(near)
    b2 = rng.choice([c for c in neighbours(b1) if _distance(c, centre) <= 2])
    ring = [
        c for c in board_cells(size)
        if 2 <= min(_distance(c, b1), _distance(c, b2)) <= 3 and _distance(c, centre) <= 3
    ]
    w1 = rng.choice(ring)
    w2 = rng.choice([c for c in neighbours(w1) if min(_distance(c, b1), _distance(c, b2)) >= 2 and _distance(c, centre) <= 3])
    return [b1, b2, w1, w2]


def setup_step(state, seed) -> Move:
    """The next setup stone: the legal cell nearest the seed's target for it."""
    targets = setup_targets(state.size, seed)
    target = targets[len(state.black) + len(state.white)]
    return min(state.legal_moves(), key=lambda m: (_distance(m.cell, target), m.cell))


def choose_colour(state, level, seed, budget_ms, nodes) -> Move:
    """The colour whose side the search prefers from the board set up (Black moves first either way)."""
    rng = random.Random(seed)
    settings = SETTINGS[level]
    if settings.blunder and rng.random() < settings.blunder:
        return Move("choose", colour=rng.choice((BLACK, WHITE)))
    after = state.play(Move("choose", colour=BLACK))
    result = search(after, ENGINES[level], depth=1, seed=seed, budget_ms=budget_ms, nodes=nodes)
    if result.value == 0:
        return Move("choose", colour=rng.choice((BLACK, WHITE)))
    return Move("choose", colour=BLACK if result.value > 0 else WHITE)


# -- the player ----------------------------------------------------------------------------------


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next step at ``level``: a setup stone, a colour, a pass, or a step of the turn it plans
    (called again after the move, it places the stone of the same plan)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=repr(level)))
    if state.is_over():
        raise ValueError(say("no_step_to_choose"))
    if state.phase == SETUP:
        if state.setup_step == "choose":
            return choose_colour(state, level, seed, budget_ms, nodes)
        return setup_step(state, seed)
    moves = state.legal_moves()
    if len(moves) == 1 and moves[0].kind == "pass":
        return moves[0]
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
