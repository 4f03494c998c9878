"""The Congeners board as SVG: a pure function of a state and marks.

Flat-topped hexes, screen y down, cell ``(q, r)`` centred at
``(1.5 q, sqrt(3) (r + q/2))`` hex radii, the whole hexhex board drawn. A
stone is a disc: Black solid near-black with a light rim, White near-white
with a dark rim, so the two differ in lightness (and in grey) and each keeps
an edge on light and dark pages and on the board's mid-tone. Stones of one
creature are joined by bars, and each stone shows its creature's size in
small figures. The look is the stylesheet ``CSS`` (classes ``pg-*``), served
once by the site; ``standalone=True`` embeds it.

>>> from pygames.congeners.rules import State
>>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
>>> svg = render_svg(s)
>>> svg.startswith("<svg") and 'class="pg-svg pg-congeners"' in svg
True
>>> svg.count("pg-legal"), svg.count('<g class="pg-cell'), svg.count('class="pg-link ')
(2, 91, 2)
>>> render_svg(s, selected=(0, 0)).count("pg-legal")
2
"""

from __future__ import annotations

from functools import lru_cache
from math import sqrt

from ..game import number_words
from ..markup import FONT, board_box, escape, hidden_under, label_image, number, svg_open
from .board import BLACK, COLOURS, WHITE, board_cells, cell_text, creatures
from .rules import MOVE, PLACE, SETUP
from .scoring import canonical_shape, images, same_shape, score_breakdown
from .text import Move, parse_move
from .words import colour_word, creatures_count, listed, name, say, stones_count

S = 22.0  # hex radius: centre to corner
H = S * sqrt(3) / 2
PAD = 6.0
STONE = 0.78 * H
COORD_SIZE = 7  # px, an empty cell's coordinates, drawn on the board's fixed colour
COORDS = f"text{{font:{COORD_SIZE}px {FONT};text-anchor:middle;fill:#4a3a1c;fill-opacity:.55}}"

CSS = """\
.pg-congeners text{text-anchor:middle;pointer-events:none}
.pg-congeners .pg-board{fill:#cfae72;stroke:#7b5e2e;stroke-width:1}
.pg-congeners .pg-cell-hex{fill:#fff;fill-opacity:0;stroke:none}
.pg-congeners .pg-legal .pg-cell-hex{fill-opacity:.28}
.pg-congeners .pg-dot{fill:#1f6feb;fill-opacity:.8}
.pg-congeners .pg-stone-black{fill:#1b1b1b;stroke:#f2f2f2;stroke-width:2}
.pg-congeners .pg-stone-white{fill:#fbfbf7;stroke:#1b1b1b;stroke-width:2}
.pg-congeners .pg-link-black{stroke:#1b1b1b;stroke-width:8;stroke-linecap:round}
.pg-congeners .pg-link-white{stroke:#fbfbf7;stroke-width:8;stroke-linecap:round}
.pg-congeners .pg-link-casing{stroke:#555;stroke-width:11;stroke-linecap:round}
.pg-congeners .pg-size-black{fill:#f2f2f2;fill-opacity:.7;font-size:9px;pointer-events:none}
.pg-congeners .pg-size-white{fill:#1b1b1b;fill-opacity:.7;font-size:9px;pointer-events:none}
.pg-congeners .pg-legal .pg-ring{stroke:#1f6feb;stroke-width:2.5;stroke-dasharray:4 3}
.pg-congeners .pg-selected .pg-ring{stroke:#e8590c;stroke-width:3.5;stroke-dasharray:none}
.pg-congeners .pg-hint .pg-cell-hex{stroke:#1f6feb;stroke-width:3}
.pg-congeners .pg-ring{fill:none}
.pg-congeners .pg-moved .pg-ring{stroke:#e8590c;stroke-width:2.5}
.pg-congeners .pg-arrow{fill:none;stroke:#e8590c;stroke-width:3.5;stroke-linecap:round;pointer-events:none}
.pg-congeners .pg-arrow-head{fill:#e8590c;pointer-events:none}
.pg-congeners .pg-last .pg-cell-hex{stroke:#e8590c;stroke-width:3}
.pg-congeners .pg-same .pg-cell-hex{fill:#ffd43b;fill-opacity:.6}
.pg-congeners .pg-picked .pg-cell-hex{fill:#e8590c;fill-opacity:.55}
.pg-shape polygon{fill:#cfae72;stroke:#7b5e2e;stroke-width:1}
.pg-shape-black polygon{fill:#1b1b1b;stroke:#f2f2f2}
.pg-shape-white polygon{fill:#fbfbf7;stroke:#1b1b1b}
.pg-scores{display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;font-size:.72rem}
.pg-scores table{margin:0}
.pg-scores td,.pg-scores th{padding:.2em .6em!important;vertical-align:middle}
.pg-scores svg.pg-shape{height:2.2em;width:auto;max-width:6em;display:block}
.pg-scores tr.pg-picked-row td{outline:2px solid #e8590c;outline-offset:-2px}
.pg-scores .pg-comparison{flex-basis:100%;margin:0}
.pg-shapes svg.pg-shape{height:2.6em;width:auto}
"""

