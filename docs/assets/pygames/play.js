// The life of a play page's game: kept in the browser after every step, replayed
// by Python on load (so a tampered save is caught), opened from share links and
// game records, with New game, Take back and Redo (whole turns), a move list to
// look back through, and a result panel at the end. Where the game has a
// computer player (the page's data-levels, written by the build), the reader
// chooses the opponent (a level, or two players on this device) and a side; the
// computer's turn is played step by step with a "thinking" line and the time it
// took, and the reader's record per level is kept. A game's page subclasses
// SavedGame, calls this.prepare() once its board exists, and provides:
//   board            its LiveBoard (enabled once the game is ready)
//   toolbar()        the controls to show under the board (the rest are added)
//   display(answer)  show a position that Python sent (board, status, extras)
// and may override movesTitle and animate(answer, clickedAt) (a step shown
// frame by frame). Whether a turn is half-made comes from Python
// (answer.turn_over), as do the options of a new game.
// root.dataset.ready is set once the saved game or link is read; root.dataset.turn
// says whose turn it is (a side, "computer", or "over" at the end);
// root.dataset.position is the position the board shows.

import { LiveFigure } from "./figure.js";
import { GameRecordBox, writeRecord } from "./game-record.js";
import { MoveHistory } from "./history.js";
import { BootIndicator, capital, element, info, runtime, sleep } from "./runtime.js";
import { gameURL, LevelRecord, openSharedPosition, readLink, shareURL, Store } from "./saved.js";
import { both, counted, number, say } from "./words.js";

const SAVE_VERSION = 1;
const STEP_PAUSE_MS = 450; // between the steps of the computer's turn, so each can be seen

export class SavedGame extends LiveFigure {
  movesTitle = say("moves_title");

  constructor(root, onLive) {
    super(root, onLive);
    this.saves = new Store(`pygames.${this.game}.game.v${SAVE_VERSION}`);
    this.levels = JSON.parse(root.dataset.levels || "[]");
    this.sides = JSON.parse(root.dataset.sides || "[]");
    this.sideNames = JSON.parse(root.dataset.sideNames || "{}"); // each side's name in the page's language (the build's)
    this.levelNames = JSON.parse(root.dataset.levelNames || "{}");
    this.generation = 0;
    this.future = []; // the steps taken back, for Redo: {move, position, turnOver, mover}
    this.views = new Map(); // position answers for looking back, by position and last move
  }

  // The page's parts are made with the page, not when Python is up, so that nothing on it moves
  // then: until the game is ready its controls are inert (and dimmed), and the activity line
  // under the board shows Python starting (later: the computer thinking, what it played).
  // A game's page calls this once its board exists.
  prepare() {
    this.build();
    this.waiting = [this.tools, this.recordBox.element];
    for (const part of this.waiting) part.inert = true;
    // Python could not start (the notice says why): the controls waiting for it would never work,
    // so they go; the board stays as a picture, and the reader's results as they were.
    const giveUp = () => this.waiting.forEach((part) => (part.hidden = true));
    new BootIndicator(this.thinking || this.board.container, () => this.begin(), giveUp);
  }

