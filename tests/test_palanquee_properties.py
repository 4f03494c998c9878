"""Properties of Palanquée over random games and random positions: invariants, round-trips,
and the fast legal-action generator against a brute-force one built on the plain simulation."""

import dataclasses
import json
import random
import re

import pytest
from hypothesis import Phase, assume, given, settings
from hypothesis import strategies as st

from palanquee_reference import legal as ordered_reference
from palanquee_reference import parts_keep_a_seed
from pygames import IllegalMove
from pygames.palanquee import State, initial_state, parse_move
from pygames.palanquee.board import NAMES, NEIGH, SEED
from pygames.palanquee.board import components as _components
from pygames.palanquee.captures import _all_flanks, _saturated
from pygames.palanquee.words import say

URL_SAFE = re.compile(r"^[A-Za-z0-9._~-]+$")
PLACING = ("grow", "grow-seed", "move", "sow")


def random_game(rng, max_turns, check=None):
    """Play random legal actions to the end; ``check(before, move, after)`` after each."""
    state = initial_state(max_turns=max_turns)
    plays = 0
    while not state.is_over():
        move = rng.choice(state.legal_moves())
        after = state.play(move)
        if check:
            check(state, move, after)
        state = after
        plays += 1
    return state, plays


def check_invariants(state):
    b = state.board
    for k, colour in enumerate(("black", "white")):
        bit = 1 if colour == "black" else 2
        seeds = sum(1 for v in b if v == bit | SEED)
        grains = sum(1 for v in b if v == bit)
        r = state.reserve_of(colour)
        assert r["seeds"] >= 0 and r["grains"] >= 0
        assert seeds + r["seeds"] + state.lost[k] == 3
        assert grains + r["grains"] == 50
        label, groups = _components(b, bit)
        for g in groups:  # no seedless group stays on the board
            assert any(b[c] & SEED for c in g), [NAMES[c] for c in g]
    assert not any(_saturated(b, x) for x in range(19))
    assert not _all_flanks(b, 1, 2) and not _all_flanks(b, 2, 1)
    mine = (1 if state.to_move == "black" else 2) | SEED
    assert all(b[s] == mine for s in state.owed)
    if not state.is_over():
        assert state.legal_moves(), state.to_text()
        assert state.sow_only == (not any(v & (mine & 3) for v in b))
    else:
        assert state.legal_moves() == []


def check_round_trips(state):
    text = state.to_text()
    assert URL_SAFE.match(text), text
    assert State.from_text(text) == state
    data = json.loads(json.dumps(state.to_dict()))
    assert {"board", "reserve", "lost", "to_move", "turn", "winner"} <= set(data)
    assert State.from_dict(data) == state


def check_step(before, move, after):
    assert parse_move(str(move)) == move
    assert before.check(str(move)) == move
    check_invariants(after)
    check_round_trips(after)
    if after.turn == before.turn:
        assert after.to_move == before.to_move
        assert set(after.owed) < set(before.owed)
    else:
        assert after.turn > before.turn or after.is_over()


@settings(max_examples=15, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False), st.integers(8, 80))
def test_random_games_keep_the_rules(rng, max_turns):
    start = initial_state(max_turns=max_turns)
    check_round_trips(start)
    end, plays = random_game(rng, max_turns, check_step)
    assert end.is_over() and end.winner() in ("black", "white", "draw")
    assert end.turn <= max_turns
    if end.ending == "cap":
        assert end.turn == max_turns and end.winner() == "draw"


def test_long_random_games_end_within_the_cap():
    for seed in (1, 2):
        end, plays = random_game(random.Random(seed), 500)
        assert end.is_over() and end.turn <= 500
        check_invariants(end)
        check_round_trips(end)


# -- the fast generator against brute force ------------------------------------------------


def every_part_seeded(b, mine, lifted):
    """Whether every piece of the plant of ``lifted`` still reaches a seed once ``lifted`` is taken away."""
    label, groups = _components(b, mine)
    return parts_keep_a_seed(b, groups[label[lifted]], lifted)


