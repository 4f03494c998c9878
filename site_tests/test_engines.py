"""The built site in two more browser engines: Firefox ESR and WebKitGTK (see ``drivers.py``).

The same smoke checks in each: Python starts, a rules diagram answers clicks, a puzzle is solved,
the computer answers a move, a page change keeps the document (and Python), nothing goes wrong on
the page and no request leaves the site, and the site works offline after one visit. Each engine
gets its own server (the port of the Chromium tests plus 310 or 311) and one browser for all its
checks, which run in this file's order (the offline check last); after every check the page's errors
and the requests that left the site's origin since the last one must be none.
"""

import json
import urllib.error
import urllib.request

import pytest

from conftest import PORT, SITE
from drivers import EngineSite, Firefox, WebKit, wait

import pygames

# Selenium's own WebKitGTK driver class still passes its address the old way.
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")
ENGINES = {"firefox": (Firefox, PORT + 310), "webkit": (WebKit, PORT + 311)}
RULES = "/pallanguzhi/rules.html"
READY = "window.pygamesRuntime && ['ready', 'failed'].includes(window.pygamesRuntime.state) && window.pygamesRuntime.state"
# A live board's holes in the spec's notation, read from their accessible names ("S3, 5 seeds", "S7, closed").
BOARD = """(figure => {
  const count = {};
  for (const place of document.querySelectorAll(figure + ' [data-hole]')) {
    const [label, rest] = place.getAttribute('aria-label').split(', ');
    count[label] = rest === 'closed' ? 'X' : rest.split(' ')[0].replace('no', '0');
  }
  const row = side => [1, 2, 3, 4, 5, 6, 7].map(i => count[side + i]).join(' ');
  return row('S') + ' | ' + row('N');
})"""


def board(engine, figure):
    return engine.js(f"{BOARD}({json.dumps(figure)})")


def wait_board(engine, figure, expected):
    wait(engine, f"{BOARD}({json.dumps(figure)}) === {json.dumps(expected)}", what=f"{figure}'s board to read {expected}")


def after(*moves):
    state = pygames.get("pallanguzhi").initial_state()
    for move in moves:
        state = state.play(move)
    return state.board_text()


@pytest.fixture(scope="module", params=list(ENGINES))
def engine(request):
    """One browser per engine for all its checks, with a server of its own."""
    make, port = ENGINES[request.param]
    site = EngineSite(SITE, port, recorder=make is WebKit)
    site.start()
    try:
        engine = make(site)
    except BaseException:
        site.stop()
        raise
    yield engine
    engine.close()
    site.stop()


@pytest.fixture(autouse=True)
def clean(engine):
    """Every check ends with no error on the page and no request to another origin."""
    engine.drain()
    yield
    errors, foreign = engine.drain()
    assert not errors and not foreign, f"{engine.name}: errors on the page: {errors}; requests that left the site's origin: {foreign}"


def start_python(engine, path=RULES):
    """Open a page with boards (``None``: the one open) and wait until Python has started; fail with the runtime's reason if it could not."""
    if path:
        engine.goto(engine.site.origin + path)
    state = wait(engine, READY, what="Python to start or fail")
    assert state == "ready", f"{engine.name}: Python did not start: {engine.js('window.pygamesRuntime.reason')}"


def test_before_python_a_puzzle_of_several_turns_is_shown_to_its_end(engine):
    """With Python's worker held back (first: nothing of the site is in the browser's cache yet), a
    puzzle of two turns plays its solution, reply included, from the answers the build prepared."""
    catalogue = json.loads((SITE / "assets" / "pygames" / "puzzles.json").read_text())["puzzles"]
    pid = next(p["id"] for p in catalogue if p["game"] == "congeners" and p["turns"] == 2)
    engine.site.worker_let_through.clear()
    try:
        engine.goto(f"{engine.site.origin}/congeners/puzzles.html#{pid}", loaded=False)  # (the load waits for the worker)
        wait(engine, f"!!document.querySelector('#{pid} .pg-show-solution')", what="the puzzle's player, before Python")
        engine.click(f"#{pid} .pg-show-solution")
        wait(engine, f"document.querySelector('#{pid} .pg-puzzle-said').textContent.startsWith('That is the solution.')",
             what="the solution to be shown to its end")
        assert engine.js("window.pygamesRuntime.state") in ("idle", "booting")  # without Python
    finally:
        engine.site.worker_let_through.set()


