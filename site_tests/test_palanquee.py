"""Palanquée on the site: the play page by mouse and keyboard, reasons, undo, saving, links, the source examples."""

import json

from conftest import ORIGIN
from helpers import click_cell as click, game_cell as cell, game_moves as moves, game_status as status, open_game
from helpers import open_rules as open_rules_page, start_every_figure, start_figure, status_changed as changed

from pygames.palanquee import State, initial_state

PLAY = ORIGIN + "/palanquee/play.html"


def position(black_seeds="", black_grains="", white_seeds="", white_grains="", to_move="black", **fields):
    """The share-link position of a board written like the rules page's blocks."""
    board = {}
    for key, piece in (
        (black_seeds, "black seed"), (black_grains, "black grain"), (white_seeds, "white seed"), (white_grains, "white grain")
    ):
        board.update({cell: piece for cell in key.split()})
    return State.from_dict({"board": board, "to_move": to_move, **fields}).to_text()


# Black's turn 3: K7 against K12, after the two sown seeds.
AFTER_SOWING = initial_state().play("sow K7").play("sow K12").to_text()


def label(page, where):
    return cell(page, where).get_attribute("aria-label")


def sides(page):
    return page.locator("#game .pg-sides li").all_inner_texts()


def open_play(page, url=PLAY):
    open_game(page, url)


def choose(page, kind):
    """Press an action's button and wait for Python to mark its cells."""
    before = status(page)
    page.locator(f"#game .pg-action[data-action='{kind}']").click()
    text = changed(page, before)
    page.wait_for_function(
        "k => document.querySelector(`#game .pg-action[data-action='${k}']`).getAttribute('aria-pressed') === 'true'", arg=kind
    )
    return text


def pressed(page, key):
    before = status(page)
    page.keyboard.press(key)
    return changed(page, before)


def legal(page):
    return page.locator("#game .pg-legal").evaluate_all("els => els.map(e => e.dataset.cell)")


