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
