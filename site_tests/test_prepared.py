"""Prepared answers: a rules-page diagram plays its first move, and a puzzle plays to its end,
before Python is ready (here, with the worker's script held back, so Python cannot start), and
under file://, where it never starts.
The answers are the ones the build asked Python for (builder/prepared.py); a move without one waits
for Python, with the words it always had."""

import json
from urllib.request import urlopen

import pytest
from conftest import ORIGIN, ROOT, SITE
from helpers import board_text, hole, wait_turn_done

import pygames
from builder.diagrams import FENCE, parse_fields
from builder.diagrams import invited_lines as lines
from builder.prepared import cells_named
from builder.words import SAY
from pygames.congeners import parse_move

AFTER_S1 = "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"  # the opening after South's S1 (the spec's example)


def blocked(new_context):
    """A page whose Python cannot start until ``release()``: the worker's script is held back."""
    context = new_context()
    held = []
    context.route("**/assets/pygames/worker.js*", lambda route: held.append(route))  # with its ?games=
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    def release():
        for route in held:
            route.continue_()

    return page, release, errors


def status(page, figure):
    # textContent, not innerText: a figure far down the page is not rendered until the reader nears it
    # (content-visibility), and innerText of what is not rendered reads empty
    return page.locator(f"{figure} .pg-status").text_content()


def count_drawings(page, figure):
    """From now on, count the drawings the board shows (each frame of a turn is one)."""
    page.evaluate(
        """f => { const board = document.querySelector(f + ' .pg-board'); window.__drawings = 0;
                  new MutationObserver(() => window.__drawings++).observe(board, {childList: true}); }""",
        figure,
    )


def test_with_python_held_back_a_sowing_diagram_plays_and_animates_its_first_move(new_context):
    page, release, errors = blocked(new_context)
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    page.locator("#opening").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector("#opening .pg-toolbar")  # live for its first move, Python still away
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    page.locator("#opening .pg-speed-select").select_option("fast")
    count_drawings(page, "#opening")
    hole(page, "#opening", "S1").click()
    assert status(page, "#opening") == "S1: sowing…"
    page.wait_for_function("() => document.querySelector('#opening .pg-now').textContent !== ''")
    wait_turn_done(page, "#opening")
    assert board_text(page, "#opening") == AFTER_S1
    assert status(page, "#opening").startswith("S1: 5 laps. S5 is empty, so South captures the 7 seeds of S6.")
    assert page.evaluate("window.__drawings") >= 30  # every frame of the turn was drawn
    assert page.locator("#opening .pg-log li").count() == 6  # pick-up, four relays, the capture
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")  # all of it without Python
    # The second move has no prepared answer: it waits for Python, and Python plays it.
    hole(page, "#opening", "N3").click()
    assert status(page, "#opening") == "N3 will be played as soon as the board is ready."
    assert page.locator("#opening .pg-pending").count() == 1
    release()
    page.wait_for_function("() => document.querySelector('#opening .pg-status').textContent.startsWith('N3: ')", timeout=60000)
    wait_turn_done(page, "#opening")
    assert page.evaluate("window.pygamesRuntime.state") == "ready"
    assert page.locator("#opening .pg-pending").count() == 0
    assert not errors


def test_with_python_held_back_a_stone_is_chosen_and_moved_then_python_places(new_context):
    page, release, errors = blocked(new_context)
    page.goto(ORIGIN + "/congeners/rules.html")
    page.locator("#slide").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector("#slide .pg-toolbar")
    page.wait_for_function("() => document.querySelector('#slide .pg-status').textContent.startsWith('Black to move')")
    page.locator("#slide [data-cell='1,0']").click()
    page.wait_for_function("() => document.querySelector('#slide .pg-status').textContent.startsWith('(1,0) selected')")
    assert page.locator("#slide .pg-legal").count() == 6  # its six destinations, marked
    page.locator("#slide [data-cell='3,-2']").click()
    page.wait_for_function("() => document.querySelector('#slide .pg-status').textContent.startsWith('1,0-3,-2: ')")
    assert page.locator("#slide [data-cell='3,-2']").get_attribute("aria-label").startswith("(3,-2), black")
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    place = page.locator("#slide .pg-legal").first
    name = place.get_attribute("data-cell")
    place.click()
    assert status(page, "#slide") == f"({name}) will be played as soon as the board is ready."
    release()
    page.wait_for_function("n => document.querySelector('#slide .pg-status').textContent.startsWith('@' + n)", arg=name, timeout=60000)
    assert not errors


