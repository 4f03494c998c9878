"""Every sentence of Palanquée a reader sees, in one table (``say``) per language, and the functions that
choose them. The French texts are in :mod:`pygames.palanquee.french`.

>>> say("look_at", step="grow I9")
'Look at grow I9.'
>>> from pygames.game import speaking
>>> with speaking("fr"):
...     say("look_at", step="grow I9")
'Regardez grow I9.'
>>> side_lines_of({"reserve": {"black": {"seeds": 2, "grains": 50}, "white": {"seeds": 3, "grains": 50}},
...     "lost": {"black": 0, "white": 0}, "to_move": "black", "winner": None, "sow_only": False, "owed": ["K7"]})
['Black (to play): 1 action left, owed by K7 · reserve 2 seeds, 50 grains · 0 seeds lost', 'White · reserve 3 seeds, 50 grains · 0 seeds lost']
"""

from __future__ import annotations

from ..game import Words, in_words, language, other, quote, shown
from . import french
from .board import BIT, BLACK, COLOURS, DRAW, GROW, GROW_SEED, INDEX, LETTERS, MOVE, NAMES, RECOIL, RED, SEED, SOW, TRIM, WHITE

say = Words({
    # sides, actions, options
    "side_black": "Black",
    "side_white": "White",
    "label_grow": "Grow",
    "label_grow-seed": "Grow a seed",
    "label_move": "Move",
    "label_trim": "Trim",
    "label_recoil": "Recoil",
    "label_sow": "Sow",
    "option_max_turns": "Turns before a draw",
    "colour_black": "black",
    "colour_white": "white",
    "piece_black_seed": "black seed",
    "piece_black_grain": "black grain",
    "piece_white_seed": "white seed",
    "piece_white_grain": "white grain",
    # the computer player
    "unknown_level": "unknown level {level}: choose easy, medium, hard or expert",
    "no_action_to_choose": "the game is over: there is no action to choose",
    "action_named": "{label} ({shortcut})",
    # small phrases
    "seed": "{n} seed",
    "seeds": "{n} seeds",
    "grain": "{n} grain",
    "grains": "{n} grains",
    "lost_seed": "{n} seed",
    "lost_seeds": "{n} seeds",
    "action": "{n} action",
    "actions": "{n} actions",
    "place": "{n} place",
    "places": "{n} places",
    "semicolon": "; ",
    "owner_of": "{side}'s",
    "seed_cells": "seed {cells}",
    "seeds_cells": "seeds {cells}",
    "grain_cells": "grain {cells}",
    "grains_cells": "grains {cells}",
    "pieces_of": "{owner} {what}",
    "pieces_of_both": "{owner} {seeds} and {grains}",
    "the_red_line": "the red line",
    "run_seed": "seed {cells}",
    "run_seeds": "seeds {cells}",
    "run_grain": "grain {cells}",
    "run_grains": "grains {cells}",
    "run_piece": "piece {cells}",
    "run_pieces": "pieces {cells}",
    "no_owed": "no seed of yours owes an action",
    "owed_one": "only your seed {seed} still owes an action",
    "owed_many": "your seeds {seeds} still owe an action",
    # cells and notation
    "not_a_cell": "{cell} is not a cell of the board: columns S to A, rows 1 to 16 (to 17 in the raised columns R P N L J H F D B)",
    "not_an_action": (
        "{text} is not a Palanquée action: write grow I9, grow-seed I9, move J7 I9, trim J7, recoil K7 or sow O4 "
        "(with the seed first when several could spend it: {example})"
    ),
    "unknown_kind": "the kind of action is one of {kinds}, not {kind}",
    "unknown_action": "the action is one of {kinds}, not {action}",
    "given_twice": "{cell} is given twice",
    # refusals of an action
    "game_over": "the game is over: start a new one to play again",
    "ambiguous_two": "ambiguous: both your seeds {seeds} could spend this action; write {choices}",
    "ambiguous": "ambiguous: your seeds {seeds} could spend this action; write {choices}",
    "sow_only_turn": (
        "opening: {side} has no piece on the board, so this turn is one sow on an empty cell "
        "(like sow {example}) and nothing else"
    ),
    "not_your_seed_to_spend": "{seed} is not one of your seeds: write the seed whose action you spend first (like {example})",
    "seed_spent": "your seed {seed} has no action left this turn; {owed}",
    "put_not_empty": "{cell} is not empty: a piece is put on an empty cell",
    "no_grain_to_grow": "you have no grain left in reserve to grow",
    "no_seed_left": "you have no seed left in reserve",
    "move_a_seed": "{cell} is a seed: only grains move",
    "move_not_yours": "{cell} is not one of your grains",
    "move_not_empty": "{cell} is not empty: a grain moves to an empty cell",
    "trim_a_seed": "{cell} is a seed: trim returns a grain (recoil returns a seed)",
    "trim_not_yours": "{cell} is not one of your grains",
    "recoil_not_yours": "{cell} is not one of your seeds: recoil returns one of your seeds to reserve",
    "grow_not_next": "{cell} is not next to any of your plants: a plant grows on a cell next to it",
    "move_not_next": "{cell} is not next to the rest of the plant of {source}: a grain moves next to its own plant",
    "recoil_one_seed": "the plant of {cell} has only one seed: a plant recoils a seed only when it has two or more",
    "recoil_kills": "recoiling {cell} would leave grains without a seed: a plant may not recoil that seed",
    "other_plant": "the action of seed {seed} is spent on its own plant, and {action} acts on another plant",
    "plant_spent_one": (
        "the plant of seed {seeds} has no action left this turn: "
        "an action is spent only on the plant of the seed that owes it; {owed}"
    ),
    "plant_spent": (
        "the plant of seeds {seeds} has no action left this turn: "
        "an action is spent only on the plant of the seed that owes it; {owed}"
    ),
    "opening_distance": (
        "opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; "
        "{cell} is {d} from {enemy}"
    ),
    "suicide": "suicide: your {run} would stand between {end1} and {end2}",
    "ko_single": (
        "ko: placing at {cell} to capture the single piece at {taken} would undo {side}'s "
        "last capture (a piece placed at {taken} took the single piece at {cell}); play elsewhere first"
    ),
    "ko_repeat": "ko: this would end your turn with the same board and reserves as at the end of your previous turn",
    "not_legal_now": "{action} is not a legal action now",
    # what an action did
    "did_grow": "{who} grows a grain at {cell}",
    "did_grow-seed": "{who} grows a seed at {cell}",
    "did_sow": "{who} sows a seed at {cell}",
    "did_move": "{who} moves the grain {source} to {cell}",
    "did_trim": "{who} trims the grain {cell}",
    "did_recoil": "{who} returns the seed {cell} to reserve",
    "and_captures": "{text} and captures {pieces}",
    "and_captures_seed": "{text} and captures {pieces} (the seed leaves the game)",
    "and_captures_seeds": "{text} and captures {pieces} (the seeds leave the game)",
    "and_saturated": "{text}; column {column} is saturated, so every piece in it goes ({pieces})",
    "and_dead_one": "{text}; {pieces}, cut off from every seed, goes too",
    "and_dead": "{text}; {pieces}, cut off from every seed, go too",
    "done": "{text}.",
    "then_cap": "{text} The game reached {n} turns: a draw.",
    "then_both_lost": "{text} Both players have lost all their seeds: a draw.",
    "then_win": "{text} {loser} has lost all three seeds: {winner} wins.",
    "then_turn_ends": "{text} The turn ends.",
    "then_no_use_one": "{text} {who}'s remaining action has no legal use: the turn ends.",
    "then_no_use": "{text} {who}'s remaining actions have no legal use: the turn ends.",
    "then_forfeited_one": "{text} {n} turn forfeited (no legal action).",
    "then_forfeited": "{text} {n} turns forfeited (no legal action).",
    # an action in words, without a position
    "do_grow": "Grow a grain at {cell}.",
    "do_grow-seed": "Grow a seed at {cell}.",
    "do_sow": "Sow a seed at {cell}.",
    "do_move": "Move the grain {source} to {cell}.",
    "do_trim": "Trim the grain {cell}.",
    "do_recoil": "Return the seed {cell} to reserve.",
    "do_spent_by": "{action} Seed {seed} spends its action on it.",
    # the position in words
    "over_cap": "Game over: a draw: the game reached {n} turns. {reserves}",
    "over_both_lost": "Game over: a draw: both players' last seeds left the game in the same action. {reserves}",
    "over_win": "Game over: {winner} wins: {loser}'s three seeds have all left the game. {reserves}",
    "playing_sow": "{side} to play, turn {turn}: {side} has no piece on the board and sows one seed.",
    "playing_one": "{side} to play, turn {turn}: {actions} left, owed by seed {seeds}.",
    "playing": "{side} to play, turn {turn}: {actions} left, owed by seeds {seeds}.",
    "and_no_use": "{text} None has a legal use.",
    "and_opening_last": "{text} Opening rule: pieces go at least 3 cells from enemy pieces (this turn only).",
    "and_opening_one": "{text} Opening rule: pieces go at least 3 cells from enemy pieces (this turn and {more} more).",
    "and_opening": "{text} Opening rule: pieces go at least 3 cells from enemy pieces (this turn and {more} more).",
    "and_reserves": "{text} {reserves}",
    "reserves": "Reserves: {black}; {white}.",
    "reserve_of": "{side} {seeds}, {grains}",
    "reserve_of_lost": "{side} {seeds}, {grains} ({lost} lost)",
    "side_line": "{side} · reserve {seeds}, {grains} · {lost} lost",
    "side_line_sow": "{side} (to play): no piece on the board, so one seed to sow · reserve {seeds}, {grains} · {lost} lost",
    "side_line_owing": "{side} (to play): {actions} left, owed by {owed} · reserve {seeds}, {grains} · {lost} lost",
    # the drawing's text
    "board_intro": "Palanquée board of 313 cells.",
    "board_no_piece": "{side}: no piece on the board.",
    "board_plants_one": "{side}: 1 plant: {plants}.",
    "board_plants": "{side}: {n} plants: {plants}.",
    "plant_seed": "seed {cells}",
    "plant_seeds": "seeds {cells}",
    "plant_grain": "grain {cells}",
    "plant_grains": "grains {cells}",
    "plant_with": "{seeds} with {grains}",
    "cell_label_empty": "{cell}, empty",
    "cell_label_piece": "{cell}, {piece}",
    "cell_label_mark": "{label}, {mark}",
    "mark_legal": "legal",
    "mark_selected": "selected",
    "mark_hint": "hint",
    "mark_last": "last action",
    # clicks
    "click_over": "The game is over: start a new one to play again.",
    "cell_empty": "{cell} is empty",
    "cell_your_seed": "{cell} holds your seed",
    "cell_your_grain": "{cell} holds your grain",
    "cell_their_seed": "{cell} holds {side}'s seed",
    "cell_their_grain": "{cell} holds {side}'s grain",
    "choose_action_first": "{cell}: choose an action first; {actions} can use this cell.",
    "no_action_here": "{cell}: no action can use this cell now. Choose an action to see the cells it can use.",
    "kind_no_use": "{label} has no legal use now: {reason}.",
    "no_use_over": "the game is over",
    "no_use_sow_only": "{side} has no piece on the board, so this turn is one sow",
    "no_use_no_seed": "you have no seed left in reserve",
    "no_use_no_grain": "you have no grain left in reserve",
    "no_use_no_grains": "the plants that still owe an action have no grain",
    "no_use_grow": "the rules refuse every empty cell next to the plants that still owe an action",
    "no_use_grow-seed": "the rules refuse every empty cell next to the plants that still owe an action",
    "no_use_move": "no grain of the plants that still owe an action has a legal place to go",
    "no_use_trim": "the rules refuse every trim now",
    "no_use_recoil": "recoil needs a plant of two seeds or more that keeps a seed by every grain without the one returned",
    "no_use_sow": "the rules refuse every empty cell",
    "first_sow_only": "{side} has no piece on the board: choose an empty cell to sow a seed ({n} marked).",
    "first_grow": "Grow: choose an empty cell next to a plant that still owes an action ({n} marked).",
    "first_grow-seed": "Grow a seed: choose an empty cell next to a plant that still owes an action ({n} marked).",
    "first_move": "Move: choose one of your grains ({n} can move, marked), then where it goes.",
    "first_trim": "Trim: choose one of your grains to return to reserve ({n} marked).",
    "first_recoil": "Recoil: choose one of your seeds to return to reserve ({n} marked).",
    "first_sow": "Sow: choose an empty cell for a seed from your reserve ({n} marked).",
    "grain_picked": "{cell} selected: {places} to move it to, marked. Choose one, or another grain.",
    "grain_stuck": "{cell} selected, but it has no legal place to go: choose a cell to hear why, or another grain.",
    "choose_spender": (
        "{action}: your seeds {seeds} are in different plants and either could spend this action. "
        "Choose the seed whose action it spends (marked)."
    ),
    "choose_which_seed": "Choose which seed spends {action}: {seeds} (marked).",
    "deselected": "{cell} is no longer selected. {then}",
    "click_a_seed": "{cell} is a seed: only grains move (Recoil returns a seed to reserve).",
    "click_pick_grain": "{cell}: choose one of your grains to move first (the marked ones).",
    # puzzles
    "goal_capture_one": "{side} to play: capture at least {n} enemy piece this turn.",
    "goal_capture": "{side} to play: capture at least {n} enemy pieces this turn.",
    "goal_captured_one": "{turn} captures {n} enemy piece; the goal is at least {goal}.",
    "goal_captured": "{turn} captures {n} enemy pieces; the goal is at least {goal}.",
    "look_at": "Look at {step}.",
    # position strings and the JSON form
    "code_letters": "the {what} must be pairs of the letters A-Z a-z 0-9 - ~, not {text}",
    "code_range": "the {what} hold a code out of range ({n} >= {limit})",
    "text_empty": "a Palanquée position string is empty",
    "text_parts": (
        "a Palanquée position has 9 parts joined by _ (options, progress, counts, board, owed, "
        "turn start, previous turn, ko, captures), not {count}"
    ),
    "text_cap": "the first part is the turn cap, a whole number, not {part}",
    "text_progress": "the progress is written to_move.turn.opening, like b.0.33, not {part}",
    "text_counts": "the counts are six whole numbers (lost, then reserves), like 0.0.3.50.3.50, not {part}",
    "text_board_order": "the board lists each cell once, in board order",
    "text_snapshot": "the {what} starts with two digits of lost seeds, not {part}",
    "text_pairs": "the {what} are groups of four characters, not {part}",
    "what_board": "board",
    "what_owed": "owed seeds",
    "what_start": "turn start",
    "what_previous": "previous turn",
    "what_ko": "ko captures",
    "what_captures": "turn captures",
    "not_whole": "{what} must be a whole number >= 0, not {value}",
    "not_cell_names": "{what} must hold cell names like K7, not {value}",
    "board_object": "{what} must be an object: cell name -> \"black seed\", \"white grain\"...",
    "not_a_piece": "{cell} holds {piece}: a piece is \"black seed\", \"black grain\", \"white seed\" or \"white grain\"",
    "snapshot_object": "{what} must be an object with 'board' and 'lost'",
    "what_snapshot_board": "{what} board",
    "snapshot_lost": "{what} 'lost' must be {{\"black\": n, \"white\": n}}",
    "what_snapshot_lost": "{what} lost seeds of {colour}",
    "pairs_list": "{what} must be a list of [placed, captured] cell pairs",
    "pairs_list_not": "{what} must be a list of [placed, captured] cell pairs, not {pair}",
    "dict_not_object": "a Palanquée position must be a JSON object",
    "dict_to_move": "'to_move' must be 'black' or 'white', not {value}",
    "dict_reserve_lost": "'reserve' and 'lost' must be objects with 'black' and 'white'",
    "dict_reserve_of": "'reserve' of {colour} must be {{\"seeds\": n, \"grains\": n}}, not {value}",
    "what_reserve_seeds": "the reserve seeds of {colour}",
    "what_reserve_grains": "the reserve grains of {colour}",
    "what_lost_of": "'lost' of {colour}",
    "what_opening_of": "'opening_left' of {colour}",
    "dict_seed_count": (
        "{colour} has {on} seeds on the board, {reserve} in reserve and {gone} lost: "
        "that makes {total}, not the {seeds} seeds of each player"
    ),
    "dict_grain_count": "{colour} has {on} grains on the board and {reserve} in reserve: more than {grains}",
    "dict_owed": "'owed' must be a list of seed cells, not {value}",
    "dict_sow_only": "'sow_only' must be true or false, not {value}",
    "dict_opening": "'opening_left' must be {{\"black\": n, \"white\": n}}",
    "dict_winner": "the winner here is {winner}, not {value}",
    "bad_board": "the board must be {n} bytes of pieces",
    "bad_to_move": "the side to move must be 'black' or 'white', not {value}",
    "turn_past_cap": "it is turn {turn}, but the game stops at turn {most}",
    "bad_capture_pairs": "it lists {n} single captures for a turn, but a turn has at most {most} actions, each with one",
    "max_turns_low": "max_turns must be at least 1",
    "bad_negative": "{colour}'s reserve and lost seeds cannot be negative",
    "bad_seed_count": "{colour}'s seeds on the board, in reserve and lost must make {seeds}",
    "bad_grain_count": "{colour} has more than {grains} grains on the board and in reserve",
    "bad_opening": "{colour}'s opening turns left must be 0 to 3, not {value}",
    "dead_plant_one": "{colour}'s grain {cells} touches no {colour} seed: a plant without a seed is removed at once",
    "dead_plant": "{colour}'s grains {cells} touch no {colour} seed: a plant without a seed is removed at once",
    "bad_owed": "{cell} owes an action but holds no {colour} seed",
    "bad_owed_order": "the seeds that owe an action are listed once each, in board order",
    "bad_sow_only": "a sowing turn is one where the side to move has no piece on the board",
    "bad_no_owed": "no seed owes an action, so the turn would be over: give 'owed' or the next side to move",
    "bad_snapshot_board": "the {what} board must be {n} bytes of pieces",
    "bad_snapshot_lost": "the {what} lost seeds must be 0 to {seeds}",
    "bad_ko_pair": "a ko pair must name two cells",
}, fr=french.WORDS)

