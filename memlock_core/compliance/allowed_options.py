"""The options of the allowed form a rule asks for: "Tests: always `pytest -q`, not `python -m unittest`",
"toujours `pytest -x`, jamais unittest", "immer `cargo test --locked` statt cargo test ohne", "usa siempre
`npm ci --ignore-scripts`, nunca npm install", "テストは必ず `pytest -q` で、unittest は使わないで".

Why a module of its own: the command readers take such a rule as a swap (the refused program forbidden, the allowed
form its exception), and the flag reader (:mod:`tool_flags`) leaves a sentence that refuses anything alone. The
allowed form's options are part of what is asked: a run of the allowed program without them (``pytest tests/``)
is not the form the rule says to use "always". Read only when the allowed form is a known program followed by
nothing but options (``pytest -q``, not ``pytest -n auto`` nor ``make test``) and its clause says "always".
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["allowed_form_flags"]

_ALWAYS = rx(r"\b(?:always|toujours|immer|siempre|sempre|altijd|zawsze|всегда)\b|必ず|常に|いつも|总是|始终|一律|항상|반드시",
             re.I)
_SPAN = rx(r"`([^`\n]{2,60})`")
# a clause that refuses: its code span is the refused form, not the one asked for
_NEG = rx(r"\b(?:not?|never|don'?t|nor|jamais|pas|ni|nie|niemals|kein\w*|nunca|jamás|nada|não|nem|mai|non|nooit|geen|"
          r"statt|anstatt|instead|au lieu|en vez|en lugar|invece)\b|ないで|ません|ではなく|じゃなく|禁止|不要|别|勿|말고|마세요|대신",
          re.I)
_CLAUSE_END = rx(r"[,;](?:\s|$)|[.!?](?:\s+|$)|[。、；，]|\s[-—–]\s")


def _clause_of(text: str, at: int) -> str:
    start = max((m.end() for m in _CLAUSE_END.finditer(text[:at])), default=0)
    end = next((m.start() + at for m in _CLAUSE_END.finditer(text[at:])), len(text))
    return text[start:end]


def allowed_form_flags(rules: Sequence[ToolRule], text: str, programs: frozenset[str]) -> list[ToolRule]:
    """``require_flag`` rules for the options of the allowed forms ``rules`` carry, said with "always" in
    ``text``; ``programs`` the programs whose options are read."""
    out: list[ToolRule] = []
    if not any(rule.intent == "command" for rule in rules):
        return out
    # the allowed forms: those the readers kept as the exception, and a code span said in a clause that asks for it
    # and refuses nothing ("Tests immer mit `pytest -q`, nie mit unittest")
    spans = [m.group(1) for m in _SPAN.finditer(text) if not _NEG.search(_clause_of(text, m.start()))]
    forms = dict.fromkeys([*(f for r in rules if r.intent == "command" for f in r.allow_commands), *spans])
    for form in forms:
        words = form.split()
        if len(words) < 2 or words[0] not in programs or not all(re.fullmatch(r"--?[A-Za-z][\w-]*", w) for w in words[1:]):
            continue
        at = text.find(form)
        if at < 0 or not _ALWAYS.search(_clause_of(text, at)):
            continue
        made = ToolRule("require_flag", commands=(words[0],), requires=tuple(words[1:]))
        if made not in out:
            out.append(made)
    return out