def test_with_python_held_back_a_tile_is_previewed_turned_and_placed(new_context):
    page, release, errors = blocked(new_context)
    page.goto(ORIGIN + "/palago/rules.html")
    page.locator("#one-tile").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector("#one-tile .pg-toolbar")
    cell = page.locator("#one-tile .pg-legal").first
    where = cell.get_attribute("data-cell")
    cell.click()
    page.wait_for_function("() => document.querySelector('#one-tile .pg-status').textContent.startsWith('Preview: ')")
    cell.click()  # turned: the next orientation
    page.wait_for_function("w => document.querySelector('#one-tile .pg-status').textContent.startsWith('Preview: (' + w + ',')", arg=where)
    page.locator("#one-tile .pg-place").click()
    page.wait_for_function("() => document.querySelector('#one-tile .pg-status').textContent.includes(' placed. ')")
    assert page.locator("#one-tile .pg-tile").count() == 2
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    release()
    page.wait_for_function("window.pygamesRuntime.state === 'ready'", timeout=60000)
    assert not errors


def test_with_python_held_back_the_first_seed_is_sown(new_context):
    page, release, errors = blocked(new_context)
    page.goto(ORIGIN + "/palanquee/rules.html")
    page.locator("#opening").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector("#opening .pg-toolbar")
    page.wait_for_function("() => document.querySelector('#opening [data-action=sow]').getAttribute('aria-pressed') === 'true'")
    page.locator("#opening [data-cell='K7']").click()
    page.wait_for_function("() => document.querySelector('#opening .pg-status').textContent.startsWith('Black sows a seed at K7')")
    assert "pg-black" in page.locator("#opening [data-cell='K7']").get_attribute("class")
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    release()
    assert not errors


def test_a_click_on_a_palanquee_picture_before_its_board_is_live_is_played_where_it_fell(new_context):
    """A still Palanquée board draws its empty cells as one grid (no element each): a click on J9 is held by
    its place on the picture; once the board is live (its prepared answers held back till then) J9, which has no
    prepared answer, waits for Python, and is sown once Python is up."""
    from pygames.palanquee.board import INDEX
    from pygames.palanquee.svg import centre

    page, release, errors = blocked(new_context)
    tables = []
    page.context.route("**/assets/pygames/prepared/*.js", lambda route: tables.append(route))
    page.goto(ORIGIN + "/palanquee/rules.html", wait_until="domcontentloaded")  # the load waits for the answers held
    page.locator("#opening").scroll_into_view_if_needed()
    picture = page.locator("#opening svg.pg-picture")
    assert page.locator("#opening [data-cell='J9']").count() == 0  # an empty cell of the picture
    x0, y0, width, height = map(float, picture.get_attribute("viewBox").split())
    box = picture.bounding_box()
    x, y = centre(INDEX["J9"])
    # clicked where J9 is drawn, once the picture is still (the page may still be laying itself out)
    picture.click(position={"x": (x - x0) * box["width"] / width, "y": (y - y0) * box["height"] / height})
    assert status(page, "#opening") == "Your move will be played as soon as the board is ready."
    for route in tables:
        route.continue_()
    page.context.unroute("**/assets/pygames/prepared/*.js")
    # the board is live for its first move, whose answers the build prepared for the hint's K7 only: J9 waits for Python
    page.wait_for_selector("#opening [data-cell='J9'].pg-pending")
    assert status(page, "#opening") == "J9 will be played as soon as the board is ready."
    release()
    page.wait_for_function("() => document.querySelector('#opening .pg-status').textContent.startsWith('Black sows a seed at J9')", timeout=60000)
    assert "pg-black" in page.locator("#opening [data-cell='J9']").get_attribute("class")
    assert page.locator("#opening .pg-black").count() == 1  # sown once
    assert not errors


