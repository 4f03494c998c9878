"""Puzzles: a position, a goal the engine can test, and a proof that the answer is unique.

A **goal** is a predicate on the side to move's play, checked by the game's own
rules. ``win N`` (win within N of your own turns, whatever the opponent does)
is every game's; each game adds its one-turn goals (``PUZZLE_GOALS`` of its
package: ``capture N`` in Pallanguzhi and Palanquée, ``lead`` and ``no-turn``
in Congeners). This module names no game.

A **turn** is every step of one player until the other's turn begins (the
game's ``turn_over``): one hole in Pallanguzhi, two tiles in Palago (one if
the first ends the game), a move and a placement in Congeners. Turns are
written as their steps joined by ``"; "``.

:func:`prove` searches every turn (the game's own ``legal_moves`` and
``play``) and returns the **tree** the puzzle player follows: at each of the
reader's turns the turns it accepts, and for each the opponent's reply and
what comes next. It raises :class:`PuzzleError` when the stated solution does
not meet the goal, when another first turn meets it too (unless every such
turn is accepted), or when a defence escapes. A game with a ``SOLVER``
(Palago) answers the ``win N`` searches itself.

>>> from pygames.pallanguzhi import State, captured
>>> start = State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")
>>> sorted(captured(start, t) for t in turns(start))
[(0, 'N2'), (0, 'N6'), (3, 'N5'), (3, 'N7'), (7, 'N1')]
>>> tree = prove(start, Goal("capture", 7), ["N1"])
>>> tree
{'accept': ['N1']}
>>> judge(start, Goal("capture", 7), tree, ["N5"])
{'verdict': 'wrong', 'message': 'N5 wins 3 seeds; the goal is at least 7. Try again.'}
>>> prove(start, Goal("capture", 3), ["N5"])
Traceback (most recent call last):
...
pygames.puzzles.PuzzleError: another first turn also meets the goal: N1 (say 'accept: all' to accept every one)
"""

from __future__ import annotations

from dataclasses import dataclass

from . import IllegalMove, game_of, games, get
from .game import GoalKind, quote

WIN = "win"


class PuzzleError(ValueError):
    """A puzzle that the engine cannot prove as stated; the message says why."""


def goal_kinds() -> dict:
    """Every goal of every game: ``kind -> GoalKind`` (``win`` has none: it is searched)."""
    kinds = {}
    for game in games():
        kinds.update(get(game).PUZZLE_GOALS)
    return kinds


@dataclass(frozen=True)
class Goal:
    """What the reader must do: a goal ``kind`` (``win`` or a game's) and its number."""

    kind: str
    n: int = 1

    @classmethod
    def parse(cls, text: str) -> Goal:
        """``"capture 8"``, ``"win 2"``, ``"lead"``.

        >>> Goal.parse("win 2"), str(Goal.parse("lead"))
        (Goal(kind='win', n=2), 'lead')
        """
        kind, _, number = text.strip().partition(" ")
        known = [WIN, *goal_kinds()]
        if kind not in known:
            raise PuzzleError(f"unknown goal {quote(kind)}; goals: {', '.join(known)}")
        if number and not number.strip().isdigit():
            raise PuzzleError(f"the goal's number must be a whole number, not {quote(number.strip())}")
        n = int(number) if number else 1
        if n < 1:
            raise PuzzleError("the goal's number must be at least 1")
        return cls(kind, n)

    def __str__(self) -> str:
        numbered = self.kind == WIN or goal_kinds()[self.kind].numbered
        return f"{self.kind} {self.n}" if numbered else self.kind

    def words(self, state) -> str:
        """The goal as the reader sees it."""
        who = side_name(state)
        if self.kind == WIN:
            return f"{who} to play and win" + (" this turn." if self.n == 1 else f" within {self.n} turns, whatever the opponent does.")
        return game_of(state).PUZZLE_GOALS[self.kind].words(self.n, who)


def side_name(state) -> str:
    return str(state.to_move).capitalize()


# -- turns -------------------------------------------------------------------------


