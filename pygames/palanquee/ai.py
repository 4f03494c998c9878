"""The computer's Palanquée: four levels over the shared search (:mod:`pygames.search`).

A turn is several actions (one per seed owed); the search counts the whole
turn as one turn. At every step each action is scored at a glance (what it
takes, and whether it works on a line through a seed: the enemy's to flank
it, its own to save it), the best are judged by the evaluation of the board
they leave, and only the few best of those are tried.

The evaluation turns on the seeds, since a game is won by taking three. For
each seed and each of the three lines through it, the line's run of pieces
is taken when the enemy holds both its ends (the red line holds for it, the
blue line never does): the cost of a seed is the fewest enemy actions that
put pieces on the empty ends of one of its lines, counting a grown chain of
pieces cell by cell (or one action for a seed the enemy may sow). The side
to move takes the enemy seeds it can afford with its actions and parries
the threats against its own (one action each); the others count less the
more actions they need, so a plant grows towards the enemy's seeds and
keeps its own out of reach. Seeds lost, seeds on the board (each an action
a turn) and seeds in columns near saturation count too; grains hardly.

- ``easy``: the best-looking action at each step, and a random turn six
  times in ten.
- ``medium``: the same, a random turn one time in four.
- ``hard``: the whole turn searched: 4 first actions of a turn of three, 3
  second, 2 third (wider in shorter turns).
- ``expert``: two turns deep (its own turn about as wide as Hard's, the answer
  3, 2 and 1 wide), with as many nodes as about half a second of work allows
  (0.7 s by the clock at most); the deepest finished search decides.

The same ``seed`` and node budget (``nodes``; for Expert with a clock budget
it cannot reach) always give the same action.

>>> from pygames.palanquee import State
>>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
>>> move = choose_move(s, "hard", seed=1)
>>> "J9" in s.play(move).to_dict()["board"]  # the rules' first example: White's grain J9 is taken
False
"""

from __future__ import annotations

import time

from ..search import Engine, Level, choose, planned
from .board import (
    BALL2, BLUE, COLUMNS, GROW, GROW_SEED, MOVE, N, NAMES, NEIGH, RECOIL, SEED, SOW, STEP, TRIM, X, positions,
)
from .captures import empty_pairs
from .text import Move
from .words import say, shown

LEVELS = ("easy", "medium", "hard", "expert")

SEED_LOST = 100.0  # a seed out of the game (three lose it)
SEED_ON_BOARD = 8.0  # a seed on the board: an action every turn
GRAIN = 0.5  # a grain on the board (a grain taken only goes back to its reserve)
TAKE = 0.8  # a seed the side to move can take with its actions: this share of a seed
PARRY = 8.0  # the cost of an action spent parrying a threat against a seed
NEAR = 0.3  # a seed one action out of reach: this share of a seed ...
DECAY = 0.7  # ... times DECAY for each further action
SATURATION = {0: 0.5, 1: 0.5, 2: 0.15}  # the share of a seed at risk in a column with that many empty pairs
FAR = 7  # actions counted to reach a cell, at most
LOOKED = 24  # actions judged by the evaluation at each step (the best at a glance)


# -- the cells a side reaches: bit sets ------------------------------------------------------------------------
# Cells are numbered column by column, top to bottom, so every step is a shift of the cell number: N -1 and S +1
# (but for the top and bottom cells, which the ring joins), NE +16, SE +17, SW -16, NW -17.


def _step_masks():
    """The bit sets of the cells that have a neighbour NE, SE, SW, NW (checked against ``STEP``), and those at the
    top and the bottom of the columns of 16 and of 17 cells."""
    masks = []
    for d, shift in ((1, 16), (2, 17), (4, -16), (5, -17)):
        cells = [i for i in range(N) if STEP[d][i] >= 0]
        assert all(STEP[d][i] == i + shift for i in cells)
        masks.append(sum(1 << i for i in cells))
    ends = [sum(1 << column[k] for column in COLUMNS if len(column) == rows) for k in (0, -1) for rows in (16, 17)]
    return (*masks, *ends)


_NE, _SE, _SW, _NW, _TOP16, _TOP17, _BOTTOM16, _BOTTOM17 = _step_masks()
_INNER_N = ((1 << N) - 1) ^ _TOP16 ^ _TOP17  # cells with a neighbour N in the same column, no wrap
_INNER_S = ((1 << N) - 1) ^ _BOTTOM16 ^ _BOTTOM17


