"""Two shape rules read from the markdown: headings in Title Case, and lists one level deep.

Why a module of their own: "Headings in Title Case" names headings but does not ask for them, and "no nested
lists" names lists but does not ask for one; read by the heading / list readers they became "the reply must have
headings / bullets" and flagged every short answer. These readers say what the rule asks of the headings or lists
the reply has; a reply with none is not applicable.

- title_case_headings: every markdown heading capitalises each word but the small ones (articles, short
  prepositions and conjunctions) after the first; a hyphenated word is judged by its first part, words with a
  capital inside (``iOS``), digits or code are left alone. Sentence case is not checked (a capital there may be a
  proper noun memlock cannot tell). A heading in capitals (``KEEP INTENSITY``) is not Title Case.
- flat_lists: no list item is indented under another (bullets or numbers).
- numbered_headings: "number the section headings (## 1. Introduction, ## 2. Setup)", "nummeriere die Überschriften",
  "titres numérotés": every section heading opens with a number (``1.``, ``2)``, ``2.1``, ``IV.``); a document's one
  title at the top (a single level-1 heading over the sections) is no section and is left alone.
- two_level_lists: items may have sub-items, and those none ("max one level of nesting", "no sub-sub-bullets",
  "höchstens zwei Ebenen"): the nesting counted by indentation, each level at least two spaces in.
- heading_levels: a rule that says which heading levels may be used - "only H2 and H3", "Überschriften nur als ###
  (H3)", "nothing bigger than ##" (2 to 6), "no deeper than ###" (1 to 3), "見出しは ## レベルまで" (1 and 2): every
  heading the reply has is of one of them (a reply without headings obeys it; having none is not asked).
- heading_level_only: a rule that names one level of ``#`` marks and forbids the others ("## at most; never # nor
  ###"): every heading the reply has is at that level.
"""
from __future__ import annotations

import re

from memlock_core.compliance.heading_caps import NO_CAPS_HEADINGS, refuses_caps
from memlock_core.compliance.markdown import BULLET, HEADING, LABEL, NUMBERED, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.plain_titles import plain_titles
from memlock_core.regex_cache import rx

TITLE_CASE, FLAT_LISTS, LEVEL_ONLY = "title_case_headings", "flat_lists", "heading_level_only"
LEVELS = "heading_levels"
SENTENCE_CASE = "sentence_case_headings"
TWO_LEVEL_LISTS = "two_level_lists"
NUMBERED_HEADINGS = "numbered_headings"

_TITLE_CASE_RULE = rx(r"\btitle[- ]case\b|\bcapitali[sz]e (?:every|each|all) (?:major )?words?\b", re.I)
_HEADING_WORD = rx(r"\b(?:headings?|headers?|titles?|section titles|subheadings?|titres?|intertitres?|sous-titres?|"
                           r"überschrift(?:en)?|zwischenüberschrift(?:en)?|t[íi]tulos?|subt[íi]tulos?|encabezados?|titoli|"
                           r"cabe[çc]alhos?|koppen|kopjes|tussenkoppen|nagłówk\w*|śródtytuł\w*|intestazion[ei])\b|"
                           r"見出し|标题|標題|小标题|제목|헤딩", re.I)
_NESTED = rx(
    r"\bnested (?:lists?|bullets?|bullet points?)\b|\bsub-?(?:bullets?|lists?|items?)\b|\bindented (?:bullets?|lists?)\b|"
    r"\b(?:one|a single|1) level (?:of (?:bullets?|lists?|nesting|indentation)|deep)\b|"
    r"\b(?:lists?|bullets?) flat\b|\bflat (?:lists?|bullets?|bullet points?)\b|"
    r"\bflache (?:listen|aufzählungen)\b|\blistes? plates?\b|\blistas? planas?\b|"
    r"\blistes? imbriquées?\b|\bsous-listes?\b|\bsous-puces?\b|\bun seul niveau de (?:puces|listes?)\b|"
    r"\bverschachtelte\w* (?:listen|aufzählungen|punkte)\b|\bunterpunkte?\b|\bnur eine (?:listen)?ebene\b|"
    r"\blistas? anidadas?\b|\bsub-?listas?\b|\bun solo nivel de (?:viñetas|listas?)\b|\belenchi annidati\b|\bliste annidate\b|"
    r"\bun solo livello di (?:elenco|elenchi|punti)\b|\blistas? aninhadas?\b|\bum (?:só|único) nível de (?:listas?|marcadores)\b|"
    r"\bgeneste lijsten\b|\bsubopsommingen\b|\béén niveau (?:opsommingstekens|lijsten)\b|入れ子|ネスト", re.I)
