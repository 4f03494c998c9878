"""The package as the browser gets it (builder/runtime.py): in parts, without what it never runs, compiled."""

import _imp
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import pygames
from builder import runtime

ROOT = Path(__file__).resolve().parent.parent

# Every kind of request the pages send, for each game at every level, in a fresh Python: the modules it imported.
DRIVE = runtime.exercise(None) + """
import sys
print(json.dumps(sorted(name for name in sys.modules if name.startswith("pygames"))))
"""


@pytest.fixture(scope="module")
def archives():
    """part -> the names in its archive."""
    parts = runtime.runtime_archives(runtime.compile_for_pyodide(runtime.package_sources()))
    return {part: zipfile.ZipFile(io.BytesIO(data)).namelist() for part, (_, data) in parts.items()}


def modules_in(names):
    return {runtime._module_name(name) for name in names if name.endswith(".py")}


def test_every_module_the_pages_use_is_in_the_archives(archives):
    done = subprocess.run([sys.executable, "-c", DRIVE], capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    used = set(json.loads(done.stdout))
    shipped = set().union(*map(modules_in, archives.values()))
    assert used <= shipped, f"the browser would miss {sorted(used - shipped)}"


def test_the_archives_leave_out_what_the_browser_never_runs(archives):
    sources = runtime.package_sources()
    # a module that only a tool imports (as the puzzle miner, kept outside the package) is left out
    sources["pygames/miner.py"] = b"from .palago import solver\n"
    assert "pygames.miner" not in runtime.browser_modules(sources)
    shipped = set().union(*map(modules_in, archives.values()))
    assert shipped == runtime.browser_modules(runtime.package_sources())
    assert not any("miner" in name for names in archives.values() for name in names)


def test_each_game_has_its_own_archive(archives):
    assert set(archives) == {"core", *pygames.games()}
    for game in pygames.games():
        assert archives[game] and all(name.startswith(f"pygames/{game}/") for name in archives[game])
    assert all(name.split("/")[1] not in pygames.games() for name in archives["core"])
    assert "pygames/web.py" in archives["core"]


def test_every_module_comes_compiled_for_pyodide_from_its_own_source(archives):
    sources = runtime.package_sources()
    compiled = runtime.compile_for_pyodide(sources)
    for names in archives.values():
        for name in (n for n in names if n.endswith(".py")):
            folder, _, file = name.rpartition("/")
            pyc = compiled[f"{folder}/__pycache__/{file[:-3]}.cpython-314.pyc"]
            assert f"{folder}/__pycache__/{file[:-3]}.cpython-314.pyc" in names
            assert pyc[4:8] == b"\x01\x00\x00\x00", name  # hash-based, never checked against the source
            # the hash in the header is that of this very source, keyed by the compiling Python's magic number
            assert _imp.source_hash(int.from_bytes(pyc[:4], "little"), sources[name]) == pyc[8:16], name


# In Pyodide whose standard library is the lean archive alone: every request of every game at every
# level, and the modules it imported (an import outside the archive would fail).
LEAN_RUN = runtime.UNPACK_PACKAGE + """
import json
exec(given["exercise"], {})
json.dumps(sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())} - {""}))
"""


@pytest.fixture(scope="module")
def lean():
    return runtime.lean_stdlib(runtime.package_sources())


def test_the_lean_standard_library_holds_all_the_pages_need_and_no_more(lean, tmp_path):
    archive = tmp_path / "lean.zip"
    archive.write_bytes(lean["zip"])
    files = runtime.run_in_pyodide(LEAN_RUN, runtime.browser_run(runtime.package_sources(), None), stdlib=archive)
    assert any(f.startswith("/build/pygames/") for f in files)
    stdlib = [f for f in files if f.startswith("/lib/")]
    assert stdlib and all(f.startswith("/lib/python314.zip/") for f in stdlib)  # (frozen modules name their .py)
    names = zipfile.ZipFile(io.BytesIO(lean["zip"])).namelist()
    assert len(names) == len(lean["modules"]) < 200  # of Pyodide's 559 modules
    assert not {"xml/__init__.pyc", "email/__init__.pyc", "unittest/__init__.pyc"} & set(names)
    assert {"xml", "email", "unittest", "encodings"} <= set(lean["tops"])  # a miss among these mounts the whole library


def test_the_lean_standard_library_is_bytecode_that_never_looks_for_its_source(lean):
    archive = zipfile.ZipFile(io.BytesIO(lean["zip"]))
    for name in archive.namelist():
        head = archive.read(name)[:8]
        assert name.endswith(".pyc") and head[4:8] == b"\x01\x00\x00\x00", name
    assert len(lean["zip"]) < 0.4 * (runtime.PYODIDE_NPM / "python_stdlib.zip").stat().st_size
