"""One turn of one session: start, before the LLM call, before each request (mid-turn), end of turn.

One role of the :class:`~memlock_core.session.engine.Engine` facade (whose docstring says what a
turn writes, and when). A quiet turn (no new summary, nothing due) reads memory only and returns no
reminder; a turn that acts (a compaction, the safety net, a carried-over mid-turn reminder) looks at
the session file and the pin store first, audits the anchors against the active region, records the
verdicts and returns the casualties' reminder. Durable pins come from :class:`DurableSync`, sessions
from :class:`SessionRegistry`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Sequence

from memlock_core.anchor import Anchor
from memlock_core.config import Config
from memlock_core.detection.active_region import in_force_pieces
from memlock_core.detection.audit_report import AuditReport
from memlock_core.detection.compaction import CompactionScanner, SummarySpan, new_summary
from memlock_core.detection.messages import validate_history
from memlock_core.detection.probe_index import ProbeIndex
from memlock_core.detection.settings import AuditSettings
from memlock_core.session import alerts
from memlock_core.session.durable_sync import DurableSync
from memlock_core.session.injection import inject_block
from memlock_core.session.preference_pass import PreferencePass
from memlock_core.session.registry import LiveSession, SessionRegistry
from memlock_core.session.reminder import Reminder, build_reminder
from memlock_core.session.state import MAX_SUMMARY_HASHES, DriftEvent, SessionState
from memlock_core.session.state_store import check_session_id

if TYPE_CHECKING:
    from memlock_core.detection.judge import Judge, JudgeCache
    from memlock_core.detection.semantic import PrewarmJob

log = logging.getLogger("memlock")


def in_process_audit(*args: Any, **kwargs: Any) -> AuditReport:
    """:func:`memlock_core.detection.audit.audit`, imported on the first call: a Claude Code hook process that
    only judges a tool call or a reply never loads the detection stack (about half of memlock's modules)."""
    from memlock_core.detection.audit import audit

    return audit(*args, **kwargs)


@dataclass
class TurnOutcome:
    """What :meth:`TurnFlow.before_llm` decided for one turn."""

    block: str | None = None
    reason: str = "quiet"  # quiet | compaction | safety-net | carry-over | always | pin-update | disabled
    report: AuditReport | None = None
    reminder: Reminder | None = None


class TurnFlow:
    """The per-turn decisions: detect a compaction, audit, choose what to re-inject, learn."""

    def __init__(self, cfg: Config, registry: SessionRegistry, durable: DurableSync, clock: Callable[[], float],
                 auditor: Callable[..., AuditReport], settings: AuditSettings, preferences: PreferencePass):
        self.cfg = cfg
        self.registry = registry
        self.durable = durable
        self.clock = clock
        # Same signature as audit(); a host whose every call is a new process (Claude Code hooks)
        # passes one that asks a long-lived process holding the embedding model.
        self.auditor = auditor
        self.settings = settings
        self.preferences = preferences  # reverse audit: stored preferences checked after each audit
        self.prewarm_job: PrewarmJob | None = None  # the last background embedding run queued (tests join it)
        # ``judge: true``: the host's model for the uncertain band (detection/judge.py); None: no host offers one
        self.judge: Judge | None = None
        self._judge_cache: JudgeCache | None = None  # made with the first judged audit (judge.py loads late)

    # ── start ─────────────────────────────────────────────────────────────
    def start(self, session_id: str, *, project: str | None = None, legacy_project: str | None = None) -> SessionState:
        """Seed static anchors from config and durable pins (global + this project's)."""
        check_session_id(session_id)
        notice = self.durable.upgrade_project_key(legacy_project, project)
        registry = self.registry
        with registry.locked(session_id):
            token, durable = self.durable.current()

            def seed(state: SessionState) -> None:
                now = self.clock()
                state.created_at = state.created_at or now
                state.last_active_at = now
                if project:
                    state.project = project
                self.durable.seed_static(state)
                self.durable.seed(state, durable)
                if notice:
                    state.add_notice(notice)

            try:
                registry.mutate(session_id, seed)
            except OSError as exc:  # a read-only or full disk: the session runs from memory
                log.warning("memlock: session %s cannot be saved (%s); running from memory", session_id, exc)
                seed(registry.live(session_id).state)
                registry.live(session_id).dirty = True
            self._preload_model()
            live = registry.live(session_id)
            live.started, live.durable_token = True, token
            return live.state

    def _preload_model(self) -> None:
        """Semantic detection in this process: start loading the model now, in the background, so
        the first compaction audit does not pay the ~8 s import on the user's turn."""
        if self.auditor is in_process_audit and self.settings.mode != "keyword":
            from memlock_core.detection.embedding_model import preload

            preload(self.settings.embedding_model)

    # ── before the LLM call ───────────────────────────────────────────────
    def before_llm(self, session_id: str, messages: Any, *, user_message: str | None = None) -> TurnOutcome:
        """Once per user turn, before the first model call. Fast unless a compaction happened."""
        if not self.cfg.enabled:
            return TurnOutcome(reason="disabled")
        check_session_id(session_id)
        history = validate_history(messages)
        registry = self.registry
        with registry.locked(session_id):
            # a quiet turn reads memory only (the engine's docstring says why); a turn that will act
            # looks at the session file and the pin store now, as another process may have acted
            live = registry.live(session_id, fresh=False)
            spans = live.scanner.scan(history, self.settings.markers)
            acting = self._acts(live, spans)
            if acting:
                live = registry.live(session_id)
            arrived = self.durable.refresh_if_changed(session_id, live, cached=not acting)
            state = live.state
            now = self.clock()
            state.turn += 1
            state.last_active_at = now
            if isinstance(user_message, str) and user_message.strip():
                # the host's word for what the user said; kept in memory, merged into any pin
                # request's load-modify-save, and written with the turn's counters
                state.record_user_turn(user_message, now)
            live.unsaved = True
            live.seen = history
            fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            compaction = fresh is not None
            if fresh is not None:
                _record_compaction(state, fresh.body_hash, now)
            _remember_summaries(state, spans)
            hard = self.cfg.hard_reinject_turns
            safety = not compaction and hard > 0 and state.turn - state.last_reinject_turn >= hard and bool(state.anchors)
            carry = live.midturn_pending
            live.midturn_block, live.midturn_pending = None, False
            if not (compaction or safety or carry):
                if self.cfg.inject == "always" and state.anchors:
                    return self._emit(state, list(state.anchors.values()), "always", None)
                if arrived:  # pinned elsewhere (another session, host or gateway) since the last turn
                    live.dirty = True
                    return self._emit(state, [state.anchors[i] for i in arrived if i in state.anchors],
                                      "pin-update", None)
                return TurnOutcome()
            live.dirty = True
            if user_message and not _has_user_message(history, user_message):
                history = [*history, {"role": "user", "content": user_message}]
            reason = "compaction" if compaction else ("carry-over" if carry else "safety-net")
            report = self._audit_and_record(session_id, state, history, spans, reason, now, live.index)
            if self.cfg.inject == "always" or safety:
                chosen = list(state.anchors.values())
            else:
                wanted = list(report.casualties) + [i for i in arrived if i not in report.casualties]
                chosen = [state.anchors[i] for i in wanted if i in state.anchors]
            return self._emit(state, chosen, reason, report, self._reverse(live, history, spans, now))

    def _acts(self, live: LiveSession, spans: Sequence[SummarySpan]) -> bool:
        """Whether this turn may re-inject (see :meth:`before_llm`): then it looks at the disk first."""
        state = live.state
        if live.midturn_pending or (self.cfg.inject == "always" and state.anchors):
            return True
        if new_summary(spans, state.summary_hashes, state.last_summary_hash) is not None:
            return True
        hard = self.cfg.hard_reinject_turns
        return hard > 0 and state.turn + 1 - state.last_reinject_turn >= hard and bool(state.anchors)

    # ── mid-turn: before each model request ───────────────────────────────
    def on_request(self, session_id: str, messages: Any) -> list[Any] | None:
        """Before each model request of a turn: a compaction that happened mid-turn (after
        ``before_llm``) is audited here and its reminder is added to this and every later request
        of the turn; returns a new message list, or None to send the request unchanged."""
        if not self.cfg.enabled:
            return None
        history = validate_history(messages)
        registry = self.registry
        with registry.locked(session_id):
            live = registry.live(session_id, fresh=False)  # no syscall unless it acts
            if history and isinstance(history[0], dict) and history[0].get("role") == "system":
                live.host_system = history[0]
            spans = live.request_scanner.scan(history, self.settings.markers)
            state = live.state
            fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            if fresh is not None:  # look at the disk now: another process may have handled this summary
                state = registry.live(session_id).state
                fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            if fresh is not None:
                now = self.clock()
                _record_compaction(state, fresh.body_hash, now)
                _remember_summaries(state, spans)
                live.dirty = live.unsaved = True
                report = self._audit_and_record(session_id, state, history, spans, "mid-turn compaction", now,
                                                live.index)
                chosen = [state.anchors[i] for i in report.casualties if i in state.anchors]
                if self.cfg.inject == "always":
                    chosen = list(state.anchors.values())
                outcome = self._emit(state, chosen, "mid-turn compaction", report,
                                     self._reverse(live, history, spans, now))
                live.midturn_block = outcome.block
                live.midturn_pending = outcome.block is not None
            if not live.midturn_block:
                return None
            return inject_block(history, live.midturn_block, spans)

    # ── outside the turn: a host's event ──────────────────────────────────
    def record_audit(self, session_id: str, messages: Any, reason: str, *, compaction: bool = False,
                     log_drift: bool = True, settings: AuditSettings | None = None) -> AuditReport:
        """Audit ``messages`` now and record the verdicts (see :meth:`Engine.record_audit`)."""
        check_session_id(session_id)
        history = validate_history(messages)
        with self.registry.locked(session_id):
            live = self.registry.live(session_id)
            state = live.state
            now = self.clock()
            spans = CompactionScanner().scan(history, self.settings.markers)
            if compaction:
                _record_compaction(state, spans[-1].body_hash if spans else f"event:{now}", now)
            live.dirty = live.unsaved = True
            return self._audit_and_record(session_id, state, history, spans, reason, now, log_drift=log_drift,
                                          settings=settings)

    def adopt_summary(self, session_id: str, messages: Any) -> bool:
        """Make the history's latest summary the known one without counting a compaction."""
        history = validate_history(messages)
        with self.registry.locked(session_id):
            live = self.registry.live(session_id)
            spans = CompactionScanner().scan(history, self.settings.markers)
            if not spans:
                return False
            if live.state.last_summary_hash != spans[-1].body_hash:
                live.state.last_summary_hash = spans[-1].body_hash
                live.dirty = live.unsaved = True
            return True

    # ── end of turn ───────────────────────────────────────────────────────
    def end_turn(self, session_id: str) -> None:
        """Persist what the turn must not lose, learn its messages' probes (off the hot path)."""
        warm: tuple[LiveSession, list[Anchor], list[Any], int] | None = None
        registry = self.registry
        if registry.holds(session_id):
            with registry.locked(session_id):
                live = registry.live_by_id.get(session_id)
                if live is not None:
                    # quiet-turn counters are the flusher's (flush_due), unless state_flush_s is 0
                    if live.dirty or (live.unsaved and self.cfg.state_flush_s <= 0):
                        try:
                            registry.persist(session_id, live)
                        except OSError as exc:  # kept in memory (dirty) and saved by a later turn if the disk recovers
                            log.warning("memlock: session %s could not be saved: %s", session_id, exc)
                    if live.seen is not None:
                        if self._indexed():  # off the hot path: the next compaction audit reads these masks
                            from memlock_core.detection.keyword import search_keys

                            live.index.learn(live.seen, search_keys(list(live.state.anchors.values())))
                        elif self.auditor is in_process_audit and self.settings.mode != "keyword" and live.state.anchors:
                            # only the messages added since the last prewarm (a shorter history was
                            # compacted: start over); re-reading 1,000 messages every turn held the GIL
                            # ~9 ms per chat per turn, which every other chat of a gateway waited for
                            start = live.prewarmed if live.prewarmed <= len(live.seen) else 0
                            if start < len(live.seen):
                                warm = (live, list(live.state.anchors.values()), live.seen[start:], len(live.seen))
                        live.seen = None
        if warm is not None:  # in the background: the next compaction audit finds these sentences embedded
            from memlock_core.detection.embedding_model import ready
            from memlock_core.detection.semantic import prewarm_in_background

            owner, anchors, fresh, length = warm
            job = prewarm_in_background(anchors, fresh, self.settings)
            if job is not None:
                self.prewarm_job = job
                if ready(self.settings.embedding_model):  # else nothing was embedded: try them again later
                    owner.prewarmed = length
        if len(registry.live_by_id) > self.cfg.live_sessions_max:
            registry.evict_idle()

    # ── audit and reminder ────────────────────────────────────────────────
    def _indexed(self) -> bool:
        """The probe memo only serves the in-process keyword audit."""
        return self.auditor is in_process_audit and self.settings.mode == "keyword"

    def _audit_and_record(self, session_id: str, state: SessionState, history: list[Any], spans: Sequence[SummarySpan],
                          reason: str, now: float, index: ProbeIndex | None = None, *, log_drift: bool = True,
                          settings: AuditSettings | None = None) -> AuditReport:
        extra = {"index": index} if index is not None and self._indexed() else {}
        own = frozenset(state.injected_blocks)  # only the blocks this session injected are memlock's evidence
        report = self.auditor(list(state.anchors.values()), history, replace(settings or self.settings, own_blocks=own),
                              spans=spans, **extra)
        # the safety net and inject: always re-assert every pin anyway: a judge there would only cost calls
        if self.judge is not None and self.cfg.judge and report.verdicts and reason != "safety-net" \
                and self.cfg.inject != "always":
            report = self._judged(report, state, history, spans, own)
        for verdict in report.verdicts:
            anchor = state.anchors.get(verdict.anchor_id)
            if anchor is None:
                continue
            anchor.status = "alive" if verdict.alive else "drifted"
            anchor.last_score, anchor.last_evidence = verdict.score, verdict.evidence[:200]
            if verdict.alive:
                anchor.last_alive_turn = state.turn
        state.integrity_score = report.integrity
        state.last_audit_mode = report.mode_used
        state.last_audit_units_capped = report.units_capped
        for note in report.notes:
            state.add_notice(note)
        if not log_drift:
            return report
        if report.verdicts:
            state.log_drift(DriftEvent(now, state.turn, report.integrity, report.casualties, reason), self.cfg.drift_log_size)
        integrity = report.integrity
        if integrity is not None and alerts.alert_due(integrity, self.cfg.alert_floor, state.last_alert_at, self.cfg.alert_cooldown_s, now):
            state.last_alert_at = now
            alerts.fire_alert(alerts.alert_message(session_id, integrity, report.casualties),
                              self.cfg.alert_script, self.cfg.alert_timeout_s)
        return report

    def _judged(self, report: AuditReport, state: SessionState, history: list[Any], spans: Sequence[SummarySpan],
                own: frozenset[str]) -> AuditReport:
        """The report after the host's judge looked at the pins kept alive on weak evidence; on any
        error the audit's own report (the judge may add a reminder, never hold one back)."""
        judge, cfg = self.judge, self.cfg
        if judge is None:
            return report
        try:
            from memlock_core.detection.evidence import evidence_units, with_list_items
            from memlock_core.detection.judge import JudgeCache, JudgeLimits, judge_report

            if self._judge_cache is None:
                self._judge_cache = JudgeCache()
            units = evidence_units(with_list_items(in_force_pieces(history, spans, own)))
            limits = JudgeLimits(max_calls=cfg.judge_max_calls, budget_s=cfg.judge_budget_s)
            judged, run = judge_report(report, list(state.anchors.values()), units, judge, self._judge_cache, limits,
                                       self.settings.drift_threshold)
        except Exception as exc:  # noqa: BLE001 - the judge is optional: its failure never breaks a turn
            log.warning("memlock judge: skipped (%s: %s); memlock's own verdicts stand", type(exc).__name__, exc)
            return report
        if run.asked or run.cached:
            log.info("memlock judge: %d asked, %d cached, %d over judge_max_calls; re-injected as another rule: %s",
                     len(run.asked), len(run.cached), len(run.over_limit), ", ".join(run.flipped) or "none")
        return judged

    def _reverse(self, live: LiveSession, history: list[Any], spans: Sequence[SummarySpan] | None,
                 now: float) -> list[Anchor]:
        """Reverse audit (stored preferences); returns the remembered preferences to re-inject.

        A host whose turn hook gets the history without the system prompt (Hermes) shows it to
        :meth:`on_request`; the last one seen counts as live context here, so a memory entry
        already in the system prompt is not injected a second time."""
        state = live.state
        if live.host_system is not None and not (history and isinstance(history[0], dict)
                                                 and history[0].get("role") == "system"):
            history, spans = [live.host_system, *history], None
        report = self.preferences.run(history, spans, self.settings, now)
        if report is None:
            return []
        state.preference_audit = report.to_dict()
        return self.preferences.candidates(report, state.anchors.values())

    def _emit(self, state: SessionState, chosen: Sequence[Anchor], reason: str, report: AuditReport | None,
              preferences: Sequence[Anchor] = ()) -> TurnOutcome:
        reminder = build_reminder(self.durable.admitted_now(chosen), self.cfg.max_slots, self.cfg.max_reminder_chars,
                                  preferences)
        if reminder is None:
            return TurnOutcome(reason=reason, report=report)
        state.last_reinject_turn = state.turn
        state.note_injected(reminder.text)
        return TurnOutcome(block=reminder.text, reason=reason, report=report, reminder=reminder)


def _record_compaction(state: SessionState, body_hash: str, now: float) -> None:
    state.last_summary_hash = body_hash
    state.last_compaction_at = now
    state.last_compaction_turn = state.turn
    state.compactions += 1


def _remember_summaries(state: SessionState, spans: Sequence[SummarySpan]) -> None:
    """Keep the bodies of the summaries seen, so a summary already handled is never new again."""
    for span in spans:
        if span.body_hash not in state.summary_hashes:
            state.summary_hashes.append(span.body_hash)
    del state.summary_hashes[:-MAX_SUMMARY_HASHES]


def _has_user_message(history: list[Any], text: str) -> bool:
    for message in reversed(history[-4:]):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return isinstance(content, str) and text in content
    return False
