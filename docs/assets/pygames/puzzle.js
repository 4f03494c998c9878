// Puzzles: the reader plays the solution on the game's own board; Python judges
// each step against the puzzle's proven tree (answer.puzzle: continue, wrong,
// reply or solved) and this file shows what it says. Progress (solved, solved
// with help, attempts) is kept under one versioned localStorage key.

import { ActionPlayer } from "./actions.js";
import { LiveBoard } from "./board.js";
import { LiveFigure } from "./figure.js";
import { askFirst, BootIndicator, element, info, runtime, sleep } from "./runtime.js";
import { isCount, Store } from "./saved.js";
import { Clicker } from "./stones.js";
import { Placer } from "./tiles.js";

const PROGRESS_VERSION = 1;
const CHECKING = "Checking your move…";
const progressStore = new Store(`pygames.puzzles.v${PROGRESS_VERSION}`);

// The reader's record: {id: {solved, help, attempts}}, read back entry by entry:
// an entry that cannot be used (a wrong field, an id no puzzle could have, more
// entries than any site holds) is dropped and the rest kept; `problem` says what
// was dropped and why (for a notice), `partial` whether anything was kept.
const PUZZLE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MOST_PUZZLES = 2000;

function usableEntry(entry) {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
  const { attempts, solved, help = false } = entry;
  const fine = isCount(attempts) && typeof solved === "boolean" && typeof help === "boolean";
  return fine ? { attempts, solved, help } : null;
}

export function readProgress() {
  const { value, corrupt } = progressStore.read();
  if (corrupt) return { record: {}, problem: corrupt };
  if (value === null) return { record: {} };
  const whole = value && typeof value === "object" && !Array.isArray(value);
  const puzzles = whole && value.puzzles;
  if (!whole || value.version !== PROGRESS_VERSION || !puzzles || typeof puzzles !== "object" || Array.isArray(puzzles)) {
    progressStore.clear();
    const problem = whole && "version" in value && value.version !== PROGRESS_VERSION ? "it comes from another version of this site" : "it is not a puzzle record";
    return { record: {}, problem };
  }
  const record = {};
  let dropped = 0;
  for (const [id, entry] of Object.entries(puzzles)) {
    const usable = PUZZLE_ID.test(id) && Object.keys(record).length < MOST_PUZZLES && usableEntry(entry);
    if (usable) record[id] = usable;
    else dropped++;
  }
  if (!dropped) return { record };
  progressStore.write({ version: PROGRESS_VERSION, puzzles: record });
  const kept = Object.keys(record).length;
  return { record, partial: kept > 0, problem: `${dropped} of its ${dropped + kept} entries had wrong fields or names, and were dropped` };
}

function updateProgress(id, change) {
  const { record } = readProgress();
  const entry = record[id] || { solved: false, help: false, attempts: 0 };
  change(entry);
  record[id] = entry;
  progressStore.write({ version: PROGRESS_VERSION, puzzles: record });
}

function progressWords(entry) {
  if (!entry) return "not tried";
  if (entry.solved) return entry.help ? "solved with help" : "solved";
  return `${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}`;
}

// The board a puzzle is played on: the game's own way of making a step.
function inputFor(game, root, status, onPlayed, extra) {
  if (game === "palago") {
    const placer = new Placer(root, game, status, onPlayed, extra);
    return { board: placer.board, toolbar: () => placer.toolbar(), show: (a, words) => placer.setPosition(a.position, a.svg, words ?? a.status) };
  }
  if (game === "palanquee") {
    const player = new ActionPlayer(root, game, status, (answer) => (player.show(answer, answer.summary), onPlayed(answer)), extra);
    return { board: player.board, toolbar: () => player.toolbar(), show: (a, words) => player.show(a, words ?? a.status) };
  }
  if (game === "congeners") {
    const clicker = new Clicker(root, game, status, onPlayed, extra);
    return { board: clicker.board, toolbar: () => clicker.toolbar(), show: (a, words) => clicker.show(a, words) };
  }
  // Pallanguzhi: a hole is a whole turn.
  const input = { position: root.dataset.position };
  input.board = new LiveBoard(root.querySelector(".pg-board"), {
    key: "hole",
    onChoose: async (hole, clickedAt) => {
      const answer = await runtime.call({ op: "play", game, position: input.position, move: hole.dataset.hole, ...extra() });
      if (!answer.ok) return (status.textContent = answer.error);
      input.show(answer, answer.summary);
      if (clickedAt !== undefined) info.latencies.push(performance.now() - clickedAt);
      onPlayed(answer);
    },
  });
  input.show = (a, words) => {
    input.position = a.position;
    input.board.swap(a.svg);
    status.textContent = words ?? a.status;
  };
  input.toolbar = () => element("div", { class: "pg-toolbar", role: "group", "aria-label": "Board controls" });
  return input;
}

