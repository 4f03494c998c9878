"""Palanquée: plants of seeds and grains on a cylinder, with custodian captures.

The rules are those of ``rules/palanquee.md`` (two players, the board
of 313 cells, sowing in place of an action); their readings are in
:mod:`pygames.palanquee.rules`. A turn is a sequence of ``play`` calls, one per
action (``grow I9``, ``grow-seed I9``, ``move J7 I9``, ``trim J7``,
``recoil K7``, ``sow O4``, ``K7: grow I9``).

The package, by layer, lowest first: ``board`` (the cells), ``words`` (every
sentence, its French in ``french``), ``text`` (cell names, notation, position strings, the JSON form),
``rules`` (the ``State``, with ``captures``: what an action does, and ``legal``:
the legal actions and refusals), ``clicks``, ``puzzle`` (the themes), ``svg``
(the drawing) and ``ai`` (the computer player), then ``site`` (diagrams, puzzle
goals, the browser's extras). This module gathers the game contract; the
drawing and the computer player are loaded on first use.

>>> state = initial_state().play("sow K7").play("sow K12")
>>> state, summary_words, events = state.play_report("grow L8")
>>> summary_words, events, state.turn_over()
('Black grows a grain at L8. The turn ends.', [], True)
>>> [a.key for a in ACTIONS]
['G', 'S', 'M', 'T', 'R', 'O']
"""

from ..drawing import drawing_of, on_first_use
from ..game import Prepared, acting_side, no_puzzle_effort
from .board import SIDES
from .clicks import ACTIONS, click
from .rules import OPTIONS, State, initial_state
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SOLVER, SPACED_STEPS, diagram_extras, first_hint,
    state_from_fields, view_extras,
)
from .puzzle import PUZZLE_THEMES, puzzle_area, puzzle_themes
from .text import describe_move, parse_move

GAME = "palanquee"
INPUT = "actions"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=0)  # every drawing is heavy (313 cells): the hints and the lines only
TITLE = "Palanquée"
PLAYERS = SIDES
actor = acting_side(SIDES)
LEVELS = ("easy", "medium", "hard", "expert")
puzzle_effort = no_puzzle_effort

choose_move, = on_first_use("pygames.palanquee.ai", "choose_move")
render_svg, __getattr__ = drawing_of("pygames.palanquee.svg", "render_svg")  # and BOARD_CSS

__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "PLAYERS", "OPTIONS", "LEVELS", "ACTIONS", "REQUESTS", "SOLVER",
    "PUZZLE_GOALS", "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS", "State", "actor", "initial_state", "parse_move",
    "describe_move", "render_svg", "BOARD_CSS", "choose_move", "click", "view_extras", "state_from_fields",
    "diagram_extras", "first_hint", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area",
]
