"""How the puzzle miner (``tools/puzzle_miner.py``) looks for Pallanguzhi puzzles; the contract is :mod:`pygames.mining`'s.

It looks for ``capture N``: the one hole that wins the most seeds, at least 6;
with ``--turns K``, ``capture N in K``: the one first hole whose seeds over K
turns, against the best defence, are the most, more than any single turn wins.
The positions come from games played by the computer at Easy and Medium, so
that they look like real games'.

Not imported by the game's package: a tool's module, it never ships to the browser.

>>> from pygames.pallanguzhi import State
>>> from pygames.puzzles import Goal
>>> start = State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")
>>> find(start, 1)
(Goal(kind='capture', n=7, turns=1), 'N1', False, '5 turns; 1 take 7, the next best 3')
>>> titles(start, Goal("capture", 7), ["N1"], [], 1)
['7 seeds from N1']
>>> first_turn_words(start, Goal("capture", 7), "N1")
'3 laps. Pasu: N2 reaches 4 and North (the sower, its owner) takes the 4 seeds. S2 is empty, so North captures the 3 seeds of S3.'
"""

from __future__ import annotations

from ..mining import counted, goal_words, number_word, play_games
from . import GAME
from .rules import captured, initial_state
from .text import parse_move


def positions(rng, k: int = 1):
    """Positions of games played by the computer, from the fourth turn on, about one in three (every step is a turn)."""
    return play_games(GAME, rng, start=initial_state(), ply=lambda s: s.turns >= 4 and rng.random() < 0.35)


def find(state, k: int):
    """The one hole that wins the most seeds (at least 6), over ``k`` turns against the best defence."""
    return counted(state, "capture", k, 6)


def titles(state, goal, line, themes, k: int) -> list:
    """Titles from the seeds won and the themes: relays, the round's end, a lap round the board, a pasu."""
    n = goal.n
    laps = sum(1 for e in state.play_turn(line[0]).events if e.kind in ("pick", "relay"))
    if k > 1:
        now = captured(state, line[0])[0]
        start = f"{now} {'seed' if now == 1 else 'seeds'} now" if now else "Nothing now"
        return [f"{start}, {n} over {number_word(k)} turns", f"{number_word(k).capitalize()} turns, {n} seeds",
                f"{n} seeds over {number_word(k)} turns from {line[0]}"]
    names = []
    if "round-end" in themes:
        names.append(f"{n} seeds and the round ends")
    if "relay" in themes:
        names.append(f"A relay of {number_word(laps)} laps for {n}")
    if "long-lap" in themes:
        names.append(f"Round the board for {n}")
    if "pasu" in themes:
        names.append(f"Pasu and {n} seeds")
    return names + [f"{n} seeds from {line[0]}"]


def first_turn_words(state, goal, first: str) -> str:
    """The sowing's summary: its laps, pasus and capture."""
    return state.play_turn(parse_move(first)).summary()


final_words = goal_words  # never asked: every goal here counts, so a line ends with its total
