"""Diagram blocks in Markdown, turned into inline SVG at build time.

A diagram is a fenced block whose language is a game id::

    ```pallanguzhi
    board: 5 5 5 5 5 5 5 | 5 5 5 5 5 5 5
    bowls: 0 0
    to_move: south
    setup: S1 N1
    hint: S4
    caption: After two turns, South to move.
    ```

Every key is optional (the default is the game's start). ``setup`` plays
moves before the diagram is shown; ``hint`` rings holes that are legal moves;
``position`` gives a whole ``to_text()`` string instead of ``board``/``bowls``/
``to_move``; ``line`` lists the steps the caption invites the reader to play, in order (a step
that is illegal where it comes is a try the caption shows refused), ``|`` starting another line
from the diagram's start: the build prepares their answers, so that they play before Python is
ready, and fails if the caption does not name a step's cells; ``mode: game`` makes the block the board of a full game (the
play page) instead of a diagram; ``id`` gives the figure a stable HTML id (an anchor to link to).
A bad block raises :class:`DiagramError` naming the page, the
block and the reason.

>>> html = render_block("pallanguzhi", "hint: S1", "rules.md", 1, 3)
>>> 'data-position="5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s"' in html and "<svg" in html
True
>>> render_block("pallanguzhi", "hint: N1", "rules.md", 2, 9)
Traceback (most recent call last):
...
builder.diagrams.DiagramError: rules.md, pallanguzhi diagram 2 (line 9): hint N1 is not a legal move here: N1 is North's hole: South sows from its own row, S1 to S7
"""

from __future__ import annotations

import difflib
import json
import re
from html import escape

import pygames
from pygames.game import split_steps
from pygames.words import side_name

from . import prepared as answers
from .words import WRITTEN

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?\.?(?P<game>[a-z]+)\}?[ \t]*\n"
    r"(?P<body>.*?)"
    r"^(?P=indent)(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)

COMMON_KEYS = ("id", "mode", "position", "setup", "hint", "line", "caption", "label", "link")
PICTURE = "picture"  # every game's: a still board (a home page's picture), no Python


class DiagramError(ValueError):
    """A diagram block that cannot be drawn; the message names page, block and reason."""


def parse_fields(body: str, game: str) -> dict:
    """``key: value`` lines (blank lines and ``#`` comments ignored): the common keys and the game's own.

    >>> parse_fields("hint: S1\\n# a comment\\ncaption: Two: words", "pallanguzhi")
    {'hint': 'S1', 'caption': 'Two: words'}
    """
    return key_values(body, COMMON_KEYS + pygames.get(game).DIAGRAM_KEYS)