def _spread(s: int) -> int:
    """The cells next to the cells of the bit set ``s``.

    >>> from pygames.palanquee.board import INDEX
    >>> sorted(NAMES[i] for i in range(N) if _spread(1 << INDEX["B1"]) >> i & 1)
    ['A1', 'B17', 'B2', 'C1']
    """
    return (
        ((s & _NE) << 16) | ((s & _SE) << 17) | ((s & _SW) >> 16) | ((s & _NW) >> 17)
        | ((s & _INNER_N) >> 1) | ((s & _INNER_S) << 1)
        | ((s & _TOP16) << 15) | ((s & _TOP17) << 16) | ((s & _BOTTOM16) >> 15) | ((s & _BOTTOM17) >> 16)
    )


_DIGITS = {bit: bytes(49 if v & bit else 48 for v in range(256)) for bit in (1, 2)}  # b"1" for a piece of bit
_EMPTY_DIGITS = bytes(49 if v == 0 else 48 for v in range(256))


def _rings(board, bit: int) -> list:
    """The empty cells side ``bit`` reaches by growing, ring by ring: ``rings[k]`` (a bit set) holds those it needs
    ``k + 1`` actions to put a piece on, up to ``FAR - 1``."""
    own = int(board.translate(_DIGITS[bit])[::-1], 2)
    empty = int(board.translate(_EMPTY_DIGITS)[::-1], 2)
    rings = []
    seen = frontier = own
    for _ in range(FAR - 1):
        frontier = _spread(frontier) & empty & ~seen
        if not frontier:
            break
        seen |= frontier
        rings.append(frontier)
    return rings


def _reach(rings: list, cell: int) -> int:
    """The actions needed to put a piece on the empty ``cell`` (``FAR`` beyond the rings)."""
    bit = 1 << cell
    for k, ring in enumerate(rings):
        if ring & bit:
            return k + 1
    return FAR


# -- the lines through the seeds -------------------------------------------------------------------------------


def _lines(board, bit: int, rings: list, sows: int) -> list:
    """``(cost, seed, run, empty ends)`` of every line through a seed of ``bit`` that the enemy could flank.

    ``cost``: the enemy actions that put pieces on both ends (an enemy piece
    or the red line already there costs nothing); ``rings``: the enemy's
    (``_rings``); ``sows``: the enemy's reserve seeds, each of which can be
    sown on one end in one action. A line that reaches the blue line, or a
    column full of ``bit``'s pieces, cannot be flanked.
    """
    out = []
    for s in positions(board, bit | SEED):
        for d in (0, 1, 2):
            fwd = STEP[d]
            run = [s]
            n = fwd[s]
            while n >= 0 and n != s and board[n] & bit:
                run.append(n)
                n = fwd[n]
            if n == s or n == BLUE:
                continue
            back = STEP[d + 3]
            p = back[s]
            while p >= 0 and board[p] & bit:
                run.append(p)
                p = back[p]
            if p == BLUE:
                continue
            far = _reach(rings, n) if n >= 0 and not board[n] else 0
            near = _reach(rings, p) if p >= 0 and not board[p] else 0
            if sows:  # a seed sown on the farther end (on both with two)
                if far < near:
                    far, near = near, far
                far = min(far, 1)
                if sows > 1:
                    near = min(near, 1)
            out.append((far + near, s, run, [e for e in (n, p) if e >= 0 and not board[e]]))
    return out


def _seed_costs(board, bit: int, rings: list, sows: int) -> list:
    """The cost (see ``_lines``) of each seed of ``bit``: its cheapest line; cheapest first."""
    best = {}
    for cost, s, _, _ in _lines(board, bit, rings, sows):
        if cost < best.get(s, FAR * 2):
            best[s] = cost
    return sorted(best.get(s, FAR * 2) for s in positions(board, bit | SEED))


