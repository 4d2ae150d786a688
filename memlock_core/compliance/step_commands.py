"""One command per step: "un solo comando por paso", "one command per step", "une seule commande par étape", "ein
Befehl pro Schritt", "1ステップ1コマンド".

The rule counts the commands inside each step of a list, not where they stand: a step may give its command inline
(`pnpm install`) or in a fenced block under it. A step holds more than one when two commands are given, or one is
chained to another (``&&``, ``;``, ``||``: "git clone ... && cd app"); a pipe makes one command of its parts. A
reply with no step that gives a command is not judged. Commands are recognised by their shape (a program name,
then arguments), so `reverse=True` or `DEBUG = False` are not commands.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

ONE_COMMAND_STEP = "one_command_step"

_ONE = r"(?:one|a single|single|1|un|une|un solo|una sola|une seule|un seul|ein(?:en)?|einen einzigen|ein einziger|nur einen?)"
_COMMAND = r"(?:command|commande|comando|befehl|kommando)"
_PER = r"(?:per|each|a|par|por|pro|je|para cada|pour chaque|für jeden)"
_STEP = r"(?:step|étape|etape|paso|schritt|stage)"
RULE = rx(rf"\b{_ONE}\s+(?:\w+\s+)?{_COMMAND}\s+{_PER}\s+{_STEP}\b|"
                  rf"\b{_STEP}s?\s*[:,]?\s*(?:with\s+)?{_ONE}\s+{_COMMAND}\s+(?:each|apiece|chacune?|cada uno)\b|"
                  r"(?:1|一つの?)ステップ(?:に|につき|ごとに)?\s*(?:1|一つの?)コマンド|每(?:个|個)?步(?:骤|驟)?(?:只)?(?:一|1)(?:个|個|条|條)?命令",
                  re.I)

_ITEM = rx(r"^\s{0,3}(?:\d{1,3}[.)]|[-*+•])\s+\S")
_FENCE = rx(r"^\s*(`{3,}|~{3,})")
_INLINE = rx(r"(?<!`)`([^`\n]+)`(?!`)")
# a program, then at least one argument: "pnpm install", "cd app", "git clone git@...", "./run.sh --fast"
_SHAPE = rx(r"^\s*(?:\$\s+|sudo\s+)?(?:\./|~/|/)?[a-z][\w.+-]*(?:/[\w.+-]+)*\s+\S")
_CHAIN = rx(r"&&|\|\||;(?!\s*$)")


def _commands_in_line(line: str) -> int:
    """The commands a shell line (or an inline span) gives: one, plus one for each chaining operator."""
    line = line.strip()
    if not line or line.startswith("#") or not _SHAPE.match(line) or re.search(r"\s=\s|^\w+\(", line):
        return 0
    return 1 + len(_CHAIN.findall(line))


def _steps(text: str) -> list[tuple[str, int]]:
    """Each list item of the reply (its first line) and the commands it gives, fenced blocks under it included."""
    steps: list[tuple[str, int]] = []
    fence, blank, inside = "", False, False
    for raw in text.splitlines():
        opened = _FENCE.match(raw)
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = ""
            elif steps:
                steps[-1] = (steps[-1][0], steps[-1][1] + _commands_in_line(raw))
            continue
        if opened:
            fence = opened.group(1)
            continue
        if _ITEM.match(raw):
            steps.append((raw.strip(), 0))
            inside = True
        elif not raw.strip():
            blank = True
            continue
        elif blank and not raw.startswith((" ", "\t")):
            inside = False  # a paragraph after the list: no step's
        blank = False
        if not inside:
            continue
        count = sum(_commands_in_line(m.group(1)) for m in _INLINE.finditer(raw))
        steps[-1] = (steps[-1][0], steps[-1][1] + count)
    return steps


def verdict(text: str) -> Finding:
    """one_command_step: no step of the reply's lists gives more than one command."""
    steps = [s for s in _steps(text) if s[1]]
    if not steps:
        return NOT_APPLICABLE, "no step gives a command"
    over = next((s for s in steps if s[1] > 1), None)
    if over:
        return BROKEN, f"{over[1]} commands in one step: \"{over[0][:70]}\""
    return OBEYED, f"{len(steps)} steps, one command each"
