// The bare baseline's worker: load Pyodide from the site's vendored copy and say so.
import { loadPyodide } from "/pyodide/pyodide.mjs";

const started = performance.now();
try {
  await loadPyodide({ indexURL: "/pyodide/" });
  postMessage({ type: "ready", bootMs: performance.now() - started });
} catch (error) {
  postMessage({ type: "failed", reason: String(error && error.message ? error.message : error) });
}
