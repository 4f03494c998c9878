"""Puzzle blocks in Markdown: proven by the engine at build time, then drawn.

A puzzle is a fenced block whose language is ``puzzle`` (a ``#`` after a value
belongs to the value: the notes here say what each key is)::

    ```puzzle
    id: pallanguzhi-seven
    title: Seven from one hole
    game: pallanguzhi
    position: 0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s
    goal: capture 7
    solution: N1
    hints: Count the seeds of N1.
    explanation: N1's last seed ...
    source: mined (game seed 2)
    accept: all
    ```

``id``: stable and unique on the whole site, the puzzle's address. ``position``:
a position string, or the game's diagram keys. ``goal``: see
:class:`pygames.puzzles.Goal` ("capture 12 in 2", "lead in 2", "win 3").
``solution``: the reader's first turn, ``;`` between its steps. ``hints``
(optional): the author's, ``|`` between them, shown before the measured ones.
``explanation``: shown once solved. ``accept: all`` (optional): every turn that
meets the goal is accepted.

The build proves it (:func:`pygames.puzzles.prove`) and fails, naming the
page, the block and the reason, when the solution does not meet the goal, when
another first turn meets it too (without ``accept: all``), when a defence
escapes, or when two puzzles of a game share a title. The main line (the
reader's turns and the replies, each with why), the **themes** (the game's
``puzzle_themes``), the staged **hints** (the idea, the area, the move) and
the **difficulty** are worked out from the proof: see :func:`rate`. Every
proven puzzle goes into the site's catalogue (``assets/pygames/puzzles.json``),
which the overview and the progress pages read.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import math
import multiprocessing
import os
import re
import time
from html import escape
from pathlib import Path

import pygames
from pygames import puzzles
from pygames.game import language, speaking, split_steps

from . import diagrams
from . import prepared as answers
from .words import LANGUAGES, SAY, WRITTEN, page_language

KEYS = ("id", "title", "game", "goal", "solution", "hints", "explanation", "source", "accept", "position", "setup")
REQUIRED = ("id", "title", "game", "goal", "solution", "explanation", "source")
DIFFICULTIES = ("easy", "medium", "hard")

catalogue: dict = {}  # language -> id -> entry, for the whole build (reset by the hook before each build)

# Proofs are kept between builds, keyed by the block and by the source of the rules package and of the builder (see _digest)
# (a changed rule or rating proves every puzzle again); PYGAMES_PUZZLE_CACHE=0 turns the cache off.
CACHE = Path(__file__).resolve().parent.parent / ".cache" / "puzzles"
_source_digest: list = []


def _digest() -> str:
    """One hash of every Python file of the rules package, of this module and of builder/prepared.py (the answers it prepares)."""
    if not _source_digest:
        root = Path(__file__).resolve().parent.parent
        h = hashlib.sha256()
        for path in sorted((root / "pygames").rglob("*.py")) + [Path(__file__).resolve(), root / "builder" / "prepared.py"]:
            h.update(path.read_bytes())
        _source_digest.append(h.hexdigest())
    return _source_digest[0]


def _proof(module, fields: dict, state, goal) -> list:
    """The proof of a parsed block: ``[tree, main line, its whys, themes, rating, difficulty, answers,
    script]``, ``answers`` the table of every answer its board may ask for along the proof's lines
    (:func:`builder.prepared.puzzle_requests`), so that the puzzle plays to its end before Python
    runs, and ``script`` that table as its file (:func:`builder.prepared.table_script`)."""
    solution = split_steps(fields["solution"], spaced=True)
    tree = puzzles.prove(state, goal, solution, accept_all=fields.get("accept") == "all")
    main, whys = puzzles.main_line(state, goal, tree)
    themes = module.puzzle_themes(state, goal, main)
    data = {"goal": str(goal), "tree": json.loads(json.dumps(tree)), "start": state.to_text(), "solution": main}
    table = answers.prepare(module, state, answers.puzzle_requests(module, state, data))
    return [tree, main, whys, themes, *rate(measure(module, state, goal, tree, main)), table, answers.table_script(table)]


def site_blocks(docs: Path):
    """``(language, body)`` of each puzzle block of the pages under ``docs``, page by page."""
    for page in sorted(docs.rglob("*.md")):
        for match in diagrams.FENCE.finditer(page.read_text(encoding="utf-8")):
            if match["game"] == "puzzle":
                yield page_language(page.name), match["body"]


def read_block(body: str) -> tuple:
    """``(fields, module, state, goal)`` of a puzzle block, or a ``ValueError``/``KeyError`` saying why not."""
    fields = parse(body)
    module = pygames.get(fields["game"])
    state = diagrams.build_state(module, fields)
    return fields, module, state, puzzles.Goal.parse(fields["goal"], module)


def proven(body: str) -> tuple:
    """``(module, state, data, answers)`` of a puzzle block as the build makes them (from the cache
    when it holds the block): ``data`` has the fields a puzzle's board reads (goal, tree, start,
    solution, themes), ``answers`` the prepared table of its whole proof."""
    fields, module, state, goal = read_block(body)
    tree, main, _, themes, *_, table, _ = _cached(language(), body, lambda: _proof(module, fields, state, goal))
    return module, state, {"goal": str(goal), "tree": tree, "start": state.to_text(), "solution": main, "themes": themes}, table


def _prove_block(block: tuple):
    """``(block, proof, seconds)`` of one ``(language, body)``, proven in that language (its replies'
    sentences and prepared answers are); the proof is ``None`` when the block does not parse or
    prove (``render`` then says why, naming the page)."""
    lang, body = block
    started = time.perf_counter()
    try:
        with speaking(lang):
            fields, module, state, goal = read_block(body)
            proof = _proof(module, fields, state, goal)
    except Exception:  # noqa: BLE001 - reported by render, with the page and the block
        proof = None
    return block, proof, time.perf_counter() - started


_proved: dict = {}  # (language, block) -> its proof, worked out before the pages by prove_ahead (this build only)


def prove_ahead(docs: Path, workers: int | None = None) -> int:
    """Prove every puzzle block of the pages under ``docs`` that the cache does not hold, on every core,
    before MkDocs renders the pages one by one (which then take the proofs from ``_proved``); the number proven.

    >>> prove_ahead(Path("/nowhere"))
    0
    """
    _proved.clear()
    bodies = [block for block in dict.fromkeys(site_blocks(docs)) if _stored(*block) is None]
    workers = min(workers or os.cpu_count() or 1, len(bodies))
    if workers < 2:
        return 0  # one core: render proves each block as it comes, no gain in doing it first
    # The slowest blocks first, spread over the workers: as long as they took last time (a new block first).
    took = _seconds()
    bodies.sort(key=lambda block: -took.get(_body_key(*block), math.inf))
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        for block, proof, seconds in pool.map(_prove_block, bodies, chunksize=1):
            took[_body_key(*block)] = round(seconds, 2)
            if proof is not None:
                _proved[block] = proof
    _keep(SECONDS, took)
    return len(_proved)


SECONDS = CACHE / "seconds.json"  # block -> the seconds its last proof took (to start the slowest first)


def _spoken(lang: str, body: str) -> str:
    """A block as the cache knows it: its language first, but for English (whose proofs were kept before there was another)."""
    return body if lang == LANGUAGES[0] else f"{lang}\n{body}"


def _body_key(lang: str, body: str) -> str:
    return hashlib.sha256(_spoken(lang, body).encode()).hexdigest()[:16]


def _seconds() -> dict:
    try:
        return json.loads(SECONDS.read_text()) if _cache_on() else {}
    except (OSError, ValueError):
        return {}


def _keep(path: Path, value) -> None:
    """Write a JSON value into the cache, when there is one (a read-only checkout builds without it)."""
    if not _cache_on():
        return
    try:
        CACHE.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    except OSError:
        pass


def _key_path(lang: str, body: str) -> Path:
    return CACHE / f"{hashlib.sha256((_digest() + _spoken(lang, body)).encode()).hexdigest()}.json"


def _cache_on() -> bool:
    return os.environ.get("PYGAMES_PUZZLE_CACHE", "1") != "0"


def _stored(lang: str, body: str):
    """The cached proof of a block in a language, or None."""
    if not _cache_on():
        return None
    try:
        return json.loads(_key_path(lang, body).read_text())
    except (OSError, ValueError):
        return None


def _cached(lang: str, body: str, work):
    """``work()`` (a JSON-ready value), or what it gave last time for the same block, language and
    source (or what ``prove_ahead`` found for it in this build)."""
    if (lang, body) in _proved:
        value = _proved.pop((lang, body))
    else:
        value = _stored(lang, body)
        if value is not None:
            return value
        value = work()
    _keep(_key_path(lang, body), value)
    return value


def parse(body: str) -> dict:
    """``key: value`` lines of a puzzle block (the game's position keys allowed too)."""
    fields = diagrams.key_values(body)  # the game's own keys are checked below, once the game is known
    if "difficulty" in fields:
        raise ValueError("difficulty is measured when the site is built, not written: remove the 'difficulty:' line")
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
        return WRITTEN("source_mined")
    words = source.replace("the project's solver", "the site's solver")
    return WRITTEN("source_from", source=words.removesuffix("."))


def measure(module, state, goal, tree, line) -> dict:
    """The measured facts a puzzle's difficulty comes from (see :func:`rate`)."""
    options = puzzles.turns(state)
    accepted = set(tree.get("accept") or [line[0]])
    value = {t: puzzles.greedy_value(goal, state, t, after) for t, after in options.items()}
    answer = value.get(line[0], 0)
    better = sum(1 for t, v in value.items() if t not in accepted and v > answer)
    ties = sum(1 for t, v in value.items() if t not in accepted and v == answer)
    return {
        "turns": (len(line) + 1) // 2,
        "choices": len(options),
        "accepted": len(accepted),
        "greedy": better + ties / 2,
        "effort": module.puzzle_effort(state, line),
    }


def rate(facts: dict) -> tuple:
    """``(rating, difficulty)`` from measured facts, never from a guess.

    ``rating = 1000 + 350 (K - 1) + 40 log2(T / A) + 100 log2(1 + min(G, 7)) + 15 E``, where K is the
    reader's turns in the main line, T the first turns to choose from, A the first turns accepted,
    G how many first turns a one-turn greedy player tries before the answer (those it prefers,
    and half of those it likes as much: 0 when the biggest haul now is the answer), and E the
    game's effort (Pallanguzhi: the laps of the reader's sowings). Below 1200 is easy, below 1450
    medium, else hard.

    >>> rate({"turns": 1, "choices": 4, "accepted": 1, "greedy": 0, "effort": 2})
    (1110, 'easy')
    >>> rate({"turns": 2, "choices": 7, "accepted": 1, "greedy": 1, "effort": 3})
    (1607, 'hard')
    """
    rating = (
        1000 + 350 * (facts["turns"] - 1) + 40 * math.log2(max(1, facts["choices"]) / max(1, facts["accepted"]))
        + 100 * math.log2(1 + min(facts["greedy"], 7)) + 15 * facts["effort"]
    )
    rating = round(rating)
    return rating, "easy" if rating < 1200 else "medium" if rating < 1450 else "hard"


def staged_hints(module, goal, themes, line, author) -> list:
    """The hints, in stages: the author's, then the idea (themes and goal), the area, the move."""
    vocabulary = module.PUZZLE_THEMES
    ideas = [vocabulary[t]["idea"] for t in themes if t in vocabulary]
    if len(line) > 1:  # a line of several turns: a theme about several turns says the idea first
        ideas = [vocabulary[t]["idea"] for t in themes if vocabulary.get(t, {}).get("several")] + ideas
    if not ideas:
        ideas = [WRITTEN("hint_any_idea")]
    idea = ideas[0]
    if len(line) > 1:
        idea += " " + WRITTEN("hint_opponent_answers")
    first = line[0]
    area = module.puzzle_area(module.parse_move(first.split("; ")[0]))
    return [*author, idea, area, WRITTEN("hint_play", move=first)]


PLACE = re.compile(r"(?<!\d)-?\d+,-?\d+|\b[A-Z]\d+\b")  # as prepared.cells_named reads them: 2,2-3,1 is 2,2 and 3,1


def answer_places(title: str, turn: str) -> list:
    """The places of the answer's first turn (cells, holes) that a title names: a title must not give it away.

    >>> answer_places("10 seeds from N2", "N2"), answer_places("Two tiles win: (0,3) and (1,2)", "(0,3,4); (1,2,0)")[:1]
    (['N2'], ['0,3'])
    >>> answer_places("Two tiles to win, 14 tiles down, after (0,1,2)", "(0,3,4); (1,2,0)")
    []
    >>> answer_places("Bite (3,1) and win", "2,2-3,1; @1,1")
    ['3,1']
    """
    places = dict.fromkeys(m if "," not in m else ",".join(m.split(",")[:2]) for m in PLACE.findall(turn))
    return [p for p in places if re.search(r"(?<![\d,-])" + re.escape(p) + r"(?![\d,])", title)]


def render(body: str, page: str, number: int, line: int, url: str, prepared: dict | None = None) -> str:
    """The HTML of one puzzle block, after proving it. With ``prepared`` (the page's table,
    :mod:`builder.prepared`), the answers to the reader's first step are added to it and written
    to a file of the puzzle's own, which its ``data-prepared`` names."""
    where = f"{page}, puzzle {number} (line {line})"
    try:
        fields, module, state, goal = read_block(body)
        game = fields["game"]
        tree, main, whys, themes, rating, difficulty, table, script = _cached(language(), body, lambda: _proof(module, fields, state, goal))
    except (ValueError, KeyError) as e:
        raise diagrams.DiagramError(f"{where}: {str(e).strip(chr(34))}") from None
    pid = fields["id"]
    listed = catalogue.setdefault(language(), {})  # this edition's puzzles: each has its twin in the other
    if pid in listed:
        raise diagrams.DiagramError(f"{where}: the id {pid!r} is already used by {listed[pid]['url']}")
    twin = next((e for e in listed.values() if e["game"] == game and e["title"] == fields["title"]), None)
    if twin:
        raise diagrams.DiagramError(f"{where}: the title {fields['title']!r} is already used by {twin['url']} (titles say what happens, once per game)")
    given = answer_places(fields["title"], main[0])
    if given:
        raise diagrams.DiagramError(f"{where}: the title names {given[0]}, a place of the answer (a title says what happens, not where)")
    author = [h.strip() for h in fields.get("hints", "").split("|") if h.strip()]
    hints = staged_hints(module, goal, themes, main, author)
    goal_words = goal.words(state)
    turns = (len(main) + 1) // 2
    data = {
        "id": pid,
        "game": game,
        "goal": str(goal),
        "goal_words": goal_words,
        "tree": tree,
        "solution": main,
        "replies": whys,
        "turns": turns,
        "themes": themes,
        "difficulty": difficulty,
        "rating": rating,
        "hints": hints,
        "explanation": fields["explanation"],
        "start": state.to_text(),
    }
    listed[pid] = {
        "id": pid,
        "title": fields["title"],
        "game": game,
        "game_name": module.TITLE,
        "difficulty": difficulty,
        "url": f"{url}#{pid}",
        "turns": turns,
        "themes": themes,
        "rating": rating,
        "goal_words": goal_words,
        "position": state.to_text(),
        "focus": list(dict.fromkeys(answers.cells_named("; ".join(main)))),  # where it happens: its picture's frame
    }
    attrs = diagrams.actions_attr(module)
    if prepared is not None:
        if table:
            prepared.update(table)
            attrs += f' data-prepared="{answers.script_file(script, page)}"'
    svg = picture_only(module.render_svg(state, label=WRITTEN("puzzle_label", title=fields["title"], goal=goal_words)))
    told = [f"{main[0]}."]  # the main line in words: each reply is told by its why sentence
    for i in range(1, len(main), 2):
        told += [whys[i // 2]] + ([WRITTEN("then_move", move=main[i + 1])] if i + 1 < len(main) else [])
    return (
        f'<section class="pg-puzzle" id="{escape(pid)}" data-game="{game}" data-input="{module.INPUT}" data-position="{escape(state.to_text())}" '
        f'data-puzzle="{escape(json.dumps(data))}" aria-labelledby="{escape(pid)}-title"{attrs}>'
        f'<h2 class="pg-puzzle-title" id="{escape(pid)}-title">{escape(fields["title"])} '
        f'<span class="pg-difficulty pg-{difficulty}">{SAY(f"difficulty_{difficulty}").lower()}</span></h2>'
        f'<p class="pg-goal">{escape(goal_words)}</p>'
        f'<div class="pg-board">{svg}</div>'
        f'<p class="pg-status">{escape(state.describe())}</p>'
        f'<details class="pg-static-answer"><summary>{WRITTEN("the_solution")}</summary><p>{escape(" ".join(told))} '
        f'{escape(fields["explanation"])}</p></details>'
        f'<p class="pg-source">{escape(source_words(fields["source"]))}</p>'
        "</section>"
    )


PLACE_LABEL = re.compile(r'(<g [^>]*\bdata-(?:cell|hole)="[^"]*"[^>]*?) aria-label="[^"]*"')


def picture_only(svg: str) -> str:
    """A board drawn as one picture (its own label only): a puzzle's board is live once the reader
    comes near it, and its places get their names then, as buttons (the board is redrawn).

    >>> picture_only('<svg role="img" aria-label="Puzzle"><g class="pg-cell" data-cell="0,1" aria-label="(0,1), empty"></g></svg>')
    '<svg role="img" aria-label="Puzzle"><g class="pg-cell" data-cell="0,1"></g></svg>'
    """
    return PLACE_LABEL.sub(r"\1", svg)


def catalogue_path(lang: str) -> Path:
    """Where an edition's catalogue is, from the site's root: ``assets/pygames/puzzles.json``, and
    ``puzzles.fr.json`` for the French edition (``puzzle-record.js`` reads its page's)."""
    return Path("assets") / "pygames" / ("puzzles.json" if lang == LANGUAGES[0] else f"puzzles.{lang}.json")


def write_catalogue(site_dir, lang: str = "en") -> None:
    """An edition's catalogue (:func:`catalogue_path`): its every puzzle, game by game in the menu's
    order, with the themes' words in its language."""
    target = Path(site_dir) / catalogue_path(lang)
    target.parent.mkdir(parents=True, exist_ok=True)
    order = pygames.games()
    entries = sorted(catalogue.get(lang, {}).values(), key=lambda e: order.index(e["game"]))  # the menu's order; pages keep theirs
    with speaking(lang):
        themes = {game: {t: {"name": v["name"], "words": v["words"]} for t, v in pygames.get(game).PUZZLE_THEMES.items()} for game in order}
    target.write_text(json.dumps({"version": 2, "themes": themes, "puzzles": entries}, indent=1, ensure_ascii=False))


# Inside a folded block Markdown wraps the placeholder in a paragraph: the list replaces both.
THEME_LIST = re.compile(r'(?P<p><p>)?<div class="pg-theme-list" data-game="(?P<game>[a-z]+)"[^>]*>\s*</div>(?(p)</p>)')


def theme_list(game: str) -> str:
    """A game's theme vocabulary as a definition list (name, then one sentence).

    >>> theme_list("palago").startswith('<div class="pg-theme-list" data-game="palago"><dl><dt id="theme-one-tile">One tile</dt><dd>A single')
    True
    """
    items = "".join(
        f'<dt id="theme-{escape(t)}">{escape(v["name"])}</dt><dd>{escape(v["words"])}</dd>' for t, v in pygames.get(game).PUZZLE_THEMES.items()
    )
    return f'<div class="pg-theme-list" data-game="{game}"><dl>{items}</dl></div>'


def fill_theme_lists(paths) -> None:
    """Write each game's theme vocabulary into its ``pg-theme-list`` placeholder, in the pages
    ``paths`` (one edition's: the words are said in the language spoken now)."""
    for path in paths:
        html = path.read_text()
        if 'class="pg-theme-list"' in html:
            path.write_text(THEME_LIST.sub(lambda m: theme_list(m["game"]), html))
