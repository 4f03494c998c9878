// The one Python runtime of a visit: a module Web Worker hosting Pyodide and the
// pygames wheel (worker.js). Widgets send JSON requests with runtime.call().
// The module is loaded once; Material's instant navigation keeps it alive.

import { preparedAnswer } from "./prepared.js";
import { both, language, number, say } from "./words.js";

// No deadline while the runtime's files arrive, however slowly: the start gives up only when
// nothing has come from the worker (a byte, a stage) for this long, or on an error.
const QUIET_LIMIT_MS = 30000;

// Read-only facts for the curious, the tests and the benchmark.
export const info = {
  state: "idle", // idle, booting, ready, failed
  boots: 0,
  bootId: null,
  reason: null,
  failure: null, // what kind of failure: "host" (a file missing or wrong), "network", "runtime"
  bootMs: null,
  bootPhases: null, // when each stage of the worker's boot ended (ms from its start)
  latencies: [], // ms from a click on a hole to the updated board
  thinkMs: [], // ms the computer took for each of its moves
  searches: [], // how each of those searches went (depth, nodes, seconds), when it searched
  lastInteractive: null, // performance.now() when every board of the page became live (a far one: waiting to start, figure.js)
};
window.pygamesRuntime = info;

const NO_PROGRESS = { stage: "download", loaded: 0, total: 0, waiting: [] }; // nothing has come yet

class Runtime {
  constructor() {
    this.pending = new Map(); // id -> [resolve, the message sent], until the worker answers
    this.nextId = 1;
    this.listeners = new Set();
    this.unprepared = 0; // requests made before Python was ready that it must answer (see prepared.js)
    this.lookup = Promise.resolve(null); // the last request's look-up among the prepared answers
    this.progress = NO_PROGRESS;
  }

  start() {
    if (info.state !== "idle") return;
    if (location.protocol === "file:") {
      return this.fail(say("fail_file"), "file");
    }
    info.state = "booting";
    info.boots += 1;
    // The worker started from the page's <head> (overrides/main.html), while it is there to take:
    // taken once, or stopped by the page's leaving before it was taken.
    const early = window.__pygamesEarly && window.__pygamesEarly.worker ? window.__pygamesEarly : null;
    try {
      this.worker = early ? early.worker : new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
      if (early) early.worker = null;
    } catch (error) {
      return this.fail(say("fail_worker", { error: error.message }), "browser");
    }
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || say("fail_runtime_load"), "host");
    this.waitForNews();
    if (early) for (const message of early.take()) this.receive(message);
    this.notify();
  }

  // Leaving the page while Python's files arrive. Firefox keeps the page in its back-forward cache
  // with the worker frozen: a download it had begun stays open, and the next page's request for the
  // same file waits behind it until that page gives up. The start is stopped, and begun again if
  // the reader comes back to this page. (WebKit cuts the downloads off as the reader leaves, before
  // "pagehide": see fail.)
  leave() {
    if (info.state !== "booting") return;
    clearTimeout(this.quiet);
    this.worker.terminate();
    info.state = "idle";
    this.progress = NO_PROGRESS;
    this.left = true;
  }

  comeBack() {
    this.leaving = false;
    if (!this.left) return;
    this.left = false;
    this.start();
    for (const [, message] of this.pending.values()) this.worker.postMessage(message); // asked before leaving
  }

  // While Python starts: the start fails after QUIET_LIMIT_MS with no news from the worker.
  waitForNews() {
    clearTimeout(this.quiet);
    if (info.state !== "booting") return;
    this.quiet = setTimeout(() => {
      const { stage, waiting, loaded, total } = this.progress;
      const seconds = QUIET_LIMIT_MS / 1000;
      this.fail(
        stage === "download" && waiting && waiting.length
          ? say("fail_quiet_loading", { seconds, files: both(waiting), loaded: megabytes(loaded), total: megabytes(total) })
          : say(stage === "download" ? "fail_quiet_nothing" : "fail_quiet_start", { seconds }),
        stage === "download" ? "network" : "runtime",
      );
    }, QUIET_LIMIT_MS);
  }

  receive(message) {
    this.waitForNews();
    if (message.type === "progress") {
      this.progress = message;
    } else if (message.type === "ready") {
      clearTimeout(this.quiet);
      Object.assign(info, { state: "ready", bootId: message.bootId, bootMs: message.bootMs, bootPhases: message.phases, version: message.version, restored: message.restored });
    } else if (message.type === "failed") {
      // the worker names its reason by an id of the page's words (its values filled in here)
      return this.fail(message.say ? say(message.say.id, message.say.values) : message.reason || say("fail_runtime_load"), message.kind);
    } else if (message.type === "answer") {
      const [resolve] = this.pending.get(message.id) || [];
      this.pending.delete(message.id);
      const { answer } = message;
      if (answer.sayId) answer.error = say(answer.sayId); // the worker's own answer: Python is not running
      if (resolve) resolve(answer);
      return;
    }
    this.notify();
  }

  fail(reason, failure = "runtime") {
    if (info.state === "failed") return;
    if (this.leaving && failure === "network") {
      // A download cut off as the reader leaves is no failure: the start is stopped, as on leaving,
      // and begun again a moment later if the page is still there (the reader stayed after all).
      this.leave();
      setTimeout(() => this.comeBack(), 1000);
      return;
    }
    clearTimeout(this.quiet);
    Object.assign(info, { state: "failed", reason, failure });
    if (this.worker) this.worker.terminate();
    for (const [resolve] of this.pending.values()) resolve({ ok: false, error: notRunning() });
    this.pending.clear();
    this.notify();
  }

  call(request) {
    if (info.state === "ready") return this.send(request);
    // Before Python is up (and under file://, where it never is): the answer the build prepared, if any.
    this.lookup = preparedAnswer(request).then((prepared) => {
      if (!prepared && info.state !== "ready") this.unprepared += 1;
      return prepared;
    });
    return this.lookup.then((prepared) => prepared || this.send(request));
  }

  send(request) {
    if (info.state === "failed") return Promise.resolve({ ok: false, error: notRunning() });
    return new Promise((resolve) => {
      const id = this.nextId++;
      // The answer's sentences in the page's language (an English request names none).
      const message = { id, request: language() === "en" ? request : { ...request, lang: language() } };
      this.pending.set(id, [resolve, message]);
      this.worker.postMessage(message);
    });
  }

  subscribe(listener) {
    this.listeners.add(listener);
    listener();
    return () => this.listeners.delete(listener);
  }

  notify() {
    for (const listener of [...this.listeners]) listener();
  }
}

