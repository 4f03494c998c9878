"""The legal actions of a position, and why an action is refused.

``LegalActions`` is the part of the ``State`` that lists the actions
(``legal_moves``, ``targets``) and checks one (``check``, with the rule that
forbids it in words). The rules it applies are in the package docstring.

>>> from pygames.palanquee import initial_state
>>> state = initial_state().play("sow K7").play("sow K12")
>>> len(state.legal_moves()), sorted(state.targets("grow"))[:3]
(305, ['J7', 'J8', 'K6'])
"""

from __future__ import annotations

from itertools import chain, islice


from .. import IllegalMove
from .board import (
    GROW, GROW_SEED, INDEX, KINDS, MOVE, N, NAMES, NEIGH, PLACING, RECOIL, SEED, SOW, TRIM, ZOBRIST, lazy, X,
    positions, rings,
)
from .captures import AROUND, COMPLEX, FREE, MISSING, PLAINLY_FREE, cell_classes, moved_cutting, plainly_free
from .text import Move, as_move, bare, cell_index
from ..game import other
from .words import cells_words, end_words, name, or_words, owed_words, run_words, say, shown


_new_tuple = tuple.__new__  # a Move made without the checks of its constructor


class _MoveTable(dict):
    """(kind, cell, source) -> its ``Move``, made once; ``seed``: the seed written in them (a cell number), or None.

    A plant lists its moves by cell from two views of the table: ``put[kind][cell]`` for the actions on one cell
    (``_PLANT_KINDS``) and ``moves_from(grain)[dest]`` for a grain's moves.

    >>> _MOVES[("move", 0, 1)], _seeded(5)[("sow", 0, None)]
    (Move(kind='move', cell='S1', source='S2', seed=None), Move(kind='sow', cell='S1', source=None, seed='S6'))
    >>> _seeded(5).put[GROW][0], _seeded(5).moves_from(1)[0]
    (Move(kind='grow', cell='S1', source=None, seed='S6'), Move(kind='move', cell='S1', source='S2', seed='S6'))
    """

    def __init__(self, seed=None):
        super().__init__()
        self.seed = NAMES[seed] if seed is not None else None
        self.put = {kind: _CellMoves(kind, self) for kind in _PLANT_KINDS}
        self._grains: dict = {}  # grain -> the _CellMoves of its moves

    def __missing__(self, key) -> Move:
        kind, c, src = key
        m = self[key] = _new_tuple(Move, (kind, NAMES[c], NAMES[src] if src is not None else None, self.seed))
        return m

    def moves_from(self, g: int) -> dict:
        """dest -> the ``Move`` of the grain ``g`` to ``dest``."""
        moves = self._grains.get(g)
        if moves is None:
            moves = self._grains[g] = _CellMoves(MOVE, self, g)
        return moves


class _CellMoves(dict):
    """cell -> the ``Move`` of ``kind`` there (from ``src``) in ``table`` (a ``_MoveTable``), made once."""

    def __init__(self, kind, table, src=None):
        super().__init__()
        self.kind, self.table, self.src = kind, table, src

    def __missing__(self, c) -> Move:
        m = self[c] = self.table[(self.kind, c, self.src)]
        return m


_PLANT_KINDS = (GROW, GROW_SEED, TRIM, RECOIL)  # a plant's actions on one cell (a grain's moves are apart)
_MOVES = _MoveTable()
_moves_of = _MOVES.__getitem__  # map(_moves_of, keys): the Moves of index keys
_SEEDED: dict = {}  # seed -> the _MoveTable of the Moves that write it


def _seeded(seed: int) -> _MoveTable:
    """The table of the Moves that write ``seed`` (the seed that spends them)."""
    table = _SEEDED.get(seed)
    if table is None:
        table = _SEEDED[seed] = _MoveTable(seed)
    return table


def _listed(index, seeds: list) -> list:
    """The ``Move`` of each key of ``index`` (keys), all spent by ``seeds``: one per seed, written, when there are several.

    >>> _listed({("trim", 1, None): None}, [20, 0])
    [Move(kind='trim', cell='S2', source=None, seed='S1'), Move(kind='trim', cell='S2', source=None, seed='R5')]
    """
    if len(seeds) == 1:
        return list(map(_moves_of, index))
    return _per_seed(seeds, lambda table: map(table.__getitem__, index))


def _per_seed(seeds: list, row_of) -> list:
    """The moves of actions that several ``seeds`` may spend: one per seed for each action, the seeds in board
    order; ``row_of(table)``: the actions' Moves, in order, from one seed's ``_MoveTable``."""
    rows = [row_of(_seeded(s)) for s in sorted(seeds)]
    return list(chain.from_iterable(zip(*rows)))


