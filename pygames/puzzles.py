"""Puzzles: a position, a goal the engine can test, and a proof that the answer is unique.

A **goal** is a predicate on the side to move's play, checked by the game's own
rules. ``win N`` (win within N of your own turns, whatever the opponent does)
is every game's; each game adds its goals (``PUZZLE_GOALS`` of its package:
``capture N`` in Pallanguzhi and Palanquée, ``lead`` and ``no-turn`` in
Congeners). A game's goal may span several of the reader's turns: ``capture
12 in 2`` asks for 12 captured over the reader's next two turns whatever the
opponent replies in between (a goal that counts, whose ``GoalKind`` has an
``amount``); ``lead in 2`` asks for the lead after the reader's second turn,
whatever the opponent does (a goal that does not count: it is judged after
the last turn). This module names no game.

A **turn** is every step of one player until the other's turn begins (the
game's ``turn_over``): one hole in Pallanguzhi, two tiles in Palago (one if
the first ends the game), a move and a placement in Congeners. Turns are
written as their steps joined by ``"; "``.

:func:`prove` searches every turn (the game's own ``legal_moves`` and
``play``) and returns the **tree** the puzzle player follows: at each of the
reader's turns the turns it accepts, and for each the opponent's reply (the
best defence, with a sentence saying why) and what comes next. It raises
:class:`PuzzleError` when the stated solution does not meet the goal, when
another first turn meets it too (unless every such turn is accepted), when a
defence escapes, or when a goal of several turns can be met in one. A game
with a ``SOLVER`` (Palago) answers the ``win N`` searches itself.

>>> from pygames.pallanguzhi.rules import State, captured
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

Two turns: 9 seeds over North's next two turns, whatever South does in between
(the most one turn wins is 7):

>>> goal = Goal.parse("capture 9 in 2")
>>> str(goal), goal.words(start)
('capture 9 in 2', 'North to play and win at least 9 seeds over your next two turns, whatever South does.')
>>> tree = prove(start, goal, ["N1"])
>>> tree["accept"], tree["need"], tree["turns"], tree["replies"]["N1"]["next"]
(['N1'], 9, 2, {'accept': ['N3'], 'turns': 1, 'need': 2})
>>> main_line(start, goal, tree)
(['N1', 'S1', 'N3'], ['South answers S1; whatever South does, your best turn then wins 2 seeds.'])
>>> judge(start, goal, tree, ["N1"])["verdict"], judge(start, goal, tree, ["N7"])["message"]
('reply', 'N7 wins 3 seeds now, but South answers S1 and then no turn of yours wins more than 4 seeds: 7 in all. Try again.')
>>> prove(start, goal, ["N7"])
Traceback (most recent call last):
...
pygames.puzzles.PuzzleError: the stated solution does not meet the goal: after N7, South answers S1 and you win 7 in all
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from . import IllegalMove, game_of, games, get
from . import words
from .game import other, quote
from .words import number_word, say

WIN = "win"
MOST_TURNS = 3  # the most reader's turns a counted goal ("capture 12 in 3") may span


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
    """What the reader must do: a goal ``kind`` (``win`` or a game's), its number, and over how many turns.

    ``turns`` is 1 for a one-turn goal; ``win N`` keeps ``turns`` 1 (its N already counts turns).
    ``game`` is the game's package, given once where a puzzle comes in (:meth:`of`): the proof
    and the judging then never ask which game a position belongs to.
    """

    kind: str
    n: int = 1
    turns: int = 1
    game: Any = field(default=None, compare=False, repr=False)

    def of(self, game) -> Goal:
        """The same goal, bound to a game's package (checked: the goal must be one of that game's)."""
        if self.kind != WIN and self.kind not in game.PUZZLE_GOALS:
            raise PuzzleError(say("goal_elsewhere", goal=self, game=game.TITLE))
        return self if self.game is game else replace(self, game=game)

    def rules(self, state):
        """The game's :class:`~pygames.game.GoalKind` of this goal (the bound game's, else the state's)."""
        return (self.game or game_of(state)).PUZZLE_GOALS[self.kind]  # unbound: a goal a tool made

    @classmethod
    def parse(cls, text: str, game=None) -> Goal:
        """``"capture 8"``, ``"capture 12 in 2"``, ``"win 2"``, ``"lead"``, ``"lead in 2"`` (of ``game``, if given).

        >>> Goal.parse("win 2"), str(Goal.parse("lead")), Goal.parse("capture 12 in 2")
        (Goal(kind='win', n=2, turns=1), 'lead', Goal(kind='capture', n=12, turns=2))
        >>> Goal.parse("win 2 in 2")
        Traceback (most recent call last):
        ...
        pygames.puzzles.PuzzleError: 'win N' already counts turns: write 'win 2', not 'in 2'
        """
        head, _, span = text.strip().partition(" in ")
        kind, _, number = head.strip().partition(" ")
        known = [WIN, *goal_kinds()]
        if kind not in known:
            raise PuzzleError(say("goal_unknown", kind=quote(kind), goals=", ".join(known)))
        if number and not number.strip().isdigit():
            raise PuzzleError(say("goal_number_whole", number=quote(number.strip())))
        n = int(number) if number else 1
        if n < 1:
            raise PuzzleError(say("goal_number_least"))
        k = 1
        if span:
            if kind == WIN:
                raise PuzzleError(say("goal_win_in", n=str(n), span=span.strip()))
            if not span.strip().isdigit() or not 1 <= int(span) <= MOST_TURNS:
                raise PuzzleError(say("goal_in_turns", most=MOST_TURNS, span=quote(span.strip())))
            k = int(span)
        return cls(kind, n, k).of(game) if game else cls(kind, n, k)

    def _kinds(self) -> dict:
        return self.game.PUZZLE_GOALS if self.game else goal_kinds()

    def __str__(self) -> str:
        numbered = self.kind == WIN or self._kinds()[self.kind].numbered
        text = f"{self.kind} {self.n}" if numbered else self.kind
        return text + (f" in {self.turns}" if self.turns > 1 else "")

    @property
    def counted(self) -> bool:
        """Whether the goal adds up what the reader's turns win (``capture N``)."""
        return self.kind != WIN and self._kinds()[self.kind].amount is not None

    def one_turn(self) -> Goal:
        """The same goal, over one turn."""
        return replace(self, turns=1)

    def words(self, state) -> str:
        """The goal as the reader sees it."""
        who = side_name(state)
        if self.kind == WIN:
            return say("goal_win_now", who=who) if self.n == 1 else say("goal_win_within", who=who, n=self.n)
        kind = self.rules(state)
        if self.turns == 1:
            return kind.words(self.n, who)
        return kind.over(self.n, who, number_word(self.turns), words.side_name(other(state.to_move)))


