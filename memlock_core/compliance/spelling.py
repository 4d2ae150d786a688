"""British vs American spelling: which variety a reply's own words are written in.

A compact embedded list, not a dependency. ``breame`` (PyPI, Apache-2.0, 1,730 British/American
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

import re

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
    ("artefacts", "artifacts"), ("whilst", ""), ("amongst", ""), ("towards", "toward"),
)
# American forms that are also correct British English (or common British usage in software): never
# evidence of American spelling. The British form of each is still evidence of British spelling.
_AMBIGUOUS_US = frozenset({"program", "programs", "license", "licenses", "practice", "check", "checks", "tire",
                           "tires", "curb", "story", "stories", "artifact", "artifacts", "toward", "dialog",
                           "analog", "programed", "programing"})
_AMBIGUOUS_GB = frozenset({"whilst", "amongst", "towards"})  # common in British prose, not errors in American


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
    us_to_gb = {us: gb for gb, us in gb_to_us.items() if us}
    # "hypothesise" is not a variety pair's stem problem: its -is- is in the root ("emphasis"+"e" = "emphasise")
    for word in ("hypothesis", "emphasis", "hypotheses"):
        gb_to_us.pop(word, None)
        us_to_gb.pop(word, None)
    return gb_to_us, us_to_gb


GB_TO_US, US_TO_GB = _build()
_TOKEN = re.compile(r"\S+")
# a plain word (or hyphenated words: colour-coded), punctuation around it
_WORD = re.compile(r"^[\"'“‘(\[*_]*([A-Za-z]+(?:-[A-Za-z]+)*)(?:'[a-z]+)?[\"'”’)\],.;:!?*_]*$")
_CAMEL = re.compile(r"[a-z][A-Z]")


def variety_words(text: str) -> tuple[list[str], list[str]]:
    """(British-only words, American-only words) in ``text``, lower-cased, in order of appearance.
    ``text`` should be prose (code and quotes already removed); identifiers and paths are skipped."""
    british: list[str] = []
    american: list[str] = []
    for token in _TOKEN.findall(text):
        plain = _WORD.match(token)
        if plain is None or _CAMEL.search(plain.group(1)):
            continue  # file names, paths, identifiers (favorite_color, favoriteColor, colour.py) keep their spelling
        for word in plain.group(1).lower().split("-"):
            if word in GB_TO_US and word not in _AMBIGUOUS_GB:
                british.append(word)
            elif word in US_TO_GB and word not in _AMBIGUOUS_US:
                american.append(word)
    return british, american


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
             "en-CA": {"ize": "us", "yze": "either", "other": "gb"}, "en-AU": {"ize": "gb", "yze": "gb", "other": "gb"}}


def family(word: str) -> str:
    """The spelling family of a variety word: ize (-ise/-ize), yze (-yse/-yze) or other."""
    return "ize" if word in _IZE_FAMILY else "yze" if word in _YZE_FAMILY else "other"


def judge_variety(variety: str, british: list[str], american: list[str]) -> tuple[list[str], list[str]]:
    """(words written as ``variety`` writes them, words it does not write) among the variety words found."""
    profile = _PROFILES.get(variety, _PROFILES["en-GB"])
    right: list[str] = []
    wrong: list[str] = []
    for words, side in ((british, "gb"), (american, "us")):
        for word in words:
            want = profile[family(word)]
            if want == "either":
                continue
            (right if want == side else wrong).append(word)
    return right, wrong
