"""memlock core: standing instructions that survive context compaction.

Harness-agnostic and importable with no optional dependency: no Hermes, Claude Code or MCP
imports live here. Hosts drive :class:`~memlock_core.engine.Engine`; the audit is
:func:`~memlock_core.audit.audit`.
"""
from __future__ import annotations

__version__ = "0.1.0"

from .anchor import Anchor, PinVersion
from .audit import AuditSettings, audit
from .audit_report import AnchorVerdict, AuditReport
from .compaction import HERMES_SUMMARY_PREFIX, LEGACY_SUMMARY_PREFIX, SummarySpan, find_summaries
from .config import Config, load_config
from .engine import ActionResult, Engine, TurnOutcome
from .reminder import REMINDER_MARKER, build_reminder

__all__ = [
    "Anchor", "PinVersion", "AuditSettings", "audit", "AnchorVerdict", "AuditReport", "HERMES_SUMMARY_PREFIX",
    "LEGACY_SUMMARY_PREFIX", "SummarySpan", "find_summaries", "Config", "load_config", "ActionResult", "Engine",
    "TurnOutcome", "REMINDER_MARKER", "build_reminder", "__version__",
]
