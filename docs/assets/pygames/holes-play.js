// The play page: a whole game against the computer (Easy, Medium, Hard) or
// between two players on one device. Python decides every rule and every
// computer move (in the worker); this file keeps the history, the saved game,
// the record and the share link, and shows what the worker answers.

import { DEFAULT_SPEED, SowingBoard, SPEEDS } from "./board.js";
import { LiveFigure } from "./figure.js";
import { BootIndicator, element, info, runtime } from "./runtime.js";
import { LevelRecord, openSharedPosition, readShareLink, shareURL, Store } from "./saved.js";

const SAVE_VERSION = 1;
const LEVELS = ["easy", "medium", "hard", "expert"];
const OPPONENTS = { easy: "Computer: Easy", medium: "Computer: Medium", hard: "Computer: Hard", expert: "Computer: Expert", friend: "Two players on this device" };
const SIDE_NAMES = { south: "South", north: "North" };

const capital = (text) => text[0].toUpperCase() + text.slice(1);

// root.dataset.turn says whose turn it is: human, computer, busy (a turn being
// shown) or over; root.dataset.ready is set once the saved game or link is read.
export class HoleGame extends LiveFigure {
  constructor(root, onLive) {
    super(root, onLive);
    this.start = this.initial;
    this.saves = new Store(`pygames.${this.game}.game.v${SAVE_VERSION}`);
    this.generation = 0;
    this.speed = DEFAULT_SPEED;
    this.board = new SowingBoard(root.querySelector(".pg-board"), this.game, (label, at) => this.humanMove(label, at));
    this.boot = new BootIndicator(this.board.container, () => this.begin());
  }

  get live() {
    return this.board.enabled || Boolean(this.over);
  }

  // ------------------------------------------------------------- layout --

  build() {
    const setup = element("form", { class: "pg-setup", "aria-label": "New game" });
    const opponentLabel = element("label", {}, "Opponent ");
    this.opponentSelect = element("select", { class: "pg-opponent" });
    for (const [value, text] of Object.entries(OPPONENTS)) this.opponentSelect.append(element("option", { value }, text));
    opponentLabel.append(this.opponentSelect);
    const sideLabel = element("label", {}, "You play ");
    this.sideSelect = element("select", { class: "pg-side" });
    this.sideSelect.append(element("option", { value: "south" }, "South (sows first)"), element("option", { value: "north" }, "North"));
    sideLabel.append(this.sideSelect);
    const newButton = element("button", { type: "submit", class: "md-button md-button--primary pg-new" }, "New game");
    this.setupFields = element("fieldset", { class: "pg-setup-fields" });
    this.setupFields.append(opponentLabel, sideLabel, newButton);
    setup.append(this.setupFields);
    setup.addEventListener("submit", (event) => {
      event.preventDefault();
      this.newGame({ keepNotice: false });
    });
    this.opponentSelect.addEventListener("change", () => (this.sideSelect.disabled = this.opponentSelect.value === "friend"));

    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    this.players = element("p", { class: "pg-players" });
    this.counters = element("p", { class: "pg-counters" });
    this.thinking = element("p", { class: "pg-thinking", hidden: "" }, "The computer is thinking…");

    const tools = element("div", { class: "pg-toolbar", role: "group", "aria-label": "Game controls" });
    this.undoButton = element("button", { type: "button", class: "md-button pg-undo", disabled: "" }, "Undo");
    this.skipButton = element("button", { type: "button", class: "md-button pg-skip", disabled: "" }, "Skip to the end");
    this.shareButton = element("button", { type: "button", class: "md-button pg-share" }, "Share this position");
    const speedLabel = element("label", { class: "pg-speed" }, "Speed ");
    this.speedSelect = element("select", { class: "pg-speed-select" });
    for (const name of Object.keys(SPEEDS)) this.speedSelect.append(element("option", { value: name }, capital(name)));
    speedLabel.append(this.speedSelect);
    tools.append(this.undoButton, this.skipButton, this.shareButton, speedLabel);
    this.undoButton.addEventListener("click", () => this.undo());
    this.skipButton.addEventListener("click", () => (this.skipping = true));
    this.shareButton.addEventListener("click", () => this.share());
    this.speedSelect.addEventListener("change", () => {
      this.speed = this.speedSelect.value;
      this.save();
    });

    this.shareBox = element("p", { class: "pg-share-box", hidden: "" });
    this.shareInput = element("input", { type: "text", readonly: "", class: "pg-share-url", "aria-label": "Link to this position" });
    this.shareBox.append(element("span", {}, "Link to this position: "), this.shareInput);

    this.now = element("p", { class: "pg-now" });
    const movesHeading = element("h3", { class: "pg-moves-heading" }, "Moves");
    this.moveList = element("ol", { class: "pg-moves", "aria-label": "Moves of this game", tabindex: "0" });
    this.record = new LevelRecord(this.game, LEVELS, (text) => this.warn(text), (text) => this.say(text));

    this.root.prepend(setup, this.notice);
    this.board.container.before(this.players);
    this.board.container.after(this.counters, this.thinking, tools, this.shareBox);
    this.status.after(this.now, movesHeading, this.moveList, ...this.record.parts);
  }

