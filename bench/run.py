"""The benchmark of the site: how fast the playable diagrams come alive and answer.

Run it with ``make bench`` (which builds ``site/`` first) or, once built,
``.venv/bin/python bench/run.py``. It serves ``site/`` on http://127.0.0.1:8000
(the origin of ``site_url``, so Material's instant navigation engages), drives
Debian's Chromium with Playwright and measures:

1. Cold boot to interactive, against a bare Pyodide boot, in the same run.
   *Bare* is ``bench/bare/index.html`` (served as /__bench__/index.html): a page
   whose module Worker only does ``loadPyodide({indexURL: "/pyodide/"})`` from the
   site's vendored copy; the time is the page's ``performance.now()`` (from
   navigation start) when the worker says it is ready. *Site* is
   /pallanguzhi/rules.html: the time is ``pygamesRuntime.lastInteractive``, the
   page's ``performance.now()`` when all 13 diagrams have become interactive.
   Every sample gets a fresh browser context (a cold HTTP cache); the two kinds
   are interleaved, in alternating order, after one discarded warm-up pair.
   Target: median(site) / median(bare) <= 1.15.
2. Interactive after an instant navigation: with the runtime booted, go to
   "About this site", then in one task take ``t0 = performance.now()`` and click
   Pallanguzhi's "Rules" nav link; the sample is ``lastInteractive - t0``. The worker must
   not boot again (``boots`` stays 1) and the page must not reload. Target: median
   <= 150 ms.
3. Click to board: on #opening at speed "instant", real clicks on S1 then Reset,
   repeatedly; the samples are ``pygamesRuntime.latencies`` (ms from the click to
   the first updated board being swapped in). Target: median <= 50 ms (p90 shown).
4. Engine speed in CPython: random full Pallanguzhi games per second for about
   3 seconds, game n playing ``random.Random(n).choice(state.legal_moves())``.
5. The computer in the browser: on the play page, against Hard at speed
   "instant", the reader plays the first legal hole each turn; the samples are
   ``pygamesRuntime.thinkMs`` (ms from asking the worker for Hard's move to the
   answer). Target: the slowest answer <= 1000 ms.
7. Palago: random full games per second in CPython, the cost of one tile
   (its legality and the win check) as the table grows, and click to board in
   the browser (a click on an empty cell of the rules page's #opening to the
   preview of the tile there). Target: click to board <= 50 ms.
8. Congeners: random full games per second on a side-6 board in CPython (setup
   included, every step a random legal one), the time to list every legal turn
   (move and placement) of positions met in those games, and click to board in
   the browser (clicks on the stone (1,0) of the rules page's #slide, which
   select it and drop it in turn). Target: click to board <= 50 ms.
9. Palanquée: random full games per second in CPython (every action a random
   legal one, to the end or the 500-turn cap), the time to list every legal
   action of positions met in those games (a fresh state each, nothing cached),
   and click to board in the browser: on the play page, opened by a share link
   on a position of a random game where Black's turn has two actions, choose
   Grow, click a marked cell (the action is played: that click is the sample),
   then take it back. Target: click to board <= 50 ms. Also shown: the time
   until the play page is ready with nothing saved, and with a saved game of
   300 random turns (whose every action Python replays on load).
10. Puzzles: the time to prove every puzzle of the site (each block's proof,
   as the build runs it) and the time of a whole ``mkdocs build`` into a
   temporary directory. Target: the whole site builds in <= 60 s.
6. The levels' strength (``bench/levels.py``), for each game with a computer
   player: each level against the one below (Expert against Hard included),
   100 games each, half moving first. Target: >= 75% each step. Also Expert in
   the browser (Pallanguzhi and Palago: the slowest answer <= 1.2 s) and the
   shared search's nodes per second in CPython and in the browser.

A small init script wraps ``window.Worker`` on every page to note, on the page's
clock, when the worker was created and when its "ready" message arrived; with the
worker's own ``bootMs`` this splits a cold boot into page load, Pyodide boot and
diagram rendering (printed under the table). Progress goes to stderr; the table
and a PASS/FAIL per target to stdout. The exit status is 0 whatever the results
(this reports, it does not test), and 2 if the site cannot be served.
"""

import functools
import http.server
import math
import os
import random
import statistics
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
BARE = Path(__file__).resolve().parent / "bare"
sys.path.insert(0, str(ROOT))  # pygames, for the engine measure
sys.path.insert(0, str(Path(__file__).resolve().parent))  # levels.py
sys.path.insert(0, str(ROOT / "site_tests"))  # browser.py: Chromium and the static server

from browser import CHROMIUM, CHROMIUM_ARGS, SiteHandler  # noqa: E402

