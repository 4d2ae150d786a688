"""Headings refused in capitals: "no ALL-CAPS headings", "no uses títulos en mayúsculas (tipo 'INSTALACIÓN')",
"pas de titres en majuscules", "Überschriften nicht in Großbuchstaben", "見出しを大文字だけにしないで".

Why a module of its own: the heading reader saw a negation beside "títulos" and read the ban as one on every
heading, so "## Instalación" broke a rule that only refuses "## INSTALACIÓN". The rule names how the headings are
written, not whether there are any: it is read as a shape (``no_caps_headings``) judged on the headings the reply
has (markdown headings and bold lines standing in for one); a reply without any is not applicable. A heading is in
capitals when every cased letter is upper case and it holds two words of two letters or more, or one of four or
more: "API", "FAQ" or "SSH y DNS" inside a heading are names, not shouting.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import NEG
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

NO_CAPS_HEADINGS = "no_caps_headings"

# the headings named, in the languages the heading reader knows
_HEADING = rx(r"\b(?:(?:sub|section\s+)?head(?:ing|er)s?|section titles?|titles?|titres?|intertitres?|sous-titres|"
              r"(?:zwischen)?überschriften?|encabezados?|t[íi]tulos?|subt[íi]tulos|titoli|intestazioni|cabe[çc]alhos?|"
              r"koppen|kopjes|nagłówk\w*|(?:под)?заголов\w*)\b|見出し|标题|標題|제목|(?-i:\bH[1-6]s?\b)", re.I)
# written in capitals, said in words or shown ("ALL-CAPS", "en mayúsculas", "in Großbuchstaben", "大文字", "капсом")
_CAPS = rx(r"\ball[- ]?caps\b|\bcaps(?:[- ]?lock)?\b|\bin (?:all )?capitals\b|\bin capital letters\b|\ball[- ]?upper[- ]?case\b|"
           r"\b(?:in |all )?upper[- ]?case\b|\bshouting\b|"
           r"\b(?:en |tout en )?(?:majuscules|capitales)\b|\b(?:in\s+)?(?:gro(?:ß|ss)buchstaben|versalien)\b|"
           r"\b(?:en |todo en )?may[úu]sculas\b|\b(?:em |tudo em )?mai[úu]sculas\b|\bcaixa alta\b|"
           r"\b(?:in |tutto )?maiuscol[oe]\b|\b(?:in )?hoofdletters\b|\bwielkimi literami\b|"
           r"\b(?:заглавными|прописными|капсом|капслоком)\b|大文字|大写|대문자", re.I)
# one capital asked for ("a capital first letter", "mayúscula inicial"): a case style, not capitals throughout
_INITIAL = rx(r"\b(?:first|initial|each word|every word|première|premier|initiale|erste[nrs]?|anfangs\w*|primera|"
              r"primer|inicial|prima|iniziale|primeira)\b|頭文字|先頭", re.I)
_NEGATION = rx(rf"(?<![\w'])(?:{NEG})(?![\w'])|ないで|しないで|禁止|不要|别|不要用|하지\s?마", re.I)
# a word shown in capitals as the rule's example ("tipo 'INSTALACIÓN'", "like 'SETUP'")
_SHOWN = rx(r"[\"'“‘«„]\s*[^\W\d_a-z]{4,}(?:\s+[^\W\d_a-z]{2,})*\s*[\"'”’»“]")


# what may stand between the headings and the capitals said of them: no comma and no second item of a list ("no
# headings and no caps", "sin títulos ni mayúsculas" are two bans, not one on capital headings)
_APART = rx(r"[,;.:!?、，；]|\b(?:and|or|nor|ni|und|oder|noch|et|ou|y|o|e|né|nem|или|и)\b|・", re.I)


def _joined(clause: str, head: re.Match[str], caps: re.Match[str]) -> bool:
    first, second = sorted((head, caps), key=lambda m: m.start())
    between = clause[first.end():second.start()]
    return len(between) <= 30 and not _APART.search(between)


def refuses_caps(clause: str) -> bool:
    """The clause refuses headings written in capitals."""
    if _INITIAL.search(clause) or not _NEGATION.search(clause):
        return False
    heads = list(_HEADING.finditer(clause))
    caps = list(_CAPS.finditer(clause))
    if not caps:  # an example shown in capitals: "no titles like 'SETUP'"
        caps = [m for m in _SHOWN.finditer(clause)
                if m.group(0).strip("\"'“‘«„”’»").upper() == m.group(0).strip("\"'“‘«„”’»")]
    return any(_joined(clause, h, c) for h in heads for c in caps)


_WORD = re.compile(r"[^\W\d_]{2,}")


def in_capitals(heading: str) -> bool:
    """Every cased letter upper case, with two words of two letters or one of four letters or more."""
    body = re.sub(r"`[^`]*`", " ", heading)
    cased = [c for c in body if c.isalpha() and c.lower() != c.upper()]
    if not cased or any(c.islower() for c in cased):
        return False
    words = _WORD.findall(body)
    return len(words) >= 2 or any(len(w) >= 4 for w in words)


def verdict(headings: list[str]) -> Finding:
    """no_caps_headings on the headings of a reply (markdown headings and bold title lines)."""
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for heading in headings:
        if in_capitals(heading):
            return BROKEN, f"heading \"{heading.strip()[:60]}\" is in capitals"
    return OBEYED, f"{len(headings)} heading(s), none in capitals"
