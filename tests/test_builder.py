"""The build: diagram blocks to SVG, clear failures for bad blocks, the wheel."""

import subprocess
import sys
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from builder import diagrams, pages, runtime

ROOT = Path(__file__).resolve().parent.parent
PAGE = "docs/test.md"


def figures_of(markdown):
    text, figures = pages.replace_blocks(markdown, PAGE)
    return text, list(figures.values())


def test_a_block_becomes_a_figure_with_inline_svg():
    text, (figure,) = figures_of("Intro\n\n```pallanguzhi\nsetup: S1\nhint: N1\ncaption: After S1.\n```\n\nMore.\n")
    assert "PGDIAGRAM1X" in text and "```" not in text
    assert figure.startswith('<figure class="pg-diagram" data-game="pallanguzhi"')
    assert 'data-position="2.8.8.8.0.0.1-7.7.7.7.0.1.7-7.0-n.1.0.1.s"' in figure
    assert "<svg" in figure and "<figcaption>After S1.</figcaption>" in figure
    assert 'aria-label="Pallanguzhi board. North&#x27;s row' in figure


def test_other_code_blocks_are_left_alone():
    text, figures = figures_of("```python\nprint(1)\n```\n")
    assert text == "```python\nprint(1)\n```\n" and figures == []


def test_placeholders_are_restored_in_the_html():
    text, figures = pages.replace_blocks("```pallanguzhi\n```\n", PAGE)
    html = diagrams.restore_figures("<p>PGDIAGRAM1X</p>", figures)
    assert html.startswith("<figure")


@pytest.mark.parametrize(
    "body, reason",
    [
        ("board: 5 5 5 | 5 5 5 5 5 5 5", "South's row must have 7 holes, not 3"),
        ("board: 5 5 5 5 5 5 5 | 5 5 5 5 5 5 5\nbowls: 1 0", "hold 71 seeds; a game always has 70"),
        ("colour: red", "unknown key 'colour'"),
        ("setup: S1 S2", "setup move S2 is illegal: S2 is South's hole"),
        ("hint: S9", "'S9' is not a hole"),
        ("board: 5 5 5 5 5 X 5 | 5 5 5 5 5 5 5\nbowls: 5 0", "closed holes must be its rightmost"),
        ("just words", "is not 'key: value'"),
        ("id: Bad Id", "id must be lower-case"),
    ],
)
def test_a_malformed_block_names_page_block_line_and_reason(body, reason):
    markdown = "# Title\n\nText\n\n```pallanguzhi\n" + body + "\n```\n"
    with pytest.raises(diagrams.DiagramError) as error:
        pages.replace_blocks(markdown, PAGE)
    message = str(error.value)
    assert message.startswith(f"{PAGE}, pallanguzhi diagram 1 (line 5): ")
    assert reason in message


def build_pages(tmp_path, pages: dict):
    """``mkdocs build --strict`` of a small site with these pages (and the project's hook and validation)."""
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in pages.items():
        (docs / name).write_text(text)
    config = tmp_path / "mkdocs.yml"
    config.write_text(
        f"site_name: t\ndocs_dir: {docs}\nsite_dir: {tmp_path / 'site'}\nvalidation:\n  anchors: warn\n"
        f"hooks:\n  - {ROOT / 'hooks' / 'pygames_hook.py'}\n"
    )
    mkdocs = Path(sys.executable).parent / "mkdocs"
    result = subprocess.run([str(mkdocs), "build", "--strict", "-f", str(config)], capture_output=True, text=True)
    return result.returncode, result.stderr + result.stdout


def test_mkdocs_build_strict_fails_on_a_bad_block(tmp_path):
    code, output = build_pages(tmp_path, {"index.md": "# Home\n\n```pallanguzhi\nhint: N1\n```\n"})
    assert code != 0
    assert "docs/index.md, pallanguzhi diagram 1 (line 3): hint N1 is not a legal move here" in output


def test_the_wheel_holds_the_package_and_its_metadata():
    name, data = runtime.build_wheel()
    with zipfile.ZipFile(BytesIO(data)) as wheel:
        names = wheel.namelist()
        assert "pygames/__init__.py" in names and "pygames/pallanguzhi/rules.py" in names  # (what ships to the browser: test_runtime_archives)
        record = wheel.read(f"{name.split('-py3')[0]}.dist-info/RECORD").decode()
    assert all(line.split(",")[0] in names for line in record.splitlines())


def test_the_boards_css_comes_from_the_renderers():
    css = runtime.boards_css()
    assert "/* pallanguzhi */" in css and ".pg-pit{fill:#6e4522" in css


