"""Reply-rule clauses about headings: none, a first heading, levels, their case, ending marks, bold text used as
a heading, and the heading shapes of :mod:`reply_shape`.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re

from memlock_core.compliance import emoji_rule
from memlock_core.compliance.checklists import CHECKBOXES, parse_checkbox_rule
from memlock_core.compliance.reply_rule_base import ALSO_IN, EMOJI, FIRST, HEADINGS, Clause, clause_scope, negated
from memlock_core.compliance.reply_shape import (
    LEVEL_ONLY,
    LEVELS,
    NUMBERED_HEADINGS,
    SENTENCE_CASE,
    TITLE_CASE,
    heading_level_only,
    heading_levels,
    parse_shape,
)
from memlock_core.regex_cache import rx

# "for long answers", "réponses longues", "längere Antworten", "respuestas largas", "長い回答": the replies a
# heading rule speaks to, measured as "long" (see evaluate: 2+ paragraphs and 40+ words, or 120+ words)
LONG_SCOPE = rx(r"\b(?:long(?:er)?|big(?:ger)?|lengthy|detailed|complex)\s+(?:answers?|repl(?:y|ies)|responses?|"
                         r"explanations?|messages?|texts?|outputs?)\b|\b(?:answers?|repl(?:y|ies)|responses?)\s+(?:that are\s+)?"
                         r"(?:long|longer)\b|\banything long(?:er)?\b|"
                         r"\b(?:réponses?|explications?|textes?)\s+(?:longues?|détaillées?)\b|\blongues?\s+réponses?\b|"
                         r"\b(?:lange[nr]?|längere[nr]?|ausführliche[nr]?)\s+(?:antworten|antwort|texte|erklärungen)\b|"
                         r"\b(?:respuestas?|explicaciones?|textos?)\s+(?:largas?|largos?|extensas?|detalladas?)\b|"
                         r"長い(?:回答|返答|答え|説明|文章)|長文|\blange\s+(?:antwoorden|teksten|uitleg)\b|"
                         r"\bdłu(?:gie|gich|ższe|ższych)\s+odpowiedzi\b|\bдлинн\w+\s+(?:ответ|объяснени|текст)\w*", re.I)
# What a negated heading rule may be about other than having headings: "never skip heading levels", "no heading
# numbers", "don't end headings with a period", "don't bold/nest/number/capitalise headings"
_HEADING_ASPECT = rx(r"^\s*(?:levels?|case|numbers?|numbering|punctuation|capitali[sz]ation|lengths?|hierarchy|depth|"
                             r"ends?|endings?|styles?|formats?|sizes?)\b|^\s+(?:(?:should|must|are|to)\s+(?:be\s+)?(?:written\s+)?)?(?:with|in)\s+"
                             r"(?:a\s+)?(?:periods?|full stops?|colons?|title case|sentence case|lower ?case|upper ?case|all caps|caps|"
                             r"capitals|emoji)\b|^\s+(?:end|finish)\w*\s+with\b", re.I)
_HEADING_ACT = rx(r"\b(?:nest(?:ing)?|bold(?:ing)?|number(?:ing)?|capitali[sz]\w*|punctuat\w*|jump\w*|"
                          r"mix\w*|repeat\w*|duplicat\w*|overus\w*|too many|too long|long|deep(?:ly)?|stack\w*)\s+"
                          r"(?:the\s+|your\s+|any\s+|(?:markdown\s+)?)?$", re.I)
# "in short replies", "for brief answers", "réponses courtes", "kurze Antworten", "respuestas cortas", "短い回答"
SHORT_SCOPE = rx(r"\b(?:short(?:er)?|brief|quick|small|one-line|simple)\s+(?:answers?|repl(?:y|ies)|responses?|messages?|"
                          r"texts?|outputs?)\b|\b(?:réponses?|messages?|textes?)\s+(?:courte?s?|brèves?)\b|\bcourtes?\s+réponses?\b|"
                          r"\b(?:kurze[nr]?|knappe[nr]?)\s+(?:antworten|antwort|texte|nachrichten)\b|"
                          r"\bkrótki\w*\s+odpowiedzi\w*|"
                          r"\b(?:respuestas?|mensajes?|textos?)\s+(?:cortas?|cortos?|breves?)\b|短い(?:回答|返答|答え|文章)|"
                          # Portuguese and Italian: "respostas curtas", "mensagens breves", "risposte brevi"
                          r"\b(?:respostas?|mensagens?|textos?|rispost[ae]|messaggi|testi)\s+(?:curt[ao]s?|breves?|brevi|"
                          r"cort[ei])\b|\b(?:brevi|breves)\s+(?:risposte|respostas)\b|"
                          r"\bkorte\s+(?:antwoorden|antwoord|berichten|teksten)\b|\bkrótki(?:ch|e)?\s+odpowiedzi\b", re.I)
_HEADING_LEVEL = rx(r"\blevel[- ]?(?P<a>[1-6])\b|\bh(?P<b>[1-6])(?:'?s)?\b|(?<!#)(?P<c>#{1,6})(?!#)|\bniveau\s+(?P<d>[1-6])\b|"
                            r"\bebene\s+(?P<e>[1-6])\b|\bnivel\s+(?P<f>[1-6])\b|レベル(?P<g>[1-6])", re.I)

# where a heading goes, wherever the clause says it: "en haut de la réponse", "am Anfang", "at the top"
_AT_TOP = rx(r"\bat the (?:top|start|beginning)\b|\btop of\b|\ben haut de\b|\bau (?:tout )?début\b|\bam anfang\b|"
                     r"\bzu beginn\b|\bganz oben\b|\bal (?:principio|comienzo|inicio)\b|\ball'inizio\b|\bno (?:topo|início)\b|"
                     r"\bbovenaan\b|\baan het begin\b|\bna (?:górze|początku)\b|冒頭|先頭|开头|開頭|맨 위|첫머리|"
                     # "make a 'TL;DR' heading the first thing in each answer", "put it first in every answer"
                     r"\bthe (?:very )?first thing\b|\bfirst (?:in|of) (?:each|every|the|your|all)\b|\bla première chose\b|"
                     r"\blo primero\b|\bals erstes\b|\bla prima cosa\b|\ba primeira coisa\b|\bals eerste\b", re.I)

_TITLE_WORDS = rx(r"\btitles?\b|\bsub-?titles?\b|\btitres?\b|\bsous-titres?\b|\btítulos?\b|\bsubtítulos?\b|"
                          r"\btitel\b|\btitoli\b|\bsottotitoli\b|タイトル|\bbold\b|\bfett\w*|\bgras\b|\bnegrita\b", re.I)
_BOLD_AS_HEADING = rx(r"\bbold(?:ed)?\s+(?:\w+\s+){0,2}(?:as|for|instead of|in place of|pretending to be|posing as|"
                              r"that (?:pretend|act|look)s?(?: to be| like)?|like)\s+(?:\w+\s+)?(?:headings?|headers?|titles?)\b|"
                              r"\b(?:real|proper|actual|true)\s+(?:markdown\s+)?(?:headings?|headers?)\b[^.;]{0,40}\bbold\b|"
                              r"\bfake\s+(?:headings?|headers?)\b|\bfett\w*\s+(?:\w+\s+){0,2}(?:als|statt)\s+(?:\w+\s+)?überschrift\w*|"
                              r"\bgras\s+(?:\w+\s+){0,2}(?:comme|pour|au lieu de)\s+(?:[\w'’]+\s+){0,3}titres?\b|"
                              # "como si fueran títulos", "come se fossero titoli": an "as if" between bold and heading
                              r"\bnegritas?\s+(?:\w+\s+){0,2}(?:como|en lugar de)\s+(?:\w+\s+){0,3}(?:títulos?|encabezados?)\b|"
                              r"\bgrassetto\s+(?:\w+\s+){0,2}(?:come|al posto dei|invece dei)\s+(?:\w+\s+){0,3}titol[io]\b|"
                              r"\bnegrito\s+(?:\w+\s+){0,2}(?:como|em vez de)\s+(?:\w+\s+){0,3}(?:títulos?|cabeçalhos?)\b", re.I)
_SKIP_LEVELS = rx(r"\b(?:skip\w*|jump\w*)\s+(?:\w+\s+){0,2}(?:heading\s+|header\s+)?levels?\b|"
                          r"\b(?:heading|header)\s+levels?\s+(?:must\s+not\s+|shouldn'?t\s+)?(?:be\s+)?skipped\b|"
                          r"\b(?:ebenen?|überschriftenebenen?)\s+(?:\w+\s+)?überspr\w*|\büberspr\w*\s+(?:\w+\s+)?ebenen?\b|"
                          r"\bsaut\w*\s+(?:pas\s+)?(?:de\s+|des\s+)?niveaux?\b|\bsalt\w*\s+(?:\w+\s+)?niveles?\b|"
                          r"見出し(?:の)?(?:レベル|階層)を飛ば", re.I)
_END_MARKS = ((".", r"periods?|full[- ]stops?|dots?|points?|punkte?|puntos?|punti"), (":", r"colons?|deux-points|doppelpunkte?|dos puntos"),
              ("?", r"question marks?|points? d'interrogation|fragezeichen"), ("!", r"exclamation (?:marks?|points?)|ausrufezeichen"),
              (";", r"semicolons?|semikolons?|points?-virgules?"))
_ENDING = rx(r"\b(?:end|ends|ending|finish\w*|trailing|at the end|am ende|à la fin|en fin|al final|terminar?\w*|"
                     r"schließen|enden)\b", re.I)


def read_heading_form(clause: str) -> list[Clause]:
    """How the headings a reply has are written: no bold line in their place, no level skipped, no mark at their end."""
    if not HEADINGS.search(clause) and not re.search(r"\btitles?\b", clause, re.I) and not _SKIP_LEVELS.search(clause):
        return []
    out = []
    if _BOLD_AS_HEADING.search(clause):
        out.append(Clause("shape", "must", "no_bold_headings", words=clause.strip()[:40]))
    skip = _SKIP_LEVELS.search(clause)
    if skip and (negated(clause, skip.start(), skip.end()) or re.search(r"\bnever\b|\bnie\b|\bjamais\b|\bnunca\b|\bpas\b|"
                                                                         r"\bkeine?\b|\bnicht\b|\bno\b|しない|ないで", clause, re.I)):
        out.append(Clause("shape", "must", "no_skipped_levels", words=skip.group(0)))
    ending = _ENDING.search(clause)
    if ending:
        marks = "".join(mark for mark, names in _END_MARKS if re.search(rf"\b(?:{names})\b", clause, re.I))
        if not marks and re.search(r"\bpunctuation\b|\bponctuation\b|\bsatzzeichen\b|\bpuntuación\b", clause, re.I):
            marks = ".:;!"
        if marks and (negated(clause, ending.start(), ending.end()) or re.search(
                r"\b(?:no|never|without|shouldn'?t|mustn'?t|don'?t|ohne|keine?n?|sans|pas de|sin|nunca)\b", clause, re.I)):
            out.append(Clause("shape", "must", "heading_end", bound=marks, words=ending.group(0)))
    return out


HEADING_SHAPES = frozenset({TITLE_CASE, SENTENCE_CASE, LEVEL_ONLY, LEVELS, "no_bold_headings", "no_skipped_levels",
                             "heading_end", NUMBERED_HEADINGS, "no_caps_headings"})


def heading_clause(clause: Clause) -> bool:
    return clause.object == "headings" or (clause.object == "shape" and clause.value in HEADING_SHAPES)


_TITLE_FIRST = rx(r"\b(?:start|begin|open|lead|head)\w*\b[^.;\n]{0,30}?\bwith\s+(?:a|an|one|a single|the)\s+"
                          r"(?:short\s+|clear\s+|descriptive\s+|single\s+)?(?P<h>#{1,6}\s+|h[1-6]\s+|markdown\s+)title\b", re.I)


def read_headings(clause: str) -> list[Clause]:
    first = _TITLE_FIRST.search(clause)
    if first and not HEADINGS.search(clause) and not negated(clause, first.start(), first.end()):
        # "Begin with a # title", "start with an H1 title": a heading opens the reply ("a title" alone may be a bold
        # line or a sentence: unchecked)
        mark = (first.group("h") or "").strip().lower()
        level = str(len(mark)) if mark.startswith("#") else mark[1:] if mark.startswith("h") else ""
        return [Clause("headings", "must", "first", bound=level, words=first.group(0))]
    found = HEADINGS.search(clause)
    if not found or (ALSO_IN.search(clause[:found.start()]) and EMOJI.search(clause)):
        return []
    if EMOJI.search(clause) and emoji_rule.EACH_HEADING.search(clause) and emoji_rule.HEADING_START.search(clause):
        return []  # "an emoji at the start of each heading": the place of the emoji, read by the emoji reader
    if re.search(r"\bor\s+(?:just\s+)?(?:use|add|try)\s+(?:[\w-]+\s*)?$|\b(?:you can|you may|feel free to|could)\s+(?:\w+\s+){0,2}$",
                 clause[:found.start()], re.I):
        return []  # "Flatten them or use sub-headings": an option the rule offers, not one it asks for
    if re.search(r"\b(?:in|im|in den|in the|dans les|en los|en las|en)\s*$", clause[:found.start()], re.I) \
            and not re.search(r"\b(?:use|utilise|verwende|usa|add|put)\b", clause[:found.start()], re.I):
        return []  # "emoji only in headings": a region of the reply another part speaks of, not a heading rule
    if _HEADING_ASPECT.match(clause[found.end():]) or _HEADING_ACT.search(clause[max(0, found.start() - 30):found.start()]):
        return []  # "never skip heading levels", "don't bold headings": a rule about their form, not about having them
    levels = list(_HEADING_LEVEL.finditer(clause))
    # "never a single # H1": the level named by number, the "#" beside it being its mark
    level = next((m for m in levels if not m.group("c")), None) if levels and levels[0].group("c") else None
    level = level or (levels[0] if levels else None)
    bound = ""
    if level:
        raw = next(g for g in level.groups() if g)
        bound = str(len(raw)) if raw.startswith("#") else raw
    hashes = re.search(r"#{1,6}", clause)
    if negated(clause, found.start(), found.end()) or (hashes and negated(clause, hashes.start(), hashes.end())):
        # "Überschriften nur fett, nicht mit #": no markdown heading (a bold line is not one)
        if FIRST.search(clause[:found.start()]):
            return []  # "don't start with a heading": not a rule about headings elsewhere; unchecked
        # "No H1 headings": that level alone; "no headings in short replies": those replies alone
        named = bound if level and not level.group("c") else ""  # "not with #" is every markdown heading
        # "Pas de titres ni de sous-titres": no title of any kind, a bold line standing in for one too
        value = "titles" if not named and _TITLE_WORDS.search(clause) and not re.search(r"\bmarkdown\b|#", clause, re.I) \
            else "headings"
        return [Clause("headings", "must_not", value, bound=named, when="short" if SHORT_SCOPE.search(clause) else "",
                       words=found.group(0))]
    when, _ = clause_scope(clause)
    if not when and LONG_SCOPE.search(clause):
        when = "long"  # "headings for long answers": replies long enough to be sectioned
    elif not when and re.search(r"\bwhen (?:needed|appropriate|useful|it helps)\b|\bif (?:needed|useful|it helps)\b",
                                clause, re.I):
        return []  # a scope memlock cannot measure: the rule stays unchecked rather than checked on every reply
    value = "first" if FIRST.search(clause[:found.start()]) or _AT_TOP.search(clause) else "headings"
    return [Clause("headings", "must", value, bound=bound, when=when, words=found.group(0))]


def read_shape(clause: str) -> list[Clause]:
    if parse_checkbox_rule(clause):  # "to-do lists as checkboxes": the to-do lists the reply has, none asked for
        return [Clause("shape", "must", CHECKBOXES, words=clause.strip())]
    shape = parse_shape(clause)
    levels = heading_levels(clause) if shape in (None, LEVEL_ONLY) else None
    if levels and (shape is None or len(levels) > 1):
        return [Clause("shape", "must", LEVELS, bound=",".join(map(str, levels)), words=clause.strip())]
    level = str(heading_level_only(clause) or "") if shape == LEVEL_ONLY else ""
    return [Clause("shape", "must", shape, bound=level, words=clause.strip())] if shape else []
