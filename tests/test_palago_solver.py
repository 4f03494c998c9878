"""The Palago solver (pygames/palago/solver.py): its fast model against the engine, its pruning
against plain search, small hand-made positions, and the claims of the rules' worked example 6.

The example 6 searches that take longer than a test should (the exhaustive three-turn searches from
the openings without a claim, about 20 s each) are run by ``python -m tools.palago_openings``; their
results are in the module docstring.
"""

import random
import re

import pytest

from pygames.palago import State, initial_state, parse_move
from pygames.palago import solver as S
from pygames.palago import solver_model as M
from pygames.palago.board import DARK, LIGHT, TILES
from pygames.palago.rules import closing_colours
from pygames.palago.solver import (
    OPENINGS, first_turns, forced_win, play_line, proof_tree, solve, verify_proof,
)


def tiles(text):
    return [parse_move(t).tile for t in re.findall(r"\([^)]*\)", text)]


EXAMPLE_2 = tiles("(-2,1,0) (-1,0,4) (-1,1,4) (0,0,4) (0,1,2)")
EXAMPLE_3 = tiles("(-2,0,0) (-1,-1,2) (-1,1,4) (0,-2,4) (0,-1,2) (0,0,2) (1,-1,0) (1,0,0)")


def board_of(state):
    return {M.cell(q, r): l for q, r, l in state.tiles}


def text(c, l):
    return (*M.QR[c], l)


# -- random positions, mostly near the end of random games (where wins are) --------------------------


