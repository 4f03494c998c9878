"""What one action does on the board: custodian captures, saturated columns, dead plants, the suicide test.

``Simulation`` is the part of the ``State`` that works this out: ``_simulate``
is the reference (the whole action, step by step), ``_outcome`` the fast path
the legal-action generator takes in the positions play reaches (no saturated
column, no flanked run), with ``_analyse`` caching the effect of putting a
piece on each empty cell.

>>> from pygames.palanquee import State
>>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
>>> from pygames.palanquee.board import INDEX, NAMES
>>> sim = s._simulate("grow", INDEX["I9"])
>>> [NAMES[c] for c in sim.custodian], sim.flank
(['J9'], None)
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from .board import BLUE, COLUMNS, GROW, GROW_SEED, MOVE, N, NEIGH, PLACING, RED, SEED, SOW, STEP, TRIM, X, lazy


class _Sim(NamedTuple):
    """What one action does: the board after, the pieces it removed (cell, piece) and why."""

    board: bytes
    removed: tuple
    custodian: tuple
    saturated: tuple  # (column x, cells)
    dead: tuple
    placed: int | None
    flank: tuple | None  # (run of the mover's pieces, end, end) for a suicide


class _Place(NamedTuple):
    """The fast analysis of putting one of the mover's pieces on an empty cell."""

    ok: bool
    removed: tuple
    sensitive: frozenset  # the mover's pieces whose lifting (a move) could change this
    flank: tuple | None


FREE = _Place(True, (), frozenset(), None)  # legal, captures nothing, depends on no piece in particular
COMPLEX = None  # an analysis that needs the full simulation (a column saturates)
_NOTHING = frozenset()
MISSING = object()


def _end_kind(b, x: int, enemy: int, removed=()) -> str:
    if x == RED:
        return "red"
    if x == BLUE:
        return "blue"
    if b[x] & enemy and x not in removed:
        return "enemy"
    return "empty"


def _flanked(k1: str, k2: str) -> bool:
    return (k1 == "enemy" and k2 in ("enemy", "red")) or (k2 == "enemy" and k1 == "red")


def _run_through(b, mine: int, cell: int, d: int):
    """The run of ``mine`` pieces through ``cell`` along axis ``d``: (run from cell outward in d, then back), ends."""
    fwd, back = STEP[d], STEP[d + 3]
    ahead = []
    n = fwd[cell]
    while n >= 0 and n != cell and b[n] & mine:
        ahead.append(n)
        n = fwd[n]
    if n == cell:
        return None  # a whole column of one player's pieces: no end
    behind = []
    p = back[cell]
    while p >= 0 and b[p] & mine:
        behind.append(p)
        p = back[p]
    return ahead, behind, n, p


def flank_through(b, mine: int, enemy: int, cell: int):
    """A suicide through ``cell``: (run, far end, near end) or None. The run starts at ``cell`` when it can."""
    for d in (0, 1, 2):
        found = _run_through(b, mine, cell, d)
        if found is None:
            continue
        ahead, behind, end_a, end_b = found
        if _flanked(_end_kind(b, end_a, enemy), _end_kind(b, end_b, enemy)):
            if not ahead:  # list the run from the cell outward
                return (tuple([cell] + behind), end_b, end_a)
            return (tuple(list(reversed(behind)) + [cell] + ahead), end_a, end_b)
    return None


def _all_flanks(b, mine: int, enemy: int):
    """Every run of ``mine`` pieces flanked as the suicide rule says: (run, end, end)."""
    out = []
    for i in range(N):
        if not b[i] & mine:
            continue
        for d in (0, 1, 2):
            back = STEP[d + 3][i]
            if back >= 0 and b[back] & mine:
                continue  # not the start of a run (a full ring has no start)
            run = [i]
            n = STEP[d][i]
            while n >= 0 and b[n] & mine:
                run.append(n)
                n = STEP[d][n]
            if _flanked(_end_kind(b, back, enemy), _end_kind(b, n, enemy)):
                out.append((tuple(run), n, back))
    return out


def _saturated(b, x: int) -> bool:
    column = COLUMNS[x]
    full = False
    prev = b[column[-1]]
    for c in column:
        v = b[c]
        if v == 0 and prev == 0:
            return False
        full = full or v != 0
        prev = v
    return full