  build() {
    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    const tools = (this.tools = this.toolbar());
    tools.append(...this.opponentChoices(), ...this.optionChoices());
    this.undoButton = element("button", { type: "button", class: "md-button pg-undo", disabled: "" }, say("undo_turn"));
    this.redoButton = element("button", { type: "button", class: "md-button pg-redo", disabled: "" }, say("redo_turn"));
    this.newButton = element("button", { type: "button", class: "md-button pg-new" }, say("new_game"));
    this.shareButton = element("button", { type: "button", class: "md-button pg-share" }, say("share_position"));
    this.sendButton = element("button", { type: "button", class: "md-button pg-send" }, say("send_game"));
    this.sendButton.hidden = this.opponentSelect ? this.opponentSelect.value !== "friend" : false; // as the saved game will likely say
    tools.append(this.undoButton, this.redoButton, this.newButton, this.shareButton, this.sendButton);
    this.undoButton.addEventListener("click", () => this.undo());
    this.redoButton.addEventListener("click", () => this.redo());
    this.newButton.addEventListener("click", () => this.newGame());
    this.shareButton.addEventListener("click", () => this.share());
    this.sendButton.addEventListener("click", () => this.send());
    this.shareBox = element("p", { class: "pg-share-box", hidden: "" });
    this.shareLabel = element("span", {}, "");
    this.shareInput = element("input", { type: "text", readonly: "", class: "pg-share-url", "aria-label": say("link") });
    this.shareBox.append(this.shareLabel, this.shareInput);
    this.result = element("div", { class: "pg-result", role: "status", hidden: "" });
    this.history = new MoveHistory(this.movesTitle, {
      onView: (index) => this.review(index),
      onPeek: (index) => this.peek(index),
      label: (i, move) => say("move_label", { n: i + 1, side: this.sideName(this.sides[this.g.movers[i]] || ""), move }),
    });
    this.recordBox = new GameRecordBox({
      game: this.game,
      current: () => this.gameRecord(),
      open: (answer) => this.openRecord(answer, say("opened_record")),
      warn: (text) => this.warn(text),
      say: (text) => (this.status.textContent = text),
    });
    this.root.prepend(this.notice);
    if (this.levels.length) {
      // Two lines written by the build, so that nothing moves when they are filled: the players
      // above the board, and under it what is going on (Python starting, the computer thinking).
      this.players = this.root.querySelector(".pg-players");
      this.thinking = element("p", { class: "pg-thinking", role: "status", hidden: "" }, say("computer_thinking"));
      this.root.querySelector(".pg-activity").append(this.thinking);
    }
    // The rest goes under the status line (and Congeners' score): what is made now moves nothing
    // above it, and the status stays next to the board.
    this.status.before(this.result);
    const after = this.root.querySelector(".pg-score-panel") || this.status;
    after.after(tools, this.shareBox, ...this.history.parts, ...this.recordParts(), this.recordBox.element);
  }

  // ------------------------------------------------------- the opponent --

  opponentChoices() {
    if (!this.levels.length) return [];
    this.opponentSelect = element("select", { class: "pg-opponent", "aria-label": say("opponent_choice") });
    for (const level of this.levels) this.opponentSelect.append(element("option", { value: level }, say("computer_level", { level: this.levelName(level) })));
    this.opponentSelect.append(element("option", { value: "friend" }, say("two_players")));
    this.sideSelect = element("select", { class: "pg-side", "aria-label": say("side_choice") });
    // the first side is said to play first (unless its name says it: "first player")
    const named = (side, i) => (i === 0 && !side.includes("first") ? say("plays_first", { side: this.sideName(side) }) : this.sideName(side));
    this.sides.forEach((side, i) => this.sideSelect.append(element("option", { value: side }, named(side, i))));
    this.opponentSelect.addEventListener("change", () => (this.sideSelect.disabled = this.opponentSelect.value === "friend"));
    // The last choice of opponent and side is kept for the next new game.
    this.choices = new Store(`pygames.${this.game}.opponent.v1`);
    const { value } = this.choices.read();
    if (value && (value.opponent === "friend" || this.levels.includes(value.opponent))) this.opponentSelect.value = value.opponent;
    if (value && this.sides.includes(value.side)) this.sideSelect.value = value.side;
    this.sideSelect.disabled = this.opponentSelect.value === "friend";
    const opponent = element("label", { class: "pg-option-label" }, say("new_game_against"));
    opponent.append(this.opponentSelect);
    const side = element("label", { class: "pg-option-label" }, say("you_play"));
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
    this.sendButton.hidden = this.human !== null;
    if (this.record) for (const part of this.record.parts) part.hidden = this.human === null;
    if (!this.players) return;
    const other = this.sides.find((side) => side !== this.human);
    this.players.textContent = this.human
      ? say("players_computer", { you: this.sideName(this.human), level: this.levelName(this.g.level), other: this.sideName(other) })
      : say("players_two", { sides: both(this.sides.map((side) => this.sideName(side))) });
  }

