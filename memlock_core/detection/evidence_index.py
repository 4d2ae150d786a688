"""The evidence index: what one message text contributes to an audit, worked out once per process.

Why (issue 23): a compaction turn used to re-read every live user message of the history — strip
quoted material, split it into sentences, ask of each whether it reads as a rule, normalize it —
although all but the newest messages had been read the same way at the previous compaction. A
5,000-message audit cost ~240 ms, as much as the reference plugin's whole turn. Now each text is
read once and the result is kept under the text itself; a compaction reads only what it has not
seen (a new summary, a message edited in place, the turn's new messages).

The memo is keyed by content, not by message identity: Hermes's API server reloads the history
from ``state.db`` on every request, so the same text arrives in new objects. The key is the string
itself, not a digest of it: hashing a 1 KB message with blake2b costs ~6 µs, the whole budget of a
turn at 5,000 messages, while a ``str`` caches its own hash, and an in-process host hands us the same
objects turn after turn (the memo then holds no copy). Two generations of at most ``capacity`` texts
each, so a 5,000-message history never thrashes it and a text no history mentions any more ages out.

What counts as a rule is not decided here: :class:`EvidenceIndex` is built with a ``classify``
function (``text -> evidence units``, see :mod:`memlock_core.detection.evidence`) and only
remembers its answers. Every reader of the in-force region shares the one index: the keyword and
semantic audits, the engine's off-turn learning and the reverse audit.
"""
from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

from memlock_core.detection.probes import normalize

V = TypeVar("V")
DEFAULT_CAPACITY = 16_384  # texts per generation: a whole 5,000-message history fits three times over
_ALL: "weakref.WeakSet[ContentMemo[object]]" = weakref.WeakSet()


class ContentMemo(Generic[V]):
    """``compute(text)`` remembered by ``text``: two generations of at most ``capacity`` entries.

    A hit in the old generation is promoted; when the young one is full it becomes the old one (the
    previous old one is dropped). O(1) per lookup, no reordering, and safe to share between threads:
    a race at worst computes one value twice. ``compute`` must not return None."""

    def __init__(self, compute: Callable[[str], V], capacity: int = DEFAULT_CAPACITY) -> None:
        self._compute = compute
        self.capacity = capacity
        self._young: dict[str, V] = {}
        self._old: dict[str, V] = {}
        self._rotate = threading.Lock()
        self.misses = 0  # values computed (the bench tells a warm audit from a cold one by it)
        _ALL.add(self)  # type: ignore[arg-type]

    def __len__(self) -> int:
        return len(self._young) + len(self._old)

    def __contains__(self, text: str) -> bool:
        return text in self._young or text in self._old

    def get(self, text: str) -> V:
        value = self._young.get(text)
        if value is not None:
            return value
        value = self._old.get(text)
        if value is None:
            value = self._compute(text)
            self.misses += 1
        self._young[text] = value
        if len(self._young) >= self.capacity:
            with self._rotate:
                if len(self._young) >= self.capacity:
                    self._old, self._young = self._young, {}
        return value

    def clear(self) -> None:
        self._young, self._old = {}, {}


def forget_everything() -> None:
    """Empty every content memo of the process: the state of a fresh process (the bench's cold case)."""
    for memo in list(_ALL):
        memo.clear()


@dataclass(frozen=True)
class TextEvidence:
    """The evidence units of one in-force text (in text order) and their normalized forms."""

    units: tuple[str, ...]
    haystacks: tuple[str, ...]


class EvidenceIndex:
    """Per in-force user or system text: its evidence units, from ``classify``; and per text its
    normalized form. One per process (``memlock_core.detection.evidence.EVIDENCE``)."""

    def __init__(self, classify: Callable[[str], tuple[str, ...]], capacity: int = DEFAULT_CAPACITY) -> None:
        self.classify = classify
        self._evidence: ContentMemo[TextEvidence] = ContentMemo(self._read, capacity)
        self._normalized: ContentMemo[str] = ContentMemo(normalize, capacity)

    def _read(self, text: str) -> TextEvidence:
        units = self.classify(text)
        return TextEvidence(units, tuple(normalize(u) for u in units))

    def __len__(self) -> int:
        return len(self._evidence)

    @property
    def misses(self) -> int:
        """Texts classified since the process started."""
        return self._evidence.misses

    def knows(self, text: str) -> bool:
        return text in self._evidence

    def evidence(self, text: str) -> TextEvidence:
        """The evidence units of an in-force user/system text (a reminder line is evidence whole: not here)."""
        return self._evidence.get(text)

    def normalized(self, text: str) -> str:
        """``probes.normalize(text)``, remembered."""
        return self._normalized.get(text)
