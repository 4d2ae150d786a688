"""An offer of more help as the reply's closing: "Let me know if you need anything else.", "Want me to add tests?",
"N'hésite pas si tu as d'autres questions.", "Soll ich noch ein Beispiel zeigen?", "¿Quieres que lo amplíe?",
"他に何かあればお気軽にどうぞ。".

A rule against "ending with a question asking if I need anything else" bans that class, question mark or not; a
question of substance at the end (a clarifying question, or a question that is part of the answer, such as an
item of a list of interview questions) is not an offer. The rule side (:func:`parse_offer_end`) reads a clause
that refuses a closing and names what it offers (anything else, more help, other questions) or quotes an offer;
the reply side (:func:`offer_end_verdict`) reads the last sentence of the reply's own prose.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, NUMBERED, parse
from memlock_core.compliance.markdown import own_text as _own_text
from memlock_core.compliance.negation import CJK_NEGATORS, MORE_NEGATORS, REFUSAL, STOP
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.regex_cache import rx

__all__ = ["NO_OFFER_END", "is_offer", "offer_end_verdict", "parse_offer_end"]

NO_OFFER_END = "no_offer_end"

# the offer, as the closing sentence says it
_OFFER = rx(
    # English
    r"\blet me know if\b|\bfeel free to (?:ask|reach|ping|follow)|\banything else\b|\bsomething else\b|"
    r"\b(?:do you |would you |)(?:want|like) me to\b|\bwould you like (?:me|a|an|more|some|to see)\b|"
    r"^(?:should|shall|can|may) i\b|\bi can also\b|\bi(?:['’]d| would) be (?:happy|glad) to\b|"
    r"\bhappy to (?:help|explain|go|walk|dig)\b|\bif you (?:need|want|have) (?:more|any|further|other|anything|help)\b|"
    r"\b(?:any|other|more|further) questions\b|\bneed (?:more|further) help\b|\bjust ask\b|\bhappy to help\b|"
    # French
    r"\bn['’]h[ée]site[zs]? pas\b|\bdis-moi si\b|\bdites-moi si\b|\bfais-moi signe\b|"
    r"\b(?:veux|voulez|souhaites|souhaitez|aimerais|aimeriez)[- ](?:tu|vous) que je\b|\b(?:tu veux|vous voulez) que je\b|"
    r"\bautre chose\b|\bd['’]autres questions\b|\bje peux aussi\b|\bbesoin d['’](?:aide|autre)\b|"
    # German
    r"\bsag (?:mir )?bescheid\b|\bgib (?:mir )?bescheid\b|\blass (?:es )?mich wissen\b|^soll ich\b|"
    r"\bmöchtest du,? dass ich\b|\bmöchten sie,? dass ich\b|\bweitere fragen\b|\bnoch fragen\b|\bsonst noch\b|"
    r"\bnoch etwas\b|\bbrauchst du noch\b|\bkann ich (?:dir |ihnen )?(?:noch )?(?:bei|mit|weiter)\b|"
    # Spanish
    r"\bav[ií]same si\b|\bdime si\b|\bquieres que\b|\bquiere que\b|\bte ayudo\b|\bsi necesitas (?:algo|más|ayuda)\b|"
    r"\balgo más\b|\botra cosa\b|\botras preguntas\b|\bno dudes en\b|\bpuedo ayudarte\b|"
    # Italian, Portuguese
    r"\bfammi sapere\b|\bvuoi che\b|\bse hai bisogno\b|\baltre domande\b|\bqualcos['’]altro\b|"
    r"\bquer(?:es)? que eu\b|\bme avis[ae]\b|\bse precisar\b|\bmais alguma coisa\b|\bposso ajudar\b|\boutras perguntas\b|"
    # a closing question that asks whether the user wants more ("Want tips for peeling them too?", "Would you like
    # another one?", "Tu veux un autre exemple ?", "Möchtest du noch eins?", "¿Quieres otro?")
    r"^(?:do you |would you |)(?:want|like)\b[^?]*\?\s*$|"
    r"^(?:tu veux|veux-tu|voulez-vous|vous voulez|souhaitez-vous|tu aimerais|aimeriez-vous)\b[^?]*\?\s*$|"
    r"^(?:möchtest du|willst du|möchten sie|wollen sie|hättest du gern)\b[^?]*\?\s*$|"
    r"^¿?(?:quieres|te gustaría|le gustaría|quiere)\b[^?]*\?\s*$|^(?:quer|queres|gostaria|vuoi|ti piacerebbe)\b[^?]*\?\s*$|"
    # Japanese, Chinese
    r"他に(?:何か|ご質問)|ほかに(?:何か|質問)|お気軽に|何かあれば|ましょうか[？?]?$|还有(?:什么|其他)|需要我|随时",
    re.I)

# the rule side: a closing refused ...
_END = rx(r"\b(?:end|ends|ending|finish\w*|close|closing|conclude\w*|wrap\w*|sign\w* off|at the end|"
                  r"termine[rsz]?|finis\w*|conclu\w*|à la fin|beend\w*|schließ\w*|abschließ\w*|am ende|zum schluss|"
                  r"termin(?:es|e|ar|a)|acab\w*|finali[cz]\w*|al final|chiud\w*|alla fine|no fim|no final|ao final|"
                  # Portuguese "fechar / encerrar a resposta"
                  r"fech(?:ar|e|a|ando)|encerr\w*)\b|"
                  r"最後|末尾|終わ|締め|结尾|最后", re.I)
_REFUSE = rx(rf"\b(?:{REFUSAL}|{MORE_NEGATORS}|{STOP}|evit[ea]r?|evitez|evita[rs]?)\b|{CJK_NEGATORS}", re.I)
# ... that names what the closing offers: anything else, more help, other questions, or an offer to do more
_OFFER_OBJECT = rx(
    r"\banything else\b|\bsomething else\b|\b(?:more|further|additional|extra) (?:help|assistance)\b|"
    r"\boffers? (?:of |to )?(?:more |further )?(?:help|assistance|do more)\b|\boffering (?:more |further )?help\b|"
    r"\b(?:other|more|further) questions\b|\bif I (?:need|want|have)\b|\bwhether I (?:need|want)\b|"
    r"\bautre chose\b|\bd['’]autres questions\b|\bbesoin d['’](?:autre|aide)\b|\bproposer? (?:de l['’]aide|ton aide|d['’]autres)\b|"
    r"\bweitere[rn]? (?:fragen|hilfe)\b|\bsonst noch\b|\bnoch etwas\b|\bhilfe anbiet\w*|\bangebot\w* (?:weiterer|von|für)\b|"
    r"\balgo más\b|\botras preguntas\b|\bmás ayuda\b|\bofrec\w* (?:más )?ayuda\b|\bqualcos['’]altro\b|\baltre domande\b|"
    r"\bmais alguma coisa\b|\boutras perguntas\b|\bmais ajuda\b|"
    r"他に|ほかに|何かあれば|还有什么|其他问题", re.I)


def is_offer(sentence: str) -> bool:
    """Whether ``sentence`` offers more help or more work ("Let me know if…", "Want me to…?", "Soll ich…?")."""
    return bool(_OFFER.search(sentence.strip().strip("*_> ¡¿").strip()))


def parse_offer_end(clause: str) -> bool:
    """Whether the clause refuses a closing that offers more help: "don't end with a question asking if I need
    anything else", "no 'let me know if you need anything else' at the end", "ne termine pas en proposant autre
    chose", "kein „Kann ich sonst noch helfen?“ am Ende", "他に何かあれば、で締めないで"."""
    end = _END.search(clause)
    if not end or not _REFUSE.search(clause):
        return False
    if _OFFER_OBJECT.search(clause):
        return True
    # a quoted example that is an offer ("Sem perguntas no fim tipo 'Quer que eu faça X?'")
    return any(is_offer(q) for q in quoted_spans(clause))


def _last_sentence(text: str) -> tuple[str, bool]:
    """The last sentence of the reply's own prose, and whether it is part of a list (a list item is content)."""
    lines = [ln for ln in parse(text).lines if ln.body.strip()]
    own = _own_text(text).strip()
    if not own:
        return "", False
    last_line = [ln for ln in own.splitlines() if ln.strip()][-1].strip()
    in_list = bool(lines) and lines[-1].kind in (BULLET, NUMBERED) and lines[-1].body.strip() in last_line
    sentences = [x for x in re.split(r"(?<=[.!?。！？])\s*", last_line) if x.strip()]
    return (sentences[-1] if sentences else last_line), in_list


def offer_end_verdict(text: str) -> Finding:
    """no_offer_end: the reply's own prose does not close on an offer of more help."""
    last, in_list = _last_sentence(text)
    if not last:
        return NOT_APPLICABLE, "no prose"
    excerpt = " ".join(last.split())[:70]
    if in_list:
        return OBEYED, f"ends with a list item: \"{excerpt}\""
    if is_offer(last):
        return BROKEN, f"ends with an offer of more help: \"{excerpt}\""
    return OBEYED, f"ends with \"{excerpt[-40:]}\""
