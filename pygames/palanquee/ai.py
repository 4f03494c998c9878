"""The computer's Palanquée: four levels over the shared search (:mod:`pygames.search`).

A turn is several actions (one per seed owed); the search counts the whole
turn as one turn, so its width is bounded: at every step every action is
scored at a glance (what it takes, the capture it blocks, what the piece it
puts down exposes), the best 16 are judged by the evaluation of the board
they leave (as if the turn ended there, or for the mover with the actions it
has left), and only the few best of those are tried.

The evaluation, for the side to move: seeds (still in the game, and on the
board, since each there owes an action), grains on the board, seeds by the
red line, the captures the side to move can make with its actions (a run of
enemy pieces with enemy pieces or the red line at both ends once one or two
of its pieces are put there), the same threats against its own pieces
(counted less when it has the actions to parry them), a column one piece
from saturation, and the pieces in columns near saturation.

- ``easy``: the best-looking action at each step, and a random turn one time
  in two: it gives pieces away.
- ``medium``: the best-looking action at each step, seeing only the captures
  one piece makes; a random turn one time in ten.
- ``hard``: the 4 best-looking first actions of a turn of three, 3 second
  and 2 third (wider in shorter turns), the whole turn searched and judged at
  its end; sees the captures that take two pieces and saturation.
- ``expert``: 5, 3 and 2 (wider in shorter turns), and sees further: the
  runs an action or two beyond its turn, the columns near saturation.

The same ``seed`` (and node budget) always gives the same action. Not on the
site: the levels do not pass the strength ladder (see the package's
``__init__``).

>>> from pygames.palanquee import State
>>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
>>> move = choose_move(s, "hard", seed=1)
>>> "J9" in s.play(move).to_dict()["board"]  # the rules' first example: White's grain J9 is taken
False
"""

from __future__ import annotations

from ..search import Engine, Level, choose
from .board import (
    BALL2, BLUE, COLUMNS, GROW, GROW_SEED, MOVE, NAMES, NEIGH, RECOIL, RED, SEED, SOW, STEP, TRIM, X, positions,
)
from .captures import _empty_pairs
from .text import Move
from .words import say

LEVELS = ("easy", "medium", "hard", "expert")

SEED_ALIVE, SEED_ON_BOARD, GRAIN = 100.0, 3.0, 4.0
PIECE = (0.0, GRAIN, GRAIN, 0.0, 0.0, SEED_ALIVE + SEED_ON_BOARD, SEED_ALIVE + SEED_ON_BOARD)  # by piece byte
TAKE = 0.8  # a capture the side to move can make counts for this much of what it takes
PARRY = 3.0  # the cost of parrying a capture threatened against the side to move (at most)
LATER = 0.2  # a capture beyond what the side to move's actions can make: it may come later
EDGE = 6.0  # a seed by the red line
APPROACH = 0.3  # (sight 3) a share of LATER for the runs one action beyond the turn, half that for two
PRESSURE = {2: 0.25, 3: 0.1}  # the share of a piece's value at risk in a column with that many empty pairs
_MARKS = {bit: bytes(1 if v & bit else 0 for v in range(256)) for bit in (1, 2)}


def _cells(board, bit: int) -> list:
    return positions(board.translate(_MARKS[bit]), 1)


def _runs(board, bit: int):
    """``(run, end, end)``: every run of ``bit`` pieces along a line (a whole column of them left out), with
    the cells (or ``RED``, ``BLUE``) just beyond its two ends."""
    for p in _cells(board, bit):
        for d in (0, 1, 2):
            back = STEP[d + 3][p]
            if back >= 0 and board[back] & bit:
                continue  # not the start of a run
            fwd = STEP[d]
            run = [p]
            n = fwd[p]
            while n >= 0 and n != p and board[n] & bit:
                run.append(n)
                n = fwd[n]
            if n != p:
                yield run, back, n


def _reach(board, cell: int, bit: int) -> int:
    """How many actions the side ``bit`` needs to put a piece on the empty ``cell`` (1, 2, or 3 for more)."""
    for n in NEIGH[cell]:
        if board[n] & bit:
            return 1
    for n in BALL2[cell]:
        if board[n] & bit:
            return 2
    return 3


