"""The rules page's diagrams as a reader uses them: pasu, capture, round end, refill, endless turn;
on a phone-width screen and in both palettes."""

import pytest

from conftest import ORIGIN
from helpers import board_names, board_text, hole, open_rules as open_rules_page, start_figure, wait_turn_done

RULES = ORIGIN + "/pallanguzhi/rules.html"


def open_rules(page):
    open_rules_page(page, RULES)


def play(page, figure, label, speed="instant"):
    start_figure(page, figure[1:])
    page.locator(f"{figure} .pg-speed-select").select_option(speed)
    hole(page, figure, label).click()
    page.wait_for_function(f"document.querySelector('{figure} .pg-status').textContent.startsWith('{label}:')")
    wait_turn_done(page, figure)
    return page.locator(f"{figure} .pg-log li").all_inner_texts()


def test_the_turn_is_shown_seed_by_seed(page):
    open_rules(page)
    page.locator("#opening .pg-speed-select").select_option("normal")
    hole(page, "#opening", "S1").click()
    hand = page.locator("#opening .pg-hand")
    hand.wait_for()
    assert hand.text_content() in {f"In hand: {n} seeds" for n in range(2, 6)} | {"In hand: 1 seed"}
    page.locator("#opening .pg-mark-sow").wait_for()  # the hole the last seed fell into is marked
    assert page.locator("#opening .pg-now").inner_text()
    page.locator("#opening .pg-skip").click()
    wait_turn_done(page, "#opening")


def test_a_pasu_given_to_the_opponent(page):
    open_rules(page)
    log = play(page, "#pasu-gift", "N7")
    assert "Pasu: S1 reaches 4 and South (its owner) takes the 4 seeds." in log
    _, bowls = board_names(page, "#pasu-gift")
    assert "South's bowl, 33 seeds" in bowls


def test_a_capture_that_finds_an_empty_hole(page):
    open_rules(page)
    log = play(page, "#empty-capture", "S3")
    assert log[-1] == "S2 is empty and so is S3: nothing is captured."


def test_the_round_end_gathers_and_refills_with_a_closed_hole(page):
    open_rules(page)
    log = play(page, "#round-end", "N5")
    assert any("South has no seed to sow, so the round ends." in line for line in log)
    assert any("Closed this round: S7." in line and "South sows first." in line for line in log)
    assert board_text(page, "#round-end") == "5 5 5 5 5 5 X | 5 5 5 5 5 5 5"
    assert "Round 2" in page.locator("#round-end .pg-status").inner_text()


def test_an_endless_turn_stops_and_ends_the_round(page):
    open_rules(page)
    start_figure(page, "endless")
    page.locator("#endless .pg-speed-select").select_option("fast")
    hole(page, "#endless", "S6").click()
    page.wait_for_function("!document.querySelector('#endless .pg-skip').disabled")
    page.locator("#endless .pg-skip").click()
    wait_turn_done(page, "#endless", timeout=5000)
    log = page.locator("#endless .pg-log li").all_inner_texts()
    assert any(line.startswith("Endless turn: after 91 laps") for line in log)


def test_the_end_of_the_game(page):
    open_rules(page)
    play(page, "#game-end", "N5")
    assert "North wins: South could not fill a single hole" in page.locator("#game-end .pg-status").inner_text()
    assert page.locator("#game-end .pg-legal").count() == 0


def test_a_phone_width_screen_has_finger_sized_holes_in_frames_that_fit(new_context):
    page = new_context(viewport={"width": 375, "height": 740}, has_touch=True).new_page()
    open_rules(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    for figure in page.locator("figure.pg-diagram").all():
        box = figure.locator(".pg-board").bounding_box()  # the frame; the board inside it pans
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    page.locator("#opening").scroll_into_view_if_needed()  # a board is sized for fingers as it comes near the screen
    page.wait_for_function("() => document.querySelector('#opening [data-hole=S1]').getBoundingClientRect().width >= 43.5")
    s1 = hole(page, "#opening", "S1").bounding_box()
    assert s1["width"] >= 43.5 and s1["height"] >= 43.5  # a fingertip
    page.locator("#opening .pg-speed-select").select_option("instant")
    hole(page, "#opening", "S1").tap()
    page.wait_for_function("document.querySelector('#opening .pg-status').textContent.startsWith('S1:')")
    wait_turn_done(page, "#opening")
    assert board_text(page, "#opening") == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"


CONTRAST = """(selector) => {
  const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const figure = document.querySelector('#opening');
  const text = getComputedStyle(document.querySelector(selector)).color;
  const background = getComputedStyle(figure).backgroundColor;
  const [a, b] = [lum(parse(text)), lum(parse(background))].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


# The contrast of the holes' names (a picture, drawn with the filter the page gives it) with the figure's
# background: the picture is drawn on that background in a canvas and its most contrasting pixel measured.
NAMES_CONTRAST = """async () => {
  const picture = document.querySelector('#opening svg > .pg-labels');
  const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const image = new Image();
  image.src = picture.getAttribute('xlink:href');
  await image.decode();
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [picture.width.baseVal.value, picture.height.baseVal.value];
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const background = parse(getComputedStyle(document.querySelector('#opening')).backgroundColor);
  context.fillStyle = `rgb(${background.join(',')})`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.filter = getComputedStyle(picture).filter;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const base = lum(background);
  let best = 1;
  for (let i = 0; i < pixels.length; i += 4) {
    const [a, b] = [lum([pixels[i], pixels[i + 1], pixels[i + 2]]), base].sort((x, y) => y - x);
    best = Math.max(best, (a + 0.05) / (b + 0.05));
  }
  return best;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_both_palettes_read_well(new_context, scheme):
    page = new_context(color_scheme=scheme).new_page()
    open_rules(page)
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
    for selector in ("#opening .pg-status", "#opening figcaption", "#opening .pg-speed", "#opening .pg-reset"):
        assert page.evaluate(CONTRAST, selector) >= 4.5, selector
    assert page.evaluate(NAMES_CONTRAST) >= 4.5
    # the palette toggle switches to the other scheme, and the boards follow it
    page.locator("label.md-header__button[for^='__palette']:visible").click()
    other = "default" if scheme == "dark" else "slate"
    page.wait_for_function(f"document.body.getAttribute('data-md-color-scheme') === '{other}'")
    assert page.evaluate(NAMES_CONTRAST) >= 4.5


def test_a_reader_who_asks_for_less_motion_gets_instant_turns(new_context):
    page = new_context(reduced_motion="reduce").new_page()
    open_rules(page)
    assert page.locator("#opening .pg-speed-select").input_value() == "instant"
    hole(page, "#opening", "S1").click()
    page.wait_for_function("document.querySelector('#opening .pg-status').textContent.startsWith('S1: 5 laps')", timeout=5000)
    assert board_text(page, "#opening") == "2 8 8 8 0 0 1 | 7 7 7 7 0 1 7"
