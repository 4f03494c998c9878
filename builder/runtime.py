"""The in-browser runtime's files: the rules package, the vendored Pyodide, the boards' CSS.

>>> name, data = build_wheel()
>>> name.startswith("pygames-") and name.endswith("-py3-none-any.whl")
True
>>> build_wheel()[1] == data   # reproducible: same sources, same bytes
True

The browser gets the package in parts (``runtime_archives``), without the modules
it never runs: the modules every page needs, and one archive per game, fetched only by a page of that game (the
worker fetches another game's archive the first time a request names it). Each
carries its modules compiled by the Python that Pyodide runs
(``compile_for_pyodide``, once per change of the sources, in Node with the
vendored Pyodide), so the browser imports a game without compiling it: three to
seven times faster, measured in Pyodide under Node.

The standard library comes lean (``lean_stdlib``): only the modules that Pyodide
imports to start and those the browser's modules import, found by running them
in the vendored Pyodide under Node, compiled to bytecode without docstrings or
line tables (a third of Pyodide's archive, and Python starts without compiling
them). Pyodide's whole archive stays beside it: the worker mounts it only if a
module outside the lean one is ever imported.

>>> parts = runtime_archives({})
>>> sorted(parts) == sorted(["core", *pygames.games()])
True
>>> sorted(zipfile.ZipFile(io.BytesIO(parts["palago"][1])).namelist())[:2]
['pygames/palago/__init__.py', 'pygames/palago/ai.py']
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

import pygames

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pygames"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# Pyodide's files the site serves as they come (its lock file is written trimmed: ``lock_contents``).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
EPOCH = (1980, 1, 1, 0, 0, 0)


class RuntimeError_(RuntimeError):
    """The runtime files cannot be prepared (e.g. Pyodide not installed)."""


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def package_sources() -> dict[str, bytes]:
    """Every module of the package, by its path in the wheel."""
    return {path.relative_to(ROOT).as_posix(): path.read_bytes() for path in sorted(PACKAGE.rglob("*.py"))}


def _module_name(path: str) -> str:
    """``pygames/palago/__init__.py`` -> ``pygames.palago``; ``pygames/web.py`` -> ``pygames.web``."""
    return path[: -len(".py")].replace("/", ".").removesuffix(".__init__")


def browser_modules(sources: dict[str, bytes]) -> set[str]:
    """The modules the browser can import: those that ``pygames.web`` and the games' packages import,
    at the top or inside a function, or name in full (``"pygames.palago.svg"``, loaded on first use),
    and so on. A module that only the build, the tests or the tools import is not among them.

    >>> sources = package_sources()
    >>> "pygames.palago.svg" in browser_modules(sources)   # named in full, loaded on first use
    True
    >>> "pygames.miner" in browser_modules({**sources, "pygames/miner.py": b"import pygames.palago"})
    False
    """
    known = {_module_name(path): path for path in sources}
    found, todo = set(), ["pygames.web", *(f"pygames.{game}" for game in pygames.games())]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        package = name if known[name].endswith("__init__.py") else name.rpartition(".")[0]
        parts = name.split(".")
        named = {".".join(parts[:i]) for i in range(1, len(parts))}  # importing a module imports its packages
        for node in ast.walk(ast.parse(sources[known[name]])):
            if isinstance(node, ast.ImportFrom):
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                target = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
                named |= {target, *(f"{target}.{alias.name}" for alias in node.names)}
            elif isinstance(node, ast.Import):
                named |= {alias.name for alias in node.names}
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                named.add(node.value)
        todo.extend(sorted(named & set(known) - found))
    return found


def build_wheel(compiled: dict[str, bytes] | None = None) -> tuple[str, bytes]:
    """A pure-Python wheel of ``pygames``, built in memory, byte-for-byte reproducible;
    ``compiled``: bytecode files to add (``compile_for_pyodide``)."""
    version = pygames.__version__
    dist = f"pygames-{version}.dist-info"
    files = package_sources()
    files.update(sorted((compiled or {}).items()))
    files[f"{dist}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: pygames\nVersion: {version}\n"
        "Summary: The rules of four abstract board games, in pure Python\nRequires-Python: >=3.11\n"
    ).encode()
    files[f"{dist}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: pygames-builder\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in files.items())
    files[f"{dist}/RECORD"] = (record + f"{dist}/RECORD,,\n").encode()
    return f"pygames-{version}-py3-none-any.whl", _zip(files)


def _zip(files: dict[str, bytes]) -> bytes:
    """A zip archive of ``files`` (path -> bytes), the same bytes for the same files."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def runtime_archives(compiled: dict[str, bytes]) -> dict[str, tuple[str, bytes]]:
    """The package as the browser gets it (``browser_modules``, with their bytecode ``compiled``): part ->
    (file name, zip), the part ``core`` (modules of ``pygames/`` itself) and one per game (``pygames/<game>/``).
    A name carries a digest of its bytes, so that no cache ever mixes two builds' parts."""
    sources = package_sources()
    wanted = browser_modules(sources)
    parts: dict[str, dict[str, bytes]] = {}
    for name, data in sorted({**sources, **compiled}.items()):
        source = name.replace("/__pycache__", "").split(".cpython-")[0] + ".py" if name.endswith(".pyc") else name
        if _module_name(source) not in wanted:
            continue  # never run in the browser
        top = name.split("/")[1]
        parts.setdefault(top if top in pygames.games() else "core", {})[name] = data
    archives = {}
    for part, files in parts.items():
        data = _zip(files)
        archives[part] = (f"pygames-{part}-{hashlib.sha256(data).hexdigest()[:12]}.zip", data)
    return archives


