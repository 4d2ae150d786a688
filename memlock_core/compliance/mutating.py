"""A rule about every call that changes something: "ask me before any command that modifies something", "Avant chaque
commande qui modifie quelque chose, demandez-moi", "frag mich vor jedem Befehl, der etwas ändert", "pregúntame antes de
cualquier comando que modifique algo", "何かを変更するコマンドの前に確認して", "no state-changing commands".

Why a module of its own: the readers find an act by its verb and object ("delete files", "push to main"); this rule
names no act but a class of them by what they do to the machine: a change. The class is what the intent layer reads
as a change whatever the program (a file written or deleted, packages installed, a commit, a push, the commands that
change a cluster or a cloud account); reading, listing, a dry run or a check changes nothing. The words are the
relative clause "that changes/modifies/writes (something)" after a noun for a command or an action, or an adjective
("mutating", "state-changing", "modifizierende"), in English, French, German, Spanish, Italian, Portuguese, Japanese.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.tool_classes import CHANGE_COMMANDS
from memlock_core.regex_cache import rx

__all__ = ["mutating_rules"]

_CHANGING = rx(
    r"\b(?:commands?|actions?|operations?|calls?|anything|something|things?)\s+(?:that|which)\s+(?:\w+\s+)?"
    r"(?:changes?|modif(?:y|ies)|writes?|alters?|mutates?)\b|"
    r"\b(?:mutating|state[- ]changing|modifying|write)\s+(?:commands?|actions?|operations?|calls?)\b|"
    r"\b(?:commandes?|actions?|opérations?)\s+(?:qui|pouvant)\s+(?:\w+\s+)?(?:modifi\w*|chang\w*|écri\w*|alt[èé]r\w*)|"
    r"\b(?:Befehl\w*|Aktion\w*|Operation\w*|etwas|was)\s*,?\s+(?:der|die|das)\s+(?:\w+\s+){0,3}?"
    r"(?:änder\w*|veränder\w*|schreib\w*|modifizier\w*)|\b(?:modifizierende\w*|verändernde\w*|schreibende\w*)\s+"
    r"(?:Befehl\w*|Aktion\w*|Operation\w*)|"
    r"\b(?:comandos?|acci[oó]n\w*|operaci[oó]n\w*|algo)\s+que\s+(?:\w+\s+)?(?:modifique\w*|modifica\w*|cambie\w*|"
    r"cambia\w*|escriba\w*|altere\w*|mude\w*|muda\w*|escreva\w*)|"
    r"\b(?:comand[oi]|azion[ei]|operazion[ei]|qualcosa)\s+che\s+(?:\w+\s+)?(?:modific\w*|cambi\w*|scriv\w*|alter\w*)|"
    r"(?:変更|書き換え|書き込み)(?:を加える|する|を伴う)(?:コマンド|操作|処理)|(?:修改|更改)\S{0,6}(?:命令|操作)", re.I)


def mutating_rules(forbid: str) -> list[ToolRule]:
    """The rules of "no call that changes anything" (each, under a consent clause, lifted by the user's word)."""
    if not _CHANGING.search(forbid):
        return []
    return [ToolRule("write_path", paths=("*",)), ToolRule("delete"), ToolRule("install"), ToolRule("commit"),
            ToolRule("push"), ToolRule("command", commands=CHANGE_COMMANDS)]
