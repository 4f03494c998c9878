"""What a click on the Congeners board means."""

from __future__ import annotations

from .. import IllegalMove
from . import words
from .board import cell_text, other
from .rules import OVER, PLACE, SETUP
from .text import Move, parse_cell
from .words import say


def click(state, cell, selected=None, action=None) -> dict:
    """What a click on ``cell`` means now, for a board one clicks on (``action`` is not used).

    The answer has ``move`` (the step to play, as text), or ``selected`` (the
    stone now chosen to move, or ``None``) with a ``message`` saying what
    happened or why nothing can happen there.

    >>> from .rules import State
    >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> click(s, (0, 0))["selected"], click(s, (0, 1), selected=(0, 0))["move"]
    ((0, 0), '0,0-0,1')
    >>> click(s, (2, 0), selected=(0, 0))["message"]
    '(1,0) holds a black stone: a stone slides through empty cells'
    >>> click(s, (-3, 0))["message"]
    "(-3,0) holds a white stone: Black moves one of Black's own stones (the ringed ones)."
    """
    cell = parse_cell(cell)
    selected = parse_cell(selected) if selected is not None else None
    who = words.name(state.to_move)
    at = cell_text(cell)
    if state.phase == OVER:
        return {"selected": None, "message": say("click_over")}
    if state.phase == SETUP:
        step = state.setup_step
        if step == "choose":
            return {"selected": None, "message": say("click_choose")}
        move = Move("setup", cell, colour=step)
    elif state.phase == PLACE:
        move = Move("place", cell)
    else:
        colour = state.colour_at(cell)
        if cell == selected:
            return {"selected": None, "message": say("click_unselected", cell=at)}
        if colour == state.to_move:
            moves = state.moves_from(cell)
            if moves:
                n = len(moves)
                message = say.counted("click_selected_one", "click_selected", n, cell=at, count=words.number(n))
                return {"selected": cell, "message": message}
            key = "click_lone" if cell not in state.movable() else "click_blocked"
            return {"selected": selected, "message": say(key, cell=at)}
        if selected is None:
            if colour:
                return {"selected": None, "message": say("click_stone", cell=at, colour=words.colour_word(colour), who=who)}
            return {"selected": None, "message": say("click_empty", cell=at, who=who)}
        move = Move("move", cell, start=selected, bite=colour == other(state.to_move))
    try:
        return {"move": str(state.check(move))}
    except IllegalMove as e:
        return {"selected": selected, "message": str(e)}
