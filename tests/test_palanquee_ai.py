"""Palanquée's computer player: whole legal turns at every level, the same seed (and node budget) gives
the same turn, the captures of the rules' examples taken, a seed kept out of a capture, and the reach that
the evaluation counts against a plain search of the board."""

import random

import pytest

from pygames.palanquee import State, ai, initial_state
from pygames.palanquee.board import INDEX, N, NAMES, NEIGH
from computer import whole_turn

EXAMPLE_1 = {"K7": "black seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain",
             "J11": "white seed", "J9": "white grain", "J10": "white grain"}
SMALL = {"expert": {"nodes": 60, "budget_ms": 60_000}}  # a node budget only: the same turn on any machine


def turn_of(state, level, seed=1, **budget):
    return whole_turn(ai.choose_move, state, level, seed, **(budget or SMALL.get(level, {})))


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


def test_the_opening_turns_are_legal_at_every_level():
    state = initial_state()
    for level in ai.LEVELS * 2:  # each level sows for one side, then the other, through the opening
        steps, state = turn_of(state, level)
        assert steps
    assert state.turn == 8 and state.opening == (0, 0)


def test_the_levels_in_order():
    assert ai.LEVELS == ("easy", "medium", "hard", "expert")


def test_the_same_seed_and_node_budget_give_the_same_turn():
    state = random_position(3, 60)
    for level, budget in (("easy", {"nodes": 400}), ("hard", {"nodes": 400}), ("expert", SMALL["expert"])):
        assert turn_of(state, level, seed=5, **budget)[0] == turn_of(state, level, seed=5, **budget)[0]


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_the_capture_of_the_first_example_is_taken(level):
    # the rules' first example: Black's grow at I9 (or K9) takes White's grain J9
    s = State.from_dict({"board": EXAMPLE_1})
    steps, after = turn_of(s, level, seed=2)  # seed 2: not one of Medium's random turns
    assert "J9" not in after.to_dict()["board"], steps
    assert steps[0].startswith("grow ")


def test_a_seed_is_taken_when_it_can_be():
    # the rules' fifth example: White's sow at O4 captures S2, R3, Q3, P4 and Black's seed
    s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain", "P4": "black grain"},
                         "to_move": "white"})
    for level in ("medium", "hard", "expert"):
        assert s.play(ai.choose_move(s, level, seed=2, **SMALL.get(level, {}))).lost_of("black") == 1, level


def test_a_seed_in_danger_is_saved():
    # White's seed J9 and grain J10 in column J: Black holds J11 below them and grows at J8 above (next to its
    # seed K7) with its one action, unless White's turn makes that line, and the others through J9, cost more
    s = State.from_dict({"board": {"K7": "black seed", "K8": "black grain", "K9": "black grain", "K10": "black grain",
                                   "J11": "black grain", "J9": "white seed", "J10": "white grain", "F3": "white seed"},
                         "to_move": "white"})
    black = 1
    threatened = ai._seed_costs(s.board, 2, ai._rings(s.board, black), 0)
    assert threatened[0] == 1  # one black action (a grow at J8) takes the seed
    for level in ("hard", "expert"):
        steps, after = turn_of(s, level)
        assert ai._seed_costs(after.board, 2, ai._rings(after.board, black), 0)[0] > 1, (level, steps)


def test_the_seed_costs_of_the_rules_fifth_example():
    # Black's seed S2 with R3 Q3 P4: the line to the red line has one empty end (O4), White's to fill by a sow
    b = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain", "P4": "black grain"},
                         "to_move": "white"}).board
    lines = {(cost, tuple(sorted(NAMES[c] for c in run))) for cost, _, run, _ in ai._lines(b, 1, ai._rings(b, 2), 1)}
    assert (1, ("P4", "Q3", "R3", "S2")) in lines
    assert ai._seed_costs(b, 1, ai._rings(b, 2), 1) == [1]  # one sown seed takes it
    assert ai._seed_costs(b, 1, ai._rings(b, 2), 0) == [ai.FAR]  # no white piece, no seed to sow: out of reach


def plain_reach(board, bit):
    """Breadth-first search over the empty cells from the pieces of ``bit``: cell -> actions to reach it."""
    dist = {}
    frontier = [c for c in range(N) if board[c] & bit]
    d = 0
    while frontier and d < ai.FAR - 1:
        d += 1
        nxt = []
        for c in frontier:
            for n in NEIGH[c]:
                if not board[n] and n not in dist:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


def test_the_reach_by_bit_sets_matches_a_plain_search():
    rng = random.Random(7)
    for _ in range(300):
        density = rng.random() * 0.5
        board = bytes(rng.choice((1, 2, 5, 6)) if rng.random() < density else 0 for _ in range(N))
        for bit in (1, 2):
            rings, plain = ai._rings(board, bit), plain_reach(board, bit)
            assert all(ai._reach(rings, c) == plain.get(c, ai.FAR) for c in range(N) if not board[c])


def test_the_neighbours_by_bit_shifts_match_the_board():
    for c in range(N):
        spread = ai._spread(1 << c)
        assert {i for i in range(N) if spread >> i & 1} == set(NEIGH[c]), NAMES[c]
    assert ai._spread(1 << INDEX["A1"]) == sum(1 << INDEX[x] for x in ("A16", "A2", "B1", "B2"))


def test_errors_are_in_words():
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        ai.choose_move(initial_state(), "grandmaster")
    over = State.from_dict({"board": {"K7": "black seed"}, "lost": {"black": 0, "white": 3}})
    assert over.is_over()
    with pytest.raises(ValueError, match="game is over"):
        ai.choose_move(over, "hard")
