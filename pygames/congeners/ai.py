"""The computer's Congeners: four levels, over the shared search (:mod:`pygames.search`) or looking ahead.

A turn is a move then a placement: two steps, one turn to the search. The
evaluation, between turns, is the game's own scoring (:func:`.scoring.compare`
on the two score profiles: which side would win if the game ended now, by how
much at the level that decides, the largest levels counting most; five times
as much once a side cannot slide, for a side left with lone stones passes to
the end) plus what each side can still do: the cells its stones can slide to,
the enemy stones it can bite, its stones on the board.

- ``easy``: the scoring alone one turn ahead, but a random turn 19 times in
  20: a beginner can beat it.
- ``medium``: the whole evaluation one turn ahead (the shared search): the
  best-looking turn, blind to the reply it allows.
- ``hard``: two turns ahead: the three best-looking turns, each against the
  opponent's best-looking reply (:func:`look_ahead`).
- ``expert``: the four best-looking turns two turns ahead, then three turns
  ahead (four turns and four replies looked at further, then six and six), by
  alpha-beta (the same turn for about half the evaluations: the replies on the
  horizon are tried bites first and stop once one refutes), within a budget of
  positions evaluated (and of time, for a slow or busy machine): the last look
  finished within it decides.

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
import time
from dataclasses import dataclass, field

from ..search import LAST, WIN, Engine, Level, Result, choose, search
from .board import BLACK, WHITE, board_cells, neighbours
from .fast import COLOUR_CODE
from .rules import MOVE, SETUP
from .scoring import deciding_step
from .text import Move
from .words import quoted, say

LEVELS = ("easy", "medium", "hard", "expert")
WIDTH = 4  # Expert looks further at the best-looking turns only: this many of each position's
HARD_WIDTH = 3  # ... and Hard at this many
WIDER = 6  # Expert's second look three turns ahead, when the first leaves budget
EXPERT_EVALUATIONS = 8000  # Expert's budget of positions evaluated (0.76 s the slowest seen in CPython) ...
EXPERT_MS = 900  # ... and of time by the clock, so that a slow or busy machine answers within about a second

# -- the evaluation ----------------------------------------------------------------------------

LEVEL_WEIGHT = 100.0  # the level that decides rule 8, the largest first
MARGIN_WEIGHT = 0.5  # the difference of the scores there
SLIDE_WEIGHT = 1.0  # each cell a stone can slide to
BITE_WEIGHT = 4.0  # each enemy stone that can be bitten
STONE_WEIGHT = 3.0  # each stone on the board
END_BOOST = 5.0  # the scoring's weight once a side cannot slide (a side left with lone stones passes to the end)


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
    """How good a position between turns is for its side to move: the scoring (counting ``END_BOOST`` times
    when a side can no longer slide: the end is near), then what each side can still do."""
    cr = state.creatures_now
    me = COLOUR_CODE[state.to_move]
    value = profile_value(cr.profile(me), cr.profile(3 - me))
    my_slides, my_bites = reach(cr, me)
    their_slides, their_bites = reach(cr, 3 - me)
    if not my_slides or not their_slides:
        value *= END_BOOST
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
ENGINES = {"easy": SIMPLE, "medium": FULL, "hard": FULL, "expert": FULL}  # Hard and Expert: FULL for the colour only
SETTINGS = {
    "easy": Level(depth=1, blunder=0.95),
    "medium": Level(depth=1),
    "hard": Level(depth=2),
    "expert": Level(depth=3, nodes=EXPERT_EVALUATIONS, budget_ms=EXPERT_MS),
}
LOOKING_AHEAD = ("hard", "expert")  # levels that play by :func:`look_ahead`
# Expert's looks beyond two turns, tried in this order while the budget lasts (the last finished decides): each
# says how many turns look further, turn by turn; the second looks at more of its turns and of the replies
DEEPER = ((3, (WIDTH, WIDTH)), (3, (WIDER, WIDER)))

# -- looking ahead over whole turns (Hard and Expert) ------------------------------------------


class _Spent(Exception):
    """The budget of evaluations or of time is spent."""


def whole_turns(state) -> list:
    """Each whole turn of the side to move (a move and its placement, or a pass) with the position after it.

    >>> from pygames.congeners import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> len(whole_turns(s)), [str(m) for m in whole_turns(s)[0][0]]
    (64, ['0,0-1,-1', '@-5,5'])
    """
    out = []
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over() or after.turn_over():
            out.append(((move,), after))
        else:
            out.extend(((move, place), after.play(place)) for place in after.legal_moves())
    return out


@dataclass
class Look:
    """A look ahead: turns ranked by the evaluation, and the best ``width`` of them looked at a turn further."""

    rng: random.Random
    width: int = WIDTH  # the best-looking turns of each position looked at further
    limit: int | None = None  # evaluations
    deadline: float | None = None  # time.perf_counter()
    evaluations: int = 0
    rankings: dict = field(default_factory=dict)

    def value(self, after, me) -> float:
        self.evaluations += 1
        if self.limit is not None and self.evaluations > self.limit:
            raise _Spent
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Spent
        if after.is_over():
            winner = after.winner()
            return 0.0 if winner in (None, "draw") else WIN if winner == me else -WIN
        v = evaluate(after)
        return v if after.to_move == me else -v

    def ranked(self, state) -> list:
        """Every turn of the side to move, the best-looking first: ``[(value, steps, after)]`` (ties in a seeded order)."""
        if state not in self.rankings:
            turns = whole_turns(state)
            self.rng.shuffle(turns)
            me = state.to_move
            scored = [(self.value(after, me), steps, after) for steps, after in turns]
            self.rankings[state] = sorted(scored, key=lambda t: -t[0])
        return self.rankings[state]

    def best(self, state, depth: int) -> tuple:
        """``(value, steps)`` of the best turn ``depth`` turns ahead, where only the ``width`` best-looking turns of
        each position are looked at further (the opponent's replies included)."""
        scored = self.ranked(state)
        if depth == 1:
            return scored[0][:2]
        best = None
        for value, steps, after in scored[: self.width]:
            if not after.is_over():
                value = -self.best(after, depth - 1)[0]
            if best is None or value > best[0]:
                best = (value, steps)
        return best

    def bounded(self, state, widths: tuple, alpha: float, beta: float) -> tuple:
        """``(value, steps)`` looking ``len(widths) + 1`` turns ahead, the ``widths[k]`` best-looking turns looked at
        further ``k`` turns from here, by alpha-beta: with ``widths`` all ``WIDTH``, :meth:`best`'s turn for fewer
        evaluations. The positions on the horizon are not ranked: their turns are evaluated bites first until one
        reaches ``beta`` (a bound is enough)."""
        if not widths:
            if state in self.rankings:
                return self.rankings[state][0][:2]
            return self.reaching(state, beta), None
        best = None
        for value, steps, after in self.ranked(state)[: widths[0]]:
            if not after.is_over():
                floor = alpha if best is None else max(alpha, best[0])
                value = -self.bounded(after, widths[1:], -beta, -floor)[0]
            if best is None or value > best[0]:
                best = (value, steps)
                if value >= beta:
                    break
        return best

    def reaching(self, state, beta: float) -> float:
        """The value of the best turn of the side to move, or the first found at ``beta`` or above."""
        me = state.to_move
        best = -2 * WIN
        for move in order(state, state.legal_moves()):
            after = state.play(move)
            ends = after.is_over() or after.turn_over()
            for done in (after,) if ends else (after.play(place) for place in after.legal_moves()):
                best = max(best, self.value(done, me))
                if best >= beta:
                    return best
        return best


def look_ahead(state, level: str, seed=None, budget_ms=None, nodes=None) -> Result:
    """The turn ``level`` plays by looking ahead: two turns deep (Hard, and always finished), then three (Expert)
    within the level's budget (``nodes``: evaluations, ``budget_ms``); the deepest finished look decides."""
    started = time.perf_counter()
    settings = SETTINGS[level]
    look = Look(random.Random(seed), HARD_WIDTH if level == "hard" else WIDTH)
    done = min(settings.depth, 2)
    value, steps = look.best(state, done)
    look.limit = nodes if nodes is not None else settings.nodes
    budget_ms = budget_ms if budget_ms is not None else settings.budget_ms
    look.deadline = None if budget_ms is None else started + budget_ms / 1000
    for depth, widths in DEEPER:
        if depth > settings.depth:
            break
        try:
            value, steps = look.bounded(state, widths, -2 * WIN, 2 * WIN)
        except _Spent:
            break
        done = depth
    return Result([str(s) for s in steps], value, done, look.evaluations, time.perf_counter() - started)


_PLANS: dict = {}  # (position after a planned move, level) -> the placement planned with it


def planned_step(state, level, seed=None, budget_ms=None, nodes=None):
    """The next step of the turn ``level`` plans by :func:`look_ahead` (called again after the move: its placement)."""
    rest = _PLANS.pop((state, level), None)
    if rest is not None:
        return state.check(rest)
    result = look_ahead(state, level, seed, budget_ms, nodes)
    LAST[:] = [result]
    if len(result.plan) > 1:
        if len(_PLANS) > 256:
            _PLANS.clear()
        _PLANS[(state.play(result.plan[0]), level)] = result.plan[1]
    return state.check(result.plan[0])

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
        raise ValueError(say("unknown_level", level=quoted(level, limit=len(str(level)))))  # whole, as given
    if state.is_over():
        raise ValueError(say("no_step_to_choose"))
    if state.phase == SETUP:
        if state.setup_step == "choose":
            return choose_colour(state, level, seed, budget_ms, nodes)
        return setup_step(state, seed)
    moves = state.legal_moves()
    if len(moves) == 1 and moves[0].kind == "pass":
        return moves[0]
    if level in LOOKING_AHEAD:
        return planned_step(state, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
