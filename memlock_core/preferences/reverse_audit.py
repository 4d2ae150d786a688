"""Reverse audit: start from what a memory store says the user prefers, and check it against the
live (non-summary) context after a compaction.

The forward audit asks "is each pin still here?"; this asks "is each stored preference still
here, contradicted by something newer, or stale?" so preferences nobody pinned survive too.
Pure: rows and messages in, a :class:`ReverseAuditReport` out; it never writes to a provider.

Rules (each one a deliberate choice):

* Only a *material* preference (tagged standing/material, or by ``reverse_material`` policy worded
  as a standing wish) is ever rehydrated; the rest are reported, never injected.
* Supersession is never guessed from recency: a row is stale only when it says so
  (``superseded_by``) or its ``valid_until`` has passed. Two live values for one key are
  AMBIGUOUS and go to review; the newer one is not assumed to win.
* CONTRADICTED needs a user message in the active region that sets the same key to another
  value, either spelled out ("response language: German") or by naming another value this store
  knows for the key in a sentence worded as an instruction ("from now on answer in German").
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from memlock_core.detection.active_region import ActivePiece, active_pieces
from memlock_core.detection.compaction import SummarySpan, find_summaries
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.evidence import EVIDENCE
from memlock_core.detection.messages import validate_history
from memlock_core.detection.probes import normalize, probe_found, probe_hits
from memlock_core.detection.settings import AuditSettings
from memlock_core.preferences.preference import Preference, RowError, parse_row, parse_time, preference_probes

PRESENT, ABSENT, CONTRADICTED, STORED_STALE, AMBIGUOUS, UNKNOWN = (
    "PRESENT", "ABSENT", "CONTRADICTED", "STORED_STALE", "AMBIGUOUS", "UNKNOWN")
STATUSES = (PRESENT, ABSENT, CONTRADICTED, STORED_STALE, AMBIGUOUS, UNKNOWN)
ACTIONS = ("none", "rehydrate", "suppress", "review")
REPORT_STATUSES = ("ok", "degraded", "unavailable", "off")


@dataclass
class PreferenceFinding:
    status: str
    action: str
    preference_id: str | None  # the row this finding speaks for; None for AMBIGUOUS
    memory_ids: list[str]  # every row it covers (duplicates collapse into one finding)
    text: str  # the preference (or, for AMBIGUOUS, its key)
    material: bool = False
    priority: int = 50
    key: str | None = None
    evidence: str = ""
    reason: str = ""

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PreferenceFinding":
        return cls(status=str(data.get("status", UNKNOWN)), action=str(data.get("action", "review")),
                   preference_id=data.get("preference_id"), memory_ids=[str(i) for i in data.get("memory_ids") or []],
                   text=str(data.get("text", "")), material=bool(data.get("material", False)),
                   priority=int(data.get("priority", 50) or 50), key=data.get("key"),
                   evidence=str(data.get("evidence", "")), reason=str(data.get("reason", "")))


@dataclass
class ReverseAuditReport:
    status: str  # ok | degraded (some rows unreadable) | unavailable (provider failed) | off
    provider: str = ""
    findings: list[PreferenceFinding] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    checked_at: float = 0.0
    rows_read: int = 0

    @property
    def rehydrate(self) -> list[PreferenceFinding]:
        return [f for f in self.findings if f.action == "rehydrate"]

    @property
    def suppressed_ids(self) -> list[str]:
        return sorted({i for f in self.findings if f.action == "suppress" for i in f.memory_ids})

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for finding in self.findings:
            out[finding.status] = out.get(finding.status, 0) + 1
        return out

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ReverseAuditReport":
        return cls(status=str(data.get("status", "off")), provider=str(data.get("provider", "")),
                   findings=[PreferenceFinding.from_dict(f) for f in data.get("findings") or [] if isinstance(f, dict)],
                   errors=[str(e) for e in data.get("errors") or []], checked_at=float(data.get("checked_at") or 0.0),
                   rows_read=int(data.get("rows_read") or 0))


def unavailable_report(provider: str, reason: str, now: float) -> ReverseAuditReport:
    """What a failed provider yields: nothing rehydrated, nothing suppressed, the turn goes on."""
    return ReverseAuditReport(status="unavailable", provider=provider, errors=[reason], checked_at=now)


@dataclass(frozen=True)
class _Said:
    stamp: float | None  # the message's own timestamp, when it has one
    raw: str
    norm: str


def _user_messages(pieces: Sequence[ActivePiece], history: list[Any], own_markers: Sequence[str]) -> list[_Said]:
    """Active user messages, newest first, without memlock's own blocks (computed once per audit)."""
    out: list[_Said] = []
    for piece in reversed(pieces):
        if piece.role != "user":
            continue
        message = history[piece.index] if piece.index < len(history) else None
        stamp = None
        if isinstance(message, dict) and message.get("timestamp") is not None:
            try:
                stamp = parse_time(message.get("timestamp"))
            except RowError:
                stamp = None
        text = piece.text
        for marker in own_markers:
            cut = text.find(marker)
            if cut >= 0:
                text = text[:cut]
        if text.strip():
            out.append(_Said(stamp, text, EVIDENCE.normalized(text)))
    return out


