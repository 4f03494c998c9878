"""Shapes and scores: free polyhexes (rule 7) and the comparison of profiles (rule 8).

>>> canonical_shape([(0, 0), (0, 1), (0, 2), (1, 2)]) == canonical_shape([(5, 0), (6, 0), (7, 0), (7, 1)])
True
>>> shape_score(4, 1), shape_score(4, 2)
(0, 32)
"""

from __future__ import annotations

from .board import BLACK, COLOURS, DRAW, WHITE, creatures
from . import words


def _symmetries(cells) -> list:
    """The 12 images of ``cells`` under the rotations and reflections of the hex grid."""
    out = []
    current = list(cells)
    for _ in range(6):
        current = [(-r, q + r) for q, r in current]  # a turn by 60 degrees
        out.append(current)
        out.append([(r, q) for q, r in current])  # a reflection
    return out


def canonical_shape(cells) -> tuple:
    """The free polyhex of ``cells``: the same for every translation, rotation and reflection.

    >>> canonical_shape([(3, 3)])
    ((0, 0),)
    """
    best = None
    for image in _symmetries(cells):
        q0 = min(q for q, _ in image)
        r0 = min(r for _, r in image)
        key = tuple(sorted((q - q0, r - r0) for q, r in image))
        if best is None or key < best:
            best = key
    return best


def images(cells) -> list:
    """The distinct images of a shape up to translation (12 with no symmetry, 1 for a lone stone)."""
    out = []
    for image in _symmetries(cells):
        q0 = min(q for q, _ in image)
        r0 = min(r for _, r in image)
        key = tuple(sorted((q - q0, r - r0) for q, r in image))
        if key not in out:
            out.append(key)
    return out


def shapes_of(state, colour: str) -> dict:
    """``colour``'s creatures grouped by shape: canonical shape -> list of creatures."""
    out = {}
    for group in creatures(state.stones(colour)):
        out.setdefault(canonical_shape(group), []).append(group)
    return out


def same_shape(state, cell) -> tuple:
    """The creature on ``cell`` and every creature of its colour with the same shape (cell sets).

    >>> from .rules import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (3, 1), (-3, 0)], white=[(0, 3)])
    >>> picked, alike = same_shape(s, (0, 0))
    >>> sorted(picked), len(alike)
    ([(0, 0), (1, 0)], 2)
    """
    colour = state.colour_at(cell)
    if colour is None:
        return (), []
    shapes = shapes_of(state, colour)
    for group in creatures(state.stones(colour)):
        if cell in group:
            return group, shapes[canonical_shape(group)]
    return (), []


def shape_score(size: int, count: int) -> int:
    """Rule 7: a shape held by one creature scores 0, by k >= 2 creatures of size s, s*s*k."""
    return size * size * count if count >= 2 else 0


def score(state, colour: str) -> tuple:
    """``colour``'s profile for rule 8: ``((size, (shape scores, highest first)), ...)``, largest size first."""
    levels = {}
    for shape, group in shapes_of(state, colour).items():
        levels.setdefault(len(shape), []).append(shape_score(len(shape), len(group)))
    return tuple((s, tuple(sorted(levels[s], reverse=True))) for s in sorted(levels, reverse=True))


def total(profile) -> int:
    """The sum of a profile's shape scores (not what decides the game here)."""
    return sum(sum(scores) for _, scores in profile)


def compare(a, b) -> int:
    """Rule 8, the reading this site uses: 1 if profile ``a`` wins, -1 if ``b`` does, 0 for a draw.

    Level by level, each player's own largest size first, then their next
    size, whatever the sizes are; within a level shape by shape, highest
    score first, a missing entry counting 0. The first difference decides.
    Replace this function to use another reading (total score, or only the
    sizes both players hold).

    >>> compare(((4, (32,)),), ((3, (18,)), (2, (40,))))
    1
    >>> compare(((5, (0,)), (4, (48,))), ((4, (32,)), (3, (81,))))
    -1
    """
    step = deciding_step(a, b)
    return 0 if step is None else step[2]


