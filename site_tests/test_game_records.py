"""Game records on the play pages: a game sent by link opens at its end with every move, goes out
again as a record (copy, download, link) and comes back by file or paste; the moves can be looked
through with the keyboard; a finished game shows its result apart from the last move."""

import random
from urllib.parse import quote, unquote

import pytest

import pygames
from conftest import ORIGIN
from helpers import open_game
from pygames.records import Record


def random_record(game, seed, steps, finish=False):
    """A random game of ``game`` as a record, and its states."""
    rng = random.Random(seed)
    state = pygames.get(game).initial_state()
    moves = []
    while (finish or len(moves) < steps) and not state.is_over():
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    record = Record(game, None, (("Date", "2026-12-01"),), tuple(moves))
    return record, record.replay()


def play_url(game, record):
    return f"{ORIGIN}/{game}/play.html#game={quote(record.to_text())}"


def moves(page):
    return page.locator("#game .pg-moves li").all_inner_texts()


def shown(page):
    return page.get_attribute("#game", "data-position")


def open_record_box(page):
    page.locator("#game .pg-record-box summary").click()


@pytest.mark.parametrize("game", pygames.games())
def test_a_game_link_opens_at_its_end_and_goes_out_again(page, game):
    record, states = random_record(game, seed=7, steps=12)
    open_game(page, play_url(game, record), two_players=False)
    assert moves(page) == list(record.moves)
    assert shown(page) == states[-1].to_text()
    assert page.locator("#game .pg-game-notice").inner_text().startswith("Opened the game sent by link: 12 moves, for two players")
    assert "#" not in page.url  # read once: a reload keeps the reader's own game
    # out again as a record: the same moves, the same final position
    open_record_box(page)
    page.locator("#game .pg-record-copy").click()
    page.wait_for_function("() => document.querySelector('#game .pg-record-text').value.startsWith('Game: ')")
    text = page.locator("#game .pg-record-text").input_value()
    copied = Record.from_text(text)
    assert copied.moves == record.moves and copied.replay()[-1].to_text() == states[-1].to_text()
    # and as a link for the other player, which says what it carries
    page.locator("#game .pg-send").click()
    page.wait_for_function("() => document.querySelector('#game .pg-share-url').value.includes('#game=')")
    link = page.locator("#game .pg-share-url").input_value()
    assert link.startswith(f"{ORIGIN}/{game}/play.html#game=")
    assert Record.from_text(unquote(link.split("#game=", 1)[1])).moves == record.moves
    page.wait_for_function("() => document.querySelector('#game .pg-status').textContent.includes('carries the whole game (12 moves)')")


def test_a_record_opens_from_a_file_and_from_a_paste_and_a_bad_one_is_refused(page):
    game = "palago"
    open_game(page, f"{ORIGIN}/{game}/play.html")
    record, states = random_record(game, seed=3, steps=9)
    open_record_box(page)
    page.locator("#game .pg-record-file").set_input_files(
        files=[{"name": "game.txt", "mimeType": "text/plain", "buffer": record.to_text().encode()}]
    )
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 9")
    assert shown(page) == states[-1].to_text()
    assert page.locator("#game .pg-game-notice").inner_text().startswith("Opened the game record: 9 moves")
    # downloaded, the record is the same text
    with page.expect_download() as download:
        page.locator("#game .pg-record-download").click()
    path = download.value.path()
    assert Record.from_text(open(path, encoding="utf-8").read()).moves == record.moves
    assert download.value.suggested_filename.startswith("palago-")
    # a pasted record of nonsense: said briefly, and the game stays
    page.locator("#game .pg-record-text").fill("Game: palago\nMoves:\n(0,0,0)\n(5,5,0)" + "x" * 5000)
    page.locator("#game .pg-record-open").click()
    page.wait_for_function("() => document.querySelector('#game .pg-game-notice').textContent.includes('move 2')")
    notice = page.locator("#game .pg-game-notice").inner_text()
    assert notice.startswith("That record can't be opened here: move 2") and len(notice) < 400
    assert len(moves(page)) == 9
    # a pasted good one opens
    other, other_states = random_record(game, seed=4, steps=5)
    page.locator("#game .pg-record-text").fill(other.to_text())
    page.locator("#game .pg-record-open").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 5")
    assert shown(page) == other_states[-1].to_text()
    # another game's record points to its page
    page.locator("#game .pg-record-text").fill("Game: pallanguzhi\nMoves:\nS1\n")
    page.locator("#game .pg-record-open").click()
    page.wait_for_function("() => document.querySelector('#game .pg-game-notice').textContent.includes('Pallanguzhi play page')")


