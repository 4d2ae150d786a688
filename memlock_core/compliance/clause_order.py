"""A condition put before its main clause: "Before deleting any file, ask me", "Antes de borrar cualquier archivo,
pregúntame", "Avant de pousser, demande-moi", "Bevor du etwas löschst, frag mich". The rule readers look for the act
after the verb that governs it ("ask me before deleting"); the same sentence with its condition moved after the main
clause says the same and reads the usual way.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# a sentence that opens with a "before ..." condition and a comma, then its main clause
_CONDITION_FIRST = rx(
    r"(?P<cond>\b(?:before|prior to|antes de|avant de|avant d['’]|avant (?:chaque|tout|toute)|bevor|vor jedem|vor jeder|"
    r"prima di|antes de|innan|zanim|przed|"
    # a consent exception put first: "Unless I agree, don't touch the Dockerfile" (the gloss of "除非我同意，不要修改
    # Dockerfile"), "Sauf si je le demande, ne ...", "A menos que yo lo pida, no ..."
    r"unless\s+(?:I|you\s+have\s+my|my|me)|sauf\s+si\s+je|à\s+moins\s+que\s+je|a\s+menos\s+que\s+(?:yo\s+)?(?:te\s+)?lo|"
    r"es\s+sei\s+denn,?\s+ich)\b(?:[^,;.!?\n]|\.(?=[\w*/])){2,80}?)\s*,\s*(?P<main>(?:[^.;!?\n]|\.(?=[\w*/]))"
    r"{2,80})(?P<end>[.;!?]|$)", re.I)  # (a dot inside a file name, "config.yaml", "*.lock", is no sentence end)


def condition_last(text: str) -> str | None:
    """``text`` with every opening "before ..." / "unless ..." condition moved after its main clause; None when there is none."""
    changed = False

    def move(found: re.Match[str]) -> str:
        nonlocal changed
        start = found.start()
        if start and not re.search(r"(?:^|[.;!?]\s*)$", found.string[:start]):
            return found.group(0)  # a condition in the middle of a sentence stays
        changed = True
        main = found.group("main").strip()
        cond = found.group("cond").strip()
        return f"{main[:1].upper()}{main[1:]} {cond[:1].lower()}{cond[1:]}{found.group('end')}"

    moved = _CONDITION_FIRST.sub(move, text)
    return moved if changed else None
