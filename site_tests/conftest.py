"""Browser tests against the built site, in Debian's Chromium.

The site is served from ``site/`` on http://127.0.0.1:8000 and, for the tests of
other hosts, on further ports: a host that answers the runtime's ``.wasm`` with an
HTML page, hosts with stock nginx's and busybox httpd's types, a slow one and one
whose connection stalls (``HOSTS``). ``PYGAMES_SITE`` (a built site's folder) and ``PYGAMES_TEST_PORT``
(the first port) let a second copy of the suite run beside the first. Every context fails its test on any request to another origin.
"""

import functools
import http.server
import io
import os
import threading
import time
from pathlib import Path

import pytest

from browser import CHROMIUM, CHROMIUM_ARGS, SiteHandler

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("PYGAMES_SITE") or ROOT / "site")
PORT = int(os.environ.get("PYGAMES_TEST_PORT") or 8000)
ORIGIN = f"http://127.0.0.1:{PORT}"
BROKEN_PORT = PORT + 765
BROKEN_ORIGIN = f"http://127.0.0.1:{BROKEN_PORT}"
OTHER_PORT = PORT + 642
OTHER_ROOT = f"http://127.0.0.1:{OTHER_PORT}/games/"  # another origin, under a path prefix
HOST_PORTS = {"nginx": PORT + 101, "busybox": PORT + 102, "slow": PORT + 103, "stalled": PORT + 104}
ALLOWED = (ORIGIN + "/", BROKEN_ORIGIN + "/", OTHER_ROOT, *(f"http://127.0.0.1:{p}/" for p in HOST_PORTS.values()),
           "file://", "data:", "blob:", "about:")


class BrokenHostHandler(SiteHandler):
    """A host that cannot serve the runtime: it answers pyodide.asm.wasm with an HTML page (as a
    host does that sends its index page for every address it lacks)."""

    def send_head(self):
        if not self.path.split("?")[0].endswith("/pyodide.asm.wasm"):
            return super().send_head()
        page = b"<!doctype html><html><body>Welcome!</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        return io.BytesIO(page)


class NginxHandler(SiteHandler):
    """Debian 12's stock nginx 1.22: the types of its mime.types, application/octet-stream for the
    rest (.mjs among them)."""

    TYPES = {
        ".html": "text/html", ".css": "text/css", ".js": "application/javascript", ".json": "application/json",
        ".wasm": "application/wasm", ".zip": "application/zip", ".svg": "image/svg+xml", ".png": "image/png",
        ".ico": "image/x-icon", ".woff2": "font/woff2", ".xml": "text/xml", ".txt": "text/plain",
    }

    def guess_type(self, path):
        return self.TYPES.get(Path(str(path)).suffix.lower(), "application/octet-stream")


class BusyboxHandler(SiteHandler):
    """busybox httpd: a type for the few kinds it knows (.html, .js, .css, .svg, .png...), and no
    Content-Type header at all for the rest (.mjs, .wasm, .json, .zip)."""

    TYPES = {".html": "text/html", ".css": "text/css", ".js": "application/javascript", ".svg": "image/svg+xml",
             ".png": "image/png", ".txt": "text/plain", ".xml": "text/xml"}

    def send_header(self, keyword, value):
        if keyword == "Content-type" and value is None:
            return  # no type at all
        super().send_header(keyword, value)

    def guess_type(self, path):
        return self.TYPES.get(Path(str(path)).suffix.lower())


class SlowHandler(SiteHandler):
    """A slow but steady host: the runtime's files (those over 100 KB) come at RATE bytes a second."""

    RATE = 180_000
    STALL_AFTER = None  # bytes of a big file sent before the connection goes quiet for good

    def copyfile(self, source, outputfile):
        data = source.read()
        if len(data) < 100_000:
            return outputfile.write(data)
        chunk = self.RATE // 10
        for start in range(0, len(data), chunk):
            if self.STALL_AFTER is not None and start >= self.STALL_AFTER:
                time.sleep(120)  # nothing more: the connection stays open, silent
                return
            outputfile.write(data[start:start + chunk])
            outputfile.flush()
            time.sleep(0.1)


