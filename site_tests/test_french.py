"""The French edition as a French reader meets it: every page in French, at phone and desktop width,
in both palettes; the switch between the editions; its own search; and a French reader who plays
a diagram of each game, is refused a move, solves a puzzle and plays against the computer."""

import importlib
import re

import pytest
from conftest import ORIGIN, ROOT
from helpers import click_cell, hole, wait_ready
from test_accessibility import palette, switch_palette
from test_prepared import blocked, invited_lines, make_step, status

import builder.words
import pygames
from pygames.game import Words

FRENCH_PAGES = sorted(
    p.relative_to(ROOT / "docs").as_posix().removesuffix(".fr.md") + ".html" for p in (ROOT / "docs").rglob("*.fr.md")
)


def english_fragments() -> list:
    """Every run of three words or more of an English sentence the site can show (the package's and
    the scripts' tables, between their {values}) that no French sentence has: one on a French page
    is a sentence left in English."""
    for game in pygames.games():
        importlib.import_module(f"pygames.{game}.words")
    tables = [t for t in Words.every if t.where.startswith(("pygames.", "builder."))]
    assert builder.words.SAY in tables and len(tables) >= 6
    french = " ".join(str(v) for t in tables for v in t.tables["fr"].values())
    runs = set()
    for table in tables:
        for template in table.tables["en"].values():
            for piece in re.split(r"\{[^}]*\}", str(template)):
                piece = piece.strip(" .,:;!?()«»\"'’")
                if len(piece.split()) >= 3 and len(piece) >= 14 and piece not in french:
                    runs.add(piece)
    return sorted(runs)


ENGLISH = english_fragments()
ENGLISH_REFUSAL = "(2,2) does not touch (0,0): each setup creature is two adjacent stones"

# Every text of the page a reader sees or hears: its text (folded parts too), and its labels.
PAGE_TEXT = """() => {
  const parts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => n.parentElement.closest("script, style, noscript") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) parts.push(walker.currentNode.textContent);
  for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]"))
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"])
      if (element.getAttribute(name)) parts.push(element.getAttribute(name));
  return parts.join("\\n").replace(/\\s+/g, " ");
}"""

# The sentences of the page's English twin (five words or more), as its reader reads them.
TWIN_SENTENCES = """async (address) => {
  const html = await (await fetch(address)).text();
  const twin = new DOMParser().parseFromString(html, "text/html");
  const texts = [...twin.querySelectorAll("article p, article li, article figcaption, article h1, article h2, article dd")]
    .map((e) => e.textContent.replace(/\\s+/g, " ").trim());
  return texts.flatMap((t) => t.split(/(?<=[.!?:])\\s+/)).filter((s) => s.split(" ").length >= 5 && /[a-z]{3}/.test(s));
}"""


def follow(page, address):
    """Go to the French page ``address`` by the site's menu, as a reader does."""
    page.locator(f"a.md-nav__link[href$='{address}']").first.click()
    page.wait_for_url(f"{ORIGIN}/fr/{address}")
    page.wait_for_function("document.querySelector('.pg-language a')")


def english_left(page) -> list:
    text = page.evaluate(PAGE_TEXT)
    return [run for run in ENGLISH if run in text]


def test_the_fragments_catch_english():
    assert len(ENGLISH) > 500 and "will be played as soon as the board is ready" in ENGLISH
    assert not any(run in "À Sud de jouer. Manche 1, tour 1." for run in ENGLISH)


