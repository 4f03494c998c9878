"""The names and coordinates drawn on the boards are a picture, not text (issue 41): as ``<text>`` they
were read out in one run ("-1,0-1,10,-1…") by whatever reads a page's text (a screen reader with
styles off, a text browser, a search index), and each place's label already says its name. Each board
draws them in one ``<image class="pg-labels">`` (Pallanguzhi's bowls carry their own, which move with
them on a phone): the board's text holds none of them, the picture holds every one that is drawn."""

import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote

import pytest

import pygames
from pygames.congeners.board import board_cells
from pygames.congeners.rules import State as CongenersState
from pygames.congeners.svg import centre
from pygames.palanquee.board import COLUMNS, LETTERS, NAMES, ROW

NS = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


def text_of(svg: str) -> list[str]:
    """Every piece of text a reader of the page gets from a drawing: its elements' text, but for its
    ``<title>`` (the text alternative, a sentence) and ``<style>``; a picture's words are an attribute."""
    out = []

    def walk(element):
        if element.tag in (NS + "title", NS + "style"):
            return
        out.append(element.text or "")
        for child in element:
            walk(child)
            out.append(child.tail or "")

    walk(ET.fromstring(svg))
    return [t.strip() for t in out if t.strip()]


def masked(svg: str, places: dict) -> list[str]:
    """The places (``places``: name -> centre) under a disc of the mask of the drawing's labels' picture:
    where it hides the names, or where it shows them; none when the picture has no mask."""
    root = ET.fromstring(svg)
    image = next(e for e in root.iter(NS + "image") if e.get("class") == "pg-labels")
    if image.get("mask") is None:
        return []
    mask = next(m for m in root.iter(NS + "mask") if f"url(#{m.get('id')})" == image.get("mask"))
    at = {(round(x, 1), round(y, 1)): name for name, (x, y) in places.items()}
    return sorted(at[round(float(c.get("cx")), 1), round(float(c.get("cy")), 1)] for c in mask.iter(NS + "circle"))


def hidden_names(svg: str) -> list[str]:
    """The Palanquée cells whose names the mask of the labels' picture hides (a disc on each)."""
    from pygames.palanquee.svg import centre

    return masked(svg, {name: centre(i) for i, name in enumerate(NAMES)})


def pictured(svg: str) -> list[str]:
    """The words drawn in a drawing's pictures of labels, read from their ``data:`` addresses."""
    root = ET.fromstring(svg)
    images = [e for e in root.iter(NS + "image") if e.get("class") == "pg-labels" or e.get("id") == "pq-labels"]
    assert images and all(e.get("aria-hidden") == "true" and e.get("pointer-events") == "none" for e in images)
    words = []
    for image in images:
        address = image.get(XLINK)
        assert address.startswith("data:image/svg+xml,")
        picture = ET.fromstring(unquote(address.partition(",")[2]))
        words += [t.text for t in picture.iter(NS + "text")]
    return words


def state(game: str, *moves: str):
    s = pygames.get(game).initial_state()
    for move in moves:
        s = s.play(move)
    return s


def test_congeners_coordinates():
    game = pygames.get("congeners")
    s = CongenersState.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    svg = game.render_svg(s)
    names = {f"{q},{r}" for q, r in board_cells(s.size)}
    drawn = text_of(svg)
    assert drawn and not set(drawn) & names  # what is left is text of its own: the creatures' sizes
    assert set(drawn) == {"2"}
    assert sorted(pictured(svg)) == sorted(names)  # every cell's: one picture for every position
    cells = {f"{q},{r}": centre((q, r)) for q, r in board_cells(s.size)}
    assert masked(svg, cells) == sorted(["0,0", "1,0", "-3,0", "-3,1"])  # but under the stones
    other = CongenersState.from_stones(black=[(2, 0)], white=[(0, 1)])
    assert pictured(game.render_svg(other)) == pictured(svg)


