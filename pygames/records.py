"""Game records: a whole game as plain text, to keep in a file, paste or send by link.

A record is a ``Game:`` line naming the game, an optional ``Start:`` line with
a position string (the game's usual start when absent), optional header lines
``Name: value`` (players, date, result…), then a ``Moves:`` line followed by
one step per line in the game's notation. Blank lines are ignored.

>>> text = '''Game: pallanguzhi
... Date: 2026-12-01
... Moves:
... S1
... N3'''
>>> record = Record.from_text(text)
>>> record.game, record.start, record.headers, record.moves
('pallanguzhi', None, (('Date', '2026-12-01'),), ('S1', 'N3'))
>>> record.replay()[-1].to_text() == get("pallanguzhi").initial_state().play("S1").play("N3").to_text()
True
>>> print(Record("palago", None, (("Result", "Light wins"),), ("(0,0,0)", "(1,0,1)")).to_text())
Game: palago
Result: Light wins
Moves:
(0,0,0)
(1,0,1)
<BLANKLINE>
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import get, games
from .game import LONGEST_POSITION, LONGEST_STEP, plausible, quote
from .words import say

LONGEST_RECORD = 200_000  # characters: a long Palanquée game is some 20,000
MOST_STEPS = 10_000
MOST_HEADERS = 20
LONGEST_VALUE = 200
HEADER = re.compile(r"([A-Za-z][A-Za-z0-9 _-]{0,29}):[ \t]*(.*)")
RESERVED = {"game", "start", "moves"}


def game_named(name: str) -> str:
    """The id of the game a record's ``Game:`` line names, by id or by title.

    >>> game_named("Palanquée"), game_named("palanquee"), game_named(" PALAGO ")
    ('palanquee', 'palanquee', 'palago')
    """
    wanted = name.strip().casefold()
    for game_id in games():
        if wanted in (game_id, get(game_id).TITLE.casefold()):
            return game_id
    raise ValueError(say("record_game_unknown", name=quote(name.strip())))


@dataclass(frozen=True)
class Record:
    """A game: which one, its start (``None``: the usual start), header lines and steps."""

    game: str
    start: str | None
    headers: tuple[tuple[str, str], ...]
    moves: tuple[str, ...]

    def to_text(self) -> str:
        lines = [f"Game: {self.game}"]
        if self.start is not None:
            lines.append(f"Start: {self.start}")
        lines += [f"{name}: {value}" for name, value in self.headers]
        return "\n".join(lines + ["Moves:", *self.moves]) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Read a record's lines (not yet its moves: :meth:`replay` checks them).

        >>> Record.from_text("Moves:\\nS1")
        Traceback (most recent call last):
        ...
        ValueError: line 1 should say which game this is ("Game: …"), not 'Moves:'
        >>> Record.from_text("Game: chess\\nMoves:")
        Traceback (most recent call last):
        ...
        ValueError: line 1: 'chess' is not one of the games of this site
        """
        if not isinstance(text, str):
            raise ValueError(say("record_text"))
        if len(text) > LONGEST_RECORD:
            raise ValueError(say("record_long", n=len(text)))
        numbered = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if not numbered:
            raise ValueError(say("record_empty"))
        n, first = numbered[0]
        match = HEADER.fullmatch(first)
        if not match or match[1].casefold() != "game":
            raise ValueError(say("record_game_line", n=n, line=quote(first)))
        try:
            game = game_named(match[2])
        except ValueError as e:
            raise ValueError(say("record_line", n=n, error=e)) from None
        start, headers, moves = None, [], None
        for n, line in numbered[1:]:
            if moves is not None:
                moves.append(line)
                continue
            match = HEADER.fullmatch(line)
            if not match:
                raise ValueError(say("record_header_line", n=n, line=quote(line)))
            name, value = match[1].strip(), match[2].strip()
            key = name.casefold()
            if key == "moves":
                if value:
                    raise ValueError(say("record_moves_after", n=n))
                moves = []
            elif key == "start":
                if start is not None:
                    raise ValueError(say("record_one_start", n=n))
                start = value
            elif key == "game":
                raise ValueError(say("record_one_game", n=n))
            else:
                if len(value) > LONGEST_VALUE:
                    raise ValueError(say("record_value_long", n=n, name=quote(name), most=LONGEST_VALUE))
                headers.append((name, value))
        if moves is None:
            raise ValueError(say("record_no_moves"))
        if len(headers) > MOST_HEADERS:
            raise ValueError(say("record_headers", n=len(headers), most=MOST_HEADERS))
        if len(moves) > MOST_STEPS:
            raise ValueError(say("record_steps", n=len(moves)))
        return cls(game, start, tuple(headers), tuple(moves))

    @property
    def first_move_line(self) -> int:
        """The line number of the first move, in the record's own :meth:`to_text`."""
        return 3 + (self.start is not None) + len(self.headers)

    def replay(self) -> list:
        """Every state of the game, from its start to after its last step; a ``ValueError`` says
        which move (by number and text) is not legal, and why.

        >>> Record("pallanguzhi", None, (), ("S1", "S2")).replay()
        Traceback (most recent call last):
        ...
        ValueError: move 2 ('S2') is not legal: S2 is South's hole: North sows from its own row, N1 to N7
        """
        module = get(self.game)
        if self.start is None:
            state = module.initial_state()
        else:
            try:
                state = module.State.from_text(plausible(self.start, "position", LONGEST_POSITION))
            except ValueError as e:
                raise ValueError(say("record_start", error=e)) from None
        states = [state]
        for number, text in enumerate(self.moves, 1):
            try:
                state = state.play(plausible(text, "step", LONGEST_STEP))
            except ValueError as e:
                raise ValueError(say("record_move_illegal", number=number, step=quote(text), error=e)) from None
            states.append(state)
        return states


def header_value(value) -> str:
    """A header value as one line of at most ``LONGEST_VALUE`` characters.

    >>> header_value("Ann\\nand Bob ")
    'Ann and Bob'
    """
    return " ".join(str(value).split())[:LONGEST_VALUE]