# -- names and lists -------------------------------------------------------------------


def name(colour: str) -> str:
    """A side's name: ``Black``, ``White``."""
    return say(f"side_{colour}")


def colour_words(colour: str) -> str:
    """A colour as a message about a position names it: ``black`` (in French, the side: ``Noir``)."""
    return say(f"colour_{colour}")


def piece_words(value: int) -> str:
    """A piece (its byte on the board) in words: ``black seed``, ``white grain``.

    >>> piece_words(5), piece_words(2)
    ('black seed', 'white grain')
    >>> from pygames.game import speaking
    >>> with speaking("fr"):
    ...     piece_words(5), piece_words(2)
    ('graine noire', 'grain blanc')
    """
    return say(f"piece_{'white' if value & 2 else 'black'}_{'seed' if value & SEED else 'grain'}")


def seeds_count(n: int) -> str:
    return say.counted("seed", "seeds", n)


def grains_count(n: int) -> str:
    return say.counted("grain", "grains", n)


def lost_count(n: int) -> str:
    return say.counted("lost_seed", "lost_seeds", n)


def actions_count(n: int) -> str:
    return say.counted("action", "actions", n)


def label(kind: str) -> str:
    """The label of a kind of action (its button)."""
    return say(f"label_{kind}")


def cells_words(cells) -> str:
    """Cell numbers as names in board order: ``J9, J10 and K7``."""
    return in_words(NAMES[c] for c in sorted(cells))


