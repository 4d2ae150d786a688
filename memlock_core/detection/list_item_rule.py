"""An item of the user's own instruction list that says a pin in its own short form (issue 22, round 10).

Inside a list the user set as rules ("Settings for this session: 1. ... 2. FR uniquement 3. ..."), an item is
a rule however few its words. These shapes said the pin and were still re-injected:

* **A language by its code.** "FR uniquement", "tylko PL", "PT-BR", "Erklärungen auf DE", "EN only", "JP のみ" for a
  pin that asks for replies in that language. The code is read only in capitals (or with a region, "pt-BR"): "de",
  "en", "it" are words of other languages. The item restates the pin when it names the pin's language (by code
  or name) and no other one not refused, nothing else but frame words (only, answers, explanations, in, ...), and
  does not refuse the pin's language itself ("no FR").
* **One clause of the pin.** "nada directo a main" for "No hagas push directamente a main, siempre por PR.",
  "hands off prod" for "never touch prod. staging only unless i say otherwise": the item says the pin's main
  clause and leaves its second one out. Each clause of the pin (a sentence, or a part between commas and
  semicolons; never a concession or a condition, "auch wenn der Code englisch ist") is compared as a whole pin
  would be (:func:`memlock_core.detection.shortened.says_less_of_the_same`): every content word of the item is a
  word of the clause, it holds half of the clause's probes, with the clause's polarity.
* **Without the pin's frame verb and reply noun.** "type hints everywhere" for "Always include type hints in Python
  code", "без сленга" for "Не используй сленг в ответах": the item holds half of the pin's other probes.
* **An order said by "first".** "test first" for "write the tests before the implementation", "show me the diff
  first" for "Always show the diff before applying a change": with a pin that says "before", the item's "first"
  ("d'abord", "zuerst", "primero", "eerst") is the pin's "before", each step kept on its side (shortened.py).
* **A thing kept out of reach.** "prod DB is off limits", "vendor/ untouchable" ("intouchable", "unantastbar",
  "intocable", "intoccabile", "nietykalny") is "don't touch prod DB", compared as such; a thing ruled out by an
  idiom ("Friday deploys are off the table") likewise (idioms.said_as_ban).
* **The other value of a slot the pin bans.** "active voice" for "Don't use passive voice", "metric units" for
  "Never give distances in imperial units".
* **Other words for the same parts.** "PRs" is "PR", "the full test suite" is "the test suite", "max 3" is the pin's
  "limit ... to three".

A neighbour item still brings a word of its own ("never commit directly to main" for "Never force-push to
main"), another language, number, name ("type hints in TypeScript") or scope, or the other polarity, and is vetoed
by :func:`memlock_core.detection.rule_identity.says_other`. Read only for drifted pins: for list items and for the
user's own short rule sentences (:func:`restates_in_short_rule`, the list item's shape said as a sentence). A
sentence the mood gate does not read as a rule is never read here (recall first: the gate-free path was withdrawn).
"""
from __future__ import annotations

import re
from functools import lru_cache
from os.path import commonprefix

from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.detection.idioms import said_as_ban
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.rule_identity import languages_named, same_rule, says_other, signature
from memlock_core.detection.rule_mood import CONCESSION
from memlock_core.detection.shortened import content_words as shortened_words
from memlock_core.detection.shortened import says_less_of_the_same
from memlock_core.detection.shortened import stem as shortened_stem
from memlock_core.detection.shortened import tokens as shortened_tokens
from memlock_core.regex_cache import rx

# ISO 639-1 codes users write for a language, to the code the rule parse gives ("JP", "CN", "KR" for the country)
_CODES = {"EN": "en", "FR": "fr", "DE": "de", "ES": "es", "IT": "it", "PT": "pt", "NL": "nl", "PL": "pl",
          "RU": "ru", "JA": "ja", "JP": "ja", "ZH": "zh", "CN": "zh", "KO": "ko", "KR": "ko", "TR": "tr",
          "SV": "sv", "DA": "da", "FI": "fi", "CS": "cs"}
