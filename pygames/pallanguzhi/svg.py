"""The Pallanguzhi board as SVG: a pure function of a state and marks.

Seen from South: North's row on top (N7 at the left, N1 at the right, facing
S7), South's row below (S1 at the left). North's bowl stands at the left end,
South's at the right. The look is the stylesheet ``CSS`` (classes ``pg-*``):
the site serves it once for every board; ``standalone=True`` embeds it, for
an SVG file used on its own.

>>> from pygames.pallanguzhi import initial_state
>>> svg = render_svg(initial_state(), hint=["S1"], last="S1", selected=None)
>>> svg.startswith("<svg") and 'aria-label="Pallanguzhi board' in svg
True
"""

from __future__ import annotations

from math import cos, pi, sin

from ..markup import escape
from . import words
from .board import HOLES, LABELS, NORTH, ROW, SIDES, SOUTH, bowl_index, screen_place
from .rules import State
from .words import hole_name, say, seeds, side_name

PITCH = 66  # distance between hole centres
RADIUS = 28
LEFT = 76  # x of the board's left edge (the bowls stand outside it)
WIDTH = LEFT * 2 + PITCH * ROW + 8
WOOD_TOP, WOOD_HEIGHT = 32, 170
ROW_Y = {NORTH: 75, SOUTH: 159}
LABEL_Y = {NORTH: 23, SOUTH: 225}
HEIGHT = 256

# Every rule is scoped to the Pallanguzhi board (the boards' stylesheets share one file, boards.css).
CSS = """\
.pg-pallanguzhi text{text-anchor:middle}
.pg-pallanguzhi .pg-wood{fill:#b9834d;stroke:#6b4423;stroke-width:2}
.pg-pallanguzhi .pg-pit{fill:#6e4522;stroke:#3e2410;stroke-width:2}
.pg-pallanguzhi .pg-bowl ellipse{fill:#8a5a30;stroke:#3e2410;stroke-width:2}
.pg-pallanguzhi .pg-seeds{fill:#f4e6c8;stroke:#6b4423;stroke-width:.8}
.pg-pallanguzhi .pg-count{fill:#fff;stroke:#3e2410;stroke-width:3px;paint-order:stroke;font-size:24px;font-weight:700}
.pg-pallanguzhi .pg-bowl .pg-count{font-size:26px}
.pg-pallanguzhi .pg-label{fill:currentColor;font-size:18px}
.pg-pallanguzhi .pg-hole-words{pointer-events:none}
.pg-pallanguzhi .pg-bowl .pg-label{font-size:16px}
.pg-pallanguzhi .pg-hand{fill:currentColor;font-size:17px;font-weight:700}
.pg-pallanguzhi .pg-cross{fill:none;stroke:#e8d5b5;stroke-width:4;stroke-linecap:round}
.pg-pallanguzhi .pg-hint-ring{fill:none;stroke:#1f6feb;stroke-width:3;stroke-dasharray:6 4}
.pg-pallanguzhi .pg-mark-ring{fill:none;stroke:#ffd33d;stroke-width:4}
.pg-pallanguzhi .pg-mark-pasu .pg-mark-ring{stroke:#2ea043}
.pg-pallanguzhi .pg-mark-capture .pg-mark-ring{stroke:#ff7b72}
.pg-pallanguzhi .pg-mark-word{fill:#111;stroke:#ffd33d;stroke-width:6px;paint-order:stroke;font-size:14px;font-weight:700}
"""


def hole_xy(i: int) -> tuple[int, int]:
    """Centre of hole ``i`` (0..13) in the drawing."""
    _, col = screen_place(i)
    return LEFT + 4 + PITCH // 2 + PITCH * col, ROW_Y[SOUTH if i < ROW else NORTH]


def describe_board(state, status=True) -> str:
    """The whole board in words: the text alternative of the drawing.

    >>> from pygames.pallanguzhi import initial_state
    >>> hole_name(initial_state(), 2)
    'S3, 5 seeds'
    """
    return words.board(state, status)


def _seed_dots(cx: int, cy: int, n: int) -> list[str]:
    """Up to 8 seeds drawn round the rim; the number in the middle says how many."""
    shown = min(n, 8)
    if not shown:
        return []
    r = RADIUS - 8
    dots = "".join(
        f'<circle cx="{cx + r * cos(a):.0f}" cy="{cy + r * sin(a):.0f}" r="4.2"/>'
        for a in (2 * pi * k / shown - pi / 2 for k in range(shown))
    )
    return [f'<g class="pg-seeds">{dots}</g>']


