"""The audit: which anchors are still present in the active region of a conversation.

:func:`audit` is memlock's one public entry point for this question. Every host (Hermes plugin,
Claude Code hooks, MCP server) and every benchmark calls it with plain data: anchors, an
OpenAI-style message list and :class:`AuditSettings`. It is pure: no I/O, no global state except
the optional, lazily loaded embedding model of semantic mode.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import ActivePiece, count_active, in_force_pieces
from memlock_core.detection.adoption import adopted_quote, adopts, quoted_anywhere, quotes
from memlock_core.detection.audit_report import AnchorVerdict, AuditReport
from memlock_core.detection.compaction import SummarySpan, find_summaries
from memlock_core.detection.evidence import LIST_ROLE, piece_units, with_list_items
from memlock_core.detection.keyword import anchor_probes, keyword_audit, same_rule_verdict, shortened_verdict
from memlock_core.detection.list_item_rule import SHORT_WORDS, restates_in_short_rule
from memlock_core.detection.list_restatement import restates_in_list, restates_in_sentence
from memlock_core.detection.messages import own_content, validate_history
from memlock_core.detection.norm_statement import norm_sentences, restated_as_norm
from memlock_core.detection.probe_index import ProbeIndex
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection.typo_mend import mended
from memlock_core.detection.verbatim import restates_verbatim, verbatim_verdict


def audit(anchors: Sequence[Anchor], messages: Any, settings: AuditSettings = AuditSettings(),
          *, spans: Sequence[SummarySpan] | None = None, index: ProbeIndex | None = None) -> AuditReport:
    """Audit ``anchors`` against the active region of ``messages``.

    ``spans`` may be passed when the caller already located the summaries (the engine's incremental
    scanner); otherwise they are found here. ``index`` (the engine's per-session memo) only makes
    the keyword search faster; the verdicts are the same without it. Raises
    :class:`~memlock_core.detection.messages.HistoryError` only when ``messages`` is not a list at all.
    """
    history = validate_history(messages)
    if spans is None:
        spans = find_summaries(history, settings.markers)
    report = AuditReport(mode_requested=settings.mode, mode_used="keyword",
                         summary_hash=spans[-1].body_hash if spans else None,
                         summaries_found=len(spans), active_messages=count_active(history, spans))
    pieces = with_list_items(in_force_pieces(history, spans, settings.own_blocks))
    anchors = list(anchors)
    if not anchors:
        report.mode_used = settings.mode
        return report
    mode = settings.mode
    if mode == "auto":
        mode = _auto_mode(settings, report)
    if mode in ("semantic", "hybrid"):
        from memlock_core.detection import semantic  # numpy + sentence-transformers, loaded only when asked for

        outcome = semantic.semantic_verdicts(anchors, pieces, replace(settings, mode=mode))
        if outcome.verdicts is not None:
            report.verdicts = outcome.verdicts
            report.mode_used = outcome.mode_used
            report.units_scored = outcome.units_scored
            report.units_capped = outcome.units_capped
            report.notes.extend(outcome.notes)
            report.verdicts = _with_verbatim(anchors, report.verdicts, pieces, settings.drift_threshold, history)
            return report
        report.notes.extend(outcome.notes)
    report.verdicts = _with_verbatim(anchors, keyword_audit(anchors, pieces, settings.drift_threshold, index), pieces,
                                     settings.drift_threshold, history)
    return report


def _with_verbatim(anchors: Sequence[Anchor], verdicts: list[AnchorVerdict],
                   pieces: Sequence[ActivePiece], threshold: float = 1.0,
                   history: Sequence[Any] = ()) -> list[AnchorVerdict]:
    """``verdicts`` with a drifted anchor alive when an in-force user or system text says its pin word
    for word (verbatim.py), or an item of the user's own list says it shorter in a shape the word
    comparison cannot read (list_restatement.py, list_item_rule.py), or a short rule sentence of the
    user's does so (list_item_rule.py), or a user sentence states it as an impersonal norm the rule model reads as the
    whole pin (norm_statement.py), or a user message quotes it word for word and adopts it (adoption.py), or a user
    or system text says it with one of the pin's words typed with a
    slip (typo_mend.py): read only for the casualties, so a quiet audit costs nothing more."""
    if all(v.alive for v in verdicts):
        return verdicts
    texts = [p.text for p in pieces if p.role in ("user", "system")]
    items = [p.text for p in pieces if p.role == LIST_ROLE]
    by_id = {a.id: a for a in anchors}
    shorts: list[str] = []  # the user's short rule sentences, read once and only for a casualty
    norms: list[str] = []  # the user's norm sentences (norm_statement.py), read once and only for a casualty
    quotable: list[tuple[ActivePiece, str]] = []  # (in-force user piece, its message as sent), read once for adoption
    sentences: list[str] = []  # the Han/Kana/Hangul evidence units, read once and only for a casualty whose pin needs them
    out: list[AnchorVerdict] = []
    for verdict in verdicts:
        anchor = by_id.get(verdict.anchor_id)
        if anchor is None or verdict.alive:
            out.append(verdict)
        elif said := restates_verbatim(anchor.text, texts):
            out.append(verbatim_verdict(verdict.anchor_id, said, verdict.method))
        elif items and not anchor.probes and (item := restates_in_list(anchor.text, anchor_probes(anchor), items)):
            out.append(shortened_verdict(anchor, item, verdict.method))
        elif not anchor.probes and (unit := restates_in_sentence(anchor.text, _wide_units(pieces, sentences))):
            out.append(shortened_verdict(anchor, unit, verdict.method))
        elif not anchor.probes and (unit := restates_in_short_rule(anchor.text, anchor_probes(anchor),
                                                                    _short_units(pieces, shorts))):
            out.append(shortened_verdict(anchor, unit, verdict.method))
        elif (norm := restated_as_norm(anchor.text, _norm_units(pieces, norms))):
            out.append(same_rule_verdict(anchor, norm, verdict.method))
        elif history and (at := _adopted_at(anchor.text, _quotable(pieces, history, quotable))) >= 0:
            out.append(AnchorVerdict(anchor.id, True, 1.0, f"the user adopted the rule they quoted (message {at})",
                                     verdict.method))
        elif (typed := _mended_verdict(anchor, pieces, threshold, verdict.method)) is not None:
            out.append(typed)
        else:
            out.append(verdict)
    return out


def _mended_verdict(anchor: Anchor, pieces: Sequence[ActivePiece], threshold: float,
                    method: str) -> AnchorVerdict | None:
    """Alive when the in-force user and system texts that hold one of the pin's words typed with a slip, those words
    mended (typo_mend.py), keep the pin alive by the same reading as any text: word for word, or by the keyword
    audit with its mood gate, probes and rule parse. None otherwise."""
    fixed = [ActivePiece(p.index, p.role, typed) for p in pieces if p.role in ("user", "system")
             and (typed := mended(anchor.text, p.text)) != p.text]
    if not fixed:
        return None
    if said := restates_verbatim(anchor.text, [p.text for p in fixed]):
        verdict = verbatim_verdict(anchor.id, said, method)
    elif not (verdict := keyword_audit([anchor], with_list_items(fixed), threshold)[0]).alive:
        return None
    return replace(verdict, evidence=f"a slip of the pin's words mended; {verdict.evidence}", method=method)


def _quotable(pieces: Sequence[ActivePiece], history: Sequence[Any],
              memo: list[tuple[ActivePiece, str]]) -> list[tuple[ActivePiece, str]]:
    """(in-force user piece, the message's content as sent) for each user piece, memoised in ``memo`` for one audit."""
    if not memo:
        memo.extend((p, own_content(history[p.index])) for p in pieces if p.role == "user" and 0 <= p.index < len(history))
    return memo


def _adopted_at(pin: str, users: Sequence[tuple[ActivePiece, str]]) -> int:
    """The index of the newest in-force user message that quotes ``pin`` and adopts it, or adopts it right after the
    user's message before it quoted it ("What do you think of this rule: "..."?" then "Agreed, follow it from now
    on.") (adoption.py); -1 for none. ``users``: (piece, message as sent) of the in-force user messages."""
    raws = [raw for _, raw in users]
    if not quoted_anywhere(pin, raws):
        return -1
    quoting = [k for k, raw in enumerate(raws) if quotes(pin, raw)]  # only these and the message after each can adopt
    for k in sorted({*quoting, *(q + 1 for q in quoting if q + 1 < len(users))}, reverse=True):
        piece = users[k][0]
        if adopted_quote(pin, raws[k], piece.text):
            return piece.index
        if k and quotes(pin, raws[k - 1]) and not quotes(pin, raws[k]) \
                and not quotes(pin, users[k - 1][0].text) and adopts(piece.text):
            return piece.index
    return -1


def _norm_units(pieces: Sequence[ActivePiece], memo: list[str]) -> list[str]:
    """The user's in-force sentences that state a rule as an impersonal norm (norm_statement.py), memoised in ``memo``
    for one audit."""
    if not memo:
        memo.extend(s for p in pieces if p.role == "user" for s in norm_sentences(p.text))
        memo.append("")
    return memo


def _short_units(pieces: Sequence[ActivePiece], memo: list[str]) -> list[str]:
    """The user's own short rule sentences (evidence units of user pieces), memoised in ``memo`` for one audit."""
    if not memo:
        memo.extend(u for p in pieces if p.role == "user" for u in piece_units(p) if len(u.split()) <= SHORT_WORDS)
        memo.append("")
    return memo


def _wide_units(pieces: Sequence[ActivePiece], memo: list[str]) -> list[str]:
    """The evidence units of the in-force user and system pieces written in Han, Kana or Hangul (memoised in
    ``memo`` for one audit)."""
    if not memo:
        memo.extend(u for p in pieces if p.role in ("user", "system") for u in piece_units(p)
                    if any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in u))
        memo.append("")  # read: an audit with none does not read again
    return memo


def _auto_mode(settings: AuditSettings, report: AuditReport) -> str:
    """``detection: auto``: semantic when the model is loaded; keyword while it is still loading in
    the background (never make the user's turn wait ~8 s for it) or when the extra is not installed.
    Both meet the recall target; semantic is more precise on paraphrases (docs/BENCHMARKS.md)."""
    from memlock_core.detection import embedding_model as em

    if em.ready(settings.embedding_model):
        return "semantic"
    if em.preload(settings.embedding_model):
        report.notes.append("detection auto: the embedding model is still loading in the background; "
                            "this audit used keyword probes")
    else:
        report.notes.append("detection auto: semantic extra not installed (or the model failed to load); "
                            "keyword probes used")
    return "keyword"