export class PuzzlePlayer extends LiveFigure {
  constructor(section, onLive) {
    super(section, onLive);
    this.section = section;
    this.data = JSON.parse(section.dataset.puzzle);
    this.input = inputFor(this.game, section, this.status, (answer) => this.stepped(answer), () => this.request());
    new MutationObserver(() => this.answered()).observe(this.status, { childList: true, characterData: true, subtree: true });
    this.board = this.input.board;
    new BootIndicator(this.board.container, () => this.start());
  }

  // The puzzle's fields for a request that may play a step. Judging a step (and, in a
  // puzzle of several turns, finding the opponent's reply) can take a moment: past
  // 400 ms the reader is told that the move is being checked.
  request() {
    clearTimeout(this.waiting);
    this.waiting = setTimeout(() => this.say(CHECKING), 400);
    return { puzzle: { goal: this.data.goal, tree: this.node, start: this.turnStart, steps: this.steps } };
  }

  // Every answer of Python changes the status line: the wait is over.
  answered() {
    clearTimeout(this.waiting);
    if (this.said && this.said.textContent === CHECKING) this.say("");
  }

  start() {
    this.section.querySelector(".pg-static-answer")?.remove();
    const bar = this.input.toolbar();
    const button = (label, css, action) => {
      const b = element("button", { type: "button", class: `md-button ${css}` }, label);
      b.addEventListener("click", action);
      bar.append(b);
      return b;
    };
    this.hintButton = button("Hint", "pg-hint-button", () => this.hint());
    this.undoButton = button("Undo", "pg-undo", () => this.undo());
    button("Retry", "pg-retry", () => this.retry());
    this.solutionButton = button("Show the solution", "pg-show-solution", () => this.showSolution());
    const next = this.nextPuzzle();
    if (next) button("Next puzzle", "pg-next", () => this.goTo(next));
    this.board.container.after(bar);
    this.said = element("div", { class: "pg-puzzle-said", "aria-live": "polite" });
    this.explanation = element("p", { class: "pg-explanation", hidden: "" });
    this.status.after(this.said, this.explanation);
    this.retry(false).then(() => {
      this.board.enabled = true;
      this.section.dataset.ready = "true";
      this.onLive();
    });
  }

  nextPuzzle() {
    const all = [...document.querySelectorAll(".pg-puzzle")];
    return all[all.indexOf(this.section) + 1] || null;
  }

  goTo(section) {
    section.scrollIntoView({ block: "start" });
    history.replaceState(null, "", `#${section.id}`);
    const target = section.querySelector("[role=button][tabindex='0']") || section;
    target.focus();
  }

  say(text) {
    this.said.textContent = text; // text only, never HTML
  }

  async show(position, words) {
    const answer = await runtime.call({ op: "view", game: this.game, position });
    if (!answer.ok) return this.say(answer.error);
    this.input.show(answer, words);
    return answer;
  }

  async retry(counts = true) {
    this.node = this.data.tree;
    this.turnStart = this.data.start;
    this.steps = [];
    this.history = [];
    this.hintsShown = 0;
    this.helped = this.showing = false;
    this.over = false;
    this.explanation.hidden = true;
    this.hintButton.disabled = false;
    this.solutionButton.disabled = false;
    this.undoButton.disabled = true;
    await this.show(this.data.start);
    this.say(counts ? `Back to the start. ${this.data.goal_words}` : "");
  }

  async stepped(answer) {
    const verdict = answer.puzzle;
    if (!verdict || this.over) return;
    if (verdict.verdict === "continue") {
      this.history.push({ node: this.node, turnStart: this.turnStart, steps: [...this.steps], position: answer.before });
      this.steps.push(answer.move);
      this.undoButton.disabled = false;
      return this.say(`Good: ${answer.move}. Go on.`);
    }
    if (verdict.verdict === "wrong") {
      updateProgress(this.data.id, (e) => (e.attempts += 1));
      this.say(`Not this: ${verdict.message}`);
      this.board.enabled = false;
      await sleep(1200);
      this.steps = [];
      await this.show(this.turnStart, `Taken back. ${this.data.goal_words}`);
      this.board.enabled = true;
      return;
    }
    if (verdict.verdict === "reply") {
      this.history.push({ node: this.node, turnStart: this.turnStart, steps: [...this.steps], position: answer.before });
      this.say(`Right. The opponent answers ${verdict.reply}.`);
      let position = answer.position;
      for (const step of verdict.reply.split("; ")) {
        await sleep(500);
        const played = await runtime.call({ op: "play", game: this.game, position, move: step });
        if (!played.ok) return this.say(played.error);
        position = played.position;
        this.input.show(played, `The opponent played ${step}. ${played.status}`);
      }
      this.node = verdict.next;
      this.turnStart = position;
      this.steps = [];
      this.undoButton.disabled = false;
      return;
    }
    this.solved();
  }

  solved() {
    this.over = true;
    const help = this.helped || this.hintsShown > 0;
    updateProgress(this.data.id, (e) => {
      e.attempts += 1;
      e.help = e.solved ? e.help && help : help;
      e.solved = true;
    });
    this.say(this.showing ? "That is the solution." : help ? "Solved, with a hint." : "Solved!");
    this.explanation.textContent = `Why: ${this.data.explanation}`;
    this.explanation.hidden = false;
    this.hintButton.disabled = true;
    this.solutionButton.disabled = true;
    this.undoButton.disabled = true;
    this.section.dataset.solved = "true";
    document.dispatchEvent(new CustomEvent("pygames:progress"));
  }

