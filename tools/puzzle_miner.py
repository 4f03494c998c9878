"""Find new puzzles (a tool for authors: not part of the rules package the browser gets): play games, keep positions with a unique answer.

Run ``python -m tools.puzzle_miner GAME [--count N] [--seed S] [--turns K] [--seconds T] [--page]``;
it prints puzzle blocks ready to paste into ``docs/GAME/puzzles.md`` (each is
proven again when the site is built, where its themes, hints and difficulty
are measured). ``--turns 2`` (or 3) looks for goals over several of the
reader's turns; ``--seconds`` bounds the run (default 120); ``--page`` skips
titles already used on the game's puzzles page. What it looks for, per game:

- **Pallanguzhi**: ``capture N`` (the one hole that wins the most seeds, at least 6);
  with ``--turns K``, ``capture N in K``: the one first hole whose seeds over K turns,
  against the best defence, are the most, more than any single turn wins.
- **Congeners**: ``lead`` or ``no-turn`` when exactly one turn does it; with
  ``--turns 2``, ``lead in 2`` or ``no-turn in 2`` when no turn does it at once and
  exactly one first turn does it after the reader's second turn, whatever the reply.
- **Palago**: ``win 1`` with every winning turn accepted; with ``--turns K``,
  ``win K`` when no win comes sooner and one set of tiles (in either order) forces it.
- **Palanquée**: ``capture N`` for the last action of a turn (at most 60 to choose from)
  that captures the most (at least 2); with ``--turns 2``, ``capture N in 2`` in endgames where each side has
  one seed left (one action a turn) and at most 30 actions (the search is T1 x R x T2).

Games are played by the computer's levels (Pallanguzhi and Palago: Easy and
Medium, so the positions look like real games'; Congeners: Easy in half the
games, random moves in the others) and by random legal moves in Palanquée, which
has no computer player yet; seeded, so a run is repeatable.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

from pygames import get
from pygames.puzzles import Goal, PuzzleError, amount, best_total, main_line, meets, play_line, prove, settles, turns

ROOT = Path(__file__).resolve().parent.parent


# -- positions from games ------------------------------------------------------------------------


def _play_games(game, rng, *, start, ply, levels=("easy", "medium"), steps=400):
    """The positions of one game played by the computer at ``levels`` (random moves where it has none), from ``start``,
    for at most ``steps`` steps."""
    module = get(game)
    state = start
    level = rng.choice(levels) if module.LEVELS and levels else None
    for _ in range(steps):
        if state.is_over():
            return
        if ply(state):
            yield state
        if level:
            move = module.choose_move(state, level, seed=rng.randrange(1 << 30), budget_ms=50)
        else:
            move = rng.choice(state.legal_moves())
        state = state.play(move)


def _endgames(rng):
    """Palanquée endgames for goals of several turns: each side one seed on the board and none in reserve (two
    lost), its plant of three to six pieces grown at random (most often from the edge), the two plants touching:
    few actions a turn, so that the search of every reply stays small."""
    from pygames.palanquee import State, board_cells, neighbours

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


def _positions(game, rng, k=1):
    module = get(game)
    if game == "palanquee" and k > 1:
        return _endgames(rng)
    if game == "pallanguzhi":
        return _play_games(game, rng, start=module.initial_state(), ply=lambda s: s.turns >= 4 and rng.random() < 0.35)  # every step a turn
    if game == "congeners":
        def fresh(s):
            return s.phase == "move" and s.turn_over() and s.plies >= 8 and rng.random() < 0.3
        return (module.State.from_stones(black=s.black, white=s.white, to_move=s.to_move, size=s.size)
                for s in _play_games(game, rng, start=module.initial_state(size=5), ply=fresh, levels=("easy",) if rng.random() < 0.5 else ()))
    if game == "palago":
        return _play_games(game, rng, start=module.initial_state(), ply=lambda s: s.placed == 0 and len(s.tiles) >= 6 and rng.random() < 0.5)
    # Palanquée: the last action of a turn (one seed still owes one), as a puzzle of one action
    return _play_games(game, rng, start=module.initial_state(), ply=lambda s: s.turn >= 12 and len(s.owed_seeds()) == 1 and rng.random() < 0.5)


# -- finding a goal in a position ------------------------------------------------------------------------


def _counted(state, kind, k, least, most_turns=None, greedy_may_find=False, ties_allowed=1):
    """A ``kind N in k`` goal with one best first turn, more than one turn wins: ``(goal, turn, accept_all, note)`` or None.

    With ``k > 1`` the answer must not be the biggest haul of the first turn, unless ``greedy_may_find``; with
    ``k == 1`` up to ``ties_allowed`` turns may share the best haul (then every one is accepted)."""
    mover = state.to_move
    options = turns(state)
    if len(options) < 3 or most_turns and len(options) > most_turns:
        return None
    g = Goal(kind, 1, k)
    one = {t: amount(g, state, t, a) for t, a in options.items()}
    if k == 1:
        ranked = sorted(one.items(), key=lambda ta: -ta[1])
        best = ranked[0][1]
        ties = sum(1 for _, v in ranked if v == best)
        if best >= least and ties <= ties_allowed:
            rest = next((v for _, v in ranked if v < best), 0)
            return Goal(kind, best), ranked[0][0], ties > 1, f"{len(options)} turns; {ties} take {best}, the next best {rest}"
        return None
    values = {}
    top = [-1, -1]  # the two best values so far: a first turn at or below the second cannot matter
    for t, a in sorted(options.items(), key=lambda ta: -one[ta[0]]):
        v = one[t]
        if not a.is_over() and a.to_move != mover:
            replies = turns(a)
            if most_turns and len(replies) > 20 * most_turns:
                return None
            v += _least_best(g, replies.values(), k - 1, mover, top[1] - v)
        values[t] = v
        top = sorted(top + [v], reverse=True)[:2]
    ranked = sorted(values.items(), key=lambda ta: -ta[1])
    best = ranked[0][1]
    greedy = one[ranked[0][0]] == max(one.values())
    if best >= least and best > max(one.values()) and ranked[1][1] < best and (greedy_may_find or not greedy):
        said = "the biggest haul now is the answer" if greedy else "the biggest haul now is not the answer"
        return Goal(kind, best, k), ranked[0][0], False, f"{len(options)} turns; the next best makes {ranked[1][1]}; {said}"
    return None


def _least_best(goal, replies, k, mover, floor):
    """The least, over the replies, of the reader's best over ``k`` turns; stops once it is at or below ``floor``."""
    least = None
    for r in replies:
        if k > 1:
            best = best_total(goal, r, k, mover)
        else:  # the best next turn, cut short once it reaches the least so far
            best = 0
            for t, after in ([] if r.is_over() else turns(r).items()):
                best = max(best, amount(goal, r, t, after))
                if least is not None and best >= least:
                    break
        least = best if least is None else min(least, best)
        if least <= floor:
            break
    return least or 0


