"""How a rule names commands in prose, past a program and its first subcommand.

- A list that shares its head: "no docker system prune / volume rm" bans ``docker volume rm`` too, "no git reset
  --hard and clean -fd" bans ``git clean -fd``, "kein kubectl delete pod oder drain node" ``kubectl drain node``:
  an item after a joining word (/, or, and, ni, ou, oder, o, y) that is not a program of its own takes the head of the
  command before it.
- Words that say who runs it or how ("fly deploy yourself", "npm publish by hand", "helm upgrade on your own") are
  not the command's arguments: a rule "don't run fly deploy yourself" bans ``fly deploy``.
- A script named by what it does: "the deploy script", "le script de déploiement", "das Deploy-Skript", "el script de
  despliegue", "デプロイスクリプト" ban running a script file whose name says so (``./deploy.sh``,
  ``scripts/deploy-prod.sh``, ``bash -lc "./deploy.sh"``), or a package or make target of that name (``npm run
  deploy``, ``make deploy``).

Why a module of its own: the command reader (tool_rule_commands.cli_phrases) stops at the first word it cannot take as a
subcommand; these are the shapes around that point, read the same way in every language.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from memlock_core.regex_cache import rx

__all__ = ["REFLEXIVE", "SCRIPT_PREFIX", "named_scripts", "removes_volumes", "runs_script", "shared_head_items"]

# who runs it: the words after a command that say "by yourself" (never its arguments)
REFLEXIVE = frozenset({"yourself", "yourselves", "myself", "ourselves", "themselves", "himself", "herself", "itself",
                       "manually", "by", "toi-même", "vous-même", "moi-même", "selbst", "selber", "eigenhändig",
                       "mismo", "misma", "tú", "usted", "stesso", "da", "próprio", "mesmo", "zelf", "själv", "sam",
                       # a negation or a "please" inside the clause ("führe helm upgrade nicht aus", "bitte nie")
                       "nicht", "nie", "niemals", "bitte", "pas", "jamais", "plus", "svp", "stp", "nunca", "jamás",
                       "mai", "não", "nooit", "niet", "inte", "aldrig"})
# the joining words of a list of commands (a comma is left out: "npm run dev, uvicorn --reload" lists programs)
_JOIN = rx(r"\s*(?:/|\bor\b|\bnor\b|\band\b|\bou\b|\boder\b|\bo\b|\by\b|\bni\b|\bet\b|\bund\b|\bnoch\b|\bnem\b|\bnor\b)\s*",
           re.I)
_ITEM_WORD = rx(r"(?:--?[a-z][\w-]*|[a-z][\w.:-]*)", re.I)
_ITEM_END = rx(r"\s*(?:[.,;:)!?/`'\"]|$|\b(?:or|nor|and|ou|oder|o|y|ni|et|und|on|in|against|to|without|unless|"
               r"yourself|myself|please|pls|ever|either|here|there|im|en|sur|auf)\b)", re.I)


def shared_head_items(words: Sequence[str], tail: str, stop: frozenset[str], programs: frozenset[str]) -> list[str]:
    """The commands a list after ``words`` (a program and two or more words) names with the same head: ``tail`` is
    the text after them ("/ volume rm, my dbs..." -> ["docker volume rm"])."""
    out: list[str] = []
    head = words[0]
    longest = len(words) - 1
    while tail:
        join = _JOIN.match(tail)
        if not join or not join.group(0).strip():
            break
        rest = tail[join.end():]
        item: list[str] = []
        pos = 0
        while len(item) < longest:
            m = _ITEM_WORD.match(rest, pos)
            if not m:
                break
            word = m.group(0).rstrip(".:")
            low = word.lower()
            if low in stop or low in programs or low in REFLEXIVE or (not item and word.startswith("-")):
                break
            item.append(word)
            pos = m.end()
            if not rest[pos:pos + 1].isspace():
                break
            pos += len(rest[pos:]) - len(rest[pos:].lstrip())
        if not item or not _ITEM_END.match(rest, pos):
            break
        out.append(" ".join([head, *item]))
        tail = rest[pos:]
    return out


# "the deploy script", "deploy scripts", "script de déploiement", "Deploy-Skript", "script de despliegue",
# "デプロイスクリプト", "部署脚本": the word for what the script does
_SCRIPT_EN = rx(r"\b(?:the|a|any|our|my|your|that|those)?\s*([a-z][\w-]{2,20})[ -]scripts?\b", re.I)
_SCRIPT_OF = rx(r"\bscripts?\s+(?:de|d'|di|do|da|du|von|zum|zur|para)\s*(?:la |le |l'|el |lo |il )?([a-zà-ÿ][\w-]{2,20})",
                re.I)
_SCRIPT_DE = rx(r"\b([A-Za-zÄÖÜäöü][\w]{2,20})-?[Ss]kripte?\w*\b")
_SCRIPT_CJK = rx(r"(デプロイ|リリース|マイグレーション|部署|发布|迁移|배포)\s*(?:スクリプト|脚本|스크립트)")
# the word as a script's file names it
_STEMS = {"déploiement": "deploy", "despliegue": "deploy", "implantação": "deploy", "implantacao": "deploy",
          "deployment": "deploy", "rilascio": "release", "publicación": "publish", "publication": "publish",
          "veröffentlichung": "publish", "migración": "migrat", "migration": "migrat", "migrations": "migrat",
          "migração": "migrat", "デプロイ": "deploy", "部署": "deploy", "배포": "deploy", "リリース": "release",
          "发布": "release", "マイグレーション": "migrat", "迁移": "migrat", "deployment-": "deploy", "deploy": "deploy",
          "release": "release", "publish": "publish", "seed": "seed", "backup": "backup", "cleanup": "clean",
          "clean-up": "clean", "teardown": "teardown", "reset": "reset", "nuke": "nuke", "wipe": "wipe"}
SCRIPT_PREFIX = "<script>"


def named_scripts(text: str) -> list[str]:
    """Scripts ``text`` names by what they do, as commands for a rule (``<script> deploy``)."""
    found = [m.group(1) for r in (_SCRIPT_EN, _SCRIPT_OF, _SCRIPT_DE, _SCRIPT_CJK) for m in r.finditer(text)]
    out = []
    for word in found:
        stem = _STEMS.get(word.lower(), _STEMS.get(word))
        if stem is None and re.fullmatch(r"[a-z][a-z-]{2,20}", word.lower()) and word.lower().endswith(
                ("deploy", "release", "publish", "migrate", "seed", "backup", "rollback", "teardown")):
            stem = word.lower()
        if stem:
            out.append(f"{SCRIPT_PREFIX} {stem}")
    return list(dict.fromkeys(out))


_RUNNERS = {"npm": ("run", "run-script"), "pnpm": ("run",), "yarn": ("run",), "bun": ("run",), "make": (), "just": (),
            "task": (), "rake": (), "invoke": (), "gmake": ()}


def runs_script(argv: Sequence[str], stem: str) -> bool:
    """Does ``argv`` run a script or target whose name holds ``stem``: ``deploy.sh prod``, ``npm run deploy``,
    ``make deploy-staging``."""
    if not argv:
        return False
    name = posixpath.basename(argv[0]).lower()
    base = re.sub(r"\.(?:sh|bash|zsh|py|js|mjs|ts|rb|pl|ps1)$", "", name)
    if base != name or "/" in argv[0]:  # a script file run by its path
        return stem in base
    if name in ("bash", "sh", "zsh", "python", "python3", "node", "ruby", "perl", "deno", "tsx", "ts-node"):
        script = next((a for a in argv[1:] if not a.startswith("-")), "")
        return bool(script) and stem in re.sub(r"\.\w+$", "", posixpath.basename(script).lower())
    if name in _RUNNERS:
        subs = _RUNNERS[name]
        rest = [a for a in argv[1:] if not a.startswith("-") and "=" not in a]
        if subs and rest[:1] and rest[0] in subs:
            rest = rest[1:]
        elif name in ("npm", "pnpm") and rest[:1] != ["run"]:
            return False
        return bool(rest) and stem in rest[0].lower()
    return False


# the commands that remove a container engine's volumes: a rule naming one is broken by any call that removes them
# (``docker compose down -v``, ``docker rm -v``, ``docker volume prune``), the way the call is spelled aside
_VOLUME_REMOVERS = (("volume", "rm"), ("volume", "remove"), ("volume", "prune"))


def removes_volumes(command: str) -> bool:
    """Is ``command`` (as a rule names it) one that removes container volumes?"""
    words = command.split()
    return len(words) >= 3 and words[0] in ("docker", "podman", "nerdctl") and tuple(words[1:3]) in _VOLUME_REMOVERS