def value_of(board, reserve, lost, pairs, side: int, opening, actions=None) -> float:
    """How good ``board`` (with ``reserve``, ``lost``, the ``opening`` turns left and the pairs of empty cells in
    each column) is for ``side`` (0 Black, 1 White), who moves next with ``actions`` actions (by default, one per
    seed it has on the board)."""
    mine, theirs = (1, 2) if side == 0 else (2, 1)
    my_seeds = board.count(mine | SEED)
    their_seeds = board.count(theirs | SEED)
    value = (
        SEED_LOST * (lost[1 - side] - lost[side])
        + SEED_ON_BOARD * (my_seeds - their_seeds)
        + GRAIN * (board.count(mine) - board.count(theirs))
    )
    now = max(my_seeds, 1) if actions is None else actions
    theirs_next = max(their_seeds, 1)
    if now:  # the enemy seeds within reach: taken now if the actions suffice, else the nearer the better
        budget = now
        for cost in _seed_costs(board, theirs, _rings(board, mine), 0 if opening[side] else reserve[2 * side]):
            if cost <= budget:
                value += TAKE * SEED_LOST
                budget -= cost
            else:
                value += NEAR * SEED_LOST * DECAY ** (cost - now)
    parries = now  # the threats against the side to move: parried while it has actions, else taken
    enemy_sows = 0 if opening[1 - side] else reserve[2 * (1 - side)]
    for cost in _seed_costs(board, mine, _rings(board, theirs), enemy_sows):
        if cost <= theirs_next:
            if parries > 0:
                value -= PARRY
                parries -= 1
            else:
                value -= TAKE * SEED_LOST
        else:
            value -= NEAR * SEED_LOST * DECAY ** (cost - theirs_next)
    for x, p in enumerate(pairs):  # columns near saturation: the seeds in them
        if p <= 2:
            weight = SATURATION[p] * SEED_LOST
            for c in COLUMNS[x]:
                v = board[c]
                if v & SEED:
                    value += -weight if v & mine else weight
    return value


def evaluate(state) -> float:
    """How good a position between turns is for its side to move."""
    return value_of(state.board, state.reserve, state.lost, state._pairs, state.side, state.opening)


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
    changed = {X[c]} if src is None else {X[c], X[src]}
    changed.update(X[r] for r, _ in removed)
    board = bytes(b)
    pairs = list(state._pairs)
    for x in changed:
        pairs[x] = empty_pairs(board, x)
    return board, reserve, lost, pairs


# -- the actions worth a look ----------------------------------------------------------------------------------

KIND = {GROW: 1.0, GROW_SEED: 3.0, SOW: 2.0, MOVE: 0.0, TRIM: -3.0, RECOIL: -6.0}
TAKEN = (0.0, 1.0, 1.0, 0.0, 0.0, 100.0, 100.0)  # by piece byte: what taking it is worth at a glance
BONUS = 3.0


def _quick(state) -> list:
    """Every action of the position, scored at a glance: ``(score, key, seeds)``, best first.

    Captures first; then the actions on the lines through seeds: a piece put
    on an empty end of a line through an enemy seed (more for a cheaper
    line) or next to it; for its own lines in danger, a piece put on their
    ends, or one of their grains lifted (trimmed or moved).
    """
    side = state.side
    mine, theirs = (1, 2) if side == 0 else (2, 1)
    board = state.board
    reserve, opening = state.reserve, state.opening
    attack = _lines(board, theirs, _rings(board, mine), 0 if opening[side] else reserve[2 * side])
    defend = _lines(board, mine, _rings(board, theirs), 0 if opening[1 - side] else reserve[2 * (1 - side)])
    place = {}  # empty cell -> what putting a piece there is worth
    lift = {}  # own grain -> what lifting it is worth
    for cost, _, _, ends in attack:
        w = BONUS * 8.0 / (1 + cost)
        for e in ends:
            place[e] = place.get(e, 0.0) + w
            for n in NEIGH[e]:
                if not board[n]:
                    place[n] = place.get(n, 0.0) + w * 0.4
    their_actions = max(1, board.count(theirs | SEED))
    for cost, _, run, ends in defend:
        if cost <= their_actions + 1:
            w = BONUS * 6.0 / (1 + cost)
            for e in ends:
                place[e] = place.get(e, 0.0) + w
            for g in run:
                if not board[g] & SEED:
                    lift[g] = lift.get(g, 0.0) + w
    scored = []
    for key, (seeds, removed) in state._legal[1].items():
        kind, c, src = key
        score = KIND[kind]
        for _, v in removed:
            score += 10.0 * TAKEN[v] if v & theirs else -10.0 * TAKEN[v]
        if kind == TRIM:
            score += lift.get(c, 0.0)
        elif kind != RECOIL:
            score += place.get(c, 0.0)
            if src is not None:
                score += lift.get(src, 0.0)
            elif kind == SOW:
                score += 0.2 * _sow_score(board, c, mine, theirs)
        scored.append((-score, len(scored), key, seeds))
    scored.sort()
    return scored


