"""The fast path of the rules: cells as integers, creatures carried from position to position.

A position's stones are a list ``board`` (0 empty, 1 black, 2 white) over a
square grid with a border, ``lab`` gives each stone the number of its creature
and ``members`` each creature's cells. A move, a bite and a placement update
these three (:meth:`Creatures.after_move`, :meth:`Creatures.after_place`)
instead of finding the creatures again from the board; the legal moves of a
position and the placements after each are then found with the creature of
the moving stone alone split when it is lifted.

The tests hold these to a slow, plain listing of their own, written from
the rules on the sets of stones, on thousands of random positions.

>>> from .rules import State
>>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
>>> f = Creatures.of(s)
>>> [(GEOMETRY[6].cell[a], GEOMETRY[6].cell[b]) for a, b, _ in f.moves(1)]
[((0, 0), (1, -1)), ((0, 0), (0, 1)), ((1, 0), (1, -1)), ((1, 0), (0, 1))]
"""

from __future__ import annotations

from .board import BLACK, DIRECTIONS
from .scoring import canonical_shape, shape_score

COLOUR_CODE = {BLACK: 1, "white": 2}


class Geometry:
    """The board of one side as integers: ``index[(q, r)]``, ``cell[i]``, ``nbrs[i]``, ``rays[i]``."""

    def __init__(self, size: int):
        self.size = size
        n = size - 1
        self.width = w = 2 * size + 1
        self.count = w * w
        self.index = {}
        self.cell = [None] * self.count
        for q in range(-n, n + 1):
            for r in range(-n, n + 1):
                if abs(q + r) <= n:
                    i = (q + n + 1) * w + (r + n + 1)
                    self.index[(q, r)] = i
                    self.cell[i] = (q, r)
        self.offsets = tuple(dq * w + dr for dq, dr in DIRECTIONS)
        self.cells = sorted(self.index.values())
        self.nbrs = [()] * self.count
        self.rays = [()] * self.count
        for i in self.cells:
            self.nbrs[i] = tuple(i + o for o in self.offsets)
            rays = []
            for o in self.offsets:
                ray, x = [], i + o
                while self.cell[x] is not None:
                    ray.append(x)
                    x += o
                rays.append(tuple(ray))
            self.rays[i] = tuple(rays)
        self.shapes = {}  # translation key -> canonical shape (scoring)


GEOMETRY = {size: Geometry(size) for size in (5, 6, 7)}


def _parts(cells, nbrs) -> list:
    """The edge-connected parts of a small set of cells (a list of lists)."""
    left = set(cells)
    out = []
    while left:
        start = left.pop()
        part, stack = [start], [start]
        while stack:
            for y in nbrs[stack.pop()]:
                if y in left:
                    left.discard(y)
                    part.append(y)
                    stack.append(y)
        out.append(part)
    return out