def or_words(items) -> str:
    return in_words(items, "or")


def owed_words(owed) -> str:
    if not owed:
        return say("no_owed")
    if len(owed) == 1:
        return say("owed_one", seed=NAMES[owed[0]])
    return say("owed_many", seeds=cells_words(owed))


def end_words(x: int) -> str:
    return say("the_red_line") if x == RED else NAMES[x]


RUNS = {  # the messages of a run of one kind of piece (or of both): one piece, several
    frozenset({SEED}): ("run_seed", "run_seeds"), frozenset({0}): ("run_grain", "run_grains"),
    frozenset({0, SEED}): ("run_piece", "run_pieces"),
}


def run_words(run, board) -> str:
    """``grains J10 and K9``, ``seed K7``, ``pieces K7 and K8``: a run, listed in its order."""
    one, many = RUNS[frozenset(board[r] & SEED for r in run)]
    return say(one if len(run) == 1 else many, cells=in_words(NAMES[r] for r in run))


def pieces_words(owner: str, pairs) -> str:
    """``White's grain J9``, ``White's seed O9 and grains O4 and O6`` (``owner``: ``owner(colour)``)."""
    seeds = sorted(c for c, v in pairs if v & SEED)
    grains = sorted(c for c, v in pairs if not v & SEED)
    seed_words = seeds and say("seed_cells" if len(seeds) == 1 else "seeds_cells", cells=cells_words(seeds))
    grain_words = grains and say("grain_cells" if len(grains) == 1 else "grains_cells", cells=cells_words(grains))
    if seeds and grains:
        return say("pieces_of_both", owner=owner, seeds=seed_words, grains=grain_words)
    return say("pieces_of", owner=owner, what=seed_words or grain_words)