def _sow_score(board, c: int, mine: int, theirs: int) -> float:
    """A quick guess at how good a seed sown on the empty cell ``c`` is: away from enemy pieces, from the red line
    and from the columns that hold seeds (one saturation would take them all), by its own pieces."""
    score = 0.0
    for n in BALL2[c]:
        v = board[n]
        if v & theirs:
            score -= 10.0
        elif v & mine:
            score += 1.0
    x = X[c]
    for y in COLUMNS[x]:
        if board[y] & SEED:
            score -= 8.0
    return score - (6.0 if x in (0, 18) else 0.0)


def _order(*widths: tuple, looked: int = LOOKED, reply: tuple | None = None, root: str | None = None):
    """The best-looking actions, best first: the ``looked`` best at a glance (``_quick``), each then judged by the
    board it leaves as if the turn ended there; in a turn of ``n`` actions, ``widths[n - 1][k]`` of them for its
    ``k + 1``-th action. With ``reply``: the widths for the turns of the side that is not ``root``."""

    def order(state, moves: list) -> list:
        table = widths if reply is None or state.to_move == root else reply
        if state.sow_only:
            width = table[0][0]
        else:
            actions = state.start[0].count(state._bits[0] | SEED)
            row = table[min(max(actions, 1), len(table)) - 1]
            width = row[min(max(actions - len(state.owed), 0), len(row) - 1)]
        index = state._legal[1]
        other = 1 - state.side
        opening = list(state.opening)
        opening[state.side] = max(0, opening[state.side] - 1)  # as it will be once the turn ends
        left = 0 if state.sow_only else len(state.owed) - 1  # the actions left after this one
        keyed = []
        for _, _, key, seeds in _quick(state)[:max(looked, width)]:
            after = _board_after(state, key, index[key][1])
            if left > 0:  # the turn goes on: judged for the mover, with the actions it has left
                value = -value_of(*after, state.side, state.opening, left)
            else:
                value = value_of(*after, other, opening)
            keyed.append((value, len(keyed), key, NAMES[min(seeds)] if len(seeds) > 1 else None))
        keyed.sort()
        return [Move(kind, NAMES[c], NAMES[src] if src is not None else None, seed)
                for _, _, (kind, c, src), seed in keyed[:width]]

    return order


GREEDY = Engine(evaluate=evaluate, order=_order((1,)))
ENGINES = {
    "easy": GREEDY,
    "medium": GREEDY,
    "hard": Engine(evaluate=evaluate, order=_order((6,), (5, 3), (4, 3, 2))),
}
EXPERT_WIDTHS = ((8,), (6, 4), (4, 3, 2))
EXPERT_REPLY = ((3,), (3, 2), (3, 2, 1))
EXPERT_LOOKED = 16
EXPERT_WORK_MS = 500  # the work Expert plans for, measured in processor time (see _expert_nodes) ...
EXPERT_MS = 700  # ... and the most it may take by the clock, if the machine is busy with other work
SETTINGS = {
    "easy": Level(depth=1, blunder=0.6),
    "medium": Level(depth=1, blunder=0.25),
    "hard": Level(depth=1),
    "expert": Level(depth=2, budget_ms=EXPERT_MS),
}


def _expert(state) -> Engine:
    """Expert's engine for a search from ``state``: narrower for the opponent's answers than for its own turn."""
    order = _order(*EXPERT_WIDTHS, looked=EXPERT_LOOKED, reply=EXPERT_REPLY, root=state.to_move)
    return Engine(evaluate=evaluate, order=order)


def _expert_nodes(state, engine: Engine) -> int:
    """A node budget for Expert's search from ``state`` that fits ``EXPERT_WORK_MS`` of processor time (so that
    a machine busy with other work does not make it shallower; the clock, ``EXPERT_MS``, is only a cap), set
    from the first node's work (listing and ordering the actions; a node further down costs less)."""
    started = time.process_time()
    engine.order(state, state.legal_moves())
    per_node = max(time.process_time() - started, 1e-4)
    return max(24, int(EXPERT_WORK_MS / 1000 / per_node))


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next action at ``level`` (called again in the same turn, it plays the rest of its plan;
    ``budget_ms``/``nodes`` override the level's budget)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=shown(level)))
    if state.is_over():
        raise ValueError(say("no_action_to_choose"))
    if level != "expert":
        return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
    engine = _expert(state)
    if nodes is None and budget_ms is None and not planned(state, level):
        nodes = _expert_nodes(state, engine)
    return choose(state, engine, SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
