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


def alive_in(pin: str, sentence: str) -> bool:
    """Whether ``pin`` (derived probes) is alive in keyword mode when the live user message ends in ``sentence``
    (:func:`compacted_history`)."""
    from memlock_core.anchor import Anchor
    from memlock_core.detection.audit import audit
    from memlock_core.detection.settings import AuditSettings

    anchor = Anchor(id="P1", text=pin, reminder=pin)
    return audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0].alive


def alive_after_chat(pin: str, restated: str, topic: str = "we worked on the billing service",
                     next_request: str = "Carry on with the next module.") -> bool:
    """Whether ``pin`` (derived probes) is alive in keyword mode after a compaction whose summary covers ``topic``, two
    chat turns, and a live user message ``restated`` followed by one more request."""
    from conftest import chat, summary_message

    from memlock_core.anchor import Anchor
    from memlock_core.detection.audit import audit
    from memlock_core.detection.settings import AuditSettings

    messages = [{"role": "system", "content": "You are a helpful assistant with terminal and file tools."},
                summary_message(topic), *chat(2), {"role": "user", "content": restated},
                {"role": "assistant", "content": "Understood."}, {"role": "user", "content": next_request}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive
