"""Production named by a file: "Don't touch production. Staging is fine." kept against an edit of
``deploy/values-prod.yaml``; and a file whose name holds "prod" (``docker-compose.prod.yml``) read as that file, not
as the production environment.

Why a module of its own: the production reader (tool_classes.production_rules) turns a rule that keeps off production
into the hosts, contexts and cloud accounts named for it. Two things it could not see: (1) a rule about one file whose
name says prod ("Non toccare docker-compose.prod.yml") is about that file, so the word inside the path must not make
the rule keep off every production host; (2) when the rule keeps off production itself (the environment, not its
database or its servers), the files that configure production (a values, compose, tfvars or inventory file, or a
folder, named prod or production as a word of its name) are production too: changing them is touching it. Staging
files and words that only contain the letters ("products.py", "preprod.yaml") are not.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["PROD_FILE_GLOBS", "environment_itself", "without_file_paths"]

# a production word as one word of a file or folder name (a path's parts are matched one by one)
PROD_FILE_GLOBS = ("prod", "production", "prod[._-]*", "production[._-]*", "*[._-]prod", "*[._-]production",
                   "*[._-]prod[._-]*", "*[._-]production[._-]*")

_FILE_EXT = ("yml", "yaml", "json", "toml", "ini", "cfg", "conf", "env", "tf", "tfvars", "hcl", "properties", "xml",
             "py", "js", "ts", "sh", "txt", "md", "lock", "sql")
# a path: a slash in it, or a name ending in a file extension (``prod.acme.io`` is a host and stays)
_PATH = rx(r"`[^`\n]*(?:/|\.(?:" + "|".join(_FILE_EXT) + r"))`|"
           r"(?<![\w./-])(?:[\w.*-]*/[\w./*-]*|[\w*-]+(?:\.[\w*-]+)*\.(?:" + "|".join(_FILE_EXT) + r"))(?![\w/-])", re.I)

# what the rule keeps off is the environment's database, servers or cluster, not the environment: its files stay free
_PART_OF_IT = rx(r"\b(?:databases?|db|dbs|datenbank\w*|bases?|banco|servers?|serveurs?|"
                 r"servidor\w*|server\w*|hosts?|machines?|box(?:es)?|instances?|nodes?|clusters?|data|données|daten|"
                 r"datos|dados)\b|(?<![A-Za-z])DB(?![A-Za-z])|サーバ|クラスタ|データ|서버|클러스터|데이터|服务器|集群|数据",
                 re.I)


def without_file_paths(text: str) -> str:
    """``text`` with the file paths it names blanked ("Non toccare docker-compose.prod.yml" -> "Non toccare  ")."""
    return _PATH.sub(" ", text)


def environment_itself(forbid: str) -> bool:
    """The rule keeps off production as a whole ("Don't touch production", "本番には触らないで"), not a part of it
    (its database, its servers, its data)."""
    return not _PART_OF_IT.search(forbid)


def is_prod_file(path: str) -> bool:
    """A path one of whose parts is named prod or production as a word (for tests and readers)."""
    import fnmatch

    return any(fnmatch.fnmatch(part.lower(), g) for part in re.split(r"/", path) for g in PROD_FILE_GLOBS)