def _threats(board, bit: int, enemy: int, actions: int, sows: bool, two: bool = True) -> list:
    """What side ``enemy`` could take from side ``bit`` with ``actions`` actions: ``(value, actions needed)``,
    best first (a piece counted once, in the best threat that takes it).

    A run of ``bit`` pieces along a line is taken by enemy pieces at both
    ends (the red line counts as one): with an enemy piece or the red line
    at one end, one more piece at the other; with both ends empty, two. An
    enemy piece reaches an empty cell in one action when it is next to an
    enemy piece, or when ``sows`` (a seed sown there), else in two.
    ``two``: whether to count the runs that need two enemy pieces.
    """
    found = {}
    for run, back, n in _runs(board, bit):
        if n == BLUE or back == BLUE:
            continue
        if back == RED or board[back]:  # an end held (by the enemy: a piece of bit would continue the run)
            if n == RED or board[n]:
                continue
            key, cost = n, 1 if sows else _reach(board, n, enemy)
        elif n == RED or board[n]:
            key, cost = back, 1 if sows else _reach(board, back, enemy)
        elif two and actions >= 2:
            key = (back, n) if back < n else (n, back)
            cost = 2 if sows else _reach(board, back, enemy) + _reach(board, n, enemy)
        else:
            continue
        if cost <= actions:
            entry = found.get(key)
            if entry is None:
                found[key] = (cost, set(run))
            else:
                entry[1].update(run)
    if not found:
        return []
    ranked = sorted(((sum(PIECE[board[x]] for x in run), cost, run) for cost, run in found.values()),
                    key=lambda t: (-t[0], t[1]))
    values, counted = [], set()
    for value, cost, run in ranked:
        if not counted.isdisjoint(run):
            value = sum(PIECE[board[x]] for x in run - counted)
        counted |= run
        if value > 0:
            values.append((value, cost))
    values.sort(key=lambda t: (-t[0], t[1]))
    return values


def _saturations(board, bit: int, sows: bool, pairs) -> float:
    """The best gain for side ``bit`` in saturating a column with one piece (its pieces there lost, the enemy's taken)."""
    best = 0.0
    for x, column in enumerate(COLUMNS):
        if pairs[x] != 1:
            continue
        gain = 0.0
        for c in column:
            v = board[c]
            if v:
                gain += -PIECE[v] if v & bit else PIECE[v]
        if gain > best:
            last = column[-1]
            for c in column:
                if not board[c] and not board[last] and (sows or _reach(board, c, bit) == 1):
                    best = gain
                    break
                last = c
    return best


def value_of(board, reserve, lost, pairs, side: int, opening, actions=None, sight: int = 3) -> float:
    """How good ``board`` (with ``reserve``, ``lost``, the ``opening`` turns left and the pairs of empty
    cells in each column) is for ``side`` (0 Black, 1 White), who moves next with ``actions`` actions
    (by default, one per seed it has on the board).

    ``sight``: 1 sees the captures one piece makes; 2 also those that take
    two pieces, and the columns one piece from saturation; 3 also the
    columns two or three pieces from it.
    """
    mine, theirs = (1, 2) if side == 0 else (2, 1)
    my_seeds = board.count(mine | SEED)
    their_seeds = board.count(theirs | SEED)
    value = (
        SEED_ALIVE * (lost[1 - side] - lost[side])
        + SEED_ON_BOARD * (my_seeds - their_seeds)
        + GRAIN * (board.count(mine) - board.count(theirs))
        # a seed by the red line: one enemy piece next to it takes it
        - EDGE * (board[:16].count(mine | SEED) + board[-16:].count(mine | SEED))
        + EDGE * (board[:16].count(theirs | SEED) + board[-16:].count(theirs | SEED))
    )
    mine_now = max(my_seeds, 1) if actions is None else actions
    theirs_next = max(their_seeds, 1)
    # under the opening rule a side puts nothing next to an enemy piece, so it takes nothing
    if not opening[side] and mine_now:
        sows = reserve[2 * side] > 0
        budget, now, later = mine_now, 0.0, 0.0
        horizon = mine_now + (2 if sight > 2 else 0)  # sight 3: the runs a turn or so away too
        for v, cost in _threats(board, theirs, mine, horizon, sows, sight > 1):
            if cost <= budget:
                budget -= cost
                now += v
            elif cost <= mine_now:
                later += v
            else:
                later += v * APPROACH / (cost - mine_now)
        saturating = _saturations(board, mine, sows, pairs) if sight > 1 else 0.0
        value += max(TAKE * now + LATER * later, TAKE * saturating)
    if not opening[1 - side]:
        risks = _threats(board, mine, theirs, theirs_next, reserve[2 * (1 - side)] > 0, sight > 1)
        # the side to move parries as many threats as it has actions (at a cost), not the others
        value -= sum(min(PARRY, v) for v, _ in risks[:mine_now]) + TAKE * sum(v for v, _ in risks[mine_now:])
    if sight > 2:
        for x, p in enumerate(pairs):
            if 1 < p <= 3:  # a column near saturation: what each side has in it is in danger
                weight = PRESSURE[p]
                for c in COLUMNS[x]:
                    v = board[c]
                    if v:
                        value += -weight * PIECE[v] if v & mine else weight * PIECE[v]
    return value


