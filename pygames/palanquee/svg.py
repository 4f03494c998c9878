"""The Palanquée board as SVG: a pure function of a state and marks.

Flat-topped hexes, screen y down: the cell at column ``x`` (0 for S .. 18
for A) and height ``h`` (see ``pygames.palanquee.board``) is centred at
``(1.5 x, h sqrt(3)/2)`` hex radii, so each raised column stands half a cell
higher than its neighbours. Column letters run along the top and the
bottom, row numbers (of the low columns S and A) down both sides. The blue
line (the seam: each column's top and bottom cells touch across it) is drawn
along the top and the bottom edges, the red line along the left and right
edges.

Pieces are told apart without colour: a seed is a large disc with a dot in
its middle, a grain a small plain disc; Black's pieces are dark (a
near-black seed, dark blue grains) with a light rim, White's light (a
near-white seed, pale yellow grains) with a dark rim, so each keeps an edge
on the board and on light and dark pages. The look is the stylesheet
``CSS`` (classes ``pg-*`` under ``.pg-palanquee``, colours in custom
properties with a dark palette under ``[data-md-color-scheme="slate"]``),
served once by the site; ``standalone=True`` embeds it.

Every cell is a ``<g class="pg-cell ..." data-cell="K7"
data-neighbours="K6 K8 J7 J8 L7 L8" aria-label="K7, black seed">``; a live
board gives the neighbours of the cell under the pointer or the focus the
class ``pg-neighbour`` (lighter), so the seam's wrap shows. The still
pictures of the site's pages are the same drawing made small by
:func:`compact` (no words or neighbours per cell, shared parts written once
per page by :func:`definitions`).

>>> from pygames.palanquee import initial_state, render_svg
>>> state = initial_state().play("sow K7").play("sow K12")
>>> svg = render_svg(state, targets=state.targets("grow"), selected="K7", last="sow K12")
>>> svg.startswith("<svg") and 'class="pg-svg pg-palanquee"' in svg
True
>>> svg.count('<g class="pg-cell'), svg.count("pg-legal"), svg.count("pg-selected"), svg.count("pg-last")
(313, 6, 1, 1)
>>> 'data-cell="B1" data-neighbours="B17 B2 A1 C1" aria-label="B1, empty"' in svg
True
>>> 'aria-label="K12, white seed, last action"' in svg
True
"""

from __future__ import annotations

import re
from math import sqrt

from ..markup import DARK_LABELS, board_box, escape, hidden_under, label_image, number, svg_open
from .board import BLACK, COLOURS, COLUMNS, HEIGHT, INDEX, LETTERS, NAMES, ROW, SEED, WHITE, X
from .text import Move, neighbours, parse_move
from .words import name, piece_words, say

S = 14.0  # hex radius: centre to corner
H = S * sqrt(3) / 2  # centre to edge midpoint
SEED_R = 0.74 * H
DOT_R = 0.26 * H
GRAIN_R = 0.46 * H
MARGIN = (S + 16.0, H + 16.0)
NAME_SIZE = 5.5  # px, the cells' names
# The labels' picture (label_image): the coordinates round the board (class c) in the page's text colour, the
# empty cells' names (class n) in the board's (--pg-text); the dark palette turns both light (DARK_LABELS).
LABELS = (
    "text{font-family:sans-serif;text-anchor:middle}.c{font-size:10px;font-weight:600;fill:#000;fill-opacity:.87}"
    f".n{{font-size:{NAME_SIZE}px;fill:#3d3017;fill-opacity:.45}}"
)

