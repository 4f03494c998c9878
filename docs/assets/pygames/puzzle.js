// Puzzles: the reader plays the solution on the game's own board; Python judges
// each step against the puzzle's proven tree (answer.puzzle: continue, wrong,
// reply or solved) and this file shows what it says: the sowing of a
// Pallanguzhi turn, the opponent's reply and why, hints from the idea to the
// area to the move. A run (a streak, a retry of mistakes: puzzle-record.js)
// leads from one puzzle to the next.

import { ActionPlayer } from "./actions.js";
import { DEFAULT_SPEED, SowingBoard, SPEEDS } from "./board.js";
import { LiveFigure } from "./figure.js";
import {
  bestStreak, currentRun, loadCatalogue, openPuzzle, readProgress, saveRun, streakBroken, streakSolved, updateProgress,
} from "./puzzle-record.js";
import { element, runtime, sleep } from "./runtime.js";
import { Store } from "./saved.js";
import { Clicker } from "./stones.js";
import { Placer } from "./tiles.js";
import { say } from "./words.js";

export { PuzzleIndex } from "./puzzle-index.js";

const OVERVIEW = new URL("../../puzzles.html", import.meta.url).href;

// The sowing speed the reader chose on the game's play page (the same for its puzzles).
function sowingSpeed(game) {
  const { value } = new Store(`pygames.${game}.speed.v1`).read();
  return SPEEDS[value] !== undefined ? value : DEFAULT_SPEED;
}

// The board a puzzle is played on: the game's own way of making a step (its data-input).
function inputFor(game, root, status, onPlayed, extra) {
  const kind = root.dataset.input;
  if (kind === "tiles") {
    const placer = new Placer(root, game, status, onPlayed, extra);
    return { board: placer.board, toolbar: () => placer.toolbar(), show: (a, words) => placer.setPosition(a.position, a.svg, words ?? a.status) };
  }
  if (kind === "actions") {
    const player = new ActionPlayer(root, game, status, (answer) => (player.show(answer, answer.summary), onPlayed(answer)), extra);
    return { board: player.board, toolbar: () => player.toolbar(), show: (a, words) => player.show(a, words ?? a.status) };
  }
  if (kind === "stones") {
    const clicker = new Clicker(root, game, status, onPlayed, extra);
    return { board: clicker.board, toolbar: () => clicker.toolbar(), show: (a, words) => clicker.show(a, words) };
  }
  // "sowing": a hole is a whole turn, sown seed by seed.
  const input = { position: root.dataset.position };
  input.board = new SowingBoard(root.querySelector(".pg-board"), game, async (hole, clickedAt) => {
    const answer = await runtime.call({ op: "play", game, position: input.position, move: hole, ...extra() });
    if (!answer.ok) return (status.textContent = answer.error);
    await input.animate(answer, clickedAt);
    input.show(answer, answer.summary);
    onPlayed(answer);
  });
  input.animate = (answer, clickedAt) => {
    const hooks = { frame: (frame) => (status.textContent = frame.say), speed: () => sowingSpeed(game), skipping: () => false, isCurrent: () => true };
    return answer.frames?.length ? input.board.animate(answer, hooks, clickedAt) : Promise.resolve(true);
  };
  input.show = (a, words) => {
    input.position = a.position;
    input.board.swap(a.svg);
    status.textContent = words ?? a.status;
  };
  input.toolbar = () => element("div", { class: "pg-toolbar", role: "group", "aria-label": say("board_controls") });
  return input;
}

// A button that, during a streak, asks before doing what ends it (a hint, the solution).
function endsStreak(button, question, action, inStreak) {
  const label = button.textContent;
  const reset = () => {
    delete button.dataset.asking;
    button.textContent = label;
  };
  button.addEventListener("click", () => {
    if (!inStreak() || button.dataset.asking) {
      reset();
      return action();
    }
    button.dataset.asking = "true";
    button.textContent = question;
  });
  button.addEventListener("blur", reset);
}

export class PuzzlePlayer extends LiveFigure {
  constructor(section, onLive) {
    super(section, onLive);
    this.section = section;
    this.data = JSON.parse(section.dataset.puzzle);
    this.input = inputFor(this.game, section, this.status, (answer) => this.stepped(answer), () => this.request());
    new MutationObserver(() => this.answered()).observe(this.status, { childList: true, characterData: true, subtree: true });
    this.board = this.input.board;
    this.runBox = element("div", { class: "pg-run", role: "status", hidden: "" });
    section.querySelector(".pg-goal").after(this.runBox);
    this.showRun();
    this.onRun = () => this.showRun();
    document.addEventListener("pygames:run", this.onRun);
    // Made when the reader comes near it (widgets.js); started when Python is ready, or before
    // when the build prepared its first step (prepared.js).
    this.boot(() => this.start(), { near: true });
  }

  // The puzzle's fields for a request that may play a step. Judging a step (and, in a
  // puzzle of several turns, finding the opponent's reply) can take a moment: past
  // 400 ms the reader is told that the move is being checked.
  request() {
    clearTimeout(this.waiting);
    this.waiting = setTimeout(() => this.say(say("checking")), 400);
    return { puzzle: { goal: this.data.goal, tree: this.node, start: this.turnStart, steps: this.steps } };
  }

