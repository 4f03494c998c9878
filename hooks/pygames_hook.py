"""MkDocs hook: a thin shim over the ``builder`` package (see builder/__init__.py).

The site has two editions (mkdocs-static-i18n): MkDocs builds the English one, then the plugin
builds the French one into ``fr/`` from within the English build's end, running every event of
this hook again. Work done once for the whole site (proving every puzzle of both editions, the
runtime, the offline copy) is done by the outer build only; each edition writes its own pages'
words, catalogue and cards.
"""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402

from pygames.game import speaking  # noqa: E402

from builder import diagrams, editions, offline, overview, pages, prepared, puzzles, runtime, scripts, theme, words  # noqa: E402

_figures = {}


def _inner(config) -> bool:
    """True while the i18n plugin builds an edition other than the first, inside the first's build."""
    plugin = config.plugins.get("i18n")
    return bool(plugin and plugin.building)


def _language(config) -> str:
    """The edition being built (the plugin's language stays the last one built once it is done)."""
    plugin = config.plugins.get("i18n")
    return plugin.current_language if _inner(config) else words.LANGUAGES[0]


def on_config(config, **kwargs):
    # The browser's modules, each named in a modulepreload link of every page (overrides/main.html).
    widgets = Path(config["docs_dir"]) / "assets" / "pygames" / "widgets.js"
    modules = scripts.module_graph(widgets) if widgets.exists() else []  # (a test's small site has none)
    config["extra"]["pygames_modules"] = [f"assets/pygames/{name}" for name in modules]
    plugin = config.plugins.get("i18n")  # each edition's name, for the language switch (overrides/main.html)
    config["extra"]["pygames_editions"] = {edition.locale: edition.name for edition in plugin.config.languages} if plugin else {}
    return config


def on_pre_build(config, **kwargs):
    if _inner(config):
        return
    puzzles.catalogue.clear()  # every build proves its puzzles afresh
    prepared.FILES.clear()
    puzzles.prove_ahead(Path(config["docs_dir"]))  # both editions', on every core, before the pages are rendered one by one


@event_priority(-200)  # after the i18n plugin has chosen the edition's files
def on_files(files, config, **kwargs):
    if not config.plugins.get("i18n"):
        return files  # (a test's small site has one edition)
    try:
        editions.check_twins(Path(config["docs_dir"]))
    except editions.EditionError as e:
        raise PluginError(str(e)) from None
    return editions.shared_assets(files, config) if _language(config) != words.LANGUAGES[0] else files


def on_page_markdown(markdown, page, config, **kwargs):
    source = f"docs/{page.file.src_uri}"
    lang = words.page_language(source)
    try:
        with speaking(lang):  # the figures' words, prepared answers and puzzles in the page's language
            markdown, _figures[source] = pages.replace_blocks(markdown, source)
        live = [figure for figure in _figures[source].values() if 'class="pg-picture"' not in figure]
        if live:  # a live board: overrides/main.html starts the worker early, with the games it needs
            page.meta["pygames"] = True
            page.meta["pygames_games"] = sorted(set(re.findall(r'data-game="([a-z]+)"', "".join(live))))
        if _figures[source] or 'class="pg-puzzle-index"' in markdown:  # the scripts' words, in the page's language
            page.meta["pygames_words"] = words.words_block(lang)
    except diagrams.DiagramError as e:
        raise PluginError(str(e)) from None
    return markdown


def on_page_content(html, page, **kwargs):
    source = f"docs/{page.file.src_uri}"
    try:
        html = diagrams.name_places(diagrams.reserve_boards(diagrams.restore_figures(html, _figures.pop(source, {}))))
        html = diagrams.one_mask_each(html)
        html = diagrams.keep_out_of_search(html)
        ids = diagrams.check_ids(html, source)
    except diagrams.DiagramError as e:
        raise PluginError(f"{source}: {e}") from None
    if page.present_anchor_ids is not None:  # the boards' ids are anchors too (MkDocs checks links to them)
        page.present_anchor_ids |= ids
    return html


@event_priority(-200)  # after the i18n plugin's: the outer build's runs once both editions are built
def on_post_build(config, **kwargs):
    site = Path(config["site_dir"])
    lang = _language(config)
    try:
        with speaking(lang):  # this edition's catalogue, cards and theme lists
            edition = editions.edition_pages(site, lang)
            puzzles.write_catalogue(site, lang)
            overview.fill_indexes(site, edition, puzzles.catalogue_path(lang))  # the overviews' cards, from the catalogue
            puzzles.fill_theme_lists(edition)
        if _inner(config):
            return
        editions.split_search_index(site)  # each edition searches its own pages
        runtime.write_runtime(site)
        prepared.write_tables(site)  # the answers prepared for first moves, read when a board asks
        prepared.write_classic(site)  # a page opened from a file plays its prepared first moves
        theme.quiet_palette_start(site)  # no restyle of the whole page at every load
        offline.write_service_worker(site)  # last: it lists every file of the build
    except (runtime.RuntimeError_, theme.ThemeError) as e:
        raise PluginError(str(e)) from None
