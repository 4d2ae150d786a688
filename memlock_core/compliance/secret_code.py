"""A reply whose code writes a secret as a literal, under "never hardcode secrets or API keys in code".

The tool reader judges the files a call writes (``secret_content``); a reply that shows code is judged the same way
on its code blocks: ``API_KEY = "7d3b..."`` breaks the rule, ``os.environ["API_KEY"]`` keeps it (code_rules token
``no_secret_literal``).
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["secret_literal_verdict", "about_code"]

# the rule speaks of code: "in code", "hardcode", "en dur", "fest codiert", "en el código", "ハードコード"
_IN_CODE = rx(r"hard-?cod\w*|\bin (?:the |your )?(?:code|source)\b|\ben dur\b|\bdans le code\b|fest ?(?:ein)?codier\w*|"
                      r"\bim Code\b|\bhardcodear\w*|\ben el código\b|\bnel codice\b|\bno código\b|ハードコード|"
                      r"コード(?:に|の中に|内に)|硬编码|代码中", re.I)


def about_code(text: str) -> bool:
    """The rule refuses secrets written into code (not only secrets read or printed by a tool call)."""
    return bool(_IN_CODE.search(text))


def secret_literal_verdict(text: str) -> Finding:
    """Each code block of the reply: a credential written as a literal breaks the rule."""
    from memlock_core.compliance.tool_rule_judge import literal_secret  # tool_rule imports the reply readers

    blocks = parse(text).code
    if not blocks:
        return NOT_APPLICABLE, "no code block in the reply"
    for block in blocks:
        found = literal_secret(block.body)
        if found:
            return BROKEN, f"{found} in a code block"
    return OBEYED, "no secret written as a literal in the code"
