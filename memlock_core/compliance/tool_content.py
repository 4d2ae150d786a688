"""Tool rules judged on the text a call writes or runs, not on the programs it starts: tests disabled ("don't disable
tests (no @skip, no xit)", "ne désactive pas les tests", "keine Tests überspringen", "テストをスキップしないで") and
container images without a pinned tag ("always pin image tags, never :latest", "nunca uses la etiqueta latest").

Why a module of its own: these rules name no program and no path. A test is disabled by a marker an edit adds
(``@pytest.mark.skip``, ``xit(``, ``it.skip(``, ``@Disabled``, ``t.Skip()``) or by a run that leaves tests out
(``pytest --deselect``, ``-k "not ..."``); an image is unpinned wherever it is named: ``docker run python:latest``,
an ``image: redis`` line of a compose file or a manifest, a ``FROM node`` line of a Dockerfile. An edit is judged by
what it adds (the markers and lines of ``new_string`` that ``old_string`` did not have), so an edit near a test that
was skipped already, or a test whose name holds "skip", is not a test disabled.
"""
from __future__ import annotations

import posixpath
import re
import shlex
from collections.abc import Sequence
from typing import Any

from memlock_core.compliance.branch_names import branch_name_breaks, branch_name_rules
from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.dump_place import DUMP_PLACE, dump_place_breaks
from memlock_core.compliance.image_builds import BUILD, build_named, images_built, untagged_build
from memlock_core.compliance.negation import NEG
from memlock_core.compliance.scoped_writes import (
    call_off_scope,
    file_scope,
    in_globs,
    scoped_rules,
    written_command_breaks,
)
from memlock_core.compliance.version_field import version_breaks, version_rules
from memlock_core.regex_cache import rx

__all__ = ["CONTENT_INTENTS", "content_rules", "content_verdict", "outside_scope", "scoped_rules"]

CONTENT_INTENTS = ("disable_tests", "image_tag", "written_command", "branch_name", "version_field", DUMP_PLACE)

_NEGATED = rx(rf"\b(?:{NEG})\b|ないで|しないで|禁止|不要|别|勿|禁用|말고|마세요|금지|않", re.I)
_TESTS = rx(r"\btests?\b|\bspecs?\b|\bTests?\b|\bpruebas?\b|\btestes?\b|\btest(?:s|y|i)?\b|\bunit ?tests?\b|"
            r"テスト|测试|測試|테스트", re.I)
_DISABLE = rx(r"\bdisabl\w*|\b(?:switch|turn)(?:ed|ing|es|s)?\s+(?:\w+\s+)?off\b|\bskip(?:s|ped|ping)?\b|\bdeactivat\w*|"
              r"\bcomment(?:ing)?\s+(?:\w+\s+)?out\b|\bxfail\w*|"
              r"\bmut(?:e|ing)\b|\bdésactiv\w*|\bsauter\b|\bdeaktivier\w*|\büberspring\w*|\bauskommentier\w*|\babschalt\w*|"
              r"\bdesactiv\w*|\bsaltar\w*|\bomitir\b|\bdesativ\w*|\bpular\b|\bdisattiv\w*|\bsaltare\b|"
              r"スキップ|無効|コメントアウト|跳过|禁用|注释掉|건너뛰|비활성화|스킵", re.I)
_MARKER_WORDS = rx(r"@skip\w*|\bxit\b|\bxdescribe\b|\bxtest\b|--deselect\b|\.skip\b|@Disabled\b|@Ignore\b|"
                   r"@pytest\.mark\.skip\w*|\bt\.Skip\b", re.I)

# markers that disable a test, in the test frameworks' own spelling
_MARKERS = rx(r"@pytest\.mark\.(?:skip|skipif|xfail)\b|@(?:unittest\.)?skip(?:If|Unless)?\b|\bpytest\.skip\(|"
              r"@unittest\.expectedFailure\b|(?<![\w.])x(?:it|test|describe|context|specify)\s*\(|"
              r"(?<![\w.])(?:it|test|describe|context|suite|specify)\.(?:skip|todo)\s*\(|@Disabled\b|@Ignore\b|"
              r"\[Ignore\]|\[Fact\(\s*Skip\s*=|\[Theory\(\s*Skip\s*=|#\[ignore\]|\bt\.Skip(?:Now|f)?\(")
