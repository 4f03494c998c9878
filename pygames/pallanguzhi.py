"""Pallanguzhi, the Tamil sowing game, as played on the digital table.

The rules are those of ``shared/rules/pallanguzhi.md``: 14 holes, 70 seeds,
relay sowing, the pasu, the capture after the empty hole, rounds with refill
and closed holes, the 60-turn stall, the endless-turn stop and the game limits.

>>> state = initial_state()
>>> state.to_move, [str(m) for m in state.legal_moves()][:3]
('south', ['S1', 'S2', 'S3'])
>>> after = state.play(parse_move("S1"))
>>> after.board_text(), after.bowls
('2 8 8 8 0 0 1 | 7 7 7 7 0 1 7', (7, 0))
>>> State.from_text(after.to_text()) == after
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import IllegalMove
from .drawing import drawing_of

SOUTH, NORTH = "south", "north"
SIDES = (SOUTH, NORTH)
ROW = 7
HOLES = 2 * ROW
SEEDS_PER_HOLE = 5
TOTAL_SEEDS = HOLES * SEEDS_PER_HOLE  # 70
PASU = 4
LABELS = tuple([f"S{i}" for i in range(1, ROW + 1)] + [f"N{i}" for i in range(1, ROW + 1)])

# Why a round or a game ended, as stored in ``State.reason`` and in events.
REASONS = {
    "refill": "could not fill a single hole at the refill",
    "rounds": "the table stopped the game after its last round",
    "turns": "the table stopped a very long game",
}


def side_of(hole: int) -> str:
    """The owner of a hole index: 0..6 are South's, 7..13 North's.

    >>> side_of(0), side_of(7)
    ('south', 'north')
    """
    return SOUTH if hole < ROW else NORTH


def other(side: str) -> str:
    return NORTH if side == SOUTH else SOUTH


def side_name(side: str) -> str:
    return side.capitalize()


def row(side: str) -> range:
    """The hole indices of one side's row, from its left."""
    return range(0, ROW) if side == SOUTH else range(ROW, HOLES)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True)
class Move:
    """A move: the hole the mover picks up. ``str(Move(2)) == 'S3'``."""

    hole: int

    def __str__(self) -> str:
        return LABELS[self.hole]


def parse_move(text: str) -> Move:
    """Read a move in the spec's notation.

    >>> parse_move("n7")
    Move(hole=13)
    >>> parse_move("S8")
    Traceback (most recent call last):
    ...
    ValueError: 'S8' is not a hole: write S1..S7 or N1..N7
    """
    label = text.strip().upper()
    if label not in LABELS:
        raise ValueError(f"{text.strip()!r} is not a hole: write S1..S7 or N1..N7")
    return Move(LABELS.index(label))


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
        laps = sum(1 for e in self.events if e.kind in ("pick", "relay"))
        parts = [plural(laps, "lap")]
        parts += [e.say for e in self.events if e.kind in ("pasu", "capture", "endless")]
        parts += [e.say for e in self.events if e.kind in ("round_end", "refill", "game_end")]
        return " ".join([parts[0] + "."] + parts[1:])


