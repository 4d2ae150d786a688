"""The strength slot: a rule made optional or hedged is a weaker neighbour of the pin (issue 22).

"Always add type hints" and "Type hints are optional" / "Add type hints if possible" / "Idealmente, usa
viñetas" / "型ヒントは任意で" share the pin's object and polarity, and the rule parse reads them alike (it
reads what is asked, not how firmly). The user who says the weaker one has loosened the pin: it may not keep
the pin alive, and the pin is re-injected (recall first). Read by kind in the languages memlock reads:

* **optional** — the thing is said to be optional, not required, up to the assistant ("optional",
  "facultatif", "opcional", "freiwillig", "facoltativo", "任意", "可选", "선택 사항");
* **hedge** — "if possible / where possible / ideally / preferably / if you can" ("si es posible",
  "si possible", "wenn möglich", "se possibile", "できれば", "如果可能", "가능하면").

"As short as possible" / "möglichst kurz" / "lo más breve posible" is a superlative, not a hedge, and is not read
here. A pin that is itself hedged is compared with nothing: the slot differs only when the unit hedges and the
pin does not.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.regex_cache import rx

# The thing is said to be optional or not required: it loosens an obligation; said of what a ban bans ("Stop
# saying sorry, it's not needed") it agrees with the ban.
_OPTIONAL = rx(
    r"\b(?:optional(?:ly)?|not\s+(?:required|mandatory|compulsory|necessary|needed|a\s+must)|"
    r"opcional(?:es|mente)?|facultativ[oa]s?|no\s+(?:es\s+)?(?:obligatori[oa]|necesari[oa])|"
    r"não\s+(?:é\s+)?(?:obrigatóri[oa]|necessári[oa])|"
    r"facultati(?:f|ve|fs|ves)|optionnel(?:le)?s?|pas\s+(?:obligatoire|nécessaire|indispensable)|"
    r"freiwillig|nicht\s+(?:verpflichtend|zwingend|nötig|notwendig|erforderlich|pflicht)|kein\s+muss|"
    r"facoltativ[oiae]|opzional[ei]|non\s+(?:è\s+)?(?:obbligatori[oa]|necessari[oa])|niet\s+verplicht|"
    r"необязательно|не\s+обязательно)\b|"
    r"任意|必須ではな|必須じゃな|なくても(?:いい|良い|よい|構わない|大丈夫)|可选|可選|非必须|非必須|不强制|不強制|"
    r"不是必须|선택\s*사항|선택적|필수(?:가|는)?\s*아니", re.IGNORECASE)
# The rule hedged: "if possible / ideally / preferably / up to you".
_HEDGE = rx(
    # English
    r"\b(?:(?:if|when|where|wherever|whenever)\s+(?:at\s+all\s+)?(?:possible|feasible|practical|you\s+can)|"
    r"as\s+(?:much|often|far)\s+as\s+(?:possible|you\s+can)|"
    # a condition word, then "possible" within a few words: "cuando sea posible", "si c'est possible", "wo es
    # möglich ist", "quando possibile", "sempre que possível", "waar mogelijk"
    r"(?:si|cuando|donde|siempre\s+que|quand|lorsque|où|wenn|falls|wo|soweit|sofern|quando|se|ove|dove|"
    r"sempre\s+que|als|indien|waar|zoveel)\s+(?:[^\W\d_]+(?:['’][^\W\d_]+)?\s+){0,3}?(?:posible|possible|possibile|possível|"
    r"möglich|mogelijk)|autant\s+que\s+possible|"
    # "möglichst" before a preposition, an article or an adverb hedges the rule ("Antworte möglichst auf
    # Deutsch"); before an adjective it is a superlative ("möglichst kurz")
    r"möglichst\s+(?:auf|in|im|mit|ohne|nur|immer|kein\w*|nicht|den|die|das|der|dem|ein\w*)|"
    # an attempt asked for, not the act: "Try not to deploy on Fridays", "Intenta responder en español"
    r"try\s+(?:not\s+)?to|try\s+and|intenta(?:r)?|procura(?:r)?|"
    # "trata de + infinitive" is an attempt; "(se le) trata de usted / de tú" is how the reader is addressed
    r"trata\s+de(?!\s+(?:usted|ustedes|tú|tu|vos|vosotros)\b)|essaie\s+de|essayez\s+de|"
    r"versuch(?:e)?|cerca\s+di|prova\s+a|tenta(?:r)?|probeer|"
    r"ideally|preferabl[ey]|nice[\s-]to[\s-]have|up\s+to\s+you|your\s+call|at\s+your\s+discretion|"
    r"si\s+es\s+posible|si\s+puedes|en\s+lo\s+posible|de\s+ser\s+posible|idealmente|preferiblemente|"
    r"preferentemente|a\s+tu\s+criterio|como\s+prefieras|se\s+possível|se\s+puder|de\s+preferência|"
    r"preferencialmente|si\s+possible|si\s+tu\s+peux|si\s+vous\s+pouvez|dans\s+la\s+mesure\s+du\s+possible|"
    r"de\s+préférence|idéalement|à\s+ta\s+guise|comme\s+tu\s+veux|nach\s+möglichkeit|wenn\s+du\s+kannst|"
    r"vorzugsweise|idealerweise|nach\s+belieben|se\s+possibile|se\s+puoi|possibilmente|preferibilmente|"
    r"a\s+tua\s+discrezione|als\s+het\s+kan|indien\s+mogelijk|bij\s+voorkeur|по\s+возможности|если\s+возможно|"
    r"если\s+можешь|желательно)\b|"
    # Japanese, Chinese, Korean
    r"よう心がけ|できれば|出来れば|可能なら|可能であれば|可能な限り|なるべく|お好みで|"
    r"如果可能|尽可能|盡可能|尽量|盡量|最好|不一定|随意|隨意|가능하면|가능한\s*한|되도록", re.IGNORECASE)
# A ban: what it bans may be called "not needed" without loosening it.
_BAN = rx(r"\b(?:don['’]?t|do\s+not|never|no|stop|avoid|without|ne|n['’]|jamais|pas\s+de|nie|niemals|nicht|"
                  r"kein\w*|nunca|jamás|não|nao|non|mai|niente|senza|nooit|geen|не|нельзя)\b|"
                  r"しない|しないで|禁止|ないで|不要|别|勿|不准|하지\s*마|금지|않", re.IGNORECASE)
# "as short as possible", "möglichst kurz", "lo más breve posible", "できるだけ": a superlative asks for the most,
# it loosens nothing (and "可能な限り" / "尽可能" / "尽量" after an adjective are such a superlative as often).
_SUPERLATIVE = rx(r"\bas\s+(?!much\b|often\b|far\b)\w+\s+as\s+(?:possible|you\s+can)\b|\blo\s+más\s+\w+\s+posible\b|"
                          r"\baussi\s+\w+\s+que\s+possible\b|\bil\s+più\s+\w+\s+possibile\b|\bo\s+mais\s+\w+\s+possível\b",
                          re.IGNORECASE)


@lru_cache(maxsize=16384)
def hedged(text: str) -> bool:
    """Whether ``text`` hedges its rule ("if possible", "ideally", "できれば"; see the module doc)."""
    return bool(_HEDGE.search(_SUPERLATIVE.sub(" ", text)))


@lru_cache(maxsize=16384)
def optional(text: str) -> bool:
    """Whether ``text`` says its thing is optional or not required ("optional", "任意", "nicht nötig")."""
    return bool(_OPTIONAL.search(text))


def weakened(pin: str, unit: str) -> bool:
    """The unit hedges the rule, or makes optional what the pin (no ban) requires, and the pin does not."""
    if hedged(unit) and not hedged(pin):
        return True
    return optional(unit) and not optional(pin) and not _BAN.search(pin)
