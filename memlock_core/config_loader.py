"""Loading memlock's configuration the same way in every host.

Layers, later wins: code defaults, the repository's ``config.yaml`` (when running from a checkout),
then the ``memlock:`` section of the user's file: ``$MEMLOCK_CONFIG`` if set, else
``$HERMES_HOME/config.yaml``, else ``~/.hermes/config.yaml``. Problems become warnings on the
returned :class:`Config`; nothing here raises.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from memlock_core.config import Config, load_config, read_yaml_section
from memlock_core.paths import hermes_home

REPO_DEFAULTS = Path(__file__).resolve().parent.parent / "config.yaml"


def user_config_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(os.path.expanduser(str(explicit)))
    env = os.environ.get("MEMLOCK_CONFIG", "").strip()
    if env:
        return Path(os.path.expanduser(env))
    return hermes_home() / "config.yaml"


def load_host_config(explicit: str | os.PathLike[str] | None = None, *, overrides: dict[str, Any] | None = None) -> Config:
    layers: list[dict[str, Any] | None] = []
    warnings: list[str] = []
    if REPO_DEFAULTS.is_file():
        section, problem = read_yaml_section(REPO_DEFAULTS)
        layers.append(section)
        if problem:
            warnings.append(problem)
    path = user_config_path(explicit)
    section, problem = read_yaml_section(path)
    layers.append(section)
    if problem:
        warnings.append(problem)
    layers.append(overrides)
    cfg = load_config(*layers)
    cfg.warnings[:0] = warnings
    cfg.source = str(path)
    return cfg
