"""The rules of Palanquée: the ``State`` and how an action changes it.

The rules are those of ``rules/palanquee.md`` (two players, the
board of 313 cells, sowing in place of an action, no parasite or leaf rule).

The board has 19 columns ``S R Q P O N M L K J I H G F E D C B A`` (left to
right); the low columns have rows 1..16, the raised ones (R P N ... B) rows
1..17. A column is a ring (its top and bottom cells touch across the blue
line); a diagonal that crosses the blue line ends; the red line at the left
of S and the right of A counts, for a capture, as a piece of the capturer.

A turn is a sequence of ``play`` calls, one per action, in the notation of
the rules (``parse_move`` reads it, ``str`` writes it)::

    grow I9        grow a grain on I9 (next to the plant)
    grow-seed I9   grow a seed there
    move J7 I9     move the plant's grain J7 to I9 (next to the rest of the plant)
    trim J7        return the grain J7 to reserve
    recoil K7      return the seed K7 to reserve (a plant of two seeds or more)
    sow O4         put a reserve seed on any empty cell, in place of an action
    K7: grow I9    the same, spending the action that seed K7 owes

Readings of the rules (the rules page says them too):

- The actions owed are the mover's seeds on the board when the turn starts,
  one each. An action is spent by one of those seeds (it still owes, it is
  still on the board) on the plant the seed is part of at that moment. A
  seed that leaves the board during the turn (captured, or recoiled by an
  action another seed spent) loses the action it owed; a seed grown or sown
  during the turn owes none.
- When more than one seed could spend an action, the seed may be written
  first (``K7: grow I9``). Without it, ``play`` picks the seed when all the
  candidates are in one plant (the recoiled seed itself for ``recoil``,
  otherwise the first in board order: columns S to A, rows top to bottom)
  and refuses the action, naming the seeds, when they are in different
  plants. ``legal_moves`` lists one action per seed that could spend it
  whenever there are several, each with its seed written first.
- "Every piece they place" in the opening distance rule covers grown,
  sown and moved pieces; the distance is counted on the adjacency graph
  (across the blue line too) before the action's captures.
- Custodian captures are made only by the piece the action put down (the
  destination of a move); a trim or a recoil puts nothing down, so captures
  nothing, though saturation and dead plants are still resolved.
- "Captures exactly one piece" (the second ko rule) counts every piece the
  action removed from the board (custodian, saturation, dead plants).
- A sow takes the place of one owed action, so it too is spent by one seed:
  ``K7: sow O4`` when the seeds that still owe are in different plants.
- A player with no piece on the board at the start of any turn (not only
  the first) sows one seed and does nothing else that turn.
- Recoil needs a plant of two seeds or more that stays seeded in every part
  once the seed is gone (judged on the plant, before any capture).
- The first ko rule compares the board and the lost seeds (which fix the
  reserves, grains being never lost) with those at the end of the mover's
  previous turn; it forbids an action only when the turn ends with it
  (the last owed action, or the remaining ones having no legal use).
- A turn that cannot use any of its remaining actions ends at once; so does
  a whole turn with no legal action (it still counts as a turn). The state
  that ``play`` returns therefore always has a legal action, unless the game
  is over.

The state's surface: ``legal_moves()``, ``check(move)`` (the action as
listed, or ``IllegalMove`` naming the rule), ``play(move)``,
``play_report(move)`` (the state, a sentence saying what happened, and
no animation events; ``summary`` gives the sentence alone), ``turn_over()``, ``targets(kind, seed, source)`` (the
cells an action can take, for highlighting), ``owed_seeds()``,
``describe()``, ``winner()``, ``is_over()``, ``to_text()``/``from_text()``,
``to_dict()``/``from_dict()``. For boards one clicks on: ``action_kinds(state)``
(the kinds of action with a legal use now) and ``click(state, cell, selected,
action)`` (what a click means once a kind of action is chosen).

>>> from pygames.palanquee import initial_state
>>> state = initial_state()
>>> state.describe()
'Black to play, turn 1: Black has no piece on the board and sows one seed. Opening rule: pieces go at least 3 cells from enemy pieces (this turn and 2 more). Reserves: Black 3 seeds, 50 grains; White 3 seeds, 50 grains.'
>>> state = state.play("sow K7").play("sow K12")
>>> state.owed_seeds(), len(state.legal_moves())
(['K7'], 305)
>>> state, words, events = state.play_report("grow L8")
>>> words
'Black grows a grain at L8. The turn ends.'
>>> state.to_move, state.turn, state.to_text()
('white', 3, '500_w.3.12_0.0.2.49.2.50_HoIpI~_CP_00_00Ji__')
>>> State.from_text(state.to_text()) == state
True
>>> state.play("sow K9")
Traceback (most recent call last):
...
pygames.IllegalMove: opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; K9 is 2 from L8
>>> sorted(state.targets("grow"))
['J12', 'J13', 'K11', 'K13', 'L12', 'L13']
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .board import (
    BALL2, BIT, BLACK, COLUMNS, DRAW, GRAINS, GROW, GROW_SEED, INDEX, MAX_TURNS, MOVE, N, NAMES, PIECE_WORDS, PLACING,
    NEIGH, SEED, SEEDS, STEP, SOW, TRIM, WHITE, X, ZOBRIST, components, lazy, plant_components, zobrist,
)
from .captures import Simulation
from .legal import LegalActions
from . import text, words
from .text import Move, cell_index
from ..game import Option, other


@dataclass(frozen=True)
class State(Simulation, LegalActions):
    """A position, with what the rules need to go on from it.

    ``board``: 313 bytes, one per cell in board order (0 empty, 1 black grain,
    5 black seed, 2 white grain, 6 white seed). ``turn``: turns played.
    ``lost``: seeds that left the game (black, white). ``reserve``: (black
    seeds, black grains, white seeds, white grains). ``owed``: the cells of
    the mover's seeds that still owe an action this turn; ``sow_only``: the
    mover had no piece on the board when the turn started, so sows one seed.
    ``opening``: how many of each player's turns remain under the opening
    distance rule (3 at the start). ``start``: (board, lost) when this turn
    started; ``previous``: (board, lost) when the mover's previous turn
    ended (the first ko rule), or ``None``. ``ko``: the (placed, captured)
    cells of the opponent's previous turn's single captures (the second ko
    rule); ``captures``: those of this turn so far.
    """

    board: bytes = bytes(N)
    to_move: str = BLACK
    turn: int = 0
    lost: tuple = (0, 0)
    reserve: tuple = (SEEDS, GRAINS, SEEDS, GRAINS)
    owed: tuple = ()
    sow_only: bool = True
    opening: tuple = (3, 3)
    start: tuple = (bytes(N), (0, 0))
    previous: tuple | None = None
    ko: tuple = ()
    captures: tuple = ()
    max_turns: int = MAX_TURNS
    _clean: bool | None = field(default=None, compare=False, repr=False)

    def __repr__(self) -> str:
        try:
            return f"State.from_text({self.to_text()!r})"
        except Exception:  # a malformed state, while it is being reported
            return f"State(to_move={self.to_move!r}, turn={self.turn!r}, lost={self.lost!r}, owed={self.owed!r})"

    # -- basic views -----------------------------------------------------------------

    @lazy
    def side(self) -> int:
        return 0 if self.to_move == BLACK else 1

    @lazy
    def _bits(self):
        return (1, 2) if self.to_move == BLACK else (2, 1)

    def piece_at(self, cell: str) -> str | None:
        """``"black seed"``, ``"white grain"``..., or ``None`` for an empty cell."""
        return PIECE_WORDS.get(self.board[cell_index(cell)])

    def pieces(self, colour: str) -> dict:
        """``colour``'s pieces: cell name -> ``"seed"`` or ``"grain"``."""
        bit = BIT[colour]
        return {NAMES[i]: ("seed" if v & SEED else "grain") for i, v in enumerate(self.board) if v & bit}

    def reserve_of(self, colour: str) -> dict:
        k = 0 if colour == BLACK else 2
        return {"seeds": self.reserve[k], "grains": self.reserve[k + 1]}

    def lost_of(self, colour: str) -> int:
        return self.lost[0 if colour == BLACK else 1]

    def owed_seeds(self) -> list:
        """The names of the mover's seeds that still owe an action this turn."""
        return [NAMES[s] for s in self.owed]

    def plants(self, colour: str) -> list:
        """``colour``'s plants, each a list of cell names (board order), in board order of their first cell."""
        label, groups = components(self.board, BIT[colour])
        return [[NAMES[c] for c in g] for g in groups]

    def plant_of(self, cell: str) -> list:
        """The plant holding the piece on ``cell`` (cell names), or ``[]``."""
        i = cell_index(cell)
        v = self.board[i]
        if not v:
            return []
        label, groups = components(self.board, v & 3)
        return [NAMES[c] for c in groups[label[i]]]

    @lazy
    def _own(self):
        return plant_components(self.board, self._bits[0])

    @lazy
    def _zhash(self) -> int:
        return zobrist(self.board)

    @lazy
    def _start_key(self):
        """(Zobrist hash of the board, lost seeds) when this turn started."""
        return (zobrist(self.start[0]), self.start[1])

    @lazy
    def _previous_key(self):
        if self.previous is None:
            return None
        return (zobrist(self.previous[0]), self.previous[1])

    @lazy
    def _previous_cells(self) -> set:
        """The cells that differ from the end of the mover's previous turn (carried from action to action by ``_after``)."""
        diff = (int.from_bytes(self.board, "big") ^ int.from_bytes(self.previous[0], "big")).to_bytes(N, "big")
        marks = diff.translate(_NONZERO)
        out = []
        i = marks.find(1)
        while i >= 0:
            out.append(i)
            i = marks.find(1, i + 1)
        return set(out)


    @lazy
    def _near_enemy(self) -> frozenset:
        """The cells within 2 of an enemy piece, while the mover is under the opening distance rule."""
        if self.opening[self.side] <= 0:
            return frozenset()
        enemy = self._bits[1]
        out = set()
        for i in range(N):
            if self.board[i] & enemy:
                out |= BALL2[i]
        return frozenset(out)

    # -- the end ---------------------------------------------------------------------

    def winner(self) -> str | None:
        """``"black"``, ``"white"``, ``"draw"``, or ``None`` while the game goes on."""
        b, w = self.lost
        if b >= SEEDS and w >= SEEDS:
            return DRAW
        if b >= SEEDS:
            return WHITE
        if w >= SEEDS:
            return BLACK
        if self.turn >= self.max_turns:
            return DRAW
        return None

    def is_over(self) -> bool:
        return self._over

    @lazy
    def _over(self) -> bool:
        """``is_over()``, worked out once (the engine's states get it from ``_make``)."""
        return _game_over(self.lost, self.turn, self.max_turns)

    @property
    def ending(self) -> str | None:
        """``"seeds"`` (a player lost all three seeds) or ``"cap"`` once over."""
        if not self.is_over():
            return None
        return "seeds" if max(self.lost) >= SEEDS else "cap"

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words (``None`` while it goes on)."""
        return self.describe() if self.is_over() else None


    # -- playing ---------------------------------------------------------------------

    def _after(self, key, removed, seed) -> State:
        """The position right after one action, before the turn's end is looked at."""
        kind, c, src = key
        mine = self._bits[0]
        side = self.side
        reserve = list(self.reserve)
        lost = list(self.lost)
        if kind == GROW:
            puts = [(c, mine)]
            reserve[2 * side + 1] -= 1
        elif kind in (GROW_SEED, SOW):
            puts = [(c, mine | SEED)]
            reserve[2 * side] -= 1
        elif kind == MOVE:
            puts = [(src, 0), (c, mine)]
        elif kind == TRIM:
            puts = [(c, 0)]
            reserve[2 * side + 1] += 1
        else:
            puts = [(c, 0)]
            reserve[2 * side] += 1
        for r, v in removed:
            puts.append((r, 0))
            owner = 0 if v & 1 else 1
            if v & SEED:
                lost[owner] += 1
            else:
                reserve[2 * owner + 1] += 1
        # the board, its Zobrist hash and its columns' pairs of empty cells, one change at a time
        b = bytearray(self.board)
        h = self._zhash
        pairs = list(self._pairs)
        for i, v in puts:
            was = b[i]
            if was:
                h ^= ZOBRIST[8 * i + was]
            if v:
                h ^= ZOBRIST[8 * i + v]
            if (not was) != (not v):  # the cell fills or empties: so do the pairs it makes with the cells above and below
                pair = (not b[_ABOVE[i]]) + (not b[_BELOW[i]])
                pairs[X[i]] += pair if was else -pair
            b[i] = v
        changed = [i for i, _ in puts]
        board = bytes(b)
        owed = tuple(s for s in self.owed if s != seed and board[s] == mine | SEED)
        captures = self.captures
        if kind in PLACING and len(removed) == 1:
            captures = captures + ((c, removed[0][0]),)
        d = self.__dict__
        after = _make(
            board, self.to_move, self.turn, tuple(lost), tuple(reserve), owed, False, self.opening, self.start,
            self.previous, self.ko, captures, self.max_turns, True if self._is_clean else None,
        )
        # what is carried over instead of worked out again from the board
        carried = after.__dict__
        _carry_side(carried, side, self._bits, after._clean, self.opening)
        if "_previous_key" in d:
            carried["_previous_key"] = d["_previous_key"]
        if "_start_key" in d:
            carried["_start_key"] = d["_start_key"]
        carried["_zhash"] = h
        carried["_pairs"] = pairs
        if "_previous_cells" in d and owed:  # (no action is listed after the turn's last: nothing to carry)
            differ = set(d["_previous_cells"])
            was = self.previous[0]
            for i in changed:
                if board[i] == was[i]:
                    differ.discard(i)
                else:
                    differ.add(i)
            carried["_previous_cells"] = differ
        if after._clean:
            # the analyses of placements that no changed cell can reach stay true (see _touched)
            touched = _touched(board, changed, pairs)
            if "_analyses" in d:
                carried["_analyses_from"] = (d["_analyses"], touched)
            elif "_analyses_from" in d:
                cache, since = d["_analyses_from"]
                carried["_analyses_from"] = (cache, since | touched)
            other_cache, other_touched = d.get("_other", _NO_OTHER)
            carried["_other"] = (other_cache, other_touched | touched)
            if "_plants_seen" in d and owed:  # the plants that owe an action, as found, unless touched
                carried["_plants_carried"] = {
                    s: plant for s, plant in d["_plants_seen"].items()
                    if touched.isdisjoint(plant[2]) and touched.isdisjoint(plant[1])
                }
            if "_plants_known" in d and owed:
                carried["_plants_known"] = {
                    key: part for key, part in d["_plants_known"].items()
                    if touched.isdisjoint(part.watched[0]) and touched.isdisjoint(part.watched[1])
                }
        return after

    def _next_turn(self) -> State:
        """The start of the next turn with a legal action (turns with none are forfeited), or the end."""
        state = self
        while True:
            side, bits = state.side, state._bits
            opening = list(state.opening)
            opening[side] = max(0, opening[side] - 1)
            to_move = other(state.to_move)
            bit = BIT[to_move] | SEED
            board = state.board
            seeds = []
            i = board.find(bit)
            while i >= 0:
                seeds.append(i)
                i = board.find(bit, i + 1)
            seeds = tuple(seeds)
            start_key = state._start_key
            before = state.__dict__
            state = _make(
                board, to_move, state.turn + 1, state.lost, state.reserve, seeds, not seeds, tuple(opening),
                (board, state.lost), state.start, state.captures, (), state.max_turns,
                True if state._is_clean else None,
            )
            _carry_side(state.__dict__, 1 - side, bits[::-1], state._clean, state.opening)
            for carried in ("_zhash", "_pairs"):
                if carried in before:
                    state.__dict__[carried] = before[carried]
            if "_zhash" in before:
                state.__dict__["_start_key"] = (before["_zhash"], state.lost)
            state.__dict__["_previous_key"] = start_key
            if before.get("_clean"):
                state.__dict__["_analyses_from"] = before.get("_other", _NO_OTHER)
                if "_analyses" in before:
                    state.__dict__["_other"] = (before["_analyses"], frozenset())
                else:
                    state.__dict__["_other"] = before.get("_analyses_from", _NO_OTHER)
            if state._over:
                return replace(state, owed=(), sow_only=False, _clean=state._clean)
            if state._listing[0]:
                return state

    def play(self, move) -> State:
        """The state after one action (a ``Move`` or its text); the turn ends by itself when it is over."""
        return self._play(*self._checked(move))

    def _play(self, move: Move, key, entry) -> State:
        """The state after the checked ``move`` (its key and record as ``_checked`` gives them)."""
        seeds, removed = entry
        spender = INDEX[move.seed] if move.seed else seeds[0]
        after = self._after(key, removed, spender)
        if after._over:
            return replace(after, owed=(), sow_only=False, _clean=after._clean)
        if self.sow_only or not after.owed or not after._listing[0]:
            return after._next_turn()
        return after

    def play_report(self, move):
        """``(state after, what happened in words, events)``: Palanquée does not animate, so ``events`` is ``[]``.

        >>> s = State.from_dict({"board": {"K7": "black seed", "J9": "white grain", "J10": "white grain",
        ...     "J11": "white seed", "I7": "black grain", "I8": "black grain", "J7": "black grain", "K8": "black grain"}})
        >>> s.play_report("grow I9")[1:]
        ("Black grows a grain at I9 and captures White's grain J9. The turn ends.", [])
        """
        move, key, entry = self._checked(move)
        after = self._play(move, key, entry)
        return after, words.summary_of(self, move, after), []

    def turn_over(self) -> bool:
        """Whether no turn is half-made: the side to move has taken no action yet this turn, or the game is over.

        >>> s = initial_state().play("sow K7").play("sow K12")
        >>> s.turn_over(), s.play("K7: grow K6").turn_over()
        (True, True)
        """
        if self.is_over():
            return True
        if self.start != (self.board, self.lost):
            return False
        return len(self.owed) == self.board.count(BIT[self.to_move] | SEED)

    def settle(self) -> State:
        """This position, or, when the side to move has no legal action, the next turn that has one (or the end)."""
        if self.is_over() or self._listing[0]:
            return self
        return self._next_turn()

    # -- words and text ------------------------------------------------------------

    def describe(self) -> str:
        """The position in one line, for a status line or a screen reader.

        >>> initial_state().play("sow K7").play("sow K12").describe()
        'Black to play, turn 3: 1 action left, owed by seed K7. Opening rule: pieces go at least 3 cells from enemy pieces (this turn and 1 more). Reserves: Black 2 seeds, 50 grains; White 2 seeds, 50 grains.'
        """
        return words.describe(self)

    def to_dict(self) -> dict:
        """The JSON form: the rules spec's fields, plus what the turn and the ko rules need."""
        return text.to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        Only ``board`` is needed: the other fields default to a turn's start
        (every seed of the side to move owes an action), outside the opening
        (unless the board is empty at turn 0), with the reserves and lost
        seeds that the board leaves.

        >>> State.from_dict({"board": {"K7": "black seed", "K8": "black grain"}}).describe()
        'Black to play, turn 1: 1 action left, owed by seed K7. Reserves: Black 2 seeds, 49 grains; White 3 seeds, 50 grains.'
        >>> State.from_dict({"board": {"K7": "black grain"}})
        Traceback (most recent call last):
        ...
        ValueError: black's grain K7 touches no black seed: a plant without a seed is removed at once
        """
        return text.from_dict(cls, d)

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        text.validate(self)

    def to_text(self) -> str:
        """A compact, URL-safe position string (letters, digits and ``._-~``).

        Parts joined by ``_``: ``max_turns``; ``to_move.turn.opening``
        (``b``/``w``, turns played, the two opening turns left as two
        digits); ``lost black.lost white.reserve seeds.grains black.seeds.grains
        white``; the board, two characters a piece (``4 cell + kind``, kinds
        black grain, black seed, white grain, white seed) in base 64
        (``A-Z a-z 0-9 - ~``); the seeds owing an action (two characters a
        cell), or ``s`` in a sowing turn; the turn's start, as two digits of
        lost seeds then the cells that differ from the board now
        (``5 cell + piece``, piece 0 for empty); the end of the mover's
        previous turn the same way (``n`` for none); the opponent's previous
        single captures and this turn's (four characters each: placed cell,
        captured cell).

        >>> initial_state().to_text()
        '500_b.0.33_0.0.3.50.3.50__s_00_n__'
        """
        return text.to_text(self)

    @classmethod
    def from_text(cls, position: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("500_b.0.33_0.0.3.50.3.50__s_00")
        Traceback (most recent call last):
        ...
        ValueError: a Palanquée position has 9 parts joined by _ (options, progress, counts, board, owed, turn start, previous turn, ko, captures), not 6
        >>> State.from_text("500_b.0.33_0.0.3.50.3.50_Zz_s_00_n__")
        Traceback (most recent call last):
        ...
        ValueError: the board hold a code out of range (1651 >= 1252)
        """
        return text.from_text(cls, position)




