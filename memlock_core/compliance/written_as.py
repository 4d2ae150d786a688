"""A name the rule says how to write ("Always write our product name as DataHub", "spell it GitHub", "Schreib den
Produktnamen immer als DataHub", "Écris toujours le nom du produit comme « DataHub »", "Escribe el nombre como DataHub",
"製品名は DataHub と表記して").

Why: ``read_word_case`` reads a name held to its capitals when the rule speaks of capitals or of writing "correctly";
a rule that shows the one right form after "as" / "als" / "comme" / "como" / "と", or after "spell it", says the same
without either word, and was read by nothing. The check is ``word_case``: the name in the reply's prose written with
other capitals ("Datahub", "DATAHUB") breaks it; the reply that does not name it is not_applicable.

The name split at its inner capitals and each part kept capitalised ("Data Hub", "Data-Hub" for "DataHub") is the
name written apart, which breaks it too (``split_forms``, read by ``reply_form.case_verdict``); a lower-case phrase
("a central data hub") is prose, not the name.

Held apart: a name that is not a cased name (a word all in lower case, "JSON"), a language or format the text is
written in ("write the script as JavaScript" names no product), a refused form ("never write it as Datahub").
"""
from __future__ import annotations

import re

from memlock_core.compliance.reply_rule_base import negated
from memlock_core.regex_cache import rx

__all__ = ["split_forms", "written_as_names"]

# a name with a capital after its first letter ("DataHub", "iPhone", "PostgreSQL"), plain or in quotes
_NAME = r"[\"“'`«„「]?\s?(?P<n>(?-i:[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*))\s?[\"”'`»“」]?"
_WRITE = r"(?:write|writing|written|spell|spelt|spelled|écri\w*|orthographi\w*|schreib\w*|geschrieben|escrib\w*|escrit\w*|scriv\w*)"
_AS = r"(?:as|als|comme|como|come|así|so)"
# "write our product name as DataHub", "spell it GitHub", "écris toujours le nom comme « DataHub »"
_LATIN = rx(rf"(?:\b{_WRITE}\b[^.;:\n]{{0,40}}?\b{_AS}|\bspell\w*\s+(?:it|this|that|the name))\s+{_NAME}(?![\w-])", re.I)
# "製品名は DataHub と表記", "名称は「DataHub」と書いて"
_CJK = rx(rf"{_NAME}\s?(?:と|で)\s?(?:表記|書|记|写|寫)")
# the rule speaks of a name (the thing written is a name, not a language the text is written in)
_NAME_NOUN = rx(r"\b(?:names?|namen|noms?|nombres?|nomi|nomes?|brands?|marken?|marques?|marcas?|products?|produkt\w*|"
                r"produits?|productos?|prodott\w*|company|firm\w*|entreprise|empresa|tools?|apps?|services?|spell\w*)\b|"
                r"名|品名|名称|製品|产品|產品|ブランド", re.I)


def written_as_names(clause: str) -> list[str]:
    """The cased names ``clause`` says to write in one form; [] when it names none or refuses the form."""
    if not _NAME_NOUN.search(clause):
        return []
    names: list[str] = []
    for found in (*_LATIN.finditer(clause), *_CJK.finditer(clause)):
        if negated(clause, found.start(), found.end()):
            continue  # "never write it as Datahub": a refused form (spelling_bans)
        name = found.group("n")
        if re.search(r"case$", name, re.I):
            continue  # "write the function names as camelCase": a naming convention (naming rules), no name
        if 2 <= len(name) <= 40 and name not in names:
            names.append(name)
    return names


def split_forms(name: str, prose: str) -> list[str]:
    """``name`` written in ``prose`` as parts split at its inner capitals, each part as the name writes it ("Data Hub",
    "Data-Hub" for "DataHub"); a name with no inner capital after a lower-case letter has no such parts."""
    parts = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name)
    if len(parts) < 2 or "".join(parts) != name or any(not p[:1].isupper() for p in parts):
        return []
    pattern = r"[ -]".join(re.escape(p) for p in parts)
    return re.findall(rf"(?<![\w.-]){pattern}(?![\w-])", prose)