def owner(colour: str) -> str:
    return say("owner_of", side=name(colour))


# -- what an action did ------------------------------------------------------------------


def summary(before, move, after=None) -> str:
    """What an action did, in one or two sentences (``after`` adds how the turn went on).

    >>> from pygames.palanquee import State
    >>> s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain",
    ...     "P4": "black grain"}, "to_move": "white"})
    >>> summary(s, "sow O4")
    "White sows a seed at O4 and captures Black's seed S2 and grains R3, Q3 and P4 (the seed leaves the game)."
    """
    return summary_of(before, before.check(move), after)


def summary_of(before, move, after=None) -> str:
    """``summary`` of a move ``before.check`` has returned (``play_report`` has checked it already)."""
    kind, c = move.kind, INDEX[move.cell]
    src = INDEX[move.source] if move.source else None
    you = name(before.to_move)
    text = say(f"did_{kind}", who=you, cell=move.cell, source=move.source)
    if not before._entry((kind, c, src))[1]:  # it removes nothing: no simulation needed to say so
        return _turn_words(before, move, after, say("done", text=text), you, lambda s: not (kind == RECOIL and s == c))
    sim = before._simulate(kind, c, src)
    b = before.board
    if sim.custodian:
        caught = [(r, b[r]) for r in sim.custodian]
        seeds = sum(1 for _, v in caught if v & SEED)
        key = "and_captures" if not seeds else "and_captures_seed" if seeds == 1 else "and_captures_seeds"
        text = say(key, text=text, pieces=pieces_words(owner(other(before.to_move)), caught))
    for x, cells in sim.saturated:
        text = say("and_saturated", text=text, column=LETTERS[x], pieces=say("semicolon").join(_by_colour(before, sim, cells)))
    if sim.dead:
        key = "and_dead" if len(sim.dead) > 1 else "and_dead_one"
        text = say(key, text=text, pieces=in_words(_by_colour(before, sim, sim.dead)))
    mine = before._bits[0] | SEED
    return _turn_words(before, move, after, say("done", text=text), you, lambda s: sim.board[s] == mine)


