// The one Web Worker of a visit: it hosts Pyodide and the pygames package, and
// answers the widgets' JSON requests with pygames.web.handle. No rules here.
//
// The package comes in parts (runtime.json, written by builder/runtime.py): the
// shared modules, and one archive per game. The page names its games in the
// worker's address (worker.js?games=palanquee): those are fetched beside
// Pyodide; another game's archive is fetched the first time Python imports it
// (a request naming that game, a game record of it).
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

async function boot() {
  const started = performance.now();
  progress("Starting Python (Pyodide)", 15);
  // The type check runs beside the boot: a wrongly served .wasm fails it at once,
  // where loadPyodide alone would wait forever.
  const checked = checkWasm();
  const manifest = fetchOk(new URL("runtime.json", here), "The runtime manifest").then((r) => r.json());
  const parts = manifest.then((m) => {
    const names = [m.core, ...pageGames.filter((game) => m.games[game]).map((game) => m.games[game])];
    return Promise.all(names.map((name) => fetchOk(new URL(name, here), "The rules package").then((r) => r.arrayBuffer())));
  });
  parts.catch(() => {}); // reported below, once loadPyodide is done
  const booted = loadPyodide({ indexURL: pyodideURL.href });
  pyodide = await Promise.race([
    checked.then(() => booted), // a wrong type fails the check while loadPyodide would wait forever
    booted.catch(async (error) => {
      await checked; // a missing file: say which (the check's words), not the runtime's own
      throw error;
    }),
  ]);
  progress("Installing the rules package", 90);
  for (const archive of await parts) pyodide.unpackArchive(archive, "zip");
  for (const [game, name] of Object.entries((await manifest).games)) if (!pageGames.includes(game)) later.set(game, name);
  pyodide.registerJsModule("_pygames_archives", { install: installLater });
  pyodide.runPython(FINDER);
  handle = pyodide.pyimport("pygames.web").handle;
  const version = JSON.parse(handle(JSON.stringify({ op: "version" }))).version;
  postMessage({ type: "ready", bootId, version, bootMs: performance.now() - started });
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
  } catch (error) {
    console.error(error); // for whoever looks: the reader is told the board cannot play
    postMessage({ type: "answer", id, answer: { ok: false, error: "Python is not running, so this board cannot play." } });
  }
};
