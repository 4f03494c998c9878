"""Palanquée's legal actions the slow, plain way: the oracle the engine's listing is held to.

Every action the rules allow in shape, in the engine's order, each played
whole on the board by the plain simulation (``State._simulate``: captures,
saturated columns, dead plants, the suicide test), with the opening, recoil
and ko rules applied here from the rules' text: no analysis cached, nothing
carried from the position before, no shortcut. Best asked about a fresh
copy of a position (``State.from_text(s.to_text())``).

>>> from pygames.palanquee import initial_state
>>> moves, index = legal(initial_state().play("sow K7").play("sow K12"))
>>> len(moves), [str(m) for m in moves[:3]]
(305, ['grow L7', 'grow-seed L7', 'grow L8'])
"""

from pygames.palanquee import State
from pygames.palanquee.board import GROW, GROW_SEED, MOVE, N, NAMES, NEIGH, PLACING, RECOIL, SEED, SOW, TRIM, components
from pygames.palanquee.text import Move


def legal(state):
    """``(moves, index)``: the legal actions as ``legal_moves`` lists them, and (kind, cell, source) -> (the
    seeds that may spend it, the pieces it removes), in the same order."""
    if state.is_over():
        return [], {}
    index, results = {}, {}
    for key, seeds in candidates(state):
        if key in index:  # next to two plants: the seeds of both may spend it
            index[key][0].extend(seeds)
            continue
        ok, removed, results[key] = played(state, key)
        if ok and not breaks_a_ko_rule(key, removed, state.ko):
            index[key] = (list(seeds), removed)
    for key, (seeds, removed) in list(index.items()):
        if results[key] == state.previous:  # the first ko rule: back to the end of the mover's previous turn
            keep = [s for s in seeds if not ends_the_turn(state, key, removed, s)]
            if keep:
                index[key] = (keep, removed)
            else:
                del index[key]
    moves = []
    for (kind, c, src), (seeds, _) in index.items():
        source = NAMES[src] if src is not None else None
        if len(seeds) == 1:
            moves.append(Move(kind, NAMES[c], source))
        else:
            moves += [Move(kind, NAMES[c], source, NAMES[s]) for s in sorted(seeds)]
    return moves, index


# -- the actions of the right shape ---------------------------------------------------------------


def mover(state):
    """(the mover's colour bit, the enemy's)."""
    return (1, 2) if state.to_move == "black" else (2, 1)


def near_enemy(state) -> set:
    """The cells closer than 3 to an enemy piece while the mover is under the opening rule (none after it)."""
    if state.opening[0 if state.to_move == "black" else 1] <= 0:
        return set()
    enemy = mover(state)[1]
    near = {i for i in range(N) if state.board[i] & enemy}
    for _ in range(2):
        near |= {n for x in near for n in NEIGH[x]}
    return near


def next_to(b, cells) -> list:
    """The empty cells next to ``cells``, sorted."""
    return sorted({n for x in cells for n in NEIGH[x] if not b[n]})


def parts_keep_a_seed(b, cells, gone) -> bool:
    """Whether every part left of the plant ``cells`` once the piece on ``gone`` is lifted holds a seed."""
    rest = set(cells) - {gone}
    while rest:
        part, todo = set(), [rest.pop()]
        while todo:
            x = todo.pop()
            part.add(x)
            for n in NEIGH[x]:
                if n in rest:
                    rest.discard(n)
                    todo.append(n)
        if not any(b[x] & SEED for x in part):
            return False
    return True


def candidates(state):
    """``(key, seeds)`` of each action of the right shape, in the engine's order: plant by plant (board order of
    their first cell), grow and grow a seed on each empty cell next to the plant, each grain's moves to the empty
    cells next to the rest of the plant, the trims, the recoils; then the sows. The opening rule keeps placed
    pieces 3 cells from the enemy's; an action of a plant is spent by its seeds that still owe, a sow by any."""
    b = state.board
    mine = mover(state)[0]
    k = 0 if mine == 1 else 2
    seeds_left, grains_left = state.reserve[k], state.reserve[k + 1]
    near = near_enemy(state)
    empties = [i for i in range(N) if not b[i] and i not in near]
    if state.sow_only:
        if seeds_left > 0:
            yield from (((SOW, c, None), [None]) for c in empties)
        return
    label, plants = components(b, mine)
    owing = {}
    for s in state.owed:
        owing.setdefault(label[s], []).append(s)
    for pid in sorted(owing):
        cells, seeds = plants[pid], owing[pid]
        grains = [c for c in cells if not b[c] & SEED]
        for c in next_to(b, cells):
            if c in near:
                continue
            if grains_left > 0:
                yield (GROW, c, None), seeds
            if seeds_left > 0:
                yield (GROW_SEED, c, None), seeds
        for g in grains:
            rest = [x for x in cells if x != g]
            yield from (((MOVE, c, g), seeds) for c in next_to(b, rest) if c not in near)
        yield from (((TRIM, g, None), seeds) for g in grains)
        plant_seeds = [c for c in cells if b[c] & SEED]
        if len(plant_seeds) >= 2:
            yield from (((RECOIL, s, None), seeds) for s in plant_seeds if parts_keep_a_seed(b, cells, s))
    if seeds_left > 0:
        yield from (((SOW, c, None), list(state.owed)) for c in empties)


# -- playing one action, and the ko rules ------------------------------------------------------------


def played(state, key):
    """``(legal by the suicide rule, removed pieces, (board, lost seeds) after)`` of the action ``key``."""
    kind, c, src = key
    sim = state._simulate(kind, c, src)
    lost = list(state.lost)
    for _, v in sim.removed:
        if v & SEED:
            lost[0 if v & 1 else 1] += 1
    return sim.flank is None, sim.removed, (sim.board, tuple(lost))


def breaks_a_ko_rule(key, removed, ko) -> bool:
    """The second ko rule: a placement that takes back, alone, the piece that took one of ours alone on that
    cell in the opponent's previous turn (``ko``: their (placed, captured) cells)."""
    kind, c, _ = key
    return kind in PLACING and len(removed) == 1 and (removed[0][0], c) in ko


def ends_the_turn(state, key, removed, seed) -> bool:
    """Whether the turn ends with ``key`` spent by ``seed`` (the first ko rule forbids it only then): the game
    goes on, and it was the last action owed, or no other owed action has a legal use."""
    after = state._after(key, removed, seed)
    if after.is_over():
        return False
    return state.sow_only or not after.owed or not legal(State.from_text(after.to_text()))[0]
