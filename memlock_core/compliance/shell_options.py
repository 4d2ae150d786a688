"""Long options in shell commands: "use --recursive, not -r", "long flags in the commands you give me".

A rule of that kind asks for the long form of an option *where it exists*, so a short option is only a break when
memlock knows its long form: a table of the common command-line tools (GNU coreutils, grep, sed, tar, curl, git,
docker, kubectl, npm, pip ...) maps each short letter to its long option. A command memlock does not know is not
judged (``find -name``, ``java -jar`` and ``go -v`` spell their long options with one dash). A command is read
with :mod:`shlex` after its line is split at ``&&``, ``||``, ``;`` and ``|``; a leading ``sudo``, ``env`` or
``VAR=value`` is skipped, and so is everything after ``--``.
"""
from __future__ import annotations

import functools
import posixpath
import re
import shlex
from typing import Sequence

from memlock_core.compliance.negation import REFUSAL
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

_RULE = rx(r"\blong[- ](?:options?|flags?|forms?|switches|parameters|arguments)\b|"
                   r"\b(?:options?|flags?)\s+(?:in\s+)?(?:their\s+)?long\s+form\b|"
                   r"\b(?:no|avoid|never|don'?t use|without)\s+short\s+(?:options?|flags?|switches)\b|"
                   r"--[a-z][\w-]+\s*(?:\)\s*)?,?\s*(?:instead of|rather than|over|not|statt|au lieu de|en lugar de|en vez de)\s+"
                   r"(?:\(\s*)?-[a-z]\b|"
                   r"\boptions?\s+longues\b|\blange[n]?\s+(?:optionen|flags|parameter)\b|\bopciones\s+largas\b|"
                   r"\bopções\s+longas\b|\bopzioni\s+lunghe\b|\blange\s+opties\b|ロング\s?オプション|長い(?:形式の)?オプション|"
                   r"长选项|длинн\w+\s+(?:опци|флаг)\w*", re.I)
_NEGATED = rx(rf"\b(?:{REFUSAL})\s+(?:\w+\s+){{0,2}}$", re.I)


def long_options_rule(clause: str) -> bool:
    """Whether ``clause`` asks for long options in shell commands ("use long options (--recursive) instead of -r")."""
    found = _RULE.search(clause)
    if not found:
        return False
    if re.match(r"\s*(?:no|avoid|never|don'?t|without)\b", found.group(0), re.I):
        return True  # "no short flags": the long ones wanted
    return not _NEGATED.search(clause[max(0, found.start() - 25):found.start()])


def _table(spec: str) -> dict[str, str]:
    """"r:recursive D:delete+force" -> {"r": "recursive", "D": "delete --force"} (one letter, two long options)."""
    return {k: v.replace("+", " --") for k, v in (pair.split(":", 1) for pair in spec.split())}


