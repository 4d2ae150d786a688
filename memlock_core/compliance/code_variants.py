"""Code given in several dialects at once: "whenever you give a shell command, give both the bash and the powershell
version", "donne toujours la version bash et la version PowerShell", "immer Bash und PowerShell", "bash y PowerShell,
los dos", "bash と PowerShell の両方を書いて".

A rule is read into ``both:A+B`` when it asks for two (or more) dialects together ("both", "each", "as well as",
"les deux", "beide", "ambos", "両方", or "A and B version(s)"), A and B being shells (POSIX shell, PowerShell, cmd) or
languages a code block's tag names. The verdict reads every piece of code the reply gives - fenced and indented blocks,
and inline spans that are a command - and tells each piece's dialect by its content first (a PowerShell cmdlet
``Verb-Noun``, ``$env:``; ``%VAR%`` for cmd; a Unix command for the POSIX shell), its tag second: a block tagged
``powershell`` that holds ``find . -name '*.tmp'`` is a POSIX command under a wrong tag. No shell code (for a shell
rule), no verdict; a dialect asked for and not given, BROKEN.
"""
from __future__ import annotations

import functools
import re

from memlock_core.compliance.markdown import INDENTED_CODE, parse
from memlock_core.compliance.negation import CJK_NEGATORS, CJK_PREFERENCE, NEGATORS, PREFERENCE, WITHOUT
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

# dialect names as rules write them -> the dialect
_DIALECT_WORDS: tuple[tuple[str, str], ...] = (
    (r"power\s?shell|pwsh|ps1", "powershell"),
    (r"bash|zsh|posix(?:\s+shell)?|sh|unix(?:\s+shell)?|linux|mac\s?os|macos", "posix"),
    (r"cmd(?:\.exe)?|batch|invite de commandes|eingabeaufforderung|símbolo del sistema", "cmd"),
    (r"python\s?3?|py", "python"), (r"javascript|js|node(?:\.js)?", "javascript"), (r"typescript|ts", "typescript"),
    (r"go(?:lang)?", "go"), (r"rust", "rust"), (r"java", "java"), (r"c#|csharp", "csharp"), (r"ruby", "ruby"),
)
_DIALECT = rx(r"(?<![\w#.])(?:" + "|".join(f"(?P<d{i}>{w})" for i, (w, _) in enumerate(_DIALECT_WORDS))
                      + r")(?![\w#])", re.I)
_SHELLS = frozenset({"powershell", "posix", "cmd"})
# "both", "each", "as well as", "A and B versions": two dialects asked for together
_TOGETHER = rx(r"\bboth\b|\beach\b|\bas well as\b|\bversions\b|\bvariants\b|\bles deux\b|\bà la fois\b|"
                       r"\bchaque\b|\bbeide[ns]?\b|\bsowohl\b|\bjeweils\b|\bambos\b|\bambas\b|\blos dos\b|\blas dos\b|"
                       r"\btanto\b|\bcada\b|両方|それぞれ|ともに|\bversion\b[^.;\n]{0,40}\bversion\b|"
                       r"\bversión\b[^.;\n]{0,40}\bversión\b|\bVersion\b[^.;\n]{0,40}\bVersion\b", re.I)
_NEG = rx(rf"\b(?:{NEGATORS}|{WITHOUT}|{PREFERENCE})\b|{CJK_PREFERENCE}|{CJK_NEGATORS}", re.I)


def parse_clause(clause: str) -> list[str]:
    """``both:A+B`` for a rule asking for code in dialects A and B together, else nothing."""
    return list(_parse(clause))


@functools.lru_cache(maxsize=512)
def _parse(clause: str) -> tuple[str, ...]:
    if not _TOGETHER.search(clause) or _NEG.search(clause):
        return ()
    found: list[str] = []
    for m in _DIALECT.finditer(clause):
        name = _DIALECT_WORDS[int(next(k for k, v in m.groupdict().items() if v)[1:])][1]
        if name not in found:
            found.append(name)
    if len(found) < 2:
        return ()
    # a pair of shells, or of languages, never a shell next to a language ("a bash script that runs python")
    if len({d in _SHELLS for d in found}) > 1:
        return ()
    return ("both:" + "+".join(sorted(found)),)


