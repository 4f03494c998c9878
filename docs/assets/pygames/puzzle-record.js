// The reader's puzzle record, kept in this browser: each puzzle's result (solved,
// solved with help, attempts), the best streak, and the run in progress (a streak,
// a retry of mistakes) that leads from one puzzle to the next. A record can be
// saved to a file and loaded back. Nothing here judges a move: Python does.

import { isCount, Store } from "./saved.js";
import { counted, language, say } from "./words.js";

const VERSION = 1;
const store = new Store(`pygames.puzzles.v${VERSION}`);
const streakStore = new Store("pygames.puzzle-streak.v1");
const FILE_KIND = "pygames puzzle record";
const PUZZLE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MOST_PUZZLES = 2000;

function usableEntry(entry) {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
  const { attempts, solved, help = false } = entry;
  const fine = isCount(attempts) && typeof solved === "boolean" && typeof help === "boolean";
  return fine ? { attempts, solved, help } : null;
}

// The usable entries of a record's `puzzles` object, and how many were not.
function usableEntries(puzzles) {
  const record = {};
  let dropped = 0;
  for (const [id, entry] of Object.entries(puzzles)) {
    const usable = PUZZLE_ID.test(id) && Object.keys(record).length < MOST_PUZZLES && usableEntry(entry);
    if (usable) record[id] = usable;
    else dropped++;
  }
  return { record, dropped };
}

const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

// The record, read back entry by entry: an entry that cannot be used (a wrong field,
// an id no puzzle could have, more entries than any site holds) is dropped and the
// rest kept; `problem` says what was dropped and why (for a notice), `partial`
// whether anything was kept.
export function readProgress() {
  const { value, corrupt } = store.read();
  if (corrupt) return { record: {}, problem: corrupt };
  if (value === null) return { record: {} };
  if (!isObject(value) || value.version !== VERSION || !isObject(value.puzzles)) {
    store.clear();
    const problem = say(isObject(value) && "version" in value && value.version !== VERSION ? "progress_other_version" : "progress_not_record");
    return { record: {}, problem };
  }
  const { record, dropped } = usableEntries(value.puzzles);
  if (!dropped) return { record };
  writeProgress(record);
  const kept = Object.keys(record).length;
  return { record, partial: kept > 0, problem: say("progress_dropped", { dropped, n: dropped + kept }) };
}

function writeProgress(record) {
  store.write({ version: VERSION, puzzles: record });
  document.dispatchEvent(new CustomEvent("pygames:progress"));
}

export function updateProgress(id, change) {
  const { record } = readProgress();
  const entry = record[id] || { solved: false, help: false, attempts: 0 };
  change(entry);
  record[id] = entry;
  writeProgress(record);
}

export function clearProgress() {
  store.clear();
  streakStore.clear();
  document.dispatchEvent(new CustomEvent("pygames:progress"));
}

// What the reader did with a puzzle, in a few words, and as a class for the cards.
export function resultOf(entry) {
  if (!entry) return { words: say("not_tried"), kind: "new" };
  if (entry.solved) return { words: say(entry.help ? "solved_with_help" : "solved_alone"), kind: entry.help ? "helped" : "solved" };
  return { words: counted("attempt_not_solved", "attempts_not_solved", entry.attempts), kind: "failed" };
}

// A mistake to retry: a puzzle tried and not solved, or solved only with help.
export const isMistake = (entry) => Boolean(entry) && ((!entry.solved && entry.attempts > 0) || (entry.solved && entry.help));

export function bestStreak() {
  const { value } = streakStore.read();
  return isObject(value) && isCount(value.best) ? value.best : 0;
}

function keepBest(n) {
  if (n > bestStreak()) streakStore.write({ best: n });
}

// -- saving to a file and loading back ------------------------------------------------

export function recordFile() {
  const { record } = readProgress();
  return JSON.stringify({ kind: FILE_KIND, version: VERSION, puzzles: record, best_streak: bestStreak() }, null, 1);
}

// Two results of one puzzle, merged: solved in either counts as solved (without
// help if either was), and the larger number of attempts.
function merged(a, b) {
  if (!a || !b) return a || b;
  const solved = a.solved || b.solved;
  const help = solved ? !((a.solved && !a.help) || (b.solved && !b.help)) : false;
  return { solved, help, attempts: Math.max(a.attempts, b.attempts) };
}

