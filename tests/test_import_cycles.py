"""No module of the project imports itself in a circle (issue 19, item 4): a split-off helper
takes what it needs as arguments or imports a lower module, never its owner back. An import
under ``if TYPE_CHECKING:`` (for annotations only) is the one exception.

The graph is read from the source: every ``import`` and ``from ... import`` anywhere in a
module (function bodies included: a deferred import that closes a circle is still a circle),
``from package import name`` counting as an import of the submodule when ``name`` is one. A
package's ``__init__`` is the package's module; a submodule's import of its parent package
is implied by Python, not written, and is not counted (the usual reading, as pylint's).
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "rules", "saves", "tests", "build_scripts")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if not any(part.startswith(".") for part in path.relative_to(ROOT).parts):
                found[module_name(path)] = path
    return found


def type_checking_only(tree: ast.Module) -> set[int]:
    """Ids of the import nodes inside the body of an ``if TYPE_CHECKING:`` (or
    ``typing.TYPE_CHECKING``) block: only there does an import never run."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            skipped |= {id(inner) for child in node.body for inner in ast.walk(child)}
    return skipped


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = type_checking_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
    return {target for target in found if target in modules and target != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_only_a_type_checking_block_hides_an_import():
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import a\n"
        "if not TYPE_CHECKING:\n    import b\n"
        "def f():\n    import c\n"
    )
    tree = ast.parse(source)
    hidden = type_checking_only(tree)
    shown = [node for node in ast.walk(tree) if isinstance(node, ast.Import) and id(node) not in hidden]
    assert sorted(alias.name for node in shown for alias in node.names) == ["b", "c"]


def test_no_module_imports_in_a_circle():
    modules = project_modules()
    assert len(modules) > 150
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert sum(len(targets) for targets in graph.values()) > 500
    assert cycles(graph) == []