def _congeners(state, k):
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


def _palago(state, k):
    solver = get("palago").SOLVER
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


def find(game, state, k):
    """A goal and its answer in ``state``: ``(goal, first turn, accept_all, note)`` or None."""
    if game == "pallanguzhi":
        found = _counted(state, "capture", k, 6)
    elif game == "palanquee":
        if k == 1:
            small = len(state.owed_seeds()) == 1 and len(state.legal_moves()) <= 60  # one action left, and few of them
            found = _counted(state, "capture", 1, 2, most_turns=60, ties_allowed=3) if small else None
        else:
            found = _counted(state, "capture", k, 2, most_turns=30, greedy_may_find=True)
    elif game == "congeners":
        found = _congeners(state, k)
    else:
        found = _palago(state, k)
    return found or None


# -- mining --------------------------------------------------------------------------------------------


def mine(game: str, count: int, seed: int = 0, k: int = 1, seconds: float = 120.0):
    """Up to ``count`` proven puzzles within ``seconds``, as they are found: ``(state, goal, turn, accept_all, note)``."""
    found, seen = 0, set()
    deadline = time.monotonic() + seconds
    for n in range(seed, seed + 100000):
        rng = random.Random(n)
        for state in _positions(game, rng, k):
            if time.monotonic() > deadline:
                return
            key = state.to_text()
            if key in seen:
                continue
            seen.add(key)
            try:
                hit = find(game, state, k)
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

NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
          11: "eleven", 12: "twelve"}


def _n(n: int) -> str:
    return NUMBER.get(n, str(n))


