"""A swap of one program for another said with the refused one first: "grep ではなく rg を使って", "pip の代わりに
uv を使う", "grep じゃなくて rg で", "grep 말고 rg 써", "pip가 아니라 uv를 써", "不是 pip 而是 uv"; or with the wanted one
first but marked in a way the reader does not know: "用 rg 而不是 grep", "用 pnpm 代替 npm", "以 uv 取代 pip".

Why a module of its own: the tool rule reader reads a swap as "use B, not A" (English, French, German, Spanish
and the other languages put the wanted one first or mark the refused one with "instead of"). Japanese and Korean
name the refused one first and mark it with a postposition; this rewrites such a clause into the order the reader
knows, so the same swap gives the same rule in every language. Chinese marks the refused one with "而不是" / "而非" /
"代替" after the wanted one (the order of "instead of"), or sets "不是 A 而是 B" ("not A but B"): both are rewritten the
same way. Only a clause whose two sides are single command words is rewritten: a side joined to another by a slash
("MB/GB 말고 MiB/GiB", "km/h ではなく m/s") is a pair of units, not a program, and is left as it was.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["refused_first_as_use_not"]

# a command word, or a program and its subcommand ("git checkout ではなく git switch")
# (not one side of a slash pair: "MB/GB", "km/h" are units)
_WORD = (r"(?<![A-Za-z0-9_/.+-])`?(?P<{g}>[A-Za-z][A-Za-z0-9_.+-]*(?:\s+-m\s+[a-z][A-Za-z0-9_.]*|"
         r"\s+[a-z][A-Za-z0-9_-]*(?=`?\s*[^\sA-Za-z`/-]))?)`?(?![A-Za-z0-9_/])")
_REFUSED_FIRST = rx(_WORD.format(g="a") + r"\s*(?:ではなく|じゃなくて|でなく|の代わりに|の替わりに|말고|대신(?:에)?|"
                            r"(?:이|가)?\s*아니(?:라|고))[、,\s]*"
                            r"(?:必ず|常に|いつも|絶対に?|꼭|항상|반드시|무조건)?\s*"
                            + _WORD.format(g="b") + r"\s*(?:を|で|로|으로|를|을)?\s*"
                            r"(?:使[^\s、。,.]*|用い[^\s、。,.]*|사용[^\s,.]*|써[^\s,.]*|쓰[^\s,.]*)?")


# Chinese: "用 B 而不是 A", "B 而非 A", "用 B 代替 A", "以 B 取代 A" (B wanted first); "不是 A 而是 B" (A refused first)
_USE_ZH = r"(?:(?:请|要|都|一律|总是|始终|必须|只)?\s*(?:使用|用|以|改用)\s*)?"
_WANTED_FIRST_ZH = rx(_USE_ZH + _WORD.format(g="b") + r"\s*(?:来\s*)?(?:而不是|而非|代替|取代|替代)\s*(?:使用|用)?\s*"
                      + _WORD.format(g="a"))
_NOT_BUT_ZH = rx(r"不是\s*(?:使用|用)?\s*" + _WORD.format(g="a") + r"\s*[，,]?\s*而是\s*(?:使用|用)?\s*" + _WORD.format(g="b"))


def refused_first_as_use_not(text: str) -> str:
    """``text`` with "A ではなく B" (A refused, B wanted) written "use B, not A"."""
    out = _REFUSED_FIRST.sub(lambda m: f"use {m.group('b')}, not {m.group('a')} ", text)
    for pattern in (_WANTED_FIRST_ZH, _NOT_BUT_ZH):
        # (a space before "use": "搜代码一律用 rg 而不是 grep" glues no Han to it)
        out = pattern.sub(lambda m: f" use {m.group('b')}, not {m.group('a')} ", out)
    return re.sub(r" +(?=[.。!！?？]\s*$)", "", out)  # ("... 쓰세요.": the stop ends the sentence, no path ".")


_GREPS = frozenset({"grep", "egrep", "fgrep", "zgrep"})
_GREP_VALUED = frozenset({"-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--regexp", "--file", "--max-count",
                          "--after-context", "--before-context", "--context", "--include", "--exclude", "--label"})


def filters_its_input(argv: tuple[str, ...] | list[str]) -> bool:
    """A grep that reads what is piped into it (``... | grep -c ERROR``): no file to search, not recursive. Under
    "use rg, not grep, for searching code" it filters a program's output; it searches no code."""
    if not argv or argv[0].rsplit("/", 1)[-1] not in _GREPS:
        return False
    positional: list[str] = []
    pattern_given = False
    skip = False
    for x in argv[1:]:
        if skip:
            skip = False
            continue
        if x in ("-r", "-R", "--recursive", "--dereference-recursive") or \
                (x.startswith("-") and not x.startswith("--") and set(x[1:]) & {"r", "R"}):
            return False
        if x in _GREP_VALUED:
            pattern_given = pattern_given or x in ("-e", "-f", "--regexp", "--file")
            skip = True
            continue
        if x.startswith("-"):
            pattern_given = pattern_given or x.startswith(("--regexp=", "--file="))
            continue
        positional.append(x)
    return len(positional) <= (0 if pattern_given else 1)