HOST, PORT = "127.0.0.1", 8000
ORIGIN = f"http://{HOST}:{PORT}"
RULES_URL = ORIGIN + "/pallanguzhi/rules.html"
BARE_URL = ORIGIN + "/__bench__/index.html"
PLAY_URL = ORIGIN + "/pallanguzhi/play.html"
BENCH_PREFIX = "/__bench__/"
COLD_SAMPLES = 9  # of each kind, after one warm-up pair
NAV_SAMPLES = 10
CLICK_SAMPLES = 20
ENGINE_SECONDS = 3.0
THINK_SAMPLES = 25  # Hard's answers in the browser
LEVEL_GAMES = 100
TIMEOUT_MS = 60000

BOOT_RATIO_TARGET = 1.15
NAV_TARGET_MS = 150
CLICK_TARGET_MS = 50
BUILD_TARGET_S = 60
THINK_TARGET_MS = 1000
EXPERT_TARGET_MS = 1200
LEVEL_TARGET = 0.75

OPENING = "#opening"

# Notes, on the page's clock, when each worker is made and when it says "ready". Pages
# may make other workers (Material's search worker): the one that says "ready" counts.
INSTRUMENT = """
(() => {
  const Original = window.Worker;
  const marks = (window.__bench = { workerAt: null, readyAt: null });
  window.Worker = class extends Original {
    constructor(url, options) {
      const at = performance.now();
      super(url, options);
      this.addEventListener("message", (event) => {
        if (marks.readyAt === null && event.data && event.data.type === "ready") {
          Object.assign(marks, { workerAt: at, readyAt: performance.now() });
        }
      });
    }
  };
})();
"""


STARTED = time.perf_counter()


def progress(message):
    print(f"[bench {time.perf_counter() - STARTED:6.1f}s] {message}", file=sys.stderr, flush=True)


# ------------------------------------------------------------------ server --


class Handler(SiteHandler):
    """The site's static server (site_tests/browser.py), plus /__bench__/ -> bench/bare/."""

    def translate_path(self, path):
        if urllib.parse.urlsplit(path).path.startswith(BENCH_PREFIX):
            site_directory = self.directory
            self.directory = str(BARE)
            try:
                return super().translate_path(path[len(BENCH_PREFIX) - 1 :])
            finally:
                self.directory = site_directory
        return super().translate_path(path)



def start_server():
    if not (SITE / "pallanguzhi" / "rules.html").exists():
        sys.exit("bench: site/ is not built; run 'make bench', which builds it first")
    try:
        server = http.server.ThreadingHTTPServer((HOST, PORT), functools.partial(Handler, directory=str(SITE)))
    except OSError as error:
        print(
            f"bench: cannot serve the site on {ORIGIN} ({error}).\n"
            f"Port {PORT} is busy: stop whatever uses it (a 'make serve'?) and run the bench again; "
            "it must be this exact origin, the site_url, for instant navigation to work.",
            file=sys.stderr,
        )
        sys.exit(2)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ----------------------------------------------------------------- helpers --


def median(values):
    return statistics.median(values) if values else math.nan


def p90(values):
    """Nearest-rank 90th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)] if ordered else math.nan


class Watch:
    """Collects a page's JavaScript errors and any request that leaves the origin."""

    def __init__(self):
        self.errors = []
        self.foreign = []

    def attach(self, context, page):
        local = (ORIGIN + "/", "data:", "blob:")
        context.on("request", lambda r: None if r.url.startswith(local) else self.foreign.append(r.url))
        page.on("pageerror", lambda e: self.errors.append(str(e)))


def fresh_page(browser, watch):
    context = browser.new_context()
    context.add_init_script(INSTRUMENT)
    page = context.new_page()
    watch.attach(context, page)
    return context, page


# -------------------------------------------------------- 1. cold boot --


def cold_bare(browser, watch):
    context, page = fresh_page(browser, watch)
    try:
        page.goto(BARE_URL, wait_until="commit")
        page.wait_for_function("window.bare && window.bare.state !== 'booting'", polling=50, timeout=TIMEOUT_MS)
        result = page.evaluate("({ ...window.__bench, ...window.bare })")
    finally:
        context.close()
    if result["state"] != "ready":
        raise RuntimeError(f"the bare Pyodide page failed: {result['reason']}")
    return {key: result[key] for key in ("bootMs", "workerAt", "readyAt")} | {"interactive": result["readyAt"]}


def cold_site(browser, watch):
    context, page = fresh_page(browser, watch)
    try:
        page.goto(RULES_URL, wait_until="commit")
        page.wait_for_function(
            "(r => r && (r.state === 'failed' || (r.state === 'ready' && r.lastInteractive !== null)))(window.pygamesRuntime)",
            polling=50,
            timeout=TIMEOUT_MS,
        )
        result = page.evaluate(
            "({ state: pygamesRuntime.state, reason: pygamesRuntime.reason, interactive: pygamesRuntime.lastInteractive,"
            " bootMs: pygamesRuntime.bootMs, ...window.__bench })"
        )
    finally:
        context.close()
    if result["state"] != "ready":
        raise RuntimeError(f"the site's runtime failed: {result['reason']}")
    return result


