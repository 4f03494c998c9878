"""The JSON protocol between the browser's widgets and the rules.

The Web Worker calls :func:`handle` with one JSON request and posts back the
JSON answer. Every answer has ``ok``; a refused request has ``error``, a
sentence for the reader. Requests:

- ``{"op": "view", "game", "position", "hint"?}``: the interactive board of a
  position, its description and its legal moves.
- ``{"op": "play", "game", "position", "move"}``: play one move; the answer
  has the new position, its board, a summary in words and the ``frames`` of
  the animation (the first already drawn as ``first_svg``).
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
    return {
        "ok": True,
        "position": state.to_text(),
        "state": state.to_dict(),
        "legal": [str(m) for m in state.legal_moves()],
        "svg": module.render_svg(state, hint=hint, **marks),
        "status": state.describe(),
        "version": __version__,
    }


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
    if not hasattr(state, "play_turn"):
        after = state.play(move)
        return dict(_view(module, after, last=move), before=state.to_text(), move=str(move), summary="", frames=[])
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
    "check_game": op_check_game,
    "version": op_version,
}
