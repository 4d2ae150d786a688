"""The names and descriptions of the round-10 tone and form checks, apart from their readers.

check.py (layer 1, the check record an Anchor carries) validates and describes a check's formats; the readers
(address_case, closing_recap, moralising, questions_back) import the reply parsers, which import check.py. Keeping
the names here lets check.py know them without importing a reader.
"""
from __future__ import annotations

# the case of the pronoun of address, one format per case and language ("address_lower_ru")
LOWER, CAPITAL = "address_lower", "address_capital"
ADDRESS_LANGS = ("ru", "uk", "de", "pl")
ADDRESS_CASE_FORMATS = tuple(f"{case}_{lang}" for case in (LOWER, CAPITAL) for lang in ADDRESS_LANGS)
ADDRESS_CASE_DESCRIPTIONS = {f"{case}_{lang}": f"the {lang} pronoun of address "
                             f"{'in lower case' if case == LOWER else 'with a capital'}"
                             for case in (LOWER, CAPITAL) for lang in ADDRESS_LANGS}

NO_CLOSING_SUMMARY = "no_closing_summary"
RECAP_FORMATS = (NO_CLOSING_SUMMARY,)
RECAP_DESCRIPTIONS = {NO_CLOSING_SUMMARY: "does not end with a summary (In short, To sum up ...)"}

NO_MORALISING = "no_moralising"
MORALISING_FORMATS = (NO_MORALISING,)
MORALISING_DESCRIPTIONS = {NO_MORALISING: "no moral or safety lecture (remember that ..., drink responsibly)"}

NO_QUESTIONS_BACK = "no_questions_back"
QUESTIONS_BACK_FORMATS = (NO_QUESTIONS_BACK,)
QUESTIONS_BACK_DESCRIPTIONS = {NO_QUESTIONS_BACK: "asks the user nothing back (no clarifying question)"}

NO_PROFANITY, NO_SLANG = "no_profanity", "no_slang"
COARSE_FORMATS = (NO_PROFANITY, NO_SLANG)
COARSE_DESCRIPTIONS = {NO_PROFANITY: "no swear words", NO_SLANG: "no slang"}

# the mark a numbered item's number is written with ("use '1.' not '1)' or '(1)'": numbering_style.py)
NUMBERED_DOT, NUMBERED_PAREN, NUMBERED_WRAPPED = "numbered_dot", "numbered_paren", "numbered_wrapped"
NUMBER_MARK_FORMATS = (NUMBERED_DOT, NUMBERED_PAREN, NUMBERED_WRAPPED)
NUMBER_MARK_DESCRIPTIONS = {NUMBERED_DOT: "numbered items written 1., 2., 3.",
                            NUMBERED_PAREN: "numbered items written 1), 2), 3)",
                            NUMBERED_WRAPPED: "numbered items written (1), (2), (3)"}
