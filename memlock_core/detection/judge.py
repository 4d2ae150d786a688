"""An optional judge for the uncertain band: a model asked whether weak evidence is really the pinned rule.

memlock keeps a pin alive on evidence its own rules accept. Some of that evidence is weak: a
paraphrase the rule parse accepted, a shortened restatement, a cosine or lexical match, a sentence
that holds every probe but is not the pin's own words. A host may offer a model (Hermes: its own
auxiliary model) to look at exactly those pins, one short yes/no question each:

* only a confident "no, not the same rule" changes anything: the pin turns drifted and is
  re-injected. A "yes" never turns a drifted pin alive, and a failure, a timeout or an answer that
  is neither yes nor no leaves memlock's own verdict as it was (recall first: the judge can add a
  reminder, never remove one);
* pins kept alive by their own words or by memlock's own reminder block are not asked about;
* answers are cached by a hash of (rule, candidate text, model id); the calls per audit
  (``judge_max_calls``) and the time they may take together (``judge_budget_s``) are bounded.

This module is harness-agnostic: :class:`Judge` is the seam a host implements, the selection of the
uncertain pins, the question and the reading of the answer are pure functions; :func:`judge_report`
runs the calls on a few threads. How well a judge decides depends on the user's model; it was not
measured here.
"""
from __future__ import annotations

import concurrent.futures as cf
import contextvars
import hashlib
import logging
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Protocol, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import REMINDER_ROLE
from memlock_core.detection.audit_report import AnchorVerdict, AuditReport
from memlock_core.detection.keyword import keyword_verdict
from memlock_core.detection.probes import flatten, normalize
from memlock_core.detection.rule_identity import different_rule
from memlock_core.detection.sentence_units import Unit
from memlock_core.regex_cache import rx

log = logging.getLogger("memlock")

JUDGE_LEAD = "You check whether a standing instruction is still in force in a conversation."
MAX_QUOTE = 300  # characters of a rule or a candidate sentence put into the question
MAX_CANDIDATES = 2  # newest witness sentences shown for one pin


class Judge(Protocol):
    """A model that answers one yes/no question: True (yes), False (no), None (no usable answer).

    ``model_id`` names the model behind it (part of the cache key: another model, another answer).
    ``ask`` may raise or hang; :func:`judge_report` treats both as no answer."""

    @property
    def model_id(self) -> str: ...

    def ask(self, question: str) -> bool | None: ...


@dataclass(frozen=True)
class JudgeLimits:
    """How much a judge may cost per audit."""

    max_calls: int = 4  # questions sent (cache hits are free)
    budget_s: float = 15.0  # all of them together, then the audit goes on without the rest
    concurrency: int = 2  # questions in flight at once


@dataclass(frozen=True)
class JudgeItem:
    """One uncertain pin: the rule, the sentences that keep it alive, and the question about them."""

    anchor_id: str
    rule: str
    candidates: tuple[str, ...]
    priority: int = 50
    weak: bool = True  # kept alive by a paraphrase / similarity (True) or by its probes (False)

    @property
    def question(self) -> str:
        return judge_question(self.rule, self.candidates)

    def cache_key(self, model_id: str) -> str:
        data = "\x00".join((model_id, self.rule, *self.candidates))
        return hashlib.sha256(data.encode("utf-8")).hexdigest()


@dataclass
class JudgeRun:
    """What one judged audit did (for the log and the tests)."""

    asked: list[str]  # anchor ids whose question was sent
    cached: list[str]  # anchor ids answered from the cache
    over_limit: list[str]  # uncertain pins left unasked (judge_max_calls)
    answers: dict[str, bool | None]
    flipped: list[str]  # alive -> drifted on a confident "no"


