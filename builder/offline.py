"""Offline after one visit: the service worker that keeps the whole built site in the browser.

(The answers prepared for the boards' first steps, ``LATER``, are kept as pages ask for them.)

``write_service_worker(site_dir)`` writes ``sw.js`` at the site's root (a
service worker controls the pages under its own folder): the list of every
file of the build and a version that changes whenever any file does. On its
first visit a page registers it (``docs/assets/pygames/widgets.js``, once
Python is up, so the download does not slow the first boot); it stores every
file in a cache named after the version and answers from that cache first, so
a reader who visited once can reload any page with the network off and play.
A new build brings a new version: the new worker fills a new cache and drops
the old ones.

>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as d:
...     root = pathlib.Path(d)
...     _ = (root / "index.html").write_text("<p>hi</p>")
...     _ = (root / "sitemap.xml.gz").write_bytes(b"x")
...     files, version = write_service_worker(root)
...     text = (root / "sw.js").read_text()
>>> files, version.startswith("pygames-"), '"index.html"' in text
(['index.html'], True, True)
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

SKIP = ("sw.js", "sitemap.xml.gz")  # the worker itself; the compressed sitemap no page reads
# Kept when a page first asks for them, not at once: the answers prepared for a board's first steps
# (each edition's, in its words: 7 MB compressed in all), which only matter until Python is up.
LATER = ("assets/pygames/prepared/",)

WORKER = """// Written by the build (builder/offline.py): do not edit.
// Keeps every file of this build in the browser after one visit: the pages, the
// Python runtime and the rules package, so the site works with the network off.
const VERSION = %(version)s;
const FILES = %(files)s;
const LATER = %(later)s; // kept once asked for
const scope = new URL("./", self.location.href);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(VERSION)
      .then((cache) => Promise.all(FILES.map((file) => keep(cache, new URL(file, scope).href, 3))))
      .then(() => self.skipWaiting()),
  );
});

// One file kept, asked for again (a second later) if the network drops it: one lost answer on a
// phone's connection does not undo the whole install, which fails only if a file fails every time.
// An answer that never comes (WebKit's install once hung on one) counts as a drop after 30 s.
function keep(cache, href, tries) {
  const control = new AbortController();
  const late = setTimeout(() => control.abort(), 30000);
  return fetch(href, { signal: control.signal })
    .then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return cache.put(href, response);
    })
    .finally(() => clearTimeout(late))
    .catch((error) => {
      if (tries <= 1) throw error;
      return new Promise((resolve) => setTimeout(resolve, 1000)).then(() => keep(cache, href, tries - 1));
    });
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("pygames-") && key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" && request.method !== "HEAD") return; // HEAD: the runtime checks the .wasm's type
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  url.search = url.hash = "";
  event.respondWith(
    caches.open(VERSION).then((cache) =>
      cache.match(url.href, { ignoreMethod: true }).then((hit) => {
        if (hit) return asRequested(hit, request);
        const later = keptLater(url);
        return fetch(request).then((response) => {
          if (response.ok && request.method === "GET" && later) cache.put(url.href, response.clone());
          return response;
        }, (failure) => {
          if (later) return new Response(NOT_KEPT, { headers: { "Content-Type": "text/javascript" } });
          throw failure;
        });
      }),
    ),
  );
});

// Whether a file of the site is one of those kept once asked for (LATER).
const keptLater = (url) => LATER.some((folder) => url.pathname.startsWith(scope.pathname + folder));

// Offline, a table of prepared answers never read online files nothing: Python answers that board.
const NOT_KEPT = "// This table was not kept: Python answers this board.\\n";

// A page tells the worker which prepared tables it read before the worker was there: they are kept too.
self.addEventListener("message", (event) => {
  const files = (event.data && event.data.keep) || [];
  const kept = files.map((file) => new URL(file, scope)).filter((url) => url.origin === scope.origin && keptLater(url));
  event.waitUntil(caches.open(VERSION).then((cache) => Promise.all(kept.map((url) =>
    cache.match(url.href).then((hit) => hit || cache.add(url.href).catch(() => {}))))));
});

// The kept file under the address asked for: a module worker's own address is its
// response's, and worker.js?games=<a game> must keep its query (the games it loads).
function asRequested(hit, request) {
  if (hit.url === request.url) return hit;
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
}
"""


def write_service_worker(site_dir) -> tuple[list, str]:
    """Write ``sw.js`` for the built site; return the files it keeps and its version."""
    site_dir = Path(site_dir)
    files, digest = [], hashlib.sha256()
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file()):
        name = path.relative_to(site_dir).as_posix()
        if name in SKIP:
            continue
        if not name.startswith(LATER):
            files.append(name)
        digest.update(name.encode() + b"\0" + path.read_bytes())
    version = f"pygames-{digest.hexdigest()[:16]}"
    later = json.dumps(list(LATER))
    (site_dir / "sw.js").write_text(WORKER % {"version": json.dumps(version), "files": json.dumps(files, indent=0), "later": later})
    return files, version
