"""The runtime: diagrams come alive, turns by mouse and keyboard, one worker per visit."""

import re

from conftest import BROKEN_ORIGIN, ORIGIN
from helpers import board_names, board_text, hole, start_every_figure, wait_ready, wait_turn_done

RULES = ORIGIN + "/pallanguzhi/rules.html"
OPENING = "#opening"
REFILL = "#refill-closed"


def open_rules(page):
    page.goto(RULES)
    assert wait_ready(page) == "ready"
    page.locator(f"{OPENING} [data-hole][role=button]").first.wait_for()


def test_every_diagram_comes_alive_with_named_holes(page):
    open_rules(page)
    for figure in start_every_figure(page):
        page.locator(f"#{figure} [data-hole][role=button]").first.wait_for()
        assert page.locator(f"#{figure} .pg-toolbar").is_visible()
    names, bowls = board_names(page, OPENING)
    assert names[:3] == ["S1, 5 seeds", "S2, 5 seeds", "S3, 5 seeds"]
    assert sorted(bowls) == ["North's bowl, 0 seeds", "South's bowl, 0 seeds"]
    assert page.locator(f"{REFILL} [data-hole='S7']").get_attribute("aria-label") == "S7, closed"


def test_the_opening_played_by_mouse_gives_the_rules_result(page):
    open_rules(page)
    page.locator(f"{OPENING} .pg-speed-select").select_option("fast")
    hole(page, OPENING, "S1").click()
    page.wait_for_function(f"document.querySelector('{OPENING} .pg-board').hasAttribute('aria-busy')")
    wait_turn_done(page, OPENING)
    assert board_text(page, OPENING) == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"
    _, bowls = board_names(page, OPENING)
    assert "South's bowl, 7 seeds" in bowls and "North's bowl, 0 seeds" in bowls
    log = page.locator(f"{OPENING} .pg-log li").all_inner_texts()
    assert sum(1 for line in log if line.startswith(("South picks up", "Relay:"))) == 5
    assert log[-1] == "S5 is empty, so South captures the 7 seeds of S6."
    status = page.locator(f"{OPENING} .pg-status")
    assert status.get_attribute("role") == "status"
    assert status.inner_text().startswith("S1: 5 laps. S5 is empty, so South captures the 7 seeds of S6.")


def test_a_turn_played_with_the_keyboard_alone(page):
    open_rules(page)
    page.locator(REFILL).scroll_into_view_if_needed()
    page.locator(f"{REFILL} .pg-speed-select").select_option("instant")
    page.locator(f"{REFILL} .pg-speed-select").focus()
    # From the speed control, Shift+Tab walks back to the board: the hole in focus is the hint, S1.
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.dataset.hole || ''"):
            break
    focused = lambda: page.evaluate("document.activeElement.dataset.hole")  # noqa: E731
    assert focused() == "S1"
    page.keyboard.press("ArrowRight")
    assert focused() == "S2"
    ring = "label => getComputedStyle(document.querySelector(`#refill-closed [data-hole='${label}'] .pg-pit`)).stroke"
    assert page.evaluate(ring, "S2") != page.evaluate(ring, "S3")  # the focus ring stands out from the legal ring
    page.keyboard.press("ArrowUp")
    assert focused() == "N6"
    page.keyboard.press("End")
    assert focused() == "N1"
    page.keyboard.press("ArrowDown")
    assert focused() == "S7"
    page.keyboard.press("Home")
    assert focused() == "S1"
    page.keyboard.press("Enter")
    wait_turn_done(page, REFILL)
    page.wait_for_function(f"document.querySelector('{REFILL} .pg-status').textContent.startsWith('S1:')")
    assert board_text(page, REFILL) == "0 7 7 7 7 0 X | 1 7 7 7 7 7 0"
    _, bowls = board_names(page, REFILL)
    assert "South's bowl, 1 seed" in bowls and "North's bowl, 5 seeds" in bowls
    assert focused() == "S1"  # focus stays on the board after the turn
    page.keyboard.press("Space")  # North is to move now: the refusal is said in words
    page.wait_for_function(f"document.querySelector('{REFILL} .pg-status').textContent.includes('own row')")
    assert page.locator(f"{REFILL} .pg-status").inner_text() == "S1 is South's hole: North sows from its own row, N1 to N7."


def test_an_illegal_click_is_explained_and_changes_nothing(page):
    open_rules(page)
    hole(page, OPENING, "N3").click(force=True)  # aria-disabled, yet a reader may click it
    status = page.locator(f"{OPENING} .pg-status")
    page.wait_for_function(f"document.querySelector('{OPENING} .pg-status').textContent.includes('own row')")
    assert status.inner_text() == "N3 is North's hole: South sows from its own row, S1 to S7."
    assert board_text(page, OPENING) == "5 5 5 5 5 5 5 | 5 5 5 5 5 5 5"


