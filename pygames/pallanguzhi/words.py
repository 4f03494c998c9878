"""Every sentence of Pallanguzhi a reader sees, in one table (``say``), and the choice of which.

A message is an id and its values: ``say("empty", hole="S1")``. Counted
nouns are messages too (``seeds(3)`` is ``say.counted("seed", "seeds", 3)``),
so another language is one more table: the French one is :mod:`.french`'s.

>>> say("empty", hole="S1")
'S1 is empty: pick a hole with at least one seed'
>>> seeds(1), seeds(7), laps(2), shown("S8"), shown(-1)
('1 seed', '7 seeds', '2 laps', "'S8'", '-1')
>>> from pygames.pallanguzhi import initial_state
>>> counters(initial_state())
'Round 1 · turn 1 · bowls: South 0, North 0.'
>>> from pygames.game import speaking
>>> with speaking("fr"):
...     seeds(0), seeds(2), counters(initial_state()), shown("S8") == "«\u202fS8\u202f»"
('0 graine', '2 graines', 'Manche 1 · tour 1 · bols\u202f: Sud 0, Nord 0.', True)
"""

from __future__ import annotations

from ..game import Words, quote, shown
from . import french
from .board import LABELS, NORTH, SOUTH, row, side_of

say = Words({
    # counted nouns and names
    "seed": "{n} seed", "seeds": "{n} seeds",
    "lap": "{n} lap", "laps": "{n} laps",
    "turn": "{n} turn", "turns": "{n} turns",
    "side_south": "South", "side_north": "North",
    # the rule variants of ``initial_state``
    "option_stall_limit": "Turns without a seed in a bowl before the round ends",
    "option_max_rounds": "Rounds at most",
    "option_max_turns": "Turns at most",
    "option_max_laps": "Laps in one turn at most",
    # moves
    "move": "sow the seeds of {hole}",
    "not_a_hole": "{text} is not a hole: write S1..S7 or N1..N7",
    "game_over": "the game is over: start a new one to play again",
    "not_your_hole": "{hole} is {owner}'s hole: {mover} sows from its own row, {first} to {last}",
    "closed": "{hole} is closed for this round: nothing is sown from it",
    "empty": "{hole} is empty: pick a hole with at least one seed",
    "first_hint": "Look at hole {hole}.",
    # the steps of a turn (events) and its summary
    "pick": "{mover} picks up {seeds} from {hole}.",
    "relay": "Relay: lap {lap} goes on from {hole} with {seeds}.",
    "sow": "A seed into {hole}.",
    "pasu_own": "Pasu: {hole} reaches 4 and {owner} (the sower, its owner) takes the 4 seeds.",
    "pasu_other": "Pasu: {hole} reaches 4 and {owner} (its owner) takes the 4 seeds.",
    "endless_repeat": "Endless turn: after {laps} the board and the next pick-up repeat, so the turn stops here, without a capture.",
    "endless_cap": "Endless turn: after {laps} {count} laps is the most one turn may sow, so the turn stops here, without a capture.",
    "capture": "{empty} is empty, so {mover} captures the {seeds} of {target}.",
    "capture_nothing": "{empty} is empty and so is {target}: nothing is captured.",
    "round_end_ran_out": "{side} has no seed to sow, so the round ends. The board's seeds go to their row's owner: South {south}, North {north}.",
    "round_end_endless": "The round ends. The board's seeds go to their row's owner: South {south}, North {north}.",
    "round_end_stall": "{turns} without a seed reaching a bowl: the round ends. The board's seeds go to their row's owner: South {south}, North {north}.",
    "refill": "Round {round}: each side fills its holes from its bowl, 5 per hole. {starter} sows first.",
    "refill_closed": "Round {round}: each side fills its holes from its bowl, 5 per hole. Closed this round: {closed}. {starter} sows first.",
    "lost_refill": "{loser} cannot fill a single hole and loses.",
    "limit_rounds_draw": "The game has reached its limit of rounds. Equal bowls: a draw.",
    "limit_rounds_win": "The game has reached its limit of rounds. {winner} has the fuller bowl and wins, {high} to {low}.",
    "limit_turns_draw": "The game has reached its limit of turns. Equal bowls: a draw.",
    "limit_turns_win": "The game has reached its limit of turns. {winner} has the fuller bowl and wins, {high} to {low}.",
    "laps_done": "{laps}.",
    # the position in words
    "bowls": "Bowls: South {south}, North {north}.",
    "to_move": "{mover} to move. Round {round}, turn {turn}. {bowls}",
    "to_move_stalling": "{mover} to move. Round {round}, turn {turn}. {bowls} {turns} without a seed reaching a bowl (the round stops at {limit}).",
    "won_refill": "{winner} wins: {loser} could not fill a single hole at the refill. {bowls}",
    "won_rounds": "{winner} wins with the fuller bowl: the table stopped the game after its last round. {bowls}",
    "won_turns": "{winner} wins with the fuller bowl: the table stopped a very long game. {bowls}",
    "draw_refill": "The game is a draw: neither side could fill a single hole at the refill. {bowls}",
    "draw_rounds": "The game is a draw: equal bowls when the table stopped the game after its last round. {bowls}",
    "draw_turns": "The game is a draw: equal bowls when the table stopped a very long game. {bowls}",
    # the line under the play page's board
    "counters": "Round {round} · turn {turn} · bowls: South {south}, North {north}.",
    "counters_stalling": "Round {round} · turn {turn} · bowls: South {south}, North {north} · {stall} in a row without a seed reaching a bowl (the round stops at {limit}).",
    # puzzles
    "goal_capture": "{side} to play: win at least {n} seeds this turn.",
    "goal_capture_result": "{turn} wins {seeds}; the goal is at least {n}.",
    # the drawing
    "hole_closed": "{hole}, closed",
    "hole_seeds": "{hole}, {seeds}",
    "board": "Pallanguzhi board. North's row, from N7 to N1: {north}. South's row, from S1 to S7: {south}. South's bowl: {south_bowl}; North's bowl: {north_bowl}.",
    "board_status": "Pallanguzhi board. North's row, from N7 to N1: {north}. South's row, from S1 to S7: {south}. South's bowl: {south_bowl}; North's bowl: {north_bowl}. {status}",
    "frame": "{say} {board}",
    "in_hand": "In hand: {seeds}",
    "bowl": "{side}'s bowl, {seeds}",
    "mark_pasu": "pasu", "mark_capture": "taken", "mark_endless": "stop", "mark_pick": "picked", "mark_relay": "relay",
    # the computer
    "unknown_level": "unknown level {level}: choose easy, medium, hard or expert",
    "no_move": "the game is over: there is no move to choose",
    # positions that cannot be read
    "not_an_object": "a position must be a JSON object",
    "unknown_options": "unknown option in {options}",
    "unknown_option": "unknown option {name}",
    "parts": "a Pallanguzhi position has 4 to 6 parts separated by '-', not {n}",
    "bowls_parts": "the bowls must have 2 parts separated by '.', not {n}",
    "turn_parts": "the turn field must have 5 parts separated by '.', not {n}",
    "result_code": "the result must start with s, n or d, not {code}",
    "option_pairs": "options must come in name.value pairs",
    "side_code": "a side is written s or n, not {code}",
    "bad_bowl": "the bowl must be a whole number, not {text}",
    "bad_round": "the round must be a whole number, not {text}",
    "bad_stall": "the stall count must be a whole number, not {text}",
    "bad_turns": "the turn count must be a whole number, not {text}",
    "bad_seeds": "the seed count must be a whole number, not {text}",
    "bad_option": "the {name} must be a whole number, not {text}",
    "row_length": "{side}'s row must have {holes} holes, not {n}",
    "board_halves": "write the board as 'S1 .. S7 | N1 .. N7', with one '|' between the rows",
    "bad_bowls_field": "bowls must be two whole numbers (South North), not {text}",
    "hole_count": "the board has {n} holes, not {holes}",
    "hole_content": "{hole} must hold a whole number of seeds (0 or more), not {value}",
    "bowls_content": "the bowls must be two whole numbers (South, North), not {value}",
    "sides": "the side to move and the round's starter must be 'south' or 'north'",
    "over_round": "it is in round {value}, but the table stops a game after round {most}",
    "over_turns": "it is {value} turns into the game, but the table stops a game after {most}",
    "over_stall": "it counts {value} turns without a seed reaching a bowl, more than a round allows ({most})",
    "whole_round": "round must be a whole number, not {value}",
    "whole_stall": "stall must be a whole number, not {value}",
    "whole_turns": "turns must be a whole number, not {value}",
    "seed_total": "the board and bowls hold {n} seeds; a game always has {total}",
    "closed_right": "{side}'s closed holes must be its rightmost ones: refill fills from the left",
    "no_open_hole": "{side} has no open hole: that side would already have lost",
    "reason_in_play": "a game still in play has no result reason",
    "stuck": "{side} is to move but has no seed to sow: the round would be over",
    "unknown_result": "unknown result {result} ({reason})",
}, fr=french.WORDS)


