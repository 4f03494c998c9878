"""The benchmark of the site: how fast the playable diagrams come alive and answer.

Run it with ``make bench`` (which builds ``site/`` first) or, once built,
``.venv/bin/python bench/run.py``; ``--only lighthouse,ready`` runs some parts
(``--help`` lists them). It serves ``site/`` (or the built site named by
``PYGAMES_SITE``) on http://127.0.0.1:8000 (or the port ``PYGAMES_BENCH_PORT``),
with gzip as real hosts do, drives Debian's Chromium with Playwright and measures:

1. Cold boot to interactive, against a bare Pyodide boot, in the same run.
   *Bare* is ``bench/bare/index.html`` (served as /__bench__/index.html): a page
   whose module Worker only does ``loadPyodide({indexURL: "/pyodide/"})`` from the
   site's vendored copy; the time is the page's ``performance.now()`` (from
   navigation start) when the worker says it is ready. *Site* is
   /pallanguzhi/rules.html: the time is ``pygamesRuntime.lastInteractive``, the
   page's ``performance.now()`` when its diagrams near the screen have become
   interactive (the far ones start when the reader comes near or the page is idle).
   Every sample gets a fresh browser context (a cold HTTP cache); the two kinds
   are interleaved, in alternating order, after one discarded warm-up pair.
   Target: median(site) / median(bare) <= 1.00 (the site, with less to load and mount, starts sooner than bare Pyodide).
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
   First, the host's speed: a fixed pure-Python loop, to compare two runs' figures.
5. The computer in the browser: on the play page, against Hard at speed
   "instant", the reader plays the first legal hole each turn; the samples are
   ``pygamesRuntime.thinkMs`` (ms from asking the worker for Hard's move to the
   answer). Target: the slowest answer <= 1000 ms. Also, in CPython, the
   processor time of Hard's whole turns in games against Medium, for each game.
   Target: median <= 500 ms.
7. Palago: random full games per second in CPython, the cost of one tile
   (its legality and the win check) as the table grows, and click to board in
   the browser (a click on an empty cell of the rules page's #opening to the
   preview of the tile there). Target: click to board <= 50 ms.
8. Congeners: random full games per second on a side-6 board in CPython (setup
   included, every step a random legal one), the time to list every legal turn
   (move and placement) of positions met in those games, and click to board in
   the browser (clicks on the stone (1,0) of the rules page's #slide, which
   select it and drop it in turn). Targets: >= 17 random games a second, every legal turn of a
   position <= 0.6 ms (median), click to board <= 50 ms.
9. Palanquée: random full games per second in CPython (every action a random
   legal one, to the end or the 500-turn cap), the time to list every legal
   action of positions met in those games (a fresh state each, nothing cached),
   and click to board in the browser: on the play page, opened by a share link
   on a position of a random game where Black's turn has two actions, choose
   Grow, click a marked cell (the action is played: that click is the sample),
   then take it back. Targets: >= 10 random games a second, click to board <= 50 ms. Also shown: the time
   until the play page is ready with nothing saved, and with a saved game of
   300 random turns (whose every action Python replays on load).
10. Puzzles: the time to prove every puzzle of the site (each block's proof,
   as the build runs it, with the answers prepared for its first step) and the
   time of a whole ``mkdocs build`` into a temporary directory, both with the
   proof cache off. Target: the whole site builds in <= 60 s.
11. Pages as readers get them. (a) Lighthouse (npm ``lighthouse``, pinned in
   package.json), its mobile profile (a mid-range phone, simulated slow 4G and
   CPU), on every page of the site: the performance score, first contentful
   paint, largest contentful paint, total blocking time and the weight: the run
   of median score among ``--lighthouse-runs`` runs that did not stall (a run
   where Chromium's compositor held the page's frames back for whole seconds
   after the page had loaded, GoogleChrome/lighthouse#17148: it measures the
   test browser, not the page; such runs are re-run, at most 2n+1 runs in all,
   and the table says how many stalled). Target: every page >= 90. (b) Readiness: each game page (rules, play, puzzles) loaded
   cold, the time from navigation start to every board interactive
   (``lastInteractive``), 5 rounds of the pages interleaved, and how much of it
   came after Python was ready. Target: every page within 0.3 s of the
   Pallanguzhi rules page (the median of the differences within a round). (c) Repeat visit: in one browser context, a
   first visit, then (the service worker installed, the HTTP cache warm, and the
   worker's memory snapshot of the booted Python stored) the same page again in a
   new tab; interactive on each, how many repeat visits restored the snapshot, and
   its size. Target: the repeat visit sooner.
6. The levels' strength (``bench/levels.py``), for each game with a computer
   player: each level against the one below (Expert against Hard included),
   100 games each, half moving first. Target: >= 75% each step. Also Expert in
   the browser (Pallanguzhi and Palago: the slowest answer <= 1.2 s) and the
   shared search's nodes per second in CPython and in the browser. Congeners'
   Expert (part ``congeners-level``): on its play page the reader is the first
   player (sets up both colours, clicks the first marked cell each step); the
   samples are Expert's answers that searched (a turn's first step: the
   placement after it replays the plan). Target: the slowest <= 1.2 s.
   Palanquée's Expert (part ``palanquee-level``): its play page opened on saved
   games of Medium against Medium (the reader White), at eight of Black's turns
   from the 4th to the 120th; each sample is Expert's whole turn (the sum of its
   answers, action by action). Target: the slowest <= 1.2 s.
12. Prepared answers (part ``prepared``): a fresh visit, a real click as soon as the load
   event has fired, on the rules page's opening (S1) and on the first Pallanguzhi puzzle (its
   solution's first turn, judged): ms from the click's event to the first drawing of the answer
   the build prepared, Python still starting. Target: <= 100 ms, the click within 1 s of load.

13. A phone's network (part ``network``): the Pallanguzhi rules page's first visit at 375 px with
   touch, Chromium's network emulation at Lighthouse's slow 4G (1.6 Mbit/s down, 150 ms round
   trip): the bytes the server sent (gzip, as above) until Python was ready, by file, and the time
   from navigation to ready. Targets: <= 5.2 MB, ready <= 30 s.

A small init script wraps ``window.Worker`` on every page to note, on the page's
clock, when the worker was created and when its "ready" message arrived; with the
worker's own ``bootMs`` this splits a cold boot into page load, Pyodide boot and
diagram rendering (printed under the table). Progress goes to stderr; the table
and a PASS/FAIL per target to stdout. The exit status is 0 whatever the results
(this reports, it does not test), and 2 if the site cannot be served.
"""