def test_turns_by_mouse_with_reasons_neighbours_undo_and_resume(page):
    open_play(page)
    assert status(page).startswith("Black to play, turn 1: Black has no piece on the board and sows one seed.")
    assert sides(page) == [
        "Black (to play): no piece on the board, so one seed to sow · reserve 3 seeds, 50 grains · 0 seeds lost",
        "White · reserve 3 seeds, 50 grains · 0 seeds lost",
    ]
    # a sowing turn has Sow chosen already: every cell is marked
    page.wait_for_function("() => document.querySelectorAll('#game .pg-legal').length === 313")
    assert label(page, "K7") == "K7, empty, legal"
    # the picture of every cell's name, the same at every turn, and the discs of its mask (the cells under a piece)
    names = """() => { const picture = document.querySelector('#game .pg-labels'), mask = picture.previousElementSibling;
      const discs = mask && mask.matches('mask') && picture.getAttribute('mask') === `url(#${mask.id})` ? mask.querySelectorAll('circle') : [];
      return [picture.getAttribute('xlink:href'), [...discs].map(d => d.getAttribute('cx') + ',' + d.getAttribute('cy'))]; }"""
    picture, hidden = page.evaluate(names)
    assert ">K7%3C" in picture and hidden == []
    assert click(page, "K7") == "Black sows a seed at K7. The turn ends."
    assert label(page, "K7").startswith("K7, black seed")
    assert page.evaluate(names) == [picture, ["168,157.62"]]  # K7's name hidden under its seed, the picture kept
    # the opening rule refuses White's seed next to Black's, and says why
    assert click(page, "K9") == (
        "Opening: your pieces must be at least 3 cells from every enemy piece in your first three turns; K9 is 2 from K7."
    )
    assert label(page, "K9").startswith("K9, empty")
    assert click(page, "K12") == "White sows a seed at K12. The turn ends."
    # Black's first action: the buttons say which kinds have a legal use
    page.wait_for_function("() => !document.querySelector('#game .pg-action[data-action=grow]').disabled")
    disabled = page.locator("#game .pg-action:disabled").evaluate_all("els => els.map(e => e.dataset.action)")
    assert disabled == ["move", "trim", "recoil"]
    assert sides(page)[0] == "Black (to play): 1 action left, owed by K7 · reserve 2 seeds, 50 grains · 0 seeds lost"
    assert choose(page, "grow-seed") == "Grow a seed: choose an empty cell next to a plant that still owes an action (6 marked)."
    assert sorted(legal(page)) == ["J7", "J8", "K6", "K8", "L7", "L8"]
    assert click(page, "L8") == "Black grows a seed at L8. The turn ends."
    assert page.locator("#game .pg-action[aria-pressed=true]").count() == 0
    choose(page, "grow")
    assert click(page, "K11") == "White grows a grain at K11. The turn ends."
    # two seeds, two actions
    assert sides(page)[0] == "Black (to play): 2 actions left, owed by L8 and K7 · reserve 1 seed, 50 grains · 0 seeds lost"
    assert page.locator("#game .pg-undo").is_enabled()  # between two players, any turn can be taken back
    choose(page, "grow")
    assert click(page, "L9") == "Black grows a grain at L9."
    assert sides(page)[0] == "Black (to play): 1 action left, owed by K7 · reserve 1 seed, 49 grains · 0 seeds lost"
    assert page.get_attribute("#game", "data-turn") == "black"
    # a move: the grain, then where it goes; a place the rules refuse says why
    choose(page, "move")
    assert click(page, "L9") == "L9 selected: 7 places to move it to, marked. Choose one, or another grain."
    assert click(page, "S1") == "S1 is not next to the rest of the plant of L9: a grain moves next to its own plant."
    assert label(page, "L9").startswith("L9, black grain")
    # the neighbours of the cell under the pointer light up, across the blue line too
    cell(page, "B1").evaluate("e => e.scrollIntoView({block: 'center'})")
    cell(page, "B1").hover(force=True)
    page.wait_for_function("() => document.querySelectorAll('#game .pg-neighbour').length === 4")
    lit = page.locator("#game .pg-neighbour").evaluate_all("els => els.map(e => e.dataset.cell)")
    assert sorted(lit) == ["A1", "B17", "B2", "C1"]
    # the turn is taken back to its start, and played again with Redo
    page.locator("#game .pg-undo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 4")
    assert status(page).startswith("Taken back: 4 moves played. Black to play, turn 5: 2 actions left, owed by seeds L8 and K7.")
    assert label(page, "L9").startswith("L9, empty")
    page.locator("#game .pg-redo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 5")
    assert label(page, "L9").startswith("L9, black grain")
    page.locator("#game .pg-undo").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 4")
    choose(page, "grow")
    click(page, "L9")
    choose(page, "grow")
    assert click(page, "M9") == "Black grows a grain at M9. The turn ends."
    assert page.locator("#game .pg-redo").is_disabled()  # a new turn drops what was taken back
    assert page.get_attribute("#game", "data-turn") == "white"
    played = ["sow K7", "sow K12", "grow-seed L8", "grow K11", "L8: grow L9", "grow M9"]  # the seed spending it, written
    assert moves(page) == played
    page.reload()
    page.wait_for_selector("#game[data-ready]")
    assert moves(page) == played
    assert label(page, "M9").startswith("M9, black grain")
    assert page.get_attribute("#game", "data-turn") == "white"


def walk_to(page, target, root="#game", limit=60):
    """Arrow keys towards a cell, by where it is on the screen, until it has the focus."""
    for _ in range(limit):
        here = page.evaluate("document.activeElement.dataset.cell")
        if here == target:
            return
        goal = page.locator(f"{root} [data-cell='{target}']").bounding_box()  # the page scrolls with the focus
        box = page.locator(f"{root} [data-cell='{here}']").bounding_box()
        dx = goal["x"] - box["x"]
        dy = goal["y"] - box["y"]
        if abs(dx) > box["width"] / 2:
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
        else:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
    raise AssertionError(f"the arrow keys did not reach {target}: {page.evaluate('document.activeElement.outerHTML')[:300]}")