  // The first turn's hints are the puzzle's own; a later turn's hint is the turn itself.
  async hint() {
    if (this.node !== this.data.tree) {
      const answer = await runtime.call({ op: "puzzle_turn", game: this.game, position: this.turnStart, puzzle: { tree: this.node } });
      if (!answer.ok) return this.say(answer.error);
      this.hintsShown += 1;
      return this.say(`Hint: play ${answer.turn}.`);
    }
    const hints = this.data.hints;
    const text = hints[Math.min(this.hintsShown, hints.length - 1)];
    this.hintsShown = Math.min(this.hintsShown + 1, hints.length);
    this.say(`Hint ${this.hintsShown} of ${hints.length}: ${text}`);
    if (this.hintsShown === hints.length) this.hintButton.disabled = true;
  }

  async undo() {
    const last = this.history.pop();
    if (!last) return;
    Object.assign(this, { node: last.node, turnStart: last.turnStart, steps: last.steps });
    await this.show(last.position, `Taken back. ${this.data.goal_words}`);
    this.undoButton.disabled = this.history.length === 0;
  }

  // Play the solution from the start, each of the reader's turns asked of Python
  // (the opponent's replies come as in a solve); it counts as solved with help.
  async showSolution() {
    await this.retry(false);
    this.helped = this.showing = true;
    this.board.enabled = false;
    let position = this.data.start;
    while (!this.over) {
      const ask = await runtime.call({ op: "puzzle_turn", game: this.game, position: this.turnStart, puzzle: { tree: this.node } });
      if (!ask.ok) return this.say(ask.error);
      position = this.turnStart;
      for (const step of ask.turn.split("; ")) {
        const played = await runtime.call({ op: "play", game: this.game, position, move: step, ...this.request() });
        if (!played.ok) return this.say(played.error);
        position = played.position;
        this.input.show(played, `${step}. ${played.status}`);
        await this.stepped(played);
        await sleep(400);
      }
    }
    this.board.enabled = true;
  }
}

// A table of puzzles with the reader's progress: every puzzle of the site, or one game's
// (data-game), from the catalogue the build writes; with a reset of the record.
export class PuzzleIndex {
  constructor(root, onLive) {
    this.root = root;
    this.onLive = onLive;
    this.live = false;
    this.load();
    document.addEventListener("pygames:progress", () => this.draw());
  }

  async load() {
    const url = new URL("./puzzles.json", import.meta.url);
    try {
      const response = await fetch(url);
      this.catalogue = (await response.json()).puzzles;
    } catch {
      this.root.textContent = "The list of puzzles could not be loaded.";
      return;
    }
    const { problem, partial } = readProgress();
    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    if (problem) {
      this.notice.textContent = partial
        ? `Part of your puzzle record could not be read: ${problem}. The rest is kept.`
        : `Your puzzle record could not be read (${problem}), so it starts afresh.`;
      this.notice.hidden = false;
    }
    this.table = element("table", { class: "pg-puzzle-table" });
    this.summary = element("p", { class: "pg-puzzle-summary" });
    const reset = element("button", { type: "button", class: "md-button pg-reset-progress" }, "Reset my record");
    askFirst(reset, "Reset every puzzle's record? Press again to confirm", () => {
      progressStore.clear();
      this.draw();
      this.summary.textContent += " Your record was reset.";
    });
    this.root.replaceChildren(this.notice, this.summary, this.table, reset);
    this.draw();
    this.live = true;
    this.root.dataset.ready = "true";
    this.onLive();
  }

  draw() {
    if (!this.catalogue) return;
    const { record } = readProgress();
    const game = this.root.dataset.game;
    const puzzles = this.catalogue.filter((p) => !game || p.game === game);
    const base = new URL("../../", import.meta.url); // the site's root
    const head = element("tr");
    for (const title of ["Puzzle", ...(game ? [] : ["Game"]), "Difficulty", "Your record"]) head.append(element("th", {}, title));
    const rows = puzzles.map((p) => {
      const row = element("tr", { "data-puzzle": p.id });
      const link = element("a", { href: new URL(p.url, base).href }, p.title);
      const cell = element("td");
      cell.append(link);
      row.append(cell);
      if (!game) row.append(element("td", {}, p.game_name || p.game));
      row.append(element("td", {}, p.difficulty), element("td", { class: "pg-record" }, progressWords(record[p.id])));
      return row;
    });
    this.table.replaceChildren(element("thead"), element("tbody"));
    this.table.tHead.append(head);
    this.table.tBodies[0].append(...rows);
    const solved = puzzles.filter((p) => record[p.id]?.solved).length;
    const helped = puzzles.filter((p) => record[p.id]?.solved && record[p.id].help).length;
    this.summary.textContent = `${solved} of ${puzzles.length} solved${helped ? ` (${helped} with help)` : ""}.`;
  }
}