def _evaluate(sight: int):
    def evaluate(state) -> float:
        """How good a position between turns is for its side to move."""
        return value_of(state.board, state.reserve, state.lost, state._pairs, state.side, state.opening, None, sight)

    return evaluate


evaluate = _evaluate(3)


def _board_after(state, key, removed) -> tuple:
    """(board, reserve, lost, pairs) right after the action ``key`` (removing ``removed``)."""
    kind, c, src = key
    mine = 1 if state.side == 0 else 2
    b = bytearray(state.board)
    reserve = list(state.reserve)
    lost = list(state.lost)
    k = 2 * state.side
    if kind == GROW:
        b[c] = mine
        reserve[k + 1] -= 1
    elif kind == GROW_SEED or kind == SOW:
        b[c] = mine | SEED
        reserve[k] -= 1
    elif kind == MOVE:
        b[src] = 0
        b[c] = mine
    else:
        b[c] = 0
        reserve[k if kind != TRIM else k + 1] += 1
    for r, v in removed:
        b[r] = 0
        if v & SEED:
            lost[0 if v & 1 else 1] += 1
        else:
            reserve[1 if v & 1 else 3] += 1
    pairs = state._pairs
    changed = {X[c]} if src is None else {X[c], X[src]}
    changed.update(X[r] for r, _ in removed)
    board = bytes(b)
    pairs = list(pairs)
    for x in changed:
        pairs[x] = _empty_pairs(board, x)
    return board, reserve, lost, pairs


def _exposure(board, c: int, mine: int, theirs: int) -> float:
    """What a piece of ``mine`` put on the empty cell ``c`` would expose: the runs through it with an enemy
    piece or the red line at one end and an empty cell at the other (their values)."""
    exposed = 0.0
    for d in (0, 1, 2):
        fwd, back = STEP[d], STEP[d + 3]
        value = GRAIN
        n = fwd[c]
        while n >= 0 and n != c and board[n] & mine:
            value += PIECE[board[n]]
            n = fwd[n]
        p = back[c]
        while p >= 0 and p != c and board[p] & mine:
            value += PIECE[board[p]]
            p = back[p]
        hostile_n = n == RED or n >= 0 and board[n] & theirs
        hostile_p = p == RED or p >= 0 and board[p] & theirs
        if hostile_n and p >= 0 and not board[p] or hostile_p and n >= 0 and not board[n]:
            exposed += value
    return exposed


def _guard(board, mine: int, theirs: int) -> dict:
    """The empty cells where an enemy piece would take pieces of ``mine`` (cell -> their value)."""
    guard = {}
    for run, back, n in _runs(board, mine):
        for near, far in ((back, n), (n, back)):
            if far >= 0 and not board[far] and (near == RED or near >= 0 and board[near] & theirs):
                guard[far] = guard.get(far, 0.0) + sum(PIECE[board[x]] for x in run)
    return guard


