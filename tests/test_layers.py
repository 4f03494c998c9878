"""The package's house rules, read from its source (see ARCHITECTURE.md, "Layers").

- Imports sit at the top of a module: none inside a function, none to break a circle.
- No circle: the modules' imports, and the modules a game loads on first use
  (``on_first_use("pygames.<game>.svg", ...)``), form a graph with no loop.
- A module's private names (``_name``) stay in it.
- Every game package has the same files for the same jobs; its ``__init__`` only
  gathers, and its ``__all__`` is the game contract.
"""

import ast
from pathlib import Path

import pytest

import pygames
from pygames.game import GameModule

PACKAGE = Path(pygames.__file__).parent
MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
LAZY = ("on_first_use", "drawing_of")  # calls that load a module by name on first use
GAME_FILES = {"__init__", "ai", "board", "clicks", "french", "miner", "puzzle", "rules", "site", "svg", "text", "words"}
CONTRACT = set(GameModule.__annotations__) | {
    name for name in vars(GameModule) if not name.startswith("_") and callable(getattr(GameModule, name))
}


def module_name(path: Path) -> str:
    if not path.is_relative_to(PACKAGE):
        return path.stem
    parts = ["pygames", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path):
    """``(at the top?, line, target module, names)`` of every import statement of a module, wherever it sits."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        top = node in tree.body
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield top, node.lineno, alias.name, []
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])])
            yield top, node.lineno, target, [alias.name for alias in node.names]


def edges(path: Path) -> set:
    """The pygames modules a module needs: imported at its top, or loaded on first use."""
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for top, _, target, names in imports(path):
        if not top or not target.startswith("pygames"):
            continue
        for name in names or [None]:
            submodule = f"{target}.{name}"
            known = {module_name(p) for p in MODULES}
            found.add(submodule if submodule in known else target)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in LAZY and node.args:
            if isinstance(node.args[0], ast.Constant):
                found.add(node.args[0].value)
    found.discard(module_name(path))
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_imports_sit_at_the_top(path):
    inner = [line for top, line, _, _ in imports(path) if not top]
    assert not inner, f"{path.name}: imports inside a function or block at lines {inner}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_private_names_stay_in_their_module(path):
    crossing = [
        f"{target}.{name}" for _, _, target, names in imports(path) for name in names
        if target.startswith("pygames") and name.startswith("_") and not name.startswith("__")
    ]
    assert not crossing, f"{path.name} imports private names: {crossing}"


def circle(graph: dict) -> list:
    """A loop of modules in ``graph`` (module -> the modules it needs), or ``[]``.

    >>> circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}), circle({"a": {"b"}, "b": set()})
    (['a', 'b', 'c', 'a'], [])
    """
    done, path = set(), []

    def visit(module):
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return []
        path.append(module)
        for needed in sorted(graph.get(module, ())):
            if found := visit(needed):
                return found
        path.pop()
        done.add(module)
        return []

    return next((found for module in sorted(graph) if (found := visit(module))), [])


def test_no_import_circle():
    loop = circle({module_name(p): edges(p) for p in MODULES})
    assert not loop, "import circle: " + " -> ".join(loop)


def test_the_layer_checks_find_a_circle_and_an_inner_import(tmp_path):
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set()}) == []
    module = tmp_path / "m.py"
    module.write_text("import os\n\ndef f():\n    from . import x\n")
    assert [line for top, line, _, _ in imports(module) if not top] == [4]


@pytest.mark.parametrize("game", pygames.games())
def test_every_game_has_the_same_files(game):
    files = {p.stem for p in (PACKAGE / game).glob("*.py")}
    assert GAME_FILES <= files, f"{game} lacks {sorted(GAME_FILES - files)}"


@pytest.mark.parametrize("game", pygames.games())
def test_a_game_init_only_gathers_the_contract(game):
    tree = ast.parse((PACKAGE / game / "__init__.py").read_text(encoding="utf-8"))
    defined = [node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
    assert not defined, f"{game}/__init__.py defines {defined}: it should only gather names from its modules"
    module = pygames.get(game)
    optional = {"render_frame"}
    assert CONTRACT <= set(module.__all__) <= CONTRACT | optional, (
        f"{game}.__all__: missing {sorted(CONTRACT - set(module.__all__))}, "
        f"beyond the contract {sorted(set(module.__all__) - CONTRACT - optional)}"
    )
