"""One command that must come before another: "always run terraform plan before terraform apply", "avant
terraform apply, lance toujours terraform plan", "führe vor helm upgrade immer helm diff aus", "ejecuta npm test
antes de npm publish", "terraform apply の前に必ず terraform plan を実行して".

Why a module of its own: the precondition reader in :mod:`tool_rule` knows the guarded acts by name (a commit, a
push); a rule that names two commands of a tool and orders them is the same shape with any pair. The rule is
read from where the two commands stand around the word for "before": in English, French, German, Spanish,
Portuguese and Italian the command after the word is the guarded one ("X before Y", "avant Y, X"); in Japanese
and Chinese the word follows what it guards ("Y の前に X"). Anything else in the rule ("..., and never
-auto-approve") is left to the ordinary readers, a bare option said in it taken as the guarded command's option.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from memlock_core.regex_cache import rx

__all__ = ["BEFORE", "consumes_output", "order_of", "orders", "subcommand_order", "with_program"]

# the word for "before" (the precondition reader's own list, minus its "without first running" forms)
BEFORE = rx(r"\b(?:before|prior to|avant(?: de| d'| chaque| tout)?|vor(?: jedem| jeder| dem| einem)?|"
                    r"antes de(?: cada| hacer| un)?|prima di(?: ogni| fare)?|antes d[eo]s?|перед)\b|(?P<post>(?:する)?前に|之前)",
                    re.I)
# "X first, then Y", "d'abord X, puis Y", "erst X, dann Y", "primero X y luego Y", "X してから Y": the command after the
# word is the guarded one; said with a word for "first" (or the Japanese and Chinese form), so "commit then push" is
# no order
THEN = rx(r"\b(?:then|and then|after that|afterwards|puis|ensuite|et après|dann|danach|anschließend|luego|después|"
                  r"y luego|poi|dopo|e poi|depois|em seguida)\b|(?P<te>(?:し)?てから|之后再|然后)", re.I)
_FIRST = rx(r"\b(?:first|always|d'abord|toujours|en premier|erst|zuerst|immer|primero|siempre|prima|sempre|primeiro)\b|"
                    r"まず|必ず|先|总是|始终", re.I)


def orders(clause: str) -> bool:
    """The clause puts one thing before another: the word for "before", or "first X, then Y"."""
    if BEFORE.search(clause):
        return True
    then = THEN.search(clause)
    return then is not None and (bool(_FIRST.search(clause)) or bool(then.group("te")))


# words of the sentence that follow a command's own words ("helm diff aus", "terraform plan first")
_NOT_ARGS = frozenset({"aus", "an", "durch", "first", "always", "toujours", "immer", "siempre", "sempre", "d'abord",
                       "primero", "zuerst", "vorher", "then", "and", "et", "und", "y", "e", "puis", "dann", "luego"})


def _trim(phrase: str) -> str:
    words: list[str] = []
    for w in phrase.split():
        if w.lower().strip(".,;") in _NOT_ARGS:
            break
        words.append(w.strip(".,;"))
    return " ".join(words)


def order_of(clause: str, phrases: Sequence[str]) -> tuple[str, str] | None:
    """(guarded, required): the command that may only run after the other, when ``clause`` names exactly two
    different commands (``phrases``, in order of appearance) on either side of its word for "before"."""
    m = BEFORE.search(clause)
    then = THEN.search(clause) if m is None and orders(clause) else None
    if (not m and not then) or len(phrases) != 2:
        return None
    at = [clause.find(p) for p in phrases]
    if -1 in at or at[0] == at[1]:
        return None
    trimmed = [_trim(p) for p in phrases]
    if not all(trimmed) or trimmed[0] == trimmed[1]:
        return None
    if m is None and then is not None:  # "X first, then Y": Y is guarded by X
        if not at[0] < then.start() <= at[1]:
            return None
        return trimmed[1], trimmed[0]
    assert m is not None
    post = bool(m.group("post"))
    # the command the word governs: the nearest one after it ("before Y", "avant Y, X", "vor Y ... X"), or the
    # nearest one before it in Japanese and Chinese ("Y の前に X", "X を Y の前に")
    side = [i for i in (0, 1) if (at[i] < m.start() if post else at[i] >= m.end())]
    if not side:
        return None
    guarded = max(side, key=lambda i: at[i]) if post else min(side, key=lambda i: at[i])
    return trimmed[guarded], trimmed[1 - guarded]


# words around the word for "before" that are no subcommand: adverbs, articles, pronouns, verbs of running
_FILLER = frozenset({
    "always", "first", "then", "you", "we", "i", "it", "the", "a", "an", "any", "every", "each", "running", "doing", "run",
    "do", "execute", "executing", "see", "show", "review", "want", "to", "and", "or", "of", "is",
    "toujours", "d'abord", "lance", "lancer", "fais", "faire", "le", "la", "les", "un", "une", "chaque", "tout", "de", "d'",
    "immer", "zuerst", "vorher", "erst", "führe", "mach", "mache", "ein", "einem", "einen", "jedem", "jeder", "den", "dem",
    "das", "der", "die", "aus", "siempre", "primero", "haz", "hacer", "ejecuta", "ejecutar", "el", "los", "las", "cada",
    "sempre", "prima", "fai", "fare", "esegui", "eseguire", "lancia", "il", "lo", "ogni", "di", "faça", "rode", "roda",
    "rodar", "o", "os", "cada", "e", "y", "et", "und", "con", "with", "mit", "avec", "com", "für", "for", "pour", "para",
    "per", "anything", "everything", "tout", "alles", "todo", "tutto", "tudo", "must", "should", "need", "needs",
    "please", "bitte", "per", "favore", "favor", "si", "il", "vous", "tu", "du", "ich", "je", "io", "eu", "yo", "en",
    "erst", "dann", "puis", "ensuite", "luego", "poi", "depois", "primeiro", "primero", "d'abord"})
# words of the sentence around the word for "before" that no subcommand is: pronouns, gerunds, participles
_PROSE = rx(r"me|us|him|her|them|my|our|anything|something|everything|nothing|[a-z]{3,}(?:ing|ed)", re.I)
_ASCII_WORD = rx(r"(?<![\w./-])([a-z][a-z0-9-]+)(?![\w/-]|\.\w)")


def subcommand_order(clause: str, program: str) -> tuple[str, str] | None:
    """(guarded, required) of a clause that orders two of one program's subcommands, the program named once for the
    rule ("con terraform fai sempre plan prima di apply", "terraform: always plan before apply", "helm では upgrade の前に
    必ず diff"): the words next to the word for "before" on each side, said without the program's name."""
    m = BEFORE.search(clause) or (THEN.search(clause) if orders(clause) else None)
    if not m or not re.search(rf"(?<![\w-]){re.escape(program)}(?![\w-])", clause[:m.start()], re.I):
        return None  # the program is the rule's topic, named first ("with terraform ...", "terraform: ...")
    before = [w for w in _ASCII_WORD.findall(clause[:m.start()]) if w not in _FILLER and w != program]
    after = [w for w in _ASCII_WORD.findall(clause[m.end():]) if w not in _FILLER and w != program]
    if not before or not after or any(_PROSE.fullmatch(w) for w in (before[-1], after[0])):
        return None  # "ask me before deleting anything": a pronoun and a gerund of the sentence, no subcommands
    if "te" in m.groupdict():  # "plan first, then apply" (THEN's match): the word after it is the guarded one
        guarded, required = after[0], before[-1]
    elif m.group("post"):  # "apply の前に plan": the word before it is the guarded one
        guarded, required = before[-1], after[0]
    else:
        guarded, required = after[0], before[-1]
    if guarded == required:
        return None
    return f"{program} {guarded}", f"{program} {required}"


def consumes_output(argv: Sequence[str], required: str) -> bool:
    """The guarded run takes what the required one wrote ("terraform apply tfplan" after "terraform plan -out
    tfplan"): a file argument named for the required subcommand means that step was run first."""
    word = required.split()[-1].lower() if required.split() else ""
    if len(word) < 3:
        return False
    return any(not x.startswith("-") and word in x.lower() and x.lower() != word for x in argv[2:])


_FLAG = rx(r"(?<![\w-])(--?[a-z][\w-]*)")


def with_program(rest: str, guarded: str, phrases: Callable[[str], list[str]]) -> str:
    """``rest`` of the rule, a bare option it names given the guarded command's program ("and never -auto-approve"
    after "terraform plan before terraform apply": ``terraform -auto-approve``, on any of its subcommands)."""
    if phrases(rest) or not _FLAG.search(rest):
        return rest
    # the option is the program's wherever it is given ("never -auto-approve": on apply and on destroy alike)
    return _FLAG.sub(lambda f: f"{guarded.split()[0]} {f.group(1)}", rest, count=1)