@pytest.mark.parametrize("labels", [False, True])
def test_palago_coordinates(labels):
    game = pygames.get("palago")
    s = state("palago", "(0,0,0)")
    svg = game.render_svg(s, labels=labels)
    drawn = text_of(svg)
    assert not any(re.fullmatch(r"-?\d+,-?\d+", t) for t in drawn)
    # the tiles' notation of the rules page's figures (a legend, not a coordinate) is still text
    assert drawn == (["0,0,0", "0"] if labels else [])
    ring = ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"]
    region = [f"{q},{r}" for q in range(-4, 5) for r in range(-4, 5) if max(abs(q), abs(r), abs(q + r)) <= 4]
    assert sorted(pictured(svg)) == sorted(region)  # a region's: one picture for every table it covers
    assert sorted(palago_shown(svg)) == sorted(ring)  # shown on the empty cells of the ring only
    hinted = game.render_svg(s, hint=["(1,0,2)"])  # a hinted tile's cell shows the tile, not its coordinates
    assert "1,0" not in palago_shown(hinted) and "1,-1" in palago_shown(hinted)
    far = game.render_svg(state("palago", "(0,0,0)", "(1,0,2)", "(2,0,4)", "(3,0,0)", "(4,0,2)"))
    assert "5,0" in palago_shown(far) and len(pictured(far)) == 127  # a table reaching 5 steps: the region of 6


def palago_shown(svg: str) -> list[str]:
    """The Palago cells whose coordinates the mask of the labels' picture lets show (a disc on each)."""
    from pygames.palago.svg import centre

    return masked(svg, {f"{q},{r}": centre((q, r)) for q in range(-9, 10) for r in range(-9, 10)})


def test_palanquee_names_and_coordinates():
    game = pygames.get("palanquee")
    s = state("palanquee", "sow K7", "sow K12")
    svg = game.render_svg(s, hint="grow K8")
    assert text_of(svg) == []
    coordinates = [LETTERS[x] for x in range(len(COLUMNS)) for _ in "tb"] + [str(ROW[c]) for c in COLUMNS[0] + COLUMNS[-1]]
    assert sorted(pictured(svg)) == sorted(coordinates + list(NAMES))  # every name: one picture for every turn
    assert hidden_names(svg) == ["K12", "K7"]  # but for the cells under a piece, masked
    assert hidden_names(game.render_svg(game.initial_state())) == []
    small = game.compact(svg)
    assert "<text" not in small and 'class="pg-labels" xlink:href="#pq-labels"' in small
    assert sorted(pictured(game.definitions())) == sorted(coordinates + list(NAMES))


def test_pallanguzhi_hole_and_bowl_names():
    game = pygames.get("pallanguzhi")
    svg = game.render_svg(state("pallanguzhi"))
    drawn = text_of(svg)
    assert all(t.isdigit() for t in drawn) and len(drawn) == 16  # the seeds in each hole and bowl
    assert sorted(pictured(svg)) == sorted([f"{side}{i}" for side in "SN" for i in range(1, 8)] + ["North", "South"])
    frame = game.render_frame(state("pallanguzhi").play_report("S1")[2][0])
    assert "In hand: 5 seeds" in text_of(frame) and not any(re.fullmatch(r"[SN][1-7]|North|South", t) for t in text_of(frame))


@pytest.mark.parametrize("game", ["palago", "palanquee", "pallanguzhi"])
def test_labels_on_the_page_turn_light_in_the_dark_palette(game):
    """A picture cannot take the page's colour (currentColor): its labels drawn on the page's background
    are dark, and the board's stylesheet turns them light in the dark palette (Congeners' sit on the
    board's own colour, the same in both)."""
    css = pygames.get(game).BOARD_CSS
    assert re.search(rf'\[data-md-color-scheme="slate"\] \.pg-{game} \.pg-labels\{{filter:invert\(1\)', css)
