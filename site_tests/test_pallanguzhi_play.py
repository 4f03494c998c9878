"""The play page: a whole game, resume, undo, saved-game and share-link troubles, the record."""

import json

from conftest import ORIGIN
from helpers import board_text, hole

PLAY = ORIGIN + "/pallanguzhi/play.html"
SAVE_KEY = "pygames.pallanguzhi.game.v1"
START = "5 5 5 5 5 5 5 | 5 5 5 5 5 5 5"


def open_play(page, url=PLAY):
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=60000)


def status(page):
    return page.locator("#game .pg-status").inner_text()


def wait_status(page, text, timeout=30000):
    page.wait_for_function(
        "t => document.querySelector('#game .pg-status').textContent.includes(t)", arg=text, timeout=timeout
    )


def wait_human(page, played=0, timeout=30000):
    """Wait until it is the reader's turn with at least ``played`` moves in the list."""
    page.wait_for_function(
        "n => !['computer', 'busy', 'over'].includes(document.querySelector('#game').dataset.turn)"
        " && document.querySelectorAll('#game .pg-moves li').length >= n",
        arg=played,
        timeout=timeout,
    )


def moves(page):
    return page.locator("#game .pg-moves li").all_inner_texts()


def new_game(page, opponent="easy", side="south"):
    page.locator("#game .pg-opponent").select_option(opponent)
    if opponent != "friend":
        page.locator("#game .pg-side").select_option(side)
    page.locator("#game .pg-new").click()
    page.locator("#game .pg-speed-select").select_option("instant")


def test_a_complete_game_against_easy_with_the_keyboard_alone(page):
    open_play(page)
    assert page.locator("#game .pg-opponent").input_value() == "easy"
    # Reach the speed control with Tab and choose Instant with the keys.
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('pg-speed-select')"):
            break
    page.keyboard.press("End")
    assert page.locator("#game .pg-speed-select").input_value() == "instant"
    # Back to the board with Shift+Tab.
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.hole)"):
            break
    assert page.evaluate("document.activeElement.dataset.hole").startswith("S")
    for _ in range(3000):
        page.wait_for_selector("#game[data-turn=south], #game[data-turn=over]", timeout=30000)
        if page.get_attribute("#game", "data-turn") == "over":
            break
        before = len(moves(page))
        page.keyboard.press("Enter")
        page.wait_for_function(
            "n => document.querySelectorAll('#game .pg-moves li').length > n"
            " || /is empty: pick|is closed for this round/.test(document.querySelector('#game .pg-status').textContent)",
            arg=before,
        )
        if len(moves(page)) == before:  # an empty or closed hole: try the next one
            at_end = page.evaluate("document.activeElement.dataset.hole") == "S7"
            page.keyboard.press("Home" if at_end else "ArrowRight")
    final = page.locator("#game .pg-result-title").inner_text()
    assert final in ("You win!", "You lose.", "A draw.")
    cells = page.locator("#game .pg-record tr:nth-child(2) td").all_inner_texts()  # the Easy row
    assert sorted(cells) == ["0", "0", "1"]
    assert page.locator("#game .pg-undo").is_disabled()


def test_the_game_resumes_after_a_reload(page):
    open_play(page)
    new_game(page)
    for turn, label in enumerate(("S3", "S5")):
        wait_human(page, 2 * turn)
        if page.locator(f"#game [data-hole='{label}'].pg-legal").count() == 0:
            label = page.locator("#game .pg-legal").first.get_attribute("data-hole")
        hole(page, "#game", label).click()
    wait_human(page, 4)
    board, played = board_text(page, "#game"), moves(page)
    assert len(played) == 4
    page.reload()
    page.wait_for_selector("#game[data-ready]", timeout=60000)
    wait_human(page, 4)
    assert moves(page) == played
    assert board_text(page, "#game") == board
    assert page.locator("#game .pg-speed-select").input_value() == "instant"


WATCH_THINKING = """() => {
  window.__seen = { computer: false, thinking: false };
  const root = document.querySelector('#game');
  new MutationObserver(() => {
    if (root.dataset.turn === 'computer') window.__seen.computer = true;
    if (!root.querySelector('.pg-thinking').hidden) window.__seen.thinking = true;
  }).observe(root, { attributes: true, subtree: true, attributeFilter: ['data-turn', 'hidden'] });
}"""


