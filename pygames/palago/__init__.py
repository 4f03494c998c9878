"""Palago, Cameron Browne's game of hexagonal bridge tiles, as a package meeting the game contract.

The rules are those of ``rules/palago.md``: 48 shared tiles in 3
orientations, two tiles a turn (the second touching the first), a closed
group with a bridge wins, the mover loses when a tile closes the opponent's
group, single holes, and the draw when the tiles run out.

A tile is ``(q, r, l)``: the cell in flat-topped axial coordinates and the
corner (0, 2 or 4) of its Light tip. Each tile is one ``play`` call; the
state records how many tiles of the turn are already placed (``placed``).

The layers: ``board`` (geometry), ``rules`` (groups and the ``State``),
``text`` (notation, position strings, JSON), ``words`` (every sentence),
``clicks`` (what a click means, the table taken apart), ``svg`` (the
drawing, loaded on first use), ``solver`` and ``solver_model`` (forced wins,
for puzzles: ``SOLVER``, also loaded on first use).

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

from importlib import import_module

from .. import IllegalMove
from ..drawing import drawing_of
from ..game import acting_side, no_extras, no_puzzle_effort, plain_diagram, Prepared
from .board import (
    AROUND, COLOURS, CORNER_PART, DARK, DARK_BRIDGE, DARK_TIP, DIRECTIONS, DRAW, LIGHT, LIGHT_BRIDGE, LIGHT_TIP,
    ORIENTATIONS, PART_CORNERS, TILES, adjacent, canonical, cell_text, is_bridge, neighbours, other, part_colour,
    transform,
)
from .clicks import click, op_takeapart, take_apart
from .rules import (
    Group, State, board_of, closing_colours, groups, initial_state, winning_colours, winning_groups,
)
from .puzzle import PUZZLE_THEMES, puzzle_themes
from .text import Move, as_move, parse_move, read_fields
from . import words
from .words import CORNER_NAMES, PART_NAMES, name

GAME = "palago"
INPUT = "tiles"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=60, modes=("diagram", "notation"))
TITLE = "Palago"
SIDES = (LIGHT, DARK)
PLAYERS = SIDES
actor = acting_side(SIDES)
OPTIONS: dict = {}  # the rules' tie-break by the largest group is not implemented
LEVELS = ("easy", "medium", "hard", "expert")


def choose_move(state, level="medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next tile (:mod:`pygames.palago.ai`, loaded on first use with the solver it needs)."""
    from .ai import choose_move as choose

    return choose(state, level, seed=seed, budget_ms=budget_ms, nodes=nodes)
ACTIONS = ()
view_extras = no_extras
REQUESTS = {"takeapart": op_takeapart}
DIAGRAM_KEYS = ("tiles", "to_move", "placed")
DIAGRAM_MODES = ("diagram", "game", "takeapart", "notation")
SPACED_STEPS = False


def diagram_extras(state, mode: str) -> dict:
    """``mode: notation`` writes each tile's ``(q,r,l)`` on it (the rules page's notation figure)."""
    return {"marks": {"labels": True}} if mode == "notation" else plain_diagram(state, mode)


PUZZLE_GOALS: dict = {}  # only every game's "win N"


def describe_move(move) -> str:
    """A placement in words (a ``Move``, its text or a ``(q, r, l)`` triple).

    >>> describe_move("(1,0,2)")
    '(1,0,2), with its Light tip at upper-left and its Dark tip at lower-right'
    """
    return words.describe_move(as_move(move))


def state_from_fields(fields: dict) -> State:
    """The position of a diagram block: ``tiles: (0,0,0) (0,1,2)`` in the order placed, ``to_move``, ``placed``.

    >>> state_from_fields({"tiles": "(0,0,0) (0,1,2)"}).describe()
    'Dark to play: the first tile of the turn, touching the table. 2 tiles placed, 46 left.'
    """
    return State.from_dict(read_fields(fields))


def first_hint(move) -> str:
    """The first hint of a puzzle: where its solution's first tile goes.

    >>> first_hint("(0,1,2)")
    'Look at the cell (0,1).'
    """
    return words.say("first_hint", cell=cell_text(as_move(move).cell))


puzzle_area = first_hint  # the first hint names a cell, never the tile's orientation
puzzle_effort = no_puzzle_effort


render_svg, _drawing_getattr = drawing_of("pygames.palago.svg", "render_svg")


def __getattr__(attr: str):
    """``BOARD_CSS`` (the drawing's stylesheet) and ``SOLVER`` (the solver module), loaded on first use."""
    if attr == "SOLVER":
        return import_module("pygames.palago.solver")
    return _drawing_getattr(attr)


__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "OPTIONS", "LEVELS", "ACTIONS", "REQUESTS", "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS",
    "PUZZLE_GOALS", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area", "IllegalMove", "Move", "State", "Group", "initial_state", "parse_move", "describe_move", "render_svg",
    "choose_move", "click", "view_extras", "state_from_fields", "diagram_extras", "first_hint", "take_apart",
    "groups", "winning_groups", "winning_colours", "closing_colours", "board_of", "transform", "canonical",
    "LIGHT", "DARK", "DRAW", "COLOURS", "TILES", "ORIENTATIONS", "DIRECTIONS", "AROUND", "PART_CORNERS", "CORNER_PART",
    "LIGHT_TIP", "LIGHT_BRIDGE", "DARK_TIP", "DARK_BRIDGE", "CORNER_NAMES", "PART_NAMES",
    "adjacent", "cell_text", "is_bridge", "neighbours", "other", "part_colour", "name",
]