class Creatures:
    """The stones of a position with their creatures: ``board``, ``lab``, ``members`` (id -> cells), ``next_id``."""

    __slots__ = ("geo", "board", "lab", "members", "next_id", "_splits")

    def __init__(self, geo, board, lab, members, next_id):
        self.geo, self.board, self.lab, self.members, self.next_id = geo, board, lab, members, next_id
        self._splits = None

    @classmethod
    def of(cls, state) -> Creatures:
        """Worked out from the stones (when nothing was carried over)."""
        geo = GEOMETRY[state.size]
        board = [0] * geo.count
        lab = [0] * geo.count
        members = {}
        next_id = 1
        for code, stones in ((1, state.black), (2, state.white)):
            cells = [geo.index[c] for c in stones]
            for c in cells:
                board[c] = code
            for part in _parts(cells, geo.nbrs):
                members[next_id] = tuple(part)
                for c in part:
                    lab[c] = next_id
                next_id += 1
        return cls(geo, board, lab, members, next_id)

    # -- updates -----------------------------------------------------------------

    def _remove(self, board, lab, members, cell, next_id) -> int:
        """Take the stone off ``cell`` (in the copies given), splitting its creature; the next free id."""
        cid = lab[cell]
        board[cell] = 0
        lab[cell] = 0
        rest = [c for c in members.pop(cid) if c != cell]
        if not rest:
            return next_id
        parts = _parts(rest, self.geo.nbrs) if len(rest) > 1 else [rest]
        if len(parts) == 1:
            members[cid] = tuple(rest)
            return next_id
        for part in parts:
            members[next_id] = tuple(part)
            for c in part:
                lab[c] = next_id
            next_id += 1
        return next_id

    def _add(self, board, lab, members, cell, code, next_id) -> int:
        """Put a stone of ``code`` on ``cell``, joining (merging) the creatures it touches; the next free id."""
        board[cell] = code
        touched = {lab[y] for y in self.geo.nbrs[cell] if board[y] == code}
        if not touched:
            members[next_id] = (cell,)
            lab[cell] = next_id
            return next_id + 1
        keep = min(touched)
        cells = list(members[keep])
        for other in touched:
            if other != keep:
                for c in members.pop(other):
                    lab[c] = keep
                    cells.append(c)
        cells.append(cell)
        lab[cell] = keep
        members[keep] = tuple(cells)
        return next_id

    def after_move(self, start, dest, code) -> Creatures:
        """The creatures once the stone on ``start`` has moved to ``dest`` (biting what stood there)."""
        board, lab, members = self.board[:], self.lab[:], dict(self.members)
        next_id = self._remove(board, lab, members, start, self.next_id)
        if board[dest]:
            next_id = self._remove(board, lab, members, dest, next_id)
        next_id = self._add(board, lab, members, dest, code, next_id)
        return Creatures(self.geo, board, lab, members, next_id)

    def after_place(self, cell, code) -> Creatures:
        board, lab, members = self.board[:], self.lab[:], dict(self.members)
        next_id = self._add(board, lab, members, cell, code, self.next_id)
        return Creatures(self.geo, board, lab, members, next_id)

    # -- the move ----------------------------------------------------------------

    def split(self, start) -> dict | None:
        """With the stone on ``start`` lifted: cell -> part label for its creature's cells, or ``None`` when it stays whole."""
        splits = self._splits
        if splits is None:
            splits = self._splits = {}
        elif start in splits:
            return splits[start]
        rest = [c for c in self.members[self.lab[start]] if c != start]
        parts = _parts(rest, self.geo.nbrs) if len(rest) > 1 else [rest]
        out = None
        if len(parts) > 1:
            out = {}
            for k, part in enumerate(parts):
                for c in part:
                    out[c] = -1 - k
        splits[start] = out
        return out

    def touched(self, cell, code, lifted=None) -> set:
        """The creatures of ``code`` next to ``cell`` (their labels), the stone on ``lifted`` (if any) lifted: the
        parts it leaves of its creature count apart, as :meth:`slides` counts them.

        >>> from .rules import State
        >>> f = Creatures.of(State.from_stones(black=[(0, 0), (1, 0), (2, -1)]))
        >>> i = GEOMETRY[6].index
        >>> len(f.touched(i[(1, -1)], 1)), len(f.touched(i[(1, -1)], 1, lifted=i[(1, 0)]))
        (1, 2)
        """
        board, lab = self.board, self.lab
        sub = self.split(lifted) if lifted is not None else None
        home = lab[lifted] if lifted is not None else 0
        out = set()
        for y in self.geo.nbrs[cell]:
            if board[y] == code and y != lifted:
                label = lab[y]
                if sub is not None and label == home:
                    label = sub[y]
                out.add(label)
        return out

    def movable(self, code) -> list:
        """The stones of ``code`` in creatures of two or more, in cell order."""
        board, members = self.board, self.members
        out = []
        for cells in members.values():
            if len(cells) >= 2 and board[cells[0]] == code:
                out += cells
        out.sort()
        return out

    def slides(self, start, code):
        """``(dest, bite, part)`` for each cell the stone on ``start`` may slide to (``part``: the label ``dest`` joins)."""
        board, lab, nbrs = self.board, self.lab, self.geo.nbrs
        home = lab[start]
        sub = self.split(start)
        for ray in self.geo.rays[start]:
            for x in ray:
                b = board[x]
                if b == code:
                    break
                first = 0
                many = False
                for y in nbrs[x]:
                    if board[y] == code and y != start:
                        label = lab[y]
                        if sub is not None and label == home:
                            label = sub[y]
                        if not first:
                            first = label
                        elif label != first:
                            many = True
                            break
                if many or not first:
                    break
                yield x, b != 0, first
                if b:
                    break

    def placements(self, start, dest, part, code, every=True) -> list:
        """The placement cells (sorted) once the stone on ``start`` stands on ``dest``, joining ``part``; with
        ``every`` false, at most the first found."""
        board, lab, nbrs = self.board, self.lab, self.geo.nbrs
        home = lab[start]
        sub = self.split(start)
        out = []
        for ray in self.geo.rays[dest]:
            for x in ray:
                if board[x] and x != start:
                    break
                first = 0
                ok = True
                for y in nbrs[x]:
                    if y == dest:
                        ok = False
                        break
                    if board[y] == code and y != start:
                        label = lab[y]
                        if sub is not None and label == home:
                            label = sub[y]
                        if label == part:
                            ok = False
                            break
                        if not first:
                            first = label
                        elif label != first:
                            ok = False
                            break
                if ok:
                    out.append(x)
                    if not every:
                        return out
        out.sort()
        return out

    def moves(self, code) -> list:
        """``(start, dest, bite)`` of every legal move of ``code`` (some placement can follow), in the rules' order."""
        out = []
        for start in self.movable(code):
            for dest, bite, part in self.slides(start, code):
                if self.placements(start, dest, part, code, every=False):
                    out.append((start, dest, bite))
        return out

    def turns(self, code) -> list:
        """``(start, dest, bite, placements)`` for every legal move of ``code``."""
        out = []
        for start in self.movable(code):
            for dest, bite, part in self.slides(start, code):
                cells = self.placements(start, dest, part, code)
                if cells:
                    out.append((start, dest, bite, cells))
        return out

    def places(self, moved, code) -> list:
        """The placement cells (sorted) in the place phase, the moved stone on ``moved``."""
        board, lab, nbrs = self.board, self.lab, self.geo.nbrs
        home = lab[moved]
        out = []
        for ray in self.geo.rays[moved]:
            for x in ray:
                if board[x]:
                    break
                first = 0
                ok = True
                for y in nbrs[x]:
                    if board[y] == code:
                        label = lab[y]
                        if label == home or (first and label != first):
                            ok = False
                            break
                        first = label
                if ok:
                    out.append(x)
        out.sort()
        return out

    # -- scoring -----------------------------------------------------------------

    def profile(self, code) -> tuple:
        """``code``'s score profile (as :func:`.scoring.score`), with shapes remembered by their translation."""
        geo = self.geo
        shapes = geo.shapes
        board = self.board
        count = {}
        sizes = {}
        mine = [cells for cells in self.members.values() if board[cells[0]] == code]
        for cells in mine:
            sizes[len(cells)] = sizes.get(len(cells), 0) + 1
        for cells in mine:
            if sizes[len(cells)] == 1:  # the only creature of its size: its shape is held once
                count[(len(cells),)] = 1
                continue
            low = min(cells)
            key = tuple(sorted(c - low for c in cells))
            shape = shapes.get(key)
            if shape is None:
                shape = shapes[key] = canonical_shape([geo.cell[c] for c in cells])
            count[shape] = count.get(shape, 0) + 1
        levels = {}
        for shape, k in count.items():
            size = shape[0] if len(shape) == 1 and isinstance(shape[0], int) else len(shape)
            levels.setdefault(size, []).append(shape_score(size, k))
        return tuple((s, tuple(sorted(levels[s], reverse=True))) for s in sorted(levels, reverse=True))
