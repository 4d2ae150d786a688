"""Reply-rule clauses about spelling: the English variety (en-GB, en-US, ...), European or Brazilian
Portuguese, and names written with their own casing.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import german_spelling, spanish_variety
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.reply_rule_base import QUOTED_ANY, Clause, negated
from memlock_core.compliance.spelling_rule import read_spelling
from memlock_core.compliance.written_as import written_as_names
from memlock_core.regex_cache import rx

_SPELLING = rx(
    r"\b(?P<v>british|uk|u\.k\.|english \(uk\)|en[-_]gb|commonwealth|american|us|u\.s\.|english \(us\)|en[-_]us|"
    r"canadian|en[-_]ca|australian|aussie|en[-_]au|new zealand|nz|kiwi|irish|south african)"
    r"(?:[- ]english)?\s+(?:spellings?|orthography|conventions|english|style)\b"
    r"|\b(?:spell|spelling|spellings|orthographe|rechtschreibung|schreibweise|ortografía)\b[^.;\n]{0,30}?"
    r"\b(?P<w>british|uk|american|us|canadian|australian|britannique|américaine|americaine|canadienne|australienne|"
    r"britische[rn]?|amerikanische[rn]?|kanadische[rn]?|australische[rn]?|británica|estadounidense|americana|canadiense|"
    r"australiana)\b"
    r"|\b(?P<x>britannique|américaine|britische[rn]?|amerikanische[rn]?|británica|americana|estadounidense)\b[^.;\n]{0,5}"
    r"(?:orthographe|rechtschreibung|schreibweise|ortografía)"
    r"|(?P<y>イギリス|英国|アメリカ|米国)(?:英語|式)?(?:の)?(?:綴り|つづり|スペル)"
    r"|\b(?P<z>-ise|-ize|-our|-or)\b[^.;\n]{0,20}?\bspellings?"
    r"|(?P<o>-ise)\s*(?:,\s*)?(?:not|never|rather than|instead of|over)\s*-ize\b"
    r"|(?P<p>-ize)\s*(?:,\s*)?(?:not|never|rather than|instead of|over)\s*-ise\b", re.I)

_PT_VARIETY = rx(r"(?P<pt>portugu[eê]s\s+(?:europeu|de\s+portugal)|\bpt[-_]pt\b|(?:norma|ortografia)\s+(?:europeia|de\s+"
                         r"portugal)|portugais\s+(?:du\s+portugal|européen)|europäisches\s+portugiesisch|"
                         r"portugués\s+(?:de\s+portugal|europeo)|portoghese\s+(?:europeo|del\s+portogallo)|"
                         # English: "European Portuguese", "Portuguese from Portugal", "Portuguese (Portugal)"
                         r"\b(?:european|continental|portugal)\s+portuguese\b|\bportuguese\s+(?:from|of|as\s+in)\s+portugal\b|"
                         r"\bportuguese\s*\(\s*(?:portugal|pt|europe|european)\s*\))|(?P<br>portugu[eê]s\s+(?:do\s+brasil|brasileiro)|\bpt[-_]br\b|"
                         r"(?:ortografia|norma)\s+brasileira|portugais\s+(?:du\s+brésil|brésilien)|"
                         r"brasilianisches\s+portugiesisch|portugués\s+(?:de\s+brasil|brasileño)|"
                         r"portoghese\s+(?:brasiliano|del\s+brasile)|\bbrazilian\s+portuguese\b|"
                         r"\bportuguese\s+(?:from|of|as\s+in)\s+brazil\b|\bportuguese\s*\(\s*(?:brazil|br)\s*\))", re.I)


_ABOUT_ME = rx(r"\b(?:i(?:'m| am)\s+(?:learning|studying)|i\s+(?:speak|learn|study)|je\s+parle|j['’]apprends|ich\s+(?:lerne|spreche)|"
              r"estou\s+(?:aprendendo|a\s+aprender)|aprendo|falo|hablo|estoy\s+aprendiendo|sto\s+imparando|parlo)\s+$", re.I)


def _pt_variety(clause: str) -> list[Clause]:
    """"Use a ortografia do português europeu, não a brasileira", "Responda sempre em português do Brasil"."""
    found = _PT_VARIETY.search(clause)
    if not found or negated(clause, found.start(), found.end()) or _ABOUT_ME.search(clause[max(0, found.start() - 30):found.start()]):
        return []  # "I'm learning Brazilian Portuguese, answer in English": the user's own, no demand on the reply
    return [Clause("spelling", "must", "pt-PT" if found.group("pt") else "pt-BR", words=found.group(0))]


def read_spelling_variety(clause: str) -> list[Clause]:
    pt = _pt_variety(clause)
    if pt:
        return pt
    spanish = spanish_variety.rule_variety(clause)  # "español de España, no latino": the variety's markers
    if spanish:
        return [Clause("spelling", "must", spanish[0], words=spanish[1])]
    reform = german_spelling.REFORM_RULE.search(clause)
    # "kein ß nach kurzem Vokal": the refusal is of ß, the reform is what is asked
    if reform and (re.search(r"vokal|vowel", reform.group(0), re.I) or not negated(clause, reform.start(), reform.end())):
        return [Clause("spelling", "must", "de-1996", words=reform.group(0))]
    read = read_spelling(clause)
    if read:
        return [Clause("spelling", "must", read[0], words=read[1])]
    found = _SPELLING.search(clause)
    if not found:
        return []
    raw = next(g for g in found.groups() if g).lower()
    if raw.startswith(("canad", "kanad", "en-ca", "en_ca")):
        return [] if negated(clause, found.start(), found.end()) else \
            [Clause("spelling", "must", "en-CA", words=found.group(0))]
    if raw.startswith(("austral", "aussie", "en-au", "en_au")):
        return [] if negated(clause, found.start(), found.end()) else \
            [Clause("spelling", "must", "en-AU", words=found.group(0))]
    british = raw.startswith(("brit", "uk", "u.k", "english (uk", "en-gb", "en_gb", "common", "new zealand", "nz", "kiwi",
                              "irish", "south african", "イギリス", "英国",
                              "-ise", "-our"))
    if negated(clause, found.start(), found.end()):
        british = not british  # "avoid British spellings": American wanted
    return [Clause("spelling", "must", "en-GB" if british else "en-US", words=found.group(0))]


# "Always write 'GitHub', 'JavaScript' and 'PostgreSQL' with the correct capitalisation", "spell product names right:
# GitHub, JavaScript", "respecte la casse de « GitHub »", "GitHub immer in korrekter Groß-/Kleinschreibung": names
# written with exactly their capitals
_CASING = rx(r"\b(?:capitali[sz]ation|capitali[sz]ed?|capitals|casing|letter case|upper[- ]?case and lower[- ]?case|"
                     r"(?:correct|right|proper|exact) case|casse|gro(?:ß|ss)-?\s*(?:/|und)\s*kleinschreibung|"
                     r"mayúsculas(?: y minúsculas)?|maiuscole|maiúsculas)\b|大文字", re.I)
# "spell product names right", "always write product names correctly", "écris correctement les noms de produits",
# "Produktnamen immer korrekt schreiben", "escribe bien los nombres propios": the verb of writing and a "correctly"
_WRITE = (r"(?:spell\w*|write|writing|written|écri\w*|orthographi\w*|schreib\w*|geschrieben|escrib\w*|escrit\w*|"
          r"scriv\w*|scritt\w*)")
_RIGHTLY = (r"(?:right|correctly|properly|exactly|correct|official(?:ly)?|offiziell\w*|officiel\w*|oficial\w*|ufficial\w*|"
            r"correctement|exactement|correcte?s?|korrekt\w*|richtig\w*|"
            r"correctamente|correctos?|bien|correttamente|corrett[io])")
_NAME_NOUN = rx(r"(?:names?|namen|noms?|nombres?|nomi|nomes?|brands?|marken|marques?|marcas?|products?|produkt\w*|"
                        r"produits?|productos?|prodott\w*|terms?|begriffe?|termes?|términos?|termini)\b", re.I)
_SPELL_RIGHT = rx(rf"\b{_WRITE}\b[^.;:\n]{{0,30}}\b{_RIGHTLY}(?!\w)|\b{_RIGHTLY}\s+{_WRITE}\b|"
                          rf"\b(?:names?|namen|noms?|nombres?|nomi)\b[^.;:\n]{{0,25}}\b{_RIGHTLY}\s+{_WRITE}\b", re.I)
# a name with a capital inside it or after its first letter ("GitHub", "iPhone", "PostgreSQL", "macOS", "npm" is no name)
_CASED_NAME = rx(r"(?<![\w.-])(?=\w*[a-z])(?=\w*[A-Z])[A-Za-z][a-z]*[A-Z][A-Za-z0-9]*(?![\w-])")


def read_word_case(clause: str) -> list[Clause]:
    """Names the reply must write with exactly their capitals ("GitHub", never "Github" or "github")."""
    cue = _CASING.search(clause) or _SPELL_RIGHT.search(clause)
    if not cue and written_as_names(clause):  # "Always write our product name as DataHub" (written_as)
        return [Clause("case", "must", "|".join(written_as_names(clause)), words=clause.strip()[:40])]
    if not cue or negated(clause, cue.start(), cue.end()):
        return []
    if not _CASING.search(clause) and not re.match(r"spell", cue.group(0), re.I) and not _NAME_NOUN.search(clause):
        return []  # "write the code correctly in TypeScript": writing done right, no names' spelling
    head = re.split(r"\(\s*(?:not|never|pas|nicht|no)\b", clause, maxsplit=1, flags=re.I)[0]  # "(not Github, ...)"
    # the quotes read as marks, not an apostrophe inside a word ("it's 'GitHub', 'JavaScript'")
    names = [w.strip() for w in quoted_spans(head)] or [w.strip() for w in QUOTED_ANY.findall(head)] \
        or _CASED_NAME.findall(head)
    # a name the rule marks as all lower case ("npm (lowercase)") is left out (a name to hold to has a capital); the
    # others it lists are still held
    names = [n for n in names if 2 <= len(n) <= 40 and re.fullmatch(r"[\w.+#-]+", n) and n != n.lower()]
    return [Clause("case", "must", "|".join(dict.fromkeys(names)), words=cue.group(0))] if names else []
