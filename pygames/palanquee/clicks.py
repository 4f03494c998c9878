"""What a click on a Palanquée board means, once the reader has chosen a kind of action.

The reader picks a kind of action (``ACTIONS``: a button or its key), then
clicks cells: ``click`` answers with the action played, or the half-made one
and a message saying what to do next or why not.
"""

from __future__ import annotations

from ..game import Action, in_words
from .. import IllegalMove
from .board import GROW, GROW_SEED, INDEX, KINDS, MOVE, NAMES, RECOIL, SEED, BIT, SOW, TRIM
from .text import Move, bare, cell_index, parse_move
from .words import cell_words, first_step_words, grain_picked_words, label, no_use, or_words, refusal, say, shown

SHORTCUTS = {GROW: "G", GROW_SEED: "S", MOVE: "M", TRIM: "T", RECOIL: "R", SOW: "O"}  # the same keys in every language


ACTIONS = tuple(Action(kind, say.later(f"label_{kind}"), SHORTCUTS[kind]) for kind in KINDS)
"""The kinds of action a reader chooses (the game's ``ACTIONS``), each labelled in the language of the moment.

>>> from pygames.game import speaking
>>> ACTIONS[0].to_dict()
{'kind': 'grow', 'label': 'Grow', 'key': 'G'}
>>> with speaking("fr"):
...     ACTIONS[0].to_dict()["label"]
'Faire pousser'
"""


def action_kinds(state) -> list:
    """The kinds of action that have a legal use now, in the order of ``KINDS``.

    >>> from pygames.palanquee import initial_state
    >>> s = initial_state()
    >>> action_kinds(s), action_kinds(s.play("sow K7").play("sow K12"))
    (['sow'], ['grow', 'grow-seed', 'sow'])
    """
    kinds = {m.kind for m in state.legal_moves()}
    return [k for k in KINDS if k in kinds]


def named(kind: str) -> str:
    """``Grow (G)``: an action's label and key."""
    return say("action_named", label=label(kind), shortcut=SHORTCUTS[kind])


def _first_step(state, kind: str) -> dict:
    """The action ``kind`` just chosen: its first cells marked, and what to do."""
    cells = sorted(state.targets(kind), key=INDEX.get)
    text = first_step_words(state, kind, len(cells))
    return {"selected": None, "message": text, "marks": {"targets": cells, "selected": None}}


def _grain_picked(state, g: str) -> dict:
    cells = sorted(state.targets(MOVE, source=g), key=INDEX.get)
    text = grain_picked_words(g, len(cells))
    return {"selected": g, "message": text, "marks": {"targets": cells, "selected": g}}


def _attempt(state, move: Move, kind: str, selected=None) -> dict:
    """Play ``move`` if it is legal; ask for the seed that spends it if that is ambiguous; else say why not."""
    try:
        return {"move": str(state.check(move))}
    except IllegalMove as e:
        reason = str(e)
    action = bare(move)
    seeds = sorted((m.seed for m in state.legal_moves() if m.seed and bare(m) == action), key=INDEX.get)
    if move.seed is None and len(seeds) > 1:
        return {
            "selected": action,
            "message": say("choose_spender", action=action, seeds=in_words(seeds)),
            "marks": {"targets": seeds, "selected": action},
        }
    if kind == MOVE and selected:
        marks = _grain_picked(state, selected)["marks"]
    else:
        marks = _first_step(state, kind)["marks"]
    return {"selected": selected, "message": refusal(reason), "marks": marks}