def turns(state, limit: int = 50000) -> dict:
    """Every complete turn of the side to move: ``"step; step"`` -> the state after it.

    >>> from pygames import congeners
    >>> s = congeners.State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> len(turns(s))
    64
    """
    out = {}

    def walk(s, prefix):
        for move in s.legal_moves():
            after = s.play(move)
            line = prefix + [str(move)]
            if after.turn_over():
                out["; ".join(line)] = after
                if len(out) > limit:
                    raise PuzzleError(f"more than {limit} turns to search from this position")
            else:
                walk(after, line)

    walk(state, [])
    return out


def play_line(state, steps):
    """The state after ``steps`` (texts), or ``IllegalMove`` naming the step."""
    for step in steps:
        state = state.play(step)
    return state


def split_turn(state, steps) -> tuple:
    """``(turn, rest)``: the steps of the mover's first turn, as text, and what follows."""
    done = []
    for i, step in enumerate(steps):
        done.append(str(state.check(step)))
        state = state.play(step)
        if state.turn_over():
            return "; ".join(done), list(steps[i + 1 :])
    raise PuzzleError(f"the line {'; '.join(steps)} stops in the middle of a turn")


# -- goals --------------------------------------------------------------------------


def meets(goal, before, turn, after) -> tuple:
    """Whether one turn meets a one-turn goal, and why (words)."""
    if goal.kind == WIN:
        won = after.is_over() and after.winner() == before.to_move
        return won, f"{turn} {'wins' if won else 'does not win'} at once."
    return game_of(before).PUZZLE_GOALS[goal.kind].measure(goal.n, before, turn, after)


# -- the search for "win N" ------------------------------------------------------------


def winning_turns(state, n: int, first_only: bool = False) -> dict:
    """The mover's turns that force a win within ``n`` of their turns: turn -> state after.

    Exhaustive over the game's own turns (every defence is tried), unless the
    game has a ``SOLVER`` (proven against this search in its tests).
    """
    solver = game_of(state).SOLVER
    if solver is not None:
        return solver.winning_turns(state, n, first_only)
    mover = state.to_move
    out = {}
    for turn, after in turns(state).items():
        if forces(after, mover, n - 1):
            out[turn] = after
            if first_only:
                break
    return out


def forces(state, mover: str, k: int) -> bool:
    """Whether ``mover``, who has just played, wins within ``k`` more of their turns whatever the other side does."""
    if state.is_over():
        return state.winner() == mover
    if k == 0:
        return False
    solver = game_of(state).SOLVER
    if solver is not None:
        return solver.forces(state, mover, k)
    return all(forces(reply, mover, k) if reply.is_over() else bool(winning_turns(reply, k, first_only=True)) for reply in turns(state).values())


def quiet_turn(state) -> str:
    """A turn of the side to move that does not end the game (the first found), else any turn."""
    fallback = None

    def walk(s, prefix):
        nonlocal fallback
        for move in s.legal_moves():
            after = s.play(move)
            line = prefix + [str(move)]
            if after.turn_over():
                if not after.is_over():
                    return "; ".join(line)
                fallback = fallback or "; ".join(line)
            else:
                found = walk(after, line)
                if found:
                    return found
        return None

    return walk(state, []) or fallback or str(state.legal_moves()[0])


def defence(state, mover: str, k: int) -> str:
    """The other side's turn in ``state`` that holds out longest against ``mover``'s win within ``k``."""
    solver = game_of(state).SOLVER
    if solver is not None:
        return solver.defence(state, mover, k)
    best, best_k = None, -1
    for turn, after in turns(state).items():
        if after.is_over():
            need = 0 if after.winner() == mover else None
        else:
            need = next((j for j in range(1, k + 1) if winning_turns(after, j, first_only=True)), None)
        if need is None:
            raise PuzzleError(f"a defence escapes: after {turn} no win follows within {k} turns")
        if need > best_k:
            best, best_k = turn, need
    return best


# -- proof and judging --------------------------------------------------------------------


