"""Feelings written as text in Japanese and Chinese prose: the bracketed asides of chat ("(笑)", "（汗）", "(泣)")
and the run of "w" for a laugh ("www", "ｗｗ").

A rule that bans emoticons or kaomoji ("顔文字は使わないで", "no emoticons like (笑)") bans these too: each is a
face put into words, standing after a sentence or a clause. They are told apart from ordinary brackets by what
they hold: one character of feeling (laugh, sweat, tears, anger, a sigh), or "w"s alone glued to Japanese or Chinese
text; a caret face glued to a word ("ね^^"). Never a reading in brackets, an abbreviation, an English "(w)" for
"width", nor "^" between operands.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the characters of feeling a chat aside holds: 笑 (laugh), 汗 (sweat), 泣 / 涙 (tears), 怒 (anger), 苦笑, 爆笑
_FEELING = r"笑|爆笑|苦笑|微笑|汗|泣|涙|怒|嘆|照|喜|恥"
# "(笑)" after Japanese or Chinese text (a kana, a kanji or their punctuation before it), or "www" / "ｗｗ" after such
# text and before the end of the clause
_ASIDE = rx(r"(?<=[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60。、！？!?\s])[(（](?:" + _FEELING + r")[)）]"
                    r"|(?<=[\u3040-\u30ff\u3400-\u9fff])[wｗ]{2,}(?=[\s。、！？!?）)]|$)"
                    # "^^" / "^_^" glued to Japanese text ("楽しんでくださいね^^"), never an operator between operands
                    r"|(?<![A-Za-z0-9_^\s])\^[_.]?\^(?![A-Za-z0-9_^])", re.M)


def laugh_asides(text: str) -> list[str]:
    """The feelings written as text asides in ``text`` ("(笑)", "（汗）", "www"), as written."""
    return [m.group(0) for m in _ASIDE.finditer(text)]
