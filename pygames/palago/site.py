"""What the site needs of Palago beside the rules: diagram blocks, puzzle hints, the solver, the take-apart request.

>>> state_from_fields({"tiles": "(0,0,0) (0,1,2)"}).describe()
'Dark to play: the first tile of the turn, touching the table. 2 tiles placed, 46 left.'
>>> diagram_extras(state_from_fields({}), "notation"), first_hint("(0,1,2)")
({'marks': {'labels': True}}, 'Look at the cell (0,1).')
"""

from __future__ import annotations

from types import SimpleNamespace

from ..drawing import on_first_use
from ..game import no_extras, plain_diagram
from .board import cell_text
from .clicks import take_apart
from .rules import State
from .text import as_move, read_fields
from .words import say

# -- diagram blocks --------------------------------------------------------------------

DIAGRAM_KEYS = ("tiles", "to_move", "placed")
DIAGRAM_MODES = ("diagram", "game", "takeapart", "notation")
SPACED_STEPS = False
view_extras = no_extras


def state_from_fields(fields: dict) -> State:
    """The position of a diagram block: ``tiles: (0,0,0) (0,1,2)`` in the order placed, ``to_move``, ``placed``."""
    return State.from_dict(read_fields(fields))


def diagram_extras(state, mode: str) -> dict:
    """``mode: notation`` writes each tile's ``(q,r,l)`` on it (the rules page's notation figure)."""
    return {"marks": {"labels": True}} if mode == "notation" else plain_diagram(state, mode)


# -- puzzles ----------------------------------------------------------------------------

PUZZLE_GOALS: dict = {}  # only every game's "win N"


def first_hint(move) -> str:
    """The first hint of a puzzle: where its solution's first tile goes."""
    return say("first_hint", cell=cell_text(as_move(move).cell))


puzzle_area = first_hint  # the first hint names a cell, never the tile's orientation

# The solver's puzzle interface (``SOLVER`` of the contract, in place of the exhaustive search of
# :mod:`pygames.puzzles`): :mod:`pygames.palago.solver`, loaded on first use.
SOLVER_NAMES = ("winning_turns", "forces", "defence", "solution_turn", "quiet_turn")
SOLVER = SimpleNamespace(**dict(zip(SOLVER_NAMES, on_first_use("pygames.palago.solver", *SOLVER_NAMES))))

# -- the browser's requests ------------------------------------------------------------


def op_takeapart(req: dict, web) -> dict:
    """The ``takeapart`` request: ``{"position", "removed": ["q,r", ...]}`` -> ``{"ok", "svg", "status"}``."""
    _, state = web.read_state(req)
    removed = [str(cell) for cell in req.get("removed", [])]
    svg, status = take_apart(state, removed)
    return {"ok": True, "svg": svg, "status": status}


REQUESTS = {"takeapart": op_takeapart}