  say(text) {
    this.status.textContent = text;
  }

  warn(text) {
    this.notice.textContent = text; // always text, never HTML
    this.notice.hidden = false;
  }

  // ---------------------------------------------------------- lifecycle --

  async begin() {
    this.build();
    this.setupFields.disabled = true; // until the saved game (or the link) is read
    const shared = readShareLink();
    if (!shared || !(await this.openShared(shared))) await this.restore();
    this.setupFields.disabled = false;
    this.root.dataset.ready = "true";
    this.onLive();
  }

  async openShared(position) {
    const answer = await openSharedPosition(this.game, position, (text) => this.warn(text));
    if (!answer) return false;
    const settings = this.savedSettings();
    const opponent = settings.opponent;
    const human = opponent === "friend" ? null : answer.state.to_move;
    this.setGame({ start: answer.position, moves: [], positions: [answer.position], movers: [answer.state.to_move], human, level: opponent === "friend" ? null : opponent, fromStart: false, recorded: false });
    this.warn(`Opened the shared position: ${answer.status} It does not count in your record.`);
    await this.showCurrent(answer);
    return true;
  }

  savedSettings() {
    const { value } = this.saves.read();
    const opponent = value && OPPONENTS[value.opponent] ? value.opponent : "easy";
    return { opponent };
  }

  async restore() {
    const { value, corrupt } = this.saves.read();
    if (corrupt) return this.discard(corrupt);
    if (!value) return this.newGame();
    const problem = this.checkShape(value);
    if (problem) return this.discard(problem);
    const answer = await runtime.call({ op: "check_game", game: this.game, start: value.start, moves: value.moves });
    if (!answer.ok) return this.discard(answer.error.replace(/\.$/, ""));
    if (SPEEDS[value.speed] !== undefined) this.speed = value.speed;
    this.setGame({ ...value, positions: answer.positions, movers: answer.movers });
    await this.showCurrent(answer);
  }

  checkShape(value) {
    if (typeof value !== "object" || value === null) return "it is not a saved game";
    if (value.version !== SAVE_VERSION) return "it comes from another version of this page";
    const fine =
      typeof value.start === "string" &&
      Array.isArray(value.moves) &&
      value.moves.every((m) => typeof m === "string") &&
      (value.human === null || value.human in SIDE_NAMES) &&
      (value.level === null || LEVELS.includes(value.level)) &&
      (value.human === null) === (value.level === null);
    return fine ? null : "some of its fields are missing or wrong";
  }

  async discard(reason) {
    this.saves.clear();
    this.warn(`Your saved game could not be restored (${reason}), so a new game has started.`);
    await this.newGame();
  }

  async newGame({ keepNotice = true } = {}) {
    this.generation++;
    this.busy = false;
    this.lastSummary = "";
    this.thinking.hidden = true;
    this.board.container.removeAttribute("aria-busy");
    if (!keepNotice) this.notice.hidden = true;
    const opponent = this.opponentSelect.value;
    const human = opponent === "friend" ? null : this.sideSelect.value;
    const answer = await runtime.call({ op: "view", game: this.game, position: this.start });
    if (!answer.ok) return this.say(answer.error);
    this.setGame({ start: answer.position, moves: [], positions: [answer.position], movers: [answer.state.to_move], human, level: human ? opponent : null, fromStart: true, recorded: false });
    await this.showCurrent(answer);
  }

  setGame(game) {
    this.g = game;
    this.over = false;
    this.opponentSelect.value = game.level || "friend";
    this.sideSelect.value = game.human || "south";
    this.sideSelect.disabled = !game.human;
    this.speedSelect.value = this.speed;
    this.players.textContent = game.human
      ? `You: ${SIDE_NAMES[game.human]}. Computer (${capital(game.level)}): ${SIDE_NAMES[game.human === "south" ? "north" : "south"]}.`
      : "Two players on this device: South and North take turns.";
    this.moveList.replaceChildren(...game.moves.map((move, i) => this.moveItem(i, move)));
    this.shareBox.hidden = true;
  }

  save() {
    if (!this.g) return;
    const { start, moves, human, level, fromStart, recorded } = this.g;
    this.saves.write({ version: SAVE_VERSION, start, moves, human, level, fromStart, recorded, speed: this.speed, opponent: this.opponentSelect.value });
  }

  // --------------------------------------------------------------- turns --

  // Show the position the game is at, then let the right player move.
  async showCurrent(answer) {
    this.board.swap(answer.svg);
    this.state = answer.state;
    this.counters.textContent = answer.counters || "";
    this.over = answer.state.winner !== null;
    this.undoButton.disabled = this.undoTarget() === null;
    this.save();
    if (this.over) return this.finish(answer);
    if (this.isComputerTurn()) {
      this.board.enabled = false;
      return this.computerMove();
    }
    this.board.enabled = true;
    this.root.dataset.turn = "human";
    const who = this.g.human ? "Your turn" : `${SIDE_NAMES[answer.state.to_move]} to move`;
    this.say(`${this.lastSummary ? this.lastSummary + " " : ""}${who}: pick one of ${SIDE_NAMES[answer.state.to_move]}'s holes.`);
  }

