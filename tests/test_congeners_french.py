"""Congeners in French: every sentence the site gets from Python is said in French when a request asks
for it (``"lang": "fr"``), and a few sentences are pinned word for word.

A seeded random game is played through :func:`pygames.web.handle` twice, in English and in French,
with the same requests: views, plays, clicks on cells (with and without a stone selected), the
scoring explainer, refused steps. The two answers are compared piece by piece (the sentences, the
text alternatives of the drawings, the words of the score tables): wherever the English says a word
of three letters or more, the French must differ, and it must hold no word that only the English
tables use (an English fragment left in a French sentence).
"""

import json
import random
import re

import pytest

from pygames.congeners import initial_state, puzzle, words
from pygames.congeners.board import board_cells
from pygames.congeners.rules import State
from pygames.game import NARROW, speaking
from pygames.web import handle

SENTENCES = ("status", "summary", "error", "message")  # the fields that are words
DRAWINGS = ("svg", "scores", "shapes")  # the fields that are markup with words in them
WORD = re.compile(r"[A-Za-zÀ-ÿ’']{3,}")


def ask(lang: str, request: dict) -> dict:
    return json.loads(handle(json.dumps(dict(request, game="congeners", lang=lang))))


def texts(markup: str) -> list:
    """The words of a drawing or a table: its text alternatives, then its text."""
    return re.findall(r'aria-label="([^"]*)"', markup) + [t for t in re.findall(r">([^<>]+)<", markup) if t.strip()]


def pieces(answer: dict) -> list:
    """``(where, text)`` of every piece of an answer a reader sees, in a fixed order."""
    out = [(key, answer[key]) for key in SENTENCES if key in answer]
    out += [(key, "; ".join(answer["hint_words"])) for key in ("hint_words",) if key in answer]
    for key in DRAWINGS:
        out += [(f"{key}[{i}]", text) for i, text in enumerate(texts(answer.get(key, "")))]
    return out


def requests() -> list:
    """The requests of a seeded random game on the small board, the same in every language."""
    rng = random.Random(2026)
    state = initial_state(size=5, max_plies=14)
    out = []
    while True:
        position = state.to_text()
        cells = [f"{q},{r}" for q, r in board_cells(state.size)]
        legal = state.legal_moves()
        out.append({"op": "view", "position": position, "hint": [str(legal[0])] if legal else []})
        out += [{"op": "click", "position": position, "cell": cell} for cell in rng.sample(cells, 4)]
        if state.phase == "move" and state.movable():
            start = "{},{}".format(*sorted(state.movable())[0])
            out += [{"op": "click", "position": position, "cell": cell, "selected": start} for cell in rng.sample(cells, 4)]
            out += [{"op": "shape", "position": position, "cell": cell} for cell in rng.sample(cells, 2)]
        q = lambda: rng.randint(-5, 5)  # noqa: E731
        out += [{"op": "play", "position": position, "move": bad} for bad in
                (f"{q()},{q()}-{q()},{q()}", f"@{q()},{q()}", f"black {q()},{q()}", "pass", "choose white", "nonsense")]
        if state.is_over():
            return out
        move = rng.choice(legal)
        out.append({"op": "play", "position": position, "move": str(move)})
        state = state.play(move)


REQUESTS = requests()


@pytest.fixture(scope="module")
def answers() -> list:
    """``(request, English answer, French answer)`` of every request of the game."""
    return [(request, ask("en", request), ask("fr", request)) for request in REQUESTS]


def english_only() -> set:
    """The words (3 letters or more, any case) of the English tables of Congeners that no French text uses."""
    def vocabulary(lang):
        return {w.lower() for table in (words.say, puzzle.say) for text in table.tables[lang].values() for w in WORD.findall(text)}
    return vocabulary("en") - vocabulary("fr")


def test_the_game_goes_through_every_kind_of_answer(answers):
    ops = {request["op"] for request, _, _ in answers}
    assert ops == {"view", "click", "shape", "play"}
    english = [answer for _, answer, _ in answers]
    assert any(a.get("illegal") for a in english) and any("summary" in a for a in english) and any("message" in a for a in english)
    assert any(a.get("state", {}).get("phase") == "over" for a in english), "the game reaches its end"
    assert sum(1 for a in english if "scores" in a) > 50


