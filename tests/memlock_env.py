"""One way for a test to give memlock a private home: no user config, key or database leaks in."""
from __future__ import annotations

from pathlib import Path

import pytest

# Settings a developer's shell may export that would point memlock at real state.
LEAKY_VARIABLES = ("MEMLOCK_CONFIG", "MEMLOCK_HMAC_KEY", "MEMLOCK_PG_DSN")


def isolate_home(base: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point MEMLOCK_HOME and HERMES_HOME below ``base``, drop the leaky variables, and return the home."""
    home = base / "home"
    monkeypatch.setenv("MEMLOCK_HOME", str(home))
    monkeypatch.setenv("HERMES_HOME", str(base / "hermes"))
    for name in LEAKY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return home
