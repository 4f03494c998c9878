"""Palanquée: plants of seeds and grains on a cylinder, with custodian captures.

The rules are those of ``rules/palanquee.md`` (two players, the board
of 313 cells, sowing in place of an action); their readings are in
:mod:`pygames.palanquee.rules`. A turn is a sequence of ``play`` calls, one per
action (``grow I9``, ``grow-seed I9``, ``move J7 I9``, ``trim J7``,
``recoil K7``, ``sow O4``, ``K7: grow I9``).

The package, by layer: ``board`` (the cells), ``text`` (notation, position
strings, the JSON form), ``captures`` (what an action does), ``legal`` (the
legal actions and refusals), ``rules`` (the ``State``), ``words`` (every
sentence), ``clicks``, ``site`` (diagrams, puzzles, the browser's extras) and
``svg`` (the drawing, loaded on first use).

>>> state = initial_state().play("sow K7").play("sow K12")
>>> state, summary_words, events = state.play_report("grow L8")
>>> summary_words, events, state.turn_over()
('Black grows a grain at L8. The turn ends.', [], True)
>>> [a.key for a in ACTIONS]
['G', 'S', 'M', 'T', 'R', 'O']
"""

from .. import IllegalMove
from ..drawing import drawing_of
from ..game import Option, Prepared, acting_side, no_puzzle_effort
from .board import (
    BIT, BLACK, BLUE, COLOURS, COLUMNS, DRAW, GRAINS, INDEX, KINDS, LETTERS, MAX_TURNS, N, NAMES, NEIGH, PIECE_WORDS,
    RED, SEED, SEEDS, STEP, WHITE, board_cells, cell_index, distance, neighbours,
)
from .clicks import ACTIONS, LABELS, SHORTCUTS, action_kinds, click
from .rules import State, initial_state, removed
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SOLVER, SPACED_STEPS, diagram_extras, first_hint,
    state_from_fields, view_extras,
)
from .puzzle import PUZZLE_THEMES, puzzle_area, puzzle_themes
from .text import Move, parse_move
from .words import describe_move, name, say, side_lines, summary

GAME = "palanquee"
INPUT = "actions"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=0, hints_of_first_figure=True)  # every drawing is heavy (313 cells)
TITLE = "Palanquée"
SIDES = (BLACK, WHITE)
PLAYERS = SIDES
actor = acting_side(SIDES)
OPTIONS = {"max_turns": Option(MAX_TURNS, (), say("option_max_turns"), least=1)}
LEVELS = ("easy", "medium", "hard", "expert")
puzzle_effort = no_puzzle_effort


def choose_move(state, level="medium", seed=None, budget_ms=None, nodes=None):
    """The computer's next action (:mod:`pygames.palanquee.ai`, loaded on first use)."""
    from .ai import choose_move as choose

    return choose(state, level, seed=seed, budget_ms=budget_ms, nodes=nodes)

render_svg, describe_board, __getattr__ = drawing_of("pygames.palanquee.svg", "render_svg", "describe_board")

__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "OPTIONS", "LEVELS", "ACTIONS", "REQUESTS", "SOLVER", "PUZZLE_GOALS",
    "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS", "State", "Move", "IllegalMove",
    "initial_state", "parse_move", "describe_move", "render_svg", "BOARD_CSS", "choose_move", "click",
    "view_extras", "state_from_fields", "diagram_extras", "first_hint", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area",
    "summary", "removed", "side_lines", "action_kinds", "LABELS", "SHORTCUTS", "describe_board",
    "board_cells", "neighbours", "distance", "cell_index", "name",
    "BLACK", "WHITE", "DRAW", "KINDS", "LETTERS", "NAMES", "INDEX", "NEIGH", "STEP", "RED", "BLUE", "SEED",
    "BIT", "COLOURS", "COLUMNS", "GRAINS", "SEEDS", "N", "PIECE_WORDS", "MAX_TURNS",
]
