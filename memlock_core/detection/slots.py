"""A neighbour that differs from the pin in one slot the rule parse does not read (issue 22).

The rule parse reads a rule's polarity, action and object; a user's neighbour rule often keeps all three and
changes one slot around them. Each slot is read here by its kind, not by the case's words, in the languages
memlock reads (en fr de es pt it nl ru ja zh ko):

* **occasion** — a one-off request points at the current turn with a demonstrative ("just for this answer",
  "cette fois", "dieses Mal", "esta vez", "今回だけ", "这次", "이번만"); a standing rule does not;
* **condition** — a clause headed by "if / when" ("wenn ich Deutsch schreibe", "si je te le demande",
  "如果", "なら", "경우") with a word of its own limits the rule to that case;
* **day** — the weekday or weekend a rule is bound to, read as its index in any language ("vendredi",
  "Freitag", "пятница", "金曜", "周五", "금요일"): another day, or none where the pin names one, is another rule;
* **name** — a code name (a path, a host, a branch: a token with "/", "." or "_" inside, a backticked one, or
  a Latin word inside a non-Latin sentence: "main" / "staging" in Korean) swapped for another;
* **quantity** — a number of the pin that the unit does not say ("two decimals" / "sans décimales");
* **scope** — a comma-separated phrase that only names where the rule holds ("dans le tableau de synthèse",
  "In the invoice template,") naming a thing the pin does not;
* **permission** — "you may / puedes / du darfst / можно / 可以" turns an obligation into a permission;
* **strength** — "optional / if possible / ideally / 任意 / できれば" loosens the pin's rule (hedge.py);
* **variety** — "español de México", "Mexican Spanish", "Schweizerdeutsch" for the bare language (variety.py);
* in scripts without spaces, one run of content characters swapped for another in the same frame
  ("金요일에는" / "점심시간에는", "周五" / "双十一期间").

Any of them makes the unit another rule: it cannot keep the pin alive, and the pin is re-injected (recall
first). A unit that only says *less* (a shortened restatement) is judged with ``shorter=True``: a slot the unit
leaves out is not a difference there, a slot it fills otherwise is.
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from memlock_core.compliance.date_lexicon import weekday_index
from memlock_core.compliance.reply_rule import parse_reply_rule, with_number_phrases
from memlock_core.detection.exclusive import REPLY_PLACE
from memlock_core.detection.hedge import weakened
from memlock_core.detection.number_words import number_words
from memlock_core.detection.rule_mood import CONCESSION
from memlock_core.detection.variety import other_variety
from memlock_core.number_lexicon import han_value
from memlock_core.regex_cache import rx

_WIDE = rx("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _unspaced(text: str) -> bool:
    return bool(_WIDE.search(text))


# --- occasion: a demonstrative pointing at this turn -------------------------------------------------------------
_THIS = (r"(?:this|that|the\s+next|cette|cet|ce|diese[snmr]?|esta|este|essa|esse|nesta|neste|desta|deste|questa|"
         r"questo|deze|dit|этот|эта|это|этого|этом|эту|этой)")
_TURN = (r"(?:answer|reply|response|message|question|time|one|once|réponse|fois|message|question|antwort|mal|"
         r"nachricht|frage|respuesta|vez|mensaje|pregunta|resposta|mensagem|pergunta|risposta|volta|messaggio|"
         r"domanda|antwoord|keer|bericht|vraag|ответ\w*|раз|сообщени\w*|вопрос\w*)")
_ONE_OFF = rx(
    rf"\b(?:(?:just|only|solo|sólo|seulement|juste|nur|apenas|só|alleen|только)\s+(?:for\s+|pour\s+|für\s+|para\s+|"
    rf"per\s+|voor\s+|для\s+|en\s+|in\s+|na\s+|по\s+)?{_THIS}\s+{_TURN}|{_THIS}\s+{_TURN}\s+(?:only|seulement|"
    rf"uniquement|nur|solamente|apenas|soltanto|alleen|только)|(?:for|pour|für|para|per|voor|на|в)\s+{_THIS}\s+"
    rf"(?:time|once|fois|mal|vez|volta|keer|раз)|this\s+once|diesmal|stavolta|questa\s+volta|esta\s+vez|"
    rf"desta\s+vez|cette\s+fois|dieses\s+mal|deze\s+keer|на\s+этот\s+раз|в\s+этот\s+раз|one-off|einmalig)\b|"
    r"今回(?:だけ|のみ|は)|この(?:回答|返信|質問)(?:だけ|では|は)|这次|這次|这一次|本次|仅此一次|僅此一次|"
    r"这个回答|這個回答|이번만|이번에는|이번\s*답변", re.IGNORECASE)


def one_off(text: str) -> bool:
    """Whether ``text`` points at the current turn only (see the module doc)."""
    return bool(_ONE_OFF.search(text))


# --- condition: "if / when" with words of its own -----------------------------------------------------------------
# "if" heads a condition whoever it is about; "when" sets the scene for the assistant's action as often ("When you
# write pandas code, use snake_case"), so a "when" clause counts only when it is about the user ("wenn ich ...").
_IF = rx(r"\b(?:(?P<if>if|si|wenn|falls|sofern|indien|если)|when|whenever|quand|lorsque|"
                 r"lorsqu['’]|cuando|quando|wanneer|когда)\b\s*(?P<what>[^,;.!?()—–]+)", re.IGNORECASE)
# the user as the subject of the case ("if I write", "wenn ich"); "whenever you give me" is the assistant's doing
_USER = frozenset("i i'm i've je j' ich yo eu io ik я".split())
_SOFT = frozenset(w[:4] for w in """possible posible possibile possível möglich mogelijk возможно needed necessary
nécessaire necesario necessario necessário nötig nodig нужно applicable relevant appropriate unsure doubt
doute duda dubbio dúvida zweifel twijfel sure""".split())
_IF_UNSPACED = rx(r"如果|假如|的话|的話|の場合|場合は|なら|たら|면[\s,]|경우")
_LIGHT = frozenset("""i me my you your we us our it its they them he she one this that is are am be do does the a an
je tu il elle on nous vous me te le la les un une des de du ich du er sie es wir mir dich mich der die das ein eine
yo tú él ella me te lo el los las un una eu você ele ela o a os as um uma io lui lei il lo gli ik jij je hij zij het
een de я ты он она мы вы мне тебе меня тебя please always""".split())


# "when" in a script without spaces closes its clause: "日本語で質問したときは", "用中文提问的时候", "일본어로 질문할 때".
# Like "when" in English it also sets the scene for the pin's own action ("答えるときは"), so the clause counts
# only when it holds a word of its own: two content characters (kanji, katakana, hangul) the pin does not have.
_WHEN_UNSPACED = rx(r"(?:とき|時)(?=[はにもの、,]|$)|的时候|的時候|时候|時候|\s*때(?:는|에는|에|마다)?(?=[\s,]|$)")
_CLAUSE_START = rx(r"[。、，,.!！?？:：;；]")
_INFLECTION = frozenset("할한될된던는을를면요你我您他她它们們私僕俺저나너당신우리")  # endings and pronouns: no word of its own


def _own_when_unspaced(pin: str, unit: str) -> bool:
    for m in _WHEN_UNSPACED.finditer(unit):
        # "你回复我的时候" (when you reply to me) is the reply itself, no case of its own
        clause = _FUNCTION_WORDS.sub("", _CLAUSE_START.split(unit[:m.start()])[-1])
        own = {ch for ch in clause if re.match("[\u30a0-\u30ff\u3400-\u9fff\uac00-\ud7af]", ch)
               and ch not in _FUNCTION_CHARS and ch not in _INFLECTION and ch not in pin}
        if len(own) >= 2:
            return True
    return False


def _words(text: str) -> frozenset[str]:
    return frozenset(w[:4] for w in re.findall(r"[^\W\d_]+", text.casefold()) if w not in _LIGHT and len(w) > 1)


def _near(word: str, words: frozenset[str]) -> bool:
    return any(word.startswith(w) or w.startswith(word) for w in words if len(w) >= 3)


def own_condition(pin: str, unit: str) -> bool:
    """The unit holds the pin's rule under an "if / when" clause the pin does not have: one about the user
    ("Antworte auf Deutsch, wenn ich auf Deutsch schreibe" for "Antworte immer auf Deutsch"), or an "if" with a
    case of its own ("if the ticket is from Ghent"). A concession ("even when I ...") is no condition."""
    if _IF.search(pin) or _IF_UNSPACED.search(pin):
        return False
    if _unspaced(unit):
        return bool(_IF_UNSPACED.search(unit)) or _own_when_unspaced(pin, unit)
    mine = _words(pin)
    for m in _IF.finditer(CONCESSION.sub(" ", unit)):  # "even when I paste English" concedes, it limits nothing
        words = _words(m.group("what"))
        said = set(re.findall(r"[^\W\d_]+(?:['’])?", m.group("what").casefold()))
        if words & _SOFT:
            continue
        # a case of the user's own doing ("falls ich Italienisch schreibe") limits the rule whatever its words;
        # another "if" does when all its words are its own ("if you delete a file, ask me" for "Ask before deleting
        # files" names the pin's own case)
        if said & _USER or m.group("if") and words and not any(_near(w, mine) for w in words):
            return True
    return False


# --- day: a weekday or the weekend, by its index -------------------------------------------------------------------
# the weekdays of the date lexicon (every language, every variant: "Sonnabend", "пятниц", "金曜", "星期五"), but for
# "terça-feira" and "sexta-feira", which were never among them ("terça", "sexta" are): kept as they were; then the
# weekend (7)
_WEEKEND = ("weekend weekends week-end week-ends wochenende wochenenden fin de semana fim de semana fine settimana "
            "выходн 週末 周末 주말")
_DAY = [(n, name) for n, name in weekday_index() if name not in ("terça-feira", "sexta-feira")]
_DAY += [(7, name) for name in _WEEKEND.split() if name not in ("fin", "de", "semana", "fim", "fine", "settimana")]
_DAY_SPACED = rx(r"(?<![^\W\d_])(?:" + "|".join(sorted((re.escape(w) for _, w in _DAY if w.isascii() or
                                                                  re.match(r"[^\W\d_]", w) and not _WIDE.match(w)),
                                                                 key=len, reverse=True))
                         + r"|fin\s+de\s+semana|fim\s+de\s+semana|fine\s+settimana)", re.IGNORECASE)
_INDEX = {w.casefold(): n for n, w in _DAY}
_INDEX.update({"fin de semana": 7, "fim de semana": 7, "fine settimana": 7})
# a "Friday" in "Friday's report" or "on Friday 3 May" is still a day; "sabato"/"sábado" singular or plural alike


_CLAUSE = rx(r"\s*[,;:—–]\s*|\s+(?:and|but|et|mais|und|aber|y|pero|e|ma|mas|maar|и|но)\s+", re.IGNORECASE)


def _holding_clause(pin: str, unit: str) -> str:
    """The clause of ``unit`` that holds most of the pin's words (the whole unit in a script without spaces): a day
    named in another clause ("..., and keep Wednesday evening free") belongs to another rule."""
    if _unspaced(unit):
        return unit
    mine = _words(pin)
    clauses = [c for c in _CLAUSE.split(unit) if c.strip()]
    held = [sum(1 for w in _words(c) if _near(w, mine)) for c in clauses]
    return " ".join(c for c, n in zip(clauses, held) if n == max(held, default=0)) or unit


@lru_cache(maxsize=16384)
def days(text: str) -> frozenset[int]:
    """The weekdays (0 = Monday) and the weekend (7) ``text`` names, in any of memlock's languages."""
    found = {_INDEX[" ".join(m.group(0).casefold().split())] for m in _DAY_SPACED.finditer(text)
             if " ".join(m.group(0).casefold().split()) in _INDEX}
    found |= {n for n, w in _DAY if _WIDE.match(w) and w in text}
    return frozenset(found)


