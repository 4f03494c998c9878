"""The JSON protocol of the browser's widgets: what a click means, new games, the scoring explainer."""

import json

from pygames import web
from pygames.congeners import State


def ask(**request):
    return json.loads(web.handle(json.dumps(request)))


TWO_PAIRS = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)]).to_text()


def test_a_click_selects_a_stone_then_moves_it():
    chosen = ask(op="click", game="congeners", position=TWO_PAIRS, cell="0,0")
    assert chosen["ok"] and chosen["selected"] == "0,0" and "move" not in chosen
    assert chosen["svg"].count("pg-legal") == 2  # its two destinations
    moved = ask(op="click", game="congeners", position=TWO_PAIRS, cell="0,1", selected="0,0")
    assert moved["move"] == "0,0-0,1" and moved["state"]["phase"] == "place" and moved["before"] == TWO_PAIRS


def test_a_refused_click_says_why_and_keeps_the_selection():
    answer = ask(op="click", game="congeners", position=TWO_PAIRS, cell="2,0", selected="0,0")
    assert answer["ok"] and answer["selected"] == "0,0" and answer["position"] == TWO_PAIRS
    assert answer["message"] == "(1,0) holds a black stone: a stone slides through empty cells"
    lone = State.from_stones(black=[(0, 0), (1, 0), (3, -1)], white=[(-3, 0)]).to_text()
    assert ask(op="click", game="congeners", position=lone, cell="3,-1")["message"] == (
        "(3,-1) cannot move: it is a lone stone, and a creature of one stone cannot move."
    )


def test_a_new_game_takes_named_options_and_refuses_bad_ones():
    assert ask(op="new", game="congeners", options={"size": 7})["state"]["size"] == 7
    assert ask(op="new", game="congeners", options={"size": 4})["error"] == "The board side must be 5, 6 or 7, not 4."
    assert ask(op="new", game="congeners", options={"colour": "red"})["error"] == "Congeners has no option named colour."


def test_the_shape_request_marks_the_creatures_of_the_same_shape():
    position = State.from_stones(black=[(0, 0), (0, 1), (0, 2), (1, 2), (3, -4), (4, -4), (5, -4), (5, -3)], white=[(-4, 0)]).to_text()
    answer = ask(op="shape", game="congeners", position=position, cell="0,0")
    assert answer["message"] == "Black's creature of 4 on (0,0): 2 creatures have it: 4 × 4 × 2 = 32."
    assert answer["svg"].count("pg-picked") == 4 and answer["svg"].count("pg-same") == 4
    assert answer["shapes"].count("<svg") == 12 and "pg-picked-row" in answer["scores"]
    empty = ask(op="shape", game="congeners", position=position, cell="2,2")
    assert empty["message"] == "(2,2) is empty: choose a stone to see its shape."


def test_a_bad_cell_is_a_sentence():
    assert ask(op="click", game="congeners", position=TWO_PAIRS, cell="<b>")["error"] == "A cell is written q,r (like 2,-1), not '<b>'."
