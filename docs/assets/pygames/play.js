// The life of a play page's game for two players on one device: kept in the
// browser after every step, replayed by Python on load (so a tampered save is
// caught), opened from share links, with New game, Share and an undo whose
// reach the game decides. A game's page subclasses SavedGame and provides:
//   board            its LiveBoard (enabled once the game is ready)
//   toolbar()        the controls to show under the board (Undo/New/Share are added)
//   display(answer)  show a position that Python sent (board, status, extras)
// and may override undoLabel, undoDone, movesTitle, startFor(). The last step may be
// taken back while its turn is half-made: Python says so (answer.turn_over).
// root.dataset.ready is set once the saved game or link is read; root.dataset.turn
// says whose turn it is ("over" at the end).

import { LiveFigure } from "./figure.js";
import { element, runtime } from "./runtime.js";
import { openSharedPosition, readShareLink, shareURL, Store } from "./saved.js";

const SAVE_VERSION = 1;

export class SavedGame extends LiveFigure {
  undoLabel = "Take back";
  undoDone = "Taken back.";
  movesTitle = "Moves";

  constructor(root, onLive) {
    super(root, onLive);
    this.saves = new Store(`pygames.${this.game}.game.v${SAVE_VERSION}`);
  }

  build() {
    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    const tools = this.toolbar();
    tools.append(...this.optionChoices());
    this.undoButton = element("button", { type: "button", class: "md-button pg-undo", disabled: "" }, this.undoLabel);
    this.newButton = element("button", { type: "button", class: "md-button pg-new" }, "New game");
    this.shareButton = element("button", { type: "button", class: "md-button pg-share" }, "Share this position");
    tools.append(this.undoButton, this.newButton, this.shareButton);
    this.undoButton.addEventListener("click", () => this.undo());
    this.newButton.addEventListener("click", () => this.newGame());
    this.shareButton.addEventListener("click", () => this.share());
    this.shareBox = element("p", { class: "pg-share-box", hidden: "" });
    this.shareInput = element("input", { type: "text", readonly: "", class: "pg-share-url", "aria-label": "Link to this position" });
    this.shareBox.append(element("span", {}, "Link to this position: "), this.shareInput);
    const movesHeading = element("h3", {}, this.movesTitle);
    this.moveList = element("ol", { class: "pg-moves", "aria-label": `${this.movesTitle}, in order`, tabindex: "0" });
    this.root.prepend(this.notice);
    this.board.container.after(tools, this.shareBox);
    (this.root.querySelector(".pg-score-panel") || this.status).after(movesHeading, this.moveList);
  }

  warn(text) {
    this.notice.textContent = text; // text only, never HTML
    this.notice.hidden = false;
  }

  async begin() {
    this.build();
    const shared = readShareLink();
    if (!shared || !(await this.openShared(shared))) await this.restore();
    this.board.enabled = true;
    this.root.dataset.ready = "true";
    this.onLive();
  }

  async openShared(position) {
    const answer = await openSharedPosition(this.game, position, (text) => this.warn(text));
    if (!answer) return false;
    this.g = { start: answer.position, moves: [], positions: [answer.position] };
    this.warn(`Opened the shared position. ${answer.status}`);
    this.show(answer);
    return true;
  }

  async restore() {
    const { value, corrupt } = this.saves.read();
    if (corrupt) return this.discard(corrupt);
    if (!value) return this.newGame(true); // keeps a notice about a bad share link in view
    const fine =
      value && typeof value === "object" && value.version === SAVE_VERSION && typeof value.start === "string" &&
      Array.isArray(value.moves) && value.moves.every((m) => typeof m === "string");
    if (!fine) return this.discard(value && value.version !== SAVE_VERSION ? "it comes from another version of this page" : "some of its fields are missing or wrong");
    const answer = await runtime.call({ op: "check_game", game: this.game, start: value.start, moves: value.moves });
    if (!answer.ok) return this.discard(answer.error.replace(/\.$/, ""));
    this.g = { start: value.start, moves: value.moves, positions: answer.positions };
    this.show(answer);
  }

  async discard(reason) {
    this.saves.clear();
    this.warn(`Your saved game could not be restored (${reason}), so a new game has started.`);
    await this.newGame(true);
  }

  // A choice for each rule variant a reader may pick for a new game (the game's
  // options, written into the page by the build: {name: {default, choices, label}}).
  optionChoices() {
    const options = JSON.parse(this.root.dataset.options || "{}");
    this.optionSelects = {};
    return Object.entries(options)
      .filter(([, option]) => option.choices.length > 1)
      .map(([name, option]) => {
        const select = element("select", { class: `pg-option pg-option-${name}`, "aria-label": `${option.label} of a new game` });
        for (const value of option.choices) {
          const choice = element("option", { value: JSON.stringify(value) }, `${value}${value === option.default ? " (usual)" : ""}`);
          choice.selected = value === option.default;
          select.append(choice);
        }
        this.optionSelects[name] = select;
        const label = element("label", { class: "pg-option-label" }, `New game: ${option.label.toLowerCase()} `);
        label.append(select);
        return label;
      });
  }

  // The answer of Python for the start of a new game, with the options chosen.
  startFor() {
    const chosen = Object.entries(this.optionSelects || {});
    if (!chosen.length) return runtime.call({ op: "view", game: this.game, position: this.initial });
    const options = Object.fromEntries(chosen.map(([name, select]) => [name, JSON.parse(select.value)]));
    return runtime.call({ op: "new", game: this.game, options });
  }

  async newGame(keepNotice = false) {
    if (!keepNotice) this.notice.hidden = true;
    const answer = await this.startFor();
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.g = { start: answer.position, moves: [], positions: [answer.position] };
    this.show(answer);
  }

  get position() {
    return this.g.positions[this.g.positions.length - 1];
  }

  // Whether the last step may be taken back now: while its turn goes on.
  canUndo() {
    return !this.turnOver && this.state.winner === null;
  }

  show(answer) {
    this.state = answer.state;
    this.turnOver = answer.turn_over;
    this.display(answer);
    this.moveList.replaceChildren(...this.g.moves.map((move) => element("li", {}, move)));
    this.undoButton.disabled = !(this.g.moves.length > 0 && this.canUndo());
    this.root.dataset.turn = this.state.winner === null ? this.state.to_move : "over";
    this.shareBox.hidden = true;
    this.save();
  }

  played(answer) {
    this.g.moves.push(answer.move);
    this.g.positions.push(answer.position);
    this.show(answer);
    if (answer.state.winner !== null) this.status.textContent = `Game over. ${answer.status} Press New game to play again.`;
  }

  async undo() {
    if (this.undoButton.disabled) return;
    this.g.moves.pop();
    this.g.positions.pop();
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.show(answer);
    this.status.textContent = `${this.undoDone} ${answer.status}`;
  }

  save() {
    this.saves.write({ version: SAVE_VERSION, start: this.g.start, moves: this.g.moves });
  }

  share() {
    this.shareInput.value = shareURL(this.position);
    this.shareBox.hidden = false;
    this.shareInput.focus();
    this.shareInput.select();
    this.status.textContent = "Copy the link below: anyone who opens it gets this position.";
  }
}