class _Table:
    """A listing kept as a table: ``index`` (key -> (seeds, removed)), its keys that remove pieces, its moves and
    ``seeds``: the list of seeds that spends all of them (None when they differ)."""

    __slots__ = ("index", "taking", "moves", "seeds", "watched", "kept")

    def __init__(self, index: dict, taking: list, moves, seeds=None, watched=None, kept=False):
        self.index, self.taking, self.moves, self.seeds, self.watched, self.kept = index, taking, moves, seeds, watched, kept

    def keys(self):
        return self.index

    def record(self, key):
        return self.index.get(key)

    def capturing(self, cells=None) -> list:
        """The keys that remove pieces (those whose cell is in ``cells``, when given)."""
        return self.taking if cells is None else [key for key in self.taking if key[1] in cells]

    def dying(self, differ) -> list:
        """The keys that remove the piece they put down, on a cell not in ``differ`` (a moved grain, from a cell in
        ``differ``, next to the parts its lifting cuts off only; a piece that fills its column)."""
        index = self.index
        out = []
        for key in self.taking:
            kind, c, src = key
            if kind in PLACING and c not in differ and (src is None or src in differ):
                if any(r == c for r, _ in index[key][1]):
                    out.append(key)
        return out


class _Plant:
    """The actions of one plant whose empty neighbours are all ``FREE`` (``_plant_actions``), kept compact: the
    listing is made from the plant's cells, and one action's record (the seeds that may spend it, what it removes)
    only when asked (``record``). Every action of the plant is legal; only moving or trimming a grain of ``cuts``
    removes pieces (the parts it cuts off, as ``_move_cutting`` finds them).
    """

    __slots__ = ("board", "mine", "seeds", "entry", "cells", "solo", "frontier", "grains", "cuts", "recoils", "kinds",
                 "watched", "moves", "_grain_cells", "_cut")
    kept = True

    def __init__(self, b, mine, seeds, cells, solo, cuts, kills, grains_left, seeds_left):
        self.board, self.mine, self.seeds, self.entry, self.cells, self.solo, self.cuts = b, mine, seeds, (seeds, ()), cells, solo, cuts
        self.frontier = frontier = sorted(solo)
        self.grains = grains = [c for c in cells if not b[c] & SEED]
        self.recoils = [s for s in cells if b[s] & SEED and s not in kills] if len(cells) - len(grains) >= 2 else ()
        self.kinds = (GROW,) * (grains_left > 0) + (GROW_SEED,) * (seeds_left > 0)
        self.watched = (cells, solo)
        self._grain_cells = self._cut = None
        self.moves = self._moves_with(_MOVES) if len(seeds) == 1 else _per_seed(seeds, self._moves_with)

    def _moves_with(self, table) -> list:
        """The plant's moves in the listing's order, from ``table`` (a ``_MoveTable``: that of one seed, or ``_MOVES``)."""
        put, moves_from = table.put, table.moves_from
        frontier, solo = self.frontier, self.solo
        moves = []
        if len(self.kinds) == 2:
            grow, grow_seed = put[GROW], put[GROW_SEED]
            for dest in frontier:
                moves += (grow[dest], grow_seed[dest])
        elif self.kinds:
            moves += map(put[self.kinds[0]].__getitem__, frontier)
        skipped = self._skipped()
        for g in self.grains:  # each grain's row: every destination but those that touch the plant only by it
            start = len(moves)
            moves += map(moves_from(g).__getitem__, frontier)
            for i in skipped.get(g, ()):
                del moves[start + i]
        moves += map(put[TRIM].__getitem__, self.grains)
        moves += map(put[RECOIL].__getitem__, self.recoils)
        return moves

    def _skipped(self) -> dict:
        """Grain -> the places in ``frontier`` (last first) of the destinations its moves skip: those that touch the
        plant by that grain only."""
        skipped = {}
        solo = self.solo
        for i, dest in enumerate(self.frontier):
            g = solo[dest]
            if g >= 0:
                places = skipped.get(g)
                if places is None:
                    skipped[g] = [i]
                else:
                    places.insert(0, i)
        return skipped

    def keys(self):
        """The keys of the plant's actions, in the listing's order."""
        solo = self.solo
        for dest in self.frontier:
            for kind in self.kinds:
                yield kind, dest, None
        for g in self.grains:
            for dest in self.frontier:
                if solo[dest] != g:
                    yield MOVE, dest, g
        for g in self.grains:
            yield TRIM, g, None
        for s in self.recoils:
            yield RECOIL, s, None

    def record(self, key):
        """``(seeds, removed)`` of the action ``key``, or None when it is not one of the plant's."""
        kind, c, src = key
        if kind == MOVE:
            if c not in self.solo or self.solo[c] == src or src not in self._grain_set():
                return None
            return self._move(c, src) if src in self.cuts else self.entry
        if kind == TRIM:
            return (self.seeds, self._lost_by(c)) if c in self._grain_set() else None
        if kind == RECOIL:
            return self.entry if c in self.recoils else None
        return self.entry if kind in self.kinds and c in self.solo else None

    def capturing(self, cells=None) -> list:
        """The keys of the actions that remove pieces (those whose cell is in ``cells``, when given): trimming a
        grain of ``cuts``, and the moves of one that leave a part cut off."""
        cuts, solo = self.cuts, self.solo
        if not cuts:
            return []
        if cells is None:
            trims, dests = cuts, self.frontier
        else:
            trims, dests = [c for c in cells if c in cuts], [c for c in cells if c in solo]
        out = [(TRIM, g, None) for g in trims]
        for dest in dests:
            for g in cuts:
                if solo[dest] != g and self._move(dest, g)[1]:
                    out.append((MOVE, dest, g))
        return out

    def dying(self, differ) -> list:
        """The keys of the moves whose grain dies with the parts its lifting cuts off, on a cell not in ``differ``,
        that may bring back a board that differs from this one on ``differ`` (the cells of the grain and of those
        parts, exactly: they all go, and nothing else changes)."""
        cuts, solo = self.cuts, self.solo
        out = []
        for g in differ:
            if g not in cuts:
                continue
            doomed = self._cut_off(g)[0]
            if len(doomed) + 1 != len(differ) or not doomed <= differ:
                continue
            for dest in self.frontier:
                if solo[dest] != g and dest not in differ and not doomed.isdisjoint(NEIGH[dest]):
                    if any(r == dest for r, _ in self._move(dest, g)[1]):
                        out.append((MOVE, dest, g))
        return out

    def _grain_set(self) -> set:
        """The plant's grains as a set (made on the first question about one)."""
        if self._grain_cells is None:
            self._grain_cells = set(self.grains)
        return self._grain_cells

    def _cut_off(self, g) -> tuple:
        """``(doomed, lost)`` of lifting the grain ``g``: the cells of the parts it cuts off (a frozenset) and the
        pieces on them (board order), made once; both empty when it cuts nothing off."""
        if self._cut is None:
            self._cut = {}
        found = self._cut.get(g)
        if found is None:
            dead = self.cuts.get(g)
            doomed = frozenset().union(*dead) if dead else frozenset()
            b = self.board
            found = self._cut[g] = (doomed, tuple(sorted((x, b[x]) for x in doomed)))
        return found

    def _lost_by(self, g) -> tuple:
        """The pieces that lifting the grain ``g`` leaves without a seed (board order), or ()."""
        return self._cut_off(g)[1]

    def _move(self, dest, g):
        """The record of the move of the cut grain ``g`` to ``dest``: the parts cut off die, unless the grain goes
        next to them (as ``_move_cutting`` finds)."""
        doomed, lost = self._cut_off(g)
        dead = self.cuts[g]
        b = self.board
        mine = self.mine
        if doomed.isdisjoint(NEIGH[dest]):
            return (self.seeds, lost)
        for n in NEIGH[dest]:
            if n != g and b[n] & mine and n not in doomed:  # by a live piece: the parts it touches live
                return (self.seeds, () if len(dead) == 1 else moved_cutting(b, mine, FREE, dest, g, dead, doomed)[1])
        return (self.seeds, tuple(sorted(lost + ((dest, mine),))))  # the grain dies with them