def render_svg(
    state, *, hint=(), active=None, kind=None, hand=None, playable=True, label=None, standalone=False, **_marks
) -> str:
    """Draw ``state``.

    ``hint``: hole labels to ring (a suggested move). ``active`` and ``kind``:
    the hole of the current step of an animation and what happened there
    (``sow``, ``pick``, ``relay``, ``pasu``, ``capture``, ``endless``).
    The drawing is one image with a full text alternative; each hole also
    carries its own name, its place (``data-row``, ``data-col``) and, when it
    is a legal move, the class ``pg-legal``, so that the browser can make the
    holes buttons (``board.js``) without asking Python again.
    ``playable=False`` marks no hole legal (a frame in the middle of a turn).
    ``hand``: the seeds in the sower's hand, written under the board.
    ``standalone``: embed the stylesheet (for an SVG file outside the site).
    The other common marks (``last``, ``selected``) do not show on this board.
    """
    legal = {m.hole for m in state.legal_moves()} if playable else set()
    hints = {str(h) for h in hint or ()}
    name = escape(label or describe_board(state))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" class="pg-svg pg-pallanguzhi" role="img" aria-label="{name}">',
        f"<style>{CSS}</style>" if standalone else "",
        f'<rect class="pg-wood" x="{LEFT}" y="{WOOD_TOP}" width="{PITCH * ROW + 8}" height="{WOOD_HEIGHT}" rx="38"/>',
    ]
    for i in range(HOLES):
        out.append(_hole(state, i, i in legal, LABELS[i] in hints, kind if active == LABELS[i] else None))
    out += _bowls(state)
    if hand is not None:
        out.append(f'<text class="pg-hand" x="{WIDTH // 2}" y="{HEIGHT - 6}">{say("in_hand", seeds=seeds(hand))}</text>')
    out.append("</svg>")
    return "".join(out)


def _hole(state, i, legal, hinted, mark) -> str:
    cx, cy = hole_xy(i)
    h = state.holes[i]
    side = "pg-south" if i < ROW else "pg-north"
    classes = ["pg-hole", side]
    if h is None:
        classes.append("pg-closed")
    if legal:
        classes.append("pg-legal")
    if hinted:
        classes.append("pg-hint")
    if mark:
        classes.append(f"pg-mark-{mark}")
    row_, col = screen_place(i)  # where the hole sits on screen, for the arrow keys
    parts = [
        f'<g class="{" ".join(classes)}" data-hole="{LABELS[i]}" data-row="{row_}" data-col="{col}" '
        f'aria-label="{hole_name(state, i)}">'
    ]
    parts.append(f'<circle class="pg-pit" cx="{cx}" cy="{cy}" r="{RADIUS}"/>')
    if hinted:
        parts.append(f'<circle class="pg-hint-ring" cx="{cx}" cy="{cy}" r="{RADIUS + 5}"/>')
    if mark:
        parts.append(f'<circle class="pg-mark-ring" cx="{cx}" cy="{cy}" r="{RADIUS + 4}"/>')
    if h is None:
        d = round(RADIUS * 0.55)
        parts.append(f'<path class="pg-cross" d="M{cx - d} {cy - d}L{cx + d} {cy + d}M{cx + d} {cy - d}L{cx - d} {cy + d}"/>')
    else:
        parts += _seed_dots(cx, cy, h)
        parts.append(f'<text class="pg-count" x="{cx}" y="{cy + 8}">{h}</text>')
    parts.append("</g>")
    # the hole's name and what just happened there, drawn beside it rather than inside its button
    # (its spoken name says them: a button's visible words must be part of its name)
    parts.append('<g class="pg-hole-words" aria-hidden="true">')
    parts.append(f'<text class="pg-label" x="{cx}" y="{LABEL_Y[NORTH if i >= ROW else SOUTH]}">{LABELS[i]}</text>')
    word = words.mark_word(mark) if mark else None
    if word:
        y = cy - RADIUS + 3 if i < ROW else cy + RADIUS + 3
        parts.append(f'<text class="pg-mark-word" x="{cx}" y="{y}">{word}</text>')
    parts.append("</g>")
    return "".join(parts)


def _bowls(state) -> list[str]:
    out = []
    for side in SIDES:
        count = state.bowls[bowl_index(side)]
        cx = LEFT // 2 if side == NORTH else WIDTH - LEFT // 2
        cy = (ROW_Y[NORTH] + ROW_Y[SOUTH]) // 2
        name = say("bowl", side=side_name(side), seeds=seeds(count))
        out.append(
            f'<g class="pg-bowl pg-{side}" data-bowl="{side}" role="img" aria-label="{name}">'
            f"<title>{name}</title>"
            f'<ellipse cx="{cx}" cy="{cy}" rx="33" ry="44"/>'
            f'<text class="pg-count" x="{cx}" y="{cy + 9}">{count}</text>'
            f'<text class="pg-label" x="{cx}" y="{cy + 66}">{side_name(side)}</text>'
            "</g>"
        )
    return out


def render_frame(frame: dict) -> str:
    """Draw one step of a turn: one of ``play_report``'s events (an event's ``to_dict()`` plus its ``mover``).

    >>> from pygames.pallanguzhi import initial_state
    >>> _, _, events = initial_state().play_report("S1")
    >>> 'In hand: 5 seeds' in render_frame(events[0])
    True
    """
    holes = tuple(None if h is None else int(h) for h in frame["holes"])
    bowls = tuple(int(b) for b in frame["bowls"])
    state = State(holes=holes, bowls=bowls, to_move=frame["mover"] if frame["mover"] in SIDES else SOUTH)
    kind = str(frame["kind"])
    hole = frame["hole"] if frame["hole"] in LABELS else None
    hand = int(frame.get("hand", 0)) if kind in ("pick", "relay", "sow", "pasu") else None
    label = say("frame", say=frame["say"], board=describe_board(state, status=False))
    return render_svg(state, active=hole, kind=kind, hand=hand, playable=False, label=label)
