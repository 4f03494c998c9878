"""Pallanguzhi's rules: the ``State``, how a turn is sown, rounds, refills and the game's end.

The rules are those of ``rules/pallanguzhi.md``: 14 holes, 70 seeds,
relay sowing, the pasu, the capture after the empty hole, rounds with refill
and closed holes, the 60-turn stall, the endless-turn stop and the game limits.

>>> state = initial_state()
>>> after = state.play("S1")
>>> after.board_text(), after.bowls
('2 8 8 8 0 0 1 | 7 7 7 7 0 1 7', (7, 0))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .. import IllegalMove
from ..game import Option
from . import text, words
from .board import HOLES, LABELS, PASU, ROW, SEEDS_PER_HOLE, SIDES, SOUTH, bowl_index, other, row, side_of
from .text import Move, parse_move

# Why a game ended, as stored in ``State.reason`` (the words are in ``words.describe``).
REASONS = ("refill", "rounds", "turns")


@dataclass(frozen=True)
class Options:
    """The digital table's limits (rules 10-12), each a named option."""

    stall_limit: int = 60  # turns without a seed reaching a bowl
    max_rounds: int = 12
    max_turns: int = 1000
    max_laps: int = 1000  # hard cap of laps in one turn (rule 11)

    def non_default(self) -> dict:
        default = Options()
        return {k: v for k, v in vars(self).items() if getattr(default, k) != v}


# The rule variants of ``initial_state``, as the site offers them.
OPTIONS = {
    name: Option(default, label=words.say.later(f"option_{name}"), least=1)
    for name, default in vars(Options()).items()
}


@dataclass(frozen=True)
class Event:
    """One step of a turn, for a board to animate and a reader to follow.

    ``kind`` is one of ``pick``, ``relay``, ``sow``, ``pasu``, ``capture``,
    ``endless``, ``round_end``, ``refill``, ``game_end``. ``holes`` and
    ``bowls`` are the board just after the step; ``say`` is a sentence.
    """

    kind: str
    hole: int | None
    holes: tuple
    bowls: tuple
    say: str
    count: int = 0
    hand: int = 0  # seeds still in the sower's hand

    def to_dict(self) -> dict:
        return {
            "kind": self.kind,
            "hole": None if self.hole is None else LABELS[self.hole],
            "count": self.count,
            "hand": self.hand,
            "holes": list(self.holes),
            "bowls": list(self.bowls),
            "say": self.say,
        }


@dataclass(frozen=True)
class Turn:
    """What ``State.play_turn`` returns: the new state and the turn's events."""

    state: "State"
    events: tuple

    def summary(self) -> str:
        """The turn in words: laps, pasus, capture, and any round end."""
        return words.summary(self.events)