_EMPTY = bytes([1] + [0] * 255)  # translate: 1 for an empty cell, 0 for a piece
_SPANS = tuple((column[0], column[-1] + 1) for column in COLUMNS)  # a column's cells are consecutive numbers


def empty_pairs(b, x: int) -> int:
    """How many pairs of vertically adjacent empty cells column ``x`` has (across the blue line too).

    >>> empty_pairs(bytes(313), 0), empty_pairs(bytes([0, 1] * 8 + [0] * 297), 0)
    (16, 0)
    """
    start, end = _SPANS[x]
    empty = b[start:end].translate(_EMPTY)
    bits = int.from_bytes(empty, "big")
    return (bits & (bits >> 8)).bit_count() + (empty[0] & empty[-1])


def _grow_plant(b, start: int, colour_bits: int, seen: set) -> tuple:
    """The connected pieces of ``colour_bits`` from ``start`` (added to ``seen``), and whether one is a seed."""
    comp = [start]
    seen.add(start)
    seeded = False
    k = 0
    while k < len(comp):
        x = comp[k]
        k += 1
        if b[x] & SEED:
            seeded = True
        for n in NEIGH[x]:
            if n not in seen and b[n] & colour_bits:
                seen.add(n)
                comp.append(n)
    return comp, seeded


def _cut_kills(b, cells, colour_bit: int) -> set:
    """The pieces of one plant whose removal would leave a part of it without a seed (Tarjan's cut vertices)."""
    root = cells[0]
    total = sum(1 for c in cells if b[c] & SEED)
    disc = {root: 0}
    low = {root: 0}
    sub = {root: 1 if b[root] & SEED else 0}
    sep = {}
    kills = set()
    t = 1
    stack = [(root, -1, iter(NEIGH[root]))]
    while stack:
        node, parent, it = stack[-1]
        for n in it:
            if not b[n] & colour_bit:
                continue
            if n not in disc:
                disc[n] = low[n] = t
                t += 1
                sub[n] = 1 if b[n] & SEED else 0
                stack.append((n, node, iter(NEIGH[n])))
                break
            if n != parent and disc[n] < low[node]:
                low[node] = disc[n]
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                if low[node] < low[p]:
                    low[p] = low[node]
                sub[p] += sub[node]
                if low[node] >= disc[p]:
                    sep[p] = sep.get(p, 0) + sub[node]
                    if sub[node] == 0:
                        kills.add(p)
    for c in cells:
        if c != root and total - (1 if b[c] & SEED else 0) - sep.get(c, 0) == 0:
            kills.add(c)
    return kills


# cell -> (d, its neighbours on line d) for the lines through it that a flank may run along (no blue line next)
_AXES = tuple(
    tuple((d, STEP[d][i], STEP[d + 3][i]) for d in (0, 1, 2) if BLUE not in (STEP[d][i], STEP[d + 3][i]))
    for i in range(N)
)


# cell -> the classes (``cell_classes``) of the cells next to it in directions 0..5, read in one call; a step off the
# board reads the class of the red or the blue line (the two bytes that ``cell_classes`` appends)
AROUND = tuple(itemgetter(*ring) for ring in zip(*STEP))
_CLASS_OF = {bit: bytes(0 if not v else 1 if v & bit else 2 for v in range(256)) for bit in (1, 2)}
_RED_BLUE = bytes([3, 4])  # the classes read at RED (-2) and BLUE (-1)


def cell_classes(b, mine: int) -> bytes:
    """The board as classes for ``AROUND``: 0 empty, 1 the mover's (``mine``), 2 the enemy's; then red (3), blue (4)."""
    return b.translate(_CLASS_OF[mine]) + _RED_BLUE


def plainly_free(around: tuple) -> bool:
    """Whether a cell with these neighbours (``AROUND``'s classes) is ``FREE`` at a glance: no enemy piece next to
    it (nothing to take) and, on each line through it that crosses no blue line, an empty cell next to it (nothing
    to flank). (The column must also be far from saturation: the caller looks.)"""
    if 2 in around:
        return False
    for d in (0, 1, 2):
        front, rear = around[d], around[d + 3]
        if front != 4 and rear != 4 and front and rear:
            return False
    return True


PLAINLY_FREE: dict = {}  # AROUND's classes -> plainly_free of them, filled as met


