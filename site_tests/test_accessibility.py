"""axe-core (npm, pinned) on every page of the site, in both palettes, once Python is up and its first board live.

Every WCAG 2.1 A and AA rule must pass, label-content-name-mismatch included:
the words drawn on a board (coordinates, hole names) sit beside the places'
buttons, and what a button shows (a count, a stone's size) is in its name.
"""

from pathlib import Path

from browser import reach
from conftest import ORIGIN, ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PAGES = ["index.html", "about.html", "puzzles.html"] + [
    f"{game}/{page}.html" for game in ("palanquee", "congeners", "pallanguzhi", "palago") for page in ("rules", "play", "puzzles")
]
NOT_YET = []
SCHEME = "document.body.getAttribute('data-md-color-scheme')"  # Material's: default (light) or slate (dark)


def palette(page) -> str:
    """The palette the page shows: "light" or "dark"."""
    return "dark" if page.evaluate(SCHEME) == "slate" else "light"


def switch_palette(page) -> str:
    """Switch to the other palette with the header's toggle, as a reader does; the palette now shown."""
    before = page.evaluate(SCHEME)
    page.locator("form[data-md-component='palette'] label:visible").click()
    page.wait_for_function(f"{SCHEME} !== {before!r}")
    page.wait_for_timeout(100)
    return palette(page)


# The rules whose verdict a palette can change: a page is checked against every rule in the palette it
# opens in, and against these in the other (its structure, names and roles are the same in both).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def axe_problems(page, only=None):
    """axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each (``only``: these rules)."""
    return page.evaluate(
        """([rules, only]) => axe.run(document, only ? {runOnly: {type: 'rule', values: only}} :
             {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
              rules: Object.fromEntries(rules.map(r => [r, {enabled: false}]))})
           .then(r => r.violations.map(v => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`))""",
        [NOT_YET, only],
    )


def test_every_page_passes_axe_in_both_palettes(page):
    """Each page is checked in the palette it opens in, then (its colours) in the other, switched by the
    header's toggle as a reader does (the boards follow the palette without reloading); as the choice is
    kept, the pages open in the light and the dark palette by turns."""
    assert Path(AXE).exists(), "run 'npm ci' (make does it): axe-core is pinned in package.json"
    problems, palettes = [], set()
    for path in PAGES:
        page.goto(f"{ORIGIN}/{path}")
        page.wait_for_function(
            "!document.querySelector('.pg-diagram, .pg-game, .pg-puzzle') ||"
            " (window.pygamesRuntime && (window.pygamesRuntime.lastInteractive || window.pygamesRuntime.state === 'failed'))",
            timeout=90000,
        )
        # A board starts when the reader comes near it: the page's first one is reached and checked live
        # (the others as a reader first sees them, a picture of the position).
        first = page.locator(".pg-diagram, .pg-puzzle").first
        if first.count():
            reach(first)
            page.wait_for_selector(f"#{first.get_attribute('id')}[data-ready]", timeout=30000)
        # Colours are judged as they settle: Material's buttons fade between states (125 ms), and a
        # button chosen just now (a sowing turn's only action) would be caught halfway.
        page.add_style_tag(content="*, *::before, *::after { transition: none !important; animation: none !important; }")
        page.wait_for_timeout(300)
        page.add_script_tag(path=str(AXE))
        opened = palette(page)
        palettes.add(opened)  # the next page opens in the other one (Material keeps the reader's choice)
        problems += [f"{path} ({opened}): {v}" for v in axe_problems(page)]
        other = switch_palette(page)
        problems += [f"{path} ({other}): {v}" for v in axe_problems(page, COLOUR_RULES)]
    assert palettes == {"light", "dark"}
    assert not problems, "\n".join(problems)


def test_a_place_reached_by_the_keys_is_not_hidden_under_the_header(page):
    """A reader scrolls until a board's top row is under the sticky header, then moves the focus up with the
    arrow keys: the focused place is scrolled into sight, below the header, not left under it."""
    page.goto(f"{ORIGIN}/congeners/rules.html")
    figure = page.locator(".pg-diagram").first
    page.wait_for_selector(".pg-diagram[data-ready]", timeout=60000)
    figure.scroll_into_view_if_needed()
    figure.locator("[data-cell][tabindex='0']").focus()  # where Tab enters the board
    # the reader scrolls (the wheel) until the board's top is just under the top of the window
    offset = figure.locator("svg").evaluate("svg => svg.getBoundingClientRect().top")
    page.mouse.wheel(0, offset + 4)
    page.wait_for_function(f"Math.abs(document.querySelector('.pg-diagram svg').getBoundingClientRect().top + 4) < 2")
    focused = lambda: page.evaluate("document.activeElement.getAttribute('aria-label')")  # noqa: E731
    seen = None
    for _ in range(15):  # up to the top row
        page.keyboard.press("ArrowUp")
        if focused() == seen:
            break
        seen = focused()
    place, header = page.evaluate(
        "[document.activeElement.getBoundingClientRect().top, document.querySelector('.md-header').getBoundingClientRect().bottom]"
    )
    assert seen.startswith("(0,-5)") and place >= header, (seen, place, header)


def test_a_board_never_offers_a_nameless_place_while_it_starts(page):
    """Palanquée's far boards are drawn small until they start (a still picture that names no place); a
    board starting must not make the picture's places buttons before its live drawing, with the names,
    replaces it (axe-core once caught that moment). Every board of the page is started by scrolling."""
    page.add_init_script(
        """window.__nameless = [];
        new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target;
            if (el.getAttribute && el.getAttribute('role') === 'button' && !el.getAttribute('aria-label') && el.closest('svg'))
              window.__nameless.push(el.getAttribute('data-cell') || el.tagName);
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['role'] });"""
    )
    page.goto(f"{ORIGIN}/palanquee/rules.html")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.state === 'ready'", timeout=90000)
    figures = page.locator(".pg-diagram")
    assert figures.count() > 10 and page.locator("svg.pg-picture").count() > 5  # far boards still pictures
    for i in range(figures.count()):
        figures.nth(i).scroll_into_view_if_needed()
        page.wait_for_selector(f".pg-diagram >> nth={i} >> svg[role='group']:not(.pg-picture)", timeout=30000)
    assert page.locator("svg.pg-picture").count() == 0
    assert page.evaluate("window.__nameless") == []