  // Every answer of Python changes the status line: the wait is over.
  answered() {
    clearTimeout(this.waiting);
    if (this.said && this.said.textContent === say("checking")) this.say("");
  }

  start() {
    const bar = this.input.toolbar();
    const button = (label, css, action) => {
      const b = element("button", { type: "button", class: `md-button ${css}` }, label);
      if (action) b.addEventListener("click", action);
      bar.append(b);
      return b;
    };
    const inStreak = () => Boolean(this.streak());
    this.hintButton = button(say("hint"), "pg-hint-button");
    endsStreak(this.hintButton, say("hint_ends_streak"), () => this.hint(), inStreak);
    this.undoButton = button(say("undo"), "pg-undo", () => this.undo());
    button(say("retry"), "pg-retry", () => this.retry());
    this.solutionButton = button(say("show_solution"), "pg-show-solution");
    endsStreak(this.solutionButton, say("solution_ends_streak"), () => this.showSolution(), inStreak);
    const next = this.nextOnPage();
    if (next) button(say("next_puzzle"), "pg-next", () => openPuzzle(`#${next.id}`));
    this.unsolvedButton = button(say("next_unsolved"), "pg-next-unsolved", () => this.nextUnsolved());
    this.board.container.after(bar);
    this.said = element("div", { class: "pg-puzzle-said", "aria-live": "polite" });
    this.explanation = element("p", { class: "pg-explanation", hidden: "" });
    this.status.after(this.said, this.explanation);
    this.retry(false).then(() => {
      this.board.enabled = true;
      // Once Python runs, the solution is shown on the board: the written one goes (it stays while
      // only the first step can be played, as under file://).
      this.markLive(() => this.section.querySelector(".pg-static-answer")?.remove());
    });
  }

  nextOnPage() {
    const all = [...document.querySelectorAll(".pg-puzzle")];
    return all[all.indexOf(this.section) + 1] || null;
  }

  // The next puzzle of the site (after this one, in the site's order) not solved yet.
  async nextUnsolved() {
    const puzzles = await loadCatalogue();
    if (!puzzles) return this.say(say("catalogue_missing"));
    const { record } = readProgress();
    const here = puzzles.findIndex((p) => p.id === this.data.id);
    const after = [...puzzles.slice(here + 1), ...puzzles.slice(0, here + 1)];
    const next = after.find((p) => !record[p.id]?.solved);
    if (!next) return this.say(say("all_solved"));
    if (next.id === this.data.id) return this.say(say("only_unsolved"));
    openPuzzle(next.url);
  }

  say(text) {
    this.said.textContent = text; // text only, never HTML
  }

  // -- runs -------------------------------------------------------------------------------

  // The run whose current puzzle is this one, if any.
  run() {
    const run = currentRun();
    return run && run.ids[run.index] === this.data.id ? run : null;
  }

  streak() {
    const run = this.run();
    return run && run.mode === "streak" && !run.over ? run : null;
  }

  showRun(words) {
    if (!this.section.isConnected) return document.removeEventListener("pygames:run", this.onRun);
    const run = this.run();
    this.runBox.hidden = !run;
    if (!run) return this.runBox.replaceChildren();
    const text = element("span", {}, words || this.runWords(run));
    this.runBox.replaceChildren(text);
    const last = run.index + 1 >= run.ids.length;
    const link = (label, href) => this.runBox.append(element("a", { class: "md-button", href }, label));
    if (run.mode === "streak" && run.over) link(say("another_streak"), OVERVIEW);
    else if (run.mode === "streak" && this.solvedNow && !last) this.runButton(say("next_of_streak"));
    else if (run.mode === "retry" && !last) this.runButton(say(this.solvedNow ? "next_mistake" : "skip_mistake"));
  }

  runWords(run) {
    const values = { index: run.index + 1, n: run.ids.length, count: run.count, best: bestStreak() };
    return say(run.mode === "retry" ? "retrying" : run.over ? "streak_ended" : "streak_going", values);
  }

  runButton(label) {
    const b = element("button", { type: "button", class: "md-button md-button--primary pg-run-next" }, label);
    b.addEventListener("click", () => {
      const run = currentRun();
      if (!run || run.ids[run.index] !== this.data.id) return;
      run.index += 1;
      saveRun(run);
      openPuzzle(run.urls[run.index]);
    });
    this.runBox.append(b);
  }

  // What a mistake or a solve means for the run in progress.
  runMistake() {
    const run = this.streak();
    if (!run) return;
    streakBroken(run);
    this.showRun();
  }

  runSolved(help) {
    const run = this.run();
    if (!run) return;
    this.solvedNow = true;
    const last = run.index + 1 >= run.ids.length;
    if (run.mode === "retry") {
      if (last) saveRun(null);
      return this.showRun(last ? say("retry_last") : say("retry_done", { index: run.index + 1, n: run.ids.length }));
    }
    if (run.over) return this.showRun();
    if (help) return this.runMistake();
    streakSolved(run);
    if (last) {
      this.showRun(say("streak_all", { count: run.count }));
      return saveRun(null);
    }
    this.showRun(say("streak_solved", { count: run.count, best: bestStreak() }));
  }

