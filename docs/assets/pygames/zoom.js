// Boards on a phone. On a narrow or touch screen, a board whose places would be
// smaller than a fingertip (44 CSS px) or whose words smaller than 11 px opens
// zoomed: its frame scrolls (a finger pans it; the arrow keys move the focus from
// place to place, and the focused place scrolls into view), centred on what
// matters (the step the text suggests, the last move, the pieces). A button
// above it shows the whole board, and zooms back in. Pinch-zoom of the page is
// never needed. The zoom follows the board as it grows (a Palago table).

import { element } from "./runtime.js";
import { say } from "./words.js";

const TAP = 44; // CSS px: the smallest place a finger hits reliably
const WORDS = 11; // CSS px: the smallest words drawn on a board
const MOST = 4;
const SMALL_SCREEN = matchMedia("(max-width: 40em), (pointer: coarse)");
const WHAT_MATTERS = [".pg-hint, .pg-last, .pg-selected, .pg-pending", ".pg-tile, .pg-black, .pg-white, .pg-owes"];

export class BoardZoom {
  constructor(container) {
    this.container = container;
    this.factor = 1;
    this.whole = false; // the reader asked to see the whole board
    this.button = element("button", { type: "button", class: "md-button pg-zoom-toggle", hidden: "" }, say("zoom_whole"));
    this.button.addEventListener("click", () => this.toggle());
    container.before(this.button);
    SMALL_SCREEN.addEventListener("change", () => this.started && this.start());
    // Measured when it first comes near the screen, not at load: a measure forces the page's
    // layout, and a page of twenty boards measured at once keeps a phone busy for seconds.
    this.started = false;
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      this.started = true;
      this.start();
    }, { rootMargin: "50% 0px" });
    near.observe(container);
  }

  // The board as it opens: zoomed as much as its places and words need, on what matters
  // (on the focused place, when the reader's keys got there first).
  start() {
    this.frame = this.viewBox();
    const { factor, fit } = SMALL_SCREEN.matches ? this.needed() : { factor: 1 };
    this.factor = factor;
    this.apply(fit);
    const focused = document.activeElement;
    if (focused && focused !== this.container && this.container.contains(focused)) focused.scrollIntoView({ block: "nearest", inline: "nearest" });
    else this.centre();
  }

  viewBox() {
    const svg = this.container.querySelector("svg");
    return svg && svg.getAttribute("viewBox");
  }

  // Measure the board drawn to fit its column (then put it back as it was).
  atFit(measure) {
    const { scrollLeft, scrollTop } = this.container;
    const zoomed = this.container.classList.contains("pg-zoomed");
    this.container.classList.remove("pg-zoomed");
    const result = measure(this.container.querySelector("svg"));
    if (zoomed) {
      this.container.classList.add("pg-zoomed");
      Object.assign(this.container, { scrollLeft, scrollTop });
    }
    return result;
  }

  // How much larger than its fit the board must be drawn (`factor`): its smallest place 44 px, its
  // smallest words 11 px; and its width at fit (`fit`, px), measured in the same layout.
  needed() {
    return this.atFit((svg) => {
      const places = [...this.container.querySelectorAll("[data-cell], [data-hole]")];
      if (!svg || !places.length || !svg.getScreenCTM()) return { factor: 1 };
      const size = Math.min(...places.map((p) => {
        const box = p.getBoundingClientRect();
        return Math.min(box.width, box.height);
      }));
      const scale = svg.getScreenCTM().a;
      const kinds = new Map(); // one text of each kind is enough (a board has hundreds)
      for (const t of svg.querySelectorAll("text")) if (!kinds.has(t.getAttribute("class"))) kinds.set(t.getAttribute("class"), t);
      const sizes = [...kinds.values()].map((t) => parseFloat(getComputedStyle(t).fontSize));
      // a board's names and coordinates are a picture, which gives the size of its smallest words
      for (const picture of svg.querySelectorAll("[data-words]")) sizes.push(parseFloat(picture.dataset.words));
      const fonts = sizes.map((f) => f * scale).filter((f) => f > 0);
      const words = fonts.length ? Math.min(...fonts) : WORDS;
      const factor = size ? Math.min(MOST, Math.max(1, TAP / size, WORDS / words)) : 1;
      return { factor, fit: svg.getBoundingClientRect().width };
    });
  }

  // Draw the board at this.factor times its fit (or whole, if the reader asked). `fit`: its width at
  // fit if just measured (each measure forces the page's layout twice).
  apply(fit) {
    const zoomed = this.factor > 1.02 && !this.whole;
    if (zoomed) {
      fit ??= this.atFit((svg) => (svg ? svg.getBoundingClientRect().width : 0));
      this.container.style.setProperty("--pg-zoom-width", `${Math.round(fit * this.factor)}px`);
    }
    this.container.classList.toggle("pg-zoomed", zoomed);
    this.button.hidden = this.factor <= 1.02;
    this.button.textContent = say(this.whole ? "zoom_in" : "zoom_whole");
  }

  toggle() {
    this.whole = !this.whole;
    this.apply();
    if (!this.whole) this.centre();
  }

  // After a new drawing (a move, a grown table): the same zoom for the new drawing, more if it needs it.
  // Only a drawing of another frame (viewBox) is measured again: a move on the same board, or a
  // frame of a sowing, is drawn at the same scale, and measuring forces the page's layout twice.
  refresh() {
    if (!this.started || !SMALL_SCREEN.matches || this.viewBox() === this.frame) return;
    this.frame = this.viewBox();
    const { factor, fit } = this.needed();
    this.factor = Math.max(this.factor, factor);
    this.apply(fit);
  }

  // Scroll the frame so that what matters is in the middle of it: the marked step, or else
  // the pieces; when they do not all fit, the frameful that holds the most of them.
  centre() {
    if (!this.container.classList.contains("pg-zoomed")) return;
    const found = WHAT_MATTERS.map((s) => [...this.container.querySelectorAll(s)]).find((list) => list.length) || [this.container.querySelector("svg")];
    const frame = this.container.getBoundingClientRect();
    const middles = found.map((e) => {
      const box = e.getBoundingClientRect();
      return [(box.left + box.right) / 2 - frame.left, (box.top + box.bottom) / 2 - frame.top];
    });
    const near = ([x0, y0]) => middles.filter(([x, y]) => Math.abs(x - x0) <= frame.width / 2.2 && Math.abs(y - y0) <= frame.height / 2.2);
    const group = middles.map(near).reduce((best, g) => (g.length > best.length ? g : best), []);
    const x = (Math.min(...group.map((m) => m[0])) + Math.max(...group.map((m) => m[0]))) / 2;
    const y = (Math.min(...group.map((m) => m[1])) + Math.max(...group.map((m) => m[1]))) / 2;
    this.container.scrollLeft += x - this.container.clientWidth / 2;
    this.container.scrollTop += y - this.container.clientHeight / 2;
  }
}