def test_every_sentence_differs_from_the_english_wherever_the_english_has_words(answers):
    checked = 0
    for request, english, french in answers:
        assert english.get("ok") == french.get("ok") and english.get("position") == french.get("position"), request
        english_pieces, french_pieces = pieces(english), pieces(french)
        assert [where for where, _ in english_pieces] == [where for where, _ in french_pieces], request
        for (where, en), (_, fr) in zip(english_pieces, french_pieces):
            if WORD.search(en):
                assert fr != en, f"{request}: {where} is still English: {en!r}"
                checked += 1
    assert checked > 1000


def test_no_french_answer_holds_a_word_only_the_english_says(answers):
    foreign = english_only()
    assert {"the", "stone", "creature", "slides", "bite"} <= foreign  # the check has teeth
    for request, _, french in answers:
        for where, text in pieces(french):
            left = {w for w in WORD.findall(text) if w.lower() in foreign}
            assert not left, f"{request}: {where} has English words {sorted(left)}: {text!r}"


def test_the_words_of_a_position_stay_the_same_in_every_language(answers):
    """Only words change: positions, legal steps and steps played are the same in both answers."""
    for request, english, french in answers:
        for key in ("position", "legal", "move", "selected", "turn_over", "actor", "state"):
            assert english.get(key) == french.get(key), (request, key)


# -- sentences pinned word for word --------------------------------------------------------------------------


def french(request: dict) -> dict:
    return ask("fr", request)


BITE = State.from_stones(black=[(0, 0), (1, 0)], white=[(1, -1), (2, -1), (-3, 0)])
START = State.from_stones(black=[(0, 0), (1, 0)], white=[(-3, 0), (-3, 1)])
N = NARROW


def test_a_slide_in_french():
    answer = french({"op": "play", "position": START.to_text(), "move": "0,0-1,-1"})
    assert answer["summary"] == "Noir glisse sa pierre de (0,0) en (1,-1)."
    assert answer["status"] == "Noir a déplacé une pierre en (1,-1) et pose maintenant une pierre sur une ligne partant de cette case."


def test_a_bite_in_french():
    answer = french({"op": "play", "position": BITE.to_text(), "move": "0,0x1,-1"})
    assert answer["summary"] == "Noir glisse sa pierre de (0,0) en (1,-1) et mord une pierre de Blanc (sa créature de 2 rétrécit)."


def test_a_refusal_in_french():
    answer = french({"op": "play", "position": START.to_text(), "move": "0,0-2,0"})
    assert answer["illegal"] and answer["error"] == f"(1,0) est occupée par une pierre noire{N}: une pierre ne glisse qu’à travers des cases vides."
    answer = french({"op": "click", "position": START.to_text(), "cell": "-3,0"})
    assert answer["message"] == (
        f"(-3,0) est occupée par une pierre blanche{N}: Noir déplace une de ses propres pierres (celles qui sont cerclées)."
    )


def test_a_score_in_french():
    state = State.from_stones(black=[(0, 0), (1, 0), (3, 0), (4, 0)], white=[(-3, 0)])
    answer = french({"op": "shape", "position": state.to_text(), "cell": "0,0"})
    assert answer["message"] == f"La créature de Noir en (0,0) (taille 2){N}: 2 créatures ont cette forme, d’où 2 × 2 × 2 = 8."
    assert f"Les plus grandes créatures de Noir (taille 2) marquent 8, contre 0 pour celles de Blanc (taille 1){N}: Noir gagne." in answer["scores"]


def test_the_options_and_themes_in_french():
    options = french({"op": "info"})["options"]
    assert options["size"]["label"] == "Côté du plateau"
    with speaking("fr"):
        assert puzzle.PUZZLE_THEMES["bite"]["name"] == "Morsure"
        assert puzzle.over_lead(0, "Noir", "two", "Blanc") == (
            f"Noir joue{N}: menez après votre deuxième tour, quoi que fasse Blanc entre-temps."
        )
