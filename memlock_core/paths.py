"""Where memlock keeps its files. One resolver, used by every host.

Order: an explicit override (config ``home`` or a host flag), ``$MEMLOCK_HOME``,
``$HERMES_HOME/memlock``, then ``~/.hermes/memlock``. Resolved on each call so that an environment
change made after import (tests, a host that sets HERMES_HOME late) is honoured (the Path built for
each set of those variables is kept: a Hermes hook asks on every turn).
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from memlock_core.regex_cache import rx

_SLUG_RE = rx(r"[^A-Za-z0-9._-]+")


def hermes_home() -> Path:
    """``$HERMES_HOME``, else ``~/.hermes`` (where Hermes keeps config.yaml and plugins)."""
    hermes = os.environ.get("HERMES_HOME", "").strip()
    return Path(os.path.expanduser(hermes)) if hermes else Path.home() / ".hermes"


# The resolved home per environment (MEMLOCK_HOME, HERMES_HOME, HOME): a Hermes hook asks on every
# turn whether the home changed, and building the Path costs more than the rest of a quiet turn.
_RESOLVED: dict[tuple[str | None, str | None, str | None], Path] = {}


def memlock_home(override: str | os.PathLike[str] | None = None) -> Path:
    if override:
        return Path(os.path.expanduser(str(override)))
    environ = os.environ
    key = (environ.get("MEMLOCK_HOME"), environ.get("HERMES_HOME"), environ.get("HOME"))
    home = _RESOLVED.get(key)
    if home is None:
        env = (key[0] or "").strip()
        home = Path(os.path.expanduser(env)) if env else hermes_home() / "memlock"
        if len(_RESOLVED) >= 64:  # tests switch homes often; a long-running host never does
            _RESOLVED.clear()
        _RESOLVED[key] = home
    return home


def safe_file_stem(identifier: str, max_len: int = 48) -> str:
    """A filesystem-safe, collision-free stem for an arbitrary id.

    The readable slug is cut short and always followed by a hash of the full id, so ``a:b`` and
    ``a_b`` (or two very long ids sharing a prefix) never map to the same file.
    """
    slug = _SLUG_RE.sub("_", identifier).strip("._") or "id"
    digest = hashlib.sha256(identifier.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"{slug[:max_len]}-{digest}"