# "number the section headings", "numbered headings", "headings should be numbered", "nummeriere die Überschriften",
# "numérote les titres", "titres numérotés", "numera los encabezados", "encabezados numerados", "見出しに番号"
_NUMBERED_HEADINGS = rx(
    r"\bnumber(?:ing)?\s+(?:the\s+|your\s+|all\s+|each\s+|every\s+)?(?:section\s+)?(?:headings?|headers?|sections?|titles?)\b|"
    r"\bnumbered\s+(?:section\s+)?(?:headings?|headers?|sections?|titles?)\b|"
    r"\b(?:headings?|headers?|section titles?|titles?)\s+(?:should|must)\s+(?:be|carry|have)\s+(?:numbered|a number)\b|"
    r"\bnumérot\w*\s+(?:les\s+|tes\s+|vos\s+)?(?:titres|intertitres|sections)\b|\b(?:titres|intertitres|sections)\s+numérot\w*|"
    r"\bnummerier\w*\s+(?:die\s+|deine\s+|alle\s+)?(?:überschriften|abschnitte)\b|\bnummerierte\w*\s+(?:überschriften|abschnitte)\b|"
    r"\bnumera\w*\s+(?:los\s+|tus\s+|las\s+)?(?:encabezados|títulos|secciones)\b|\b(?:encabezados|títulos|secciones)\s+numerad\w*|"
    r"見出しに(?:は)?(?:通し)?番号", re.I)
# one level of nesting allowed, a second not: "max one level of nesting", "no sub-sub-bullets", "at most two levels"
_TWO_LEVELS = rx(
    r"\b(?:max(?:imum)?\.?|at most|no more than|not more than|only|just|up to)\s+(?:one|1|a single)\s+(?:level|layer)\s+of\s+"
    r"(?:nesting|sub-?(?:bullets|lists|items|points))\b|\bsub-?sub-?(?:bullets?|lists?|items?|points?)\b|"
    r"\b(?:max(?:imum)?\.?|at most|no more than|not more than|up to|only)\s+(?:two|2)\s+(?:levels?|layers?)\b|"
    r"\b(?:two|2)\s+levels?\s+(?:deep\s+)?(?:max(?:imum)?|at most|tops)\b|"
    r"\bsous-sous-(?:puces?|listes?|points?)\b|\b(?:au plus|au maximum|maximum|pas plus de)\s+(?:deux|2)\s+niveaux\b|"
    r"\bun seul niveau d'imbrication\b|\bunter-?unterpunkte?\b|\b(?:höchstens|maximal|nur|max\.?)\s+(?:zwei|2)\s+ebenen\b|"
    r"\bnur eine verschachtelungsebene\b|\bsub-?sub-?(?:viñetas|listas|puntos)\b|"
    r"\b(?:como máximo|máximo|no más de|hasta)\s+(?:dos|2)\s+niveles\b|\bun (?:solo )?nivel de anidaci[óo]n\b|"
    r"(?:2|二|２)階層まで", re.I)
_HASHES = rx(r"(?<![#A-Za-z0-9_])#{1,6}(?![#A-Za-z0-9_])")  # "見出しは##まで": a kana beside the marks
_H_LEVEL = rx(r"(?<![\w-])H([1-6])(?:'?s)?(?![\w-])")  # "no H1s": the plural names the level too
_HASH_NEGATION = rx(r"\b(?:never|no|not|don'?t|nor|nunca|ni|jamais|pas|nie|kein\w*|weder|noch|mai|né|nem|"
                            r"nooit|geen)\b", re.I)
_HASH_ALLOW = rx(r"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|soltanto|apenas|alleen)\b", re.I)


# a new clause after the ban that asks for something ("no H1s, start at ##", "pas de #, commence à ##", "kein H1,
# beginne mit ##", "sin H1, empieza por ##"): the marks after it are what it asks for, not more of the ban
_ASK_AFTER = rx(r"[,;:—–]\s*(?:(?:and|but|et|mais|und|aber|y|pero|e|ma)\s+)?(?:please\s+|bitte\s+)?"
                r"(?:start\w*|begin\w*|use|go|stick|commence\w*|utilise\w*|beginn\w*|fang\w*|verwende\w*|nimm|"
                r"empie[zc]\w*|comien[zc]\w*|usa|inizia\w*|comece|começ\w*)\b", re.I)


