"""The fast model of Palago's rules that the solver (:mod:`pygames.palago.solver`) searches on.

The fast model
--------------
A region of a tile holds corner points of its hex: a tip one, a bridge two. Regions join exactly where
they share a corner point, and the three corners round a point have the same colour. So a group is a
set of corner points of one colour connected by the bridges on the table (a tip joins nothing); it
is closed when the three hexes round each of its points hold tiles, and it has a bridge exactly when it
has two points or more. ``analyse`` keeps, for each group, its *liberties*: the bitmask of the empty
cells round its points (closed = none). A point no tile touches is a group of its own with 3
liberties. A tile joins the groups of its bridges' two points and fills its cell, so ``place1`` and
``place2`` tell in O(1) which colours a first and a second tile close (only groups through the new
tile can close, as in the engine's ``closing_colours``); the engine's rule decides the winner: the
opponent if its colour closed, else the mover.

Pruning and why it is sound
---------------------------
"X wins" is a proof: every Y turn is answered. "No win within k" is exhaustive: every X turn is tried.
The only cuts are P1 to P3.

P1, wins in one turn, complete without trying the ~650 turns. Let X win with tile t2 on cell c2
(after t1 on c1, or alone). By the engine's win check a closed X group G with a bridge holds a region
of t2. Take a point of G round c2: its two other hexes are filled after the turn, so one of them at
least was filled before, and the group g of that point on the table is part of G; G being closed, the
liberties of g are within {c1, c2}. So a win needs a group of X with at most 2 liberties, c2 (or the
single tile's cell) among them: single tiles are tried only on such liberties. For pairs, three cases:
(A) G holds t2's bridge: the groups of its two points have all their liberties within {c1, c2}, so
t2's *need* (those liberties but c2) is at most {c1}: t2 lies on a small liberty and c1 is its need,
or any neighbour if it needs nothing; (B2) G holds t1's bridge and not t2's: likewise t1's need is at
most {c2}; (B1) G holds neither new bridge: it is then the old group of t2's tip point, which has a
bridge and liberties within {c1, c2}. ``wins`` lists these candidates and checks each exactly. The
tests compare it with the engine's brute force (every tile, then every second tile) on random positions.

P2, the defender's replies when the attacker threatens to win at once (Y to move, at most 44 tiles).
Let w be a win of X in one turn on the table before Y's turn: t1 on c1 (and t2 on c2). A Y turn on
the cells E *may stop* w (``killed_by``) when E meets {c1, c2} or fills all the liberties of one of
Y's groups through w's tiles (through t1's Y regions on the table with t1, through t2's with t1 and
t2); two tiles can only fill a group with 1 or 2 liberties. Claim: after a Y turn that does not end
the game and may not stop w, w still wins. Proof: c1 and c2 are empty; c1 still touches the table and
has c2 as an empty neighbour (no single hole), so w is legal. Tiles only join groups and fill cells: a Y
group through t1 that had, on the table with t1, a liberty E does not fill (c2 counts: it is still
empty then) still has it on the table with E and t1; so has a Y group through t2, on the table with t1
and t2, that had a liberty outside E, c1 and c2; and an eye (closed, no bridge) touches no empty cell,
so it is unchanged. Hence no Y group through t1 or t2 closes with a bridge: t1 does not end the game
against X, nor t2 by closing both colours. X's closed group through t2 had all the hexes round
its points filled already, so no tile of E touches it: the same group is closed after t2, and X wins
(or wins one tile earlier, if t1 now closes an X group). With at most 44 tiles before Y's turn no draw
comes first. So every Y turn that does not end the game and leaves one of X's found wins standing
loses at once; ``defend`` tries only the turns that may stop them all (generated on the zone of one
win, then filtered). Any subset of X's wins gives a sound filter (fewer wins, more replies tried). Y
turns that end the game are never defences but Y's own win, which ``defend`` looks for first (P1).
The tests check the claim on random (win, reply) pairs and compare ``defend`` with and without P2.

P3: when ordering, the attacker's turns after which the defender wins in one turn are dropped (they
lose).

"""

from __future__ import annotations

from .board import AROUND, DIRECTIONS, DARK, LIGHT, PART_CORNERS, TILES

# -- geometry: cells, corner points ("vertices") and the parts of a tile, as small integers ----------------
#
# Cells get ids on first use (the table is unbounded); a set of cells is an int bitmask over the ids.
# A corner point is shared by three hexes (the engine's AROUND table); it gets an id of its own. Colour
# index 0 is Light (even corners), 1 is Dark (odd corners).

