"""A person addressed by title and surname, never by first name: "In client letters always address the client as
Mr./Ms. + surname, never by first name", "address customers by their last name with a title, no first names",
"appelle les patients Monsieur/Madame + nom, jamais par leur prénom", "Kunden immer mit Herr/Frau und Nachnamen
ansprechen, nie mit dem Vornamen", "dirígete al paciente por su apellido, nunca por su nombre de pila".

Why a module: no other reader knows a person's name; the rule is about whoever the letter is for. That person is
the one the user's message names in full ("letter to Jane Doe about her results", "appointment letter for Alex
Rivera"): the first name is theirs. A reply that writes that first name on its own ("Dear Jane,", "…, Alex.")
breaks the rule; one that names them by title and surname ("Dear Ms. Doe") keeps it. A message that names nobody in
full, or a reply that is no letter to them (neither their first name nor their surname in it), is not applicable:
the check never guesses a name.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

FORMAT = "surname_address"

_TITLE = (r"(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Herr|Frau|M|Mme|Mlle|Sr|Sra|Srta|Sig|Sig\.ra|Monsieur|Madame|Señor|Señora|"
          r"Signor|Signora)\.?")
# the rule: an address by title and surname, or no first name
_SURNAME = rx(r"\b(?:surnames?|last names?|family names?|nom de famille|nachnamen?|familiennamen?|apellidos?|cognomi?|"
              r"sobrenomes?)\b|(?:Mr|Ms|Mrs|Mx)\.?\s*(?:/\s*(?:Mr|Ms|Mrs|Mx)\.?\s*)*\+|\bMonsieur\s*/\s*Madame\b|"
              r"\bHerr\s*/\s*Frau\b|苗字|名字|姓", re.I)
_FIRST = rx(r"\b(?:first|given|christian)\s+names?\b|\bprénoms?\b|\bvornamen?\b|\bnombre\s+de\s+pila\b|\bnome\s+proprio\b|"
            r"\bprimeiro\s+nome\b|下の名前|名前で呼", re.I)
_ADDRESS = rx(r"\baddress\w*|\bcall\w*|\brefer\w*\s+to|\bgreet\w*|\bappel\w*|\bansprech\w*|\bsprich\w*\s+\w+\s+an\b|"
              r"\banreden\b|\bdirig\w*|\bllam\w*|\btrat\w*|\bchiam\w*|\bsalu\w*|\bDear\b|呼", re.I)
_NEG = rx(r"\b(?:never|no|not|don'?t|avoid|jamais|pas|nie|nicht|kein\w*|nunca|no|mai|non|nunca)\b|しない|ない", re.I)

# a person named in full in the user's message ("to Jane Doe", "for Alex Rivera (they/them)")
_FULL_NAME = rx(r"(?<![\w.])(?P<first>[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?)\s+"
                r"(?P<last>(?:(?:van|von|de|da|del|di|le|la|O')\s*)?[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ'’]+)?)\b")
_NOT_FIRST = frozenset({"The", "A", "An", "Dear", "Hi", "Hello", "Mr", "Mrs", "Ms", "Mx", "Dr", "Miss", "Prof", "Herr",
                        "Frau", "Monsieur", "Madame", "Please", "Write", "Draft", "Letter", "Email", "Note", "To", "For",
                        "About", "From", "Our", "My", "Your", "This", "That", "I", "We", "Can", "Could", "Send",
                        "Señor", "Señora", "Signor", "Signora", "Monday", "Tuesday", "Wednesday",
                        "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May",
                        "June", "July", "August", "September", "October", "November", "December"})


def parse(text: str) -> list[str]:
    """``[FORMAT]`` when ``text`` asks that someone be addressed by title and surname, not by first name."""
    if not isinstance(text, str) or not _ADDRESS.search(text):
        return []
    first = _FIRST.search(text)
    if not (_SURNAME.search(text) and first and _NEG.search(text[max(0, first.start() - 30):first.start()])):
        return []
    return [FORMAT]


def _named(user_message: str) -> list[tuple[str, str]]:
    out = []
    for m in _FULL_NAME.finditer(user_message):
        before = user_message[max(0, m.start() - 6):m.start()]
        if m.group("first") in _NOT_FIRST or re.search(rf"\b{_TITLE}\s*$", before):
            continue
        out.append((m.group("first"), m.group("last")))
    return out


def verdict(text: str, user_message: str | None) -> Finding:
    """Judge a reply against the people the user's message names in full."""
    if not user_message:
        return NOT_APPLICABLE, "no user message to name the person addressed"
    people = _named(user_message)
    if not people:
        return NOT_APPLICABLE, "the user's message names nobody in full"
    prose = own_text(text, blockquotes=True)
    for first, last in people:
        alone = [m for m in re.finditer(rf"(?<![\w-]){re.escape(first)}(?![\w-])", prose)
                 if not re.match(rf"\s+{re.escape(last)}\b", prose[m.end():])]
        if alone:
            line = prose[prose.rfind("\n", 0, alone[0].start()) + 1:].split("\n")[0]
            return BROKEN, f"{first} addressed by first name: \"{line.strip()[:60]}\""
        if re.search(rf"\b{_TITLE}\s+{re.escape(last)}\b", prose):
            return OBEYED, f"{last} addressed by title and surname"
    return NOT_APPLICABLE, "the reply addresses none of the people the message names"
