"""Palanquée's puzzles beside the goal itself: the words of a goal over several turns, the themes.

A puzzle's **themes** are read off its main line by working out each of the
reader's actions again with the rules' own simulation (its custodian
captures, saturated columns and dead plants):

>>> from pygames.palanquee import state_from_fields
>>> red = state_from_fields({"black_seeds": "S2", "black_grains": "R3 Q3 P4", "to_move": "white"})
>>> puzzle_themes(red, None, ["sow O4"])
['red-line', 'seed-taken']
>>> over(6, "Black", "two", "White")
'Black to play and capture at least 6 enemy pieces over your next two turns, whatever White does.'
>>> puzzle_area("grow I9"), puzzle_area("move J7 I8")
('Look at the cell I9.', 'Look at the cell I8.')

The themes' names and sentences, like every sentence here, are in the language asked:

>>> from pygames.game import speaking
>>> with speaking("fr"):
...     PUZZLE_THEMES["seed-taken"]["name"], puzzle_area("grow I9")
('Graine prise', 'Regardez la case I9.')
"""

from __future__ import annotations


from ..drawing import on_first_use
from ..game import Themes, Words
from . import french
from .board import INDEX, RED, SEED, STEP
from .captures import flank_through
from .rules import removed
from .text import parse_move

turns, = on_first_use("pygames.puzzles", "turns")  # the shared puzzle search: only a puzzle's build needs it

say = Words({
    # a goal over several turns always asks for more than one piece: the English has said "pieces" for one too
    "over_one": "{side} to play and capture at least {n} enemy pieces over your next {turns} turns, whatever {opponent} does.",
    "over": "{side} to play and capture at least {n} enemy pieces over your next {turns} turns, whatever {opponent} does.",
    "area": "Look at the cell {cell}.",
    "enemy_piece": "{n} enemy piece",
    "enemy_pieces": "{n} enemy pieces",
    "red-line_name": "Red line",
    "red-line_words": "The red line beside the board closes a line of enemy pieces as a piece of yours would.",
    "red-line_idea": "The red line at the edge counts as one of your pieces: look for enemy pieces lined up against it.",
    "saturation_name": "Saturation",
    "saturation_words": "A column fills up with no two empty cells left together, and every piece in it goes.",
    "saturation_idea": "Count the empty cells of the columns: a column that fills up is cleared.",
    "dead-plant_name": "Dead plant",
    "dead-plant_words": "Enemy pieces cut off from every seed of theirs die with the capture.",
    "dead-plant_idea": "Look for an enemy plant that hangs on one piece: cut it off from its seed and it dies.",
    "not-a-suicide_name": "Not a suicide",
    "not-a-suicide_words": "The piece lands between enemy pieces, but its own capture comes first and frees it.",
    "not-a-suicide_idea": "A cell that looks like a suicide may not be one: captures are made before the test.",
    "double-capture_name": "Double capture",
    "double-capture_words": "One piece closes two lines at once and captures along both.",
    "double-capture_idea": "Look for a cell that closes two lines of enemy pieces at once.",
    "seed-taken_name": "Seed taken",
    "seed-taken_words": "An enemy seed is captured and leaves the game.",
    "seed-taken_idea": "Go after an enemy seed: taking one removes it from the game.",
    "flank_name": "Flank",
    "flank_words": "The plain capture: a line of enemy pieces between your new piece and one of yours is taken.",
    "flank_idea": "Look for enemy pieces lined up with one of yours at the far end: close the line.",
    "preparation_name": "Preparation",
    "preparation_words": "The first turn captures less than it could, to make the next one bigger whatever the opponent does.",
    "preparation_idea": "The biggest capture now is not the answer: look for a turn that sets up the next one.",
}, fr=french.PUZZLE)


PUZZLE_THEMES = Themes(say, (
    "red-line", "saturation", "dead-plant", "not-a-suicide", "double-capture", "seed-taken", "flank", "preparation",
), several=("preparation",))


def over(n: int, side: str, turns: str, opponent: str) -> str:
    """The words of ``capture N in K``."""
    return say.counted("over_one", "over", n, side=side, turns=turns, opponent=opponent)


def count(n: int) -> str:
    """``n`` enemy pieces, in words (the goal's count)."""
    return say.counted("enemy_piece", "enemy_pieces", n)


def puzzle_area(move) -> str:
    """Where an action happens, not what it is: the first hint's area."""
    return say("area", cell=parse_move(move).cell)


def _actions(state, line):
    """``(state before, action)`` of every action of the reader's turns in the line."""
    mover = state.to_move
    for turn in line:
        for step in turn.split("; "):
            if state.is_over():
                return
            if state.to_move == mover:
                yield state, parse_move(step)
            state = state.play(step)


def _themes_of(before, move) -> set:
    """The themes one action shows (from the rules' reference simulation)."""
    found = set()
    src = INDEX[move.source] if move.source else None
    try:
        sim = before._simulate(move.kind, INDEX[move.cell], src)
        mine, enemy = before._bits
    except (AttributeError, KeyError, TypeError):  # an engine without the reference simulation: no themes
        return found
    if sim.saturated:
        found.add("saturation")
    if any(before.board[c] & enemy for c in sim.dead):
        found.add("dead-plant")
    if any(piece & SEED and piece & enemy for _, piece in sim.removed):
        found.add("seed-taken")
    placed = sim.placed
    if placed is not None and sim.custodian:
        lines = 0
        for d in range(6):
            run, n = [], STEP[d][placed]
            while n >= 0 and before.board[n] & enemy:
                run.append(n)
                n = STEP[d][n]
            if run and (n == RED or (n >= 0 and before.board[n] & mine)):
                lines += 1
                found.add("red-line" if n == RED else "flank")
        if lines >= 2:
            found.add("double-capture")
        board = bytearray(before.board)
        board[placed] = mine | (SEED if move.kind in ("grow-seed", "sow") else 0)
        if src is not None:
            board[src] = 0
        if flank_through(board, mine, enemy, placed) is not None:
            found.add("not-a-suicide")
    return found


def puzzle_themes(state, goal, line) -> list:
    """The themes of a main line: flank, red line, saturation, dead plant, not a suicide, double capture, seed
    taken, preparation."""
    found = set()
    for before, move in _actions(state, line):
        found |= _themes_of(before, move)
    if len(line) > 1:
        options = turns(state)
        done = removed(state, options[line[0]])
        if any(removed(state, after) > done for after in options.values()):
            found.add("preparation")
    return [t for t in PUZZLE_THEMES if t in found]
