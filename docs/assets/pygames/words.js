// The page's words: every sentence and label the scripts show, read from the table the build
// wrote into the page (<template id="pg-words">, builder/words.py), in the
// page's language. This module holds no sentence of its own.
//   say("cancelled", { status: "South to play." })        -> "Cancelled. South to play."
//   counted("opened_move", "opened_moves", 3, { ... })     -> the plural template, n = 3
// Numbers among the values are written as the page's language writes them (1,000 / 1 000).

let read = null; // { block, table }: the block read last (a new page of instant navigation brings its own)

function table() {
  const block = document.getElementById("pg-words");
  if (!read || read.block !== block) {
    let data = null;
    try {
      data = block && JSON.parse(block.content.textContent);
    } catch {
      /* a broken table: the ids are shown, and said in the console */
    }
    read = { block, table: data || { lang: "en", singular: [1], say: {} } };
  }
  return read.table;
}

// The page's language tag ("en", "fr").
export const language = () => table().lang;

// A number as the page's language writes it; `digits`: exactly that many after the point.
// (One formatter for each language and number of digits: making one costs more than using it.)
const formats = new Map();
export function number(n, digits) {
  const key = `${language()} ${digits}`;
  if (!formats.has(key)) {
    const options = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    formats.set(key, new Intl.NumberFormat(language(), options));
  }
  return formats.get(key).format(n);
}

// The template `id` of the page's table, its {names} filled with `values`.
export function say(id, values = {}) {
  const template = table().say[id];
  if (template === undefined) {
    console.error("pygames: the page's words lack", id);
    return id;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === "number" ? number(value) : String(value);
  });
}

// `oneId` or `manyId` for `n` things, as the page's language counts (French: 0 and 1 take the
// singular), with `n` among the values.
export function counted(oneId, manyId, n, values = {}) {
  return say(table().singular.includes(Math.abs(n)) ? oneId : manyId, { ...values, n });
}

// Items as one list: "a and b", "a and b and c" (each link the table's "both").
export const both = (items) => (items.length ? items.reduce((a, b) => say("both", { a, b })) : "");
