"""What the browser tests and the benchmark share: Debian's Chromium and the site's static server."""

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
