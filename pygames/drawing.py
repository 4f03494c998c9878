"""A game's drawing lives in its own module (``pygames.<game>.svg``), loaded on first use.

Reading and playing positions, all a rules page needs at start-up, then costs
no drawing code, and either module may be imported first. A game module says::

    render_svg, __getattr__ = drawing_of("pygames.<game>.svg", "render_svg")

and gets ``render_svg`` plus ``BOARD_CSS`` (the drawing's ``CSS``) as attributes, and the
drawing's ``compact`` and ``definitions`` where it has them.

>>> from importlib import import_module
>>> render, module_getattr = drawing_of("pygames.palago.svg", "render_svg")
>>> module_getattr("BOARD_CSS") == import_module("pygames.palago.svg").CSS
True
"""

from importlib import import_module


# What a drawing may offer besides ``render_svg``: ``compact(html)`` redraws a page's still boards to
# use shapes that ``definitions()`` writes once per page (builder/pages.py).
SHARED_DRAWING = ("compact", "definitions")


def on_first_use(module: str, *names: str):
    """Stand-ins for the functions ``names`` of ``module``, which is imported at the first call.

    A game's package offers its heavy parts this way (the drawing, the computer player): a rules
    page that only reads and plays positions never loads them.

    >>> dumps, = on_first_use("json", "dumps")
    >>> dumps([1]), dumps.__name__
    ('[1]', 'dumps')
    """

    def stand_in(name):
        def call(*args, **kwargs):
            return getattr(import_module(module), name)(*args, **kwargs)

        call.__name__ = call.__qualname__ = name
        call.__doc__ = f"``{name}`` of ``{module}`` (see there), loaded on first use."
        return call

    return tuple(stand_in(name) for name in names)


def drawing_of(game: str, *names: str):
    """Stand-ins for the functions ``names`` of the module ``game`` (a drawing), then a module ``__getattr__``."""

    def module_getattr(attr: str):
        if attr == "BOARD_CSS":
            return import_module(game).CSS
        if attr in SHARED_DRAWING and hasattr(import_module(game), attr):
            return getattr(import_module(game), attr)
        raise AttributeError(f"module {game!r} has no attribute {attr!r}")

    return (*on_first_use(game, *names), module_getattr)