def test_a_standalone_svg_carries_its_stylesheet():
    from pygames.pallanguzhi import BOARD_CSS, initial_state, render_svg

    assert f"<style>{BOARD_CSS}</style>" in render_svg(initial_state(), standalone=True)
    assert "<style>" not in render_svg(initial_state())


def test_a_congeners_block_with_steps_and_the_score_mode():
    _, (figure,) = figures_of("```congeners\nsetup: black 0,0; black 1,0; white -3,0; white -3,1; choose white\nhint: 0,0-1,-1\n```\n")
    assert 'data-game="congeners"' in figure and 'data-hint="0,0-1,-1"' in figure
    _, (figure,) = figures_of("```congeners\nmode: score\nblack: 0,0 1,0 3,0 4,0\nwhite: 0,3\n```\n")
    assert 'data-mode="score"' in figure and 'class="pg-score-panel"' in figure
    assert "Black&#x27;s largest creatures (size 2) score 8" in figure or "Black's largest creatures (size 2) score 8" in figure
    assert "pg-legal" not in figure.split('class="pg-score-panel"')[0]  # a scoring board offers no moves


@pytest.mark.parametrize(
    "body, reason",
    [
        ("black: 0,0 9,9", "off the board"),
        ("black: 0,0 1,0\nwhite: zero", "a cell is written q,r"),
        ("size: 8", "5, 6 or 7"),
        ("black: 0,0 1,0\nwhite: 3,0 3,1\nhint: 0,0-2,0", "hint 0,0-2,0 is not a legal move here"),
        ("setup: black 0,0; white 1,0", "setup move white 1,0 is illegal"),
        ("mode: puzzle", "mode must be one of diagram, game, score"),
    ],
)
def test_a_malformed_congeners_block_says_why(body, reason):
    with pytest.raises(diagrams.DiagramError) as error:
        pages.replace_blocks("```congeners\n" + body + "\n```\n", PAGE)
    assert str(error.value).startswith(f"{PAGE}, congeners diagram 1 (line 1): ")
    assert reason in str(error.value)


@pytest.mark.parametrize(
    "text, message",
    [
        ("# Home\n\n```pallanguzi\nhint: S1\n```\n", "docs/index.md, line 3: unknown fence language 'pallanguzi': did you mean 'pallanguzhi'?"),
        ("# Home\n\n```palago {.wide}\n```\n", "docs/index.md, line 3: a palago block takes no attributes on its fence"),
        ("# Home\n\n```congeners\nsize: 5\n", "docs/index.md, line 3: this fence is never closed"),
        ("# Home\n\n```pallanguzhi\nid: home\n```\n", "the id 'home' is used twice on the page"),
        ("# Home\n\nSee [the board](#nowhere).\n", "contains a link '#nowhere', but there is no such anchor on this page"),
    ],
    ids=["misspelt", "attributes", "unclosed", "duplicate-id", "broken-anchor"],
)
def test_the_build_fails_on_what_would_silently_go_wrong(tmp_path, text, message):
    code, output = build_pages(tmp_path, {"index.md": text})
    assert code != 0 and message in output, output[-600:]


def test_a_link_to_a_diagram_s_id_is_a_valid_anchor(tmp_path):
    code, output = build_pages(tmp_path, {"index.md": "# Home\n\nSee [it](other.md#opening).\n", "other.md": "# Other\n\n```pallanguzhi\nid: opening\n```\n"})
    assert code == 0, output[-600:]


def test_a_card_frames_a_big_board_on_its_pieces_with_their_coordinates():
    import re

    import pygames
    from builder import overview
    from pygames.palanquee.svg import centre

    def box(svg):
        return [float(v) for v in re.search(r'viewBox="([^"]+)"', svg)[1].split()]

    palanquee = pygames.get("palanquee")
    state = palanquee.initial_state().play("sow K7").play("sow K12").play("grow J8")
    x, y, width, height = box(overview.thumbnail("palanquee", state.to_text()))
    whole = box(palanquee.render_svg(state))
    assert width * height < 0.4 * whole[2] * whole[3]
    for cell, piece in enumerate(state.board):
        cx, cy = centre(cell)
        assert not piece or (x < cx < x + width and y < cy < y + height)
    picture = overview.thumbnail("palanquee", state.to_text())
    assert ">K%3C/text>" in picture and ">A%3C/text>" not in picture  # the letters of the columns shown, only
    for game in set(pygames.games()) - {"palanquee"}:  # a board that is small already is drawn whole
        module = pygames.get(game)
        assert box(overview.thumbnail(game, module.initial_state().to_text())) == box(module.render_svg(module.initial_state()))
