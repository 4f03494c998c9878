"""The computer's Palanquée: four levels over the shared search (:mod:`pygames.search`).

A turn is several actions (one per seed owed); the search counts the whole
turn as one turn, so its width is bounded: at every step only the few best
actions by a quick score are tried (captures first: what an action removes,
enemy seeds above all; then the kind of action and where it goes), and
between turns the evaluation judges the position.

The evaluation, for the side to move: seeds (alive on the board or in
reserve, and on the board again since each there owes an action), grains on
the board, the best capture the side to move has now (it plays next) and
the pieces it has in columns near saturation.

- ``easy``: the search over the 3 best-looking actions a step, but a random
  turn half the time: it gives pieces away.
- ``medium``: the best-looking action at each step, no look at the end of
  the turn.
- ``hard``: the 7 best-looking actions a step, the whole turn searched and
  judged at its end (the opponent's captures then count against it).
- ``expert``: 10 a step, one turn and, within about 350 ms, two.

The sowing turns of the opening take one step, as any turn does. The same
``seed`` (and node budget) always gives the same action.

>>> from pygames.palanquee import State
>>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
>>> choose_move(s, "hard", seed=1) == choose_move(s, "hard", seed=1)
True

Not on the site yet: the levels do not pass the strength ladder (Hard loses
to Medium, and none takes the capture of the rules' first example above).
"""

from __future__ import annotations

from ..search import Engine, Level, choose
from .board import COLUMNS, GROW, GROW_SEED, INDEX as _CELL, MOVE, NAMES as _NAMES, RECOIL, SEED, SOW, TRIM, X
from .text import Move
from .words import say

LEVELS = ("easy", "medium", "hard", "expert")  # not on the site yet: see the package's __init__

SEED_ALIVE, SEED_ON_BOARD, GRAIN = 100.0, 15.0, 5.0
CAPTURE_SHARE = 0.6  # a capture the side to move has now counts for this much of what it takes
KIND_SCORE = {GROW: 3.0, GROW_SEED: 12.0, SOW: 6.0, MOVE: 0.0, TRIM: -8.0, RECOIL: -40.0}


def _taken(removed, mine: int) -> float:
    """What an action's removals are worth to the mover (enemy pieces gained, its own lost)."""
    value = 0.0
    for _, v in removed:
        worth = SEED_ALIVE + SEED_ON_BOARD if v & SEED else GRAIN + 6.0
        value += -worth if v & mine else worth
    return value


def _side_value(state, bit: int, k: int) -> float:
    board = state.board
    seeds = board.count(bit | SEED)
    grains = board.count(bit)
    alive = seeds + state.reserve[2 * k]
    return SEED_ALIVE * alive + SEED_ON_BOARD * seeds + GRAIN * grains


def evaluate(state) -> float:
    """How good a position between turns is for its side to move."""
    me = state.side
    mine, theirs = (1, 2) if me == 0 else (2, 1)
    value = _side_value(state, mine, me) - _side_value(state, theirs, 1 - me)
    index = state._legal[1]
    best = 0.0
    for (kind, c, src), (seeds, removed) in index.items():
        if removed and kind != MOVE or removed and src is not None:
            gain = _taken(removed, mine)
            if gain > best:
                best = gain
    value += CAPTURE_SHARE * best
    pairs = state._pairs
    board = state.board
    for x in range(19):
        if pairs[x] <= 1:
            for c in COLUMNS[x]:
                v = board[c]
                if v:
                    value += -1.5 if v & mine else 1.5
    return value


def _score(state, index, mine: int, key) -> float:
    kind, c, src = key
    score = KIND_SCORE[kind]
    removed = index[key][1]
    if removed:
        score += 10.0 * _taken(removed, mine)
    if kind != TRIM and kind != RECOIL and X[c] in (0, 18):
        score -= 4.0  # the red line counts for the capturer
    return score


def _order(*widths: int):
    """The best-looking actions by the quick score (captures first), best first: ``widths[k]`` of them
    when ``k + 1`` actions are left in the turn (the last width for more), so that a turn of three
    actions searches at most ``w3 * w2 * w1`` ends of turn."""

    def order(state, moves: list) -> list:
        width = widths[min(len(state.owed), len(widths)) - 1] if state.owed else widths[0]
        # One action per (kind, cell, source): which of the owing seeds spends it only matters
        # when they are in different plants, and then the first (in board order) is tried.
        index = state._legal[1]
        mine = 1 if state.side == 0 else 2
        if len(index) == len(moves):
            candidates = moves
        else:
            candidates = []
            for key, (seeds, _) in index.items():
                kind, c, src = key
                seed = _NAMES[min(seeds)] if len(seeds) > 1 else None
                candidates.append(Move(kind, _NAMES[c], _NAMES[src] if src is not None else None, seed))
        keyed = []
        for m in candidates:
            key = (m.kind, _CELL[m.cell], _CELL[m.source] if m.source else None)
            keyed.append((-_score(state, index, mine, key), len(keyed), m))
        keyed.sort()
        return [m for _, _, m in keyed[:width]]

    return order


ENGINES = {
    "easy": Engine(evaluate=evaluate, order=_order(2)),
    "medium": Engine(evaluate=evaluate, order=_order(1)),
    "hard": Engine(evaluate=evaluate, order=_order(4)),
    "expert": Engine(evaluate=evaluate, order=_order(3, 5, 7)),
}
SETTINGS = {
    "easy": Level(depth=1, blunder=0.5),
    "medium": Level(depth=1),
    "hard": Level(depth=1),
    "expert": Level(depth=1, budget_ms=1000),
}


def choose_move(state, level: str = "medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next action at ``level`` (called again in the same turn, it plays the rest of its plan)."""
    if level not in SETTINGS:
        raise ValueError(say("unknown_level", level=repr(level)))
    if state.is_over():
        raise ValueError(say("no_action_to_choose"))
    return choose(state, ENGINES[level], SETTINGS, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
