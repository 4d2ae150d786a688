"""A neighbour of a pin: a rule that holds the pin's words and says another thing with them (issue 22).

Keyword evidence asks whether a rule sentence holds every probe of a pin. A different rule on the same
topic often does: "Never deploy the frontend on Fridays" holds "deploy" and "Fridays" of "Never deploy
on Fridays", "Write tests with unittest, not pytest" holds all three probes of "Write tests with
pytest, not unittest". Two readings of a one-clause rule tell such a neighbour from a restatement
without a parse:

* **polarity** — a negation governs the pin's words in one and not in the other ("Don't use tabs for
  indentation" for "Use tabs for indentation"; "Always deploy on Fridays" for "Never deploy on
  Fridays"), or a preference is swapped ("unittest, not pytest" for "pytest, not unittest"). A
  negation of something else in the clause ("no emoji max 150 words") does not count;
* **narrowing** — the clause holds every content word of the pin and adds a word where a scope or an
  object goes: after a scope preposition ("in the Makefile", "to staging", "aux clients"), right before a
  word of the pin ("integration tests", "temp files"), or after one past an article ("deploy the
  frontend"). Pronouns, possessives, generic verbs and softeners ("please", "from now on", "btw",
  "weiterhin", "max") are no scope.

Either makes the unit a different rule: the pin is then re-injected unless another unit restates it,
the safe direction. Only space-separated scripts are read (a Japanese clause has no words to compare),
and only one-clause rules (a list run together or a rule with its reason is left to the other checks).
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.detection.probes import _STOPWORDS as _PROBE_STOPWORDS
from memlock_core.detection.scripts import is_unspaced
from memlock_core.detection.sentence_units import split_clauses
from memlock_core.detection.slots import named_place
from memlock_core.detection.typo_mend import letters_swapped
from memlock_core.regex_cache import rx

STEM = 5  # words compared by their first letters: "deploys" is "deploy", "bulleted" is "bullet"
_TOKEN = rx(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
# ("do" and "does" are not here: "do not" is negated by its "not", and Portuguese "do" is "of the": "português do Brasil")
_NEGATION = frozenset("""no not never don't dont doesn't without avoid nor stop skip free forbid forbidden banned
prohibited n't nunca jamás jamas sin ninguno ninguna ningún ne pas jamais aucun aucune sans nie niemals nicht kein
keine keinen keinem ohne não nem sem nenhum nenhuma non mai senza nessun nessuno nessuna
zero cero zéro nada rien nichts niente niet nooit geen zonder nothing""".split())  # "zero emoji", "nada de emojis": a ban
# Words that frame or soften a rule, or stand for any object, without narrowing it: "Don't deploy *anything* on
# Fridays", "Please answer in bullet points *from now on*", "*Remember*: ...".
_NEUTRAL = frozenset("""please pls now from going forward onwards henceforth remember reminder again anything everything
something ever really still also just rule rules okay ok thanks thank yes all any every each whatever
single one times time always never moment point mind sure make let lets kindly important note once more same
like before usual agreed said discussed told asked want need would should must have has had will shall can could
favor favour por favor s'il plaît merci bitte immer nie siempre nunca toujours jamais sempre mai ahora
maintenant jetzt adelante désormais künftig""".split()) | _PROBE_STOPWORDS


_ELIDED = {"n": "ne", "l": "le", "d": "de", "j": "je", "m": "me", "t": "te", "s": "se", "c": "ce", "qu": "que"}


def _tokens(text: str) -> list[str]:
    """Casefolded words; a French elision is two ("n'utilise" is "ne utilise", so its negation is seen)."""
    out: list[str] = []
    for t in _TOKEN.findall(text):
        t = t.casefold()
        head, sep, rest = t.replace("’", "'").partition("'")
        if sep and head in _ELIDED and rest:
            out.extend((_ELIDED[head], rest))
        else:
            out.append(t)
    return out


def _stem(word: str) -> str:
    return word[:STEM]


# Said after what it forbids: "force-pushing to main is forbidden", "Emojis sind verboten".
_FORBIDDEN = frozenset("""forbidden banned prohibited verboten untersagt interdit interdits interdite interdites prohibido
prohibida prohibidos prohibidas proibido proibida vietato vietata vietati""".split())


# Words of size or taste between a negation and the thing banned: "no little emojis", "keine kleinen Emojis", "pas de
# petits emojis", "no fancy tables", "nada de emojis decorativos" is the ban on the thing, not a narrower one
_DEGREE = frozenset("""little small tiny cute fancy extra random unnecessary needless decorative colourful colorful silly
cheesy petit petits petite petites klein kleine kleinen kleines pequeño pequeños pequeña pequeñas piccolo piccoli
piccola piccole pequeno pequenos pequena pequenas kleine kleinen""".split())


def _negated_pin_words(text: str, stems: frozenset[str]) -> bool:
    """Whether a negation governs the pin's words in ``text``: a negation word whose next content word is one of
    them ("Don't use tabs", "no tabs"), or a word that forbids what precedes it ("tabs are forbidden"). A
    negation of something else ("no emoji, max 150 words") does not count."""
    tokens = _tokens(text)
    if any(t in _FORBIDDEN or t in ("off-limits",) for t in tokens) or re.search(r"\boff[\s-]limits\b", text, re.I):
        return True
    for n, tok in enumerate(tokens):
        if tok in _NEGATION or tok.endswith(("n't", "n’t")):
            for nxt in tokens[n + 1:n + 5]:
                if _stem(nxt) in stems and nxt not in _NEUTRAL:
                    return True
                if not (nxt in _NEUTRAL or nxt in _NEGATION or nxt in _ARTICLES or nxt in _FUNCTION or nxt in _DEGREE):
                    break
    return bool(re.search(r"\w-free\b", text))


def _spaced(text: str) -> bool:
    return not any(is_unspaced(c) for c in text)


# A second clause: punctuation, a list separator, a coordinating conjunction.
_SINGLE_BREAK = rx(r"[,;:()—–.!?]\s|\s[-/|&+]\s|/|\s(?:but|and|or|instead\s+of|rather\s+than|pero|mais|aber|ma|"
                           r"y|et|und)\s", re.IGNORECASE)
_PREFERENCE = rx(r"^(?P<pref>.+?)(?:,\s*|\s+)(?:not|instead\s+of|rather\s+than|never|no|no\s+más|pas|nicht|statt|"
                         r"anstatt|en\s+lugar\s+de|en\s+vez\s+de|au\s+lieu\s+de|plutôt\s+que)\s+(?P<rej>[^,;.]+)",
                         re.IGNORECASE)


_SEGMENT = rx(r"\s*[,;—–]\s+")


def segments(unit: str) -> list[str]:
    """The unit, or its comma segments when it is more than one clause ("Don't touch X, it's shared")."""
    return [unit] if _single_clause(unit) else [p for p in _SEGMENT.split(_body(unit)) if p.strip()]
_LEAD = rx(r"^\W*(?:[^\W\d_]+\s+){0,3}[^\W\d_]+\s*:\s+")  # "First:", "One more thing:", "Reminder:"
_TAG = rx(r"^\s*(?:\[[^\]\n]{1,24}\]|#\w{2,16})\s*")  # "[pref] code comments in English", "#rule ..."


# A permission before the action says the action itself, positively: "Go ahead and run the migrations" is "Run the
# migrations" (the opposite of a ban on it), "Feel free to deploy on Fridays", "Du kannst freitags deployen"
_PERMISSION = rx(r"^\W*(?:(?:ok(?:ay)?|alright|sure|fine|now|so)\W+)?(?:go\s+ahead\s+and|feel\s+free\s+to|you\s+(?:can|may)"
                 r"(?:\s+now)?|it['’]s\s+(?:fine|ok(?:ay)?|alright)\s+to|you['’]re\s+(?:allowed|free)\s+to|"
                 r"n['’]hésite\s+pas\s+à|vas-y\s+et|tu\s+peux|puedes|adelante\s+y|du\s+kannst|du\s+darfst|puoi|podes|"
                 r"pode)\s+", re.IGNORECASE)


def _body(text: str) -> str:
    body = _LEAD.sub("", _TAG.sub("", text.strip(), count=1), count=1).rstrip(".!")
    return _PERMISSION.sub("", body, count=1)


# A path is one word, its slashes no list separator: "./output", "~/notes", "/etc/hosts", "src/app/main.py".
_PATH = rx(r"(?<![\w/])(?:\.{1,2}|~)?/[\w.-]+(?:/[\w.-]+)*/?|(?<![\w/])[\w.-]+/[\w.-]+(?:/[\w.-]+)+/?|"
                   r"(?<![\w/])[\w-]+/[\w-]+\.\w+")


def _single_clause(text: str) -> bool:
    body = _PATH.sub("path", _body(text))
    return bool(body) and not _SINGLE_BREAK.search(body + " ") and len(body.split()) <= 14


def _stems(text: str) -> frozenset[str]:
    return frozenset(_stem(t) for t in _tokens(text) if t not in _NEUTRAL and t not in _NEGATION and len(t) > 1)


# A limit turns with its comparative: "No function longer than 40 lines" is "Keep functions under 40 lines".
_LIMIT = rx(r"\d|\b(?:longer|shorter|more|less|fewer|over|under|above|below|exceed\w*|beyond|max\w*|min\w*)\b",
                    re.IGNORECASE)


@lru_cache(maxsize=16384)
def opposite_polarity(pin: str, unit: str) -> bool:
    """The unit says the pin's words with the other polarity: one clause each, one negated and the other not
    ("Don't use tabs for indentation" for "Use tabs for indentation", "Always deploy on Fridays" for "Never
    deploy on Fridays"); or a preference swapped ("unittest, not pytest" for "pytest, not unittest")."""
    if not (_spaced(pin) and _spaced(unit)):
        return False
    if _single_clause(pin) and not _LIMIT.search(pin + " " + unit):
        mine = _stems(pin)
        # the unit's clause that holds the pin's words: the whole unit, or one of its comma segments
        # ("Push to main directly, it's fine" for "Never push to main")
        for part in segments(unit):
            if mine and _single_clause(part) and mine <= _stems(_body(part)):
                return _negated_pin_words(pin, mine) != _negated_pin_words(_body(part), mine)
    a, b = _PREFERENCE.match(pin.strip()), _PREFERENCE.match(unit.strip())
    if a and b:
        pref, rej = _stems(a.group("pref")) - _stems(a.group("rej")), _stems(a.group("rej")) - _stems(a.group("pref"))
        upref, urej = _stems(b.group("pref")), _stems(b.group("rej"))
        return bool(pref & urej) and bool(rej & upref)
    return False


# Where an extra word narrows: as the object of a scope preposition ("in the Makefile", "to staging", "aux
# clients"), right before a word of the pin ("integration tests", "temp files"), or right after one, past
# an article ("deploy the frontend", "files larger than 1 GB").
# "in" is left out: it names a manner as often as a scope ("bullet points in metric units" is two rules, not one
# narrowed), so a bare "in Makefiles" is not read as a narrowing; "in the Makefile" is (:func:`_definite_place`).
_SCOPE = frozenset("""for to on at within inside during aux au à pour sur für bei zum zur para con per""".split())
_ARTICLES = frozenset("""the a an le la les l un une des du el los las lo una unos unas der die das den dem des ein eine
einen einem einer il gli o os as um uma""".split())
# Words that hold no scope: pronouns, possessives, auxiliaries, generic verbs a rule is said with, adverbs of
# continuation ("weiterhin", "throughout", "btw").
_FUNCTION = frozenset("""i me my you your yours we us our they them their he him his she her it its this that these
those there here is are be been being am was were do does did done put get gets got set stick stay keep make give call
cap btw throughout anyway too either as well max min maximum minimum tops most least wherever whatever mir dir
mich dich uns euch sie ihr ihre ihren ihrem deine deinen deinem dein meine meinen mein unsere unser alle allen jede
jeden jeder weiterhin trotzdem grundsätzlich stets bitte me te nos se mi mis tu tus su sus nuestro nuestra todas todos cada también
moi toi nous vous mon ma mes ton ta tes son sa ses notre votre nos vos tous toutes chaque aussi mio mia miei tuo tua tuoi
tutti tutte ogni anche meu minha teu tua seu sua todos todas cada também vers towards hacia verso""".split())


def _is_function(token: str) -> bool:
    return token in _FUNCTION or token in _NEUTRAL or token in _NEGATION or token in _ARTICLES or len(token) < 2


@lru_cache(maxsize=16384)
def narrower(pin: str, unit: str) -> bool:
    """One clause each; the unit's holds every content word of the pin's and adds a scope or an object of its
    own where a scope or an object goes ("Never deploy the frontend on Fridays" for "Never deploy on Fridays",
    "Use tabs for indentation in the Makefile" for "Use tabs for indentation")."""
    if not (_spaced(pin) and _spaced(unit) and _single_clause(pin) and _single_clause(unit)):
        return False
    mine, body = _stems(pin), _body(unit)
    if len(mine) < 2 or not mine <= _stems(body):
        return False  # a pin of one content word has no frame to narrow ("zulu" in a list of words)
    tokens = _tokens(body)
    for n, tok in enumerate(tokens):
        if _is_function(tok) or tok in _SCOPE or _stem(tok) in mine:
            continue
        back = n - 1
        while back >= 0 and tokens[back] in _ARTICLES:
            back -= 1
        before = tokens[back] if back >= 0 else ""
        after = tokens[n + 1] if n + 1 < len(tokens) else ""
        if before in _SCOPE or (back < n - 1 and _stem(before) in mine and not _is_function(before)) \
                or (_stem(after) in mine and not _is_function(after)) or _definite_place(tokens, n):
            return True
    # "in the Makefile", "in README.md": the one definition, shared with slots; a bare name too ("in Dockerfiles")
    return named_place(pin, unit) or _bare_name_place(mine, body)


# "in" names a manner as often as a place ("in bullet points", "in metric units", "en français"); with a definite
# determiner it names a thing the rule is limited to: "in the Makefile", "en el Makefile", "dans le README" ("dans"
# is a place whatever follows), "im Dockerfile", "in this repo". Places that are any reply or the whole project
# ("in the replies", "in this chat", "in the codebase", "in the future") limit nothing.
_IN = frozenset("in en em dans im ins nel nella nello nei negli nelle".split())
_CONTRACTED_IN = frozenset("dans im ins nel nella nello nei negli nelle".split())  # the article is in the word
_DEFINITE = frozenset("""the this that these those our your my le la les l ce cet cette ces notre votre nos vos mon ma
el los las lo este esta estos estas nuestro nuestra nuestros nuestras der die das den dem des diesem dieser diesen
dieses unserem unserer unseren il lo gli questo questa""".split())
_ANY_PLACE = frozenset(_stem(w) for w in """reply replies answer answers response responses respuesta respuestas
réponse réponses antwort antworten risposta risposte resposta respostas output outputs chat chats conversation
conversations conversación session sessions sesión thread future futuro futur zukunft meantime general case way
same project projects proyecto projet projekt progetto repo repos repository codebase code código everything
everywhere whole world""".split())


# A bare name after "in" is a place too ("in Makefiles", "in Python", "en Go"), unless it names a language, a format
# or a scale the reply is written in ("in Spanish", "in Markdown", "in Celsius"): a manner, not a place. Kept apart
# from :func:`slots.named_place`, which needs the determiner: there a German noun ("in Grad Celsius") would count
# as a name and take an alive restatement for another rule; here it only costs an extra reminder.
_NAMED_PLACE = rx(r"(?<=\S)\s+(?:in|en|dans)\s+(?P<name>[A-Z][a-z][\w.+#-]*)")
_MANNER_NAMES = frozenset(LANGUAGES) | frozenset("""markdown latex html json yaml csv celsius fahrenheit kelvin
pascalcase camelcase title sentence""".split())


def _bare_name_place(mine: frozenset[str], body: str) -> bool:
    return any(_stem(m.group("name").casefold()) not in mine and m.group("name").casefold() not in _MANNER_NAMES
               for m in _NAMED_PLACE.finditer(body))


def _definite_place(tokens: list[str], n: int) -> bool:
    """Whether ``tokens[n]`` is a definite thing after "in" (see :data:`_IN`), not any reply or the project."""
    if _stem(tokens[n]) in _ANY_PLACE:
        return False
    back, determiners = n - 1, 0
    while back >= 0 and tokens[back] not in _IN and tokens[back] in _DEFINITE | _ARTICLES and determiners < 2:
        back, determiners = back - 1, determiners + 1
    if back < 0 or tokens[back] not in _IN:
        return False
    return tokens[back] in _CONTRACTED_IN or any(t in _DEFINITE for t in tokens[back + 1:n])


# Words a restatement adds, drops or swaps freely: articles, pronouns, softeners, frame words.
_LIGHT = _ARTICLES | _FUNCTION | _NEGATION | _SCOPE | frozenset("""please always never every each all any from now on ever again
just also really only your my our their to of for with in on at by into onto against about over under across via per
before after de di""".split())  # "de"/"di" are "of": "nada de push" swaps no word of "nunca hagas push"


@lru_cache(maxsize=16384)
def substituted(pin: str, unit: str) -> bool:
    """One clause each, the same frame, content words of the pin swapped one for one in the same place:
    "Always ask before upgrading existing dependencies" for "Always ask before installing new dependencies",
    "Never merge on Fridays" for "Never deploy on Fridays". At least half of the pin's content words must
    stay in place, so a paraphrase in other words is not read as a swap, nor is a word said at more length
    ("a language tag" / "the language name after the backticks")."""
    return bool(swaps(pin, unit))


Swap = tuple[tuple[str, ...], tuple[str, ...], bool]  # the pin's words, the unit's words, whether the pin's come first


@lru_cache(maxsize=16384)
def swaps(pin: str, unit: str) -> tuple[Swap, ...]:
    """The content words of the pin swapped one for one in the unit's same frame (see :func:`substituted`);
    none when the two are not one clause each or too few of the pin's content words stay in place."""
    if not (_spaced(pin) and _spaced(unit) and _single_clause(pin) and _single_clause(unit)):
        return ()
    mine, theirs = _tokens(pin), _tokens(_body(unit))
    content = [t for t in mine if t not in _LIGHT]
    if len(content) < 2:
        return ()
    kept = 0
    found: list[Swap] = []
    for op, i1, i2, j1, j2 in SequenceMatcher(a=mine, b=theirs, autojunk=False).get_opcodes():
        if op == "equal":
            kept += sum(1 for t in mine[i1:i2] if t not in _LIGHT)
        elif op == "replace":
            a = [t for t in mine[i1:i2] if t not in _LIGHT]
            b = [t for t in theirs[j1:j2] if t not in _LIGHT]
            if a and len(a) == len(b) and not {t[:4] for t in a} & {t[:4] for t in b} \
                    and not all(_same_meaning(x, y) for x, y in zip(a, b)) \
                    and not (all(_said_elsewhere(t, theirs[:j1] + theirs[j2:]) for t in a)  # moved, not swapped
                             and not any(_said_elsewhere(t, mine) for t in b)):  # "merge"/"merging" is one
                found.append((tuple(a), tuple(b), a[0] == content[0]))
    return tuple(found) if found and kept * 2 >= len(content) else ()


_GENERIC = frozenset("everything anything all any whatever stuff things tout todo alles tutto tudo".split())
# Words of one meaning, no swap: "the whole test suite" for "the full test suite", "24-hour clock" for "24-hour time"
_MEANINGS = tuple(frozenset(g.split()) for g in (
    "full whole entire complete", "time clock", "ganze gesamte komplette vollständige volle",
    "complète entière complet entier", "completa entera completo entero", "intera completa intero completo",
    "inteira completa inteiro completo", "hele volledige complete",
    # a rule's own value said always or exclusively: "Bitte antworte ausschließlich auf Deutsch" for "Antworte immer ..."
    "always only exclusively solely", "immer nur ausschließlich ausschliesslich stets", "toujours uniquement seulement exclusivement",
    "siempre solo sólo únicamente exclusivamente", "sempre solo soltanto esclusivamente unicamente",
    "sempre só apenas exclusivamente somente", "altijd alleen uitsluitend"))


_INFLECTIONS = ("s", "es", "d", "ed", "ing", "er")


def _said_elsewhere(word: str, tokens: list[str]) -> bool:
    """``word`` (or an inflection of it) is one of ``tokens``. In :func:`swaps`, a pin word the unit says in another
    place of its clause was moved there, not swapped ("Make sure every failed login attempt gets logged" for "Log
    every failed login attempt", "not to name any competitor products" for "Never mention competitor products by
    name"), unless the word put in its place is a pin word too ("spaces, not tabs" for "tabs, not spaces")."""
    for t in tokens:
        if t == word or (len(word) >= STEM and _stem(t) == _stem(word)):
            return True
        if len(word) >= 3 and t.startswith(word):
            rest = t[len(word):]
            if rest in _INFLECTIONS or (rest[:1] == word[-1] and rest[1:] in _INFLECTIONS):  # "logged", "pinned"
                return True
    return False


def _same_meaning(one: str, other: str) -> bool:
    # a letter-swap typo of the word is the word ("smepre" for "sempre", typo_mend.py)
    return any(one in g and other in g for g in _MEANINGS) or letters_swapped(one, other)


def object_swaps(pin: str, unit: str) -> tuple[tuple[str, ...], ...]:
    """The pin's words of each :func:`swaps` pair that may be an object or a scope swapped for another: not the
    rule's verb ("Réponds" / "Écris-moi" is a paraphrase), not for a function or generic word ("Cite everything"
    says more, not other; "should" is the frame of "Every timestamp you write should be ..."), and not a word
    the unit still says elsewhere (moved, not swapped)."""
    said = {_stem(t) for t in _tokens(unit)}
    return tuple(mine for mine, theirs, verb in swaps(pin, unit)
                 if not verb and not any(_is_function(t) or t in _GENERIC for t in theirs)
                 and not any(_stem(t) in said for t in mine))


def neighbour_rule(pin: str, unit: str) -> bool:
    """The unit holds the pin's words but is another rule: the opposite polarity, or a narrower one. A unit of
    several sentences is judged by those that hold every content word of the pin (all of them must differ)."""
    mine = _stems(pin)
    if not mine:
        return False
    holding = [s for s in split_clauses(unit) if mine <= _stems(_body(s))]
    if holding:
        return all(opposite_polarity(pin, s) or narrower(pin, s) or _swapped_beside_reason(pin, s) for s in holding)
    # a swap may sit in the first clause of a rule with a second one ("Never use the latest tag in Docker images,
    # always pin a version" for "Never use the root user in Docker images"): each comma segment is read as well
    return any(substituted(pin, seg) for s in split_clauses(unit) for seg in dict.fromkeys((s, *segments(s))))


def _swapped_beside_reason(pin: str, clause: str) -> bool:
    """A clause of several segments may hold the pin's words only through its reason: "Run ruff on every file you
    touch, we dropped black" holds "black" of "Run black on every file you touch" and swaps it in its rule segment.
    Only an object swapped counts (:func:`object_swaps`), and only when another segment says the pin's word (the
    reason that made the clause hold it): another verb or a synonym in a one-rule clause is a paraphrase."""
    parts = segments(clause)
    if len(parts) < 2:
        return False
    for n, seg in enumerate(parts):
        elsewhere = {_stem(t) for m, other in enumerate(parts) if m != n for t in _tokens(other)}
        if any(all(_stem(t) in elsewhere for t in mine) for mine in object_swaps(pin, seg)):
            return True
    return False


# A condition a rule's action holds under ("without a backup", "during business hours", "sans sauvegarde", "ohne
# Backup", "バックアップなしで"): the rule parse reads the action and drops it, so two rules under different
# conditions would read alike. A clause that sets the scene ("When you write pandas code, use snake_case") is how a
# rule is often first said, not another condition; "even without" concedes.
_CONDITION = rx(
    r"(?<!\beven\s)(?<!\bincluso\s)(?<!\bmême\s)(?<!\bauch\s)(?<!\bselbst\s)\b(?:without|during|outside(?:\s+of)?|"
    r"until|sin|sans|ohne|senza|sem|durante|pendant|während|lors\s+de|fuera\s+de|en\s+dehors\s+de|außerhalb|hors|"
    r"zonder|tijdens|buiten)"
    r"\b\s+(?P<what>[^,;.!?()—–]+)", re.IGNORECASE)
_CONDITION_UNSPACED = rx(r"(?P<what>[\u30a0-\u30ff\u4e00-\u9fff\w]+?)(?:を)?(?:なしで|なしに|無しで|抜きで|の間|中は|中に|"
                                 r"の(?:時|とき|場合))")
_SOFT_CONDITION = frozenset(_stem(w) for w in """possible posible possibile possível möglich needed necessary necesario
nécessaire nötig notwendig applicable relevant appropriate unsure doubt""".split())


_CONDITION_LIGHT = frozenset("""first beforehand ahead previously again up out off please primero antes d'abord
zuerst vorher prima""".split())  # "without backing up first" is "without a backup"
_RUN = rx(r"[\u30a0-\u30ff\u4e00-\u9fff]{2,}")  # a katakana or kanji word of an unspaced script


@lru_cache(maxsize=16384)
def _condition_words(text: str) -> tuple[frozenset[str], ...]:
    """Each condition of ``text``, as the first letters of its content words (a spaced script) or as its noun
    (a Japanese or Chinese one: "バックアップ" of "バックアップなしで")."""
    out: list[frozenset[str]] = []
    for m in _CONDITION.finditer(text):
        words = [t for t in _tokens(m.group("what")) if not _is_function(t) and t not in _CONDITION_LIGHT][:4]
        if words and not any(_stem(t) in _SOFT_CONDITION for t in words):
            out.append(frozenset(t[:4] for t in words))
    if not _spaced(text):
        out.extend(frozenset({m.group("what")}) for m in _CONDITION_UNSPACED.finditer(text)
                   if not _spaced(m.group("what")))
    return tuple(out)


def _words(text: str) -> frozenset[str]:
    """Content words by their first letters, or the katakana and kanji words of an unspaced script."""
    if not _spaced(text):
        return frozenset(_RUN.findall(text))
    return frozenset(t[:4] for t in _tokens(text) if not _is_function(t) and t not in _CONDITION_LIGHT)


def _new_words(words: frozenset[str], pin_words: frozenset[str]) -> bool:
    """A word not the pin's, compared by its first letters either way ("asking" is "ask")."""
    return any(w not in pin_words and not any(w.startswith(p) or p.startswith(w) for p in pin_words if len(p) >= 3)
               for w in words)


def _own_condition(pin: str, sentence: str) -> bool:
    """The sentence brings a condition with a word the pin does not say, or drops the pin's condition for words of
    its own ("en horario laboral" where "sin una copia de seguridad" was)."""
    pin_words = _words(pin)
    if any(_new_words(c, pin_words) if _spaced(next(iter(c))) else not any(w in pin for w in c)
           for c in _condition_words(sentence)):
        return True
    theirs = _words(sentence)
    return any(c - theirs for c in _condition_words(pin)) and bool(theirs - pin_words)


# Words that head a condition of a rule, for the word-by-word reading of a swap (_condition_head_swapped): wider
# than _CONDITION, which reads what the condition says ("before the review", "when asked" head one too).
_CONDITION_HEADS = frozenset("""without during before after while when until unless outside within sin durante antes
después mientras sans pendant avant après ohne während vor nach senza prima dopo sem depois zonder tijdens voor
na buiten""".split())
_LETTERS = rx(r"[^\W\d_]+", re.UNICODE)


def _word_spaced(text: str) -> bool:
    return " " in text.strip() and not any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in text)


