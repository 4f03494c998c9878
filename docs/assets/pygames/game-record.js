// A game as a text record, under a "Game record" disclosure of the play page:
// copied or downloaded, and opened again from a file or a paste. Python writes
// and reads records (the "record" and "read_record" requests); this file only
// moves the text. The caller gives:
//   current()      {start, moves, headers} of the game on the page
//   open(answer)   open a record that Python has read (and replayed)
//   warn(text)     a notice that something could not be opened
//   say(text)      the status line

import { element, runtime } from "./runtime.js";
import { downloadText } from "./saved.js";

// The record of a game ({start, moves, headers}) as text, written by Python: the answer of "record".
export const writeRecord = (game, { start, moves, headers }) => runtime.call({ op: "record", game, start, moves, headers });

export class GameRecordBox {
  constructor({ game, current, open, warn, say }) {
    Object.assign(this, { game, current, open, warn, say });
    this.element = element("details", { class: "pg-record-box" });
    const summary = element("summary", {}, "Game record: save this game, or open one");
    const out = element("div", { class: "pg-toolbar", role: "group", "aria-label": "Save this game" });
    this.copyButton = element("button", { type: "button", class: "md-button pg-record-copy" }, "Copy the record");
    this.downloadButton = element("button", { type: "button", class: "md-button pg-record-download" }, "Download the record");
    out.append(this.copyButton, this.downloadButton);
    this.text = element("textarea", { class: "pg-record-text", rows: "6", spellcheck: "false", "aria-label": "Game record" });
    const help = element("p", { class: "pg-record-help" },
      "A record is plain text: a Game line, the players and the date, then the moves one a line. " +
      "Paste one below, or choose a file, to open it here for two players.");
    this.openButton = element("button", { type: "button", class: "md-button pg-record-open" }, "Open the record above");
    this.file = element("input", { type: "file", accept: ".txt,text/plain", class: "pg-record-file" });
    const fileLabel = element("label", { class: "pg-option-label" }, "Open a record file: ");
    fileLabel.append(this.file);
    const into = element("div", { class: "pg-toolbar", role: "group", "aria-label": "Open a game" });
    into.append(this.openButton, fileLabel);
    this.element.append(summary, out, this.text, help, into);
    this.copyButton.addEventListener("click", () => this.copy());
    this.downloadButton.addEventListener("click", () => this.download());
    this.openButton.addEventListener("click", () => this.read(this.text.value));
    this.file.addEventListener("change", async () => {
      const [file] = this.file.files;
      if (!file) return;
      if (file.size > 1_000_000) return this.warn("That file is too big to be a game record.");
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
      this.say("The game's record is copied, and shown in the box below.");
    } catch {
      this.text.focus();
      this.text.select();
      this.say("The game's record is in the box below, selected: copy it from there.");
    }
  }

  async download() {
    const text = await this.write();
    if (text === null) return;
    downloadText(`${this.game}-${new Date().toISOString().slice(0, 10)}.txt`, text);
    this.say("The game's record is downloaded as a text file.");
  }

  async read(text) {
    if (!text.trim()) return this.say("Paste a game record in the box first, or choose a file.");
    const answer = await runtime.call({ op: "read_record", game: this.game, text });
    if (!answer.ok) return this.warn(`That record can't be opened here: ${answer.error.replace(/^This record can't be opened: /, "")}`);
    this.open(answer);
  }
}
