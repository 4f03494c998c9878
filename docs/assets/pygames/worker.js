// The one Web Worker of a visit: it hosts Pyodide and the pygames package, and
// answers the widgets' JSON requests with pygames.web.handle. No rules here.
//
// The package comes in parts (runtime.json, written by builder/runtime.py): the
// shared modules, and one archive per game. The page names its games in the
// worker's address (worker.js?games=palanquee): those are fetched beside
// Pyodide; another game's archive is fetched the first time Python imports it
// (a request naming that game, a game record of it).
//
// Repeat visits start sooner: once a page is playable and quiet, the worker saves
// the interpreter's whole memory (Pyodide's memory snapshot: Python started, the
// package imported) in Cache Storage, one for the site, marked with the build it
// was made from. The next visit of any page restores it instead of starting
// Python again (a game it did not import is imported at its first request); a snapshot of another build, or one that does not
// restore, is dropped and the worker boots as on a first visit.
//
// Every file of the runtime is fetched here (runtimeFetch), whatever the server calls it: its
// bytes are counted for the progress line, checked (a .wasm that is an HTML page is said so), and
// handed to Pyodide with the type it needs. Pyodide's own modules are imported from those bytes,
// so a server that sends .mjs as application/octet-stream, or with no type, serves them as well.
//
// The standard library is the site's lean archive (runtime.json's "stdlib", written by the build);
// a module outside it mounts Pyodide's whole archive, once (WHOLE_STDLIB).

const here = new URL("./", import.meta.url);
const siteRoot = new URL("../../", import.meta.url);
const pyodideURL = new URL("pyodide/", siteRoot);
const pageGames = (new URL(import.meta.url).searchParams.get("games") || "").split(",").filter(Boolean);
const bootId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let handle = null;
let pyodide = null;

// ---------------------------------------------------------------- downloads --

// What each kind of file must start with, and the type Pyodide needs it served as.
const KINDS = {
  wasm: { type: "application/wasm", starts: [0x00, 0x61, 0x73, 0x6d] }, // "\0asm"
  zip: { type: "application/zip", starts: [0x50, 0x4b] }, // "PK"
  mjs: { type: "text/javascript" },
  json: { type: "application/json" },
};

// A reason the runtime cannot start: "host" (a file missing or not what it should be) or
// "network" (the connection failed); the page words its advice after it.
// Its words are the page's (builder/words.py): the fault names them by id, with the values to fill in.
class Fault extends Error {
  constructor(kind, id, values) {
    super(`${id} ${JSON.stringify(values)}`);
    this.kind = kind;
    this.say = { id, values };
  }
}

const downloads = { loaded: new Map(), sizes: null, posted: 0 };
let fault = null; // the first fault of this boot; Pyodide swallows some (a failed .wasm makes it wait forever)
let onFault = () => {};

function raise(kind, id, values) {
  const error = new Fault(kind, id, values);
  if (!fault) {
    fault = error;
    onFault(error);
  }
  return error;
}

// The page's progress line: bytes arrived of the total, and the files still coming (``waiting``).
function progress(stage) {
  const { loaded, sizes } = downloads;
  const files = Object.entries(sizes || {}); // (before runtime.json has come: none, so no total yet)
  const done = files.reduce((sum, [path, size]) => sum + Math.min(loaded.get(path) || 0, size), 0);
  const total = files.reduce((sum, [, size]) => sum + size, 0);
  const waiting = files.filter(([path, size]) => (loaded.get(path) || 0) < size).map(([path]) => path);
  postMessage({ type: "progress", stage, loaded: done, total, waiting });
}

function counted(path, bytes) {
  downloads.loaded.set(path, (downloads.loaded.get(path) || 0) + bytes);
  const now = performance.now();
  if (now - downloads.posted > 200) {
    downloads.posted = now;
    progress("download");
  }
}

// Once every file this boot needs has come: Python starts (no more bytes to wait for).
function arrived() {
  const { loaded, sizes } = downloads;
  if (sizes && Object.entries(sizes).every(([path, size]) => (loaded.get(path) || 0) >= size)) progress("starting");
  else progress("download");
}

// The fault of a server that sent something else than the file: what it sent, in a few words.
function sentInstead(response, head, path) {
  const type = (response.headers.get("content-type") || "").split(";")[0].trim();
  const text = new TextDecoder().decode(head.slice(0, 64)).trimStart().toLowerCase();
  if (type === "text/html" || text.startsWith("<!doctype") || text.startsWith("<html")) return raise("host", "fail_sent_html", { path });
  return raise("host", type ? "fail_sent_type" : "fail_sent_untyped", { type, path });
}

const nativeFetch = globalThis.fetch.bind(globalThis);

