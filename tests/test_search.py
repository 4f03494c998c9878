"""The shared search (pygames/search.py): the same value as exhaustive minimax, deterministic under a node budget."""

import random

import pytest

import pygames
from pygames.search import WIN, Engine, search


def bowls(state):
    me = 0 if state.to_move == "south" else 1
    return state.bowls[me] - state.bowls[1 - me]


def minimax(state, depth, evaluate, ply=0):
    """Plain negamax over whole turns, no pruning and no table: the reference."""
    if state.is_over():
        w = state.winner()
        return 0 if w in ("draw", None) else (WIN - ply if w == state.to_move else -(WIN - ply))
    if depth == 0:
        return evaluate(state)
    me, best = state.to_move, -float("inf")
    for move in state.legal_moves():
        child = state.play(move)
        if child.is_over():
            w = child.winner()
            v = 0 if w in ("draw", None) else (WIN - ply - 1 if w == me else -(WIN - ply - 1))
        else:
            d = depth - 1 if child.turn_over() else depth
            v = minimax(child, d, evaluate, ply + 1)
            v = v if child.to_move == me else -v
        best = max(best, v)
    return best


def random_positions(game, count, seed, plies):
    module = pygames.get(game)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = module.initial_state()
        for _ in range(rng.randrange(plies)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over():
            found.append(state)
    return found


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_pallanguzhi_search_value_is_minimax(depth):
    engine = Engine(evaluate=bowls)
    for state in random_positions("pallanguzhi", 8, depth, 120):
        result = search(state, engine, depth=depth, seed=0)
        assert result.value == minimax(state, depth, bowls), state.to_text()
        first = state.play(result.plan[0])
        assert -minimax(first, depth - 1, bowls, 1) == result.value or first.to_move == state.to_move


def test_the_same_seed_and_node_budget_give_the_same_turn():
    engine = Engine(evaluate=bowls)
    for state in random_positions("pallanguzhi", 5, 9, 60):
        a = search(state, engine, seed=3, nodes=3000)
        b = search(state, engine, seed=3, nodes=3000)
        assert a.plan == b.plan and a.nodes == b.nodes and a.depth >= 1


def test_a_finished_game_has_no_turn_to_search():
    module = pygames.get("pallanguzhi")
    end = module.State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north").play("N1")
    with pytest.raises(ValueError, match="game is over"):
        search(end, Engine(evaluate=bowls))
