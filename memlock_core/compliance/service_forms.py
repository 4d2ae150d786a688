"""One service act in its several spellings: ``service nginx restart``, ``rc-service nginx restart`` and
``/etc/init.d/nginx restart`` do what ``systemctl restart nginx`` does.

Why a module of its own: a rule names the act by the command it knows ("systemctl restart 금지", "never systemctl
stop"); the older front ends put the service before the verb, so the rule's words did not match them in order.
Each is read as the ``systemctl`` run it stands for, for matching a rule's command only.
"""
from __future__ import annotations

import posixpath
from collections.abc import Sequence

__all__ = ["as_systemctl"]

_VERBS = frozenset({"start", "stop", "restart", "reload", "force-reload", "try-restart", "condrestart", "status",
                    "enable", "disable"})


def as_systemctl(argv: Sequence[str]) -> tuple[str, ...] | None:
    """The ``systemctl`` run a service command stands for (None when ``argv`` is no such command)."""
    if not argv:
        return None
    name = posixpath.basename(argv[0])
    args = [a for a in argv[1:] if not a.startswith("-")]
    if name in ("service", "rc-service") and len(args) >= 2 and args[1] in _VERBS:
        return ("systemctl", args[1], args[0], *args[2:])
    if argv[0].startswith("/etc/init.d/") and args and args[0] in _VERBS:
        return ("systemctl", args[0], name, *args[1:])
    return None
