"""A fifth game through the shared layers, touching none of them.

``tests/tictactoe.py`` is a game defined here, added with ``pygames.add_game``: it gets a rules
diagram with prepared answers, a proven puzzle whose every step the web protocol judges, and a
game record that makes the round trip, from code that never names it.
"""

import ast
import json
import re
from pathlib import Path

import pytest

import pygames
import tictactoe
from builder import pages, prepared, puzzles as blocks
from pygames import web
from pygames.game import GameModule

ROOT = Path(__file__).resolve().parent.parent
# The shared code: every module of the package but its registry (pygames/__init__.py lists the games).
SHARED = [*sorted(p for p in (ROOT / "pygames").glob("*.py") if p.name != "__init__.py"), *sorted((ROOT / "builder").glob("*.py")), ROOT / "tools" / "puzzle_miner.py"]
SCRIPTS = sorted((ROOT / "docs" / "assets" / "pygames").glob("*.js"))

FORK = """\
id: ttt-fork
title: Two rows at once
game: tictactoe
marks: ...xoo..x
to_move: x
goal: win 2
solution: a3
explanation: a3 threatens a1 and b3; Nought can stop only one.
source: the tests' own game
"""


@pytest.fixture(autouse=True)
def fifth_game(monkeypatch):
    monkeypatch.setenv("PYGAMES_PUZZLE_CACHE", "0")  # the cache keys on the package's files, not on this game
    pygames.add_game(tictactoe)
    yield
    pygames.remove_game("tictactoe")
    blocks.catalogue.pop("ttt-fork", None)


def ask(**request) -> dict:
    return json.loads(web.handle(json.dumps({"game": "tictactoe", **request})))


def test_it_meets_the_contract():
    assert isinstance(tictactoe, GameModule) and "tictactoe" in pygames.games()
    assert pygames.game_of(tictactoe.initial_state()) is tictactoe


def test_a_rules_diagram_with_prepared_answers():
    block = "```tictactoe\nmarks: x...o....\nto_move: x\nhint: c3\ncaption: Take the far corner.\n```\n"
    text, figures = pages.replace_blocks(block, "docs/ttt/rules.md")
    html = figures[text.strip()]
    assert 'data-game="tictactoe"' in html and 'data-input="stones"' in html and "Take the far corner." in html
    assert 'data-cell="c3"' in html and "pg-hint" in html
    address = re.search(r'data-prepared="([^"]+)"', html)[1]
    assert address.startswith("../assets/pygames/prepared/") and address.rsplit("/", 1)[1] in prepared.FILES


def test_prepared_answers_are_the_protocol_s_own():
    state = tictactoe.State.from_text("x...o....-x")
    requests = prepared.figure_requests(tictactoe, state, ["c3"], "diagram")
    clicks = {r.get("cell") for r in requests if r["op"] == "click"}
    assert clicks == set(map(str, state.legal_moves()))  # seven cells: within the game's budget, every one
    table = prepared.prepare(tictactoe, state, requests)
    for request, answer in prepared.answered(tictactoe, state, requests):
        assert table[prepared.key(request)] == answer == json.loads(web.handle(json.dumps(request)))


def test_a_puzzle_is_proven_and_judged_step_by_step():
    html = blocks.render(FORK, "docs/ttt/puzzles.md", 1, 1, "ttt/puzzles.html", {})
    data = json.loads(re.search(r'data-puzzle="([^"]+)"', html)[1].replace("&quot;", '"'))
    assert data["solution"][0] == "a3" and data["themes"] == ["fork"] and len(data["solution"]) == 3
    assert data["goal_words"] == "Cross to play and win within 2 turns, whatever the opponent does."
    puzzle = {"goal": data["goal"], "tree": data["tree"], "start": data["start"], "steps": []}
    wrong = ask(op="play", position=data["start"], move="b1", puzzle=puzzle)
    assert wrong["puzzle"]["verdict"] == "wrong" and wrong["puzzle"]["message"].endswith("Try again.")
    first = ask(op="play", position=data["start"], move="a3", puzzle=puzzle)
    assert first["puzzle"]["verdict"] == "reply" and first["puzzle"]["reply"] == data["solution"][1]
    after = ask(op="play", position=first["position"], move=first["puzzle"]["reply"])
    last = ask(op="play", position=after["position"], move=data["solution"][2],
               puzzle=dict(puzzle, tree=first["puzzle"]["next"], start=after["position"]))
    assert last["puzzle"]["verdict"] == "solved" and last["state"]["winner"] == "cross"
    shown = ask(op="puzzle_turn", position=data["start"], puzzle=puzzle)
    assert shown["turn"] == "a3" and shown["area"] == "Look at column a."


def test_a_record_makes_the_round_trip():
    moves = ["b2", "a1", "c3", "a3"]
    record = ask(op="record", start=tictactoe.initial_state().to_text(), moves=moves, headers=[["Date", "2026-12-06"]])
    assert record["text"].startswith("Game: tictactoe\n")
    back = json.loads(web.handle(json.dumps({"op": "read_record", "text": record["text"].replace("tictactoe", "Three in a row", 1)})))
    assert back["game"] == "tictactoe" and back["moves"] == moves
    assert ask(op="check_game", start=tictactoe.initial_state().to_text(), moves=moves)["ok"]


def test_a_bad_step_of_the_fifth_game_gets_its_words():
    answer = ask(op="play", position="x...o....-x", move="b2")
    assert answer == {"ok": False, "error": "B2 is already marked: choose an empty cell.", "illegal": True}


def game_words(text: str) -> list:
    return [g for g in pygames.games() if re.search(rf"\b{g}\b", text, re.IGNORECASE)]


def strings_of(path: Path) -> str:
    """The string constants of a Python file's code (its docstrings left out: examples name games)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return "\n".join(node.value for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.name)
def test_shared_python_names_no_game(path):
    assert not game_words(strings_of(path)), f"{path.name} names {game_words(strings_of(path))} in its code"


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_shared_scripts_name_no_game(path):
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert not game_words(code), f"{path.name} names {game_words(code)} in its code"
