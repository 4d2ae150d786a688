"""Config for a hook process (placeholder: plain host config)."""
from __future__ import annotations

from memlock_core.config import Config
from memlock_core.host_config import load_host_config


def load_hook_config() -> Config:
    return load_host_config()
