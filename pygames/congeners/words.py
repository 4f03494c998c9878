"""Every sentence of Congeners a reader sees, in one table per language (:data:`say`; the French in :mod:`.french`),
and the functions that choose them.

>>> say("slide", who="Black", start="(0,0)", cell="(1,-1)")
'Black slides (0,0) to (1,-1).'
>>> from .text import parse_move
>>> describe_move(parse_move("0,0x1,-1"))
'a bite: the stone on (0,0) slides to (1,-1) and removes the enemy stone there'

The French texts are in :mod:`.french`, which also keeps the glossary:

>>> from ..game import speaking
>>> with speaking("fr"):
...     describe_move(parse_move("0,0x1,-1"))
'une morsure\u202f: la pierre en (0,0) glisse en (1,-1) et retire la pierre adverse qui s’y trouve'
"""

from __future__ import annotations

from ..game import Words, quote
from . import french
from .board import BLACK, DRAW, cell_text, creatures, other

NUMBERS = 6  # the counts said in words (``count_0`` to ``count_6``); larger ones in figures

say = Words({
    # -- the computer player (choose_move's refusals)
    "unknown_level": "unknown level {level}: choose easy, medium, hard or expert",
    "no_step_to_choose": "the game is over: there is no step to choose",
    # -- colours, numbers, orders
    "black": "Black",
    "white": "White",
    "first": "first",
    "second": "second",
    "third": "third",
    "nth": "{n}th",
    "colour_black": "black",  # a stone's colour (the French agrees with pierre, créature)
    "colour_white": "white",
    "colours_black": "black",  # the colour of several stones or creatures
    "colours_white": "white",
    "count_0": "no",
    "count_1": "one",
    "count_2": "two",
    "count_3": "three",
    "count_4": "four",
    "count_5": "five",
    "count_6": "six",
    "phase_setup": "setup",
    "phase_move": "move",
    "phase_place": "place",
    "phase_over": "over",
    "list_separator": "; ",
    # -- the options of a new game
    "option_size": "Board side",
    "option_max_plies": "Turns before the game ends",
    "option_repetitions": "Occurrences of a position that end the game",
    # -- moves in words (describe_move)
    "move_slide": "a slide: the stone on {start} slides to {cell}",
    "move_bite": "a bite: the stone on {start} slides to {cell} and removes the enemy stone there",
    "move_place": "a placement on {cell}",
    "move_setup": "a {colour} setup stone on {cell}",
    "move_choose": "the second player takes {colour}",
    "move_pass": "a pass",
    # -- what a step did (play_report)
    "setup_stone": "The first player puts a {colour} stone on {cell}.",
    "setup_done": "The first player puts a {colour} stone on {cell}; the second player now chooses a colour.",
    "chose_white": "The second player takes White; the first player has Black and moves first.",
    "chose_black": "The second player takes Black and moves first; the first player has White.",
    "slide": "{who} slides {start} to {cell}.",
    "bite": "{who} slides {start} to {cell}, biting off {whose}'s stone ({left}).",
    "bite_left_lone": "a lone stone",
    "bite_left_shrinks": "its creature of {size} shrinks",
    "bite_left_splits": "its creature of {size} splits in {parts}",
    "placed": "{who} places a stone on {cell}.",
    "passed": "{who} has no legal turn and passes.",
    "and_over": "{step} {why}: {verdict}.",
    # -- the end
    "why_passes": "Both players passed",
    "why_repetition": "The position occurred for the {nth} time",
    "why_cap": "The game reached {turns}",
    "end_reason": "{why}.",
    "verdict_win": "{winner} wins",
    "verdict_draw": "a draw",
    # -- the position (describe)
    "setup_first_black": "Setup: the first player places the first black stone anywhere.",
    "setup_second": "Setup: the first player places the second {colour} stone beside the first.",
    "setup_first_white": "Setup: the first player places the first white stone not touching the black stones.",
    "setup_choose": "Setup done: the second player chooses a colour; Black moves first.",
    "over": "{why}: the game is over and {verdict}. {explanation}",
    "to_place": "{who} moved to {cell} and now places a stone on a line from it.",
    "must_pass": "{who} has no legal turn and must pass.",
    "to_move": "{who} to move a stone ({black} black, {white} white on the board).",
    # -- refusals (IllegalMove)
    "over_no_play": "the game is over: start a new one to play again",
    "setup_choose_now": "the setup is done: the second player now chooses a colour (choose black or choose white)",
    "setup_unfinished": "the setup is not finished: the first player places a {colour} stone next (like {colour} 0,0)",
    "setup_order": "the setup goes black, black, white, white: the next stone is {colour}, not {given}",
    "setup_over": "the setup is over: play the game's moves now",
    "place_now": "{who} has moved {cell} and now places a stone (like @2,3): the turn goes move, then place",
    "move_first": "{who} moves a stone first (like 0,0-1,-1), then places one",
    "no_pass": "{who} has a legal turn, so may not pass: a player passes only when no move and placement can be played",
    "off_board": "{cell} is off the board",
    "occupied": "{cell} already holds a stone",
    "setup_touches": "{cell} touches a {colour} stone: the two creatures of the setup may not touch",
    "setup_apart": "{cell} does not touch {first}: each setup creature is two adjacent stones",
    "setup_no_room": "{cell} leaves no room for the second white stone beside it",
    "not_own": "{cell} holds {what}: {who} moves one of their own stones",
    "what_enemy": "a {colour} stone",
    "what_none": "no stone",
    "lone": "{cell} is a lone stone: a creature of one stone cannot move",
    "not_line": "{cell} is not on a straight line from {start}: a stone slides along one of the six lines",
    "own_in_way": "{cell} holds a {colour} stone: a stone slides through empty cells",
    "enemy_in_way": "{cell} holds a {colour} stone on the way: a stone slides through empty cells and can only bite the first enemy stone it meets",
    "touches_none": "{cell} touches no {colour} creatures once {start} is lifted: a stone may only slide beside exactly one of its own creatures",
    "touches_none_way": "{cell} on the way touches no {colour} creatures once {start} is lifted: a stone may only slide beside exactly one of its own creatures",
    "touches_n": "{cell} touches {n} {colour} creatures once {start} is lifted: a stone may only slide beside exactly one of its own creatures",
    "touches_n_way": "{cell} on the way touches {n} {colour} creatures once {start} is lifted: a stone may only slide beside exactly one of its own creatures",
    "no_bite": "{cell} holds no {colour} stone to bite",
    "no_placement_after": "after {move} no stone can be placed: a move must be followed by a legal placement",
    "place_occupied": "{cell} already holds a stone: a stone is placed on an empty cell",
    "place_not_line": "{cell} is not on a straight line from {moved}, the stone just moved",
    "place_jump": "{between} stands between {moved} and {cell}: a placement does not jump over stones",
    "place_own_creature": "{cell} touches the creature of the stone just moved to {moved}: the new stone may not",
    "place_merges": "{cell} touches {n} {colour} creatures: placing never merges creatures",
    # -- clicks
    "click_over": "The game is over.",
    "click_choose": "The setup is done: the second player now chooses a colour.",
    "click_unselected": "{cell} is no longer selected.",
    "click_selected_one": "{cell} selected: {count} destination marked. Choose one, or another stone.",
    "click_selected": "{cell} selected: {count} destinations marked. Choose one, or another stone.",
    "click_lone": "{cell} cannot move: it is a lone stone, and a creature of one stone cannot move.",
    "click_blocked": "{cell} cannot move: every line from it is blocked, or no stone could be placed after.",
    "click_stone": "{cell} holds a {colour} stone: {who} moves one of {who}'s own stones (the ringed ones).",
    "click_empty": "{cell} is empty: {who} moves one of {who}'s own stones (the ringed ones).",
    # -- the scoring explainer (the shape request)
    "shape_empty": "{cell} is empty: choose a stone to see its shape.",
    "shape_alone": "{who}'s creature of {size} on {cell}: only this creature has it, so it scores 0.",
    "shape_held": "{who}'s creature of {size} on {cell}: {count} creatures have it: {size} × {size} × {count} = {score}.",
    "score_status": "Choose a stone to see its creature's shape, the creatures of the same shape, and its score.",
    # -- rule 8's verdict (explain)
    "same_scores": "{a} and {b} have the same scores at every level: a draw.",
    "verdict_first": "{a}'s largest creatures ({sizes_a}) score {x} against {b}'s ({sizes_b}) {y}: {winner} wins.",
    "verdict_level": "Tied before that; {a}'s {level} size level ({sizes_a}) score {x} against {b}'s ({sizes_b}) {y}: {winner} wins.",
    "verdict_level_shape": "Tied before that; {a}'s {level} size level ({sizes_a}), {nth} best shape, score {x} against {b}'s ({sizes_b}) {y}: {winner} wins.",
    "verdict_tied_shape": "Tied before that; {a}'s largest creatures ({sizes_a}), {nth} best shape, score {x} against {b}'s ({sizes_b}) {y}: {winner} wins.",
    "level_size": "size {size}",
    "level_none": "none",
    # -- puzzles
    "goal_lead": "{who} to play: make a turn after which {who} would win if the game ended.",
    "goal_no_turn": "{who} to play: leave the opponent with no legal turn.",
    "lead_after": "After {turn}: {verdict}",
    "turn_ends_game": "{turn} ends the game.",
    "opponent_passes": "After {turn} the opponent must pass.",
    "opponent_turns": "After {turn} the opponent still has {n} legal turns.",
    "opponent_turn": "After {turn} the opponent still has {n} legal turn.",
    "hint_stone": "Look at the stone on {cell}.",
    "hint_step": "Look at {step}: {words}.",
    # -- notation and positions (ValueError)
    "bad_step": "{text} is not a Congeners step: write a move 0,0-1,-1 (a bite 0,0x1,-1), a placement @2,3, a setup stone black 0,0, choose white, or pass",
    "not_turn_step": "{step} is not a turn step",
    "bad_cell": "a cell is written q,r (like 2,-1), not {text}",
    "bad_cell_pair": "{what} must be a cell [q, r] of two whole numbers, not {value}",
    "what_cell": "a cell",
    "what_stone": "a {colour} stone",
    "what_moved": "'moved'",
    "not_whole": "{label} must be a whole number, not {value}",
    "bad_size": "the board side must be 5, 6 or 7, not {size}",
    "bad_max_plies": "max_plies must be at least 1, not {value}",
    "bad_repetitions": "repetitions must be at least 2, not {value}",
    "option_too_long": "{label} must be a whole number of at most {digits} digits",
    "bad_to_move": "the side to move must be 'black' or 'white', not {value}",
    "bad_phase": "the phase must be setup, move, place or over, not {value}",
    "stone_off_board": "{colour} stone {cell} is off the board of side {size}",
    "both_colours": "{cell} holds both a black and a white stone",
    "bad_plies": "plies must be a whole number >= 0, not {value}",
    "bad_passes": "passes in a row must be 0, 1 or 2, not {value}",
    "bad_first_player": "first_player must be 'black', 'white' or null, not {value}",
    "bad_moved": "in the place phase 'moved' must be a {colour} stone, not {value}",
    "moved_outside_place": "'moved' is only set in the place phase, not in {phase}",
    "bad_trail_step": "the trail holds only moves, placements and passes, not {step}",
    "trail_not_move": "in the place phase the trail ends with the move just made",
    "over_unexplained": "the game is marked over, but no pass, repetition or ply cap ended it",
    "passes_not_over": "two passes in a row end the game: the phase must be over",
    "setup_played": "in setup no turn has been played yet",
    "setup_counts": "the setup places two black stones, then two white ones",
    "setup_not_adjacent": "the two {colour} stones of the setup must be adjacent",
    "setup_touching": "the black and white creatures of the setup may not touch",
    "setup_wrong_side": "in this setup step the side to move is {expected}, not {given}",
    "trail_no_stone": "the trail does not lead here: {step} left no stone on {cell}",
    "trail_after_move": "the trail does not lead here: {step} cannot come right after a move",
    "trail_no_placed": "the trail does not lead here: no {colour} stone on {cell}",
    "not_object": "a Congeners position must be a JSON object",
    "bad_stones": "'stones' must be an object {{\"black\": [[q, r], ...], \"white\": [...]}}",
    "bad_stone_list": "{colour} stones must be a list of [q, r] cells, not {value}",
    "bad_trail": "'trail' must be a list of steps",
    "wrong_winner": "the winner here is {actual}, not {given}",
    "empty_text": "a Congeners position string is empty",
    "text_parts": "a Congeners position has 4 or 5 parts joined by _ (options, progress, black, white, trail), not {n}",
    "text_options": "the options are written size.max_plies.repetitions, like 6.1000.3, not {text}",
    "text_progress": "the progress is written phase.to_move.first_player.plies.passes, like m.b.w.0.0, not {text}",
    "text_phase": "the phase is written s, m, p or o, not {text}",
    "text_to_move": "the side to move is written b or w, not {text}",
    "text_first": "the first player's colour is written b, w or n (not chosen yet), not {text}",
    "text_numbers": "plies, passes and the moved cell are whole numbers, not {text}",
    "text_stones_start": "the {colour} stones start with {letter}, not {text}",
    "text_stones": "the {colour} stones must be q.r pairs of whole numbers, not {text}",
    "text_twice": "a {colour} stone is written twice",
    "text_trail": "the trail starts with 't', then steps joined by ~, not {text}",
    "text_token": "a trail step must be m/x q.r.q.r, p q.r or z, not {text}",
    # -- positions no game reaches (position strings, the JSON form)
    "step_long_number": "{text} has a number {digits} digits long: no board has such a cell",
    "what_options": "the options",
    "what_progress": "the progress",
    "what_stones": "the {colour} stones",
    "what_trail": "the trail",
    "text_long_number": "a number in {what} is {digits} digits long: no game has one",
    "text_number_form": "a number in {what} is written {text}; the site writes it {written}",
    "text_too_many_stones": "{n} {colour} stones do not fit on the board of side {size}: it has {cells} cells",
    "text_stone_order": "the {colour} stones must be listed in order, by q then r: {cell} is listed after {before}",
    "text_trail_long": "the trail has {n} steps, but {turns} make at most {most}",
    "past_cap": "it is {turns} into the game, but the game ends after {most}",
    "cap_not_over": "it is {turns} into the game, its limit: the game is over, so it cannot go on",
    "trail_place_alone": "the trail holds the placement {step} without the move before it",
    "trail_move_unplaced": "the trail holds the move {step} without the placement after it",
    "trail_slide": "the trail holds the slide {step}, but a turn without a bite adds a stone for good and starts the trail again",
    "trail_turns": "the trail holds {n}, but the game has had only {turns}",
    "passes_trail": "the position counts {passes} as the passes in a row, but its trail ends with {n}",
    "repeated_now": "this position has occurred {n} times: the game ended at the {nth} time, so it cannot go on",
    "repeated_before": "a position of the trail occurred {n} times: the game ended at the {nth} time, so what follows was never played",
    "wrong_turn": "after {turns} it is {expected}'s turn, not {given}'s: Black plays the first turn and the players take turns",
    "wrong_first_turn": "no turn has been played, so it is {expected}'s turn, not {given}'s: Black plays the first turn",
    "too_many_for_turns": "{who} has {n} after {turns}: the setup gives 2 and {who} has played {own}, each adding at most one",
    "too_few_stones": "only {n} on the board: the setup puts down 4 and a turn places a stone for any it bites, so a game has at least {least} here",
    "not_the_setup": "no turn has been played, so the board holds the setup: two touching black stones and two touching white ones, apart",
    "one_turn": "{n} turn",
    "n_turns": "{n} turns",
    # -- the drawing's words (text alternatives)
    "board": "Congeners board of side {size}.",
    "side_none": "{who}: no stones.",
    "side_stones": "{who}: {stones} in {groups}: {list}.",
    "group": "{cells} (size {size})",
    "group_lone": "{cell} (lone)",
    "stones_one": "{n} stone",
    "stones_n": "{n} stones",
    "creatures_one": "{n} creature",
    "creatures_n": "{n} creatures",
    "cell_empty": "{cell}, empty",
    "cell_empty_destination": "{cell}, empty, a legal destination",
    "cell_empty_placement": "{cell}, empty, a legal placement",
    "cell_stone_lone": "{cell}, {colour} stone, a lone stone",
    "cell_stone": "{cell}, {colour} stone, in a creature of {size}",
    "cell_can_move": "{label}, can move",
    "cell_selected": "{label}, selected",
    "cell_bitten": "{label}, can be bitten",
    "cell_just_moved": "{label}, just moved",
    "shape_cells_one": "a shape of {n} cell",
    "shape_cells": "a shape of {n} cells",
    "shape_of_size": "shape of size {size}",
    "shape_image": "image {i} of {n} of this shape",
    "shapes_one": "The same shape, turned and mirrored: {n} way it can lie on the board. A creature in any of them counts as this shape.",
    "shapes_n": "The same shape, turned and mirrored: {n} ways it can lie on the board. A creature in any of them counts as this shape.",
    "shapes_label": "The {n} ways this shape can lie",
    "scores_caption": "{who}: creatures by size and shape",
    "scores_size": "Size",
    "scores_shape": "Shape",
    "scores_creatures": "Creatures",
    "scores_score": "Score",
    "scores_no_stones": "no stones",
    "scores_levels": "Size levels compared",
    "scores_region": "Scores",
    "scores_title": "Score as it stands",
    "level_row": "Level {level}: {black}; {white}",
    "level_side_none": "{who} none",
    "level_side": "{who} size {size}: {scores}",
}, fr=french.WORDS)