def test_every_french_page_speaks_french_at_both_widths_in_both_palettes(page):
    """Each page is read at 1280 px in the palette it opens in, then at 375 px in the other (switched by
    the header's toggle, named in French); as the choice is kept, the pages open in each palette by turns."""
    errors, palettes = [], set()
    page.on("pageerror", lambda error: errors.append(str(error)))
    for address in FRENCH_PAGES:
        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(f"{ORIGIN}/fr/{address}")
        assert page.get_attribute("html", "lang") == "fr"
        switch = page.locator(".pg-language a[hreflang='en']")
        assert switch.get_attribute("lang") == "en" and switch.evaluate("a => a.href") == f"{ORIGIN}/{address}"
        links = page.locator("link[rel=alternate][hreflang]").evaluate_all("ls => ls.map(l => [l.hreflang, l.href])")
        assert sorted(links) == [["en", f"{ORIGIN}/{address}"], ["fr", f"{ORIGIN}/fr/{address}"]]
        twin = [s for s in page.evaluate(TWIN_SENTENCES, f"{ORIGIN}/{address}") if not re.fullmatch(r"[\w ,;()\-.:]*\d[\w ,;()\-.:]*", s)]
        assert len(twin) >= 3, address
        for width in (1280, 375):
            if width == 375:
                switch_palette(page)
                assert page.locator("form[data-md-component='palette'] label:visible").get_attribute("title").startswith("Passer à la palette")
                page.set_viewport_size({"width": 375, "height": 800})
            palettes.add((palette(page), width))
            assert english_left(page) == [], (address, palette(page), width)
            text = page.evaluate(PAGE_TEXT)
            assert [s for s in twin if s in text] == [], (address, "sentences of the English page")
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), (address, width)
    assert palettes == {(p, w) for p in ("light", "dark") for w in (1280, 375)}
    assert not errors


def test_the_switch_leads_to_the_same_page_in_the_other_language_without_a_second_python(page):
    page.goto(f"{ORIGIN}/pallanguzhi/rules.html")
    assert wait_ready(page) == "ready"
    page.evaluate("window.__stillTheSamePage = true")
    boots = page.evaluate("[window.pygamesRuntime.boots, window.pygamesRuntime.bootId]")
    page.locator(".pg-language a[hreflang='fr']").click()
    page.wait_for_url(f"{ORIGIN}/fr/pallanguzhi/rules.html")
    page.wait_for_function("document.documentElement.lang === 'fr'")
    assert page.evaluate("window.__stillTheSamePage === true")  # instant navigation: Python kept
    assert page.evaluate("[window.pygamesRuntime.boots, window.pygamesRuntime.bootId]") == boots
    # The header speaks French too, and the boards do.
    assert page.locator(".md-search__input").get_attribute("placeholder") == "Rechercher"
    assert page.locator("form[data-md-component='palette'] label:visible").get_attribute("title").startswith("Passer à la palette")
    figure = "#" + page.locator("figure.pg-diagram[data-game='pallanguzhi']").first.get_attribute("id")
    page.locator(figure).scroll_into_view_if_needed()
    page.wait_for_selector(f"{figure}[data-ready]")
    before = status(page, figure)
    hole(page, figure, "S1").click()
    page.wait_for_function("([f, s]) => document.querySelector(f + ' .pg-status').textContent !== s", arg=[figure, before])
    assert english_left(page) == []
    # Back to English, still the same page.
    page.locator(".pg-language a[hreflang='en']").click()
    page.wait_for_url(f"{ORIGIN}/pallanguzhi/rules.html")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.locator(".md-search__input").get_attribute("placeholder") == "Search"
    assert page.evaluate("window.__stillTheSamePage === true")
    # Searching after a switch gets the page afresh, with the search of its edition.
    page.locator(".pg-language a[hreflang='fr']").click()
    page.wait_for_function("document.documentElement.lang === 'fr'")
    page.locator(".md-search__input").click()
    page.wait_for_function("window.__stillTheSamePage !== true")  # reloaded
    page.locator(".md-search__input").fill("graines semer")
    page.wait_for_selector(".md-search-result__item", timeout=30000)
    found = page.locator(".md-search-result__item a").evaluate_all("ls => ls.map(l => l.href)")
    assert found and all("/fr/" in address for address in found), found


def test_the_french_search_finds_french_pages_only(page):
    page.goto(f"{ORIGIN}/fr/index.html")
    page.keyboard.press("/")  # (the index loads when the reader wants to search)
    page.locator(".md-search__input").fill("graines semer")
    page.wait_for_selector(".md-search-result__item", timeout=30000)
    found = page.locator(".md-search-result__item a").evaluate_all("ls => ls.map(l => l.href)")
    assert found and all("/fr/" in address for address in found), found


