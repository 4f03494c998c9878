"""Golden playthroughs: seeded random games, one line per step, pinned in ``tests/playthroughs/<game>.txt``.

Each line is ``ply | position before | number of legal steps | step played | summary``.
The tests replay the same seeds and compare line by line, as OpenSpiel does,
so any change in a game's behaviour (positions, legal steps, notation, words)
shows up as a diff. Regenerate after an intended change with::

    make golden        # or: .venv/bin/python tests/golden.py --write
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
FOLDER = ROOT / "playthroughs"
SEEDS = (1, 2, 3)
PLIES = 80  # steps per game at most (Palanquée's games run to hundreds)

sys.path.insert(0, str(ROOT.parent))

import pygames  # noqa: E402


def _report(state, move):
    """``(state after, summary)`` through the game contract."""
    after, summary, _events = state.play_report(move)
    return after, summary


def playthrough(game: str, seed: int, plies: int = PLIES) -> list[str]:
    """The lines of one seeded random game."""
    module = pygames.get(game)
    rng = random.Random(seed)
    state = module.initial_state()
    lines = []
    for ply in range(plies):
        if state.is_over():
            break
        legal = state.legal_moves()
        move = rng.choice(legal)
        after, summary = _report(state, move)
        lines.append(f"{ply} | {state.to_text()} | {len(legal)} | {move} | {summary}")
        state = after
    lines.append(f"end | {state.to_text()} | winner {state.winner()}")
    return lines


def text(game: str) -> str:
    parts = []
    for seed in SEEDS:
        parts.append(f"# {game}, seed {seed}")
        parts.extend(playthrough(game, seed))
    return "\n".join(parts) + "\n"


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    FOLDER.mkdir(exist_ok=True)
    for game in pygames.games():
        path = FOLDER / f"{game}.txt"
        if "--write" in argv:
            path.write_text(text(game))
            print(f"wrote {path.relative_to(ROOT.parent)}")
        else:
            same = path.exists() and path.read_text() == text(game)
            print(f"{game}: {'same' if same else 'DIFFERENT'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