def side_name(state) -> str:
    """The name of the side to move, in the language now (``North``, ``Nord``)."""
    return words.side_name(state.to_move)


# -- turns -------------------------------------------------------------------------

_TURNS: dict = {}  # state -> turns, for one proof (cleared by prove)


def turns(state, limit: int = 50000) -> dict:
    """Every complete turn of the side to move: ``"step; step"`` -> the state after it.

    >>> from pygames import congeners
    >>> s = congeners.State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> len(turns(s))
    64
    """
    known = _TURNS.get(state)
    if known is not None:
        return known
    out = {}

    def walk(s, prefix):
        for move in s.legal_moves():
            after = s.play(move)
            line = prefix + [str(move)]
            if after.turn_over():
                out["; ".join(line)] = after
                if len(out) > limit:
                    raise PuzzleError(say("too_many_turns", limit=limit))
            else:
                walk(after, line)

    walk(state, [])
    if len(_TURNS) < 20000:
        _TURNS[state] = out
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
    raise PuzzleError(say("line_stops_mid_turn", line="; ".join(steps)))


# -- goals --------------------------------------------------------------------------


def meets(goal, before, turn, after) -> tuple:
    """Whether one turn meets a one-turn goal, and why (words)."""
    if goal.kind == WIN:
        won = after.is_over() and after.winner() == before.to_move
        return won, say("wins_at_once" if won else "does_not_win_at_once", turn=turn)
    return goal.rules(before).measure(goal.n, before, turn, after)


