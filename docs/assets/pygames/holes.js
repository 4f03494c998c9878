// A diagram of a rules page: the reader picks a hole and watches the turn,
// with speed, skip, replay and reset. Positions come from the built page.

import { DEFAULT_SPEED, NOTABLE, SowingBoard, SPEEDS } from "./board.js";
import { hintSteps, LiveFigure } from "./figure.js";
import { element, runtime } from "./runtime.js";
import { say } from "./words.js";

let speed = DEFAULT_SPEED; // shared by the diagrams of a visit

export class HoleDiagram extends LiveFigure {
  constructor(figure, onLive) {
    super(figure, onLive);
    this.figure = figure;
    this.hint = hintSteps(figure);
    this.position = this.initial;
    this.lastTurn = null;
    this.generation = 0;
    this.busy = false;
    this.board = new SowingBoard(figure.querySelector(".pg-board"), this.game, (label, at) => this.play(label, at));
    this.board.focusKey = this.hint[0] || null;
    this.boot(() => this.start());
  }

  // The board drawn at build time is already this position's: it only needs its buttons.
  start() {
    this.buildControls();
    this.board.activate();
    this.board.enabled = true;
    this.markLive();
  }

  buildControls() {
    this.controls = this.toolbar();
    this.replayButton = element("button", { type: "button", class: "md-button pg-replay", disabled: "" }, say("replay_turn"));
    this.skipButton = element("button", { type: "button", class: "md-button pg-skip", disabled: "" }, say("skip_to_end"));
    const speedLabel = element("label", { class: "pg-speed" }, say("speed"));
    this.speedSelect = element("select", { class: "pg-speed-select" });
    for (const name of Object.keys(SPEEDS)) {
      this.speedSelect.append(element("option", { value: name }, say(`speed_${name}`)));
    }
    this.speedSelect.value = speed;
    speedLabel.append(this.speedSelect);
    this.controls.append(this.replayButton, this.skipButton, speedLabel);
    this.mountToolbar(this.controls);
    this.now = element("p", { class: "pg-now" });
    this.log = element("ol", { class: "pg-log", "aria-label": say("last_turn_log") });
    this.status.after(this.now, this.log);
    this.replayButton.addEventListener("click", () => this.replay());
    this.skipButton.addEventListener("click", () => (this.skipping = true));
    this.speedSelect.addEventListener("change", () => (speed = this.speedSelect.value));
  }

  async show(position, hint = []) {
    const answer = await runtime.call({ op: "view", game: this.game, position, hint });
    if (!answer.ok) return (this.status.textContent = answer.error);
    this.position = answer.position;
    this.board.swap(answer.svg);
    this.board.enabled = true;
    this.status.textContent = answer.status;
  }

  async play(label, clickedAt) {
    if (this.busy) return;
    this.busy = true;
    const generation = ++this.generation;
    const before = this.position;
    const answer = await runtime.call({ op: "play", game: this.game, position: before, move: label });
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.busy = false;
      this.status.textContent = answer.error;
      return;
    }
    this.lastTurn = { before, move: answer.move };
    this.replayButton.disabled = false;
    this.skipping = false;
    this.skipButton.disabled = false;
    this.log.replaceChildren();
    this.status.textContent = say("sowing", { move: answer.move });
    const finished = await this.board.animate(
      answer,
      {
        frame: (frame) => this.note(frame),
        speed: () => speed,
        skipping: () => this.skipping,
        isCurrent: () => generation === this.generation,
      },
      clickedAt,
    );
    if (!finished) return;
    this.log.replaceChildren(...answer.frames.filter((f) => NOTABLE.has(f.kind)).map((f) => this.logLine(f)));
    this.position = answer.position;
    this.now.textContent = "";
    this.status.textContent = say("sown", { move: answer.move, summary: answer.summary, status: answer.status });
    this.skipButton.disabled = true;
    this.busy = false;
  }

  note(frame) {
    this.now.textContent = frame.say;
    if (NOTABLE.has(frame.kind)) this.log.append(this.logLine(frame));
  }

  logLine(frame) {
    return element("li", { class: `pg-log-${frame.kind}` }, frame.say);
  }

  reset() {
    this.generation++;
    this.busy = false;
    this.lastTurn = null;
    this.replayButton.disabled = true;
    this.skipButton.disabled = true;
    this.board.container.removeAttribute("aria-busy");
    this.log.replaceChildren();
    this.now.textContent = "";
    this.board.focusKey = this.hint[0] || null;
    this.show(this.initial, this.hint);
  }

  replay() {
    if (!this.lastTurn) return;
    const { before, move } = this.lastTurn;
    this.generation++;
    this.busy = false;
    this.position = before;
    this.play(move);
  }
}
