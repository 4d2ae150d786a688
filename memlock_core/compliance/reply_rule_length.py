"""Reply-rule clauses about length: words, sentences, lines, characters, paragraphs and items; a maximum, a
minimum, a range or a single unit; limits on each part of a reply (each bullet, each heading); the replies a limit
is scoped to.

Why a module of its own: the length reader is a kind of its own with the largest lexicon of counts; the list
reader (:mod:`reply_rule_lists`) borrows its part readers, and :mod:`reply_rule` dispatches to it.
"""
from __future__ import annotations

import re

from memlock_core.compliance import part_spec
from memlock_core.compliance.code_blocks import EXCEPTION_OPENS
from memlock_core.compliance.code_style import parse_code_style
from memlock_core.compliance.explanation_part import parse_explanation_limit
from memlock_core.compliance.reply_rule_base import (
    EACH_PART,
    MAX_BEFORE,
    NUMBERS,
    PART_EACH,
    PART_NOUN,
    PART_NOUNS,
    REPLY_NOUN,
    STRICT,
    UNITS_WORDS,
    Clause,
    clause_scope,
    negated,
    num_group,
    number_value,
    unit_group,
    unit_name,
)
from memlock_core.compliance.single_unit import single_unit
from memlock_core.regex_cache import rx

# a comparative, read by the reply-length pattern only: "answers shorter than 100 words", "Antworten kürzer als 100 Wörter"
_SHORTER_THAN = (r"shorter than|briefer than|kürzer als|plus courte?s? que|más cort[ao]s? que|più brev[ei] di|"
                 r"più cort[aeio] di|korter dan")
_MIN_BEFORE = (r"at least|no fewer than|no less than|minimum(?: of)?|min\.?|au moins|mindestens|al menos|como mínimo|"
               r"pelo menos|no mínimo|almeno|minimaal|ten minste|co najmniej|przynajmniej|최소|적어도")

# the bound as a refused "go over" after the count: "다섯 개 넘기지 마세요", "5개를 넘지 않게", "5つを超えないで"
CJK_NOT_EXCEED = (r"(?:를|을)?\s*(?:넘기지|넘지|초과하지)\s*(?:마|말|않)\w*|(?:を)?(?:超えない|超えず|超過しない)\w*|"
                   r"(?:を)?超えないで")
