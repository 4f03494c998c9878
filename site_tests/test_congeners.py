"""Congeners on the site: the play page by mouse and keyboard, passes, saving, links, board sizes."""

import json

from conftest import ORIGIN
from helpers import click_cell as click, game_cell as cell, game_moves as moves, game_status as status, open_game, reach
from helpers import open_rules as open_rules_page, start_every_figure, start_figure

PLAY = ORIGIN + "/congeners/play.html"
SETUP = ["0,0", "1,0", "-3,0", "-3,1"]  # two black stones, then two white ones
BLACK_MUST_PASS = "6.1000.3_m.b.n.0.0_b0.0_w-3.0.-3.1"  # Black's only stone is lone: no move


def open_play(page, url=PLAY):
    open_game(page, url)


def set_up(page):
    for where in SETUP:
        click(page, where)
    assert status(page).startswith("white -3,1: Setup done: the second player chooses a colour")
    page.locator("#game .pg-choose-white").click()
    page.wait_for_function("() => document.querySelector('#game .pg-choose').hidden")
    assert moves(page) == ["black 0,0", "black 1,0", "white -3,0", "white -3,1", "choose white"]


def test_setup_and_a_turn_by_mouse_with_reasons_undo_and_resume(page):
    open_play(page)
    assert status(page) == "Setup: the first player places the first black stone anywhere."
    assert page.locator("#game .pg-choose").is_hidden()
    click(page, "0,0")
    assert click(page, "2,2") == "(2,2) does not touch (0,0): each setup creature is two adjacent stones"
    click(page, "1,0")
    click(page, "-3,0")
    click(page, "-3,1")
    assert page.locator("#game .pg-choose").is_visible()
    page.locator("#game .pg-choose-white").click()
    page.wait_for_function("() => document.querySelector('#game .pg-choose').hidden")
    assert status(page) == "choose white: Black to move a stone (2 black, 2 white on the board)."
    # the movable stones are ringed and named so
    assert cell(page, "0,0").get_attribute("aria-label") == "(0,0), black stone, in a creature of 2, can move"
    assert click(page, "0,0") == "(0,0) selected: two destinations marked. Choose one, or another stone."
    assert cell(page, "0,1").get_attribute("aria-label") == "(0,1), empty, a legal destination"
    # a destination the rules refuse is explained, and nothing is played
    assert click(page, "2,0") == "(1,0) holds a black stone: a stone slides through empty cells"
    assert click(page, "0,1") == "0,0-0,1: Black moved to (0,1) and now places a stone on a line from it."
    assert click(page, "2,2") == "(2,2) is not on a straight line from (0,1), the stone just moved"
    # the move is taken back within the turn
    assert page.locator("#game .pg-undo").is_enabled()
    page.locator("#game .pg-undo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 5")
    assert status(page).startswith("Taken back: 5 moves played. Black to move")
    click(page, "0,0")
    click(page, "0,1")
    assert click(page, "0,4").startswith("@0,4: White to move")
    assert page.get_attribute("#game", "data-turn") == "white"
    # the live score: each side has one creature of two, so far a draw
    assert "Black and White have the same scores at every level: a draw." in page.locator("#game .pg-score-panel").inner_text()
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert moves(page)[-2:] == ["0,0-0,1", "@0,4"]
    assert cell(page, "0,4").get_attribute("aria-label") == "(0,4), black stone, a lone stone"


def test_a_player_with_no_turn_passes_automatically(page):
    open_play(page, PLAY + "#position=" + BLACK_MUST_PASS)
    assert page.locator("#game .pg-game-notice").inner_text().startswith("Opened the shared position.")
    page.wait_for_function("() => document.querySelector('#game .pg-moves li')")
    assert moves(page) == ["pass"]
    page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.startsWith('Black had no legal turn and passed.')")
    assert page.get_attribute("#game", "data-turn") == "white"


def test_two_passes_end_the_game_and_the_result_shows_the_comparison(page):
    open_play(page, PLAY + "#position=6.1000.3_m.b.n.0.0_b0.0.3.0_w-3.0")  # nobody can move
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'over'", timeout=10000)
    assert moves(page) == ["pass", "pass"]
    assert page.locator("#game .pg-result-title").inner_text() == "Black wins."
    assert page.locator("#game .pg-result-reason").inner_text() == (
        "Both players passed: the game is over and Black wins. Black's largest creatures (size 1) "
        "score 2 against White's (size 1) 0: Black wins."
    )
    assert "Level 1: Black size 1: 2; White size 1: 0" in page.locator("#game .pg-score-panel").inner_text()


