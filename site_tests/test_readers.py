"""Where readers meet the site: another host under a path prefix, and the first seconds before Python is up."""

import re

import pytest
from playwright.sync_api import expect

from conftest import ORIGIN, SITE
from helpers import board_text, hole, wait_kept_offline, wait_ready


def test_on_another_host_under_a_path_prefix_pages_change_without_a_reload(new_context, other_host):
    page = new_context().new_page()
    page.goto(other_host + "pallanguzhi/rules.html")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.state === 'ready'", timeout=60000)
    page.evaluate("window.__stillTheSamePage = true")
    boot = page.evaluate("window.pygamesRuntime.bootId")
    for section, link, path in (("Palago", "Rules", "palago/rules.html"), ("Palago", "Play", "palago/play.html"), ("Congeners", "Rules", "congeners/rules.html")):
        page.locator(f".md-nav__item:has(> label:has-text('{section}')) a:has-text('{link}')").first.click()
        page.wait_for_url(other_host + path)
        page.wait_for_selector(".pg-live")
        assert page.evaluate("window.__stillTheSamePage === true"), f"{path} reloaded the page"
        assert page.evaluate("[window.pygamesRuntime.boots, window.pygamesRuntime.bootId]") == [1, boot]


def test_no_page_of_a_default_build_names_a_host_as_its_address():
    import re

    for path in SITE.rglob("*.html"):
        head = path.read_text().split("</head>")[0]
        assert 'rel="canonical"' not in head, path
        assert not re.search(r'<(link|meta)[^>]*127\.0\.0\.1', head), path
    assert "127.0.0.1" not in (SITE / "sitemap.xml").read_text()


def test_a_click_before_python_is_ready_is_played_once_it_is(new_context):
    context = new_context()
    page = context.new_page()
    # Hold back the runtime's manifest for a moment, so the click surely comes first.
    released = []
    context.route("**/assets/pygames/runtime.json", lambda route: released.append(route))
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    hole(page, "#opening", "S2").click()  # S1 has a prepared answer (test_prepared.py): S2 waits for Python
    # The board says so once it has looked S2 up among the prepared answers (their table may still be loading).
    expect(page.locator("#opening .pg-status")).to_have_text("S2 will be played as soon as the board is ready.", timeout=2000)
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    page.wait_for_function("() => document.querySelector('#opening .pg-pending')")
    for route in released:
        route.continue_()
    page.wait_for_function(
        "() => document.querySelector('#opening [data-hole=S2]').getAttribute('aria-label') === 'S2, 2 seeds'"
        " && !document.querySelector('#opening .pg-board').hasAttribute('aria-busy')",
        timeout=60000,
    )
    assert board_text(page, "#opening") == "7 2 8 8 8 0 0 | 1 7 7 7 7 0 1"  # S2 was sown, once
    assert page.locator("#opening .pg-pending").count() == 0


def test_a_board_far_down_the_page_starts_when_the_reader_reaches_it_and_keeps_a_first_click(new_context):
    """With Python up, the boards in view go live; a far one starts only when the reader comes near
    it. A click on it while it starts is played."""
    page = new_context().new_page()
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.lastInteractive !== null", timeout=60000)
    first, last = [page.locator(".pg-diagram").nth(i).get_attribute("id") for i in (0, -1)]
    page.wait_for_selector(f"#{first}[data-ready]")
    page.wait_for_timeout(500)
    assert page.locator(f"#{last}[data-ready]").count() == 0
    before = board_text(page, f"#{last}")
    # The reader scrolls down and clicks a hole at once, before the board has started.
    chosen = page.evaluate(
        """id => {
          const figure = document.getElementById(id);
          figure.scrollIntoView({ block: "center" });
          const place = figure.querySelector("[data-hole].pg-legal");
          place.dispatchEvent(new MouseEvent("click", { bubbles: true }));
          return place.dataset.hole;
        }""",
        last,
    )
    page.wait_for_selector(f"#{last}[data-ready]", timeout=10000)
    for _ in range(50):  # the sowing is shown step by step
        if board_text(page, f"#{last}") != before:
            break
        page.wait_for_timeout(200)
    assert board_text(page, f"#{last}") != before, f"{chosen} was not played"


