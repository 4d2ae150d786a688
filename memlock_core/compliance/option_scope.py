"""A program kept to one scope named by an option's value: "keep kubectl in the dev namespace unless I say
otherwise", "kubectl nur im Namespace dev", "utilise kubectl uniquement dans le namespace dev", "kubectl solo en
el namespace dev", "kubectl は dev ネームスペースだけで使って", "aws only in the eu-west-1 region".

Why a module of its own: :mod:`tool_flags` reads a flag the rule writes out ("always pass --context staging"),
whose absence breaks it. A rule worded by the scope's noun (namespace, context, region, project, profile) names
no flag, and a call without the flag runs in whatever the tool's configuration picks (a kube context may set its
own namespace), which the check cannot see: only a call that gives the option another value breaks it. Read as a
``require_flag`` rule whose ``requires`` holds the option with its value and :data:`SCOPED`; the user's word
naming the other value ("for this one use the qa namespace") is the consent the rule's "unless I say otherwise"
allows (:mod:`consent`).
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["SCOPED", "given_values", "scope_breaks", "scope_rules"]

SCOPED = "<scoped>"  # in ``requires``: only another value given breaks the rule, a call without the option does not

# scope noun -> {program: (the option's spellings; the long one first)}
_OPTIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "namespace": {"kubectl": ("--namespace", "-n"), "helm": ("--namespace", "-n"), "oc": ("--namespace", "-n"),
                  "kubens": ()},
    "context": {"kubectl": ("--context",), "helm": ("--kube-context",), "docker": ("--context", "-c")},
    "region": {"aws": ("--region",), "gcloud": ("--region",)},
    "project": {"gcloud": ("--project",)},
    "profile": {"aws": ("--profile",)},
}
_NOUNS = {"namespace": r"namespaces?|espaces?\s+de\s+noms?|名前空間|ネームスペース|네임스페이스|命名空间",
          "context": r"contexts?|contextes?|Kontexte?|contextos?|コンテキスト|컨텍스트|上下文",
          "region": r"regions?|régions?|Regionen|regi[oó]n|regiões|リージョン|리전|区域",
          "project": r"projects?|projets?|Projekte?|proyectos?|projetos?|プロジェクト|프로젝트|项目",
          "profile": r"profiles?|profils?|Profile?|perfil(?:es)?|プロファイル|프로필"}
_SHORT_NAMES = {"k": "kubectl"}
# a rule's word that keeps the program within the scope
_KEEP = rx(r"\b(?:keep|stay|stick|only|always|just|exclusively|restrict\w*|limit\w*|uniquement|seulement|toujours|reste\w*|"
           r"nur|immer|ausschließlich|bleib\w*|solo|sólo|siempre|únicamente|mant[eé]n\w*|qu[eé]date|sempre|apenas|somente|"
           r"mantenha|fique|soltanto|resta|alleen|altijd|blijf)\b|だけ|のみ|必ず|常に|만|항상|반드시|只|一律|始终", re.I)
_NEG = rx(r"\b(?:never|not|don'?t|do not|no|avoid|pas|jamais|ne|nicht|nie|kein\w*|nunca|no|non|mai|não|niet|nooit|geen)\b|"
          r"ない(?!と)|ません|禁止|ダメ|말고|마세요|않|不要|别|勿", re.I)
_VALUE = r"`?([A-Za-z0-9][\w.-]*)`?"
_NOT_VALUE = frozenset({"the", "a", "an", "this", "that", "same", "one", "right", "correct", "only", "our", "my", "your",
                        "le", "la", "les", "un", "une", "ce", "du", "de", "des", "der", "die", "das", "dem", "den", "im",
                        "el", "los", "las", "en", "del", "o", "os", "no", "na", "il", "lo", "nel", "het", "in", "of", "for",
                        "with", "unless", "when", "and", "or", "is", "are", "to", "kubectl", "helm", "aws", "gcloud",
                        "oc", "k", "docker", "using", "use", "keep", "stay", "only", "always", "just", "whenever",
                        "while", "if", "please", "except", "by", "at", "on", "so", "but", "then", "too", "as", "from",
                        "you", "we", "it", "all", "any", "every", "each", "est", "ist", "es", "é", "è", "is"})


def _program(text: str, noun: str) -> str:
    names = [w.lower() for w in re.findall(r"(?<![\w./-])`?([A-Za-z][\w-]*)`?(?![\w-])",
                                            re.sub(r"(?<=[A-Za-z0-9`])(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])(?=[A-Za-z`])",
                                                   " ", text))]
    found = list(dict.fromkeys(_SHORT_NAMES.get(w, w) for w in names if _SHORT_NAMES.get(w, w) in _OPTIONS[noun]))
    return found[0] if len(found) == 1 else ""


def _value(text: str, noun: str) -> str:
    spaced = re.sub(r"(?<=[A-Za-z0-9`])(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])(?=[A-Za-z0-9`])", " ", text)
    nouns = _NOUNS[noun]
    values = [m.group(1) for m in re.finditer(rf"{_VALUE}\s+(?:の\s*)?(?:{nouns})(?![A-Za-z0-9_])", spaced, re.I)]
    values += [m.group(1) for m in re.finditer(rf"(?<![A-Za-z0-9_])(?:{nouns})\s*[:=]?\s*{_VALUE}", spaced, re.I)]
    values = [v for v in dict.fromkeys(v.rstrip(".:-") for v in values) if v and v.lower() not in _NOT_VALUE]
    return values[0] if len(values) == 1 else ""


def scope_rules(text: str) -> list[ToolRule]:
    """The "keep PROGRAM in the VALUE scope" rules the text states ([] when none is clear)."""
    if not _KEEP.search(text) or _NEG.search(re.sub(r"\bunless\b.*|\bsauf\b.*|\baußer\b.*|\bsalvo\b.*|\ba menos\b.*", "",
                                                    text, flags=re.I)) or "?" in text or "？" in text:
        return []
    rules: list[ToolRule] = []
    for noun, programs in _OPTIONS.items():
        if not re.search(rf"(?<![A-Za-z0-9_])(?:{_NOUNS[noun]})(?![A-Za-z0-9_])", text, re.I):
            continue
        program, value = _program(text, noun), _value(text, noun)
        if program and value and programs[program]:
            rules.append(ToolRule("require_flag", commands=(program,),
                                  requires=(f"{programs[program][0]}={value}", SCOPED)))
    return rules


def given_values(rule: ToolRule, argv: Sequence[str]) -> list[str]:
    """The values ``argv`` gives the options ``rule`` keeps to a value, each where it differs from that value."""
    if not argv or SCOPED not in rule.requires:
        return []
    program = _SHORT_NAMES.get(posixpath.basename(argv[0]), posixpath.basename(argv[0]))
    if program not in rule.commands:
        return []
    out = []
    for need in rule.requires:
        flag, _eq, want = need.partition("=")
        if not want:
            continue
        spellings = next((s for by_program in _OPTIONS.values() for p, s in by_program.items()
                          if p == program and s and s[0] == flag), (flag,))
        for i, token in enumerate(argv[1:], 1):
            if token == "--":
                break
            key, eq, given = token.partition("=")
            if key in spellings:
                value = given if eq else (argv[i + 1] if i + 1 < len(argv) else "")
            elif len(key) > 2 and not key.startswith("--") and any(len(s) == 2 and key.startswith(s) for s in spellings):
                value = key[2:]  # `-nprod`
            else:
                continue
            if value and value != want:
                out.append(value)
    return out


def scope_breaks(rule: ToolRule, argv: Sequence[str]) -> str:
    """Why a program run leaves the scope ``rule`` keeps it to ("" when it stays in it or gives no value)."""
    other = given_values(rule, argv)
    if not other:
        return ""
    want = next(r.partition("=")[2] for r in rule.requires if "=" in r)
    return f"runs {' '.join(argv)[:80]} in {other[0]}, not {want}"
