"""Embedding cache: a unit is embedded once per process, however many audits see it again.

Keyed by (model key, sha256 of the text), so two models never share vectors and the key stays small
for long texts. Bounded LRU. Hits and misses are counted so the bench can report the hit rate.
numpy is imported lazily (memlock_core must import without it).
"""
from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Sequence

DEFAULT_CAPACITY = 50_000  # ~75 MB of 384-dim float32 vectors at most


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0


def text_key(model_key: str, text: str) -> tuple[str, bytes]:
    return model_key, hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


class EmbeddingCache:
    """LRU of unit vectors. ``embed`` returns one row per text, computing only the missing ones."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self.capacity = capacity
        self._data: OrderedDict[tuple[str, bytes], Any] = OrderedDict()
        self._lock = threading.Lock()
        self.stats = CacheStats()

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self.stats = CacheStats()

    def embed(self, model_key: str, texts: Sequence[str], encode: Callable[[list[str]], Any]) -> Any:
        """Matrix (len(texts) x dim) of normalized vectors; ``encode`` gets only unseen texts, once each."""
        import numpy as np

        keys = [text_key(model_key, t) for t in texts]
        rows: list[Any] = [None] * len(texts)
        missing: dict[tuple[str, bytes], list[int]] = {}
        with self._lock:
            for i, key in enumerate(keys):
                vec = self._data.get(key)
                if vec is None:
                    missing.setdefault(key, []).append(i)
                else:
                    self._data.move_to_end(key)
                    rows[i] = vec
            self.stats.hits += len(texts) - sum(len(v) for v in missing.values())
            self.stats.misses += sum(len(v) for v in missing.values())
        if missing:
            todo = list(missing)
            vectors = np.asarray(encode([texts[missing[k][0]] for k in todo]), dtype=np.float32)
            with self._lock:
                for key, vec in zip(todo, vectors):
                    for i in missing[key]:
                        rows[i] = vec
                    self._data[key] = vec
                    self._data.move_to_end(key)
                while len(self._data) > self.capacity:
                    self._data.popitem(last=False)
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        return np.vstack(rows)


CACHE = EmbeddingCache()