def test_after_one_visit_the_site_works_with_the_network_off(browser):
    context = browser.new_context()  # not guarded by a route: requests the service worker answers never reach one
    try:
        page = context.new_page()
        page.goto(ORIGIN + "/pallanguzhi/rules.html")
        page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.state === 'ready'", timeout=60000)
        assert wait_kept_offline(page), "the service worker did not become active"  # every file of the site stored
        kept_files = "caches.keys().then(async ks => (await (await caches.open(ks.find(k => k.startsWith('pygames-')))).keys()).length)"
        assert page.evaluate(kept_files) > 80
        context.set_offline(True)
        for path in ("/pallanguzhi/rules.html", "/fr/pallanguzhi/rules.html", "/palago/play.html"):  # either edition
            page.goto(ORIGIN + path)
            page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.state === 'ready'", timeout=60000)
        page.wait_for_selector("#game[data-ready]", timeout=60000)
        page.locator("#game .pg-opponent").select_option("friend")
        page.locator("#game .pg-new").click()
        page.locator("#game [data-cell].pg-legal").first.click()
        page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Preview')")
    finally:
        context.close()


def test_files_the_network_drops_while_the_site_is_kept_offline_are_asked_for_again(browser):
    """A phone's connection drops a file now and then. The service worker asks for a dropped file again
    (three tries), and an install that fails anyway is started again while the reader stays on the page:
    here one file is dropped four times in a row, and the site is still kept whole."""
    context = browser.new_context()
    dropped = []

    def drop_four_times(route):
        if route.request.service_worker and len(dropped) < 4:
            dropped.append(route.request.url)
            route.abort("connectionreset")
        else:
            route.continue_()

    try:
        context.route("**/fr/about.html", drop_four_times)  # a page this reader never opens
        page = context.new_page()
        page.goto(ORIGIN + "/pallanguzhi/rules.html")
        wait_ready(page)
        active = wait_kept_offline(page)
        assert len(dropped) == 4, dropped  # the first install failed; the second tried twice
        assert active, "the service worker did not become active"
        assert page.evaluate(
            "caches.keys().then(async ks => Boolean(await (await caches.open(ks.find(k => k.startsWith('pygames-'))))"
            ".match(new URL('fr/about.html', location.origin + '/'))))"
        )
    finally:
        context.close()


def test_the_search_index_waits_until_python_is_up_or_the_reader_searches(new_context):
    """Indexing the site for search at load took processor time from Python's start: the index is
    fetched once Python is up, or at once when the reader turns to the search box."""
    def watched():
        context = new_context()
        page = context.new_page()
        asked = []
        page.on("request", lambda request: request.url.endswith("/search/search_index.json") and asked.append(request.url))
        return context, page, asked

    context, page, asked = watched()
    held = []
    context.route("**/assets/pygames/runtime.json", lambda route: held.append(route))  # Python cannot start yet
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    page.wait_for_load_state("load")
    page.wait_for_timeout(1000)
    assert not asked
    page.locator(".md-search__input").click()
    page.keyboard.type("pasu")
    expect(page.locator(".md-search-result__item").first).to_be_visible(timeout=20000)
    assert len(asked) == 1
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    for route in held:
        route.continue_()

    context, page, asked = watched()
    page.goto(ORIGIN + "/palago/rules.html")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.state === 'ready'", timeout=60000)
    page.wait_for_function("() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/search/search_index.json'))", timeout=10000)
    assert len(asked) == 1


def test_the_search_shows_words_not_the_labels_drawn_on_boards(page):
    """A board's drawn names (holes S1, S2, ...) once filled the search results with "1S11S21S3...";
    the drawings are left out of the index, the prose around them is found."""
    page.goto(ORIGIN + "/pallanguzhi/puzzles.html")
    page.locator(".md-search__input").click()
    page.keyboard.type("seeds")
    results = page.locator(".md-search-result__item")
    expect(results.first).to_be_visible(timeout=20000)
    page.wait_for_timeout(300)  # the results are drawn in batches
    texts = results.all_inner_texts()
    assert any("seeds" in text.lower() for text in texts)
    drawn = [text for text in texts if re.search(r"\dS\d\dS\d|\dN\d\dN\d", text.replace("\n", ""))]
    assert not drawn, drawn[0][:200]


