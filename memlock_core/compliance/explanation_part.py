"""A limit on the explanation, apart from the example that follows it.

"max 2 sentences of explanation, then exactly one example", "au plus deux phrases d'explication, puis un exemple",
"Erklärung in höchstens 2 Sätzen, dann ein Beispiel", "como máximo 2 frases de explicación y luego un ejemplo",
"説明は2文まで、そのあと例を1つ": the sentence count is the explanation's, not the reply's (the example's own
sentences do not count), and when the rule asks for the example it must be there, once. The rule speaks to replies
that explain something (the ``explanation`` scope: a quiz or a list the user asked for is no explanation).

The parts are read from the reply's paragraphs: an example is a paragraph (or line) that an example label opens
("Example:", "For instance", "Par exemple", "Zum Beispiel", "Por ejemplo", "例えば", "例：") or a fenced code
block; the explanation is the prose before the first example. Tokens (stored in the check's ``part_limits``):
``explanation:sentences:N`` and ``explained_example:sentences:N`` (the same, and exactly one example).
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["parse_explanation_limit", "explanation_verdict"]

_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4,
      "cinq": 5, "ein": 1, "eine": 1, "einem": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "uno": 1,
      "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "due": 2, "tre": 3, "一": 1, "二": 2, "三": 3, "四": 4,
      "五": 5, "１": 1, "２": 2, "３": 3, "４": 4, "５": 5}
_NUM = r"\d{1,2}|one|two|three|four|five|une?|deux|trois|quatre|cinq|eine[mn]?|ein|zwei|drei|vier|fünf|uno|una|dos|tres|" \
       r"cuatro|cinco|due|tre|[一二三四五１２３４５]"
_MAX = r"(?:max(?:imum)?\.?|at most|no more than|up to|not more than|au plus|au maximum|pas plus de|maximum|" \
       r"höchstens|maximal|max\.|como máximo|máximo|no más de|hasta|al massimo|non più di|no máximo)"
_SENT = r"(?:sentences?|phrases?|sätze[n]?|satz|frases|oraciones|frasi|文)"
_EXPL = r"(?:explanation|explaining|explication|erklärung|explicación|spiegazione|explicação|説明)"
_LIMIT = rx(
    rf"(?:{_MAX}\s*)?(?P<n>{_NUM})\s*{_SENT}\s+(?:of\s+|d['’]\s*|de\s+|der\s+|di\s+|an\s+)?{_EXPL}|"
    rf"{_EXPL}\s*(?:は|:|：)?\s*(?:in\s+|en\s+|auf\s+)?(?:{_MAX}\s*)(?P<m>{_NUM})\s*{_SENT}|"
    rf"{_EXPL}は\s*(?P<j>{_NUM})\s*文(?:まで|以内)", re.I)
_EXAMPLE_ASKED = rx(
    r"\b(?:then|followed by|plus|and then|and|puis|suivie?s? d['’]|et|dann|danach|gefolgt von|und|luego|después|"
    r"seguido de|y|poi|e|depois)\s+(?:(?:exactly|exactement|genau|exactamente|esattamente|exatamente)\s+)?"
    r"(?:one|an?|1|un|une|ein(?:e|en)?|uno|una|um)\s+(?:single\s+|seul\s+)?"
    r"(?:example|exemple|beispiel|ejemplo|esempio|exemplo)\b|例を\s*(?:1|１|一)\s*つ", re.I)
# an example's label, at the start of a paragraph or line
_EXAMPLE_LABEL = rx(
    r"^\W*(?:examples?|e\.\s?g\.|for (?:example|instance)|par exemple|exemple|zum beispiel|beispiel|z\.\s?b\.|"
    r"por ejemplo|ejemplo|per esempio|esempio|por exemplo|exemplo|例えば|たとえば|例|举个例子|例如)\b|^\W*(?:例[：:]|例えば)",
    re.I)
_FENCE = rx(r"^\s*(?:```|~~~)")
_SENTENCE = rx(r"[^.!?。！？]+(?:[.!?。！？]+[\"'”’»)]*|$)")


def parse_explanation_limit(clause: str) -> str | None:
    """The token for a limit on the explanation ("max 2 sentences of explanation, then one example"), or None."""
    found = _LIMIT.search(clause)
    if not found:
        return None
    raw = (found.group("n") or found.group("m") or found.group("j")).lower()
    n = int(raw) if raw.isdigit() else _N.get(raw)
    if not n or n > 50:
        return None
    part = "explained_example" if _EXAMPLE_ASKED.search(clause[found.end():]) else "explanation"
    return f"{part}:sentences:{n}"


def _blocks(text: str) -> list[tuple[str, bool]]:
    """The reply's paragraphs (and labelled lines), each with whether it is an example."""
    out: list[tuple[str, bool]] = []
    fenced, code = False, list[str]()
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            body = " ".join(paragraph).strip()
            out.append((body, bool(_EXAMPLE_LABEL.match(body))))
            paragraph.clear()

    for line in text.splitlines():
        if _FENCE.match(line):
            if fenced:
                out.append(("\n".join(code), True))
                code = []
            else:
                flush()
            fenced = not fenced
            continue
        if fenced:
            code.append(line)
        elif not line.strip():
            flush()
        elif _EXAMPLE_LABEL.match(line):
            flush()
            paragraph.append(line.strip())
        else:
            paragraph.append(line.strip())
    flush()
    return out


def _sentences(body: str) -> int:
    return len([s for s in _SENTENCE.findall(body) if re.search(r"\w", s)])


def explanation_verdict(token: str, text: str) -> Finding:
    """The explanation (prose before the first example) holds at most N sentences; ``explained_example``: and one
    example follows it."""
    part, _, raw = token.split(":")
    limit = int(raw)
    blocks = [b for b in _blocks(text) if b[0].strip()]
    if not blocks:
        return NOT_APPLICABLE, "empty reply"
    first_example = next((i for i, (_, example) in enumerate(blocks) if example), len(blocks))
    explanation = " ".join(body for body, _ in blocks[:first_example])
    examples = sum(1 for _, example in blocks if example)
    count = _sentences(explanation)
    if count > limit:
        return BROKEN, f"{count} sentences of explanation (limit {limit})"
    if part == "explained_example" and examples != 1:
        return BROKEN, ("no example after the explanation" if not examples else f"{examples} examples (exactly one asked)")
    return OBEYED, f"{count} sentences of explanation" + (", then one example" if part == "explained_example" else "")