# a counter word between the number and its noun: "5개 항목" (Korean), "5個の項目", "5个条目"
_COUNTER = r"(?:(?:개|個|个|つ)(?:の)?\s*)?"
_LENGTH = rx(
    rf"\b(?P<before>{MAX_BEFORE}|{_SHORTER_THAN}|{_MIN_BEFORE})\s+{num_group('n1')}\s*-?\s*{_COUNTER}{unit_group('u1')}"
    rf"|(?<![\d.A-Za-z]){num_group('n2')}\s*-?\s*{_COUNTER}{unit_group('u2')}\s*(?P<after>or (?:fewer|less|under|below)|or more|"
    rf"ou plus|oder mehr|o más|ou mais|o più|max(?:imum)?|maximum|"
    rf"at most|at the most|tops|limit|cap|au maximum|maximum|au plus|ou moins|höchstens|maximal|oder weniger|"
    rf"como máximo|o menos|máximo|以内|以下|まで|未満|以上|이내|이하|까지|미만|이상|{CJK_NOT_EXCEED}|"
    # Turkish puts the bound after the count as a negated verb: "3 paragrafı geçmesin", "50 kelimeyi aşmayın"
    rf"geç(?:mesin|memeli|meyin|me)|aş(?:masın|mamalı|mayın|ma)|ile sınırlı|максимум|"
    rf"(?:is|are) (?:enough|plenty|sufficient)|reichen|genügen|suffisent|"
    rf"suffit|bastan|basta|bastano|são suficientes|é suficiente|"
    # the bound named as a noun: "fünf Sätze sind die Obergrenze", "cinq phrases, c'est le maximum"
    rf"(?:sind|ist) (?:die|das) (?:obergrenze|maximum|limit|höchste)|,? c'est (?:le|la) (?:maximum|limite)|"
    rf"(?:es|son) el (?:máximo|límite)|(?:è|sono) il (?:massimo|limite)|(?:é|são) o (?:máximo|limite)|"
    rf"(?:is|are) the (?:limit|max(?:imum)?|cap|ceiling|upper (?:limit|bound))|(?:が|は)?上限)?"
    rf"|(?P<cjk>最大|最長|最多|至多|不(?:要|能|得)?超过|不(?:要|能|得)?超過|不多于|不多於|少于|少於)\s*{num_group('n3')}\s*(?:个|個)?\s*{unit_group('u3')}"
    rf"|\b(?P<over>more than|over|longer than|beyond|plus de|mehr als|über|más de|più di|mais de)\s+{num_group('n4')}\s*-?\s*"
    rf"{unit_group('u4')}"
    # "≤ 50 words", "<= 50 words"; "word limit: 50", "a limit of 50 words", "word count under 50"; "100+ words"
    rf"|(?P<sym>≤|<=|=<|<)\s*{num_group('n8')}\s*-?\s*{unit_group('u8')}"
    rf"|\b(?P<u5>word|sentence|character|char|line|paragraph)\s+(?:limit|count|cap|budget|max(?:imum)?)\b\s*"
    rf"(?:[:=]|is|of|at|under|below|<|≤)?\s*(?:max\.?\s*|under\s*)?{num_group('n5')}(?![\d.,]?\d)(?!\s*%)"
    # "length cap: 80 words per answer", "answers capped at 80 words", "cap answers at 80 words" (ccov15)
    rf"|\b(?P<lim>limit of|(?:length|size)\s+(?:limit|cap|budget|max(?:imum)?)\s*[:=]?|capped\s+at|"
    rf"cap\s+(?:(?:your|the|my|all|each|every)\s+)?(?:answers?|replies|responses?|messages?)\s+at)\s+"
    rf"{num_group('n6')}\s*-?\s*{unit_group('u6')}"
    rf"|(?<![\d.A-Za-z]){num_group('n7')}\+\s*{unit_group('u7')}"
    rf"|\b(?P<exact>exactly|precisely|genau|exactement|exactamente|exatamente|esattamente)\s+{num_group('n9')}\s*-?\s*{unit_group('u9')}"
    # the unit first, then the count with its counter word and bound: "段落は3つまで", "문단은 두 개까지", "段落不超过三个"
    # (the unit a word of its own, not the end of a compound: "絵文字は2つまで" counts emoji, not characters)
    rf"|(?<![^\s、。，,:：;の的]){unit_group('u10')}\s*(?:の数)?\s*(?:は|を|が|은|는|을|를|数)?\s*(?P<cjk2>最大|最多|不超过|不超過|최대)?\s*{num_group('n10')}\s*"
    rf"(?:つ|個|个|개|件)?\s*(?:만|だけ)?\s*(?P<after10>まで|以内|以下|이내|이하|까지|{CJK_NOT_EXCEED})?(?(cjk2)|(?(after10)|(?!)))",
    re.I)

_CODE_NAMED = rx(r"\b(?:code|c[óo]digo|codice|script|snippets?|kod|kodu)\b|\bdu code\b|コード|代码|코드", re.I)


def _length_unless(clause: str) -> str:
    """The exception of a length limit: a request for code when the exception names code ("max 3 lines, unless I
    ask for code", "máximo 3 líneas, salvo que te pida código"), else any request for more ("under 100 words unless
    I ask"); "" when the clause states none."""
    _, unless = clause_scope(clause)
    if not unless:
        return ""
    opens = EXCEPTION_OPENS.search(clause)
    if unless == "code_request" and opens and _CODE_NAMED.search(clause[opens.end():]):
        return "code_request"
    return "detail_request"


# the part of a reply a length limit is about, right before the limit ("bullets under 8 words")
_PART_SUBJECT = rx(r"\b(?:bullets?|bullet points?|list items?|items|headings?|titles?|headers?|captions?|labels?|"
                           r"subject lines?|table cells?|cells|puces|titres|überschriften|aufzählungspunkte|viñetas|títulos)"
                           r"\s+(?:(?:should|must|are|stay|kept|be|of|with|to)\s+){0,3}$", re.I)

