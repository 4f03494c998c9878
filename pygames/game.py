"""The game contract: what every game package offers, and the helpers they share.

Every game is a package ``pygames/<game>/`` split by layer (see ARCHITECTURE.md):

- ``rules.py``: the ``State`` (immutable, hashable) and its rules;
- ``board.py``: the board's geometry (cells, neighbours, names);
- ``text.py``: position strings, move notation, ``to_dict``;
- ``words.py``: every sentence a reader sees, built from a message id and its
  values in one table (:class:`Words`), so that another language is one more table;
- ``clicks.py``: what a click on the board means;
- ``svg.py``: the drawing (``render_svg`` and the board's ``CSS``);
- and where the game has them, ``ai.py`` (the computer player) and ``solver.py``.

The package's ``__init__`` gathers the names of :class:`GameModule`. The
shared layers (``pygames.web``, ``pygames.puzzles``, ``builder``) use only
these names and never name a game.

>>> import pygames
>>> for game in pygames.games():
...     assert isinstance(pygames.get(game), GameModule), game
>>> other("black"), other("south"), other("light")
('white', 'north', 'dark')
>>> plural(1, "seed"), plural(3, "seed"), plural(2, "lap", "laps")
('1 seed', '3 seeds', '2 laps')
>>> in_words(["S1"]), in_words(["S1", "S2"]), in_words(["a", "b", "c"], "or")
('S1', 'S1 and S2', 'a, b or c')
>>> sentence("the game is over")
'The game is over.'
"""

from __future__ import annotations

import contextlib
import contextvars
import re
import sys
from dataclasses import dataclass
from collections.abc import Mapping
from typing import Any, Callable, Iterable, Protocol, runtime_checkable

from . import IllegalMove, french

__all__ = [
    "IllegalMove", "GameModule", "GameState", "Option", "Action", "GoalKind", "Words", "Themes", "INPUTS", "Prepared",
    "other", "plural", "in_words", "sentence", "quote", "shown", "split_steps", "plausible",
]

# -- the contract --------------------------------------------------------------------


@runtime_checkable
class GameState(Protocol):
    """A position, with the unfinished turn if a turn takes several steps.

    ``play`` and ``check`` take a move or its text. ``winner()`` is a side,
    ``"draw"``, or ``None`` while the game goes on; ``end_reason`` says in
    words why the game ended (``None`` while it goes on). ``turn_over()`` is
    whether the last step finished its player's turn (true before any step):
    a turn of several steps (Palanquée's actions, Congeners' move then
    placement, Palago's two tiles) is a sequence of ``play`` calls.
    ``play_report`` returns ``(state after, summary in words, events)``;
    events are JSON-ready dicts for a board that animates a step, ``[]``
    where nothing animates. ``describe()`` is the position in words.
    """

    to_move: str
    end_reason: str | None

    def legal_moves(self) -> list: ...
    def play(self, move: Any) -> GameState: ...
    def check(self, move: Any) -> Any: ...
    def play_report(self, move: Any) -> tuple: ...
    def is_over(self) -> bool: ...
    def winner(self) -> str | None: ...
    def turn_over(self) -> bool: ...
    def describe(self) -> str: ...
    def to_text(self) -> str: ...
    def to_dict(self) -> dict: ...

    @classmethod
    def from_text(cls, text: str) -> GameState: ...

    @classmethod
    def from_dict(cls, d: dict) -> GameState: ...


# How a reader makes a step on a game's board (its ``INPUT``): the browser's board for each, and
# the requests the build prepares answers to (builder/prepared.py), follow it.
INPUTS = {
    "sowing": "a click on a hole plays a whole turn, sown seed by seed",
    "tiles": "a click on a cell shows a tile there; turning it and placing it are steps",
    "stones": "a click selects a stone, another moves it or places one",
    "actions": "the reader picks a kind of action, then clicks its cells",
}


@dataclass(frozen=True)
class Prepared:
    """The answers the build prepares for a rules figure's first move (``PREPARED`` of a game):
    for at most ``budget`` first moves besides the hints, in the diagram ``modes`` that play moves;
    ``hints_of_first_figure``: only the hints of the page's first figure with answers (a game whose
    every drawing is heavy). In a puzzle, every step of its proof's lines is prepared, and the wrong
    steps beside each while they take at most ``puzzle_budget`` answers (``budget`` if not given).

    >>> Prepared(40).modes, Prepared(40).steps_in_puzzles, Prepared(40, puzzle_budget=300).steps_in_puzzles
    (('diagram',), 40, 300)
    """

    budget: int
    modes: tuple = ("diagram",)
    hints_of_first_figure: bool = False
    puzzle_budget: int | None = None

    @property
    def steps_in_puzzles(self) -> int:
        return self.budget if self.puzzle_budget is None else self.puzzle_budget


