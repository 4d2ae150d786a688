"""A per-conversation memo of which probes each message contains, so a compaction audit does not
re-read the whole active region.

Why: searching ~36 probes in 1 MB of history costs ~20 ms (one full ``str.find`` pass per missing
probe), which is what a compaction turn used to pay. The engine memoizes each message's probe hits
once, off the hot path in :meth:`Engine.end_turn`, keyed by a digest of the message's *text* (not
the identity of the string object: Hermes's API server reloads the history from ``state.db`` on
every request, so every turn brings new objects with the same content; and not the text itself,
which would keep a second copy of every conversation in memory). An audit then ORs the bit masks of known
texts and searches only the unknown ones (a merged summary message, text edited in place). The
result is exactly what a search of the joined text gives: probes never span two messages.
"""
from __future__ import annotations

import hashlib
from typing import Any, Iterable, Sequence

from memlock_core.detection.messages import instruction_text
from memlock_core.detection.probes import normalize, probe_found

CAUGHT_UP = 8  # known texts in a row after which older messages are taken as learned
SearchKey = tuple[str, bool]  # (normalized probe or phrase, is_phrase): a phrase is a plain substring


def key_found(key: SearchKey, haystack: str) -> bool:
    text, phrase = key
    return (text in haystack) if phrase else probe_found(text, haystack)


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def _memo_text(message: Any) -> str | None:
    """A message's instruction text, or None when it has none (tool calls without text)."""
    text = instruction_text(message)
    return text or None


class ProbeIndex:
    def __init__(self, learn_budget: int = 128, walk_limit: int = 256) -> None:
        # texts searched per learn() call (a long history seen cold): small, because learn() holds the
        # GIL, and in a gateway every other chat's turn waits for it (~8 ms at 128 texts of ~1 KB)
        self.learn_budget = learn_budget
        self.walk_limit = walk_limit  # unmemoizable messages passed over per call when there is no backlog
        self._keys: tuple[SearchKey, ...] = ()
        self._bits: dict[SearchKey, int] = {}
        self._memo: dict[bytes, int] = {}  # digest of a text -> its mask
        self._backlog = False

    def __len__(self) -> int:
        return len(self._memo)

    def _use(self, keys: Sequence[SearchKey]) -> None:
        keys = tuple(keys)
        if keys != self._keys:  # the anchors changed: old masks mean nothing
            self._keys, self._memo, self._backlog = keys, {}, False
            self._bits = {key: 1 << n for n, key in enumerate(keys)}

    def _mask(self, text: str) -> int:
        haystack = normalize(text)
        mask = 0
        for key, bit in self._bits.items():
            if key_found(key, haystack):
                mask |= bit
        return mask

    def _known(self, text: str) -> int | None:
        return self._memo.get(_digest(text))

    def learn(self, messages: Sequence[Any], keys: Sequence[SearchKey]) -> int:
        """Memoize the instruction texts of ``messages`` not known yet, newest first; returns how many.

        Normally only the messages appended since the last call are new: the walk stops after
        ``CAUGHT_UP`` known texts in a row (one known text is not proof: a short reply such as "ok"
        recurs) or after ``walk_limit`` messages with nothing to memoize. A history seen cold is
        learned ``learn_budget`` texts per call until the backlog is gone.
        """
        self._use(keys)
        learned = skipped = known_run = 0
        for message in reversed(messages):
            text = _memo_text(message)
            if text is None:  # tool output, content parts: nothing to memoize
                skipped += 1
                if not self._backlog and skipped >= self.walk_limit:
                    break
                continue
            if self._known(text) is not None:
                known_run += 1
                if self._backlog or known_run < CAUGHT_UP:
                    continue
                break  # caught up: everything older was learned before
            known_run = 0
            if learned >= self.learn_budget:
                self._backlog = True
                break
            self._memo[_digest(text)] = self._mask(text)
            learned += 1
        else:
            self._backlog = False
        if len(self._memo) > 2 * len(messages) + 256:  # texts dropped by compactions: let them go
            live = {_digest(t) for t in map(_memo_text, messages) if t is not None}
            self._memo = {k: v for k, v in self._memo.items() if k in live}
        return learned

    def present(self, keys: Sequence[SearchKey], texts: Iterable[str]) -> set[SearchKey]:
        """The keys found in any of ``texts``: memoized masks for known texts, one search of the rest."""
        self._use(keys)
        mask = 0
        unknown: list[str] = []
        for text in texts:
            known = self._known(text)
            if known is None:
                unknown.append(text)
            else:
                mask |= known
        found = {key for key, bit in self._bits.items() if mask & bit}
        if unknown:
            haystack = normalize("\n".join(unknown))
            found.update(key for key in self._keys if key not in found and key_found(key, haystack))
        return found