def test_from_a_file_a_prepared_first_move_plays_and_the_page_says_what_is_left(new_context):
    page = new_context().new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((SITE / "pallanguzhi" / "rules.html").as_uri())
    notice = page.locator(".pg-file-notice")
    notice.wait_for()
    assert "first move" in notice.inner_text() and "python3 -m http.server" in notice.inner_text()
    assert page.locator(".pg-notice").count() == 1
    page.locator("#opening").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector("#opening .pg-toolbar")
    page.locator("#opening .pg-speed-select").select_option("instant")
    hole(page, "#opening", "S1").click()
    wait_turn_done(page, "#opening")
    page.wait_for_function("() => document.querySelector('#opening .pg-status').textContent.startsWith('S1: 5 laps')")
    assert board_text(page, "#opening") == AFTER_S1
    hole(page, "#opening", "N3").click()
    page.wait_for_function("() => document.querySelector('#opening .pg-status').textContent.includes('opened from a file')")
    assert board_text(page, "#opening") == AFTER_S1  # nothing else played
    assert not errors


def invited_lines(game):
    """``(figure id, lines)`` of each figure of a rules page whose block has a ``line``, read as the build reads it."""
    module = pygames.get(game)
    source = (ROOT / "docs" / game / "rules.md").read_text()
    blocks = (parse_fields(m["body"], game) for m in FENCE.finditer(source) if m["game"] == game)
    return [(f["id"], lines(module, f, f.get("mode", "diagram"))) for f in blocks if "line" in f]


def make_step(page, figure, game, step, lang="en"):
    """Make ``step`` on a figure's board as a reader does (of a page in ``lang``), and wait for the board's answer."""
    held = SAY.tables[lang]["pending_place"].split("}", 1)[1]  # what a step waiting for Python is told

    def answered(click):  # a new status, and nothing held for Python
        before = status(page, figure)
        click()
        page.wait_for_function(
            """([f, b, held]) => { const said = document.querySelector(f + ' .pg-status').textContent;
                                   return said !== b && !said.endsWith(held)
                                       && !document.querySelector(f + ' .pg-pending'); }""",
            arg=[figure, before, held], timeout=5000)

    cells = cells_named(step)
    if game == "palago":  # a click previews the tile, each next one turns it, then Place
        target = page.locator(f"{figure} [data-cell='{cells[0]}']")
        for _ in range(3):
            answered(target.click)
            if f"{step.strip()[:-1]}" in status(page, figure):
                break
        answered(page.locator(f"{figure} .pg-place").click)
        return
    if game == "palanquee":  # the kind of action first, unless the board chose it already; a spender last
        button = page.locator(f"{figure} [data-action='{step.split(':')[-1].split()[0]}']")
        if button.get_attribute("aria-pressed") != "true":
            answered(button.click)
        cells = cells[1:] + cells[:1] if ":" in step else cells
    for cell in cells:  # a cell not offered can be clicked all the same (a try the caption shows refused)
        place = page.locator(f"{figure} [data-cell='{cell}']")
        if "pg-selected" not in place.get_attribute("class"):  # (a stone still chosen is not chosen again)
            answered(lambda: place.click(force=place.get_attribute("aria-disabled") == "true"))


