"""The case of the pronoun that addresses the user: «вы» in lower case or «Вы» with a capital, "du" or "Du", "ty" or
"Ty" ("Не используй обращение на «Вы» с большой буквы, пиши «вы» с маленькой", "Schreib 'du' immer klein",
"write the Russian «вы» in lower case", "«Вы» с большой буквы, пожалуйста", "Pisz «Ty» wielką literą").

Why here: Russian, German and Polish letters may capitalise the "you" of address as a courtesy, and a user may want it
or refuse it. That is neither formality (``formal_address``: «вы» against «ты») nor the spelling of a name
(``word_case``): the rule names the pronoun and a case, the check reads every form of that pronoun in the reply's own
prose (code and quotes left out) that does not open a sentence, where a capital is only the spelling.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.negation import NEG
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.compliance.tone_spec import (
    ADDRESS_CASE_DESCRIPTIONS,
    ADDRESS_CASE_FORMATS,
    ADDRESS_LANGS,
    CAPITAL,
    LOWER,
)
from memlock_core.regex_cache import rx

__all__ = ["LOWER", "CAPITAL", "FORMATS", "DESCRIPTIONS", "parse", "verdict"]

# one format per case and language ("address_lower_ru"): the language says which pronoun's forms are read
FORMATS, DESCRIPTIONS, _LANGS = ADDRESS_CASE_FORMATS, ADDRESS_CASE_DESCRIPTIONS, ADDRESS_LANGS

# the pronoun families a rule may name, by the form it names; each with every form the reply may write
_FAMILIES = {
    "ru": r"вы|вас|вам|вами|ваш\w*|ты|тебя|тебе|тобой|тобою|тво[йяеёи]\w*",
    "uk": r"ви|вас|вам|вами|ваш\w*",
    "de": r"du|dich|dir|dein|deine[mnrs]?|euch|euer|eure[mnrs]?",
    "pl": r"ty|ciebie|tobie|tobą|twój|twoj\w+|twe\w*",
}
_NAMED = rx(r"(?<![\w])(?P<w>вы|вас|вам|ваш\w*|ты|тебя|тебе|ви|du|dich|dir|dein\w*|ty|ciebie|twój|twoje|twoja)(?![\w])", re.I)
_LOWER_WORD = rx(r"\b(?:small|lower[- ]?case|lowercase|minuscules?|en minuscule|klein\w*|minúsculas?|minuscol\w*|"
                         r"ma[łl]\w* liter\w*|маленьк\w+|строчн\w+)\b|小文字", re.I)
_CAPITAL_WORD = rx(r"\b(?:capital\w*|upper[- ]?case|uppercase|majuscules?|gro[ßs]\w*|mayúsculas?|maiuscol\w*|"
                           r"wielk\w+ liter\w*|больш\w+ букв\w*|заглавн\w+|прописн\w+)\b|大文字", re.I)
# a word for the case or the letter must be there: "пиши «вы»" alone is the formality rule
_NEG = rx(rf"(?<![\w])(?:{NEG})(?![\w])", re.I)
_PART = rx(r"[,;:.!?—–]\s+|\s+(?:but|mais|aber|pero|ma|mas|ale|а|но)\s+", re.I)
_SENTENCE_START = rx(r"(?:^|[.!?…:]\s+|\n\s*(?:[-*+•]|\d+[.)])?\s*|[«\"„“(]\s*)$")


def _family(word: str) -> str:
    w = word.lower()
    return next((lang for lang in ("uk", "ru", "de") if re.fullmatch(_FAMILIES[lang], w)), "pl") if w != "ви" else "uk"


def parse(clause: str) -> str | None:
    """``address_lower_<lang>`` / ``address_capital_<lang>`` for a rule on the case of the pronoun of address,
    else None."""
    named = _NAMED.search(clause)
    if not named:
        return None
    want: str | None = None
    for part in _PART.split(clause):
        lower, capital = _LOWER_WORD.search(part), _CAPITAL_WORD.search(part)
        if not lower and not capital or not _NAMED.search(part):
            continue  # the case of something else ("lowercase headings, and address me as du")
        word = lower or capital
        assert word is not None
        # "не пиши «Вы» с большой", or the refusal after the case ("с заглавной не пиши", "groß nicht")
        negated = bool(_NEG.search(part[:word.start()]) or _NEG.match(part[word.end():word.end() + 12].lstrip()))
        says = LOWER if lower and not capital else CAPITAL if capital and not lower else None
        if says is None:
            continue
        if negated:
            says = CAPITAL if says == LOWER else LOWER
        if want and want != says:
            return None  # the parts disagree: no reading
        want = says
    return f"{want}_{_family(named.group('w'))}" if want else None


def verdict(part: str, text: str) -> Finding:
    """``address_lower_ru`` ...: every form of the language's pronoun of address in the reply's own prose, away from a
    sentence start, in the case the rule asks for."""
    case, _, lang = part.rpartition("_")
    forms = _FAMILIES.get(lang, _FAMILIES["ru"])
    prose = own_text(text)
    good: list[str] = []
    bad: list[str] = []
    for found in re.finditer(rf"(?<![\w-])(?:{forms})(?![\w-])", prose, re.I):
        word = found.group(0)
        if _SENTENCE_START.search(prose[max(0, found.start() - 12):found.start()]):
            continue  # a capital opening a sentence says nothing
        capitalised = word[0].isupper()
        (bad if capitalised == (case == LOWER) else good).append(word)
    if bad:
        how = "with a capital" if case == LOWER else "in lower case"
        return BROKEN, f"the pronoun of address {how}: {quote_words(bad)}"
    if good:
        return OBEYED, f"the pronoun of address as asked: {quote_words(good)}"
    return NOT_APPLICABLE, "no pronoun of address inside a sentence"