def random_positions(seed, games, last=8, max_tiles=TILES):
    """Positions at the start of a turn among the last ``last`` states of random games."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        state = initial_state()
        seen = [state]
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            seen.append(state)
        out += [s for s in seen[-last:-1] if s.placed == 0 and 2 <= len(s.tiles) <= max_tiles]
    return out


def engine_wins(state):
    """Every way the side to move wins in one turn, by trying every tile with the engine."""
    singles, pairs = set(), set()
    for m1 in state.legal_moves():
        s1 = state.play(m1)
        if s1.is_over():
            if s1.winner() == state.to_move:
                singles.add(m1.tile)
            continue
        for m2 in s1.legal_moves():
            if s1.play(m2).winner() == state.to_move:
                pairs.add((m1.tile, m2.tile))
    return singles, pairs


def fast_wins(state):
    board = board_of(state)
    found = M.wins(M.analyse(board), board, len(board), M.COLOUR_INDEX[state.to_move], first=False)
    singles = {text(*w.tiles[0]) for w in found if len(w.tiles) == 1}
    pairs = {(text(*w.tiles[0]), text(*w.tiles[1])) for w in found if len(w.tiles) == 2}
    return singles, pairs


def test_wins_in_one_turn_are_the_engines_on_random_positions():
    total = 0
    for position in random_positions(seed=7, games=12):
        for mover in (LIGHT, DARK):
            state = State(position.tiles, mover, 0)
            mine, engine = fast_wins(state), engine_wins(state)
            assert mine == engine, state.to_text()
            total += len(engine[0]) + len(engine[1])
            board = board_of(state)
            first = M.wins(M.analyse(board), board, len(board), M.COLOUR_INDEX[mover], first=True)
            assert bool(first) == bool(engine[0] or engine[1])
    assert total > 100  # the sample does hold wins


def test_turns_are_the_engines_non_ending_turns():
    for position in random_positions(seed=3, games=4, last=12, max_tiles=TILES - 3)[::3]:
        board = board_of(position)
        mine = [frozenset((text(c1, l1), text(c2, l2))) for c1, l1, c2, l2 in M.turns_of(M.analyse(board), board)]
        engine = set()
        for m1 in position.legal_moves():
            s1 = position.play(m1)
            if not s1.is_over():
                engine |= {frozenset((m1.tile, m2.tile)) for m2 in s1.legal_moves() if not s1.play(m2).is_over()}
        assert len(mine) == len(set(mine)) and set(mine) == engine, position.to_text()


def test_one_and_two_tile_closing_is_the_engines():
    rng = random.Random(11)
    for position in random_positions(seed=5, games=6, last=10):
        board = board_of(position)
        A = M.analyse(board)
        for m1 in position.legal_moves():
            close1, info1 = M.place1(A, M.cell(m1.q, m1.r), m1.l)
            after = dict(position.board)
            after[m1.cell] = m1.l
            assert close1 == sum(1 << M.COLOUR_INDEX[c] for c in closing_colours(after, m1.cell))
            if close1:
                continue
            s1 = position.play(m1)
            replies = s1.legal_moves()
            for m2 in rng.sample(replies, min(4, len(replies))):
                close2, _ = M.place2(A, M.cell(m1.q, m1.r), info1, M.cell(m2.q, m2.r), m2.l)
                after2 = dict(after)
                after2[m2.cell] = m2.l
                assert close2 == sum(1 << M.COLOUR_INDEX[c] for c in closing_colours(after2, m2.cell))


def test_a_reply_that_does_not_stop_a_win_leaves_it_standing():
    """Pruning P2: a defending turn that ``killed_by`` says cannot stop a win does not stop it."""
    rng = random.Random(2)
    checked = 0
    for position in random_positions(seed=9, games=10, last=10, max_tiles=TILES - 4):
        for attacker in (LIGHT, DARK):
            defender = DARK if attacker == LIGHT else LIGHT
            state = State(position.tiles, defender, 0)
            board = board_of(state)
            A = M.analyse(board)
            wins = M.wins(A, board, len(board), M.COLOUR_INDEX[attacker], first=False)
            if not wins:
                continue
            for c1, l1, c2, l2 in rng.sample(list(M.turns_of(A, board)), 40):
                standing = [w for w in wins if not w.killed_by((1 << c1) | (1 << c2))]
                after = state.play(text(c1, l1)).play(text(c2, l2))
                for w in standing[:3]:
                    s = after
                    for c, l in w.tiles:
                        if not s.is_over():
                            s = s.play(text(c, l))
                    assert s.winner() == attacker, (state.to_text(), text(c1, l1), text(c2, l2))
                    checked += 1
    assert checked > 200


# -- the search against a plain search (no table, no pruning, no ordering) --------------------------------


def plain_attack(board, X, k):
    A = M.analyse(board)
    if M.wins(A, board, len(board), X, True):
        return True
    if k <= 1:
        return False
    for c1, l1, c2, l2 in list(M.turns_of(A, board)):
        board[c1], board[c2] = l1, l2
        ok = plain_defend(board, X, k - 1)
        del board[c1], board[c2]
        if ok:
            return True
    return False


def plain_defend(board, X, k):
    A = M.analyse(board)
    if M.wins(A, board, len(board), 1 - X, True):
        return False
    for c1, l1, c2, l2 in list(M.turns_of(A, board)):
        board[c1], board[c2] = l1, l2
        ok = plain_attack(board, X, k)
        del board[c1], board[c2]
        if not ok:
            return False
    return True


def positions_in_proof(state, tree, out):
    """The positions (Light to move) at the defending nodes of a proof for Dark."""
    out.append(state)
    for reply, node in tree["replies"].items():
        after = state
        for m in reply.split():
            after = after.play(m)
        if "turn" in node:
            positions_in_proof(after.play(node["turn"][0]).play(node["turn"][1]), node["then"], out)
    return out


def test_the_search_agrees_with_a_plain_search():
    rng = random.Random(4)
    seen = set()
    opening, first, claim = OPENINGS[1]
    after = play_line(opening + first)
    cases = [(board_of(p), False) for p in positions_in_proof(after, proof_tree(after, DARK, claim - 1), [])[1:5]]
    starts = [play_line(o + f) for o, f, _ in OPENINGS[:3]]
    for i in range(16):
        board = board_of(rng.choice(starts))
        for _ in range(rng.choice([1, 2, 3])):  # random turns after Dark's first
            moves = list(M.turns_of(M.analyse(board), board))
            c1, l1, c2, l2 = rng.choice(moves)
            board[c1], board[c2] = l1, l2
        cases.append((board, (len(board) - 2) % 4 == 0))
    for board, dark_to_move in cases:
        for k in (1, 2):
            if not dark_to_move and k == 2:
                continue  # the plain search is too slow there
            for prune in (True, False):
                search = S.Search(1, board, prune=prune)
                got = search.attack(k) if dark_to_move else search.defend(k)
                want = (plain_attack if dark_to_move else plain_defend)(dict(board), 1, k)
                assert got == want
                seen.add((dark_to_move, k, want))
    assert {(False, 1, True), (False, 1, False), (True, 1, True), (True, 2, True)} <= seen


# -- small positions by hand ----------------------------------------------------------------------------


def test_a_win_in_one_tile_is_found():
    state = State.from_tiles(EXAMPLE_2[:-1], to_move=LIGHT)
    line = forced_win(state, LIGHT, 1)
    assert line is not None and state.play(line[0]).winner() == LIGHT
    turns = first_turns(state, 1)
    assert ("(0,1,2)",) in turns
    assert all(len(t) == 1 or not state.play(t[0]).is_over() for t in turns)
    assert forced_win(state, DARK, 1) is None


def test_the_defender_blocks_a_single_threat():
    state = State.from_tiles(EXAMPLE_2[:-1], to_move=DARK)
    assert not solve(state, LIGHT, 1).win  # Dark fills (0,1) or its liberties first
    blocked = State.from_tiles(EXAMPLE_2[:-1], to_move=DARK).play("(0,1,0)")
    assert not blocked.is_over()


def test_a_tile_that_closes_both_colours_is_no_win_for_its_mover():
    for mover in (LIGHT, DARK):
        state = State.from_tiles(EXAMPLE_3, to_move=mover)
        assert state.play("(-1,0,2)").winner() != mover
        assert ("(-1,0,2)",) not in first_turns(state, 1)
        singles, _ = fast_wins(state)
        assert (-1, 0, 2) not in singles


def test_a_tile_that_closes_the_opponents_group_loses():
    state = State.from_tiles(EXAMPLE_2[:-1], to_move=DARK)
    assert state.play("(0,1,2)").winner() == LIGHT  # Dark's tile closes Light's group
    assert all("(0,1,2)" != t[0] for t in first_turns(state, 1))


def test_turns_begun_and_the_opening_are_played_by_the_engine():
    state = State.from_tiles(EXAMPLE_2[:-1], to_move=LIGHT).play("(1,0,0)")  # Light's first tile
    assert state.placed == 1
    r = solve(state, LIGHT, 1)  # the second tile of the turn closes the group
    assert r.win and state.play(r.line[0]).winner() == LIGHT
    assert solve(initial_state(), DARK, 1).win is False
    assert solve(play_line(["(0,0,0)"]), LIGHT, 1).win is False


def test_results_report_nodes_and_time():
    r = solve(play_line(OPENINGS[0][0]), DARK, 3)
    assert r.win and r.nodes > 0 and r.seconds >= 0 and r.first_turn == r.line[:2]
    assert "Dark wins within 3 turns" == r.verdict()
    with pytest.raises(ValueError):
        solve(initial_state(), "white", 1)


# -- example 6 of the rules ------------------------------------------------------------------------------


@pytest.mark.parametrize("opening, first, claim", OPENINGS[:3])
def test_example_6_dark_wins_with_the_given_first_turn(opening, first, claim):
    after = play_line(opening + first)
    r = solve(after, DARK, claim - 1)
    assert r.win, r.verdict()
    assert not solve(after, DARK, claim - 2).win  # and not a turn sooner
    tree = proof_tree(after, DARK, claim - 1)
    assert verify_proof(after, DARK, tree) >= 1  # the engine alone answers every Light reply


def test_example_6_a_and_b_dark_wins_within_three_turns_from_the_opening():
    for opening, _, _ in OPENINGS[:2]:
        r = solve(play_line(opening), DARK, 3)
        assert r.win and len(r.first_turn) == 2
        assert not solve(play_line(opening), DARK, 2).win


@pytest.mark.parametrize("opening", [o for o, f, _ in OPENINGS[3:]])
def test_example_6_no_forced_win_within_two_turns(opening):
    """Every Dark turn searched; the three-turn search (no win either) is in the module docstring."""
    assert solve(play_line(opening), DARK, 2).win is False


def test_verify_proof_finds_a_gap():
    opening, first, claim = OPENINGS[1]
    after = play_line(opening + first)
    tree = proof_tree(after, DARK, claim - 1)
    assert tree["replies"] and tree["threats"]
    with pytest.raises(AssertionError):
        verify_proof(after, DARK, dict(tree, threats=[], replies={}))
    first_reply = next(iter(tree["replies"].values()))
    with pytest.raises(AssertionError):  # a win that is not one
        verify_proof(after, DARK, dict(tree, threats=[], replies={k: {"win": ["(9,9,0)"]} for k in tree["replies"]}))
    assert first_reply


@pytest.mark.parametrize("opening, first, claim", OPENINGS[:2])
def test_example_6_without_pruning_or_ordering(opening, first, claim):
    """The same answers with P2 and the ordering off (every Light reply searched)."""
    board = board_of(play_line(opening + first))
    assert S.Search(1, board, prune=False, order=False).defend(claim - 1)
    assert not S.Search(1, board, prune=False, order=False).defend(claim - 2)
