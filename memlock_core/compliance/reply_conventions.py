"""Reply checks on conventions: emoji, spelling variety, unit system, dates and times, sources.

Each reads the reply's own text (:func:`markdown.own_text`): code blocks, inline code, URLs and block
quotes left out, and for spelling, units and dates quoted passages too (a quoted error message is not
the reply's spelling). Emoji are counted in quotes, and in code when the rule says code counts. A
reply in which the check finds nothing to judge (no measurement, no date, no word with a British or
American form) is not applicable, never obeyed by default.
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance import (
    conventions,
    date_gloss,
    date_names,
    date_template,
    kaomoji,
    sources,
    spanish_variety,
    spelling,
    utc_restated,
)
from memlock_core.compliance.check import SPELLING_NAMES, TIME_ZONES
from memlock_core.compliance.datetime_format import absolute_verdict, twelve_hour_verdict, weekday_verdict, zone_aliases
from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.german_spelling import old_eszett
from memlock_core.compliance.kelvin import celsius_wanted, kelvin_temperatures
from memlock_core.compliance.markdown import REFERENCE_LABEL, parse, words
from memlock_core.compliance.markdown import own_text as _own
from memlock_core.compliance.named_dates import without_named_dates
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.compliance.portuguese import variety_markers
from memlock_core.compliance.pound_ratio import imperial_ponds
from memlock_core.compliance.units import (
    data_sizes,
    dimension,
    drop_excepted,
    inferred_temperatures,
    money_pounds,
    said_back,
    table_quantities,
)
from memlock_core.compliance.word_mentions import without_mentions
from memlock_core.regex_cache import rx

_PROPER = rx(r"(?<=[^\s.!?:;\n(\"'“])\s+([A-Z][a-z]+)")
# a name that keeps its spelling: a capitalised word inside a sentence (never one that opens a line: a list item,
# a heading, a line of its own)
_NAME = rx(r"(?<=[^\s.!?:;\n(\"'“])[ \t]+([A-Z][a-z]+)")


# a list item's line ("- ", "* ", "1. ", "- [x] "): where a checklist's marks stand
_LIST_LINE = rx(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+.*$", re.M)
_TABLE_LINE = rx(r"^[ \t]*\|.*\|[ \t]*$", re.M)


def emoji_verdict(kind: str, text: str, count_code: bool, allowed: tuple[str, ...] = (), allowed_in: str = "") -> Finding:
    """no_emoji | emoji; ``allowed``: emoji the rule excepts from its ban; ``allowed_in`` ("lists"): only in list items
    ("no emoji except ✅ in checklists": a ✅ in a prose sentence is still one)."""
    if kind == "no_emoji" and allowed and allowed_in == "lists":
        marks = {a.replace("\ufe0f", "") for a in allowed}
        text = _LIST_LINE.sub(lambda m: "".join(ch for ch in m.group(0) if ch not in marks and ch != "\ufe0f"), text)
        allowed = ()
    elif kind == "no_emoji" and allowed and allowed_in == "tables":  # the marks stand in table rows alone
        marks = {a.replace("\ufe0f", "") for a in allowed}
        text = _TABLE_LINE.sub(lambda m: "".join(ch for ch in m.group(0) if ch not in marks and ch != "\ufe0f"), text)
        allowed = ()
    found = find_emoji(_own(text, code=count_code or kind == "emoji", quotes=True))
    if kind == "no_emoji" and allowed:
        plain = {a.replace("\ufe0f", "") for a in allowed}
        found = [e for e in found if e.replace("\ufe0f", "") not in plain]
    if kind == "emoji":
        return (OBEYED, f"emoji {''.join(dict.fromkeys(found))[:12]}") if found else (BROKEN, "no emoji in the reply")
    if found:
        where = " (code included)" if count_code else ""
        return BROKEN, f"emoji {' '.join(dict.fromkeys(found))[:24]}{where}"
    return OBEYED, "no emoji"


def emoji_end_verdict(text: str) -> Finding:
    """emoji_end: the reply ends with an emoji (trailing spaces and punctuation after it ignored)."""
    tail = text.rstrip().rstrip(".!?)»\"'")[-16:]
    found = find_emoji(tail)
    if found and tail.rstrip().endswith(found[-1]):
        return OBEYED, f"ends with {found[-1]}"
    last = text.strip().splitlines()[-1] if text.strip() else ""
    return BROKEN, f"does not end with an emoji: \"{last[-50:]}\""


# Text emoticons: eyes (: ; =), an optional nose, a mouth, standing alone (never "http://", "a:b", "(see 1:)");
# and the faces drawn with carets or underscores (^_^ ^^ -_- T_T o_O), "<3", "xD"
# and the kaomoji drawn inside parentheses ("(>_<)", "(;_;)", "(´・ω・`)", "（＾▽＾）", "m(_ _)m")
_EMOTICON = rx(r"(?<![\w:/])[:;=][-o'^]?[)(DPp/|\]\[*3](?![\w(/])|(?<!\w)(?:\^_*\^|-_-|T_T|[oO]_[oO]|<3|xD|XD)(?!\w)|"
                       r"[(（][^()（）\n\w]{0,3}(?:[>＞][_\-.]?[<＜]|;[_\-.]?;|・[ωдД∀▽_\-.ー]{0,2}・|＾[▽ω∀_\-.ー]?＾|"
                       r"≧[▽ω∀_\-.]?≦|´[・ωдД∀▽_\-.]{0,3}[`｀])[^()（）\n\w]{0,3}[)）]|(?<![A-Za-z])m[(（]_ _[)）]m(?![A-Za-z])")


def emoticon_verdict(text: str) -> Finding:
    """no_emoticons: no text emoticon in the reply's prose (code and quotes left out), nor a laugh or a feeling
    written as an aside in brackets after a sentence ("(笑)", "（汗）", "(w)", "www": :mod:`kaomoji`)."""
    own = _own(text, quotes=True)
    found = _EMOTICON.findall(own) + kaomoji.laugh_asides(own)
    if found:
        return BROKEN, f"text emoticons {' '.join(dict.fromkeys(found))[:24]}"
    return OBEYED, "no text emoticons"


def emoji_count_verdict(limit: int, text: str, count_code: bool) -> Finding:
    """max_emoji: at most ``limit`` emoji in the reply (a ZWJ sequence, a flag or a keycap is one)."""
    found = find_emoji(_own(text, code=count_code, quotes=True))
    if len(found) > limit:
        return BROKEN, f"{len(found)} emoji, more than {limit}: {' '.join(found)[:24]}"
    return OBEYED, f"{len(found)} emoji (at most {limit})"


def no_links_verdict(text: str) -> Finding:
    """no_links: no URL and no markdown link in the reply outside its code blocks (a URL in a command is code)."""
    prose = "\n".join(ln.text for ln in parse(text).lines if ln.kind != "indented_code")
    found = conventions.links(re.sub(r"`[^`\n]*`", " ", prose))  # a URL in inline code is code too
    if found:
        return BROKEN, f"links: {quote_words(found, 3)}"
    return OBEYED, "no link"


def cites(text: str) -> bool:
    """Whether the reply cites anything: a link, a footnote marker ([1]), a references section, a named work."""
    prose = "\n".join(ln.text for ln in parse(text).lines if ln.kind != "indented_code")  # fruits[1] is not a citation
    # ... or a source named the way the source rules read one ("（厚生労働省「人口動態統計」より）", "selon l'Insee")
    return bool(conventions.sources(prose) or re.search(r"(?<![\w\]])\[\^?\d{1,3}\]", _own(prose))
                or sources.citations(prose))


_COMMENT = rx(r"/\*(.*?)\*/|<!--(.*?)-->|(?:^|\s)(?://|#)\s+([^\n]*)|^\s*--\s+([^\n]*)|;[ \t]*--\s+([^\n]*)",
                      re.S | re.M)  # (SQL's "--" at a line's start, or after a statement's ";": not a shell's "-- file")


def code_comments(text: str) -> str:
    """The comments of the reply's code blocks (``/* */``, ``<!-- -->``, ``// ``, ``# ``, SQL ``-- ``): prose the
    reply writes inside its code."""
    bodies = [b.body for b in parse(text).code]
    return "\n".join(g for body in bodies for m in _COMMENT.finditer(body) for g in m.groups() if g)


_ENGLISH_FUNCTION = rx(r"\b(?:the|a|an|is|are|was|it|its|to|of|and|in|on|for|with|you|your|that|this|if|or|"
                               r"but|be|can|from|at|by|as|not|use|have|has)\b", re.I)


def _english_prose(prose: str) -> bool:
    """A spelling rule's reply that speaks English at length (two sentences' worth: 12 words or more, a quarter of
    them English function words): with no variety word in it, nothing in it breaks the rule."""
    found = words(prose)
    return len(found) >= 12 and len(_ENGLISH_FUNCTION.findall(prose)) * 4 >= len(found)


def _against_own(own: tuple[str, ...], wrong: list[str]) -> list[str]:
    """The wrong words that are the rule's own words in a sense ("program" about events, "licence" as a verb)."""
    ruled = tuple(w.split(":")[0] for w in own if ":" in w)
    return [w for w in wrong if ruled and w.startswith(ruled)]