  // The choices for a new game start as the game's own; the reader's later choice
  // then stays as it is, whatever the game in progress does, until "New game".
  showChoices() {
    if (!this.opponentSelect) return;
    this.opponentSelect.value = this.g.level || "friend";
    this.sideSelect.value = this.human || this.sides[0];
    this.sideSelect.disabled = !this.human;
  }

  // The computer's turn, one step at a time: Python plans the whole turn and
  // answers each "think" with its next step.
  async computerTurn() {
    const generation = this.generation;
    this.board.enabled = false;
    this.root.dataset.turn = "computer";
    this.thinking.hidden = false;
    this.thinking.classList.remove("pg-done");
    this.thinking.textContent = say("computer_thinking");
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
    const time = took < 1000 ? say("milliseconds", { n: Math.round(took) }) : say("seconds", { n: number(took / 1000, 1) });
    this.thinking.textContent = say("computer_played", { move: played.move, time });
    this.played(played, { pause: !played.turn_over });
  }

  // ---------------------------------------------------------- the record --

  recordParts() {
    if (!this.levels.length) return [];
    this.record = new LevelRecord(this.game, this.levels, (text) => this.warn(text), (text) => (this.status.textContent = text), (level) => this.levelName(level));
    return this.record.parts;
  }

  // A finished game against the computer, played from the start, counts once.
  recordResult() {
    if (!this.human || !this.g.fromStart || this.g.recorded) return;
    const winner = this.state.winner;
    this.record.add(this.g.level, winner === "draw" ? "drawn" : winner === this.human ? "won" : "lost");
    this.g.recorded = true;
  }

  // A side, or the computer's level, as the page names it ("" stays "").
  sideName(side) {
    return this.sideNames[side] || capital(side);
  }

  levelName(level) {
    return this.levelNames[level] || capital(level);
  }

  // The game as a record: its start, its steps, and its header lines.
  gameRecord() {
    return { start: this.g.start, moves: this.g.moves, headers: this.headers() };
  }

  // The header lines of the game's record: the date, the players, the result.
  headers() {
    const lines = [[say("record_date"), this.g.date || new Date().toISOString().slice(0, 10)]];
    const known = new Set(["date", "result", say("record_date").toLowerCase(), say("record_result").toLowerCase(), ...this.sides, ...this.sides.map((side) => this.sideName(side).toLowerCase())]);
    if (this.human) {
      const computer = say("record_computer", { level: this.levelName(this.g.level) });
      for (const side of this.sides) lines.push([this.sideName(side), side === this.human ? say("record_you") : computer]);
    }
    lines.push(...(this.g.headers || []).filter(([name]) => !known.has(name.toLowerCase())));
    const winner = this.state.winner;
    if (winner !== null) lines.push([say("record_result"), winner === "draw" ? say("record_draw") : say("record_wins", { side: this.sideName(winner) })]);
    return lines;
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
        const select = element("select", { class: `pg-option pg-option-${name}`, "aria-label": say("option_choice", { option: option.label }) });
        for (const value of option.choices) {
          const choice = element("option", { value: JSON.stringify(value) }, value === option.default ? say("option_usual", { value: `${value}` }) : `${value}`);
          choice.selected = value === option.default;
          select.append(choice);
        }
        this.optionSelects[name] = select;
        const label = element("label", { class: "pg-option-label" }, say("option_label", { option: option.label.toLowerCase() }));
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
    const link = readLink();
    const opened = link && (link.game !== undefined ? await this.openGameLink(link.game) : await this.openShared(link.position));
    if (!opened) await this.restore();
    for (const part of this.waiting) part.inert = false;
    this.root.dataset.ready = "true";
    this.onLive();
  }

  newRecord(answer, fields) {
    const g = { start: answer.position, moves: [], positions: [answer.position], turnOvers: [answer.turn_over], movers: [answer.actor] };
    return { ...g, human: null, level: null, fromStart: true, recorded: false, date: new Date().toISOString().slice(0, 10), headers: [], ...fields };
  }

