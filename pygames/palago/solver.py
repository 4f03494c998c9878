"""A Palago solver: does a side force a win within a number of its own turns?

It checks worked example 6 of ``rules/palago.md`` (``python -m tools.palago_openings``, with
``--verify`` to have the engine check each proof) and is meant for puzzles.

Interface
---------
- ``solve(state, winner, turns, time_limit=None)`` -> ``Result``: ``win`` (True: a proven forced
  win; False: proven that there is none; None: time limit reached), a principal ``line`` (tiles as
  text, replayed by the engine before it is returned), ``first_turn``, ``nodes``, ``seconds``.
- ``forced_win(state, winner, turns)`` -> the principal line, or None.
- ``first_turns(state, turns)`` -> every first turn of the side to move that forces a win within
  ``turns`` (exhaustive, each set of tiles once): a puzzle checker can tell whether a solution is unique.
- ``proof_tree(state, winner, turns)`` -> the proof as nested dicts; ``verify_proof(state, winner,
  tree)`` checks it with the engine's ``legal_moves`` and ``play`` alone.

``winner`` may be the side to move or the other one. A turn is two tiles, or one when the first ends the
game; "within k turns" counts the winner's turns only (the current one included, even if begun); the
other side's turns in between are all defended.

The puzzles' interface (``SOLVER`` of the game contract, used by :mod:`pygames.puzzles` in place of
its exhaustive search): ``winning_turns(state, n, first_only=False)`` (turn text ``"a; b"`` -> the
state after, both orders of a two-tile turn), ``forces(state, mover, k)``, ``defence(state, mover, k)``
and ``solution_turn(state, depth)``.

The rules are the engine's (``pygames.palago.rules``); the fast model is in
:mod:`pygames.palago.solver_model`, with its pruning rules and why they are sound. The solver plays the opening (fewer than two tiles)
and turns already begun tile by tile with the engine; whole turns are searched on a fast model of the
same rules, checked against the engine by ``tests/test_palago_solver.py`` (the same one-turn wins, the
same turns, the same closing colours on random positions) and, for each proof, by ``verify_proof``.

The search
----------
``attack(k)`` (the attacker X to move: a win in one turn, or a turn after which ``defend(k - 1)``)
and ``defend(k)`` (the defender Y to move: every Y turn leads to ``attack(k)``), depth first, with

- a transposition table keyed by the set of tiles and the side to move: at the start of a turn that is
  the whole position (what is legal and who wins depend on the table and the mover only). Its results
  are exact and monotone in k: it keeps the least k proven to win and the greatest k proven not to.
- turns taken once per set of two tiles: both orders of a pair that does not end the game reach the
  same position (and whether a pair ends the game does not depend on its order: it does exactly when
  the table after it has a closed group with a bridge).
- ordering only, no cut: killer turns (the last that won or refuted at the same depth) first; at the
  attacker's nodes with k >= 3, first the turns after which the defender has fewest ways to stop all
  the attacker's wins in one turn (smallest common zone, then most wins).
- positions where the defender's turn reaches the 48th tile are decided by the engine (the draw).

No symmetry reduction is used (the table of results catches transpositions).

Example 6 (``python -m tools.palago_openings --verify``; 2 shared cores, niced, CPU seconds)
------------------------------------------------------------------------------------------
- (0,0,0)+(0,1,0): Dark wins within 3 turns starting (-1,0,2)+(-2,1,2): confirmed (1,899 nodes,
  0.1 s; the engine checks the proof in 0.4 s). Not within 2 turns whatever Dark's first turn. The
  winning first turns within 3 are that one and its mirror image (-1,2,4)+(-2,2,4) (``first_turns``).
- (0,0,2)+(0,1,4): Dark wins within 3 turns starting (1,-1,0)+(0,-1,2): confirmed (343 nodes, 0.05 s;
  engine check 1.3 s). Not within 2. Its 4 winning first turns within 3 give one position up to symmetry.
- (0,0,0)+(0,1,4): Dark wins within 4 turns starting (0,-1,2)+(1,-2,2): confirmed (18,568 nodes,
  2.2 s; engine check 4.2 s). Not within 3 turns whatever Dark's first turn (exhaustive, 233,158
  nodes, 15 s). From the opening, finding a first turn itself, the search proves the 4-turn win in
  283 s (3.2 million nodes).
- (0,0,0)+(1,-1,0), (0,0,0)+(0,1,2), (0,0,0)+(1,-1,4): no forced win for Dark within 3 turns
  (exhaustive: about 200,000 nodes and 15 s each). Within 4 turns: unresolved (the search of
  (0,0,0)+(1,-1,0) was stopped after 600 s and 5.8 million nodes).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .. import IllegalMove
from .board import LIGHT, TILES
from .rules import State, initial_state
from .solver_model import (  # noqa: F401 (forget: for pygames.puzzles.prove)
    COLOUR_INDEX, COLOUR_NAME, QR, Analysis, analyse, forget, is_turn, model_board, nbrs, tile_text, turns_of, wins,
)
from . import words

# -- the search ---------------------------------------------------------------------------------------------


class _Entry:
    __slots__ = ("win", "fail", "move", "refute")

    def __init__(self):
        self.win = 1 << 30  # proven: the attacker wins within this many of its turns
        self.fail = -1  # proven: the attacker does not win within this many
        self.move = None  # attacker node: the winning turn (4-tuple) or win ((c, l), ...); defender: hardest reply
        self.refute = None  # defender node: a reply that refutes


class Search:
    """Depth-first proof search for colour ``X`` (0 Light, 1 Dark) on a mutable table (cell id -> l).

    ``attack(k)``: X to move, does X win within k of its turns?  ``defend(k)``: the other side (Y) to
    move, does X win within k of its turns whatever Y does?  Both are exact (module docstring).
    """

    def __init__(self, X: int, board: dict | None = None, prune: bool = True, order: bool = True,
                 limit: float | None = None):
        self.X = X
        self.Y = 1 - X
        self.prune = prune
        self.order = order
        self.tt = {}
        self.nodes = 0
        self.killers = {}
        self._pre = {}
        self.deadline = None if limit is None else time.process_time() + limit
        self.set_board(board or {})

    def set_board(self, board: dict) -> None:
        self.board = dict(board)
        self.codes = {c * 8 + l for c, l in board.items()}

    # -- making and taking back a turn
    def _do(self, m):
        c1, l1, c2, l2 = m
        self.board[c1] = l1
        self.board[c2] = l2
        self.codes.add(c1 * 8 + l1)
        self.codes.add(c2 * 8 + l2)

    def _undo(self, m):
        c1, l1, c2, l2 = m
        del self.board[c1]
        del self.board[c2]
        self.codes.discard(c1 * 8 + l1)
        self.codes.discard(c2 * 8 + l2)

    def _entry(self, key) -> _Entry:
        e = self.tt.get(key)
        if e is None:
            e = self.tt[key] = _Entry()
        return e

    def _key(self, role: int):
        return (frozenset(self.codes), role)

    def _ordered(self, ply, A, moves, keep=None):
        """Killer turns first (the last turns that won or refuted at this depth), then ``moves``."""
        tried = []
        for m in tuple(self.killers.get(ply, ())):
            if is_turn(A, self.board, m) and (keep is None or keep(m)):
                tried.append(m)
                yield m
        for m in moves:
            if m not in tried:
                yield m

    def _killer(self, ply, m):
        ks = self.killers.setdefault(ply, [])
        if m in ks:
            ks.remove(m)
        ks.insert(0, m)
        del ks[3:]

    def _tick(self):
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.process_time() > self.deadline:
            raise TimeoutError("time limit reached")

    def _child(self, m):
        """Play turn ``m`` if it is a legal turn here (checked without this table's analysis) and return
        the new table's analysis; ``None`` (nothing played) if it is not legal or ends the game."""
        c1, l1, c2, l2 = m
        board = self.board
        if c1 in board or c2 in board or c2 not in nbrs(c1) or not any(c in board for c in nbrs(c1)):
            return None
        self._do(m)
        A = analyse(board)
        if any(not A.F[r] for r in A.E):  # a closed group with a bridge: the turn ended the game
            self._undo(m)
            return None
        return A

    def _by_threats(self, A, moves) -> list:
        """The attacker's turns, best first: those after which the defender has fewest ways to stop
        all of the attacker's wins in one turn. Turns that let the defender win at once are dropped
        (they lose: pruning P3)."""
        scored = []
        n = len(self.board) + 2
        for i, m in enumerate(moves):
            self._do(m)
            A2 = analyse(self.board)
            if not wins(A2, self.board, n, self.Y, first=True):
                threats = wins(A2, self.board, n, self.X, first=False)
                if threats:
                    common = -1
                    for w in threats:
                        common &= w.zone()
                    score = (0, common.bit_count(), -len(threats), i)
                else:
                    score = (1, 0, 0, i)
                self._pre[self._key(1)] = A2
                scored.append((score, m))
            self._undo(m)
        scored.sort()
        return [m for _, m in scored]

    def _replies(self, A, n):
        """The defender's turns worth trying here and the attacker's wins in one turn that answer every
        other turn (pruning P2): ``(threats, moves, keep)``."""
        threats = wins(A, self.board, n, self.X, first=False) if self.prune and n + 4 <= TILES else []
        if not threats:
            return threats, turns_of(A, self.board), None
        w0 = min(threats, key=lambda w: w.zone().bit_count())

        def keep(m):
            emask = (1 << m[0]) | (1 << m[2])
            return all(w.killed_by(emask) for w in threats)

        return threats, (m for m in turns_of(A, self.board, w0.zone()) if keep(m)), keep

    def _probe(self, key, k: int):
        """What the table already knows of ``k`` turns from this position: True, False, or None."""
        e = self.tt.get(key)
        if e is not None:
            if k >= e.win:
                return True
            if k <= e.fail:
                return False
        return False if k <= 0 else None

    def attack(self, k: int, ply: int = 0, A: Analysis | None = None) -> bool:
        key = self._key(0)
        known = self._probe(key, k)
        if known is not None:
            return known
        self._tick()
        n = len(self.board)
        if A is None:
            A = self._pre.pop(key, None) or analyse(self.board)
        won = wins(A, self.board, n, self.X, first=True)
        e = self._entry(key)
        if won:
            e.win, e.move = 1, won[0].tiles
            return True
        if k <= 1 or n + 2 >= TILES:  # no win in one turn; a turn that does not win draws or loses
            e.fail = max(e.fail, k)
            return False
        moves = turns_of(A, self.board)
        ordering = k >= 3 and self.order
        if ordering:
            moves = self._by_threats(A, moves)
        try:
            for m in self._ordered(ply, A, moves):
                self._do(m)
                ok = self.defend(k - 1, ply + 1)
                self._undo(m)
                if ok:
                    self._killer(ply, m)
                    e = self._entry(key)
                    if k < e.win:
                        e.win, e.move = k, m
                    return True
        finally:
            if ordering:
                self._pre.clear()
        e = self._entry(key)
        e.fail = max(e.fail, k)
        return False

    def defend(self, k: int, ply: int = 0, A: Analysis | None = None) -> bool:
        key = self._key(1)
        known = self._probe(key, k)
        if known is not None:
            return known
        self._tick()
        n = len(self.board)
        if n + 2 >= TILES:  # the defender's turn ends the game: let the engine decide
            ok = _engine_defend_last(self.board, self.X)
            e = self._entry(key)
            if ok:
                e.win = min(e.win, k)
            else:
                e.fail = max(e.fail, k)
            return ok
        # The replies that refuted at this depth before, tried first without analysing this table.
        for m in tuple(self.killers.get(ply, ())):
            A2 = self._child(m)
            if A2 is None:
                continue
            ok = self.attack(k, ply + 1, A2)
            self._undo(m)
            if not ok:
                self._killer(ply, m)
                e = self._entry(key)
                e.fail, e.refute = max(e.fail, k), m
                return False
        if A is None:
            A = self._pre.pop(key, None) or analyse(self.board)
        theirs = wins(A, self.board, n, self.Y, first=True)
        if theirs:
            e = self._entry(key)
            e.fail, e.refute = max(e.fail, k), theirs[0].tiles
            return False
        _, moves, _ = self._replies(A, n)
        hardest, most = None, -1
        for m in moves:
            before = self.nodes
            self._do(m)
            ok = self.attack(k, ply + 1)
            self._undo(m)
            if not ok:
                self._killer(ply, m)
                e = self._entry(key)
                e.fail, e.refute = max(e.fail, k), m
                return False
            if self.nodes - before > most:
                hardest, most = m, self.nodes - before
        e = self._entry(key)
        if k < e.win:
            e.win, e.move = k, hardest
        return True

    # -- reading the results back

    def line(self, attacker_to_move: bool) -> list:
        """A principal line from the table of results: the attacker's winning turns, the defender's
        replies that cost the most to refute, down to the winning tile."""
        out = []
        done = []
        role = 0 if attacker_to_move else 1
        try:
            for _ in range(TILES):
                e = self.tt.get(self._key(role))
                m = e.move if e is not None and e.win < (1 << 30) else None
                if m is None:
                    A = analyse(self.board)
                    if role == 0:
                        won = wins(A, self.board, len(self.board), self.X, first=True)
                        m = won[0].tiles if won else None
                    else:  # every reply loses at once: show one
                        m = next(turns_of(A, self.board), None)
                    if m is None:
                        break
                if isinstance(m[0], tuple):  # a win in one turn: its one or two tiles
                    out += [tile_text(c, l) for c, l in m]
                    break
                out += [tile_text(m[0], m[1]), tile_text(m[2], m[3])]
                self._do(m)
                done.append(m)
                role = 1 - role
        finally:
            for m in reversed(done):
                self._undo(m)
        return out

    def tree(self, attacker_to_move: bool, k: int) -> dict:
        """The proof of a win within ``k`` turns proven by ``attack``/``defend`` (see ``proof_tree``)."""
        return self._tree_attack(k) if attacker_to_move else self._tree_defend(k)

    def _tree_attack(self, k: int) -> dict:
        A = analyse(self.board)
        won = wins(A, self.board, len(self.board), self.X, first=True)
        if won:
            return {"win": [tile_text(c, l) for c, l in won[0].tiles]}
        if not self.attack(k):
            raise AssertionError("not a proven win")  # cannot happen after a proof
        m = self.tt[self._key(0)].move
        self._do(m)
        try:
            then = self._tree_defend(k - 1)
        finally:
            self._undo(m)
        return {"turn": [tile_text(m[0], m[1]), tile_text(m[2], m[3])], "then": then}

    def _tree_defend(self, k: int) -> dict:
        n = len(self.board)
        A = analyse(self.board)
        threats, moves, _ = self._replies(A, n)
        replies = {}
        for m in list(moves):
            self._do(m)
            try:
                replies[f"{tile_text(m[0], m[1])} {tile_text(m[2], m[3])}"] = self._tree_attack(k)
            finally:
                self._undo(m)
        total = sum(1 for _ in turns_of(A, self.board))
        return {
            "threats": [[tile_text(c, l) for c, l in w.tiles] for w in threats],
            "replies": replies,
            "others": total - len(replies),
        }


def _engine_defend_last(board: dict, X: int) -> bool:
    """With at most 2 tiles left, whether every turn of the side to move ends in X's win (engine)."""
    state = State.from_tiles([(*QR[c], l) for c, l in board.items()], to_move=COLOUR_NAME[1 - X])
    for m1 in state.legal_moves():
        s1 = state.play(m1)
        if s1.is_over():
            if s1.winner() != COLOUR_NAME[X]:
                return False
            continue
        for m2 in s1.legal_moves():
            if s1.play(m2).winner() != COLOUR_NAME[X]:
                return False
    return True


# -- the interface ------------------------------------------------------------------------------------------


@dataclass
class Result:
    """The answer of ``solve``: ``win`` is True (a proven forced win for ``winner`` within ``turns``
    of its turns), False (proven: no forced win within ``turns``) or None (stopped by the time
    limit: unresolved). ``line`` is a principal line when ``win`` (tiles as text, from the position
    given); ``nodes`` counts the positions the search expanded."""

    winner: str
    turns: int
    win: bool | None
    line: list = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    to_move: str = LIGHT
    placed: int = 0

    @property
    def first_turn(self) -> list:
        """The winner's first turn (its tiles still to place), when the winner is to move and wins."""
        if not self.win or self.to_move != self.winner:
            return []
        size = 1 if self.placed else 2
        return self.line[:1] if len(self.line) == 1 else self.line[:size]

    def verdict(self) -> str:
        return words.verdict(self.winner, self.turns, self.win)


def _colour(winner) -> int:
    if winner not in COLOUR_INDEX:
        raise ValueError(f"the winner is 'light' or 'dark', not {winner!r}")
    return COLOUR_INDEX[winner]


def _run(search: Search, state: State, turns: int):
    """(whether the attacker wins within ``turns`` of its turns, principal line) from ``state``.

    Positions inside a turn (one tile placed) and the opening (fewer than 2 tiles) are expanded tile
    by tile with the engine; whole turns are searched by ``search``.
    """
    Xname = COLOUR_NAME[search.X]
    if state.is_over():
        return state.winner() == Xname, []
    mover = state.to_move
    if mover == Xname and state.placed == 0 and turns <= 0:
        return False, []
    if state.placed == 0 and len(state.tiles) >= 2:
        search.set_board(model_board(state))
        ok = search.attack(turns) if mover == Xname else search.defend(turns)
        return ok, (search.line(mover == Xname) if ok else [])
    best = None
    for m in state.legal_moves():
        after = state.play(m)
        left = turns - 1 if (mover == Xname and state.placed == 1 and not after.is_over()) else turns
        ok, line = _run(search, after, left)
        if mover == Xname and ok:
            return True, [str(m)] + line
        if mover != Xname:
            if not ok:
                return False, []
            if best is None or len(line) > len(best[1]):
                best = (m, line)
    if mover == Xname:
        return False, []
    return True, ([str(best[0])] + best[1]) if best else []


def solve(state: State, winner: str, turns: int, time_limit: float | None = None, prune: bool = True) -> Result:
    """Whether ``winner`` forces a win within ``turns`` of its own turns from ``state``.

    ``winner`` may be the side to move or the other side (then every reply of the side to move is
    defended). A turn is two tiles, or one when the first tile ends the game; a turn already begun in
    ``state`` counts as one. ``time_limit`` (CPU seconds) stops the search: ``win`` is then None.

    >>> from pygames.palago import State
    >>> almost = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")
    >>> r = solve(almost, "light", 1)  # the rules' example 2 but its last tile
    >>> r.win, r.line, r.verdict()
    (True, ['(0,1,2)'], 'Light wins within 1 turn')
    >>> solve(State.from_tiles(almost.tiles, to_move="dark"), "light", 1).win  # Dark defends first
    False
    """
    X = _colour(winner)
    search = Search(X, prune=prune, limit=time_limit)
    start = time.process_time()
    try:
        ok, line = _run(search, state, turns)
    except TimeoutError:
        ok, line = None, []
    result = Result(winner, turns, ok, line, search.nodes, time.process_time() - start, state.to_move, state.placed)
    if ok:
        _check_line(state, line, winner)
    return result


def _check_line(state: State, line: list, winner: str) -> None:
    """Replay a principal line with the engine: it must be legal and end in ``winner``'s win."""
    for m in line:
        state = state.play(m)
    if state.winner() != winner:
        raise AssertionError(f"the solver's line {line} does not end in a win for {winner}")


def forced_win(state: State, winner: str, turns: int) -> list | None:
    """A principal line (tiles as text) if ``winner`` forces a win within ``turns`` of its turns,
    else None.

    >>> from pygames.palago import initial_state
    >>> start = initial_state()
    >>> for m in ["(0,0,2)", "(0,1,4)", "(1,-1,0)", "(0,-1,2)"]:
    ...     start = start.play(m)
    >>> forced_win(start, "dark", 1) is None, forced_win(start, "dark", 2) is not None
    (True, True)
    """
    r = solve(state, winner, turns)
    return r.line if r.win else None


def first_turns(state: State, turns: int, time_limit: float | None = None) -> list:
    """Every first turn of the side to move that forces a win within ``turns`` of its turns.

    Each turn is a tuple of tile texts in an order they can be played: one tile if it wins at once,
    else two. Turns with the same two tiles (played in either order) are listed once; a two-tile
    turn whose second tile wins is listed besides the single winning tile. Exhaustive: a puzzle
    checker can tell from it whether a solution is unique.
    """
    if state.is_over():
        return []
    mover = state.to_move
    search = Search(_colour(mover), limit=time_limit)
    found, seen = [], set()
    firsts = [(m,) for m in state.legal_moves()] if state.placed == 0 else [()]
    base = state
    for first in firsts:
        s1 = base.play(first[0]) if first else base
        if first and s1.is_over():
            if s1.winner() == mover:
                found.append((str(first[0]),))
            continue
        for m2 in s1.legal_moves():
            s2 = s1.play(m2)
            turn = tuple(str(m) for m in first) + (str(m2),)
            key = frozenset(turn)
            if key in seen:
                continue
            if s2.is_over():
                ok = s2.winner() == mover
            else:
                ok, _ = _run(search, s2, turns - 1)
            if ok:
                seen.add(key)
                found.append(turn)
    return found


def proof_tree(state: State, winner: str, turns: int) -> dict | None:
    """A proof that ``winner`` forces a win within ``turns`` from ``state`` (a position at the start
    of a turn, two tiles or more), or None if there is none.

    Nested dicts: at the winner's turn ``{"win": [tiles]}`` (it wins at once) or ``{"turn": [t1, t2],
    "then": ...}``; at the other side's turn ``{"threats": [[tiles], ...], "replies": {"t1 t2":
    ..., ...}, "others": n}``: every reply in ``replies`` is answered by its subtree, and each of the
    ``others`` non-ending replies leaves one of the ``threats`` (wins in one turn) standing.
    ``verify_proof`` checks it with the engine alone.
    """
    if state.placed != 0 or len(state.tiles) < 2 or state.is_over():
        raise ValueError("proof_tree needs a position at the start of a turn, with two tiles or more")
    search = Search(_colour(winner), model_board(state))
    mine = state.to_move == winner
    if not (search.attack(turns) if mine else search.defend(turns)):
        return None
    return search.tree(mine, turns)


def verify_proof(state: State, winner: str, tree: dict) -> int:
    """Check a ``proof_tree`` with the engine only (its ``legal_moves`` and ``play``): every reply of
    the loser, in any order of its two tiles, is answered by the tree or by one of the listed wins.
    Returns the number of positions checked; raises ``AssertionError`` on a gap.
    """
    checked = set()

    def attack(s: State, node: dict) -> None:
        if "win" in node:
            for m in node["win"]:
                if s.is_over():
                    break
                s = s.play(m)
            assert s.winner() == winner, f"{node['win']} does not win on {s.to_text()}"
            return
        s = s.play(node["turn"][0]).play(node["turn"][1])
        assert not s.is_over(), f"the turn {node['turn']} ends the game"
        defend(s, node["then"])

    def wins_now(s: State, tiles: list) -> bool:
        for m in tiles:
            if s.is_over():
                break
            try:
                s = s.play(m)
            except ValueError:
                return False
        return s.winner() == winner

    def defend(s: State, node: dict) -> None:
        key = frozenset(s.tiles)
        if key in checked:
            return
        checked.add(key)
        replies = {frozenset(k.split()): v for k, v in node["replies"].items()}
        for m1 in s.legal_moves():
            s1 = s.play(m1)
            if s1.is_over():
                assert s1.winner() == winner, f"{m1} wins for the defender on {s.to_text()}"
                continue
            for m2 in s1.legal_moves():
                s2 = s1.play(m2)
                if s2.is_over():
                    assert s2.winner() == winner, f"{m1} {m2} saves the defender on {s.to_text()}"
                    continue
                sub = replies.get(frozenset((str(m1), str(m2))))
                if sub is not None:
                    attack(s2, sub)
                else:
                    assert any(wins_now(s2, w) for w in node["threats"]), (
                        f"no answer to {m1} {m2} on {s.to_text()}")

    if state.to_move == winner:
        attack(state, tree)
    else:
        defend(state, tree)
    return len(checked)


# -- the puzzles' interface (SOLVER) -------------------------------------------------------------------------


def _replay(state: State, steps) -> State:
    for step in steps:
        state = state.play(step)
    return state


def winning_turns(state: State, n: int, first_only: bool = False) -> dict:
    """The mover's turns that force a win within ``n`` of their turns: turn text -> the state after.

    A two-tile turn is listed in both orders where both are legal (``"a; b"`` and ``"b; a"``).

    >>> almost = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")
    >>> turns = winning_turns(almost, 1)
    >>> turns["(0,1,2)"].winner(), "(-1,2,0); (0,1,2)" in turns, "(0,1,2); (-1,2,0)" in turns
    ('light', True, False)
    >>> len(winning_turns(almost, 1, first_only=True))
    1
    """
    out = {}
    for tiles in first_turns(state, n):
        for order in (tiles, tiles[::-1]):
            try:
                out["; ".join(order)] = _replay(state, order)
            except IllegalMove:
                continue
            if first_only:
                return out
    return out


def forces(state: State, mover: str, k: int) -> bool:
    """Whether ``mover``, who has just played, wins within ``k`` more of their turns whatever the other side does."""
    if state.is_over():
        return state.winner() == mover
    if k == 0:
        return False
    return bool(solve(state, mover, k).win)


def quiet_turn(state: State) -> str:
    """A turn of the side to move that does not end the game (the first found), else any turn."""
    fallback = None
    for m1 in state.legal_moves():
        s1 = state.play(m1)
        if s1.is_over():
            fallback = fallback or str(m1)
            continue
        for m2 in s1.legal_moves():
            if not s1.play(m2).is_over():
                return f"{m1}; {m2}"
            fallback = fallback or f"{m1}; {m2}"
    return fallback


def defence(state: State, mover: str, k: int) -> str:
    """The other side's turn in ``state`` that holds out longest against ``mover``'s win within ``k``."""
    tree = proof_tree(state, mover, k) or {}
    for key in tree.get("replies", {}):  # the replies the proof had to answer one by one
        tiles = key.split()
        for order in sorted((tiles, tiles[::-1])):  # one order whatever the listing's: the same line in every run
            try:
                _replay(state, order)
                return "; ".join(order)
            except IllegalMove:
                continue
    return quiet_turn(state)  # every reply leaves a win in one turn standing


def solution_turn(state: State, depth: int) -> str:
    """A turn of the side to move that wins within ``depth`` turns (one winning line, not all of them)."""
    return "; ".join(solve(state, state.to_move, depth).first_turn)


# -- example 6 of the rules: the six openings ----------------------------------------------------------------

OPENINGS = (
    # (Light's opening, Dark's first turn the rules give or None, the rules' claim in Dark's turns or None)
    (("(0,0,0)", "(0,1,0)"), ("(-1,0,2)", "(-2,1,2)"), 3),
    (("(0,0,2)", "(0,1,4)"), ("(1,-1,0)", "(0,-1,2)"), 3),
    (("(0,0,0)", "(0,1,4)"), ("(0,-1,2)", "(1,-2,2)"), 4),
    (("(0,0,0)", "(1,-1,0)"), None, None),
    (("(0,0,0)", "(0,1,2)"), None, None),
    (("(0,0,0)", "(1,-1,4)"), None, None),
)


def play_line(moves) -> State:
    """The position after playing ``moves`` (tile texts) from the start."""
    state = initial_state()
    for m in moves:
        state = state.play(m)
    return state
