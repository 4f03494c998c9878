"""Congeners position strings: every position a real game reaches round-trips and is accepted; what no
game reaches is refused with a short reason in a reader's words (issue 12, "Bad input")."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import congeners
from pygames.congeners import State, initial_state, parse_move
from positions import assert_round_trips, page_states, random_game, refusal

SETUP = ["black 0,0", "black 1,0", "white -3,0", "white -3,1"]
START = "6.1000.3_m.b.b.0.0_b0.0.1.0_w-3.0.-3.1"  # a real game after the setup: the second player took White
AFTER_ONE = "6.1000.3_m.w.b.1.0_b1.-3.1.-1.1.0_w-3.0.-3.1"  # ... after Black's 0,0-1,-1 @1,-3
# Worked example 7 (size 5, composed): White bites 1,0x3,0 and places @1,0, Black bites back 3,-2x3,0 @3,-2.
CYCLE_BLACK = "b2.-2.3.-2.4.-1.4.0"
CYCLE_WHITE = "w0.0.1.0.2.1.3.0.3.1"
CYCLE = "x1.0.3.0~p1.0~x3.-2.3.0~p3.-2"


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([5, 6, 7]), st.integers(1, 40), st.integers(2, 4))
def test_every_position_of_a_random_game_is_accepted_and_round_trips(rng, size, max_plies, repetitions):
    for state in random_game(initial_state(size=size, max_plies=max_plies, repetitions=repetitions), rng):
        assert_round_trips(state)


def test_the_positions_of_a_repeating_game_are_accepted():
    start = State.from_stones(
        black=[(3, 0), (4, -1), (4, 0), (3, -2), (2, -2)], white=[(0, 0), (1, 0), (2, 1), (3, 1)], to_move="white", size=5,
    )
    state = start
    for step in ["1,0x3,0", "@1,0", "3,-2x3,0", "@3,-2"] * 2:
        state = state.play(step)
        assert_round_trips(state)
    assert state.ending == "repetition"


@pytest.mark.parametrize(
    "text, message",
    [
        pytest.param(
            "6." + "9" * 100_000 + ".3_m.b.b.0.0_b0.0.1.0_w-3.0.-3.1",
            "a number in the options is 100000 digits long: no game has one", id="a-100000-digit-number",
        ),
        pytest.param(
            "6.01000.3_m.b.b.0.0_b0.0.1.0_w-3.0.-3.1",
            "a number in the options is written '01000'; the site writes it '1000'", id="leading-zero",
        ),
        pytest.param(
            "6.1000.3_m.b.b.0.0_b-0.0.1.0_w-3.0.-3.1",
            "a number in the black stones is written '-0'; the site writes it '0'", id="minus-zero",
        ),
        pytest.param(
            "6.1000.3_m.b.n.0.0_b" + ".".join(["0.0"] * 25_000) + "_w",
            "25000 black stones do not fit on the board of side 6: it has 91 cells", id="100-kb-of-stones",
        ),
        pytest.param(
            "6.1000.3_m.b.b.0.0_b1.0.0.0_w-3.0.-3.1",
            "the black stones must be listed in order, by q then r: (0,0) is listed after (1,0)", id="stones-out-of-order",
        ),
        pytest.param(
            START + "_t" + "~".join(["z"] * 30_000), "the trail has 30000 steps, but 0 turns make at most 1", id="100-kb-of-trail",
        ),
        pytest.param(
            "6.5.3_o.b.n.6.0_b0.0.1.0_w-3.0.-3.1",
            "it is 6 turns into the game, but the game ends after 5 turns", id="past-the-turn-cap",
        ),
        pytest.param(
            "6.5.3_m.w.n.5.0_b0.0.1.0_w-3.0.-3.1",
            "it is 5 turns into the game, its limit: the game is over, so it cannot go on", id="in-play-at-the-turn-cap",
        ),
        pytest.param(
            f"5.1000.3_m.b.n.1.0_{CYCLE_BLACK}_{CYCLE_WHITE}_tp1.0",
            "the trail holds the placement @1,0 without the move before it", id="trail-placement-alone",
        ),
        pytest.param(
            f"5.1000.3_m.w.n.0.0_{CYCLE_BLACK}_w0.0.2.1.3.0.3.1_tx1.0.3.0",
            "the trail holds the move 1,0x3,0 without the placement after it", id="trail-move-unplaced",
        ),
        pytest.param(
            f"5.1000.3_m.b.n.1.0_{CYCLE_BLACK}_{CYCLE_WHITE}_tm1.0.3.0~p1.0",
            "the trail holds the slide 1,0-3,0, but a turn without a bite adds a stone for good and starts the trail again",
            id="trail-slide",
        ),
        pytest.param(
            "6.1000.3_o.w.n.1.2_b0.0.1.0_w-3.0.-3.1_tz~z",
            "the trail holds 2 turns, but the game has had only 1 turn", id="trail-longer-than-the-game",
        ),
        pytest.param(
            "6.1000.3_m.b.n.0.1_b0.0.1.0_w-3.0.-3.1",
            "the position counts 1 as the passes in a row, but its trail ends with 0", id="passes-not-in-the-trail",
        ),
        pytest.param(
            f"5.1000.3_m.w.n.4.0_b2.-2.3.-2.3.0.4.-1.4.0_w0.0.1.0.2.1.3.1_t{CYCLE}~{CYCLE}",
            "this position has occurred 3 times: the game ended at the third time, so it cannot go on",
            id="in-play-after-the-last-repetition",
        ),
        pytest.param(
            f"5.1000.3_m.b.n.5.0_{CYCLE_BLACK}_{CYCLE_WHITE}_t{CYCLE}~{CYCLE}~x1.0.3.0~p1.0",
            "a position of the trail occurred 3 times: the game ended at the third time, so what follows was never played",
            id="play-after-the-last-repetition",
        ),
        pytest.param(
            "6.1000.3_m.w.b.0.0_b0.0.1.0_w-3.0.-3.1",
            "no turn has been played, so it is Black's turn, not White's: Black plays the first turn", id="white-moves-first",
        ),
        pytest.param(
            AFTER_ONE.replace("_m.w.", "_m.b."),
            "after 1 turn it is White's turn, not Black's: Black plays the first turn and the players take turns",
            id="turn-against-the-count",
        ),
        pytest.param(
            "6.1000.3_p.b.b.0.0.1.-1_b1.-1.1.0_w-3.0.-3.1",
            "in the place phase the trail ends with the move just made", id="placement-owed-with-no-move",
        ),
        pytest.param(
            AFTER_ONE.replace("_b1.-3.1.-1.1.0_", "_b1.-3.1.-1.1.0.2.0_"),
            "Black has 4 stones after 1 turn: the setup gives 2 and Black has played 1 turn, each adding at most one",
            id="more-stones-than-turns",
        ),
        pytest.param(
            "6.1000.3_m.b.b.2.0_b0.0.1.0_w-3.0",
            "only 3 stones on the board: the setup puts down 4 and a turn places a stone for any it bites, "
            "so a game has at least 4 here",
            id="fewer-stones-than-the-setup",
        ),
        pytest.param(
            "6.1000.3_m.b.b.0.0_b0.0.2.0_w-3.0.-3.1",
            "no turn has been played, so the board holds the setup: two touching black stones and two touching white ones, apart",
            id="not-the-setup",
        ),
        pytest.param("9.1000.3_m.b.n.0.0_b_w", "the board side must be 5, 6 or 7, not 9", id="unknown-board-size"),
    ],
)
def test_a_position_no_game_reaches_is_refused_with_the_reason(text, message):
    assert refusal(State, text) == message


def test_the_refused_strings_are_one_step_from_accepted_ones():
    """Each refusal above is about its one fault: the same position written right is accepted."""
    for text in [
        START,
        AFTER_ONE,
        "6.5.3_o.b.n.5.0_b0.0.1.0_w-3.0.-3.1",
        f"5.1000.3_m.b.n.1.0_{CYCLE_BLACK}_{CYCLE_WHITE}_tx1.0.3.0~p1.0",
        f"5.1000.3_o.w.n.4.0_b2.-2.3.-2.3.0.4.-1.4.0_w0.0.1.0.2.1.3.1_t{CYCLE}~{CYCLE}",
        "6.1000.3_p.b.b.0.0.1.-1_b1.-1.1.0_w-3.0.-3.1_tm0.0.1.-1",
    ]:
        assert State.from_text(text).to_text() == text
    real = initial_state()
    for step in SETUP + ["choose white"]:
        real = real.play(step)
    assert real.to_text() == START and real.play("0,0-1,-1").play("@1,-3").to_text() == AFTER_ONE


def test_a_100_kb_string_is_refused_in_a_short_sentence():
    for text in ["A" * 100_000, "9" * 100_000, "_".join(["9" * 25_000] * 4), START + "_t" + "m" + "9" * 100_000]:
        refusal(State, text)


def test_the_notation_refuses_a_huge_number_in_words():
    for text in [f"{'9' * 100_000},0-1,0", f"@0,{'9' * 100_000}"]:
        with pytest.raises(ValueError) as caught:
            parse_move(text)
        message = str(caught.value)
        assert message.endswith("has a number 100000 digits long: no board has such a cell") and len(message) < 120


def test_the_json_form_is_checked_the_same_way():
    with pytest.raises(ValueError, match="it is 6 turns into the game, but the game ends after 5 turns"):
        State.from_dict({"stones": {"black": [[0, 0], [1, 0]]}, "phase": "over", "plies": 6, "max_plies": 5})


def test_every_position_of_the_pages_is_accepted_and_one_step_on():
    seen = 0
    for state in page_states(congeners):
        assert_round_trips(state)
        for move in state.legal_moves()[:60]:  # the reader's first click on the board
            assert_round_trips(state.play(move))
        seen += 1
    assert seen > 10
