"""Palago on the site: placing tiles by mouse and keyboard, the take-apart figure, the play page."""

import json
import re

from conftest import ORIGIN
from helpers import open_rules as open_rules_page, reach, start_every_figure, start_figure

RULES = ORIGIN + "/palago/rules.html"
PLAY = ORIGIN + "/palago/play.html"


def cell(page, figure, where):
    return page.locator(f"{figure} [data-cell='{where}']")


def status(page, figure):
    # textContent, not innerText: a figure far down the page is not rendered until the reader nears it
    # (content-visibility), and innerText of what is not rendered reads empty
    return page.locator(f"{figure} .pg-status").text_content()


def wait_status(page, figure, start):
    page.wait_for_function(
        "([f, s]) => document.querySelector(f + ' .pg-status').textContent.startsWith(s)", arg=[figure, start]
    )


def open_rules(page):
    open_rules_page(page, RULES)


def test_the_diagrams_come_alive_with_named_cells(page):
    open_rules(page)
    for figure in start_every_figure(page):
        assert page.locator(f"#{figure} svg").get_attribute("role") == "group"
    assert cell(page, "#opening", "0,0").get_attribute("aria-label").startswith("(0,0), Light tip at ")
    assert cell(page, "#opening", "1,0").get_attribute("aria-label") == "(1,0), empty"
    assert cell(page, "#opening", "1,0").get_attribute("aria-disabled") is None
    # the single hole is never offered: a reader who clicks it is told so
    hole = cell(page, "#single-hole", "0,1")
    assert "a single hole" in hole.get_attribute("aria-label") and hole.get_attribute("aria-disabled") == "true"
    reach(hole).click(force=True)
    wait_status(page, "#single-hole", "(0,1), empty, a single hole: no tile can go there now.")


def test_closing_the_smallest_win_with_the_mouse(page):
    open_rules(page)
    start_figure(page, "smallest-win")
    target = cell(page, "#smallest-win", "0,1")
    target.click()
    wait_status(page, "#smallest-win", "Preview: (0,1,0), with its Light tip at right")
    target.click()  # a second click turns the tile
    wait_status(page, "#smallest-win", "Preview: (0,1,2), with its Light tip at upper-left")
    page.locator("#smallest-win .pg-place").click()
    wait_status(page, "#smallest-win", "(0,1,2) placed.")
    assert "Light wins" in status(page, "#smallest-win")
    assert page.locator("#smallest-win .pg-win").count() == 1  # the winning group is outlined
    page.locator("#smallest-win .pg-reset").click()
    page.wait_for_function("!document.querySelector('#smallest-win .pg-win')")
    assert cell(page, "#smallest-win", "0,1").get_attribute("aria-label").startswith("(0,1), empty")


def test_placing_a_tile_with_the_keyboard_alone(page):
    open_rules(page)
    start_figure(page, "opening")
    page.locator("#opening .pg-reset").focus()  # the tile buttons are disabled until a cell is chosen
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break
    focused = lambda: page.evaluate("document.activeElement.dataset.cell")  # noqa: E731
    start = focused()
    page.keyboard.press("ArrowRight")
    assert focused() != start
    # walk to an empty cell the tile may go to
    for key in ["ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft"] * 3:
        if page.evaluate("document.activeElement.classList.contains('pg-legal')"):
            break
        page.keyboard.press(key)
    where = focused()
    assert page.evaluate("document.activeElement.classList.contains('pg-legal')")
    page.keyboard.press("Enter")
    wait_status(page, "#opening", f"Preview: ({where},")
    first = status(page, "#opening")
    page.keyboard.press("r")
    page.wait_for_function("s => document.querySelector('#opening .pg-status').textContent !== s", arg=first)
    page.keyboard.press("Enter")
    page.wait_for_function("() => / placed\\. /.test(document.querySelector('#opening .pg-status').textContent)")
    assert "to place the second tile of the turn" in status(page, "#opening")
    assert cell(page, "#opening", where).get_attribute("aria-label").startswith(f"({where}), Light tip at ")
    assert focused() == where  # focus stays on the board