CORNERS = tuple((S * c, S * s) for c, s in ((1, 0), (0.5, -sqrt(3) / 2), (-0.5, -sqrt(3) / 2), (-1, 0), (-0.5, sqrt(3) / 2), (0.5, sqrt(3) / 2)))


def centre(cell) -> tuple:
    q, r = cell
    return (1.5 * S * q, 2 * H * (r + q / 2))


@lru_cache(maxsize=None)  # a board has at most 127 cells: each drawn once, not at every drawing
def _hex_points(cell) -> str:
    cx, cy = centre(cell)
    return " ".join(f"{number(cx + x)},{number(cy + y)}" for x, y in CORNERS)


@lru_cache(maxsize=None)
def _board_outline(size: int) -> str:
    """The board of side ``size`` as one path, every cell's hexagon."""
    return '<path class="pg-board" d="' + "".join(f"M{_hex_points(c).replace(' ', 'L')}Z" for c in board_cells(size)) + '"/>'


def _cells_text(cells) -> str:
    return ", ".join(cell_text(c) for c in sorted(cells))


def describe_board(state, status: bool = True) -> str:
    """The whole board in words: the text alternative of the drawing."""
    parts = [say("board", size=state.size)]
    for colour in COLOURS:
        groups = creatures(state.stones(colour))
        if not groups:
            parts.append(say("side_none", who=name(colour)))
            continue
        n = len(state.stones(colour))
        each = listed(
            say("group", cells=_cells_text(g), size=len(g)) if len(g) > 1 else say("group_lone", cell=cell_text(g[0]))
            for g in sorted(groups, key=lambda g: (-len(g), g))
        )
        parts.append(say("side_stones", who=name(colour), stones=stones_count(n), groups=creatures_count(len(groups)), list=each))
    text = " ".join(parts)
    return text + (" " + state.describe() if status else "")


def _as_marks(mark) -> list:
    """``last``/``hint`` marks: a Move, its text, a cell, or a list of these."""
    if mark is None:
        return []
    if isinstance(mark, (Move, str)):
        return [mark if isinstance(mark, Move) else parse_move(mark)]
    mark = list(mark)
    if len(mark) == 2 and all(isinstance(x, int) for x in mark):
        return [tuple(mark)]
    out = []
    for m in mark:
        out += _as_marks(m)
    return out


def _arrow(a, b) -> str:
    (x1, y1), (x2, y2) = centre(a), centre(b)
    dx, dy = x2 - x1, y2 - y1
    length = sqrt(dx * dx + dy * dy) or 1.0
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * STONE * 0.5, y1 + uy * STONE * 0.5
    tx, ty = x2 - ux * STONE * 0.55, y2 - uy * STONE * 0.55
    bx, by = tx - ux * 9, ty - uy * 9
    head = f"{number(tx)},{number(ty)} {number(bx - uy * 6)},{number(by + ux * 6)} {number(bx + uy * 6)},{number(by - ux * 6)}"
    return f'<path class="pg-arrow" d="M{number(sx)} {number(sy)}L{number(bx)} {number(by)}"/><polygon class="pg-arrow-head" points="{head}"/>'