# "one-line answers for yes/no questions": the "for ..." of a length rule that names closed questions is its scope
_NOT_YES_NO = r"(?!\s+(?:closed|yes[/ -]*(?:or[/ -]*)?no)\b)"
_SINGLE = rx(r"\b(?:in|with|as|to)\s+(?:a\s+|one\s+)?(?:single|one)\s+(?P<unit>sentence|line|paragraph)\b|"
                     r"\b(?:une seule|en une|en un seul) (?P<fr>phrase|ligne|paragraphe)\b|\bin einem (?P<de>satz|absatz)\b|"
                     r"\b(?:en|de) una (?:sola )?(?P<es>frase|línea)\b|\b(?:en|de) un (?:solo )?(?P<es2>párrafo)\b|"
                     # the same "in one X" in Dutch, Polish, Russian, Italian, Portuguese ("in één alinea", "jednym
                     # zdaniem", "одним абзацем", "in un solo paragrafo"); Japanese and Chinese put the count before
                     # the unit and the verb after it ("一段落で答えて", "用一段话回答")
                     r"\bin één (?:enkele )?(?P<nl>alinea|zin|regel)\b|"
                     r"(?:\bw\s+)?\bjedn(?:ym|ej|ą)\s+(?P<pl>akapi\w*|zdani\w*|lini\w*|linij\w*)|"
                     r"(?:\bв\s+)?(?<![\w])(?:одн(?:им|ой|ом|у))\s+(?P<ru>абзац\w*|предложени\w*|строк\w*)|"
                     r"\bin (?:un|una) (?:sol[oa] )?(?P<it>paragrafo|frase|riga)\b|"
                     r"\b(?:em|num|numa) (?:um |uma )?(?:só |único |única )?(?P<pt>parágrafo|frase|linha)\b|"
                     r"(?:(?:一つ|ひとつ|1つ)の|[一1１])(?P<ja>段落|文|行)(?:だけ|のみ)?(?:で|に(?:まとめ|収め))|"
                     r"(?:用|以|在)\s*[一1]\s*(?P<zh>段|句|行)(?:话|話)?(?:之?内|以内)?\s*(?:来)?(?:回答|回复|回覆|答|说明|解释|写)|"
                     r"(?:^|\b(?:only|just|keep (?:it|answers|replies) to|stick to|max(?:imum)?|at most)\s+)"
                     r"(?:a single|one|1)\s+(?P<only>sentence|line|paragraph)\b(?=\s*(?:only|max|tops|at most|,|\.|$|"
                     r"(?:per|for each|for every|in (?:each|every|any)) (?:answer|reply|response)))|"
                     # "one-liner answers only", "just one-liners": every reply one line (not "a one-liner summary")
                     r"\b(?P<liner>(?:one-?liner|single-line)\s+(?:answers?|repl(?:y|ies)|responses?))\b"
                     rf"(?!\s+(?:for|when|to|if|on|about)\b{_NOT_YES_NO})|\b(?:only|just)\s+(?P<liner2>one-?liners?)\b|"
                     r"\b(?P<liner3>one-?liners?)\s+only\b|"
                     # "a TL;DR of one line only", "give me one sentence only": that unit, one of it
                     r"\b(?:of|in|me|be)\s+(?:a single|one|1)\s+(?P<of>sentence|line|paragraph)(?:\s+only\b|"
                     # "give me one line, not a script": the unit set against a longer form
                     r"(?=\s*[,;]?\s*(?:not|instead of|rather than)\s+(?:a|an|the|whole|full|multi)))|"
                     # "one-sentence answers (only)", "single-paragraph replies"
                     r"(?<!except )(?<!except for )(?<!unless )(?<!apart from )(?<!other than )(?<!besides )(?<!for )"
                     r"(?<!to )(?<!in )(?<!on )\b(?:one|single|1)-(?P<adj>sentence|line|paragraph)\s+(?:answers?|repl(?:y|ies)|"
                     r"responses?)\b"
                     rf"(?!\s+(?:for|when|to|if|on|about)\b{_NOT_YES_NO})",
                     re.I)


_SUMMARY_SCOPE = rx(r"\b(?:keep|make|limit)\s+(?:your\s+|the\s+|all\s+)?summar(?:y|ies)\b|^\W*summar(?:y|ies)\b|"
                            r"\b(?:your|all|the)\s+summaries\b|"
                            r"\b(?:when(?:ever)?|if)\s+(?:i|the user)\s+(?:asks?|requests?|wants?|says?|types?|writes?)\s+"
                            r"(?:you\s+)?(?:for\s+)?(?:a\s+)?[\"'“‘`]?(?:summary|summaries|recap|tl;?dr|to summari[sz]e)\b|"
                            r"\bfor summaries\b|"
                            r"\bwhen summari[sz]ing\b|\b(?:nos|em|in|en los|en|dans les|in den|nei|nelle)\s+"
                            r"(?:resumos|resúmenes|résumés|zusammenfassungen|riassunti)\b|\bquand je (?:te )?demande un résumé\b|"
                            r"\bwenn ich (?:nach )?einer? zusammenfassung\b|\bcuando (?:te )?pida un resumen\b|要約を(?:頼|求め)|"
                            # the condition in any of them: "si je demande un résumé", "falls ich um eine
                            # Zusammenfassung bitte", "si te pido un resumen", "se eu pedir um resumo", "要約を頼んだら"
                            r"\b(?:when(?:ever)?|if|si|quand|lorsque|wenn|falls|cuando|se|quando)\s+(?:i|je|j'|ich|yo|eu|io)?\s*"
                            r"(?:te\s+|vous\s+|dich\s+|ti\s+|lhe\s+)?(?:ask|request|want|demande|réclame|frage|bitte|will|"
                            r"pido|pida|peço|pedir|chiedo|chieda)\w*\s+(?:\w+\s+){0,3}?(?:summary|summaries|recap|tl;?dr|"
                            r"résumé|synthèse|zusammenfassung|resumen|resumo|riassunto|sintesi)\b|"
                            r"\b(?:wenn|falls)\s+ich\s+(?:\w+\s+){0,3}?zusammenfassung\b|"
                            r"(?:要約|まとめ)(?:を)?(?:頼|求め|お願い)", re.I)
