"""The Palago table as SVG: a pure function of a state and marks.

Flat-topped hexes, screen y down, cell ``(q, r)`` centred at
``(1.5 q, sqrt(3) (r + q/2))`` hex radii. Each tile is drawn as it looks: its
four regions (two tips cut off by arcs, two bridges split by the straight
line) filled Light or Dark. The board is fitted to the tiles plus one ring of
empty cells, where the legal ones are marked. The look is the stylesheet
``CSS`` (classes ``pg-*``): the site serves it once for every board;
``standalone=True`` embeds it, for an SVG file used on its own.

Light and Dark are told apart without colour: Light is a pale cream, Dark a
mid blue (a large difference in lightness, so they differ in grey too), and
every Dark region is also hatched with darker horizontal lines. The hatch is
drawn as plain lines over the whole hex, then covered by the opaque Light
regions: no ``<pattern>`` and no ``id``, so any number of boards can share a
page. Both fills keep their contrast on light and dark page backgrounds; the
hex outlines and empty cells use ``currentColor``, and the coordinates (a picture,
:func:`~pygames.markup.label_image`) are made light in the dark palette.

>>> from pygames.palago import initial_state
>>> svg = render_svg(initial_state().play("(0,0,0)"))
>>> svg.startswith("<svg") and 'aria-label="Palago table' in svg
True
>>> svg.count('class="pg-cell pg-legal"'), svg.count('class="pg-tile"')
(6, 1)
"""

from __future__ import annotations

from functools import lru_cache
from math import ceil, floor, sqrt

from ..markup import DARK_LABELS, FONT, board_box, escape, label_image, number, shown_only_in, svg_open
from .board import DARK_BRIDGE, DARK_TIP, LIGHT_BRIDGE, LIGHT_TIP, ORIENTATIONS, neighbours
from .text import Move, parse_move
from .words import empty_cell_name, say, table_words, tile_name

S = 36.0  # hex radius: centre to corner
H = S * sqrt(3) / 2  # centre to edge midpoint
PAD = 8.0
HATCH_STEP = 4.5
COORD_SIZE = 11  # px, an empty cell's coordinates, drawn on the page: the page's text colour at 60%
COORDS = f"text{{font:{COORD_SIZE}px {FONT};text-anchor:middle;fill:#000;fill-opacity:.52}}"

# Every rule is scoped to the Palago board (the boards' stylesheets share one file, boards.css):
# an unscoped .pg-cell-hex dashed and faded the grid of Palanquée's boards.
CSS = """\
.pg-palago text{text-anchor:middle}
.pg-palago .pg-light{fill:#f6efdc}
.pg-palago .pg-dark{fill:#3d70b3}
.pg-palago .pg-hatch{fill:none;stroke:#17345c;stroke-width:1.3}
.pg-palago .pg-edge{fill:none;stroke:#6b6b6b;stroke-width:1}
.pg-palago .pg-cell-hex{fill:none;stroke:currentColor;stroke-opacity:.3;stroke-width:1.2;stroke-dasharray:5 4;pointer-events:all}
.pg-palago .pg-legal .pg-cell-hex{fill:currentColor;fill-opacity:.07;stroke-opacity:.65;stroke-dasharray:none}
[data-md-color-scheme="slate"] .pg-palago .pg-labels{%s}
.pg-palago .pg-ghost{opacity:.55}
.pg-palago .pg-hint .pg-cell-hex{stroke:#1f6feb;stroke-opacity:1;stroke-width:3;stroke-dasharray:6 4}
.pg-palago .pg-last .pg-edge{stroke:#e8590c;stroke-width:3.5}
.pg-palago .pg-win-casing{pointer-events:none;fill:none;stroke:#111;stroke-width:8;stroke-linecap:round;stroke-linejoin:round}
.pg-palago .pg-win{pointer-events:none;fill:none;stroke:#ffb000;stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
.pg-palago .pg-label{pointer-events:none}
.pg-palago .pg-label rect{fill:#fff;fill-opacity:.9;stroke:#17345c;stroke-width:.8}
.pg-palago .pg-label text{fill:#111;font-size:10.5px;font-weight:600}
.pg-palago .pg-label .pg-corner{font-size:10px}
""" % DARK_LABELS