# Run by Node: the vendored Pyodide runs the Python code given (argv: the code, a JSON input
# file read into the Python global ``given``, the output file), whose last expression is a
# JSON string, written out.
NODE_RUNNER = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync, writeFileSync } from "node:fs";
const [code, input, output, stdlib] = process.argv.slice(2);
const options = { stdout: () => {}, stderr: (line) => console.error(line) };
if (stdlib) options.stdLibURL = stdlib; // another standard library archive than Pyodide's own
const pyodide = await loadPyodide(options);
pyodide.globals.set("given", pyodide.toPy(JSON.parse(readFileSync(input, "utf8"))));
try {
  writeFileSync(output, pyodide.runPython(readFileSync(code, "utf8")));
} catch (error) {
  console.error(String(error.message || error)); // Python's traceback (the stack would print Pyodide's whole source)
  process.exit(1);
}
"""

# Compile the package's sources (``given``: path -> text) as bytecode that never checks its
# source (the archives ship both, made together): bytecode path -> base64.
COMPILE_PACKAGE = """
import base64, importlib.util, json, os, py_compile
compiled = {}
for name, text in given.items():
    path = "/build/" + name
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    cfile = importlib.util.cache_from_source(path)
    py_compile.compile(path, cfile=cfile, dfile=name, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(cfile, "rb") as f:
        compiled[cfile[len("/build/"):]] = base64.b64encode(f.read()).decode()
json.dumps(compiled)
"""

# What the pages ask of the package, for each game (at its first LEVEL_COUNT levels; ``exercise``): run in
# the lean standard library's making (and by the tests), so that what a request imports late is found too.
EXERCISE = """
import json, pygames
from pygames.web import handle

def ask(**request):
    return json.loads(handle(json.dumps(request)))

for game in pygames.games():
    module = pygames.get(game)
    start = ask(op="new", game=game, options={})
    ask(op="info", game=game)
    position = start["position"]
    for level in module.LEVELS[:LEVEL_COUNT]:
        ask(op="think", game=game, position=position, level=level, seed=1)
    played = ask(op="play", game=game, position=position, move=start["legal"][0])
    ask(op="view", game=game, position=played["position"], last=start["legal"][0], hint=played["legal"][:1])
    ask(op="click", game=game, position=position, cell=None, selected=None, action=None)
    record = ask(op="record", game=game, start=position, moves=[start["legal"][0]], headers=[])
    ask(op="read_record", text=record["text"])
    ask(op="check_game", game=game, start=position, moves=[start["legal"][0]])
    ask(op="play", game=game, position="nonsense", move="?")
"""

# In Pyodide: the package's browser modules (``given["archive"]``, a zip in base64) unpacked into
# /build as the worker unpacks its archives, and importable.
UNPACK_PACKAGE = """
import base64, shutil, sys
with open("/tmp/package.zip", "wb") as f:
    f.write(base64.b64decode(given["archive"]))
shutil.unpack_archive("/tmp/package.zip", "/build", "zip")
sys.path.insert(0, "/build")
"""

# The lean standard library: unpack the package's browser modules (UNPACK_PACKAGE), import
# ``given["modules"]``, run ``given["exercise"]``, then
# archive every module of Pyodide's standard library now loaded, as bytecode (no docstrings:
# optimize=2; a line table that gives each function its first line only). Answers the archive
# (base64), its modules, and the top-level names of the whole library.
LEAN_STDLIB = UNPACK_PACKAGE + """
import importlib, importlib.util, io, json, marshal, zipfile
whole = next(p for p in sys.path if p.endswith(".zip"))
for module in given["modules"]:
    importlib.import_module(module)
exec(given["exercise"], {})
used = sorted({m.__file__[len(whole) + 1:] for m in list(sys.modules.values())
               if (getattr(m, "__file__", None) or "").startswith(whole + "/")})

def lean(code):
    units = len(code.co_code) // 2  # each entry: up to 8 code units, "line only", no change of line
    table = b"".join(bytes([0x80 | 13 << 3 | (min(8, units - i) - 1), 0]) for i in range(0, units, 8))
    consts = tuple(lean(c) if hasattr(c, "co_code") else c for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)

library = zipfile.ZipFile(whole)
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as archive:
    for name in used:
        code = lean(compile(library.read(name), name, "exec", dont_inherit=True, optimize=2))
        info = zipfile.ZipInfo(name[:-3] + ".pyc", (1980, 1, 1, 0, 0, 0))
        info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
        header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + bytes(8)  # hash-based, unchecked
        archive.writestr(info, header + marshal.dumps(code), compresslevel=9)
tops = sorted({n.split("/")[0].removesuffix(".py") for n in library.namelist() if n.endswith(".py") or n.endswith("/")})
json.dumps({"zip": base64.b64encode(buffer.getvalue()).decode(), "modules": used, "tops": tops})
"""
CACHE = PYODIDE_NPM.parent / ".cache"


def run_in_pyodide(code: str, given, stdlib: Path | None = None) -> dict:
    """Run ``code`` (a Python text whose last expression is a JSON string) in the vendored Pyodide
    under Node, with ``given`` as its global (and ``stdlib``, an archive, as its standard library)."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError_("Node.js is needed to build the site (it runs the vendored Pyodide): install it")
    with tempfile.TemporaryDirectory() as tmp:
        script, program, data, answer = (Path(tmp, n) for n in ("run.mjs", "code.py", "given.json", "answer.json"))
        script.write_text(NODE_RUNNER % {"pyodide": json.dumps((PYODIDE_NPM / "pyodide.mjs").as_uri())})
        program.write_text(code)
        data.write_text(json.dumps(given))
        command = [node, str(script), str(program), str(data), str(answer), *([str(stdlib)] if stdlib else [])]
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise RuntimeError_(f"running Python in Pyodide under Node failed:\n{done.stderr[-2000:]}")
        return json.loads(answer.read_text())


def _in_pyodide(code: str, given, cache: str) -> dict:
    """``run_in_pyodide``, its answer kept in ``node_modules/.cache/<cache>`` until the code, ``given``
    or Pyodide change."""
    key = json.dumps([pyodide_version(), code, given], sort_keys=True).encode()
    cached = CACHE / cache / f"{hashlib.sha256(key).hexdigest()[:24]}.json"
    if not cached.exists():
        answer = run_in_pyodide(code, given)
        cached.parent.mkdir(parents=True, exist_ok=True)
        for old in cached.parent.glob("*.json"):
            old.unlink()
        cached.write_text(json.dumps(answer))
    return json.loads(cached.read_text())


def compile_for_pyodide(sources: dict[str, bytes]) -> dict[str, bytes]:
    """The bytecode of each module for Pyodide's Python (``pygames/__pycache__/web.cpython-314.pyc``...),
    compiled in Node by the vendored Pyodide, and kept (``node_modules/.cache``) until a source changes."""
    given = {name: data.decode("utf-8") for name, data in sorted(sources.items())}
    return {name: base64.b64decode(data) for name, data in _in_pyodide(COMPILE_PACKAGE, given, "pygames-pyc").items()}


def named_modules(sources: dict[str, bytes]) -> list[str]:
    """Every module that ``sources`` import, anywhere in them (inside functions too), by absolute
    name; but not what a module's command line imports (a ``main`` function, an ``if __name__ ==
    "__main__"`` block): the browser never runs it.

    >>> named_modules({"pygames/x.py": b"import json\\ndef f():\\n    from random import Random\\n    from . import web"})
    ['json', 'random']
    >>> named_modules({"pygames/x.py": b"def main():\\n    import argparse\\nif __name__ == '__main__':\\n    import sys"})
    []
    """
    def command_line(node):
        if isinstance(node, ast.FunctionDef) and node.name == "main":
            return True
        return isinstance(node, ast.If) and ast.unparse(node.test).replace("'", '"') == '__name__ == "__main__"'

    names = set()

    def visit(node):
        if command_line(node):
            return
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names.add(node.module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    for data in sources.values():
        visit(ast.parse(data))
    return sorted(name for name in names if name.split(".")[0] != "pygames" and name != "__future__")


def exercise(levels: int | None) -> str:
    """``EXERCISE`` at each game's first ``levels`` levels (``None``: all of them)."""
    return EXERCISE.replace("LEVEL_COUNT", repr(levels))


def browser_run(sources: dict[str, bytes], levels: int | None) -> dict:
    """The ``given`` of a run of the browser's modules of ``sources`` in Pyodide: their ``archive``
    (UNPACK_PACKAGE), the ``modules`` to import (theirs and every module they name) and the
    ``exercise`` to run (``exercise(levels)``)."""
    wanted = browser_modules(sources)
    browser = {name: data for name, data in sorted(sources.items()) if _module_name(name) in wanted}
    return {
        "archive": base64.b64encode(_zip(browser)).decode(),
        "modules": sorted(wanted) + named_modules(browser),
        "exercise": exercise(levels),
    }


def lean_stdlib(sources: dict[str, bytes]) -> dict:
    """The standard library as the browser gets it: ``zip`` (bytes), the archive of every module
    Pyodide imports to start or the browser's modules of ``sources`` import (their bytecode for
    Pyodide's Python, without docstrings or line tables); ``modules``, their paths; ``tops``, the
    top-level names of Pyodide's whole library (a miss among them loads the whole archive)."""
    answer = _in_pyodide(LEAN_STDLIB, browser_run(sources, 1), "pygames-stdlib")
    return {"zip": base64.b64decode(answer["zip"]), "modules": answer["modules"], "tops": answer["tops"]}


def lock_contents() -> dict:
    """Pyodide's lock file without its packages: the site installs none (it ships no wheel), and
    the worker passes this to Pyodide instead of making it fetch 119 KB."""
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    return {"info": lock["info"], "packages": {}}


def pyodide_version() -> str:
    package = PYODIDE_NPM / "package.json"
    if not package.exists():
        raise RuntimeError_(f"Pyodide is not installed at {PYODIDE_NPM}: run 'npm ci' (make does it for you)")
    return json.loads(package.read_text())["version"]


def write_runtime(site_dir: Path) -> dict:
    """Write Pyodide's files, the lean standard library, the package's archives (``runtime_archives``)
    and their manifest (``runtime.json``: what the worker fetches, with each file's size) into the built site."""
    site_dir = Path(site_dir)
    version = pyodide_version()
    target = site_dir / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        source = PYODIDE_NPM / name
        if not source.exists():
            raise RuntimeError_(f"{source} is missing: the npm package pyodide@{version} looks incomplete")
        shutil.copyfile(source, target / name)
    lock = lock_contents()
    (target / "pyodide-lock.json").write_text(json.dumps(lock))  # for a page that loads Pyodide as it comes
    assets = site_dir / "assets" / "pygames"
    assets.mkdir(parents=True, exist_ok=True)
    for old in [*assets.glob("pygames-*.whl"), *assets.glob("pygames-*.zip"), *assets.glob("python-stdlib-*.zip")]:
        old.unlink()
    sources = package_sources()
    archives = runtime_archives(compile_for_pyodide(sources))
    for name, data in archives.values():
        (assets / name).write_bytes(data)
    stdlib = lean_stdlib(sources)
    stdlib_name = f"python-stdlib-{hashlib.sha256(stdlib['zip']).hexdigest()[:12]}.zip"
    (assets / stdlib_name).write_bytes(stdlib["zip"])
    served = [f"pyodide/{name}" for name in PYODIDE_FILES if name != "python_stdlib.zip"]
    served += [f"assets/pygames/{name}" for name in (stdlib_name, *(name for name, _ in archives.values()))]
    manifest = {
        "core": archives.pop("core")[0],
        "games": {game: name for game, (name, _) in archives.items()},
        "stdlib": stdlib_name,
        "stdlibTops": stdlib["tops"],
        "sizes": {path: (site_dir / path).stat().st_size for path in served},
        "lock": lock,
        "pygames": pygames.__version__,
        "pyodide": version,
    }
    (assets / "runtime.json").write_text(json.dumps(manifest, indent=1))
    (assets / "boards.css").write_text(boards_css())
    return manifest


def boards_css() -> str:
    """The look of every game's board, from the renderers themselves (one place for it)."""
    parts = ["/* Written by the build from each game's renderer (BOARD_CSS): do not edit. */\n"]
    for game in pygames.games():
        parts.append(f"/* {game} */\n{pygames.get(game).BOARD_CSS}")
    return "\n".join(parts)
