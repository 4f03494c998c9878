"""Pallanguzhi in French: every sentence the browser gets for a request with ``"lang": "fr"`` is French.

A seeded random game is played through :func:`pygames.web.handle` twice, in English and in French,
with the same requests (views, clicks on holes, refused moves, moves, animation frames). Each
sentence of a French answer (``status``, ``summary``, ``error``, ``message``, ``counters``, the
frames' words, the drawing's accessible names and visible words) must differ from the English one
wherever that has a word of three letters or more besides names, and hold no word that only English says: a word of the English tables
that the French tables never use (``seeds``, ``South``, ``the``...). Words both tables use are
names and notation (``Pallanguzhi``, ``pasu``, ``easy``, ``south`` in a position), and may stay.
"""

import json
import random
import re
import string

import pytest

from pygames.game import NARROW, speaking
from pygames.pallanguzhi import State, initial_state, puzzle, words
from pygames.pallanguzhi.board import LABELS
from pygames.web import handle

TABLES = (words.say, puzzle.say)
WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more (notation such as S1, N7 has fewer)


def table_words(lang: str) -> set:
    """The words of the tables' templates in ``lang``, as written (case kept), without the ``{values}``."""
    found = set()
    for table in TABLES:
        for template in table.tables[lang].values():
            literal = "".join(text for text, _, _, _ in string.Formatter().parse(template))
            found |= set(WORD.findall(literal))
    return found


ENGLISH_ONLY = table_words("en") - table_words("fr")
NAMES = table_words("en") & table_words("fr")  # names and notation: the same in both languages


def test_the_english_only_words_are_the_ones_to_look_for():
    assert {"seeds", "South", "North", "hole", "the", "Round", "turn", "bowl"} <= ENGLISH_ONLY
    assert not {"Pallanguzhi", "pasu", "easy", "expert"} & ENGLISH_ONLY  # names and notation, said in both


def ask(lang: str, **request) -> dict:
    return json.loads(handle(json.dumps(dict(request, game="pallanguzhi", lang=lang))))


def sentences(answer: dict) -> list:
    """``(where, text)`` of every sentence an answer shows a reader."""
    said = [(key, answer[key]) for key in ("status", "summary", "error", "message", "counters") if answer.get(key)]
    said += [("frame", frame["say"]) for frame in answer.get("frames", [])]
    for key in ("svg", "first_svg"):
        drawing = answer.get(key, "")
        said += [(key, label) for label in re.findall(r'aria-label="([^"]*)"', drawing)]
        said += [(key, text) for text in re.findall(r'<text class="pg-(?:hand|mark-word)"[^>]*>([^<]*)<', drawing)]
        said += [(key, title) for title in re.findall(r"<title>([^<]*)</title>", drawing)]
    return said


def twin_answers(seed: int, options: dict, plies: int):
    """The same requests in English and in French, answer by answer, along one random game."""
    rng = random.Random(seed)

    def both(**request):
        return ask("en", **request), ask("fr", **request)

    en, fr = both(op="new", options=options)
    yield en, fr
    position = en["position"]
    for _ in range(plies):
        yield both(op="view", position=position)
        for cell in rng.sample(LABELS, 3) + ["Z9"]:
            yield both(op="click", position=position, cell=cell)
        yield both(op="play", position=position, move=rng.choice(LABELS + ("S8",)))
        if not en["legal"]:
            return
        en, fr = both(op="play", position=position, move=rng.choice(en["legal"]))
        yield en, fr
        for frame_en, frame_fr in list(zip(en["frames"], fr["frames"]))[:: 5]:
            yield ask("en", op="frame", frame=frame_en), ask("fr", op="frame", frame=frame_fr)
        position = en["position"]


