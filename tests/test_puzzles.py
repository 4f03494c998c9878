"""Puzzles: the goals, the proof at build time (and its refusals), the judge, every shipped puzzle."""

import json
import re
from html import unescape
from pathlib import Path

import pytest

import pygames
from builder import diagrams, pages, puzzles as blocks
from builder.words import WRITTEN, page_language
from pygames.game import speaking
from pygames import congeners, pallanguzhi
from pygames.puzzles import Goal, PuzzleError, amount, judge, main_line, meets, play_line, prove, turns

ROOT = Path(__file__).resolve().parent.parent
SEVEN = pallanguzhi.State.from_text("0.0.3.0.0.1.0-3.3.0.0.1.1.1-41.16-n.1.0.9.s")  # N1 wins 7, N5 and N7 3
# What the shipped pages hold at least, per game: (puzzles, puzzles of two turns or more).
MOST = {"pallanguzhi": (40, 10), "palago": (40, 10), "palanquee": (40, 10), "congeners": (40, 10)}


def puzzle_block(**fields):
    base = {
        "id": "t-1", "title": "T", "game": "pallanguzhi", "position": SEVEN.to_text(), "goal": "capture 7",
        "solution": "N1", "explanation": "E.", "source": "test",
    }
    base.update(fields)
    return "```puzzle\n" + "\n".join(f"{k}: {v}" for k, v in base.items() if v is not None) + "\n```\n"


@pytest.fixture(autouse=True)
def fresh_catalogue():
    blocks.catalogue.clear()
    yield
    blocks.catalogue.clear()


def build(markdown):
    return pages.replace_blocks(markdown, "docs/t/puzzles.md")


def test_a_proven_puzzle_becomes_a_section_and_enters_the_catalogue():
    _, figures = build(puzzle_block())
    (html,) = figures.values()
    assert html.startswith('<section class="pg-puzzle" id="t-1" data-game="pallanguzhi"')
    assert "North to play: win at least 7 seeds this turn." in html
    assert blocks.catalogue["en"]["t-1"]["url"] == "t/puzzles.html#t-1"


@pytest.mark.parametrize(
    "fields, reason",
    [
        ({"goal": "capture 3", "solution": "N5"}, "another first turn also meets the goal: N1"),
        ({"solution": "N5"}, "the stated solution does not meet the goal: N5 wins 3 seeds; the goal is at least 7"),
        ({"solution": "S1"}, "the solution is not legal: S1 is South's hole"),
        ({"goal": "capture 8"}, "the stated solution does not meet the goal: N1 wins 7 seeds; the goal is at least 8"),
        ({"goal": "checkmate"}, "unknown goal 'checkmate'"),
        ({"goal": "lead"}, "the goal lead is not a goal of Pallanguzhi"),
        ({"solution": "N1; S2"}, "the goal capture 7 takes one turn, but the solution goes on: S2"),
        ({"difficulty": "easy"}, "difficulty is measured when the site is built, not written"),
        ({"explanation": None}, "missing explanation"),
        ({"colour": "red"}, "unknown key 'colour'"),
        ({"title": "Seven seeds from N1"}, "the title names N1, a place of the answer (a title says what happens, not where)"),
    ],
)
def test_a_bad_puzzle_fails_the_build_naming_page_puzzle_and_reason(fields, reason):
    with pytest.raises(diagrams.DiagramError) as error:
        build(puzzle_block(**fields))
    assert str(error.value).startswith("docs/t/puzzles.md, puzzle 1 (line 1): ")
    assert reason in str(error.value)


def test_two_puzzles_may_not_share_an_id():
    with pytest.raises(diagrams.DiagramError, match="the id 't-1' is already used by t/puzzles.html#t-1"):
        build(puzzle_block() + "\n" + puzzle_block())


def test_accept_all_accepts_every_turn_that_meets_the_goal():
    tree = prove(SEVEN, Goal("capture", 3), ["N5"], accept_all=True)
    assert sorted(tree["accept"]) == ["N1", "N5", "N7"]


def test_the_judge_follows_a_two_step_turn():
    state = congeners.State.from_stones(black=[(0, 0), (1, 0), (3, 0)], white=[(-3, 0)])
    good = [t for t, after in turns(state).items() if not after.legal_turns()]
    assert good, "a turn that leaves White with no turn exists here"
    tree = {"accept": [good[0]]}
    move, place = good[0].split("; ")
    assert judge(state, Goal("no-turn"), tree, [move]) == {"verdict": "continue"}
    assert judge(state, Goal("no-turn"), tree, [move, place]) == {"verdict": "solved"}
    other = next(t for t in turns(state) if not t.startswith(move + ";"))
    verdict = judge(state, Goal("no-turn"), tree, [other.split("; ")[0]])
    assert verdict["verdict"] == "wrong" and verdict["message"].startswith("No turn that starts with ")


