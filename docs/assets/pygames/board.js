// A live board: the SVG that Python draws, made focusable (one roving tab stop),
// driven by clicks and keys, and able to animate a turn frame by frame.
// The rules stay in Python: this only shows what the worker sends back.

import { info, runtime, sleep } from "./runtime.js";

export const SPEEDS = { slow: 520, normal: 200, fast: 70, instant: 0 };
export const NOTABLE = new Set(["pick", "relay", "pasu", "capture", "endless", "round_end", "refill", "game_end"]);

export class BoardView {
  // container: the element that holds the SVG. onPick(label, clickedAt): a hole was chosen.
  constructor(container, game, onPick) {
    this.container = container;
    this.game = game;
    this.onPick = onPick;
    this.focusLabel = null;
    this.enabled = false;
    container.addEventListener("click", (event) => {
      const hole = event.target.closest("[data-hole]");
      if (!hole || !this.enabled) return;
      this.focusLabel = hole.dataset.hole;
      this.onPick(hole.dataset.hole, performance.now());
    });
    container.addEventListener("keydown", (event) => this.onKey(event));
  }

  swap(svg) {
    const hadFocus = this.container.contains(document.activeElement);
    this.container.innerHTML = svg;
    this.activate();
    if (hadFocus) this.focus(this.focusLabel);
  }

  // Python draws each hole with its name and marks the legal ones (pg-legal):
  // here they become buttons, with one tab stop that the arrow keys move.
  activate() {
    const svg = this.container.querySelector("svg");
    const holes = this.holes();
    if (!svg || !holes.length) return;
    svg.setAttribute("role", "group");
    if (!this.focusLabel || !holes.some((h) => h.dataset.hole === this.focusLabel)) {
      const legal = holes.find((h) => h.classList.contains("pg-legal"));
      this.focusLabel = (legal || holes[0]).dataset.hole;
    }
    for (const hole of holes) {
      hole.setAttribute("role", "button");
      hole.setAttribute("tabindex", hole.dataset.hole === this.focusLabel ? "0" : "-1");
      if (hole.classList.contains("pg-legal")) hole.removeAttribute("aria-disabled");
      else hole.setAttribute("aria-disabled", "true");
    }
  }

  holes() {
    return [...this.container.querySelectorAll("[data-hole]")];
  }

  focus(label) {
    const target = this.container.querySelector(`[data-hole="${label}"]`);
    if (!target) return;
    for (const hole of this.holes()) hole.setAttribute("tabindex", "-1");
    target.setAttribute("tabindex", "0");
    this.focusLabel = label;
    target.focus();
  }

  // Arrow keys follow the drawing: data-row and data-col come from the SVG.
  onKey(event) {
    const hole = event.target.closest("[data-hole]");
    if (!hole) return;
    const row = Number(hole.dataset.row);
    const col = Number(hole.dataset.col);
    const cells = this.holes().map((h) => ({ label: h.dataset.hole, row: Number(h.dataset.row), col: Number(h.dataset.col) }));
    const inRow = (r) => cells.filter((c) => c.row === r).sort((a, b) => a.col - b.col);
    const rows = [...new Set(cells.map((c) => c.row))].sort((a, b) => a - b);
    const nearest = (r) => inRow(r).reduce((best, c) => (Math.abs(c.col - col) < Math.abs(best.col - col) ? c : best));
    let target = null;
    const here = inRow(row);
    const index = here.findIndex((c) => c.col === col);
    if (event.key === "ArrowLeft") target = here[Math.max(0, index - 1)];
    else if (event.key === "ArrowRight") target = here[Math.min(here.length - 1, index + 1)];
    else if (event.key === "Home") target = here[0];
    else if (event.key === "End") target = here[here.length - 1];
    else if (event.key === "ArrowUp") target = nearest(rows[Math.max(0, rows.indexOf(row) - 1)]);
    else if (event.key === "ArrowDown") target = nearest(rows[Math.min(rows.length - 1, rows.indexOf(row) + 1)]);
    if (target) {
      event.preventDefault();
      this.focus(target.label);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (this.enabled) this.onPick(hole.dataset.hole, performance.now());
    }
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
