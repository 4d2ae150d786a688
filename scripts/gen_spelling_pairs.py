"""Regenerate memlock_core/compliance/spelling_pairs.py from SCOWL's British and American word lists.

SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson) is the maintained source of the word lists
spell checkers ship. Debian's ``scowl`` package (``apt-get install scowl``) installs them by variety and
size under /usr/share/dict/scowl/: ``english-words.N`` (every variety), ``american-words.N`` and
``british-words.N`` (one variety's forms), ``british_z-words.N`` (Oxford), ``british_variant_1-words.N``
(forms British English also accepts), ``canadian-words.N``, ``australian-words.N`` and
``variant_1-words.N`` (common variants in any variety). Sizes up to 70 are read.

A pair is a British form and an American form that one spelling family's change turns into each other
(-our/-or, -ise/-ize, -yse/-yze, -re/-er, -ogue/-og, -ence/-ense, ae/oe, doubled l both ways, ou/o,
ough/ow, ey/ay, ph/f, que/ck ...), or a pair of SELECTED_PAIRS (aeroplane/airplane). Each side is a
marker of its variety only where the other variety does not write it:

* BRITISH: both sides are markers (the British form is in no American list nor a common variant, the
  American form in no British list): *colour* / *color*.
* AMERICAN_ONLY: the American form is a marker, its British twin is not (American lists accept it as a
  variant): *chiseled* (British *chiselled*, a variant in American English too), *fulfills*.
* CANADIAN, AUSTRALIAN: the markers each writes (Canadian *fulfill*, *colour*; Australian *colour*, *organise*);
  EVERYWHERE: the words of the pairs every variety writes (*program*, *license*): a twin of one that the variety's
  list does not hold is not the variety's (*programme* in Canadian or Australian English).

Words SCOWL accepts in both varieties (*judgement*, *travelled*, *grey*, *licence*) are not markers
here: the embedded curated list in spelling.py decides those.

    python scripts/gen_spelling_pairs.py > memlock_core/compliance/spelling_pairs.py
"""
from __future__ import annotations

import glob
import re
import sys

SCOWL = "/usr/share/dict/scowl"
MAX_SIZE = 70

