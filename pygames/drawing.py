"""A game's drawing lives in its own module (``pygames.<game>.svg``), loaded on first use.

Reading and playing positions, all a rules page needs at start-up, then costs
no drawing code, and either module may be imported first. A game module says::

    render_svg, __getattr__ = drawing_of("pygames.<game>.svg", "render_svg")

and gets ``render_svg`` plus ``BOARD_CSS`` (the drawing's ``CSS``) as attributes.

>>> from importlib import import_module
>>> render, module_getattr = drawing_of("pygames.palago.svg", "render_svg")
>>> module_getattr("BOARD_CSS") == import_module("pygames.palago.svg").CSS
True
"""

from importlib import import_module


def drawing_of(game: str, *names: str):
    """Stand-ins for the functions ``names`` of the module ``game`` (a drawing), then a module ``__getattr__``."""

    def load():
        return import_module(game)

    def stand_in(name):
        def call(*args, **kwargs):
            return getattr(load(), name)(*args, **kwargs)

        call.__name__ = call.__qualname__ = name
        call.__doc__ = f"``{name}`` of ``{game}`` (see there for the marks), loaded on first use."
        return call

    def module_getattr(attr: str):
        if attr == "BOARD_CSS":
            return load().CSS
        raise AttributeError(f"module {game!r} has no attribute {attr!r}")

    return (*[stand_in(name) for name in names], module_getattr)