def _as_cell(value):
    """A cell from ``(q, r)``, ``[q, r]`` or ``"q,r"``; ``None`` stays ``None``."""
    if value is None:
        return None
    if isinstance(value, str):
        return tuple(int(x) for x in value.strip("() ").split(","))
    return tuple(value)


def render_svg(state, *, hint=(), selected=None, last=None, label=None, standalone=False, playable=True, shape_of=None, **_) -> str:
    """Draw ``state``.

    Every cell is a ``<g class="pg-cell ..." data-cell="q,r">`` with its own
    name. ``pg-legal`` marks the cells that are legal targets now: in the
    move phase the stones that may move (each also ``pg-movable`` with
    ``data-targets``, its destinations), or, with ``selected`` (a stone's
    cell), that stone's destinations; in the place phase the placement cells;
    in setup the cells that may take the next stone.
    ``hint``: cells or steps to ring. ``last``: the last step or steps (a
    move is drawn as an arrow, a placement or setup stone ringed).
    ``label`` replaces the text alternative; ``standalone`` embeds the
    stylesheet; ``playable=False`` marks nothing legal. ``shape_of``: a
    stone's cell; its creature is marked ``pg-picked`` and every creature of
    the same colour and shape ``pg-same`` (the scoring explainer). Other
    marks are ignored.
    """
    selected = _as_cell(selected)
    picked, alike = same_shape(state, _as_cell(shape_of)) if shape_of is not None else ((), [])
    alike_cells = {c for group in alike for c in group}
    legal, targets = set(), {}
    bites = set()
    if playable and not state.is_over():
        if state.phase == MOVE:
            for m in state.legal_moves():
                if m.kind == "move":
                    targets.setdefault(m.start, []).append(m)
            if selected is not None:
                for m in targets.get(selected, []):
                    legal.add(m.cell)
                    if m.bite:
                        bites.add(m.cell)
            else:
                legal = set(targets)
        elif state.phase in (PLACE, SETUP):
            legal = {m.cell for m in state.legal_moves() if m.cell is not None}
    hinted = {m.cell if isinstance(m, Move) else m for m in _as_marks(hint)} - {None}
    lasts = _as_marks(last)
    last_cells = {m.cell if isinstance(m, Move) else m for m in lasts if not (isinstance(m, Move) and m.kind == "move")}
    sizes = {}
    for colour in COLOURS:
        for g in creatures(state.stones(colour)):
            for c in g:
                sizes[c] = len(g)

    cells = board_cells(state.size)
    centres = [centre(c) for c in cells]
    out = [svg_open("congeners", centres, (S + PAD, H + PAD), label or describe_board(state), CSS, standalone)]
    stones = []  # the discs under which the coordinates are hidden
    # the board, then the creatures' links, then one group per cell (its stone on top)
    out.append(_board_outline(state.size))
    for colour in COLOURS:
        own = state.stones(colour)
        for a in sorted(own):
            for b in ((a[0] + 1, a[1]), (a[0], a[1] + 1), (a[0] + 1, a[1] - 1)):
                if b in own:
                    (x1, y1), (x2, y2) = centre(a), centre(b)
                    seg = f'x1="{number(x1)}" y1="{number(y1)}" x2="{number(x2)}" y2="{number(y2)}"'
                    out.append(f'<line class="pg-link-casing" {seg}/><line class="pg-link pg-link-{colour}" {seg}/>')
    for cell in cells:
        colour = state.colour_at(cell)
        classes = ["pg-cell"]
        extra = ""
        if cell in legal:
            classes.append("pg-legal")
        if cell in hinted:
            classes.append("pg-hint")
        if cell in last_cells:
            classes.append("pg-last")
        if cell in picked:
            classes.append("pg-picked")
        elif cell in alike_cells:
            classes.append("pg-same")
        at = cell_text(cell)
        if colour:
            classes.append(f"pg-{colour}")
            size = sizes[cell]
            said = colour_word(colour)
            words = say("cell_stone_lone", cell=at, colour=said) if size == 1 else say("cell_stone", cell=at, colour=said, size=size)
            if cell in targets:
                classes.append("pg-movable")
                extra = f' data-targets="{" ".join(f"{m.cell[0]},{m.cell[1]}" for m in targets[cell])}"'
                words = say("cell_can_move", label=words)
            if cell == selected:
                classes.append("pg-selected")
                words = say("cell_selected", label=words)
            if cell in bites:
                words = say("cell_bitten", label=words)
            if state.phase == PLACE and cell == state.moved:
                classes.append("pg-moved")
                words = say("cell_just_moved", label=words)
        elif cell in legal:
            words = say("cell_empty_placement" if state.phase != MOVE else "cell_empty_destination", cell=at)
        else:
            words = say("cell_empty", cell=at)
        q, r = cell
        cx, cy = centre(cell)
        parts = [
            f'<g class="{" ".join(classes)}" data-cell="{q},{r}"{extra} aria-label="{escape(words)}">',
            f'<polygon class="pg-cell-hex" points="{_hex_points(cell)}"/>',
        ]
        if colour:
            parts.append(f'<circle class="pg-stone-{colour}" cx="{number(cx)}" cy="{number(cy)}" r="{number(STONE)}"/>')
            stones.append((cx, cy, STONE))
            if cell in legal or cell == selected or "pg-moved" in classes:
                parts.append(f'<circle class="pg-ring" cx="{number(cx)}" cy="{number(cy)}" r="{number(STONE + 2.5)}"/>')
        elif cell in legal:
            parts.append(f'<circle class="pg-dot" cx="{number(cx)}" cy="{number(cy + 6)}" r="3.5"/>')  # below the coordinates
        parts.append("</g>")
        # the size of a stone's creature is drawn over the cell, not inside its button: its spoken name says it
        if colour:
            parts.append(f'<text class="pg-size-{colour}" aria-hidden="true" x="{number(cx)}" y="{number(cy + 3)}">{sizes[cell]}</text>')
        out.append("".join(parts))
    # every cell's coordinates, over the cells and their marks, hidden under the stones
    out.append(hidden_under(_coordinates(state.size), board_box(centres, (S + PAD, H + PAD)), stones, "pg-hide"))
    for m in lasts:
        if isinstance(m, Move) and m.kind == "move":
            out.append(_arrow(m.start, m.cell))
    out.append("</svg>")
    return "".join(out)