def _cut_parts(b, cells) -> dict:
    """Grain -> the parts of its plant (``cells``, board order) that lifting it leaves without a seed (a list of
    frozensets, in board order of their first cell), for the grains that cut some off.

    One depth-first search from a seed (Tarjan's cut vertices): lifting ``g`` separates each child subtree whose
    cells reach no higher than ``g``; such a subtree is cut off when it holds no seed (the rest keeps the root).

    >>> from pygames.palanquee.board import INDEX
    >>> b = bytearray(313); b[INDEX["K7"]] = 5; b[INDEX["K8"]] = b[INDEX["K9"]] = 1
    >>> _cut_parts(b, sorted([INDEX["K7"], INDEX["K8"], INDEX["K9"]])) == {INDEX["K8"]: [frozenset([INDEX["K9"]])]}
    True
    """
    if len(cells) < 3:  # lifting a grain of a plant of one or two pieces cuts nothing off
        return {}
    for root in cells:
        if b[root] & SEED:
            break
    else:
        return {}  # a plant has a seed
    inside = set(cells)
    disc = {root: 0}  # depth-first order
    order = [root]  # the cells by that order; the lists below are indexed by it too
    low = [0]  # the earliest cell reached from the subtree
    seeded = [1]  # seeds in the subtree
    out = {}
    stack = [(0, iter(NEIGH[root]))]
    while stack:
        k, around = stack[-1]
        for n in around:
            if n in inside:
                j = disc.get(n)
                if j is None:
                    j = disc[n] = len(order)
                    order.append(n)
                    low.append(j)
                    seeded.append(1 if b[n] & SEED else 0)
                    stack.append((j, iter(NEIGH[n])))
                    break
                if j < low[k]:
                    low[k] = j
        else:
            stack.pop()
            if stack:  # the subtree of order[k] is order[k:], all of it found now
                p = stack[-1][0]
                if low[k] < low[p]:
                    low[p] = low[k]
                seeded[p] += seeded[k]
                if low[k] >= p and not seeded[k] and not b[order[p]] & SEED:
                    out.setdefault(order[p], []).append(frozenset(order[k:]))
    for parts in out.values():
        if len(parts) > 1:
            parts.sort(key=min)
    return out


