"""A package manager required for installing, with no rival named: "always use uv to install packages",
"パッケージのインストールは必ずuvを使ってください", "패키지 설치는 반드시 uv를 사용하세요", "安装包一律使用uv",
"installe les paquets toujours avec pnpm", "Pakete immer mit uv installieren".

Why a module of its own: :mod:`tool_choice` reads a choice from its refused side ("uv, not pip"); a rule that only
names the wanted tool refuses, by what it is, every other installer of the same ecosystem. The wanted tool is one
package manager the text names; the act is installing (the word in English, the Romance and Germanic languages,
Japanese, Korean, Chinese, in either order around the tool: "the tool named before the verb, particles instead
of prepositions"); an obligation or "only" word makes it a rule. The rule read is "never the other installers'
install commands, except through the wanted one" (``uv pip install`` is uv's): a ``pip list`` or ``npm run``
stays outside it. A negation, a question, or two managers of one ecosystem named leave the text to the ordinary
readers.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["implied_choice_rules"]

# each ecosystem's managers and the commands by which they install a package
_ECOSYSTEMS: tuple[dict[str, tuple[str, ...]], ...] = (
    {"uv": ("uv add", "uv pip install"), "pip": ("pip install",), "pip3": ("pip3 install",),
     "poetry": ("poetry add",), "pipenv": ("pipenv install",), "pdm": ("pdm add",), "conda": ("conda install",),
     "mamba": ("mamba install",), "micromamba": ("micromamba install",), "rye": ("rye add",), "hatch": ()},
    {"npm": ("npm install", "npm i", "npm add"), "pnpm": ("pnpm add", "pnpm install", "pnpm i"),
     "yarn": ("yarn add", "yarn install"), "bun": ("bun add", "bun install", "bun i")},
)
_INSTALL = rx(r"\binstal\w*|\bpackages?\b.{0,20}\badd\w*|\badd\w*\s+(?:\w+\s+)?(?:packages?|dependenc\w*|deps)\b|"
              r"インストール|入れ(?:る|て)|설치|安装", re.I)
_OBLIGE = rx(r"\b(?:always|only|must|use|using|with|via|toujours|uniquement|seulement|avec|immer|nur|mit|verwende\w*|"
             r"benutze\w*|siempre|solo|sólo|con|usa\w*|utiliz\w*|sempre|com|altijd|alleen|met|gebruik\w*)\b|"
             r"必ず|常に|だけ|のみ|使[っうい]|(?<=[A-Za-z0-9])\s*で(?!き|は|も)|반드시|항상|사용|(?<=[A-Za-z0-9])\s*(?:로|으로)|"
             r"一律|总是|始终|只|使用|用", re.I)
_REFUSAL = rx(r"\b(?:never|no|not|don'?t|do not|avoid|without|ne|pas|jamais|nicht|kein\w*|nie|nunca|no|nada|non|"
              r"mai|não|nooit|geen|niet)\b|ない(?!と)|ません|ダメ|禁止|別|别|不要|말고|마세요|않", re.I)
_QUESTION = rx(r"[?？]|\b(?:should|shall|do)\s+(?:we|i)\b|"
               # a report of what was done, no rule: "I installed the packages with uv", "インストールした"
               r"\b(?:I|we|they|he|she)\s+(?:\w+\s+)?(?:installed|added)\b|インストールしました|インストールした(?!ら)", re.I)
_WORD = rx(r"(?<![\w./@-])`?([A-Za-z][\w-]*)`?(?![\w@-])")


def implied_choice_rules(text: str) -> list[ToolRule]:
    """The one rule "install only with WANTED" the text states, as a ban on the other installers of its
    ecosystem; [] when the text is no such rule."""
    if not _INSTALL.search(text) or not _OBLIGE.search(text) or _REFUSAL.search(text) or _QUESTION.search(text):
        return []
    named = [w.lower() for w in _WORD.findall(re.sub(r"(?<=[A-Za-z0-9])(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])(?=[A-Za-z])",
                                                       " ", text))]
    for ecosystem in _ECOSYSTEMS:
        wanted = [w for w in dict.fromkeys(named) if w in ecosystem]
        if len(wanted) != 1 or any(w in e for e in _ECOSYSTEMS if e is not ecosystem for w in named):
            continue
        want = wanted[0]
        same = {want, *(("pip", "pip3") if want in ("pip", "pip3") else ())}  # pip3 is pip
        refused = tuple(c for name, commands in ecosystem.items() if name not in same for c in commands)
        if refused:
            return [ToolRule("command", commands=refused, allow_commands=(want,))]
    return []
