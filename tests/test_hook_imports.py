"""A Claude Code hook is a new process per event: what it imports is what every prompt and tool call pays.

A PreToolUse or Stop hook judges a call or a reply; it must not load the drift detector (about half of
memlock's modules), and a tool-call check must not load the reply checks. The audit loads on first use."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
import memlock_adapters.claude_code.hooks, memlock_core.session.compliance_flow, memlock_core.session.engine
loaded = lambda name: name in sys.modules
print(json.dumps({"audit": loaded("memlock_core.detection.audit"), "keyword": loaded("memlock_core.detection.keyword"),
                  "reply_rule": loaded("memlock_core.compliance.reply_rule"),
                  "evaluate": loaded("memlock_core.compliance.evaluate"),
                  "propose": loaded("memlock_core.compliance.propose")}))
from memlock_core.session.turn_flow import in_process_audit
from memlock_core.detection.audit import audit
print(json.dumps({"audit_after": loaded("memlock_core.detection.audit")}))
"""


def test_the_hook_modules_leave_detection_and_reply_checks_unloaded() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         check=True).stdout.splitlines()
    assert json.loads(out[0]) == {"audit": False, "keyword": False, "reply_rule": False, "evaluate": False,
                                  "propose": False}
    assert json.loads(out[1]) == {"audit_after": True}


def test_the_default_auditor_is_the_core_audit() -> None:
    """The lazy default gives the same report as calling the audit itself."""
    from memlock_core.anchor import Anchor
    from memlock_core.detection.audit import audit
    from memlock_core.detection.settings import AuditSettings
    from memlock_core.session.turn_flow import in_process_audit

    anchors = [Anchor(id="fr", text="Always answer in French.", reminder="Answer in French.")]
    messages = [{"role": "user", "content": "Always answer in French."}, {"role": "user", "content": "Hi"}]
    settings = AuditSettings()
    assert in_process_audit(anchors, messages, settings) == audit(anchors, messages, settings)