# Corner k of a hex, from its centre (k = 0 at the right, counter-clockwise on screen).
CORNERS = ((S, 0.0), (S / 2, -H), (-S / 2, -H), (-S, 0.0), (-S / 2, H), (S / 2, H))
# Midpoint of edge d, which joins corners d and d+1.
MIDS = tuple(((CORNERS[d][0] + CORNERS[(d + 1) % 6][0]) / 2, (CORNERS[d][1] + CORNERS[(d + 1) % 6][1]) / 2) for d in range(6))
R_TIP = S / 2  # an arc cutting off corner k is centred on it and joins the midpoints of its two edges


def centre(cell) -> tuple:
    """The centre of a cell in the drawing.

    >>> centre((0, 0)), centre((0, 1))[1] == 2 * H
    ((0.0, 0.0), True)
    """
    q, r = cell
    return (1.5 * S * q, 2 * H * (r + q / 2))


def _pt(c, offset) -> str:
    return f"{number(c[0] + offset[0])} {number(c[1] + offset[1])}"


def _arc(c, k: int) -> str:
    """The arc cutting off corner k, from the midpoint of edge k to that of edge k-1."""
    return f"A{number(R_TIP)} {number(R_TIP)} 0 0 0 {_pt(c, MIDS[k - 1])}"


def region_path(cell, l: int, part: int) -> str:
    """The outline of one region of the tile ``(cell, l)``.

    A tip at corner k: corner, then the arc. A bridge: the half of the hex
    on one side of the straight line (edges l+1 to l+4), less the opposite
    colour's tip in that half.
    """
    c = centre(cell)
    k = {LIGHT_TIP: l, DARK_TIP: (l + 3) % 6, DARK_BRIDGE: l, LIGHT_BRIDGE: (l + 3) % 6}[part]
    if part in (LIGHT_TIP, DARK_TIP):
        return f"M{_pt(c, MIDS[k - 1])}L{_pt(c, CORNERS[k])}L{_pt(c, MIDS[k])}{_arc(c, k)}Z"
    # the bridge beside the tip at corner k: corners k+1 and k-1
    return (
        f"M{_pt(c, MIDS[(k + 1) % 6])}L{_pt(c, CORNERS[(k + 1) % 6])}L{_pt(c, MIDS[k])}{_arc(c, k)}"
        f"L{_pt(c, CORNERS[k - 1])}L{_pt(c, MIDS[k - 2])}Z"
    )


def boundary_path(cell, l: int, part: int) -> str:
    """The curves that part a region from the other colour inside its tile.

    A closed group touches other tiles only across its own colour, so these
    curves, over all its regions, are exactly the group's outline.
    """
    c = centre(cell)
    k = {LIGHT_TIP: l, DARK_TIP: (l + 3) % 6, DARK_BRIDGE: l, LIGHT_BRIDGE: (l + 3) % 6}[part]
    out = f"M{_pt(c, MIDS[k])}{_arc(c, k)}"
    if part in (LIGHT_BRIDGE, DARK_BRIDGE):
        out += f"M{_pt(c, MIDS[(l + 1) % 6])}L{_pt(c, MIDS[(l + 4) % 6])}"
    return out


def _hex_points(cell) -> str:
    c = centre(cell)
    return " ".join(f"{number(c[0] + x)},{number(c[1] + y)}" for x, y in CORNERS)


