"""Palanquée in text: cell names, the notation of actions, the position string, the JSON form.

A cell: its column letter and its row (``K7``; :func:`cell_index` reads it).
An action: ``grow I9``, ``grow-seed I9``, ``move J7 I9``, ``trim J7``,
``recoil K7``, ``sow O4``, and with the seed that spends it first when
several could: ``K7: grow I9``. The position string and the JSON form are
described at ``to_text`` and ``to_dict`` (both are contracts: fields and
parts are only ever added).

>>> [str(parse_move(t)) for t in ["grow i9", " Grow-Seed I9", "grow seed I9", "move J7 I9", "move J7-I9", "k7: trim J7", "SOW O4"]]
['grow I9', 'grow-seed I9', 'grow-seed I9', 'move J7 I9', 'move J7 I9', 'K7: trim J7', 'sow O4']
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .board import (
    BIT, BLACK, COLOURS, GRAINS, HEIGHT, INDEX, KINDS, MAX_TURNS, MOVE, N, NAMES, NEIGH, PIECE_VALUES, PIECE_WORDS,
    SEED, SEEDS, STEP, WHITE, X, components, rings,
)
from .words import cells_words, colour_words, say, shown

# -- cells ----------------------------------------------------------------------------


def cell_index(name: str) -> int:
    """The number of a cell (0..312) from its name; ``ValueError`` for a cell not on the board.

    >>> cell_index("S1"), cell_index("b17"), cell_index("A16")
    (0, 296, 312)
    >>> cell_index("A17")
    Traceback (most recent call last):
    ...
    ValueError: 'A17' is not a cell of the board: columns S to A, rows 1 to 16 (to 17 in the raised columns R P N L J H F D B)
    """
    key = name.strip().upper() if isinstance(name, str) else None
    if key not in INDEX:
        raise ValueError(say("not_a_cell", cell=shown(name)))
    return INDEX[key]


def neighbours(name: str) -> list:
    """The names of the cells next to ``name`` (across the blue line too).

    >>> neighbours("B1"), neighbours("A1")
    (['B17', 'B2', 'A1', 'C1'], ['A16', 'A2', 'B1', 'B2'])
    """
    i = cell_index(name)
    return sorted((NAMES[n] for n in NEIGH[i]), key=lambda c: _order_key(INDEX[c], i))


def _order_key(n: int, i: int):
    """Neighbours listed: the column first (N then S), then the columns to the right, then to the left."""
    dx = X[n] - X[i]
    return (0 if dx == 0 else 1 if dx > 0 else 2, HEIGHT[n] if dx else (0 if STEP[0][i] == n else 1))


def distance(a: str, b: str) -> int:
    """The number of steps between two cells on the adjacency graph.

    >>> distance("I9", "J11"), distance("B1", "B17"), distance("S1", "A1")
    (2, 1, 18)
    """
    goal = cell_index(b)
    return next(d for d, ring in rings(cell_index(a)) if goal in ring)


# -- moves ----------------------------------------------------------------------------


class Move(NamedTuple):
    """One action: ``kind`` (grow, grow-seed, move, trim, recoil, sow), ``cell``
    (where the piece goes, or the piece trimmed or recoiled), ``source`` (the
    grain a move takes) and ``seed`` (the seed whose action it spends, when
    written)."""

    kind: str
    cell: str
    source: str | None = None
    seed: str | None = None

    def __str__(self) -> str:
        body = f"move {self.source} {self.cell}" if self.kind == MOVE else f"{self.kind} {self.cell}"
        return f"{self.seed}: {body}" if self.seed else body


def parse_move(text) -> Move:
    """Read one action in the notation of the package docstring.

    >>> parse_move("K7: grow I9")
    Move(kind='grow', cell='I9', source=None, seed='K7')
    >>> parse_move("plant I9")
    Traceback (most recent call last):
    ...
    ValueError: 'plant I9' is not a Palanquée action: write grow I9, grow-seed I9, move J7 I9, trim J7, recoil K7 or sow O4 (with the seed first when several could spend it: K7: grow I9)
    """
    if isinstance(text, Move):
        return text
    if isinstance(text, tuple) and len(text) in (2, 3, 4):
        return parse_move(str(Move(*text)))
    raw = str(text).strip()
    seed = None
    body = raw
    m = re.match(r"^([A-Za-z]\d{1,2})\s*:\s*(.*)$", raw)
    if m:
        seed, body = m.group(1), m.group(2)
    words = re.split(r"\s*(?:->|\s|(?<=\d)-(?=[A-Za-z]))\s*", body.strip())
    words = [w for w in words if w]
    if len(words) >= 2 and words[0].lower() == "grow" and words[1].lower() == "seed":
        words = ["grow-seed"] + words[2:]
    kind = words[0].lower() if words else ""
    want = 3 if kind == MOVE else 2
    if kind not in KINDS or len(words) != want:
        raise ValueError(say("not_an_action", text=shown(raw), example="K7: grow I9"))
    cells = [NAMES[cell_index(w)] for w in words[1:]]
    seed = NAMES[cell_index(seed)] if seed else None
    if kind == MOVE:
        return Move(MOVE, cells[1], cells[0], seed)
    return Move(kind, cells[0], None, seed)


def as_move(move) -> Move:
    return move if isinstance(move, Move) else parse_move(move)


def bare(move: Move) -> str:
    """The action without the seed that spends it."""
    return str(Move(move.kind, move.cell, move.source))


def describe_move(move) -> str:
    """An action in words, without a position.

    >>> describe_move("move J7 I9"), describe_move("K7: sow O4")
    ('Move the grain J7 to I9.', 'Sow a seed at O4. Seed K7 spends its action on it.')
    """
    move = as_move(move)
    text = say(f"do_{move.kind}", cell=move.cell, source=move.source)
    return say("do_spent_by", action=text, seed=move.seed) if move.seed else text


# -- position strings -----------------------------------------------------------------

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-~"
_DIGIT = {ch: i for i, ch in enumerate(ALPHABET)}
_CODE = {1: 0, 5: 1, 2: 2, 6: 3}  # piece -> code 0..3
_PIECE = (1, 5, 2, 6)

# The last positions read by ``State.from_text``: a board one clicks on sends the
# same position string with every click, and the browser's answers then skip
# reading it and listing its legal actions again.
READ_CACHE = 8
_READ: dict = {}


def _enc(n: int) -> str:
    return ALPHABET[n // 64] + ALPHABET[n % 64]


def _decode(text: str, what: str, limit: int) -> list:
    if len(text) % 2 or any(ch not in _DIGIT for ch in text):
        raise ValueError(say("code_letters", what=what, text=shown(text)))
    out = [_DIGIT[text[k]] * 64 + _DIGIT[text[k + 1]] for k in range(0, len(text), 2)]
    for n in out:
        if n >= limit:
            raise ValueError(say("code_range", what=what, n=n, limit=limit))
    return out


def _diff_text(board: bytes, other_board: bytes) -> str:
    return "".join(
        _enc(i * 5 + (0 if other_board[i] == 0 else 1 + _CODE[other_board[i]]))
        for i in range(N)
        if board[i] != other_board[i]
    )


def _apply_diff(board: bytes, text: str, what: str) -> bytes:
    b = bytearray(board)
    for n in _decode(text, what, N * 5):
        cell, code = divmod(n, 5)
        b[cell] = 0 if code == 0 else _PIECE[code - 1]
    return bytes(b)


def _is_int(text: str) -> bool:
    return text.isascii() and text.isdigit()


def to_text(state) -> str:
    """The position string of ``state`` (see ``State.to_text``)."""

    def cells(values):
        return "".join(_enc(i) for i in values)

    board = "".join(_enc(4 * i + _CODE[v]) for i, v in enumerate(state.board) if v)
    owed = "s" if state.sow_only else cells(state.owed)
    start = f"{state.start[1][0]}{state.start[1][1]}" + _diff_text(state.board, state.start[0])
    previous = "n" if state.previous is None else (
        f"{state.previous[1][0]}{state.previous[1][1]}" + _diff_text(state.board, state.previous[0])
    )
    parts = [
        str(state.max_turns),
        f"{state.to_move[0]}.{state.turn}.{state.opening[0]}{state.opening[1]}",
        ".".join(str(n) for n in state.lost + state.reserve),
        board,
        owed,
        start,
        previous,
        "".join(_enc(x) + _enc(y) for x, y in state.ko),
        "".join(_enc(x) + _enc(y) for x, y in state.captures),
    ]
    return "_".join(parts)


def from_text(cls, text: str):
    """Read a position string into a ``cls`` (the ``State``); ``ValueError`` says what is wrong."""
    if isinstance(text, str) and text in _READ:
        return _READ[text]  # an immutable state, with what it has worked out already
    if not isinstance(text, str) or not text.strip():
        raise ValueError(say("text_empty"))
    parts = text.strip().split("_")
    if len(parts) != 9:
        raise ValueError(say("text_parts", count=len(parts)))
    if not _is_int(parts[0]):
        raise ValueError(say("text_cap", part=shown(parts[0])))
    max_turns = int(parts[0])
    progress = parts[1].split(".")
    if (
        len(progress) != 3 or progress[0] not in ("b", "w") or not _is_int(progress[1])
        or len(progress[2]) != 2 or not all(ch in "0123" for ch in progress[2])
    ):
        raise ValueError(say("text_progress", part=shown(parts[1])))
    to_move = BLACK if progress[0] == "b" else WHITE
    turn = int(progress[1])
    opening = (int(progress[2][0]), int(progress[2][1]))
    counts = parts[2].split(".")
    if len(counts) != 6 or not all(_is_int(x) for x in counts):
        raise ValueError(say("text_counts", part=shown(parts[2])))
    nums = tuple(int(x) for x in counts)
    lost, reserve = nums[:2], nums[2:]
    b = bytearray(N)
    previous_cell = -1
    for n in _decode(parts[3], say("what_board"), N * 4):
        cell, code = divmod(n, 4)
        if cell <= previous_cell:
            raise ValueError(say("text_board_order"))
        previous_cell = cell
        b[cell] = _PIECE[code]
    board = bytes(b)
    if parts[4] == "s":
        owed, sow_only = (), True
    else:
        owed, sow_only = tuple(_decode(parts[4], say("what_owed"), N)), False

    def snapshot(part, what):
        if len(part) < 2 or part[0] not in "0123" or part[1] not in "0123":
            raise ValueError(say("text_snapshot", what=what, part=shown(part)))
        return (_apply_diff(board, part[2:], what), (int(part[0]), int(part[1])))

    start = snapshot(parts[5], say("what_start"))
    previous = None if parts[6] == "n" else snapshot(parts[6], say("what_previous"))

    def pairs(part, what):
        if len(part) % 4:
            raise ValueError(say("text_pairs", what=what, part=shown(part)))
        cells = _decode(part, what, N)
        return tuple(zip(cells[::2], cells[1::2]))

    state = cls(
        board, to_move, turn, lost, reserve, owed, sow_only, opening, start, previous,
        pairs(parts[7], say("what_ko")), pairs(parts[8], say("what_captures")), max_turns,
    )
    validate(state)
    _READ[text] = state
    if len(_READ) > READ_CACHE:
        del _READ[next(iter(_READ))]
    return state


# -- the JSON form ----------------------------------------------------------------------


def _board_dict(board):
    return {NAMES[i]: PIECE_WORDS[v] for i, v in enumerate(board) if v}


def _lost_dict(lost):
    return {BLACK: lost[0], WHITE: lost[1]}


def to_dict(state) -> dict:
    """The JSON form of ``state`` (see ``State.to_dict``)."""
    out = {
        "board": _board_dict(state.board),
        "reserve": {colour: state.reserve_of(colour) for colour in COLOURS},
        "lost": _lost_dict(state.lost),
        "to_move": state.to_move,
        "turn": state.turn,
        "winner": state.winner(),
        "max_turns": state.max_turns,
        "owed": state.owed_seeds(),
        "sow_only": state.sow_only,
        "opening_left": {BLACK: state.opening[0], WHITE: state.opening[1]},
        "previous": None if state.previous is None else {
            "board": _board_dict(state.previous[0]), "lost": _lost_dict(state.previous[1])
        },
        "ko": [[NAMES[x], NAMES[y]] for x, y in state.ko],
        "turn_captures": [[NAMES[x], NAMES[y]] for x, y in state.captures],
    }
    if state.start != (state.board, state.lost):
        out["turn_start"] = {"board": _board_dict(state.start[0]), "lost": _lost_dict(state.start[1])}
    return out


def _whole(value, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(say("not_whole", what=what, value=shown(value)))
    return value


def _cell(value, what: str) -> int:
    if not isinstance(value, str):
        raise ValueError(say("not_cell_names", what=what, value=shown(value)))
    return cell_index(value)


def _read_board(raw, what: str) -> bytes:
    if not isinstance(raw, dict):
        raise ValueError(say("board_object", what=what))
    b = bytearray(N)
    for cell, piece in raw.items():
        i = _cell(cell, what)
        v = PIECE_VALUES.get(piece.strip().lower() if isinstance(piece, str) else piece)
        if v is None:
            raise ValueError(say("not_a_piece", cell=NAMES[i], piece=shown(piece)))
        b[i] = v
    return bytes(b)


def _read_snapshot(raw, what: str) -> tuple:
    if not isinstance(raw, dict):
        raise ValueError(say("snapshot_object", what=what))
    board = _read_board(raw.get("board", {}), say("what_snapshot_board", what=what))
    lost = raw.get("lost") or {}
    if not isinstance(lost, dict):
        raise ValueError(say("snapshot_lost", what=what))
    return (board, tuple(_whole(lost.get(c, 0), say("what_snapshot_lost", what=what, colour=colour_words(c))) for c in COLOURS))


def _read_pairs(raw, what: str) -> tuple:
    if not isinstance(raw, (list, tuple)):
        raise ValueError(say("pairs_list", what=what))
    out = []
    for pair in raw:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise ValueError(say("pairs_list_not", what=what, pair=shown(pair)))
        out.append((_cell(pair[0], what), _cell(pair[1], what)))
    return tuple(out)


def from_dict(cls, d: dict):
    """Read the JSON form into a ``cls`` (the ``State``); ``ValueError`` says what is wrong."""
    if not isinstance(d, dict):
        raise ValueError(say("dict_not_object"))
    board = _read_board(d.get("board", {}), shown("board"))
    to_move = d.get("to_move", BLACK)
    if to_move not in COLOURS:
        raise ValueError(say("dict_to_move", value=shown(to_move)))
    turn = _whole(d.get("turn", 0), shown("turn"))
    max_turns = _whole(d.get("max_turns", MAX_TURNS), shown("max_turns"))
    raw_reserve = d.get("reserve") or {}
    raw_lost = d.get("lost") or {}
    if not isinstance(raw_reserve, dict) or not isinstance(raw_lost, dict):
        raise ValueError(say("dict_reserve_lost"))
    reserve, lost = [], []
    for colour in COLOURS:
        bit = BIT[colour]
        on_seeds = sum(1 for v in board if v == bit | SEED)
        on_grains = sum(1 for v in board if v == bit)
        r = raw_reserve.get(colour) or {}
        if not isinstance(r, dict):
            raise ValueError(say("dict_reserve_of", colour=colour_words(colour), value=shown(r)))
        seeds_what = say("what_reserve_seeds", colour=colour_words(colour))
        if colour in raw_lost:
            gone = _whole(raw_lost[colour], say("what_lost_of", colour=colour_words(colour)))
        elif "seeds" in r:
            gone = SEEDS - on_seeds - _whole(r["seeds"], seeds_what)
        else:
            gone = 0
        seeds = _whole(r["seeds"], seeds_what) if "seeds" in r else SEEDS - on_seeds - gone
        grains = _whole(r["grains"], say("what_reserve_grains", colour=colour_words(colour))) if "grains" in r else GRAINS - on_grains
        if on_seeds + seeds + gone != SEEDS:
            raise ValueError(say(
                "dict_seed_count", colour=colour_words(colour), on=on_seeds, reserve=seeds, gone=gone,
                total=on_seeds + seeds + gone, seeds=SEEDS,
            ))
        if on_grains + grains > GRAINS:
            raise ValueError(say("dict_grain_count", colour=colour_words(colour), on=on_grains, reserve=grains, grains=GRAINS))
        reserve += [seeds, grains]
        lost.append(gone)
    lost = tuple(lost)
    over = max(lost) >= SEEDS or turn >= max_turns
    bit = BIT[to_move]
    mover_seeds = tuple(i for i in range(N) if board[i] == bit | SEED)
    if "owed" in d:
        owed = d["owed"]
        if not isinstance(owed, (list, tuple)):
            raise ValueError(say("dict_owed", value=shown(owed)))
        owed = tuple(sorted({_cell(x, shown("owed")) for x in owed}))
    else:
        owed = () if over else mover_seeds
    sow_only = d.get("sow_only", not over and not mover_seeds and "owed" not in d)
    if not isinstance(sow_only, bool):
        raise ValueError(say("dict_sow_only", value=shown(sow_only)))
    if "opening_left" in d:
        ol = d["opening_left"]
        if not isinstance(ol, dict):
            raise ValueError(say("dict_opening"))
        opening = tuple(_whole(ol.get(c, 0), say("what_opening_of", colour=colour_words(c))) for c in COLOURS)
    else:
        opening = (3, 3) if turn == 0 and not any(board) else (0, 0)
    start = (board, lost)
    if d.get("turn_start") is not None:
        start = _read_snapshot(d["turn_start"], shown("turn_start"))
    previous = None
    if d.get("previous") is not None:
        previous = _read_snapshot(d["previous"], shown("previous"))
    ko = _read_pairs(d.get("ko", []), shown("ko"))
    captures = _read_pairs(d.get("turn_captures", []), shown("turn_captures"))
    state = cls(board, to_move, turn, lost, tuple(reserve), owed, sow_only, opening, start, previous, ko, captures, max_turns)
    validate(state)
    if "winner" in d and d["winner"] != state.winner():
        raise ValueError(say("dict_winner", winner=shown(state.winner()), value=shown(d["winner"])))
    return state


def validate(state) -> None:
    """Raise ``ValueError`` naming the first thing wrong with a position."""
    if not isinstance(state.board, bytes) or len(state.board) != N or any(v not in PIECE_WORDS for v in state.board if v):
        raise ValueError(say("bad_board", n=N))
    if state.to_move not in COLOURS:
        raise ValueError(say("bad_to_move", value=shown(state.to_move)))
    for label, value in (("turn", state.turn), ("max_turns", state.max_turns)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(say("not_whole", what=label, value=shown(value)))
    if state.max_turns < 1:
        raise ValueError(say("max_turns_low"))
    if state.turn > state.max_turns:
        raise ValueError(say("turn_past_cap", turn=state.turn, most=state.max_turns))
    for k, colour in enumerate(COLOURS):
        bit = BIT[colour]
        on_seeds = sum(1 for v in state.board if v == bit | SEED)
        on_grains = sum(1 for v in state.board if v == bit)
        seeds, grains, gone = state.reserve[2 * k], state.reserve[2 * k + 1], state.lost[k]
        if min(seeds, grains, gone) < 0:
            raise ValueError(say("bad_negative", colour=colour_words(colour)))
        if on_seeds + seeds + gone != SEEDS:
            raise ValueError(say("bad_seed_count", colour=colour_words(colour), seeds=SEEDS))
        if on_grains + grains > GRAINS:
            raise ValueError(say("bad_grain_count", colour=colour_words(colour), grains=GRAINS))
        if not 0 <= state.opening[k] <= 3:
            raise ValueError(say("bad_opening", colour=colour_words(colour), value=state.opening[k]))
    for colour in COLOURS:
        label, groups = components(state.board, BIT[colour])
        for g in groups:
            if not any(state.board[c] & SEED for c in g):
                raise ValueError(say(
                    "dead_plant_one" if len(g) == 1 else "dead_plant",
                    colour=colour_words(colour), cells=cells_words(g),
                ))
    mine = BIT[state.to_move] | SEED
    for s in state.owed:
        if state.board[s] != mine:
            raise ValueError(say("bad_owed", cell=NAMES[s], colour=colour_words(state.to_move)))
    if list(state.owed) != sorted(set(state.owed)):
        raise ValueError(say("bad_owed_order"))
    if not state.is_over():
        if state.sow_only:
            if state.owed or any(v & BIT[state.to_move] for v in state.board):
                raise ValueError(say("bad_sow_only"))
        elif not state.owed:
            raise ValueError(say("bad_no_owed"))
    for label, snap in (("turn_start", state.start), ("previous", state.previous)):
        if snap is None:
            continue
        board, lost = snap
        if not isinstance(board, bytes) or len(board) != N or any(v not in PIECE_WORDS for v in board if v):
            raise ValueError(say("bad_snapshot_board", what=label, n=N))
        if len(lost) != 2 or min(lost) < 0 or max(lost) > SEEDS:
            raise ValueError(say("bad_snapshot_lost", what=label, seeds=SEEDS))
    for pairs in (state.ko, state.captures):
        if len(pairs) > SEEDS or len(set(pairs)) != len(pairs):  # one single capture an action at most
            raise ValueError(say("bad_capture_pairs", n=len(pairs), most=SEEDS))
        for x, y in pairs:
            if not (0 <= x < N and 0 <= y < N):
                raise ValueError(say("bad_ko_pair"))
