"""Reply-rule clauses about lists: bullets or numbered, the whole answer as a list, prose only, dash markers,
step templates, item endings and the count of items.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it); a list
item's length is read by :mod:`reply_rule_length`.
"""
from __future__ import annotations

import re

from memlock_core.compliance import list_items
from memlock_core.compliance.list_numbers import unnumbered
from memlock_core.compliance.reply_rule_base import (
    ALSO_IN,
    BULLETS,
    EACH_PART,
    EMOJI,
    MAX_BEFORE,
    NUMBERS,
    PART_EACH,
    Clause,
    clause_scope,
    negated,
)
from memlock_core.compliance.reply_rule_length import length_when, part_named, part_of
from memlock_core.regex_cache import rx

_NUMBER_NOUN = r"(?:numbers|numéros|nummern|zahlen|números|numeri)"
_STEP_NOUN = r"(?:steps?|étapes?|schritte?n?|pasos?|passaggi|passos?|etapas?|instructions?|anweisungen)"
_NUMBERS_FOR_STEPS = (rf"\b{_NUMBER_NOUN}\s+(?:for|pour|für|para|per|on|sur)\s+(?:the|les|des|die|den|los|las|i|gli|"
                      rf"os|as|each|chaque|jede\w*|cada|ogni|all|alle|todos\s+los|todas\s+las)?\s*{_STEP_NOUN}\b|"
                      rf"\b{_STEP_NOUN}\s+(?:with|avec|mit|con|com)\s+(?:des\s+|de\s+)?{_NUMBER_NOUN}\b|"
                      r"(?:手順|ステップ)(?:に|には)番号")
_NUMBERED = rx(r"\bnumbered(?!\s+(?:references?|citations?|footnotes?|sources?|notes?))"
                       r"(?:\s+(?:steps?|lists?|points?|items?))?\b|\bnumber(?:ed)?\s+(?:the|each|every|your|all)\s+"
                       r"steps?\b|\bnumber\s+(?:them|those|these|each one|each of them)\b|"
                       r"\bnum[ée]rot\w*\b|\bnummer(?:iert|ier)\w*\b|\bnumerad[oa]s?\b|\bnumera\b|\bnumerat[aeio]\b|"
                       # the imperative in Portuguese, Spanish, Polish, Russian: "numere", "numéralas", "numeruj", "нумеруй"
                       r"\bnumere(?:m)?\b|\bnuméra(?:las|los)\b|\bnumeruj\w*|\bнумеру\w*|番号付き|番号を(?:付け|振)|"
                       r"\bgenummerde\b|\bnumerowan\w*|编号列表|有序列表|번호\s*(?:목록|매기기|를 매긴)|\bnumaralı\b|\bнумерованн\w*|"
                       # "numbers for the steps", "numéros pour les étapes", "Schritte mit Nummern", "pasos con números"
                       rf"{_NUMBERS_FOR_STEPS}",
                       re.I)
_LISTS_ANY = rx(r"\blists?\b|\blistes?\b|\blisten?\b|\blistas?\b|\belenc(?:hi|o)\b|\baufzählungen\b|"
                        r"\benumerations?\b|\bénumérations?\b|\benumeraciones\b|リスト|\blijst(?:en|jes)?\b|"
                        r"\blist(?:y|ach|or|orna)?\b|列表|목록|\bсписок\b|\bсписк\w*", re.I)