def _record(parts, changed, key):
    """The record of ``key`` in a listing (``LegalActions._listing``'s parts and changed records), or None."""
    if key in changed:
        return changed[key]
    for part in parts:
        entry = part.record(key)
        if entry is not None:
            return entry
    return None


def _whole(dest):
    """The analysis of every cell in a position that is not clean: none, the action is simulated whole."""
    return COMPLEX


def _plants_owing(b, mine: int, owed, known=None, record=None) -> list:
    """``(cells, seeds, solo, cuts, kills)`` of each plant holding seeds in ``owed``: its cells in board order, those
    seeds in ``owed``'s order, each empty cell next to it -> the one cell of the plant it touches, or -1 (several),
    its grains that cut parts off (``_cut_parts``) and, in a plant of two seeds or more, its seeds whose removal
    leaves a part without a seed (those of ``_cut_kills``); the plants in board order of their first cell (as
    ``plant_components`` numbers them).

    ``known``: seed -> ``(cells, solo, cells as a set or dict, cuts, kills)`` of plants known to be as they were
    (taken, not searched); ``record``: a dict that gets the same for every seed in ``owed``.

    >>> b = bytearray(313); b[10] = b[12] = 5; b[11] = 1; b[40] = 5
    >>> [(cells, seeds) for cells, seeds, *_ in _plants_owing(b, 1, (40, 12, 10))]
    [([10, 11, 12], [12, 10]), ([40], [40])]
    >>> sorted(_plants_owing(b, 1, (12,))[0][2].items())
    [(9, 10), (13, 12), (26, 10), (27, -1), (28, -1), (29, 12)]
    """
    plants = []
    for s in owed:
        for cells, seeds, solo, inside, cuts, kills in plants:
            if s in inside:
                seeds.append(s)
                break
        else:
            if known and s in known:
                cells, solo, inside, cuts, kills = known[s]
            else:
                cells, solo, inside, cuts, kills = _search(b, s, mine)
            plants.append((cells, [s], solo, inside, cuts, kills))
    if len(plants) > 1:
        plants.sort(key=lambda plant: plant[0][0])
    if record is not None:
        for cells, seeds, solo, inside, cuts, kills in plants:
            for s in seeds:
                record[s] = (cells, solo, inside, cuts, kills)
    return [(cells, seeds, solo, cuts, kills) for cells, seeds, solo, _, cuts, kills in plants]