KIND = {GROW: 1.0, GROW_SEED: 3.0, SOW: 2.0, MOVE: 0.0, TRIM: -3.0, RECOIL: -6.0}


def _quick(state) -> list:
    """Every action of the position, scored at a glance: ``(score, key, seeds)``, best first.

    What it takes, the enemy capture it blocks, what the piece it puts down
    exposes, the kind of action, and for a sow how far it is from enemy pieces.
    """
    mine, theirs = (1, 2) if state.side == 0 else (2, 1)
    board = state.board
    guard = _guard(board, mine, theirs)
    exposure = {}
    scored = []
    for key, (seeds, removed) in state._legal[1].items():
        kind, c, src = key
        score = KIND[kind]
        if removed:  # captures first
            for _, v in removed:
                score += 10.0 * PIECE[v] if v & theirs else -10.0 * PIECE[v]
        elif kind != TRIM and kind != RECOIL:
            score += guard.get(c, 0.0)
            if c not in exposure:
                exposure[c] = _exposure(board, c, mine, theirs)
            score -= exposure[c]
            if kind == SOW:
                score += 0.2 * _sow_score(board, c, mine, theirs)
        scored.append((-score, len(scored), key, seeds))
    scored.sort()
    return scored


def _sow_score(board, c: int, mine: int, theirs: int) -> float:
    """A quick guess at how good a seed sown on the empty cell ``c`` is: away from enemy pieces and the
    red line, by its own pieces."""
    score = 0.0
    for n in BALL2[c]:
        v = board[n]
        if v & theirs:
            score -= 10.0
        elif v & mine:
            score += 1.0
    x = X[c]
    return score - (6.0 if x in (0, 18) else 0.0) - abs(x - 9) * 0.2


def _order(*widths: tuple, looked: int = 16, sight: int = 3):
    """The best-looking actions, best first: the ``looked`` best at a glance (``_quick``), each then judged
    by the board it leaves as if the turn ended there; in a turn of ``n`` actions, ``widths[n - 1][k]``
    of them for its ``k + 1``-th action."""

    def order(state, moves: list) -> list:
        if state.sow_only:
            width = widths[0][0]
        else:
            actions = state.start[0].count(state._bits[0] | SEED)
            table = widths[min(max(actions, 1), len(widths)) - 1]
            width = table[min(max(actions - len(state.owed), 0), len(table) - 1)]
        index = state._legal[1]
        other = 1 - state.side
        opening = list(state.opening)
        opening[state.side] = max(0, opening[state.side] - 1)  # as it will be once the turn ends
        left = 0 if state.sow_only else len(state.owed) - 1  # the actions left after this one
        keyed = []
        for _, _, key, seeds in _quick(state)[:max(looked, width)]:
            after = _board_after(state, key, index[key][1])
            if left > 0:  # the turn goes on: judged for the mover, with the actions it has left
                value = -value_of(*after, state.side, state.opening, left, sight)
            else:
                value = value_of(*after, other, opening, None, sight)
            keyed.append((value, len(keyed), key, NAMES[min(seeds)] if len(seeds) > 1 else None))
        keyed.sort()
        return [Move(kind, NAMES[c], NAMES[src] if src is not None else None, seed)
                for _, _, (kind, c, src), seed in keyed[:width]]

    return order


ENGINES = {
    "easy": Engine(evaluate=_evaluate(1), order=_order((1,), sight=1)),
    "medium": Engine(evaluate=_evaluate(1), order=_order((1,), sight=1)),
    "hard": Engine(evaluate=_evaluate(2), order=_order((6,), (5, 3), (4, 3, 2), sight=2)),
    "expert": Engine(evaluate=_evaluate(3), order=_order((8,), (6, 4), (5, 3, 2), sight=3)),
}
SETTINGS = {
    "easy": Level(depth=1, blunder=0.5),
    "medium": Level(depth=1, blunder=0.1),
    "hard": Level(depth=1),
    "expert": Level(depth=1),
}


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next action at ``level`` (called again in the same turn, it plays the rest of its plan)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=repr(level)))
    if state.is_over():
        raise ValueError(say("no_action_to_choose"))
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
