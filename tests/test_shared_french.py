"""The shared modules speak French: a puzzle's verdicts and goals, the protocol's refusals, a record's errors.

Every answer here is asked for through ``pygames.web.handle`` with ``"lang": "fr"`` (or said within
``speaking("fr")``), as the French pages ask; a few sentences are checked word for word, and none of
the answers holds a sentence of the shared English tables (:mod:`pygames.words`, the checks of
:mod:`pygames.game`). What comes from a game (its side's captures, why its position is unreadable) is
the game's to say in French.
"""

import json
import re
import string

import pytest

import pygames
import tictactoe
from pygames import game, search, web, words
from pygames.game import NARROW, speaking
from pygames.puzzles import Goal, main_line, prove

START = "5.5.5.5.5.5.5-5.5.5.5.5.5.5-0.0-s.1.0.0.s"  # Pallanguzhi's start
SEVEN = "0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s"  # North to sow: N1 takes 7 seeds, N5 and N7 take 3


def ask(**request) -> dict:
    return json.loads(web.handle(json.dumps({"lang": "fr", **request})))


def french(text: str) -> str:
    """A sentence with French typography written plainly (``~`` for the narrow no-break space)."""
    return text.replace("~", NARROW)


def english_sentences() -> list:
    """The words of every English template of the shared tables, between the values filled in: the
    runs long enough to be a sentence's own (a side's name, a number word are too short to tell)."""
    runs = []
    for table in (words.say, game.CHECKS):
        for template in table.tables["en"].values():
            runs += [literal.strip() for literal, *_ in string.Formatter().parse(template) if len(literal.strip()) >= 12]
    return runs


ENGLISH = english_sentences()


def texts(answer) -> list:
    """Every sentence of an answer for a reader (its refusal, its message, a puzzle's verdict and why)."""
    found = []
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key in ("error", "message", "why", "summary") and isinstance(value, str):
                found.append(value)
            elif isinstance(value, dict):
                found += texts(value)
    return found


def assert_french(*answers):
    for answer in answers:
        for text in texts(answer) if isinstance(answer, dict) else [answer]:
            english = [run for run in ENGLISH if run in text]
            assert not english, f"English in {text!r}: {english}"


def puzzle(goal: str, tree: dict, start: str = SEVEN) -> dict:
    return {"goal": goal, "tree": tree, "start": start, "steps": []}


# -- the protocol's refusals ------------------------------------------------------------------------


def test_an_unknown_request_is_refused_in_french():
    answer = ask(op="dance")
    assert answer == {"ok": False, "error": french("Requête inconnue~: «~dance~».")}
    assert ask(op="view", game="chess", position="x")["error"] == french(
        "Jeu inconnu~: «~chess~»~; jeux connus~: palanquee, congeners, pallanguzhi, palago."
    )
    assert json.loads(web.handle('{"op": "view", "lang": "fr", "n": 1' + "0" * 200 + "}"))["error"] == french(
        "La requête contient un nombre de 201 chiffres~: aucun jeu n’en a de tel."
    )


def test_an_unreadable_position_is_refused_in_french():
    answer = ask(op="view", game="pallanguzhi", position="nonsense")
    assert answer["error"].startswith(french("Impossible de lire cette position~: "))
    long = ask(op="view", game="palago", position="9" * 30)
    assert long["error"] == french("Impossible de lire cette position~: cette position contient un nombre de 30 chiffres~: aucun jeu n’en a de tel.")
    assert_french(answer, long)


def test_a_bad_step_is_refused_in_french():
    too_long = ask(op="play", game="pallanguzhi", position=START, move="S" * 300)
    assert too_long["error"] == french("Ce coup fait 300 caractères~: aucun jeu n’en écrit d’aussi long.")
    illegal = ask(op="play", game="pallanguzhi", position=START, move="N1")
    assert illegal["ok"] is False and illegal["illegal"] is True
    saved = ask(op="check_game", game="pallanguzhi", start=START, moves=["S1", "S2"])
    assert saved["error"].startswith(french("Le coup 2 de la partie enregistrée («~S2~») n’est pas légal~: "))
    assert_french(too_long, illegal, saved)