CSS = """\
.pg-palanquee{--pg-board:#dcc89a;--pg-grid:#8c7446;--pg-text:#3d3017;--pg-seam:#1d5fd0;--pg-red:#c8282d;\
--pg-black:#161616;--pg-black-grain:#24408e;--pg-black-rim:#f4f4f4;--pg-white:#fbfbf6;--pg-white-grain:#f3d65e;\
--pg-white-rim:#1c1c1c;--pg-mark:#1f6feb;--pg-legal:#14722f;--pg-pick:#d9480f;--pg-near:#eee3c6}
[data-md-color-scheme="slate"] .pg-palanquee{--pg-board:#6b5a38;--pg-grid:#2d2413;--pg-text:#f1e6cc;\
--pg-seam:#6aa8ff;--pg-red:#ff6b6b;--pg-mark:#79c0ff;--pg-legal:#8ff0a4;--pg-pick:#ffa94d;--pg-near:#8f7a4e}
.pg-palanquee .pg-cell-hex,.pg-pq .pg-cell-hex{fill:var(--pg-board);stroke:var(--pg-grid);stroke-width:1}
[data-md-color-scheme="slate"] .pg-palanquee .pg-labels{%s}
.pg-palanquee .pg-seam,.pg-palanquee .pg-red-line,.pg-pq .pg-seam,.pg-pq .pg-red-line{pointer-events:none}
.pg-palanquee .pg-seam,.pg-pq .pg-seam{fill:none;stroke:var(--pg-seam);stroke-width:3.5;stroke-linejoin:round;stroke-dasharray:9 3}
.pg-palanquee .pg-red-line,.pg-pq .pg-red-line{fill:none;stroke:var(--pg-red);stroke-width:3.5;stroke-linejoin:round}
.pg-defs{position:absolute;width:0;height:0;overflow:hidden}
.pg-palanquee .pg-seed-black{fill:var(--pg-black);stroke:var(--pg-black-rim);stroke-width:1.6}
.pg-palanquee .pg-dot-black{fill:var(--pg-black-rim)}
.pg-palanquee .pg-grain-black{fill:var(--pg-black-grain);stroke:var(--pg-black-rim);stroke-width:1.4}
.pg-palanquee .pg-seed-white{fill:var(--pg-white);stroke:var(--pg-white-rim);stroke-width:1.6}
.pg-palanquee .pg-dot-white{fill:var(--pg-white-rim)}
.pg-palanquee .pg-grain-white{fill:var(--pg-white-grain);stroke:var(--pg-white-rim);stroke-width:1.4}
.pg-palanquee .pg-ring{fill:none;stroke:none}
.pg-palanquee .pg-dot{fill:none;stroke:var(--pg-legal);stroke-width:1.5}
.pg-palanquee .pg-neighbour .pg-cell-hex{fill:var(--pg-near)}
.pg-palanquee .pg-legal .pg-cell-hex{fill:var(--pg-legal);fill-opacity:.18}
.pg-palanquee .pg-neighbour.pg-legal .pg-cell-hex{fill-opacity:.4}
.pg-palanquee .pg-legal .pg-ring{stroke:var(--pg-legal);stroke-width:2;stroke-dasharray:3 2}
.pg-palanquee .pg-selected .pg-ring{stroke:var(--pg-pick);stroke-width:2.6;stroke-dasharray:none}
.pg-palanquee .pg-selected .pg-cell-hex{stroke:var(--pg-pick);stroke-width:2.2}
.pg-palanquee .pg-hint .pg-cell-hex{stroke:var(--pg-mark);stroke-width:2.6;stroke-dasharray:4 2}
.pg-palanquee .pg-last .pg-cell-hex{stroke:var(--pg-pick);stroke-width:2.2}
.pg-palanquee .pg-owes .pg-ring{stroke:currentColor;stroke-opacity:.5;stroke-width:1}
""" % DARK_LABELS

CORNERS = ((S, 0.0), (S / 2, -H), (-S / 2, -H), (-S, 0.0), (-S / 2, H), (S / 2, H))
RIGHT, UPPER_RIGHT, UPPER_LEFT, LEFT, LOWER_LEFT, LOWER_RIGHT = range(6)


def centre(cell: int) -> tuple:
    """The centre of cell number ``cell`` in the drawing.

    >>> centre(INDEX["S1"]), centre(INDEX["R1"])[1] < centre(INDEX["S1"])[1]
    ((0.0, 12.12435565298214), True)
    """
    return (1.5 * S * X[cell], H * HEIGHT[cell])


def _corner(cell: int, k: int) -> tuple:
    cx, cy = centre(cell)
    return (cx + CORNERS[k][0], cy + CORNERS[k][1])


def _points(points) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in points)


def _hex_points(cell: int) -> str:
    return _points(_corner(cell, k) for k in range(6))


