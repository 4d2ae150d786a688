"""A library the rule refuses in code, installed by a tool call: "httpx instead of requests", "requests 말고 httpx",
"utilise pathlib, pas os.path" refuse a Python module in the code written (``no_module:NAME``); a call that installs
that very package (``pip install requests``, ``uv add requests``, ``poetry add requests``) sets up the refused
library, and breaks the rule as its import would.

Why a module of its own: the code reader judges the code a reply or a file holds; an install is a tool call, read by
the tool rules. This turns each refused top-level package name into the install commands that add it. A dotted name
(``os.path``) or a standard-library module is no package one installs, and gives none.
"""
from __future__ import annotations

import sys

from memlock_core.compliance.check import ToolRule

__all__ = ["install_rules"]

_INSTALLERS = ("pip install", "pip3 install", "uv add", "uv pip install", "poetry add", "pipenv install", "conda install")


def install_rules(code_style: tuple[str, ...]) -> list[ToolRule]:
    """One ``command`` rule per refused installable package named by ``no_module:NAME`` tokens."""
    names = [s[10:] for s in code_style if s.startswith("no_module:")]
    packages = [n for n in names if n.replace("_", "-").replace("-", "").isalnum() and "." not in n
                and n not in sys.stdlib_module_names]
    if not packages:
        return []
    return [ToolRule("command", commands=tuple(f"{i} {p}" for p in dict.fromkeys(packages) for i in _INSTALLERS))]
