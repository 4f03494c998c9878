// Entry point: finds the playable parts of each page and brings them to life.
// Loaded once per visit; Material's instant navigation calls initPage again for
// every new page (through document$), so this must be idempotent.

import { ActionDiagram, ActionGame } from "./actions.js";
import { HoleDiagram } from "./holes.js";
import { HoleGame } from "./holes-play.js";
import { PuzzleIndex, PuzzlePlayer } from "./puzzle.js";
import { whenNear } from "./figure.js";
import { info, runtime } from "./runtime.js";
import { StoneDiagram, StoneGame } from "./stones.js";
import { TileDiagram, TileGame } from "./tiles.js";

// Which widget brings a board to life, by the way its game makes a step (its data-input: the
// game's INPUT, pygames.game.INPUTS).
const DIAGRAMS = { sowing: HoleDiagram, tiles: TileDiagram, stones: StoneDiagram, actions: ActionDiagram };
const GAMES = { sowing: HoleGame, tiles: TileGame, stones: StoneGame, actions: ActionGame };

const widgets = new WeakMap();

// The page's playable parts (found by initPage), and whether they are all live: asked by each part
// as it goes live, and answered once per task (fifty puzzles go live together when Python is up).
let parts = [];
let asked = false;

function pageMaybeInteractive() {
  if (asked) return;
  asked = true;
  queueMicrotask(() => {
    asked = false;
    if (parts.every((part) => widgets.get(part) && widgets.get(part).live)) info.lastInteractive = performance.now();
  });
}

// A far puzzle or diagram, not made yet: live once Python runs (it starts when the reader comes near).
const FAR = { get live() { return info.state === "ready"; } };
runtime.subscribe(() => info.state === "ready" && pageMaybeInteractive()); // far boards are live now

// A rules diagram, made when the reader comes near it or touches it first (a rules page has up to 22,
// and making them all at load held the page's start up): idempotent.
function makeDiagram(figure) {
  if (widgets.get(figure) === FAR) widgets.set(figure, new DIAGRAMS[figure.dataset.input](figure, pageMaybeInteractive));
}

// A click or key on a diagram not made yet (the reader jumped to it) makes it at once, before the
// event reaches the board, which then holds the step until it starts.
for (const type of ["click", "keydown"]) {
  document.addEventListener(type, (event) => {
    const figure = event.target.closest?.(".pg-diagram");
    if (figure) makeDiagram(figure);
  }, true);
}

let firstPage = true;

function initPage() {
  parts = [...document.querySelectorAll(".pg-diagram, .pg-game, .pg-puzzle, .pg-puzzle-index")];
  for (const figure of document.querySelectorAll(".pg-diagram")) {
    if (widgets.has(figure)) continue;
    widgets.set(figure, FAR);
    whenNear(figure, () => makeDiagram(figure));
  }
  // The page's first prepared board is the likeliest first click: it is set up at once, and its
  // answers fetched (a click just after the load would otherwise wait for its setting up).
  const first = document.querySelector("[data-prepared]");
  if (first?.matches(".pg-diagram")) makeDiagram(first);
  for (const root of document.querySelectorAll(".pg-game")) {
    if (!widgets.has(root)) widgets.set(root, new GAMES[root.dataset.input](root, pageMaybeInteractive));
  }
  for (const section of document.querySelectorAll(".pg-puzzle")) {
    if (widgets.has(section)) continue;
    // A puzzle is made when the reader comes near it: a page of fifty puzzles sets up only what is
    // seen. Until then its board is one picture, and it counts as live once Python runs.
    widgets.set(section, FAR);
    whenNear(section, () => widgets.set(section, new PuzzlePlayer(section, pageMaybeInteractive)));
  }
  if (document.querySelector(".pg-puzzle, .pg-diagram")) runtime.start(); // with the page, not when the first board is near
  for (const index of document.querySelectorAll(".pg-puzzle-index")) {
    if (!widgets.has(index)) widgets.set(index, new PuzzleIndex(index, pageMaybeInteractive));
  }
  pageMaybeInteractive(); // with Python already running, the boards went live while being made
  // Material's instant navigation keeps the old page's scroll when a link names a place of the new
  // page (a puzzle: #palago-5): go there, as a full page load would.
  const target = !firstPage && location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target) target.scrollIntoView({ block: "start" });
  firstPage = false;
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(initPage);
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", initPage);
} else {
  initPage();
}

// Offline after one visit: the service worker (sw.js, at the site's root, written
// by the build) keeps every file of the site. It is registered once Python is up
// (or at once on a page without boards), so its download never slows the first boot.
let registered = false;
function keepOffline() {
  window.__pygamesSitemap?.releaseSearch(); // the search index, held back while Python started (main.html)
  if (registered || !window.isSecureContext || !("serviceWorker" in navigator)) return;
  registered = true;
  register(1);
}

// An install that failed (the network dropped a file three times) is tried again later, twice at most,
// while the reader stays: instant navigation never loads this script again to do it.
function register(attempt) {
  const root = new URL("../../", import.meta.url);
  navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.href }).then(
    (registration) => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "redundant" && !registration.active && attempt < 3) setTimeout(() => register(attempt + 1), 5000 * attempt);
      });
      // The tables of prepared answers this page read before the worker was there: kept as well.
      return navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ keep: Object.keys(window.pygamesPrepared || {}) }));
    },
    () => { /* not allowed here (a private window, a host without it): the site works online as before */ },
  );
}
if (info.state === "ready" || !document.querySelector(".pg-diagram, .pg-game, .pg-puzzle")) {
  window.addEventListener("load", keepOffline, { once: true });
} else {
  runtime.subscribe(() => {
    if (info.state === "ready" || info.state === "failed") setTimeout(keepOffline, 500);
  });
}
