"""How the puzzle miner (``tools/puzzle_miner.py``) looks for Palago puzzles; the contract is :mod:`pygames.mining`'s.

It looks for ``win 1`` with every winning turn accepted (at most six of them);
with ``--turns K``, ``win K`` when no win comes sooner and one set of tiles
(in either order) forces it (the game's solver answers both). The positions
come from games played by the computer at Easy and Medium, so that they look
like real games'.

Not imported by the game's package: a tool's module, it never ships to the browser.

>>> from pygames.palago import State
>>> from pygames.puzzles import Goal
>>> state = State.from_text("d.0_0.0.0_-1.0.2_-1.1.2_-2.1.2_-2.2.0_-1.2.4")
>>> titles(state, Goal("win", 2), ["(0,1,4); (1,0,0)", "(0,-1,2); (1,-1,0)", "(1,-1,0)"], ["double-threat"], 2)[:2]
['Dark wins in two: a double threat at (0,1)', 'Dark wins in two from (0,1)']
>>> first_turn_words(state, Goal("win", 2), "(0,1,4); (1,0,0)")
'it threatens more wins than one turn of the opponent can stop.'
"""

from __future__ import annotations

from ..mining import goal_words, number_word, play_games
from ..puzzles import Goal
from . import GAME, initial_state, solver


def positions(rng, k: int = 1):
    """Positions of games played by the computer at the start of a turn with at least six tiles down, about one in two."""
    return play_games(GAME, rng, start=initial_state(), ply=lambda s: s.placed == 0 and len(s.tiles) >= 6 and rng.random() < 0.5)


def find(state, k: int):
    """``win 1`` when at most six turns win (all accepted); ``win k`` when none wins sooner and one set of tiles forces it."""
    if k > 1 and solver.winning_turns(state, k - 1, first_only=True):
        return None
    winners = solver.first_turns(state, k)
    if not winners:
        return None
    if k == 1:
        if len(winners) <= 6:
            return Goal("win", 1), "; ".join(winners[0]), True, f"{len(winners)} winning turns; accept all"
        return None
    if len(winners) == 1:
        return Goal("win", k), "; ".join(winners[0]), False, "one set of tiles forces it"
    return None


def titles(state, goal, line, themes, k: int) -> list:
    """Titles from the winner, the cells of the reader's tiles and the themes (a double threat, a forced reply, a quiet
    first turn)."""
    who = str(state.to_move).capitalize()
    cells = [f"{t[:t.rindex(',')]})" for t in line[0].split("; ")]
    if k == 1:
        if len(cells) == 1:
            return [f"One tile at {cells[0]} wins", f"{who} wins with one tile at {cells[0]}"]
        return [f"Two tiles win: {cells[0]} and {cells[1]}", f"{who} wins with {cells[0]} and {cells[1]}"]
    extra = {"double-threat": "a double threat", "forced-reply": "a forced reply", "quiet-first": "a quiet first turn"}
    names = [f"{who} wins in {number_word(k)}: {extra[t]} at {cells[0]}" for t in themes if t in extra]
    return names + [f"{who} wins in {number_word(k)} from {cells[0]}", f"{who} wins in {number_word(k)} with {' and '.join(cells)}"]


def first_turn_words(state, goal, first: str) -> str:
    """A win at once in the goal's words; a first turn of a longer win, as the threats it makes."""
    if goal.kind != "win" or goal.n == 1:
        return goal_words(state, goal, first)
    return "it threatens more wins than one turn of the opponent can stop."


def final_words(before, goal, last, after) -> str:
    """The final position in words: who won, and the winning group."""
    return after.describe()