def _lines() -> str:
    """The blue seam along the top and bottom edges, the red line along the left and right ones."""
    top = [_corner(COLUMNS[0][0], LEFT)]
    bottom = [_corner(COLUMNS[0][-1], LEFT)]
    for column in COLUMNS:
        top += [_corner(column[0], UPPER_LEFT), _corner(column[0], UPPER_RIGHT)]
        bottom += [_corner(column[-1], LOWER_LEFT), _corner(column[-1], LOWER_RIGHT)]
    top.append(_corner(COLUMNS[-1][0], RIGHT))
    bottom.append(_corner(COLUMNS[-1][-1], RIGHT))
    left, right = [], []
    for cell in COLUMNS[0]:
        left += [_corner(cell, UPPER_LEFT), _corner(cell, LEFT)]
    left.append(_corner(COLUMNS[0][-1], LOWER_LEFT))
    for cell in COLUMNS[-1]:
        right += [_corner(cell, UPPER_RIGHT), _corner(cell, RIGHT)]
    right.append(_corner(COLUMNS[-1][-1], LOWER_RIGHT))
    return (
        f'<polyline class="pg-seam" points="{_points(top)}"/><polyline class="pg-seam" points="{_points(bottom)}"/>'
        f'<polyline class="pg-red-line" points="{_points(left)}"/><polyline class="pg-red-line" points="{_points(right)}"/>'
    )


def _coordinates(shown=range(len(NAMES))) -> list:
    """The column letters along the top and the bottom, the row numbers down both sides: ``(x, y, text)``.

    Those of the part of the board made of the cells ``shown`` (cell numbers; the whole board by default).

    >>> [text for *_, text in _coordinates([INDEX["K7"], INDEX["J7"]])]
    ['K', 'K', 'J', 'J', 7, 7]
    """
    shown = set(shown)
    columns = [(x, [c for c in column if c in shown]) for x, column in enumerate(COLUMNS)]
    columns = [(x, column) for x, column in columns if column]
    out = []
    top = min(centre(c[0])[1] for _, c in columns) - H - 7
    bottom = max(centre(c[-1])[1] for _, c in columns) + H + 14
    for x, column in columns:
        cx = centre(column[0])[0]
        for y in (top, bottom):
            out.append((cx, y, LETTERS[x]))
    for (_, column), dx in ((columns[0], -S - 9), (columns[-1], S + 9)):
        for cell in column:
            cx, cy = centre(cell)
            out.append((cx + dx, cy + 3.5, ROW[cell]))
    return out


def _labels(cells, shown=range(len(NAMES))) -> str:
    """The picture of the coordinates and of the names of ``cells`` (cell numbers), over the whole frame
    (over the frame of the cells ``shown`` only, with their coordinates: a drawing in focus)."""
    *_, centres, _ = _static()
    names = [(centres[i][0], centres[i][1] + 0.5, NAMES[i]) for i in cells]
    box = board_box([centres[i] for i in shown], MARGIN)
    return label_image(box, {"c": _coordinates(shown), "n": names}, LABELS, NAME_SIZE)


def _names_but_under(covered, shown) -> str:
    """The picture of every name of the frame ``shown`` (:func:`_labels`), hidden where a piece stands
    (the cells ``covered``) by a ``<mask>`` of discs, one a cell (:func:`~pygames.markup.hidden_under`):
    the same picture for every position of a frame.

    >>> drawn = _names_but_under([INDEX["K7"]], range(len(NAMES)))
    >>> drawn.startswith('<mask id="pq-hide-'), drawn.count("<circle"), 'mask="url(#pq-hide-' in drawn
    (True, 1, True)
    >>> _names_but_under([], range(len(NAMES))) == _labels(range(len(NAMES)))
    True
    """
    *_, centres, _ = _static()
    box = board_box([centres[i] for i in shown], MARGIN)
    return hidden_under(_labels(shown, shown), box, [(*centres[i], H) for i in covered], "pq-hide")


FOCUS_MARGIN = (2, 4)  # round the pieces in a drawing in focus: two columns, two cells (four half-cell heights)
FOCUS_LEAST = (8, 16)  # its smallest span: nine columns, about nine cells high


