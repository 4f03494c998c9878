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
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const here = new URL("./", import.meta.url);
const pyodideURL = new URL("../../pyodide/", import.meta.url);
const pageGames = (new URL(import.meta.url).searchParams.get("games") || "").split(",").filter(Boolean);
const bootId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let handle = null;
let pyodide = null;

function progress(stage, percent) {
  postMessage({ type: "progress", stage, percent });
}

async function fetchOk(url, what) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status} for ${url.pathname})`);
  return response;
}

// A .wasm served with the wrong type makes loadPyodide hang forever, and a
// missing runtime file makes it fail with words that name no file: check first.
const RUNTIME_FILES = ["pyodide.asm.mjs", "python_stdlib.zip", "pyodide-lock.json"];

async function checkWasm() {
  const url = new URL("pyodide.asm.wasm", pyodideURL);
  const response = await fetch(url, { method: "HEAD" });
  if (!response.ok) throw new Error(`the Python runtime file pyodide.asm.wasm is missing (HTTP ${response.status})`);
  const type = (response.headers.get("content-type") || "").split(";")[0].trim();
  if (type && type !== "application/wasm") {
    throw new Error(`the server sends pyodide.asm.wasm as "${type}"; it must be served as application/wasm`);
  }
  for (const name of RUNTIME_FILES) {
    const found = await fetch(new URL(name, pyodideURL), { method: "HEAD" });
    if (!found.ok) throw new Error(`the Python runtime file ${name} is missing (HTTP ${found.status})`);
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
  if (request.status !== 200) throw new Error(`the rules of ${game} could not be loaded (HTTP ${request.status})`);
  pyodide.unpackArchive(request.response, "zip");
  later.delete(game);
  return true;
}

// Before Python's own finders: a module of a game not installed yet installs its archive first.
const FINDER = `
import importlib, sys
from _pygames_archives import install

class GameArchives:
    def find_spec(self, name, path=None, target=None):
        parts = name.split(".")
        if len(parts) > 1 and parts[0] == "pygames" and install(parts[1]):
            importlib.invalidate_caches()
        return None

sys.meta_path.insert(0, GameArchives())
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

json.dumps({"ok": True, "modules": loaded, "from_bytecode": [name for name in loaded if from_bytecode(name)]})
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
  throw new Error("the snapshot would hold an unknown JS object");
};
const deserializer = (name) => ({ archives, install: installLater })[name];

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
  progress("Starting Python (Pyodide)", 15);
  // The type check runs beside the boot: a wrongly served .wasm fails it at once,
  // where loadPyodide alone would wait forever.
  const checked = checkWasm();
  checked.catch(() => {}); // reported below, once loadPyodide is under way (the snapshot's look-up comes first)
  manifestText = fetchOk(new URL("runtime.json", here), "The runtime manifest").then((r) => r.text());
  const manifest = manifestText.then((text) => JSON.parse(text));
  const parts = manifest.then((m) => {
    const names = [m.core, ...pageGames.filter((game) => m.games[game]).map((game) => m.games[game])];
    return Promise.all(names.map((name) => fetchOk(new URL(name, here), "The rules package").then((r) => r.arrayBuffer())));
  });
  parts.catch(() => {}); // reported below, once loadPyodide is done
  manifestText.catch(() => {});

  async function start(snapshot) {
    const options = { indexURL: pyodideURL.href };
    if (snapshot) Object.assign(options, { _loadSnapshot: snapshotBytes(snapshot), _snapshotDeserializer: deserializer });
    else if (typeof caches !== "undefined") options._makeSnapshot = true;
    archives = { install: installLater };
    later.clear();
    mark("asked Cache Storage");
    const booted = loadPyodide(options);
    pyodide = await Promise.race([
      checked.then(() => booted), // a wrong type fails the check while loadPyodide would wait forever
      booted.catch(async (error) => {
        await checked; // a missing file: say which (the check's words), not the runtime's own
        throw error;
      }),
    ]);
    bootHeap = heapSize();
    mark("Pyodide loaded");
    progress("Installing the rules package", 90);
    for (const archive of await parts) pyodide.unpackArchive(archive, "zip");
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

  // The runtime's script loads while Cache Storage is asked (loadPyodide then finds it loaded).
  import(new URL("pyodide.asm.mjs", pyodideURL).href).catch(() => {}); // a missing file: checkWasm says so
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      return await start(snapshot);
    } catch (error) {
      console.warn("the saved Python memory did not restore; starting afresh:", error);
      handle = pyodide = null;
      await dropSnapshot();
    }
  }
  await start(null);
  snapshotWhenQuiet();
}

const booting = boot().then(
  () => true,
  (error) => {
    postMessage({ type: "failed", reason: String(error && error.message ? error.message : error) });
    return false;
  },
);

onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    if (!(await booting)) throw new Error("not booted");
    const answer = request && request.op === "_modules" ? pyodide.runPython(MODULES) : handle(JSON.stringify(request));
    postMessage({ type: "answer", id, answer: JSON.parse(answer) });
    snapshotWhenQuiet();
  } catch (error) {
    console.error(error); // for whoever looks: the reader is told the board cannot play
    postMessage({ type: "answer", id, answer: { ok: false, error: "Python is not running, so this board cannot play." } });
  }
};
