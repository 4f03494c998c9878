"""The board checks ("Board") and worked examples ("Worked examples") of rules/palanquee.md,
one test each (``test_example_<n>_...`` is example n there), then the turn structure, the
opening, ko, the end, the messages, the notation and the drawing."""

import json
import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote

import pytest

from pygames import IllegalMove
from pygames.palanquee import State, initial_state, parse_move, render_svg
from pygames.palanquee.board import BLUE, INDEX, NAMES, NEIGH, RED, STEP, board_cells
from pygames.palanquee.text import Move, distance, neighbours
from pygames.palanquee.words import summary


def position(black_seeds="", black_grains="", white_seeds="", white_grains="", to_move="black", **extra):
    """A position at the start of ``to_move``'s turn, outside the opening, from the spec's minimum fields."""
    board = {}
    for cells, piece in (
        (black_seeds, "black seed"), (black_grains, "black grain"), (white_seeds, "white seed"), (white_grains, "white grain"),
    ):
        for c in cells.split():
            assert c not in board, c
            board[c] = piece
    return State.from_dict({"board": board, "to_move": to_move, **extra})


def board_of(state):
    return state.to_dict()["board"]


# -- the board (rules/palanquee.md, "Board") ---------------------------------------------


def test_board_has_313_cells_in_19_columns():
    cells = board_cells()
    assert len(cells) == 313 and len(set(cells)) == 313
    columns = {}
    for c in cells:
        columns.setdefault(c[0], []).append(int(c[1:]))
    assert "".join(columns) == "SRQPONMLKJIHGFEDCBA"
    for letter, rows in columns.items():
        expected = 16 if letter in "SQOMKIGECA" else 17
        assert rows == list(range(1, expected + 1)), letter


def test_263_cells_have_6_neighbours_and_50_have_4():
    counts = [len(NEIGH[i]) for i in range(313)]
    assert counts.count(6) == 263 and counts.count(4) == 50 and len(counts) == 313


def test_neighbours_of_b1_and_a1():
    assert set(neighbours("B1")) == {"B17", "B2", "A1", "C1"}
    assert set(neighbours("A1")) == {"A16", "A2", "B1", "B2"}
    assert neighbours("B1") == ["B17", "B2", "A1", "C1"]
    assert neighbours("A1") == ["A16", "A2", "B1", "B2"]


def test_adjacency_is_symmetric():
    for i in range(313):
        for n in NEIGH[i]:
            assert i in NEIGH[n]


def test_columns_wrap_and_diagonals_end_at_the_blue_line():
    n, s = 0, 3  # directions N and S
    assert NAMES[STEP[n][INDEX["B1"]]] == "B17" and NAMES[STEP[s][INDEX["B17"]]] == "B1"
    assert NAMES[STEP[n][INDEX["A1"]]] == "A16" and NAMES[STEP[s][INDEX["S16"]]] == "S1"
    # B1 is a raised column's top cell: both upward diagonals leave through the blue line
    assert STEP[1][INDEX["B1"]] == BLUE and STEP[5][INDEX["B1"]] == BLUE
    assert STEP[2][INDEX["B17"]] == BLUE and STEP[4][INDEX["B17"]] == BLUE


def test_the_red_line_is_left_of_s_and_right_of_a():
    for cell in ("S1", "S9", "S16"):
        assert STEP[4][INDEX[cell]] == RED and STEP[5][INDEX[cell]] == RED
    for cell in ("A1", "A9", "A16"):
        assert STEP[1][INDEX[cell]] == RED and STEP[2][INDEX[cell]] == RED


def test_distance_counts_steps_across_the_seam():
    assert distance("B1", "B17") == 1
    assert distance("K7", "K9") == 2
    assert distance("I9", "J11") == 2
    assert distance("S1", "A1") == 18


# -- the worked examples (rules/palanquee.md, "Worked examples") ----------------------------