def _banned(before: str) -> bool:
    """A run of marks is banned when a negation precedes it in its sentence with no "only" after that negation
    ("Don't use headers (#, ##)": both; "Keine # Überschriften, nur ##": the first; "no H1s, start at ##": the
    first, the clause after the comma asks for the second)."""
    sentence = re.split(r"[.;!?]\s", before)[-1]
    negations = list(_HASH_NEGATION.finditer(sentence))
    after = sentence[negations[-1].end():] if negations else ""
    if re.match(r"\s*(?:more than|plus d'une?|mehr als|más de|più di|mais de)\b", after, re.I):
        return False  # "never more than one H1": a count, not a ban
    return bool(negations) and not _HASH_ALLOW.search(after) and not _ASK_AFTER.search(after)

# a ban put after the marks, in the languages whose verb ends the sentence ("# や ### は使わないで", "# 和 ### 不要用",
# "#과 ###은 쓰지 마") or in a trailing predicate ("# and ### are not allowed")
_AFTER_BAN = rx(r"^#+(?:\s*[(（][^()（）#]{1,12}[)）])?(?:\s*(?:や|と|、|,|/|and|or|nor|和|及|或|과|와|か)\s*#+"
                        r"(?:\s*[(（][^()（）#]{1,12}[)）])?)*[^。．.!?！？\n#]{0,12}?"
                        r"(?:使わない|使わず|使用しない|使用禁止|禁止|不要|"
                        r"不可|しないで|不要用|别用|不使用|不能用|쓰지\s?마|사용하지|are (?:not allowed|forbidden|banned)|"
                        r"is (?:not allowed|forbidden|banned)|sont interdits?|sind verboten|ist verboten|están prohibidos?)")


def _banned_after(after: str) -> bool:
    """The run of marks that opens ``after`` is banned by a predicate after it, in its own sentence."""
    return bool(_AFTER_BAN.search(after))


_SMALL = frozenset("a an the and but or nor for so yet as at by in of off on per to up via vs vs. from into onto "
                   "over with than upon".split())
_CAPS_INSIDE = rx(r"^.+[A-Z]")


def banned_levels(clause: str) -> set[int]:
    """The levels of ``#`` marks a rule bans ("# や ### は使わないで": 1, 3)."""
    runs = [(m.start(), len(m.group(0))) for m in _HASHES.finditer(clause)]
    return {level for start, level in runs if _banned(clause[:start]) or _banned_after(clause[start:])}


def heading_level_only(clause: str) -> int | None:
    """"Use ## headings at most; never # or ###", "## only, no # or ### headings": the one level a rule allows
    when it names one level of ``#`` marks and forbids the others (a reply without headings obeys it)."""
    runs = [(m.start(), len(m.group(0))) for m in _HASHES.finditer(clause)]
    runs += [(m.start(), int(m.group(1))) for m in _H_LEVEL.finditer(clause)]  # "Use H2 (##), never H1"
    levels = {level for _, level in runs}
    # a level banned once stays banned when a later sentence names its mark only to explain ("no H1s ... my app
    # turns # into a page title")
    banned = {level for start, level in runs if _banned(clause[:start]) or _banned_after(clause[start:])}
    allowed = levels - banned
    if len(runs) < 2:
        return None
    if len(allowed) == 1 and banned and _floor_only(clause, min(allowed), banned):
        return None  # "Use H2 for sections, never H1": the levels above are refused, not those below (heading_levels)
    return allowed.pop() if len(allowed) == 1 and banned else None


def _floor_only(clause: str, allowed: int, banned: set[int]) -> bool:
    """Every level refused is above the one named and nothing says "only" or "at most": the rule sets where the
    headings start ("Use ## for sections, never #", "Titres en ## , jamais de #"), the deeper ones stay free."""
    return max(banned) < allowed and not _HASH_ALLOW.search(clause) and not _UP_TO_WORDS.search(clause) \
        and not _EACH_SECTION.search(clause)


# "## for each section, no #": every section takes that level, a ### one too (a quantifier over the sections)
_EACH_SECTION = rx(r"\b(?:each|every|all|chaque|toutes? les|jede[nrs]?|alle|cada|tod[ao]s l[ao]s|ogni|tutte le|"
                   r"elke|iedere|każd\w*)\s+(?:\w+\s+)?(?:sections?|abschnitt\w*|secci[óo]n\w*|sezion[ei]|seç[aã]o|"
                   r"se[cç][õo]es|sectie\w*|sekcj\w*|parties?|teil\w*)\b|各(?:セクション|節|章|部分)|每(?:个|個)?(?:部分|章节|小节)|"
                   r"각\s?(?:섹션|절|부분)", re.I)


_UP_TO_WORDS = rx(r"(?:at most|max(?:imum)?|höchstens|maximal|au plus|au maximum|como máximo|máximo|al massimo|"
                  r"no more|no deeper|up to)\b|まで|以下", re.I)


