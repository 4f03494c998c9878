"""Palago's package against the game contract (pygames/game.py): the names, the words of a step,
the end, clicks on a previewing board, the take-apart request, diagram fields and the solver's interface."""

import pytest

from pygames import IllegalMove
from pygames import palago
from pygames.game import GameModule, GameState
from pygames.palago import State, click, initial_state, parse_move

ALMOST = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")  # example 2 but its last tile
BOTH = State.from_tiles(
    ["(-2,0,0)", "(-1,-1,2)", "(-1,1,4)", "(0,-2,4)", "(0,-1,2)", "(0,0,2)", "(1,-1,0)", "(1,0,0)"], to_move="dark"
)  # example 3
HOLE = State.from_tiles(["(-2,2,0)", "(-1,1,2)", "(-1,2,2)", "(0,0,0)", "(0,2,4)", "(1,0,2)", "(1,1,0)"], to_move="dark")


def test_the_package_offers_every_name_of_the_contract():
    assert isinstance(palago, GameModule)
    assert isinstance(initial_state(), GameState)
    assert (palago.GAME, palago.TITLE, palago.SIDES) == ("palago", "Palago", ("light", "dark"))
    assert palago.OPTIONS == {} and palago.LEVELS == ("easy", "medium", "hard", "expert")
    assert palago.ACTIONS == () and palago.PUZZLE_GOALS == {}
    assert palago.DIAGRAM_MODES == ("diagram", "game", "takeapart", "notation") and palago.SPACED_STEPS is False
    assert palago.DIAGRAM_KEYS == ("tiles", "to_move", "placed")
    assert set(palago.REQUESTS) == {"takeapart"}
    assert all(callable(getattr(palago.SOLVER, name)) for name in ("winning_turns", "forces", "defence", "solution_turn"))
    assert ".pg-palago" in palago.BOARD_CSS
    assert str(palago.choose_move(initial_state(), "easy", seed=1)) in {str(m) for m in initial_state().legal_moves()}
    with pytest.raises(ValueError, match="unknown level"):
        palago.choose_move(initial_state(), "grandmaster")
    assert palago.view_extras(initial_state(), {}) == {} and palago.diagram_extras(initial_state(), "diagram") == {}


def test_check_returns_the_move_and_play_takes_text():
    assert initial_state().check("(0,0,2)") == parse_move("(0,0,2)")
    assert initial_state().play("0,0,2") == initial_state().play(parse_move("(0,0,2)"))
    with pytest.raises(IllegalMove, match="already holds a tile"):
        initial_state().play("(0,0,0)").check("(0,0,2)")


def test_the_summary_says_who_placed_which_tile_and_what_follows():
    start = initial_state()
    after, words, events = start.play_report("(0,0,0)")
    assert events == [] and after == start.play("(0,0,0)")
    assert words == ("Light placed (0,0,0), with its Light tip at right and its Dark tip at left, "
                     "the first tile of the opening; Light places a second tile, touching it.")
    _, words, _ = after.play_report("(0,1,4)")
    assert words.endswith("the second tile of the opening. Dark to play.")
    dark = after.play("(0,1,4)")
    _, words, _ = dark.play_report("(1,-1,0)")
    assert words.startswith("Dark placed (1,-1,0), with its Light tip at right") and "first tile of the turn; Dark places a second tile" in words
    _, words, _ = dark.play("(1,-1,0)").play_report("(0,-1,2)")
    assert words.endswith("the second tile of the turn. Light to play.")


def test_the_summary_and_end_reason_of_a_win():
    won, words, _ = ALMOST.play_report("(0,1,2)")
    assert words == ("Light placed (0,1,2), with its Light tip at upper-left and its Dark tip at lower-right, "
                     "closing a Light group with a bridge: Light wins.")
    assert won.end_reason == (
        "Light's tile at (0,1) closed a Light group with a bridge: Light wins. "
        "The Light bridge of (-1,1) and the Light tips of (-2,1), (-1,0), (0,0) and (0,1)."
    )
    lost, words, _ = BOTH.play_report("(-1,0,2)")
    assert lost.winner() == "light" and words.endswith("closing a Light and a Dark group at once: the mover loses, so Light wins.")
    assert "so the mover loses: Light wins" in lost.end_reason
    _, words, _ = State.from_tiles(ALMOST.tiles, to_move="dark").play_report("(0,1,2)")
    assert words.endswith("closing a Light group with a bridge: Light wins, though Dark placed it.")
    assert initial_state().end_reason is None and ALMOST.end_reason is None