@runtime_checkable
class GameModule(Protocol):
    """The names every game package offers (``pygames.get(game_id)``).

    The rules: ``GAME`` (the id), ``TITLE`` (the name readers see), ``SIDES``
    (the first player's side first), ``OPTIONS`` (the named rule variants of
    ``initial_state``, each an :class:`Option`), ``initial_state(**options)``,
    ``State``, ``parse_move(text)`` (``str(move)`` gives the text back),
    ``describe_move(move)`` (a move in words).

    The drawing: ``render_svg(state, **marks)`` with the marks every game
    knows: ``hint`` (moves as text, ringed), ``last`` (the move just played),
    ``selected`` (a half-made step), ``label`` (the board's accessible name),
    ``playable`` (cells are buttons), ``standalone`` (the CSS inside),
    ``focus`` (a small picture: a big board may show only the part that
    matters, round the cells it lists or, when it is ``True``, round the
    pieces, with that part's coordinates; a drawing may ignore it); and
    ``BOARD_CSS``. A game whose ``play_report`` returns events also offers
    ``render_frame(event)``.

    The computer: ``LEVELS`` (``()`` for a game with no computer player yet)
    and ``choose_move(state, level, seed=None, budget_ms=None)``.

    The players: ``PLAYERS``, the two players a reader can be, the one who
    acts first first (``SIDES`` in most games), and ``actor(state)``, the index
    in ``PLAYERS`` of the player who acts now.

    The interface: ``ACTIONS`` (the kinds of action a reader chooses before
    clicking, each an :class:`Action`; ``()`` where a click says it all),
    ``click(state, cell, selected=None, action=None)`` (what a click means:
    ``{"move": text}``, or ``{"selected", "message", "marks"?}``),
    ``view_extras(state, marks)`` (fields the browser needs beside the board:
    Congeners' scores, Palanquée's actions), and ``REQUESTS``: the game's
    own browser requests, ``op -> handler(request, web) -> answer``.

    The browser's board: ``INPUT``, how a reader makes a step, one of
    :data:`INPUTS` (the browser picks its board by it, the build prepares its
    answers by it), and ``PREPARED``, the answers the build prepares for a
    rules figure's first move (a :class:`Prepared`).

    The site's blocks: ``DIAGRAM_KEYS`` (the position keys of a diagram
    block), ``DIAGRAM_MODES``, ``SPACED_STEPS`` (steps contain spaces, so
    ``setup``/``hint`` separate them with ``;``), ``state_from_fields(fields)``
    and ``diagram_extras(state, mode)`` (``{"status"?, "panel"?, "marks"?}``).

    Puzzles: ``PUZZLE_GOALS`` (the game's one-turn goals, ``kind ->``
    :class:`GoalKind`; ``win N`` is every game's), ``first_hint(move)`` (the
    first hint: where to look), and ``SOLVER``: ``None``, or an object (a module, a namespace) with
    ``winning_turns(state, n, first_only)``, ``forces(state, mover, k)``,
    ``defence(state, mover, k)`` and ``solution_turn(state, depth)`` that
    replace the exhaustive search of :mod:`pygames.puzzles`; ``PUZZLE_THEMES``
    (the game's theme vocabulary, ``id -> {"name", "words", "idea", "several"?}``: a name,
    one sentence for readers, the idea a first hint gives, and ``True`` for a theme about
    several turns, whose idea leads the hints of such a puzzle), ``puzzle_themes(state,
    goal, line)`` (the themes a puzzle's main line shows: ``line`` is its
    turns, reader, reply, reader, ...) and ``puzzle_effort(state, line)`` (a
    measured count that makes a line harder to see: Pallanguzhi's laps; 0
    where none) and ``puzzle_area(move)`` (a hint that says where to look
    without giving the move away).
    """

    GAME: str
    TITLE: str
    SIDES: tuple
    PLAYERS: tuple
    OPTIONS: dict
    ACTIONS: tuple
    LEVELS: tuple
    BOARD_CSS: str
    INPUT: str
    PREPARED: Prepared
    DIAGRAM_KEYS: tuple
    DIAGRAM_MODES: tuple
    SPACED_STEPS: bool
    PUZZLE_GOALS: dict
    PUZZLE_THEMES: dict
    REQUESTS: dict
    SOLVER: Any
    State: type

    def initial_state(self, **options) -> GameState: ...
    def parse_move(self, text: str) -> Any: ...
    def describe_move(self, move: Any) -> str: ...
    def render_svg(self, state: GameState, **marks) -> str: ...
    def choose_move(self, state: GameState, level: str, seed: int | None = None, budget_ms: int | None = None) -> Any: ...
    def click(self, state: GameState, cell: Any, selected: Any = None, action: str | None = None) -> dict: ...
    def view_extras(self, state: GameState, marks: dict) -> dict: ...
    def state_from_fields(self, fields: dict) -> GameState: ...
    def diagram_extras(self, state: GameState, mode: str) -> dict: ...
    def first_hint(self, move: Any) -> str: ...
    def puzzle_themes(self, state: GameState, goal: Any, line: list) -> list: ...
    def puzzle_effort(self, state: GameState, line: list) -> int: ...
    def puzzle_area(self, move: Any) -> str: ...
    def actor(self, state: GameState) -> int: ...


