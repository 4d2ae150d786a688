""""Don't forget to X" asks for X: the negated forgetting is no ban.

The rule parse reads a negation before the act as a ban, so "Don't forget to answer in bullet points",
"N'oublie pas de vouvoyer les clients", "No olvides responder en español", "Non dimenticare di rispondere in
italiano" or "Não se esqueça de responder em português" were read as bans of the very thing they ask for (and
"Don't forget to run the tests before pushing" as a ban on pushing). This module takes the lead off before the
parse reads the rule, in English, French, Spanish, Italian, Portuguese, German, Dutch; Japanese, Chinese and
Korean say it with a verb form the parse already reads as asking ("忘れずに", "别忘了", "잊지 마세요").

Only the lead that hands over to an act is taken: "don't forget to" / "de" / "di" followed by the act (or a colon),
never "don't forget that ..." (a statement, left as written). A ban inside the act stays a ban ("Don't forget not
to use emojis" -> "not to use emojis"). Pure and memoised by text.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.regex_cache import rx

_LEAD = rx(
    # English: "don't forget to", "do not forget to", "never forget to", "don't forget:"
    r"(?<![\w'’])(?:please\s+)?(?:don['’]?t|do\s+not|never)\s+forget\s+(?:to\b|:)\s*|"
    # French: "n'oublie pas de", "n'oubliez jamais d'", "pense à" is positive already
    r"(?<![\w'’])n['’]\s*oubli(?:e|ez|es)\s+(?:pas|jamais)\s+(?:de\s+|d['’]\s*|:\s*)|"
    # Spanish: "no olvides (de)", "no te olvides de", "no olvide(n)", "nunca olvides"
    r"(?<!\w)(?:no|nunca)\s+(?:te\s+|se\s+)?olvid(?:es|e|en)\s+(?:de\s+|:\s*)?(?=[^\W\d_])|"
    # Italian: "non dimenticare di", "non dimenticarti di", "non scordarti di", "non dimenticate di"
    r"(?<!\w)(?:non|mai)\s+(?:dimenticar(?:e|ti|vi)|dimenticate|scordar(?:e|ti|vi))\s+(?:di\s+|d['’]\s*|:\s*)|"
    # Portuguese: "não se esqueça de", "não esqueça de", "não te esqueças de", "nunca esqueça de"
    r"(?<!\w)(?:não|nao|nunca)\s+(?:se\s+|te\s+)?esque(?:ça|ca|ças|cas|çam|cam)\s+(?:de\s+|:\s*)|"
    # German: "vergiss nicht, ...", "vergessen Sie nicht, ...", "nicht vergessen: ..."
    r"(?<!\w)(?:vergiss|vergesst|vergessen\s+sie)\s+(?:nicht|nie|niemals)\s*(?:,|:)\s*|"
    r"(?<!\w)nicht\s+vergessen\s*:\s*|"
    # Dutch: "vergeet niet (om) ...", "vergeet niet:"
    r"(?<!\w)vergeet\s+(?:niet|nooit)\s*(?:,\s*|:\s*)?(?:om\s+|te\s+)?(?=[^\W\d_])",
    re.IGNORECASE)


@lru_cache(maxsize=4096)
def without_forget_not(text: str) -> str:
    """``text`` with each "don't forget to" lead taken off (the act it hands over to kept), capitalised again
    where it opened a sentence; ``text`` itself when it has none."""
    if not _LEAD.search(text):
        return text

    out = _LEAD.sub("", text)
    return out[:1].upper() + out[1:] if out[:1].islower() and text[:1].isupper() else out
