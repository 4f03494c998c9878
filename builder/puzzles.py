"""Puzzle blocks in Markdown: proven by the engine at build time, then drawn.

A puzzle is a fenced block whose language is ``puzzle``::

    ```puzzle
    id: pallanguzhi-seven               # stable and unique on the whole site: the puzzle's address
    title: Seven from one hole
    game: pallanguzhi
    position: 0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s   # or the game's diagram keys
    goal: capture 7                     # see pygames.puzzles.GOALS
    solution: N1                        # the reader's steps and the opponent's replies, ";" between
    hints: Count the seeds of N1.       # staged hints, "|" between (the move itself is always the last)
    explanation: N1's last seed ...     # shown once solved
    difficulty: easy                    # easy, medium or hard
    source: mined (game seed 2)
    accept: all                         # optional: every turn that meets the goal is accepted
    ```

The build proves it (:func:`pygames.puzzles.prove`) and fails, naming the
page, the block and the reason, when the solution does not meet the goal, when
another first turn meets it too (without ``accept: all``), or when a defence
escapes. Every proven puzzle goes into the site's catalogue
(``assets/pygames/puzzles.json``), which the progress pages read.
"""

from __future__ import annotations

import json
import re
from html import escape

import pygames
from pygames import puzzles
from pygames.game import split_steps

from . import diagrams

KEYS = ("id", "title", "game", "goal", "solution", "hints", "explanation", "difficulty", "source", "accept", "position", "setup")
REQUIRED = ("id", "title", "game", "goal", "solution", "explanation", "difficulty", "source")
DIFFICULTIES = ("easy", "medium", "hard")

catalogue: dict = {}  # id -> entry, for the whole build (reset by the hook before each build)


def parse(body: str) -> dict:
    """``key: value`` lines of a puzzle block (the game's position keys allowed too)."""
    fields = diagrams.key_values(body)  # the game's own keys are checked below, once the game is known
    missing = [key for key in REQUIRED if not fields.get(key)]
    if missing:
        raise ValueError(f"missing {', '.join(missing)}")
    game = fields["game"]
    if game not in pygames.games():
        raise ValueError(f"unknown game {game!r}; games: {', '.join(pygames.games())}")
    known = KEYS + pygames.get(game).DIAGRAM_KEYS
    unknown = [key for key in fields if key not in known]
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r}; known keys: {', '.join(known)}")
    if fields["difficulty"] not in DIFFICULTIES:
        raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTIES)}, not {fields['difficulty']!r}")
    if not diagrams.re.fullmatch(r"[a-z][a-z0-9-]*", fields["id"]):
        raise ValueError(f"id must be lower-case letters, digits and '-', not {fields['id']!r}")
    if fields.get("accept", "all") != "all":
        raise ValueError(f"accept can only be 'all', not {fields['accept']!r}")
    return fields


def source_words(source: str) -> str:
    """Where a puzzle comes from, in words for readers (the miner's details stay in the page's source).

    >>> source_words("mined: game seed 103; 7 holes")
    'Found in a game played by the computer, and proven by the rules when the site was built.'
    >>> source_words("the rules' worked example 6, proven by the project's solver")
    "From the rules' worked example 6, proven by the site's solver."
    """
    if source.startswith("mined"):
        return "Found in a game played by the computer, and proven by the rules when the site was built."
    words = source.replace("the project's solver", "the site's solver")
    return f"From {words}" + ("" if words.endswith(".") else ".")


