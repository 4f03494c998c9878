"""MkDocs hook: a thin shim over the ``builder`` package (see builder/__init__.py)."""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mkdocs.exceptions import PluginError  # noqa: E402

from builder import diagrams, offline, overview, pages, prepared, puzzles, runtime, scripts, theme, words  # noqa: E402

_figures = {}


def on_config(config, **kwargs):
    # The browser's modules, each named in a modulepreload link of every page (overrides/main.html).
    widgets = Path(config["docs_dir"]) / "assets" / "pygames" / "widgets.js"
    modules = scripts.module_graph(widgets) if widgets.exists() else []  # (a test's small site has none)
    config["extra"]["pygames_modules"] = [f"assets/pygames/{name}" for name in modules]
    return config


def on_pre_build(config, **kwargs):
    puzzles.catalogue.clear()  # every build proves its puzzles afresh
    prepared.FILES.clear()
    puzzles.prove_ahead(Path(config["docs_dir"]))  # on every core, before the pages are rendered one by one


def on_page_markdown(markdown, page, **kwargs):
    try:
        markdown, _figures[page.file.src_uri] = pages.replace_blocks(markdown, f"docs/{page.file.src_uri}")
        live = [figure for figure in _figures[page.file.src_uri].values() if 'class="pg-picture"' not in figure]
        if live:  # a live board: overrides/main.html starts the worker early, with the games it needs
            page.meta["pygames"] = True
            page.meta["pygames_games"] = sorted(set(re.findall(r'data-game="([a-z]+)"', "".join(live))))
        if _figures[page.file.src_uri] or 'class="pg-puzzle-index"' in markdown:  # the scripts' words, in the page's language
            page.meta["pygames_words"] = words.words_block(words.page_language(page.file.src_uri))
    except diagrams.DiagramError as e:
        raise PluginError(str(e)) from None
    return markdown


def on_page_content(html, page, **kwargs):
    try:
        html = diagrams.name_places(diagrams.reserve_boards(diagrams.restore_figures(html, _figures.pop(page.file.src_uri, {}))))
        html = diagrams.keep_out_of_search(html)
        ids = diagrams.check_ids(html, f"docs/{page.file.src_uri}")
    except diagrams.DiagramError as e:
        raise PluginError(f"docs/{page.file.src_uri}: {e}") from None
    if page.present_anchor_ids is not None:  # the boards' ids are anchors too (MkDocs checks links to them)
        page.present_anchor_ids |= ids
    return html


def on_post_build(config, **kwargs):
    try:
        runtime.write_runtime(config["site_dir"])
        puzzles.write_catalogue(config["site_dir"])
        overview.fill_indexes(config["site_dir"])  # the overviews' cards, from the catalogue
        puzzles.fill_theme_lists(config["site_dir"])
        prepared.write_tables(config["site_dir"])  # the answers prepared for first moves, read when a board asks
        prepared.write_classic(config["site_dir"])  # a page opened from a file plays its prepared first moves
        theme.quiet_palette_start(config["site_dir"])  # no restyle of the whole page at every load
        offline.write_service_worker(config["site_dir"])  # last: it lists every file of the build
    except (runtime.RuntimeError_, theme.ThemeError) as e:
        raise PluginError(str(e)) from None