_ON_DAY = rx(r"(?:\b(?:on|every|le|les|chaque|am|an|jeden|el|los|cada|il|i|ogni|na|nas|às|op|elke|в|по)\s+)?(?:"
             + _DAY_SPACED.pattern + r")(?:s\b)?|(?:" + "|".join(w for _, w in _DAY if _WIDE.match(w))
             + r")(?:日)?(?:には|に|は)?", re.IGNORECASE)


def without_days(text: str) -> str:
    """``text`` with the days it names blanked ("Never deploy on Fridays" -> "Never deploy"): the rule parse of a
    rule bound to a day, whose day :func:`slot_differs` compares apart."""
    return _ON_DAY.sub(" ", text) if days(text) else text


# --- name: paths, hosts, branches ----------------------------------------------------------------------------------
_CODE_NAME = rx(r"`([^`\s]{1,60})`|(?<![\w/.])((?:[A-Za-z0-9-]+[/._])+[A-Za-z0-9-]+)(?![\w/])")
_LATIN = rx(r"[A-Za-z][A-Za-z0-9_.+#/-]*")


# A date format spelled as its parts ("TT.MM.JJJJ", "Tag.Monat.Jahr", "jour/mois/année", "YYYY-MM-DD"): the value the
# reply parse reads (dmy / ymd), compared there; no code name of its own.
_DATE_PART = (r"(?:d{1,2}|m{1,2}|y{2,4}|t{1,2}|j{1,4}|a{2,4}|g{1,2}|day|month|year|tag|monat|jahr|jour|mois|ann[ée]e|"
              r"d[ií]a|mes|a[ñn]o|giorno|mese|anno|dag|maand|jaar)")