def amount(goal, before, turn, after) -> int:
    """What one turn wins towards a counted goal (seeds, pieces)."""
    return goal.rules(before).amount(before, turn, after)


def greedy_value(goal, before, turn, after) -> int:
    """What a player who looks one turn ahead maximises: the turn's amount, or 1 if it meets the one-turn goal."""
    if goal.counted:
        return amount(goal, before, turn, after)
    return int(meets(goal.one_turn(), before, turn, after)[0])


# -- goals of several turns ----------------------------------------------------------------


def _no_reply(after, mover) -> bool:
    """Whether no reply of the opponent follows (the game is over, or the mover plays again)."""
    return after.is_over() or after.to_move == mover


def settles(goal, before, turn, after, need: int, k: int, mover: str) -> bool:
    """Whether ``turn`` (the reader's, ``k`` turns left, ``need`` still to win) meets the goal whatever the opponent does."""
    if goal.counted:
        got = amount(goal, before, turn, after)
        if got >= need:
            return True
        if k == 1 or _no_reply(after, mover):
            return False
        need -= got
    elif k == 1:
        return meets(goal.one_turn(), before, turn, after)[0]
    elif after.is_over():
        return after.winner() == mover
    elif after.to_move == mover:
        return False
    return all(_holds(goal, reply, need, k - 1, mover) for reply in turns(after).values())


def _holds(goal, state, need: int, k: int, mover: str) -> bool:
    """Whether the reader, to move in ``state`` after the opponent's reply, still meets the goal."""
    if state.is_over():
        return not goal.counted and state.winner() == mover
    return any(settles(goal, state, t, after, need, k, mover) for t, after in turns(state).items())


def best_total(goal, state, k: int, mover: str) -> int:
    """The most a counted goal's reader can be sure to win over ``k`` turns from ``state`` (reader to move)."""
    if state.is_over():
        return 0
    best = 0
    for t, after in turns(state).items():
        got = amount(goal, state, t, after)
        if k > 1 and not _no_reply(after, mover):
            got += min(best_total(goal, reply, k - 1, mover) for reply in turns(after).values())
        best = max(best, got)
    return best


def _successes(goal, state, need: int, k: int, mover: str) -> list:
    """The reader's turns from ``state`` that meet the goal, the best first (a counted goal: the most won)."""
    if state.is_over():
        return []
    found = [(t, after) for t, after in turns(state).items() if settles(goal, state, t, after, need, k, mover)]
    if goal.counted:
        found.sort(key=lambda ta: -amount(goal, state, ta[0], ta[1]))
    return [t for t, _ in found]


def _reply_for(goal, after, need: int, k: int, mover: str) -> tuple:
    """The opponent's best defence after the reader's turn, and why (a sentence).

    A counted goal: the reply after which the reader's best total is least (then
    the one that leaves the fewest good turns); otherwise the reply that leaves
    the reader the fewest turns that still meet the goal.
    """
    them = side_name(after)
    options = turns(after)
    scored = []
    for reply, s in options.items():
        total = best_total(goal, s, k, mover) if goal.counted else 0
        good = len(_successes(goal, s, need, k, mover))
        scored.append((total, good, reply))
    scored.sort()
    total, good, reply = scored[0]
    if goal.counted:
        unit = goal.rules(after).count
        worse = [s for s in scored if s[0] > total]
        best = "reply_best_turn" if k == 1 else "reply_best_turns"
        values = dict(them=them, reply=reply, amount=unit(total), turns=number_word(k))
        if worse:
            alt = worse[-1]
            return reply, say(best + "_instead", other=alt[2], more=alt[0], **values)
        return reply, say(best, **values)
    if len(scored) == 1:
        return reply, say("reply_only_turn", them=them, reply=reply)
    return reply, say("reply_fewest_one" if good == 1 else "reply_fewest_many", them=them, reply=reply, n=good)


