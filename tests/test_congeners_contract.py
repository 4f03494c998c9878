"""Congeners through the game contract: summaries, turn_over, end reasons, the site's blocks, puzzles, requests."""

import pytest

import pygames
from pygames.congeners import State, initial_state
from pygames.congeners.svg import render_scores
from pygames.game import GameModule

congeners = pygames.get("congeners")
TWO_PAIRS = dict(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])


def test_the_package_meets_the_contract_and_draws_lazily():
    import subprocess
    import sys

    assert isinstance(congeners, GameModule)
    assert congeners.LEVELS == ("easy", "medium", "hard", "expert") and congeners.ACTIONS == () and congeners.SOLVER is None
    assert congeners.SPACED_STEPS
    assert congeners.OPTIONS["size"].to_dict() == {"default": 6, "choices": [5, 6, 7], "label": "Board side"}
    code = (
        "import sys, pygames.congeners as c; c.initial_state().play('black 0,0');"
        " print('pygames.congeners.svg' in sys.modules, 'pygames.congeners.ai' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip() == "False False"


def test_summaries_say_what_each_step_did():
    s = initial_state()
    said = []
    for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1", "choose black", "0,0-1,-1", "@1,-3"]:
        s, summary, events = s.play_report(step)
        assert events == []
        said.append(summary)
    assert said == [
        "The first player puts a black stone on (0,0).",
        "The first player puts a black stone on (1,0).",
        "The first player puts a white stone on (-3,0).",
        "The first player puts a white stone on (-3,1); the second player now chooses a colour.",
        "The second player takes Black and moves first; the first player has White.",
        "Black slides (0,0) to (1,-1).",
        "Black places a stone on (1,-3).",
    ]


def test_a_bite_says_what_it_removed():
    s = State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1), (2, -1), (3, -1), (-3, 0)])
    assert s.play_report("0,0-1,-1")[1] == "Black slides (0,0) to (1,-1), biting off White's stone (its creature of 3 shrinks)."
    s = State.from_stones(black=[(0, 0), (1, 0)], white=[(0, -1), (1, -1), (2, -1), (-3, 0)])
    assert s.play_report("1,0x1,-1")[1] == "Black slides (1,0) to (1,-1), biting off White's stone (its creature of 3 splits in two)."
    s = State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1), (-3, 0)])
    assert s.play_report("0,0-1,-1")[1].endswith("biting off White's stone (a lone stone).")


def test_the_last_step_says_why_the_game_ended_and_who_won():
    s = State.from_stones(black=[(0, 0)], white=[(3, 0)])
    s, first, _ = s.play_report("pass")
    assert first == "Black has no legal turn and passes." and s.end_reason is None
    s, last, _ = s.play_report("pass")
    assert last == "White has no legal turn and passes. Both players passed: a draw."
    assert s.end_reason == "Both players passed." and s.ending == "passes"
    s = State.from_stones(black=[(0, 0), (1, 0), (3, -3), (4, -3)], white=[(-3, 0), (-3, 1)], max_plies=2).play("0,0-1,-1")
    s, summary, _ = s.play_report("@-5,5")
    assert summary == "Black places a stone on (-5,5)." and not s.is_over()
    s, summary, _ = s.play("-3,0--2,0").play_report("@-5,0")
    assert s.end_reason == "The game reached 2 turns."
    assert summary == "White places a stone on (-5,0). The game reached 2 turns: Black wins."


def test_turn_over_after_each_step():
    s = initial_state()
    assert s.turn_over()
    flags = []
    for step in ["black 0,0", "black 1,0", "white -3,0", "white -3,1", "choose white", "0,0-1,-1", "@1,-3"]:
        s = s.play(step)
        flags.append(s.turn_over())
    assert flags == [False, False, False, True, True, False, True]


def test_describe_move():
    assert congeners.describe_move(congeners.parse_move("0,0-1,-1")) == "a slide: the stone on (0,0) slides to (1,-1)"