class JudgeCache:
    """Confident answers by content hash, bounded (oldest dropped first); shared by a process's sessions."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._answers: OrderedDict[str, bool] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> bool | None:
        with self._lock:
            answer = self._answers.get(key)
            if answer is not None:
                self._answers.move_to_end(key)
            return answer

    def put(self, key: str, answer: bool | None) -> None:
        if answer is None:  # no usable answer is not remembered: the next audit may ask again
            return
        with self._lock:
            self._answers[key] = answer
            self._answers.move_to_end(key)
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)

    def __len__(self) -> int:
        return len(self._answers)


# ── which pins are uncertain ───────────────────────────────────────────────────
_QUOTED = rx(r'"(.+)"(?: \(message \d+, [a-z_]+\))?(?:;.*)?$', re.DOTALL)


def _quoted_witness(evidence: str) -> str:
    """The sentence a parse / shortened / semantic / lexical verdict quotes ("" for a probe verdict)."""
    match = _QUOTED.search(evidence)
    return match.group(1) if match else ""


def _witnesses(anchor: Anchor, verdict: AnchorVerdict, units: Sequence[tuple[Unit, str]],
               threshold: float) -> list[Unit]:
    """The evidence units that keep ``anchor`` alive: the one its verdict quotes, else those holding its
    probes. ``units`` pairs each unit with its normalized text."""
    quote = _quoted_witness(verdict.evidence)
    if quote:
        head = quote[:-1] if quote.endswith("…") else quote
        found = [u for u, _ in units if u.text == quote or (head != quote and u.text.startswith(head))]
        # semantic units may join two short neighbours: one holds the other
        found = found or [u for u, _ in units if head in u.text or (len(u.text) > 8 and u.text in quote)]
        return found or [Unit(-1, "user", quote)]
    return [u for u, norm in units
            if keyword_verdict(anchor, [norm], threshold).alive and not different_rule(anchor.text, u.text)]


def _verbatim(anchor: Anchor, unit: Unit) -> bool:
    """The unit holds the pin's own words and the rule parse does not call it another rule ("don't
    always answer in bullet points" holds every word of "Always answer in bullet points")."""
    phrase = normalize(flatten(anchor.text))
    return bool(phrase) and phrase in normalize(unit.text) and not different_rule(anchor.text, unit.text)


def uncertain_items(report: AuditReport, anchors: Sequence[Anchor], units: Sequence[Unit],
                    threshold: float = 1.0) -> list[JudgeItem]:
    """The alive pins whose evidence is weak, most important first.

    Not uncertain: a drifted pin (already re-injected; the judge may not keep a reminder back), and
    an alive pin one of whose witnesses is memlock's own reminder line or holds the pin's own words.
    Paraphrase, shortened and similarity verdicts come before probe verdicts of the same priority."""
    by_id = {a.id: a for a in anchors}
    normalized: list[tuple[Unit, str]] | None = None
    items: list[JudgeItem] = []
    for verdict in report.verdicts:
        anchor = by_id.get(verdict.anchor_id)
        if anchor is None or not verdict.alive:
            continue
        if normalized is None:
            normalized = [(u, normalize(u.text)) for u in units]
        witnesses = _witnesses(anchor, verdict, normalized, threshold)
        if not witnesses or any(w.role == REMINDER_ROLE or _verbatim(anchor, w) for w in witnesses):
            continue
        newest = list(dict.fromkeys(w.text for w in reversed(witnesses)))[:MAX_CANDIDATES]
        items.append(JudgeItem(anchor.id, anchor.text, tuple(newest), anchor.priority,
                               weak=bool(_quoted_witness(verdict.evidence))))
    items.sort(key=lambda i: (-i.priority, not i.weak))
    return items


# ── the question and the answer ─────────────────────────────────────────────────
def _clip(text: str) -> str:
    text = flatten(text)
    return text if len(text) <= MAX_QUOTE else text[:MAX_QUOTE - 1] + "…"


def judge_question(rule: str, candidates: Sequence[str]) -> str:
    """One short yes/no question; the model is told to answer with one word."""
    shown = "\n".join(f"- {_clip(c)}" for c in candidates)
    return (f"{JUDGE_LEAD}\n\n"
            f"The user pinned this standing instruction earlier:\nPINNED: {_clip(rule)}\n\n"
            f"The live part of the conversation contains:\n{shown}\n\n"
            "Is this the same standing instruction, given by the user to the assistant and still in force "
            "(not a different rule, not a statement about someone or something else, not a quotation)? "
            "Answer with exactly one word: yes or no.")


