"""Chinese and Japanese punctuation in CJK prose ("标点符号用中文的", "中文标点", "句読点は全角で", "use full-width
punctuation in Chinese", "ponctuation chinoise (，。)", "chinesische Satzzeichen", "puntuación china").

Why a module of its own: a rule that asks for the full-width marks (，。！？：；) is broken by a half-width mark written
in their place: an ASCII comma, stop, colon, semicolon, ! or ? standing right after a Han or kana character ("节省磁盘
空间, 安装速度也更快."). It is read into one pattern the reply must not match; a mark after a Latin word, a digit or in a
number ("3.5") is English or a figure and stays; a rule asking for half-width marks asks nothing of this kind.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["HALF_WIDTH_AFTER_CJK", "parse_cjk_punctuation"]

_PUNCT = rx(r"标点|標點|句読点|句読|句点|読点|约物|punctuation|ponctuation|satzzeichen|interpunktion|puntuaci[óo]n|"
            r"pontuação|punteggiatura|구두점|문장\s*부호", re.I)
_CJK_WANTED = rx(r"中文|中国語|中國|汉语|漢語|日本語|全角|full-?width|chinese|japanese|chinois\w*|japonais\w*|chinesisch\w*|"
                 r"japanisch\w*|chin[oa]|japon[ée]s\w*|cinese|giapponese|[，。、！？]", re.I)
_HALF_WANTED = rx(r"半角|half-?width|ascii|english punctuation|英文标点|英語の句読点", re.I)
# a half-width mark right after a Han or kana character, before a space, another CJK character or the end
HALF_WIDTH_AFTER_CJK = r"(?<=[\u3040-\u30ff\u3400-\u9fff])[,.!?;:](?=\s|[\u3040-\u30ff\u3400-\u9fff]|$)"


def parse_cjk_punctuation(clause: str) -> list[str]:
    """The pattern of a half-width mark in CJK prose, for a rule asking for Chinese or Japanese punctuation."""
    if not _PUNCT.search(clause) or not _CJK_WANTED.search(clause) or _HALF_WANTED.search(clause):
        return []
    return [HALF_WIDTH_AFTER_CJK]
