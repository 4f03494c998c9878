"""Browser tests against the built site, in Debian's Chromium.

The site is served from ``site/`` on http://127.0.0.1:8000 and, for the
broken-server test, on a second port whose server sends ``.wasm`` files with a
wrong type. ``PYGAMES_SITE`` (a built site's folder) and ``PYGAMES_TEST_PORT``
(the first port) let a second copy of the suite run beside the first. Every context fails its test on any request to another origin.
"""

import functools
import http.server
import os
import threading
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
ALLOWED = (ORIGIN + "/", BROKEN_ORIGIN + "/", OTHER_ROOT, "file://", "data:", "blob:", "about:")
class WrongWasmHandler(SiteHandler):
    """A misconfigured static server: it sends .wasm as text/plain."""

    extensions_map = {**SiteHandler.extensions_map, ".wasm": "text/plain"}


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
    server = serve(WrongWasmHandler, BROKEN_PORT)
    yield BROKEN_ORIGIN
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