_EXPLAIN_SCOPE = rx(r"\bwhen(?:ever)?\s+(?:you\s+)?explain\w*\b|\bfor explanations\b|"
                            # "when I ask you to explain something", "quand je te demande d'expliquer", "wenn ich dich
                            # bitte, etwas zu erklären", "cuando te pido que expliques": a request for an explanation
                            r"\b(?:when(?:ever)?|if)\s+I\s+ask\s+(?:you\s+)?(?:to\s+)?explain\w*\b|"
                            r"\b(?:quand|si)\s+je\s+(?:te\s+|vous\s+)?demande\s+d['’]expliquer\b|"
                            r"\b(?:wenn|falls)\s+ich\s+(?:dich\s+)?(?:bitte|frage)\W+(?:\w+\s+){0,2}zu\s+erklären\b|"
                            r"\b(?:cuando|si)\s+te\s+(?:pido|pida)\s+que\s+(?:me\s+)?expliques\b|"
                            r"\b(?:every|each|any|all|your)\s+explanations?\b|\b(?:chaque|toute)\s+explication\b|"
                            r"\bjede\s+erklärung\b|\b(?:cada|toda)\s+explicación\b|\bquand tu expliques\b|"
                            r"\bwenn du (?:etwas )?erklärst\b|\bcuando expliques\b|説明する(?:とき|時)|"
                            # "解释报错的时候", "解釋時", "설명할 때": when the reply explains something
                            r"(?:解释|解釋)[^，。,;；]{0,8}?(?:的)?(?:时候|時候|时|時)|설명할\s*때", re.I)


# "when I say 'go deep', ...", "si je dis « bref », ...": a condition on the user's own words
_SAY_TRIGGER = rx(r"\b(?:when(?:ever)?|if|once)\s+(?:i|the user)\s+(?:say|type|write|add|put|use|start with)s?\b|"
                          r"\b(?:quand|si|lorsque)\s+(?:je|j')\s*(?:dis|écris|tape|mets)\b|"
                          r"\b(?:wenn|falls)\s+ich\s+(?:\S+\s+){0,3}?(?:sage|schreibe|tippe)\b|"
                          r"\b(?:cuando|si)\s+(?:yo\s+)?(?:digo|diga|escribo|escriba|pongo|ponga)\b|"
                          r"\b(?:quando|se)\s+(?:io\s+)?(?:dico|scrivo)\b|"
                          r"(?:と|って)(?:言|書|入力)(?:った|う|いた|く)(?:ら|とき|時)", re.I)


def length_when(clause: str) -> str:
    """The replies a length speaks to, when the rule names them by what the user asked."""
    if _SUMMARY_SCOPE.search(clause):
        return "summary_request"
    if _EXPLAIN_SCOPE.search(clause):
        return "explanation"
    return ""


def _unconditioned(clauses: list[Clause], clause: str) -> list[Clause]:
    """Drop the lengths of a clause whose replies hang on a word the user says ("when I say 'short', ...") that
    no scope models: checking every reply would guess."""
    if _SAY_TRIGGER.search(clause):
        return [c for c in clauses if c.when or c.object not in ("length", "partlen")]
    return clauses


_RANGE = rx(rf"(?<![\d.])(?P<a>\d{{1,4}})\s*(?:-|–|to|à|bis|a|al|(?<=\d) and|(?<=\d) und|(?<=\d) et|(?<=\d) y)\s*"
                    rf"(?P<b>\d{{1,5}})\s+(?P<u>{UNITS_WORDS})", re.I)


