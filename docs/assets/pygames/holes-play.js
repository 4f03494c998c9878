// Pallanguzhi's play page: the shared game page (play.js) with a sowing board.
// Every turn, the reader's and the computer's, is shown seed by seed at the
// speed the reader picks (or skipped to its end); the counters line and the
// "now" line say what the sowing is doing.

import { DEFAULT_SPEED, SowingBoard, SPEEDS } from "./board.js";
import { SavedGame } from "./play.js";
import { element, runtime } from "./runtime.js";
import { Store } from "./saved.js";
import { say } from "./words.js";


export class HoleGame extends SavedGame {
  constructor(root, onLive) {
    super(root, onLive);
    this.speeds = new Store(`pygames.${this.game}.speed.v1`);
    const { value } = this.speeds.read();
    this.speed = SPEEDS[value] !== undefined ? value : DEFAULT_SPEED;
    this.board = new SowingBoard(root.querySelector(".pg-board"), this.game, (label, at) => this.sow(label, at));
    this.prepare();
  }

  toolbar() {
    const tools = element("div", { class: "pg-toolbar", role: "group", "aria-label": say("game_controls") });
    this.skipButton = element("button", { type: "button", class: "md-button pg-skip", disabled: "" }, say("skip_to_end"));
    this.skipButton.addEventListener("click", () => {
      this.skipping = true;
      this.board.container.focus({ preventScroll: true }); // the button is about to be disabled: focus stays near
    });
    const speedLabel = element("label", { class: "pg-speed" }, say("speed"));
    this.speedSelect = element("select", { class: "pg-speed-select" });
    for (const name of Object.keys(SPEEDS)) this.speedSelect.append(element("option", { value: name }, say(`speed_${name}`)));
    this.speedSelect.value = this.speed;
    this.speedSelect.addEventListener("change", () => {
      this.speed = this.speedSelect.value;
      this.speeds.write(this.speed);
    });
    speedLabel.append(this.speedSelect);
    tools.append(this.skipButton, speedLabel);
    return tools;
  }

  build() {
    super.build();
    this.counters = element("p", { class: "pg-counters" });
    this.now = element("p", { class: "pg-now" });
    this.status.after(this.counters, this.now);
    this.board.container.setAttribute("tabindex", "-1"); // where focus goes when Skip is disabled
  }

  display(answer) {
    this.board.swap(answer.svg);
    this.board.container.removeAttribute("aria-busy");
    this.skipButton.disabled = true;
    this.now.textContent = "";
    this.counters.textContent = answer.counters || "";
    const mover = answer.move && this.sideName(this.sides[this.g.movers[this.g.moves.length - 1]]);
    const said = answer.move && answer.state.winner === null ? say("side_played", { side: mover, move: answer.move, summary: answer.summary }) : "";
    this.status.textContent = `${said}${answer.status}`;
  }

  async sow(label, clickedAt) {
    if (!this.board.enabled) return;
    this.board.enabled = false;
    const answer = await runtime.call({ op: "play", game: this.game, position: this.position, move: label });
    if (!answer.ok) {
      this.board.enabled = true;
      return (this.status.textContent = answer.error);
    }
    this.played(answer, { clickedAt });
  }

  // The turn seed by seed; false if the game moved on meanwhile.
  async animate(answer, clickedAt) {
    const generation = this.generation;
    this.root.dataset.turn = "busy";
    this.skipping = false;
    this.skipButton.disabled = false;
    this.status.textContent = say("side_sows", { side: this.sideName(this.sides[this.g.movers[this.g.movers.length - 2]]), move: answer.move });
    const finished = await this.board.animate(
      answer,
      {
        frame: (frame) => (this.now.textContent = frame.say),
        speed: () => this.speed,
        skipping: () => this.skipping,
        isCurrent: () => generation === this.generation,
      },
      clickedAt,
    );
    return finished;
  }
}