def name(colour: str) -> str:
    """A colour as the reader sees it, naming its player: ``Black``, ``White``."""
    return say(colour)


def colour_word(colour: str, many: bool = False) -> str:
    """A colour said of one stone or creature (``many``: of several), as an adjective.

    >>> from ..game import speaking
    >>> with speaking("fr"):
    ...     colour_word("white"), colour_word("white", many=True), name("white")
    ('blanche', 'blanches', 'Blanc')
    """
    return say(("colours_" if many else "colour_") + colour)


def phase_name(phase: str) -> str:
    """A phase of the game in words: ``setup``, ``move``, ``place``, ``over`` (French: ``la pose``...)."""
    return say("phase_" + phase)


def turns_count(n: int) -> str:
    """``1 turn``, ``5 turns``."""
    return say.counted("one_turn", "n_turns", n)


def stones_count(n: int) -> str:
    """``1 stone``, ``5 stones``."""
    return say.counted("stones_one", "stones_n", n)


def creatures_count(n: int) -> str:
    """``1 creature``, ``5 creatures``."""
    return say.counted("creatures_one", "creatures_n", n)


def ordinal(n: int) -> str:
    """``second``, ``third``, ``4th`` (French: ``deuxième``, ``4e``)."""
    return say({1: "first", 2: "second", 3: "third"}.get(n, "nth"), n=n)