def test_example_1_a_simple_capture():
    s = position("K7", "I7 I8 J7 K8", "J11", "J9 J10")
    after, words, _ = s.play_report("grow I9")
    board = board_of(after)
    assert "J9" not in board and board["I9"] == "black grain"
    assert board["J10"] == "white grain" and board["J11"] == "white seed"
    assert after.reserve_of("white")["grains"] == 50 - 1  # J10 on the board, J9 back in reserve
    assert after.lost_of("white") == 0
    assert words.startswith("Black grows a grain at I9 and captures White's grain J9.")
    assert after.to_move == "white" and after.turn == 1


def test_example_2_a_capture_with_an_extra_dead_plant():
    s = position("L9", "H7 H8 H9 H10 I6 J6 K6 L7 L8", "K10", "J8 J9 J10 K9 K11")
    after, words, _ = s.play_report("grow I10")
    board = board_of(after)
    for gone in ("J10", "K9", "J8", "J9"):
        assert gone not in board
    assert board["K10"] == "white seed" and board["K11"] == "white grain"
    assert after.reserve_of("white")["grains"] == 49
    assert "captures White's grains K9 and J10" in words
    assert "White's grains J8 and J9, cut off from every seed, go too" in words


def test_example_3_suicide_is_illegal():
    s = position("L9", "H7 H8 H9 H10 I6 I10 J6 K6 L7 L8", "K10", "K9 K11", to_move="white")
    assert "grow J10" not in {str(m) for m in s.legal_moves()}
    assert "J10" not in s.targets("grow")
    with pytest.raises(IllegalMove) as e:
        s.play("grow J10")
    message = str(e.value)
    assert message.startswith("suicide:")
    assert "J10" in message and "K9" in message and "L9" in message and "I10" in message
    assert message == "suicide: your grains J10 and K9 would stand between L9 and I10"


def test_example_4_not_a_suicide():
    s = position("L9", "H7 H8 H9 H10 I6 I10 J6 K6 L7 L8", "K10", "K9 K11 G9 G10 H11 I11 J11", to_move="white")
    assert "grow J10" in {str(m) for m in s.legal_moves()}
    after, words, _ = s.play_report("grow J10")
    board = board_of(after)
    assert "I10" not in board and board["J10"] == "white grain" and board["K9"] == "white grain"
    assert "captures Black's grain I10" in words


def test_example_5_capture_against_the_red_line():
    s = position("S2", "R3 Q3 P4", to_move="white")
    assert s.sow_only  # White has no piece on the board: this turn is one sow
    after, words, _ = s.play_report("sow O4")
    assert board_of(after) == {"O4": "white seed"}
    assert after.lost_of("black") == 1  # Black's seed left the game
    assert after.reserve_of("black") == {"seeds": 2, "grains": 50}
    assert "captures Black's seed S2 and grains R3, Q3 and P4" in words
    assert after.winner() is None and after.to_move == "black" and after.sow_only


def test_example_5_with_black_s_last_seed_white_wins():
    s = position("S2", "R3 Q3 P4", to_move="white", reserve={"black": {"seeds": 0}})
    assert s.lost_of("black") == 2
    after = s.play("sow O4")
    assert after.is_over() and after.winner() == "white" and after.ending == "seeds"
    assert after.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        after.play("sow K7")


EXAMPLE_6 = dict(
    white_seeds="Q5 O9",
    white_grains="P5 P6 P7 P8 P11 P12 P15 P16 O4 O6 O8 O10 O12 O13 O14",
    black_seeds="L6",
    black_grains="O2 N3 M3 M4 M5 M7 M8 M10 M12 M13 M15 L2 L3 L4 L7 L9 L10 L11 L12 L14 L15 L16",
    to_move="white",
)


