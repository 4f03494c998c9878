// Playable diagrams. The rules run in Python (pygames) inside one module Web
// Worker per visit; this file only sends clicks and keys to it and swaps in the
// SVG that comes back. It survives Material's instant navigation: widgets are
// (re)initialised on every page through document$, idempotently.

const BOOT_DEADLINE_MS = 45000;
const SPEEDS = { slow: 520, normal: 200, fast: 70, instant: 0 };
const NOTABLE = new Set(["pick", "relay", "pasu", "capture", "endless", "round_end", "refill", "game_end"]);

// ---------------------------------------------------------------- runtime --

const info = { state: "idle", boots: 0, bootId: null, reason: null, bootMs: null, latencies: [], lastInteractive: null };
window.pygamesRuntime = info; // read-only facts for the curious, the tests and the benchmark

class Runtime {
  constructor() {
    this.pending = new Map();
    this.nextId = 1;
    this.listeners = new Set();
    this.progress = { stage: "Loading the Python runtime", fraction: 0 };
  }

  start() {
    if (info.state !== "idle") return;
    if (location.protocol === "file:") {
      return this.fail("pages opened from a file cannot load the Python runtime; serve the site over HTTP to play");
    }
    info.state = "booting";
    info.boots += 1;
    try {
      this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    } catch (error) {
      return this.fail(`this browser could not start the background worker (${error.message})`);
    }
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || "the Python runtime could not be loaded");
    this.deadline = setTimeout(
      () => this.fail(`Python did not start within ${BOOT_DEADLINE_MS / 1000} seconds`),
      BOOT_DEADLINE_MS,
    );
    this.notify();
  }

  receive(message) {
    if (message.type === "progress") {
      this.progress = message;
    } else if (message.type === "ready") {
      clearTimeout(this.deadline);
      Object.assign(info, { state: "ready", bootId: message.bootId, bootMs: message.bootMs, version: message.version });
    } else if (message.type === "failed") {
      return this.fail(message.reason);
    } else if (message.type === "answer") {
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (resolve) resolve(message.answer);
      return;
    }
    this.notify();
  }

  fail(reason) {
    if (info.state === "failed") return;
    clearTimeout(this.deadline);
    Object.assign(info, { state: "failed", reason });
    if (this.worker) this.worker.terminate();
    for (const resolve of this.pending.values()) resolve({ ok: false, error: "Python is not running." });
    this.pending.clear();
    this.notify();
  }

  call(request) {
    if (info.state === "failed") return Promise.resolve({ ok: false, error: "Python is not running." });
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, request });
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

const runtime = new Runtime();

// ------------------------------------------------------------------ board --

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let speed = "normal";

function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

// Where each hole sits on screen (row 0 is North's, drawn N7..N1 from the left).
function gridOf(label) {
  const n = Number(label.slice(1));
  return label[0] === "S" ? { row: 1, col: n - 1 } : { row: 0, col: 7 - n };
}

function labelAt(row, col) {
  return row === 1 ? `S${col + 1}` : `N${7 - col}`;
}

class Diagram {
  constructor(figure) {
    this.figure = figure;
    this.game = figure.dataset.game;
    this.initial = figure.dataset.position;
    this.hint = (figure.dataset.hint || "").split(" ").filter(Boolean);
    this.position = this.initial;
    this.focusLabel = this.hint[0] || null;
    this.lastTurn = null;
    this.generation = 0;
    this.busy = false;
    this.build();
    this.unsubscribe = runtime.subscribe(() => this.onRuntime());
    runtime.start();
  }