def test_a_new_game_with_a_wrong_option_is_refused_in_french():
    game_id = next(g for g in pygames.games() if any(not o.choices for o in pygames.get(g).OPTIONS.values()))
    name = next(n for n, o in pygames.get(game_id).OPTIONS.items() if not o.choices)
    least = pygames.get(game_id).OPTIONS[name].least
    answers = [ask(op="new", game=game_id, options={name: value}) for value in ("x", 10 ** 12, least - 1)]
    assert answers[0]["error"] == french(f"{name.capitalize()} doit être un nombre entier, pas «~x~».")
    assert answers[1]["error"] == f"{name.capitalize()} doit être un nombre entier de {least} à 999{NARROW}999{NARROW}999."
    assert answers[2]["error"].endswith(f", pas {least - 1}.")
    unknown = ask(op="new", game=game_id, options={"colour": 1})
    assert unknown["error"] == french(f"{pygames.get(game_id).TITLE} n’a pas d’option nommée «~colour~».")
    assert_french(*answers, unknown)


def test_the_search_refuses_an_unknown_level_and_a_game_over_in_french():
    state = pygames.get("pallanguzhi").State.from_text(START)
    engine = search.Engine(evaluate=lambda s: 0)
    with speaking("fr"), pytest.raises(ValueError) as refused:
        search.choose(state, engine, {"easy": search.Level(depth=1)}, "godlike")
    assert str(refused.value) == french("niveau inconnu «~godlike~»~: choisissez easy")
    over = tictactoe.initial_state().play("a1").play("a2").play("b1").play("b2").play("c1")  # three crosses in a row
    with speaking("fr"), pytest.raises(ValueError) as refused:
        search.search(over, engine)
    assert str(refused.value) == french("la partie est finie~: il n’y a plus de coup à choisir")


# -- records ------------------------------------------------------------------------------------------


RECORDS = {
    "Moves:\nS1": "Impossible d’ouvrir ce relevé~: la ligne 1 doit dire de quel jeu il s’agit (une ligne «~Game~»), pas «~Moves:~».",
    "Game: chess\nMoves:": "Impossible d’ouvrir ce relevé~: ligne 1~: «~chess~» n’est pas l’un des jeux de ce site.",
    "Game: palago": "Impossible d’ouvrir ce relevé~: il n’a pas de ligne «~Moves~».",
    "": "Impossible d’ouvrir ce relevé~: il est vide.",
    "Game: pallanguzhi\nStart: a\nStart: b\nMoves:": "Impossible d’ouvrir ce relevé~: ligne 3~: un relevé n’a qu’une ligne «~Start~».",
}


@pytest.mark.parametrize("text", RECORDS)
def test_a_record_that_cannot_be_read_says_why_in_french(text):
    assert ask(op="read_record", text=text)["error"] == french(RECORDS[text])


def test_the_other_errors_of_records_are_in_french():
    answers = [
        ask(op="read_record", text="x" * 200_001),
        ask(op="read_record", text="Game: pallanguzhi\nMoves:\nS1\nS2"),
        ask(op="read_record", text="Game: pallanguzhi\nfoo"),
        ask(op="read_record", text="Game: pallanguzhi\nMoves:\nS1", game="palago"),
        ask(op="read_record", text="Game: pallanguzhi\n" + "".join(f"H{i}: v\n" for i in range(25)) + "Moves:"),
    ]
    assert answers[0]["error"] == f"Impossible d’ouvrir ce relevé{NARROW}: il fait 200{NARROW}001 caractères, plus qu’aucune partie n’en demande."
    assert answers[1]["error"].startswith(french("Impossible d’ouvrir ce relevé~: le coup 2 («~S2~») n’est pas légal~: "))
    assert answers[3]["error"] == french("Ce relevé est une partie de Pallanguzhi~: ouvrez-le sur la page de jeu de Pallanguzhi.")
    assert answers[4]["error"] == french("Impossible d’ouvrir ce relevé~: il a 25 lignes d’en-tête~; un relevé en a au plus 20.")
    assert_french(*answers)


# -- puzzles ------------------------------------------------------------------------------------------


