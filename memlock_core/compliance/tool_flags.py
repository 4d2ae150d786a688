"""Rules that ask for a flag rather than forbid a command: "always run pytest with -x", "kubectl: always
pass --context staging", "deploy only with --dry-run first".

Read as a tool rule of intent ``require_flag``: ``commands`` the program it is about (``<deploy>``: any
deployment, ``*``: every program), ``requires`` the flags (``--context=staging`` a flag with its value,
``<dry-run>`` a dry run in any spelling; "use long options" is shell_options.py's rule). A call running
that program without the flag breaks it; any other call is outside it. The short and long spellings of one
option are the same flag (``-x`` is ``--exitfirst`` for pytest); the table below holds only options whose
meaning is fixed per program, so a short option it does not know is never called out; it is
shell_options.py's table (one model of short and long options).
"""
from __future__ import annotations

import posixpath
import re
from typing import Sequence

from memlock_core.compliance.ban_predicate import BAN_PREDICATE
from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.db_role import ROLE, role_breaks, role_rules
from memlock_core.compliance.negation import NEGATORS
from memlock_core.compliance.option_scope import SCOPED, scope_breaks
from memlock_core.compliance.pinned_installs import PINNED, unpinned
from memlock_core.compliance.shell_options import OPTION_PROGRAMS, long_forms
from memlock_core.regex_cache import rx

DEPLOY = "<deploy>"
DRY_RUN = "<dry-run>"
DRY_RUN_FLAGS = frozenset({"--dry-run", "--dryrun", "--what-if", "-WhatIf", "--noop", "--simulate", "--check", "--plan"})

PROGRAMS = _PROGRAMS = OPTION_PROGRAMS | frozenset({
    "kubectl", "helm", "terraform", "tofu", "ansible-playbook", "docker", "podman", "npm", "pnpm", "yarn", "cargo",
    "go", "make", "mvn", "gradle", "jest", "vitest", "mocha", "tox", "nox", "ruff", "mypy", "black", "eslint",
    "prettier", "aws", "gcloud", "az", "psql", "mysql", "ssh", "scp", "rsync", "git", "pip", "uv", "poetry"})

_ALWAYS = rx(r"\b(?:always|every time|each time|whenever|toujours|à chaque fois|immer|jedes Mal|siempre|"
                     r"cada vez|sempre|ogni volta|zawsze|altijd|всегда)\b|必ず|常に|总是|始终|一律|항상|반드시|"
                     # "kubectl only with --context staging", "nur mit --dry-run", "seulement avec -n": the flag is required
                     r"\b(?:only|nur|seulement|uniquement|s[oó]lo|só|apenas|tylko|alleen|только)\s+(?:ever\s+)?"
                     r"(?:with|mit|avec|con|com|z|met|с)\s+(?=`?-)", re.I)
_FLAG = rx(r"(?<![\w-])(--?[A-Za-z][\w-]*)(?:(?:=|[ \t]+)`?([A-Za-z0-9][\w.:/-]*))?")
# words a flag's value is never: what follows a flag in a sentence about it ("-x so it stops", "--dry-run first")
_NOT_A_VALUE = frozenset({
    "so", "to", "when", "and", "or", "then", "before", "after", "first", "always", "too", "also", "for", "on", "in",
    "with", "where", "if", "that", "which", "unless", "instead", "every", "each", "please", "pls", "as", "is", "are",
    "flag", "option", "switch", "d'abord", "avant", "pour", "et", "ou", "quand", "zuerst", "erst", "vorher", "damit",
    "und", "oder", "wenn", "primero", "antes", "para", "y", "o", "cuando", "primeiro", "e", "quando", "prima", "per",
    "eerst", "zodat", "en", "of", "one", "ones", "they", "exist", "it", "aus", "an", "ab", "durch", "mit", "laufen",
    "lancer", "ejecutar", "executar", "eseguire", "uit", "door"})
_DEPLOY_WORDS = rx(r"\bdeploy\w*|\bship\b|\broll\s*(?:it\s+)?out\b|\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|"
                           r"\bimplant\w*|\bausroll\w*|\bdeployen\b|\brilasci\w*|デプロイ|部署", re.I)
# plain negators only: "always pass --yes so it runs without prompting" still asks for --yes
# (a ban said as "X is forbidden", "rm -rf è vietato, sempre": "always" is how often, not a flag asked for)
_NEG_CLAUSE = rx(rf"\b(?:{NEGATORS}|forbidden|prohibited|banned|interdite?s?|verboten|untersagt|vietat[oaie]|"
                 rf"prohibid[oa]s?|proibid[oa]s?)\b|禁止|ないで|ません|不要|别用|勿|말고|마세요|하지\s*마", re.I)
_TOPIC = rx(r"^\s*`?([a-z][\w.-]*)`?\s*:")


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?;])\s+|(?<=[。！？])\s*|\n+", text) if s.strip()]


