"""Which host a database or cluster client reaches, when the call says it outright.

The shell reader is careful with clients such as ``psql`` and ``kubectl``: any bare argument might name the host
(``psql prod-db``), so each becomes a guessed connection. When the command gives the host explicitly
(``psql -h db-staging.internal``, a ``postgresql://app@db-staging.internal/shop`` URL, ``kubectl --context
staging``), those guesses are noise: the words of a query (``-c "... where key = 'prod_db_host'"``), a database
name, a sub-command. Kept, a rule about production flags a call that only *mentions* a production name.
This module drops the guesses of such a command and keeps the host it names.

It also tells where a command rule's host is named: a rule forbidding a program on a host or cluster ("no
kubectl against prod-eu") breaks when the call names the host to that program or to another that changes where
it goes (``kubectl config use-context prod-eu``), not when a text filter searches for the name (``| grep prod-eu``)."""
from __future__ import annotations

import posixpath
import re
from typing import Callable, Sequence

from memlock_core.compliance.intent.action import CONNECT, EXEC, PRIVILEGE, SQL, Action

# clients whose every bare argument the shell reader may guess as a host, and the options naming it for certain
_CLIENTS = {"psql": ("-h", "--host"), "pg_dump": ("-h", "--host"), "pg_restore": ("-h", "--host"),
            "pg_dumpall": ("-h", "--host"), "mysql": ("-h", "--host"), "mariadb": ("-h", "--host"),
            "mysqldump": ("-h", "--host"), "mongosh": ("--host",), "mongo": ("--host",), "redis-cli": ("-h",),
            "clickhouse-client": ("-h", "--host"), "kubectl": ("--context", "--cluster"),
            "helm": ("--kube-context",)}
_KNOWN_HOST = re.compile(r"[\w.\-\[\]:]+")  # a host written out (no variable, no command's output)
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://(?:[^@/]*@)?(\[[^\]]+\]|[^:/?#]+)", re.I)
# programs that only read, search or print text: a host's name among their arguments is a pattern, not a target
_TEXT_FILTERS = frozenset({"grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "echo", "printf", "jq",
                           "yq", "cut", "sort", "uniq", "head", "tail", "less", "more", "wc", "tr", "column", "fzf"})


def _explicit(argv: Sequence[str], options: Sequence[str]) -> list[str]:
    """The hosts ``argv`` names for certain: an option's value, or a URL's host."""
    out: list[str] = []
    for i, arg in enumerate(argv[1:], 1):
        name, eq, value = arg.partition("=")
        if name in options and eq:
            out.append(value)
        elif arg in options and i + 1 < len(argv):
            out.append(argv[i + 1])
        url = _URL.match(arg)
        if url:
            out.append(url.group(1))
    return [h for h in out if h]


def settled_connects(actions: Sequence[Action]) -> list[Action]:
    """``actions`` less the guessed connections of a client that names its host for certain."""
    out: list[Action] = []
    named: list[str] = []
    via = ""
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv:
            args = a.argv[1:] if a.kind == PRIVILEGE and len(a.argv) > 1 else a.argv
            via = posixpath.basename(args[0])
            # (a client's only: `curl http://0x0a14000f/` names no host to settle, its decoded 10.20.0.15 is the target)
            named = [h.lower() for h in _explicit(args, _CLIENTS[via])] if via in _CLIENTS else []
            if any(not _KNOWN_HOST.fullmatch(h) for h in named):
                named = []  # `psql -h $PGHOST prod`: a host it cannot know settles nothing
        elif a.kind == SQL and a.host and named:
            named.append(a.host.lower())
        if a.kind == CONNECT and named and a.via == via and a.host.lower() not in named:
            continue
        out.append(a)
    return out


def names_host(actions: Sequence[Action], hosts: Sequence[str], host_in: Callable[[str, Sequence[str]], bool]) -> bool:
    """Does the call name one of ``hosts`` where it can send a program there (not in a text filter's pattern)?"""
    for a in actions:
        if a.argv and posixpath.basename(a.argv[0]) in _TEXT_FILTERS or a.via in _TEXT_FILTERS:
            continue
        for x in (*a.argv, a.host):
            if any(host_in(t, hosts) for t in re.split(r"[=@:/,]", x) if t):
                return True
    return False
