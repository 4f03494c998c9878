"""Every sentence the shared modules give a reader (puzzles, the web protocol, records, the search), in one table.

The games' own words stay in their packages (``pygames/<game>/words.py``); a shared sentence that needs a
game's word (a count of its pieces, its title) takes it from the game. The French texts are in
:mod:`pygames.french`. Notation (steps, positions, goals such as ``capture 7``, a record's ``Game:`` lines) is
never translated.

>>> say("try_again", why="N5 wins 3 seeds.")
'N5 wins 3 seeds. Try again.'
>>> side_name("north"), number_word(2), number_word(13)
('North', 'two', '13')
>>> from pygames.game import speaking
>>> with speaking("fr"):
...     say("try_again", why="N5 prend 3 graines."), side_name("north"), number_word(2)
('N5 prend 3 graines. Réessayez.', 'Nord', 'deux')
"""

from __future__ import annotations

from . import french
from .game import Words

__all__ = ["say", "side_name", "number_word"]

say = Words(
    {
        # the sides of the games, as puzzles name them ("North to play and win this turn.")
        "side_south": "South",
        "side_north": "North",
        "side_black": "Black",
        "side_white": "White",
        "side_light": "Light",
        "side_dark": "Dark",
        # numbers in words (a goal's turns: "over your next two turns"; a miner's titles)
        "number_1": "one",
        "number_2": "two",
        "number_3": "three",
        "number_4": "four",
        "number_5": "five",
        "number_6": "six",
        "number_7": "seven",
        "number_8": "eight",
        "number_9": "nine",
        "number_10": "ten",
        "number_11": "eleven",
        "number_12": "twelve",
        # -- puzzles: the goal
        "goal_win_now": "{who} to play and win this turn.",
        "goal_win_within": "{who} to play and win within {n} turns, whatever the opponent does.",
        "goal_elsewhere": "the goal {goal} is not a goal of {game}",
        "goal_unknown": "unknown goal {kind}; goals: {goals}",
        "goal_number_whole": "the goal's number must be a whole number, not {number}",
        "goal_number_least": "the goal's number must be at least 1",
        "goal_win_in": "'win N' already counts turns: write 'win {n}', not 'in {span}'",
        "goal_in_turns": "'in K' takes a number of turns from 1 to {most}, not {span}",
        "goal_one_turn_only": "the goal {kind} cannot span several turns",
        # -- puzzles: one turn judged
        "wins_at_once": "{turn} wins at once.",
        "does_not_win_at_once": "{turn} does not win at once.",
        "try_again": "{why} Try again.",
        "no_turn_starts": "No turn that starts with {line} meets the goal. Try again.",
        "not_in_time": "{line} does not force the win in time: the opponent has a defence.",
        "not_the_answer": "Not the answer. Try again (once the board has finished loading, it also says why).",
        "wins_need_more": "{line} wins {amount}; you need at least {need} more this turn.",
        "reply_stops_it": "After {line}, {them} has a reply that stops it.",
        "wins_but_reply": (
            "{line} wins {amount} now, but {them} answers {reply} and then no turn of yours wins more than {most}: {total} in all."
        ),
        "out_of_reach": "After {line}, {them} answers {reply} and the goal is out of reach.",
        # -- puzzles: why the opponent replies so
        "reply_best_turn_instead": "{them} answers {reply}: your best turn then wins {amount}; after {other} you could have won {more}.",
        "reply_best_turns_instead": (
            "{them} answers {reply}: the most you can be sure of over your next {turns} turns is {amount};"
            " after {other} you could have won {more}."
        ),
        "reply_best_turn": "{them} answers {reply}; whatever {them} does, your best turn then wins {amount}.",
        "reply_best_turns": "{them} answers {reply}; whatever {them} does, the most you can be sure of over your next {turns} turns is {amount}.",
        "reply_only_turn": "{them} answers {reply}, the only turn {them} has.",
        "reply_fewest_one": "{them} answers {reply}, the reply that leaves you the fewest ways through: only one of your turns still meets the goal.",
        "reply_fewest_many": "{them} answers {reply}, the reply that leaves you the fewest ways through: {n} of your turns still meet the goal.",
        "reply_game_over": "{them} answers {reply}, and the game is over.",
        "reply_holds_longest": (
            "{them} answers {reply}, the defence that holds out longest: it stops a win this turn, but you still win within {turns} turns."
        ),
        "reply_no_stop_now": "{them} answers {reply}: no reply stops every threat, and you win at once, this turn.",
        "reply_no_stop_within": "{them} answers {reply}: no reply stops every threat, and you win within {turns} turns.",
        # -- puzzles: a proof that fails (the author's, when the site is built)
        "too_many_turns": "more than {limit} turns to search from this position",
        "line_stops_mid_turn": "the line {line} stops in the middle of a turn",
        "one_turn_meets": "one turn already meets the goal: {turn} (a goal of several turns must need them)",
        "not_met_reply_total": "the stated solution does not meet the goal: after {first}, {them} answers {reply} and you win {total} in all",
        "not_met_reply": "the stated solution does not meet the goal: after {first}, {them} answers {reply}",
        "not_met_nothing": "the stated solution does not meet the goal: {first} leaves nothing to follow",
        "not_met": "the stated solution does not meet the goal: {why}",
        "another_meets": "another first turn also meets the goal: {turn} (say 'accept: all' to accept every one)",
        "another_forces": "another first turn also forces the win: {turn} (say 'accept: all' to accept every one)",
        "defence_escapes": "a defence escapes: after {turn} no win follows within {k} turns",
        "not_forced": "the stated solution's first turn {first} does not force a win within {n} turns: a defence escapes",
        "already_over": "the game is already over in this position",
        "solution_illegal": "the solution is not legal: {error}",
        "first_turn_only": "write only the first turn: the replies and your later turns are the engine's, not {rest}",
        "goes_on": "the goal {goal} takes one turn, but the solution goes on: {rest}",
        # -- the web protocol
        "request_object": "a request is a JSON object",
        "request_unknown": "unknown request {op}",
        "request_number": "the request holds a number of {n} digits: no game has one",
        "game_unknown": "unknown game {game}; known games: {games}",
        "position_unreadable": "this position can't be read: {error}",
        "options_named": "the options of a new game are names and values",
        "option_unknown": "{game} has no option named {name}",
        "puzzle_lists": "only a puzzle that lists the turns it accepts can say a step is not among them",
        "saved_start": "the saved game's start can't be read: {error}",
        "saved_moves": "the saved game has no list of moves",
        "saved_move_illegal": "move {number} of the saved game ({step}) is not legal: {error}",
        "record_unopened": "this record can't be opened: {error}",
        "record_elsewhere": "this record is a game of {game}: open it on the {game} play page",
        # -- records (read back; each says what is wrong with "it", the record)
        "record_game_unknown": "{name} is not one of the games of this site",
        "record_text": "a record is text",
        "record_long": "it is {n:,} characters long, more than any game needs",
        "record_empty": "it is empty",
        "record_game_line": 'line {n} should say which game this is ("Game: …"), not {line}',
        "record_line": "line {n}: {error}",
        "record_header_line": 'line {n} should be "Name: value" or "Moves:", not {line}',
        "record_moves_after": 'line {n}: the moves go on the lines after "Moves:", one a line',
        "record_one_start": "line {n}: a record has one start",
        "record_one_game": "line {n}: a record holds one game",
        "record_value_long": "line {n}: the value of {name} is longer than {most} characters",
        "record_no_moves": 'it has no "Moves:" line',
        "record_headers": "it has {n} header lines; a record has at most {most}",
        "record_steps": "it has {n:,} moves, more than any game needs",
        "record_start": "its start can't be read: {error}",
        "record_move_illegal": "move {number} ({step}) is not legal: {error}",
        # -- the computer's search
        "search_over": "the game is over: there is no move to choose",
        "search_level": "unknown level {level}: choose {levels}",
    },
    fr=french.WORDS,
)


def side_name(side: str) -> str:
    """A side as a puzzle names it (``"north"`` -> ``North``); a side of no known game, its id capitalised."""
    key = f"side_{side}"
    return say(key) if key in say.tables["en"] else str(side).capitalize()


def number_word(n, most: int = 12) -> str:
    """``n`` in words up to ``most`` (at most twelve), in digits above (and anything not a number as it is).

    >>> number_word(4), number_word(4, most=3)
    ('four', '4')
    """
    key = f"number_{n}"
    return say(key) if isinstance(n, int) and 1 <= n <= most and key in say.tables["en"] else str(n)
