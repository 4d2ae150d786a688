"""One watcher per process that stats the files a turn depends on, so a quiet turn never does.

Why: in a process serving many chats (a Hermes gateway), every syscall a turn makes releases the
GIL, and taking it back waits behind the other threads' Python: up to a switch interval (5 ms) per
syscall, more when several threads queue. A quiet turn used to stat its session file three times and
the pin store's manifest once; at 50 chats its p99 was ~20 ms for ~1.5 ms of CPU, and a pure-Python
loop of the same size with four ``os.stat`` calls in it measured the same. So a daemon thread stats
the watched files every :data:`WATCH_INTERVAL_S` and a turn reads the last signature from memory.

Freshness: a look that stats now (:meth:`FileWatch.refresh`: every write, and every check that must
be exact, made in this process) updates the shared value at once, so a change made in this process
is seen by the next read immediately; a change made by another process is seen within about one
interval. Turns that act on what they read (a compaction audit, a re-injection) look again with
:meth:`FileWatch.refresh` first: the cached value only lets a quiet turn stay quiet.

What is watched: the paths reported by the registered sources (:meth:`FileWatch.add_source`:
engines report their live sessions' files, file and SQLite pin stores their manifest or database),
held weakly, so a source that is gone is no longer polled.
"""
from __future__ import annotations

import os
import threading
import time
import weakref
from typing import Iterable, Protocol, Tuple, Union

WATCH_INTERVAL_S = 0.25  # how stale a cached signature can be (plus one round of stats)
FORGET_AFTER_S = 60.0  # a path no source reports and nobody refreshed is dropped after this

Signature = Union[Tuple[int, int, int], None]  # (st_ino, st_mtime_ns, st_size); None: missing or unreadable


def stat_signature(path: str | os.PathLike[str]) -> Signature:
    """What changes when a file is replaced (every memlock writer replaces: a new inode) or edited."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


class WatchSource(Protocol):
    def watched_paths(self) -> Iterable[str]: ...


class _Entry:
    """One observation; replaced (never changed) on each store, so the poller can tell whether a
    fresher look landed while it was stat-ing (identity comparison)."""

    __slots__ = ("sig", "at")

    def __init__(self, sig: Signature, at: float) -> None:
        self.sig = sig
        self.at = at


class FileWatch:
    def __init__(self, interval: float = WATCH_INTERVAL_S) -> None:
        self.interval = interval
        self._entries: dict[str, _Entry] = {}
        self._sources: weakref.WeakSet[WatchSource] = weakref.WeakSet()
        self._lock = threading.Lock()  # writers only; readers use a plain dict lookup (atomic under the GIL)
        self._thread: threading.Thread | None = None
        self.rounds = 0  # completed polling rounds (tests wait on it instead of on the clock)
        self._round_done = threading.Condition(self._lock)

    # ── readers ────────────────────────────────────────────────────────────
    def cached(self, path: str) -> Signature:
        """The last signature seen for ``path``: no syscall once the poller runs. ``path`` must be a
        ``str`` (a dict key; callers keep it: building one costs a turn CPU).

        The poller starts at a process's second look: a process that looks once (a Claude Code hook,
        a CLI command) never starts a thread. Until it runs, every look stats."""
        entry = self._entries.get(path)
        if entry is not None and self._thread is not None:
            return entry.sig
        sig = self.refresh(path)
        if entry is not None:
            self._ensure_thread()
        return sig

    def refresh(self, path: str) -> Signature:
        """Stat ``path`` now and publish the result to every reader in this process."""
        sig = stat_signature(path)
        with self._lock:
            self._entries[path] = _Entry(sig, time.monotonic())
        return sig

    # ── what to poll ───────────────────────────────────────────────────────
    def add_source(self, source: WatchSource) -> None:
        with self._lock:
            self._sources.add(source)

    def discard_source(self, source: WatchSource) -> None:
        with self._lock:
            self._sources.discard(source)

    def wait_rounds(self, rounds: int, timeout: float) -> bool:
        """Block until ``rounds`` more polling rounds have completed (tests); False on timeout."""
        self._ensure_thread()
        with self._round_done:
            target = self.rounds + rounds
            return self._round_done.wait_for(lambda: self.rounds >= target, timeout)

    # ── the poller ─────────────────────────────────────────────────────────
    def poll_once(self) -> int:
        """One round: stat every path the sources report; returns how many were stat-ed."""
        with self._lock:
            sources = list(self._sources)
        paths: set[str] = set()
        for source in sources:
            try:
                paths.update(source.watched_paths())
            except Exception:  # noqa: BLE001 - a source mid-change is asked again next round
                continue
        for path in paths:
            before = self._entries.get(path)
            sig = stat_signature(path)
            with self._lock:
                if self._entries.get(path) is before:  # else a fresher refresh() landed meanwhile
                    self._entries[path] = _Entry(sig, time.monotonic())
        cutoff = time.monotonic() - FORGET_AFTER_S
        with self._lock:
            for path in [p for p, e in self._entries.items() if p not in paths and e.at < cutoff]:
                del self._entries[path]
            self.rounds += 1
            self._round_done.notify_all()
        return len(paths)

    def _run(self) -> None:
        while True:
            time.sleep(self.interval)
            try:
                self.poll_once()
            except Exception:  # noqa: BLE001 - never let the watcher die: readers would go stale forever
                continue

    def _ensure_thread(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                thread = threading.Thread(target=self._run, name="memlock-watch", daemon=True)
                thread.start()
                self._thread = thread  # published once running: readers then trust the cache

    def _after_fork(self) -> None:
        """The child has no threads: its first look stats again and starts a new poller."""
        self._entries = {}
        self._lock = threading.Lock()
        self._round_done = threading.Condition(self._lock)
        self._thread = None


FILE_WATCH = FileWatch()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=FILE_WATCH._after_fork)
