"""The puzzle overviews: a grid of cards, each with the puzzle's position drawn small.

Every ``<div class="pg-puzzle-index">`` of the built site (the overview page,
and each game's puzzles page with ``data-game``) becomes a list of cards: the
position as a small picture (``assets/pygames/thumbs/<id>.svg``, drawn once per
build), the title as a link, the goal, the difficulty, the number of turns and
the themes. The list is complete without JavaScript (and from a file); in the
browser ``puzzle-index.js`` adds the reader's results, sorting and filters, and
reads what it sorts and filters by from the cards' ``data-`` attributes.

>>> entry = {"id": "p-1", "title": "Seven", "game": "pallanguzhi", "game_name": "Pallanguzhi", "url": "pallanguzhi/puzzles.html#p-1",
...          "goal_words": "South to play.", "difficulty": "easy", "rating": 3, "turns": 1, "themes": ["pasu"]}
>>> html = card(entry, 0, {"pasu": {"name": "Pasu", "words": "A hole of four."}}, "../", with_game=True)
>>> 'data-themes="pasu"' in html and 'src="../assets/pygames/thumbs/p-1.svg"' in html and ">Pasu<" in html
True
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

import pygames

from .words import SAY, WRITTEN

THUMBS = Path("assets") / "pygames" / "thumbs"
INDEX = re.compile(r'<div class="pg-puzzle-index"(?: data-game="(?P<game>[a-z]+)")?[^>]*>\s*</div>')
# What a small picture does not need: the words a screen reader would read (the card's link names the puzzle).
SPOKEN = re.compile(r'\s(?:aria-[a-z]+|role|tabindex)="[^"]*"|<title>.*?</title>|<desc>.*?</desc>', re.S)


def thumbnail(game: str, position: str, focus=()) -> str:
    """The position drawn as a still picture, without the words a board on a page carries, in focus (a
    drawing that can show only the part of a big board that matters does so: round the cells ``focus``
    names, where the puzzle happens, else round the pieces)."""
    module = pygames.get(game)
    svg = SPOKEN.sub("", module.render_svg(module.State.from_text(position), focus=list(focus) or True))
    opening = svg.index(">") + 1  # a picture in an <img> gets no page styles: it carries the board's own
    return f"{svg[:opening]}<style>{module.BOARD_CSS}</style>{svg[opening:]}"


def write_thumbnails(site_dir, entries) -> dict:
    """One small picture per puzzle, under ``assets/pygames/thumbs/``: id -> its size (width, height)."""
    folder = Path(site_dir) / THUMBS
    folder.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for entry in entries:
        svg = thumbnail(entry["game"], entry["position"], entry.get("focus", ()))
        (folder / f"{entry['id']}.svg").write_text(svg)
        box = re.search(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', svg)
        sizes[entry["id"]] = (round(float(box[3])), round(float(box[4]))) if box else (300, 300)
    return sizes


def turns_words(n: int) -> str:
    return WRITTEN("one_turn") if n == 1 else WRITTEN("turns", n=n)


def card(entry: dict, order: int, themes: dict, to_root: str, with_game: bool, size=(300, 300)) -> str:
    """One puzzle's card (``themes``: the game's vocabulary, id -> name and words; ``size``: the picture's)."""
    pid = escape(entry["id"])
    theme_ids = [t for t in entry["themes"] if t in themes]
    theme_spans = "".join(
        f'<span class="pg-theme" data-theme="{escape(t)}" title="{escape(themes[t]["words"])}">{escape(themes[t]["name"])}</span>' for t in theme_ids
    )
    game = f'<span class="pg-card-game">{escape(entry["game_name"])}</span>' if with_game else ""
    return (
        f'<li class="pg-card" data-puzzle="{pid}" data-game="{escape(entry["game"])}" data-difficulty="{escape(entry["difficulty"])}" '
        f'data-rating="{entry["rating"]}" data-turns="{entry["turns"]}" data-themes="{escape(" ".join(theme_ids))}" data-order="{order}">'
        f'<a class="pg-card-link" href="{escape(to_root + entry["url"])}">'
        f'<img class="pg-card-board" src="{escape(to_root + (THUMBS / (entry["id"] + ".svg")).as_posix())}" alt="" width="{size[0]}" height="{size[1]}" loading="lazy" decoding="async">'
        f'<span class="pg-card-title">{escape(entry["title"])}</span></a>'
        f'<p class="pg-card-goal">{escape(entry["goal_words"])}</p>'
        f'<p class="pg-card-facts">{game}<span class="pg-difficulty pg-{escape(entry["difficulty"])}">{escape(SAY("difficulty_" + entry["difficulty"]).lower())}</span>'
        f'<span class="pg-card-turns">{turns_words(entry["turns"])}</span></p>'
        f'<p class="pg-card-themes">{theme_spans}</p>'
        "</li>"
    )


def index_html(match, entries, themes: dict, to_root: str, sizes: dict) -> str:
    """The cards of one ``pg-puzzle-index`` (one game's, or every game's)."""
    game = match["game"]
    cards = "".join(
        card(e, i, themes.get(e["game"], {}), to_root, not game, sizes[e["id"]]) for i, e in enumerate(entries) if not game or e["game"] == game
    )
    opening = match[0][: match[0].index(">") + 1]
    listing = f'<ul class="pg-cards">{cards}</ul>'
    if game:  # a game's page: the puzzles follow, so the cards wait behind a summary
        listing = f'<details class="pg-cards-box"><summary>{escape(WRITTEN("see_cards", n=cards.count("<li ")))}</summary>{listing}</details>'
    return f"{opening}{listing}</div>"


def fill_indexes(site_dir, paths, catalogue_path) -> None:
    """Write the cards into the built pages ``paths`` (one edition's) that have a puzzle index, and
    the pictures they show, from the edition's catalogue (at ``catalogue_path`` from the site's root).

    The catalogue is complete only once every page is built, so this runs after the build, from it.
    """
    site_dir = Path(site_dir)
    catalogue = json.loads((site_dir / catalogue_path).read_text())
    entries, themes = catalogue["puzzles"], catalogue["themes"]
    sizes = write_thumbnails(site_dir, entries)
    for path in paths:
        html = path.read_text()
        if 'class="pg-puzzle-index"' not in html:
            continue
        to_root = "../" * (len(path.relative_to(site_dir).parts) - 1)
        path.write_text(INDEX.sub(lambda m: index_html(m, entries, themes, to_root, sizes), html))
