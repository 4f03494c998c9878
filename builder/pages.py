r"""A page's blocks: each diagram and puzzle block of a page's Markdown becomes its figure.

The hook calls :func:`replace_blocks` before Markdown (each block becomes a placeholder) and
puts the figures back into the page's HTML afterwards (:func:`builder.diagrams.restore_figures`).

>>> text, figures = replace_blocks("Intro\n\n```pallanguzhi\n```\n", "docs/x.md")
>>> text, list(figures)
('Intro\n\nPGDIAGRAM1X\n', ['PGDIAGRAM1X'])
"""

from __future__ import annotations

import re

import pygames

from . import diagrams, puzzles
from .words import site_path
from .diagrams import FENCE


def replace_blocks(markdown: str, page: str) -> tuple[str, dict]:
    """Swap every diagram block of a page for a placeholder; return the HTML per placeholder.

    Placeholders are plain paragraphs that Markdown leaves alone; the hook puts
    the figures back into the page's HTML afterwards.
    """
    diagrams.check_fences(markdown, page)
    games = set(pygames.games())
    figures = {}
    tables = {}  # the answers prepared for the first move of the page's figures (each figure's in a file)

    puzzle_count = 0

    def swap(match: re.Match) -> str:
        nonlocal puzzle_count
        game = match["game"]
        if game not in games and game != "puzzle":
            return match[0]
        line = markdown.count("\n", 0, match.start()) + 1
        key = f"PGDIAGRAM{len(figures) + 1}X"
        if game == "puzzle":
            puzzle_count += 1
            url = site_path(page).removesuffix(".md") + ".html"  # from the site's root
            figures[key] = puzzles.render(match["body"], page, puzzle_count, line, url, tables)
        else:
            figures[key] = diagrams.render_block(game, match["body"], page, len(figures) + 1 - puzzle_count, line, tables)
        return f"{match['indent']}{key}"

    markdown = FENCE.sub(swap, markdown)
    share_drawings(figures)
    return markdown, figures


def share_drawings(figures: dict) -> None:
    """Draw a page's still boards small where a game's drawing can: its ``compact(html)`` redraws the
    boards of a figure to refer to ``definitions()``, written once before the page's first figure that
    needs them (the same picture, a fraction of the weight; the live boards are drawn whole)."""
    for game in pygames.games():
        if not any(f'data-game="{game}"' in html for html in figures.values()):
            continue
        drawing = pygames.get(game)  # its compact and definitions come from its drawing (pygames.drawing)
        if not hasattr(drawing, "compact"):
            continue
        defined = False
        for key, html in figures.items():
            small = drawing.compact(html)
            if small != html:
                figures[key] = small if defined else drawing.definitions() + small
                defined = True
