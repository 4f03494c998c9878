"""The two editions: every page and snippet has its French twin, and each edition searches its own pages."""

import json
from pathlib import Path

import pytest

from builder import editions
from builder.words import page_language, site_path

ROOT = Path(__file__).resolve().parent.parent


def test_every_shipped_page_and_snippet_has_its_twin():
    assert editions.missing_twins(ROOT / "docs", ROOT / "snippets") == []
    english = [p for p in (ROOT / "docs").rglob("*.md") if page_language(p.name) == "en"]
    assert len(english) == 15 and all(editions.twin_of(p).exists() for p in english)


def test_a_page_without_its_twin_fails_naming_both(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "index.md").write_text("# Home")
    (tmp_path / "index.fr.md").write_text("# Accueil")
    (tmp_path / "game" / "rules.md").write_text("# Rules")
    (tmp_path / "game" / "play.fr.md").write_text("# Jouer")
    missing = editions.missing_twins(tmp_path)
    assert [(a.name, b.name) for a, b in missing] == [("play.fr.md", "play.md"), ("rules.md", "rules.fr.md")]
    with pytest.raises(editions.EditionError, match=r"game/play.fr.md has no twin .*game/play.md; .*game/rules.md has no twin .*game/rules.fr.md"):
        editions.check_twins(tmp_path)


def test_a_french_page_stands_in_fr():
    assert site_path("docs/palago/rules.fr.md") == "fr/palago/rules.md"
    assert site_path("docs/palago/rules.md") == "palago/rules.md"
    assert page_language("rules.fr.md") == "fr" and page_language("rules.md") == "en"


def test_each_edition_gets_its_own_search_index(tmp_path):
    index = tmp_path / "search" / "search_index.json"
    index.parent.mkdir()
    docs = [{"location": "index.html", "title": "Home", "text": ""}, {"location": "fr/index.html", "title": "Accueil", "text": ""},
            {"location": "palago/rules.html#x", "title": "X", "text": ""}, {"location": "fr/palago/rules.html#x", "title": "X", "text": ""}]
    index.write_text(json.dumps({"config": {"lang": ["en", "fr"], "separator": " "}, "docs": docs}))
    editions.split_search_index(tmp_path)
    english = json.loads(index.read_text())
    french = json.loads((tmp_path / "fr" / "search" / "search_index.json").read_text())
    assert english["config"]["lang"] == ["en"] and [d["title"] for d in english["docs"]] == ["Home", "X"]
    assert french["config"]["lang"] == ["fr"] and [d["location"] for d in french["docs"]] == ["fr/index.html", "fr/palago/rules.html#x"]
    assert english["config"]["separator"] == french["config"]["separator"] == " "


def test_an_editions_pages(tmp_path):
    for name in ("index.html", "a/b.html", "fr/index.html", "fr/a/b.html"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    assert [p.relative_to(tmp_path).as_posix() for p in editions.edition_pages(tmp_path, "en")] == ["a/b.html", "index.html"]
    assert [p.relative_to(tmp_path).as_posix() for p in editions.edition_pages(tmp_path, "fr")] == ["fr/a/b.html", "fr/index.html"]
