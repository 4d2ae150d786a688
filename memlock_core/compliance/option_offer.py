"""Rules scoped to replies that offer options: "When you give me options, put them in a bulleted list", "Quand tu me
proposes des options, mets-les en liste", "Wenn du mir Optionen nennst, als Aufzählung", "Cuando me des opciones,
en viñetas", "選択肢を出すときは箇条書きで"; the options as the rule's topic ("Pour les options, utilise une liste à
puces", "For alternatives: a bulleted list").

Why: read without its condition, such a rule asked every reply for a bulleted list, and a plain answer that offers
no choice at all broke it. The condition ``when: options`` holds when the reply sets alternatives before the user:
two or more list items or table rows, or prose that names its choices ("two options", "alternatively", "either ...
or", "Möglichkeiten", "o bien", "選択肢"); or when the user asked for options. Otherwise the rule does not speak to
the reply.
"""
from __future__ import annotations

import re

from memlock_core.compliance.list_items import options_given
from memlock_core.regex_cache import rx

OPTIONS = "options"

_OPTION_NOUN = (r"options?|alternatives?|choices|approaches|möglichkeiten|optionen|alternativen|varianten|"
                r"opciones|alternativas|opzioni|opções|choix|solutions|possibilités|lösungen")
# the condition in the rule: a verb of giving or listing options, in a clause of condition
_RULE_SCOPE = rx(
    rf"\b(?:when(?:ever)?|if|any ?time)\s+(?:you\s+)?(?:give|offer|present|list|suggest|propose|lay out|show)\w*\s+"
    rf"(?:me\s+|us\s+)?(?:some\s+|several\s+|multiple\s+|a few\s+|the\s+|any\s+|two or more\s+)?(?:{_OPTION_NOUN})\b|"
    rf"\b(?:quand|lorsque|si)\s+tu\s+(?:me\s+)?(?:proposes|donnes|présentes|listes|suggères)\s+(?:des|plusieurs|les)\s+"
    rf"(?:{_OPTION_NOUN})\b|"
    rf"\b(?:wenn|falls|sobald)\s+du\s+(?:mir\s+)?(?:\w+\s+)?(?:{_OPTION_NOUN})\s+(?:\w+\s+)?(?:gibst|nennst|vorschlägst|"
    rf"aufzählst|aufführst|anbietest|zeigst)\b|"
    rf"\b(?:cuando|si)\s+(?:me\s+)?(?:des|das|ofreces|ofrezcas|propones|propongas|presentes|presentas|sugieres|sugieras)\s+"
    rf"(?:varias\s+|algunas\s+)?(?:{_OPTION_NOUN})\b|"
    rf"\b(?:quando|se)\s+mi\s+(?:dai|proponi|presenti|suggerisci)\s+(?:delle\s+|più\s+)?(?:{_OPTION_NOUN})\b|"
    # the options as the rule's topic: "For options, use bullets", "Pour les options, ...", "Für Optionen: ...",
    # "Para las opciones, ...", "Per le opzioni ...", "選択肢は箇条書きで"
    rf"^\W*(?:for|with|pour|für|bei|para|per|em)\s+(?:the\s+|any\s+|les\s+|des\s+|die\s+|las\s+|los\s+|le\s+|as\s+)?"
    rf"(?:{_OPTION_NOUN})\s*[,:;—–-]|"
    r"^\W*(?:選択肢|オプション)(?:は|を)|"
    r"選択肢を(?:出す|示す|挙げる|提示する|並べる)(?:とき|時|場合)|"
    r"(?:给我|提供)(?:几个|多个)?(?:选项|方案)(?:时|的时候)|"
    r"(?:선택지|옵션)을?\s*(?:줄|제시할|제안할)\s*(?:때|경우)", re.I)

# prose that sets choices side by side
_OFFERED = rx(
    rf"\b(?:two|three|four|several|a few|a couple of|some|main|other|your|deux|trois|plusieurs|zwei|drei|mehrere|"
    rf"einige|dos|tres|varias|algunas|due|tre)\s+(?:{_OPTION_NOUN}|ways|façons|manières|wege|formas|maneras|modi)\b|"
    r"\b(?:option|variante?|opción|opzione|opção)\s+(?:[A-D1-4])\b|\balternatively\b|\balternativ(?:e)?ment\b|"
    r"\balternativamente\b|\balternativ\b|\beither\b[^.?!\n]{3,80}\bor\b|\bsoit\b[^.?!\n]{3,80}\bsoit\b|"
    r"\bentweder\b[^.?!\n]{3,80}\boder\b|\bo bien\b|\boppure\b|\byou (?:could|can) also\b|\bor you (?:could|can)\b|"
    r"\btu (?:peux|pourrais) aussi\b|\bdu (?:kannst|könntest) auch\b|\btambién (?:puedes|podrías)\b|"
    r"選択肢|方法は(?:2|3|二|三|いくつか)|(?:两|几)(?:种|個|个)(?:方法|方案|选择)|선택지|방법은\s*(?:두|세|몇)", re.I)
_ASKED = rx(rf"\b(?:{_OPTION_NOUN})\b|\bwhich (?:one|should i|is better)\b|\bwhat are my\b|\bwhat (?:can|could) i (?:use|do)\b|"
            r"\bwelche\b|\bquel(?:le)?s? (?:sont|choisir)\b|\bqu[ée] (?:puedo|me recomiendas)\b|選択肢|どれ(?:が|を)|哪个|어떤", re.I)


def options_scope(text: str) -> bool:
    """The rule speaks to replies that give options ("When you give me options, ...")."""
    return bool(_RULE_SCOPE.search(text))


def offers_options(text: str, user_message: str | None) -> bool:
    """The reply sets choices before the user (or the user asked for options)."""
    if options_given(text) >= 2 or _OFFERED.search(text):
        return True
    return bool(user_message and _ASKED.search(user_message))
