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

COMMON_KEYS = ("id", "mode", "position", "setup", "hint", "caption", "label")
GAME_KEYS = {  # the position fields of each game's blocks
    "pallanguzhi": ("board", "bowls", "to_move", "round", "stall", "turns"),
    "palago": ("tiles", "to_move", "placed"),
    "congeners": ("size", "black", "white", "to_move", "phase", "moved"),
    "palanquee": ("black_seeds", "black_grains", "white_seeds", "white_grains", "to_move", "turn"),
}
MODES = {
    "pallanguzhi": ("diagram", "game"),
    "palago": ("diagram", "game", "takeapart"),
    "congeners": ("diagram", "game", "score"),
    "palanquee": ("diagram", "game"),
}


SCORE_STATUS = "Choose a stone to see its creature's shape, the creatures of the same shape, and its score."


class DiagramError(ValueError):
    """A diagram block that cannot be drawn; the message names page, block and reason."""


def parse_fields(body: str, game: str = "pallanguzhi") -> dict:
    """``key: value`` lines (blank lines and ``#`` comments ignored).

    >>> parse_fields("hint: S1\\n# a comment\\ncaption: Two: words")
    {'hint': 'S1', 'caption': 'Two: words'}
    """
    return key_values(body, COMMON_KEYS + GAME_KEYS.get(game, ()))


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


def build_state(game: str, module, fields: dict):
    """The position a block describes, after its ``setup`` moves."""
    own = fields.keys() & set(GAME_KEYS[game])
    if "position" in fields:
        if own:
            raise ValueError(f"give either 'position' or {', '.join(sorted(own))}, not both")
        state = module.State.from_text(fields["position"])
    elif own:
        state = STATE_READERS[game](module, fields)
    else:
        state = module.initial_state()
    for text in steps(fields.get("setup", ""), game):
        move = module.parse_move(text)
        try:
            state = state.play(move)
        except pygames.IllegalMove as e:
            raise ValueError(f"setup move {text} is illegal: {e}") from None
    return state


SPACED_STEPS = {"congeners", "palanquee"}  # games whose steps have spaces ("black 0,0"): steps are separated by ";"


def steps(text: str, game: str = "pallanguzhi") -> list:
    """The steps of a ``setup`` or ``hint`` line: separated by ``;`` when it has one or the game's steps have spaces, else by spaces.

    >>> steps("S1 N2"), steps("black 0,0; black 1,0"), steps("black 0,0", "congeners")
    (['S1', 'N2'], ['black 0,0', 'black 1,0'], ['black 0,0'])
    """
    parts = text.split(";") if ";" in text or game in SPACED_STEPS else text.split()
    return [part.strip() for part in parts if part.strip()]


def _whole_number(fields: dict, key: str):
    if not fields[key].isdigit():
        raise ValueError(f"{key} must be a whole number, not {fields[key]!r}")
    return int(fields[key])


def pallanguzhi_state(module, fields: dict):
    """``board: 5 5 5 5 5 5 5 | 5 5 5 5 5 5 5``, ``bowls: 0 0``, ``to_move``, ``round``, ``stall``, ``turns``."""
    extra = {key: _whole_number(fields, key) for key in ("round", "stall", "turns") if key in fields}
    bowls = fields.get("bowls", "0 0").split()
    if len(bowls) != 2 or not all(b.isdigit() for b in bowls):
        raise ValueError(f"bowls must be two whole numbers (South North), not {fields.get('bowls')!r}")
    board = fields.get("board", module.initial_state().board_text())
    return module.State.from_board(board, bowls=tuple(map(int, bowls)), to_move=fields.get("to_move", "south"), **extra)