def test_looking_back_through_the_moves_with_the_keyboard(page):
    record, states = random_record("pallanguzhi", seed=11, steps=6)
    open_game(page, play_url("pallanguzhi", record))
    latest = page.locator("#game .pg-move[aria-current=step]")
    assert latest.inner_text() == record.moves[-1]
    latest.focus()
    page.keyboard.press("Home")
    page.wait_for_function("p => document.querySelector('#game').dataset.position === p", arg=states[0].to_text())
    assert "The start of the game" in page.locator("#game .pg-status").inner_text()
    assert page.get_attribute("#game", "class").find("pg-reviewing") >= 0
    page.keyboard.press("ArrowRight")
    page.wait_for_function("p => document.querySelector('#game').dataset.position === p", arg=states[1].to_text())
    assert page.locator("#game .pg-move[aria-current=step]").inner_text() == record.moves[0]
    assert page.evaluate("document.activeElement.textContent") == record.moves[0]  # focus follows
    assert "After move 1 of 6" in page.locator("#game .pg-status").inner_text()
    # the board of the past is not played on
    page.locator("#game .pg-board [data-hole]").first.click(force=True)
    assert len(moves(page)) == 6
    page.locator("#game .pg-move[aria-current=step]").focus()  # back to the list, on the move shown
    page.keyboard.press("ArrowRight")
    page.wait_for_function("p => document.querySelector('#game').dataset.position === p", arg=states[2].to_text())
    page.locator("#game .pg-review-back").click()
    page.wait_for_function("p => document.querySelector('#game').dataset.position === p", arg=states[1].to_text())
    page.locator("#game .pg-review-latest").click()
    page.wait_for_function("p => document.querySelector('#game').dataset.position === p", arg=states[-1].to_text())
    assert "pg-reviewing" not in page.get_attribute("#game", "class")
    assert page.locator("#game .pg-review-latest").is_disabled()
    # hovering a move shows its position on the board for a moment
    labels = "() => [...document.querySelectorAll('#game [data-hole]')].map(h => h.getAttribute('aria-label')).join('|')"
    before = page.evaluate(labels)
    page.locator("#game .pg-move").nth(2).hover()
    page.wait_for_function(f"b => ({labels})() !== b", arg=before)
    page.mouse.move(0, 0)
    page.wait_for_function(f"b => ({labels})() === b", arg=before)


def test_a_finished_game_shows_its_result_and_no_record_between_two_players(page):
    record, states = random_record("pallanguzhi", seed=5, steps=0, finish=True)
    final = states[-1]
    open_game(page, play_url("pallanguzhi", record))
    assert page.get_attribute("#game", "data-turn") == "over"
    winner = final.to_dict()["winner"]
    title = "A draw." if winner == "draw" else f"{winner.capitalize()} wins."
    assert page.locator("#game .pg-result-title").inner_text() == title
    assert page.locator("#game .pg-result-reason").inner_text() == final.describe()
    assert page.locator("#game .pg-record").is_hidden()  # the record per level is for games against the computer
    assert page.locator("#game .pg-undo").is_disabled()
    assert len(moves(page)) == len(record.moves)
