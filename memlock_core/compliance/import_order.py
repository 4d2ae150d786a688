"""Python imports in groups, standard library first: "imports: stdlib, then third party, then our own, a blank line
between groups", "importは標準ライブラリ→サードパーティ→自作の順で", "标准库、第三方、本地分组导入".

A rule is read as this when it names imports and the standard library (or isort / PEP 8 import order). The code's
leading imports are grouped: standard library (the interpreter's own list of its modules), then the rest; an own
module (a relative import) last. The group of each import must not fall back to an earlier one, and two imports of
different groups must not touch without a blank line when the rule asks for blank lines between groups.
"""
from __future__ import annotations

import re
import sys

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

_IMPORTS = rx(r"(?<![A-Za-z])imports?(?![A-Za-z])|\bimportaciones\b|\bimportações\b|\bimport(?:s|e|é)?\b|"
                      r"インポート|import文|导入|導入|임포트", re.I)
_STDLIB = rx(r"\bstandard[- ]?(?:library|lib)\b|\bstdlib\b|\bisort\b|\bPEP ?8\b|標準ライブラリ|标准库|標準庫|표준 라이브러리|"
                     r"\bbiblioth[èe]que standard\b|\bstandardbibliothek\b|\bbiblioteca (?:est[áa]ndar|standard|padr[ãa]o)\b",
                     re.I)
_BLANK = rx(r"\bblank lines?\b|\bempty lines?\b|空行|空一行|빈 줄|\bligne vide\b|\bleerzeile\b|\bl[íi]nea en blanco\b|"
                    r"\blinha em branco\b|\briga vuota\b", re.I)
_LINE = rx(r"^(?:import\s+(?P<a>\.?[\w.]+)|from\s+(?P<b>\.*[\w.]*)\s+import\b)")
_STDLIB_NAMES = frozenset(sys.stdlib_module_names) | {"__future__"}


def parse(clause: str) -> str:
    """"import_order" or "import_order:blank" for a rule on the order of imports; "" otherwise."""
    if not (_IMPORTS.search(clause) and _STDLIB.search(clause)):
        return ""
    return "import_order:blank" if _BLANK.search(clause) else "import_order"


def _group(module: str) -> int:
    if module.startswith("."):
        return 2
    return 0 if module.split(".")[0] in _STDLIB_NAMES else 1


def verdict(value: str, bodies: list[str]) -> Finding:
    """The leading imports of each Python body in groups (see the module doc)."""
    seen = False
    for body in bodies:
        last: tuple[int, bool] | None = None  # the group of the import before, and whether a blank line came since
        blank = False
        for line in body.splitlines():
            stripped = line.strip()
            if not stripped:
                blank = True
                continue
            found = _LINE.match(line)
            if not found:
                if stripped.startswith(("#", '"""', "'''")) or line[:1].isspace():
                    continue
                break  # the first statement that is no import ends the leading imports
            group = _group(found.group("a") or found.group("b") or "")
            if last is not None:
                seen = True
                if group < last[0]:
                    return BROKEN, f"an import out of its group: \"{stripped[:60]}\" after a later group's import"
                if value == "blank" and group != last[0] and not blank:
                    return BROKEN, f"no blank line between import groups before \"{stripped[:60]}\""
            last, blank = (group, False), False
    return (OBEYED, "imports in their groups") if seen else (NOT_APPLICABLE, "no imports to order")