def test_example_6_saturation():
    from pygames.palanquee.captures import _saturated

    s = position(**EXAMPLE_6)
    assert not any(_saturated(s.board, x) for x in range(19))  # no column is saturated
    after, words, _ = s.play_report("grow O16")
    board = board_of(after)
    assert not any(c.startswith("O") for c in board)  # every piece in O goes, both colours
    for gone in ("P11", "P12", "P15", "P16"):
        assert gone not in board  # cut off from every seed
    for stays in ("Q5", "P5", "P6", "P7", "P8"):
        assert board[stays].startswith("white")
    assert after.lost_of("white") == 1  # O9 left the game
    assert after.lost_of("black") == 0
    # M is not saturated (M1-M2 are empty); L is not, only because L17 and L1 touch
    for c in EXAMPLE_6["black_grains"].split():
        if c[0] in "ML":
            assert board[c] == "black grain"
    assert "column O is saturated" in words
    assert after.reserve_of("white")["grains"] == 50 - 4  # P5..P8 stay
    assert after.reserve_of("black")["grains"] == 50 - 21  # only O2 came back


def test_example_6_needs_the_l17_l1_adjacency():
    """With L17 filled too, column L would have no two empty neighbours: it would be saturated."""
    from pygames.palanquee.captures import _saturated

    s = position(**EXAMPLE_6)
    b = bytearray(s.board)
    b[INDEX["L1"]] = 1
    assert _saturated(bytes(b), 7)  # L1 filled: only L17 stays empty (with L8, L13)
    assert not _saturated(s.board, 7)


# -- the turn ------------------------------------------------------------------------


def test_first_turns_are_one_sown_seed_each():
    s = initial_state()
    assert s.sow_only and s.to_move == "black"
    assert all(m.kind == "sow" for m in s.legal_moves()) and len(s.legal_moves()) == 313
    with pytest.raises(IllegalMove, match="opening: Black has no piece on the board"):
        s.play("grow K7")
    s = s.play("sow K7")
    assert s.to_move == "white" and s.sow_only and s.turn == 1
    # the second player's first seed at least 3 cells from the first
    with pytest.raises(IllegalMove) as e:
        s.play("sow K9")
    assert str(e.value) == (
        "opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; K9 is 2 from K7"
    )
    assert "sow K10" in {str(m) for m in s.legal_moves()}
    s = s.play("sow K10")
    assert s.to_move == "black" and s.owed_seeds() == ["K7"] and not s.sow_only


def test_the_opening_distance_lasts_three_turns_each():
    s = initial_state().play("sow K7").play("sow K11")
    for step in ("grow K6", "grow K12", "grow K5", "grow K13"):
        assert s.opening[s.side] > 0
        enemy = [c for c, p in board_of(s).items() if not p.startswith(s.to_move)]
        for m in s.legal_moves():
            if m.kind in ("grow", "grow-seed", "sow", "move"):
                assert all(distance(m.cell, e) >= 3 for e in enemy), m
        s = s.play(step)
    assert s.opening == (0, 0)
    s = s.play("grow K8")
    s = s.play("grow K10")  # 2 from Black's K8: allowed after the first three turns
    assert board_of(s)["K10"] == "white grain"


def test_opening_message_for_a_grow():
    s = initial_state().play("sow K7").play("sow K10")
    with pytest.raises(IllegalMove) as e:
        s.play("grow K8")
    assert str(e.value) == (
        "opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; K8 is 2 from K10"
    )
    assert s.targets("grow") == {"K6", "L7", "J7", "L8", "J8"}


def test_each_seed_owes_one_action_and_the_turn_ends_after_them():
    s = position("K7 C5", "K8", "A10")
    assert s.owed_seeds() == ["K7", "C5"]  # board order: columns S to A
    s = s.play("grow K9")
    assert s.to_move == "black" and s.owed_seeds() == ["C5"]
    with pytest.raises(IllegalMove, match="has no action left this turn"):
        s.play("grow K10")
    s = s.play("grow C6")
    assert s.to_move == "white" and s.turn == 1


