"""Programs in another language carried inside a shell block: a here-document fed to an interpreter
(``python3 - <<'PY' ... PY``, ``node <<EOF``) or a multi-statement ``python -c "..."``.

Why a module of its own: "When I ask for a script, write it in bash, not python" was obeyed by a ```bash block
whose only line of shell ran ``python3 - <<'PY'`` and whose logic was all Python: the tag said bash, the program
was not. The code a here-document gives an interpreter is a program in that interpreter's language; a here-document
fed to ``cat``, ``tee`` or a file is text, not a program.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the interpreters whose language a rule may name, by the command that runs them
_INTERPRETERS = {"python": "python", "python3": "python", "python2": "python", "py": "python", "node": "javascript",
                 "nodejs": "javascript", "deno": "javascript", "ruby": "ruby", "perl": "perl", "php": "php",
                 "Rscript": "r", "lua": "lua"}
_NAMES = "|".join(sorted(map(re.escape, _INTERPRETERS), key=len, reverse=True))
# "python3 - <<'PY'", "python <<EOF", "uv run python - <<-'END'": the interpreter, then the here-document's word
_HEREDOC = rx(rf"(?:^|[\s;&|(])(?P<cmd>{_NAMES})(?:\s+-[\w-]*)*(?:\s+-)?\s*<<-?\s*(?P<q>['\"]?)(?P<word>\w+)(?P=q)[^\n]*\n"
              r"(?P<body>.*?)\n[ \t]*(?P=word)[ \t]*(?:\n|$)", re.S)
# "python3 -c 'import os; ...'": a program given on the command line, when it holds more than one statement
_DASH_C = rx(rf"(?:^|[\s;&|(])(?P<cmd>{_NAMES})\s+(?:-\w+\s+)*-c\s+(?P<q>['\"])(?P<body>(?:(?!(?P=q)).)*?)(?P=q)", re.S)


def embedded(body: str) -> list[tuple[str, str]]:
    """(language, program) for each interpreter program a shell block carries."""
    if "<<" not in body and "-c" not in body:
        return []
    out = [(_INTERPRETERS[m.group("cmd")], m.group("body")) for m in _HEREDOC.finditer(body) if m.group("body").strip()]
    out += [(_INTERPRETERS[m.group("cmd")], m.group("body")) for m in _DASH_C.finditer(body)
            if len(re.findall(r";|\n", m.group("body").strip())) >= 1]
    return out


def shell_rest(body: str) -> str:
    """The shell block without the programs it hands to an interpreter."""
    return _DASH_C.sub(" ", _HEREDOC.sub("\n", body))