def reference_legal(state):
    """(kind, cell, source) -> set of spending seeds, by brute force over ``_simulate`` in full-scan mode."""
    if state.is_over():
        return {}
    ref = dataclasses.replace(state, _clean=False)
    b = state.board
    mine = 1 if state.to_move == "black" else 2
    k = 0 if mine == 1 else 2
    seeds_left, grains_left = state.reserve[k], state.reserve[k + 1]
    enemies = [i for i, v in enumerate(b) if v and not v & mine]
    opening = state.opening[state.side] > 0

    def far(c):
        if not opening:
            return True
        near = {c}
        for _ in range(2):
            near |= {n for x in near for n in NEIGH[x]}
        return not any(e in near for e in enemies)

    empties = [i for i in range(313) if not b[i]]
    shapes = {}

    def shape(key, seed):
        shapes.setdefault(key, set()).add(seed)

    if state.sow_only:
        if seeds_left:
            for c in empties:
                shape(("sow", c, None), None)
    else:
        label, groups = _components(b, mine)
        for s in state.owed:
            plant = set(groups[label[s]])
            touching = {n for x in plant for n in NEIGH[x] if not b[n]}
            for c in touching:
                if grains_left:
                    shape(("grow", c, None), s)
                if seeds_left:
                    shape(("grow-seed", c, None), s)
            for g in plant:
                if b[g] & SEED:
                    continue
                shape(("trim", g, None), s)
                rest = plant - {g}
                for c in {n for x in rest for n in NEIGH[x] if not b[n]}:
                    shape(("move", c, g), s)
            plant_seeds = [x for x in plant if b[x] & SEED]
            if len(plant_seeds) >= 2:
                for x in plant_seeds:
                    shape(("recoil", x, None), s)
            if seeds_left:
                for c in empties:
                    shape(("sow", c, None), s)
    out = {}
    for key, seeds in shapes.items():
        kind, c, src = key
        if kind in PLACING and not far(c):
            continue
        sim = ref._simulate(kind, c, src)
        if sim.flank is not None:
            continue
        if kind == "recoil" and not every_part_seeded(b, mine, c):
            continue  # a grain would be left without a seed
        removed = tuple(sorted(sim.removed))
        if kind in PLACING and len(removed) == 1 and (removed[0][0], c) in state.ko:
            continue
        if state.previous is None:
            out[key] = (set(seeds), removed)
            continue
        keep = set()
        for s in seeds:
            after = state._after(key, removed, s)
            ends = state.sow_only or not after.owed or not after.has_legal_move()
            if not after.is_over() and ends and (after.board, after.lost) == state.previous:
                continue
            keep.add(s)
        if keep:
            out[key] = (keep, removed)
    return out


def assert_same_as_reference(state):
    """The fast listing against brute force (the same actions, seeds and removed pieces) and against the plain
    listing of ``palanquee_reference`` (the same actions in the same order)."""
    assert [str(m) for m in state.legal_moves()] == [str(m) for m in ordered_reference(State.from_text(state.to_text()))[0]]
    fast = {key: (set(seeds), tuple(sorted(removed))) for key, (seeds, removed) in state._legal[1].items()}
    slow = reference_legal(state)
    assert fast.keys() == slow.keys(), (state.to_text(), sorted(fast.keys() ^ slow.keys()))
    for key in fast:
        assert fast[key] == slow[key], (state.to_text(), key, fast[key], slow[key])
    # every listed action is accepted as written, and spends the seed it names
    for m in state.legal_moves():
        assert state.check(m) == m