_CID: dict = {}  # (q, r) -> cell id
QR: list = []  # cell id -> (q, r)
_NB: list = []  # cell id -> the 6 neighbour ids (filled on demand)
_VID: dict = {}  # sorted 3 cell ids -> vertex id
_VHEX: list = []  # vertex id -> its 3 cell ids
_VMASK: list = []  # vertex id -> bitmask of its 3 cells
_VCOL: list = []  # vertex id -> 0 (Light) or 1 (Dark)
_TP: dict = {}  # cell id * 8 + l -> (Light tip, Light bridge a, b, Dark tip, Dark bridge a, b) vertex ids

COLOUR_INDEX = {LIGHT: 0, DARK: 1}
COLOUR_NAME = (LIGHT, DARK)


def forget() -> None:
    """Give cell and corner ids afresh from here on: a search's choice among equal turns then depends
    on its position alone, not on what was searched before in the same process (so a puzzle's main
    line is the same whichever puzzles were proven before it)."""
    for table in (_CID, QR, _NB, _VID, _VHEX, _VMASK, _VCOL, _TP):
        table.clear()


def cell(q: int, r: int) -> int:
    """The id of the cell ``(q, r)`` (given on first use)."""
    c = _CID.get((q, r))
    if c is None:
        c = len(QR)
        _CID[(q, r)] = c
        QR.append((q, r))
        _NB.append(None)
    return c


def model_board(state) -> dict:
    """The model's table of a position (``State``): cell id -> orientation."""
    return {cell(q, r): l for q, r, l in state.tiles}


def nbrs(c: int) -> tuple:
    nb = _NB[c]
    if nb is None:
        q, r = QR[c]
        nb = tuple(cell(q + dq, r + dr) for dq, dr in DIRECTIONS)
        _NB[c] = nb
    return nb


def _vertex(c: int, k: int) -> int:
    q, r = QR[c]
    hexes = tuple(sorted([c] + [cell(q + dq, r + dr) for (dq, dr), _ in AROUND[k]]))
    v = _VID.get(hexes)
    if v is None:
        v = len(_VHEX)
        _VID[hexes] = v
        _VHEX.append(hexes)
        _VMASK.append((1 << hexes[0]) | (1 << hexes[1]) | (1 << hexes[2]))
        _VCOL.append(k % 2)
    return v


def _parts(c: int, l: int) -> tuple:
    key = c * 8 + l
    tp = _TP.get(key)
    if tp is None:
        lt, lb, dt, db = PART_CORNERS[l]
        tp = (
            _vertex(c, lt[0]), _vertex(c, lb[0]), _vertex(c, lb[1]),
            _vertex(c, dt[0]), _vertex(c, db[0]), _vertex(c, db[1]),
        )
        _TP[key] = tp
    return tp


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def tile_text(c: int, l: int) -> str:
    q, r = QR[c]
    return f"({q},{r},{l})"


# -- the groups of a table --------------------------------------------------------------------------------
#
# A group is a connected set of corner points of one colour, joined by the bridges on the table (a tip
# holds one corner point and joins nothing). It is closed when every hex around each of its points holds
# a tile, and winning when closed with a bridge, that is with two points or more. For each group
# ``analyse`` keeps the bitmask of the empty cells round its points (its *liberties*): closed means no
# liberties. A corner point no tile touches is a group of its own, with its 3 cells as liberties.


class Analysis:
    __slots__ = ("comp", "F", "E", "frontier", "small")

    def __init__(self, comp, F, E, frontier, small):
        self.comp = comp  # touched vertex -> root vertex of its group
        self.F = F  # root -> liberties (bitmask of empty cells)
        self.E = E  # roots of groups with a bridge
        self.frontier = frontier  # empty cells touching a tile
        self.small = small  # per colour: the liberties of that colour's groups with at most 2 liberties


def analyse(board: dict) -> Analysis:
    parent = {}
    bridges = []
    for c, l in board.items():
        tp = _TP.get(c * 8 + l) or _parts(c, l)
        for v in tp:
            if v not in parent:
                parent[v] = v
        bridges.append((tp[1], tp[2]))
        bridges.append((tp[4], tp[5]))
    for a, b in bridges:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        while parent[b] != b:
            parent[b] = parent[parent[b]]
            b = parent[b]
        if a != b:
            parent[a] = b
    comp = {}
    F = {}
    for v in parent:
        r = v
        while parent[r] != r:
            r = parent[r]
        comp[v] = r
        m = 0
        for h in _VHEX[v]:
            if h not in board:
                m |= 1 << h
        F[r] = F.get(r, 0) | m
    E = {comp[a] for a, _ in bridges}
    frontier = 0
    small = [0, 0]
    for r, m in F.items():
        frontier |= m
        if m.bit_count() <= 2:
            small[_VCOL[r]] |= m
    return Analysis(comp, F, E, frontier, small)