# a code in capitals, a region after it ("PT-BR", "en-GB", "pt_BR"): never a lower-case word ("de", "en", "es")
_CODE = rx(r"(?<![\w-])(?P<code>[A-Z]{2}|[a-z]{2}(?=[-_][A-Z]{2}\b))(?:[-_](?P<region>[A-Z]{2}))?(?![\w-])")
# a region the pin names, by the code of its country
_REGIONS = {"BR": ("brasil", "brazil", "brasileiro", "brésil", "brasilien"), "PT": ("portugal", "europeu", "european"),
            "GB": ("british", "uk", "britain", "britannique", "britisch"), "US": ("american", "us", "américain"),
            "MX": ("mexic", "méxic"), "CA": ("canad", "québ", "queb"), "AT": ("österreich", "austria"),
            "CH": ("schweiz", "suisse", "swiss")}
_REFUSING = (r"(?:not|no|never|nor|without|pas|jamais|sans|nicht|nie|kein\w*|ohne|nunca|sin|não|nem|sem|non|mai|"
             r"senza|niet|nooit|geen|zonder|bez|без|не|нет|instead\s+of|rather\s+than|au\s+lieu|statt|en\s+vez|"
             r"invece|em\s+vez|in\s+plaats)")
_LEAD_PREP = r"(?:\s+[^\W\d_]{1,5}){0,2}"  # "pas de FR", "no more EN", "kein DE"
# what a language item may say besides the language: that it is the only one, and of what (the replies)
_FRAME = frozenset("""only just always please everything all replies reply answers answer responses response
explanations explanation chat talk speak write writing language text output prose in en auf em po na по на op im
dans à a de do da del des du der die das uniquement seulement toujours réponses réponse explications langue tout
nur immer antworten antwort erklärungen erklärung sprache alles bitte solo sólo siempre respuestas respuesta
explicaciones idioma todo soltanto sempre risposte risposta spiegazioni lingua tutto somente apenas respostas
resposta explicações explicacoes língua lingua tudo alleen altijd antwoorden antwoord uitleg taal alles tylko
zawsze odpowiedzi odpowiedź wyjaśnienia język wszystko только всегда ответы ответ объяснения язык всё все
sadece yalnızca hep her zaman cevaplar yanıtlar açıklamalar dil ok okay
answer reply respond write speak répondre écrire parler réponds écris parle antworten schreiben sprechen antworte
schreib sprich responder escribir hablar responde escribe habla rispondere scrivere parlare rispondi scrivi parla
responda escrever falar escreva fale antwoorden schrijven spreken schrijf spreek odpowiadać pisać mówić odpowiadaj
pisz mów отвечать писать говорить отвечай пиши говори""".split())
_WORD = rx(r"[^\W\d_]+", re.UNICODE)
# the same frame in scripts without spaces, and their particles: "JP のみ", "回答は日本語で", "仅用中文", "한국어로만 답변"
_WIDE_FRAME = rx(r"のみ|だけ|回答|返答|答え|返信|説明|全部|常に|いつも|仅|只|用|回答|答复|回复|说明|一律|总是|始终|"
                 r"답변|대답|설명|항상|로만|으로만|만|[はでのをにがもとへ、。・：]|[로으]로?")
_LANGUAGE_WORDS = frozenset(w for k in LANGUAGES for w in k.split())  # "po polsku", "w języku polskim"
_NAME = rx("|".join(re.escape(k) for k in sorted(LANGUAGES, key=len, reverse=True)), re.IGNORECASE)  # "по-русски"
_REFUSING_WORD = rx(_REFUSING + r"$", re.IGNORECASE)


def _pin_language(pin: str) -> str:
    """The one language a pin asks the replies in, when that is all it asks; else ""."""
    parts = signature(pin).parts
    values = {p[3] for p in parts if p[:3] == ("reply", "language", "must")}
    # a spelling rule beside it names the region ("português do Brasil": language pt, spelling pt-BR)
    if len(values) != 1 or any(p[:2] not in (("reply", "language"), ("reply", "spelling")) for p in parts):
        return ""
    return next(iter(values))


def _codes(item: str) -> list[tuple[str, str, int, int]]:
    """(language, region, start, end) of every language code in ``item``."""
    out = []
    for m in _CODE.finditer(item):
        lang = _CODES.get(m.group("code").upper())
        if lang:
            out.append((lang, m.group("region") or "", m.start(), m.end()))
    return out


def _refused(item: str, start: int) -> bool:
    return bool(re.search(_REFUSING + _LEAD_PREP + r"\s*$", item[:start], re.IGNORECASE))


