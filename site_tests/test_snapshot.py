"""A repeat visit: Python comes back from the memory the first visit saved, and plays as if booted."""

import time

from conftest import ORIGIN
from helpers import KEPT_OFFLINE, board_text, hole, wait_ready, wait_turn_done

RULES = ORIGIN + "/pallanguzhi/rules.html"
# The one snapshot the rules page keeps: its bytes, or 0 while there is none.
STORED = """() => caches.has("python-snapshots").then((has) => has
  ? caches.open("python-snapshots").then((cache) => cache.keys()
      .then((keys) => (keys.length ? cache.match(keys[0]).then((r) => r.blob()).then((b) => b.size) : 0)))
  : 0)"""
# Spoil the kept snapshot's first bytes (where Pyodide looks for its mark), its headers kept.
SPOIL = """() => caches.open("python-snapshots").then(async (cache) => {
  const [key] = await cache.keys();
  const kept = await cache.match(key);
  const bytes = new Uint8Array(await kept.arrayBuffer());
  bytes.fill(255, 0, 64);
  await cache.put(key, new Response(bytes, { headers: kept.headers }));
})"""


def first_visit(context):
    """Boot as a first visit does, and wait until the snapshot and the service worker are kept."""
    page = context.new_page()
    page.goto(RULES)
    assert wait_ready(page) == "ready"
    assert page.evaluate("window.pygamesRuntime.restored") is False
    size = wait_stored(page)
    assert size > 10_000_000, "no memory snapshot was kept"  # the interpreter's heap: tens of MB
    wait_until(page, KEPT_OFFLINE)
    page.close()
    return size


def wait_until(page, expression, seconds=60):
    """Poll a (possibly asynchronous) expression until it is truthy; return its last value."""
    deadline = time.monotonic() + seconds
    while not (value := page.evaluate(expression)) and time.monotonic() < deadline:
        page.wait_for_timeout(250)
    return value


def wait_stored(page):
    return wait_until(page, STORED)


def sow_s2(page):
    """A turn Python plays (S1's answer is prepared by the build; S2's is not)."""
    page.locator("#opening [data-hole][role=button]").first.wait_for()
    page.locator("#opening .pg-speed-select").select_option("instant")
    hole(page, "#opening", "S2").click()
    page.wait_for_function("() => document.querySelector('#opening [data-hole=S2]').getAttribute('aria-label') === 'S2, 2 seeds'", timeout=60000)
    wait_turn_done(page, "#opening")
    assert board_text(page, "#opening") == "7 2 8 8 8 0 0 | 1 7 7 7 7 0 1"


def test_a_second_visit_restores_python_and_plays_on(browser):
    context = browser.new_context()  # not guarded by a route: the service worker answers the second visit
    try:
        first_visit(context)
        page = context.new_page()
        page.goto(RULES)
        assert wait_ready(page) == "ready"
        assert page.evaluate("window.pygamesRuntime.restored") is True
        sow_s2(page)
        # Another game's rules, installed the first time a request needs them, through the restored finder.
        page.locator(".md-nav__item:has(> label:has-text('Palago')) a:has-text('Play')").first.click()
        page.wait_for_url(ORIGIN + "/palago/play.html")
        page.wait_for_selector("#game[data-ready]", timeout=60000)
        page.locator("#game .pg-opponent").select_option("friend")
        page.locator("#game .pg-new").click()
        page.locator("#game [data-cell].pg-legal").first.click()
        page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Preview')", timeout=60000)
        assert page.evaluate("window.pygamesRuntime.boots") == 1
        # One snapshot for the site: a new visit to another game's page restores it too, and imports that game.
        other = context.new_page()
        other.goto(ORIGIN + "/congeners/rules.html")
        assert wait_ready(other) == "ready"
        assert other.evaluate("window.pygamesRuntime.restored") is True
        other.locator("#slide [data-cell='1,0']").click()
        other.locator("#slide [data-cell='3,-2']").click()
        other.wait_for_function("() => document.querySelector('#slide .pg-status').textContent.startsWith('1,0-3,-2: ')", timeout=60000)
        other.locator("#slide .pg-legal").first.click()  # the placement: Python's answer (nothing was prepared for it)
        other.wait_for_function("() => document.querySelector('#slide .pg-status').textContent.startsWith('@')", timeout=60000)
    finally:
        context.close()


def test_a_spoilt_snapshot_is_dropped_and_python_boots_as_on_a_first_visit(browser):
    context = browser.new_context()
    try:
        first_visit(context)
        page = context.new_page()
        page.goto(ORIGIN + "/about.html")
        page.evaluate(SPOIL)
        page.goto(RULES)
        assert wait_ready(page) == "ready"
        assert page.evaluate("window.pygamesRuntime.restored") is False
        sow_s2(page)
        # The spoilt one is replaced by a good one, which the next visit restores.
        assert wait_stored(page) > 10_000_000
        page.goto(RULES)
        assert wait_ready(page) == "ready"
        assert page.evaluate("window.pygamesRuntime.restored") is True
    finally:
        context.close()