_DATE_PATTERN = rx(rf"{_DATE_PART}(?:[./-]{_DATE_PART}){{1,2}}", re.IGNORECASE)


@lru_cache(maxsize=16384)
def names(text: str) -> frozenset[str]:
    """The code names of ``text``: backticked tokens and tokens with "/", "." or "_" inside; in a non-Latin
    sentence (CJK, Cyrillic) every Latin word too, for there a Latin word is a name ("main", "staging")."""
    found = {(m.group(1) or m.group(2)).casefold().rstrip(".") for m in _CODE_NAME.finditer(text)}
    found = {f for f in found if not re.fullmatch(r"[\d._/-]+|[a-z]\.[a-z]\.?|e\.g|i\.e|etc", f)
             and not _DATE_PATTERN.fullmatch(f)}
    letters = re.findall(r"[^\W\d_]", text)
    if letters and sum(1 for ch in letters if ch.isascii()) * 2 < len(letters):
        found |= {w.casefold().rstrip(".") for w in _LATIN.findall(text)}
    return frozenset(found)


def swapped_name(pin: str, unit: str) -> bool:
    """A code name of the pin missing from the unit, which names one of its own instead."""
    mine, theirs = names(pin), names(unit)
    return bool(mine - theirs) and bool(theirs - mine)


