"""Half-width digits and Latin letters ("数字とアルファベットは半角で", "英数字は半角", "no full-width digits",
"chiffres en demi-chasse", "Ziffern in halber Breite", "dígitos de ancho medio").

Japanese and Chinese text can write digits and Latin letters in their full-width forms (０-９, Ａ-Ｚ, ａ-ｚ, Unicode
U+FF10-U+FF5A). A rule that asks for the half-width forms (or refuses the full-width ones) is read into a pattern a
reply must not match: any full-width digit (when it names digits) or letter (when it names letters); naming neither
means both.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import REFUSAL
from memlock_core.regex_cache import rx

_HALF = rx(r"半角|half-?width|demi-?chasse|halbbreit\w*|halber breite|ancho medio|media anchura|meia largura|"
                   r"mezza larghezza|반각", re.I)
_FULL_REFUSED = rx(r"全角[^。\n]{0,12}?(?:禁止|NG|だめ|ダメ|使わない|使用しない|にしない|避け|不要|不可|不能|别用|不要用)|"
                           rf"\b(?:{REFUSAL})\s+(?:\w+\s+){{0,2}}"
                           r"full-?width|(?:禁止|不要|别用|不用)全角|전각[^.\n]{0,10}?(?:금지|쓰지)", re.I)
_FULL_WANTED = rx(r"全角で|全角に|用全角|full-?width (?:digits|letters|numbers|characters) (?:only|always)", re.I)
_DIGITS = rx(r"数字|数値|digits?|numbers?|numerals?|chiffres?|ziffern|zahlen|d[íi]gitos?|números?|cifre|numeri|숫자|英数", re.I)
_LETTERS = rx(r"アルファベット|英字|英数|ローマ字|ラテン文字|字母|letters?|alphabet\w*|lettres?|buchstaben|letras?|lettere|"
                      r"latin\w*|영문|알파벳", re.I)
# a full-width run quoted alone ("「Ａ」のように幅が広い") is shown as an example, not written: the quote marks on both
# sides leave it out
_OPEN, _CLOSE = "(?<![「『\"“'‘`«])", "(?![」』\"”'’`»])"
FULL_DIGIT = f"{_OPEN}[\uff10-\uff19]+{_CLOSE}"
FULL_LETTER = f"{_OPEN}[\uff21-\uff3a\uff41-\uff5a]+{_CLOSE}"


def parse_width_rule(clause: str) -> list[str]:
    """Patterns for the full-width forms ``clause`` refuses (empty when it asks for no width)."""
    if not (_HALF.search(clause) or _FULL_REFUSED.search(clause)) or _FULL_WANTED.search(clause):
        return []
    digits, letters = bool(_DIGITS.search(clause)), bool(_LETTERS.search(clause))
    if not digits and not letters:
        digits = letters = True
    if digits and letters:
        return [f"{_OPEN}[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]+{_CLOSE}"]
    return [FULL_DIGIT if digits else FULL_LETTER]