def test_a_wrong_turn_and_a_step_not_prepared_in_french():
    wrong = ask(op="play", game="pallanguzhi", position=SEVEN, move="N5", puzzle=puzzle("capture 7", {"accept": ["N1"]}))
    assert wrong["puzzle"]["verdict"] == "wrong" and wrong["puzzle"]["message"].endswith(" Réessayez.")
    solved = ask(op="play", game="pallanguzhi", position=SEVEN, move="N1", puzzle=puzzle("capture 7", {"accept": ["N1"]}))
    assert solved["puzzle"] == {"verdict": "solved"}
    other = [ask(op="other", game="pallanguzhi", position=SEVEN, puzzle=puzzle("capture 7", {"accept": ["N1"]}), asked=asked)
             for asked in ("play", "click")]
    not_the_answer = "Ce n’est pas la solution. Réessayez (une fois le plateau chargé, il dit aussi pourquoi)."
    assert other[0]["error"] == other[1]["message"] == not_the_answer
    assert_french(wrong, solved, *other)


def proven(state, goal, solution) -> dict:
    """A puzzle's tree as a French page has it: its replies' reasons are said when it is proven."""
    with speaking("fr"):
        return json.loads(json.dumps(prove(state, goal, solution)))


def test_a_goal_of_two_turns_its_reply_and_a_wrong_turn_in_french():
    state = pygames.get("pallanguzhi").State.from_text(SEVEN)
    goal = Goal.parse("capture 9 in 2", pygames.get("pallanguzhi"))
    tree = proven(state, goal, ["N1"])
    reply = ask(op="play", game="pallanguzhi", position=SEVEN, move="N1", puzzle=puzzle(str(goal), tree))["puzzle"]
    assert reply["verdict"] == "reply" and reply["reply"] == "S1"
    assert reply["why"].startswith(french("Sud répond par S1~; quoi que joue Sud, votre meilleur tour rapporte alors "))
    wrong = ask(op="play", game="pallanguzhi", position=SEVEN, move="N7", puzzle=puzzle(str(goal), tree))["puzzle"]
    assert re.fullmatch(french(r"N7 rapporte .+ tout de suite, mais Sud répond par S1, et aucun de vos tours ne rapporte ensuite plus de .+~: 7 en tout\. Réessayez\."),
                        wrong["message"]), wrong["message"]
    with speaking("fr"):
        said = main_line(state, goal, prove(state, goal, ["N1"]))[1]
    assert_french(reply, wrong, *said)


def test_a_win_in_two_its_defence_and_a_turn_that_does_not_force_it_in_french():
    pygames.add_game(tictactoe)
    try:
        state = tictactoe.State.from_text("...xoo..x-x")
        goal = Goal.parse("win 2", tictactoe)
        tree = proven(state, goal, ["a3"])
        request = dict(op="play", game="tictactoe", position=state.to_text(), puzzle=puzzle("win 2", tree, state.to_text()))
        reply = ask(move="a3", **request)["puzzle"]
        assert reply["verdict"] == "reply"
        assert reply["why"] == french(f"Nought répond par {reply['reply']}~: aucune réponse ne pare toutes les menaces, et vous gagnez aussitôt, dès ce tour.")
        wrong = ask(move="b1", **request)["puzzle"]
        assert wrong == {"verdict": "wrong", "message": french("b1 ne force pas la victoire à temps~: l’adversaire a une défense. Réessayez.")}
        with speaking("fr"):
            goals = Goal.parse("win 1").words(state), goal.words(state)
        assert goals == ("Cross joue et gagne dès ce tour.", "Cross joue et gagne en 2 tours au plus, quoi que fasse l’adversaire.")
    finally:
        pygames.remove_game("tictactoe")


def test_the_goals_name_the_sides_in_french():
    state = pygames.get("pallanguzhi").State.from_text(SEVEN)
    with speaking("fr"):
        assert Goal("win", 1).words(state) == "Nord joue et gagne dès ce tour."
        assert Goal("win", 3).words(state) == "Nord joue et gagne en 3 tours au plus, quoi que fasse l’adversaire."
        over = Goal.parse("capture 9 in 2").words(state)
    assert "Nord" in over and "Sud" in over and "deux" in over


def test_every_shared_sentence_has_its_own_french():
    """No French text of the shared tables is its English left as it is (but the names that are the same)."""
    same = {"number_6"}  # « six » is six in both
    for table in (words.say, game.CHECKS):
        english, other = table.tables["en"], table.tables["fr"]
        alike = [key for key in english if english[key] == other[key] and key not in same]
        assert not alike, f"{table.where}: the same in French and English: {alike}"