@pytest.mark.parametrize("game", ["congeners", "palanquee", "palago"])
def test_with_python_held_back_every_invited_line_of_a_rules_page_plays(new_context, game):
    """Each line a caption invites (a refused try among its steps) plays from the prepared answers alone."""
    page, release, errors = blocked(new_context)
    page.goto(f"{ORIGIN}/{game}/rules.html")
    for anchor, lines in invited_lines(game):
        figure = f"#{anchor}"
        page.locator(figure).scroll_into_view_if_needed()  # a board starts as the reader comes near it
        page.wait_for_selector(f"{figure} .pg-toolbar")
        start = status(page, figure)
        for line in lines:
            for step in line:
                make_step(page, figure, game, step)
            page.locator(f"{figure} .pg-reset").click()
            page.wait_for_function("([f, s]) => document.querySelector(f + ' .pg-status').textContent === s", arg=[figure, start])
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")  # all of it without Python
    assert not errors


def said(page, pid):
    return page.locator(f"#{pid} .pg-puzzle-said").inner_text()


def wait_said(page, pid, start, timeout=15000):
    page.wait_for_function("([p, s]) => document.querySelector('#' + p + ' .pg-puzzle-said').textContent.startsWith(s)",
                           arg=[pid, start], timeout=timeout)


def test_with_python_held_back_every_puzzle_of_a_game_is_solved_to_its_end(new_context):
    catalogue = json.loads(urlopen(f"{ORIGIN}/assets/pygames/puzzles.json").read())["puzzles"]
    ids = [p["id"] for p in catalogue if p["game"] == "pallanguzhi"]
    longest = max((p for p in catalogue if p["game"] == "pallanguzhi"), key=lambda p: p["turns"])["id"]
    page, release, errors = blocked(new_context)
    page.goto(f"{ORIGIN}/pallanguzhi/puzzles.html#{longest}")
    page.evaluate("localStorage.setItem('pygames.pallanguzhi.speed.v1', JSON.stringify('instant'))")
    page.locator(f"#{longest}").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector(f"#{longest} .pg-toolbar")  # the player is up, Python is not
    data = json.loads(page.get_attribute(f"#{longest}", "data-puzzle"))
    # A wrong first turn is refused, explained and taken back.
    usable = page.locator(f"#{longest} [data-hole]:not([aria-disabled='true'])").evaluate_all("els => els.map(e => e.dataset.hole)")
    wrong = next(h for h in usable if h not in data["tree"]["accept"])
    hole(page, f"#{longest}", wrong).click()
    wait_said(page, longest, "Not this: ")
    page.wait_for_function(f"() => document.querySelector('#{longest} .pg-status').textContent.startsWith('Taken back.')")
    # The reader's turns of the main line, each judged, the replies sown, to the end.
    for i, turn in enumerate(data["solution"][::2]):
        hole(page, f"#{longest}", turn).click()
        if i < len(data["replies"]):
            wait_said(page, longest, f"Right. {data['replies'][i]}")
            page.wait_for_function(f"() => document.querySelector('#{longest} .pg-status').textContent.startsWith('The opponent played {data['solution'][2 * i + 1]}')")
    wait_said(page, longest, "Solved!")
    # Every other puzzle of the game, by "Show the solution".
    for pid in ids:
        if pid == longest:
            continue
        page.locator(f"#{pid}").scroll_into_view_if_needed()
        page.locator(f"#{pid} .pg-show-solution").click()
        wait_said(page, pid, "That is the solution.", timeout=30000)
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")  # all without Python
    assert page.locator(".pg-puzzle[data-solved]").count() == len(ids)
    assert not errors


