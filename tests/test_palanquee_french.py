"""Palanquée in French: every sentence the browser gets is French when the request asks for it, and
English stays as it was when it does not.

A seeded random game is played twice through :func:`pygames.web.handle`, in English and in French, with the
same requests (views, clicks with and without an action, steps played, steps refused): wherever the English
answer says something in words, the French one says something else, and no English word of the game's
tables is left in it once the notation (``grow I9``, cell names, quoted input) is set aside. A few French
sentences are checked word for word.
"""

import json
import random
import re

from pygames.game import NARROW, speaking
from pygames.palanquee import LEVELS, State, initial_state, puzzle, words
from pygames.palanquee.board import KINDS, NAMES
from pygames.web import handle

TEXTS = ("status", "summary", "error", "message")  # the sentences of an answer
GRAIN_AT_I16 = "500_w.31.00_0.0.0.44.0.41_BBCAHmInJqJuLOLUMOMQMVNONSNUNmOOOTOUOrSdTg_CJDkDq_00_00CgCmCrD7R5V5XO__"


def ask(lang: str, **request) -> dict:
    return json.loads(handle(json.dumps(dict(request, game="palanquee", lang=lang))))


def both(**request) -> tuple:
    """The English and the French answers to one request."""
    return ask("en", **request), ask("fr", **request)


def unquoted(text: str) -> str:
    """``text`` without its quotations (« … ») and names of the notation (``to_move.turn.opening``, ``max_turns``)."""
    return re.sub(r"\S*\w[_.]\w\S*", " ", re.sub("«[^»]*»", " ", text))


def template_words(table: dict) -> set:
    """The words of 3 letters or more of a table's texts, without the values filled in and the quotations."""
    text = " ".join(unquoted(re.sub(r"\{[^}]*\}", " ", t)) for t in table.values())
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}


NOTATION = set(KINDS) | set(LEVELS) | {"palanquée"}  # words of the notation, the same in both languages
ENGLISH_ONLY = (
    template_words(words.say.tables["en"]) | template_words(puzzle.say.tables["en"])
) - template_words(words.say.tables["fr"]) - template_words(puzzle.say.tables["fr"]) - NOTATION


def english_left(french: str) -> list:
    """The words of ``french`` that only the English tables have, once quotations and notation are out."""
    return [w for w in re.findall(r"[^\W\d_]{3,}", unquoted(french)) if w.lower() in ENGLISH_ONLY]


def has_words(english: str) -> bool:
    """Whether an English text says something in words (a word of 3 letters or more)."""
    return bool(re.search(r"[^\W\d_]{3,}", english))


def aria_labels(svg: str) -> list:
    return re.findall(r'aria-label="([^"]*)"', svg)


def compare(en: dict, fr: dict, seen: list) -> None:
    """Each sentence of the French answer against the English one (``seen`` collects the pairs compared)."""
    assert en["ok"] == fr["ok"], (en, fr)
    pairs = [(en.get(key), fr.get(key)) for key in TEXTS]
    pairs += list(zip(en.get("sides", []), fr.get("sides", [])))
    pairs += list(zip(en.get("hint_words", []), fr.get("hint_words", [])))
    if "svg" in en:
        english_labels, french_labels = aria_labels(en["svg"]), aria_labels(fr["svg"])
        assert len(english_labels) == len(french_labels)
        pairs += list(zip(english_labels, french_labels))
    for english, french in pairs:
        assert (english is None) == (french is None), (english, french)
        if english is None or not has_words(english):
            continue
        assert french != english, f"the same in French: {english!r}"
        assert not english_left(french), f"English words {english_left(french)} in {french!r}"
        seen.append((english, french))