# (family, pattern of the British piece, American replacement); a piece changes once, and the pair is kept
# only when the result is a word of the other variety's lists.
FAMILIES = (
    # -our anywhere: the pair is kept only when the change gives an American word (colourblind, neighbourly)
    ("our", re.compile(r"our(?=[a-z]*$)"), "or"),
    ("ise", re.compile(r"(?<=[a-z]{2})is(?=e|ed|es|ing|ation|ations|er|ers|able|ational|ationally|ingly)"), "iz"),
    ("yse", re.compile(r"(?<=[a-z])ys(?=e$|ed$|es$|ing$|er$|ers$|able$|ate$|ates$|ation$)"), "yz"),
    ("re", re.compile(r"(?<=[bcdghkltv])re(?=$|s$|d$|ly$|less|ness|board|piece|fold|fill|glass|goer|ware|wort|point)"), "er"),
    ("ogue", re.compile(r"ogue(?=s?$|r$|rs$)"), "og"),
    ("ence", re.compile(r"(?<=[ft])ence(?=s?$|d$|less)"), "ense"),
    ("ae", re.compile(r"(?<=[a-z])ae(?=[a-z]{2})|^ae(?=[a-z]{3})|(?<=rrh)ae(?=a)"), "e"),
    ("oe", re.compile(r"(?<=[a-z])oe(?=[a-z]{2})|^oe(?=[a-z]{3})|(?<=rrh)oe(?=a)"), "e"),
    ("ll", re.compile(r"(?<=[aeiou])ll(?=ed$|ing$|ings$|er$|ers$|or$|ors$|ous|ist|ists|ation|en$|ens$|ingly$|y$|est$|ity$)"), "l"),
    ("pp", re.compile(r"(?<=[aeiou])pp(?=ed$|ing$|er$|ers$)"), "p"),
    # British single l where American English doubles it: fulfil(s), enrolment, instil, skilful, wilfully
    ("l", re.compile(r"(?<=[aeiou])l(?=$|s$|ment$|ments$|ful$|fully$|fulness$|dom$)"), "ll"),
    ("ou", re.compile(r"(?<=m)ou(?=ld|lt|st)"), "o"),
    ("ough", re.compile(r"(?<=pl)ough(?=$|s$|ed$|ing$|man$|men$|share|shares$)"), "ow"),
    ("augh", re.compile(r"(?<=dr)augh(?=t)"), "af"),
    ("ey", re.compile(r"(?<=^gr)ey(?=$|s$|ed$|ing$|er$|est$|ish$|ness$|ly$)"), "ay"),
    ("cos", re.compile(r"(?<=^c)os(?=y$|ier$|iest$|ily$|iness$|ies$)"), "oz"),
    ("ph", re.compile(r"(?<=^sul)ph"), "f"),
    ("que", re.compile(r"(?<=^che)que(?=$|s$|book|books$)|(?<=^che)qu(?=er)"), "ck"),
    ("sc", re.compile(r"(?<=^)sc(?=eptic)"), "sk"),
    ("eable", re.compile(r"(?<=[^aeiou][aeiou][a-z])e(?=able$|ability$|ableness$)"), ""),
)
# Pairs no family reaches, checked against the lists like the others (a side in the other variety's lists is
# no marker of its own)
SELECTED_PAIRS = (("aeroplane", "airplane"), ("aeroplanes", "airplanes"), ("axe", "ax"), ("axes", "axes"),
                  ("speciality", "specialty"), ("specialities", "specialties"), ("titbit", "tidbit"),
                  ("titbits", "tidbits"), ("aerofoil", "airfoil"), ("aerofoils", "airfoils"), ("mum", "mom"),
                  ("mums", "moms"), ("pyjamas", "pajamas"), ("pyjama", "pajama"), ("moustache", "mustache"),
                  ("moustaches", "mustaches"), ("moustached", "mustached"), ("mollusc", "mollusk"),
                  ("molluscs", "mollusks"), ("rouble", "ruble"), ("roubles", "rubles"), ("nought", "naught"),
                  ("noughts", "naughts"), ("furore", "furor"), ("furores", "furors"), ("omelette", "omelet"),
                  ("omelettes", "omelets"), ("aluminium", "aluminum"), ("storey", "story"), ("storeys", "stories"),
                  ("kerb", "curb"), ("kerbs", "curbs"), ("tyre", "tire"), ("tyres", "tires"), ("doughnut", "donut"),
                  ("doughnuts", "donuts"), ("ageing", "aging"), ("ageings", "agings"), ("acknowledgement",
                  "acknowledgment"), ("acknowledgements", "acknowledgments"), ("abridgement", "abridgment"),
                  ("judgemental", "judgmental"), ("misjudgement", "misjudgment"), ("gaol", "jail"),
                  ("cheque", "check"), ("chequebook", "checkbook"), ("draughtsman", "draftsman"),
                  ("manoeuvre", "maneuver"), ("manoeuvres", "maneuvers"), ("manoeuvred", "maneuvered"),
                  ("manoeuvring", "maneuvering"), ("manoeuvrable", "maneuverable"),
                  ("manoeuvrability", "maneuverability"), ("outmanoeuvre", "outmaneuver"),
                  ("outmanoeuvred", "outmaneuvered"), ("sombrely", "somberly"), ("smoulder", "smolder"),
                  ("smouldered", "smoldered"), ("smouldering", "smoldering"), ("smoulders", "smolders"))

# Pairs the families reach by accident (a plural, a loan word, another root): never variety markers
NOT_PAIRS = frozenset({"adonises", "pourer", "matres", "ombre", "ventre", "ventres", "maigre", "maugre", "concentre",
                       "concentres", "caesar", "trichloroethylene", "archaeol", "palaeontol", "axes", "mantoes",
                       "patinae", "cardiae", "oecus", "novenae", "trabeculae", "costumire", "fayre", "haem",
                       "preformative", "matt", "matts", "moggie", "bourage", "bourg", "doura", "fourb", "pandoura",
                       "gourmandism", "sourdine", "sourdines"})


