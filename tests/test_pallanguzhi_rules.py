"""Rules 7-12 (round end, refill, starter, stall, limits) and random-game properties."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.pallanguzhi import State, initial_state, parse_move
from pygames.pallanguzhi.rules import Options

TOTAL = 70


def total(state):
    return sum(h or 0 for h in state.holes) + sum(state.bowls)


def test_stall_ends_the_round_and_the_other_starter_begins():
    # One seed each circling: nothing reaches a bowl. With a stall limit of 2 the
    # round ends after two such turns; neither side is short, so the side that did
    # not start this round starts the next.
    state = State.from_board("1 0 0 0 0 0 1 | 0 0 0 0 0 0 1", bowls=(34, 33), starter="south")
    state = state.play(parse_move("S7"))
    assert state.stall == 1 and state.round == 1
    capped = State(**{**state.__dict__, "options": Options(stall_limit=2)})
    after = capped.play(capped.legal_moves()[0])
    assert after.round == 2 and after.stall == 0
    assert after.to_move == "north"  # did not start round 1
    assert after.board_text() == "5 5 5 5 5 5 5 | 5 5 5 5 5 5 5"


def test_a_side_that_cannot_fill_one_hole_loses():
    state = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north")
    end = state.play(parse_move("N1"))
    assert end.is_over() and end.winner() == "north" and end.reason == "refill"
    assert end.legal_moves() == []
    assert "South could not fill a single hole" in end.describe()


def test_twelve_rounds_then_the_fuller_bowl_wins():
    state = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(30, 39), to_move="north", round=12)
    end = state.play(parse_move("N1"))
    assert end.is_over() and end.reason == "rounds" and end.winner() == "north"
    assert end.bowls == (30, 40)


def test_turn_limit_with_equal_bowls_is_a_draw():
    state = State.from_board("1 0 0 0 0 0 0 | 0 0 0 0 0 0 0", bowls=(34, 35), turns=999, to_move="south",
                             options=Options())
    # S1 sows into S2, S3 is empty, S4 empty: nothing taken; North's row is empty: round end,
    # then the turn limit (1000) stops the game: 35 against 35.
    end = state.play(parse_move("S1"))
    assert end.is_over() and end.winner() == "draw" and end.reason == "turns"


def random_game(seed_list):
    state = initial_state()
    states = [state]
    for k in seed_list:
        if state.is_over():
            break
        moves = state.legal_moves()
        state = state.play(moves[k % len(moves)])
        states.append(state)
    return states


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=400))
def test_random_games_keep_70_seeds_and_round_trip(choices):
    for state in random_game(choices):
        assert total(state) == TOTAL
        assert State.from_text(state.to_text()) == state
        assert State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        assert state.is_over() or state.legal_moves()
        for move in state.legal_moves():
            assert parse_move(str(move)) == move


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_game_ends(rng):
    state = initial_state()
    for _ in range(2000):
        if state.is_over():
            break
        state = state.play(rng.choice(state.legal_moves()))
    assert state.is_over()
    assert state.turns <= 1000 and state.round <= 12
    assert state.winner() in ("south", "north", "draw")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=120))
def test_events_replay_to_the_new_state(choices):
    state = initial_state()
    for k in choices:
        if state.is_over():
            break
        moves = state.legal_moves()
        turn = state.play_turn(moves[k % len(moves)])
        for e in turn.events:
            assert sum(h or 0 for h in e.holes) + sum(e.bowls) + e.hand == TOTAL
        last = turn.events[-1]
        if last.kind != "game_end":
            assert (last.holes, last.bowls) == (turn.state.holes, turn.state.bowls)
        state = turn.state


def test_a_position_past_the_table_s_limits_is_refused():
    for text, words in (
        ("5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.99.0.s", "it counts 99 turns without a seed reaching a bowl, more than a round allows (59)"),
        ("5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.999999.0.0.s", "it is in round 999999"),
        ("5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.5000.s", "it is 5000 turns into the game"),
    ):
        try:
            State.from_text(text)
        except ValueError as e:
            assert words in str(e)
        else:
            raise AssertionError(f"{text} was accepted")
    assert State.from_text("5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.59.0.s").stall == 59
