"""Config for a hook process, without importing YAML on every prompt.

Why: each hook is a new process and importing + running the YAML parser is ~10 ms of a ~60 ms
hook. The parsed ``memlock:`` sections are cached as JSON next to the hook state, keyed by the
path, size, mtime and inode of every source file, so an edit (or a different $MEMLOCK_CONFIG)
is picked up at once. The layers are the ones :func:`memlock_core.config_loader.load_host_config`
reads (a test checks both give the same config).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from memlock_core.config import Config, load_config, read_yaml_section
from memlock_core.config_loader import REPO_DEFAULTS, user_config_path
from memlock_core.fileio import atomic_write_text
from memlock_core.paths import memlock_home

CACHE_VERSION = 1
# the config files' fast-path signatures (fast_path.read_sig), taken before they were read: the
# fast-path cache written after this run records them (see fast_cache)
LAST_SOURCE_SIGS: list[list] = []


def _signature(path: Path) -> list:
    try:
        st = os.stat(path)
    except OSError:
        return [str(path), None, None, None]
    return [str(path), st.st_size, st.st_mtime_ns, st.st_ino]


def _fast_sig(path: Path) -> list | None:
    from .fast_path import file_sig

    try:
        return file_sig(str(path))
    except OSError:
        return ["unreadable"]  # never equal to a signature: no fast path until it reads again


def _cache_path() -> Path:
    return memlock_home() / "claude_code" / "config_cache.json"


def _parse(sources: list[Path]) -> tuple[list, list[str]]:
    layers: list = []
    warnings: list[str] = []
    for path in sources:
        section, problem = read_yaml_section(path)
        layers.append(section)
        if problem:
            warnings.append(problem)
    return layers, warnings


def load_hook_config() -> Config:
    sources = [p for p in (REPO_DEFAULTS,) if p.is_file()] + [user_config_path()]
    LAST_SOURCE_SIGS[:] = [[str(p), _fast_sig(p)] for p in sources]
    signature = [_signature(p) for p in sources]
    cache = _cache_path()
    layers = warnings = None
    try:
        data = json.loads(cache.read_bytes())
        if data.get("version") == CACHE_VERSION and data.get("signature") == signature:
            layers, warnings = data["layers"], data["warnings"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    if layers is None or warnings is None:
        layers, warnings = _parse(sources)
        try:
            text = json.dumps({"version": CACHE_VERSION, "signature": signature, "layers": layers, "warnings": warnings})
            atomic_write_text(cache, text, durable=False)
        except (OSError, TypeError, ValueError):
            pass  # not JSON-representable (a YAML date...) or not writable: parse again next time
    cfg = load_config(*layers)
    cfg.warnings[:0] = list(warnings)
    cfg.source = str(user_config_path())
    return cfg
