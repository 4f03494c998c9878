"""The JSON protocol between the browser's widgets and the rules.

The Web Worker calls :func:`handle` with one JSON request and posts back the
JSON answer. Every answer has ``ok``; a refused request has ``error``, a
sentence for the reader. Any request may carry ``lang`` (one of
``pygames.game.LANGUAGES``, English by default): every sentence of its answer
is in that language. This module names no game: what is particular to a
game comes through the game contract (:mod:`pygames.game`). Requests:

- ``{"op": "view", "game", "position", "hint"?, "last"?}``: the interactive
  board of a position (``last``: the step that led to it, marked), its
  description, its legal moves and the game's extras.
- ``{"op": "play", "game", "position", "move", "puzzle"?}``: play one step;
  the answer has the new position, its board, a ``summary`` in words and the
  ``frames`` of its animation (the first already drawn as ``first_svg``) if
  the game animates. With ``puzzle`` (``goal``, ``tree``, ``start`` of the
  reader's turn, ``steps`` played in it so far), ``answer["puzzle"]`` says
  what the step means for the puzzle (:func:`pygames.puzzles.judge`).
- ``{"op": "new", "game", "options"}``: a new game with named options.
- ``{"op": "click", "game", "position", "cell", "selected"?, "action"?}``:
  what a click on a cell means (the game's ``click``): a step played (as
  ``play``), or a half-made step ``selected``, with a ``message``.
- ``{"op": "think", "game", "position", "level", "seed"}``: the computer's step.
- ``{"op": "puzzle_turn", "game", "position", "puzzle"}``: a turn the puzzle's
  tree accepts here (to show the solution, or as a later turn's hint).
- ``{"op": "other", "game", "position", "puzzle", "asked"}``: any puzzle step
  but those the build prepared, as the page looks it up before Python runs
  (``asked``: the op of the request it stands for); see :func:`op_other`.
- ``{"op": "check_game", "game", "start", "moves"}``: replay a saved game's
  steps from its start; the answer lists the position after each step, or
  says what is wrong (a corrupt or tampered save).
- ``{"op": "record", "game", "start", "moves", "headers"}``: the game as a
  text record; ``{"op": "read_record", "text", "game"?}`` reads one back
  (:mod:`pygames.records`), answering as ``check_game`` does.
- ``{"op": "info", "game"}``: what the browser needs to know of a game before
  any position: its title, sides, options, actions, levels.
- any request a game adds (``REQUESTS`` of its package).

Every board answer carries ``turn_over`` (false while a turn is half-made)
and ``actor`` (which of the game's ``PLAYERS`` acts now), so the browser
never decides them.

>>> import json
>>> answer = json.loads(handle(json.dumps({"op": "play", "game": "pallanguzhi",
...     "position": "5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s", "move": "S1"})))
>>> answer["ok"], answer["state"]["bowls"], len(answer["frames"]) > 30, answer["turn_over"]
(True, [7, 0], True, True)
>>> json.loads(handle('{"op": "play", "game": "pallanguzhi", "position": "nonsense", "move": "S1"}'))["error"]
"This position can't be read: a Pallanguzhi position has 4 to 6 parts separated by '-', not 1."
"""

from __future__ import annotations

import json
import re
import sys

from . import IllegalMove, __version__, get, games
from .game import LANGUAGES, LONGEST_POSITION, LONGEST_STEP, plausible, quote, sentence, speaking
from .puzzles import Goal, judge, lists_its_turns, not_the_answer, solution_turn
from .records import Record, header_value
from .search import LAST
from .words import say