def number(n: int) -> str:
    """A count of creatures (or destinations) in words, up to six, else in figures.

    >>> number(0), number(2), number(12)
    ('no', 'two', '12')
    """
    return say(f"count_{n}") if 0 <= n <= NUMBERS else str(n)


def listed(items) -> str:
    """Items one after the other, separated by semicolons (the creatures of a side)."""
    return say("list_separator").join(items)


def describe_move(move) -> str:
    """One step in words (a noun phrase).

    >>> from .text import parse_move
    >>> [describe_move(parse_move(t)) for t in ["@2,3", "black 0,0", "choose white", "pass"]]
    ['a placement on (2,3)', 'a black setup stone on (0,0)', 'the second player takes White', 'a pass']
    """
    if move.kind == "move":
        return say("move_bite" if move.bite else "move_slide", start=cell_text(move.start), cell=cell_text(move.cell))
    if move.kind == "place":
        return say("move_place", cell=cell_text(move.cell))
    if move.kind == "setup":
        return say("move_setup", colour=colour_word(move.colour), cell=cell_text(move.cell))
    if move.kind == "choose":
        return say("move_choose", colour=name(move.colour))
    return say("move_pass")


def why_over(state) -> str:
    """Why ``state``'s game ended, without the full stop (``None`` while it goes on)."""
    kind = state.ending
    if kind is None:
        return None
    if kind == "repetition":
        return say("why_repetition", nth=ordinal(state.repetitions))
    if kind == "cap":
        return say("why_cap", turns=turns_count(state.max_plies))
    return say("why_passes")