  // -- playing ----------------------------------------------------------------------------

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
    this.turnHints = null;
    this.helped = this.showing = this.usedHints = false;
    this.over = false;
    this.explanation.hidden = true;
    this.hintButton.disabled = false;
    this.solutionButton.disabled = false;
    this.undoButton.disabled = true;
    await this.show(this.data.start);
    this.say(counts ? say("back_to_start", { goal: this.data.goal_words }) : "");
  }

  async stepped(answer) {
    const verdict = answer.puzzle;
    if (!verdict || this.over) return;
    if (verdict.verdict === "continue") {
      this.history.push({ node: this.node, turnStart: this.turnStart, steps: [...this.steps], position: answer.before });
      this.steps.push(answer.move);
      this.undoButton.disabled = false;
      return this.say(say("good_go_on", { move: answer.move }));
    }
    if (verdict.verdict === "wrong") {
      updateProgress(this.data.id, (e) => (e.attempts += 1));
      this.runMistake();
      this.say(say("not_this", { why: verdict.message }));
      this.board.enabled = false;
      await sleep(1200);
      this.steps = [];
      await this.show(this.turnStart, say("taken_back", { goal: this.data.goal_words }));
      this.board.enabled = true;
      return;
    }
    if (verdict.verdict === "reply") return this.reply(answer, verdict);
    this.solved();
  }

  // The opponent's reply, played on the board step by step (sown, in Pallanguzhi), and why.
  async reply(answer, verdict) {
    this.history.push({ node: this.node, turnStart: this.turnStart, steps: [...this.steps], position: answer.before });
    this.say(verdict.why ? say("right_why", { why: verdict.why }) : say("right_reply", { reply: verdict.reply })); // the why names the reply
    this.board.enabled = false;
    this.undoButton.disabled = true; // nothing to take back while the reply is played
    let position = answer.position;
    for (const step of verdict.reply.split("; ")) {
      await sleep(500);
      const played = await runtime.call({ op: "play", game: this.game, position, move: step });
      if (!played.ok) return this.say(played.error);
      position = played.position;
      if (this.input.animate) await this.input.animate(played);
      this.input.show(played, say("opponent_played", { step, status: played.status }));
    }
    this.node = verdict.next;
    this.turnStart = position;
    this.steps = [];
    this.hintsShown = 0;
    this.turnHints = null;
    this.hintButton.disabled = false;
    this.undoButton.disabled = false;
    this.board.enabled = true;
  }

  solved() {
    this.over = true;
    const help = this.helped || this.usedHints;
    updateProgress(this.data.id, (e) => {
      e.attempts += 1;
      e.help = e.solved ? e.help && help : help;
      e.solved = true;
    });
    this.say(say(this.showing ? "is_solution" : help ? "solved_hint" : "solved"));
    this.explanation.textContent = say("why", { explanation: this.data.explanation });
    this.explanation.hidden = false;
    this.hintButton.disabled = true;
    this.solutionButton.disabled = true;
    this.undoButton.disabled = true;
    this.section.dataset.solved = "true";
    this.runSolved(help);
  }

  // Hints go from the idea to the area to the move: the puzzle's own for the first
  // turn; for a later turn, where the turn Python finds happens, then the turn itself.
  async hint() {
    this.usedHints = true;
    this.runMistake();
    if (this.node !== this.data.tree && !this.turnHints) {
      const answer = await runtime.call({ op: "puzzle_turn", game: this.game, position: this.turnStart, puzzle: { tree: this.node } });
      if (!answer.ok) return this.say(answer.error);
      this.turnHints = [...(answer.area ? [answer.area] : []), say("play_turn", { turn: answer.turn })];
    }
    const hints = this.node === this.data.tree ? this.data.hints : this.turnHints;
    const text = hints[Math.min(this.hintsShown, hints.length - 1)];
    this.hintsShown = Math.min(this.hintsShown + 1, hints.length);
    this.say(say("hint_of", { index: this.hintsShown, n: hints.length, text }));
    if (this.hintsShown === hints.length) this.hintButton.disabled = true;
  }

  async undo() {
    const last = this.history.pop();
    if (!last) return;
    Object.assign(this, { node: last.node, turnStart: last.turnStart, steps: last.steps });
    await this.show(last.position, say("taken_back", { goal: this.data.goal_words }));
    this.undoButton.disabled = this.history.length === 0;
  }

  // Play the solution from the start, each of the reader's turns asked of Python
  // (the opponent's replies come as in a solve); it counts as solved with help.
  async showSolution() {
    this.runMistake();
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
        if (this.input.animate) await this.input.animate(played);
        this.input.show(played, say("step_status", { move: step, status: played.status }));
        await this.stepped(played);
        await sleep(400);
      }
    }
    this.board.enabled = true;
  }
}
