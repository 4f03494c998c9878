"""Congeners' computer player: whole legal turns at every level, a seed repeats itself, the setup and the choice."""

import random

import pytest

from pygames import congeners
from pygames.congeners import State, initial_state
from pygames.congeners.ai import WIDER, WIDTH, WIN, Look, evaluate, look_ahead, setup_targets, whole_turns
from computer import whole_turn


def turn_of(state, level, seed=1, **budget):
    return whole_turn(congeners.choose_move, state, level, seed, **budget)


def random_positions(count, seed):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = initial_state()
        for _ in range(rng.randrange(10, 60)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over() and state.phase == "move":
            found.append(state)
    return found


def test_every_level_plays_whole_legal_turns_and_a_seed_repeats_itself():
    for state in random_positions(3, 8):
        for level in congeners.LEVELS:
            budget = {"nodes": 400, "budget_ms": 60_000} if level == "expert" else {}
            steps, after = turn_of(state, level, seed=5, **budget)
            legal = {f"{m} {p}" for m, p in state.legal_turns()}
            assert " ".join(steps) in legal or steps == ["pass"], (level, steps)
            assert turn_of(state, level, seed=5, **budget)[0] == steps


def test_a_winning_turn_is_taken():
    # White's pair on (0,3),(1,3) matches none: Black wins at once by making a second domino far from the first,
    # and loses when White moves first and does the same; every level but easy sees it one turn ahead.
    state = State.from_stones(black=[(0, 0), (1, 0), (-3, 0)], white=[(3, -3), (3, -2), (-3, 3)], max_plies=1)
    for level in ("medium", "hard", "expert"):
        _, after = turn_of(state, level, seed=2)
        assert after.is_over() and after.winner() == "black", level


def test_hard_and_expert_see_the_reply_that_wins_and_medium_does_not():
    # White to move, two plies before the cap ends the game: Medium's best-looking turn lets Black win with
    # its reply; Hard and Expert look at Black's replies and keep a turn after which Black cannot win.
    state = State.from_text("6.5.3_m.w.w.3.0_b-3.0.-2.0.0.-1.0.0_w-3.-1.-2.-1.-2.4")

    def black_wins_next(after):
        return any(end.is_over() and end.winner() == "black" for _, end in whole_turns(after))

    for seed in (1, 2, 3):
        assert black_wins_next(turn_of(state, "medium", seed=seed)[1])
        for level in ("hard", "expert"):
            assert not black_wins_next(turn_of(state, level, seed=seed)[1]), (level, seed)


def test_whole_turns_are_the_legal_turns():
    for state in random_positions(4, 3):
        listed = sorted(" ".join(map(str, steps)) for steps, _ in whole_turns(state))
        legal = sorted(f"{m} {p}" for m, p in state.legal_turns())
        assert listed == (legal or ["pass"])


def test_a_pass_is_automatic_and_the_game_over_refused():
    state = State.from_stones(black=[(0, 0)], white=[(3, 0), (3, 1)])
    assert str(congeners.choose_move(state, "hard")) == "pass"
    over = state.play("pass")
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        congeners.choose_move(state, "grandmaster")
    while not over.is_over():
        over = over.play(over.legal_moves()[0])
    with pytest.raises(ValueError, match="the game is over"):
        congeners.choose_move(over, "easy")


def test_the_setup_is_two_separate_pairs_near_the_centre_and_the_choice_a_colour():
    for seed in range(20):
        state = initial_state()
        while state.setup_step != "choose":
            state = state.play(congeners.choose_move(state, "hard", seed=seed))
        assert all(max(abs(q), abs(r), abs(q + r)) <= 3 for q, r in state.black | state.white)
        assert len(setup_targets(6, seed)) == 4
        choice = congeners.choose_move(state, "medium", seed=seed)
        assert choice.kind == "choose"
        state = state.play(choice)
        assert state.phase == "move" and isinstance(evaluate(state), float)


def test_experts_alpha_beta_finds_the_turn_of_the_full_look_with_fewer_evaluations():
    opening = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    for state in (opening, opening.play("0,0-1,-1").play("@-5,5")):
        full, bounded = Look(random.Random(4)), Look(random.Random(4))
        full.best(state, 2)
        bounded.best(state, 2)
        spent = bounded.evaluations
        assert bounded.bounded(state, (4, 4), -2 * WIN, 2 * WIN) == full.best(state, 3)
        assert bounded.evaluations - spent < full.evaluations - spent


def test_expert_looks_at_more_turns_and_replies_when_its_budget_allows():
    # a middle game where the first look misses the reply that refutes its best turn (110 to it, -5 in truth)
    state = State.from_text("6.1000.3_m.w.n.9.0_b-4.4.-4.5.-3.5.0.0.1.1.2.-1.2.0_w-4.2.-4.3.-3.0.-2.-1.-2.3.-1.2")
    looks = {width: Look(random.Random(4), width).best(state, 3)[0] for width in (WIDTH, WIDER)}
    assert looks[WIDER] < looks[WIDTH]
    first = Look(random.Random(4), WIDTH)  # what the first look three turns ahead costs, the two-turn look included
    first.best(state, 2)
    first.bounded(state, (WIDTH, WIDTH), -2 * WIN, 2 * WIN)
    # the budget is ample: the wider look finishes and decides
    wide = look_ahead(state, "expert", seed=4, budget_ms=60_000, nodes=10**6)
    assert (wide.depth, wide.value) == (3, looks[WIDER])
    # a budget the first look fits in but not the wider one: the first look's answer stands
    narrow = look_ahead(state, "expert", seed=4, budget_ms=60_000, nodes=first.evaluations)
    assert (narrow.depth, narrow.value) == (3, looks[WIDTH])
    assert wide.nodes > narrow.nodes