@dataclass(frozen=True)
class State:
    """A position: a turn to play, or a finished game. Immutable and hashable.

    ``holes`` has 14 entries (S1..S7 then N1..N7): a seed count, or ``None``
    for a hole closed this round. ``bowls`` is ``(south, north)``.
    """

    holes: tuple = (SEEDS_PER_HOLE,) * HOLES
    bowls: tuple = (0, 0)
    to_move: str = SOUTH
    round: int = 1
    stall: int = 0
    turns: int = 0
    starter: str = SOUTH  # who sowed first this round (rule 9)
    result: str | None = None  # "south", "north" or "draw" once over
    reason: str | None = None  # a key of REASONS once over
    options: Options = field(default_factory=Options)

    # -- the rules ---------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The holes the mover may pick: open, own row, at least one seed."""
        if self.result is not None:
            return []
        return [Move(i) for i in row(self.to_move) if self.holes[i]]

    def check(self, move: Move) -> None:
        """Raise ``IllegalMove`` saying why ``move`` is not allowed here."""
        label = LABELS[move.hole]
        if self.result is not None:
            raise IllegalMove("the game is over: start a new one to play again")
        if side_of(move.hole) != self.to_move:
            mover = side_name(self.to_move)
            first, last = LABELS[row(self.to_move)[0]], LABELS[row(self.to_move)[-1]]
            raise IllegalMove(
                f"{label} is {side_name(side_of(move.hole))}'s hole: "
                f"{mover} sows from its own row, {first} to {last}"
            )
        if self.holes[move.hole] is None:
            raise IllegalMove(f"{label} is closed for this round: nothing is sown from it")
        if self.holes[move.hole] == 0:
            raise IllegalMove(f"{label} is empty: pick a hole with at least one seed")

    def play(self, move: Move) -> State:
        """The state after ``move`` and any round end, refill or game end it brings."""
        self.check(move)
        return _Sowing(self, move.hole, record=False).run().state

    def play_turn(self, move: Move) -> Turn:
        """Play ``move``; return the new state and the list of events."""
        self.check(move)
        return _Sowing(self, move.hole, record=True).run()

    def is_over(self) -> bool:
        return self.result is not None

    def winner(self) -> str | None:
        """``"south"``, ``"north"``, ``"draw"``, or ``None`` while the game goes on."""
        return self.result

    # -- views ---------------------------------------------------------------

    def board_text(self) -> str:
        """The board as in the rules spec: ``S1..S7 | N1..N7``, ``X`` closed."""
        cells = ["X" if h is None else str(h) for h in self.holes]
        return " ".join(cells[:ROW]) + " | " + " ".join(cells[ROW:])

    def describe(self) -> str:
        """The position in words, for a status line."""
        bowls = f"Bowls: South {self.bowls[0]}, North {self.bowls[1]}."
        if self.result == "draw":
            return f"The game is a draw: equal bowls when {REASONS[self.reason]}. {bowls}"
        if self.reason == "refill":
            return f"{side_name(self.result)} wins: {side_name(other(self.result))} {REASONS['refill']}. {bowls}"
        if self.result:
            return f"{side_name(self.result)} wins with the fuller bowl: {REASONS[self.reason]}. {bowls}"
        stall = ""
        if self.stall >= self.options.stall_limit // 2:
            stall = f" {plural(self.stall, 'turn')} without a seed reaching a bowl (the round stops at {self.options.stall_limit})."
        return f"{side_name(self.to_move)} to move. Round {self.round}, turn {self.turns + 1}. {bowls}{stall}"

    # -- serialisation ---------------------------------------------------------

    def to_dict(self) -> dict:
        """The JSON form; fields as in the rules spec, plus ``starter``, ``reason``, ``options``."""
        return {
            "holes": list(self.holes),
            "bowls": list(self.bowls),
            "to_move": self.to_move,
            "round": self.round,
            "stall": self.stall,
            "turns": self.turns,
            "winner": self.result,
            "starter": self.starter,
            "reason": self.reason,
            "options": vars(self.options).copy(),
        }

    @classmethod
    def from_dict(cls, d: dict) -> State:
        """Read ``to_dict()``'s form back; ``ValueError`` says what is wrong."""
        if not isinstance(d, dict):
            raise ValueError("a position must be a JSON object")
        try:
            options = Options(**d.get("options", {}))
        except TypeError as e:
            raise ValueError(f"unknown option in {d.get('options')!r}") from e
        state = cls(
            holes=tuple(d.get("holes", ())),
            bowls=tuple(d.get("bowls", ())),
            to_move=d.get("to_move"),
            round=d.get("round", 1),
            stall=d.get("stall", 0),
            turns=d.get("turns", 0),
            starter=d.get("starter", d.get("to_move")),
            result=d.get("winner"),
            reason=d.get("reason"),
            options=options,
        )
        state.validate()
        return state

    def to_text(self) -> str:
        """A compact, URL-safe position string.

        Fields joined by ``-``: South's holes, North's holes (``x`` closed),
        the bowls, then ``<s|n>.<round>.<stall>.<turns>.<starter>``, then the
        result and reason once over, then non-default options.

        >>> initial_state().to_text()
        '5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s'
        """
        cells = ["x" if h is None else str(h) for h in self.holes]
        parts = [
            ".".join(cells[:ROW]),
            ".".join(cells[ROW:]),
            f"{self.bowls[0]}.{self.bowls[1]}",
            f"{self.to_move[0]}.{self.round}.{self.stall}.{self.turns}.{self.starter[0]}",
        ]
        extra = self.options.non_default()
        if self.result or extra:
            parts.append(f"{self.result[0]}.{self.reason}" if self.result else "o")
        if extra:
            parts.append(".".join(f"{k}.{v}" for k, v in sorted(extra.items())))
        return "-".join(parts)

    @classmethod
    def from_text(cls, text: str) -> State:
        """Read a ``to_text()`` string; ``ValueError`` says what is wrong.

        >>> State.from_text("5.5.5-5")
        Traceback (most recent call last):
        ...
        ValueError: a Pallanguzhi position has 4 to 6 parts separated by '-', not 2
        """
        parts = text.strip().split("-")
        if not 4 <= len(parts) <= 6:
            raise ValueError(f"a Pallanguzhi position has 4 to 6 parts separated by '-', not {len(parts)}")
        holes = _read_row(parts[0], "South") + _read_row(parts[1], "North")
        bowls = tuple(_read_int(b, "bowl") for b in _split(parts[2], 2, "the bowls"))
        side, rnd, stall, turns, starter = _split(parts[3], 5, "the turn field")
        result = reason = None
        if len(parts) > 4 and parts[4] != "o":
            code, _, reason = parts[4].partition(".")
            result = {"s": SOUTH, "n": NORTH, "d": "draw"}.get(code)
            if result is None:
                raise ValueError(f"the result must start with s, n or d, not {code!r}")
        options = {}
        if len(parts) > 5:
            items = parts[5].split(".")
            if len(items) % 2:
                raise ValueError("options must come in name.value pairs")
            for name, value in zip(items[::2], items[1::2]):
                if name not in vars(Options()):
                    raise ValueError(f"unknown option {name!r}")
                options[name] = _read_int(value, name)
        state = cls(
            holes=holes,
            bowls=bowls,
            to_move=_read_side(side),
            round=_read_int(rnd, "round"),
            stall=_read_int(stall, "stall count"),
            turns=_read_int(turns, "turn count"),
            starter=_read_side(starter),
            result=result,
            reason=reason,
            options=Options(**options),
        )
        state.validate()
        return state

    @classmethod
    def from_board(cls, board: str, bowls=(0, 0), to_move: str = SOUTH, **fields) -> State:
        """A position from the spec's board notation, e.g. ``"2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"``.

        >>> State.from_board("1 0 1 0 1 1 0 | 1 2 1 0 1 0 2", bowls=(30, 29)).board_text()
        '1 0 1 0 1 1 0 | 1 2 1 0 1 0 2'
        """
        halves = board.split("|")
        if len(halves) != 2:
            raise ValueError("write the board as 'S1 .. S7 | N1 .. N7', with one '|' between the rows")
        holes = _read_row(halves[0].split(), "South") + _read_row(halves[1].split(), "North")
        fields.setdefault("starter", to_move)
        state = cls(holes=holes, bowls=tuple(bowls), to_move=to_move, **fields)
        state.validate()
        return state

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first thing wrong with this position."""
        if len(self.holes) != HOLES:
            raise ValueError(f"the board has {len(self.holes)} holes, not {HOLES}")
        for label, h in zip(LABELS, self.holes):
            if h is not None and (not isinstance(h, int) or isinstance(h, bool) or h < 0):
                raise ValueError(f"{label} must hold a whole number of seeds (0 or more), not {h!r}")
        if len(self.bowls) != 2 or any(not isinstance(b, int) or isinstance(b, bool) or b < 0 for b in self.bowls):
            raise ValueError(f"the bowls must be two whole numbers (South, North), not {list(self.bowls)!r}")
        if self.to_move not in SIDES or self.starter not in SIDES:
            raise ValueError("the side to move and the round's starter must be 'south' or 'north'")
        for name in ("round", "stall", "turns"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < (1 if name == "round" else 0):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
        total = sum(h or 0 for h in self.holes) + sum(self.bowls)
        if total != TOTAL_SEEDS:
            raise ValueError(f"the board and bowls hold {total} seeds; a game always has {TOTAL_SEEDS}")
        for side in SIDES:
            cells = [self.holes[i] for i in row(side)]
            opened = [h is not None for h in cells]
            if opened != sorted(opened, reverse=True):
                raise ValueError(f"{side_name(side)}'s closed holes must be its rightmost ones: refill fills from the left")
            if not any(opened):
                raise ValueError(f"{side_name(side)} has no open hole: that side would already have lost")
        if self.result is None:
            if self.reason is not None:
                raise ValueError("a game still in play has no result reason")
            if not self.legal_moves():
                raise ValueError(f"{side_name(self.to_move)} is to move but has no seed to sow: the round would be over")
        elif self.result not in (SOUTH, NORTH, "draw") or self.reason not in REASONS:
            raise ValueError(f"unknown result {self.result!r} ({self.reason!r})")


LEVELS = ("easy", "medium", "hard")


def choose_move(state: State, level: str = "medium", seed=None) -> Move:
    """The computer's move at ``level`` (``easy``, ``medium``, ``hard``); see ``pallanguzhi_ai``.

    The search module is imported on first use: reading and drawing positions
    (all a rules page needs) does not pay for it.
    """
    from .pallanguzhi_ai import choose_move as choose

    return choose(state, level, seed)


def initial_state(**options) -> State:
    """A new game: 5 seeds in every hole, South to sow first.

    Options (rules 10-12): ``stall_limit`` (60), ``max_rounds`` (12),
    ``max_turns`` (1000), ``max_laps`` (1000).
    """
    return State(options=Options(**options))


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
        self.bowls[SIDES.index(side)] += seeds
        self.collected = self.collected or seeds > 0

    def run(self) -> Turn:
        endless = self.sow_laps()
        return Turn(self.finish(endless), tuple(self.events))

    def sow_laps(self) -> bool:
        """Sow lap after lap; return True when rule 11 stops an endless turn."""
        seen = {(tuple(self.holes), self.start)}
        pick, laps = self.start, 0
        mover = side_name(self.mover)
        while True:
            laps += 1
            seeds, self.holes[pick] = self.holes[pick], 0
            self.hand = seeds
            if self.record and laps == 1:
                self.emit("pick", pick, f"{mover} picks up {plural(seeds, 'seed')} from {LABELS[pick]}.", seeds)
            elif self.record:
                self.emit("relay", pick, f"Relay: lap {laps} goes on from {LABELS[pick]} with {plural(seeds, 'seed')}.", seeds)
            pos = pick
            for _ in range(seeds):
                pos = self.next_open(pos)
                self.holes[pos] += 1
                self.hand -= 1
                if self.record:
                    self.emit("sow", pos, f"A seed into {LABELS[pos]}.", self.holes[pos])
                if self.holes[pos] == PASU:
                    owner = side_of(pos)
                    self.holes[pos] = 0
                    self.to_bowl(owner, PASU)
                    if self.record:
                        whose = "its owner" if owner != self.mover else "the sower, its owner"
                        self.emit("pasu", pos, f"Pasu: {LABELS[pos]} reaches 4 and {side_name(owner)} ({whose}) takes the 4 seeds.", PASU)
            after = self.next_open(pos)
            if self.holes[after]:
                key = (tuple(self.holes), after)
                if key in seen or laps >= self.state.options.max_laps:
                    why = "the board and the next pick-up repeat" if key in seen else f"{laps} laps is the most one turn may sow"
                    self.emit("endless", after, f"Endless turn: after {plural(laps, 'lap')} {why}, so the turn stops here, without a capture.")
                    return True
                seen.add(key)
                pick = after
                continue
            target = self.next_open(after)
            taken, self.holes[target] = self.holes[target], 0
            self.to_bowl(self.mover, taken)
            if taken:
                say = f"{LABELS[after]} is empty, so {mover} captures the {plural(taken, 'seed')} of {LABELS[target]}."
            else:
                say = f"{LABELS[after]} is empty and so is {LABELS[target]}: nothing is captured."
            self.emit("capture", target, say, taken)
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
                why, starter = f"{side_name(nxt)} has no seed to sow, so the round ends.", nxt
            elif endless:
                why, starter = "The round ends.", None
            else:
                why, starter = f"{plural(stall, 'turn')} without a seed reaching a bowl: the round ends.", None
            return self.end_round(turns, why, starter)
        if turns >= s.options.max_turns:
            return self.end_game_by_limit(turns, "turns", stall)
        return replace(s, holes=tuple(self.holes), bowls=tuple(self.bowls), to_move=nxt, stall=stall, turns=turns)

    def gather(self) -> list:
        """Every seed on the board goes to the bowl of the row it lies on."""
        gathered = [0, 0]
        for i, h in enumerate(self.holes):
            if h:
                gathered[SIDES.index(side_of(i))] += h
                self.bowls[SIDES.index(side_of(i))] += h
                self.holes[i] = 0
        return gathered

    def end_round(self, turns: int, why: str, starter: str | None) -> State:
        s = self.state
        south, north = self.gather()
        self.emit("round_end", None, f"{why} The board's seeds go to their row's owner: South {south}, North {north}.")
        short = [side for side in SIDES if self.bowls[SIDES.index(side)] < SEEDS_PER_HOLE]
        if short:
            loser = short[0]
            return self.end_game(turns, other(loser), "refill", f"{side_name(loser)} cannot fill a single hole and loses.")
        if s.round >= s.options.max_rounds:
            return self.end_game_by_limit(turns, "rounds", 0)
        if turns >= s.options.max_turns:
            return self.end_game_by_limit(turns, "turns", 0)
        filled = self.refill()
        if starter is None:
            lacking = [side for side in SIDES if filled[side] < ROW]
            starter = lacking[0] if lacking else other(s.starter)
        closed = [LABELS[i] for i, h in enumerate(self.holes) if h is None]
        closed_words = f" Closed this round: {', '.join(closed)}." if closed else ""
        self.emit("refill", None, f"Round {s.round + 1}: each side fills its holes from its bowl, 5 per hole.{closed_words} {side_name(starter)} sows first.")
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
        result = "draw" if south == north else (SOUTH if south > north else NORTH)
        words = "The game has reached its limit of rounds." if reason == "rounds" else "The game has reached its limit of turns."
        verdict = "Equal bowls: a draw." if result == "draw" else f"{side_name(result)} has the fuller bowl and wins, {max(south, north)} to {min(south, north)}."
        return self.end_game(turns, result, reason, f"{words} {verdict}", stall)

    def end_game(self, turns: int, result: str, reason: str, say: str, stall: int = 0) -> State:
        self.emit("game_end", None, say)
        s = self.state
        return State(
            holes=tuple(0 if h is not None else None for h in self.holes), bowls=tuple(self.bowls),
            to_move=self.mover, round=s.round, stall=stall, turns=turns, starter=s.starter,
            result=result, reason=reason, options=s.options,
        )


def _split(text: str, n: int, what: str) -> list:
    items = text.split(".")
    if len(items) != n:
        raise ValueError(f"{what} must have {n} parts separated by '.', not {len(items)}")
    return items


def _read_int(text: str, what: str) -> int:
    if not text.isdigit():
        raise ValueError(f"the {what} must be a whole number, not {text!r}")
    return int(text)


def _read_side(code: str) -> str:
    side = {"s": SOUTH, "n": NORTH}.get(code)
    if side is None:
        raise ValueError(f"a side is written s or n, not {code!r}")
    return side


def _read_row(cells, side: str) -> tuple:
    if isinstance(cells, str):
        cells = cells.split(".")
    if len(cells) != ROW:
        raise ValueError(f"{side}'s row must have {ROW} holes, not {len(cells)}")
    return tuple(None if c.upper() == "X" else _read_int(c, "seed count") for c in cells)


render_svg, render_frame, __getattr__ = drawing_of(__name__, "render_svg", "render_frame")


__all__ = [
    "IllegalMove", "Move", "Options", "State", "Turn", "Event", "initial_state",
    "parse_move", "render_svg", "render_frame", "BOARD_CSS", "choose_move", "LEVELS", "LABELS", "SOUTH", "NORTH",
]