def test_a_bad_share_link_and_a_good_one(page, new_context):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_play(page, PLAY + "#position=<img src=x onerror=alert(1)>")
    notice = page.locator("#game .pg-game-notice").inner_text()
    assert notice.startswith("The shared link's position can't be opened:") and dialogs == []
    assert page.locator("#game .pg-game-notice").is_visible()
    assert page.locator("#game .pg-game-notice img").count() == 0
    set_up(page)
    page.locator("#game .pg-share").click()
    link = page.locator("#game .pg-share-url").input_value()
    friend = new_context().new_page()
    open_play(friend, link)
    assert friend.locator("#game .pg-game-notice").inner_text().startswith("Opened the shared position. Black to move")
    assert friend.locator("#game [data-cell='-3,1']").get_attribute("aria-label").startswith("(-3,1), white stone")


def test_a_corrupt_saved_game_gives_a_notice_and_a_fresh_game(page):
    bad = json.dumps({"version": 1, "start": "6.1000.3_s.b.n.0.0_b_w", "moves": ["black 0,0", "black 4,4"]})
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('pygames.congeners.game.v1', {json.dumps(bad)}); }}"
    )
    open_play(page)
    notice = page.locator("#game .pg-game-notice").inner_text()
    assert notice.startswith("Your saved game could not be restored (Move 2 of the saved game (black 4,4) is not legal")
    assert moves(page) == []
    click(page, "0,0")


def test_a_new_game_on_a_smaller_board(page):
    open_play(page)
    assert page.locator("#game [data-cell]").count() == 91
    page.locator("#game .pg-option-size").select_option("5")
    page.locator("#game .pg-new").click()
    page.wait_for_function("() => document.querySelectorAll('#game [data-cell]').length === 61")
    assert status(page) == "Setup: the first player places the first black stone anywhere."


def test_a_turn_with_the_keyboard_alone_on_a_phone(new_context):
    page = new_context(viewport={"width": 375, "height": 740}, color_scheme="dark").new_page()
    open_play(page, PLAY + "#position=" + "6.1000.3_m.b.n.0.0_b0.0.1.0_w-3.0.-3.1")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.locator("#game .pg-new").focus()
    for _ in range(12):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break
    assert page.evaluate("document.activeElement.dataset.cell") == "0,0"  # the first stone that can move
    for key in ["Enter", "ArrowDown", "Enter"]:  # choose (0,0), go down to (0,1), move there
        before = status(page)
        page.keyboard.press(key)
        if key == "Enter":
            page.wait_for_function("s => document.querySelector('#game .pg-status').textContent !== s", arg=before)
    assert status(page).startswith("0,0-0,1: Black moved to (0,1)")
    for _ in range(30):  # walk to a legal placement and place there
        if page.evaluate("document.activeElement.classList.contains('pg-legal')"):
            break
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'white'")
    assert moves(page)[0] == "0,0-0,1" and moves(page)[1].startswith("@")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


RULES = ORIGIN + "/congeners/rules.html"


def in_figure(page, figure, where):
    return page.locator(f"#{figure} [data-cell='{where}']")


def figure_status(page, figure):
    # textContent, not innerText: a figure far down the page is not rendered until the reader nears it
    # (content-visibility), and innerText of what is not rendered reads empty
    return page.locator(f"#{figure} .pg-status").text_content()


def click_in(page, figure, where):
    start_figure(page, figure)
    before = figure_status(page, figure)
    reach(in_figure(page, figure, where)).click(force=True)
    page.wait_for_function(
        "([f, s]) => document.querySelector('#' + f + ' .pg-status').textContent !== s", arg=[figure, before]
    )
    return figure_status(page, figure)


def open_rules(page):
    open_rules_page(page, RULES)


def test_the_rules_diagrams_come_alive_and_explain_refusals(page):
    open_rules(page)
    figures = start_every_figure(page)
    assert len(figures) >= 12
    for figure in figures:
        assert page.locator(f"#{figure} .pg-board svg").get_attribute("role") == "group"
    # the moving stone is lifted: (0,0) may not go to (-1,1), and the reason is given
    click_in(page, "lifted-stone", "0,0")
    refusal = click_in(page, "lifted-stone", "-1,1")
    assert refusal == "(-1,1) touches two black creatures once (0,0) is lifted: a stone may only slide beside exactly one of its own creatures"
    assert click_in(page, "lifted-stone", "-1,0").startswith("(-1,0) selected")
    assert click_in(page, "lifted-stone", "-1,1").startswith("-1,0--1,1: Black moved to (-1,1)")
    page.locator("#lifted-stone .pg-reset").click()
    page.wait_for_function("() => document.querySelector(\"#lifted-stone [data-cell='0,0']\").getAttribute('aria-label').includes('black stone')")
    # a bite, then the placement
    click_in(page, "bite", "1,0")
    assert click_in(page, "bite", "1,-1").startswith("1,0x1,-1: Black moved to (1,-1)")
    assert in_figure(page, "bite", "1,-1").get_attribute("aria-label").startswith("(1,-1), black stone")