_LEVEL_REF = rx(r"(?<![#A-Za-z0-9_])(?P<h>#{1,6})(?![#A-Za-z0-9_])|(?<![\w-])[Hh](?P<n>[1-6])(?:'?s)?(?![\w-])|"
                        r"\b(?:level|niveau|ebene|nivel|livello|n[íi]vel)[- ]?(?P<l>[1-6])\b|レベル\s*(?P<j>[1-6])", re.I)
# "nothing bigger than ##", "nie größer": the levels above it are banned; "no deeper than ###", "### 以下は使わない",
# "## レベルまで": those below it
_BIGGER = rx(r"\b(?:bigger|larger|higher|greater|größer|grösser|höher|plus grands?|plus gros|mayor(?:es)?|"
                     r"más grandes?|più grandi?|maior(?:es)?)\b", re.I)
_DEEPER = rx(r"\b(?:deeper|smaller|tiefer|kleiner|plus profond\w*|plus petits?|más profund\w*|más pequeñ\w*|"
                     r"più profond\w*|mais profund\w*)\b|(?<=[#\d])\s*(?:レベル)?\s*(?P<incl>以下|より下)|(?P<upto>まで)", re.I)
_HEADING_CONTEXT = rx(r"\b(?:headings?|headers?|titles?|subheadings?|überschrift\w*|titres?|intertitres?|"
                              r"encabezados?|t[íi]tulos?|titoli|cabe[çc]alhos?|koppen)\b|見出し|#", re.I)


# "ab ## abwärts", "from ## down", "## and below", "à partir de ## et en dessous", "de ## hacia abajo": that level and
# every one under it
_DOWNWARD = rx(
    r"\b(?:ab|from|starting (?:at|from)|à partir d[eu]|a partir de|desde|de|da)\s+(?:level\s+|niveau\s+|ebene\s+)?"
    r"(?P<a>#{1,6}|[Hh][1-6])(?![#\w])\s*(?:abwärts|nach unten|(?:and |on )?down(?:wards?)?|et en dessous|(?:hacia|para) abajo|"
    r"in giù|in poi|onwards|an)\b"
    r"|(?<![#\w])(?P<b>#{1,6}|[Hh][1-6])(?![#\w])\s+(?:and|or|und|oder|et|ou|y|o|e)\s+(?:below|lower|under|darunter|"
    r"en dessous|inferiores|inferiori|abajo)\b", re.I)


# "up to level 2", "bis (zur) Ebene 2", "jusqu'au niveau 2", "hasta el nivel 2", "fino al livello 2", "max level 2"
_UP_TO = rx(r"\b(?:up to|no deeper than|down to|max(?:imum)?|at most|bis(?: zur)?|höchstens|jusqu'(?:au|à)|au plus|"
            r"hasta(?: el)?|como máximo|fino al?|até(?: ao)?)\s+(?:heading\s+|header\s+)?(?:level|ebene|niveau|nivel|"
            r"livello|nível)\s*(?P<n>[1-6])\b", re.I)
# the level named, then "or deeper": "no ### or deeper", "keine ### oder tiefer", "pas de ### ni plus petit"
_WITH_DEEPER = rx(r"\b(?:no|not|never|keine?n?|nie|pas de|jamais|nada de|sin|nunca|niente|nessun\w*)\s+(?:\w+\s+)?"
                  r"(?<![#\w])(?P<m>#{1,6}|[Hh][1-6])(?![#\w])\s*(?:\(\w+\)\s*)?(?:or|oder|ou|o|ni|nor|nor any)\s+"
                  r"(?:\w+\s+)?(?:deeper|tiefer|kleiner|smaller|lower|below|plus profond\w*|plus petit\w*|más profund\w*|"
                  r"más pequeñ\w*|inferior\w*|darunter)\b", re.I)


_START_AT = rx(r"\b(?:start|begin)\w*\s+(?:at|from|with)\b|\bcommence\w*\s+(?:à|au|par)\b|"
               r"\b(?:beginn|fang)\w*\s+(?:bei|mit|ab)\b|\b(?:empie[zc]|comien[zc])\w*\s+(?:en|por|con|desde)\b", re.I)


