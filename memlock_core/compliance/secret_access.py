"""Keeping off a secrets file reaches reading it: "Don't touch .env", "ne touche jamais aux fichiers .env ni au dossier
secrets/", ".env nicht anfassen", "no toques el .env", ".env には触らないで".

Why a module of its own: a rule that says "don't touch X" about an ordinary folder (migrations/, /etc, the CI
workflows) asks for no change there; reading such a file is how the assistant learns the code, and the rule's
authors call it fine. A secrets file is different: what it holds is the secret, so opening it is the very access the
rule keeps off. The verb of keeping off ("touch", "leave alone", "hands off", in each language) on a path that is
a secrets file (``.env`` and its variants, keys, credentials, a ``secrets`` folder) therefore forbids reading it too,
unless the rule grants reading in general ("reading is fine", "les lire, ça va"). A grant that names a file
("reading .env.example is ok") allows that file only.
"""
from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Sequence

from memlock_core.regex_cache import rx

__all__ = ["keeps_off", "secret_file"]

# the verbs of keeping off a thing, not of changing it: "touch", "leave alone", "hands off", in each language
_KEEP_OFF = rx(r"\b(?:touch\w*|tamper\w*|mess\w* with|go near|hands off|stay (?:off|away|out)|keep (?:off|away|out)|"
                       r"off[- ]limits|tabu|hors limites|"
                       r"leave\b(?:[^.;]|\.(?=\S)){0,40}\balone|"
                       r"touche[rz]?|touchez|toucher|pas touche|"
                       r"anfass\w*|anrühr\w*|berühr\w*|finger weg|lass\w*\b(?:[^.;]|\.(?=\S)){0,30}\bin ruhe|"
                       r"fass\w*\b(?:[^.;]|\.(?=\S)){0,40}\ban|"
                       r"toque[sn]?|tocar|toca[rs]?|tocc\w*|mexa\w*|mexe[rs]?|mexer)\b|"
                       r"触ら|触る|触れ|さわら|さわる|いじら|いじる|碰|动|건드리|손대", re.I)
_SECRET_FILES = (".env", ".env.*", "*.env", "*.pem", "*.key", "id_rsa*", "id_ed25519*", "id_ecdsa*", "credentials*",
                 "*.p12", "*.pfx", ".netrc", ".pgpass", ".npmrc", ".pypirc", "secret*", "*secret*", "*.kdbx")
# the grant of reading in general: a reading word in the allowed part
_READING = rx(r"\b(?:reading|read|lire|les lire|lesen|leer\w*|leitura|ler|lettura|leggere|letto|lidos?)\b|読む|読み|读", re.I)


_FINE = rx(r"\b(?:fine|ok(?:ay)?|allowed|permitted|ça va|autoris\w*|permis|erlaubt|in ordnung|ok|permitid\w*|vale|"
                   r"consentit\w*|va bene|pode|puedes|darfst|kannst|may|can)\b|(?:て|で)も(?:いい|良い|OK|大丈夫)|可", re.I)
_PATHLIKE = rx(r"[\w*-]*[./][\w*-]+")


def secret_file(path: str) -> bool:
    """A path that names a secrets file or folder (``.env``, ``.env.*``, ``secrets/``, ``id_rsa``, ``*.pem``)."""
    name = posixpath.basename(path.rstrip("/")).lower()
    return bool(name) and any(fnmatch.fnmatch(name, p) for p in _SECRET_FILES) and \
        not re.search(r"\.(?:example|sample|template|dist)$", name)


def keeps_off(forbid: str, allow: str, paths: Sequence[str], allow_paths: Sequence[str]) -> bool:
    """The rule keeps off secrets files it names, reading included: a verb of keeping off, a secrets file among its
    paths, and no grant of reading in general (a grant naming files of its own allows those only)."""
    if not _KEEP_OFF.search(forbid) or not any(secret_file(p) for p in paths):
        return False
    if _READING.search(allow) and not allow_paths:
        return False
    # "leave .env alone, reading it is fine": a grant said in a clause of its own, naming no file
    return not any(_READING.search(c) and _FINE.search(c) and not _PATHLIKE.search(c) for c in re.split(r"[,;:—–]", forbid))
