"""memlock core: standing instructions that survive context compaction.

Harness-agnostic and importable with no optional dependency: no Hermes, Claude Code or MCP
imports live here. Hosts drive :class:`~memlock_core.session.engine.Engine`; the audit is
:func:`~memlock_core.detection.audit.audit`.
"""
from __future__ import annotations

__version__ = "0.1.0"

from memlock_core.anchor import Anchor, PinVersion
from memlock_core.config import Config, load_config
from memlock_core.detection.audit import audit
from memlock_core.detection.audit_report import AnchorVerdict, AuditReport
from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX, LEGACY_SUMMARY_PREFIX, SummarySpan, find_summaries
from memlock_core.detection.settings import AuditSettings
from memlock_core.errors import MemlockError
from memlock_core.session.engine import Engine, TurnOutcome
from memlock_core.session.reminder import REMINDER_MARKER, build_reminder
from memlock_core.session.requests import ActionResult, run_request

__all__ = [
    "Anchor", "PinVersion", "AuditSettings", "audit", "AnchorVerdict", "AuditReport", "HERMES_SUMMARY_PREFIX",
    "LEGACY_SUMMARY_PREFIX", "SummarySpan", "find_summaries", "Config", "load_config", "ActionResult", "Engine",
    "TurnOutcome", "REMINDER_MARKER", "build_reminder", "run_request", "MemlockError", "__version__",
]