@dataclass(frozen=True)
class State:
    """A position: a turn to play, or a finished game. Immutable and hashable.

    ``holes`` has 14 entries (S1..S7 then N1..N7): a seed count, or ``None``
    for a hole closed this round. ``bowls`` is ``(south, north)``.
    ``reason`` is ``refill``, ``rounds`` or ``turns`` once over, and ``end_reason`` says it in words.
    """

    holes: tuple = (SEEDS_PER_HOLE,) * HOLES
    bowls: tuple = (0, 0)
    to_move: str = SOUTH
    round: int = 1
    stall: int = 0
    turns: int = 0
    starter: str = SOUTH  # who sowed first this round (rule 9)
    result: str | None = None  # "south", "north" or "draw" once over
    reason: str | None = None  # one of REASONS once over
    options: Options = field(default_factory=Options)

    @property
    def end_reason(self) -> str | None:
        """Why the game ended, in words (``None`` while it goes on)."""
        return words.describe(self) if self.result is not None else None

    # -- the rules ---------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The holes the mover may pick: open, own row, at least one seed."""
        if self.result is not None:
            return []
        return [Move(i) for i in row(self.to_move) if self.holes[i]]

    def check(self, move) -> Move:
        """The move (text or ``Move``); ``IllegalMove`` says why it is not allowed here."""
        move = parse_move(move)
        why = words.refusal(self, move.hole)
        if why:
            raise IllegalMove(why)
        return move

    def play(self, move) -> State:
        """The state after ``move`` and any round end, refill or game end it brings."""
        return _Sowing(self, self.check(move).hole, record=False).run().state

    def play_turn(self, move) -> Turn:
        """Play ``move``; return the new state and the list of events."""
        return _Sowing(self, self.check(move).hole, record=True).run()

    def play_report(self, move) -> tuple:
        """``(state after, summary in words, events)``: the events as JSON-ready dicts with their ``mover``."""
        turn = self.play_turn(move)
        events = [dict(e.to_dict(), mover=self.to_move) for e in turn.events]
        return turn.state, turn.summary(), events

    def is_over(self) -> bool:
        return self.result is not None

    def winner(self) -> str | None:
        """``"south"``, ``"north"``, ``"draw"``, or ``None`` while the game goes on."""
        return self.result

    def turn_over(self) -> bool:
        """A turn is one step: no turn is ever half made."""
        return True

    # -- views ---------------------------------------------------------------

    def board_text(self) -> str:
        """The board as in the rules spec: ``S1..S7 | N1..N7``, ``X`` closed."""
        return text.board_text(self)

    def describe(self) -> str:
        """The position in words, for a status line."""
        return words.describe(self)

    # -- serialisation ---------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form; fields as in the rules spec, plus ``starter``, ``reason``, ``options``."""
        return text.to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong."""
        return text.from_dict(cls, d, Options)

    def to_text(self) -> str:
        """A compact, URL-safe position string (see :mod:`pygames.pallanguzhi.text`).

        >>> initial_state().to_text()
        '5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s'
        """
        return text.to_text(self)

    @classmethod
    def from_text(cls, position: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("5.5.5-5")
        Traceback (most recent call last):
        ...
        ValueError: a Pallanguzhi position has 4 to 6 parts separated by '-', not 2
        """
        return text.from_text(cls, position, Options)

    @classmethod
    def from_board(cls, board: str, bowls=(0, 0), to_move: str = SOUTH, **fields) -> State:
        """A position from the spec's board notation, e.g. ``"2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"``.

        >>> State.from_board("1 0 1 0 1 1 0 | 1 2 1 0 1 0 2", bowls=(30, 29)).board_text()
        '1 0 1 0 1 1 0 | 1 2 1 0 1 0 2'
        """
        fields.setdefault("starter", to_move)
        state = cls(holes=text.read_board(board), bowls=tuple(bowls), to_move=to_move, **fields)
        state.validate()
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        text.validate(self, REASONS)


def initial_state(**options) -> State:
    """A new game: 5 seeds in every hole, South to sow first.

    Options (rules 10-12): ``stall_limit`` (60), ``max_rounds`` (12),
    ``max_turns`` (1000), ``max_laps`` (1000).
    """
    return State(options=Options(**options))


def captured(state: State, turn: str) -> tuple:
    """``(seeds the mover wins in this turn, turn)``: its pasus and its capture.

    >>> start = State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")
    >>> captured(start, "N1"), captured(start, "N2")
    ((7, 'N1'), (0, 'N2'))
    """
    played = state.play_turn(turn)
    me = bowl_index(state.to_move)
    won, bowls = 0, state.bowls
    for event in played.events:
        if event.kind in ("capture", "pasu"):
            won += max(0, event.bowls[me] - bowls[me])
        bowls = event.bowls
    return won, turn


# -- how a turn is sown -------------------------------------------------------