def focus_cells(board, around=()) -> list:
    """The part of the board that matters in ``board`` (a position's pieces): the cells of a rectangle
    round the cells named ``around`` (where a puzzle happens), else round its pieces, ``FOCUS_MARGIN``
    wider on every side, at least ``FOCUS_LEAST`` across, and between two low columns (whose rows the
    row numbers name); the whole board without a piece.

    >>> from pygames.palanquee import initial_state
    >>> cells = focus_cells(initial_state().play("sow K7").play("sow K12").board)
    >>> len(cells), sorted({NAMES[c][0] for c in cells}, reverse=True), INDEX["K7"] in cells
    (86, ['O', 'N', 'M', 'L', 'K', 'J', 'I', 'H', 'G'], True)
    >>> len(focus_cells(initial_state().board)), len(focus_cells(initial_state().board, ["K7"]))
    (313, 77)
    """
    pieces = [INDEX[c] for c in around if c in INDEX] or [i for i, v in enumerate(board) if v]
    if not pieces:
        return list(range(len(NAMES)))
    (x0, x1), (h0, h1) = (
        _span(min(values) - margin, max(values) + margin, least, top)
        for values, margin, least, top in (
            ([X[i] for i in pieces], FOCUS_MARGIN[0], FOCUS_LEAST[0], len(COLUMNS) - 1),
            ([HEIGHT[i] for i in pieces], FOCUS_MARGIN[1], FOCUS_LEAST[1], max(HEIGHT)),
        )
    )
    x0, x1 = x0 - x0 % 2, x1 + x1 % 2  # the low columns are the even ones (S, Q, ..., A)
    return [i for i in range(len(NAMES)) if x0 <= X[i] <= x1 and h0 <= HEIGHT[i] <= h1]


def _span(low: int, high: int, least: int, top: int) -> tuple:
    """``low..high`` made ``least`` long at least (about its middle), then moved inside ``0..top``.

    >>> _span(3, 5, 8, 18), _span(-2, 4, 8, 18), _span(15, 20, 8, 18)
    ((0, 8), (0, 8), (10, 18))
    """
    grow = max(0, least - (high - low))
    low, high = low - grow // 2, high + grow - grow // 2
    shift = max(0, -low) - max(0, high - top)
    return max(0, low + shift), min(top, high + shift)


_STATIC = {}


def _static() -> tuple:
    """The parts of the drawing that never change (computed once)."""
    if not _STATIC:
        _STATIC["lines"] = _lines()
        _STATIC["hex"] = tuple(_hex_points(c) for c in range(len(NAMES)))
        _STATIC["nbrs"] = tuple(" ".join(neighbours(n)) for n in NAMES)
        _STATIC["centres"] = [centre(c) for c in range(len(NAMES))]
        # each cell's numbers as written: x, y, the legal dot's y
        _STATIC["at"] = tuple((number(x), number(y), number(y + 6)) for x, y in _STATIC["centres"])
    return _STATIC["lines"], _STATIC["hex"], _STATIC["nbrs"], _STATIC["centres"], _STATIC["at"]


def _mark_cells(mark) -> set:
    """Cells named by a mark: a cell name, a move (text or ``Move``), or an iterable of these."""
    if mark is None:
        return set()
    if isinstance(mark, Move):
        return {mark.cell} | ({mark.source} if mark.source else set())
    if isinstance(mark, str):
        text = mark.strip()
        if text.upper() in INDEX:
            return {text.upper()}
        return _mark_cells(parse_move(text))
    out = set()
    for m in mark:
        out |= _mark_cells(m)
    return out


