"""Propose a check for a pin whose text is a rule kind memlock recognises.

Recognised kinds: reply language ("answer in French", "réponds en français"), bullet points,
numbered steps, no emoji, a word or character limit ("keep answers under 100 words"), and tool
bans: sudo, force pushes, ``rm -rf``, and a named host ("never connect to db.prod.example.com").
A proposal is only shown: it takes effect when the user (or the model, under the admission rules)
accepts it with an ordinary pin update (``check: "proposed"``). Anything else stays unchecked.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from memlock_core.compliance.check import PinCheck, ReplyCheck
from memlock_core.compliance.tool_rule import propose_tool

LANGUAGES: dict[str, str] = {
    "english": "en", "anglais": "en", "englisch": "en", "inglés": "en", "ingles": "en", "inglese": "en",
    "french": "fr", "français": "fr", "francais": "fr", "französisch": "fr", "francés": "fr", "francese": "fr",
    "german": "de", "allemand": "de", "deutsch": "de", "alemán": "de", "tedesco": "de",
    "spanish": "es", "espagnol": "es", "spanisch": "es", "español": "es", "espanol": "es", "castellano": "es",
    "italian": "it", "italien": "it", "italienisch": "it", "italiano": "it",
    "portuguese": "pt", "portugais": "pt", "português": "pt", "portugues": "pt",
    "dutch": "nl", "néerlandais": "nl", "nederlands": "nl", "niederländisch": "nl",
    "russian": "ru", "russe": "ru", "russisch": "ru", "русском": "ru",
    "japanese": "ja", "japonais": "ja", "日本語": "ja", "chinese": "zh", "mandarin": "zh", "chinois": "zh", "中文": "zh",
    "korean": "ko", "polish": "pl", "polski": "pl", "swedish": "sv", "svenska": "sv", "danish": "da", "dansk": "da",
    "norwegian": "no", "finnish": "fi", "suomi": "fi", "czech": "cs", "turkish": "tr", "türkçe": "tr",
    "ukrainian": "uk", "greek": "el", "arabic": "ar", "hebrew": "he", "hindi": "hi", "vietnamese": "vi",
    "indonesian": "id", "catalan": "ca", "català": "ca", "romanian": "ro", "hungarian": "hu",
}
_LANG_NAMES = "|".join(sorted(map(re.escape, LANGUAGES), key=len, reverse=True))
# "answer/reply/respond/write/speak ... in French", "réponds en français", "antworte auf Deutsch", "French only".
_LANGUAGE = re.compile(
    rf"(?:\b(?:answer|reply|respond|write|speak|talk|communicate|responses?|answers?|replies|réponds|répondez|"
    rf"réponse|écris|écrivez|parle|antworte|antworten|schreib|schreibe|responde|responda|rispondi|risponda|"
    rf"antwoord)\w*\b[^.;\n]{{0,40}}?\b(?:in|en|auf|em|op|на)\s+(?P<a>{_LANG_NAMES})\b)"
    rf"|(?:\b(?:only|always|exclusively|toujours|uniquement|immer|nur|siempre|sempre)\s+(?:in|en|auf|em)\s+"
    rf"(?P<b>{_LANG_NAMES})\b)|(?:\b(?P<c>{_LANG_NAMES})\s+only\b)", re.I)
_NEGATED = re.compile(r"\b(?:never|no|not|don'?t|do not|avoid|without|stop|ne\b|pas\b|kein|nicht|nunca|non)\b", re.I)
_BULLETS = re.compile(r"\bbullet(?:ed)?(?:[- ]?points?|s| list)?\b|\bpuces?\b|\baufzählungs?punkte?n?\b|\bviñetas\b", re.I)
_NUMBERED = re.compile(r"\bnumbered\s+(?:steps?|lists?|points?)\b|\bnumber(?:ed)? (?:the|each|every|your) steps?\b|"
                       r"\bétapes numérotées\b|\bnummerierte\b", re.I)
_EMOJI = re.compile(r"\b(?:no|never|without|avoid|don'?t|do not|stop|sans|keine?|ohne|sin)\b[^.;\n]{0,25}?"
                    r"\b(?:emojis?|emoticons?|émojis?|emoji-?s?)\b|\bemoji-?free\b", re.I)
_LIMIT = re.compile(r"\b(?:under|below|fewer than|less than|at most|no more than|max(?:imum)?(?: of)?|within|"
                    r"not (?:more|longer) than|moins de|maximum|höchstens|unter|menos de)\s+(?P<n>\d{1,6})\s+"
                    r"(?P<unit>words?|mots?|wörter|wörtern|palabras|characters?|chars?|caractères)\b", re.I)
@dataclass
class Proposal:
    """A check memlock suggests for a pin, and the rule kinds it recognised."""

    check: PinCheck
    kinds: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return self.check.describe()


def propose_check(text: str) -> Proposal | None:
    """A check for the recognised rule kinds in ``text``; None when none is recognised."""
    if not isinstance(text, str) or not text.strip():
        return None
    kinds: list[str] = []
    language = None
    wanted: set[str] = set()
    for found in _LANGUAGE.finditer(text):
        name = next(g for g in found.groups() if g)
        before = text[max(0, found.start() - 25):found.start()]
        if not _NEGATED.search(before + found.group(0).split(name)[0]):
            wanted.add(LANGUAGES[name.lower()])
    if len(wanted) == 1:  # two languages ("docs in English, talk to me in German"): not a rule memlock can check
        language = wanted.pop()
        kinds.append("language")
    formats: list[str] = []
    bullets = _BULLETS.search(text)
    if bullets and not _NEGATED.search(text[max(0, bullets.start() - 30):bullets.start()]):
        formats.append("bullets")
        kinds.append("bullets")
    numbered = _NUMBERED.search(text)
    if numbered and "bullets" not in formats and not _NEGATED.search(text[max(0, numbered.start() - 30):numbered.start()]):
        formats.append("numbered")
        kinds.append("numbered")
    if _EMOJI.search(text):
        formats.append("no_emoji")
        kinds.append("no_emoji")
    max_words = max_chars = None
    limit = _LIMIT.search(text)
    if limit:
        number = int(limit.group("n"))
        if limit.group("unit").lower().startswith(("char", "car")):
            max_chars = number
            kinds.append("max_chars")
        elif number > 0:
            max_words = number
            kinds.append("max_words")
    tool, tool_kinds = propose_tool(text)
    kinds += tool_kinds
    reply = None
    if language or formats or max_words or max_chars:
        reply = ReplyCheck(language=language, format=tuple(formats), max_words=max_words, max_chars=max_chars)
    if reply is None and tool is None:
        return None
    return Proposal(PinCheck(reply=reply, tool=tool), kinds)
