"""The user's own list of instructions: its items are rules even when shortened (issue 22).

Users restate standing rules as one item of a list they keep ("Ground rules: 1. no tabs, 4 spaces
2. answers in French 3. ..."), or tag them ("[pref] metric units", "RULE: cite sources"). An item
like "no tabs, 4 spaces" has no verb and would fail the mood gate on its own; inside such a list it
is a rule. A list counts as the user's instructions when a header line right above it says so
("rules", "preferences", "reglas", "Regeln", "ルール", ...), or when at least half of its items read
as rules on their own. A list of facts, steps or questions is none of these.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from memlock_core.detection.directive import without_confirmation_tag
from memlock_core.detection.tagged_list import tagged_items
from memlock_core.detection.verb_forms import is_past
from memlock_core.regex_cache import rx

# (a Japanese list marks its items with "・", no space after it)
# an item may carry a bracket label instead of a bullet: "[length] <100 words", "【格式】…", "(tone) formal"
_ITEM = rx(r"^\s*(?:(?:[-*•·+–☐☑✔✓✅□▪►]|\d{1,3}[.)]|[a-zA-Z][.)]|\((?:\d{1,3}|[a-z])\)|\[[^\]\n]{1,24}\])\s+|"
                   r"・\s*|【[^】\n]{1,12}】\s*)(?P<body>\S.*)$")
_TAGGED = rx(r"^\s*(?:\[(?P<tag>[^\]\n]{1,24})\]|(?P<word>[A-Za-z][\w ]{1,20}):|#(?P<hash>\w{2,16}))\s+"
                     r"(?P<body>\S.*)$")
# Han, Kana and Hangul words have no word boundary next to the words around them ("这次改动的要求：")
_CJK_RULE_WORDS = r"ルール|決まり|お願い|注意事項|指示|規則|规则|规矩|規矩|约定|約定|要求|守则|규칙|지침|요구\s*사항"
_RULE_WORDS = (r"rules?|preferences?|prefs?|instructions?|guidelines?|conventions?|reminders?|requirements?|"
               r"constraints?|policy|policies|standing|dos\s+and\s+don[’']?ts|notes?\s+for\s+you|"
               r"reglas?|normas?|instrucciones|preferencias|règles?|consignes|préférences|regeln|vorgaben|"
               r"anweisungen|präferenzen|regras|regol[ae]|istruzioni|regels|afspraken|voorkeuren|instructies|richtlijnen|"
               # "reminders" in the other languages, and a house charter: "Rappel de la charte :", "Lembrete:"
               r"rappels?|recordatorios?|promemoria|erinnerung(?:en)?|lembretes?|herinnering(?:en)?|chartes?|"
               # what the user expects or requires: "Expectations, once more:", "Requisitos:", "Anforderungen:"
               r"expectations?|requisitos?|requisiti|exigences|anforderungen|erwartungen|attentes|expectativas?|"
               r"aspettative|vereisten|verwachtingen|eisen|ожидания|wishes|wünsche|souhaits|deseos|desideri|desejos|wensen|"
               # Russian, Polish: "Правила:", "Мои требования:", "Zasady:"
               r"правил[оа]|требовани[яе]|инструкци[ия]|напоминани[ея]|договоренност[иь]|zasady|reguły|wymagania|kurallar|"
               + _CJK_RULE_WORDS)
# A list the user sets for what follows: "Workflow from now on:", "Procedura per la 0143:", "Ablauf ab jetzt:"
_FROM_NOW_ON = (r"from\s+now\s+on|going\s+forward|ab\s+(?:jetzt|sofort)|von\s+nun\s+an|à\s+partir\s+de\s+maintenant|"
                r"from\s+here\s+on|from\s+this\s+point\s+(?:on|forward)|de\s+aqu[íi]\s+en\s+adelante|ab\s+hier|d['’]ora\s+in\s+avanti|"
                r"désormais|dorénavant|desde\s+ahora|de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+(?:ahora|agora)|"
                r"d['’]ora\s+in\s+poi|da\s+ora\s+in\s+poi|daqui\s+(?:para|pra)\s+frente|vanaf\s+nu|"
                r"procedures?|workflow|procedura|procédure|procedimientos?|procedimentos?|ablauf|vorgehen|werkwijze|"
                r"etiquette|for\s+the\s+rest\s+of|per\s+il\s+resto|pour\s+le\s+reste|para\s+el\s+resto|für\s+den\s+rest|"
                # "from here on" in the other languages memlock reads: "Dobra, od tego momentu:", "Tamam, buradan
                # itibaren:", "Beleza, daqui em diante:", "Oké, vanaf hier:", "С этого момента:"
                r"od\s+(?:tego\s+momentu|teraz|dzi[śs](?:iaj)?)|odtąd|na\s+resztę|buradan\s+itibaren|bundan\s+sonra|"
                r"şu\s+andan\s+itibaren|daqui\s+em\s+diante|de\s+agora\s+em\s+diante|combinados|vanaf\s+hier|voortaan|"
                r"van\s+nu\s+af|da\s+qui\s+in\s+(?:avanti|poi)|a\s+partir\s+de\s+aqu[íi]|à\s+partir\s+d['’]ici|künftig|fortan|"
                r"henceforth|с\s+этого\s+момента|отныне|впредь|"
                # what to keep to before the work goes on: "A few things before we continue:", "Avant de continuer :"
                r"before\s+we\s+(?:continue|go\s+on|proceed|move\s+on|carry\s+on|start|begin|dive\s+in)|"
                r"avant\s+(?:de\s+(?:continuer|commencer|poursuivre)|qu['’]on\s+(?:continue|commence))|"
                r"bevor\s+wir\s+(?:weitermachen|anfangen|loslegen|fortfahren)|"
                r"antes\s+de\s+(?:seguir|continuar|empezar|comenzar|começar|prosseguir)|"
                r"prima\s+di\s+(?:continuare|proseguire|iniziare|cominciare)|voordat\s+we\s+(?:verdergaan|beginnen)")
# a header that opens on a scope over what the assistant writes: "For every reply:", "Pour toutes les réponses aux salariés :"
_SCOPE = (r"^\W*(?:for|pour|para|per|für|bei)\s+(?:all|every|each|any|toutes?\s+les|tous\s+les|todas?\s+las|todos\s+los|"
          r"cada|ogni|tutte\s+le|tutti\s+i|alle|jede[nrsm]?)\s+(?:\w+\s+)?(?:repl(?:y|ies)|answers?|responses?|"
          r"messages?|emails?|mails?|drafts?|commits?|réponses?|courriels?|respuestas?|mensajes?|correos?|"
          r"risposte?|messaggi|antworten?|nachrichten?|respostas?|mensagens?)\b")
_HEADER = rx(r"(?:\b|^)(?:" + _RULE_WORDS + r"|" + _FROM_NOW_ON + r"|checklist|how\s+i\s+(?:want|like)\s+you|"
                     # a spec of how output looks: "Output format:", "Formats:", "Naming:", "Tone guide for replies:"
                     r"(?:output\s+)?formats?|formatting|naming|(?:tone|style|writing)\s+(?:guide|notes?)|guidelines|style|"
                     r"(?:for|during)\s+(?:this|the|our)\s+(?:session|chat|conversation|project)|"
                     r"please\s+(?:keep|follow|remember)|working\s+agreements?|house\s+style|style\s+guide)(?:\b|$)|"
                     + _SCOPE + "|" + _CJK_RULE_WORDS + r"|今後|今后|从现在起|從現在起|接下来|接下來|以后|以後|"
                     r"これから|以降|앞으로|지금부터|이제부터|手順|流程|步骤|절차",
                     re.IGNORECASE)
# A header about someone else's list is no instruction to the assistant: "The old bot's output format:",
# "Their house rules:", "Rules we used to have:".
_OTHERS_HEADER = rx(r"\b(?:his|her|their|its|(?!(?:let|here|that|it|what|there|where|how|who)['’]s\b)\w+['’]s|old|"
                            r"previous|former|used\s+to|last\s+year|"
                            r"ehemalig\w*|alte[nrs]?|ancien(?:ne)?s?|antiguo?a?s?|anterior(?:es)?|"
                            r"hun|oude|vorige|voormalige)\b|"
                            # the same in Han, Kana and Hangul, which have no word boundary: "他们的旧规则：", "前のルール："
                            r"他们的|他的|她的|旧|以前的|原来的|彼らの|彼の|彼女の|古い|以前の|前の|그들의|그의|예전|이전",
                            re.IGNORECASE)


# after "<word>'s", what tells "is" or "has" ("this session's gotten long", "the chat's been slow"), not a possessive
_AFTER_CONTRACTION = frozenset("been gotten got become getting going being not so too very really still now a an the "
                               "all just already almost".split())
_NEXT_WORD = rx(r"\s+([\w-]+)")


def names_someone_else(header: str) -> bool:
    """Whether a header or lead-in is about someone else's rules ("The old bot's rules:", "Im alten Team:"). A
    "<word>'s" that is "is" or "has" ("since this session's gotten long") names nobody."""
    for m in _OTHERS_HEADER.finditer(header):
        if m.group(0)[-2:-1] in "'’" and m.group(0)[-1:] == "s":
            nxt = _NEXT_WORD.match(header, m.end())
            if nxt and (nxt.group(1).lower() in _AFTER_CONTRACTION or is_past(nxt.group(1))):
                continue
        return True
    return False


def is_list_item(line: str) -> bool:
    """Whether ``line`` is an item of a bulleted, numbered or labelled list ("- no tabs", "2. Keep it short")."""
    return bool(_ITEM.match(line))


def _framed(header: str) -> bool:
    return bool(_HEADER.search(header)) and not names_someone_else(header)


def frames_own_list(header: str) -> bool:
    """Whether ``header`` heads a list of the user's own instructions ("Rules for you:"), not someone else's."""
    return _framed(header)


# The user pasting their own list again: "Standing prefs (re-pasting since the chat got long):", "My rules again:"
_AGAIN = rx(r"\bre-?(?:past|post|shar|send|sent)\w*|\bagain\b|\bonce\s+more\b|\bnoch\s*mal\b|\bde\s+nuevo\b|"
                    r"\bencore\s+une\s+fois\b|\bà\s+nouveau\b|\bopnieuw\b", re.IGNORECASE)


# A document named as the source keeps it someone else's text, repeated or not: "the rules from the wiki again:"
_DOCUMENT = rx(r"\b(?:wiki|docs?|documents?|readme|handbook|manual|policy|guide|page|file|repo|"
                       r"contributing|runbook|template)\b|\.md\b", re.IGNORECASE)


def repastes_own_list(line: str) -> bool:
    """Whether ``line`` heads the user's own instruction list pasted again: it reads as the user's list
    header (not someone else's), says it is a repeat and names no document. What follows is the user's,
    not a paste."""
    return _framed(line) and bool(_AGAIN.search(line)) and not _DOCUMENT.search(line)


_TAG = rx(r"^(?:" + _RULE_WORDS + r"|always|never|must|note)$", re.IGNORECASE)
_CHECKBOX = rx(r"^\[[ xX✓✔]\]\s+")
# One line that holds a whole list after a header: "rules: a; b; c", "Checklist: a | b | c", "... (1) a (2) b"
_INLINE = rx(r"^(?P<head>[^:\n]{0,60}):\s*(?P<body>\S.*)$")
# ... or after a first sentence or lead of its own: "Anyway: couple of standing prefs: a / b"
_LATER_HEAD = rx(r"^[^:\n]{0,40}[:.!]\s+(?P<head>[^:\n]{0,60}):\s*(?P<body>\S.*)$")
_INLINE_SPLIT = rx(r"\s*;\s+|\s+\|\s+|\s+/\s+|\s*\((?:\d{1,2}|[a-h])\)\s+|\s+[*•–-]\s+")
# "Regeln für heute: keine Emojis, kurze Sätze, Du-Form": only when nothing else splits, and never inside a bracket
_COMMA_SPLIT = rx(r",\s+(?![^()]*\))")
# Numbered items on one line: "Meine Vorgaben: 1. UTC everywhere, 2. decimal comma, 3. PNG charts" (a run that opens at 1)
_NUMBERED_FIRST = rx(r"^\(?1[.)]\s+")
_NUMBERED_SPLIT = rx(r"(?:^|[,;]?\s+)\(?\d{1,2}[.)]\s+")
# ... or lettered: "Merge process from now on: a) squash first b) delete the branch" (a run a), b), c) in order)
_LETTERED_FIRST = rx(r"^\(?a\)\s+")
_LETTERED_SPLIT = rx(r"(?:^|[,;]?\s+)\(?([a-h])\)\s+")
_QUESTION_END = rx(r"[?？]\W*$")


def _lettered(body: str) -> list[str]:
    """The items of a one-line run lettered "a) ... b) ... c) ..." in order, or [] for none."""
    if not _LETTERED_FIRST.match(body):
        return []
    split = _LETTERED_SPLIT.split(body)  # ["", "a", item, "b", item, ...]
    letters, items = split[1::2], split[2::2]
    if len(items) < 2 or letters != [chr(ord("a") + n) for n in range(len(letters))]:
        return []
    return items


def _asks(item: str) -> bool:
    """An item that asks: ends with "?" once a confirmation tag ("..., ok?") is set aside."""
    return bool(_QUESTION_END.search(without_confirmation_tag(item)))


def _lists(lines: list[str]) -> list[tuple[str, list[str]]]:
    """(header line, item bodies) for each run of list items in ``lines``."""
    out: list[tuple[str, list[str]]] = []
    header = ""
    items: list[str] = []
    previous = ""
    for line in lines:
        m = _ITEM.match(line)
        if m:
            if not items:
                header = previous
            items.append(_CHECKBOX.sub("", m.group("body").strip()))
            continue
        if items:
            out.append((header, items))
            items = []
        if line.strip():
            previous = line
    if items:
        out.append((header, items))
    return out


@lru_cache(maxsize=20000)
def _items(text: str, gate: Callable[[str], bool]) -> tuple[str, ...]:
    lines = text.splitlines()
    found: list[str] = []
    for line in lines:
        tagged = _TAGGED.match(line)
        if tagged:
            tag = (tagged.group("tag") or tagged.group("word") or tagged.group("hash") or "").strip()
            if _TAG.match(tag) and not _asks(tagged.group("body")) \
                    and (tag.lower() != "note" or gate(tagged.group("body"))):  # "Note: we shipped v2": a fact
                found.append(tagged.group("body").strip())
    for line in lines:
        inline = next((m for m in (_INLINE.match(line), _LATER_HEAD.match(line)) if m and _framed(m.group("head"))),
                      None)
        if inline:
            body = inline.group("body")
            pieces = _NUMBERED_SPLIT.split(body) if _NUMBERED_FIRST.match(body) else \
                _lettered(body) or _INLINE_SPLIT.split(body)
            if len([p for p in pieces if p.strip(" .*•–-")]) < 2:
                pieces = _COMMA_SPLIT.split(inline.group("body"))
            parts = [p.strip(" .").lstrip("*•–- ") for p in pieces if p.strip(" .*•–-")]
            if len(parts) >= 2:
                found.extend(p for p in parts if not _asks(p))
    # lines labelled by category ("[style] under 150 words", "(lang) EN only"): the user's own list (tagged_list.py)
    found.extend(i for i in tagged_items(lines, names_someone_else, _asks) if i not in found)
    for header, items in _lists(lines):
        if len(items) < 2:
            continue
        statements = [i for i in items if not _asks(i)]
        if names_someone_else(header):
            continue  # "The old bot's output format:": its items are someone else's, rule-shaped or not
        framed = _framed(header)
        if framed or sum(1 for i in statements if gate(i)) * 2 >= len(items):
            found.extend(statements)
    return tuple(found)


def instruction_items(text: str, gate: Callable[[str], bool]) -> tuple[str, ...]:
    """The items of the user's own instruction lists (and rule-tagged lines) in one message.
    ``gate(sentence)`` tells whether a sentence reads as a rule on its own."""
    if "\n" not in text and not _TAGGED.match(text) and not _INLINE.match(text):
        return ()
    return _items(text, gate)
