"""Puzzles: the goals, the proof at build time (and its refusals), the judge, every shipped puzzle."""

import re
from pathlib import Path

import pytest

from builder import diagrams, puzzles as blocks
from pygames import congeners, pallanguzhi
from pygames.puzzles import Goal, PuzzleError, judge, prove, turns

ROOT = Path(__file__).resolve().parent.parent
SEVEN = pallanguzhi.State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")  # N1 wins 7, N5 and N7 3


def puzzle_block(**fields):
    base = {
        "id": "t-1", "title": "T", "game": "pallanguzhi", "position": SEVEN.to_text(), "goal": "capture 7",
        "solution": "N1", "explanation": "E.", "difficulty": "easy", "source": "test",
    }
    base.update(fields)
    return "```puzzle\n" + "\n".join(f"{k}: {v}" for k, v in base.items() if v is not None) + "\n```\n"


@pytest.fixture(autouse=True)
def fresh_catalogue():
    blocks.catalogue.clear()
    yield
    blocks.catalogue.clear()


def build(markdown):
    return diagrams.replace_blocks(markdown, "docs/t/puzzles.md")


def test_a_proven_puzzle_becomes_a_section_and_enters_the_catalogue():
    _, figures = build(puzzle_block())
    (html,) = figures.values()
    assert html.startswith('<section class="pg-puzzle" id="t-1" data-game="pallanguzhi"')
    assert "North to play: win at least 7 seeds this turn." in html
    assert blocks.catalogue["t-1"]["url"] == "t/puzzles.html#t-1"


@pytest.mark.parametrize(
    "fields, reason",
    [
        ({"goal": "capture 3", "solution": "N5"}, "another first turn also meets the goal: N1"),
        ({"solution": "N5"}, "the stated solution does not meet the goal: N5 wins 3 seeds; the goal is at least 7"),
        ({"solution": "S1"}, "the solution is not legal: S1 is South's hole"),
        ({"goal": "capture 8"}, "the stated solution does not meet the goal: N1 wins 7 seeds; the goal is at least 8"),
        ({"goal": "checkmate"}, "unknown goal 'checkmate'"),
        ({"goal": "lead"}, "the goal lead is not a goal of Pallanguzhi"),
        ({"solution": "N1; S2"}, "the goal capture 7 takes one turn, but the solution goes on: S2"),
        ({"difficulty": "tricky"}, "difficulty must be one of easy, medium, hard"),
        ({"explanation": None}, "missing explanation"),
        ({"colour": "red"}, "unknown key 'colour'"),
    ],
)
def test_a_bad_puzzle_fails_the_build_naming_page_puzzle_and_reason(fields, reason):
    with pytest.raises(diagrams.DiagramError) as error:
        build(puzzle_block(**fields))
    assert str(error.value).startswith("docs/t/puzzles.md, puzzle 1 (line 1): ")
    assert reason in str(error.value)


def test_two_puzzles_may_not_share_an_id():
    with pytest.raises(diagrams.DiagramError, match="the id 't-1' is already used by t/puzzles.html#t-1"):
        build(puzzle_block() + "\n" + puzzle_block())


def test_accept_all_accepts_every_turn_that_meets_the_goal():
    tree = prove(SEVEN, Goal("capture", 3), ["N5"], accept_all=True)
    assert sorted(tree["accept"]) == ["N1", "N5", "N7"]


def test_the_judge_follows_a_two_step_turn():
    state = congeners.State.from_stones(black=[(0, 0), (1, 0), (3, 0)], white=[(-3, 0)])
    good = [t for t, after in turns(state).items() if not after.legal_turns()]
    assert good, "a turn that leaves White with no turn exists here"
    tree = {"accept": [good[0]]}
    move, place = good[0].split("; ")
    assert judge(state, Goal("no-turn"), tree, [move]) == {"verdict": "continue"}
    assert judge(state, Goal("no-turn"), tree, [move, place]) == {"verdict": "solved"}
    other = next(t for t in turns(state) if not t.startswith(move + ";"))
    verdict = judge(state, Goal("no-turn"), tree, [other.split("; ")[0]])
    assert verdict["verdict"] == "wrong" and verdict["message"].startswith("No turn that starts with ")


def test_a_win_in_two_needs_every_defence_refuted():
    state = SEVEN
    with pytest.raises(PuzzleError, match="does not force a win within 2 turns"):
        prove(state, Goal("win", 2), ["N1", "S1", "N2"])


SHIPPED = sorted(ROOT.glob("docs/**/*.md"))


def test_every_shipped_puzzle_is_proven():
    count = 0
    for page in SHIPPED:
        text = page.read_text()
        if "```puzzle" not in text:
            continue
        _, figures = diagrams.replace_blocks(text, str(page.relative_to(ROOT)))
        count += sum(1 for html in figures.values() if 'class="pg-puzzle"' in html)
    games = {entry["game"] for entry in blocks.catalogue.values()}
    assert count >= 48 and games == {"palanquee", "congeners", "pallanguzhi", "palago"}
    for game in games:
        assert sum(1 for e in blocks.catalogue.values() if e["game"] == game) >= 12, game