# --- quantity -----------------------------------------------------------------------------------------------------
_CJK_NUMBER = rx(r"[一二两兩三四五六七八九]?十[一二三四五六七八九]?|[二两兩三四五六七八九]"
                         r"(?=[个個行句条條点點段字词詞つ項项])")


def _arabic(m: re.Match[str]) -> str:
    """A Chinese numeral below 100 as digits: "三十" is "30", "十五" is "15"."""
    return str(han_value(m.group(0)))


# Number words of two and up (a "one" is too often an article: "un fichier", "eine Datei"), in memlock's languages.
_NUMBER_WORDS = number_words(english_from=1, others_from=2, upto=10)


@lru_cache(maxsize=16384)
def _numbers(text: str) -> frozenset[str]:
    """Digits and number words of two and up, Chinese numerals as digits ("三行" is "3")."""
    text = _CJK_NUMBER.sub(lambda m: " " + _arabic(m) + " ", with_number_phrases(text))  # "a hundred and fifty": 150
    found = {t.replace(",", ".") for t in re.findall(r"\d+(?:[.,:]\d+)?", text)}
    return frozenset(found | {_NUMBER_WORDS[w] for w in re.findall(r"[^\W\d_]+", text.casefold()) if w in _NUMBER_WORDS})


# A number that names a format or a standard, not a quantity: "24-hour", "UTF-8", "ISO 8601", "PEP 8"; and an
# example of a date or time in the unit ("like 2024-03-15", "17:30") shows the format instead of naming it.
_NAMED_NUMBER = rx(r"\d+(?=-?[^\W\d_])|(?<=[^\W\d_]-)\d+|(?<=[A-Z]{2}\s)\d+|(?<=[A-Z]{3})\d+")
_EXAMPLE = rx(r"\d{1,4}[-/.:]\d{1,2}")


def missing_quantity(pin: str, unit: str) -> bool:
    """A number of the pin the unit does not say: "sans décimales" is not "avec deux décimales"."""
    if _EXAMPLE.search(unit) or _EXAMPLE.search(pin):
        return False
    return bool(_numbers(_NAMED_NUMBER.sub(" ", pin)) - _numbers(_A_SINGLE.sub(" 1 ", unit)))


# "a single line" is one line; "every single time" is an emphasis, no quantity
_A_SINGLE = rx(r"\b(?:a|one)\s+single\b(?=\s+[^\W\d_])", re.IGNORECASE)


