"""Congeners: grow creatures of stones and match their shapes.

The rules are those of ``rules/congeners.md``: a hexhex board of side
5, 6 (default) or 7; the two-stone pie setup; a turn is a move then a
placement; a player with no legal turn passes; two passes in a row, the third
repetition of a position or the ply cap end the game; creatures are scored by
shape (free polyhexes) and compared size level by size level.

The package, by layer: :mod:`.board` (cells, creatures, colours and phases),
:mod:`.words` (every sentence; the French in :mod:`.french`), :mod:`.text` (notation and position strings),
:mod:`.rules` (the ``State``, with :mod:`.scoring`, shapes and scores, and
:mod:`.fast`, the fast path), :mod:`.clicks` and :mod:`.puzzle`, then
:mod:`.site` (what the site needs); loaded on first use, :mod:`.ai` and
:mod:`.svg`. This module only gathers the game contract.

Setup goes black, black, white, white, then the choice:

>>> state = initial_state()
>>> for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1"]:
...     state = state.play(step)
>>> state.turn_over(), state.play_report("choose white")[1]
(True, 'The second player takes White; the first player has Black and moves first.')
>>> state = state.play("choose white")
>>> state.phase, state.to_move, state.first_player
('move', 'black', 'black')
>>> [str(m) for m in state.legal_moves()]
['0,0-1,-1', '0,0-0,1', '1,0-1,-1', '1,0-0,1']
>>> state = state.play("0,0-1,-1")
>>> state.phase, state.turn_over(), len(state.legal_moves())
('place', False, 18)
>>> state, summary, events = state.play_report("@1,-3")
>>> summary, state.to_move, state.to_text()
('Black places a stone on (1,-3).', 'white', '6.1000.3_m.w.b.1.0_b1.-3.1.-1.1.0_w-3.0.-3.1')
>>> State.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from ..drawing import drawing_of, on_first_use
from ..game import Option, Prepared
from .board import BLACK, SIZES, WHITE
from .clicks import click
from .puzzle import PUZZLE_THEMES, puzzle_effort, puzzle_themes
from .rules import State, actor, initial_state
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SPACED_STEPS, diagram_extras, first_hint, puzzle_area,
    state_from_fields, view_extras,
)
from .text import parse_move
from .words import describe_move, say

GAME = "congeners"
INPUT = "stones"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=12, puzzle_budget=200)  # a puzzle: every move and placement, as a rule
TITLE = "Congeners"
SIDES = (BLACK, WHITE)  # Black moves first
PLAYERS = ("first player", "second player")  # the first sets up both colours; the second then takes one
OPTIONS = {  # each label is a message of .words, said in the language of the request
    "size": Option(6, SIZES, say.later("option_size")),
    "max_plies": Option(1000, (), say.later("option_max_plies"), least=1),
    "repetitions": Option(3, (), say.later("option_repetitions"), least=2),
}
LEVELS = ("easy", "medium", "hard", "expert")
ACTIONS = ()
SOLVER = None

choose_move, = on_first_use("pygames.congeners.ai", "choose_move")
render_svg, __getattr__ = drawing_of("pygames.congeners.svg", "render_svg")

__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "PLAYERS", "OPTIONS", "LEVELS", "ACTIONS", "SOLVER", "State",
    "initial_state", "parse_move", "describe_move", "actor", "render_svg", "BOARD_CSS", "choose_move", "click",
    "view_extras", "REQUESTS", "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS", "state_from_fields", "diagram_extras",
    "PUZZLE_GOALS", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area", "first_hint",
]