def required_flag_rules(text: str) -> list[ToolRule]:
    """The ``require_flag`` rules a pin's text states; none when the program or the flag is not clear."""
    topic = _TOPIC.match(text)
    rules: list[ToolRule] = []
    for sentence in _sentences(text):
        if not _ALWAYS.search(sentence) or _NEG_CLAUSE.search(sentence) or BAN_PREDICATE.search(sentence):
            continue
        flags = _flags(sentence)
        if not flags:
            continue
        head = sentence[:sentence.find(next(iter(_FLAG.finditer(sentence))).group(0))]
        programs = list(dict.fromkeys(w.lower() for w in re.findall(r"(?<![\w./-])[a-z][\w.-]*(?![\w/-])", head, re.I)
                                      if w.lower() in _PROGRAMS))
        if not programs and topic and topic.group(1).lower() in _PROGRAMS:
            programs = [topic.group(1).lower()]
        if not programs:  # "no kubectl against prod-eu; always --context staging": the one program the text names
            named = list(dict.fromkeys(w.lower() for w in re.findall(r"(?<![\w./-])[a-z][\w.-]*(?![\w/-])", text, re.I)
                                       if w.lower() in _PROGRAMS))
            programs = named if len(named) == 1 else []
        if len(programs) == 1:
            rules.append(ToolRule("require_flag", commands=(programs[0],), requires=tuple(flags)))
        elif not programs and _DEPLOY_WORDS.search(text) and all(f in DRY_RUN_FLAGS for f in flags):
            rules.append(ToolRule("require_flag", commands=(DEPLOY,), requires=(DRY_RUN,)))
    return rules or role_rules(text)  # "psql always as the read-only role `analyst`" (db_role)


def _flags(sentence: str) -> list[str]:
    out = []
    for m in _FLAG.finditer(sentence):
        flag, value = m.group(1), (m.group(2) or "").rstrip(".:/-")
        if flag.startswith("--") and value and value.lower() not in _NOT_A_VALUE:
            out.append(f"{flag}={value}")
        else:
            out.append(flag)
    return out


def mentions_flags(sentence: str) -> bool:
    """Does a sentence ask for a flag ("always pass --context staging")? Such a sentence is the way that is
    fine, not a prohibition."""
    return bool(_ALWAYS.search(sentence) and _FLAG.search(sentence) and not _NEG_CLAUSE.search(sentence)
                and not BAN_PREDICATE.search(sentence))  # "rm -rf is forbidden, always" (ban_predicate)


def _table(argv: Sequence[str]) -> dict[str, str]:
    return long_forms(argv)  # shell_options' table: one model of short and long options


def _spellings(argv: Sequence[str]) -> list[str]:
    """The call's options, each short one also as its long form (``-xq`` is ``-x -q --exitfirst --quiet``)."""
    table = _table(argv)
    out: list[str] = []
    for token in argv[1:]:
        if token == "--":
            break
        out.append(token)
        if re.fullmatch(r"-[A-Za-z]+", token):
            for letter in token[1:]:
                out.append(f"-{letter}")
                out += table.get(letter, "").split()
                if letter not in table:
                    break  # a letter the table does not know may take the rest as its value
    return out


def _has(argv: Sequence[str], flag: str) -> bool:
    name, _eq, value = flag.partition("=")
    table = _table(argv)
    names = {name, *(table.get(name[1:], "").split()[:1] if re.fullmatch(r"-[A-Za-z]", name) else ())}
    names |= {f"-{k}" for k, v in table.items() if v == name}
    tokens = _spellings(argv)
    for i, token in enumerate(tokens):
        key, eq, given = token.partition("=")
        if key not in names:
            continue
        if not value:
            return True
        given = given if eq else (tokens[i + 1] if i + 1 < len(tokens) else "")
        if given == value:
            return True
    return False


# the short names these programs are run by as their own documentation sets them up (`alias k=kubectl`)
_SHORT_NAMES = {"k": "kubectl", "tf": "terraform"}


def flag_breaks(rule: ToolRule, argv: Sequence[str], is_deploy: bool) -> str:
    """Why a program run breaks a ``require_flag`` rule ("" when it does not, or is outside it)."""
    if not argv:
        return ""
    if any(r.startswith(ROLE) for r in rule.requires):
        return role_breaks(rule, argv)
    if SCOPED in rule.requires:  # "keep kubectl in the dev namespace": another value given (option_scope)
        return scope_breaks(rule, argv)
    if PINNED in rule.requires:  # "pin versions when installing packages": a package named without one (pinned_installs)
        loose = unpinned(argv)
        return f"installs {loose} without an exact version ({' '.join(argv)[:80]})" if loose else ""
    program = posixpath.basename(argv[0])
    program = _SHORT_NAMES.get(program, program)
    if DEPLOY in rule.commands:
        if is_deploy and not DRY_RUN_FLAGS.intersection(a.split("=", 1)[0] for a in argv):
            return f"deploys ({' '.join(argv)[:80]}) without a dry run"
        return ""
    if program not in rule.commands:
        return ""
    if any(a in ("--help", "-h", "--version", "-V") for a in argv[1:2]):
        return ""
    missing = [f for f in rule.requires if not _has(argv, f)]
    if missing:
        return f"runs {' '.join(argv)[:80]} without {' '.join(m.replace('=', ' ') for m in missing)}"
    return ""
