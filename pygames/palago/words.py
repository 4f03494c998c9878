"""Every sentence of Palago a reader sees, in one table (:data:`say`), and the functions that choose them.

Other modules never build a sentence: they call these functions or ``say(id, **values)``. The table
speaks English and French (:mod:`pygames.palago.french`): a side's name, a corner, a count of tiles are
messages too, so every word is in the language now (:func:`pygames.game.speaking`).
This layer sits below the rules: a function about a position reads the ``State`` it is given
through its own methods (``winning_colours()``, ``closing_colours()``, ...).

>>> say("occupied", cell="(0,0)")
'(0,0) already holds a tile: a tile goes on an empty cell'
>>> describe_move((1, 0, 2))
'(1,0,2), with its Light tip at upper-left and its Dark tip at lower-right'
>>> from pygames.game import speaking
>>> with speaking("fr"):
...     describe_move((1, 0, 2)), name(DARK)
('(1,0,2), pointe claire en haut à gauche et pointe sombre en bas à droite', 'Sombre')
"""

from __future__ import annotations

from ..game import Words, in_words, quote, sentence, shown
from .board import COLOURS, DARK, DARK_TIP, DRAW, LIGHT_BRIDGE, LIGHT_TIP, DARK_BRIDGE, TILES, cell_text
from .french import WORDS as FRENCH

