"""Palago speaks French: every sentence of a game played through the browser's requests with ``"lang": "fr"``
(the status line, the summary of a tile, a refusal, a previewed tile, the drawing's spoken names) is
French, and a few sentences are exactly as a French reader should read them."""

import json
import random
import re

from pygames.game import NARROW
from pygames.palago import initial_state
from pygames.web import handle

WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more: notation such as (q,r,l) or l.0 has none
# Words that French writes as English does, allowed in both texts of a pair: the game's name, the table
# it is played on, a tile's orientation.
BOTH = {"Palago", "table", "orientation"}
LABEL = re.compile(r'aria-label="([^"]*)"')
ALMOST = "l.0_-2.1.0_-1.0.4_-1.1.4_0.0.4"  # Light closes a group with (0,1,2), the rules' second example
WIN_SEED = 9  # a random game that Light wins on a tile Dark placed: every kind of sentence of a game


def ask(lang: str, **request) -> dict:
    return json.loads(handle(json.dumps({"game": "palago", "lang": lang, **request})))


def sentences(answer: dict) -> dict:
    """Every text of an answer a reader sees, by where it is: the fields, and each spoken name of the drawing."""
    found = {key: answer[key] for key in ("status", "summary", "error", "message") if key in answer}
    found.update({f"hint_words {i}": words for i, words in enumerate(answer.get("hint_words", []))})
    found.update({f"label {i}": words for i, words in enumerate(LABEL.findall(answer.get("svg", "")))})
    return found


def check_french(request: dict) -> int:
    """Ask in both languages; every text with an English word is French: it shares no word of three letters
    or more with its English (but the words of ``BOTH``). The drawings differ only in their words.
    Returns how many texts were compared."""
    english, french = ask("en", **request), ask("fr", **request)
    assert english["ok"] == french["ok"], request
    if "svg" in english:
        assert LABEL.sub("", english["svg"]) == LABEL.sub("", french["svg"]), request
    said, dit = sentences(english), sentences(french)
    assert said.keys() == dit.keys(), request
    for where, text in said.items():
        words = set(WORD.findall(text)) - BOTH
        if words:
            assert dit[where] != text and not words & set(WORD.findall(dit[where])), (where, text, dit[where])
    return len(said)


def test_every_sentence_of_a_game_is_french():
    rng = random.Random(WIN_SEED)
    position = ask("en", op="new", options={})["position"]
    compared = 0
    while True:
        view = ask("en", op="view", position=position)
        if not view["legal"]:
            break
        move = rng.choice(view["legal"])
        cell = move.strip("()").rsplit(",", 1)[0]
        compared += check_french({"op": "view", "position": position, "hint": [move]})  # a previewed tile
        compared += check_french({"op": "click", "position": position, "cell": cell})
        compared += check_french({"op": "click", "position": position, "cell": "40,40"})  # no tile can go there
        compared += check_french({"op": "play", "position": position, "move": "(40,40,0)"})  # refused
        compared += check_french({"op": "play", "position": position, "move": "(1,1,3)"})  # not a tile
        compared += check_french({"op": "play", "position": position, "move": move})
        position = ask("en", op="play", position=position, move=move)["position"]
    assert position.startswith("d.1.l")  # Light won, on Dark's tile
    compared += check_french({"op": "view", "position": position})
    compared += check_french({"op": "play", "position": position, "move": "(9,9,0)"})  # the game is over
    compared += check_french({"op": "click", "position": position, "cell": "0,0"})
    lifted = position.split("_")[-1].rsplit(".", 1)[0].replace(".", ",")
    for removed in ([], [lifted]):
        compared += check_french({"op": "takeapart", "position": position, "removed": removed})
    assert compared > 1000


def test_a_tile_placed_in_french():
    answer = ask("fr", op="play", position=initial_state().to_text(), move="(0,0,0)")
    assert answer["summary"] == (
        f"Clair a posé (0,0,0), pointe claire à droite et pointe sombre à gauche, première tuile de l’ouverture{NARROW}; "
        "Clair pose une seconde tuile, contre elle."
    )
    assert answer["status"] == "À Clair de poser la seconde tuile de l’ouverture, contre (0,0). 1\u00a0tuile posée, encore 47 à poser."


def test_a_group_closed_and_the_win_in_french():
    answer = ask("fr", op="play", position=ALMOST, move="(0,1,2)")
    assert answer["summary"] == (
        "Clair a posé (0,1,2), pointe claire en haut à gauche et pointe sombre en bas à droite, "
        f"ce qui ferme un de ses groupes avec un pont{NARROW}: Clair gagne."
    )
    assert answer["status"] == (
        f"La tuile de Clair en (0,1) a fermé un de ses groupes avec un pont{NARROW}: Clair gagne. "
        "Le pont clair de (-1,1) et les pointes claires de (-2,1), (-1,0), (0,0) et (0,1)."
    )
    assert "(0,1), pointe claire en haut à gauche, pointe sombre en bas à droite (0,1,2), dans le groupe gagnant de Clair" in answer["svg"]


def test_a_refusal_in_french():
    answer = ask("fr", op="play", position=ALMOST, move="(0,0,2)")
    assert answer["error"] == f"(0,0) porte déjà une tuile{NARROW}: une tuile se pose sur une case vide."
    answer = ask("fr", op="click", position=initial_state().play("(0,0,0)").to_text(), cell="3,3")
    assert answer["message"] == (
        f"(3,3) ne touche pas (0,0), la première tuile de ce tour{NARROW}: la seconde tuile doit la toucher."
    )
