"""How the puzzle miner (``tools/puzzle_miner.py``) looks for Congeners puzzles; the contract is :mod:`pygames.mining`'s.

It looks for ``lead`` or ``no-turn`` when exactly one turn does it; with
``--turns 2``, ``lead in 2`` or ``no-turn in 2`` when no turn does it at once
and exactly one first turn does it after the reader's second turn, whatever
the reply. The positions come from games on the board of side 5, played by
the computer at Easy in half the games and by random moves in the others.

Not imported by the game's package: a tool's module, it never ships to the browser.

>>> from pygames.puzzles import Goal
>>> state = State.from_text("5.1000.3_m.w.n.0.0_b-2.4.-1.-2.-1.4.0.-4.1.-2.1.-1.1.1.2.-4.2.0.3.-3.3.-2_w-3.-1.-3.0.-2.-1.-2.2.-1.-3.-1.0.-1.3.0.0.0.2.1.-4")
>>> titles(state, Goal("lead"), ["-2,-1-0,-1; @-2,-1"], ["shape"], 1)
['A pair of size 3 for the lead', 'The lead from (-2,-1)', 'The lead: (-2,-1) to (0,-1)']
"""

from __future__ import annotations

from ..mining import goal_words, number_word, play_games
from ..puzzles import Goal, meets, play_line, settles, turns
from . import GAME, State, initial_state, parse_move
from .scoring import shapes_of


def positions(rng, k: int = 1):
    """Positions of games on the board of side 5 (the computer at Easy in half the games, random moves in the others)
    where a move comes next, from the eighth ply on, about one in three; as fresh positions (no history)."""
    def fresh(s):
        return s.phase == "move" and s.turn_over() and s.plies >= 8 and rng.random() < 0.3
    return (State.from_stones(black=s.black, white=s.white, to_move=s.to_move, size=s.size)
            for s in play_games(GAME, rng, start=initial_state(size=5), ply=fresh, levels=("easy",) if rng.random() < 0.5 else ()))


def find(state, k: int):
    """``no-turn``, else ``lead``, that exactly one turn meets (among 3 to 150 turns); over ``k`` turns (among at most
    60), that no turn meets at once and exactly one first turn settles whatever the reply."""
    options = turns(state)
    if len(options) < 3 or len(options) > (150 if k == 1 else 60):
        return None
    for kind in ("no-turn", "lead"):
        if k == 1:
            good = [t for t, after in options.items() if meets(Goal(kind), state, t, after)[0]]
            if len(good) == 1:
                return Goal(kind), good[0], False, f"1 of {len(options)} turns"
            continue
        if any(meets(Goal(kind), state, t, after)[0] for t, after in options.items()):
            continue
        goal = Goal(kind, 1, k)
        good = []
        for t, after in options.items():
            if settles(goal, state, t, after, 1, k, state.to_move):
                good.append(t)
                if len(good) > 1:
                    break
        if len(good) == 1:
            return goal, good[0], False, f"1 of {len(options)} turns"
    return None


def titles(state, goal, line, themes, k: int) -> list:
    """Titles from the goal, the themes (a bite, a block, a pair of shapes) and the first move's cells."""
    them = "White" if state.to_move == "black" else "Black"
    move = parse_move(line[0].split("; ")[0])
    start, dest = (f"({q},{r})" for q, r in (move.start, move.cell)) if move.kind == "move" else ("", "")
    final = play_line(state, "; ".join(line).split("; "))
    pairs = sorted((len(shape) for shape, group in shapes_of(final, state.to_move).items() if len(group) >= 2 and len(shape) >= 2), reverse=True)
    when = "" if k == 1 else f" in {number_word(k)}"
    if goal.kind == "no-turn":
        names = [f"Bite {dest} and shut {them} out{when}"] if "bite" in themes else []
        return names + [f"Shut {them} out{when} from {start}", f"{them} stuck{when}: start at {start}"]
    names = []
    if "bite" in themes:
        names.append(f"Bite {dest} for the lead{when}")
    if "block" in themes:
        names.append(f"Block, then lead{when}")
    if pairs and "shape" in themes:
        names.append(f"A pair of size {pairs[0]} for the lead{when}")
    return names + [f"The lead{when} from {start}", f"The lead{when}: {start} to {dest}"]


def first_turn_words(state, goal, first: str) -> str:
    """What the goal's test says of the first turn (the lead's scores, or the opponent's turns left)."""
    return goal_words(state, goal, first)


final_words = goal_words  # what the goal's test says of the last turn
