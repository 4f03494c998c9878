"""Golden playthroughs: each game's seeded random games replay exactly as recorded (``make golden`` rewrites them)."""

import pytest

import golden
import pygames


@pytest.mark.parametrize("game", pygames.games())
def test_playthrough_matches_the_record(game):
    recorded = (golden.FOLDER / f"{game}.txt").read_text().splitlines()
    now = golden.text(game).splitlines()
    for number, (want, got) in enumerate(zip(recorded, now), 1):
        assert got == want, f"tests/playthroughs/{game}.txt line {number} differs"
    assert len(now) == len(recorded)