say = Words({
    "unknown_level": "unknown level {level}: choose easy, medium, hard or expert",
    "no_tile_to_choose": "the game is over: there is no tile to place",
    # -- the notation
    "not_a_tile": "{text} is not a tile: write (q,r,l), three whole numbers such as (1,-1,2)",
    "bad_orientation_text": "{text}: the orientation l must be 0, 2 or 4 (the corner of the Light tip), not {l}",
    "not_a_cell": "{text} is not a cell: write q,r",
    # -- the words of a tile: the sides, the corners k = 0..5 of a hex (k = 0 at the right,
    # counter-clockwise on screen), things counted
    "light": "Light",
    "dark": "Dark",
    "corner_0": "right",
    "corner_1": "upper-right",
    "corner_2": "upper-left",
    "corner_3": "left",
    "corner_4": "lower-left",
    "corner_5": "lower-right",
    "n_tile": "{n} tile",
    "n_tiles": "{n} tiles",
    "n_turn": "{n} turn",
    "n_turns": "{n} turns",
    # -- a tile in words
    "tile": "{tile}, with its Light tip at {light} and its Dark tip at {dark}",
    "tile_name": "{cell}, Light tip at {light}, Dark tip at {dark} {tile}",
    "tile_in_win": "{cell}, Light tip at {light}, Dark tip at {dark} {tile}, in {winner}'s winning group",
    # -- refusals (IllegalMove)
    "game_over": "the game is over: start a new one to play again",
    "not_whole": "{move} is not a tile: q, r and l are whole numbers",
    "bad_orientation": "{move} has orientation {l}: a tile turns only by 120°, so its Light tip is at corner 0, 2 or 4",
    "occupied": "{cell} already holds a tile: a tile goes on an empty cell",
    "not_touching_first": "{cell} does not touch {first}, the first tile of this turn: the second tile must touch it",
    "touches_nothing": "{cell} touches no tile: the first tile of a turn must touch a tile on the table",
    "single_hole": (
        "{cell} is a single hole: the second tile of the turn would have no room "
        "(a first tile goes there only if it ends the game, and {move} does not)"
    ),
    # -- groups
    "light_bridge_of": "the Light bridge of {cells}",
    "light_bridges_of": "the Light bridges of {cells}",
    "light_tip_of": "the Light tip of {cells}",
    "light_tips_of": "the Light tips of {cells}",
    "dark_bridge_of": "the Dark bridge of {cells}",
    "dark_bridges_of": "the Dark bridges of {cells}",
    "dark_tip_of": "the Dark tip of {cells}",
    "dark_tips_of": "the Dark tips of {cells}",
    "bridges_and_tips": "{bridges} and {tips}",
    # -- the position: status lines
    "opening": "Light to place the first tile of the opening, anywhere.",
    "second_of_opening": "{mover} to place the second tile of the opening, touching {first}. {left}",
    "second_of_turn": "{mover} to place the second tile of the turn, touching {first}. {left}",
    "first_of_turn": "{mover} to play: the first tile of the turn, touching the table. {left}",
    "tiles_left_one": "{n} tile placed, {left} left.",
    "tiles_left_many": "{n} tiles placed, {left} left.",
    # -- why the game ended
    "draw": "All {tiles} tiles are on the table and no group is closed: the game is a draw.",
    "set_up_one": "{colour} has a closed group with a bridge: {winner} wins.",
    "set_up_both": "Light and Dark have a closed group with a bridge: {winner} wins.",
    "closed_both": "{mover}'s tile at {cell} closed a Light and a Dark group at once, so the mover loses: {winner} wins.",
    "closed_other": "{mover}'s tile at {cell} closed a {winner} group with a bridge: {winner} wins, though {mover} placed it.",
    "closed_own": "{mover}'s tile at {cell} closed a {winner} group with a bridge: {winner} wins.",
    "end_with_group": "{why} {group}",
    # -- what one tile did (play_report)
    "placed_first_of_opening": "{mover} placed {tile}, the first tile of the opening; {mover} places a second tile, touching it.",
    "placed_first": "{mover} placed {tile}, the first tile of the turn; {mover} places a second tile, touching it.",
    "placed_second_of_opening": "{mover} placed {tile}, the second tile of the opening. {next} to play.",
    "placed_second": "{mover} placed {tile}, the second tile of the turn. {next} to play.",
    "placed_won_own": "{mover} placed {tile}, closing a {mover} group with a bridge: {mover} wins.",
    "placed_won_other": "{mover} placed {tile}, closing a {winner} group with a bridge: {winner} wins, though {mover} placed it.",
    "placed_won_both": "{mover} placed {tile}, closing a Light and a Dark group at once: the mover loses, so {winner} wins.",
    "placed_draw": "{mover} placed {tile}, the last of the {tiles} tiles, and no group is closed: the game is a draw.",
    # -- clicks
    "preview": "Preview: {tile}. R or another click turns it ({ways} ways); Enter places it, Escape cancels.",
    "preview_only_way": "Preview: {tile}. This is the only way it fits here; Enter places it, Escape cancels.",
    "no_tile_here": "{label}: no tile can go there now.",
    "click_game_over": "The game is over: start a new one to play again.",
    # -- puzzles
    "verdict_unresolved": "unresolved within the time limit ({who} within {turns})",
    "verdict_win": "{who} wins within {turns}",
    "verdict_none": "no forced win for {who} within {turns}",
    "first_hint": "Look at the cell {cell}.",
    # -- taking a won table apart
    "all_on_table_won": "All {n} tiles on the table: {colour} has a winning group.",
    "all_on_table_none": "All {n} tiles on the table: no winning group.",
    "still_won_one": "Without {cells}: {colour} still has a winning group, so the win does not need it.",
    "still_won_many": "Without {cells}: {colour} still has a winning group, so the win does not need them.",
    "win_gone_one": "Without {cells}: no group is closed with a bridge any more, so the win needs this tile.",
    "win_gone_many": "Without {cells}: no group is closed with a bridge any more, so the win needs some of these tiles.",
    # -- the drawing's text alternative
    "table_empty": "Palago table, empty.",
    "table": "Palago table, {count} in the order placed: {tiles}.",
    "tiles_between": "; ",
    "table_and_status": "{table} {status}",
    "empty_cell": "{cell}, empty",
    "empty_cell_only": "{cell}, empty, only {ways}",
    "light_tip_at": "Light tip at {corner}",
    "empty_single_hole": "{cell}, empty, a single hole",
    # -- options
    "no_options": "Palago has no rule options: unknown {names}",
    # -- positions that cannot be read (share links, blocks)
    "not_an_object": "a Palago position must be a JSON object",
    "tiles_not_list": "'tiles' must be a list of [q, r, l] triples, not {value}",
    "tile_not_triple": "tile {i} must be a [q, r, l] triple, not {value}",
    "empty_text": "a Palago position string is empty",
    "bad_head": "a Palago position starts with the side to move and the tiles placed this turn, like 'l.0', not {head}",
    "bad_side_letter": "the side to move is written l (Light) or d (Dark), not {value}",
    "bad_placed_text": "the tiles placed this turn are 0 or 1, not {value}",
    "bad_result_letter": "the result is written l (Light wins), d (Dark wins) or x (a draw), not {value}",
    "bad_tile_text": "tile {i} must be written q.r.l (three whole numbers), not {value}",
    "tiles_not_tuple": "the tiles must be a tuple of (q, r, l) triples",
    "tile_not_numbers": "tile {i} must be three whole numbers q, r, l, not {value}",
    "tile_bad_orientation": "tile {i} {tile} has orientation {l}: it must be 0, 2 or 4",
    "same_cell": "tiles {a} and {b} are both on {cell}",
    "too_many": "the table holds {n} tiles; the game has only {tiles}",
    "bad_side": "the side to move must be 'light' or 'dark', not {value}",
    "bad_placed": "the tiles placed this turn must be 0 or 1, not {value}",
    "draw_needs_all": "a draw needs all {tiles} tiles on the table, not {n}",
    "not_a_draw_one": "not a draw: {colour} has a closed group with a bridge",
    "not_a_draw_both": "not a draw: Light and Dark have a closed group with a bridge",
    "no_win_on_table": "{winner} cannot have won: no closed group with a bridge is on the table",
    "wrong_winner_one": "{colour} has a closed group with a bridge and {mover} placed the last tile, so {expected} wins, not {winner}",
    "wrong_winner_both": (
        "Light and Dark have a closed group with a bridge and {mover} placed the last tile, so {expected} wins, not {winner}"
    ),
    "bad_winner": "the winner must be 'light', 'dark', 'draw' or null, not {value}",
    "not_connected": "the tiles are not one connected set: {tile} is cut off from {first}",
    "empty_table_opens": "on an empty table Light opens: the side to move must be 'light', with 0 tiles placed",
    "over_needs_winner_one": "{colour} has a closed group with a bridge: the game is over, so the position needs its winner",
    "over_needs_winner_both": "Light and Dark have a closed group with a bridge: the game is over, so the position needs its winner",
    "all_tiles_down": "all {tiles} tiles are on the table: the game is over (a draw)",
    "no_room_for_second": "{cell}, the first tile of this turn, has no empty neighbour: the second tile would have no room",
    "bad_tiles_field": "tiles are written (q,r,l) separated by spaces; cannot read {value}",
    # -- positions no real game reaches (position strings)
    "tile_number_too_long": "{text} has a number {digits} digits long: no game's table reaches that far",
    "what_tile": "tile {i}",
    "tile_not_canonical": "tile {i} is written {value}: the site writes it {written}",
    "which_first": "first",
    "which_second": "second",
    "turn_mismatch": "with {count} on the table, the next is the {which} tile of a turn, so the position starts {head}, not {given}",
    "turn_mismatch_over": "with {count} on the table, the last was the {which} tile of a turn, so the position starts {head}, not {given}",
    "not_beside_earlier": "tile {i} {tile} touches no tile placed before it: every tile goes beside the table",
    "won_before": "tile {i} {tile} closed a group with a bridge, which ended the game: no tile comes after it",
    "hole_filled": (
        "tile {i} {tile}, the first of its turn, filled the single hole {cell} without ending the game, "
        "which the rules forbid"
    ),
}, fr=FRENCH)


