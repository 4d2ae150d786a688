"""Rules about the texts of an app the assistant writes ("sem emoji e sem ponto de exclamação nos textos do app",
"no exclamation marks in UI strings", "pas d'emoji dans les textes de l'application", "keine Ausrufezeichen in
App-Texten", "アプリの文言に絵文字は使わない").

Such a rule speaks of the strings a user of the app reads, which the assistant writes through tool calls (a
locale file, a component, a page), not of the chat. Its emoji and character bans are read as bans on the files a
tool call writes (``only_in: files``); in a file the user-facing strings are read: the values of a strings file,
the text nodes of markup, the string literals of source code; never its keys or operators (``!=``, ``!flag``).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

SCOPE = rx(
    r"\b(?:app|application|ui|interface|frontend|product)\s+(?:texts?|strings?|copy|labels?|wording)\b|"
    r"\b(?:texts?|strings?|copy|labels?|wording)\s+(?:of|in|for)\s+(?:the\s+|my\s+|our\s+)?(?:app|application|ui|"
    r"interface)\b|\btext(?:o|os)\s+(?:d[oae]l?|da|de\s+la)\s+(?:app|aplicativo|aplicaci[oó]n|aplicaç[aã]o|interfaz)\b|"
    r"\btextes?\s+de\s+l['’](?:app|application|interface)\b|\b(?:app|ui|oberfl[aä]chen)-?texte?n?\b|"
    r"\btexte(?:n)?\s+(?:der|in der)\s+app\b|アプリ(?:の|内の)?(?:文言|テキスト|表示文字列)|UI\s?(?:の)?(?:文言|テキスト)",
    re.I)
_MARKUP = rx(r"\.(?:html?|jsx|tsx|vue|svelte|xml|erb|hbs)$", re.I)
_STRINGS = rx(r"\.(?:json|ya?ml|po|properties|strings|ftl|arb|resx|ini|toml)$", re.I)
_DOC = rx(r"\.(?:md|markdown|rst|txt|adoc)$", re.I)
_LITERAL = rx(r"\"((?:[^\"\\\n]|\\.)*[^\W\d_](?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*[^\W\d_](?:[^'\\\n]|\\.)*)'|"
                      r"`([^`\n]*[^\W\d_][^`\n]*)`")
_TEXT_NODE = rx(r">([^<>{}=;]*[^\W\d_][^<>{}=;]*)<")
_VALUE = rx(r"""(?:^|[,{])\s*["']?[\w.-]+["']?\s*[:=]\s*(?P<q>["']?)(?P<v>[^"'\n{}\[\]]*[^\W\d_][^"'\n{}\[\]]*)(?P=q)""",
                    re.M)


def scoped(rule: str) -> bool:
    """The rule speaks of the texts of an app ("nos textos do app", "in UI strings")."""
    return bool(SCOPE.search(rule))


def user_strings(path: str, text: str) -> str:
    """The strings a user of the app reads in ``text`` written to ``path``, one per line."""
    if _DOC.search(path):
        return text
    if _STRINGS.search(path):
        return "\n".join(m.group("v").strip() for m in _VALUE.finditer(text))
    found = [node.strip() for node in _TEXT_NODE.findall(text)] if _MARKUP.search(path) else []
    found += [next(g for g in m.groups() if g is not None) for m in _LITERAL.finditer(text)]
    # a literal that is a word of code (an import path, a key, a class name) is no sentence a user reads
    return "\n".join(s for s in found if " " in s.strip() or re.search(r"[!?¡¿！？.…]$", s.strip()))
