"""The names and coordinates drawn on the boards are not text (issue 41): a page read as text (a screen
reader with styles off, a text browser, a search index) has no run of them ("-1,0-1,10,-1…"), and they
are still drawn, as a picture the browser can show. JavaScript off: the page as built, read at once."""

import re

import pytest

from conftest import ORIGIN

# One rules page per game, and a run of three or more of its places' names written together.
RUNS = {
    "/congeners/rules.html": r"(?:-?\d+,-?\d+){3,}",
    "/palago/rules.html": r"(?:-?\d+,-?\d+){3,}",
    "/palanquee/rules.html": r"(?:[A-S]1?\d){3,}|[A-S]{5,}|123456789",
    "/pallanguzhi/rules.html": r"(?:[SN][1-7]){3,}|NorthSouth",
}

# Every board's picture of its labels, a figure's or a puzzle's (the score panels' small shapes are no boards): shown (a box on
# the page, not hidden), and an image the browser can decode (its data: address).
PICTURES = """async () => {
  const pictures = [...document.querySelectorAll(':is(figure, .pg-puzzle) svg.pg-svg .pg-labels')];
  const shown = pictures.filter((p) => p.checkVisibility() && p.getBBox().width > 0).length;
  const addresses = new Set(pictures.map((p) => {
    const link = p.getAttribute('xlink:href');
    return link.startsWith('#') ? document.querySelector(link).getAttribute('xlink:href') : link;
  }));
  const decoded = await Promise.all([...addresses].map(async (address) => {
    const image = new Image();
    image.src = address;
    await image.decode();
    return image.naturalWidth > 0;
  }));
  return { boards: document.querySelectorAll(':is(figure, .pg-puzzle) svg.pg-svg:not(.pg-shape)').length, pictures: pictures.length, shown,
           decoded: decoded.every(Boolean) && decoded.length > 0, different: addresses.size };
}"""


@pytest.mark.parametrize("path", RUNS)
def test_the_page_text_holds_no_run_of_place_names_and_the_names_are_drawn(new_context, path):
    page = new_context(java_script_enabled=False).new_page()
    page.goto(ORIGIN + path)
    text = page.evaluate("document.body.innerText")
    figures = page.evaluate("[...document.querySelectorAll('figure')].map((f) => f.textContent).join(' ')")
    defs = page.evaluate("[...document.querySelectorAll('.pg-defs')].map((d) => d.textContent).join(' ')")
    for where in (text, figures, defs):
        assert not re.search(RUNS[path], where), re.search(RUNS[path], where).group(0)
    found = page.evaluate(PICTURES)
    assert found["pictures"] >= found["boards"] >= 8 and found["shown"] == found["pictures"], found
    assert found["decoded"], found


@pytest.mark.parametrize("game", ["palanquee", "congeners", "pallanguzhi", "palago"])
def test_the_boards_of_a_page_share_a_few_pictures_of_their_names(new_context, game):
    """A browser reads each different picture as a document of its own (Congeners' forty puzzles, each with
    the picture of its empty cells, once spent 1.5 s of a phone's load on them): the boards of a puzzles
    page draw their names from a few pictures, each position's mask hiding or showing what it must."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto(f"{ORIGIN}/{game}/puzzles.html")
    found = page.evaluate(PICTURES)
    assert found["boards"] >= 30 and found["shown"] == found["pictures"] and found["decoded"], found
    assert found["different"] <= 3, found
