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
- ``hard``: as Light, one of the two openings, of the three the solver finds
  no forced loss after, that did better in play; then first the solver: a forced win within two of its turns is
  played; then the search one turn ahead. So it never misses a win within
  its turn, never leaves a loss in one that it can avoid, and plays the
  solver's forced wins.
- ``expert``: as Light, the safe opening that did best in its games
  (``EXPERT_OPENING``); then the solver's forced wins within two turns; then
  every turn valued one turn ahead, and walked best first: the solver checks
  each until one leaves the opponent no forced win within two turns (nor,
  when it finds one soon, within three); with the time left, a forced win
  of its own within three turns (:class:`Veto`). At most about half a CPU
  second a turn in CPython (measured: 0.35 s median).

Why Expert checks every turn and not only the best dozen: in the opening
most turns lose within two (of Light's 350 turns on its second move after
``(0,0,0) (1,-1,4) (-1,1,4) (-1,0,0)``, 338 do), the safe ones are seldom
the best by the evaluation, and two turns that differ only in the order of
their tiles are the same turn. A check that stops early on its clock and
counts what it could not check as safe let the first mover walk into
two-turn losses: Expert lost most of its games as Light against Hard. The
solver's table is kept between checks, so the losing turns are refuted
almost at once, and the walk stops at the first turn found safe.

The same ``seed`` (and node budget) always gives the same move, except at Expert, which stops on
its CPU clock.

>>> from pygames.palago import State
>>> almost = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")
>>> str(choose_move(almost, "hard", seed=1))  # the rules' example 2 but its last tile
'(0,1,2)'
"""

from __future__ import annotations

import time

from ..search import WIN, Engine, Level, choose
from .board import TILES
from .solver import Search, solve
from .solver_model import COLOUR_INDEX, analyse, cell, model_board, wins
from .words import say, shown

NOW = WIN // 10  # the side to move has a winning turn: as good as won (kept below a proven win)


def evaluate(state) -> float:
    """How good a position between turns is for its side to move."""
    n = len(state.tiles)
    if n < 2:
        return 0.0
    board = model_board(state)
    analysis = analyse(board)
    me = COLOUR_INDEX[state.to_move]
    if wins(analysis, board, n, me, True):
        return NOW
    threats = len(wins(analysis, board, n, 1 - me, False))
    near = analysis.small[me].bit_count() - analysis.small[1 - me].bit_count()
    return -40.0 * threats + 3.0 * near


def order(state, moves: list) -> list:
    """Tiles on the cells round groups near closing first (where wins and blocks are)."""
    if len(state.tiles) < 2:
        return moves
    small = analyse(model_board(state)).small
    hot = small[0] | small[1]
    return sorted(moves, key=lambda m: not (hot >> cell(m.q, m.r)) & 1)


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


# How they did for Light in play (bench/levels.py's seeds), Expert against Hard (20 games each) and Hard
# against Medium (30 each): (0,1,2) 88% and 70%, (1,-1,4) 75% and 47%, (1,-1,0) 10% and 30%. What Dark
# finds after (1,-1,0) lies beyond what one turn of search and the solver's three turns see. Hard opens
# with one of the two better ones, Expert with the best.
HARD_OPENINGS = (("(0,0,0)", "(0,1,2)"), ("(0,0,0)", "(1,-1,4)"))
EXPERT_OPENING = ("(0,0,0)", "(0,1,2)")


def opening_book(state, rng):
    """Hard's opening pair as Light: one of the two safe openings that did better in play."""
    if state.tiles or state.placed:
        return None
    return list(HARD_OPENINGS[rng.randrange(len(HARD_OPENINGS))])


def expert_book(state, rng):
    """Expert's opening pair as Light: the safe opening that did best in its games."""
    if state.tiles or state.placed:
        return None
    return list(EXPERT_OPENING)


# -- Expert: the solver's verdicts, shared between its calls ------------------------------------------

_SOLVERS: dict = {}  # colour index -> the solver's search for that colour as attacker (its table of results kept)
_TABLE_CAP = 20_000  # entries of one table before it starts afresh (about 2 kB each: ~40 MB at most)


