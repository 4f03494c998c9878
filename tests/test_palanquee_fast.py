"""Palanquée's fast engine against its reference: the legal actions listed with the shortcuts and the
work carried from position to position (``_legal``) equal those of the first listing
(``_reference_legal``) on a fresh copy of each position, in random games and in games full of captures."""

import random

from pygames.palanquee import State, initial_state
from pygames.palanquee.board import INDEX


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
            ref_moves, ref_index = fresh._reference_legal()
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
