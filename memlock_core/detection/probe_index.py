"""A per-conversation memo of which probes each evidence unit holds, and the off-turn walk that
reads a conversation's new messages into the shared evidence index.

Why: a compaction audit must not re-read the whole in-force region (issue 23). The texts' evidence
units come from :data:`memlock_core.detection.evidence.EVIDENCE` (shared by the process, keyed by
content); which of *this session's* probes each unit holds depends on the session's anchors, so it
is kept here, keyed by the unit's normalized text, and starts over when the anchors change. The
engine calls :meth:`ProbeIndex.learn` in :meth:`Engine.end_turn`, off the hot path, so a compaction
audit finds every surviving message read and only combines bit masks. The verdicts are exactly those
of a search of each unit (tests/test_core_audit.py checks it on random histories).
"""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from memlock_core.detection.active_region import AUTHORITY_ROLES, in_force_text
from memlock_core.detection.evidence import EVIDENCE
from memlock_core.detection.messages import instruction_text
from memlock_core.detection.probes import probe_found

CAUGHT_UP = 8  # known texts in a row after which older messages are taken as learned
SearchKey = tuple[str, bool]  # (normalized probe or phrase, is_phrase): a phrase is a plain substring
_CANDIDATE_ROLES = AUTHORITY_ROLES | {"user"}  # the roles whose text may be in force


def key_found(key: SearchKey, haystack: str) -> bool:
    text, phrase = key
    return (text in haystack) if phrase else probe_found(text, haystack)


def _learnable(message: Any) -> str | None:
    """The in-force text of a message that may hold evidence, or None (assistant prose, tool output,
    a text holding a memlock marker, which the audit splits itself)."""
    if not isinstance(message, dict) or message.get("role") not in _CANDIDATE_ROLES:
        return None
    text = instruction_text(message)
    return in_force_text(text) if text else None


class ProbeIndex:
    def __init__(self, learn_budget: int = 128, walk_limit: int = 256, learn_seconds: float | None = 0.008,
                 clock: Callable[[], float] = time.thread_time) -> None:
        # texts read per learn() call (a long history seen cold), and the CPU time it may take: small,
        # because learn() holds the GIL, and in a gateway every other chat's turn waits for it (a
        # 1 KB text never read before costs ~0.2 ms to split and classify). CPU time of this thread,
        # not wall-clock time: on a loaded machine a thread descheduled mid-call would otherwise
        # spend its budget waiting and read one text per turn, and a long backlog never drained.
        self.learn_budget = learn_budget
        self.learn_seconds = learn_seconds
        self.clock = clock
        self.walk_limit = walk_limit  # messages without evidence text passed over per call when there is no backlog
        self._keys: tuple[SearchKey, ...] = ()
        self.bits: dict[SearchKey, int] = {}
        self._masks: dict[str, int] = {}  # normalized evidence unit -> the bits of the keys it holds
        self.backlog = False  # a history seen cold is not read to its start yet

    def __len__(self) -> int:
        return len(self._masks)

    def use(self, keys: Sequence[SearchKey]) -> None:
        keys = tuple(keys)
        if keys != self._keys:  # the anchors changed: old masks mean nothing
            self._keys, self._masks, self.backlog = keys, {}, False
            self.bits = {key: 1 << n for n, key in enumerate(keys)}

    def mask(self, haystack: str) -> int:
        """The bits of the keys ``haystack`` (a normalized evidence unit) holds; call :meth:`use` first."""
        mask = self._masks.get(haystack)
        if mask is None:
            mask = 0
            for key, bit in self.bits.items():
                if key_found(key, haystack):
                    mask |= bit
            self._masks[haystack] = mask
        return mask

    def _known(self, text: str) -> bool:
        return EVIDENCE.knows(text) and all(h in self._masks for h in EVIDENCE.evidence(text).haystacks)

    def learn(self, messages: Sequence[Any], keys: Sequence[SearchKey]) -> int:
        """Read the in-force texts of ``messages`` not known yet, newest first; returns how many.

        Normally only the messages appended since the last call are new: the walk stops after
        ``CAUGHT_UP`` known texts in a row (one known text is not proof: a short reply such as "ok"
        recurs) or after ``walk_limit`` messages with nothing to read. A history seen cold is read
        ``learn_budget`` texts (or ``learn_seconds`` of this thread's CPU time) per call until the
        backlog is gone.
        """
        self.use(keys)
        learned = skipped = known_run = 0
        clock = self.clock
        deadline = None if self.learn_seconds is None else clock() + self.learn_seconds
        for message in reversed(messages):
            text = _learnable(message)
            if text is None:
                skipped += 1
                if not self.backlog and skipped >= self.walk_limit:
                    break
                continue
            if self._known(text):
                known_run += 1
                if self.backlog or known_run < CAUGHT_UP:
                    continue
                break  # caught up: everything older was learned before
            known_run = 0
            if learned >= self.learn_budget or (deadline is not None and learned and clock() > deadline):
                self.backlog = True
                break
            for haystack in EVIDENCE.evidence(text).haystacks:
                self.mask(haystack)
            learned += 1
        else:
            self.backlog = False
        if len(self._masks) > 8 * len(messages) + 1024:  # units of texts dropped by compactions: start over
            self._masks = {}
        return learned
