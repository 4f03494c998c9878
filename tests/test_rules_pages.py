"""The rules pages never contradict themselves (issue 41): what a page's text says of its own
diagrams, of the game's buttons and of its other sections holds, checked on the page's Markdown
and on the positions its diagram blocks build.

Each ``check_*`` takes a page's text, so that it can be tried on any version of the page; each
``test_*`` runs it on the page as it is.
"""

import re
from pathlib import Path

import pygames
from builder.diagrams import FENCE, build_state, parse_fields, steps
from pygames.game import said

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
TILE = r"\((-?\d+),(-?\d+),(-?\d+)\)"
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def page(game: str, name: str = "rules.md") -> str:
    return (DOCS / game / name).read_text(encoding="utf-8")


def blocks(text: str, game: str) -> list:
    """The ``(fields, state)`` of each of the page's diagram blocks of ``game``."""
    module = pygames.get(game)
    out = []
    for match in FENCE.finditer(text):
        if match.group("game") == game:
            fields = parse_fields(match.group("body"), game)
            out.append((fields, build_state(module, fields)))
    assert out, f"no {game} diagram on the page"
    return out


def prose(text: str) -> str:
    """The page without its fenced blocks: what the reader reads around the boards."""
    return FENCE.sub("", text)


def section(text: str, heading: str) -> str:
    """The text under a heading (``## The goal``), up to the next heading of the same level or above."""
    level = len(heading) - len(heading.lstrip("#"))
    start = text.index(f"\n{heading}\n") + len(heading) + 2
    following = re.compile(rf"^#{{1,{level}}} ", re.MULTILINE).search(text, start)
    return text[start:following.start() if following else len(text)]


def tiles_of(text: str) -> list:
    return [tuple(map(int, t)) for t in re.findall(TILE, text)]


# -- Palago ---------------------------------------------------------------------------


def check_palago_tables_start_on_the_centre_in_an_order_a_game_places(text):
    """The page says the first tile of a game goes on (0,0): so does every table's first tile ("in
    the order placed", as the drawing's description reads), and the order is a game's: two touching
    tiles to open, then each turn a first tile touching the table and a second touching the first."""
    from pygames.palago.board import adjacent

    for fields, state in blocks(text, "palago"):
        tiles = [tuple(t) for t in state.to_dict()["tiles"]]
        if not tiles:
            continue
        assert tiles[0][:2] == (0, 0), f"{fields.get('id')}: the first tile is {tiles[0]}, not on (0,0)"
        for i in range(1, len(tiles)):
            cell = tiles[i][:2]
            if i % 2:  # the second tile of the opening or of a turn touches the first
                assert adjacent(tiles[i - 1][:2], cell), f"{fields.get('id')}: tile {i + 1} {tiles[i]} does not touch the first of its turn"
            else:
                assert any(adjacent(t[:2], cell) for t in tiles[:i]), f"{fields.get('id')}: tile {i + 1} touches no earlier tile"
    assert "every table on this page starts there" in " ".join(text.split())


def check_palago_ringed_tiles_are_named_in_their_captions(text):
    """A caption that says "the ringed tile" also names it, cell and orientation: (q,r,l)."""
    module = pygames.get("palago")
    for fields, _ in blocks(text, "palago"):
        caption = fields.get("caption", "")
        if "ringed" not in caption:
            continue
        for hint in steps(fields.get("hint", ""), module):
            written = str(module.parse_move(hint))
            assert written in caption, f"{fields.get('id')}: the caption rings {written} without naming it"


