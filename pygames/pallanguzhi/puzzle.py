"""Pallanguzhi's puzzles beside the goal itself: the words of a goal over several turns, the themes, the effort.

A puzzle's **themes** are read off its main line (the reader's turns, the
replies between them) by sowing each of the reader's turns again:

>>> from pygames.pallanguzhi import State
>>> start = State.from_text("2.2.11.11.0.1.1-0.0.0.1.10.3.2-18.8-n.1.0.5.s")
>>> puzzle_themes(start, None, ["N4"]), puzzle_effort(start, ["N4"])
(['pasu', 'relay', 'long-lap'], 13)
>>> over(12, "South", "two", "North")
'South to play and win at least 12 seeds over your next two turns, whatever North does.'
"""

from __future__ import annotations


from ..game import Themes, Words
from . import french
from .board import side_of
from .rules import captured
from .words import seeds

say = Words({
    "over": "{side} to play and win at least {n} seeds over your next {turns} turns, whatever {opponent} does.",
    "area_first": "Look at the first three holes of your row.",
    "area_middle": "Look at the middle three holes of your row.",
    "area_last": "Look at the last three holes of your row.",
    # the themes (PUZZLE_THEMES): a name, one sentence for readers, the idea a first hint gives
    "pasu_name": "Pasu",
    "pasu_words": "A hole of yours reaches four seeds during the sowing, and the four are yours at once.",
    "pasu_idea": "Count where your sowing makes a hole of yours reach four seeds: each such pasu pays you.",
    "relay_name": "Relay",
    "relay_words": "The last seed falls before a full hole, so the sowing goes on from it: three laps or more.",
    "relay_idea": "Follow the sowing past its first lap: where the last seed falls before a full hole, it goes on.",
    "long-lap_name": "Long lap",
    "long-lap_words": "One lap carries fourteen seeds or more, all the way round the board.",
    "long-lap_idea": "A big hole sows all the way round the board: count where its last seed falls.",
    "round-end_name": "Round end",
    "round-end_words": "The turn empties the other row and ends the round.",
    "round-end_idea": "Think about what happens when the other row runs out of seeds.",
    "quick-capture_name": "Quick capture",
    "quick-capture_words": "The sowing stops after one or two laps, before an empty hole, and the seeds beyond it are won.",
    "quick-capture_idea": "Look for a short sowing that stops just before an empty hole: the hole beyond it is yours.",
    "preparation_name": "Preparation",
    "preparation_words": "The first turn wins less than it could, to make the next one bigger whatever the opponent does.",
    "preparation_idea": "The biggest capture now is not the answer: look for a turn that sets up the next one.",
}, fr=french.PUZZLE)


PUZZLE_THEMES = Themes(say, ("pasu", "relay", "long-lap", "round-end", "quick-capture", "preparation"), several=("preparation",))


def over(n: int, side: str, turns: str, opponent: str) -> str:
    """The words of ``capture N in K``."""
    return say("over", side=side, n=n, turns=turns, opponent=opponent)


def puzzle_area(move) -> str:
    """Where to look, not what to play: the first, middle or last three holes of the row (never the hole's name).

    >>> puzzle_area("S1"), puzzle_area("N4"), puzzle_area("N7")
    ('Look at the first three holes of your row.', 'Look at the middle three holes of your row.', 'Look at the last three holes of your row.')
    """
    hole = int(str(move)[1:])
    return say("area_first" if hole <= 2 else "area_middle" if hole <= 5 else "area_last")


def count(n: int) -> str:
    """``n`` seeds in words: what a turn wins towards a ``capture`` goal."""
    return seeds(n)


def _reader_turns(state, line):
    """``(state before, turn)`` of each of the reader's turns in the line (every other turn, from the first)."""
    mover = state.to_move
    for turn in line:
        if state.is_over():
            return
        if state.to_move == mover:
            yield state, turn
        state = state.play(turn)


def puzzle_themes(state, goal, line) -> list:
    """The themes of a main line: pasu, quick capture, relay, long lap, round end, preparation."""
    found = set()
    mover = state.to_move
    for before, turn in _reader_turns(state, line):
        played = before.play_turn(turn)
        laps = sum(1 for e in played.events if e.kind in ("pick", "relay"))
        if laps >= 3:
            found.add("relay")
        elif any(e.kind == "capture" for e in played.events):
            found.add("quick-capture")
        if any(e.kind in ("pick", "relay") and e.count >= 14 for e in played.events):
            found.add("long-lap")
        if any(e.kind == "pasu" and side_of(e.hole) == mover for e in played.events):
            found.add("pasu")
        if any(e.kind == "round_end" for e in played.events):
            found.add("round-end")
    if len(line) > 1:
        first = captured(state, line[0])[0]
        if any(captured(state, move)[0] > first for move in state.legal_moves()):  # a turn is one move
            found.add("preparation")
    return [t for t in PUZZLE_THEMES if t in found]


def puzzle_effort(state, line) -> int:
    """The laps of the reader's turns in the main line: each one a sowing to follow in the head."""
    return sum(sum(1 for e in before.play_turn(turn).events if e.kind in ("pick", "relay")) for before, turn in _reader_turns(state, line))


__all__ = ["PUZZLE_THEMES", "puzzle_themes", "puzzle_effort", "puzzle_area", "over", "count"]