@lru_cache(maxsize=8)
def _coordinates(size: int) -> str:
    """The picture of every cell's coordinates of a board of side ``size``: one for every position."""
    cells = board_cells(size)
    centres = [centre(c) for c in cells]
    coords = [(x, y - 1, f"{q},{r}") for (q, r), (x, y) in zip(cells, centres)]
    return label_image(board_box(centres, (S + PAD, H + PAD)), {"": coords}, COORDS, COORD_SIZE)


MINI = 6.0  # hex radius of the small shape drawings


def render_shape(cells, colour=None, label=None) -> str:
    """A small drawing of a shape (a set of cells), fitted to it.

    >>> render_shape([(0, 0), (1, 0)], "black").count("<polygon")
    2
    """
    cells = sorted(cells)
    scale = MINI / S

    def small(c):
        x, y = centre(c)
        return x * scale, y * scale

    words = label or say.counted("shape_cells_one", "shape_cells", len(cells))
    out = [svg_open("shape", [small(c) for c in cells], (MINI + 1, MINI * sqrt(3) / 2 + 1), words, "", False)]
    if colour:
        out[0] = out[0].replace('class="pg-svg pg-shape"', f'class="pg-svg pg-shape pg-shape-{colour}"')
    for c in cells:
        cx, cy = small(c)
        points = " ".join(f"{number(cx + x * scale)},{number(cy + y * scale)}" for x, y in CORNERS)
        out.append(f'<polygon points="{points}"/>')
    out.append("</svg>")
    return "".join(out)


