"""The JSON protocol between the browser's widgets and the rules.

The Web Worker calls :func:`handle` with one JSON request and posts back the
JSON answer. Every answer has ``ok``; a refused request has ``error``, a
sentence for the reader. Requests:

- ``{"op": "view", "game", "position", "hint"?}``: the interactive board of a
  position, its description and its legal moves.
- ``{"op": "play", "game", "position", "move", "puzzle"?}``: play one move; the answer
  has the new position, its board, a summary in words and the ``frames`` of
  the animation (the first already drawn as ``first_svg``). With ``puzzle``
  (``goal``, ``tree``, ``start`` of the reader's turn, ``steps`` played in it
  so far), ``answer["puzzle"]`` says what the move means for the puzzle
  (:func:`pygames.puzzles.judge`).
- ``{"op": "new", "game", "options"}``: a new game with named options.
- ``{"op": "click", "game", "position", "cell", "selected"?, "action"?}``: what
  a click on a cell means (Congeners; Palanquée, with the kind of action
  chosen, and ``cell`` null when the action was just chosen): a step played
  (as ``play``) or a half-made step ``selected``, with a ``message``.
- ``{"op": "shape", "game", "position", "cell"}``: the scoring explainer for
  the creature on a cell: the same shapes marked, its images, its score.
- ``{"op": "puzzle_turn", "game", "position", "puzzle"}``: a turn the puzzle's
  tree accepts here (to show the solution, or as a later turn's hint).
- ``{"op": "frame", "game", "frame"}``: draw one frame of an animation.
- ``{"op": "think", "game", "position", "level", "seed"}``: the computer's move.
- ``{"op": "takeapart", "game", "position", "removed"}``: a won table with
  some tiles lifted (Palago's source figure): the drawing and the verdict.
- ``{"op": "check_game", "game", "start", "moves"}``: replay a saved game's
  moves from its start; the answer lists the position after each move, or
  says what is wrong (a corrupt or tampered save).

>>> import json
>>> answer = json.loads(handle(json.dumps({"op": "play", "game": "pallanguzhi",
...     "position": "5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s", "move": "S1"})))
>>> answer["ok"], answer["state"]["bowls"], len(answer["frames"]) > 30
(True, [7, 0], True)
>>> json.loads(handle('{"op": "play", "game": "pallanguzhi", "position": "nonsense", "move": "S1"}'))["error"]
"This position can't be read: a Pallanguzhi position has 4 to 6 parts separated by '-', not 1."
"""

from __future__ import annotations

import json

from . import IllegalMove, __version__, get


def handle(request: str) -> str:
    """Answer one JSON request with one JSON string (never raises)."""
    try:
        req = json.loads(request)
        op = OPS.get(req.get("op"))
        if op is None:
            raise ValueError(f"unknown request {req.get('op')!r}")
        answer = op(req)
    except IllegalMove as e:
        answer = {"ok": False, "error": _sentence(str(e)), "illegal": True}
    except (ValueError, KeyError, TypeError) as e:
        answer = {"ok": False, "error": _sentence(str(e).strip('"'))}
    return json.dumps(answer)


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _game_and_state(req: dict):
    module = get(req["game"])
    try:
        state = module.State.from_text(str(req["position"]))
    except ValueError as e:
        raise ValueError(f"this position can't be read: {e}") from None
    return module, state


def _view(module, state, hint=(), **marks) -> dict:
    answer = {
        "ok": True,
        "position": state.to_text(),
        "state": state.to_dict(),
        "legal": [str(m) for m in state.legal_moves()],
        "svg": module.render_svg(state, hint=hint, **marks),
        "status": state.describe(),
        "version": __version__,
    }
    if hasattr(module, "score_breakdown"):  # games scored at the end show the score as it stands
        answer["scores"] = module.render_scores(state, shape_of=marks.get("shape_of"))
    if hasattr(module, "action_kinds"):  # games whose player first chooses a kind of action (Palanquée)
        answer["actions"] = module.action_kinds(state)
    return answer


def op_view(req: dict) -> dict:
    module, state = _game_and_state(req)
    hint = [h for h in req.get("hint", []) if isinstance(h, str)]
    answer = _view(module, state, hint)
    if hint and hasattr(module, "describe_move"):  # a previewed placement, in words
        answer["hint_words"] = [module.describe_move(module.parse_move(h)) for h in hint]
    return answer


def op_play(req: dict) -> dict:
    """Play one move. Games whose turns animate (``play_turn``) also send the frames."""
    module, state = _game_and_state(req)
    move = module.parse_move(str(req["move"]))
    answer = _play(module, state, move)
    if isinstance(req.get("puzzle"), dict):  # a puzzle's step: say what it means for the goal
        answer["puzzle"] = _judge(module, req["puzzle"], str(move))
    return answer


def _judge(module, puzzle: dict, move: str) -> dict:
    from .puzzles import Goal, judge

    start = module.State.from_text(str(puzzle["start"]))
    steps = [str(s) for s in puzzle.get("steps", [])] + [move]
    return judge(start, Goal.parse(str(puzzle["goal"])), puzzle["tree"], steps)


