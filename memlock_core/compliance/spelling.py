"""British vs American spelling: which variety a reply's own words are written in.

Three sources, no dependency: a curated list by family (below), the pairs generated from SCOWL's
maintained British and American word lists (``spelling_pairs.py``, about 3,000 British-only forms
whose American-only counterpart the same family's change gives), and a morphological rule for words
in neither: an -ize / -ization form (never one of the words written -ize in both varieties: *size*,
*seize*, *prize*, *capsize* ...) is American, an -isation form (not *improvisation*) British.

The curated list is a compact embedded list, not a dependency. ``breame`` (PyPI, Apache-2.0, 1,730 British/American
pairs) was measured: it imports in ~15 ms cold and, for replies about software, half its pairs that
matter are not variety markers at all: British English writes *program* (software), *disk*, *draft*,
*license* (the verb), *practice* (the noun), *meter* (a device), *tire* (the verb), *judgment*,
*aging*; breame lists each as American, so a British reply about a computer program would be called
broken. The list here keeps only forms that belong to one variety, built from stems by family
(-our/-or, -ise/-ize, -yse/-yze, -re/-er, -ogue/-og, -ence/-ense, doubled l, ae/oe, single words),
with their inflections. A word counts only in the reply's own prose: code, inline code, URLs, paths
and quoted passages are left out (``color: red`` in CSS is not American spelling).
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance.spelling_pairs import AMERICAN_ONLY as _AMERICAN_ONLY
from memlock_core.compliance.spelling_pairs import AUSTRALIAN as _AUSTRALIAN
from memlock_core.compliance.spelling_pairs import BRITISH as _GENERATED
from memlock_core.compliance.spelling_pairs import CANADIAN as _CANADIAN
from memlock_core.compliance.spelling_pairs import EVERYWHERE as _EVERYWHERE
from memlock_core.compliance.spelling_pairs import FAMILIES as _GENERATED_FAMILIES
from memlock_core.compliance.spelling_pairs import PAIRS as _GENERATED_PAIRS
from memlock_core.compliance.word_forms import inflected, used_as_verb
from memlock_core.regex_cache import rx

_OUR = ("colour", "flavour", "favour", "behaviour", "honour", "humour", "labour", "neighbour", "rumour",
        "harbour", "vapour", "savour", "armour", "endeavour", "odour", "vigour", "parlour", "candour",
        "clamour", "splendour", "rigour", "fervour", "tumour", "valour", "saviour")
_OUR_SUFFIXES = ("", "s", "ed", "ing", "ful", "fully", "less", "ite", "ites", "able", "ably", "er", "ers", "hood",
                 "ings", "ings", "ism")
_ISE = ("organis", "realis", "recognis", "apologis", "customis", "optimis", "prioritis", "summaris", "categoris",
        "initialis", "normalis", "serialis", "deserialis", "authoris", "minimis", "maximis", "utilis", "finalis",
        "emphasis", "standardis", "specialis", "visualis", "synchronis", "centralis", "characteris", "criticis",
        "memoris", "modernis", "localis", "personalis", "capitalis", "stabilis", "sanitis", "tokenis",
        "parameteris", "containeris", "virtualis", "generalis", "materialis", "penalis", "randomis", "vectoris",
        "harmonis", "familiaris", "idealis", "legalis", "mobilis", "neutralis", "patronis", "rationalis",
        "scrutinis", "sympathis", "theoris", "tyrannis", "utilis", "verbalis", "globalis", "digitalis",
        "monetis", "industrialis", "equalis", "finalis", "hospitalis", "jeopardis", "sterilis", "agonis",
        "amortis", "colonis", "democratis", "fertilis", "formalis", "hypothesis", "immunis", "itemis",
        "marginalis", "metabolis", "motoris", "naturalis", "publicis", "socialis", "stigmatis", "subsidis",
        "summaris", "weaponis", "anonymis", "pressuris", "polaris", "trivialis")
_ISE_SUFFIXES = ("e", "ed", "es", "ing", "ation", "ations", "er", "ers", "able")
_YSE = ("analys", "paralys", "catalys", "dialys")
_RE = ("centre", "litre", "fibre", "theatre", "calibre", "sombre", "spectre", "lustre", "meagre", "sabre",
       "manoeuvre", "kilometre", "centimetre", "millimetre", "nanometre", "micrometre")
_OGUE = ("catalogue", "dialogue", "analogue", "monologue", "prologue", "epilogue")
_ENCE_GB = ("defence", "offence", "pretence")
_DOUBLE_L = ("travel", "cancel", "label", "model", "fuel", "signal", "level", "channel", "tunnel", "total",
             "marvel", "counsel", "equal", "dial", "jewel", "quarrel", "shovel", "snorkel", "swivel", "unravel",
             "barrel", "pedal", "rival", "duel", "program")  # program: programmed/programming are both: skipped below
_DOUBLE_L_SUFFIXES = ("ed", "ing", "er", "ers")
# (British, American) single pairs; a form that is correct in both varieties is never listed.
_PAIRS = (
    ("grey", "gray"), ("greys", "grays"), ("greyed", "grayed"), ("greying", "graying"), ("greyscale", "grayscale"),
    ("aluminium", "aluminum"), ("programme", "program"), ("programmes", "programs"), ("mould", "mold"),
    ("moulds", "molds"), ("mouldy", "moldy"), ("plough", "plow"), ("cosy", "cozy"), ("moustache", "mustache"),
    ("pyjamas", "pajamas"), ("sceptic", "skeptic"), ("sceptical", "skeptical"), ("scepticism", "skepticism"),
    ("jewellery", "jewelry"), ("marvellous", "marvelous"), ("enrol", "enroll"), ("enrolment", "enrollment"),
    ("fulfil", "fulfill"), ("fulfilment", "fulfillment"), ("instalment", "installment"), ("skilful", "skillful"),
    ("wilful", "willful"), ("licence", "license"), ("licences", "licenses"), ("practise", "practice"),
    ("practised", "practiced"), ("practising", "practicing"), ("paediatric", "pediatric"),
    ("encyclopaedia", "encyclopedia"), ("anaemia", "anemia"), ("haemoglobin", "hemoglobin"),
    ("oestrogen", "estrogen"), ("orthopaedic", "orthopedic"), ("manoeuvres", "maneuvers"),
    ("manoeuvred", "maneuvered"), ("cheque", "check"), ("cheques", "checks"), ("tyre", "tire"), ("tyres", "tires"),
    ("kerb", "curb"), ("storey", "story"), ("storeys", "stories"), ("artefact", "artifact"),
    ("artefacts", "artifacts"), ("whilst", ""), ("amongst", ""), ("towards", "toward"), ("judgement", "judgment"),
    ("judgements", "judgments"),
)
# American forms that are also correct British English (or common British usage in software): never
# evidence of American spelling. The British form of each is still evidence of British spelling.
_AMBIGUOUS_US = frozenset({"program", "programs", "license", "licenses", "practice", "check", "checks", "tire",
                           "tires", "curb", "story", "stories", "artifact", "artifacts", "toward", "dialog", "judgment",
                           "judgments",
                           "analog", "programed", "programing",
                           # British dictionaries give these too (Oxford: encyclopedia, acknowledgment; IUPAC: sulfur)
                           "acknowledgment", "acknowledgments", "sulfur", "sulfurs", "sulfuric", "encyclopedia",
                           "encyclopedias", "encyclopedic"})
# common in British prose, not errors in American; -ogue words American English writes so too (dialogue, prologue:
# only catalog and analog lost the -ue there)
_AMBIGUOUS_GB = frozenset({"whilst", "amongst", "towards", "dialogue", "dialogues", "monologue", "monologues",
                           "prologue", "prologues", "epilogue", "epilogues"})


def _build() -> tuple[dict[str, str], dict[str, str]]:
    gb_to_us: dict[str, str] = {}
    for stem in _OUR:
        us = stem[:-2] + "r"
        for suffix in _OUR_SUFFIXES:
            gb_to_us[stem + suffix] = us + suffix
    for stem in _ISE:
        us = stem[:-1] + "z"
        for suffix in _ISE_SUFFIXES:
            gb_to_us[stem + suffix] = us + suffix
    for stem in _YSE:
        us = stem[:-1] + "z"
        for suffix in ("e", "ed", "ing", "er", "ers"):
            gb_to_us[stem + suffix] = us + suffix
    for word in _RE:
        us = word[:-2] + "er"
        if word == "manoeuvre":
            us = "maneuver"
        for suffix in ("", "s"):
            gb_to_us[word + suffix] = us + suffix
    gb_to_us.update({"centred": "centered", "centring": "centering"})
    for word in _OGUE:
        for suffix in ("", "s"):
            gb_to_us[word + suffix] = word[:-2] + suffix
    gb_to_us.update({"catalogued": "cataloged", "cataloguing": "cataloging"})
    for word in _ENCE_GB:
        for suffix in ("", "s"):
            gb_to_us[word + suffix] = word[:-2] + "se" + suffix
    for stem in _DOUBLE_L:
        if stem == "program":
            continue
        for suffix in _DOUBLE_L_SUFFIXES:
            gb_to_us[stem + "l" + suffix] = stem + suffix
    gb_to_us.update({"counsellor": "counselor", "counsellors": "counselors"})
    for gb, us in _PAIRS:
        gb_to_us[gb] = us
    for name, words in _GENERATED.items():
        piece, american = _GENERATED_FAMILIES[name]
        pattern = rx(piece)
        for word in words.split():
            found = pattern.search(word)
            if found:
                gb_to_us.setdefault(word, word[:found.start()] + american + word[found.end():])
    for gb, us in _GENERATED_PAIRS:
        gb_to_us.setdefault(gb, us)
    us_to_gb = {us: gb for gb, us in gb_to_us.items() if us}
    for gb, us in _AMERICAN_ONLY:  # American markers whose British twin American English accepts too (chiseled)
        if gb not in gb_to_us:
            us_to_gb.setdefault(us, gb)
    # "hypothesise" is not a variety pair's stem problem: its -is- is in the root ("emphasis"+"e" = "emphasise")
    for word in ("hypothesis", "emphasis", "hypotheses"):
        gb_to_us.pop(word, None)
        us_to_gb.pop(word, None)
    return gb_to_us, us_to_gb


GB_TO_US, US_TO_GB = _build()
# a token: a run of non-space characters; a dash or an ellipsis written against a word ("colour—and") parts it
_TOKEN = rx(r"[^\s—–…]+")
# a plain word (or hyphenated words: colour-coded), punctuation around it, a possessive or a contraction after it
_WORD = rx(r"^[\"'“‘(\[*_«¿¡]*([A-Za-z]+(?:[-\u2011][A-Za-z]+)*)(?:['’][a-z]+)?[\"'”’)\],.;:!?*_»]*$")
_CAMEL = rx(r"[a-z][A-Z]")
_HYPHEN = rx(r"[-\u2011]")


# American forms whose British twin depends on the part of speech or the sense: British English writes the
# noun "licence" (verb "license"), the verb "practise" (noun "practice"), the car's "tyre" (verb "tire"), a TV or
# training "programme" (software "program"). Each is American evidence only where its context fixes the reading
# (a software "license" is left alone: British writers often keep the licence's own name).
_DET = r"(?:a|an|the|this|that|your|my|our|their|his|her|its|every|each|valid|new|old|spare|flat|front|rear|winter|" \
       r"summer|driving|software|open-source|commercial|free|same|own)"
_CONTEXTUAL = rx(
    rf"\b(?:driving|driver's|fishing|marriage|tv|television|liquor|pilot's|pilot|gun|hunting|business|trading|"
    rf"teaching|medical|dog)\s+(?P<license>licenses?)\b|\b(?P<license2>licenses?)\s+(?:key|plate|fee|number|holder)s?\b|"
    rf"(?:\bto|\b(?:can|should|must|will|would|could|might|let's|let us|please|i|you|we|they)|'ll)\s+(?P<practice>practice)\b|"
    rf"(?:^|[.!?:]\s+|\n\s*(?:[-*]\s+)?)(?P<practice2>Practice)\s+(?=(?!(?:during|morning|evening|nothing|something|anything|everything|spring|string|thing|king)\b)\w+ing\b|(?:the|a|your|it|them)\b)|"
    rf"\b{_DET}\s+(?P<tire>tires?)\b(?!\s+(?:of|out|quickly|easily))|\b(?P<tire2>tires?)\s+(?:pressure|change|tread|"
    rf"iron|shop|gauge|rotation|wear|size|valve)s?\b|"
    rf"\b(?:radio|tv|television|training|exchange|loyalty|degree|rewards?|fitness|graduate|master's|study|government|aid|"
    rf"space|membership|mentoring|apprenticeship|internship|vaccination|recycling|cookery|cooking|news)\s+(?P<program>programs?)\b",
    re.I | re.M)


# each of _CONTEXTUAL's forms holds one of these words: a text with none skips its costly scan
_CONTEXTUAL_WORDS = rx(r"license|practice|tire|program", re.I)


def contextual_american(text: str) -> list[str]:
    """American forms fixed by their context ("the license key", "to practice", "tire pressure", "a radio program")."""
    if not _CONTEXTUAL_WORDS.search(text):
        return []
    return [next(g for g in m.groups() if g).lower() for m in _CONTEXTUAL.finditer(text)]


def variety_words(text: str) -> tuple[list[str], list[str]]:
    """(British-only words, American-only words) in ``text``, lower-cased, in order of appearance.
    ``text`` should be prose (code and quotes already removed); identifiers and paths are skipped."""
    british, american = _variety_words(text)
    return list(british), list(american)


@functools.lru_cache(maxsize=512)
def _variety_words(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """:func:`variety_words`, memoized by text (a reply's sentences are read by several steps and pins)."""
    british: list[str] = []
    american: list[str] = []
    for token in _TOKEN.findall(text):
        plain = _WORD.match(token)
        if plain is None or _CAMEL.search(plain.group(1)):
            continue  # file names, paths, identifiers (favorite_color, favoriteColor, colour.py) keep their spelling
        for word in _HYPHEN.split(plain.group(1).lower()):
            if word in GB_TO_US and word not in _AMBIGUOUS_GB:
                british.append(word)
            elif word in US_TO_GB and word not in _AMBIGUOUS_US:
                american.append(word)
            elif word not in GB_TO_US and word not in US_TO_GB:
                side = _morphology(word)
                if side == "gb":
                    british.append(word)
                elif side == "us":
                    american.append(word)
    return tuple(british), tuple(american + contextual_american(text))


# -ize forms written so in both varieties (the root is not a Greek -ize verb): never evidence of either
_IZE_BOTH = rx(r"^(?:re|down|up|over|under|out|mid|super|king|life|bite|pint|full|plus|man|snack|travel|pocket|"
                       r"family|child|giant|fun)?siz(?:e|ed|es|ing|er|able)$|^(?:seiz|priz|capsiz|baiz|maiz|assiz)")
_IZE = rx(r"^[a-z]{3,}[^aeiouy]iz(?:e|ed|es|ing|ation|ations|er|ers|able|ational)$")
_ISATION = rx(r"^[a-z]{4,}isations?$")
_YZE = rx(r"^[a-z]{2,}[lt]yz(?:e|ed|es|ing|er|ers|able)$")  # analyzes, paralyzes, catalyzes: American only


def _morphology(word: str) -> str:
    """"us" for an -ize verb form or an -ization noun the lists do not hold ("containerized", "dockerizing"),
    "gb" for an -isation noun, "" otherwise. -ise verbs are not judged here: too many words end in -ise in
    both varieties (advise, promise, expertise, otherwise, bitwise ...)."""
    if "iz" not in word and "yz" not in word and "isation" not in word:
        return ""  # none of the three forms: most words, read without a regex
    if (_IZE.match(word) and not _IZE_BOTH.search(word)) or _YZE.match(word):
        return "us"
    if _ISATION.match(word) and not word.startswith(("improvis", "advertis")):
        return "gb"
    return ""


def _family_words(stems: tuple[str, ...], suffixes: tuple[str, ...]) -> frozenset[str]:
    out = set()
    for stem in stems:
        for suffix in suffixes:
            out |= {stem + suffix, stem[:-1] + "z" + suffix}
    return frozenset(out)


_IZE_FAMILY = _family_words(_ISE, _ISE_SUFFIXES)
_YZE_FAMILY = _family_words(_YSE, ("e", "ed", "ing", "er", "ers"))
# Each variety, by family: which form it writes. "gb" / "us": that variety's form (the other is an error);
# "either": both are in use (no evidence either way). Canadian English: British -our, -re, -ce, doubled l,
# -ogue; American -ize; -yse/-yze both in use. Australian English: British forms.
_PROFILES = {"en-GB": {"ize": "gb", "yze": "gb", "other": "gb"}, "en-US": {"ize": "us", "yze": "us", "other": "us"},
             "en-CA": {"ize": "us", "yze": "either", "other": "gb"}, "en-AU": {"ize": "gb", "yze": "gb", "other": "gb"},
             # Oxford spelling (en-GB-oxendict): -ize, otherwise British (-yse, -our, -re, doubled l)
             "en-GB-oxendict": {"ize": "us", "yze": "gb", "other": "gb"}}


_IZE_GENERATED = frozenset(w for w in _GENERATED["ise"].split()) | frozenset(GB_TO_US[w] for w in _GENERATED["ise"].split()
                                                                        if w in GB_TO_US)
_YZE_GENERATED = frozenset(w for w in _GENERATED["yse"].split()) | frozenset(GB_TO_US[w] for w in _GENERATED["yse"].split()
                                                                        if w in GB_TO_US)


def family(word: str) -> str:
    """The spelling family of a variety word: ize (-ise/-ize), yze (-yse/-yze) or other."""
    if word in _IZE_FAMILY or word in _IZE_GENERATED or (_morphology(word) and not _YZE.match(word)):
        return "ize"
    return "yze" if word in _YZE_FAMILY or word in _YZE_GENERATED or _YZE.match(word) else "other"


_WRITES = {"en-CA": _CANADIAN, "en-AU": _AUSTRALIAN}


def judge_variety(variety: str, british: list[str], american: list[str]) -> tuple[list[str], list[str]]:
    """(words written as ``variety`` writes them, words it does not write) among the variety words found."""
    profile = _PROFILES.get(variety, _PROFILES["en-GB"])
    right: list[str] = []
    wrong: list[str] = []
    for words, side in ((british, "gb"), (american, "us")):
        for word in words:
            kind = family(word)
            written = _WRITES.get(variety)
            if written is not None and (kind == "other" or variety == "en-AU"):
                # Canadian and Australian English mix the two beyond the families (Canadian fulfill and colour, both
                # program for a TV program): SCOWL's list of the variety decides the words it holds
                twin = GB_TO_US.get(word) or US_TO_GB.get(word, "")
                if word in written:
                    right.append(word)
                    continue
                if twin in written or twin in _EVERYWHERE:  # "programme": its twin is theirs, it is not
                    wrong.append(word)
                    continue
            want = profile[kind]
            if want == "either":
                continue
            (right if want == side else wrong).append(word)
    return right, wrong


# Which of the reply's sentences are English prose that uses its words (a spelling rule's object), and which
# mention words instead: a sentence in another language ("Auf Englisch heißt es gray"), a sentence about
# spelling ("A cheque is the British spelling of check"), a sentence that writes both forms of a pair.
_ENGLISH = frozenset("""the a an and or of to in on for with is are was were be been it its this that these those
you your we our they their he she his her not no but if then than so as at by from has have had do does did will
would can could should may might must there here what which who when where how all any each more most some such
only also just about into over after before because while i me my""".split())
_OTHER = frozenset("""le la les des du un une est et ou dans pour sur avec pas que qui il elle nous vous ils sont
être avoir ce cette ces mais aussi très der die das den dem des ein eine einen und oder ist sind nicht mit für auf
ich du wir sie es zu von im am auch heißt man el los las del una unos y o es son con por para que se lo como más
pero también il lo gli della di da è sono non che per con una uno anche come più o os as um uma não com para
são também muito""".split()) - _ENGLISH
# a sentence ends at a stop followed by a space or the end ("colors.css" and "v2.1" stay whole)
_SENTENCE = rx(r"(?:[^.!?。！？\n]|[.!?](?=[^\s.!?]))+[.!?。！？]*")
_ABOUT_SPELLING = rx(r"\bspell(?:s|ed|t|ing|ings)?\b(?![- ]?(?:mistakes?|errors?|checks?|checkers?|checking|typos?|"
                             r"fixe[sd]|issues?|problems?|bees?))|\bvariants?\b|\borthograph\w*|\bis written\b|\bwritten as\b|"
                             r"\b(?:british|american|uk|us|canadian|australian)\s+(?:english\s+)?(?:form|word|term|version|"
                             r"equivalent|spellings?)\b|\b(?:british|americans?|brits)\s+(?:call|say|write|use|spell)\b|"
                             r"\bin (?:british|american) english\b", re.I)
# A sentence that talks about words in another language or about what something is called ("The Spanish word for
# colour is color", "Barclays calls it a cheque", "in French it's centre"): the words are mentioned, not used
_ABOUT_WORDS = rx(r"\bwords? for\b|\b(?:called|known as|spelt|termed)\b|\bcalls? (?:it|this|that|them)\b|"
                          r"\b(?:in|the) (?:spanish|french|german|italian|portuguese|latin|dutch|catalan|español|français|"
                          r"deutsch)\b", re.I)
# nouns that name a part of code (not "key", "value", "setting": English uses them of licences and colours)
_CODE_NOUN = (r"(?:property|properties|props?|attributes?|attrs?|flags?|parameters?|params?|arguments?|args?|methods?|"
              r"functions?|variables?|vars?|class(?:es)?|modules?|packages?|librar(?:y|ies)|hooks?|keywords?|"
              r"directives?|columns?|endpoints?|enums?|macros?|crates?|gems?|plugins?|components?|subcommands?)")
# A variety word that names something in code, not the reply's English: "the color property", "a serialize
# function", "the optimize flag", "the property is color", "a prop called color", "color: #333" (a CSS declaration)
_CODE_TERM = rx(
    rf"\b(?P<w>[A-Za-z]+(?:-[A-Za-z]+)*)(?=\s+{_CODE_NOUN}\b)|"
    rf"\b{_CODE_NOUN}\s+(?:is\s+|called\s+|named\s+)?[\"'“‘]?(?P<w2>[A-Za-z]+)|"
    r"\b(?P<w3>[a-z]+(?:-[a-z]+)*)(?=\s*:\s*(?:#|\d|[a-z-]+\s*;|[a-z-]+\s*!important|rgba?\(|hsla?\(|var\())|"
    # a CSS property's name written in the prose ("the background-color", "border-top-color")
    r"\b(?P<w4>(?:background|border(?:-(?:top|right|bottom|left|block|inline))?|text-decoration|text-emphasis|text|font|"
    r"outline|accent|caret|fill|stroke|flood|lighting|stop|column-rule|scrollbar|-webkit-text-fill)-color)\b|"
    # a command written in the prose: "Run npm run optimize", "yarn add colorette", "make normalize"
    r"\b(?:npm|yarn|pnpm|npx|pip3?|cargo|docker|kubectl|brew|apt(?:-get)?|make|gradle|mvn|rake|composer)\s+"
    r"(?:run\s+|install\s+|add\s+|exec\s+|i\s+)?(?P<w5>[a-z][\w:-]*)|"
    # a markdown link's text is the title of the page it links ("[the color picker guide](https://...)")
    r"\[(?P<w6>[^\]\n]{1,120})\]\((?:https?://|/|www\.|\s*\))", re.I)
# words of another language next to a variety word ("por favor", "le centre-ville", "el color"): a foreign phrase
_FOREIGN_WORD = (r"(?:por|para|el|la|los|las|del|le|les|des|du|au|aux|der|die|das|dem|den|mit|und|il|gli|della|"
                 r"di|em|muy|très|sehr|molto|muito|con|sin|sans|avec|ohne)")
_FOREIGN = rx(rf"\b{_FOREIGN_WORD}\s(?P<w>[A-Za-z]+(?:-[A-Za-z]+)*)|\b(?P<w2>[A-Za-z]+)(?=\s{_FOREIGN_WORD}\b)",
                      re.I)
# a capitalised word in a run of capitalised words is a name or a title ("Center Parcs", "Labor Party", "Pearl Harbor")
_CAPITALISED = rx(r"\b[A-Z][a-z]+\b|\b(?:of|the|for|and|de)\b")


def _blank_words(pattern: re.Pattern[str], text: str) -> str:
    out = list(text)
    for m in pattern.finditer(text):
        for name in ("w", "w2", "w3", "w4", "w5", "w6"):
            if name in pattern.groupindex and m.group(name):
                out[m.start(name):m.end(name)] = " " * (m.end(name) - m.start(name))
    return "".join(out)


_ITALIC = rx(r"(?<![*\w])\*(?!\*)[^*\n]{1,30}\*(?!\*)|(?<![_\w])_(?!_)[^_\n]{1,30}_(?![_\w])")
_CJK = rx(r"[\u3040-\u30ff\u4e00-\u9fff]")
_MARKER = rx(r"^\s*(?:#{1,6}\s+|[-*+•]\s+|\d{1,3}[.)]\s+|>\s*)+")  # a list item's or a heading's marker


def _is_english(sentence: str) -> bool:
    tokens = re.findall(r"[a-zà-ÿäöüßñçœ]+", sentence.lower())
    if len(_CJK.findall(sentence)) > len(tokens):
        return False
    english = sum(t in _ENGLISH for t in tokens)
    other = sum(t in _OTHER for t in tokens)
    return other <= english or other < 2 and len(tokens) <= 3


@functools.lru_cache(maxsize=64)
def spelled_prose(prose: str) -> str:
    """The English sentences of ``prose`` that use their words: sentences in another language, sentences that
    talk about spelling (or write both forms of a pair) and single words in italics (*grey*) are mentions."""
    kept = []
    for whole in _SENTENCE.findall(prose):
        if _ABOUT_SPELLING.search(whole):
            continue  # "a cheque; that is the British spelling of check": the sentence talks about spelling
        british, american = variety_words(whole)
        if any(re.search(rf"\b{a}\W{{1,3}}(?:or\W+|vs\.?\W+|/\s*)?{b}\b|\b{b}\W{{1,3}}(?:or\W+|vs\.?\W+|/\s*)?{a}\b",
                         whole, re.I) for a in british for b in american if GB_TO_US.get(a) == b):
            continue  # "colour (color in the US)", "grey/gray": both forms of one word side by side
        # a clause after a dash or a semicolon stands on its own: "X called it '...' – we're honoured" names words in
        # its first clause only
        for sentence in _CLAUSE_BREAK.split(whole):
            if not sentence.strip() or not _is_english(sentence) or _ABOUT_WORDS.search(sentence):
                continue
            kept.append(_unused(_ITALIC.sub(" ", _MARKER.sub("", sentence))))
    return "\n".join(kept)


_CLAUSE_BREAK = rx(r"\s[–—]\s|;\s")


def _unused(sentence: str) -> str:
    """``sentence`` with the words it does not use as its own English blanked: code terms, foreign phrases, names."""
    if variety_words(sentence) == ([], []):
        return sentence
    for pattern in (_CODE_TERM, _FOREIGN):
        sentence = _blank_words(pattern, sentence)
    return _blank_title_runs(sentence)


def _blank_title_runs(sentence: str) -> str:
    """Blank the words of each run of two or more capitalised words (small words such as "of" may join them): a
    name or a title ("Center Parcs", "Pearl Harbor", "World Health Organization", "Department of Defense")."""
    words = list(_CAPITALISED.finditer(sentence))
    out = list(sentence)
    run: list[re.Match[str]] = []
    ends: list[re.Match[str] | None] = [*words, None]
    for m in ends:
        joined = m is not None and run and not sentence[run[-1].end():m.start()].strip(" \t")
        if m is not None and (joined or not run) and (m.group(0)[0].isupper() or run):
            run.append(m)
            continue
        capitals = [w for w in run if w.group(0)[0].isupper()]
        if len(capitals) >= 2:
            for w in capitals:
                out[w.start():w.end()] = " " * (w.end() - w.start())
        run = [m] if m is not None and m.group(0)[0].isupper() else []
    return "".join(out)


_TRANSLATE = rx(r"\btranslat\w*|\btradu\w*|\bübersetz\w*|翻訳|英訳|英語に(?:して|直)|"
                        # a text to write: "write me an email", "Schreib mir eine Absage", "rédige", "redacta", "書いて"
                        r"(?:^|[.!?:]\s+|\b(?:please|pls|can you|could you|would you|bitte)\s+)(?:write|draft|compose)\b|"
                        r"\b(?:schreib(?:e|en sie)?|verfass\w*|formulier\w*|entwirf|entwerfen sie|écri[st]|rédig\w*|"
                        r"redact[ae]|escribe|scrivi|escrev[ae]|redija)[\s-]+(?:mir|uns|moi|nous|me|mi|ci|nos|bitte|eine?n?|une?|"
                        r"una?|un|um|uma)\b|(?:書いて|下書き)", re.I | re.M)


def asks_for_translation(user_message: str | None) -> bool:
    """The user asked for a translation or for a text to write (an email, a note): quoted passages in the reply are
    then the reply's own English."""
    return bool(user_message and _TRANSLATE.search(user_message))


# "program for software but programme for events", "licence for the noun, license for the verb": a word of the
# variety's pairs and the sense the rule gives it
_SENSE = rx(r"\b([A-Za-z]{3,})['’\"”]?\s+(?:for|in|when|(?:is|as)\s+(?:the|a|an)|für|pour|para|per)\s+"
                    r"(?:the\s+|a\s+|an\s+)?([A-Za-z]{3,})")
# "licence = noun, license = verb", "practice (noun) / practise (verb)": a spelling for each part of speech
_PART_OF_SPEECH = rx(r"\b([A-Za-z]{3,})\s*(?:=|:|->|→|\(|is the|as a|as the|for the|for a)\s*(noun|verb)\b", re.I)


# British pairs split by part of speech: the form a British rule names as an example ("'licence'", "practise") says
# which part of speech it spells, and its twin spells the other ("licence" the noun, so "license" the verb)
_GB_PARTS = {"licence": ("noun", "license"), "practise": ("verb", "practice")}
_OTHER_PART = {"noun": "verb", "verb": "noun"}


def rule_words(rule: str, variety: str = "") -> tuple[str, ...]:
    """The spellings a rule names itself, in parentheses or after a colon ("(colour, organise, program for software but
    programme for events)"): each a variety word, alone ("colour") or with its sense ("program:software")."""
    out = [f"{m.group(1).lower()}:{m.group(2).lower()}" for m in _PART_OF_SPEECH.finditer(rule)
           if m.group(1).lower() in GB_TO_US or m.group(1).lower() in US_TO_GB]
    if variety.startswith("en-GB") and not out:
        for named, (part, twin) in _GB_PARTS.items():
            if re.search(rf"\b{named}\b", rule, re.I) and not re.search(rf"\b{twin}\b", rule, re.I):
                out += [f"{named}:{part}", f"{twin}:{_OTHER_PART[part]}"]
    for part in re.findall(r"\(([^()]{3,200})\)|:\s*([^.;]{3,200})", rule):
        listed = part[0] or part[1]
        senses = {m.group(1).lower(): m.group(2).lower() for m in _SENSE.finditer(listed)
                  if m.group(1).lower() in GB_TO_US or m.group(1).lower() in US_TO_GB}
        senses.update(w.partition(":")[::2] for w in out if ":" in w)
        for word in re.findall(r"[A-Za-z]{3,}", listed):
            word = word.lower()
            if word in senses:
                out.append(f"{word}:{senses[word]}")
            elif (word in GB_TO_US or word in US_TO_GB) and word not in senses.values():
                out.append(word)
    return tuple(dict.fromkeys(out)) if any(":" in w for w in out) else ()  # examples alone add nothing


def _sense_named(sense: str, where: str) -> bool:
    stem = sense.lower().rstrip("s")
    return bool(re.search(rf"\b{re.escape(stem)}", where, re.I))


def by_the_rule(own: tuple[str, ...], right: list[str], wrong: list[str], prose: str,
                user_message: str | None) -> tuple[list[str], list[str]]:
    """(right, wrong) with the rule's own spellings deciding the words it names: a word it lists alone is right; a
    word it gives a sense ("programme:events") is right where its sense is named (in the sentence or the user's
    message) and wrong where the sense of its twin is ("program" about events); with neither named it is not read."""
    if not own:
        return right, wrong
    plain = {w for w in own if ":" not in w}
    senses = dict(w.split(":", 1) for w in own if ":" in w)
    by_part = {sense: word for word, sense in senses.items() if sense in ("noun", "verb")}
    if by_part:
        right, wrong = _by_part_of_speech(by_part, right, wrong, prose)
        senses = {word: sense for word, sense in senses.items() if sense not in ("noun", "verb")}
    right = [w for w in right if w not in senses] + [w for w in wrong if w in plain]
    wrong = [w for w in wrong if w not in senses and w not in plain]
    for word, sense in senses.items():
        twin = GB_TO_US.get(word) or US_TO_GB.get(word, "")
        rival = senses.get(twin)
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", prose):
            for found in re.finditer(rf"\b{re.escape(word)}s?\b", sentence, re.I):
                context = f"{sentence}\n{user_message or ''}"
                if _sense_named(sense, sentence) or (_sense_named(sense, context) and not (rival and _sense_named(rival, sentence))):
                    right.append(found.group(0).lower())
                elif rival and _sense_named(rival, context):
                    wrong.append(found.group(0).lower())
    return right, wrong


def _by_part_of_speech(by_part: dict[str, str], right: list[str], wrong: list[str], prose: str) -> tuple[list[str], list[str]]:
    """(right, wrong) under a rule that spells a word one way as a noun, another as a verb ("licence = noun,
    license = verb"): each use is judged by its part of speech in its sentence (word_forms.used_as_verb); a name in
    capitals ("the LICENSE file") is not read."""
    family = set(by_part.values())
    right = [w for w in right if w not in family]
    wrong = [w for w in wrong if w not in family]
    for word in family:
        for found in re.finditer(rf"(?<![\w-]){inflected(word)}(?![\w-])", prose, re.I):
            if found.group(0).isupper() or found.group(0)[0].isupper() and found.start() > 0 \
                    and not re.search(r"[.!?]\s*$", prose[:found.start()]):
                continue
            wanted = by_part.get("verb" if used_as_verb(prose, found.start(), found.end()) else "noun")
            (right if wanted == word else wrong).append(found.group(0).lower())
    return right, wrong
