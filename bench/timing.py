"""Shared timing helper for the bench scripts (one definition of "the median of N runs")."""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable


def median_ms(fn: Callable[[], Any], repeat: int) -> float:
    """Median wall time of ``repeat`` calls in milliseconds: robust to one slow run on a shared machine."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)
