// The moves of a game as one scrolling list the reader can step through. Each
// move is a button; the list is one Tab stop (the move shown), and in it the
// arrow keys go back and forward, Home to the start and End to the latest
// move. Four buttons (First, Back, Forward, Latest) do the same. Choosing a
// move calls onView(index) with the position to show: 0 is the start, and
// `latest` (the number of moves) the game as it stands. Hovering or focusing a
// move calls onPeek(index) to mark it on the board for a moment, and
// onPeek(null) when the pointer or focus leaves.

import { element } from "./runtime.js";
import { say } from "./words.js";

// Each button: its name (its class, and its words: review_<name>), its key, where it goes.
const STEPS = [
  ["first", "Home", (at) => 0],
  ["back", "ArrowLeft", (at) => at - 1],
  ["forward", "ArrowRight", (at) => at + 1],
  ["latest", "End", (at, latest) => latest],
];
const KEYS = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1, PageUp: -10, PageDown: 10 };

export class MoveHistory {
  constructor(title, { onView, onPeek = () => {}, label = (index, move) => move }) {
    this.onView = onView;
    this.onPeek = onPeek;
    this.label = label; // the words a screen reader hears for move `index` (from 0)
    this.moves = [];
    this.viewed = 0;
    this.heading = element("h3", { class: "pg-moves-heading" }, title);
    this.list = element("ol", { class: "pg-moves", "aria-label": say("moves_in_order", { title }) });
    this.controls = element("div", { class: "pg-toolbar pg-review", role: "group", "aria-label": say("look_back") });
    this.buttons = {};
    for (const [name, key, to] of STEPS) {
      const button = element("button", { type: "button", class: `md-button pg-review-${name}`, "aria-keyshortcuts": key }, say(`review_${name}`));
      button.addEventListener("click", () => this.go(to(this.viewed, this.latest)));
      this.buttons[name] = button;
      this.controls.append(button);
    }
    this.list.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-index]");
      if (button) this.go(Number(button.dataset.index) + 1, { focus: true });
    });
    this.list.addEventListener("keydown", (event) => this.key(event));
    for (const [type, leaving] of [["pointerover", false], ["focusin", false], ["pointerleave", true], ["focusout", true]]) {
      this.list.addEventListener(type, (event) => {
        const button = !leaving && event.target.closest("button[data-index]");
        this.peeking = button ? Number(button.dataset.index) + 1 : null;
        clearTimeout(this.peekTimer);
        this.peekTimer = setTimeout(() => this.onPeek(this.peeking), leaving ? 30 : 60);
      });
    }
    this.mark(false);
  }

  get parts() {
    return [this.heading, this.controls, this.list];
  }

  get latest() {
    return this.moves.length;
  }

  get reviewing() {
    return this.viewed !== this.latest;
  }

  // The game's moves, now; the list shows the latest position. The items of the moves
  // already listed are kept (a game of a thousand steps is not redrawn at every step).
  set(moves) {
    const items = [...this.list.children];
    let kept = 0;
    while (kept < items.length && kept < moves.length && items[kept].firstChild.getAttribute("aria-label") === this.label(kept, moves[kept]) && items[kept].textContent === moves[kept]) kept++;
    for (const item of items.slice(kept)) item.remove();
    this.moves = [...moves];
    this.viewed = this.latest;
    this.list.append(...this.moves.slice(kept).map((move, j) => this.item(kept + j, move)));
    this.mark(false);
  }

  item(i, move) {
    const button = element("button", { type: "button", class: "pg-move", "data-index": String(i), tabindex: "-1", "aria-label": this.label(i, move) }, move);
    const item = element("li");
    item.append(button);
    return item;
  }

  // Show position `index` (clamped to the game), as the reader asked.
  go(index, { focus = false } = {}) {
    this.viewed = Math.max(0, Math.min(this.latest, index));
    this.mark(focus);
    this.onView(this.viewed);
  }

  key(event) {
    const to = event.key === "Home" ? 0 : event.key === "End" ? this.latest : event.key in KEYS ? this.viewed + KEYS[event.key] : null;
    if (to === null) return;
    event.preventDefault();
    this.go(to, { focus: true });
  }

  // The move shown is the list's one Tab stop, marked as current, and kept in view.
  mark(focus) {
    const buttons = [...this.list.querySelectorAll("button")];
    const current = buttons[Math.max(0, this.viewed - 1)];
    for (const button of buttons) {
      button.tabIndex = button === current ? 0 : -1;
      if (Number(button.dataset.index) + 1 === this.viewed) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
    }
    this.buttons.first.disabled = this.buttons.back.disabled = this.viewed === 0;
    this.buttons.forward.disabled = this.buttons.latest.disabled = this.viewed === this.latest;
    this.controls.hidden = this.latest === 0;
    if (!current) return;
    if (focus) current.focus({ preventScroll: true });
    const item = current.parentElement;
    const top = item.offsetTop; // the list is positioned: offsets are within it
    if (top < this.list.scrollTop) this.list.scrollTop = top;
    else if (top + item.offsetHeight > this.list.scrollTop + this.list.clientHeight) this.list.scrollTop = top + item.offsetHeight - this.list.clientHeight;
  }
}
