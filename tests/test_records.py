"""Game records (pygames.records and the ``record`` / ``read_record`` requests): every game's random
game goes out as text and comes back the same, and a bad record is refused with a reason."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

import pygames
from pygames.records import Record
from pygames.web import handle


def ask(**request):
    return json.loads(handle(json.dumps(request)))


def random_game(game, seed, steps):
    rng = random.Random(seed)
    state = pygames.get(game).initial_state()
    start, moves = state.to_text(), []
    for _ in range(steps):
        legal = state.legal_moves()
        if state.is_over() or not legal:
            break
        move = rng.choice(legal)
        moves.append(str(move))
        state = state.play(move)
    return start, moves, state


@pytest.mark.parametrize("game", pygames.games())
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_a_random_game_round_trips(game, seed, steps):
    start, moves, final = random_game(game, seed, steps)
    out = ask(op="record", game=game, start=start, moves=moves, headers=[["Date", "2026-12-01"], ["Result", "-"]])
    assert out["ok"], out
    assert out["text"].startswith(f"Game: {game}\n") and "Start:" not in out["text"]  # the usual start is implied
    back = ask(op="read_record", game=game, text=out["text"])
    assert back["ok"], back
    assert back["moves"] == moves and back["headers"] == [["Date", "2026-12-01"], ["Result", "-"]]
    assert back["position"] == final.to_text() == back["positions"][-1]
    assert len(back["positions"]) == len(moves) + 1


def test_a_game_from_another_start_carries_its_start():
    start = pygames.get("congeners").initial_state(size=5)
    out = ask(op="record", game="congeners", start=start.to_text(), moves=[], headers=[])
    assert f"Start: {start.to_text()}" in out["text"]
    assert ask(op="read_record", text=out["text"])["position"] == start.to_text()


def test_header_values_are_one_line():
    out = ask(op="record", game="palago", start=pygames.get("palago").initial_state().to_text(), moves=[],
              headers=[["Light", "Ann\nMoves:\n(9,9,9)"]])
    assert "Light: Ann Moves: (9,9,9)\nMoves:\n" in out["text"]
    assert ask(op="read_record", text=out["text"])["moves"] == []


@pytest.mark.parametrize("text, words", [
    ("", "it is empty"),
    ("Moves:\nS1", 'line 1 should say which game this is ("Game: …")'),
    ("Game: chess\nMoves:", "'chess' is not one of the games of this site"),
    ("Game: pallanguzhi\nS1", 'line 2 should be "Name: value" or "Moves:"'),
    ("Game: pallanguzhi\nDate: today", 'it has no "Moves:" line'),
    ("Game: pallanguzhi\nMoves:\nS1\nS2", "move 2 ('S2') is not legal"),
    ("Game: pallanguzhi\nStart: nonsense\nMoves:", "its start can't be read"),
    ("Game: pallanguzhi\nMoves:\nS" + "9" * 5000, "this step is 5001 characters long"),
    ("Game: pallanguzhi\nMoves:\n" + "S1\n" * 100_000, "more than any game needs"),
    ("Game: palago\nMoves:", "This record is a game of Palago: open it on the Palago play page"),
])
def test_bad_records_are_refused_with_a_reason(text, words):
    answer = ask(op="read_record", game="pallanguzhi", text=text)
    assert not answer["ok"]
    assert words in answer["error"], answer["error"]
    assert answer["error"].startswith("This record can't be opened") or "open it on" in answer["error"]
    assert len(answer["error"]) <= 400 and "Traceback" not in answer["error"]


def test_the_game_line_takes_the_title_too():
    record = Record.from_text("game: Palanquée\nplayers: Ann and Bob\nMOVES:\n\nsow K7\n")
    assert (record.game, record.headers, record.moves) == ("palanquee", (("players", "Ann and Bob"),), ("sow K7",))
