"""A program to be run only through another command, never directly: "migrations must be run with `make migrate`,
never by calling alembic directly", "Migrationen immer über `make migrate`, nie alembic direkt", "les migrations
passent par `make migrate`, jamais alembic directement", "las migraciones con `make migrate`, nunca alembic
directamente", "マイグレーションは `make migrate` で、alembic を直接実行しないで".

Why a module of its own: the tool rule reader takes the command a rule names in code marks as the thing forbidden,
so the wanted way ("make migrate") became the ban and the refused program was lost. The shape is one in every
language: a clause with a negation and the word "directly" names the refused programs;
a clause without a negation names the wanted command. The rule is then "never the refused program, except through
the wanted command"; a program the wrapper runs is run by it, not directly.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from memlock_core.compliance.tool_swaps import command_phrase
from memlock_core.regex_cache import rx

__all__ = ["direct_call_rule"]

_DIRECTLY = rx(r"\bdirect(?:ly)?\b|\bdirectement\b|\bdirekt\b|\bunmittelbar\b|\bdirectamente\b|\bdiretamente\b|"
               r"\bdirettamente\b|\bbezpośrednio\b|\brechtstreeks\b|\bdirect\b|直接|직접", re.I)
_NEG = rx(r"\b(?:never|no|not|don'?t|do not|avoid|jamais|pas|ne|n'|nie|niemals|nicht|kein\w*|nunca|no|jamás|nada|"
          r"mai|non|não|nooit|niet|nigdy)\b|ない|禁止|ません|不要|别|勿|말고|마세요|금지|않", re.I)
_CLAUSES = rx(r"[,;.!?。、；，]\s*|\s[—–-]\s|—|–|\s(?=(?:but|aber|mais|pero|ma|mas|sondern|sino)\b)", re.I)
_SPAN = rx(r"`([^`\n]{2,60})`")
_WORD = rx(r"[A-Za-z][\w.+-]*")


def _programs(clause: str, known: Callable[[str], bool]) -> list[tuple[str, int]]:
    return [(m.group(0).lower(), m.start()) for m in _WORD.finditer(clause.replace("`", " ")) if known(m.group(0))]


# the way a command is gone through: "run with / via / through X", "par X", "über X", "con X", "X で"
_VIA = rx(r"\b(?:with|via|through|using|by|par|avec|über|mit|con|mediante|por|com|pelo|tramite|met|door|przez)\s+`?"
          r"(?=[A-Za-z])|(?=[A-Za-z][\w.+-]*(?:\s+[A-Za-z][\w.+-]*)?`?\s*(?:で|経由|를 통해|을 통해|로|으로))", re.I)


def _wanted(clause: str, known: Callable[[str], bool]) -> str:
    """The command a clause without a negation names as the way to run: its code span, or the command after a
    word of going through ("via make migrate"); "" when it names none."""
    for m in _SPAN.finditer(clause):
        words = m.group(1).split()
        if words and known(words[0]):
            return " ".join(words[:2]).lower() if len(words) > 1 and _WORD.fullmatch(words[1]) else words[0].lower()
    for m in _VIA.finditer(clause):
        phrase = command_phrase(clause[m.end():], known)
        if phrase:
            return phrase
    return ""


def direct_call_rule(text: str, known: Callable[[str], bool]) -> tuple[tuple[str, ...], str] | None:
    """(refused programs, wanted command) when ``text`` says the program is not to be run directly but through the
    command; None otherwise."""
    if not _DIRECTLY.search(text):
        return None
    clauses = [c for c in _CLAUSES.split(text) if c and c.strip()]
    refused: list[str] = []
    wanted = ""
    for clause in clauses:
        if _DIRECTLY.search(clause) and _NEG.search(clause):
            plain = _DIRECTLY.sub(" ", clause.replace("`", " ").replace("/", " "))  # "kein pip/pip3 direkt": each of them
            refused += [command_phrase(plain[at:], known) or word for word, at in _programs(plain, known)]
        elif not _NEG.search(clause) and not wanted:
            wanted = _wanted(clause, known)
    refused = list(dict.fromkeys(refused))
    if not refused or not wanted or wanted.split()[0] in {r.split()[0] for r in refused}:
        return None
    return tuple(refused), wanted