  async openShared(position) {
    const answer = await openSharedPosition(this.game, position, (text) => this.warn(text));
    if (!answer) return false;
    const level = this.opponentSelect && this.opponentSelect.value !== "friend" ? this.opponentSelect.value : null;
    this.startGame(this.newRecord(answer, { human: level ? this.sides[answer.actor] : null, level, fromStart: false }), answer);
    this.warn(say(level ? "opened_shared_level" : "opened_shared", { status: answer.status }));
    return true;
  }

  // A game sent by link (#game=<record>): its moves, for two players on this device.
  async openGameLink(text) {
    const answer = await runtime.call({ op: "read_record", game: this.game, text });
    if (!answer.ok) {
      this.warn(say("link_game_bad", { error: answer.error }));
      return false;
    }
    this.openRecord(answer, say("opened_link"));
    return true;
  }

  // A game record read by Python (a link, a file, a paste), opened at its end for two players.
  openRecord(answer, opened) {
    const fields = { human: null, level: null, fromStart: false, headers: answer.headers };
    const date = answer.headers.find(([name]) => name.toLowerCase() === "date");
    if (date) fields.date = date[1];
    this.generation++;
    const g = { ...this.newRecord(answer, fields), start: answer.start, moves: answer.moves };
    this.startGame({ ...g, positions: answer.positions, turnOvers: answer.turn_overs, movers: answer.actors }, answer);
    this.warn(counted("opened_move", "opened_moves", answer.moves.length, { opened, status: answer.status }));
  }

  async restore() {
    const { value, corrupt } = this.saves.read();
    if (corrupt) return this.discard(corrupt);
    if (!value) return this.newGame(true); // keeps a notice about a bad share link in view
    const problem = this.checkShape(value);
    if (problem) return this.discard(problem);
    const answer = await runtime.call({ op: "check_game", game: this.game, start: value.start, moves: value.moves });
    if (!answer.ok) return this.discard(answer.error.replace(/\.$/, ""));
    const g = { ...this.newRecord(answer, {}), ...value, positions: answer.positions, turnOvers: answer.turn_overs, movers: answer.actors };
    this.startGame(g, answer);
  }

  checkShape(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return say("save_not_game");
    if (value.version !== SAVE_VERSION) return say("save_other_version");
    const human = value.human ?? null;
    const level = value.level ?? null;
    const headers = value.headers ?? [];
    const fine =
      typeof value.start === "string" && Array.isArray(value.moves) && value.moves.every((m) => typeof m === "string") &&
      (human === null || this.sides.includes(human)) && (level === null || this.levels.includes(level)) &&
      (human === null) === (level === null) && typeof (value.fromStart ?? true) === "boolean" &&
      typeof (value.recorded ?? false) === "boolean" && (value.date === undefined || typeof value.date === "string") &&
      Array.isArray(headers) && headers.every((h) => Array.isArray(h) && h.length === 2 && h.every((s) => typeof s === "string"));
    return fine ? null : say("save_wrong_fields");
  }

  async discard(reason) {
    this.saves.clear();
    this.warn(say("save_discarded", { reason }));
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
    this.startGame(this.newRecord(answer, { human, level: human ? opponent : null }), answer);
  }

  // A game starts (new, restored, opened): nothing to redo, a fresh move list.
  startGame(g, answer) {
    this.g = g;
    this.future = [];
    this.views.clear();
    this.announced = null;
    this.history.set(g.moves);
    this.show(answer);
    this.showChoices();
  }

  get position() {
    return this.g.positions[this.g.positions.length - 1];
  }

  get over() {
    return this.state.winner !== null;
  }