# "write in (normal) paragraphs", "nur Fließtext", "en prose", "du texte suivi", "en párrafos", "in prosa", "em prosa":
# prose, no list
_PROSE_ONLY = rx(r"\b(?:write|answer|reply|respond)\s+in\s+(?:full\s+|normal\s+|plain\s+|proper\s+|regular\s+|"
                         r"flowing\s+|continuous\s+|running\s+)?(?:paragraphs|prose|sentences)\b|"
                         r"\btexte (?:suivi|continu)\b|\btexto corrido\b|\btesto continuo\b|"
                         r"\b(?:prose|paragraphs) only\b|\bonly (?:prose|paragraphs)\b|\b(?:nur|als|in)\s+fließtext\b|\ben prose\b|"
                         r"\blöptext\b|"
                         r"\ben paragraphes\b|\bin absätzen\b|\ben (?:párrafos|prosa)\b|"
                         r"\bin prosa\b|\bem prosa\b|\bem parágrafos\b|\bin paragrafi\b|"
                         # "solo paragrafi", "que des paragraphes", "nur Absätze", "solo párrafos", "段落だけ"
                         r"\b(?:solo|soltanto|solamente|sólo|nur|apenas|somente)\s+(?:paragrafi|párrafos|absätze|parágrafos|prosa)\b|"
                         r"\b(?:que|uniquement|seulement)\s+des\s+paragraphes\b|\b(?:paragrafi|párrafos|absätze)\s+(?:solo|nur)\b|"
                         r"段落(?:だけ|のみ)|文章で", re.I)
_WHOLE = rx(r"\b(?:whole|entire|only|nothing but|exclusively|purely|entirely|solely|every line|"
                    r"entièrement|uniquement|seulement|toute la réponse|ganze|nur|ausschließlich|"
                    r"toda la respuesta|solo|sólo|únicamente)\b|全体|だけ|のみ", re.I)
# "three bullet points, nothing more", "rien d'autre", "y nada más": the list is the whole reply
_NOTHING_MORE = rx(r"\b(?:(?:and\s+)?nothing (?:more|else)|no more,? no less|rien (?:de plus|d'autre)|nichts (?:weiter|"
                           r"anderes|sonst)|nada más|niente (?:di )?altro|nient'altro|nada mais|niets (?:meer|anders)|"
                           r"nic (?:więcej|poza tym))\b", re.I)

_ITEM_LIMIT = rx(rf"\b(?:{MAX_BEFORE})\s+(?:{NUMBERS})\s+(?:bullet[- ]?points?|bullets|list items?|items?|entries|"
                         rf"puces|elementos|tópicos|itens|viñetas|stichpunkte|aufzählungspunkte)\b|"
                         rf"\b(?:{NUMBERS})\s+(?:bullet[- ]?points?|bullets|list items?|items?|entries|puces|"
                         rf"elementos|tópicos|itens|viñetas|stichpunkte)\s+"
                         rf"(?:max(?:imum)?|or (?:fewer|less)|at most|tops|au maximum|höchstens|como máximo)\b", re.I)


# "Utilise des tirets (-) pour les listes, pas d'astérisques", "Use hyphens for bullet points, not asterisks",
# "Aufzählungen mit Bindestrich", "guiones para las listas": the marker of every bulleted item is "-"
_DASH_MARKER = rx(r"\b(?:tirets?|dashes|hyphens?|guiones?|bindestrichen?|bindestriche?|trattini|hífens?|traços?|"
                          r"streepjes?|myślnik(?:i|ami|ów)?|łącznik(?:i|ami|ów)?)\b"
                          r"(?!\s+(?:cadratins?|demi-cadratins?|longs?|largos?))|\(\s*-\s*\)|\（\s*-\s*\）|"
                          r"[\"'“‘«`「『]\s?-\s?[\"'”’»`」』]|"
                          # "Use - for bullet points, not * or •": the mark itself, named as the one to use
                          r"(?:^|\b(?:use|utilise|verwende|usa|only|just|nur|seulement|solo)\s+)-(?=\s+(?:for|pour|für|para|per|as|"
                          r"comme|als|como)\b)", re.I)
_DASH_LIST_CONTEXT = rx(r"\blists?\b|\blistes?\b|\blisten\b|\blistas?\b|\belenchi\b|\bbullets?\b|\bpuces?\b|"
                                r"\baufzählung\w*|\bvi[ñn]etas?\b|\bmarcadores\b|\bitems?\b|\béléments?\b|"
                                # Dutch, Polish, and the CJK words for a list or its items
                                r"\bopsomming\w*|\blijst\w*|\blist(?:y|a|ach)\b|\bwypunktowa\w*|\bpunkt\w*|"
                                r"列表|清单|清單|项目符号|項目符號|条目|リスト|箇条書き|項目|목록|글머리", re.I)