def test_turns_with_the_keyboard_alone_on_a_dark_phone(new_context):
    page = new_context(viewport={"width": 375, "height": 740}, color_scheme="dark").new_page()
    open_play(page, PLAY + "#position=" + AFTER_SOWING)
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.locator("#game .pg-new").focus()
    for _ in range(12):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("S1, empty")
    # a letter chooses the action; one with no legal use says why
    assert pressed(page, "t") == "Trim has no legal use now: the plants that still owe an action have no grain."
    assert pressed(page, "m") == "Move has no legal use now: the plants that still owe an action have no grain."
    assert pressed(page, "s") == "Grow a seed: choose an empty cell next to a plant that still owes an action (6 marked)."
    # the focus moved from S1, where a seed cannot grow, to the nearest cell where one can
    focused = page.evaluate("document.activeElement.dataset.cell")
    assert focused in legal(page) and focused != "S1"
    assert pressed(page, "Escape").startswith("Cancelled. Black to play, turn 3")
    assert page.locator("#game .pg-legal").count() == 0
    assert pressed(page, "g").startswith("Grow: choose an empty cell")
    walk_to(page, "L8")
    assert pressed(page, "Enter") == "Black grows a grain at L8. The turn ends."
    # White, by keyboard too
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'white'")
    assert pressed(page, "g").startswith("Grow: choose an empty cell")
    walk_to(page, "K13")
    assert pressed(page, "Enter") == "White grows a grain at K13. The turn ends."
    assert moves(page) == ["grow L8", "grow K13"]
    assert label(page, "K13").startswith("K13, white grain")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_each_board_of_the_rules_page_is_a_few_tab_stops(page):
    """A board, its actions (one toolbar: the arrow keys move within it) and Reset: the fourth board is near."""
    open_rules(page)
    boards = page.locator(".pg-diagram").evaluate_all("els => els.map(e => e.id)")
    for board in boards[:4]:
        start_figure(page, board)
    page.locator(f"#{boards[0]} [data-cell][tabindex='0']").focus()
    stops = [boards[0]]  # the diagram of each Tab stop ("" for the text's links)
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.activeElement.closest('#{boards[3]} .pg-board') !== null"):
            break
        stops.append(page.evaluate("(document.activeElement.closest('.pg-diagram') || {id: ''}).id"))
    assert all(stops.count(board) <= 3 for board in boards[:3]), stops  # the board, its actions, Reset
    # within the actions, the arrow keys go from one usable action to the next
    page.keyboard.press("Tab")
    first = page.evaluate("document.activeElement.dataset.action")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.closest('.pg-actions') !== null")
    assert page.evaluate("document.activeElement.dataset.action || 'cancel'") != first


def test_a_corrupt_saved_game_gives_a_notice_and_a_fresh_game(new_context):
    bad = json.dumps({"version": 1, "start": initial_state().to_text(), "moves": ["sow K7", "sow K9"]})
    for saved, reason in (
        (bad, "Your saved game could not be restored (Move 2 of the saved game (sow K9) is not legal: opening:"),
        ("{not json", "Your saved game could not be restored (it is not readable data), so a new game has started."),
    ):
        context = new_context()
        context.add_init_script(
            "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
            f" localStorage.setItem('pygames.palanquee.game.v1', {json.dumps(saved)}); }}"
        )
        page = context.new_page()
        open_play(page)
        assert page.locator("#game .pg-game-notice").inner_text().startswith(reason)
        assert moves(page) == []
        assert click(page, "K7") == "Black sows a seed at K7. The turn ends."
        saved = page.evaluate("JSON.parse(localStorage.getItem('pygames.palanquee.game.v1'))")
        assert saved["moves"] == ["sow K7"]


def test_a_bad_share_link_and_a_good_one(page, new_context):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_play(page, PLAY + "#position=<img src=x onerror=alert(1)>")
    notice = page.locator("#game .pg-game-notice")
    assert notice.inner_text().startswith("The shared link's position can't be opened: This position can't be read:")
    assert notice.is_visible() and notice.locator("img").count() == 0 and dialogs == []
    assert "#" not in page.url  # read once, then forgotten
    click(page, "K7")
    click(page, "K12")
    page.locator("#game .pg-share").click()
    link = page.locator("#game .pg-share-url").input_value()
    assert link.startswith(PLAY + "#position=")
    friend = new_context().new_page()
    open_play(friend, link)
    assert friend.locator("#game .pg-game-notice").inner_text().startswith("Opened the shared position. Black to play, turn 3")
    assert friend.locator("#game [data-cell='K12']").get_attribute("aria-label").startswith("K12, white seed")
    assert friend.locator("#game .pg-moves li").count() == 0


