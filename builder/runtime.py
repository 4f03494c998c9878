"""The in-browser runtime's files: the pygames wheel, the vendored Pyodide, the boards' CSS.

>>> name, data = build_wheel()
>>> name.startswith("pygames-") and name.endswith("-py3-none-any.whl")
True
>>> build_wheel()[1] == data   # reproducible: same sources, same bytes
True
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import shutil
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


def build_wheel() -> tuple[str, bytes]:
    """A pure-Python wheel of ``pygames``, built in memory, byte-for-byte reproducible."""
    version = pygames.__version__
    dist = f"pygames-{version}.dist-info"
    files = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    files[f"{dist}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: pygames\nVersion: {version}\n"
        "Summary: The rules of four abstract board games, in pure Python\nRequires-Python: >=3.11\n"
    ).encode()
    files[f"{dist}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: pygames-builder\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in files.items())
    files[f"{dist}/RECORD"] = (record + f"{dist}/RECORD,,\n").encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return f"pygames-{version}-py3-none-any.whl", buffer.getvalue()


def pyodide_version() -> str:
    package = PYODIDE_NPM / "package.json"
    if not package.exists():
        raise RuntimeError_(f"Pyodide is not installed at {PYODIDE_NPM}: run 'npm ci' (make does it for you)")
    return json.loads(package.read_text())["version"]


def write_runtime(site_dir: Path) -> dict:
    """Write the wheel, its manifest and the five Pyodide files into the built site."""
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
    for old in assets.glob("pygames-*.whl"):
        old.unlink()
    name, data = build_wheel()
    (assets / name).write_bytes(data)
    manifest = {
        "wheel": name,
        "wheel_sha256": hashlib.sha256(data).hexdigest()[:16],
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
