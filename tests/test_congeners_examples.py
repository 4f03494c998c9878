"""The worked examples of rules/congeners.md ("Worked examples"), one test each:
``test_example_<n>_...`` is example n there; then the messages for illegal moves
and bad positions, scoring and the drawing."""

import xml.etree.ElementTree as ET

import pytest

from pygames import IllegalMove
from pygames.congeners import State, initial_state, parse_move, render_svg
from pygames.congeners.board import board_cells
from pygames.congeners.scoring import canonical_shape, compare, score, score_breakdown, shapes_of


def position(black=(), white=(), to_move="black", size=6):
    return State.from_stones(black=black, white=white, to_move=to_move, size=size)


def moves(state):
    return {str(m) for m in state.legal_moves()}


# -- 1. board sizes ------------------------------------------------------------------


def test_example_1_board_sizes():
    assert [len(board_cells(n)) for n in (5, 6, 7)] == [61, 91, 127]
    assert initial_state().size == 6


# -- 2. the first turn after a setup ------------------------------------------------


def test_example_2_four_moves_and_64_turns():
    s = position(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    ms = s.legal_moves()
    assert [str(m) for m in ms] == ["0,0-1,-1", "0,0-0,1", "1,0-1,-1", "1,0-0,1"]
    counts = {str(m): len(s.play(m).legal_moves()) for m in ms}
    assert counts == {"0,0-1,-1": 18, "0,0-0,1": 15, "1,0-1,-1": 17, "1,0-0,1": 14}
    assert len(s.legal_turns()) == 64


def test_example_2_reached_through_the_setup():
    s = initial_state()
    for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1", "choose black"]:
        s = s.play(step)
    assert (s.phase, s.to_move, s.first_player) == ("move", "black", "white")
    assert len(s.legal_turns()) == 64


# -- 3, 4. the touch condition --------------------------------------------------------


def test_example_3_lifting_splits_the_creature():
    s = position(black=[(-1, 0), (0, 0), (0, 1)])
    assert "0,0--1,1" not in moves(s)
    with pytest.raises(IllegalMove, match=r"\(-1,1\) touches two black creatures once \(0,0\) is lifted"):
        s.play("0,0--1,1")


def test_example_4_destination_touches_two_creatures():
    s = position(black=[(0, 0), (1, 0), (3, -1), (2, 1)])
    assert "1,0-2,0" not in moves(s)
    with pytest.raises(IllegalMove, match=r"\(2,0\) touches two black creatures"):
        s.play("1,0-2,0")


# -- 5. the touched creature may change along the way -----------------------------------


def test_example_5_moves_of_one_stone():
    s = position(black=[(0, 0), (1, 0), (3, -1)])
    assert {m.cell for m in s.moves_from((1, 0))} == {(0, 1), (1, -1), (2, -1), (2, 0), (3, -2), (3, 0)}


# -- 6. bites ----------------------------------------------------------------------


def test_example_6_both_stones_can_bite():
    s = position(black=[(0, 0), (1, 0)], white=[(1, -1)])
    assert {"0,0x1,-1", "1,0x1,-1"} <= moves(s)
    after = s.play("0,0-1,-1")  # written without x, still a bite
    assert (1, -1) not in after.white and (1, -1) in after.black and str(after.trail[-1]) == "0,0x1,-1"


# -- 7. the bite cycle and the repetition rule -------------------------------------------


def cycle_start():
    return State.from_stones(
        size=5, to_move="white", white=[(0, 0), (1, 0), (2, 1), (3, 1)], black=[(3, 0), (4, -1), (4, 0), (3, -2), (2, -2)]
    )


CYCLE = ["1,0x3,0", "@1,0", "3,-2x3,0", "@3,-2"]


def test_example_7_the_start_position_again():
    start = cycle_start()
    s = start
    for step in CYCLE:
        assert step in moves(s)
        s = s.play(step)
    assert s.key() == start.key() and s.occurrences() == 2 and not s.is_over()
    for step in CYCLE:
        s = s.play(step)
    assert s.is_over() and s.ending == "repetition" and s.occurrences() == 3
    assert s.winner() in ("black", "white", "draw") and s.legal_moves() == []
    assert State.from_text(s.to_text()) == s


def test_example_7_repetitions_is_an_option():
    s = State.from_stones(**{**cycle_start().to_dict()["stones"], "to_move": "white", "size": 5, "repetitions": 2})
    for step in CYCLE:
        s = s.play(step)
    assert s.is_over() and s.ending == "repetition"


# -- 8. shapes ---------------------------------------------------------------------


def test_example_8_one_shape_scores_32():
    a = [(0, 0), (0, 1), (0, 2), (1, 2)]
    b = [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert canonical_shape(a) == canonical_shape(b)
    s = position(black=a + [(q + 3, r - 4) for q, r in b])
    assert len(shapes_of(s, "black")) == 1
    assert score(s, "black") == ((4, (32,)),)


# -- 9. the rule 8 reading ------------------------------------------------------------


def test_example_9_first_comparison():
    a = ((4, (32,)),)
    b = ((3, (18,)), (2, (40,)))
    assert compare(a, b) == 1 and compare(b, a) == -1
    assert sum(sum(x) for _, x in b[:]) > 32  # a total-score reading would say B


def test_example_9_second_comparison():
    a = ((5, (0,)), (4, (48,)))
    b = ((4, (32,)), (3, (81,)))
    assert compare(a, b) == -1 and compare(b, a) == 1
    assert compare(a, a) == 0


def test_example_9_on_a_board():
    # A (black): two identical tetrahexes; B (white): two trihexes and ten dihexes (side 7)
    black = [(-6, 0), (-6, 1), (-6, 2), (-6, 3), (-4, -2), (-4, -1), (-4, 0), (-4, 1)]
    white = [(0, -6), (1, -6), (2, -6), (4, -6), (5, -6), (6, -6)]
    spots = [(q, r) for r in (-3, -1, 1) for q in (-3, 0, 3)] + [(0, 3)]
    white += [c for q, r in spots for c in ((q, r), (q + 1, r))]
    s = State.from_stones(black=black, white=white, size=7)
    assert score(s, "black") == ((4, (32,)),)
    assert score(s, "white") == ((3, (18,)), (2, (40,)))
    b = score_breakdown(s)
    assert b["winner"] == "black" and b["white"]["total"] == 58 and b["black"]["total"] == 32
    assert "Black wins" in b["explanation"]
    assert b["comparison"][0] == {"level": 1, "black_size": 4, "white_size": 3, "black": [32], "white": [18]}


# -- passes and the end ----------------------------------------------------------------


def test_pass_is_compulsory_and_two_passes_end_the_game():
    s = position(black=[(0, 0)], white=[(3, 0)])  # lone stones cannot move
    assert [str(m) for m in s.legal_moves()] == ["pass"]
    s = s.play("pass")
    assert s.to_move == "white" and not s.is_over()
    s = s.play(parse_move("pass"))
    assert s.is_over() and s.ending == "passes" and s.winner() == "draw"
    with pytest.raises(IllegalMove, match="game is over"):
        s.play("pass")


def test_pass_is_refused_when_a_turn_exists():
    s = position(black=[(0, 0), (1, 0)])
    with pytest.raises(IllegalMove, match="may not pass"):
        s.play("pass")


def test_the_ply_cap_ends_the_game():
    s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)], max_plies=1)
    s = s.play("0,0-1,-1").play("@1,-3")
    assert s.is_over() and s.ending == "cap"


