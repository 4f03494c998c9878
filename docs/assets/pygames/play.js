// The life of a play page's game: kept in the browser after every step, replayed
// by Python on load (so a tampered save is caught), opened from share links,
// with New game, Share and Take back. Where the game has a computer player (the
// page's data-levels, written by the build), the reader chooses the opponent (a
// level, or two players on this device) and a side; the computer's turn is
// played step by step (each tile, each action) with a "thinking" line and the
// time it took, and the reader's record per level is kept. A game's page
// subclasses SavedGame and provides:
//   board            its LiveBoard (enabled once the game is ready)
//   toolbar()        the controls to show under the board (the rest are added)
//   display(answer)  show a position that Python sent (board, status, extras)
// and may override undoLabel, undoDone, movesTitle. Whether a turn is half-made
// comes from Python (answer.turn_over), as do the options of a new game.
// root.dataset.ready is set once the saved game or link is read; root.dataset.turn
// says whose turn it is (a side, "computer", or "over" at the end).

import { LiveFigure } from "./figure.js";
import { element, info, runtime, sleep } from "./runtime.js";
import { LevelRecord, openSharedPosition, readShareLink, shareURL, Store } from "./saved.js";

const SAVE_VERSION = 1;
const STEP_PAUSE_MS = 450; // between the steps of the computer's turn, so each can be seen
const capital = (text) => text[0].toUpperCase() + text.slice(1);

export class SavedGame extends LiveFigure {
  undoLabel = "Take back";
  undoDone = "Taken back.";
  movesTitle = "Moves";

  constructor(root, onLive) {
    super(root, onLive);
    this.saves = new Store(`pygames.${this.game}.game.v${SAVE_VERSION}`);
    this.levels = JSON.parse(root.dataset.levels || "[]");
    this.sides = JSON.parse(root.dataset.sides || "[]");
    this.generation = 0;
  }

  build() {
    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    const tools = this.toolbar();
    tools.append(...this.opponentChoices(), ...this.optionChoices());
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
    if (this.levels.length) {
      this.players = element("p", { class: "pg-players" });
      this.thinking = element("p", { class: "pg-thinking", role: "status", hidden: "" }, "The computer is thinking…");
      this.board.container.before(this.players);
      this.board.container.after(this.thinking);
    }
    (this.thinking || this.board.container).after(tools, this.shareBox);
    const after = this.root.querySelector(".pg-score-panel") || this.status;
    after.after(movesHeading, this.moveList, ...this.recordParts());
  }

  // ------------------------------------------------------- the opponent --

  opponentChoices() {
    if (!this.levels.length) return [];
    this.opponentSelect = element("select", { class: "pg-opponent", "aria-label": "Opponent of a new game" });
    for (const level of this.levels) this.opponentSelect.append(element("option", { value: level }, `Computer: ${capital(level)}`));
    this.opponentSelect.append(element("option", { value: "friend" }, "Two players on this device"));
    this.sideSelect = element("select", { class: "pg-side", "aria-label": "Your side in a new game" });
    const first = (side, i) => (i === 0 && !side.includes("first") ? " (plays first)" : "");
    this.sides.forEach((side, i) => this.sideSelect.append(element("option", { value: side }, `${capital(side)}${first(side, i)}`)));
    this.opponentSelect.addEventListener("change", () => (this.sideSelect.disabled = this.opponentSelect.value === "friend"));
    // The last choice of opponent and side is kept for the next new game.
    this.choices = new Store(`pygames.${this.game}.opponent.v1`);
    const { value } = this.choices.read();
    if (value && (value.opponent === "friend" || this.levels.includes(value.opponent))) this.opponentSelect.value = value.opponent;
    if (value && this.sides.includes(value.side)) this.sideSelect.value = value.side;
    this.sideSelect.disabled = this.opponentSelect.value === "friend";
    const opponent = element("label", { class: "pg-option-label" }, "New game against ");
    opponent.append(this.opponentSelect);
    const side = element("label", { class: "pg-option-label" }, "You play ");
    side.append(this.sideSelect);
    return [opponent, side];
  }

  // The human's side, or null for two players on this device.
  get human() {
    return (this.g && this.g.human) || null;
  }

  // The game's players (data-sides: its sides, or "first player" and "second player"
  // where a player takes a colour later); Python says which acts now (answer.actor).
  isComputerTurn() {
    return this.human !== null && this.state.winner === null && this.sides[this.actor] !== this.human;
  }