def seeds(n: int) -> str:
    """``n`` seeds in words: ``1 seed``, ``7 seeds``."""
    return say.counted("seed", "seeds", n)


def laps(n: int) -> str:
    """``n`` laps (sowings from one picked hole) in words."""
    return say.counted("lap", "laps", n)


def turns(n: int) -> str:
    """``n`` turns in words."""
    return say.counted("turn", "turns", n)


def side_name(side: str) -> str:
    """``"South"`` or ``"North"``."""
    return say(f"side_{side}")


def mark_word(kind: str) -> str | None:
    """The word written by a hole an animation step marks (``None`` for a plain seed)."""
    key = f"mark_{kind}"
    return say(key) if key in say.templates else None


# -- refusals ---------------------------------------------------------------------


def not_a_hole(text: str) -> str:
    return say("not_a_hole", text=quote(text.strip()))


def refusal(state, hole: int) -> str | None:
    """Why the mover may not sow from ``hole`` (``None`` when it may)."""
    label = LABELS[hole]
    if state.result is not None:
        return say("game_over")
    if hole not in row(state.to_move):
        own = row(state.to_move)
        return say(
            "not_your_hole", hole=label, owner=side_name(side_of(hole)), mover=side_name(state.to_move),
            first=LABELS[own[0]], last=LABELS[own[-1]],
        )
    if state.holes[hole] is None:
        return say("closed", hole=label)
    if state.holes[hole] == 0:
        return say("empty", hole=label)
    return None


