"""A rule on the reply with commit messages named in an aside: "Réponds en français, sauf pour les messages de commit".

A sentence can set a rule for the reply and name the commit messages in a tail of their own: an exception
("..., except commit messages, which stay in English", "..., sauf pour les messages de commit ...", "..., außer in
Commit-Messages", "..., salvo en los mensajes de commit") or an extension ("No emoji, not even in commit messages",
"Bitte keine Emojis, auch nicht in Commit-Messages", "..., ni siquiera en los mensajes de commit", "..., même pas
dans les messages de commit"). The commit reader takes the whole sentence; this module gives back the part before
the tail, which is the rule on the reply itself, so the reply is judged too. A sentence whose commit words do not
sit in such a tail ("commit messages in English", "in commit messages, no emoji") gives nothing.
"""
from __future__ import annotations

import re

from memlock_core.compliance.commit_message import COMMIT_WORDS
from memlock_core.regex_cache import rx

# the words that open the tail, right after a comma, semicolon, dash or bracket: an exception or an "also / even"
_TAIL = rx(
    r"[,;(]\s*|\s+[—–-]\s+|\s+(?=(?:except|sauf|außer|ausser|salvo|excepto|tranne|exceto)\b)")
_OPENER_WORDS = (
    "except for", "except in", "except when", "except", "save for", "apart from", "other than", "but not", "not even",
    "even", "also", "including", "nor",
    "sauf pour", "sauf dans", "sauf en", "sauf", "excepté", "hormis", "à part", "même pas", "pas même", "y compris", "ni",
    "außer", "ausser", "ausgenommen", "auch nicht", "nicht einmal", "selbst nicht", "auch", "sogar",
    "salvo", "excepto", "menos", "ni siquiera", "tampoco", "incluso",
    "tranne", "eccetto", "nemmeno", "neanche", "neppure", "anche",
    "exceto", "nem mesmo", "nem", "inclusive", "até mesmo",
    # "..., and that includes commit messages", "..., same goes for commit messages" (ccov15)
    "that includes", "this includes", "which includes", "that goes for", "same goes for", "same for", "likewise for",
    "das gilt auch für", "ça vaut aussi pour", "lo mismo para", "lo mismo vale para")
# "..., commit messages included", "... (commit messages count)", "..., commit messages too": the tail names the commit
# messages first and extends the rule to them after
_AFTER = rx(r"\s*(?:included|too|as well|also|count|inclus|compris|eingeschlossen|mit eingeschlossen|auch|"
            r"incluidos|incluidas|incluso|compresi|inclusi|incluídas|incluídos|inclusive)\b[\s.!)]*$", re.I)
# longest first, so "ni siquiera" is read whole rather than as "ni"
_OPENERS = rx(r"(?:and\s+|y\s+|et\s+|und\s+|e\s+)?(?:"
              + "|".join(w.replace(" ", r"\s+") for w in sorted(_OPENER_WORDS, key=len, reverse=True)) + r")\b", re.I)
# what may stand between the opener and the commit words: a preposition and an article or two
_FILLER = rx(r"(?:\s+(?:in|for|on|pour|dans|en|bei|für|im|in\s+den|para|en\s+los|nei|nelle|per|nos|nas|em|"
             r"the|your|my|les|tes|vos|des|den|die|deinen|los|las|tus|i|le|os|as|tuoi|tue))*\s+", re.I)


def reply_part(piece: str) -> str:
    """The rule on the reply before a tail that names the commit messages, or "" when ``piece`` has no such tail."""
    commit = COMMIT_WORDS.search(piece)
    if commit is None:
        return ""
    for tail in _TAIL.finditer(piece, 0, commit.start()):
        head = piece[:tail.start()].strip()
        lead = re.match(r"(?:the\s+|your\s+|my\s+|les\s+|die\s+|los\s+)?", piece[tail.end():commit.start()], re.I)
        if head and lead and lead.end() == commit.start() - tail.end() and _AFTER.match(piece, commit.end()) \
                and not COMMIT_WORDS.search(head) and len(re.findall(r"\w+", head)) >= 2:
            return head  # "No emojis, commit messages included."
        opener = _OPENERS.match(piece, tail.end())
        if not head or opener is None or COMMIT_WORDS.search(head):
            continue
        between = piece[opener.end():commit.start()]
        if between and not _FILLER.fullmatch(between):
            continue
        if len(re.findall(r"\w+", head)) < 2:
            return ""  # "Emojis, except in commit messages": too little before the tail to be a rule of its own
        return head
    return ""
