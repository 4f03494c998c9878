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

_GAMES = ("palanquee", "congeners", "pallanguzhi", "palago")


class IllegalMove(ValueError):
    """A move the rules forbid; the message says which rule, in a player's words."""


def games():
    """The ids of the games this package knows, in menu order."""
    return list(_GAMES)


def get(game_id):
    """The module of one game.

    >>> get("chess")
    Traceback (most recent call last):
    ...
    KeyError: "unknown game 'chess'; known games: palanquee, congeners, pallanguzhi, palago"
    """
    if game_id not in _GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_GAMES)}")
    return import_module(f"pygames.{game_id}")


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
        module = next((get(g) for g in _GAMES if isinstance(state, get(g).State)), None)
        if module is None:
            raise TypeError(f"{type(state).__name__} is not the state of a game of this package")
        _STATE_GAMES[type(state)] = module
    return module
