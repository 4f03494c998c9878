// A game as a text record, under a "Game record" disclosure of the play page:
// copied or downloaded, and opened again from a file or a paste. Python writes
// and reads records (the "record" and "read_record" requests); this file only
// moves the text. The caller gives:
//   current()      {start, moves, headers} of the game on the page
//   open(answer)   open a record that Python has read (and replayed)
//   warn(text)     a notice that something could not be opened
//   say(text)      the status line (this.say: words.js's say is `words`)

import { element, runtime } from "./runtime.js";
import { downloadText } from "./saved.js";
import { say as words } from "./words.js";

// The record of a game ({start, moves, headers}) as text, written by Python: the answer of "record".
export const writeRecord = (game, { start, moves, headers }) => runtime.call({ op: "record", game, start, moves, headers });

export class GameRecordBox {
  constructor({ game, current, open, warn, say }) {
    Object.assign(this, { game, current, open, warn, say });
    this.element = element("details", { class: "pg-record-box" });
    const summary = element("summary", {}, words("record_box"));
    const out = element("div", { class: "pg-toolbar", role: "group", "aria-label": words("record_save_group") });
    this.copyButton = element("button", { type: "button", class: "md-button pg-record-copy" }, words("record_copy"));
    this.downloadButton = element("button", { type: "button", class: "md-button pg-record-download" }, words("record_download"));
    out.append(this.copyButton, this.downloadButton);
    this.text = element("textarea", { class: "pg-record-text", rows: "6", spellcheck: "false", "aria-label": words("record_text") });
    const help = element("p", { class: "pg-record-help" }, words("record_help"));
    this.openButton = element("button", { type: "button", class: "md-button pg-record-open" }, words("record_open"));
    this.file = element("input", { type: "file", accept: ".txt,text/plain", class: "pg-record-file" });
    const fileLabel = element("label", { class: "pg-option-label" }, words("record_file"));
    fileLabel.append(this.file);
    const into = element("div", { class: "pg-toolbar", role: "group", "aria-label": words("record_open_group") });
    into.append(this.openButton, fileLabel);
    this.element.append(summary, out, this.text, help, into);
    this.copyButton.addEventListener("click", () => this.copy());
    this.downloadButton.addEventListener("click", () => this.download());
    this.openButton.addEventListener("click", () => this.read(this.text.value));
    this.file.addEventListener("change", async () => {
      const [file] = this.file.files;
      if (!file) return;
      if (file.size > 1_000_000) return this.warn(words("record_too_big"));
      this.read(await file.text());
      this.file.value = "";
    });
  }

  // The record of the game on the page, written by Python (and shown in the box).
  async write() {
    const answer = await writeRecord(this.game, this.current());
    if (!answer.ok) {
      this.say(answer.error);
      return null;
    }
    this.text.value = answer.text;
    return answer.text;
  }

  async copy() {
    const text = await this.write();
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      this.say(words("record_copied"));
    } catch {
      this.text.focus();
      this.text.select();
      this.say(words("record_selected"));
    }
  }

  async download() {
    const text = await this.write();
    if (text === null) return;
    downloadText(`${this.game}-${new Date().toISOString().slice(0, 10)}.txt`, text);
    this.say(words("record_downloaded"));
  }

  async read(text) {
    if (!text.trim()) return this.say(words("record_paste_first"));
    const answer = await runtime.call({ op: "read_record", game: this.game, text });
    const prefix = words("record_bad_prefix"); // the rules package's start of the same sentence, left out
    if (!answer.ok) return this.warn(words("record_bad", { error: answer.error.startsWith(prefix) ? answer.error.slice(prefix.length) : answer.error }));
    this.open(answer);
  }
}
