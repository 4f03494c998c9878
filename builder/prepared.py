"""Prepared answers: the first move of a figure, answered by Python when the site is built.

A page's widgets send JSON requests to the Python worker (:mod:`pygames.web`). Before the worker
is ready, and under ``file://`` where it never is, the browser first looks a request up in a table
that :func:`prepare` computed here for the figure: the exact answer ``pygames.web.handle`` gives,
keyed by :func:`key` of the request's meaningful fields (``prepared.js`` computes the same key).
:func:`table_file` writes a figure's table into a file of its own (which the figure names), its
long texts stored as differences from one another (:func:`pack`); ``prepared.js`` reads them back.

>>> import pygames
>>> module = pygames.get("pallanguzhi")
>>> table = prepare(module, module.initial_state(), [{"op": "play", "move": "S1"}])
>>> request = {"op": "play", "game": "pallanguzhi", "position": module.initial_state().to_text(), "move": "S1"}
>>> table[key(request)]["move"], len(table)  # the turn and each frame of its animation
('S1', 33)
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pygames
from pygames import web
from pygames.game import language
from pygames.puzzles import lists_its_turns

from .words import site_path


def canonical(request: dict) -> str:
    """The request's meaningful fields as one JSON text: keys sorted, no spaces, and no top-level
    field that is null or an empty list (``handle`` reads them as absent).

    >>> canonical({"op": "view", "hint": [], "selected": None, "game": "x", "position": "é"})
    '{"game":"x","op":"view","position":"é"}'
    """
    meaningful = {k: v for k, v in request.items() if v is not None and v != []}
    return json.dumps(meaningful, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _imul(a: int, b: int) -> int:
    return (a * b) & 0xFFFFFFFF


def key(request: dict) -> str:
    """A short key of a request: cyrb53 of :func:`canonical` (over UTF-16 code units, as
    JavaScript reads the text), in base 36.

    >>> key({"op": "version"})
    '275p45of32m'
    """
    text = canonical(request)
    units = text.encode("utf-16-le")
    h1, h2 = 0xDEADBEEF, 0x41C6CE57
    for i in range(0, len(units), 2):
        ch = units[i] | units[i + 1] << 8
        h1 = _imul(h1 ^ ch, 2654435761)
        h2 = _imul(h2 ^ ch, 1597334677)
    h1 = _imul(h1 ^ (h1 >> 16), 2246822507) ^ _imul(h2 ^ (h2 >> 13), 3266489909)
    h2 = _imul(h2 ^ (h2 >> 16), 2246822507) ^ _imul(h1 ^ (h1 >> 13), 3266489909)
    number = 4294967296 * (2097151 & h2) + (h1 & 0xFFFFFFFF)
    digits = ""
    while True:
        number, rest = divmod(number, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[rest] + digits
        if not number:
            return digits


_ASKED: dict = {}  # canonical request -> its answer as JSON text (a puzzle's walk asks each twice)


def ask(request: dict) -> dict:
    """What the worker answers to ``request`` (``pygames.web.handle``), in the language spoken now
    (the page's: the browser sends it with each request, but looks a prepared answer up without it)."""
    lang = language()
    text = lang + canonical(request)
    if text not in _ASKED:
        if len(_ASKED) > 4000:
            _ASKED.clear()
        _ASKED[text] = web.handle(json.dumps(request if lang == "en" else {**request, "lang": lang}))
    return json.loads(_ASKED[text])


def prepare(module, state, requests: list) -> dict:
    """The table of prepared answers for a figure of ``module`` showing ``state``: for each request
    (its ``game`` and ``position`` default to the figure's), ``{key(request): answer}``. A turn that
    animates brings the request of each of its frames too (the browser asks for them while it plays
    the turn). Refused requests are left out: Python answers them once it runs (but for ``other``,
    whose refusal is its answer).

    >>> import pygames
    >>> module = pygames.get("palago")
    >>> state = module.initial_state()
    >>> table = prepare(module, state, [{"op": "view", "hint": []}, {"op": "play", "move": "nonsense"}])
    >>> list(table) == [key({"op": "view", "game": "palago", "position": state.to_text()})]
    True
    """
    return {key(request): answer for request, answer in answered(module, state, requests)}


def answered(module, state, requests: list):
    """``(request, answer)`` for each request :func:`prepare` keeps, the frames' requests included."""
    queue = [{"game": module.GAME, "position": state.to_text(), **request} for request in requests]
    while queue:
        request = queue.pop(0)
        answer = ask(request)
        if not answer.get("ok") and request["op"] != "other":  # (any other puzzle step: not the answer)
            continue
        yield request, answer
        if answer.get("frames") and "frame" in module.REQUESTS:  # the animation asks for frames 1, 2, ...
            queue += [{"op": "frame", "game": module.GAME, "frame": frame} for frame in answer["frames"][1:]]


# -- the requests each kind of rules-page figure sends for its first move ------------------------


LEGAL_CELL = re.compile(r'<g class="[^"]*\bpg-legal\b[^"]*" data-cell="([^"]+)"(?: data-orientations="([^"]*)")?')


def legal_cells(svg: str) -> list:
    """``(cell, orientations)`` of each cell a board marks usable now (``pg-legal``), in order.

    >>> legal_cells('<g class="pg-cell pg-legal" data-cell="0,1" data-orientations="0 2"></g>')
    [('0,1', '0 2')]
    """
    return [(cell, orientations) for cell, orientations in LEGAL_CELL.findall(svg)]


def sowing_requests(module, state, hints: list, invited: list, budget: int) -> list:
    """A sowing diagram (Pallanguzhi): a click on a hole plays it. The ``invited`` moves (the
    hint's, the caption's), and every other legal hole too when all of them animate in at most
    ``budget`` frames; and the view that Reset asks for (with the ``hints``)."""
    legal = [str(m) for m in state.legal_moves()]
    frames = sum(len(state.play_report(state.check(move))[2]) for move in legal)
    moves = legal if frames <= budget else invited
    return [{"op": "play", "move": move} for move in moves] + [{"op": "view", "hint": hints}]


def click_requests(module, state, hints: list, budget: int, actions: bool = False, extra: dict | None = None) -> list:
    """A diagram whose cells are clicked (Congeners; Palanquée, with ``actions``): the view the
    figure asks for (with its hint), then the clicks that make a first step: every sequence of
    clicks on usable cells while they stay within ``budget`` answers, else only those on the
    cells the hint names. With ``actions``, a kind of action is chosen first (a click on no
    cell): the one the figure chooses by itself when only one has a use, else the hint's.
    With ``extra`` (a puzzle's fields), each click carries it and the view shows no hint."""
    position = state.to_text()
    view = {"op": "view", "hint": [] if extra else hints}
    answer = ask({"game": module.GAME, "position": position, **view})
    requests = [view]
    base = {"op": "click", "game": module.GAME, "position": position, "selected": None, **(extra or {})}
    starts = [(dict(base), answer["svg"])]
    if actions:
        kinds = answer.get("actions", [])
        if len(kinds) != 1 or answer["state"].get("winner") is not None:
            kinds = [k for k in kinds if any(re.search(rf"(^|\s){re.escape(k)}\s", h) for h in hints)]
        starts = []
        for kind in kinds:
            first = dict(base, cell=None, action=kind)
            requests.append(first)
            starts.append((dict(base, action=kind), ask(first)["svg"]))
    named = {cell for h in hints for cell in cells_named(h)}

    def crawl(only) -> list:
        paths = []

        def walk(base, selected, svg, clicks):
            for cell, _ in legal_cells(svg):
                if only is not None and cell not in only:
                    continue
                request = dict(base, cell=cell, selected=selected)
                reply = ask(request)
                if reply.get("ok") and reply.get("move"):
                    paths.append(clicks + [request])
                elif reply.get("ok") and reply.get("selected") not in (None, selected) and len(clicks) < 2:
                    walk(base, reply["selected"], reply["svg"], clicks + [request])

        for start, svg in starts:
            walk(start, None, svg, [])
        return list({canonical(r): r for clicks in paths for r in clicks}.values())

    every = crawl(None) if budget else []
    if not budget or len(every) > budget:
        every = crawl(named)
    return requests + every if every else []  # the view alone plays nothing: not worth its weight


def cells_named(hint: str) -> list:
    """The cells a hint's text names (``1,0``, ``K7``).

    >>> cells_named("0,0x1,-1"), cells_named("1,0-3,0"), cells_named("0,0--1,1"), cells_named("move K9 L7")
    (['0,0', '1,-1'], ['1,0', '3,0'], ['0,0', '-1,1'], ['K9', 'L7'])
    """
    return re.findall(r"(?<!\d)-?\d+,-?\d+|\b[A-Z]\d+\b", hint)


def tile_requests(module, state, hints: list, mode: dict, budget: int) -> list:
    """A diagram of tiles (Palago): a click on a usable cell previews its first orientation (a
    ``view`` with the tile as hint), another click turns it, Enter places it (``play``). Every
    cell and orientation while within ``budget`` answers; past it, the hinted cells."""
    svg = ask({"op": "view", "game": module.GAME, "position": state.to_text(), **mode})["svg"]
    cells = legal_cells(svg)
    if 2 * sum(len(o.split()) for _, o in cells) > budget:
        hinted = {h.strip("()").rsplit(",", 1)[0] for h in hints}
        cells = [(c, o) for c, o in cells if c in hinted]
    requests = []
    for cell, orientations in cells:
        for orientation in orientations.split():
            move = f"({cell},{orientation})"
            requests += [{"op": "view", "hint": [move], **mode}, {"op": "play", "move": move, **mode}]
    return requests + [{"op": "view", **mode}] if requests else []  # and the view of Reset (or Cancel)


INVITING = re.compile(
    r"\b(?:pick|sow|compare|try|play|click|place"  # English, and the French twin's imperatives
    r"|choisissez|semez|comparez|essayez|jouez|cliquez|posez)\s+(?:the\s+|on\s+|sur\s+)?([\w(),.@-]+?)[.,:;\u202f]?(?:\s|$)",
    re.IGNORECASE,
)


def invited(module, state, hints: list, caption: str) -> list:
    """The hint's moves, then the legal moves the caption invites the reader to play ("Reset and
    compare N2"), not those it only mentions ("N6 makes a pasu").

    >>> import pygames
    >>> module = pygames.get("pallanguzhi")
    >>> invited(module, module.initial_state(), ["S1"], "Pick S1: S3 gets a seed. Then compare S7, or try N2.")
    ['S1', 'S7']
    """
    legal = {str(m) for m in state.legal_moves()}
    named = [word for word in INVITING.findall(caption) if word in legal]
    return list(dict.fromkeys([*hints, *named]))


def figure_requests(module, state, hints: list, mode: str, caption: str = "", first: bool = True) -> list:
    """The requests a rules-page figure of ``module`` in ``mode`` sends for its first move
    (``first``: no figure before it on the page has prepared answers), as the game's ``PREPARED``
    asks, by the way its board makes a step (its ``INPUT``)."""
    plan = module.PREPARED
    if mode not in plan.modes:
        return []  # a figure that plays no move (Congeners' scores, Palago's table taken apart)
    if plan.hints_of_first_figure and not (hints and first):
        return []
    if module.INPUT == "sowing":
        return sowing_requests(module, state, hints, invited(module, state, hints, caption), budget=plan.budget)
    if module.INPUT == "tiles":
        return tile_requests(module, state, hints, {"mode": mode} if mode != "diagram" else {}, budget=plan.budget)
    return click_requests(module, state, hints, budget=plan.budget, actions=module.INPUT == "actions")


def line_requests(module, state, lines: list, hints: list) -> list:
    """The requests a rules-page figure sends along the ``lines`` its caption invites (each a list
    of steps, played from the figure's start): its first view (with the ``hints``), then each step's
    clicks (or hole, or tile), from the position the line has reached. A step that is illegal there
    is a try the caption shows refused: its clicks are prepared (their answers say why) and the line
    goes on from the same position. Only a board of clicks has such tries (a hole or a tile that
    cannot be played is not offered); elsewhere an illegal step is a ``ValueError``.

    >>> import pygames
    >>> from pygames.congeners.rules import State
    >>> module, state = pygames.get("congeners"), State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
    >>> requests = line_requests(module, state, [["0,0-0,1", "@2,-1", "@2,1"], ["1,0-3,0"]], [])
    >>> [(r.get("cell"), r.get("selected")) for r in requests if r["op"] == "click"]  # @2,-1 is refused
    [('0,0', None), ('0,1', '0,0'), ('2,-1', None), ('2,1', None), ('1,0', None), ('3,0', '1,0')]
    """
    requests = [{"op": "view", "position": state.to_text(), "hint": hints}]
    for line in lines:
        here, left = state, None  # left: what a refused try left selected, which the next click carries
        for step in line:
            try:
                move = here.check(module.parse_move(step))
            except pygames.IllegalMove as e:
                if module.INPUT not in ("stones", "actions"):
                    raise ValueError(f"line step {step} is not legal here: {e}") from None
                tried = attempt_requests(module, here, step)
                requests += tried
                left = ask({"game": module.GAME, **tried[-1]}).get("selected")
                continue
            if not cells_named(step):  # a step of no cell is a button's (a colour chosen, a pass)
                made = [{"op": "play", "position": here.to_text(), "move": str(move)}]
            else:
                made = step_requests(module, here, str(move), {}, budget=0)
            firsts = [r for r in made if r["op"] == "click" and r.get("cell") and r.get("selected") is None]
            requests += made + ([dict(r, selected=left) for r in firsts] if left is not None else [])
            here, left = here.play(move), None
    return requests


def attempt_requests(module, state, step: str) -> list:
    """The clicks that try ``step`` on a board of clicks: its kind of action first (a board with
    ``actions``), then the cells it names, in order, each click carrying what the one before left
    selected.

    >>> import pygames
    >>> module = pygames.get("palanquee")
    >>> state = module.initial_state().play("sow K7")
    >>> [(r.get("action"), r["cell"], r["selected"]) for r in attempt_requests(module, state, "sow K9")]
    [('sow', None, None), ('sow', 'K9', None)]
    """
    base = {"op": "click", "position": state.to_text(), "selected": None}
    requests = []
    if module.INPUT == "actions":
        kind = step.split(":")[-1].split()[0]
        base["action"] = kind
        requests.append(dict(base, cell=None))
    selected = None
    for cell in cells_named(step):
        request = dict(base, cell=cell, selected=selected)
        requests.append(request)
        selected = ask({"game": module.GAME, **request}).get("selected")
    return requests


def step_requests(module, state, step: str, extra: dict, budget: int | None = None) -> list:
    """The requests a puzzle's board sends to make ``step`` from ``state``, each that may play a step
    carrying ``extra`` (the puzzle's fields): the clicks (or holes, or tiles) of every step while that
    is cheap (``budget``, by default the game's ``PREPARED.steps_in_puzzles``), else those of ``step``
    alone."""
    budget = module.PREPARED.steps_in_puzzles if budget is None else budget
    if module.INPUT == "sowing":
        made = [dict(r, **extra) for r in sowing_requests(module, state, [], [step], budget=budget)[:-1]]  # (not its view)
    elif module.INPUT == "tiles":
        made = tile_requests(module, state, [step], extra, budget=budget)
    else:
        made = click_requests(module, state, [step], budget=budget, actions=module.INPUT == "actions", extra=extra)
    return [{"position": state.to_text(), **request} for request in made]


OTHER_STEPS = {"sowing": ["play"], "tiles": ["view", "play"], "stones": ["click"], "actions": ["click"]}  # what each board asks


def puzzle_requests(module, state, data: dict, most_turns: int = 12) -> list:
    """Every request a puzzle's board sends along the lines of its proof, as ``puzzle.js`` sends them,
    so that the whole puzzle plays before Python runs: at each of the reader's turns, the view of its
    start (Retry, a step taken back) and the turn the proof gives there (a hint, "Show the
    solution"); each step of every turn the proof lists as accepted, made on the board (with the
    wrong steps beside it while they are cheap, see :func:`step_requests`) or played by "Show the
    solution", each judged by Python from the proof; the opponent's reply, step by step; and so on
    to the end, for at most ``most_turns`` of the reader's turns in all. Where every line of a turn is
    walked, each point of it also gets the answer to any other step (``other``, which ``prepared.js``
    finds when the step itself has none): where the proof lists the turns it accepts, not the answer.

    >>> import pygames
    >>> module = pygames.get("pallanguzhi")
    >>> state = module.initial_state()
    >>> data = {"goal": "capture 1", "tree": {"accept": ["S1"]}, "start": state.to_text(), "solution": ["S1"]}
    >>> [(r["op"], r.get("move")) for r in puzzle_requests(module, state, data)]  # S1, each wrong hole, any other
    [('view', None), ('puzzle_turn', None), ('play', 'S1'), ('play', 'S2'), ('play', 'S3'), ('play', 'S4'), ('play', 'S5'), ('play', 'S6'), ('play', 'S7'), ('other', None)]
    """
    requests = []
    left = [most_turns]

    def ask_here(request: dict) -> dict:
        requests.append(request)
        return ask({"game": module.GAME, **request})

    def turn(node: dict, start) -> None:
        position = start.to_text()
        ask_here({"op": "view", "position": position})
        main = ask_here({"op": "puzzle_turn", "position": position, "puzzle": {"tree": node}})["turn"]
        others = []  # the answer to any other step, at each point of the turn (once every line is walked)
        for line in dict.fromkeys([main, *node.get("accept", [])]):
            if left[0] <= 0:
                return
            left[0] -= 1
            state, steps, verdict = start, [], None
            for step in line.split("; "):
                extra = {"puzzle": {"goal": data["goal"], "tree": node, "start": position, "steps": list(steps)}}
                requests.extend(step_requests(module, state, step, extra))
                if lists_its_turns(node):
                    others += [{"op": "other", "asked": op, "position": state.to_text(), **extra} for op in OTHER_STEPS[module.INPUT]]
                verdict = ask_here({"op": "play", "position": state.to_text(), "move": step, **extra})["puzzle"]
                state, steps = state.play(step), steps + [step]
            if verdict["verdict"] == "reply":
                for step in verdict["reply"].split("; "):
                    ask_here({"op": "play", "position": state.to_text(), "move": step})
                    state = state.play(step)
                turn(verdict["next"], state)
        requests.extend(others)

    turn(data["tree"], state)
    return list({canonical(r): r for r in requests}.values())


def solve_from_table(module, data: dict, table: dict) -> list:
    """Play a puzzle as "Show the solution" does, asking only its prepared ``table`` (no Python): the
    turns played (reader, reply, reader, ...), or a ``LookupError`` naming the first request it lacks.

    >>> import pygames
    >>> module = pygames.get("pallanguzhi")
    >>> state = module.initial_state()
    >>> data = {"goal": "capture 1", "tree": {"accept": ["S1"]}, "start": state.to_text(), "solution": ["S1"]}
    >>> solve_from_table(module, data, prepare(module, state, puzzle_requests(module, state, data)))
    ['S1']
    >>> solve_from_table(module, data, {})
    Traceback (most recent call last):
    ...
    LookupError: no prepared answer to {'op': 'view', 'position': '5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s'}
    """

    def lookup(request):
        answer = table.get(key({"game": module.GAME, **request}))
        if answer is None:
            raise LookupError(f"no prepared answer to {request}")
        return answer

    node, start, played = data["tree"], data["start"], []
    lookup({"op": "view", "position": start})
    while True:
        turn = lookup({"op": "puzzle_turn", "position": start, "puzzle": {"tree": node}})["turn"]
        position, steps = start, []
        for step in turn.split("; "):
            extra = {"puzzle": {"goal": data["goal"], "tree": node, "start": start, "steps": steps}}
            answer = lookup({"op": "play", "position": position, "move": step, **extra})
            position, steps, verdict = answer["position"], steps + [answer["move"]], answer["puzzle"]
        played.append(turn)
        if verdict["verdict"] != "reply":
            return played
        for step in verdict["reply"].split("; "):
            position = lookup({"op": "play", "position": position, "move": step})["position"]
        played.append(verdict["reply"])
        node, start = verdict["next"], position


# -- how a table travels in the page -------------------------------------------------------------

LONG = 120  # characters: a shorter text is written as it is
CHUNK = re.compile(r"(?=<[a-z])|(?<=[,.;] )")  # where a drawing (or a long sentence) is cut: before each element, after each clause


def copied_runs(base: list, numbers: list) -> list:
    """``numbers`` as runs copied from ``base`` (``[start, length]``, two or more) and single numbers:
    at each place, the longest run that starts where ``base`` first holds the number there (a drawing's
    pieces are nearly all distinct, so this finds what a full diff would, in one pass).

    >>> copied_runs([1, 2, 3, 4, 5], [1, 2, 3, 9, 4, 5, 7])
    [[0, 3], 9, [3, 2], 7]
    """
    first = {}
    for i, number in enumerate(base):
        first.setdefault(number, i)
    parts, j = [], 0
    while j < len(numbers):
        i = first.get(numbers[j])
        k = 1
        if i is not None:
            while j + k < len(numbers) and i + k < len(base) and base[i + k] == numbers[j + k]:
                k += 1
        parts.append([i, k] if i is not None and k > 1 else numbers[j])
        j += k
    return parts


def pack(table: dict) -> dict:
    """A table made small for the page. Each long text (a drawing, mostly) is cut into pieces
    (before each group, after each clause), each piece stored once in ``c``; a text is a list of
    pieces, written in ``t`` as ``[base, parts…]``: piece numbers, and ``[start, length]`` runs
    copied from the list of the earlier text ``base`` (-1: none). The answers in ``a`` name their
    long texts ``{"@": index}``, and a list of three or more objects with the same keys is written
    ``{"#": keys, "r": rows of values}``. A list or object found in several answers is written once
    in ``v`` and named ``{"=": index}``.

    >>> row = lambda *n: "<svg>" + "".join(f"<g>{k}</g>" for k in n) + "</svg>"
    >>> packed = pack({"k": {"svg": row(1, 2, 3, 4) + " " * 99}, "j": {"svg": row(1, 2, 5, 4) + " " * 99}})
    >>> packed["a"]["j"], packed["t"], packed["c"][:2]
    ({'svg': {'@': 1}}, [[-1, 0, 1, 2, 3, 4], [0, [0, 3], 5, 4]], ['<svg>', '<g>1</g>'])
    """
    pieces, piece_index, lists, texts, index = [], {}, [], [], {}

    def piece(chunk: str) -> int:
        if chunk not in piece_index:
            piece_index[chunk] = len(pieces)
            pieces.append(chunk)
        return piece_index[chunk]

    def text(value: str):
        if value not in index:
            numbers = [piece(chunk) for chunk in CHUNK.split(value) if chunk]
            best = [-1, *numbers]
            for base in sorted({0, *range(len(lists) - 3, len(lists))} & set(range(len(lists)))):
                parts = [base, *copied_runs(lists[base], numbers)]
                if len(json.dumps(parts)) < len(json.dumps(best)):
                    best = parts
            index[value] = len(texts)
            lists.append(numbers)
            texts.append(best)
        return {"@": index[value]}

    seen, values, value_index = {}, [], {}

    def count(value):
        if isinstance(value, (list, dict)):
            whole = json.dumps(value, sort_keys=True)
            seen[whole] = seen.get(whole, 0) + 1
            for inner in value.values() if isinstance(value, dict) else value:
                count(inner)

    for answer in table.values():
        for inner in answer.values():
            count(inner)

    def walk(value):
        if isinstance(value, str) and len(value) > LONG:
            return text(value)
        if isinstance(value, (list, dict)) and len(json.dumps(value)) > 40:
            whole = json.dumps(value, sort_keys=True)
            if seen.get(whole, 0) > 1:  # the same list or object in several answers: written once
                if whole not in value_index:
                    value_index[whole] = len(values)
                    values.append(None)
                    values[value_index[whole]] = walk_inner(value)  # (which may add values of its own)
                return {"=": value_index[whole]}
        return walk_inner(value)

    def walk_inner(value):
        if isinstance(value, str) and len(value) > LONG:
            return text(value)
        if isinstance(value, list):
            names = list(value[0]) if len(value) > 2 and isinstance(value[0], dict) else None
            if names and all(isinstance(v, dict) and list(v) == names for v in value):  # rows of one shape
                return {"#": names, "r": [[walk(v[name]) for name in names] for v in value]}
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        return value

    answers = {k: {name: walk(v) for name, v in answer.items()} for k, answer in table.items()}
    return {"c": pieces, "t": texts, "v": values, "a": answers}


def unpack(packed: dict) -> dict:
    """The table :func:`pack` made small, whole again (what ``prepared.js`` does in the browser).

    >>> table = {"k": {"svg": "<svg>" + "<g>1</g>" * 30 + "</svg>", "n": [1, None], "f": [{"a": 1}] * 3}}
    >>> table["j"] = {"legal": ["(0,1,2)"] * 9, "also": ["(0,1,2)"] * 9}
    >>> table["i"] = table["h"] = {"state": {"board": {"K7": "black seed", "K8": "black grain"}, "to": "black"}}
    >>> unpack(pack(table)) == table
    True
    """
    pieces, texts, values, lists = packed["c"], packed["t"], packed["v"], {}

    def numbers(i: int) -> list:
        if i not in lists:
            base, *parts = texts[i]
            source = numbers(base) if base >= 0 else []
            lists[i] = [n for part in parts for n in (source[part[0] : part[0] + part[1]] if isinstance(part, list) else [part])]
        return lists[i]

    def walk(value):
        if isinstance(value, dict):
            if set(value) == {"@"}:
                return "".join(pieces[n] for n in numbers(value["@"]))
            if set(value) == {"="}:
                return walk(values[value["="]])
            if set(value) == {"#", "r"}:
                return [dict(zip(value["#"], map(walk, row))) for row in value["r"]]
            return {k: walk(v) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v) for v in value]
        return value

    return {k: walk(v) for k, v in packed["a"].items()}


