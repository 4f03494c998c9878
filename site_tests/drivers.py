"""The two more engines of the smoke suite (``test_engines.py``) and the server each one meets.

- Firefox ESR (Debian's ``firefox-esr``), driven by puppeteer-core over WebDriver BiDi: ``firefox.mjs``,
  a Node process that answers one JSON request a line. Puppeteer reports the page's uncaught
  exceptions and console errors and every request, its workers' included.
- WebKitGTK's MiniBrowser (Debian's ``webkit2gtk-driver``), driven by Selenium through WebKitWebDriver
  on an Xvfb display of its own. WebKitWebDriver speaks no BiDi and MiniBrowser writes no console
  message under automation, so the server adds a recorder at the top of each page's head (uncaught
  exceptions, a worker's included, unhandled rejections, console errors), and is the browser's proxy:
  every request the browser makes (a page's, a worker's, the service worker's) comes to it, and one
  for another origin is recorded and refused.

Both expose the same few verbs: ``goto``, ``js`` (the value of an expression, a promise awaited),
``click`` (a real click, once the element is drawn and still), ``select``, ``drain`` (the errors and
foreign requests since the last drain) and ``close``.
"""

import functools
import glob
import http.server
import io
import json
import os
import queue
import select
import subprocess
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.proxy import Proxy
from selenium.webdriver.support.select import Select
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from browser import SiteHandler

HERE = Path(__file__).resolve().parent
FIREFOX = "/usr/bin/firefox-esr"  # Debian's packages; browser downloads are impossible here
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# libwebkit2gtk-4.1-0's browser, under the machine's multiarch folder (dpkg -L libwebkit2gtk-4.1-0).
MINIBROWSER = next(iter(sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))), None)

# Put first in every page's head for WebKit (see the module's docstring). Instant navigation runs a
# new page's head scripts again: the recorder stays the one of the document's first page.
RECORDER = b"""<script>(function () {
  if (window.__engineProblems) return;
  var seen = window.__engineProblems = [];
  var text = function (value) { return value && value.stack ? value.message + "\\n" + value.stack : String(value); };
  addEventListener("error", function (event) { seen.push("uncaught: " + (event.error ? text(event.error) : event.message)); });
  addEventListener("unhandledrejection", function (event) { seen.push("unhandled rejection: " + text(event.reason)); });
  var error = console.error;
  console.error = function () {
    seen.push("console.error: " + Array.prototype.map.call(arguments, text).join(" "));
    return error.apply(this, arguments);
  };
})();</script>"""