def check_palago_openings_paragraph(text):
    """The openings paragraph names all six openings, each with its first tile (0,0,0) (the page has
    just said that tile's orientation makes no difference), the three lost ones first, as the rules
    spec's worked example 6 has them; and it links every opening puzzle."""
    from pygames.palago import initial_state
    from pygames.palago.board import canonical

    opening = section(text, "### The opening")
    pairs, turned = [], []  # "(0,0,0)+(-1,0,2) turned ..., as (0,0,2)+(0,1,4)": the same opening, turned
    for match in re.finditer(r"(\bas\s+)?" + TILE + r"\+" + TILE, opening):
        numbers = tuple(map(int, match.groups()[1:]))
        (turned if match.group(1) else pairs).append((numbers[:3], numbers[3:]))
    assert pairs, "the openings paragraph writes no opening"
    for first, second in pairs:
        assert first == (0, 0, 0), f"the opening {first}+{second} is written with its first tile turned"
    for pair in turned:
        assert canonical(pair) in {canonical(p) for p in pairs}, f"{pair} is not one of the openings named"
    start = initial_state()
    every = {canonical(start.play(a).play(b).tiles) for a in start.legal_moves() for b in start.play(a).legal_moves()}
    named = list(dict.fromkeys(canonical([a, b]) for a, b in pairs))  # in the order first written
    assert len(named) == len(every) == 6 and set(named) == every
    spec = (ROOT / "rules" / "palago.md").read_text(encoding="utf-8")
    lost = [tiles_of(m) for m in re.findall(r"after `(\([^`]*\))` Dark wins within", spec)]
    assert len(lost) == 3 and named[:3] == [canonical(t) for t in lost]
    ids = re.findall(r"^id: (palago-opening-[a-z-]+)$", page("palago", "puzzles.md"), re.MULTILINE)
    assert ids
    for puzzle in ids:
        assert f"(puzzles.md#{puzzle})" in opening, f"the openings paragraph does not link the puzzle {puzzle}"


def check_palago_touch_is_defined_before_use(text):
    words = prose(text)
    first = re.search(r"\btouch", words)
    assert first and words[first.start() - 2:first.start()] == "**", f"'touch' is used before it is defined: {words[first.start() - 60:first.end() + 20]!r}"


def check_palago_no_tile_belongs_to_a_player(text):
    """Tiles are shared: no "Light's tiles" or "Dark's tiles" (a group of a colour is that player's)."""
    found = re.findall(r"\b(?:Light|Dark)'s tiles\b", prose(text))
    assert not found, found


def test_palago_tables_start_on_the_centre_in_an_order_a_game_places():
    check_palago_tables_start_on_the_centre_in_an_order_a_game_places(page("palago"))


def test_palago_ringed_tiles_are_named_in_their_captions():
    check_palago_ringed_tiles_are_named_in_their_captions(page("palago"))


def test_palago_openings_paragraph_names_the_six_openings_and_links_their_puzzles():
    check_palago_openings_paragraph(page("palago"))


def test_palago_touch_is_defined_before_use():
    check_palago_touch_is_defined_before_use(page("palago"))


def test_palago_no_tile_belongs_to_a_player():
    check_palago_no_tile_belongs_to_a_player(page("palago"))


# -- Pallanguzhi ------------------------------------------------------------------------


def check_pallanguzhi_turns_fit_the_board(text):
    """A board's line says "Round r, turn t" from its block: only the start is round 1, turn 1, and in
    round 1 (South sows first) South moves after an even number of turns, North after an odd one."""
    from pygames.pallanguzhi import initial_state

    start = initial_state()
    for fields, state in blocks(text, "pallanguzhi"):
        name = fields.get("id")
        if state.turns == 0:
            assert (state.holes, state.bowls, state.round) == (start.holes, start.bowls, 1), f"{name}: {state.describe()}"
        if state.round == 1:
            assert state.to_move == ("south" if state.turns % 2 == 0 else "north"), f"{name}: {state.describe()}"
        else:
            assert state.turns >= state.round - 1 + state.stall, f"{name}: {state.describe()}"


def check_pallanguzhi_stopped_rounds(text):
    """The rules that end a round without anyone running out are linked by name from the note on who
    starts then, and the stall and the endless turn say who starts instead of "as if the side to move
    had run out" (that side would start)."""
    who = section(text, "### Who starts the next round")
    for heading in ("### The 60-turn stall", "### Endless turns"):
        anchor = heading.lstrip("# ").lower().replace(" ", "-").replace(",", "")
        assert f"\n{heading}\n" in text and f"(#{anchor})" in who, f"the note on stopped rounds does not link {heading}"
    assert not re.search(r"\bthe two limits below\b", text, re.IGNORECASE)
    for heading in ("### The 60-turn stall", "### Endless turns"):
        part = section(text, heading)
        assert "as if the side to move had run out" not in part.replace("\n    ", " ").replace("\n", " ")
        assert "start" in part, f"{heading} does not say who starts the next round"


def check_pallanguzhi_big_handful(text):
    """The page says how many seeds go all the way round when holes are closed."""
    sowing = section(text, "### Sowing").replace("\n", " ")
    assert "as many seeds as there are open holes" in sowing


def test_pallanguzhi_turns_fit_the_board():
    check_pallanguzhi_turns_fit_the_board(page("pallanguzhi"))


def test_pallanguzhi_stopped_rounds_say_who_starts():
    check_pallanguzhi_stopped_rounds(page("pallanguzhi"))


