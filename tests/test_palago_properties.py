"""Properties of random Palago games: invariants, legality and round-trips."""

import json
import re
import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import IllegalMove
from pygames.palago import State, initial_state, parse_move, render_svg
from pygames.palago.board import DIRECTIONS, ORIENTATIONS, TILES, canonical, transform
from pygames.palago.rules import closing_colours, winning_colours
from pygames.palago.text import Move
from positions import random_game

URL_SAFE = re.compile(r"^[A-Za-z0-9._~-]+$")


def touches(a, b):
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS



@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_games_keep_the_rules(rng):
    states = random_game(initial_state(), rng)
    end = states[-1]
    assert end.is_over() and end.winner() in ("light", "dark", "draw")
    assert len(end.tiles) <= TILES
    assert len(states) == len(end.tiles) + 1
    for before, after in zip(states, states[1:]):
        cells = [t[:2] for t in after.tiles]
        assert len(set(cells)) == len(cells), "tiles never overlap"
        new = after.tiles[-1]
        assert after.tiles[:-1] == before.tiles
        if before.tiles:
            assert any(touches(t[:2], new[:2]) for t in before.tiles), "every tile touches the table"
        if before.placed == 1:
            assert touches(before.tiles[-1][:2], new[:2]), "the second tile touches the first"
        if not after.is_over():
            # the turn: two tiles, then the other side
            if before.placed == 0:
                assert (after.to_move, after.placed) == (before.to_move, 1)
            else:
                assert (after.placed, after.to_move) == (0, "dark" if before.to_move == "light" else "light")
            # the incremental win check agrees with the whole table
            assert winning_colours(after.tiles) == set()
            assert after.winner() is None and after.legal_moves()
        else:
            assert (after.to_move, after.placed) == (before.to_move, before.placed)
            closed = winning_colours(after.tiles)
            assert closed == closing_colours(after.board, new[:2])
            if after.winner() == "draw":
                assert not closed and len(after.tiles) == TILES
            else:
                mover = before.to_move
                other = "dark" if mover == "light" else "light"
                assert after.winner() == (other if other in closed else mover)
                assert after.winning_group().winning and after.winning_group().colour == after.winner()


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_round_trips_at_every_ply(rng):
    for state in random_game(initial_state(), rng):
        text = state.to_text()
        assert URL_SAFE.match(text), text
        assert State.from_text(text) == state
        data = json.loads(json.dumps(state.to_dict()))
        assert set(data) >= {"tiles", "to_move", "placed", "winner"}
        assert State.from_dict(data) == state
        assert hash(State.from_dict(data)) == hash(state)
        for move in state.legal_moves():
            assert parse_move(str(move)) == move
        assert state.describe()


@settings(max_examples=15, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 47))
def test_legal_moves_are_exactly_the_tiles_play_accepts(rng, ply):
    states = random_game(initial_state(), rng)
    state = states[min(ply, len(states) - 1)]
    legal = set(state.legal_moves())
    near = {(q + dq, r + dr) for q, r, _ in state.tiles for dq, dr in DIRECTIONS}
    near |= {(q + dq, r + dr) for q, r in near for dq, dr in DIRECTIONS}
    for q, r in sorted(near):
        for l in ORIENTATIONS:
            move = Move(q, r, l)
            try:
                state.play(move)
            except IllegalMove as e:
                assert move not in legal, (str(move), str(e))
                assert str(e)
            else:
                assert move in legal, str(move)


@settings(max_examples=10, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 47))
def test_the_drawing_marks_the_legal_cells_and_every_tile(rng, ply):
    states = random_game(initial_state(), rng)
    state = states[min(ply, len(states) - 1)]
    root = ET.fromstring(render_svg(state))
    ns = "{http://www.w3.org/2000/svg}"
    groups = list(root.iter(ns + "g"))
    drawn = sorted(g.get("data-cell") for g in groups if "pg-tile" in g.get("class", "").split())
    assert drawn == sorted(f"{q},{r}" for q, r, _ in state.tiles)
    legal = {g.get("data-cell") for g in groups if "pg-legal" in g.get("class", "").split()}
    assert legal == {f"{m.q},{m.r}" for m in state.legal_moves()}
    assert all(g.get("aria-label") for g in groups if g.get("data-cell"))
    assert (root.find(f"{ns}path[@class='pg-win']") is not None) == (state.winner() in ("light", "dark"))


@settings(max_examples=20, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 2), st.booleans(), st.integers(-5, 5), st.integers(-5, 5))
def test_symmetries_keep_the_winning_colours(rng, turn, flip, dq, dr):
    tiles = random_game(initial_state(), rng)[-1].tiles
    moved = [transform(t, turn, flip) for t in tiles]
    moved = [(q + dq, r + dr, l) for q, r, l in moved]
    assert winning_colours(moved) == winning_colours(tiles)
    assert canonical(moved) == canonical(tiles)