@settings(max_examples=8, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_fast_legal_actions_match_brute_force_in_random_games(rng):
    state = initial_state(max_turns=80)
    n = 0
    while not state.is_over():
        if n % 9 == 4:
            assert_same_as_reference(state)
        state = state.play(rng.choice(state.legal_moves()))
        n += 1


def drop_dead(b):
    for bit in (1, 2):
        label, groups = _components(b, bit)
        for g in groups:
            if not any(b[c] & SEED for c in g):
                for c in g:
                    b[c] = 0


def settle(b):
    """Remove saturated columns and flanked runs until none is left: a position play could reach."""
    while True:
        doomed = {c for x in range(19) if _saturated(b, x) for c in range(313) if NAMES[c][0] == "SRQPONMLKJIHGFEDCBA"[x]}
        for mine, enemy in ((1, 2), (2, 1)):
            for run, _, _ in _all_flanks(b, mine, enemy):
                doomed.update(run)
        if not doomed:
            return
        for c in doomed:
            b[c] = 0
        drop_dead(b)


def crowded_board(rng) -> bytearray:
    """A random crowded board: plants grown from 1-3 seeds a side, in contact, near-full columns."""
    b = bytearray(313)
    for colour in (1, 2):
        for _ in range(rng.randint(1, 3)):
            b[rng.choice([i for i in range(313) if not b[i]])] = colour | SEED
    full = [x for x in range(19) if rng.random() < 0.15]
    for _ in range(rng.randint(20, 95)):
        colour = rng.choice((1, 2))
        if sum(1 for v in b if v == colour) >= 50:
            continue
        spots = sorted({n for i in range(313) if b[i] & colour for n in NEIGH[i] if not b[n]})
        if not spots:
            continue
        favoured = [c for c in spots if "SRQPONMLKJIHGFEDCBA".index(NAMES[c][0]) in full]
        b[rng.choice(favoured if favoured and rng.random() < 0.6 else spots)] = colour
    return b


def position_of(b, to_move, opening) -> State:
    board = {NAMES[i]: {1: "black grain", 5: "black seed", 2: "white grain", 6: "white seed"}[v] for i, v in enumerate(b) if v}
    if not any(v & (1 if to_move == "black" else 2) for v in b) and not any(b):
        board = {"K7": "black seed"}
    return State.from_dict({"board": board, "to_move": to_move, "opening_left": {"black": opening, "white": opening}})


@st.composite
def crowded_positions(draw):
    """Random crowded positions (``crowded_board``), half of them settled as play would leave them."""
    b = crowded_board(random.Random(draw(st.integers(0, 2**32))))
    if draw(st.booleans()):
        settle(b)
    to_move = draw(st.sampled_from(["black", "white"]))
    return position_of(b, to_move, draw(st.sampled_from([0, 0, 2])))


@settings(max_examples=24, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])
@given(crowded_positions())
def test_fast_legal_actions_match_brute_force_in_crowded_positions(state):
    assert_same_as_reference(state)
    check_round_trips(state)
    for m in state.legal_moves()[:: max(1, len(state.legal_moves()) // 6)]:
        after = state.play(m)
        check_round_trips(after)
        if state._is_clean:
            check_invariants(after)


def dies_with_its_action(key, removed) -> bool:
    """Whether the action ``key`` (kind, cell, source) takes off the piece it puts down: a moved grain next to the
    parts its lifting cuts off only, a piece that fills its column."""
    return key[0] in PLACING and any(r == key[1] for r, _ in removed)


@st.composite
def positions_an_action_takes_back(draw):
    """Settled crowded positions (clean) whose previous board is the one an action leaves when the piece it puts
    down goes too (a moved grain dying with the part it cuts off, a piece filling its column), so that the first ko
    rule looks at an action none of whose cells differs from the previous board: ``(state, key, spender)``. The
    spender's action is the turn's last or not; now and then the previous board is one cell off."""
    b = crowded_board(random.Random(draw(st.integers(0, 2**32))))
    settle(b)
    state = position_of(b, draw(st.sampled_from(["black", "white"])), 0)
    assume(not state.is_over() and not state.sow_only)
    dying = [(key, record) for key, record in state._legal[1].items() if dies_with_its_action(key, record[1])]
    assume(dying)
    filling = [pair for pair in dying if pair[0][0] != "move"]  # rarer: a piece that fills its column
    (key, (seeds, removed)) = draw(st.sampled_from(filling if filling and draw(st.booleans()) else dying))
    spender = draw(st.sampled_from(sorted(seeds)))
    sim = state._simulate(*key)
    lost = list(state.lost)
    for _, v in sim.removed:
        if v & SEED:
            lost[0 if v & 1 else 1] += 1
    previous = bytearray(sim.board)
    if draw(st.integers(0, 3)) == 0:  # one cell off: a piece more or less
        cell = draw(st.integers(0, 312))
        previous[cell] = 0 if previous[cell] else b[cell] or 1
    owed = (spender,) if draw(st.booleans()) else state.owed
    state = dataclasses.replace(state, turn=10, owed=owed, previous=(bytes(previous), tuple(lost)))
    return State.from_text(state.to_text()), key, spender


@settings(max_examples=30, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])
@given(positions_an_action_takes_back())
def test_an_action_whose_piece_goes_too_keeps_the_first_ko_rule(case):
    """The first ko rule forbids an action that ends the turn on the board of the end of the mover's previous turn,
    though the cell it puts its piece on is as it was then (the piece put down and taken off at once): the fast
    listing is the reference's, and ``check`` refuses the action with the ko rule's words when it is not listed."""
    state, key, spender = case
    assert state._is_clean
    assert_same_as_reference(state)
    kind, c, src = key
    text = f"{NAMES[spender]}: " + (f"move {NAMES[src]} {NAMES[c]}" if kind == "move" else f"{kind} {NAMES[c]}")
    index = ordered_reference(State.from_text(state.to_text()))[1]
    if key in index and spender in index[key][0]:
        state.check(text)
    else:
        with pytest.raises(IllegalMove, match=re.escape(say("ko_repeat"))):
            state.check(text)


def test_positions_that_are_not_clean_are_listed_by_the_rules():
    """Set-up positions with a saturated column or a flanked run (play never leaves one): every action is played
    whole, and the listing is the plain one's, in order."""
    unclean = 0
    for seed in range(12):
        b = crowded_board(random.Random(seed))
        for to_move, opening in (("black", 0), ("white", 2)):
            state = position_of(b, to_move, opening)
            if not state._is_clean:
                unclean += 1
                assert_same_as_reference(state)
    assert unclean >= 8, unclean


@settings(max_examples=8, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_illegal_actions_are_refused_with_a_reason(rng):
    state = initial_state(max_turns=30)
    while not state.is_over():
        legal = set(state.legal_moves())
        for _ in range(4):
            kind = rng.choice(["grow", "grow-seed", "move", "trim", "recoil", "sow"])
            cell = rng.choice(NAMES)
            text = f"move {rng.choice(NAMES)} {cell}" if kind == "move" else f"{kind} {cell}"
            m = parse_move(text)
            try:
                played = state.check(m)
            except IllegalMove as e:
                assert str(e) and m not in legal
            else:
                assert played in legal
        state = state.play(rng.choice(state.legal_moves()))


def test_targets_agree_with_legal_moves():
    rng = random.Random(5)
    state = initial_state(max_turns=40)
    while not state.is_over():
        moves = state.legal_moves()
        for kind in ("grow", "grow-seed", "trim", "recoil", "sow"):
            assert state.targets(kind) == {m.cell for m in moves if m.kind == kind}
        assert state.targets("move") == {m.source for m in moves if m.kind == "move"}
        for src in state.targets("move"):
            assert state.targets("move", source=src) == {m.cell for m in moves if m.kind == "move" and m.source == src}
        for seed in state.owed_seeds():
            spent = {m.cell for m in moves if m.kind == "grow" and state.check(m) == m and state._spender(m) == NAMES.index(seed)}
            assert state.targets("grow", seed=seed) == spent
        state = state.play(rng.choice(moves))