def heading_levels(clause: str) -> tuple[int, ...] | None:
    """The heading levels a clause allows ("only H2 and H3": 2, 3; "no deeper than ###": 1 to 3), or None when it
    does not say (see the module docstring)."""
    if not _HEADING_CONTEXT.search(clause) and not _H_LEVEL.search(clause):  # "Use H2 for sections, never H1"
        return None
    refs = []
    for found in _LEVEL_REF.finditer(clause):
        level = len(found.group("h")) if found.group("h") else int(found.group("n") or found.group("l") or found.group("j"))
        refs.append((found.start(), found.end(), level))
    if not refs:
        return None
    levels = sorted({level for _, _, level in refs})
    upto = _UP_TO.search(clause)
    if upto:  # "headings only up to level 2", "Überschriften nur bis Ebene 2", "jusqu'au niveau 2": that level and above
        return tuple(range(1, int(upto.group("n")) + 1))
    with_deeper = _WITH_DEEPER.search(clause)
    if with_deeper:  # "keine ### oder tiefer", "no H3 or smaller": that level is out too
        mark = with_deeper.group("m")
        level = len(mark) if mark.startswith("#") else int(mark[-1])
        return tuple(range(1, level)) if level > 1 else None
    downward = _DOWNWARD.search(clause)
    if downward:
        mark = downward.group("a") or downward.group("b")
        return tuple(range(len(mark) if mark.startswith("#") else int(mark[1]), 7))
    top = re.search(r"\b(?:top|highest|biggest|largest|first)[- ]level\b|\bhöchste\w* ebene\b|\boberste\w* ebene\b|"
                    r"\bniveau le plus (?:haut|élevé)\b|\bnivel (?:más alto|superior)\b", clause, re.I)
    if not top and _HASH_NEGATION.search(clause) and len(levels) >= 2:
        # "no H1s, start at ##", "pas de H1, commence à ##", "kein H1, fang bei ## an": a level refused, and the first
        # level the headings start at ("Don't start with a # title" names one level, a title: not this)
        top = _START_AT.search(clause)
    if top:  # "Don't use H1 (#) headings. The top level for you is ##.": that level and the ones under it
        after = [level for start, _, level in refs if start >= top.start()] or \
            [level for start, _, level in refs if not _banned(clause[:start])]
        return tuple(range(after[0], 7)) if after else None
    kept = {level for start, _, level in refs if not _banned(clause[:start]) and not _banned_after(clause[start:])}
    refused = set(levels) - kept
    if len(kept) == 1 and refused and _floor_only(clause, min(kept), refused):
        return tuple(range(min(kept), 7))  # "Use H2 for sections, never H1": H2 and the levels under it
    bigger = _BIGGER.search(clause)
    deeper = _DEEPER.search(clause)
    only = _HASH_ALLOW.search(clause)
    if len(levels) == 1 and bigger and _HASH_NEGATION.search(clause) and not deeper:
        # "never bigger than ##", "no heading larger than H2", "nur als ### (H3) – nie größer": smaller ones are fine
        return tuple(range(levels[0], 7))
    if only and not _banned(clause[:only.start()] + " ") and not any(_banned(clause[:start]) for start, _, _ in refs):
        return tuple(levels)  # "only H2 and H3", "Titres uniquement de niveau 2"
    if deeper and not bigger:
        if deeper.group("upto"):  # "見出しは ## レベルまで": up to that level (the one named just before "まで")
            named = [level for _, end, level in refs if end <= deeper.start()
                     and re.fullmatch(r"[\sレベル]*", clause[end:deeper.start()])]
            if named:
                return tuple(range(1, named[-1] + 1))
            return tuple(range(1, min(levels) + 1)) if len(levels) == 1 or re.search(r"以下", clause) else None
        if deeper.group("incl"):  # "### 以下は使わない": that level and deeper are not used
            return tuple(range(1, levels[0])) if len(levels) == 1 and levels[0] > 1 else None
        if len(levels) == 1 and _HASH_NEGATION.search(clause):
            return tuple(range(1, levels[0] + 1))  # "no deeper than ###", "never smaller than H3"
    return None


# sentence case named ("sentence case", "formato oración", "casse de phrase", "nur der Anfang groß"), or Title Case
# refused in any of the languages ("not Title Case", "nada de 'Title Case'", "pas de Title Case", "kein Title Case")
_ONLY_W = r"(?:only|just|seule?s?|seulement|uniquement|nur|solo|sólo|só|apenas|tylko|jedynie|alleen|enkel)\b"
_FIRST_W = (r"(?:first|première|premier|erste[nrs]?|anfangsbuchstaben?|primera|primer|prima|primo|primeira|"
            r"pierwsz\w*|eerste|initiale?|inicial|iniziale)\b")
_CAPITAL_W = (r"(?:capital\w*|upper[- ]?case|majuscules?|gro(?:ß|ss)\w*|wielk\w*|may[úu]sculas?|maiuscol\w*|"
              r"mai[úu]sculas?|hoofdletters?)")