# the other marker a dash rule refuses: "dashes, no numbers", "tirets plutôt que des numéros", "Striche statt Zahlen"
_NUMBER_MARKER = rx(r"\b(?:numbers|numerals|digits|num[ée]ros|chiffres|nummern|zahlen|ziffern|n[úu]meros|"
                            r"numeri|cifre|numerais|algarismos)\b", re.I)
_INSTEAD_OF = rx(r"\b(?:instead of|rather than|not|plutôt que|au lieu de|pas de|statt|anstatt|anstelle von|keine|"
                         r"en (?:lugar|vez) de|en vez de|no|ni|invece (?:di|dei|delle)|anziché|niente|non|em vez de|nada de|sem)"
                         r"\s+(?:\w+\s+)?$", re.I)


def _dash_marker(clause: str) -> list[Clause]:
    found = _DASH_MARKER.search(clause)
    # the refusal a CJK clause puts after a comma speaks of the other mark: "「-」で始めて、「*」は使わないで"
    stop = re.search(r"[、，；]", clause[found.end():]) if found else None
    own = clause[:found.end() + stop.start()] if found and stop else clause
    if not found or not _DASH_LIST_CONTEXT.search(clause) or re.search(r"\bem[- ]?dash|\ben[- ]?dash", clause, re.I) \
            or negated(own, found.start(), found.end()):
        return []
    out = [Clause("list", "must", "dash_bullets", words=found.group(0))]
    number = _NUMBER_MARKER.search(clause)
    if number and (negated(clause, number.start(), number.end())
                   or _INSTEAD_OF.search(clause[max(0, number.start() - 30):number.start()])):
        # a list rule that names its marker and refuses numbers: the items are not numbered either
        out.append(Clause("list", "must_not", "numbered", words=number.group(0)))
    return out


def read_lists(clause: str) -> list[Clause]:
    if ALSO_IN.search(clause) and EMOJI.search(clause):
        return []
    plain = unnumbered(clause)
    if plain:  # "목록은 번호 없이", "列表不要编号": the lists' numbers refused, no list banned (list_numbers.py)
        rest = [c for c in read_lists(clause.replace(plain, " ")) if c.value not in ("lists", "numbered")
                and not (c.value == "bullets" and c.polarity == "must" and _LISTS_ANY.search(clause))]
        return rest + [Clause("list", "must_not", "numbered", words=plain)]
    dash = _dash_marker(clause)
    if dash:  # "bullet points" it names are the lists it speaks of, not a list every reply must be
        return dash + [c for c in _list_format(clause) if not (c.polarity == "must" and c.value == "bullets")]
    return _list_format(clause)


# "bullets under 12 words (each)", "bullet points of at most 10 words": a limit on each item's length
_PART_LENGTH = rx(rf"^\s*(?:should|must|are|stay|kept)?\s*(?:be\s+)?(?:of\s+|with\s+)?(?:{MAX_BEFORE}|<|≤)\s*"
                          rf"(?:{NUMBERS})\s+(?:words?|characters?|chars|mots|wörter|palabras)\b", re.I)

# "No multi-sentence bullets", "no long bullets": a kind of item banned, not the bullets themselves
_ITEM_KIND = rx(r"\b(?:multi-?(?:sentence|line|paragraph)|long|lengthy|wordy|run-on|full-paragraph|nested|"
                        r"numbered|mehrzeilige\w*|lange\w*|longues?)\s+(?:bullets?|bullet points?|items?|list items?|puces?|"
                        r"stichpunkte\w*|aufzählungspunkte\w*)\b", re.I)
# "Numbered lists for sequential steps, bullet points for everything else": the list style follows the content
_STEPS_ELSE = rx(r"\b(?:numbered|number(?:ed)? lists?|numéros|nummeriert\w*|numerad\w*)\b[^.;]{0,40}?"
                         r"\b(?:steps?|procedures?|sequen\w+|instructions?|how-?tos?|étapes?|schritte?n?|pasos?)\b[^.;]{0,20}?"
                         r"[,;]?\s*(?:and\s+|but\s+|et\s+|und\s+|y\s+)?(?:use\s+)?(?:bullets?|bullet points?|puces?|"
                         r"aufzählungszeichen|stichpunkte|viñetas?)\b[^.;]{0,30}?\b(?:everything else|anything else|"
                         r"otherwise|the rest|all (?:other|else)|other (?:lists?|things|content)|le reste|sinon|sonst|"
                         r"alles andere|el resto|lo demás)", re.I)