def _turn_words(before, move, after, text: str, you: str, stays) -> str:
    """``text`` and how the turn went on (``stays(seed)``: the seed is still on the board after the action)."""
    if after is None:
        return text
    if after.is_over():
        win = after.winner()
        if after.ending == "cap":
            return say("then_cap", text=text, n=after.max_turns)
        if win == DRAW:
            return say("then_both_lost", text=text)
        return say("then_win", text=text, loser=name(other(win)), winner=name(win))
    if after.turn == before.turn:
        return text
    spender = before._spender(move)
    left = [s for s in before.owed if s != spender and stays(s)]
    if before.sow_only or not left:
        text = say("then_turn_ends", text=text)
    else:
        text = say("then_no_use_one" if len(left) == 1 else "then_no_use", text=text, who=you)
    skipped = after.turn - before.turn - 1
    if skipped:
        text = say.counted("then_forfeited_one", "then_forfeited", skipped, text=text)
    return text


def _by_colour(before, sim, cells) -> list:
    """The pieces an action removed from ``cells``, in words, Black's then White's."""
    words = []
    for colour in COLOURS:
        own = [(r, _removed_value(before, sim, r)) for r in cells if _removed_value(before, sim, r) & BIT[colour]]
        if own:
            words.append(pieces_words(owner(colour), own))
    return words