# --- scope: a phrase of its own that only says where the rule holds -----------------------------------------------
# A place is definite: a determiner after the preposition ("in the press release", "en la carta", "dans le tableau")
# or one contracted into it ("im Vertrag", "nel contratto", "na carta"). A manner is not: "in French", "en español",
# "in bullet points", "for me".
_WHERE_HEAD = (r"(?:(?:in|on|for|inside|within|dans|pour|sur|en|para|in|für|bei|auf|per|voor|op|em)\s+(?:the|this|that|"
               r"our|your|my|le|la|les|l['’]\s*|ce|cette|mon|ma|notre|votre|el|los|las|este|esta|mi|nuestro|"
               r"nuestra|der|die|das|dem|den|diesem|dieser|unserem|unserer|il|lo|gli|questo|questa|o|a|os|as|de|het|"
               r"deze|dit)|im|ins|zum|zur|nel|nella|nei|nelle|nello|na|nas|no\b(?=\s+\w+\s+d[aeo]s?\b)|"
               r"dans|au|aux|del|al)")
_WHERE = rx(rf"^\s*{_WHERE_HEAD}\s+(?P<what>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){{0,4}})\s*$",
                    re.IGNORECASE)
_WHERE_ANYWHERE = rx(rf"(?<!\w){_WHERE_HEAD}\s+[^\W\d_]", re.IGNORECASE)
_ANY_WHERE = frozenset(w[:4] for w in """reply replies answer answers response responses réponse réponses respuesta
respuestas antwort antworten risposta risposte resposta respostas antwoord antwoorden ответ ответах ответы chat
conversation conversación conversa conversazione gesprek разговор чат session general future futur futuro zukunft
toekomst будущем every toutes todas todos alle tutte tutti cada chaque jede jeder each all
rest reste resto restante fait of der des del della du van this cette esta questa dieser sitzung sesión sesion
sessione sessão sessao sessie сессии сессия work travail arbeit trabajo lavoro trabalho werk suite
seguito""".split())  # "for the rest of this session", "au fait", "pour la suite": no place
_SEGMENT = rx(r"\s*[,;:—–]\s*")


# A definite place inside the clause that holds the rule: "Use metric units in the CSV column headers" for "Use metric
# units in every answer". Its noun phrase ends at a word that opens another clause or phrase.
_PLACE_IN_CLAUSE = rx(rf"(?<!\w)(?={_WHERE_HEAD}\s+(?P<what>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){{0,3}}))",
                              re.IGNORECASE)  # a lookahead: "au format ISO dans le tableau" holds two phrases
_PLACE_END = frozenset("""and or but that which who when if unless so because please too as well with without by from
to of than then et ou mais qui que quand si und oder aber wenn ob y o pero cuando e mas quando ma che se maar dat als
in on for at inside within dans pour sur en para für bei auf per voor op em au aux im ins zum zur nel nella del al
avec con mit must should shall will would can could may might need needs has have had is are be was were muss
müssen soll sollen sollte darf dürfen wird werden ist sind doit doivent devrait est sont debe deben debería es son
deve devono dovrebbe è sono devem é são moet moeten mag mogen is zijn""".split())  # a verb ends the place's phrase
# Places that are any reply, the whole conversation or the whole project: no narrower place than the pin's.
_ANY_PLACE = frozenset(w[:4] for w in """output outputs thread future meantime general case way same project projects
proyecto projet projekt progetto repo repos repository codebase code código everything everywhere whole world
text texts message messages""".split())


# A phrase after a contracted preposition that is an idiom of degree or time, no place: "au plus", "al menos",
# "in the end", "im Moment".
_NOT_A_PLACE = frozenset(w[:4] for w in """plus moins mieux menos más mas meno least most end start beginning
moment momento meantime first last latest earliest long short whole usual other same""".split())
# A pin that says its reach ("in every answer", "dans toutes les réponses", "in jeder Antwort"): a unit that keeps
# the rule to one definite place of its own is narrower. A pin that says no reach ("Use 24-hour time") is restated by
# "Use 24-hour time in the plan", the work at hand.
_UNIVERSAL = rx(r"(?<!\w)(?:every|each|all|any|chaque|tous|toutes|tout|cada|todas|todos|jede[nmrs]?|alle[nm]?|"
                        r"ogni|tutte|tutti|elke|iedere|alle|каждом|каждый|каждого|всех|все)(?!\w)", re.IGNORECASE)