# -- a turn -------------------------------------------------------------------------------


def summary(events) -> str:
    """The turn in words: laps, pasus, capture, and any round end."""
    count = sum(1 for e in events if e.kind in ("pick", "relay"))
    parts = [say("laps_done", laps=laps(count))]
    parts += [e.say for e in events if e.kind in ("pasu", "capture", "endless")]
    parts += [e.say for e in events if e.kind in ("round_end", "refill", "game_end")]
    return " ".join(parts)


def pasu(hole: int, owner: str, mover: str) -> str:
    key = "pasu_own" if owner == mover else "pasu_other"
    return say(key, hole=LABELS[hole], owner=side_name(owner))


def endless(laps_sown: int, repeated: bool) -> str:
    if repeated:
        return say("endless_repeat", laps=laps(laps_sown))
    return say("endless_cap", laps=laps(laps_sown), count=laps_sown)


def capture(empty: int, target: int, taken: int, mover: str) -> str:
    if taken:
        return say("capture", empty=LABELS[empty], mover=side_name(mover), seeds=seeds(taken), target=LABELS[target])
    return say("capture_nothing", empty=LABELS[empty], target=LABELS[target])


def round_end(why: str, gathered, side: str | None = None, stall: int = 0) -> str:
    """``why``: ``ran_out`` (``side`` had no seed), ``endless`` or ``stall``."""
    south, north = gathered
    side_words = side_name(side) if side else ""
    return say(f"round_end_{why}", side=side_words, turns=turns(stall), south=south, north=north)


def refill(round_: int, closed: list, starter: str) -> str:
    if closed:
        return say("refill_closed", round=round_, closed=", ".join(closed), starter=side_name(starter))
    return say("refill", round=round_, starter=side_name(starter))


def limit(reason: str, result: str, bowls) -> str:
    """The game stopped by the table's limit (``rounds`` or ``turns``), and who wins."""
    if result == "draw":
        return say(f"limit_{reason}_draw")
    return say(f"limit_{reason}_win", winner=side_name(result), high=max(bowls), low=min(bowls))


# -- the position ---------------------------------------------------------------------------


def describe(state) -> str:
    """The position in words, for a status line."""
    bowls = say("bowls", south=state.bowls[0], north=state.bowls[1])
    result, reason = state.result, state.reason
    if result == "draw":
        return say(f"draw_{reason}", bowls=bowls)
    if result:
        loser = NORTH if result == SOUTH else SOUTH
        return say(f"won_{reason}", winner=side_name(result), loser=side_name(loser), bowls=bowls)
    values = dict(mover=side_name(state.to_move), round=state.round, turn=state.turns + 1, bowls=bowls)
    if state.stall >= state.options.stall_limit // 2:
        return say("to_move_stalling", turns=turns(state.stall), limit=state.options.stall_limit, **values)
    return say("to_move", **values)


def counters(state) -> str:
    """The line under the play page's board: round, turn, bowls, and the stall once it is half way."""
    values = dict(
        round=state.round, turn=state.turns + (0 if state.result else 1), south=state.bowls[0], north=state.bowls[1]
    )
    if state.stall * 2 >= state.options.stall_limit:
        return say("counters_stalling", stall=turns(state.stall), limit=state.options.stall_limit, **values)
    return say("counters", **values)


def hole_name(state, i: int) -> str:
    """A hole's accessible name: its label and its content."""
    h = state.holes[i]
    return say("hole_closed", hole=LABELS[i]) if h is None else say("hole_seeds", hole=LABELS[i], seeds=seeds(h))


def board(state, status: bool = True) -> str:
    """The whole board in words: the text alternative of the drawing."""
    values = dict(
        north=", ".join(hole_name(state, i) for i in range(len(LABELS) - 1, len(LABELS) // 2 - 1, -1)),
        south=", ".join(hole_name(state, i) for i in range(len(LABELS) // 2)),
        south_bowl=seeds(state.bowls[0]),
        north_bowl=seeds(state.bowls[1]),
    )
    return say("board_status", status=state.describe(), **values) if status else say("board", **values)