def _own_rules(own: tuple[str, ...]) -> str:
    return ", ".join(w.replace(":", " for the " if w.endswith((":noun", ":verb")) else " for ") for w in own if ":" in w)


_LINE_MARKERS = rx(r"(?m)^\s*(?:#{1,6}\s+|[-*+•]\s+|\d{1,3}[.)]\s+|>\s*)+")


@functools.lru_cache(maxsize=32)
def _variety_reading(prose: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """(the prose that uses its words, its British words, its American words), names left out: memoized, as the
    British and the American pin (and any other variety's) read the same reply."""
    # names read before a name's run is blanked ("Frank Gray"), a list item's marker left out ("- Color of ...")
    names = {m.group(1).lower() for m in _NAME.finditer(_LINE_MARKERS.sub("", prose))}
    prose = spelling.spelled_prose(prose)
    names |= {m.group(1).lower() for m in _NAME.finditer(prose)}
    british, american = spelling.variety_words(prose)
    return prose, tuple(w for w in british if w not in names), tuple(w for w in american if w not in names)


def spelling_verdict(wanted: str, text: str, user_message: str | None = None, own_words: tuple[str, ...] = ()) -> Finding:
    """en-GB | en-US: no word of the other variety in the reply's own prose (proper names, which keep
    their spelling, are skipped: a capitalised word inside a sentence). With no such word in the prose,
    code comments in the wanted variety (and none in the other) show the rule obeyed. Only English
    sentences that use their words are read (:func:`spelling.spelled_prose`); quoted passages are the
    reply's own English when the user asked for a translation."""
    if wanted == "user":  # "match my spelling": the variety the user's own message is written in
        gb, us = spelling.variety_words(_own(user_message or ""))
        if bool(gb) == bool(us):
            return NOT_APPLICABLE, "the user's message shows no one spelling variety"
        wanted = "en-GB" if gb else "en-US"
    prose = _own(text)
    if wanted == "de-1996":
        old = old_eszett(without_mentions(prose))  # "die Schreibung muß ist veraltet": named, not written
        if old:
            return BROKEN, f"ß after a short vowel (the spelling before 1996): {quote_words(old)}"
        return (OBEYED, "no ß after a short vowel") if "ß" in prose or "ss" in prose \
            else (NOT_APPLICABLE, "no word with ß or ss")
    if wanted in ("pt-PT", "pt-BR"):
        european, brazilian = variety_markers(prose)
        want, other = (european, brazilian) if wanted == "pt-PT" else (brazilian, european)
        label = SPELLING_NAMES[wanted]
        if other:
            return BROKEN, f"not {label}: {quote_words(other)}"
        return (OBEYED, f"{label}: {quote_words(want)}") if want else \
            (NOT_APPLICABLE, f"no word that tells {label} apart")
    if wanted in (spanish_variety.ES_ES, spanish_variety.ES_419):
        want, other = spanish_variety.judge(wanted, prose)
        label = SPELLING_NAMES[wanted]
        if other:
            return BROKEN, f"not {label}: {quote_words(other)}"
        return (OBEYED, f"{label}: {quote_words(want)}") if want else \
            (NOT_APPLICABLE, f"no word that tells {label} apart")
    if spelling.asks_for_translation(user_message):
        prose = _own(text, quotes=True, blockquotes=True).replace("«", " ").replace("»", " ")
    prose, gb_words, us_words = _variety_reading(prose)
    british, american = list(gb_words), list(us_words)
    if wanted not in ("en-GB", "en-US"):
        label = SPELLING_NAMES.get(wanted, wanted)
        right, wrong = spelling.judge_variety(wanted, british, american)
        right, wrong = spelling.by_the_rule(own_words, right, wrong, prose, user_message)
        if _against_own(own_words, wrong):
            return BROKEN, f"not as the rule spells it ({_own_rules(own_words)}): {quote_words(_against_own(own_words, wrong))}"
        if wrong:
            return BROKEN, f"not {label} spelling: {quote_words(wrong)}"
        if right:
            return OBEYED, f"{label} spelling: {quote_words(right)}"
        if _english_prose(prose):
            return OBEYED, f"English prose with no word spelled against {label} English"
        return NOT_APPLICABLE, f"no word whose spelling tells {label} English"
    want, other = (british, american) if wanted == "en-GB" else (american, british)
    want, other = spelling.by_the_rule(own_words, want, other, prose, user_message)
    if _against_own(own_words, other):
        return BROKEN, f"not as the rule spells it ({_own_rules(own_words)}): {quote_words(_against_own(own_words, other))}"
    label = "British" if wanted == "en-GB" else "American"
    other_label = "American" if wanted == "en-GB" else "British"
    if other:
        return BROKEN, f"{other_label} spelling: {quote_words(other)}"
    if want:
        return OBEYED, f"{label} spelling: {quote_words(want)}"
    # Nothing in the prose: the code's comments can show the rule kept ("a subtle grey border"), never broken, as
    # a comment often names the API it sits next to (CSS ``color``)
    comments = code_comments(text)
    gb, us = spelling.variety_words(comments) if comments else ([], [])
    in_comments, other_in_comments = (gb, us) if wanted == "en-GB" else (us, gb)
    if in_comments and not other_in_comments:
        return OBEYED, f"{label} spelling in code comments: {quote_words(in_comments)}"
    if _english_prose(prose):
        return OBEYED, f"English prose with no word spelled the {other_label} way"
    return NOT_APPLICABLE, "no word with a British or American spelling"


_BRACKET_GLOSS = rx(r"\s*[(（][^()（）\d]{0,20}$")


def _glossing_dimensions(text: str) -> dict[str, str]:
    """A quantity in brackets right after another ("60 мл (примерно 2 унции)", "250 ml (about 8 oz)") measures what the
    one before it measures: an ounce glossing millilitres is a volume, whatever an ounce alone would be."""
    spans = conventions.quantity_spans(text)
    out: dict[str, str] = {}
    for before, after in zip(spans, spans[1:]):
        if _BRACKET_GLOSS.fullmatch(text[before[2]:after[1]]) and dimension(before[3]):
            out[after[3]] = dimension(before[3])
    return out


def units_verdict(wanted: str, only: bool, text: str, of: tuple[str, ...] = (), leave_out: tuple[str, ...] = (),
                  user_message: str | None = None, glossed: bool = False) -> Finding:
    """metric | imperial | both, over the quantities of the dimensions ``of`` (empty: every quantity); the sentences
    that speak of what the rule leaves out (``leave_out``: "screen", "inch") are not read. A quantity of the other
    system with its value in the wanted one in brackets after it keeps a rule that allows it (``glossed``); a size
    that names a thing or the user's own number said back with its conversion keeps any (:func:`conventions.glossed`)."""
    own = money_pounds(drop_excepted(_own(text), leave_out, user_message))
    own = f"{own}\n{table_quantities(own, conventions.quantity_spans)}\n{inferred_temperatures(own)}"

    glossing = _glossing_dimensions(own)

    def mine(found: list[str]) -> list[str]:
        return [q for q in found if not of or dimension(q) in of or glossing.get(q) in of]

    if wanted in ("binary", "decimal"):
        binary, decimal = data_sizes(own)
        ours, theirs = (binary, decimal) if wanted == "binary" else (decimal, binary)
        if ours:  # "why does my 1-TB drive show 931 GiB?": the user's own figure, said back beside the wanted one
            theirs = [q for q in theirs if not said_back(q, user_message)]
        if theirs:
            return BROKEN, f"data sizes not in {wanted} units: {quote_words(theirs)}"
        return (OBEYED, f"data sizes in {wanted} units: {quote_words(ours)}") if ours \
            else (NOT_APPLICABLE, "no data size in the reply")

    what = f" ({', '.join(of)})" if of else ""
    if wanted.startswith("both_"):  # "metric first, imperial in brackets": both, the wanted system leading
        first = wanted[5:-6]
        wrong_lead = [q for system, q in conventions.quantities(own)[2] if system == first]
        if mine(wrong_lead):
            return BROKEN, f"{first} given second, in brackets (the rule puts {first} first): {quote_words(mine(wrong_lead))}"
        lone = mine(conventions.unconverted(own, first))
        if lone:
            return BROKEN, f"{first} quantities with no conversion after them: {quote_words(lone)}"
        wanted = "both"
    if wanted == "both":
        paired, alone = conventions.unpaired(own)
        paired, alone = mine(paired), mine(alone)
        if alone:
            return BROKEN, f"a quantity not given in the other system: {quote_words(alone)}"
        if paired:
            return OBEYED, f"metric and imperial together: {quote_words(paired)}"
        return NOT_APPLICABLE, f"no measurement{what} in the reply"
    metric, imperial, converted = conventions.quantities(own)
    metric, imperial = mine(metric), mine(imperial)
    converted = [(system, q) for system, q in converted if not of or dimension(q) in of or glossing.get(q) in of]
    ours, theirs = (metric, imperial) if wanted == "metric" else (imperial, metric)
    other = "imperial" if wanted == "metric" else "metric"
    extra = [q for system, q in converted if system == other]
    led, named = conventions.glossed(own, wanted, user_message)
    theirs = [q for q in theirs if q not in named and not (glossed and q in led)]
    if wanted == "metric" and (not of or "mass" in of):
        theirs += imperial_ponds(own)  # "700 kg, of 1.500 pond": imperial pounds by their ratio (pound_ratio.py)
    if theirs:
        return BROKEN, f"{other} units: {quote_words(theirs)}"
    kelvin = kelvin_temperatures(own) if wanted == "metric" and celsius_wanted(of) else []
    if kelvin:  # "Temperatures in Celsius": "77 K" is no temperature in Celsius (kelvin.py)
        return BROKEN, f"temperatures in kelvin, not Celsius: {quote_words(kelvin)}"
    if only and extra:
        return BROKEN, f"{other} units given alongside (the rule says {wanted} only): {quote_words(extra)}"
    if ours:
        return OBEYED, f"{wanted} units: {quote_words(ours)}"
    led = mine(led)
    if led and glossed:
        return OBEYED, f"{other} units with their {wanted} value in brackets: {quote_words(led)}"
    return NOT_APPLICABLE, f"no measurement{what} in the reply"


_VALUE_CODE = rx(r"[\d\s:/.,TZ+\-−]+(?:\s?(?:UTC|GMT|Z|[AP]\.?M\.?|[A-Z]{2,4}T))?", re.I)
_INLINE = rx(r"`([^`\n]+)`")


def _stated_paragraph(paragraph: str) -> str:
    """One paragraph's inline values: a date or time alone in backticks is the reply's own, unless the paragraph
    also shows code (a call, a command, a format string): then the value is that code's sample output
    ("`strftime('%I:%M %p')` gives `07:45 PM`"), quoted, not stated."""
    spans = [m.group(1).strip() for m in _INLINE.finditer(paragraph)]
    shows_code = any(not _VALUE_CODE.fullmatch(span) for span in spans)
    return _INLINE.sub(lambda m: m.group(0) if not shows_code and _VALUE_CODE.fullmatch(m.group(1).strip())
                       and not _OUTPUT_BEFORE.search(paragraph, max(0, m.start() - 50), m.start()) else " ", paragraph)


# "the output looks like `2025-06-01`", "вывод будет вида `…`", "gibt `…` aus": a value a program prints, shown as its
# output, is no date or time the reply states
_OUTPUT_BEFORE = rx(r"\b(?:output|prints?|printed|returns?|returned|outputs|вывод\w*|выведет|вернёт|Ausgabe|sortie|"
                            r"affiche|salida|imprime|devuelve|saída|retorna|wynik|zwróci|utdata|skriver ut|uitvoer|çıktı\w*)"
                            r"\b[^.;\n`]{0,30}$|(?:出力|输出|출력)[^。\n`]{0,15}$", re.I)


def stated_times(text: str) -> str:
    """The reply's own text for date and time rules: inline code counts when it is a date or a time alone
    (```2024-05-14T16:30:12Z```), not when the date or time stands in a command or a log line
    (```sleep 10:00```, ```[05/03/2024 10:00] ERROR```), nor when it is the sample output of code shown
    in the same paragraph."""
    if "`" not in text:
        return _own(text, inline=True)
    return _own("\n\n".join(_stated_paragraph(p) for p in re.split(r"\n\s*\n", text)), inline=True)


def datetime_verdict(kind: str, text: str, user_message: str | None = None) -> Finding:
    """utc | iso_date | 24h. Inline code counts when it is a timestamp alone: one the reply states in backticks
    (``2024-05-14T16:30:12Z``) is still its time."""
    own = stated_times(text)
    if kind in ("iso_date", "dmy_date", "long_date", "kanji_date", "dmy_order", "dmy_dot"):
        own = without_named_dates(own)  # "inscriptions_2025-04-30.xlsx": a file's name, no date stated (named_dates.py)
    if kind == "weekday":
        return weekday_verdict(own)
    if kind == "absolute_date":
        return absolute_verdict(own)
    if kind == "12h":
        return twelve_hour_verdict(own)
    if kind == "iso_date":
        iso, other = conventions.dates(own)
        if other:
            return BROKEN, f"dates not in ISO 8601 (YYYY-MM-DD): {quote_words(other)}"
        return (OBEYED, f"ISO 8601 dates: {quote_words(iso)}") if iso else (NOT_APPLICABLE, "no date in the reply")
    if kind in ("dmy_date", "long_date", "kanji_date", "dmy_order", "dmy_dot"):
        iso, other = conventions.dates(own)
        numeric = rx(r"\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}")
        if kind == "dmy_dot":
            # DD.MM: two digits each ("1.02.2026" is D.MM)
            good = [d for d in other if re.fullmatch(r"(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.\d{4}", d)]
            want = "DD.MM.YYYY"
        elif kind == "kanji_date":
            good = [d for d in other if re.fullmatch(r"\d{4}\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?日", d)]
            # "1月1日" with no year: not YYYY年M月D日
            other = other + re.findall(r"(?<![\d年])(?<!年\s)\d{1,2}\s?月\s?\d{1,2}\s?日", own)
            # the same in Korean: "2025년 3월 5일" with its year, "3월 5일" without
            good += date_template.KOREAN_FULL.findall(own)
            other = other + date_template.KOREAN_NO_YEAR.findall(own)
            other = other + date_names.latin_month_years(own)  # "지원은 Sep 2033까지": a month and year in Latin letters
            if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", own):  # "リリース：6/20" beside dates written in full
                other = other + [m.group(0) for m in date_template.SLASH_MONTH_DAY.finditer(own) if m.group(0) not in other]
            want = "YYYY年M月D日"
        elif kind in ("dmy_date", "dmy_order"):
            good = [d for d in other if re.fullmatch(r"(?:0[1-9]|[12]\d|3[01])/(?:0[1-9]|1[0-2])/\d{4}", d)
                    # "29 de febrero", "3 March 2025", "14.03.2025": the day first ("June 29, 2007" is month first)
                    or (kind == "dmy_order" and not numeric.fullmatch(d) and re.match(r"\d", d) is not None)
                    or (kind == "dmy_order" and re.fullmatch(r"(?:0?[1-9]|[12]\d|3[01])[.-](?:0?[1-9]|1[0-2])[.-]\d{4}", d))]
            want = "DD/MM/YYYY"
        else:
            good = [d for d in other if not numeric.fullmatch(d) and not re.fullmatch(r"\d{4}年\d{1,2}月\d{1,2}日", d)
                    and "년" not in d]
            want = "the month in words"
        bad = iso + [d for d in other if d not in good
                     and not (kind in ("dmy_date", "dmy_dot") and good and date_gloss.yearless_written(d))]
        if bad:
            return BROKEN, f"dates not written with {want}: {quote_words(bad)}"
        return (OBEYED, f"dates with {want}: {quote_words(good)}") if good else (NOT_APPLICABLE, "no date in the reply")
    if kind == "gregorian":
        era = re.findall(r"(?:令和|平成|昭和|大正|明治)\s?(?:\d{1,2}|元)\s?年", own)
        if era:
            return BROKEN, f"Japanese era years: {quote_words(era)}"
        western = re.findall(r"(?<!\d)(?:1[89]|20)\d{2}\s?年", own)
        return (OBEYED, f"Western calendar years: {quote_words(western)}") if western \
            else (NOT_APPLICABLE, "no year in the reply")
    if kind == "24h":
        h24, h12 = conventions.times(own)
        if h12:
            return BROKEN, f"12-hour times: {quote_words(h12)}"
        return (OBEYED, f"24-hour times: {quote_words(h24)}") if h24 else (NOT_APPLICABLE, "no time of day in the reply")
    utc, other, bare = conventions.zones(own, per_clause=kind == "zone")
    if kind == "zone":
        if bare:
            return BROKEN, f"times with no time zone: {quote_words(bare)}"
        return (OBEYED, f"times with their zone: {quote_words(utc + other)}") if utc or other \
            else (NOT_APPLICABLE, "no time of day in the reply")
    if other:  # asked "what is 18:00 MEZ in UTC?": the user's own time said back beside its UTC instant is the question
        other = [o for o in other if not conventions.converted_to_utc(own, o, user_message)
                 and not (kind == "utc" and (date_gloss.utc_gloss(own, o) or utc_restated.restated(own, o)))]
    if other:
        return BROKEN, f"times not in UTC: {quote_words(other)}"
    if bare:
        return BROKEN, f"times with no time zone (UTC wanted): {quote_words(bare)}"
    return (OBEYED, f"times in UTC: {quote_words(utc)}") if utc else (NOT_APPLICABLE, "no time of day in the reply")


_UTC_NAMES = ("UTC", "GMT", "Zulu")


def _aliases(zone: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(a for z in zone.split("|") for a in TIME_ZONES.get(z, (z,)) + zone_aliases(z)))


def zone_verdict(zone: str, text: str) -> Finding:
    """time_zone: every time of day is written in ``zone`` (its abbreviation, a city or an offset); "CET|WET": in one
    of them; "CET+ET": the times given in each of them ("include both CET and US Eastern"); "CET!UTC": a time in a
    zone after "!" breaks it even beside the same time in ``zone`` (the rule refused that zone)."""
    zone, _, refused = zone.partition("!")
    if "+" in zone:
        wanted = zone.split("+")
        own = stated_times(text)
        each = {z: conventions.times_in_zone(own, _aliases(z)) for z in wanted}
        if not any(right or wrong or bare for right, wrong, bare in each.values()):
            return NOT_APPLICABLE, "no time of day in the reply"
        missing = [z for z in wanted if not each[z][0]]
        if missing:
            return BROKEN, f"no time given in {' or '.join(missing)} (the rule wants {' and '.join(wanted)})"
        return OBEYED, f"times in {' and '.join(wanted)}: {quote_words([w for z in wanted for w in each[z][0]])}"
    aliases = _aliases(zone)
    right, wrong, bare = conventions.times_in_zone(stated_times(text), aliases)
    if refused and not wrong:  # a refused zone beside its conversion; a timestamp quoted in code is the log's, not said
        prose = _own(text)
        strict_right = conventions.times_in_zone(prose, aliases, converted=False)[0]
        utc = _UTC_NAMES if "UTC" in refused.split("|") else ()
        said = conventions.times_in_zone(prose, _aliases(refused) + utc, converted=False)[0]
        wrong = [f"{t} ({refused.replace('|', ' or ')})" for t in said if t not in strict_right]
    if wrong:
        return BROKEN, f"times not in {zone}: {quote_words(wrong)}"
    if bare:
        return BROKEN, f"times with no time zone ({zone} wanted): {quote_words(bare)}"
    return (OBEYED, f"times in {zone}: {quote_words(right)}") if right else (NOT_APPLICABLE, "no time of day in the reply")


def has_figures(text: str) -> bool:
    """The reply's prose states a figure: a percentage, a number with decimals or thousands, a count of
    millions."""
    return conventions.figures(_own(text))


@functools.lru_cache(maxsize=32)
def _factual(text: str, user_message: str | None) -> bool:
    """A reply that states facts a source could back: not a reply to a greeting or a request for a poem,
    and not a short courtesy (memoized: each source pin of a reply asks)."""
    from memlock_core.compliance.user_turn import creative_or_social

    if user_message is not None and creative_or_social(user_message):
        return False
    prose = _own(text)
    # Chinese and Japanese: two characters read as a word (as for "too short to have a format")
    cjk = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", prose))
    if len(words(prose)) + cjk // 2 < 6:
        return False
    # a question asked: "?", or the full-width "？" of Japanese and Chinese ("違いは？", "是什么？")
    return bool(re.search(r"\d", prose) or _PROPER.search(prose) or (user_message and re.search(r"[?？]", user_message)))


_DOC_WORDS = rx(r"docs?\b|documentation|documentación|dokumentation|\bmanual\b|man ?pages?|\breference\b|"
                        r"\bapi\b|handbook|readthedocs|\bwiki\b|/guide|\bspec(?:ification)?\b|\brfc\b|\bpep\b", re.I)
_NAMED_DOCS = rx(r"\b(?:official|upstream)\s+(?:[\w.-]+\s+){0,3}?(?:docs|documentation|reference|manual)\b|"
                         r"\b(?:docs|documentation|manual|man page) (?:for|of|on) [`*\w]", re.I)


def _doc_links(prose: str) -> list[str]:
    """Links that point at documentation: by the URL, or by the words around it ("Docs: ...", "[git-rebase]
    (https://git-scm.com/docs/...)"); a Q&A thread or a blog post is a source, not the docs."""
    out = []
    for link in conventions.links(prose):
        at = prose.find(link)
        around = prose[max(0, at - 60):at]
        if _DOC_WORDS.search(link) or _DOC_WORDS.search(around.rsplit(".", 1)[-1]):
            out.append(link)
    return out


def sources_verdict(kind: str, text: str, user_message: str | None) -> Finding:
    """links | references | any | docs."""
    if kind == "references":
        s = parse(text)
        labels = [i for i, ln in enumerate(s.lines) if REFERENCE_LABEL.match(ln.text)]
        entry = rx(r"^\s*(?:\[\^?\d{1,3}\]:?|\^\d{1,3})\s+\S")  # "[1] Author, Title" / "[^1]: ..."
        if not labels:
            tail = 0
            while tail < len(s.lines) and entry.match(s.lines[len(s.lines) - 1 - tail].text):
                tail += 1
            if tail and tail < len(s.lines):  # a list of numbered references ends the reply, with no title
                return OBEYED, f"ends with {tail} numbered references: \"{s.lines[-tail].text.strip()[:40]}\""
            if not _factual(text, user_message) and not sources.citations(text):  # a reply that cites owes the section
                return NOT_APPLICABLE, "nothing to cite (a courtesy or creative reply)"
            return BROKEN, "no references section"
        at = labels[-1]
        after = [ln for ln in s.lines[at + 1:] if ln.kind not in ("bullet", "numbered", "continuation")
                 and not entry.match(ln.text)]
        if after:
            return BROKEN, f"the references section is not at the end: \"{after[0].body[:60]}\" follows it"
        return OBEYED, f"ends with \"{s.lines[at].text.strip()[:40]}\" ({len(s.lines) - at - 1} entries)"
    prose = "\n".join(ln.text for ln in parse(text).lines if ln.kind != "indented_code")  # code's URLs cite nothing
    if kind == "docs":
        docs = _doc_links(prose) or [m.group(0) for m in _NAMED_DOCS.finditer(prose)]
        if docs:
            return OBEYED, f"documentation: {quote_words(docs, 2)}"
        others = conventions.sources(prose)
        return BROKEN, "no documentation cited" + (f" (cites {quote_words(others, 2)})" if others else "")
    found = conventions.sources(prose) if kind == "any" else conventions.links(prose)
    if found:
        return OBEYED, f"{'links' if kind == 'links' else 'sources'}: {quote_words(found, 3)}"
    if not _factual(text, user_message):
        return NOT_APPLICABLE, "nothing to cite (a courtesy or creative reply)"
    named = conventions.sources(text)
    hint = f" (names {quote_words(named, 2)} but gives no link)" if named and kind == "links" else ""
    return BROKEN, f"no {'link' if kind == 'links' else 'source'} in the reply{hint}"
