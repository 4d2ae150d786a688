"""Program rules scoped to a kind of file: "In CI config files use npm ci, never npm install", "dans les
workflows CI, jamais de npm install", "im Dockerfile kein apt, nur apt-get".

Such a rule is about the commands the file holds, the ones CI or ``docker build`` will run later, not about the
shell the agent runs now: ``npm install`` typed in a terminal is not the rule's (not applicable), and a workflow
written with ``- run: npm install`` breaks it though no shell command runs. This module reads the scope from the
rule, tells whether a written path is a file of that kind, and gives the command lines the written text holds
(a YAML ``run:`` step or a list item under ``script:``, a Dockerfile ``RUN``). Pure."""
from __future__ import annotations

import fnmatch
import posixpath
import re
from typing import Any, Sequence

from memlock_core.regex_cache import rx

CI = "ci"
DOCKERFILE = "dockerfile"
_CI_WORDS = r"(?:CI|GitHub Actions|GitLab[- ]CI|CircleCI|Jenkins(?:file)?|workflows?|pipelines?|CI/CD)"
_SCOPES = (
    (CI, rx(rf"\b(?:in|within|inside)\s+(?:the\s+|our\s+|any\s+|all\s+)?{_CI_WORDS}(?:[- ](?:config\w*|yaml|yml|"
            rf"files?|definitions?|scripts?|jobs?))*\b|"
            rf"\bdans\s+(?:les?\s+|la\s+)?(?:fichiers?\s+(?:de\s+)?)?(?:config\w*\s+)?{_CI_WORDS}\b|"
            rf"\bin\s+(?:den\s+|der\s+)?{_CI_WORDS}(?:-\w+)?\b|"
            rf"\ben\s+(?:los\s+|las\s+|la\s+|el\s+)?(?:archivos?\s+(?:de\s+)?|ficheros?\s+(?:de\s+)?)?"
            rf"(?:configuraci[oó]n\s+(?:de\s+)?)?{_CI_WORDS}\b|"
            r"CI\s*(?:の)?(?:設定)?(?:ファイル)?(?:では|で|内)|在\s*CI|CI\s*配置", re.I)),
    (DOCKERFILE, rx(r"\b(?:in|within|inside|dans|en|im|in den)\s+(?:the\s+|our\s+|any\s+|les?\s+|los\s+|el\s+)?"
                    r"Dockerfiles?\b|Dockerfile\s*(?:の中)?(?:では|で)", re.I)),
)
# the rule reaching past the files: "in CI or locally", "anywhere", "in the terminal too"
_ALSO_HERE = rx(r"\b(?:local(?:ly)?|terminal|shell|anywhere|everywhere|lokal\w*|localement|en local|partout|"
                r"überall|localmente|en cualquier (?:sitio|lugar)|ovunque|overal)\b|ローカル|本地|どこでも", re.I)
_CI_PATHS = (".github/workflows/*.yml", ".github/workflows/*.yaml", ".gitlab-ci.yml", "*.gitlab-ci.yml",
             ".circleci/*", "jenkinsfile", "*.jenkinsfile", "azure-pipelines.yml", "bitbucket-pipelines.yml",
             ".travis.yml", ".buildkite/*", ".drone.yml", ".woodpecker.yml", ".woodpecker/*")
_PATH_KEYS = ("file_path", "path", "filename", "notebook_path")
_TEXT_KEYS = ("content", "new_string", "new_str", "file_text", "text")
_STEP = re.compile(r"^\s*(?:-\s*)?(?:(?:run|script|command|cmd)\s*:\s*[|>]?\s*|RUN\s+|sh\s+['\"])?(.*?)['\"]?\s*$")


def scope_of(text: str) -> str:
    """The kind of file a rule's commands are scoped to ("" none)."""
    if not isinstance(text, str) or _ALSO_HERE.search(text):
        return ""  # "never npm install, in CI or locally": the shell too
    return next((kind for kind, pattern in _SCOPES if pattern.search(text)), "")


def in_scope(path: str, kind: str) -> bool:
    p = path.replace("\\", "/").lower()
    while p.startswith("./"):
        p = p[2:]
    if kind == DOCKERFILE:
        base = posixpath.basename(p)
        return base.startswith("dockerfile") or base.endswith(".dockerfile") or base == "containerfile"
    return any(fnmatch.fnmatchcase(p, pat) or fnmatch.fnmatchcase(p, "*/" + pat) for pat in _CI_PATHS)


def written_file(args: Any) -> tuple[str, str] | None:
    """(path, written text) of a file-writing call's arguments; None when it names no path and text."""
    if not isinstance(args, dict):
        return None
    path = next((v for k in _PATH_KEYS if isinstance(v := args.get(k), str) and v), "")
    texts = [v for k in _TEXT_KEYS if isinstance(v := args.get(k), str)]
    edits = args.get("edits")
    if isinstance(edits, list):
        texts += [e.get("new_string", "") for e in edits if isinstance(e, dict) and isinstance(e.get("new_string"), str)]
    return (path, "\n".join(texts)) if path and texts else None


def command_lines(text: str, programs: Sequence[str]) -> list[str]:
    """The lines of ``text`` that run one of ``programs`` (a step's ``run:``, a script item, a ``RUN``)."""
    out = []
    for line in text.splitlines():
        m = _STEP.match(line)
        body = m.group(1).strip() if m else ""
        if body and body.split()[0] in programs:
            out.append(body)
    return out
