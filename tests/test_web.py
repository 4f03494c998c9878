"""The JSON protocol of the browser's widgets: what a click means (Congeners, Palanquée), new games, the scoring explainer."""

import json

import pytest

from pygames import palanquee, web
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


# Palanquée: the kind of action comes with each click; Python says which kinds have a legal use.
PALANQUEE = palanquee.State.from_dict(
    {"board": {"K7": "black seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain",
               "J11": "white seed", "J9": "white grain", "J10": "white grain"}}
).to_text()


def test_palanquee_answers_list_the_actions_and_mark_an_action_s_cells():
    view = ask(op="view", game="palanquee", position=PALANQUEE)
    assert view["actions"] == ["grow", "grow-seed", "move", "trim", "sow"]
    chosen = ask(op="click", game="palanquee", position=PALANQUEE, cell=None, action="grow", selected=None)
    assert chosen["message"] == "Grow: choose an empty cell next to a plant that still owes an action (12 marked)."
    assert chosen["svg"].count("pg-legal") == 12 and chosen["selected"] is None


def test_palanquee_a_move_is_a_grain_then_a_cell_and_plays_with_its_summary():
    picked = ask(op="click", game="palanquee", position=PALANQUEE, cell="J7", action="move", selected=None)
    assert picked["selected"] == "J7" and picked["svg"].count("pg-selected") == 1
    refused = ask(op="click", game="palanquee", position=PALANQUEE, cell="S1", action="move", selected="J7")
    assert refused["message"] == "S1 is not next to the rest of the plant of J7: a grain moves next to its own plant."
    assert refused["selected"] == "J7" and refused["position"] == PALANQUEE
    played = ask(op="click", game="palanquee", position=PALANQUEE, cell="I9", action="grow", selected=None)
    assert played["move"] == "grow I9" and played["state"]["to_move"] == "white"
    assert played["summary"] == "Black grows a grain at I9 and captures White's grain J9. The turn ends."


def test_palanquee_a_bad_action_is_a_sentence():
    answer = ask(op="click", game="palanquee", position=PALANQUEE, cell="I9", action="plant", selected=None)
    assert answer["error"] == "The action is one of grow, grow-seed, move, trim, recoil, sow, not 'plant'."
    assert ask(op="click", game="palanquee", position=PALANQUEE, cell="<b>", action="grow")["error"].startswith("'<b>' is not a cell")


PYTHON_WORDS = ("sys.set_int_max_str_digits", "Traceback", "invalid literal", "object", "NoneType", "Exceeds the limit")


@pytest.mark.parametrize("game", ["palanquee", "congeners", "pallanguzhi", "palago"])
@pytest.mark.parametrize(
    "position, move",
    [("A" * 100_000, None), ("9" * 100_000, None), ("l.0_" + "9" * 5000 + ".0.0", None), (None, "(" + "9" * 100_000 + ",0,0)"), (None, "S" * 50_000)],
    ids=["long", "digits", "huge-number", "huge-step", "long-step"],
)
def test_bad_input_gets_a_short_sentence_and_no_python_words(game, position, move):
    start = ask(op="new", game=game, options={})["position"]
    answer = ask(op="play" if move else "view", game=game, position=position or start, move=move)
    assert answer["ok"] is False
    assert len(answer["error"]) <= 400 and answer["error"].endswith(".")
    assert not any(words in answer["error"] for words in PYTHON_WORDS), answer["error"]


HUGE = "9" * 100_000
ABSURD_CELLS = [HUGE, f"1,{HUGE}", f"({HUGE},-1)", "1" * 12 + ",0", f"S{HUGE}", f"-{HUGE}", [HUGE, "0"], [10**20, 0]]


