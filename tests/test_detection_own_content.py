"""messages.own_content: the text audit and adoption read as the user typed it (never the api_content beside it)."""
from __future__ import annotations

from memlock_core.detection.messages import instruction_text, own_content


def test_own_content_is_the_users_string_only() -> None:
    typed = 'Regarding "use metric units": agreed, keep to it.'
    sent = typed + "\n[memlock] pinned: use metric units"
    message = {"role": "user", "content": typed, "api_content": sent}
    assert own_content(message) == typed
    assert instruction_text(message) == sent  # what the model receives is another reading
    assert own_content({"role": "user", "content": [{"type": "text", "text": typed}]}) == ""
    assert own_content("not a message") == "" and own_content({"role": "user"}) == ""
