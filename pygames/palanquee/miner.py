"""How the puzzle miner (``tools/puzzle_miner.py``) looks for Palanquée puzzles; the contract is :mod:`pygames.mining`'s.

It looks for ``capture N`` for the last action of a turn (at most 60 to choose
from) that captures the most (at least 2); with ``--turns 2``, ``capture N in
2`` in endgames where each side has one seed left (one action a turn) and at
most 30 actions (the search is T1 x R x T2). The positions come from games of
random legal moves (Palanquée has no computer player yet), and for goals of
several turns from endgames made up at random (:func:`endgames`).

Not imported by the game's package: a tool's module, it never ships to the browser.

>>> from pygames.puzzles import Goal
>>> state = State.from_text("500_w.129.00_0.2.0.31.0.47_FxF0F8G5G8H8IAJAJEJoKIKsLMLwMIMMM1NQNUN4OSOUOYOePWPb_D2_02_02MCPKR5__")
>>> titles(state, Goal("capture", 2), ["grow F1"], [], 1)
['Two pieces at F1', 'Capture 2 at F1']
>>> first_turn_words(state, Goal("capture", 2), "grow F1")
"White grows a grain at F1 and captures Black's grains F16 and F17. The turn ends."
>>> import random
>>> endgame = next(endgames(random.Random(1)))
>>> endgame.to_dict()["lost"], endgame.is_over()
({'black': 2, 'white': 2}, False)
"""

from __future__ import annotations

from ..mining import counted, goal_words, number_word, play_games
from . import GAME, State, initial_state
from .board import board_cells
from .text import neighbours


def endgames(rng):
    """Palanquée endgames for goals of several turns: each side one seed on the board and none in reserve (two
    lost), its plant of three to six pieces grown at random (most often from the edge), the two plants touching:
    few actions a turn, so that the search of every reply stays small."""
    cells = board_cells()
    edge = [c for c in cells if len(neighbours(c)) < 6]  # captures against the red line come from the edge
    while True:
        board = {}

        def grow(colour, start, n):
            plant = [start]
            board[start] = f"{colour} seed"
            for _ in range(4 * n):
                free = [x for x in neighbours(rng.choice(plant)) if x not in board]
                if len(plant) >= n:
                    break
                if free:
                    plant.append(rng.choice(free))
                    board[plant[-1]] = f"{colour} grain"
            return plant

        black = grow("black", rng.choice(edge if rng.random() < 0.7 else cells), rng.randint(3, 6))
        near = [x for c in black for x in neighbours(c) if x not in board]
        if not near:
            continue
        grow("white", rng.choice(near), rng.randint(3, 6))
        reserve = {"seeds": 0, "grains": 40}
        try:
            state = State.from_dict({"board": board, "to_move": rng.choice(["black", "white"]), "turn": 60,
                                     "reserve": {"black": reserve, "white": reserve}, "lost": {"black": 2, "white": 2}})
        except ValueError:
            continue
        if not state.is_over():
            yield state


def positions(rng, k: int = 1):
    """For one turn, the last action of a turn (one seed still owes one) from the twelfth turn on, about one in two, as
    a puzzle of one action; for several turns, :func:`endgames`."""
    if k > 1:
        return endgames(rng)
    return play_games(GAME, rng, start=initial_state(), ply=lambda s: s.turn >= 12 and len(s.owed_seeds()) == 1 and rng.random() < 0.5)


def find(state, k: int):
    """The action that captures the most (at least 2): the last of a turn, among at most 60, up to three of them
    tied (all accepted); over ``k`` turns, among at most 30 actions, the first action may be the biggest haul."""
    if k == 1:
        small = len(state.owed_seeds()) == 1 and len(state.legal_moves()) <= 60  # one action left, and few of them
        return counted(state, "capture", 1, 2, most_turns=60, ties_allowed=3) if small else None
    return counted(state, "capture", k, 2, most_turns=30, greedy_may_find=True)


def titles(state, goal, line, themes, k: int) -> list:
    """Titles from the pieces captured, the themes (the red line, saturation, a dead plant...) and the cell."""
    n = goal.n
    words = {"red-line": "against the red line", "saturation": "by saturation", "dead-plant": "and a dead plant",
             "double-capture": "on two lines", "not-a-suicide": "and no suicide"}
    if k > 1:
        set_up = {"red-line": "against the red line", "double-capture": "on two lines", "dead-plant": "with a dead plant",
                  "not-a-suicide": "and no suicide", "preparation": "from a smaller capture"}
        names = [f"Set up {n} captures {set_up[t]}" for t in themes if t in set_up]
        return [f"Set up {n} captures"] + names + [f"{n} pieces over {number_word(k)} turns", f"Set up {n} captures at {line[-1].split()[-1]}"]
    cell = line[0].split()[-1]
    names = [f"{number_word(n).capitalize()} {'piece' if n == 1 else 'pieces'} {words[t]}" for t in themes if t in words]
    return names + [f"{number_word(n).capitalize()} pieces at {cell}", f"Capture {n} at {cell}"]


def first_turn_words(state, goal, first: str) -> str:
    """The report of the turn's first action: what it grows or moves, and what it captures."""
    return state.play_report(first.split("; ")[0])[1]


final_words = goal_words  # never asked: every goal here counts, so a line ends with its total
