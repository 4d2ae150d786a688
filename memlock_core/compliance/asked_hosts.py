"""Hosts a rule asks for rather than refuses: "When running psql, always connect to the read replica
(replica.db.internal), never the primary", "Con psql conéctate siempre a replica.db.internal, nunca a la primaria",
"psql immer gegen replica.db.internal, nie gegen den Primary", "psql は必ず replica.db.internal に接続して".

Why a module of its own: the host reader takes every host a negated rule text names as a host not to reach, and
only a host beside "only" as the allowed one. A host said in a clause of its own that asks for it ("always
connect to X") with no negation in that clause is the one place the client may go: the rule is an allow-list
(``hosts=("*",)``, ``allow_hosts`` those hosts), and the negated clause ("never the primary") names what the rest
is. A clause that both asks and refuses ("always ask before connecting to X, never X without asking") is not read.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from memlock_core.compliance.tool_rule_base import NEG
from memlock_core.regex_cache import rx

__all__ = ["asked_hosts"]

_ALWAYS = rx(r"\b(?:always|toujours|immer|siempre|sempre|altijd|zawsze|всегда|jedes ?mal|every time|each time)\b|"
             r"必ず|常に|いつも|总是|始终|一律|항상|반드시", re.I)
# a clause ends at a comma, a semicolon, a full stop, a dash, or before a negation word
_CUT = rx(r"[,;](?:\s|$)|[.!?](?:\s+|$)|[。、；，]\s*|\s[-—–]\s")
_ASK_WORDS = rx(r"\bask\w*|\bconfirm\w*|\bpermission\b|\bdemande\w*|\bfrag\w*|\bpregunt\w*|\bpergunt\w*|\bchied\w*|"
                r"確認|聞いて|許可|询问|确认|확인", re.I)


def _clauses(text: str) -> list[str]:
    return [c for c in _CUT.split(text) if c.strip()]


def asked_hosts(text: str, hosts: Sequence[str]) -> tuple[str, ...]:
    """The hosts of ``hosts`` that ``text`` asks for in a positive "always" clause (none when a negated
    clause also names them, or when no negated clause refuses anything)."""
    clauses = _clauses(text)
    if not any(NEG.search(c) for c in clauses):
        return ()
    out: list[str] = []
    for host in hosts:
        if host == "*" or "*" in host:
            continue
        said = [c for c in clauses if host.lower() in c.lower()]
        if said and all(_ALWAYS.search(c) and not NEG.search(c) and not _ASK_WORDS.search(c) for c in said):
            out.append(host)
    return tuple(out)