def _node(goal, state, need: int, k: int, mover: str, accept: list) -> dict:
    """The tree from the reader's turn in ``state``: the accepted turns and, with turns left, each one's reply."""
    node = {"accept": accept, "turns": k}
    if goal.counted:
        node["need"] = need
    if k > 1:
        node["replies"] = {}
        for t in accept:
            after = play_line(state, t.split("; "))
            left = need - amount(goal, state, t, after) if goal.counted else need
            if left <= 0 or _no_reply(after, mover):
                continue  # the goal is met (or settled) by this turn: no reply to show
            reply, why = _reply_for(goal, after, left, k - 1, mover)
            s = turns(after)[reply]
            node["replies"][t] = {"reply": reply, "why": why, "next": _node(goal, s, left, k - 1, mover, _successes(goal, s, left, k - 1, mover))}
    return node


def _refutation(goal, state, turn, after, need: int, k: int, mover: str) -> list:
    """For a first turn that fails: ``[reply, total]``, the reply that stops it and what the reader then wins in all (or ``[]``)."""
    if _no_reply(after, mover):
        return []
    got = amount(goal, state, turn, after) if goal.counted else 0
    for reply, s in turns(after).items():
        if not _holds(goal, s, need - got, k - 1, mover):
            return [reply, got + best_total(goal, s, k - 1, mover) if goal.counted else 0]
    return []


def _prove_turns(state, goal: Goal, first: str, accept_all: bool) -> dict:
    """The proof of a goal of several turns (see :func:`prove`)."""
    mover = state.to_move
    options = turns(state)
    one = goal.one_turn()
    already = [t for t, after in options.items() if meets(one, state, t, after)[0]]
    if already:
        raise PuzzleError(say("one_turn_meets", turn=already[0]))
    good = [t for t, after in options.items() if settles(goal, state, t, after, goal.n, goal.turns, mover)]
    if first not in good:
        after = options[first]
        reply, total = (_refutation(goal, state, first, after, goal.n, goal.turns, mover) + [None, None])[:2]
        if not reply:
            raise PuzzleError(say("not_met_nothing", first=first))
        held = "not_met_reply_total" if goal.counted else "not_met_reply"
        raise PuzzleError(say(held, first=first, them=side_name(after), reply=reply, total=total))
    others = [t for t in good if t != first]
    if others and not accept_all:
        raise PuzzleError(say("another_meets", turn=others[0]))
    accept = [first] + [t for t in good if t != first] if accept_all else [first]
    node = _node(goal, state, goal.n, goal.turns, mover, accept)
    node["wrong"] = {t: _refutation(goal, state, t, after, goal.n, goal.turns, mover) for t, after in options.items() if t not in good}
    return node


# -- the search for "win N" ------------------------------------------------------------


def winning_turns(state, n: int, first_only: bool = False, game=None) -> dict:
    """The mover's turns that force a win within ``n`` of their turns: turn -> state after.

    Exhaustive over the game's own turns (every defence is tried), unless the
    game has a ``SOLVER`` (proven against this search in its tests). ``game``: the
    state's package, when the caller knows it (each function of the search passes it on).
    """
    game = game or game_of(state)
    if game.SOLVER is not None:
        return game.SOLVER.winning_turns(state, n, first_only)
    mover = state.to_move
    out = {}
    for turn, after in turns(state).items():
        if forces(after, mover, n - 1, game):
            out[turn] = after
            if first_only:
                break
    return out