def _ranged(ranged: re.Match[str], clause: str) -> list[Clause]:
    """"one paragraph of 3-5 sentences": at least the first number, at most the second."""
    low, high, unit = int(ranged.group("a")), int(ranged.group("b")), unit_name(ranged.group("u"))
    if not 0 < low < high or unit == "items":
        return []
    when = length_when(clause)
    return [Clause("length", "must", unit, limit=low, bound="min", when=when, words=ranged.group(0)),
            Clause("length", "must", unit, limit=high, bound="max", when=when, words=ranged.group(0))]


# What a length counts: "Keep functions under 40 lines", "Limit each commit to 200 lines", "Keep lines under 100
# characters", "Commit subjects ≤ 50 characters" measure a piece of code or of another text, not the reply. The noun a
# limit is said of sits just before it ("functions under 40 lines") or after it ("40 lines per function", "50 characters
# for the subject line"); such a limit is not a reply length, and stays unchecked rather than judging every answer.
_ARTEFACT = (r"functions?|funcs?|methods?|classes|class|modules?|files?|scripts?|commits?|commit messages?|subjects?|"
             r"subject lines?|titles?|pr titles?|pull requests?|prs?|diffs?|patch(?:es)?|variables?|variable names?|"
             r"identifiers?|names?|tests?|test cases?|docstrings?|comments?|code lines?|lines? of code|lines|"
             r"paragraphs?|sentences?|bullets?|bullet points?|headings?|headlines?|slides?|"
             r"e-?mails?|emails?|log lines?|log messages?|queries|query|urls?|passwords?|branch names?|tags?|"
             r"fonctions?|méthodes?|fichiers?|lignes|paragraphes|phrases|titres?|funktionen|methoden|klassen|dateien|"
             r"zeilen|absätze|sätze|überschriften|funciones|métodos|clases|archivos|ficheros|líneas|párrafos|frases|"
             r"títulos|funzioni|metodi|classi|righe|funções|arquivos|linhas|関数|メソッド|クラス|ファイル|コミット|タイトル|件名")

_MEASURED_BEFORE = rx(rf"(?:^|\W)(?P<noun>{_ARTEFACT})(?:\W+\w+){{0,3}}\W*$", re.I)
_MEASURED_AFTER = rx(rf"^\s*(?:of\s+(?P<code>code)\b|(?:\w+\s+){{0,2}}(?:per|each|every|for|par|pro|je|por|para|の)\s*"
                             rf"(?:the\s+|a\s+|an\s+|each\s+|every\s+|one\s+|le\s+|la\s+|une?\s+|chaque\s+)?"
                             rf"(?P<noun>{_ARTEFACT})\b)", re.I)


def _counted_limit(head: str, between: str) -> bool:
    """"one paragraph, 60 words max": the noun before the limit is counted itself (a limit of its own, set off by a
    comma), not the text the limit measures ("functions, 40 lines max" names no count)."""
    word = re.search(r"([^\W_]+)\s+$", head)
    return bool(word and number_value(word.group(1)) is not None and re.fullmatch(r"\s*[,;]\s*", between))


def _measures_other_text(clause: str, start: int, end: int, unit: str) -> bool:
    """The limit at clause[start:end] is said of a function, file, commit, line ... rather than of the reply."""
    def other(noun: str) -> bool:
        return unit_name(noun) != unit or noun.lower() in ("lines of code", "code lines", "line of code")
    window = max(0, start - 48)
    before = _MEASURED_BEFORE.search(clause[window:start])
    if before and other(before.group("noun")) and not REPLY_NOUN.search(clause[before.end("noun") + window:start]) \
            and not _counted_limit(clause[:before.start("noun") + window], clause[before.end("noun") + window:start]):
        return True
    after = _MEASURED_AFTER.search(clause[end:end + 40])
    return bool(after and (after.group("code") or other(after.group("noun"))))


# "Bullets ≤ 12 words", "Keep sentences under 20 words", "Paragraphs: 3 sentences max", "Überschriften maximal 5 Wörter":
# the part named first, as the subject of the limit
_PART_FIRST = rx(rf"^\W*(?:(?:please\s+)?(?:keep|make|limit|cap|hold|write|bitte)\s+)?(?:your\s+|the\s+|all\s+|my\s+|"
                         rf"les\s+|tes\s+|vos\s+|die\s+|deine\s+|los\s+|las\s+|tus\s+|i\s+|le\s+|gli\s+)?"
                         rf"{PART_NOUN}(?![\w-])(?=\s*(?:[:=(,]|should|must|are|stay|kept|to|of|with|under|below|at most|"
                         rf"max|no more|no longer|not more|not longer|≤|<|de|von|mit|con|di|höchstens|maximal|"
                         rf"jeweils|sollen|dürfen|ne|doivent|deben|debe|short|brief|kurz|courtes?|cortas?|brevi|-|—|–|"
                         rf"はそれぞれ|は))", re.I)
