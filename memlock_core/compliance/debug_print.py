"""A call refused for debugging only: "Pas de print() pour déboguer en Python, utilise logging", "niente print per il
debug", "no print statements for debugging", "kein print() zum Debuggen".

Why: read as a plain "no print()", the rule broke a script whose whole job was to print ("print('Bonjour')", a
multiplication table): the program's output is no debugging. The rule names its purpose; a call counts when it looks
like a debugging dump: an object's inside printed (``print(resp.json())``, ``print(row["id"])``; a bare
``print(total)`` may be the program's output), its ``repr`` or ``type``, a self-documenting
f-string (``{x=}``), a label and a value (``print("user:", user)``, ``f"user={user}"``), or a string that says so
("DEBUG", "here", "got"), or labels and values in turn (``print('item', item, 'total', total)``).

The Chinese, Japanese and Korean negations refuse the call after or before its name ("不要用 print 调试", "print で
デバッグしないで", "print로 디버깅하지 마세요") and the Romance and Germanic ones name the call as the means ("debug à
coups de print", "debuggen mit print"): `refused_debug_calls` reads both, and the call named as the means makes it a
debugging ban.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

DEBUG = "debug"

_PURPOSE = rx(r"\b(?:for|when|while)\s+debugging\b|\bdebug(?:ging)?\s+(?:prints?|output|statements?|calls?|messages?)\b|"
              r"\bpour\s+(?:le\s+)?d[ée]bog\w*|\bzum\s+debugg\w*|\bfür\s+(?:das\s+)?debugging\b|\bpara\s+depurar\b|"
              r"\bpara\s+(?:el\s+)?debug\w*|\bper\s+(?:il\s+)?debug\w*|\bdebug[^\w]{0,3}(?:用|のため)|デバッグ(?:用|のため|に)|"
              r"调试(?:用|时)", re.I)
_IMPORTS = rx(r"^\s*(?:from\s+[\w.]+\s+import\s+(?P<names>[\w, ]+)|import\s+(?P<mods>[\w., ]+))", re.M)
_ARGS = rx(r"(?<![\w.])print\s*\((?P<args>[^\n]*)\)")
_DUMP = rx(r"^\s*(?:[A-Za-z_]\w*(?:\.\w+(?:\([^()]*\))?|\[[^\]]*\])+\s*$|"  # an object's inside: resp.json(), row["id"]
           r"(?:repr|type|vars|dir)\s*\(|"
           r"[fF]?[\"'][^\"']*\{[^}]*=\}|"  # {x=}
           r"[fF][\"']\s*[\w.\[\]'\"]+\s*[=:]\s*\{|"  # f"user={user}"
           r"[\"'][^\"']*[=:]\s*[\"']\s*,|"  # "user:", user
           r"(?:[\"'][^\"']*[\"']\s*,\s*[A-Za-z_][\w.\[\]'\"]*\s*,?\s*){2,}$|"  # 'item', item, 'subtotal', subtotal
           r"[fF]?[\"']\s*(?:debug|DEBUG|Debug|here|HERE|got|GOT|>>>|\*\*\*|---))")


# debugging done BY the call, the call named as the means: "debug à coups de print", "debuggen mit print()",
# "depurar con print", "print-Debugging", "用 print 调试", "print でデバッグ", "print로 디버깅"
_CALLS = r"print|console\.log|println|var_dump|printf|puts|fmt\.Println"
_DEBUG_BY = rx(rf"\b(?:debug\w*|d[ée]bog\w*|depur\w*)\s+(?:à\s+coups?\s+de|avec\s+(?:des\s+|les\s+)?|par\s+(?:des\s+)?|"
               rf"with|using|via|by|mit|con|com|per)\s+`?(?P<a>{_CALLS})(?![\w.])|"
               rf"(?<![\w.])`?(?P<c>{_CALLS})`?(?:\s*\(\))?\s*(?:で|로|으로)?\s*(?:调试|調試|デバッグ|디버깅)|"
               rf"(?<![\w.])`?(?P<b>{_CALLS})`?(?:\s*\(\))?(?:[- ]?debugg\w*|-debug\b)", re.I)
# the refusal, before the phrase or (Japanese, Korean, Chinese) around it
_REFUSAL = rx(r"\b(?:no|not|never|don'?t|do not|avoid|pas|jamais|kein\w*|nicht|nie|niemals|nada|sin|sem|senza|niente|non|"
              r"nunca|não|geen|niet|nooit)\b|不要|别|別|不用|不准|禁止|しない|しません|やめ|禁止|하지\s*(?:마|말)|쓰지\s*(?:마|말)|금지",
              re.I)


def refused_debug_calls(clause: str) -> list[str]:
    """``no_call:NAME`` for a call the clause refuses as the means of debugging ("Pas de debug à coups de print")."""
    out: list[str] = []
    for m in _DEBUG_BY.finditer(clause):
        if _REFUSAL.search(clause[max(0, m.start() - 30):m.end() + 12]):
            out.append(f"no_call:{(m.group('a') or m.group('b') or m.group('c')).lower()}")
    return out


def debug_purpose(clause: str) -> bool:
    """The rule refuses the call for debugging only."""
    # (the call named as the means of debugging is refused for that; "print debugging", "print()-Debugging-Ausgaben"
    # names a kind of call, as "no print()" does: every print counts)
    return bool(_PURPOSE.search(clause) or any(m.group("a") or m.group("c") for m in _DEBUG_BY.finditer(clause)))


def debug_prints(body: str) -> list[str]:
    """The print calls of ``body`` that look like debugging dumps. A value computed by what the code imports
    (``print(date.today().isoformat())`` after ``from datetime import date``) is the program's output."""
    imported = {n for m in _IMPORTS.finditer(body) for n in re.findall(r"[A-Za-z_]\w*", m.group("names") or m.group("mods"))}
    out: list[str] = []
    for m in _ARGS.finditer(body):
        head = re.match(r"\s*([A-Za-z_]\w*)\.", m.group("args"))
        if _DUMP.match(m.group("args")) and not (head and head.group(1) in imported):
            out.append(m.group(0))
    return out
