"""English verb forms: enough morphology to tell a statement's finite verb from an imperative (issue 22).

An imperative is the bare verb with no subject ("Answer in Spanish", "Never deploy on Fridays"). A
statement has a subject and a finite verb that agrees with it: "Test runs *take* five minutes" (a
plural subject, the plain form), "Answer length *averages* 200 words" (a singular subject, the -s
form), "Marta *answers* in bullets", "The old bot *answered* in bullets" (a past form). The
imperative never takes the -s form, so "Always answers in bullet points" (a clause cut out of "Marta,
our PM, always answers in bullet points") is a statement too.

No tagger that ships its data in a wheel was worth a dependency here (see rule_mood.py); this is a
small lexicon of verbs statements about work use, with their regular inflection, and it is only ever
asked about words in the positions where a finite verb would make a sentence a statement.
"""
from __future__ import annotations

from functools import lru_cache

# Plain forms of verbs that statements about people, teams, tools and processes use. A word here is
# read as a verb only where a finite verb is expected (after a subject), never elsewhere.
_BASE = frozenset("""
accept add affect average agree allow answer appear apply approve argue arrive ask avoid become begin belong break bring
build call care cause change check choose clean come commit compile complain contain continue corrupt cost count crash
create cut decide decrease default delete depend deploy describe die differ disappear do double drop eat email
end exceed exist expect expire explain fail fall feel fill find finish fire fit fix flood fluctuate fly follow
force forget format freeze get give go grow hang happen hate help hit hold hope hurt ignore improve include
increase insist involve keep know lag land last lead learn leave like limit list live load look lose love make
manage matter mean meet merge miss move need notice occur open outweigh own pass pay peak pile plan post prefer
print produce publish pull push put quit reach read recommend reject release rely remain remember remove repeat
reply report require respond restart return review rise roll run say see seem sell send serve set settle show
shrink sit skip sleep slip slow smile sort speak spend spike split stand start stay stick stop store suffer suggest
support take talk tend test think throw time touch track treat trigger triple try turn understand update use vary
wait walk want warn watch wear win work worry worsen write
enjoy laugh cry listen hear mention own prefer complain celebrate handle share reuse insist miss joke shout
struggle swear sound taste translate type wonder stumble
""".split())
# Plain forms that are far more often adjectives, particles or nouns right after a plural noun in an
# instruction ("Keep logs clean", "Leave PRs open", "Put tests last"): never read as a finite verb there.
_NOT_AFTER_PLURAL = frozenset("clean clear open close free empty short slow fast last first right wrong dry "
                              "like set cut list time".split())
# Irregular finite forms (past, or the -s form of "be"/"have"/"do"/"go").
_IRREGULAR_FINITE = frozenset("""is are was were has had does did goes broke took made went came ran fell rose grew
began became gave left lost kept held brought caught built sent spent found told saw wrote showed shown hit cut put
split stuck blew drew drove flew froze hid led meant paid quit rode rang sank sat slept spoke stole swore threw
understood woke won wore knew thought felt forgot stood sold got""".split())


@lru_cache(maxsize=16384)
def base_of_third_singular(word: str) -> str | None:
    """The plain form of an -s form of a lexicon verb ("averages" -> "average", "varies" -> "vary",
    "pushes" -> "push"), or None."""
    w = word.lower().rsplit("-", 1)[-1]  # "force-pushes": the last part inflects
    if len(w) < 4 or not w.endswith("s") or w.endswith("ss"):
        return None
    candidates = [w[:-1]]
    if w.endswith("ies"):
        candidates.append(w[:-3] + "y")
    if w.endswith("es"):
        candidates.append(w[:-2])
    for c in candidates:
        if c in _BASE:
            return c
    return None


def is_plain_verb(word: str) -> bool:
    return word.lower() in _BASE


@lru_cache(maxsize=16384)
def is_past(word: str) -> bool:
    """A regular past form of a lexicon verb ("answered", "varied", "dropped") or an irregular one."""
    w = word.lower().rsplit("-", 1)[-1]
    if w in _IRREGULAR_FINITE:
        return True
    if len(w) < 4 or not w.endswith("ed"):
        return False
    stem = w[:-2]
    return (stem in _BASE or stem + "e" in _BASE or (w.endswith("ied") and w[:-3] + "y" in _BASE)
            or (len(stem) > 2 and stem[-1] == stem[-2] and stem[:-1] in _BASE))


@lru_cache(maxsize=16384)
def is_finite_after_subject(word: str, subject_plural: bool | None) -> bool:
    """Whether ``word`` reads as the finite verb of a subject that is plural (True), singular
    (False) or either (None): agreement decides between "runs take" and "run takes"."""
    w = word.lower()
    if w in _IRREGULAR_FINITE or is_past(w):
        return True
    if subject_plural is not False and w in _BASE and w not in _NOT_AFTER_PLURAL:
        return True
    return subject_plural is not True and base_of_third_singular(w) is not None


def looks_plural(word: str) -> bool:
    """A noun that reads as plural ("runs", "times", "notifications"); "-ss" ("access") is singular."""
    w = word.lower()
    return len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is"))