def load(name: str, min_len: int = 5) -> set[str]:
    """The words of SCOWL's ``name`` lists up to MAX_SIZE (lower-case words only)."""
    out: set[str] = set()
    for path in glob.glob(f"{SCOWL}/{name}.*"):
        if int(path.rsplit(".", 1)[1]) > MAX_SIZE:
            continue
        with open(path, encoding="latin-1") as handle:
            out |= {w.strip() for w in handle if w.strip().isalpha() and w.strip().islower() and len(w.strip()) >= min_len}
    return out


def pairs() -> tuple[dict[str, list[str]], list[tuple[str, str]], list[tuple[str, str]], list[str], list[str],
                         list[str]]:
    """British words by family (both sides markers; the family's first match gives the American word), explicit
    pairs (a later match gives it, or a selected pair), American-only pairs (the American side alone a marker),
    and the markers Canadian English writes."""
    common, variants = load("english-words", 2), load("variant_1-words", 2)
    gb, gb_z, gb_var = load("british-words", 2), load("british_z-words", 2), load("british_variant_1-words", 2)
    us = load("american-words", 2)
    ca, au = load("canadian-words", 2), load("australian-words", 2)
    gb_ok = common | gb | gb_z | gb_var  # British English writes it
    us_ok = common | us | variants  # American English writes it, or accepts it as a common variant
    gb_marker = (gb | gb_z) - us_ok
    us_marker = us - gb_ok
    # -ize is Oxford British as well (british_z): an American marker of the -ise family only against -ise British
    ize_marker = us - (common | gb | gb_var)

    def candidates(word: str) -> list[tuple[str, str, bool]]:
        """(family, American form, first match of its family) for a British word, every family in turn
        (*chiselled*: the -ise family's piece gives no word, the doubled l's does)."""
        out = []
        for name, pattern, replacement in FAMILIES:
            hits = [word[:m.start()] + replacement + word[m.end():] for m in pattern.finditer(word)]
            out += [(name, h, i == 0) for i, h in enumerate(hits)]
        return out

    out: dict[str, list[str]] = {name: [] for name, _, _ in FAMILIES}
    explicit: list[tuple[str, str]] = []
    american_only: list[tuple[str, str]] = []
    seen_us: set[str] = set()
    for word in sorted((gb | gb_z) - NOT_PAIRS):
        if len(word) < 5:
            continue
        for name, american, first in candidates(word):
            if american not in (ize_marker if name == "ise" else us_marker) or american in NOT_PAIRS:
                continue
            if word in gb_marker:
                (out[name].append(word) if first else explicit.append((word, american)))
            else:
                american_only.append((word, american))
            seen_us.add(american)
            break
    for british, american in SELECTED_PAIRS:
        if british in NOT_PAIRS or american in seen_us:
            continue
        if british in gb_marker and american in us_marker:
            explicit.append((british, american))
        elif american in us_marker and british in gb_ok:
            american_only.append((british, american))
        elif british in gb_marker and american in gb_ok | us_ok:
            explicit.append((british, ""))  # British only: the American form is written in both
    twins = {w: next(a for n, a, first in candidates(w) if n == name and first) for name, ws in out.items() for w in ws}
    markers = set(twins) | set(twins.values()) | {b for b, _ in explicit} | {a for _, a in explicit if a} | \
        {a for _, a in american_only} | _curated()
    # what each variety writes among the markers, and what every variety writes (Canadian and Australian English
    # write "program" for a TV program too, so "programme", in neither list, is not theirs)
    return (out, explicit, american_only, sorted(w for w in markers if w in ca), sorted(w for w in markers if w in au),
            sorted(w for w in markers if w in common))


