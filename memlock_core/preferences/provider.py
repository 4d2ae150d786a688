"""Where stored preferences come from: the provider seam and the name -> provider registry.

A provider is read-only: :meth:`PreferenceProvider.fetch` returns plain row dicts (see
:data:`memlock_core.preferences.preference.ROW_FIELDS`) and never writes. It raises
:class:`ProviderUnavailable` when its store cannot be read; the caller turns that into an
``unavailable`` report and the user's turn goes on.

Providers are found by name from config (``preference_adapter``), so a YAML setting is enough to
switch one on. Each is imported only when chosen: the database drivers and the MCP SDK stay
optional, and the MCP provider, which needs the SDK, lives with the adapters
(``memlock_adapters.mcp_preferences``) so the core never imports MCP code.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Callable, Protocol, runtime_checkable

from memlock_core.errors import BackendUnavailable
from memlock_core.paths import hermes_home


class ProviderUnavailable(BackendUnavailable):
    """The preference store cannot be read right now (missing file, database down, timeout)."""


@runtime_checkable
class PreferenceProvider(Protocol):
    name: str

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        """Up to ``limit`` preference rows; raises :class:`ProviderUnavailable` on failure."""
        ...


# name -> "module:factory"; a factory takes the Config and returns a provider.
BUILTIN: dict[str, str] = {
    "hermes": "memlock_core.preferences.providers.hermes_memory:from_config",
    "holographic": "memlock_core.preferences.providers.holographic:from_config",
    "severian": "memlock_core.preferences.providers.severian:from_config",
    "mnemosyne": "memlock_core.preferences.providers.mnemosyne:from_config",
    "mcp": "memlock_adapters.mcp_preferences:from_config",
}


def resolve_name(cfg: Any, host_default: str | None = None) -> str | None:
    """The provider name config asks for. ``auto`` means the host's own store when it exists: inside
    Hermes (``host_default="hermes"``) its USER.md; in other hosts nothing, so one host's memory is
    not injected into another's sessions unless the user names the provider."""
    if not getattr(cfg, "reverse_audit", False):
        return None
    name = str(getattr(cfg, "preference_adapter", "auto") or "auto")
    if name == "none":
        return None
    if name == "auto":
        if host_default == "hermes" and (hermes_home() / "memories" / "USER.md").is_file():
            return "hermes"
        return None
    return name


def open_provider(cfg: Any, name: str | None = None, host_default: str | None = None) -> PreferenceProvider | None:
    """The configured provider, or None when the reverse audit is off or nothing is configured.

    Raises :class:`ProviderUnavailable` when the chosen provider cannot even be built (unknown name,
    missing module).
    """
    name = name or resolve_name(cfg, host_default)
    if name is None:
        return None
    target = BUILTIN.get(name)
    if target is None:
        raise ProviderUnavailable(f"unknown preference provider {name!r} (known: {', '.join(sorted(BUILTIN))})")
    module_name, _, attr = target.partition(":")
    try:
        factory: Callable[[Any], PreferenceProvider] = getattr(importlib.import_module(module_name), attr)
    except ImportError as exc:
        raise ProviderUnavailable(f"preference provider {name!r} cannot be loaded: {exc}") from None
    return factory(cfg)


def config_path(cfg: Any, *fallbacks: str | Path | None) -> Path | None:
    """``adapter_db_path`` from config, else the first fallback that is set."""
    configured = str(getattr(cfg, "adapter_db_path", "") or "").strip()
    if configured:
        return Path(configured.replace("$HERMES_HOME", str(hermes_home()))).expanduser()
    for candidate in fallbacks:
        if candidate:
            return Path(str(candidate)).expanduser()
    return None