def test_an_ambiguous_action_names_the_seeds():
    # K7 and M7 are separate plants; L8 touches both
    s = position("K7 M7", "", "A10")
    with pytest.raises(IllegalMove) as e:
        s.play("grow L8")
    assert str(e.value) == "ambiguous: both your seeds M7 and K7 could spend this action; write M7: grow L8 or K7: grow L8"
    moves = {str(m) for m in s.legal_moves()}
    assert {"K7: grow L8", "M7: grow L8"} <= moves and "grow L8" not in moves
    after = s.play("K7: grow L8")
    assert after.owed_seeds() == ["M7"]  # the plants merged, M7 still owes its action
    after = after.play("grow L9")
    assert after.to_move == "white"


def test_seeds_of_one_plant_may_spend_without_the_prefix():
    s = position("K7 K9", "K8", "A10")
    m = s.check("grow K10")
    assert m == Move("grow", "K10", None, "K7")  # the first seed in board order
    assert s.check("recoil K9") == Move("recoil", "K9", None, "K9")  # the recoiled seed spends its own action
    assert s.check("K9: grow K10") == Move("grow", "K10", None, "K9")


def test_actions_follow_their_seeds_when_a_plant_splits():
    # one plant K7-K8-K9 with two seeds; trimming K8 splits it
    s = position("K7 K9", "K8", "A10")
    after = s.play("K7: trim K8")
    assert after.owed_seeds() == ["K9"]
    assert after.targets("grow") == {"K10", "J9", "J10", "L9", "L10", "K8"}
    with pytest.raises(IllegalMove, match="no action left"):
        after.play("grow K6")


def test_a_seed_captured_mid_turn_loses_its_action():
    # column S holds a black plant with seeds S9 and S12; growing S1 saturates it
    grains = " ".join(f"S{n}" for n in range(3, 17) if n not in (9, 12))
    s = position("S9 S12 K7", grains, "A10")
    assert s.owed_seeds() == ["S9", "S12", "K7"]
    after, words, _ = s.play_report("S9: grow S1")
    assert "column S is saturated" in words
    assert after.lost_of("black") == 2
    assert after.owed_seeds() == ["K7"] and after.to_move == "black"


def test_remaining_actions_with_no_legal_use_are_forfeited():
    # K7 is a lone seed with nothing in reserve: it can do nothing
    s = position("K7 C5", "C6", "A10", reserve={"black": {"seeds": 0, "grains": 0}, "white": {"seeds": 0, "grains": 0}})
    assert s.lost == (1, 2)
    assert {m.kind for m in s.legal_moves()} == {"move", "trim"}
    after, words, _ = s.play_report("move C6 C4")
    assert "remaining action has no legal use" in words
    # White's lone seed cannot act either: its turn is forfeited, and Black plays again
    assert after.to_move == "black" and after.turn == 2
    assert "1 turn forfeited" in words


def test_sow_replaces_an_action():
    s = position("K7", "", "A10")
    after = s.play("sow C3")
    assert after.to_move == "white" and board_of(after)["C3"] == "black seed"
    assert after.reserve_of("black")["seeds"] == 1


def test_move_rules():
    s = position("K7", "K8 K9", "A10")
    with pytest.raises(IllegalMove, match="K7 is a seed: only grains move"):
        s.play("move K7 K6")
    with pytest.raises(IllegalMove, match="not next to the rest of the plant"):
        s.play("move K9 K11")
    # K9 moves next to K8, the rest of the plant
    assert "K10" not in s.targets("move", source="K9")  # next to K9 itself only
    assert s.targets("move", source="K9") == {"K6", "L7", "L8", "J7", "J8", "L9", "J9"}
    assert s.targets("move") == {"K8", "K9"}
    # moving K8 away cuts K9 off: it dies
    after = s.play("move K8 K6")
    assert board_of(after) == {"K7": "black seed", "K6": "black grain", "A10": "white seed"}


