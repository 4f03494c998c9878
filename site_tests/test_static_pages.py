"""Pages without the runtime: JavaScript off, and opened from a file."""

import pytest

from conftest import ORIGIN, SITE

# Each rules page, and how the text alternative of its boards begins.
PAGES = {
    "/pallanguzhi/rules.html": "Pallanguzhi board. North's row, from N7 to N1: N7, ",
    "/palago/rules.html": "Palago table",
}


@pytest.mark.parametrize("path", PAGES)
def test_without_javascript_every_diagram_is_an_svg_with_a_text_alternative(new_context, path):
    page = new_context(java_script_enabled=False).new_page()
    page.goto(ORIGIN + path)
    figures = page.locator("figure.pg-diagram")
    assert figures.count() >= 8
    for i in range(figures.count()):
        svg = figures.nth(i).locator("svg.pg-svg")
        assert svg.is_visible()
        assert svg.get_attribute("role") == "img"
        assert svg.get_attribute("aria-label").startswith(PAGES[path])
    assert page.locator(".pg-toolbar").count() == 0  # nothing pretends to be playable


def test_from_a_file_the_page_reads_and_says_how_to_serve_it(new_context):
    page = new_context().new_page()
    page.goto((SITE / "pallanguzhi" / "rules.html").as_uri())
    figures = page.locator("figure.pg-diagram")
    assert figures.count() >= 8
    assert figures.first.locator("svg").is_visible()
    notice = page.locator(".pg-file-notice")
    notice.wait_for()
    text = notice.inner_text()
    assert "opened from a file" in text and "python3 -m http.server" in text
    assert page.locator(".pg-notice").count() == 1  # said once, above the first board
    page.locator("#opening").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.locator("#opening [data-hole][role=button]").first.wait_for()
    assert page.locator("#opening [data-hole][role=button]").count() == 14  # its prepared first moves play


@pytest.mark.parametrize("path", ["palago/play.html", "palanquee/play.html", "congeners/play.html"])
def test_from_a_file_play_pages_say_they_are_pictures(new_context, path):  # (a puzzle's first step plays: test_prepared.py)
    page = new_context().new_page()
    page.goto((SITE / path).as_uri())
    notice = page.locator(".pg-file-notice")
    notice.wait_for()
    assert "still pictures" in notice.inner_text() and "python3 -m http.server" in notice.inner_text()
    board = page.locator(".pg-game, .pg-puzzle").first
    assert "pg-still" in board.get_attribute("class")
    cell = board.locator("[data-cell]").first
    assert cell.evaluate("el => getComputedStyle(el).cursor") == "default"
    assert board.locator(".pg-dot").evaluate_all("dots => dots.every(d => getComputedStyle(d).display === 'none')")  # no mark invites a move


def test_from_a_file_the_puzzle_overview_lists_the_puzzles(new_context):
    page = new_context().new_page()
    page.goto((SITE / "puzzles.html").as_uri())
    cards = page.locator(".pg-puzzle-index .pg-card")
    assert cards.count() >= 160
    image = cards.first.locator("img.pg-card-board")
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())  # the board, drawn
    first = cards.first.locator("a")
    assert first.get_attribute("href").startswith("palanquee/puzzles.html#")
    first.click()
    page.wait_for_url("**/palanquee/puzzles.html#*")


def test_the_home_page_shows_each_game_s_board_linking_to_its_rules(page):
    page.goto(ORIGIN + "/index.html")
    pictures = page.locator("figure.pg-picture")
    assert pictures.count() == 4
    for game in ("palanquee", "congeners", "pallanguzhi", "palago"):
        link = page.locator(f"figure.pg-picture[data-game={game}] a")
        assert link.get_attribute("href").endswith(f"/{game}/rules.html") or link.get_attribute("href") == f"{game}/rules.html"
        assert link.locator("svg").get_attribute("aria-label")  # the board's text alternative
    page.wait_for_timeout(300)
    assert page.evaluate("window.pygamesRuntime ? window.pygamesRuntime.boots : 0") == 0  # pictures need no Python
    page.locator("figure.pg-picture[data-game=palago] a").click()
    page.wait_for_url("**/palago/rules.html")
