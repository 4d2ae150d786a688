"""To-do lists as markdown checkboxes: "Any to-do list you give me should use checkboxes (- [ ])", "Listes de
tâches : toujours avec des cases à cocher", "Aufgabenlisten immer mit Checkboxen".

Why a module of its own: the rule names a kind of list (a to-do list, a checklist) and a marker for its items,
not lists in general; a list of features under it is no to-do list. A list is a to-do list when one of its items
already carries a checkbox (``[ ]`` / ``[x]``), or when the user asked for things to do (a to-do list, a
checklist, tasks, "what do I need to do ..."). Then every item of that list has a checkbox; a reply with no
to-do list is not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, CONTINUATION, NUMBERED, parse
from memlock_core.compliance.negation import REFUSAL
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

CHECKBOXES = "checkbox_lists"

_TODO_LIST = (r"to-?do(?:[- ]lists?|s)?|todo-?listen?|checklists?|check-lists?|task lists?|lists? of tasks|"
              r"listes? (?:de tâches|de choses à faire|à cocher)|checklistes?|aufgabenlisten?|erledigungslisten?|"
              r"listas? de (?:tareas|pendientes|verificación|cosas por hacer)|liste di (?:cose da fare|attività)|"
              r"listas? de tarefas|TODO ?リスト|ToDo ?リスト|やること(?:リスト)?|チェックリスト")
_CHECKBOX = (r"(?:markdown\s+)?check[- ]?box(?:es)?|tick[- ]?box(?:es)?|cases? à cocher|kontrollkästchen|checkboxen|"
             r"casillas?(?: de verificación)?|caselle di controllo|caixas? de seleção|チェックボックス|"
             r"-\s?\[\s?\]|\[\s\]")
_RULE = rx(rf"(?P<todo>{_TODO_LIST})\b[^.;\n]{{0,80}}?(?P<box>{_CHECKBOX})"
                   rf"|(?P<box2>{_CHECKBOX})[^.;\n]{{0,40}}?\b(?:for|in|pour|dans|für|in|para|en|per)\s+(?:\w+\s+){{0,2}}?"
                   rf"(?P<todo2>{_TODO_LIST})\b", re.I)
_NEGATION = rx(rf"\b(?:{REFUSAL})\b", re.I)
# the user asks for things to do: a to-do list, a checklist, tasks, "what do I (still) need to do"
_TODO_REQUEST = rx(rf"\b(?:{_TODO_LIST})\b|\btasks?\b|\baction items?\b|\b(?:need|have|got|must|should) to do\b|"
                           r"\bthings to do\b|\bà faire\b|\btâches\b|\bzu erledigen\b|\baufgaben\b|\bpor hacer\b|"
                           r"\btareas\b|\bpendientes\b|\bda fare\b|\bcose da fare\b|\bo que (?:eu )?(?:preciso|tenho que) fazer\b|"
                           r"やること|すべきこと", re.I)
_BOX = rx(r"^\[[ xX✓✔]?\]\s*")


def parse_checkbox_rule(clause: str) -> bool:
    """Whether the clause asks for to-do lists made of checkboxes (not "no checkboxes")."""
    found = _RULE.search(clause)
    if found is None:
        return False
    return not _NEGATION.search(clause[:found.start("box") if found.group("box") else found.start()])


def asks_for_todo(message: str) -> bool:
    return bool(_TODO_REQUEST.search(message))


def _lists(text: str) -> list[list[str]]:
    """The bodies of each run of list items (an item at the margin after prose starts a new list)."""
    out: list[list[str]] = []
    previous = False
    for line in parse(text).lines:
        if line.kind in (BULLET, NUMBERED):
            if not previous:
                out.append([])
            out[-1].append(line.body)
            previous = True
        elif line.kind != CONTINUATION and line.text.strip():
            previous = False
    return out


def checkbox_verdict(text: str, user_message: str | None) -> Finding:
    """checkbox_lists: every item of each to-do list has a checkbox."""
    lists = _lists(text)
    if not lists:
        return NOT_APPLICABLE, "no list in the reply"
    asked = asks_for_todo(user_message) if user_message is not None else False
    todo = [items for items in lists if asked or any(_BOX.match(body) for body in items)]
    if not todo:
        return NOT_APPLICABLE, "no to-do list in the reply" + ("" if user_message is not None else " (no user message)")
    for items in todo:
        bare = [body for body in items if not _BOX.match(body)]
        if bare:
            return BROKEN, f"a to-do item without a checkbox: \"{bare[0][:60]}\""
    return OBEYED, f"{sum(map(len, todo))} to-do item(s), each with a checkbox"