_COREUTILS = {
    "rm": "r:recursive R:recursive f:force i:interactive I:interactive=once v:verbose d:dir",
    "cp": "r:recursive R:recursive a:archive f:force i:interactive n:no-clobber v:verbose p:preserve u:update l:link "
          "s:symbolic-link L:dereference P:no-dereference t:target-directory T:no-target-directory b:backup",
    "mv": "f:force i:interactive n:no-clobber v:verbose u:update t:target-directory T:no-target-directory b:backup",
    "ln": "s:symbolic f:force v:verbose n:no-dereference r:relative i:interactive b:backup t:target-directory",
    "mkdir": "p:parents v:verbose m:mode", "rmdir": "p:parents v:verbose",
    "ls": "a:all A:almost-all h:human-readable R:recursive r:reverse S:sort=size t:sort=time d:directory F:classify "
          "i:inode s:size l:format=long",
    "cat": "n:number A:show-all b:number-nonblank s:squeeze-blank E:show-ends",
    "chmod": "R:recursive v:verbose c:changes f:silent", "chown": "R:recursive v:verbose c:changes f:silent h:no-dereference",
    "chgrp": "R:recursive v:verbose c:changes f:silent h:no-dereference",
    "touch": "c:no-create d:date r:reference",
    "grep": "r:recursive R:dereference-recursive i:ignore-case v:invert-match n:line-number l:files-with-matches "
            "L:files-without-match c:count E:extended-regexp F:fixed-strings P:perl-regexp w:word-regexp x:line-regexp "
            "o:only-matching q:quiet s:no-messages A:after-context B:before-context C:context e:regexp h:no-filename "
            "H:with-filename",
    "sed": "i:in-place n:quiet E:regexp-extended r:regexp-extended e:expression f:file s:separate z:null-data",
    "sort": "r:reverse n:numeric-sort u:unique k:key t:field-separator h:human-numeric-sort o:output f:ignore-case "
            "V:version-sort b:ignore-leading-blanks",
    "uniq": "c:count d:repeated u:unique i:ignore-case",
    "head": "n:lines c:bytes q:quiet v:verbose", "tail": "n:lines c:bytes q:quiet v:verbose f:follow s:sleep-interval",
    "wc": "l:lines w:words c:bytes m:chars L:max-line-length",
    "cut": "d:delimiter f:fields c:characters b:bytes s:only-delimited",
    "tr": "d:delete s:squeeze-repeats c:complement",
    "du": "s:summarize h:human-readable a:all c:total d:max-depth x:one-file-system",
    "df": "h:human-readable T:print-type i:inodes a:all l:local",
    "tar": "x:extract c:create t:list r:append u:update z:gzip j:bzip2 J:xz f:file v:verbose C:directory "
           "p:preserve-permissions k:keep-old-files a:auto-compress",
    "gzip": "d:decompress k:keep f:force c:stdout r:recursive v:verbose",
    "zip": "r:recurse-paths q:quiet",
    "curl": "L:location s:silent S:show-error o:output O:remote-name X:request H:header d:data f:fail I:head i:include "
            "u:user k:insecure v:verbose F:form A:user-agent x:proxy C:continue-at e:referer m:max-time w:write-out "
            "G:get T:upload-file b:cookie c:cookie-jar",
    "wget": "O:output-document q:quiet c:continue r:recursive P:directory-prefix N:timestamping",
    "rsync": "a:archive v:verbose z:compress r:recursive n:dry-run h:human-readable u:update e:rsh q:quiet c:checksum "
             "l:links p:perms t:times P:partial+progress",
    "xargs": "0:null n:max-args I:replace P:max-procs r:no-run-if-empty t:verbose d:delimiter",
    "diff": "u:unified r:recursive q:brief N:new-file i:ignore-case w:ignore-all-space y:side-by-side",
    "jq": "r:raw-output c:compact-output s:slurp n:null-input e:exit-status S:sort-keys",
    "pytest": "x:exitfirst v:verbose q:quiet s:capture=no n:numprocesses l:showlocals",
    "helm": "n:namespace f:values", "sudo": "l:list v:validate k:reset-timestamp u:user g:group E:preserve-env",
    "npm": "g:global D:save-dev S:save E:save-exact O:save-optional y:yes f:force",
    "npx": "y:yes", "yarn": "D:dev",
    "pip": "r:requirement U:upgrade e:editable q:quiet v:verbose t:target I:ignore-installed y:yes",
    "cargo": "r:release p:package q:quiet v:verbose j:jobs F:features",
    "apt": "y:yes q:quiet s:simulate", "apt-get": "y:yes q:quiet s:simulate",
    "journalctl": "u:unit f:follow n:lines e:pager-end b:boot k:dmesg r:reverse p:priority x:catalog",
    "systemctl": "a:all q:quiet t:type f:force",
    "kubectl": "n:namespace f:filename o:output l:selector A:all-namespaces c:container w:watch R:recursive i:stdin t:tty "
               "k:kustomize",
    "docker-compose": "f:file p:project-name d:detach",
}
_SUBCOMMANDS = {
    "git": {
        "commit": "m:message a:all v:verbose q:quiet s:signoff S:gpg-sign n:no-verify p:patch F:file C:reuse-message",
        "log": "p:patch n:max-count", "push": "u:set-upstream f:force d:delete n:dry-run v:verbose q:quiet",
        "pull": "r:rebase v:verbose q:quiet", "fetch": "p:prune a:append t:tags v:verbose q:quiet",
        "add": "A:all p:patch u:update f:force n:dry-run v:verbose i:interactive N:intent-to-add",
        "branch": "d:delete D:delete+force a:all r:remotes m:move M:move v:verbose f:force l:list c:copy u:set-upstream-to",
        "checkout": "f:force q:quiet p:patch", "switch": "c:create C:force-create d:detach",
        "stash": "u:include-untracked a:all p:patch k:keep-index m:message q:quiet",
        "reset": "q:quiet p:patch N:intent-to-add", "clean": "f:force n:dry-run q:quiet i:interactive",
        "rebase": "i:interactive q:quiet v:verbose f:force-rebase x:exec",
        "tag": "a:annotate d:delete f:force l:list m:message s:sign v:verify",
        "merge": "v:verbose q:quiet s:strategy X:strategy-option n:no-stat",
        "diff": "p:patch u:patch s:no-patch M:find-renames w:ignore-all-space b:ignore-space-change",
        "status": "s:short b:branch u:untracked-files v:verbose",
        "clone": "b:branch o:origin q:quiet v:verbose n:no-checkout l:local s:shared j:jobs",
        "rm": "f:force n:dry-run q:quiet", "mv": "f:force n:dry-run v:verbose", "show": "s:no-patch q:quiet",
        "remote": "v:verbose", "cherry-pick": "e:edit n:no-commit s:signoff m:mainline",
        "restore": "s:source S:staged W:worktree p:patch q:quiet",
    },
    "docker": {
        "run": "d:detach i:interactive t:tty p:publish v:volume e:env P:publish-all w:workdir u:user h:hostname l:label "
               "m:memory",
        "exec": "i:interactive t:tty d:detach e:env u:user w:workdir", "build": "t:tag f:file q:quiet",
        "ps": "a:all q:quiet s:size n:last l:latest f:filter", "logs": "f:follow t:timestamps n:tail",
        "images": "a:all q:quiet f:filter", "rm": "f:force v:volumes", "rmi": "f:force",
        "compose": "f:file p:project-name d:detach", "prune": "a:all f:force",
        # compose's own subcommands ("docker compose down -v" is "--volumes"): looked up as "compose <sub>"
        "compose down": "v:volumes t:timeout", "compose up": "d:detach t:timeout V:renew-anon-volumes",
        "compose rm": "f:force s:stop v:volumes", "compose logs": "f:follow t:timestamps n:tail",
        "compose exec": "d:detach e:env u:user w:workdir T:no-TTY", "compose run": "d:detach e:env u:user w:workdir v:volume",
    },
}
_LONG = {name: _table(spec) for name, spec in _COREUTILS.items()}
_LONG.update({"egrep": _LONG["grep"], "fgrep": _LONG["grep"], "pip3": _LONG["pip"]})
_SUB = {tool: {sub: _table(spec) for sub, spec in subs.items()} for tool, subs in _SUBCOMMANDS.items()}
_PREFIX = frozenset({"sudo", "env", "time", "nohup", "exec", "command", "builtin"})
OPTION_PROGRAMS = frozenset(_LONG) | frozenset(_SUB)  # the programs whose short options memlock can spell long


