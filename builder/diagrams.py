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
``to_move``; ``mode: game`` makes the block the board of a full game (the
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

import re
from html import escape

import pygames

FENCE = re.compile(
    r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?\.?(?P<game>[a-z]+)\}?[ \t]*\n"
    r"(?P<body>.*?)"
    r"^(?P=indent)(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)

KEYS = ("id", "mode", "board", "bowls", "to_move", "round", "stall", "turns", "position", "setup", "hint", "caption", "label")


class DiagramError(ValueError):
    """A diagram block that cannot be drawn; the message names page, block and reason."""


def parse_fields(body: str) -> dict:
    """``key: value`` lines (blank lines and ``#`` comments ignored).

    >>> parse_fields("hint: S1\\n# a comment\\ncaption: Two: words")
    {'hint': 'S1', 'caption': 'Two: words'}
    """
    fields = {}
    for number, line in enumerate(body.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep:
            raise ValueError(f"line {number} of the block is not 'key: value': {line.strip()!r}")
        if key not in KEYS:
            raise ValueError(f"unknown key {key!r}; known keys: {', '.join(KEYS)}")
        if key in fields:
            raise ValueError(f"key {key!r} is given twice")
        fields[key] = value.strip()
    return fields


def build_state(module, fields: dict):
    """The position a block describes, after its ``setup`` moves."""
    if "position" in fields:
        if fields.keys() & {"board", "bowls", "to_move", "round", "stall", "turns"}:
            raise ValueError("give either 'position' or the board fields, not both")
        state = module.State.from_text(fields["position"])
    elif fields.keys() & {"board", "bowls", "to_move", "round", "stall", "turns"}:
        extra = {}
        for key in ("round", "stall", "turns"):
            if key in fields:
                if not fields[key].isdigit():
                    raise ValueError(f"{key} must be a whole number, not {fields[key]!r}")
                extra[key] = int(fields[key])
        bowls = fields.get("bowls", "0 0").split()
        if len(bowls) != 2 or not all(b.isdigit() for b in bowls):
            raise ValueError(f"bowls must be two whole numbers (South North), not {fields.get('bowls')!r}")
        board = fields.get("board", module.initial_state().board_text())
        state = module.State.from_board(board, bowls=tuple(map(int, bowls)), to_move=fields.get("to_move", "south"), **extra)
    else:
        state = module.initial_state()
    for text in fields.get("setup", "").split():
        move = module.parse_move(text)
        try:
            state = state.play(move)
        except pygames.IllegalMove as e:
            raise ValueError(f"setup move {text} is illegal: {e}") from None
    return state


def render_block(game: str, body: str, page: str, number: int, line: int) -> str:
    """The HTML of one diagram block: a figure with the SVG and its description."""
    where = f"{page}, {game} diagram {number} (line {line})"
    try:
        module = pygames.get(game)
        fields = parse_fields(body)
        state = build_state(module, fields)
        hints = fields.get("hint", "").split()
        for text in hints:
            move = module.parse_move(text)
            try:
                state.check(move)
            except pygames.IllegalMove as e:
                raise ValueError(f"hint {text} is not a legal move here: {e}") from None
        svg = module.render_svg(state, hint=hints, label=fields.get("label"))
    except (ValueError, KeyError) as e:
        raise DiagramError(f"{where}: {str(e).strip(chr(34))}") from None
    caption = fields.get("caption", "")
    anchor = fields.get("id", f"{game}-diagram-{number}")
    if not re.fullmatch(r"[a-z][a-z0-9-]*", anchor):
        raise DiagramError(f"{where}: id must be lower-case letters, digits and '-', not {anchor!r}")
    mode = fields.get("mode", "diagram")
    if mode not in ("diagram", "game"):
        raise DiagramError(f"{where}: mode must be 'diagram' or 'game', not {mode!r}")
    tag, css = ("figure", "pg-diagram") if mode == "diagram" else ("section", "pg-game")
    attrs = (
        f'class="{css}" data-game="{game}" data-position="{escape(state.to_text())}" '
        f'data-hint="{escape(" ".join(hints))}" id="{anchor}"'
    )
    if mode == "game":
        attrs += f' aria-label="{escape(game.capitalize())} game"'
    return (
        f"<{tag} {attrs}>"
        f'<div class="pg-board">{svg}</div>'
        f'<p class="pg-status">{escape(state.describe())}</p>'
        + (f"<figcaption>{escape(caption)}</figcaption>" if caption and mode == "diagram" else "")
        + f"</{tag}>"
    )


def replace_blocks(markdown: str, page: str) -> tuple[str, dict]:
    """Swap every diagram block of a page for a placeholder; return the HTML per placeholder.

    Placeholders are plain paragraphs that Markdown leaves alone; the hook puts
    the figures back into the page's HTML afterwards.
    """
    games = set(pygames.games())
    figures = {}

    def swap(match: re.Match) -> str:
        game = match["game"]
        if game not in games:
            return match[0]
        number = len(figures) + 1
        line = markdown.count("\n", 0, match.start()) + 1
        key = f"PGDIAGRAM{number}X"
        figures[key] = render_block(game, match["body"], page, number, line)
        return f"{match['indent']}{key}"

    return FENCE.sub(swap, markdown), figures


def restore_figures(html: str, figures: dict) -> str:
    """Put the figures in place of their placeholders (``<p>KEY</p>`` or bare)."""
    for key, figure in figures.items():
        html, found = re.subn(rf"<p>{key}</p>|{key}", lambda _: figure, html, count=1)
        if not found:
            raise DiagramError(f"a diagram placeholder was lost while building the page: {key}")
    return html
