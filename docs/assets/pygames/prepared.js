// Prepared answers: what Python answered, when the site was built, to the requests of a
// figure's first move (builder/prepared.py). A figure names the file of its table in its
// data-prepared; the file is a classic script (it loads from file:// too) that files the table
// under its own address, loaded when the figure nears the screen (figure.js). Before Python is
// ready, and under file:// where it never is, runtime.call() looks a request up in the tables in
// use: an answer found is exactly the one pygames.web.handle gives, so the widget cannot tell.
// No rule is decided here.
//
// API, for any widget's own requests:
//   useTable(address) -> loads a figure's table (its data-prepared, from the page); look-ups search it from now on
//   preparedAnswer(request) -> a promise of the answer (for a puzzle's step, else that of any other step
//     from there), or of null when no table in use has one
//   isPrepared(root) -> whether a figure has prepared answers
//   requestKey(request) -> the key Python gave the request (cyrb53 of its canonical JSON)

const inUse = new Map(); // each table file's address -> a promise of its table, ready to look answers up (null if none)

// JSON with keys sorted and no spaces (Python's json.dumps(sort_keys=True, separators=(",", ":"))).
function canonicalJSON(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJSON).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJSON(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// The request's meaningful fields: a top-level field that is null, missing or an empty list is
// left out (Python reads them as absent). requestKey({op: "version"}) === "275p45of32m"
export function requestKey(request) {
  const meaningful = Object.fromEntries(
    Object.entries(request).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
  const text = canonicalJSON(meaningful);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// A table file, loaded as a classic script that files its table under its own address.
function load(url) {
  return new Promise((resolve) => {
    const filed = () => (window.pygamesPrepared || {})[url];
    if (filed()) return resolve(filed());
    const script = document.createElement("script");
    script.src = url;
    script.onload = () => resolve(filed() || null);
    script.onerror = () => resolve(null); // a missing file prepares nothing: Python answers
    document.head.append(script);
  });
}

export function useTable(address) {
  const url = new URL(address, document.baseURI).href;
  if (!inUse.has(url)) inUse.set(url, load(url).then((filed) => (filed?.a ? { ...filed, lists: [] } : null)));
  return inUse.get(url);
}

// The pieces of long text i: a list of piece numbers, some copied from an earlier text's list.
function pieces(table, i) {
  if (!table.lists[i]) {
    const [base, ...parts] = table.t[i];
    const source = base >= 0 ? pieces(table, base) : [];
    table.lists[i] = parts.flatMap((p) => (Array.isArray(p) ? source.slice(p[0], p[0] + p[1]) : [p]));
  }
  return table.lists[i];
}

const only = (value, name) => Object.keys(value).length === (name === "#" ? 2 : 1) && name in value;

// An answer as the build packed it, whole again (see pack() in builder/prepared.py).
function whole(table, value) {
  if (Array.isArray(value)) return value.map((v) => whole(table, v));
  if (!value || typeof value !== "object") return value;
  if (only(value, "@")) return pieces(table, value["@"]).map((n) => table.c[n]).join("");
  if (only(value, "=")) return whole(table, table.v[value["="]]);
  if (only(value, "#")) return value.r.map((row) => Object.fromEntries(value["#"].map((name, i) => [name, whole(table, row[i])])));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, whole(table, v)]));
}

// A puzzle's step with no answer of its own: the answer Python wrote for any other step from the same
// point of the puzzle (its "other" request, see op_other in pygames/web.py), if it wrote one.
const otherStep = (request) => ({ op: "other", asked: request.op, game: request.game, position: request.position, puzzle: request.puzzle });

export async function preparedAnswer(request) {
  if (!inUse.size) return null;
  const tables = await Promise.all(inUse.values());
  for (const key of request.puzzle ? [requestKey(request), requestKey(otherStep(request))] : [requestKey(request)]) {
    for (const table of tables) {
      if (table && Object.hasOwn(table.a, key)) return whole(table, table.a[key]);
    }
  }
  return null;
}

export const isPrepared = (root) => root.hasAttribute("data-prepared");