def forces(state, mover: str, k: int, game=None) -> bool:
    """Whether ``mover``, who has just played, wins within ``k`` more of their turns whatever the other side does."""
    if state.is_over():
        return state.winner() == mover
    if k == 0:
        return False
    game = game or game_of(state)
    if game.SOLVER is not None:
        return game.SOLVER.forces(state, mover, k)
    return all(
        forces(reply, mover, k, game) if reply.is_over() else bool(winning_turns(reply, k, True, game))
        for reply in turns(state).values()
    )


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


def defence(state, mover: str, k: int, game=None) -> str:
    """The other side's turn in ``state`` that holds out longest against ``mover``'s win within ``k``."""
    game = game or game_of(state)
    if game.SOLVER is not None:
        return game.SOLVER.defence(state, mover, k)
    best, best_k = None, -1
    for turn, after in turns(state).items():
        if after.is_over():
            need = 0 if after.winner() == mover else None
        else:
            need = wins_within(after, k, game)
        if need is None:
            raise PuzzleError(say("defence_escapes", turn=turn, k=k))
        if need > best_k:
            best, best_k = turn, need
    return best


def longest_defence(after, mover: str, k: int, game) -> str:
    """The reply that holds out longest against a win within ``k``: the game's :func:`defence`, checked
    against every reply when it falls short (a solver's defence need only be a reply its proof answers)."""
    reply = defence(after, mover, k, game)
    s = play_line(after, reply.split("; "))
    held = 0 if s.is_over() else wins_within(s, k, game) or k
    if held >= k:
        return reply
    for turn, s in turns(after).items():
        j = 0 if s.is_over() else wins_within(s, k, game) or k
        if j > held:
            reply, held = turn, j
            if held >= k:
                break
    return reply


def wins_within(state, k: int, game=None):
    """The fewest of the mover's turns (1..k) in which they force a win from ``state``, or ``None``."""
    game = game or game_of(state)
    return next((j for j in range(1, k + 1) if winning_turns(state, j, True, game)), None)


def win_why(after, reply: str, mover: str, k: int, game=None) -> str:
    """Why the opponent's reply in a ``win N`` puzzle: what it holds off, in a sentence."""
    them = side_name(after)
    s = play_line(after, reply.split("; "))
    if s.is_over():
        return say("reply_game_over", them=them, reply=reply)
    j = wins_within(s, k, game)
    turns_words = number_word(j, most=MOST_TURNS)
    if k > 1 and j and j > 1:
        return say("reply_holds_longest", them=them, reply=reply, turns=turns_words)
    return say("reply_no_stop_now" if j == 1 else "reply_no_stop_within", them=them, reply=reply, turns=turns_words)


def _win_line(game, state, first: str, depth: int, mover: str) -> dict:
    """The main line of a ``win N`` proof after the reader's ``first`` turn: ``{first: {reply, why, next}}``."""
    after = play_line(state, first.split("; "))
    if after.is_over() or depth <= 1:
        return {}
    reply = longest_defence(after, mover, depth - 1, game)
    s = play_line(after, reply.split("; "))
    entry = {"reply": reply, "why": win_why(after, reply, mover, depth - 1, game), "next": {"depth": depth - 1}}
    if not s.is_over():
        j = wins_within(s, depth - 1, game) or depth - 1
        entry["next"] = {"depth": j}
        nxt = solution_turn(s, {"depth": j}, game)
        entry["next"]["main"] = nxt
        entry["next"]["replies"] = _win_line(game, s, nxt, j, mover)
    return {first: entry}


# -- proof and judging --------------------------------------------------------------------