def _removed_value(before, sim, cell: int) -> int:
    """The piece a simulated action removed from ``cell``."""
    for r, v in sim.removed:
        if r == cell:
            return v
    return before.board[cell]


# -- the position in words -------------------------------------------------------------------


def reserves_words(state) -> str:
    parts = {}
    for colour in COLOURS:
        r = state.reserve_of(colour)
        lost = state.lost_of(colour)
        parts[colour] = say(
            "reserve_of_lost" if lost else "reserve_of", side=name(colour),
            seeds=seeds_count(r["seeds"]), grains=grains_count(r["grains"]), lost=lost_count(lost),
        )
    return say("reserves", black=parts[BLACK], white=parts[WHITE])


def describe(state) -> str:
    """The position in one line (see ``State.describe``)."""
    win = state.winner()
    if win is not None:
        if state.ending == "cap":
            return say("over_cap", n=state.max_turns, reserves=reserves_words(state))
        if win == DRAW:
            return say("over_both_lost", reserves=reserves_words(state))
        return say("over_win", winner=name(win), loser=name(other(win)), reserves=reserves_words(state))
    you = name(state.to_move)
    turn = state.turn + 1
    if state.sow_only:
        text = say("playing_sow", side=you, turn=turn)
    else:
        n = len(state.owed)
        text = say(
            "playing_one" if n == 1 else "playing", side=you, turn=turn,
            actions=actions_count(n), seeds=cells_words(state.owed),
        )
    if not state._listing[0]:
        text = say("and_no_use", text=text)
    left = state.opening[state.side]
    if left > 0:
        text = say("and_opening_last", text=text) if left == 1 else say.counted("and_opening_one", "and_opening", left - 1, text=text, more=left - 1)
    return say("and_reserves", text=text, reserves=reserves_words(state))