def place1(A: Analysis, c: int, l: int):
    """One tile ``(c, l)`` on A's table: (closing colours as a bitmask 1 Light | 2 Dark, per colour
    ``(bridge group ids, its liberties, tip group id, its liberties, tip joined to the bridge)``).

    Group ids: the root of a touched point's group, ``~v`` for an untouched point ``v``.
    """
    tp = _TP.get(c * 8 + l) or _parts(c, l)
    keep = ~(1 << c)
    comp, F, E = A.comp, A.F, A.E
    close = 0
    info = []
    for col in (0, 1):
        t, a, b = tp[3 * col], tp[3 * col + 1], tp[3 * col + 2]
        ia = comp.get(a, ~a)
        ib = comp.get(b, ~b)
        it = comp.get(t, ~t)
        fb = ((F[ia] if ia >= 0 else _VMASK[~ia]) | (F[ib] if ib >= 0 else _VMASK[~ib])) & keep
        if not fb:
            close |= 1 << col
        if it == ia or it == ib:
            info.append((ia, ib, fb, it, fb, True))
        else:
            ft = (F[it] if it >= 0 else _VMASK[~it]) & keep
            if not ft and it in E:
                close |= 1 << col
            info.append((ia, ib, fb, it, ft, False))
    return close, info


def place2(A: Analysis, c1: int, info1, c2: int, l2: int):
    """A second tile ``(c2, l2)`` after a first at ``c1`` (``info1`` from ``place1``): (closing colours,
    per colour ``(bridge liberties, tip liberties)``, liberties on the table after both tiles)."""
    tp = _TP.get(c2 * 8 + l2) or _parts(c2, l2)
    keep = ~((1 << c1) | (1 << c2))
    comp, F, E = A.comp, A.F, A.E
    close = 0
    out = []
    for col in (0, 1):
        ia1, ib1, fb1 = info1[col][0], info1[col][1], info1[col][2]
        t, a, b = tp[3 * col], tp[3 * col + 1], tp[3 * col + 2]
        ia = comp.get(a, ~a)
        ib = comp.get(b, ~b)
        it = comp.get(t, ~t)
        f = (F[ia] if ia >= 0 else _VMASK[~ia]) | (F[ib] if ib >= 0 else _VMASK[~ib])
        joined = ia == ia1 or ia == ib1 or ib == ia1 or ib == ib1
        if joined:
            f |= fb1
        f &= keep
        if not f:
            close |= 1 << col
        if it == ia or it == ib or (joined and (it == ia1 or it == ib1)):
            out.append((f, f))
        else:
            ft = F[it] if it >= 0 else _VMASK[~it]
            edge = it in E
            if it == ia1 or it == ib1:
                ft |= fb1
                edge = True
            ft &= keep
            if not ft and edge:
                close |= 1 << col
            out.append((f, ft))
    return close, out


# -- wins in one turn ---------------------------------------------------------------------------------------


class _Win:
    """A one-turn win: its tiles ``((c, l), ...)``, the cells it occupies (bitmask) and ``reqs``: the
    liberties sets (1 or 2 cells) of the opponent's open groups through its tiles, which a defending turn
    would have to fill completely to close one of them (see the module docstring, pruning P2)."""

    __slots__ = ("tiles", "cells", "reqs")

    def __init__(self, tiles, cells, reqs):
        self.tiles = tiles
        self.cells = cells
        self.reqs = reqs

    def killed_by(self, emask: int) -> bool:
        """Whether a turn on the cells ``emask`` can stop this win (if not, the win stands)."""
        if emask & self.cells:
            return True
        for r in self.reqs:
            if not (r & ~emask):
                return True
        return False

    def zone(self) -> int:
        z = self.cells
        for r in self.reqs:
            z |= r
        return z


def _reqs(masks, cells: int) -> list:
    out = []
    for m in masks:
        if m and not (m & cells) and m.bit_count() <= 2 and m not in out:
            out.append(m)
    return out