_NOT_TITLE_CASE = rx(
    r"\bsentence[- ]case\b|\b(?:formato|estilo|tipo|caso) (?:de )?oraci[óo]n\b|\bcasse (?:de )?phrase\b|"
    r"\b(?:solo|sólo|només|only|just|seulement|uniquement|nur|solo la|apenas)\s+(?:(?:la|a|the|die|le|il)\s+)?"
    r"(?:mayúscula inicial|primera (?:letra|palabra) en mayúscula|first (?:letter|word) capitali[sz]ed|"
    r"première lettre en majuscule|majuscule initiale|erste[sn]? (?:wort|buchstabe) groß|maiuscola iniziale|"
    r"mai[úu]scula inicial)\b|"
    r"\b(?:not|no|never|avoid|without|don'?t use|instead of|rather than|nada de|ni|sin|nunca|pas (?:en|de)|jamais|"
    r"sans|kein(?:e|en)?|nicht|ohne|niente|senza|non|mai|nem|sem)\s+(?:in\s+|use\s+|en\s+|im\s+)?"
    r"[\"'“‘«„]?\s?title[- ]case\b|"
    # "only the first letter capital, the rest lower case", in any order and language: "tylko pierwsza litera
    # wielka", "seule la première lettre en majuscule", "nur der erste Buchstabe groß", "alleen de eerste letter
    # een hoofdletter", "solo la prima lettera maiuscola", "capitalise only the first word"
    rf"(?=[^.;\n]*\b{_ONLY_W})(?=[^.;\n]*\b{_FIRST_W})(?=[^.;\n]*{_CAPITAL_W})|"
    # "the rest in lower case": "reszta małymi", "le reste en minuscules", "der Rest klein"
    r"\b(?:the rest|rest|reszta|le reste|der rest|el resto|il resto|o resto|de rest)\b[^.;\n]{0,20}?"
    r"(?:lower[- ]?case|small|małymi|minuscules?|klein\w*|min[úu]sculas?|minuscol\w*|kleine letters)", re.I)


def parse_shape(clause: str) -> str | None:
    """The shape a clause asks for (``title_case_headings`` | ``flat_lists`` | ``heading_level_only``), None
    when it names none. "Sentence case, not Title Case" asks for no Title Case: not this shape (unchecked)."""
    if heading_level_only(clause):
        return LEVEL_ONLY
    if refuses_caps(clause):  # "no ALL-CAPS headings": how the headings are written, not whether there are any
        return NO_CAPS_HEADINGS
    if _TITLE_CASE_RULE.search(clause) and _HEADING_WORD.search(clause) and not _NOT_TITLE_CASE.search(clause):
        return TITLE_CASE
    if _HEADING_WORD.search(clause) and _NOT_TITLE_CASE.search(clause):
        return SENTENCE_CASE  # "headings in sentence case, not Title Case"
    numbered = _NUMBERED_HEADINGS.search(clause)
    if numbered and not _HASH_NEGATION.search(clause[:numbered.start()]):
        return NUMBERED_HEADINGS
    if _TWO_LEVELS.search(clause):
        return TWO_LEVEL_LISTS
    if _NESTED.search(clause):
        return FLAT_LISTS
    return None


def _lowercase_word(heading: str) -> str | None:
    tokens = re.sub(r"`[^`]*`", " ", heading).split()
    for index, token in enumerate(tokens):
        word = token.strip("*_\"'“”‘’()[]{}:;,.!?—–")
        head = word.split("-")[0]
        if not head or not head[0].isalpha() or any(c.isdigit() for c in word) or _CAPS_INSIDE.match(head):
            continue
        if index and word.lower() in _SMALL:
            continue
        if head[0].islower():
            return word
    return None


def title_case_verdict(text: str) -> Finding:
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for line in headings:
        caps = [w for w in re.findall(r"[^\W\d_]{2,}", line.body) if w.isupper()]
        if len(caps) >= 2 and len(caps) == len(re.findall(r"[^\W\d_]{2,}", line.body)):
            return BROKEN, f"heading \"{line.body[:60]}\" is in capitals, not Title Case"
        word = _lowercase_word(line.body)
        if word:
            return BROKEN, f"heading \"{line.body[:60]}\" is not in Title Case (\"{word}\")"
    return OBEYED, f"{len(headings)} heading(s) in Title Case"


