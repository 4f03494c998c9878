"""The worked examples of rules/pallanguzhi.md ("Worked examples"), one test each:
``test_example_<n>_...`` is example n there; then the options and refusals of its rules."""

import pytest

from pygames import IllegalMove
from pygames.pallanguzhi import State, initial_state, parse_move
from pygames.pallanguzhi.rules import Options


def laps(turn):
    return sum(1 for e in turn.events if e.kind in ("pick", "relay"))


def kinds(turn, kind):
    return [e for e in turn.events if e.kind == kind]


def test_example_1_opening_s1():
    turn = initial_state().play_turn(parse_move("S1"))
    assert laps(turn) == 5
    assert [e.hole for e in turn.events if e.kind in ("pick", "relay")] == [0, 6, 12, 4, 11]  # S1 S7 N6 S5 N5
    assert not kinds(turn, "pasu")
    (capture,) = kinds(turn, "capture")
    assert capture.hole == 5 and capture.count == 7  # S6, 7 seeds
    assert turn.state.board_text() == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"
    assert turn.state.bowls == (7, 0)
    assert turn.state.to_move == "north"


def test_example_2_pasu_for_each_side():
    state = initial_state().play(parse_move("S1"))
    turn = state.play_turn(parse_move("N1"))
    assert laps(turn) == 6
    pasus = [(e.hole, e.bowls) for e in kinds(turn, "pasu")]
    assert [h for h, _ in pasus] == [0, 12]  # S1 for South, then N6 for North
    (capture,) = kinds(turn, "capture")
    assert capture.hole == 6 and capture.count == 3  # S7 = 3 for North
    assert turn.state.board_text() == "1 2 11 11 3 0 0 | 0 10 0 1 3 0 10"
    assert turn.state.bowls == (11, 7)


SEQUENCE = [
    ("S1", "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7", (7, 0)),
    ("N1", "1 2 11 11 3 0 0 | 0 10 0 1 3 0 10", (11, 7)),
    ("S4", "2 0 12 1 0 0 1 | 1 11 1 2 0 1 11", (16, 11)),
    ("N3", "2 0 12 1 0 0 1 | 1 11 0 3 0 0 11", (16, 12)),
    ("S3", "3 0 0 2 1 1 2 | 2 12 1 0 1 1 12", (16, 16)),
    ("N7", "0 0 1 3 2 2 3 | 3 13 2 1 2 0 1", (20, 17)),
    ("S5", "0 0 1 3 0 3 0 | 0 14 3 2 0 1 2", (24, 17)),
    ("N2", "1 1 2 0 1 0 1 | 1 1 0 0 1 2 3", (32, 24)),
]


def test_example_3_eight_turns():
    state = initial_state()
    for number, (move, board, bowls) in enumerate(SEQUENCE, 1):
        turn = state.play_turn(parse_move(move))
        state = turn.state
        assert (state.board_text(), state.bowls) == (board, bowls), f"turn {number} ({move})"
        if number == 5:  # wraps round and captures its own, empty, starting hole
            (capture,) = kinds(turn, "capture")
            assert capture.hole == 2 and capture.count == 0
        if number == 8:  # 14 seeds, the last back into N2, three pasus
            assert turn.events[0].count == 14
            first_lap = turn.events[1 : 1 + 14 + len([e for e in turn.events[:30] if e.kind == "pasu"])]
            assert [e.hole for e in first_lap if e.kind == "sow"][-1] == 8
            assert len(kinds(turn, "pasu")) == 3
    assert state.turns == 8 and state.round == 1


def test_example_4_refill_with_a_closed_hole():
    # North's last seed leaves South's row empty on its turn: South 30, North 40 after gathering.
    before = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(30, 39), to_move="north")
    turn = before.play_turn(parse_move("N1"))
    state = turn.state
    assert [e.kind for e in turn.events][-2:] == ["round_end", "refill"]
    assert state.board_text() == "5 5 5 5 5 5 X | 5 5 5 5 5 5 5"
    assert state.bowls == (0, 5)
    assert state.to_move == "south" and state.round == 2 and state.stall == 0
    turn = state.play_turn(parse_move("S1"))
    assert laps(turn) == 4
    assert all(e.hole != 6 for e in turn.events if e.kind == "sow")  # S7 skipped
    (capture,) = kinds(turn, "capture")
    assert capture.hole == 0 and capture.count == 1
    assert turn.state.board_text() == "0 7 7 7 7 0 X | 1 7 7 7 7 7 0"
    assert turn.state.bowls == (1, 5)


def test_example_5_endless_turn():
    state = State.from_board("1 0 1 0 1 1 0 | 1 2 1 0 1 0 2", bowls=(30, 29))
    turn = state.play_turn(parse_move("S6"))
    assert laps(turn) == 91
    assert not kinds(turn, "capture")
    assert [e.kind for e in turn.events][-3:] == ["endless", "round_end", "refill"]
    assert turn.state.round == 2


def test_example_6_endless_turn_with_closed_holes():
    state = State.from_board("1 0 1 0 15 0 0 | 3 0 3 1 0 X X", bowls=(30, 16), to_move="north")
    turn = state.play_turn(parse_move("N4"))
    assert laps(turn) == 13 + 72  # the cycle starts at lap 13 and lasts 72 laps
    assert kinds(turn, "endless") and turn.state.round == 2


def test_lap_cap_is_an_option():
    state = State.from_board("1 0 1 0 1 1 0 | 1 2 1 0 1 0 2", bowls=(30, 29))
    capped = State(**{**state.__dict__, "options": Options(max_laps=10)})
    turn = capped.play_turn(parse_move("S6"))
    assert laps(turn) == 10 and kinds(turn, "endless")


@pytest.mark.parametrize(
    "move, reason",
    [("N1", "North's hole"), ("S8", "not a hole")],
)
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(ValueError, match=reason):
        initial_state().play(parse_move(move))


def test_empty_and_closed_holes_are_refused():
    state = State.from_board("0 7 7 7 7 0 X | 1 7 7 7 7 7 0", bowls=(1, 5))
    with pytest.raises(IllegalMove, match="S1 is empty"):
        state.play(parse_move("S1"))
    with pytest.raises(IllegalMove, match="S7 is closed"):
        state.play(parse_move("S7"))