@pytest.mark.parametrize("game", ["palanquee", "congeners", "pallanguzhi", "palago"])
@pytest.mark.parametrize("cell", ABSURD_CELLS, ids=["digits", "pair", "brackets", "twelve-digits", "letter", "minus", "list", "big-ints"])
def test_a_huge_or_absurd_click_cell_is_refused_briefly_without_python_words(game, cell):
    start = ask(op="new", game=game, options={})["position"]
    answer = ask(op="click", game=game, position=start, cell=cell)
    said = answer.get("error") if answer["ok"] is False else answer.get("message")
    assert said and len(said) <= 400, answer
    assert not any(words in said for words in PYTHON_WORDS), said
    assert "move" not in answer and (answer["ok"] is False or answer["position"] == start)


def test_palago_refuses_a_cell_with_a_huge_number_in_its_own_words():
    start = ask(op="new", game="palago", options={})["position"]
    said = ask(op="click", game="palago", position=start, cell=f"1,{HUGE}")["error"]
    assert said == "'1," + "9" * 38 + "…' has a number 100000 digits long: no game's table reaches that far."
    said = ask(op="click", game="palago", position=start, cell="1234567890,0")["error"]
    assert said == "'1234567890,0' has a number 10 digits long: no game's table reaches that far."
    assert ask(op="click", game="palago", position=start, cell="123456789,0")["ok"]  # nine digits: a cell, far away
    won = "d.0_0.0.0_0.1.0"
    said = ask(op="takeapart", game="palago", position=won, removed=[f"({HUGE},0)"])["error"]
    assert said.endswith("has a number 100000 digits long: no game's table reaches that far.")


def whole_number_options():
    from pygames import games, get

    for game in games():
        for name, option in get(game).OPTIONS.items():
            if not option.choices and isinstance(option.default, int):
                yield game, name, option


@pytest.mark.parametrize("game, name, option", list(whole_number_options()), ids=lambda v: v if isinstance(v, str) else "")
def test_a_new_game_refuses_an_option_no_position_string_could_carry(game, name, option):
    for value in (10**30, -(10**30), 10**9, "9" * 5000, 1e300, True, "12"):
        said = ask(op="new", game=game, options={name: value})["error"]
        assert said.startswith(f"{name.capitalize()} must be a whole number") and len(said) <= 400, said
        assert not any(words in said for words in PYTHON_WORDS), said
    made = ask(op="new", game=game, options={name: option.most})  # the largest value: its game reads back
    assert made["ok"] and ask(op="view", game=game, position=made["position"])["ok"]


def test_congeners_options_are_bounded_both_ways():
    from pygames.congeners import initial_state

    assert ask(op="new", game="congeners", options={"max_plies": 10**12})["error"] == (
        "Max_plies must be a whole number from 1 to 999999999."
    )
    assert ask(op="new", game="congeners", options={"max_plies": 0})["error"] == (
        "Max_plies must be a whole number from 1 to 999999999, not 0."
    )
    assert ask(op="new", game="congeners", options={"repetitions": 1})["error"] == (
        "Repetitions must be a whole number from 2 to 999999999, not 1."
    )
    assert ask(op="new", game="congeners", options={"max_plies": 999_999_999})["position"].startswith("6.999999999.3_")
    with pytest.raises(ValueError, match="^max_plies must be a whole number of at most 9 digits$"):
        initial_state(max_plies=10**12)
    with pytest.raises(ValueError, match="^repetitions must be a whole number of at most 9 digits$"):
        State.from_stones(black=[(0, 0)], white=[(1, 0)], repetitions=-(10**5000))


def test_a_huge_number_written_as_json_gets_a_readers_refusal():
    answer = json.loads(web.handle('{"op": "click", "game": "palago", "position": "l.0_", "cell": [' + "9" * 5000 + ", 0]}"))
    assert answer == {"ok": False, "error": "The request holds a number of 5000 digits: no game has one."}


def test_pallanguzhi_limits_start_at_one():
    answer = json.loads(web.handle('{"op": "new", "game": "pallanguzhi", "options": {"stall_limit": 0}}'))
    assert not answer["ok"] and answer["error"].startswith("Stall_limit must be a whole number from 1")
