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
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
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


# Run by Node: compile the sources given (a JSON file of path -> text) with Pyodide's own Python,
# as bytecode that never checks its source (the wheel ships both, made together), and write
# a JSON file of bytecode path -> base64.
COMPILER = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync, writeFileSync } from "node:fs";
const [input, output] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.globals.set("sources", pyodide.toPy(JSON.parse(readFileSync(input, "utf8"))));
const compiled = pyodide.runPython(`
import base64, importlib.util, json, os, py_compile
compiled = {}
for name, text in sources.items():
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
`);
writeFileSync(output, compiled);
"""
COMPILED_CACHE = PYODIDE_NPM.parent / ".cache" / "pygames-pyc"


def compile_for_pyodide(sources: dict[str, bytes]) -> dict[str, bytes]:
    """The bytecode of each module for Pyodide's Python (``pygames/__pycache__/web.cpython-314.pyc``...),
    compiled in Node by the vendored Pyodide, and kept (``node_modules/.cache``) until a source changes."""
    digest = hashlib.sha256(pyodide_version().encode())
    for name, data in sorted(sources.items()):
        digest.update(name.encode() + b"\0" + data + b"\0")
    cached = COMPILED_CACHE / f"{digest.hexdigest()[:24]}.json"
    if not cached.exists():
        node = shutil.which("node")
        if node is None:
            raise RuntimeError_("Node.js is needed to build the site (it compiles the rules package for Pyodide): install it")
        with tempfile.TemporaryDirectory() as tmp:
            script, given, answer = Path(tmp, "compile.mjs"), Path(tmp, "sources.json"), Path(tmp, "compiled.json")
            script.write_text(COMPILER % {"pyodide": json.dumps((PYODIDE_NPM / "pyodide.mjs").as_uri())})
            given.write_text(json.dumps({name: data.decode("utf-8") for name, data in sources.items()}))
            done = subprocess.run([node, str(script), str(given), str(answer)], capture_output=True, text=True, timeout=300)
            if done.returncode != 0:
                raise RuntimeError_(f"compiling the rules package for Pyodide failed:\n{done.stderr[-2000:]}")
            COMPILED_CACHE.mkdir(parents=True, exist_ok=True)
            for old in COMPILED_CACHE.glob("*.json"):
                old.unlink()
            shutil.copyfile(answer, cached)
    return {name: base64.b64decode(data) for name, data in json.loads(cached.read_text()).items()}


def pyodide_version() -> str:
    package = PYODIDE_NPM / "package.json"
    if not package.exists():
        raise RuntimeError_(f"Pyodide is not installed at {PYODIDE_NPM}: run 'npm ci' (make does it for you)")
    return json.loads(package.read_text())["version"]


def write_runtime(site_dir: Path) -> dict:
    """Write the package's archives (``runtime_archives``), their manifest and the five Pyodide files into the built site."""
    site_dir = Path(site_dir)
    version = pyodide_version()
    target = site_dir / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        source = PYODIDE_NPM / name
        if not source.exists():
            raise RuntimeError_(f"{source} is missing: the npm package pyodide@{version} looks incomplete")
        shutil.copyfile(source, target / name)
    assets = site_dir / "assets" / "pygames"
    assets.mkdir(parents=True, exist_ok=True)
    for old in [*assets.glob("pygames-*.whl"), *assets.glob("pygames-*.zip")]:
        old.unlink()
    archives = runtime_archives(compile_for_pyodide(package_sources()))
    for name, data in archives.values():
        (assets / name).write_bytes(data)
    manifest = {
        "core": archives.pop("core")[0],
        "games": {game: name for game, (name, _) in archives.items()},
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