def _own_place(pin: str, unit: str) -> bool:
    if not _UNIVERSAL.search(pin):
        return False
    mine = _words(pin)
    for m in _PLACE_IN_CLAUSE.finditer(_holding_clause(pin, unit)):
        phrase: list[str] = []
        for word in m.group("what").split():
            if word.casefold() in _PLACE_END:
                break
            phrase.append(word)
        what = [w for w in _words(" ".join(phrase)) if w not in _ANY_WHERE and w not in _ANY_PLACE]
        if phrase and phrase[0].casefold()[:4] in _NOT_A_PLACE:
            continue
        if what and not any(_near(w, mine) for w in what):
            return True
    return False


def other_scope(pin: str, unit: str) -> bool:
    """A comma-separated segment of the unit that only names a place or object of its own where the rule holds
    ("En la carta al casero, trátalo de usted"; "..., dans le tableau de synthèse"), or a definite place of its
    own inside the rule's clause ("Use metric units in the CSV column headers" for "... in every answer")."""
    if _unspaced(unit):
        return False
    if _WHERE_ANYWHERE.search(pin):  # a pin with a place of its own: the two places are compared by the rule parse,
        return _own_place(pin, unit)  # and a place in the unit with none of the pin's words is another one
    mine = _words(pin)
    for seg in _SEGMENT.split(unit.strip().rstrip(".!")):
        m = _WHERE.match(seg)
        if not m:
            continue
        what = [w for w in _words(m.group("what")) if w not in _ANY_WHERE]
        if what and not all(_near(w, mine) for w in what):
            return True
    return _own_place(pin, unit) or named_place(pin, unit)


def named_place(pin: str, unit: str) -> bool:
    """A place the unit names by a proper or file name the pin lacks ("... for indentation in the Makefile", "in
    README.md", "in src/api"): narrower than a pin that states no reach, unlike the work at hand ("in the plan").
    The place phrase has its determiner ("in the", "im", "dans le"): a bare capitalised word after "in" is no name
    in German, where every noun is capitalised ("in Grad Celsius" is a manner). Also what :func:`neighbour.narrower`
    reads as a named place."""
    mine = _words(pin)
    for m in _PLACE_IN_CLAUSE.finditer(unit):
        head = m.group("what").split()[0]
        if m.start() == 0 or head.casefold() in _PLACE_END:
            continue
        named = head[:1].isupper() or _CODE_NAME.fullmatch(head.strip(".,;:!?")) is not None
        if named and not any(_near(w, mine) for w in _words(head)):
            return True
    return False


_ONLY = r"(?:only|just|solely|exclusively|nur|ausschließlich|seulement|uniquement|solo|sólo|solamente|únicamente|" \
        r"soltanto|apenas|só|somente|alleen|uitsluitend|только|лишь)"
_NARROWED = rx(rf"(?<!\w){_ONLY}\s+{_WHERE_HEAD}\s+[^\W\d_]|"
                       rf"(?<!\w){_WHERE_HEAD}\s+[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){{0,3}}\s+{_ONLY}(?!\w)",
                       re.IGNORECASE)


_REPLY_PLACE_ONLY = rx(rf"(?<!\w){_ONLY}\s+{REPLY_PLACE}", re.IGNORECASE)  # "only in your answers": every reply


def narrowed_scope(pin: str, unit: str) -> bool:
    """The unit keeps the rule to one place the pin does not ("Use metric units in the route card only" for "Use
    metric units in every answer"; "nur im Bericht", "seulement dans le résumé"): a narrower rule, not the pin.
    The reply itself named as that place ("bullet points only in your answers") narrows nothing."""
    return bool(_NARROWED.search(_REPLY_PLACE_ONLY.sub(" ", unit))) and not _NARROWED.search(pin)


# --- permission ---------------------------------------------------------------------------------------------------
_MAY = rx(r"\b(?:you\s+(?:may|can|are\s+allowed\s+to)(?!['’]t|not)|feel\s+free\s+to|it['’]s\s+(?:fine|ok|okay)\s+to|"
                  r"tu\s+peux|vous\s+pouvez|tu\s+as\s+le\s+droit|du\s+darfst|du\s+kannst|sie\s+dürfen|puedes|"
                  r"podés|puede\s+usted|pode|podes|você\s+pode|puoi|può|je\s+mag|mag\s+je|je\s+kunt|kun\s+je|"
                  r"можно|можешь|разрешаю)\b|てもいい|ても良い|てもよい|て構わない|可以|도\s*(?:돼|됩니다|괜찮)", re.IGNORECASE)


