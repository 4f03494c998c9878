"""One search for every game: iterative-deepening negamax with alpha-beta over whole turns.

The search knows only the game contract (``legal_moves``, ``play``,
``turn_over``, ``is_over``, ``winner``, ``to_move``) and what a game supplies
in an :class:`Engine`: its evaluation, and if it wants a move ordering and a
proof search to try first. A turn of several steps (Palago's two tiles,
Congeners' move then placement, Palanquée's actions) is searched step by step
but counts as one turn: depth is counted in turns, and positions are only
evaluated between turns.

- a **transposition table** keyed on the position keeps each position's value,
  bound and best step, and orders the steps of the next iteration;
- a **budget** of time (``budget_ms``) or of nodes (``nodes``, for tests: the
  same seed and node budget give the same step) ends the search; the deepest
  finished iteration decides (or the best of an unfinished first one);
- the **plan**: the search returns the whole turn it chose; :func:`choose`
  plays its first step and keeps the rest, so that called again in the middle
  of the turn it plays the rest of the same plan.

Values are from the point of view of the player to act; a win is worth
``WIN`` less the number of steps to reach it (the nearest win is preferred).

>>> from pygames import pallanguzhi
>>> state = pallanguzhi.State.from_board("1 0 0 9 0 0 1 | 0 2 0 0 0 0 1", bowls=(28, 28))
>>> engine = Engine(evaluate=lambda s: s.bowls[0] - s.bowls[1] if s.to_move == "south" else s.bowls[1] - s.bowls[0])
>>> result = search(state, engine, depth=2, seed=1)
>>> result.plan, result.depth
(['S1'], 2)
>>> search(state, engine, depth=2, seed=1, nodes=10_000).plan == result.plan
True
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .game import quote
from .words import say

WIN = 1_000_000
EXACT, LOWER, UPPER = 0, 1, 2


@dataclass(frozen=True)
class Engine:
    """What a game gives the search.

    ``evaluate(state)``: how good a position between turns is for its player to
    move (any scale well inside ``WIN``). ``order(state, moves)``: the steps in
    the order to try them (best first), optional. ``proof(state)``: a turn
    (list of steps) proven to win by force, or ``None``, tried before the
    search, optional. ``book(state, rng)``: a turn the game knows to play here
    (an opening), or ``None``, tried first, optional. ``safe(state)``: after a
    turn, ``False`` when the opponent is known to force a win from there; the
    search then plays the best turn that is not known to lose, optional.
    """

    evaluate: Callable[[Any], float]
    order: Callable[[Any, list], list] | None = None
    proof: Callable[[Any], list | None] | None = None
    book: Callable[[Any, Any], list | None] | None = None
    safe: Callable[[Any], bool | None] | None = None


class OutOfBudget(Exception):
    """The search's time or node budget is spent."""


@dataclass
class Result:
    """The chosen turn (``plan``: its steps as text), its value, the depth of the last finished iteration, the nodes searched."""

    plan: list
    value: float
    depth: int
    nodes: int
    seconds: float
    proven: bool = False


