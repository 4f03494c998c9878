"""Hosts and networks as readers meet them: Python starts whatever types a stock server sends, waits
for a slow connection however long its files take, and says which file stopped coming when one does."""

import re
import time
import urllib.request

import pytest
from helpers import board_text, hole, wait_ready, wait_turn_done

RULES = "/pallanguzhi/rules.html"
OPENING = "#opening"
OLD_DEADLINE_S = 45  # the start-up deadline the site had before it waited for slow connections


def served_type(origin, path):
    with urllib.request.urlopen(origin + path) as response:
        return response.headers.get("Content-Type")


def the_opening_answers(page):
    page.locator(f"{OPENING} .pg-speed-select").select_option("instant")
    hole(page, OPENING, "S1").click()
    wait_turn_done(page, OPENING)
    page.wait_for_function(f"document.querySelector('{OPENING} .pg-status').textContent.startsWith('S1:')")
    assert board_text(page, OPENING) == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"


@pytest.mark.parametrize(
    "host, mjs_type",
    [("nginx", "application/octet-stream"), ("busybox", None)],
)
def test_python_starts_whatever_type_the_server_gives_its_files(context, hosts, host, mjs_type):
    # the host really sends what stock nginx and busybox httpd send
    assert served_type(hosts[host], "/pyodide/pyodide.mjs") == mjs_type
    assert served_type(hosts[host], "/pyodide/pyodide.asm.mjs") == mjs_type
    if host == "busybox":
        assert served_type(hosts[host], "/pyodide/pyodide.asm.wasm") is None
        assert served_type(hosts[host], "/assets/pygames/runtime.json") is None
    page = context.new_page()
    page.goto(hosts[host] + RULES)
    assert wait_ready(page) == "ready", page.evaluate("pygamesRuntime.reason")
    the_opening_answers(page)


def loading_megabytes(page):
    """The progress line's figures: (loaded, total) in MB."""
    text = page.locator(f"{OPENING} .pg-loading-text").inner_text()
    found = re.search(r"Loading Python: ([\d.]+) of ([\d.]+) MB", text)
    assert found, text
    return float(found[1]), float(found[2])


def test_a_slow_connection_is_waited_for_and_a_stalled_one_named(new_context, hosts):
    """Both at once, to wait once: a host that sends the runtime slowly but steadily (its files take
    longer than the old deadline), and one whose connection goes silent partway through a file."""
    slow, stalled = new_context().new_page(), new_context().new_page()
    started = time.monotonic()
    slow.goto(hosts["slow"] + RULES)
    stalled.goto(hosts["stalled"] + RULES)

    slow.wait_for_function("(document.querySelector('#opening .pg-loading-text') || {}).textContent?.includes('MB')", timeout=30000)
    first, total = loading_megabytes(slow)
    assert 0 <= first < total and 5 < total < 20  # the whole download, in MB of files
    slow.wait_for_timeout(5000)
    later, same_total = loading_megabytes(slow)
    assert first < later < total and same_total == total  # it moves on, against the same total

    assert wait_ready(stalled, timeout=60000) == "failed"
    stalled_after = time.monotonic() - started
    notice = stalled.locator(".pg-runtime-notice")
    notice.wait_for()
    said = re.search(r"nothing arrived for 30 seconds while loading (.+) \(([\d.]+) of ([\d.]+) MB in all\)", notice.inner_text())
    assert said, notice.inner_text()
    assert "pyodide/pyodide.asm.wasm" in said[1].split(" and ")  # the big files that stopped, and only those
    assert all(re.fullmatch(r"pyodide/pyodide\.asm\.(wasm|mjs)|assets/pygames/python-stdlib-\w+\.zip", f) for f in said[1].split(" and ")), said[1]
    assert "Check the connection, then reload the page" in notice.inner_text()
    assert stalled_after >= 30
    assert stalled.locator(f"{OPENING} svg").is_visible()  # the diagram stays, as a picture

    assert wait_ready(slow, timeout=150000) == "ready", slow.evaluate("pygamesRuntime.reason")
    assert time.monotonic() - started > OLD_DEADLINE_S  # the old deadline would have given up
    the_opening_answers(slow)