# A negation next to the modal turns the permission into a ban: "you can't", "you may not", "du darfst nie",
# "não pode", "不可以", "нельзя" is no permission.
_NEGATED_BEFORE = rx(r"(?:\b(?:not|no|não|nao|non|не|nicht|niet|pas)\s+|不)$", re.IGNORECASE)
_NEGATED_AFTER = rx(r"^(?:['’]t|n['’]t|\s+(?:not|never|nicht|nie|niemals|niet|nooit|pas|jamais|no|nunca|"
                            r"non|mai|não|не|никогда))\b", re.IGNORECASE)


def _permits(text: str) -> bool:
    return any(not _NEGATED_BEFORE.search(text[:m.start()]) and not _NEGATED_AFTER.match(text[m.end():])
               for m in _MAY.finditer(text))


def permission_for_obligation(pin: str, unit: str) -> bool:
    """The unit permits ("you may", "puedes", "можно", "可以") where the pin does not."""
    return _permits(unit) and not _permits(pin)


# --- unspaced scripts: one run of content characters swapped in the same frame -----------------------------------
# Particles, endings and "always / please" of Chinese, Japanese and Korean: the frame of a rule, not its slots.
# The reply itself is no slot: "回答は" / "返事は" / "答え" name every answer (as "in every reply" does in neighbour.py).
_FUNCTION_WORDS = rx(r"回答|返事|返信|答え|答|回复|回覆|答复|답변|대답|응답|"
                             r"항상|반드시|꼭|주세요|주십시오|십시오|세요|始终|始終|总是|總是|永远|永遠|一律|务必|務必|请|請|"
                             r"必ず|いつも|常に|ください|下さい|お願いします")
_FUNCTION_CHARS = frozenset("的了在里和或与及把被是也都就要个任何所有必须得着过吗呢吧时到用"
                            "のはがをにでともへてたしするますずべ"
                            "은는이가을를에와과도의로으하고요다지마")


def _content(chars: str) -> str:
    return "".join(ch for ch in chars if (_WIDE.match(ch) and ch not in _FUNCTION_CHARS) or ch.isalnum()
                   and ch.isascii())


_REFUSING = rx(r"ではなく|じゃなく|でなく|而不是|不是|말고|아니라|대신")  # "not prose but bullets": a paraphrase
_NEGATIVE = rx(r"不要|不|别|勿|ない|な[。、]|지\s*마|않|금지")  # a ban the pin lacks is the polarity's business
# a ban said as a noun instead of a negated verb ("禁止です", "厳禁", "금지", "不准"): the pin's ban in another form
_BAN_NOUN = rx(r"禁止|厳禁|禁物|不可|ダメ|だめ|금지|안\s*됩니다|不准|不许|不許")
MIN_KEPT = 3  # content characters of the pin's frame kept in place
# verbs of putting a thing into the text ("付ける" / "入れる" / "書く" / "加える", "加" / "写" / "添加", "넣다" / "붙이다"
# / "달다" / "쓰다"): one act, whichever of them closes the predicate
_PUT_VERB = rx(r"^(?:付け|つけ|入れ|いれ|書|か|加え|添え|追加し?|記載し?|記入し?|明記し?|加上?|写|寫|添加|添上|标注|標註|"
               r"注明|註明|넣|붙이|붙여|달|써|쓰|추가하?|기재하?|명시하?)$")


def _own_run_moved(run: str, pin_content: str) -> bool:
    """A run of the unit that holds two characters of the pin's own content in a row ("调试的时候" for "…调试"):
    the pin's words moved, not a slot of the unit's own."""
    content = _content(run)
    return any(content[i:i + 2] in pin_content for i in range(len(content) - 1))


def _reply_objects(text: str) -> frozenset[tuple[str, str]]:
    return frozenset((c.object, c.value) for c in parse_reply_rule(text).clauses)


def _carries_object(text: str, run: str) -> bool:
    """Whether ``run`` carries the object the rule parse reads in ``text`` (without it the parse reads none or
    another); a negation carries the polarity, not the object."""
    return bool(run) and run in text and _reply_objects(text.replace(run, "", 1)) != _reply_objects(text)


