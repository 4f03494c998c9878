"""Palanquée through the game contract (``pygames.game``): the names every game offers, and what they mean here."""

import random
import subprocess
import sys

import pytest

import pygames
from pygames import IllegalMove
from pygames.game import Action, GameModule, GameState, Option
from pygames import palanquee as P
from pygames.palanquee.board import KINDS
from pygames.palanquee.clicks import action_kinds
from pygames.palanquee.rules import removed

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent


def random_steps(seed, plies=400):
    """``(before, move, after)`` of a seeded random game."""
    rng = random.Random(seed)
    state = P.initial_state()
    for _ in range(plies):
        if state.is_over():
            break
        move = rng.choice(state.legal_moves())
        after = state.play(move)
        yield state, move, after
        state = after


def test_the_package_is_a_game_module():
    assert isinstance(P, GameModule) and pygames.get("palanquee") is P
    assert isinstance(P.initial_state(), GameState)
    assert (P.GAME, P.TITLE, P.SIDES) == ("palanquee", "Palanquée", ("black", "white"))
    assert P.OPTIONS == {"max_turns": Option(500, (), P.OPTIONS["max_turns"].label, least=1)} and P.OPTIONS["max_turns"].label
    assert P.initial_state(max_turns=7).max_turns == 7
    assert P.LEVELS == ("easy", "medium", "hard", "expert") and P.SOLVER is None and P.REQUESTS == {}
    assert P.DIAGRAM_MODES == ("diagram", "game") and P.SPACED_STEPS is True
    assert P.DIAGRAM_KEYS == ("black_seeds", "black_grains", "white_seeds", "white_grains", "to_move", "turn")
    assert P.diagram_extras(P.initial_state(), "diagram") == {}


def test_actions_are_the_six_kinds_with_their_labels_and_keys():
    assert [a.to_dict() for a in P.ACTIONS] == [a.to_dict() for a in (
        Action("grow", "Grow", "G"), Action("grow-seed", "Grow a seed", "S"), Action("move", "Move", "M"),
        Action("trim", "Trim", "T"), Action("recoil", "Recoil", "R"), Action("sow", "Sow", "O"),
    )]
    assert tuple(a.kind for a in P.ACTIONS) == KINDS


def test_play_report_gives_the_state_a_summary_and_no_events():
    state = P.initial_state()
    after, summary, events = state.play_report("sow K7")
    assert after == state.play("sow K7") and summary == "Black sows a seed at K7. The turn ends." and events == []
    with pytest.raises(IllegalMove):
        after.play_report("grow A1")


def test_end_reason_is_none_while_playing():
    assert P.initial_state().end_reason is None
    over = P.State.from_dict({"board": {"K7": "black seed"}, "lost": {"black": 0, "white": 3}})
    assert over.is_over() and over.winner() == "black" and over.ending == "seeds"


def js_mid_turn(d):
    """``canUndo`` of ``docs/assets/pygames/actions.js``, as it was: the position is mid-turn."""
    if d["winner"] is not None:
        return False
    seeds = sum(1 for piece in d["board"].values() if piece == f"{d['to_move']} seed")
    return "turn_start" in d or len(d["owed"]) < seeds


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_turn_over_is_whether_the_last_step_ended_the_turn_and_agrees_with_the_old_javascript(seed):
    assert P.initial_state().turn_over()
    for before, move, after in random_steps(seed):
        ended = after.turn != before.turn or after.is_over()
        assert after.turn_over() == ended, (before.to_text(), str(move))
        assert after.turn_over() == (not js_mid_turn(after.to_dict())), (before.to_text(), str(move))
        reread = P.State.from_text(after.to_text())
        assert reread.turn_over() == after.turn_over()


