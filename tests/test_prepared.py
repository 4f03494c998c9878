"""Prepared answers (builder/prepared.py, docs/assets/pygames/prepared.js): what the browser finds
for a request before Python runs is exactly what ``pygames.web.handle`` answers to it.

The tables are made from the real rules pages, written into HTML as the build writes them, and
read back by prepared.js itself (in Node): the key it computes for each request, and the answer it
rebuilds from the packed table, against a fresh ``handle`` of that request."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import pygames
from builder import diagrams, prepared

ROOT = Path(__file__).resolve().parent.parent
PREPARED_JS = ROOT / "docs" / "assets" / "pygames" / "prepared.js"

# A sample of rules-page figures: (page, figure ids); each kind of first move is here.
SAMPLE = {
    "pallanguzhi": ["opening", "capture", "pasu-gift", "refill-closed"],
    "congeners": ["slide", "bite", "placement"],
    "palago": ["one-tile", "notation-tiles", "smallest-win"],
    "palanquee": ["opening"],
}


def figures(game):
    """``(id, module, state, hints, mode, caption)`` of the sampled figures of a game's rules page."""
    module = pygames.get(game)
    markdown = (ROOT / "docs" / game / "rules.md").read_text()
    for match in diagrams.FENCE.finditer(markdown):
        if match["game"] != game:
            continue
        fields = diagrams.parse_fields(match["body"], game)
        if fields.get("id") in SAMPLE[game]:
            state = diagrams.build_state(module, fields)
            hints = [str(module.parse_move(h)) for h in diagrams.steps(fields.get("hint", ""), module)]
            yield fields["id"], module, state, hints, fields.get("mode", "diagram"), fields.get("caption", "")


def read_in_node(html, requests):
    """What prepared.js answers to each request, reading the table in ``html`` as a page does."""
    script = f"""
        import {{ preparedAnswer, requestKey }} from {json.dumps(PREPARED_JS.as_uri())};
        const input = JSON.parse(require_stdin());
        const table = input.html.match(/<script type="application\\/json" class="pg-prepared">([\\s\\S]*?)<\\/script>/)[1];
        const page = {{ querySelectorAll: () => [{{ textContent: table }}] }};
        console.log(JSON.stringify(input.requests.map((r) => [requestKey(r), preparedAnswer(r, page)])));
    """.replace("require_stdin()", "(await import('node:fs')).readFileSync(0, 'utf8')")
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps({"html": html, "requests": requests}),
        capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="Node (the project's npm tools) is not installed")
@pytest.mark.parametrize("game", SAMPLE)
def test_every_prepared_answer_is_what_python_answers(game):
    checked = 0
    for name, module, state, hints, mode, caption in figures(game):
        requests = [r for r, _ in prepared.answered(module, state, prepared.figure_requests(module, state, hints, mode, caption))]
        assert requests, f"{game} {name}: nothing prepared"
        html = prepared.table_html(prepared.prepare(module, state, prepared.figure_requests(module, state, hints, mode, caption)))
        for request, (key, answer) in zip(requests, read_in_node(html, requests)):
            assert key == prepared.key(request)
            assert answer == json.loads(pygames.web.handle(json.dumps(request))), f"{game} {name}: {request}"
            checked += 1
    assert checked >= len(SAMPLE[game])


def test_the_moves_the_hint_and_the_caption_invite_are_prepared():
    module = pygames.get("pallanguzhi")
    moves = {}
    for name, _, state, hints, mode, caption in figures("pallanguzhi"):
        moves[name] = [r["move"] for r in prepared.figure_requests(module, state, hints, mode, caption) if r["op"] == "play"]
    assert {"S2", "S7"} <= set(moves["capture"])  # hint: S2 S7 ("Reset and pick S7")
    assert {"N7", "N2"} <= set(moves["pasu-gift"])  # hint: N7 ("Reset and compare N2")
    assert moves["opening"] == ["S1"]  # seven turns of 33 frames: only the hint's


def test_a_request_with_no_answer_prepared_finds_none_and_null_fields_do_not_matter():
    module = pygames.get("congeners")
    (_, _, state, hints, mode, caption), = [f for f in figures("congeners") if f[0] == "slide"]
    html = prepared.table_html(prepared.prepare(module, state, prepared.figure_requests(module, state, hints, mode, caption)))
    base = {"op": "click", "game": "congeners", "position": state.to_text()}
    found = read_in_node(html, [
        dict(base, cell="1,0", selected=None),  # as the page sends it
        dict(base, cell="1,0"),  # the same request: a null field is no field
        dict(base, cell="3,-1", selected="1,0"),  # a click nobody prepared
        {"op": "view", "game": "congeners", "position": state.to_text(), "hint": ["9,9-9,8"]},
    ])
    assert found[0][1]["selected"] == "1,0" and found[1][1] == found[0][1]
    assert found[2][1] is None and found[3][1] is None


def test_a_table_is_safe_inside_a_script_element():
    html = prepared.table_html({"k": {"ok": True, "svg": "<svg><title>a</title></svg><!-- x --><script>"}})
    inner = re.fullmatch(r'<script type="application/json" class="pg-prepared">(.*)</script>', html)[1]
    assert "</" not in inner and "<!--" not in inner
    assert prepared.unpack(json.loads(inner)[1])["k"]["svg"] == "<svg><title>a</title></svg><!-- x --><script>"


def test_the_classic_bundle_holds_every_module_and_parses():
    bundle = prepared.classic_bundle(ROOT / "docs" / "assets" / "pygames")
    for name in ("runtime.js", "prepared.js", "board.js", "holes.js", "widgets.js"):
        assert f'$m["{name}"]' in bundle
    assert "import.meta" not in bundle and not re.search(r"^\s*(import|export)\s", bundle, re.MULTILINE)
    if shutil.which("node"):
        subprocess.run(["node", "--check", "-"], input=bundle, text=True, check=True, capture_output=True)
