"""A quoted rule the user adopts: "Kwame posted this: "<rule>". Let's follow that too." (dev15's adoption class).

Quoted and pasted material is never the user's rule (active_region.py removes it), so a rule the user shows and
then makes their own ("Same rule for us here, please stick to it", "Apply that here as well, from now on", "I mean
it for you too", "Continua a rispettarlo", "Continue seguindo isso", "Halte dich auch daran") was re-injected
although the user had just given it. Here a user message adopts the rule it quotes when its own words (the
message without the quoted material) hold an adoption sentence: a verb of following or applying with the rule
pointed at ("it", "that", "the same rule", "lo", "isso", "das") or the assistant named as the one it is for ("for
you too", "from now on"), not negated, not a question. The pin must stand word for word inside the quoted part.

A quote shown to be judged, translated, filed or explained ("What do you think of this rule?", "its rules don't
apply here", "It's her note to the contractors, not to us") adopts nothing.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Sequence

from memlock_core.regex_cache import rx

# following or applying a rule, in the languages memlock reads
_FOLLOW = (r"follow|apply|applies|stick\s+to|adopt(?:ing)?|keep\s+to|respect|honou?r|obey|go\s+by|use\s+(?:it|that|this)|"
           r"same\s+rule|mean\s+it\s+for\s+you|meant\s+for\s+you|(?:a|the)\s+rule\s+for\s+you|"
           r"suis|suivez|suivre|applique[rz]?|respecte[rz]?|adopte[rz]?|même\s+règle|"
           r"befolge\w*|halte\s+dich|haltet\s+euch|übernimm|übernehmen|gilt\s+(?:auch\s+)?für\s+dich|gleiche\s+regel|"
           r"sigue\w*|síguel\w*|aplica\w*|respeta\w*|adopta\w*|misma\s+regla|"
           r"segue|seguindo|siga|seguir|aplique|respeite|adote|mesma\s+regra|"
           r"segui\w*|rispett\w*|applica\w*|adotta\w*|stessa\s+regola|"
           r"volg\w*|pas\s+(?:het|dat|die)\s+toe|dezelfde\s+regel")
_POINTER = (r"\b(?:it|that|this|them|those|these|same|too|as\s+well|also|from\s+now\s+on|going\s+forward|for\s+you|here|"
            r"la|le|les|ça|cela|aussi|également|désormais|das|dies\w*|daran|auch|ab\s+jetzt|künftig|lo|eso|esto|también|"
            r"desde\s+ahora|isso|isto|também|agora|anche|d['’]ora\s+in\s+poi|dat|ook|voortaan)\b")
_ADOPTS = rx(rf"\b(?:{_FOLLOW})\b(?=.*?{_POINTER})|{_POINTER}.*?\b(?:{_FOLLOW})\b", re.IGNORECASE)  # both, either order
_NEGATED = rx(r"\b(?:not|no|never|don['’]?t|doesn['’]?t|isn['’]?t|aren['’]?t|won['’]?t|shouldn['’]?t|nor|neither|"
              r"ne|pas|jamais|nicht|kein\w*|nie|nunca|não|non|mai|niet|geen|nooit|instead\s+of|rather\s+than|"
              r"whether|if|undecided|unsure|doubt)\b|n['’]t\b", re.IGNORECASE)
_QUESTION = rx(r"[?？]")
_SENTENCE = rx(r"(?<=[.!?;。！？])\s+|\n+|…|[:：]\s+")  # the quote's place ("…") and a colon end a sentence too


@lru_cache(maxsize=32768)  # a warm compaction reads the same messages again (issue 23)
def _plain(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.findall(r"[^\W_]+", text))


# a clause whose subject is someone else or a group ("we apply it to our own staff", "they follow it"): it tells what
# others do, it gives the assistant nothing
_OTHERS = rx(r"\b(?:we|we['’]re|they|they['’]re|he|she|our|their|his|her|them|him|wir|sie|ihnen|ihn|nous|ils|elles|eux|"
             r"lui|leur|nosotros|ellos|ellas|noi|loro|nós|eles|elas|deles|wij|zij|hun|ons|onze|others|everyone\s+else)\b|"
             # a group the rule is for, not the assistant: "same rule as for the QA folks", "für das Support-Team"
             r"\b(?:for|für|pour|para|per|voor)\s+(?:the\s+|das\s+|die\s+|den\s+|les?\s+|la\s+|los\s+|las\s+|il\s+|"
             r"o\s+|a\s+|de\s+)?(?:[\w-]+\s+)?(?:folks|team|teams|people|guys|staff|interns?|contractors?|devs|developers|"
             r"users|customers|clients|équipe|equipo|equipe|squadra)\b", re.IGNORECASE)
_CLAUSE = rx(r"[,;—–]|\s-\s|\b(?:so|and|but|und|aber|et|mais|y|pero|e|ma|mas|en|maar)\b", re.IGNORECASE)


@lru_cache(maxsize=32768)
def adopts(own: str) -> bool:
    """Whether the user's own words ``own`` (quoted material removed) hold a sentence that adopts a rule: one of its
    clauses follows or applies it, is not said of others, not negated, and the sentence is no question."""
    for sentence in _SENTENCE.split(own):
        if not sentence.strip() or _QUESTION.search(sentence) or _NEGATED.search(sentence):
            continue
        if any(_ADOPTS.search(clause) and not _OTHERS.search(clause) for clause in _CLAUSE.split(sentence)):
            return True
    return False


def quoted_anywhere(pin: str, raws: Sequence[str]) -> bool:
    """Whether any of ``raws`` holds ``pin`` word for word: one search over them all, so that a compaction whose
    casualties nobody quoted (nearly every one) pays one pass, not one per message."""
    mine = _plain(pin)
    return len(mine.split()) >= 3 and mine in "\x00".join(map(_plain, raws))


def quotes(pin: str, raw: str) -> bool:
    """Whether ``raw`` holds ``pin`` word for word (three words or more)."""
    mine = _plain(pin)
    return len(mine.split()) >= 3 and mine in _plain(raw)


def adopted_quote(pin: str, raw: str, own: str) -> bool:
    """Whether a user message adopts ``pin`` from the material it quotes: ``raw`` (the whole message) holds the pin
    word for word, ``own`` (the message without its quoted material) does not and holds an adoption sentence."""
    mine = _plain(pin)
    if len(mine.split()) < 3 or mine not in _plain(raw) or mine in _plain(own):
        return False
    if adopts(own):
        return True
    # what the user says right after the quote, in its paragraph ("From the handbook: "<rule>" Apply that here too."),
    # which a paste intro's cut ("From the handbook: ...") took with the quote
    words = re.findall(r"[^\W_]+", unicodedata.normalize("NFKC", pin))
    said = list(rx(r"\W+".join(map(re.escape, words)), re.IGNORECASE).finditer(unicodedata.normalize("NFKC", raw)))
    if not said:
        return False
    tail = unicodedata.normalize("NFKC", raw)[said[-1].end():].lstrip(" \t\n.!\"'»“”„«’)")
    return adopts(re.split(r"\n[ \t]*\n", tail, maxsplit=1)[0])