def test_a_page_left_while_python_arrives_holds_up_nothing(engine):
    """The reader clicks a move that waits for Python, then leaves for another page while Python's
    largest file is on its way (nothing of it is in the browser's cache yet): the next page's Python
    starts at once. (Firefox froze the page left, its download open, and the next page's request for
    the file waited behind it until it gave up.) Back on the first page, kept as it was, Python
    starts there again and plays the move."""
    engine.site.slow_wasm.set()
    engine.site.wasm_on_its_way.clear()
    try:
        engine.goto(engine.site.origin + RULES, loaded=False)
        assert engine.site.wasm_on_its_way.wait(60), f"{engine.name}: the page did not ask for Python's files"
        wait(engine, "!!document.querySelector('#opening [data-hole][role=button]')", what="the first diagram, before Python")
        engine.select("#opening .pg-speed-select", "instant")
        engine.click("#opening [data-hole='S2']")  # no prepared answer (S1 has one): it waits for Python
        wait(engine, "!!document.querySelector('#opening .pg-pending')", what="S2 to wait for Python")
        assert engine.js("window.pygamesRuntime.state") == "booting"
        engine.js("(window.__left = true)")
    finally:
        engine.site.slow_wasm.clear()
    start_python(engine, "/congeners/rules.html")
    engine.js("(history.back(), true)")
    wait(engine, f"location.pathname.endsWith({json.dumps(RULES)})", what="the first page, again")
    kept_in_history = engine.js("window.__left === true")  # the page itself, not a new load of it
    start_python(engine, None)
    if kept_in_history:
        assert engine.js("window.pygamesRuntime.boots") == 2  # its start, stopped on leaving, begun again
        wait_board(engine, "#opening", after("S2"))  # the move asked before leaving, played


def test_python_starts(engine):
    start_python(engine)
    assert engine.js("window.pygamesRuntime.boots") == 1


def test_a_rules_diagram_answers_clicks(engine):
    start_python(engine)
    wait(engine, "!!document.querySelector('#opening [data-hole][role=button]')", what="the first diagram to come alive")
    engine.select("#opening .pg-speed-select", "instant")
    assert board(engine, "#opening") == after()
    engine.click("#opening [data-hole='S1']")  # the build prepared this answer...
    wait_board(engine, "#opening", after("S1"))
    engine.click("#opening [data-hole='N1']")  # ...not North's reply: Python plays it
    wait_board(engine, "#opening", after("S1", "N1"))
    wait(engine, "document.querySelector('#opening .pg-status').textContent.startsWith('N1:')", what="N1's turn to be told")


def test_a_puzzle_is_solved(engine):
    start_python(engine, "/pallanguzhi/puzzles.html#pallanguzhi-1")  # Python judges the step, not the build's table
    wait(engine, "!!document.querySelector('#pallanguzhi-1[data-ready]')", what="the puzzle to be set up")
    puzzle = json.loads(engine.js("document.getElementById('pallanguzhi-1').dataset.puzzle"))
    assert puzzle["turns"] == 1 and len(puzzle["solution"]) == 1  # one step solves it
    engine.click(f"#pallanguzhi-1 [data-hole='{puzzle['solution'][0]}']")
    wait(engine, "document.querySelector('#pallanguzhi-1 .pg-puzzle-said').textContent.startsWith('Solved!')", what="the puzzle to say it is solved")
    assert engine.js("document.getElementById('pallanguzhi-1').dataset.solved") == "true"
    assert engine.js("JSON.parse(localStorage.getItem('pygames.puzzles.v1')).puzzles['pallanguzhi-1'].solved") is True


def test_the_computer_answers_a_move(engine):
    start_python(engine, "/pallanguzhi/play.html")
    wait(engine, "!!document.querySelector('#game[data-ready]')", what="the play page's game")
    assert engine.js("document.querySelector('#game .pg-opponent').value") == "easy"  # against the computer, the reader South
    engine.select("#game .pg-speed-select", "instant")
    wait(engine, "document.querySelector('#game').dataset.turn === 'south'", what="South (the reader) to move")
    engine.click("#game [data-hole='S1']")
    wait(
        engine,
        "!['computer', 'busy', 'over'].includes(document.querySelector('#game').dataset.turn)"
        " && document.querySelectorAll('#game .pg-moves li').length >= 2",
        what="the computer's answer",
    )
    moves = engine.js("[...document.querySelectorAll('#game .pg-moves li')].map(li => li.textContent.trim())")
    assert moves[0].endswith("S1") and moves[1].split()[-1].startswith("N"), moves
    assert board(engine, "#game") == after("S1", moves[1].split()[-1])


def test_a_page_change_keeps_the_document(engine):
    start_python(engine)
    boot = engine.js("window.pygamesRuntime.bootId")
    engine.js("window.__samePage = true")
    engine.click("a.md-nav__link[href$='about.html']")
    wait(engine, "!!document.querySelector(\"a.md-nav__link--active[href$='about.html']\")", what="the About page")
    engine.click("a.md-nav__link[href$='pallanguzhi/rules.html']")
    wait(engine, "location.pathname.endsWith('/pallanguzhi/rules.html') && !!document.querySelector('#opening [data-hole][role=button]')",
         what="the rules page's first diagram, alive")
    assert engine.js("window.__samePage") is True, "the page change reloaded the document (no instant navigation)"
    assert engine.js("window.pygamesRuntime.bootId") == boot and engine.js("window.pygamesRuntime.boots") == 1
    engine.select("#opening .pg-speed-select", "instant")
    engine.click("#opening [data-hole='S2']")  # Python, still the same, answers
    wait_board(engine, "#opening", after("S2"))


