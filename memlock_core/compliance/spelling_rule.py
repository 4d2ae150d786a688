"""A spelling-variety rule read from its words: which English variety, said how, in six languages.

A rule names a variety (British, American, Canadian, Australian, Oxford: in English, French, German,
Spanish, Italian, Portuguese and Japanese), an object that makes it about writing ("spelling",
"orthographe", "Rechtschreibung", "ortografía", "つづり", or "English" qualified by the variety:
"britisches Englisch", "inglés británico"), and a polarity ("No American spellings": British wanted).
Without a named variety, the rule's own examples decide: "colour not color", "-ise not -ize",
"(color, organize, center)". A rule about tone, voice, accent or vocabulary ("a friendly British
tone", "sound less American") names no such object and is left unchecked: judgement, not spelling.

Exceptions the check already keeps (code, quotes, titles, product and proper names are never judged)
need no field; they are recognised so that they do not stand in the way.
"""
from __future__ import annotations

import re

from memlock_core.compliance import spelling
from memlock_core.regex_cache import rx

_VARIETIES: tuple[tuple[str, str], ...] = (
    ("en-GB-oxendict", r"oxford|en[-_]gb[-_]oxendict|oxendict"),
    ("en-CA", r"canadian|en[-_]ca|canadien(?:ne)?s?|kanadische[nrs]?|canadiense|canadese|canadense|カナダ(?:式)?"),
    ("en-AU", r"australian|aussie|en[-_]au|australien(?:ne)?s?|australische[nrs]?|australian[oa]|オーストラリア(?:式)?"),
    ("en-GB", r"british|brits?|britishisms?|(?-i:UK|U\.K\.)|great britain|english \((?:uk|gb|british)\)|en[-_]gb|commonwealth|"
              r"united kingdom|royaume[- ]uni|reino unido|vereinigte[ns]? königreich[s]?|regno unito|reino unido|"
              r"(?:queen|king)['’]?s english|"
              r"new zealand|(?-i:NZ)|kiwi|irish|scottish|welsh|south african|indian|"
              r"britanniques?|britische[nrs]?|britisch|brit[áa]nic[oa]s?|"
              r"britannic[oa]|britânic[oa]s?|イギリス(?:式)?|英国(?:式)?|英式"),
    ("en-US", r"american|americans|americanisms?|(?-i:US|U\.S\.|USA)|english \((?:us|american|united states)\)|en[-_]us|"
              r"united states|[ée]tats[- ]unis|estados unidos|vereinigte[nr]? staaten|stati uniti|am[ée]ricaine?s?|"
              r"amerikanische[nrs]?|amerikanisch|american[oa]s?|estadounidense|norteamerican[oa]|statunitense|"
              r"アメリカ(?:式)?|米国(?:式)?|米式"),
)
# a name stands alone, or joined to the word English ("UK-Englisch", "US-English")
_VARIETY = rx("|".join(f"(?P<v{i}>(?<![A-Za-z-])(?:{pattern})(?![A-Za-z]|-(?!engl|angl|ingl)))"
                               for i, (_, pattern) in enumerate(_VARIETIES)),
                      re.I)
_OBJECT = rx(r"\bspel(?:l|ls|led|ling|lings|t)\b|\bspell like\b|\borthograph\w*|\brechtschreibung\b|"
                     r"\bschreibweisen?\b|\bortograf[íi]as?\b|\bgrafia\b|\bortografie\b|つづり|綴り|スペル|表記|"
                     r"\benglish\b|\banglais\b|\benglisch(?:e[nrs]?)?\b|\bingl[ée]s\b|\binglese\b|\binglês\b|英語|"
                     r"\bvariety\b|\bvariant\b|\busage\b|\b(?:americanisms?|britishisms?)\b|\b(?:queen|king)['’]?s english\b", re.I)
# "a friendly British tone", "sound less American", "un ton à l'anglaise", "ein britischer Stil": judgement
_JUDGEMENT = rx(r"\btone\b|\bvoice\b|\baccent\b|\bsound(?:s|ing)?\b|\bpresenter\b|\bhumou?r\b|\bidioms?\b|"
                        r"\bslang\b|\bvocabulary\b|\bvibe\b|\bfeel\b|\bmanner\b|\bton\b|\btono\b|\btom\b|\bstil\b|"
                        r"\bstyle\b|\bwording\b|\bexpressions?\b|\bphrasing\b|口調|雰囲気", re.I)