class StalledHandler(SlowHandler):
    """A host whose connection stalls: a big file stops coming after its first 300 KB."""

    RATE = 3_000_000
    STALL_AFTER = 300_000


HOSTS = {"nginx": NginxHandler, "busybox": BusyboxHandler, "slow": SlowHandler, "stalled": StalledHandler}


def serve(handler, port):
    if not (SITE / "index.html").exists():
        pytest.exit("site/ is not built: run 'make test', which builds it first", returncode=2)
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(SITE)))
    except OSError as e:
        pytest.exit(f"cannot serve the site on port {port} ({e}); is 'make serve' running?", returncode=2)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class PrefixHandler(SiteHandler):
    """The built site served under /games/, as a host might place it."""

    def translate_path(self, path):
        if not path.startswith("/games/"):
            return str(SITE / "__not_here__")
        return super().translate_path(path[len("/games"):])


@pytest.fixture(scope="session")
def other_host():
    server = serve(PrefixHandler, OTHER_PORT)
    yield OTHER_ROOT
    server.shutdown()


@pytest.fixture(scope="session", autouse=True)
def site_server():
    server = serve(SiteHandler, PORT)
    yield ORIGIN
    server.shutdown()


@pytest.fixture(scope="session")
def broken_server():
    server = serve(BrokenHostHandler, BROKEN_PORT)
    yield BROKEN_ORIGIN
    server.shutdown()


@pytest.fixture(scope="session")
def hosts():
    """name -> the origin of the site served as that host would (``HOSTS``)."""
    servers = {name: serve(handler, HOST_PORTS[name]) for name, handler in HOSTS.items()}
    yield {name: f"http://127.0.0.1:{HOST_PORTS[name]}" for name in HOSTS}
    for server in servers.values():
        server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def guard(context):
    """Abort and record every request that leaves the site's origins."""
    foreign = []

    def check(route):
        url = route.request.url
        if url.startswith(ALLOWED):
            route.continue_()
        else:
            foreign.append(url)
            route.abort()

    context.route("**/*", check)
    context.on("request", lambda request: None if request.url.startswith(ALLOWED) else foreign.append(request.url))
    return foreign


@pytest.fixture
def new_context(browser):
    """Make extra contexts (JavaScript off, phone width...) that are guarded too."""
    made = []

    def make(**options):
        context = browser.new_context(**options)
        made.append((context, guard(context)))
        return context

    yield make
    for context, foreign in made:
        context.close()
        assert not foreign, f"requests left the origin: {foreign}"


@pytest.fixture
def context(new_context):
    return new_context()


@pytest.fixture(scope="session")
def returning_reader(browser):
    """One context for the whole session, as a reader who comes back: once its first page has booted Python
    and gone quiet, its Cache Storage keeps the memory snapshot and the service worker the site, so later
    pages restore Python (about 2.5 s here) instead of starting it (about 6 s). Each test's page starts with
    empty storage (see ``page``); ``context`` and ``new_context`` give first visits."""
    context = browser.new_context()
    foreign = guard(context)
    yield context, foreign
    context.close()


def _forget_storage(context):
    """Empty the site's localStorage in ``context`` (sessionStorage lives and dies with a page)."""
    blank = context.new_page()
    blank.goto(ORIGIN + "/assets/pygames/runtime.json")  # a file of the site that boots nothing
    blank.evaluate("localStorage.clear()")
    blank.close()


@pytest.fixture
def page(request):
    """A page in the test's own first-visit ``context`` when the test asks for that context, else a
    page of the returning reader's context, its storage emptied first."""
    if "context" in request.fixturenames:
        context, foreign, before = request.getfixturevalue("context"), [], 0
    else:
        context, foreign = request.getfixturevalue("returning_reader")
        before = len(foreign)
        _forget_storage(context)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    page.close()
    assert not errors, f"JavaScript errors on the page: {errors}"
    assert len(foreign) == before, f"requests left the origin: {foreign[before:]}"
