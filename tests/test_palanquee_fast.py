"""Palanquée's fast engine against its reference: the legal actions listed with the shortcuts and the
work carried from position to position (``_legal``) equal those of the plain listing written from the rules
(``palanquee_reference``, here in the tests) on a fresh copy of each position, in random games and in games
full of captures."""

import random
import re

import pytest

import palanquee_reference as reference
from pygames import IllegalMove
from pygames.palanquee import State, initial_state
from pygames.palanquee.board import INDEX
from pygames.palanquee.words import say


def listed(index):
    return {k: (sorted(v[0], key=lambda s: -1 if s is None else s), tuple(sorted(v[1]))) for k, v in index.items()}


def check_games(seeds, max_turns, greedy):
    """Play the games; at every position compare the fast listing with the reference. ``greedy``: the share
    of the positions with a capture where a capturing action is played (captures, dead plants, ko)."""
    checked = captured = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = initial_state(max_turns=max_turns)
        while not state.is_over():
            fresh = State.from_text(state.to_text())
            ref_moves, ref_index = reference.legal(fresh)
            moves, index = state._legal
            assert [str(m) for m in moves] == [str(m) for m in ref_moves], state.to_text()
            assert listed(index) == listed(ref_index), state.to_text()
            taking = [m for m in moves
                      if index[(m.kind, INDEX[m.cell], INDEX[m.source] if m.source else None)][1]]
            if taking and rng.random() < greedy:
                move = rng.choice(taking)
                captured += 1
            else:
                move = rng.choice(moves)
            after = state.play(move)
            again = State.from_text(after.to_text())
            assert again == after and again.to_text() == after.to_text()
            assert again._zhash == after._zhash and again._pairs == after._pairs
            assert again.winner() == after.winner()
            state = after
            checked += 1
    return checked, captured


def test_fast_legal_actions_match_the_reference_listing_in_random_games():
    checked, _ = check_games(range(6), 160, greedy=0.0)
    assert checked > 1000


def test_fast_legal_actions_match_the_reference_listing_in_games_full_of_captures():
    checked, captured = check_games(range(100, 104), 160, greedy=0.8)
    assert checked > 1000 and captured > 200


def test_a_position_that_is_not_clean_keeps_the_first_ko_rule_for_an_action_whose_piece_goes_too():
    """Column K full but for K16 (saturated: a set-up position, not one play leaves): every action clears it, and
    the turn ends (its seed owes the last action). Growing a grain on K16 fills the column and goes with it (as a
    grain grown anywhere else dies, cut off): the board is then that of the end of Black's previous turn, so the
    first ko rule forbids it; a seed grown there is lost, so the board is the same but not the lost seeds."""
    column = [f"K{row}" for row in range(1, 17)]
    board = {cell: "black grain" for cell in column[:-1]} | {"K1": "black seed", "C5": "black seed", "Q5": "white seed"}
    previous = {cell: piece for cell, piece in board.items() if cell not in column}
    state = State.from_dict({
        "board": board, "turn": 5, "owed": ["K1"], "opening_left": {"black": 0, "white": 0},
        "previous": {"board": previous, "lost": {"black": 1, "white": 0}},
    })
    assert not state._is_clean
    moves = [str(m) for m in state.legal_moves()]
    assert "grow-seed K16" in moves and not any(m.startswith("grow ") for m in moves)
    assert moves == [str(m) for m in reference.legal(State.from_text(state.to_text()))[0]]
    with pytest.raises(IllegalMove, match="ko"):
        state.check("grow K16")


def ko_cases(board, previous, last, more, actions):
    """Black's turn on ``board`` with ``previous`` as the board of the end of Black's previous turn: with only
    the seed ``last`` still owing (its action ends the turn) the first ko rule forbids ``actions``; with ``more``
    owing too, they are legal. Both listings are the reference's; the refused actions are refused by ``check``
    and ``play`` with the ko rule's words. Answers the legal actions of the forbidding case."""
    for owed, forbidden in (([last], True), ([last, more], False)):
        state = State.from_dict({
            "board": board, "to_move": "black", "turn": 5, "owed": owed, "opening_left": {"black": 0, "white": 0},
            "previous": {"board": previous},
        })
        assert state._is_clean
        moves = [str(m) for m in state.legal_moves()]
        assert moves == [str(m) for m in reference.legal(State.from_text(state.to_text()))[0]]
        if not forbidden:
            assert set(actions) <= set(moves)
            continue
        forbidding = moves
        assert not set(actions) & set(moves)
        for move in actions:
            with pytest.raises(IllegalMove, match=re.escape(say("ko_repeat"))):
                state.check(move)
            with pytest.raises(IllegalMove, match=re.escape(say("ko_repeat"))):
                state.play(move)
    return forbidding


@pytest.mark.parametrize("around", [{}, {"K9": "white seed", "K10": "black grain", "K11": "black grain"}],
                         ids=["plain", "a-capture-near"])
def test_a_clean_position_keeps_the_first_ko_rule_for_a_grain_that_dies_with_the_part_it_cuts_off(around):
    """Black's K6 and K5 hang from the seed K7 and were not there at the end of Black's previous turn. Moving K6
    to K4 (or J5, J6, L5, L6: next to K5 only once K6 is lifted) cuts K5 off, and the grain dies with it: the
    board is that of the end of Black's previous turn, though no cell the move names differs from it. With K7's
    action the last owed, the first ko rule forbids those moves; with K12's still owed they are legal. ``around``:
    a white seed a grown grain on K8 would take, so that the plant's actions are listed the long way."""
    previous = {"K7": "black seed", "C3": "white seed", "K12": "black seed", "K14": "black seed"} | around
    board = previous | {"K6": "black grain", "K5": "black grain"}
    moves = ko_cases(board, previous, "K7", "K12", ["move K6 K4", "move K6 J5", "move K6 J6", "move K6 L5", "move K6 L6"])
    assert "move K6 K8" in moves  # next to K7: the grain stays, only K5 goes


def test_a_clean_position_keeps_the_first_ko_rule_for_a_piece_that_fills_its_column():
    """Black's K1..K14 were not there at the end of Black's previous turn (a set-up position: play cannot add so
    many in one round). Growing a grain on K15 or K16 (or moving one there from K13 or K2) leaves no two empty
    cells one above the other in column K: the column goes, the new grain with it, and the board is that of the
    end of Black's previous turn (the seed L7 holds its plant). With L7's action the last owed, the first ko rule
    forbids those actions; with C5's still owed they are legal."""
    previous = {"L7": "black seed", "C5": "black seed", "Q5": "white seed"}
    board = previous | {f"K{row}": "black grain" for row in range(1, 15)}
    moves = ko_cases(board, previous, "L7", "C5", ["grow K15", "grow K16", "move K13 K15", "move K2 K16"])
    assert {"grow-seed K15", "sow K16", "move K1 K15"} <= set(moves)  # a seed lost; K1 K16 left empty
