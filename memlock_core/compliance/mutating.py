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


# what the change is made to, when it is a system elsewhere ("that changes the cluster", "qui modifie la base",
# "der den Cluster ändert" (said before its verb), "que cambie el clúster", "クラスタを変更する")
_SYSTEM_NOUN = (r"(?:cluster\w*|clúster\w*|namespace\w*|database\w*|datenbank\w*|base(?:\s+de\s+donn[ée]es)?|db|"
                r"server\w*|serveur\w*|servidor\w*|prod\w*|infra\w*|cloud|account|compte|konto|bucket\w*|remote\w*|"
                r"k8s|kubernetes|deployment\w*|environment\w*|environnement\w*|umgebung\w*|entorno\w*)")
_SYSTEM = rx(r"\s+(?:(?:the|our|a|any|la|le|les|l'|el|los|den|die|das|dem|il|lo|o|a)\s+)?(?:\w+\s+)?" + _SYSTEM_NOUN + r"\b",
             re.I)
_SYSTEM_CJK = rx(r"(?:クラスタ|クラスター|本番|データベース|サーバ|集群|数据库|服务器|生产)(?:を|に|の)?\S{0,4}(?:変更|修改|更改)|"
                 r"\b(?:den|die|das|dem)\s+" + _SYSTEM_NOUN + r"\s+(?:\w+\s+)?(?:änder\w*|veränder\w*)", re.I)


def mutating_rules(forbid: str) -> list[ToolRule]:
    """The rules of "no call that changes anything" (each, under a consent clause, lifted by the user's word)."""
    found = _CHANGING.search(forbid)
    if not found:
        return []
    if _SYSTEM.match(forbid[found.end():]) or _SYSTEM_CJK.search(forbid[max(0, found.start() - 12):found.end()]):
        # "anything that changes the cluster": a change made there, by the commands that change a cluster or a
        # cloud (a file written on this machine, a commit, an install change nothing there)
        return [ToolRule("command", commands=CHANGE_COMMANDS)]
    return [ToolRule("write_path", paths=("*",)), ToolRule("delete"), ToolRule("install"), ToolRule("commit"),
            ToolRule("push"), ToolRule("command", commands=CHANGE_COMMANDS)]