def describe_board(state, status: bool = True) -> str:
    """The whole position in words: the text alternative of the drawing."""
    parts = [say("board_intro")]
    for colour in COLOURS:
        plants = state.plants(colour)
        pieces = state.pieces(colour)
        if not plants:
            parts.append(say("board_no_piece", side=name(colour)))
            continue
        words = []
        for plant in plants:
            seeds = [c for c in plant if pieces[c] == "seed"]
            grains = [c for c in plant if pieces[c] == "grain"]
            seed_words = say("plant_seed" if len(seeds) == 1 else "plant_seeds", cells=", ".join(seeds))
            if grains:
                grain_words = say("plant_grain" if len(grains) == 1 else "plant_grains", cells=", ".join(grains))
                words.append(say("plant_with", seeds=seed_words, grains=grain_words))
            else:
                words.append(seed_words)
        n = len(plants)
        parts.append(say("board_plants_one" if n == 1 else "board_plants", side=name(colour), n=n, plants="; ".join(words)))
    if status:
        parts.append(state.describe())
    return " ".join(parts)


def render_svg(
    state, *, hint=(), selected=None, last=None, targets=(), label=None, standalone=False, playable=True, focus=False,
    **_other
) -> str:
    """Draw ``state``.

    ``targets``: cell names to mark ``pg-legal`` (the cells the reader may
    pick next, for instance ``state.targets("grow")``); nothing is marked
    legal without them, nor when ``playable`` is false. ``selected``: a cell
    to ring (``pg-selected``). ``hint`` and ``last``: cells or actions
    (``"move J7 I9"`` marks both cells) for ``pg-hint`` and ``pg-last``.
    ``label`` replaces the text alternative; ``standalone`` embeds the
    stylesheet. ``focus``: draw only the part of the board round the
    pieces, or round the cells it names (:func:`focus_cells`), with its
    coordinates (a small picture).
    Other marks (another game's) are ignored.

    >>> from pygames.palanquee import initial_state
    >>> small = render_svg(initial_state().play("sow K7").play("sow K12"), focus=True)
    >>> small.count('<g class="pg-cell'), small.partition('viewBox="')[2].partition('"')[0]
    (86, '54 80.99 228 274.49')
    """
    lines, hexes, nbrs, centres, at = _static()
    legal = _mark_cells(list(targets)) if playable and targets else set()
    hinted = _mark_cells(hint)
    lasts = _mark_cells(last)
    chosen = _mark_cells(selected) if selected else set()
    marks = (
        (legal, "pg-legal", say("mark_legal")), (chosen, "pg-selected", say("mark_selected")),
        (hinted, "pg-hint", say("mark_hint")), (lasts, "pg-last", say("mark_last")),
    )
    empty_label, piece_label, mark_label = (say.templates[k] for k in ("cell_label_empty", "cell_label_piece", "cell_label_mark"))
    owes = set(state.owed_seeds())
    text = label if label is not None else describe_board(state)
    board = state.board
    shown = focus_cells(board, () if focus is True else focus) if focus else range(len(NAMES))
    inside = set(shown)
    out = [svg_open("palanquee", [centres[i] for i in shown], MARGIN, text, CSS, standalone), f"<title>{escape(text)}</title>"]
    for i, cell in enumerate(NAMES):
        if focus and i not in inside:
            continue
        v = board[i]
        classes = ["pg-cell"]
        if v:
            colour = BLACK if v & 1 else WHITE
            kind = "seed" if v & SEED else "grain"
            classes += [f"pg-{colour}", f"pg-{kind}"]
            words = piece_label.format(cell=cell, piece=piece_words(v))
            if cell in owes:
                classes.append("pg-owes")
        else:
            classes.append("pg-empty")
            words = empty_label.format(cell=cell)
        for marked, css, word in marks:
            if cell in marked:
                classes.append(css)
                words = mark_label.format(label=words, mark=word)
        x, y, dot_y = at[i]
        parts = [
            f'<g class="{" ".join(classes)}" data-cell="{cell}" data-neighbours="{nbrs[i]}" aria-label="{escape(words)}">',
            f'<polygon class="pg-cell-hex" points="{hexes[i]}"/>',
        ]
        if v:
            if v & SEED:
                parts.append(
                    f'<circle class="pg-seed-{colour}" cx="{x}" cy="{y}" r="{number(SEED_R)}"/>'
                    f'<circle class="pg-dot-{colour}" cx="{x}" cy="{y}" r="{number(DOT_R)}"/>'
                )
            else:
                parts.append(f'<circle class="pg-grain-{colour}" cx="{x}" cy="{y}" r="{number(GRAIN_R)}"/>')
            parts.append(f'<circle class="pg-ring" cx="{x}" cy="{y}" r="{number(SEED_R + 1.6)}"/>')
        else:
            if cell in legal:
                # a hollow green diamond: no piece is drawn so (grains and seeds are filled discs)
                parts.append(f'<path class="pg-dot" d="M{x} {number(float(dot_y) - 3)}l3 3l-3 3l-3-3z"/>')
            if cell in chosen:
                parts.append(f'<circle class="pg-ring" cx="{x}" cy="{y}" r="{number(SEED_R)}"/>')
        parts.append("</g>")
        out.append("".join(parts))
    # the cells' names over them, but for those under a piece (a picture, see label_image), then the lines on top of the cells' edges,
    # so that they show their full width
    out.append(_names_but_under([i for i in shown if board[i]], shown))
    if focus:  # the lines where the part shown reaches the board's edges: cut to its cells
        x, y, width, height = (number(v) for v in board_box([centres[i] for i in shown], (S, H + 2)))
        lines = f'<svg x="{x}" y="{y}" width="{width}" height="{height}" viewBox="{x} {y} {width} {height}">{lines}</svg>'
    out.append(lines)
    out.append("</svg>")
    return "".join(out)


