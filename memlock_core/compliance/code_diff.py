"""More than the change: a reply that shows a diff and then the whole function or file again, or one that announces
"here is the complete file" - read for "show only the diff, not the whole file", "seulement le diff", "nur den Diff",
"solo el diff", "差分だけ".

Two marks, each read on the reply alone (the user's original is often not in the message):

* a diff block (tagged ``diff`` / ``patch``, or ``+`` / ``-`` lines) followed by another block that repeats the diff's
  added lines among more lines than the diff changed: the whole thing again;
* a block the reply's own words present as the whole file or function ("the full file after the change", "Voici le
  fichier complet", "die vollständige Datei", "la función completa queda así", "ファイル全体"), in the line or two
  before it.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import CodeBlock, parse
from memlock_core.regex_cache import rx

_WHOLE = rx(
    r"\b(?:full|whole|entire|complete|updated|final)\s+(?:\w+\s+)?(?:file|module|function|class|script|code|version|"
    r"listing)\b|\b(?:file|function|module|script)\s+(?:in\s+full|after the change)\b|"
    r"\b(?:fichier|module|script|code)\s+(?:\w+\s+)?(?:complet|entier)\b|\bfonction\s+(?:\w+\s+)?(?:complète|entière)\b|"
    r"\b(?:vollständige|ganze|komplette|gesamte)\w*\s+(?:\w+\s+)?(?:Datei|Funktion|Modul|Skript|Code)\b|"
    r"\b(?:archivo|fichero|módulo|script|código)\s+(?:\w+\s+)?(?:completo|entero)\b|\bfunción\s+(?:\w+\s+)?(?:completa|entera)\b|"
    r"(?:ファイル|関数|コード)全体|全体(?:像)?(?:は|を)?(?:こちら|以下)|完整(?:的)?(?:文件|函数|代码)", re.I)


def _diff_block(block: CodeBlock) -> bool:
    return block.info.lower() in ("diff", "patch") or (
        bool(re.search(r"^[+-](?![+-])", block.body, re.M)) and bool(re.search(r"^\+", block.body, re.M)))


def _rows(body: str) -> list[str]:
    return [r.strip() for r in body.splitlines() if r.strip()]


def repeated_whole(text: str) -> str | None:
    """Why the reply shows more than the change (a repeat after a diff, or a block announced as whole), or None."""
    blocks = parse(text).code
    diffs = [b for b in blocks if _diff_block(b)]
    for diff in diffs:
        added = [r[1:].strip() for r in diff.body.splitlines() if r.startswith("+") and not r.startswith("+++")
                 and r[1:].strip()]
        changed = len([r for r in diff.body.splitlines() if r[:1] in "+-" and not r.startswith(("+++", "---"))])
        for other in blocks:
            if other is diff or _diff_block(other):
                continue
            rows = _rows(other.body)
            if added and all(a in rows for a in added) and len(rows) > changed + 1:
                return f"the diff, then {len(rows)} lines of the whole code again"
    for block in blocks:
        if _diff_block(block):
            continue
        at = text.find(block.body)
        fence = text.rfind("```", 0, at) if at > 0 else -1
        before = text[:fence].rsplit("```", 1)[-1] if fence > 0 else ""
        lead = "\n".join(before.strip().splitlines()[-2:])
        if lead and _WHOLE.search(lead) and len(_rows(block.body)) >= 3:
            return f"a block given as the whole code: \"{lead.strip()[-60:]}\""
    return None


def has_diff(text: str) -> bool:
    return any(_diff_block(b) for b in parse(text).code)