def sentence_case_verdict(text: str, user_message: str | None = None) -> Finding:
    """sentence_case_headings: no heading capitalises most of its words after the first (names and acronyms
    may stay capitalised: one such word is not Title Case)."""
    s = parse(text)
    headings = s.of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    # a name the reply or the user writes with a capital inside a sentence ("we deploy with Docker", "a report on the
    # Data Protection Act") is a name in a heading too
    prose = " ".join(ln.body for ln in s.lines if ln.kind != HEADING) + " " + (user_message or "")
    names = {m.group(1) for m in re.finditer(r"(?<![.!?:]\s)(?<=\s)([A-Z][\w'’-]*)", prose)}
    # a tool the reply runs or writes in code ("`docker compose up`") is named in a heading with its capitals
    code = " ".join([*re.findall(r"`([^`\n]+)`", text), *(b.body for b in s.code)])
    in_code = {w.lower() for w in re.findall(r"[^\W\d_]{3,}", code)}
    for line in headings:
        tokens = [t.strip("*_\"'“”‘’()[]{}:;,.!?—–") for t in re.sub(r"`[^`]*`", " ", line.body).split()][1:]
        named = [bool(t) and (_CAPS_INSIDE.match(t) is not None or (len(t) > 1 and t.isupper()) or t in names
                              or t.lower() in in_code) for t in tokens]
        # a brand written with a capital inside takes the capitalised word beside it ("GitHub Actions", "Visual
        # Studio IntelliCode"): one word, so a Title Case heading that holds a brand is still one
        brand = [bool(t) and _CAPS_INSIDE.match(t) is not None for t in tokens]
        named = [n or (t[:1].isupper() and t.lower() not in _SMALL and
                       ((i > 0 and brand[i - 1]) or (i + 1 < len(tokens) and brand[i + 1])))
                 for i, (t, n) in enumerate(zip(tokens, named))]
        words = [t for t, n in zip(tokens, named) if t and t[0].isalpha() and not any(c.isdigit() for c in t)
                 and t.lower() not in _SMALL and t != "I" and not n]
        capital = [t for t in words if t[0].isupper()]
        # most words capitalised, or every one of them ("Next Week", "Background and Motivation")
        if capital and ((len(capital) >= 2 and len(capital) * 2 > len(words)) or len(capital) == len(words)):
            return BROKEN, f"heading \"{line.body[:60]}\" is in Title Case, not sentence case"
    return OBEYED, f"{len(headings)} heading(s) in sentence case"


def flat_lists_verdict(text: str) -> Finding:
    items = parse(text).of(BULLET, NUMBERED)
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    base = min(item.depth for item in items)
    nested = [item for item in items if item.depth >= base + 2]
    if nested:
        return BROKEN, f"nested list item: \"{nested[0].text.strip()[:60]}\""
    return OBEYED, f"{len(items)} list item(s), one level"


def list_levels(text: str) -> list[tuple[int, str]]:
    """(nesting level, text) of each list item: 1 for an item at the list's margin, 2 for one indented under it ..."""
    stack: list[int] = []
    out = []
    for item in parse(text).of(BULLET, NUMBERED):
        while stack and item.depth < stack[-1] + 2:  # a sibling or an item further out
            stack.pop()
        stack.append(item.depth)
        out.append((len(stack), item.text))
    return out


def two_level_lists_verdict(text: str) -> Finding:
    """two_level_lists: sub-items are fine, sub-sub-items are not."""
    levels = list_levels(text)
    if not levels:
        return NOT_APPLICABLE, "no list in the reply"
    deep = [item for level, item in levels if level > 2]
    if deep:
        return BROKEN, f"list item nested two levels deep: \"{deep[0].strip()[:60]}\""
    return OBEYED, f"{len(levels)} list item(s), at most one level of nesting"


_SECTION_NUMBER = rx(r"^(?:\*\*|__)?(?:(?:\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6}|[A-Z])[.)]|\d{1,3}(?:\.\d{1,3})+)(?:\*\*|__)?\s+\S|"
                             r"^(?:\*\*|__)?\d{1,3}(?:\*\*|__)?\s+[^\W\d_]|^第[一二三四五六七八九十\d]+[章節]")


def numbered_headings_verdict(text: str) -> Finding:
    """numbered_headings: every section heading opens with its number (a single top title left out)."""
    headings = parse(text).of(HEADING)
    top = [h for h in headings if h.level == min(h.level for h in headings)] if headings else []
    if len(top) == 1 and headings and headings[0] is top[0] and len(headings) > 1:
        headings = headings[1:]  # "# Install guide" over "## 1. Requirements": the title, not a section
    if not headings:
        return NOT_APPLICABLE, "no section heading"
    bare = [h for h in headings if not _SECTION_NUMBER.match(h.body)]
    if bare:
        return BROKEN, f"section heading without a number: \"{bare[0].text.strip()[:60]}\""
    return OBEYED, f"{len(headings)} numbered section heading(s)"


