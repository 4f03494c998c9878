"""The computer player: legal moves only, the same seed gives the same move."""

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.pallanguzhi import LEVELS, State, choose_move, initial_state, parse_move
from pygames.pallanguzhi.ai import SETTINGS
from pygames.pallanguzhi.rules import captured
from pygames.puzzles import turns


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=60), st.sampled_from(LEVELS), st.integers(0, 2**32))
def test_every_level_plays_a_legal_move_deterministically(choices, level, seed):
    state = initial_state()
    for k in choices:
        if state.is_over():
            return
        moves = state.legal_moves()
        state = state.play(moves[k % len(moves)])
    if state.is_over():
        return
    move = choose_move(state, level, seed=seed, nodes=2000)
    assert move in state.legal_moves()
    assert choose_move(state, level, seed=seed, nodes=2000) == move


def test_the_levels_are_the_settings():
    assert tuple(SETTINGS) == LEVELS


def test_medium_takes_the_biggest_capture():
    # South to move: S1 (1 seed) sows into S2, S3 is empty, so S4's 9 seeds are captured;
    # S7 only captures 2.
    state = State.from_board("1 0 0 9 0 0 1 | 0 2 0 0 0 0 1", bowls=(28, 28))
    assert str(choose_move(state, "medium", seed=0)) == "S1"


def test_hard_and_expert_look_past_the_greedy_capture():
    # North to move. N1 wins the most now (7 seeds); one turn ahead, counting half of the seeds
    # left on each row, Medium prefers N6; four turns deep, N2 leaves North better off.
    state = State.from_board("0 13 0 0 1 0 0 | 13 2 0 2 0 2 3", bowls=(28, 6), to_move="north")
    assert max((captured(state, t), t) for t in turns(state))[1] == "N1"
    assert str(choose_move(state, "medium", seed=0)) == "N6"
    assert str(choose_move(state, "hard", seed=0)) == "N2"
    assert str(choose_move(state, "expert", seed=0, nodes=20_000)) == "N2"


def test_a_finished_game_has_no_move():
    end = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north").play(parse_move("N1"))
    try:
        choose_move(end, "easy")
    except ValueError as e:
        assert "game is over" in str(e)
    else:
        raise AssertionError("a finished game gave a move")
