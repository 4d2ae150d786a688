"""Container volumes removed, said in words ("no docker system prune or deleting volumes", "geen volumes
verwijderen", "keine Docker-Volumes löschen", "ボリュームは削除しないで").

The command readers read a program and its subcommands ("docker volume rm"); a rule that says the act in
prose ("deleting volumes", "volumes verwijderen") names no subcommand, so nothing of it was checked and
``docker volume rm pgdata`` or ``docker compose down -v`` went through. A clause that puts a delete verb next to
the volume noun, in a rule about containers, is read as the command that removes volumes; the judge already
counts ``compose down -v`` and ``volume prune`` as that (:func:`command_lists.removes_volumes`).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

VOLUME_COMMANDS = ("docker volume rm", "docker volume prune")

_CONTAINERS = rx(r"\b(?:docker|podman|nerdctl|compose|containers?|Container\w*|contenedor\w*|conteneur\w*|contêiner\w*)\b|"
                 r"コンテナ|容器|контейнер\w*", re.I)
_VOLUME = rx(r"\bvol[uú]m\w*|ボリューム|数据卷|卷|том\w*", re.I)
_DELETE = rx(r"\b(?:delet\w*|remov\w*|drop\w*|wip\w*|destroy\w*|prun\w*|verwijder\w*|wis(?:sen|t)?|lösch\w*|entfern\w*|"
             r"supprim\w*|effac\w*|borr\w*|elimin\w*|apag\w*|remov\w*|rimuov\w*|cancell\w*|usu[nń]\w*|kasuj\w*|"
             r"radera|ta bort|удал\w*)\b|削除|消さ|消して|删除|删掉", re.I)
_CLAUSE = rx(r"[.;!?。！？\n]+|,\s+")


def names_volume_removal(text: str) -> bool:
    """Does a clause of ``text``, a rule about containers, say volumes are deleted (in any of its languages)?"""
    if not _CONTAINERS.search(text):
        return False
    for clause in _CLAUSE.split(text):
        volume = _VOLUME.search(clause)
        if volume and _DELETE.search(clause):
            return True
    return False
