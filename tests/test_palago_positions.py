"""Palago position strings: every position a real game reaches round-trips and is accepted; what no
game reaches is refused with a short reason in a reader's words (issue 12, "Bad input")."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import palago
from pygames.palago import State, initial_state, parse_move
from positions import assert_round_trips, page_states, random_game, refusal

SMALLEST_WIN = "-2.1.0_-1.0.4_-1.1.4_0.0.4_0.1.2"  # worked example 2: Light's fifth tile closes a group
RING = "1.-1.0_0.-1.2_-1.0.0_-1.1.4_0.1.0_1.0.2"  # six tiles round the empty cell (0,0)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_position_of_a_random_game_is_accepted_and_round_trips(rng):
    for state in random_game(initial_state(), rng):
        assert_round_trips(state)


@pytest.mark.parametrize(
    "text, message",
    [
        pytest.param(
            "l.0_0.0." + "9" * 100_000, "tile 1 has a number 100000 digits long: no game's table reaches that far",
            id="a-100000-digit-number",
        ),
        pytest.param(
            "l.0_" + "_".join(["0.0.0"] * 20_000), "the table holds 20000 tiles; the game has only 48", id="100-kb-of-tiles",
        ),
        pytest.param("l.1_00.0.0", "tile 1 is written '00.0.0': the site writes it '0.0.0'", id="leading-zero"),
        pytest.param("l.1_-0.0.0", "tile 1 is written '-0.0.0': the site writes it '0.0.0'", id="minus-zero"),
        pytest.param(
            "l.0_0.0.0", "with 1 tile on the table, the next is the second tile of a turn, so the position starts 'l.1', not 'l.0'",
            id="placed-against-the-count",
        ),
        pytest.param(
            "l.1.l_" + SMALLEST_WIN,
            "with 5 tiles on the table, the last was the first tile of a turn, so the position starts 'l.0', not 'l.1'",
            id="placed-against-the-count-once-over",
        ),
        pytest.param(
            "d.0_0.0.0_0.1.0_2.0.0_1.0.0",
            "tile 3 (2,0,0) touches no tile placed before it: every tile goes beside the table",
            id="a-tile-away-from-the-table",
        ),
        pytest.param(
            "l.1.l_" + SMALLEST_WIN + "_1.1.0",
            "tile 5 (0,1,2) closed a group with a bridge, which ended the game: no tile comes after it",
            id="a-tile-after-the-win",
        ),
        pytest.param(
            "d.0_" + RING + "_0.0.0_2.-1.0",
            "tile 7 (0,0,0), the first of its turn, filled the single hole (0,0) without ending the game, "
            "which the rules forbid",
            id="a-single-hole-filled",
        ),
    ],
)
def test_a_position_no_game_reaches_is_refused_with_the_reason(text, message):
    assert refusal(State, text) == message


def test_a_100_kb_string_is_refused_in_a_short_sentence():
    for text in ["A" * 100_000, "9" * 100_000, "l." + "9" * 100_000, "l.0_" + "A" * 100_000]:
        refusal(State, text)


def test_the_move_notation_refuses_a_huge_number_in_words():
    with pytest.raises(ValueError) as caught:
        parse_move(f"({'9' * 100_000},0,0)")
    message = str(caught.value)
    assert message.endswith("has a number 100000 digits long: no game's table reaches that far")
    assert len(message) < 120


def test_the_refused_strings_are_one_step_from_accepted_ones():
    """Each refusal above is about its one fault: the same table written right is accepted."""
    for text in ["l.1_0.0.0", "l.0.l_" + SMALLEST_WIN, "d.0_0.0.0_0.1.0_1.0.0_2.0.0", "d.0_" + RING + "_2.-1.0_0.0.0"]:
        assert State.from_text(text).to_text() == text


def test_every_position_of_the_pages_is_accepted_and_one_tile_on():
    seen = 0
    for state in page_states(palago):
        assert_round_trips(state)
        for move in state.legal_moves():  # the reader's first click on the board
            assert_round_trips(state.play(move))
        seen += 1
    assert seen > 10