# "max 5 words each", "10 mots chacune", "jeweils höchstens 8 Wörter": each of the part the clause named
_EACH_OF = rx(r"\b(?:each|apiece|chacun(?:e)?|jeweils|cada uno|cada una|ciascuno|ciascuna|elk)\b", re.I)


def part_of(segment: str) -> tuple[str, re.Match[str]] | None:
    found = PART_EACH.search(segment) or _PART_FIRST.search(segment)
    if not found:
        return None
    noun = next(found.group(g) for g in ("noun", "noun2", "noun3") if found.groupdict().get(g))
    part = next(name for name, words in PART_NOUNS.items() if re.fullmatch(words, noun, re.I))
    return part, found


def part_named(clause: str) -> tuple[str, re.Match[str]] | None:
    """The first part the clause names anywhere ("Use bullets, max 8 words each")."""
    found = re.search(rf"(?<![\w-]){PART_NOUN}(?![\w-])", clause, re.I)
    if not found:
        return None
    return next(name for name, words in PART_NOUNS.items() if re.fullmatch(words, found.group("noun"), re.I)), found


def part_length(clause: str) -> tuple[list[Clause], str]:
    """Limits on each part of the reply ("each bullet under 12 words", "no paragraph longer than 3 sentences"),
    and what is left of the clause for the reply's own length."""
    segments = re.split(r"\s*(?:,|;|\(|\)|\band\b|\bund\b|\bet\b|\by\b)\s*", clause)
    out: list[Clause] = []
    rest: list[str] = []
    pending = ""  # a part named in a segment with no limit: "Each bullet point, at most 10 words"
    named = part_of(clause) or part_named(clause)
    for segment in segments:
        alone = re.fullmatch(rf"\W*(?:the\s+|all\s+|your\s+|les\s+|die\s+|los\s+|las\s+)?{PART_NOUN}\W*", segment, re.I)
        if alone:  # "Headings, at most 6 words": the part named alone, its limit in the next segment
            pending = next(name for name, words in PART_NOUNS.items() if re.fullmatch(words, alone.group("noun"), re.I))
            continue
        found = part_of(segment)
        part = found[0] if found else ""
        bare = segment
        if found:  # the noun goes, its determiner stays: "no paragraph longer than 3 sentences" is a limit
            group = next(g for g in ("noun", "noun2", "noun3") if found[1].groupdict().get(g))
            bare = segment[:found[1].start(group)] + " " + segment[found[1].end(group):]
        elif pending and not REPLY_NOUN.search(segment):
            part = pending
        elif named and _EACH_OF.search(segment):
            part = named[0]  # "use bullets, max 8 words each"
            bare = _EACH_OF.sub(" ", segment)
            if part == "heading" and re.search(r"\b(?:ask|asks|request|want|give me|suggest|pido|demande|bitte um|chiedo)\w*\s+"
                                               r"(?:\w+\s+){0,3}$", clause[:named[1].start()], re.I):
                part = "line"  # "When I ask for titles or headlines, keep each under 60 characters": the titles asked for
        if not part:
            rest.append(segment)
            continue
        bare = " ".join(bare.split())
        limits = [c for c in read_length(bare, parts=False) if c.bound == "max" and c.object == "length"]
        if not limits and re.match(rf"^(?:{NUMBERS})\s+(?:{UNITS_WORDS})\b", bare, re.I) and found \
                and re.search(r"\b(?:per|pro|par|por|je)\b|ごと|毎|につき", found[1].group(0), re.I):
            limits = [c for c in read_length(f"max {bare}", parts=False) if c.object == "length"]  # "one sentence per bullet"
        wanted = [c for c in limits if c.value in part_spec.ALLOWED[part] and c.limit]
        if not wanted:
            if found and not limits:
                # "No headings in short replies (under 200 words)": the count after a reply noun is the replies' size
                pending = "" if REPLY_NOUN.search(bare) else part
                if pending:
                    continue
            rest.append(segment)
            continue
        pending = ""
        for c in wanted:
            strict = c.limit is not None and c.limit > 1 and STRICT.search(c.words)
            limit = (c.limit or 0) - 1 if strict else c.limit
            _, unless = clause_scope(clause)
            out.append(Clause("partlen", "must", f"{part}:{c.value}:{limit}", when=c.when or length_when(clause),
                              unless=c.unless or ("detail_request" if unless else ""),
                              words=segment.strip()[:60]))
    return out, ", ".join(rest)