def _condition_head_swapped(pin: str, unit: str) -> bool:
    """One condition swapped for another in the same frame, read word by word: the two words before it kept, each
    side headed by another condition word ("... migrations during business hours" for "... migrations without a
    backup")."""
    if not (_word_spaced(pin) and _word_spaced(unit)):
        return False
    mine, theirs = _LETTERS.findall(pin.casefold()), _LETTERS.findall(unit.casefold())
    if _CONDITION_HEADS.isdisjoint(mine) or _CONDITION_HEADS.isdisjoint(theirs):
        return False  # most units: no head on one side, no alignment needed
    ops = SequenceMatcher(a=mine, b=theirs, autojunk=False).get_opcodes()
    return any(op == "replace" and i1 >= 2 and mine[i1] in _CONDITION_HEADS and theirs[j1] in _CONDITION_HEADS
               and mine[i1] != theirs[j1] and mine[i1 - 2:i1] == theirs[j1 - 2:j1]
               for op, i1, i2, j1, j2 in ops)


@lru_cache(maxsize=16384)
def other_condition(pin: str, unit: str) -> bool:
    """The unit states the pin's rule under a condition of its own: "Never run database migrations during business
    hours" for "Never run database migrations without a backup" ("sans sauvegarde" / "pendant les heures de bureau",
    "バックアップなしで" / "営業時間中は"). Two readings: the condition head swapped in the same frame, word by word
    (:func:`_condition_head_swapped`); or, by what the conditions say, every sentence of the unit that holds the
    rest of the pin's words brings one. The pin's own condition said again, or none (a wider rule), is not one."""
    if _condition_head_swapped(pin, unit):
        return True
    if not (_condition_words(pin) or _condition_words(unit)):
        return False  # no condition on either side: nothing to compare (most units, read cheaply)
    core = _words(_CONDITION_UNSPACED.sub(" ", _CONDITION.sub(" ", pin)))
    if len(core) < (2 if _spaced(pin) else 1):
        return False
    holding = [s for s in split_clauses(unit) if core <= _words(s)]
    return bool(holding) and all(_own_condition(pin, s) for s in holding)
