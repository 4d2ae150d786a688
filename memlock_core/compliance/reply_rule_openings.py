"""Reply-rule clauses about how a reply opens and closes: greetings, sign-offs, flattery, restating the
question, a closing summary, openers that carry no answer, and a required marker on the first or last line.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.closing_label import closing_label
from memlock_core.compliance.closing_list import CLOSING_LIST, is_list_summary, item_limit
from memlock_core.compliance.opening_marks import emoji_opener, label_at_end, long_scoped
from memlock_core.compliance.register import parse_greeting_word
from memlock_core.compliance.reply_rule_base import (
    FLATTERY_WORDS,
    GREETING_WORDS,
    OPEN_VERBS,
    QUOTED_ANY,
    SIGNOFF_WORDS,
    Clause,
    negated,
)
from memlock_core.compliance.signature import signature
from memlock_core.regex_cache import rx

# saying the user's question over again: "restating my question", "repeat the question back", "reformuler ma question",
# "meine Frage wiederholen", "repetir mi pregunta", "ripetere la domanda", "repetir a minha pergunta"
_RESTATE_WORDS = rx(
    r"\b(?:restat|repeat|rephras|paraphras|echo|parrot|répét|repet|repit|reformul|ripet|riformul|parafras|herhaal|herformul)\w*"
    r"\s+(?:[\w']+\s+){0,2}?(?:my|the|your|ma|la|mes|les|mi|tu|la mia|a minha|minha|a|mijn|de)\s+"
    r"(?:own\s+)?(?:questions?|requests?|prompts?|demandes?|preguntas?|domande?|domanda|perguntas?|vragen|vraag)\b|"
    r"\b(?:meine|die)\s+fragen?\s+(?:\w+\s+){0,2}?(?:zu\s+)?(?:wiederhol|umformulier|paraphrasier)\w*|"
    r"\bwiederhole\s+(?:\w+\s+){0,2}?(?:meine|die)\s+frage\b", re.I)
# a refusal before it ("Never start ... or by restating my question") or inside it ("ne répète pas ma question")
_RESTATE_BAN = rx(r"\b(?:never|don'?t|do not|no|not|without|avoid|skip|stop|ne|pas|jamais|sans|nicht|nie|niemals|"
                          r"keine?|ohne|nunca|sin|non|mai|senza|não|nunca|sem|niet|nooit|zonder)\b|n['’]", re.I)


# a summary the reply ends with: "end every answer with a one-line summary", "add a recap at the end", "termine par un
# résumé", "mit einer Zusammenfassung abschließen", "resumen al final", "回答の最後に要約", "最后附上总结"
_SUMMARY_NOUN = r"(?:summary|recap|tl;?dr|résumé|zusammenfassung|fazit|resumen|riassunto|resumo|samenvatting)"
_CLOSING_SUMMARY = rx(
    rf"\b(?:end|finish|close|conclude|wrap)\w*\b[^.;:]{{0,40}}?\b(?:with|by|on|par|avec|mit|con|com|met)\b[^.;:]{{0,30}}?"
    rf"\b{_SUMMARY_NOUN}\b|\b(?:termin|finis|conclu|beend|schlie|acab|cierr|chiud|conclud|encerr|finaliz|sluit)\w*\b"
    rf"[^.;:]{{0,40}}?\b{_SUMMARY_NOUN}\b|\b{_SUMMARY_NOUN}\b[^.;:]{{0,40}}?\b(?:at the (?:end|bottom)|à la fin|"
    rf"am (?:ende|schluss)|al final|alla fine|no final|ao final|aan het eind\w*)\b|"
    rf"\b(?:at the (?:end|bottom)|à la fin|am (?:ende|schluss)|al final|alla fine|no final|ao final)\b[^.;:]{{0,40}}?"
    # (the verb "まとめて書いて", "gather them", is no summary: "出典は最後にまとめて書いて")
    rf"\b{_SUMMARY_NOUN}\b|(?:最後|末尾|終わり|最后|结尾|末尾)[^。，、]{{0,15}}?(?:要約|まとめ(?![てたる])|总结|摘要)|"
    rf"(?:要約|まとめ|总结|摘要)[^。，、]{{0,15}}?(?:最後|末尾|最后|结尾)", re.I)
# a label in quotes ("starting with 'Summary:'"): the closing line is then read by ``ends_with``
_QUOTED_LABEL = rx(r"[\"“„«「『][^\"”“»」』\n]{1,30}[\"”“»」』]|(?<!\w)['‘][^'’\n]{1,30}['’](?!\w)")
# a summary asked for by the user ("when I ask for a summary, ..."): a kind of reply, not a closing line of every reply
_SUMMARY_ASKED = rx(r"\b(?:ask|request|want|demande|bitte|pid[oa]|chied)\w*\b[^.;]{0,20}\b(?:for\s+)?(?:a\s+)?"
                            rf"{_SUMMARY_NOUN}|{_SUMMARY_NOUN}を頼|要約して", re.I)


def read_opening_closing(clause: str) -> list[Clause]:
    out = []
    greet = GREETING_WORDS.search(clause)
    if greet and (negated(clause, greet.start(), greet.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)):
        out.append(Clause("opening", "must_not", "greeting", words=greet.group(0)))
    # the sign-off word the refusal is said of ("'hope this helps' みたいな締めの言葉で終わらせないで": the last)
    bye = next((m for m in SIGNOFF_WORDS.finditer(clause) if negated(clause, m.start(), m.end())), None) \
        or SIGNOFF_WORDS.search(clause)
    if bye and (negated(clause, bye.start(), bye.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b|\bni\b", clause, re.I)):
        out.append(Clause("closing", "must_not", "signoff", words=bye.group(0)))
    flat = FLATTERY_WORDS.search(clause)
    if flat and (negated(clause, flat.start(), flat.end()) or re.search(r"\bsin\b|\bohne\b|\bsans\b", clause, re.I)) \
            and not re.search(r"\b(?:unless|except|sauf|außer|salvo)\b", clause, re.I):
        # "don't open with 'Great question'", "no flattery", "don't compliment my questions": a flattering opening is
        # the part a check can read (flattery further in is judgement, and stays unread)
        out.append(Clause("opening", "must_not", "flattery", words=flat.group(0)))
    again = _RESTATE_WORDS.search(clause)
    if again and (_RESTATE_BAN.search(clause[max(0, again.start() - 50):again.start()])
                  or re.search(r"\b(?:pas|jamais|nicht|nie|niet|nooit|never|not)\b", again.group(0), re.I)
                  or re.match(r"\s+(?:niet|nicht|nie|nooit|pas)\b", clause[again.end():], re.I)):
        # "don't restate my question", "ne reformule pas ma question": the opening a check can compare with the message
        out.append(Clause("opening", "must_not", "restate", words=again.group(0)))
    summary = _CLOSING_SUMMARY.search(clause)
    if summary and not _QUOTED_LABEL.search(clause) and not _SUMMARY_ASKED.search(clause) \
            and not negated(clause, summary.start(), summary.end()):
        # "end every answer with a one-line summary", "回答の最後に1行で要約を付けて": a closing line, no label named;
        # "a bulleted summary at the end": a closing list (closing_list.py)
        shaped = is_list_summary(clause[max(0, summary.start() - 30):summary.end() + 40])
        out.append(Clause("closing", "must", CLOSING_LIST if shaped else "closing_summary", words=summary.group(0)))
        limit = item_limit(clause[summary.start():]) if shaped else None
        if limit:  # "..., höchstens 3", "(máximo 3)": the closing list's count, no unit said
            out.append(Clause("length", "must", "items", limit=limit, bound="max", words=summary.group(0)))
    return out


_END_WORDS = (r"end|finish|close|conclude|wrap up|sign off|beenden|enden|abschließen|schließen|termine[rz]?|finis|finir|"
              r"conclus|conclure|termina|terminar|acaba|acabar|finaliza|finalizar|cierra|cerrar|chiudi|concludi|termin[ae]|"
              r"beende|signe|firma|unterschreibe")
_MARKER = rx(rf"\b(?P<where>{_END_WORDS}|start|begin|open|lead|commence|beginne|empieza|comienza|inizia)(?:s|ing)?\b[^.\n]{{0,80}}?"
                     r"(?:\b(?:starting|beginning|prefixed|opening|headed|labell?ed|that (?:starts|begins))\s+(?:with|by)\s+|"
                     # "..., beginnend mit „Fazit:“", "commençant par « En bref : »", "empezando con «Resumen:»"
                     r"\b(?:beginnend|anfangend|commençant|qui commence|empezando|comenzando|iniziando|começando)\s+"
                     r"(?:mit|par|con|por|com)\s+|"
                     r"\b(?:with|par|avec|mit|con|com)\s+(?=[\"“'`„«])|"
                     r"\bwith\s+(?:an?\s+)?(?:(?:one|single|1)[- ]line\s+|short\s+|brief\s+)?"
                     r"(?=TL;?DR\b|P\.S\.))"
                     r"(?:[\"“'`„«]\s?(?P<q>[^\"”'`“»\n]{1,40}?)\s?[\"”'`“»]|(?P<w>[^\s\"“'`„«]{2,20}))", re.I)

_NO_OPENERS = rx(rf"\b(?:{OPEN_VERBS})(?:s|ing|ning)?\b[^\n]{{0,40}}?\b(?:with|by|par|mit|con|por|com)\s*[:\s]\s*"
                         rf"(?P<list>[„“\"'‘«「][^\n]{{1,120}})", re.I)


# "Skip the 'Of course!' at the beginning", "no 'Sure!' as an opener", "pas de « Bien sûr » au début"
_OPENERS_AT = rx(r"(?P<list>[„“\"'‘«「][^\n]{1,120}?[”“\"'’»」])\s*(?:(?:at|in) the (?:very )?(?:beginning|start|top)|"
                         r"as (?:an? )?(?:opener|opening|intro)|to (?:open|start|begin)|au (?:tout )?début|am anfang|zu beginn|"
                         r"al (?:principio|comienzo|inicio)|all'inizio|no início)\b", re.I)


def read_no_openers(clause: str) -> list[Clause]:
    """"Never start a reply with 'Great question' or 'Certainly'", "Ne commence jamais par « Bien sûr »", "Fang nie
    mit „Natürlich“ an", "Skip the 'Of course!' at the beginning": the texts the reply may not open with."""
    found = _NO_OPENERS.search(clause) or _OPENERS_AT.search(clause)
    refusing = r"\b(?:never|don'?t|do not|no|jamais|ne|nie|niemals|nunca|no|mai|non|nicht|kein\w*|skip|avoid)\b"
    if not found or not negated(clause, found.start(), found.start() + 1) and not re.search(
            rf"{refusing}[^.;\n]{{0,25}}\b(?:{OPEN_VERBS})(?:s|ing|ning)?\b", clause, re.I) \
            and not re.search(refusing, clause[found.start():found.start("list")], re.I):
        return []
    openers = [w.strip(" .,!…").removesuffix("...").strip(" .,!") for w in QUOTED_ANY.findall(found.group("list"))
               if re.search(r"\w", w)
               and not FLATTERY_WORDS.fullmatch(w.strip(" .,!"))]  # "Great question" is the flattery part's
    return [Clause("marker", "must_not", "no_openers", bound="|".join(openers), words=found.group(0))] if openers else []


