"""Command rules scoped to a kind of file: "in CI config files use npm ci, never npm install", "im Dockerfile nie
apt-get upgrade", "dans les fichiers de CI, jamais npm install", "en los archivos de CI usa npm ci", "Makefile では
sudo を使わないで".

Why a module of its own: such a rule is about the commands those files hold, not about what the agent runs in its
own shell (``npm install`` run locally is outside it), and not a ban on writing the file (the readers took "in the
Dockerfile" for a protected path). Read as intent ``written_command``: ``commands`` refused (``allow_commands`` the
wanted ones), ``paths`` the files' globs; a Write or Edit of such a file whose added lines run a refused command
breaks it. A command the text names in a clause without a negation ("utilise npm ci et jamais npm install") is the
wanted one, even where the readers listed it with the refused.
"""
from __future__ import annotations

import fnmatch
import posixpath
import re
import shlex
from collections.abc import Sequence

from memlock_core.compliance.check import SHELL_TOOLS, ToolRule
from memlock_core.compliance.negation import NEG
from memlock_core.regex_cache import rx

__all__ = ["file_scope", "in_globs", "scoped_rules", "writes_none_of", "written_command_breaks"]

CI_FILES = (".github/workflows/*", ".gitlab-ci.yml", ".gitlab-ci.yaml", ".circleci/*", "Jenkinsfile", "*.jenkinsfile",
            "azure-pipelines.yml", "azure-pipelines.yaml", ".travis.yml", "bitbucket-pipelines.yml", ".buildkite/*",
            ".drone.yml", ".woodpecker.yml", ".woodpecker/*", "cloudbuild.yaml", "cloudbuild.yml", "buildspec.yml")
DOCKER_FILES = ("Dockerfile", "Dockerfile.*", "*.dockerfile", "Containerfile")
MAKE_FILES = ("Makefile", "GNUmakefile", "makefile", "*.mk")

_CI = rx(r"\b(?:in|inside|within|for|into)\s+(?:the\s+|our\s+|all\s+|any\s+|every\s+)?(?:CI|pipeline|GitHub\s+Actions|"
         r"GitLab\s+CI|CircleCI|Jenkins|workflow)\b[\w\s/-]{0,24}?\b(?:files?|configs?|configurations?|definitions?|"
         r"ya?ml|workflows?|pipelines?|jobs?)\b|"
         r"\b(?:dans|pour)\s+(?:les?\s+|la\s+|nos\s+)?(?:fichiers?|configs?|configurations?|workflows?|pipelines?)\s+"
         r"(?:de\s+|du\s+|d'|la\s+)?(?:CI|pipeline|intégration\s+continue)\b|"
         r"\bin\s+(?:den\s+|der\s+|unseren\s+)?(?:CI-\w+|Pipeline-\w+|Workflow-\w+|CI\s+Dateien)|"
         r"\ben\s+(?:los\s+|las\s+|el\s+|la\s+)?(?:archivos?|ficheros?|configs?|configuraci[oó]n(?:es)?|workflows?|"
         r"pipelines?)\s+de\s+(?:la\s+)?(?:CI|pipeline|integraci[oó]n\s+continua)\b|"
         r"\b(?:nos|nas|no|na)\s+(?:arquivos?|configs?|configura[çc][õo]es|workflows?|pipelines?)\s+de\s+(?:CI|pipeline)\b|"
         r"\bnei\s+file\s+(?:di\s+)?(?:CI|pipeline)\b|"
         r"CI\s*の?\s*(?:設定|ワークフロー|パイプライン)|CI\s*(?:配置|流水线)|CI\s*(?:の)?(?:ファイル)?(?:では|内)|在\s*CI", re.I)
_DOCKER = rx(r"\b(?:in|inside|within|dans|im|in\s+den|en|no|nel)\s+(?:the\s+|a\s+|any\s+|all\s+|our\s+|le\s+|les\s+|el\s+|"
             r"los\s+|o\s+|os\s+)?(?:Dockerfiles?|Containerfiles?)\b|Dockerfile\s*(?:では|で|の中|에서|에는|里|中)", re.I)
_MAKE = rx(r"\b(?:in|inside|within|dans|im|en|no|nel)\s+(?:the\s+|a\s+|any\s+|our\s+|le\s+|el\s+|o\s+)?Makefiles?\b|"
           r"Makefile\s*(?:では|で|の中)", re.I)
_NEGATED = rx(rf"\b(?:{NEG})\b|ではなく|ないで|禁止|不要|别|말고|마세요|금지", re.I)
# the rule reaching past the files: "in CI or locally", "anywhere", "in the terminal too"
_ALSO_HERE = rx(r"\b(?:local(?:ly)?|terminal|shell|anywhere|everywhere|lokal\w*|localement|en local|partout|"
                r"überall|localmente|en cualquier (?:sitio|lugar)|ovunque|overal)\b|ローカル|本地|どこでも", re.I)


