"""Quote the error first: "when you explain an error, quote the exact error message first, then explain", "cite
d'abord le message d'erreur exact", "zitiere zuerst die genaue Fehlermeldung", "cita primero el mensaje de error
exacto", "まずエラーメッセージをそのまま引用して".

The rule asks for an order: the reply opens with the error message as a quotation (a block quote, a line of inline
code, a fenced block or a quoted passage), the explanation after it. "Exact": when the user's message holds the
error, the quotation must be found in it (case and spacing aside); a paraphrase ("npm ERR! dependency conflict" for
"ERESOLVE unable to resolve dependency tree") breaks it, and so does a quotation left for the end. The replies the
rule speaks to are those that explain an error (rule_scope reads the condition).
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

ERROR_QUOTE_FIRST = "error_quote_first"

_QUOTE_VERB = (r"(?:quot\w*|cit\w*|zitier\w*|paste|repeat|reproduce|copy|reprodui\w*|répète|wiederhol\w*|"
               r"copia\w*|repite|引用|貼って|貼り付け|そのまま(?:書|載|示))")
_ERROR = (r"(?:error|erreur|fehler\w*|errores?|exception|traceback|stack ?trace|エラー|例外|错误|錯誤|报错)")
_FIRST = (r"(?:first|at the (?:start|top|beginning)|before (?:explaining|anything|you explain)|d'abord|en premier|"
          r"au début|zuerst|als erstes|am anfang|vorher|primero|al principio|antes de explicar|まず|最初に|先に|首先|先)")
RULE = rx(rf"{_QUOTE_VERB}[^.;\n]{{0,40}}?{_ERROR}[^.;\n]{{0,40}}?{_FIRST}|"
                  rf"{_QUOTE_VERB}\s+(?:\w+\s+)?{_FIRST}[^.;\n]{{0,40}}?{_ERROR}|{_FIRST}[^.;\n]{{0,30}}?{_QUOTE_VERB}"
                  rf"[^.;\n]{{0,40}}?{_ERROR}|{_FIRST}[^。\n]{{0,20}}?{_ERROR}[^。\n]{{0,20}}?{_QUOTE_VERB}|"
                  rf"{_ERROR}[^。\n]{{0,20}}?{_FIRST}[^。\n]{{0,10}}?{_QUOTE_VERB}", re.I)

_FENCE = rx(r"^\s*(`{3,}|~{3,})[^\n]*\n(?P<body>.*?)^\s*\1", re.S | re.M)
_INLINE_LINE = rx(r"^\s*`(?P<q>[^`\n]+)`\s*[.:]?\s*$")
_QUOTED_LINE = rx(r"^\s*[\"“«„'‘「](?P<q>[^\"”»“'’」\n]{3,})[\"”»“'’」]\s*[.:]?\s*$")
_LEAD = rx(r"^[^\n`>]{0,40}[:：]\s*$")  # "The error:", "Le message :", a label before the quotation


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("`", "")).strip(" .:'\"").lower()


def _opening_quote(text: str) -> str | None:
    """The quotation the reply opens with (a label line before it allowed), or None when it opens otherwise."""
    lines = [ln for ln in text.strip().splitlines()]
    start = 0
    while start < len(lines) and (not lines[start].strip() or (start == 0 and _LEAD.match(lines[start]))):
        start += 1
    if start >= len(lines):
        return None
    head = "\n".join(lines[start:])
    fence = _FENCE.match(head)
    if fence:
        return fence.group("body")
    if head.lstrip().startswith(">"):
        quoted = []
        for line in lines[start:]:
            if not line.lstrip().startswith(">"):
                break
            quoted.append(line.lstrip()[1:].strip())
        return "\n".join(quoted)
    for pattern in (_INLINE_LINE, _QUOTED_LINE):
        found = pattern.match(lines[start])
        if found:
            return found.group("q")
    return None


def verdict(text: str, user_message: str | None) -> Finding:
    """error_quote_first: the reply opens with the error message quoted, as the user got it."""
    if not text.strip():
        return NOT_APPLICABLE, "empty reply"
    quote = _opening_quote(text)
    if quote is None:
        first = text.strip().splitlines()[0][:60]
        return BROKEN, f"the reply does not open with the error quoted: \"{first}\""
    if user_message:
        wanted = _norm(user_message)
        pieces = [_norm(line) for line in quote.splitlines() if _norm(line)]
        if pieces and not all(piece in wanted for piece in pieces):
            return BROKEN, f"the quotation is not the user's error message: \"{quote.strip()[:60]}\""
    return OBEYED, f"opens with the error quoted: \"{quote.strip()[:60]}\""
