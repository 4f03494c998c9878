"""Strength of the computer levels, measured: each level against the one below, per game.

Each pairing plays ``games`` full games, half with the stronger level moving
first and half second, on both cores. A win counts 1, a draw 1/2. Target:
each level scores at least 75% against the one below (Expert against Hard
included). Every game uses its own seeds (a turn's steps share one), so a run
is repeatable except where a level stops on its time budget (Expert). A game
in ``TURN_CAPS`` ends in a draw after that many turns (said in its rows). Run
alone: ``.venv/bin/python bench/levels.py [GAMES] [GAME ...]``.
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygames  # noqa: E402

TARGET = 0.75
MAX_STEPS = 5000  # a safety cap; no game of these rules comes near it
TURN_CAPS = {"palanquee": 150}  # turns per game (its ``max_turns`` option), where full games take too long


def pairings(game: str) -> list:
    levels = pygames.get(game).LEVELS
    return [(levels[i], levels[i - 1]) for i in range(1, len(levels))]


def play_one(args) -> tuple:
    """One game: the stronger level's score, its turns, and the slowest and total seconds of its choices."""
    game, strong, weak, number = args
    module = pygames.get(game)
    strong_side = module.SIDES[number % 2]
    cap = TURN_CAPS.get(game)
    state = module.initial_state(max_turns=cap) if cap else module.initial_state()
    turn, slowest, spent, choices = 0, 0.0, 0.0, 0
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        level = strong if state.to_move == strong_side else weak
        started = time.perf_counter()
        move = module.choose_move(state, level, seed=number * 100_003 + turn)
        took = time.perf_counter() - started
        if level == strong:
            slowest, spent, choices = max(slowest, took), spent + took, choices + 1
        state = state.play(move)
        if state.turn_over():
            turn += 1
    winner = state.winner()
    score = 0.5 if winner in ("draw", None) else float(winner == strong_side)
    return score, turn, slowest, spent / max(choices, 1)


def measure(games: int = 100, only=None) -> list[dict]:
    rows = []
    with Pool(2) as pool:
        for game in pygames.games():
            if only and game not in only:
                continue
            module = pygames.get(game)
            for strong, weak in pairings(game):
                started = time.perf_counter()
                results = pool.map(play_one, [(game, strong, weak, n) for n in range(games)])
                scores = [s for s, *_ in results]
                rows.append(
                    {
                        "game": module.TITLE,
                        "pairing": f"{strong} vs {weak}",
                        "games": games,
                        "score": sum(scores) / games,
                        "first": sum(scores[0::2]) / len(scores[0::2]),
                        "second": sum(scores[1::2]) / len(scores[1::2]),
                        "turns": sum(r[1] for r in results) / games,
                        "slowest": max(r[2] for r in results),
                        "mean_step": sum(r[3] for r in results) / games,
                        "seconds": time.perf_counter() - started,
                        "cap": TURN_CAPS.get(game),
                    }
                )
                print_row(rows[-1])
    return rows


def print_row(row) -> None:
    verdict = "PASS" if row["score"] >= TARGET else "FAIL"
    cap = f", cap {row['cap']} turns (a draw)" if row.get("cap") else ""
    print(
        f"{row['game']:<12} {row['pairing']:<18} {row['score']:6.1%} (moving first {row['first']:.0%}, second {row['second']:.0%}), "
        f"{row['games']} games{cap}, {row['turns']:.0f} turns/game, slowest step {row['slowest']:.2f} s, {row['seconds']:.0f} s  "
        f"target >= 75%  {verdict}",
        flush=True,
    )


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args.pop(0)) if args and args[0].isdigit() else 100
    measure(count, set(args) or None)
