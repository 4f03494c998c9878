// The puzzle overview: the cards the build wrote (one per puzzle, its position drawn
// small), with the reader's result on each, filters (game, theme, difficulty, result),
// an order, and the ways in: a streak, a retry of mistakes, the next unsolved puzzle.
// The reader's record can be saved to a file, loaded back, or reset (it asks first).

import { askFirst, element } from "./runtime.js";
import { downloadText } from "./saved.js";
import {
  bestStreak, byRating, clearProgress, isMistake, loadRecordFile, openPuzzle, readProgress, recordFile, resultOf, startRun,
} from "./puzzle-record.js";

const ORDERS = { site: "The site's order", easy: "Easiest first", hard: "Hardest first" };
const RESULTS = { any: "Any result", unsolved: "Not solved yet", mistakes: "My mistakes", solved: "Solved" };

// A labelled select: [label, select].
function choice(label, options, onChange) {
  const select = element("select", { "aria-label": label }); // its name without the chosen option's words
  for (const [value, text] of Object.entries(options)) select.append(element("option", { value }, text));
  select.addEventListener("change", onChange);
  const wrapper = element("label", { class: "pg-filter" }, `${label} `);
  wrapper.append(select);
  return [wrapper, select];
}

export class PuzzleIndex {
  constructor(root, onLive) {
    this.root = root;
    this.onLive = onLive;
    this.list = root.querySelector(".pg-cards");
    this.cards = [...root.querySelectorAll(".pg-card")];
    this.live = false;
    if (!this.list) {
      root.textContent = "The list of puzzles is missing from this page.";
      return;
    }
    this.build();
    document.addEventListener("pygames:progress", () => this.draw());
    this.live = true;
    root.dataset.ready = "true";
    onLive();
  }

  puzzleOf(card) {
    return { id: card.dataset.puzzle, url: card.querySelector("a").href, rating: Number(card.dataset.rating) };
  }