def key_values(body: str, keys=None) -> dict:
    """The ``key: value`` lines of a block; with ``keys``, any other key is refused."""
    fields = {}
    for number, line in enumerate(body.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep:
            raise ValueError(f"line {number} of the block is not 'key: value': {line.strip()!r}")
        if keys is not None and key not in keys:
            raise ValueError(f"unknown key {key!r}; known keys: {', '.join(keys)}")
        if key in fields:
            raise ValueError(f"key {key!r} is given twice")
        fields[key] = value.strip()
    return fields


def build_state(module, fields: dict):
    """The position a block describes (``position``, the game's own keys, or the start), after its ``setup`` steps."""
    own = fields.keys() & set(module.DIAGRAM_KEYS)
    if "position" in fields:
        if own:
            raise ValueError(f"give either 'position' or {', '.join(sorted(own))}, not both")
        state = module.State.from_text(fields["position"])
    elif own:
        state = module.state_from_fields(fields)
    else:
        state = module.initial_state()
    for text in steps(fields.get("setup", ""), module):
        try:
            state = state.play(module.parse_move(text))
        except pygames.IllegalMove as e:
            raise ValueError(f"setup move {text} is illegal: {e}") from None
    return state


def steps(text: str, module) -> list:
    """The steps of a ``setup`` or ``hint`` line (see :func:`pygames.game.split_steps`).

    >>> steps("S1 N2", pygames.get("pallanguzhi")), steps("grow I9; sow K7", pygames.get("palanquee"))
    (['S1', 'N2'], ['grow I9', 'sow K7'])
    """
    return split_steps(text, module.SPACED_STEPS)


def render_block(game: str, body: str, page: str, number: int, line: int, prepared: dict | None = None) -> str:
    """The HTML of one diagram block: a figure with the SVG and its description.

    With ``prepared`` (the answers prepared for the page so far, :mod:`builder.prepared`), the
    answers to the figure's first move are added to it and written to a file of the figure's own,
    whose address (from the page) the figure's ``data-prepared`` names."""
    where = f"{page}, {game} diagram {number} (line {line})"
    try:
        module = pygames.get(game)
        fields = parse_fields(body, game)
        state = build_state(module, fields)
        hints = []
        for text in steps(fields.get("hint", ""), module):
            move = module.parse_move(text)
            try:
                state.check(move)
            except pygames.IllegalMove as e:
                raise ValueError(f"hint {text} is not a legal move here: {e}") from None
            hints.append(str(move))
        mode = fields.get("mode", "diagram")
        if mode not in (*module.DIAGRAM_MODES, PICTURE):
            raise ValueError(f"mode must be one of {', '.join((*module.DIAGRAM_MODES, PICTURE))}, not {mode!r}")
        if mode == PICTURE:
            return picture(module, state, fields, game, number)
        lines = invited_lines(module, fields, mode)
        extras = module.diagram_extras(state, mode)
        svg = module.render_svg(state, hint=hints, label=fields.get("label"), **extras.get("marks", {}))
    except (ValueError, KeyError) as e:
        raise DiagramError(f"{where}: {str(e).strip(chr(34))}") from None
    caption = fields.get("caption", "")
    anchor = fields.get("id", f"{game}-diagram-{number}")
    if not re.fullmatch(r"[a-z][a-z0-9-]*", anchor):
        raise DiagramError(f"{where}: id must be lower-case letters, digits and '-', not {anchor!r}")
    tag, css = ("section", "pg-game") if mode == "game" else ("figure", "pg-diagram")
    attrs = (
        f'class="{css}" data-game="{game}" data-input="{module.INPUT}" data-position="{escape(state.to_text())}" '
        f'data-hint="{escape("; ".join(hints))}" id="{anchor}"'
    )
    if mode == "game":
        attrs += f' aria-label="{escape(WRITTEN("game_label", game=module.TITLE))}"'
        if module.OPTIONS:
            options = {name: option.to_dict() for name, option in module.OPTIONS.items()}
            attrs += f' data-options="{escape(json.dumps(options))}"'
        attrs += f' data-sides="{escape(json.dumps(list(module.PLAYERS)))}"'  # who takes turns (and a reader may be)
        sides = dict.fromkeys([*module.PLAYERS, *getattr(module, "SIDES", ())])  # and the colours they take
        attrs += f' data-side-names="{escape(json.dumps({side: side_words(side) for side in sides}, ensure_ascii=False))}"'
        if module.LEVELS:  # the computer can play: its levels, and their names in the page's language
            attrs += f' data-levels="{escape(json.dumps(list(module.LEVELS)))}"'
            names = {level: WRITTEN(f"level_{level}") for level in module.LEVELS}
            attrs += f' data-level-names="{escape(json.dumps(names, ensure_ascii=False))}"'
    elif mode != "diagram":
        attrs += f' data-mode="{mode}"'
    attrs += actions_attr(module)
    if prepared is not None and mode != "game":
        requests = answers.figure_requests(module, state, hints, mode, caption, not prepared)
        try:
            requests += answers.line_requests(module, state, lines, hints) if lines else []
        except ValueError as e:
            raise DiagramError(f"{where}: {e}") from None
        table = answers.prepare(module, state, requests)
        if table:
            prepared.update(table)
            attrs += f' data-prepared="{answers.table_file(table, page)}"'
    # a play page against the computer names the players above the board, and says what it is
    # doing (Python starting, the computer thinking) under it: both lines are there from the
    # start, so that neither the board nor its status line moves when the page's script fills them
    computer = mode == "game" and module.LEVELS
    return (
        f"<{tag} {attrs}>"
        + ('<p class="pg-players"></p>' if computer else "")
        + f'<div class="pg-board">{svg}</div>'
        + ('<div class="pg-activity"></div>' if computer else "")
        + f'<p class="pg-status">{escape(extras.get("status") or state.describe())}</p>{extras.get("panel", "")}'
        + (f"<figcaption>{escape(caption)}</figcaption>" if caption and mode != "game" else "")
        + f"</{tag}>"
    )


def side_words(side: str) -> str:
    """A player or side as the page names it: ``"north"`` -> ``North`` (``Nord`` in French)."""
    key = {"first player": "player_first", "second player": "player_second"}.get(side)
    return WRITTEN(key) if key else side_name(side)


def invited_lines(module, fields: dict, mode: str) -> list:
    """The ``line`` of a block: a list of lines, each a list of steps; every cell a step names must be
    named by the caption too, so that line and caption tell the same story.

    >>> module = pygames.get("pallanguzhi")
    >>> invited_lines(module, {"line": "S1 N3 | S2", "caption": "Sow S1, then N3; or S2."}, "diagram")
    [['S1', 'N3'], ['S2']]
    >>> invited_lines(module, {"line": "S1 N4", "caption": "Sow S1, then N3."}, "diagram")
    Traceback (most recent call last):
    ...
    ValueError: line step N4 names N4, which the caption does not name
    """
    if not fields.get("line"):
        return []
    if mode not in module.PREPARED.modes:
        raise ValueError(f"a figure in mode {mode!r} plays no line")
    named = set(answers.cells_named(fields.get("caption", "")))
    lines = [steps(text, module) for text in fields["line"].split("|")]
    for step in (step for line in lines for step in line):
        for cell in answers.cells_named(step):
            if cell not in named:
                raise ValueError(f"line step {step} names {cell}, which the caption does not name")
    return lines


def picture(module, state, fields: dict, game: str, number: int) -> str:
    """A still board (``mode: picture``): drawn now, never played; with ``link``, the board is a link."""
    svg = module.render_svg(state, label=fields.get("label"), playable=False)
    head, _, rest = svg.partition(">")  # the picture's one name is the board's text alternative, on <svg>
    svg = head + ">" + re.sub(r' aria-label="[^"]*"', "", rest)
    anchor = fields.get("id", f"{game}-picture-{number}")
    link = fields.get("link")
    if link:
        if not re.fullmatch(r"[a-z0-9/_-]+\.html(#[a-z0-9-]+)?", link):
            raise ValueError(f"link must be the address of a page of the site, such as a-game/rules.html, not {link[:60]!r}")
        svg = f'<a href="{escape(link)}">{svg}</a>'
    caption = fields.get("caption", "")
    return (
        f'<figure class="pg-picture" data-game="{game}" id="{escape(anchor)}">{svg}'
        + (f"<figcaption>{escape(caption)}</figcaption>" if caption else "")
        + "</figure>"
    )


def actions_attr(module) -> str:
    """The kinds of action a reader chooses before clicking, their labels and keys, for the browser (``data-actions``)."""
    if not module.ACTIONS:
        return ""
    return f' data-actions="{escape(json.dumps([action.to_dict() for action in module.ACTIONS]))}"'


OPENING = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


def check_fences(markdown: str, page: str) -> None:
    r"""Refuse fences that would silently become code instead of a board: a misspelt game or
    ``puzzle`` language, a diagram fence with attributes, a fence never closed.

    >>> check_fences("```pallanguzi\nhint: S1\n```\n", "docs/x.md")
    Traceback (most recent call last):
    ...
    builder.diagrams.DiagramError: docs/x.md, line 1: unknown fence language 'pallanguzi': did you mean 'pallanguzhi'?
    >>> check_fences("```palago title=x\n```\n", "docs/x.md")
    Traceback (most recent call last):
    ...
    builder.diagrams.DiagramError: docs/x.md, line 1: a palago block takes no attributes on its fence (write its keys inside the block): 'palago title=x'
    >>> check_fences("text\n```puzzle\nid: a\n", "docs/x.md")
    Traceback (most recent call last):
    ...
    builder.diagrams.DiagramError: docs/x.md, line 2: this fence is never closed
    """
    languages = [*pygames.games(), "puzzle"]
    opened = None  # (fence, line)
    for number, line in enumerate(markdown.splitlines(), 1):
        match = OPENING.match(line)
        if not match:
            continue
        fence, info = match["fence"], match["info"].strip()
        if opened is not None:
            if fence[0] == opened[0][0] and len(fence) >= len(opened[0]) and not info:
                opened = None
            continue
        opened = (fence, number)
        word = re.sub(r"^\{?\.?", "", info).split()[0].rstrip("}") if info else ""
        if word in languages:
            if info not in (word, f"{{.{word}}}", f"{{{word}}}"):
                raise DiagramError(
                    f"{page}, line {number}: a {word} block takes no attributes on its fence "
                    f"(write its keys inside the block): {info[:60]!r}"
                )
        elif word:
            close = difflib.get_close_matches(word, languages, n=1, cutoff=0.75)
            if close:
                raise DiagramError(f"{page}, line {number}: unknown fence language {word[:40]!r}: did you mean {close[0]!r}?")
    if opened is not None:
        raise DiagramError(f"{page}, line {opened[1]}: this fence is never closed")


LABELS_MASK = re.compile(r'<mask id="([\w-]+)"(.*?</mask><image class="pg-labels" mask="url\(#)\1\)', re.S)


def one_mask_each(html: str) -> str:
    """Number the masks of the labels' pictures that two boards share (:func:`pygames.markup.hidden_under`):
    the same id makes the same mask, but a page must not give an id twice.

    >>> board = '<mask id="pg-hide-1">d</mask><image class="pg-labels" mask="url(#pg-hide-1)"/>'
    >>> one_mask_each(board + board).count('id="pg-hide-1-2"'), one_mask_each(board + board).count("url(#pg-hide-1-2)")
    (1, 1)
    """
    seen = {}

    def number(match: re.Match) -> str:
        seen[match[1]] = seen.get(match[1], 0) + 1
        anchor = match[1] if seen[match[1]] == 1 else f"{match[1]}-{seen[match[1]]}"
        return f'<mask id="{anchor}"{match[2]}{anchor})'

    return LABELS_MASK.sub(number, html)


def check_ids(html: str, page: str) -> set:
    """The ids of a built page, refusing any given twice (a link to it could not reach the second)."""
    ids = re.findall(r'\sid="([^"]+)"', html)
    seen = set()
    for anchor in ids:
        if anchor in seen:
            raise DiagramError(f"the id {anchor!r} is used twice on the page (a heading's id counts: give each diagram and puzzle its own)")
        seen.add(anchor)
    return seen


PLACE = re.compile(r'<g (?![^>]*\brole=)([^>]*\baria-label=)')


def name_places(html: str) -> str:
    """Give each labelled place of a still board the role of an image (a label needs a role): inside the
    picture (``role="img"``) it is one of its parts; board.js makes it a button when the board comes alive.

    >>> name_places('<g class="pg-cell" data-cell="K7" aria-label="K7, empty"><g role="img" aria-label="x">')
    '<g role="img" class="pg-cell" data-cell="K7" aria-label="K7, empty"><g role="img" aria-label="x">'
    """
    return PLACE.sub(r'<g role="img" \1', html)


def keep_out_of_search(html: str) -> str:
    """Mark every drawing of a page so that the site's search leaves out its text (a board's cell and
    hole names would read as "1S11S21S3…" in the results). Material's search skips an element with
    ``data-search-exclude`` and removes the attribute from the page once it has read it.

    >>> keep_out_of_search('<p>Sow.</p><svg role="img"><text>S1</text></svg>')
    '<p>Sow.</p><svg data-search-exclude="drawing" role="img"><text>S1</text></svg>'
    """
    return SVG_TAG.sub('<svg data-search-exclude="drawing"', html)


SVG_TAG = re.compile(r"<svg\b")


BOARD = re.compile(r'<div class="pg-board">(?=<svg [^>]*?viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)")')


def reserve_boards(html: str) -> str:
    """Give each board its drawing's proportions (``--pg-ratio``), so that a board the browser has
    not drawn yet (pygames.css: boards far from the screen are skipped) takes exactly its place.

    >>> reserve_boards('<div class="pg-board"><svg role="img" viewBox="-30 -28.12 438 444.23"></svg></div>')
    '<div class="pg-board" style="--pg-ratio: 438 / 444.23"><svg role="img" viewBox="-30 -28.12 438 444.23"></svg></div>'
    """
    return BOARD.sub(lambda m: f'<div class="pg-board" style="--pg-ratio: {m[1]} / {m[2]}">', html)


def restore_figures(html: str, figures: dict) -> str:
    """Put the figures in place of their placeholders (``<p>KEY</p>`` or bare)."""
    for key, figure in figures.items():
        html, found = re.subn(rf"<p>{key}</p>|{key}", lambda _: figure, html, count=1)
        if not found:
            raise DiagramError(f"a diagram placeholder was lost while building the page: {key}")
    return html
