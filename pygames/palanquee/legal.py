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

from functools import cached_property

from .. import IllegalMove
from .board import (
    GROW, GROW_SEED, INDEX, KINDS, MOVE, N, NAMES, NEIGH, PLACING, RECOIL, SEED, SOW, TRIM, ZOBRIST, cell_index, rings,
)
from .captures import _COMPLEX
from .text import Move, as_move, bare
from ..game import other
from .words import cells_words, end_words, name, or_words, owed_words, run_words, say


_MOVES: dict = {}  # (kind, cell, source) -> its Move without a seed (made once)


def _empties(b) -> list:
    """The empty cells of board ``b``, in board order."""
    out = []
    i = b.find(0)
    while i >= 0:
        out.append(i)
        i = b.find(0, i + 1)
    return out


class LegalActions:
    """The legal actions part of ``State`` (a mixin)."""

    __slots__ = ()

    @cached_property
    def _legal(self):
        """(moves, index): index maps (kind, cell, source) -> (seeds that may spend it, removed pieces).

        The fast path: the same actions in the same order as ``_reference_legal``, with the
        common cases (a clean position, a placement that needs no full simulation) inlined.
        """
        index = {}
        if self.is_over():
            return [], index
        if not self._is_clean:
            return self._reference_legal()
        b = self.board
        k = 2 * self.side
        seeds_left, grains_left = self.reserve[k], self.reserve[k + 1]
        near = self._near_enemy
        analyse = self._analyse
        outcome = self._outcome
        complex_ = _COMPLEX
        capturing = []  # keys whose action removes pieces (the ko rules look only at these, mostly)
        if self.sow_only:
            if seeds_left > 0:
                spend = [None]
                for dest in _empties(b):
                    if dest not in near:
                        a = analyse(dest)
                        if a is complex_:
                            ok, removed = outcome(SOW, dest)
                        else:
                            ok, removed = a.ok, a.removed
                        if ok:
                            index[(SOW, dest, None)] = (spend, removed)
                            if removed:
                                capturing.append((SOW, dest, None))
        else:
            label, groups = self._own
            owing = {}
            for s in self.owed:
                owing.setdefault(label[s], []).append(s)
            kills = self._kills
            for pid in sorted(owing):
                seeds = owing[pid]
                cells = groups[pid]
                count, last = {}, {}
                for c in cells:
                    for n in NEIGH[c]:
                        if not b[n]:
                            count[n] = count.get(n, 0) + 1
                            last[n] = c
                frontier = [d for d in sorted(count) if d not in near]
                grains = [c for c in cells if not b[c] & SEED]
                found = {}
                for dest in frontier:
                    a = found[dest] = analyse(dest)
                    for kind, left in ((GROW, grains_left), (GROW_SEED, seeds_left)):
                        if left <= 0:
                            continue
                        key = (kind, dest, None)
                        if key in index:
                            index[key][0].extend(seeds)
                            continue
                        if a is complex_:
                            ok, removed = outcome(kind, dest)
                        else:
                            ok, removed = a.ok, a.removed
                        if ok:
                            index[key] = (list(seeds), removed)
                            if removed:
                                capturing.append(key)
                plant_kills = kills(cells[0])
                # per destination: (cell, the one grain it touches or -1, analysis, ok, removed, sensitive)
                info = []
                for dest in frontier:
                    a = found[dest]
                    solo = last[dest] if count[dest] == 1 else -1
                    if a is complex_:
                        info.append((dest, solo, a, False, (), None))
                    else:
                        info.append((dest, solo, a, a.ok, a.removed, a.sensitive))
                for g in grains:
                    if g in plant_kills:
                        dead = self._lift_dead(g)
                        doomed = frozenset().union(*dead)
                        for dest, solo, a, ok, removed, sensitive in info:
                            if solo == g:
                                continue
                            if sensitive is None or g in sensitive:
                                ok, removed = outcome(MOVE, dest, g)
                            else:
                                ok, removed = self._move_cutting(a, dest, g, dead, doomed)
                            if ok:
                                key = (MOVE, dest, g)
                                index[key] = (seeds, removed)
                                if removed:
                                    capturing.append(key)
                        continue
                    for dest, solo, a, ok, removed, sensitive in info:
                        if solo == g:
                            continue
                        if sensitive is None or (sensitive and g in sensitive):
                            ok, removed = outcome(MOVE, dest, g)
                        if ok:
                            index[(MOVE, dest, g)] = (seeds, removed)
                            if removed:
                                capturing.append((MOVE, dest, g))
                for g in grains:
                    if g in plant_kills:
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
                        if s not in plant_kills:
                            index[(RECOIL, s, None)] = (seeds, ())
            if seeds_left > 0:
                everyone = list(self.owed)
                for dest in _empties(b):
                    if dest not in near:
                        key = (SOW, dest, None)
                        if key in index:  # cannot happen (a sow is listed once), kept for the shape
                            index[key][0].extend(everyone)
                            continue
                        a = analyse(dest)
                        if a is complex_:
                            ok, removed = outcome(SOW, dest)
                        else:
                            ok, removed = a.ok, a.removed
                        if ok:
                            index[key] = (everyone, removed)
                            if removed:
                                capturing.append(key)
        # the two ko rules
        prev = self._previous_key
        ko = self.ko
        if prev is not None or ko:
            diff = self._previous_diff if prev is not None else None
            keys = list(index) if diff is not None and diff <= 2 else capturing
            for key in keys:
                seeds, removed = index[key]
                kind, c, src = key
                if ko and kind in PLACING and len(removed) == 1 and (removed[0][0], c) in ko:
                    del index[key]
                    continue
                if diff is not None and len(removed) + 2 >= diff and self._same_as_previous(key, removed):
                    keep = [s for s in seeds if not self._ends_turn(key, removed, s)]
                    if keep:
                        index[key] = (keep, removed)
                    else:
                        del index[key]
        moves = []
        add = moves.append
        for key, (seeds, _) in index.items():
            if len(seeds) == 1:
                m = _MOVES.get(key)
                if m is None:
                    kind, c, src = key
                    m = _MOVES[key] = Move(kind, NAMES[c], NAMES[src] if src is not None else None)
                add(m)
            else:
                for s in sorted(seeds):
                    m = _MOVES.get(key + (s,))
                    if m is None:
                        kind, c, src = key
                        m = _MOVES[key + (s,)] = Move(kind, NAMES[c], NAMES[src] if src is not None else None, NAMES[s])
                    add(m)
        return moves, index

    def _reference_legal(self):
        """The legal actions as the engine first listed them (the reference for ``_legal``: one
        ``_outcome`` call per candidate action, no shortcut): (moves, index) as ``_legal``."""
        index = {}
        if self.is_over():
            return [], index
        b = self.board
        mine, enemy = self._bits
        k = 2 * self.side
        seeds_left, grains_left = self.reserve[k], self.reserve[k + 1]
        near = self._near_enemy
        empties = [i for i in range(N) if not b[i]]

        def add(key, seeds, kind, c, src=None):
            if key in index:
                index[key][0].extend(seeds)
                return
            ok, removed = self._outcome(kind, c, src)
            if ok:
                index[key] = (list(seeds), removed)

        if self.sow_only:
            if seeds_left > 0:
                for dest in empties:
                    if dest not in near:
                        add((SOW, dest, None), [None], SOW, dest)
        else:
            label, groups = self._own
            owing = {}
            for s in self.owed:
                owing.setdefault(label[s], []).append(s)
            for pid in sorted(owing):
                seeds = owing[pid]
                cells = groups[pid]
                count, last = {}, {}
                for c in cells:
                    for n in NEIGH[c]:
                        if not b[n]:
                            count[n] = count.get(n, 0) + 1
                            last[n] = c
                frontier = sorted(count)
                grains = [c for c in cells if not b[c] & SEED]
                for dest in frontier:
                    if dest in near:
                        continue
                    if grains_left > 0:
                        add((GROW, dest, None), seeds, GROW, dest)
                    if seeds_left > 0:
                        add((GROW_SEED, dest, None), seeds, GROW_SEED, dest)
                for g in grains:
                    for dest in frontier:
                        if dest in near or (count[dest] == 1 and last[dest] == g):
                            continue
                        add((MOVE, dest, g), seeds, MOVE, dest, g)
                for g in grains:
                    add((TRIM, g, None), seeds, TRIM, g)
                plant_seeds = [c for c in cells if b[c] & SEED]
                if len(plant_seeds) >= 2:
                    for s in plant_seeds:
                        if s not in self._kills(s):
                            add((RECOIL, s, None), seeds, RECOIL, s)
            if seeds_left > 0:
                everyone = list(self.owed)
                for dest in empties:
                    if dest not in near:
                        add((SOW, dest, None), everyone, SOW, dest)
        # the two ko rules
        prev = self._previous_key
        for key in list(index):
            seeds, removed = index[key]
            kind, c, src = key
            if kind in PLACING and len(removed) == 1 and (removed[0][0], c) in self.ko:
                del index[key]
                continue
            if prev is not None and len(removed) + 2 >= self._previous_diff and self._same_as_previous(key, removed):
                keep = [s for s in seeds if not self._ends_turn(key, removed, s)]
                if keep:
                    index[key] = (keep, removed)
                else:
                    del index[key]
        moves = []
        for key, (seeds, _) in index.items():
            kind, c, src = key
            cell, source = NAMES[c], (NAMES[src] if src is not None else None)
            if len(seeds) == 1:
                moves.append(Move(kind, cell, source))
            else:
                for s in sorted(seeds):
                    moves.append(Move(kind, cell, source, NAMES[s]))
        return moves, index

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
        return self.sow_only or not after.owed or not after._legal[0]

    def legal_moves(self) -> list:
        """Every legal action now (each a ``Move``; a seed is written when several could spend it)."""
        return list(self._legal[0])

    def has_legal_move(self) -> bool:
        return bool(self._legal[0])

    def _spender(self, move: Move):
        """The seed (cell number, or None in a sowing turn) that a listed ``move`` spends."""
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seeds = self._legal[1][(kind, c, src)][0]
        return INDEX[move.seed] if move.seed else seeds[0]

    def targets(self, kind: str, seed: str | None = None, source: str | None = None) -> set:
        """The cells an action of ``kind`` can take now, for highlighting.

        ``grow``, ``grow-seed``, ``sow``: the empty cells it may fill;
        ``trim``, ``recoil``: the pieces it may remove; ``move``: the grains
        that can move, or with ``source`` that grain's destinations.
        ``seed`` keeps the actions that seed's owed action may spend.
        """
        if kind not in KINDS:
            raise ValueError(say("unknown_kind", kinds=", ".join(KINDS), kind=repr(kind)))
        want = cell_index(seed) if seed else None
        src = NAMES[cell_index(source)] if source else None
        out = set()
        for mv in self._legal[0]:
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
        move = as_move(move)
        if self.is_over():
            raise IllegalMove(say("game_over"))
        kind, c = move.kind, INDEX[move.cell]
        src = INDEX[move.source] if move.source else None
        seed = INDEX[move.seed] if move.seed else None
        key = (kind, c, src)
        entry = self._legal[1].get(key)
        if entry is not None:
            seeds = entry[0]
            if seed is None:
                if len(seeds) == 1:
                    return Move(kind, move.cell, move.source)
                label = self._own[0]
                if len({label[s] for s in seeds}) > 1:
                    body = str(Move(kind, move.cell, move.source))
                    raise IllegalMove(say(
                        "ambiguous_two" if len(seeds) == 2 else "ambiguous",
                        seeds=cells_words(seeds),
                        choices=or_words([say("seed_spends", seed=NAMES[s], action=body) for s in sorted(seeds)]),
                    ))
                chosen = c if kind == RECOIL and c in seeds else min(seeds)
                return Move(kind, move.cell, move.source, NAMES[chosen])
            if seed in seeds:
                return Move(kind, move.cell, move.source, NAMES[seed] if len(seeds) > 1 else None)
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
                return say("not_your_seed_to_spend", seed=NAMES[seed], example=self._owed_example(), action=bare(move))
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
