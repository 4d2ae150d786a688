"""Access allowed by one route only: "all prod DB access goes through the bastion, never psql straight to prod-db",
"la base de prod uniquement via le bastion, jamais de psql direct", "Prod-DB nur über den Bastion-Host", "a la base de
producción solo por el bastión", "本番DBには踏み台経由でのみ接続して".

Why a module of its own: the host reader reads the host kept off ("prod-db") and breaks every call that reaches it, the
allowed route too: ``ssh bastion 'psql -h prod-db ...'`` runs the client on the bastion, and ``ssh -J bastion prod-db``
jumps through it, as the rule asks. The route is read as a host pattern (``*bastion*``, ``*jump*``) kept in the rule's
``requires``; a call that reaches the host from inside an ssh session to the route, or through it as a jump host, is
not the direct access the rule forbids.
"""
from __future__ import annotations

import fnmatch
import posixpath
import re
from typing import Sequence

from memlock_core.compliance.intent.action import CONNECT, EXEC, PRIVILEGE, Action
from memlock_core.regex_cache import rx

__all__ = ["only_by_route", "route_hosts", "not_through_route"]

# "only" said of the route ("goes only through the bastion", "uniquement par le bastion", "solo a través del bastión",
# "nur über den Bastion-Host"): the route is what is required, not the host the only one allowed
_ONLY_ROUTE = rx(r"\b(?:only|solely|exclusively|uniquement|seulement|exclusivement|nur|ausschließlich|solo|sólo|"
                 r"solamente|únicamente|apenas|somente|soltanto|esclusivamente)\b\W{0,3}(?:\w+\W+){0,1}?$", re.I)

_ROUTE = rx(r"\b(?:through|via|over|par|über|uber|por|pelo|tramite|attraverso|a\s+trav[ée]s\s+del?|"
            r"en\s+passant\s+par)\s+(?:the\s+|a\s+|our\s+|le\s+|la\s+|l'|"
            r"den\s+|die\s+|dem\s+|el\s+|il\s+|o\s+)?(?P<w>bastion\w*|bastión|bastione|basti[aã]o|jump[\s-]?(?:host|box|server)|"
            r"jumphost|jumpbox|Sprung(?:host|server))|(?P<j>踏み台|跳板机|堡垒机)", re.I)
_SSH = frozenset({"ssh", "autossh", "mosh"})


def route_hosts(text: str) -> tuple[str, ...]:
    """The host patterns of the route ``text`` says access goes through; () when it names none."""
    out: list[str] = []
    for m in _ROUTE.finditer(text):
        word = (m.group("w") or "").lower()
        if word.startswith(("bastion", "bastión", "bastione", "bastiao", "bastião")) or m.group("j") in ("堡垒机",):
            out.append("*bastion*")
        else:
            out += ["*jump*", "*bastion*"]
    return tuple(dict.fromkeys(out))


def _on_route(host: str, route: Sequence[str]) -> bool:
    bare = host.rsplit("@", 1)[-1].split(":", 1)[0].lower()
    return any(fnmatch.fnmatch(bare, p) for p in route)


def not_through_route(actions: Sequence[Action], route: Sequence[str]) -> list[Action]:
    """``actions`` less what runs inside an ssh session to the route (its remote command's actions) and the hosts an
    ssh reaches with the route as its jump host (``-J bastion``)."""
    out: list[Action] = []
    inside = ""  # the remote command of the latest ssh session to the route
    for a in actions:
        if a.kind in (EXEC, PRIVILEGE) and a.argv and posixpath.basename(a.argv[0]) in _SSH:
            args = list(a.argv[1:])
            jump = any(x in ("-J",) and i + 1 < len(args) and _on_route(args[i + 1], route) for i, x in enumerate(args)) \
                or any(re.match(r"-J\S+|-oProxyJump=|ProxyJump=", x) and _on_route(re.split(r"=|-J", x)[-1], route)
                       for x in args)
            target = next((x for x in args if not x.startswith("-") and _on_route(x, route)), "")
            inside = " ".join(args) if (target or jump) else ""
            out.append(a)
            continue
        if inside and a.kind in (EXEC, PRIVILEGE) and not all(x in inside for x in a.argv):
            inside = ""  # a command of its own after the session (`ssh bastion uptime && psql -h prod-db`)
        if inside and (a.kind != CONNECT or (a.host and a.host in inside)):
            continue
        out.append(a)
    return out


def only_by_route(text: str) -> bool:
    """Is the "only" of ``text`` said of the route ("only through the bastion"), not of a host?"""
    return any(_ONLY_ROUTE.search(text[max(0, m.start() - 40):m.start()]) for m in _ROUTE.finditer(text))