def test_undo_goes_back_to_your_last_turn(page):
    open_play(page)
    new_game(page, "medium")
    wait_human(page)
    page.evaluate(WATCH_THINKING)
    hole(page, "#game", "S1").click()
    wait_human(page, 2)
    assert page.evaluate("window.__seen") == {"computer": True, "thinking": True}  # the "thinking" indicator showed
    assert len(moves(page)) == 2 and board_text(page, "#game") != START
    page.locator("#game .pg-undo").click()
    wait_status(page, "Taken back: 0 moves played.")
    assert moves(page) == [] and board_text(page, "#game") == START
    assert page.locator("#game .pg-undo").is_disabled()


def test_a_choice_for_the_next_game_stays_while_the_computer_plays(page):
    open_play(page)
    new_game(page, "easy")
    wait_human(page)
    page.locator("#game .pg-opponent").select_option("hard")  # chosen mid-game, for the next one
    page.locator("#game .pg-side").select_option("north")
    hole(page, "#game", "S1").click()
    wait_human(page, 2)  # the computer (still Easy in this game) has answered
    assert page.locator("#game .pg-players").inner_text().startswith("You: South. Computer (Easy)")
    assert page.locator("#game .pg-opponent").input_value() == "hard"
    assert page.locator("#game .pg-side").input_value() == "north"
    page.locator("#game .pg-new").click()
    page.wait_for_function(
        "() => document.querySelector('#game .pg-players').textContent.startsWith('You: North. Computer (Hard)')"
    )


def test_two_players_on_one_device(page):
    open_play(page)
    new_game(page, "friend")
    wait_status(page, "South to move")
    hole(page, "#game", "S1").click()
    wait_status(page, "North to move")
    hole(page, "#game", "N1").click()
    wait_status(page, "South to move")
    assert moves(page) == ["S1", "N1"]
    assert board_text(page, "#game") == "1 2 11 11 3 0 0 | 0 10 0 1 3 0 10"  # the rules spec, example 2
    page.locator("#game .pg-undo").click()
    wait_status(page, "North to move")
    assert moves(page) == ["S1"]


def saved(value):
    return f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(value)})"


def test_a_corrupt_saved_game_gives_a_notice_and_a_fresh_game(page):
    page.add_init_script(f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1'); {saved('{not json')} }}")
    open_play(page)
    notice = page.locator("#game .pg-game-notice")
    assert notice.is_visible()
    assert notice.inner_text() == "Your saved game could not be restored (it is not readable data), so a new game has started."
    assert moves(page) == [] and board_text(page, "#game") == START
    hole(page, "#game", "S2").click()  # and the page works
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length >= 1")


def test_a_tampered_or_old_saved_game_is_set_aside(page):
    tampered = json.dumps({"version": 1, "start": "5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s", "moves": ["S1", "S2"],
                           "human": "south", "level": "easy", "fromStart": True, "recorded": False})
    page.add_init_script(f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1'); {saved(tampered)} }}")
    open_play(page)
    assert page.locator("#game .pg-game-notice").inner_text() == (
        "Your saved game could not be restored (Move 2 of the saved game (S2) is not legal: "
        "S2 is South's hole: North sows from its own row, N1 to N7), so a new game has started."
    )
    assert moves(page) == []
    page.evaluate(saved(json.dumps({"version": 0, "moves": []})))
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert "it comes from another version of this page" in page.locator("#game .pg-game-notice").inner_text()
    page.evaluate(saved("42"))
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert "(it is not a saved game)" in page.locator("#game .pg-game-notice").inner_text()


def test_a_bad_share_link_shows_a_message_and_the_normal_page(page):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_play(page, PLAY + "#position=<img src=x onerror=alert(1)>")
    notice = page.locator("#game .pg-game-notice")
    assert notice.inner_text().startswith("The shared link's position can't be opened: This position can't be read:")
    assert notice.inner_text().endswith("Here is your own game instead.")
    assert page.locator("#game img").count() == 0 and dialogs == []
    assert board_text(page, "#game") == START
    hole(page, "#game", "S1").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length >= 1")
    assert page.evaluate("location.hash") == ""


def test_a_share_link_opens_the_same_position(page, new_context):
    open_play(page)
    new_game(page, "hard")
    wait_human(page)
    hole(page, "#game", "S4").click()
    wait_human(page, 2)
    board = board_text(page, "#game")
    page.locator("#game .pg-share").click()
    link = page.locator("#game .pg-share-url").input_value()
    assert link.startswith(PLAY + "#position=")
    friend = new_context().new_page()  # another reader, with nothing saved
    open_play(friend, link)
    assert board_text(friend, "#game") == board
    assert friend.locator("#game .pg-game-notice").inner_text().startswith("Opened the shared position. South to move.")
    assert friend.evaluate("location.hash") == ""
    assert "You: South. Computer (Easy): North." == friend.locator("#game .pg-players").inner_text()


def test_a_record_is_read_back_level_by_level(page):
    record = json.dumps({"easy": {"won": 2, "lost": 1, "drawn": 0}, "medium": {"won": 1e308, "lost": 0, "drawn": 0},
                         "hard": {"won": 2 ** 60, "lost": 0, "drawn": 0}, "expert": {"won": -1, "lost": "x", "drawn": 0}})
    page.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('pygames.pallanguzhi.record.v1', {json.dumps(record)}); }}"
    )
    open_play(page)
    assert page.locator("#game .pg-game-notice").inner_text() == (
        "Your record against Medium, Hard, Expert could not be read, so it starts again from zero; the rest is kept."
    )
    rows = page.locator("#game .pg-record tr")
    assert [rows.nth(i).locator("td").all_inner_texts() for i in (1, 2, 3, 4)] == [["2", "1", "0"]] + [["0", "0", "0"]] * 3
    kept = page.evaluate("JSON.parse(localStorage.getItem('pygames.pallanguzhi.record.v1'))")
    assert kept["easy"] == {"won": 2, "lost": 1, "drawn": 0} and kept["hard"] == {"won": 0, "lost": 0, "drawn": 0}


