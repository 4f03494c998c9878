"""Pallanguzhi, the Tamil sowing game, as played on the digital table.

The rules are those of ``rules/pallanguzhi.md``: 14 holes, 70 seeds,
relay sowing, the pasu, the capture after the empty hole, rounds with refill
and closed holes, the 60-turn stall, the endless-turn stop and the game limits.
The layers: :mod:`.board` (holes and labels), :mod:`.rules` (the ``State``),
:mod:`.text` (notation, position strings), :mod:`.words` (every sentence),
:mod:`.clicks`, :mod:`.site` (diagrams, puzzles, requests), :mod:`.svg`
(loaded on first use) and :mod:`.ai`.

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

from __future__ import annotations

from .. import IllegalMove
from ..drawing import drawing_of
from ..game import acting_side, Option, plain_diagram, plural, Prepared
from .ai import LEVELS, choose_move
from .board import (
    HOLES, LABELS, NORTH, PASU, ROW, SEEDS_PER_HOLE, SIDES, SOUTH, TOTAL_SEEDS, other, row, side_of,
)
from .clicks import click
from .rules import REASONS, Event, Options, State, Turn, captured, initial_state
from .site import (
    DIAGRAM_KEYS, DIAGRAM_MODES, PUZZLE_GOALS, REQUESTS, SPACED_STEPS, first_hint, state_from_fields,
    view_extras,
)
from .puzzle import PUZZLE_THEMES, puzzle_area, puzzle_effort, puzzle_themes
from .text import Move, parse_move
from .words import say, side_name

GAME = "pallanguzhi"
INPUT = "sowing"  # how a reader makes a step (pygames.game.INPUTS)
PREPARED = Prepared(budget=40)
TITLE = "Pallanguzhi"
PLAYERS = SIDES
actor = acting_side(SIDES)
OPTIONS = {name: Option(default, label=say(f"option_{name}"), least=1) for name, default in vars(Options()).items()}
ACTIONS = ()
SOLVER = None
diagram_extras = plain_diagram


def describe_move(move) -> str:
    """A move in words: ``sow the seeds of S3``."""
    return say("move", hole=str(parse_move(move)))


render_svg, render_frame, __getattr__ = drawing_of("pygames.pallanguzhi.svg", "render_svg", "render_frame")


__all__ = [
    "GAME", "INPUT", "PREPARED", "TITLE", "SIDES", "OPTIONS", "ACTIONS", "LEVELS", "SOLVER", "IllegalMove", "Move", "Options", "State",
    "Turn", "Event", "REASONS", "initial_state", "parse_move", "describe_move", "render_svg", "render_frame",
    "BOARD_CSS", "choose_move", "click", "view_extras", "REQUESTS", "DIAGRAM_KEYS", "DIAGRAM_MODES",
    "SPACED_STEPS", "state_from_fields", "diagram_extras", "PUZZLE_GOALS", "PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area", "first_hint", "captured",
    "LABELS", "SOUTH", "NORTH", "ROW", "HOLES", "PASU", "SEEDS_PER_HOLE", "TOTAL_SEEDS",
    "side_of", "side_name", "other", "row", "plural",
]