# "format each step like 'Step 1 — Do the thing'", "im Format „Schritt 1 — …“": the label every step line opens with
_STEP_TEMPLATE = rx(r"(?P<word>step|étape|etape|schritt|paso|passo|stap|fase|手順|ステップ)\s*(?:1|n|x|#)\s*"
                            r"(?P<mark>[—–:.)]|-(?=\s))", re.I)


def _step_format(clause: str) -> list[Clause]:
    found = _STEP_TEMPLATE.search(clause)
    if not found or not re.search(r"[\"'“‘„«`]|\b(?:like|as|format|formato?|wie|comme|como|come|als)\b", clause[:found.start()],
                                  re.I):
        return []
    word = found.group("word")
    word = word[0].upper() + word[1:] if word[0].islower() else word
    return [Clause("steps", "must", f"{word}|{found.group('mark')}", when="procedure", words=found.group(0))]


# "Each bullet point must be a complete sentence ending with a full stop", "Punkt am Ende jedes Stichpunkts"
_ITEM_STOP = rx(r"\b(?:end|ends|ending|finish\w*|close\w*|terminat\w*)\s+(?:\w+\s+){0,2}(?:with\s+)?(?:a\s+)?"
                        r"(?:full[- ]stop|period|point final)\b|\b(?:full[- ]stop|period|punkt|point final|punto final)\s+"
                        r"(?:at the end|am ende|à la fin|al final)\b", re.I)


def _item_stop(clause: str) -> list[Clause]:
    found = _ITEM_STOP.search(clause)
    if not found or not (PART_EACH.search(clause) or part_named(clause)) or negated(clause, found.start(), found.end()):
        return []
    part = part_of(clause) or part_named(clause)
    if part is None or part[0] != "item":
        return []
    return [Clause("shape", "must", "items_end", words=found.group(0))]


