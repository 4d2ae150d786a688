""""List the columns explicitly, never SELECT *": the select lists of the SQL a reply or a file holds.

A select list is read from ``SELECT`` to its ``FROM`` at the same depth of parentheses, and split at its commas
at that depth: an item that is ``*`` or ``alias.*`` selects every column; ``COUNT(*)`` is an aggregate, not one.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import REFUSAL
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

_STAR = rx(r"\bselect\s*(?:\*|star\b)|\bselect-star\b", re.I)
_NEG_BEFORE = rx(rf"\b(?:{REFUSAL})\b[^.;\n]{{0,20}}$", re.I)
_NEG_AFTER = rx(r"^[*\s`'\"»”)]*(?:is|are|es|est|ist)?\s*(?:banned|forbidden|not allowed|off[- ]limits|verboten|"
                        r"interdit|prohibido|proibido|vietato)|^[*\s`'\"」』)]*(?:は|を)?(?:使わ|禁止|NG|避け|不可|ダメ|だめ)", re.I)
_EXPLICIT = rx(r"\b(?:list|name|spell out|write out|enumerate)\s+(?:out\s+)?(?:the\s+|all\s+|every\s+|each\s+)?"
                       r"columns?\b[^.;\n]{0,20}?\b(?:explicit\w*|by name)|\bexplicit(?:ly)?\s+(?:listed\s+|named\s+)?"
                       r"columns?\b|\bcolonnes?\s+explicites?\b|\bexplizite[n]?\s+spalten\b|\bspalten\s+explizit\b|"
                       r"\bcolumnas\s+(?:de\s+forma\s+)?explícitas?\b|\bcolunas\s+explícitas\b|"
                       r"(?:カラム|列)(?:名)?を明示", re.I)
_SQL_CONTEXT = rx(r"\bsql\b|\bquer(?:y|ies)\b|\bselects?\b|\brequêtes?\b|\babfragen?\b|\bconsultas?\b|クエリ", re.I)


def select_star_rule(clause: str) -> bool:
    """Whether ``clause`` bans ``SELECT *`` ("never SELECT *", "list the columns explicitly in SQL queries")."""
    star = _STAR.search(clause)
    if star and (_NEG_BEFORE.search(clause[max(0, star.start() - 40):star.start()]) or _NEG_AFTER.search(clause[star.end():])):
        return True
    return bool(_EXPLICIT.search(clause) and _SQL_CONTEXT.search(clause))


def _select_lists(sql: str) -> list[str]:
    lists = []
    for m in re.finditer(r"\bselect\b", sql, re.I):
        if re.search(r"\bexists\s*\(\s*$", sql[:m.start()], re.I):
            continue  # "WHERE EXISTS (SELECT * ...)": a test for a row, no column is taken
        depth, i, start = 0, m.end(), m.end()
        while i < len(sql):
            ch = sql[i]
            if ch == "(":
                depth += 1
            elif ch == ")":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and (ch == ";" or re.match(r"\bfrom\b", sql[i:i + 5], re.I) and not re.match(r"\w", sql[i - 1])):
                break
            i += 1
        lists.append(sql[start:i])
    return lists


def _items(select_list: str) -> list[str]:
    items, depth, current = [], 0, ""
    for ch in select_list:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            items.append(current)
            current = ""
        else:
            current += ch
    return [*items, current]


def select_star_verdict(sql_texts: list[str]) -> Finding:
    """No select list of ``sql_texts`` (strings and comments already blanked) takes every column."""
    seen = 0
    for sql in sql_texts:
        for select_list in _select_lists(sql):
            seen += 1
            for item in _items(select_list):
                bare = re.sub(r"^\s*(?:distinct|all|top\s+\d+)\s+", "", item.strip(), flags=re.I).strip()
                if re.fullmatch(r"(?:[\w\"`\[\]]+\.)*\*", bare):
                    return BROKEN, f"SELECT {bare} takes every column: \"{' '.join(sql.split())[:60]}\""
    if not seen:
        return NOT_APPLICABLE, "no SQL query in the reply"
    return OBEYED, f"{seen} select lists, every column named"
