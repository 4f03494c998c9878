"""Find new puzzles (a tool for authors: not part of the rules package the browser gets): play random and self-played games, keep positions with a unique answer.

Run ``python -m tools.puzzle_miner GAME [--count N] [--seed S]``; it prints
puzzle blocks ready to paste into ``docs/GAME/puzzles.md`` (each is proven
again when the site is built). What it looks for, per game:

- **Pallanguzhi**: a turn that wins at least 6 seeds, where no other hole
  wins as many (``capture N`` with N the best haul).
- **Congeners**: a turn after which the mover would win if the game ended
  (``lead``), or that leaves the opponent no turn (``no-turn``), when exactly
  one turn does it.
- **Palago**: a position where the mover can win this turn (``win 1``), with
  every winning turn accepted.
- **Palanquée**: a turn of one action (one seed on the board) that captures
  at least 2 enemy pieces, where no other action captures as many
  (``capture N``). Slow: about a minute per puzzle.

Games are played by random legal moves (seeded, so a run is repeatable); for
Pallanguzhi every other game is played by the computer's Medium level, whose
positions look more like a real game's.
"""

from __future__ import annotations

import argparse
import random
import sys

from pygames import get
from pygames.pallanguzhi import captured
from pygames.palanquee import removed
from pygames.puzzles import Goal, PuzzleError, meets, play_line, prove, turns


def _pallanguzhi(rng, seed):
    module = get("pallanguzhi")
    state = module.initial_state()
    smart = seed % 2 == 1
    while not state.is_over():
        if state.turns >= 4 and rng.random() < 0.3:
            hauls = sorted((captured(state, t)[0], t) for t in turns(state))
            best, turn = hauls[-1]
            if best >= 6 and (len(hauls) == 1 or hauls[-2][0] < best):
                yield state, Goal("capture", best), [turn], False, f"{len(hauls)} holes; the next best wins {hauls[-2][0] if len(hauls) > 1 else 0}"
        move = module.choose_move(state, "medium", seed=rng.randrange(1 << 30)) if smart else rng.choice(state.legal_moves())
        state = state.play(move)


def _congeners(rng, seed):
    module = get("congeners")
    state = module.initial_state(size=5)
    while not state.is_over():
        if state.phase == "move" and state.plies >= 6 and rng.random() < 0.25:
            state = module.State.from_stones(black=state.black, white=state.white, to_move=state.to_move, size=state.size)
            options = turns(state)
            for kind in ("no-turn", "lead"):
                goal = Goal(kind)
                good = [t for t, after in options.items() if meets(goal, state, t, after)[0]]
                if len(good) == 1:
                    yield state, goal, good[0].split("; "), False, f"1 of {len(options)} turns"
        state = state.play(rng.choice(state.legal_moves()))


def _palago(rng, seed):
    module = get("palago")
    state = module.initial_state()
    while not state.is_over():
        if state.placed == 0 and len(state.tiles) >= 8 and rng.random() < 0.5:
            options = turns(state)
            good = [t for t, after in options.items() if after.is_over() and after.winner() == state.to_move]
            if good and len(good) <= 6:
                yield state, Goal("win", 1), good[0].split("; "), True, f"{len(good)} winning turns of {len(options)}"
        state = state.play(rng.choice(state.legal_moves()))


def _palanquee(rng, seed):
    module = get("palanquee")
    state = module.initial_state()
    while not state.is_over() and state.turn < 160:
        if state.turn >= 12 and len(state.owed_seeds()) == 1 and rng.random() < 0.5:
            hauls = sorted(((removed(state, after), t) for t, after in turns(state).items()), reverse=True)
            best, turn = hauls[0]
            if best >= 2 and hauls[1][0] < best:
                yield state, Goal("capture", best), [turn], False, f"{len(hauls)} actions; the next best captures {hauls[1][0]}"
        state = state.play(rng.choice(state.legal_moves()))


MINERS = {"pallanguzhi": _pallanguzhi, "congeners": _congeners, "palago": _palago, "palanquee": _palanquee}


def mine(game: str, count: int, seed: int = 0):
    """Up to ``count`` proven puzzles: ``(state, goal, solution, accept_all, note)``."""
    found, seen = [], set()
    for n in range(seed, seed + 100000):
        rng = random.Random(n)
        for state, goal, solution, accept_all, note in MINERS[game](rng, n):
            key = state.to_text()
            if key in seen:
                continue
            try:
                prove(state, goal, solution, accept_all)
            except PuzzleError:
                continue
            seen.add(key)
            found.append((state, goal, solution, accept_all, f"mined: game seed {n}; {note}"))
            break  # one puzzle per game, for variety
        if len(found) >= count:
            break
    return found


def describe(game, state, goal, solution, note) -> dict:
    """Title, difficulty and explanation of a mined puzzle, in words (an author may improve them)."""
    after = play_line(state, solution)
    turn = "; ".join(solution)
    who = str(state.to_move).capitalize()
    if game == "pallanguzhi":
        played = state.play_turn(get(game).parse_move(solution[0]))
        laps = sum(1 for e in played.events if e.kind in ("pick", "relay"))
        rest = sorted((captured(state, t)[0] for t in turns(state)), reverse=True)
        second = rest[1] if len(rest) > 1 else 0
        return {
            "title": f"{goal.n} seeds in one turn",
            "difficulty": "easy" if laps <= 2 else "medium" if laps <= 5 else "hard",
            "explanation": f"{turn}: {played.summary()} No other hole wins more than {second}.",
        }
    if game == "congeners":
        options = len(turns(state))
        words = meets(goal, state, turn, after)[1]
        return {
            "title": "Leave no turn" if goal.kind == "no-turn" else "Take the lead",
            "difficulty": "easy" if options <= 15 else "medium" if options <= 60 else "hard",
            "explanation": f"{words} It is the only one of the {options} turns here that does it.",
        }
    if game == "palanquee":
        actions = len(turns(state))
        return {
            "title": f"Capture {goal.n}",
            "difficulty": "easy" if goal.n >= 5 else "medium" if actions < 200 else "hard",
            "explanation": f"{state.play_report(solution[0])[1]} No other action captures as many.",
        }
    winners = int(note.split(" winning")[0].rsplit(" ", 1)[-1]) if "winning" in note else 1
    return {
        "title": f"{who} wins this turn",
        "difficulty": "easy" if winners >= 3 else "medium" if winners == 2 else "hard",
        "explanation": f"{turn}: {after.describe()}",
    }


def block(game, state, goal, solution, accept_all, source, number) -> str:
    words = describe(game, state, goal, solution, source)
    lines = [
        "```puzzle",
        f"id: {game}-mined-{number}",
        f"title: {words['title']}",
        f"game: {game}",
        f"position: {state.to_text()}",
        f"goal: {goal}",
        f"solution: {'; '.join(solution)}",
    ]
    if accept_all:
        lines.append("accept: all")
    lines += [f"explanation: {words['explanation']}", f"difficulty: {words['difficulty']}", f"source: {source}", "```"]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(MINERS))
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for number, found in enumerate(mine(args.game, args.count, args.seed), 1):
        print(block(args.game, *found, number))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
