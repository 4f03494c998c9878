// Boards where a reader chooses a kind of action (a button, or its key), then
// clicks cells (Palanquée). Python decides everything: the kinds of action,
// their labels and keys (the figure's data-actions, written by the build),
// which have a legal use now (answer.actions), what a click means with the
// chosen action (the "click" request: an action played, a half-made one such
// as the grain chosen to move, or why not), what each action did
// (answer.summary), the lines about each side (answer.sides), and it draws
// every board. This file only sends clicks and keys and shows the answers.

import { LiveBoard } from "./board.js";
import { hintSteps, LiveFigure, rovingToolbar } from "./figure.js";
import { element, info, runtime } from "./runtime.js";
import { SavedGame } from "./play.js";
import { say } from "./words.js";


const CELL = /<g class="pg-cell[\s\S]*?<\/g>/g; // one cell of the drawing (a cell holds no other group)
// The picture of the cells' names, with the mask that hides those under a piece (if any piece is shown).
const LABELS = /(?:<mask id="pq-hide-\w+"[^>]*>(?:(?!<\/mask>)[\s\S])*<\/mask>)?<image class="pg-labels"(?: [\w:-]+="[^"]*")*\/>/;
const XLINK = "http://www.w3.org/1999/xlink";

// A live board of hex columns (313 cells), with three things LiveBoard lacks:
// - the arrow keys step to a neighbour (data-neighbours): Up and Down along the
//   column, which is a ring (from the top cell, Up crosses the blue line to the
//   bottom one), Left and Right to the next column, keeping to the height the
//   sideways walk began at (LiveBoard's nearest-place rule would skip every
//   raised column: the cell two columns away is nearer on screen than the
//   half-raised neighbour);
// - the neighbours of the cell under the pointer or the focus get pg-neighbour
//   (purely visual: it shows where the seam wraps a column round);
// - a new drawing replaces only the cells whose markup changed (rebuilding all
//   313 costs more than the rest of a click), and the picture of the names when
//   it changed.
class ColumnsBoard extends LiveBoard {
  constructor(container, options) {
    super(container, options);
    this.lit = [];
    const light = (event) => this.light(event.target.closest && event.target.closest("[data-cell]"));
    container.addEventListener("pointerover", light);
    container.addEventListener("focusin", light);
    container.addEventListener("pointerleave", () => this.light(null));
    container.addEventListener("focusout", () => this.light(null));
  }

  cell(name) {
    return this.container.querySelector(`[data-cell="${CSS.escape(name)}"]`);
  }

  light(cell) {
    for (const old of this.lit) old.classList.remove("pg-neighbour");
    this.lit = [];
    this.litFrom = cell && this.container.contains(cell) ? cell.dataset.cell : null;
    if (!this.litFrom) return;
    for (const name of (cell.dataset.neighbours || "").split(" ").filter(Boolean)) {
      const next = this.cell(name);
      if (next) {
        next.classList.add("pg-neighbour");
        this.lit.push(next);
      }
    }
  }

  swap(svg) {
    const live = this.container.querySelector("svg");
    const cells = svg.match(CELL) || [];
    const labels = (svg.match(LABELS) || [""])[0];
    const places = live ? this.places() : [];
    if (!this.drawn || this.drawn.length !== cells.length || places.length !== cells.length) {
      super.swap(svg);
    } else {
      const hadFocus = this.container.contains(document.activeElement);
      const changed = cells.map((html, i) => (html === this.drawn[i] ? -1 : i)).filter((i) => i >= 0);
      const parsed = document.createElement("template");
      parsed.innerHTML = svg.slice(0, svg.indexOf("<g class=\"pg-cell")) + changed.map((i) => cells[i]).join("") + labels + "</svg>";
      const fresh = parsed.content.firstElementChild;
      const news = fresh.querySelectorAll("[data-cell]");
      if (changed.every((i, k) => places[i].dataset.cell === news[k].dataset.cell)) {
        live.setAttribute("aria-label", fresh.getAttribute("aria-label")); // the position in words
        live.querySelector("title").textContent = fresh.querySelector("title").textContent;
        changed.forEach((i, k) => places[i].replaceWith(news[k]));
        const [picture, drawn] = [fresh.querySelector(".pg-labels"), live.querySelector(".pg-labels")];
        if (labels !== this.labels && picture && drawn) this.relabel(picture, drawn);
        this.activate();
        if (hadFocus) this.focus(this.focusKey);
      } else {
        super.swap(svg); // not the same board: draw it whole
      }
    }
    this.drawn = cells;
    this.labels = labels;
    if (this.litFrom) this.light(this.cell(this.litFrom));
  }