  build() {
    const { problem, partial } = readProgress();
    this.notice = element("p", { class: "pg-game-notice", role: "alert", hidden: "" });
    if (problem) {
      this.notice.textContent = partial
        ? `Part of your puzzle record could not be read: ${problem}. The rest is kept.`
        : `Your puzzle record could not be read (${problem}), so it starts afresh.`;
      this.notice.hidden = false;
    }
    this.summary = element("p", { class: "pg-puzzle-summary", "aria-live": "polite" });

    // Ways in
    const ways = element("div", { class: "pg-index-ways", role: "group", "aria-label": "Ways in" });
    const way = (label, css, action) => {
      const b = element("button", { type: "button", class: `md-button ${css}` }, label);
      b.addEventListener("click", action);
      ways.append(b);
      return b;
    };
    this.streakButton = way("Start a streak", "md-button--primary pg-start-streak", () => this.startStreak());
    this.retryButton = way("Retry my mistakes", "pg-retry-mistakes", () => this.retryMistakes());
    this.unsolvedButton = way("Next unsolved", "pg-next-unsolved", () => this.nextUnsolved());
    this.waysSaid = element("p", { class: "pg-index-said", "aria-live": "polite" });

    // Filters and order, from what the cards carry
    const filters = element("div", { class: "pg-index-filters", role: "group", "aria-label": "Filters" });
    const games = new Map(this.cards.map((c) => [c.dataset.game, c.querySelector(".pg-card-game")?.textContent || c.dataset.game]));
    const themes = new Map();
    for (const span of this.root.querySelectorAll(".pg-theme")) themes.set(span.dataset.theme, span.textContent);
    const onChange = () => {
      this.draw();
      const box = this.root.querySelector(".pg-cards-box");
      if (box) box.open = true; // the chosen puzzles, in view
    };
    if (games.size > 1) [, this.gameSelect] = this.addChoice(filters, "Game", { "": "Every game", ...Object.fromEntries(games) }, onChange);
    // Plain English words: compared as strings (localeCompare's first call loads the locale's collation: 70 ms on a phone).
    const themeOptions = Object.fromEntries([...themes].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    [, this.themeSelect] = this.addChoice(filters, "Theme", { "": "Any theme", ...themeOptions }, onChange);
    [, this.difficultySelect] = this.addChoice(filters, "Difficulty", { "": "Any", easy: "Easy", medium: "Medium", hard: "Hard" }, onChange);
    [, this.resultSelect] = this.addChoice(filters, "Your result", RESULTS, onChange);
    [, this.orderSelect] = this.addChoice(filters, "Order", ORDERS, onChange);

    // The record
    const recordTools = element("div", { class: "pg-index-record", role: "group", "aria-label": "Your record" });
    const save = element("button", { type: "button", class: "md-button pg-save-record" }, "Save my record to a file");
    save.addEventListener("click", () => this.saveRecord());
    const loadLabel = element("label", { class: "md-button pg-load-record" }, "Load a record from a file");
    const input = element("input", { type: "file", accept: ".json,application/json", class: "pg-visually-hidden" });
    input.addEventListener("change", () => this.loadRecord(input));
    loadLabel.append(input);
    const reset = element("button", { type: "button", class: "md-button pg-reset-progress" }, "Reset my record");
    askFirst(reset, "Reset every puzzle's result and your best streak? Press again to confirm", () => {
      clearProgress();
      this.say("Your record was reset.");
    });
    recordTools.append(save, loadLabel, reset);
    const recordBox = element("details", { class: "pg-index-record-box" });
    recordBox.append(element("summary", {}, "Save, load or reset your record"), recordTools);

    this.shown = element("p", { class: "pg-index-shown" });
    this.root.prepend(this.notice, this.summary, recordBox, ways, this.waysSaid, filters, this.shown);
    this.draw();
  }

  addChoice(parent, label, options, onChange) {
    const made = choice(label, options, onChange);
    parent.append(made[0]);
    return made;
  }

  say(text) {
    this.waysSaid.textContent = text;
  }

  // The cards the filters keep, in the chosen order.
  visible(record) {
    const game = this.gameSelect?.value;
    const theme = this.themeSelect.value;
    const difficulty = this.difficultySelect.value;
    const result = this.resultSelect.value;
    const keep = this.cards.filter((card) => {
      const entry = record[card.dataset.puzzle];
      if (game && card.dataset.game !== game) return false;
      if (theme && !card.dataset.themes.split(" ").includes(theme)) return false;
      if (difficulty && card.dataset.difficulty !== difficulty) return false;
      if (result === "unsolved" && entry?.solved) return false;
      if (result === "mistakes" && !isMistake(entry)) return false;
      if (result === "solved" && !entry?.solved) return false;
      return true;
    });
    const order = this.orderSelect.value;
    if (order === "site") return keep.sort((a, b) => a.dataset.order - b.dataset.order);
    const sign = order === "easy" ? 1 : -1;
    return keep.sort((a, b) => sign * (a.dataset.rating - b.dataset.rating) || a.dataset.order - b.dataset.order);
  }

  draw() {
    const { record } = readProgress();
    // Only what changed is touched: a page of 170 cards moved or rewritten all at once is a long task on a phone.
    for (const card of this.cards) {
      const result = resultOf(record[card.dataset.puzzle]);
      if (card.dataset.result !== result.kind) card.dataset.result = result.kind;
      let line = card.querySelector(".pg-card-record");
      if (!line) card.append((line = element("p", { class: "pg-card-record" })));
      const words = `Your result: ${result.words}`;
      if (line.textContent !== words) line.textContent = words;
    }
    const shown = this.visible(record);
    const showing = new Set(shown);
    for (const card of this.cards) {
      const hide = !showing.has(card);
      if (card.hidden !== hide) card.hidden = hide;
    }
    const inPlace = [...this.list.children].filter((card) => showing.has(card));
    if (shown.some((card, i) => inPlace[i] !== card)) this.list.append(...shown); // in the chosen order
    this.shown.textContent = shown.length === this.cards.length ? `${shown.length} puzzles.` : `Showing ${shown.length} of ${this.cards.length} puzzles.`;
    const solved = this.cards.filter((c) => record[c.dataset.puzzle]?.solved).length;
    const helped = this.cards.filter((c) => record[c.dataset.puzzle]?.solved && record[c.dataset.puzzle].help).length;
    const best = bestStreak();
    this.summary.textContent =
      `${solved} of ${this.cards.length} solved${helped ? ` (${helped} with help)` : ""}.` + (best ? ` Your best streak: ${best} in a row.` : "");
    const mistakes = this.cards.filter((c) => isMistake(record[c.dataset.puzzle])).length;
    this.retryButton.textContent = mistakes ? `Retry my mistakes (${mistakes})` : "Retry my mistakes";
    this.retryButton.disabled = mistakes === 0;
    this.unsolvedButton.disabled = solved === this.cards.length;
  }

  // A streak: the puzzles shown, easiest first; one mistake, hint or look at the solution ends it.
  startStreak() {
    const puzzles = byRating(this.visible(readProgress().record).map((c) => this.puzzleOf(c)));
    if (!puzzles.length) return this.say("No puzzle is shown: change the filters to start a streak.");
    startRun("streak", puzzles);
    openPuzzle(puzzles[0].url);
  }

  retryMistakes() {
    const { record } = readProgress();
    const puzzles = this.cards.filter((c) => isMistake(record[c.dataset.puzzle])).map((c) => this.puzzleOf(c));
    if (!puzzles.length) return this.say("No mistakes to retry: every puzzle you tried is solved without help.");
    startRun("retry", puzzles);
    openPuzzle(puzzles[0].url);
  }

  nextUnsolved() {
    const { record } = readProgress();
    const shown = this.visible(record).filter((c) => !record[c.dataset.puzzle]?.solved);
    const card = shown[0] || this.cards.find((c) => !record[c.dataset.puzzle]?.solved);
    if (!card) return this.say("Every puzzle is solved.");
    openPuzzle(this.puzzleOf(card).url);
  }

  saveRecord() {
    downloadText("puzzle-record.json", recordFile(), "application/json");
    this.say("Your record was saved to the file puzzle-record.json.");
  }

  async loadRecord(input) {
    const file = input.files[0];
    input.value = "";
    if (!file) return;
    if (file.size > 1_000_000) return this.say("This file is too large to be a puzzle record.");
    const outcome = loadRecordFile(await file.text());
    if (outcome.error) return this.say(outcome.error);
    const dropped = outcome.dropped ? ` ${outcome.dropped} entries could not be used and were left out.` : "";
    this.say(`Loaded the results of ${outcome.added} puzzle${outcome.added === 1 ? "" : "s"} from the file, added to yours.${dropped}`);
  }
}