export const runtime = new Runtime();
addEventListener("beforeunload", () => (runtime.leaving = true));
addEventListener("pagehide", () => runtime.leave());
addEventListener("pageshow", (event) => event.persisted && runtime.comeBack());

const notRunning = () => say(location.protocol === "file:" ? "not_running_file" : "not_running");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A button whose action cannot be undone asks first: the first press turns it
// into the question, a second press within a few seconds acts; anything else
// (time, leaving the button) puts it back as it was.
export function askFirst(button, question, action) {
  const label = button.textContent;
  let timer = null;
  const reset = () => {
    clearTimeout(timer);
    delete button.dataset.asking;
    button.textContent = label;
  };
  button.addEventListener("click", () => {
    if (button.dataset.asking) {
      reset();
      return action();
    }
    button.dataset.asking = "true";
    button.textContent = question;
    timer = setTimeout(reset, 6000);
  });
  button.addEventListener("blur", reset);
}

// "south" -> "South" (a side or level name at the start of a sentence).
export const capital = (text) => (text ? text[0].toUpperCase() + text.slice(1) : "");

export function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

// Why the boards stay pictures, said once per page (above its first board), with
// the advice that fits: the reason names what failed (a missing file, a wrong type).
function failureNotice(anchor) {
  const main = anchor.closest("article") || document.body;
  if (main.querySelector(".pg-runtime-notice, .pg-file-notice")) return; // said once (file-notice.js under file://)
  const notice = element("p", { class: "pg-notice pg-runtime-notice", role: "note" });
  const kind = location.protocol === "file:" ? "file" : info.failure;
  const advice = { file: say("advice_file"), network: say("advice_network"), host: say("advice_host"), browser: say("advice_browser") }[kind];
  notice.textContent = say("still_pictures", { reason: info.reason, advice: advice || say("advice_other") });
  const first = main.querySelector(".pg-diagram, .pg-game, .pg-puzzle");
  (first || anchor).before(notice);
}

const megabytes = (bytes) => number(bytes / 1e6, 1);

// "Loading Python: 2.1 of 11.9 MB", then what the worker does once its files are here. Worded
// once for each piece of news, however many boards show it.
let worded = { progress: null, lang: null, words: "" };
function progressWords(progress) {
  if (worded.progress !== progress || worded.lang !== language()) worded = { progress, lang: language(), words: wordProgress(progress) };
  return worded.words;
}

function wordProgress({ stage, loaded, total }) {
  if (stage !== "download") return say(stage === "installing" ? "progress_installing" : "progress_starting");
  return total ? say("progress_loading", { loaded: megabytes(loaded), total: megabytes(total) }) : say("progress_loading_unknown");
}

// The bar: the download is most of the wait (to 90%), starting Python the rest.
function progressShare({ stage, loaded, total }) {
  if (stage !== "download") return stage === "installing" ? 96 : 92;
  return total ? Math.round((90 * loaded) / total) : 0;
}

// Progress while Python starts, and the notice if it cannot: the same for every widget.
export class BootIndicator {
  constructor(anchor, onReady, onFailed = () => {}) {
    this.anchor = anchor;
    this.onReady = onReady;
    this.onFailed = onFailed;
    this.box = element("div", { class: "pg-loading" });
    this.text = element("span", { class: "pg-loading-text" });
    // A determinate bar: an indeterminate one animates, and a dozen of them
    // repainting would slow the very start-up they report on.
    this.bar = element("progress", { max: "100", value: "0", "aria-label": say("boot_bar") });
    this.box.append(this.text, this.bar);
    anchor.after(this.box);
    this.unsubscribe = runtime.subscribe(() => this.update());
    runtime.start();
  }

  update() {
    if (!this.anchor.isConnected) return this.unsubscribe && this.unsubscribe();
    if (info.state === "booting" || info.state === "idle") {
      const early = this.anchor.closest("[data-prepared]"); // its answers are prepared (prepared.js)
      const now = say(!early ? "boot_making" : early.matches(".pg-puzzle") ? "boot_puzzle" : "boot_first_move");
      const text = `${now} ${progressWords(runtime.progress)}`;
      const share = progressShare(runtime.progress);
      if (this.text.textContent !== text) this.text.textContent = text; // (an unchanged line is not laid out again)
      if (this.bar.value !== share) this.bar.value = share;
    } else if (!this.done) {
      this.done = true;
      this.box.remove();
      if (this.unsubscribe) this.unsubscribe();
      if (info.state === "ready") {
        this.onReady();
      } else {
        this.failed = true;
        const board = this.anchor.closest(".pg-diagram, .pg-game, .pg-puzzle");
        if (board && !board.hasAttribute("data-prepared")) board.classList.add("pg-still"); // a prepared first move still plays
        failureNotice(this.anchor);
        this.onFailed();
      }
    }
  }
}