# The largest value of a whole-number option: nine digits, as every game's position string allows
# (a position carries its options, and no game reads a longer number: Python itself would refuse
# one of thousands of digits, in words no reader should see).
OPTION_MOST = 999_999_999


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> str:
    """A value a reader sent, short: text quoted, anything else as Python writes it."""
    if isinstance(value, str):
        return quote(value)
    try:
        text = repr(value)
    except ValueError:  # a number too long for Python to write
        return CHECKS("that_value")
    return text if len(text) <= 40 else text[:40] + "…"


@dataclass(frozen=True)
class Option:
    """A named rule variant of ``initial_state``: its default, the values a reader may choose, a label.

    An option whose default is a whole number takes whole numbers from ``least``
    to ``most`` (without ``least``: any of at most nine digits); :meth:`check`
    refuses anything else before the game is made. An option with ``choices``
    leaves the check to the game, which names them in its own words. ``label``
    is a text, or a function that says it in the language now (see :func:`said`).

    >>> Option(6, (5, 6, 7), "Board side").to_dict()
    {'default': 6, 'choices': [5, 6, 7], 'label': 'Board side'}
    >>> Option(1000, least=1).check("max_plies", 500), Option(60).check("stall_limit", 0)
    (500, 0)
    >>> Option(1000, least=1).check("max_plies", 10 ** 12)
    Traceback (most recent call last):
    ...
    ValueError: max_plies must be a whole number from 1 to 999999999
    >>> Option(60).check("stall_limit", -10 ** 30)
    Traceback (most recent call last):
    ...
    ValueError: stall_limit must be a whole number of at most 9 digits
    >>> Option(60).check("stall_limit", "60")
    Traceback (most recent call last):
    ...
    ValueError: stall_limit must be a whole number, not '60'
    """

    default: Any
    choices: tuple = ()
    label: str | Callable[[], str] = ""
    least: int | None = None
    most: int = OPTION_MOST

    def to_dict(self) -> dict:
        return {"default": self.default, "choices": list(self.choices), "label": said(self.label)}

    def check(self, name: str, value: Any) -> Any:
        """``value`` if a reader may choose it for this option (named ``name``), else ``ValueError`` in a reader's words."""
        if self.choices or not _whole(self.default):
            return value
        if not _whole(value):
            raise ValueError(CHECKS("whole", name=name, value=_shown(value)))
        least = -self.most if self.least is None else self.least
        if least <= value <= self.most:
            return value
        if self.least is None and self.most == OPTION_MOST:
            raise ValueError(CHECKS("digits", name=name))
        if abs(value) <= OPTION_MOST:
            raise ValueError(CHECKS("range_not", name=name, least=least, most=self.most, value=value))
        raise ValueError(CHECKS("range", name=name, least=least, most=self.most))  # a number too long to show is not shown


@dataclass(frozen=True)
class Action:
    """A kind of action a reader chooses before clicking (Palanquée): its id, its label (text, or a function that
    says it in the language now, as :class:`Option`'s), its key."""

    kind: str
    label: str | Callable[[], str]
    key: str

    def to_dict(self) -> dict:
        return {"kind": self.kind, "label": said(self.label), "key": self.key}