def name(colour: str) -> str:
    """A side as readers name it: ``Light`` or ``Dark``.

    >>> name("light"), name("dark")
    ('Light', 'Dark')
    """
    return say(colour) if colour in COLOURS else str(colour).capitalize()


def corner_name(k: int) -> str:
    """Corner ``k`` (0 to 5) of a hex as a reader names it.

    >>> corner_name(0), corner_name(4)
    ('right', 'lower-left')
    """
    return say(f"corner_{k % 6}")


def tiles_count(n: int) -> str:
    """``n`` tiles, in words.

    >>> tiles_count(1), tiles_count(3)
    ('1 tile', '3 tiles')
    """
    return say.counted("n_tile", "n_tiles", n)


def _tile_values(tile) -> dict:
    q, r, l = tile
    return {"cell": cell_text((q, r)), "tile": f"({q},{r},{l})", "light": corner_name(l), "dark": corner_name(l + 3)}


def describe_move(move) -> str:
    """A placement in words (a ``Move`` or a ``(q, r, l)`` triple)."""
    tile = move.tile if hasattr(move, "tile") else tuple(move)
    return say("tile", **_tile_values(tile))


def tile_name(q: int, r: int, l: int, winner: str | None = None) -> str:
    """The accessible name of a tile on the table: its cell and where its tips point.

    >>> tile_name(1, 0, 2)
    '(1,0), Light tip at upper-left, Dark tip at lower-right (1,0,2)'
    """
    if winner:
        return say("tile_in_win", winner=name(winner), **_tile_values((q, r, l)))
    return say("tile_name", **_tile_values((q, r, l)))


