"""Terms the user wants left untranslated: "answer in Russian but keep technical terms in English (don't translate
them)", "contesta en español; no traduzcas los mensajes de error", "Antworte auf Deutsch, Fachbegriffe bitte nicht
übersetzen", "réponds en français mais garde les termes techniques en anglais", "用語は英語のままにして".

The rule side (:func:`parse_keep_terms`) reads a refusal to translate (or an order to keep) named terms: technical
terms, error messages, jargon. The reply side (:func:`kept_terms_verdict`) needs the user's message: the terms it
writes in English are the ones the reply must keep as they are. A term is read from the message's structure, not
from a glossary: a run of Latin-script words inside a message in another script ("Что такое race condition?",
"race conditionとは？"), or a quoted passage in English ("¿Qué significa 'permission denied (publickey)'?"). A reply
that gives such a term only in translation breaks the rule; a message with no such term leaves nothing to check.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["KEEP_TERMS", "kept_terms_verdict", "parse_keep_terms", "refuses_translation", "terms_in"]

KEEP_TERMS = "keep_terms"

_TERMS = (r"(?:technical\s+)?terms?|jargon|error messages?|errors?|terminology|keywords?|"
          r"termes?(?:\s+techniques)?|messages? d['’]erreur|jargon|"
          r"fachbegriff\w*|fachwörter|fachausdr\w*|fehlermeldung\w*|begriffe|"
          r"t[ée]rminos?(?:\s+t[ée]cnicos)?|mensajes? de error|errores|"
          r"termini(?:\s+tecnici)?|messaggi di errore|termos?(?:\s+técnicos)?|mensagens de erro|"
          r"термин\w*|сообщени\w+ об ошибк\w+|ошибк\w+|"
          r"用語|専門用語|エラーメッセージ|术语|專業術語|错误信息|용어")
_NO_TRANSLATE = (r"don['’]?t translate|do not translate|never translate|untranslated|not translated|"
                 r"ne (?:les |le )?traduis pas|ne (?:les |le )?traduisez pas|sans (?:les )?traduire|"
                 r"nicht übersetz\w*|nie übersetz\w*|unübersetzt|"
                 r"no (?:los |las |lo )?traduzcas|sin traducir|no traduzca|"
                 r"non tradurre|senza tradurre|não traduz\w*|sem traduzir|"
                 r"не переводи\w*|без перевода|"
                 r"翻訳しない|訳さない|そのまま|不要翻译|不要翻譯|번역하지")
_KEEP = (r"keep|leave|stay|remain|garde[rz]?|laisse[rz]?|restent|lass\w*|behalt\w*|bleiben|deja[rn]?|mant[ée]n\w*|"
         r"queden|quedan|lascia|resta\w*|mantenha|mantém|deixe|оставляй\w*|оставь\w*|оставлять|сохраняй")
_ENGLISH = r"(?:english|anglais|englisch|ingl[ée]s|inglese|английск\w*|英語|英文|英语|영어)"
_RULE = rx(
    rf"(?:{_TERMS})[^.;\n]{{0,50}}?(?:{_NO_TRANSLATE})|(?:{_NO_TRANSLATE})[^.;\n]{{0,40}}?(?:{_TERMS})|"
    rf"(?:{_KEEP})\w*\s+(?:the\s+|les\s+|die\s+|los\s+|las\s+|i\s+|os\s+)?(?:{_TERMS})[^.;\n]{{0,30}}?{_ENGLISH}|"
    rf"(?:{_TERMS})[^.;\n]{{0,30}}?(?:{_KEEP})\w*[^.;\n]{{0,20}}?{_ENGLISH}|"
    rf"(?:{_TERMS})[^.;\n]{{0,20}}?{_ENGLISH}[^.;\n]{{0,20}}?(?:{_KEEP})\w*|"
    rf"(?:{_TERMS})(?:は|を)?{_ENGLISH}(?:の)?まま", re.I)

# a run of Latin words (two letters or more each, up to five) inside a message written in another script
_LATIN_RUN = rx(r"[A-Za-z][A-Za-z0-9+#.-]*(?:[ -][A-Za-z][A-Za-z0-9+#.-]*){0,4}")
_NON_LATIN = rx(r"[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\u0370-\u03ff\u0590-\u06ff]")
_QUOTED = rx(r"['‘\"“«]\s?([A-Za-z][^'’\"”»\n]{2,80}?)\s?['’\"”»]")
_ENGLISH_WORD = rx(r"\b(?:the|a|an|is|not|of|to|in|on|for|with|denied|failed|error|found|invalid|cannot|"
                           r"unable|no such|permission|refused|timeout|unknown|missing|expected)\b", re.I)


_REFUSE_TRANSLATION = rx(rf"(?:{_NO_TRANSLATE})", re.I)


def refuses_translation(clause: str) -> bool:
    """The clause refuses a translation in so many words ("don't translate", "ne traduis pas", "nicht übersetzen")."""
    return bool(_REFUSE_TRANSLATION.search(clause))


# "Fachbegriffe dürfen englisch bleiben", "tech terms can stay in English": a freedom, not a requirement
_MAY = rx(r"\b(?:may|can|could|are allowed|is fine|is ok|dürfen|darf|können|kann|peuvent|peut|pueden|puede|"
                  r"possono|può|podem|pode|можно|могут)\b|てもいい|てもよい|可以", re.I)


def parse_keep_terms(clause: str) -> bool:
    """Whether the clause asks for named terms (technical terms, error messages) to stay untranslated."""
    found = _RULE.search(clause)
    if found is None:
        return False
    return not (_MAY.search(found.group(0)) and not refuses_translation(found.group(0)))


def terms_in(message: str) -> list[str]:
    """The English terms the user's message writes: Latin runs in a message in another script, and quoted English
    passages."""
    out: list[str] = []
    if len(_NON_LATIN.findall(message)) >= 3:
        out += [m.group(0).strip(" .-") for m in _LATIN_RUN.finditer(message) if len(m.group(0).strip(" .-")) >= 3]
    for quoted in _QUOTED.findall(message):
        if _ENGLISH_WORD.search(quoted) and quoted not in out:
            out.append(quoted.strip())
    return [t for t in out if re.search(r"[A-Za-z]{2}", t)]


def kept_terms_verdict(text: str, user_message: str | None) -> Finding:
    """keep_terms: the reply keeps the English terms of the user's message as written (at least one of them: a reply
    that keeps none has translated them)."""
    if user_message is None:
        return NOT_APPLICABLE, "no user message to read the terms from"
    terms = terms_in(user_message)
    if not terms:
        return NOT_APPLICABLE, "the user's message names no English term"
    low = re.sub(r"\s+", " ", text.lower())
    missing = [t for t in terms if t.lower() not in low]
    # a term the reply does not speak of may be missing ("rollback" in "Django откатит…"); none kept at all, the
    # terms were translated ("race condition" → "состояние гонки")
    if missing and len(missing) == len(terms):
        return BROKEN, f"the term is not kept as written: \"{missing[0]}\""
    return OBEYED, "terms kept: " + ", ".join(f"\"{t}\"" for t in terms[:3])