import argparse
import functools
import gzip
import http.server
import io
import json
import subprocess
import tempfile
import math
import os
import random
import re
import statistics
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("PYGAMES_SITE") or ROOT / "site").resolve()  # a built site's folder
BARE = Path(__file__).resolve().parent / "bare"
sys.path.insert(0, str(ROOT))  # pygames, for the engine measure
sys.path.insert(0, str(Path(__file__).resolve().parent))  # levels.py
sys.path.insert(0, str(ROOT / "site_tests"))  # browser.py: Chromium and the static server

from browser import CHROMIUM, CHROMIUM_ARGS, SiteHandler, reach  # noqa: E402

HOST, PORT = "127.0.0.1", int(os.environ.get("PYGAMES_BENCH_PORT") or 8000)
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

BOOT_RATIO_TARGET = 1.00
NAV_TARGET_MS = 150
CLICK_TARGET_MS = 50
BUILD_TARGET_S = 60
THINK_TARGET_MS = 1000
EXPERT_TARGET_MS = 1200
LEVEL_TARGET = 0.75
CONGENERS_GAMES_TARGET = 17  # random games a second on side 6 (issue 15: 10x the first engine)
CONGENERS_TURNS_TARGET_MS = 0.6  # every legal turn of a position, median
PALANQUEE_GAMES_TARGET = 10  # random games a second
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 0.75e6 / 8}
NETWORK_MB_TARGET = 5.2
NETWORK_READY_TARGET_S = 30

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


GZIPPED = {}  # (path, mtime, size) -> the file's bytes, gzipped once
SENT = {}  # path -> bytes of body sent, while COUNTING is set (the network part)
COUNTING = threading.Event()
GZIP_TYPES = ("text/", "application/javascript", "application/json", "application/xml", "application/wasm", "image/svg+xml")


class Handler(SiteHandler):
    """The site's static server (site_tests/browser.py), plus /__bench__/ -> bench/bare/, and gzip
    for text, JavaScript, JSON and WebAssembly when the browser accepts it, as real hosts do."""

    def translate_path(self, path):
        if urllib.parse.urlsplit(path).path.startswith(BENCH_PREFIX):
            site_directory = self.directory
            self.directory = str(BARE)
            try:
                return super().translate_path(path[len(BENCH_PREFIX) - 1 :])
            finally:
                self.directory = site_directory
        return super().translate_path(path)

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except ConnectionError:  # the browser closed a page (a context) while a file was on its way
            self.close_connection = True

    def send_head(self):
        body = self._send_head()
        if COUNTING.is_set() and body is not None:
            name = urllib.parse.urlsplit(self.path).path
            size = len(body.getvalue()) if isinstance(body, io.BytesIO) else os.fstat(body.fileno()).st_size
            SENT[name] = SENT.get(name, 0) + size
        return body

    def _send_head(self):
        path = self.translate_path(self.path)
        kind = self.guess_type(path)
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not kind.startswith(GZIP_TYPES) or not os.path.isfile(path):
            return super().send_head()
        stat = os.stat(path)
        key = (path, stat.st_mtime_ns, stat.st_size)
        if key not in GZIPPED:
            GZIPPED[key] = gzip.compress(Path(path).read_bytes(), 6, mtime=0)
        data = GZIPPED[key]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(data)



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
            " bootMs: pygamesRuntime.bootMs, phases: pygamesRuntime.bootPhases, ...window.__bench })"
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


PREPARED_SAMPLES = 7
PREPARED_TARGET_MS = 100
PREPARED_CLICK_WITHIN_MS = 1000


# When a click's event was made (its timeStamp) and when the page began to handle it: a click on a
# page still busy waits in the queue, and a reader waits with it.
CLICK_TIMES = """
addEventListener("click", (event) => { window.__click = { made: event.timeStamp, handled: performance.now() }; }, true);
"""


PREPARED_PUZZLE_URL = ORIGIN + "/pallanguzhi/puzzles.html#pallanguzhi-1"


def measure_prepared(browser, watch, url=RULES_URL, figure=OPENING, hole="'S1'", samples=PREPARED_SAMPLES):
    """A fresh visit to ``url``, the hole ``hole`` (a JavaScript expression, read in the page) of
    ``figure`` clicked (a real mouse click) as soon as the page's load event has fired: ms from the
    click's event to the prepared answer's first drawing on the board (Python prepared it when the
    site was built), when the click came after the load event, and whether Python was still
    starting. By default the rules page's opening and its S1; for a puzzle, its solution's first turn."""
    out = []
    for i in range(samples):
        context, page = fresh_page(browser, watch)
        context.add_init_script(CLICK_TIMES)
        try:
            page.goto(url)  # returns at the load event
            box = page.evaluate(  # one round trip: the page may be busy, and the click must come soon
                f"(() => {{ const figure = document.querySelector('{figure}'); figure.scrollIntoView({{block: 'center'}});"
                f" const r = figure.querySelector(`[data-hole='${{{hole}}}']`).getBoundingClientRect();"
                " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()"
            )
            page.mouse.click(box["x"], box["y"])
            page.wait_for_function("window.pygamesRuntime.latencies.length > 0", polling=10, timeout=TIMEOUT_MS)
            sample = page.evaluate(
                "({ board: pygamesRuntime.latencies[0], queued: __click.handled - __click.made,"
                " afterLoad: __click.made - performance.getEntriesByType('navigation')[0].loadEventEnd,"
                " prepared: pygamesRuntime.state !== 'ready' })"
            )
        finally:
            context.close()
        out.append({"ms": sample["queued"] + sample["board"], "after_load": sample["afterLoad"], "prepared": sample["prepared"]})
        progress(
            f"prepared first move {i + 1}/{samples} ({url.rsplit('/', 1)[1]}): {out[-1]['ms']:.1f} ms (queued {sample['queued']:.1f}),"
            f" clicked {sample['afterLoad']:.0f} ms after load, Python {'starting' if sample['prepared'] else 'ready'}"
        )
    return out


def measure_prepared_puzzle(browser, watch):
    """:func:`measure_prepared` on the first Pallanguzhi puzzle: its solution's first turn, judged."""
    solution = "JSON.parse(figure.dataset.puzzle).solution[0]"
    return measure_prepared(browser, watch, PREPARED_PUZZLE_URL, "#pallanguzhi-1", solution, samples=5)


# ------------------------------------------------------- 4. engine speed --


def measure_host(repeats=7):
    """Milliseconds for a fixed pure-Python loop (the median of ``repeats``): the host's speed, so that
    the engines' figures of two machines (or of one machine on two days) can be compared."""
    timings = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        total = 0
        for i in range(1_000_000):
            total += i * i % 7
        timings.append(time.perf_counter() - t0)
    return 1000 * median(timings)


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


