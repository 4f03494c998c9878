"""The built site is valid HTML, checked by the Nu HTML Checker (npm ``vnu-jar``, run with Java).

Material's own template has two kinds of error we cannot change (an empty ``tabindex`` on the
labels of its header, ``autocomplete`` on its checkboxes): those are left out by their exact
message, so that any error of our own markup still fails.
"""

import json
import re
import subprocess
from pathlib import Path

from conftest import SITE

VNU = Path(__file__).resolve().parent.parent / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"
MATERIAL = (
    re.compile(r"^Bad value “” for attribute “tabindex” on element “label”: The empty string is not a valid integer\.$"),
    re.compile(r"^Attribute “autocomplete” is only allowed when the input type is “color”, “date”, .*\.$"),
)


def errors(*paths) -> list:
    """The checker's errors over ``paths`` (files or folders of HTML): ``(file, line, message)``."""
    done = subprocess.run(
        ["java", "-jar", str(VNU), "--format", "json", "--errors-only", "--skip-non-html", *map(str, paths)],
        capture_output=True, text=True, timeout=300,
    )
    found = json.loads(done.stderr)["messages"]
    return [(m.get("url", "").rsplit("/site/", 1)[-1], m.get("lastLine"), m["message"]) for m in found if m["type"] == "error"]


def test_the_site_is_valid_html_but_for_material_s_template():
    ours = [e for e in errors(SITE) if not any(p.match(e[2]) for p in MATERIAL)]
    assert not ours, "\n".join(f"{file}:{line}: {message}" for file, line, message in ours[:20])


def test_the_checker_finds_the_errors_we_once_made(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(
        '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>'
        '<div class="pg-puzzle-index" markdown="0"></div>'
        '<label tabindex="">a</label></body></html>'
    )
    messages = [message for _, _, message in errors(page)]
    assert any("markdown" in m for m in messages), messages  # ours: kept
    assert any(p.match(m) for p in MATERIAL for m in messages)  # Material's kind: recognised
