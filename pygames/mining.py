"""What the games' puzzle miners share (a tool's module: nothing the browser imports imports it, so it never ships).

Each game says how to look for its puzzles in ``pygames/<game>/miner.py``;
``tools/puzzle_miner.py`` plays the games and proves what they find. The
miner of a game offers:

- ``positions(rng, k)``: the positions to look at, for goals over ``k`` of the
  reader's turns (an iterator; ``rng`` a seeded ``random.Random``, so a run is
  repeatable);
- ``find(state, k)``: a goal in ``state`` and its answer, ``(goal, first turn,
  accept_all, note)``, or ``None`` (``note`` says why the answer is unique);
- ``titles(state, goal, line, themes, k)``: titles that say what happens, the
  most telling first (``line``: the main line's turns, reader, reply, reader...;
  ``themes``: the game's ``puzzle_themes``);
- ``first_turn_words(state, goal, first)``: what the first turn does, in the
  engine's words (a sentence);
- ``final_words(before, goal, last, after)``: how a line of several turns
  ends, for a goal that does not count (``last`` played in ``before`` gives
  ``after``).

These names are :data:`MINER`. The helpers below serve several games' miners. The notes of
``find`` are the author's (a puzzle's ``source``), not a reader's: they stay in English.

>>> number_word(2), number_word(13)
('two', '13')
"""

from __future__ import annotations

from . import get
from .puzzles import Goal, amount, best_total, meets, play_line, turns
from .words import number_word  # n in words up to twelve, in digits above: the miners' titles use it

MINER = ("positions", "find", "titles", "first_turn_words", "final_words")


# -- positions from games ------------------------------------------------------------------------


def play_games(game, rng, *, start, ply, levels=("easy", "medium"), steps=400):
    """The positions of one game played by the computer at ``levels`` (random moves where it has none), from ``start``,
    for at most ``steps`` steps: those where ``ply(state)`` holds.

    >>> import random
    >>> from pygames import pallanguzhi
    >>> seen = play_games("pallanguzhi", random.Random(1), start=pallanguzhi.initial_state(), ply=lambda s: s.turns == 2)
    >>> [s.turns for s in seen]
    [2]
    """
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


# -- goals that count -------------------------------------------------------------------------------------


def counted(state, kind, k, least, most_turns=None, greedy_may_find=False, ties_allowed=1):
    """A ``kind N in k`` goal with one best first turn, more than one turn wins: ``(goal, turn, accept_all, note)`` or None.

    With ``k > 1`` the answer must not be the biggest haul of the first turn, unless ``greedy_may_find``; with
    ``k == 1`` up to ``ties_allowed`` turns may share the best haul (then every one is accepted).

    >>> from pygames.pallanguzhi import State
    >>> counted(State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s"), "capture", 1, 6)
    (Goal(kind='capture', n=7, turns=1), 'N1', False, '5 turns; 1 take 7, the next best 3')
    """
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
            v += least_best(g, replies.values(), k - 1, mover, top[1] - v)
        values[t] = v
        top = sorted(top + [v], reverse=True)[:2]
    ranked = sorted(values.items(), key=lambda ta: -ta[1])
    best = ranked[0][1]
    greedy = one[ranked[0][0]] == max(one.values())
    if best >= least and best > max(one.values()) and ranked[1][1] < best and (greedy_may_find or not greedy):
        said = "the biggest haul now is the answer" if greedy else "the biggest haul now is not the answer"
        return Goal(kind, best, k), ranked[0][0], False, f"{len(options)} turns; the next best makes {ranked[1][1]}; {said}"
    return None


def least_best(goal, replies, k, mover, floor):
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


# -- words ------------------------------------------------------------------------------------------------


def goal_words(state, goal, turn, after=None) -> str:
    """What the goal's own test says of ``turn`` played in ``state`` (``after``: the state it leaves, played here if
    not given): the ``first_turn_words`` or ``final_words`` of a game whose goal test says it best.

    >>> from pygames.pallanguzhi import State
    >>> from pygames.puzzles import Goal
    >>> goal_words(State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s"), Goal("capture", 7), "N1")
    'N1 wins 7 seeds; the goal is at least 7.'
    """
    if after is None:
        after = play_line(state, turn.split("; "))
    return meets(goal.one_turn(), state, turn, after)[1]
