"""A call refused for debugging only: "Pas de print() pour déboguer en Python, utilise logging", "niente print per il
debug", "no print statements for debugging", "kein print() zum Debuggen".

Why: read as a plain "no print()", the rule broke a script whose whole job was to print ("print('Bonjour')", a
multiplication table): the program's output is no debugging. The rule names its purpose; a call counts when it looks
like a debugging dump: an object's inside printed (``print(resp.json())``, ``print(row["id"])``; a bare
``print(total)`` may be the program's output), its ``repr`` or ``type``, a self-documenting
f-string (``{x=}``), a label and a value (``print("user:", user)``, ``f"user={user}"``), or a string that says so
("DEBUG", "here", "got"), or labels and values in turn (``print('item', item, 'total', total)``).

The Chinese, Japanese and Korean negations refuse the call after or before its name ("不要用 print 调试", "print で
デバッグしないで", "print로 디버깅하지 마세요"): `cjk_refused` reads them, the purpose word after the call
("print 调试", "print でデバッグ") makes it a debugging ban.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

DEBUG = "debug"

_PURPOSE = rx(r"\b(?:for|when|while)\s+debugging\b|\bdebug(?:ging)?\s+(?:prints?|output|statements?|calls?|messages?)\b|"
              r"\bpour\s+(?:le\s+)?d[ée]bog\w*|\bzum\s+debugg\w*|\bfür\s+(?:das\s+)?debugging\b|\bpara\s+depurar\b|"
              r"\bpara\s+(?:el\s+)?debug\w*|\bper\s+(?:il\s+)?debug\w*|\bdebug[^\w]{0,3}(?:用|のため)|デバッグ(?:用|のため|に)|"
              r"调试(?:用|时)|"
              # the call as the means of debugging: "print でデバッグ", "print로 디버깅", "用 print 调试"
              r"(?<![A-Za-z0-9_.])(?:print|console\.log|println)(?![A-Za-z0-9_])(?:\s*\(\))?\s*(?:で|を使って|로|으로|来|去|做)?\s*"
              r"(?:デバッグ|调试|調試|디버깅)", re.I)
# the call refused by a Chinese, Japanese or Korean negation: "不要用 print 调试", "print でデバッグしないで",
# "print は使わないで", "print로 디버깅하지 마세요", "print 사용 금지"
_CJK_REFUSED = rx(r"(?:不要|别|不|勿|禁止|禁)(?:使用|用)\s*`?(?P<zh>print|console\.log|println)(?![A-Za-z0-9_])|"
                  r"(?<![A-Za-z0-9_.])(?P<ja>print|console\.log|println)(?![A-Za-z0-9_])`?(?:\s*\(\))?\s*"
                  r"(?:は|を|で|로|으로|는|을|를)?\s*[^\n。.!?]{0,12}?"
                  r"(?:しないで|しないこと|使わないで|使わないこと|使用しない|禁止|しちゃだめ|しないでください|"
                  r"하지\s*마|하지\s*말|쓰지\s*마|쓰지\s*말|사용하지\s*마|사용하지\s*말|금지)", re.I)
_ARGS = rx(r"(?<![\w.])print\s*\((?P<args>[^\n]*)\)")
_DUMP = rx(r"^\s*(?:[A-Za-z_]\w*(?:\.\w+(?:\([^()]*\))?|\[[^\]]*\])+\s*$|"  # an object's inside: resp.json(), row["id"]
           r"(?:repr|type|vars|dir)\s*\(|"
           r"[fF]?[\"'][^\"']*\{[^}]*=\}|"  # {x=}
           r"[fF][\"']\s*[\w.\[\]'\"]+\s*[=:]\s*\{|"  # f"user={user}"
           r"[\"'][^\"']*[=:]\s*[\"']\s*,|"  # "user:", user
           r"(?:[\"'][^\"']*[\"']\s*,\s*[A-Za-z_][\w.\[\]'\"]*\s*,?\s*){2,}$|"  # 'item', item, 'subtotal', subtotal
           r"[fF]?[\"']\s*(?:debug|DEBUG|Debug|here|HERE|got|GOT|>>>|\*\*\*|---))")


def debug_purpose(clause: str) -> bool:
    """The rule refuses the call for debugging only."""
    return bool(_PURPOSE.search(clause))


def cjk_refused(clause: str) -> list[str]:
    """The calls a Chinese, Japanese or Korean clause refuses ("不要用 print 调试", "print でデバッグしないで")."""
    return [(m.group("zh") or m.group("ja")).lower() for m in _CJK_REFUSED.finditer(clause)]


def debug_prints(body: str) -> list[str]:
    """The print calls of ``body`` that look like debugging dumps."""
    return [m.group(0) for m in _ARGS.finditer(body) if _DUMP.match(m.group("args"))]