  build() {
    const f = this.figure;
    f.classList.add("pg-live");
    this.board = f.querySelector(".pg-board");
    this.status = f.querySelector(".pg-status");
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    this.loading = element("div", { class: "pg-loading" });
    this.loadingText = element("span", { class: "pg-loading-text" });
    this.bar = element("progress", { max: "100", value: "0", "aria-label": "Starting the interactive board" });
    this.loading.append(this.loadingText, this.bar);
    this.toolbar = element("div", { class: "pg-toolbar", role: "group", "aria-label": "Diagram controls", hidden: "" });
    this.resetButton = element("button", { type: "button", class: "md-button pg-reset" }, "Reset");
    this.replayButton = element("button", { type: "button", class: "md-button pg-replay", disabled: "" }, "Replay turn");
    this.skipButton = element("button", { type: "button", class: "md-button pg-skip", disabled: "" }, "Skip to the end");
    const speedLabel = element("label", { class: "pg-speed" }, "Speed ");
    this.speedSelect = element("select", { class: "pg-speed-select" });
    for (const name of Object.keys(SPEEDS)) {
      this.speedSelect.append(element("option", { value: name }, name[0].toUpperCase() + name.slice(1)));
    }
    this.speedSelect.value = speed;
    speedLabel.append(this.speedSelect);
    this.toolbar.append(this.resetButton, this.replayButton, this.skipButton, speedLabel);
    this.now = element("p", { class: "pg-now" });
    this.log = element("ol", { class: "pg-log", "aria-label": "What the last turn did" });
    this.board.after(this.loading, this.toolbar);
    this.status.after(this.now, this.log);

    this.resetButton.addEventListener("click", () => this.reset());
    this.replayButton.addEventListener("click", () => this.replay());
    this.skipButton.addEventListener("click", () => (this.skipping = true));
    this.speedSelect.addEventListener("change", () => (speed = this.speedSelect.value));
    this.board.addEventListener("click", (event) => this.onClick(event));
    this.board.addEventListener("keydown", (event) => this.onKey(event));
  }

  onRuntime() {
    if (!this.figure.isConnected) return this.unsubscribe && this.unsubscribe();
    if (info.state === "booting" || info.state === "idle") {
      const p = runtime.progress;
      this.loadingText.textContent = `Starting the interactive board: ${p.stage.toLowerCase()}…`;
      this.bar.value = Math.round(100 * p.fraction);
    } else if (info.state === "ready" && !this.live) {
      this.live = true;
      this.loading.remove();
      this.toolbar.hidden = false;
      this.show(this.position, this.hint).then(() => pageMaybeInteractive());
    } else if (info.state === "failed" && !this.failed) {
      this.failed = true;
      this.loading.remove();
      this.toolbar.remove();
      const notice = element("p", { class: "pg-notice", role: "note" });
      notice.textContent =
        `This board is a still picture: ${info.reason}. ` +
        "The text and diagrams are all here; to play the boards, serve the site over HTTP " +
        "(for example: python3 -m http.server --directory site 8000).";
      this.board.after(notice);
    }
  }

  async show(position, hint = []) {
    const answer = await runtime.call({ op: "view", game: this.game, position, hint });
    if (!answer.ok) return this.say(answer.error);
    this.position = answer.position;
    this.swap(answer.svg);
    this.status.textContent = answer.status;
    this.interactive = true;
  }

  swap(svg) {
    const hadFocus = this.board.contains(document.activeElement);
    this.board.innerHTML = svg;
    const holes = [...this.board.querySelectorAll("[data-hole]")];
    if (!holes.length) return;
    if (!this.focusLabel || !holes.some((h) => h.dataset.hole === this.focusLabel)) {
      const legal = holes.find((h) => h.classList.contains("pg-legal"));
      this.focusLabel = (legal || holes[0]).dataset.hole;
    }
    for (const hole of holes) hole.setAttribute("tabindex", hole.dataset.hole === this.focusLabel ? "0" : "-1");
    if (hadFocus) this.focusHole(this.focusLabel);
  }

  focusHole(label) {
    const hole = this.board.querySelector(`[data-hole="${label}"]`);
    if (!hole) return;
    for (const other of this.board.querySelectorAll("[data-hole]")) other.setAttribute("tabindex", "-1");
    hole.setAttribute("tabindex", "0");
    this.focusLabel = label;
    hole.focus();
  }

  say(text) {
    this.status.textContent = text;
  }

