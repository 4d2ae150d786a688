"""A thing refused by what is said AFTER it: dismissed as of no use to the user ("miles mean nothing to me",
"las millas no me dicen nada", "mit Meilen kann ich nichts anfangen", "les miles ne me disent rien") or set aside
with a Korean postposition before the wanted one ("오전/오후 말고 24시간제로", "MB/GB 대신 MiB/GiB로").

Why a module of its own: the reply-rule readers decide a named thing's polarity by a negation before it
(:func:`reply_rule_base.negated`) and, for Japanese and Korean, by a few refusal words after it. A rule reworded by
a new user often puts the refusal after the thing as a comment on it ("X mean nothing to me: Y always") or, in
Korean, contrasts it first ("X 말고 Y"); read that way the refused thing looked wanted and the verdict flipped.
This is the one list of those trailing refusals, read by ``negated`` on the words that follow the thing.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["refused_after", "tolerated_before"]

# the predicate follows the thing within a few words ("Miles honestly mean nothing to me")
_DISMISSED = rx(
    r"^[^.;:!?\n]{0,16}?(?:"
    # English
    r"\b(?:means?|meant) (?:nothing|little) to me\b|\b(?:don['’]t|doesn['’]t|do not|does not) mean (?:anything|much) to me\b|"
    r"\b(?:are|is) (?:useless|meaningless|(?:of )?no use|no good|lost) (?:to|on|for) me\b|\bconfuses? me\b|"
    # Spanish, Portuguese, Italian, French
    r"\bno me (?:dicen?|sirven?) (?:nada|de nada)\b|\bme confunden?\b|"
    r"\bnão me (?:dizem?|servem?) (?:nada|de nada)\b|\bme confundem?\b|"
    r"\bnon mi (?:dicono|dice|servono|serve) (?:niente|nulla|a niente|a nulla)\b|\bmi confondono\b|"
    r"\bne me (?:disent|dit|parlent|parle) (?:rien|pas)\b|\bne me servent à rien\b|"
    # German, Dutch
    r"\b(?:sagen|sagt) mir (?:nichts|gar nichts|wenig)\b|\bkann ich nichts anfangen\b|"
    r"\b(?:zeggen|zegt) me (?:niets|weinig)\b"
    r")", re.I)
# Korean sets the refused one aside before the wanted one: "X 말고 Y", "X 대신(에) Y", "X가 아니라 Y"; the thing may
# head a slash list that the postposition closes ("MB/GB 말고", "오전/오후 대신")
_SET_ASIDE_KO = rx(r"^(?:\s*/\s*[^\s/,.;:]{1,12}){0,4}[\s\"'’”」』)）]{0,3}(?:말고|대신에?|(?:이|가)?\s*아니(?:라|고))(?![가-힣])")


def refused_after(after: str) -> bool:
    """True when ``after`` (the text right after a thing the rule names) refuses that thing."""
    return bool(_DISMISSED.match(after) or _SET_ASIDE_KO.match(after))



# the opposite, said before the thing: a negated verb of annoyance is a tolerance, not a ban ("No me molesta algún
# emoji suelto", "I don't mind an emoji or two", "ça ne me dérange pas, un emoji", "stört mich nicht")
_TOLERATED = rx(r"(?:\bno me (?:molestan?|importan?)|\bne me (?:dérangen?t?|gênen?t?) pas|\bça ne me (?:dérange|gêne) pas|"
                r"\bnon mi (?:dà|danno|da) fastidio|\bnão me incomoda(?:m)?|\b(?:i )?(?:don['’]t|do not) mind|"
                r"\b(?:doesn['’]t|does not|don['’]t|do not) bother me|\bstör(?:t|en) mich nicht|\bvind ik niet erg)"
                r"\W+(?:[\w'’-]+\W+){0,3}$", re.I)


def tolerated_before(before: str) -> bool:
    """True when ``before`` (the text right before a thing) tolerates it with a negated verb of annoyance."""
    return bool(_TOLERATED.search(before))
