"""Which database a command line reaches when its client names no server: the variable the connection
string comes from.

``psql "$DB"`` after ``DB=$(grep PROD_URL .env | cut -d= -f2)``, ``export DATABASE_URL=$PROD_DATABASE_URL &&
alembic upgrade head``, ``DATABASE_URL=${STAGING_DB_URL} ./manage.py migrate``: the server is not on the
command, but the name the value is taken from says which environment it is. Rules such as "no commands
against the production database (prod-db.internal) without asking" are about that environment, so the
analyser gives such a call the variable's name as its host (``prod_url``) and the judge compares
environments (:func:`same_environment`).

Only names read in the line count; a variable set elsewhere (``psql "$DATABASE_URL"``) stays unknown.
"""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.regex_cache import rx

# an environment word inside a name: PROD_URL, prod-db, db.staging.corp, STG_DSN (not "products", "develop")
_ENV = rx(r"(?:^|[-_.])(prod(?:uction)?|produktions?|producci[oó]n|produ[cç][aã]o|produzione|preprod|stag(?:ing)?|stg|dev|qa|"
          r"uat)(?=$|[-_.\d])", re.I)
_CANON = {"production": "prod", "produktion": "prod", "produktions": "prod", "producción": "prod", "produccion": "prod",
          "produção": "prod", "producao": "prod", "produzione": "prod", "staging": "staging", "stag": "staging",
          "stg": "staging"}
_REFERENCE = rx(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?")
_KEY = rx(r"(?<![\w$])([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?![\w])")  # an upper-case key read from a file: PROD_URL
# a variable that holds a connection string or a database name
_DSN_NAME = rx(r"(?:DATABASE|DB|DSN|PG|MYSQL|POSTGRES|SQL|MONGO|REDIS)", re.I)


def environment(name: str) -> str:
    """The environment a name says ("prod", "staging", "dev", "qa", "uat", "preprod"); "" when none."""
    m = _ENV.search(name)
    if not m:
        return ""
    word = m.group(1).lower()
    return _CANON.get(word, word)


def _assignments(line: str) -> dict[str, str]:
    """NAME -> its value, for every ``NAME=value`` (``export NAME=value``, a command's prefix) in the line."""
    out: dict[str, str] = {}
    for m in re.finditer(r"(?:^|[\s;&|(])(?:export\s+|local\s+|declare\s+)?([A-Za-z_][A-Za-z0-9_]*)=("
                         r"\$\([^)]*\)|\"[^\"]*\"|'[^']*'|\S*)", line):
        out.setdefault(m.group(1), m.group(2))
    return out


def _named_environment(value: str) -> str:
    """The first variable or upper-case key in ``value`` whose name says an environment ("" none)."""
    for m in [*_REFERENCE.finditer(value), *_KEY.finditer(value)]:
        if environment(m.group(1)):
            return m.group(1)
    return ""


def dsn_source(line: str) -> str:
    """The name, lower-cased, that says which database the line's client reaches: a variable the line reads
    whose own name says an environment, or one whose value (set in the line) comes from such a name; ""."""
    if not line:
        return ""
    sets = _assignments(line)
    for name, value in sets.items():  # DATABASE_URL=$PROD_DATABASE_URL alembic ...: the setting the tool reads
        if _DSN_NAME.search(name) and not environment(name):
            source = _named_environment(value)
            if source:
                return source.lower()
    for m in _REFERENCE.finditer(line):  # psql "$DB" after DB=$(grep PROD_URL .env ...)
        name = m.group(1)
        if name in sets:
            source = _named_environment(sets[name])
            if source:
                return source.lower()
        elif environment(name) and _DSN_NAME.search(name):
            return name.lower()
    return ""


def same_environment(host: str, patterns: Sequence[str]) -> bool:
    """A host read from a variable's name (``prod_url``) is a database of a rule's host when both say the
    same environment and the rule's host is a database (``prod-db.internal``, ``*prod*``)."""
    if not host or "." in host or "_" not in host:
        return False
    env = environment(host)
    return bool(env) and any(
        environment(p.strip("*")) == env and (p == "*prod*" or _DSN_NAME.search(p)) for p in patterns)
