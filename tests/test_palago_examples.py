"""The worked examples of rules/palago.md ("Worked examples"), one test each:
``test_example_<n>_...`` is example n there; then the messages for illegal moves
and bad positions, and the drawing."""

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import IllegalMove
from pygames.palago import State, initial_state, parse_move, render_svg
from pygames.palago.board import DARK, DARK_BRIDGE, DARK_TIP, LIGHT, LIGHT_TIP, canonical
from pygames.palago.rules import groups, winning_colours, winning_groups


def tiles(text):
    """A list of tiles as rules/palago.md writes them, e.g. ``(0,-1,4) (-1,0,2)``."""
    return [parse_move(t).tile for t in re.findall(r"\([^)]*\)", text)]


EXAMPLE_1 = tiles(
    "(0,-1,4) (-1,0,2) (1,-1,2) (-2,1,0) (0,0,4) (2,-1,0) (-1,1,4) (1,0,0) "
    "(3,-1,4) (-2,2,0) (0,1,2) (2,0,0) (-1,2,2) (1,1,4)"
)
EXAMPLE_2 = tiles("(-2,1,0) (-1,0,4) (-1,1,4) (0,0,4) (0,1,2)")
EXAMPLE_3 = tiles("(-2,0,0) (-1,-1,2) (-1,1,4) (0,-2,4) (0,-1,2) (0,0,2) (1,-1,0) (1,0,0)")
EXAMPLE_4 = tiles("(-2,2,0) (-1,1,2) (-1,2,2) (0,0,0) (0,2,4) (1,0,2) (1,1,0)")
EXAMPLE_5 = tiles("(0,-1,0) (0,0,4) (1,-2,2) (1,0,2) (2,-3,4) (2,-2,2) (2,-1,0)")


# -- 1. the source's figure -------------------------------------------------------------


def test_example_1_the_closed_dark_group():
    (win,) = winning_groups(EXAMPLE_1)
    assert win.colour == DARK and win.closed
    assert set(win.regions) == {(1, 0, DARK_BRIDGE), (1, -1, DARK_TIP), (1, 1, DARK_TIP), (2, -1, DARK_TIP), (2, 0, DARK_TIP)}
    assert win.describe() == "the Dark bridge of (1,0) and the Dark tips of (1,-1), (1,1), (2,-1) and (2,0)"


def test_example_1_the_light_eye_does_not_count():
    closed = [g for g in groups(EXAMPLE_1) if g.closed]
    eyes = [g for g in closed if g.colour == LIGHT]
    assert len(eyes) == 1 and len(closed) == 2
    (eye,) = eyes
    assert set(eye.regions) == {(-2, 2, LIGHT_TIP), (-1, 1, LIGHT_TIP), (-1, 2, LIGHT_TIP)}
    assert eye.bridges == 0 and not eye.winning
    assert winning_colours(EXAMPLE_1) == {DARK}


def test_example_1_exactly_five_tiles_carry_the_win():
    cancel = {t[:2] for t in EXAMPLE_1 if not winning_colours([u for u in EXAMPLE_1 if u != t])}
    assert cancel == {(1, -1), (1, 0), (1, 1), (2, -1), (2, 0)}


@pytest.mark.parametrize("mover", [LIGHT, DARK])
def test_example_1_placing_the_last_bridge_wins_for_dark_whoever_places_it(mover):
    before = State.from_tiles([t for t in EXAMPLE_1 if t != (1, 0, 0)], to_move=mover)
    assert not before.is_over()
    # (1,0) is a single hole: only a tile that ends the game may go there
    assert [str(m) for m in before.legal_moves() if m.cell == (1, 0)] == ["(1,0,0)"]
    after = before.play("(1,0,0)")
    assert after.is_over() and after.winner() == DARK
    assert after.legal_moves() == []
    assert set(after.winning_group().regions) == set(winning_groups(EXAMPLE_1)[0].regions)
    assert "Dark wins" in after.describe()


def test_example_1_as_a_finished_position():
    for mover in (LIGHT, DARK):
        State.from_tiles(EXAMPLE_1, to_move=mover, winner=DARK)
    with pytest.raises(ValueError, match="Dark has a closed group with a bridge"):
        State.from_tiles(EXAMPLE_1)
    with pytest.raises(ValueError, match="so Dark wins, not Light"):
        State.from_tiles(EXAMPLE_1, to_move=LIGHT, winner=LIGHT)