def _solver(colour: int) -> Search:
    """The solver's search for ``colour``; its table holds exact results (position -> won / not won within k),
    so it is kept from check to check, turn to turn and game to game, until it grows too large."""
    found = _SOLVERS.get(colour)
    if found is None or len(found.tt) > _TABLE_CAP:
        found = _SOLVERS[colour] = Search(colour)
    return found


def _attack(state, turns: int, deadline: float) -> bool | None:
    """Whether the side to move forces a win within ``turns`` of its turns (None: out of time)."""
    if time.process_time() >= deadline:
        return None
    run = _solver(COLOUR_INDEX[state.to_move])
    run.set_board(model_board(state))
    run.deadline = deadline
    try:
        return run.attack(turns)
    except TimeoutError:
        return None


class Veto:
    """Expert's proof, move ordering and evaluation: one turn ahead, the turns the solver finds losing last.

    All times are CPU seconds from the start of the choice (``started``), spent in this order:

    1. ``proof`` (called once before each search, with the position to play): a forced win within two
       turns, if the solver finds one within ``proof_s``, is played.
    2. ``order``, at that position, values every turn by the plain evaluation, then walks them best first
       and asks the solver whether the opponent forces a win within two of its turns after each, until
       one is found safe; for that one it also looks for a win within three, ``deep_s`` at most (found:
       the walk goes on). Every check shares the solver's table, so the many turns that lose the same
       way are refuted at once (the turn that refuted one refutes the next).
    3. With the time left until ``total_s``, the solver looks for a win of Expert's within ``turns``.
    4. ``evaluate`` gives the search each turn's plain value, less a sure loss when the solver found one
       (a loss in two turns below a loss in three; a loss in one is valued so already), less a little
       when not checked: the search plays the proven win, else the best turn found safe, else the best
       of those not known to lose.

    The turns are checked at the leaves of a search one turn deep (``Level(depth=1)``): deeper, the
    leaves would not be Expert's turns. Asked in the middle of a turn it did not plan, Expert plays the
    rest of it by the plain evaluation. Near the last tiles, where the solver would hand the defender's
    last turn to the engine (slow), the checks and proofs stop short of it (:func:`_reach`).
    """

    # What a turn is worth for what the solver found after it: below every turn found safe, not checked
    # (out of time), then lost in three turns, lost in two, and last (by the plain evaluation) lost in one.
    UNKNOWN, LOST_IN = NOW // 10, {3: NOW // 4, 2: NOW // 2}
    SORT_S = 0.00015  # CPU seconds the solver takes to sort one turn by its threats (CPython)

    def __init__(self, turns: int, proof_s: float, deep_s: float, total_s: float):
        self.turns, self.proof_s, self.deep_s, self.total_s = turns, proof_s, deep_s, total_s
        self.root = None
        self.started = 0.0
        self.values: dict = {}  # position after a turn from the root -> its value for Expert (with the veto)

    def proof(self, state):
        self.root, self.values = state, {}
        self.started = time.process_time()
        if state.placed != 0 or len(state.tiles) < 2:
            return None
        return self._prove(state, 1, min(2, self.turns), self.started + self.proof_s)

    def _prove(self, state, low: int, high: int, deadline: float) -> list | None:
        """The first turn of a forced win within ``low`` to ``high`` turns, tried nearest first."""
        for k in range(low, _reach(state, high) + 1):
            won = _attack(state, k, deadline)
            if won is None:
                return None
            if won:
                return _first_turn(state)
        return None

    def order(self, state, moves: list) -> list:
        if state is self.root and state.placed == 0 and len(state.tiles) >= 2:
            best = {}  # first tile -> the value of its best turn
            for first in moves:
                mid = state.play(first)
                if mid.is_over():
                    continue
                for second in mid.legal_moves():
                    after = mid.play(second)
                    if after.is_over():
                        continue
                    value = self.values.get(after)
                    if value is None:
                        value = self.values[after] = -evaluate(after)
                    best[str(first)] = max(best.get(str(first), -WIN), value)
            self._veto()
            ends = self._room(self.started + self.total_s, self.total_s)
            if self.turns >= 3 and ends:
                won = self._prove(state, 3, self.turns, ends)
                if won and len(won) == 2:
                    after = state.play(won[0]).play(won[1])
                    self.values[after] = best[won[0]] = WIN // 2
            return sorted(moves, key=lambda m: -best.get(str(m), -WIN))
        if state.placed and self.values:  # the second tile of a turn from the root: the best turns first
            def worth(m):
                return self.values.get(state.play(m), -WIN)
            return sorted(moves, key=worth, reverse=True)
        return order(state, moves)

    def _veto(self) -> None:
        """The turns best first, each checked by the solver until one is safe; those above it lose, or are unknown."""
        if len(self.root.tiles) + 6 >= TILES:  # the opponent's win in two would reach the last tiles: no check
            return
        deadline = self.started + self.total_s
        ranked = sorted(self.values.items(), key=lambda kv: -kv[1])
        safe = None
        for after, value in ranked:
            if value <= -NOW:  # a loss in one: valued so already
                break
            if safe is not None:
                self.values[after] = value - 0.5  # not above the one found safe: unchecked
                continue
            turns, won = 2, _attack(after, 2, deadline)
            if won is False and _reach(after, 3) == 3:  # safe from a win in two: in three, if the solver finds one soon
                ends = self._room(deadline, self.deep_s)
                if ends:
                    turns, won = 3, _attack(after, 3, ends) or False
            if won is False:
                safe = value
            elif won:
                self.values[after] = value - self.LOST_IN[turns]
            else:
                self.values[after] = value - self.UNKNOWN

    def _room(self, deadline: float, most: float) -> float | None:
        """When a search of three turns must stop (at most ``most`` seconds from now, by ``deadline``), or
        None if it would not have the time to start: it first sorts the attacker's turns (about as many as
        Expert's), which it cannot interrupt."""
        now = time.process_time()
        start = self.SORT_S * len(self.values)
        if now + start + 0.02 > deadline:
            return None
        return min(deadline, now + start + most)

    def evaluate(self, state) -> float:
        """The value for the side to move (Expert's opponent, after Expert's turn), with the veto."""
        value = self.values.get(state)
        return evaluate(state) if value is None else -value


