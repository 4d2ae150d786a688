"""A rule scoped to what an audience outside the team reads ("Canadian spelling for anything customer-facing", "no
emoji in anything public"), and a user's message that marks the text as internal ("quick internal note to the dev
team", "post in our internal channel"): the rule does not speak to that text.

Only an explicit internal mark waives the rule: a message that says nothing of its audience stays judged, so a
customer e-mail the user did not label is still read.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

EXTERNAL = "external"

# the audience named by its side: customer-/client-/user-/public-facing, "for customers", "für Kunden", "para clientes"
AUDIENCE_SCOPE = rx(
    r"\b(?:customer|client|user|public|external|guest|patient)s?[- ]facing\b|\bexternally\b|"
    r"\b(?:anything|everything|all|text|copy|content|messages?)\s+(?:for|to)\s+(?:our\s+)?(?:customers|clients|the public)\b|"
    r"\bà destination (?:des|de nos) clients\b|\bdestinée?s? aux clients\b|\bfür (?:unsere )?kunden\b|\bkundenseitig\w*|"
    r"\bde cara al (?:cliente|público)\b|\bpara (?:los |nuestros )?clientes\b|\bper i clienti\b|\brivolt\w* ai clienti\b|"
    r"\bpara (?:os )?clientes\b|顧客向け|お客様向け|고객용", re.I)
# the message marks the text it asks for as internal: "internal note", "interne Mail", "nota interna", "社内"
_INTERNAL = rx(r"\binternal(?:ly)?\b|\binternes?\b|\bintern(?:e[nrs]?)?\b|\binterno?s?\b|\binternas?\b|社内|内部|사내",
                       re.I)


def scoped_to_outside(rule: str) -> bool:
    """The rule speaks only to text an outside audience reads."""
    return bool(AUDIENCE_SCOPE.search(rule))


def internal(user_message: str) -> bool:
    """The user's message marks what it asks for as internal."""
    return bool(_INTERNAL.search(user_message))