_NEGATION = rx(r"(?:\b(?:no|not|never|avoid|without|zero|nothing|none|stop|instead of|rather than|over|don'?t(?: use)?|"
                       r"do not(?: use)?|doesn'?t|won'?t|pas d[e']|"
                       r"aucune?|jamais|sans|keine?|nie|niemals|ohne|nada de|ningun[ao]?|sin|nunca|evita[rs]?|nessun[ao]?|"
                       r"mai|senza|niente|sem|nenhum[ao]?|nunca|statt|anstatt|plutôt que|en vez de|en lugar de|invece di|"
                       r"em vez de)\s*[\"'“‘]?(?:\w+\s+){0,2}[\"'“‘]?$)|(?:\bno\s*$)", re.I)
_NEG_AFTER = rx(r"^\s+(?:english\s+)?(?:spellings?\s+|forms?\s+|words?\s+)?(?:are|is)\s+(?:not\s+(?:welcome|allowed|ok(?:ay)?|"
                        r"wanted|acceptable|fine)|forbidden|banned|off-limits|prohibited)\b|^\W{0,3}(?:-?free\b|(?:(?:英語)?の?(?:綴り|つづり|スペル|表記|英語))?(?:は|を)?(?:使わない|使わず|使用しない|"
                        r"禁止|避け|なし|不可|NG))", re.I)
_ISE = rx(r"(?<![\w])-?is(?:e|ation)\b(?:\s+(?:endings?|forms?|spellings?))?", re.I)
_IZE = rx(r"(?<![\w])-?iz(?:e|ation)\b(?:\s+(?:endings?|forms?|spellings?))?", re.I)
# A suffix the rule names: "-ise not -ize", "always -ise", "Prefer 'ise' endings", "-our endings (colour)", "-re not
# -er". The pieces that belong to one variety's spelling family; the short ones (-re, -er, -or, -og) count only as
# endings named so ("-re endings") or set against their twin ("-re not -er").
_PIECE = rx(r"(?<![\w-])(?:-|[\"'‘“])(?P<p>is(?:e|ation)|iz(?:e|ation)|our|yse|yze|ogue|re|or|er|og)(?![\w-])", re.I)
_PIECE_NOUN = rx(r"^[\"'’”]?\s*(?:endings?|suffix(?:es)?|spellings?|forms?|verbs?|words?|variants?|style)\b", re.I)
_PIECE_CONTRAST = rx(r"^[\"'’”]?\s*(?:,\s*)?(?:not|never|rather than|instead of|over|pas|nicht|statt|no|en lugar de|invece di|"
                             r"em vez de|vs\.?|/)\s*(?:the\s+)?(?:-|[\"'‘“])(?:is|iz|our|or|re|er|ys|yz|ogue|og)", re.I)
_BRITISH_PIECES = frozenset({"ise", "isation", "our", "yse", "ogue", "re"})
_STRONG_PIECES = frozenset({"ise", "isation", "ize", "ization", "yse", "yze", "our", "ogue"})
# "-ise not -ize", "-ize endings" (the Oxford reading of a named variety uses these)
_SUFFIX_RULE = rx(r"(?<![\w])-(?P<a>is|iz)e\b[^.;\n]{0,25}?\b(?:not|never|rather than|instead of|over|pas|nicht|"
                          r"statt|no|en lugar de|invece di|em vez de)\b\s*(?:the\s+)?-(?P<b>is|iz)e\b|"
                          r"(?<![\w])-(?P<c>is|iz)e\s+(?:endings?|forms?|spellings?|verbs?)\b", re.I)


def _negated(text: str, start: int, end: int) -> bool:
    before = re.split(r"[,;:()]", text[max(0, start - 30):start])[-1]
    return bool(_NEGATION.search(before) or _NEG_AFTER.match(text[end:end + 48]))


# "except", "apart from", "other than", "sauf", "außer", "excepto", "tranne", "exceto": what follows is left out
_EXCEPTION = rx(r"\b(?:except(?:ing)?|apart from|other than|aside from|outside of|save for|sauf|hormis|à part|außer|"
                        r"ausgenommen|excepto|salvo|menos en|tranne|eccetto|exceto|fora)\b", re.I)