_THINK = rx(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_ANSWER = rx(r"^[\W_]*(yes|no)\b(?![-'’])", re.IGNORECASE)


def parse_answer(text: object) -> bool | None:
    """yes -> True, no -> False; anything else (empty, "maybe", "Yes and no", a refusal) -> None."""
    if not isinstance(text, str):
        return None
    body = _THINK.sub(" ", text).strip()
    match = _ANSWER.match(body)
    if match is None:
        return None
    rest = body[match.end():].casefold()
    word = match.group(1).casefold()
    if re.match(r"^\W*(and|or|/)\W*(yes|no)\b", rest):  # "yes and no", "no/yes": not an answer
        return None
    return word == "yes"


# ── running it ───────────────────────────────────────────────────────────────────
def _safe_ask(judge: Judge, question: str) -> bool | None:
    try:
        answer = judge.ask(question)
    except Exception as exc:  # noqa: BLE001 - a judge failure is no answer, never a broken turn
        log.warning("memlock judge: the model call failed (%s: %s); memlock's own verdict stands",
                    type(exc).__name__, exc)
        return None
    return answer if isinstance(answer, bool) else None


def ask_all(items: Sequence[JudgeItem], judge: Judge, cache: JudgeCache, limits: JudgeLimits) -> JudgeRun:
    """Answers for ``items``: from the cache, else at most ``max_calls`` questions on a few threads,
    all within ``budget_s`` (an unfinished call counts as no answer and its result is dropped)."""
    model_id = str(judge.model_id)
    run = JudgeRun(asked=[], cached=[], over_limit=[], answers={}, flipped=[])
    to_ask: list[JudgeItem] = []
    for item in items:
        hit = cache.get(item.cache_key(model_id))
        if hit is not None:
            run.cached.append(item.anchor_id)
            run.answers[item.anchor_id] = hit
        elif len(to_ask) < limits.max_calls:
            to_ask.append(item)
        else:
            run.over_limit.append(item.anchor_id)
    if not to_ask:
        return run
    pool = cf.ThreadPoolExecutor(max_workers=max(1, min(limits.concurrency, len(to_ask))),
                                 thread_name_prefix="memlock-judge")
    try:
        # each call in a copy of the caller's context: a host keeps its runtime (the model in use) in context variables
        futures = {pool.submit(contextvars.copy_context().run, _safe_ask, judge, item.question): item
                   for item in to_ask}
        done, _ = cf.wait(futures, timeout=limits.budget_s)
        for future, item in futures.items():
            run.asked.append(item.anchor_id)
            answer = future.result() if future in done else None
            if future not in done:
                log.warning("memlock judge: no answer for %s within judge_budget_s (%.1f s); memlock's own "
                            "verdict stands", item.anchor_id, limits.budget_s)
            run.answers[item.anchor_id] = answer
            cache.put(item.cache_key(model_id), answer)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)  # a hung call finishes (or times out) on its own
    return run


def apply_answers(report: AuditReport, items: Sequence[JudgeItem], run: JudgeRun, model_id: str) -> AuditReport:
    """A copy of ``report`` where each pin the judge confidently called another rule is drifted."""
    quoted = {i.anchor_id: i.candidates[0] for i in items if i.candidates}
    verdicts: list[AnchorVerdict] = []
    for verdict in report.verdicts:
        if verdict.alive and run.answers.get(verdict.anchor_id) is False:
            run.flipped.append(verdict.anchor_id)
            said = _clip(quoted.get(verdict.anchor_id, ""))[:90]
            verdict = replace(verdict, alive=False,
                              evidence=f"judge ({model_id}): not the same rule: \"{said}\"; was {verdict.evidence}",
                              method=f"{verdict.method}+judge")
        verdicts.append(verdict)
    return replace(report, verdicts=verdicts, notes=list(report.notes))


def judge_report(report: AuditReport, anchors: Sequence[Anchor], units: Sequence[Unit], judge: Judge,
                 cache: JudgeCache, limits: JudgeLimits = JudgeLimits(), threshold: float = 1.0) -> tuple[AuditReport, JudgeRun]:
    """The audit's report after the judge looked at its uncertain pins, and what it did."""
    items = uncertain_items(report, anchors, units, threshold)
    if not items:
        return report, JudgeRun(asked=[], cached=[], over_limit=[], answers={}, flipped=[])
    run = ask_all(items, judge, cache, limits)
    return apply_answers(report, items, run, str(judge.model_id)), run
