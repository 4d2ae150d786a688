"""Files that must not leave this machine: "patient exports (anything in /data/phi/) must never leave this machine",
"les fichiers de /srv/exports ne doivent jamais quitter ce serveur", "Dateien unter /data/kunden dürfen diesen Rechner
nie verlassen", "nada de /data/clientes debe salir de esta máquina", "/data/phi のファイルはこのマシンの外に出さないで",
"never upload anything from ~/contracts".

Why a module of its own: the path readers read such a rule as one against writing the files, so a copy into a folder
beside them (``cp /data/phi/x /data/phi/archive/``) was wrongly broken and an upload (``scp /data/phi/x host:``,
``aws s3 cp /data/phi/ s3://...``, ``curl -F f=@/data/phi/x https://...``) wrongly obeyed. What the rule forbids is one
call that both reads a protected file and sends to another machine: a program that carries files over the network
(scp, rsync, sftp, curl, wget, the cloud storage clients, mail) reading the file and reaching a host that is not this
one. Working on the files in place, copying them on the machine, and downloads are no part of it.
"""
from __future__ import annotations

import posixpath
import re
from typing import Callable, Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.intent.action import CONNECT, EXEC, PRIVILEGE, READ, Action
from memlock_core.regex_cache import rx

__all__ = ["SEND_PATH", "sent_off", "sent_off_rule"]

SEND_PATH = "send_path"

_PLACE = (r"(?:machine|box|server|host|laptop|computer|workstation|vm|network|premises|building|environment)")
_LEAVE = rx(
    rf"\b(?:leave|leaves|leaving|left)\s+(?:this|the|my|our)\s+{_PLACE}\b|"
    rf"\b(?:off|outside(?:\s+of)?)\s+(?:this|the|my|our)\s+{_PLACE}\b|"
    r"\b(?:never|not|n't|no)\s+(?:\w+\s+){0,2}?(?:upload(?:ed|ing)?|exfiltrat\w*)(?![\w/.-])|"
    r"\bquitter\s+(?:cette|la|ce|le|notre)\s+(?:machine|serveur|poste|ordinateur|réseau)\b|"
    r"\bsortir\s+de\s+(?:cette|la|ce|notre)\s+(?:machine|serveur|poste|réseau)\b|"
    r"\b(?:diese[nr]?|de[nr]|unsere[nr]?)\s+(?:Rechner|Server|Computer|Maschine|Laptop|Netz\w*)\s+(?:\w+\s+){0,2}?"
    r"verlass\w*|\b(?:nie(?:mals)?|nicht|keine?)\s+(?:\w+\s+){0,3}?hoch(?:zu)?(?:lad|gelad)\w*|"
    r"\bsal(?:ir|ga[ns]?)\s+de\s+(?:esta|este|la|el|nuestra|nuestro)\s+(?:m[áa]quina|servidor|equipo|ordenador|"
    r"computadora|red)\b|"
    r"\bsa(?:ir|ia[m]?)\s+d(?:esta|este|a|o)\s+(?:m[áa]quina|servidor|computador|rede)\b|"
    r"\b(?:lasciare|uscire\s+da)\s+(?:questa|questo|la|il)\s+(?:macchina|server|computer|rete)\b|"
    r"(?:この)?(?:マシン|サーバー?|PC|端末)(?:の外|から)(?:に|へ)?(?:出さ|持ち出さ|送ら|出し)|"
    r"(?:离开|传出|带出)(?:这台)?(?:机器|服务器|电脑)", re.I)

# programs that carry a file they read to another machine
_CARRIERS = frozenset({"scp", "rsync", "sftp", "curl", "wget", "aws", "gsutil", "gcloud", "az", "rclone", "s3cmd", "mc",
                       "azcopy", "mail", "mailx", "mutt", "sendmail", "nc", "ncat", "netcat", "socat", "ftp", "lftp",
                       "smbclient", "http", "https", "xh", "httpie", "croc", "wormhole"})
_LOCAL = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0"})


def sent_off_rule(text: str, paths: Sequence[str]) -> ToolRule | None:
    """The rule against sending ``paths`` (read from ``text``) off this machine; None when ``text`` is not one."""
    if not paths or not _LEAVE.search(text):
        return None
    return ToolRule(SEND_PATH, paths=tuple(paths))


def _remote(host: str) -> bool:
    bare = host.rsplit("@", 1)[-1].split(":", 1)[0].lower()
    return bool(bare) and bare not in _LOCAL and not bare.startswith("-") and \
        bool(re.fullmatch(r"[a-z0-9][a-z0-9.-]*", bare))


def sent_off(rule: ToolRule, actions: Sequence[Action], matches: Callable[[str, str], bool]) -> list[Action]:
    """The runs of a carrier program that read a protected file and reach another machine (the run's own actions
    follow it until the next run); ``matches(path, pattern)`` is the caller's path test."""
    out: list[Action] = []
    run: Action | None = None
    reads = connects = False
    for a in [*actions, Action(EXEC, argv=("",))]:
        if a.kind in (EXEC, PRIVILEGE):
            if run is not None and reads and connects:
                out.append(run)
            program = posixpath.basename(a.argv[0]) if a.argv else ""
            run = a if program in _CARRIERS else None
            reads = connects = False
        elif run is not None and a.kind == READ and any(matches(a.path, p) for p in rule.paths):
            reads = True
        elif run is not None and a.kind == CONNECT and _remote(a.host):
            connects = True
    return out
