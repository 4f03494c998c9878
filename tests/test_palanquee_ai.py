"""Palanquée's computer player: whole legal turns at every level, the same seed (and node budget) gives
the same turn, the captures of the rules' examples taken."""

import random

import pytest

from pygames.palanquee import State, ai, initial_state
from computer import whole_turn

EXAMPLE_1 = {"K7": "black seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain",
             "J11": "white seed", "J9": "white grain", "J10": "white grain"}


def turn_of(state, level, seed=1, **budget):
    return whole_turn(ai.choose_move, state, level, seed, **budget)


def random_position(seed, plies):
    rng = random.Random(seed)
    state = initial_state()
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
        if state.is_over():
            break
    while not state.turn_over():
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_plays_whole_legal_turns(level):
    for seed in (1, 2):
        state = random_position(seed, 30 + 20 * seed)
        steps, after = turn_of(state, level, seed=seed)
        assert after.turn_over() and after.to_move != state.to_move or after.is_over()
        assert 1 <= len(steps) <= max(1, len(state.owed))


def test_the_levels_in_order():
    assert ai.LEVELS == ("easy", "medium", "hard", "expert")


def test_the_same_seed_and_node_budget_give_the_same_turn():
    state = random_position(3, 60)
    for level in ("easy", "hard", "expert"):
        assert turn_of(state, level, seed=5, nodes=400)[0] == turn_of(state, level, seed=5, nodes=400)[0]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_capture_of_the_first_example_is_taken(level):
    # the rules' first example: Black's grow at I9 (or K9) takes White's grain J9
    s = State.from_dict({"board": EXAMPLE_1})
    steps, after = turn_of(s, level)
    assert "J9" not in after.to_dict()["board"], steps
    assert steps[0].startswith("grow ")


def test_a_seed_is_taken_when_it_can_be():
    # the rules' fifth example: White's sow at O4 captures S2, R3, Q3, P4 and Black's seed (R2 and R1 too)
    s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain", "P4": "black grain"},
                         "to_move": "white"})
    for level in ("medium", "hard", "expert"):
        assert s.play(ai.choose_move(s, level, seed=1)).lost_of("black") == 1, level


def test_errors_are_in_words():
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        ai.choose_move(initial_state(), "grandmaster")
    over = State.from_dict({"board": {"K7": "black seed"}, "lost": {"black": 0, "white": 3}})
    assert over.is_over()
    with pytest.raises(ValueError, match="game is over"):
        ai.choose_move(over, "hard")
