"""What a click on the Pallanguzhi board means: a hole is a whole turn, so a click is a move or a refusal.

>>> from pygames.pallanguzhi import initial_state
>>> click(initial_state(), "S3")
{'move': 'S3'}
>>> click(initial_state(), "N1")
{'selected': None, 'message': "N1 is North's hole: South sows from its own row, S1 to S7."}
"""

from __future__ import annotations

from .. import IllegalMove
from ..game import sentence


def click(state, cell, selected=None, action=None) -> dict:
    """``{"move": "S3"}`` when the clicked hole (its label) may be sown, else why not."""
    try:
        return {"move": str(state.check(str(cell)))}
    except (IllegalMove, ValueError) as e:
        return {"selected": None, "message": sentence(str(e))}