def _search(b, seed: int, mine: int):
    """The plant of ``seed`` by one depth-first search: ``(cells, solo, inside, cuts, kills)`` as ``_plants_owing``
    gives them (``inside``: cell -> its place in the search).

    The cut parts and the seeds that kill are found as ``_cut_parts`` and ``_cut_kills`` find them (Tarjan's cut
    vertices, from a seed), while the search looks at each cell's neighbours.

    >>> b = bytearray(313); b[10] = 5; b[11] = b[12] = 1
    >>> _search(b, 10, 1)[3]
    {11: [frozenset({12})]}
    """
    inside = {seed: 0}  # depth-first order
    order = [seed]  # the cells by that order; the lists below are indexed by it too
    low = [0]  # the earliest cell reached from the subtree
    seeded = [1]  # seeds in the subtree
    solo = {}
    cuts = {}
    kills = set()
    apart = {}  # seed -> the seeds in the parts its removal would cut off
    stack = [(0, seed, iter(NEIGH[seed]))]
    while stack:
        k, x, around = stack[-1]
        for n in around:
            v = b[n]
            if not v:
                solo[n] = -1 if n in solo else x
            elif v & mine:
                j = inside.get(n)
                if j is None:
                    j = inside[n] = len(order)
                    order.append(n)
                    low.append(j)
                    seeded.append(1 if v & SEED else 0)
                    stack.append((j, n, iter(NEIGH[n])))
                    break
                if j < low[k]:
                    low[k] = j
        else:
            stack.pop()
            if stack:  # the subtree of x is order[k:], all of it found now
                p, parent, _ = stack[-1]
                if low[k] < low[p]:
                    low[p] = low[k]
                seeded[p] += seeded[k]
                if low[k] >= p:  # lifting the parent cuts the subtree off
                    if b[parent] & SEED:
                        if seeded[k]:
                            apart[parent] = apart.get(parent, 0) + seeded[k]
                        else:
                            kills.add(parent)
                    elif not seeded[k]:
                        cuts.setdefault(parent, []).append(frozenset(order[k:]))
    for parts in cuts.values():
        if len(parts) > 1:
            parts.sort(key=min)
    total = seeded[0]
    if total >= 2:  # a seed whose removal leaves no seed in the part that holds the first one
        kills.update(s for s in apart if s != seed and total - 1 - apart[s] == 0)
    return sorted(order), solo, inside, cuts, kills