  // The game as it stands: the board, whose turn, the buttons; the computer moves if it is its turn.
  show(answer, { think = true } = {}) {
    this.peekSaved = undefined; // a new drawing: nothing to put back when a peek ends
    this.liveAnswer = answer;
    this.state = answer.state;
    this.turnOver = answer.turn_over;
    this.actor = answer.actor;
    if (this.history.reviewing || this.history.latest !== this.g.moves.length) this.history.set(this.g.moves);
    this.display(answer);
    if (this.over) this.status.textContent = answer.summary || say("game_over"); // the result panel says who won and why
    this.root.classList.remove("pg-reviewing");
    this.root.dataset.position = answer.position;
    this.showPlayers();
    this.showResult(answer);
    this.undoButton.disabled = this.undoTarget() === null;
    this.redoButton.disabled = !this.future.length || this.over;
    this.root.dataset.turn = this.over ? "over" : this.isComputerTurn() ? "computer" : this.state.to_move;
    this.shareBox.hidden = true;
    this.board.enabled = !this.over && !this.isComputerTurn();
    this.save();
    if (think && this.isComputerTurn()) this.computerTurn();
  }

  // The result panel: who won, why, and the final score, said once when the game ends.
  showResult(answer) {
    this.result.hidden = !this.over;
    if (!this.over || this.announced === answer.position) return;
    this.announced = answer.position;
    const winner = this.state.winner;
    let title = winner === "draw" ? say("result_draw") : say("result_wins", { side: this.sideName(winner) });
    if (this.human) title = say(winner === "draw" ? "result_draw" : winner === this.human ? "result_you_win" : "result_you_lose");
    const again = say("result_again");
    this.result.replaceChildren(
      element("p", { class: "pg-result-title" }, title),
      element("p", { class: "pg-result-reason" }, answer.status),
      element("p", { class: "pg-result-next" }, again),
    );
  }

  async played(answer, { pause = false, clickedAt } = {}) {
    const generation = ++this.generation;
    const next = this.future[0];
    this.future = next && next.move === answer.move ? this.future.slice(1) : [];
    this.g.moves.push(answer.move);
    this.g.positions.push(answer.position);
    this.g.turnOvers.push(answer.turn_over);
    this.g.movers.push(answer.actor);
    this.history.set(this.g.moves);
    this.board.enabled = false;
    this.undoButton.disabled = this.redoButton.disabled = true;
    if (!(await this.animate(answer, clickedAt)) || generation !== this.generation) return;
    if (pause) {
      await sleep(STEP_PAUSE_MS); // the computer's step stays in view a moment before the next
      if (generation !== this.generation) return;
    }
    this.show(answer);
    if (this.over) {
      this.recordResult();
      this.save();
    }
  }

  // A step shown frame by frame before the position after it (Pallanguzhi's sowing):
  // resolves to false when the game moved on meanwhile.
  async animate() {
    return true;
  }

  // ------------------------------------------------------ looking back --

  // The answer for position `index` of the game, its last move marked.
  async viewOf(index) {
    const position = this.g.positions[index];
    const last = index > 0 ? this.g.moves[index - 1] : undefined;
    const key = `${position}\n${last}`;
    if (!this.views.has(key)) {
      const answer = await runtime.call({ op: "view", game: this.game, position, last });
      if (!answer.ok) return answer;
      this.views.set(key, answer);
    }
    return this.views.get(key);
  }

  // Show position `index` of the move list; the latest is the game itself.
  async review(index) {
    if (index === this.g.moves.length) return this.show(this.liveAnswer, { think: false }); // (it thinks on meanwhile)
    const generation = this.generation;
    const answer = await this.viewOf(index);
    if (generation !== this.generation || this.history.viewed !== index || !answer.ok) return;
    this.board.enabled = false;
    this.peekSaved = undefined;
    this.root.classList.add("pg-reviewing");
    this.display({ ...answer, legal: [], move: undefined, summary: undefined });
    this.root.dataset.position = answer.position;
    const side = this.sideName(this.sides[this.g.movers[index - 1]] || "");
    this.status.textContent = index === 0
      ? say("review_at_start")
      : say("review_after", { index, n: this.g.moves.length, side, move: this.g.moves[index - 1] });
  }