def _sentences(text: str) -> list[str]:
    """Sentences, kept whole across colons ("language: German" is one statement)."""
    return [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]


def _key_words(key: str) -> str:
    return normalize(key.replace("_", " ").replace("-", " ")).strip()


def _explicit_value(key: str, sentence: str) -> str | None:
    """"response language: German" / "response_language = German" / "set response language to German"."""
    spoken = re.escape(_key_words(key)).replace(r"\ ", r"[\s_-]+")
    match = re.search(rf"\b{spoken}\s*(?::|=|\bis\b|\bto\b|\bshould\s+be\b)\s*([^\n.,;!?]+)", sentence)
    return match.group(1).strip().strip("\"'`“”") if match else None


def _contradiction(pref: Preference, alternatives: set[str], said: Sequence[_Said], since: float | None) -> str | None:
    """The newest user sentence (not older than the stored row) that sets ``pref.key`` otherwise, or None."""
    if not pref.key or not pref.value:
        return None
    mine = normalize(pref.value)
    key_words = _key_words(pref.key)
    first_key_word = key_words.split()[0] if key_words else ""
    others = [v for v in alternatives if v != mine]
    for message in said:
        if since is not None and message.stamp is not None and message.stamp < since:
            continue
        if not ((first_key_word and first_key_word in message.norm) or any(v in message.norm for v in others)):
            continue  # cheap filter before splitting the message into sentences
        for sentence in reversed(_sentences(message.raw)):
            low = normalize(sentence)
            if first_key_word and first_key_word in low:
                value = _explicit_value(pref.key, low)
                if value:
                    if not value.startswith(mine) and not probe_found(mine, value):
                        return sentence.strip()
                    return None  # the newest explicit statement agrees
            if any(v in low for v in others):
                hits = [v for v in others if probe_found(v, low)]
                if hits and not probe_found(mine, low) and reads_as_directive(sentence):
                    return sentence.strip()
    return None


# A stored preference counts as present when this fraction of its probes is in the active context. Its own
# constant, not the anchors' drift_threshold: the reverse-audit figures in docs/BENCHMARKS.md were measured
# with it (issue 11), and a preference is matched against the whole active text, not one rule sentence.
PRESENCE_THRESHOLD = 0.5


def _presence(pref: Preference, haystack: str, threshold: float) -> tuple[bool, str]:
    probes = preference_probes(pref.content, pref.probes)
    if not probes:  # nothing distinctive: require the whole entry verbatim
        phrase = normalize(pref.content)
        found = bool(phrase) and phrase in haystack
        return found, "whole text found" if found else "whole text not found"
    hits = probe_hits(probes, haystack)
    return len(hits) / len(probes) >= threshold, f"{len(hits)}/{len(probes)} probes: " + (", ".join(hits) or "none found")


SAFETY_HOLD = "held back by memlock's safety policy"


def _hold_back_unsafe(findings: list[PreferenceFinding], parsed: Sequence[Preference]) -> None:
    """The admission gate for preferences: an entry the safety policy flags (a forged memlock marker,
    control or bidi characters, a secret, an exfiltration target, over the size limit) is never
    injected, whatever its status: it goes to ``review`` with the reason, shown in /guard and status."""
    unsafe = {p.id: p.unsafe for p in parsed if p.unsafe}
    if not unsafe:
        return
    for finding in findings:
        reasons = [unsafe[i] for i in finding.memory_ids if i in unsafe]
        if reasons and finding.action in ("rehydrate", "none"):
            finding.action = "review"
            finding.reason = f"{SAFETY_HOLD}: {reasons[0]}"[:200]