_NO_OTHER = ({}, frozenset())
_NONZERO = bytes([0] + [1] * 255)


def _make(board, to_move, turn, lost, reserve, owed, sow_only, opening, start, previous, ko, captures, max_turns,
          clean) -> State:
    """A ``State`` from its fields in order, without the dataclass's checks (the engine's own states)."""
    state = object.__new__(State)
    state.__dict__.update({
        "board": board, "to_move": to_move, "turn": turn, "lost": lost, "reserve": reserve, "owed": owed,
        "sow_only": sow_only, "opening": opening, "start": start, "previous": previous, "ko": ko,
        "captures": captures, "max_turns": max_turns, "_clean": clean,
        "_over": _game_over(lost, turn, max_turns),
    })
    return state


def _game_over(lost: tuple, turn: int, max_turns: int) -> bool:
    """Whether a position with these seeds lost and turns played ends the game (as ``winner()`` is not None).

    >>> _game_over((3, 0), 10, 500), _game_over((2, 2), 499, 500), _game_over((0, 0), 500, 500)
    (True, False, True)
    """
    return lost[0] >= SEEDS or lost[1] >= SEEDS or turn >= max_turns


def _carry_side(facts: dict, side: int, bits: tuple, clean, opening) -> None:
    """Set the lazy facts of a new position (``facts``: its ``__dict__``) that follow from its side to move."""
    facts["side"] = side
    facts["_bits"] = bits
    if clean:
        facts["_is_clean"] = True
    if opening[side] <= 0:
        facts["_near_enemy"] = _NO_CELLS