def test_taking_the_source_figure_apart(page):
    open_rules(page)
    figure = "#source-figure"
    start_figure(page, figure[1:])
    assert "Dark" in status(page, figure)
    cell(page, figure, "1,0").click()
    wait_status(page, figure, "Without (1,0): no group is closed with a bridge any more")
    cell(page, figure, "1,0").click()  # put it back
    wait_status(page, figure, "All 14 tiles on the table: Dark has a winning group.")
    cell(page, figure, "-2,2").click()
    wait_status(page, figure, "Without (-2,2): Dark still has a winning group")


def open_play(page, url=PLAY):
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=60000)


def two_players(page):
    """A new game between two players on this device (a new game is against the computer at first)."""
    page.locator("#game .pg-opponent").select_option("friend")
    page.locator("#game .pg-new").click()
    page.wait_for_function("() => document.querySelector('#game .pg-players').textContent.startsWith('Two players')")


def place(page, where, turns=0):
    cell(page, "#game", where).click()
    page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Preview')")
    for _ in range(turns):
        before = status(page, "#game")
        page.locator("#game .pg-turn").click()
        page.wait_for_function("s => document.querySelector('#game .pg-status').textContent !== s", arg=before)
    count = page.locator("#game .pg-moves li").count()
    page.locator("#game .pg-place").click()
    page.wait_for_function("n => document.querySelectorAll('#game .pg-moves li').length > n", arg=count)


def moves(page):
    return page.locator("#game .pg-moves li").all_inner_texts()


def test_a_short_game_by_mouse_with_undo_and_resume(page):
    open_play(page)
    two_players(page)
    assert status(page, "#game").startswith("Light to place the first tile")
    place(page, "0,0")
    assert page.locator("#game .pg-undo").is_enabled()
    page.locator("#game .pg-undo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 0")
    place(page, "0,0", turns=1)
    place(page, "0,1")
    assert page.get_attribute("#game", "data-turn") == "dark"
    page.locator("#game .pg-undo").click()  # the whole opening turn, both tiles
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 0")
    page.locator("#game .pg-redo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 2")
    assert page.get_attribute("#game", "data-turn") == "dark"
    place(page, "1,0")
    place(page, "1,-1", turns=2)
    assert moves(page) == ["(0,0,2)", "(0,1,0)", "(1,0,0)", "(1,-1,4)"]
    assert "4 tiles placed, 44 left" in status(page, "#game")
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert moves(page) == ["(0,0,2)", "(0,1,0)", "(1,0,0)", "(1,-1,4)"]
    assert cell(page, "#game", "1,-1").get_attribute("aria-label").startswith("(1,-1), Light tip at lower-left")


def test_a_bad_share_link_and_a_good_one(page, new_context):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_play(page, PLAY + "#position=<svg onload=alert(1)>")
    notice = page.locator("#game .pg-game-notice").inner_text()
    assert notice.startswith("The shared link's position can't be opened:") and dialogs == []
    assert page.locator("#game .pg-game-notice").is_visible()
    two_players(page)
    place(page, "0,0")
    place(page, "0,1")
    page.locator("#game .pg-share").click()
    link = page.locator("#game .pg-share-url").input_value()
    friend = new_context().new_page()
    open_play(friend, link)
    assert friend.locator("#game .pg-game-notice").inner_text().startswith("Opened the shared position. Dark to play")
    assert friend.locator("#game [data-cell='0,1']").get_attribute("aria-label").startswith("(0,1), Light tip")


def test_a_corrupt_saved_game_gives_a_notice_and_a_fresh_game(page):
    bad = json.dumps({"version": 1, "start": "l.0", "moves": ["(0,0,0)", "(5,5,0)"]})
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('pygames.palago.game.v1', {json.dumps(bad)}); }}"
    )
    open_play(page)
    notice = page.locator("#game .pg-game-notice").inner_text()
    assert notice.startswith("Your saved game could not be restored (")
    assert notice.endswith("so a new game has started.")
    assert moves(page) == []
    place(page, "0,0")