FILES: dict = {}  # name -> text of each table file of the build, written by write_tables()


def table_file(table: dict, page: str) -> str:
    """The address, from ``page`` (``docs/<folder>/<name>.md``), of a file holding ``table``
    (:func:`table_script`; named by its content, and written with the build's other files by
    :func:`write_tables`). A figure names it in its ``data-prepared``: the browser loads it when
    the figure nears the screen, as a classic script, which a page opened from a file can load too.

    >>> address = table_file({"k": {"svg": "</svg>"}}, "docs/palago/rules.md")
    >>> address.startswith("../assets/pygames/prepared/") and address.endswith(".js")
    True
    >>> FILES[address.rsplit("/", 1)[1]] == table_script({"k": {"svg": "</svg>"}})
    True
    """
    return script_file(table_script(table), page)


def script_file(text: str, page: str) -> str:
    """:func:`table_file` of a table already written as its script (:func:`table_script`)."""
    name = hashlib.sha256(text.encode()).hexdigest()[:16] + ".js"
    FILES[name] = text
    return "../" * site_path(page).count("/") + f"assets/pygames/prepared/{name}"


def table_script(table: dict) -> str:
    """A table's file: a classic script that files the packed table (:func:`pack`) under its own
    address, where ``prepared.js`` reads it.

    >>> table_script({"k": {"ok": True}})
    '(window.pygamesPrepared = window.pygamesPrepared || {})[document.currentScript.src] = {"c":[],"t":[],"v":[],"a":{"k":{"ok":true}}};\\n'
    """
    text = json.dumps(pack(table), separators=(",", ":"), ensure_ascii=False)
    return f"(window.pygamesPrepared = window.pygamesPrepared || {{}})[document.currentScript.src] = {text};\n"


