// What the play pages keep: one versioned localStorage key per feature, and
// share links (#position=... and #game=...). A value that cannot be used is dropped, and the
// caller says so to the reader; text from a link is only ever shown as text.

import { askFirst, capital, element, runtime } from "./runtime.js";
import { say } from "./words.js";

// A count kept in the browser (games won, attempts at a puzzle): a whole number from 0 to a million.
export const isCount = (n) => Number.isSafeInteger(n) && n >= 0 && n <= 1_000_000;

export class Store {
  constructor(key) {
    this.key = key;
  }

  read() {
    let text;
    try {
      text = localStorage.getItem(this.key);
    } catch {
      return { value: null };
    }
    if (text === null) return { value: null };
    try {
      return { value: JSON.parse(text) };
    } catch {
      this.clear();
      return { value: null, corrupt: say("unreadable_data") };
    }
  }

  write(value) {
    try {
      localStorage.setItem(this.key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the game goes on, unsaved */
    }
  }

  clear() {
    try {
      localStorage.removeItem(this.key);
    } catch {
      /* nothing to clear */
    }
  }
}

// What a link carries, read once: a position (#position=...) or a whole game
// (#game=<record>). The address bar forgets it, so that a reload keeps the
// reader's game rather than the link's.
export function readLink() {
  const hash = location.hash.slice(1);
  const kind = ["position", "game"].find((name) => hash.startsWith(`${name}=`));
  if (!kind) return null;
  history.replaceState(null, "", location.pathname + location.search);
  let text;
  try {
    text = decodeURIComponent(hash.slice(kind.length + 1));
  } catch {
    text = "%"; // unreadable: the rules package will say so
  }
  return { [kind]: text };
}

export function shareURL(position) {
  const url = new URL(location.href);
  url.hash = `position=${position}`;
  return url.href;
}

export function gameURL(record) {
  const url = new URL(location.href);
  url.hash = `game=${encodeURIComponent(record)}`;
  return url.href;
}

// The position of a share link, drawn by Python; null (after telling the reader,
// through warn) when the link does not hold a position it can read.
export async function openSharedPosition(game, position, warn) {
  const answer = await runtime.call({ op: "view", game, position });
  if (answer.ok) return answer;
  warn(say("shared_bad", { error: answer.error }));
  return null;
}

// The reader's record against the computer, level by level (won, lost, drawn),
// under one key per game: read back field by field (a level added since it was
// written starts at zero), shown as a table, with a reset that asks first.
// warn(text) tells the reader a record was dropped; done(text) confirms a reset.
export class LevelRecord {
  constructor(game, levels, warn, done, name = capital) {
    this.store = new Store(`pygames.${game}.record.v1`);
    this.levels = levels;
    this.name = name; // a level as the page names it
    this.heading = element("h3", {}, say("level_record"));
    this.table = element("table", { class: "pg-record" });
    this.resetButton = element("button", { type: "button", class: "md-button pg-reset-record" }, say("level_record_reset"));
    askFirst(this.resetButton, say("level_record_ask"), () => {
      this.value = this.empty();
      this.store.write(this.value);
      this.draw();
      done(say("level_record_zero"));
    });
    this.value = this.load(warn);
    this.draw();
  }

  get parts() {
    return [this.heading, this.table, this.resetButton];
  }

  empty() {
    return Object.fromEntries(this.levels.map((level) => [level, { won: 0, lost: 0, drawn: 0 }]));
  }

  // The record read back level by level: a level whose counts are not all counts
  // (isCount) is dropped (and said), the others kept.
  load(warn) {
    const { value, corrupt } = this.store.read();
    const record = this.empty();
    if (value === null && !corrupt) return record;
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      this.store.clear();
      warn(say("level_record_lost"));
      return record;
    }
    const dropped = [];
    for (const level of this.levels.filter((name) => name in value)) {
      const row = value[level];
      if (row && ["won", "lost", "drawn"].every((k) => isCount(row[k]))) record[level] = { won: row.won, lost: row.lost, drawn: row.drawn };
      else dropped.push(level);
    }
    if (dropped.length) {
      this.store.write(record);
      warn(say("level_record_dropped", { levels: dropped.map(this.name).join(", ") }));
    }
    return record;
  }

  // One finished game at a level: "won", "lost" or "drawn".
  add(level, outcome) {
    this.value[level][outcome] += 1;
    this.store.write(this.value);
    this.draw();
  }

  draw() {
    const head = element("tr");
    for (const text of [say("level"), say("won"), say("lost"), say("drawn")]) head.append(element("th", { scope: "col" }, text));
    const rows = this.levels.map((level) => {
      const row = element("tr");
      row.append(element("th", { scope: "row" }, this.name(level)));
      for (const k of ["won", "lost", "drawn"]) row.append(element("td", {}, String(this.value[level][k])));
      return row;
    });
    this.table.replaceChildren(head, ...rows);
  }
}

// Save a text to a file of the reader's (the browser's download).
export function downloadText(name, text, type = "text/plain") {
  const link = element("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
