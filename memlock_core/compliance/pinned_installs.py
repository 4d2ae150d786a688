"""Packages installed with their version pinned: "always pin versions when installing packages (e.g.
requests==2.31.0)", "패키지 설치할 때는 꼭 버전을 고정해 주세요", "パッケージはバージョンを固定してインストールして",
"fixe toujours la version des paquets que tu installes", "Pakete nur mit fester Version installieren".

Why a module of its own: no reader took such a rule (it names no program, no flag, nothing forbidden), yet the call
shows what it installs. Read as a ``require_flag`` rule on the package managers whose ``requires`` is
:data:`PINNED`; a call that names a package without an exact version (``pip install httpx``, ``npm i zod``,
``poetry add httpx@^0.27``: a range is no pin) breaks it; one that names none (``npm ci``, ``pip install -r
requirements.txt``, a local path or a wheel) is outside it.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["PINNED", "INSTALLERS", "pinned_install_rules", "unpinned"]

PINNED = "<pinned>"
# the install subcommands of each manager (uv's `pip install` read as its own subcommand)
_SUBCOMMANDS = {"pip": ("install",), "pip3": ("install",), "uv": ("add", "pip"), "poetry": ("add",),
                "pipenv": ("install",), "pdm": ("add",), "npm": ("install", "i", "add"), "pnpm": ("add", "install", "i"),
                "yarn": ("add",), "bun": ("add", "install", "i"), "cargo": ("add",)}
INSTALLERS = tuple(_SUBCOMMANDS)
_INSTALL = rx(r"\binstal\w*|\badd\w*\s+(?:\w+\s+)?(?:packages?|dependenc\w*|deps|librar\w*)\b|\bdependenc\w*|\bpackages?\b|"
              r"\bpaquets?\b|\bPakete?\b|\bpaquetes?\b|\bpacotes?\b|\bpacchett\w*|インストール|入れ|설치|安装|依赖", re.I)
_PIN = rx(r"\bpin(?:s|ned|ning)?\b[^.;]{0,30}\bversions?\b|\bversions?\b[^.;]{0,15}\bpinned\b|"
          r"\b(?:exact|fixed|specific)\s+versions?\b|\bversions?\s+(?:exacte|fixe)s?\b|\bfix\w*\s+(?:toujours\s+)?la\s+version\b|"
          r"\b(?:feste[nr]?|exakte[nr]?|fixierte[nr]?)\s+Version\w*|\bVersion\w*\s+(?:fest|fixier\w*|pinnen)\b|"
          r"\bVersion\w*\b[^.;]{0,25}\b(?:festleg\w*|festzuleg\w*|festgeleg\w*|fixier\w*|pinn\w*)|"
          r"\bfij\w*\s+(?:siempre\s+)?(?:la\s+)?versi[oó]n\b|\bversi[oó]n\s+(?:exacta|fija)\b|\bfix\w*\s+(?:a\s+)?vers[ãa]o\b|"
          r"\bvers[ãa]o\s+(?:exata|fixa)\b|\bfiss\w*\s+(?:la\s+)?versione\b|\bversione\s+(?:esatta|fissa)\b|"
          r"\bvaste\s+versie\b|\bversie\s+vastzetten\b|"
          r"バージョン(?:を|は)?(?:必ず)?固定|バージョン指定|버전(?:을|를)?\s*(?:꼭\s*|반드시\s*)?고정|固定版本|锁定版本|版本号?固定", re.I)
_NEG = rx(r"\b(?:don'?t|do not|never|no need to|ne\s+\w+\s+pas|nicht|kein\w*|no|nunca|non|não)\b[^.;]{0,25}"
          r"\b(?:pin\w*|fix\w*|fij\w*|fiss\w*|exact\w*)|固定しない|고정하지", re.I)
# an exact version: `==1.2.3`, `===1.2`, `@1.2.3` (not `@^1.2`, `@~1.2`, `@latest`, `>=1.0`)
_EXACT = rx(r"(?:===?|@)v?\d+(?:\.\d+)*(?:[-+.][\w.]+)?$")


def pinned_install_rules(text: str) -> list[ToolRule]:
    """The rule "install packages only with an exact version" the text states ([] when it states none)."""
    if not _INSTALL.search(text) or not _PIN.search(text) or _NEG.search(text) or "?" in text or "？" in text:
        return []
    return [ToolRule("require_flag", commands=INSTALLERS, requires=(PINNED,))]


def _packages(program: str, args: Sequence[str]) -> list[str]:
    subs = _SUBCOMMANDS.get(program, ())
    words = list(args)
    if not words or words[0] not in subs:
        return []
    words = words[2:] if program == "uv" and words[0] == "pip" and words[1:2] == ["install"] else \
        [] if program == "uv" and words[0] == "pip" else words[1:]
    out: list[str] = []
    skip = False
    for w in words:
        if skip:
            skip = False
            continue
        if w in ("-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-i", "--index-url", "--extra-index-url",
                 "-f", "--find-links", "--target", "-t", "--prefix", "--python", "-p", "--group", "-G", "--source",
                 "--registry", "--filter", "-w", "--workspace", "--features", "-F"):
            skip = True
            continue
        scoped = re.fullmatch(r"@[\w.-]+/[\w.-]+(?:@\S+)?", w)  # an npm scope, no path: `@types/node`
        if w.startswith(("-", ".")) or "/" in w and not scoped or "://" in w or \
                w.endswith((".whl", ".tar.gz", ".tgz", ".zip")):
            continue  # an option, a local path, a URL or an archive: no package named from the registry
        out.append(w)
    return out


def unpinned(argv: Sequence[str]) -> str:
    """The first package ``argv`` installs without an exact version ("" when it names none, or pins each)."""
    if not argv:
        return ""
    program = posixpath.basename(argv[0])
    for name in _packages(program, argv[1:]):
        bare = re.sub(r"\[[^\]]*\]", "", name)  # extras: `uvicorn[standard]==0.30.1`
        if not _EXACT.search(bare[1:] if bare.startswith("@") else bare):  # a scoped npm name: `@types/node@20.11.0`
            return name
    return ""