def title(game, state, goal, line, themes) -> list:
    """Titles that say what happens, the most telling first (the caller takes the first one not yet used)."""
    k = goal.turns if goal.turns > 1 else (len(line) + 1) // 2
    if game == "pallanguzhi":
        n = goal.n
        laps = sum(1 for e in state.play_turn(line[0]).events if e.kind in ("pick", "relay"))
        if k > 1:
            now = get(game).captured(state, line[0])[0]
            start = f"{now} {'seed' if now == 1 else 'seeds'} now" if now else "Nothing now"
            return [f"{start}, {n} over {_n(k)} turns", f"{_n(k).capitalize()} turns, {n} seeds", f"{n} seeds over {_n(k)} turns from {line[0]}"]
        names = []
        if "round-end" in themes:
            names.append(f"{n} seeds and the round ends")
        if "relay" in themes:
            names.append(f"A relay of {_n(laps)} laps for {n}")
        if "long-lap" in themes:
            names.append(f"Round the board for {n}")
        if "pasu" in themes:
            names.append(f"Pasu and {n} seeds")
        return names + [f"{n} seeds from {line[0]}"]
    if game == "palanquee":
        n = goal.n
        words = {"red-line": "against the red line", "saturation": "by saturation", "dead-plant": "and a dead plant",
                 "double-capture": "on two lines", "not-a-suicide": "and no suicide"}
        if k > 1:
            set_up = {"red-line": "against the red line", "double-capture": "on two lines", "dead-plant": "with a dead plant",
                      "not-a-suicide": "and no suicide", "preparation": "from a smaller capture"}
            names = [f"Set up {n} captures {set_up[t]}" for t in themes if t in set_up]
            return [f"Set up {n} captures"] + names + [f"{n} pieces over {_n(k)} turns", f"Set up {n} captures at {line[-1].split()[-1]}"]
        cell = line[0].split()[-1]
        names = [f"{_n(n).capitalize()} {'piece' if n == 1 else 'pieces'} {words[t]}" for t in themes if t in words]
        return names + [f"{_n(n).capitalize()} pieces at {cell}", f"Capture {n} at {cell}"]
    if game == "congeners":
        return _congeners_titles(state, goal, line, themes, k)
    who = str(state.to_move).capitalize()
    cells = [f"{t[:t.rindex(',')]})" for t in line[0].split("; ")]
    if k == 1:
        if len(cells) == 1:
            return [f"One tile at {cells[0]} wins", f"{who} wins with one tile at {cells[0]}"]
        return [f"Two tiles win: {cells[0]} and {cells[1]}", f"{who} wins with {cells[0]} and {cells[1]}"]
    extra = {"double-threat": "a double threat", "forced-reply": "a forced reply", "quiet-first": "a quiet first turn"}
    names = [f"{who} wins in {_n(k)}: {extra[t]} at {cells[0]}" for t in themes if t in extra]
    return names + [f"{who} wins in {_n(k)} from {cells[0]}", f"{who} wins in {_n(k)} with {' and '.join(cells)}"]


def _congeners_titles(state, goal, line, themes, k) -> list:
    from pygames.congeners import parse_move, shapes_of

    them = "White" if state.to_move == "black" else "Black"
    move = parse_move(line[0].split("; ")[0])
    start, dest = (f"({q},{r})" for q, r in (move.start, move.cell)) if move.kind == "move" else ("", "")
    final = play_line(state, "; ".join(line).split("; "))
    pairs = sorted((len(shape) for shape, group in shapes_of(final, state.to_move).items() if len(group) >= 2 and len(shape) >= 2), reverse=True)
    when = "" if k == 1 else f" in {_n(k)}"
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


def explanation(game, state, goal, line, whys) -> str:
    """The explanation of a mined puzzle, from the engine's own words (an author may improve it); the replies'
    reasons are shown beside the moves, so a line of several turns is summed up, not told again."""
    module = get(game)
    first = line[0]
    if game == "pallanguzhi":
        said = state.play_turn(module.parse_move(first)).summary()
    elif game == "palanquee":
        said = state.play_report(first.split("; ")[0])[1]
    elif goal.kind != "win" or goal.n == 1:
        said = meets(goal.one_turn(), state, first, play_line(state, first.split("; ")))[1]
    else:
        said = "it threatens more wins than one turn of the opponent can stop."
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
    end = final.describe() if game == "palago" else meets(goal.one_turn(), states[-2], line[-1], final)[1]
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["congeners", "palago", "palanquee", "pallanguzhi"])
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
