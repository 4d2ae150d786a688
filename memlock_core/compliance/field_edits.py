"""A rule on one kind of value inside a file, not on the file ("don't change prices in products.csv without
asking", "ne modifie pas les prix dans tarifs.csv", "keine Preise in preise.yaml ändern", "no cambies los
precios en catalogo.csv", "non toccare i prezzi in listino.csv", "products.csv の価格は変えないで").

The write rule read from such a text protects the whole file, so an edit that fixes a typo in a description
was a broken rule. When the value the rule names is a number by nature (a price, an amount, a rate, a
quantity...), an edit whose old and new text hold the same numbers changed none of them: the rule is obeyed.
An edit that does change one is the rule's, unless the user's turn names the very value written ("set the mug
to 14.50": the user asked for that price). A call whose old text is unknown (a whole file written, a shell
command) is left to the write rule."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from memlock_core.regex_cache import rx

__all__ = ["field_edit_verdict"]

# values that are numbers by nature, in English, French, German, Spanish, Italian, Portuguese, Japanese, Chinese
_FIELD = (r"(?:prices?|pricing|costs?|amounts?|rates?|fees?|salar(?:y|ies)|wages?|quantit(?:y|ies)|stock\s+levels?|"
          r"totals?|tax(?:es)?|discounts?|numbers?|figures?|"
          r"prix|tarifs?|montants?|co[uû]ts?|quantités?|remises?|"
          r"Preise?n?|Beträge?|Kosten|Mengen?|Gebühren|Rabatte?|"
          r"precios?|importes?|montos?|costos?|tarifas?|cantidad(?:es)?|descuentos?|"
          r"prezz[oi]|importi|costi|quantità|sconti|pre[çc]os?|quantidades?|"
          r"価格|値段|金額|単価|料金|数量|价格|金额|单价|数量)")
_IN = r"(?:in|of|within|inside|dans|de|du|des|en|im|in\s+der|in\s+den|del|de\s+la|nel|nei|nella|di|no|na|do|da)"
_FILE = r"[`'\"]?([\w./-]+\.[A-Za-z]{2,5})[`'\"]?"
_RULE = rx(rf"(?<![\w./-]){_FIELD}(?![\w.-])\s+{_IN}\s+(?:the\s+|le\s+|la\s+|les\s+|el\s+|il\s+|o\s+|a\s+)?{_FILE}|"
           rf"{_FILE}\s*(?:の|里的|中的|的|内の)\s*{_FIELD}", re.I)
_NUMBER = rx(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w])")


def _fields_of(rule_text: str) -> list[str]:
    """The files whose numeric values the rule keeps (none when it names no such value in a file)."""
    out = []
    for m in _RULE.finditer(rule_text):
        out.append(m.group(1) or m.group(2))
    return [f for f in out if f]


def _edits(args: Any) -> list[tuple[str, str, str]]:
    """(path, old, new) of an edit tool's call; [] when the call writes a whole file or is no edit."""
    if not isinstance(args, dict):
        return []
    path = args.get("file_path") or args.get("path") or ""
    if not isinstance(path, str):
        return []
    if isinstance(args.get("old_string"), str) and isinstance(args.get("new_string"), str):
        return [(path, args["old_string"], args["new_string"])]
    edits = args.get("edits")
    if isinstance(edits, list) and edits and all(isinstance(e, dict) and isinstance(e.get("old_string"), str)
                                                 and isinstance(e.get("new_string"), str) for e in edits):
        return [(path, e["old_string"], e["new_string"]) for e in edits]
    return []


def field_edit_verdict(rule_text: str, args: Any, user_message: str | None) -> tuple[str, str] | None:
    """("obeyed", why) or ("asked", the user's words) for an edit of a file whose numeric values the rule keeps, when the edit changes
    none of them or only to values the user's turn names; None when the rule or the call is not of this kind
    (the write rule's verdict stands)."""
    files = _fields_of(rule_text) if isinstance(rule_text, str) else []
    edits = _edits(args)
    if not files or not edits:
        return None
    if not all(any(p == f or p.endswith("/" + f.lstrip("./")) for f in files) for p, _o, _n in edits):
        return None
    changed: list[str] = []
    for _p, old, new in edits:
        diff = Counter(_NUMBER.findall(new)) - Counter(_NUMBER.findall(old))
        gone = Counter(_NUMBER.findall(old)) - Counter(_NUMBER.findall(new))
        if gone and not diff:
            return None  # a value removed: a row deleted, not a value changed (the write rule reads it)
        changed += list(diff)
    if not changed:
        return "obeyed", "edits the file without changing any of the values the rule keeps"
    said = set(_NUMBER.findall(user_message or ""))
    if all(c in said for c in changed):
        return "asked", (user_message or "").strip()[:120]  # (the turn that names the value written)
    return None
