"""A per-conversation memo of which probes each message contains, so a compaction audit does not
re-read the whole active region.

Why: searching ~36 probes in 1 MB of history costs ~20 ms (one full ``str.find`` pass per missing
probe), which is what a compaction turn used to pay. Messages that survive a compaction keep their
content *string objects* (Hermes copies the message dicts, not the text), so the engine memoizes
each message's probe hits once, off the hot path in :meth:`Engine.end_turn`, keyed by the identity
of its text. An audit then ORs the bit masks of known texts and searches only the unknown ones
(a merged summary message, text edited in place, anything another host re-created). The result is
exactly what a search of the joined text gives: probes never span two messages.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from memlock_core.detection.messages import instruction_text
from memlock_core.detection.probes import normalize, probe_found

SearchKey = tuple[str, bool]  # (normalized probe or phrase, is_phrase): a phrase is a plain substring


def key_found(key: SearchKey, haystack: str) -> bool:
    text, phrase = key
    return (text in haystack) if phrase else probe_found(text, haystack)


def _stable_text(message: Any) -> str | None:
    """A message's instruction text when it is the string object stored in the message itself, so
    its identity survives the host's copies; texts built on the fly (content parts) are not memoized."""
    text = instruction_text(message)
    if text and (message.get("api_content") is text or message.get("content") is text):
        return text
    return None


class ProbeIndex:
    def __init__(self, learn_budget: int = 512, walk_limit: int = 256) -> None:
        self.learn_budget = learn_budget  # texts searched per learn() call (a long history seen cold)
        self.walk_limit = walk_limit  # unmemoizable messages passed over per call when there is no backlog
        self._keys: tuple[SearchKey, ...] = ()
        self._bits: dict[SearchKey, int] = {}
        self._memo: dict[int, tuple[str, int]] = {}  # id(text) -> (text, mask); the text keeps the id valid
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
        entry = self._memo.get(id(text))
        return entry[1] if entry is not None and entry[0] is text else None

    def learn(self, messages: Sequence[Any], keys: Sequence[SearchKey]) -> int:
        """Memoize the instruction texts of ``messages`` not known yet, newest first; returns how many.

        Normally only the messages appended since the last call are new: the walk stops at the
        first known text (or after ``walk_limit`` messages with nothing to memoize). A history seen
        cold is learned ``learn_budget`` texts per call until the backlog is gone.
        """
        self._use(keys)
        learned = skipped = 0
        for message in reversed(messages):
            text = _stable_text(message)
            if text is None:  # tool output, content parts: nothing to memoize
                skipped += 1
                if not self._backlog and skipped >= self.walk_limit:
                    break
                continue
            if self._known(text) is not None:
                if self._backlog:
                    continue
                break  # caught up: everything older was learned before
            if learned >= self.learn_budget:
                self._backlog = True
                break
            self._memo[id(text)] = (text, self._mask(text))
            learned += 1
        else:
            self._backlog = False
        if len(self._memo) > 2 * len(messages) + 256:  # texts dropped by compactions: let them go
            live = {id(t) for t in map(_stable_text, messages) if t is not None}
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