_NO_CELLS = frozenset()


def _touched(board, changed, pairs) -> set:
    """The cells whose placement analysis (``_analyse``) may differ once the ``changed`` cells changed.

    An analysis reads, along each of the six directions, the pieces next in
    line up to the first empty cell (runs and their ends), and its whole
    column when the column has at most 2 pairs of empty cells (saturation);
    so only the cells from which a changed cell is in reach (on ``board``,
    the board after) can see a change, and the whole column of a changed
    cell when that column is that close to saturation (``pairs``: the columns' pairs of empty cells on ``board``).
    """
    out = set(changed)
    for i in changed:
        if pairs[X[i]] <= 2:
            out.update(COLUMNS[X[i]])
        out.update(NEIGH[i])  # the first cell of each line is in reach
        for d in STEP:
            y = d[i]
            if y >= 0 and board[y]:  # a piece: the line goes on to the first empty cell
                y = d[y]
                while y >= 0 and y != i:
                    out.add(y)
                    if not board[y]:
                        break
                    y = d[y]
    return out


_ABOVE, _BELOW = STEP[0], STEP[3]  # the cells above and below each cell in its column (a ring)

OPTIONS = {"max_turns": Option(MAX_TURNS, (), words.say.later("option_max_turns"), least=1)}  # labelled in the language of the moment


def initial_state(max_turns: int = MAX_TURNS) -> State:
    """A new game: an empty board, Black to sow the first seed.

    ``max_turns``: the game ends in a draw after this many turns (500 by
    default). The board is the 313-cell reading of the rules (the only one
    implemented).

    >>> initial_state(max_turns=0)
    Traceback (most recent call last):
    ...
    ValueError: max_turns must be at least 1
    """
    state = State(max_turns=max_turns)
    state.validate()
    return state


def removed(before: State, after: State) -> int:
    """How many of the opponent's pieces the mover's turn took off the board (a puzzle's ``capture`` goal)."""
    enemy = other(before.to_move)
    return len(before.pieces(enemy)) - len(after.pieces(enemy))