def _curated() -> set[str]:
    """Both sides of the pairs spelling.py holds (its curated list and the generated one it reads)."""
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
    from memlock_core.compliance import spelling
    return {w for pair in spelling.GB_TO_US.items() for w in pair if w}


def main() -> None:
    found, explicit, american_only, canadian, australian, everywhere = pairs()
    w = sys.stdout.write
    w('"""British and American word forms of one word, by spelling family: generated from SCOWL.\n\n')
    w("Generated by scripts/gen_spelling_pairs.py from SCOWL's lists by variety, sizes up to 70 (Debian\n")
    w("scowl 2020.12.07). BRITISH: British-only words whose family change (FAMILIES: the piece, then the\n")
    w("American piece) gives an American-only word; PAIRS: (British, American) pairs of both kinds the first\n")
    w("match does not give; AMERICAN_ONLY: (British, American) where only the American form marks its\n")
    w("variety; CANADIAN, AUSTRALIAN: the marker words those varieties write; EVERYWHERE: words of the pairs\n")
    w("every variety writes.\n\n")
    w("SCOWL: Copyright 2000-2011 by Kevin Atkinson. Permission to use, copy, modify, distribute and sell these\n")
    w("word lists, the associated scripts, the output created from the scripts, and its documentation for any\n")
    w("purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and\n")
    w("that both that copyright notice and this permission notice appear in supporting documentation. Kevin\n")
    w('Atkinson makes no representations about the suitability of this array for any purpose. It is provided\n"as is"'
      ' without express or implied warranty.\n"""\n')
    w("from __future__ import annotations\n\n")
    w("# family: (the British piece as a regex, the American piece)\n")
    w("FAMILIES: dict[str, tuple[str, str]] = {\n")
    for name, pattern, replacement in FAMILIES:
        w(f"    {name!r}: ({pattern.pattern!r}, {replacement!r}),\n")
    w("}\n")
    w("# family: British words, space-separated\n")
    w("BRITISH: dict[str, str] = {\n")
    for name, words in found.items():
        if not words:
            w(f"    {name!r}: \"\",\n")
            continue
        w(f"    {name!r}: (\n")
        line = ""
        for word in words:
            if len(line) + len(word) + 1 > 104:
                w(f"        {line!r}\n")
                line = ""
            line += word + " "
        if line:
            w(f"        {line!r}\n")
        w("    ),\n")
    w("}\n")
    w("# (British, American) where the family's first match is not the changed piece, and selected pairs\n")
    _pairs(w, "PAIRS", explicit)
    w("# (British, American) where only the American form is a marker (American English accepts the British one)\n")
    _pairs(w, "AMERICAN_ONLY", american_only)
    w("# marker words Canadian English writes (SCOWL canadian-words)\n")
    _words(w, "CANADIAN", canadian)
    w("# marker words Australian English writes (SCOWL australian-words)\n")
    _words(w, "AUSTRALIAN", australian)
    w("# words of the pairs every variety writes (SCOWL english-words: program, license, check)\n")
    _words(w, "EVERYWHERE", everywhere)


def _pairs(w: "Writer", name: str, items: list[tuple[str, str]]) -> None:
    w(f"{name}: tuple[tuple[str, str], ...] = (\n")
    line = ""
    for item in items:
        piece = f"{item!r}, "
        if len(line) + len(piece) > 108:
            w(f"    {line.rstrip()}\n")
            line = ""
        line += piece
    if line:
        w(f"    {line.rstrip()}\n")
    w(")\n")


def _words(w: "Writer", name: str, words: list[str]) -> None:
    w(f"{name}: frozenset[str] = frozenset((\n")
    line = ""
    for word in words:
        if len(line) + len(word) + 1 > 104:
            w(f"    {line!r}\n")
            line = ""
        line += word + " "
    if line:
        w(f"    {line!r}\n")
    w(").split())\n")


Writer = type(sys.stdout.write)


if __name__ == "__main__":
    main()