def restates_language(pin: str, item: str) -> bool:
    """``item`` (a list item) says the pin's reply language by its code or name and nothing else (module doc)."""
    lang = _pin_language(pin)
    if not lang or len(item) > 60 or any(ch.isdigit() for ch in item):
        return False
    codes = _codes(item)
    named = languages_named(item)
    rest = item
    for _, _, start, end in reversed(codes):
        rest = rest[:start] + " " + rest[end:]
    told = {c for c, *_ in codes} | set(named)
    if lang not in told:
        return False
    low_pin = pin.casefold()
    for code, region, start, _ in codes:
        if code == lang and _refused(item, start):
            return False  # "no FR", "kein DE": the pin's language refused
        if code != lang and not _refused(item, start):
            return False  # another language, not refused: another rule
        if code == lang and region and region in _REGIONS and not any(w in low_pin for w in _REGIONS[region]) \
                and any(w in low_pin for r, words in _REGIONS.items() if r != region for w in words):
            return False  # "PT-BR" for a pin that names Portugal
    for name in named - {lang}:
        if not any(_refused(rest, m.start()) for m in re.finditer(
                "|".join(re.escape(k) for k, v in LANGUAGES.items() if v == name), rest, re.IGNORECASE)):
            return False
    if lang in named and any(_refused(rest, m.start()) for m in re.finditer(
            "|".join(re.escape(k) for k, v in LANGUAGES.items() if v == lang), rest, re.IGNORECASE)):
        return False
    rest = _WIDE_FRAME.sub(" ", _NAME.sub(" ", rest))
    words = [w.casefold() for w in _WORD.findall(rest)]
    return all(w in _FRAME or w in LANGUAGES or w in _LANGUAGE_WORDS or _REFUSING_WORD.match(w) for w in words)


# a pin's clauses: its sentences, and the parts between commas, semicolons and colons (shortened.py's split)
_CLAUSE = rx(r"(?<=[.!?;])\s+|[,;:]\s*|\s+[—–]\s+|\s+(?:but|pero|mais|aber|ma|mas|maar)\s+", re.IGNORECASE)
# a clause that only sets a condition or an exception is no rule of its own: "unless I say otherwise", "if asked"
_CONDITION = rx(r"^\W*(?:unless|if|when|whenever|except|even|sauf|si|quand|à\s+moins|wenn|falls|außer|es\s+sei|"
                        r"si|cuando|salvo|excepto|a\s+menos|se|quando|tranne|a\s+meno|als|tenzij|behalve|tenzij|"
                        r"если|когда|кроме|jeśli|jeżeli|chyba|gdy)\b", re.IGNORECASE)
MIN_CLAUSES = 2


@lru_cache(maxsize=8192)
def _clauses(pin: str) -> tuple[str, ...]:
    """The clauses of ``pin`` that each state a rule (see :data:`_CLAUSE`, :data:`_CONDITION`)."""
    text = CONCESSION.sub(" ", pin)
    parts = [p.strip(" .!") for p in _CLAUSE.split(text) if p and p.strip(" .!")]
    return tuple(p for p in parts if not _CONDITION.match(p) and derive_probes(p))


def says_one_clause(pin: str, item: str) -> str:
    """The part of ``item`` that says one whole clause of a pin of several (module doc), or ""."""
    clauses = _clauses(pin)
    if len(clauses) < MIN_CLAUSES:
        return ""
    for clause in clauses:
        shorter = says_less_of_the_same(clause, derive_probes(clause), item)
        if shorter and not says_other(pin, shorter) and not says_other(clause, shorter):
            return shorter
    return ""


# "first" in an item, the pin's "before" (its word in the pin's language)
_FIRST = rx(r"\b(?:first|d['’]abord|en\s+premier|zuerst|erst|primero|primeiro|eerst)\b", re.IGNORECASE)
_BEFORE = rx(r"\b(?:before|avant|bevor|vor|antes|prima|voor|voordat)\b", re.IGNORECASE)


def first_as_before(pin: str, item: str) -> str:
    """``item`` with its "first" said as the pin's "before", when the pin orders two steps by "before"; a "first"
    beside the item's own "before" only stresses it ("tests first, before changing a function"); else ""."""
    before = _BEFORE.search(pin)
    if not before or not _FIRST.search(item):
        return ""
    if _BEFORE.search(item):
        return " ".join(_FIRST.sub(" ", item).split()).strip(" ,")
    return _FIRST.sub(before.group(0), item, count=1).strip()


