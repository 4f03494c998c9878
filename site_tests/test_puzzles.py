"""Puzzles on the site: solving by mouse and by keyboard, wrong moves, hints, the solution, progress, links."""

import json
import re

import pytest

from conftest import ORIGIN

from pygames.congeners import parse_move


def open_puzzle(page, game, pid):
    page.goto(f"{ORIGIN}/{game}/puzzles.html#{pid}")
    page.wait_for_selector(f"#{pid}[data-ready]", timeout=60000)
    return json.loads(page.get_attribute(f"#{pid}", "data-puzzle"))


def said(page, pid):
    return page.locator(f"#{pid} .pg-puzzle-said").inner_text()


def wait_said(page, pid, start):
    page.wait_for_function(
        "([p, s]) => document.querySelector('#' + p + ' .pg-puzzle-said').textContent.startsWith(s)", arg=[pid, start]
    )


def record(page):
    return page.evaluate("JSON.parse(localStorage.getItem('pygames.puzzles.v1') || 'null')")


def test_a_pallanguzhi_puzzle_by_mouse_a_wrong_move_a_hint_and_progress(page):
    data = open_puzzle(page, "pallanguzhi", "pallanguzhi-1")
    solution = data["solution"][0]
    holes = page.locator("#pallanguzhi-1 .pg-legal").evaluate_all("els => els.map(e => e.dataset.hole)")
    wrong = next(h for h in holes if h != solution)
    page.locator(f"#pallanguzhi-1 [data-hole='{wrong}']").click()
    wait_said(page, "pallanguzhi-1", f"Not this: {wrong} wins ")
    assert "the goal is at least" in said(page, "pallanguzhi-1")
    # the wrong move is taken back
    page.wait_for_function("() => document.querySelector('#pallanguzhi-1 .pg-status').textContent.startsWith('Taken back.')")
    assert record(page)["puzzles"]["pallanguzhi-1"] == {"solved": False, "help": False, "attempts": 1}
    hints = data["hints"]
    assert len(hints) >= 3 and hints[-1] == f"Play {solution}."  # the idea, the area, the move
    for n, hint in enumerate(hints, 1):
        page.locator("#pallanguzhi-1 .pg-hint-button").click()
        assert said(page, "pallanguzhi-1") == f"Hint {n} of {len(hints)}: {hint}"
    assert solution not in " ".join(hints[:-1])  # only the last stage names the move
    assert page.locator("#pallanguzhi-1 .pg-hint-button").is_disabled()
    page.locator(f"#pallanguzhi-1 [data-hole='{solution}']").click()
    wait_said(page, "pallanguzhi-1", "Solved, with a hint.")
    assert page.locator("#pallanguzhi-1 .pg-explanation").inner_text() == f"Why: {data['explanation']}"
    assert record(page)["puzzles"]["pallanguzhi-1"] == {"solved": True, "help": True, "attempts": 2}
    page.reload()
    page.wait_for_selector(".pg-puzzle-index[data-ready]")
    card = page.locator(".pg-card[data-puzzle='pallanguzhi-1'] .pg-card-record")
    assert card.text_content() == "Your result: solved with help"
    shown = page.locator(".pg-card").count()
    assert page.locator(".pg-puzzle-summary").inner_text().startswith(f"1 of {shown} solved (1 with help).")


def test_a_congeners_puzzle_with_the_keyboard_alone(page):
    data = open_puzzle(page, "congeners", "congeners-1")
    move, place = (parse_move(step) for step in data["solution"][0].split("; "))
    start, dest, place = (f"{c[0]},{c[1]}" for c in (move.start, move.cell, place.cell))
    page.locator("#congeners-1 .pg-hint-button").focus()
    for _ in range(6):  # back to the board's one tab stop
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break

    def press_on(cell):
        """Walk the focus to a cell with the arrow keys, then press Enter."""
        for _ in range(60):
            here = page.evaluate("document.activeElement.dataset.cell")
            if here == cell:
                break
            q, r = map(int, here.split(","))
            tq, tr = map(int, cell.split(","))
            # on screen x grows with q, y with r + q/2
            dx, dy = tq - q, (tr + tq / 2) - (r + q / 2)
            page.keyboard.press(("ArrowRight" if dx > 0 else "ArrowLeft") if abs(dx) >= abs(dy) else ("ArrowDown" if dy > 0 else "ArrowUp"))
        assert page.evaluate("document.activeElement.dataset.cell") == cell
        before = page.locator("#congeners-1 .pg-status").inner_text()
        page.keyboard.press("Enter")
        page.wait_for_function("s => document.querySelector('#congeners-1 .pg-status').textContent !== s", arg=before)

    press_on(start)
    press_on(dest)
    wait_said(page, "congeners-1", "Good: ")
    press_on(place)
    wait_said(page, "congeners-1", "Solved!")
    assert page.get_attribute("#congeners-1", "data-solved") == "true"