def _said_alike(pin: str, mine: str, unit: str, theirs: str) -> bool:
    """A run of the pin and the run of the unit in its place say one thing the parse compared: both verbs of putting
    a thing in, or both the words the parse reads its object from ("型ヒント" / "型注釈"), swapped back into the pin
    without changing its parse."""
    a, b = _content(mine), _content(theirs)
    if _PUT_VERB.match(a) and _PUT_VERB.match(b):
        return True
    if _NEGATIVE.search(mine) or _NEGATIVE.search(theirs):
        return False  # a ban word carries the polarity, whatever value the parse gives it ("no_call:print")
    return _carries_object(pin, mine) and _carries_object(unit, theirs) \
        and _reply_objects(pin.replace(mine, theirs, 1)) == _reply_objects(pin)


@lru_cache(maxsize=16384)
def swapped_unspaced(pin: str, unit: str, parsed: bool = False) -> bool:
    """Pin and unit in a script without spaces, one sentence of the unit in the pin's frame with a run of the pin's
    content characters (a time, a place, an action, a unit: "금요일에는", "周五", "削除", "摂氏") replaced by a run
    of its own: "점심시간에는 운영 서버에 배포하지 마세요" for "금요일에는 운영 서버에 배포하지 마세요". The frame
    kept must hold at least :data:`MIN_KEPT` and most of the pin's other content characters, so a paraphrase that
    words the whole rule anew ("文体はです・ます調でお願いします") is not read as a swap. With ``parsed`` (the rule parse
    already read the unit's act as the pin's), the run that ends the sentence's predicate and says the ban as a noun
    is no slot: "pushは禁止です" for "プッシュしないでください" says the same act and ban anew, not another one."""
    if not (_unspaced(pin) and _unspaced(unit)):
        return False
    a = _FUNCTION_WORDS.sub("", re.sub(r"\s+", "", pin)).rstrip("。.!！")  # the frame's words out, then aligned
    for sentence in re.split(r"(?<=[。.!！?？])\s*", unit):
        b = _FUNCTION_WORDS.sub("", re.sub(r"\s+", "", sentence)).rstrip("。.!！")
        if not b or _REFUSING.search(b) or (_NEGATIVE.search(b) and not _NEGATIVE.search(a)):
            continue
        ops = SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
        kept = sum(len(_content(a[x1:x2])) for op, x1, x2, _, _ in ops if op == "equal")
        swaps = [op for op in ops if op[0] == "replace"]
        if parsed:  # the parse's object or act in its other word ("型ヒント" / "型注釈", "付けて" / "入れて") is kept
            same = [op for op in swaps if _said_alike(pin, a[op[1]:op[2]], sentence, b[op[3]:op[4]])]
            kept += sum(len(_content(a[i1:i2])) for _, i1, i2, _, _ in same)
            swaps = [op for op in swaps if op not in same]
        for _, i1, i2, j1, j2 in swaps:
            mine, theirs = _content(a[i1:i2]), _content(b[j1:j2])
            rest = len(_content(a[:i1] + a[i2:]))
            if parsed and _BAN_NOUN.search(b[j1:j2]) and not _BAN_NOUN.search(a) \
                    and not _content(_NEGATIVE.sub("", a[i2:])):
                continue  # the ban said as a noun ("pushは禁止" for "プッシュしないで"): the act the parse compared
            if parsed and _own_run_moved(b[j1:j2], _content(a)):
                continue  # the pin's own words said elsewhere in the sentence ("调试的时候" for "…调试")
            if len(mine) >= 2 and len(theirs) >= 2 and not set(mine) & set(theirs) \
                    and not any(ch in b for ch in mine) and kept >= MIN_KEPT and kept * 5 >= rest * 3:
                return True
    return False


@lru_cache(maxsize=16384)
def slot_differs(pin: str, unit: str, shorter: bool = False, parsed: bool = False) -> bool:
    """The unit fills one slot of the pin's rule otherwise (see the module doc). With ``shorter`` (a unit that
    says part of the pin), a slot it leaves empty (a day, a quantity) is no difference. ``parsed``: the rule parse
    read the unit's act as the pin's (see :func:`swapped_unspaced`)."""
    if one_off(unit) and not one_off(pin):
        return True
    if own_condition(pin, unit) or permission_for_obligation(pin, unit) or swapped_name(pin, unit) \
            or weakened(pin, unit) or other_variety(pin, unit, shorter):
        return True
    mine, theirs = days(pin), days(_holding_clause(pin, unit))
    if mine != theirs and (theirs or not shorter):
        return True
    if not shorter and missing_quantity(pin, unit):
        return True
    return other_scope(pin, unit) or narrowed_scope(pin, unit) or swapped_unspaced(pin, unit, parsed)
