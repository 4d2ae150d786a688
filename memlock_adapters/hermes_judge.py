"""The judge for the uncertain band in Hermes: the host's own auxiliary model (``judge: true``).

memlock_core/detection/judge.py decides which pins to ask about, what to ask, and what an answer
may change (only a confident "no" re-injects a pin). This module only sends the question through
Hermes's auxiliary client under the task ``memlock_judge``: the user's main model by default, or
whatever ``auxiliary.memlock_judge`` in Hermes's config.yaml names (provider, model, base_url,
api_key), with memlock's ``judge_timeout_s`` per call. Any failure is no answer.
"""
from __future__ import annotations

import importlib
import logging
from typing import Any

from memlock_core.detection.judge import parse_answer

log = logging.getLogger("memlock")

TASK = "memlock_judge"
TASK_DISPLAY = "memlock judge"
TASK_DESCRIPTION = ("memlock (judge: true): one yes/no question per pinned rule kept alive only on weak evidence "
                    "after a compaction")
MAX_TOKENS = 64  # one word is asked for; a little room for a model that prefixes it


def _hermes(name: str) -> Any:
    return importlib.import_module(name)


class HermesJudge:
    """:class:`memlock_core.detection.judge.Judge` over ``agent.auxiliary_client.call_llm``."""

    def __init__(self, timeout_s: float = 8.0, task: str = TASK) -> None:
        self.timeout_s = timeout_s
        self.task = task

    @property
    def model_id(self) -> str:
        """provider/model/base_url the task resolves to in config.yaml (the cache key's model part)."""
        try:
            cfg = _hermes("hermes_cli.config").load_config()
        except Exception:  # noqa: BLE001 - an unreadable config still has a key: answers are then per process
            return f"hermes:{self.task}"
        aux = ((cfg.get("auxiliary") or {}).get(self.task) or {}) if isinstance(cfg, dict) else {}
        main = cfg.get("model") if isinstance(cfg, dict) else None
        main = main if isinstance(main, dict) else {"default": main or ""}
        parts = [str(aux.get(k) or "") for k in ("provider", "model", "base_url")] if isinstance(aux, dict) else []
        if not any(parts):
            parts = [str(main.get(k) or "") for k in ("provider", "default", "base_url")]
        return "hermes:" + "|".join(parts)

    def ask(self, question: str) -> bool | None:
        client = _hermes("agent.auxiliary_client")
        response = client.call_llm(task=self.task, messages=[{"role": "user", "content": question}],
                                   temperature=0, max_tokens=MAX_TOKENS, timeout=self.timeout_s)
        text = client.extract_content_or_reasoning(response)
        answer = parse_answer(text)
        if answer is None:
            log.info("memlock judge: the model's answer was neither yes nor no (%r); memlock's own verdict stands",
                     str(text)[:80])
        return answer


def register_task(ctx: Any) -> None:
    """Declare ``auxiliary.memlock_judge`` to Hermes (shown in its auxiliary-model picker), where the
    Hermes in use can; an older one routes the task by ``auxiliary.memlock_judge`` in config anyway."""
    register = getattr(ctx, "register_auxiliary_task", None)
    if register is None:
        return
    try:
        register(TASK, display_name=TASK_DISPLAY, description=TASK_DESCRIPTION, defaults={"provider": "auto"})
    except ValueError as exc:  # registered twice (a plugin reload) or a key Hermes refuses
        log.debug("memlock: auxiliary task %s not registered: %s", TASK, exc)
