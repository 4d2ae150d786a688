"""Raised privileges refused for one purpose: "don't use sudo to install Python packages", "不要用 sudo 安装任何 Python
包", "pas de sudo pour installer des paquets npm", "kein sudo zum Installieren von Paketen", "no uses sudo para instalar
gems", "パッケージのインストールに sudo を使わないで".

Why a module of its own: the privilege reader bans every raised run, so ``sudo systemctl status nginx`` broke a rule
that is only about installing packages. When the sentence that refuses sudo names installing packages as what sudo
is for, the rule is the privileged install alone: the package managers the sentence names (Python's, Node's,
Ruby's), or any of them when it names none.
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["privileged_run_of", "privilege_for"]

_INSTALL = rx(r"\binstal\w*|インストール|安装|安裝|설치", re.I)
_PACKAGE = rx(r"\b(?:packages?|paquets?|paquetes?|pacotes?|pacchetti|Paket\w*|libraries|librairies|bibliothèques?|"
              r"Bibliothek\w*|librer[íi]as?|deps|dependenc\w*|dépendances?|Abhängigkeit\w*|dependencias?|modules?|"
              r"gems?|pip|npm|pnpm|yarn)\b|パッケージ|ライブラリ|包|依赖|패키지|라이브러리", re.I)
_PRIV = rx(r"\bsudo\b|\broot\b|管理者権限|root権限|管理员权限", re.I)
_FAMILIES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (rx(r"\bpython\w*|\bpip\w*|\bpypi\b", re.I), ("pip install", "pip3 install", "python -m pip install",
                                                   "python3 -m pip install", "easy_install")),
    (rx(r"\bnode\w*|\bnpm\b|\bjavascript\b|\byarn\b|\bpnpm\b", re.I), ("npm install", "npm i", "yarn add",
                                                                         "yarn global add", "pnpm add")),
    (rx(r"\bruby\b|\bgems?\b", re.I), ("gem install",)),
)
_ANY_INSTALL = ("pip install", "pip3 install", "python -m pip install", "python3 -m pip install", "npm install",
                "npm i", "yarn add", "yarn global add", "pnpm add", "gem install", "cargo install", "go install",
                "apt install", "apt-get install", "dnf install", "yum install", "brew install", "snap install")
_SENTENCE = rx(r"[.;!?。；\n]+")


def _commands(text: str) -> tuple[str, ...]:
    """The install commands the sentence that refuses privileges for installing names; () when none does."""
    found: tuple[str, ...] = ()
    for sentence in _SENTENCE.split(text):
        if not _PRIV.search(sentence):
            continue
        if not (_INSTALL.search(sentence) and _PACKAGE.search(sentence)):
            return ()  # "No sudo. And never sudo to install packages.": sudo refused whole as well
        named = tuple(c for pattern, cs in _FAMILIES if pattern.search(sentence) for c in cs)
        found = named or _ANY_INSTALL
    return found


def privilege_for(rules: Sequence[ToolRule], text: str) -> list[ToolRule]:
    """``rules`` with a ban on raised privileges narrowed to the installs ``text`` says it is about."""
    if not any(r.intent == "privilege" and not r.commands for r in rules):
        return list(rules)
    commands = _commands(text)
    if not commands:
        return list(rules)
    return [replace(r, commands=commands) if r.intent == "privilege" and not r.commands else r for r in rules]


def _program(word: str) -> str:
    base = posixpath.basename(word)
    return re.sub(r"(?<=[a-z])\d+(?:\.\d+)*$", "", base)  # pip3.12, python3: pip, python


def privileged_run_of(argv: Sequence[str], commands: Sequence[str]) -> bool:
    """Does a privileged run (``sudo -H python3 -m pip install x``) run one of ``commands`` (its words in order, the
    first a program, after the privilege program and its options)?"""
    words = [w if w.startswith("-") else _program(w) for w in argv[1:]]
    for command in commands:
        want = [_program(w) for w in command.split()]
        starts = [i for i, w in enumerate(words) if w == want[0]]
        for start in starts:
            i = start + 1
            for token in want[1:]:
                while i < len(words) and words[i] != token:
                    i += 1
                if i >= len(words):
                    break
                i += 1
            else:
                return True
    return False
