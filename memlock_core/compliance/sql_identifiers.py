"""SQL identifiers in lower case: "SQL keywords in UPPERCASE, identifiers lowercase", "Bezeichner klein", "noms de
tables en minuscules", "identificadores en minúsculas".

Why a module of its own: the keyword half of such a rule was read (``sql_upper``) and the identifier half dropped,
so ``FROM Orders`` passed. Here an identifier is a name in the SQL that is no keyword, no function called (``COUNT(``)
and no quoted string; one written with a capital and a small letter (``Orders``, ``userId``) breaks the rule. A name
in capitals alone is left alone: it may be a keyword of a dialect this list does not hold.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKEN = "sql_ident_lower"

_IDENT_WORD = (r"(?:identifiers?|table (?:and column )?names|column names|names of (?:tables|columns)|bezeichner|"
               r"tabellennamen|spaltennamen|identifiants|noms de (?:tables?|colonnes?)|identificadores|nombres de "
               r"(?:tablas?|columnas?)|identificatori|nomi (?:di|delle) (?:tabelle|colonne))")
_LOWER_WORD = (r"(?:lower[- ]?case|in small letters|small|minuscules?|en minuscules|kleinbuchstaben|klein(?:geschrieben)?|"
               r"min[úu]sculas?|en min[úu]sculas|minuscol\w*)")
_RULE = rx(rf"\b{_IDENT_WORD}\s+(?:(?:are|is|in|en|im|sind|in)\s+|should be\s+|must be\s+)?{_LOWER_WORD}\b|"
           rf"\b{_LOWER_WORD}\s+(?:for\s+|für\s+|pour\s+(?:les\s+)?|para\s+(?:los\s+)?)?{_IDENT_WORD}\b", re.I)
_SQL = rx(r"\bsql\b", re.I)

_KEYWORDS = frozenset("""select from where group by order having limit offset join left right inner outer full cross on
as and or not null is in like ilike between case when then else end distinct insert into values update set delete create
table alter drop index primary key foreign references unique default check constraint union all exists with returning
asc desc true false interval cast over partition rows range view if replace add column rename to truncate grant revoke
begin commit rollback transaction int integer bigint smallint text varchar char date time timestamp timestamptz boolean
serial bigserial numeric decimal real double precision float json jsonb uuid any some fetch first next only natural
lateral window filter within nulls current_date current_timestamp now count sum avg min max coalesce""".split())
_NAME = rx(r"(?<![\w.\"'`])[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*(?![\w\"'`])")
_QUOTED = rx(r"'(?:[^'\n]|'')*'|\"[^\"\n]*\"|`[^`\n]*`|--[^\n]*")


def parse(clause: str) -> bool:
    """The rule asks SQL identifiers in lower case (the rule names SQL somewhere in the clause)."""
    return bool(_SQL.search(clause) and _RULE.search(clause))


def verdict(texts: list[str]) -> Finding:
    """Every identifier of the SQL ``texts`` written without a capital beside small letters."""
    if not texts:
        return NOT_APPLICABLE, "no SQL in the reply"
    seen = 0
    for sql in texts:
        body = _QUOTED.sub(" ", sql)
        for found in _NAME.finditer(body):
            if re.match(r"\s*\(", body[found.end():]):
                continue  # a function called: COUNT(*), now()
            for part in found.group(0).split("."):
                if part.lower() in _KEYWORDS:
                    continue
                seen += 1
                if part != part.lower() and part != part.upper():
                    return BROKEN, f"SQL identifier not in lower case: \"{part}\""
    return (OBEYED, "SQL identifiers in lower case") if seen else (NOT_APPLICABLE, "no SQL identifier")