def test_a_page_of_puzzles_starts_python_before_the_reader_reaches_a_puzzle(page):
    page.set_viewport_size({"width": 1280, "height": 300})  # a low window: no puzzle is near the screen
    page.goto(ORIGIN + "/palanquee/puzzles.html")
    assert page.evaluate("document.querySelector('.pg-puzzle').getBoundingClientRect().top > 2 * innerHeight")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.lastInteractive !== null", timeout=60000)
    assert page.evaluate("[pygamesRuntime.state, scrollY]") == ["ready", 0]


def test_the_palette_switches_at_once_and_no_page_restyles_itself_whole_at_load(page):
    """Material's stylesheet turned transitions off while the palette switches by a rule on an attribute
    its script sets on <body> at every load (the whole page restyled twice); the build removes that
    rule, and the site turns transitions off itself, only while the reader's toggle switches."""
    page.goto(ORIGIN + "/about.html")
    selectors = page.evaluate(  # every rule's selector, in @media and @supports rules too
        "(() => { const all = (rules) => [...rules].flatMap((r) => [r.selectorText || '', ...(r.cssRules ? all(r.cssRules) : [])]);"
        " return [...document.styleSheets].flatMap((sheet) => all(sheet.cssRules)); })()"
    )
    assert len(selectors) > 100  # the theme's stylesheets were read
    assert not [s for s in selectors if "data-md-color-switching" in s]
    toggle = page.locator("form[data-md-component='palette'] label:visible")
    toggle.hover()  # the pointer rests on the toggle first: its own hover effect is not a switch's fade
    page.wait_for_timeout(600)  # longer than any of the theme's transitions
    page.evaluate("window.__fades = []; document.addEventListener('transitionrun', (e) => window.__fades.push("
                  "e.propertyName + ' of ' + e.target.outerHTML.slice(0, 60)))")
    scheme = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
    for _ in range(2):  # to the other palette and back, as a reader does
        toggle.click()
        page.wait_for_timeout(600)
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") != scheme
        scheme = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
        assert page.evaluate("document.documentElement.classList.contains('pg-palette-switching')") is False
    assert page.evaluate("window.__fades") == []


# Records, from the page's start, the changes that make the browser restyle the whole page, made
# once the body exists (the head's own script makes some of them before any style exists: free).
WHOLE_PAGE_CHANGES = """
window.__wholePage = [];
new MutationObserver((records) => {
  if (!document.body) return;
  const root = document.documentElement;
  for (const r of records) {
    const t = r.target;
    if (r.type === "childList") {
      for (const n of r.addedNodes) if (n.nodeName === "META" && n.getAttribute("name") === "color-scheme") __wholePage.push("a color-scheme meta added");
    } else if (t === root && r.attributeName === "class") {
      __wholePage.push("root classes were: " + r.oldValue);
    } else if (t.nodeName === "LINK" && t.rel === "stylesheet" && r.attributeName === "href" && r.oldValue !== t.getAttribute("href")) {
      __wholePage.push("a stylesheet's address rewritten: " + r.oldValue);
    } else if (t.nodeName === "META" && t.getAttribute("name") === "color-scheme") {
      __wholePage.push("the color-scheme meta written");
    }
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ["class", "href", "content"] });
"""