def test_diagram_blocks():
    assert congeners.DIAGRAM_KEYS == ("size", "black", "white", "to_move", "phase", "moved")
    assert congeners.DIAGRAM_MODES == ("diagram", "game", "score")
    s = congeners.state_from_fields({"black": "0,0 1,0 3,0 4,0", "white": "0,3"})
    assert s.phase == "move" and len(s.black) == 4
    assert congeners.state_from_fields({"size": "5"}).size == 5 and congeners.state_from_fields({}).phase == "setup"
    with pytest.raises(ValueError, match="a cell is written q,r"):
        congeners.state_from_fields({"black": "zero"})
    score = congeners.diagram_extras(s, "score")
    panel = '<div class="pg-score-panel" role="region" aria-label="Scores">' + render_scores(s) + "</div>"
    assert score == {
        "status": "Choose a stone to see its creature's shape, the creatures of the same shape, and its score.",
        "panel": panel,
        "marks": {"playable": False},
    }
    assert congeners.diagram_extras(s, "game") == {"panel": '<h2 class="pg-score-title">Score as it stands</h2>' + panel}
    assert congeners.diagram_extras(s, "diagram") == {}


def test_view_extras_mark_the_shape():
    s = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(-3, 0)])
    assert "pg-picked-row" in congeners.view_extras(s, {"shape_of": (0, 0)})["scores"]
    assert "pg-picked-row" not in congeners.view_extras(s, {})["scores"]


def test_puzzle_goals_and_first_hint():
    goals = congeners.PUZZLE_GOALS
    assert not goals["lead"].numbered and not goals["no-turn"].numbered
    assert goals["lead"].words(0, "Black") == "Black to play: make a turn after which Black would win if the game ended."
    assert goals["no-turn"].words(0, "White") == "White to play: leave the opponent with no legal turn."
    before = State.from_stones(black=[(0, 0), (1, 0), (3, 0)], white=[(-3, 0)])
    after = before.play("0,0-1,-1").play("@4,-1")
    met, words = goals["lead"].measure(0, before, "0,0-1,-1; @4,-1", after)
    assert words.startswith("After 0,0-1,-1; @4,-1: ")
    met, words = goals["no-turn"].measure(0, before, "0,0-1,-1; @4,-1", after)
    assert met and words == "After 0,0-1,-1; @4,-1 the opponent must pass."
    assert congeners.first_hint("0,0-1,-1") == "Look at the stone on (0,0)."
    assert congeners.first_hint(congeners.parse_move("black 0,0")) == "Look at black 0,0: a black setup stone on (0,0)."
    assert congeners.first_hint("@2,-3") == "Look at @2,-3: a placement on (2,-3)."


class FakeWeb:
    """The two calls of the lead's ``web`` that a request handler uses."""

    @staticmethod
    def read_state(req):
        return congeners, State.from_text(req["position"])

    @staticmethod
    def view(module, state, **marks):
        return {"ok": True, "svg": module.render_svg(state, **marks), **module.view_extras(state, marks)}


def test_the_shape_request():
    position = State.from_stones(black=[(0, 0), (0, 1), (0, 2), (1, 2), (3, -4), (4, -4), (5, -4), (5, -3)], white=[(-4, 0)]).to_text()
    answer = congeners.REQUESTS["shape"]({"position": position, "cell": "0,0"}, FakeWeb)
    assert answer["message"] == "Black's creature of 4 on (0,0): 2 creatures have it: 4 × 4 × 2 = 32."
    assert answer["svg"].count("pg-picked") == 4 and answer["svg"].count("pg-same") == 4
    assert answer["shapes"].count("<svg") == 12 and "pg-picked-row" in answer["scores"]
    empty = congeners.REQUESTS["shape"]({"position": position, "cell": "2,2"}, FakeWeb)
    assert empty["message"] == "(2,2) is empty: choose a stone to see its shape." and "shapes" not in empty
    lone = congeners.REQUESTS["shape"]({"position": position, "cell": "-4,0"}, FakeWeb)
    assert lone["message"] == "White's creature of 1 on (-4,0): only this creature has it, so it scores 0."


def test_render_svg_ignores_marks_it_does_not_know():
    assert congeners.render_svg(initial_state(), frame=3, action="grow").startswith("<svg")
