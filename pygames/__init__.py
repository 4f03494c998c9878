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


def game_of(state):
    """The package of the game a state belongs to.

    >>> game_of(get("palago").initial_state()).GAME
    'palago'
    """
    for game_id in _GAMES:
        module = get(game_id)
        if isinstance(state, module.State):
            return module
    raise TypeError(f"{type(state).__name__} is not the state of a game of this package")