def empty_cell_name(cell, orientations=None, single_hole: bool = False) -> str:
    """The accessible name of an empty cell: which orientations fit, or that it is a single hole.

    >>> empty_cell_name((1, 0)), empty_cell_name((1, 0), [0, 4]), empty_cell_name((0, 1), single_hole=True)
    ('(1,0), empty', '(1,0), empty, only Light tip at right or Light tip at lower-left', '(0,1), empty, a single hole')
    """
    where = cell_text(cell)
    if orientations and len(orientations) < 3:
        ways = in_words([say("light_tip_at", corner=corner_name(l)) for l in orientations], "or")
        return say("empty_cell_only", cell=where, ways=ways)
    if not orientations and single_hole:
        return say("empty_single_hole", cell=where)
    return say("empty_cell", cell=where)


def table_words(tiles) -> str:
    """The table's tiles in words, in the order placed."""
    if not tiles:
        return say("table_empty")
    return say("table", count=tiles_count(len(tiles)), tiles=say("tiles_between").join(tile_name(*t) for t in tiles))


def group_words(group) -> str:
    """A group's regions in words: its bridges, then its tips (the messages ``light_bridge_of``, ...)."""
    out = []
    for one, many, parts in (("bridge_of", "bridges_of", (LIGHT_BRIDGE, DARK_BRIDGE)), ("tip_of", "tips_of", (LIGHT_TIP, DARK_TIP))):
        cells = [cell_text((q, r)) for q, r, p in group.regions if p in parts]
        if cells:
            out.append(say(f"{group.colour}_{one if len(cells) == 1 else many}", cells=in_words(cells)))
    return say("bridges_and_tips", bridges=out[0], tips=out[1]) if len(out) == 2 else out[0]


def tiles_left(n: int) -> str:
    """How many tiles are placed and how many are left, once ``n`` are on the table.

    >>> tiles_left(1)
    '1 tile placed, 47 left.'
    """
    return say.counted("tiles_left_one", "tiles_left_many", n, left=TILES - n)


def status(state) -> str:
    """The position in words, for a status line (``State.describe``)."""
    if state.result is not None:
        return end_words(state)
    n = len(state.tiles)
    if not n:
        return say("opening")
    mover = name(state.to_move)
    if state.placed == 1:
        key = "second_of_opening" if n == 1 else "second_of_turn"
        return say(key, mover=mover, first=cell_text(state.tiles[-1][:2]), left=tiles_left(n))
    return say("first_of_turn", mover=mover, left=tiles_left(n))


def _closed_key(closed: set, one: str, both: str) -> tuple:
    """The message for one closed colour or both, and the colour's name."""
    if len(closed) == 2:
        return both, {}
    return one, {"colour": name(next(iter(closed)))}


