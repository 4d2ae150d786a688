"""Small numbers written as words in the prose: "spell out numbers one to nine (three, not 3), but keep digits in
code, versions and measurements".

The rule is read for its object (numbers, to be written in words), its polarity (a rule that refuses spelling them
out, or asks for digits, is no such rule), and its bound ("one to nine", "under ten", "bis zwölf", "del uno al
diez", "一から九"): the largest number that is to be a word. Rules in English, French, German, Spanish and Japanese.

The reply is read as numerals in its prose: code blocks, inline code and URLs are left out, and so is every
numeral that is no count in a sentence: a measurement or an amount (a unit, a currency or a percent sign next to
it, "8 GB", "5 km", "3 €", "2x"), a version or a name ("Python 3.9", "PEP 8", "v2", "Windows 11"), a decimal, a
date, a time, a range or a ratio ("3-5", "1:1"), a list or step marker ("1.", "Step 2", "(3)"), a footnote
("[1]"), a heading or a table cell. What is left is a count written in figures ("There are 3 ways", "up to 5
times"): broken when it is at most the bound. A number word in the prose ("three", "drei", "tres", "trois",
"三つ") shows the rule kept.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.number_lexicon import longest_first
from memlock_core.number_lexicon import words as number_words
from memlock_core.regex_cache import rx

# ── the rule ────────────────────────────────────────────────────────────────────────────────────────────────────────
# the bounds a rule can set (the format that stores each: typography_spec.SPELL_NUMBERS)
BOUNDS = (9, 10, 12, 99)

# "spell out numbers", "write small numbers as words", "numbers under ten in words", "écris les nombres en lettres",
# "Zahlen bis zwölf ausschreiben", "escribe los números con letras", "数字は漢数字で"
_NUMBER_NOUN = (r"(?:numbers?|numerals?|digits?|figures?|nombres?|chiffres?|zahl(?:en|wörter)?|ziffern?|"
                r"n[úu]meros?|cifras?)")
_SPELL = rx(
    rf"\bspell(?:ed|ing)?\s+out\b[^.;\n]{{0,40}}?\b{_NUMBER_NOUN}\b|\b{_NUMBER_NOUN}\b[^.;\n]{{0,40}}?\bspell(?:ed)?\s+out\b|"
    rf"\bwrite\s+(?:out\s+)?(?:\w+\s+){{0,3}}?{_NUMBER_NOUN}\s+(?:out\s+)?(?:as|in)\s+words\b|"
    rf"\b{_NUMBER_NOUN}\b[^.;\n]{{0,40}}?\b(?:as|in)\s+words\b|"
    rf"\b{_NUMBER_NOUN}\b[^.;\n]{{0,50}}?\ben\s+(?:toutes\s+)?lettres\b|\ben\s+(?:toutes\s+)?lettres\b[^.;\n]{{0,50}}?\b{_NUMBER_NOUN}\b|"
    rf"\b{_NUMBER_NOUN}\b[^.;\n]{{0,50}}?\b(?:ausschreiben|ausgeschrieben|in\s+worten|als\s+wort)\b|"
    rf"\b{_NUMBER_NOUN}\b[^.;\n]{{0,50}}?\b(?:con|en)\s+letras?\b|\b(?:con|en)\s+letras?\b[^.;\n]{{0,50}}?\b{_NUMBER_NOUN}\b|"
    r"漢数字|数字を?(?:文字|言葉)で|数は(?:文字|言葉)で", re.I)
# "don't spell out numbers", "never write numbers in words", "pas en lettres", "nicht ausschreiben", "no con letras"
_REFUSED = rx(r"\b(?:don'?t|do not|never|no need to|not|ne\s+\w+\s+pas|pas|nicht|nie|keine|no|nunca|jamás)\b"
                      r"[^.;\n]{0,25}$", re.I)
# "漢数字ではなく算用数字で": the Japanese refusal follows its object ("Zahlen in Worten, nicht als Ziffern" refuses the
# digits, not the words)
_REFUSED_AFTER = rx(r"^[^。\n]{0,12}?(?:ではなく|じゃなく|使わない|しない|禁止)")
# "Zahlen nicht ausschreiben", "n'écris pas les nombres en lettres": the refusal inside the phrase
_REFUSED_INSIDE = rx(r"\b(?:nicht|nie|niemals|pas|jamais|nunca|never|not|no)\b", re.I)
_WORD_VALUE = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12, "hundred": 100,
               "un": 1, "une": 1, "deux": 2, "trois": 3, "neuf": 9, "dix": 10, "douze": 12, "cent": 100,
               "eins": 1, "ein": 1, "zwei": 2, "drei": 3, "neun": 9, "zehn": 10, "zwölf": 12, "hundert": 100,
               "uno": 1, "dos": 2, "tres": 3, "nueve": 9, "diez": 10, "doce": 12, "cien": 100,
               "一": 1, "九": 9, "十": 10, "十二": 12, "百": 100}
_VALUE = r"(?:\d{1,3}|one|nine|ten|eleven|twelve|hundred|un|neuf|dix|douze|cent|eins|neun|zehn|zwölf|hundert|uno|nueve|diez|doce|cien)"
# "one to nine", "zero through nine", "1-9", "de un à neuf", "von eins bis neun", "del uno al nueve", "一から九"
_RANGE = rx(rf"\b(?:one|zero|1|0|un|une|z[ée]ro|eins|null|uno|cero)\s*(?:to|through|thru|-|–|à|a|bis|al|hasta)\s*"
                    rf"(?P<hi>{_VALUE})\b|[一〇零]\s*(?:から|～|〜)\s*(?P<ja>十二|十|九|百)", re.I)
# "under ten", "below 10", "less than 10", "up to twelve", "moins de dix", "inférieurs à dix", "unter zehn", "bis zwölf",
# "menores de diez", "hasta doce", "十未満", "九以下"
_BELOW = rx(rf"\b(?:under|below|less than|smaller than|moins de|inf[ée]rieur(?:e?s)? à|unter|kleiner als|"
                    rf"menores? (?:de|que)|inferiores a)\s+(?P<lt>{_VALUE})\b|"
                    rf"\b(?:up to|to|jusqu'à|bis|hasta)\s+(?P<le>{_VALUE})\b|(?P<ja_lt>十|百)未満|(?P<ja_le>九|十|十二)(?:以下|まで)",
                    re.I)


def _value(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else _WORD_VALUE.get(word)


def _bound(clause: str) -> int:
    """The largest number a spell-out rule wants as a word ("one to nine": 9, "under ten": 9, "bis zwölf": 12)."""
    found = _RANGE.search(clause)
    value: int | None = None
    if found:
        value = _value(found.group("hi") or found.group("ja"))
    else:
        below = _BELOW.search(clause)
        if below:
            lt = below.group("lt") or below.group("ja_lt")
            value = (_value(lt) or 10) - 1 if lt else _value(below.group("le") or below.group("ja_le"))
    if value is None:
        return 9
    return min((b for b in BOUNDS if b >= value), default=BOUNDS[-1])


def parse_spell_numbers(clause: str) -> tuple[str, int, int] | None:
    """(format, start, end) when the clause asks for small numbers written as words; None when it does not, or
    refuses it ("don't spell out numbers, use digits")."""
    found = _SPELL.search(clause)
    if not found:
        return None
    if _REFUSED.search(clause[max(0, found.start() - 30):found.start()]) or _REFUSED_AFTER.match(clause[found.end():]) \
            or _REFUSED_INSIDE.search(found.group(0)):
        return None
    return f"spell_numbers_{_bound(clause)}", found.start(), found.end()


# ── the reply ───────────────────────────────────────────────────────────────────────────────────────────────────────
_FENCE = rx(r"^\s*(```|~~~).*?(?:^\s*\1[^\n]*$|\Z)", re.S | re.M)
# a numeral standing alone as a word (not inside "v2", "3.9", "1,000", "2024-05-01", "10:30", "#3", "$5", "[1]")
_NUMERAL = rx(r"(?<![A-Za-z\u00c0-\u024f0-9_.,:/#$€£¥\-–+^\[(])(?P<n>\d{1,3})(?![\w.,:/\-–%°²³]\d|\d|[.,]\d|[:/\-–]\d|[%°²³]|\))")
# what follows a measurement or an amount: a unit, a currency, a multiplier ("8 GB", "5 km", "3 €", "2x", "4 Mio.")
_UNIT_AFTER = rx(
    r"\s?(?:[a-zA-Zµ]{0,2}(?:b|B|bit|bps|Hz|m|g|l|L|s|W|V|A|px|pt|em|rem|ms|ns|µs|°[CF]?|h|min|sec|cores?|vCPUs?|CPUs?|"
    r"threads?|GiB|MiB|KiB|TiB)\b|[kKMGT]i?o\b|(?:x|×)(?!\w)|%|°|€|\$|£|¥|k\b|K\b|M\b|Mio\.?|Mrd\.?|mil\b|million\w*|billion\w*|"
    r"thousand\w*|hundred\w*|Tausend|mille|mil(?:lones)?|"
    r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|decades?|"
    r"secondes?|heures?|jours?|semaines?|mois|ans?|années?|"
    r"sekunden?|minuten?|stunden?|tagen?|wochen?|monaten?|jahren?|"
    r"segundos?|minutos?|horas?|días?|semanas?|meses|años?|"
    r"miles?|feet|foot|inch(?:es)?|yards?|pounds?|ounces?|gallons?|kilo\w*|centi\w*|milli\w*|met(?:er|re)s?|"
    r"grams?|lit(?:er|re)s?|bytes?|bits?|pixels?|degrees?|percent|per\s?cent|pour\s?cent|prozent|por\s?ciento|"
    r"dollars?|euros?|cents?|yen|points?|pts?|stars?)\b|"
    r"(?:秒|分|時間|日|週間?|か月|ヶ月|年|円|ドル|ユーロ|GB|MB|キロ|メートル|グラム|リットル|度|倍|%|％|歳|才|階|位|番|章|版))")
# what stands before a numeral that names or measures rather than counts: a name or version ("Python 3", "PEP 8",
# "Windows 11"), a step, a page, a chapter, a number sign, a currency, "version", "level"
_NAME_BEFORE = rx(r"(?:(?-i:\b[A-Za-z][a-z]*[A-Z0-9+#][\w+#.-]*)|"
                          r"\b(?:version|v|step|steps|page|pages|chapter|section|line|lines|item|"
                          r"items|level|phase|stage|part|figure|fig\.|table|no\.|nr\.|n°|number|issue|pr|rule|option|"
                          r"étape|page|chapitre|ligne|niveau|schritt|seite|kapitel|zeile|stufe|paso|página|capítulo|línea|"
                          r"nivel|HTTP|IPv|ES|ECMAScript)|[$€£¥#№]|第)\s?$", re.I)
# a range or a list of figures: "3 to 5", "2 or 3 of 10", "between 4 and 12": counted by its largest figure
_RANGE_AFTER = rx(r"\s*(?:to|or|and|-|–|à|ou|et|bis|oder|und|a|o|y|al)\s*(?P<m>\d+)")
_LIST_MARK = rx(r"^\s*(?:[-*+>]\s+)?\(?\d{1,3}[.)]\s")
_COUNTED = longest_first({*number_words(("en",), range(1, 13)), *number_words(("fr", "de", "es"), range(2, 13))})
_NUMBER_WORD = rx(rf"\b(?:{_COUNTED})\b|[一二三四五六七八九十][つ人回個]", re.I)


# a capitalised word inside a sentence, right before the numeral: a name ("Python 3", "Windows 11", "Java 8")
_CAPITALISED_INSIDE = rx(r"(?-i:[^\s.!?:;]\s+[A-Z][\w+#.-]*)\s?$")


def _named(before: str) -> bool:
    """The numeral follows a name inside its sentence (not a sentence's first word: "Hay 3 formas" counts)."""
    return bool(_CAPITALISED_INSIDE.search(before))


def _prose_lines(text: str) -> list[str]:
    """The reply's sentences: no code, no inline code, no URL, no quotation, no heading, no table row."""
    own = own_text(_FENCE.sub("\n", text))
    return [line for line in own.splitlines() if line.strip() and not line.lstrip().startswith(("#", "|"))]


def small_numerals(text: str, bound: int) -> list[str]:
    """The counts at most ``bound`` the reply's prose writes in figures, each with a few words around it."""
    out: list[str] = []
    for line in _prose_lines(text):
        line = _LIST_MARK.sub(" ", line)
        for found in _NUMERAL.finditer(line):
            value = int(found.group("n"))
            if not 0 < value <= bound:
                continue
            before, after = line[:found.start()], line[found.end():]
            if _UNIT_AFTER.match(after) or _NAME_BEFORE.search(before) or _named(before):
                continue
            # "3 to 12", "2–15", "between 4 and 40": a range that reaches past the bound keeps its figures
            upper = _RANGE_AFTER.match(after)
            if upper and int(upper.group("m")) > bound:
                continue
            if re.search(r"(?:\d+)\s*(?:to|or|and|-|–|à|ou|et|bis|oder|und|a|o|y|al|,)\s*$", before):
                continue  # the second figure of a range or a list of figures ("10, 5 and 3")
            start = max(0, found.start() - 20)
            out.append(" ".join(line[start:found.end() + 15].split()))
    return out


def spell_numbers_verdict(bound: int, text: str) -> Finding:
    """spell_numbers_N: no count from one to N written in figures in the prose."""
    wrong = small_numerals(text, bound)
    if wrong:
        return BROKEN, f"a number up to {bound} in figures in the prose: \"{wrong[0]}\""
    prose = "\n".join(_prose_lines(text))
    words = _NUMBER_WORD.findall(prose)
    if words:
        return OBEYED, f"numbers written as words: {', '.join(dict.fromkeys(w.lower() for w in words))}"
    return NOT_APPLICABLE, "no small number in the reply's prose"
