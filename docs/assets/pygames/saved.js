// What the play pages keep: one versioned localStorage key per feature, and
// share links (#position=...). A value that cannot be used is dropped, and the
// caller says so to the reader; text from a link is only ever shown as text.

import { runtime } from "./runtime.js";

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
      return { value: null, corrupt: "it is not readable data" };
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

// The position a share link carries, read once: the address bar forgets it, so
// that a reload keeps the reader's game rather than the link's.
export function readShareLink() {
  const hash = location.hash.slice(1);
  if (!hash.startsWith("position=")) return null;
  history.replaceState(null, "", location.pathname + location.search);
  try {
    return decodeURIComponent(hash.slice("position=".length));
  } catch {
    return "%"; // unreadable: the rules package will say so
  }
}

export function shareURL(position) {
  const url = new URL(location.href);
  url.hash = `position=${position}`;
  return url.href;
}

// The position of a share link, drawn by Python; null (after telling the reader,
// through warn) when the link does not hold a position it can read.
export async function openSharedPosition(game, position, warn) {
  const answer = await runtime.call({ op: "view", game, position });
  if (answer.ok) return answer;
  warn(`The shared link's position can't be opened: ${answer.error} Here is your own game instead.`);
  return null;
}
