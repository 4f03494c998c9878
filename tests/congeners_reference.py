"""Congeners' rules the slow, plain way: the oracle the engine's fast path is held to.

Written from the rules of the game on the sets of stones of a
``State``, with the creatures found again at every question: no integer
board, nothing carried from the position before. Every function takes the
state it asks about (best a fresh copy: ``State.from_text(s.to_text())``).

>>> from pygames.congeners import State
>>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
>>> [str(m) for m in legal_moves(s)], len(legal_turns(s))
(['0,0-1,-1', '0,0-0,1', '1,0-1,-1', '1,0-0,1'], 64)
>>> check(s, "0,0-2,0")
Traceback (most recent call last):
...
pygames.IllegalMove: (1,0) holds a black stone: a stone slides through empty cells
"""

from pygames import IllegalMove
from pygames.congeners import words
from pygames.congeners.board import (
    BLACK, DIRECTIONS, WHITE, board_cells, cell_text, labels_of, line_step, neighbours, on_board, other, touching,
)
from pygames.congeners.rules import MOVE, OVER, PLACE, SETUP
from pygames.congeners.text import Move, as_move
from pygames.congeners.words import number, say


# -- the setup (the pie rule) ----------------------------------------------------------


def touches(cell, stones) -> bool:
    return any(nb in stones for nb in neighbours(cell))


def room_beside(state, cell) -> bool:
    """Whether a second white stone could go beside a first one on ``cell``: an empty cell next to it, on the
    board, touching no black stone."""
    taken = state.black | state.white
    return any(on_board(nb, state.size) and nb not in taken and not touches(nb, state.black) for nb in neighbours(cell))


def setup_cells(state, colour) -> list:
    """The cells the next setup stone of ``colour`` may take, sorted: the first black stone anywhere, the second
    beside it; the white ones touching no black stone, the second beside the first, the first with room for it."""
    taken = state.black | state.white
    mine = state.stones(colour)
    if mine:
        (first,) = mine
        cells = [c for c in neighbours(first) if on_board(c, state.size)]
    else:
        cells = board_cells(state.size)
    cells = [c for c in cells if c not in taken]
    if colour == WHITE:
        cells = [c for c in cells if not touches(c, state.black) and (mine or room_beside(state, c))]
    return sorted(cells)


def setup_problem(state, colour, cell):
    """Why the next setup stone (of ``colour``) may not go on ``cell``, or None."""
    at = cell_text(cell)
    if not on_board(cell, state.size):
        return say("off_board", cell=at)
    if cell in state.black | state.white:
        return say("occupied", cell=at)
    if touches(cell, state.stones(other(colour))):
        return say("setup_touches", cell=at, colour=other(colour))
    mine = state.stones(colour)
    if mine:
        (first,) = mine
        if cell not in neighbours(first):
            return say("setup_apart", cell=at, first=cell_text(first))
    elif colour == WHITE and not room_beside(state, cell):
        return say("setup_no_room", cell=at)
    return None


# -- the move and the placement ----------------------------------------------------------


def movable(state) -> list:
    """The stones of the side to move in creatures of two or more, sorted."""
    labels = labels_of(state.stones(state.to_move))
    sizes = {}
    for i in labels.values():
        sizes[i] = sizes.get(i, 0) + 1
    return sorted(c for c, i in labels.items() if sizes[i] >= 2)


def slides(state, start):
    """``(cell, bite)`` for each cell the stone on ``start`` can slide to, direction by direction: through empty
    cells, each touching exactly one friendly creature once the stone is lifted, perhaps onto an enemy stone."""
    own, enemy = state.stones(state.to_move), state.stones(other(state.to_move))
    labels = labels_of(own - {start})
    for dq, dr in DIRECTIONS:
        x = (start[0] + dq, start[1] + dr)
        while on_board(x, state.size) and x not in own:
            if len(touching(x, labels)) != 1:
                break
            if x in enemy:
                yield (x, True)
                break
            yield (x, False)
            x = (x[0] + dq, x[1] + dr)


def after_move(state, start, dest):
    """(own, enemy) stones once the stone on ``start`` stands on ``dest``."""
    own = (state.stones(state.to_move) - {start}) | {dest}
    return own, state.stones(other(state.to_move)) - {dest}


def placements(state, own, enemy, moved):
    """The cells a new stone may take once the moved stone stands on ``moved``: along its lines through empty
    cells, touching neither its creature nor two creatures."""
    labels = labels_of(own)
    home = labels[moved]
    for dq, dr in DIRECTIONS:
        x = (moved[0] + dq, moved[1] + dr)
        while on_board(x, state.size) and x not in own and x not in enemy:
            touched = touching(x, labels)
            if home not in touched and len(touched) <= 1:
                yield x
            x = (x[0] + dq, x[1] + dr)


def moves_from(state, start) -> list:
    """The legal moves of the stone on ``start``: its slides that some placement can follow."""
    if state.phase != MOVE or start not in movable(state):
        return []
    out = []
    for dest, bite in slides(state, start):
        own, enemy = after_move(state, start, dest)
        if next(placements(state, own, enemy, dest), None) is not None:
            out.append(Move("move", dest, start, bite))
    return out


def turn_moves(state) -> list:
    return [m for start in movable(state) for m in moves_from(state, start)]


