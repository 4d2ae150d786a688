"""The names and descriptions of the typographic formats (typography.py measures them): they live here, beside the
check record that stores and validates them, so the record does not import the prose reader."""
from __future__ import annotations

NO_BOLD, NO_ITALIC = "no_bold", "no_italic"
OXFORD_COMMA, ES_ACCENTS, FR_TYPOGRAPHY = "oxford_comma", "es_accents", "fr_typography"
ES_OPENING_MARKS = "es_opening_marks"
PT_AO90 = "pt_ao90"  # Portuguese spelled after the 1990 agreement: ação, ótimo, projeto (never acção, óptimo, projecto)
# "spell out numbers one to nine": the bound is part of the name (spell_numbers_9, _10, _12, _99)
SPELL_NUMBERS = tuple(f"spell_numbers_{n}" for n in (9, 10, 12, 99))
FORMATS = (NO_BOLD, NO_ITALIC, OXFORD_COMMA, ES_ACCENTS, FR_TYPOGRAPHY, ES_OPENING_MARKS, PT_AO90, *SPELL_NUMBERS)
DESCRIPTIONS = {NO_BOLD: "no bold text", NO_ITALIC: "no italic text",
                OXFORD_COMMA: "a comma before the last item of every series of three (A, B, and C)",
                ES_ACCENTS: "Spanish written accents kept (sesión, también)",
                ES_OPENING_MARKS: "Spanish questions and exclamations opened with ¿ and ¡",
                PT_AO90: "Portuguese spelled after the 1990 agreement (ação, ótimo, projeto; not acção, óptimo, projecto)",
                FR_TYPOGRAPHY: "French typography: a space before : ; ? ! and « » quotation marks",
                **{name: f"numbers up to {name.rsplit('_', 1)[1]} written as words in prose (digits in code, versions "
                         f"and measurements)" for name in SPELL_NUMBERS}}