def end_words(state) -> str | None:
    """Why the game ended (``State.end_reason``), with the winning group; ``None`` while it goes on."""
    if state.result is None:
        return None
    if state.result == DRAW:
        return say("draw", tiles=TILES)
    mover, winner = name(state.to_move), name(state.result)
    where = cell_text(state.tiles[-1][:2])
    closed = state.winning_colours()
    if state.closing_colours() != closed:  # a set-up position
        key, values = _closed_key(closed, "set_up_one", "set_up_both")
        why = say(key, winner=winner, **values)
    elif len(closed) == 2:
        why = say("closed_both", mover=mover, cell=where, winner=winner)
    elif state.result != state.to_move:
        why = say("closed_other", mover=mover, cell=where, winner=winner)
    else:
        why = say("closed_own", mover=mover, cell=where, winner=winner)
    found = " ".join(sentence(group_words(g)) for g in state.winning_groups())
    return say("end_with_group", why=why, group=found)


def summary(before, move, after) -> str:
    """What one tile did (``play_report``): who placed which tile where, and what follows."""
    mover = name(before.to_move)
    tile = describe_move(move)
    if after.result == DRAW:
        return say("placed_draw", mover=mover, tile=tile, tiles=TILES)
    if after.result is not None:
        if len(after.closing_colours()) == 2:
            return say("placed_won_both", mover=mover, tile=tile, winner=name(after.result))
        if after.result != before.to_move:
            return say("placed_won_other", mover=mover, tile=tile, winner=name(after.result))
        return say("placed_won_own", mover=mover, tile=tile)
    opening = len(after.tiles) <= 2
    if after.placed == 1:
        return say("placed_first_of_opening" if opening else "placed_first", mover=mover, tile=tile)
    return say("placed_second_of_opening" if opening else "placed_second", mover=mover, tile=tile, next=name(after.to_move))


def verdict(winner: str, turns: int, win) -> str:
    """The solver's answer in words: a forced win within ``turns``, none, or unresolved (``win`` None)."""
    key = "verdict_unresolved" if win is None else "verdict_win" if win else "verdict_none"
    return say(key, who=name(winner), turns=say.counted("n_turn", "n_turns", turns))


def preview(move, ways: int) -> str:
    """The status line while a tile is previewed (a click)."""
    if ways > 1:
        return say("preview", tile=describe_move(move), ways=ways)
    return say("preview_only_way", tile=describe_move(move))


def take_apart_words(lifted, kept: int, result: str | None) -> str:
    """Whether a winning group still stands once the tiles on the ``lifted`` cells are lifted off."""
    if not lifted:
        if result:
            return say("all_on_table_won", n=kept, colour=name(result))
        return say("all_on_table_none", n=kept)
    cells = ", ".join(cell_text(c) for c in sorted(lifted))
    one = len(lifted) == 1
    if result:
        return say("still_won_one" if one else "still_won_many", cells=cells, colour=name(result))
    return say("win_gone_one" if one else "win_gone_many", cells=cells)


def turn_mismatch(n: int, over: bool, expected: tuple, given: tuple) -> str:
    """Why the tiles placed this turn do not fit ``n`` tiles on the table (two a turn).

    ``expected`` and ``given`` are ``(side, placed)``; once ``over``, they are those of the last tile.

    >>> turn_mismatch(2, False, (DARK, 0), (DARK, 1))
    "with 2 tiles on the table, the next is the first tile of a turn, so the position starts 'd.0', not 'd.1'"
    """
    side, placed = expected
    return say(
        "turn_mismatch_over" if over else "turn_mismatch", count=tiles_count(n),
        which=say("which_first" if placed == 0 else "which_second"),
        head=quote(f"{side[0]}.{placed}"), given=quote(f"{given[0][0]}.{given[1]}"),
    )


def closed_words(closed: set, one: str, both: str, **values) -> str:
    """A message about the colours with a closed group with a bridge (one colour or both)."""
    key, more = _closed_key(closed, one, both)
    return say(key, **values, **more)


__all__ = [
    "say", "name", "corner_name", "tiles_count", "describe_move", "tile_name", "empty_cell_name", "table_words", "group_words", "status",
    "end_words", "summary", "verdict", "preview", "take_apart_words", "closed_words", "turn_mismatch", "quote", "shown",
]
