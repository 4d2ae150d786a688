"""Source rules that ask for a kind of source, or a part of each citation.

* ``cite_year``: "when you cite a source, give its year too", "quando citi una fonte metti anche l'anno",
  "Quellen immer mit Jahr": every citation in the reply (a link, a named source, an author and year) has a
  year (1900-2099) in its own sentence. A reply that cites nothing is not applicable.
* ``cve_nvd``: "link the NVD entry of any CVE you mention", "quand tu parles d'une CVE, mets le lien vers la
  fiche NVD": every CVE identifier the reply names has a link to nvd.nist.gov for that identifier (or a
  link to NVD in its sentence). A reply with no CVE identifier is not applicable.

The rule side is read from the clause's structure: a verb of adding or linking, the thing asked (a year, an
NVD link) and the occasion (citing, a CVE spoken of).
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKENS = ("cite_year", "cve_nvd")

# a year asked for: "the year", "l'anno", "l'année", "das Jahr", "el año", "o ano", "het jaar", "rok", "年份", "연도"
_YEAR_WORD = rx(r"\byears?\b|\banno\b|\bann[ée]e\b|\bjahr(?:es|eszahl)?\b|\baño\b|\bano\b|\bjaar\b|\brok(?:u)?\b|"
                        r"\bгод\w*|年份|年度|発行年|出版年|연도|년도", re.I)
# citing spoken of: "cite", "source", "reference", "citi", "fonte", "Quelle", "出典", "出处", "출처"
_CITING = rx(r"\bcit\w*|\bsources?\b|\breferences?\b|\bfonte\w*|\bfuentes?\b|\bquellen?\b|\bréférences?\b|"
                     r"\bbron(?:nen)?\b|\bźród\w*|\bисточник\w*|出典|出处|出處|来源|引用|출처|인용", re.I)
_CVE_RULE = rx(r"\bCVEs?\b", re.I)
_NVD_WORD = rx(r"\bNVD\b|nvd\.nist\.gov|\bNational Vulnerability Database\b", re.I)
# a verb of adding: "include", "add", "put", "give", "mets", "ajoute", "metti", "aggiungi", "füge", "附上", "付けて", "달아"
_ADD = rx(r"\b(?:include|add|put|give|attach|append|link|always|mets|mettez|ajoute\w*|donne\w*|metti|aggiungi|"
                  r"indica\w*|inclu\w*|añad\w*|agrega\w*|pon|poner|coloque|coloca\w*|füg\w*|gib|nenn\w*|immer|voeg\w*|"
                  r"dodaj\w*|добав\w*|укаж\w*|sempre|siempre|toujours|"
                  r"with|avec|mit|con|com|met)\b|附上|附|加上|给出|付け|添え|載せ|달아|붙여|넣어", re.I)
_NEGATION = rx(r"\b(?:no|not|never|don'?t|do not|without|pas|jamais|sans|nicht|nie|kein\w*|ohne|nunca|sin|non|"
                       r"mai|senza|não|sem|niet|nooit)\b|不要|别|別|不用|しない|ないで|지\s*마", re.I)


def parse(clause: str) -> str:
    """The token a clause asks for, or ""."""
    if _NEGATION.search(clause) or not _ADD.search(clause):
        return ""
    if _CVE_RULE.search(clause) and _NVD_WORD.search(clause):
        return "cve_nvd"
    if _YEAR_WORD.search(clause) and _CITING.search(clause):
        return "cite_year"
    return ""


_YEAR = rx(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_CVE = rx(r"\bCVE-\d{4}-\d{4,7}\b", re.I)
_SENTENCE_END = rx(r"[.!?。！？](?:\s|$)|\n")


def _sentence(body: str, start: int, end: int) -> str:
    """The sentence that holds body[start:end] (a full stop inside a URL or a number does not end it)."""
    head = max([m.end() for m in _SENTENCE_END.finditer(body, 0, start)] or [0])
    tail = _SENTENCE_END.search(body, end)
    return body[head:tail.start() + 1 if tail else len(body)]


def verdict(token: str, body: str, citations: list[tuple[int, int, str]], urls: list[str]) -> Finding:
    """``citations``: (start, end, text) of every citation in the reply's prose; ``urls``: its links' text."""
    if token == "cite_year":
        if not citations:
            return NOT_APPLICABLE, "nothing cited"
        for start, end, text in citations:
            if not _YEAR.search(_sentence(body, start, end)):
                return BROKEN, f"a source cited with no year: \"{text[:60]}\""
        return OBEYED, f"{len(citations)} source(s) cited, each with a year"
    if token == "cve_nvd":
        ids = list(dict.fromkeys(m.group(0).upper() for m in _CVE.finditer(body)))
        if not ids:
            return NOT_APPLICABLE, "no CVE named"
        nvd = [u for u in urls if re.search(r"nvd\.nist\.gov", u, re.I)]
        for cve in ids:
            if not any(cve in u.upper() for u in nvd) and not (nvd and len(ids) == 1):
                return BROKEN, f"{cve} named with no link to its NVD entry"
        return OBEYED, f"{len(ids)} CVE(s), each with its NVD link"
    return NOT_APPLICABLE, f"unknown source rule {token}"
