"""Palago, Cameron Browne's game of hexagonal bridge tiles, as a package meeting the game contract.

The rules are those of ``rules/palago.md``: 48 shared tiles in 3
orientations, two tiles a turn (the second touching the first), a closed
group with a bridge wins, the mover loses when a tile closes the opponent's
group, single holes, and the draw when the tiles run out.

A tile is ``(q, r, l)``: the cell in flat-topped axial coordinates and the
corner (0, 2 or 4) of its Light tip. Each tile is one ``play`` call; the
state records how many tiles of the turn are already placed (``placed``).

The layers, lowest first: ``board`` (geometry), ``words`` (every sentence),
``text`` (notation, position strings, JSON), ``rules`` (groups and the
``State``), then ``clicks`` (what a click means, the table taken apart),
``puzzle`` (themes), ``svg`` (the drawing), ``ai`` (the computer),
``solver`` and ``solver_model`` (forced wins), then ``site`` (diagrams,
puzzle hints, ``SOLVER``, requests). This module only gathers the contract;
the drawing, the computer and the solver are loaded on first use.

>>> state = initial_state()
>>> [str(m) for m in state.legal_moves()]
['(0,0,0)', '(0,0,2)', '(0,0,4)']
>>> state = state.play(parse_move("0,0,0")).play("(0, 1, 4)")
>>> state.to_move, state.placed, state.to_text(), state.turn_over()
('dark', 0, 'd.0_0.0.0_0.1.4', True)
>>> State.from_text(state.to_text()) == state
True
>>> state.play_report("(1,-1,0)")[1]
'Dark placed (1,-1,0), with its Light tip at right and its Dark tip at left, the first tile of the turn; Dark places a second tile, touching it.'
"""

from __future__ import annotations

from ..drawing import drawing_of, on_first_use
from ..game import Prepared, acting_side
from .board import COLOURS as SIDES
from .clicks import click
from .puzzle import PUZZLE_THEMES, puzzle_effort, puzzle_themes
from .rules import State, initial_state
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SOLVER, SPACED_STEPS, diagram_extras, first_hint, puzzle_area,
    state_from_fields, view_extras,
)
from .text import describe_move, parse_move

GAME = "palago"
INPUT = "tiles"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=60, modes=("diagram", "notation"))
TITLE = "Palago"
PLAYERS = SIDES
actor = acting_side(SIDES)
OPTIONS: dict = {}  # the rules' tie-break by the largest group is not implemented
LEVELS = ("easy", "medium", "hard", "expert")
ACTIONS = ()

choose_move, = on_first_use("pygames.palago.ai", "choose_move")
render_svg, __getattr__ = drawing_of("pygames.palago.svg", "render_svg")  # and BOARD_CSS

__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "PLAYERS", "actor", "OPTIONS", "LEVELS", "ACTIONS", "REQUESTS",
    "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS", "PUZZLE_GOALS", "PUZZLE_THEMES", "SOLVER", "State",
    "initial_state", "parse_move", "describe_move", "render_svg", "BOARD_CSS", "choose_move", "click", "view_extras",
    "state_from_fields", "diagram_extras", "first_hint", "puzzle_themes", "puzzle_effort", "puzzle_area",
]
