"""Errors thrown away in Go code: "handle errors in Go examples, never discard err with _", "sempre trate erros nos
exemplos de Go, nada de ignorar err com _", "n'ignore jamais les erreurs en Go", "Fehler in Go nie mit _ verwerfen",
"Goのサンプルでerrを_で無視しないで".

Why a module of its own: Go returns an error as a value, and the blank identifier discards it: ``data, _ :=
os.ReadFile(p)``, ``_ = f.Close()``. The rule names errors (err, erreurs, Fehler, errores, erros, エラー) and a way of
dropping them (ignore, discard, swallow, the blank identifier ``_``) under a negation, or asks for errors handled
beside ``_``. The check (``no_ignored_err``) reads the reply's Go blocks: a call whose result's last value is the
blank identifier, or a call's single result assigned to ``_``. ``for _, v := range xs`` (the index dropped) and
``v, _ := m[k]`` (a map's ok) drop no error and stay fine. No Go code: not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["TOKEN", "go_error_verdict", "parse"]

TOKEN = "no_ignored_err"
_ERRORS = rx(r"(?<![A-Za-z])(?:errors?|errs?|erreurs?|Fehler\w*|errores|erros?|errori)(?![A-Za-z])|エラー|에러|오류|错误", re.I)
_DROP = rx(r"\b(?:ignor\w*|discard\w*|swallow\w*|drop\w*|throw\w*\s+away|blank\s+identifier|verwerf\w*|verwirf|"
           r"descart\w*|scart\w*|négliger|jeter)\b|(?:^|\s|[^\x00-\x7f])`?_`?(?:\s|$|[.,;)]|[^\x00-\x7f])|無視|捨て|무시|忽略", re.I)
_NEG = rx(r"\b(?:never|don'?t|do\s+not|no|not|avoid|jamais|ne|pas|nie|niemals|nicht|kein\w*|nunca|nada\s+de|no|"
          r"mai|non|não|sem|sin|sans|ohne|handle|trate|traite|gestisci|behandl\w*|maneja\w*|check)\b|しない|しないで|禁止|"
          r"ないで|하지\s*마|不要", re.I)
_GO = rx(r"(?<![A-Za-z])go(?:lang)?(?![A-Za-z])", re.I)


def parse(clause: str) -> list[str]:
    """``[no_ignored_err]`` when the clause bans errors dropped (in Go, or by Go's blank identifier); [] otherwise."""
    if not (_ERRORS.search(clause) and _DROP.search(clause) and _NEG.search(clause)):
        return []
    if not (_GO.search(clause) or re.search(r"(?:^|\s|[^\x00-\x7f])`?_`?(?:\s|$|[.,;)]|[^\x00-\x7f])", clause)):
        return []
    return [TOKEN]


_DISCARD = rx(r"^\s*(?:(?:var\s+)?[\w.]+\s*,\s*)+_\s*:?=\s*(?:<-\s*)?[\w.]+(?:\[[^\]\n]*\])?\s*\(|"
              r"^\s*_\s*=\s*[\w.]+(?:\[[^\]\n]*\])?\s*\(", re.M)


def _go(info: str, body: str) -> bool:
    return info in ("go", "golang") or (not info and bool(re.search(r"^\s*(?:package\s+\w+|func\s)|:=", body, re.M)))


def go_error_verdict(blocks: list[tuple[str, str]]) -> Finding:
    """BROKEN when a Go block drops a call's error with ``_``; OBEYED when none does; not applicable without Go."""
    go = [body for info, body in blocks if _go(info, body)]
    if not go:
        return NOT_APPLICABLE, "no Go code"
    for body in go:
        found = _DISCARD.search(body)
        if found:
            line = body[found.start():].lstrip("\n").split("\n")[0].strip()
            return BROKEN, f"an error discarded with _: \"{line[:60]}\""
    return OBEYED, "no error discarded in the Go code"
