"""Whether a slashed word of a rule is a path or something else written with a slash.

A rule's text holds many words with a slash that are no path: units (``km/h``, ``l/100 km``, ``MB/GB``), dates and
their templates (``03/05/2024``, ``DD/MM/YYYY``, ``día/mes/año``), alternatives (``am/pm``, ``yes/no``, ``JS/TS``,
``headers/headings``, ``w/o``, ``✓/✗``), time zones (``Europe/Paris``). Read as a path, each becomes a tool rule
that forbids writing to ``km/h``: a wrong check. A word is a path when it looks like one: it starts at a root
(``/``, ``./``, ``../``, ``~/``), ends with ``/``, has a file extension or a glob, was set apart as code
(backticks), or its first part is a folder name projects use (``src/``, ``data/``, ``tests/``...) or the rule calls
it a folder. Everything else with a slash (two words side by side) is not a path.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["bare_slash_is_path", "approx_number"]

# first parts of relative paths that projects commonly have (a word the rule writes before a slash)
_FOLDERS = frozenset("""
src lib libs app apps packages pkg pkgs cmd internal data dataset datasets tests test spec specs docs doc config configs
conf etc scripts script tools infra infrastructure deploy deployment deployments build dist out target vendor
node_modules public static assets migrations db database services service modules module components api web frontend
backend server client charts helm k8s kubernetes terraform ansible bin var opt home usr tmp logs log fixtures examples
examples samples notebooks models templates resources include third_party external secrets private prod staging
generated gen proto protos schemas schema sql styles css js images img media uploads storage cache reports results
benchmark benchmarks bench e2e integration unit mocks stubs types utils util helpers core common shared plugins
extensions addons hooks workflows github gitlab ci .github .gitlab .circleci .vscode .idea
""".split())

_FOLDER_WORD = rx(r"folder|directory|\bdir\b|dossier|répertoire|Ordner|Verzeichnis|carpeta|directorio|pasta|"
                          r"diretório|cartella|フォルダ|ディレクトリ|目录|文件夹", re.I)
_IDENT = rx(r"[A-Za-z_][\w.-]*")


def bare_slash_is_path(token: str, text: str) -> bool:
    """``token`` (a word of ``text`` with a slash inside, no root, no extension, no glob, not in code) names a path:
    its first part is a known folder, or the rule calls it a folder ("the foo/bar folder", "dossier foo/bar")."""
    parts = [p for p in token.split("/") if p]
    if len(parts) < 2 or not all(_IDENT.fullmatch(p) for p in parts):
        return False  # 03/05/2024, l/100, 5km/10MB, ✓/✗: digits or signs, not names
    if all(p.isupper() for p in parts):
        return False  # JS/TS, AM/PM, CET/CEST: abbreviations side by side
    if parts[0].lower() in _FOLDERS:
        return True
    at = text.find(token)
    if at < 0:
        return False
    near = text[max(0, at - 24):at] + " " + text[at + len(token):at + len(token) + 24]
    return bool(_FOLDER_WORD.search(near))


def approx_number(token: str) -> bool:
    """``~150``, ``~2h``: "about", not the home directory."""
    return bool(re.fullmatch(r"~\d[\w.,]*", token))