# How a short item says what the pin says in words the word comparison reads otherwise: an acronym in the plural
# ("PRs" is "PR"), a word that stresses completeness ("the full test suite" is "the test suite"), "max" for the pin's
# "limit" ("max 3 web searches per question" for "Limit web searches to three per question").
_ACRONYM_PLURAL = rx(r"\b(?P<acronym>[A-Z]{2,5})s\b")
_COMPLETE = rx(r"\b(?:full|whole|entire|complete|complet[ea]?|entière|entier|ganze[nrs]?|vollständige[nrs]?|"
               r"intera|intero|completo|completa|hele|volledige|inteir[oa])\s+", re.IGNORECASE)
_LIMIT = rx(r"\b(?:limit\w*|limite\w*|limita\w*|begrenz\w*|beperk\w*)\b", re.IGNORECASE)
_MAX = rx(r"\b(?:max(?:imum)?\.?|at\s+most|máx(?:imo)?\.?|höchstens|maximal|au\s+plus|al\s+massimo|no\s+máximo)(?=\s)",
          re.IGNORECASE)


def plain_words(pin: str, item: str) -> str:
    """``item`` in the words the comparison reads (see above); ``item`` itself when none applies."""
    text = _COMPLETE.sub("", _ACRONYM_PLURAL.sub(r"\g<acronym>", item))
    limit = _LIMIT.search(pin)
    if limit and not _LIMIT.search(text):
        text = _MAX.sub(limit.group(0), text, count=1)
    return text


# a thing kept out of reach: "X is off limits", "X: hands off", "X untouchable" is "don't touch X"
_OUT_OF_REACH = rx(r"^\W*(?P<what>[^,;:.]{1,40}?)\s*(?:\b(?:is|are|stays?|remains?)\s+)?[:—–-]?\s*"
                           r"(?:off[- ]limits|untouchable|hands[- ]off|intouchables?|unantastbar|tabu|taboo|intocables?|"
                           r"intoccabil[ei]|intocáve(?:l|is)|onaantastbaar|nietykaln[aeyi]\w*|неприкосновенн\w*)\W*$",
                           re.IGNORECASE)


_LEAD_IN = rx(r"^[^:—–]{1,40}(?:[:—–]|\bthat\b|\bque\b|\bdass\b)\s+", re.IGNORECASE)  # "Keep in mind that ...", "Rappel : ..."


def out_of_reach(pin: str, item: str) -> str:
    """``item`` said as a ban on touching its object ("prod DB is off limits" -> "don't touch prod DB"), or "".
    Only for an object every word of which the pin names ("prod Redis" is not "the production database")."""
    m = _OUT_OF_REACH.match(item) or _OUT_OF_REACH.match(_LEAD_IN.sub("", item, count=1))
    if not m:
        return ""
    what = m.group("what").strip()
    if not shortened_words(what) <= shortened_words(pin):
        return ""
    return f"don't touch {what}"


# The two values of a slot a rule picks one of: banning one asks for the other ("active voice" for "Don't use passive
# voice", "formal register" for "Never write casually"), in the languages memlock reads
_OTHER_VALUE = (("active", "passive"), ("activa", "pasiva"), ("actif", "passif"), ("active", "passive"),
                ("aktiv", "passiv"), ("attiva", "passiva"), ("ativa", "passiva"), ("actieve", "passieve"),
                ("formal", "casual"), ("formal", "informal"), ("formel", "familier"), ("förmlich", "locker"),
                ("formale", "informale"), ("metric", "imperial"), ("métrique", "impérial"), ("métrico", "imperial"),
                ("metrisch", "imperial"), ("plain", "markdown"), ("sie", "du"), ("vous", "tu"), ("usted", "tú"))
_BANNED = rx(r"\b(?:no|not|never|don['’]?t|do\s+not|avoid|pas|jamais|ne|nicht|nie|kein\w*|vermeide|nunca|sin|evita|"
                     r"non|mai|evita|não|nem|evite|geen|nooit|niet|vermijd|не|никогда|без)\b", re.IGNORECASE)


def other_value(pin: str, item: str) -> str:
    """``item`` (not a ban) that asks for the other value of a slot the pin bans one value of, said as the pin's
    ban ("active voice" -> "no passive voice"); else ""."""
    if _BANNED.search(item) or not _BANNED.search(pin):
        return ""
    mine, theirs = set(_WORD.findall(pin.casefold())), _WORD.findall(item.casefold())
    for a, b in _OTHER_VALUE:
        for banned, asked in ((a, b), (b, a)):
            if banned in mine and asked not in mine and asked in theirs and banned not in theirs:
                return "no " + " ".join(banned if w == asked else w for w in theirs)
    return ""


