"""A request after one compaction with the pin only in the summary and one live user sentence: the shape the
detection tests audit a restatement or a look-alike in (shared by the test modules that need it)."""
from __future__ import annotations

from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX


def compacted_history(pin: str, sentence: str) -> list[dict[str, str]]:
    """System prompt, the summary naming ``pin``, then a live user message ending in ``sentence``."""
    return [{"role": "system", "content": "You are a helpful agent."},
            {"role": "user", "content": f"{HERMES_SUMMARY_PREFIX}\n\nThe user pinned: {pin}\nWork went on."},
            {"role": "assistant", "content": "Understood."},
            {"role": "user", "content": f"Fix the failing test in parser.py. {sentence}"},
            {"role": "assistant", "content": "Done."}]
