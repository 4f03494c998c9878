"""Palanquée's still boards drawn small (issue 11, light pages): the rules page stays under 750 KB of
HTML (600 KB of boards and text, and the prepared answers of its first hinted board's first move:
190 KB raw, 32 KB sent with gzip), and a small board shows what the live board shows (the same cells, pieces and marks), its empty cells
one shared grid and one shared picture of the names."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import markdown
import pytest
from mkdocs.config import load_config

from builder import diagrams, pages
from pygames.palanquee import initial_state, state_from_fields
from pygames.palanquee.board import NAMES
from pygames.palanquee.svg import CSS, compact, definitions, render_svg

ROOT = Path(__file__).resolve().parent.parent
NS = "{http://www.w3.org/2000/svg}"
FRAME = 60_000  # Material's frame round a page's article (nav, header, table of contents): 38 KB when measured


def article(page: str) -> str:
    """A page's article as the build writes it: its Markdown, with the project's extensions, and its boards."""
    config = load_config(str(ROOT / "mkdocs.yml"))
    md = markdown.Markdown(extensions=config["markdown_extensions"], extension_configs=config["mdx_configs"])
    body, figures = pages.replace_blocks((ROOT / "docs" / page).read_text(), f"docs/{page}")
    return diagrams.restore_figures(md.convert(body), figures)


@pytest.fixture(scope="module")
def rules_page():
    return article("palanquee/rules.md")


def test_the_rules_page_weighs_at_most_750_kb(rules_page):
    weight = len(rules_page.encode()) + FRAME
    assert rules_page.count('class="pg-svg pg-palanquee') >= 20  # every board is still there
    assert weight <= 750_000, weight


@pytest.mark.parametrize("page", ["palanquee/rules.md", "palanquee/puzzles.md", "palanquee/play.md", "index.md"])
def test_each_page_holds_the_definitions_once_before_its_first_board(page, rules_page):
    html = rules_page if page == "palanquee/rules.md" else article(page)
    assert html.count('class="pg-defs"') == 1
    first_board = html.index('class="pg-svg pg-palanquee')
    assert html.index('class="pg-defs"') < first_board
    defined = set(re.findall(r'\sid="([^"]+)"', html))
    used = set(re.findall(r'xlink:href="#([^"]+)"', html))
    assert used and used <= defined  # every board draws from what the page defines
    for board in re.findall(r'<svg [^>]*class="pg-svg pg-palanquee[^"]*".*?</svg>', html, re.S):
        assert "data-neighbours" not in board and "<polygon" not in board and 'xlink:href="#pq-grid"' in board
        assert board.count("data-cell=") < len(NAMES) / 2  # the empty cells are the shared grid's


def test_the_definitions_sit_outside_every_board_and_figure(rules_page):
    head, _, rest = rules_page.partition(' class="pg-defs"')
    assert rest.startswith(' width="0" height="0" aria-hidden="true"><defs>')
    assert head.count("<figure") == head.count("</figure>")  # not inside a figure (a live board replaces its picture)


def test_a_board_alone_on_a_page_gets_its_definitions():
    text, figures = pages.replace_blocks("Intro\n\n```palanquee\nblack_seeds: K7\n```\n", "docs/one.md")
    (figure,) = figures.values()
    assert figure.startswith(definitions()) and figure.count('class="pg-defs"') == 1
    # a page of two boards: the definitions come once, with the first
    text, figures = pages.replace_blocks("```palanquee\nblack_seeds: K7\n```\n\n```palanquee\n```\n", "docs/two.md")
    first, second = figures.values()
    assert first.startswith(definitions()) and 'class="pg-defs"' not in second and 'xlink:href="#pq-grid"' in second
    # other games' boards are left as they are
    _, figures = pages.replace_blocks("```pallanguzhi\n```\n", "docs/three.md")
    assert 'class="pg-defs"' not in next(iter(figures.values()))


def cells(svg: str) -> dict:
    """Each cell of a drawing: its classes and what is drawn in it (pieces, rings, marks), as the page shows it."""
    root = ET.fromstring(svg)
    out = {}
    for element in root.iter():
        name = element.get("data-cell")
        if name is None:
            continue
        drawn = tuple(
            (child.tag.removeprefix(NS), child.get("class"), child.get("cx"), child.get("cy"), child.get("r"), child.get("d"), child.text)
            for child in element
            if child.get("class") != "pg-cell-hex"
        )
        out[name] = (element.get("class"), drawn)
    return out


STATES = [
    (initial_state(), {}),
    (initial_state().play("sow K7").play("sow K12"), {"hint": "grow K8", "last": "sow K12", "selected": "K7"}),
    (
        state_from_fields({"black_seeds": "J7 B1", "black_grains": "J8 J9 B17", "white_seeds": "J11", "white_grains": "J10 K9"}),
        {"hint": ["grow I10"], "last": "move J8 I9", "targets": ["I10", "K10", "J8"], "selected": "J9"},
    ),
]


@pytest.mark.parametrize("state, marks", STATES)
def test_a_small_board_shows_the_pieces_and_marks_of_the_live_board(state, marks):
    live = render_svg(state, label="A board", **marks)
    small = compact(live)
    drawn, whole = cells(small), cells(live)
    # every cell with a piece or a mark is drawn as on the live board; the others are plain empty cells
    # (their hex from the shared grid, their name from the shared picture of the names), of which one
    # keeps its group when no other cell does (zoom.js)
    assert drawn == {name: whole[name] for name in drawn}
    plain = ("pg-cell pg-empty", ())
    assert all((c, ds) == plain for name, (c, ds) in whole.items() if name not in drawn)
    assert sum((c, ds) == plain for c, ds in drawn.values()) == all((c, ds) == plain for c, ds in whole.values())
    assert all(name in drawn for name, (c, ds) in whole.items() if (c, ds) != plain)
    # the empty cells first, under the names (so that theirs show), then the cells with a piece, over them
    # (so that their hexes hide theirs), each in the board's order
    empty = [n for n in NAMES if n in drawn and drawn[n][0].startswith("pg-cell pg-empty")]
    assert list(drawn) == empty + [n for n in NAMES if n in drawn and n not in empty]
    labels = small.index('xlink:href="#pq-labels"')
    assert all(small.index(f'data-cell="{n}"') < labels for n in empty)
    assert all(small.index(f'data-cell="{n}"') > labels for n in drawn if n not in empty)
    assert 'class="pg-svg pg-palanquee pg-picture"' in small and small.index("#pq-grid") < small.index("data-cell=")
    xlink = ' xmlns:xlink="http://www.w3.org/1999/xlink"'  # its <use> links are xlink:href (Material rewrites [href])
    assert small.split("<title>")[0].replace(xlink, "").replace(" pg-picture", "") == live.split("<title>")[0]  # the same frame and text alternative
    assert re.search(r"<title>A board</title>", small)
    assert len(small) < len(live) / 5
    # the cells of a small board have no words of their own: the picture has one (role="img")
    assert small.count("aria-label") == 1 and 'role="img"' in small


def test_a_small_board_tells_the_zoom_the_size_of_its_cells_and_words():
    """A phone's zoom measures the board's places ([data-cell]) and reads the size of its smallest words
    from its <text> elements and from its pictures of words ([data-words]) (zoom.js)."""
    small = compact(render_svg(initial_state()))
    assert re.findall(r'data-cell="([A-S][0-9]+)"', small) == ["S1"]  # an empty board keeps one empty cell
    marked = compact(render_svg(initial_state(), hint="sow K7"))
    assert re.findall(r'data-cell="([A-S][0-9]+)"', marked) == ["K7"]
    for board in (small, marked, render_svg(initial_state())):
        assert re.findall(r'class="pg-labels"[^>]*? data-words="([\d.]+)"', board) == ["5.5"] and "<text" not in board


def test_compact_leaves_anything_else_alone():
    other = '<figure><svg xmlns="http://www.w3.org/2000/svg" class="pg-svg pg-palanquee"><title>x</title></svg></figure>'
    assert compact(other) == other
    assert compact("<p>text</p>") == "<p>text</p>"


def test_the_stylesheet_draws_the_shared_parts_inside_their_use():
    """A <use> is drawn in its own shadow tree, which a page's rule reaches only by selectors inside it."""
    for part in ("pg-cell-hex", "pg-seam", "pg-red-line"):
        assert f".pg-pq .{part}" in CSS, part
    defs = definitions()
    groups = re.findall(r'<g id="([^"]+)" class="([^"]+)">', defs)
    assert [g for g, _ in groups] == ["pq-lines", "pq-grid"] and all(cls == "pg-pq" for _, cls in groups)
    # the names and coordinates are a picture, made light in the dark palette through the board's <use>
    assert defs.count('<image id="pq-labels"') == 1 and '[data-md-color-scheme="slate"] .pg-palanquee .pg-labels{' in CSS
