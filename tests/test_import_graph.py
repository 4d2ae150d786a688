"""The project's import graph has no cycles, and the core's layers only import downward.

Why a test: import circles and upward imports creep in one convenient line at a time; this keeps
the picture in docs/ARCHITECTURE.md true. Every import counts, including ones inside functions
(a lazy import is still a dependency) and ``TYPE_CHECKING`` blocks.
"""
from __future__ import annotations

import ast
from pathlib import Path

from conftest import REPO_ROOT

PACKAGES = ("memlock_core", "memlock_adapters", "mcp_server")

# Lower rank = lower layer. A module may import only from its own rank or below.
CORE_LAYERS = {
    "memlock_core.errors": 0, "memlock_core.paths": 0, "memlock_core.fileio": 0, "memlock_core.file_watch": 0,
    "memlock_core.safejson": 0, "memlock_core.safeyaml": 0, "memlock_core.anchor": 1,
    "memlock_core.trust": 1,
    "memlock_core.compliance.check": 1, "memlock_core.compliance.patterns": 1,  # the check record on an Anchor
    "memlock_core.detection": 2, "memlock_core.pinstore": 2, "memlock_core.compliance": 2,
    "memlock_core.config": 3, "memlock_core.config_loader": 3,
    "memlock_core.preferences": 3,  # stored preferences + the pure reverse audit (reads config for provider paths)
    "memlock_core.session": 4,
    "memlock_core.services": 5,
    "memlock_core": 6,  # the package's public re-exports
}


def _module_name(path: Path) -> str:
    rel = path.relative_to(REPO_ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, name: str) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)  # `from pkg import module`
    return found


def _graph() -> dict[str, set[str]]:
    files = {}
    for pkg in PACKAGES:
        for path in (REPO_ROOT / pkg).rglob("*.py"):
            files[_module_name(path)] = path
    graph = {}
    for name, path in files.items():
        graph[name] = {m for m in _imports(path, name) if m in files and m != name}
    return graph


def _layer(module: str) -> int | None:
    best = None
    for prefix, rank in CORE_LAYERS.items():
        if module == prefix or module.startswith(prefix + "."):
            if best is None or len(prefix) > len(best[0]):
                best = (prefix, rank)
    return best[1] if best else None


def test_no_import_cycles():
    graph = _graph()
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_core_layers_import_only_downward_and_never_a_host():
    graph = _graph()
    problems = []
    for module, targets in graph.items():
        if not module.startswith("memlock_core"):
            continue
        for target in targets:
            if not target.startswith("memlock_core"):
                problems.append(f"{module} imports host code {target}")
                continue
            here, there = _layer(module), _layer(target)
            if module != "memlock_core" and here is not None and there is not None and there > here:
                problems.append(f"{module} (layer {here}) imports {target} (layer {there})")
    assert problems == [], "\n".join(sorted(problems))


def test_every_core_module_has_a_layer():
    missing = [m for m in _graph() if m.startswith("memlock_core") and _layer(m) is None]
    assert missing == []
