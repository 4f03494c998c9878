"""Find new puzzles (a tool for authors: not part of the rules package the browser gets): play games, keep positions with a unique answer.

Run ``python -m tools.puzzle_miner GAME [--count N] [--seed S] [--turns K] [--seconds T] [--page]``;
it prints puzzle blocks ready to paste into ``docs/GAME/puzzles.md`` (each is
proven again when the site is built, where its themes, hints and difficulty
are measured). ``--turns 2`` (or 3) looks for goals over several of the
reader's turns; ``--seconds`` bounds the run (default 120); ``--page`` skips
titles already used on the game's puzzles page.

Each game's miner says what it looks for: ``pygames/<game>/miner.py``, whose
names (``positions``, ``find``, ``titles``, ``first_turn_words``,
``final_words``) :mod:`pygames.mining` states. This tool names no game: it
plays the positions a game's miner gives, seeded (so a run is repeatable),
proves what the miner finds, and writes the blocks.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from importlib import import_module
from pathlib import Path

from pygames import games, get
from pygames.puzzles import PuzzleError, amount, main_line, play_line, prove

ROOT = Path(__file__).resolve().parent.parent


def miner(game: str):
    """The game's miner: ``pygames/<game>/miner.py`` (see :mod:`pygames.mining`)."""
    return import_module(f"pygames.{game}.miner")


# -- mining --------------------------------------------------------------------------------------------


def mine(game: str, count: int, seed: int = 0, k: int = 1, seconds: float = 120.0):
    """Up to ``count`` proven puzzles within ``seconds``, as they are found: ``(state, goal, turn, accept_all, note)``."""
    search = miner(game)
    found, seen = 0, set()
    deadline = time.monotonic() + seconds
    for n in range(seed, seed + 100000):
        rng = random.Random(n)
        for state in search.positions(rng, k):
            if time.monotonic() > deadline:
                return
            key = state.to_text()
            if key in seen:
                continue
            seen.add(key)
            try:
                hit = search.find(state, k)
                if not hit:
                    continue
                goal, turn, accept_all, note = hit
                prove(state, goal, turn.split("; "), accept_all)
            except PuzzleError:
                continue
            found += 1
            yield state, goal, turn, accept_all, f"mined: game seed {n}; {note}"
            break  # one puzzle per game, for variety
        if found >= count or time.monotonic() > deadline:
            return


# -- words ------------------------------------------------------------------------------------------------


def title(game, state, goal, line, themes) -> list:
    """Titles that say what happens, the most telling first (the caller takes the first one not yet used)."""
    k = goal.turns if goal.turns > 1 else (len(line) + 1) // 2
    return miner(game).titles(state, goal, line, themes, k)


def explanation(game, state, goal, line, whys) -> str:
    """The explanation of a mined puzzle, from the engine's own words (an author may improve it); the replies'
    reasons are shown beside the moves, so a line of several turns is summed up, not told again."""
    module = get(game)
    first = line[0]
    said = miner(game).first_turn_words(state, goal, first)
    if len(line) == 1:
        return f"{first}: {said}"
    best = "the opponent's best reply" if len(line) <= 3 else "the opponent's best replies"
    states = [state]
    for turn in line:
        states.append(play_line(states[-1], turn.split("; ")))
    final = states[-1]
    if goal.counted:
        won = [amount(goal, states[i], line[i], states[i + 1]) for i in range(0, len(line), 2)]
        unit = module.PUZZLE_GOALS[goal.kind].count
        later = " and ".join(f"{line[i]} takes {unit(won[i // 2])}" for i in range(2, len(line), 2))
        return f"{first}: {said} After {best}, {later}: {sum(won)} in all."
    end = miner(game).final_words(states[-2], goal, line[-1], final)
    return f"{first}: {said} After {best}, {line[-1]}. {end}"


def used_titles(game) -> set:
    page = ROOT / "docs" / game / "puzzles.md"
    return set(re.findall(r"^title: (.+)$", page.read_text(), re.M)) if page.exists() else set()


def block(game, state, goal, turn, accept_all, source, number, taken) -> str:
    module = get(game)
    tree = prove(state, goal, turn.split("; "), accept_all)
    line, whys = main_line(state, goal, tree)
    themes = module.puzzle_themes(state, goal, line)
    options = title(game, state, goal, line, themes)
    name = next((t for t in options if t not in taken), f"{options[0]} ({number})")
    taken.add(name)
    lines = [
        "```puzzle",
        f"id: {game}-mined-{number}",
        f"title: {name}",
        f"game: {game}",
        f"position: {state.to_text()}",
        f"goal: {goal}",
        f"solution: {turn}",
    ]
    if accept_all:
        lines.append("accept: all")
    lines += [f"explanation: {explanation(game, state, goal, line, whys)}", f"source: {source}; themes: {', '.join(themes) or 'none'}", "```"]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     epilog="Each game's miner says what it looks for: pygames/<game>/miner.py.")
    parser.add_argument("game", choices=games(), help="the game; its miner says what it looks for (pygames/<game>/miner.py)")
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--turns", type=int, default=1, choices=(1, 2, 3))
    parser.add_argument("--seconds", type=float, default=120.0, help="stop after this many seconds (default 120)")
    parser.add_argument("--page", action="store_true", help="skip the titles already used on the game's puzzles page")
    args = parser.parse_args(argv)
    taken = used_titles(args.game) if args.page else set()
    for number, (state, goal, turn, accept_all, source) in enumerate(mine(args.game, args.count, args.seed, args.turns, args.seconds), 1):
        print(block(args.game, state, goal, turn, accept_all, source, number, taken))
        print(flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