def palago_state(module, fields: dict):
    """``tiles: (0,0,0) (0,1,2)`` in the order placed; ``to_move`` and ``placed`` default to a normal game's."""
    tiles = [module.parse_move(text) for text in re.findall(r"\([^)]*\)", fields.get("tiles", ""))]
    leftover = re.sub(r"\([^)]*\)", "", fields.get("tiles", "")).strip()
    if leftover:
        raise ValueError(f"tiles are written (q,r,l) separated by spaces; cannot read {leftover!r}")
    count = len(tiles)
    to_move = fields.get("to_move", "light" if (count // 2) % 2 == 0 else "dark")
    placed = _whole_number(fields, "placed") if "placed" in fields else count % 2
    return module.State.from_dict(
        {"tiles": [[t.q, t.r, t.l] for t in tiles], "to_move": to_move, "placed": placed, "winner": None}
    )


def congeners_state(module, fields: dict):
    """``black: 0,0 1,0``, ``white: -3,0 -3,1``, ``size`` (6), ``to_move`` (black), ``phase`` (move), ``moved``."""
    def cells(key):
        return [module.parse_cell(text) for text in fields.get(key, "").split()]

    phase = fields.get("phase", "move" if fields.keys() & {"black", "white"} else "setup")
    size = _whole_number(fields, "size") if "size" in fields else 6
    moved = module.parse_cell(fields["moved"]) if "moved" in fields else None
    if phase == "setup" and not fields.keys() & {"black", "white"}:
        return module.initial_state(size=size)
    return module.State.from_stones(
        black=cells("black"), white=cells("white"), to_move=fields.get("to_move", "black"), phase=phase, moved=moved, size=size
    )


def palanquee_state(module, fields: dict):
    """``black_seeds: K7``, ``black_grains: I7 I8``, the same for white, ``to_move`` (black), ``turn`` (past the opening)."""
    board = {}
    for colour in ("black", "white"):
        for kind in ("seed", "grain"):
            for name in fields.get(f"{colour}_{kind}s", "").split():
                if name.upper() in board:
                    raise ValueError(f"{name.upper()} is given twice")
                board[name.upper()] = f"{colour} {kind}"
    d = {"board": board, "to_move": fields.get("to_move", "black")}
    if "turn" in fields:
        d["turn"] = _whole_number(fields, "turn")
    return module.State.from_dict(d)


STATE_READERS = {
    "pallanguzhi": pallanguzhi_state,
    "palago": palago_state,
    "congeners": congeners_state,
    "palanquee": palanquee_state,
}


def render_block(game: str, body: str, page: str, number: int, line: int) -> str:
    """The HTML of one diagram block: a figure with the SVG and its description."""
    where = f"{page}, {game} diagram {number} (line {line})"
    try:
        module = pygames.get(game)
        fields = parse_fields(body, game)
        state = build_state(game, module, fields)
        hints = []
        for text in steps(fields.get("hint", ""), game):
            move = module.parse_move(text)
            try:
                state.check(move)
            except pygames.IllegalMove as e:
                raise ValueError(f"hint {text} is not a legal move here: {e}") from None
            hints.append(str(move))
        mode = fields.get("mode", "diagram")
        svg = module.render_svg(state, hint=hints, label=fields.get("label"), **({"playable": False} if mode == "score" else {}))
    except (ValueError, KeyError) as e:
        raise DiagramError(f"{where}: {str(e).strip(chr(34))}") from None
    caption = fields.get("caption", "")
    anchor = fields.get("id", f"{game}-diagram-{number}")
    if not re.fullmatch(r"[a-z][a-z0-9-]*", anchor):
        raise DiagramError(f"{where}: id must be lower-case letters, digits and '-', not {anchor!r}")
    if mode not in MODES[game]:
        raise DiagramError(f"{where}: mode must be one of {', '.join(MODES[game])}, not {mode!r}")
    tag, css = ("section", "pg-game") if mode == "game" else ("figure", "pg-diagram")
    attrs = (
        f'class="{css}" data-game="{game}" data-position="{escape(state.to_text())}" '
        f'data-hint="{escape(" ".join(hints))}" id="{anchor}"'
    )
    if mode == "game":
        attrs += f' aria-label="{escape(game.capitalize())} game"'
    elif mode != "diagram":
        attrs += f' data-mode="{mode}"'
    scores = ""
    if hasattr(module, "render_scores") and mode in ("score", "game"):
        title = '<h3 class="pg-score-title">Score as it stands</h3>' if mode == "game" else ""
        scores = f'{title}<div class="pg-score-panel" role="region" aria-label="Scores">{module.render_scores(state)}</div>'
    return (
        f"<{tag} {attrs}>"
        f'<div class="pg-board">{svg}</div>'
        f'<p class="pg-status">{escape(SCORE_STATUS if mode == "score" else state.describe())}</p>{scores}'
        + (f"<figcaption>{escape(caption)}</figcaption>" if caption and mode != "game" else "")
        + f"</{tag}>"
    )


def replace_blocks(markdown: str, page: str) -> tuple[str, dict]:
    """Swap every diagram block of a page for a placeholder; return the HTML per placeholder.

    Placeholders are plain paragraphs that Markdown leaves alone; the hook puts
    the figures back into the page's HTML afterwards.
    """
    games = set(pygames.games())
    figures = {}

    puzzle_count = 0

    def swap(match: re.Match) -> str:
        nonlocal puzzle_count
        game = match["game"]
        if game not in games and game != "puzzle":
            return match[0]
        line = markdown.count("\n", 0, match.start()) + 1
        key = f"PGDIAGRAM{len(figures) + 1}X"
        if game == "puzzle":
            from . import puzzles  # the puzzles' proofs live there

            puzzle_count += 1
            url = page.removeprefix("docs/").removesuffix(".md") + ".html"
            figures[key] = puzzles.render(match["body"], page, puzzle_count, line, url)
        else:
            figures[key] = render_block(game, match["body"], page, len(figures) + 1 - puzzle_count, line)
        return f"{match['indent']}{key}"

    return FENCE.sub(swap, markdown), figures


def restore_figures(html: str, figures: dict) -> str:
    """Put the figures in place of their placeholders (``<p>KEY</p>`` or bare)."""
    for key, figure in figures.items():
        html, found = re.subn(rf"<p>{key}</p>|{key}", lambda _: figure, html, count=1)
        if not found:
            raise DiagramError(f"a diagram placeholder was lost while building the page: {key}")
    return html
