// What every live board of a page shares (a rules-page diagram, a play page, a
// puzzle): its game and starting position, a status line that screen readers
// hear as it changes, a toolbar under the board, and the `live` flag the page
// waits for. Subclasses set `this.board` (a LiveBoard) and define reset().

import { element } from "./runtime.js";

// The steps of a figure's hint, as the build wrote them ("S4", "grow I9; move J7 I9").
export const hintSteps = (figure) => (figure.dataset.hint || "").split(";").map((s) => s.trim()).filter(Boolean);

export class LiveFigure {
  constructor(root, onLive) {
    this.root = root;
    this.game = root.dataset.game;
    this.initial = root.dataset.position;
    this.onLive = onLive;
    this.status = root.querySelector(".pg-status");
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    root.classList.add("pg-live");
  }

  get live() {
    return this.board.enabled;
  }

  // A plain toolbar, for figures whose input has none of its own.
  toolbar(label = "Diagram controls") {
    return element("div", { class: "pg-toolbar", role: "group", "aria-label": label });
  }

  // Put `bar` under the board, with a Reset button at its end.
  mountToolbar(bar) {
    const reset = element("button", { type: "button", class: "md-button pg-reset" }, "Reset");
    reset.addEventListener("click", () => this.reset());
    bar.append(reset);
    this.board.container.after(bar);
    return bar;
  }
}