def _hatch(cell) -> str:
    """Horizontal lines across the whole hex (the Light regions then cover their part)."""
    cx, cy = centre(cell)
    out = []
    n = int(H // HATCH_STEP)
    for i in range(-n, n + 1):
        y = i * HATCH_STEP
        half = S - abs(y) / sqrt(3)
        out.append(f"M{number(cx - half)} {number(cy + y)}H{number(cx + half)}")
    return "".join(out)


def _tile_body(cell, l: int) -> list[str]:
    return [
        f'<path class="pg-dark" d="{region_path(cell, l, DARK_BRIDGE)}{region_path(cell, l, DARK_TIP)}"/>',
        f'<path class="pg-hatch" d="{_hatch(cell)}"/>',
        f'<path class="pg-light" d="{region_path(cell, l, LIGHT_BRIDGE)}{region_path(cell, l, LIGHT_TIP)}"/>',
        f'<polygon class="pg-edge" points="{_hex_points(cell)}"/>',
    ]


def describe_board(state, status: bool = True) -> str:
    """The whole table in words: the text alternative of the drawing."""
    table = table_words(state.tiles)
    return say("table_and_status", table=table, status=state.describe()) if status else table


def _as_cell_or_move(mark):
    """A hint or ``last`` mark: a ``Move``, its text, a tile triple or a cell pair."""
    if isinstance(mark, Move):
        return mark
    if isinstance(mark, str):
        return parse_move(mark)
    mark = tuple(mark)
    return Move(*mark) if len(mark) == 3 else mark


def render_svg(
    state, *, hint=(), last=None, label=None, standalone=False, playable=True, selected=None, labels=False, **marks
) -> str:
    """Draw ``state``.

    ``hint``: moves to suggest (``Move``, text like ``"(0,1,2)"``, or a bare
    cell ``(q, r)``): the cell is ringed and a move's tile shown faintly.
    ``last``: a tile or cell to outline (the last one placed, say). The
    winner's group is outlined once the game is won.

    The drawing is one image with a full text alternative; each tile is a
    ``<g class="pg-tile" data-cell="q,r">`` and each empty cell of the ring
    a ``<g class="pg-cell" data-cell="q,r">``, both with their own name,
    the empty ones that can take a tile now with the class ``pg-legal`` and
    ``data-orientations`` (the orientations allowed there), so the browser
    can make them buttons without asking Python again.
    ``label`` replaces the text alternative; ``standalone`` embeds the stylesheet.
    ``playable=False`` marks no cell legal (a table to look at, not to play on).
    ``selected``: the previewed tile (text), shown as a hint; other marks are ignored.
    ``labels``: write on every tile its notation ``q,r,l`` and, in its Light
    tip, the number ``l`` of that corner (the rules page's notation figures);
    off by default.
    """
    board = state.board
    legal = {}
    for m in state.legal_moves() if playable else ():
        legal.setdefault(m.cell, []).append(m.l)
    hints = [_as_cell_or_move(h) for h in (hint or ())]
    if selected:
        hints.append(_as_cell_or_move(selected))
    hinted = {(h.cell if isinstance(h, Move) else h): h for h in hints}
    last_cell = None if last is None else _as_cell_or_move(last)
    last_cell = last_cell.cell if isinstance(last_cell, Move) else last_cell

    ring = {c for q, r, _ in state.tiles for c in neighbours((q, r)) if c not in board}
    empty = ring | set(legal) | {c for c in hinted if c not in board}
    if not state.tiles:
        empty.add((0, 0))
    cells = list(board) + list(empty)
    frame = stepped([centre(c) for c in cells])
    # A tile is drawn about 85 CSS pixels wide at most (2S units; 90 with its outline): a small table does not fill the column.
    out = [svg_open("palago", frame, (S + PAD, H + PAD), label or describe_board(state), CSS, standalone, 85 / (2 * S))]
    named = []
    for cell in sorted(empty):
        out.append(_empty_cell(state, cell, legal.get(cell), hinted.get(cell)))
        if not (isinstance(hinted.get(cell), Move) and hinted[cell].l in ORIENTATIONS):
            named.append(cell)  # its coordinates drawn over it (not inside its button); not under a hinted tile
    # one picture of a whole region's coordinates, shown on those cells only
    radius = _region(max((_distance(c) for c in named), default=0))
    shown = [(*centre(cell), H) for cell in named]
    out.append(shown_only_in(_coordinates(radius), board_box(frame, (S + PAD, H + PAD)), shown, "pg-show"))
    winning = state.winning_groups()
    in_win = {(q, r) for g in winning for q, r, _ in g.regions}
    for q, r, l in state.tiles:
        classes = "pg-tile pg-last" if (q, r) == last_cell else "pg-tile"
        words = tile_name(q, r, l, state.result if (q, r) in in_win else None)
        out.append(f'<g class="{classes}" data-cell="{q},{r}" aria-label="{escape(words)}">')
        out += _tile_body((q, r), l)
        out.append("</g>")
        if labels:  # drawn over the tile, not inside its button (whose name says the same)
            out.append(_tile_label((q, r), l))
    if winning:
        d = "".join(boundary_path((q, r), board[(q, r)], p) for g in winning for q, r, p in g.regions)
        out.append(f'<path class="pg-win-casing" d="{d}"/><path class="pg-win" d="{d}"/>')
    out.append("</svg>")
    return "".join(out)


def _distance(cell) -> int:
    """How many steps ``cell`` lies from the first tile's cell (0,0)."""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


def _region(distance: int) -> int:
    """The radius of the region whose picture of coordinates serves a table reaching ``distance``:
    4, 6, 8... so that the boards of a page share a few pictures, each of a modest size.

    >>> _region(0), _region(4), _region(5), _region(9)
    (4, 4, 6, 10)
    """
    return max(4, distance + distance % 2)


@lru_cache(maxsize=16)
def _coordinates(radius: int) -> str:
    """The picture of the coordinates of every cell within ``radius`` of (0,0), drawn as an empty
    cell's are: the same for every position that it covers."""
    cells = [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1) if _distance((q, r)) <= radius]
    centres = [centre(c) for c in cells]
    coords = [(x, y + 4, f"{q},{r}") for (q, r), (x, y) in zip(cells, centres)]
    return label_image(board_box(centres, (S + PAD, H + PAD)), {"": coords}, COORDS, COORD_SIZE)


