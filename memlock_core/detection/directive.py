"""Directive cues: does an English sentence read as a standing instruction, or as a mere mention?

Sentence embeddings measure topic as much as intent: "The bullet train was late" and "Our TLS
certificate expires on the 14th" score close to "Always answer in bullet points" / "Never disable
TLS verification" because they share the subject. What a restated instruction has and a mention
lacks is the *form* of a rule: an imperative ("Give me the code"), a standing adverb ("always",
"from now on", "whenever"), a prohibition ("don't", "no ...", "off limits"), an obligation
("should", "must"), or a stated wish ("I want", "I'd rather"). A plain question ("Is it true that
SQL keywords are case-insensitive?") is not a rule, unless it is a request ("Could you always...").

This is deliberately a small, readable lexicon, not a classifier. It gates evidence (see
:mod:`memlock_core.detection.evidence`): only a sentence that reads as a rule can keep an anchor
alive, so every error it makes toward "not a rule" costs one extra reminder, never a lost rule.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.literal_gate import LiteralGate
from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.detection.sentence_units import split_clauses
from memlock_core.detection.verb_forms import (
    base_of_third_singular,
    is_finite_after_subject,
    is_past,
    is_plain_verb,
    looks_plural,
)
from memlock_core.regex_cache import rx

# Verbs that open an imperative sentence ("Give me the code.", "Spell it the UK way.").
_IMPERATIVE_VERBS = frozenset("""
add address adopt aim answer apply ask assume attach avoid back be begin bind break bring call cap capitalise
capitalize change check choose cite clean close comment confirm consider convert copy count cover create
cut default define delete describe document double-check drop echo emphasise emphasize end ensure explain
express favour favor fill finish follow format frame give go handle have include indent keep label
lead leave let limit list lock log make mark mention name note number open order phrase pick pin pitch place
point prefer prefix present print prioritise prioritize produce provide put quote raise read recap
refer refrain remember remove rename reply report request respond restrict return review round run
say send separate set show sign skip sort speak spell split start state stay stick stop structure
suggest summarise summarize supply switch talk tell test treat trim try type use validate verify walk
warn wrap write
squash merge rebase deploy push pull commit lint test build ship release tag publish install upgrade
update pin sort translate wrap annotate backup sanitise sanitize escape encrypt redact mask hash trim
stage revert migrate store save keep cache batch paginate retry wait reuse prefer block skip
omit exclude do
""".split())
_LEAD_FILLERS = frozenset("""please just also and so then now but oh ok okay right also, btw fyi ps plus""".split())

# Every alternative ends at a word boundary (``\b`` after the group): "ever" must not match
# "Everyone", "never" must not match "Nevertheless". Cues that also open ordinary statements ("is
# for", "only", "instead of", "I need", "I like") are left out or narrowed to their rule-giving
# form: a missed rule costs an extra reminder, a statement read as a rule can hide a lost one.
# Rule frames: a sentence holding one of these is a rule whatever its subject ("From now on,
# replies are in French", "Under no circumstances touch prod").
_FRAMES = rx(
    r"\b(?:from\s+(?:now|here)\s+on|going\s+forward|henceforth|at\s+all\s+times|whenever|"
    r"for\s+the\s+rest\s+of\s+(?:this|the|our)\s+(?:chat|session|conversation|project)|"
    r"(?:standing|house|ground)\s+rules?|no\s+matter\s+(?:who|when|what|how)|"
    r"^\W*(?:(?:new|quick|one|a|another|important|hard|my)\s+)?rules?\s*(?:(?:for|during)\s+(?:this|the|our)\s+\w+\s*)?:|"
    r"under\s+no\s+circumstances|off[\s-]limits|^\W*hands\s+off\s+(?:the|my|our|any|all|this|that|these|those|everything|anything)\b|"
    r"you\s+(?:must|should|need\s+to|have\s+to|are\s+to|can[’']?t|cannot|may\s+not|mustn[’']?t|shouldn[’']?t|"
    r"will\s+(?:always|never)|[’']ll\s+(?:always|never)|do\s+not|don[’']?t)|^\W*you\s+(?:always|never)|"
    r"(?:needs|has)\s+to\s+be|"
    r"i\s+(?:only\s+|really\s+|just\s+)?(?:want|need|expect|would\s+like)\s+"
    r"(?:you|every|each|all|your|answers?|replies|responses|the|them|it|only|no)|"
    r"i\s+(?:prefer|insist)|i[’']d\s+(?:rather|prefer)|i[’']d\s+like\s+(?:you|every|each|all|your)|"
    r"i\s+don[’']?t\s+want|let[’']?s\s+(?:always|never|keep|stick|use|not)|"
    r"make\s+sure|be\s+sure|remember\s+to|keep\s+in\s+mind|"
    r"(?:are|is)\s+(?:reserved|required|mandatory|forbidden|prohibited|banned|not\s+allowed|not\s+ok|off[\s-]limits)|"
    r"with(?:out)?\s+my\s+(?:ok|okay|approval|go-ahead|sign-off)|,\s*ever\b|\bnot\s+ever\b|\bever\s+again\b|"
    r"[;,]\s*no\s+\w+(?:\s+\w+)?\s*(?:[,;.!]|$))",
    re.IGNORECASE,
)
# "must"/"should" state a rule when their subject is something the assistant answers for (replies,
# code, commits, every answer...) or the clause opens with them; not "The build should be green by
# now", "Deploys must have failed" (epistemic) or "We should..." (the speaker's own plan).
_MODAL = rx(r"\b(?:must|should)(?:n[’']?t)?\b", re.IGNORECASE)
_MODAL_SUBJECTS = frozenset("""replies reply answers answer responses response code comments comment commits commit
messages message output it this that they these those everything nothing prices dates numbers names files file
units times time""".split())
_PRONOUN_MODAL = frozenset("it this that they these those".split())
_MODAL_QUANTIFIERS = frozenset("every each all your any".split())
_EPISTEMIC_AFTER = rx(r"^\s+(?:always\s+|never\s+|not\s+)?(?:have\s+been\b|be\s+(?:done|green|fine|ready|here|"
                              r"there|back|up|down|over|finished|fixed)\b)", re.IGNORECASE)


# The subject is something the assistant makes: "Scripts you write for me", "Any SQL you give me", "Your commits"
_MADE_BY_YOU = rx(r"\b\w+\s+(?:that\s+)?you\s+(?:write|give|generate|produce|create|suggest|send|make|draft|"
                          r"propose|show|return|run)\b|^\W*your\s+\w+", re.IGNORECASE)


def _modal_rule(sentence: str) -> bool:
    for m in _MODAL.finditer(sentence):
        if _EPISTEMIC_AFTER.match(sentence[m.end():m.end() + 40]):
            continue
        before = _FIRST_WORD.findall(sentence[max(0, m.start() - 40):m.start()])
        if not sentence[:m.start()].strip(" \t\"'“(-*•"):
            return True  # the clause opens with the modal: "Must use tabs."
        if _MADE_BY_YOU.search(sentence[:m.start()]):
            return True  # "Scripts you write for me shouldn't call sudo": the assistant's own output
        words = [w.lower() for w in before[-3:]]
        if len(words) > 1 and words[-2] in ("so", "then", "therefore", "hence") and words[-1] in _PRONOUN_MODAL:
            continue  # "..., so it should be clean": an inference, not a rule
        if words and (words[-1] in _MODAL_SUBJECTS or (len(words) > 1 and (words[-2] in _MODAL_QUANTIFIERS
                                                                        or words[-2] in _MODAL_SUBJECTS))):
            return True
    return False


# A clause (or comma segment) that OPENS with one of these adverbs states a rule ("Never force-push
# to main", "In prod, always ask first"). The same adverb after a subject of its own is a statement
# about that subject: "Our CI always runs black", "Marta never answers in bullets" (issue 22).
_ADVERB_OPENER = rx(r"^\W*(?:(?:please|and|but|so|also|just|oh|ok(?:ay)?|btw|fyi|ps|plus),?\s+)*"
                            r"(?:always|never(?!\s+mind\b)|don[’']?t|do\s+not|no\s+longer|stop|avoid|only)\b",
                            re.IGNORECASE)
# What the assistant says restates a rule only as a commitment ("From now on I'll keep it short");
# its imperatives ("Use Decimal here") are advice to the user, not instructions to itself.
_ASSISTANT_CUES = rx(
    r"\b(?:from\s+(?:now|here)\s+on|going\s+forward|i[’']ll\s+(?:always|never|keep|stick|make\s+sure)|"
    r"i\s+will\s+(?:always|never|keep|stick|make\s+sure)|i\s+won[’']t\s+(?:ever\s+)?\w+\s+(?:again|anymore)|"
    r"noted|understood|got\s+it|will\s+do)",
    re.IGNORECASE,
)
# "Will you ..." asks what the assistant is going to do as often as it asks it to ("Will you summarize each file
# before editing it, like this morning?"): a request only with "please" or a standing frame of its own, not with a
# quantifier of its object ("each", "every") that "Could you ..." is read with.
_REQUEST_QUESTION = rx(r"^(?:please\s+)?(?:(?:can|could|would)\s+you\b.*\b(?:always|from\s+now\s+on|"
                               r"going\s+forward|every|each|whenever|never|stop|keep)|will\s+you\s+please|"
                               r"will\s+you\b.*\b(?:always|from\s+now\s+on|going\s+forward|never|stop|keep))\b",
                               re.IGNORECASE)
# A short "No ..." clause is a ban ("No emojis.", "No force pushes to main."); a long one is usually
# a statement ("no method named `value_parser` found for struct `Arg`").
_SHORT_BAN = rx(r"^\W*no\s+\S+(?:\s+\S+){0,4}\W*$", re.IGNORECASE)
_FIRST_WORD = rx(r"[A-Za-z][A-Za-z'’-]*")


# A sentence opening like a question ("Should the footer say ...", "Don't you think ...").
# "Do not ..." and "Don't mention ..." are prohibitions, not questions: an auxiliary opens a
# question only when a subject follows it.
_SUBJECT = r"(?:you|we|they|it|i|he|she|there|that|this|these|those|the|a|an|my|our|your|its|their|any|anyone|someone)"
_QUESTION_START = rx(r"^\W*(?:(?:what|why|how|which|who|whom|whose|where|when)\b|"
                             r"(?:should|shall|can|could|would|will|is|are|was|were|do|does|did|has|have|had|"
                             r"isn[’']t|aren[’']t|don[’']t|doesn[’']t|won[’']t|can[’']t|shouldn[’']t)\s+"
                             + _SUBJECT + r"\b)", re.IGNORECASE)


# A confirmation tag after a rule asks for agreement, not for information: "Don't ever force-push to main, ok?",
# "Nunca hagas push directamente a main, ¿vale?", "Réponds en français, d'accord ?", "Immer auf Deutsch, ja?".
# Said after a subject of its own ("You deploy on Fridays, right?", "Marta répond en français, non ?") the
# sentence stays a question about a fact.
_CONFIRMATION_TAG = rx(
    r"[,，、]\s*[¿]?\s*(?:ok(?:ay)?|alright|all\s+right|right|yeah|yes|got\s+it|understood|agreed|deal|clear|"
    r"vale|sí|si|de\s+acuerdo|entendido|claro|d['’]accord|compris|entendu|c['’]est\s+clair|oui|klar|ja|verstanden|"
    r"gell|einverstanden|certo|combinado|beleza|va\s+bene|chiaro|capito|intesi|eh|hein|tá|né|oder|toch|oké)\s*[?？]+\W*$|"
    r"(?<=[^\W\d_])(?:ね|よね|でいい|いい|わかった|分かった)[?？]+\W*$", re.IGNORECASE)
_OWN_SUBJECT = rx(r"^\W*(?:i|you|we|they|he|she|it|there|tú|usted|ustedes|nosotros|ellos|ella|él|tu|vous|nous|"
                          r"on|ils|elles|il|elle|du|sie|wir|ich|er|es|man)\b", re.IGNORECASE)


def without_confirmation_tag(sentence: str) -> str:
    """``sentence`` without a confirmation tag after its rule ("..., ok?", "..., ¿vale?"); unchanged when it
    has none or when a subject of its own opens it (then it asks about a fact)."""
    if "?" not in sentence and "？" not in sentence:
        return sentence
    tag = _CONFIRMATION_TAG.search(sentence)
    if tag is None or _OWN_SUBJECT.match(sentence):
        return sentence
    return sentence[:tag.start()].rstrip()


def is_question(sentence: str) -> bool:
    """Ends with "?", or opens like one ("Should the footer say 'Okafor et al.' or ...")."""
    if sentence.rstrip().rstrip("\"'”’)").endswith("?"):
        return True
    # "When you write docs, no passive voice": a subordinate clause before the main one, not a question
    return bool(_QUESTION_START.match(sentence)) and not _SUBORDINATE_FIRST.match(sentence)


_FILLER_LEAD = rx(r"^\W*(?:(?:oh|and|also|btw|ok|okay|so|but|plus|ps|right|yes|yeah|oh\s+yes)\b[,\s]*)+",
                          re.IGNORECASE)
_SUBORDINATE_FIRST = rx(r"^\W*(?:when|whenever|where|wherever)\b[^?]{2,120},\s*\S", re.IGNORECASE)


# A first word followed by one of these is a noun subject ("Test coverage is 80%", "Note was sent"),
# not an imperative.
_SUBJECT_FOLLOWERS = frozenset("is are was were has had will would can could may might does did "
                               "isn't aren't wasn't weren't won't".split())


# Words that may follow an imperative verb directly: its object's determiner, a pronoun, an adverb,
# a preposition, a number. A bare word there ("Log volume", "Format changes", "Test coverage") may
# be a noun compound opening a statement; then a finite verb later decides (see _finite_follows).
_OBJECT_OPENERS = frozenset("""the a an this that these those my your our their his her its all every each any no some
it me them us him her everything nothing anything something always never only just exactly carefully briefly
clearly in with to for from at on by up out down off back away as like into about before after over under
without through one two three four five six seven eight nine ten""".split())
# Finite verbs a statement's noun subject takes ("Log volume from failed logins doubled").
_FINITE = frozenset("""is are was were has had have does did will would can could may might went got seems looks
became stays remains keeps takes shows says runs fails breaks works uses returns contains includes means costs
happens goes comes gets makes holds lists grows drops spikes""".split())
# Irregular past forms a noun subject takes ("Format changes broke the parser"); read like "-ed".
_IRREGULAR_PAST = frozenset("""broke took made went came ran fell rose grew began became gave left lost kept held brought
caught built sent spent found told saw wrote showed shown hit cut put set split stuck blew drew drove flew froze hid
led meant paid quit read rode rang sank sat slept spoke stole swore threw understood woke won wore""".split())
# Words before an "-ed" form that make it an adjective, a participle or a relative clause, not the
# main verb: "the signed URL", "from failed logins", "tests that failed", "the ones I approved".
_NOT_MAIN_BEFORE = frozenset("""the a an be been being is are was were get got gets have has had from of for with
by as that which who i we you they he she it not than un very most more all any""".split())
# A subordinate clause starts here; finite verbs after it belong to it ("Tell me when the deploy is done").
_SUBORDINATORS = frozenset("""that which who whom whose whether if when whenever because since unless until while
where so once after before as than what how why sure though although""".split())


def _finite_follows(words: list[str]) -> bool:
    """Whether ``words`` (from the word after an opening word) hold the main finite verb of a statement."""
    for n, w in enumerate(words):
        if n == 0:
            continue
        if w in _SUBORDINATORS:
            return False
        if w in _FINITE:
            return True
        if ((len(w) > 4 and w.endswith("ed")) or w in _IRREGULAR_PAST) and words[n - 1] not in _NOT_MAIN_BEFORE \
                and words[n - 1] not in _OBJECT_OPENERS:
            return True
    return False


_REASON_BREAK = rx(r"[;—–(]|\s-\s")  # where a second clause (a reason, an aside) starts


def starts_imperative(sentence: str) -> bool:
    words = _FIRST_WORD.findall(sentence[:160])
    for n, word in enumerate(words[:3]):
        w = word.lower()
        if w in _LEAD_FILLERS:
            continue
        if w not in _IMPERATIVE_VERBS:
            return False
        if re.match(r"\s*:", sentence[sentence.find(word) + len(word):]):
            return False  # "Update: the deploy failed": a label; what follows it is read on its own
        # the words of this clause only: a reason after a dash has its own subject and verb ("Use pnpm, not npm —
        # the lockfile is pnpm's")
        start = sentence.find(word) + len(word)
        clause = _REASON_BREAK.split(sentence[start:start + 200], maxsplit=1)[0]
        following = [x.lower() for x in _FIRST_WORD.findall(clause)[:11]]
        if following and (following[0] in _SUBJECT_FOLLOWERS
                          or (len(following) > 1 and following[1] in _SUBJECT_FOLLOWERS
                              and following[0] not in ("it", "me", "them", "this", "that"))):
            return False
        if following and following[0] not in _OBJECT_OPENERS and (_finite_follows(following)
                                                                   or _noun_subject_verb(_clause_words(sentence, word))):
            return False  # "Log volume from failed logins doubled": a noun subject, not a verb
        return True
    return False


# Words that end the clause an opening verb governs: a second imperative or another clause may follow.
_CLAUSE_BREAK_WORDS = frozenset("and or then but nor so".split()) | _SUBORDINATORS
_PREPOSITIONS = frozenset("in on at to for from of by with into onto over under about between across through "
                          "during within without per via than like after before around near behind".split())
_DETERMINERS = frozenset("the a an this that these those my your our their his her its all every each any no "
                         "some most many few more less".split())
_PARTICLES = frozenset("up out down off over back away".split())
_PRONOUN_OBJECTS = frozenset("me us them him her it you everyone everything".split())
# Adverbs that sit between a subject and its verb: "Merge conflicts always happen on Fridays".
_FREQUENCY = frozenset("always never usually often sometimes rarely seldom still also typically normally generally "
                       "mostly frequently constantly regularly barely hardly already ever just".split())
_PLACE_TIME = frozenset("here there now today currently lately nowadays also ever really".split())
# Verbs whose forms are as often nouns ("tests", "runs", "changes", "a run"): read as the finite verb
# only when what follows is a verb's object or particle ("Commit hooks run the linter"), not a noun's
# complement ("Add unit tests for every function").
_NOUNISH = frozenset("test run check commit merge push review change list point answer reply report build release "
                     "update call request return post email drop use format count cost limit load look plan need work "
                     "print type sort track time record fix file log note name tag hit set cut fire start end stop "
                     "spike peak default lead land show talk walk sign deploy win hold order trigger support matter "
                     "increase decrease double turn".split())


def _clause_words(sentence: str, word: str) -> list[str]:
    """The words after the opening ``word`` up to the first clause break (a comma, a colon, a dash)."""
    start = sentence.find(word) + len(word)
    rest = re.split(r"[,;:()—–]|\s-\s", sentence[start:start + 200], maxsplit=1)[0]
    out = []
    for w in _FIRST_WORD.findall(rest):
        if w[0].isupper() and w[1:].islower() and (w.lower() in _FREQUENCY or w.lower() in _IMPERATIVE_VERBS):
            break  # "prefer stdlib over new deps Never merge ...": two items run together, a new sentence here
        out.append(w.lower())
    return out


def _verb_here(words: list[str], n: int, plural: bool | None, after_adverb: bool) -> bool:
    w = words[n]
    if not is_finite_after_subject(w, plural):
        return False
    base = base_of_third_singular(w) or w
    if after_adverb or is_past(w):
        return True
    if base not in _NOUNISH:
        return w != base or w not in _IMPERATIVE_VERBS  # "pin versions prefer stdlib": two list items run together
    nxt = words[n + 1] if n + 1 < len(words) else ""
    return nxt in _DETERMINERS or nxt in _PARTICLES or nxt in _PRONOUN_OBJECTS or nxt[:1].isdigit() \
        or nxt in ("two", "three", "four", "five", "six", "ten", "twice", "every")


def _noun_subject_verb(words: list[str]) -> bool:
    """Whether the words after an opening verb-like word make it the head of a noun subject followed by its
    finite verb, agreeing in number: "Test runs take 5 minutes", "Answer length averages 200 words", "Round
    trips to the API take 300 ms", "Merge conflicts always happen on Fridays". An imperative's object is never
    followed by a finite verb of its own."""
    if not words or words[0] in _OBJECT_OPENERS or words[0] in _PREPOSITIONS or words[0] in _CLAUSE_BREAK_WORDS:
        return False
    plural = looks_plural(words[0])
    in_phrase = after_adverb = object_next = False
    for n in range(1, len(words)):
        w = words[n]
        nxt = words[n + 1] if n + 1 < len(words) else ""
        # "before" / "after" / "until" with a determiner after it is a preposition ("Test runs before every commit
        # take ten minutes"), not the subordinator of "Run the tests before you commit"
        preposition = w in _PREPOSITIONS and (nxt in _DETERMINERS or (len(nxt) > 5 and nxt.endswith("ing")))
        if (w in _CLAUSE_BREAK_WORDS and not preposition) or w in _PRONOUN_SUBJECTS:
            return False  # "Use metric units in everything you write": a relative clause
        if w in _FREQUENCY:
            after_adverb = True
            continue
        if w in _PLACE_TIME:
            after_adverb = True  # "Commit messages here follow the Angular style"
            continue
        if w in _PREPOSITIONS or w in _DETERMINERS or w[:1].isdigit():
            if after_adverb:
                return False  # "Use tabs always in Python": the adverb closed the imperative's object
            in_phrase = in_phrase or w in _PREPOSITIONS
            object_next = object_next or w in _PREPOSITIONS
            continue
        if object_next:  # the preposition's object ("store metadata in stores.csv"), not a verb
            object_next = False
            continue
        if _verb_here(words, n, None if in_phrase else plural, after_adverb):
            return True
        if after_adverb:
            return False
        if not in_phrase:
            plural = looks_plural(w)  # a longer compound: its last noun is the head ("Answer length", "Set up time")
    return False


# A rule about the assistant's output, stated as a quantified subject: "Every reply needs a summary".
_OUTPUT_SUBJECT = rx(r"^\W*(?:every|each|all)\s+(?:of\s+your\s+)?(?:reply|replies|response|responses|"
                             r"answer|answers|message|messages|output)\b", re.IGNORECASE)


# A short label before a colon ("Also:", "Reminder:", "One more thing:", "PS:") introduces what follows
_LABEL = rx(r"^\W*(?:[\w'’]+\s+){0,3}[\w'’]+\s*:\s+(?=\S)")
_SEGMENT_BREAK = rx(r"[,–—]\s+")


def _segments(sentence: str) -> list[str]:
    """The sentence and its comma segments: a rule may open after a leading phrase ("In prod, never
    run migrations by hand", "When you write SQL, uppercase the keywords") or a short label
    ("Also: squash commits before merging")."""
    split = "," in sentence or "–" in sentence or "—" in sentence  # else the split returns the sentence alone
    parts = [p for p in _SEGMENT_BREAK.split(sentence) if p.strip()] if split else [sentence]
    label = _LABEL.match(sentence)
    return [sentence] + parts[1:] + ([sentence[label.end():]] if label else [])


# Someone else's words, reported: "My manager says we should never merge on Fridays", "The wiki
# states that replies must be short". A rule reported is not a rule given to the assistant.
# Literal words one of which each pattern needs: a substring test on the lowercased clause is ~100x
# cheaper than a case-insensitive alternation over a long message, and most clauses have none.
_REPORT_HINTS = ("say", "said", "told", "tell", "wrote", "write", "state", "claim", "insist", "think", "thought",
                 "believ", "mention", "accord", "used to")
_FRAME_HINTS = ("from now", "from here", "forward", "henceforth", "all times", "whenever", "rest of", "rule",
                "no matter", "circumstances", "off", "you", "to be", "must", "should", "want", "need", "expect",
                "would like", "prefer", "insist", "rather", "like", "let", "sure", "remember", "mind", "reserved",
                "required", "mandatory", "forbidden", "prohibited", "banned", "allowed", "not ok", "my ok", "approval",
                "go-ahead", "sign-off", "ever", "no")


def _hint(low: str, hints: tuple[str, ...]) -> bool:
    return any(map(low.__contains__, hints))


def _search(pattern: re.Pattern[str], cased: re.Pattern[str], sentence: str, low: str) -> bool:
    """``pattern.search(sentence)`` (a case-insensitive pattern written in lower case). On ASCII text
    the same pattern compiled case-sensitive, run over the lowercased text, finds the same matches
    ~2.5x faster (case folding at every position is most of a long alternation's cost); other text
    keeps the case-insensitive pattern (Unicode folds such as "K" (Kelvin) -> "k")."""
    return bool(cased.search(low) if sentence.isascii() else pattern.search(sentence))


_REPORTED = rx(r"\b(?:says?|said|saying|told\s+(?:me|us|them|him|her)|tells\s+(?:me|us)|wrote|writes|"
                       r"states?|stated|claims?|claimed|insists?|insisted|thinks?|thought|believes?|mentioned|"
                       r"according\s+to\s+[\w' ]{1,40}?,?|used\s+to\s+(?:say|tell|insist))\s*(?:that\s+|:\s*|,\s*)?"
                       r"(?:we|you|they|he|she|i|it|everyone|nobody|no\s+one|replies|answers|responses|all|every|each|"
                       r"the|our|never|always|don[’']?t|do\s+not|to)\b", re.IGNORECASE)
# A causative task about a tool or a person: "Make the logger give ...", "Set the linter to use ...". The rule is
# the tool's, not the assistant's; "Make the answers shorter" (an output of the assistant, no verb) stays a rule.
_CAUSATIVE = rx(r"^\W*(?:please\s+)?(?:make|have|get|set|configure|teach|train|force)\s+"
                        r"(?:the|our|my|this|that|a|an)\s+", re.IGNORECASE)


def _causative_task(sentence: str) -> bool:
    """A noun phrase of up to three words after the causative verb, then "to" or a plain verb: its head is the
    one who acts, a task about it unless it is something the assistant writes (replies, code, commits...)."""
    m = _CAUSATIVE.match(sentence)
    if not m:
        return False
    words = [w.lower() for w in _FIRST_WORD.findall(sentence[m.end():m.end() + 80])]
    for k in range(1, min(4, len(words))):
        if words[k] == "to" or is_plain_verb(words[k]):
            return words[k - 1] not in _MODAL_SUBJECTS
    return False
_CONTENT_TASK = rx(r"(?:^\W*|[—–;:.]\s*|\band\s+)(?:add|put|include|write|copy|paste|insert|append)\s+"
                           r"(?:that|this|it|these|those|them)\s+"
                           r"(?:to|in|into|on)\s+(?:the|our|my|a|an)\s+(?!memory\b|notes\b)", re.IGNORECASE)
_CONTENT_TASK_GATE = LiteralGate(_CONTENT_TASK, ("add", "append", "copy", "include", "insert", "paste", "put", "write"))
_YOU_DID = rx(r"^\W*you\s+(?:(?:always|never|usually|often|just|already|sometimes|even)\s+)?([a-z]+)\b",
                      re.IGNORECASE)
_USED_TO = rx(r"\b(?:i|we|they|he|she|you|everyone|nobody|people)\s+(?:always\s+|never\s+)?used\s+to\b", re.IGNORECASE)
_USED_TO_GATE = LiteralGate(_USED_TO, ("used",))
# An instruction to pass on to somebody else: "Tell Marta to always use bullet points".
_RELAYED = rx(r"^\W*(?:please\s+)?(?:tell|ask|remind|warn|email|ping|message)\s+(?!me\b|us\b)"
                      r"(?:[A-Z][\w'-]+|the\s+\w+|our\s+\w+|my\s+\w+|him|her|them)(?:\s+\w+)?\s+(?:to|that|not\s+to)\b",
                      re.IGNORECASE)


# A request with no verb of its own: "UK spelling please", "Times in 24h format, please", "bullets pls";
# and a longer ban: "no `git push --force` against main, under any circumstances". Neither may hold the
# finite verb of a statement ("No tests failed last night", "The build is broken, please help").
_PLEASE = rx(r"\b(?:please|pls|plz|thx|thanks)\b", re.IGNORECASE)
_PLEASE_GATE = LiteralGate(_PLEASE, ("please", "pls", "plz", "thanks", "thx"))
_LONG_BAN = rx(r"^\W*no\s+(?P<rest>\S.*)$", re.IGNORECASE)
_NOT_A_BAN = rx(r"^\W*no\s+(?:one|body|idea|problem|worries|luck|change|news|response|reply|matter|doubt|way|"
                        r"wonder|surprise|rush|pressure|hurry|clue|sign|answer)\b", re.IGNORECASE)
_VERBISH_AFTER_NO = frozenset(("one", "longer"))


# A rule the user says again: "Uppercase SQL keywords like before", "Same seed as always, 42", "As discussed: ..."
_AGAIN = rx(r"\b(?:like|as)\s+(?:before|always|usual|agreed|discussed|last\s+time|we\s+said|i\s+said)\b|"
                    r"\bsame\s+as\s+(?:before|always|last\s+time)\b|\bas\s+(?:per\s+)?(?:usual|always)\b|"
                    r"^\W*(?:reminder|again|once\s+more)\b", re.IGNORECASE)
# Literal prefilters (literal_gate.py; tests/test_literal_gate.py checks each word list against its pattern): most
# clauses hold none of the words a match needs and skip the scan
_AGAIN_GATE = LiteralGate(_AGAIN, ("before", "always", "usual", "agreed", "discussed", "last", "said", "same",
                                   "reminder", "again", "once"))


def _restated(sentence: str) -> bool:
    """A sentence marked as a restatement ("like before", "as always") whose rest is an instruction or has no
    statement's finite verb."""
    again = _AGAIN_GATE.search(sentence)
    if not again:
        return False
    # the clause that holds the mark, not a statement set off before it by a dash or a semicolon ("the context got
    # compacted again - bullet points for every answer, as before")
    start = max((m.end() for m in _REASON_BREAK.finditer(sentence, 0, again.start())), default=0)
    stop = next((m.start() for m in _REASON_BREAK.finditer(sentence, again.end())), len(sentence))
    if (start or stop < len(sentence)) and _restated(sentence[start:stop]):
        return True
    rest = (sentence[:again.start()] + " " + sentence[again.end():]).strip(" ,.:;—–-")
    words = [w.lower() for w in _FIRST_WORD.findall(rest[:200])]
    if not words or is_question(sentence):
        return False
    if starts_imperative(rest) or _ADVERB_OPENER.match(rest):
        return True
    return words[0] not in _PRONOUN_SUBJECTS and not _finite_follows(["_"] + words)  # "It rained like always": a report


_PRONOUN_SUBJECTS = frozenset("i we you he she it they this that there".split())


def _verbless_rule(sentence: str, low: str) -> bool:
    words = [w.lower() for w in _FIRST_WORD.findall(sentence[:200])]
    if not words or len(words) > 14 or _finite_follows(["_"] + words) \
            or _NOT_A_BAN.match(sentence) or (len(words) > 1 and words[1] in _VERBISH_AFTER_NO):
        return False
    if any(w in ("i", "we", "you", "he", "she", "they", "it", "my", "our") for w in words[:1]):
        return False
    if ("please" in low or "pls" in low or "plz" in low) and _PLEASE.search(sentence):
        return not is_question(sentence)
    return bool(_LONG_BAN.match(sentence))


def _short_ban(sentence: str) -> bool:
    """"No emojis", "No uses tabulaciones": a ban of a few words (any language), unless a past form
    makes it a report ("No tests failed last night") or it is an idiom ("No idea why")."""
    if not _SHORT_BAN.match(sentence) or _NOT_A_BAN.match(sentence):
        return False
    words = [w.lower() for w in _FIRST_WORD.findall(sentence)]
    return not any((len(w) > 4 and w.endswith("ed")) or w in _IRREGULAR_PAST for w in words[1:])


_FRAMES_CASED = rx(_FRAMES.pattern)  # for _search: lower-case patterns over lowercased ASCII text
_REPORTED_CASED = rx(_REPORTED.pattern)


# The rule as the subject of a sentence about it: "Always answering in bullets is our house style",
# "\"Never deploy on Fridays\" is printed on a mug", "Never deploy on Fridays — that was the old team's motto",
# "Use tabs: that is what the old style guide said". An instruction is never the subject of "is"/"was".
_COPULA = rx(r"\b(?:is|was|were|has\s+been|had\s+been|used\s+to\s+be|is\s+printed|was\s+printed)\b", re.I)
_COPULA_GATE = LiteralGate(_COPULA, ("is", "was", "were", "been", "printed", "used"))
_CLAUSE_STOP = rx(r"[,:;—–(]|\b(?:because|since|if|when|whenever|unless|that|which|who|as|so|until|"
                          r"while|where|although|though|otherwise|or|and|sure|ensure|check|verify|confirm|remember|"
                          r"assume|say|tell|mention|explain|state|pretend|note|treat|consider|act|know|keep|whether)\b",
                          re.I)
_ABOUT_IT = rx(r"[,:;—–]\s*(?:that|this|which|it)\s+(?:was|were|had\s+been|used\s+to\s+be)\b|"
                       r"[,:;—–]\s*(?:that|this)(?:['’]s|\s+is|\s+was)\s+(?:what|how|the\s+way)\b", re.I)


def _rule_as_subject(sentence: str) -> bool:
    if _ABOUT_IT.search(sentence):
        return True
    copula = _COPULA_GATE.search(sentence)
    if not copula:
        return False
    before = sentence[:copula.start()]
    if not before.strip() or _CLAUSE_STOP.search(before.lstrip(" \"'“‘*")):
        return False
    # its subject is the rule itself: a quote, an adverb-led or imperative chunk, a gerund ("Always answering ...")
    return bool(re.match(r"\W*[\"“‘']", before) or _ADVERB_OPENER.match(before) or starts_imperative(before)
                or re.match(r"\W*(?:(?:always|never|not)\s+)?\w+ing\b|\W*hands\s+off\b", before, re.I))


# A clause that opens with a subject of its own and its finite verb states what someone or something
# does: "Nobody on the team deploys on a Friday, ever", "The client always wants replies in Spanish",
# "Marta, our PM, always answers in bullets", "Whenever Marta deploys, something breaks". A rule frame
# elsewhere in it (", ever", "whenever") does not make it an instruction to the assistant; only words
# addressed to the assistant ("you", "your") do.
_PRONOUN_SUBJECT = frozenset("nobody everyone everybody someone somebody anyone anybody none we they he she "
                             "something everything nothing".split())
_SINGULAR_PRONOUN = frozenset("nobody everyone everybody someone somebody anyone anybody he she something "
                              "everything nothing".split())
_SUBJECT_DETERMINERS = frozenset("the our my their his her this that these those every each most some half both "
                                 "all many few".split())
_AUXILIARIES = frozenset("is are was were has had does did".split())
_PAST_AUXILIARIES = frozenset("was were had".split())  # after a subject: a report of what was, never an instruction
_OPENING_SUBORDINATE = rx(r"^\W*(?:when|whenever|if|once|because|since|unless|after|before|while|every\s+time)\b"
                                  r"[^,]{2,80},\s*", re.IGNORECASE)
_ADDRESSED = rx(r"\b(?:you|your|yours|you['’](?:ll|re|d))\b", re.IGNORECASE)
_ADDRESSED_GATE = LiteralGate(_ADDRESSED, ("you",))


_DETERMINER_CHAIN = _SUBJECT_DETERMINERS | {"of"}
_NOUN_PHRASE_END = _FREQUENCY | _PREPOSITIONS | _PLACE_TIME | _CLAUSE_BREAK_WORDS
_NOT_A_NAME = (_IMPERATIVE_VERBS | _OBJECT_OPENERS | _PREPOSITIONS | _PRONOUN_SUBJECTS | _FREQUENCY | _LEAD_FILLERS
               | _SUBORDINATORS | {"not", "no", "only"})


def _subject_statement(clause: str) -> bool:
    """Whether ``clause`` opens with a third-person subject followed by its finite (lexical) verb."""
    head = re.split(r"[;:—–(→]|\s-\s", clause[:200], maxsplit=1)[0]
    if _PLEASE_GATE.search(head):
        return False  # "Short answers please, ...": a request
    raw = _FIRST_WORD.findall(head)
    while raw and raw[0].lower() in _LEAD_FILLERS:
        raw = raw[1:]
    if len(raw) < 2:
        return False
    words = [w.lower() for w in raw]
    first = words[0]
    plural: bool | None
    noun_subject = first in _SUBJECT_DETERMINERS
    past_only = False
    if first in _PRONOUN_SUBJECT:
        plural = None if first == "none" else first not in _SINGULAR_PRONOUN
        start = 1
    elif first in _SUBJECT_DETERMINERS:
        # "The client", "Our CI", "Half the team": a noun phrase; its last bare noun is the head
        start = 1
        while start < len(words) and words[start] in _DETERMINER_CHAIN:
            start += 1
        nouns = 0
        while start < len(words) and nouns < 3 and words[start] not in _NOUN_PHRASE_END \
                and not (nouns and _verb_here(words, start, looks_plural(words[start - 1]), False)):
            nouns += 1
            start += 1
        if not nouns:
            return False
        # "Every reply needs a summary", "Your commits use ...": a rule about the assistant's own output; in the
        # past it is a report ("Every answer in the old FAQ used metric units")
        past_only = any(w in _MODAL_SUBJECTS for w in words[:start])
        plural = looks_plural(words[start - 1])
    elif raw[0][:1].isupper() and raw[0].isalpha() and first not in _NOT_A_NAME \
            and not is_finite_after_subject(first, None):
        plural, start = False, 1  # a name: "Marta always answers in bullets", "Jenkins runs the tests twice"
    else:
        return False
    object_next = False  # the word after a preposition is its object, not a verb
    for n in range(start, min(len(words), start + 8)):
        w = words[n]
        # after a preposition "that" is its object's determiner ("Every reply in that thread was ..."), no clause
        if (w in _CLAUSE_BREAK_WORDS or w in _PRONOUN_SUBJECTS) and not (object_next and w in _DETERMINERS):
            return False
        if w in _FREQUENCY or w in _PLACE_TIME:
            continue
        if w in _PREPOSITIONS or w in _DETERMINERS:
            object_next = object_next or w in _PREPOSITIONS
            plural = None
            continue
        if object_next:
            object_next = False
            continue
        if w in _PAST_AUXILIARIES:
            return True  # "Every reply in that forum thread was under 150 words": what was, a report
        # after a pronoun or a name any finite form is the verb ("Nobody deploys"); after a noun phrase a form
        # that is as often a noun needs a verb's complement (see _verb_here)
        if w not in _AUXILIARIES and (_verb_here(words, n, plural, not noun_subject or (n > start and words[n - 1]
                                                                                         in _FREQUENCY))):
            return not past_only or (is_past(w) and w not in _IMPERATIVE_VERBS)
        if plural is not None:
            return False  # the word after the subject is no verb: not a statement this reading knows
    return False


def _statement_clause(sentence: str) -> bool:
    """A statement with a subject of its own (see :func:`_subject_statement`), or one after an opening
    subordinate clause ("Whenever Marta deploys, something breaks"), with no word addressed to the assistant."""
    if _ADDRESSED_GATE.search(sentence):
        return False
    if _subject_statement(sentence):
        return True
    if _INVERTED_FRAME.match(sentence):
        return True  # "Under no circumstances does the vendor touch prod": said of the vendor
    framed = _FRAME_FRONTED.match(sentence)
    if framed and not re.match(r"\W*we\b", sentence[framed.end():], re.IGNORECASE) \
            and _subject_statement(sentence[framed.end():]):
        return True  # "From now on, Marta answers the support tickets": an arrangement for someone else
    fronted = _FRONTED.match(sentence)
    opening = _OPENING_SUBORDINATE.match(sentence) or (fronted if fronted and not _FRAMES.search(fronted.group(0))
                                                       else None)
    if opening and _subject_statement(sentence[opening.end():]):
        return True  # "Whenever Marta deploys, something breaks", "Always in Spanish, Marta writes her notes"
    # an imperative and what then happens: "Answer in Spanish and the client smiles"
    return any(_subject_statement(sentence[m.end():]) for m in _AND_THEN.finditer(sentence))


_FRAME_FRONTED = rx(r"^\W*(?:from\s+(?:now|here|today)\s+on|going\s+forward|henceforth|at\s+all\s+times|"
                            r"for\s+the\s+rest\s+of\s+[^,]{3,30}),\s*", re.IGNORECASE)
_INVERTED_FRAME = rx(r"^\W*(?:under\s+no\s+circumstances|in\s+no\s+case|never|not\s+once)\s+(?:does|do|did|will|would|"
                             r"may|can|could|is|are|was|were|has|have|had)\s+(?!you\b|i\b)", re.IGNORECASE)
# A phrase with no verb of its own before the main clause: a prepositional phrase or a participle, an
# adverb first or not ("Always in Spanish, ...", "At my old job, ...", "Never deploying on Fridays, ...").
_FRONTED = rx(r"^\W*(?:(?:always|never|usually|often|sometimes|honestly|apparently)\s+)?"
                      r"(?:in|at|on|for|with|during|after|before|since|like|as|from|by|to|\w+ing)\b"
                      r"(?:\s+[^\s,]+){0,5},\s*", re.IGNORECASE)
_AND_THEN = rx(r",?\s+(?:and|or)\s+(?=(?:the|my|our|his|her|their|everyone|nobody|[A-Z][a-z]+)\b)")


# An adverb opener followed by a finite form is a statement whose subject was left out or cut off by a
# comma ("Marta, our PM, always answers in bullets", "Never used tabs, that team"); with an auxiliary
# after it the word order is inverted ("Never has the team deployed on a Friday", "Never did we use tabs").
_INVERTED = frozenset("has had did does was were would could will".split())


def _adverb_rule(segment: str, verb_needed: bool = False) -> bool:
    """An adverb-led rule ("Never deploy on Fridays"); with ``verb_needed``, only one whose adverb is followed by
    a verb: after a statement, "never spaces" / "only English" continue the statement, not a rule."""
    m = _ADVERB_OPENER.match(segment)
    if not m:
        return False
    adverb = m.group(0).split()[-1].lower() if m.group(0).split() else ""
    words = [w.lower() for w in _FIRST_WORD.findall(segment[m.end():m.end() + 120])]
    if not words:
        return not verb_needed
    if verb_needed and adverb in ("always", "never", "only") and words[0] not in _IMPERATIVE_VERBS \
            and not is_plain_verb(words[0]):
        return False
    if adverb in ("always", "never"):
        return not (words[0] in _INVERTED or (is_past(words[0]) and words[0] not in _IMPERATIVE_VERBS)
                    or base_of_third_singular(words[0]) is not None)
    if adverb in ("stop", "avoid"):
        return not _noun_subject_verb(words)  # "Stop words always get removed first"
    return True


def leading_statement(segment: str) -> bool:
    """The segment is a statement with a subject of its own (:func:`_statement_clause`); for statement_lead.py."""
    return _statement_clause(segment)


def rule_segment(segment: str) -> bool:
    """The segment opens a rule on its own: an adverb-led rule or an imperative (for statement_lead.py)."""
    return _adverb_rule(segment, True) or starts_imperative(segment)


def clause_is_rule(sentence: str) -> bool:
    """Whether one English clause has the form of a standing instruction (see the module doc)."""
    if _RELAYED.match(sentence) or _rule_as_subject(sentence):
        return False
    low = sentence.lower()
    reported = _hint(low, _REPORT_HINTS) and _search(_REPORTED, _REPORTED_CASED, sentence, low)
    if reported and not re.match(r"^\W*(?:i|you)\b", sentence, re.IGNORECASE):
        return False  # "The style guide says replies must be short"; "I said" / "you said" stay the user's
    if _USED_TO_GATE.search(sentence):
        return False  # "I used to tell the old assistant not to ...": a habit of the past
    if _CONTENT_TASK_GATE.search(sentence):
        return False  # "Students must cite a source — add that to the syllabus": wording for a document
    if _causative_task(sentence):
        return False  # "Make the logger give times in UTC", "Set the spellchecker to use British spelling": a task
    said_to_you = _YOU_DID.match(sentence)
    if said_to_you and is_past(said_to_you.group(1).lower()) and said_to_you.group(1).lower() not in _IMPERATIVE_VERBS:
        # "You always answered in bullet points before": what the assistant did, a report, not a rule
        return any(_adverb_rule(seg, True) or starts_imperative(seg) for seg in _segments(sentence)[1:])
    if is_question(sentence):
        return bool(_REQUEST_QUESTION.search(sentence))
    if _statement_clause(sentence):  # a rule may still follow it: "Friday deploys are off — don't ship on Fridays"
        return any(_adverb_rule(seg, True) or starts_imperative(seg) for seg in _segments(sentence)[1:])
    if _verbless_rule(sentence, low) or _short_ban(sentence) or _restated(sentence):
        return True
    bare = _FILLER_LEAD.sub("", sentence, count=1)
    if bare != sentence and (_verbless_rule(bare, bare.lower()) or _short_ban(bare)):
        return True  # "Oh, and no emoji in responses": the ban after a filler
    if (_hint(low, _FRAME_HINTS) and _search(_FRAMES, _FRAMES_CASED, sentence, low)) \
            or _OUTPUT_SUBJECT.match(sentence) or (("must" in low or "should" in low) and _modal_rule(sentence)):
        return True
    return any(_adverb_rule(seg) or starts_imperative(seg) for seg in _segments(sentence))


@lru_cache(maxsize=65536)
def reads_as_directive(unit: str, role: str = "user") -> bool:
    """True when some sentence of ``unit`` has the form of an instruction (see module doc)."""
    if role != "assistant" and _ABOUT_IT.search(unit):
        return False  # "Never deploy on Fridays: that was the old team's motto": the rule spoken about
    if role != "assistant" and _restated(unit):
        return True  # "As always: options only, I book and pay myself"
    previous = ""
    for sentence in split_clauses(unit):
        if not sentence.strip():
            continue
        if role == "assistant":
            if not is_question(sentence) and _ASSISTANT_CUES.search(sentence):
                return True
            continue
        quoted = introduces_quote(previous)
        previous = sentence
        if quoted:
            continue  # "The sticky note says: always answer in bullets": what it says, quoted
        if clause_is_rule(sentence):
            return True
    return False