def measure_level_in_browser(browser, watch, url, level, side, samples=THINK_SAMPLES, stepwise=False):
    """The computer's answers at ``level`` on a play page: ms per answer and the searches' nodes per second.

    ``stepwise``: a turn of the reader's takes several clicks and the computer's
    several answers (Congeners: a stone, its destination, a cell to place on;
    ``side`` is then "first player", who sets up both colours). ``samples``
    then counts the answers that searched (a turn's first step; its other steps
    replay the plan, the choice of colour and a pass do not search): in each
    run of the computer's answers, the slowest as many as it made searches.
    """
    context, page = fresh_page(browser, watch)
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=TIMEOUT_MS)
    page.locator("#game .pg-opponent").select_option(level)
    page.locator("#game .pg-side").select_option(side)
    page.locator("#game .pg-new").click()
    if page.locator("#game .pg-speed-select").count():
        page.locator("#game .pg-speed-select").select_option("instant")
    searched, seen = [], (0, 0)  # answers that searched; (answers, searches) already looked at
    count = "window.pygamesRuntime.thinkMs.length"
    while (len(searched) if stepwise else page.evaluate(count)) < samples:
        page.wait_for_selector("#game[data-turn]:not([data-turn=computer])", timeout=TIMEOUT_MS)
        if stepwise:
            ms, searches = page.evaluate("[window.pygamesRuntime.thinkMs, window.pygamesRuntime.searches.length]")
            new = sorted(ms[seen[0]:], reverse=True)
            searched += new[: searches - seen[1]]
            seen = (len(ms), searches)
        if page.get_attribute("#game", "data-turn") == "over":
            page.locator("#game .pg-new").click()
            page.wait_for_selector("#game:not([data-turn=over])", timeout=TIMEOUT_MS)
            continue
        answered = page.evaluate(count)
        if stepwise:
            before = page.evaluate(STEP_STATE)
            if not page.locator("#game .pg-legal").count():  # a pass the page plays itself, or the game ends
                page.wait_for_function(f"s => {STEP_STATE}() !== s", arg=before, timeout=TIMEOUT_MS)
                continue
            page.locator("#game .pg-legal").first.click()
            page.wait_for_function(f"s => {STEP_STATE}() !== s", arg=before, timeout=TIMEOUT_MS)
            continue
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
    return {"ms": searched if stepwise else samples_ms, "answers": samples_ms, "nps": nodes / seconds if seconds else 0.0}


# What a click of the reader's changed on a stepwise play page: the position, the stone selected, whose turn.
STEP_STATE = """(() => {
  const game = document.querySelector('#game'), picked = game.querySelector('.pg-selected');
  return [game.dataset.position, game.dataset.turn, picked ? picked.dataset.cell : ''].join(' ');
})"""


HARD_TURN_TARGET_MS = 500  # median processor time of Hard's whole turn in CPython (issue 15)


def hard_turns_cpython(game, games=3, turns=60):
    """Processor ms of each of Hard's whole turns in CPython, in games of Hard against Medium (Hard first in
    every other game), the first ``turns`` turns of each."""
    import pygames

    module = pygames.get(game)
    times = []
    for number in range(games):
        state, turn, spent = module.initial_state(), 0, 0.0
        hard_side = module.SIDES[number % 2]
        while not state.is_over() and turn < turns:
            level = "hard" if state.to_move == hard_side else "medium"
            started = time.process_time()
            move = module.choose_move(state, level, seed=number * 1009 + turn)
            if level == "hard":
                spent += time.process_time() - started
            state = state.play(move)
            if state.turn_over() or state.is_over():
                if level == "hard":
                    times.append(1000 * spent)
                spent, turn = 0.0, turn + 1
    progress(f"{game}: Hard's turns in CPython, median {median(times):.0f} ms")
    return times


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
    reach(page.locator("#opening"))  # a board starts when the reader comes near it
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
CONGENERS_PLAY_URL = ORIGIN + "/congeners/play.html"
CONGENERS_EXPERT_SAMPLES = 12  # Expert's searched answers (one per turn of its)


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
    reach(page.locator("#slide"))  # a board starts when the reader comes near it; drawn before the forced clicks
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


PALANQUEE_EXPERT_TURNS = (4, 12, 24, 40, 60, 80, 100, 120)  # Black's turns of a Medium game where Expert takes over


def palanquee_expert_games():
    """Games of Medium against Medium, cut where Black is to start each turn of ``PALANQUEE_EXPERT_TURNS``: the moves so far."""
    from pygames.palanquee import choose_move, initial_state

    cuts = []
    for seed in range(50):
        state, moves = initial_state(), []
        while not state.is_over() and len(cuts) < len(PALANQUEE_EXPERT_TURNS):
            wanted = PALANQUEE_EXPERT_TURNS[len(cuts)]
            if state.to_move == "black" and state.turn >= wanted and (not moves or state.turn_over()):
                cuts.append(list(moves))
            move = choose_move(state, "medium", seed=seed * 1009 + state.turn)
            moves.append(str(move))
            state = state.play(move)
        if len(cuts) == len(PALANQUEE_EXPERT_TURNS):
            break
    return cuts


def measure_palanquee_level(browser, watch, level="expert"):
    """The computer's whole turns on Palanquée's play page, at ``level``, from saved games of Medium against Medium.

    Each sample: a fresh page whose saved game (the reader White, the computer Black at ``level``) has Black to
    start a turn; the page resumes and the computer plays its turn, action by action (the first answer plans the
    turn, the others play the plan). A turn's time is the sum of its answers.
    """
    import json

    from pygames.palanquee import initial_state

    turns, firsts, nodes, seconds = [], [], 0, 0.0
    for moves in palanquee_expert_games():
        saved = {"version": 1, "start": initial_state().to_text(), "moves": moves, "human": "white", "level": level,
                 "fromStart": False, "recorded": False, "date": "2026-01-01", "headers": []}
        context, page = fresh_page(browser, watch)
        context.add_init_script(f"localStorage.setItem('pygames.palanquee.game.v1', {json.dumps(json.dumps(saved))})")
        page.goto(PALANQUEE_PLAY_URL)
        page.wait_for_selector("#game[data-ready]", timeout=TIMEOUT_MS)
        page.wait_for_function("() => window.pygamesRuntime.thinkMs.length > 0", timeout=TIMEOUT_MS)
        page.wait_for_function("() => ['white', 'over'].includes(document.querySelector('#game').dataset.turn)", timeout=TIMEOUT_MS)
        ms, searches = page.evaluate("[window.pygamesRuntime.thinkMs, window.pygamesRuntime.searches]")
        context.close()
        turns.append(sum(ms))
        firsts.append(ms[0])
        nodes += sum(s["nodes"] for s in searches)
        seconds += sum(s["seconds"] for s in searches)
    progress(f"Palanquée {level} in the browser: {len(turns)} turns, slowest {max(turns):.0f} ms")
    return {"turns": turns, "firsts": firsts, "nps": nodes / seconds if seconds else 0.0}


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
        # Python up (a puzzle far down is made, with its zoom, only when the reader comes near it)
        page.wait_for_function("() => !document.querySelector('.pg-board') || window.pygamesRuntime?.state === 'ready'", timeout=TIMEOUT_MS)
        # Each board starts, and is measured for its zoom, when it comes near the screen: its figure is
        # reached in turn (the board itself is replaced as its live drawing comes in) until it is live.
        figures = page.locator(".pg-diagram, .pg-puzzle, .pg-game")
        for i in range(figures.count()):
            figures.nth(i).scroll_into_view_if_needed()
            page.wait_for_function("f => f.dataset.ready", arg=figures.nth(i).element_handle(), timeout=TIMEOUT_MS)
        page.wait_for_timeout(500)
        rows.append((path, page.evaluate(SMALLEST_PLACE), (SITE / path).stat().st_size / 1000))
    context.close()
    return rows


