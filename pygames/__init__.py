"""pygames: the rules of four abstract board games, in pure Python.

Every game is a package, ``pygames/<game>/``, that offers the same names
with the same meaning: the game contract, stated in :mod:`pygames.game`.

>>> games()
['palanquee', 'congeners', 'pallanguzhi', 'palago']
>>> get("pallanguzhi").initial_state().to_move
'south'
"""

from importlib import import_module

__version__ = "0.1.0"

_GAMES = ("palanquee", "congeners", "pallanguzhi", "palago")  # the games of this package, in menu order
_ADDED: dict = {}  # game id -> a game package from elsewhere (see add_game)


class IllegalMove(ValueError):
    """A move the rules forbid; the message says which rule, in a player's words."""


def games():
    """The ids of the games this package knows, in menu order (the games added after them)."""
    return [*_GAMES, *_ADDED]


def get(game_id):
    """The module of one game.

    >>> get("chess")
    Traceback (most recent call last):
    ...
    KeyError: "unknown game 'chess'; known games: palanquee, congeners, pallanguzhi, palago"
    """
    if game_id in _ADDED:
        return _ADDED[game_id]
    if game_id not in _GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(games())}")
    return import_module(f"pygames.{game_id}")


def add_game(module) -> None:
    """Make a game package defined outside ``pygames`` known to every shared layer (the web protocol,
    the records, the puzzles, the site's builder), under its ``GAME`` id. The tests add a tiny game
    this way to show that the shared layers need nothing else of a game than its contract.
    """
    if module.GAME in _GAMES:
        raise ValueError(f"{module.GAME!r} is already a game of this package")
    _ADDED[module.GAME] = module


def remove_game(game_id: str) -> None:
    """Forget a game that :func:`add_game` made known."""
    module = _ADDED.pop(game_id, None)
    for state_class in [c for c, m in _STATE_GAMES.items() if m is module]:
        del _STATE_GAMES[state_class]


_STATE_GAMES = {}  # a State class -> its game's package, learnt once per class


def game_of(state):
    """The package of the game a state belongs to (one look-up by the state's class).

    >>> game_of(get("palago").initial_state()).GAME
    'palago'
    >>> game_of("S1")
    Traceback (most recent call last):
    ...
    TypeError: str is not the state of a game of this package
    """
    module = _STATE_GAMES.get(type(state))
    if module is None:
        module = next((get(g) for g in games() if isinstance(state, get(g).State)), None)
        if module is None:
            raise TypeError(f"{type(state).__name__} is not the state of a game of this package")
        _STATE_GAMES[type(state)] = module
    return module