def measure_cold_boot(browser, watch):
    progress("cold boot: warm-up pair (discarded)")
    cold_bare(browser, watch)
    cold_site(browser, watch)
    bare, site = [], []
    for i in range(COLD_SAMPLES):
        order = [("bare", cold_bare, bare), ("site", cold_site, site)]
        if i % 2:
            order.reverse()
        for name, sample, into in order:
            into.append(sample(browser, watch))
            progress(f"cold boot {i + 1}/{COLD_SAMPLES} {name}: {into[-1]['interactive'] / 1000:.2f} s (worker bootMs {into[-1]['bootMs']:.0f})")
    return bare, site


# ------------------------------------------------ 2. instant navigation --


CLICK_RULES_NOW = """() => {
  const link = document.querySelector("a.md-nav__link[href*='pallanguzhi/rules.html']");
  const t = performance.now();
  link.click();
  return t;
}"""


def nav_link(page, text):
    return page.locator("a.md-nav__link", has_text=text).first


def open_booted_rules(browser, watch):
    context, page = fresh_page(browser, watch)
    page.goto(RULES_URL)
    page.wait_for_function(
        "(r => r && r.state === 'ready' && r.lastInteractive !== null)(window.pygamesRuntime)", timeout=TIMEOUT_MS
    )
    return context, page


def measure_instant_nav(page):
    page.evaluate("window.__samePage = true")
    samples = []
    for i in range(NAV_SAMPLES):
        nav_link(page, "About this site").click()
        page.wait_for_url("**/about.html")
        page.wait_for_function("!document.querySelector('.pg-diagram')", timeout=TIMEOUT_MS)
        t0 = page.evaluate(CLICK_RULES_NOW)
        page.wait_for_url("**/pallanguzhi/rules.html")
        page.wait_for_function("t0 => window.pygamesRuntime.lastInteractive > t0", arg=t0, timeout=TIMEOUT_MS)
        samples.append(page.evaluate("window.pygamesRuntime.lastInteractive") - t0)
        progress(f"instant navigation {i + 1}/{NAV_SAMPLES}: {samples[-1]:.0f} ms")
    same_page = page.evaluate("window.__samePage === true")
    boots = page.evaluate("window.pygamesRuntime.boots")
    diagrams = page.locator("figure.pg-diagram").count()
    return samples, same_page, boots, diagrams


# ------------------------------------------------------ 3. click to board --


def wait_opening_idle(page):
    page.wait_for_function(
        f"(() => {{ const b = document.querySelector('{OPENING} .pg-board'); return b && !b.hasAttribute('aria-busy'); }})()",
        timeout=TIMEOUT_MS,
    )


def measure_clicks(page):
    page.locator(f"{OPENING} .pg-speed-select").select_option("instant")
    hole = page.locator(f"{OPENING} [data-hole='S1']")
    start = page.evaluate("window.pygamesRuntime.latencies.length")
    for i in range(CLICK_SAMPLES):
        hole.click()
        page.wait_for_function("n => window.pygamesRuntime.latencies.length > n", arg=start + i, timeout=TIMEOUT_MS)
        wait_opening_idle(page)
        page.locator(f"{OPENING} .pg-reset").click()
        page.wait_for_function(
            f"document.querySelector(\"{OPENING} [data-hole='S6']\")?.getAttribute('aria-label') === 'S6, 5 seeds'",
            timeout=TIMEOUT_MS,
        )
    latencies = page.evaluate("window.pygamesRuntime.latencies")[start:]
    progress(f"click to board: {CLICK_SAMPLES} clicks, median {median(latencies):.1f} ms")
    return latencies


# ------------------------------------------------------- 4. engine speed --


def measure_engine(seconds=ENGINE_SECONDS):
    from pygames.pallanguzhi import initial_state

    games = turns = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(games)
        state = initial_state()
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            turns += 1
        games += 1
    elapsed = time.perf_counter() - started
    progress(f"engine: {games} games in {elapsed:.2f} s")
    return games / elapsed, turns / games


# ------------------------------------------- 5. the computer in the browser --


