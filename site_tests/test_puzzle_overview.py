"""The puzzle overview and the ways through the puzzles: cards, filters, order, a streak, a retry of mistakes,
the next unsolved puzzle, and the record saved to a file and loaded back."""

import json

from conftest import ORIGIN

OVERVIEW = f"{ORIGIN}/puzzles.html"
RECORD_KEY = "pygames.puzzles.v1"


def open_overview(page):
    page.goto(OVERVIEW)
    page.wait_for_selector(".pg-puzzle-index[data-ready]")


def visible_cards(page):
    return page.locator(".pg-card:not([hidden])").evaluate_all(
        "cards => cards.map(c => ({id: c.dataset.puzzle, game: c.dataset.game, rating: Number(c.dataset.rating),"
        " difficulty: c.dataset.difficulty, themes: c.dataset.themes.split(' ')}))"
    )


def choose(page, label, value):
    page.get_by_label(label, exact=True).select_option(value)


def record(page):
    return page.evaluate(f"JSON.parse(localStorage.getItem('{RECORD_KEY}') || 'null')")


def wait_puzzle(page, pid):
    page.wait_for_function("p => location.hash === '#' + p", arg=pid)
    page.wait_for_selector(f"#{pid}[data-ready]", timeout=60000)
    return json.loads(page.get_attribute(f"#{pid}", "data-puzzle"))


def run_words(page, pid):
    return page.locator(f"#{pid} .pg-run").inner_text()


def play_pallanguzhi_turn(page, pid, hole):
    page.locator(f"#{pid} [data-hole='{hole}']").click()


def test_every_puzzle_has_a_card_with_its_board_and_facts(page):
    catalogue = json.loads(page.request.get(f"{ORIGIN}/assets/pygames/puzzles.json").text())["puzzles"]
    open_overview(page)
    cards = page.locator(".pg-card")
    assert cards.count() == len(catalogue) >= 160
    first = catalogue[0]
    card = page.locator(f".pg-card[data-puzzle='{first['id']}']")
    assert card.locator(".pg-card-title").inner_text() == first["title"]
    assert card.locator(".pg-card-goal").inner_text() == first["goal_words"]
    image = card.locator("img.pg-card-board")
    image.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())
    assert card.locator(".pg-card-record").inner_text() == "Your result: not tried"
    # each game's page lists its own puzzles only
    page.goto(f"{ORIGIN}/pallanguzhi/puzzles.html")
    page.wait_for_selector(".pg-puzzle-index[data-ready]")
    games = set(page.locator(".pg-card").evaluate_all("cards => cards.map(c => c.dataset.game)"))
    assert games == {"pallanguzhi"}


def test_filters_and_order(page):
    open_overview(page)
    total = page.locator(".pg-card").count()
    choose(page, "Game", "palago")
    cards = visible_cards(page)
    assert cards and {c["game"] for c in cards} == {"palago"}
    assert page.locator(".pg-index-shown").inner_text() == f"Showing {len(cards)} of {total} puzzles."
    theme = cards[0]["themes"][0]
    choose(page, "Theme", theme)
    assert all(theme in c["themes"] for c in visible_cards(page))
    choose(page, "Theme", "")
    choose(page, "Difficulty", "hard")
    assert {c["difficulty"] for c in visible_cards(page)} == {"hard"}
    choose(page, "Difficulty", "")
    choose(page, "Order", "hard")
    ratings = [c["rating"] for c in visible_cards(page)]
    assert ratings == sorted(ratings, reverse=True) and ratings[0] > ratings[-1]
    choose(page, "Your result", "solved")
    assert visible_cards(page) == []