def test_the_pie_setup_on_the_rules_page(page):
    open_rules(page)
    for where in SETUP:
        click_in(page, "pie-setup", where)
    page.locator("#pie-setup .pg-choose-black").click()
    page.wait_for_function("() => document.querySelector('#pie-setup .pg-status').textContent.startsWith('choose black: Black to move')")
    assert page.locator("#pie-setup .pg-choose").is_hidden()


def test_the_scoring_explainer_shows_shapes_alike_and_scores(page):
    open_rules(page)
    message = click_in(page, "same-shape", "0,0")
    assert message == "Black's creature of 4 on (0,0): 2 creatures have it: 4 × 4 × 2 = 32."
    assert page.locator("#same-shape .pg-picked").count() == 4 and page.locator("#same-shape .pg-same").count() == 4
    assert page.locator("#same-shape .pg-shapes li svg").count() == 12  # its turns and mirror images
    assert page.locator("#same-shape tr.pg-picked-row").count() == 1
    assert click_in(page, "same-shape", "-4,0").endswith("only this creature has it, so it scores 0.")
    panel = reach(page.locator("#levels-largest-first .pg-score-panel")).inner_text()
    assert "Black's largest creatures (size 4) score 32 against White's (size 3) 18: Black wins." in panel
    # keyboard: Enter on a focused stone picks it
    start_figure(page, "levels-lone-giant")
    page.locator("#levels-lone-giant .pg-reset").focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("Boolean(document.activeElement.dataset.cell)")
    before = figure_status(page, "levels-lone-giant")
    page.keyboard.press("Enter")
    page.wait_for_function("s => document.querySelector('#levels-lone-giant .pg-status').textContent !== s", arg=before)
    assert " creature of " in figure_status(page, "levels-lone-giant")


def test_turns_against_each_level_of_the_computer_and_a_resume(page):
    open_game(page, PLAY, two_players=False)
    for number, level in enumerate(["easy", "medium", "hard", "expert"]):
        page.locator("#game .pg-opponent").select_option(level)
        page.locator("#game .pg-side").select_option("first player")
        page.locator("#game .pg-new").click()
        page.wait_for_function(
            "t => document.querySelector('#game .pg-players').textContent.startsWith(t) && !document.querySelector('#game .pg-moves li')",
            arg=f"You: First player. Computer ({level.capitalize()})",
        )
        for _ in range(14):  # the pie setup, the computer's choice of colour, then turns: every click on a marked cell
            page.wait_for_function(
                "() => ['black', 'white', 'over'].includes(document.querySelector('#game').dataset.turn)", timeout=60000
            )
            if page.get_attribute("#game", "data-turn") == "over":
                break
            count = len(moves(page))
            page.locator("#game .pg-board [data-cell].pg-legal").first.click()
            page.wait_for_function(
                "n => document.querySelectorAll('#game .pg-moves li').length > n || document.querySelector('#game .pg-selected')",
                arg=count, timeout=60000,
            )
        played = moves(page)
        assert any(m.startswith("choose ") for m in played)  # the computer, as second player, chose a colour
        assert len(played) >= 10
        if level == "hard":  # the game and its opponent come back after a reload
            page.reload()
            page.wait_for_selector("#game[data-ready]", timeout=60000)
            assert moves(page)[: len(played)] == played
            assert page.locator("#game .pg-players").inner_text().startswith("You: First player. Computer (Hard)")


def test_a_rules_diagram_keeps_the_step_its_text_suggests_outlined(page):
    open_rules(page)
    start_figure(page, "notation-moves")
    hinted = page.locator("#notation-moves .pg-hint").count()
    assert hinted >= 1  # drawn at build time, and still there once the board is live
    page.locator("#notation-moves .pg-reset").click()
    page.wait_for_timeout(300)
    assert page.locator("#notation-moves .pg-hint").count() == hinted
