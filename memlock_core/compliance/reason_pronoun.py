"""A reply rule that gives its reason first and names its object there, refusing it after "so" with a pronoun: "My
terminal mangles markdown tables, so please don't use them", "I can't read paywalled blogs (medium.com and the like),
so don't link to them", "Las tablas se rompen en mi terminal, así que no las uses", "Tabellen zerschießen mein
Terminal, also benutze sie bitte nicht".

Why a module of its own: the piece readers read the object where the verb stands; with a pronoun there the rule gave
no check, or a wrong one ("don't link to them": every link). This puts each phrase of the reason clause in the
pronoun's place, the shortest first, and keeps the first reading that gives clauses, so the rule reads as the plain
ban it stands for ("don't use markdown tables", "don't link to blogs (medium.com and the like)").
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Protocol, TypeVar

from memlock_core.regex_cache import rx

__all__ = ["resolve_pronoun"]


class _Parsed(Protocol):
    @property
    def clauses(self) -> tuple[object, ...]: ...
    @property
    def conflict(self) -> str: ...
    @property
    def unparsed(self) -> tuple[str, ...]: ...


R = TypeVar("R", bound=_Parsed)

_SO = (r"(?:so|therefore|hence|which is why|that'?s why|así que|por eso|entonces|por lo tanto|então|por isso|quindi|"
       r"perciò|per cui|donc|alors|du coup|also|deshalb|daher|darum|deswegen|dus|daarom)")
_PLEASE = r"(?:please\s+|pls\s+|just\s+|por favor,?\s+|per favore,?\s+|s'il te plaît,?\s+|bitte\s+|graag\s+)?"
# English: "so (please) don't use them", "so avoid them", "so never link to them"
_EN = rx(rf"^(?P<reason>(?:[^.;!?]|\.(?=\w)){{6,200}}?)\s*[,;:—–-]?\s*\b{_SO}\s+{_PLEASE}"
         rf"(?P<verb>(?:don'?t|do not|never|avoid|stop|skip|please don'?t)\b[^.;!?]{{0,30}}?)\s+(?:them|it|those|these)\b"
         rf"(?P<rest>(?:[^.;!?]|\.(?=\w))*)[.!]?\s*$", re.I)
# Spanish, Portuguese, Italian, French put the pronoun before the verb: "así que no las uses", "donc ne les utilise pas"
_ROMANCE = rx(rf"^(?P<reason>(?:[^.;!?]|\.(?=\w)){{6,200}}?)\s*[,;:—–-]?\s*\b{_SO}\s+{_PLEASE}"
              rf"(?:(?P<no>no|não|non)\s+(?:los|las|lo|la|os|as|o|a|li|le)\s+(?P<verb>\w+)|"
              rf"ne\s+(?:les|le|la|l['’])\s*(?P<fverb>\w+)\s+(?:pas|jamais|plus))"
              rf"(?P<rest>(?:[^.;!?]|\.(?=\w))*)[.!]?\s*$", re.I)
# German and Dutch put it after the verb: "also benutze sie bitte nicht", "dus gebruik ze niet"
_GERMANIC = rx(rf"^(?P<reason>(?:[^.;!?]|\.(?=\w)){{6,200}}?)\s*[,;:—–-]?\s*\b{_SO}\s+{_PLEASE}(?P<verb>\w+)\s+(?:sie|ze|die)\s+"
               rf"(?:bitte\s+|graag\s+)?(?P<neg>nicht|niet|nie|nooit)\b(?P<rest>(?:[^.;!?]|\.(?=\w))*)[.!]?\s*$", re.I)

# a bracket stays with the word before it ("blogs (medium.com and the like)")
_TOKEN = rx(r"[^\s()]+(?:\s*\([^()]*\))?")
_FUNCTION_WORD = rx(r"^(?:the|a|an|my|our|your|i|we|it|is|are|can'?t|cannot|don'?t|el|la|los|las|mi|mis|le|les|mon|ma|mes|"
                    r"der|die|das|mein\w*|de|het|mijn|o|os|as|il|i|lo|gli)$", re.I)


def _phrases(reason: str) -> Iterator[str]:
    """The phrases of the reason that may be the pronoun's object: its last words first (the object of the reason's
    verb), the shortest first; then its first words (the reason's subject: "Tables break in my terminal")."""
    words = [m.group(0) for m in _TOKEN.finditer(reason)]
    seen: set[str] = set()
    spans = [words[len(words) - n:] for n in range(1, min(5, len(words)) + 1)] + \
            [words[:n] for n in range(1, min(3, len(words)) + 1)]
    for span in spans:
        if _FUNCTION_WORD.match(span[0].split("(")[0].strip()) and len(span) == 1:
            continue
        phrase = " ".join(span).strip(" ,")
        if phrase and phrase not in seen:
            seen.add(phrase)
            yield phrase


def _candidates(text: str) -> Iterator[str]:
    found = _EN.match(text)
    if found:
        verb = re.sub(r"^please\s+", "", found.group("verb"), flags=re.I)
        for phrase in _phrases(found.group("reason")):
            yield f"{verb} {phrase}{found.group('rest')}"
        return
    found = _ROMANCE.match(text)
    if found:
        for phrase in _phrases(found.group("reason")):
            if found.group("fverb"):
                yield f"ne {found.group('fverb')} pas de {phrase}{found.group('rest')}"
            else:
                yield f"{found.group('no')} {found.group('verb')} {phrase}{found.group('rest')}"
        return
    found = _GERMANIC.match(text)
    if found:
        none = "geen" if found.group("neg").lower() in ("niet", "nooit") else "keine"
        for phrase in _phrases(found.group("reason")):
            yield f"{none} {phrase}{found.group('rest')}"


def resolve_pronoun(text: str, parse: Callable[[str], R]) -> R | None:
    """The parse of ``text`` with its pronoun read as the phrase of the reason it stands for, or None when the rule is
    not of that shape or no phrase gives a reading. ``parse`` is the reply-rule parse (passed in: no import cycle)."""
    for candidate in _candidates(text):
        parsed = parse(candidate)
        if parsed.clauses and not parsed.conflict and not parsed.unparsed:
            return parsed
    return None