# -- still boards, drawn small --------------------------------------------------------------------
#
# A page of the site shows a board as a still picture until the reader comes near it (and for good
# with JavaScript off). Drawn in full, a board is 88 KB, mostly its 313 cells' shapes, words and
# neighbours, and a rules page holds 22. The picture needs neither the cells' words (it is one image
# with one text alternative: the board's label) nor their neighbours (the live board's keys and
# highlight), nor an element for each empty cell: what every board shares is written once per page
# (the grid of hexes as one path, the picture of every cell's name and of the coordinates, the blue
# and red lines) and each board draws it with one ``<use>`` each. Only the cells with a piece or a
# mark are elements of their own. The live board, drawn whole by ``render_svg``, replaces the picture.

_BOARD = None  # the patterns of compact(), compiled on first use (the browser never needs them)


def definitions() -> str:
    """What the small still boards of a page refer to (:func:`compact`): written once per page, before them.

    A hidden ``<svg class="pg-defs">`` with the hex (``#pq-hex``), the blue and red lines
    (``#pq-lines``), the grid of every cell's hex as one path (``#pq-grid``) and the picture of every
    cell's name and of the coordinates (``#pq-labels``, see :func:`~pygames.markup.label_image`). A
    ``<use>`` is drawn in its own shadow tree, which the page's rules reach only through selectors inside
    it: each shared group has the class ``pg-pq`` (the stylesheet's ``.pg-pq`` rules are those of
    ``.pg-palanquee``), and its colours are the board's that uses it (custom properties inherit), so the
    light and dark palettes both hold (the labels' ``<use>`` has the class ``pg-labels``, as the picture of
    a live board).

    >>> defs = definitions()
    >>> defs.count('<g id="pq'), defs.count("<text"), defs.count("%3Ctext") == len(NAMES) + 2 * len(COLUMNS) + len(COLUMNS[0]) + len(COLUMNS[-1]), defs.count("Z") == len(NAMES)
    (2, 0, True, True)
    """
    if "defs" not in _STATIC:
        lines, hexes, *_ = _static()
        grid = "".join(f"M{points.replace(' ', 'L')}Z" for points in hexes)
        _STATIC["defs"] = (
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="pg-defs" width="0" height="0" aria-hidden="true"><defs>'
            f'<polygon id="pq-hex" points="{_points(CORNERS)}"/><g id="pq-lines" class="pg-pq">{lines}</g>'
            f'<g id="pq-grid" class="pg-pq"><path class="pg-cell-hex" d="{grid}"/></g>'
            + _labels(range(len(NAMES))).replace('<image class="pg-labels"', '<image id="pq-labels"', 1)
            + "</defs></svg>"
        )
    return _STATIC["defs"]