_ON_LINE = rx(r"(?:^|\b(?:put|start\s+with|begin\s+with|a|an)\s+)[\"“'`]?(?P<m>TL;?DR|P\.S\.|Summary:|Résumé\s*:|"
                      r"Zusammenfassung:)[\"”'`]?\s+(?:on|as|in)\s+the\s+(?P<where>first|last|top|final|opening)\s+line\b",
                      re.I)


def read_markers(clause: str) -> list[Clause]:
    found = _read_markers(clause)
    if long_scoped(clause):  # "a one-line TL;DR at the very top of long answers": long replies only (opening_marks)
        found = [replace(c, when=c.when or "long") for c in found]
    return found


def _read_markers(clause: str) -> list[Clause]:
    greeting, document = parse_greeting_word(clause)
    if greeting:  # "use 'Prezado(a)' in the greeting": the first line (after a subject line) opens with the word
        return [Clause("marker", "must", "opens_with", bound=greeting, when=f"asks:{document}" if document else "",
                       words=clause.strip()[:40])]
    online = _ON_LINE.search(clause)
    if online and not negated(clause, online.start(), online.end()):
        part = "opens_with" if online.group("where").lower() in ("first", "top", "opening") else "ends_with"
        return [Clause("marker", "must", part, bound=online.group("m"), words=online.group(0))]
    signed = signature(clause)  # "sign every message with – Jarvis": the reply's last line is the signature
    if signed:
        return [Clause("marker", "must", "ends_with", bound=signed, words=clause.strip()[:40])]
    found = _MARKER.search(clause)
    if not found and closing_label(clause):  # "end with a summary starting 'Bottom line:'", "「結論：」で始まる一文で締めて"
        part, label = closing_label(clause)  # type: ignore[misc]
        return [Clause("marker", "must", part, bound=label, words=clause.strip()[:40])]
    placed = label_at_end(clause) if not found else None
    if placed:  # "Put a one-line TL;DR at the very top of long answers" (opening_marks)
        return [Clause("marker", "must", placed[0], bound=placed[1], words=clause.strip()[:40])]
    if not found and emoji_opener(clause):  # "Please start every reply with a ✅ so I can scan the chat"
        return [Clause("marker", "must", "opens_with", bound=emoji_opener(clause), words=clause.strip()[:40])]
    if not found or negated(clause, found.start(), found.start() + len(found.group("where"))):
        return []
    marker = (found.group("q") or found.group("w") or "").strip().rstrip(".,")
    if not marker or (not found.group("q") and not re.search(r"[^\w\s]|^[A-Z]{2,}", marker)):
        return []  # "start with a short answer": no literal text to look for
    where = found.group("where").lower()
    part = "ends_with" if re.fullmatch(_END_WORDS, where) else "opens_with"
    return [Clause("marker", "must", part, bound=marker, words=found.group(0))]