def test_pallanguzhi_big_handful_with_closed_holes():
    check_pallanguzhi_big_handful(page("pallanguzhi"))
    # and it is so: with S7 closed, 13 open holes, 13 seeds sown from S1 end in S1
    from pygames.pallanguzhi.rules import State
    from pygames.pallanguzhi.text import parse_move

    state = State.from_board("13 1 1 1 1 1 X | 5 5 5 5 5 5 5", bowls=(0, 17), round=2, turns=30)
    events = state.play_turn(parse_move("S1")).events
    first_lap = [e for e in events[1:] if e.kind in ("sow", "pasu")][:13]
    assert [e.kind for e in first_lap].count("sow") == 13 and first_lap[-1].hole == 0


# -- Palanquée ---------------------------------------------------------------------------


def check_palanquee_kinds_of_action(text):
    """"There are N kinds of action" counts the buttons under the boards, and names each one."""
    actions = pygames.get("palanquee").ACTIONS
    match = re.search(r"There are (\w+) kinds of action([^.]*)", text)
    assert match, "the page does not say how many kinds of action there are"
    assert NUMBERS.get(match.group(1)) == len(actions), f"{match.group(1)} kinds of action, {len(actions)} buttons"
    listed = match.group(2).replace("\n", " ")
    for action in actions:
        assert f"*{said(action.label)}*" in listed, f"the kinds of action do not name {said(action.label)}"


def check_palanquee_turn_numbers(text):
    """Black plays first, so Black plays the odd turns and White the even ones: no diagram says
    "White to play, turn 61"."""
    for fields, state in blocks(text, "palanquee"):
        number = state.turn + 1  # the line under the board: the turn being played
        assert (number % 2 == 1) == (state.to_move == "black"), f"{fields.get('id')}: {state.describe()}"


def check_palanquee_blue_line_stops_only_slanting_lines(text):
    """The page says once that the slanting lines stop at the blue line and a column goes on across
    it: every sentence that calls a run at the blue line safe says it is a slanting line's."""
    words = " ".join(prose(text).split())
    for sentence in re.split(r"(?<=[.:;])\s", words):
        if "blue line" in sentence and re.search(r"\bsafe\b|not in danger", sentence):
            assert "slanting" in sentence, sentence


def check_palanquee_sow_may_join_another_plant(text):
    sow = " ".join(section(text, "### Sow").split())
    assert "other than the one whose seed spent the action" in sow


def test_palanquee_kinds_of_action_match_the_buttons():
    check_palanquee_kinds_of_action(page("palanquee"))


def test_palanquee_black_plays_the_odd_turns_in_every_diagram():
    check_palanquee_turn_numbers(page("palanquee"))


def test_palanquee_blue_line_stops_only_slanting_lines():
    check_palanquee_blue_line_stops_only_slanting_lines(page("palanquee"))


def test_palanquee_a_sow_may_join_another_plant():
    check_palanquee_sow_may_join_another_plant(page("palanquee"))
    # and it is so: K7's action sows a seed next to E5's plant
    from pygames.palanquee.site import state_from_fields

    state = state_from_fields({"black_seeds": "K7 E5", "black_grains": "K8", "white_seeds": "P12", "turn": "12"})
    after = state.play("K7: sow E6")
    assert after.to_move == "black" and "E5" in after.describe()  # E5 still owes its action


# -- Congeners ---------------------------------------------------------------------------


def check_congeners_first_player(text):
    """The setup says who the first player is, and where a reader chooses to be one."""
    setup = " ".join(section(text, "## Setting up: the pie rule").split())
    assert "(play.md)" in setup and "**first player**" in setup and "**second player**" in setup
    assert re.search(r"\*\*first player\*\*, because the setup comes first", setup)


def check_congeners_enemy_stone_in_the_slide(text):
    """The slide's rule says in one place that only its last cell may hold a stone, an enemy one,
    and an enemy stone is among the reasons a slide stops."""
    moving = section(text, "### Moving a stone")
    item = next(i for i in re.split(r"\n- ", moving) if "through **empty** cells" in i)
    assert "enemy" in item and "last cell" in item
    stops = section(text, "### Why a slide stops")
    assert any("enemy" in i for i in re.split(r"\n- ", stops)[1:] if "holds" in i)


def test_congeners_first_player_is_defined():
    check_congeners_first_player(page("congeners"))


def test_congeners_enemy_stone_in_the_slide():
    check_congeners_enemy_stone_in_the_slide(page("congeners"))