_TEST_RUNNERS = frozenset({"pytest", "py.test", "jest", "vitest", "mocha", "go", "cargo", "tox", "nox"})
_LEAVE_OUT = ("--deselect", "--ignore", "--ignore-glob", "--testPathIgnorePatterns", "--exclude", "-skip", "--skip")

_LATEST = rx(r":latest\b|\blatest\b", re.I)
_PIN = rx(r"\bpin(?:ned|ning|s)?\b|\bépingl\w*|\bfix(?:e[rz]?|ées?)\b|\bpinn\w*|\bfestleg\w*|\bfija\w*|\bfijar\b|"
          r"\bfixa\w*|\bfissa\w*|固定|고정", re.I)
_IMAGE = rx(r"\bimages?\b|\bdocker\w*|\bcontainers?\b|\bcompose\b|\btags?\b|\bétiquettes?\b|\betiquetas?\b|\bimagen\w*|"
            r"\bimagem\b|\bimagens\b|\bimmagin\w*|\bAbbild\w*|イメージ|タグ|镜像|鏡像|标签|이미지|태그", re.I)
_TAG = rx(r"\btags?\b|\bétiquettes?\b|\betiquetas?\b|\bversions?\b|\bdigests?\b|タグ|标签|태그|バージョン", re.I)
_CONTAINER_PROGRAMS = frozenset({"docker", "podman", "nerdctl"})


def content_rules(text: str) -> list[ToolRule]:
    """The content rules ``text`` states (none when it states neither)."""
    rules: list[ToolRule] = []
    negated = bool(_NEGATED.search(text))
    if negated and _TESTS.search(text) and _DISABLE.search(text) or negated and len(_MARKER_WORDS.findall(text)) >= 2:
        rules.append(ToolRule("disable_tests"))
    if _IMAGE.search(text) and (_LATEST.search(text) and (negated or _PIN.search(text)) or
                                _PIN.search(text) and _TAG.search(text) and not negated):
        # "in Dockerfiles, never :latest": those files only; "always build with a version tag": an untagged build too
        rules.append(ToolRule("image_tag", paths=file_scope(text), commands=(BUILD,) if build_named(text) else ()))
    return rules + branch_name_rules(text) + version_rules(text)


def replaces_command_rule(rule: ToolRule) -> bool:
    """A command rule the readers made of an image rule's words ("docker: never use :latest" read as ``docker use``):
    the image rule says it."""
    return rule.intent == "command" and not rule.hosts and all(c.split()[0] in _CONTAINER_PROGRAMS for c in rule.commands)


def replaced_by(rule: ToolRule, more: Sequence[ToolRule]) -> bool:
    """A rule the readers made of words a content rule reads (``docker use``; the manifest of a version rule taken for
    a protected file)."""
    if any(m.intent == "image_tag" for m in more) and replaces_command_rule(rule):
        return True
    prefixes = {b for m in more if m.intent == "push" for b in m.allow_branches}
    if prefixes and rule.intent in ("write_path", "read_path") and rule.paths and \
            all(p.rstrip("/*") + "/*" in prefixes for p in rule.paths):
        return True  # "ne pousse que sur des branches qui commencent par dev/": a branch prefix, not a folder
    fields = [m for m in more if m.intent == "version_field"]
    return bool(fields) and rule.intent == "write_path" and set(rule.paths) <= {p for m in fields for p in m.paths}


# -- judging -------------------------------------------------------------------------------------------------