  // The names' picture of the new drawing on the live board: its mask (the cells under a piece) is
  // swapped; its picture, the same at every turn of a frame, is left alone (a browser reads it once).
  relabel(picture, drawn) {
    const [fresh, old] = [picture.previousElementSibling, drawn.previousElementSibling];
    if (old?.matches("mask")) old.remove();
    if (fresh?.matches("mask")) drawn.before(fresh);
    if (picture.hasAttribute("mask")) drawn.setAttribute("mask", picture.getAttribute("mask"));
    else drawn.removeAttribute("mask");
    const href = picture.getAttributeNS(XLINK, "href");
    if (drawn.getAttributeNS(XLINK, "href") !== href) drawn.setAttributeNS(XLINK, "href", href);
  }

  target(from, key) {
    if (!["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(key)) return super.target(from, key);
    const centre = (el) => {
      const box = el.getBBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const [x0, y0] = centre(from);
    const near = (from.dataset.neighbours || "").split(" ").filter(Boolean)
      .map((name) => this.container.querySelector(`[data-cell="${CSS.escape(name)}"]`))
      .filter(Boolean)
      .map((el) => [el, ...centre(el)]);
    if (key === "ArrowUp" || key === "ArrowDown") {
      this.level = null;
      const sign = key === "ArrowUp" ? -1 : 1;
      const column = near.filter(([, x]) => Math.abs(x - x0) < 1);
      const ahead = column.filter(([, , y]) => sign * (y - y0) > 0).sort((a, b) => sign * (a[2] - b[2]));
      if (ahead.length) return ahead[0][0];
      const round = column.sort((a, b) => Math.abs(b[2] - y0) - Math.abs(a[2] - y0)); // an end cell: round the ring
      return round.length ? round[0][0] : null;
    }
    const sign = key === "ArrowRight" ? 1 : -1;
    if (this.walker !== from) this.level = y0; // a new sideways walk keeps to this height
    const side = near.filter(([, x]) => sign * (x - x0) > 1).sort((a, b) => Math.abs(a[2] - this.level) - Math.abs(b[2] - this.level) || a[2] - b[2]);
    this.walker = side.length ? side[0][0] : null;
    return this.walker;
  }
}

// Playing actions on a position by buttons, keys and clicks: the rules-page
// diagrams and the play page. onPlayed(answer) shows a played action.
export class ActionPlayer {
  constructor(root, game, status, onPlayed, extra = () => ({})) {
    this.game = game;
    this.status = status;
    this.onPlayed = onPlayed;
    this.extra = extra;
    this.action = null; // the kind of action chosen
    this.selected = null; // the half-made action Python keeps (a grain to move, an action waiting for its seed)
    this.choosing = null; // the kind of action being chosen for the reader (a sowing turn has one), till Python answers
    this.actions = []; // the kinds of action with a legal use now
    this.kinds = JSON.parse(root.dataset.actions || "[]"); // every kind, its label and key (from Python)
    this.byKey = Object.fromEntries(this.kinds.map((a) => [a.key.toLowerCase(), a.kind]));
    this.sides = element("ul", { class: "pg-sides", "aria-label": say("actions_left") });
    status.before(this.sides);
    this.board = new ColumnsBoard(root.querySelector(".pg-board"), {
      key: "cell",
      onChoose: (cell, at) => this.click(cell, at),
      isActive: (cell) => this.action === null || cell.classList.contains("pg-legal") || cell.classList.contains("pg-selected"),
    });
    root.addEventListener("keydown", (event) => this.key(event));
  }

  toolbar() {
    const bar = element("div", { class: "pg-toolbar pg-actions", "aria-label": say("actions_group") });
    this.refreshBar = rovingToolbar(bar);
    this.buttons = {};
    for (const { kind, label, key } of this.kinds) {
      const button = element(
        "button",
        { type: "button", class: "md-button pg-action", "data-action": kind, "aria-keyshortcuts": key, "aria-pressed": "false", disabled: "" },
        `${label} (${key})`,
      );
      button.addEventListener("click", () => this.choose(kind));
      this.buttons[kind] = button;
      bar.append(button);
    }
    this.cancelButton = element("button", { type: "button", class: "md-button pg-cancel", disabled: "" }, say("cancel"));
    this.cancelButton.addEventListener("click", () => this.cancel());
    bar.append(this.cancelButton);
    return bar;
  }

  // Show an answer of Python. words: the status line (null keeps it); keep: the
  // chosen action stays (a click that played nothing), else it is dropped. Returns the
  // choice of the turn's one kind of action when it makes one (a promise), else null.
  show(answer, words, keep = false) {
    this.position = answer.position;
    this.selected = answer.selected ?? null;
    this.actions = answer.actions || [];
    if (!keep || !this.actions.includes(this.action)) this.action = null;
    this.board.swap(answer.svg);
    this.sides.replaceChildren(...(answer.sides || []).map((line) => element("li", {}, line)));
    if (words !== null && words !== undefined) this.status.textContent = words;
    this.update();
    // A turn with one kind of action (a sowing turn) has it chosen already.
    if (!keep && this.actions.length === 1 && answer.state.winner === null) {
      this.choosing = this.choose(this.actions[0], true).finally(() => (this.choosing = null));
    }
    return this.choosing;
  }

  update() {
    if (!this.buttons) return;
    for (const { kind } of this.kinds) {
      this.buttons[kind].disabled = !this.actions.includes(kind);
      this.buttons[kind].setAttribute("aria-pressed", String(this.action === kind));
    }
    this.cancelButton.disabled = this.action === null && this.selected === null;
    this.refreshBar();
  }

  // Choose a kind of action: Python marks the cells it can use, or says why it has none.
  // quiet: chosen for the player (the status line keeps what it says).
  async choose(kind, quiet = false) {
    const position = this.position;
    const answer = await runtime.call({ op: "click", game: this.game, position, cell: null, action: kind, selected: null, ...this.extra() });
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (this.position !== position) return; // the position changed meanwhile
    this.action = kind;
    this.show(answer, quiet ? null : answer.message, true);
    this.board.focusNearestActive(); // focus on the board stays on a cell the action can use
  }

  async click(cell, clickedAt) {
    // A click while the turn's one kind of action is being chosen (a sowing turn's) is for that kind.
    // Otherwise the request leaves at once (before Python is up, prepared.js looks it up then).
    if (this.choosing) return this.choosing.then(() => this.click(cell, clickedAt));
    const request = {
      op: "click", game: this.game, position: this.position, cell: cell.dataset.cell,
      selected: this.selected, action: this.action, ...this.extra(),
    };
    const answer = await runtime.call(request);
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (this.position !== request.position) return;
    if (answer.move) this.onPlayed(answer);
    else this.show(answer, answer.message, true);
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
  }

  async cancel() {
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position });
    if (answer.ok) this.show(answer, say("cancelled", { status: answer.status }));
  }

  key(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !this.board.enabled) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    if (event.key === "Escape") {
      if (this.action === null && this.selected === null) return;
      event.preventDefault();
      this.cancel();
    } else if (event.key.toLowerCase() in this.byKey) {
      // Python answers even for an action with no legal use: it says why.
      event.preventDefault();
      event.stopPropagation(); // S is also Material's search key
      this.choose(this.byKey[event.key.toLowerCase()]);
    }
  }
}