  // Hovering or focusing a move marks it on the board for a moment (index null: put the board back).
  async peek(index) {
    if (index === null) {
      if (this.peekSaved !== undefined) this.board.swap(this.peekSaved);
      this.peekSaved = undefined;
      return;
    }
    if (index === this.history.viewed) return;
    const generation = this.generation;
    const answer = await this.viewOf(index);
    if (generation !== this.generation || this.history.peeking !== index || !answer.ok) return;
    if (this.peekSaved === undefined) this.peekSaved = this.board.container.innerHTML;
    this.board.swap(answer.svg);
  }

  // ------------------------------------------------- take back and redo --

  boundary(i) {
    return i === 0 || this.g.turnOvers[i];
  }

  // The position to go back to: the start of the turn (the one being made, or else
  // the last one) between two players; against the computer, the start of the
  // reader's previous turn.
  undoTarget() {
    const n = this.g.moves.length;
    if (n === 0 || this.over) return null;
    for (let i = n - 1; i >= 0; i--) {
      if (this.boundary(i) && (!this.human || this.sides[this.g.movers[i]] === this.human)) return i;
    }
    return null;
  }

  async undo() {
    const target = this.undoTarget();
    if (target === null || this.undoButton.disabled) return;
    this.generation++;
    if (this.thinking) this.thinking.hidden = true;
    const taken = this.g.moves.slice(target).map((move, i) => ({
      move, position: this.g.positions[target + 1 + i], turnOver: this.g.turnOvers[target + 1 + i], mover: this.g.movers[target + 1 + i],
    }));
    this.future = [...taken, ...this.future];
    this.cut(target);
    await this.showStep("taken_back_move", "taken_back_moves");
  }

  // Play again what was taken back, up to the end of the next turn (against the
  // computer: up to the reader's next turn).
  async redo() {
    if (!this.future.length || this.redoButton.disabled) return;
    this.generation++;
    do {
      const { move, position, turnOver, mover } = this.future.shift();
      this.g.moves.push(move);
      this.g.positions.push(position);
      this.g.turnOvers.push(turnOver);
      this.g.movers.push(mover);
    } while (this.future.length && !(this.boundary(this.g.moves.length) && (!this.human || this.sides[this.g.movers[this.g.moves.length]] === this.human)));
    await this.showStep("played_again_move", "played_again_moves");
  }

  cut(length) {
    this.g.moves = this.g.moves.slice(0, length);
    this.g.positions = this.g.positions.slice(0, length + 1);
    this.g.turnOvers = this.g.turnOvers.slice(0, length + 1);
    this.g.movers = this.g.movers.slice(0, length + 1);
  }

  // oneId, manyId: what was done, as counted() words it (taken back, played again).
  async showStep(oneId, manyId) {
    const answer = await runtime.call({ op: "view", game: this.game, position: this.position });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.history.set(this.g.moves);
    this.show(answer);
    this.status.textContent = counted(oneId, manyId, this.g.moves.length, { status: answer.status });
  }

  // ------------------------------------------------------ saving, links --

  save() {
    if (!this.g) return;
    const { start, moves, human, level, fromStart, recorded, date, headers } = this.g;
    this.saves.write({ version: SAVE_VERSION, start, moves, human, level, fromStart, recorded, date, headers });
  }

  offer(url, label, words) {
    this.shareLabel.textContent = say("share_label", { label });
    this.shareInput.setAttribute("aria-label", label);
    this.shareInput.value = url;
    this.shareBox.hidden = false;
    this.shareInput.focus();
    this.shareInput.select();
    const copied = navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject();
    copied.then(
      () => (this.status.textContent = say("link_copied", { words })),
      () => (this.status.textContent = say("link_copy", { words })),
    );
  }

  share() {
    this.offer(shareURL(this.position), say("link_position"), say("link_position_words"));
  }

  // Two players far apart: the link carries the whole game, and whoever opens it plays on.
  async send() {
    const answer = await writeRecord(this.game, this.gameRecord());
    if (!answer.ok) return (this.status.textContent = answer.error);
    const next = this.over ? say("game_over") : say("plays_next", { side: this.sideName(this.state.to_move) });
    this.offer(gameURL(answer.text), say("link_game"), counted("link_game_move", "link_game_moves", this.g.moves.length, { next }));
  }
}