def verdict(winner: str) -> str:
    return say("verdict_draw") if winner == DRAW else say("verdict_win", winner=name(winner))


def summary(before, move, after) -> str:
    """What one step did, in words (``play_report``).

    >>> from .rules import State
    >>> from .text import parse_move
    >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1), (2, -1), (-3, 0)])
    >>> summary(s, parse_move("0,0x1,-1"), s.play("0,0x1,-1"))
    "Black slides (0,0) to (1,-1), biting off White's stone (its creature of 2 shrinks)."
    """
    who = name(before.to_move)
    if move.kind == "setup":
        done = after.setup_step == "choose"
        return say("setup_done" if done else "setup_stone", colour=colour_word(move.colour), cell=cell_text(move.cell))
    if move.kind == "choose":
        return say("chose_black" if move.colour == BLACK else "chose_white")
    if move.kind == "move":
        start, cell = cell_text(move.start), cell_text(move.cell)
        if not move.bite:
            return say("slide", who=who, start=start, cell=cell)
        return say("bite", who=who, start=start, cell=cell, whose=name(other(before.to_move)), left=bitten(before, move.cell))
    step = say("placed", who=who, cell=cell_text(move.cell)) if move.kind == "place" else say("passed", who=who)
    if after.is_over():
        return say("and_over", step=step, why=why_over(after), verdict=verdict(after.winner()))
    return step


