"""What a click on a Palago table means, and the table taken apart (the rules page's source figure).

A click on an empty cell previews its first legal tile; a click on the cell
already previewed turns the tile to the next legal orientation there. Placing
is the browser's ``play`` request with the previewed move: ``click`` never plays.

>>> from pygames.palago.rules import State
>>> start = State().play("(0,0,0)")
>>> click(start, "0,1")["selected"], click(start, "0,1", selected="(0,1,0)")["selected"]
('(0,1,0)', '(0,1,2)')
>>> click(start, "0,1", selected="(0,1,4)")["selected"]
'(0,1,0)'
>>> click(start, "0,0")["message"]
'(0,0) already holds a tile: a tile goes on an empty cell.'
>>> click(start, "3,3")
{'selected': None, 'message': '(3,3) does not touch (0,0), the first tile of this turn: the second tile must touch it.'}
"""

from __future__ import annotations

from .. import IllegalMove
from ..drawing import on_first_use
from ..game import sentence
from .rules import State, winning_colours
from .text import Move, as_move, read_cell
from .words import empty_cell_name, preview, say, shown, take_apart_words

render_svg, = on_first_use("pygames.palago.svg", "render_svg")  # the drawing, loaded when a table is taken apart


def _cell(cell) -> tuple:
    """A clicked cell: ``"q,r"``, ``"(q,r)"`` or a pair; ``ValueError`` if it is not a cell."""
    if isinstance(cell, (list, tuple)) and len(cell) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in cell):
        return tuple(cell)
    found = read_cell(cell) if isinstance(cell, str) else None
    if found is None:
        raise ValueError(say("not_a_cell", text=shown(cell, 40)))
    return found


def click(state, cell, selected=None, action=None) -> dict:
    """What a click on ``cell`` means: a tile previewed there (``selected``, shown by the ``hint`` mark),
    the previewed tile turned, or why no tile can go there."""
    q, r = _cell(cell)
    if state.is_over():
        return {"selected": None, "message": say("click_game_over")}
    ways = [m for m in state.legal_moves() if m.cell == (q, r)]
    if not ways:
        return {"selected": None, "message": _why_not(state, (q, r))}
    move = ways[0]
    if selected:
        try:
            before = as_move(selected)
        except (ValueError, TypeError):
            before = None
        if before is not None and before.cell == (q, r) and before in ways:
            move = ways[(ways.index(before) + 1) % len(ways)]
    text = str(move)
    return {"selected": text, "marks": {"hint": [text]}, "message": preview(move, len(ways))}


def _why_not(state, cell) -> str:
    """Why no tile can go on ``cell`` now, in words."""
    if state.placed == 0 and state.tiles and state.is_single_hole(cell):
        return say("no_tile_here", label=empty_cell_name(cell, single_hole=True))
    try:
        state.check(Move(cell[0], cell[1], 0))
    except IllegalMove as e:
        return sentence(str(e))
    return say("no_tile_here", label=empty_cell_name(cell))  # off the offered cells (the opening's first tile)


# -- the table taken apart -------------------------------------------------------------------------


def take_apart(state: State, removed) -> tuple[str, str]:
    """``state``'s table with the tiles on the ``removed`` cells (text ``"q,r"``) lifted off.

    Returns the drawing (lifted tiles shown faintly in their places, to be put
    back) and a sentence saying whether a winning group still stands. The
    reader of the rules page uses it to see which tiles a win needs.

    >>> won = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)", "(0,1,2)"], winner="light")
    >>> take_apart(won, [])[1]
    'All 5 tiles on the table: Light has a winning group.'
    >>> take_apart(won, ["0,1"])[1]
    'Without (0,1): no group is closed with a bridge any more, so the win needs this tile.'
    """
    lifted = set()
    for text in removed:
        cell = read_cell(text)
        if cell is None:
            raise ValueError(say("not_a_cell", text=shown(text, 40)))
        lifted.add(cell)
    kept = tuple(t for t in state.tiles if t[:2] not in lifted)
    colours = winning_colours(kept)
    result = next(iter(colours)) if len(colours) == 1 else None
    view = State(kept, state.to_move, state.placed, result)  # not validated: lifting tiles may split the table
    ghosts = [Move(*t) for t in state.tiles if t[:2] in lifted]
    words = take_apart_words(lifted, len(kept), result)
    return render_svg(view, hint=ghosts, playable=False, label=words), words

