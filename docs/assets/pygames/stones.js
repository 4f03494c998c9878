// Boards of stones (Congeners). Python decides what every click means (the
// "click" request: a stone selected, a step played, or why not) and draws
// every board and score table; this file only sends clicks and shows answers.

import { LiveBoard } from "./board.js";
import { element, info, runtime, sleep } from "./runtime.js";
import { hintSteps, LiveFigure } from "./figure.js";
import { SavedGame } from "./play.js";
import { say } from "./words.js";

const CHOICES = ["choose black", "choose white"]; // the moves of the pie rule (notation)

// Playing steps on a position by clicks and keys: the rules-page diagrams, the play page and puzzles.
// extra(): more fields for each request that may play a step (a puzzle's, to judge it).
export class Clicker {
  constructor(root, game, status, onPlayed, extra = () => ({})) {
    this.game = game;
    this.status = status;
    this.onPlayed = onPlayed;
    this.extra = extra;
    this.selected = null;
    this.scorePanel = root.querySelector(".pg-score-panel");
    this.board = new LiveBoard(root.querySelector(".pg-board"), {
      key: "cell",
      onChoose: (cell, at) => this.click(cell, at),
      onKey: (key) => key === "Escape" && this.selected !== null && (this.cancel(), true),
      isActive: (cell) => cell.classList.contains("pg-legal") || cell.classList.contains("pg-selected"),
    });
  }

  toolbar() {
    const bar = element("div", { class: "pg-toolbar", role: "group", "aria-label": say("board_controls") });
    this.chooseBox = element("span", { class: "pg-choose", hidden: "" });
    for (const choice of CHOICES) {
      const colour = choice.split(" ")[1];
      const button = element("button", { type: "button", class: `md-button pg-choose-${colour}` }, say("take_colour", { colour: say(`colour_${colour}`) }));
      button.addEventListener("click", () => this.play(choice));
      this.chooseBox.append(button);
    }
    this.cancelButton = element("button", { type: "button", class: "md-button pg-cancel", disabled: "" }, say("cancel"));
    this.cancelButton.addEventListener("click", () => this.cancel());
    bar.append(this.chooseBox, this.cancelButton);
    return bar;
  }

  // Show a position Python sent (answer of view, play or click).
  show(answer, words) {
    this.position = answer.position;
    this.selected = answer.selected ?? null;
    this.legal = answer.legal;
    this.board.swap(answer.svg);
    if (this.scorePanel && answer.scores) this.scorePanel.innerHTML = answer.scores; // drawn by Python, escaped there
    this.status.textContent = words ?? answer.status;
    if (this.chooseBox) this.chooseBox.hidden = !CHOICES.every((c) => answer.legal.includes(c));
    if (this.cancelButton) this.cancelButton.disabled = this.selected === null;
  }

  async click(cell, clickedAt) {
    const request = { op: "click", game: this.game, position: this.position, cell: cell.dataset.cell, selected: this.selected, ...this.extra() };
    const answer = await runtime.call(request);
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (this.position !== request.position) return; // the position changed meanwhile
    if (answer.move) {
      this.show(answer, say("move_status", { move: answer.move, status: answer.status }));
      this.onPlayed(answer);
    } else {
      this.show(answer, answer.message);
    }
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
  }

  async play(move) {
    const answer = await runtime.call({ op: "play", game: this.game, position: this.position, move, ...this.extra() });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.show(answer, say("move_status", { move: answer.move, status: answer.status }));
    this.onPlayed(answer);
  }

  async cancel() {
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position });
    if (answer.ok) this.show(answer, say("nothing_selected", { status: answer.status }));
  }
}

// A rules-page diagram: play from its position (Reset puts it back), or, with
// data-mode="score", pick a stone to see its creature's shape and score.
export class StoneDiagram extends LiveFigure {
  constructor(figure, onLive) {
    super(figure, onLive);
    this.scoring = figure.dataset.mode === "score";
    this.firstWords = this.status.textContent; // what the page says before anything is chosen
    if (this.scoring) {
      this.scorePanel = figure.querySelector(".pg-score-panel");
      this.shapes = element("div", { class: "pg-shape-images" });
      this.scorePanel.after(this.shapes);
      this.board = new LiveBoard(figure.querySelector(".pg-board"), {
        key: "cell",
        isActive: (cell) => cell.classList.contains("pg-black") || cell.classList.contains("pg-white"),
        onChoose: (cell, at) => this.pick(cell, at),
      });
    } else {
      this.clicker = new Clicker(figure, this.game, this.status, (answer) => this.played(answer));
      this.board = this.clicker.board;
    }
    this.boot(() => this.start());
  }

  start() {
    this.mountToolbar(this.scoring ? this.toolbar() : this.clicker.toolbar());
    this.board.activate();
    // the board takes clicks once Python has sent its position (and the legal steps)
    (this.scoring ? Promise.resolve() : this.reset()).then(() => {
      this.board.enabled = true;
      this.markLive();
    });
  }

  played(answer) {
    if (answer.legal.length === 1 && answer.legal[0] === "pass") this.status.textContent = say("try_again", { status: this.status.textContent });
  }

  async pick(cell, clickedAt) {
    const answer = await runtime.call({ op: "shape", game: this.game, position: this.initial, cell: cell.dataset.cell });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.board.swap(answer.svg);
    this.scorePanel.innerHTML = answer.scores; // drawn by Python, escaped there
    this.shapes.innerHTML = answer.shapes || "";
    this.status.textContent = answer.message;
    if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
  }

  async reset() {
    // the step the text suggests stays outlined (data-hint, written by the build)
    const answer = await runtime.call({ op: "view", game: this.game, position: this.initial, hint: hintSteps(this.root) });
    if (!answer.ok) return (this.status.textContent = answer.error);
    if (this.scoring) {
      this.board.swap(answer.svg.replaceAll(" pg-legal", ""));
      this.scorePanel.innerHTML = answer.scores;
      this.shapes.replaceChildren();
      this.status.textContent = this.firstWords;
    } else {
      this.clicker.show(answer);
    }
  }
}

// The play page: two players on one device, the pie setup included, with the
// board size chosen for each new game, automatic passes, and the live score.
export class StoneGame extends SavedGame {
  movesTitle = say("steps_title");

  constructor(root, onLive) {
    super(root, onLive);
    this.clicker = new Clicker(root, this.game, this.status, (answer) => this.played(answer));
    this.board = this.clicker.board;
    this.prepare();
  }

  toolbar() {
    return this.clicker.toolbar();
  }

  display(answer) {
    this.clicker.show(answer, answer.move ? say("move_status", { move: answer.move, status: answer.status }) : undefined);
  }

  show(answer, options) {
    super.show(answer, options);
    if (answer.state.winner === null && answer.legal.length === 1 && answer.legal[0] === "pass") this.autoPass(answer);
  }

  async autoPass(answer) {
    const who = say(answer.state.to_move === "black" ? "side_black" : "side_white");
    const position = answer.position;
    this.status.textContent = say("passes", { side: who });
    await sleep(900);
    if (this.position !== position) return;
    const passed = await runtime.call({ op: "play", game: this.game, position, move: "pass" });
    if (!passed.ok || this.position !== position) return;
    await this.played(passed);
    if (passed.state.winner === null) this.status.textContent = say("passed", { side: who, status: passed.status });
  }
}
