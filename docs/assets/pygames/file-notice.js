// A classic script (module scripts do not run from file://): when a page is
// opened straight from disk, say once, above its first board, why its boards
// are still pictures, and make them look like pictures (no pointer, no marks
// inviting a click). A board whose answers the build prepared (data-prepared: a
// diagram's first move, a puzzle's every line) still plays them: the widgets come as one classic script (classic.js,
// written by the build) and answer it from the page's prepared answers.
(function () {
  if (location.protocol !== "file:") return;
  var script = document.currentScript;
  // The page's words (builder/words.py, as words.js reads them: a classic script cannot import it).
  function say(id, values) {
    var block = document.getElementById("pg-words");
    var template = (block && JSON.parse(block.content.textContent).say[id]) || id;
    return template.replace(/\{(\w+)\}/g, function (whole, name) { return values && name in values ? values[name] : whole; });
  }
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
    notice.textContent = say(prepared ? "file_notice_prepared" : "file_notice", { how: say("file_notice_how", { address: "http://127.0.0.1:8000/" }) });
    boards[0].before(notice);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
