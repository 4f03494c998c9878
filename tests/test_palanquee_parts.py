"""Palanquée's quick helpers against plain reference versions, on many random boards (issue 15): the parts a
lifted grain cuts off a plant (``_cut_parts`` against removing the grain and searching from the seeds, and
against the cut vertices of ``_cut_kills``), a column's pairs of empty cells, the plants that owe an action
(``_plants_owing`` against ``components``), and the look at a cell's neighbours that finds a placement ``FREE``
(``plainly_free`` against ``_analyse_on``)."""

import random

from pygames.palanquee import State
from pygames.palanquee.board import BLACK, COLUMNS, N, NEIGH, SEED, STEP, WHITE, X, components
from pygames.palanquee.captures import (
    AROUND, FREE, _cut_kills, _cut_parts, cell_classes, empty_pairs, flank_through, plainly_free,
)
from pygames.palanquee.legal import _plants_owing


def random_board(rng):
    """A board of random pieces, denser in a random patch so that plants of several cells form."""
    b = bytearray(N)
    centre = rng.randrange(N)
    patch = {centre}
    for _ in range(rng.randrange(1, 4)):
        patch |= {n for x in patch for n in NEIGH[x]}
    for c in range(N):
        if rng.random() < (0.6 if c in patch else 0.05):
            b[c] = rng.choice((1, 1, 1, 5, 2, 2, 6))
    return bytes(b)


def parts_by_search(b, cells, g):
    """The seedless parts left once ``g`` is lifted: the cells no seed reaches, split into connected parts."""
    rest = set(cells) - {g}
    reached = {c for c in rest if b[c] & SEED}
    todo = list(reached)
    for x in todo:
        for n in NEIGH[x]:
            if n in rest and n not in reached:
                reached.add(n)
                todo.append(n)
    cut = rest - reached
    parts = []
    for s in sorted(cut):
        if any(s in p for p in parts):
            continue
        part, todo = {s}, [s]
        for x in todo:
            for n in NEIGH[x]:
                if n in cut and n not in part:
                    part.add(n)
                    todo.append(n)
        parts.append(frozenset(part))
    return parts


def test_cut_parts_match_a_search_and_the_cut_vertices_on_random_plants():
    rng = random.Random(15)
    plants = 0
    for _ in range(400):
        b = random_board(rng)
        for bit in (1, 2):
            _, groups = components(b, bit)
            for cells in groups:
                if not any(b[c] & SEED for c in cells):
                    continue  # a dead plant: removed at once, never listed
                plants += 1
                found = _cut_parts(b, cells)
                for g in cells:
                    if b[g] & SEED:
                        assert g not in found
                        continue
                    assert found.get(g, []) == parts_by_search(b, cells, g), (cells, g)
                kills = _cut_kills(b, cells, bit)
                assert set(found) == {g for g in kills if not b[g] & SEED}
    assert plants > 1000


def test_empty_pairs_counts_like_a_walk_round_the_column():
    rng = random.Random(16)
    for _ in range(300):
        b = random_board(rng)
        for x, column in enumerate(COLUMNS):
            walk = sum(1 for k, c in enumerate(column) if not b[c] and not b[column[k - 1]])
            assert empty_pairs(b, x) == walk == empty_pairs(bytearray(b), x)


def test_plants_owing_are_the_components_that_hold_the_owed_seeds():
    rng = random.Random(17)
    for _ in range(300):
        b = random_board(rng)
        for bit in (1, 2):
            seeds = [c for c in range(N) if b[c] == bit | SEED]
            owed = tuple(rng.sample(seeds, min(len(seeds), rng.randrange(1, 4))))
            label, groups = components(b, bit)
            expected = {}
            for s in owed:
                expected.setdefault(label[s], []).append(s)
            plants = _plants_owing(b, bit, owed)
            found = [(cells, seeds) for cells, seeds, *_ in plants]
            assert found == [(groups[pid], expected[pid]) for pid in sorted(expected)]
            for cells, _, solo, cuts, kills in plants:  # each empty neighbour -> the one plant cell it touches, or -1
                assert cuts == _cut_parts(b, cells)
                if sum(1 for c in cells if b[c] & SEED) >= 2:
                    assert kills == {c for c in _cut_kills(b, cells, bit) if b[c] & SEED}
                touching = {n: [c for c in cells if n in NEIGH[c]] for c in cells for n in NEIGH[c] if not b[n]}
                assert solo == {n: who[0] if len(who) == 1 else -1 for n, who in touching.items()}


def test_a_placement_plainly_free_is_free_in_the_full_analysis():
    rng = random.Random(23)
    free = looked = 0
    for _ in range(200):
        b = random_board(rng)
        for to_move in (BLACK, WHITE):
            state = State(board=b, to_move=to_move)
            mine, enemy = state._bits
            classes = cell_classes(b, mine)
            for c in range(N):
                if b[c]:
                    continue
                around = AROUND[c](classes)  # the classes of the cells next to it (red -2: 3, blue -1: 4)
                next_to = (step[c] for step in STEP)
                assert around == tuple(3 if n == -2 else 4 if n == -1 else 0 if not b[n] else 1 if b[n] & mine else 2
                                       for n in next_to)
                looked += 1
                if plainly_free(around) and state._pairs[X[c]] > 2:
                    free += 1
                    assert state._analyse_on(b, c) is FREE, (bytes(b).hex(), to_move, c)
                    after = bytearray(b)
                    after[c] = mine
                    assert flank_through(after, mine, enemy, c) is None
    assert free > 1000 and looked > free
