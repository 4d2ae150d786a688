"""A library the rule refuses in code, installed by a tool call: "httpx instead of requests", "requests 말고 httpx",
"utilise pathlib, pas os.path" refuse a Python module in the code written (``no_module:NAME``); a call that installs
that very package (``pip install requests``, ``uv add requests``, ``poetry add requests``) sets up the refused
library, and breaks the rule as its import would.

Why a module of its own: the code reader judges the code a reply or a file holds; an install is a tool call, read by
the tool rules. This turns each refused top-level package name into the install commands that add it. A dotted name
(``os.path``) or a standard-library module is no package one installs, and gives none.
"""
from __future__ import annotations

import re
import sys
from typing import Callable

from memlock_core.compliance.check import ToolRule

__all__ = ["install_rules", "subcommand_in"]

_INSTALLERS = ("pip install", "pip3 install", "uv add", "uv pip install", "poetry add", "pipenv install", "conda install")


def subcommand_in(name: str, text: str, known: Callable[[str], bool]) -> bool:
    """Is ``name`` said in ``text`` as a known program's subcommand ("`git checkout` ではなく `git switch`": checkout is
    git's, no library)?"""
    return any(known(m.group(1)) for m in re.finditer(rf"(?<![\w./-])([A-Za-z][\w.-]*)\s+{re.escape(name)}(?![\w-])", text))


def install_rules(code_style: tuple[str, ...]) -> list[ToolRule]:
    """One ``command`` rule per refused installable package named by ``no_module:NAME`` tokens."""
    names = [s[10:] for s in code_style if s.startswith("no_module:")]
    packages = [n for n in names if n.replace("_", "-").replace("-", "").isalnum() and "." not in n
                and n not in sys.stdlib_module_names]
    if not packages:
        return []
    return [ToolRule("command", commands=tuple(f"{i} {p}" for p in dict.fromkeys(packages) for i in _INSTALLERS))]