  isComputerTurn() {
    return this.g.human !== null && this.state.to_move !== this.g.human;
  }

  humanMove(label, clickedAt) {
    if (this.busy || this.over || this.isComputerTurn()) return;
    this.play(label, clickedAt);
  }

  async computerMove() {
    this.root.dataset.turn = "computer";
    const generation = this.generation;
    this.thinking.hidden = false;
    this.say(`${this.lastSummary ? this.lastSummary + " " : ""}The computer is thinking…`);
    const seed = (this.g.moves.length * 7919 + Date.now()) % 2147483647;
    const position = this.g.positions[this.g.positions.length - 1];
    const asked = performance.now();
    const answer = await runtime.call({ op: "think", game: this.game, position, level: this.g.level, seed });
    info.thinkMs.push(performance.now() - asked);
    if (answer.search) info.searches.push(answer.search);
    if (generation !== this.generation) return;
    this.thinking.hidden = true;
    if (!answer.ok) return this.say(answer.error);
    await this.play(answer.move);
  }

  async play(label, clickedAt) {
    this.busy = true;
    this.root.dataset.turn = "busy";
    const generation = ++this.generation;
    const position = this.g.positions[this.g.positions.length - 1];
    const answer = await runtime.call({ op: "play", game: this.game, position, move: label });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.busy = false;
      this.root.dataset.turn = this.isComputerTurn() ? "computer" : "human";
      return this.say(answer.error);
    }
    const mover = SIDE_NAMES[this.state.to_move];
    this.g.moves.push(answer.move);
    this.g.positions.push(answer.position);
    this.g.movers.push(answer.state.to_move);
    this.save();
    this.moveList.append(this.moveItem(this.g.moves.length - 1, answer.move));
    this.say(`${mover} sows ${answer.move}…`);
    this.skipping = false;
    this.skipButton.disabled = false;
    this.undoButton.disabled = true;
    const finished = await this.board.animate(
      answer,
      {
        frame: (frame) => (this.now.textContent = frame.say),
        speed: () => this.speed,
        skipping: () => this.skipping,
        isCurrent: () => generation === this.generation,
      },
      clickedAt,
    );
    if (!finished) return;
    this.skipButton.disabled = true;
    this.now.textContent = "";
    this.busy = false;
    this.lastSummary = `${mover} played ${answer.move}: ${answer.summary}`;
    await this.showCurrent(answer);
  }

  moveItem(index, move) {
    const mover = this.g.movers[index];
    const item = element("li", { value: String(index + 1) }, move);
    item.setAttribute("aria-label", `Turn ${index + 1}: ${SIDE_NAMES[mover]} ${move}`);
    return item;
  }

  finish(answer) {
    this.board.enabled = false;
    this.root.dataset.turn = "over";
    this.thinking.hidden = true;
    const result = answer.state.winner;
    let verdict = answer.status;
    if (this.g.human) {
      const outcome = result === "draw" ? "drawn" : result === this.g.human ? "won" : "lost";
      verdict = `${{ won: "You win!", lost: "You lose.", drawn: "A draw." }[outcome]} ${answer.status}`;
      if (this.g.fromStart && !this.g.recorded) {
        this.record.add(this.g.level, outcome);
        this.g.recorded = true;
        this.save();
      }
    }
    this.say(`${this.lastSummary ? this.lastSummary + " " : ""}Game over. ${verdict} Start a new game above.`);
    this.undoButton.disabled = true;
  }

  // Back to the last position where the human was to move (one turn between two players).
  undoTarget() {
    const n = this.g.moves.length;
    if (n === 0 || this.over) return null;
    if (!this.g.human) return n - 1;
    for (let i = n - 1; i >= 0; i--) if (this.g.movers[i] === this.g.human) return i;
    return null;
  }

  async undo() {
    const target = this.undoTarget();
    if (target === null) return;
    this.generation++;
    this.busy = false;
    this.thinking.hidden = true;
    this.skipButton.disabled = true;
    this.board.container.removeAttribute("aria-busy");
    this.g.moves = this.g.moves.slice(0, target);
    this.g.positions = this.g.positions.slice(0, target + 1);
    this.g.movers = this.g.movers.slice(0, target + 1);
    this.moveList.replaceChildren(...this.g.moves.map((move, i) => this.moveItem(i, move)));
    const answer = await runtime.call({ op: "view", game: this.game, position: this.g.positions[target] });
    this.lastSummary = `Taken back to turn ${target + 1}.`;
    if (answer.ok) await this.showCurrent(answer);
  }

  share() {
    const position = this.g.positions[this.g.positions.length - 1];
    const url = shareURL(position);
    this.shareInput.value = url;
    this.shareBox.hidden = false;
    this.shareInput.focus();
    this.shareInput.select();
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(
      () => this.say("The link to this position is copied: anyone who opens it gets this board."),
      () => this.say("Copy the link below: anyone who opens it gets this board."),
    );
    else this.say("Copy the link below: anyone who opens it gets this board.");
  }
}
