"""The fast path of the Congeners rules against the reference, on thousands of random positions.

The fast path carries the creatures from position to position (:mod:`pygames.congeners.fast`); the
reference (``congeners_reference``, here in the tests) finds everything again from the sets of stones. Both
must give the same legal steps (as text, in order), the same whole turns, the same states after each step,
the same winners, the same score profiles, and the same refusals.
"""

import random

import pytest

import congeners_reference as reference
from pygames import IllegalMove
from pygames.congeners import State, initial_state
from pygames.congeners.fast import Creatures
from pygames.congeners.scoring import score


def random_games(count, seed):
    """Every position of ``count`` random games (sides 5, 6, 7), each with the random step played from it."""
    rng = random.Random(seed)
    for _ in range(count):
        state = initial_state(size=rng.choice((5, 6, 7)))
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            yield rng, state, move
            state = state.play(move)


def fresh(state):
    """The same position with nothing carried over (what the reference is asked about)."""
    return State.from_text(state.to_text())


def test_legal_steps_states_and_winners_agree_with_the_reference():
    positions = 0
    for rng, state, move in random_games(20, 1):
        plain = fresh(state)
        assert [str(m) for m in state.legal_moves()] == [str(m) for m in reference.legal_moves(plain)], state.to_text()
        after, expected = state.play(move), reference.play(plain, str(move))
        assert after.to_text() == expected.to_text() and after == expected and hash(after) == hash(expected)
        assert after.winner() == expected.winner() and after.is_over() == expected.is_over()
        positions += 1
    assert positions > 1500


def test_whole_turns_agree_with_the_reference():
    checked = 0
    for rng, state, _ in random_games(15, 2):
        if state.phase == "move" and rng.random() < 0.15:
            fast = [(str(m), str(p)) for m, p in state.legal_turns()]
            assert fast == [(str(m), str(p)) for m, p in reference.legal_turns(fresh(state))], state.to_text()
            checked += 1
    assert checked > 100


def test_carried_creatures_match_creatures_found_afresh_and_score_the_same():
    for rng, state, _ in random_games(12, 3):
        if state.phase in ("move", "place"):
            carried, found = state.creatures_now, Creatures.of(fresh(state))
            assert carried.board == found.board
            groups = lambda c: sorted(sorted(cells) for cells in c.members.values())  # noqa: E731
            assert groups(carried) == groups(found)
            assert all(carried.lab[x] and x in carried.members[carried.lab[x]] for x in carried.geo.cells if carried.board[x])
            assert carried.profile(1) == score(state, "black") and carried.profile(2) == score(state, "white")


def outcome(check, step) -> str:
    """The step as ``check`` accepts it, or ``refused:`` and the reason."""
    try:
        return str(check(step))
    except IllegalMove as e:
        return "refused: " + str(e)


def test_refusals_are_the_reference_s():
    rng = random.Random(4)
    tried = 0
    passes = {True: 0, False: 0}  # passes played, passes refused
    for _, state, _ in random_games(8, 5):
        if state.phase not in ("move", "place"):
            continue
        q, r = rng.randint(-6, 6), rng.randint(-6, 6)
        if state.phase == "move" and (rng.random() < 0.2 or not state._turn_moves):
            step = "pass"  # refused while a stone can move; the fast path answers without listing the moves again
        elif state.phase == "move":
            start = rng.choice(sorted(state.black | state.white))
            step = f"{start[0]},{start[1]}{rng.choice('-x')}{q},{r}"
        else:
            step = f"@{q},{r}"
        outcomes = [outcome(state.check, step), outcome(lambda m: reference.check(fresh(state), m), step)]
        assert outcomes[0] == outcomes[1], (state.to_text(), step)
        tried += 1
        passes[outcomes[0] == "pass"] += step == "pass"
    assert tried > 300 and passes[True] > 5 and passes[False] > 30, passes


def test_steps_of_every_kind_in_every_phase_are_judged_as_the_reference_judges_them():
    """Setup stones, colour choices, moves, bites, placements and passes, in the setup, the move and place
    phases and after the end: accepted or refused with the same words."""
    rng = random.Random(6)
    seen = {}  # phase -> [accepted, refused]
    for _ in range(6):
        state = initial_state(size=rng.choice((5, 6, 7)))
        while True:
            plain = fresh(state)
            for _ in range(12 if state.phase in ("setup", "over") else 3):
                q, r = rng.randint(-7, 7), rng.randint(-7, 7)
                start = rng.choice(sorted(state.black | state.white) or [(0, 0)])
                step = rng.choice([
                    f"{rng.choice(['black', 'white'])} {q},{r}", f"choose {rng.choice(['black', 'white'])}",
                    f"{start[0]},{start[1]}{rng.choice('-x')}{q},{r}", f"@{q},{r}", "pass",
                ])
                fast, slow = outcome(state.check, step), outcome(lambda m: reference.check(plain, m), step)
                assert fast == slow, (state.to_text(), step)
                seen.setdefault(state.phase, [0, 0])[fast.startswith("refused")] += 1
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
    assert all(seen[phase][0] > 3 for phase in ("setup", "move", "place")), seen
    assert all(seen[phase][1] > 20 for phase in ("setup", "move", "place", "over")), seen


@pytest.mark.parametrize("text", ["6.1000.3_m.b.n.0.0_b0.0.1.0_w-3.0.-3.1", "5.1000.3_m.w.n.0.0_b2.-2.3.-2.3.0.4.-1.4.0_w0.0.1.0.2.1.3.1"])
def test_worked_positions(text):
    state = State.from_text(text)
    assert [str(m) for m in state.legal_moves()] == [str(m) for m in reference.legal_moves(fresh(state))]
    assert len(state.legal_turns()) == len(reference.legal_turns(fresh(state)))