def write_tables(site_dir) -> None:
    """Write the build's table files into ``assets/pygames/prepared/``."""
    folder = Path(site_dir) / "assets" / "pygames" / "prepared"
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in FILES.items():
        (folder / name).write_text(text)


# -- under file:// ---------------------------------------------------------------------------------

IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"\./([\w-]+\.js)";?[ \t]*$', re.MULTILINE)
REEXPORT = re.compile(r'^export\s*\{([^}]*)\}\s*from\s*"\./([\w-]+\.js)";?[ \t]*$', re.MULTILINE)
EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:class|function\*?|const|let|var)\s+([A-Za-z_$][\w$]*)", re.MULTILINE)


def _names(spec: str) -> list:
    """``[(imported, local)]`` of an import list: ``"a, b as c"`` gives ``[("a", "a"), ("b", "c")]``."""
    pairs = []
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, _, alias = item.partition(" as ")
        pairs.append((name.strip(), (alias or name).strip()))
    return pairs


def classic_bundle(folder, entry: str = "widgets.js") -> str:
    """The widgets' modules as one classic script, for pages opened from a file: browsers run no
    module script there (nor fetch one), but they do run a classic one, so a figure's prepared
    first move can play. Each module becomes a function returning its exports, called once in
    the order of the imports; ``import.meta.url`` becomes the script's own address (it sits
    beside the modules). Only the forms of import and export the site's modules use are read.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "a.js").write_text('export const one = 1;\\nconst here = import.meta.url;\\n')
    >>> _ = (d / "b.js").write_text('import { one as un } from "./a.js";\\nexport function two() { return un + 1; }\\n')
    >>> "return { one };" in classic_bundle(d, "b.js") and 'const { one: un } = $m["a.js"];' in classic_bundle(d, "b.js")
    True
    """
    folder = Path(folder)
    order, seen = [], set()

    def visit(name, path=()):
        if name in seen:
            return
        if name in path:
            raise ValueError(f"the modules import each other in a circle: {' -> '.join([*path, name])}")
        source = (folder / name).read_text()
        for _, dependency in IMPORT.findall(source) + REEXPORT.findall(source):
            visit(dependency, (*path, name))
        seen.add(name)
        order.append((name, source))

    visit(entry)
    # Material's document$ never emits under file:// (measured): hidden while the modules run, so that
    # the entry module sets the page up at once, as it does without Material.
    out = ['(function () {\n"use strict";\nconst $url = document.currentScript.src;\nconst $m = {};\n'
           "const $document = window.document$;\nwindow.document$ = undefined;\ntry {\n"]
    for name, source in order:
        exported = EXPORT.findall(source)
        body = IMPORT.sub(lambda m: "const { " + ", ".join(a if a == b else f"{a}: {b}" for a, b in _names(m[1])) + f' }} = $m["{m[2]}"];', source)
        for spec, dependency in REEXPORT.findall(source):
            exported += [f'{b}: $m["{dependency}"].{a}' for a, b in _names(spec)]
        body = REEXPORT.sub("", body)
        body = EXPORT.sub(lambda m: m[0].replace("export", "", 1).lstrip(), body).replace("import.meta.url", "$url")
        if re.search(r"^\s*(import|export)\b", body, re.MULTILINE):
            raise ValueError(f"{name}: an import or export this bundle cannot read")
        out.append(f'$m["{name}"] = (function () {{\n{body}\nreturn {{ {", ".join(exported)} }};\n}})();\n')
    out.append("} finally {\nwindow.document$ = $document;\n}\n})();\n")
    return "".join(out)


def write_classic(site_dir) -> None:
    """Write ``assets/pygames/classic.js`` (:func:`classic_bundle`) into the built site (if it has the widgets)."""
    folder = Path(site_dir) / "assets" / "pygames"
    if not (folder / "widgets.js").exists():
        return
    (folder / "classic.js").write_text("// Written by the build (builder/prepared.py): the widgets for pages opened from a file.\n" + classic_bundle(folder))