def render_shapes(cells, colour=None) -> str:
    """Every way a shape can lie on the board (its rotations and mirror images), as HTML.

    Each distinct image up to translation is drawn once: 12 for a shape with no
    symmetry, 1 for a lone stone, 3 for a pair.

    >>> render_shapes([(0, 0), (1, 0)]).count("<svg")
    3
    >>> render_shapes([(0, 0), (0, 1), (0, 2), (1, 2)]).count("<svg")
    12
    """
    shapes = images(cells)
    n = len(shapes)
    items = "".join(
        f'<li>{render_shape(image, colour, say("shape_image", i=i, n=n))}</li>' for i, image in enumerate(shapes, 1)
    )
    intro = say.counted("shapes_one", "shapes_n", n)
    return (
        f'<div class="pg-shapes-box"><p>{escape(intro)}</p>'
        f'<ul class="pg-shapes" aria-label="{escape(say("shapes_label", n=n))}">{items}</ul></div>'
    )


def render_scores(state, shape_of=None) -> str:
    """The score breakdown as HTML: each side's shapes by size level, the comparison, the verdict.

    ``shape_of``: a stone's cell; the row of its creature's shape is marked.

    >>> from pygames.congeners.rules import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(0, 3), (1, 3), (-3, 0)])
    >>> html = render_scores(s)
    >>> html.count("<tr>") + html.count('<tr class'), "Black wins" in html
    (5, True)
    """
    breakdown = score_breakdown(state)
    picked_shape = None
    cell = _as_cell(shape_of)
    if cell is not None and state.colour_at(cell):
        group, _ = same_shape(state, cell)
        picked_shape = (state.colour_at(cell), canonical_shape(group))
    parts = ['<div class="pg-scores">']
    for colour in COLOURS:
        side = breakdown[colour]
        rows = []
        for level in side["levels"]:
            for shape in level["shapes"]:
                mark = ' class="pg-picked-row"' if picked_shape == (colour, canonical_shape(shape["cells"])) else ""
                count, size = shape["creatures"], level["size"]
                drawing = render_shape(shape["cells"], colour, say("shape_of_size", size=size))
                rows.append(
                    f'<tr{mark}><td>{size}</td><td>{drawing}</td>'
                    f'<td>{count}</td><td>{number_words(shape["score"])}</td></tr>'
                )
        body = "".join(rows) or f'<tr><td colspan="4">{escape(say("scores_no_stones"))}</td></tr>'
        heads = "".join(f"<th>{escape(say(key))}</th>" for key in ("scores_size", "scores_shape", "scores_creatures", "scores_score"))
        parts.append(
            f'<table class="pg-score-table"><caption>{escape(say("scores_caption", who=name(colour)))}</caption>'
            f"<thead><tr>{heads}</tr></thead>"
            f"<tbody>{body}</tbody></table>"
        )
    items = []
    for entry in breakdown["comparison"]:
        def level(colour):
            size = entry[f"{colour}_size"]
            if size is None:
                return say("level_side_none", who=name(colour))
            return say("level_side", who=name(colour), size=size, scores=", ".join(str(number_words(x)) for x in entry[colour]))
        items.append(f"<li>{escape(say('level_row', level=entry['level'], black=level(BLACK), white=level(WHITE)))}</li>")
    comparison = f'<ol class="pg-comparison" aria-label="{escape(say("scores_levels"))}">{"".join(items)}</ol>' if items else ""
    parts.append(f'<div class="pg-comparison">{comparison}<p class="pg-verdict"><strong>{escape(breakdown["explanation"])}</strong></p></div>')
    parts.append("</div>")
    return "".join(parts)


def score_panel(state) -> str:
    """The score panel of a diagram block: the scores in a labelled region."""
    return f'<div class="pg-score-panel" role="region" aria-label="{escape(say("scores_region"))}">{render_scores(state)}</div>'


def score_title() -> str:
    return f'<h2 class="pg-score-title">{escape(say("scores_title"))}</h2>'


__all__ = [
    "CSS", "render_svg", "render_scores", "render_shapes", "render_shape", "describe_board", "centre", "escape", "score_panel",
    "score_title",
]
