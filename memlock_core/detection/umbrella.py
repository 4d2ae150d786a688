"""A rule for a whole class of acts is not a pin that names one act of the class.

"Ask before destructive operations" (a harness's system prompt, a team's policy) parses into every act that
destroys data, deleting files among them, so the parse alone says it covers "Ask me before deleting any file".
It does not restate that pin: the user named the act, and the class word leaves the agent to judge what counts
("clearing tmp is not destructive"). When the pin was compacted away, such a unit must not keep it alive.

The test: the unit reaches the pin's acts only through a class word (tool_classes.ACT_CLASS_WORDS) the pin does
not say itself, i.e. with the class word blanked the unit's tool parse no longer holds the pin's parts.
"""
from __future__ import annotations

from typing import Callable, Collection

from memlock_core.compliance.tool_classes import ACT_CLASS_WORDS

Parts = Callable[[str], Collection[tuple[str, ...]]]


def by_class_only(anchor_text: str, unit_text: str, anchor_parts: Collection[tuple[str, ...]],
                  tool_parts: Parts) -> bool:
    """The unit holds ``anchor_parts`` (tool parts) only because it names a class of acts the anchor does not
    name; ``tool_parts`` is the caller's (memoised) tool parse of a text."""
    for word in ACT_CLASS_WORDS:
        if not word.search(unit_text) or word.search(anchor_text):
            continue
        blanked = word.sub(" ", unit_text)
        held = tool_parts(blanked)
        if not all(part in held for part in anchor_parts):
            return True
    return False