def reverse_audit(rows: Sequence[Any], messages: Any, *, now: float, settings: AuditSettings = AuditSettings(),
                  spans: Sequence[SummarySpan] | None = None, material_policy: str = "worded",
                  provider: str = "", own_markers: Sequence[str] = ()) -> ReverseAuditReport:
    """Classify every stored preference against the active region of ``messages`` (see module doc).

    ``own_markers``: the first lines of memlock's own reminder blocks; a user message is read only up
    to one of them, so memlock re-injecting a preference never counts as the user contradicting another.
    """
    history = validate_history(messages)
    if spans is None:
        spans = find_summaries(history, settings.markers)
    pieces = active_pieces(history, spans)
    # each active text normalized once per process (the evidence index; issue 23): a compaction turn
    # re-normalized the whole active region (~5 MB at 5,000 messages). Equal to normalizing the joined
    # text: NFKC and casefold never combine anything across the "\n" between two texts.
    haystack = "\n".join(EVIDENCE.normalized(p.text) for p in pieces)
    said: list[_Said] | None = None  # user messages, only computed when a keyed preference needs them
    report = ReverseAuditReport(status="ok", provider=provider, checked_at=now, rows_read=len(rows))
    findings = report.findings
    parsed: list[Preference] = []
    for n, raw in enumerate(rows):
        try:
            parsed.append(parse_row(raw, provider))
        except RowError as exc:
            row_id = str(raw.get("id")) if isinstance(raw, dict) and raw.get("id") is not None else f"row {n}"
            report.errors.append(f"{row_id}: {exc}")
            findings.append(PreferenceFinding(UNKNOWN, "review", None, [row_id], "", reason=f"unreadable row: {exc}"))
    alternatives: dict[str, set[str]] = {}
    for pref in parsed:
        if pref.key and pref.value:
            alternatives.setdefault(pref.key, set()).add(normalize(pref.value))

    live: list[Preference] = []
    for pref in parsed:
        material = pref.is_material(material_policy)
        if pref.superseded_by:
            findings.append(PreferenceFinding(STORED_STALE, "suppress", pref.id, [pref.id], pref.content, material,
                                              pref.priority, pref.key, f"superseded_by={pref.superseded_by}",
                                              "the store marks it superseded"))
        elif pref.valid_until is not None and pref.valid_until <= now:
            findings.append(PreferenceFinding(STORED_STALE, "suppress", pref.id, [pref.id], pref.content, material,
                                              pref.priority, pref.key, "valid_until has passed", "expired in the store"))
        else:
            live.append(pref)

    groups: dict[tuple[str, str], list[Preference]] = {}
    for pref in live:
        group = ("key", pref.key) if pref.key else ("text", normalize(pref.content))
        groups.setdefault(group, []).append(pref)
    for (kind, name), members in groups.items():
        ids = sorted(p.id for p in members)
        values = sorted({normalize(p.value) for p in members if p.value}) if kind == "key" else []
        if len(values) > 1:
            findings.append(PreferenceFinding(AMBIGUOUS, "review", None, ids, name, any(
                p.is_material(material_policy) for p in members), max(p.priority for p in members), name,
                "live values: " + " | ".join(values), "several live values for one key; memlock does not pick one"))
            continue
        pref = min(members, key=lambda p: p.id)  # deterministic, never "the newest"
        material = any(p.is_material(material_policy) for p in members)
        priority = max(p.priority for p in members)
        since = max((p.created_at for p in members if p.created_at is not None), default=None)
        contra = None
        if pref.key and pref.value:
            if said is None:
                said = _user_messages(pieces, history, own_markers)
            contra = _contradiction(pref, alternatives.get(pref.key, set()), said, since)
        if contra is not None:
            findings.append(PreferenceFinding(CONTRADICTED, "suppress", pref.id, ids, pref.content, material, priority,
                                              pref.key, contra[:200], f"a newer user message sets {pref.key} otherwise"))
            continue
        present, evidence = _presence(pref, haystack, PRESENCE_THRESHOLD)
        if present:
            findings.append(PreferenceFinding(PRESENT, "none", pref.id, ids, pref.content, material, priority,
                                              pref.key, evidence, "still in the active context"))
        else:
            findings.append(PreferenceFinding(ABSENT, "rehydrate" if material else "none", pref.id, ids, pref.content,
                                              material, priority, pref.key, evidence,
                                              "not in the active context" + ("" if material else
                                                                             "; not a standing preference, not injected")))
    _hold_back_unsafe(findings, parsed)
    if report.errors:
        report.status = "degraded"
    findings.sort(key=lambda f: (STATUSES.index(f.status), f.preference_id or "", f.memory_ids))
    return report