# -- illegal moves ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "board, step, reason",
    [
        (dict(black=[(0, 0), (1, 0), (3, -1)]), "3,-1-3,0", "lone stone: a creature of one stone cannot move"),
        (dict(black=[(0, 0), (1, 0)]), "0,0-2,1", "not on a straight line"),
        (dict(black=[(0, 0), (1, 0)]), "0,0-2,0", r"\(1,0\) holds a black stone"),
        (dict(black=[(0, 0), (1, 0)]), "0,0-0,2", r"\(0,2\) touches no black creatures"),
        (dict(black=[(0, 0), (1, 0)]), "0,0x0,1", "no white stone to bite"),
        (dict(black=[(0, 0), (1, 0)], white=[(2, 0)]), "2,0-3,0", "holds a white stone"),
        (dict(black=[(0, 0), (1, 0)]), "@3,3", "moves a stone first"),
        (dict(black=[(0, 0), (1, 0)]), "black 2,2", "setup is over"),
    ],
)
def test_illegal_moves_say_why(board, step, reason):
    with pytest.raises(IllegalMove, match=reason):
        position(**board).play(step)


def test_illegal_placements_say_why():
    s = position(black=[(0, 0), (1, 0), (3, -3)], white=[(1, -4)]).play("0,0-1,-1")
    with pytest.raises(IllegalMove, match="touches the creature of the stone just moved"):
        s.play("@1,-2")
    with pytest.raises(IllegalMove, match="not on a straight line"):
        s.play("@3,0")
    with pytest.raises(IllegalMove, match="now places a stone"):
        s.play("1,0-0,1")
    with pytest.raises(IllegalMove, match="does not jump over"):
        s.play("@1,-5")
    assert "@1,-3" in moves(s)


def test_placement_never_merges_creatures():
    s = position(black=[(0, 0), (1, 0), (4, -3), (2, -3)]).play("0,0-1,-1")
    with pytest.raises(IllegalMove, match="touches two black creatures: placing never merges"):
        s.play("@3,-3")