@dataclass
class _Search:
    engine: Engine
    max_nodes: int | None
    deadline: float | None
    rng: random.Random
    nodes: int = 0
    scored: list = field(default_factory=list)
    table: dict = field(default_factory=dict)

    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfBudget
        # The clock at every node (58 ns in CPython): a Palanquée node can take 15 ms in the browser.
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfBudget

    def ordered(self, state, moves: list) -> list:
        if self.engine.order is not None:
            moves = self.engine.order(state, moves)
        entry = self.table.get(state)
        if entry is not None and entry[3] is not None:
            best = entry[3]
            moves = [best] + [m for m in moves if str(m) != str(best)]
        return moves

    def value(self, state, depth: int, alpha: float, beta: float, ply: int) -> float:
        """Negamax value of ``state`` for its player to act, ``depth`` turns deep."""
        self.tick()
        if state.is_over():
            return _terminal(state, state.to_move, ply)
        if depth == 0:
            return self.engine.evaluate(state)
        entry = self.table.get(state)
        if entry is not None and entry[0] >= depth:
            _, stored, flag, _ = entry
            if flag == EXACT or (flag == LOWER and stored >= beta) or (flag == UPPER and stored <= alpha):
                return stored
        start_alpha = alpha
        me = state.to_move
        best, best_move = -float("inf"), None
        for move in self.ordered(state, state.legal_moves()):
            v = self.child_value(state, move, me, depth, alpha, beta, ply)
            if v > best:
                best, best_move = v, move
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        flag = UPPER if best <= start_alpha else LOWER if best >= beta else EXACT
        self.table[state] = (depth, best, flag, best_move)
        return best

    def child_value(self, state, move, me: str, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value for ``me`` of playing ``move``: the same player goes on within a turn, else the other's value negated."""
        child = state.play(move)
        if child.is_over():
            self.tick()
            return _terminal(child, me, ply + 1)
        next_depth = depth - 1 if child.turn_over() else depth
        if child.to_move == me:
            return self.value(child, next_depth, alpha, beta, ply + 1)
        return -self.value(child, next_depth, -beta, -alpha, ply + 1)

    def root(self, state, depth: int, moves: list) -> tuple:
        """``(value, moves ordered best first)`` of one iteration at the root (``self.scored``: the moves valued so far)."""
        me = state.to_move
        alpha, beta = -float("inf"), float("inf")
        scored = self.scored = []
        for move in moves:
            v = self.child_value(state, move, me, depth, alpha, beta, 0)
            scored.append((v, move))
            alpha = max(alpha, v)
        best = max(v for v, _ in scored)
        # Ties are broken by the seeded shuffle the moves came in; the best goes first.
        ordered = sorted(scored, key=lambda vm: -vm[0])
        self.table[state] = (depth, best, EXACT, ordered[0][1])
        return best, [m for _, m in ordered], scored

    def plan(self, state, first) -> list:
        """The steps of the turn that starts with ``first``, from the table's best steps."""
        steps = [str(first)]
        me = state.to_move
        state = state.play(first)
        while not state.is_over() and not state.turn_over() and state.to_move == me:
            entry = self.table.get(state)
            move = entry[3] if entry is not None and entry[3] is not None else None
            if move is None:  # not searched: finish the turn with the best-looking step
                moves = self.ordered(state, state.legal_moves())
                move = max(moves, key=lambda m: self.quick(state, m, me))
            steps.append(str(move))
            state = state.play(move)
        return steps

    def quick(self, state, move, me) -> float:
        child = state.play(move)
        if child.is_over():
            return _terminal(child, me, 1)
        if child.turn_over():
            v = self.engine.evaluate(child)
            return v if child.to_move == me else -v
        return 0.0


def _terminal(state, me: str, ply: int) -> float:
    winner = state.winner()
    if winner == "draw" or winner is None:
        return 0.0
    return WIN - ply if winner == me else -(WIN - ply)


def search(state, engine: Engine, depth: int = 64, seed=None, budget_ms: float | None = None, nodes: int | None = None) -> Result:
    """The best turn for the side to move, by iterative deepening up to ``depth`` turns within the budget."""
    started = time.perf_counter()
    if state.is_over():
        raise ValueError(say("search_over"))
    rng = random.Random(seed)
    if engine.book is not None:
        known = engine.book(state, rng)
        if known:
            return Result([str(m) for m in known], 0.0, 0, 0, time.perf_counter() - started)
    if engine.proof is not None:
        proven = engine.proof(state)
        if proven:
            return Result([str(m) for m in proven], WIN, 0, 0, time.perf_counter() - started, proven=True)
    deadline = time.perf_counter() + budget_ms / 1000 if budget_ms is not None else None  # after the book and the proof
    run = _Search(engine, nodes, deadline, rng)
    moves = state.legal_moves()
    rng.shuffle(moves)
    if engine.order is not None:
        moves = engine.order(state, moves)
    best_value, best_moves, finished = None, moves, 0
    for d in range(1, depth + 1):
        try:
            best_value, best_moves, _ = run.root(state, d, best_moves)
            finished = d
        except OutOfBudget:
            break
        if abs(best_value) >= WIN - 1000:  # a forced result: deeper search cannot change it
            break
    if finished == 0:  # the first iteration did not finish: the moves it valued, best first, then the rest
        valued = sorted(run.scored, key=lambda vm: -vm[0])
        seen = {str(m) for _, m in valued}
        best_moves = [m for _, m in valued] + [m for m in moves if str(m) not in seen]
        best_value = valued[0][0] if valued else 0.0
    plan = run.plan(state, best_moves[0])
    if engine.safe is not None:
        plan = _safest(state, run, best_moves, plan, engine.safe, deadline)
    return Result(plan, best_value, finished, run.nodes, time.perf_counter() - started)


def _safest(state, run: _Search, ranked: list, plan: list, safe, deadline=None, tries: int = 12) -> list:
    """The best-ranked turn after which the opponent is not known to force a win (else the best turn)."""
    ends = None if deadline is None else max(deadline, time.perf_counter()) + 0.3  # a little time of its own
    for move in ranked[:tries]:
        if ends is not None and time.perf_counter() > ends:
            break
        candidate = plan if move is ranked[0] else run.plan(state, move)
        after = state
        for step in candidate:
            after = after.play(step)
        if after.is_over() or safe(after) is not False:
            return candidate
    return plan


# -- levels -------------------------------------------------------------------------


@dataclass(frozen=True)
class Level:
    """How a level plays: ``depth`` in turns, a time and a node budget, and ``blunder``: the chance of a random turn."""

    depth: int = 64
    budget_ms: float | None = None
    nodes: int | None = None
    blunder: float = 0.0


_PLANS: dict = {}  # (position mid-turn, level) -> the rest of a planned turn
LAST: list = []  # the last search's Result (for the benchmark: nodes per second where it runs)


def planned(state, level: str) -> bool:
    """Whether the computer already planned the rest of this turn at ``level`` (:func:`choose` then plays it)."""
    return (state, level) in _PLANS


def choose(state, engine: Engine, levels: dict, level: str, seed=None, budget_ms=None, nodes=None):
    """The next step of the turn the computer plans at ``level`` (a key of ``levels``).

    Called again in the middle of that turn (at the same level, whatever the
    seed), it plays the rest of the same plan. ``budget_ms`` and ``nodes`` override the level's budget.
    """
    if level not in levels:
        raise ValueError(say("search_level", level=quote(level, limit=len(str(level))), levels=", ".join(levels)))
    if state.is_over():
        raise ValueError(say("search_over"))
    planned = _PLANS.pop((state, level), None)
    if planned:
        step, rest = planned[0], planned[1:]
        after = state.play(step)
        if rest:
            _PLANS[(after, level)] = rest
        return state.check(step)
    settings = levels[level]
    rng = random.Random(seed)
    if settings.blunder and rng.random() < settings.blunder:
        plan = _random_turn(state, rng)
    else:
        result = search(
            state, engine, depth=settings.depth, seed=seed,
            budget_ms=budget_ms if budget_ms is not None else settings.budget_ms,
            nodes=nodes if nodes is not None else settings.nodes,
        )
        plan = result.plan
        LAST[:] = [result]
    if len(plan) > 1:
        if len(_PLANS) > 256:
            _PLANS.clear()
        _PLANS[(state.play(plan[0]), level)] = plan[1:]
    return state.check(plan[0])


def _random_turn(state, rng) -> list:
    steps, me = [], state.to_move
    while True:
        move = rng.choice(state.legal_moves())
        steps.append(str(move))
        state = state.play(move)
        if state.is_over() or state.turn_over() or state.to_move != me:
            return steps