def compact(html: str) -> str:
    """``html`` with every Palanquée board drawn by :func:`render_svg` in it redrawn small: the same
    picture, referring to :func:`definitions` (which the page must hold once).

    The ``<svg>`` keeps its label and title (the picture's one name, ``role="img"``) and gets the class
    ``pg-picture``. The grid and the labels are one ``<use>`` each; a cell with a piece or a mark keeps
    its group (``data-cell``), its classes and its drawing, its hex a ``<use>``. The shared labels name
    every cell: the empty cells with a mark are drawn under them (so their names show), the cells with a
    piece over them (so their hexes hide theirs). An empty cell with no mark has no element of its own (a
    click on it before the board is live is found by where it fell, see board.js). No cell has its own
    words or neighbours. So that a phone's zoom finds the size of the cells (zoom.js measures the board's
    ``[data-cell]``), one empty cell keeps its group when no other cell does. Anything else in ``html``
    is left as it is.

    >>> from pygames.palanquee import initial_state
    >>> state = initial_state().play("sow K7").play("sow K12")
    >>> small = compact(render_svg(state, hint="grow K8", label="Two seeds"))
    >>> small.count("data-cell="), small.count("<use"), "aria-label" in small.partition("<title>")[2], len(small) < 3000
    (3, 6, False, True)
    >>> '<g class="pg-cell pg-black pg-seed pg-owes" data-cell="K7"><use class="pg-cell-hex" xlink:href="#pq-hex" x="168" y="157.62"/>' in small
    True
    >>> small.index('data-cell="K8"') < small.index('xlink:href="#pq-labels"') < small.index('data-cell="K7"')
    True
    """
    global _BOARD
    if _BOARD is None:
        _BOARD = (
            re.compile(r'<svg [^>]*class="pg-svg pg-palanquee"[^>]*>.*?</svg>', re.S),
            re.compile(r'<g class="(pg-cell [^"]*)" data-cell="([A-S][0-9]+)"[^>]*>(.*?)</g>', re.S),
            re.compile(r'<polygon class="pg-cell-hex" points="[^"]*"/>'),
            # the names' picture and its mask, if any ('>' may stand in an attribute)
            re.compile(r'(?:<mask id="pq-hide-\w+".*?</mask>)?<image class="pg-labels"(?: [\w:-]+="[^"]*")*/>', re.S),
        )
    boards, cells, hexes, labels = _BOARD
    lines, *_, at = _static()

    def small(board) -> str:
        svg = board[0]
        found = cells.findall(svg)
        if lines not in svg or not labels.search(svg) or "</title>" not in svg or len(found) != len(NAMES):
            return svg  # not a whole board of this drawing: left as it is
        kept = any(classes != "pg-cell pg-empty" for classes, *_ in found)
        pieces = []  # the cells with a piece, drawn over the labels

        def cell(match) -> str:
            nonlocal kept
            classes, name, body = match.groups()
            if classes == "pg-cell pg-empty" and kept:
                return ""  # drawn by the shared grid and labels
            kept = True
            x, y = at[INDEX[name]][:2]
            body = hexes.sub(f'<use class="pg-cell-hex" xlink:href="#pq-hex" x="{x}" y="{y}"/>', body, count=1)
            drawn = f'<g class="{classes}" data-cell="{name}">{body}</g>'
            if classes.startswith("pg-cell pg-empty"):
                return drawn
            pieces.append(drawn)
            return ""

        # xlink:href, not href: Material's instant navigation rewrites every [href] of a page it loads,
        # and a <use>'s href cannot be written so (an error); xlink:href is the same link to a browser
        svg = svg.replace("</title>", '</title><use xlink:href="#pq-grid"/>', 1).replace(lines, '<use xlink:href="#pq-lines"/>', 1)
        svg = svg.replace('<svg xmlns="http://www.w3.org/2000/svg"', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"', 1)
        svg = svg.replace('class="pg-svg pg-palanquee"', 'class="pg-svg pg-palanquee pg-picture"', 1)
        svg = cells.sub(cell, svg)
        shared = f'<use class="pg-labels" xlink:href="#pq-labels" data-words="{number(NAME_SIZE)}"/>'
        return labels.sub(lambda _: shared + "".join(pieces), svg, count=1)

    return boards.sub(small, html)


__all__ = ["CSS", "render_svg", "describe_board", "centre", "compact", "definitions"]
