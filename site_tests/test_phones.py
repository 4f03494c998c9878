"""Boards on a phone (375 × 740, touch): every place a finger-sized target with readable words, at
the zoom the board opens with; moves played by tapping only; no sideways scrolling of the page; a
big board opens on what matters, pans with the keyboard, and shows whole on request."""

import pytest

from conftest import ORIGIN
from helpers import open_rules, start_figure

PHONE = {"viewport": {"width": 375, "height": 740}, "has_touch": True, "is_mobile": True}

SMALLEST = """f => {
  const root = document.querySelector(f);
  const places = [...root.querySelectorAll('.pg-board [data-cell], .pg-board [data-hole]')].map(e => e.getBoundingClientRect());
  const svg = root.querySelector('.pg-board svg');
  const scale = svg.getScreenCTM().a;
  const fonts = [...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
  return [Math.min(...places.map(r => r.width)), Math.min(...places.map(r => r.height)), Math.min(...fonts)];
}"""


def phone_page(new_context, url, scheme="light"):
    page = new_context(**PHONE, color_scheme=scheme).new_page()
    game = url.split("/")[-2]
    page.add_init_script(f"localStorage.setItem('pygames.{game}.opponent.v1', JSON.stringify({{opponent: 'friend'}}))")
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=60000)
    return page


def moves(page):
    return page.locator("#game .pg-moves li").count()


def wait_moves(page, n):
    page.wait_for_function("n => document.querySelectorAll('#game .pg-moves li').length >= n", arg=n, timeout=30000)


def check_fits(page, figure="#game"):
    width, height, words = page.evaluate(SMALLEST, figure)
    assert width >= 43.5 and height >= 43.5, (figure, width, height)
    assert words >= 10.9, (figure, words)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def tap(page, selector):
    page.locator(selector).first.tap()


def whole_board_on_screen(page):
    """Every place of the play page's board, and its stores, on the screen at once: nothing to pan."""
    board = page.locator("#game .pg-board")
    board.scroll_into_view_if_needed()
    boxes = board.locator("[data-hole], [data-bowl]").evaluate_all("es => es.map(e => e.getBoundingClientRect().toJSON())")
    assert len(boxes) == 16 and "pg-zoomed" not in board.get_attribute("class")
    for box in boxes:
        assert box["left"] >= 0 and box["right"] <= 375 and box["top"] >= 0 and box["bottom"] <= 740, box


@pytest.mark.parametrize("game", ["pallanguzhi", "palago", "congeners", "palanquee"])
def test_a_play_page_is_played_by_tapping_on_a_phone(new_context, game):
    page = phone_page(new_context, f"{ORIGIN}/{game}/play.html", scheme="dark")
    check_fits(page)
    if game == "pallanguzhi":
        whole_board_on_screen(page)  # seven holes of 44 px fit in a row: the bowls go above and below it
        page.locator("#game .pg-speed-select").select_option("instant")
        tap(page, "#game [data-hole='S3']")
        wait_moves(page, 1)
        tap(page, "#game [data-hole='N3']")
        wait_moves(page, 2)
    elif game == "palago":
        for n in (1, 2):
            tap(page, "#game .pg-board [data-cell].pg-legal")
            page.wait_for_function("() => !document.querySelector('#game .pg-place').disabled")
            tap(page, "#game .pg-place")
            wait_moves(page, n)
    elif game == "congeners":
        for n, cell in enumerate(("0,0", "1,0", "-3,0", "-3,1"), 1):
            tap(page, f"#game [data-cell='{cell}']")
            wait_moves(page, n)
        tap(page, "#game .pg-choose-white")
        wait_moves(page, 5)
    else:
        tap(page, "#game [data-cell='K7']")  # the opening's only action, a sow, is chosen already
        wait_moves(page, 1)
        page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'white'")
        tap(page, "#game [data-cell='K12']")
        wait_moves(page, 2)
    check_fits(page)  # the board kept its zoom through the moves