def prove(state, goal: Goal, solution, accept_all: bool = False) -> dict:
    """The tree a puzzle player follows, or :class:`PuzzleError` saying what is wrong.

    ``solution``: the reader's first turn (the opponent's replies and the
    reader's later turns are the search's). One-turn goals: ``{"accept":
    [turns]}``. Goals of several turns (``capture 12 in 2``): ``{"accept",
    "turns", "need"?, "replies": {turn: {"reply", "why", "next": node}},
    "wrong": {turn: [reply, total]}}``, explicit for every accepted turn.
    ``win N`` with N > 1: ``{"accept", "depth", "replies"}`` (with ``accept: all``,
    ``"first"`` in place of ``"accept"``): ``replies`` holds the main line;
    after another accepted turn the reply is searched (:func:`defence`), and
    any later turn that still forces the win in time is accepted (:func:`forces`).
    """
    _TURNS.clear()
    module = goal.game or game_of(state)
    goal = goal.of(module)
    if hasattr(module.SOLVER, "forget"):  # its choices among equals from this position alone
        module.SOLVER.forget()
    if state.is_over():
        raise PuzzleError(say("already_over"))
    try:
        first, rest = split_turn(state, list(solution))
    except IllegalMove as e:
        raise PuzzleError(say("solution_illegal", error=e)) from None
    if goal.turns > 1:
        if rest:
            raise PuzzleError(say("first_turn_only", rest="; ".join(rest)))
        if module.PUZZLE_GOALS[goal.kind].over is None:
            raise PuzzleError(say("goal_one_turn_only", kind=goal.kind))
        return _prove_turns(state, goal, first, accept_all)
    if goal.kind != "win" or goal.n == 1:
        if rest:
            raise PuzzleError(say("goes_on", goal=goal, rest="; ".join(rest)))
        all_turns = turns(state)
        good = [t for t, after in all_turns.items() if meets(goal, state, t, after)[0]]
        ok, why = meets(goal, state, first, all_turns[first])
        if not ok:
            raise PuzzleError(say("not_met", why=why))
        others = [t for t in good if t != first]
        if others and not accept_all:
            raise PuzzleError(say("another_meets", turn=others[0]))
        return {"accept": [first] + [t for t in good if t != first] if accept_all else [first]}
    mover = state.to_move
    if accept_all:  # any turn that forces the win is accepted: checked by search as the reader plays
        if not forces(play_line(state, first.split("; ")), mover, goal.n - 1, module):
            raise PuzzleError(say("not_forced", first=first, n=goal.n))
        return {"depth": goal.n, "first": first, "replies": _win_line(module, state, first, goal.n, mover)}
    winners = winning_turns(state, goal.n, game=module)
    if first not in winners:
        raise PuzzleError(say("not_forced", first=first, n=goal.n))
    others = [t for t in winners if t != first and set(t.split("; ")) != set(first.split("; "))]
    if others and not accept_all:
        raise PuzzleError(say("another_forces", turn=others[0]))
    accept = [first] + [t for t in winners if t != first and set(t.split("; ")) == set(first.split("; "))]
    return {"accept": accept, "depth": goal.n, "replies": _win_line(module, state, first, goal.n, mover)}


def solution_turn(state, tree: dict, game=None) -> str:
    """A turn the tree accepts from ``state`` (the reader's turn): for showing the solution, or a hint."""
    if tree.get("main"):
        return tree["main"]
    if tree.get("first") or tree.get("accept"):
        return tree.get("first") or tree["accept"][0]
    game = game or game_of(state)
    if game.SOLVER is not None:  # it finds one winning line without listing them all
        return game.SOLVER.solution_turn(state, tree["depth"])
    return next(iter(winning_turns(state, tree["depth"], True, game)))


def main_line(state, goal: Goal, tree: dict) -> tuple:
    """``(turns, whys)``: the main line (reader, reply, reader, ...) and the sentence of each reply."""
    line, whys = [], []
    node = tree
    game = goal.game or game_of(state)
    while True:
        turn = solution_turn(state, node, game)
        line.append(turn)
        entry = node.get("replies", {}).get(turn)
        if not entry:
            return line, whys
        after = play_line(state, turn.split("; "))
        line.append(entry["reply"])
        whys.append(entry["why"])
        state = play_line(after, entry["reply"].split("; "))
        node = entry["next"]
        if state.is_over():
            return line, whys