def test_a_streak_rises_in_difficulty_and_ends_at_the_first_mistake(page):
    open_overview(page)
    choose(page, "Game", "pallanguzhi")
    order = [c["id"] for c in sorted(visible_cards(page), key=lambda c: c["rating"])]
    page.get_by_role("button", name="Start a streak").click()
    first = wait_puzzle(page, order[0])
    assert run_words(page, order[0]).startswith(f"Streak: puzzle 1 of {len(order)}, 0 solved in a row so far.")
    assert first["turns"] == 1  # the easiest puzzles are one turn
    play_pallanguzhi_turn(page, order[0], first["solution"][0])
    page.wait_for_function("p => document.querySelector('#' + p).dataset.solved", arg=order[0], timeout=60000)
    assert "Solved: 1 in a row." in run_words(page, order[0])
    page.get_by_role("button", name="Next puzzle of the streak").click()
    second = wait_puzzle(page, order[1])
    assert run_words(page, order[1]).startswith(f"Streak: puzzle 2 of {len(order)}, 1 solved in a row so far.")
    legal = page.locator(f"#{order[1]} .pg-legal").evaluate_all("els => els.map(e => e.dataset.hole)")
    wrong = next(h for h in legal if h != second["solution"][0])
    play_pallanguzhi_turn(page, order[1], wrong)
    page.wait_for_function(
        "p => document.querySelector('#' + p + ' .pg-run').textContent.startsWith('Your streak ended')", arg=order[1], timeout=60000
    )
    assert run_words(page, order[1]).startswith("Your streak ended: 1 solved in a row. Your best: 1.")
    open_overview(page)
    assert "Your best streak: 1 in a row." in page.locator(".pg-puzzle-summary").inner_text()
    # the mistake can be retried from the overview
    page.get_by_role("button", name="Retry my mistakes (1)").click()
    wait_puzzle(page, order[1])
    assert run_words(page, order[1]).startswith("Retrying your mistakes: puzzle 1 of 1.")


def test_a_hint_in_a_streak_asks_first_and_ends_it(page):
    open_overview(page)
    choose(page, "Game", "palago")
    page.get_by_role("button", name="Start a streak").click()
    page.wait_for_selector(".pg-puzzle[data-ready] .pg-run:not([hidden])", timeout=60000)
    section = page.locator(".pg-puzzle:has(.pg-run:not([hidden]))")
    hint = section.locator(".pg-hint-button")
    hint.click()
    assert hint.inner_text() == "A hint ends your streak: press again"
    assert section.locator(".pg-puzzle-said").inner_text() == ""  # nothing given yet
    hint.click()
    assert section.locator(".pg-puzzle-said").inner_text().startswith("Hint 1 of ")
    assert section.locator(".pg-run").inner_text().startswith("Your streak ended: 0 solved in a row.")


def test_next_unsolved_skips_what_is_solved(page, context):
    catalogue = json.loads(page.request.get(f"{ORIGIN}/assets/pygames/puzzles.json").text())["puzzles"]
    solved = {p["id"]: {"solved": True, "help": False, "attempts": 1} for p in catalogue[1:3]}
    context.add_init_script(f"localStorage.setItem('{RECORD_KEY}', {json.dumps(json.dumps({'version': 1, 'puzzles': solved}))})")
    page.goto(f"{ORIGIN}/{catalogue[0]['url']}")
    page.wait_for_selector(f"#{catalogue[0]['id']}[data-ready]", timeout=60000)
    page.locator(f"#{catalogue[0]['id']} .pg-next-unsolved").click()
    wait_puzzle(page, catalogue[3]["id"])


def test_the_record_goes_to_a_file_and_comes_back(page, tmp_path):
    catalogue = json.loads(page.request.get(f"{ORIGIN}/assets/pygames/puzzles.json").text())["puzzles"]
    mine = {catalogue[0]["id"]: {"solved": True, "help": True, "attempts": 2}, catalogue[5]["id"]: {"solved": False, "help": False, "attempts": 3}}
    page.goto(OVERVIEW)
    page.evaluate(f"localStorage.setItem('{RECORD_KEY}', {json.dumps(json.dumps({'version': 1, 'puzzles': mine}))})")
    open_overview(page)
    assert page.locator(f".pg-card[data-puzzle='{catalogue[0]['id']}'] .pg-card-record").inner_text() == "Your result: solved with help"
    page.get_by_text("Save, load or reset your record").click()
    with page.expect_download() as download:
        page.get_by_role("button", name="Save my record to a file").click()
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["puzzles"] == mine
    reset = page.get_by_role("button", name="Reset my record")
    reset.click()
    assert record(page)["puzzles"] == mine  # it asks first
    page.locator(".pg-reset-progress").click()
    assert record(page) is None
    assert page.locator(".pg-puzzle-summary").inner_text().startswith("0 of ")
    page.locator(".pg-load-record input").set_input_files(saved)
    page.wait_for_function("() => document.querySelector('.pg-index-said').textContent.startsWith('Loaded')")
    assert record(page)["puzzles"] == mine
    assert page.locator(".pg-puzzle-summary").inner_text().startswith("1 of ")
    # a file that is not a record is refused, and the record kept
    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": 1}')
    page.locator(".pg-load-record input").set_input_files(bad)
    page.wait_for_function("() => document.querySelector('.pg-index-said').textContent === 'This file is not a puzzle record of this site.'")
    assert record(page)["puzzles"] == mine