def test_a_win_in_two_needs_every_defence_refuted():
    state = SEVEN
    with pytest.raises(PuzzleError, match="does not force a win within 2 turns"):
        prove(state, Goal("win", 2), ["N1", "S1", "N2"])


def test_a_goal_of_two_turns_is_proven_along_its_main_line_and_judged():
    goal = Goal.parse("capture 9 in 2")  # N1 wins 7 now; after South's best reply, 2 more
    tree = prove(SEVEN, goal, ["N1"])
    assert main_line(SEVEN, goal, tree)[0] == ["N1", "S1", "N3"]
    verdict = judge(SEVEN, goal, tree, ["N1"])
    assert verdict["verdict"] == "reply" and verdict["reply"] == "S1" and verdict["why"].startswith("South answers S1")
    after = SEVEN.play("N1").play("S1")
    assert judge(after, goal, verdict["next"], ["N3"]) == {"verdict": "solved"}
    assert judge(SEVEN, goal, tree, ["N7"])["message"].startswith("N7 wins 3 seeds now, but South answers S1")


@pytest.mark.parametrize(
    "goal, solution, reason",
    [
        ("capture 7 in 2", "N1", "one turn already meets the goal: N1"),
        ("capture 9 in 2", "N7", "the stated solution does not meet the goal: after N7, South answers S1 and you win 7 in all"),
        ("capture 9 in 2", "N1; S1", "write only the first turn"),
        ("win 2 in 2", "N1", "'win N' already counts turns"),
    ],
)
def test_a_goal_of_several_turns_is_refused_when_it_is_not_one(goal, solution, reason):
    with pytest.raises(PuzzleError, match=re.escape(reason)):
        prove(SEVEN, Goal.parse(goal), solution.split("; "))


def test_two_puzzles_of_a_game_may_not_share_a_title():
    with pytest.raises(diagrams.DiagramError, match="the title 'T' is already used by t/puzzles.html#t-1"):
        build(puzzle_block() + "\n" + puzzle_block(id="t-2"))


def test_the_catalogue_and_the_theme_lists(tmp_path):
    build(puzzle_block())
    blocks.write_catalogue(tmp_path)
    catalogue = json.loads((tmp_path / "assets" / "pygames" / "puzzles.json").read_text())
    assert catalogue["version"] == 2 and catalogue["themes"]["pallanguzhi"]["pasu"]["name"] == "Pasu"
    (entry,) = catalogue["puzzles"]
    assert {"id", "title", "game", "game_name", "difficulty", "url", "turns", "themes", "rating", "goal_words", "position"} <= set(entry)
    page = tmp_path / "p.html"
    page.write_text('<p>x</p><div class="pg-theme-list" data-game="pallanguzhi" markdown="0"></div>')
    blocks.fill_theme_lists([page])
    assert "<dt id=\"theme-pasu\">Pasu</dt><dd>" in page.read_text()
    folded = tmp_path / "folded.html"  # in a folded block, Markdown puts the placeholder in a paragraph
    folded.write_text('<details><p><div class="pg-theme-list" data-game="palago" markdown="0"></div></p></details>')
    blocks.fill_theme_lists([folded])
    assert folded.read_text().startswith('<details><div class="pg-theme-list" data-game="palago"><dl>')
    assert folded.read_text().endswith("</dl></div></details>")


def test_a_proof_is_kept_for_the_same_block_and_source(tmp_path, monkeypatch):
    monkeypatch.setattr(blocks, "CACHE", tmp_path)
    first = build(puzzle_block())[1]
    assert len(list(tmp_path.glob("*.json"))) == 1
    blocks.catalogue.clear()

    def no_proof(*args, **kwargs):
        raise AssertionError("proven again")

    monkeypatch.setattr(blocks.puzzles, "prove", no_proof)
    assert list(build(puzzle_block())[1].values()) == list(first.values())
    with pytest.raises(AssertionError, match="proven again"):  # another block is proven
        build(puzzle_block(id="t-2", title="U", explanation="F."))


SHIPPED = sorted(ROOT.glob("docs/**/*.md"))


@pytest.fixture(scope="module")
def shipped():
    """Every shipped puzzle's page data, built once (the build's own proof), each in its page's
    language (``"lang"`` added); and each edition's catalogue."""
    blocks.catalogue.clear()
    found = []
    for page in SHIPPED:
        text = page.read_text()
        if "```puzzle" not in text:
            continue
        lang = page_language(page.name)
        with speaking(lang):
            _, figures = pages.replace_blocks(text, str(page.relative_to(ROOT)))
        for html in figures.values():
            match = re.search(r'data-puzzle="([^"]*)"', html)
            if match and 'class="pg-puzzle"' in html:
                found.append({**json.loads(unescape(match[1])), "lang": lang})
    catalogue = {lang: dict(entries) for lang, entries in blocks.catalogue.items()}
    yield found, catalogue