def wins(A: Analysis, board: dict, n: int, X: int, first: bool) -> list:
    """Every way colour ``X`` (to move, ``n`` tiles on the table) wins in one turn, or the first found.

    Complete: every winning single tile and every winning pair is found (module docstring, P1).
    """
    Y = 1 - X
    xb, yb = 1 << X, 1 << Y
    fr = A.frontier
    comp, F, E = A.comp, A.F, A.E
    found = []
    recs = []
    ones = {}
    if n + 1 > TILES:
        return found
    # Every win needs a group of X with at most 2 liberties, and its tile(s) on them (P1): the single
    # tiles and the tiles whose bridge needs at most one more cell are on those cells.
    for x in _bits(A.small[X]):
        for l in (0, 2, 4):
            close, info = place1(A, x, l)
            ones[x * 8 + l] = (close, info)
            if close == xb:
                found.append(_Win(((x, l),), 1 << x, _reqs((info[Y][2], info[Y][4]), 1 << x)))
                if first:
                    return found
            need = info[X][2]
            if need.bit_count() <= 1:
                recs.append((x, l, need, close))
    if n + 2 > TILES:
        return found
    cands = []
    for x, l, need, close in recs:
        nbx = nbrs(x)
        # A: (x, l) second, its bridge's groups need at most the first tile's cell
        if need:
            y = need.bit_length() - 1
            if y in nbx:
                cands += [(y, l1, x, l) for l1 in (0, 2, 4)]
            # B2: (x, l) first, its bridge's groups need only the second tile's cell
            if not close and y in nbx:
                cands += [(x, l, y, l2) for l2 in (0, 2, 4)]
        else:
            cands += [(y, l1, x, l) for y in nbx if fr >> y & 1 for l1 in (0, 2, 4)]
    # B1: a group with a bridge and at most two liberties, closed by a tip of the second tile
    for r, f in F.items():
        if not f or _VCOL[r] != X or r not in E or f.bit_count() > 2:
            continue
        cs = list(_bits(f))
        if len(cs) == 1:
            x = cs[0]
            pairs = [(y, x) for y in nbrs(x) if fr >> y & 1]
        else:
            x, y = cs
            pairs = [(x, y), (y, x)] if y in nbrs(x) else []
        for c1, c2 in pairs:
            cands += [(c1, l1, c2, l2) for l1 in (0, 2, 4) for l2 in (0, 2, 4)]
    seen = set()
    for c1, l1, c2, l2 in cands:
        key = (c1, l1, c2, l2)
        if key in seen:
            continue
        seen.add(key)
        if not (fr >> c1 & 1):
            continue  # not a legal first tile (cannot happen: kept for safety)
        one = ones.get(c1 * 8 + l1)
        if one is None:
            one = ones[c1 * 8 + l1] = place1(A, c1, l1)
        close1, info1 = one
        if close1 or c2 in board or c2 == c1:
            continue
        close2, out = place2(A, c1, info1, c2, l2)
        if close2 & xb and not close2 & yb:
            cells = (1 << c1) | (1 << c2)
            w = _Win(((c1, l1), (c2, l2)), cells, _reqs((info1[Y][2], info1[Y][4], out[Y][0], out[Y][1]), cells))
            found.append(w)
            if first:
                return found
    return found


def turns_of(A: Analysis, board: dict, within: int | None = None):
    """The turns ``(c1, l1, c2, l2)`` of the side to move that do not end the game, one per set of two
    tiles, generated lazily; with ``within`` (a bitmask), only those with a tile on one of those cells."""
    seen = set()
    for c1 in _bits(A.frontier):
        empties = [e for e in nbrs(c1) if e not in board]
        if not empties:
            continue  # a single hole: only a tile that ends the game may go there
        if within is not None and not (within >> c1 & 1):
            empties = [e for e in empties if within >> e & 1]
            if not empties:
                continue
        for l1 in (0, 2, 4):
            close1, info1 = place1(A, c1, l1)
            if close1:
                continue
            a = c1 * 8 + l1
            for c2 in empties:
                for l2 in (0, 2, 4):
                    b = c2 * 8 + l2
                    key = (a, b) if a < b else (b, a)
                    if key in seen:
                        continue
                    seen.add(key)
                    if place2(A, c1, info1, c2, l2)[0]:
                        continue
                    yield (c1, l1, c2, l2)


def is_turn(A: Analysis, board: dict, m) -> bool:
    """Whether ``m`` is one of ``turns_of``: a legal turn of two tiles that does not end the game."""
    c1, l1, c2, l2 = m
    if not (A.frontier >> c1 & 1) or c2 in board or c2 not in nbrs(c1):
        return False
    close1, info1 = place1(A, c1, l1)
    return not close1 and not place2(A, c1, info1, c2, l2)[0]