def _wrong_turns(goal, state, tree, line, after) -> str:
    """Why a turn fails a goal of several turns (from the proof's refutations when it has one)."""
    kind = goal.rules(state)
    if tree["turns"] == 1:
        if goal.counted:
            return say("wins_need_more", line=line, amount=kind.count(amount(goal, state, line, after)), need=tree["need"])
        return meets(goal.one_turn(), state, line, after)[1]
    refuted = tree.get("wrong", {}).get(line) or [None, 0]
    reply, total = refuted
    them = words.side_name(other(state.to_move))
    if reply is None:
        return say("reply_stops_it", line=line, them=them)
    if goal.counted:
        got = amount(goal, state, line, after)
        return say("wins_but_reply", line=line, amount=kind.count(got), them=them, reply=reply, most=kind.count(total - got), total=total)
    return say("out_of_reach", line=line, them=them, reply=reply)


def not_the_answer() -> str:
    """What a step the build did not prepare gets before Python runs: not the answer (see :func:`pygames.web.op_other`).

    >>> not_the_answer()
    'Not the answer. Try again (once the board has finished loading, it also says why).'
    """
    return say("not_the_answer")


def lists_its_turns(tree) -> bool:
    """Whether a puzzle's tree lists every turn it accepts (so that any other step is wrong).

    >>> lists_its_turns({"accept": ["S1"]}), lists_its_turns({"first": "S1", "depth": 2})
    (True, False)
    """
    return isinstance(tree, dict) and isinstance(tree.get("accept"), list)


def judge(state, goal: Goal, tree: dict, steps) -> dict:
    """What the reader's steps of this turn mean: ``continue``, ``wrong``, ``reply`` or ``solved``.

    ``state`` is the position at the start of the reader's turn; ``steps`` the
    steps played in it so far (the last one just now). A ``reply`` comes with
    the opponent's turn, ``why`` (a sentence) and the ``next`` tree.
    """
    game = goal.game or game_of(state)
    goal = goal.of(game)
    line = "; ".join(str(game.parse_move(s)) for s in steps)
    after = play_line(state, steps)
    done = after.turn_over()
    accepted = tree.get("accept")
    depth = tree.get("depth")
    if not done:
        if accepted is None or any(t.startswith(line + "; ") for t in accepted):
            return {"verdict": "continue"}
        return {"verdict": "wrong", "message": say("no_turn_starts", line=line)}
    mover = state.to_move
    if "turns" in tree:  # a goal of several turns: the tree is explicit
        if line not in accepted:
            return {"verdict": "wrong", "message": say("try_again", why=_wrong_turns(goal, state, tree, line, after))}
        entry = tree.get("replies", {}).get(line)
        if not entry:
            return {"verdict": "solved"}
        return {"verdict": "reply", "reply": entry["reply"], "why": entry["why"], "next": entry["next"]}
    ok = line in accepted if accepted is not None else forces(after, mover, depth - 1, game)
    if not ok:
        if depth:
            why = say("not_in_time", line=line)
        else:
            why = meets(goal, state, line, after)[1]
        return {"verdict": "wrong", "message": say("try_again", why=why)}
    if not depth or after.is_over():
        return {"verdict": "solved"}
    entry = tree.get("replies", {}).get(line)
    if entry:
        return {"verdict": "reply", "reply": entry["reply"], "why": entry["why"], "next": entry["next"]}
    reply = defence(after, mover, depth - 1, game)
    return {"verdict": "reply", "reply": reply, "why": win_why(after, reply, mover, depth - 1, game), "next": {"depth": depth - 1}}