// Load a saved record into this browser's: {added, dropped} or {error} (a sentence, in the page's words).
export function loadRecordFile(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: say("file_unreadable") };
  }
  if (!isObject(value) || value.kind !== FILE_KIND || !isObject(value.puzzles)) return { error: say("file_not_record") };
  if (value.version !== VERSION) return { error: say("file_other_version") };
  const { record: loaded, dropped } = usableEntries(value.puzzles);
  const { record } = readProgress();
  for (const [id, entry] of Object.entries(loaded)) record[id] = merged(record[id], entry);
  writeProgress(record);
  if (isCount(value.best_streak)) keepBest(value.best_streak);
  return { added: Object.keys(loaded).length, dropped };
}

// -- runs: a streak, a retry of mistakes -------------------------------------------------
// A run lives in this tab (sessionStorage): its puzzles in order, where the reader
// is, and for a streak how many were solved in a row.

const RUN_KEY = "pygames.puzzle-run.v1";

function sameSite(url) {
  try {
    return typeof url === "string" && new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

export function currentRun() {
  let value;
  try {
    value = JSON.parse(sessionStorage.getItem(RUN_KEY));
  } catch {
    return null;
  }
  const fine =
    isObject(value) &&
    ["streak", "retry"].includes(value.mode) &&
    Array.isArray(value.ids) &&
    value.ids.every((id) => typeof id === "string" && PUZZLE_ID.test(id)) &&
    Array.isArray(value.urls) &&
    value.urls.length === value.ids.length &&
    value.urls.every(sameSite) &&
    isCount(value.index) &&
    value.index < value.ids.length &&
    isCount(value.count) &&
    typeof value.over === "boolean";
  return fine ? value : null;
}

export function saveRun(run) {
  try {
    if (run) sessionStorage.setItem(RUN_KEY, JSON.stringify(run));
    else sessionStorage.removeItem(RUN_KEY);
  } catch {
    /* no storage: the run ends with the page */
  }
}

// puzzles: [{id, url}] in the order the run takes them.
export function startRun(mode, puzzles) {
  const run = { mode, ids: puzzles.map((p) => p.id), urls: puzzles.map((p) => p.url), index: 0, count: 0, over: false };
  saveRun(run);
  return run;
}

// A streak puzzle solved without help: one more in a row.
export function streakSolved(run) {
  run.count += 1;
  keepBest(run.count);
  saveRun(run);
}

export function streakBroken(run) {
  run.over = true;
  saveRun(run);
}

// The catalogue of every puzzle of the page's edition (built with the site, builder/puzzles.py),
// loaded once per edition; each entry's url made whole.
const catalogues = {};
export function loadCatalogue() {
  const root = new URL("../../", import.meta.url); // the site's root
  const lang = language();
  catalogues[lang] ??= fetch(new URL(lang === "en" ? "./puzzles.json" : `./puzzles.${lang}.json`, import.meta.url))
    .then((response) => response.json())
    .then((data) => data.puzzles.map((p) => ({ ...p, url: new URL(p.url, root).href })))
    .catch(() => {
      delete catalogues[lang];
      return null;
    });
  return catalogues[lang];
}

// Puzzles in order of rising difficulty (the measured rating), the site's order between equals.
export const byRating = (puzzles) => puzzles.map((p, i) => [p, i]).sort(([a, i], [b, j]) => a.rating - b.rating || i - j).map(([p]) => p);

// Open a puzzle by its address: on this page, scroll to it; on another, follow a link
// (so that the site's navigation keeps the running Python).
export function openPuzzle(url) {
  const target = new URL(url, location.href);
  if (target.pathname === location.pathname) {
    const section = document.getElementById(decodeURIComponent(target.hash.slice(1)));
    if (section) {
      history.replaceState(null, "", target.hash);
      section.scrollIntoView({ block: "start" });
      (section.querySelector("[role=button][tabindex='0']") || section).focus({ preventScroll: true });
      document.dispatchEvent(new CustomEvent("pygames:run"));
      return;
    }
  }
  const link = document.createElement("a");
  link.href = target.href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
