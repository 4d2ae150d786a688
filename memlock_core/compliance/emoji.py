"""Emoji by Unicode properties, without a dependency.

An emoji is what Unicode (UTS #51) says is shown as one:

* a character whose default presentation is emoji (``Emoji_Presentation=Yes``: 🚀 ✅ ⭐ ⌛);
* any character followed by VARIATION SELECTOR-16 (U+FE0F), which asks for emoji presentation
  (❤️ ✔️ ☀️), including keycap sequences (1️⃣ #️⃣: digit, U+FE0F, U+20E3) and a digit followed
  directly by U+20E3;
* a pair of regional indicators (a flag 🇫🇷).

Text-presentation symbols without U+FE0F are typography, not emoji: ★ ☆ ✓ ✔ → ➜ • © ™.
The ``Emoji_Presentation`` ranges below were generated from the Unicode data of the ``regex`` package
(2026.11.19; tests/test_compliance_reply.py compares them when it is installed): Python's own
``unicodedata`` has no emoji properties.
"""
from __future__ import annotations

import re

EMOJI_PRESENTATION: tuple[tuple[int, int], ...] = (
    (0x231A, 0x231B), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
    (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE),
    (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C),
    (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
    (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E),
    (0x1F191, 0x1F19A), (0x1F1E6, 0x1F1FF), (0x1F201, 0x1F201), (0x1F21A, 0x1F21A), (0x1F22F, 0x1F22F),
    (0x1F232, 0x1F236), (0x1F238, 0x1F23A), (0x1F250, 0x1F251), (0x1F300, 0x1F320), (0x1F32D, 0x1F335),
    (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0),
    (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D),
    (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4),
    (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D9),
    (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0),
    (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C), (0x1FA80, 0x1FAC6),
    (0x1FAC8, 0x1FAC8), (0x1FACC, 0x1FADD), (0x1FADF, 0x1FAEB), (0x1FAEF, 0x1FAFA),
)


def _class(ranges: tuple[tuple[int, int], ...]) -> str:
    return "".join(f"\\U{lo:08X}" if lo == hi else f"\\U{lo:08X}-\\U{hi:08X}" for lo, hi in ranges)


_PRESENTATION = _class(EMOJI_PRESENTATION)
# keycap (digit/#/* [VS16] U+20E3) | anything + VS16 | flag pair | an Emoji_Presentation character
# (with any skin-tone modifier, VS16, or ZWJ continuation that follows).
EMOJI = re.compile(
    r"[0-9#*]\ufe0f?\u20e3"
    r"|[^\s\ufe0f\u200d]\ufe0f"
    r"|[\U0001F1E6-\U0001F1FF]{2}"
    rf"|[{_PRESENTATION}][\U0001F3FB-\U0001F3FF]?(?:\u200d[^\s]\ufe0f?)*"
)


def find_emoji(text: str) -> list[str]:
    """The emoji in ``text``, in order (a ZWJ sequence or a keycap is one)."""
    return EMOJI.findall(text)
