"""``memlock-claude-hook`` / ``python -m memlock_adapters.claude_code``.

With no argument (what the installed hooks run): read one hook payload on stdin, print the hook
output JSON (or nothing), exit 0 whatever happens. Claude Code starts this process for every hook
event, before every tool call and after every reply, and waits for it; so this module imports
nothing but ``sys`` and ``time`` and asks the stdlib-only fast path (fast_path.py) first, which
ends the process at once when a fresh cache proves the event has nothing to do. Everything else
(the full path, ``status``, ``daemon``) is in entry.py.
"""
from __future__ import annotations

import sys
import time


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] != "hook":
        from .entry import main as full

        return full(argv)
    started_at = time.time()
    raw: bytes | None = None
    try:
        raw = sys.stdin.buffer.read()
        from .fast_path import decide

        if decide(raw, started_at):
            return 0
    except BaseException:  # noqa: BLE001 - the full path decides (and logs) whatever went wrong here
        pass
    from .entry import hook_main

    return hook_main(raw, started_at)


if __name__ == "__main__":
    sys.exit(main())
