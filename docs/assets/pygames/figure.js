// What every live board of a page shares (a rules-page diagram, a play page, a
// puzzle): its game and starting position, a status line that screen readers
// hear as it changes, a toolbar under the board, and the `live` flag the page
// waits for. Subclasses set `this.board` (a LiveBoard) and define reset().

import { isPrepared, useTable } from "./prepared.js";
import { BootIndicator, element, info, runtime } from "./runtime.js";
import { say } from "./words.js";

// The steps of a figure's hint, as the build wrote them ("S4", "grow I9; move J7 I9").
export const hintSteps = (figure) => (figure.dataset.hint || "").split(";").map((s) => s.trim()).filter(Boolean);

// A toolbar that is one Tab stop: the arrow keys (and Home, End) move between its
// buttons that can be used now, as in the ARIA toolbar pattern. Call the
// returned refresh() after buttons are enabled or disabled.
export function rovingToolbar(bar) {
  bar.setAttribute("role", "toolbar");
  const usable = () => [...bar.querySelectorAll("button")].filter((b) => !b.disabled && !b.hidden);
  const refresh = () => {
    const buttons = usable();
    const current = buttons.find((b) => b === document.activeElement) || buttons.find((b) => b.getAttribute("aria-pressed") === "true") || buttons[0];
    for (const button of bar.querySelectorAll("button")) button.tabIndex = button === current ? 0 : -1;
  };
  bar.addEventListener("keydown", (event) => {
    const buttons = usable();
    const at = buttons.indexOf(document.activeElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next = null;
    if (step && at >= 0) next = buttons[(at + step + buttons.length) % buttons.length];
    else if (event.key === "Home") next = buttons[0];
    else if (event.key === "End") next = buttons[buttons.length - 1];
    if (!next) return;
    event.preventDefault();
    for (const button of bar.querySelectorAll("button")) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  });
  bar.addEventListener("focusin", refresh);
  return refresh;
}

// One IntersectionObserver for the whole page (a page of fifty puzzles watches fifty elements,
// not fifty observers). Each element's first report answers firstSight(); a report that finds
// it on the screen or a screen from it runs its whenNear() actions. An element is watched
// until neither is waiting.
const watched = new WeakMap(); // element -> { sight: resolve of firstSight's promise, or null; actions }
const sights = new WeakMap(); // element -> firstSight's promise (the first report's answer, kept)
let observer = null;

function watch(element) {
  observer ||= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const wait = watched.get(entry.target);
      if (!wait) continue;
      const { sight } = wait;
      const actions = entry.isIntersecting ? wait.actions : [];
      wait.sight = null;
      if (entry.isIntersecting) wait.actions = [];
      // Done with it before running anything: an action that asks about the same element again
      // (whenNear, firstSight) watches it afresh, and gets a report of its own.
      if (!wait.actions.length) {
        observer.unobserve(entry.target);
        watched.delete(entry.target);
      }
      sight?.(entry.isIntersecting);
      for (const run of actions) run();
    }
  }, { rootMargin: "100% 0px" });
  let wait = watched.get(element);
  if (!wait) {
    watched.set(element, (wait = { sight: null, actions: [] }));
    observer.observe(element);
  }
  return wait;
}

// Run `action` once, when `element` is on the screen or a screen from it.
export function whenNear(element, action) {
  if (!("IntersectionObserver" in window)) return action();
  watch(element).actions.push(action);
}

// Whether `element` is on the screen or a screen from it when the page first lays it out
// (a promise of true or false).
export function firstSight(element) {
  if (!("IntersectionObserver" in window)) return Promise.resolve(true);
  if (!sights.has(element)) {
    const wait = watch(element);
    sights.set(element, new Promise((resolve) => (wait.sight = resolve)));
  }
  return sights.get(element);
}

export class LiveFigure {
  constructor(root, onLive) {
    this.root = root;
    this.game = root.dataset.game;
    this.initial = root.dataset.position;
    this.onLive = onLive;
    this.status = root.querySelector(".pg-status");
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    root.classList.add("pg-live");
  }

  // Live: playable now, or far from the screen with Python ready, to start the moment the
  // reader comes near (a click on it meanwhile is held and played, see LiveBoard.hold).
  get live() {
    return this.board.enabled || (this.far && !this.started);
  }

  // Make the board playable (`start`, run once): when Python is ready, or before, when the
  // build prepared the answers of its first move (prepared.js) and the figure nears the screen
  // (its answers are loaded then: a page does not load and draw what nobody looks at), even
  // under file://. With Python ready, a board far from the screen starts only when the reader
  // comes near it: the boards in view go first, and a board nobody reaches is never drawn again
  // (a Palanquée board is 313 places: drawing a page's far ones at idle kept a phone's main
  // thread busy for seconds).
  // `near`: the figure is known to be near the screen (a puzzle is made only then).
  boot(start, { near = false } = {}) {
    this.started = false;
    this.board.holdsUntilLive = true;
    const once = () => {
      if (this.started || !this.root.isConnected) return;
      this.started = true;
      start();
    };
    const sight = near ? Promise.resolve(true) : firstSight(this.root);
    new BootIndicator(this.board.container, () => {
      sight.then((near) => {
        if (near || this.started) return once();
        this.far = true;
        whenNear(this.root, once);
        this.onLive();
      });
    });
    if (!isPrepared(this.root)) return;
    // The page's first prepared figure is the likeliest first click: its answers are fetched at once.
    if (document.querySelector("[data-prepared]") === this.root) useTable(this.root.dataset.prepared);
    const prepare = () => {
      if (this.started) return;
      useTable(this.root.dataset.prepared);
      setTimeout(once); // in a task of its own: a click on a page still setting its boards up waits for one board, not all
    };
    if (near) prepare();
    else whenNear(this.root, prepare);
  }

  // The figure is live (data-ready, and the page's count of live boards) once Python runs:
  // a board answering only its prepared first move is not live yet. `then`: what else to do then.
  markLive(then = () => {}) {
    const done = runtime.subscribe(() => {
      if (info.state !== "ready" || this.root.dataset.ready) return;
      this.root.dataset.ready = "true";
      then();
      this.onLive();
      setTimeout(() => done());
    });
  }

  // A plain toolbar, for figures whose input has none of its own.
  toolbar(label = say("diagram_controls")) {
    return element("div", { class: "pg-toolbar", role: "group", "aria-label": label });
  }

  // Put `bar` under the board, with a Reset button at its end.
  mountToolbar(bar) {
    const reset = element("button", { type: "button", class: "md-button pg-reset" }, say("reset"));
    reset.addEventListener("click", () => this.reset());
    bar.append(reset);
    this.board.container.after(bar);
    return bar;
  }
}
