"""Palanquée's computer player and the fast engine: whole legal turns at every level, the same seed
gives the same turn, captures taken; the fast legal actions against the reference listing."""

import random

import pytest

from pygames.palanquee import State, ai, initial_state
from computer import whole_turn


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


def test_the_same_seed_and_node_budget_give_the_same_turn():
    state = random_position(3, 60)
    for level in ("easy", "hard", "expert"):
        assert turn_of(state, level, seed=5, nodes=400)[0] == turn_of(state, level, seed=5, nodes=400)[0]


def test_hard_and_expert_take_a_seed_when_they_can():
    # the rules' fifth example: White's sow at O4 captures S2, R3, Q3, P4 and Black's seed
    s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain", "P4": "black grain"},
                         "to_move": "white"})
    for level in ("medium", "hard", "expert"):
        assert str(ai.choose_move(s, level, seed=1)) == "sow O4"


def test_errors_are_in_words():
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        ai.choose_move(initial_state(), "grandmaster")
    over = State.from_dict({"board": {"K7": "black seed"}, "lost": {"black": 0, "white": 3}})
    assert over.is_over()
    with pytest.raises(ValueError, match="game is over"):
        ai.choose_move(over, "hard")


def test_fast_legal_actions_match_the_reference_listing_in_random_games():
    """The fast listing (``_legal``) and the first one (``_reference_legal``), on a fresh copy of each
    position: the same actions in the same order, the same seeds and removals; and the states after
    each action, read afresh, equal the carried ones."""
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = initial_state(max_turns=160)
        while not state.is_over():
            fresh = State.from_text(state.to_text())
            ref_moves, ref_index = fresh._reference_legal()
            moves, index = state._legal
            assert [str(m) for m in moves] == [str(m) for m in ref_moves], state.to_text()
            assert {k: (sorted(v[0]), tuple(sorted(v[1]))) for k, v in index.items()} == {
                k: (sorted(v[0]), tuple(sorted(v[1]))) for k, v in ref_index.items()}
            move = rng.choice(moves)
            after = state.play(move)
            again = State.from_text(after.to_text())
            assert again == after and again.to_text() == after.to_text()
            assert again._zhash == after._zhash and again._pairs == after._pairs
            assert again.winner() == after.winner()
            state = after
            checked += 1
    assert checked > 1000
