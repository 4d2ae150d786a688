"""One verb of a tool kept behind the user's OK, the verb read from the rule itself.

"terraform: plan is fine, apply needs my explicit OK", "firmware: never flash the board without asking. building is
fine.", "helm: template is fine, upgrades need my OK": the rule gates one act of a tool or a domain the command
tables have no word for. Why a module: the readers ban acts they know by name (push, deploy, delete...); here the act
is whatever verb the rule says, and the command that does it is that verb as a subcommand (``terraform apply``,
``idf.py flash``, ``west flash``). The tool is the topic before the colon when it is a program, else any program
(the verb as one of the call's words). Only a verb gated on consent is read, and only when nothing else read the
rule (the caller's fallback): a plain ban ("never flash") could be a word of prose as well, and consent lets the
user's OK lift a wrong reading. The verbs the other readers already know, and the generic ones that say no act of
their own ("run", "use", "change"), are left alone.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.refused_flags import ANY_PROGRAM
from memlock_core.regex_cache import rx

_OK = (r"(?:explicit\s+|express\s+|written\s+|prior\s+)?(?:ok|okay|approval|go-?ahead|sign-?off|consent|confirmation|"
       r"permission|say-?so|green light|yes)")
# "apply needs my explicit OK", "flashing requires my approval", "upgrades need a go-ahead from me"
_NEEDS = rx(rf"(?:^|[,;:]\s*|\band\s+|\bbut\s+)(?:(?P<prog>[a-z][\w.-]*)\s+)?(?P<verb>[a-z]+)\s+(?:always\s+)?"
            rf"(?:needs?|requires?|must\s+(?:have|get|wait\s+for))\s+"
            rf"(?:my|an?|the|your)\s+(?:own\s+)?{_OK}\b", re.I)
# "never flash the board without asking", "don't publish the package without my OK"
_WITHOUT = rx(r"\b(?:never|don'?t|do\s+not|no)\s+(?P<verb>[a-z]+)\s+(?:(?:the|a|an|any|our|my|your|this|that)\s+)?"
              r"(?:[\w.-]+\s+){0,2}?without\s+(?:asking|checking\s+with\s+me|asking\s+me|(?:my|an?|explicit)\s+" + _OK + r")\b",
              re.I)
# "ask me before flashing", "check with me before you flash the board"
_BEFORE = rx(r"\b(?:ask|check\s+with|confirm\s+with)\s+(?:me\s+)?(?:first\s+)?before\s+(?:you\s+)?(?P<verb>[a-z]+)\b", re.I)
_TOPIC = rx(r"^\s*(?P<topic>[\w./+-]+)(?:\s+(?:team|stuff|work|side|repo))?\s*:\s*(?=\S)", re.I)

# verbs that say no act of their own (the object does), or that other readers own by name
_GENERIC = frozenset({
    "run", "use", "do", "make", "change", "modify", "edit", "touch", "write", "create", "add", "call", "go", "be",
    "have", "get", "let", "try", "execute", "exec", "perform", "start", "launch", "invoke", "ever", "just", "always",
    "really", "actually", "please", "send", "take", "put", "mess", "work", "anything", "something", "it", "this",
    "that", "them", "any", "the", "a", "an", "you", "ok", "okay", "also", "even", "force", "sudo", "curl", "wget",
})


def _stem(word: str) -> str:
    """"flashing" -> flash, "applying" -> apply, "upgrades" -> upgrade (the subcommand's own form)."""
    w = word.lower()
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
            w = w[:-1]  # "running" -> run
        elif w.endswith(("at", "ut", "iz", "ov", "ur", "ar")):
            w += "e"  # "updating" -> update, "uploading" stays
    elif w.endswith("es") and w[:-2].endswith(("sh", "ch", "ss", "x")):
        w = w[:-2]  # "flashes" -> flash
    elif w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        w = w[:-1]  # "applies"? no: "upgrades" -> upgrade
        if w.endswith("ie"):
            w = w[:-2] + "y"
    return w


def verb_consent_rules(text: str, is_program: Callable[[str], bool] | None = None) -> list[ToolRule]:
    """The one verb ``text`` keeps behind the user's OK, as a command rule with ``consent`` (none when the rule
    gates no single verb). ``is_program`` tells a program's name (the topic "terraform:" is one, "firmware:" not)."""
    if not isinstance(text, str) or not text.strip():
        return []
    topic = _TOPIC.match(text)
    program = ANY_PROGRAM
    if topic and is_program is not None and is_program(topic.group("topic").lower()):
        program = topic.group("topic").lower()
    body = text[topic.end():] if topic else text
    verbs: list[str] = []
    for pattern in (_NEEDS, _WITHOUT, _BEFORE):
        for m in pattern.finditer(body):
            verb = _stem(m.group("verb"))
            prog = m.groupdict().get("prog")
            named = program != ANY_PROGRAM or bool(prog and is_program is not None and is_program(prog.lower()))
            # ("pulumi: preview is fine, up requires my approval": a two-letter subcommand of a program named)
            if len(verb) < (2 if named else 3) or verb in _GENERIC or not verb.isalpha():
                continue
            if prog and is_program is not None and is_program(prog.lower()):
                program = prog.lower()  # "helm upgrade requires my approval": the program before the verb
            elif prog:
                continue  # "the upgrade needs my OK": a noun phrase, not a verb of its own
            verbs.append(verb)
    verbs = list(dict.fromkeys(verbs))
    if len(verbs) != 1:
        return []  # none, or several gated verbs: not one act this reader can name
    return [ToolRule("command", commands=(f"{program} {verbs[0]}",), consent=True)]