def test_recoil_rules():
    s = position("K7", "K8", "A10")
    with pytest.raises(IllegalMove, match="has only one seed"):
        s.play("recoil K7")
    s = position("K7 K10", "K8 K9 K11", "A10")
    with pytest.raises(IllegalMove, match="would leave grains without a seed"):
        s.play("recoil K10")  # K11 would be left without a seed
    after = s.play("K7: recoil K7")
    assert after.reserve_of("black")["seeds"] == 2 and after.owed_seeds() == ["K10"]
    # spent by K10, the recoil of K7 also takes K7's own action away
    after = s.play("K10: recoil K7")
    assert after.to_move == "white"


def test_trim_returns_a_grain_and_drops_dead_parts():
    s = position("K7", "K8 K9 K10", "A10")
    after = s.play("trim K8")
    assert board_of(after) == {"K7": "black seed", "A10": "white seed"}
    assert after.reserve_of("black")["grains"] == 50


# -- ko ------------------------------------------------------------------------------


def test_second_ko_rule_forbids_taking_back_a_single_capture_at_once():
    s = position("K8", "", "K5 K7", to_move="black")
    s = s.play("sow K6")  # captures the single white seed K7 (K6-K7-K8)
    assert board_of(s)["K6"] == "black seed" and "K7" not in board_of(s)
    assert s.to_move == "white" and s.ko == ((INDEX["K6"], INDEX["K7"]),)
    assert "sow K7" not in {str(m) for m in s.legal_moves()}
    with pytest.raises(IllegalMove) as e:
        s.play("sow K7")
    assert str(e.value).startswith("ko: placing at K7 to capture the single piece at K6")
    s = s.play("grow K4").play("grow J6")
    # one turn later the recapture is allowed
    assert "sow K7" in {str(m) for m in s.legal_moves()}


def test_second_ko_rule_holds_in_a_position_that_names_no_previous_board():
    # Set up by hand (no previous turn's board): the recapture's cell K7 is then not among the cells
    # that differ from a previous board, and only the ko pair itself can make the engine look at it.
    s = position("K8", "", "K5 K7", to_move="black").play("sow K6")
    data = s.to_dict()
    data["previous"] = None
    bare = State.from_dict(data)
    assert bare.previous is None and bare.ko == ((INDEX["K6"], INDEX["K7"]),)
    assert "sow K7" not in {str(m) for m in bare.legal_moves()}
    assert "K7" not in bare.targets("sow")
    with pytest.raises(IllegalMove) as e:
        bare.play("sow K7")
    assert str(e.value).startswith("ko: placing at K7 to capture the single piece at K6")
    # the same position with the pair forgotten: the capture is allowed
    data["ko"] = []
    assert "sow K7" in {str(m) for m in State.from_dict(data).legal_moves()}


def test_first_ko_rule_forbids_ending_a_turn_as_the_previous_one_ended():
    previous = {"board": {"K7": "black seed", "L8": "black grain", "C12": "white seed"}}
    s = position("K7", "K8", "C12", previous=previous)
    with pytest.raises(IllegalMove) as e:
        s.play("move K8 L8")
    assert str(e.value) == "ko: this would end your turn with the same board and reserves as at the end of your previous turn"
    assert "L8" not in s.targets("move", source="K8")
    # with a second action to come, the same move does not end the turn: allowed
    previous = {"board": {"K7": "black seed", "L8": "black grain", "C12": "white seed", "E3": "black seed"}}
    s = position("K7 E3", "K8", "C12", previous=previous)
    after = s.play("move K8 L8")
    assert after.to_move == "black" and after.owed_seeds() == ["E3"]


