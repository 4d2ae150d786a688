"""Audit of proposed checks: run propose_check over every rule text of the dev and opened compliance sets (never
heldout12) and list rules whose check has a part of an unexpected kind - a tool part on a rule whose cases are all
replies (units, dates, spelling), a path that does not look like a path, a host that starts with '-'.

    python -m bench.audit_parts [-v]
"""
from __future__ import annotations

import glob
import json
import re
import sys
from collections import defaultdict

from memlock_core.compliance.path_shape import approx_number, bare_slash_is_path
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule_scope import _bare_slash

_PATHLIKE = re.compile(r"^(?:[.~]?/|\*|[\w.-]*\.\w{1,8}$|[\w.*-]+/|\w:\\|\.\w|[\w*.-]+$|[a-z-]+://)")


def files() -> list[str]:
    out = sorted(glob.glob("bench/corpus/compliance2_dev*.jsonl"))
    out.append("bench/corpus/compliance2_heldout.jsonl")
    out += [f"bench/corpus/compliance2_heldout{i}.jsonl" for i in range(2, 12)]
    return [f for f in out if "heldout12" not in f]


def problems(text: str, targets: set[str]) -> list[str]:
    p = propose_check(text)
    if p is None or p.check.tool is None:
        return []
    tool = p.check.tool
    out = []
    if targets == {"reply"}:
        out.append("tool part on reply-only rule")
    for r in tool.forbid:
        out += [f"host {h!r}" for h in r.hosts if h.startswith("-")]
        for pth in r.paths:  # (an allowed path that is no path blocks nothing)
            if approx_number(pth) or \
                    (_bare_slash(pth) and not bare_slash_is_path(pth, text)) or not _PATHLIKE.search(pth):
                out.append(f"path {pth!r} ({r.intent})")
    return out


def main() -> None:
    rules: dict[str, set[str]] = defaultdict(set)
    for f in files():
        with open(f, encoding="utf-8") as fh:
            for line in fh:
                c = json.loads(line)
                rules[c["rule"]].add(c.get("target", "reply"))
    n = 0
    for text, targets in sorted(rules.items()):
        found = problems(text, targets)
        if found:
            n += 1
            print(f"- {text[:110]!r}: {'; '.join(found)}")
            if "-v" in sys.argv:
                tool = propose_check(text).check.tool  # type: ignore[union-attr]
                print("    ", json.dumps(tool.to_dict(), ensure_ascii=False)[:300])  # type: ignore[union-attr]
    print(f"{n} of {len(rules)} rules flagged")


if __name__ == "__main__":
    main()