STEP_X, STEP_Y = 3 * S, 4 * H  # the frame grows by two cells at a time


def stepped(centres: list) -> list:
    """The centres a table's frame is fitted round: its own, and the corners of the frame rounded
    out to whole steps of two cells, so that the table keeps its scale as tiles are added and only
    rescales when it crosses a step.

    >>> stepped([(0.0, 0.0)])[-2:]
    [(0.0, 0.0), (0.0, 0.0)]
    >>> stepped([(0.0, 0.0), (1.5 * S, H)])[-1] == (STEP_X, STEP_Y)
    True
    """
    xs, ys = [x for x, _ in centres], [y for _, y in centres]
    low = (floor(min(xs) / STEP_X + 1e-9) * STEP_X, floor(min(ys) / STEP_Y + 1e-9) * STEP_Y)
    high = (ceil(max(xs) / STEP_X - 1e-9) * STEP_X, ceil(max(ys) / STEP_Y - 1e-9) * STEP_Y)
    return centres + [low, high]


def _tile_label(cell, l: int) -> str:
    """A tile's notation ``q,r,l`` on a plate at its centre, and ``l`` in its Light tip (corner ``l``)."""
    cx, cy = centre(cell)
    text = f"{cell[0]},{cell[1]},{l}"
    width = 6.2 * len(text) + 6
    tx, ty = cx + 0.74 * CORNERS[l][0], cy + 0.74 * CORNERS[l][1]
    return (
        f'<g class="pg-label" aria-hidden="true">'
        f'<rect x="{number(cx - width / 2)}" y="{number(cy - 7.5)}" width="{number(width)}" height="15" rx="4"/>'
        f'<text x="{number(cx)}" y="{number(cy + 3.8)}">{text}</text>'
        f'<text class="pg-corner" x="{number(tx)}" y="{number(ty + 3.5)}">{l}</text></g>'
    )


def single_hole(state, cell) -> bool:
    """Whether an empty cell is a single hole for the next tile (the first of a turn)."""
    return state.result is None and state.placed == 0 and bool(state.tiles) and all(c in state.board for c in neighbours(cell))


def _empty_cell(state, cell, orientations, hinted) -> str:
    q, r = cell
    classes = ["pg-cell"]
    extra = ""
    if orientations:
        classes.append("pg-legal")
        extra = f' data-orientations="{" ".join(str(l) for l in orientations)}"'
    words = empty_cell_name(cell, orientations, single_hole(state, cell))
    if hinted is not None:
        classes.append("pg-hint")
    parts = [f'<g class="{" ".join(classes)}" data-cell="{q},{r}"{extra} aria-label="{escape(words)}">']
    parts.append(f'<polygon class="pg-cell-hex" points="{_hex_points(cell)}"/>')
    if isinstance(hinted, Move) and hinted.l in ORIENTATIONS:
        parts.append('<g class="pg-ghost">')
        parts += _tile_body(cell, hinted.l)
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


__all__ = ["CSS", "render_svg", "describe_board", "tile_name", "region_path", "boundary_path", "centre"]
