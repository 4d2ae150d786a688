"""memlock core: standing instructions that survive context compaction.

Harness-agnostic and importable with no optional dependency: no Hermes, Claude Code or MCP
imports live here. Hosts drive :class:`~memlock_core.session.engine.Engine`; the audit is
:func:`~memlock_core.detection.audit.audit`.

The names below are loaded on first use (PEP 562): ``import memlock_core`` or one submodule costs
no engine, store or detection import, which a one-shot process (a Claude Code hook, ``--help``)
would otherwise pay on every start.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS = {
    "Anchor": "memlock_core.anchor", "PinVersion": "memlock_core.anchor",
    "Config": "memlock_core.config", "load_config": "memlock_core.config",
    "audit": "memlock_core.detection.audit",
    "AnchorVerdict": "memlock_core.detection.audit_report", "AuditReport": "memlock_core.detection.audit_report",
    "HERMES_SUMMARY_PREFIX": "memlock_core.detection.compaction",
    "LEGACY_SUMMARY_PREFIX": "memlock_core.detection.compaction",
    "SummarySpan": "memlock_core.detection.compaction", "find_summaries": "memlock_core.detection.compaction",
    "AuditSettings": "memlock_core.detection.settings",
    "MemlockError": "memlock_core.errors",
    "Engine": "memlock_core.session.engine", "TurnOutcome": "memlock_core.session.engine",
    "REMINDER_MARKER": "memlock_core.session.reminder", "build_reminder": "memlock_core.session.reminder",
    "ActionResult": "memlock_core.session.requests", "run_request": "memlock_core.session.requests",
}

if TYPE_CHECKING:  # the real names, for type checkers and readers
    from memlock_core.anchor import Anchor, PinVersion
    from memlock_core.config import Config, load_config
    from memlock_core.detection.audit import audit
    from memlock_core.detection.audit_report import AnchorVerdict, AuditReport
    from memlock_core.detection.compaction import (
        HERMES_SUMMARY_PREFIX,
        LEGACY_SUMMARY_PREFIX,
        SummarySpan,
        find_summaries,
    )
    from memlock_core.detection.settings import AuditSettings
    from memlock_core.errors import MemlockError
    from memlock_core.session.engine import Engine, TurnOutcome
    from memlock_core.session.reminder import REMINDER_MARKER, build_reminder
    from memlock_core.session.requests import ActionResult, run_request


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'memlock_core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = [
    "Anchor", "PinVersion", "AuditSettings", "audit", "AnchorVerdict", "AuditReport", "HERMES_SUMMARY_PREFIX",
    "LEGACY_SUMMARY_PREFIX", "SummarySpan", "find_summaries", "Config", "load_config", "ActionResult", "Engine",
    "TurnOutcome", "REMINDER_MARKER", "build_reminder", "run_request", "MemlockError", "__version__",
]