def test_play_remembers_the_previous_turn_for_the_first_ko_rule():
    s = initial_state().play("sow K7").play("sow K12")
    s = s.play("grow K6")
    # White to move: its previous turn ended with Black's K7 and its own K12
    assert s.to_move == "white"
    assert board_of(State(board=s.previous[0])) == {"K7": "black seed", "K12": "white seed"}
    assert s.start[0] == s.board


# -- the end -------------------------------------------------------------------------


def test_both_last_seeds_in_one_action_is_a_draw():
    s = position(
        "S3", "S4 S5 S6 S7 S8", "S9", "S10 S11 S12 S13 S14 S15 S16",
        reserve={"black": {"seeds": 0}, "white": {"seeds": 0}},
    )
    after = s.play("grow S2")
    assert after.is_over() and after.winner() == "draw" and after.lost == (3, 3)
    assert after.describe().startswith("Game over: a draw")


def test_turn_cap_is_a_draw():
    s = position("K7", "", "A10", turn=9, max_turns=10)
    after = s.play("grow K8")
    assert after.is_over() and after.winner() == "draw" and after.ending == "cap" and after.turn == 10


# -- notation, positions, messages ------------------------------------------------------


def test_notation_round_trips():
    for text in ["grow I9", "grow-seed I9", "move J7 I9", "trim J7", "recoil K7", "sow O4", "K7: grow I9", "B17: move A1 A16"]:
        assert str(parse_move(text)) == text
    assert parse_move("move J7 I9") == Move("move", "I9", "J7")
    with pytest.raises(ValueError, match="not a cell of the board"):
        parse_move("grow T4")
    with pytest.raises(ValueError, match="not a Palanquée action"):
        parse_move("move J7")


def test_position_strings_are_url_safe_and_round_trip():
    s = position(**EXAMPLE_6)
    text = s.to_text()
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-~")
    assert State.from_text(text) == s
    mid = position("K7 C5", "K8", "A10").play("grow K9")
    assert State.from_text(mid.to_text()) == mid and mid.owed_seeds() == ["C5"]
    assert State.from_dict(json.loads(json.dumps(mid.to_dict()))) == mid


def test_to_dict_has_the_spec_fields():
    d = position("K7", "K8", "A10").to_dict()
    assert d["board"] == {"K7": "black seed", "K8": "black grain", "A10": "white seed"}
    assert d["reserve"] == {"black": {"seeds": 2, "grains": 49}, "white": {"seeds": 2, "grains": 50}}
    assert d["lost"] == {"black": 0, "white": 0}
    assert (d["to_move"], d["turn"], d["winner"]) == ("black", 0, None)
    assert d["owed"] == ["K7"] and d["sow_only"] is False


def test_bad_positions_say_what_is_wrong():
    with pytest.raises(ValueError, match="touches no black seed"):
        State.from_dict({"board": {"K7": "black grain"}})
    with pytest.raises(ValueError, match="not a cell of the board"):
        State.from_dict({"board": {"Z9": "black seed"}})
    with pytest.raises(ValueError, match="a piece is"):
        State.from_dict({"board": {"K7": "black stone"}})
    with pytest.raises(ValueError, match="not the 3 seeds of each player"):
        State.from_dict({"board": {"K7": "black seed"}, "reserve": {"black": {"seeds": 3}}, "lost": {"black": 0}})
    with pytest.raises(ValueError, match="the winner here is None"):
        State.from_dict({"board": {"K7": "black seed"}, "winner": "white"})
    with pytest.raises(ValueError, match="9 parts"):
        State.from_text("500_b.0.33")
    with pytest.raises(ValueError):
        State.from_text("500_b.0.33_0.0.3.50.3.50_!!_s_00_n__")


def test_illegal_actions_name_the_rule():
    s = position("K7", "K8", "C12")
    cases = {
        "grow K7": "K7 is not empty",
        "grow C3": "C3 is not next to any of your plants",
        "trim K7": "K7 is a seed",
        "trim C12": "C12 is not one of your grains",
        "recoil C12": "C12 is not one of your seeds",
        "C12: grow K9": "C12 is not one of your seeds",
        "sow K8": "K8 is not empty",
    }
    for move, reason in cases.items():
        with pytest.raises(IllegalMove) as e:
            s.play(move)
        assert reason in str(e.value), (move, str(e.value))


