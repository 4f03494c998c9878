// A live board: the SVG that Python draws, its places made buttons (one roving
// tab stop), driven by clicks and keys. Python marks each place with its name
// (aria-label), its key (data-hole or data-cell) and, when it can be chosen now,
// the class pg-legal; the rules stay in Python.

import { info, runtime, sleep } from "./runtime.js";
import { BoardZoom } from "./zoom.js";
import { say } from "./words.js";

export const SPEEDS = { slow: 520, normal: 200, fast: 70, instant: 0 };
// A reader who asks for less motion sees each turn's result at once (the speed control can change it).
export const DEFAULT_SPEED = matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "normal";
export const NOTABLE = new Set(["pick", "relay", "pasu", "capture", "endless", "round_end", "refill", "game_end"]);

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class LiveBoard {
  // key: the data attribute naming a place ("hole" or "cell").
  // onChoose(place, clickedAt, key): a place was clicked, or Enter/Space pressed on it.
  // onKey(key, place): other keys; returns true when it used the key.
  // isActive(place): whether the place can be chosen now (default: it is pg-legal).
  constructor(container, { key, onChoose, onKey = () => false, isActive = (p) => p.classList.contains("pg-legal") }) {
    this.container = container;
    this.key = key;
    this.isActive = isActive;
    this.focusKey = null;
    this.onChoose = onChoose;
    this.pending = null; // a place chosen before Python was up: {name, key}
    this.waiting = false; // a place chosen early whose answer Python must give (none was prepared)
    this.enabled = false;
    this.zoom = new BoardZoom(container); // on a phone: big enough for a finger, panned
    container.addEventListener("click", (event) => {
      const place = event.target.closest(`[data-${key}]`);
      if (this.waiting) return;
      if (!place) return this.enabled || this.holdAt(event);
      if (!this.enabled) return this.hold(place);
      this.focusKey = place.dataset[key];
      this.choose(place, performance.now());
    });
    container.addEventListener("keydown", (event) => {
      const place = event.target.closest(`[data-${key}]`);
      if (!place) return;
      const target = this.target(place, event.key);
      if (target) {
        event.preventDefault();
        this.focus(target.dataset[key]);
      } else if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        if (this.waiting) return;
        if (this.enabled) this.choose(place, performance.now(), event.key);
        else this.hold(place, event.key);
      } else if (onKey(event.key, place)) {
        event.preventDefault();
      }
    });
  }

  get enabled() {
    return this._enabled;
  }

  // Once the board goes live, a place chosen while Python was starting is played.
  set enabled(on) {
    this._enabled = on;
    if (on) this.wasLive = true;
    if (!on || !this.pending) return;
    const { name, key, at } = this.pending;
    this.pending = null;
    for (const old of this.container.querySelectorAll(".pg-pending")) old.classList.remove("pg-pending");
    setTimeout(() => {
      const place = at ? this.placeAt(at) : this.places().find((p) => p.dataset[this.key] === name);
      if (place && this._enabled) {
        this.focusKey = place.dataset[this.key];
        this.choose(place, performance.now(), key); // Python still starting: played if prepared, else it says it waits
      }
    });
  }

  // A board live before Python (its first move prepared, see prepared.js): a choice
  // whose request has no prepared answer is sent all the same, and Python answers it
  // once it is up; meanwhile the board says so and takes no other choice.
  choose(place, at, key) {
    const early = () => info.state === "idle" || info.state === "booting";
    if (!early()) return this.onChoose(place, at, key);
    const asked = runtime.unprepared;
    this.waiting = true; // while its answer is looked up among the prepared ones
    this.onChoose(place, at, key);
    runtime.lookup.then(() => {
      if (runtime.unprepared === asked || !early()) return (this.waiting = false);
      this.waitForPython(place);
    });
  }

  // Say that `place` waits for Python, until Python answers (or cannot start).
  waitForPython(place) {
    this.mark(place);
    const done = runtime.subscribe(() => {
      if (info.state !== "ready" && info.state !== "failed") return;
      this.waiting = false;
      for (const old of this.container.querySelectorAll(".pg-pending")) old.classList.remove("pg-pending");
      setTimeout(() => done());
    });
  }

  // A click (or Enter) before the board is first live (Python starting, or a figure's board
  // starting as the reader reaches it: `holdsUntilLive`, set by LiveFigure.boot) is not lost:
  // the board says it waits, and plays it as soon as it is live. Later (a turn being shown, the
  // game over, the computer's turn) a click on a board that is not live does nothing.
  holding() {
    if (info.state === "idle" || info.state === "booting") return true;
    return info.state === "ready" && this.holdsUntilLive && !this.wasLive;
  }

  hold(place, key) {
    if (!this.holding()) return;
    this.pending = { name: place.dataset[this.key], key };
    this.mark(place);
  }

  // A still picture (its empty places drawn as one grid: Palanquée's) has no element for an empty
  // place: a click on it before the board is live is held by where it fell on the board.
  holdAt(event) {
    const svg = this.container.querySelector("svg.pg-picture");
    if (!svg || !this.holding()) return;
    const box = svg.getBoundingClientRect();
    this.pending = { at: [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height] };
    this.say(say("pending_move"));
  }

  // The place of the live board under a point held by holdAt (the nearest centre: a grid's places
  // are the cells round their centres), or null off the board.
  placeAt([x, y]) {
    const svg = this.container.querySelector("svg");
    if (!svg) return null;
    const box = svg.getBoundingClientRect();
    const point = [box.left + x * box.width, box.top + y * box.height];
    let best = null;
    let nearest = Infinity;
    for (const place of this.places()) {
      const b = place.getBoundingClientRect();
      const distance = Math.hypot(b.left + b.width / 2 - point[0], b.top + b.height / 2 - point[1]);
      if (distance < nearest && distance <= Math.max(b.width, b.height) / 2) [best, nearest] = [place, distance];
    }
    return best;
  }

  // Tell the reader, in the figure's status line.
  say(words) {
    const figure = this.container.closest(".pg-diagram, .pg-game, .pg-puzzle");
    const status = figure && figure.querySelector(".pg-status");
    if (status) status.textContent = words;
  }

  // Say that the choice of `place` waits for Python.
  mark(place) {
    for (const old of this.container.querySelectorAll(".pg-pending")) old.classList.remove("pg-pending");
    const name = place.dataset[this.key];
    place.classList.add("pg-pending");
    const label = (place.getAttribute("aria-label") || name).split(", ")[0]; // "S1, 2 seeds", "(-4,1), empty"
    this.say(say("pending_place", { place: label }));
  }

  places() {
    return [...this.container.querySelectorAll(`[data-${this.key}]`)];
  }

  swap(svg) {
    const hadFocus = this.container.contains(document.activeElement);
    this.container.innerHTML = svg;
    this.activate();
    this.zoom.refresh();
    if (hadFocus) this.focus(this.focusKey);
  }

  activate() {
    const svg = this.container.querySelector("svg");
    const places = this.places();
    // A still picture (Palanquée's far boards, drawn small) names none of its places: its places
    // become buttons when the live drawing replaces it (swap), never nameless ones meanwhile.
    if (!svg || !places.length || svg.classList.contains("pg-picture")) return;
    svg.setAttribute("role", "group");
    if (!places.some((p) => p.dataset[this.key] === this.focusKey)) {
      this.focusKey = (places.find((p) => this.isActive(p)) || places[0]).dataset[this.key];
    }
    for (const place of places) {
      place.setAttribute("role", "button");
      place.setAttribute("tabindex", place.dataset[this.key] === this.focusKey ? "0" : "-1");
      if (this.isActive(place)) place.removeAttribute("aria-disabled");
      else place.setAttribute("aria-disabled", "true");
    }
  }

  // When the place under focus cannot be chosen now (an action chosen that cannot
  // use it), focus (or the board's Tab stop) moves to the nearest place that can.
  focusNearestActive() {
    const places = this.places();
    const from = places.find((p) => p.dataset[this.key] === this.focusKey);
    if (!from || this.isActive(from)) return;
    const centre = (el) => {
      const box = el.getBBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const [x0, y0] = centre(from);
    let best = null;
    let bestDistance = Infinity;
    for (const place of places.filter((p) => this.isActive(p))) {
      const [x, y] = centre(place);
      const distance = (x - x0) ** 2 + (y - y0) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [place, distance];
    }
    if (!best) return;
    if (this.container.contains(document.activeElement)) return this.focus(best.dataset[this.key]);
    from.setAttribute("tabindex", "-1");
    best.setAttribute("tabindex", "0");
    this.focusKey = best.dataset[this.key];
  }

  focus(name) {
    const target = this.places().find((p) => p.dataset[this.key] === name);
    if (!target) return;
    for (const place of this.places()) place.setAttribute("tabindex", "-1");
    target.setAttribute("tabindex", "0");
    this.focusKey = name;
    target.focus();
  }

  // Where a key leads, on screen: an arrow goes to the nearest place in its
  // direction (within about 60 degrees); Home and End to the ends of the row.
  target(from, key) {
    const centre = (el) => {
      const box = el.getBBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const [x0, y0] = centre(from);
    const others = this.places().filter((p) => p !== from).map((p) => [p, ...centre(p)]);
    if (key === "Home" || key === "End") {
      const row = others.filter(([, , y]) => Math.abs(y - y0) < 5);
      const sign = key === "Home" ? 1 : -1;
      const end = row.reduce((best, c) => (!best || sign * c[1] < sign * best[1] ? c : best), null);
      return end && sign * end[1] < sign * x0 ? end[0] : null;
    }
    if (!(key in ARROWS)) return null;
    const [dx, dy] = ARROWS[key];
    let best = null;
    let bestScore = Infinity;
    for (const [place, x, y] of others) {
      const along = (x - x0) * dx + (y - y0) * dy;
      const across = Math.abs((x - x0) * dy - (y - y0) * dx);
      if (along <= 1 || across > along * 1.8) continue;
      const score = along + 2 * across;
      if (score < bestScore) [best, bestScore] = [place, score];
    }
    return best;
  }
}

// A sowing board (Pallanguzhi): a turn is shown frame by frame.
export class SowingBoard extends LiveBoard {
  constructor(container, game, onPick) {
    super(container, { key: "hole", onChoose: (hole, at) => onPick(hole.dataset.hole, at) });
    this.game = game;
  }

  // Play the frames of a "play" answer. hooks.frame(frame) is told of each step;
  // hooks.speed() gives the current speed; hooks.skipping() says to jump to the end.
  // Resolves to false when cancelled (isCurrent() turned false).
  async animate(answer, hooks, clickedAt) {
    this.enabled = false;
    this.container.setAttribute("aria-busy", "true");
    const frames = answer.frames;
    this.swap(answer.first_svg);
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
    hooks.frame(frames[0]);
    for (let i = 1; i < frames.length; i++) {
      const delay = SPEEDS[hooks.speed()] * (NOTABLE.has(frames[i].kind) ? 2 : 1);
      if (hooks.skipping() || !delay) break;
      const [drawn] = await Promise.all([runtime.call({ op: "frame", game: this.game, frame: frames[i] }), sleep(delay)]);
      if (!hooks.isCurrent()) return false;
      if (hooks.skipping()) break;
      if (drawn.ok) this.swap(drawn.svg);
      hooks.frame(frames[i]);
    }
    if (!hooks.isCurrent()) return false;
    this.swap(answer.svg);
    this.container.removeAttribute("aria-busy");
    this.enabled = true;
    return true;
  }
}