# -- 2. the smallest win ---------------------------------------------------------------------


def test_example_2_smallest_win_static():
    (win,) = winning_groups(EXAMPLE_2)
    assert win.colour == LIGHT and win.bridges == 1 and len(win.regions) == 5
    assert win.describe() == "the Light bridge of (-1,1) and the Light tips of (-2,1), (-1,0), (0,0) and (0,1)"


def test_example_2_smallest_win_in_play():
    state = initial_state()
    for move in ["(0,0,4)", "(0,1,2)", "(-1,0,4)", "(-2,1,0)"]:
        state = state.play(move)
        assert not state.is_over()
    assert (state.to_move, state.placed) == (LIGHT, 0)
    end = state.play("(-1,1,4)")  # the first tile of Light's second turn ends the game
    assert end.winner() == LIGHT and len(end.tiles) == 5
    assert sorted(end.tiles) == sorted(EXAMPLE_2)
    # the same tile placed by Dark closes Light's group: Light wins all the same
    other = State.from_tiles([t for t in EXAMPLE_2 if t != (-1, 1, 4)], to_move=DARK)
    assert other.play("(-1,1,4)").winner() == LIGHT


# -- 3. both at once --------------------------------------------------------------------------


@pytest.mark.parametrize("mover, winner", [(LIGHT, DARK), (DARK, LIGHT)])
@pytest.mark.parametrize("placed", [0, 1])
def test_example_3_both_groups_close_and_the_mover_loses(mover, winner, placed):
    board = EXAMPLE_3
    if placed:  # the tile is the second of the turn: put the turn's first tile next to it
        board = [t for t in EXAMPLE_3 if t != (0, -1, 2)] + [(0, -1, 2)]
    state = State.from_tiles(board, to_move=mover, placed=placed)
    assert not state.is_over() and winning_colours(state.tiles) == set()
    after = state.play("(-1,0,2)")
    assert winning_colours(after.tiles) == {LIGHT, DARK}
    assert after.winner() == winner
    assert "the mover loses" in after.describe()
    assert after.winning_group().colour == winner


# -- 4. a single hole ------------------------------------------------------------------------------


@pytest.mark.parametrize("mover", [LIGHT, DARK])
def test_example_4_a_single_hole_is_never_a_first_tile(mover):
    state = State.from_tiles(EXAMPLE_4, to_move=mover)
    assert all(m.cell != (0, 1) for m in state.legal_moves())
    for l in (0, 2, 4):
        with pytest.raises(IllegalMove, match=r"^\(0,1\) is a single hole: the second tile of the turn would have no room"):
            state.play((0, 1, l))
    assert 'aria-label="(0,1), empty, a single hole"' in render_svg(state)


# -- 5. a single hole that wins ------------------------------------------------------------------------


@pytest.mark.parametrize("mover", [LIGHT, DARK])
def test_example_5_a_single_hole_that_wins(mover):
    state = State.from_tiles(EXAMPLE_5, to_move=mover)
    assert [str(m) for m in state.legal_moves() if m.cell == (1, -1)] == ["(1,-1,2)"]
    end = state.play(parse_move("(1,-1,2)"))
    assert end.is_over() and end.winner() == LIGHT
    assert len(end.tiles) == len(EXAMPLE_5) + 1  # a one-tile turn
    for l in (0, 4):
        with pytest.raises(IllegalMove, match="single hole"):
            state.play((1, -1, l))
    svg = render_svg(state)
    assert 'data-cell="1,-1" data-orientations="2"' in svg


# -- 6. the six openings -------------------------------------------------------------------------------


def test_example_6_six_openings_up_to_symmetry():
    start = initial_state()
    orbits = {}
    for first in start.legal_moves():
        after_first = start.play(first)
        for second in after_first.legal_moves():
            opening = after_first.play(second)
            assert (opening.to_move, opening.placed) == (DARK, 0)
            orbits.setdefault(canonical(opening.tiles), []).append(opening)
    assert len(orbits) == 6
    named = [
        ("(0,0,0)", "(0,1,0)"), ("(0,0,2)", "(0,1,4)"), ("(0,0,0)", "(0,1,4)"),
        ("(0,0,0)", "(1,-1,0)"), ("(0,0,0)", "(0,1,2)"), ("(0,0,0)", "(1,-1,4)"),
    ]
    reps = {canonical([parse_move(a).tile, parse_move(b).tile]) for a, b in named}
    assert reps == set(orbits)  # the spec's six are pairwise different and cover every opening
    # The forced-win claims of example 6 are the solver's: tests/test_palago_solver.py.


