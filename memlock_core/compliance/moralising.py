"""A ban on moralising: "don't be preachy", "skip the safety lectures", "don't lecture me", "ne me fais pas la morale",
"keine Moralpredigten", "no me sermonees", "niente prediche", "説教しないで" (the French "lecture", reading, is none).

Why here: whether a reply is preachy is judgement in general, but a lecture is written in a few shapes a check can
read without judging the topic: a reminder aimed at the reader's conduct ("remember that alcohol is harmful to your
health", "I want to remind you", "I'd gently point out"), an appeal to responsibility ("drink responsibly", "avec
modération", "verantwortungsvoll"), an invitation to reconsider ("think carefully about whether this is wise", "it
might be worth reflecting") or a "you really should(n't)". A reminder counts only next to a word of health, law,
safety or ethics: "Remember that lists start at 0" is a fact, and "Note that the container then runs as root, so keep
it local" is a practical caution, not a lecture. Only the reply's own prose is read (code and quotes left out).
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.negation import NEG
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.tone_spec import MORALISING_DESCRIPTIONS, MORALISING_FORMATS, NO_MORALISING
from memlock_core.regex_cache import rx

__all__ = ["NO_MORALISING", "FORMATS", "DESCRIPTIONS", "parse", "verdict"]

FORMATS, DESCRIPTIONS = MORALISING_FORMATS, MORALISING_DESCRIPTIONS

_RULE_NOUN = rx(r"(?<!\ben )(?<!\bla )(?<!\bde )(?<!\bune )(?<!\bà )(?<!\bsa )(?<!\bma )(?<!\bta )(?<!\bd['’])"
                        r"\b(?:preach\w*|moraliz\w*|moralis\w*|lectur\w*|sermon\w*|finger[- ]wagging|"
                        r"(?:la |de )?morale|moralisat\w*|prêch\w*|sermonn?\w*|"
                        r"moralpredigt\w*|belehr\w*|moralisier\w*|moralapostel|"
                        r"serm[oó]n\w*|moralin\w*|predica|prediche|predicozz\w*|paternalis\w*)\b|説教|お説教|道徳", re.I)
_NEG = rx(rf"(?<![\w])(?:{NEG}|skip|spare me|ahórrate|épargne[- ]moi|erspar\w* mir|risparmiami)(?![\w])", re.I)
_NEG_CJK = rx(r"しないで|するな|不要|禁止|やめて|いらない")

# standalone shapes of a lecture
_LECTURE = rx(
    r"\b(?:i (?:want|need|have|must|should) to remind you|let me remind you|i(?:['’]d| would) (?:gently |just )?"
    r"(?:point out|remind you|encourage you to (?:reflect|reconsider|think))|(?:it )?might be worth reflecting|"
    r"think (?:very )?carefully (?:about )?whether|(?:drink|act|gamble|behave|use (?:it|them|this))\s+responsibly|"
    r"you (?:really|honestly|truly) should(?:n['’]t| not)?\b|consider not \w+ing at all|"
    r"je (?:tiens à|dois|voudrais) (?:te|vous) rappeler|avec modération|de (?:manière|façon) responsable|"
    r"réfléchis(?:sez)? bien (?:avant|à)|"
    r"ich möchte (?:dich|sie) (?:daran )?erinnern|verantwortungsvoll|in maßen|überleg(?:e|en sie)? (?:dir )?gut, ob|"
    r"quiero recordarte|con moderación|de (?:forma|manera) responsable|responsablemente|piénsalo bien|"
    r"voglio ricordarti|con moderazione|in modo responsabile|responsabilmente|"
    r"quero (?:te )?lembrar|com moderação|com responsabilidade|de forma responsável)\b|"
    r"責任を持って|ほどほどに|くれぐれも", re.I)
# a reminder aimed at the reader, a lecture only beside a word of health, law, safety or ethics
_REMIND = rx(r"\b(?:remember that|please remember|don['’]t forget that|it(?:['’]s| is) important to (?:think|remember|"
                     r"consider|act|be mindful)|rappelle-toi que|n['’]oublie(?:z)? pas que|il est important de (?:réfléchir|"
                     r"penser)|denk(?:en sie)? daran,? dass|vergiss nicht,? dass|es ist wichtig,? (?:darüber )?nachzudenken|"
                     r"recuerda que|no olvides que|es importante (?:reflexionar|pensar)|ricorda(?:ti)? che|non dimenticare che|"
                     r"lembre-se de que|lembra que|não se esqueça de que)\b|忘れないでください|覚えておいてください", re.I)
_DOMAIN = rx(r"\b(?:health\w*|harm\w*|illegal|law|laws|legal\w*|dangerous|danger|risk\w*|safe|safety|responsib\w*|"
                     r"alcohol|drugs?|addict\w*|ethic\w*|moral\w*|honest\w*|wise|consequences|the right to|permission|"
                     r"santé|dangereu\w*|illégal\w*|loi|sécurité|gesundheit|gefährlich|illegal|gesetz\w*|sicherheit|"
                     r"salud|peligros\w*|ilegal|ley|seguridad|salute|pericolos\w*|illegale|legge|sicurezza|saúde|perigos\w*|"
                     r"lei|segurança)\b|健康|危険|違法|安全", re.I)
_SENTENCE = rx(r"(?<=[.!?。！？])\s+|\n+")


def parse(clause: str) -> bool:
    """Whether the clause bans moralising ("don't be preachy", "skip the safety lectures", "keine Moralpredigten")."""
    found = _RULE_NOUN.search(clause)
    if not found:
        return False
    if re.search(r"[぀-ヿ一-鿿]", found.group(0)):
        return bool(_NEG_CJK.search(clause[found.end():found.end() + 10]))
    if re.search(r"\b(?:unless|except|sauf|außer|salvo|tranne)\b", clause, re.I):
        return False
    return bool(_NEG.search(clause[max(0, found.start() - 30):found.start()]))


def verdict(text: str) -> Finding:
    """no_moralising: no sentence of the reply's own prose lectures the reader."""
    from memlock_core.compliance.register import to_user  # register imports check.py, which reads FORMATS here

    prose = to_user(own_text(text))
    if not prose.strip():
        return NOT_APPLICABLE, "no prose"
    for sentence in _SENTENCE.split(prose):
        if _LECTURE.search(sentence) or (_REMIND.search(sentence) and _DOMAIN.search(sentence)):
            return BROKEN, f"a lecture: \"{' '.join(sentence.split())[:80]}\""
    return OBEYED, "no lecture"
