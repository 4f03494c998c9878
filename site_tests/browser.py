"""What the browser tests and the benchmark share: Debian's Chromium, the site's static server, and
reaching a figure as a reader does."""

import http.server

CHROMIUM = "/usr/bin/chromium"  # Debian's package; browser downloads are impossible here
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the built site with the types it needs (see the README), quietly."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
    }

    def log_message(self, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser closed the page (a test's end) while a file was on its way


def reach(locator):
    """Scroll to ``locator`` and wait until the browser draws it, as a reader sees a board before
    clicking it: a figure far down a page is not rendered until it nears the screen
    (content-visibility), and a click sent the instant it is scrolled to (a forced click, which skips
    Playwright's own waiting) would reach the figure, not the place drawn in it. Then it waits until
    the page is still for five frames: the figures round it, drawn as they near, change the height
    of the page above it a frame or two later (the browser keeps the figure in place on screen, but
    a click in that frame can miss it)."""
    locator.scroll_into_view_if_needed()
    locator.evaluate(
        "e => new Promise(done => { const look = () => e.checkVisibility({ contentVisibilityAuto: true }) ?"
        " done() : requestAnimationFrame(look); look(); })"
    )
    locator.evaluate(
        "e => new Promise(done => { let last = '', still = 0; const look = () => {"
        " const now = `${scrollY} ${e.getBoundingClientRect().top}`; still = now === last ? still + 1 : 0; last = now;"
        " still >= 5 ? done() : requestAnimationFrame(look); }; look(); })"
    )
    return locator
