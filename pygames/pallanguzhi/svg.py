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

from ..markup import DARK_LABELS, FONT, escape, label_image
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
BOWL_LABEL_Y = (ROW_Y[NORTH] + ROW_Y[SOUTH]) // 2 + 66
# The holes' and the bowls' names (a picture, label_image) in the page's text colour, made light in the dark palette.
LABEL_SIZE, BOWL_LABEL_SIZE = 18, 16
LABEL_STYLE = f"text{{font:{LABEL_SIZE}px {FONT};text-anchor:middle;fill:#000;fill-opacity:.87}}.b{{font-size:{BOWL_LABEL_SIZE}px}}"

# Every rule is scoped to the Pallanguzhi board (the boards' stylesheets share one file, boards.css).
CSS = """\
.pg-pallanguzhi text{text-anchor:middle}
.pg-pallanguzhi .pg-wood{fill:#b9834d;stroke:#6b4423;stroke-width:2}
.pg-pallanguzhi .pg-pit{fill:#6e4522;stroke:#3e2410;stroke-width:2}
.pg-pallanguzhi .pg-bowl ellipse{fill:#8a5a30;stroke:#3e2410;stroke-width:2}
.pg-pallanguzhi .pg-seeds{fill:#f4e6c8;stroke:#6b4423;stroke-width:.8}
.pg-pallanguzhi .pg-count{fill:#fff;stroke:#3e2410;stroke-width:3px;paint-order:stroke;font-size:24px;font-weight:700}
.pg-pallanguzhi .pg-bowl .pg-count{font-size:26px}
[data-md-color-scheme="slate"] .pg-pallanguzhi .pg-labels{%s}
.pg-pallanguzhi .pg-hole-words{pointer-events:none}
.pg-pallanguzhi .pg-label-line{fill:none;stroke:currentColor;stroke-width:2;visibility:hidden}
.pg-pallanguzhi .pg-hand{fill:currentColor;font-size:17px;font-weight:700}
.pg-pallanguzhi .pg-cross{fill:none;stroke:#e8d5b5;stroke-width:4;stroke-linecap:round}
.pg-pallanguzhi .pg-hint-ring{fill:none;stroke:#1f6feb;stroke-width:3;stroke-dasharray:6 4}
.pg-pallanguzhi .pg-mark-ring{fill:none;stroke:#ffd33d;stroke-width:4}
.pg-pallanguzhi .pg-mark-pasu .pg-mark-ring{stroke:#2ea043}
.pg-pallanguzhi .pg-mark-capture .pg-mark-ring{stroke:#ff7b72}
.pg-pallanguzhi .pg-hit{fill:none;pointer-events:all}
.pg-pallanguzhi .pg-mark-word{fill:#111;stroke:#ffd33d;stroke-width:6px;paint-order:stroke;font-size:14px;font-weight:700}
""" % DARK_LABELS


def hole_xy(i: int) -> tuple[int, int]:
    """Centre of hole ``i`` (0..13) in the drawing."""
    _, col = screen_place(i)
    return LEFT + 4 + PITCH // 2 + PITCH * col, ROW_Y[SOUTH if i < ROW else NORTH]


# On a phone the drawing's frame is cut to the rows (NARROW_WIDTH) and made taller (NARROW_HEIGHT):
# the holes' tap areas (a pitch square each) are then 44 CSS px or more at 375 px, and the bowls
# stand above North's row (at its left end) and below South's (at its right end), their names beside
# them. The stylesheet does it all (one drawing for every width); a picture in an <img> has no
# .pg-board round it and keeps the wide layout.
NARROW_WIDTH = PITCH * ROW + 12
NARROW_HEIGHT = 400
NARROW_BOWL = 36, 50  # where the bowls' centres stand: how far above the drawing (North's) or below it
# (South's), and how far in from the wood's end, left (North's) or right (South's)


def narrow_css() -> str:
    """The phone layout: the stylesheet's part for screens narrower than 480 px.

    >>> css = narrow_css()
    >>> css.startswith("@media (max-width: 29.9375em)") and "aspect-ratio:622/400" in css
    True
    """
    board = ".pg-board svg.pg-pallanguzhi"
    cut = (WIDTH - NARROW_WIDTH) / 2
    out, inward = NARROW_BOWL
    middle = (ROW_Y[NORTH] + ROW_Y[SOUTH]) // 2
    shifts = {  # each bowl from its place beside the rows to its place above or below them
        NORTH: (LEFT + inward - LEFT // 2, -out - middle),
        SOUTH: (-(LEFT + inward - LEFT // 2), HEIGHT + out - middle),
    }
    rules = [
        ".pg-board:has(> svg.pg-pallanguzhi):not(.pg-zoomed){overflow-x:clip}",
        f"{board}{{aspect-ratio:{WIDTH}/{NARROW_HEIGHT}}}",
        f"{board}:not(.pg-zoomed > *){{width:{100 * WIDTH / NARROW_WIDTH:.3f}%;max-width:none;"
        f"margin:0 {-100 * cut / NARROW_WIDTH:.3f}%}}",
        f"{board} .pg-bowl ellipse{{rx:44px;ry:30px}}",
        f"{board} .pg-mark-word{{font-size:17px}}",
    ]
    for side, (dx, dy) in shifts.items():
        beside = 77 if side == NORTH else -77  # the name after North's bowl, before South's
        rules.append(f"{board} .pg-bowl.pg-{side}{{transform:translate({dx}px,{dy}px)}}")
        rules.append(f"{board} .pg-bowl.pg-{side} .pg-labels{{transform:translate({beside}px,-60px)}}")
    return "@media (max-width: 29.9375em){" + "".join(rules) + "}\n"


CSS += narrow_css()


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
    out.append(_labels())
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
    # the tap area: the hole's whole square of the row, not only its pit (44 CSS px on a phone)
    parts.append(f'<rect class="pg-hit" x="{cx - PITCH // 2}" y="{cy - PITCH // 2}" width="{PITCH}" height="{PITCH}"/>')
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
    # what just happened at the hole, drawn beside it rather than inside its button (its spoken name
    # says it: a button's visible words must be part of its name), and the line that underlines the
    # hole's name (in the board's picture of its names, _labels) while the hole has the focus
    parts.append('<g class="pg-hole-words" aria-hidden="true">')
    parts.append(f'<path class="pg-label-line" d="M{cx - 12} {LABEL_Y[NORTH if i >= ROW else SOUTH] + 4}h24"/>')
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
            # its name, a picture of its own, so that the bowl takes it along on a phone (narrow_css)
            + label_image((cx - LEFT // 2, BOWL_LABEL_Y - 18, LEFT, 26), {"b": [(cx, BOWL_LABEL_Y, side_name(side))]},
                          LABEL_STYLE, BOWL_LABEL_SIZE)
            + "</g>"
        )
    return out


def _labels() -> str:
    """The picture of the holes' names, above and below their rows (each bowl carries its own, _bowls).

    >>> _labels().count("%3Ctext"), "N7%3C/text>" in _labels()
    (14, True)
    """
    holes = [(hole_xy(i)[0], LABEL_Y[NORTH if i >= ROW else SOUTH], LABELS[i]) for i in range(HOLES)]
    return label_image((0, 0, WIDTH, HEIGHT), {"": holes}, LABEL_STYLE, LABEL_SIZE)


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