def test_a_short_game_with_the_keyboard_alone_on_a_phone(new_context):
    page = new_context(viewport={"width": 375, "height": 740}, color_scheme="dark").new_page()
    open_play(page)
    two_players(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.locator("#game .pg-new").focus()
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break
    for number in range(1, 5):  # the opening pair, then Dark's turn
        for _ in range(12):  # walk to an empty cell that can take a tile
            if page.evaluate("document.activeElement.classList.contains('pg-legal')"):
                break
            page.keyboard.press("ArrowRight" if number % 2 else "ArrowDown")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Preview')")
        page.keyboard.press("Enter")
        page.wait_for_function("n => document.querySelectorAll('#game .pg-moves li').length === n", arg=number)
    assert len(moves(page)) == 4
    assert "4 tiles placed, 44 left" in status(page, "#game")
    assert page.get_attribute("#game", "data-turn") == "light"
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def computer_game(page, level, side="light"):
    page.locator("#game .pg-opponent").select_option(level)
    page.locator("#game .pg-side").select_option(side)
    page.locator("#game .pg-new").click()
    expected = f"You: {side.capitalize()}. Computer ({level.capitalize()})"
    page.wait_for_function(
        "t => document.querySelector('#game .pg-players').textContent.startsWith(t) &&"
        " document.querySelectorAll('#game .pg-moves li').length <= 2", arg=expected
    )


def test_a_whole_game_against_each_level_resumes_after_a_reload(page):
    open_play(page)
    reloaded = False
    for number, level in enumerate(["easy", "medium", "hard", "expert"]):
        computer_game(page, level, side="dark" if number % 2 else "light")
        assert page.locator("#game .pg-players").inner_text().startswith(f"You: {'Dark' if number % 2 else 'Light'}. Computer ({level.capitalize()})")
        for _ in range(30):  # the reader plays the first legal cell's first tile, twice a turn
            page.wait_for_function(
                "() => ['light', 'dark', 'over'].includes(document.querySelector('#game').dataset.turn)", timeout=60000
            )
            if page.get_attribute("#game", "data-turn") == "over":
                break
            if level == "hard" and len(moves(page)) >= 6 and not reloaded:  # a reload in the middle: the game comes back
                reloaded = True
                page.reload()
                page.wait_for_selector("#game[data-ready]", timeout=60000)
                assert page.locator("#game .pg-players").inner_text().startswith("You: Dark. Computer (Hard)")
            page.locator("#game .pg-board [data-cell].pg-legal").first.click()
            page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Preview')")
            count = len(moves(page))
            page.locator("#game .pg-place").click()
            page.wait_for_function("n => document.querySelectorAll('#game .pg-moves li').length > n", arg=count, timeout=60000)
        page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'over'", timeout=120000)
        assert page.locator("#game .pg-result-title").inner_text() in ("You win!", "You lose.", "A draw.")
        assert re.fullmatch(r"The computer played \(-?\d+,-?\d+,[024]\) \((\d+ ms|\d+\.\d s)\)\.", page.locator("#game .pg-thinking").inner_text())
    record = page.locator("#game .pg-record td").all_inner_texts()
    assert sum(int(x) for x in record) == 4  # each game counted once, at its level


def test_on_a_wide_screen_no_tile_is_drawn_larger_than_about_90_px(new_context):
    page = new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(RULES)
    for figure in ("#one-tile", "#opening", "#smallest-win"):
        box = page.locator(f"{figure} [data-cell]").first.bounding_box()
        assert box["width"] <= 92, (figure, box)


def test_the_notation_figure_keeps_its_labels_as_tiles_are_placed(page):
    open_rules(page)
    figure = "#notation-tiles"
    start_figure(page, figure[1:])
    assert page.locator(f"{figure} .pg-label").count() == 3
    target = page.locator(f"{figure} [data-cell].pg-legal").first
    target.click()
    wait_status(page, figure, "Preview: (")
    page.locator(f"{figure} .pg-place").click()
    page.wait_for_function(f"() => document.querySelectorAll('{figure} .pg-label').length === 4")
    page.locator(f"{figure} .pg-reset").click()
    page.wait_for_function(f"() => document.querySelectorAll('{figure} .pg-label').length === 3")