_PS_MARK = rx(r"\b(?:Get|Set|New|Remove|Add|Clear|Copy|Move|Rename|Test|Invoke|Start|Stop|Select|Where|Sort|"
                      r"ForEach|Write|Out|Import|Export|Resolve|Join|Split|Measure|ConvertTo|ConvertFrom|Format|"
                      r"Restart|Enable|Disable|Register|Update|Install|Uninstall|Find|Expand|Compress|Push|Pop)-[A-Z]\w+"
                      r"|\$env:\w+|\$PSVersionTable|\$null\b|\[System\.\w", re.I)
_CMD_MARK = rx(r"%\w+%|^\s*@?echo off\b|^\s*set\s+\w+=|^\s*(?:dir|copy|del|rd|md|type|xcopy|robocopy|where)\s+/",
                       re.I | re.M)
_POSIX_MARK = rx(r"^\s*(?:\$\s+)?(?:sudo\s+)?(?:export\s+\w+=|[a-z][\w.+-]*(?:\s|$))|\$\(|\|\s*(?:grep|awk|sed|xargs|"
                         r"sort|head|tail|wc)\b|&&", re.M)
_COMMAND_START = rx(r"^(?:sudo\s+)?[a-z][a-z0-9+-]{1,}(?:\s+[^\s(){}=]+)+$|^[A-Z][a-z]+-[A-Z]\w+\b")
_TAG_DIALECT = {"bash": "posix", "sh": "posix", "shell": "posix", "zsh": "posix", "console": "posix", "terminal": "posix",
                "shell-session": "posix", "sh-session": "posix", "powershell": "powershell", "ps1": "powershell",
                "pwsh": "powershell", "ps": "powershell", "cmd": "cmd", "bat": "cmd", "batch": "cmd", "py": "python",
                "python": "python", "python3": "python", "js": "javascript", "javascript": "javascript",
                "node": "javascript", "ts": "typescript", "typescript": "typescript", "go": "go", "golang": "go",
                "rust": "rust", "rs": "rust", "java": "java", "cs": "csharp", "csharp": "csharp", "ruby": "ruby",
                "rb": "ruby"}
_INLINE = rx(r"`([^`\n]+)`")


def shell_dialect(body: str, tag: str = "") -> str | None:
    """The shell a piece of code is written for, by its content first and its tag second; None for no shell."""
    if _PS_MARK.search(body):
        return "powershell"
    if _CMD_MARK.search(body):
        return "cmd"
    tagged = _TAG_DIALECT.get(tag.lower())
    if _POSIX_MARK.search(body) and (tagged in _SHELLS or not tag):
        # a tag of PowerShell or cmd over a Unix command ("find . -name '*.tmp' -delete") does not make it one
        return "posix" if tagged != "powershell" or re.search(r"\s-[a-z]{2,}\b|\s--\w|\|\s*\w|\./|\s\.\s", body) \
            else tagged
    return tagged if tagged in _SHELLS else None


def pieces(text: str) -> list[tuple[str, str]]:
    """The code a reply gives: (tag, body) of its fenced and indented blocks, and ("inline", span) of inline code that
    is a whole command."""
    s = parse(text)
    out = [(b.info, b.body) for b in s.code] + [("", b.body) for b in s.of(INDENTED_CODE)]
    prose = re.sub(r"(?ms)^\s{0,3}(`{3,}|~{3,}).*?^\s{0,3}\1", " ", text)
    out += [("inline", m.group(1).strip()) for m in _INLINE.finditer(prose) if _COMMAND_START.match(m.group(1).strip())]
    return out


def verdict(value: str, text: str) -> Finding:
    wanted = value.split("+")
    shells = all(w in _SHELLS for w in wanted)
    given: list[str] = []
    for tag, body in pieces(text):
        name = shell_dialect(body, "" if tag == "inline" else tag) if shells else _TAG_DIALECT.get(tag.lower())
        if name is not None:
            given.append(name)
    if not given:
        return NOT_APPLICABLE, "no shell command in the reply" if shells else "no code in those languages"
    missing = [w for w in wanted if w not in given]
    if missing:
        return BROKEN, f"code in {', '.join(sorted(set(given)))} only, no {' or '.join(missing)} version"
    return OBEYED, f"code in {' and '.join(wanted)}"
