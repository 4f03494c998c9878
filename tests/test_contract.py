"""The game contract (``pygames/game.py``), checked on every game the package knows.

Every name with the same meaning: round-trips of positions, dicts and move
notation at every ply of a random game, text accepted wherever a move is,
``check`` returning the move, ``play_report``'s three parts, ``turn_over``,
and the shared layers' hooks answering in the expected shapes.
"""

import json
import random
import re
from importlib import import_module

import pytest

import pygames
from pygames import IllegalMove, web
from pygames.game import INPUTS, Action, GameModule, GameState, GoalKind, Option, Prepared

GAMES = pygames.games()
ADDED = ["tictactoe"]  # tests/tictactoe.py: a game from outside the package, added for the test (pygames.add_game)


def random_game(module, seed, plies=60):
    """States of a seeded random game, from the start."""
    rng = random.Random(seed)
    state = module.initial_state()
    states = [state]
    for _ in range(plies):
        if state.is_over():
            break
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


@pytest.fixture(params=GAMES + ADDED)
def module(request):
    if request.param in ADDED:
        pygames.add_game(import_module(request.param))
        yield pygames.get(request.param)
        pygames.remove_game(request.param)
    else:
        yield pygames.get(request.param)


def test_every_game_offers_every_name(module):
    assert isinstance(module, GameModule)
    assert module.GAME in pygames.games() and pygames.get(module.GAME) is module
    assert isinstance(module.TITLE, str) and module.TITLE
    assert len(module.SIDES) == 2 and module.initial_state().to_move == module.SIDES[0]
    assert len(module.PLAYERS) == 2 and module.actor(module.initial_state()) == 0
    assert all(isinstance(o, Option) for o in module.OPTIONS.values())
    assert all(isinstance(a, Action) for a in module.ACTIONS)
    assert all(isinstance(g, GoalKind) for g in module.PUZZLE_GOALS.values())
    assert set(module.LEVELS) <= {"easy", "medium", "hard", "expert"}
    assert "diagram" in module.DIAGRAM_MODES and "game" in module.DIAGRAM_MODES
    assert isinstance(module.SPACED_STEPS, bool) and isinstance(module.REQUESTS, dict)
    assert "pg-" in module.BOARD_CSS
    assert module.INPUT in INPUTS and isinstance(module.PREPARED, Prepared)
    assert set(module.PREPARED.modes) <= set(module.DIAGRAM_MODES) and module.PREPARED.budget >= 0
    assert isinstance(module.initial_state(), GameState)


def test_options_have_their_defaults(module):
    defaults = {name: option.default for name, option in module.OPTIONS.items()}
    assert module.initial_state(**defaults) == module.initial_state()
    for name, option in module.OPTIONS.items():
        for choice in option.choices:
            assert module.initial_state(**{name: choice}).to_text()


@pytest.mark.parametrize("seed", [1, 2])
def test_round_trips_at_every_ply(module, seed):
    for state in random_game(module, seed):
        text = state.to_text()
        assert re.fullmatch(r"[A-Za-z0-9._~-]*", text), text  # URL-safe
        assert module.State.from_text(text) == state and module.State.from_text(text).to_text() == text
        d = state.to_dict()
        assert json.loads(json.dumps(d)) == d
        assert module.State.from_dict(d) == state
        assert isinstance(state.describe(), str) and state.describe()
        for move in state.legal_moves()[:40]:
            assert str(module.parse_move(str(move))) == str(move)


@pytest.mark.parametrize("seed", [3, 4])
def test_steps_by_text_and_by_move_agree(module, seed):
    rng = random.Random(seed)
    state = module.initial_state()
    for _ in range(40):
        if state.is_over():
            break
        move = rng.choice(state.legal_moves())
        text = str(move)
        assert str(state.check(text)) == text and str(state.check(move)) == text
        after, summary, events = state.play_report(text)
        assert after == state.play(text) == state.play(move)
        assert isinstance(summary, str) and summary
        assert isinstance(events, list) and json.loads(json.dumps(events)) == events
        if events:
            assert module.render_frame(events[0]).startswith("<svg")
        state = after


def test_the_end_and_whose_turn(module):
    for seed in range(3):
        states = random_game(module, seed, plies=400)
        assert states[0].turn_over() and states[0].winner() is None and states[0].end_reason is None
        for before, after in zip(states, states[1:]):
            # A half-made turn goes on with the same player (in Congeners' pie setup, the
            # first player's turn, to_move is the colour of the next stone placed).
            if not after.turn_over() and after.to_dict().get("phase") != "setup":
                assert after.to_move == before.to_move and not after.is_over()
            if after.is_over():
                assert after.turn_over() and after.winner() in (*module.SIDES, "draw")
                assert isinstance(after.end_reason, str) and after.end_reason
                assert after.legal_moves() == []
            else:
                assert after.winner() is None and after.legal_moves()


def test_an_illegal_step_is_refused_in_words(module):
    states = random_game(module, 5, plies=30)
    refusals = []
    for state in states[1:6]:  # (Palago's very first tile may go anywhere)
        legal = {str(m) for m in state.legal_moves()}
        for text in {str(m) for later in states for m in later.legal_moves()} - legal:
            try:
                state.check(text)
            except IllegalMove as e:
                refusals.append(str(e))
    assert refusals, "a random game should reach a step that is not legal earlier"
    message = refusals[0]
    assert message and "Traceback" not in message and "object" not in message
    with pytest.raises(ValueError):
        module.parse_move("<not a move>")
    with pytest.raises(ValueError):
        states[0].play("<not a move>")


def test_the_drawing_takes_the_common_marks(module):
    states = random_game(module, 6, plies=8)
    state, last = states[-1], None
    if len(states) > 1:
        last = next(m for m in states[-2].legal_moves() if states[-2].play(m) == state)
    hint = [str(m) for m in state.legal_moves()[:1]]
    for marks in ({}, {"hint": hint}, {"last": last}, {"label": "A board"}, {"playable": False}, {"standalone": True}):
        svg = module.render_svg(state, **marks)
        assert svg.startswith("<svg") and svg.endswith("</svg>")


def test_the_shared_layers_hooks(module):
    state = random_game(module, 7, plies=6)[-1]
    assert isinstance(module.view_extras(state, {}), dict)
    assert isinstance(module.diagram_extras(state, "diagram"), dict)
    assert isinstance(module.first_hint(state.legal_moves()[0]), str)
    if module.LEVELS:
        move = module.choose_move(state, module.LEVELS[0], seed=1)
        state.check(move)
    else:
        with pytest.raises(ValueError):
            module.choose_move(state, "easy")


def test_the_browser_protocol_knows_every_game(module):
    def ask(**request):
        return json.loads(web.handle(json.dumps(dict(request, game=module.GAME))))

    info = ask(op="info")
    assert info["title"] == module.TITLE and info["sides"] == list(module.SIDES)
    start = ask(op="new", options={})
    assert start["ok"] and start["turn_over"] and start["position"] == module.initial_state().to_text()
    move = start["legal"][0]
    played = ask(op="play", position=start["position"], move=move)
    assert played["ok"] and played["move"] == move and played["summary"]
    assert ask(op="check_game", start=start["position"], moves=[move])["position"] == played["position"]
    refused = ask(op="play", position=start["position"], move="<b>")
    assert not refused["ok"] and refused["error"].endswith(".") and "Traceback" not in refused["error"]
