"""A long option refused in its own clause ("y nada de --skip-tests", "never pass --no-cache", "kein
--no-verify", "--no-verify は使わないで", "git commit 할 때 --no-verify 쓰지 마세요").

The rule readers read programs and the acts they do; an option named on its own, or after the program it is
given to, is no act, so they read nothing (or read the program as banned: "git commit" in the Korean rule) and
a call passing the option goes through. Here the clause is read as a ban on the option: given to the program
the clause names before it when it names one (``git commit --no-verify``), else to any program
(``* --skip-tests``, see :func:`tool_rule_judge._argv_has`). Long options only: a short one means something else
per program. Options the readers already give an act (``--force``: a force-push) are theirs.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from memlock_core.compliance.negation import CJK_NEGATORS, MORE_NEGATORS, REFUSAL
from memlock_core.regex_cache import rx

ANY_PROGRAM = "*"

_FLAG = rx(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w=-])", re.I)
# the refusal in the option's clause, in the languages the rules are written in (Korean "쓰지 마", "금지";
# Japanese "使わないで", "禁止"; Chinese "不要", "别"; Turkish "kullanma")
_REFUSED = rx(rf"(?<![\w-])(?:{REFUSAL}|{MORE_NEGATORS}|nunca|jamás|niemals|aldrig|nigdy|никогда|не|без|sin|zonder|"
              r"bez|kullanma\w*|asla)(?![\w-])|" + CJK_NEGATORS + r"|使わない|使用しない|不要|别|別|不准|지\s*마|"
              r"하지\s*말|금지|말고|말아", re.I)
# options the readers give an act of their own (a force-push, a hard reset): not read here
_ACT_FLAGS = frozenset({"--force", "--force-with-lease", "--hard", "--mirror", "--recursive"})
_VERB_FINAL = rx(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # Japanese, Chinese, Korean: the verb comes after
_CLAUSES = rx(r"(?<=[.!?;])\s+|(?<=[。！？])|\n+|,\s+(?=(?:and|y|e|et|und|en|i|och|ve)\b)|;\s*")


_PAREN = rx(r"[(（][^()（）]*[)）]")


def _in_brackets(clause: str, at: int) -> bool:
    return any(p.start() < at < p.end() for p in _PAREN.finditer(clause))


def _program_phrase(phrase: str) -> bool:
    """A program and its subcommand, not a program and the refusal after it ("git merge, jamais": not "git jamais")."""
    return not phrase.split()[-1].startswith("-") and not any(_REFUSED.fullmatch(w) for w in phrase.split()[1:])


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSES.split(text) if c.strip()]


def refused_flag_clauses(text: str, programs: Callable[[str], list[str]],
                         owners: Mapping[str, str]) -> list[tuple[str, tuple[str, ...]]]:
    """(clause, commands) for each clause that refuses a long option: the commands ``<program> <option>`` (the
    program the clause names before the option, read by ``programs``, else the one ``owners`` gives the option:
    ``--no-verify`` is git's, so ``-n`` is it too) or ``* <option>``."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for clause in _clauses(text):
        if _FLAG.search(_PAREN.sub(" ", clause)) is None:
            continue  # options only in brackets: examples of a wider rule ("(npm -g, pip --user)")
        refusals = list(_REFUSED.finditer(clause))
        # a refusal word before the option ("nada de --x"), or a refusing verb after it ("--x は使わないで")
        flags = [m for m in _FLAG.finditer(clause) if not _in_brackets(clause, m.start()) and m.group(1).lower() not in _ACT_FLAGS and any(
            (r.start() >= m.end()) if _VERB_FINAL.match(r.group(0)) else (r.end() <= m.start()) for r in refusals)]
        if not flags:
            continue
        commands: list[str] = []
        for m in flags:
            before = clause[:m.start()]
            named = [p for p in programs(before) if _program_phrase(p)] or \
                [p for p in programs(clause[m.end():]) if _program_phrase(p)][:1]  # "--x to docker build"
            owner = owners.get(m.group(1).lower(), ANY_PROGRAM)
            commands.append(f"{named[-1] if named else owner} {m.group(1)}")
        out.append((clause, tuple(dict.fromkeys(commands))))
    return out
