"""Three in a row (noughts and crosses): a fifth game, made only for the tests.

It lives here, not in ``pygames``, and joins the shared layers through
``pygames.add_game`` alone: the web protocol, the records, the puzzle prover
and the site's builder then draw its diagrams, prove its puzzles, prepare its
answers and keep its records, although no shared file names it
(``tests/test_fifth_game.py``). It offers the whole game contract in a few
lines, one section per layer of a real game package.

>>> state = initial_state().play("b2").play("a1")
>>> state.to_text(), state.to_move, [str(m) for m in state.legal_moves()][:3]
('o...x....-x', 'cross', ['b1', 'c1', 'a2'])
>>> State.from_text(state.to_text()) == state
True
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames import IllegalMove
from pygames.game import Prepared, acting_side, no_computer, no_extras, no_puzzle_effort, plain_diagram, quote

# -- board ------------------------------------------------------------------------------------

COLUMNS, ROWS = "abc", "123"
CELLS = [c + r for r in ROWS for c in COLUMNS]  # a1 b1 c1 a2 ... c3, the order of a position's marks
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
SIDES = ("cross", "nought")
MARK = {"cross": "x", "nought": "o"}

# -- words ------------------------------------------------------------------------------------


def side_words(side: str) -> str:
    return side.capitalize()


# -- text -------------------------------------------------------------------------------------


def parse_move(text) -> str:
    """A cell's name, ``a1`` to ``c3``.

    >>> parse_move(" B2 ")
    'b2'
    """
    cell = str(text).strip().lower()
    if cell not in CELLS:
        raise IllegalMove(f"{quote(text)} is not a cell of the board: the cells are a1 to c3")
    return cell


def describe_move(move) -> str:
    return f"mark {parse_move(move)}"


# -- rules ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A position: nine marks (``.``, ``x``, ``o``) from a1 to c3, and the side to move."""

    marks: str = "." * 9
    to_move: str = "cross"

    def line_of(self, mark: str):
        return next((line for line in LINES if all(self.marks[i] == mark for i in line)), None)

    def winner(self):
        for side in SIDES:
            if self.line_of(MARK[side]):
                return side
        return "draw" if "." not in self.marks else None

    @property
    def end_reason(self):
        winner = self.winner()
        if winner is None:
            return None
        return "every cell is marked" if winner == "draw" else f"{side_words(winner)} has three in a row"

    def is_over(self) -> bool:
        return self.winner() is not None

    def turn_over(self) -> bool:
        return True

    def legal_moves(self) -> list:
        return [] if self.is_over() else [cell for cell, mark in zip(CELLS, self.marks) if mark == "."]

    def check(self, move) -> str:
        cell = parse_move(move)
        if self.is_over():
            raise IllegalMove("the game is over")
        if self.marks[CELLS.index(cell)] != ".":
            raise IllegalMove(f"{cell} is already marked: choose an empty cell")
        return cell

    def play(self, move) -> State:
        cell = self.check(move)
        index = CELLS.index(cell)
        marks = self.marks[:index] + MARK[self.to_move] + self.marks[index + 1 :]
        return State(marks, SIDES[1 - SIDES.index(self.to_move)])

    def play_report(self, move) -> tuple:
        after = self.play(move)
        summary = f"{side_words(self.to_move)} marks {self.check(move)}."
        return after, summary + (f" {after.end_reason.capitalize()}." if after.is_over() else ""), []

    def describe(self) -> str:
        crosses = [c for c, m in zip(CELLS, self.marks) if m == "x"]
        noughts = [c for c, m in zip(CELLS, self.marks) if m == "o"]
        board = f"Crosses on {', '.join(crosses) or 'no cell'}; noughts on {', '.join(noughts) or 'no cell'}."
        return board + (f" {self.end_reason.capitalize()}." if self.is_over() else f" {side_words(self.to_move)} to play.")

    def to_text(self) -> str:
        return f"{self.marks}-{MARK[self.to_move][0]}"

    @classmethod
    def from_text(cls, text: str) -> State:
        marks, _, side = str(text).partition("-")
        if len(marks) != 9 or set(marks) - set(".xo") or side not in ("x", "o"):
            raise ValueError(f"a Three in a row position is nine marks, '-' and x or o, not {quote(text)}")
        return cls(marks, SIDES[side == "o"])

    def to_dict(self) -> dict:
        return {"marks": self.marks, "to_move": self.to_move, "winner": self.winner()}

    @classmethod
    def from_dict(cls, d: dict) -> State:
        return cls(d["marks"], d["to_move"])


def initial_state() -> State:
    return State()


# -- drawing ----------------------------------------------------------------------------------

BOARD_CSS = ".pg-ttt .pg-cell rect { fill: var(--pg-board, #eee); stroke: currentColor; }"


def render_svg(state, hint=(), last=None, selected=None, label=None, playable=False, standalone=False, **marks) -> str:
    cells = []
    for i, (cell, mark) in enumerate(zip(CELLS, state.marks)):
        x, y = 40 * (i % 3), 40 * (2 - i // 3)
        classes = "pg-cell" + (" pg-legal" if cell in state.legal_moves() else "") + (" pg-hint" if cell in hint else "")
        words = {"x": "cross", "o": "nought", ".": "empty"}[mark]
        text = f'<text x="{x + 20}" y="{y + 26}">{mark.upper()}</text>' if mark != "." else ""
        cells.append(f'<g class="{classes}" data-cell="{cell}" aria-label="{cell}, {words}"><rect x="{x}" y="{y}" width="40" height="40"/>{text}</g>')
    name = label or state.describe()
    return f'<svg class="pg-ttt" role="img" aria-label="{name}" viewBox="0 0 120 120">{"".join(cells)}</svg>'


# -- clicks, site hooks, puzzles --------------------------------------------------------------


def click(state, cell, selected=None, action=None) -> dict:
    if cell in state.legal_moves():
        return {"move": cell}
    return {"selected": None, "message": "Choose an empty cell."}


def state_from_fields(fields: dict) -> State:
    return State.from_text(f"{fields.get('marks', '.' * 9)}-{fields.get('to_move', 'x')}")


def first_hint(move) -> str:
    return puzzle_area(move)


def puzzle_area(move) -> str:
    return f"Look at column {parse_move(move)[0]}."


PUZZLE_THEMES = {
    "three": {"name": "Three", "words": "The turn completes a row.", "idea": "Finish a row."},
    "fork": {"name": "Fork", "words": "Two rows threatened at once.", "idea": "Threaten two rows at once.", "several": True},
}


def puzzle_themes(state, goal, line) -> list:
    """``fork`` when the reader's first turn threatens two rows, ``three`` when a turn completes one."""
    after = state.play(line[0])
    mark = MARK[state.to_move]
    threats = sum(1 for row in LINES if sorted(after.marks[i] for i in row) == sorted("." + mark * 2))
    return ["fork"] if threats >= 2 else ["three"]


GAME = "tictactoe"
TITLE = "Three in a row"
PLAYERS = SIDES
OPTIONS: dict = {}
ACTIONS = ()
LEVELS = ()
INPUT = "stones"
PREPARED = Prepared(budget=20)
DIAGRAM_KEYS = ("marks", "to_move")
DIAGRAM_MODES = ("diagram", "game")
SPACED_STEPS = False
PUZZLE_GOALS: dict = {}
REQUESTS: dict = {}
SOLVER = None
actor = acting_side(SIDES)
choose_move = no_computer(TITLE)
view_extras = no_extras
diagram_extras = plain_diagram
puzzle_effort = no_puzzle_effort
