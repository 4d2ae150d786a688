"""An environment to switch to before a command runs: "Never pip install into the base conda env. Always `conda
activate ds311` first.", "N'installe jamais avec pip dans l'env base, toujours `conda activate ds311` d'abord",
"Nie pip install in die base-Umgebung; immer zuerst `conda activate ds311`", "Nunca pip install en el entorno base,
siempre `conda activate ds311` primero", "base 環境に pip install しないで。必ず先に `conda activate ds311` して".

Why a module of its own: the command readers take the ban alone ("pip install" forbidden), so the install the
rule asks for, run after the activation (``conda activate ds311 && pip install xgboost``), was called broken. The
ban names where not to install and the second sentence how to get elsewhere: the rule is a ``precondition`` (the
banned command needs the activation first, in the same call or earlier in the turn), and an install that names
the refused environment itself (``conda install -n base ...``) is the ban's own act.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["activation_rules"]

_ACTIVATE = rx(r"`((?:conda|mamba|micromamba)\s+activate\s+[\w.-]+|source\s+[\w./-]*activate|\.\s+[\w./-]*activate|"
               r"workon\s+[\w.-]+|pyenv\s+(?:shell|activate)\s+[\w.-]+|poetry\s+shell|nvm\s+use\s+[\w.-]+)`")
_FIRST = rx(r"\bfirst\b|\bbefore\w*|\bd'abord\b|\bavant\b|\bzuerst\b|\bvorher\b|\berst\b|\bprimero\b|\bantes\b|"
            r"\bprima\b|\beerst\b|先に|まず|前に|之前|先|먼저", re.I)
_ALWAYS = rx(r"\b(?:always|toujours|immer|siempre|sempre|altijd)\b|必ず|常に|总是|항상|반드시", re.I)
# the environment the ban keeps installs out of: "into the base conda env", "dans l'env base", "in die base-Umgebung"
_ENV = rx(r"\b(?:into|in|to)\s+(?:the\s+)?`?(\w+(?:[.-]\w+)*)`?\s+(?:conda\s+|python\s+)?env(?:ironment)?s?\b|"
          r"\b(?:dans|sur)\s+l'env(?:ironnement)?\s+(?:conda\s+)?`?(\w+(?:[.-]\w+)*)`?|"
          r"\b(?:in\s+die|in\s+der|ins)\s+`?(\w+(?:\.\w+)*)`?[- ]?(?:conda-?)?(?:Umgebung|Env)\b|"
          r"\b(?:en|al)\s+(?:el\s+)?entorno\s+(?:conda\s+)?`?(\w+(?:[.-]\w+)*)`?|"
          r"`?(\w+(?:[.-]\w+)*)`?\s*(?:環境|env)\s*(?:に|へ)", re.I)
_INSTALLERS = {"conda": ("conda install", "mamba install", "micromamba install")}


def activation_rules(rules: Sequence[ToolRule], text: str) -> list[ToolRule] | None:
    """``rules`` with each plain command ban turned into a precondition on the activation the text asks for
    "always ... first", and the install into the refused environment by name; None when the text asks for none."""
    spans = [m for m in _ACTIVATE.finditer(text) if _FIRST.search(_sentence(text, m.start())) and
             _ALWAYS.search(_sentence(text, m.start()))]
    if not spans:
        return None
    activation = " ".join(spans[0].group(1).split())
    # (the activation's program taken for the allowed one, "... toujours `conda activate ds311`": no other way named)
    banned = [r for r in rules if r.intent == "command" and not r.hosts and not r.paths and
              all(a.split()[0] == activation.split()[0] for a in r.allow_commands)]
    if not banned:
        return None
    out: list[ToolRule] = []
    for rule in rules:
        if rule not in banned:
            out.append(rule)
            continue
        out.append(ToolRule("precondition", commands=rule.commands, requires=(activation,), consent=rule.consent))
    env = next((g for m in _ENV.finditer(text) for g in m.groups() if g), "")
    if env and env.lower() != activation.split()[-1].lower() and re.search(r"\bconda\b", text, re.I):
        named = tuple(f"{c} {flag} {env}" for c in _INSTALLERS["conda"] for flag in ("-n", "--name"))
        out.append(ToolRule("command", commands=named))
    return out


def _sentence(text: str, at: int) -> str:
    start = max((m.end() for m in re.finditer(r"[.!?;。！？](?:\s|$)|[。！？]", text[:at])), default=0)
    end = next((m.start() + at for m in re.finditer(r"[.!?;。！？](?:\s|$)|[。！？]", text[at:])), len(text))
    return text[start:end]
