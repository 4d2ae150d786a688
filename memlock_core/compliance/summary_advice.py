"""A question on how to write a summary is no request for one: "How do I write a good summary?", "Comment écrire un
bon résumé ?", "Wie schreibe ich eine gute Zusammenfassung?", "¿Cómo se escribe un buen resumen?", "What makes a good
executive summary?".

Why: a rule scoped to summaries ("When I ask for a summary: one paragraph, 60 words max") speaks to the replies that
are one; advice on writing summaries is another kind of reply, and the word "summary" in the question names the topic.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_HOW_TO = rx(
    r"\b(?:how (?:do|should|can|would) (?:i|we|you|one) (?:write|make|structure|do|craft|draft)|how to (?:write|make|"
    r"structure|craft|draft)|what makes (?:a|an) (?:\w+ ){0,2}(?:summary|summaries|recap)|tips (?:for|on) (?:writing )?)"
    r"|\bcomment (?:écrire|rédiger|faire|écrit-on|rédige-t-on)|\bqu'est-ce qui fait un bon\b"
    r"|\bwie (?:schreibe|verfasse|mache) (?:ich|man)|\bwas macht eine gute\b"
    r"|\bc[óo]mo (?:escribo|redacto|hago|se escribe|se redacta|escribir|redactar)"
    r"|\bcome (?:scrivo|si scrive|scrivere)|\bcomo (?:escrevo|escrever|se escreve)"
    r"|(?:の|を)(?:書き方|まとめ方)", re.I)


def asks_how_to_summarise(message: str) -> bool:
    """Does ``message`` ask how to write a summary, rather than for one?"""
    found = _HOW_TO.search(message)
    return found is not None and not re.search(r"\b(?:this|that|the following|below|ci-dessous|folgende\w*|esto|este)\b",
                                         message[found.end():], re.I)
