"""The contract names of the Pallanguzhi package: text moves, clicks, the play page's line, diagrams, puzzles, requests."""

import subprocess
import sys

import pytest

from pygames import IllegalMove
from pygames.pallanguzhi import (
    DIAGRAM_KEYS, OPTIONS, PUZZLE_GOALS, REQUESTS, State, click, describe_move, first_hint, initial_state,
    state_from_fields, view_extras,
)
from pygames.pallanguzhi.rules import Options, captured
from pygames.pallanguzhi.text import Move
from pygames.pallanguzhi.words import say

SEVEN = State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")  # N1 wins 7, N5 and N7 3


def test_text_is_a_move_everywhere():
    state = initial_state()
    assert state.check("s3") == Move(2)
    assert state.play("S1") == state.play(Move(0)) == state.play_turn("S1").state
    after, summary, events = state.play_report("S1")
    assert after == state.play("S1") and summary == state.play_turn("S1").summary()
    assert events[0] == dict(state.play_turn("S1").events[0].to_dict(), mover="south")
    assert all(e["mover"] == "south" for e in events)
    assert state.turn_over() and after.turn_over()
    with pytest.raises(IllegalMove, match="N1 is North's hole"):
        state.check("N1")
    with pytest.raises(ValueError, match="not a hole"):
        state.play("S9")


def test_the_end_reason_keeps_its_old_name_and_dict_field():
    end = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north").play("N1")
    assert end.reason == "refill" and end.to_dict()["reason"] == "refill" and end.end_reason == end.describe()
    assert initial_state().end_reason is None
    assert list(initial_state().to_dict()) == [
        "holes", "bowls", "to_move", "round", "stall", "turns", "winner", "starter", "reason", "options",
    ]


def test_options_are_the_table_limits():
    assert {name: o.default for name, o in OPTIONS.items()} == vars(Options())
    assert all(o.label and not o.choices for o in OPTIONS.values())
    assert initial_state(stall_limit=10).options.stall_limit == 10


def test_a_click_is_a_move_or_says_why_not():
    state = State.from_board("0 7 7 7 7 0 X | 1 7 7 7 7 7 0", bowls=(1, 5))
    assert click(state, "S2") == {"move": "S2"}
    assert click(state, "S1") == {"selected": None, "message": "S1 is empty: pick a hole with at least one seed."}
    assert click(state, "S7")["message"] == "S7 is closed for this round: nothing is sown from it."
    assert click(state, "N2")["message"] == "N2 is North's hole: South sows from its own row, S1 to S7."
    assert click(state, "Z9")["message"] == "'Z9' is not a hole: write S1..S7 or N1..N7."


def test_the_counters_line_is_the_play_pages():
    assert view_extras(initial_state(), {}) == {"counters": "Round 1 · turn 1 · bowls: South 0, North 0."}
    stalling = State.from_board("1 0 0 0 0 0 1 | 0 0 0 0 0 0 1", bowls=(34, 33), stall=30, turns=40, round=2)
    assert view_extras(stalling, {})["counters"] == (
        "Round 2 · turn 41 · bowls: South 34, North 33 · 30 turns in a row without a seed reaching a bowl "
        "(the round stops at 60)."
    )
    end = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north", turns=7).play("N1")
    assert view_extras(end, {})["counters"] == "Round 1 · turn 8 · bowls: South 4, North 66."


def test_diagram_fields():
    assert DIAGRAM_KEYS == ("board", "bowls", "to_move", "round", "stall", "turns")
    assert state_from_fields({}) == initial_state()
    state = state_from_fields({"board": "1 0 0 0 0 0 1 | 0 0 0 0 0 0 1", "bowls": "34 33", "to_move": "north", "stall": "3"})
    assert (state.to_move, state.starter, state.stall, state.bowls) == ("north", "north", 3, (34, 33))
    with pytest.raises(ValueError, match="bowls must be two whole numbers"):
        state_from_fields({"bowls": "1"})
    with pytest.raises(ValueError, match="round must be a whole number"):
        state_from_fields({"round": "two"})
    with pytest.raises(ValueError, match="70"):
        state_from_fields({"bowls": "1 1"})


def test_the_capture_goal():
    goal = PUZZLE_GOALS["capture"]
    assert goal.numbered and goal.words(7, "North") == "North to play: win at least 7 seeds this turn."
    assert goal.measure(7, SEVEN, "N1", SEVEN.play("N1")) == (True, "N1 wins 7 seeds; the goal is at least 7.")
    assert goal.measure(7, SEVEN, "N5", SEVEN.play("N5")) == (False, "N5 wins 3 seeds; the goal is at least 7.")
    assert goal.measure(1, SEVEN, "N2", SEVEN.play("N2")) == (False, "N2 wins 0 seeds; the goal is at least 1.")
    assert captured(SEVEN, "N1") == (7, "N1")
    assert first_hint("N1") == "Look at hole N1." and describe_move("S3") == "sow the seeds of S3"


def test_the_frame_request_draws_an_event():
    _, _, events = initial_state().play_report("S1")
    answer = REQUESTS["frame"]({"op": "frame", "game": "pallanguzhi", "frame": events[1]}, None)
    assert answer["ok"] and answer["svg"].startswith("<svg") and "In hand: 4 seeds" in answer["svg"]


def test_every_sentence_is_in_the_table():
    templates = say.templates
    assert all(isinstance(t, str) and t for t in templates.values())
    assert say("refill_closed", round=2, closed="S7", starter="South") == (
        "Round 2: each side fills its holes from its bowl, 5 per hole. Closed this round: S7. South sows first."
    )


def test_playing_imports_neither_the_drawing_nor_the_computer():
    code = (
        "import sys, pygames.pallanguzhi as p; s = p.initial_state(); s.play_report('S1'); p.click(s, 'S1');"
        " p.view_extras(s, {}); assert 'pygames.pallanguzhi.ai' not in sys.modules;"
        " p.choose_move(s, 'hard', seed=1);"
        " assert 'pygames.pallanguzhi.svg' not in sys.modules; assert 'pg-pit' in p.BOARD_CSS"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=__file__.rsplit("/tests/", 1)[0])