def test_a_big_diagram_opens_on_its_pieces_pans_with_the_keys_and_shows_whole(new_context):
    page = new_context(**PHONE).new_page()
    open_rules(page, f"{ORIGIN}/palanquee/rules.html")
    figure = page.locator(".pg-diagram").filter(has=page.locator(".pg-black, .pg-white")).first
    fid = figure.get_attribute("id")
    start_figure(page, fid)  # a board is measured for its zoom when it comes near the screen
    page.wait_for_function("f => document.querySelector(f + ' .pg-board.pg-zoomed')", arg=f"#{fid}")
    check_fits(page, f"#{fid}")
    frame = figure.locator(".pg-board")
    assert "pg-zoomed" in frame.get_attribute("class")

    def inside(box, view):
        return box["x"] >= view["x"] - 1 and box["x"] + box["width"] <= view["x"] + view["width"] + 1 and \
            box["y"] >= view["y"] - 1 and box["y"] + box["height"] <= view["y"] + view["height"] + 1

    figure.scroll_into_view_if_needed()
    view = frame.bounding_box()
    pieces = figure.locator(".pg-board .pg-black, .pg-board .pg-white")
    assert any(inside(pieces.nth(i).bounding_box(), view) for i in range(pieces.count()))  # it opens on them
    # the arrow keys move the focus, and the frame follows it
    figure.locator(".pg-board [data-cell][tabindex='0']").focus()
    for _ in range(12):
        page.keyboard.press("ArrowLeft")
    focused = page.evaluate("document.activeElement.dataset.cell")
    assert inside(figure.locator(f".pg-board [data-cell='{focused}']").bounding_box(), frame.bounding_box())
    # the whole board on request, and back
    figure.locator(".pg-zoom-toggle").tap()
    assert figure.locator(".pg-zoom-toggle").inner_text() == "Zoom in"
    assert figure.locator(".pg-board svg").bounding_box()["width"] <= frame.bounding_box()["width"] + 1
    figure.locator(".pg-zoom-toggle").tap()
    check_fits(page, f"#{fid}")


def test_on_a_desktop_boards_are_whole_and_no_wider_than_the_text(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    for path in ("palanquee/rules.html", "congeners/play.html", "pallanguzhi/play.html"):
        page.goto(f"{ORIGIN}/{path}")
        page.wait_for_selector(".pg-diagram[data-ready], #game[data-ready]", timeout=60000)
        assert page.locator(".pg-zoomed").count() == 0 and page.locator(".pg-zoom-toggle:visible").count() == 0
        column = page.locator(".md-content__inner").bounding_box()
        for box in page.locator(".pg-board svg").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)"):
            assert box <= column["width"]


@pytest.mark.parametrize("width", [375, 1280])
def test_the_board_stays_put_when_python_comes_up(new_context, width):
    context = new_context(viewport={"width": width, "height": 800}, has_touch=width < 400)
    held = []

    def slow_runtime(route):  # Python comes up late, as on a slow phone
        held.append(route.request.url)
        page.wait_for_timeout(1500)
        route.continue_()

    page = context.new_page()
    page.route("**/*.wasm", slow_runtime)
    page.goto(f"{ORIGIN}/pallanguzhi/play.html")
    page.wait_for_selector("#game .pg-board svg")
    page.wait_for_timeout(500)
    before = page.locator("#game .pg-board").bounding_box()
    assert page.evaluate("!document.querySelector('#game[data-ready]')")
    page.wait_for_selector("#game[data-ready]", timeout=60000)
    after = page.locator("#game .pg-board").bounding_box()
    assert held and abs(after["y"] - before["y"]) < 1 and abs(after["height"] - before["height"]) < 1, (before, after)


