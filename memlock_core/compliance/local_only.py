"""Rules that keep the assistant's calls on this machine: "only use localhost, never remote servers", "tu n'utilises
que localhost, jamais les serveurs distants", "nur localhost, keine entfernten Server", "solo localhost, nunca
servidores remotos", "ローカルホストだけ使って、リモートサーバーには接続しない".

Why a module of its own: the host readers take a host a rule names as the host it forbids ("never reach
localhost" from the French "ne ... que localhost", whose "que" means *only*), and an English "only use localhost"
gave no rule at all. Such a rule is an allow-list: any host but the local ones is refused. Two shapes say it, in
each language: the local host named with an *only* word, or remote hosts named with a negation. The judge already
reads an allow-list rule (``hosts=("*",)``, ``allow_hosts`` the local names).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

LOCAL_NAMES = ("localhost", "127.0.0.1", "::1", "0.0.0.0")

# the local machine, as a rule names it
_LOCAL = (r"(?:localhost|127\.0\.0\.1|\blocal\s*host\b|(?:the\s+|this\s+|my\s+)?local\s+machine|"
          r"ローカルホスト|本机|本地主机)")
_ONLY = (r"(?:\bonly\b|\bjust\b|\bexclusively\b|\bque\b|\buniquement\b|\bseulement\b|\bnur\b|\bausschließlich\b|"
         r"\bsolo\b|\bsólo\b|\bsolamente\b|\búnicamente\b|\bsoltanto\b|\bapenas\b|\bsomente\b|だけ|のみ|只)")
# "only localhost", "localhost only", "n'utilises que localhost", "nur localhost verwenden", "localhostだけ"
_ONLY_LOCAL = rx(rf"{_ONLY}(?:\s+\w+){{0,2}}?\s+{_LOCAL}|{_LOCAL}\s*{_ONLY}", re.I)
# remote hosts refused: "never remote servers", "jamais les serveurs distants", "keine entfernten Server",
# "nunca servidores remotos", "リモートサーバーには接続しない"
_REMOTE = rx(r"\b(?:never|no|not|don'?t|jamais|pas\s+de|aucun\w*|nie(?:mals)?|kein\w*|nunca|nada\s+de|ning[úu]n\w*|mai|"
             r"nessun\w*)\b[^.;\n]{0,40}?\b(?:remote|distant\w*|entfernt\w*|remot[oa]s?|external|externe?\w*|externos?)"
             r"\s+(?:servers?|hosts?|machines?|boxes|serveurs?|h[ôo]tes?|machines?|Server\w*|Hosts?|Rechner\w*|"
             r"servidores?|m[áa]quinas?|server|macchin\w*)|"
             r"(?:remote|external)\s+(?:servers?|hosts?|machines?)\s+(?:are\s+)?(?:off[- ]limits|forbidden|not\s+allowed)|"
             # the noun first: "jamais les serveurs distants", "nunca servidores remotos"
             r"\b(?:jamais|pas\s+de|aucun\w*|nunca|nada\s+de|ning[úu]n\w*|mai|nessun\w*)\b[^.;\n]{0,30}?"
             r"\b(?:serveurs?|h[ôo]tes?|machines?|servidores?|m[áa]quinas?|server|macchin\w*)\s+"
             r"(?:distant\w*|remot[oia]s?|extern\w*)|"
             r"リモート(?:サーバ|ホスト)\S{0,4}(?:接続しない|使わない|禁止|触らない)", re.I)


def local_only(text: str) -> bool:
    """The rule keeps calls on this machine: the local host named with an *only* word and remote hosts refused,
    or the local host named alone with *only* in a sentence about hosts or servers."""
    if not isinstance(text, str):
        return False
    only_local = bool(_ONLY_LOCAL.search(text))
    return only_local and bool(_REMOTE.search(text) or re.search(r"\b(?:use|utilis\w*|verwend\w*|benutz\w*|us[ae]\w*|"
                                                                  r"connect\w*|talk|reach|hit|test\w*)\b", text, re.I)) \
        or bool(_REMOTE.search(text) and re.search(_LOCAL, text, re.I))
