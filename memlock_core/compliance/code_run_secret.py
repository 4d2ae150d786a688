"""A credential written as a literal into code a tool runs (``execute_code`` with ``stripe.api_key = "sk_live_..."``).

The analyser reads what run code does (files, processes, hosts), not the text it is, so a rule against secrets
in code ("secrets never go in code, read them from env vars") saw nothing in a code tool's call: the code is
code, written out in the call, whether it is saved to a file or run at once. The literal test is the one a
written file gets (:func:`tool_rule_judge.literal_secret`: a known token shape or a secret-named key given a quoted
value; a value read from the environment is none).
"""
from __future__ import annotations

from typing import Any

from memlock_core.compliance.intent.tools import CODE_ARGS, is_code_tool
from memlock_core.compliance.tool_rule_judge import literal_secret


def code_run_secret(tool_name: str, args: Any) -> str:
    """Evidence of a literal credential in the code a code tool runs; "" when none (or not a code tool)."""
    if not isinstance(args, dict) or not is_code_tool(tool_name):
        return ""
    code = next((v for k, v in args.items() if k in CODE_ARGS and isinstance(v, str)), "")
    found = literal_secret(code) if code else None
    return f"runs code holding a credential ({found})" if found else ""
