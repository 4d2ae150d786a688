"""closing_summary: the reply ends with a one-line summary ("end every answer with a one-line summary", "回答の最後に1行で要約").

The rule names no label (one that does, "starting with 'Summary:'", is ``ends_with``), so the summary is read by its
shape: the reply's closing passage (its last paragraph, or its last line when it is one paragraph) is one sentence
on one line, after a body it sums up. A closing passage of several sentences or lines, or a code block, is no
one-line summary; a labelled line ("TL;DR:", "要約：", "En résumé") always is. A reply of one sentence has nothing
to sum up: not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import closing_passage, own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.part_length import split_sentences
from memlock_core.regex_cache import rx

_LABEL = rx(r"^\W*(?:tl;?dr|summary|in short|in sum|bottom line|recap|résumé|en résumé|en bref|"
                    r"zusammenfassung|fazit|kurz gesagt|resumen|en resumen|riassunto|in breve|in sintesi|resumo|"
                    r"em resumo|samenvatting|要約|まとめ|总结|摘要|要点)\b|^\W*(?:要約|まとめ|总结|摘要|要点)", re.I)


def _sentences(text: str) -> int:
    return len(split_sentences(own_text(text).strip()))


def closing_summary_verdict(text: str) -> Finding:
    body, last = closing_passage(text)
    if _sentences(text) < 2:
        return NOT_APPLICABLE, "a one-sentence reply: nothing to sum up"
    last = last.strip()
    if last.startswith("```") or last.endswith("```"):
        return BROKEN, "the reply ends with a code block, not a one-line summary"
    if _LABEL.match(last) and "\n" not in last:
        return OBEYED, f"ends with a summary line: \"{last[:50]}\""
    if "\n" in last or _sentences(last) > 1 or not body.strip():
        return BROKEN, f"no one-line summary at the end: \"{last[-60:]}\""
    return OBEYED, f"ends with a one-line passage: \"{last[:50]}\""