class LegalActions:
    """The legal actions part of ``State`` (a mixin)."""

    __slots__ = ()

    @lazy
    def _listing(self):
        """``(moves, parts, changed)``: the legal actions as ``legal_moves`` lists them; the plants' listings
        (``_plant_actions``) and the sows' (a ``_Table``), in order; the records that differ from the parts'
        (a key next to two plants: spent by the seeds of both; a key the ko rules change, or strike: None).

        Each plant's actions in turn (grow and grow a seed on each empty cell next to it, each grain's moves,
        the trims, the recoils), then the sows; each plant's listing kept from the position before when
        nothing it depends on changed (``_plants_known``).
        """
        if self._over:
            return [], [], {}
        k = 2 * self.side
        seeds_left, grains_left = self.reserve[k], self.reserve[k + 1]
        near = self._near_enemy
        parts = []
        changed = {}
        if self.sow_only:
            everyone = [None]
        else:
            everyone = list(self.owed)
            seen = self.__dict__["_plants_seen"] = {}  # carried to the next position (see _after)
            owing = _plants_owing(self.board, self._bits[0], self.owed, self.__dict__.get("_plants_carried"), seen)
            known = self._plants_known
            around = set()  # the empty cells next to the plants listed so far
            for cells, seeds, solo, cuts, kills in owing:
                plant_key = (tuple(cells), tuple(seeds), grains_left > 0, seeds_left > 0)
                part = known.get(plant_key)
                if part is None or near:
                    part = self._plant_actions(seeds, cells, solo, cuts, kills, grains_left, seeds_left, near)
                    if part.kept and not near:
                        known[plant_key] = part
                if around and not around.isdisjoint(solo):  # a cell next to two plants: both seeds may grow there
                    for dest in around.intersection(solo):
                        for kind in (GROW, GROW_SEED):
                            key = (kind, dest, None)
                            entry = part.record(key)
                            if entry is not None:
                                first = _record(parts, changed, key)
                                if first is not None:
                                    changed[key] = (first[0] + entry[0], first[1])
                parts.append(part)
                if len(owing) > 1:
                    around.update(solo)
        if seeds_left > 0:
            sows, taking = {}, []
            self._sows(sows, taking, everyone, near)
            parts.append(_Table(sows, taking, _listed(sows, everyone), everyone))
        # the two ko rules
        prev = self._previous_key
        ko = self.ko
        if prev is not None or ko:
            differ = self._previous_cells if prev is not None else ()
            diff = len(differ)
            # an action meets a rule only on a cell that differs from the previous board, or where a piece was taken,
            # unless the piece it puts down goes too (below); in a position that is not clean every action clears the
            # saturated columns (the piece it puts down perhaps with them), so each is looked at
            clean = self._is_clean
            cells = set(differ).union(taken for _, taken in ko) if ko else differ
            if not clean:
                keys = [key for part in parts for key in part.keys()]
            elif prev is not None and diff <= 2:
                keys = [key for part in parts for key in part.keys() if key[1] in cells]
            else:
                keys = [key for part in parts for key in part.capturing(cells)]
            dying = ()
            if clean and diff and all(self.board[x] for x in differ):
                # an action whose own piece goes too (a grain moved next to the parts it cuts off only, dying with
                # them; a piece that fills its column) leaves its cell as it was: it brings the previous board back
                # when it takes off every piece that differs (and, a move, lifts one), so only when each is on the board
                dying = [key for part in parts for key in part.dying(differ)]
                keys += dying
            for key in keys:
                seeds, removed = _record(parts, changed, key) or (None, None)
                if seeds is None:  # listed twice (a cell next to two plants), already struck out
                    continue
                kind, c, src = key
                if ko and kind in PLACING and len(removed) == 1 and (removed[0][0], c) in ko:
                    changed[key] = None
                    continue
                if (
                    prev is not None and (c in differ or not clean or key in dying) and len(removed) + 2 >= diff
                    and self._same_as_previous(key, removed)
                ):
                    keep = [s for s in seeds if not self._ends_turn(key, removed, s)]
                    changed[key] = (keep, removed) if keep else None
        if not changed:
            if len(parts) == 1:
                return parts[0].moves, parts, changed
            moves = []
            for part in parts:
                moves += part.moves
            return moves, parts, changed
        moves = []
        done = set()  # the changed keys listed
        for part in parts:
            listed = part.moves
            ours = [key for key in changed if part.record(key) is not None]  # the changed actions of this part
            if not ours:
                moves += listed
                continue
            # a key's moves in the part's listing: one per seed of the part (board order), found by the first one
            width = len(part.seeds)
            table = _seeded(min(part.seeds)) if width > 1 else _MOVES
            at = 0
            for i, key in sorted((listed.index(table[key]), key) for key in ours):
                moves += listed[at:i]
                at = i + width
                if key not in done:
                    done.add(key)
                    if changed[key] is not None:
                        moves += _listed((key,), changed[key][0])
            moves += listed[at:]
        return moves, parts, changed

    def _entry(self, key):
        """``(seeds that may spend it, removed pieces)`` of the legal action ``key`` (kind, cell, source), or None."""
        _, parts, changed = self._listing
        return _record(parts, changed, key)

    @lazy
    def _legal(self):
        """(moves, index): index maps (kind, cell, source) -> (seeds that may spend it, removed pieces), in order."""
        moves = self._listing[0]
        index = {}
        for m in moves:
            key = (m.kind, INDEX[m.cell], INDEX[m.source] if m.source else None)
            if key not in index:
                index[key] = self._entry(key)
        return moves, index

    @lazy
    def _plants_known(self) -> dict:
        """``_plant_actions`` results kept from earlier positions of the turn (see ``_after``)."""
        return {}

    def _sows(self, index: dict, capturing: list, seeds: list, near) -> None:
        """Add the legal sows (spent by ``seeds``) to ``index``."""
        b = self.board
        cache = self._analyses
        fresh = self._fresh_analysis if self._is_clean else _whole
        for dest in positions(b, 0):  # the empty cells
            if dest not in near:
                key = (SOW, dest, None)
                if key in index:  # cannot happen (a sow is listed once), kept for the shape
                    index[key] = (index[key][0] + seeds, index[key][1])
                    continue
                a = cache.get(dest, MISSING)
                if a is MISSING:
                    a = fresh(dest)
                if a is COMPLEX:
                    ok, removed = self._outcome(SOW, dest)
                else:
                    ok, removed = a.ok, a.removed
                if ok:
                    index[key] = (seeds, removed)
                    if removed:
                        capturing.append(key)

    def _plant_actions(self, seeds: list, cells: list, solo: dict, cuts: dict, kills: set, grains_left: int,
                       seeds_left: int, near):
        """The legal actions of one plant (``solo``: its empty neighbours, ``cuts``: its grains that cut parts off,
        ``kills``: its seeds that may not recoil, as ``_plants_owing`` gives them), spent by
        ``seeds``, in the listing's order: a ``_Plant`` or a ``_Table`` (``moves``, ``keys()``,
        ``record(key)``, ``capturing(cells)``, ``dying(differ)``; ``watched``: the plant's cells and its empty
        neighbours, two collections). ``kept``: whether the result depends only on the plant itself and on the cells
        watched: no capture, no full simulation; then it stays true while none of those cells is touched
        (``_touched``; a piece removed is a changed cell like any other).

        The common case (out of the opening, where putting a piece on any empty cell next to the
        plant captures nothing and is safe: ``FREE``) is a ``_Plant``; any other goes to
        ``_plant_actions_any``.
        """
        if near or not self._is_clean or not self._all_free(solo):
            return self._plant_actions_any(seeds, cells, grains_left, seeds_left, near)
        return _Plant(self.board, self._bits[0], seeds, cells, solo, cuts, kills, grains_left, seeds_left)

    def _all_free(self, cells) -> bool:
        """Whether putting one of the mover's pieces on each of these empty cells is ``FREE``."""
        cache = self._analyses
        pairs = self._pairs
        classes = None
        for dest in cells:
            a = cache.get(dest, MISSING)
            if a is FREE:
                continue
            if a is not MISSING:
                return False
            # _analyse_on's first tests, by the look of the cells around it (plainly_free) and a column far from
            # saturation: FREE
            if pairs[X[dest]] > 2:
                if classes is None:
                    classes = cell_classes(self.board, self._bits[0])
                around = AROUND[dest](classes)
                free = PLAINLY_FREE.get(around)
                if free is None:
                    free = PLAINLY_FREE[around] = plainly_free(around)
                if free:
                    cache[dest] = FREE
                    continue
            if self._fresh_analysis(dest) is not FREE:
                return False
        return True

    def _plant_actions_any(self, seeds: list, cells: list, grains_left: int, seeds_left: int, near):
        """``_plant_actions`` in any position (the opening rule, captures, flanked runs, saturation).

        In a position that is not clean (a saturated column or a flanked run on the board, as only a
        position set up can have), every action is simulated whole (``_outcome``).
        """
        b = self.board
        clean = self._is_clean
        cache = self._analyses
        fresh = self._fresh_analysis if clean else _whole
        outcome = self._outcome
        complex_ = COMPLEX
        index = {}
        capturing = []
        kept = clean
        count, last = {}, {}
        for c in cells:
            for n in NEIGH[c]:
                if not b[n]:
                    count[n] = count.get(n, 0) + 1
                    last[n] = c
        frontier = sorted(count) if not near else [d for d in sorted(count) if d not in near]
        grains = [c for c in cells if not b[c] & SEED]
        # per destination: (cell, the one grain it touches or -1, analysis, ok, removed, sensitive)
        info = []
        plain = True  # no destination needs the full simulation or depends on which grain moves
        for dest in frontier:
            a = cache.get(dest, MISSING)
            if a is MISSING:
                a = fresh(dest)
            solo = last[dest] if count[dest] == 1 else -1
            if a is complex_:
                plain = kept = False
                info.append((dest, solo, a, False, (), None))
            else:
                if a.sensitive:
                    plain = False
                if a.removed:
                    kept = False
                info.append((dest, solo, a, a.ok, a.removed, a.sensitive))
            if a is complex_:
                for kind, left in ((GROW, grains_left), (GROW_SEED, seeds_left)):
                    if left > 0:
                        ok, removed = outcome(kind, dest)
                        if ok:
                            index[(kind, dest, None)] = (seeds, removed)
                            if removed:
                                capturing.append((kind, dest, None))
            elif a.ok:
                entry = (seeds, a.removed)
                if grains_left > 0:
                    index[(GROW, dest, None)] = entry
                if seeds_left > 0:
                    index[(GROW_SEED, dest, None)] = entry
                if a.removed:
                    if grains_left > 0:
                        capturing.append((GROW, dest, None))
                    if seeds_left > 0:
                        capturing.append((GROW_SEED, dest, None))
        plant_kills = self._kills(cells[0])
        if plain:
            ok_dests = [(dest, solo, (seeds, removed)) for dest, solo, _, ok, removed, _ in info if ok]
            taking = [(dest, solo) for dest, solo, entry in ok_dests if entry[1]]
        for g in grains:
            if g in plant_kills:
                dead = self._lift_dead(g)
                doomed = frozenset().union(*dead)
                lost = tuple(sorted((x, b[x]) for x in doomed))  # the parts cut off die
                for dest, solo, a, ok, removed, sensitive in info:
                    if solo == g:
                        continue
                    if sensitive is None or g in sensitive:
                        kept = False
                        ok, removed = outcome(MOVE, dest, g)
                    elif removed or not doomed.isdisjoint(NEIGH[dest]) or not ok and sensitive & doomed:
                        if not ok:
                            kept = False  # it may need the full simulation
                        ok, removed = self._move_cutting(a, dest, g, dead, doomed)
                    else:  # as _move_cutting finds: the grain stays by the plant, only the cut parts go
                        removed = lost
                    if ok:
                        key = (MOVE, dest, g)
                        index[key] = (seeds, removed)
                        if removed:
                            capturing.append(key)
            elif plain:
                index.update({(MOVE, dest, g): entry for dest, solo, entry in ok_dests if solo != g})
                if taking:
                    capturing.extend((MOVE, dest, g) for dest, solo in taking if solo != g)
            else:
                for dest, solo, a, ok, removed, sensitive in info:
                    if solo == g:
                        continue
                    if sensitive is None or (sensitive and g in sensitive):
                        kept = False
                        ok, removed = outcome(MOVE, dest, g)
                    if ok:
                        index[(MOVE, dest, g)] = (seeds, removed)
                        if removed:
                            capturing.append((MOVE, dest, g))
        for g in grains:
            if g in plant_kills or not clean:
                ok, removed = outcome(TRIM, g)
                if ok:
                    index[(TRIM, g, None)] = (seeds, removed)
                    if removed:
                        capturing.append((TRIM, g, None))
            else:
                index[(TRIM, g, None)] = (seeds, ())
        plant_seeds = [c for c in cells if b[c] & SEED]
        if len(plant_seeds) >= 2:
            for s in plant_seeds:
                if s in plant_kills:
                    continue
                if clean:
                    index[(RECOIL, s, None)] = (seeds, ())
                    continue
                ok, removed = outcome(RECOIL, s)
                if ok:
                    index[(RECOIL, s, None)] = (seeds, removed)
                    if removed:
                        capturing.append((RECOIL, s, None))
        return _Table(index, capturing, _listed(index, seeds), seeds, (cells, count), kept)

    def _result_key(self, key, removed):
        kind, c, src = key
        mine = self._bits[0]
        h = self._zhash
        b = self.board
        if kind == GROW:
            h ^= ZOBRIST[8 * c + mine]
        elif kind in (GROW_SEED, SOW):
            h ^= ZOBRIST[8 * c + (mine | SEED)]
        elif kind == MOVE:
            h ^= ZOBRIST[8 * c + mine] ^ ZOBRIST[8 * src + mine]
        else:
            h ^= ZOBRIST[8 * c + b[c]]
        lost = list(self.lost)
        for r, v in removed:
            h ^= ZOBRIST[8 * r + v]
            if v & SEED:
                lost[0 if v & 1 else 1] += 1
        return h, tuple(lost)

    def _same_as_previous(self, key, removed) -> bool:
        if self._result_key(key, removed) != self._previous_key:
            return False
        after = self._after(key, removed, None)
        return (after.board, after.lost) == self.previous

    def _ends_turn(self, key, removed, seed) -> bool:
        after = self._after(key, removed, seed)
        if after.is_over():
            return False
        return self.sow_only or not after.owed or not after._listing[0]

    def legal_moves(self) -> list:
        """Every legal action now (each a ``Move``; a seed is written when several could spend it)."""
        return list(self._listing[0])

    def has_legal_move(self) -> bool:
        return bool(self._listing[0])

    def _spender(self, move: Move):
        """The seed (cell number, or None in a sowing turn) that a listed ``move`` spends."""
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seeds = self._entry((kind, c, src))[0]
        return INDEX[move.seed] if move.seed else seeds[0]

    def targets(self, kind: str, seed: str | None = None, source: str | None = None) -> set:
        """The cells an action of ``kind`` can take now, for highlighting.

        ``grow``, ``grow-seed``, ``sow``: the empty cells it may fill;
        ``trim``, ``recoil``: the pieces it may remove; ``move``: the grains
        that can move, or with ``source`` that grain's destinations.
        ``seed`` keeps the actions that seed's owed action may spend.
        """
        if kind not in KINDS:
            raise ValueError(say("unknown_kind", kinds=", ".join(KINDS), kind=shown(kind)))
        want = cell_index(seed) if seed else None
        src = NAMES[cell_index(source)] if source else None
        out = set()
        for mv in self._listing[0]:
            if mv.kind != kind:
                continue
            if want is not None and self._spender(mv) != want:
                continue
            if kind == MOVE:
                if src is None:
                    out.add(mv.source)
                elif mv.source == src:
                    out.add(mv.cell)
            else:
                out.add(mv.cell)
        return out

    # -- checking --------------------------------------------------------------------

    def check(self, move) -> Move:
        """The action as ``legal_moves`` writes it, or ``IllegalMove`` saying which rule forbids it."""
        return self._checked(move)[0]

    def _checked(self, move):
        """``check``'s action with its key (kind, cell, source) and its record (``_entry``), for ``play``."""
        move = as_move(move)
        if self.is_over():
            raise IllegalMove(say("game_over"))
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seed = INDEX[move.seed] if move.seed else None
        key = (kind, c, src)
        entry = self._entry(key)
        if entry is not None:
            seeds = entry[0]
            if seed is None:
                if len(seeds) == 1:
                    return move, key, entry  # as listed (no seed written)
                label = self._own[0]
                if len({label[s] for s in seeds}) > 1:
                    body = str(Move(kind, move.cell, move.source))
                    raise IllegalMove(say(
                        "ambiguous_two" if len(seeds) == 2 else "ambiguous",
                        seeds=cells_words(seeds),
                        choices=or_words([f"{NAMES[s]}: {body}" for s in sorted(seeds)]),  # notation
                    ))
                chosen = c if kind == RECOIL and c in seeds else min(seeds)
                return Move(kind, move.cell, move.source, NAMES[chosen]), key, entry
            if seed in seeds:
                return Move(kind, move.cell, move.source, NAMES[seed] if len(seeds) > 1 else None), key, entry
        raise IllegalMove(self._why_not(move, kind, c, src, seed))

    def _why_not(self, move, kind, c, src, seed) -> str:
        b = self.board
        mine, enemy = self._bits
        k = 2 * self.side
        cell = NAMES[c]
        if self.sow_only:
            if kind != SOW or seed is not None:
                return say("sow_only_turn", side=name(self.to_move), example=self._example_empty())
        elif seed is not None:
            if b[seed] != mine | SEED:
                example = f"{self._owed_example()}: {bare(move)}"  # notation: the action with its seed
                return say("not_your_seed_to_spend", seed=NAMES[seed], example=example)
            if seed not in self.owed:
                return say("seed_spent", seed=NAMES[seed], owed=owed_words(self.owed))
        # the shape of the action
        if kind in (GROW, GROW_SEED, SOW):
            if b[c]:
                return say("put_not_empty", cell=cell)
            if kind == GROW and self.reserve[k + 1] <= 0:
                return say("no_grain_to_grow")
            if kind != GROW and self.reserve[k] <= 0:
                return say("no_seed_left")
        elif kind == MOVE:
            if not b[src] & mine or b[src] & SEED:
                return say("move_a_seed" if b[src] & mine else "move_not_yours", cell=NAMES[src])
            if b[c]:
                return say("move_not_empty", cell=cell)
        elif kind == TRIM:
            if not b[c] & mine or b[c] & SEED:
                return say("trim_a_seed" if b[c] & mine else "trim_not_yours", cell=cell)
        elif kind == RECOIL:
            if b[c] != mine | SEED:
                return say("recoil_not_yours", cell=cell)
        # the plant and the seed that spends the action
        if kind != SOW:
            label, groups = self._own
            if kind in (GROW, GROW_SEED):
                plants = {label[n] for n in NEIGH[c] if b[n] & mine}
                if not plants:
                    return say("grow_not_next", cell=cell)
            elif kind == MOVE:
                plants = {label[src]}
                rest = set(groups[label[src]]) - {src}
                if not any(n in rest for n in NEIGH[c]):
                    return say("move_not_next", cell=cell, source=NAMES[src])
            else:
                plants = {label[c]}
                if kind == RECOIL:
                    pid = label[c]
                    if sum(1 for x in groups[pid] if b[x] & SEED) < 2:
                        return say("recoil_one_seed", cell=cell)
                    if c in self._kills(c):
                        return say("recoil_kills", cell=cell)
            owing = [s for s in self.owed if label[s] in plants]
            if seed is not None and label[seed] not in plants:
                return say("other_plant", seed=NAMES[seed], action=bare(move))
            if not owing:
                seeds = sorted(x for p in plants for x in groups[p] if b[x] & SEED)
                return say(
                    "plant_spent_one" if len(seeds) == 1 else "plant_spent",
                    seeds=cells_words(seeds), owed=owed_words(self.owed),
                )
        if kind in PLACING and c in self._near_enemy:
            far, d = self._nearest_enemy(c)
            return say("opening_distance", cell=cell, d=d, enemy=NAMES[far])
        sim = self._simulate(kind, c, src)
        if sim.flank is not None:
            run, end1, end2 = sim.flank
            return say("suicide", run=run_words(run, sim.board), end1=end_words(end1), end2=end_words(end2))
        removed = sim.removed
        if kind in PLACING and len(removed) == 1 and (removed[0][0], c) in self.ko:
            return say("ko_single", cell=cell, taken=NAMES[removed[0][0]], side=name(other(self.to_move)))
        if self.previous is not None and self._same_as_previous((kind, c, src), removed):
            return say("ko_repeat")
        return say("not_legal_now", action=bare(move))

    def _example_empty(self) -> str:
        for i in range(N):
            if not self.board[i] and i not in self._near_enemy:
                return NAMES[i]
        return "O4"

    def _owed_example(self) -> str:
        return NAMES[self.owed[0]] if self.owed else "K7"

    def _nearest_enemy(self, c: int):
        enemy = self._bits[1]
        for d, ring in rings(c):
            hits = sorted(x for x in ring if self.board[x] & enemy)
            if hits:
                return hits[0], d
        return c, 0
