"""Properties of Congeners: the canonical shape, and random games (invariants, legality, round-trips)."""

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import IllegalMove
from pygames.congeners import State, initial_state, parse_move
from pygames.congeners.board import DIRECTIONS, creatures, on_board
from pygames.congeners.scoring import canonical_shape, compare, score
from positions import random_game

URL_SAFE = re.compile(r"^[A-Za-z0-9._~-]+$")


def symmetries(cells):
    """The 12 images of ``cells``, written independently of the module (cube coordinates)."""
    out = []
    cube = [(q, r, -q - r) for q, r in cells]
    for k in range(6):
        rotated = cube
        for _ in range(k):
            rotated = [(-z, -x, -y) for x, y, z in rotated]
        out.append([(x, y) for x, y, _ in rotated])
        out.append([(y, x) for x, y, _ in rotated])
    return out


def test_polyhex_counts():
    counts = []
    level = {canonical_shape([(0, 0)])}
    counts.append(len(level))
    for _ in range(5):
        grown = set()
        for shape in level:
            cells = set(shape)
            for q, r in shape:
                for dq, dr in DIRECTIONS:
                    c = (q + dq, r + dr)
                    if c not in cells:
                        grown.add(canonical_shape(cells | {c}))
        level = grown
        counts.append(len(level))
    assert counts == [1, 1, 3, 7, 22, 82]


@st.composite
def polyhexes(draw):
    cells = [(0, 0)]
    for _ in range(draw(st.integers(0, 7))):
        q, r = draw(st.sampled_from(cells))
        dq, dr = draw(st.sampled_from(DIRECTIONS))
        if (q + dq, r + dr) not in cells:
            cells.append((q + dq, r + dr))
    return cells


@settings(max_examples=60, deadline=None, derandomize=True)
@given(polyhexes(), st.integers(-9, 9), st.integers(-9, 9))
def test_canonical_shape_is_invariant(cells, dq, dr):
    key = canonical_shape(cells)
    assert len(key) == len(cells) and len(creatures(key)) == 1
    for image in symmetries(cells):
        assert canonical_shape([(q + dq, r + dr) for q, r in image]) == key



def check_round_trips(state):
    text = state.to_text()
    assert URL_SAFE.match(text), text
    assert State.from_text(text) == state
    data = json.loads(json.dumps(state.to_dict()))
    assert set(data) >= {"size", "stones", "to_move", "phase", "moved", "winner"}
    assert State.from_dict(data) == state
    for m in state.legal_moves():
        assert parse_move(str(m)) == m


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False), st.sampled_from([5, 6, 7]), st.integers(20, 60))
def test_random_games_keep_the_rules(rng, size, max_plies):
    states = random_game(initial_state(size=size, max_plies=max_plies), rng)
    end = states[-1]
    assert end.is_over() and end.winner() in ("black", "white", "draw")
    assert end.plies <= max_plies
    assert end.ending in ("passes", "repetition", "cap")
    for before, after in zip(states, states[1:]):
        check_round_trips(before)
        assert before.winner() is None and before.legal_moves()
        assert all(on_board(c, size) for c in after.black | after.white)
        assert not after.black & after.white
        nb, nw = len(after.black) - len(before.black), len(after.white) - len(before.white)
        step = after.trail[-1] if after.trail else None
        if before.phase == "setup":
            assert nb + nw == (0 if after.phase == "move" else 1)
        elif before.phase == "place":
            mover = before.to_move
            assert (nb, nw) == ((1, 0) if mover == "black" else (0, 1))
        elif before.phase == "move" and after.phase == "place":
            own, enemy = (nb, nw) if before.to_move == "black" else (nw, nb)
            assert own == 0 and enemy in (0, -1)
            assert (enemy == -1) == step.bite
            # a move is always followed by a legal placement
            assert after.legal_moves() and all(m.kind == "place" for m in after.legal_moves())
        else:  # a pass
            assert (nb, nw) == (0, 0) and step.kind == "pass"
    check_round_trips(end)
    assert end.legal_moves() == []
    check_repetitions(states)


def check_repetitions(states):
    """The repetition count, kept here from the whole game, agrees with the state's own."""
    seen = {}
    for state in states:
        if state.phase in ("move", "over") and state.plies + (state.phase == "move") > 0:
            key = (state.black, state.white, state.to_move)
            seen[key] = seen.get(key, 0) + 1
            assert state.occurrences() == seen[key]
            if state.phase == "move":
                assert seen[key] < state.repetitions
    end = states[-1]
    assert (end.ending == "repetition") == (seen[(end.black, end.white, end.to_move)] >= end.repetitions)


@settings(max_examples=10, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_whole_games_end_by_the_rules(rng):
    states = random_game(initial_state(size=5, max_plies=1000), rng)
    end = states[-1]
    assert end.is_over() and end.ending in ("passes", "repetition") and end.plies < 1000
    if end.ending == "passes":
        assert [s.trail[-1].kind for s in states[-2:]] == ["pass", "pass"]
    check_repetitions(states)


@settings(max_examples=8, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_illegal_steps_are_refused_with_a_reason(rng):
    states = random_game(initial_state(size=5, max_plies=25), rng)
    for state in states[:-1]:
        legal = {str(m) for m in state.legal_moves()}
        if state.phase == "place":
            q, r = rng.randint(-4, 4), rng.randint(-4, 4)
            tries = [f"@{q},{r}"]
        elif state.phase == "move":
            a = rng.choice(sorted(state.black | state.white))
            d = rng.choice(DIRECTIONS)
            k = rng.randint(1, 4)
            tries = [f"{a[0]},{a[1]}-{a[0] + d[0] * k},{a[1] + d[1] * k}", "pass"]
        else:
            continue
        for t in tries:
            m = parse_move(t)
            if str(m) in legal or (m.kind == "move" and f"{m.start[0]},{m.start[1]}x{m.cell[0]},{m.cell[1]}" in legal):
                continue
            try:
                state.play(m)
            except IllegalMove as e:
                assert str(e)
            else:
                raise AssertionError(f"{t} was played though not legal in {state.to_text()}")


def test_compare_is_antisymmetric():
    profiles = [(), ((2, (8,)),), ((3, (0,)), (2, (8,))), ((3, (18,)),), ((3, (18, 0)), (1, (5,)))]
    for a in profiles:
        for b in profiles:
            assert compare(a, b) == -compare(b, a)
    assert score(State.from_stones(), "black") == ()