// A rules-page diagram: play actions from its position (Reset puts it back).
export class ActionDiagram extends LiveFigure {
  constructor(figure, onLive) {
    super(figure, onLive);
    this.hints = hintSteps(figure);
    this.player = new ActionPlayer(figure, this.game, this.status, (answer) => this.player.show(answer, answer.summary));
    this.board = this.player.board;
    this.boot(() => this.start());
  }

  start() {
    this.mountToolbar(this.player.toolbar());
    this.board.activate();
    // the board takes clicks once Python has sent its position and the actions it allows
    this.reset().then(() => {
      this.board.enabled = true;
      this.markLive();
    });
  }

  async reset() {
    const answer = await runtime.call({ op: "view", game: this.game, position: this.initial, hint: this.hints });
    if (!answer.ok) return (this.status.textContent = answer.error);
    await this.player.show(answer, answer.status); // with the turn's one kind of action chosen
  }
}

// The play page: two players on one device, from the empty board to the end.
export class ActionGame extends SavedGame {
  movesTitle = say("actions_title");

  constructor(root, onLive) {
    super(root, onLive);
    this.player = new ActionPlayer(root, this.game, this.status, (answer) => this.played(answer));
    this.board = this.player.board;
    this.prepare();
  }

  toolbar() {
    return this.player.toolbar();
  }

  display(answer) {
    this.player.show(answer, answer.move ? answer.summary : answer.status);
  }
}