def test_the_end_of_the_game(page):
    # Black has lost two seeds; White's sow captures the third against the red line
    end = position("S2", "R3 Q3 P4", "A16", "", "white", lost={"black": 2, "white": 0})
    open_play(page, PLAY + "#position=" + end)
    choose(page, "sow")
    assert click(page, "O4") == (
        "White sows a seed at O4 and captures Black's seed S2 and grains R3, Q3 and P4 (the seed leaves the game). "
        "Black has lost all three seeds: White wins."
    )
    assert page.locator("#game .pg-result-title").inner_text() == "White wins."
    assert "Black's three seeds have all left the game" in page.locator("#game .pg-result-reason").inner_text()
    assert page.get_attribute("#game", "data-turn") == "over"
    assert page.locator("#game .pg-action:enabled").count() == 0
    assert sides(page)[0] == "Black · reserve 0 seeds, 50 grains · 3 seeds lost"
    page.locator("#game .pg-new").click()
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'black'")
    assert moves(page) == []


RULES = ORIGIN + "/palanquee/rules.html"

# The four diagrams of the source text (the rules spec's worked examples 1-4), on
# the rules page: the action to make there, what the page says, and the cells after.
EXAMPLES = {
    "simple-capture": (
        "I9",
        "Black grows a grain at I9 and captures White's grain J9. The turn ends.",
        {"J9": "J9, empty", "I9": "I9, black grain", "J10": "J10, white grain"},
    ),
    "dead-plant": (
        "I10",
        "Black grows a grain at I10 and captures White's grains K9 and J10; White's grains J8 and J9, "
        "cut off from every seed, go too. The turn ends.",
        {"J8": "J8, empty", "J9": "J9, empty", "J10": "J10, empty", "K9": "K9, empty", "K11": "K11, white grain"},
    ),
    "illegal-suicide": (
        "J10",
        "Suicide: your grains J10 and K9 would stand between L9 and I10.",
        {"J10": "J10, empty", "K9": "K9, white grain"},
    ),
    "not-a-suicide": (
        "J10",
        "White grows a grain at J10 and captures Black's grain I10. The turn ends.",
        {"I10": "I10, empty", "J10": "J10, white grain"},
    ),
}


def open_rules(page):
    open_rules_page(page, RULES)


def in_figure(page, figure, where):
    return page.locator(f"#{figure} [data-cell='{where}']")


def figure_status(page, figure):
    # textContent, not innerText: a board far down the page is not rendered until the reader nears it
    # (content-visibility), and innerText of what is not rendered reads empty
    return page.locator(f"#{figure} .pg-status").text_content()


def figure_changed(page, figure, before):
    page.wait_for_function(
        "([f, s]) => document.querySelector('#' + f + ' .pg-status').textContent !== s", arg=[figure, before]
    )
    return figure_status(page, figure)


