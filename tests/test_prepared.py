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
from pygames.game import speaking

ROOT = Path(__file__).resolve().parent.parent
PREPARED_JS = ROOT / "docs" / "assets" / "pygames" / "prepared.js"

# A sample of rules-page figures: (page, figure ids); each kind of first move is here.
SAMPLE = {
    "pallanguzhi": ["opening", "capture", "pasu-gift", "refill-closed"],
    "congeners": ["slide", "bite", "placement", "cycle"],
    "palago": ["one-tile", "notation-tiles", "smallest-win", "closed-open"],
    "palanquee": ["opening", "ko-capture"],
}


def blocks(game, page="rules.md"):
    """The fields of each diagram block of a game's rules page (``rules.fr.md``: its French twin's)."""
    markdown = (ROOT / "docs" / game / page).read_text()
    return [diagrams.parse_fields(m["body"], game) for m in diagrams.FENCE.finditer(markdown) if m["game"] == game]


def figures(game):
    """``(id, module, state, hints, mode, caption)`` of the sampled figures of a game's rules page."""
    module = pygames.get(game)
    for fields in blocks(game):
        if fields.get("id") in SAMPLE[game]:
            state = diagrams.build_state(module, fields)
            hints = [str(module.parse_move(h)) for h in diagrams.steps(fields.get("hint", ""), module)]
            yield fields["id"], module, state, hints, fields.get("mode", "diagram"), fields.get("caption", "")


def figure_requests(game, name, module, state, hints, mode, caption):
    """What the build prepares for a figure: its first move and the lines its caption invites."""
    fields = next(f for f in blocks(game) if f.get("id") == name)
    lines = diagrams.invited_lines(module, fields, mode)
    return prepared.figure_requests(module, state, hints, mode, caption) + (prepared.line_requests(module, state, lines, hints) if lines else [])


def read_in_node(table, requests):
    """What prepared.js answers to each request, reading ``table`` from its file as a page does: the
    file is run as the page would run it (it files the table under its address), a figure names it."""
    script = f"""
        import {{ preparedAnswer, requestKey, useTable }} from {json.dumps(PREPARED_JS.as_uri())};
        const input = JSON.parse((await import('node:fs')).readFileSync(0, 'utf8'));
        const url = "http://127.0.0.1/assets/pygames/prepared/table.js";
        globalThis.window = globalThis;
        globalThis.document = {{ currentScript: {{ src: url }}, baseURI: "http://127.0.0.1/game/rules.html" }};
        (0, eval)(input.file);
        await useTable("../assets/pygames/prepared/table.js");  // as a figure of /game/rules.html names it
        const found = await Promise.all(input.requests.map(async (r) => [requestKey(r), await preparedAnswer(r)]));
        console.log(JSON.stringify(found));
    """
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps({"file": prepared.table_script(table), "requests": requests}),
        capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="Node (the project's npm tools) is not installed")
@pytest.mark.parametrize("game", SAMPLE)
def test_every_prepared_answer_is_what_python_answers(game):
    checked = 0
    for name, module, state, hints, mode, caption in figures(game):
        asked = figure_requests(game, name, module, state, hints, mode, caption)
        requests = [r for r, _ in prepared.answered(module, state, asked)]
        assert requests, f"{game} {name}: nothing prepared"
        table = prepared.prepare(module, state, asked)
        for request, (key, answer) in zip(requests, read_in_node(table, requests)):
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


def test_the_french_captions_invite_the_same_moves():
    """The French twin of each rules figure prepares the moves its English caption invites."""
    for game in SAMPLE:
        module = pygames.get(game)
        english, french = blocks(game), blocks(game, "rules.fr.md")
        assert [f.get("id") for f in english] == [f.get("id") for f in french]
        for en, fr in zip(english, french):
            state = diagrams.build_state(module, en)
            hints = [str(module.parse_move(h)) for h in diagrams.steps(en.get("hint", ""), module)]
            said = [prepared.invited(module, state, hints, fields.get("caption", "")) for fields in (en, fr)]
            assert said[0] == said[1], (game, en.get("id"))


@pytest.mark.parametrize("page", ["rules.md", "rules.fr.md"])
@pytest.mark.parametrize("game", SAMPLE)
def test_every_try_a_caption_shows_refused_is_a_step_of_its_line(game, page):
    """A caption that shows a try refused invites it: its line has a step that is illegal where it comes."""
    module = pygames.get(game)
    for fields in blocks(game, page):
        if not re.search(r"refused|not offered|refusée?|n’est pas proposée?", fields.get("caption", "")):
            continue
        lines = diagrams.invited_lines(module, fields, fields.get("mode", "diagram"))
        here, tried = diagrams.build_state(module, fields), []
        for step in (step for line in lines[:1] for step in line):
            try:
                here = here.play(step)
            except pygames.IllegalMove:
                tried.append(step)
        assert tried, f"{fields['id']}: the caption shows a try refused that its line does not make"