def test_the_palago_source_figure_by_mouse_and_show_the_solution(page):
    open_puzzle(page, "palago", "palago-source-figure")
    page.locator("#palago-source-figure [data-cell='1,0']").click()
    page.wait_for_function("() => document.querySelector('#palago-source-figure .pg-status').textContent.startsWith('Preview')")
    page.locator("#palago-source-figure .pg-place").click()
    wait_said(page, "palago-source-figure", "Solved!")
    # the next puzzle, solved by showing the solution: it counts as solved with help
    # the next puzzle takes three turns: showing the solution plays them all, the replies too
    page.locator("#palago-source-figure .pg-next").click()
    page.wait_for_function("() => location.hash === '#palago-opening-straight'")
    page.locator("#palago-opening-straight .pg-show-solution").click()
    wait_said(page, "palago-opening-straight", "That is the solution.")
    assert "Dark wins" in page.locator("#palago-opening-straight .pg-status").inner_text()
    entries = record(page)["puzzles"]
    assert entries["palago-source-figure"]["help"] is False
    assert entries["palago-opening-straight"] == {"solved": True, "help": True, "attempts": 1}


def test_a_direct_link_opens_the_puzzle_and_the_overview_keeps_the_record(page):
    open_puzzle(page, "palago", "palago-5")
    assert page.evaluate("document.getElementById('palago-5').getBoundingClientRect().top") < 400  # scrolled to it
    page.goto(f"{ORIGIN}/puzzles.html")
    page.wait_for_selector(".pg-puzzle-index[data-ready]")
    assert page.locator(".pg-puzzle-index .pg-card").count() >= 160
    link = page.locator(".pg-puzzle-index .pg-card[data-puzzle='palago-5'] a")
    assert link.get_attribute("href").endswith("/palago/puzzles.html#palago-5")
    link.click()
    page.wait_for_selector("#palago-5[data-ready]", timeout=60000)


BAD_ENTRIES = {
    "palago-1": {"attempts": 2, "solved": False, "help": False},  # the one good entry
    "x": 3, "palago-2": {"attempts": -1, "solved": False}, "palago-3": {"attempts": 2 ** 60, "solved": True},
    "palago-4": {"attempts": 1, "solved": "yes"}, "NOT A PUZZLE": {"attempts": 1, "solved": True},
}


@pytest.mark.parametrize("stored, notice_text", [
    ('{"version": 1, "puzzles": {"x": 3}}',
     "Your puzzle record could not be read (1 of its 1 entries had wrong fields or names, and were dropped), so it starts afresh."),
    ("42", "Your puzzle record could not be read (it is not a puzzle record), so it starts afresh."),
    (json.dumps({"version": 1, "puzzles": BAD_ENTRIES}),
     "Part of your puzzle record could not be read: 5 of its 6 entries had wrong fields or names, and were dropped. The rest is kept."),
])
def test_a_corrupt_record_is_read_back_entry_by_entry(context, stored, notice_text):
    context.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('pygames.puzzles.v1', {json.dumps(stored)}); }}"
    )
    page = context.new_page()
    page.goto(f"{ORIGIN}/puzzles.html")
    page.wait_for_selector(".pg-puzzle-index[data-ready]")
    notice = page.locator(".pg-puzzle-index .pg-game-notice")
    assert notice.is_visible()
    assert notice.inner_text() == notice_text
    if "The rest is kept" in notice_text:
        assert list(record(page)["puzzles"]) == ["palago-1"]
        return
    assert page.locator(".pg-puzzle-summary").inner_text().startswith("0 of ")
    page.get_by_text("Save, load or reset your record").click()
    page.locator(".pg-reset-progress").click()
    assert "Press again to confirm" in page.locator(".pg-reset-progress").inner_text()  # it asks first
    page.locator(".pg-reset-progress").click()
    assert page.evaluate("localStorage.getItem('pygames.puzzles.v1')") is None


def place_tile(page, pid, tile):
    """Place a Palago tile as a reader does: click the cell, turn the preview, press Place it."""
    q, r, l = tile.strip("()").split(",")
    cell = page.locator(f"#{pid} [data-cell='{q},{r}']")
    orientations = cell.get_attribute("data-orientations").split()
    cell.click()
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('Preview')")
    for _ in range(orientations.index(l)):
        before = page.locator(f"#{pid} .pg-status").inner_text()
        page.locator(f"#{pid} .pg-turn").click()
        page.wait_for_function(f"s => document.querySelector('#{pid} .pg-status').textContent !== s", arg=before)
    before = said(page, pid)
    page.locator(f"#{pid} .pg-place").click()
    page.wait_for_function(f"s => document.querySelector('#{pid} .pg-puzzle-said').textContent !== s", arg=before)