def test_the_source_examples_on_the_rules_page(page):
    open_rules(page)
    figures = start_every_figure(page)
    assert len(figures) >= 4
    for figure in figures:
        assert page.locator(f"#{figure} .pg-board svg").get_attribute("role") == "group"
        assert page.locator(f"#{figure} .pg-action").count() == 6
    for example, (where, said, after) in EXAMPLES.items():
        before = figure_status(page, example)
        page.locator(f"#{example} .pg-action[data-action='grow']").click()
        assert figure_changed(page, example, before).startswith("Grow: choose an empty cell")
        target = in_figure(page, example, where)
        target.evaluate("e => e.scrollIntoView({block: 'center'})")  # not under Material's sticky header
        before = figure_status(page, example)
        target.click(force=True)
        assert figure_changed(page, example, before) == said, example
        for place, words in after.items():
            name = in_figure(page, example, place).get_attribute("aria-label")
            assert name.split(", legal")[0].split(", last")[0] == words, (example, place)
    # the board's text alternative follows (only the changed cells are redrawn: the rest must agree)
    words = page.locator("#simple-capture .pg-board svg").get_attribute("aria-label")
    assert "White: 1 plant: seed J11 with grain J10." in words and "White to play" in words
    assert page.locator("#simple-capture [data-cell]").count() == 313
    # Reset puts the diagram back, its hint ringed again
    page.locator("#simple-capture .pg-reset").click()
    page.wait_for_function("() => document.querySelector(\"#simple-capture [data-cell='J9']\").getAttribute('aria-label').startsWith('J9, white grain')")
    assert in_figure(page, "simple-capture", "I9").get_attribute("aria-label") == "I9, empty, hint"


def test_a_rules_diagram_by_keyboard(page):
    open_rules(page)
    figure = "simple-capture"
    start_figure(page, figure)
    page.locator(f"#{figure} .pg-reset").focus()
    for _ in range(12):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("Boolean(document.activeElement.dataset.cell)"):
            break
    start = page.evaluate("document.activeElement.dataset.cell")
    before = figure_status(page, figure)
    page.keyboard.press("g")
    assert figure_changed(page, figure, before).startswith("Grow: choose an empty cell")
    # the focus stays on the board, on the nearest cell the action can use
    focused = page.evaluate("document.activeElement.dataset.cell")
    assert focused == start or page.evaluate("document.activeElement.classList.contains('pg-legal')")
    walk_to(page, "K9", f"#{figure}")
    before = figure_status(page, figure)
    page.keyboard.press("Enter")
    assert figure_changed(page, figure, before) == "Black grows a grain at K9 and captures White's grain J9. The turn ends."


def test_turns_against_each_level_of_the_computer_and_a_resume(page):
    page.set_viewport_size({"width": 1280, "height": 1400})
    open_game(page, PLAY, two_players=False)
    for level in ["easy", "medium", "hard", "expert"]:
        page.locator("#game .pg-opponent").select_option(level)
        page.locator("#game .pg-side").select_option("white")
        page.locator("#game .pg-new").click()
        page.wait_for_function(
            "t => document.querySelector('#game .pg-players').textContent.startsWith(t)", arg=f"You: White. Computer ({level.capitalize()})"
        )
        mine = "() => document.querySelector('#game').dataset.turn === 'white'"
        page.wait_for_function(mine, timeout=60000)  # the computer (Black) sowed its first seed
        assert len(moves(page)) == 1
        # turn 2, a sowing turn: its only action is chosen by itself, a click on a marked cell plays it
        page.locator("#game .pg-board [data-cell].pg-legal").first.click(force=True)
        page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length >= 3", timeout=60000)
        page.wait_for_function(mine, timeout=60000)  # turn 3, the computer's
        # turn 4: the action its seed owes, a grain grown on a marked cell
        choose(page, "grow")
        count = len(moves(page))
        page.locator("#game .pg-board [data-cell].pg-legal").first.click(force=True)
        page.wait_for_function("n => document.querySelectorAll('#game .pg-moves li').length > n + 1", arg=count, timeout=60000)
        page.wait_for_function(mine, timeout=60000)  # turn 5, the computer's: an action for each of its seeds
        played = moves(page)
        # sow, sow, the computer's one action, my grow, then one action per Black seed: one, or two when
        # the computer grew a seed at turn 3 (its choice)
        assert len(played) >= 5 and played[0].startswith("sow ")
        state = initial_state()
        for step in played:  # every step shown is legal, in order (the rules package replays them)
            state = state.play(step)
        assert state.to_move == "white" and state.turn_over()  # the computer's whole turn is shown
        if level == "hard":  # the game and its opponent come back after a reload
            page.reload()
            page.wait_for_selector("#game[data-ready]", timeout=60000)
            assert moves(page)[: len(played)] == played
            assert page.locator("#game .pg-players").inner_text().startswith("You: White. Computer (Hard)")