@dataclass(frozen=True)
class GoalKind:
    """A puzzle goal of a game.

    ``measure(n, before, turn, after) -> (met, words)`` judges one turn (the
    text of its steps, and the states around it); ``words(n, side)`` says the
    goal to the reader (``side`` is the mover's name); ``numbered`` says
    whether the goal takes a number (``capture 3``) or not (``lead``).

    A goal that may span several of the reader's turns (``capture 12 in 2``)
    also has ``over(n, side, turns, opponent)``, the words of that goal
    (``turns`` in words: ``"two"``). A goal that counts (captures) has
    ``amount(before, turn, after) -> int`` (what one turn wins towards it:
    the turns' amounts add up) and ``count(n)`` (``"3 seeds"``); a goal
    without ``amount`` spanning K turns is judged after the K-th turn, whatever
    the opponent did in between.
    """

    measure: Callable[[int, Any, str, Any], tuple]
    words: Callable[[int, str], str]
    numbered: bool = True
    over: Callable[[int, str, str, str], str] | None = None
    amount: Callable[[Any, str, Any], int] | None = None
    count: Callable[[int], str] | None = None


# -- defaults a game package may take as its own --------------------------------------


def no_computer(game: str):
    """``choose_move`` for a game with no computer player yet (``LEVELS = ()``)."""

    def choose_move(state, level="medium", seed=None, budget_ms=None):
        raise ValueError(CHECKS("no_computer", game=game))

    return choose_move


def acting_side(sides: tuple):
    """``actor`` of a game whose players are its sides: the index in ``sides`` of the side to move.

    A game where a player is not a side for the whole game (Congeners' pie setup:
    the first player places stones of both colours, the second then takes one)
    names its ``PLAYERS`` and says which of them acts with its own ``actor``.
    """

    def actor(state) -> int:
        return sides.index(state.to_move)

    return actor


def no_extras(state, marks) -> dict:
    """``view_extras`` of a game that needs nothing beside the board."""
    return {}


def plain_diagram(state, mode: str) -> dict:
    """``diagram_extras`` of a game whose figures are the board and its description."""
    return {}


def no_puzzle_effort(state, line) -> int:
    """``puzzle_effort`` of a game whose puzzles are measured by their turns and choices alone."""
    return 0


# -- words ---------------------------------------------------------------------------------


LANGUAGES = ("en", "fr")  # every sentence is written in each; English is the reference
_LANGUAGE: contextvars.ContextVar = contextvars.ContextVar("language", default="en")
NARROW = "\u202f"  # French typography's narrow no-break space: before : ; ? ! and inside « »
# How each language writes a number: the sign between groups of three digits, and the decimal sign
# (English 12000 and 2.5, French 12 000 and 2,5). The scripts' words follow it too (builder/words.py).
NUMBER_SIGNS = {"en": ("", "."), "fr": (NARROW, ",")}


def language() -> str:
    """The language sentences are said in now (see :func:`speaking`): ``"en"`` unless told."""
    return _LANGUAGE.get()