def _sub_table(name: str, rest: Sequence[str]) -> dict[str, str] | None:
    """The short-to-long table of ``name`` run with the words ``rest`` (its subcommand's, for git and docker)."""
    if name in _SUB:
        subs = [w for w in rest if not w.startswith("-")]
        sub = subs[0] if subs else ""
        if name == "docker" and sub in ("system", "container", "image") and len(subs) > 1:
            sub = subs[1]  # "docker system prune -a", "docker container rm -f"
        elif name == "docker" and sub == "compose" and len(subs) > 1 and f"compose {subs[1]}" in _SUB[name]:
            sub = f"compose {subs[1]}"  # "docker compose down -v": down's -v, not compose's
        return _SUB[name].get(sub)
    return _LONG.get(name)


def long_forms(argv: Sequence[str]) -> dict[str, str]:
    """Short letter -> its long spelling ("--recursive"; "--delete --force" for ``git branch -D``) for the
    program (and subcommand) ``argv`` runs; empty when memlock does not know it. The one table of short and
    long options: the long-options rule, the tool rules and the required flags all read it."""
    if not argv:
        return {}
    table = _sub_table(posixpath.basename(argv[0]), argv[1:]) or {}
    return {letter: f"--{long}" for letter, long in table.items()}
_SPLIT = rx(r"&&|\|\||[;|\n]")
_SHORT = rx(r"-[A-Za-z][A-Za-z0-9]*")


def _options(words: list[str]) -> tuple[str, dict[str, str] | None, list[str]]:
    """(the command's name, its short-to-long table or None when memlock does not know it, its option words)."""
    while words and (words[0] in _PREFIX or re.match(r"[A-Za-z_]\w*=", words[0])):
        words = words[1:]
    if not words:
        return "", None, []
    name = words[0].rsplit("/", 1)[-1]
    rest = words[1:]
    if name in _SUB:
        subs = [w for w in rest if not w.startswith("-")]
        sub = subs[1] if name == "docker" and subs[:1] in (["system"], ["container"], ["image"]) and len(subs) > 1 \
            else subs[0] if subs else ""
        return f"{name} {sub}".strip(), _sub_table(name, rest), rest
    return name, _LONG.get(name), rest


@functools.lru_cache(maxsize=512)
def short_options(command: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the short options of ``command`` that have a long form, as "cp -r (--recursive)"; the commands memlock read)."""
    bad: list[str] = []
    known: list[str] = []
    for part in _SPLIT.split(command):
        part = re.sub(r"^\s*[$#>]\s+", "", part).strip()
        if not part:
            continue
        try:
            words = shlex.split(part, comments=True)
        except ValueError:
            words = part.split()
        name, table, rest = _options(words)
        if table is None:
            continue
        known.append(name)
        for word in rest:
            if word == "--":
                break
            if not _SHORT.fullmatch(word):
                continue
            longs = [table[c] for c in word[1:] if c in table]
            if longs:
                bad.append(f"{name} {word} (--{longs[0]})")
                break
    return tuple(bad), tuple(known)


_SHELL_TAGS = frozenset({"bash", "sh", "shell", "zsh", "console", "terminal", "shell-session", "powershell", "fish", ""})


def long_options_verdict(commands: list[str]) -> Finding:
    """Every known command of ``commands`` (shell code blocks, a shell tool call's command) spells its options long."""
    read: list[str] = []
    for command in commands:
        bad, known = short_options(command)
        if bad:
            return BROKEN, f"a short option with a long form: {bad[0]}"
        read += known
    if not read:
        return NOT_APPLICABLE, "no command whose options memlock knows"
    return OBEYED, f"long options in {', '.join(dict.fromkeys(read))}"


def shell_blocks(blocks: list[tuple[str, str]]) -> list[str]:
    """The bodies of the code blocks (tag, body) that hold shell commands: a shell tag, or none."""
    return [body for tag, body in blocks if tag.lower() in _SHELL_TAGS]
