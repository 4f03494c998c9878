"""The boards' stylesheets share one file (boards.css, written by the build): each styles its own drawings only.

An unscoped rule of one game reaches the others' boards: Palago's ``.pg-cell-hex`` once dashed and faded the grid
of every Palanquée board.
"""

import re

import pytest

import pygames

# The classes a game's drawings start from: its board's <svg> class, and the parts it draws outside the board.
OWN_ROOTS = {
    "palanquee": ('.pg-palanquee', '.pg-pq', '.pg-defs', '[data-md-color-scheme="slate"] .pg-palanquee'),
    "congeners": ('.pg-congeners', '.pg-scores', '.pg-shape', '.pg-shapes'),
    "pallanguzhi": ('.pg-pallanguzhi', '[data-md-color-scheme="slate"] .pg-pallanguzhi',
                    '.pg-board svg.pg-pallanguzhi', '.pg-board:has(> svg.pg-pallanguzhi)'),  # (the last two: a phone's layout)
    "palago": ('.pg-palago', '[data-md-color-scheme="slate"] .pg-palago'),
}


def selectors(css):
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    for rule in re.finditer(r"([^{}]+)\{[^{}]*\}", css):
        for selector in rule.group(1).split(","):
            yield selector.strip()


@pytest.mark.parametrize("game", sorted(OWN_ROOTS))
def test_a_board_stylesheet_styles_only_its_own_drawings(game):
    assert set(pygames.games()) == set(OWN_ROOTS)
    roots = OWN_ROOTS[game]
    stray = [s for s in selectors(pygames.get(game).BOARD_CSS) if not re.match("|".join(map(re.escape, roots)) + r"(?![\w-])", s)]
    assert not stray, stray