def test_a_losing_opening_is_punished_over_three_turns_with_the_replies_played_for_the_reader(page):
    from pygames.palago import State
    from pygames.puzzles import play_line, winning_turns

    pid = "palago-opening-straight"
    data = open_puzzle(page, "palago", pid)
    position = State.from_text(data["start"])
    turn = data["solution"][0].split("; ")
    for moves_left in (3, 2, 1):
        for tile in turn:
            place_tile(page, pid, tile)
        if moves_left == 1:
            break
        page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('The opponent played')")
        reply = re.match(r"Right\. \w+ answers (\(.+?\)(?:; \(.+?\))?)", said(page, pid))[1]
        assert reply == data["solution"][1] or moves_left < 3  # the main line's reply, then the search's
        position = play_line(position, turn + reply.split("; "))
        page.wait_for_function(f"() => document.querySelectorAll('#{pid} .pg-tile').length === {len(position.tiles)}")
        turn = next(iter(winning_turns(position, moves_left - 1))).split("; ")  # any winning turn is accepted
    wait_said(page, pid, "Solved!")


def test_a_palanquee_source_puzzle_by_mouse(page):
    pid = "palanquee-simple-capture"
    page.set_viewport_size({"width": 1280, "height": 1400})  # the whole board in view, clear of the sticky header
    open_puzzle(page, "palanquee", pid)
    page.locator(f"#{pid} [data-action='grow']").click()
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('Grow:')")
    page.locator(f"#{pid} [data-cell='J8']").click(force=True)  # a grain that takes nothing
    wait_said(page, pid, "Not this: grow J8 captures 0 enemy pieces; the goal is at least 1.")
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('Taken back.')")
    assert page.locator(f"#{pid} [data-cell='J8']").get_attribute("aria-label").startswith("J8, empty")
    page.locator(f"#{pid} [data-action='grow']").click()
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('Grow:')")
    page.locator(f"#{pid} [data-cell='I9']").click(force=True)
    wait_said(page, pid, "Solved!")
    assert page.locator(f"#{pid} .pg-status").inner_text() == "Black grows a grain at I9 and captures White's grain J9. The turn ends."


def test_a_congeners_puzzle_by_mouse(page):
    pid = "congeners-2"
    data = open_puzzle(page, "congeners", pid)
    move, place = (parse_move(step) for step in data["solution"][0].split("; "))
    for cell in (move.start, move.cell):
        before = page.locator(f"#{pid} .pg-status").inner_text()
        page.locator(f"#{pid} [data-cell='{cell[0]},{cell[1]}']").click(force=True)
        page.wait_for_function(f"s => document.querySelector('#{pid} .pg-status').textContent !== s", arg=before)
    wait_said(page, pid, "Good: ")
    page.locator(f"#{pid} [data-cell='{place.cell[0]},{place.cell[1]}']").click(force=True)
    wait_said(page, pid, "Solved!")


def test_a_pallanguzhi_puzzle_of_two_turns_sows_and_shows_the_reply_and_why(page):
    from urllib.request import urlopen

    catalogue = json.loads(urlopen(f"{ORIGIN}/assets/pygames/puzzles.json").read())["puzzles"]
    pid = next(p["id"] for p in catalogue if p["game"] == "pallanguzhi" and p["turns"] == 2)
    page.add_init_script("localStorage.setItem('pygames.pallanguzhi.speed.v1', JSON.stringify('fast'))")
    data = open_puzzle(page, "pallanguzhi", pid)
    first, reply, second = data["solution"][:3]
    page.evaluate(
        "p => { window.sown = 0; new MutationObserver(() => window.sown++).observe("
        "document.querySelector('#' + p + ' .pg-board'), {childList: true}); }", pid
    )
    page.locator(f"#{pid} [data-hole='{first}']").click()
    wait_said(page, pid, f"Right. {data['replies'][0]}")
    assert f"answers {reply}" in data["replies"][0]
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('The opponent played {reply}')")
    assert page.evaluate("window.sown") > 4  # the board was redrawn seed by seed, the reply's sowing too
    page.locator(f"#{pid} .pg-hint-button").click()  # a later turn's hints: where, then what
    wait_said(page, pid, "Hint 1 of 2: Look at the ")
    assert second not in said(page, pid)
    page.locator(f"#{pid} .pg-hint-button").click()
    wait_said(page, pid, "Hint 2 of 2: Play ")
    page.locator(f"#{pid} [data-hole='{second}']").click()
    wait_said(page, pid, "Solved, with a hint.")
