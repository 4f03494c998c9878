"""Congeners' puzzles beside the goals themselves (:mod:`.site`): the words of a goal over several turns, the themes.

``lead in 2`` asks for the lead after the reader's second turn, whatever the
opponent does in between (and no first turn leads at once); ``no-turn in 2``
asks that the opponent have no legal turn after the reader's second turn.

>>> over_lead(0, "Black", "two", "White")
'Black to play and lead after your second turn, whatever White does in between.'
>>> puzzle_themes(State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1)], size=5), None, ["0,0x1,-1; @-3,3"])
['bite', 'no-turn']
"""

from __future__ import annotations


from ..game import Themes, Words, no_puzzle_effort, other
from . import french
from .rules import State
from .scoring import compare, deciding_step, score, shapes_of
from .text import parse_move
from .words import ordinal

TURNS = {"two": 2, "three": 3, "deux": 2, "trois": 3}  # a goal's turns in words, as the shared layer says them

say = Words({
    "over_lead": "{side} to play and lead after your {nth} turn, whatever {opponent} does in between.",
    "over_no_turn": "{side} to play and leave {opponent} with no legal turn after your {nth} turn, whatever {opponent} does in between.",
    # -- the themes: a name, one sentence for readers, the idea a first hint gives
    "bite_name": "Bite",
    "bite_words": "A stone slides onto an enemy stone and takes it off the board.",
    "bite_idea": "A bite takes an enemy stone: see which enemy creature loses its shape.",
    "block_name": "Block",
    "block_words": "The turn takes away the opponent's best turn: without it they could have taken the lead.",
    "block_idea": "First see what your opponent threatens if it were their turn, and take it away.",
    "shape_name": "Shape",
    "shape_words": "Two creatures of yours end up with the same shape, and that shape scores.",
    "shape_idea": "A shape scores only when two creatures share it: make a second copy of one of your shapes.",
    "next-level_name": "Next level",
    "next-level_words": "The largest creatures tie, so the next size level down decides who leads.",
    "next-level_idea": "Compare the largest creatures first: if they tie, look one size level down.",
    "keep-the-lead_name": "Keep the lead",
    "keep-the-lead_words": "You lead already, but you must move, and a turn can spoil your lead: find one that keeps it.",
    "keep-the-lead_idea": "You lead now: find the turn that leaves your scoring creatures as they are.",
    "no-turn_name": "No turn",
    "no-turn_words": "The opponent is left with no legal turn and must pass.",
    "no-turn_idea": "Count your opponent's moves: leave their creatures no stone that can slide and place.",
}, fr=french.PUZZLE)


PUZZLE_THEMES = Themes(say, ("bite", "block", "shape", "next-level", "keep-the-lead", "no-turn"), several=("block",))


def _nth(turns) -> str:
    """The reader's last turn of a goal over ``turns`` (``"two"``, or a number): ``second``."""
    return ordinal(TURNS.get(turns, turns) if isinstance(turns, str) else turns)


def over_lead(n: int, side: str, turns: str, opponent: str) -> str:
    """The words of ``lead in K``."""
    return say("over_lead", side=side, nth=_nth(turns), opponent=opponent)


def over_no_turn(n: int, side: str, turns: str, opponent: str) -> str:
    """The words of ``no-turn in K``."""
    return say("over_no_turn", side=side, nth=_nth(turns), opponent=opponent)


def _scoring_shapes(state, colour) -> set:
    return {shape for shape, group in shapes_of(state, colour).items() if len(group) >= 2 and len(shape) >= 2}


def _leads(state, colour) -> bool:
    return compare(score(state, colour), score(state, other(colour))) > 0


def _threatens(state, colour) -> bool:
    """Whether ``colour``, if it were to move now, has a turn after which it leads (a pass, when it has none)."""
    if state.is_over():
        return False
    swapped = State.from_stones(black=state.black, white=state.white, to_move=colour, size=state.size)
    afters = [swapped.play(move).play(place) for move, place in swapped.legal_turns()] or [swapped.play("pass")]
    return any(_leads(after, colour) for after in afters)


def puzzle_themes(state, goal, line) -> list:
    """The themes of a main line: bite, block, shape, next level, keep the lead, no turn."""
    found = set()
    mover, them = state.to_move, other(state.to_move)
    before_shapes = _scoring_shapes(state, mover)
    s = state
    for i, turn in enumerate(line):
        if s.is_over():
            break
        steps = turn.split("; ")
        if s.to_move == mover and any(step != "pass" and parse_move(step).kind == "move" and parse_move(step).bite for step in steps):
            found.add("bite")
        for step in steps:
            s = s.play(step)
        if s.to_move == them and not s.is_over() and not s.legal_turns():
            found.add("no-turn")
        if i == 0 and _threatens(state, them) and not _threatens(s, them):
            found.add("block")
    if _scoring_shapes(s, mover) - before_shapes:
        found.add("shape")
    decided = deciding_step(score(s, mover), score(s, them))
    if decided is not None and decided[0] >= 1:
        found.add("next-level")
    if _leads(state, mover):
        found.add("keep-the-lead")
    return [t for t in PUZZLE_THEMES if t in found]


puzzle_effort = no_puzzle_effort  # a line is measured by its turns and choices alone