// The file at ``url`` (a runtime file of the site), as a Response of the type its kind needs.
async function runtimeFetch(url) {
  url = new URL(url, siteRoot);
  const path = url.pathname.startsWith(siteRoot.pathname) ? url.pathname.slice(siteRoot.pathname.length) : url.pathname;
  const kind = KINDS[path.split(".").pop()] || KINDS.json;
  let response;
  try {
    response = await nativeFetch(url);
  } catch {
    throw raise("network", navigator.onLine === false ? "fail_download_offline" : "fail_download", { path });
  }
  if (!response.ok) throw raise("host", "fail_missing", { path, status: String(response.status) });
  const reader = response.body.getReader();
  let checked = !kind.starts;
  const body = new ReadableStream({
    async pull(controller) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch {
        return controller.error(raise("network", "fail_cut_off", { path }));
      }
      if (chunk.done) {
        controller.close();
        return arrived();
      }
      if (!checked) {
        checked = true;
        if (kind.starts.some((byte, i) => i < chunk.value.length && chunk.value[i] !== byte)) {
          reader.cancel();
          return controller.error(sentInstead(response, chunk.value, path));
        }
      }
      counted(path, chunk.value.byteLength);
      controller.enqueue(chunk.value);
    },
    cancel: () => reader.cancel(),
  });
  return new Response(body, { status: 200, headers: { "Content-Type": kind.type } });
}

// Pyodide fetches its .wasm and the standard library itself: through runtimeFetch too. The .wasm
// is asked for at once (before Pyodide asks), and its download handed over when it does.
const asked = new Map(); // address -> its download, started before Pyodide asks
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== siteRoot.origin || !url.pathname.startsWith(siteRoot.pathname)) return nativeFetch(input, init);
  const early = asked.get(url.href);
  asked.delete(url.href);
  return early || runtimeFetch(url);
};

// A JavaScript module of the runtime, imported from its bytes (its server's type does not matter).
async function importModule(name) {
  const text = await (await runtimeFetch(new URL(name, pyodideURL))).text();
  const address = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
  try {
    return await import(address);
  } finally {
    URL.revokeObjectURL(address);
  }
}

// The games' archives not installed yet, by game: fetched (synchronously: a worker
// may) when Python first imports one of their modules.
const later = new Map();

function installLater(game) {
  const name = later.get(game);
  if (!name) return false;
  const request = new XMLHttpRequest();
  request.open("GET", new URL(name, here).href, false);
  request.responseType = "arraybuffer";
  request.send();
  if (request.status !== 200) throw new Fault("host", "fail_rules", { game, status: String(request.status) });
  pyodide.unpackArchive(request.response, "zip");
  later.delete(game);
  return true;
}

// Pyodide's whole standard library, mounted the first time Python looks for a module that the
// lean archive lacks (never, as the site is built: the build put every module the package uses in
// it); then the snapshot is not made, since it would not hold the mounted file.
const WHOLE_STDLIB = "/lib/python-stdlib-whole.zip";
let wholeMounted = false;