def bitten(before, cell) -> str:
    """What biting the stone on ``cell`` does to its creature."""
    group = before.creature_of(cell)
    if len(group) == 1:
        return say("bite_left_lone")
    parts = len(creatures(set(group) - {cell}))
    if parts == 1:
        return say("bite_left_shrinks", size=len(group))
    return say("bite_left_splits", size=len(group), parts=number(parts))


def describe(state, explanation=None) -> str:
    """The position in words, for a status line (``explanation``: rule 8's verdict, once over)."""
    who = name(state.to_move)
    if state.phase == "setup":
        step = state.setup_step
        if step == "choose":
            return say("setup_choose")
        if state.stones(step):
            return say("setup_second", colour=colour_word(step))
        return say("setup_first_black" if step == BLACK else "setup_first_white")
    if state.phase == "over":
        return say("over", why=why_over(state), verdict=verdict(state.winner()), explanation=explanation)
    if state.phase == "place":
        return say("to_place", who=who, cell=cell_text(state.moved))
    if state.legal_moves()[0].kind == "pass":
        return say("must_pass", who=who)
    return say("to_move", who=who, black=len(state.black), white=len(state.white))


def explain(a, b, step, names) -> str:
    """Rule 8's verdict between profiles ``a`` and ``b`` in words; ``step`` is where they first differ."""
    if step is None:
        return say("same_scores", a=names[0], b=names[1])
    level, i, sign = step
    sa = a[level][1] if level < len(a) else ()
    sb = b[level][1] if level < len(b) else ()
    values = dict(
        a=names[0],
        b=names[1],
        winner=names[0] if sign > 0 else names[1],
        x=sa[i] if i < len(sa) else 0,
        y=sb[i] if i < len(sb) else 0,
        sizes_a=say("level_size", size=a[level][0]) if level < len(a) else say("level_none"),
        sizes_b=say("level_size", size=b[level][0]) if level < len(b) else say("level_none"),
        nth=ordinal(i + 1),
        level=ordinal(level + 1),
    )
    if level == 0:
        key = "verdict_first" if i == 0 else "verdict_tied_shape"
    else:
        key = "verdict_level" if i == 0 else "verdict_level_shape"
    return say(key, **values)


def shape_message(colour, cell, size, count, score) -> str:
    """The scoring explainer's sentence for the creature on ``cell``: rule 7 worked out."""
    if count == 1:
        return say("shape_alone", who=name(colour), size=size, cell=cell_text(cell))
    return say("shape_held", who=name(colour), size=size, cell=cell_text(cell), count=count, score=score)


def opponent_turns(turn: str, n: int) -> str:
    """What the goal ``no-turn`` says of a turn that leaves the opponent ``n`` legal turns."""
    return say.counted("opponent_turn", "opponent_turns", n, turn=turn)


def first_hint(move) -> str:
    if move.kind == "move":
        return say("hint_stone", cell=cell_text(move.start))
    return say("hint_step", step=str(move), words=describe_move(move))


def quoted(value, limit: int = 40) -> str:
    """A value a reader gave, quoted in a refusal (text cut after ``limit`` characters)."""
    return quote(value, limit) if isinstance(value, str) else repr(value)