def test_the_record_can_be_reset(page):
    record = json.dumps({"easy": {"won": 2, "lost": 1, "drawn": 0}, "medium": {"won": 0, "lost": 3, "drawn": 1},
                         "hard": {"won": 0, "lost": 0, "drawn": 0}})
    page.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('pygames.pallanguzhi.record.v1', {json.dumps(record)}); }}"
    )
    open_play(page)
    rows = page.locator("#game .pg-record tr")
    assert rows.nth(1).locator("td").all_inner_texts() == ["2", "1", "0"]
    assert rows.nth(2).locator("td").all_inner_texts() == ["0", "3", "1"]
    page.locator("#game .pg-reset-record").click()
    assert "Press again to confirm" in page.locator("#game .pg-reset-record").inner_text()  # it asks first
    page.locator("#game .pg-reset-record").click()
    assert rows.nth(1).locator("td").all_inner_texts() == ["0", "0", "0"]
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert page.locator("#game .pg-record tr").nth(2).locator("td").all_inner_texts() == ["0", "0", "0"]


def test_the_play_page_fits_a_phone(new_context):
    page = new_context(viewport={"width": 375, "height": 740}, color_scheme="dark").new_page()
    open_play(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    for part in (".pg-board", ".pg-toolbar", ".pg-record", ".pg-record-box"):
        box = page.locator(f"#game {part}").first.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375, part
    page.locator("#game .pg-speed-select").select_option("instant")  # (the sowings' pace is not what is tested)
    hole(page, "#game", "S1").click()
    wait_human(page, 2)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_focus_stays_in_the_game_after_skipping_and_an_empty_move_list_is_no_tab_stop(page):
    open_play(page)
    new_game(page, "friend")
    page.locator("#game .pg-speed-select").select_option("slow")
    assert page.locator("#game .pg-moves li").count() == 0
    assert page.evaluate("[...document.querySelectorAll('#game .pg-moves, #game .pg-moves *')].filter(e => e.tabIndex >= 0).length") == 0
    hole(page, "#game", "S1").click()
    page.wait_for_function("() => !document.querySelector('#game .pg-skip').disabled")
    page.locator("#game .pg-skip").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'north'")
    assert page.locator("#game .pg-skip").is_disabled()
    assert page.evaluate("document.activeElement !== document.body && document.querySelector('#game').contains(document.activeElement)")
    # the list now holds one move: one Tab stop, the move shown
    assert page.evaluate("[...document.querySelectorAll('#game .pg-moves *')].filter(e => e.tabIndex >= 0).length") == 1
