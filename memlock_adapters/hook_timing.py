"""Opt-in timing of memlock's own time inside a Hermes process: ``MEMLOCK_HOOK_TIMING=<file.jsonl>``.

bench/bench_real_gateway.py sets it on a real ``hermes gateway`` to measure what a user's gateway spends
in memlock, and nothing else: each hook call records its wall and thread-CPU time; for a middleware,
what runs inside ``next_call`` (the model call, the tool run: Hermes's time) is recorded apart so the
bench can subtract it. Every pass of Python's cyclic GC is recorded too (``gc.callbacks``), with the
thread that ran it, so a slow call can be split into memlock's CPU, GC pauses and waiting for the GIL.

Records are appended to a list (no syscall on the timed path) and written by one daemon thread every
half second. Unset (the default), :func:`instrument` returns the hooks unchanged.
"""
from __future__ import annotations

import functools
import gc
import inspect
import json
import os
import threading
import time
from collections import deque
from typing import Any, Callable

ENV = "MEMLOCK_HOOK_TIMING"


class _Recorder:
    def __init__(self, path: str) -> None:
        self.path = path
        self.records: deque[dict[str, Any]] = deque()  # append/popleft are atomic: no lock on the timed path
        self._gc_start: dict[int, tuple[int, int]] = {}
        gc.callbacks.append(self._on_gc)
        threading.Thread(target=self._flush_forever, name="memlock-hook-timing", daemon=True).start()

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        ident = threading.get_ident()
        if phase == "start":
            self._gc_start[ident] = (time.monotonic_ns(), time.thread_time_ns())
            return
        started = self._gc_start.pop(ident, None)
        if started is not None:
            self.records.append({"gc": info.get("generation"), "t0": started[0], "t1": time.monotonic_ns(),
                                 "thread": ident, "collected": info.get("collected")})

    def _flush_forever(self) -> None:
        while True:
            time.sleep(0.5)
            self.flush()

    def flush(self) -> None:
        taken = []
        while self.records:
            taken.append(self.records.popleft())
        if taken:
            with open(self.path, "a", encoding="utf-8") as fh:
                fh.write("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in taken))


class _RunQueue:
    """This thread's time spent runnable but not running (``/proc/thread-self/schedstat``, field 2):
    the cores taken by other threads and processes, apart from waiting for the GIL. Read through libc
    with the GIL held (``ctypes.PyDLL``), so measuring does not itself hand the GIL to another thread."""

    def __init__(self) -> None:
        self._local = threading.local()
        self._pread: Any = None
        try:
            import ctypes

            libc = ctypes.PyDLL(None)
            self._pread = libc.pread
            self._pread.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_long]
            self._pread.restype = ctypes.c_ssize_t
        except (OSError, AttributeError):
            self._pread = None

    def now(self) -> int | None:
        if self._pread is None:
            return None
        fd = getattr(self._local, "fd", None)
        if fd is None:
            try:
                fd = self._local.fd = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
            except OSError:
                self._pread = None
                return None
        buf = self._thread_buf()
        n = self._pread(fd, buf, 127, 0)
        if n <= 0:
            return None
        fields = buf.raw[:n].split()
        return int(fields[1]) if len(fields) > 1 else None

    def _thread_buf(self) -> Any:
        buf = getattr(self._local, "buf", None)
        if buf is None:
            import ctypes

            buf = self._local.buf = ctypes.create_string_buffer(128)
        return buf


_recorder: _Recorder | None = None
_runq = _RunQueue()


def _get() -> _Recorder | None:
    global _recorder
    path = os.environ.get(ENV)
    if path and _recorder is None:
        _recorder = _Recorder(path)
    return _recorder


def _session(kwargs: dict[str, Any]) -> str:
    return str(kwargs.get("session_id") or "")


def _timed(name: str, fn: Callable[..., Any], recorder: _Recorder) -> Callable[..., Any]:
    try:
        params = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        params = []
    at = params.index("next_call") if "next_call" in params else -1

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        inner = [0, 0, 0]
        if at >= 0:
            positional = len(args) > at
            nxt = args[at] if positional else kwargs.get("next_call")
            if callable(nxt):
                def timed_next(*a: Any, **k: Any) -> Any:
                    i0, c0, q0 = time.monotonic_ns(), time.thread_time_ns(), _runq.now()
                    try:
                        return nxt(*a, **k)
                    finally:
                        inner[0] += time.monotonic_ns() - i0
                        inner[1] += time.thread_time_ns() - c0
                        q1 = _runq.now()
                        inner[2] += (q1 - q0) if q0 is not None and q1 is not None else 0

                if positional:
                    args = (*args[:at], timed_next, *args[at + 1:])
                else:
                    kwargs["next_call"] = timed_next
        history = kwargs.get("conversation_history")
        q0 = _runq.now()
        t0, c0 = time.monotonic_ns(), time.thread_time_ns()
        result: Any = None
        try:
            result = fn(*args, **kwargs)
            return result
        finally:
            t1, c1 = time.monotonic_ns(), time.thread_time_ns()
            q1 = _runq.now()
            recorder.records.append({
                "hook": name, "session": _session(kwargs), "t0": t0, "t1": t1, "cpu": c1 - c0,
                "runq": (q1 - q0 - inner[2]) if q0 is not None and q1 is not None else None,
                "inner": inner[0], "inner_cpu": inner[1], "thread": threading.get_ident(),
                "messages": len(history) if isinstance(history, list) else None,
                "acted": result is not None if at < 0 else None})

    return wrapper


def instrument(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` as registered with Hermes: timed when ``MEMLOCK_HOOK_TIMING`` names a file, else unchanged."""
    recorder = _get()
    return fn if recorder is None else _timed(name, fn, recorder)