# Another origin that answers nothing (a port no server listens on): the requests fail at once.
ELSEWHERE = f"http://127.0.0.1:{PORT + 312}"
PROVOKE = """(elsewhere => new Promise(done => {
  setTimeout(() => { throw new Error('provoked: thrown'); });
  console.error('provoked: console');
  const page = Promise.all([
    fetch(elsewhere + '/provoked-from-the-page').catch(() => {}),
    fetch(elsewhere.replace('http:', 'https:') + '/provoked-over-https').catch(() => {})]);
  const worker = new Worker(URL.createObjectURL(new Blob([
    "fetch(" + JSON.stringify(elsewhere + '/provoked-from-a-worker') + ").catch(() => {}).then(() => postMessage('fetched'));"
    + "setTimeout(() => { throw new Error('provoked: in a worker'); });"])));
  worker.onmessage = () => page.then(() => done(true));  // both requests made and refused
}))"""


def test_the_guards_see_page_errors_and_foreign_requests(engine):
    """What every check's end asserts is seen: an uncaught exception (a worker's too), a console
    error, and requests to another origin from the page (http and https) and from a worker."""
    engine.goto(engine.site.origin + "/about.html")
    assert engine.drain() == ([], [])  # the page itself, loaded: nothing
    engine.js(f"{PROVOKE}({json.dumps(ELSEWHERE)})")
    errors, foreign = [], []

    def all_seen():
        more_errors, more_foreign = engine.drain()
        errors.extend(more_errors)
        foreign.extend(more_foreign)
        said = " ".join(errors)
        return (all(f"provoked: {what}" in said for what in ("thrown", "console", "in a worker"))
                and {f"{ELSEWHERE}/provoked-from-the-page", f"{ELSEWHERE}/provoked-from-a-worker"} <= set(foreign)
                and any(url.startswith("https://") for url in foreign))

    for _ in range(50):  # the reports come as the browser sends them
        if all_seen():
            break
        engine.js("new Promise(done => setTimeout(() => done(true), 100))")
    assert all_seen(), f"{engine.name}: the guards missed some of what was provoked: errors {errors}, foreign {foreign}"
    engine.goto(engine.site.origin + "/about.html")  # leave the provoking page; what it still reports is dropped
    engine.drain()


ACTIVE = "navigator.serviceWorker.getRegistration().then(r => Boolean(r && r.active && r.active.state === 'activated'))"
# What the registration holds, for a failure's message.
WORKERS = ("navigator.serviceWorker.getRegistration().then(r => r ? ['installing', 'waiting', 'active']"
           ".map(k => `${k}: ${r[k] ? r[k].state : 'none'}`).join(', ') : 'not registered')")


def test_offline_after_one_visit(engine):
    """A reader who has read the site once reads it again with the network off. (Each page registers the
    service worker again once Python is up: a reader who reads on gives an install that did not finish
    another start. WebKit once left a registration unfinished for two minutes on a loaded machine; the
    check reads a second page if the first did not finish it within a minute.)"""
    start_python(engine)
    try:
        wait(engine, ACTIVE, timeout=60, what="the service worker to keep the site")
    except AssertionError:
        first = engine.js(WORKERS)
        start_python(engine, "/congeners/rules.html")
        try:
            wait(engine, ACTIVE, timeout=90, what="the service worker to keep the site")
        except AssertionError as error:
            raise AssertionError(f"{error}; after the first page: {first}; now: {engine.js(WORKERS)}") from None
        engine.goto(engine.site.origin + RULES)
    kept = "caches.keys().then(async ks => (await (await caches.open(ks.find(k => k.startsWith('pygames-')))).keys()))"
    assert engine.js(kept + ".then(files => files.length)") > 80
    # The page read its figures' prepared answers before the worker came: the page hands them over.
    wait(engine, kept + ".then(files => files.some(r => r.url.includes('/prepared/')))", what="the page's prepared answers to be kept")
    engine.site.stop()  # the network is gone: nothing answers on the site's port any more
    try:
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(engine.site.origin + RULES, timeout=5)
        engine.goto(engine.site.origin + RULES)
        state = wait(engine, READY, what="Python to start or fail, offline")
        assert state == "ready", f"{engine.name}: offline, Python did not start: {engine.js('window.pygamesRuntime.reason')}"
        engine.select("#opening .pg-speed-select", "instant")
        engine.click("#opening [data-hole='S2']")
        wait_board(engine, "#opening", after("S2"))
    finally:
        engine.site.start()
