// The page's words: every sentence and label the scripts show, read from the table the build
// wrote into the page (<template id="pg-words">, builder/words.py), in the
// page's language. This module holds no sentence of its own.
//   say("cancelled", { status: "South to play." })        -> "Cancelled. South to play."
//   counted("opened_move", "opened_moves", 3, { ... })     -> the plural template, n = 3
// Numbers among the values are written as the page's language writes them (2.5 / 2,5).

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
    read = { block, table: data || { lang: "en", singular: [1], signs: ["", "."], say: {} } };
  }
  return read.table;
}

// The page's language tag ("en", "fr").
export const language = () => table().lang;

// A number as the page's language writes it (its table's signs: 12000 and 2.5, 12 000 and 2,5);
// `digits`: exactly that many after the point. (Not Intl.NumberFormat: the first one made takes
// tens of milliseconds while Python starts, and Python writes numbers by the same signs.)
export function number(n, digits) {
  const [group, point] = table().signs;
  const [whole, fraction] = (digits === undefined ? String(n) : n.toFixed(digits)).split(".");
  const grouped = group ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  return fraction === undefined ? grouped : grouped + point + fraction;
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