def prove(state, goal: Goal, solution, accept_all: bool = False) -> dict:
    """The tree a puzzle player follows, or :class:`PuzzleError` saying what is wrong.

    ``solution``: the reader's steps (for ``win N``, the first turn is what
    is checked; the opponent's later replies are chosen by the search).
    The tree is ``{"accept": [turns]}``; for ``win N`` with N > 1 it also has
    ``"depth": N`` (with ``accept: all``, that and the stated ``"first"`` turn): after an accepted turn
    the opponent's reply is searched for (:func:`defence`), and any later
    turn that still forces the win in time is accepted (:func:`forces`).
    """
    module = game_of(state)
    if goal.kind != WIN and goal.kind not in module.PUZZLE_GOALS:
        raise PuzzleError(f"the goal {goal} is not a goal of {module.TITLE}")
    if state.is_over():
        raise PuzzleError("the game is already over in this position")
    try:
        first, rest = split_turn(state, list(solution))
    except IllegalMove as e:
        raise PuzzleError(f"the solution is not legal: {e}") from None
    if goal.kind != "win" or goal.n == 1:
        if rest:
            raise PuzzleError(f"the goal {goal} takes one turn, but the solution goes on: {'; '.join(rest)}")
        all_turns = turns(state)
        good = [t for t, after in all_turns.items() if meets(goal, state, t, after)[0]]
        ok, why = meets(goal, state, first, all_turns[first])
        if not ok:
            raise PuzzleError(f"the stated solution does not meet the goal: {why}")
        others = [t for t in good if t != first]
        if others and not accept_all:
            raise PuzzleError(f"another first turn also meets the goal: {others[0]} (say 'accept: all' to accept every one)")
        return {"accept": good if accept_all else [first]}
    if accept_all:  # any turn that forces the win is accepted: checked by search as the reader plays
        if not forces(play_line(state, first.split("; ")), state.to_move, goal.n - 1):
            raise PuzzleError(f"the stated solution's first turn {first} does not force a win within {goal.n} turns: a defence escapes")
        return {"depth": goal.n, "first": first}
    winners = winning_turns(state, goal.n)
    if first not in winners:
        raise PuzzleError(f"the stated solution's first turn {first} does not force a win within {goal.n} turns: a defence escapes")
    others = [t for t in winners if t != first and set(t.split("; ")) != set(first.split("; "))]
    if others and not accept_all:
        raise PuzzleError(f"another first turn also forces the win: {others[0]} (say 'accept: all' to accept every one)")
    return {"accept": [t for t in winners if set(t.split("; ")) == set(first.split("; "))], "depth": goal.n}


def solution_turn(state, tree: dict) -> str:
    """A turn the tree accepts from ``state`` (the reader's turn): for showing the solution, or a hint."""
    if tree.get("first") or tree.get("accept"):
        return tree.get("first") or tree["accept"][0]
    solver = game_of(state).SOLVER
    if solver is not None:  # it finds one winning line without listing them all
        return solver.solution_turn(state, tree["depth"])
    return next(iter(winning_turns(state, tree["depth"], first_only=True)))


def judge(state, goal: Goal, tree: dict, steps) -> dict:
    """What the reader's steps of this turn mean: ``continue``, ``wrong``, ``reply`` or ``solved``.

    ``state`` is the position at the start of the reader's turn; ``steps`` the
    steps played in it so far (the last one just now). A ``reply`` comes with
    the opponent's turn and the ``next`` tree.
    """
    line = "; ".join(str(game_of(state).parse_move(s)) for s in steps)
    after = play_line(state, steps)
    done = after.turn_over()
    accepted = tree.get("accept")
    depth = tree.get("depth")
    if not done:
        if accepted is None or any(t.startswith(line + "; ") for t in accepted):
            return {"verdict": "continue"}
        return {"verdict": "wrong", "message": f"No turn that starts with {line} meets the goal. Try again."}
    mover = state.to_move
    ok = line in accepted if accepted is not None else forces(after, mover, depth - 1)
    if not ok:
        if depth:
            why = f"{line} does not force the win in time: the opponent has a defence."
        else:
            why = meets(goal, state, line, after)[1]
        return {"verdict": "wrong", "message": f"{why} Try again."}
    if not depth or after.is_over():
        return {"verdict": "solved"}
    reply = defence(after, mover, depth - 1)
    return {"verdict": "reply", "reply": reply, "next": {"depth": depth - 1}}