def wait(engine, expression, timeout=60, what=None):
    """Poll a JavaScript expression (a promise is awaited) until it is truthy; return its value, or fail
    saying what was awaited and its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = engine.js(expression)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{engine.name}: timed out after {timeout} s waiting for {what or expression} (last: {value!r})")
        time.sleep(0.1)


class EngineHandler(SiteHandler):
    """The site's static server, which is also the browser's proxy (WebKit) and may add the recorder."""

    def parse_request(self):
        site = self.server.site
        if self.raw_requestline[:2] == b"\x16\x03":
            # TLS: WebKit opens its https:// proxy connection with TLS, the address inside it unreadable here
            site.refuse("https://... (an https request, sent through the proxy: its address is encrypted)")
            self.close_connection = True
            return False
        if not super().parse_request():
            return False
        if self.command == "CONNECT":
            site.refuse(f"https://{self.path}/")
            self.send_error(403, "requests to another origin are refused in the tests")
            return False
        if self.path.startswith(("http://", "https://")):  # a request sent to us as its proxy
            url = urllib.parse.urlsplit(self.path)
            if f"{url.scheme}://{url.netloc}" != site.origin:
                site.refuse(self.path)
                self.send_error(403, "requests to another origin are refused in the tests")
                return False
            self.path = urllib.parse.urlunsplit(("", "", url.path or "/", url.query, ""))
        return True

    def copyfile(self, source, outputfile):
        site = self.server.site
        if not (self.path.endswith(".wasm") and site.slow_wasm.is_set()):
            return super().copyfile(source, outputfile)
        site.wasm_on_its_way.set()
        while chunk := source.read(64 * 1024):  # about 1 MB a second, as on a phone's network, until cleared
            outputfile.write(chunk)
            if site.slow_wasm.is_set():
                time.sleep(0.05)

    def send_head(self):
        if "/assets/pygames/worker.js" in self.path:  # held back while the site says so: Python cannot start
            self.server.site.worker_let_through.wait(timeout=120)
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not (self.server.site.recorder and path.endswith(".html") and os.path.isfile(path)):
            return super().send_head()
        body = Path(path).read_bytes().replace(b"<head>", b"<head>" + RECORDER, 1)
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


class EngineSite:
    """The built site on http://127.0.0.1:PORT, for one engine: ``stop`` and ``start`` again take it
    off the network and back (the offline check)."""

    def __init__(self, root, port, recorder=False):
        self.root, self.port, self.recorder = str(root), port, recorder
        self.origin = f"http://127.0.0.1:{port}"
        self.foreign = []
        self.lock = threading.Lock()
        self.server = None
        self.worker_let_through = threading.Event()  # cleared: Python's worker script is held back
        self.worker_let_through.set()
        self.slow_wasm = threading.Event()  # set: Pyodide's .wasm comes slowly (wasm_on_its_way: it has begun)
        self.wasm_on_its_way = threading.Event()

    def start(self):
        try:
            server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), functools.partial(EngineHandler, directory=self.root))
        except OSError as error:
            raise RuntimeError(f"cannot serve the site on port {self.port} ({error}): PYGAMES_TEST_PORT moves it") from error
        server.site = self
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.server = server

    def stop(self):
        if self.server:
            self.server.shutdown()
            self.server.server_close()  # connections are refused from now on
            self.server = None

    def refuse(self, url):
        with self.lock:
            self.foreign.append(url)

    def drain_foreign(self):
        with self.lock:
            foreign, self.foreign = self.foreign, []
        return foreign


class Firefox:
    """Firefox ESR through ``firefox.mjs`` (puppeteer-core, WebDriver BiDi)."""

    name = "firefox"

    def __init__(self, site):
        self.site = site
        self.log = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(
            ["node", str(HERE / "firefox.mjs"), site.origin],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, cwd=HERE.parent,
            env={**os.environ, "PYGAMES_FIREFOX": FIREFOX},
        )
        self.answers = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.calls = 0
        self.version = self._next(90)["ready"]

    def _read(self):
        for line in self.process.stdout:
            self.answers.put(json.loads(line))
        self.answers.put(None)  # the process ended

    def _next(self, timeout):
        try:
            answer = self.answers.get(timeout=timeout)
        except queue.Empty:
            answer = None
        if answer is None:
            self.log.seek(0)
            code = self.process.poll()
            said = f"ended (exit status {code})" if code is not None else f"did not answer within {timeout} s"
            raise RuntimeError(f"firefox.mjs {said}; its output:\n{self.log.read()[-3000:]}")
        return answer

    def _call(self, op, timeout=90, **args):
        self.calls += 1
        self.process.stdin.write(json.dumps({"id": self.calls, "op": op, **args}) + "\n")
        self.process.stdin.flush()
        answer = self._next(timeout)
        while answer["id"] != self.calls:  # the late answer of a call that timed out
            answer = self._next(timeout)
        if "error" in answer:
            raise AssertionError(f"firefox: {op} {args}: {answer['error']}")
        return answer["value"]

    def goto(self, url, loaded=True):
        """Open ``url``, until its load event (``loaded``) or until its document is read."""
        return self._call("goto", url=url, until="load" if loaded else "domcontentloaded")

    def js(self, expression):
        return self._call("eval", expression=expression)

    def click(self, selector):
        self._call("click", selector=selector)

    def select(self, selector, value):
        self._call("select", selector=selector, value=value)

    def drain(self):
        found = self._call("drain")
        return found["errors"], found["foreign"]

    def close(self):
        try:
            self.process.stdin.close()
            self.process.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        self.log.close()


def start_xvfb():
    """An X server of our own on the first free display; return (process, ':N')."""
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 30
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        if select.select([read_end], [], [], 1)[0]:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
    os.close(read_end)
    if not number.strip():
        process.kill()
        raise RuntimeError("Xvfb did not start")
    return process, f":{number.strip().decode()}"


class WebKit:
    """WebKitGTK's MiniBrowser through WebKitWebDriver (Selenium), on an Xvfb display of its own."""

    name = "webkit"

    def __init__(self, site):
        if not (MINIBROWSER and os.access(WEBKIT_DRIVER, os.X_OK)):
            raise RuntimeError("WebKitGTK is missing: install Debian's webkit2gtk-driver and xvfb ('make test' does)")
        self.site = site
        self.errors = []  # from pages left behind
        self.xvfb, display = start_xvfb()
        try:
            options = Options()
            options.binary_location = MINIBROWSER
            options.add_argument("--automation")
            # Every request through the site's server: those for another origin are recorded there.
            address = f"127.0.0.1:{site.port}"
            options.proxy = Proxy({"proxyType": "manual", "httpProxy": address, "sslProxy": address})
            service = Service(executable_path=WEBKIT_DRIVER, log_output=subprocess.DEVNULL, env={**os.environ, "DISPLAY": display})
            self.driver = webdriver.WebKitGTK(options=options, service=service)
            self.version = self.driver.capabilities.get("browserVersion")
            self.driver.set_window_size(1280, 860)  # a desktop width: Material shows its navigation beside the page
            self.driver.set_script_timeout(60)
        except BaseException:
            self.xvfb.kill()
            self.xvfb.wait()
            raise

    def _keep_errors(self):
        try:
            self.errors += self.driver.execute_script("return (window.__engineProblems || []).splice(0)")
        except Exception:  # noqa: BLE001 (no page yet, or one that cannot run a script)
            pass

    def goto(self, url, loaded=True):
        """Open ``url``, until its load event (``loaded``) or until its document is read."""
        self._keep_errors()  # the recorder leaves with its page
        if loaded:
            self.driver.get(url)
        else:  # (WebDriver's get waits for the load event)
            self.driver.execute_script("location.href = arguments[0]", url)
            wait(self, f"location.href === {json.dumps(url)} && document.readyState !== 'loading'", what=f"{url} to be read")
        return self.driver.current_url

    def js(self, expression):
        return self.driver.execute_script(f"return ({expression});")

    def _reach(self, selector):
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        self.driver.execute_async_script(
            "const [element, done] = arguments; element.scrollIntoView({ block: 'center' }); let last = '', still = 0;"
            " const look = () => { const drawn = !element.checkVisibility || element.checkVisibility({ contentVisibilityAuto: true });"
            " const now = scrollY + ' ' + element.getBoundingClientRect().top; still = drawn && now === last ? still + 1 : 0; last = now;"
            " still >= 5 ? done() : requestAnimationFrame(look); }; look();",
            element,
        )
        return element

    def click(self, selector):
        """A pointer's click at the middle of the element, in the window's coordinates: WebKitWebDriver
        finds no box for an SVG group (a board's hole), so an element click or a move to the element
        fails as "not interactable"."""
        self._reach(selector)
        x, y, hit = self.js(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}), r = e.getBoundingClientRect();"
            " const x = Math.round(r.left + r.width / 2), y = Math.round(r.top + r.height / 2);"
            " return [x, y, e.contains(document.elementFromPoint(x, y))]; })()"
        )
        assert hit, f"webkit: the middle of {selector} is covered by another element"
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(x, y).click()
        actions.perform()

    def select(self, selector, value):
        Select(self._reach(selector)).select_by_value(value)

    def drain(self):
        self._keep_errors()
        errors, self.errors = self.errors, []
        return errors, self.site.drain_foreign()

    def close(self):
        try:
            self.driver.quit()
        finally:
            self.xvfb.terminate()
            self.xvfb.wait()