def render(body: str, page: str, number: int, line: int, url: str) -> str:
    """The HTML of one puzzle block, after proving it."""
    where = f"{page}, puzzle {number} (line {line})"
    try:
        fields = parse(body)
        game = fields["game"]
        module = pygames.get(game)
        state = diagrams.build_state(module, fields)
        goal = puzzles.Goal.parse(fields["goal"])
        solution = split_steps(fields["solution"], spaced=True)
        tree = puzzles.prove(state, goal, solution, accept_all=fields.get("accept") == "all")
    except (ValueError, KeyError) as e:
        raise diagrams.DiagramError(f"{where}: {str(e).strip(chr(34))}") from None
    pid = fields["id"]
    if pid in catalogue:
        raise diagrams.DiagramError(f"{where}: the id {pid!r} is already used by {catalogue[pid]['url']}")
    hints = [h.strip() for h in fields.get("hints", "").split("|") if h.strip()] or [module.first_hint(module.parse_move(solution[0]))]
    hints.append(f"Play {solution[0]}." if len(solution) == 1 else f"Start with {solution[0]}.")
    goal_words = goal.words(state)
    data = {
        "id": pid,
        "game": game,
        "goal": str(goal),
        "goal_words": goal_words,
        "tree": tree,
        "solution": solution,
        "hints": hints,
        "explanation": fields["explanation"],
        "start": state.to_text(),
    }
    catalogue[pid] = {
        "id": pid,
        "title": fields["title"],
        "game": game,
        "game_name": module.TITLE,
        "difficulty": fields["difficulty"],
        "url": f"{url}#{pid}",
    }
    svg = module.render_svg(state, label=f"Puzzle {fields['title']}: {goal_words}")
    return (
        f'<section class="pg-puzzle" id="{escape(pid)}" data-game="{game}" data-position="{escape(state.to_text())}" '
        f'data-puzzle="{escape(json.dumps(data))}" aria-labelledby="{escape(pid)}-title"{diagrams.actions_attr(module)}>'
        f'<h2 class="pg-puzzle-title" id="{escape(pid)}-title">{escape(fields["title"])} '
        f'<span class="pg-difficulty pg-{fields["difficulty"]}">{fields["difficulty"]}</span></h2>'
        f'<p class="pg-goal">{escape(goal_words)}</p>'
        f'<div class="pg-board">{svg}</div>'
        f'<p class="pg-status">{escape(state.describe())}</p>'
        f'<details class="pg-static-answer"><summary>The solution</summary><p>{escape("; ".join(solution))}. '
        f'{escape(fields["explanation"])}</p></details>'
        f'<p class="pg-source">{escape(source_words(fields["source"]))}</p>'
        "</section>"
    )


def write_catalogue(site_dir) -> None:
    """``assets/pygames/puzzles.json``: every puzzle of the site, game by game in the menu's order."""
    from pathlib import Path

    target = Path(site_dir) / "assets" / "pygames" / "puzzles.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    order = pygames.games()
    entries = sorted(catalogue.values(), key=lambda e: order.index(e["game"]))  # the menu's order; pages keep theirs
    target.write_text(json.dumps({"version": 1, "puzzles": entries}, indent=1))


INDEX = re.compile(r'<div class="pg-puzzle-index"(?: data-game="(?P<game>[a-z]+)")?[^>]*>\s*</div>')


def fill_indexes(site_dir) -> None:
    """Write the puzzle tables into the built pages (a still list without JavaScript or from a file).

    The catalogue is complete only once every page is built, so the tables are
    written afterwards; in the browser the list is redrawn with the reader's record.
    """
    from pathlib import Path

    order = pygames.games()
    entries = sorted(catalogue.values(), key=lambda e: order.index(e["game"]))
    for path in Path(site_dir).rglob("*.html"):
        html = path.read_text()
        if 'class="pg-puzzle-index"' not in html:
            continue
        depth = len(path.relative_to(site_dir).parts) - 1
        html = INDEX.sub(lambda m: _index_html(m, entries, "../" * depth), html)
        path.write_text(html)


def _index_html(match, entries, to_root: str) -> str:
    game = match["game"]
    rows = [e for e in entries if not game or e["game"] == game]
    head = "<th>Puzzle</th>" + ("" if game else "<th>Game</th>") + "<th>Difficulty</th>"
    body = "".join(
        f'<tr data-puzzle="{escape(e["id"])}"><td><a href="{escape(to_root + e["url"])}">{escape(e["title"])}</a></td>'
        + ("" if game else f"<td>{escape(e['game_name'])}</td>")
        + f"<td>{escape(e['difficulty'])}</td></tr>"
        for e in rows
    )
    opening = match[0][: match[0].index(">") + 1]
    return f'{opening}<table class="pg-puzzle-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'
