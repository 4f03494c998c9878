// A classic script (module scripts do not run from file://): when a page is
// opened straight from disk, say once, above its first board, why its boards
// are still pictures, and make them look like pictures (no pointer, no marks
// inviting a click). A board whose answers the build prepared (data-prepared: a
// diagram's first move, a puzzle's every line) still plays them: the widgets come as one classic script (classic.js,
// written by the build) and answer it from the page's prepared answers.
(function () {
  if (location.protocol !== "file:") return;
  var script = document.currentScript;
  function show() {
    var boards = document.querySelectorAll(".pg-diagram, .pg-game, .pg-puzzle");
    var prepared = 0;
    for (var i = 0; i < boards.length; i++) {
      if (boards[i].hasAttribute("data-prepared")) prepared++;
      else boards[i].classList.add("pg-still");
    }
    if (prepared && script && !document.querySelector("script.pg-classic")) {
      var widgets = document.createElement("script");
      widgets.className = "pg-classic";
      widgets.src = new URL("classic.js", script.src).href;
      document.body.append(widgets);
    }
    if (!boards.length || document.querySelector(".pg-file-notice")) return;
    var notice = document.createElement("p");
    notice.className = "pg-notice pg-file-notice";
    notice.setAttribute("role", "note");
    notice.textContent =
      (prepared
        ? "Opened from a file, this page's puzzles can be solved and its diagrams play their first move, but " +
          "nothing more: a page opened from a file cannot start the Python runtime that plays on. "
        : "The boards on this page are still pictures: a page opened from a file cannot start the Python " +
          "runtime that makes them playable. ") +
      "To play, serve the site folder over HTTP, for example with: " +
      "python3 -m http.server --directory site 8000 — then open http://127.0.0.1:8000/.";
    boards[0].before(notice);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