  onClick(event) {
    const hole = event.target.closest("[data-hole]");
    if (!hole || !this.interactive) return;
    this.focusLabel = hole.dataset.hole;
    this.play(hole.dataset.hole, performance.now());
  }

  onKey(event) {
    const hole = event.target.closest("[data-hole]");
    if (!hole) return;
    const { row, col } = gridOf(hole.dataset.hole);
    const moves = {
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowRight: [row, Math.min(6, col + 1)],
      ArrowUp: [0, col],
      ArrowDown: [1, col],
      Home: [row, 0],
      End: [row, 6],
    };
    if (event.key in moves) {
      event.preventDefault();
      this.focusHole(labelAt(...moves[event.key]));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (this.interactive) this.play(hole.dataset.hole, performance.now());
    }
  }

  async play(label, clickedAt) {
    if (this.busy) return;
    this.busy = true;
    const generation = ++this.generation;
    const before = this.position;
    const answer = await runtime.call({ op: "play", game: this.game, position: before, move: label });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.busy = false;
      this.say(answer.error);
      return;
    }
    this.lastTurn = { before, move: answer.move };
    this.replayButton.disabled = false;
    await this.animate(answer, generation, clickedAt);
  }

  async animate(answer, generation, clickedAt) {
    this.interactive = false;
    this.skipping = false;
    this.skipButton.disabled = false;
    this.board.setAttribute("aria-busy", "true");
    this.log.replaceChildren();
    this.say(`${answer.move}: sowing…`);
    const frames = answer.frames;
    this.swap(answer.first_svg);
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
    this.note(frames[0]);
    for (let i = 1; i < frames.length; i++) {
      const delay = SPEEDS[speed] * (NOTABLE.has(frames[i].kind) ? 2 : 1);
      if (this.skipping || delay === 0) break;
      const [drawn] = await Promise.all([runtime.call({ op: "frame", game: this.game, frame: frames[i] }), sleep(delay)]);
      if (generation !== this.generation) return;
      if (this.skipping) break;
      if (drawn.ok) this.swap(drawn.svg);
      this.note(frames[i]);
    }
    if (generation !== this.generation) return;
    this.log.replaceChildren();
    for (const frame of frames) if (NOTABLE.has(frame.kind)) this.logLine(frame);
    this.position = answer.position;
    this.swap(answer.svg);
    this.now.textContent = "";
    this.say(`${answer.move}: ${answer.summary} ${answer.status}`);
    this.board.removeAttribute("aria-busy");
    this.skipButton.disabled = true;
    this.interactive = true;
    this.busy = false;
  }

  note(frame) {
    this.now.textContent = frame.say;
    if (NOTABLE.has(frame.kind)) this.logLine(frame);
  }

  logLine(frame) {
    const item = element("li", { class: `pg-log-${frame.kind}` }, frame.say);
    this.log.append(item);
  }

  reset() {
    this.generation++;
    this.busy = false;
    this.skipping = false;
    this.lastTurn = null;
    this.replayButton.disabled = true;
    this.skipButton.disabled = true;
    this.board.removeAttribute("aria-busy");
    this.log.replaceChildren();
    this.now.textContent = "";
    this.focusLabel = this.hint[0] || null;
    this.show(this.initial, this.hint);
  }

  replay() {
    if (!this.lastTurn) return;
    const { before, move } = this.lastTurn;
    this.generation++;
    this.busy = false;
    this.position = before;
    this.play(move);
  }
}

// ------------------------------------------------------------------ pages --

const diagrams = new WeakMap();

function pageMaybeInteractive() {
  const figures = [...document.querySelectorAll(".pg-diagram")];
  if (figures.every((f) => diagrams.get(f) && diagrams.get(f).interactive)) info.lastInteractive = performance.now();
}

function initPage() {
  for (const figure of document.querySelectorAll(".pg-diagram")) {
    if (!diagrams.has(figure)) diagrams.set(figure, new Diagram(figure));
  }
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(initPage);
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", initPage);
} else {
  initPage();
}