def measure_level_in_browser(browser, watch, url, level, side, samples=THINK_SAMPLES):
    """The computer's answers at ``level`` on a play page: ms per answer and the searches' nodes per second."""
    context, page = fresh_page(browser, watch)
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=TIMEOUT_MS)
    page.locator("#game .pg-opponent").select_option(level)
    page.locator("#game .pg-side").select_option(side)
    page.locator("#game .pg-new").click()
    if page.locator("#game .pg-speed-select").count():
        page.locator("#game .pg-speed-select").select_option("instant")
    while page.evaluate("window.pygamesRuntime.thinkMs.length") < samples:
        page.wait_for_selector(f"#game[data-turn=human], #game[data-turn={side}], #game[data-turn=over]", timeout=TIMEOUT_MS)
        if page.get_attribute("#game", "data-turn") == "over":
            page.locator("#game .pg-new").click()
            page.wait_for_selector("#game:not([data-turn=over])", timeout=TIMEOUT_MS)
            continue
        answered = page.evaluate("window.pygamesRuntime.thinkMs.length")
        page.locator("#game .pg-legal").first.click()
        if page.locator("#game .pg-place").count():  # a tile: previewed by the click, then placed
            steps = page.locator("#game .pg-moves li").count()
            page.wait_for_function("() => !document.querySelector('#game .pg-place').disabled", timeout=TIMEOUT_MS)
            page.locator("#game .pg-place").click()
            page.wait_for_function(
                "n => document.querySelectorAll('#game .pg-moves li').length > n", arg=steps, timeout=TIMEOUT_MS
            )
            continue
        page.wait_for_function(
            "n => window.pygamesRuntime.thinkMs.length > n || document.querySelector('#game').dataset.turn === 'over'",
            arg=answered,
            timeout=TIMEOUT_MS,
        )
    samples_ms = page.evaluate("window.pygamesRuntime.thinkMs")
    searches = page.evaluate("window.pygamesRuntime.searches")
    context.close()
    nodes = sum(s["nodes"] for s in searches)
    seconds = sum(s["seconds"] for s in searches)
    progress(f"{url.rsplit('/', 2)[-2]} {level} in the browser: {len(samples_ms)} answers, slowest {max(samples_ms):.0f} ms")
    return {"ms": samples_ms, "nps": nodes / seconds if seconds else 0.0}


def search_nps_cpython(game, level, positions=6, seed=5):
    """The shared search's nodes per second in CPython, at ``level``, on positions of random games."""
    import pygames
    from pygames import search

    module = pygames.get(game)
    rng = random.Random(seed)
    nodes = seconds = 0.0
    for _ in range(positions):
        state = module.initial_state()
        for _ in range(rng.randrange(4, 30)):
            if state.is_over():
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.is_over() or not state.turn_over():
            continue
        module.choose_move(state, level, seed=1)
        if search.LAST:
            nodes += search.LAST[0].nodes
            seconds += search.LAST[0].seconds
    return nodes / seconds if seconds else 0.0


# ------------------------------------------------------------- 7. Palago --

PALAGO_RULES_URL = ORIGIN + "/palago/rules.html"
PALAGO_PLAY_URL = ORIGIN + "/palago/play.html"


