"""The site's editions: English at the root, French in ``fr/`` (mkdocs-static-i18n, suffix layout).

The French twin of ``docs/X.md`` is ``docs/X.fr.md`` (and of a snippet ``snippets/Y.md``,
``snippets/Y.fr.md``); a page without its twin fails the build, naming it. Both editions share one
copy of the scripts, the runtime and the prepared answers (so one visit's cache serves both), and
each searches its own pages.

>>> twin_of(Path("docs/palago/rules.md")), twin_of(Path("docs/palago/rules.fr.md"))
(PosixPath('docs/palago/rules.fr.md'), PosixPath('docs/palago/rules.md'))
"""

from __future__ import annotations

import json
from pathlib import Path

from .words import LANGUAGES, page_language

ROOT = Path(__file__).resolve().parent.parent
OTHERS = LANGUAGES[1:]


class EditionError(ValueError):
    """A page or snippet without its twin in the other edition."""


def twin_of(path: Path) -> Path:
    """The other edition's source of a page (French for English, English for French)."""
    lang = page_language(path.name)
    if lang == LANGUAGES[0]:
        return path.with_name(f"{path.stem}.{OTHERS[0]}.md")
    return path.with_name(path.name.removesuffix(f".{lang}.md") + ".md")


def missing_twins(*folders: Path) -> list:
    """Every Markdown source under ``folders`` whose twin is missing, with the twin it needs."""
    missing = []
    for folder in folders:
        for path in sorted(folder.rglob("*.md")):
            if not twin_of(path).exists():
                missing.append((path, twin_of(path)))
    return missing


def check_twins(docs: Path) -> None:
    """Fail, naming them, on pages and snippets without their twin."""
    missing = missing_twins(docs, ROOT / "snippets")
    if missing:
        named = "; ".join(f"{_shown(path)} has no twin {_shown(twin)}" for path, twin in missing[:5])
        more = f" (and {len(missing) - 5} more)" if len(missing) > 5 else ""
        raise EditionError(f"every page is written in both languages: {named}{more}")


def _shown(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def shared_assets(files, config):
    """The files of an edition other than the first, its scripts and styles sent back to the root
    (the plugin copies each into ``fr/``: a second copy the pages never ask for)."""
    from mkdocs.structure.files import File

    for file in list(files):
        lang = next((lang for lang in OTHERS if file.dest_uri.startswith(f"{lang}/")), None)
        if lang and not file.is_documentation_page() and Path(file.abs_src_path).is_relative_to(Path(config["docs_dir"]).resolve()):
            files.remove(file)
            files.append(File(file.src_uri, config["docs_dir"], config["site_dir"], config["use_directory_urls"],
                              dest_uri=file.dest_uri.removeprefix(f"{lang}/")))
    return files


def edition_pages(site: Path, lang: str) -> list:
    """The built pages of one edition."""
    if lang != LANGUAGES[0]:
        return sorted((site / lang).rglob("*.html"))
    return sorted(p for p in site.rglob("*.html") if p.relative_to(site).parts[0] not in OTHERS)


def split_search_index(site: Path) -> None:
    """One search index per edition: ``search/search_index.json`` the English pages',
    ``fr/search/search_index.json`` the French ones' (the plugin writes both into the first;
    ``overrides/main.html`` asks for the page's own)."""
    index = site / "search" / "search_index.json"
    if not index.exists():
        return
    data = json.loads(index.read_text())
    for lang in LANGUAGES:
        docs = [d for d in data["docs"] if _location_language(d["location"]) == lang]
        target = index if lang == LANGUAGES[0] else site / lang / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        config = {**data["config"], "lang": [lang]}
        target.write_text(json.dumps({**data, "config": config, "docs": docs}, ensure_ascii=False, separators=(",", ":")))


def _location_language(location: str) -> str:
    first = location.split("/", 1)[0]
    return first if first in OTHERS else LANGUAGES[0]
