"""A ban on questions put back to the user: "no questions back at me, make a reasonable assumption", "don't ask me
clarifying questions", "ne me pose pas de questions, suppose", "keine Rückfragen", "no me hagas preguntas",
"聞き返さないで".

Why here: ``no_end_question`` reads the closing sentence, which is where a follow-up offer sits; a clarifying question
is usually the reply's first sentence ("What time should it run, and where should output go? Once I know, ..."). So
this check reads every sentence of the reply's own prose (code, quotes and headings left out) and breaks on a
question addressed to the user: one that speaks to them (you, tu, vous, du, Sie, usted, você, вы ...) or asks for
their choice ("should I", "do you want", "¿prefieres ...?", "〜ますか？"). A rhetorical question the reply answers
itself ("Why does this happen? Because ...") speaks to no one and is left alone.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import HEADING, own_text, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.tone_spec import NO_QUESTIONS_BACK, QUESTIONS_BACK_DESCRIPTIONS, QUESTIONS_BACK_FORMATS
from memlock_core.regex_cache import rx

__all__ = ["NO_QUESTIONS_BACK", "FORMATS", "DESCRIPTIONS", "parse_rule", "verdict"]

FORMATS, DESCRIPTIONS = QUESTIONS_BACK_FORMATS, QUESTIONS_BACK_DESCRIPTIONS

_RULE = rx(
    r"(?<![/\w-])(?:no|don['’]?t ask(?: me)?|never ask(?: me)?|stop asking(?: me)?|without)\s+(?:any\s+|more\s+)?"
    r"(?:clarifying |follow-?up |counter-?)?questions?(?:\s+back)?\b|\bquestions? back\b|\bclarifying questions?\b|"
    r"\bne (?:me )?pose (?:pas|jamais) de questions?\b|\bpas de questions? (?:en retour|de clarification)\b|"
    r"\bkeine (?:rück|gegen)fragen\b|\bfrag (?:mich )?nicht (?:zurück|nach)\b|\bkeine fragen zurück\b|"
    r"\bno me hagas preguntas\b|\bsin preguntas (?:de vuelta|de aclaración)\b|\bnon farmi domande\b|"
    r"\bnão me faça perguntas\b|\bsem perguntas (?:de volta|de esclarecimento)\b|\bbez pytań(?: zwrotnych)?\b|\bnie zadawaj pytań\b|"
    r"\bникаких (?:встречных |уточняющих )?вопрос\w*|\bне задавай (?:мне )?(?:встречных |уточняющих )?вопрос\w*|"
    r"聞き返さないで|質問(?:で|を)?返さないで|質問しないで|逆質問しないで", re.I)
# "ask clarifying questions when unclear", "no questions unless it's ambiguous": asked for, or allowed sometimes
_ALLOWED = rx(r"\b(?:unless|except|only if|only when|if (?:it['’]s |something is |anything is )?(?:unclear|ambiguous)|"
                      r"sauf si|außer wenn|salvo que|a menos que|tranne se|a não ser que|chyba że|если только)\b", re.I)
_AT_END = rx(r"\b(?:at the end|in the end|à la fin|am ende|al final|alla fine|no fim|no final|na końcu|в конце)\b|最後|末尾", re.I)
_ASK_FOR = rx(r"(?<!\bdon't )(?<!\bdont )(?<!\bdo not )(?<!\bnever )(?<!\bdon’t )"
                      r"\b(?:always |please )?ask (?:me )?(?:clarifying |follow-?up )?questions\b", re.I)

_SENTENCE = rx(r"[^.!?。！？\n]*[?？]")
# the user spoken to, or asked for a choice
_TO_USER = rx(r"\b(?:you|your|yours|should i|shall i|do you|would you|tu|te|toi|ton|ta|tes|vous|votre|vos|dois-je|"
                      r"du|dich|dir|dein\w*|sie|ihnen|soll ich|tú|usted|ustedes|quieres|prefieres|necesitas|puedes|"
                      r"tienes|debo|ti|tuo|tua|vuoi|preferisci|devo|você|vocês|quer|prefere|devo|ty|ciebie|tobie|chcesz|"
                      r"wolisz|вы|вам|вас|ваш\w*|ты|тебе|тебя|хочешь|хотите|нужно ли)\b|あなた|ますか|でしょうか|ですか", re.I)


def parse_rule(clause: str) -> bool:
    """Whether the clause bans questions put back to the user."""
    return bool(_RULE.search(clause)) and not (_ALLOWED.search(clause) or _ASK_FOR.search(clause) or _AT_END.search(clause)
                                                or re.search(r"\byes\s*/\s*no\b|\boui\s*/\s*non\b|\bja\s*/\s*nein\b|"
                                                             r"\bs[ií]\s*/\s*no\b", clause, re.I))


def verdict(text: str) -> Finding:
    """no_questions_back: no question in the reply's own prose is addressed to the user."""
    headings = {line.body.strip() for line in parse(text).lines if line.kind == HEADING}
    prose = "\n".join(ln for ln in own_text(text, quotes=True).splitlines() if ln.strip().lstrip("#").strip() not in headings)
    if not prose.strip():
        return NOT_APPLICABLE, "no prose"
    for found in _SENTENCE.finditer(prose):
        question = found.group(0).strip()
        if _TO_USER.search(question):
            return BROKEN, f"asks the user: \"{' '.join(question.split())[:80]}\""
    return OBEYED, "no question back to the user"