  showPlayers() {
    if (!this.players) return;
    const other = this.sides.find((side) => side !== this.human);
    this.players.textContent = this.human
      ? `You: ${capital(this.human)}. Computer (${capital(this.g.level)}): ${capital(other)}.`
      : `Two players on this device: ${this.sides.map(capital).join(" and ")} take turns.`;
    this.opponentSelect.value = this.g.level || "friend";
    this.sideSelect.value = this.human || this.sides[0];
    this.sideSelect.disabled = !this.human;
    this.undoButton.textContent = this.human ? "Take back your last turn" : this.undoLabel;
  }

  // The computer's turn, one step at a time: Python plans the whole turn and
  // answers each "think" with its next step.
  async computerTurn() {
    const generation = this.generation;
    this.board.enabled = false;
    this.root.dataset.turn = "computer";
    this.thinking.hidden = false;
    this.thinking.classList.remove("pg-done");
    this.thinking.textContent = "The computer is thinking…";
    const seed = (this.g.moves.length * 7919 + Date.now()) % 2147483647;
    const asked = performance.now();
    const answer = await runtime.call({ op: "think", game: this.game, position: this.position, level: this.g.level, seed });
    const took = performance.now() - asked;
    info.thinkMs.push(took);
    if (answer.search) info.searches.push(answer.search);
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.thinking.hidden = true;
      return (this.status.textContent = answer.error);
    }
    const played = await runtime.call({ op: "play", game: this.game, position: this.position, move: answer.move });
    if (generation !== this.generation || !played.ok) return;
    this.thinking.classList.add("pg-done"); // what it played, and how long it thought
    this.thinking.textContent = `The computer played ${played.move} (${took < 1000 ? `${Math.round(took)} ms` : `${(took / 1000).toFixed(1)} s`}).`;
    this.played(played, { pause: !played.turn_over });
  }

  // ---------------------------------------------------------- the record --

  recordParts() {
    if (!this.levels.length) return [];
    this.record = new LevelRecord(this.game, this.levels, (text) => this.warn(text), (text) => (this.status.textContent = text));
    return this.record.parts;
  }

  // A finished game against the computer, played from the start, counts once.
  recordResult() {
    if (!this.human || !this.g.fromStart || this.g.recorded) return "";
    const winner = this.state.winner;
    const outcome = winner === "draw" ? "drawn" : winner === this.human ? "won" : "lost";
    this.record.add(this.g.level, outcome);
    this.g.recorded = true;
    return { won: "You win!", lost: "You lose.", drawn: "A draw." }[outcome];
  }

  // ------------------------------------------------------------ options --

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

  // ---------------------------------------------------------- lifecycle --

  warn(text) {
    this.notice.textContent = text; // text only, never HTML
    this.notice.hidden = false;
  }

  async begin() {
    this.build();
    const shared = readShareLink();
    if (!shared || !(await this.openShared(shared))) await this.restore();
    this.root.dataset.ready = "true";
    this.onLive();
  }

  newRecord(answer, fields) {
    const g = { start: answer.position, moves: [], positions: [answer.position], turnOvers: [answer.turn_over], movers: [answer.actor] };
    return { ...g, human: null, level: null, fromStart: true, recorded: false, ...fields };
  }

  async openShared(position) {
    const answer = await openSharedPosition(this.game, position, (text) => this.warn(text));
    if (!answer) return false;
    const level = this.opponentSelect && this.opponentSelect.value !== "friend" ? this.opponentSelect.value : null;
    this.g = this.newRecord(answer, { human: level ? this.sides[answer.actor] : null, level, fromStart: false });
    this.warn(`Opened the shared position. ${answer.status}${level ? " It does not count in your record." : ""}`);
    this.show(answer);
    return true;
  }

  async restore() {
    const { value, corrupt } = this.saves.read();
    if (corrupt) return this.discard(corrupt);
    if (!value) return this.newGame(true); // keeps a notice about a bad share link in view
    const problem = this.checkShape(value);
    if (problem) return this.discard(problem);
    const answer = await runtime.call({ op: "check_game", game: this.game, start: value.start, moves: value.moves });
    if (!answer.ok) return this.discard(answer.error.replace(/\.$/, ""));
    this.g = { ...this.newRecord(answer, {}), ...value, positions: answer.positions, turnOvers: answer.turn_overs, movers: answer.actors };
    this.show(answer);
  }

  checkShape(value) {
    if (typeof value !== "object" || value === null) return "it is not a saved game";
    if (value.version !== SAVE_VERSION) return "it comes from another version of this page";
    const human = value.human ?? null;
    const level = value.level ?? null;
    const fine =
      typeof value.start === "string" && Array.isArray(value.moves) && value.moves.every((m) => typeof m === "string") &&
      (human === null || this.sides.includes(human)) && (level === null || this.levels.includes(level)) &&
      (human === null) === (level === null);
    return fine ? null : "some of its fields are missing or wrong";
  }

  async discard(reason) {
    this.saves.clear();
    this.warn(`Your saved game could not be restored (${reason}), so a new game has started.`);
    await this.newGame(true);
  }

  async newGame(keepNotice = false) {
    this.generation++;
    if (!keepNotice) this.notice.hidden = true;
    if (this.thinking) this.thinking.hidden = true;
    const answer = await this.startFor();
    if (!answer.ok) return (this.status.textContent = answer.error);
    const opponent = this.opponentSelect ? this.opponentSelect.value : "friend";
    const human = opponent === "friend" ? null : this.sideSelect.value;
    if (this.choices) this.choices.write({ opponent, side: this.sideSelect.value });
    this.g = this.newRecord(answer, { human, level: human ? opponent : null });
    this.show(answer);
  }

  get position() {
    return this.g.positions[this.g.positions.length - 1];
  }

  show(answer) {
    this.state = answer.state;
    this.turnOver = answer.turn_over;
    this.actor = answer.actor;
    this.display(answer);
    this.showPlayers();
    this.moveList.replaceChildren(...this.g.moves.map((move) => element("li", {}, move)));
    this.undoButton.disabled = this.undoTarget() === null;
    this.root.dataset.turn = this.state.winner === null ? this.state.to_move : "over";
    this.shareBox.hidden = true;
    this.board.enabled = this.state.winner === null && !this.isComputerTurn();
    this.save();
    if (this.isComputerTurn()) this.computerTurn();
  }

  async played(answer, { pause = false } = {}) {
    const generation = this.generation;
    this.g.moves.push(answer.move);
    this.g.positions.push(answer.position);
    this.g.turnOvers.push(answer.turn_over);
    this.g.movers.push(answer.actor);
    if (pause) {
      await sleep(STEP_PAUSE_MS); // the computer's step stays in view a moment before the next
      if (generation !== this.generation) return;
    }
    this.show(answer);
    if (answer.state.winner !== null) {
      const verdict = this.recordResult();
      this.save();
      this.status.textContent = `Game over. ${verdict ? verdict + " " : ""}${answer.status} Press New game to play again.`;
    }
  }

  // The position to go back to: the step before, while a turn is half-made (two
  // players); against the computer, the start of the reader's previous turn.
  undoTarget() {
    const n = this.g.moves.length;
    if (n === 0 || this.state.winner !== null) return null;
    if (!this.human) return this.turnOver ? null : n - 1;
    for (let i = n - 1; i >= 0; i--) {
      if ((i === 0 || this.g.turnOvers[i]) && this.sides[this.g.movers[i]] === this.human) return i;
    }
    return null;
  }

  async undo() {
    const target = this.undoTarget();
    if (target === null || this.undoButton.disabled) return;
    this.generation++;
    if (this.thinking) this.thinking.hidden = true;
    this.g.moves = this.g.moves.slice(0, target);
    this.g.positions = this.g.positions.slice(0, target + 1);
    this.g.turnOvers = this.g.turnOvers.slice(0, target + 1);
    this.g.movers = this.g.movers.slice(0, target + 1);
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.show(answer);
    this.status.textContent = `${this.undoDone} ${answer.status}`;
  }

  save() {
    if (!this.g) return;
    const { start, moves, human, level, fromStart, recorded } = this.g;
    this.saves.write({ version: SAVE_VERSION, start, moves, human, level, fromStart, recorded });
  }

  share() {
    this.shareInput.value = shareURL(this.position);
    this.shareBox.hidden = false;
    this.shareInput.focus();
    this.shareInput.select();
    this.status.textContent = "Copy the link below: anyone who opens it gets this position.";
  }
}
