"""Node, Perl, Ruby, PHP one-liners and scripts: no full parser for each, but what they can do that a
tool rule cares about is named by a few library calls - a tree removed, a process spawned with a
command string, a connection opened. The command strings they spawn are read as shell."""
from __future__ import annotations

import re

from memlock_core.compliance.intent.action import CONNECT, DELETE, READ, UNDECIDABLE, WRITE, Action
from memlock_core.compliance.intent.reading import Reading
from memlock_core.compliance.intent.words import host_candidates
from memlock_core.regex_cache import rx

_STR = r"""(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`)"""
_SPAWN = rx(r"\b(?:system|exec|execSync|spawnSync|spawn|execFile|execFileSync|popen|shell_exec|passthru|"
                    r"proc_open|open3|capture2|capture3|Popen|run)\s*\(\s*(?:\[\s*)?" + _STR)
_BACKTICK = rx(r"(?:\bqx\s*[({/]|%x\s*[({])([^)}/]*)[)}/]|`([^`]+)`")
_RMTREE = rx(r"\b(?:rmtree|remove_tree|rm_rf|rm_r|remove_dir|rimraf|emptyDirSync|removeSync|"
                     r"rmdirSync|rmSync|rmdir|rm)\s*\(\s*" + _STR + r"([^)]*)\)")
_WRITE = rx(r"\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|file_put_contents|"
                    r"File\.write|IO\.write|unlink|unlinkSync|rename|renameSync|copyFileSync)\s*\(\s*" + _STR)
_READ = rx(r"\b(?:readFileSync|readFile|createReadStream|file_get_contents|File\.read|IO\.read|slurp)\s*\(\s*" + _STR)
_OPEN = rx(r"\bopen\s*\(\s*(?:my\s+)?\$?\w*\s*,?\s*" + _STR + r"(?:\s*,\s*" + _STR + r")?")
_EVAL = rx(r"\b(?:eval|Function|decode_base64|b64decode|atob|Buffer\.from\([^)]*base64)")


def _first(match: re.Match[str], start: int = 1) -> str:
    return next((g for g in match.groups()[start - 1:start + 2] if g is not None), "")


def analyse_script_lang(code: str, an: Reading, depth: int) -> None:

    for m in _SPAWN.finditer(code):
        an.shell(_first(m), depth + 1)
    for m in _BACKTICK.finditer(code):
        an.shell(m.group(1) or m.group(2) or "", depth + 1)
    for m in _RMTREE.finditer(code):
        path, tail = _first(m), m.group(4) or ""
        name = m.group(0).split("(", 1)[0].strip()
        recursive = name not in ("rmdirSync", "rmdir", "rmSync", "rm") or "recursive" in tail
        an.add(Action(DELETE, path=path, recursive=recursive))
        an.path(WRITE, path)
    for m in _WRITE.finditer(code):
        an.path(WRITE, _first(m))
    for m in _READ.finditer(code):
        an.path(READ, _first(m))
    for m in _OPEN.finditer(code):
        target = _first(m)
        mode = next((g for g in m.groups()[3:6] if g is not None), "")
        if target.startswith((">", "+<")) or any(c in mode for c in "wa+>"):
            an.path(WRITE, target.lstrip(">+< "))
        else:
            an.path(READ, target.lstrip("< "))
    for m in re.finditer(r"\b(?:drop_table|truncate_table|drop_all|drop_collection)\b\s*\(?\s*:?(\w*)", code):
        an.sql(f"{'TRUNCATE' if 'truncate' in m.group(0) else 'DROP TABLE'} {m.group(1)}")
    for m in re.finditer(r"\b(?:execute|exec|query|raw)\s*\(\s*" + _STR, code):
        an.sql(_first(m))
    if _EVAL.search(code):
        an.add(Action(UNDECIDABLE, detail="code evaluated from a string or decoded data"))
    for literal in re.findall(_STR, code):
        text = next((g for g in literal if g), "")
        if re.search(r"://|@[\w.-]+\.\w|\bhost\s*[:=]|^[\w-]+(?:\.[\w-]+)+$", text):
            for h in host_candidates(text):
                an.add(Action(CONNECT, host=h))
