"""rules/ is pure Python: no module under it imports pygame, the table (game) or saves, neither
in its text nor when imported (DESIGN.md "rules/ - pure Python, never imports pygame")."""

import ast
import subprocess
import sys
from pathlib import Path

import rules

RULES_DIR = Path(rules.__file__).resolve().parent
FORBIDDEN = ("pygame", "game", "saves")


def forbidden(name: str) -> bool:
    """True for ``pygame``, ``pygame_gui``, ``game``, ``saves`` and their submodules."""
    top = name.split(".")[0]
    return top in FORBIDDEN or top.startswith("pygame")


def imported_names(path: Path) -> set[str]:
    """Every absolute module name imported anywhere in ``path`` (function bodies included)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    return names


def test_no_module_under_rules_imports_pygame_game_or_saves():
    modules = sorted(RULES_DIR.rglob("*.py"))
    assert len(modules) >= 20
    offenders = {
        str(p.relative_to(RULES_DIR)): sorted(n for n in imported_names(p) if forbidden(n)) for p in modules
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_every_rules_module_loads_none_of_them():
    code = (
        "import importlib, pkgutil, sys, rules\n"
        "names = [m.name for m in pkgutil.walk_packages(rules.__path__, 'rules.')]\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        "top = {m.split('.')[0] for m in sys.modules}\n"
        "print(len(names), sorted(t for t in top if t in ('game', 'saves') or t.startswith('pygame')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=RULES_DIR.parent
    )
    count, loaded = out.stdout.strip().split(" ", 1)
    assert int(count) >= 20 and loaded == "[]"