def test_materials_start_up_makes_no_change_that_restyles_the_whole_page(new_context):
    """Material's script, at every load, swapped the root's classes, added and wrote a color-scheme meta
    and rewrote the stylesheets' addresses, each followed by a read of a style or a position: the
    browser restyled every element of the page four times. The head makes those changes before any
    style exists (overrides/main.html), so Material's script finds nothing left to change."""
    context = new_context()
    context.add_init_script(WHOLE_PAGE_CHANGES)
    page = context.new_page()
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    page.wait_for_function("window.pygamesRuntime && window.pygamesRuntime.lastInteractive !== null", timeout=60000)
    classes = set(page.evaluate("document.documentElement.className").split())
    assert {"js", "js-focus-visible"} <= classes and "no-js" not in classes
    material = {"no-js", "js", "js-focus-visible"}
    changes = [
        change for change in page.evaluate("window.__wholePage")
        if not change.startswith("root classes were: ") or set(change.split(": ", 1)[1].split()) & material != classes & material
    ]
    assert changes == []
    assert page.locator("head meta[name='color-scheme']").count() == 0
    # instant navigation keeps it so: the next page's start changes nothing of the kind either
    page.locator(".md-nav__item:has(> label:has-text('Palago')) a:has-text('Rules')").first.click()
    page.wait_for_url(ORIGIN + "/palago/rules.html")
    page.wait_for_selector(".pg-live")
    assert page.evaluate("window.__wholePage.filter((c) => !c.startsWith('root classes were: '))") == []
    assert page.locator("head meta[name='color-scheme']").count() == 0


# Every layout shift of the page (the browser's own measure), and when the game's controls were made
# and when it became ready: recorded from the first moment of the page.
SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const moved = e.sources.map((s) => (s.node && s.node.className && s.node.className.baseVal === undefined ? s.node.className : s.node && s.node.nodeName) || "?");
    window.__shifts.push({ at: e.startTime, value: e.value, moved, input: e.hadRecentInput });
  }
}).observe({ type: "layout-shift", buffered: true });
new MutationObserver(() => {
  const game = document.querySelector("#game");
  if (game && game.dataset.ready && !window.__readyAt) window.__readyAt = performance.now();
  const toolbar = document.querySelector("#game .pg-toolbar");
  if (toolbar && window.__inertBefore === undefined) window.__inertBefore = Boolean(toolbar.closest("[inert]")) && !document.querySelector("#game[data-ready]");
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
"""


@pytest.mark.parametrize(("game", "phone"), [("pallanguzhi", True), ("palago", True), ("palago", False)])
def test_a_play_page_does_not_move_under_the_reader_as_it_starts(new_context, game, phone):
    """The game's controls are made with the page, inert until Python is up, under the status line; the
    line under the board that shows Python starting keeps its place; what follows the game shows once
    they are made. So nothing the reader is looking at jumps, then or when Python comes up."""
    size = {"viewport": {"width": 375, "height": 740}, "has_touch": True, "is_mobile": True} if phone else {"viewport": {"width": 1280, "height": 900}}
    page = new_context(**size).new_page()
    page.add_init_script(SHIFTS)
    page.goto(f"{ORIGIN}/{game}/play.html")
    page.wait_for_selector("#game[data-ready]", timeout=60000)
    page.wait_for_timeout(700)  # a shift is reported after the frame that made it
    assert page.evaluate("window.__inertBefore") is True  # the controls were there before the game was ready, not usable
    assert page.locator("#game [inert]").count() == 0  # and usable now
    shifts, ready = page.evaluate("[window.__shifts.filter((s) => !s.input), window.__readyAt]")
    assert not [s for s in shifts if s["at"] >= ready - 50], f"the page moved when Python came up: {shifts}"
    # A Pallanguzhi board opens zoomed on a phone (zoom.js, once laid out): the one shift allowed, small.
    assert sum(s["value"] for s in shifts) < 0.02, shifts


def test_every_module_of_the_boards_is_fetched_at_once(page):
    """The page names every module the boards' script imports (modulepreload, beside its scripts), so the
    browser fetches them together instead of finding each import only when the module naming it has arrived."""
    page.goto(f"{ORIGIN}/pallanguzhi/rules.html")
    page.wait_for_load_state("load")
    named = set(page.eval_on_selector_all("body link[rel=modulepreload]", "links => links.map(l => l.href)"))
    loaded = page.evaluate(
        "performance.getEntriesByType('resource').map(r => r.name)"
        ".filter(n => /\\/assets\\/pygames\\/[\\w-]+\\.js$/.test(n) && !/(worker|file-notice)\\.js$/.test(n))"
    )
    assert len(loaded) >= 15, loaded
    assert set(loaded) <= named, sorted(set(loaded) - named)
