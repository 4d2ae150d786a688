"""Several swaps of one program for another in one rule: "use rg instead of grep -r, and fd instead of find",
"nimm rg statt grep und fd statt find", "rg au lieu de grep, fd au lieu de find", "grep ではなく rg、find ではなく fd
を使って", "grep 대신 rg, find 대신 fd".

Why a module of its own: the tool rule reader reads one swap as "use B, not A" (one wanted side, one refused side);
two swaps in one sentence then give every program on the left as wanted and every one on the right as refused, or
worse, the wanted program of the second pair refused. Each swap is a pair of its own: the program named before
"instead of" (after it in Japanese and Korean) is what to run, the one after it is refused, and the refused one
run through its replacement is never the case. Read only when two or more such pairs are found, each side a
program the readers know; a single swap stays with the usual reader.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from memlock_core.compliance.tool_choice import TOOLS
from memlock_core.regex_cache import rx

__all__ = ["COMMON_PROGRAMS", "command_phrase", "swap_pairs"]

# the wanted one first: "A instead of B"
_WANTED_FIRST = rx(r"\s*,?\s*\b(?:instead\s+of|rather\s+than|in\s+place\s+of|au\s+lieu\s+de|plutôt\s+que|à\s+la\s+place\s+de|"
                   r"anstatt|statt|anstelle\s+von|en\s+lugar\s+de|en\s+vez\s+de|em\s+vez\s+de|no\s+lugar\s+de|invece\s+di|"
                   r"al\s+posto\s+di|in\s+plaats\s+van|zamiast)\s+", re.I)
# the refused one first: "B ではなく A", "B 대신 A"
_REFUSED_FIRST = rx(r"\s*(?:ではなく|じゃなくて|でなく|の代わりに|の替わりに|말고|대신(?:에)?)[、，,\s]*")
_TOKEN = rx(r"[A-Za-z][\w.+-]*|--?[A-Za-z][\w-]*")
# programs whose first argument is a subcommand a swap may name ("git switch instead of git checkout")
_SUBCOMMANDS = frozenset({"git", "npm", "pnpm", "yarn", "docker", "kubectl", "pip", "uv", "poetry", "cargo", "go", "helm",
                          "terraform", "gh", "bun", "podman", "make", "just", "rake", "task", "mix"})
_STOP = frozenset({"for", "to", "when", "and", "or", "in", "on", "with", "please", "always", "everywhere", "too", "also",
                   "pour", "et", "und", "für", "y", "para", "e", "per", "en", "bitte", "is", "are", "was", "be", "must",
                   "should", "can", "may", "will", "not", "never", "no", "the", "a", "an", "it", "any", "anything", "at",
                   "all", "here", "there", "this", "that", "by", "via", "itself", "est", "ist", "es", "nicht", "nie",
                   "non", "pas", "jamais", "nunca", "mai", "ne", "de", "la", "le", "der", "die", "das", "el", "lo", "il",
                   "sind", "soll", "darf", "doit", "debe", "deve", "directly", "direkt", "directement", "directamente"})


# programs named by a common word, which the readers do not take for a program alone ("find", "top"); a swap's
# shape ("fd instead of find") says they are one
COMMON_PROGRAMS = _COMMON = frozenset({"find", "locate", "which", "top", "watch", "less", "more", "cat", "sort", "cut", "head", "tail",
                     "diff", "patch", "du", "df", "ps", "ls", "man", "time", "sed", "awk", "tree", "ping", "dig"})


def _program(word: str, known: Callable[[str], bool]) -> bool:
    return known(word) or word.lower() in _COMMON or word.lower() in TOOLS


def _before(text: str, known: Callable[[str], bool]) -> str:
    """The command phrase ``text`` ends with (a program, then its subcommand and options), or ""."""
    words = re.split(r"[\s、，。；]+", text.replace("`", " ").strip())
    tail = words[-3:]
    for i, word in enumerate(tail):
        word = word.strip("(\"'")
        if _program(word, known):
            rest = [w.strip("\"')") for w in tail[i + 1:]]
            if all(_TOKEN.fullmatch(w) and (w.startswith("-") or (j == 0 and word.lower() in _SUBCOMMANDS))
                   for j, w in enumerate(rest)):
                return " ".join([word.lower(), *rest])
    return ""


def command_phrase(text: str, known: Callable[[str], bool]) -> str:
    """The command phrase ``text`` starts with (a program, its subcommand and options), or ""."""
    head = re.split(r"[,;:.!?()\[\]、。，；！？\n]|\s[—–-]\s", text.replace("`", " "), maxsplit=1)[0]
    words = head.split()
    if not words or not _program(words[0].strip("\"'"), known):
        return ""
    out = [words[0].strip("\"'").lower()]
    for j, word in enumerate(words[1:4]):
        word = word.strip("\"'")
        if word.startswith("-") and _TOKEN.fullmatch(word):
            out.append(word)
        elif j == 0 and out[0] in _SUBCOMMANDS and _TOKEN.fullmatch(word) and word.lower() not in _STOP and \
                not _program(word, known):
            out.append(word.lower())
        else:
            break
    return " ".join(out)


def swap_pairs(text: str, known: Callable[[str], bool]) -> list[tuple[str, str]]:
    """The (wanted, refused) command pairs ``text`` swaps, when it swaps two or more (else [])."""
    pairs: list[tuple[str, str]] = []
    for m in _WANTED_FIRST.finditer(text):
        wanted, refused = _before(text[:m.start()], known), command_phrase(text[m.end():], known)
        if wanted and refused and wanted != refused:
            pairs.append((wanted, refused))
    for m in _REFUSED_FIRST.finditer(text):
        refused, wanted = _before(text[:m.start()], known), command_phrase(text[m.end():], known)
        if wanted and refused and wanted != refused:
            pairs.append((wanted, refused))
    pairs = list(dict.fromkeys(pairs))
    wanted_set = {w for w, _r in pairs}
    if len(pairs) < 2 or any(r in wanted_set for _w, r in pairs):
        return []
    return pairs