def click(state, cell=None, selected=None, action=None) -> dict:
    """What a click on ``cell`` means, with the action ``action`` chosen (grow, grow-seed, move, trim, recoil, sow).

    ``selected`` is the half-made action the previous click left: the grain
    chosen to move (``"J7"``), or an action whose seed is still to be chosen
    (``"grow I9"``, when seeds of different plants could spend it). The
    answer has ``move`` (a complete, legal action, as text), or ``selected``
    (the half-made action now), a ``message`` for the player, and the
    ``marks`` to draw (``targets``: the cells to pick from next;
    ``selected``). ``cell=None`` means the action was just chosen: its
    cells are marked. In a turn that is one sow, the action may be left out.

    >>> from pygames.palanquee import State
    >>> s = State.from_dict({"board": {"K7": "black seed", "I7": "black grain", "I8": "black grain",
    ...     "J7": "black grain", "K8": "black grain", "J11": "white seed", "J9": "white grain", "J10": "white grain"}})
    >>> click(s, "I9", action="grow")
    {'move': 'grow I9'}
    >>> click(s, action="move")["message"]
    'Move: choose one of your grains (4 can move, marked), then where it goes.'
    >>> answer = click(s, "J7", action="move")
    >>> answer["selected"], answer["message"]
    ('J7', 'J7 selected: 11 places to move it to, marked. Choose one, or another grain.')
    >>> click(s, "J8", selected="J7", action="move")
    {'move': 'move J7 J8'}
    >>> click(s, "J9", selected="J7", action="move")["message"]
    'J9 is not empty: a grain moves to an empty cell.'
    >>> click(s, "K7", action="recoil")["message"]
    'Recoil has no legal use now: recoil needs a plant of two seeds or more that keeps a seed by every grain without the one returned.'
    >>> click(s, "I9")["message"]
    'I9 is empty: choose an action first; Grow (G), Grow a seed (S), Move (M) or Sow (O) can use this cell.'

    Two plants, each with a seed that owes an action; a sow may be spent by either:

    >>> two = State.from_dict({"board": {"K7": "black seed", "C7": "black seed", "K12": "white seed"}})
    >>> answer = click(two, "O4", action="sow")
    >>> answer["selected"], answer["marks"]["targets"], answer["message"]
    ('sow O4', ['K7', 'C7'], 'sow O4: your seeds K7 and C7 are in different plants and either could spend this action. Choose the seed whose action it spends (marked).')
    >>> click(two, "C7", selected="sow O4", action="sow")
    {'move': 'C7: sow O4'}
    """
    if state.is_over():
        return {"selected": None, "message": say("click_over"), "marks": {}}
    if action is None and state.sow_only:
        action = SOW
    i = cell_index(cell) if cell is not None else None
    if action is None:
        if i is None:
            return {"selected": None, "message": state.describe(), "marks": {}}
        uses = [k for k in KINDS if NAMES[i] in state.targets(k)]
        if any(m.kind == MOVE and m.cell == NAMES[i] for m in state.legal_moves()) and MOVE not in uses:
            uses.append(MOVE)
        uses.sort(key=KINDS.index)
        if uses:
            text = say("choose_action_first", cell=cell_words(state, i), actions=or_words([named(k) for k in uses]))
        else:
            text = say("no_action_here", cell=cell_words(state, i))
        return {"selected": None, "message": text, "marks": {}}
    if action not in KINDS:
        raise ValueError(say("unknown_action", kinds=", ".join(KINDS), action=shown(action)))
    if action not in action_kinds(state):
        return {"selected": None, "message": say("kind_no_use", label=label(action), reason=no_use(state, action)), "marks": {}}
    pending = None  # an action waiting for the seed that spends it
    grain = None  # the grain chosen to move
    if isinstance(selected, str) and selected.strip():
        try:
            if " " in selected.strip():
                pending = parse_move(selected)
                if pending.kind != action:
                    pending = None
            elif action == MOVE:
                grain = NAMES[cell_index(selected)]
                if state.board[INDEX[grain]] != BIT[state.to_move]:
                    grain = None
        except ValueError:
            pending = grain = None
    if i is None:
        return _grain_picked(state, grain) if grain else _first_step(state, action)
    here = NAMES[i]
    if pending is not None:
        action_text = bare(pending)
        seeds = {m.seed for m in state.legal_moves() if m.seed and bare(m) == action_text}
        if here in seeds:
            return _attempt(state, pending._replace(seed=here), action)
        if here in (pending.cell, pending.source):
            return _first_step(state, action)
        return {
            "selected": action_text,
            "message": say("choose_which_seed", action=action_text, seeds=or_words(sorted(seeds, key=INDEX.get))),
            "marks": {"targets": sorted(seeds, key=INDEX.get), "selected": action_text},
        }
    if action == MOVE:
        mine = state.board[i] == BIT[state.to_move]
        if grain is None or here == grain:
            if mine and here != grain:
                return _grain_picked(state, here)
            if here == grain:
                first = _first_step(state, MOVE)
                return dict(first, message=say("deselected", cell=here, then=first["message"]))
            if state.board[i] == BIT[state.to_move] | SEED:
                why = say("click_a_seed", cell=here)
            else:
                why = say("click_pick_grain", cell=cell_words(state, i))
            return dict(_first_step(state, MOVE), message=why)
        if mine:
            return _grain_picked(state, here)
        return _attempt(state, Move(MOVE, here, grain), MOVE, grain)
    return _attempt(state, Move(action, here), action)
