"""What the position tests share: the states of a random game, round trips of a position string, a
refusal in a reader's words, and every position the site's pages show."""

import pathlib

import pytest

from builder import diagrams, puzzles as block_puzzles
from pygames.game import split_steps

ROOT = pathlib.Path(__file__).resolve().parent.parent
PYTHON_WORDS = ("Traceback", "int(", "invalid literal", "Exceeds the limit", "sys.", "Error", "None", "tuple", "dict")


def random_game(state, rng):
    """Every state of one game of random legal steps, from ``state``."""
    states = [state]
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


def assert_round_trips(state):
    text = state.to_text()
    again = type(state).from_text(text)
    assert again == state, text
    assert again.to_text() == text, text  # one string per position


def refusal(State, text) -> str:
    """The reason ``State.from_text`` gives for ``text``, checked short and free of Python's own words."""
    with pytest.raises(ValueError) as caught:
        State.from_text(text)
    message = str(caught.value)
    assert len(message) < 200, message
    assert not any(word in message for word in PYTHON_WORDS), message
    return message


def page_states(module):
    """Every position of ``module``'s game the pages show: diagrams and puzzles, after their setup,
    hints and solutions."""
    game_id = module.GAME
    for page in sorted((ROOT / "docs").rglob("*.md")):
        for match in diagrams.FENCE.finditer(page.read_text(encoding="utf-8")):
            game, body = match["game"], match["body"]
            if game == "puzzle":
                fields = block_puzzles.parse(body)
                if fields.get("game") != game_id:
                    continue
                line = split_steps(fields["solution"], spaced=True)
            elif game == game_id:
                fields = diagrams.parse_fields(body, game)
                line = []
            else:
                continue
            state = diagrams.build_state(module, fields)
            yield state
            for text in diagrams.steps(fields.get("hint", ""), module):
                yield state.play(module.parse_move(text))
            for text in line:
                state = state.play(module.parse_move(text))
                yield state