def test_the_first_tile_may_go_anywhere_but_the_list_offers_only_the_centre():
    state = initial_state()
    assert [str(m) for m in state.legal_moves()] == ["(0,0,0)", "(0,0,2)", "(0,0,4)"]
    far = state.play("(7,-3,2)")
    assert (far.to_move, far.placed) == (LIGHT, 1)
    assert {m.cell for m in far.legal_moves()} == {(8, -4), (7, -4), (6, -3), (6, -2), (7, -2), (8, -3)}
    assert len(far.legal_moves()) == 18


# -- the draw ------------------------------------------------------------------------------------------


def test_the_48th_tile_without_a_win_is_a_draw():
    line = [(q, 0, (2 * q) % 6) for q in range(47)]  # a straight line: no corner point has 3 tiles
    for mover, placed in [(LIGHT, 0), (DARK, 1)]:
        state = State.from_tiles(line, to_move=mover, placed=placed)
        if placed:
            move = "(47,0,0)"
        else:
            move = "(0,1,0)"
        end = state.play(move)
        assert end.is_over() and end.winner() == "draw" and end.legal_moves() == []
        assert "draw" in end.describe()
        if placed:  # in a real game the 48th tile is always the second of a turn
            assert State.from_text(end.to_text()) == end
        else:
            with pytest.raises(ValueError, match="the last was the second tile of a turn"):
                State.from_text(end.to_text())


def test_a_48th_tile_may_fill_a_single_hole():
    ring = [(1, -1, 0), (0, -1, 2), (-1, 0, 0), (-1, 1, 4), (0, 1, 0), (1, 0, 2)]
    line = [(q, 0, 0) for q in range(2, 43)]
    state = State.from_tiles(ring + line)
    assert len(state.tiles) == 47
    moves = [m for m in state.legal_moves() if m.cell == (0, 0)]
    assert len(moves) == 3  # each ends the game: a win or, with no tile left, the draw
    for m in moves:
        assert state.play(m).is_over()


# -- illegal moves ----------------------------------------------------------------------------------------


def test_illegal_moves_say_which_rule():
    state = initial_state().play("(0,0,0)")
    assert issubclass(IllegalMove, ValueError)
    with pytest.raises(IllegalMove, match=r"^\(0,0\) already holds a tile"):
        state.play("(0,0,2)")
    with pytest.raises(IllegalMove, match=r"^\(2,0\) does not touch \(0,0\), the first tile of this turn"):
        state.play("(2,0,0)")
    with pytest.raises(IllegalMove, match=r"orientation 1: a tile turns only by 120°"):
        state.play((0, 1, 1))
    state = state.play("(0,1,2)")
    with pytest.raises(IllegalMove, match=r"^\(3,3\) touches no tile: the first tile of a turn must touch"):
        state.play("(3,3,0)")
    end = State.from_tiles([t for t in EXAMPLE_5], to_move=DARK).play("(1,-1,2)")
    with pytest.raises(IllegalMove, match="the game is over"):
        end.play("(3,-3,0)")


def test_bad_move_text():
    with pytest.raises(ValueError, match="not a tile"):
        parse_move("(1,2)")
    with pytest.raises(ValueError, match="not a tile"):
        parse_move("a,b,c")
    with pytest.raises(ValueError, match="orientation l must be 0, 2 or 4"):
        parse_move("0,0,5")
    assert parse_move(" ( -3 , 12, 4 ) ").tile == (-3, 12, 4)


# -- bad positions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "empty"),
        ("l", "starts with the side to move"),
        ("w.0", "side to move is written l"),
        ("l.2", "placed this turn are 0 or 1"),
        ("l.0.q_0.0.0", "result is written"),
        ("l.0_0.0", "tile 1 must be written q.r.l"),
        ("l.0_0.0.0_1.x.0", "tile 2 must be written q.r.l"),
        ("l.0_0.0.1", r"tile 1 \(0,0,1\) has orientation 1"),
        ("l.0_0.0.0_0.0.2", r"tiles 1 and 2 are both on \(0,0\)"),
        ("l.0_0.0.0_0.2.0", r"not one connected set: \(0,2,0\) is cut off"),
        ("d.0", "on an empty table Light opens"),
        ("l.1", "on an empty table Light opens"),
        ("l.0.d_0.0.0", "Dark cannot have won"),
        ("l.0.x_0.0.0", "a draw needs all 48 tiles"),
        ("l.0_" + "_".join(f"{q}.0.0" for q in range(49)), "49 tiles"),
        ("l.0_" + "_".join(f"{q}.0.0" for q in range(48)), "all 48 tiles are on the table"),
    ],
)
def test_bad_position_strings_name_the_problem(text, reason):
    with pytest.raises(ValueError, match=reason):
        State.from_text(text)


