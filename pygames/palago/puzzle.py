"""Palago's puzzles beside the ``win N`` goal: the themes, read off the main line with the solver's proof
(:mod:`pygames.palago.solver`, loaded on first use), and no measured effort.

>>> from pygames.palago import State
>>> start = State.from_tiles(["(-2,1,0)", "(-1,0,4)", "(-1,1,4)", "(0,0,4)"], to_move="light")
>>> puzzle_themes(start, None, ["(0,1,2)"])
['one-tile', 'opening']
"""

from __future__ import annotations


from ..drawing import on_first_use
from ..game import Themes, Words, no_puzzle_effort
from .french import PUZZLE as FRENCH

proof_tree, = on_first_use("pygames.palago.solver", "proof_tree")
puzzle_effort = no_puzzle_effort

# Each theme's name, its sentence for readers and the idea a first hint gives: ``<theme>.name``, ...
say = Words({
    "one-tile_name": "One tile",
    "one-tile_words": "A single tile closes the group: the turn ends with the win.",
    "one-tile_idea": "One tile is enough: look for a group of your colour with one gap left.",
    "two-tiles_name": "Two tiles",
    "two-tiles_words": "The win takes both tiles of the turn: the first makes room for the second.",
    "two-tiles_idea": "No single tile wins: the first tile of your turn must prepare the second.",
    "double-threat_name": "Double threat",
    "double-threat_words": "The first turn makes two wins at once possible, and one turn of the opponent cannot stop both.",
    "double-threat_idea": "Look for a turn that threatens to close two groups at once.",
    "forced-reply_name": "Forced reply",
    "forced-reply_words": "After the first turn nearly every reply loses at once: the opponent has few choices.",
    "forced-reply_idea": "Make a threat so strong that your opponent has almost no answer.",
    "quiet-first_name": "Quiet first turn",
    "quiet-first_words": "The first turn threatens no win at once, yet every reply loses later.",
    "quiet-first_idea": "The first turn need not threaten anything at once: build towards several wins.",
    "opening_name": "Opening",
    "opening_words": "The position comes from the first turns of a game.",
    "opening_idea": "Early in the game, a well-placed turn can already decide it.",
}, fr=FRENCH)


PUZZLE_THEMES = Themes(
    say, ("one-tile", "two-tiles", "double-threat", "forced-reply", "quiet-first", "opening"),
    several=("double-threat", "forced-reply", "quiet-first"),
)


def puzzle_themes(state, goal, line) -> list:
    """The themes of a main line: one tile, two tiles, double threat, forced reply, quiet first turn, opening."""
    found = set()
    first = line[0].split("; ")
    if len(state.tiles) <= 4:
        found.add("opening")
    if len(line) == 1:
        found.add("one-tile" if len(first) == 1 else "two-tiles")
    else:
        after = state
        for tile in first:
            after = after.play(tile)
        depth = (len(line) + 1) // 2
        node = proof_tree(after, state.to_move, depth - 1) if not after.is_over() else None
        if node is not None:
            threats = {frozenset(t) for t in node.get("threats", [])}
            if len(threats) >= 2 and not node.get("replies"):
                found.add("double-threat")
            if not threats:
                found.add("quiet-first")
            elif node.get("others", 0) >= 3 * max(1, len(node.get("replies", {}))):
                found.add("forced-reply")
    return [t for t in PUZZLE_THEMES if t in found]