def test_skip_replay_and_reset(page):
    open_rules(page)
    page.locator(f"{OPENING} .pg-speed-select").select_option("slow")
    hole(page, OPENING, "S1").click()
    skip = page.locator(f"{OPENING} .pg-skip")
    page.wait_for_function(f"!document.querySelector('{OPENING} .pg-skip').disabled")
    skip.click()
    wait_turn_done(page, OPENING, timeout=5000)
    assert board_text(page, OPENING) == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"
    page.locator(f"{OPENING} .pg-replay").click()
    page.wait_for_function(f"document.querySelector('{OPENING} .pg-board').hasAttribute('aria-busy')")
    assert board_text(page, OPENING) != "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"  # the turn plays again from its start
    skip.click()
    wait_turn_done(page, OPENING, timeout=5000)
    assert board_text(page, OPENING) == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"
    page.locator(f"{OPENING} .pg-reset").click()
    page.wait_for_function(
        f"document.querySelector(\"{OPENING} [data-hole='S6']\").getAttribute('aria-label') === 'S6, 5 seeds'"
    )
    assert board_text(page, OPENING) == "5 5 5 5 5 5 5 | 5 5 5 5 5 5 5"
    assert page.locator(f"{OPENING} .pg-hint").evaluate_all("els => els.map(e => e.dataset.hole)") == ["S1"]


def test_a_page_change_keeps_the_same_worker(page):
    open_rules(page)
    boot_id = page.evaluate("window.pygamesRuntime.bootId")
    page.evaluate("window.__samePage = true")
    page.locator("a.md-nav__link", has_text="About this site").first.click()
    page.wait_for_url("**/about.html")
    page.locator("a.md-nav__link[href*='pallanguzhi/rules.html']").first.click()
    page.wait_for_url("**/pallanguzhi/rules.html")
    page.locator(f"{OPENING} [data-hole][role=button]").first.wait_for()
    assert page.evaluate("window.__samePage") is True  # instant navigation: no reload
    assert page.evaluate("window.pygamesRuntime.bootId") == boot_id
    assert page.evaluate("window.pygamesRuntime.boots") == 1
    hole(page, OPENING, "S1").click()
    wait_turn_done(page, OPENING)


def test_a_host_that_cannot_serve_the_runtime_says_which_file_and_why(page, broken_server):
    page.goto(BROKEN_ORIGIN + "/pallanguzhi/rules.html")
    assert wait_ready(page, timeout=20000) == "failed"
    notice = page.locator(".pg-runtime-notice")
    notice.wait_for()
    text = notice.inner_text()
    assert "the server sent an HTML page instead of the file pyodide/pyodide.asm.wasm" in text
    assert "copy that file again from the built site folder" in text and "serve the site folder over HTTP" not in text
    assert page.locator(f"{OPENING} svg").is_visible()
    assert page.locator(".pg-notice").count() == 1  # said once per page, not once per board
    page.locator("a.md-nav__link", has_text="About this site").first.click()  # the page still works
    page.wait_for_url("**/about.html")


def test_a_missing_runtime_file_is_named(new_context):
    page = new_context().new_page()  # the runtime's own failure is an error on the page: expected here
    page.route("**/assets/pygames/python-stdlib-*.zip", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    assert wait_ready(page, timeout=20000) == "failed"
    notice = page.locator(".pg-runtime-notice")
    notice.wait_for()
    assert re.search(r"the file assets/pygames/python-stdlib-\w+\.zip is missing on the server \(HTTP 404\)", notice.inner_text())
    assert "Program terminated" not in notice.inner_text() and "Traceback" not in notice.inner_text()


def test_a_play_page_whose_python_cannot_start_keeps_no_dead_controls(page, broken_server):
    page.goto(BROKEN_ORIGIN + "/congeners/play.html")
    assert wait_ready(page, timeout=20000) == "failed"
    page.locator(".pg-runtime-notice").wait_for()
    assert "an HTML page instead of the file pyodide/pyodide.asm.wasm" in page.locator(".pg-runtime-notice").inner_text()
    assert page.locator("#game .pg-board svg").is_visible()  # the board, as a picture: no mark invites a move
    assert page.locator("#game .pg-dot").evaluate_all("dots => dots.length && dots.every(d => getComputedStyle(d).display === 'none')")
    page.wait_for_function("() => !document.querySelector('#game .pg-new').checkVisibility()")
    assert not page.locator("#game .pg-opponent").is_visible() and not page.locator("#game .pg-undo").is_visible()
    assert not page.locator(".pg-record-box").is_visible()  # saving or opening a game record needs Python too
    assert page.locator("#game .pg-record").is_visible()  # the reader's record stays readable