def levels_verdict(text: str, levels: tuple[int, ...]) -> Finding:
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    other = [h for h in headings if h.level not in levels]
    allowed = " or ".join(map(str, levels))
    if other:
        return BROKEN, f"level-{other[0].level} heading \"{other[0].text.strip()[:60]}\" (only level {allowed} allowed)"
    return OBEYED, f"{len(headings)} heading(s) of level {allowed}"


def level_only_verdict(text: str, level: int) -> Finding:
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    other = [h for h in headings if h.level != level]
    if other:
        return BROKEN, f"level-{other[0].level} heading \"{other[0].text.strip()[:60]}\" (only level {level} allowed)"
    return OBEYED, f"{len(headings)} level-{level} heading(s)"


def bold_headings(text: str) -> list[str]:
    """Bold lines standing in for headings: a line that is bold and nothing else, of at most 8 words, with no colon
    or stop at its end ("**Timeline**" over a paragraph; "**Wichtig:** ..." is a label, not a heading), and with text
    after it."""
    s = parse(text)
    out = []
    for index, line in enumerate(s.lines):
        raw = line.text.strip()
        # "**Step 1:**" alone on its line is read as a step label; wholly bold, it is a bold line all the same
        whole = re.fullmatch(r"(\*\*|__)([^*_\n]{1,80})\1", raw)
        if line.kind != LABEL and not (line.kind == NUMBERED and whole) or index == len(s.lines) - 1:
            continue
        body = whole.group(2) if whole and line.kind != LABEL else line.body
        # "**Passo 1:**" alone over a paragraph of its own (a blank line between) is a title all the same
        titled = re.search(r"[:：]\s*(?:\*\*|__)$", raw) is not None \
            and re.search(rf"(?m)^[ \t]*{re.escape(raw)}[ \t]*\n[ \t]*\n", text) is not None
        if (re.search(r"[:：.。!?]\s*(?:\*\*|__)?$", raw) and not titled) or len(body.split()) > 8:
            continue
        out.append(body)
    return out


def bold_headings_verdict(text: str) -> Finding:
    """no_bold_headings: section titles are markdown headings, never bold lines."""
    found = bold_headings(text)
    if found:
        return BROKEN, f"a bold line stands in for a heading: \"**{found[0][:60]}**\""
    plain = plain_titles(text)  # "Formación" alone on its line between ## sections (plain_titles.py)
    if plain:
        return BROKEN, f"a plain line stands in for a heading: \"{plain[0][:60]}\""
    if parse(text).of(HEADING):
        return OBEYED, "markdown headings, no bold line as a heading"
    return NOT_APPLICABLE, "no heading and no bold title line in the reply"


def caps_headings_verdict(text: str) -> Finding:
    """no_caps_headings: no heading (markdown, or a bold line standing in for one) written in capitals."""
    from memlock_core.compliance import heading_caps
    return heading_caps.verdict([line.body for line in parse(text).of(HEADING)] + bold_headings(text))


def no_titles_verdict(text: str) -> Finding:
    """no_titles: neither a markdown heading nor a bold line standing in for one."""
    headings = parse(text).of(HEADING)
    if headings:
        return BROKEN, f"markdown heading \"{headings[0].text.strip()[:60]}\""
    found = bold_headings(text)
    if found:
        return BROKEN, f"a bold line used as a title: \"**{found[0][:60]}**\""
    return OBEYED, "no heading or title line"


def skipped_levels_verdict(text: str) -> Finding:
    """no_skipped_levels: no heading is more than one level below the heading before it (### right under #)."""
    headings = parse(text).of(HEADING)
    if len(headings) < 2:
        return NOT_APPLICABLE, "fewer than two headings in the reply"
    for before, after in zip(headings, headings[1:]):
        if after.level > before.level + 1:
            return BROKEN, (f"level-{after.level} heading \"{after.body[:40]}\" right under level-{before.level} "
                            f"\"{before.body[:40]}\"")
    return OBEYED, f"{len(headings)} headings, no level skipped"


def heading_end_verdict(text: str, marks: str) -> Finding:
    """heading_end: no heading ends with one of ``marks``."""
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for line in headings:
        body = line.body.rstrip(" *_#")
        if body and body[-1] in marks:
            return BROKEN, f"heading ends with \"{body[-1]}\": \"{body[:60]}\""
    return OBEYED, f"{len(headings)} heading(s), none ending with {' or '.join(marks)}"