def test_bad_positions_in_json_and_set_ups():
    with pytest.raises(ValueError, match="JSON object"):
        State.from_dict([])
    with pytest.raises(ValueError, match="'tiles' must be a list"):
        State.from_dict({"to_move": "light"})
    with pytest.raises(ValueError, match="tile 1 must be three whole numbers"):
        State.from_dict({"tiles": [[0, 0, True]]})
    with pytest.raises(ValueError, match="tile 2 must be a"):
        State.from_dict({"tiles": [[0, 0, 0], 5]})
    with pytest.raises(ValueError, match="side to move must be 'light' or 'dark'"):
        State.from_dict({"tiles": [[0, 0, 0]], "to_move": "blue"})
    with pytest.raises(ValueError, match="winner must be"):
        State.from_dict({"tiles": [[0, 0, 0]], "winner": "nobody"})
    # the turn's first tile (0,1) sits in a hole: no room for the second
    hole = [t for t in EXAMPLE_4] + [(0, 1, 0)]
    with pytest.raises(ValueError, match=r"\(0,1\), the first tile of this turn, has no empty neighbour"):
        State.from_tiles(hole, placed=1)
    with pytest.raises(ValueError, match="no rule options"):
        initial_state(tie_break=True)


# -- the drawing ---------------------------------------------------------------------------------------------


def test_the_figure_draws_every_tile_and_outlines_the_dark_group():
    state = State.from_tiles(EXAMPLE_1, to_move=LIGHT, winner=DARK)
    svg = render_svg(state, last=(1, 0))
    root = ET.fromstring(svg)
    assert root.get("role") == "img" and "Dark wins" in root.get("aria-label")
    ns = "{http://www.w3.org/2000/svg}"
    tiles_drawn = [g for g in root.iter(ns + "g") if "pg-tile" in g.get("class", "").split()]
    assert sorted(g.get("data-cell") for g in tiles_drawn) == sorted(f"{q},{r}" for q, r, _ in EXAMPLE_1)
    in_group = {g.get("data-cell") for g in tiles_drawn if "winning group" in g.get("aria-label")}
    assert in_group == {"1,-1", "1,0", "1,1", "2,-1", "2,0"}
    assert svg.count('class="pg-win"') == 1
    assert 'class="pg-tile pg-last" data-cell="1,0"' in svg
    assert not root.findall(f".//{ns}g[@class='pg-cell pg-legal']")  # the game is over


def test_tile_and_cell_names_for_the_browser():
    state = initial_state().play("(0,0,2)")
    svg = render_svg(state)
    assert '<g class="pg-tile" data-cell="0,0" aria-label="(0,0), Light tip at upper-left, Dark tip at lower-right (0,0,2)">' in svg
    assert '<g class="pg-cell pg-legal" data-cell="0,1" data-orientations="0 2 4" aria-label="(0,1), empty">' in svg
    assert svg.count("pg-legal") == 6


def test_the_drawing_is_pure_and_uses_classes_only():
    state = State.from_tiles(EXAMPLE_3)
    first = render_svg(state, hint=["(-1,0,2)"], last="(1,0,0)")
    assert first == render_svg(state, hint=["(-1,0,2)"], last="(1,0,0)")
    assert 'class="pg-cell pg-legal pg-hint" data-cell="-1,0"' in first
    inside = first.split(">", 1)[1]  # the root <svg> may cap its width (style="max-width:...px"): layout, not looks
    inside = re.sub(r'<mask id="pg-show-\w+".*?</mask>', "", inside)  # where the coordinates show (its own id): no looks
    for attr in ("fill=", "stroke=", "style=", "opacity=", "id="):
        assert f" {attr}" not in inside
    assert "<style>" in render_svg(state, standalone=True) and "<style>" not in first
    assert render_svg(state, label="A test").count('aria-label="A test"') == 1