def _list_format(clause: str) -> list[Clause]:
    items_end = _item_stop(clause)
    if items_end:
        return items_end
    sentences = list_items.sentences_named(clause)
    listed = _LISTS_ANY.search(clause) or BULLETS.search(clause)
    if listed and negated(clause, listed.start(), listed.end()):
        sentences = ""  # "Pas de listes à puces, écris en phrases complètes": prose instead of a list, read below
    if sentences == "waived":
        return []  # "bullets don't need to be full sentences": a freedom, no list asked for
    if sentences:  # "bullet points as complete sentences", "목록 항목은 완전한 문장으로"
        return [Clause("shape", "must", "items_sentences", words=clause.strip()[:40])]
    if re.search(r"\b(?:periods?|full[- ]stops?|punctuation|colons?|capitals?|capital letters?)\b[^.;]{0,30}\b(?:end|start|ending|"
                 r"beginning)\b", clause, re.I):
        return []  # "No period at the end of bullets", "don't start bullets with a capital": their form, unchecked
    steps = _step_format(clause)
    if steps:
        return steps
    if _STEPS_ELSE.search(clause):
        return [Clause("list", "must", "numbered", when="procedure", words=clause.strip()[:40]),
                Clause("list", "must_not", "numbered", when="not_procedure", words=clause.strip()[:40])]
    if _ITEM_KIND.search(clause) and not re.search(r"\b(?:use|utilise|verwende|usa)\b", clause, re.I):
        return []  # "No multi-sentence bullets": read by the length of each item, if at all
    out = []
    if _ITEM_LIMIT.search(clause):
        return []  # "max 5 bullet points per list": a length of lists, read by read_length
    when, _ = clause_scope(clause)
    for pattern, value in ((BULLETS, "bullets"), (_NUMBERED, "numbered")):
        found = pattern.search(clause)
        if not found:
            continue
        each = EACH_PART.search(clause)
        if (each and each.start() <= found.start() < each.end()) or _PART_LENGTH.match(clause[found.end():]):
            continue  # "each bullet max 10 words", "keep bullets under 12 words": a length of each item, not a list rule
        if negated(clause, found.start(), found.end()):
            also = re.search(r"^\s*(?:,|or|nor|oder|ni|ou|o|noch|und|and|et|y)\s+(?:\w+\s+)?(?:lists?|listen|listes|listas)\b",
                             clause[found.end():], re.I)
            # "keine Aufzählungszeichen oder Listen": no list of any kind; "numbered lists for steps, not bullets":
            # the scope the clause names holds for what it forbids too
            # 箇条書き is any itemised list, numbered or not
            every = bool(also) or (found.group(0) == "箇条書き" and "番号" not in clause)
            out.append(Clause("list", "must_not", "lists" if every else value, words=found.group(0),
                              when=when if when in ("procedure", "list") else ""))
        else:
            other = r"\bnumb(?:er|ered)s?\b" if value == "bullets" else r"\bbullet"
            rest = clause[found.end():]
            opposite = (_NUMBERED if value == "bullets" else BULLETS).search(rest)
            if re.search(other, rest, re.I) or opposite or (re.search(r"\bonly\b|\bnur\b|\buniquement\b|\bsolo\b", clause, re.I)
                                                                and _LISTS_ANY.search(clause) and not when):
                # "bullets instead of numbers", "numbered lists only": the style of any list, not a list in every reply
                out.append(Clause("list", "must_not", "numbered" if value == "bullets" else "bullets", words=found.group(0),
                                  when=when if when in ("procedure", "list") else ""))
                if value == "numbered" and when == "procedure":
                    # "numbered lists for steps, never bullets": the steps are numbered, as well as never bulleted
                    out.append(Clause("list", "must", "numbered", when=when, words=found.group(0)))
                continue
            only = bool(value == "bullets" and (_WHOLE.search(clause) and not when or _NOTHING_MORE.search(clause)))
            # "your whole answer as a bulleted list": nothing else; "bullet points only": the list, a lead-in line allowed
            lead_in = only and bool(re.search(r"\b(?:only|nur|seulement|uniquement|solo|sólo)\b", clause, re.I)) \
                and not re.search(r"\b(?:whole|entire|nothing but|exclusively|entirely|solely|every line|entièrement|"
                                  r"toute|ganze|ausschließlich|toda|únicamente)\b|全体", clause, re.I)
            if value == "numbered" and not when and re.search(r"\bsteps?\b|\bétapes?\b|\bschritte?n?\b|\bpasos?\b|"
                                                               r"\bstappen\b|\bkrok(?:i|ów|ach)?\b|手順|ステップ|步骤|단계",
                                                               clause, re.I):
                when = "procedure"  # "number the steps", "Schritte immer nummerieren": steps are there in a procedure
            when = when if when in ("procedure", "list") else length_when(clause)  # "bullet your summaries"
            out.append(Clause("list", "must", value, when=when, only=only, words=found.group(0),
                              bound="lead_in" if lead_in else ""))
    prose = _PROSE_ONLY.search(clause)
    if prose and re.search(r"\b(?:und|and|et|y|oder|or|ou|o|e)\s+(?:ggf\.?\s+|gegebenenfalls\s+|maybe\s+|possibly\s+|"
                           r"occasionally\s+|éventuellement\s+|a veces\s+)?(?:lists?|listen|listes|listas|liste)\b",
                           clause[prose.end():], re.I):
        prose = None  # "nur Fließtext und ggf. Listen": prose, and lists where they help
    if prose and not any(c.polarity == "must" for c in out) and not when:
        # "No bullet points - write in paragraphs", "nur Fließtext": no list of any kind
        return [Clause("list", "must_not", "lists", words=prose.group(0))]
    if not out:
        found = _LISTS_ANY.search(clause)
        if found and negated(clause, found.start(), found.end()) and not re.search(r"\bto-?do\b|\bshopping\b", clause) \
                and not re.search(r"\d|\b(?:more|fewer|less|longer) than\b", clause, re.I):
            out.append(Clause("list", "must_not", "lists", words=found.group(0)))
    return out