# "Tweet-length replies", "answers that fit in an SMS": a size named by the text it must fit (280 / 160 characters),
# when the rule gives no number of its own
_FITS = rx(r"\b(?P<tweet>tweet|twitter|x-post)[- ](?:length|sized?|long)\b|\bfit\w*\s+(?:in|into|within)\s+(?:a\s+|one\s+|an\s+|"
                   r"a single\s+)?(?:(?P<tweet2>tweet)|(?P<sms>sms|text message))\b|\b(?P<sms2>sms)[- ](?:length|sized?)\b", re.I)


def _fits(clause: str) -> list[Clause]:
    found = _FITS.search(clause)
    if not found or re.search(r"\d", clause) or negated(clause, found.start(), found.end()):
        return []
    limit = 280 if found.group("tweet") or found.group("tweet2") else 160
    return [Clause("length", "must", "characters", limit=limit, bound="max", when=length_when(clause),
                   words=found.group(0))]


def read_length(clause: str, parts: bool = True) -> list[Clause]:
    explained = parse_explanation_limit(clause)
    if explained:  # "max 2 sentences of explanation, then one example": the explanation's count, not the reply's
        return [Clause("partlen", "must", explained, when="explanation", words=clause.strip()[:40])]
    found = _unconditioned(_length_read(clause, parts), clause)
    if any(t.startswith("max_line:") for t in parse_code_style(clause)):
        # "代码每行不超过80个字符": characters per line of code (code_style's max_line), not the reply's length
        found = [c for c in found if c.value != "characters"]
    return found


# "one paragraph, maybe two, tops", "drei Sätze, höchstens vier": a count the rule then stretches; the stretched
# count is the bound
_STRETCHED = rx(rf"(?<![\d.]){num_group('a')}\s*-?\s*{unit_group('u')},?\s+(?:or\s+)?(?:maybe|perhaps|possibly|"
                        rf"peut-être|vielleicht|quizás|quizá|tal vez|forse|talvez|misschien|może|"
                        rf"(?P<max>at most|max\.?|au plus|höchstens|como mucho|al massimo|no máximo|hooguit))\s+{num_group('b')}\b"
                        # the stretched count has no unit of its own ("One paragraph, max 80 words" is two limits)
                        rf"(?!\s*-?\s*(?:{UNITS_WORDS})(?![A-Za-zÀ-ÿ]))",
                        re.I)


def _stretched(clause: str) -> str:
    found = _STRETCHED.search(clause)
    a, b = (number_value(found.group("a")), number_value(found.group("b"))) if found else (None, None)
    if found is None or a is None or b is None or b <= a:
        return clause
    rest = re.sub(r"^\s*,\s*", " ", clause[found.end():])  # "..., maybe two, tops": the bound word after it
    bound = "at most " if found.group("max") else ""
    return f"{clause[:found.start()]}{bound}{found.group('b')} {found.group('u')}{rest}"