def test_a_seeded_game_in_french_says_everything_in_french():
    rng = random.Random(7)
    seen = []
    state = initial_state()
    en, fr = both(op="new", options={})
    compare(en, fr, seen)
    for ply in range(26):
        position = en["position"]
        assert fr["position"] == position and fr["legal"] == en["legal"]  # the notation never changes
        legal = en["legal"]
        compare(*both(op="view", position=position, hint=legal[:1], last=str(rng.choice(legal))), seen)
        for cell in rng.sample(NAMES, 3):
            compare(*both(op="click", position=position, cell=cell), seen)
            compare(*both(op="click", position=position, cell=cell, action=rng.choice(KINDS)), seen)
        compare(*both(op="click", position=position, action=rng.choice(KINDS)), seen)
        compare(*both(op="play", position=position, move=f"{rng.choice(KINDS)} {rng.choice(NAMES)}"), seen)
        en, fr = both(op="play", position=position, move=rng.choice(legal))
        compare(en, fr, seen)
        state = state.play(en["move"])
    # a capture, and the refusals of a step and of a position that can't be read
    en, fr = both(op="play", position=GRAIN_AT_I16, move="grow I16")
    compare(en, fr, seen)
    assert "captures" in en["summary"]
    compare(*both(op="play", position=state.to_text(), move="jump K7"), seen)
    compare(*both(op="view", position="500_b.0.33"), seen)
    assert len(seen) > 3000  # statuses, summaries, refusals, messages, side lines, every cell's label
    kinds = {re.sub(r"[A-S]\d+", "X", english)[:25] for english, _ in seen}
    assert len(kinds) > 60, sorted(kinds)


def test_the_english_only_words_are_the_games_own():
    """The check above would see an English sentence left in French: the words it looks for are many."""
    assert {"grows", "captures", "empty", "selected", "reserve", "turn", "lost"} <= ENGLISH_ONLY
    assert not NOTATION & ENGLISH_ONLY
    assert english_left("Black grows a grain at I9.") == ["Black", "grows"]
    assert english_left("«\u202fgrow I9\u202f» n’est pas une action de Palanquée") == []
    assert english_left("la progression s’écrit to_move.turn.opening, comme b.0.33") == []


def test_a_grow_that_captures_in_french():
    answer = ask("fr", op="play", position=GRAIN_AT_I16, move="grow I16")
    assert answer["summary"] == "Blanc fait pousser un grain en I16 et prend le grain H16 de Noir."
    # a sow that takes a seed and its grains against the red line
    s = State.from_dict({"board": {"S2": "black seed", "R3": "black grain", "Q3": "black grain", "P4": "black grain"},
                         "to_move": "white"})
    with speaking("fr"):
        assert words.summary(s, "sow O4") == (
            "Blanc sème une graine en O4 et prend la graine S2 et les grains R3, Q3 et P4 de Noir "
            "(la graine quitte la partie)."
        )


def test_a_sow_and_the_turns_lines_in_french():
    start = initial_state().to_text()
    answer = ask("fr", op="play", position=start, move="sow K7")
    assert answer["summary"] == "Noir sème une graine en K7. Fin du tour."
    n = NARROW
    assert answer["status"] == (
        f"Blanc joue, tour 2{n}: Blanc n’a aucune pièce sur le plateau et sème une graine. "
        f"Règle d’ouverture{n}: les pièces se posent à 3 cases au moins des pièces adverses (ce tour et 2 autres). "
        f"Réserves{n}: Noir 2 graines, 50 grains{n}; Blanc 3 graines, 50 grains."
    )
    two = ask("fr", op="play", position=answer["position"], move="sow K12")
    assert two["sides"] == [
        f"Noir (joue){n}: 1 action à jouer, par K7 · réserve 2 graines, 50 grains · 0 graine perdue",
        "Blanc · réserve 2 graines, 50 grains · 0 graine perdue",
    ]


def test_a_refusal_in_french():
    position = initial_state().play("sow K7").play("sow K12").to_text()
    answer = ask("fr", op="play", position=position, move="trim K7")
    assert answer["error"] == f"K7 est une graine{NARROW}: tailler remet un grain en réserve (retirer remet une graine)."
    click = ask("fr", op="click", position=position, cell="K7", action="recoil")
    assert click["message"] == (
        f"Retirer{NARROW}: impossible maintenant, car retirer demande une plante d’au moins deux graines qui garde, "
        "sans la graine retirée, une graine près de chaque grain."
    )


def test_labels_themes_and_options_follow_the_language():
    en, fr = ask("en", op="info"), ask("fr", op="info")
    assert [a["key"] for a in fr["actions"]] == [a["key"] for a in en["actions"]] == ["G", "S", "M", "T", "R", "O"]
    assert [a["label"] for a in fr["actions"]] == [
        "Faire pousser", "Faire pousser une graine", "Déplacer", "Tailler", "Retirer", "Semer",
    ]
    assert fr["options"]["max_turns"]["label"] == "Tours avant la nulle"
    with speaking("fr"):
        assert puzzle.PUZZLE_THEMES["flank"]["name"] == "Tenaille"
        assert puzzle.PUZZLE_THEMES["preparation"].get("several") is True
    assert puzzle.PUZZLE_THEMES["flank"]["name"] == "Flank"