def test_a_request_with_no_answer_prepared_finds_none_and_null_fields_do_not_matter():
    module = pygames.get("congeners")
    (_, _, state, hints, mode, caption), = [f for f in figures("congeners") if f[0] == "slide"]
    table = prepared.prepare(module, state, prepared.figure_requests(module, state, hints, mode, caption))
    base = {"op": "click", "game": "congeners", "position": state.to_text()}
    found = read_in_node(table, [
        dict(base, cell="1,0", selected=None),  # as the page sends it
        dict(base, cell="1,0"),  # the same request: a null field is no field
        dict(base, cell="3,-1", selected="1,0"),  # a click nobody prepared
        {"op": "view", "game": "congeners", "position": state.to_text(), "hint": ["9,9-9,8"]},
    ])
    assert found[0][1]["selected"] == "1,0" and found[1][1] == found[0][1]
    assert found[2][1] is None and found[3][1] is None


def first_puzzles(game, count=2):
    """``(data, table)`` of the first puzzles of a game's puzzles page, rendered as the build does."""
    from html import unescape

    from builder import puzzles

    blocks = [m for m in diagrams.FENCE.finditer((ROOT / "docs" / game / "puzzles.md").read_text()) if m["game"] == "puzzle"]
    puzzles.catalogue.clear()
    try:
        for number, match in enumerate(blocks[:count], 1):
            table = {}
            html = puzzles.render(match["body"], f"docs/{game}/puzzles.md", number, 1, f"{game}/puzzles.html", table)
            yield json.loads(unescape(re.search(r'data-puzzle="([^"]*)"', html)[1])), table
    finally:
        puzzles.catalogue.clear()


@pytest.mark.skipif(shutil.which("node") is None, reason="Node (the project's npm tools) is not installed")
@pytest.mark.parametrize("game", SAMPLE)
def test_a_puzzles_first_step_is_prepared_and_judged_as_python_judges_it(game):
    module = pygames.get(game)
    for data, table in first_puzzles(game):
        state = module.State.from_text(data["start"])
        requests = [r for r, _ in prepared.answered(module, state, prepared.puzzle_requests(module, state, data))]
        assert len(requests) == len(table) > 1
        verdicts = {}
        for request, (_, answer) in zip(requests, read_in_node(table, requests)):
            assert answer == json.loads(pygames.web.handle(json.dumps(request))), f"{data['id']}: {request}"
            if "puzzle" in answer:
                verdicts[answer["move"]] = answer["puzzle"]["verdict"]
        first = data["solution"][0].split("; ")[0]
        assert verdicts[first] in ("continue", "reply", "solved"), data["id"]


def test_a_figure_names_the_file_of_its_table_from_its_page():
    table = {"k": {"ok": True, "svg": "<svg><title>a</title></svg>"}}
    address = prepared.table_file(table, "docs/pallanguzhi/rules.md")
    assert address.startswith("../assets/pygames/prepared/") and address.endswith(".js")
    assert prepared.FILES[address.rsplit("/", 1)[1]] == prepared.table_script(table)
    assert prepared.table_file(table, "docs/index.md") == address.removeprefix("../")


def test_the_classic_bundle_holds_every_module_and_parses():
    bundle = prepared.classic_bundle(ROOT / "docs" / "assets" / "pygames")
    for name in ("runtime.js", "prepared.js", "board.js", "holes.js", "widgets.js"):
        assert f'$m["{name}"]' in bundle
    assert "import.meta" not in bundle and not re.search(r"^\s*(import|export)\s", bundle, re.MULTILINE)
    if shutil.which("node"):
        subprocess.run(["node", "--check", "-"], input=bundle, text=True, check=True, capture_output=True)


def test_every_puzzle_plays_to_its_end_from_its_prepared_answers_and_has_a_theme():
    from builder import puzzles

    # Every English puzzle; of the French ones (the same lines, in other words) those of several turns.
    blocks = [(lang, body) for lang, body in puzzles.site_blocks(ROOT / "docs") if lang == "en" or " in " in body.split("goal:", 1)[1].split("\n", 1)[0]]
    solved = 0
    for lang, body in blocks:
        with speaking(lang):
            module, state, data, table = puzzles.proven(body)
        assert prepared.solve_from_table(module, data, table) == data["solution"], body.splitlines()[0]
        assert data["themes"], f"{body.splitlines()[0]}: no theme (the theme filter would never show it)"
        solved += 1
    assert solved == len(blocks) >= 172 + 30 and len({lang for lang, _ in blocks}) == 2