def _length_read(clause: str, parts: bool = True) -> list[Clause]:
    clause = _stretched(clause)
    fits = _fits(clause)
    if fits:
        return fits
    multi = re.search(r"\b(?:no|never|not|avoid|without|keine?)\s+multi-?sentence\s+(?:bullets?|bullet points?|items?|list items?)\b",
                      clause, re.I)
    if multi and parts:  # "No multi-sentence bullets": one sentence each
        return [Clause("partlen", "must", "item:sentences:1", words=multi.group(0))]
    if parts and (PART_EACH.search(clause) or _PART_FIRST.search(clause)
                  or (_EACH_OF.search(clause) and part_named(clause))):
        parted, rest = part_length(clause)
        if parted:
            return parted + (read_length(rest, parts=False) if rest.strip() and not EACH_PART.search(rest) else [])
    if EACH_PART.search(clause):
        return []
    single = _SINGLE.search(clause)
    if single and negated(clause, single.start(), single.end()):
        # "I hate one-line answers", "no one-sentence replies": a floor the rule gives no number for, not a ceiling
        clause = clause[:single.start()] + " " * (single.end() - single.start()) + clause[single.end():]
        single = None
    if single:
        unit = next(g for g in (single.group("unit"), single.group("fr"), single.group("de"), single.group("es"),
                                single.group("es2"), single.group("only"), single.group("adj"), single.group("of"),
                                single.group("nl"), single.group("pl"), single.group("ru"), single.group("it"),
                                single.group("pt"), single.group("ja"), single.group("zh"))
                    if g) \
            if not (single.group("liner") or single.group("liner2") or single.group("liner3")) else "line"
        unless = _length_unless(clause)
        out = [Clause("length", "must", unit_name(unit), limit=1, bound="max", when=length_when(clause),
                      unless=unless if unless == "detail_request" else "", words=single.group(0))]
        if unit_name(unit) == "lines":
            # one line says one thing: a paragraph run on one line ("Yes. Since 3.7 ... If you need ...") is none
            out.append(Clause("length", "must", "sentences", limit=2, bound="max", when=length_when(clause),
                              unless=out[0].unless, words=single.group(0)))
        ranged = _RANGE.search(clause)
        if ranged:
            return out + _ranged(ranged, clause)
        # "One paragraph, max 80 words": the word limit holds as well as the single paragraph
        clause = clause[:single.start()] + " " * (single.end() - single.start()) + clause[single.end():]
    else:
        out = []
        one = single_unit(clause)  # "in nur einem Absatz", "一段落だけで答えて", "只用一段话回答"
        if one and not negated(clause, clause.find(one[1]), clause.find(one[1]) + len(one[1])):
            unless = _length_unless(clause)
            out = [Clause("length", "must", one[0], limit=1, bound="max", when=length_when(clause),
                          unless=unless if unless == "detail_request" else "", words=one[1])]
            start = clause.find(one[1])
            clause = clause[:start] + " " * len(one[1]) + clause[start + len(one[1]):]
    ranged = _RANGE.search(clause)
    if ranged:
        out += _ranged(ranged, clause)
        clause = clause[:ranged.start()] + clause[ranged.end():]
    for found in _LENGTH.finditer(clause):
        if _PART_SUBJECT.search(clause[:found.start()]):
            continue  # "keep bullets under 8 words", "headings of at most 5 words": each part's length, not the reply's
        groups = found.groupdict()
        n = number_value(next((groups[g] for g in ("n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10")
                          if groups.get(g)), ""))
        unit = next((groups[g] for g in ("u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "u10") if groups.get(g)), "")
        if not n:
            continue
        if groups.get("exact"):  # "exactly 3 sentences": at least and at most 3 (a count of items: at most)
            unless = _length_unless(clause)
            for bound in (("max",) if unit_name(unit) == "items" else ("min", "max")):
                out.append(Clause("length", "must", unit_name(unit), limit=n, bound=bound, when=length_when(clause),
                                  unless=unless, words=found.group(0)))
            continue
        if found.group("over"):  # "never write more than 300 words": at most 300; "more than 3 words" alone says no limit
            if not negated(clause, found.start(), found.start()) or \
                    _measures_other_text(clause, found.start(), found.end(), unit_name(unit)):
                continue
            out.append(Clause("length", "must", unit_name(unit), limit=n, bound="max", when=length_when(clause),
                              unless=_length_unless(clause), words=found.group(0)))
            continue
        before = (found.group("before") or "").lower()
        after = (found.group("after") or "").lower()
        # ("min" the word alone: Dutch "minder dan" is fewer than)
        if before in _MIN_BEFORE.split("|") or before in ("min", "min.") \
                or before.startswith(("at least", "no fewer", "no less", "minimum", "min ", "au moins", "mindestens",
                                      "al menos", "como mínimo")) \
                or after in ("or more", "ou plus", "oder mehr", "o más", "ou mais", "o più", "以上", "이상") or groups.get("n7"):
            bound = "min"
        elif groups.get("sym") or groups.get("n5") or groups.get("lim") or groups.get("cjk") or groups.get("n10"):
            bound = "max"
        elif before or after or clause.strip().lower().startswith(("no more than", "max")):
            bound = "max"
        elif re.search(r"\b(?:keep|limit|within|under|short|brief|max)\b", clause, re.I):
            bound = "max"
        else:
            continue  # "3 sentences" with no bound: not a limit memlock can read
        if negated(clause, found.start(), found.start()) and bound == "min":
            continue
        # "under 100 words unless I ask (for more)": a longer answer asked for; "unless I ask for code": code asked for
        unless = _length_unless(clause)
        if unit_name(unit) == "items" and bound != "max":
            continue  # "at least 3 bullet points": not modelled
        if _measures_other_text(clause, found.start(), found.end(), unit_name(unit)):
            continue  # "Keep functions under 40 lines": a limit on code or another text, not on the reply
        out.append(Clause("length", "must", unit_name(unit), limit=n, bound=bound, unless=unless, when=length_when(clause),
                          words=found.group(0)))
    return out
