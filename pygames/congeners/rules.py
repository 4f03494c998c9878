"""The rules of Congeners: the :class:`State` and every step's legality.

A turn is a move (a stone of a creature of two or more slides along a line,
every cell it enters touching exactly one friendly creature once it is
lifted; it may bite the first enemy stone in its way) then a placement; a
player with no legal turn passes; two passes in a row, the third repetition
of a position or the ply cap end the game (``rules/congeners.md``).

>>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
>>> [str(m) for m in s.legal_moves()], len(s.legal_turns())
(['0,0-1,-1', '0,0-0,1', '1,0-1,-1', '1,0-0,1'], 64)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .. import IllegalMove
from . import text, words
from .board import (
    BLACK, COLOURS, MOVE, OVER, PHASES, PLACE, SETUP, SIZES, WHITE, board_cells, cell_text, creatures, line_step,
    neighbours, on_board, other,
)
from .fast import COLOUR_CODE, Creatures
from .scoring import explain, score, winner_of
from .text import Move, as_move, parse_move
from .words import colour_word, number, phase_name, quoted, say


@dataclass(frozen=True)
class State:
    """A position, with what the rules need to go on from it.

    ``black`` and ``white``: the stones (frozensets of cells). ``phase``:
    ``setup``, ``move``, ``place`` (``moved`` is the cell of the stone just
    moved) or ``over``. ``plies``: turns played since setup (a pass counts as
    a turn). ``passes``: passes in a row just made. ``first_player``: the
    colour of the player who set up (``None`` before the choice). ``trail``:
    the steps since the last turn that changed the number of stones, the
    only ones a position can repeat across (a turn that is not a bite adds a
    stone for good).
    """

    # The fields, in order, are the position (``to_text``, ``to_dict``, equality and hashing); the fast path's
    # workings (the creatures carried from the position before, the legal steps) sit beside them, uncompared.

    size: int = 6
    max_plies: int = 1000
    repetitions: int = 3
    black: frozenset = frozenset()
    white: frozenset = frozenset()
    to_move: str = BLACK
    phase: str = SETUP
    moved: tuple | None = None
    plies: int = 0
    passes: int = 0
    first_player: str | None = None
    trail: tuple = field(default=())

    # -- basic views ---------------------------------------------------------------

    def stones(self, colour: str) -> frozenset:
        return self.black if colour == BLACK else self.white

    def colour_at(self, cell) -> str | None:
        if cell in self.black:
            return BLACK
        if cell in self.white:
            return WHITE
        return None

    def moved_cell(self):
        return self.moved

    def creature_of(self, cell) -> tuple:
        """The creature holding the stone on ``cell``."""
        colour = self.colour_at(cell)
        if colour is None:
            return ()
        return next(g for g in creatures(self.stones(colour)) if cell in g)

    def key(self) -> tuple:
        """The position for repetition: the board and the side to move."""
        return (self.black, self.white, self.to_move)

    def __hash__(self) -> int:
        h = self.__dict__.get("_hash")
        if h is None:
            h = self.__dict__["_hash"] = hash(
                (self.black, self.white, self.to_move, self.phase, self.moved, self.plies, self.passes, self.trail)
            )
        return h

    @property
    def creatures_now(self) -> Creatures:
        """The fast path's creatures (:mod:`.fast`): carried over from the step before, else worked out once."""
        found = self.__dict__.get("_creatures")
        if found is None:
            found = self.__dict__["_creatures"] = Creatures.of(self)
        return found

    @property
    def setup_step(self) -> str | None:
        """In setup: ``"black"``/``"white"`` (the colour of the next stone) or ``"choose"``."""
        if self.phase != SETUP:
            return None
        if len(self.black) < 2:
            return BLACK
        if len(self.white) < 2:
            return WHITE
        return "choose"

    # -- the move ------------------------------------------------------------------

    def movable(self) -> list:
        """The stones of the side to move that belong to a creature of two or more."""
        cr = self.creatures_now
        cell = cr.geo.cell
        return [cell[i] for i in cr.movable(COLOUR_CODE[self.to_move])]

    def moves_from(self, start) -> list:
        """The legal moves of the stone on ``start`` (each followed by some legal placement)."""
        if self.phase != MOVE:
            return []
        return [m for m in self._turn_moves if m.start == start]

    @cached_property
    def _turn_moves(self) -> list:
        cell = self.creatures_now.geo.cell
        return [
            Move("move", cell[dest], cell[start], bite)
            for start, dest, bite in self.creatures_now.moves(COLOUR_CODE[self.to_move])
        ]

    @cached_property
    def _legal_index(self) -> dict:
        """The legal steps by what names them: ``(start, cell)`` of a move, the cell of a placement."""
        if self.phase == MOVE:
            return {(m.start, m.cell): m for m in self._turn_moves}
        return {m.cell: m for m in self.legal_moves()}

    def legal_moves(self) -> list:
        """Every legal step now: setup steps, moves (or the one ``pass``), or placements."""
        if self.phase == MOVE:
            return list(self._turn_moves) or [Move("pass")]
        if self.phase == PLACE:
            cr = self.creatures_now
            cell = cr.geo.cell
            return [Move("place", cell[i]) for i in cr.places(cr.geo.index[self.moved], COLOUR_CODE[self.to_move])]
        if self.phase == SETUP:
            step = self.setup_step
            if step == "choose":
                return [Move("choose", colour=BLACK), Move("choose", colour=WHITE)]
            return [Move("setup", c, colour=step) for c in board_cells(self.size) if self._setup_problem(step, c) is None]
        return []

    def legal_turns(self) -> list:
        """Every whole turn now: ``(move, placement)`` pairs."""
        if self.phase != MOVE:
            return []
        cr = self.creatures_now
        cell = cr.geo.cell
        out = []
        for start, dest, bite, places in cr.turns(COLOUR_CODE[self.to_move]):
            m = Move("move", cell[dest], cell[start], bite)
            out += [(m, Move("place", cell[p])) for p in places]
        return out

    # -- checking ------------------------------------------------------------------

    def _setup_problem(self, colour, cell):
        at = cell_text(cell)
        if not on_board(cell, self.size):
            return say("off_board", cell=at)
        if cell in self.black or cell in self.white:
            return say("occupied", cell=at)
        mine = self.stones(colour)
        theirs = self.stones(other(colour))
        if any(nb in theirs for nb in neighbours(cell)):
            return say("setup_touches", cell=at, colour=colour_word(other(colour)))
        if len(mine) == 1:
            (first,) = mine
            if cell not in neighbours(first):
                return say("setup_apart", cell=at, first=cell_text(first))
        elif colour == WHITE:
            # the second white stone must find room beside the first
            if not any(
                on_board(nb, self.size) and nb not in self.black and nb not in self.white
                and not any(x in self.black for x in neighbours(nb))
                for nb in neighbours(cell)
            ):
                return say("setup_no_room", cell=at)
        return None

    def check(self, move) -> Move:
        """Raise ``IllegalMove`` saying why ``move`` is not allowed here; return it (a bite marked as one).

        A move or a placement is legal when the listing has it; the reasons for
        a refusal are looked for only then, in the order the rules state them.

        >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
        >>> s.check("0,0-1,-1")
        Move(kind='move', cell=(1, -1), start=(0, 0), bite=False, colour=None)
        >>> s.check("0,0-2,0")
        Traceback (most recent call last):
        ...
        pygames.IllegalMove: (1,0) holds a black stone: a stone slides through empty cells
        """
        move = as_move(move)
        phase, kind = self.phase, move.kind
        if phase == MOVE:
            if kind == "move":
                found = self._legal_index.get((move.start, move.cell))
                if found is not None and (found.bite or not move.bite):
                    return found
                raise IllegalMove(self._why_not_move(move))
            if kind == "pass":
                if self._turn_moves:
                    raise IllegalMove(say("no_pass", who=words.name(self.to_move)))
                return move
            if kind == "place":
                raise IllegalMove(say("move_first", who=words.name(self.to_move)))
            raise IllegalMove(say("setup_over"))
        if phase == PLACE:
            if kind == "place":
                if move.cell in self._legal_index:
                    return move
                raise IllegalMove(self._why_not_place(move.cell))
            if kind in ("setup", "choose"):
                raise IllegalMove(say("setup_over"))
            raise IllegalMove(say("place_now", who=words.name(self.to_move), cell=cell_text(self.moved)))
        if phase == OVER:
            raise IllegalMove(say("over_no_play"))
        step = self.setup_step
        if step == "choose":
            if kind != "choose":
                raise IllegalMove(say("setup_choose_now"))
            return move
        if kind != "setup":
            raise IllegalMove(say("setup_unfinished", colour=colour_word(step)))
        if move.colour != step:
            raise IllegalMove(say("setup_order", colour=colour_word(step), given=colour_word(move.colour)))
        problem = self._setup_problem(step, move.cell)
        if problem:
            raise IllegalMove(problem)
        return move

    def _why_not_move(self, move) -> str:
        """Why a move the listing does not have is refused: the first rule it breaks, in the rules' order.

        The slide is walked cell by cell with the creatures of the fast path
        (:meth:`.Creatures.touched`); a slide that breaks no rule can only
        lack a placement after it (or claim a bite on an empty cell).
        """
        colour, foe = self.to_move, other(self.to_move)
        start, dest = move.start, move.cell
        own, enemy = self.stones(colour), self.stones(foe)
        if start not in own:
            what = say("what_enemy", colour=colour_word(foe)) if start in enemy else say("what_none")
            return say("not_own", cell=cell_text(start), what=what, who=words.name(colour))
        if start not in self.movable():
            return say("lone", cell=cell_text(start))
        line = line_step(start, dest)
        if line is None:
            return say("not_line", cell=cell_text(dest), start=cell_text(start))
        if not on_board(dest, self.size):
            return say("off_board", cell=cell_text(dest))
        (dq, dr), k = line
        cr = self.creatures_now
        index, code = cr.geo.index, COLOUR_CODE[colour]
        lifted = index[start]
        for i in range(1, k + 1):
            x = (start[0] + dq * i, start[1] + dr * i)
            if x in own:
                return say("own_in_way", cell=cell_text(x), colour=colour_word(colour))
            if x in enemy and i < k:
                return say("enemy_in_way", cell=cell_text(x), colour=colour_word(foe))
            n = len(cr.touched(index[x], code, lifted))
            if n != 1:
                key = ("touches_n" if n else "touches_none") + ("" if i == k else "_way")
                said = colour_word(colour, many=n > 1)
                return say(key, cell=cell_text(x), n=number(min(n, 6)), colour=said, start=cell_text(start))
        bite = dest in enemy
        if move.bite and not bite:
            return say("no_bite", cell=cell_text(dest), colour=colour_word(foe))
        return say("no_placement_after", move=Move("move", dest, start, bite))

    def _why_not_place(self, cell) -> str:
        """Why a placement the listing does not have is refused: the first rule it breaks, in the rules' order."""
        colour = self.to_move
        m = self.moved
        own, enemy = self.stones(colour), self.stones(other(colour))
        at, moved = cell_text(cell), cell_text(m)
        if not on_board(cell, self.size):
            return say("off_board", cell=at)
        if cell in own or cell in enemy:
            return say("place_occupied", cell=at)
        line = line_step(m, cell)
        if line is None:
            return say("place_not_line", cell=at, moved=moved)
        (dq, dr), k = line
        for i in range(1, k):
            x = (m[0] + dq * i, m[1] + dr * i)
            if x in own or x in enemy:
                return say("place_jump", between=cell_text(x), moved=moved, cell=at)
        cr = self.creatures_now
        index = cr.geo.index
        touched = cr.touched(index[cell], COLOUR_CODE[colour])
        if cr.lab[index[m]] in touched:
            return say("place_own_creature", cell=at, moved=moved)
        return say("place_merges", cell=at, n=number(min(len(touched), 6)), colour=colour_word(colour, many=True))

    # -- playing -------------------------------------------------------------------

    def _with(self, **changes) -> State:
        mine = self.__dict__
        values = {f: mine[f] for f in _FIELDS}
        values.update(changes)
        after = object.__new__(State)
        after.__dict__.update(values)
        return after

    def _after_move(self, start, dest):
        """(own, enemy) stones after the stone on ``start`` moves to ``dest``."""
        colour = self.to_move
        own = (self.stones(colour) - {start}) | {dest}
        enemy = self.stones(other(colour)) - {dest}
        return own, enemy

    def play(self, move) -> State:
        """The state after one step (a ``Move`` or its text)."""
        return self._play(self.check(move))

    def play_report(self, move) -> tuple:
        """``(state after, what the step did in words, [])``: Congeners does not animate.

        >>> s = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
        >>> s.play_report("0,0-1,-1")[1:]
        ('Black slides (0,0) to (1,-1).', [])
        """
        move = self.check(move)
        after = self._play(move)
        return after, words.summary(self, move, after), []

    def _play(self, move) -> State:
        colour = self.to_move
        if move.kind == "setup":
            stones = {BLACK: self.black, WHITE: self.white}
            stones[move.colour] = stones[move.colour] | {move.cell}
            after = self._with(black=stones[BLACK], white=stones[WHITE])
            step = after.setup_step
            return after._with(to_move=BLACK if step == "choose" else step)
        if move.kind == "choose":
            return self._with(phase=MOVE, to_move=BLACK, first_player=other(move.colour))
        if move.kind == "move":
            own, enemy = self._after_move(move.start, move.cell)
            black, white = (own, enemy) if colour == BLACK else (enemy, own)
            after = self._with(black=black, white=white, phase=PLACE, moved=move.cell, trail=self.trail + (move,))
            cr = self.__dict__.get("_creatures")
            if cr is not None:
                index = cr.geo.index
                after.__dict__["_creatures"] = cr.after_move(index[move.start], index[move.cell], COLOUR_CODE[colour])
            return after
        if move.kind == "place":
            own = self.stones(colour) | {move.cell}
            black, white = (own, self.white) if colour == BLACK else (self.black, own)
            trail = self.trail + (move,) if self.trail and self.trail[-1].bite else ()
            after = self._with(
                black=black, white=white, phase=MOVE, moved=None, to_move=other(colour), plies=self.plies + 1, passes=0, trail=trail
            )
            cr = self.__dict__.get("_creatures")
            if cr is not None:
                after.__dict__["_creatures"] = cr.after_place(cr.geo.index[move.cell], COLOUR_CODE[colour])
            return after._ended()
        # a pass
        after = self._with(to_move=other(colour), plies=self.plies + 1, passes=self.passes + 1, trail=self.trail + (move,))
        if "_creatures" in self.__dict__:
            after.__dict__["_creatures"] = self.__dict__["_creatures"]
        return after._ended()

    def _ended(self) -> State:
        if self.passes >= 2 or self.plies >= self.max_plies or (self.trail and self.occurrences() >= self.repetitions):
            over = self._with(phase=OVER)
            if "_creatures" in self.__dict__:
                over.__dict__["_creatures"] = self.__dict__["_creatures"]
            return over
        return self

    def turn_over(self) -> bool:
        """Whether the last step finished its player's turn.

        False after a move (its placement is owed) and in the setup from the
        first stone until the fourth (the whole setup is the first player's
        turn; the colour choice is the second player's).

        >>> s = initial_state()
        >>> [s.turn_over(), s.play("black 0,0").turn_over()]
        [True, False]
        """
        if self.phase == PLACE:
            return False
        if self.phase == SETUP:
            return self.setup_step == "choose" or not (self.black or self.white)
        return True

    def history(self) -> list:
        """The earlier turn-start positions (``key()``s) that this one could repeat, oldest last."""
        black, white, to_move, phase = set(self.black), set(self.white), self.to_move, self.phase
        out = []
        for step in reversed(self.trail):
            if step.kind == "move":
                own, enemy = (black, white) if to_move == BLACK else (white, black)
                if step.cell not in own:
                    raise ValueError(say("trail_no_stone", step=step, cell=cell_text(step.cell)))
                own.discard(step.cell)
                own.add(step.start)
                if step.bite:
                    enemy.add(step.cell)
                phase = MOVE
                out.append((frozenset(black), frozenset(white), to_move))
            else:
                if phase == PLACE:
                    raise ValueError(say("trail_after_move", step=step))
                to_move = other(to_move)
                if step.kind == "place":
                    own = black if to_move == BLACK else white
                    if step.cell not in own:
                        raise ValueError(say("trail_no_placed", colour=colour_word(to_move), cell=cell_text(step.cell)))
                    own.discard(step.cell)
                    phase = PLACE
                else:
                    out.append((frozenset(black), frozenset(white), to_move))
        return out

    def occurrences(self) -> int:
        """How many times this position has occurred (this time included)."""
        return 1 + self.history().count(self.key())

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def ending(self) -> str | None:
        """How the game ended: ``"passes"``, ``"cap"`` or ``"repetition"``; ``None`` while it goes on."""
        if self.phase != OVER:
            return None
        if self.passes >= 2:
            return "passes"
        if self.occurrences() >= self.repetitions:
            return "repetition"
        return "cap"

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words (``ending`` is the same as a code); ``None`` while it goes on."""
        why = words.why_over(self)
        return None if why is None else say("end_reason", why=why)

    def winner(self) -> str | None:
        """``"black"``, ``"white"``, ``"draw"``, or ``None`` while the game goes on."""
        return winner_of(self) if self.phase == OVER else None

    def describe(self) -> str:
        """The position in words, for a status line.

        >>> initial_state().describe()
        'Setup: the first player places the first black stone anywhere.'
        """
        if self.phase == OVER:
            return words.describe(self, explain(score(self, BLACK), score(self, WHITE)))
        return words.describe(self)

    # -- checking a position ---------------------------------------------------------

    @classmethod
    def from_stones(
        cls, black=(), white=(), to_move=BLACK, phase=MOVE, moved=None, size=6, max_plies=1000, repetitions=3,
        plies=0, passes=0, first_player=None, trail=(),
    ) -> State:
        """A set-up position (the worked examples, puzzles); checked by ``validate``."""
        black = frozenset(tuple(c) for c in black)
        white = frozenset(tuple(c) for c in white)
        state = cls(
            size, max_plies, repetitions, black, white, to_move, phase,
            None if moved is None else tuple(moved), plies, passes, first_player, tuple(as_move(m) for m in trail),
        )
        state.validate()
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        for label, value in (("size", self.size), ("max_plies", self.max_plies), ("repetitions", self.repetitions)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(say("not_whole", label=label, value=quoted(value)))
        if self.size not in SIZES:
            raise ValueError(say("bad_size", size=self.size))
        for label, value in (("max_plies", self.max_plies), ("repetitions", self.repetitions)):
            if abs(value) >= 10 ** text.DIGITS:  # the position string could not carry it
                raise ValueError(say("option_too_long", label=label, digits=text.DIGITS))
        if self.max_plies < 1:
            raise ValueError(say("bad_max_plies", value=self.max_plies))
        if self.repetitions < 2:
            raise ValueError(say("bad_repetitions", value=self.repetitions))
        if self.to_move not in COLOURS:
            raise ValueError(say("bad_to_move", value=quoted(self.to_move)))
        if self.phase not in PHASES:
            raise ValueError(say("bad_phase", value=quoted(self.phase)))
        for colour in COLOURS:
            for c in self.stones(colour):
                if not on_board(c, self.size):
                    raise ValueError(say("stone_off_board", colour=colour_word(colour), cell=cell_text(c), size=self.size))
        both = self.black & self.white
        if both:
            raise ValueError(say("both_colours", cell=cell_text(min(both))))
        if not isinstance(self.plies, int) or self.plies < 0:
            raise ValueError(say("bad_plies", value=quoted(self.plies)))
        if self.passes not in (0, 1, 2):
            raise ValueError(say("bad_passes", value=quoted(self.passes)))
        if self.first_player not in (None, BLACK, WHITE):
            raise ValueError(say("bad_first_player", value=quoted(self.first_player)))
        if self.phase == SETUP:
            self._validate_setup()
        if self.phase == PLACE:
            if self.moved is None or self.moved not in self.stones(self.to_move):
                raise ValueError(say("bad_moved", colour=colour_word(self.to_move), value=quoted(self.moved)))
        elif self.moved is not None:
            raise ValueError(say("moved_outside_place", phase=phase_name(self.phase)))
        for step in self.trail:
            if step.kind not in ("move", "place", "pass"):
                raise ValueError(say("bad_trail_step", step=step))
        if self.trail and self.phase != SETUP:
            if self.phase == PLACE and self.trail[-1].kind != "move":
                raise ValueError(say("trail_not_move"))
            self.history()
        if self.phase == OVER:
            if self.passes < 2 and self.plies < self.max_plies and self.occurrences() < self.repetitions:
                raise ValueError(say("over_unexplained"))
        elif self.phase != SETUP and self.passes >= 2:
            raise ValueError(say("passes_not_over"))

    def _validate_setup(self) -> None:
        if self.plies or self.trail or self.first_player:
            raise ValueError(say("setup_played"))
        if len(self.black) > 2 or len(self.white) > 2 or (self.white and len(self.black) < 2):
            raise ValueError(say("setup_counts"))
        for colour in COLOURS:
            if len(self.stones(colour)) == 2 and len(creatures(self.stones(colour))) != 1:
                raise ValueError(say("setup_not_adjacent", colour=colour_word(colour, many=True)))
        if any(nb in self.white for c in self.black for nb in neighbours(c)):
            raise ValueError(say("setup_touching"))
        step = self.setup_step
        expected = BLACK if step == "choose" else step
        if self.to_move != expected:
            raise ValueError(say("setup_wrong_side", expected=colour_word(expected, many=True), given=colour_word(self.to_move, many=True)))

    # -- text ------------------------------------------------------------------------

    def to_text(self) -> str:
        """A compact, URL-safe position string.

        Parts joined by ``_``: the options ``size.max_plies.repetitions``;
        the progress ``phase.to_move.first_player.plies.passes`` (letters
        ``s m p o``, ``b w``, ``b w n``), followed by ``.q.r`` of the stone
        just moved in the place phase; ``b`` then the black stones as
        ``q.r`` pairs; ``w`` then the white ones; and, when not empty, ``t``
        then the trail's steps joined by ``~`` (``m0.0.1.-1``, ``x...`` for
        a bite, ``p2.3``, ``z`` for a pass).

        >>> State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1)]).to_text()
        '6.1000.3_m.b.n.0.0_b0.0.1.0_w1.-1'
        """
        return text.to_text(self)

    @classmethod
    def from_text(cls, string: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("6.1000.3_m.b.n.0.0_b0.0.1_w")
        Traceback (most recent call last):
        ...
        ValueError: the black stones must be q.r pairs of whole numbers, not '0.0.1'
        >>> State.from_text("8.1000.3_m.b.n.0.0_b_w")
        Traceback (most recent call last):
        ...
        ValueError: the board side must be 5, 6 or 7, not 8
        """
        return text.from_text(cls, string)

    def to_dict(self) -> dict:
        """The JSON form (fields of the rules spec, plus the options and the game's progress)."""
        return text.to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong.

        >>> State.from_dict({"stones": {"black": [[0, 0], [9, 9]]}, "phase": "move"})
        Traceback (most recent call last):
        ...
        ValueError: black stone (9,9) is off the board of side 6
        """
        return text.from_dict(cls, d)


_FIELDS = tuple(State.__dataclass_fields__)


def initial_state(size: int = 6, max_plies: int = 1000, repetitions: int = 3) -> State:
    """A new game: an empty board, the first player to set up.

    ``size``: the board side, 5, 6 (recommended) or 7. ``max_plies``: the
    game ends after this many turns. ``repetitions``: the game ends when a
    position occurs this many times. Both have at most nine digits, as in
    the position string.

    >>> initial_state(size=8)
    Traceback (most recent call last):
    ...
    ValueError: the board side must be 5, 6 or 7, not 8
    >>> initial_state(max_plies=10 ** 12)
    Traceback (most recent call last):
    ...
    ValueError: max_plies must be a whole number of at most 9 digits
    """
    state = State(size=size, max_plies=max_plies, repetitions=repetitions)
    state.validate()
    return state


def actor(state) -> int:
    """Which player acts now: the first (0) in the setup, the second (1) when choosing a colour, then the colour's player.

    >>> s = initial_state()
    >>> actor(s), actor(s.play("black 0,0").play("black 1,0").play("white -3,0").play("white -3,1"))
    (0, 1)
    >>> after = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> actor(after)   # a position with no setup: Black, who moves first, is the first player
    0
    """
    if state.phase == SETUP:
        return 1 if state.setup_step == "choose" else 0
    first = state.first_player or BLACK
    return 0 if state.to_move == first else 1


__all__ = ["State", "Move", "initial_state", "actor", "parse_move", "SETUP", "MOVE", "PLACE", "OVER", "PHASES"]