@pytest.mark.parametrize("seed, options", [(1, {}), (2, {"stall_limit": 6, "max_rounds": 3})])
def test_a_random_game_is_all_french(seed, options):
    kinds = set()
    for en, fr in twin_answers(seed, options, plies=70):
        said_en, said_fr = sentences(en), sentences(fr)
        assert [key for key, _ in said_en] == [key for key, _ in said_fr]
        for (key, english), (_, french) in zip(said_en, said_fr):
            kinds.add(key)
            if set(WORD.findall(english)) - NAMES:  # a word, not only names (a board's mark "pasu")
                assert french != english, f"{key}: {english!r} is not in French"
            leaked = set(WORD.findall(french)) & ENGLISH_ONLY
            assert not leaked, f"{key}: {sorted(leaked)} in {french!r}"
    assert {"status", "summary", "error", "message", "counters", "frame", "svg", "first_svg"} <= kinds


def said_in_french(position: str, **request) -> dict:
    return ask("fr", position=position, **request)


def french(text: str) -> str:
    """A sentence written here with ``_`` for French's narrow no-break space."""
    return text.replace("_", NARROW)


def test_a_capture_in_french():
    answer = said_in_french(initial_state().to_text(), op="play", move="S1")
    assert answer["summary"] == french("5 semailles. S5 est vide, donc Sud prend le contenu de S6_: 7 graines.")
    assert answer["status"] == french("À Nord de jouer. Manche 1, tour 2. Bols_: Sud 7, Nord 0.")
    assert answer["frames"][0]["say"] == "Sud prend 5 graines dans S1."
    assert french("En main_: 5 graines") in answer["first_svg"]


def test_a_pasu_in_french():
    answer = said_in_french("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s", op="play", move="N1")
    assert answer["summary"] == french(
        "3 semailles. Pasu_: N2 atteint 4 et Nord, qui sème et à qui est le trou, prend les 4 graines. "
        "S2 est vide, donc Nord prend le contenu de S3_: 3 graines."
    )


def test_refusals_in_french():
    start = initial_state().to_text()
    assert said_in_french(start, op="click", cell="N1")["message"] == french(
        "N1 est un trou de Nord_: Sud sème depuis sa propre rangée, de S1 à S7."
    )
    refused = said_in_french(start, op="play", move="S8")
    assert refused["error"] == french(
        "«_S8_» n’est pas un trou_: écrivez S1..S7 ou N1..N7."
    )
    empty = State.from_board("0 7 7 7 7 0 X | 1 7 7 7 7 7 0", bowls=(1, 5)).to_text()
    assert said_in_french(empty, op="click", cell="S1")["message"] == french(
        "S1 est vide_: choisissez un trou qui contient au moins une graine."
    )


def test_the_end_of_a_round_in_french():
    short = State.from_board("1 0 0 0 0 0 0 | 0 0 0 0 0 0 0", bowls=(44, 25)).to_text()
    assert said_in_french(short, op="play", move="S1")["summary"] == french(
        "1 semaille. S3 est vide, et S4 aussi_: rien n’est pris. Nord n’a plus de graine à semer, la manche est "
        "donc finie. Les graines restées sur le plateau vont au camp de leur rangée (Sud 1, Nord 0). Manche 2_: "
        "chaque camp remplit ses trous depuis son bol, 5 graines par trou. Fermés pour cette manche_: N6, N7. "
        "Nord sème en premier."
    )
    last = State.from_board("0 0 0 0 0 0 0 | 1 0 0 0 0 0 0", bowls=(4, 65), to_move="north").to_text()
    assert said_in_french(last, op="play", move="N1")["status"] == french(
        "Nord gagne_: Sud n’a pas pu remplir un seul trou en début de manche. Bols_: Sud 4, Nord 66."
    )


def test_the_words_beside_the_board_in_french():
    """The play page's options, the puzzles' themes and hints: said in the language of the request's moment."""
    info = ask("fr", op="info")
    assert info["options"]["max_rounds"]["label"] == "Nombre maximal de manches"
    assert ask("en", op="info")["options"]["max_rounds"]["label"] == "Rounds at most"
    with speaking("fr"):
        assert puzzle.PUZZLE_THEMES["round-end"]["name"] == "Fin de manche"
        assert puzzle.puzzle_area("S6") == "Regardez les trois derniers trous de votre rangée."
        assert puzzle.count(1) == "1 graine"
    assert puzzle.PUZZLE_THEMES["round-end"]["name"] == "Round end"