function wholeStdlib() {
  if (!wholeMounted) {
    const request = new XMLHttpRequest();
    request.open("GET", new URL("python_stdlib.zip", pyodideURL).href, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Fault("host", "fail_stdlib", { status: String(request.status) });
    pyodide.FS.writeFile(WHOLE_STDLIB, new Uint8Array(request.response));
    wholeMounted = true;
    snapshotWanted = false;
    console.info("a module outside the lean standard library was imported: the whole library is mounted");
  }
  return WHOLE_STDLIB;
}

// Before Python's own finders: a module of a game not installed yet installs its archive first.
// After them: a standard-library module the lean archive lacks mounts the whole library.
const FINDER = `
import importlib, importlib.machinery, json, sys
from _pygames_archives import install, whole_stdlib, stdlib_tops

class GameArchives:
    def find_spec(self, name, path=None, target=None):
        parts = name.split(".")
        if len(parts) > 1 and parts[0] == "pygames" and install(parts[1]):
            importlib.invalidate_caches()
        return None

class WholeStdlib:
    tops = frozenset(json.loads(stdlib_tops))

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] not in self.tops:
            return None
        whole = whole_stdlib()
        parent = name.rpartition(".")[0]
        where = "/".join([whole, *parent.split(".")]) if parent else whole
        if parent and where not in sys.modules[parent].__path__:
            sys.modules[parent].__path__.append(where)
        return importlib.machinery.PathFinder.find_spec(name, [where])

sys.meta_path.insert(0, GameArchives())
sys.meta_path.append(WholeStdlib())
`;

// For the tests (never shown to readers): the package's modules Python has imported, and
// which of them came from the bytecode of the archives (not compiled in the browser).
const MODULES = `
import importlib.util, json, sys
loaded = sorted(name for name in sys.modules if name == "pygames" or name.startswith("pygames."))

def from_bytecode(name):
    cached = getattr(sys.modules[name], "__cached__", None)
    try:
        with open(cached, "rb") as f:
            head = f.read(8)
    except (OSError, TypeError):
        return False
    return head[:4] == importlib.util.MAGIC_NUMBER and head[4:8] == b"\\x01\\x00\\x00\\x00"

stdlib = sorted({m.__file__.split(".zip/")[0] + ".zip" for m in list(sys.modules.values()) if ".zip/" in (getattr(m, "__file__", None) or "")})
json.dumps({"ok": True, "modules": loaded, "from_bytecode": [name for name in loaded if from_bytecode(name)], "archives": stdlib})
`;

// For the tests: import a module (one outside the lean standard library, say) and say where it came from.
const IMPORT = (name) => `
import importlib, json
json.dumps({"ok": True, "file": importlib.import_module(${JSON.stringify(name)}).__file__})
`;

// The memory snapshot: where it is kept, and when the worker makes it.
const SNAPSHOTS = "python-snapshots"; // not "pygames-…": sw.js drops those caches on a new build
const SNAPSHOT_KEY = new URL("python-snapshot", here).href; // one (31 MB) for the site, whichever page made it
const QUIET_MS = 1500; // no request for this long after "ready": the page is idle, snapshot then
let archives = null; // the JS module Python imports install() from (see FINDER)
let snapshotTimer = null;
let snapshotWanted = false; // a normal boot able to snapshot, not made yet
let bootHeap = 0;
let manifestText = null; // runtime.json's text (a promise), which the build mark digests
const heapSize = () => pyodide._module?.HEAP8?.length;

// The snapshot's build mark: the package's archives (runtime.json names them by
// content) and the finder the snapshot holds; another build never restores it.
async function buildMark(text) {
  const bytes = new TextEncoder().encode(text + FINDER);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The JS objects Python holds (the archives' module and its install()): named in the
// snapshot, the new worker's own on restore.
const serializer = (value) => {
  if (value === archives) return "archives";
  if (value === installLater) return "install";
  if (value === wholeStdlib) return "whole_stdlib";
  throw new Error("the snapshot would hold an unknown JS object");
};
const deserializer = (name) => ({ archives, install: installLater, whole_stdlib: wholeStdlib })[name];

async function storedSnapshot() {
  if (typeof caches === "undefined") return null; // not a secure context: no Cache Storage
  try {
    return (await caches.match(SNAPSHOT_KEY, { cacheName: SNAPSHOTS })) || null; // makes no cache
  } catch {
    return null;
  }
}

async function dropSnapshot() {
  try {
    await (await caches.open(SNAPSHOTS)).delete(SNAPSHOT_KEY);
  } catch {
    // nothing kept, nothing to drop
  }
}

// The stored snapshot's bytes, if it was made by this build and is whole.
async function snapshotBytes(response) {
  const [mark, buffer] = await Promise.all([manifestText.then(buildMark), response.arrayBuffer()]);
  if (response.headers.get("X-Build") !== mark) throw new Error("the snapshot is of another build");
  if (String(buffer.byteLength) !== response.headers.get("X-Length")) throw new Error("the snapshot is truncated");
  return new Uint8Array(buffer);
}

async function makeSnapshot() {
  snapshotWanted = false;
  // A heap grown past its first size would not fit the next boot's (Pyodide restores into that).
  if (heapSize() !== bootHeap) return;
  try {
    const bytes = pyodide.makeMemorySnapshot({ serializer });
    const headers = { "Content-Type": "application/octet-stream", "X-Build": await buildMark(await manifestText), "X-Length": String(bytes.byteLength) };
    await (await caches.open(SNAPSHOTS)).put(SNAPSHOT_KEY, new Response(bytes, { headers }));
  } catch (error) {
    console.warn("no memory snapshot for the next visit:", error); // the next visit boots as this one did
  }
}

// Called after "ready" and after each answer: the snapshot waits for a quiet worker.
function snapshotWhenQuiet() {
  if (!snapshotWanted) return;
  clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(makeSnapshot, QUIET_MS);
}

// After a restore: the random numbers must not repeat the snapshot's.
const RESEED = `
import sys
if "random" in sys.modules:
    sys.modules["random"].seed()
`;

const phases = {}; // when each stage of the boot ended, ms from its start (the benchmark prints them)

async function boot() {
  const started = performance.now();
  const mark = (name) => (phases[name] = Math.round(performance.now() - started));
  progress("download");
  const faulted = new Promise((_, reject) => (onFault = reject));
  faulted.catch(() => {}); // raced below
  // Everything is asked for at once: the manifest, Pyodide's two modules, its .wasm.
  const wasm = new URL("pyodide.asm.wasm", pyodideURL).href;
  asked.set(wasm, runtimeFetch(wasm));
  asked.get(wasm).catch(() => {}); // a fault: raced below
  manifestText = runtimeFetch(new URL("runtime.json", here)).then((r) => r.text());
  const manifest = manifestText.then((text) => JSON.parse(text));
  const loader = importModule("pyodide.mjs");
  const asm = importModule("pyodide.asm.mjs");
  const parts = manifest.then((m) => {
    const names = [m.core, ...pageGames.filter((game) => m.games[game]).map((game) => m.games[game])];
    return Promise.all(names.map((name) => runtimeFetch(new URL(name, here)).then((r) => r.arrayBuffer())));
  });
  for (const promise of [manifestText, loader, asm, parts]) promise.catch(() => {}); // raced below
  // The progress line's total: the files this boot fetches (runtime.json gives their sizes).
  const m = await Promise.race([faulted, manifest]);
  const archivesHere = [m.stdlib, m.core, ...pageGames.map((game) => m.games[game]).filter(Boolean)];
  const fetched = ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", ...archivesHere.map((name) => `assets/pygames/${name}`)];
  downloads.sizes = Object.fromEntries(fetched.map((path) => [path, m.sizes[path] || 0]));
  arrived(); // said at once: what is still to come (or that all is here, from a cache)

  async function start(snapshot) {
    const { lock, stdlib, stdlibTops } = await manifest;
    const { loadPyodide } = await Promise.race([faulted, loader]);
    const options = {
      indexURL: pyodideURL.href,
      stdLibURL: new URL(stdlib, here).href,
      lockFileContents: lock,
      createPyodideModule: async (settings) => (await asm).default(settings),
    };
    if (snapshot) Object.assign(options, { _loadSnapshot: snapshotBytes(snapshot), _snapshotDeserializer: deserializer });
    else if (typeof caches !== "undefined") options._makeSnapshot = true;
    archives = { install: installLater, whole_stdlib: wholeStdlib, stdlib_tops: JSON.stringify(stdlibTops) };
    later.clear();
    mark("asked Cache Storage");
    const booted = loadPyodide(options);
    booted.catch(() => {}); // raced below
    pyodide = await Promise.race([faulted, booted.catch((error) => Promise.race([faulted, Promise.reject(error)]))]);
    bootHeap = heapSize();
    mark("Pyodide loaded");
    progress("installing");
    for (const archive of await Promise.race([faulted, parts])) pyodide.unpackArchive(archive, "zip");
    mark("package unpacked");
    for (const [game, name] of Object.entries((await manifest).games)) if (!pageGames.includes(game)) later.set(game, name);
    if (snapshot) {
      pyodide.runPython(RESEED); // the finder and the package are in the snapshot already
    } else {
      pyodide.registerJsModule("_pygames_archives", archives);
      pyodide.runPython(FINDER);
    }
    handle = pyodide.pyimport("pygames.web").handle;
    const version = JSON.parse(handle(JSON.stringify({ op: "version" }))).version;
    mark("package imported");
    if (snapshot && version !== (await manifest).pygames) throw new Error("the snapshot answers for another version");
    snapshotWanted = Boolean(options._makeSnapshot);
    postMessage({ type: "ready", bootId, version, bootMs: performance.now() - started, phases, restored: Boolean(snapshot) });
  }

  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      return await start(snapshot);
    } catch (error) {
      if (error instanceof Fault) throw error; // a file that cannot come: no second try would bring it
      console.warn("the saved Python memory did not restore; starting afresh:", error);
      handle = pyodide = null;
      downloads.loaded.clear();
      await dropSnapshot();
    }
  }
  await start(null);
  snapshotWhenQuiet();
}

const booting = boot().then(
  () => true,
  (error) => {
    const reason = String(error && error.message ? error.message : error);
    const isFault = error instanceof Fault;
    postMessage({ type: "failed", reason, say: isFault ? error.say : null, kind: isFault ? error.kind : "runtime" });
    return false;
  },
);

onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    if (!(await booting)) throw new Error("not booted");
    const answer =
      request && request.op === "_modules"
        ? pyodide.runPython(MODULES)
        : request && request.op === "_import"
          ? pyodide.runPython(IMPORT(request.module))
          : handle(JSON.stringify(request));
    postMessage({ type: "answer", id, answer: JSON.parse(answer) });
    snapshotWhenQuiet();
  } catch (error) {
    console.error(error); // for whoever looks: the reader is told the board cannot play
    postMessage({ type: "answer", id, answer: { ok: false, error: null, sayId: "worker_not_running" } }); // the page words it
  }
};
