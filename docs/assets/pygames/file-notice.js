// A classic script (module scripts do not run from file://): when a page is
// opened straight from disk, say why its boards are still pictures.
(function () {
  if (location.protocol !== "file:") return;
  function show() {
    var figures = document.querySelectorAll(".pg-diagram");
    for (var i = 0; i < figures.length; i++) {
      if (figures[i].querySelector(".pg-notice")) continue;
      var notice = document.createElement("p");
      notice.className = "pg-notice pg-file-notice";
      notice.setAttribute("role", "note");
      notice.textContent =
        "This board is a still picture: pages opened from a file cannot start the Python runtime " +
        "that makes the boards playable. To play, serve the site folder over HTTP, for example " +
        "with: python3 -m http.server --directory site 8000 — then open http://127.0.0.1:8000/.";
      figures[i].querySelector(".pg-board").after(notice);
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
