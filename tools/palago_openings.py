"""The Palago solver's verdict on the six openings of worked example 6 of ``rules/palago.md``.

Run ``python -m tools.palago_openings [--depth N] [--verify] [--limit SECONDS]``: for each opening,
whether Dark forces a win within the rules' number of turns (and not sooner), with node counts and
CPU seconds; ``--verify`` has the engine check each proof. The figures are in the docstring of
:mod:`pygames.palago.solver`; the searches too long for a test (about 20 s each) are run here.
"""

from __future__ import annotations

import argparse
import sys
import time

from pygames.palago.board import DARK
from pygames.palago.solver import OPENINGS, play_line, proof_tree, solve, verify_proof


def _yes(win) -> str:
    return {True: "yes", False: "no (proven)", None: "unresolved (time limit)"}[win]


def main(argv=None) -> int:
    """``python -m tools.palago_openings [--depth N] [--verify] [--limit SECONDS]``: the verdict on
    each of the six openings of the rules' example 6, with times and node counts."""
    parser = argparse.ArgumentParser(prog="python -m tools.palago_openings", description=main.__doc__)
    parser.add_argument("--depth", type=int, default=3,
                        help="Dark's turns for the exhaustive search from the openings without a claim (default 3)")
    parser.add_argument("--verify", action="store_true", help="also check each proof with the engine alone")
    parser.add_argument("--limit", type=float, default=None, help="CPU seconds per search (default none)")
    args = parser.parse_args(argv)
    out = sys.stdout
    status = {True: "CONFIRMED", False: "REFUTED", None: "UNRESOLVED (time limit)"}
    for opening, first, claim in OPENINGS:
        name = "+".join(opening)
        state = play_line(opening)
        if first:
            after = play_line(opening + first)
            r = solve(after, DARK, claim - 1, time_limit=args.limit)
            print(f"{name}: Dark, starting {'+'.join(first)}, wins within {claim} turns (the rules' claim): "
                  f"{status[r.win]} ({r.nodes} nodes, {r.seconds:.2f} s)", file=out)
            if r.win:
                print(f"    line: {' '.join(first)} | {' '.join(r.line)}", file=out)
            if claim > 2:
                s = solve(after, DARK, claim - 2, time_limit=args.limit)
                print(f"    Dark wins within {claim - 1} turns, starting so: {_yes(s.win)} "
                      f"({s.nodes} nodes, {s.seconds:.2f} s)", file=out)
            s = solve(state, DARK, claim - 1, time_limit=args.limit)
            print(f"    Dark wins within {claim - 1} turns, starting any way (exhaustive): {_yes(s.win)} "
                  f"({s.nodes} nodes, {s.seconds:.2f} s)", file=out)
            if r.win and args.verify:
                start = time.process_time()
                n = verify_proof(after, DARK, proof_tree(after, DARK, claim - 1))
                print(f"    engine check of the proof: {n} defending positions, every reply answered "
                      f"({time.process_time() - start:.1f} s)", file=out)
        else:
            r = solve(state, DARK, args.depth, time_limit=args.limit)
            print(f"{name}: Dark wins within {args.depth} turns (exhaustive): {_yes(r.win)} "
                  f"({r.nodes} nodes, {r.seconds:.2f} s)", file=out)
            if r.win:
                print(f"    line: {' '.join(r.line)}", file=out)
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