def handle(request: str) -> str:
    """Answer one JSON request with one JSON string (never raises).

    A request that can be read is refused in its own language, whatever is wrong with it:

    >>> json.loads(handle('{"op": "dance", "lang": "fr"}'))["error"] == "Requête inconnue\u202f: «\u202fdance\u202f»."
    True
    """
    try:
        too_long = []  # the digits of each number too long to read (refused once the request's language is known)
        req = json.loads(request, parse_int=lambda digits: _whole_number(digits, too_long))
        with speaking(_language(req)):
            if too_long:
                raise ValueError(say("request_number", n=too_long[0]))
            if not isinstance(req, dict):
                raise ValueError(say("request_object"))
            op = OPS.get(req.get("op"))
            if op is None and req.get("game") in games():
                op = get(req["game"]).REQUESTS.get(req.get("op"))
                op = op and (lambda r, game_op=op: game_op(r, sys.modules[__name__]))
            if op is None:
                raise ValueError(say("request_unknown", op=quote(req.get("op"))))
            with speaking(req.get("lang") or "en"):  # every sentence of the answer in the page's language
                answer = op(req)
    except IllegalMove as e:
        answer = {"ok": False, "error": bounded(sentence(str(e))), "illegal": True}
    except (ValueError, KeyError, TypeError) as e:
        answer = {"ok": False, "error": bounded(sentence(str(e).strip('"')))}
    return json.dumps(answer)


def _language(req) -> str:
    """The language a request asks for, if it is one of ``LANGUAGES`` (else English, until
    :func:`~pygames.game.speaking` refuses it in words)."""
    lang = req.get("lang") if isinstance(req, dict) else None
    return lang if lang in LANGUAGES else "en"


def _whole_number(digits: str, too_long: list) -> int:
    """A whole number of a request; one that no game could use (Python would refuse to read one of
    thousands of digits, in words no reader should see) is noted in ``too_long`` by its count of
    digits and read as 0, for :func:`handle` to refuse the request."""
    if len(digits.lstrip("-")) > 100:
        too_long.append(len(digits.lstrip("-")))
        return 0
    return int(digits)