def legal_moves(state) -> list:
    """Every legal step, in the engine's order."""
    if state.phase == OVER:
        return []
    if state.phase == SETUP:
        step = state.setup_step
        if step == "choose":
            return [Move("choose", colour=BLACK), Move("choose", colour=WHITE)]
        return [Move("setup", c, colour=step) for c in setup_cells(state, step)]
    if state.phase == PLACE:
        own, enemy = state.stones(state.to_move), state.stones(other(state.to_move))
        return [Move("place", c) for c in sorted(placements(state, own, enemy, state.moved))]
    return turn_moves(state) or [Move("pass")]


def legal_turns(state) -> list:
    """Every whole turn: ``(move, placement)`` pairs."""
    out = []
    for m in legal_moves(state):
        if m.kind == "move":
            out += [(m, p) for p in legal_moves(play(state, m))]
    return out


def play(state, move):
    """The state after ``move``, checked here (nothing carried over to it)."""
    after = state._play(check(state, move))
    after.__dict__.pop("_creatures", None)
    return after


# -- refusals ------------------------------------------------------------------------------


def check(state, move) -> Move:
    """``move`` as played (a bite marked), or ``IllegalMove`` with the first rule it breaks."""
    move = as_move(move)
    who = words.name(state.to_move)
    if state.phase == OVER:
        raise IllegalMove(say("over_no_play"))
    if state.phase == SETUP:
        step = state.setup_step
        if step == "choose":
            if move.kind != "choose":
                raise IllegalMove(say("setup_choose_now"))
            return move
        if move.kind != "setup":
            raise IllegalMove(say("setup_unfinished", colour=step))
        if move.colour != step:
            raise IllegalMove(say("setup_order", colour=step, given=move.colour))
        problem = setup_problem(state, step, move.cell)
        if problem:
            raise IllegalMove(problem)
        return move
    if move.kind in ("setup", "choose"):
        raise IllegalMove(say("setup_over"))
    if state.phase == PLACE:
        if move.kind != "place":
            raise IllegalMove(say("place_now", who=who, cell=cell_text(state.moved)))
        check_place(state, move.cell)
        return move
    if move.kind == "place":
        raise IllegalMove(say("move_first", who=who))
    if move.kind == "pass":
        if turn_moves(state):
            raise IllegalMove(say("no_pass", who=who))
        return move
    return check_move(state, move)


def check_move(state, move) -> Move:
    colour = state.to_move
    start, dest = move.start, move.cell
    own, enemy = state.stones(colour), state.stones(other(colour))
    if start not in own:
        what = say("what_enemy", colour=other(colour)) if start in enemy else say("what_none")
        raise IllegalMove(say("not_own", cell=cell_text(start), what=what, who=words.name(colour)))
    if start not in movable(state):
        raise IllegalMove(say("lone", cell=cell_text(start)))
    line = line_step(start, dest)
    if line is None:
        raise IllegalMove(say("not_line", cell=cell_text(dest), start=cell_text(start)))
    if not on_board(dest, state.size):
        raise IllegalMove(say("off_board", cell=cell_text(dest)))
    d, k = line
    labels = labels_of(own - {start})
    for i in range(1, k + 1):
        x = (start[0] + d[0] * i, start[1] + d[1] * i)
        if x in own:
            raise IllegalMove(say("own_in_way", cell=cell_text(x), colour=colour))
        if x in enemy and i < k:
            raise IllegalMove(say("enemy_in_way", cell=cell_text(x), colour=other(colour)))
        n = len(touching(x, labels))
        if n != 1:
            key = "touches_n" if i == k else "touches_n_way"
            raise IllegalMove(say(key, cell=cell_text(x), n=number(min(n, 6)), colour=colour, start=cell_text(start)))
    bite = dest in enemy
    if move.bite and not bite:
        raise IllegalMove(say("no_bite", cell=cell_text(dest), colour=other(colour)))
    full = Move("move", dest, start, bite)
    own2, enemy2 = after_move(state, start, dest)
    if next(placements(state, own2, enemy2, dest), None) is None:
        raise IllegalMove(say("no_placement_after", move=full))
    return full


def check_place(state, cell) -> None:
    colour = state.to_move
    m = state.moved
    own, enemy = state.stones(colour), state.stones(other(colour))
    at, moved = cell_text(cell), cell_text(m)
    if not on_board(cell, state.size):
        raise IllegalMove(say("off_board", cell=at))
    if cell in own or cell in enemy:
        raise IllegalMove(say("place_occupied", cell=at))
    line = line_step(m, cell)
    if line is None:
        raise IllegalMove(say("place_not_line", cell=at, moved=moved))
    d, k = line
    for i in range(1, k):
        x = (m[0] + d[0] * i, m[1] + d[1] * i)
        if x in own or x in enemy:
            raise IllegalMove(say("place_jump", between=cell_text(x), moved=moved, cell=at))
    labels = labels_of(own)
    touched = touching(cell, labels)
    if labels[m] in touched:
        raise IllegalMove(say("place_own_creature", cell=at, moved=moved))
    if len(touched) > 1:
        raise IllegalMove(say("place_merges", cell=at, n=number(min(len(touched), 6)), colour=colour))
