"""The puzzle miner: each game declares its search in ``pygames/<game>/miner.py``, the tool names no game, and no miner
ships to the browser."""

import random
import re
from importlib import import_module
from pathlib import Path

import pytest

import pygames
from builder import runtime
from pygames import mining
from pygames.puzzles import Goal, prove
from tools import puzzle_miner

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("game", pygames.games())
def test_every_game_has_a_miner_with_the_names_of_the_contract(game):
    miner = import_module(f"pygames.{game}.miner")
    assert puzzle_miner.miner(game) is miner
    for name in mining.MINER:
        assert callable(getattr(miner, name, None)), f"pygames.{game}.miner has no {name}"
    assert "looks for" in miner.__doc__  # what it looks for, said where it is done


def test_no_miner_ships_to_the_browser():
    sources = runtime.package_sources()
    assert {f"pygames/{game}/miner.py" for game in pygames.games()} | {"pygames/mining.py"} <= set(sources)
    shipped = runtime.browser_modules(sources)
    assert not [name for name in shipped if "min" in name.rpartition(".")[2]], shipped


def test_the_tool_names_no_game():
    text = (ROOT / "tools" / "puzzle_miner.py").read_text()
    assert not [game for game in pygames.games() if game in text.lower()]


def test_a_miner_gives_the_same_positions_for_the_same_seed():
    miner = puzzle_miner.miner("pallanguzhi")
    first, again = ([s.to_text() for s in miner.positions(random.Random(3), 1)] for _ in range(2))
    assert first and first == again


def test_the_tool_finds_a_puzzle_the_prover_accepts(capsys):
    assert puzzle_miner.main(["pallanguzhi", "--count", "1", "--seed", "3", "--seconds", "20"]) == 0
    blocks = re.findall(r"```puzzle\n(.*?)\n```", capsys.readouterr().out, re.S)
    assert len(blocks) == 1
    fields = dict(line.split(": ", 1) for line in blocks[0].splitlines())
    assert fields["game"] == "pallanguzhi" and fields["id"] == "pallanguzhi-mined-1"
    state = pygames.get("pallanguzhi").State.from_text(fields["position"])
    tree = prove(state, Goal.parse(fields["goal"]), fields["solution"].split("; "), fields.get("accept") == "all")
    assert fields["solution"] in tree["accept"]
    assert fields["explanation"].startswith(fields["solution"] + ": ") and fields["source"].startswith("mined: game seed ")