class Simulation:
    """The simulation part of ``State`` (a mixin: it reads ``board``, ``_bits``, ``_own``, ``_clean``)."""

    __slots__ = ()

    @lazy
    def _is_clean(self) -> bool:
        """No saturated column and no run flanked as the suicide rule says: true of every position play reaches."""
        if self._clean is not None:
            return self._clean
        b = self.board
        if any(_saturated(b, x) for x in range(19)):
            return False
        return not _all_flanks(b, 1, 2) and not _all_flanks(b, 2, 1)

    @lazy
    def _pairs(self) -> list:
        return [empty_pairs(self.board, x) for x in range(19)]

    # -- simulation ------------------------------------------------------------------

    def _simulate(self, kind: str, c: int, src: int | None = None) -> _Sim:
        """The action on the board, with its captures and the suicide test (the reference for every rule)."""
        mine, enemy = self._bits
        b = bytearray(self.board)
        placed = None
        vacated = []
        if kind == GROW:
            b[c] = mine
            placed = c
        elif kind in (GROW_SEED, SOW):
            b[c] = mine | SEED
            placed = c
        elif kind == MOVE:
            b[src] = 0
            b[c] = mine
            placed = c
            vacated.append(src)
        else:
            b[c] = 0
            vacated.append(c)
        removed = []
        custodian = []
        if placed is not None:
            seen = set()
            for d in range(6):
                step = STEP[d]
                run = []
                n = step[placed]
                while n >= 0 and b[n] & enemy:
                    run.append(n)
                    n = step[n]
                if run and (n == RED or (n >= 0 and b[n] & mine)):
                    for r in run:
                        if r not in seen:
                            seen.add(r)
                            custodian.append(r)
            for r in custodian:
                removed.append((r, b[r]))
                b[r] = 0
        clean = self._is_clean
        saturated = []
        columns = (X[placed],) if clean and placed is not None else () if clean else range(19)
        for x in columns:
            if _saturated(b, x):
                cells = [i for i in COLUMNS[x] if b[i]]
                for i in cells:
                    removed.append((i, b[i]))
                    b[i] = 0
                saturated.append((x, tuple(cells)))
        starts = set()
        for cell in [r for r, _ in removed] + vacated:
            for n in NEIGH[cell]:
                if b[n]:
                    starts.add(n)
        dead = []
        visited = set()
        for s in sorted(starts):
            if s in visited:
                continue
            comp, seeded = _grow_plant(b, s, b[s] & 3, visited)
            if not seeded:
                dead.extend(comp)
        for r in dead:
            removed.append((r, b[r]))
            b[r] = 0
        flank = None
        if not clean:
            flanks = _all_flanks(b, mine, enemy)
            if flanks:
                flank = flanks[0]
                if placed is not None:  # the one through the placed piece, when there is one
                    through = flank_through(b, mine, enemy, placed) if b[placed] else None
                    flank = through or flank
        elif placed is not None and b[placed]:
            flank = flank_through(b, mine, enemy, placed)
        return _Sim(bytes(b), tuple(removed), tuple(custodian), tuple(saturated), tuple(dead), placed, flank)

    @lazy
    def _analyses(self) -> dict:
        """dest -> ``_analyse_on`` of it, for the analyses that capture nothing (those carried to the next positions).

        A position made by the engine starts from an earlier position's analyses, less those of the cells
        touched since (``_analyses_from``: (analyses, touched cells), copied only when first needed).
        """
        start = self.__dict__.get("_analyses_from")
        if start is None:
            return {}
        cache, touched = start
        kept = cache.copy()  # (a clone of the table: far cheaper than dict(cache) once entries were deleted)
        for dest in kept.keys() & touched:
            del kept[dest]
        return kept

    @lazy
    def _fragile(self) -> dict:
        """dest -> ``_analyse_on`` of it, for the others (captures, or the full simulation needed)."""
        return {}

    def _analyse(self, dest: int):
        """Putting a mover's piece on the empty cell ``dest``, in a clean position (see ``_simulate``)."""
        a = self._analyses.get(dest, MISSING)
        return self._fresh_analysis(dest) if a is MISSING else a

    def _fresh_analysis(self, dest: int):
        """``_analyse`` of a cell not in ``_analyses``."""
        fragile = self._fragile
        if dest in fragile:
            return fragile[dest]
        a = self._analyse_on(self.board, dest)
        if a is COMPLEX or a.removed:
            fragile[dest] = a
        else:
            self._analyses[dest] = a
        return a

    def _analyse_on(self, b, dest: int):
        """The analysis on board ``b`` (the position's board, or it with a grain lifted for a move).

        ``sensitive`` holds the mover's pieces that end a captured run (the
        capture needs them) and the pieces of the flanked run, if any: lifting
        any other grain cannot change the result (lifting only empties a cell,
        which can end a run but never flank one).
        """
        mine, enemy = self._bits
        captured = None
        terms = []
        for n in NEIGH[dest]:
            if b[n] & enemy:
                steps = STEP  # an enemy piece next to it: look for captured runs
                break
        else:
            steps = ()
        for step in steps:
            n = step[dest]
            if n < 0 or not b[n] & enemy:
                continue
            run = [n]
            n = step[n]
            while n >= 0 and b[n] & enemy:
                run.append(n)
                n = step[n]
            if n == RED or n == dest or (n >= 0 and b[n] & mine):
                if captured is None:
                    captured = set()
                captured.update(run)
                if n >= 0 and n != dest:
                    terms.append(n)
        if captured is None:
            captured = _NOTHING
        x = X[dest]
        if self._pairs[x] <= 2:
            column = COLUMNS[x]
            last = column[-1]
            prev_empty = not (last == dest or (b[last] and last not in captured))
            full = False
            pair = False
            for c in column:
                empty = not (c == dest or (b[c] and c not in captured))
                if empty and prev_empty:
                    pair = True
                    break
                full = full or not empty
                prev_empty = empty
            if not pair and full:
                return COMPLEX
        removed = captured
        if captured:
            removed = set(captured)
            visited = set(captured)
            for r in captured:
                for s in NEIGH[r]:
                    if s in visited or not b[s] & enemy:
                        continue
                    comp, seeded = _grow_plant(b, s, enemy, visited)
                    if not seeded:
                        removed.update(comp)
        flank = None
        for d, front, rear in _AXES[dest]:
            if (front >= 0 and not b[front]) or (rear >= 0 and not b[rear]):
                continue  # a neighbour on the line is empty: an end is, as below
            fwd = STEP[d]
            n = fwd[dest]
            while n >= 0 and n != dest and b[n] & mine:
                n = fwd[n]
            if n == dest or n == BLUE or (n >= 0 and (not b[n] & enemy or n in removed)):
                continue  # a full ring, or an end that is empty or the blue line
            back = STEP[d + 3]
            p = back[dest]
            while p >= 0 and b[p] & mine:
                p = back[p]
            if p == BLUE or (p >= 0 and (not b[p] & enemy or p in removed)) or (p == RED and n == RED):
                continue
            ahead, behind = [], []
            y = fwd[dest]
            while y != n:
                ahead.append(y)
                y = fwd[y]
            y = back[dest]
            while y != p:
                behind.append(y)
                y = back[y]
            if not ahead:
                flank = (tuple([dest] + behind), p, n)
            else:
                flank = (tuple(list(reversed(behind)) + [dest] + ahead), n, p)
            terms.extend(ahead)
            terms.extend(behind)
            break
        if not removed and flank is None and not terms:
            return FREE
        pairs = tuple(sorted((r, b[r]) for r in removed)) if removed else ()
        return _Place(flank is None, pairs, frozenset(terms), flank)

    def _outcome(self, kind: str, c: int, src: int | None = None):
        """(legal apart from the ko and opening rules, removed pieces) of an action whose shape is right."""
        if self._is_clean:
            if kind in PLACING:
                a = self._analyse(c)
                if a is not COMPLEX and kind == MOVE and src in a.sensitive:
                    lifted = bytearray(self.board)
                    lifted[src] = 0
                    a = self._analyse_on(lifted, c)
                if a is not COMPLEX:
                    if kind != MOVE or src not in self._kills(src):
                        return a.ok, a.removed
                    return self._move_cutting(a, c, src)
            elif c not in self._kills(c):
                return True, ()
            elif kind == TRIM:
                b = self.board
                return True, tuple(sorted((x, b[x]) for comp in self._lift_dead(c) for x in comp))
        sim = self._simulate(kind, c, src)
        return sim.flank is None, sim.removed

    def _move_cutting(self, a, c: int, src: int, dead=None, doomed=None):
        """A move of a grain whose lifting leaves parts of its plant without a seed (clean position).

        ``dead`` and ``doomed``: the grain's ``_lift_dead`` parts and their union, when the caller has them.
        """
        if dead is None:
            dead = self._lift_dead(src)
            doomed = frozenset().union(*dead)
        out = moved_cutting(self.board, self._bits[0], a, c, src, dead, doomed)
        if out is None:
            sim = self._simulate(MOVE, c, src)
            return sim.flank is None, sim.removed
        return out

    def _lift_dead(self, g: int) -> list:
        """The parts of the plant of the grain ``g`` left without a seed once ``g`` is lifted (each a frozenset)."""
        label, groups = self._own
        pid = label[g]
        cache = self._lift_cache
        if pid not in cache:
            cache[pid] = _cut_parts(self.board, groups[pid])
        return cache[pid].get(g, [])

    @lazy
    def _lift_cache(self) -> dict:
        """plant number -> ``_cut_parts`` of the plant."""
        return {}

    def _kills(self, cell: int) -> set:
        """The pieces of the plant of ``cell`` (the mover's) whose removal leaves part of it without a seed."""
        label, groups = self._own
        pid = label[cell]
        cache = self._kill_cache
        if pid not in cache:
            cache[pid] = _cut_kills(self.board, groups[pid], self._bits[0])
        return cache[pid]

    @lazy
    def _kill_cache(self) -> dict:
        return {}


def moved_cutting(b, mine: int, a, c: int, src: int, dead: list, doomed: frozenset):
    """``_move_cutting``'s ``(ok, removed)`` on the board ``b`` (``mine``: the mover's bit), or None when it needs
    the full simulation."""
    around = NEIGH[c]
    for n in around:
        if n != src and b[n] & mine and n not in doomed:
            break  # the grain stays by a live piece: the parts it touches live on through it
    else:  # the moved grain dies too: no piece of the action stays to be flanked
        return True, tuple(sorted(a.removed + tuple((x, b[x]) for x in doomed) + ((c, mine),)))
    for comp in dead:
        if not comp.isdisjoint(around):
            doomed = doomed - comp
    if not a.ok and a.sensitive & doomed:
        return None
    if not doomed:
        return a.ok, a.removed
    return a.ok, tuple(sorted(a.removed + tuple((x, b[x]) for x in doomed)))
