"""Every sentence in every language: each table of messages (``pygames.game.Words``) of the package
has, in each of ``LANGUAGES``, a text for every message of its English table, with the same values
to fill in, written with the language's typography. Nothing a reader sees is silently English."""

import importlib
import pkgutil
import re
import string

import pytest

import pygames
from pygames.game import LANGUAGES, NARROW, Words

for module in pkgutil.walk_packages(pygames.__path__, "pygames."):  # every table the package makes
    importlib.import_module(module.name)

import builder.words  # noqa: E402,F401  (the browser's words, builder/words.py)

TABLES = [table for table in Words.every if table.where.startswith(("pygames.", "builder."))]


def fields(template: str) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_the_package_has_its_tables():
    assert len({table.where for table in TABLES}) >= 5  # each game's, and the shared ones


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.where)
def test_every_message_has_its_text_in_every_language_with_the_same_values(table, lang):
    assert lang in table.tables, f"{table.where}: no table in {lang}"
    english, other = table.tables["en"], table.tables[lang]
    assert sorted(set(english) - set(other)) == [], f"{table.where}: messages without a text in {lang}"
    assert sorted(set(other) - set(english)) == [], f"{table.where}: texts in {lang} of no English message"
    for message, template in english.items():
        assert fields(other[message]) == fields(template), f"{table.where}: {message!r} fills in other values in {lang}"


FRENCH_SPACING = re.compile(r"[^\u202f\u00a0]([;:?!»])|«[^\u202f\u00a0]|\s[,.]")
PLACEHOLDER = re.compile(r"\{[^}]*\}")


@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.where)
def test_french_is_written_with_french_typography(table):
    """A narrow no-break space before ; : ? ! and inside « », French quotation marks, the typographic
    apostrophe; the values filled in (notation, names) are left out of the check."""
    for message, template in table.tables.get("fr", {}).items():
        text = PLACEHOLDER.sub("X", template)
        wrong = FRENCH_SPACING.search(text)
        assert not wrong, f"{table.where}: {message!r}: {wrong[0]!r} in {template!r} (use {NARROW!r})"
        assert '"' not in text and "'" not in text, f"{table.where}: {message!r}: « » and ’ in French, not {template!r}"