def bounded(text: str, run: int = 80, limit: int = 400) -> str:
    """A refusal short enough to show: no unbroken run of input longer than ``run`` characters
    (a 100 KB share link is quoted by its first few dozen), and at most ``limit`` in all.

    >>> bounded("cannot read 'A" + "A" * 1000 + "' at all.")
    "cannot read 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' at all."
    """
    text = re.sub(rf"[^\s']{{{run + 1},}}", lambda m: m.group(0)[:60] + "…", text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def requested_game(req: dict):
    """The game package a request names, or a ``ValueError`` in the reader's language.

    >>> requested_game({"game": "chess"})
    Traceback (most recent call last):
    ...
    ValueError: unknown game 'chess'; known games: palanquee, congeners, pallanguzhi, palago
    """
    game = str(req.get("game"))
    if game not in games():
        raise ValueError(say("game_unknown", game=quote(game, limit=len(game)), games=", ".join(games())))
    return get(game)


def read_state(req: dict, key: str = "position"):
    """``(game package, state)`` of a request's position, or a ``ValueError`` a reader understands."""
    module = requested_game(req)
    try:
        state = module.State.from_text(plausible(req[key], "position", LONGEST_POSITION))
    except ValueError as e:
        raise ValueError(say("position_unreadable", error=e)) from None
    return module, state


def mode_marks(module, state, req: dict) -> dict:
    """How a rules-page figure of a given ``mode`` marks its board (Palago's notation figure labels its
    tiles), so that every drawing sent to it keeps them."""
    mode = req.get("mode")
    if not isinstance(mode, str) or mode not in module.DIAGRAM_MODES:
        return {}
    return module.diagram_extras(state, mode).get("marks", {})


def view(module, state, hint=(), **marks) -> dict:
    """The board answer of a position: drawing, words, legal steps, whether a turn is half-made, the game's extras."""
    answer = {
        "ok": True,
        "position": state.to_text(),
        "state": state.to_dict(),
        "legal": [str(m) for m in state.legal_moves()],
        "svg": module.render_svg(state, hint=hint, **marks),
        "status": state.describe(),
        "turn_over": state.turn_over(),
        "actor": module.actor(state),
        "version": __version__,
    }
    answer.update(module.view_extras(state, marks))
    return answer


def op_view(req: dict) -> dict:
    module, state = read_state(req)
    hint = [h for h in req.get("hint", []) if isinstance(h, str)]
    marks = {}
    if isinstance(req.get("last"), str):  # looking back at a game: the step that led here, marked
        try:
            marks["last"] = module.parse_move(plausible(req["last"], "step", LONGEST_STEP))
        except ValueError:
            pass
    answer = view(module, state, hint, **marks, **mode_marks(module, state, req))
    if hint:  # a previewed step, in words
        answer["hint_words"] = [module.describe_move(module.parse_move(h)) for h in hint]
    return answer


def op_play(req: dict) -> dict:
    """Play one step; a game whose steps animate also sends the frames."""
    module, state = read_state(req)
    move = state.check(plausible(req["move"], "step", LONGEST_STEP))
    after, summary, events = state.play_report(move)
    answer = view(module, after, last=move, **mode_marks(module, after, req))
    answer.update(before=state.to_text(), move=str(move), summary=summary, frames=events)
    if events:
        answer["first_svg"] = module.render_frame(events[0])
    if isinstance(req.get("puzzle"), dict):  # a puzzle's step: say what it means for the goal
        answer["puzzle"] = _judge(module, req["puzzle"], str(move))
    return answer


def _judge(module, puzzle: dict, move: str) -> dict:
    start = module.State.from_text(str(puzzle["start"]))
    steps = [str(s) for s in puzzle.get("steps", [])] + [move]
    return judge(start, Goal.parse(str(puzzle["goal"]), module), puzzle["tree"], steps)


def op_new(req: dict) -> dict:
    """A new game with named options (``{"size": 5}`` for a game that has a board size)."""
    module = requested_game(req)
    options = req.get("options") or {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise ValueError(say("options_named"))
    unknown = sorted(set(options) - set(module.OPTIONS))
    if unknown:
        raise ValueError(say("option_unknown", game=module.TITLE, name=quote(unknown[0]).strip(chr(39))))
    options = {name: module.OPTIONS[name].check(name, value) for name, value in options.items()}  # bounded: see Option
    return view(module, module.initial_state(**options))


def op_click(req: dict) -> dict:
    """A click on a board: the game's ``click`` says what it means.

    The answer is a played step (as ``play``), or the board with the half-made
    step ``selected`` and a ``message`` saying what happened or why nothing was played.
    """
    module, state = read_state(req)
    meaning = module.click(state, req.get("cell"), selected=req.get("selected"), action=req.get("action"))
    if "move" in meaning:
        return op_play(dict(req, move=meaning["move"]))
    selected = meaning.get("selected")
    marks = meaning.get("marks", {"selected": selected})  # how the board shows the half-made step
    answer = view(module, state, **marks)
    if isinstance(selected, tuple):
        selected = ",".join(map(str, selected))
    answer.update(selected=selected, message=meaning["message"])
    return answer


def op_puzzle_turn(req: dict) -> dict:
    """A turn that a puzzle's tree accepts from ``position`` (showing the solution, a later turn's
    hint), and ``area``: where it happens, without naming it (the hint before the turn itself)."""
    module, state = read_state(req)
    turn = solution_turn(state, req["puzzle"]["tree"], module)
    return {"ok": True, "turn": turn, "area": module.puzzle_area(module.parse_move(turn.split("; ")[0]))}


def op_other(req: dict) -> dict:
    """Any step of a puzzle but those the build prepared, from ``position`` in the turn ``puzzle``
    describes, as the page finds it before Python runs (``asked``: the request it stands for). Where
    the puzzle's tree lists the turns it accepts, the build prepares every step of each, so any other
    is wrong: a click gets the board back with nothing selected, a tile previewed or a step played
    gets a refusal, each saying so (Python says why once it runs).

    >>> import json
    >>> puzzle = {"goal": "capture 1", "tree": {"accept": ["S1"]}, "start": "", "steps": []}
    >>> answer = op_other({"game": "pallanguzhi", "position": get("pallanguzhi").initial_state().to_text(), "puzzle": puzzle, "asked": "play"})
    >>> answer["ok"], answer["error"].startswith("Not the answer.")
    (False, True)
    """
    module, state = read_state(req)
    puzzle = req.get("puzzle")
    if not isinstance(puzzle, dict) or not lists_its_turns(puzzle.get("tree")):
        raise ValueError(say("puzzle_lists"))
    if req.get("asked") != "click":
        return {"ok": False, "error": not_the_answer()}
    answer = view(module, state)
    answer.update(selected=None, message=not_the_answer())
    return answer


def op_think(req: dict) -> dict:
    module, state = read_state(req)
    seed = req.get("seed")
    budget = req.get("budget_ms")
    move = module.choose_move(
        state, str(req.get("level", "medium")), seed=seed if isinstance(seed, int) else None,
        budget_ms=budget if isinstance(budget, int) else None,
    )
    answer = {"ok": True, "move": str(move)}
    if LAST:  # how the search went: depth, nodes, seconds (the benchmark reads the nodes per second)
        answer["search"] = {"depth": LAST[0].depth, "nodes": LAST[0].nodes, "seconds": LAST[0].seconds}
        LAST.clear()
    return answer


def op_check_game(req: dict) -> dict:
    module = requested_game(req)
    try:
        state = module.State.from_text(plausible(req["start"], "position", LONGEST_POSITION))
    except ValueError as e:
        raise ValueError(say("saved_start", error=e)) from None
    moves = req.get("moves")
    if not isinstance(moves, list):
        raise ValueError(say("saved_moves"))
    states = [state]
    for number, text in enumerate(moves, 1):
        try:
            states.append(states[-1].play(plausible(text, "step", LONGEST_STEP)))
        except ValueError as e:
            raise ValueError(say("saved_move_illegal", number=number, step=quote(text).strip(chr(39)), error=e)) from None
    return replayed(module, states)


def replayed(module, states: list) -> dict:
    """A replayed game's answer: the position, mover, ``turn_over`` and actor after each step, and the last board."""
    return {
        "ok": True,
        "positions": [s.to_text() for s in states],
        "movers": [s.to_move for s in states],
        "turn_overs": [s.turn_over() for s in states],
        "actors": [module.actor(s) for s in states],
        **view(module, states[-1]),
    }


def op_record(req: dict) -> dict:
    """A game as a text record (:mod:`pygames.records`): ``game``, ``start``, ``moves``, ``headers`` (pairs)."""
    module = requested_game(req)
    start = module.State.from_text(plausible(req["start"], "position", LONGEST_POSITION)).to_text()
    headers = tuple((header_value(name), header_value(value)) for name, value in req.get("headers", []))
    moves = tuple(str(m) for m in req.get("moves", []))
    usual = start == module.initial_state().to_text()
    record = Record(module.GAME, None if usual else start, headers, moves)
    record.replay()  # a record that cannot be read back is never written
    return {"ok": True, "text": record.to_text()}


def op_read_record(req: dict) -> dict:
    """Read a text record back: the game it holds, replayed (as ``check_game``), with its ``game``,
    ``start``, ``moves`` and ``headers``; ``game`` in the request is the page's game, and a record
    of another game is refused with a pointer to the right page."""
    try:
        record = Record.from_text(req.get("text"))
        states = record.replay()
    except ValueError as e:
        raise ValueError(say("record_unopened", error=e)) from None
    module = get(record.game)
    if req.get("game") not in (None, record.game):
        raise ValueError(say("record_elsewhere", game=module.TITLE))
    answer = replayed(module, states)
    answer.update(game=record.game, start=states[0].to_text(), moves=list(record.moves), headers=[list(h) for h in record.headers])
    return answer


def op_info(req: dict) -> dict:
    module = requested_game(req)
    return {
        "ok": True,
        "game": module.GAME,
        "title": module.TITLE,
        "sides": list(module.SIDES),
        "players": list(module.PLAYERS),
        "options": {name: option.to_dict() for name, option in module.OPTIONS.items()},
        "actions": [action.to_dict() for action in module.ACTIONS],
        "levels": list(module.LEVELS),
    }


def op_version(req: dict) -> dict:
    return {"ok": True, "version": __version__}


OPS = {
    "view": op_view,
    "play": op_play,
    "new": op_new,
    "click": op_click,
    "think": op_think,
    "puzzle_turn": op_puzzle_turn,
    "other": op_other,
    "check_game": op_check_game,
    "record": op_record,
    "read_record": op_read_record,
    "info": op_info,
    "version": op_version,
}
