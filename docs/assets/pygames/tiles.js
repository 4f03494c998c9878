// Boards of tiles (Palago): choose an empty cell, turn the tile with a preview,
// place it. Python draws every board and decides every rule (which cells and
// orientations are legal: the SVG marks them); this file only picks and shows.

import { LiveBoard } from "./board.js";
import { element, info, runtime } from "./runtime.js";
import { LiveFigure } from "./figure.js";
import { SavedGame } from "./play.js";
import { say } from "./words.js";

// Placing tiles on a position: used by the rules-page diagrams, the play page and puzzles.
// extra(): more fields for each "play" request (a puzzle's, to judge the tile).
export class Placer {
  constructor(root, game, status, onPlayed, extra = () => ({})) {
    this.game = game;
    this.status = status;
    this.onPlayed = onPlayed;
    this.extra = extra;
    this.selected = null; // {cell, orientations, index}
    this.board = new LiveBoard(root.querySelector(".pg-board"), {
      key: "cell",
      onChoose: (cell, at, key) => this.choose(cell, at, key),
      onKey: (key) => this.key(key),
    });
  }

  toolbar() {
    const bar = element("div", { class: "pg-toolbar pg-placer", role: "group", "aria-label": say("tile_controls") });
    this.turnButton = element("button", { type: "button", class: "md-button pg-turn", disabled: "" }, say("turn_tile"));
    this.placeButton = element("button", { type: "button", class: "md-button pg-place", disabled: "" }, say("place_tile"));
    this.cancelButton = element("button", { type: "button", class: "md-button pg-cancel", disabled: "" }, say("cancel"));
    this.turnButton.addEventListener("click", () => this.turn());
    this.placeButton.addEventListener("click", () => this.place());
    this.cancelButton.addEventListener("click", () => this.cancel());
    bar.append(this.turnButton, this.placeButton, this.cancelButton);
    return bar;
  }

  setPosition(position, svg, words) {
    this.position = position;
    this.selected = null;
    this.updateButtons();
    if (svg) this.board.swap(svg);
    if (words) this.status.textContent = words;
  }

  key(key) {
    if (key === "r" || key === "R") return this.selected && (this.turn(), true);
    if (key === "Escape") return this.selected && (this.cancel(), true);
    return false;
  }

  choose(cell, clickedAt, key) {
    const where = cell.dataset.cell;
    if (this.selected && this.selected.cell === where) {
      return key === "Enter" || key === " " ? this.place(clickedAt) : this.turn(clickedAt);
    }
    if (!cell.classList.contains("pg-legal")) {
      this.status.textContent = say("no_tile_there", { place: cell.getAttribute("aria-label") });
      return;
    }
    const orientations = cell.dataset.orientations.split(" "); // Python lists the ones allowed here
    this.selected = { cell: where, orientations, index: 0 };
    this.preview(clickedAt);
  }

  turn(clickedAt) {
    if (!this.selected) return;
    this.selected.index = (this.selected.index + 1) % this.selected.orientations.length;
    this.preview(clickedAt);
  }

  move() {
    const { cell, orientations, index } = this.selected;
    return `(${cell},${orientations[index]})`;
  }

  async preview(clickedAt) {
    const move = this.move();
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position, hint: [move], ...this.extra() });
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (!this.selected || this.move() !== move) return; // changed meanwhile
    this.board.swap(answer.svg);
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
    const count = this.selected.orientations.length;
    this.status.textContent = say(count > 1 ? "preview_turns" : "preview_one_way", { tile: answer.hint_words[0], n: count });
    this.updateButtons();
  }

  async place(clickedAt) {
    if (!this.selected) return;
    const move = this.move();
    const answer = await runtime.call({ op: "play", game: this.game, position: this.position, move, ...this.extra() });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.setPosition(answer.position, answer.svg, say("tile_placed", { move, status: answer.status }));
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
    this.onPlayed(answer);
  }

  async cancel() {
    this.selected = null;
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position, ...this.extra() });
    if (answer.ok) this.setPosition(answer.position, answer.svg, answer.status);
  }

  updateButtons() {
    for (const button of [this.turnButton, this.placeButton, this.cancelButton]) {
      if (button) button.disabled = !this.selected;
    }
    if (this.turnButton && this.selected) this.turnButton.disabled = this.selected.orientations.length < 2;
  }
}

// A rules-page diagram of tiles: place tiles from the diagram's position, or
// (data-mode="takeapart") lift tiles off a won table to see which the win needs.
export class TileDiagram extends LiveFigure {
  constructor(figure, onLive) {
    super(figure, onLive);
    this.takeApart = figure.dataset.mode === "takeapart";
    if (this.takeApart) {
      this.removed = [];
      this.board = new LiveBoard(figure.querySelector(".pg-board"), {
        key: "cell",
        isActive: (cell) => cell.classList.contains("pg-tile") || cell.classList.contains("pg-hint"),
        onChoose: (cell) => this.toggle(cell),
      });
    } else {
      // a figure's mode (the notation figure's labelled tiles) is kept in every drawing Python sends
      this.mode = figure.dataset.mode ? { mode: figure.dataset.mode } : {};
      this.placer = new Placer(figure, this.game, this.status, () => {}, () => this.mode);
      this.board = this.placer.board;
    }
    this.boot(() => this.start());
  }

  start() {
    this.mountToolbar(this.takeApart ? this.toolbar() : this.placer.toolbar());
    if (!this.takeApart) this.placer.setPosition(this.initial);
    this.board.activate();
    this.board.enabled = true;
    this.markLive();
  }

  async toggle(cell) {
    const key = cell.dataset.cell;
    this.removed = this.removed.includes(key) ? this.removed.filter((c) => c !== key) : [...this.removed, key];
    const answer = await runtime.call({ op: "takeapart", game: this.game, position: this.initial, removed: this.removed });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.board.swap(answer.svg);
    this.status.textContent = answer.status;
  }

  async reset() {
    const answer = await runtime.call({ op: "view", game: this.game, position: this.initial, ...this.mode });
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (this.takeApart) {
      this.removed = [];
      this.board.swap(answer.svg);
      this.status.textContent = answer.status;
    } else {
      this.placer.setPosition(answer.position, answer.svg, answer.status);
    }
  }
}

// The play page of a tile game: two players on one device, from the opening to
// the end, with undo of a turn's first tile (the rest comes from SavedGame).
export class TileGame extends SavedGame {
  movesTitle = say("tiles_title");

  constructor(root, onLive) {
    super(root, onLive);
    this.placer = new Placer(root, this.game, this.status, (answer) => this.played(answer));
    this.board = this.placer.board;
    this.prepare();
  }

  toolbar() {
    return this.placer.toolbar();
  }

  display(answer) {
    this.placer.setPosition(answer.position, answer.svg, answer.status);
  }
}
