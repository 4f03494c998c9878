"""The notation the rules pages explain: Palago's labelled tiles, and each page's Notation section.

Every step a Notation section writes in code (`4,-4-4,-3`, `K7: grow I9`, ...) is read by
the game's own ``parse_move`` and written back the same way, so the pages and the move
lists cannot drift apart.
"""

import re
from pathlib import Path

import pytest

import pygames
from builder.diagrams import render_block
from pygames.palago import initial_state, parse_move
from pygames.palago.svg import render_svg

DOCS = Path(__file__).resolve().parent.parent / "docs"
GAMES = ("palago", "congeners", "palanquee", "pallanguzhi")


def three_tiles():
    state = initial_state()
    for tile in ("(0,0,0)", "(1,0,2)", "(2,-1,4)"):
        state = state.play(tile)
    return state


def test_palago_tiles_carry_no_labels_by_default():
    state = three_tiles()
    assert 'class="pg-label"' not in render_svg(state)  # (the coordinates' picture is "pg-labels")
    assert render_svg(state) == render_svg(state, labels=False)


def test_palago_labels_write_each_tile_and_its_light_tip_corner():
    svg = render_svg(three_tiles(), labels=True)
    assert svg.count('class="pg-label"') == 3
    for q, r, l in ((0, 0, 0), (1, 0, 2), (2, -1, 4)):
        tile = re.search(rf'<g class="pg-tile[^"]*" data-cell="{q},{r}".*?<g class="pg-label".*?</g>', svg).group(0)
        assert f">{q},{r},{l}</text>" in tile
        assert '<text class="pg-corner" x="' in tile and tile.endswith(f">{l}</text></g>")
    # the labels are for the eye: the tile's name already says where its tips are
    assert svg.count('<g class="pg-label" aria-hidden="true"') == 3


def test_palago_notation_mode_draws_the_labels_on_a_rules_page_diagram():
    html = render_block("palago", "mode: notation\ntiles: (0,0,0) (1,0,2)", "rules.md", 1, 1)
    assert html.count('class="pg-label"') == 2 and 'data-mode="notation"' in html
    plain = render_block("palago", "tiles: (0,0,0) (1,0,2)", "rules.md", 1, 1)
    assert 'class="pg-label"' not in plain


def section(game: str) -> str:
    text = (DOCS / game / "rules.md").read_text(encoding="utf-8")
    match = re.search(r"^## Notation\n(.*?)^## ", text, re.M | re.S)
    assert match, f"{game}: no Notation section"
    return match.group(1)


@pytest.mark.parametrize("game", GAMES)
def test_each_rules_page_has_a_notation_section_with_a_diagram(game):
    body = section(game)
    assert re.search(rf"^```{game}\nid: notation-", body, re.M), f"{game}: the Notation section has no diagram"


@pytest.mark.parametrize("game", GAMES)
def test_each_play_page_links_to_the_notation(game):
    assert "(rules.md#notation)" in (DOCS / game / "play.md").read_text(encoding="utf-8")


STEPS = {
    "congeners": ["4,-4-4,-3", "0,0x1,-1", "@2,-3", "pass", "black 0,0", "choose white"],
    "palanquee": ["grow I9", "grow-seed I9", "move J7 I9", "trim J7", "recoil K7", "sow O4", "K7: grow I9"],
}


@pytest.mark.parametrize("game", sorted(STEPS))
def test_the_steps_a_notation_table_writes_are_the_games_own(game):
    body = section(game)
    module = pygames.get(game)
    written = re.findall(r"`([^`]+)`", body)
    for step in STEPS[game]:
        assert step in written, f"{game}: {step} is not explained"
        assert str(module.parse_move(step)) == step


def test_palago_and_pallanguzhi_steps_on_their_notation_sections_read_back():
    for text in re.findall(r"\((-?\d+,-?\d+,[024])\)", section("palago")):
        assert str(parse_move(text)) == f"({text})"
    pallanguzhi = pygames.get("pallanguzhi")
    for hole in ("S1", "S3", "S7", "N1", "N7"):
        assert hole in section("pallanguzhi") and str(pallanguzhi.parse_move(hole)) == hole
