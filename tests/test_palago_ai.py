"""Palago's computer player: legal turns, the solver's forced wins, no win missed, no loss in one left open."""

import random
import re
from pathlib import Path

import pytest

from builder import diagrams, puzzles as blocks
from pygames import palago
from pygames.palago import ai
from pygames.palago.board import other
from pygames.palago.solver import solve
from pygames.puzzles import Goal, forces, turns
from computer import whole_turn

ROOT = Path(__file__).resolve().parent.parent


def turn_of(state, level, seed=1, **budget):
    return whole_turn(palago.choose_move, state, level, seed, **budget)


@pytest.fixture
def unhurried_expert(monkeypatch):
    """Expert with four times its CPU budget, its solvers' tables emptied: these tests check what its checks
    find, not how fast a machine runs them nor what earlier tests left in the tables (on a slower machine the
    0.45 s of play ran out before the safe turn; its times are in make bench)."""
    for name in ("proof_s", "deep_s", "total_s"):
        monkeypatch.setattr(ai.VETO, name, 4 * getattr(ai.VETO, name))
    ai._SOLVERS.clear()


def puzzle_positions():
    text = (ROOT / "docs/palago/puzzles.md").read_text()
    for body in re.findall(r"```puzzle\n(.*?)```", text, re.S):
        fields = blocks.parse(body)
        state = diagrams.build_state(palago, fields)
        yield fields["id"], state, Goal.parse(fields["goal"])


@pytest.mark.parametrize("pid, state, goal", list(puzzle_positions()), ids=lambda v: v if isinstance(v, str) else "")
def test_hard_plays_the_solver_s_forced_wins_on_the_puzzles(pid, state, goal, unhurried_expert):
    # Hard proves wins within two turns; Expert within three, where the solver alone finds one in 0.2 s
    # (after the bent opening, Dark's win in three takes it about a second: not asked of Expert).
    level = "hard" if goal.n <= 2 else "expert"
    steps, after = turn_of(state, level)
    if level == "hard" or solve(state, state.to_move, 3, time_limit=0.2).win:
        assert forces(after, state.to_move, goal.n - 1), f"{pid}: {level} played {steps}"


def random_positions(count, seed):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = palago.initial_state()
        for _ in range(rng.randrange(6, 34)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over() and state.turn_over():
            found.append(state)
    return found


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_no_win_in_one_turn_missed_and_no_loss_in_one_left_open(level):
    for state in random_positions(12, 3):
        me = state.to_move
        steps, after = turn_of(state, level)
        if solve(state, me, 1).win:
            assert after.is_over() and after.winner() == me, (state.to_text(), steps)
            continue
        if after.is_over():
            assert after.winner() == me
            continue
        safe = any(
            t.is_over() and t.winner() == me or not (t.is_over() or solve(t, t.to_move, 1).win)
            for t in turns(state).values()
        )
        if safe:
            assert not solve(after, after.to_move, 1).win, (state.to_text(), steps)


def test_every_level_plays_legal_turns_and_a_seed_repeats_itself():
    for state in random_positions(4, 8):
        for level in palago.LEVELS:
            steps, _ = turn_of(state, level, seed=5)
            replay = state
            for step in steps:
                replay = replay.play(step)  # legal, or IllegalMove
            if level != "expert":  # Expert stops on its time budget
                assert turn_of(state, level, seed=5)[0] == steps


def test_expert_finds_the_few_turns_that_do_not_lose_within_two(unhurried_expert):
    # Light's second turn after the opening (0,0,0)+(1,-1,4) and Dark's (-1,1,4)+(-1,0,0): 338 of its 350
    # turns let Dark force a win within two turns, and none of the ten best by the evaluation is safe.
    # Expert checks every turn it would rather play, best first, until one is safe.
    state = palago.State.from_tiles(["(0,0,0)", "(1,-1,4)", "(-1,1,4)", "(-1,0,0)"], to_move="light")
    steps, after = turn_of(state, "expert")
    assert not after.is_over()
    assert solve(after, "dark", 2).win is False, steps


def test_expert_never_leaves_a_two_turn_loss_it_can_avoid(unhurried_expert):
    checked = 0
    for state in random_positions(8, 11):
        if len(state.tiles) < 4 or solve(state, other(state.to_move), 2, time_limit=5).win is not False:
            continue  # already lost within two turns (or not known): nothing to avoid
        steps, after = turn_of(state, "expert")
        if not after.is_over():
            assert solve(after, after.to_move, 2, time_limit=5).win is not True, (state.to_text(), steps)
        checked += 1
    assert checked >= 3


def test_expert_and_hard_open_with_safe_openings():
    start = palago.initial_state()
    assert tuple(turn_of(start, "expert")[0]) == ai.EXPERT_OPENING
    assert ai.EXPERT_OPENING in ai.SAFE_OPENINGS
    assert {tuple(turn_of(start, "hard", seed=seed)[0]) for seed in range(12)} == set(ai.HARD_OPENINGS)
    assert set(ai.HARD_OPENINGS) <= set(ai.SAFE_OPENINGS)


LONG_GAME = (  # Expert against Hard, a snake of tiles that ended in a draw: 44 tiles placed, Light to play
    "(0,0,0) (1,-1,4) (-1,0,2) (-1,1,0) (1,0,0) (1,1,2) (0,1,2) (-1,2,2) (-1,3,2) (0,2,2) (-2,4,0) (-2,3,2) "
    "(-3,4,0) (-3,5,0) (-2,5,0) (-3,6,2) (-3,7,2) (-2,6,2) (-4,8,0) (-4,7,2) (-5,8,0) (-5,9,0) (-4,9,0) "
    "(-5,10,2) (-4,10,2) (-5,11,2) (-6,12,0) (-6,11,2) (-7,13,0) (-7,12,0) (-7,14,2) (-6,13,0) (-6,14,2) "
    "(-7,15,2) (-8,16,0) (-8,15,2) (-9,17,0) (-9,16,0) (-8,17,0) (-9,18,2) (-9,19,2) (-8,18,2) (-10,20,0) (-10,19,2)"
)


def test_expert_looks_only_one_tile_ahead_near_the_last_tiles():
    # Near the 48th tile the solver lets the engine decide the defender's last turn, which is slow:
    # Expert's checks and proofs stop short of it. (Its time is measured by `make bench`, not here:
    # a time bound in a unit test fails on a slow machine, as it did in CI on a day this one was.)
    state = palago.initial_state()
    for tile in LONG_GAME.split():
        state = state.play(tile)
    assert [ai._reach(state, k) for k in (1, 2, 3)] == [1, 1, 1]
    steps, after = turn_of(state, "expert")
    assert not (after.is_over() and after.winner() != "light"), steps
