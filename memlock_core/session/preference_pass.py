"""The engine's reverse-audit step: ask the configured provider, audit, pick what to re-inject.

Kept apart from the engine so the turn flow gains two calls, not a subsystem. Fails open: any
provider trouble (missing store, database down, timeout, a bug in a provider) becomes an
``unavailable`` report and the turn goes on with the pins alone.
"""
from __future__ import annotations

import json
import logging
from typing import Any, Callable, Iterable, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.compaction import SummarySpan
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.probes import normalize, probe_hits
from memlock_core.detection.settings import AuditSettings
from memlock_core.preferences.preference import preference_probes
from memlock_core.preferences.provider import PreferenceProvider, ProviderUnavailable, open_provider, resolve_name
from memlock_core.preferences.reverse_audit import (
    SAFETY_HOLD,
    PreferenceFinding,
    ReverseAuditReport,
    reverse_audit,
    unavailable_report,
)
from memlock_core.session.reminder import PREFERENCE_KIND, PREFERENCE_MARKER, REMINDER_MARKER
from memlock_core.trust.safety import check_memory_text

log = logging.getLogger("memlock")

# A host may screen preference text before it is re-injected (Hermes passes its own memory threat
# scanner, so an entry Hermes keeps out of its system prompt is not smuggled back in by memlock).
Screen = Callable[[str], "str | None"]


class PreferencePass:
    def __init__(self, cfg: Any, provider: PreferenceProvider | None = None, screen: Screen | None = None,
                 host_default: str | None = None):
        self.cfg = cfg
        self._provider = provider
        self.screen = screen
        self.host_default = host_default  # what ``preference_adapter: auto`` means in this host

    def _open(self) -> tuple[PreferenceProvider | None, str]:
        if self._provider is not None:
            return self._provider, getattr(self._provider, "name", "custom")
        name = resolve_name(self.cfg, self.host_default) or ""
        return (open_provider(self.cfg, name) if name else None), name

    def run(self, history: list[Any], spans: Sequence[SummarySpan] | None, settings: AuditSettings,
            now: float) -> ReverseAuditReport | None:
        """The reverse audit of this history, or None when it is off / no provider is configured."""
        if not self.cfg.reverse_audit:
            return None
        name = str(self.cfg.preference_adapter)
        try:
            provider, name = self._open()
            if provider is None:
                return None
            rows = provider.fetch(str(self.cfg.reverse_preference_query), int(self.cfg.reverse_limit))
            if not isinstance(rows, list):
                raise ProviderUnavailable(f"provider returned {type(rows).__name__}, not a list of rows")
        except Exception as exc:  # noqa: BLE001 - a provider must never break the user's turn
            reason = str(exc) if isinstance(exc, ProviderUnavailable) else f"{type(exc).__name__}: {exc}"
            log.warning("memlock: preference provider %s unavailable: %s", name, reason)
            return unavailable_report(name, reason, now)
        report = reverse_audit(rows[: int(self.cfg.reverse_limit)], history, now=now, settings=settings, spans=spans,
                               material_policy=str(self.cfg.reverse_material), provider=name,
                               own_markers=(REMINDER_MARKER, PREFERENCE_MARKER))
        for finding in report.rehydrate:  # the gate again, on the exact (flattened) text that would be injected
            verdict = check_memory_text(finding.text)
            if not verdict.ok:
                finding.action = "review"
                finding.reason = f"{SAFETY_HOLD}: {verdict.explain()}"[:200]
        if self.screen is not None:  # the host's own scanner (Hermes) as a second screen
            for finding in report.rehydrate:
                try:
                    blocked = self.screen(finding.text)
                except Exception as exc:  # noqa: BLE001 - a broken screen holds the entry back
                    blocked = f"screen failed: {exc}"
                if blocked:
                    finding.action = "review"
                    finding.reason = f"held back by the host's memory screen: {blocked}"[:200]
        return report

    def candidates(self, report: ReverseAuditReport | None, anchors: Iterable[Anchor]) -> list[Anchor]:
        """Reminder items for the preferences to rehydrate, minus those a pin already covers
        (the same instruction stored as a pin and as a preference is injected once)."""
        if report is None:
            return []
        pin_texts = [normalize(a.text) for a in anchors]
        out = []
        for finding in report.rehydrate:
            if finding.preference_id is None or _covered(finding, pin_texts):
                continue
            if not check_memory_text(finding.text).ok:  # never injected, whoever set the action
                continue
            out.append(Anchor(id=f"pref:{finding.preference_id}", text=finding.text, reminder=finding.text,
                              priority=finding.priority, kind=PREFERENCE_KIND, scope="session",
                              created_by="import"))
        return out


# A pin covers a preference (inject it once, as the pin) when it holds this fraction of the preference's probes.
COVERED_THRESHOLD = 0.8


def _covered(finding: PreferenceFinding, pin_texts: Sequence[str]) -> bool:
    text = normalize(finding.text)
    probes = preference_probes(finding.text)
    for pin in pin_texts:
        if text == pin or (probes and len(probe_hits(probes, pin)) / len(probes) >= COVERED_THRESHOLD):
            return True
    return False


def pin_suggestion(finding: PreferenceFinding, anchors: Iterable[Anchor] = (), surface: str = "cli") -> str | None:
    """A one-line suggestion to pin a remembered preference that reads as a rule and no pin covers.
    Shown only: a preference is data the user once saved, never promoted to a pin by memlock."""
    if not finding.material or finding.action == "review" or finding.preference_id is None \
            or finding.status not in ("PRESENT", "ABSENT") or not reads_as_directive(finding.text):
        return None
    if _covered(finding, [normalize(a.text) for a in anchors]):
        return None
    text = finding.text if len(finding.text) <= 100 else finding.text[:99] + "…"
    command = f"/guard pin {text}" if surface == "guard" else f"memlock pin {json.dumps(text, ensure_ascii=False)}"
    return f"      a standing rule? pin it yourself: {command}"


def summary_lines(data: dict[str, Any] | None, limit: int = 8, anchors: Iterable[Anchor] = (),
                  surface: str = "cli") -> list[str]:
    """The /guard section for the last reverse audit (from its stored dict)."""
    if not data:
        return []
    anchors = list(anchors)
    report = ReverseAuditReport.from_dict(data)
    counts = report.counts()
    head = f"Remembered preferences ({report.provider or 'no provider'}): {report.status}"
    if counts:
        head += "  " + ", ".join(f"{k.lower()} {v}" for k, v in sorted(counts.items()))
    lines = [head]
    lines.extend(f"  ! {e[:160]}" for e in report.errors[:3])
    for f in report.findings[:limit]:
        label = f.preference_id or ",".join(f.memory_ids[:3])
        text = (f.text[:70] + "…") if len(f.text) > 70 else f.text
        lines.append(f"  [{f.status}] {label}  action={f.action}{'  material' if f.material else ''}  {text}")
        if f.reason and (f.status != "PRESENT" or f.action == "review"):
            lines.append(f"      {f.reason[:160]}" + (f" ({f.evidence[:60]})" if f.evidence and f.status in
                                                      ("CONTRADICTED", "AMBIGUOUS") else ""))
        suggestion = pin_suggestion(f, anchors, surface)
        if suggestion:
            lines.append(suggestion)
    if len(report.findings) > limit:
        lines.append(f"  ... {len(report.findings) - limit} more (memlock status --json shows all)")
    return lines