def measure_palago_engine(seconds=ENGINE_SECONDS):
    from pygames.palago import initial_state

    games = 0
    per_tile = {}  # tiles already on the table (by twelves) -> seconds per play()
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(games)
        state = initial_state()
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            t0 = time.perf_counter()
            after = state.play(move)
            per_tile.setdefault(len(state.tiles) // 12, []).append(time.perf_counter() - t0)
            state = after
        games += 1
    elapsed = time.perf_counter() - started
    progress(f"Palago engine: {games} games in {elapsed:.2f} s")
    costs = {k: 1e6 * statistics.mean(v) for k, v in sorted(per_tile.items())}
    return games / elapsed, costs


def measure_palago_clicks(browser, watch):
    context, page = fresh_page(browser, watch)
    page.goto(PALAGO_RULES_URL)
    page.wait_for_selector("#opening [data-cell][role=button]", timeout=TIMEOUT_MS)
    page.wait_for_function("window.pygamesRuntime.state === 'ready'", timeout=TIMEOUT_MS)
    cells = page.locator("#opening .pg-cell.pg-legal").evaluate_all("els => els.map(e => e.dataset.cell)")
    start = page.evaluate("window.pygamesRuntime.latencies.length")
    for i in range(CLICK_SAMPLES):
        where = cells[i % len(cells)]
        page.locator(f"#opening [data-cell='{where}']").click()
        page.wait_for_function("n => window.pygamesRuntime.latencies.length > n", arg=start + i, timeout=TIMEOUT_MS)
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('#opening .pg-status').textContent.startsWith('Preview')")
    latencies = page.evaluate("window.pygamesRuntime.latencies")[start:]
    context.close()
    progress(f"Palago click to board: {len(latencies)} clicks, median {median(latencies):.1f} ms")
    return latencies


# ---------------------------------------------------------- 8. Congeners --

CONGENERS_RULES_URL = ORIGIN + "/congeners/rules.html"


def time_listing(State, samples, listing):
    """Seconds to list what ``listing`` lists for each of (up to 200) positions, read afresh; and the counts."""
    timings, counts = [], []
    for text in samples[:200]:
        state = State.from_text(text)  # a fresh state: nothing worked out yet
        t0 = time.perf_counter()
        counts.append(len(listing(state)))
        timings.append(time.perf_counter() - t0)
    return timings, counts


def measure_congeners_engine(seconds=ENGINE_SECONDS):
    from pygames.congeners import State, initial_state

    games = plies = 0
    samples = []  # positions met at the start of turns, for the legal-turn timing
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(games)
        state = initial_state(size=6)
        while not state.is_over():
            if state.phase == "move" and rng.random() < 0.05:
                samples.append(state.to_text())
            state = state.play(rng.choice(state.legal_moves()))
        games += 1
        plies += state.plies
    elapsed = time.perf_counter() - started
    progress(f"Congeners engine: {games} games in {elapsed:.2f} s")
    timings, turns = time_listing(State, samples, lambda state: state.legal_turns())
    return games / elapsed, plies / games, 1000 * median(timings), median(turns)


def measure_congeners_clicks(browser, watch):
    context, page = fresh_page(browser, watch)
    page.goto(CONGENERS_RULES_URL)
    page.wait_for_selector("#slide[data-ready]", timeout=TIMEOUT_MS)
    start = page.evaluate("window.pygamesRuntime.latencies.length")
    for i in range(CLICK_SAMPLES):
        page.locator("#slide [data-cell='1,0']").click(force=True)
        page.wait_for_function("n => window.pygamesRuntime.latencies.length > n", arg=start + i, timeout=TIMEOUT_MS)
    latencies = page.evaluate("window.pygamesRuntime.latencies")[start:]
    context.close()
    progress(f"Congeners click to board: {len(latencies)} clicks, median {median(latencies):.1f} ms")
    return latencies


# ---------------------------------------------------------- 9. Palanquée --

PALANQUEE_PLAY_URL = ORIGIN + "/palanquee/play.html"
PALANQUEE_GAMES = 3  # at least, within ENGINE_SECONDS


def measure_palanquee_engine(seconds=ENGINE_SECONDS):
    from pygames.palanquee import State, initial_state

    games = actions = turns = 0
    samples = []  # positions met in the games, for the legal-action timing
    ends = {}
    started = time.perf_counter()
    while games < PALANQUEE_GAMES or time.perf_counter() - started < seconds:
        rng = random.Random(games)
        state = initial_state()
        while not state.is_over():
            if rng.random() < 0.02:
                samples.append(state.to_text())
            state = state.play(rng.choice(state.legal_moves()))
            actions += 1
        games += 1
        turns += state.turn
        ends[state.ending] = ends.get(state.ending, 0) + 1
    elapsed = time.perf_counter() - started
    progress(f"Palanquée engine: {games} games in {elapsed:.2f} s ({ends})")
    timings, counts = time_listing(State, samples, lambda state: state.legal_moves())
    return {
        "games_per_s": games / elapsed, "actions": actions / games, "turns": turns / games, "ends": ends,
        "legal_ms": 1000 * median(timings), "legal_p90_ms": 1000 * p90(timings), "legal_count": median(counts),
    }


def palanquee_bench_position():
    """A position of a random game, at the start of a turn of Black's with two actions and a grow."""
    from pygames.palanquee import initial_state

    rng = random.Random(9)
    state = initial_state()
    while True:
        if state.to_move == "black" and state.turn >= 40 and len(state.owed) >= 2 and state.targets("grow"):
            return state.to_text()
        state = state.play(rng.choice(state.legal_moves()))
        if state.is_over():
            state = initial_state()


def measure_palanquee_clicks(browser, watch):
    context, page = fresh_page(browser, watch)
    page.goto(PALANQUEE_PLAY_URL + "#position=" + palanquee_bench_position())
    page.wait_for_selector("#game[data-ready]", timeout=TIMEOUT_MS)
    start = page.evaluate("window.pygamesRuntime.latencies.length")
    for i in range(CLICK_SAMPLES):
        page.locator("#game .pg-action[data-action='grow']").click()
        page.wait_for_selector("#game .pg-legal", timeout=TIMEOUT_MS)
        target = page.locator("#game .pg-legal").first
        target.evaluate("e => e.scrollIntoView({block: 'center'})")
        target.click(force=True)
        page.wait_for_function("n => window.pygamesRuntime.latencies.length > n", arg=start + i, timeout=TIMEOUT_MS)
        page.locator("#game .pg-undo").click()
        page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 0", timeout=TIMEOUT_MS)
    latencies = page.evaluate("window.pygamesRuntime.latencies")[start:]
    context.close()
    progress(f"Palanquée click to board: {len(latencies)} clicks, median {median(latencies):.1f} ms")
    return latencies


def measure_palanquee_resume(browser, watch, turns=300):
    """Seconds to open the play page with nothing saved, and with a saved game of ``turns`` random turns (replayed by Python)."""
    import json

    from pygames.palanquee import initial_state

    rng = random.Random(2)
    state = initial_state()
    moves = []
    while not state.is_over() and state.turn < turns:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    saved = json.dumps({"version": 1, "start": initial_state().to_text(), "moves": moves})
    times = []
    for value in (None, saved):
        context, page = fresh_page(browser, watch)
        if value:
            context.add_init_script(f"localStorage.setItem('pygames.palanquee.game.v1', {json.dumps(value)})")
        page.goto(PALANQUEE_PLAY_URL)
        page.wait_for_selector("#game[data-ready]", timeout=TIMEOUT_MS)
        times.append(page.evaluate("performance.now()") / 1000)
        if value:
            assert page.locator("#game .pg-moves li").count() == len(moves), "the saved game was not restored"
        context.close()
    progress(f"Palanquée resume: empty {times[0]:.1f} s, {len(moves)} saved actions {times[1]:.1f} s")
    return {"actions": len(moves), "turns": turns, "empty_s": times[0], "saved_s": times[1]}


# ------------------------------------------------------------ 10. Puzzles --


PHONE_TAP_TARGET = 44  # CSS px, at the zoom a board opens with on a 375 px touch screen
PALANQUEE_RULES_KB = 600
PAGES = [f"{game}/{kind}.html" for game in ("palanquee", "congeners", "pallanguzhi", "palago") for kind in ("rules", "play", "puzzles")]
SMALLEST_PLACE = """() => Math.min(...[...document.querySelectorAll('.pg-board [data-cell], .pg-board [data-hole]')]
  .map(e => e.getBoundingClientRect()).filter(r => r.width > 0).map(r => Math.min(r.width, r.height)))"""


def measure_phone_boards(browser, watch):
    """Each page's smallest board place at 375 px with touch (the zoom it opens with), and its HTML weight."""
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    page = context.new_page()
    watch.attach(context, page)
    rows = []
    for path in PAGES:
        progress(f"phone boards: {path}")
        page.goto(f"{ORIGIN}/{path}")
        page.wait_for_function("() => document.querySelector('.pg-zoom-toggle') || !document.querySelector('.pg-board')", timeout=TIMEOUT_MS)
        page.wait_for_timeout(500)
        rows.append((path, page.evaluate(SMALLEST_PLACE), (SITE / path).stat().st_size / 1000))
    context.close()
    return rows


def measure_puzzles():
    import subprocess
    import tempfile

    sys.path.insert(0, str(ROOT))
    from builder import diagrams, puzzles

    puzzles.catalogue.clear()
    started = time.perf_counter()
    for page in sorted((ROOT / "docs").glob("**/*.md")):
        text = page.read_text()
        if "```puzzle" in text:
            diagrams.replace_blocks(text, str(page.relative_to(ROOT)))
    proofs = time.perf_counter() - started
    count = len(puzzles.catalogue)
    puzzles.catalogue.clear()
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        subprocess.run(
            [str(ROOT / ".venv" / "bin" / "mkdocs"), "build", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", out],
            check=True, cwd=ROOT, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        )
        build = time.perf_counter() - started
    progress(f"puzzles: {count} proven in {proofs:.1f} s; whole build {build:.1f} s")
    return count, proofs, build


# ------------------------------------------------------ 6. levels' strength --


def measure_levels():
    from levels import measure

    progress(f"levels: {LEVEL_GAMES} games per pairing on both cores")
    return measure(LEVEL_GAMES)


# ------------------------------------------------------------------ report --


def verdict(ok):
    return "PASS" if ok else "FAIL"


def print_report(r):
    bare, site = r["bare"], r["site"]
    bare_s = median([s["interactive"] for s in bare]) / 1000
    site_s = median([s["interactive"] for s in site]) / 1000
    ratio = site_s / bare_s
    nav = median(r["nav"])
    nav_ok = nav <= NAV_TARGET_MS and r["boots"] == 1 and r["same_page"]
    click_median, click_p90 = median(r["clicks"]), p90(r["clicks"])
    n = len(site)
    rows = [
        (f"cold boot, bare Pyodide (median of {n})", f"{bare_s:.2f} s", "", ""),
        (f"cold boot to interactive, site (median of {n})", f"{site_s:.2f} s", "", ""),
        ("boot ratio site / bare", f"{ratio:.2f}", f"<= {BOOT_RATIO_TARGET}", verdict(ratio <= BOOT_RATIO_TARGET)),
        (f"instant nav to interactive (median of {len(r['nav'])})", f"{nav:.0f} ms", f"<= {NAV_TARGET_MS} ms", verdict(nav_ok)),
        ("  worker boots after the navigations", f"{r['boots']}", "1", verdict(r["boots"] == 1 and r["same_page"])),
        (f"click to board, median ({len(r['clicks'])} clicks)", f"{click_median:.1f} ms", f"<= {CLICK_TARGET_MS} ms", verdict(click_median <= CLICK_TARGET_MS)),
        ("click to board, p90", f"{click_p90:.1f} ms", "", ""),
        ("engine: random games / s (CPython)", f"{r['games_per_s']:.1f}", "", ""),
        ("engine: average turns per game", f"{r['turns_per_game']:.1f}", "", ""),
        ("Palago engine: random games / s (CPython)", f"{r['palago_games_per_s']:.1f}", "", ""),
        *[
            (f"Palago: one tile with {12 * k}-{12 * k + 11} on the table", f"{us:.0f} us", "", "")
            for k, us in r["palago_tile_cost"].items()
        ],
        (f"Palago click to board, median ({len(r['palago_clicks'])} clicks)", f"{median(r['palago_clicks']):.1f} ms", f"<= {CLICK_TARGET_MS} ms", verdict(median(r["palago_clicks"]) <= CLICK_TARGET_MS)),
        ("Congeners engine: random games / s on side 6 (CPython)", f"{r['congeners_games_per_s']:.1f}", "", ""),
        ("Congeners: average turns per random game", f"{r['congeners_plies']:.0f}", "", ""),
        (f"Congeners: every legal turn of a position (median, {r['congeners_turns']:.0f} turns)", f"{r['congeners_turns_ms']:.1f} ms", "", ""),
        (f"Congeners click to board, median ({len(r['congeners_clicks'])} clicks)", f"{median(r['congeners_clicks']):.1f} ms", f"<= {CLICK_TARGET_MS} ms", verdict(median(r["congeners_clicks"]) <= CLICK_TARGET_MS)),
        ("Palanquée engine: random games / s (CPython)", f"{r['palanquee']['games_per_s']:.2f}", "", ""),
        (
            "Palanquée: actions / turns per random game",
            f"{r['palanquee']['actions']:.0f} / {r['palanquee']['turns']:.0f}", "", "",
        ),
        (
            f"Palanquée: every legal action of a position (median, {r['palanquee']['legal_count']:.0f} actions)",
            f"{r['palanquee']['legal_ms']:.2f} ms", "", "",
        ),
        ("Palanquée: every legal action of a position, p90", f"{r['palanquee']['legal_p90_ms']:.2f} ms", "", ""),
        (
            f"Palanquée click to board, median ({len(r['palanquee_clicks'])} clicks)",
            f"{median(r['palanquee_clicks']):.1f} ms", f"<= {CLICK_TARGET_MS} ms",
            verdict(median(r["palanquee_clicks"]) <= CLICK_TARGET_MS),
        ),
        ("Palanquée click to board, p90", f"{p90(r['palanquee_clicks']):.1f} ms", "", ""),
        (
            f"Palanquée: play page ready, nothing saved / a saved game of {r['palanquee_resume']['turns']} turns "
            f"({r['palanquee_resume']['actions']} actions replayed)",
            f"{r['palanquee_resume']['empty_s']:.1f} s / {r['palanquee_resume']['saved_s']:.1f} s", "", "",
        ),
        (f"puzzles: proving all {r['puzzles'][0]}", f"{r['puzzles'][1]:.1f} s", "", ""),
        ("the whole site's build (mkdocs build)", f"{r['puzzles'][2]:.1f} s", f"<= {BUILD_TARGET_S} s", verdict(r["puzzles"][2] <= BUILD_TARGET_S)),
        (f"Hard's answer in the browser, median ({len(r['think'])})", f"{median(r['think']):.0f} ms", "", ""),
        ("Hard's answer in the browser, slowest", f"{max(r['think']):.0f} ms", f"<= {THINK_TARGET_MS} ms", verdict(max(r["think"]) <= THINK_TARGET_MS)),
    ]
    for name, key in (("Pallanguzhi", "expert"), ("Palago", "palago_expert")):
        ms = r[key]["ms"]
        rows.append((f"{name}: Expert's answer in the browser, median ({len(ms)})", f"{median(ms):.0f} ms", "", ""))
        rows.append((f"{name}: Expert's answer in the browser, slowest", f"{max(ms):.0f} ms", f"<= {EXPERT_TARGET_MS} ms", verdict(max(ms) <= EXPERT_TARGET_MS)))
        rows.append((f"{name}: search nodes / s, CPython / browser", f"{r['nps'][name.lower()]:.0f} / {r[key]['nps']:.0f}", "", ""))
    for row in r["levels"]:
        rows.append(
            (
                f"{row['game']} {row['pairing']}: score over {row['games']} games",
                f"{row['score']:.0%}",
                f">= {LEVEL_TARGET:.0%}",
                verdict(row["score"] >= LEVEL_TARGET),
            )
        )
        rows.append(("  moving first / second; slowest step of the stronger", f"{row['first']:.0%} / {row['second']:.0%}; {row['slowest']:.2f} s", "", ""))
    for path, smallest, kb in r["phone"]:
        rows.append((f"{path}: smallest board place at 375 px", f"{smallest:.0f} px", f">= {PHONE_TAP_TARGET} px", verdict(smallest >= PHONE_TAP_TARGET - 0.5)))
        big = path == "palanquee/rules.html"
        rows.append((f"{path}: HTML weight", f"{kb:.0f} KB", f"<= {PALANQUEE_RULES_KB} KB" if big else "", verdict(kb <= PALANQUEE_RULES_KB) if big else ""))
    widths = [max(len(row[i]) for row in rows + [("measure", "value", "target", "result")]) for i in range(4)]
    line = lambda cells: f"{cells[0]:<{widths[0]}}   {cells[1]:>{widths[1]}}   {cells[2]:<{widths[2]}}   {cells[3]}".rstrip()  # noqa: E731
    print()
    print(line(("measure", "value", "target", "result")))
    for row in rows:
        print(line(row))

    print("\nwhere a cold boot's time goes (median ms of each phase, on the page's clock):")
    phases = [
        ("navigation start -> page makes the Worker", lambda s: s["workerAt"]),
        ("Worker made -> its module runs (+ ready message)", lambda s: s["readyAt"] - s["workerAt"] - s["bootMs"]),
        ("worker bootMs (measured inside the worker)", lambda s: s["bootMs"]),
        ("worker ready -> every diagram interactive", lambda s: s["interactive"] - s["readyAt"]),
        ("total", lambda s: s["interactive"]),
    ]
    print(f"  {'phase':<50}{'bare':>8}{'site':>8}{'extra':>8}")
    for name, phase in phases:
        b, s_ = median([phase(x) for x in bare]), median([phase(x) for x in site])
        print(f"  {name:<50}{b:>8.0f}{s_:>8.0f}{s_ - b:>+8.0f}")
    print(f"\nper-sample cold boots (s): bare {[round(s['interactive'] / 1000, 2) for s in bare]}")
    print(f"                           site {[round(s['interactive'] / 1000, 2) for s in site]}")
    pair_ratios = [s["interactive"] / b["interactive"] for b, s in zip(bare, site)]
    print(
        f"  median of the per-pair ratios (each pair ran back to back, so slow spells of the machine cancel): "
        f"{median(pair_ratios):.2f}; range {min(pair_ratios):.2f}-{max(pair_ratios):.2f}"
    )
    print(f"instant navigations (ms): {[round(x) for x in r['nav']]}")
    if not r["same_page"]:
        print("FAIL: a navigation reloaded the page: Material's instant navigation did not engage")
    if r["diagrams"] != 13:
        print(f"note: the rules page had {r['diagrams']} diagrams after navigating (13 expected)")
    if r["errors"]:
        print(f"note: JavaScript errors on the pages: {sorted(set(r['errors']))}")
    if r["foreign"]:
        print(f"note: requests left the origin: {sorted(set(r['foreign']))}")
    failed = [row[0].strip() for row in rows if row[3] == "FAIL"]
    print("\nFAIL: " + "; ".join(failed) if failed else "\nall targets met: PASS", flush=True)


# -------------------------------------------------------------------- main --


def main():
    server = start_server()
    progress(f"serving {SITE} on {ORIGIN} (bench/bare/ under {BENCH_PREFIX})")
    watch = Watch()
    results = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                results["bare"], results["site"] = measure_cold_boot(browser, watch)
                progress("booting the rules page for the warm measures")
                context, page = open_booted_rules(browser, watch)
                nav, same_page, boots, diagrams = measure_instant_nav(page)
                results.update(nav=nav, same_page=same_page, boots=boots, diagrams=diagrams)
                results["clicks"] = measure_clicks(page)
                context.close()
                results["think"] = measure_level_in_browser(browser, watch, PLAY_URL, "hard", "south")["ms"]
                results["expert"] = measure_level_in_browser(browser, watch, PLAY_URL, "expert", "south", samples=12)
                results["palago_expert"] = measure_level_in_browser(browser, watch, PALAGO_PLAY_URL, "expert", "light", samples=8)
                results["palago_clicks"] = measure_palago_clicks(browser, watch)
                results["congeners_clicks"] = measure_congeners_clicks(browser, watch)
                results["palanquee_clicks"] = measure_palanquee_clicks(browser, watch)
                results["palanquee_resume"] = measure_palanquee_resume(browser, watch)
                results["phone"] = measure_phone_boards(browser, watch)
            finally:
                browser.close()
    finally:
        server.shutdown()
    results["games_per_s"], results["turns_per_game"] = measure_engine()
    results["levels"] = measure_levels()
    results["nps"] = {game: search_nps_cpython(game, "expert") for game in ("pallanguzhi", "palago")}
    results["palago_games_per_s"], results["palago_tile_cost"] = measure_palago_engine()
    (
        results["congeners_games_per_s"], results["congeners_plies"], results["congeners_turns_ms"], results["congeners_turns"]
    ) = measure_congeners_engine()
    results["palanquee"] = measure_palanquee_engine()
    results["puzzles"] = measure_puzzles()
    results.update(errors=watch.errors, foreign=watch.foreign)
    print_report(results)
    progress("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
