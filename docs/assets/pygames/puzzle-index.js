// The puzzle overview: the cards the build wrote (one per puzzle, its position drawn
// small), with the reader's result on each, filters (game, theme, difficulty, result),
// an order, and the ways in: a streak, a retry of mistakes, the next unsolved puzzle.
// The reader's record can be saved to a file, loaded back, or reset (it asks first).

import { askFirst, element } from "./runtime.js";
import { downloadText } from "./saved.js";
import {
  bestStreak, byRating, clearProgress, isMistake, loadRecordFile, openPuzzle, readProgress, recordFile, resultOf, startRun,
} from "./puzzle-record.js";
import { counted, say } from "./words.js";

// The choices of two filters: each value's words are order_<value>, outcome_<value>.
const ORDERS = ["site", "easy", "hard"];
const RESULTS = ["any", "unsolved", "mistakes", "solved"];
const worded = (prefix, values) => Object.fromEntries(values.map((value) => [value, say(`${prefix}_${value}`)]));

// A labelled select: [label, select].
function choice(label, options, onChange) {
  const select = element("select", { "aria-label": label }); // its name without the chosen option's words
  for (const [value, text] of Object.entries(options)) select.append(element("option", { value }, text));
  select.addEventListener("change", onChange);
  const wrapper = element("label", { class: "pg-filter" }, say("filter_label", { label }));
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
      root.textContent = say("index_missing");
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
      this.notice.textContent = say(partial ? "record_partial" : "record_afresh", { problem });
      this.notice.hidden = false;
    }
    this.summary = element("p", { class: "pg-puzzle-summary", "aria-live": "polite" });

    // Ways in
    const ways = element("div", { class: "pg-index-ways", role: "group", "aria-label": say("ways_in") });
    const way = (label, css, action) => {
      const b = element("button", { type: "button", class: `md-button ${css}` }, label);
      b.addEventListener("click", action);
      ways.append(b);
      return b;
    };
    this.streakButton = way(say("start_streak"), "md-button--primary pg-start-streak", () => this.startStreak());
    this.retryButton = way(say("retry_mistakes"), "pg-retry-mistakes", () => this.retryMistakes());
    this.unsolvedButton = way(say("next_unsolved"), "pg-next-unsolved", () => this.nextUnsolved());
    this.waysSaid = element("p", { class: "pg-index-said", "aria-live": "polite" });

    // Filters and order, from what the cards carry
    const filters = element("div", { class: "pg-index-filters", role: "group", "aria-label": say("filters") });
    const games = new Map(this.cards.map((c) => [c.dataset.game, c.querySelector(".pg-card-game")?.textContent || c.dataset.game]));
    const themes = new Map();
    for (const span of this.root.querySelectorAll(".pg-theme")) themes.set(span.dataset.theme, span.textContent);
    const onChange = () => {
      this.draw();
      const box = this.root.querySelector(".pg-cards-box");
      if (box) box.open = true; // the chosen puzzles, in view
    };
    if (games.size > 1) [, this.gameSelect] = this.addChoice(filters, say("filter_game"), { "": say("every_game"), ...Object.fromEntries(games) }, onChange);
    // Compared as strings (localeCompare's first call loads the locale's collation: 70 ms on a phone).
    const themeOptions = Object.fromEntries([...themes].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    [, this.themeSelect] = this.addChoice(filters, say("filter_theme"), { "": say("any_theme"), ...themeOptions }, onChange);
    const difficulties = { "": say("any_difficulty"), ...worded("difficulty", ["easy", "medium", "hard"]) };
    [, this.difficultySelect] = this.addChoice(filters, say("filter_difficulty"), difficulties, onChange);
    [, this.resultSelect] = this.addChoice(filters, say("filter_result"), worded("outcome", RESULTS), onChange);
    [, this.orderSelect] = this.addChoice(filters, say("filter_order"), worded("order", ORDERS), onChange);

    // The record
    const recordTools = element("div", { class: "pg-index-record", role: "group", "aria-label": say("your_record") });
    const save = element("button", { type: "button", class: "md-button pg-save-record" }, say("save_record"));
    save.addEventListener("click", () => this.saveRecord());
    const loadLabel = element("label", { class: "md-button pg-load-record" }, say("load_record"));
    const input = element("input", { type: "file", accept: ".json,application/json", class: "pg-visually-hidden" });
    input.addEventListener("change", () => this.loadRecord(input));
    loadLabel.append(input);
    const reset = element("button", { type: "button", class: "md-button pg-reset-progress" }, say("reset_record"));
    askFirst(reset, say("reset_record_ask"), () => {
      clearProgress();
      this.say(say("record_was_reset"));
    });
    recordTools.append(save, loadLabel, reset);
    const recordBox = element("details", { class: "pg-index-record-box" });
    recordBox.append(element("summary", {}, say("record_box_title")), recordTools);

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
      const words = say("your_result", { result: result.words });
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
    const n = this.cards.length;
    this.shown.textContent = shown.length === n ? say("puzzles_all", { n }) : say("puzzles_shown", { shown: shown.length, n });
    const solved = this.cards.filter((c) => record[c.dataset.puzzle]?.solved).length;
    const helped = this.cards.filter((c) => record[c.dataset.puzzle]?.solved && record[c.dataset.puzzle].help).length;
    const best = bestStreak();
    const summary = say(helped ? "solved_of_helped" : "solved_of", { solved, n, helped });
    this.summary.textContent = best ? say("best_streak", { summary, best }) : summary;
    const mistakes = this.cards.filter((c) => isMistake(record[c.dataset.puzzle])).length;
    this.retryButton.textContent = mistakes ? say("retry_mistakes_n", { n: mistakes }) : say("retry_mistakes");
    this.retryButton.disabled = mistakes === 0;
    this.unsolvedButton.disabled = solved === this.cards.length;
  }

  // A streak: the puzzles shown, easiest first; one mistake, hint or look at the solution ends it.
  startStreak() {
    const puzzles = byRating(this.visible(readProgress().record).map((c) => this.puzzleOf(c)));
    if (!puzzles.length) return this.say(say("no_streak"));
    startRun("streak", puzzles);
    openPuzzle(puzzles[0].url);
  }

  retryMistakes() {
    const { record } = readProgress();
    const puzzles = this.cards.filter((c) => isMistake(record[c.dataset.puzzle])).map((c) => this.puzzleOf(c));
    if (!puzzles.length) return this.say(say("no_mistakes"));
    startRun("retry", puzzles);
    openPuzzle(puzzles[0].url);
  }

  nextUnsolved() {
    const { record } = readProgress();
    const shown = this.visible(record).filter((c) => !record[c.dataset.puzzle]?.solved);
    const card = shown[0] || this.cards.find((c) => !record[c.dataset.puzzle]?.solved);
    if (!card) return this.say(say("all_solved"));
    openPuzzle(this.puzzleOf(card).url);
  }

  saveRecord() {
    const file = "puzzle-record.json";
    downloadText(file, recordFile(), "application/json");
    this.say(say("record_saved", { file }));
  }

  async loadRecord(input) {
    const file = input.files[0];
    input.value = "";
    if (!file) return;
    if (file.size > 1_000_000) return this.say(say("file_too_large"));
    const outcome = loadRecordFile(await file.text());
    if (outcome.error) return this.say(outcome.error);
    const dropped = outcome.dropped ? say("loaded_dropped", { n: outcome.dropped }) : "";
    this.say(counted("loaded_one", "loaded_many", outcome.added, { dropped }));
  }
}
