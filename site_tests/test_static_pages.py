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
    notice = figures.first.locator(".pg-notice")
    notice.wait_for()
    text = notice.inner_text()
    assert "opened from a file" in text and "python3 -m http.server" in text
    assert page.locator(".pg-notice").count() == figures.count()
    assert page.locator("[data-hole][role=button]").count() == 0