def _added(args: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(path, added text, the text it replaced) for each write of a Write / Edit / MultiEdit call."""
    path = str(args.get("file_path") or args.get("path") or args.get("filename") or "")
    out: list[tuple[str, str, str]] = []
    if isinstance(args.get("content"), str):
        out.append((path, args["content"], ""))
    if isinstance(args.get("new_string"), str):
        out.append((path, args["new_string"], str(args.get("old_string") or "")))
    for edit in args.get("edits") or ():
        if isinstance(edit, dict) and isinstance(edit.get("new_string"), str):
            out.append((path, edit["new_string"], str(edit.get("old_string") or "")))
    return out


def _command(args: dict[str, Any]) -> str:
    return next((v for k, v in args.items() if k in ("command", "cmd", "script") and isinstance(v, str)), "")


def _argvs(command: str) -> list[list[str]]:
    out = []
    for part in re.split(r"&&|\|\||[;|\n]", command):
        try:
            argv = shlex.split(part)
        except ValueError:
            continue
        while argv and re.match(r"^[A-Za-z_]\w*=", argv[0]):
            argv = argv[1:]
        while argv and argv[0] in ("sudo", "time", "exec", "command", "env", "nohup"):
            argv = argv[1:]
        if argv:
            out.append(argv)
    return out


def _tests_left_out(argv: Sequence[str]) -> str:
    name = posixpath.basename(argv[0])
    runs = [*argv]
    if name in ("python", "python3", "uv", "poetry", "pdm", "pipenv") and "pytest" in argv:
        runs = list(argv[argv.index("pytest"):])
        name = "pytest"
    if name not in _TEST_RUNNERS and not (name in ("npm", "pnpm", "yarn", "npx") and "--" in argv):
        return ""
    for i, token in enumerate(runs[1:], 1):
        key = token.split("=", 1)[0]
        if key in _LEAVE_OUT:
            return token if "=" in token or i + 1 >= len(runs) else f"{token} {runs[i + 1]}"
        if key == "-k" and i + 1 < len(runs) and re.search(r"\bnot\b", runs[i + 1]):
            return f"-k {runs[i + 1]}"
    return ""


def _disabled(name: str, args: dict[str, Any]) -> str:
    for path, new, old in _added(args):
        found = [m.group(0) for m in _MARKERS.finditer(new)]
        before = [m.group(0) for m in _MARKERS.finditer(old)]
        for marker in before:
            if marker in found:
                found.remove(marker)
        if found:
            return f"adds {found[0].strip()} to {posixpath.basename(path) or 'a file'}"
    for argv in _argvs(_command(args)):
        left = _tests_left_out(argv)
        if left:
            return f"runs {' '.join(argv)[:80]} leaving tests out ({left})"
        added = [m.group(0) for m in _MARKERS.finditer(" ".join(argv))] if posixpath.basename(argv[0]) in ("sed", "perl") \
            else []
        if added:
            return f"edits a test to {added[0]}"
    return ""


def _unpinned(image: str) -> bool:
    """An image reference with no tag, or the ``latest`` one (a digest pins it)."""
    image = image.strip("\"'")
    if not image or "$" in image or "{" in image or "@sha256:" in image or image == "scratch":
        return False
    if not re.fullmatch(r"[a-z0-9][\w.\-/:]*", image, re.I):
        return False
    last = image.rsplit("/", 1)[-1]
    return ":" not in last or last.rsplit(":", 1)[1].lower() == "latest"


_RUN_VALUED = frozenset({"-v", "--volume", "-e", "--env", "-p", "--publish", "--name", "-w", "--workdir", "--network",
                         "--net", "--entrypoint", "-u", "--user", "--env-file", "--mount", "--platform", "-l", "--label",
                         "--restart", "--cpus", "-m", "--memory", "-h", "--hostname", "--add-host", "--device",
                         "--link", "--log-driver", "--log-opt", "--cap-add", "--cap-drop", "--security-opt",
                         "--tmpfs", "--ulimit", "--shm-size", "--gpus", "--pull", "--ipc", "--pid", "--dns", "--expose",
                         "--health-cmd", "--stop-signal", "--volumes-from", "-a", "--attach", "--cidfile", "--runtime",
                         "--group-add", "--init-path", "--label-file", "--mac-address", "--memory-swap", "--cgroupns"})


def _images_run(argv: Sequence[str]) -> list[str]:
    name = posixpath.basename(argv[0])
    if name == "kubectl":
        return [a.split("=", 1)[1] for a in argv if a.startswith("--image=")]
    if name not in _CONTAINER_PROGRAMS or len(argv) < 3:
        return []
    sub = argv[1]
    if sub == "container" and len(argv) > 3:
        sub, argv = argv[2], [argv[0], *argv[2:]]
    if sub not in ("run", "pull", "create"):
        return []
    i = 2
    while i < len(argv):
        token = argv[i]
        if token == "--":
            i += 1
            break
        if not token.startswith("-"):
            break
        i += 2 if token in _RUN_VALUED else 1
    return [argv[i]] if i < len(argv) else []


_FROM = rx(r"^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?", re.I | re.M)
_IMAGE_LINE = rx(r"^\s*-?\s*image:\s*[\"']?([^\s\"'#]+)", re.M)


def _written_images(path: str, new: str, old: str) -> list[str]:
    base = posixpath.basename(path).lower()
    images: list[str] = []
    if base.startswith(("dockerfile", "containerfile")) or base.endswith((".dockerfile", ".containerfile")):
        stages = {m.group(2).lower() for text in (new, old) for m in _FROM.finditer(text) if m.group(2)}
        was = {m.group(1) for m in _FROM.finditer(old)}
        images += [m.group(1) for m in _FROM.finditer(new) if m.group(1) not in was and m.group(1).lower() not in stages]
    if base.endswith((".yml", ".yaml")):
        was = {m.group(1) for m in _IMAGE_LINE.finditer(old)}
        images += [m.group(1) for m in _IMAGE_LINE.finditer(new) if m.group(1) not in was]
    return images


def _image_unpinned(rule: ToolRule, args: dict[str, Any]) -> str:
    for path, new, old in _added(args):
        if rule.paths and not in_globs(path, rule.paths):
            continue
        bad = [i for i in _written_images(path, new, old) if _unpinned(i)]
        if bad:
            return f"writes the image {bad[0]} into {posixpath.basename(path)} without a pinned tag"
    for argv in [] if rule.paths else _argvs(_command(args)):
        bad = [i for i in _images_run(argv) if _unpinned(i)]
        if bad:
            return f"runs {' '.join(argv)[:80]}: the image {bad[0]} has no pinned tag"
        bad = [i for i in images_built(argv) if _unpinned(i)]  # `docker build -t api .`, `docker tag`, `docker push`
        if bad:
            return f"runs {' '.join(argv)[:80]}: the image {bad[0]} gets no pinned tag"
        if BUILD in rule.commands and untagged_build(argv):
            return f"runs {' '.join(argv)[:80]}: the image is built without a version tag"
    return ""


def outside_scope(rules: Sequence[ToolRule], tool_name: str, args: Any) -> bool:
    """A call none of whose written files is of the kind ``rules`` are scoped to (:func:`scoped_writes.call_off_scope`)."""
    return call_off_scope(rules, tool_name, [p for p, _n, _o in _added(args)] if isinstance(args, dict) else [])


def content_verdict(rule: ToolRule, name: str, args: Any) -> tuple[str, str]:
    """("broken", why) / ("obeyed", "") for a content rule on one call."""
    if not isinstance(args, dict):
        return "obeyed", ""
    if rule.intent == DUMP_PLACE:  # "dumps only into ./backups/" (dump_place)
        why = dump_place_breaks(rule, args)
    elif rule.intent == "version_field":  # "don't change the version in package.json" (version_field)
        why = next((w for path, new, old in [*_added(args), ("", "", "")]
                    for w in [version_breaks(rule, path, new, old, _command(args))] if w), "")
    elif rule.intent == "branch_name":  # "branches must be named feat/*" (branch_names)
        why = branch_name_breaks(rule, _command(args))
    elif rule.intent == "written_command":  # a command rule scoped to a kind of file (scoped_writes)
        why = next((w for path, new, old in _added(args) for w in [written_command_breaks(rule, path, new, old)] if w), "")
    else:
        why = _disabled(name, args) if rule.intent == "disable_tests" else _image_unpinned(rule, args)
    return ("broken", why) if why else ("obeyed", "")
