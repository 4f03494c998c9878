// The one Web Worker of a visit: it hosts Pyodide and the pygames wheel, and
// answers the widgets' JSON requests with pygames.web.handle. No rules here.
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const here = new URL("./", import.meta.url);
const pyodideURL = new URL("../../pyodide/", import.meta.url);
const bootId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let handle = null;

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

async function boot() {
  const started = performance.now();
  progress("Starting Python (Pyodide)", 15);
  // The type check runs beside the boot: a wrongly served .wasm fails it at once,
  // where loadPyodide alone would wait forever.
  const checked = checkWasm();
  const wheel = fetchOk(new URL("runtime.json", here), "The runtime manifest")
    .then((r) => r.json())
    .then((manifest) => fetchOk(new URL(manifest.wheel, here), "The rules package").then((r) => r.arrayBuffer()));
  wheel.catch(() => {}); // reported below, once loadPyodide is done
  const booted = loadPyodide({ indexURL: pyodideURL.href });
  const pyodide = await Promise.race([
    checked.then(() => booted), // a wrong type fails the check while loadPyodide would wait forever
    booted.catch(async (error) => {
      await checked; // a missing file: say which (the check's words), not the runtime's own
      throw error;
    }),
  ]);
  progress("Installing the rules package", 90);
  pyodide.unpackArchive(await wheel, "wheel");
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
    postMessage({ type: "answer", id, answer: JSON.parse(handle(JSON.stringify(request))) });
  } catch (error) {
    postMessage({ type: "answer", id, answer: { ok: false, error: "Python is not running, so this board cannot play." } });
  }
};
