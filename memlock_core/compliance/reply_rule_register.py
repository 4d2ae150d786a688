"""Reply-rule clauses about register: the formal "you" and the form of address, Japanese and Korean
politeness, apologies, contractions, greetings and word pairs of :mod:`register`, technical terms kept as written.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import (
    address_case,
    closing_recap,
    coarse_words,
    french_capitals,
    help_offer,
    kept_terms,
    moralising,
    questions_back,
    tone,
)
from memlock_core.compliance.apology import NO_APOLOGY, parse_apology
from memlock_core.compliance.register import (
    ko_register_rule,
    parse_address,
    parse_contractions,
    parse_rhetorical,
    parse_word_pairs,
)
from memlock_core.compliance.reply_form import signoff_example
from memlock_core.compliance.reply_rule_base import Clause
from memlock_core.compliance.spelling_rule import read_spelling
from memlock_core.regex_cache import rx

_FORMAL = rx(r"\bvouvoie\w*|\bvouvoiement\b|\bpas de tutoiement\b|\bsiez\w*\b|\bmit sie\b|\bper sie\b|"
                     r"\bmit\s+[„\"“'‘]sie[“\"”'’]|\b(?:dai|dia|dammi|darmi|dare|dandomi)\s+(?:sempre\s+|pure\s+)?del\s+lei\b|\bdo\s+lei\b|"
                     r"\bformal (?:you|address|form of address)\b|\btr[aá]tame de usted\b|\bde usted\b|"
                     r"\bh[aá]blame de usted\b", re.I)


def read_ja_polite(clause: str) -> list[Clause]:
    """"です・ます調で書いてください", "敬体で": the polite form of Japanese; "です・ます調は使わないで": the plain one."""
    plain = re.search(r"タメ口|ため口|常体|だ[・、]?である調|である調|だ調", clause)
    if plain:  # "タメ口で話して": the plain form; "タメ口はやめて": the polite one
        refused = re.search(r"^[^。]{0,6}?(?:やめ|禁止|使わない|NG|しないで|不可|ダメ)", clause[plain.end():])
        return [Clause("address", "must", "ja_polite" if refused else "ja_casual", words=plain.group(0))]
    honorific = re.search(r"敬語", clause)
    if honorific:
        after = clause[honorific.end():honorific.end() + 14]
        if re.match(r"^[^。]{0,6}?(?:使わないで|やめ|禁止|なしで|無しで|不要|NG)", after):
            return [Clause("address", "must", "ja_casual", words=honorific.group(0))]
        if re.match(r"^\s*(?:で|を使って|でお願い)", after):
            return [Clause("address", "must", "ja_polite", words=honorific.group(0))]
    found = re.search(r"です[・、]?ます調|ですます調|敬体|丁寧語で|丁寧体", clause)
    if not found:
        return []
    if re.search(r"(?:不要|使わない|やめ|しないで|禁止)", clause[found.end():found.end() + 12]):
        return [Clause("address", "must", "ja_casual", words=found.group(0))]
    return [Clause("address", "must", "ja_polite", words=found.group(0))]


def read_ko_register(clause: str) -> list[Clause]:
    """"존댓말로 답해 주세요", "반말은 쓰지 마세요": the Korean honorific speech; "반말로 말해줘": the plain one
    (register.ko_register_rule)."""
    level = ko_register_rule(clause)
    return [Clause("address", "must", level, words=clause.strip()[:40])] if level else []


def read_address(clause: str) -> list[Clause]:
    reading = parse_address(clause)  # the familiar or the formal "you", a refused form read as the other
    if reading:
        return [Clause("address", "must", reading, words=clause.strip()[:40])]
    found = _FORMAL.search(clause)
    if not found:
        return []
    return [Clause("address", "must", "formal", words=found.group(0))]


def read_apology(clause: str) -> list[Clause]:
    return [Clause("apology", "must_not", NO_APOLOGY, words=clause.strip())] if parse_apology(clause) else []


# a phrase the rule quotes as an example: 'let me know if...', « n'hésite pas », "fammi sapere"
_QUOTED_EXAMPLE = rx(r"[\"“„«「『]\s?([^\"”“»」』\n]{3,60}?)\s?[\"”“»」』]|(?<!\w)['‘]([^'’\n]{3,60})['’](?!\w)")


def _closing_examples(clause: str, found: list[Clause]) -> list[Clause]:
    """"don't end with a question like 'want me to...?' or 'let me know if...'": the rule's examples of the
    banned ending include a closing formula without a question mark, so a reply ending on one breaks it too."""
    if not any(c.value == tone.NO_END_QUESTION for c in found):
        return []
    examples = [m.group(1) or m.group(2) for m in _QUOTED_EXAMPLE.finditer(clause)]
    hit = next((e for e in examples if signoff_example(e)), None)
    return [Clause("closing", "must_not", "signoff", words=hit[:40])] if hit else []


# "a question asking if I need anything else", "une question pour savoir si j'ai besoin d'autre chose": the question
# named is the offer itself, not any closing question
_QUESTION_IS_OFFER = rx(r"\b(?:questions?|frage[n]?|preguntas?|perguntas?|domand[ae])\s+(?:\w+\s+){0,2}?"
                                r"(?:asking|whether|if|offering|pour savoir|si|ob|se)\b", re.I)


def read_register(clause: str) -> list[Clause]:
    """"no contractions", "no rhetorical questions"; "GitHub (not Github)", "dass statt daß": the words to avoid
    (:mod:`memlock_core.compliance.register`)."""
    out = [Clause("register", "must_not", "no_contractions", words=clause.strip()[:40])] if parse_contractions(clause) else []
    if parse_rhetorical(clause):
        out.append(Clause("register", "must_not", "no_rhetorical_questions", words=clause.strip()[:40]))
    if questions_back.parse_rule(clause):  # "no questions back at me": a clarifying question anywhere, not only last
        out.append(Clause("shape", "must_not", questions_back.NO_QUESTIONS_BACK, words=clause.strip()[:40]))
    # "Sem gírias e sem palavrões", "no swearing": the words of a register refused (coarse_words.py)
    out += [Clause("shape", "must_not", token, words=clause.strip()[:40]) for token in coarse_words.parse(clause)]
    if moralising.parse(clause):  # "don't be preachy", "skip the safety lectures": a lecture's written shapes
        out.append(Clause("shape", "must_not", moralising.NO_MORALISING, words=clause.strip()[:40]))
    if closing_recap.parse(clause):  # "don't end with a recap", "Nie kończ odpowiedzi podsumowaniem"
        out.append(Clause("shape", "must_not", closing_recap.NO_CLOSING_SUMMARY, words=clause.strip()[:40]))
    case = address_case.parse(clause)  # "пиши «вы» с маленькой", "schreib 'du' klein": the pronoun's case
    if case:
        out.append(Clause("shape", "must", case, words=clause.strip()[:40]))
    for family, reads in ((tone.NO_CAPS, tone.parse_caps), (tone.NO_HEDGING, tone.parse_hedging),
                          (tone.NO_FIRST_PERSON, tone.parse_first_person), (tone.NO_DISCLAIMERS, tone.parse_disclaimers),
                          (tone.NO_FILLER, tone.parse_filler), (tone.NO_END_QUESTION, tone.parse_end_question)):
        if reads(clause):
            out.append(Clause("register", "must_not", family, words=clause.strip()[:40]))
    if help_offer.parse_offer_end(clause):  # "don't end asking if I need anything else": the offer, question or not
        out = [c for c in out if c.value != tone.NO_END_QUESTION or not _QUESTION_IS_OFFER.search(clause)]
        out.append(Clause("register", "must_not", help_offer.NO_OFFER_END, words=clause.strip()[:40]))
    out += _closing_examples(clause, out)
    names = tone.parse_name_ban(clause)  # "Don't call me Bob", "never my first name (Chidi)": the user called that
    if names:
        out.append(Clause("names", "must_not", "|".join(names), words=clause.strip()[:40]))
    pairs = [] if read_spelling(clause) else parse_word_pairs(clause)  # "colour not color": the spelling check's
    if pairs:
        out.append(Clause("words", "must_not", "|".join(pairs), words=clause.strip()[:40]))
    capitals = french_capitals.parse(clause)  # "mets les accents sur les majuscules": "Etat", "A chaque" refused
    if capitals:
        out.append(Clause("words", "must_not", "|".join(capitals), words=clause.strip()[:40]))
    return out


def read_kept_terms(clause: str) -> list[Clause]:
    """"keep technical terms in English (don't translate them)": the user's English terms stay as written
    (:mod:`memlock_core.compliance.kept_terms`)."""
    return [Clause("register", "must", kept_terms.KEEP_TERMS, words=clause.strip()[:40])] \
        if kept_terms.parse_keep_terms(clause) else []
