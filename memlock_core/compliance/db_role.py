"""A database client to be run as one role: "when running psql, always use the read-only role `analyst`", "psql
toujours avec l'utilisateur `reader`", "psql immer mit der Rolle `readonly`", "psql siempre con el rol `lector`",
"psql は必ず `analyst` ロールで".

Why a module of its own: the flag rules (:mod:`tool_flags`) read a flag the rule spells ("--context staging"); a role
is said in words, and a call names it in several ways: ``-U analyst``, ``--username=analyst``, the user of a
connection URL (``postgresql://analyst@db/shop``), ``mysql -u analyst``. Read as a ``require_flag`` rule whose
requirement is ``<role>=NAME``; a run of the client that names another role breaks it, one that names none is left
undecided (the role may come from the environment) and so is not called out.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["ROLE", "role_breaks", "role_rules"]

ROLE = "<role>="
_CLIENTS = frozenset({"psql", "pg_dump", "mysql", "mariadb", "mysqldump", "mongosh", "mongo", "clickhouse-client",
                      "cockroach", "sqlcmd"})
_ROLE_WORD = rx(r"\brol(?:e|es|le|len)?\b|\brôle\b|\busers?\b|\butilisateur\b|\busuario\b|\bBenutzer\w*\b|"
                r"\bNutzer\b|\butente\b|\busuário\b|\baccount\b|\bcompte\b|\bcuenta\b|ロール|ユーザー|角色|用户|역할|사용자", re.I)
_ALWAYS = rx(r"\b(?:always|only|toujours|uniquement|seulement|immer|nur|siempre|s[oó]lo|sempre|solo|apenas|altijd|"
             r"zawsze|tylko)\b|必ず|常に|だけ|のみ|总是|只|항상|반드시|만", re.I)
_NAME = rx(r"`([A-Za-z_][\w$-]{1,62})`|\brol(?:e|le)?\s+[\"']?([a-z_][\w$-]{1,62})|"
           r"\b(?:user|utilisateur|usuario|Benutzer|utente)\s+[\"']?([a-z_][\w$-]{1,62})", re.I)
_NOT_A_NAME = frozenset({"read-only", "readonly", "the", "a", "an", "de", "la", "le", "el", "der", "die", "das", "il",
                         "lo", "for", "when", "psql", "mysql", "with", "avec", "mit", "con", "only", "always"})


def role_rules(text: str) -> list[ToolRule]:
    """The role rules ``text`` states: a client it names, a role word, "always"/"only", and the role's name."""
    if not (_ROLE_WORD.search(text) and _ALWAYS.search(text)):
        return []
    clients = list(dict.fromkeys(w.lower() for w in re.findall(r"[A-Za-z][\w-]*", text) if w.lower() in _CLIENTS))
    if len(clients) != 1:
        return []
    names = [n for m in _NAME.finditer(text) for n in m.groups() if n and n.lower() not in _NOT_A_NAME
             and n.lower() not in _CLIENTS]
    if len(set(names)) != 1:
        return []
    return [ToolRule("require_flag", commands=(clients[0],), requires=(ROLE + names[0],))]


_USER_OPTS = {"-U": "pg", "--username": "pg", "-u": "my", "--user": "my"}
_URL_USER = rx(r"^[a-z][\w+.-]*://([^:@/\s]+)(?::[^@/\s]*)?@", re.I)


def _role_of(argv: Sequence[str]) -> str:
    """The role a client run names ("" when it names none)."""
    for i, token in enumerate(argv[1:], 1):
        key, eq, value = token.partition("=")
        if key in _USER_OPTS:
            return value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
        if re.fullmatch(r"-U\S+", token):
            return token[2:]
        url = _URL_USER.match(value if eq else token)
        if url:
            return url.group(1)
        for part in token.split():  # a conninfo string: "host=db user=analyst dbname=shop"
            if part.startswith("user="):
                return part[5:]
    return ""


def role_breaks(rule: ToolRule, argv: Sequence[str]) -> str:
    """Why a client run breaks a role rule ("" when it names the role, or none, or is another program)."""
    wanted = next((r[len(ROLE):] for r in rule.requires if r.startswith(ROLE)), "")
    if not wanted or not argv or posixpath.basename(argv[0]) not in rule.commands:
        return ""
    role = _role_of(argv)
    if role and role != wanted:
        return f"runs {' '.join(argv)[:80]} as {role}, not {wanted}"
    return ""