def test_a_move_with_no_placement_is_illegal():
    # side 5, the pair in a corner, surrounded so that no placement line is free
    s = State.from_stones(size=5, black=[(4, -4), (3, -4)], white=[(4, -2), (2, -4), (2, -3)])
    for m in s.legal_moves():
        assert m.kind == "pass" or s.play(m).legal_moves()


def test_setup_rules():
    s = initial_state()
    with pytest.raises(IllegalMove, match="the next stone is black"):
        s.play("white 0,0")
    s = s.play("black 0,0")
    with pytest.raises(IllegalMove, match="does not touch"):
        s.play("black 2,0")
    s = s.play("black 1,0")
    with pytest.raises(IllegalMove, match="may not touch"):
        s.play("white 2,0")
    with pytest.raises(IllegalMove, match="off the board"):
        s.play("white 9,0")
    s = s.play("white -3,0").play("white -2,0")
    assert [str(m) for m in s.legal_moves()] == ["choose black", "choose white"]
    with pytest.raises(IllegalMove, match="chooses a colour"):
        s.play("0,0-1,-1")


# -- bad positions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "empty"),
        ("6.1000.3_m.b.n.0.0_b0.0", "4 or 5 parts"),
        ("9.1000.3_m.b.n.0.0_b_w", "side must be 5, 6 or 7"),
        ("6.1000.3_q.b.n.0.0_b_w", "phase is written"),
        ("6.1000.3_m.g.n.0.0_b_w", "side to move"),
        ("6.1000.3_m.b.n.0.0_b0.0.1_w", "q.r pairs"),
        ("6.1000.3_m.b.n.0.0_b0.0_w0.0", "both a black and a white stone"),
        ("6.1000.3_m.b.n.0.0_b5.5_w", "off the board"),
        ("6.1000.3_o.b.n.0.0_b0.0_w", "no pass, repetition or ply cap"),
        ("6.1000.3_p.b.n.0.0_b0.0_w", "place phase"),
        ("6.1000.3_m.b.n.0.0_b0.0_w_tq1", "trail step"),
        ("6.1000.3_m.b.n.0.0_b0.0_w_tp3.3", "trail does not lead here"),
    ],
)
def test_bad_position_strings(text, reason):
    with pytest.raises(ValueError, match=reason):
        State.from_text(text)


def test_bad_dicts():
    with pytest.raises(ValueError, match="off the board"):
        State.from_dict({"stones": {"black": [[0, 0], [9, 9]]}})
    with pytest.raises(ValueError, match="must be a cell"):
        State.from_dict({"stones": {"black": [[0, "a"]]}})
    with pytest.raises(ValueError, match="winner"):
        State.from_dict({"stones": {"black": [[0, 0]]}, "winner": "black"})


def test_bad_notation():
    for text in ["", "0,0", "0,0 to 1,1", "choose red", "@a,b"]:
        with pytest.raises(ValueError, match="not a Congeners step"):
            parse_move(text)


def test_to_dict_fields():
    d = position(black=[(0, 0), (1, 0)], white=[(1, -1)]).play("0,0x1,-1").to_dict()
    assert d["phase"] == "place" and d["moved"] == [1, -1] and d["winner"] is None and d["size"] == 6
    assert d["stones"] == {"black": [[1, -1], [1, 0]], "white": []} and d["to_move"] == "black"


# -- the drawing -----------------------------------------------------------------------


def test_drawing_marks_legal_cells():
    s = position(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    root = ET.fromstring(render_svg(s))
    assert root.get("role") == "img" and "pg-congeners" in root.get("class")
    cells = {g.get("data-cell"): g for g in root.iter("{http://www.w3.org/2000/svg}g") if "pg-cell" in g.get("class", "")}
    assert len(cells) == 91
    assert {c for c, g in cells.items() if "pg-legal" in g.get("class")} == {"0,0", "1,0"}
    assert cells["0,0"].get("data-targets") == "1,-1 0,1"
    assert cells["0,0"].get("aria-label") == "(0,0), black stone, in a creature of 2, can move"
    sel = ET.fromstring(render_svg(s, selected=(0, 0)))
    legal = {g.get("data-cell") for g in sel.iter("{http://www.w3.org/2000/svg}g") if "pg-legal" in g.get("class", "")}
    assert legal == {"1,-1", "0,1"}
    placing = s.play("0,0-1,-1")
    svg = render_svg(placing, last="0,0-1,-1")
    assert svg.count("pg-legal") == 18 and "pg-arrow" in svg
    assert "pg-legal" not in render_svg(s, playable=False)
    assert "<style>" in render_svg(s, standalone=True)


def test_drawing_over_and_label():
    s = position(black=[(0, 0)], white=[(3, 0)]).play("pass").play("pass")
    svg = render_svg(s, label='a "quoted" label')
    assert 'aria-label="a &quot;quoted&quot; label"' in svg and "pg-legal" not in svg
    assert "game is over" in render_svg(s)
