"""What a shell command writes into a file is judged like what an editing tool writes (issue 21)."""
from __future__ import annotations

from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.intent.shell import parse
from memlock_core.compliance.intent.tools import file_writes
from memlock_core.compliance.propose import propose_check


def _outcomes(rule: str, tool: str, args: Any) -> list[str]:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    pin = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    return [v.outcome for v in check_tool_call([pin], tool, args)]


def test_the_text_a_command_line_writes_into_a_file() -> None:
    assert file_writes(parse("printf 'buy milk\\n' >> list.txt")) == [("list.txt", "buy milk\n\n", True)]
    assert file_writes(parse("cat > plan.md <<EOF\n# Week\nEOF")) == [("plan.md", "# Week\n", False)]
    assert file_writes(parse("ls -la | grep md")) == []


def test_an_emoji_ban_on_written_files_reaches_a_shell_append() -> None:
    rule = "Never put emoji in files you write."
    assert _outcomes(rule, "Bash", {"command": "echo '- water the plants 🌱' >> chores.md"}) == ["broken"]
    assert _outcomes(rule, "Bash", {"command": "echo '- water the plants' >> chores.md"}) == ["obeyed"]
    # an emoji printed to the terminal is written into no file
    assert _outcomes(rule, "Bash", {"command": "echo 'done 🌱'"}) == []


def test_the_same_ban_in_german_reaches_a_here_document() -> None:
    rule = "Keine Emojis in Dateien, die du für mich schreibst."
    command = "cat > notizen.md <<'EOF'\n# Einkauf 🛒\n- Brot\nEOF"
    assert _outcomes(rule, "terminal", {"command": command}) == ["broken"]
    assert _outcomes(rule, "terminal", {"command": command.replace(" 🛒", "")}) == ["obeyed"]
