"""Strength of the computer levels, measured: each level against the one below.

Each pairing plays ``games`` full games, half with the stronger level as South
(who sows first) and half as North, on both cores. A win counts 1, a draw 1/2.
The targets (issue 3): Hard scores at least 75% against Medium, Medium at
least 75% against Easy. Every game uses its own seeds, so a run is repeatable.
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.pallanguzhi import choose_move, initial_state  # noqa: E402

PAIRINGS = (("medium", "easy"), ("hard", "medium"))
TARGET = 0.75


def play_one(args) -> tuple[float, int]:
    """One game; returns the stronger level's score and the number of turns."""
    strong, weak, number = args
    strong_side = "south" if number % 2 == 0 else "north"
    state = initial_state()
    while not state.is_over():
        level = strong if state.to_move == strong_side else weak
        state = state.play(choose_move(state, level, seed=number * 100_003 + state.turns))
    winner = state.winner()
    score = 0.5 if winner == "draw" else float(winner == strong_side)
    return score, state.turns


def measure(games: int = 100) -> list[dict]:
    rows = []
    with Pool(2) as pool:
        for strong, weak in PAIRINGS:
            started = time.perf_counter()
            results = pool.map(play_one, [(strong, weak, n) for n in range(games)])
            scores = [s for s, _ in results]
            as_south = sum(scores[0::2]) / len(scores[0::2])
            as_north = sum(scores[1::2]) / len(scores[1::2])
            rows.append(
                {
                    "pairing": f"{strong} vs {weak}",
                    "games": games,
                    "score": sum(scores) / games,
                    "as_south": as_south,
                    "as_north": as_north,
                    "turns": sum(t for _, t in results) / games,
                    "seconds": time.perf_counter() - started,
                }
            )
    return rows


if __name__ == "__main__":
    for row in measure(int(sys.argv[1]) if len(sys.argv) > 1 else 100):
        verdict = "PASS" if row["score"] >= TARGET else "FAIL"
        print(
            f"{row['pairing']:<16} {row['score']:6.1%} (as South {row['as_south']:.0%}, as North {row['as_north']:.0%}), "
            f"{row['games']} games, {row['turns']:.0f} turns/game, {row['seconds']:.0f} s  target >= 75%  {verdict}"
        )
