"""The language a script asked for must be written in: "When I ask for a script, make it bash with `set -euo pipefail`
at the top", "Quand je demande un script, fais-le en bash", "Wenn ich um ein Skript bitte: in Bash", "Cuando te pida
un script, hazlo en bash".

Why: the shell options such a rule names were read (``shell_set``), but a reply that answered the request with a
Python script had no shell script to judge and passed. The rule also names the script's language: a reply to a
request for a script (``when: asks:script``) writes its program code in bash (shell commands and config blocks are no
program; a Python function for a request that asks no script is not spoken to).
"""
from __future__ import annotations

import re

from memlock_core.compliance.reply_rule_base import negated
from memlock_core.regex_cache import rx

SCRIPT_REQUEST = "asks:script"

_REQUEST = rx(
    r"\b(?:when(?:ever)?|if|any ?time)\s+I\s+(?:ask|request)\s+(?:you\s+)?(?:for\s+)?(?:a\s+|any\s+|some\s+)?scripts?\b|"
    r"\b(?:quand|si|lorsque)\s+je\s+(?:te\s+|vous\s+)?demande\s+(?:un|des)\s+scripts?\b|"
    r"\b(?:wenn|falls|sobald)\s+ich\s+(?:dich\s+)?(?:nach\s+einem|um\s+ein|ein)\s+skript\w*|"
    r"\b(?:cuando|si)\s+(?:te\s+)?pid[ao]\s+(?:un|algún)\s+script\b|"
    r"\b(?:quando|se)\s+(?:ti\s+)?chiedo\s+uno?\s+script\b|"
    r"スクリプトを(?:頼|お願い|依頼)(?:んだ|した)(?:ら|とき|時)|スクリプトを(?:書く|作る)(?:とき|時|場合)", re.I)
_SHELL = rx(r"\b(?:make|write|do)\s+(?:it|them)\s+(?:in\s+)?(?:bash|shell|sh)\b|\b(?:in|as|en|auf|als|in\s+puro)\s+(?:a\s+)?"
            r"(?:bash|shell|sh)\b(?!\s+(?:commands?|one-?liners?))|\b(?:fais|écris)-le\s+en\s+bash\b|"
            r"\b(?:hazlo|escríbelo)\s+en\s+bash\b|\bbash(?:-skript\w*|-script\w*)?\b[^.;]{0,20}\bset\s+-|"
            r"bashで|bash\s*で", re.I)


def shell_script_wanted(text: str) -> bool:
    """The rule asks that a script the user asks for be a bash script ("..., pas en Bash", "not in bash": bash refused
    is no bash wanted)."""
    return bool(_REQUEST.search(text) and any(not negated(text, m.start(), m.end()) for m in _SHELL.finditer(text)))