def test_a_palanquee_diagram_pans_to_the_blue_line_by_keys_and_by_touch(new_context):
    page = new_context(**PHONE).new_page()
    open_rules(page, f"{ORIGIN}/palanquee/rules.html")
    start_figure(page, "blue-line")
    frame = page.locator("#blue-line .pg-board")
    frame.scroll_into_view_if_needed()

    def seam_in_view(which):
        """Whether the top (0) or bottom (1) blue line shows in the frame."""
        seam = page.locator("#blue-line .pg-seam").nth(which).bounding_box()
        view = frame.bounding_box()
        return seam["y"] + seam["height"] > view["y"] and seam["y"] < view["y"] + view["height"]

    # by keys: a column is a ring, so Up from its first cell crosses the blue line to its last,
    # and the frame follows the focus from one edge of the board to the other
    page.locator("#blue-line [data-cell='S1']").focus()
    assert seam_in_view(0)
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.cell") == "S16"
    assert seam_in_view(1)
    # by touch: a finger drags the board down, back to the top edge of the same line
    frame.evaluate("f => f.scrollIntoView({block: 'center'})")
    box = frame.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 150
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 25):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 15 * step}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("() => document.querySelector('#blue-line .pg-board').scrollTop === 0")
    assert seam_in_view(0)
    assert page.evaluate("window.scrollX") == 0  # the page itself did not move sideways


def test_marks_stay_apart_in_forced_colours(new_context):
    """Legal cells, the suggested step and the pieces differ in colour and in shape, also when the
    system forces its colours (a board keeps its own, like a picture)."""
    page = new_context(forced_colors="active").new_page()
    open_rules(page, f"{ORIGIN}/palanquee/rules.html")
    start_figure(page, "simple-capture")
    assert page.evaluate("matchMedia('(forced-colors: active)').matches")
    look = """sel => { const e = document.querySelector(sel); const s = getComputedStyle(e);
      return {stroke: s.stroke, dash: s.strokeDasharray, fill: s.fill, shape: e.tagName}; }"""
    hint = page.evaluate(look, "#simple-capture .pg-hint .pg-cell-hex")  # the step the text suggests
    page.locator("#simple-capture .pg-action[data-action='grow']").click()
    page.wait_for_selector("#simple-capture .pg-legal .pg-dot")
    legal = page.evaluate(look, "#simple-capture .pg-legal .pg-dot")
    grain = page.evaluate(look, "#simple-capture .pg-grain-black, #simple-capture .pg-grain-white")
    assert legal["shape"] == "path" and grain["shape"] == "circle"  # a diamond, unlike any piece
    assert hint["dash"] not in ("none", "") and legal["stroke"] != hint["stroke"]  # dashed, and another colour
    assert legal["stroke"] != grain["fill"]


def test_a_puzzle_page_shows_its_first_puzzle_soon_with_how_to_play_and_the_themes_folded(new_context):
    page = new_context(**PHONE).new_page()
    for game in ["palanquee", "congeners", "pallanguzhi", "palago"]:
        page.goto(f"{ORIGIN}/{game}/puzzles.html")
        page.wait_for_selector(".pg-puzzle-index[data-ready]", timeout=60000)
        top = page.evaluate("document.querySelector('.pg-puzzle').getBoundingClientRect().top + scrollY")
        assert top < 1.6 * 740, (game, top)  # under two screens: the intro, the record, the filters, two folded lines
        how, themes = page.locator("details.info > summary").all()
        assert how.inner_text() == "How to play a puzzle" and themes.inner_text() == "What the themes mean"
        words = page.locator("details.info").first.locator("p").first
        assert "Show the solution" in " ".join(words.text_content().split()) and not words.is_visible()
        how.tap()
        assert words.is_visible()
        assert not page.locator(".pg-theme-list dt").first.is_visible()
        themes.tap()
        names = page.locator(".pg-theme-list dt").all_inner_texts()
        options = page.locator(".pg-puzzle-index select[aria-label='Theme'] option").all_inner_texts()[1:]
        assert options and set(options) <= set(names), game  # every theme the filter offers, explained
        assert page.locator(".pg-theme-list dt").first.is_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