def test_turn_over_is_true_unless_a_turn_is_half_made():
    start = initial_state()
    assert start.turn_over()
    assert not start.play("(0,0,0)").turn_over()
    assert start.play("(0,0,0)").play("(0,1,0)").turn_over()
    assert ALMOST.play("(0,1,2)").turn_over()  # a winning first tile is a whole turn


def test_a_first_click_previews_a_cell_s_first_legal_tile():
    state = initial_state().play("(0,0,0)")
    answer = click(state, "0,1")
    assert answer == {
        "selected": "(0,1,0)",
        "marks": {"hint": ["(0,1,0)"]},
        "message": "Preview: (0,1,0), with its Light tip at right and its Dark tip at left. "
                   "R or another click turns it (3 ways); Enter places it, Escape cancels.",
    }
    assert click(state, (0, 1)) == answer and click(state, "(0,1)") == answer


def test_a_click_on_the_previewed_cell_turns_the_tile_and_wraps():
    state = initial_state().play("(0,0,0)")
    seen = []
    selected = None
    for _ in range(4):
        selected = click(state, "0,1", selected=selected)["selected"]
        seen.append(selected)
    assert seen == ["(0,1,0)", "(0,1,2)", "(0,1,4)", "(0,1,0)"]
    assert click(state, "1,0", selected="(0,1,2)")["selected"] == "(1,0,0)"  # another cell: a new preview


def test_a_click_where_a_single_orientation_fits_says_so():
    fits = [m for m in HOLE.legal_moves() if m.cell == (0, 1)]
    assert fits == []  # example 4: the single hole takes no tile
    answer = click(HOLE, "0,1")
    assert answer == {"selected": None, "message": "(0,1), empty, a single hole: no tile can go there now."}
    assert click(HOLE, "0,0")["message"] == "(0,0) already holds a tile: a tile goes on an empty cell."
    assert click(HOLE, "5,5")["message"].startswith("(5,5) touches no tile")
    assert click(ALMOST.play("(0,1,2)"), "0,2")["message"] == "The game is over: start a new one to play again."
    with pytest.raises(ValueError, match="is not a cell"):
        click(HOLE, "zero")


def test_the_take_apart_request_answers_the_drawing_and_the_verdict():
    won = ALMOST.play("(0,1,2)")

    class Web:
        @staticmethod
        def read_state(req):
            return palago, State.from_text(req["position"])

    answer = palago.REQUESTS["takeapart"]({"op": "takeapart", "game": "palago", "position": won.to_text(),
                                           "removed": ["0,1"]}, Web)
    assert answer["ok"] and answer["svg"].startswith("<svg")
    assert answer["status"] == "Without (0,1): no group is closed with a bridge any more, so the win needs this tile."


def test_a_diagram_block_s_fields_and_the_first_hint():
    state = palago.state_from_fields({"tiles": "(0,0,0) (0,1,2) (1,0,0)"})
    assert (state.to_move, state.placed) == ("dark", 1)
    assert palago.state_from_fields({"tiles": "(0,0,0)", "to_move": "light", "placed": "1"}).placed == 1
    with pytest.raises(ValueError, match="cannot read 'junk'"):
        palago.state_from_fields({"tiles": "(0,0,0) junk"})
    with pytest.raises(ValueError, match="placed must be a whole number"):
        palago.state_from_fields({"tiles": "(0,0,0)", "placed": "one"})
    assert palago.first_hint(parse_move("(-1,0,2)")) == "Look at the cell (-1,0)."


def test_the_solver_s_puzzle_interface():
    solver = palago.SOLVER
    turns = solver.winning_turns(ALMOST, 1)
    assert turns["(0,1,2)"].winner() == "light"
    two = [t for t in turns if "; " in t]
    assert two and all(turns[t].winner() == "light" for t in two)
    assert len(solver.winning_turns(ALMOST, 1, first_only=True)) == 1
    assert solver.forces(ALMOST.play("(0,1,2)"), "light", 1)
    quiet = solver.quiet_turn(ALMOST)  # Light wastes its turn: Dark to move
    after = ALMOST
    for step in quiet.split("; "):
        after = after.play(step)
    assert not after.is_over() and after.to_move == "dark"
    reply = solver.defence(after, "light", 2)
    first, second = reply.split("; ")
    assert not after.play(first).play(second).is_over() or after.play(first).play(second).winner() == "light"
    assert solver.solution_turn(ALMOST, 1) == "(0,1,2)"