@contextlib.contextmanager
def speaking(lang: str):
    """Say every sentence in ``lang`` (one of ``LANGUAGES``) within the block.

    >>> say = Words({"hello": "Hello, {who}."}, fr={"hello": "Bonjour, {who}."})
    >>> with speaking("fr"):
    ...     say("hello", who="Anna")
    'Bonjour, Anna.'
    >>> say("hello", who="Anna")
    'Hello, Anna.'
    """
    if lang not in LANGUAGES:
        raise ValueError(f"there is no language {quote(lang)} here: {', '.join(LANGUAGES)}")
    token = _LANGUAGE.set(lang)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def number_words(value):
    """A number as the language now writes it (French: ``1 000``, ``2,5``); other values unchanged.

    >>> number_words(12000), number_words(2.5)
    (12000, 2.5)
    >>> with speaking("fr"):
    ...     number_words(12000) == "12" + NARROW + "000", number_words(2.5), number_words(999)
    (True, '2,5', '999')
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    group, point = NUMBER_SIGNS[language()]
    if (group, point) == ("", "."):
        return value
    text = f"{value:,}" if isinstance(value, int) else f"{value:,.10g}"
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


class Words:
    """A game's sentences: one table of message ids and templates per language, filled in one place.

    >>> say = Words({"captured": "{who} captures {seeds}.", "seed": "{n} seed", "seeds": "{n} seeds"},
    ...             fr={"captured": "{who} prend {seeds}.", "seed": "{n} graine", "seeds": "{n} graines"})
    >>> say("captured", who="South", seeds=say.counted("seed", "seeds", 7))
    'South captures 7 seeds.'
    >>> with speaking("fr"):
    ...     say("captured", who="Sud", seeds=say.counted("seed", "seeds", 0))
    'Sud prend 0 graine.'
    >>> say.templates["captured"]
    '{who} captures {seeds}.'
    """

    every: list = []  # every table made, for the check that each language has every message

    def __init__(self, templates: dict[str, str], **languages: dict[str, str]):
        self.tables = {"en": dict(templates), **{lang: dict(table) for lang, table in languages.items()}}
        self.where = sys._getframe(1).f_globals.get("__name__", "?")  # the module that says them
        Words.every.append(self)

    @property
    def templates(self) -> dict:
        """The templates of the language now (English where a language has none)."""
        return self.tables.get(language()) or self.tables["en"]

    def __call__(self, message: str, /, **values) -> str:
        template = self.templates.get(message) or self.tables["en"][message]
        return template.format(**{name: number_words(value) for name, value in values.items()})

    def later(self, message: str, /, **values) -> Callable[[], str]:
        """A function that says ``message`` when called, in the language then (a label made once, read
        in each request's language: see :func:`said`).

        >>> say = Words({"side": "Board side"}, fr={"side": "Côté du plateau"})
        >>> label = say.later("side")
        >>> with speaking("fr"):
        ...     label()
        'Côté du plateau'
        """
        return lambda: self(message, **values)

    def counted(self, one: str, many: str, n: int, /, **values) -> str:
        """The message ``one`` or ``many`` for ``n`` things, as the language now counts (French: 0 and 1
        take the singular), with ``n`` and ``values``."""
        single = abs(n) < 2 if language() == "fr" else n == 1
        return self(one if single else many, n=n, **values)


SHARED = Words(
    {"and": "and", "or": "or", "quoted": "{text}"},
    fr={"and": "et", "or": "ou", "quoted": "«" + NARROW + "{text}" + NARROW + "»"},
)  # the words the helpers below share: a list's last link, a quotation

CHECKS = Words(
    {
        "whole": "{name} must be a whole number, not {value}",
        "digits": "{name} must be a whole number of at most 9 digits",
        "range": "{name} must be a whole number from {least} to {most}",
        "range_not": "{name} must be a whole number from {least} to {most}, not {value}",
        "that_value": "that value",
        "no_computer": "{game} has no computer player yet",
        "long_position": "this position is {n} characters long: no game writes one so long",
        "long_step": "this step is {n} characters long: no game writes one so long",
        "digits_position": "this position holds a number of {n} digits: no game has one",
        "digits_step": "this step holds a number of {n} digits: no game has one",
    },
    fr=french.GAME,
)  # the refusals of the checks below and above (an option's value, a position or a step no game could have written)


class Themes(Mapping):
    """A game's puzzle themes (``PUZZLE_THEMES`` of the contract): ``id -> {"name", "words", "idea",
    "several"?}``, said in the language now from the messages ``<id>_name``, ``<id>_words`` and
    ``<id>_idea`` of the game's table ``say``; ``several``: the themes about several turns (whose idea
    leads the hints of such a puzzle).

    >>> say = Words({"pasu_name": "Pasu", "pasu_words": "Four seeds.", "pasu_idea": "Count to four."},
    ...             fr={"pasu_name": "Pasu", "pasu_words": "Quatre graines.", "pasu_idea": "Comptez jusqu’à quatre."})
    >>> themes = Themes(say, ["pasu"], several=["pasu"])
    >>> list(themes), themes["pasu"]["several"]
    (['pasu'], True)
    >>> with speaking("fr"):
    ...     themes["pasu"]["words"]
    'Quatre graines.'
    """

    def __init__(self, say: Words, ids: Iterable[str], several: Iterable[str] = ()):
        self.say, self.ids, self.several = say, tuple(ids), frozenset(several)

    def __getitem__(self, theme: str) -> dict:
        if theme not in self.ids:
            raise KeyError(theme)
        entry = {part: self.say(f"{theme}_{part}") for part in ("name", "words", "idea")}
        return {**entry, "several": True} if theme in self.several else entry

    def __iter__(self):
        return iter(self.ids)

    def __len__(self) -> int:
        return len(self.ids)


def said(label) -> str:
    """A label in the language now: a text as it is, or what a function that says it returns (a game's ``say`` of
    a message, so that the label follows the page's language).

    >>> said("Board side"), said(lambda: "Board side")
    ('Board side', 'Board side')
    """
    return label() if callable(label) else label


_OTHER = {}
for _a, _b in (("black", "white"), ("south", "north"), ("light", "dark")):
    _OTHER[_a], _OTHER[_b] = _b, _a


def other(side: str) -> str:
    """The other side of a two-player game."""
    return _OTHER[side]


def plural(n: int, word: str, words: str | None = None) -> str:
    """``n`` and the word, in the plural when ``n`` is not 1."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


def in_words(items: Iterable, last: str = "and") -> str:
    """Items as a list in words: ``a, b and c`` (``last``: ``"and"`` or ``"or"``, in the language now).

    >>> with speaking("fr"):
    ...     in_words(["S1", "S2", "S3"]), in_words(["a", "b"], "or")
    ('S1, S2 et S3', 'a ou b')
    """
    items = [str(i) for i in items]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {SHARED(last)} {items[-1]}" if items else ""


def sentence(text: str) -> str:
    """A capital first letter and a full stop."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def quote(text: Any, limit: int = 40) -> str:
    """Part of what a reader typed or sent, short enough to quote in a message.

    >>> quote("S1"), quote("A" * 100)
    ("'S1'", "'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…'")
    >>> with speaking("fr"):
    ...     quote("S1") == "«" + NARROW + "S1" + NARROW + "»"
    True
    """
    text = str(text)
    text = repr(text if len(text) <= limit else text[:limit] + "…")
    return text if language() == "en" else SHARED("quoted", text=text[1:-1])


def shown(value: Any, limit: int | None = None) -> str:
    """A value a reader sent, quoted in a message: a text as :func:`quote` gives it, anything else as
    Python writes it; whole, or cut after ``limit`` characters.

    >>> shown("K7"), shown(("a", 0)), shown("A" * 50, 4)
    ("'K7'", "('a', 0)", "'AAAA…'")
    """
    if isinstance(value, str):
        return quote(value, limit or max(len(value), 1))
    text = repr(value)
    return text if limit is None or len(text) <= limit else text[:limit] + "…"


def split_steps(text: str, spaced: bool) -> list:
    """The steps of a ``setup`` or ``hint`` line: separated by ``;`` when the line has one or the
    game's steps contain spaces, else by spaces.

    >>> split_steps("S1 N2", False), split_steps("grow I9; move J7 I8", True)
    (['S1', 'N2'], ['grow I9', 'move J7 I8'])
    """
    parts = text.split(";") if ";" in text or spaced else text.split()
    return [part.strip() for part in parts if part.strip()]


def whole_number(fields: dict, key: str) -> int:
    """A whole number from a block's field, or a ``ValueError`` naming the field."""
    if not re.fullmatch(r"\d{1,9}", fields[key]):
        raise ValueError(CHECKS("whole", name=key, value=quote(fields[key])))
    return int(fields[key])


LONGEST_POSITION = 20_000  # characters: far more than any game's longest position string
LONGEST_STEP = 200


def plausible(text, what: str, longest: int) -> str:
    """A position or a step (``what``: ``"position"`` or ``"step"``) as text, refused before any game reads it when no game could have written
    it: too long, or with a number of more than nine digits (Python itself would refuse to read one of
    thousands, in words no reader should see).

    >>> plausible("(1,0,2)", "step", 200)
    '(1,0,2)'
    >>> plausible("l.0_" + "9" * 5000, "position", 20000)
    Traceback (most recent call last):
    ...
    ValueError: this position holds a number of 5000 digits: no game has one
    >>> with speaking("fr"):
    ...     plausible("S" * 300, "step", 200)
    Traceback (most recent call last):
    ...
    ValueError: ce coup fait 300 caractères : aucun jeu n’en écrit d’aussi long
    """
    text = str(text)
    if len(text) > longest:
        raise ValueError(CHECKS(f"long_{what}", n=len(text)))
    digits = max((len(run) for run in re.findall(r"\d+", text)), default=0)
    if digits > 9:
        raise ValueError(CHECKS(f"digits_{what}", n=digits))
    return text