class _Sowing:
    """One turn worked out step by step, recording events as it goes."""

    def __init__(self, state: State, start: int, record: bool):
        self.state = state
        self.holes = list(state.holes)
        self.bowls = list(state.bowls)
        self.mover = state.to_move
        self.start = start
        self.events: list[Event] = []
        self.record = record  # False: no events (a computer player's search)
        self.collected = False
        self.hand = 0

    def emit(self, kind, hole, say, count=0):
        if self.record:
            self.events.append(Event(kind, hole, tuple(self.holes), tuple(self.bowls), say, count, self.hand))

    def next_open(self, i: int) -> int:
        i = (i + 1) % HOLES
        while self.holes[i] is None:
            i = (i + 1) % HOLES
        return i

    def to_bowl(self, side: str, seeds: int) -> None:
        self.bowls[bowl_index(side)] += seeds
        self.collected = self.collected or seeds > 0

    def run(self) -> Turn:
        endless = self.sow_laps()
        return Turn(self.finish(endless), tuple(self.events))

    def sow_laps(self) -> bool:
        """Sow lap after lap; return True when rule 11 stops an endless turn."""
        seen = {(tuple(self.holes), self.start)}
        pick, laps = self.start, 0
        mover = words.side_name(self.mover)
        record = self.record
        while True:
            laps += 1
            seeds, self.holes[pick] = self.holes[pick], 0
            self.hand = seeds
            if record and laps == 1:
                self.emit("pick", pick, words.say("pick", mover=mover, seeds=words.seeds(seeds), hole=LABELS[pick]), seeds)
            elif record:
                self.emit("relay", pick, words.say("relay", lap=laps, hole=LABELS[pick], seeds=words.seeds(seeds)), seeds)
            pos = pick
            for _ in range(seeds):
                pos = self.next_open(pos)
                self.holes[pos] += 1
                self.hand -= 1
                if record:
                    self.emit("sow", pos, words.say("sow", hole=LABELS[pos]), self.holes[pos])
                if self.holes[pos] == PASU:
                    owner = side_of(pos)
                    self.holes[pos] = 0
                    self.to_bowl(owner, PASU)
                    if record:
                        self.emit("pasu", pos, words.pasu(pos, owner, self.mover), PASU)
            after = self.next_open(pos)
            if self.holes[after]:
                key = (tuple(self.holes), after)
                if key in seen or laps >= self.state.options.max_laps:
                    if record:
                        self.emit("endless", after, words.endless(laps, key in seen))
                    return True
                seen.add(key)
                pick = after
                continue
            target = self.next_open(after)
            taken, self.holes[target] = self.holes[target], 0
            self.to_bowl(self.mover, taken)
            if record:
                self.emit("capture", target, words.capture(after, target, taken, self.mover), taken)
            return False

    def finish(self, endless: bool) -> State:
        """Rules 7-12 after the sowing: the next turn, or a round or game end."""
        s = self.state
        turns = s.turns + 1
        stall = 0 if self.collected else s.stall + 1
        nxt = other(self.mover)
        ran_out = not any(self.holes[i] for i in row(nxt))
        if endless or ran_out or stall >= s.options.stall_limit:
            if ran_out and not endless:
                why, starter = "ran_out", nxt
            elif endless:
                why, starter = "endless", None
            else:
                why, starter = "stall", None
            return self.end_round(turns, why, starter, stall)
        if turns >= s.options.max_turns:
            return self.end_game_by_limit(turns, "turns", stall)
        return replace(s, holes=tuple(self.holes), bowls=tuple(self.bowls), to_move=nxt, stall=stall, turns=turns)

    def gather(self) -> list:
        """Every seed on the board goes to the bowl of the row it lies on."""
        gathered = [0, 0]
        for i, h in enumerate(self.holes):
            if h:
                gathered[bowl_index(side_of(i))] += h
                self.bowls[bowl_index(side_of(i))] += h
                self.holes[i] = 0
        return gathered

    def end_round(self, turns: int, why: str, starter: str | None, stall: int) -> State:
        s = self.state
        gathered = self.gather()
        if self.record:
            self.emit("round_end", None, words.round_end(why, gathered, side=starter, stall=stall))
        short = [side for side in SIDES if self.bowls[bowl_index(side)] < SEEDS_PER_HOLE]
        if short:
            loser = short[0]
            return self.end_game(turns, other(loser), "refill", words.say("lost_refill", loser=words.side_name(loser)))
        if s.round >= s.options.max_rounds:
            return self.end_game_by_limit(turns, "rounds", 0)
        if turns >= s.options.max_turns:
            return self.end_game_by_limit(turns, "turns", 0)
        filled = self.refill()
        if starter is None:
            lacking = [side for side in SIDES if filled[side] < ROW]
            starter = lacking[0] if lacking else other(s.starter)
        if self.record:
            closed = [LABELS[i] for i, h in enumerate(self.holes) if h is None]
            self.emit("refill", None, words.refill(s.round + 1, closed, starter))
        return State(
            holes=tuple(self.holes), bowls=tuple(self.bowls), to_move=starter, round=s.round + 1,
            stall=0, turns=turns, starter=starter, options=s.options,
        )

    def refill(self) -> dict:
        """Rule 8: 5 seeds per hole from the left, as many as the bowl allows."""
        filled = {}
        for k, side in enumerate(SIDES):
            n = min(ROW, self.bowls[k] // SEEDS_PER_HOLE)
            for j, i in enumerate(row(side)):
                self.holes[i] = SEEDS_PER_HOLE if j < n else None
            self.bowls[k] -= n * SEEDS_PER_HOLE
            filled[side] = n
        return filled

    def end_game_by_limit(self, turns: int, reason: str, stall: int) -> State:
        self.gather()
        south, north = self.bowls
        result = "draw" if south == north else (SOUTH if south > north else other(SOUTH))
        say = words.limit(reason, result, self.bowls) if self.record else ""
        return self.end_game(turns, result, reason, say, stall)

    def end_game(self, turns: int, result: str, reason: str, say: str, stall: int = 0) -> State:
        self.emit("game_end", None, say)
        s = self.state
        return State(
            holes=tuple(0 if h is not None else None for h in self.holes), bowls=tuple(self.bowls),
            to_move=self.mover, round=s.round, stall=stall, turns=turns, starter=s.starter,
            result=result, reason=reason, options=s.options,
        )