# a variety joined to the object it names and a place it holds in: "US spelling for the API docs", "British English
# in the UI"
_ATTACHED = rx(r"[- ]?(?:english\s+|style\s+)?(?:spellings?|orthography|english)\s+(?:is\s+|goes\s+)?"
                       r"(?:for|in|on|inside|within|pour|dans|für|in|im|para|en|per|nel|nella|nos?|nas?)\s", re.I)
# the British family (Oxford, Canadian and Australian spelling differ from it in a few words, not in kind) vs American
_SIDE = {"en-GB-oxendict": "en-GB", "en-CA": "en-GB", "en-AU": "en-GB"}
CONFLICT = ("", "")


def _named(text: str) -> tuple[str, str] | None:
    """The variety the rule names, and the words it was read from; a negated name ("no American
    spellings") stands for the other of British / American."""
    found = [(m, next(code for i, (code, _) in enumerate(_VARIETIES) if m.group(f"v{i}"))) for m in _VARIETY.finditer(text)]
    if not found:
        return None
    wanted = [(m, code) for m, code in found if not _negated(text, m.start(), m.end())]
    cut = _EXCEPTION.search(text)
    if cut and any(m.start() < cut.start() for m, _ in wanted):
        # "US spelling everywhere, except inside quotes from British sources": what the exception names is not asked for
        wanted = [(m, code) for m, code in wanted if m.start() < cut.start()]
    attached = [(m, code) for m, code in wanted if _ATTACHED.match(text, m.end())]
    if len({_SIDE.get(code, code) for _, code in attached}) > 1:
        return CONFLICT  # "UK spelling for the site, US spelling for the API docs": two varieties, each somewhere
    if wanted:
        match, code = min(wanted, key=lambda mc: [c for c, _ in _VARIETIES].index(mc[1]))  # Oxford before British
        return code, match.group(0)
    match, code = found[0]
    other = {"en-GB": "en-US", "en-US": "en-GB"}.get(code)
    return (other, match.group(0)) if other else None


def _from_examples(text: str) -> tuple[str, str] | None:
    """"colour not color, centre not center", "(color, organize, center)": the variety of the words the
    rule asks for (a word after "not" is one it forbids)."""
    votes = {"en-GB": 0, "en-US": 0}
    evidence = []
    for match in re.finditer(r"[A-Za-z]+", text):
        word = match.group(0).lower()
        british, american = spelling.variety_words(word)
        side = "en-GB" if british else "en-US" if american else ""
        if not side:
            continue
        if _negated(text, match.start(), match.end()):
            side = "en-US" if side == "en-GB" else "en-GB"
        votes[side] += 1
        evidence.append(match.group(0))
    if votes["en-GB"] == votes["en-US"]:
        return None
    return ("en-GB" if votes["en-GB"] > votes["en-US"] else "en-US"), ", ".join(evidence[:3])


def _suffix(text: str) -> tuple[str, str] | None:
    """The variety of the first suffix the rule names as its spelling ("always -ise": British), None if none."""
    for found in _PIECE.finditer(text):
        piece = found.group("p").lower()
        after = text[found.end():]
        strong = piece in _STRONG_PIECES and found.group(0).startswith("-")
        if not (strong or _PIECE_NOUN.match(after) or _PIECE_CONTRAST.match(after)):
            continue
        british = piece in _BRITISH_PIECES
        if _negated(text, found.start(), found.end()):
            british = not british
        return ("en-GB" if british else "en-US"), found.group(0)
    return None


# "match my spelling", "spell the way I do", "use the same spelling variety as me", "follow my British or American
# spelling": the variety of the user's own message
_USER_VARIETY = rx(r"\b(?:match|mirror|follow|copy|use|keep)\s+(?:my|the user's)\s+(?:own\s+)?(?:british or american\s+|"
                           r"uk/us\s+|us/uk\s+)?(?:spelling|orthography|spelling variety|variety of english)\b|"
                           r"\bspell\s+(?:the way|like|as)\s+i\s+do\b|\bsame\s+spelling(?:\s+variety)?\s+as\s+(?:me|i do|mine|the user)\b|"
                           r"\bwhichever spelling i use\b|\bmême orthographe que moi\b|\bgleiche(?:n)? schreibweise wie ich\b|"
                           r"\bmisma ortografía que yo\b", re.I)


def two_varieties(text: str) -> bool:
    """The rule asks for a British-family and the American spelling, each in its place ("UK spelling for the
    marketing copy, US spelling for the API docs"): no one variety holds for every reply."""
    return _named(text) == CONFLICT