def _play(module, state, move) -> dict:
    if not hasattr(state, "play_turn"):
        after, words = state.play_report(move) if hasattr(state, "play_report") else (state.play(move), "")
        return dict(_view(module, after, last=move), before=state.to_text(), move=str(move), summary=words, frames=[])
    turn = state.play_turn(move)
    answer = _view(module, turn.state)
    frames = [dict(e.to_dict(), mover=state.to_move) for e in turn.events]
    answer.update(
        before=state.to_text(),
        move=str(move),
        summary=turn.summary(),
        frames=frames,
        first_svg=module.render_frame(frames[0]),
    )
    return answer


def op_new(req: dict) -> dict:
    """A new game with named options (``{"size": 5}`` for Congeners)."""
    module = get(req["game"])
    options = req.get("options") or {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise ValueError("the options of a new game are names and values")
    try:
        state = module.initial_state(**options)
    except TypeError:
        raise ValueError(f"{req['game']} has no option named {', '.join(sorted(options))}") from None
    return _view(module, state)


def op_click(req: dict) -> dict:
    """A click on a board whose game decides what clicks mean (``module.click``).

    The answer is a played step (as ``play``), or the board with the stone now
    selected and a ``message`` saying why nothing was played.
    """
    module, state = _game_and_state(req)
    extra = {key: req[key] for key in ("action",) if key in req}  # e.g. Palanquée's chosen action
    meaning = module.click(state, req["cell"], selected=req.get("selected"), **extra)
    if "move" in meaning:
        return op_play(dict(req, move=meaning["move"]))
    selected = meaning.get("selected")
    marks = meaning.get("marks", {"selected": selected})  # how the board shows the half-made step
    answer = _view(module, state, **marks)
    if isinstance(selected, tuple):
        selected = ",".join(map(str, selected))
    answer.update(selected=selected, message=meaning["message"])
    return answer


def op_shape(req: dict) -> dict:
    """The scoring explainer: a stone's creature, the creatures of the same shape, its images."""
    module, state = _game_and_state(req)
    cell = module.parse_cell(req["cell"])
    colour = state.colour_at(cell)
    if colour is None:
        return dict(_view(module, state, playable=False), message=f"{module.cell_text(cell)} is empty: choose a stone to see its shape.")
    group, alike = module.same_shape(state, cell)
    size, count = len(group), len(alike)
    score = module.shape_score(size, count)
    held = "only this creature has it, so it scores 0" if count == 1 else f"{count} creatures have it: {size} × {size} × {count} = {score}"
    answer = _view(module, state, playable=False, shape_of=cell)
    answer.update(
        message=f"{module.name(colour)}'s creature of {size} on {module.cell_text(cell)}: {held}.",
        shapes=module.render_shapes(group, colour),
    )
    return answer


def op_puzzle_turn(req: dict) -> dict:
    """A turn that a puzzle's tree accepts from ``position`` (showing the solution, a later turn's hint)."""
    from .puzzles import solution_turn

    module, state = _game_and_state(req)
    return {"ok": True, "turn": solution_turn(state, req["puzzle"]["tree"])}


def op_takeapart(req: dict) -> dict:
    """A finished table with some tiles lifted off: does the win still stand?"""
    module, state = _game_and_state(req)
    removed = [str(cell) for cell in req.get("removed", [])]
    svg, status = module.take_apart(state, removed)
    return {"ok": True, "svg": svg, "status": status}


def op_frame(req: dict) -> dict:
    module = get(req["game"])
    return {"ok": True, "svg": module.render_frame(req["frame"])}


def op_think(req: dict) -> dict:
    module, state = _game_and_state(req)
    seed = req.get("seed")
    move = module.choose_move(state, str(req.get("level", "medium")), seed=seed if isinstance(seed, int) else None)
    return {"ok": True, "move": str(move)}


def op_check_game(req: dict) -> dict:
    module = get(req["game"])
    try:
        state = module.State.from_text(str(req["start"]))
    except ValueError as e:
        raise ValueError(f"the saved game's start can't be read: {e}") from None
    moves = req.get("moves")
    if not isinstance(moves, list):
        raise ValueError("the saved game has no list of moves")
    positions, movers = [state.to_text()], [state.to_move]
    for number, text in enumerate(moves, 1):
        try:
            state = state.play(module.parse_move(str(text)))
        except ValueError as e:
            raise ValueError(f"move {number} of the saved game ({text}) is not legal: {e}") from None
        positions.append(state.to_text())
        movers.append(state.to_move)
    return {"ok": True, "positions": positions, "movers": movers, **_view(module, state)}


def op_version(req: dict) -> dict:
    return {"ok": True, "version": __version__}


OPS = {
    "view": op_view,
    "play": op_play,
    "frame": op_frame,
    "think": op_think,
    "takeapart": op_takeapart,
    "click": op_click,
    "new": op_new,
    "puzzle_turn": op_puzzle_turn,
    "shape": op_shape,
    "check_game": op_check_game,
    "version": op_version,
}
