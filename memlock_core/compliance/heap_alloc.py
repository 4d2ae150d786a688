"""Dynamic allocation refused in C code: "C for our MCU — no malloc/free or any dynamic allocation. Static buffers
only.", "pas d'allocation dynamique en C", "keine dynamische Speicherallokation im C-Code", "sin asignación dinámica
de memoria en C", "C では動的メモリ確保は禁止", "C 代码里不要动态分配内存".

Why a module: the rule names a class of calls (the allocator's family), not one call in backticks, and often names it
by a noun ("dynamic allocation", "heap allocation"); the call readers need the call written as code. Each allocator
call of C's standard library becomes a ``no_token:c:NAME`` requirement (:mod:`code_tokens`), judged on C code only
(a fenced block tagged c or h, or a C++ one when the rule names C++ too), so a Python or MicroPython answer is not
applicable. A rule that names no C at all but speaks of firmware or a microcontroller means C code as well.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

ALLOCATORS = ("malloc", "calloc", "realloc", "free")

_ALLOC = rx(r"\b(?:malloc|calloc|realloc)\b|"
            r"\b(?:dynamic|heap)\s+(?:memory\s+)?allocations?\b|\bheap\s+(?:memory|usage|use)\b|\bno\s+heap\b|"
            r"\ballocations?\s+(?:dynamiques?|on the heap)\b|\bdynamische\w*\s+(?:Speicher)?(?:allokation|zuweisung|"
            r"speicherverwaltung|reservierung)\w*|\bHeap-?(?:Speicher|Allokation)\w*|"
            r"\basignaci[oó]n\s+din[aá]mica\b|\baloca[çc][ãa]o\s+din[aâ]mica\b|\ballocazione\s+dinamica\b|"
            r"動的(?:な)?(?:メモリ)?(?:確保|割り当て|割当)|动态(?:内存)?分配|堆(?:内存)?分配", re.I)
_REFUSE = rx(r"\b(?:no|not|never|don'?t|do not|avoid|without|ban(?:ned)?|forbid\w*|pas d[e']|jamais|sans|aucune?|"
             r"kein\w*|nie|niemals|nicht|ohne|sin|nada de|nunca|sem|nenhum\w*|niente|senza|mai)\b|"
             r"禁止|しない|しないで|使わ|不要|别|不得|勿", re.I)
_C = rx(r"(?<![\w#+.-])(?-i:C)(?![\w#+]|\+\+)|\bC-?(?:Code|code|Programm\w*)\b|\bem C\b|\ben C\b|\bin C\b", re.I)
_CPP = rx(r"\bC\+\+|\bcpp\b", re.I)
_EMBEDDED = rx(r"\b(?:firmware|mcu|microcontroll\w*|micro-?controll\w*|embedded|bare[- ]metal|mikrocontroll\w*|"
               r"microcontrôleur\w*|microcontrolador\w*)\b|マイコン|单片机|嵌入式|組み込み", re.I)


def alloc_tokens(text: str) -> list[str]:
    """``no_token:LANG:CALL`` for each allocator call a rule refusing dynamic allocation in C rules out."""
    if not isinstance(text, str):
        return []
    found = _ALLOC.search(text)
    if not found or not _REFUSE.search(text[max(0, found.start() - 40):found.end() + 20]):
        return []
    langs = [lang for lang, pattern in (("c", _C), ("cpp", _CPP)) if pattern.search(text)]
    if not langs and _EMBEDDED.search(text):
        langs = ["c", "cpp"]
    if not langs:
        return []
    return [f"no_token:{lang}:{name}" for lang in langs for name in ALLOCATORS]
