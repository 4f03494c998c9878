"""The browser's modules, fetched at once rather than one import at a time.

``widgets.js`` imports the modules of every kind of board, which import others:
a browser finds each import only once the module naming it has arrived, so the
last ones came three or four round trips after the page. ``module_graph``
lists them all; ``overrides/main.html`` names each in a ``modulepreload`` link
beside the scripts at the end of every page, and the browser fetches them together.

>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as d:
...     root = pathlib.Path(d)
...     _ = (root / "a.js").write_text('import { b } from "./b.js";\\nimport { c } from "./c.js";')
...     _ = (root / "b.js").write_text('export { c } from "./c.js";\\nconst later = () => import("./d.js");')
...     _ = (root / "c.js").write_text("export const c = 1;")
...     module_graph(root / "a.js")
['a.js', 'b.js', 'c.js']
"""

from __future__ import annotations

import re
from pathlib import Path

# A static import or re-export of a module beside it ("./x.js"); import("...") is loaded when used.
_IMPORT = re.compile(r'^\s*(?:import|export)\b[^;"\']*?\bfrom\s*"(\./[\w.-]+\.js)"|^\s*import\s*"(\./[\w.-]+\.js)"', re.M)


def module_graph(entry: Path) -> list[str]:
    """The file names of ``entry`` and every module it imports, directly or not (same folder)."""
    found, waiting = [], [entry.name]
    while waiting:
        name = waiting.pop(0)
        if name in found:
            continue
        found.append(name)
        text = (entry.parent / name).read_text(encoding="utf-8")
        waiting += [(a or b)[2:] for a, b in _IMPORT.findall(text)]
    return found