def file_scope(text: str) -> tuple[str, ...]:
    """The globs of the kind of file a rule scopes itself to (empty when none, or when the rule reaches past them:
    "never npm install, in CI or locally" is the shell's too)."""
    if _ALSO_HERE.search(text):
        return ()
    if _CI.search(text):
        return CI_FILES
    if _DOCKER.search(text):
        return DOCKER_FILES
    if _MAKE.search(text):
        return MAKE_FILES
    return ()


def _wanted_in_text(text: str, command: str) -> bool:
    """Is ``command`` named in ``text`` in a clause with no negation before it?"""
    m = re.search(rf"(?<![\w-]){re.escape(command)}(?![\w-])", text, re.I)
    if m is None:
        return False
    clause = re.split(r"[,;.!?。、]", text[:m.start()])[-1]
    return not _NEGATED.search(clause)


def scoped_rules(text: str, rules: Sequence[ToolRule]) -> list[ToolRule] | None:
    """The rules of a text scoped to a kind of file, as ``written_command`` rules; None when the text has no such
    scope or states no command rule (a ban on the files themselves stays as it was)."""
    globs = file_scope(text)
    commands = [r for r in rules if r.intent == "command" and not r.hosts]
    if not globs or not commands:
        return None
    out: list[ToolRule] = []
    for rule in commands:
        wanted = [c for c in rule.commands if _wanted_in_text(text, c)]
        refused = tuple(c for c in rule.commands if c not in wanted and c not in rule.allow_commands)
        if refused:
            out.append(ToolRule("written_command", commands=refused, paths=globs,
                                allow_commands=tuple(dict.fromkeys((*rule.allow_commands, *wanted)))))
    kept = [r for r in rules if r.intent not in ("command", "write_path") or r.hosts or
            (r.intent == "write_path" and not all(in_globs(p, globs) for p in r.paths))]
    return [*kept, *out] if out else None


def writes_none_of(rules: Sequence[ToolRule], paths: Sequence[str]) -> bool:
    """Are ``rules`` all scoped to kinds of file (``written_command``) and ``paths`` (the files a call writes) none of
    them? Such a call is not the rules' (a shell command run now, a write of another file): not applicable."""
    return bool(rules) and all(r.intent == "written_command" for r in rules) and \
        not any(p and in_globs(p.replace("\\", "/"), r.paths) for r in rules for p in paths)


def call_off_scope(rules: Sequence[ToolRule], tool_name: str, paths: Sequence[str]) -> bool:
    """Is the call ``tool_name`` (writing ``paths``) none of the files ``rules`` are scoped to? A shell call writes
    no file of theirs: the command it runs now is not one written into such a file (:func:`writes_none_of`)."""
    return writes_none_of(rules, [] if tool_name in SHELL_TOOLS else paths)


def in_globs(path: str, globs: Sequence[str]) -> bool:
    path = path.removeprefix("./")
    base = posixpath.basename(path.rstrip("/"))
    return any(fnmatch.fnmatchcase(path, g) or fnmatch.fnmatchcase(base, g) or
               ("/" in g and fnmatch.fnmatchcase(path, "*/" + g)) for g in globs)


def _runs(line: str, command: str) -> bool:
    """Does a shell line run ``command`` (its program, then its subcommand words as the first arguments)?"""
    want = command.split()
    for part in re.split(r"&&|\|\||[;|]", line):
        try:
            words = shlex.split(part)
        except ValueError:
            words = part.split()
        for i, word in enumerate(words):
            if posixpath.basename(word) == want[0]:
                positional = [t for t in words[i + 1:] if not t.startswith("-")]
                if positional[:len(want) - 1] == want[1:]:
                    return True
                break
    return False


def written_command_breaks(rule: ToolRule, path: str, new: str, old: str) -> str:
    """Why a write of ``path`` (``new`` replacing ``old``) breaks a ``written_command`` rule ("" when it does not)."""
    if not path or not in_globs(path.replace("\\", "/"), rule.paths):
        return ""
    before = set(old.splitlines())
    for line in new.splitlines():
        if line in before or line.lstrip().startswith("#"):
            continue
        text = re.sub(r"^\s*(?:-\s*)?(?:[\w-]+:\s*)?(?:RUN\s+)?", "", line)
        for command in rule.commands:
            if _runs(text, command) and not any(_runs(text, a) for a in rule.allow_commands):
                return f"writes `{text.strip()[:80]}` into {posixpath.basename(path)}"
    return ""