# an article fused with a preposition, which the word comparison does not set aside: "piano prima delle modifiche"
_ARTICLE = rx(r"(?<!\w)(?:dell[aeo']?|degli|dei|nell[aeo']?|negli|nei|sull[aeo']?|sugli|sui|all[aeo']|agli|ai|"
                      r"dall[aeo']?|dagli|dai|coll[aeo]|zum|zur|vom|beim|aux|dos|das|nos|nas|pelo|pela)(?!\w)", re.IGNORECASE)


# The verb a rule is given with and the reply it governs, which a list item leaves out: "type hints everywhere" for
# "Always include type hints in Python code", "без сленга" for "Не используй сленг в ответах", "madde madde" for
# "Cevaplarını madde madde yaz". By their first letters (shortened.py compares words so), in the languages memlock
# reads. They are left out of the probes the item must hold half of, never out of the words it may say.
_FRAME_STEMS = frozenset("""incl add writ ment prov put give answ repl resp outp ajou écri donn mets répo schr füge nenn
gib benu antw escr añad menc pon uses use scri aggi mett adic voeg verm gebr испо пиши отве доба указ pisz używ odpo
poda yaz kull ekle ceva yanı""".split())


def _weighed(probes: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """``probes`` without the pin's frame verb and reply noun (:data:`_FRAME_STEMS`)."""
    return tuple(p for p in probes if not any(shortened_stem(t) in _FRAME_STEMS for t in shortened_tokens(p)))


_CASED = rx(r"[^\W\d_][\w#+.-]*[\w#+]|[^\W\d_]", re.UNICODE)


def _names_kept(pin: str, item: str) -> bool:
    """Every name the item writes with a capital past its first word (an acronym aside) is a word of the pin, or a form of one
    ("Stichpunkte" for "Stichpunkten"): "type hints in TypeScript" is no "type hints in Python", however the two
    compare by their first letters."""
    mine = [w.casefold() for w in _CASED.findall(pin)]
    for word in _CASED.findall(item)[1:]:
        if (word[:1].isupper() or any(ch.isupper() for ch in word[1:])) and not word.isupper():  # "DB", "PR": acronyms
            low = word.casefold()
            if not any(low == m or _forms(low, m) for m in mine):
                return False
    return True


def _forms(one: str, other: str) -> bool:
    """Two forms of one word: a common stem of four letters or more, endings of three at most."""
    stem = len(commonprefix([one, other]))
    return stem >= 4 and len(one) - stem <= 3 and len(other) - stem <= 3


def restates_as_item(pin: str, probes: tuple[str, ...] | list[str], item: str) -> bool:
    """``item`` of the user's own list says ``pin`` in one of the shapes of the module doc."""
    return _restates_as_item(pin, tuple(probes), item)


@lru_cache(maxsize=16384)
def _restates_as_item(pin: str, probes: tuple[str, ...], item: str) -> bool:
    if restates_language(pin, item):
        return True
    if not _names_kept(pin, item):
        return False
    bare = plain_words(pin, _ARTICLE.sub(" ", item))
    variants = (item, bare, first_as_before(pin, bare), out_of_reach(pin, bare), other_value(pin, bare),
                *said_as_ban(bare))
    for variant in dict.fromkeys(v for v in variants if v):
        if variant != item:
            if same_rule(pin, variant):  # "vendor/ untouchable" as "don't touch vendor/" parses as the pin's ban
                return True
            shorter = says_less_of_the_same(pin, probes, variant)
            if shorter and not says_other(pin, shorter):
                return True
        if says_one_clause(pin, variant):
            return True
        light = _weighed(probes)
        if light and len(light) < len(probes) and (shorter := says_less_of_the_same(pin, light, variant)) \
                and not says_other(pin, shorter):
            return True
    return False


SHORT_WORDS = 12  # a rule sentence this short says one rule, as a list item does


def restates_in_short_rule(pin: str, probes: list[str], units: list[str]) -> str:
    """The short rule sentence of ``units`` that says ``pin`` in one of the shapes above, or ""."""
    mine = shortened_words(pin)
    for unit in units:
        # a sentence that shares no word with the pin, names no language and keeps nothing out of reach says no
        # part of it: the parse is not read for it
        if unit and (shortened_words(unit) & mine or _CODE.search(unit) or languages_named(unit)
                     or _OUT_OF_REACH.search(unit)) and restates_as_item(pin, probes, unit.strip().rstrip(".!")):
            return unit
    return ""
