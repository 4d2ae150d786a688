"""Where a dump may be written ("データベースのダンプ（pg_dump）はローカルの ./backups/ 以外に出力しないで", "DB dumps go
to ./backups/ only", "never write a pg_dump anywhere but backups/", "les dumps uniquement dans ./backups/",
"Dumps nur nach ./backups/ schreiben", "los volcados solo en ./backups/").

Such a rule names one allowed place for a kind of output. Read by the file readers it became the opposite:
the folder protected ("reads backups/shop.dump" broken, a restore from the allowed folder) while the dump
written to /tmp went through. Here the rule is a content rule (``dump_place``): a dump program's output
(``-f FILE`` / ``--file=FILE`` / ``-o DIR``, or its stdout redirected to a file) must fall under the folder. A
dump printed to the terminal or piped to another program writes no file here; a restore, a read or any
other program is not the rule's."""

from __future__ import annotations

import posixpath
import re
import shlex
from typing import Any

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["DUMP_PLACE", "dump_place_breaks", "dump_place_rule"]

DUMP_PLACE = "dump_place"
DUMPERS = ("pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump", "mongoexport")
_OUT_FLAGS = {"pg_dump": ("-f", "--file"), "pg_dumpall": ("-f", "--file"), "mysqldump": ("-r", "--result-file"),
              "mariadb-dump": ("-r", "--result-file"), "mongodump": ("-o", "--out", "--archive"),
              "mongoexport": ("-o", "--out")}
_DUMP_WORD = rx(r"\bdumps?\b|\bpg_dump(?:all)?\b|\bmysqldump\b|\bmongodump\b|ダンプ|转储|导出|\bvolcados?\b|"
                r"\bDumps?\b|\bsauvegardes?\s+(?:de\s+)?(?:la\s+)?(?:base|bdd)\b", re.I)
# the one place: "only to/in X", "X only", "nowhere but X", "outside X" (negated), "X 以外に…しないで", "nur nach X",
# "uniquement dans X", "solo en X", "solo in X", "apenas em X"
_ONLY = rx(r"\bonly\b|\bnowhere\s+(?:but|else\s+than|other\s+than)\b|\banywhere\s+(?:but|else|other\s+than)\b|"
           r"\boutside\b|\bexcept\b|以外|\bnur\b|\bausschließlich\b|\baußerhalb\b|\buniquement\b|\bseulement\b|"
           r"\ben\s+dehors\b|\bhors\s+de\b|\bsolo\b|\bsólo\b|\bsolamente\b|\bfuera\s+de\b|\bapenas\b|\bsomente\b|"
           r"\bfora\s+de\b|\bsoltanto\b|\bal\s+di\s+fuori\b|只|仅", re.I)
_DIR = rx(r"(?<![\w/.-])(\.{0,2}/?[\w.-]+/(?:[\w.-]+/)*)(?![\w/.-])")


def dump_place_rule(forbid: str) -> ToolRule | None:
    """The ``dump_place`` rule a text states: a dump named, one folder, and the words of "only there"."""
    if not isinstance(forbid, str) or not _DUMP_WORD.search(forbid) or not _ONLY.search(forbid):
        return None
    places = [m.group(1) for m in _DIR.finditer(forbid) if not m.group(1).startswith(("http", "//"))]
    if len(places) != 1:
        return None
    named = tuple(p for p in DUMPERS if re.search(rf"\b{p}\b", forbid))
    return ToolRule(DUMP_PLACE, paths=(places[0],), commands=named or DUMPERS)


def _norm(path: str) -> str:
    p = path.strip()
    while p.startswith("./"):
        p = p[2:]
    return posixpath.normpath(p) if p else ""


def _inside(path: str, folder: str) -> bool:
    p, f = _norm(path), _norm(folder)
    if not p or not f:
        return False
    if p.startswith("/") and not f.startswith("/"):  # an absolute path: the folder somewhere in it (a repo's own)
        return ("/" + f + "/") in (p + "/") and not p.startswith(("/tmp/", "/var/tmp/"))
    return p == f or p.startswith(f + "/")


def _segments(command: str) -> list[list[str]]:
    out: list[list[str]] = []
    for part in re.split(r"&&|\|\||;|\n", command):  # (a pipeline stays whole: `pg_dump db | gzip > x.gz`)
        try:
            words = shlex.split(re.sub(r"(?<!\|)\|(?!\|)", " | ", part), comments=True)
        except ValueError:
            words = part.split()
        out.append(words)
    return out


def _outputs(words: list[str], program: str) -> list[str]:
    flags = _OUT_FLAGS.get(program, ())
    found: list[str] = []
    piped = False
    for i, w in enumerate(words):
        piped = piped or w == "|"
        if w in flags and i + 1 < len(words) and not piped:
            found.append(words[i + 1])
        for f in flags if not piped else ():
            if f.startswith("--") and w.startswith(f + "="):
                found.append(w.split("=", 1)[1])
            elif not f.startswith("--") and w.startswith(f) and len(w) > len(f) and w[len(f)] != "-":
                found.append(w[len(f):])  # `-f/tmp/x.sql`
        m = re.fullmatch(r"\d?>>?(.+)", w)
        if m:
            found.append(m.group(1))
        elif w in (">", ">>", "1>") and i + 1 < len(words):
            found.append(words[i + 1])
    return [f for f in found if f and not f.startswith("/dev/")]


def dump_place_breaks(rule: ToolRule, args: Any) -> str:
    """Why the call writes a dump outside the rule's folder ("" when it does not)."""
    command = args.get("command") if isinstance(args, dict) else None
    if not isinstance(command, str) or not rule.paths:
        return ""
    for words in _segments(command):
        at = next((i for i, w in enumerate(words) if posixpath.basename(w) in rule.commands), None)
        if at is None:
            continue
        program = posixpath.basename(words[at])
        for target in _outputs(words[at:], program):
            if not any(_inside(target, p) for p in rule.paths):
                return f"writes a {program} dump to {target}, outside {rule.paths[0]}"
    return ""