def deciding_step(a, b):
    """Where rule 8 finds the first difference: ``(level, shape, sign)`` (0-based), or ``None``."""
    for level in range(max(len(a), len(b))):
        sa = a[level][1] if level < len(a) else ()
        sb = b[level][1] if level < len(b) else ()
        for i in range(max(len(sa), len(sb))):
            x = sa[i] if i < len(sa) else 0
            y = sb[i] if i < len(sb) else 0
            if x != y:
                return (level, i, 1 if x > y else -1)
    return None


def explain(a, b, names=None) -> str:
    """Rule 8's verdict between profiles ``a`` and ``b`` in words.

    >>> explain(((2, (8,)),), ((2, (0,)),))
    "Black's largest creatures (size 2) score 8 against White's (size 2) 0: Black wins."
    """
    names = names or (words.name(BLACK), words.name(WHITE))
    return words.explain(a, b, deciding_step(a, b), names)


def winner_of(state) -> str:
    """``black``, ``white`` or ``draw``: rule 8 applied to the stones now on the board."""
    return {1: BLACK, -1: WHITE, 0: DRAW}[compare(score(state, BLACK), score(state, WHITE))]


def score_breakdown(state) -> dict:
    """The scores, for a scoring explainer: JSON-friendly.

    ``black`` and ``white``: ``levels`` (largest size first), each with its
    ``size`` and ``shapes`` (``cells`` of one creature of that shape,
    ``creatures`` holding it, ``score``), and ``total``. ``comparison``: one
    entry per level compared; ``winner`` and ``explanation`` in words.

    >>> from .rules import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(0, 3), (1, 3), (-3, 0)])
    >>> b = score_breakdown(s)
    >>> b["black"]["levels"][0]["shapes"][0]["score"], b["winner"]
    (8, 'black')
    >>> b["explanation"]
    "Black's largest creatures (size 2) score 8 against White's (size 2) 0: Black wins."
    """
    out = {}
    profiles = {}
    for colour in COLOURS:
        levels = {}
        for shape, group in shapes_of(state, colour).items():
            levels.setdefault(len(shape), []).append(
                {"cells": [list(c) for c in group[0]], "creatures": len(group), "score": shape_score(len(shape), len(group))}
            )
        rows = []
        for size in sorted(levels, reverse=True):
            shapes = sorted(levels[size], key=lambda s: (-s["score"], -s["creatures"], s["cells"]))
            rows.append({"size": size, "shapes": shapes})
        profiles[colour] = score(state, colour)
        out[colour] = {"levels": rows, "total": total(profiles[colour])}
    a, b = profiles[BLACK], profiles[WHITE]
    comparison = []
    for level in range(max(len(a), len(b))):
        comparison.append(
            {
                "level": level + 1,
                "black_size": a[level][0] if level < len(a) else None,
                "white_size": b[level][0] if level < len(b) else None,
                "black": list(a[level][1]) if level < len(a) else [],
                "white": list(b[level][1]) if level < len(b) else [],
            }
        )
    out["comparison"] = comparison
    out["winner"] = {1: BLACK, -1: WHITE, 0: DRAW}[compare(a, b)]
    out["explanation"] = explain(a, b)
    return out


def shape_report(state, cell) -> tuple:
    """The scoring explainer for the creature on ``cell``: ``(creature, message)``; ``()`` for an empty cell.

    >>> from .rules import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(-3, 0)])
    >>> shape_report(s, (0, 0))[1]
    "Black's creature of 2 on (0,0): 2 creatures have it: 2 × 2 × 2 = 8."
    """
    colour = state.colour_at(cell)
    if colour is None:
        return (), words.say("shape_empty", cell=words.cell_text(cell))
    group, alike = same_shape(state, cell)
    size, count = len(group), len(alike)
    return group, words.shape_message(colour, cell, size, count, shape_score(size, count))