def test_describe_and_summary():
    s = position("K7 C5", "K8", "A10")
    assert s.describe() == (
        "Black to play, turn 1: 2 actions left, owed by seeds K7 and C5. "
        "Reserves: Black 1 seed, 49 grains; White 2 seeds, 50 grains."
    )
    assert summary(s, "move K8 L8") == "Black moves the grain K8 to L8."
    after, words, _ = s.play_report("grow K9")
    assert words == "Black grows a grain at K9." and after.to_move == "black"
    with pytest.raises(IllegalMove, match="the plant of seed K7 has no action left this turn"):
        after.play("trim K9")
    after, words, _ = after.play_report("grow C6")
    assert words == "Black grows a grain at C6. The turn ends."


# -- the drawing -----------------------------------------------------------------------


def test_drawing_names_every_cell_and_its_neighbours():
    s = position("K7", "K8", "A10")
    svg = render_svg(s)
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    cells = [g for g in root.iter(ns + "g") if "pg-cell" in g.get("class", "").split()]
    assert len(cells) == 313
    by_name = {g.get("data-cell"): g for g in cells}
    assert by_name["K7"].get("aria-label") == "K7, black seed"
    assert by_name["K8"].get("aria-label") == "K8, black grain"
    assert by_name["A10"].get("aria-label") == "A10, white seed"
    assert by_name["K9"].get("aria-label") == "K9, empty"
    assert by_name["B1"].get("data-neighbours").split() == ["B17", "B2", "A1", "C1"]
    assert "pg-legal" not in svg  # nothing marked without targets
    assert root.find(ns + "title").text.startswith("Palanquée board of 313 cells.")
    assert root.get("aria-label") == root.find(ns + "title").text


def test_drawing_marks():
    s = position("K7", "K8", "A10")
    svg = render_svg(
        s, targets=s.targets("grow"), selected="K8", hint=["move K8 K6"], last="grow K8", label="Custom", standalone=True,
    )
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    classes = {g.get("data-cell"): g.get("class").split() for g in root.iter(ns + "g") if g.get("data-cell")}
    assert sorted(c for c, k in classes.items() if "pg-legal" in k) == sorted(s.targets("grow"))
    assert "pg-selected" in classes["K8"] and "pg-last" in classes["K8"]
    assert "pg-hint" in classes["K6"] and "pg-hint" in classes["K8"]
    assert root.get("aria-label") == "Custom" and "<style>" in svg
    assert "pg-legal" not in render_svg(s, targets=["K9"], playable=False)


def test_drawing_has_the_lines_and_coordinates():
    svg = render_svg(initial_state())
    assert svg.count('class="pg-seam"') == 2 and svg.count('class="pg-red-line"') == 2
    labels = unquote(re.search(r'<image class="pg-labels"[^"]*(?:"[^"]*"[^"]*)*?xlink:href="data:image/svg\+xml,([^"]*)"', svg).group(1))
    for letter in "SRQPONMLKJIHGFEDCBA":  # drawn in the labels' picture (markup.label_image), top and bottom
        assert labels.count(f">{letter}</text>") == 2
    assert labels.count(">16</text>") == 2


def test_a_set_up_position_without_a_legal_action_settles_to_the_next_turn():
    s = position("K7", "", "C5", "C6", reserve={"black": {"seeds": 0, "grains": 0}})
    assert s.legal_moves() == [] and not s.is_over()
    assert "None has a legal use." in s.describe()
    after = s.settle()
    assert after.to_move == "white" and after.turn == 1 and after.legal_moves()
    assert initial_state().settle() == initial_state()