def _reach(state, turns: int) -> int:
    """The most turns, up to ``turns``, that the solver's model searches from ``state`` without the engine:
    near the last tile the solver lets the engine decide the defender's last turn, which is slow."""
    while turns > 1 and len(state.tiles) + 4 * turns - 4 >= TILES:
        turns -= 1
    return turns


def _first_turn(state) -> list | None:
    """The first turn of the win the solver's table holds for the side to move, replayed by the engine."""
    run = _solver(COLOUR_INDEX[state.to_move])
    run.set_board(model_board(state))
    line = run.line(True)
    turn, after = [], state
    try:
        for step in line:
            if after.is_over() or (after.to_move != state.to_move):
                break
            turn.append(step)
            after = after.play(step)
    except ValueError:
        return None
    return turn or None


PLAIN = Engine(evaluate=evaluate, order=order)
HARD = Engine(evaluate=evaluate, order=order, proof=_proof(2, 0.15), book=opening_book)
VETO = Veto(turns=3, proof_s=0.15, deep_s=0.08, total_s=0.45)
EXPERT = Engine(evaluate=VETO.evaluate, order=VETO.order, proof=VETO.proof, book=expert_book)
ENGINES = {"easy": PLAIN, "medium": PLAIN, "hard": HARD, "expert": EXPERT}
SETTINGS = {
    "easy": Level(depth=1, blunder=0.5),
    "medium": Level(depth=1),
    "hard": Level(depth=1, budget_ms=300),
    "expert": Level(depth=1),
}


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next tile at ``level`` (called again after the first, it places the second of the same turn)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=shown(level, 40)))
    if state.is_over():
        raise ValueError(say("no_tile_to_choose"))
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)