def side_lines_of(d: dict) -> list:
    """One line per player from the JSON form of a position (what ``sideLines`` of ``actions.js`` showed)."""
    lines = []
    for colour in COLOURS:
        reserve = d["reserve"][colour]
        values = dict(
            side=name(colour), seeds=seeds_count(reserve["seeds"]), grains=grains_count(reserve["grains"]),
            lost=lost_count(d["lost"][colour]),
        )
        if d["winner"] is None and colour == d["to_move"]:
            if d["sow_only"]:
                lines.append(say("side_line_sow", **values))
            else:
                owed = d["owed"]
                lines.append(say(
                    "side_line_owing", actions=actions_count(len(owed)),
                    owed=in_words(owed) if len(owed) >= 2 else "".join(owed), **values,
                ))
        else:
            lines.append(say("side_line", **values))
    return lines


def side_lines(state) -> list:
    """The two lines beside the board: what the side to move still owes, the reserves, the seeds lost."""
    return side_lines_of(state.to_dict())


# -- clicks ---------------------------------------------------------------------------------


def cell_words(state, i: int) -> str:
    """``I9 is empty``, ``K7 holds your seed``, ``J9 holds White's grain``."""
    v = state.board[i]
    if not v:
        return say("cell_empty", cell=NAMES[i])
    what = "seed" if v & SEED else "grain"
    if v & BIT[state.to_move]:
        return say(f"cell_your_{what}", cell=NAMES[i])
    return say(f"cell_their_{what}", cell=NAMES[i], side=name(WHITE if v & 2 else BLACK))


def no_use(state, kind: str) -> str:
    """Why an action of ``kind`` has no legal use now (it is not in ``action_kinds``)."""
    if state.is_over():
        return say("no_use_over")
    if state.sow_only:
        return say("no_use_sow_only", side=name(state.to_move))
    k = 2 * state.side
    if kind in (GROW_SEED, SOW) and state.reserve[k] <= 0:
        return say("no_use_no_seed")
    if kind == GROW and state.reserve[k + 1] <= 0:
        return say("no_use_no_grain")
    label_of, groups = state._own
    owing = {label_of[s] for s in state.owed}
    grains = [c for p in owing for c in groups[p] if not state.board[c] & SEED]
    if kind in (MOVE, TRIM) and not grains:
        return say("no_use_no_grains")
    return say(f"no_use_{kind}")


def first_step_words(state, kind: str, n: int) -> str:
    if kind == SOW and state.sow_only:
        return say("first_sow_only", side=name(state.to_move), n=n)
    return say(f"first_{kind}", n=n)


def grain_picked_words(g: str, n: int) -> str:
    return say("grain_picked", cell=g, places=say.counted("place", "places", n)) if n else say("grain_stuck", cell=g)


def refusal(reason: str) -> str:
    """A refusal as a sentence of its own."""
    return reason[:1].upper() + reason[1:] + "."


# -- puzzles ----------------------------------------------------------------------------------


def goal_words(n: int, side: str) -> str:
    return say.counted("goal_capture_one", "goal_capture", n, side=side)


def captured_words(turn: str, taken: int, n: int) -> str:
    """What a turn captured (``turn``: the turn in words), against a goal of ``n``."""
    return say.counted("goal_captured_one", "goal_captured", taken, turn=turn, goal=n)

