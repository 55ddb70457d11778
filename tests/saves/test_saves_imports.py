import ast
import subprocess
import sys
from pathlib import Path

import saves

SAVES_DIR = Path(saves.__file__).resolve().parent


def imported_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_module_imports_pygame():
    modules = sorted(SAVES_DIR.glob("*.py"))
    assert len(modules) >= 5
    offenders = {
        p.name: n for p in modules for n in imported_names(p) if n.split(".")[0].startswith("pygame")
    }
    assert offenders == {}


def test_importing_saves_loads_no_pygame():
    code = (
        "import sys, saves, saves.store, saves.settings;"
        " print(sorted(m for m in sys.modules if m.startswith('pygame')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=SAVES_DIR.parent
    )
    assert out.stdout.strip() == "[]"