def measure_puzzles():
    import subprocess
    import tempfile

    sys.path.insert(0, str(ROOT))
    from builder import pages, prepared, puzzles
    from builder.words import page_language
    from pygames.game import speaking

    puzzles.catalogue.clear()
    cold = {**os.environ, "PYGAMES_PUZZLE_CACHE": "0", "NO_MKDOCS_2_WARNING": "1"}  # the proofs themselves, not the cache's
    saved, os.environ["PYGAMES_PUZZLE_CACHE"] = os.environ.get("PYGAMES_PUZZLE_CACHE"), "0"
    try:
        started = time.perf_counter()
        for page in sorted((ROOT / "docs").glob("**/*.md")):
            text = page.read_text()
            if "```puzzle" in text:
                with speaking(page_language(page.name)):  # each edition's puzzles, as the build proves them
                    pages.replace_blocks(text, str(page.relative_to(ROOT)))
        proofs = time.perf_counter() - started
    finally:
        os.environ.pop("PYGAMES_PUZZLE_CACHE") if saved is None else os.environ.update(PYGAMES_PUZZLE_CACHE=saved)
    count = sum(len(edition) for edition in puzzles.catalogue.values())  # each edition's puzzles
    puzzles.catalogue.clear()
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        subprocess.run(
            [str(ROOT / ".venv" / "bin" / "mkdocs"), "build", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", out],
            check=True, cwd=ROOT, env=cold,
        )
        build = time.perf_counter() - started
        weights = prepared_weights(Path(out))
    solvable = puzzles_solvable_from_tables(puzzles, prepared)
    progress(f"puzzles: {count} proven in {proofs:.1f} s; whole build {build:.1f} s; {solvable[0]} of {solvable[1]} solvable without Python")
    return count, proofs, build, weights, solvable


def prepared_weights(site: Path) -> dict:
    """Each page's prepared answers: ``page -> (files, KB compressed)``, the files its figures name."""
    weights = {}
    for html in sorted(site.rglob("*.html")):
        names = set(re.findall(r'data-prepared="[^"]*?prepared/([^"]+)"', html.read_text()))
        if names:
            folder = site / "assets" / "pygames" / "prepared"
            kb = sum(len(gzip.compress((folder / name).read_bytes())) for name in names) / 1024
            weights[str(html.relative_to(site))] = (len(names), kb)
    return weights


def puzzles_solvable_from_tables(puzzles, prepared) -> tuple:
    """``(solvable, all)``: the site's puzzles whose prepared answers alone play them to the end (as
    "Show the solution" does, with the runtime blocked: :func:`builder.prepared.solve_from_table`)."""
    from pygames.game import speaking

    solved = total = 0
    for lang, body in puzzles.site_blocks(ROOT / "docs"):
        total += 1
        with speaking(lang):
            module, _, data, table = puzzles.proven(body)
        try:
            solved += prepared.solve_from_table(module, data, table) == data["solution"]
        except LookupError:
            pass
    return solved, total


# ------------------------------------------ 11. pages as readers get them --

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
LIGHTHOUSE_PAGES = ["index.html", "about.html", "puzzles.html", *PAGES, *(f"fr/{p}" for p in PAGES if p.endswith("rules.html"))]
LIGHTHOUSE_TARGET = 90
READY_SAMPLES = 5  # cold loads of each page
READY_MARGIN_S = 0.3  # every page ready within this of the Pallanguzhi rules page
REPEAT_SAMPLES = 3
REPEAT_PAGES = ["pallanguzhi/rules.html", "palanquee/play.html"]
READY = "(r => r && (r.state === 'failed' || (r.state === 'ready' && r.lastInteractive !== null)))(window.pygamesRuntime)"


def lighthouse_run(path, keep=None, name=None) -> dict:
    """One run of Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G and CPU) on one
    page: the performance score, first and largest contentful paint (s), total blocking time (ms), the weight
    (KB), and whether the run stalled (``stalled_run``). ``keep``: a folder for the full JSON report."""
    with tempfile.TemporaryDirectory() as out:
        report = Path(out) / "report.json"
        subprocess.run(
            [
                "nice", "-n", "5", str(LIGHTHOUSE), f"{ORIGIN}/{path}", "--quiet", "--only-categories=performance",
                "--output=json", f"--output-path={report}", "--max-wait-for-load=60000",
                "--chrome-flags=--headless=new " + " ".join(CHROMIUM_ARGS),
            ],
            check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, cwd=out, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        data = json.loads(report.read_text())
        if keep:
            Path(keep).mkdir(parents=True, exist_ok=True)
            report.replace(Path(keep) / f"{path.replace('/', '-')[:-5]}-{name}.json")
    audits = data["audits"]
    observed = audits["metrics"]["details"]["items"][0]
    return {
        "score": round(100 * (data["categories"]["performance"]["score"] or 0)),
        "fcp_s": audits["first-contentful-paint"]["numericValue"] / 1000,
        "lcp_s": audits["largest-contentful-paint"]["numericValue"] / 1000,
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
        "kb": audits["total-byte-weight"]["numericValue"] / 1000,
        "stalled": stalled_run(observed),
    }


def stalled_run(observed: dict) -> bool:
    """Whether the browser drew nothing until well after the page had loaded (Lighthouse's observed, unthrottled
    timings): its first frame came 1.2 or 2.2 s after the start, the main thread idle meanwhile. Chromium's
    compositor (viz) withholds frames for whole seconds from a renderer it finds slow to answer, which the
    machine's load brings about (GoogleChrome/lighthouse#17148, open; PageSpeed Insights shows it too). Here it
    hit every kind of page, the home page too (3 of 6 runs while another process ran), and pages whose Python
    starts only after their first frame (2 of 8). Such a run's simulated first paint is ~2.5 s, its score ~10
    lower: it measures the test browser, not the page."""
    first_paint = observed.get("observedFirstContentfulPaint", 0)
    return first_paint > max(1000, observed.get("observedLoad", 0))


def lighthouse_page(path, runs=1, keep=None):
    """``lighthouse_run`` until ``runs`` runs did not stall (``stalled_run``), at most ``2 * runs + 1`` runs: the
    one of median score among those that did not stall (among all, if every run stalled), with ``stalled``: how
    many did, and ``runs``: how many ran."""
    results, attempts = [], 0
    while sum(not r["stalled"] for r in results) < runs and attempts < 2 * runs + 1:
        attempts += 1
        results.append(lighthouse_run(path, keep, attempts))
    kept = [r for r in results if not r["stalled"]] or results
    kept.sort(key=lambda r: r["score"])
    chosen = dict(kept[len(kept) // 2], stalled=sum(r["stalled"] for r in results), runs=len(results))
    progress(
        f"lighthouse {path}: {chosen['score']} (FCP {chosen['fcp_s']:.1f} s, TBT {chosen['tbt_ms']:.0f} ms, "
        f"{chosen['kb']:.0f} KB; runs {[r['score'] for r in results]}, {chosen['stalled']} stalled)"
    )
    return chosen


def measure_lighthouse(runs=1, keep=None):
    if not LIGHTHOUSE.exists():
        sys.exit("bench: Lighthouse is not installed: run 'npm ci' (make does it for you)")
    return {path: lighthouse_page(path, runs, keep) for path in LIGHTHOUSE_PAGES}


def cold_ready(browser, watch, path):
    """Seconds from navigation start to every board of a page interactive, in a fresh context."""
    context, page = fresh_page(browser, watch)
    try:
        page.goto(f"{ORIGIN}/{path}", wait_until="commit")
        page.wait_for_function(READY, polling=50, timeout=TIMEOUT_MS)
        state, at, python_at = page.evaluate("[pygamesRuntime.state, pygamesRuntime.lastInteractive, window.__bench.readyAt]")
    finally:
        context.close()
    if state != "ready":
        raise RuntimeError(f"the runtime failed on {path}")
    return at / 1000, (at - python_at) / 1000


def measure_ready(browser, watch, samples=READY_SAMPLES):
    """Every game page's cold load to interactive, the pages interleaved in turning order: for each
    page, per round, (seconds to interactive, of which seconds after Python was ready)."""
    times = {path: [] for path in PAGES}
    for i in range(samples):
        order = PAGES[i % len(PAGES):] + PAGES[: i % len(PAGES)]
        for path in order:
            times[path].append(cold_ready(browser, watch, path))
            progress(f"ready {i + 1}/{samples} {path}: {times[path][-1][0]:.2f} s ({times[path][-1][1]:.2f} after Python)")
    return times


SNAPSHOT_SIZE = """() => caches.open("python-snapshots")
  .then((cache) => cache.keys().then((keys) => (keys.length ? cache.match(keys[0]) : null)))
  .then((hit) => (hit ? hit.blob() : null))
  .then((blob) => (blob ? blob.size : 0))"""


def stored_snapshot(page, seconds=20):
    """Bytes of the memory snapshot the first visit stored (it waits for a quiet page), or 0."""
    deadline = time.monotonic() + seconds
    while True:
        size = page.evaluate(SNAPSHOT_SIZE)
        if size or time.monotonic() > deadline:
            return size
        time.sleep(0.25)


def measure_repeat(browser, watch, samples=REPEAT_SAMPLES):
    """A first visit and a repeat visit in the same context (HTTP cache, service worker and
    memory snapshot warm): per page, seconds to interactive of each, whether each repeat
    visit restored the snapshot, and the snapshot's bytes."""
    out = {}
    for path in REPEAT_PAGES:
        first, again, restored, sizes = [], [], [], []
        for _ in range(samples):
            context, page = fresh_page(browser, watch)
            try:
                page.goto(f"{ORIGIN}/{path}", wait_until="commit")
                page.wait_for_function(READY, polling=50, timeout=TIMEOUT_MS)
                first.append(page.evaluate("pygamesRuntime.lastInteractive") / 1000)
                # the service worker keeps every file once installed (its install fills the cache)
                page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
                sizes.append(stored_snapshot(page))
                page.close()
                page = context.new_page()
                page.on("pageerror", lambda e: watch.errors.append(str(e)))
                page.goto(f"{ORIGIN}/{path}", wait_until="commit")
                page.wait_for_function(READY, polling=50, timeout=TIMEOUT_MS)
                again.append(page.evaluate("pygamesRuntime.lastInteractive") / 1000)
                restored.append(page.evaluate("pygamesRuntime.restored === true"))
            finally:
                context.close()
            progress(
                f"repeat visit {path}: first {first[-1]:.2f} s, again {again[-1]:.2f} s"
                f" ({'restored' if restored[-1] else 'booted'}; snapshot {sizes[-1] / 1e6:.1f} MB)"
            )
        out[path] = {"first": first, "again": again, "restored": restored, "sizes": sizes}
    return out


# ------------------------------------------------------ 6. levels' strength --


def measure_levels():
    from levels import measure

    progress(f"levels: {LEVEL_GAMES} games per pairing on both cores")
    return measure(LEVEL_GAMES)


def measure_network(browser, watch):
    """The rules page's first visit on a phone's network (part 13 of the docstring)."""
    progress("a phone's network: the rules page's first visit at slow 4G")
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True, service_workers="block")
    context.add_init_script(INSTRUMENT)
    page = context.new_page()
    watch.attach(context, page)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    SENT.clear()
    COUNTING.set()
    try:
        page.goto(RULES_URL, wait_until="commit")
        page.wait_for_function("(r => r && r.state !== 'booting' && r.state !== 'idle')(window.pygamesRuntime)", polling=200, timeout=180000)
        COUNTING.clear()
        result = page.evaluate("({ state: pygamesRuntime.state, reason: pygamesRuntime.reason, ...window.__bench })")
    finally:
        COUNTING.clear()
        context.close()
    if result["state"] != "ready":
        raise RuntimeError(f"the site's runtime failed on the slow network: {result['reason']}")
    return {"ready_s": result["readyAt"] / 1000, "bytes": dict(SENT)}


# ------------------------------------------------------------------ report --


def verdict(ok):
    return "PASS" if ok else "FAIL"


def rows_boot(r):
    bare, site = r["bare"], r["site"]
    bare_s = median([s["interactive"] for s in bare]) / 1000
    site_s = median([s["interactive"] for s in site]) / 1000
    ratio = site_s / bare_s
    n = len(site)
    return [
        (f"cold boot, bare Pyodide (median of {n})", f"{bare_s:.2f} s", "", ""),
        (f"cold boot to interactive, site (median of {n})", f"{site_s:.2f} s", "", ""),
        ("boot ratio site / bare", f"{ratio:.3f}", f"<= {BOOT_RATIO_TARGET}", verdict(ratio <= BOOT_RATIO_TARGET)),
    ]


def rows_nav(r):
    nav = median(r["nav"])
    nav_ok = nav <= NAV_TARGET_MS and r["boots"] == 1 and r["same_page"]
    click_median, click_p90 = median(r["clicks"]), p90(r["clicks"])
    return [
        (f"instant nav to interactive (median of {len(r['nav'])})", f"{nav:.0f} ms", f"<= {NAV_TARGET_MS} ms", verdict(nav_ok)),
        ("  worker boots after the navigations", f"{r['boots']}", "1", verdict(r["boots"] == 1 and r["same_page"])),
        (f"click to board, median ({len(r['clicks'])} clicks)", f"{click_median:.1f} ms", f"<= {CLICK_TARGET_MS} ms", verdict(click_median <= CLICK_TARGET_MS)),
        ("click to board, p90", f"{click_p90:.1f} ms", "", ""),
    ]


def rows_engine(r):
    return [
        ("host: a fixed pure-Python loop (lower is faster)", f"{r['host_loop_ms']:.0f} ms", "", ""),
        ("engine: random games / s (CPython)", f"{r['games_per_s']:.1f}", "", ""),
        ("engine: average turns per game", f"{r['turns_per_game']:.1f}", "", ""),
        ("Palago engine: random games / s (CPython)", f"{r['palago_games_per_s']:.1f}", "", ""),
        *[
            (f"Palago: one tile with {12 * k}-{12 * k + 11} on the table", f"{us:.0f} us", "", "")
            for k, us in r["palago_tile_cost"].items()
        ],
        (
            "Congeners engine: random games / s on side 6 (CPython)", f"{r['congeners_games_per_s']:.1f}",
            f">= {CONGENERS_GAMES_TARGET}", verdict(r["congeners_games_per_s"] >= CONGENERS_GAMES_TARGET),
        ),
        ("Congeners: average turns per random game", f"{r['congeners_plies']:.0f}", "", ""),
        (
            f"Congeners: every legal turn of a position (median, {r['congeners_turns']:.0f} turns)", f"{r['congeners_turns_ms']:.2f} ms",
            f"<= {CONGENERS_TURNS_TARGET_MS} ms", verdict(r["congeners_turns_ms"] <= CONGENERS_TURNS_TARGET_MS),
        ),
        (
            "Palanquée engine: random games / s (CPython)", f"{r['palanquee']['games_per_s']:.2f}",
            f">= {PALANQUEE_GAMES_TARGET}", verdict(r["palanquee"]["games_per_s"] >= PALANQUEE_GAMES_TARGET),
        ),
        (
            "Palanquée: actions / turns per random game",
            f"{r['palanquee']['actions']:.0f} / {r['palanquee']['turns']:.0f}", "", "",
        ),
        (
            f"Palanquée: every legal action of a position (median, {r['palanquee']['legal_count']:.0f} actions)",
            f"{r['palanquee']['legal_ms']:.2f} ms", "", "",
        ),
        ("Palanquée: every legal action of a position, p90", f"{r['palanquee']['legal_p90_ms']:.2f} ms", "", ""),
    ]


def rows_clicks(r, key, name):
    clicks = r[key]
    return [(f"{name} click to board, median ({len(clicks)} clicks)", f"{median(clicks):.1f} ms", f"<= {CLICK_TARGET_MS} ms", verdict(median(clicks) <= CLICK_TARGET_MS))]


def rows_prepared(r):
    rows = []
    for key, name in (("prepared", "Prepared first move (rules page)"), ("prepared_puzzle", "Prepared puzzle step")):
        samples = r.get(key)
        if not samples:
            continue
        ms = [s["ms"] for s in samples]
        late = max(s["after_load"] for s in samples)
        early = sum(s["prepared"] for s in samples)
        rows += [
            (
                f"{name}: click -> board, clicked <= {late:.0f} ms after load (median / slowest of {len(ms)})",
                f"{median(ms):.1f} / {max(ms):.0f} ms", f"<= {PREPARED_TARGET_MS} ms",
                verdict(max(ms) <= PREPARED_TARGET_MS and late <= PREPARED_CLICK_WITHIN_MS and early == len(ms)),
            ),
            ("  of them answered before Python was ready", f"{early} / {len(ms)}", "all", verdict(early == len(ms))),
        ]
    return rows


def rows_palanquee(r):
    resume = r["palanquee_resume"]
    return [
        *rows_clicks(r, "palanquee_clicks", "Palanquée"),
        ("Palanquée click to board, p90", f"{p90(r['palanquee_clicks']):.1f} ms", "", ""),
        (
            f"Palanquée: play page ready, nothing saved / a saved game of {resume['turns']} turns "
            f"({resume['actions']} actions replayed)",
            f"{resume['empty_s']:.1f} s / {resume['saved_s']:.1f} s", "", "",
        ),
    ]


def rows_puzzles(r):
    count, proofs, build, weights, (solvable, total) = r["puzzles"]
    rows = [
        (f"puzzles: proving all {count} and preparing their answers (one core)", f"{proofs:.1f} s", "", ""),
        ("the whole site's build (mkdocs build, no proof cached)", f"{build:.1f} s", f"<= {BUILD_TARGET_S} s", verdict(build <= BUILD_TARGET_S)),
        ("puzzles solvable to the end with the runtime blocked", f"{solvable} / {total}", "all", verdict(solvable == total)),
    ]
    for page, (files, kb) in weights.items():
        rows.append((f"  prepared answers of {page}: files, compressed", f"{files}, {kb:.0f} KB", "", ""))
    return rows


def rows_computer(r):
    rows = [
        (f"Hard's answer in the browser, median ({len(r['think'])})", f"{median(r['think']):.0f} ms", "", ""),
        ("Hard's answer in the browser, slowest", f"{max(r['think']):.0f} ms", f"<= {THINK_TARGET_MS} ms", verdict(max(r["think"]) <= THINK_TARGET_MS)),
    ]
    for name, key in (("Pallanguzhi", "expert"), ("Palago", "palago_expert")):
        ms = r[key]["ms"]
        rows.append((f"{name}: Expert's answer in the browser, median ({len(ms)})", f"{median(ms):.0f} ms", "", ""))
        rows.append((f"{name}: Expert's answer in the browser, slowest", f"{max(ms):.0f} ms", f"<= {EXPERT_TARGET_MS} ms", verdict(max(ms) <= EXPERT_TARGET_MS)))
        if "nps" in r:
            rows.append((f"{name}: search nodes / s, CPython / browser", f"{r['nps'][name.lower()]:.0f} / {r[key]['nps']:.0f}", "", ""))
    for name, ms in r.get("hard_turns", {}).items():
        rows.append((
            f"{name}: Hard's whole turn in CPython, median / slowest ({len(ms)} turns)", f"{median(ms):.1f} / {max(ms):.0f} ms",
            f"<= {HARD_TURN_TARGET_MS} ms", verdict(median(ms) <= HARD_TURN_TARGET_MS),
        ))
    return rows


def rows_expert(name, what, ms, nps):
    """Rows for a game's Expert in the browser: ``what`` each sample is, its samples (ms) and the search's nodes / s."""
    return [
        (f"{name}: Expert's {what} in the browser, median ({len(ms)})", f"{median(ms):.0f} ms", "", ""),
        (f"{name}: Expert's {what} in the browser, slowest", f"{max(ms):.0f} ms", f"<= {EXPERT_TARGET_MS} ms", verdict(max(ms) <= EXPERT_TARGET_MS)),
        (f"{name}: Expert's search nodes / s in the browser", f"{nps:.0f}", "", ""),
    ]


def rows_congeners_level(r):
    return rows_expert("Congeners", "answer (a turn's search)", r["congeners_expert"]["ms"], r["congeners_expert"]["nps"])


def rows_palanquee_level(r):
    return rows_expert("Palanquée", "whole turn", r["palanquee_expert"]["turns"], r["palanquee_expert"]["nps"])


def rows_levels(r):
    rows = []
    for row in r["levels"]:
        rows.append((f"{row['game']} {row['pairing']}: score over {row['games']} games", f"{row['score']:.0%}", f">= {LEVEL_TARGET:.0%}", verdict(row["score"] >= LEVEL_TARGET)))
        rows.append(("  moving first / second; slowest step of the stronger", f"{row['first']:.0%} / {row['second']:.0%}; {row['slowest']:.2f} s", "", ""))
    return rows


def rows_phone(r):
    rows = []
    for path, smallest, kb in r["phone"]:
        rows.append((f"{path}: smallest board place at 375 px", f"{smallest:.0f} px", f">= {PHONE_TAP_TARGET} px", verdict(smallest >= PHONE_TAP_TARGET - 0.5)))
        big = path == "palanquee/rules.html"
        rows.append((f"{path}: HTML weight", f"{kb:.0f} KB", f"<= {PALANQUEE_RULES_KB} KB" if big else "", verdict(kb <= PALANQUEE_RULES_KB) if big else ""))
    return rows


# What issue 18 measured before this work (Python's plain server / served with gzip), for the table.
LIGHTHOUSE_BEFORE = {
    "index.html": "91 / 98", "pallanguzhi/rules.html": "67 / 84", "palanquee/rules.html": "26 / 60",
}
READY_BEFORE = {"pallanguzhi/rules.html": "3.5 s", "palanquee/play.html": "6.0 s"}


def rows_network(r):
    n = r["network"]
    total = sum(n["bytes"].values()) / 1e6
    return [
        ("slow 4G, 375 px: bytes until Python is ready (rules page)", f"{total:.2f} MB", f"<= {NETWORK_MB_TARGET} MB", verdict(total <= NETWORK_MB_TARGET)),
        ("slow 4G, 375 px: navigation to Python ready", f"{n['ready_s']:.1f} s", f"<= {NETWORK_READY_TARGET_S} s", verdict(n["ready_s"] <= NETWORK_READY_TARGET_S)),
    ]


def print_network_bytes(r):
    sent = sorted(r["network"]["bytes"].items(), key=lambda item: -item[1])
    print("slow 4G first visit, bytes sent by file (gzip where the server compresses):")
    for path, size in sent[:8]:
        print(f"  {size / 1e6:6.3f} MB  {path}")
    rest = sent[8:]
    print(f"  {sum(size for _, size in rest) / 1e6:6.3f} MB  {len(rest)} other files")


def rows_lighthouse(r):
    rows = []
    for path, m in r["lighthouse"].items():
        before = LIGHTHOUSE_BEFORE.get(path)
        rows.append((
            f"{path}: Lighthouse mobile, gzip" + (f" (was {before}, plain / gzip)" if before else ""),
            f"{m['score']}", f">= {LIGHTHOUSE_TARGET}", verdict(m["score"] >= LIGHTHOUSE_TARGET),
        ))
        rows.append(("  first paint / largest paint / blocking time / weight",
                     f"{m['fcp_s']:.1f} s / {m['lcp_s']:.1f} s / {m['tbt_ms']:.0f} ms / {m['kb']:.0f} KB", "", ""))
        if m.get("stalled"):
            rows.append(("  runs that stalled (the browser's frames held back, stalled_run), not counted",
                         f"{m['stalled']} of {m['runs']}", "", ""))
    return rows


def rows_ready(r):
    """Each page against the Pallanguzhi rules page: the median of the differences of the samples of
    one round (a slow spell of the machine, which moves Python's start by +-0.5 s, hits both), and
    how much of a page's time came after Python was ready (the page's own work)."""
    reference = r["ready"]["pallanguzhi/rules.html"]
    rows = []
    for path, samples in r["ready"].items():
        before = READY_BEFORE.get(path)
        seconds = median([total for total, _ in samples])
        late = median([total - ref for (total, _), (ref, _) in zip(samples, reference)])
        after = median([after for _, after in samples])
        rows.append((
            f"{path}: cold load to interactive (median of {len(samples)}; after Python ready {after:.2f} s)"
            + (f" (was {before})" if before else ""),
            f"{seconds:.2f} s ({late:+.2f})", f"<= rules + {READY_MARGIN_S} s", verdict(late <= READY_MARGIN_S),
        ))
    return rows


def rows_repeat(r):
    rows = []
    for path, m in r["repeat"].items():
        first, again = m["first"], m["again"]
        rows.append((
            f"{path}: first visit / repeat visit to interactive (median of {len(first)})",
            f"{median(first):.2f} s / {median(again):.2f} s", "repeat < first", verdict(median(again) < median(first)),
        ))
        rows.append((
            "  repeat visits that restored the memory snapshot / its size",
            f"{sum(m['restored'])} of {len(again)} / {median(m['sizes']) / 1e6:.1f} MB", "", "",
        ))
    return rows


def print_boot_phases(r):
    bare, site = r["bare"], r["site"]
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
    stages = [name for name in (site[0].get("phases") or {})]
    if stages:
        print("  the site's worker, stage by stage (median ms from its start when each ended):")
        for name in stages:
            print(f"    {name:<48}{median([s['phases'][name] for s in site]):>8.0f}")
    print(f"\nper-sample cold boots (s): bare {[round(s['interactive'] / 1000, 2) for s in bare]}")
    print(f"                           site {[round(s['interactive'] / 1000, 2) for s in site]}")
    pair_ratios = [s["interactive"] / b["interactive"] for b, s in zip(bare, site)]
    print(
        f"  median of the per-pair ratios (each pair ran back to back, so slow spells of the machine cancel): "
        f"{median(pair_ratios):.3f}; range {min(pair_ratios):.2f}-{max(pair_ratios):.2f}"
    )


def print_report(r):
    groups = [
        ("bare", rows_boot), ("nav", rows_nav), ("games_per_s", rows_engine),
        ("palago_clicks", lambda r: rows_clicks(r, "palago_clicks", "Palago")),
        ("congeners_clicks", lambda r: rows_clicks(r, "congeners_clicks", "Congeners")),
        ("palanquee_clicks", rows_palanquee), ("prepared", rows_prepared), ("puzzles", rows_puzzles), ("think", rows_computer),
        ("congeners_expert", rows_congeners_level),
        ("palanquee_expert", rows_palanquee_level),
        ("levels", rows_levels), ("phone", rows_phone), ("ready", rows_ready), ("repeat", rows_repeat), ("network", rows_network),
        ("lighthouse", rows_lighthouse),
    ]
    rows = [row for key, group in groups if key in r for row in group(r)]
    widths = [max(len(row[i]) for row in rows + [("measure", "value", "target", "result")]) for i in range(4)]
    line = lambda cells: f"{cells[0]:<{widths[0]}}   {cells[1]:>{widths[1]}}   {cells[2]:<{widths[2]}}   {cells[3]}".rstrip()  # noqa: E731
    print()
    print(line(("measure", "value", "target", "result")))
    for row in rows:
        print(line(row))
    if "bare" in r:
        print_boot_phases(r)
    if "network" in r:
        print_network_bytes(r)
    if "nav" in r:
        print(f"instant navigations (ms): {[round(x) for x in r['nav']]}")
        if not r["same_page"]:
            print("FAIL: a navigation reloaded the page: Material's instant navigation did not engage")
        if r["diagrams"] != 13:
            print(f"note: the rules page had {r['diagrams']} diagrams after navigating (13 expected)")
    if "ready" in r:
        print(f"cold loads to interactive (s): { {path: [round(total, 2) for total, _ in xs] for path, xs in r['ready'].items()} }")
    if r.get("errors"):
        print(f"note: JavaScript errors on the pages: {sorted(set(r['errors']))}")
    if r.get("foreign"):
        print(f"note: requests left the origin: {sorted(set(r['foreign']))}")
    failed = [row[0].strip() for row in rows if row[3] == "FAIL"]
    print("\nFAIL: " + "; ".join(failed) if failed else "\nall targets met: PASS", flush=True)


# -------------------------------------------------------------------- main --

# The parts of the bench, in the order they run; --only picks some.
BROWSER_PARTS = ("boot", "network", "nav", "computer", "congeners-level", "palanquee-level", "palago", "congeners", "palanquee", "prepared", "phone", "ready", "repeat")
PARTS = (*BROWSER_PARTS, "lighthouse", "engine", "levels", "puzzles")


def run_browser_parts(parts, results, watch):
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            if "boot" in parts:
                results["bare"], results["site"] = measure_cold_boot(browser, watch)
            if "network" in parts:
                results["network"] = measure_network(browser, watch)
            if "nav" in parts:
                progress("booting the rules page for the warm measures")
                context, page = open_booted_rules(browser, watch)
                nav, same_page, boots, diagrams = measure_instant_nav(page)
                results.update(nav=nav, same_page=same_page, boots=boots, diagrams=diagrams)
                results["clicks"] = measure_clicks(page)
                context.close()
            if "computer" in parts:
                results["think"] = measure_level_in_browser(browser, watch, PLAY_URL, "hard", "south")["ms"]
                results["expert"] = measure_level_in_browser(browser, watch, PLAY_URL, "expert", "south", samples=12)
                results["palago_expert"] = measure_level_in_browser(browser, watch, PALAGO_PLAY_URL, "expert", "light", samples=8)
            if "congeners-level" in parts:
                results["congeners_expert"] = measure_level_in_browser(
                    browser, watch, CONGENERS_PLAY_URL, "expert", "first player", samples=CONGENERS_EXPERT_SAMPLES, stepwise=True
                )
            if "palanquee-level" in parts:
                results["palanquee_expert"] = measure_palanquee_level(browser, watch)
            if "palago" in parts:
                results["palago_clicks"] = measure_palago_clicks(browser, watch)
            if "congeners" in parts:
                results["congeners_clicks"] = measure_congeners_clicks(browser, watch)
            if "palanquee" in parts:
                results["palanquee_clicks"] = measure_palanquee_clicks(browser, watch)
                results["palanquee_resume"] = measure_palanquee_resume(browser, watch)
            if "prepared" in parts:
                results["prepared"] = measure_prepared(browser, watch)
                results["prepared_puzzle"] = measure_prepared_puzzle(browser, watch)
            if "phone" in parts:
                results["phone"] = measure_phone_boards(browser, watch)
            if "ready" in parts:
                results["ready"] = measure_ready(browser, watch)
            if "repeat" in parts:
                results["repeat"] = measure_repeat(browser, watch)
        finally:
            browser.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description="The benchmark of the site (see the module's docstring).")
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts to run, of: {', '.join(PARTS)}")
    parser.add_argument("--lighthouse-runs", type=int, default=1, help="Lighthouse runs per page that did not stall (the median score is kept; see stalled_run)")
    parser.add_argument("--lighthouse-reports", metavar="DIR", help="keep Lighthouse's full JSON reports in DIR")
    args = parser.parse_args(argv)
    parts = [part.strip() for part in args.only.split(",") if part.strip()]
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; the parts are {', '.join(PARTS)}")
    watch = Watch()
    results = {}
    if any(part in parts for part in (*BROWSER_PARTS, "lighthouse")):
        server = start_server()
        progress(f"serving {SITE} on {ORIGIN} with gzip (bench/bare/ under {BENCH_PREFIX})")
        try:
            if any(part in parts for part in BROWSER_PARTS):
                run_browser_parts(parts, results, watch)
            if "lighthouse" in parts:
                results["lighthouse"] = measure_lighthouse(args.lighthouse_runs, args.lighthouse_reports)
        finally:
            server.shutdown()
    if "engine" in parts:
        results["host_loop_ms"] = measure_host()
        results["games_per_s"], results["turns_per_game"] = measure_engine()
        results["palago_games_per_s"], results["palago_tile_cost"] = measure_palago_engine()
        (
            results["congeners_games_per_s"], results["congeners_plies"], results["congeners_turns_ms"], results["congeners_turns"]
        ) = measure_congeners_engine()
        results["palanquee"] = measure_palanquee_engine()
    if "levels" in parts:
        results["levels"] = measure_levels()
    if "computer" in parts:
        results["nps"] = {game: search_nps_cpython(game, "expert") for game in ("pallanguzhi", "palago")}
        import pygames

        results["hard_turns"] = {pygames.get(game).TITLE: hard_turns_cpython(game) for game in pygames.games() if pygames.get(game).LEVELS}
    if "puzzles" in parts:
        results["puzzles"] = measure_puzzles()
    results.update(errors=watch.errors, foreign=watch.foreign)
    print_report(results)
    progress("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
