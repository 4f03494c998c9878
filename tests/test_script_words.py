"""The browser's scripts hold no sentence of their own: every word a reader sees comes from the
table of ``builder/words.py``, which the build writes into the page and ``words.js`` reads. Here:
no string of a script under ``docs/assets/pygames/`` reads like words for a reader, every id a
script asks for is in the table, and every id of the table is asked for."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from builder.words import SAY, page_language, words_block, words_json

SCRIPTS = Path(__file__).resolve().parent.parent / "docs" / "assets" / "pygames"

# A character after which a "/" starts a regular expression, not a division.
_BEFORE_REGEX = set("(,=:[!&|?{};+-*%<>~^") | {""}


def literals(source: str) -> list[tuple[str, int]]:
    """The strings of a script, with where each starts: the text of each quoted string, and of each
    part of a template literal outside its ``${…}`` (whose code is read as code); comments and
    regular expressions are left out.

    >>> [text for text, _ in literals('a = "x y"; // "no"\\nb = `one ${f("two")} three` / 2; c = /"re"/g;')]
    ['x y', 'one ', 'two', ' three']
    """
    found, i, n = [], 0, len(source)
    depth = []  # for each template literal being read: the depth of braces in its ${…} code

    def previous(at):
        j = at - 1
        while j >= 0 and source[j] in " \t\r\n":
            j -= 1
        word = re.search(r"[\w$]+$", source[: j + 1])
        return "" if j < 0 else ("(" if word and word[0] in ("return", "typeof", "case") else source[j])

    def template(at):  # read a template literal's text from `at` to its end or to its next ${
        start, part = at, []
        while at < n and source[at] != "`":
            if source[at] == "\\":
                part.append(source[at : at + 2])
                at += 2
            elif source.startswith("${", at):
                found.append(("".join(part), start))
                depth.append(0)
                return at + 2
            else:
                part.append(source[at])
                at += 1
        found.append(("".join(part), start))
        return at + 1

    while i < n:
        c = source[i]
        if depth and c == "}" and depth[-1] == 0:
            depth.pop()
            i = template(i + 1)
        elif depth and c in "{}":
            depth[-1] += 1 if c == "{" else -1
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i) % (n + 1) if "\n" in source[i:] else n
        elif source.startswith("/*", i):
            i = source.index("*/", i) + 2
        elif c == "/" and previous(i) in _BEFORE_REGEX:
            i += 1
            in_class = False
            while source[i] != "/" or in_class:
                in_class = (in_class or source[i] == "[") and source[i] != "]"
                i += 2 if source[i] == "\\" else 1
            i += 1
        elif c in "\"'":
            j, text = i + 1, []
            while source[j] != c:
                text.append(source[j : j + 2] if source[j] == "\\" else source[j])
                j += 2 if source[j] == "\\" else 1
            found.append(("".join(text), i))
            i = j + 1
        elif c == "`":
            i = template(i + 1)
        else:
            i += 1
    return found


# Two words of letters side by side ("could not"), neither part of a name (pg-board, md-button).
TWO_WORDS = re.compile(r"(?<![\w\-./#$@=\[])[A-Za-z]{2,}\s+[A-Za-z]{2,}(?![\w\-(=\]])")
# A capital and lowercase letters, alone or starting words ("Reset", "Solved!", "Next puzzle").
CAPITALISED = re.compile(r"^[A-Z][a-z]+(?:[\s!?.…:]|$)")

# The strings that read like words but are none of the reader's, each with why.
NOT_FOR_READERS = {
    # KeyboardEvent.key values the boards and lists answer to
    "Escape", "Enter", "Home", "End",
    # the boot's stages, timed for the benchmark and the tests (info.bootPhases), never shown
    "asked Cache Storage", "Pyodide loaded", "package unpacked", "package imported",
    # errors the worker throws and catches itself (the memory snapshot is then not used, or made)
    "the snapshot would hold an unknown JS object", "the snapshot is of another build",
    "the snapshot is truncated", "the snapshot answers for another version", "not booted",
    # the kind of a saved puzzle record, a field of its file (puzzle-record.js), read back, never shown
    "pygames puzzle record",
    # Congeners' moves of the pie rule, in the notation the rules package reads (stones.js)
    "choose black", "choose white",
}
# Strings of another kind: Python run by the worker, and what goes to the developer's console.
PYTHON_SOURCE = re.compile(r"^\s*\nimport ")
CONSOLE = re.compile(r"console\.\w+\(\s*[`\"']?$")


def reader_strings(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    wrong = []
    for text, at in literals(source):
        if text in NOT_FOR_READERS or PYTHON_SOURCE.match(text) or CONSOLE.search(source[max(0, at - 40) : at]):
            continue
        if TWO_WORDS.search(text) or CAPITALISED.match(text):
            line = source.count("\n", 0, at) + 1
            wrong.append(f"{path.name}:{line}: {text!r}")
    return wrong


def test_the_literal_reader_finds_the_strings_of_a_script():
    strings = [text for text, _ in literals((SCRIPTS / "actions.js").read_text())]
    assert "Actions left" not in " ".join(strings) and "pg-sides" in strings and "actions_left" in strings


@pytest.mark.parametrize("path", sorted(SCRIPTS.glob("*.js")), ids=lambda p: p.name)
def test_no_script_holds_a_sentence_for_readers(path):
    assert reader_strings(path) == []


def test_the_criterion_finds_sentences_and_labels():
    sample = 'x = "Cancel (Esc)"; y = `Cancelled. ${s}`; z = "it is not readable data"; ok = "md-button pg-reset";'
    found = [text for text, _ in literals(sample) if TWO_WORDS.search(text) or CAPITALISED.match(text)]
    assert found == ["Cancel (Esc)", "Cancelled. ", "it is not readable data"]


# The ids made in a script from a prefix and a value (say(`speed_${name}`)), with their values.
MADE = {
    "colour_": ["black", "white"],
    "speed_": ["slow", "normal", "fast", "instant"],
    "review_": ["first", "back", "forward", "latest"],
    "order_": ["site", "easy", "hard"],
    "outcome_": ["any", "unsolved", "mistakes", "solved"],
    "difficulty_": ["easy", "medium", "hard"],
}
# A call that names ids: say(…), counted(…), words(…) (game-record.js's name for say), play.js's
# showStep(…) (counted's two ids), and the worker's faults and answers, which the page words.
CALL = re.compile(r"\b(?:say|counted|words|showStep|raise|Fault)\(|\bsayId:\s*")
# A quoted id among a call's arguments: not a value compared ("draw" === …), nor a field tested ("version" in …).
ID = re.compile(r'(?<![=!]==\s)"([a-z]+(?:_[a-z]+)*)"(?!\s*(?:[=!]==|in\b))')


def asked_ids() -> set:
    """Every id the scripts ask the table for: the quoted ids among the arguments of each call."""
    ids = set()
    for path in SCRIPTS.glob("*.js"):
        source = path.read_text(encoding="utf-8")
        for call in CALL.finditer(source):
            end, depth = call.end(), int(call[0].endswith("("))
            while depth if call[0].endswith("(") else source[end] not in ",}":  # to the call's end, or the value's
                depth += {"(": 1, ")": -1}.get(source[end], 0)
                end += 1
            arguments = source[call.end() : end]
            ids |= {m for m in ID.findall(arguments) if m not in ("host", "network")}  # (a fault's kind)
            ids |= {prefix + value for prefix, values in MADE.items() if f"`{prefix}${{" in arguments for value in values}
        # puzzle-index.js's choices: worded("order", ORDERS) asks for order_site, order_easy, …
        ids |= {prefix + value for prefix, values in MADE.items() if f'worded("{prefix[:-1]}"' in source for value in values}
    return ids


def test_every_id_a_script_asks_for_is_in_the_table():
    asked = asked_ids()
    assert len(asked) > 150
    assert sorted(asked - set(SAY.tables["en"])) == []


def test_every_id_of_the_table_is_asked_for_by_a_script():
    assert sorted(set(SAY.tables["en"]) - asked_ids()) == []


def test_every_made_id_is_made_by_a_script():
    text = "".join(path.read_text() for path in SCRIPTS.glob("*.js"))
    assert all(f"`{prefix}${{" in text or f'"{prefix[:-1]}"' in text for prefix in MADE)


def test_the_page_block_holds_the_language_its_singular_numbers_and_every_template():
    for lang, singular in (("en", [1]), ("fr", [0, 1])):
        block = words_block(lang)
        text = block.removeprefix('<template id="pg-words">').removesuffix("</template>")
        data = json.loads(text)
        assert data == json.loads(words_json(lang)) and data["lang"] == lang and data["singular"] == singular
        assert set(data["say"]) == set(SAY.tables["en"]) and not set("<&>") & set(text)
    assert page_language("index.fr.md") == "fr" and page_language("index.md") == page_language("french.md") == "en"


NUMBERS = [0, 7, 999, 1000, 12000, 1234567, -4321, 2.5, 0.25, 1234.5]
# words.js in Node, its page's table given by a stand-in document: each number as the scripts write it.
NUMBERS_IN_NODE = """
const [table, numbers] = JSON.parse(process.argv[1]);
globalThis.document = { getElementById: () => ({ content: { textContent: table } }) };
const { number } = await import(process.argv[2]);
console.log(JSON.stringify(numbers.map((n) => number(n)).concat([number(2.45, 1), number(11.9, 1), number(1500.04, 1)])));
"""


@pytest.mark.skipif(not shutil.which("node"), reason="Node runs the page's scripts here (make installs it with npm)")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_scripts_write_numbers_as_python_does(lang):
    """A number in a script's sentence is written as in Python's (``pygames.game.number_words``):
    English 12000 and 2.5, French 12 000 and 2,5 (a narrow no-break space between groups)."""
    from pygames.game import NARROW, number_words, speaking

    words = (SCRIPTS / "words.js").as_uri()
    run = subprocess.run(["node", "--input-type=module", "-e", NUMBERS_IN_NODE, json.dumps([words_json(lang), NUMBERS]), words],
                         capture_output=True, text=True, check=True)
    *written, digit, megabytes, more = json.loads(run.stdout)
    with speaking(lang):
        assert written == [str(number_words(n)) for n in NUMBERS]
    assert (digit, megabytes, more) == (("2.5", "11.9", "1500.0") if lang == "en" else ("2,5", "11,9", f"1{NARROW}500,0"))