def test_a_french_reader_plays_the_lines_of_the_rules_pages_before_python(new_context):
    """Every line a French caption invites plays from the prepared answers, in French."""
    page, release, errors = blocked(new_context)
    for game in ("congeners", "palanquee", "palago"):
        page.goto(f"{ORIGIN}/fr/{game}/rules.html")
        for anchor, lines in invited_lines(game)[:3]:
            figure = f"#{anchor}"
            page.locator(figure).scroll_into_view_if_needed()  # a board starts as the reader comes near it
            page.wait_for_selector(f"{figure} .pg-toolbar")
            start = status(page, figure)
            for step in lines[0]:
                make_step(page, figure, game, step, lang="fr")
                assert english_left(page) == [], (game, anchor, step)
            page.locator(f"{figure} .pg-reset").click()
            page.wait_for_function("([f, s]) => document.querySelector(f + ' .pg-status').textContent === s", arg=[figure, start])
    assert page.evaluate("window.pygamesRuntime.state") in ("idle", "booting")
    assert not errors


def test_a_french_reader_sows_is_refused_solves_and_plays_the_computer(page):
    # A sowing on the rules page, with Python: the story of the sowing in French.
    page.goto(f"{ORIGIN}/fr/pallanguzhi/rules.html")
    assert wait_ready(page) == "ready"
    figure = "#" + page.locator("figure.pg-diagram[data-game='pallanguzhi']").first.get_attribute("id")
    before = status(page, figure)
    hole(page, figure, "S1").click()
    page.wait_for_function("([f, s]) => document.querySelector(f + ' .pg-status').textContent !== s", arg=[figure, before])
    assert english_left(page) == []

    # A refused move on the Congeners play page, the reason in French (the next pages reached by the
    # menu, as a reader does: instant navigation, the same Python).
    boot = page.evaluate("window.pygamesRuntime.bootId")
    page.evaluate("localStorage.setItem('pygames.congeners.opponent.v1', JSON.stringify({opponent: 'friend'}))")
    follow(page, "congeners/play.html")
    page.wait_for_selector("#game[data-ready]", timeout=60000)
    click_cell(page, "0,0")
    refusal = click_cell(page, "2,2")  # not beside the first stone of the setup's creature
    assert refusal.startswith("(2,2) ") and "(0,0)" in refusal and refusal != ENGLISH_REFUSAL, refusal
    assert english_left(page) == []

    # A puzzle solved, in French.
    follow(page, "pallanguzhi/puzzles.html")
    page.locator("#pallanguzhi-1").scroll_into_view_if_needed()
    page.wait_for_selector("#pallanguzhi-1 .pg-toolbar")
    hole(page, "#pallanguzhi-1", "N4").click()
    page.wait_for_function("() => document.querySelector('#pallanguzhi-1 .pg-puzzle-said').textContent.startsWith('Résolu')", timeout=30000)
    assert english_left(page) == []

    # A turn against the computer.
    follow(page, "pallanguzhi/play.html")
    page.wait_for_function("() => document.querySelector('#game[data-ready]') && document.querySelector('#game .pg-opponent')", timeout=60000)
    page.locator("#game .pg-opponent").select_option("easy")
    page.locator("#game .pg-side").select_option("south")
    page.locator("#game .pg-new").click()
    page.locator("#game .pg-speed-select").select_option("instant")
    assert page.locator("#game .pg-players").text_content() == "Vous\u202f: Sud. Ordinateur (Facile)\u202f: Nord."
    hole(page, "#game", "S1").click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length >= 2", timeout=60000)
    page.wait_for_function("() => document.querySelector('#game').dataset.turn === 'south'", timeout=60000)
    named = page.locator("#game .pg-moves").evaluate("l => [...l.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label')).join(' | ')")
    assert "2. Nord\u202f: " in named, named  # the computer's move, named in French
    assert english_left(page) == []
    assert page.evaluate("window.pygamesRuntime.bootId") == boot and page.url.startswith(f"{ORIGIN}/fr/")