def js_side_lines(d):
    """``sideLines`` of ``docs/assets/pygames/actions.js``, transliterated."""
    count = lambda n, word: f"{n} {word}{'' if n == 1 else 's'}"  # noqa: E731
    listed = lambda items: "".join(items) if len(items) < 2 else f"{', '.join(items[:-1])} and {items[-1]}"  # noqa: E731
    lines = []
    for colour in ("black", "white"):
        reserve = d["reserve"][colour]
        head = colour.capitalize()
        if d["winner"] is None and colour == d["to_move"]:
            head += (
                " (to play): no piece on the board, so one seed to sow" if d["sow_only"]
                else f" (to play): {count(len(d['owed']), 'action')} left, owed by {listed(d['owed'])}"
            )
        lines.append(
            f"{head} · reserve {count(reserve['seeds'], 'seed')}, {count(reserve['grains'], 'grain')} · "
            f"{count(d['lost'][colour], 'seed')} lost"
        )
    return lines


@pytest.mark.parametrize("seed", [5, 6])
def test_view_extras_gives_the_actions_and_the_side_lines_of_the_old_javascript(seed):
    for _, _, after in random_steps(seed, 300):
        extras = P.view_extras(after, {})
        assert extras["actions"] == action_kinds(after)
        assert extras["sides"] == js_side_lines(after.to_dict())


def test_state_from_fields_reads_a_diagram_block():
    state = P.state_from_fields({"black_seeds": "K7", "black_grains": "K8 k9", "white_seeds": "C3", "turn": "12"})
    assert state.pieces("black") == {"K7": "seed", "K8": "grain", "K9": "grain"} and state.turn == 12
    with pytest.raises(ValueError, match="turn must be a whole number"):
        P.state_from_fields({"black_seeds": "K7", "turn": "x"})
    with pytest.raises(ValueError, match="K7 is given twice"):
        P.state_from_fields({"black_seeds": "K7", "white_grains": "K7"})


def test_the_capture_goal_counts_the_enemy_pieces_the_turn_removed():
    goal = P.PUZZLE_GOALS["capture"]
    assert goal.numbered
    assert goal.words(2, "Black") == "Black to play: capture at least 2 enemy pieces this turn."
    assert goal.words(1, "White") == "White to play: capture at least 1 enemy piece this turn."
    before = P.State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
        "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
    after = before.play("grow I9")
    assert removed(before, after) == 1
    assert goal.measure(1, before, "grow I9", after) == (True, "grow I9 captures 1 enemy piece; the goal is at least 1.")
    assert goal.measure(2, before, "grow I9", after) == (False, "grow I9 captures 1 enemy piece; the goal is at least 2.")


def test_first_hint_and_describe_move():
    assert P.first_hint("grow I9") == "Look at grow I9." and P.first_hint(P.parse_move("k7: sow o4")) == "Look at K7: sow O4."
    assert P.describe_move("grow-seed I9") == "Grow a seed at I9."


def test_render_svg_takes_every_common_mark_and_ignores_the_others():
    state = P.initial_state().play("sow K7")
    svg = P.render_svg(state, hint=["sow K12"], last="sow K7", selected="K7", label="A board", playable=False,
                       standalone=True, shape_of=(0, 0), targets=["K12"])
    assert svg.startswith("<svg") and "<title>A board</title>" in svg and "pg-cell pg-empty pg-legal" not in svg
    assert P.BOARD_CSS in svg


def test_playing_and_clicking_import_neither_the_drawing_nor_another_game():
    code = (
        "import sys\n"
        "import pygames.palanquee as P\n"
        "s = P.initial_state().play('sow K7').play('sow K12')\n"
        "P.click(s, 'K8', action='grow'); P.view_extras(s, {}); s.play_report('grow K8')\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('pygames.palago', 'pygames.congeners', "
        "'pygames.pallanguzhi', 'pygames.palanquee.svg', 'pygames.puzzles', 'pygames.web')))\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == "[]"


def test_a_position_no_game_reaches_is_refused_with_the_reason():
    start = P.initial_state().to_text()
    for text, words in (
        (start + "A" * 1000, "single captures for a turn, but a turn has at most 3 actions"),
        (start.replace("500_b.0.", "500_b.999999."), "it is turn 999999, but the game stops at turn 500"),
    ):
        with pytest.raises(ValueError, match=words):
            P.State.from_text(text)
