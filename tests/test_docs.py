"""Docs that must match the code: the config key tables and the front-door commands."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_config_tables_match_the_code():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_config_doc.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_readme_front_door_and_ci_use_the_same_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "./dev demo" in readme and "./dev test" in readme
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "./dev test" in ci


def test_every_doc_link_in_readme_exists():
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for target in re.findall(r"\]\(((?:docs/)[^)#]+)\)", readme):
        assert (ROOT / target).is_file(), f"README links to missing {target}"


def test_module_docstrings_name_only_files_and_modules_that_exist():
    """A docstring that points at a moved file or module misleads the next reader (issue 26)."""
    import ast
    import re

    path_ref = re.compile(r"\b((?:tests|docs|bench|memlock_core|memlock_adapters|mcp_server|scripts)/[\w/.-]+\.(?:py|md))")
    module_ref = re.compile(r":(?:mod|func|class|data|meth):`~?((?:memlock_core|memlock_adapters|mcp_server)(?:\.\w+)+)`")
    missing = []
    for package in ("memlock_core", "memlock_adapters", "mcp_server"):
        for source in sorted((ROOT / package).rglob("*.py")):
            doc = ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or ""
            missing += [f"{source.relative_to(ROOT)}: {ref}" for ref in path_ref.findall(doc) if not (ROOT / ref).exists()]
            for ref in module_ref.findall(doc):
                parts = ref.split(".")
                # the longest prefix that is a module or package must exist; the rest are names inside it
                found = any(ROOT.joinpath(*parts[:n]).with_suffix(".py").is_file()
                            or (ROOT.joinpath(*parts[:n]) / "__init__.py").is_file() for n in range(len(parts), 1, -1))
                exported = len(parts) == 2 and f'"{parts[1]}"' in (ROOT / parts[0] / "__init__.py").read_text("utf-8")
                if not (found or exported):
                    missing.append(f"{source.relative_to(ROOT)}: {ref}")
    assert missing == [], "\n".join(missing)
