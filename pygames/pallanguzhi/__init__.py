"""Pallanguzhi, the Tamil sowing game, as played on the digital table.

The rules are those of ``rules/pallanguzhi.md``: 14 holes, 70 seeds,
relay sowing, the pasu, the capture after the empty hole, rounds with refill
and closed holes, the 60-turn stall, the endless-turn stop and the game limits.
The layers, lowest first: :mod:`.board` (holes and labels), :mod:`.words`
(every sentence; their French in :mod:`.french`), :mod:`.text` (notation, position strings), :mod:`.rules`
(the ``State``), then :mod:`.clicks`, :mod:`.puzzle`, :mod:`.svg` and
:mod:`.ai` (these two loaded on first use), then :mod:`.site` (diagrams,
puzzle goals, requests). This package only gathers the game contract;
:mod:`.miner` is a build-time tool.

>>> state = initial_state()
>>> state.to_move, [str(m) for m in state.legal_moves()][:3]
('south', ['S1', 'S2', 'S3'])
>>> after, summary, events = state.play_report("S1")
>>> after.board_text(), after.bowls, summary
('2 8 8 8 0 0 1 | 7 7 7 7 0 1 7', (7, 0), '5 laps. S5 is empty, so South captures the 7 seeds of S6.')
>>> events[0]["kind"], events[0]["mover"], State.from_text(after.to_text()) == after
('pick', 'south', True)
>>> state.check("S1"), describe_move("S1")
(Move(hole=0), 'sow the seeds of S1')
"""

from ..drawing import drawing_of, on_first_use
from ..game import Prepared, acting_side
from .board import SIDES
from .clicks import click
from .puzzle import PUZZLE_THEMES, puzzle_area, puzzle_effort, puzzle_themes
from .rules import OPTIONS, State, initial_state
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SPACED_STEPS, diagram_extras, first_hint, state_from_fields,
    view_extras,
)
from .text import describe_move, parse_move

GAME = "pallanguzhi"
TITLE = "Pallanguzhi"
INPUT = "sowing"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=40, puzzle_budget=400)  # a puzzle: every hole, each sown (some 33 frames)
PLAYERS = SIDES
actor = acting_side(SIDES)
ACTIONS = ()
LEVELS = ("easy", "medium", "hard", "expert")  # the keys of ai.SETTINGS
SOLVER = None

choose_move, = on_first_use("pygames.pallanguzhi.ai", "choose_move")
render_svg, render_frame, __getattr__ = drawing_of("pygames.pallanguzhi.svg", "render_svg", "render_frame")

__all__ = [
    "GAME", "TITLE", "INPUT", "PREPARED", "SIDES", "PLAYERS", "actor", "OPTIONS", "ACTIONS", "LEVELS", "SOLVER",
    "State", "initial_state", "parse_move", "describe_move", "render_svg", "render_frame", "BOARD_CSS",
    "choose_move", "click", "view_extras", "REQUESTS", "DIAGRAM_KEYS", "DIAGRAM_MODES", "SPACED_STEPS",
    "state_from_fields", "diagram_extras", "PUZZLE_GOALS", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort",
    "puzzle_area", "first_hint",
]