def test_every_shipped_puzzle_is_proven(shipped):
    found, catalogues = shipped
    assert set(catalogues) == {"en", "fr"}
    for lang, catalogue in catalogues.items():
        games = {entry["game"] for entry in catalogue.values()}
        assert games == {"palanquee", "congeners", "pallanguzhi", "palago"}
        for game in games:
            mine = [d for d in found if d["game"] == game and d["lang"] == lang]
            assert len(mine) >= MOST[game][0], (game, len(mine))
            assert sum(1 for d in mine if d["turns"] >= 2) >= MOST[game][1], game
            titles = [catalogue[d["id"]]["title"] for d in mine]
            assert len(set(titles)) == len(titles), game


def without_whys(value):
    if isinstance(value, dict):
        return {k: without_whys(v) for k, v in value.items() if k != "why"}
    return [without_whys(v) for v in value] if isinstance(value, list) else value


def test_each_puzzle_is_the_same_in_both_editions(shipped):
    """A French puzzle is its English twin: the same id, position, goal, proof and main line (a
    record or link made on one page opens on the other); only its words differ."""
    found = shipped[0]
    english = {d["id"]: d for d in found if d["lang"] == "en"}
    french = {d["id"]: d for d in found if d["lang"] == "fr"}
    assert list(english) == list(french)
    for pid, data in english.items():
        twin = french[pid]
        for key in ("game", "goal", "start", "solution", "turns", "themes", "difficulty", "rating"):
            assert twin[key] == data[key], (pid, key)
        assert without_whys(twin["tree"]) == without_whys(data["tree"]), pid  # the replies' reasons are said in each language
        assert twin["explanation"] != data["explanation"] and twin["goal_words"] != data["goal_words"], pid


def test_every_shipped_main_line_replays_legally_to_the_goal(shipped):
    for data in shipped[0]:
        module = pygames.get(data["game"])
        start = module.State.from_text(data["start"])
        goal = Goal.parse(data["goal"])
        state, total, mover = start, 0, start.to_move
        assert len(data["solution"]) == 2 * data["turns"] - 1 and len(data["replies"]) == data["turns"] - 1, data["id"]
        for turn in data["solution"]:
            before = state
            state = play_line(state, turn.split("; "))  # legal, or IllegalMove
            assert state.turn_over(), (data["id"], turn)
            if before.to_move == mover and goal.counted:
                total += amount(goal, before, turn, state)
        if goal.kind == "win":
            assert state.is_over() and state.winner() == mover, data["id"]
        elif goal.counted:
            assert total >= goal.n, data["id"]
        else:
            last = data["solution"][-1]
            before = play_line(start, "; ".join(data["solution"][:-1]).split("; ")) if len(data["solution"]) > 1 else start
            assert meets(goal.one_turn(), before, last, state)[0], data["id"]
        with speaking(data["lang"]):
            assert len(data["hints"]) >= 3 and data["hints"][-1] == WRITTEN("hint_play", move=data["solution"][0]), data["id"]
        assert data["difficulty"] in ("easy", "medium", "hard") and set(data["themes"]) <= set(module.PUZZLE_THEMES), data["id"]


def test_the_judge_follows_every_shipped_main_line_to_solved(shipped):
    for data in shipped[0]:
        module = pygames.get(data["game"])
        state = module.State.from_text(data["start"])
        goal, node, line = Goal.parse(data["goal"]), data["tree"], data["solution"]
        for i in range(0, len(line), 2):
            steps = line[i].split("; ")
            for n in range(1, len(steps)):
                assert judge(state, goal, node, steps[:n]) == {"verdict": "continue"}, (data["id"], steps[:n])
            verdict = judge(state, goal, node, steps)
            if i == len(line) - 1:
                assert verdict == {"verdict": "solved"}, (data["id"], verdict)
                break
            assert verdict["verdict"] == "reply" and verdict["reply"] == line[i + 1], (data["id"], verdict)
            assert verdict["why"] == data["replies"][i // 2], data["id"]
            state = play_line(play_line(state, steps), line[i + 1].split("; "))
            node = verdict["next"]


def test_the_browser_gets_the_reply_and_why_and_the_next_turn():
    from pygames import web

    goal = Goal.parse("capture 9 in 2")
    tree = prove(SEVEN, goal, ["N1"])
    puzzle = {"goal": str(goal), "tree": tree, "start": SEVEN.to_text(), "steps": []}
    answer = json.loads(web.handle(json.dumps({"op": "play", "game": "pallanguzhi", "position": SEVEN.to_text(), "move": "N1", "puzzle": puzzle})))
    verdict = answer["puzzle"]
    assert verdict["verdict"] == "reply" and verdict["reply"] == "S1" and verdict["why"]
    after = SEVEN.play("N1").play("S1").to_text()
    turn = json.loads(web.handle(json.dumps({"op": "puzzle_turn", "game": "pallanguzhi", "position": after, "puzzle": {"tree": verdict["next"]}})))
    assert turn == {"ok": True, "turn": "N3", "area": "Look at the middle three holes of your row."}  # the hint before the turn
