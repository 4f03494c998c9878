// Firefox ESR for the engine smoke tests (site_tests/test_engines.py), driven by puppeteer-core over
// WebDriver BiDi. Debian's firefox-esr is used: no browser is ever downloaded.
//
//   node site_tests/firefox.mjs ORIGIN
//
// One JSON request a line on standard input, one JSON answer a line on standard output:
//   {"id": 1, "op": "goto", "url": "...", "until"?}  load a page (until its load event, or "domcontentloaded")
//   {"id": 2, "op": "eval", "expression": "..."}     the value of a JavaScript expression (a promise is awaited)
//   {"id": 3, "op": "click", "selector": "..."}      a real mouse click at the middle of the element
//   {"id": 4, "op": "select", "selector": "...", "value": "..."}   choose an option of a <select>
//   {"id": 5, "op": "drain"}                         what went wrong since the last drain: {errors, foreign}
// answered {"id": 1, "value": ...} or {"id": 1, "error": "..."}. The browser closes when the input ends.
// Errors are the page's uncaught exceptions and console errors (its workers' too); foreign requests are
// those, the workers' included, whose address is not on ORIGIN nor data:, blob: or about:.

import readline from "node:readline";
import puppeteer from "puppeteer-core";

const origin = new URL(process.argv[2]).origin;
const allowed = [origin + "/", "data:", "blob:", "about:"];
const errors = [];
const foreign = [];

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.PYGAMES_FIREFOX || "/usr/bin/firefox-esr",
  protocol: "webDriverBiDi",
  headless: true,
  defaultViewport: { width: 1280, height: 720 }, // a desktop width: Material shows its navigation beside the page
});
const page = await browser.newPage();
page.on("pageerror", (error) => errors.push(`uncaught: ${error.message || error}`));
page.on("console", (message) => {
  if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
});
page.on("request", (request) => {
  if (!allowed.some((start) => request.url().startsWith(start))) foreign.push(request.url());
});

// Scroll the element to the middle of the window and wait until the browser draws it and the page is
// still (content-visibility: a figure far down is drawn only as it nears the screen; see reach() in
// browser.py), so that the click meets what a reader would see there.
const reach = (element) => new Promise((done) => {
  element.scrollIntoView({ block: "center" });
  let last = "", still = 0;
  const look = () => {
    const drawn = !element.checkVisibility || element.checkVisibility({ contentVisibilityAuto: true });
    const now = scrollY + " " + element.getBoundingClientRect().top;
    still = drawn && now === last ? still + 1 : 0;
    last = now;
    still >= 5 ? done() : requestAnimationFrame(look);
  };
  look();
});

async function element(selector) {
  const handle = await page.$(selector);
  if (!handle) throw new Error(`no element matches ${selector}`);
  await handle.evaluate(reach);
  return handle;
}

const ops = {
  goto: async ({ url, until = "load" }) => {
    // Leave the page once its requests are done: a request that the navigation cuts off while the
    // service worker answers it is reported as an error of the page ("A ServiceWorker intercepted the
    // request and encountered an unexpected error"), as it is when a reader leaves within milliseconds.
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10000 }).catch(() => {});
    await page.goto(url, { waitUntil: until, timeout: 60000 });
    return page.url();
  },
  eval: ({ expression }) => page.evaluate(expression),
  click: async ({ selector }) => {
    await (await element(selector)).click();
    return null;
  },
  select: async ({ selector, value }) => {
    await element(selector);
    return page.select(selector, value);
  },
  drain: () => ({ errors: errors.splice(0), foreign: foreign.splice(0) }),
};

const answer = (message) => process.stdout.write(JSON.stringify(message) + "\n");
answer({ ready: (await browser.version()) || "firefox" });

let queue = Promise.resolve();
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const request = JSON.parse(line);
  queue = queue.then(async () => {
    try {
      const value = await ops[request.op](request);
      answer({ id: request.id, value: value === undefined ? null : value });
    } catch (error) {
      answer({ id: request.id, error: String((error && error.message) || error) });
    }
  });
});
lines.on("close", () => queue.then(() => browser.close()).then(() => process.exit(0)));
