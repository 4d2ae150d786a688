"""The project's import graph has no cycles, the core's layers only import downward, and the
"never" edges (between packages of one rank, or out of the core) do not exist.

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
    "memlock_core.safejson": 0, "memlock_core.safeyaml": 0, "memlock_core.regex_cache": 0,
    "memlock_core.number_lexicon": 0,  # number words of every language, read by detection and compliance alike
    "memlock_core.anchor": 1,
    "memlock_core.trust": 1,
    "memlock_core.compliance.check": 1, "memlock_core.compliance.patterns": 1,
    "memlock_core.compliance.commit_spec": 1, "memlock_core.compliance.content_spec": 1,  # the check record on an Anchor
    "memlock_core.compliance.part_spec": 1, "memlock_core.compliance.typography_spec": 1,
    "memlock_core.compliance.tone_spec": 1,
    "memlock_core.detection": 2, "memlock_core.pinstore": 2, "memlock_core.compliance": 2,
    "memlock_core.config": 3, "memlock_core.config_loader": 3,
    "memlock_core.preferences": 3,  # stored preferences + the pure reverse audit (reads config for provider paths)
    "memlock_core.session": 4,
    "memlock_core.services": 5,
    "memlock_core": 6,  # the package's public re-exports
}

# Edges the ranks alone allow or do not name, forbidden outright. Detection is pure functions over
# plain data: it never reads the pin store or a session; the pin store never runs detection; the
# core never imports a host (an adapter, the MCP server, or a host's own modules).
HOSTS = ("memlock_adapters", "mcp_server", "hermes_cli", "run_agent", "gateway", "agent", "model_tools", "tools",
         "tui_gateway", "acp_adapter", "cli", "mcp", "anthropic", "claude_code_sdk", "claude_agent_sdk")
NEVER = {
    "memlock_core.detection": ("memlock_core.pinstore", "memlock_core.session", "memlock_core.services",
                               "memlock_core.compliance", "memlock_core.preferences", "memlock_core.config",
                               "memlock_core.config_loader"),
    "memlock_core.pinstore": ("memlock_core.detection", "memlock_core.session", "memlock_core.services",
                              "memlock_core.preferences"),
    "memlock_core.compliance": ("memlock_core.pinstore", "memlock_core.session", "memlock_core.services"),
    "memlock_core": HOSTS,
}
# The one exception: detection reads a rule with the compliance rule model (issue 22: one parse of
# polarity, action, object and scope for both), and only that: the two parsers, the consent clause
# they share ("without asking me" is one limiter however it is worded), the parse's table of language
# names ("in Spanish" is a manner, not a place) and the tool parse's act classes (a policy worded by a class,
# "ask before destructive operations", is wider than the pin that names one act), the lexicon of month and
# weekday names (one list for compliance's date readers and detection's day slots), nothing else of compliance.
NEVER_EXCEPT = {
    "memlock_core.detection": ("memlock_core.compliance.reply_rule", "memlock_core.compliance.tool_rule",
                               "memlock_core.compliance.consent", "memlock_core.compliance.language_names",
                               "memlock_core.compliance.tool_classes", "memlock_core.compliance.date_lexicon"),
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


def _graph(external: bool = False) -> dict[str, set[str]]:
    """Module -> the project modules it imports (with ``external``: every module it imports)."""
    files = {}
    for pkg in PACKAGES:
        for path in (REPO_ROOT / pkg).rglob("*.py"):
            files[_module_name(path)] = path
    graph = {}
    for name, path in files.items():
        graph[name] = {m for m in _imports(path, name) if (external or m in files) and m != name}
    return graph


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def _never_edges(graph: dict[str, set[str]]) -> list[str]:
    problems = []
    for module, targets in graph.items():
        for source, forbidden in NEVER.items():
            if not _under(module, source):
                continue
            allowed = NEVER_EXCEPT.get(source, ())
            problems += [f"{module} imports {target}: {source} never imports {prefix}" for target in sorted(targets)
                         for prefix in forbidden if _under(target, prefix)
                         and not any(_under(target, ok) for ok in allowed)]
    return sorted(problems)


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


def _upward_edges(graph: dict[str, set[str]]) -> list[str]:
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
    return sorted(problems)


def test_core_layers_import_only_downward_and_never_a_host():
    problems = _upward_edges(_graph()) + _never_edges(_graph(external=True))
    assert problems == [], "\n".join(problems)


def test_the_rules_catch_a_deliberate_violation():
    """Each rule fails on an edge it forbids: detection -> pinstore (same rank: only NEVER says no),
    detection -> session, pinstore -> detection, the core -> an adapter or a host's own module."""
    base, base_external = _graph(), _graph(external=True)
    for module, target in (("memlock_core.detection.audit", "memlock_core.pinstore.base"),
                           ("memlock_core.detection.probes", "memlock_core.session.state"),
                           ("memlock_core.pinstore.base", "memlock_core.detection.probes"),
                           ("memlock_core.anchor", "memlock_adapters.cli"),
                           ("memlock_core.session.engine", "hermes_cli.plugins")):
        project, everything = dict(base), dict(base_external)  # each case changes one entry, rebound below
        assert target not in everything[module]
        if target in project:
            project[module] = project[module] | {target}
        everything[module] = everything[module] | {target}
        problems = _upward_edges(project) + _never_edges(everything)
        assert any(p.startswith(f"{module} ") and target in p for p in problems), (module, target)
    same_rank = dict(base)
    same_rank["memlock_core.detection.audit"] = base["memlock_core.detection.audit"] | {"memlock_core.pinstore.base"}
    assert _upward_edges(same_rank) == []  # the ranks alone let detection -> pinstore through


def test_every_core_module_has_a_layer():
    missing = [m for m in _graph() if m.startswith("memlock_core") and _layer(m) is None]
    assert missing == []