@pytest.mark.parametrize("game", ["palago", "palanquee"])
def test_with_python_held_back_a_step_off_every_accepted_turn_is_not_the_answer(new_context, game):
    """Where the steps are too many to prepare each, a step that starts no accepted turn is said wrong at
    once (Python says why once it runs); the accepted turn then plays as prepared."""
    catalogue = json.loads(urlopen(f"{ORIGIN}/assets/pygames/puzzles.json").read())["puzzles"]
    pid = next(p["id"] for p in catalogue if p["game"] == game)
    page, release, errors = blocked(new_context)
    page.goto(f"{ORIGIN}/{game}/puzzles.html#{pid}")
    figure = f"#{pid}"
    page.locator(figure).scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector(f"{figure} .pg-toolbar")
    data = json.loads(page.get_attribute(figure, "data-puzzle"))
    accepted = data["tree"]["accept"]
    firsts = {cell for turn in accepted for cell in cells_named(turn.split(";")[0])}
    if game == "palanquee":  # an action no accepted turn starts with
        kinds = {turn.split(";")[0].split(":")[-1].split()[0] for turn in accepted}
        other = page.locator(f"{figure} .pg-action:not([disabled])").evaluate_all("els => els.map(e => e.dataset.action)")
        page.locator(f"{figure} [data-action='{next(k for k in other if k not in kinds)}']").click()
        page.wait_for_function("f => document.querySelector(f + ' .pg-status').textContent.startsWith('Not the answer.')", arg=figure)
        page.locator(f"{figure} .pg-cancel").click()
    else:  # a tile on a cell no accepted turn starts on
        usable = page.locator(f"{figure} .pg-legal").evaluate_all("els => els.map(e => e.dataset.cell)")
        page.locator(f"{figure} [data-cell='{next(c for c in usable if c not in firsts)}']").click()
        page.wait_for_function("f => document.querySelector(f + ' .pg-status').textContent.startsWith('Not the answer.')", arg=figure)
    for step in data["solution"][0].split(";"):
        make_step(page, figure, game, step)
    wait_said(page, pid, "Solved!" if len(data["solution"]) == 1 else "Right.")
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")  # all without Python
    assert not errors


def test_from_a_file_a_puzzle_of_several_turns_is_solved_with_a_hint_and_a_step_taken_back(new_context):
    page = new_context().new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    catalogue = json.loads((SITE / "assets" / "pygames" / "puzzles.json").read_text())["puzzles"]
    pid = next(p["id"] for p in catalogue if p["game"] == "congeners" and p["turns"] == 2)
    page.goto((SITE / "congeners" / "puzzles.html").as_uri() + f"#{pid}")
    notice = page.locator(".pg-file-notice")
    notice.wait_for()
    assert "puzzles can be solved" in notice.inner_text()
    page.locator(f"#{pid}").scroll_into_view_if_needed()  # a board starts as the reader comes near it
    page.wait_for_selector(f"#{pid} .pg-toolbar")
    data = json.loads(page.get_attribute(f"#{pid}", "data-puzzle"))

    def click(cell):
        before = page.locator(f"#{pid} .pg-status").inner_text()
        page.locator(f"#{pid} [data-cell='{cell[0]},{cell[1]}']").click(force=True)
        page.wait_for_function(f"s => document.querySelector('#{pid} .pg-status').textContent !== s", arg=before)

    def play(turn):
        move, place = (parse_move(step) for step in turn.split("; "))
        click(move.start)
        click(move.cell)
        wait_said(page, pid, "Good: ")
        page.locator(f"#{pid} [data-cell='{place.cell[0]},{place.cell[1]}']").click(force=True)

    last_reply = data["solution"][1].split("; ")[-1]
    replied = f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('The opponent played {last_reply}')"
    play(data["solution"][0])
    wait_said(page, pid, f"Right. {data['replies'][0]}")
    page.wait_for_function(replied)
    page.locator(f"#{pid} .pg-hint-button").click()  # the second turn's hints come from the proof too
    wait_said(page, pid, "Hint 1 of ")
    page.locator(f"#{pid} .pg-undo").click()  # taken back to the first turn's placement, then placed again
    page.wait_for_function(f"() => document.querySelector('#{pid} .pg-status').textContent.startsWith('Taken back.')")
    place = parse_move(data["solution"][0].split("; ")[1])
    page.locator(f"#{pid} [data-cell='{place.cell[0]},{place.cell[1]}']").click(force=True)
    wait_said(page, pid, f"Right. {data['replies'][0]}")
    page.wait_for_function(replied)
    play(data["solution"][2])
    wait_said(page, pid, "Solved")
    assert page.locator(f"#{pid} .pg-static-answer").count() == 1  # the written solution stays (Python never ran)
    assert not errors