def read_spelling(clause: str) -> tuple[str, str] | None:
    """(variety, the rule's words) for a clause that asks for an English spelling variety, else None:
    en-GB | en-US | en-CA | en-AU | en-GB-oxendict, or user (the variety of the user's message)."""
    mirror = _USER_VARIETY.search(clause)
    if mirror:
        return "user", mirror.group(0)
    obj = _OBJECT.search(clause)
    named = _named(clause)
    if named == CONFLICT:
        return None
    if named and obj and not (_JUDGEMENT.search(clause) and not re.search(r"spell|orthogra|schreib|ortogra|つづり|綴り|スペル",
                                                                        clause, re.I)):
        code, words = named
        ize = _IZE.search(clause)
        if code == "en-GB" and ize and not _negated(clause, ize.start(), ize.end()):
            return "en-GB-oxendict", words  # "British spelling with -ize endings": Oxford
        return named
    if named and not obj and (re.search(r"\bspell\b", clause, re.I) or re.search(r"\ben[-_](?:gb|us|ca|au)\b", named[1], re.I)):
        return named  # "Please use en-GB": a locale tag names the variety alone
    suffix = _suffix(clause)
    if suffix:
        return suffix
    # the rule's own examples: under a word about spelling ("spelling: colour, centre"), or a contrast of both forms
    # of a word ("colour not color", "'organise' over 'organize'"); never a variety word the rule merely uses
    strong = re.search(r"spel|orthogra|schreib|ortogra|つづり|綴り|スペル|表記|\bvariety\b|\bvariant\b", clause, re.I)
    british, american = spelling.variety_words(re.sub(r"[^A-Za-z]+", " ", clause))
    contrast = any(spelling.GB_TO_US.get(b) == a for b in british for a in american)
    # 'Write "colour", "centre" and "organise"': two or more quoted words of one variety, none of the other
    quoted = spelling.variety_words(" ".join(re.findall(r"[\"'“‘«]([A-Za-z]+)[\"'”’»]", clause)))
    examples = (len(quoted[0]) >= 2 and not quoted[1]) or (len(quoted[1]) >= 2 and not quoted[0])
    return _from_examples(clause) if strong or contrast or examples else None


# "British English", "inglés británico", "britisches Englisch", "anglais britannique", "イギリス英語": a variety of
# English (a spelling rule), not a rule about the reply's language
VARIETY_ENGLISH = rx(
    r"\b(?:british|american|canadian|australian|oxford|uk|us)\s+english\b|\benglish\s+\((?:uk|us|gb)\)|"
    r"\banglais\s+(?:britannique|américain|americain|canadien|australien)\b|"
    r"\b(?:britische[sn]?|amerikanische[sn]?|kanadische[sn]?|australische[sn]?)\s+englisch\b|"
    r"\bingl[ée]s\s+(?:brit[áa]nico|americano|estadounidense|canadiense|australiano)\b|"
    r"\binglese\s+(?:britannico|americano|canadese|australiano)\b|\binglês\s+(?:britânico|americano)\b|"
    r"(?:イギリス|アメリカ|英国|米国)英語", re.I)
# "when you write in English", "quando rispondi in inglese", "英語で書くときは", "pour tout texte en anglais",
# "Englische Texte": the replies a spelling rule speaks to (English prose), not a language every reply must be in
SPELLING_SCOPE = rx(
    r"\b(?:when(?:ever)?|if|quand|lorsque|si|wenn|falls|cuando|quando|se|sempre que)\b[^.;,\n]{0,40}?"
    r"\b(?:in|en|auf|em|in)\s+(?:english|anglais|englisch|ingl[ée]s|inglese|inglês)\b|"
    r"英語で[^。、]{0,10}(?:とき|時|場合)は?|"
    r"\b(?:for|pour|für|para|per)\s+(?:any|all|every|tout|tous|toute|toutes|alle|jeden|todo|todos|cualquier|ogni|qualquer)?\s*"
    r"(?:\w+\s+){0,2}(?:in|en|auf|em)\s+(?:english|anglais|englisch|ingl[ée]s|inglese|inglês)\b|"
    r"\benglische\w*\s+(?:texte?|sätze|antworten)\b|\bno inglês\b|\ben inglés\b(?=[^.;\n]{0,30}(?:ortograf|británic|american))",
    re.I)
